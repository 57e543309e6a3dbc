"""The sizes, pip layout and filled shapes the Striedies Strategie pictures share (the board
in :mod:`.render`, the panel below it in :mod:`.panel`).

>>> pip_centres(2, 0.5, 0.5)
[(0.3, 0.3), (0.7, 0.7)]
"""

from __future__ import annotations

from typing import Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.path import Path
from matplotlib.transforms import Transform

from cubekit.render.primitives import Outlines, bevel_sides, polygon_path, rounded_square

Colour = Any
Text = tuple[float, float, str, Colour]

# --- sizes: in cells on the board, in inches around it ----------------------------------------
CELL = 0.46             # inches per square in a picture of its own: 15 squares = 6.9 inches
SIDE_MARGIN = 0.44      # inches left and right of the board (rank numbers)
TITLE_BLOCK = 0.80      # inches above the board: the title and the line below it
PANEL = 0.72            # inches below the file letters: the players and the key
DIE = 0.86              # side of a die, in cells
DIE_RADIUS = 0.16
PIP_AT = 0.2            # distance of the outer pips from the die's centre
PIP = 0.165             # pip diameter
LETTER_AT = 0.325       # the owner's letter sits this far up and left of the centre
OUTER, INNER = 0.45, 0.26   # bevelled die (sides=True): half its side, half its top face
SMALL_PIP_AT = 0.125
SMALL_PIP = 0.105
RING = 0.98             # frames around dice (fights, threats)
BADGE_AT = 0.4          # corner badges (threat marks, crosses), from the die's centre
THREAT_YELLOW = "#F5D800"
NEUTRAL_CORNER = "#8c877f"

PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}
"""Pip positions of each face on a 3x3 grid (x, y in -1, 0, 1): the layout of a real die.
The diagonal of 2 and 3 runs from bottom-left to top-right, clear of the owner's letter."""

BEVEL_SIDES = bevel_sides(OUTER, INNER)
"""Where each side face's number sits on a bevelled die, relative to its centre."""


def pip_centres(top: int, cx: float, cy: float, spacing: float = PIP_AT) -> list[
        tuple[float, float]]:
    """The centres of the pips of face ``top`` on a die centred at (``cx``, ``cy``)."""
    if top not in PIPS:
        from cubekit.core.i18n import tr

        raise ValueError(tr("st.error.pips", value=repr(top)))
    return [(cx + dx * spacing, cy + dy * spacing) for dx, dy in PIPS[top]]


# --- filled outlines: warning triangles, badges ----------------------------------------------
def _pill(half_width: float, radius: float, steps: int = 8) -> Path:
    """A bar with round ends, ``half_width`` from its centre to the end of each round end."""
    inner = half_width - radius
    points = []
    for k in range(steps + 1):          # the right end, bottom to top
        angle = -np.pi / 2 + np.pi * k / steps
        points.append((inner + radius * float(np.cos(angle)), radius * float(np.sin(angle))))
    for k in range(steps + 1):          # the left end, top to bottom
        angle = np.pi / 2 + np.pi * k / steps
        points.append((-inner + radius * float(np.cos(angle)), radius * float(np.sin(angle))))
    return polygon_path(points)


SHAPES: dict[str, Path] = {
    "circle": Path.unit_circle(),
    "triangle": polygon_path([(-1.0, -0.72), (1.0, -0.72), (0.0, 1.0)]),
    "square": polygon_path([(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]),
    # a badge for two or three faces ("1/6"): a rounded bar
    "pill": _pill(1.75, 1.0),
}
"""Outlines within the unit circle drawn by :class:`Shapes`."""

Shape = tuple[float, float, str, float, Colour, Colour]


class Shapes(Outlines):
    """Filled outlines of :data:`SHAPES` of any size with an edge, as one path collection:
    ``set`` takes ``(x, y, shape, radius_pt, face, edge)`` items (see
    :class:`~cubekit.render.primitives.Outlines`); never clipped at the axes."""

    def __init__(self, ax: Axes, *, offset_transform: Transform | None = None,
                 edge_width: float = 0.9, zorder: float = 7.0) -> None:
        super().__init__(ax, SHAPES.__getitem__, offset_transform=offset_transform,
                         edge_width=edge_width, zorder=zorder, clip=False)


def rounded(cx: float, cy: float, size: float, radius: float) -> list[tuple[float, float]]:
    """A square of side ``size`` with rounded corners around (``cx``, ``cy``)."""
    return rounded_square((cx, cy), size, radius)


