"""The machinery of the rulebook claims: a claim, its verdict and counterexample, and the
two ways of checking one (every reachable position of a small board, or seeded random games).

A claim's check is a function of a :class:`Corpus` (the moves to look at) that returns a
:class:`Verdict`; the helpers :func:`every_move`, :func:`some_move` and :func:`never_repeats`
write most checks in a few lines. A test of one move gets a :class:`Record` (the position
before, the move, its explained transition) and answers None (the claim does not apply
here), True (it holds here) or a :class:`~cubekit.core.i18n.Msg` saying what went wrong
(False: the move's own explanation says it).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from cubekit.analysis.keys import key_function
from cubekit.core.game import Game, State, Transition
from cubekit.core.i18n import Joined, Msg, Notation, check_language, sentences
from cubekit.core.options import SettingsWords
from cubekit.core.replay import Replay

Options = tuple[tuple[str, Any], ...]
"""Rule options as sorted ``(name, value)`` pairs (hashable, for caching)."""


def options_of(mapping: Mapping[str, Any] | None = None) -> Options:
    return tuple(sorted((mapping or {}).items()))


def load_game(name: str, options: Options) -> Game:
    from cubekit import load

    return load(name, **dict(options))


def settings_in_words(name: str, options: Options) -> Msg:
    """The rule options of a claim's sample or example in words, with their RULES.md IDs
    ("DB-6: the hop is skipped"); the default rules when there are none."""
    if not options:
        return Msg("claims.default_rules")
    return SettingsWords("claims.default_rules", game=load_game(name, options),
                         names=tuple(k for k, _ in options))


@dataclass(frozen=True)
class Counterexample:
    """A position and moves that show what a verdict rests on: under the rules ``options``
    of ``game``, start from ``position`` (text) and play ``moves``. :meth:`replay` checks
    them again with the rules engine."""

    game: str
    options: Options
    position: str
    moves: tuple[str, ...]

    @property
    def rules(self) -> Game:
        return load_game(self.game, self.options)

    def replay(self) -> Replay:
        """The moves replayed from the position (raises if one were illegal)."""
        game = self.rules
        return Replay(game.parse_state(self.position), self.moves)

    def final(self) -> State:
        return self.replay().final

    def last_transition(self) -> Transition | None:
        replay = self.replay()
        return replay.transition(len(self.moves) - 1) if self.moves else None

    def to_record(self) -> dict[str, Any]:
        return {"game": self.game, "options": dict(self.options), "position": self.position,
                "moves": list(self.moves)}

    def describe(self, language: str | None = None) -> str:
        """In words: the board (its size, when the options give one), the other rule options,
        the position (the start, or its notation as code) and the moves."""
        lang = check_language(language)
        options = dict(self.options)
        size = {name: options.pop(name) for name in ("width", "height") if name in options}
        rules = self.rules
        words = [Msg("claims.board", {"width": rules.width, "height": rules.height})] \
            if size else []
        if options or not size:
            words.append(settings_in_words(self.game, tuple(options.items())))
        moves = [Notation(m) for m in self.moves] or "-"
        start = rules.initial_state().to_text() == self.position
        return Msg("claims.example.start" if start else "claims.example", {
            "position": self.position, "moves": moves,
            "options": Joined("core.joined", parts=tuple(words), separator=", ")}).text(lang)


@dataclass(frozen=True, eq=False)
class Verdict:
    """What the kit found for one claim: ``holds`` (True or False), how (``method``:
    ``"exhaustive"``, ``"sampling"`` or ``"scenario"``), over what (``scope``, a message;
    ``checked`` cases where the claim applied) and, when it fails (or for a claim that
    something can happen, when it does), the ``example`` with ``detail``, the words of
    what happened there."""

    claim: Claim
    holds: bool
    method: str
    checked: int
    scope: Msg
    example: Counterexample | None = None
    detail: Msg | None = None
    seconds: float = 0.0

    @property
    def counterexample(self) -> Counterexample | None:
        """The example when the claim is false (None when it holds)."""
        return None if self.holds else self.example

    def _kind(self) -> str:
        if not self.holds:
            return "false"
        if self.claim.kind == "always" and self.checked < 2:
            return "holds_none" if self.checked == 0 else "holds_one"
        return "holds"

    @property
    def short(self) -> Msg:
        """The verdict in a few words, for tables."""
        params: dict[str, Any] = {"checked": self.checked,
                                  "method": Msg(f"claims.method.{self.method}"),
                                  "detail": self.detail or "-"}
        return Msg(f"claims.short.{self.claim.kind}.{self._kind()}", params)

    @property
    def message(self) -> Msg:
        params: dict[str, Any] = {"checked": self.checked, "scope": self.scope,
                                  "method": Msg(f"claims.method.{self.method}")}
        parts = [Msg(f"claims.verdict.{self.claim.kind}.{self._kind()}", params)]
        if self.example is not None:
            parts.append(Msg("claims.verdict.example", {"example": example_msg(self.example)}))
        if self.detail is not None:
            parts.append(Msg("claims.verdict.detail", {"detail": self.detail}))
        return sentences(parts)

    def describe(self, language: str | None = None) -> str:
        return self.message.text(check_language(language))

    def __bool__(self) -> bool:
        return self.holds

    def __repr__(self) -> str:
        sign = "✓" if self.holds else "✗"
        return f"{sign} {self.claim.game}.{self.claim.id}: {self.describe()}"

    def _repr_html_(self) -> str:
        from cubekit.analysis.claims.view import verdict_html

        return verdict_html(self)


@dataclass(frozen=True)
class _ExampleMsg(Msg):
    """A counterexample said in the reader's language."""

    example: Counterexample | None = None

    def text(self, language: str | None = None) -> str:
        assert self.example is not None
        return self.example.describe(language)

    def __hash__(self) -> int:
        return hash(self.example)


def example_msg(example: Counterexample) -> Msg:
    return _ExampleMsg("claims.example", {}, example)


@dataclass(frozen=True, eq=False)
class Claim:
    """A factual claim a rulebook makes or implies.

    ``section`` is the German title of the rulebook section it comes from (as printed),
    ``says`` (catalogue ``claims.<game>.<id>.says``) what the rulebook says there in our
    words, ``claim`` (``claims.<game>.<id>``) what the kit checks. ``kind`` is ``"always"``
    (it holds in every case), ``"exists"`` (something can happen) or ``"never"``.
    ``check(corpus)`` returns the :class:`Verdict`.
    """

    game: str
    id: str
    section: str
    kind: str
    check: Callable[[Corpus, Claim], Verdict] = field(repr=False)
    rules: tuple[str, ...] = ()

    def section_label(self, language: str | None = None) -> str:
        """The section cited in the reader's language: "Your move ('Dein Zug')" in English,
        "„Dein Zug“" in German (the game's ``SECTIONS``), else the German title in quotes."""
        from cubekit.games import entry

        lang = check_language(language)
        label = entry(self.game).rule_label(self.section)
        if isinstance(label, Msg):
            return label.text(lang)
        return f"„{label}“" if lang == "de" else f"'{label}'"

    def says(self, language: str | None = None) -> str:
        return Msg(f"claims.{self.game}.{self.id}.says").text(check_language(language))

    def text(self, language: str | None = None) -> str:
        return Msg(f"claims.{self.game}.{self.id}").text(check_language(language))

    def verify(self, corpus: Corpus | None = None) -> Verdict:
        """Check the claim (on the default corpus of its game unless one is given)."""
        began = time.perf_counter()
        verdict = self.check(corpus or Corpus(self.game), self)
        return Verdict(verdict.claim, verdict.holds, verdict.method, verdict.checked,
                       verdict.scope, verdict.example, verdict.detail,
                       time.perf_counter() - began)


# ---------------------------------------------------------------------------------------------
# What to look at: seeded random games, and every position of a small board
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Record:
    """One explained move of a sample: the ``start`` text of its game, the ``path`` of moves
    from there up to and including this one, the position ``before``, the ``move`` and its
    ``transition``."""

    options: Options
    start: str
    path: tuple[str, ...]
    before: State
    move: Any
    transition: Transition

    @property
    def after(self) -> State:
        return self.transition.after

    @property
    def mover(self) -> int:
        return self.before.to_move

    @property
    def events(self) -> tuple[Any, ...]:
        return self.transition.events

    def example(self, game: str) -> Counterexample:
        return Counterexample(game, self.options, self.start, self.path)


@dataclass(frozen=True)
class Corpus:
    """How much to look at: ``games`` seeded random games (``seed``) of up to ``moves``
    moves for each set of rule options, plus ``per_scenario`` random games from the end of
    every teaching scenario of the game with the same options (they start where the rare
    cases are). ``quick`` makes every number small (for tests)."""

    game: str
    games: int = 60
    moves: int = 150
    seed: int = 0
    per_scenario: int = 3
    quick: bool = False

    def scaled(self) -> Corpus:
        if not self.quick:
            return self
        return Corpus(self.game, max(3, self.games // 15), min(self.moves, 60), self.seed,
                      1, True)

    def sample(self, options: Mapping[str, Any] | None = None) -> Sample:
        """The sample for ``options`` (made once, then cached)."""
        me = self.scaled()
        return _sample(self.game, options_of(options), me.games, me.moves, me.seed,
                       me.per_scenario)

    def records(self, options: Mapping[str, Any] | None = None) -> tuple[Record, ...]:
        """The explained moves of the sample for ``options``."""
        return self.sample(options).records

    def scope(self, options: Mapping[str, Any] | None = None) -> Msg:
        sample = self.sample(options)
        return Msg("claims.scope.sampling", {
            "moves": len(sample.records), "games": sample.games, "extra": sample.extra,
            "seed": self.seed, "options": settings_in_words(self.game, options_of(options))})


@dataclass(frozen=True, eq=False)
class Sample:
    """The explained moves of ``games`` random games from the start and ``extra`` from the
    ends of teaching scenarios."""

    records: tuple[Record, ...]
    games: int
    extra: int


def _play(game: Game, start: State, prefix: tuple[str, ...], text: str, rng: random.Random,
          moves: int, options: Options) -> Iterator[Record]:
    state = start.play_all(prefix) if prefix else start
    path = prefix
    for _ in range(moves):
        if state.outcome is not None:
            return
        legal = state.legal_moves()
        if not legal:
            return
        move = rng.choice(legal)
        transition = state.explain(move)
        path = (*path, str(move))
        yield Record(options, text, path, state, move, transition)
        state = transition.after


@lru_cache(maxsize=64)
def _sample(name: str, options: Options, games: int, moves: int, seed: int,
            per_scenario: int) -> Sample:
    game = load_game(name, options)
    result: list[Record] = []
    for number in range(games):
        start = game.initial_state(seed=seed + number)
        rng = random.Random(f"{seed}-{number}")
        result.extend(_play(game, start, (), start.to_text(), rng, moves, options))
    extra = 0
    for scenario in game.scenarios():
        if options_of(scenario.game.settings()) != options_of(game.settings()):
            continue
        begin = scenario.start()
        for number in range(per_scenario):
            rng = random.Random(f"{seed}-{scenario.id}-{number}")
            extra += 1
            result.extend(_play(game, begin, tuple(scenario.moves), begin.to_text(), rng,
                                moves, options))
    return Sample(tuple(result), games, extra)


@dataclass(frozen=True)
class Reachable:
    """Every position reachable from the start of a small board (mirror images folded
    together), with the way there: ``states`` in order found, ``parent[i]`` the index of
    the position before and the move (None for the start)."""

    options: Options
    start: State
    states: tuple[State, ...]
    parent: tuple[tuple[int, str] | None, ...]

    def path(self, index: int) -> tuple[str, ...]:
        moves: list[str] = []
        while (link := self.parent[index]) is not None:
            index, move = link
            moves.append(move)
        return tuple(reversed(moves))


@lru_cache(maxsize=16)
def reachable(name: str, options: Options) -> Reachable:
    """Every position reachable in ``name`` under ``options`` (only for small boards: the
    caller chooses them)."""
    game = load_game(name, options)
    start = game.initial_state(seed=0)
    key: Callable[[State], Hashable] = key_function(name)
    index = {key(start): 0}
    states = [start]
    parent: list[tuple[int, str] | None] = [None]
    at = 0
    while at < len(states):
        state = states[at]
        for move in state.legal_moves():
            child = state.play(move)
            child_key = key(child)
            if child_key not in index:
                index[child_key] = len(states)
                states.append(child)
                parent.append((at, str(move)))
        at += 1
    return Reachable(options, start, tuple(states), tuple(parent))


# ---------------------------------------------------------------------------------------------
# Checks in a few lines
# ---------------------------------------------------------------------------------------------
Test = Callable[[Record], "bool | Msg | None"]


def detail_of(record: Record, result: bool | Msg) -> Msg:
    if isinstance(result, Msg):
        return result
    return sentences(step.message for step in record.transition.steps)


def every_move(corpus: Corpus, claim: Claim, test: Test,
               options: Iterable[Mapping[str, Any]] = ({},)) -> Verdict:
    """The claim holds when ``test`` holds for every sampled move it applies to (under each
    set of ``options``); the first move where it fails is the counterexample."""
    checked = 0
    scopes = []
    for setting in options:
        scopes.append(corpus.scope(setting))
        for record in corpus.records(setting):
            result = test(record)
            if result is None:
                continue
            if result is True:
                checked += 1
                continue
            return Verdict(claim, False, "sampling", checked + 1, _joined(scopes),
                           record.example(corpus.game), detail_of(record, result))
    return Verdict(claim, True, "sampling", checked, _joined(scopes))


def some_move(corpus: Corpus, claim: Claim, test: Test,
              options: Iterable[Mapping[str, Any]] = ({},),
              fallback: Callable[[], Verdict | None] | None = None) -> Verdict:
    """The claim (that something can happen) holds when ``test`` is True for some sampled
    move; that move is the example. ``fallback`` may look elsewhere when no sampled move
    shows it (e.g. a teaching scenario, replayed and checked)."""
    scopes = []
    looked = 0
    for setting in options:
        scopes.append(corpus.scope(setting))
        for record in corpus.records(setting):
            result = test(record)
            if result is None:
                continue
            looked += 1
            if result is True:
                return Verdict(claim, True, "sampling", looked, _joined(scopes),
                               record.example(corpus.game), detail_of(record, True))
    if fallback is not None:
        found = fallback()
        if found is not None:
            return found
    return Verdict(claim, False, "sampling", looked, _joined(scopes))


def _joined(scopes: list[Msg]) -> Msg:
    return scopes[0] if len(scopes) == 1 else Msg("claims.scope.several", {"scopes": scopes})


def never_repeats(corpus: Corpus, claim: Claim, options: Mapping[str, Any] | None = None
                  ) -> Verdict:
    """The claim that every game ends: false as soon as a sampled game comes back to a
    position it had before (the same moves can then be played again and again, so that
    line of play never ends); true when no sampled game repeats a position."""
    records = corpus.records(options)
    seen: dict[tuple[str, State], tuple[str, ...]] = {}
    checked = 0
    for record in records:
        if record.after.outcome is not None:
            continue
        checked += 1
        key = (record.start, record.after)
        earlier = seen.get(key)
        if earlier is not None and len(earlier) < len(record.path) and \
                record.path[:len(earlier)] == earlier:
            cycle = record.path[len(earlier):]
            detail = Msg("claims.detail.repeats", {"first": len(earlier),
                                                  "again": len(record.path),
                                                  "cycle": list(cycle)})
            return Verdict(claim, False, "sampling", checked, corpus.scope(options),
                           record.example(corpus.game), detail)
        seen.setdefault(key, record.path)
    return Verdict(claim, True, "sampling", checked, corpus.scope(options))


def scenario_record(corpus: Corpus, scenario_id: str) -> Record | None:
    """The last move of a teaching scenario of the game, replayed by the engine."""
    from cubekit import load

    scenario = load(corpus.game).scenario(scenario_id)
    if not scenario.moves:
        return None
    replay = scenario.replay
    index = len(scenario.moves) - 1
    return Record(options_of(scenario.game.settings()), scenario.start().to_text(),
                  tuple(str(m) for m in replay.moves), replay.states[index],
                  replay.moves[index], replay.transition(index))


def _scenario_title(game: str, scenario_id: str) -> Msg:
    """A teaching scenario named by its title, in the reader's language."""
    return Msg(f"{game}.scenario.{scenario_id}.title")


def _scenario_scope(game: str, scenario_id: str) -> Msg:
    return Msg("claims.scope.scenario", {"scenario": _scenario_title(game, scenario_id)})


def scenario_example(corpus: Corpus, claim: Claim, scenario_id: str, test: Test,
                     holds: bool = True) -> Verdict | None:
    """A verdict from a teaching scenario of the game, for a case too rare for the sample:
    the scenario's last move, replayed by the engine, must show it (``test`` gives a
    message or True for it); then the verdict is ``holds`` (True: it can happen; False: a
    counterexample). None if the scenario does not show it."""
    record = scenario_record(corpus, scenario_id)
    if record is None:
        return None
    result = test(record)
    if result is None or (result is True) != holds:
        return None
    return Verdict(claim, holds, "scenario", 1, _scenario_scope(corpus.game, scenario_id),
                   record.example(corpus.game), detail_of(record, result))


def every_move_or_scenario(corpus: Corpus, claim: Claim, test: Test,
                           options: Iterable[Mapping[str, Any]], scenario_id: str) -> Verdict:
    """:func:`every_move`, and then the last move of the teaching scenario ``scenario_id``
    as one more case (for cases random games rarely reach): a counterexample there makes
    the claim false."""
    verdict = every_move(corpus, claim, test, options)
    if not verdict.holds:
        return verdict
    record = scenario_record(corpus, scenario_id)
    result = None if record is None else test(record)
    if record is None or result is None:
        return verdict
    scope = Msg("claims.scope.and_scenario", {
        "scope": verdict.scope, "scenario": _scenario_title(corpus.game, scenario_id)})
    if result is True:
        return Verdict(claim, True, "sampling", verdict.checked + 1, scope)
    return Verdict(claim, False, "scenario", verdict.checked + 1, scope,
                   record.example(corpus.game), detail_of(record, result))


def some_move_or_scenario(corpus: Corpus, claim: Claim, test: Test,
                          options: Iterable[Mapping[str, Any]], scenario_id: str) -> Verdict:
    """:func:`some_move`, falling back on the teaching scenario ``scenario_id``."""
    return some_move(corpus, claim, test, options, lambda: scenario_example(
        corpus, claim, scenario_id, test, holds=True))


__all__ = ["Claim", "Corpus", "Counterexample", "Options", "Reachable", "Record", "Sample",
           "Test", "Verdict", "detail_of", "every_move", "every_move_or_scenario", "example_msg",
           "load_game", "never_repeats", "options_of", "reachable", "scenario_example",
           "scenario_record", "some_move", "some_move_or_scenario"]
