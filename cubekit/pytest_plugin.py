"""A pytest plugin: every ``scenarios*.toml`` file is collected, each of its scenarios is a test
that passes when the rules engine agrees with what it expects (see
:mod:`cubekit.core.scenario_files`). So a user's own rule questions run with ``pytest``.

Registered through the entry point ``pytest11`` (``cubekit = "cubekit.pytest_plugin"``), or
with ``pytest -p cubekit.pytest_plugin``. A failing scenario reports its differences; a file
that cannot be read is one failing test that names the file, the scenario and the line. The
language of the reports is ``--cubekit-language`` (or the ini option ``cubekit_language``),
else the session language.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cubekit.core.i18n import LANGUAGES, get_language
from cubekit.core.scenario import CheckResult
from cubekit.core.scenario_files import FileScenario, ScenarioFileError, load_scenarios

PATTERN = "scenarios*.toml"
"""The names of the files collected."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cubekit")
    group.addoption("--cubekit-language", choices=list(LANGUAGES), default=None,
                    help="language of the reports of scenarios*.toml files (en or de)")
    parser.addini("cubekit_language", "language of the reports of scenarios*.toml files",
                  default="")


def _language(config: pytest.Config) -> str:
    chosen = config.getoption("cubekit_language", default=None) or config.getini(
        "cubekit_language")
    return str(chosen) if chosen in LANGUAGES else get_language()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.File | None:
    if fnmatch.fnmatch(file_path.name, PATTERN):
        found: pytest.File = ScenarioFile.from_parent(parent, path=file_path)
        return found
    return None


class ScenarioCheckFailed(Exception):
    """A scenario whose expected result the engine does not produce."""

    def __init__(self, result: CheckResult) -> None:
        super().__init__(result.describe())
        self.result = result


class ScenarioFile(pytest.File):
    """A scenario file: one test per scenario (one failing test when it cannot be read)."""

    def collect(self) -> Iterator[pytest.Item]:
        try:
            scenarios = load_scenarios(self.path)
        except ScenarioFileError as error:
            yield BrokenScenarioFile.from_parent(self, name=self.path.name, error=error)
            return
        for scenario in scenarios:
            yield ScenarioItem.from_parent(self, name=scenario.id, scenario=scenario)


class ScenarioItem(pytest.Item):
    """One scenario of a file, checked against the rules engine."""

    def __init__(self, *, scenario: FileScenario, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scenario = scenario

    def runtest(self) -> None:
        result = self.scenario.check()
        if not result:
            raise ScenarioCheckFailed(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: Any = None) -> str:
        language = _language(self.config)
        error = excinfo.value
        if isinstance(error, ScenarioCheckFailed):
            return f"{self.scenario.title(language)}\n{error.result.describe(language)}"
        describe = getattr(error, "describe", None)
        if callable(describe):
            return str(describe(language))
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int | None, str]:
        source = self.scenario.source
        line = None if source is None or source.line is None else source.line - 1
        return self.path, line, f"scenario {self.scenario.id}"


class BrokenScenarioFile(pytest.Item):
    """A scenario file that cannot be read: fails with the reason."""

    def __init__(self, *, error: ScenarioFileError, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.error = error

    def runtest(self) -> None:
        raise self.error

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: Any = None) -> str:
        return self.error.describe(_language(self.config))

    def reportinfo(self) -> tuple[Path, int | None, str]:
        line = None if self.error.line is None else self.error.line - 1
        return self.path, line, self.path.name


__all__ = ["PATTERN", "BrokenScenarioFile", "ScenarioCheckFailed", "ScenarioFile",
           "ScenarioItem"]
