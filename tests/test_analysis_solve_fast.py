"""Kettenreaktion's own search for the solver (``cubekit/games/chain_reaction/search.py``)
gives what the generic search gives: the same value, length, best moves and value of every
move, on the small boards from the start and from positions in the middle of a game; it is
used only where it applies, folds mirror images and colour swaps into one key, and the
stored table answers hints at once."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import cubekit
from cubekit.analysis import hint, solve
from cubekit.analysis.solutions import load_table, stored_solution
from cubekit.analysis.solve import game_search
from cubekit.core.game import Game, State
from cubekit.games.chain_reaction.search import FastSearch, bounds, entry


def chain(width: int, height: int, **options: Any) -> Game:
    return cubekit.load("chain_reaction", width=width, height=height, **options)


def same_solution(state: State) -> None:
    fast, generic = solve(state, budget_s=120), solve(state, budget_s=120, fast=False)
    assert (fast.value, fast.length, fast.best_moves, fast.moves, fast.method) == (
        generic.value, generic.length, generic.best_moves, generic.moves, generic.method)
    assert fast.positions > 0 and generic.positions > 0


@pytest.mark.parametrize(("width", "height"), [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)])
def test_the_fast_path_agrees_with_the_generic_one_from_the_start(width: int,
                                                                   height: int) -> None:
    same_solution(chain(width, height).initial_state())


@pytest.mark.parametrize(("width", "height", "seed", "least"), [
    (2, 4, 1, 2), (3, 3, 2, 2), (2, 5, 3, 4), (3, 4, 4, 9)])
def test_the_fast_path_agrees_in_the_middle_of_a_game(width: int, height: int, seed: int,
                                                       least: int) -> None:
    rng = random.Random(seed)
    checked = 0
    while checked < 4:
        state = chain(width, height).initial_state()
        for _ in range(rng.randrange(least, width * height + 4)):
            if state.outcome is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome is None:
            same_solution(state)
            checked += 1


def test_positions_where_a_player_has_not_moved_yet() -> None:
    # B starts (CR-6); and a typed position where B has not had a turn
    same_solution(chain(2, 3, start_player=1).initial_state())
    game = chain(2, 4)
    same_solution(game.parse_state("2x4 1A./../../.. B"))
    same_solution(game.initial_state().play("a1"))


def test_used_only_where_it_applies() -> None:
    def check(search: Any) -> None:
        return None

    assert isinstance(game_search(chain(3, 3).initial_state(), check), FastSearch)
    assert game_search(chain(3, 3, players=3).initial_state(), check) is None
    assert game_search(chain(3, 3, stop_on_win=False).initial_state(), check) is None
    assert game_search(cubekit.load("deblockle").initial_state(seed=0), check) is None
    # a horizon, or fast=False: the generic search (its table is keyed by the generic key)
    assert solve(chain(2, 3), within=7).method == "bounded"


def test_keys_fold_mirror_images_and_colour_swaps() -> None:
    game = chain(3, 4)
    search = FastSearch(game, lambda _: None)   # type: ignore[arg-type]
    start = game.initial_state()

    def key(state: Any) -> int:
        return search.key(*search.node_of(state))

    assert key(start.play("a1").play("b2")) == key(start.play("c4").play("b3"))
    assert key(start.play("a1").play("b2")) == key(start.play("c1").play("b2"))
    assert key(start.play("a1").play("b2")) != key(start.play("a1").play("b3"))
    # the same board with the colours swapped and the other player to move
    swapped = game.parse_state("3x4 .../.1B./.../1A.. B")
    original = game.parse_state("3x4 .../.1A./.../1B.. A")
    assert key(swapped) == key(original)
    square = FastSearch(chain(3, 3), lambda _: None)   # type: ignore[arg-type]
    three = chain(3, 3).initial_state()
    assert (square.key(*square.node_of(three.play("a2")))
            == square.key(*square.node_of(three.play("b1"))))


def test_table_entries_round_trip() -> None:
    from cubekit.analysis.solve import MATE

    for low, high, best in [(-MATE, MATE, -1), (MATE - 19, MATE - 19, 12345678901234),
                            (2 - MATE, 0, 0)]:
        assert bounds(entry(low, high, best)) == (low, high, best)


def test_the_budget_stops_the_fast_path_too() -> None:
    from cubekit.analysis.solve import SolveBudgetError

    with pytest.raises(SolveBudgetError) as caught:
        solve(chain(4, 4), budget_s=0.2)
    assert caught.value.positions > 0 and caught.value.depth > 0


def test_a_stored_board_answers_a_hint_at_once() -> None:
    rows = [row for row in load_table(game="chain_reaction").rows
            if row["options"].keys() <= {"width", "height"}]
    assert {"chain_reaction 3x4", "chain_reaction 2x6"} <= {row["case"] for row in rows}
    for row in rows:
        state = cubekit.load("chain_reaction", **row["options"]).initial_state()
        stored = stored_solution(state)
        assert stored is not None and (stored.value, stored.length) == (row["value"],
                                                                         row["length"])
        began = time.perf_counter()
        for move in state.legal_moves():
            found = hint(state, move, budget_s=0.001)
            assert found is not None and found.value == stored.move_value(move).value
        assert time.perf_counter() - began < 1.0
    assert stored_solution(chain(2, 3).initial_state().play("a1")) is None
