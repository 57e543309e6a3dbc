"""Notation helpers shared by the games: square patterns, square parsing and naming.

>>> parse = square_parser(Board(7, 7))
>>> parse("c", "4", 0, "c4")
(2, 3)
>>> label = square_labeller(Board(6, 6))
>>> label((6, 2)), label((0, 0))
('(6,2)', 'a1')
"""

from __future__ import annotations

from collections.abc import Callable

from cubekit.core.game import NotationError
from cubekit.core.grid import FILES, Board, Square, square_name

SQUARE_PATTERN = r"([a-z])([0-9]{1,2})"
"""A regular expression for a square name: a file letter and one or two rank digits (match
lower-cased text)."""


def square_parser(board: Board) -> Callable[[str, str, int, str], Square]:
    """A function ``(letter, digits, where, full) -> Square`` for ``board`` that raises a
    :class:`NotationError` at offset ``where`` of ``full`` for a square off the board."""
    last = f"{FILES[board.width - 1]}{board.height}"

    def parse(letter: str, digits: str, where: int, full: str) -> Square:
        col = FILES.index(letter.lower())
        row = int(digits) - 1
        if not (col < board.width and 0 <= row < board.height):
            raise NotationError(
                f"square {letter.lower()}{digits} is off the {board.width}x{board.height} board",
                full, where, f"a square a1-{last} (files a-{FILES[board.width - 1]}, ranks "
                f"1-{board.height})")
        return (col, row)

    return parse


def square_labeller(board: Board) -> Callable[[Square], str]:
    """A function naming a square of ``board`` (``c4``), or ``(col,row)`` for one off it (a
    cube pushed over the edge, for instance)."""

    def label(square: Square) -> str:
        if square in board:
            return square_name(square)
        return f"({square[0]},{square[1]})"

    return label
