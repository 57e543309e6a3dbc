"""Where two readings of a rule part: the shortest game after which two values of one rule
option disagree.

:func:`divergence` plays the same moves under two values of an option (``slider_star="pass"``
and ``"stop"``, ``stop_on_win=True`` and ``False``, ...) and looks for the shortest sequence
of moves after which the two disagree: in the legal moves, in the position or in the
outcome::

    from cubekit.analysis import divergence, divergences
    found = divergence("deblockle", "slider_star")
    found.moves, found.move          # the moves before they part, and the move where they do
    print(found.describe())          # the first difference in words (en or de)
    found.transitions                # the parting move explained under both values
    found.scenario().check()         # a scenario to save and check
    divergences("cubeslyde")         # one row per option: a table in a notebook

How it searches. First *iterative deepening*: every line of 1 move, then of 2, ..., up to
``max_moves``, so the first difference found is a shortest one; a transposition table keeps
the pairs of positions already searched to a depth, so move orders that meet are searched
once. When that finds nothing within ``max_moves`` (or its share of the time), seeded random
games are played under both values, move for move, until they part (``playouts`` games of up
to ``playout_moves`` moves); a difference found that way is real but need not be the
shortest. When nothing is found the result says so exactly: "no difference within N moves".

An option that cannot take a second value on its own (an explicit set-up, say) is *skipped*
with the reason; give ``values=`` to compare two values of it.

>>> import cubekit
>>> small = cubekit.load("chain_reaction", width=2, height=2)
>>> found = divergence(small, "stop_on_win")
>>> found.kind, found.moves, found.shortest
('position', ('a1', 'b1', 'a1'), True)
>>> print(found.describe("en"))  # doctest: +NORMALIZE_WHITESPACE
After a1 and b1, the move a1 leads to different positions: with 'the cascade stops as
soon as one player is left' to `2x2 1A./.2A A`, with 'the cascade runs on to its end' to
`2x2 1A1A/1A. A`.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from cubekit.analysis.keys import key_function
from cubekit.analysis.progress import Progress, ProgressArg, reporter
from cubekit.core.errors import OptionError, OptionTypeError
from cubekit.core.game import Game, State, Transition
from cubekit.core.i18n import Msg, check_language
from cubekit.core.options import OptionNamed, OptionWords

KINDS = ("start", "legal", "position", "outcome")
"""Where two readings can part: already at the start, in the legal moves, in the position
after a move, or in the outcome."""

_TURN_FIELD = re.compile(r" turn:\d+")
"""The turn counter a game with a turn limit writes: bookkeeping, not part of the position
(the limit itself shows as a different outcome)."""

SUGGESTED: dict[str, tuple[Any, ...]] = {"turn_limit": (1,), "start_player": (0, 1)}
"""Second values for options whose default is None and that declare no choices: a turn limit
of 1 (the shortest game it can change) and a fixed start player."""

CONTEXT: dict[tuple[str, str], dict[str, Any]] = {
    ("cubeslyde", "teams"): {"players": 4},
    ("cubeslyde", "partner_cubes"): {"players": 4, "teams": True},
}
"""Options that only act in another setting: :func:`divergences` compares them there (the
team variant needs four players, the partner's cubes need teams)."""


@dataclass(frozen=True)
class _Found:
    kind: str
    path: tuple[str, ...]
    move: str | None


@dataclass(frozen=True, eq=False)
class Divergence:
    """Where two values of a rule option part (see :func:`divergence`).

    ``games`` are the two rule sets, ``start`` the position both start from (text; "" for
    each game's own start with ``seed``). ``kind`` is one of :data:`KINDS`, or None when no
    difference was found (``method`` ``"none"``) or the option was skipped (``"skipped"``,
    ``reason`` says why). ``moves`` are the moves played under both values after which they
    disagree (``length`` of them); for ``kind == "legal"`` ``move`` is a move that is legal
    under one value only. ``shortest`` is True when the difference was found by the complete
    search (no shorter one exists), False when a random game found it. ``depth`` is the
    number of moves searched completely, ``playouts`` the random games played (of up to
    ``playout_moves`` moves each).
    """

    game: Game
    option: str
    values: tuple[Any, Any]
    games: tuple[Game, Game] | None
    start: str
    seed: int
    kind: str | None
    moves: tuple[str, ...]
    move: str | None
    depth: int
    playouts: int
    playout_moves: int
    positions: int
    seconds: float
    method: str
    reason: Msg | None = None

    @property
    def found(self) -> bool:
        return self.kind is not None

    @property
    def shortest(self) -> bool:
        return self.method == "search"

    @property
    def length(self) -> int | None:
        """The number of moves after which the values disagree (None: none found)."""
        return len(self.moves) if self.found else None

    @property
    def line(self) -> tuple[str, ...]:
        """The whole witness: ``moves`` and, for a difference in the legal moves, ``move``."""
        return self.moves + ((self.move,) if self.kind == "legal" and self.move else ())

    @property
    def rule(self) -> str:
        for option in self.game.options():
            if option.name == self.option:
                return option.rule
        return ""

    def label(self, index: int) -> str:
        """``option=value`` for value 0 or 1 (as written in code)."""
        return f"{self.option}={self.values[index]!r}"

    def reading(self, index: int) -> Msg:
        """Value 0 or 1 as a reading in words, quoted (the game's words for the setting,
        :class:`~cubekit.core.options.OptionWords`); when the option could not be set, the
        setting of the game searched."""
        if self.games is None:
            return OptionWords("core.quoted", game=self.game, name=self.option)
        return OptionWords("core.quoted", game=self.games[index], name=self.option)

    def option_words(self) -> Msg | str:
        """What the option is about, in words with its rule's ID ("Reinforcing (ST-5)"), for
        headings and tables: several options of one rule (ST-2: players, start player,
        set-up) are told apart; the option's code name when the game has no words for it."""
        return OptionNamed("core.options.named", game=self.game, name=self.option,
                           rule=self.rule or "")

    def starts(self) -> tuple[State, State]:
        """The start position under each value."""
        if self.games is None:
            raise ValueError(self.describe())
        return _starts(self.games, self.start, self.seed)

    @cached_property
    def before(self) -> tuple[State, State] | None:
        """The positions (under each value) before the parting move: after ``moves`` for a
        difference in the legal moves, after all but the last of them otherwise; None when
        they part at the start or not at all."""
        if self.kind in (None, "start"):
            return None
        played = self.moves if self.kind == "legal" else self.moves[:-1]
        a, b = self.starts()
        return a.play_all(played), b.play_all(played)

    @cached_property
    def transitions(self) -> tuple[Transition | None, Transition | None]:
        """The parting move explained under each value (None where it is illegal)."""
        before = self.before
        if before is None:
            return (None, None)
        move = self.move if self.kind == "legal" else self.moves[-1]
        return tuple(state.explain(move) if state.why_illegal(move) is None else None
                     for state in before)  # type: ignore[return-value]

    def why_illegal(self, language: str | None = None) -> tuple[str | None, str | None]:
        """Why the parting move is refused under each value (None where it is legal)."""
        before = self.before
        if before is None or self.kind != "legal" or self.move is None:
            return (None, None)
        return tuple(state.why_illegal(self.move, language)  # type: ignore[return-value]
                     for state in before)

    @property
    def difference(self) -> Msg:
        """The first difference in words (a message, see :meth:`describe`)."""
        from cubekit.analysis.divergence_words import difference

        return difference(self)

    def describe(self, language: str | None = None) -> str:
        """The result in one or two sentences."""
        return self.difference.text(check_language(language))

    def __repr__(self) -> str:
        if not self.found:
            return f"Divergence({self.option!r}, {self.method}: {self.describe()})"
        return (f"Divergence({self.option!r}, {self.values!r}, kind={self.kind!r}, "
                f"moves={self.moves!r}, move={self.move!r})")

    def scenario(self, value: int = 0) -> Any:
        """The witness as a :class:`~cubekit.core.scenario.Scenario` under value ``value``
        (0 or 1), with the engine's result as its expected facts (see
        :mod:`cubekit.analysis.divergence_words`)."""
        from cubekit.analysis.divergence_words import scenario

        return scenario(self, value)

    def to_record(self) -> dict[str, Any]:
        """A JSON-ready record of the result."""
        return {"game": self.game.name, "options": self.game.settings(), "option": self.option,
                "values": [_plain(v) for v in self.values], "start": self.start,
                "seed": self.seed, "kind": self.kind, "moves": list(self.moves),
                "move": self.move, "depth": self.depth, "playouts": self.playouts,
                "method": self.method, "text": {lang: self.describe(lang) for lang in
                                                ("en", "de")}}

    def _repr_html_(self) -> str:
        from cubekit.analysis.divergence_words import divergence_html

        return divergence_html(self)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


# ---------------------------------------------------------------------------------------------
# The values to compare
# ---------------------------------------------------------------------------------------------
def option_values(game: Game, option: str) -> tuple[Any, ...] | Msg:
    """The values :func:`divergence` compares by default: the current value first, then the
    declared ``choices``, the other boolean, the next whole number (or the one before) or
    :data:`SUGGESTED`; or the reason why the option needs explicit values."""
    declared = {o.name: o for o in game.options()}
    if option not in declared:
        raise OptionError(Msg("analysis.divergence.unknown_option", {
            "option": option, "game": game.name, "valid": ", ".join(declared)}))
    current = getattr(game, option)
    choices = declared[option].choices
    candidates: Sequence[Any]
    if choices:
        candidates = list(choices)
    elif isinstance(current, bool):
        candidates = [not current]
    elif isinstance(current, int):
        candidates = [current + 1, current - 1]
    elif current is None and option in SUGGESTED:
        candidates = list(SUGGESTED[option])
    else:
        return Msg("analysis.divergence.needs_values", {"option": option})
    result = [current]
    problem: Msg | None = None
    for value in candidates:
        if value == current or value in result:
            continue
        try:
            game.with_options(**{option: value})
        except (OptionError, OptionTypeError, TypeError, ValueError) as error:
            problem = getattr(error, "message", None) or Msg("analysis.divergence.invalid", {
                "option": option, "value": repr(value), "error": str(error)})
            continue
        result.append(value)
    if len(result) < 2:
        return problem or Msg("analysis.divergence.needs_values", {"option": option})
    return tuple(result)


def _load(game: Game | str) -> Game:
    if isinstance(game, Game):
        return game
    from cubekit import load

    return load(game)


def _starts(games: tuple[Game, Game], start: str, seed: int) -> tuple[State, State]:
    if start:
        return games[0].parse_state(start), games[1].parse_state(start)
    return games[0].initial_state(seed=seed), games[1].initial_state(seed=seed)


def _text(state: State) -> str:
    return _TURN_FIELD.sub("", state.to_text())


def _ending(state: State) -> tuple[tuple[int, ...], str] | None:
    outcome = state.outcome
    return None if outcome is None else (outcome.winners, outcome.reason)


# ---------------------------------------------------------------------------------------------
# The search
# ---------------------------------------------------------------------------------------------
class _Clock(Exception):
    pass


@dataclass
class _Pair:
    """Both values' positions after the same moves, with their legal moves."""

    a: State
    b: State

    @cached_property
    def moves_a(self) -> list[Any]:
        return self.a.legal_moves()

    @cached_property
    def moves_b(self) -> list[Any]:
        return self.b.legal_moves()

    def outcome_or_position(self) -> str | None:
        if _ending(self.a) != _ending(self.b):
            return "outcome"
        if _text(self.a) != _text(self.b):
            return "position"
        return None

    def legal_difference(self) -> str | None:
        """A move legal under one value only (one legal under the first value if there is
        such a move), or None when both have the same legal moves."""
        if self.moves_a == self.moves_b:    # move objects compare by their fields
            return None
        names_a = {str(m) for m in self.moves_a}
        names_b = {str(m) for m in self.moves_b}
        only = sorted(names_a ^ names_b)
        if not only:
            return None
        first_a = [m for m in only if m in names_a]
        return (first_a or only)[0]

    def child(self, move: Any) -> _Pair:
        return _Pair(self.a.play(move), self.b.play(move))


@dataclass
class _Searcher:
    key_a: Callable[[State], Hashable]
    key_b: Callable[[State], Hashable]
    deadline: float
    report: Callable[[Progress], None]
    began: float
    nodes: int = 0
    stage: str = "divergence"

    def __post_init__(self) -> None:
        self.seen: dict[tuple[Hashable, Hashable], int] = {}

    def tick(self, depth: int) -> None:
        self.nodes += 1
        if not self.nodes & 255:
            now = time.perf_counter()
            self.report(Progress(self.stage, depth, self.nodes, now - self.began))
            if now > self.deadline:
                raise _Clock

    def deepen(self, root: _Pair, max_moves: int) -> tuple[_Found | None, int]:
        """Search every line up to ``max_moves``; the first difference and the depth
        searched completely."""
        completed = 0
        for depth in range(1, max_moves + 1):
            try:
                found = self._search(root, (), depth, depth)
            except _Clock:
                return None, completed
            if found is not None:
                return found, depth
            completed = depth
        return None, completed

    def _search(self, pair: _Pair, path: tuple[str, ...], left: int,
                depth: int) -> _Found | None:
        if pair.a.outcome is not None:
            return None
        key = (self.key_a(pair.a), self.key_b(pair.b))
        if self.seen.get(key, -1) >= left:
            return None
        for move in pair.moves_a:
            self.tick(depth)
            child = pair.child(move)
            line = (*path, str(move))
            kind = child.outcome_or_position()
            if kind is not None:
                return _Found(kind, line, str(move))
            witness = child.legal_difference()
            if witness is not None:
                return _Found("legal", line, witness)
            if left == 1:
                continue
            found = self._search(child, line, left - 1, depth)
            if found is not None:
                return found
        self.seen[key] = left
        return None

    def playouts(self, root: _Pair, games: int, moves: int, seed: int) -> tuple[_Found | None,
                                                                                int]:
        """Random games under both values until they part; the difference and the games
        played to the end without one."""
        rng = random.Random(seed)
        self.stage = "playouts"
        for number in range(games):
            pair = root
            path: tuple[str, ...] = ()
            for _ in range(moves):
                if pair.a.outcome is not None:
                    break
                try:
                    self.tick(len(path))
                except _Clock:
                    return None, number
                move = rng.choice(pair.moves_a)
                pair, path = pair.child(move), (*path, str(move))
                kind = pair.outcome_or_position()
                if kind is not None:
                    return _Found(kind, path, str(move)), number
                witness = pair.legal_difference()
                if witness is not None:
                    return _Found("legal", path, witness), number
        return None, games


def divergence(game: Game | str, option: str, values: Sequence[Any] | None = None, *,
               start: State | str | None = None, max_moves: int = 4, budget_s: float = 5.0,
               seed: int = 0, playouts: int = 200, playout_moves: int = 300,
               progress: ProgressArg = None) -> Divergence:
    """The shortest game after which two values of ``option`` disagree (see the module).

    ``game`` is a name or a :class:`Game` (its other options are kept); ``values`` two
    values of the option (default: :func:`option_values`, the current value and the first
    other one); ``start`` a position (a State or its text; default: each game's start with
    ``seed``). The complete search goes up to ``max_moves`` moves with up to 60% of
    ``budget_s`` seconds; the random games get the rest. ``progress`` (True or a function)
    reports on the way.
    """
    base = _load(game)
    began = time.perf_counter()
    pair_values: tuple[Any, ...] | Msg = (tuple(values) if values is not None
                                           else option_values(base, option))
    start_text = start.to_text() if isinstance(start, State) else (start or "")
    if isinstance(pair_values, Msg):
        return _skipped(base, option, (getattr(base, option), None), start_text, seed,
                        pair_values)
    if len(pair_values) < 2:
        raise ValueError(Msg("analysis.divergence.two_values", {"option": option}).text())
    chosen = (pair_values[0], pair_values[1])
    try:
        games = (base.with_options(**{option: chosen[0]}),
                 base.with_options(**{option: chosen[1]}))
    except (OptionError, OptionTypeError) as error:
        return _skipped(base, option, chosen, start_text, seed, error.message)
    result = _Run(base, option, chosen, games, start_text, seed, began)
    try:
        root = _Pair(*_starts(games, start_text, seed))
    except ValueError:
        return result.make(_Found("start", (), None), 0, 0, 0, "search")
    kind = root.outcome_or_position()
    if kind is not None or root.legal_difference() is not None:
        at_start = (_Found("start", (), None) if kind
                    else _Found("legal", (), root.legal_difference()))
        return result.make(at_start, 0, 0, 0, "search")
    searcher = _Searcher(key_function(games[0].name), key_function(games[1].name),
                         began + 0.6 * budget_s, reporter(progress), began)
    found, depth = searcher.deepen(root, max_moves)
    if found is not None:
        return result.make(found, depth, 0, searcher.nodes, "search")
    searcher.deadline = began + budget_s
    found, played = searcher.playouts(root, playouts, playout_moves, seed)
    method = "playouts" if found is not None else "none"
    return result.make(found, depth, played, searcher.nodes, method, playout_moves)


@dataclass(frozen=True)
class _Run:
    base: Game
    option: str
    values: tuple[Any, Any]
    games: tuple[Game, Game]
    start: str
    seed: int
    began: float

    def make(self, found: _Found | None, depth: int, played: int, positions: int, method: str,
             playout_moves: int = 0) -> Divergence:
        return Divergence(self.base, self.option, self.values, self.games, self.start,
                          self.seed, found.kind if found else None,
                          found.path if found else (), found.move if found else None,
                          depth, played, playout_moves, positions,
                          time.perf_counter() - self.began, method)


def _skipped(base: Game, option: str, values: tuple[Any, Any], start: str, seed: int,
             reason: Msg) -> Divergence:
    return Divergence(base, option, values, None, start, seed, None, (), None, 0, 0, 0, 0, 0.0,
                      "skipped", reason)


# ---------------------------------------------------------------------------------------------
# Every option of a game
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class DivergenceTable:
    """One :class:`Divergence` per option and second value of a game (see
    :func:`divergences`); in a notebook a table."""

    game: Game
    rows: tuple[Divergence, ...]

    def __iter__(self) -> Any:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, option: str) -> Divergence:
        """The first row of ``option``."""
        for row in self.rows:
            if row.option == option:
                return row
        raise KeyError(option)

    def describe(self, language: str | None = None) -> str:
        return "\n".join(f"{row.option}: {row.describe(language)}" for row in self.rows)

    def __repr__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        from cubekit.analysis.divergence_words import table_html

        return table_html(self)


def divergences(game: Game | str, *, options: Iterable[str] | None = None,
                max_moves: int = 3, budget_s: float = 2.0, seed: int = 0,
                playouts: int = 100, playout_moves: int = 300,
                values: Mapping[str, Sequence[Any]] | None = None,
                progress: ProgressArg = None) -> DivergenceTable:
    """:func:`divergence` for every option of ``game`` (or those named in ``options``) and
    every second value of it (:func:`option_values`), each within ``budget_s`` seconds.
    Options that only act in another setting are compared there (:data:`CONTEXT`);
    ``values`` gives explicit values for some options."""
    base = _load(game)
    names = list(options) if options is not None else [o.name for o in base.options()]
    rows = []
    for name in names:
        rules = base
        context = CONTEXT.get((base.name, name))
        if context and any(getattr(base, k) != v for k, v in context.items()):
            try:
                rules = base.with_options(**context)
            except (OptionError, OptionTypeError):
                rules = base
        given = (values or {}).get(name)
        found = given if given is not None else option_values(rules, name)
        if isinstance(found, Msg):
            rows.append(_skipped(rules, name, (getattr(rules, name), None), "", seed, found))
            continue
        for other in found[1:]:
            rows.append(divergence(rules, name, (found[0], other), max_moves=max_moves,
                                   budget_s=budget_s, seed=seed, playouts=playouts,
                                   playout_moves=playout_moves, progress=progress))
    return DivergenceTable(base, tuple(rows))


__all__ = ["CONTEXT", "KINDS", "SUGGESTED", "Divergence", "DivergenceTable", "divergence",
           "divergences", "option_values"]
