"""Deblockle's board and block as tables, and where a tipped block can hop.

The rules (:mod:`.rules`) and the computer players' evaluation (:mod:`.evaluate`) work on
these tables for speed. Squares are indices ``row * 7 + col`` (``a1`` is 0); directions are
numbered N, E, S, W (0-3); a block's orientation is its index in :data:`ORIENTATIONS`.

- DB-1: the board, the star squares, each player's home star, goal star and start squares;
- DB-2: the block's faces and every orientation, with the tip table (:data:`TIP`) and the
  face on top of each orientation (:data:`TOP`);
- DB-4: :data:`TIP_RULE`, what a tip onto an empty square leads to (a hop, Stop, the block
  removed, or refused), used by the move generator, the explanation and the evaluation;
- DB-5: :func:`hop_targets` (every end square of a hop), :func:`hop_path` (the squares it
  travels), :func:`slide` and :func:`slide_rest` (where a Slider comes to rest).
"""

from __future__ import annotations

from cubekit.core.cube import DEBLOCKLE_BLOCK, Orientation
from cubekit.core.grid import DIAGONALS, Board, Direction, Square
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
# blocks on the opponent's home star; start squares in the order c1 e1 c3 e3 / c5 e5 c7 e7.
STAR_SQUARES: tuple[Square, Square] = ((3, 1), (3, 5))
HOME_STAR: tuple[Square, Square] = ((3, 1), (3, 5))
"""Each player's home star (DB-1): A d2, B d6."""
GOAL_STAR: tuple[Square, Square] = ((3, 5), (3, 1))
"""Where each player takes its blocks off (the opponent's home star, DB-1, DB-4)."""
START_SQUARES: tuple[tuple[Square, ...], tuple[Square, ...]] = (
    ((2, 0), (4, 0), (2, 2), (4, 2)), ((2, 4), (4, 4), (2, 6), (4, 6)))
"""The start squares per player, in the order of DB-1 (DB-8: n blocks use the first n)."""

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
# Hops (RULES.md DB-5)
# ---------------------------------------------------------------------------------------------
def hop_targets(cells: tuple[int, ...], origin: int, t: int, sym: int,
                 slider_stop: bool) -> list[int]:
    """End squares of every hop of a block that tipped from ``origin`` onto ``t`` with
    ``sym`` on top, sorted. Squares are free when empty or ``origin`` (the block left it);
    ``t`` itself holds nothing in ``cells`` (the tip went to an empty square)."""
    if sym == S_CROSS:       # DB-5: one square orthogonally
        return sorted(x for x in NBRS[t] if not IS_STAR[x] and (not cells[x] or x == origin))
    if sym == S_X:           # DB-5: one square diagonally
        return sorted(x for x in DIAG[t] if not IS_STAR[x] and (not cells[x] or x == origin))
    if sym == S_SLIDER:
        result = []
        for d in range(4):
            end = slide(cells, origin, t, d, slider_stop)
            if end >= 0:
                result.append(end)
        result.sort()
        return result
    if sym == S_HOOPS:       # DB-5: exactly three orthogonal single steps
        layer = {t}
        for _ in range(3):
            layer = {x for y in layer for x in NBRS[y]
                     if not cells[x] or x in (origin, t)}
        return sorted(x for x in layer if not IS_STAR[x])
    return []


def slide_rest(cells: tuple[int, ...], origin: int, t: int, d: int, slider_stop: bool) -> int:
    """The last square a Slider from ``t`` towards ``d`` runs onto before the edge or a block
    (or, with ``slider_stop``, a star square) is next: ``t`` itself when it cannot start
    (DB-5; the rule about resting on a star is :func:`slide`'s)."""
    ahead = NEXT[d]
    x = t
    nx = ahead[x]
    while nx >= 0 and (not cells[nx] or nx == origin) and not (slider_stop and IS_STAR[nx]):
        x = nx
        nx = ahead[x]
    return x


def slide(cells: tuple[int, ...], origin: int, t: int, d: int, slider_stop: bool) -> int:
    """Where a Slider from ``t`` towards ``d`` comes to rest, or -1 (DB-5)."""
    x = slide_rest(cells, origin, t, d, slider_stop)
    if x != t and IS_STAR[x]:   # DB-5: it would rest on a star: stop on the square before
        x = NEXT[OPPOSITE[d]][x]
    return -1 if x == t else x


def hoops_path(cells: tuple[int, ...], origin: int, t: int, end: int) -> tuple[int, ...]:
    """The canonical Hoops path from ``t`` to ``end``: the first found trying N, E, S, W at
    each of the three steps (DB-5)."""
    def free(x: int) -> bool:
        return x >= 0 and (not cells[x] or x in (origin, t))

    for a in range(4):
        p1 = NEXT[a][t]
        if not free(p1):
            continue
        for b in range(4):
            p2 = NEXT[b][p1]
            if not free(p2):
                continue
            for c in range(4):
                p3 = NEXT[c][p2]
                if p3 == end and free(p3):
                    return (t, p1, p2, p3)
    raise AssertionError("no Hoops path to a reachable square")  # pragma: no cover


def hop_path(cells: tuple[int, ...], origin: int, t: int, sym: int, end: int,
              slider_stop: bool) -> tuple[int, ...]:
    """The squares a hop from ``t`` to ``end`` (one of :func:`hop_targets`) travels, from
    ``t`` on: Cross and X one step, a Slider square by square, Hoops :func:`hoops_path`."""
    if sym == S_HOOPS:
        return hoops_path(cells, origin, t, end)
    if sym == S_SLIDER:
        ec, er = SQUARES[end]
        tc, tr = SQUARES[t]
        d = 0 if ec == tc and er > tr else 1 if er == tr and ec > tc else \
            2 if ec == tc else 3
        path = [t]
        x = t
        while x != end:
            x = NEXT[d][x]
            path.append(x)
        return tuple(path)
    return (t, end)
