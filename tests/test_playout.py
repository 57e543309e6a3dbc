"""Random playouts (cubekit.games.chain_reaction.playout) against the reference engine.

Every playout is replayed move by move through ``ChainState.play``, the one-state-at-a-time
rules engine: each move must be legal where it is played, the game must be over exactly after
the last move, and the winner must agree. A batched engine that let marbles leak between
packed boards, stopped a cascade too late or too early (CR-4), or picked an illegal cell
would fail here.
"""

from __future__ import annotations

from collections import Counter

import pytest

import cubekit
from cubekit.games.chain_reaction import playout
from cubekit.games.chain_reaction.playout import PlayoutResult, random_playouts
from cubekit.games.chain_reaction.rules import ChainReaction, ChainState


def replay(game: ChainReaction, result: PlayoutResult) -> ChainState:
    """Replay a playout through the reference engine, checking every move on the way."""
    state = game.initial_state()
    assert result.length == len(result.moves)
    for number, move in enumerate(result.moves, 1):
        assert state.outcome is None, f"move {number} ({move}) comes after the game ended"
        assert state.why_illegal(move) is None, f"move {number} ({move}) is illegal"
        state = state.play(move)  # type: ignore[assignment]
    assert state.outcome is not None, f"the game is not over after {result.length} moves"
    assert state.outcome.winner == result.winner
    return state


@pytest.mark.parametrize(("width", "height", "n", "batches", "start"), [
    (3, 3, 120, (1, 7, 64), 0),     # 7 does not divide 120
    (3, 3, 40, (5,), 1),            # B starts (CR-6)
    (5, 7, 60, (1, 16), 0),
    (6, 6, 60, (60, 13), 0),
    (6, 6, 20, (8,), 1),
    (8, 10, 40, (1, 9), 0),
    (10, 8, 40, (40, 6), 1),
])
def test_playouts_replay_through_the_reference_engine(width: int, height: int, n: int,
                                                      batches: tuple[int, ...],
                                                      start: int) -> None:
    game = ChainReaction(width=width, height=height, start_player=start)
    runs = [random_playouts(game, n, seed=width * 100 + height, batch=b) for b in batches]
    for results in runs:
        assert len(results) == n
        for result in results:
            replay(game, result)
    # Packing games together changes nothing about them (game i depends on seed and i only).
    assert all(results == runs[0] for results in runs[1:])
    # Both players win some games: a sign the packed boards are not frozen or mixed up.
    assert {r.winner for r in runs[0]} == {0, 1}


def test_first_move_can_never_lose_and_the_loser_had_moved() -> None:
    # CR-4: a game needs at least one move of each player and ends on the winner's move.
    game = ChainReaction(width=2, height=2)
    results = random_playouts(game, 200, seed=3, batch=32)
    for result in results:
        replay(game, result)
        assert result.length >= 3
        assert result.winner == (result.length - 1) % 2   # the player who made the last move


def test_same_seed_same_games_other_seed_other_games() -> None:
    game = ChainReaction(width=6, height=6)
    first = random_playouts(game, 12, seed=42)
    assert random_playouts(game, 12, seed=42) == first
    assert random_playouts(game, 12, seed=43) != first
    # a shorter run is a prefix of a longer one
    assert random_playouts(game, 5, seed=42, batch=2) == first[:5]


def test_default_batch_packs_many_games() -> None:
    for width, height in ((6, 6), (8, 8), (8, 10)):
        game = ChainReaction(width=width, height=height)
        assert playout.default_batch(game) >= 500
        assert playout.default_batch(game) * game.layout.size <= 2**17


def counts_are_uniform(counts: Counter[str], cells: int, total: int) -> bool:
    expected = total / cells
    return len(counts) == cells and all(abs(c - expected) < 4.5 * expected ** 0.5 + 1
                                        for c in counts.values())


def test_moves_are_uniform_over_the_legal_cells() -> None:
    game = ChainReaction(width=3, height=3)
    results = random_playouts(game, 1800, seed=5)
    first = Counter(r.moves[0] for r in results)
    assert counts_are_uniform(first, 9, 1800)
    # B's first reply: any cell but the one A took, so 8 choices, each equally likely
    relative = Counter((r.moves[0], r.moves[1]) for r in results if r.moves[0] == "b2")
    second = Counter(b for _, b in relative)
    assert "b2" not in second
    assert counts_are_uniform(second, 8, sum(second.values()))


def test_exact_draw_without_rejection_sampling(monkeypatch: pytest.MonkeyPatch) -> None:
    # ATTEMPTS = 0 sends every move through the exact draw among the legal cells.
    monkeypatch.setattr(playout, "ATTEMPTS", 0)
    game = ChainReaction(width=3, height=3)
    results = random_playouts(game, 900, seed=8, batch=100)
    for result in results[:150]:
        replay(game, result)
    assert counts_are_uniform(Counter(r.moves[0] for r in results), 9, 900)
    game = ChainReaction(width=5, height=4)
    for result in random_playouts(game, 20, seed=8, batch=6):
        replay(game, result)


def test_three_players_use_the_reference_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_lockstep(*args: object) -> None:
        raise AssertionError("the lockstep engine only plays two-player games")

    monkeypatch.setattr(playout, "_play_batch", no_lockstep)
    game = ChainReaction(width=4, height=4, players=3)
    results = random_playouts(game, 15, seed=2)
    assert results == random_playouts(game, 15, seed=2)
    for result in results:
        replay(game, result)
    winners = {r.winner for r in results}
    assert winners <= {0, 1, 2} and len(winners) >= 2


def test_stop_on_win_off_uses_the_reference_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_lockstep(*args: object) -> None:
        raise AssertionError("the lockstep engine needs stop_on_win=True")

    monkeypatch.setattr(playout, "_play_batch", no_lockstep)
    game = ChainReaction(width=3, height=3, stop_on_win=False)
    results = random_playouts(game, 40, seed=6)
    reasons: Counter[str] = Counter()
    for result in results:
        state = replay(game, result)
        assert state.outcome is not None
        reasons[state.outcome.reason] += 1
        # CR-4 option off: a cascade that never settles ends the game without a winner
        assert (result.winner is None) == (state.outcome.reason == "endless_cascade")
    # on 3x3 both endings are common: 40 games show each of them
    assert set(reasons) == {"last_player", "endless_cascade"}


def test_progress_reports_each_batch() -> None:
    calls: list[tuple[int, int]] = []
    game = ChainReaction(width=3, height=3)
    random_playouts(game, 10, batch=4, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(4, 10), (8, 10), (10, 10)]
    calls.clear()
    random_playouts(game.with_options(players=3), 3,  # type: ignore[arg-type]
                    progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_zero_games() -> None:
    assert random_playouts(ChainReaction(), 0) == []


@pytest.mark.parametrize(("kwargs", "error", "words"), [
    ({"n": -1}, ValueError, "n must be"),
    ({"n": 2.5}, TypeError, "n must be a whole number"),
    ({"n": True}, TypeError, "n must be a whole number"),
    ({"n": 3, "batch": 0}, ValueError, "batch must be at least 1"),
    ({"n": 3, "batch": 2.0}, TypeError, "batch must be a whole number"),
    ({"n": 3, "seed": "x"}, TypeError, "seed must be a whole number"),
    ({"n": 3, "progress": 5}, TypeError, "progress must be a function"),
])
def test_bad_arguments(kwargs: dict[str, object], error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        random_playouts(ChainReaction(width=3, height=3), **kwargs)  # type: ignore[arg-type]


def test_game_must_be_chain_reaction() -> None:
    with pytest.raises(TypeError, match=r"game must be Kettenreaktion rules \(ChainReaction\)"):
        random_playouts("chain_reaction", 3)  # type: ignore[arg-type]


@pytest.mark.parametrize(("kwargs", "error", "words"), [
    ({"n": -1}, ValueError, "n muss die Zahl der zu spielenden Partien sein"),
    ({"n": 2.5}, TypeError, "n muss eine ganze Zahl sein, nicht 2.5"),
    ({"n": 3, "batch": 0}, ValueError, "batch muss mindestens 1 sein"),
    ({"n": 3, "batch": 2.0}, TypeError, "batch muss eine ganze Zahl oder None sein"),
    ({"n": 3, "progress": 5}, TypeError, "progress muss eine Funktion"),
])
def test_bad_arguments_in_german(kwargs: dict[str, object], error: type[Exception],
                                 words: str) -> None:
    # The sentences come from the catalogue: German after set_language("de") (issue 13.3).
    cubekit.set_language("de")
    try:
        with pytest.raises(error, match=words):
            random_playouts(ChainReaction(width=3, height=3), **kwargs)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="game muss Regeln von Kettenreaktion"):
            random_playouts("chain_reaction", 3)  # type: ignore[arg-type]
    finally:
        cubekit.set_language("en")
