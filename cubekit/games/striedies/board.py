"""Striedies Strategie's board and dice as fixed tables: squares, neighbours, the start
corners (RULES.md ST-2), the die models and their tip tables (ST-1) and every path a die can
take (ST-3). Nothing here depends on a position; :mod:`.moves` and :mod:`.rules` use it.

Squares are numbered in index order ``row * 15 + col`` (``a1`` is 0, ``o15`` 224).

>>> [square_name(SQUARES[i]) for i in NBRS[0]]           # a1: north and east only
['a2', 'b1']
>>> [str(roll) for roll, _ in routes(0, 2)]                # A2 on a1: four paths of 2
['a1N', 'a1N1E', 'a1E', 'a1E1N']
"""

from __future__ import annotations

from cubekit.core.cube import DIE, LEFT_DIE, CubeModel, Orientation
from cubekit.core.grid import Board, Direction, Square, square_name
from cubekit.games.striedies.notation import SIZE, Roll

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
SQUARES: tuple[Square, ...] = tuple((i % SIZE, i // SIZE) for i in range(CELLS))
"""The square of each index."""
NAMES: tuple[str, ...] = tuple(square_name(s) for s in SQUARES)
"""The name of each index's square (``a1`` ...)."""
DIRECTIONS: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
DIR_INDEX = {d: k for k, d in enumerate(DIRECTIONS)}
MAX_DICE = 3
"""Each player has three dice (rulebook, Vorbereitung)."""


def index(square: Square) -> int:
    """The index of a square (``row * 15 + col``)."""
    return square[1] * SIZE + square[0]


NEXT = BOARD.step_table([d.value for d in DIRECTIONS])
"""``NEXT[d][i]``: the square next to ``i`` in direction ``d`` (N, E, S, W), or -1 off the
board."""
NBRS = BOARD.neighbour_table([d.value for d in DIRECTIONS])
"""The orthogonal neighbours of each square (N, E, S, W order)."""

# RULES ST-2: the corners, in the order players take them, with the two outer edges (the
# directions the 2 and the 3 face) and the corner's two neighbours along the edges.
CORNERS: dict[str, tuple[Square, tuple[Direction, Direction], tuple[Square, Square]]] = {
    "bottom_left": ((0, 0), (Direction.W, Direction.S), ((1, 0), (0, 1))),
    "bottom_right": ((14, 0), (Direction.S, Direction.E), ((13, 0), (14, 1))),
    "top_right": ((14, 14), (Direction.E, Direction.N), ((13, 14), (14, 13))),
    "top_left": ((0, 14), (Direction.N, Direction.W), ((1, 14), (0, 13))),
}
"""Corner name -> (corner square, (direction of the 2, direction of the 3) for right-handed
dice, the two edge neighbours) (ST-2)."""
SEATS: dict[int, tuple[str, ...]] = {
    2: ("bottom_left", "top_right"),
    3: ("bottom_left", "bottom_right", "top_right"),
    4: ("bottom_left", "bottom_right", "top_right", "top_left"),
}
"""The corners of the players A, B, C, D by number of players (ST-2)."""

MODELS: dict[str, CubeModel[int]] = {"right": DIE, "left": LEFT_DIE}
"""The die of each value of the option ``dice`` (ST-1)."""
_SIDE = {Direction.N: "north", Direction.E: "east", Direction.S: "south", Direction.W: "west"}


def start_orientation(model: CubeModel[int], outward: tuple[Direction, Direction]
                      ) -> Orientation[int]:
    """RULES ST-2: 1 on top, 2 and 3 towards the two outer edges ``outward``. Only one of the
    two ways to put 2 and 3 there is an orientation of ``model``, so it is computed, not
    tabled (right- and left-handed dice differ)."""
    first, second = outward
    found = []
    for two, three in ((first, second), (second, first)):
        candidate = model.orientation(1, **{_SIDE[two]: 2})
        if candidate.side(three) == 3:
            found.append(candidate)
    assert len(found) == 1, "ST-2 fixes exactly one start orientation per corner"
    return found[0]


class Tables:
    """Orientation tables of one die model: ``orients[k]``, ``top[k]``, ``tip[k][d]``,
    ``pips[code]`` (the top of the die with a cell code), and
    ``after[shape][k]``, the orientation after rolling along a path shape (:data:`SHAPES`)."""

    def __init__(self, model: CubeModel[int]) -> None:
        self.model = model
        self.orients: tuple[Orientation[int], ...] = model.all_orientations()
        self.index = {o: k for k, o in enumerate(self.orients)}
        self.top: tuple[int, ...] = tuple(o.top for o in self.orients)
        self.tip: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[o.tip(d)] for d in DIRECTIONS) for o in self.orients)
        self.pips: tuple[int, ...] = (0, *(self.top[(code - 1) % 24]
                                          for code in range(1, 1 + 4 * 24)))
        """The pips on top of the die with cell code ``code`` (0: an empty square)."""
        after = []
        for dirs in SHAPES:
            ends = []
            for start in range(len(self.orients)):
                k = start
                for d in dirs:
                    k = self.tip[k][d]
                ends.append(k)
            after.append(tuple(ends))
        self.after: tuple[tuple[int, ...], ...] = tuple(after)


def _shapes() -> dict[tuple[int, ...], int]:
    """Every way a die can roll n = 1 .. 6 squares (ST-3), as the direction index of each tip:
    straight, or k squares one way and n - k at 90 degrees to it."""
    found: list[tuple[int, ...]] = []
    for n in range(1, 7):
        for d in range(4):
            found.append((d,) * n)
            for k in range(1, n):
                for t in range(4):
                    if t % 2 != d % 2:
                        found.append((d,) * k + (t,) * (n - k))
    return {dirs: s for s, dirs in enumerate(found)}


SHAPES: dict[tuple[int, ...], int] = _shapes()
"""The direction indices of each tip of a path -> its shape number (see ``Tables.after``)."""

TABLES: dict[str, Tables] = {name: Tables(model) for name, model in MODELS.items()}


# ---------------------------------------------------------------------------------------------
# Move tables: every path of n squares from a square (RULES ST-3)
# ---------------------------------------------------------------------------------------------
BIT: tuple[int, ...] = tuple(1 << i for i in range(CELLS))
"""The bit of each square index in an occupancy mask."""


class Route:
    """A path of a die from square ``origin`` (index) showing ``pips`` (ST-3), made once and
    shared: ``move`` (the canonical move object), ``path`` (the squares entered, in order),
    ``dirs`` (the direction index of each tip), ``final`` (the last square), ``mask`` (the
    bits of ``path``: the path is free when no occupied square's bit is in it) and ``shape``
    (the number of ``dirs`` in :data:`SHAPES`)."""

    __slots__ = ("dirs", "final", "mask", "move", "origin", "path", "pips", "shape")

    def __init__(self, move: Roll, origin: int, path: tuple[int, ...], dirs: tuple[int, ...],
                 mask: int, shape: int) -> None:
        self.move = move
        self.origin = origin
        self.pips = len(path)
        self.path = path
        self.dirs = dirs
        self.final = path[-1]
        self.mask = mask
        self.shape = shape


class RouteTable:
    """Every :class:`Route` of a die on one square showing one number, in the order of
    ``legal_moves``: ``routes``; ``moves`` their move objects; ``checks`` the pairs
    ``(move, mask)``; ``reach`` the bits of every square any of them enters (when none is
    occupied, every route is free)."""

    __slots__ = ("checks", "moves", "reach", "routes")

    def __init__(self, routes: tuple[Route, ...]) -> None:
        self.routes = routes
        self.moves = tuple(r.move for r in routes)
        self.checks = tuple((r.move, r.mask) for r in routes)
        reach = 0
        for r in routes:
            reach |= r.mask
        self.reach = reach


_ROLLS: dict[tuple[int, int, int, int], Roll] = {}
_TABLES: list[RouteTable | None] = [None] * (CELLS * 7)
ROUTE_OF: dict[int, list[Route | None]] = {}
"""The :class:`Route` of each shared move object for a die showing 0 .. 6 (the same move
object ``b1N`` is a path of 1, 2, ... squares), by the object's identity (shared moves live as
long as the tables, so no other object can have their ids)."""


def roll(i: int, d: int, k: int, t: int) -> Roll:
    """The (shared) move object of the die on ``i``: direction ``d``; ``k`` squares before a
    turn towards ``t`` (``k == 0``: straight)."""
    key = (i, d, k, t)
    found = _ROLLS.get(key)
    if found is None:
        if k == 0:
            found = Roll(SQUARES[i], DIRECTIONS[d])
        else:
            found = Roll(SQUARES[i], DIRECTIONS[d], k, DIRECTIONS[t])
        _ROLLS[key] = found
    return found


class _Shape:
    """A way to roll ``n`` squares seen from the start square (one per :data:`SHAPES`
    entry): ``d``, ``k``, ``t`` as in :func:`roll`, the ``dirs`` of the tips, the ``offsets``
    of the squares entered (in index steps), the columns and rows it reaches at most on each
    side (``box``), and the bits of its squares shifted down by its lowest offset (``bits``,
    ``low``)."""

    __slots__ = ("bits", "box", "d", "dirs", "k", "low", "offsets", "shape", "t")

    def __init__(self, dirs: tuple[int, ...], k: int) -> None:
        self.dirs = dirs
        self.d, self.k = dirs[0], k
        self.t = dirs[-1] if k else 0
        self.shape = SHAPES[dirs]
        steps = ((0, 1), (1, 0), (0, -1), (-1, 0))       # N, E, S, W as (column, row)
        col = row = 0
        cells = []
        for d in dirs:
            col, row = col + steps[d][0], row + steps[d][1]
            cells.append((col, row))
        self.box = (min(c for c, _ in cells), max(c for c, _ in cells),
                    min(r for _, r in cells), max(r for _, r in cells))
        self.offsets = tuple(r * SIZE + c for c, r in cells)
        self.low = min(self.offsets)
        self.bits = sum(1 << (o - self.low) for o in self.offsets)


def _shapes_of(n: int) -> tuple[_Shape, ...]:
    """The shapes of ``n`` squares in the order of :func:`route_table`."""
    return tuple(_Shape(dirs, next((j for j, d in enumerate(dirs) if d != dirs[0]), 0))
                 for dirs in SHAPES if len(dirs) == n)


_SHAPES_OF: tuple[tuple[_Shape, ...], ...] = tuple(_shapes_of(n) for n in range(7))


def route_table(i: int, n: int) -> RouteTable:
    """Every path of ``n`` squares from square index ``i`` that stays on the board: by
    direction N, E, S, W; straight first, then turns after k = 1 .. n-1 squares, each towards
    N, E, S, W (ST-3: one 90-degree turn at most, never reversing). Made once per square and
    n."""
    key = i * 7 + n
    found = _TABLES[key]
    if found is None:
        col, row = i % SIZE, i // SIZE
        result: list[Route] = []
        for way in _SHAPES_OF[n]:
            west, east, south, north = way.box
            if col + west < 0 or col + east >= SIZE or row + south < 0 or row + north >= SIZE:
                continue                  # ST-3: every square of the path on the board
            result.append(Route(roll(i, way.d, way.k, way.t), i,
                                tuple([i + o for o in way.offsets]), way.dirs,
                                way.bits << (i + way.low), way.shape))
        for route in result:
            ROUTE_OF.setdefault(id(route.move), [None] * 7)[n] = route
        found = RouteTable(tuple(result))
        _TABLES[key] = found
    return found


def routes(i: int, n: int) -> tuple[tuple[Roll, tuple[int, ...]], ...]:
    """Every path of ``n`` squares from square index ``i`` as ``(move, squares entered)``, in
    the order of :func:`route_table`."""
    return tuple((r.move, r.path) for r in route_table(i, n).routes)


def route_of(move: Roll, pips: int) -> Route:
    """The :class:`Route` of a canonical move (one made by :func:`roll`) of a die showing
    ``pips``."""
    by_pips = ROUTE_OF.get(id(move))
    found = by_pips[pips] if by_pips is not None else None
    if found is None:
        route_table(index(move.square), pips)
        found = ROUTE_OF[id(move)][pips]
    assert found is not None, f"{move} is no path of {pips} squares"
    return found
