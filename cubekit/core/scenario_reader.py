"""Reading scenario files: each ``[[scenario]]`` table checked key by key, and every problem
told with the file, the scenario's id and the line (see :mod:`cubekit.core.scenario_files`).

``tomllib`` reports no lines for the values it read, so :class:`Lines` finds them in the text:
the line of each ``[[scenario]]`` header and of each key below it (in ``[scenario.expect]``,
``[scenario.expect.facts]``, ... as well), and the line of the n-th string of an array that
is written over several lines (so an illegal move is pointed at where it is written).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NoReturn

from cubekit.core.game import Game, IllegalMoveError, NotationError, State
from cubekit.core.i18n import LANGUAGES, Msg
from cubekit.core.scenario_files import (
    COMMON_FACTS,
    EXPECT_KEYS,
    SCENARIO_KEYS,
    Expectation,
    FileScenario,
    ScenarioFileError,
    Source,
    check_id,
    decode_facts,
    game_facts,
    said,
)
from cubekit.core.toml_text import TomlDecodeError, decode_none, loads

_HEADER = re.compile(r"^\s*\[\[\s*scenario\s*\]\]\s*(#.*)?$")
_TABLE = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$")
_KEY = re.compile(r"""^\s*((?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)"""
                  r"""(?:\s*\.\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+))*)\s*=""")
_KEY_PART = re.compile(r""""(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+""")


def _key_parts(text: str) -> list[str]:
    """The parts of a dotted key (``expect."a b".x`` -> ``["expect", "a b", "x"]``)."""
    parts = []
    for match in _KEY_PART.finditer(text):
        part = match.group()
        parts.append(part[1:-1] if part[0] in "\"'" else part)
    return parts


class Lines:
    """Where the tables and keys of a scenario file are written (lines counted from 1)."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.headers: list[int] = []
        self.keys: list[dict[tuple[str, ...], int]] = []
        table: tuple[str, ...] | None = None
        open_string: str | None = None
        for number, raw in enumerate(self.lines, start=1):
            if open_string is not None:
                if raw.count(open_string) % 2:
                    open_string = None
                continue
            if _HEADER.match(raw):
                self.headers.append(number)
                self.keys.append({})
                table = ()
            elif (found := _TABLE.match(raw)) and not raw.lstrip().startswith("[["):
                parts = _key_parts(found.group(1))
                table = tuple(parts[1:]) if parts[:1] == ["scenario"] and self.keys else None
                if table is not None:
                    self.keys[-1].setdefault(table, number)
            elif (found := _KEY.match(raw)) and table is not None and self.keys:
                self.keys[-1].setdefault((*table, *_key_parts(found.group(1))), number)
            for quotes in ('"""', "'''"):
                if raw.count(quotes) % 2:
                    open_string = quotes
                    break

    def header(self, index: int) -> int | None:
        """The line of the ``index``-th ``[[scenario]]``."""
        return self.headers[index] if index < len(self.headers) else None

    def line(self, index: int, *path: str) -> int | None:
        """The line of key ``path`` (e.g. ``("expect", "winners")``) of the ``index``-th
        scenario; the nearest written parent, or the scenario's header, when not found."""
        if index >= len(self.keys):
            return None
        keys = self.keys[index]
        for end in range(len(path), 0, -1):
            if path[:end] in keys:
                return keys[path[:end]]
        return self.header(index)

    def item(self, index: int, path: tuple[str, ...], number: int) -> int | None:
        """The line of the ``number``-th string (from 0) of the array at key ``path``."""
        start = self.line(index, *path)
        if start is None or path not in self.keys[index]:
            return start
        seen = -1
        row = start - 1
        column = self.lines[row].find("=") + 1
        quote: str | None = None
        while row < len(self.lines):
            text = self.lines[row]
            while column < len(text):
                char = text[column]
                if quote is None and char == "#":
                    break
                if quote is None and char in "\"'":
                    quote, seen = char, seen + 1
                    if seen == number:
                        return row + 1
                elif quote is not None and char == "\\" and quote == '"':
                    column += 1
                elif char == quote:
                    quote = None
                column += 1
            row, column = row + 1, 0
        return start


class Reader:
    """Reads the scenarios of one file's text, checking every key (see the module)."""

    def __init__(self, text: str, path: str) -> None:
        self.text, self.path = text, path
        self.lines = Lines(text)

    def fail(self, problem: Msg, sid: str | None = None, line: int | None = None) -> NoReturn:
        raise ScenarioFileError(problem, self.path, sid, line)

    def scenarios(self) -> list[FileScenario]:
        try:
            document = loads(self.text)
        except TomlDecodeError as error:
            raise ScenarioFileError(error.problem(),
                                    self.path, None, error.line) from None
        unknown = sorted(set(document) - {"scenario"})
        if unknown:
            self.fail(Msg("scenario_file.unknown_top", {"keys": ", ".join(unknown)}))
        tables = document.get("scenario")
        if not isinstance(tables, list) or not tables:
            self.fail(Msg("scenario_file.no_scenarios"))
        result: list[FileScenario] = []
        seen: dict[str, int | None] = {}
        for index, table in enumerate(tables):
            scenario = Table(self, index, table).scenario()
            if scenario.id in seen:
                self.fail(Msg("scenario_file.duplicate_id", {"id": scenario.id}), scenario.id,
                          self.lines.header(index))
            seen[scenario.id] = self.lines.header(index)
            result.append(scenario)
        return result


class Table:
    """One ``[[scenario]]`` table being read (``index``: its place in the file)."""

    def __init__(self, reader: Reader, index: int, table: Any) -> None:
        self.reader, self.index, self.table = reader, index, table
        self.sid: str | None = None

    def line(self, *path: str) -> int | None:
        return self.reader.lines.line(self.index, *path)

    def fail(self, problem: Msg, *path: str, line: int | None = None) -> NoReturn:
        self.reader.fail(problem, self.sid, line if line is not None else self.line(*path))

    def want(self, value: Any, kind: type | tuple[type, ...], what: str, *path: str) -> None:
        """Fail unless ``value`` is of ``kind`` (``what`` names the kind in the message)."""
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            self.fail(Msg("scenario_file.kind", {"name": ".".join(path),
                                                 "kind": Msg(f"scenario_file.kind.{what}"),
                                                 "got": type(value).__name__}), *path)

    def strings(self, value: Any, *path: str) -> tuple[str, ...]:
        self.want(value, list, "strings", *path)
        for number, item in enumerate(value):
            if not isinstance(item, str):
                self.fail(Msg("scenario_file.kind", {
                    "name": ".".join(path), "kind": Msg("scenario_file.kind.strings"),
                    "got": type(item).__name__}),
                    line=self.reader.lines.item(self.index, path, number))
        return tuple(value)

    def unknown(self, table: Mapping[str, Any], valid: tuple[str, ...], *path: str) -> None:
        for key in table:
            if key not in valid:
                self.fail(Msg("scenario_file.unknown_key", {"name": ".".join((*path, key)),
                                                            "valid": ", ".join(valid)}), *path, key)

    def scenario(self) -> FileScenario:
        if not isinstance(self.table, Mapping):
            self.fail(Msg("scenario_file.not_table"), line=self.reader.lines.header(self.index))
        table = self.table
        sid = table.get("id")
        if not check_id(sid):
            self.fail(Msg("scenario_file.no_id"), "id")
        self.sid = str(sid)
        self.unknown(table, SCENARIO_KEYS)
        game = self.game()
        start = self.start(game)
        moves = self.strings(table.get("moves", []), "moves")
        final = self.play(start, moves)
        rules = self.strings(table.get("rules", []), "rules")
        expect_table = table.get("expect", {})
        self.want(expect_table, Mapping, "table", "expect")
        self.unknown(expect_table, EXPECT_KEYS, "expect")
        texts = {key: self.texts(source[key], *where, key)
                 for source, where in ((table, ()), (expect_table, ("expect",)))
                 for key in ("title", "story") if key in source}
        for key in ("title", "story"):
            if key in table and key in expect_table:
                self.fail(Msg("scenario_file.twice", {"name": key}), "expect", key)
        expect = self.expectation(expect_table, final, bool(moves))
        # the probes of a game's facts: the moves of its "illegal" fact (move -> reason key)
        probed = expect.facts.get("illegal")
        probes = (tuple(probed) if isinstance(probed, Mapping)
                  else (*expect.legal, *expect.illegal))
        hook = None
        if set(expect.facts) - set(COMMON_FACTS):
            facts = game_facts(game)
            hook = (facts if facts is None or not probes
                    else _with_probes(facts, probes))
        return FileScenario(
            self.sid, game, str(table.get("position", "")), moves, expect.shown(), rules, hook,
            expect=expect, texts=texts, options=dict(table.get("options", {})),
            source=Source(self.reader.path, self.reader.lines.header(self.index)))

    def game(self) -> Game:
        from cubekit import load
        from cubekit.games import entries, entry

        games = ", ".join(e.name for e in entries())
        name = self.table.get("game")
        if not isinstance(name, str):
            self.fail(Msg("scenario_file.no_game", {"games": games}), "game")
        try:
            found = entry(name)
        except (TypeError, ValueError):
            self.fail(Msg("scenario_file.unknown_game", {"name": name, "games": games}), "game")
        options = self.table.get("options", {})
        self.want(options, Mapping, "table", "options")
        try:
            return load(found.name, **_tuples(decode_none(dict(options))))
        except (TypeError, ValueError) as error:
            self.fail(Msg("scenario_file.options", {"game": found.name, "error": said(error)}),
                      "options")

    def start(self, game: Game) -> State:
        position = self.table.get("position")
        if position is None:
            return game.initial_state()
        self.want(position, str, "string", "position")
        try:
            return game.parse_state(position)
        except NotationError as error:
            self.fail(Msg("scenario_file.position", {"error": said(error)}), "position")

    def play(self, state: State, moves: tuple[str, ...]) -> State:
        for number, move in enumerate(moves):
            try:
                state = state.play(move)
            except (IllegalMoveError, NotationError) as error:
                problem = Msg("core.in_move", {"number": number + 1, "move": move,
                                               "error": said(error)})
                self.fail(problem, line=self.reader.lines.item(self.index, ("moves",), number))
        return state

    def texts(self, value: Any, *path: str) -> dict[str, str]:
        if isinstance(value, str):
            return {"": value}
        self.want(value, Mapping, "text", *path)
        for language, text in value.items():
            if language not in LANGUAGES or not isinstance(text, str):
                self.fail(Msg("scenario_file.languages", {
                    "name": ".".join(path), "languages": ", ".join(LANGUAGES)}), *path)
        return dict(value)

    def expectation(self, table: Mapping[str, Any], final: State, moved: bool) -> Expectation:
        game = final.game
        winners = None
        if "winners" in table:
            letters = [game.player_name(p) for p in range(game.players)]
            winners = tuple(w.upper() for w in self.strings(table["winners"], "expect",
                                                            "winners"))
            for number, letter in enumerate(winners):
                if letter not in letters:
                    self.fail(Msg("scenario_file.winner", {"letter": letter,
                                                                "players": ", ".join(letters)}),
                              line=self.reader.lines.item(self.index, ("expect", "winners"),
                                                          number))
        position = table.get("position")
        if position is not None:
            self.want(position, str, "string", "expect", "position")
            try:
                game.parse_state(position)
            except NotationError as error:
                self.fail(Msg("scenario_file.position", {"error": said(error)}), "expect",
                          "position")
        legal = self.moves(table.get("legal", []), final, "legal")
        reasons = None
        illegal_value = table.get("illegal", [])
        if isinstance(illegal_value, Mapping):
            for move, key in illegal_value.items():
                self.want(key, str, "reason", "expect", "illegal", move)
            reasons = dict(illegal_value)
            illegal_value = list(illegal_value)
        illegal = self.moves(illegal_value, final, "illegal")
        facts = table.get("facts", {})
        self.want(facts, Mapping, "table", "expect", "facts")
        extra = sorted(set(facts) - set(COMMON_FACTS))
        if extra and not moved:
            self.fail(Msg("scenario_file.facts_need_move", {"facts": extra}), "expect", "facts")
        return Expectation(winners, position, legal, illegal, reasons, decode_facts(facts))

    def moves(self, value: Any, final: State, key: str) -> tuple[str, ...]:
        moves = self.strings(value, "expect", key)
        for number, move in enumerate(moves):
            try:
                final.parse_move(move)
            except NotationError as error:
                self.fail(Msg("scenario_file.move_text", {"move": move, "error": said(error)}),
                          line=self.reader.lines.item(self.index, ("expect", key), number))
        return moves


def _with_probes(facts: Any, probes: tuple[str, ...]) -> Any:
    from functools import partial

    return partial(facts, probes=probes)


def _tuples(value: Any) -> Any:
    """Option values as the games take them: arrays as tuples."""
    if isinstance(value, list):
        return tuple(_tuples(item) for item in value)
    if isinstance(value, dict):
        return {key: _tuples(item) for key, item in value.items()}
    return value


__all__ = ["Lines", "Reader"]
