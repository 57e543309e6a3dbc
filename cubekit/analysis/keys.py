"""What makes two positions the same position for the exhaustive searches of this package.

:func:`search_key` gives a hashable key for a position: the position itself (``State`` is
hashable) for most games, and for Kettenreaktion a plain tuple of its bit planes, which is
much cheaper to hash, folded over the symmetries of the board (mirror images and half turns
have the same value: the rules of *Kapazität* and *Überlauf* only look at neighbours). The
solver and the claim checks of :mod:`cubekit.analysis` use it for their transposition tables.

>>> import cubekit
>>> game = cubekit.load("chain_reaction", width=3, height=2)
>>> left = game.initial_state().play("a1")
>>> right = game.initial_state().play("c2")
>>> search_key(left) == search_key(right)
True
>>> search_key(left) == search_key(game.initial_state().play("b1"))
False
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any

from cubekit.core.game import State

KeyFunction = Callable[[State], Hashable]

_MAX_SYMMETRIC_CELLS = 20
"""Boards up to this many cells get symmetry-folded keys (tables of 2^cells entries would
be too big beyond; the split into 2 halves keeps each table at 2^10)."""


@lru_cache(maxsize=32)
def cell_permutations(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """The cell permutations of the board's symmetries other than the identity: the two
    mirror images and the half turn, and on a square board also the quarter turns and the
    two diagonal mirrors."""
    def index(col: int, row: int) -> int:
        return row * width + col

    maps = [
        lambda c, r: (width - 1 - c, r),
        lambda c, r: (c, height - 1 - r),
        lambda c, r: (width - 1 - c, height - 1 - r),
    ]
    if width == height:
        maps += [lambda c, r: (r, c), lambda c, r: (width - 1 - r, c),
                 lambda c, r: (r, width - 1 - c), lambda c, r: (width - 1 - r, width - 1 - c)]
    result = []
    for move in maps:
        perm = [0] * (width * height)
        for row in range(height):
            for col in range(width):
                perm[index(col, row)] = index(*move(col, row))
        result.append(tuple(perm))
    return tuple(result)


@lru_cache(maxsize=32)
def _tables(width: int, height: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]:
    """For each symmetry: the image of every mask of the low and of the high half of the
    cells, and the width of the low half in bits."""
    cells = width * height
    low_bits = (cells + 1) // 2
    tables = []
    for perm in cell_permutations(width, height):
        def image(mask: int, offset: int, perm: tuple[int, ...] = perm) -> int:
            out = 0
            bit = 0
            while mask:
                if mask & 1:
                    out |= 1 << perm[bit + offset]
                mask >>= 1
                bit += 1
            return out

        low = tuple(image(m, 0) for m in range(1 << low_bits))
        high = tuple(image(m, low_bits) for m in range(1 << (cells - low_bits)))
        tables.append((low, high, low_bits))
    return tuple(tables)


def _chain_reaction_key(state: Any) -> Hashable:
    planes = (state.c0, state.c1, state.c2, *state.owners)
    outcome = state.outcome
    tail = (state.to_move, state.moved, None if outcome is None else outcome.reason)
    game = state.game
    if game.width * game.height > _MAX_SYMMETRIC_CELLS:
        return (*planes, *tail)
    best = planes
    for low, high, bits in _tables(game.width, game.height):
        mask = (1 << bits) - 1
        image = tuple(low[p & mask] | high[p >> bits] for p in planes)
        if image < best:
            best = image
    return (*best, *tail)


_SPECIAL: dict[str, KeyFunction] = {"chain_reaction": _chain_reaction_key}


def key_function(game_name: str) -> KeyFunction:
    """The key function for a game (see :func:`search_key`)."""
    return _SPECIAL.get(game_name, _same)


def _same(state: State) -> Hashable:
    return state


def search_key(state: State) -> Hashable:
    """A hashable key, equal for positions with the same value (the same position, or for
    Kettenreaktion one of its mirror images). Keys are only compared within one game and
    one set of rule options."""
    return key_function(state.game.name)(state)


__all__ = ["KeyFunction", "cell_permutations", "key_function", "search_key"]
