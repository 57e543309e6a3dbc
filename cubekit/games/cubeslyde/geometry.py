"""The 6 x 6 board as tables: squares by index, neighbours, every move, four-in-a-row masks.

Squares are indices ``row * 6 + col`` (``a1`` = 0, ``f6`` = 35) wherever speed matters;
directions are numbers 0-3 for N, E, S, W. Everything here is computed once at import.
"""

from __future__ import annotations

from cubekit.core.grid import Board, Square, square_name
from cubekit.games.cubeslyde.notation import SIZE, Place, Push

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
DIRECTIONS = ("N", "E", "S", "W")
VECTORS = ((0, 1), (1, 0), (0, -1), (-1, 0))
OPPOSITE = (2, 3, 0, 1)
SQUARES: tuple[Square, ...] = tuple((i % SIZE, i // SIZE) for i in range(CELLS))
"""The square of every index."""

NEXT = BOARD.step_table(VECTORS)
"""``NEXT[d][i]``: the index of the square next to ``i`` in direction ``d`` (N, E, S, W), or
-1 beyond the edge."""

# Four-in-a-row windows as bit operations on a mask of one player's squares (bit = index):
# a set bit in ``m & m >> k & m >> 2k & m >> 3k`` marks the first of four squares in a row.
_COLS_0_2 = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(3))
_COLS_3_5 = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(3, SIZE))
_LINE_STEPS = ((1, _COLS_0_2, (1, 0)), (SIZE, (1 << CELLS) - 1, (0, 1)),
               (SIZE + 1, _COLS_0_2, (1, 1)), (SIZE - 1, _COLS_3_5, (-1, 1)))


def push_key(first: int, last: int, d: int) -> int:
    """The number of the push of the run ``first``-``last`` (indices, ``first <= last``)
    towards ``d``: its place in :data:`PUSHES` and the order of the legal moves."""
    return (first * CELLS + last) * 4 + d


def _make_tables() -> tuple[list[Push | None], list[Place]]:
    pushes: list[Push | None] = [None] * (CELLS * CELLS * 4)
    for i in range(CELLS):
        for d in range(4):
            pushes[push_key(i, i, d)] = Push(SQUARES[i], SQUARES[i], DIRECTIONS[d])
            j = i
            while True:   # groups along their own line (CS-3), head i, tail j
                j = NEXT[OPPOSITE[d]][j]
                if j < 0:
                    break
                a, b = min(i, j), max(i, j)
                pushes[push_key(a, b, d)] = Push(SQUARES[a], SQUARES[b], DIRECTIONS[d])
    places = [Place(s, SQUARES[i], white) for white in (False, True) for s in range(8)
              for i in range(CELLS)]
    return pushes, places


PUSHES, PLACES = _make_tables()
"""Every push by :func:`push_key` (None where no straight run exists), and every placement
at ``(8 * white + strength) * 36 + index``: the move objects are made once and shared."""


def name(index: int) -> str:
    """The name of the square with this index: ``a1`` for 0."""
    return square_name(SQUARES[index])


def span(indices: tuple[int, ...]) -> str:
    """``b4`` for one square, ``b4-d4`` from the first to the last of several."""
    if len(indices) == 1:
        return name(indices[0])
    return f"{name(indices[0])}-{name(indices[-1])}"


def beyond(index: int, d: int) -> Square:
    """The square one step past ``index`` in direction ``d``, possibly off the board."""
    col, row = SQUARES[index]
    return (col + VECTORS[d][0], row + VECTORS[d][1])


_BITS = tuple(1 << i for i in range(CELLS))


def masks(cells: tuple[int, ...]) -> list[int]:
    """Bit masks of the squares of each owner code 0-4 (bit ``i`` = index ``i``)."""
    found = [0, 0, 0, 0, 0]
    for code, bit in zip(cells, _BITS, strict=False):   # both have 36 (strict is slower)
        if code:
            found[code >> 3] |= bit
    return found


def run_in(mask: int) -> tuple[int, ...] | None:
    """The first run of four or more squares of ``mask`` in a row, column or diagonal (as
    indices from the lower end), or None (rulebook *Viererkette*)."""
    if mask.bit_count() < 4:
        return None
    for step, valid, (dc, dr) in _LINE_STEPS:
        starts = mask & (mask >> step) & (mask >> 2 * step) & (mask >> 3 * step) & valid
        if starts:
            first = (starts & -starts).bit_length() - 1
            col, row = SQUARES[first]
            run = []
            while 0 <= col < SIZE and 0 <= row < SIZE and mask >> (row * SIZE + col) & 1:
                run.append(row * SIZE + col)
                col, row = col + dc, row + dr
            return tuple(run)
    return None


def line_of(cells: tuple[int, ...], owner: int) -> tuple[int, ...] | None:
    """The first four-or-more run of ``owner``'s cubes, or None."""
    return run_in(masks(cells)[owner])
