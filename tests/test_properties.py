"""Property tests (hypothesis) for Kettenreaktion and its notation parser.

Random games on random boards (2x2 .. 8x10, 2-4 players, both values of stop_on_win) must keep
the invariants of the rules (RULES.md CR-2 .. CR-5) after every move and every explained wave,
and agree with a deliberately simple reference implementation written here (lists of cells,
one wave at a time). The parsers must answer any text with a position/move or a
:class:`NotationError` that says what was expected - never with another exception.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import cubekit
from cubekit.core.game import NotationError
from cubekit.core.i18n import set_language
from cubekit.games.chain_reaction import ChainReaction, ChainState, Place
from cubekit.games.chain_reaction.events import Placed, Wave

SETTINGS = settings(max_examples=60, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])
MAX_COUNT = 7   # a cell below capacity c gets at most c marbles in a wave: at most 2c - 1 = 7


@cache
def load(width: int, height: int, players: int = 2, stop_on_win: bool = True) -> ChainReaction:
    game = cubekit.load("chain_reaction", width=width, height=height, players=players,
                        stop_on_win=stop_on_win)
    assert isinstance(game, ChainReaction)
    return game


games = st.builds(load, st.integers(2, 8), st.integers(2, 10), st.integers(2, 4),
                  st.booleans())
seeds = st.integers(0, 2**32 - 1)
lengths = st.one_of(st.just(400), st.integers(1, 400))  # half of the games run to the end
"""Moves are drawn with random.Random(seed), up to a length: hypothesis reports the seed and
length of a failing game (plain lists of choices come out too short to reach long cascades)."""


def counts(state: ChainState) -> list[int]:
    return [count for count, _ in state.cells()]


# --- a reference implementation, as plain as possible --------------------------------------------
@dataclass
class Ref:
    """Chain Reaction on lists: ``count[i]``, ``owner[i]`` (-1 empty), cells in index order."""

    width: int
    height: int
    players: int
    stop_on_win: bool
    count: list[int]
    owner: list[int]
    to_move: int = 0
    moved: frozenset[int] = frozenset()
    result: str | None = None   # None, "win:<player>" or "endless"

    def neighbours(self, i: int) -> list[int]:
        col, row = i % self.width, i // self.width
        result = []
        for dc, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if 0 <= col + dc < self.width and 0 <= row + dr < self.height:
                result.append((row + dr) * self.width + col + dc)
        return result

    def marbles(self, player: int) -> int:
        return sum(c for c, o in zip(self.count, self.owner, strict=True) if o == player)

    def left(self, moved: set[int]) -> list[int]:
        return [p for p in range(self.players) if not (p in moved and self.marbles(p) == 0)]

    def play(self, i: int) -> None:
        player = self.to_move
        assert self.owner[i] in (-1, player)
        moved = set(self.moved) | {player}
        self.count[i] += 1
        self.owner[i] = player
        capacity = [len(self.neighbours(k)) for k in range(len(self.count))]
        limit = sum(c - 1 for c in capacity)
        seen: set[tuple[int, ...]] = set()
        fired: set[int] = set()
        while True:
            burst = [k for k, c in enumerate(self.count) if c >= capacity[k]]
            if not burst:
                break
            if not self.stop_on_win:
                # CR-4 off: too many marbles, a repeated board, or every cell has burst
                key = (*self.count, *self.owner)
                if sum(self.count) > limit or key in seen or len(fired) == len(self.count):
                    self.result = "endless"
                    break
                seen.add(key)
            elif len(fired) == len(self.count):
                # with the stop on win only players who have not moved can keep it going
                self.result = "endless"
                break
            fired.update(burst)
            for k in burst:                      # every bursting cell at once (CR-3)
                self.count[k] -= capacity[k]
                for n in self.neighbours(k):
                    self.count[n] += 1
                    self.owner[n] = player
            for k, c in enumerate(self.count):
                if c == 0:
                    self.owner[k] = -1
            if self.stop_on_win and len(self.left(moved)) == 1:
                break                            # CR-4: stop as soon as one player is left
        self.moved = frozenset(moved)
        if self.result is None and len(self.left(moved)) == 1:
            self.result = f"win:{self.left(moved)[0]}"
        if self.result is not None:
            return
        for step in range(1, self.players + 1):  # CR-5: skip players who are out
            candidate = (player + step) % self.players
            if candidate in moved and self.marbles(candidate) == 0:
                continue
            if any(o in (-1, candidate) for o in self.owner):
                self.to_move = candidate
                return
            moved.add(candidate)                 # no cell to play on: out (kit reading)
            self.moved = frozenset(moved)
        left = self.left(moved)
        assert len(left) == 1
        self.result = f"win:{left[0]}"


def result_of(state: ChainState) -> str | None:
    outcome = state.outcome
    if outcome is None:
        return None
    if outcome.reason == "endless_cascade":
        return "endless"
    return f"win:{outcome.winner}"


def random_play(game: ChainReaction, seed: int, length: int) -> list[tuple[ChainState, Place]]:
    """(position, move) pairs of a random game of at most ``length`` moves."""
    rng = random.Random(seed)
    state = game.initial_state()
    pairs = []
    while len(pairs) < length and not state.is_over:
        move = rng.choice(state.legal_moves())
        pairs.append((state, move))
        state = state.play(move)
    return pairs


# --- invariants of random games -----------------------------------------------------------------
@SETTINGS
@given(games, seeds, lengths)
def test_marbles_are_conserved_and_counts_stay_small(game: ChainReaction, seed: int,
                                                     length: int) -> None:
    """Every move adds exactly one marble and bursts only move marbles (CR-2), also in the last
    cascade that stop_on_win cuts short or that is found endless; no cell ever holds more than
    7; a position that goes on is settled (no cell at capacity)."""
    pairs = random_play(game, seed, length)
    capacity = [game.capacity(sq) for sq in game.board.squares()]
    states = [state for state, _ in pairs]
    if pairs:
        states.append(pairs[-1][0].play(pairs[-1][1]))
    for moves_made, state in enumerate(states):
        assert state.total_marbles() == moves_made
        cells = counts(state)
        assert sum(cells) == moves_made
        assert max(cells, default=0) <= MAX_COUNT
        if state.outcome is None:
            assert all(c < cap for c, cap in zip(cells, capacity, strict=True)), state.to_text()
            assert not state.in_cascade
        for player in range(game.players):
            if state.is_out(player):
                assert state.marbles(player) == 0
    # the mover owns every cell that changed (every cell that received a marble); a cell
    # that changed and is empty burst away all it had
    for (before, move), after in zip(pairs, states[1:], strict=True):
        for old, new in zip(before.cells(), after.cells(), strict=True):
            if old != new:
                assert new[1] in (-1, before.to_move), f"{before.to_text()} + {move}"
        assert after.owner(move.square) in (None, before.to_move)


@SETTINGS
@given(games, seeds, lengths)
def test_engine_agrees_with_the_reference(game: ChainReaction, seed: int, length: int) -> None:
    ref = Ref(game.width, game.height, game.players, game.stop_on_win,
              [0] * game.board.size, [-1] * game.board.size)
    rng = random.Random(seed)
    state = game.initial_state()
    for played in range(length + 1):
        legal = state.legal_moves()
        ref_legal = [i for i, o in enumerate(ref.owner) if o in (-1, ref.to_move)]
        if ref.result is not None or played == length:
            event(f"result {ref.result and ref.result[:3]}, {played // 50 * 50}+ moves, "
                  f"{game.players} players")
            assert (legal == []) == (ref.result is not None)
            break
        assert [game.board.index(m.square) for m in legal] == ref_legal
        move = rng.choice(legal)
        before = state.to_text()
        state = state.play(move)
        ref.play(game.board.index(move.square))
        assert state.cells() == list(zip(ref.count, ref.owner, strict=True)), (
            f"{before} + {move}: got {state.to_text()}")
        assert result_of(state) == ref.result, f"{before} + {move}"
        if ref.result is None:
            assert state.to_move == ref.to_move
        assert {p for p in range(game.players) if state.has_moved(p)} == set(ref.moved)


@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(games, seeds, lengths)
def test_explained_waves_follow_the_rules(game: ChainReaction, seed: int, length: int) -> None:
    """Each explained wave bursts exactly the cells at or over capacity, each losing its
    capacity and sending one marble to each neighbour (CR-2, CR-3); the mover owns every cell
    that received a marble; cells that received nothing are untouched."""
    pairs = random_play(game, seed, length)
    board = game.board
    squares = list(board.squares())
    capacity = {sq: game.capacity(sq) for sq in squares}
    for state, move in pairs[-6:]:    # the late moves have the longest cascades
        player = state.to_move
        transition = state.explain(move)
        place = transition.steps[0]
        assert isinstance(place.event, Placed) and place.event.square == move.square
        assert place.state.count(move.square) == state.count(move.square) + 1
        assert place.state.owner(move.square) == player
        received = {move.square}
        previous = place.state
        total = state.total_marbles() + 1
        for step in transition.steps[1:]:
            if not isinstance(step.event, Wave):
                continue
            now = step.state
            assert isinstance(now, ChainState) and isinstance(previous, ChainState)
            burst = {sq for sq in squares if previous.count(sq) >= capacity[sq]}
            assert set(step.highlight) == burst == set(step.event.bursts)
            gained = {sq: 0 for sq in squares}
            for src in step.event.bursts:
                for dst in board.neighbours(src):
                    gained[dst] += 1
                    received.add(dst)
            for sq in squares:
                expected = previous.count(sq) - (capacity[sq] if sq in burst else 0) + gained[sq]
                assert now.count(sq) == expected
                assert now.count(sq) <= MAX_COUNT
                if gained[sq]:
                    assert now.owner(sq) == player
            assert now.total_marbles() == total
            previous = now
        after = transition.after
        assert after == state.play(move)
        for sq in squares:
            if sq in received:
                assert after.owner(sq) in (None, player), f"{board.name(sq)} not the mover's"
            else:
                assert (after.count(sq), after.owner(sq)) == (state.count(sq), state.owner(sq))


# --- parser fuzzing ------------------------------------------------------------------------------
PARSE_GAMES = [load(3, 3), load(2, 2, 3), load(5, 4, 4, False), load(8, 10)]


def check_parse(game: ChainReaction, text: str) -> None:
    """parse_state gives a position (that round-trips) or a NotationError with `expected`."""
    try:
        state = game.parse_state(text)
    except NotationError as error:
        assert error.expected, f"{text!r}: {error} does not say what was expected"
        assert "expected" in str(error)
        return
    again = game.parse_state(state.to_text())
    assert again == state and again.to_text() == state.to_text()
    assert max(counts(state)) <= MAX_COUNT
    legal = state.legal_moves()
    if legal:                          # any parsed position can be played on
        after = state.play(legal[0])
        assert after.total_marbles() == state.total_marbles() + 1


def check_move(state: ChainState, text: str) -> None:
    try:
        move = state.parse_move(text)
    except NotationError as error:
        assert error.expected and "expected" in str(error)
        return
    assert move.square in state.game.board
    assert state.parse_move(str(move)) == move


@settings(max_examples=300, deadline=None, database=None)
@given(st.sampled_from(PARSE_GAMES), st.text(max_size=80))
def test_parse_state_arbitrary_text(game: ChainReaction, text: str) -> None:
    check_parse(game, text)


NEAR = "0123456789./xX ABCDEFGHIabcdhz:-movedresultnx²٣ß\t\n"


@cache
def sample_positions(game: ChainReaction) -> tuple[str, ...]:
    """Texts of positions from seeded random games (running, finished, with moved: fields)."""
    texts = [game.initial_state().to_text()]
    for seed in range(4):
        rng = random.Random(seed)
        state = game.initial_state()
        while not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
            texts.append(state.to_text())
    return tuple(texts)


@st.composite
def near_valid(draw: st.DrawFn) -> tuple[ChainReaction, str]:
    game = draw(st.sampled_from(PARSE_GAMES))
    text = draw(st.sampled_from(sample_positions(game)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["replace", "insert", "delete", "append", "field"]))
        at = draw(st.integers(0, max(len(text) - 1, 0)))
        char = draw(st.sampled_from(NEAR))
        if kind == "replace" and text:
            text = text[:at] + char + text[at + 1:]
        elif kind == "insert":
            text = text[:at] + char + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + 1:]
        elif kind == "append":
            text += char
        else:
            text += " " + draw(st.sampled_from(["moved:", "moved:-", "moved:AB", "moved:AZ",
                                                "result:endless", "result:", "x:y", "moved:C"]))
    return game, text


@settings(max_examples=400, deadline=None, database=None)
@given(near_valid())
def test_parse_state_mutated_positions(case: tuple[ChainReaction, str]) -> None:
    check_parse(*case)


@settings(max_examples=200, deadline=None, database=None)
@given(st.sampled_from(PARSE_GAMES),
       st.one_of(st.text(max_size=12),
                 st.from_regex(r"\A\s?[a-zA-Zß٣]{1,2}[0-9٣²]{0,4}\s?\Z")))
def test_parse_move_arbitrary_text(game: ChainReaction, text: str) -> None:
    check_move(game.initial_state(), text)


def test_fuzz_helpers_let_other_exceptions_through() -> None:
    """The fuzz checks are not vacuous: valid text passes, a NotationError passes, but any
    other exception from a parser reaches the test."""

    class Broken:
        def parse_state(self, text: str) -> None:
            raise TypeError("boom")

        def parse_move(self, text: str) -> None:
            raise IndexError("boom")

    game = load(3, 3)
    check_parse(game, "3x3 .../.1B./1A.. A")
    check_parse(game, "3x3 ..")
    check_move(game.initial_state(), "zz")
    with pytest.raises(TypeError):
        check_parse(Broken(), "3x3 .../.../... A")  # type: ignore[arg-type]
    with pytest.raises(IndexError):
        check_move(Broken(), "a1")  # type: ignore[arg-type]


ENGLISH_WORDS = (" expected ", " is not ", " the ", " must ", " should ")
"""Words an English error text has and a German one never does."""


def assert_german(error: NotationError) -> None:
    said = str(error)
    assert said == error.describe("de") != error.describe("en"), said
    assert not any(word in f" {said} " for word in ENGLISH_WORDS), said


@settings(max_examples=200, deadline=None, database=None)
@given(near_valid(), st.one_of(st.text(max_size=12),
                               st.from_regex(r"\A\s?[a-zA-Zß]{1,2}[0-9²]{0,4}\s?\Z")))
def test_errors_speak_german_when_the_session_does(case: tuple[ChainReaction, str],
                                                   move: str) -> None:
    """Issue 13: with the session language German, every refusal of a malformed position or
    move is the German sentence (the same as ``describe("de")``, unlike the English one)."""
    game, text = case
    set_language("de")
    try:
        try:
            game.parse_state(text)
        except NotationError as error:
            assert_german(error)
        try:
            game.initial_state().parse_move(move)
        except NotationError as error:
            assert_german(error)
    finally:
        set_language("en")
