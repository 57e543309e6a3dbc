"""Kettenreaktion's bit-plane shortcuts against the plain arithmetic they stand for.

``planes.wave_one`` (the wave of one board, with two shortcuts) must give what ``planes.wave``
and ``planes.bursting`` give on every wave of a cascade, and ``ChainState.legal_moves`` (a
cell mask turned into moves piece by piece) must list exactly the cells of ``legal_cells``.
"""

from __future__ import annotations

import pickle
import random

import pytest

import cubekit
from cubekit.games.chain_reaction import ChainReaction, ChainState
from cubekit.games.chain_reaction.planes import (
    add_one,
    bursting,
    indices,
    over_capacity,
    wave,
    wave_one,
)


def seeded_positions(game: ChainReaction, games: int, seed: int) -> list[ChainState]:
    """Every position before a move of ``games`` seeded random games."""
    rng = random.Random(seed)
    positions = []
    for _ in range(games):
        state = game.initial_state()
        while state.outcome is None:
            positions.append(state)
            state = state.play(rng.choice(state.legal_moves()))
    return positions


@pytest.mark.parametrize(("width", "height", "players", "stop_on_win"), [
    (3, 3, 2, True), (6, 6, 2, True), (8, 10, 2, True), (5, 4, 3, True), (4, 4, 2, False),
    (3, 3, 3, False),
])
def test_wave_one_is_wave_on_every_wave_of_every_move(width: int, height: int, players: int,
                                                      stop_on_win: bool) -> None:
    game = cubekit.load("chain_reaction", width=width, height=height, players=players,
                        stop_on_win=stop_on_win)
    assert isinstance(game, ChainReaction)
    lay = game.layout
    waves = {"over capacity": 0, "one cell": 0, "one marble each": 0, "several marbles": 0}
    for state in seeded_positions(game, 12, seed=width * height + players):
        for move in state.legal_moves():   # every move, not only the one played
            c0, c1, c2 = add_one(state.c0, state.c1, state.c2, 1 << lay.table.index[move.square])
            burst, surplus = bursting(c0, c1, c2, lay), 0
            for _ in range(3 * lay.size):   # a cascade that never settles is cut off
                if not burst:
                    break
                expected = wave(c0, c1, c2, burst, lay)
                got = wave_one(c0, c1, c2, burst, lay, surplus)
                assert got[:5] == expected, (state.to_text(), str(move))
                assert got[5] == bursting(*expected[:3], lay), (state.to_text(), str(move))
                kind = ("over capacity" if burst & over_capacity(c0, c1, c2, lay) else
                        "one cell" if burst.bit_count() == 1 else
                        "several marbles" if got[4] else "one marble each")
                waves[kind] += 1
                c0, c1, c2, _, surplus, burst = got
    # each branch of wave_one was taken (so the comparison covered all four)
    assert all(waves.values()), waves


@pytest.mark.parametrize(("width", "height"), [(2, 2), (3, 5), (6, 6), (8, 10), (26, 3)])
def test_around_is_what_a_lone_burst_gives(width: int, height: int) -> None:
    lay = cubekit.load("chain_reaction", width=width, height=height).layout
    assert len(lay.around) == lay.size
    for index in range(lay.size):
        assert lay.around[1 << index] == wave(0, 0, 0, 1 << index, lay)[3]
        assert lay.around[1 << index].bit_count() == lay.capacity[index]   # CR-2


@pytest.mark.parametrize(("width", "height"), [(2, 2), (3, 5), (6, 6), (5, 8), (8, 10),
                                               (12, 11), (26, 99)])
def test_legal_moves_are_the_legal_cells_in_order(width: int, height: int) -> None:
    # pieces of 12 bits up to 120 cells, of 8 bits beyond: fewer than three, three, more
    game = cubekit.load("chain_reaction", width=width, height=height)
    assert isinstance(game, ChainReaction)
    moves = game.moves.moves
    rng = random.Random(width * 100 + height)
    state = game.initial_state()
    for _ in range(60):
        if state.outcome is not None:
            break
        listed = state.legal_moves()
        assert listed == [moves[i] for i in indices(state.legal_cells())]
        assert all(move is moves[i] for move, i in zip(listed, indices(state.legal_cells()),
                                                   strict=True))
        state = state.play(rng.choice(listed))
    # masks of every density, the board's cells only
    for _ in range(200):
        mask = rng.getrandbits(width * height) & rng.getrandbits(width * height)
        fake = ChainState(game, 0, 0, 0, (0,), 0, 0, None, game.layout)
        fake._legal = mask
        assert fake.legal_moves() == [moves[i] for i in indices(mask)]


def test_a_pickled_position_shares_the_board_layout_and_its_moves() -> None:
    game = cubekit.load("chain_reaction", width=5, height=4)
    assert isinstance(game, ChainReaction)
    state = seeded_positions(game, 1, seed=5)[20]
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.lay is state.lay is game.layout
    assert again.legal_moves() == state.legal_moves()
    assert all(a is b for a, b in zip(again.legal_moves(), state.legal_moves(), strict=True))
    move = state.legal_moves()[-1]
    assert again.play(move) == state.play(move)
