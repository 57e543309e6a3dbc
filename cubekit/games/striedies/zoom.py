"""Step pictures that zoom to the squares involved (issue 14): which part of the 15x15 board a
step shows, and the small inset of the whole board that says where it is.

A step of a move (a tip, a fight, an answer to a threat, ...) happens on a few squares of a
big board: drawn on all 15 x 15 squares its pips are tiny. With the picture option
``view="zoom"`` (the default) such a step shows a square *window* of the board around the
squares it involves (the die's path, both sides of a fight, the dice that leave, the
framed squares), one square of margin around them and at least :data:`MIN_SIDE` squares
wide; a small inset in a free corner shows the whole board with the window outlined. A
plain position (no step), a step that involves no square (a pass, the turn limit) or one
whose squares do not fit in :data:`MAX_SIDE` squares is drawn whole, as with
``view="full"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.colors import to_rgb
from matplotlib.image import AxesImage
from matplotlib.patches import Rectangle

from cubekit.core.grid import Square
from cubekit.games.striedies.scene import Scene
from cubekit.render.palette import CELL_BG, MARK

MIN_SIDE = 6
"""The narrowest window, in squares (a fight of two dice still shows its surroundings)."""
MAX_SIDE = 10
"""The widest window: a step whose squares need more is drawn on the whole board."""
INSET = 0.25
"""The inset's side as a fraction of the picture's board."""
VIEWS = ("zoom", "full")
"""The values of the picture option ``view``."""


@dataclass(frozen=True)
class Window:
    """The squares a zoomed picture shows: ``side`` x ``side`` squares from (``col``,
    ``row``), the bottom-left one."""

    col: int
    row: int
    side: int

    def __contains__(self, square: object) -> bool:
        if not (isinstance(square, tuple) and len(square) == 2):
            return False
        col, row = square
        return (self.col <= col < self.col + self.side
                and self.row <= row < self.row + self.side)

    @property
    def xlim(self) -> tuple[int, int]:
        return (self.col, self.col + self.side)

    @property
    def ylim(self) -> tuple[int, int]:
        return (self.row, self.row + self.side)


def involved(scene: Scene, highlight: Iterable[Square]) -> set[Square]:
    """The squares a step's picture is about: its framed squares, the die's path, both
    sides of its fights, the dice that leave or would leave."""
    found = set(highlight)
    for path in scene.paths:
        found.update(path.squares)
    for fight in scene.fights:
        found.update((*fight.attackers, *fight.defenders))
    found.update(ghost.square for ghost in scene.ghosts)
    found.update(scene.doomed)
    return found


def window_of(squares: Iterable[Square], size: int) -> Window | None:
    """The window around ``squares`` on a ``size`` x ``size`` board (one square of margin,
    at least :data:`MIN_SIDE` wide, inside the board), or None: no squares, or too far apart
    for :data:`MAX_SIDE`.

    >>> window_of([(3, 2), (4, 2)], 15)
    Window(col=1, row=0, side=6)
    >>> window_of([(0, 0), (14, 14)], 15) is None
    True
    """
    squares = list(squares)
    if not squares:
        return None
    cols = [c for c, _ in squares]
    rows = [r for _, r in squares]
    side = max(MIN_SIDE, max(cols) - min(cols) + 3, max(rows) - min(rows) + 3)
    if side > min(MAX_SIDE, size - 1):
        return None

    def start(low: int, high: int) -> int:
        centre = (low + high + 1) / 2
        return int(min(max(round(centre - side / 2), 0), size - side))

    return Window(start(min(cols), max(cols)), start(min(rows), max(rows)), side)


INSET_CORNERS = ("top_right", "top_left", "bottom_right", "bottom_left")


def inset_corner(window: Window, busy: Iterable[Square]) -> str:
    """The corner of the window the inset covers: the first of :data:`INSET_CORNERS` with the
    fewest ``busy`` squares (dice, marks) under it."""
    reach = INSET * window.side + 0.6        # squares under the inset, and a little margin
    best, best_count = INSET_CORNERS[0], None
    busy = list(busy)
    for corner in INSET_CORNERS:
        top, right = corner.startswith("top"), corner.endswith("right")
        count = 0
        for col, row in busy:
            x = (window.col + window.side - col - 0.5) if right else (col + 0.5 - window.col)
            y = (window.row + window.side - row - 0.5) if top else (row + 0.5 - window.row)
            count += x < reach and y < reach
        if best_count is None or count < best_count:
            best, best_count = corner, count
    return best


class Inset:
    """The whole board, small, in a corner of a zoomed picture: the cells, every die as a
    square in its owner's colour, and the window shown outlined (one small axes per corner,
    made when first used; only the one in use is shown)."""

    def __init__(self, ax: Axes, size: int, colours: Sequence[Any]) -> None:
        self.ax = ax
        self.size = size
        self.colours: list[np.ndarray] = [np.array(to_rgb(c)) for c in colours]
        self.background = np.tile(np.array(to_rgb(CELL_BG)), (size, size, 1))
        self.parts: dict[str, tuple[Axes, AxesImage, Rectangle]] = {}
        self.window: Window | None = None
        self.corner: str | None = None

    def _part(self, corner: str) -> tuple[Axes, AxesImage, Rectangle]:
        part = self.parts.get(corner)
        if part is None:
            margin = 0.015
            left = margin if corner.endswith("left") else 1 - INSET - margin
            bottom = margin if corner.startswith("bottom") else 1 - INSET - margin
            axes = self.ax.inset_axes((left, bottom, INSET, INSET), zorder=20)
            axes.set_xlim(0, self.size)
            axes.set_ylim(0, self.size)
            axes.set_xticks([])
            axes.set_yticks([])
            for spine in axes.spines.values():
                spine.set_edgecolor(MARK)
                spine.set_linewidth(1.0)
            image = axes.imshow(self.background, extent=(0, self.size, 0, self.size),
                                origin="lower", interpolation="nearest", zorder=1)
            frame = Rectangle((0, 0), 1, 1, fill=False, edgecolor=MARK, linewidth=1.6,
                              zorder=3)
            axes.add_patch(frame)
            part = self.parts[corner] = (axes, image, frame)
        return part

    def set(self, window: Window | None, dice: Iterable[tuple[Square, int]],
            corner: str = INSET_CORNERS[0]) -> None:
        """Show the board with ``dice`` (square, owner) and ``window`` outlined in
        ``corner`` of the picture; hide the inset for None."""
        self.window, self.corner = window, corner if window is not None else None
        for name, (axes, _, _) in self.parts.items():
            axes.set_visible(window is not None and name == corner)
        if window is None:
            return
        axes, image, frame = self._part(corner)
        cells = np.array(self.background, copy=True)
        for (col, row), owner in dice:
            cells[row, col] = self.colours[owner]
        image.set_data(cells)
        frame.set_bounds(window.col, window.row, window.side, window.side)
        axes.set_visible(True)


__all__ = [
    "INSET",
    "INSET_CORNERS",
    "MAX_SIDE",
    "MIN_SIDE",
    "VIEWS",
    "Inset",
    "Window",
    "inset_corner",
    "involved",
    "window_of",
]
