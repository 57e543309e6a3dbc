"""Step pictures that zoom to the squares involved (issue 14): which part of the 15x15 board a
step shows, and the small inset of the whole board that says where it is.

A step of a move (a tip, a fight, an answer to a threat, ...) happens on a few squares of a
big board: drawn on all 15 x 15 squares its pips are tiny. With the picture option
``view="zoom"`` (the default) such a step shows a square *window* of the board around the
squares it involves (the die's path, both sides of a fight, the dice that leave, the
framed squares), one square of margin around them and at least :data:`MIN_SIDE` squares
wide and about a third taller than wide: it fills the board's height and leaves a column at
its right where a small inset (never over a square of the window) shows the whole board with
the window outlined. A
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
from cubekit.render.palette import CELL_BG, FIGURE_BG, MARK

MIN_SIDE = 6
"""The narrowest window, in squares (a fight of two dice still shows its surroundings)."""
MAX_SIDE = 10
"""The widest window: a step whose squares need more is drawn on the whole board."""
ZOOMED = 0.78
"""About how much narrower than tall a window is: the rest of the board's width is the
column of the inset."""
INSET_GAP = 0.03
"""The gap between a zoomed window and its inset, as a fraction of the board's side."""
VIEWS = ("zoom", "full")
"""The values of the picture option ``view``."""


@dataclass(frozen=True)
class Window:
    """The squares a zoomed picture shows: ``side`` columns and ``rows`` rows of squares from
    (``col``, ``row``), the bottom-left one (``rows`` 0: as many as ``side``)."""

    col: int
    row: int
    side: int
    rows: int = 0

    def __post_init__(self) -> None:
        if not self.rows:
            object.__setattr__(self, "rows", self.side)

    def __contains__(self, square: object) -> bool:
        if not (isinstance(square, tuple) and len(square) == 2):
            return False
        col, row = square
        return (self.col <= col < self.col + self.side
                and self.row <= row < self.row + self.rows)

    @property
    def xlim(self) -> tuple[int, int]:
        return (self.col, self.col + self.side)

    @property
    def ylim(self) -> tuple[int, int]:
        return (self.row, self.row + self.rows)


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
    """The window around ``squares`` on a ``size`` x ``size`` board, or None: no squares, or
    too far apart for :data:`MAX_SIDE`. It has one square of margin around them, at least
    :data:`MIN_SIDE` columns, and rows enough to fill the board's height beside the column
    of the inset (about a third more than columns), all inside the board.

    >>> window_of([(3, 2), (4, 2)], 15)
    Window(col=1, row=0, side=6, rows=8)
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
    tall = min(size, round(side / ZOOMED))

    def start(low: int, high: int, extent: int) -> int:
        centre = (low + high + 1) / 2
        return int(min(max(round(centre - extent / 2), 0), size - extent))

    return Window(start(min(cols), max(cols), side), start(min(rows), max(rows), tall), side,
                  tall)


def inset_bounds(window: Window) -> tuple[float, float, float, float]:
    """Where the inset of a zoomed ``window`` goes, in fractions of the board's (square) axes
    (``left, bottom, width, height``): the window spans the axes' height and the left
    ``side / rows`` of their width; the inset stands in the column to its right, at the top.

    >>> [round(v, 3) for v in inset_bounds(Window(0, 0, 6, 8))]
    [0.78, 0.78, 0.22, 0.22]
    """
    left = window.side / window.rows + INSET_GAP
    width = 1.0 - left
    return (left, 1.0 - width, width, width)


class Inset:
    """The whole board, small, beside a zoomed picture: the cells, every die as a square in its
    owner's colour, and the window shown outlined (its axes made when first used)."""

    def __init__(self, ax: Axes, size: int, colours: Sequence[Any]) -> None:
        self.ax = ax
        self.size = size
        self.colours: list[np.ndarray] = [np.array(to_rgb(c)) for c in colours]
        self.background = np.tile(np.array(to_rgb(CELL_BG)), (size, size, 1))
        self.parts: dict[tuple[float, ...], tuple[Axes, AxesImage, Rectangle]] = {}
        self.part: tuple[Axes, AxesImage, Rectangle] | None = None
        self.window: Window | None = None
        # the board's squares right of the window (the inset's column) are covered
        self.cover = Rectangle((0.0, -0.01), 0.0, 1.02, transform=ax.transAxes,
                               facecolor=FIGURE_BG, edgecolor="none", zorder=19,
                               clip_on=False, visible=False)
        ax.add_patch(self.cover)

    def _part(self, bounds: tuple[float, float, float, float]
              ) -> tuple[Axes, AxesImage, Rectangle]:
        part = self.parts.get(bounds)
        if part is None:
            axes = self.ax.inset_axes(bounds, zorder=20)
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
            part = self.parts[bounds] = (axes, image, frame)
        return part

    def set(self, window: Window | None, dice: Iterable[tuple[Square, int]]) -> None:
        """Show the board with ``dice`` (square, owner) and ``window`` outlined beside the
        window's squares (:func:`inset_bounds`), the squares right of them covered; hide the
        inset for None."""
        self.window = window
        for axes, _, _ in self.parts.values():
            axes.set_visible(False)
        self.cover.set_visible(window is not None)
        if window is None:
            self.part = None
            return
        bounds = inset_bounds(window)
        self.cover.set_x(window.side / window.rows)
        self.cover.set_width(1.01 - window.side / window.rows)
        axes, image, frame = self.part = self._part(bounds)
        cells = np.array(self.background, copy=True)
        for (col, row), owner in dice:
            cells[row, col] = self.colours[owner]
        image.set_data(cells)
        frame.set_bounds(window.col, window.row, window.side, window.rows)
        axes.set_visible(True)


__all__ = [
    "INSET_GAP",
    "MAX_SIDE",
    "MIN_SIDE",
    "VIEWS",
    "ZOOMED",
    "Inset",
    "Window",
    "inset_bounds",
    "involved",
    "window_of",
]
