"""Deblockle's board and block as tables, and where a tipped block can hop.

The rules (:mod:`.rules`) and the computer players' evaluation (:mod:`.evaluate`) work on
these tables for speed. Squares are indices ``row * 7 + col`` (``a1`` is 0); directions are
numbered N, E, S, W (0-3); a block's orientation is its index in :data:`ORIENTATIONS`.

- DB-1: the board, the star squares, each player's home star, goal star and start squares;
- DB-2: the block's faces and every orientation, with the tip table (:data:`TIP`) and the
  face on top of each orientation (:data:`TOP`);
- DB-4: :data:`TIP_RULE`, what a tip onto an empty square leads to (a hop, Stop, the block
  removed, or refused), used by the move generator, the explanation and the evaluation;
- DB-5: :func:`hop_ends` (every end square of a hop), :func:`hop_path` (the squares it
  travels), :func:`slides` and :func:`slide_rests` (where a Slider comes to rest).

Sets of squares are often ints whose bit ``i`` stands for square ``i`` (:data:`BIT`,
:func:`squares_of`, :func:`next_to`): a hop's free squares, its end squares, a player's
blocks.
"""

from __future__ import annotations

from collections.abc import Callable

from cubekit.core.cube import DEBLOCKLE_BLOCK, Orientation
from cubekit.core.grid import DIAGONALS, Board, Direction, Square, bit_indices
from cubekit.games.deblockle.notation import SIZE

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
SQUARES: tuple[Square, ...] = tuple((i % SIZE, i // SIZE) for i in range(CELLS))
DIRECTIONS: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
OPPOSITE = (2, 3, 0, 1)


def square_index(square: Square) -> int:
    """The index ``row * 7 + col`` of a square."""
    return square[1] * SIZE + square[0]


# RULES DB-1: star squares d2 and d6; A's home star d2, B's d6; each player removes its
# blocks on the opponent's home star; start squares c1 c3 e1 e3 / c5 c7 e5 e7, each player's
# from its back row (DB-8): A in the order c1 e1 c3 e3, B mirrored c7 e7 c5 e5.
STAR_SQUARES: tuple[Square, Square] = ((3, 1), (3, 5))
HOME_STAR: tuple[Square, Square] = ((3, 1), (3, 5))
"""Each player's home star (DB-1): A d2, B d6."""
GOAL_STAR: tuple[Square, Square] = ((3, 5), (3, 1))
"""Where each player takes its blocks off (the opponent's home star, DB-1, DB-4)."""
START_SQUARES: tuple[tuple[Square, ...], tuple[Square, ...]] = (
    ((2, 0), (4, 0), (2, 2), (4, 2)), ((2, 6), (4, 6), (2, 4), (4, 4)))
"""The start squares per player (DB-1), in the order of DB-8: n blocks use the first n, so
each player fills its back row first and both stand equally far from their goals."""

STAR_INDEX = frozenset(square_index(s) for s in STAR_SQUARES)
IS_STAR = tuple(i in STAR_INDEX for i in range(CELLS))
GOAL_INDEX = (square_index(GOAL_STAR[0]), square_index(GOAL_STAR[1]))

NEXT = BOARD.step_table([d.value for d in DIRECTIONS])
"""``NEXT[d][i]``: the square next to ``i`` in direction ``d`` (N, E, S, W), or -1 off the
board."""
NBRS = BOARD.neighbour_table([d.value for d in DIRECTIONS])
DIAG = BOARD.neighbour_table(DIAGONALS)

# RULES DB-2: the block's faces; the symbol on top decides the hop (DB-5).
STAR, STOP, CROSS, X, SLIDER, HOOPS = "star", "stop", "cross", "x", "slider", "hoops"
FACES: tuple[str, ...] = (STAR, STOP, CROSS, X, SLIDER, HOOPS)
ORIENTATIONS: tuple[Orientation[str], ...] = DEBLOCKLE_BLOCK.all_orientations()
ORIENT_INDEX = {o: k for k, o in enumerate(ORIENTATIONS)}
TIP: tuple[tuple[int, ...], ...] = tuple(
    tuple(ORIENT_INDEX[o.tip(d)] for d in DIRECTIONS) for o in ORIENTATIONS)
"""``TIP[k][d]``: the orientation index after tipping orientation ``k`` towards ``d``."""
TOP: tuple[int, ...] = tuple(FACES.index(o.top) for o in ORIENTATIONS)
"""``TOP[k]``: the face on top of orientation ``k``, as its index in :data:`FACES`."""
S_STAR, S_STOP, S_CROSS, S_X, S_SLIDER, S_HOOPS = range(6)
"""The faces' indices in :data:`FACES` (the values of :data:`TOP`)."""
BY_TOP: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, o in enumerate(ORIENTATIONS) if o.top == face) for face in FACES)
"""``BY_TOP[s]``: the four orientations with face ``s`` on top (DB-3: the roll, then the turn)."""


# ---------------------------------------------------------------------------------------------
# Tips (RULES.md DB-4)
# ---------------------------------------------------------------------------------------------
TIP_HOP, TIP_STOP, TIP_REMOVE, TIP_OWN_STAR, TIP_STAR_FACE, TIP_STAR_UP = range(6)
"""What a tip onto an empty square leads to (the values of :data:`TIP_RULE`): a hop, Stop
(the turn ends), the block is removed, or refused: the own home star, another face than Star
on the goal star, Star up elsewhere."""


def tip_rule(player: int, t: int, sym: int) -> int:
    """What ``player``'s tip onto the empty square ``t`` with face ``sym`` coming up leads to
    (DB-4; DB-5 for Stop)."""
    if IS_STAR[t]:
        if t != GOAL_INDEX[player]:
            return TIP_OWN_STAR           # DB-1, DB-4: the player's own home star
        # DB-4: onto the opponent's home star only star-up, and then the block is removed
        return TIP_REMOVE if sym == S_STAR else TIP_STAR_FACE
    if sym == S_STAR:
        return TIP_STAR_UP                # DB-4: Star up only on the opponent's home star
    return TIP_STOP if sym == S_STOP else TIP_HOP   # DB-5: Stop, no hop; any other face hops


TIP_RULE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(tip_rule(player, t, sym) for sym in range(len(FACES))) for t in range(CELLS))
    for player in (0, 1))
"""``TIP_RULE[player][t][sym]``: :func:`tip_rule`, worked out once."""


# ---------------------------------------------------------------------------------------------
# Sets of squares as bits: bit i of an int is square i
# ---------------------------------------------------------------------------------------------
FULL = (1 << CELLS) - 1
"""Every square of the board."""
BIT: tuple[int, ...] = tuple(1 << i for i in range(CELLS))
NOT_STAR = FULL ^ sum(BIT[i] for i in STAR_INDEX)
"""Every square but the two star squares."""
_NOT_EAST_EDGE = FULL ^ sum(BIT[r * SIZE + SIZE - 1] for r in range(SIZE))
_NOT_WEST_EDGE = FULL ^ sum(BIT[r * SIZE] for r in range(SIZE))


squares_of = bit_indices
"""The squares in a mask, in index order."""


def next_to(mask: int) -> int:
    """Every square orthogonally next to a square of ``mask``."""
    return (((mask << SIZE) & FULL) | (mask >> SIZE) | ((mask & _NOT_EAST_EDGE) << 1)
            | ((mask & _NOT_WEST_EDGE) >> 1))


def _ray(t: int, d: int) -> tuple[int, ...]:
    squares = []
    x = NEXT[d][t]
    while x >= 0:
        squares.append(x)
        x = NEXT[d][x]
    return tuple(squares)


RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(t, d) for t in range(CELLS)) for d in range(4))
"""``RAYS[d][t]``: the squares from ``t`` towards ``d`` up to the edge, nearest first."""
RAY_MASKS: tuple[tuple[int, int, int, int], ...] = tuple(
    (sum(BIT[x] for x in RAYS[0][t]), sum(BIT[x] for x in RAYS[1][t]),
     sum(BIT[x] for x in RAYS[2][t]), sum(BIT[x] for x in RAYS[3][t])) for t in range(CELLS))
"""``RAY_MASKS[t]``: the squares of the four rays from ``t`` (N, E, S, W) as masks."""
RAY_LAST: tuple[tuple[int, int, int, int], ...] = tuple(
    (RAYS[0][t][-1] if RAYS[0][t] else t, RAYS[1][t][-1] if RAYS[1][t] else t,
     RAYS[2][t][-1] if RAYS[2][t] else t, RAYS[3][t][-1] if RAYS[3][t] else t)
    for t in range(CELLS))
"""``RAY_LAST[t]``: the last square of each ray from ``t`` (``t`` itself at the edge)."""
CROSS_ENDS: tuple[int, ...] = tuple(sum(BIT[x] for x in NBRS[t]) & NOT_STAR
                                    for t in range(CELLS))
"""Per square, its orthogonal neighbours that are no star square (DB-5: Cross)."""
X_ENDS: tuple[int, ...] = tuple(sum(BIT[x] for x in DIAG[t]) & NOT_STAR for t in range(CELLS))
"""Per square, its diagonal neighbours that are no star square (DB-5: X)."""


# ---------------------------------------------------------------------------------------------
# Hops (RULES.md DB-5)
# ---------------------------------------------------------------------------------------------
def cross_ends(free: int, t: int, slider_stop: bool) -> int:
    """DB-5 Cross: one square orthogonally, onto a free square that is no star."""
    return CROSS_ENDS[t] & free


def x_ends(free: int, t: int, slider_stop: bool) -> int:
    """DB-5 X: one square diagonally, onto a free square that is no star."""
    return X_ENDS[t] & free


def slider_ends(free: int, t: int, slider_stop: bool) -> int:
    """DB-5 Slider: one direction, at least one square (see :func:`slides`)."""
    ends = 0
    for end in slides(free, t, slider_stop):
        if end >= 0:
            ends |= BIT[end]
    return ends


def hoops_ends(free: int, t: int, slider_stop: bool) -> int:
    """DB-5 Hoops: exactly three orthogonal single steps over free squares, revisiting
    allowed; it may pass over a star square but not end on one."""
    layer = BIT[t]
    east, west = _NOT_EAST_EDGE, _NOT_WEST_EDGE
    for _ in range(3):   # next_to(layer) & free, written out: this is hot
        layer = (((layer << SIZE) & FULL) | (layer >> SIZE) | ((layer & east) << 1)
                 | ((layer & west) >> 1)) & free
    return layer & NOT_STAR


def no_ends(free: int, t: int, slider_stop: bool) -> int:
    """Star and Stop: no hop."""
    return 0


Hop = Callable[[int, int, bool], int]
HOPS: tuple[Hop, ...] = (no_ends, no_ends, cross_ends, x_ends, slider_ends, hoops_ends)
"""The hop of each face (by its index in :data:`FACES`): ``HOPS[sym](free, t, slider_stop)``
is the mask of the squares where it can end (see :func:`hop_ends`)."""


def hop_ends(free: int, t: int, sym: int, slider_stop: bool) -> int:
    """The end squares (a mask) of every hop of a block that tipped onto ``t`` with ``sym``
    on top (DB-5, :data:`HOPS`). ``free`` holds the squares a hop may use: the empty ones and
    the square the block tipped from (it counts as empty once the block has left it); ``t``
    is one of them. ``slider_stop``: the option ``slider_star="stop"``."""
    return HOPS[sym](free, t, slider_stop)


def slide_rests(free: int, t: int, slider_stop: bool) -> tuple[int, int, int, int]:
    """Per direction N, E, S, W: the last square a Slider from ``t`` runs onto before the edge
    or a square that is not ``free`` (or, with ``slider_stop``, a star square) is next; ``t``
    itself when it cannot start (DB-5; the rule about resting on a star is :func:`slides`')."""
    closed = FULL ^ (free & NOT_STAR if slider_stop else free)
    north, east, south, west = RAY_MASKS[t]
    last = RAY_LAST[t]
    # the first closed square along a ray: the lowest bit northwards and eastwards (the
    # indices grow), the highest southwards and westwards; the slider stops one square before
    b = north & closed
    n = (b & -b).bit_length() - 1 - SIZE if b else last[0]
    b = east & closed
    e = (b & -b).bit_length() - 2 if b else last[1]
    b = south & closed
    s = b.bit_length() - 1 + SIZE if b else last[2]
    b = west & closed
    w = b.bit_length() if b else last[3]
    return (n, e, s, w)


def slides(free: int, t: int, slider_stop: bool) -> tuple[int, int, int, int]:
    """Per direction N, E, S, W: where a Slider from ``t`` comes to rest, or -1 (DB-5)."""
    n, e, s, w = slide_rests(free, t, slider_stop)
    # DB-5: one that would rest on a star stops on the square before it; it must move
    if IS_STAR[n]:
        n -= SIZE
    if IS_STAR[e]:
        e -= 1
    if IS_STAR[s]:
        s += SIZE
    if IS_STAR[w]:
        w += 1
    return (-1 if n == t else n, -1 if e == t else e, -1 if s == t else s, -1 if w == t else w)


def slide_direction(t: int, end: int) -> int:
    """The direction (N, E, S, W = 0-3) from ``t`` to ``end`` on the same file or rank, or
    -1."""
    tc, tr = SQUARES[t]
    ec, er = SQUARES[end]
    if tc == ec and er != tr:
        return 0 if er > tr else 2
    if tr == er and ec != tc:
        return 1 if ec > tc else 3
    return -1


def stopping_star(free: int, t: int, d: int, slider_stop: bool) -> int:
    """The star square a Slider from ``t`` towards ``d`` stops in front of because of the
    star, or -1 (DB-5): the star it would come to rest on (it stops on the square before,
    :func:`slides`), or, with ``slider_stop``, the star that stops it like a block
    (:func:`slide_rests`)."""
    rest = slide_rests(free, t, slider_stop)[d]
    if slider_stop:
        ahead = NEXT[d][rest]
        return ahead if ahead >= 0 and IS_STAR[ahead] else -1
    return rest if rest != t and IS_STAR[rest] else -1


def hoops_path(free: int, t: int, end: int) -> tuple[int, ...]:
    """The canonical Hoops path from ``t`` to ``end``: the first found trying N, E, S, W at
    each of the three steps (DB-5)."""
    def ok(x: int) -> bool:
        return x >= 0 and bool(free >> x & 1)

    for a in range(4):
        p1 = NEXT[a][t]
        if not ok(p1):
            continue
        for b in range(4):
            p2 = NEXT[b][p1]
            if not ok(p2):
                continue
            for c in range(4):
                p3 = NEXT[c][p2]
                if p3 == end and ok(p3):
                    return (t, p1, p2, p3)
    raise AssertionError(  # pragma: no cover  # internal: only asked for a reachable end
        "no Hoops path to a reachable square")


def hop_path(free: int, t: int, sym: int, end: int, slider_stop: bool) -> tuple[int, ...]:
    """The squares a hop from ``t`` to ``end`` (one of :func:`hop_ends`) travels, from ``t``
    on: Cross and X one step, a Slider square by square, Hoops :func:`hoops_path`."""
    if sym == S_HOOPS:
        return hoops_path(free, t, end)
    if sym == S_SLIDER:
        d = slide_direction(t, end)
        path = [t]
        x = t
        while x != end:
            x = NEXT[d][x]
            path.append(x)
        return tuple(path)
    return (t, end)
