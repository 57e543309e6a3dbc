"""Shared test helpers: the variants every game is checked in, and seeded random games.

A new game joins the conformance suite (``test_conformance.py``) by adding an entry to
:data:`VARIANTS` (a test fails while a registered game has none). Optional per-game hooks:
:data:`MOVE_ORDER` (the documented sort order of ``legal_moves``) and
:data:`ILLEGAL_CANDIDATES` (moves worth trying that the rules must reject).
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import cubekit
from cubekit.core.game import Game, State
from cubekit.core.i18n import get_language, set_language

VARIANTS: dict[str, list[dict[str, Any]]] = {
    "chain_reaction": [
        {"width": 6, "height": 6},
        {"width": 8, "height": 8},
        {"width": 8, "height": 10},
        {"width": 2, "height": 2},
        {"width": 3, "height": 5},
        {"width": 26, "height": 3},
        {"players": 3},
        {"width": 4, "height": 4, "players": 8},
        {"start_player": 1},
        {"stop_on_win": False},
    ],
    # Cubeslyde: every variant has a turn limit (RULES.md CS-10) so that random games end
    "cubeslyde": [
        {"turn_limit": 120},
        {"players": 3, "turn_limit": 120},
        {"players": 4, "turn_limit": 120},
        {"players": 4, "teams": True, "turn_limit": 120},
        {"players": 4, "teams": True, "partner_cubes": "own", "turn_limit": 120},
        {"level": "beginner", "turn_limit": 120},
        {"players": 3, "level": "intermediate", "turn_limit": 120},
        {"own_in_line": "blocks", "turn_limit": 120},
        {"players": 3, "line_wins": "mover_only", "turn_limit": 120},
        {"players": 3, "level": "beginner", "no_move": "lose", "turn_limit": 120},
        {"start_player": 1, "white_strengths": (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 6, 6),
         "turn_limit": 120},
    ],
    # Deblockle: random games need 1500-3000 turns, so every variant has a turn limit (a kit
    # option next to RULES.md DB-7, not in the rulebook)
    "deblockle": [
        {"turn_limit": 150},
        {"blocks": 1, "turn_limit": 150},
        {"blocks": 2, "turn_limit": 150},
        {"blocks": 3, "turn_limit": 150},
        {"blocks": (4, 2), "turn_limit": 150},
        {"no_adjacent": True, "turn_limit": 150},
        {"slider_star": "stop", "turn_limit": 150},
        {"impossible_hop": "skip", "turn_limit": 150},
        {"start_player": 1, "turn_limit": 150},
        {"setup": "A:a1(x/o/@),g1(=/x/*) B:a7(x/*/=),g7(+/=/*) A", "blocks": 2,
         "turn_limit": 150},
    ],
    # Striedies Strategie: dice on a 15x15 board rarely meet in random games, so every variant
    # has a turn limit (RULES.md ST-7 as CS-10, not in the rulebook)
    "striedies": [
        {"turn_limit": 200},
        {"players": 3, "turn_limit": 200},
        {"players": 4, "turn_limit": 200},
        {"dice": "left", "turn_limit": 200},
        {"players": 4, "dice": "left", "reinforce_with": "any", "turn_limit": 200},
        {"reinforce_with": "any", "turn_limit": 200},
        {"players": 3, "start_player": 2, "turn_limit": 200},
        {"setup": "A:g7(6/2/3),h8(3/5/6) B:h7(3/6/2),i8(6/4/2) A", "turn_limit": 200},
        {"players": 3, "retreat_removal": "after_fights", "turn_limit": 200},
    ],
}
"""Rule options (for :func:`cubekit.load`) of the variants each registered game is tested in."""


def _chain_order(move: Any) -> tuple[int, int]:
    col, row = move.square
    return (row, col)  # index order: rank 1 first, each rank from file a


def _cubeslyde_order(move: Any) -> tuple[int, ...]:
    """Places by (white, strength, square index), then pushes by (first square index, last
    square index, direction N, E, S, W); ``pass`` only ever stands alone."""
    name = type(move).__name__
    if name == "Place":
        col, row = move.square
        return (0, int(move.white), move.strength, row * 6 + col)
    if name == "Push":
        (c1, r1), (c2, r2) = move.first, move.last
        return (1, r1 * 6 + c1, r2 * 6 + c2, "NESW".index(move.direction))
    return (2,)


def _deblockle_order(move: Any) -> tuple[int, int, int]:
    """By the block's square index (row * 7 + col), tip direction N, E, S, W, then the hop's
    end square index (no hop first)."""
    col, row = move.square
    end = -1 if move.target is None else move.target[1] * 7 + move.target[0]
    return (row * 7 + col, "NESW".index(move.direction.name), end)


def _striedies_order(move: Any) -> tuple[int, ...]:
    """By the die's square index (row * 15 + col), the first direction N, E, S, W, straight
    before turns, turns by the squares before the turn, then the turn direction N, E, S, W;
    ``pass`` only ever stands alone."""
    if type(move).__name__ == "Pass":
        return (-1,)
    col, row = move.square
    turn = -1 if move.turn is None else "NESW".index(move.turn.name)
    return (row * 15 + col, "NESW".index(move.direction.name), move.steps or 0, turn)


MOVE_ORDER: dict[str, Callable[[Any], Any]] = {"chain_reaction": _chain_order,
                                               "cubeslyde": _cubeslyde_order,
                                               "deblockle": _deblockle_order,
                                               "striedies": _striedies_order}
"""Sort key that ``legal_moves()`` must follow, per game (documented order)."""


def _chain_illegal(state: State) -> list[Any]:
    """Chain Reaction: every cell of another colour (rulebook *Dein Zug*)."""
    game: Any = state.game
    return [state.parse_move(game.board.name(sq)) for sq in game.board.squares()
            if state.owner(sq) is not None  # type: ignore[attr-defined]
            and state.owner(sq) != state.to_move]  # type: ignore[attr-defined]


def _cubeslyde_illegal(state: State) -> list[Any]:
    """Cubeslyde: pushing a cube that is not the mover's, diagonal pushes of own cubes,
    placing on a taken square, and passing while an action exists (rulebook Phase 2, 1A/1B;
    RULES.md CS-9)."""
    from cubekit.games.cubeslyde.notation import Pass, Place, push

    cubes = state.cubes()  # type: ignore[attr-defined]
    result: list[Any] = []
    for square, cube in cubes.items():
        if cube.owner != state.to_move:
            result.append(push(square, square, "N"))
        else:
            result.append(push(square, square, "NE"))
        result.append(Place(1, square, bool(state.hand(4))))  # type: ignore[attr-defined]
    if state.has_action():  # type: ignore[attr-defined]
        result.append(Pass())
    return result


def _deblockle_illegal(state: State) -> list[Any]:
    """Deblockle: tipping the opponent's blocks, tipping own blocks without the hop or with a
    hop two squares diagonal from the tip square (rulebook Schritt eins/zwei; RULES.md DB-4 to
    DB-6), keeping only those that are not legal turns."""
    from cubekit.core.grid import Direction
    from cubekit.games.deblockle.notation import Turn

    legal = {str(m) for m in state.legal_moves()}
    result: list[Any] = []
    for block in state.blocks():  # type: ignore[attr-defined]
        for direction in Direction:
            result.append(Turn(block.square, direction, None))
            col, row = direction.step(block.square)
            if 0 <= col + 2 < 7 and 0 <= row + 2 < 7:
                result.append(Turn(block.square, direction, (col + 2, row + 2)))
    return [m for m in result if str(m) not in legal]


def _striedies_illegal(state: State) -> list[Any]:
    """Striedies Strategie: other players' dice, reversals, second turns, wrong distances and
    turns of a die showing 1 (rulebook Spielregel; RULES.md ST-3), passing while a move exists
    (ST-6), keeping only those that are not legal moves."""
    from cubekit.core.grid import Direction
    from cubekit.games.striedies.notation import Pass, Roll

    legal = {str(m) for m in state.legal_moves()}
    result: list[Any] = []
    for die in state.dice():  # type: ignore[attr-defined]
        square, n = die.square, die.top
        if die.owner != state.to_move:
            result.append(Roll(square, Direction.N))
            continue
        result.append(Roll(square, Direction.E, 1, Direction.W))          # reversal
        result.append(Roll(square, Direction.N, 1, Direction.E, 1, ((Direction.N, 1),)))
        result.append(Roll(square, Direction.S, n + 1))                    # wrong distance
        result.append(Roll(square, Direction.W, n, Direction.N))           # turn too late
    if "pass" not in legal:
        result.append(Pass())
    return [m for m in result if str(m) not in legal]


ILLEGAL_CANDIDATES: dict[str, Callable[[State], list[Any]]] = {
    "chain_reaction": _chain_illegal, "cubeslyde": _cubeslyde_illegal,
    "deblockle": _deblockle_illegal, "striedies": _striedies_illegal}
"""Moves the rules must reject in a running position, per game (besides the generic ones)."""

SEEDS = (0, 1, 2)
MAX_MOVES = 400
"""Random games stop here if not over (every variant above ends well before)."""


def variant_id(name: str, options: dict[str, Any]) -> str:
    return name + ("-" + "-".join(f"{k}={v}" for k, v in options.items()) if options else "")


def variant_params() -> list[Any]:
    """``pytest.param(name, options)`` for every game and variant."""
    return [pytest.param(name, options, id=variant_id(name, options))
            for name in cubekit.games() for options in VARIANTS.get(name, [])]


@dataclass(frozen=True)
class RandomGame:
    """A seeded random game: the positions and the moves between them."""

    game: Game
    seed: int
    states: tuple[State, ...]
    moves: tuple[Any, ...]

    @property
    def final(self) -> State:
        return self.states[-1]


def random_game(game: Game, seed: int, max_moves: int = MAX_MOVES) -> RandomGame:
    """Play uniformly random legal moves with ``random.Random(seed)``."""
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    states = [state]
    moves = []
    while not state.is_over and len(moves) < max_moves:
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        states.append(state)
        moves.append(move)
    return RandomGame(game, seed, tuple(states), tuple(moves))


def iter_random_games() -> Iterator[tuple[str, dict[str, Any], int]]:
    for name in cubekit.games():
        for options in VARIANTS.get(name, []):
            for seed in SEEDS:
                yield name, options, seed


@pytest.fixture(autouse=True)
def _restore_language() -> Iterator[None]:
    """Tests may switch the session language; put it back afterwards."""
    before = get_language()
    yield
    set_language(before)


@contextmanager
def in_german() -> Iterator[None]:
    """German as the session language for a while (the language before it afterwards, also
    when the block fails)."""
    before = get_language()
    set_language("de")
    try:
        yield
    finally:
        set_language(before)


@pytest.fixture
def german() -> Iterator[None]:
    """The test runs with German as the session language."""
    with in_german():
        yield


@pytest.fixture(scope="session")
def chromium() -> str:
    """The system Chromium for the browser tests (skips, or fails under
    ``CUBEKIT_REQUIRE_BROWSER=1``, without it or Playwright)."""
    from browser_support import require_chromium

    return require_chromium()


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One JupyterLab for every browser test module of this pytest process (starting one
    takes seconds); each module puts its own notebooks in (``browser_support``)."""
    from browser_support import shared_lab

    with shared_lab(tmp_path_factory.mktemp("jupyterlab")) as lab:
        yield lab


def tool_module(name: str) -> ModuleType:
    """A script of the repository's ``tools/`` folder, imported as a module."""
    spec = importlib.util.spec_from_file_location(
        name, Path(__file__).resolve().parents[1] / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
