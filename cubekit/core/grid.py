"""Squares, directions and rectangular boards shared by every game.

Squares are named chess style: files (columns) ``a``, ``b``, ... from the left and ranks
(rows) ``1``, ``2``, ... from the **bottom**, so ``a1`` is the bottom-left square
(see ``RULES.md``, "Coordinates"). Internally a square is the pair ``(col, row)`` counted
from zero, and a board also numbers its squares ``index = row * width + col``.

>>> board = Board(6, 6)
>>> board.parse("c2")
(2, 1)
>>> board.name((5, 5))
'f6'
>>> [board.name(s) for s in board.neighbours(board.parse("a1"))]
['a2', 'b1']
>>> Direction.N.step((2, 1))
(2, 2)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from cubekit.core.errors import NotationError
from cubekit.core.i18n import Msg, tr

Square = tuple[int, int]
"""A square as ``(col, row)``, both counted from zero; ``(0, 0)`` is ``a1``."""

FILES = "abcdefghijklmnopqrstuvwxyz"
MAX_FILES = len(FILES)
_SQUARE_RE = re.compile(r"^([a-zA-Z])([0-9]{1,3})$")


class Direction(Enum):
    """The four orthogonal directions. ``N`` points up the board (towards higher ranks)."""

    N = (0, 1)
    E = (1, 0)
    S = (0, -1)
    W = (-1, 0)

    def __repr__(self) -> str:
        return f"Direction.{self.name}"   # as it is written in code

    @property
    def dx(self) -> int:
        return self.value[0]

    @property
    def dy(self) -> int:
        return self.value[1]

    @property
    def opposite(self) -> Direction:
        return _OPPOSITE[self]

    @property
    def clockwise(self) -> Direction:
        """The direction a quarter turn clockwise as seen from above (N -> E -> S -> W)."""
        return _CLOCKWISE[self]

    @property
    def counterclockwise(self) -> Direction:
        return _CLOCKWISE[_OPPOSITE[self]]

    def step(self, square: Square, distance: int = 1) -> Square:
        """The square ``distance`` steps away in this direction (may be off the board)."""
        return (square[0] + self.dx * distance, square[1] + self.dy * distance)

    @classmethod
    def parse(cls, text: str) -> Direction:
        """Parse ``N``/``E``/``S``/``W`` (case-insensitive; German ``O`` for Ost is accepted)."""
        key = text.strip().upper()
        if key == "O":
            key = "E"
        try:
            return cls[key]
        except KeyError:
            raise NotationError(Msg("core.direction.unknown", {"text": text}), "", None,
                                Msg("core.direction.expected")) from None

    @classmethod
    def parse_many(cls, directions: Iterable[Direction | str] | str) -> list[Direction]:
        """Directions from :class:`Direction` values or letters (a string such as ``"NEE"``,
        ``"N, E"`` or a list); spaces and commas are ignored, German ``O`` means east.

        >>> [d.name for d in Direction.parse_many("N, o e")]
        ['N', 'E', 'E']
        """
        if isinstance(directions, str):
            directions = [c for c in directions if c not in " ,\t"]
        result = []
        for item in directions:
            if isinstance(item, Direction):
                result.append(item)
            elif isinstance(item, str):
                result.append(cls.parse(item))
            else:
                raise NotationError(Msg("core.direction.unknown", {"text": item}), "",
                                    None, Msg("core.direction.expected"))
        return result


_OPPOSITE = {Direction.N: Direction.S, Direction.S: Direction.N,
             Direction.E: Direction.W, Direction.W: Direction.E}
_CLOCKWISE = {Direction.N: Direction.E, Direction.E: Direction.S,
              Direction.S: Direction.W, Direction.W: Direction.N}

DIAGONALS: tuple[Square, ...] = ((1, 1), (1, -1), (-1, -1), (-1, 1))
"""Diagonal offsets NE, SE, SW, NW (used by Deblockle's X and Cubeslyde's diagonal lines)."""


def bit_indices(mask: int) -> list[int]:
    """The positions of the bits set in ``mask``, lowest first: the squares of a bit board
    (Kettenreaktion's planes, Deblockle's blocks).

    >>> bit_indices(0b101001)
    [0, 3, 5]
    """
    result = []
    while mask:
        low = mask & -mask
        result.append(low.bit_length() - 1)
        mask ^= low
    return result


def square_name(square: Square) -> str:
    """Name of a square, e.g. ``(0, 0)`` -> ``"a1"`` (no bounds check)."""
    col, row = square
    if not 0 <= col < MAX_FILES or row < 0:
        raise ValueError(tr("core.square.unnamable", square=repr(square)))
    return f"{FILES[col]}{row + 1}"


@dataclass(frozen=True)
class Board:
    """A rectangular board of ``width`` files and ``height`` ranks (each from 1, width <= 26)."""

    width: int
    height: int

    def __post_init__(self) -> None:
        if not (isinstance(self.width, int) and isinstance(self.height, int)):
            raise TypeError(tr("core.board.not_whole", width=repr(self.width),
                               height=repr(self.height)))
        if not 1 <= self.width <= MAX_FILES:
            raise ValueError(tr("core.board.width", most=MAX_FILES, width=self.width))
        if not 1 <= self.height <= 999:
            raise ValueError(tr("core.board.height", most=999, height=self.height))

    @property
    def size(self) -> int:
        """Number of squares."""
        return self.width * self.height

    def __contains__(self, square: object) -> bool:
        if not (isinstance(square, tuple) and len(square) == 2):
            return False
        col, row = square
        return isinstance(col, int) and isinstance(row, int) and (
            0 <= col < self.width and 0 <= row < self.height)

    def squares(self) -> Iterator[Square]:
        """All squares, rank 1 first, each rank from file ``a`` (index order)."""
        for row in range(self.height):
            for col in range(self.width):
                yield (col, row)

    def index(self, square: Square) -> int:
        return square[1] * self.width + square[0]

    def square(self, index: int) -> Square:
        return (index % self.width, index // self.width)

    def name(self, square: Square) -> str:
        return square_name(square)

    def parse(self, text: str) -> Square:
        """Parse a square name such as ``"c2"`` (case-insensitive) on this board.

        Raises :class:`~cubekit.core.errors.NotationError` (a ``ValueError``) saying what
        was expected when the text is not a square or the square lies off the board.
        """
        match = _SQUARE_RE.match(text.strip())
        if not match:
            raise NotationError(Msg("core.square.malformed", {"text": text}), "", None,
                                Msg("core.square.expected"))
        col = FILES.index(match.group(1).lower())
        row = int(match.group(2)) - 1
        if (col, row) not in self:
            raise NotationError(Msg("core.square.off_board", {
                "text": text.strip(), "width": self.width, "height": self.height,
                "last_file": FILES[self.width - 1]}))
        return (col, row)

    def step_table(self, steps: Sequence[tuple[int, int]]) -> tuple[tuple[int, ...], ...]:
        """A lookup table for fast rules engines: ``table[k][i]`` is the index of the square
        ``steps[k]`` = ``(dx, dy)`` away from the square with index ``i``, or -1 off the board.

        >>> Board(3, 2).step_table([Direction.N.value, Direction.W.value])
        ((3, 4, 5, -1, -1, -1), (-1, 0, 1, -1, 3, 4))
        """
        table = []
        for dx, dy in steps:
            row_of = []
            for row in range(self.height):
                for col in range(self.width):
                    c, r = col + dx, row + dy
                    inside = 0 <= c < self.width and 0 <= r < self.height
                    row_of.append(r * self.width + c if inside else -1)
            table.append(tuple(row_of))
        return tuple(table)

    def neighbour_table(self, steps: Sequence[tuple[int, int]]) -> tuple[tuple[int, ...], ...]:
        """Per square index, the indices of the squares ``steps`` away that are on the board,
        in the order of ``steps`` (e.g. the orthogonal or the diagonal neighbours).

        >>> Board(3, 2).neighbour_table([d.value for d in Direction])[0]     # a1: b1 and a2
        (3, 1)
        """
        table = self.step_table(steps)
        return tuple(tuple(t[i] for t in table if t[i] >= 0) for i in range(self.size))

    def neighbours(self, square: Square) -> list[Square]:
        """Orthogonal neighbours on the board, in the order N, E, S, W."""
        result = []
        for direction in Direction:
            target = direction.step(square)
            if target in self:
                result.append(target)
        return result

    def ray(self, square: Square, direction: Direction) -> Iterator[Square]:
        """Squares from the one next to ``square`` in ``direction`` up to the board edge."""
        target = direction.step(square)
        while target in self:
            yield target
            target = direction.step(target)

    def is_corner(self, square: Square) -> bool:
        return square[0] in (0, self.width - 1) and square[1] in (0, self.height - 1)
