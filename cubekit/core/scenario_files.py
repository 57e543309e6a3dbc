"""Scenario files: rule questions that users write in TOML and check like the built-in ones.

A file holds one ``[[scenario]]`` table per question::

    [[scenario]]
    id = "corner-capture-2x2"
    game = "chain_reaction"                 # any name cubekit.load accepts
    options = { width = 2, height = 2 }     # optional: the game's rule options
    position = "2x2 ../.. A"                # optional: the game's start when absent
    moves = ["a1", "b2", "a1", "b2"]        # played in order; each must be legal
    rules = ["CR-4"]                        # optional: rulebook sections, RULES.md IDs
    [scenario.expect]                       # every key optional
    title = "B captures the whole board"    # or { en = "...", de = "..." }
    story = "..."                           # the same, a longer explanation
    winners = ["B"]                         # [] = the game is not over
    position = "2x2 2B./.2B B"              # the position after the moves
    legal = ["a2"]                          # moves that must be legal after the moves
    illegal = ["b1"]                        # moves that must be illegal after them, or a
                                            # table move -> reason key:
                                            #   { b1 = "cr.illegal.opponent" }
    [scenario.expect.facts]                 # optional: any fact of Scenario.facts(), e.g.
    waves = 1                               # the game's facts (see its scenarios.py)

:func:`load_scenarios` reads a file into :class:`FileScenario` objects -- a
:class:`~cubekit.core.scenario.Scenario` whose title and story come from the file -- so
``check()``, the Stepper and the ScenarioBrowser work on them as on the built-in ones. Every
problem of a file is a :class:`ScenarioFileError` that names the file, the scenario and the
line, in the session language. :func:`to_toml` writes scenarios (also the built-in ones)
back as such a file; read back, they check the same.

TOML has no "nothing": a fact that is ``None`` is written ``{ none = true }``.

>>> [scenario] = read_scenarios('''
... [[scenario]]
... id = "corner"
... game = "kettenreaktion"
... options = { width = 2, height = 2 }
... moves = ["a1", "b2", "a1", "b2"]
... [scenario.expect]
... title = "B takes the board"
... winners = ["B"]
... illegal = ["a1"]
... ''')
>>> scenario.title(), bool(scenario.check())
('B takes the board', True)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from cubekit.core.game import Game, IllegalMoveError, NotationError, State
from cubekit.core.i18n import LANGUAGES, Msg, check_language, tr
from cubekit.core.scenario import CheckResult, Difference, Scenario
from cubekit.core.toml_text import TomlDecodeError, decode_none, dumps, loads
from cubekit.notebook_errors import ShortTraceback

COMMON_FACTS = ("position", "winner", "outcome", "moves")
"""Facts every scenario reports (:meth:`Scenario.facts`); the others come from the game."""

SCENARIO_KEYS = ("id", "game", "options", "position", "moves", "rules", "title", "story",
                 "expect")
EXPECT_KEYS = ("title", "story", "winners", "position", "legal", "illegal", "facts")
TEXT_KEYS = ("title", "story")


# --- errors ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Said(Msg):
    """The words of another error (a rules or notation error says itself in any language)."""

    error: Any = None

    def text(self, language: str | None = None) -> str:
        describe = getattr(self.error, "describe", None)
        return describe(check_language(language)) if callable(describe) else str(self.error)

    def __hash__(self) -> int:
        return id(self)


def said(error: BaseException) -> Msg:
    """An error as a message: its own :class:`Msg` when it has one, else its words."""
    message = getattr(error, "message", None)
    if isinstance(message, Msg) and not isinstance(error, NotationError):
        return message
    return Said("core.notation.plain", error=error)


class ScenarioFileError(ShortTraceback, ValueError):
    """A scenario file that cannot be read or checked: says what is wrong and where (the
    file, the line and the scenario's id, when known), in the session language or the one
    asked for with :meth:`describe`."""

    def __init__(self, problem: Msg, path: str, scenario: str | None = None,
                 line: int | None = None) -> None:
        self.problem = problem
        self.path = path
        self.scenario = scenario
        self.line = line
        super().__init__(self.describe())

    @property
    def message(self) -> Msg:
        where = (Msg("scenario_file.where_line", {"path": self.path, "line": self.line})
                 if self.line is not None else Msg("scenario_file.where", {"path": self.path}))
        if self.scenario is not None:
            where = Msg("scenario_file.where_scenario", {"where": where, "id": self.scenario})
        return Msg("scenario_file.error", {"where": where, "problem": self.problem})

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


# --- the scenarios of a file -----------------------------------------------------------------
@dataclass(frozen=True)
class Expectation:
    """What a scenario file expects after the moves (each part optional, see the module)."""

    winners: tuple[str, ...] | None = None
    position: str | None = None
    legal: tuple[str, ...] = ()
    illegal: tuple[str, ...] = ()
    reasons: Mapping[str, str] | None = None
    facts: Mapping[str, Any] = field(default_factory=dict)

    def shown(self) -> dict[str, Any]:
        """The expectations as one mapping (for listings, the ScenarioBrowser, reports)."""
        shown: dict[str, Any] = {}
        if self.winners is not None:
            shown["winners"] = list(self.winners)
        if self.position is not None:
            shown["position"] = self.position
        if self.legal:
            shown["legal"] = list(self.legal)
        if self.illegal:
            shown["illegal"] = dict(self.reasons) if self.reasons else list(self.illegal)
        for key, value in self.facts.items():
            shown[f"facts.{key}" if key in shown else key] = value
        return shown


@dataclass(frozen=True)
class Source:
    """Where a scenario was read from: the file and the line of its ``[[scenario]]``."""

    path: str
    line: int | None = None

    def __str__(self) -> str:
        return self.path if self.line is None else f"{self.path}:{self.line}"


@dataclass(frozen=True, eq=False)
class FileScenario(Scenario):
    """A scenario from a TOML file (or made by the Editor): its title and story are the
    file's texts (``texts["title"]`` maps a language, or ``""`` for any, to the text) and it
    checks its :class:`Expectation` (:meth:`check`). ``options`` are the game's rule options
    as written, ``source`` where it was read."""

    expect: Expectation = field(default_factory=Expectation)
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)
    source: Source | None = None

    def _text(self, key: str, language: str | None) -> str:
        texts = self.texts.get(key, {})
        lang = check_language(language)
        for choice in (lang, "", *LANGUAGES):
            if texts.get(choice):
                return texts[choice]
        return ""

    def title(self, language: str | None = None) -> str:
        return self._text("title", language) or self.id

    def story(self, language: str | None = None) -> str:
        return self._text("story", language)

    def check(self) -> CheckResult:
        """Compare the expectation with what the rules engine does: a
        :class:`~cubekit.core.scenario.CheckResult` with one check per expected winner list,
        position, legal or illegal move and fact."""
        final, expect = self.final(), self.expect
        differences: list[Difference] = []
        checked = 0
        if expect.winners is not None:
            checked += 1
            differences += self._check_winners(final, expect.winners)
        if expect.position is not None:
            checked += 1
            want = self.game.parse_state(expect.position).to_text()
            if final.to_text() != want:
                differences.append(Finding(self.id, "position", expect.position,
                                           final.to_text()))
        for move in expect.legal:
            checked += 1
            refusal = refusal_of(final, move)
            if refusal is not None:
                differences.append(Finding(self.id, "legal", move, refusal.text(), Msg(
                    "scenario_file.check.not_legal",
                    {"id": self.id, "move": move, "reason": refusal})))
        for move in expect.illegal:
            checked += 1
            differences += self._check_illegal(final, move)
        if expect.facts:
            facts = self.facts()
            for key, want in expect.facts.items():
                checked += 1
                if key not in facts:
                    differences.append(Finding(self.id, key, want, None, Msg(
                        "core.check.no_fact", {"id": self.id, "fact": key})))
                elif plain(facts[key]) != plain(want):
                    differences.append(Finding(self.id, key, want, facts[key]))
        return CheckResult(self.id, checked, tuple(differences), self.game.name)

    def _check_winners(self, final: State, winners: tuple[str, ...]) -> list[Difference]:
        outcome = final.outcome
        game = self.game
        actual = [] if outcome is None else [game.player_name(p) for p in outcome.winners]
        if outcome is not None and not winners and not outcome.winners:
            return [Finding(self.id, "winners", [], outcome.describe(), Msg(
                "scenario_file.check.over_no_winner",
                {"id": self.id, "outcome": Said("core.notation.plain", error=_Outcome(outcome))}))]
        if actual == list(winners):
            return []
        running = Msg("scenario_file.check.running")
        return [Finding(self.id, "winners", list(winners), actual, Msg(
            "scenario_file.check.winners",
            {"id": self.id, "expected": list(winners) or running, "actual": actual or running}))]

    def _check_illegal(self, final: State, move: str) -> list[Difference]:
        refusal = refusal_of(final, move)
        if refusal is None:
            return [Finding(self.id, "illegal", move, None, Msg(
                "scenario_file.check.not_illegal", {"id": self.id, "move": move}))]
        want = (self.expect.reasons or {}).get(move)
        if want and refusal.key != want:
            return [Finding(self.id, "illegal", {move: want}, {move: refusal.key}, Msg(
                "scenario_file.check.other_reason",
                {"id": self.id, "move": move, "expected": want, "actual": refusal.key,
                 "reason": refusal}))]
        return []

    def record(self) -> dict[str, Any]:
        """The scenario in the shape of a file's ``[[scenario]]`` table (see :func:`to_toml`)."""
        expect: dict[str, Any] = {key: _text_value(self.texts[key]) for key in TEXT_KEYS
                                  if self.texts.get(key)}
        e = self.expect
        if e.winners is not None:
            expect["winners"] = list(e.winners)
        if e.position is not None:
            expect["position"] = e.position
        if e.legal:
            expect["legal"] = list(e.legal)
        if e.illegal:
            expect["illegal"] = dict(e.reasons) if e.reasons else list(e.illegal)
        if e.facts:
            expect["facts"] = dict(e.facts)
        return _record(self.id, self.game, self.position, self.moves, self.rules, expect)


@dataclass(frozen=True)
class _Outcome:
    """An outcome that says itself (for :class:`Said`)."""

    outcome: Any

    def describe(self, language: str | None = None) -> str:
        text: str = self.outcome.describe(language)
        return text


@dataclass(frozen=True)
class Finding(Difference):
    """A difference of a file scenario, told by its own sentence when ``note`` is given."""

    note: Msg | None = None

    @property
    def message(self) -> Msg:
        return self.note if self.note is not None else super().message


def refusal_of(state: State, move: str) -> Msg | None:
    """Why ``move`` cannot be played in ``state`` (a message), or None when it is legal."""
    try:
        state.play(move)
    except IllegalMoveError as error:
        return error.message if error.message is not None else said(error)
    except NotationError as error:
        return said(error)
    return None


def plain(value: Any) -> Any:
    """``value`` as TOML gives it back: tuples as lists, mappings as dicts."""
    if isinstance(value, Mapping):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    return value


def _text_value(texts: Mapping[str, str]) -> str | dict[str, str]:
    return texts[""] if set(texts) == {""} else dict(texts)


def _record(sid: str, game: Game, position: str, moves: Sequence[Any], rules: Sequence[str],
            expect: Mapping[str, Any]) -> dict[str, Any]:
    record: dict[str, Any] = {"id": sid, "game": game.name}
    options = plain(game.settings())
    if options:
        record["options"] = options
    if position:
        record["position"] = position
    if moves:
        record["moves"] = [str(move) for move in moves]
    if rules:
        record["rules"] = list(rules)
    record["expect"] = dict(expect)
    return record


def record_of(scenario: Scenario) -> dict[str, Any]:
    """A scenario (a file's or a built-in one) as a ``[[scenario]]`` table.

    A built-in scenario's title and story are written in every language and its expected
    ``position`` becomes the file's ``position``; every other expected fact goes to ``facts``
    as it is (its probes too: a game's ``illegal`` fact may be about the position before the
    last move, while the file's ``legal`` and ``illegal`` are about the position after it).
    """
    if isinstance(scenario, FileScenario):
        return scenario.record()
    expect: dict[str, Any] = {"title": {lang: scenario.title(lang) for lang in LANGUAGES},
                              "story": {lang: scenario.story(lang) for lang in LANGUAGES}}
    facts = dict(scenario.expected)
    if "position" in facts:
        expect["position"] = facts.pop("position")
    if facts:
        expect["facts"] = plain(facts)
    return _record(scenario.id, scenario.game, scenario.position, scenario.moves,
                   scenario.rules, expect)


def header(language: str | None = None) -> str:
    """The comment at the top of a new scenario file, in ``language`` (default: the
    session's): how to check the file and where the format is described."""
    return tr("scenario_file.header", language)


def to_toml(scenarios: Iterable[Scenario], *, comment: str | None = None) -> str:
    """The TOML text of scenarios (built-in or from files), headed by ``comment`` (default:
    :func:`header` in the session language); :func:`read_scenarios` reads it back into
    scenarios that check the same."""
    return dumps({"scenario": [record_of(scenario) for scenario in scenarios]},
                 comment=header() if comment is None else comment)


# --- reading -----------------------------------------------------------------------------------
def load_scenarios(path: str | os.PathLike[str]) -> list[FileScenario]:
    """The scenarios of a TOML file (see the module docs); a :class:`ScenarioFileError`
    names the file, the scenario and the line of any problem."""
    name = os.fspath(path)
    try:
        text = Path(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise ScenarioFileError(Msg("scenario_file.unreadable", {"reason": reason}),
                                name) from None
    return read_scenarios(text, name)


def read_scenarios(text: str, path: str = "<text>") -> list[FileScenario]:
    """The scenarios of a TOML text (``path`` names it in errors)."""
    from cubekit.core.scenario_reader import Reader

    return Reader(text, path).scenarios()


def save_scenarios(scenarios: Iterable[Scenario], path: str | os.PathLike[str]) -> Path:
    """Add scenarios to a TOML file (made when it does not exist); an id that the file has
    already is a :class:`ScenarioFileError`. Returns the file's path."""
    target = Path(path)
    items = list(scenarios)
    old = ""
    if target.exists():
        old = target.read_text(encoding="utf-8")
        ids = _ids(old, os.fspath(target))
        for scenario in items:
            if scenario.id in ids:
                raise ScenarioFileError(Msg("scenario_file.duplicate_id", {"id": scenario.id}),
                                        os.fspath(target), scenario.id, ids[scenario.id])
    new = to_toml(items, comment="" if old.strip() else None)
    target.write_text(old.rstrip("\n") + "\n\n" + new if old.strip() else new,
                      encoding="utf-8")
    return target


def scenario_ids(path: str | os.PathLike[str]) -> list[str]:
    """The ids of the scenarios in a TOML file (without checking the rest of it)."""
    name = os.fspath(path)
    try:
        text = Path(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise ScenarioFileError(Msg("scenario_file.unreadable", {"reason": reason}),
                                name) from None
    return list(_ids(text, name))


def _ids(text: str, path: str) -> dict[str, int | None]:
    """The ids of a file's scenarios and the lines of their tables."""
    from cubekit.core.scenario_reader import Lines

    try:
        document = loads(text)
    except TomlDecodeError as error:
        raise ScenarioFileError(error.problem(), path,
                                None, error.line) from None
    lines = Lines(text)
    tables = document.get("scenario", [])
    found: dict[str, int | None] = {}
    for index, table in enumerate(tables if isinstance(tables, list) else []):
        if isinstance(table, Mapping) and isinstance(table.get("id"), str):
            found[table["id"]] = lines.header(index)
    return found


def game_facts(game: Game) -> Callable[..., dict[str, Any]] | None:
    """The function that gives a game's own scenario facts (the hook of its built-in
    scenarios, see :func:`cubekit.core.scenario.with_facts`), or None."""
    from cubekit.games import entry_of

    for scenario in entry_of(game).scenarios:
        hook = scenario.facts_hook
        if hook is not None:
            return hook.func if isinstance(hook, partial) else hook
    return None


def decode_facts(facts: Mapping[str, Any]) -> dict[str, Any]:
    """Facts as read from a file (``{ none = true }`` is None)."""
    return {key: decode_none(value) for key, value in facts.items()}


_ID = re.compile(r"\S")


def check_id(value: object) -> bool:
    """Whether ``value`` can be a scenario id (a text that is not blank)."""
    return isinstance(value, str) and bool(_ID.search(value))


__all__ = ["COMMON_FACTS", "Expectation", "FileScenario", "Finding", "ScenarioFileError",
           "Source", "load_scenarios", "read_scenarios", "record_of", "refusal_of",
           "save_scenarios", "scenario_ids", "to_toml"]
