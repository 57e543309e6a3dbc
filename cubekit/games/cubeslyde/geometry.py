"""The 6 x 6 board as tables: squares by index, neighbours, every move, four-in-a-row masks.

Squares are indices ``row * 6 + col`` (``a1`` = 0, ``f6`` = 35) wherever speed matters;
directions are numbers 0-3 for N, E, S, W. Everything here is computed once at import.
"""

from __future__ import annotations

from cubekit.core.grid import Board, Square, square_name
from cubekit.games.cubeslyde.notation import SIZE, Pass, Place, Push, PushDirection

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
DIRECTIONS: tuple[PushDirection, ...] = ("N", "E", "S", "W")
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


def _ray(index: int, d: int) -> list[int]:
    """The indices of the squares from ``index`` (not included) towards ``d`` to the edge."""
    found = []
    index = NEXT[d][index]
    while index >= 0:
        found.append(index)
        index = NEXT[d][index]
    return found


def push_key(first: int, last: int, d: int) -> int:
    """The number of the push of the run ``first``-``last`` (indices, ``first <= last``)
    towards ``d``: its place in :data:`PUSHES` and the order of the legal moves."""
    return (first * CELLS + last) * 4 + d


def _make_tables() -> tuple[list[Push | None], list[Place | None]]:
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
    places: list[Place | None] = [
        Place(s, SQUARES[i], white) if 1 <= s <= 6 else None
        for white in (False, True) for s in range(8) for i in range(CELLS)]
    return pushes, places


PUSHES, PLACES = _make_tables()
"""Every push by :func:`push_key` (None where no straight run exists), and every placement
at :func:`place_code` (None for the codes of strengths 0 and 7): the move objects are made
once and shared (``legal_moves`` and ``parse_move`` hand out these very objects)."""

_STAND_IN = Push(SQUARES[0], SQUARES[0], "N")
PUSH_MOVES: list[Push] = [_STAND_IN if move is None else move for move in PUSHES]
""":data:`PUSHES` for the keys of legal pushes (typed without None; the other keys hold a
stand-in and are never asked for)."""

PASS = Pass()
"""The one pass move that ``legal_moves`` and ``parse_move`` hand out."""


def place_code(white: bool, strength: int, index: int) -> int:
    """The place of a placement in :data:`PLACES`: ``(8 * white + strength) * 36 + index``."""
    return ((8 if white else 0) + strength) * CELLS + index


PUSH_CODE = 1024
""":data:`MOVE_CODES` of a push: ``PUSH_CODE + push_key`` (above every placement's code)."""

MOVE_CODES: dict[int, int] = {
    **{id(move): code for code, move in enumerate(PLACES) if move is not None},
    **{id(move): PUSH_CODE + key for key, move in enumerate(PUSHES) if move is not None}}
"""The code of each shared move object by its identity (they live as long as the module, so
no other object can have their ids): its :func:`place_code`, or ``PUSH_CODE`` plus its
:func:`push_key`."""

def shared(move: Place | Push | Pass) -> Place | Push | Pass:
    """The shared move object equal to ``move`` (a well-formed move read from text), or
    ``move`` itself when there is none (a push that cannot be legal)."""
    if isinstance(move, Pass):
        return PASS
    if isinstance(move, Place):
        found: Place | Push | None = PLACES[place_code(move.white, move.strength,
                                                       BOARD.index(move.square))]
    elif move.direction in DIRECTIONS:
        found = PUSHES[push_key(BOARD.index(move.first), BOARD.index(move.last),
                                DIRECTIONS.index(move.direction))]
    else:
        found = None
    return found if found == move else move


PLACE_ROWS: tuple[tuple[tuple[tuple[Place, ...], ...], ...], ...] = tuple(
    tuple(tuple(tuple(move for col in range(SIZE) if piece >> col & 1
                      for move in [PLACES[kind * CELLS + row * SIZE + col]] if move is not None)
                for piece in range(1 << SIZE))
          for row in range(SIZE))
    for kind in range(16))
"""``PLACE_ROWS[8 * white + strength][row][piece]``: the placements of that cube on the
squares of ``row`` whose bits are set in ``piece`` (six bits, file a first), in index order;
so a mask of empty squares becomes its placements in six lookups."""

BITS = tuple(1 << i for i in range(CELLS))
"""The bit of each index in a mask of squares."""
ALL = (1 << CELLS) - 1
"""The mask of every square."""
TOGGLE = tuple(tuple(BITS[i] | (BITS[NEXT[d][i]] if NEXT[d][i] >= 0 else 0)
                     for i in range(CELLS)) for d in range(4))
"""``TOGGLE[d][i]``: the bits that change in its owner's mask when the cube on ``i`` moves one
square towards ``d`` (just ``i`` when it leaves the board)."""
_FILES_A_E = sum(BITS[r * SIZE + c] for r in range(SIZE) for c in range(SIZE - 1))
_FILES_B_F = sum(BITS[r * SIZE + c] for r in range(SIZE) for c in range(1, SIZE))
_RANKS_1_5 = sum(BITS[:CELLS - SIZE])
_RANKS_2_6 = sum(BITS[SIZE:])


NO_SQUARE = 63
"""An index beyond the board: its bit is never set in a mask of squares."""


def _lead(head: int, d: int) -> tuple[int, tuple[int, ...], int, int, tuple[tuple[int, int], ...]]:
    ahead, behind = _ray(head, d), _ray(head, OPPOSITE[d])
    return (ahead[0] if ahead else NO_SQUARE, tuple(ahead[1:]), push_key(head, head, d),
            behind[0] if behind else NO_SQUARE,
            tuple((back, push_key(min(head, back), max(head, back), d)) for back in behind))


LEADS = tuple(tuple(_lead(i, d) for i in range(CELLS)) for d in range(4))
"""``LEADS[d][head]``: what a push from ``head`` towards ``d`` looks at, as ``(front, ahead,
key, behind, groups)``: the square in front of ``head`` (:data:`NO_SQUARE` at the edge),
the squares after it up to the edge, the :func:`push_key` of the cube on ``head`` pushed
alone, the square behind it (or :data:`NO_SQUARE`) and the longer groups, one square more
behind ``head`` at a time up to the edge, as the index of their back cube and their
:func:`push_key`."""
LEADS_FROM = tuple(tuple(LEADS[d][i] for d in range(4) if LEADS[d][i][0] != NO_SQUARE)
                   for i in range(CELLS))
"""``LEADS_FROM[head]``: the :data:`LEADS` of ``head`` towards the directions (N, E, S, W) in
which the square in front is on the board (rulebook *Phase 2*: a cube is not pushed off by
its own side)."""


def heads(own: int) -> tuple[int, int, int, int]:
    """Per direction N, E, S, W: the cubes of a mask ``own`` that can lead a push that way:
    the square in front of each is on the board (rulebook *Phase 2*: a cube is not pushed
    off by its own side) and holds no cube of ``own`` (CS-3: the push would have to include
    it)."""
    return (own & _RANKS_1_5 & ~(own >> SIZE), own & _FILES_A_E & ~(own >> 1),
            own & _RANKS_2_6 & ~(own << SIZE), own & _FILES_B_F & ~(own << 1))


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


def masks(cells: tuple[int, ...]) -> tuple[int, ...]:
    """Bit masks of the squares of each owner code 0-4 (bit ``i`` = index ``i``)."""
    found = [0, 0, 0, 0, 0]
    for code, bit in zip(cells, BITS, strict=False):   # both have 36 (strict is slower)
        if code:
            found[code >> 3] |= bit
    return tuple(found)


LANE = 64
"""Masks of several owners packed into one number lie ``LANE`` bits apart (see
:func:`any_run`)."""
_REPEAT = sum(1 << LANE * k for k in range(5))
_ROW_STARTS, _UP_STARTS = _COLS_0_2 * _REPEAT, _COLS_3_5 * _REPEAT
_ON_BOARD = ((1 << CELLS) - 1) * _REPEAT


def any_run(packed: int) -> bool:
    """Whether any of up to five masks packed :data:`LANE` bits apart (mask ``k`` shifted by
    ``k * LANE``) has four squares in a row, column or diagonal. A set bit of each test below
    marks the first of four in a row; shifted bits of one mask stay out of the squares of the
    mask below it (a lane is wider than the board and the longest shift)."""
    row, col = packed & packed >> 1, packed & packed >> SIZE
    up, down = packed & packed >> (SIZE + 1), packed & packed >> (SIZE - 1)
    return bool(row & row >> 2 & _ROW_STARTS or col & col >> 2 * SIZE & _ON_BOARD
                or up & up >> 2 * (SIZE + 1) & _ROW_STARTS
                or down & down >> 2 * (SIZE - 1) & _UP_STARTS)


def run_in(mask: int) -> tuple[int, ...] | None:
    """The first run of four or more squares of ``mask`` in a row, column or diagonal (as
    indices from the lower end), or None (rulebook *Viererkette*)."""
    if mask.bit_count() < 4 or not any_run(mask):    # usually there is none: look quickly
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
