"""``cubekit check FILE...``: check the scenarios of TOML files and say, one line per scenario,
whether the rules engine agrees; and ``cubekit scenarios GAME --toml``: the built-in
scenarios as such a file.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> path = folder / "scenarios.toml"
>>> _ = path.write_text('''
... [[scenario]]
... id = "corner"
... game = "chain_reaction"
... options = { width = 2, height = 2 }
... moves = ["a1", "b2", "a1", "b2"]
... [scenario.expect]
... winners = ["A"]
... ''', encoding="utf-8")
>>> reports = check_files([path])
>>> print(report_lines(reports, "en")[0].replace(str(folder), "..."))
✗ corner (.../scenarios.toml:2): 1 of 1 checks differ: corner: expected the winners A, got B
>>> exit_status(reports)
1

The command's functions for ``cubekit/cli.py``: :func:`add_check_parser` and
:func:`run_check`, :func:`add_toml_argument` and :func:`run_scenarios_toml`.
"""

from __future__ import annotations

import argparse
import os
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cubekit.core.i18n import LANGUAGES, Msg, get_language, tr
from cubekit.core.scenario import CheckResult
from cubekit.core.scenario_files import FileScenario, ScenarioFileError, load_scenarios, to_toml

OK, FAILED, UNREADABLE = 0, 1, 2
"""Exit statuses: every scenario holds; some scenario differs; a file cannot be read."""


@dataclass(frozen=True)
class FileReport:
    """One file checked: its scenarios and their results, or the error that stopped it."""

    path: str
    scenarios: tuple[FileScenario, ...] = ()
    results: tuple[CheckResult, ...] = ()
    error: ScenarioFileError | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and all(self.results)


def check_file(path: str | os.PathLike[str]) -> FileReport:
    """Read and check one file (a problem in it is kept in the report, not raised)."""
    name = os.fspath(path)
    try:
        scenarios = tuple(load_scenarios(name))
    except ScenarioFileError as error:
        return FileReport(name, error=error)
    results = []
    for scenario in scenarios:
        try:
            results.append(scenario.check())
        except ValueError as error:   # e.g. an expected position the game cannot read now
            problem = ScenarioFileError(Msg("scenario_file.check_failed", {"error": str(error)}),
                                        name, scenario.id,
                                        scenario.source.line if scenario.source else None)
            return FileReport(name, scenarios, tuple(results), problem)
    return FileReport(name, scenarios, tuple(results))


def check_files(paths: Iterable[str | os.PathLike[str]]) -> list[FileReport]:
    """Check every file (see :func:`check_file`)."""
    return [check_file(path) for path in paths]


def exit_status(reports: Sequence[FileReport]) -> int:
    """0 when every scenario of every file holds, 1 when some differ, 2 when a file cannot be
    read (or there were no files)."""
    if not reports or any(report.error is not None for report in reports):
        return UNREADABLE
    return OK if all(report.ok for report in reports) else FAILED


def scenario_line(scenario: FileScenario, result: CheckResult, language: str) -> str:
    """``✓ id (file:line): title: the engine agrees ...`` or ``✗ ...`` with the differences,
    on one line."""
    where = str(scenario.source) if scenario.source else scenario.id
    if result:
        said = result.message.text(language)
    else:
        said = tr("scenario_file.check.line_failed", language,
                  differ=len(result.differences), checked=result.checked,
                  differences="; ".join(d.describe(language) for d in result.differences))
    title = scenario.title(language)
    named = f"{scenario.id} ({where})" + (f" {title}" if title != scenario.id else "")
    return f"{'✓' if result else '✗'} {named}: {said}"


def report_lines(reports: Sequence[FileReport], language: str | None = None) -> list[str]:
    """One line per scenario (a file that cannot be read: one line with why), then a
    summary line."""
    lang = language or get_language()
    lines = []
    for report in reports:
        for scenario, result in zip(report.scenarios, report.results, strict=False):
            lines.append(scenario_line(scenario, result, lang))
        if report.error is not None:
            lines.append(f"✗ {report.error.describe(lang)}")
    total = sum(len(report.results) for report in reports)
    held = sum(bool(result) for report in reports for result in report.results)
    broken = sum(report.error is not None for report in reports)
    summary = tr("core.check.all", lang, ok=held, total=total)
    if broken:
        summary += " " + tr("scenario_file.check.unreadable_files", lang, count=broken)
    lines.append(summary)
    return lines


def junit_xml(reports: Sequence[FileReport], language: str | None = None) -> str:
    """A JUnit XML report (one test suite per file, one test case per scenario) for CI."""
    lang = language or get_language()
    root = ET.Element("testsuites", name="cubekit check")
    for report in reports:
        failures = sum(not result for result in report.results)
        suite = ET.SubElement(root, "testsuite", name=report.path,
                              tests=str(len(report.results) + (report.error is not None)),
                              failures=str(failures), errors=str(int(report.error is not None)),
                              skipped="0")
        for scenario, result in zip(report.scenarios, report.results, strict=False):
            case = ET.SubElement(suite, "testcase", classname=report.path, name=scenario.id,
                                 file=report.path)
            if scenario.source and scenario.source.line is not None:
                case.set("line", str(scenario.source.line))
            if not result:
                failure = ET.SubElement(case, "failure",
                                        message=result.message.text(lang), type="ScenarioCheck")
                failure.text = result.describe(lang)
        if report.error is not None:
            case = ET.SubElement(suite, "testcase", classname=report.path,
                                 name=report.error.scenario or os.path.basename(report.path),
                                 file=report.path)
            error = ET.SubElement(case, "error", message=report.error.describe(lang),
                                  type="ScenarioFileError")
            error.text = report.error.describe(lang)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


# --- the command line --------------------------------------------------------------------------
def add_check_parser(subparsers: Any, say: Callable[[str], str],
                     language: str | None = None) -> argparse.ArgumentParser:
    """Add the ``check`` command to the ``cubekit`` parser's subparsers; ``say(key)`` gives
    the help text ``cli.help.<key>`` (as in ``cubekit.cli.build_parser``) and ``language``
    is the default of ``--language``."""
    check = subparsers.add_parser("check", help=say("check"), description=say("check"))
    check.add_argument("files", nargs="+", metavar="FILE", help=say("check_files"))
    check.add_argument("--junit-xml", metavar="PATH", help=say("junit_xml"))
    check.add_argument("--language", default=language or get_language(),
                       choices=list(LANGUAGES), help=say("language"))
    check.set_defaults(func=run_check)
    return check


def run_check(args: argparse.Namespace) -> int:
    """Run ``cubekit check``: print one line per scenario, write ``--junit-xml`` when asked,
    and return the exit status (see :func:`exit_status`)."""
    language = getattr(args, "language", None) or get_language()
    reports = check_files(args.files)
    for line in report_lines(reports, language):
        print(line)
    if getattr(args, "junit_xml", None):
        with open(args.junit_xml, "w", encoding="utf-8") as file:
            file.write(junit_xml(reports, language))
    status = exit_status(reports)
    sys.stdout.flush()
    return status


def add_toml_argument(parser: argparse.ArgumentParser, say: Callable[[str], str]) -> None:
    """Add ``--toml`` to the ``scenarios`` command's parser."""
    parser.add_argument("--toml", action="store_true", help=say("toml"))


def scenarios_toml(game: str | None = None) -> str:
    """The built-in scenarios of ``game`` (all games when None) as a scenario file."""
    from cubekit import load
    from cubekit.games import entries, entry

    names = [entry(game).name] if game else [e.name for e in entries()]
    return to_toml(scenario for name in names for scenario in load(name).scenarios())


def run_scenarios_toml(args: argparse.Namespace) -> int:
    """``cubekit scenarios [GAME] --toml``: print the scenarios as a scenario file (an
    unknown game: said on stderr, exit status 2)."""
    from cubekit.games import entries

    language = getattr(args, "language", None) or get_language()
    try:
        text = scenarios_toml(getattr(args, "game", None))
    except (TypeError, ValueError):
        problem = tr("cli.error.game", language, name=args.game,
                     games=", ".join(e.name for e in entries()))
        print(tr("cli.error", language, command="scenarios", error=problem), file=sys.stderr)
        return UNREADABLE
    sys.stdout.write(text)
    return OK


__all__ = ["FAILED", "OK", "UNREADABLE", "FileReport", "add_check_parser", "add_toml_argument",
           "check_file", "check_files", "exit_status", "junit_xml", "report_lines",
           "run_check", "run_scenarios_toml", "scenario_line", "scenarios_toml"]
