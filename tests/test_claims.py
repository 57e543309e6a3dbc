"""The rulebook claims check: the claim positions show what they claim, the one-burst-at-a-time
resolution agrees with the engine's waves, and the statistics are reproducible and consistent.
"""

from __future__ import annotations

import sys
from functools import cache
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

import cubekit
from cubekit.core.game import IllegalMoveError
from cubekit.games.chain_reaction import claims
from cubekit.games.chain_reaction.claims import (
    CLAIM_CASES,
    ClaimStats,
    board_of,
    burst_in_order,
    check_claim,
    claim_positions,
    claim_statistics,
    resolve_in_order,
    without_stop,
)
from cubekit.games.chain_reaction.events import Wave
from cubekit.games.chain_reaction.notation import format_position
from cubekit.games.chain_reaction.rules import ChainReaction, ChainState, marbles

SETTINGS = settings(max_examples=120, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def start(text: str, **options: object) -> ChainState:
    state = ChainReaction(**options).parse_state(text)  # type: ignore[arg-type]
    assert isinstance(state, ChainState)
    return state


def is_endless(state: ChainState) -> bool:
    return state.outcome is not None and state.outcome.reason == "endless_cascade"


# --- the claim positions ----------------------------------------------------------------------
def test_one_position_per_claim() -> None:
    assert set(claim_positions()) == {"a", "b", "c"}
    assert claim_positions() == CLAIM_CASES and claim_positions() is not CLAIM_CASES


def test_claim_a_position_never_settles_without_stop_but_wins_with_it() -> None:
    case = CLAIM_CASES["a"]
    free = case.start()
    assert not free.game.stop_on_win
    assert is_endless(free.play(case.move))
    stopped = free.game.with_options(stop_on_win=True).parse_state(case.position)
    outcome = stopped.play(case.move).outcome
    assert outcome is not None and outcome.winner == stopped.to_move
    verdict = check_claim("a")
    assert verdict.holds is False
    assert verdict.facts["why"] == "repeat"


def test_claim_b_position_has_a_burst_that_leaves_marbles() -> None:
    case = CLAIM_CASES["b"]
    state = case.start()
    assert state.game.players == 2
    steps = state.explain(case.move).steps
    # a cell bursts while holding more than its capacity and is not empty afterwards
    kept = [(step, sq) for before, step in pairwise(steps)
            if isinstance(step.event, Wave) for sq in step.event.bursts
            if before.state.count(sq) > state.game.capacity(sq)  # type: ignore[attr-defined]
            and step.state.count(sq) > 0]  # type: ignore[attr-defined]
    assert kept
    verdict = check_claim("b")
    assert verdict.holds is False and verdict.facts["surplus"] == [("a1", 3, 3, 1)]


def test_claim_c_position_settles_to_one_board_in_many_orders() -> None:
    case = CLAIM_CASES["c"]
    state = case.start()
    reference = state.play(case.move)
    assert reference.outcome is None               # it settles without anyone winning
    results = [burst_in_order(state, case.move, "random", seed) for seed in range(5)]
    assert len({r.sequence for r in results}) == 5  # really different orders ...
    assert all(r.final == reference for r in results)  # ... the same final board
    verdict = check_claim("c", random_orders=5)
    assert verdict.holds is True and verdict.facts["orders"] == 7


@pytest.mark.parametrize("claim", ["a", "b", "c"])
def test_verdicts_read_in_both_languages(claim: str) -> None:
    en, de = check_claim(claim, "en", random_orders=2), check_claim(claim, "de", random_orders=2)
    assert en.holds == de.holds
    assert en.text != de.text and en.claim_text != de.claim_text
    assert CLAIM_CASES[claim].move in en.text and CLAIM_CASES[claim].move in de.text


def test_a_settling_position_does_not_refute_claim_a() -> None:
    verdict = check_claim("a", case=claims.ClaimCase("a", {"width": 3, "height": 3},
                                                     "3x3 .../.../1A.. A", "a1"))
    assert verdict.holds is True


def test_unknown_claim_is_rejected() -> None:
    with pytest.raises(ValueError, match="expected 'a', 'b' or 'c'"):
        check_claim("d")


# --- resolve_in_order -------------------------------------------------------------------------
SURPLUS = "3x3 1B.1B/2A3A./1B2A. A"


def test_wave_order_bursts_the_waves_one_cell_at_a_time() -> None:
    # waves: b2 | a2, b1 | a1, a3 -> within a wave in index order (b1 = 1 before a2 = 3)
    result = burst_in_order(start(SURPLUS, width=3, height=3), "b2", "waves")
    assert result.sequence == ((1, 1), (1, 0), (0, 1), (0, 0), (0, 2))


def test_reverse_order_ignores_the_waves() -> None:
    # b2; then a2 (index 3) before b1 (1); a2 fills a1 and a3, a3 (6) goes next; then b1, and
    # last a1, which by then holds 3
    result = burst_in_order(start(SURPLUS, width=3, height=3), "b2", "reverse")
    assert result.sequence == ((1, 1), (0, 1), (0, 2), (1, 0), (0, 0))
    assert result.final is not None
    assert result.final.to_text() == "3x3 .2A1B/2A2A1A/1A1A1A B"


def test_priority_list_sets_the_order() -> None:
    state = start(SURPLUS, width=3, height=3)
    result = burst_in_order(state, "b2", ["b1", "a1"])
    # b1 is listed first, so it bursts before a2 (unlisted); then a1 (listed) as soon as full
    assert result.sequence[:2] == ((1, 1), (1, 0))
    assert result.final == state.play("b2")


def test_endless_by_repetition_is_detected() -> None:
    case = CLAIM_CASES["a"]
    result = burst_in_order(case.start(), case.move, "random", 3)
    assert result.final is None and result.endless == "every_cell"
    assert {sq for sq in result.sequence} == set(case.start().game.board.squares())
    assert resolve_in_order(case.start(), case.move) is None


def test_endless_by_too_many_marbles_is_detected_at_once() -> None:
    state = start("2x3 1B1B/2B2B/1A1A A", width=2, height=3)
    result = burst_in_order(state, "b1", "waves")
    assert result.final is None and result.endless == "capacity" and result.bursts == 0


def test_a_move_without_cascade_only_places() -> None:
    state = start("3x3 .../.../1A.. B", width=3, height=3)
    result = burst_in_order(state, "c3", "random")
    assert result.bursts == 0 and result.final == state.play("c3")


def test_overflow_guard_keeps_the_result_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    # b2 is held back while its neighbours burst again and again, until it holds 7: then a
    # burst next to it would need an 8th marble, which the counts cannot store
    text, move = "3x4 1A2A1A/2A3A2A/2A3A1A/1B2A1A A", "a4"
    state = start(text, width=3, height=4, stop_on_win=False)
    order = [sq for sq in state.game.board.squares() if sq != (1, 1)]
    real_wave = claims.wave
    overflows = []

    def spy(c0: int, c1: int, c2: int, burst: int, lay: object) -> tuple[int, ...]:
        result = real_wave(c0, c1, c2, burst, lay)  # type: ignore[arg-type]
        if marbles(*result[:3], state.lay.cells) != marbles(c0, c1, c2, state.lay.cells):
            overflows.append(burst)
        return result

    monkeypatch.setattr(claims, "wave", spy)
    result = burst_in_order(state, move, order)
    assert overflows                                  # the guard had something to prevent
    reference = state.play(move)
    assert (result.final is None) == is_endless(reference)
    if result.final is not None:
        assert result.final == reference


def test_grouped_burst_when_every_single_burst_overflows() -> None:
    state = start("5x4 1A2A2A2A1A/2A3A3A2A2A/2A3A3A3A2A/1B2A2A2A1A A", width=5, height=4,
                  stop_on_win=False)
    order = [sq for sq in state.game.board.squares() if sq not in ((0, 3), (1, 3))]
    result = burst_in_order(state, "e2", order)
    assert result.grouped >= 1
    assert result.final is None and is_endless(state.play("e2"))


def test_bad_arguments_are_rejected() -> None:
    state = start(SURPLUS, width=3, height=3)
    with pytest.raises(ValueError, match="unknown order"):
        burst_in_order(state, "b2", "sideways")
    with pytest.raises(ValueError, match="not a square"):
        burst_in_order(state, "b2", [(9, 9)])
    with pytest.raises(IllegalMoveError, match="belongs to B"):
        burst_in_order(state, "a1", "waves")
    with pytest.raises(TypeError, match=r"expected a Kettenreaktion position \(ChainState\)"):
        burst_in_order("3x3", "b2")  # type: ignore[arg-type]


def test_bad_arguments_are_rejected_in_german() -> None:
    # The sentences come from the catalogue: German after set_language("de") (issue 13.3).
    state = start(SURPLUS, width=3, height=3)
    cubekit.set_language("de")
    try:
        with pytest.raises(ValueError, match="unbekannte Reihenfolge \\(order\\) 'sideways'"):
            burst_in_order(state, "b2", "sideways")
        with pytest.raises(ValueError, match="ist kein Feld des 3x3-Bretts"):
            burst_in_order(state, "b2", [(9, 9)])
        with pytest.raises(TypeError, match="Stellung von Kettenreaktion"):
            burst_in_order("3x3", "b2")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="games muss eine ganze Zahl von mindestens 1"):
            claims.claim_statistics(games=0)
    finally:
        cubekit.set_language("en")
    with pytest.raises(ValueError, match="unbekannte Behauptung 'd'"):
        claims.check_claim("d", language="de")
    with pytest.raises(ValueError, match="unknown claim 'd': expected 'a', 'b' or 'c'"):
        claims.check_claim("d")


@cache
def rules(width: int, height: int, players: int) -> ChainReaction:
    return ChainReaction(width=width, height=height, players=players, stop_on_win=False)


@st.composite
def positions(draw: st.DrawFn) -> tuple[ChainState, str]:
    """A settled position (2 or 3 players) on a board up to 5x5 and a legal move in it; dense
    boards and moves that burst are favoured, so that long and endless cascades come up."""
    width, height = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    players = draw(st.sampled_from([2, 2, 3]))
    game = rules(width, height, players)
    full = draw(st.integers(0, 75))    # percent of cells one marble below capacity
    cells = []
    for square in game.board.squares():
        top = game.capacity(square) - 1
        count = top if draw(st.integers(1, 100)) <= full else draw(st.integers(0, top))
        cells.append((count, draw(st.integers(0, players - 1)) if count else -1))
    to_move = draw(st.integers(0, players - 1))
    state = game.parse_state(format_position(width, height, cells, to_move, None, False))
    moves = state.legal_moves()
    assume(moves)
    bursting = [m for m in moves if state.count(m.square) + 1 == game.capacity(m.square)]
    if bursting and draw(st.booleans()):
        moves = bursting
    return state, str(draw(st.sampled_from(moves)))


@SETTINGS
@given(positions(), st.sampled_from(["waves", "random", "reverse"]), st.integers(0, 2**32 - 1))
def test_any_order_ends_on_the_wave_board(case: tuple[ChainState, str], order: str,
                                          seed: int) -> None:
    state, move = case
    reference = state.play(move)
    result = resolve_in_order(state, move, order, seed)
    event("never settles" if is_endless(reference) else
          "cascade" if state.count(state.parse_move(move).square) + 1 >= state.game.capacity(
              state.parse_move(move).square) else "no cascade")
    if is_endless(reference):
        assert result is None
    else:
        assert result == reference


# --- statistics -------------------------------------------------------------------------------
def test_statistics_count_a_known_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # the 2x3 game of the scenario "too_many_marbles_with_stop": cascades at moves 5 (a1),
    # 6 (a3) and 9 (b1); only move 9 wins, and 9 marbles can never settle on 2x3 without the
    # stop; a2 bursts with 4 (capacity 3) in move 9, the other cascades have no surplus; the
    # cascades of moves 5 and 6 settle and are compared with a random order
    game = ChainReaction(width=2, height=3)
    moves = ["b1", "b3", "a1", "a3", "a1", "a3", "b1", "b3", "b1"]
    monkeypatch.setattr(claims, "_random_games", lambda g, n, seed: ([moves], "stub"))
    stats = claim_statistics(game, games=1)
    assert (stats.moves, stats.cascades, stats.winning_moves, stats.endless_wins) == (9, 3, 1, 1)
    assert (stats.surplus_cascades, stats.order_checked, stats.order_differences) == (1, 2, 0)
    assert stats.settle_disagreements == 0 and stats.source == "stub"


def _counts(stats: ClaimStats) -> tuple[int, ...]:
    return (stats.moves, stats.cascades, stats.surplus_cascades, stats.winning_moves,
            stats.endless_wins, stats.order_checked, stats.order_differences,
            stats.settle_disagreements, stats.grouped)


def check_consistent(stats: ClaimStats, games: int) -> None:
    assert stats.games == games
    assert stats.winning_moves == games        # every random two-player game ends in a win
    assert stats.endless_wins <= stats.winning_moves <= stats.cascades <= stats.moves
    assert stats.surplus_cascades <= stats.cascades
    assert stats.order_differences == 0 and stats.settle_disagreements == 0
    # every cascade either never settles (only winning ones can) or is compared
    assert stats.order_checked + stats.endless_wins == stats.cascades


def test_statistics_are_reproducible_and_consistent() -> None:
    game = ChainReaction(width=4, height=4)
    calls: list[tuple[int, int]] = []
    first = claim_statistics(game, games=6, seed=11, progress=lambda d, n: calls.append((d, n)))
    second = claim_statistics(game, games=6, seed=11)
    assert _counts(first) == _counts(second)
    assert calls == [(k, 6) for k in range(1, 7)]
    check_consistent(first, 6)
    other = claim_statistics(game, games=6, seed=12)
    assert _counts(other) != _counts(first)
    assert "6" in first.describe("en") and "Zufallspartien" in first.describe("de")


def test_statistics_without_the_playout_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cubekit.games.chain_reaction.playout", None)
    game = ChainReaction(width=3, height=3)
    first = claim_statistics(game, games=5, seed=2)
    assert first.source == "loop"
    assert _counts(first) == _counts(claim_statistics(game, games=5, seed=2))
    check_consistent(first, 5)


def test_statistics_use_the_default_rules() -> None:
    free = ChainReaction(width=3, height=3, stop_on_win=False)
    stats = claim_statistics(free, games=2, seed=0)
    assert stats.winning_moves == 2
    with pytest.raises(ValueError, match="at least 1"):
        claim_statistics(free, games=0)


def test_without_stop_keeps_the_board() -> None:
    state = start(SURPLUS, width=3, height=3)
    free = without_stop(state)
    assert not free.game.stop_on_win and board_of(free) == board_of(state)
    assert free.to_move == state.to_move
