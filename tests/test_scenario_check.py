"""``cubekit check``: one line per scenario, exit statuses, the JUnit XML report, the
``--toml`` export, and the pytest plugin that collects ``scenarios*.toml`` (issue 18)."""

from __future__ import annotations

import argparse
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import cubekit
from cubekit import checking
from cubekit.core.i18n import tr
from cubekit.core.scenario_files import read_scenarios

pytest_plugins = ["pytester"]

GOOD = '''
[[scenario]]
id = "corner"
game = "chain_reaction"
options = { width = 2, height = 2 }
moves = ["a1", "b2", "a1", "b2"]
[scenario.expect]
title = { en = "B takes the board", de = "B nimmt das Brett" }
winners = ["B"]

[[scenario]]
id = "first-move"
game = "chain_reaction"
options = { width = 3, height = 3 }
moves = ["a1"]
[scenario.expect]
winners = []
legal = ["b2"]
'''

BAD = '''
[[scenario]]
id = "wrong-winner"
game = "chain_reaction"
options = { width = 2, height = 2 }
moves = ["a1", "b2", "a1", "b2"]
[scenario.expect]
winners = ["A"]
legal = ["a2"]
'''

BROKEN = '[[scenario]]\nid = "x"\ngame = "chess"\n'


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    found = {}
    for name, text in (("good", GOOD), ("bad", BAD), ("broken", BROKEN)):
        path = tmp_path / f"scenarios_{name}.toml"
        path.write_text(text, encoding="utf-8")
        found[name] = path
    return found


def parser(language: str = "en") -> argparse.ArgumentParser:
    """A ``cubekit`` parser with the check command, wired as cli.py is asked to wire it."""
    top = argparse.ArgumentParser(prog="cubekit")
    sub = top.add_subparsers(dest="command")
    checking.add_check_parser(sub, lambda key: tr(f"cli.help.{key}", language), language)
    scen = sub.add_parser("scenarios")
    scen.add_argument("game", nargs="?")
    checking.add_toml_argument(scen, lambda key: tr(f"cli.help.{key}", language))
    scen.set_defaults(func=checking.run_scenarios_toml)
    return top


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    args = parser().parse_args(argv)
    status = args.func(args)
    return status, capsys.readouterr().out.splitlines()


def test_every_scenario_holds(files: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run(["check", str(files["good"])], capsys)
    assert status == 0
    assert lines[0] == (f"✓ corner ({files['good']}:2) B takes the board: The engine agrees "
                        "with the expected result: 1 of 1 checks.")
    assert lines[1].startswith(f"✓ first-move ({files['good']}:11): ")
    assert lines[-1] == "2 of 2 scenarios hold."


def test_a_failing_scenario_says_its_differences_on_one_line(
        files: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run(["check", str(files["good"]), str(files["bad"])], capsys)
    assert status == 1
    assert len(lines) == 4
    assert lines[2] == (f"✗ wrong-winner ({files['bad']}:2): 2 of 2 checks differ: "
                        "wrong-winner: expected the winners A, got B; wrong-winner: expected "
                        "a2 to be legal, but: The game is already over.")
    assert lines[-1] == "2 of 3 scenarios hold."


def test_the_lines_in_german(files: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    args = parser("de").parse_args(["check", "--language", "de", str(files["bad"]),
                                    str(files["broken"])])
    assert args.language == "de"
    status = checking.run_check(args)
    lines = capsys.readouterr().out.splitlines()
    assert status == 2
    assert lines[0].startswith("✗ wrong-winner (") and "2 von 2 Prüfungen weichen ab" in lines[0]
    assert "erwartet als Sieger A, erhalten B" in lines[0]
    assert lines[1] == (f"✗ {files['broken']}, Zeile 3, Szenario „x“: es gibt kein Spiel "
                        "„chess“; erwartet wird eines von: chain_reaction, cubeslyde, deblockle, "
                        "striedies")
    assert lines[2] == "0 von 1 Szenarien stimmen. 1 Datei(en) ließen sich nicht lesen."


def test_exit_status_two_for_a_missing_file(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run(["check", str(tmp_path / "nothing.toml")], capsys)
    assert status == 2 and "the file cannot be read" in lines[0]
    assert checking.exit_status([]) == 2


def test_junit_xml_is_well_formed(files: dict[str, Path], tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "report.xml"
    status, _ = run(["check", "--junit-xml", str(report), *map(str, files.values())], capsys)
    assert status == 2
    root = ET.fromstring(report.read_text(encoding="utf-8"))
    assert root.tag == "testsuites"
    suites = {Path(suite.get("name", "")).stem: suite for suite in root}
    good, bad, broken = (suites[f"scenarios_{n}"] for n in ("good", "bad", "broken"))
    assert (good.get("tests"), good.get("failures"), good.get("errors")) == ("2", "0", "0")
    assert (bad.get("tests"), bad.get("failures")) == ("1", "1")
    case = bad.find("testcase")
    assert case is not None and case.get("name") == "wrong-winner" and case.get("line") == "2"
    failure = case.find("failure")
    assert failure is not None and "expected the winners A, got B" in (failure.text or "")
    assert broken.get("errors") == "1"
    error = broken.find("testcase/error")
    assert error is not None and "there is no game 'chess'" in error.get("message", "")


def test_scenarios_toml_exports_the_builtin_scenarios(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = run(["scenarios", "kettenreaktion", "--toml"], capsys)
    assert status == 0 and lines[0].startswith("# cubekit scenarios")
    back = read_scenarios("\n".join(lines))
    assert [s.id for s in back] == [s.id for s in cubekit.load("chain_reaction").scenarios()]
    assert all(s.check() for s in back)
    assert "[[scenario]]" in checking.scenarios_toml()
    args = parser().parse_args(["scenarios", "chess", "--toml"])
    assert checking.run_scenarios_toml(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("cubekit scenarios: error: 'chess' is not a game of cubekit")


QUIET = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest")
"""No cache and no hypothesis plugin (seconds to set up); the plugin under test comes in by
its entry point (pyproject.toml, pytest11)."""


def test_the_pytest_plugin_runs_scenario_files(pytester: pytest.Pytester) -> None:
    pytester.makefile(".toml", scenarios_mine=GOOD + BAD)
    pytester.makefile(".toml", scenarios_broken=BROKEN)
    pytester.makefile(".toml", other=BROKEN)          # not scenarios*.toml: not collected
    result = pytester.runpytest_inprocess(*QUIET, "-v")
    result.assert_outcomes(passed=2, failed=2)
    output = result.stdout.str()
    assert "scenarios_mine.toml::corner PASSED" in output
    assert "scenarios_mine.toml::wrong-winner FAILED" in output
    assert "expected the winners A, got B" in output
    assert "scenarios_broken.toml, line 3, scenario 'x': there is no game 'chess'" in output
    german = pytester.runpytest_inprocess(*QUIET, "--cubekit-language", "de")
    german.assert_outcomes(passed=2, failed=2)
    assert "erwartet als Sieger A, erhalten B" in german.stdout.str()


def test_a_card_draws_the_last_move_marked() -> None:
    # a card's picture is the last step of the last move, so the move is marked on it: the
    # tie push with its pushed line framed, the pushed-off own third cube with the row
    import cubekit
    from cubekit.core.game import Step

    game = cubekit.load("cubeslyde")
    for sid in ("tie_push", "row_and_elimination"):
        scenario = game.scenario(sid)
        step = scenario.picture_step()
        assert isinstance(step, Step)
        assert step.event == scenario.last_transition().steps[-1].event
        assert step.highlight                     # squares framed on the picture
        assert step.state.cells == scenario.final().cells  # type: ignore[attr-defined]
    start = cubekit.load("chain_reaction").scenario("first_move_protection")
    assert start.moves and isinstance(start.picture_step(), Step)
