"""Deblockle properties over random games (hypothesis): hops never turn a block, no block
rests on a star square, blocks on the board plus removed is the start count, the parsers
raise only NotationError, every position text they accept round-trips exactly (mutated texts
of real positions), every move object with a wrong field is refused without changing the
position, and two spellings of one turn are one turn (issue 17); in a German session every
malformed position or turn and every illegal turn is refused in German (issue 13)."""

from __future__ import annotations

import dataclasses
import random
import re
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cubekit
from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.game import IllegalMoveError, NotationError
from cubekit.core.grid import Direction
from cubekit.games.deblockle import STAR_SQUARES, Deblockle, TurnPlan
from cubekit.games.deblockle.events import Hopped, Tipped

OPTIONS = [{}, {"blocks": (2, 3)}, {"blocks": 1}, {"no_adjacent": True},
           {"slider_star": "stop"}, {"impossible_hop": "skip", "blocks": (4, 2)}]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(OPTIONS), st.integers(0, 10_000))
def test_random_games_keep_the_invariants(options: dict[str, object], seed: int) -> None:
    game = cubekit.load("deblockle", **options)
    assert isinstance(game, Deblockle)
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(60):
        if state.is_over:
            break
        move = rng.choice(state.legal_moves())
        transition = state.explain(move)
        for step in transition.steps:
            if isinstance(step.event, Hopped):
                # DB-5: the block hops without turning
                tip = transition.steps[0].event
                assert isinstance(tip, Tipped)
                assert tip.after == step.event.orientation
                end = step.state.block(step.event.end)
                assert end is not None and end.orientation == tip.after
        state = transition.after
        for player in (0, 1):
            blocks = state.blocks(player)
            # DB-4, DB-5: no block ever rests on a star square
            assert not {b.square for b in blocks} & set(STAR_SQUARES)
            # DB-8: blocks on the board plus removed equals the start count
            assert len(blocks) + state.removed(player) == game.block_counts[player]
            assert all(DEBLOCKLE_BLOCK.contains(b.orientation) for b in blocks)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="abcdefgh0123456789NESWOnesw:()/*o+x=@ ,-AB", max_size=40))
def test_parsers_raise_only_notation_errors(text: str) -> None:
    game = cubekit.load("deblockle", blocks=1)
    state = game.initial_state()
    for parse in (state.parse_move, game.parse_state):
        try:
            parse(text)
        except NotationError as error:
            assert str(error)


# --- issue 17: every accepted text round-trips, every wrong move object is refused ------------
PARSE_OPTIONS = [{}, {"turn_limit": 60}, {"blocks": (4, 2)}, {"slider_star": "stop"},
                 {"start_player": 1, "impossible_hop": "skip", "turn_limit": 60}]
NEAR = "abcdefgh0123456789NESWABo+x=*@/(),:-. removedblocksturnresultstuckall_\t"
EXTRA = ["removed:0/0", "removed:1/2", "blocks:4/4", "blocks:4/2", "turn:0", "turn:60",
         "turn:999", "result:stuck", "result:turn_limit", "result:all_removed:A",
         "result:all_removed:B", "result:", "x:y"]


@cache
def sample_positions(index: int) -> tuple[str, ...]:
    """Texts of positions from seeded random games of ``PARSE_OPTIONS[index]``."""
    game = cubekit.load("deblockle", **PARSE_OPTIONS[index])
    texts = []
    for seed in range(3):
        rng = random.Random(seed)
        state = game.initial_state(seed=seed)
        texts.append(state.to_text())
        for _ in range(80):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
            texts.append(state.to_text())
    return tuple(texts)


@st.composite
def near_valid(draw: st.DrawFn) -> tuple[int, str]:
    index = draw(st.integers(0, len(PARSE_OPTIONS) - 1))
    text = draw(st.sampled_from(sample_positions(index)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["replace", "insert", "delete", "swap", "field", "like",
                                     "like", "like"]))
        at = draw(st.integers(0, max(len(text) - 1, 0)))
        char = draw(st.sampled_from(NEAR))
        if kind == "like" and text:
            # a character of the same kind: another face, file, rank or player letter, so
            # that many mutated texts are still well formed (and judged by the rules)
            for group in ("*o+x=@", "abcdefg", "1234567", "AB"):
                if text[at] in group:
                    text = text[:at] + draw(st.sampled_from(group)) + text[at + 1:]
                    break
        elif kind == "replace" and text:
            text = text[:at] + char + text[at + 1:]
        elif kind == "insert":
            text = text[:at] + char + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + 1:]
        elif kind == "swap" and text:
            other = draw(st.integers(0, len(text) - 1))
            chars = list(text)
            chars[at], chars[other] = chars[other], chars[at]
            text = "".join(chars)
        else:
            text += " " + draw(st.sampled_from(EXTRA))
    return index, text


@settings(max_examples=400, deadline=None, database=None)
@given(near_valid())
def test_mutated_positions_are_refused_or_round_trip(case: tuple[int, str]) -> None:
    index, text = case
    game = cubekit.load("deblockle", **PARSE_OPTIONS[index])
    try:
        state = game.parse_state(text)
    except NotationError as error:
        assert str(error)
        return
    written = state.to_text()
    again = game.parse_state(written)
    assert again == state and again.to_text() == written
    assert again.outcome == state.outcome and again.legal_moves() == state.legal_moves()


WRONG: list[object] = [None, 2.5, "x", "c1", (99, 99), (1.0, 1.0), [1, 1], (1,), (1, 2, 3),
                       True, -1, 0, Direction.N, (-1, 0), (7, 0), "N", 3]


@settings(max_examples=150, deadline=None, database=None)
@given(st.sampled_from(PARSE_OPTIONS), st.integers(0, 10_000),
       st.sampled_from(["square", "direction", "target"]), st.sampled_from(WRONG))
def test_wrong_typed_moves_are_refused_and_change_nothing(
        options: dict[str, object], seed: int, name: str, value: object) -> None:
    game = cubekit.load("deblockle", **options)
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(rng.randrange(30)):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    if state.is_over:
        return
    legal = state.legal_moves()
    move = dataclasses.replace(rng.choice(legal), **{name: value})
    if move in legal:
        return   # the replacement made another legal turn
    text = state.to_text()
    reason = state.why_illegal(move)
    assert reason
    planned = state.plan(move)  # type: ignore[attr-defined]
    assert not isinstance(planned, TurnPlan) and planned.text("en") == reason
    for call in (state.play, state.explain):
        with pytest.raises(IllegalMoveError):
            call(move)
    assert state.to_text() == text and state.legal_moves() == legal
    if name in ("square", "target") and not (value is None and name == "target") \
            and not (isinstance(value, tuple) and len(value) == 2
                     and all(type(v) is int and 0 <= v < 7 for v in value)):
        assert name in reason   # the move gate names the field


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["n", "N", "e", "E", "o", "O", "s", "S", "w", "W"]),
       st.booleans())
def test_spellings_of_a_turn_are_one_turn(seed: int, word: str, upper: bool) -> None:
    """Two spellings of one turn (the German O for east, upper or lower case) give the same,
    shared turn: equal, hashing alike, listed by legal_moves() when legal."""
    state = cubekit.load("deblockle").initial_state(seed=seed)
    legal = state.legal_moves()
    for move in legal:
        text = str(move)
        if text[2] != ("E" if word.upper() == "O" else word.upper()):
            continue
        spelled = text[:2] + word + text[3:]
        spelled = spelled.upper() if upper else spelled
        parsed = state.parse_move(spelled)
        assert parsed == move and hash(parsed) == hash(move) and parsed in legal
        assert parsed is move   # the shared object: played without a second check


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PARSE_OPTIONS), st.integers(0, 10_000), st.integers(0, 10_000))
def test_a_turn_listed_elsewhere_is_judged_here(options: dict[str, object], seed: int,
                                                other: int) -> None:
    """A shared turn listed by ``legal_moves()`` of one position is played without a second
    check only in that position; in another it is judged like any turn (``why_illegal``,
    ``play`` and ``explain`` agree)."""
    game = cubekit.load("deblockle", **options)
    states = []
    for s in (seed, other):
        rng = random.Random(s)
        state = game.initial_state(seed=s)
        for _ in range(rng.randrange(25)):
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    here, there = states
    fresh = game.parse_state(here.to_text())     # legal_moves() not asked yet
    for move in there.legal_moves():
        reason = here.why_illegal(move)
        if reason is None:
            assert here.play(move) == here.explain(move).after == fresh.play(move)
        else:
            for call in (here.play, here.explain, fresh.play):
                with pytest.raises(IllegalMoveError):
                    call(move)


# --- issue 13: in a German session every refusal of a text is German --------------------------
ENGLISH = (" expected ", " is not ", " the ", " must ", " does not ", " at character ", " of ",
           " with ", " block ", " square ", " turn ", " player ")
"""Words of the English messages that no German message contains (outside quoted input)."""

MOVE_CHARS = "abcdefgh0123456789NESWOXnesw: -"


def _outside_quotes(text: str) -> str:
    """``text`` without its German-quoted parts (the reader's own input, shown back)."""
    return re.sub(r"„[^“]*“", "„“", text)


def assert_german(error: NotationError | IllegalMoveError) -> None:
    german, english = error.describe("de"), error.describe("en")
    assert str(error) == german, (german, english)
    assert german != english, german
    plain = " " + _outside_quotes(german) + " "
    assert not [word for word in ENGLISH if word in plain], german


@st.composite
def near_moves(draw: st.DrawFn) -> str:
    """A legal turn of a random position, mutated, or a text of turn characters."""
    if draw(st.booleans()):
        return draw(st.text(alphabet=MOVE_CHARS, max_size=10))
    state = cubekit.load("deblockle").initial_state(seed=draw(st.integers(0, 50)))
    text = str(draw(st.sampled_from(state.legal_moves())))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        char = draw(st.sampled_from(MOVE_CHARS))
        text = draw(st.sampled_from([text[:at] + char + text[at + 1:], text[:at] + char + text[at:],
                                     text[:at] + text[at + 1:]]))
    return text


@settings(max_examples=300, deadline=None, database=None)
@given(near_valid())
def test_malformed_positions_are_refused_in_german(case: tuple[int, str]) -> None:
    index, text = case
    cubekit.set_language("de")
    try:
        cubekit.load("deblockle", **PARSE_OPTIONS[index]).parse_state(text)
    except NotationError as error:
        assert_german(error)


@settings(max_examples=300, deadline=None, database=None)
@given(st.integers(0, 50), near_moves())
def test_malformed_and_illegal_turns_are_refused_in_german(seed: int, text: str) -> None:
    cubekit.set_language("de")
    state = cubekit.load("deblockle").initial_state(seed=seed)
    try:
        state.play(text)
    except (NotationError, IllegalMoveError) as error:
        assert_german(error)


@pytest.mark.parametrize("value", [0, 5, (4,), (1, 5), "four", 2.0])
def test_option_errors_are_german(value: object) -> None:
    cubekit.set_language("de")
    with pytest.raises(ValueError) as info:
        cubekit.load("deblockle", blocks=value)
    assert "erwartet" in str(info.value) and "expected" not in str(info.value)
