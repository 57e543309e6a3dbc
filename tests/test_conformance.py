"""Conformance: every registered game, in every variant of ``conftest.VARIANTS``, follows the
protocol of ``cubekit.core.game`` (DESIGN.md, "Core protocol" and "Testing").

Each variant is played as a few seeded random games (``random.Random(seed)``); every position
and move of them is checked: legal moves play, illegal ones are refused with a reason and change
nothing, notation and ``repr`` round-trip, replays reproduce the positions, explanations end in
the position ``play`` gives, and finished games have an outcome and no legal moves.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from conftest import (
    ILLEGAL_CANDIDATES,
    MOVE_ORDER,
    SEEDS,
    VARIANTS,
    RandomGame,
    random_game,
    variant_params,
)

import cubekit
from cubekit.core.events import Event, MoveHeading, Started
from cubekit.core.game import IllegalMoveError, State
from cubekit.core.replay import Replay, move_starts

PARAMS = variant_params()


@cache
def _game(name: str, frozen: tuple[tuple[str, Any], ...], seed: int) -> RandomGame:
    return random_game(cubekit.load(name, **dict(frozen)), seed)


def games_of(name: str, options: dict[str, Any]) -> list[RandomGame]:
    frozen = tuple(sorted(options.items()))
    return [_game(name, frozen, seed) for seed in SEEDS]


def move_pool(record: RandomGame) -> list[Any]:
    """Every move that was legal somewhere in the game, without duplicates, in a fixed order."""
    seen: dict[str, Any] = {}
    for state in record.states:
        for move in state.legal_moves():
            seen.setdefault(str(move), move)
    return list(seen.values())


NOT_A_MOVE = ("not", "a", "move")
"""An object that is no game's move (play must refuse it, not crash)."""


def assert_refused(state: State, moves: list[Any]) -> None:
    """Every move in ``moves`` is illegal in ``state``: play and explain raise with a reason,
    nothing changes, and why_illegal gives a sentence in English and in German."""
    text = state.to_text()
    # an equal, separate position to compare with afterwards (the round trip is tested below;
    # a deep copy compares the same fields at five times the cost)
    snapshot = state.game.parse_state(text)
    for move in moves:
        with pytest.raises(IllegalMoveError) as info:
            state.play(move)
        assert isinstance(info.value.reason, str) and info.value.reason.strip()
        assert str(info.value) == info.value.reason
        assert info.value.move == move
        assert isinstance(info.value, ValueError)
        with pytest.raises(IllegalMoveError):
            state.explain(move)
        english = state.why_illegal(move, "en")
        german = state.why_illegal(move, "de")
        assert english and german, f"no reason for illegal {move!r} in {text}"
        assert english.strip() and german.strip()
        assert english != german, f"the German reason is not translated: {german!r}"
        assert info.value.reason == english  # play reports in the session language (English)
    assert state == snapshot
    assert state.to_text() == text


def test_every_registered_game_has_variants() -> None:
    assert cubekit.games(), "no game is registered"
    for name in cubekit.games():
        assert VARIANTS.get(name), f"add variants for {name!r} to tests/conftest.py VARIANTS"
        for options in VARIANTS[name]:
            game = cubekit.load(name, **options)
            assert game.name == name
            for key, value in options.items():
                assert getattr(game, key) == value


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_games_reach_an_end(name: str, options: dict[str, Any]) -> None:
    # otherwise the checks of finished positions below would never run for this variant
    ended = [record.seed for record in games_of(name, options) if record.final.is_over]
    assert ended, "no seeded random game ended; raise MAX_MOVES or pick other variants"


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_legal_moves_play(name: str, options: dict[str, Any]) -> None:
    order = MOVE_ORDER.get(name)
    for record in games_of(name, options):
        for state in record.states:
            legal = state.legal_moves()
            assert legal == state.legal_moves(), "legal_moves is not deterministic"
            assert len({str(m) for m in legal}) == len(legal), "duplicate legal moves"
            if order is not None:
                assert legal == sorted(legal, key=order), "legal_moves is not sorted"
            assert (not legal) == state.is_over, (
                f"legal moves {'missing' if not legal else 'present'} in {state.to_text()} "
                f"(outcome {state.outcome})")
            if state.is_over:
                continue
            assert state.to_move >= 0
            for move in legal:
                assert state.why_illegal(move) is None
                after = state.play(move)
                assert type(after) is type(state)
                assert after.game == state.game
                assert after != state


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_illegal_moves_are_refused_and_change_nothing(name: str,
                                                      options: dict[str, Any]) -> None:
    specific = ILLEGAL_CANDIDATES.get(name)
    for record in games_of(name, options):
        rng = random.Random(record.seed)
        # each move's text once per game, not once per position (the same pool, same order)
        pool = [(str(m), m) for m in move_pool(record)]
        tried = 0
        for state in record.states:
            legal = {str(m) for m in state.legal_moves()}
            elsewhere = [m for text, m in pool if text not in legal]
            candidates = rng.sample(elsewhere, min(4, len(elsewhere)))
            if specific is not None and not state.is_over:
                extra = specific(state)
                candidates += rng.sample(extra, min(4, len(extra)))
            candidates.append(NOT_A_MOVE)
            assert_refused(state, candidates)
            tried += len(candidates)
            for move in state.legal_moves()[:3]:
                assert state.why_illegal(move, "en") is None
                assert state.why_illegal(move, "de") is None
        assert tried > len(record.states)


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_specific_illegal_moves_occur(name: str, options: dict[str, Any]) -> None:
    """The game's own illegal-move hook finds candidates in real games (else it is untested)."""
    specific = ILLEGAL_CANDIDATES.get(name)
    if specific is None:
        pytest.skip(f"{name} has no ILLEGAL_CANDIDATES hook")
    found = sum(len(specific(state)) for record in games_of(name, options)
                for state in record.states if not state.is_over)
    assert found > 0


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_notation_round_trips(name: str, options: dict[str, Any]) -> None:
    for record in games_of(name, options):
        game = record.game
        read: set[tuple[str, str]] = set()
        for state in record.states:
            text = state.to_text()
            parsed = game.parse_state(text)
            assert parsed == state, f"parse_state(to_text()) differs for {text}"
            assert hash(parsed) == hash(state)
            assert parsed.to_text() == text
            assert parsed.outcome == state.outcome
            assert parsed.legal_moves() == state.legal_moves()
            assert game.parse_state(text.lower()) == state  # case-insensitive
            assert game.parse_state(text.upper()) == state
            assert str(state) == text
            assert eval(repr(state), {"cubekit": cubekit}) == state
            for move in state.legal_moves():
                notation = str(move)
                key = (notation, repr(move))
                if key in read:
                    continue    # each move once per game (most recur move after move)
                read.add(key)
                assert state.parse_move(notation) == move
                assert state.parse_move(notation.upper()) == move
                assert state.parse_move(f" {notation.lower()} ") == move
        assert eval(repr(game), {"cubekit": cubekit}) == game


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_replays_reproduce_the_states(name: str, options: dict[str, Any]) -> None:
    for record in games_of(name, options):
        start = record.states[0]
        replay = Replay(start, record.moves)
        assert replay.states == record.states
        assert replay.final == record.final
        assert len(replay) == len(record.moves)
        assert replay.moves == record.moves
        by_text = Replay(start, tuple(str(m) for m in record.moves))
        assert by_text.states == record.states
        assert Replay.from_record(replay.to_record()).states == record.states
        assert Replay.from_json(replay.to_json()).states == record.states
        assert start.play_all(record.moves) == record.final


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_explain_matches_play(name: str, options: dict[str, Any]) -> None:
    for record in games_of(name, options):
        for index, (state, move) in enumerate(zip(record.states, record.moves, strict=False)):
            transition = state.explain(move)
            assert transition.after == record.states[index + 1]
            assert transition.before is state
            assert transition.move == move
            assert len(transition.steps) >= 1
            for step in transition.steps:
                assert isinstance(step.event, Event)
                assert isinstance(step.text, str) and step.text.strip()
                assert isinstance(step.state, State) and step.state.game == state.game
            assert transition.text == "\n".join(s.text for s in transition.steps)
            if index % 7 == 3:
                assert transition.describe("de") != transition.describe("en")


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_replay_steps_for_a_stepper(name: str, options: dict[str, Any]) -> None:
    record = games_of(name, options)[0]
    moves = record.moves[:25]
    replay = Replay(record.states[0], moves)
    steps = replay.steps()
    assert isinstance(steps[0].event, Started) and steps[0].state == record.states[0]
    assert len(steps) == 1 + sum(len(t) for t in replay.transitions())
    assert all(step.text.strip() for step in steps)
    starts = move_starts(steps)
    assert len(starts) == len(moves) and starts[0] == 1
    for index, start in enumerate(starts):
        step = steps[start]
        assert step.heading == MoveHeading(index + 1, replay.states[index].to_move,
                                           str(moves[index]))
        assert step.text.startswith(f"Move {index + 1}: "), step.text
        assert str(moves[index]) in step.text
        assert step.describe("de").startswith(f"Zug {index + 1}: ")


@pytest.mark.parametrize(("name", "options"), PARAMS)
def test_finished_games(name: str, options: dict[str, Any]) -> None:
    for record in games_of(name, options):
        final = record.final
        for state in record.states[:-1]:
            assert not state.is_over, "a game went on after it ended"
        if not final.is_over:
            continue
        outcome = final.outcome
        assert outcome is not None
        assert outcome.reason
        assert outcome.describe("en").strip() and outcome.describe("de").strip()
        assert outcome.describe("en") != outcome.describe("de")
        assert final.legal_moves() == []
        assert_refused(final, [*move_pool(record)[:5], record.moves[-1], NOT_A_MOVE])
        assert final.why_illegal(record.moves[-1], "en") == "The game is already over."
