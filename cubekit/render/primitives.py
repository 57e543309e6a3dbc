"""Drawing primitives for square boards, built for fast redraws.

Every primitive creates its matplotlib artists once (in data coordinates where one cell is
one unit: the cell ``(col, row)`` spans ``[col, col + 1] x [row, row + 1]``, ``a1`` at the
bottom left) and afterwards only changes their data, colours and visibility. A redraw for a
stepper therefore never creates artists, which keeps it fast.

- :class:`BoardGrid`: the cells (each with its own fill colour), grid lines, outline and the
  file/rank labels ``a, b, ...`` / ``1, 2, ...``.
- :class:`Dots`: round dots (marbles, die pips, ...) of one size, any number, any colours.
- :class:`Tiles`: square pieces with rounded corners (cubes, dice, blocks from above).
- :class:`Outlines`: filled outlines of any size (symbols, badges, warning triangles).
- :class:`Glyphs`: letters and numbers in cells (a letter in a corner, a number in the
  middle, ...), drawn as outlines in one collection.
- :class:`SquareFrames`: outlines around some squares (highlights, marks).
- :class:`Arrows`: arrows between cells with a white halo so they read over pieces.
- :class:`StatusLine` and :class:`Legend`: the title line above and the player key below.
- :func:`bevel_polygons`, :func:`bevel_shades` and :func:`bevel_sides`: a cube seen from
  straight above, its top face framed by its four side faces (Deblockle's blocks, Striedies'
  dice with their sides shown);
  :func:`polygon_path`: a closed outline for path collections (symbols, badges).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import (
    EllipseCollection,
    LineCollection,
    PathCollection,
    PolyCollection,
)
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch, Rectangle
from matplotlib.path import Path
from matplotlib.text import Text
from matplotlib.textpath import TextPath
from matplotlib.transforms import (
    Affine2DBase,
    Bbox,
    IdentityTransform,
    ScaledTranslation,
    Transform,
    blended_transform_factory,
)

from cubekit.core.grid import FILES, Square
from cubekit.core.i18n import tr
from cubekit.render.palette import (
    CELL_BG,
    FIGURE_BG,
    FONT,
    GRID,
    LABEL,
    MARK,
    MUTED,
    OUTLINE,
    REFUSED,
    RGB,
    TEXT,
    edge,
    ink,
    mix,
)

Colour = Any  # anything matplotlib accepts as a colour


def whole_figure(figure: Figure) -> Figure:
    """``figure`` kept whole where a notebook shows it: IPython's inline backend crops a figure
    to its artists (``bbox_inches="tight"``), which cuts labels that stand outside their axes
    (a compass letter beside a 3D die); an invisible rectangle over the whole figure keeps
    its size as drawn. Returns the figure."""
    from matplotlib.patches import Rectangle

    figure.add_artist(Rectangle((0.0, 0.0), 1.0, 1.0, transform=figure.transFigure,
                                facecolor="none", edgecolor="none", zorder=-10))
    return figure


def inch_frame(ax: Axes, x: float, y: float) -> Transform:
    """A transform in inches whose origin is the point (``x``, ``y``) in axes fractions.

    Text placed with it keeps its distance from the board whatever the figure's dpi.
    """
    return _inches(ax) + ScaledTranslation(x, y, cast(Affine2DBase, ax.transAxes))


def _inches(ax: Axes) -> Affine2DBase:
    """The figure's transform from inches to pixels."""
    figure = ax.get_figure()
    assert isinstance(figure, Figure)
    return figure.dpi_scale_trans


def square_polygon(square: Square, inset: float = 0.0) -> list[tuple[float, float]]:
    col, row = square
    return [(col + inset, row + inset), (col + 1 - inset, row + inset),
            (col + 1 - inset, row + 1 - inset), (col + inset, row + 1 - inset)]


class BoardGrid:
    """Cells, grid lines, outline and coordinate labels of a ``width`` x ``height`` board."""

    def __init__(self, ax: Axes, width: int, height: int, *, labels: bool = True,
                 label_size: float = 9.0, zorder: float = 0.0) -> None:
        self.width, self.height = width, height
        self.cells = PolyCollection(
            [square_polygon((i % width, i // width)) for i in range(width * height)],
            facecolors=CELL_BG, edgecolors="none", linewidths=0, zorder=zorder,
            antialiaseds=False)
        ax.add_collection(self.cells)
        lines = [[(x, 0), (x, height)] for x in range(1, width)]
        lines += [[(0, y), (width, y)] for y in range(1, height)]
        self.lines = LineCollection(lines, colors=GRID, linewidths=0.8, zorder=zorder + 0.1)
        ax.add_collection(self.lines)
        self.outline = Rectangle((0, 0), width, height, fill=False, edgecolor=OUTLINE,
                                 linewidth=1.4, zorder=zorder + 5, joinstyle="miter")
        ax.add_patch(self.outline)
        self._colours = np.tile(np.array([*_rgb(CELL_BG), 1.0]), (width * height, 1))
        self.files: Glyphs | None = None
        self.ranks: Glyphs | None = None
        if labels:
            # labels never change: outlines in two collections draw much faster than texts
            gap = 0.07 + label_size / 72 * 0.6
            below = blended_transform_factory(ax.transData, ax.transAxes) + ScaledTranslation(
                0, -gap - label_size / 72 * 0.27, _inches(ax))
            left = blended_transform_factory(ax.transAxes, ax.transData) + ScaledTranslation(
                -gap, 0, _inches(ax))
            self.files = Glyphs(ax, size=label_size, va="baseline", offset_transform=below,
                                zorder=zorder)
            self.files.set([(col + 0.5, 0, FILES[col], LABEL) for col in range(width)])
            self.ranks = Glyphs(ax, size=label_size, offset_transform=left, zorder=zorder)
            self.ranks.set([(0, row + 0.5, str(row + 1), LABEL) for row in range(height)])

    def set_colours(self, colours: np.ndarray) -> None:
        """Fill colours, one RGB(A) row per cell in index order (``row * width + col``)."""
        colours = np.asarray(colours, dtype=float)
        if colours.shape[1] == 3:
            colours = np.column_stack([colours, np.ones(len(colours))])
        if not np.array_equal(colours, self._colours):
            self._colours = colours
            self.cells.set_facecolor(colours)  # type: ignore[arg-type]


def _rgb(colour: Colour) -> RGB:
    from matplotlib.colors import to_rgb

    return to_rgb(colour)


class Dots:
    """Round dots of one ``diameter`` (in cells), drawn as one collection.

    ``set`` takes centres in data coordinates and one face colour per dot; outlines are a
    darker shade of the face colour.
    """

    def __init__(self, ax: Axes, diameter: float, *, edge_width: float = 0.8,
                 zorder: float = 3.0) -> None:
        self.collection = EllipseCollection(
            [diameter], [diameter], [0.0], units="xy", offsets=np.zeros((1, 2)),
            offset_transform=ax.transData, facecolors="none", edgecolors="none",
            linewidths=edge_width, zorder=zorder)
        ax.add_collection(self.collection)
        self.collection.set_visible(False)
        self._last: tuple[Any, ...] | None = None

    def set(self, centres: Sequence[tuple[float, float]], colours: Sequence[Colour]) -> None:
        key = (tuple(centres), tuple(colours))
        if key == self._last:
            return
        self._last = key
        if not centres:
            self.collection.set_visible(False)
            return
        faces = [_rgb(c) for c in colours]
        self.collection.set_offsets(np.asarray(centres, dtype=float))
        self.collection.set_facecolor(faces)
        self.collection.set_edgecolor([edge(c) for c in faces])
        self.collection.set_visible(True)


class _GlyphCollection(PathCollection):
    """A PathCollection of glyph outlines that reports its true extent.

    Matplotlib cannot measure a collection whose paths are in pixels and whose offsets are
    outside the axes, so ``bbox_inches="tight"`` (Jupyter's inline backend) would crop the
    rank labels; this computes the extent from the glyphs' own boxes.
    """

    extents: Sequence[Bbox] = ()
    """The boxes of the paths at size 1, when whoever set the paths knows them."""

    def get_window_extent(self, renderer: Any = None) -> Bbox:
        offsets = np.asarray(self.get_offsets())
        if not self.get_visible() or len(offsets) == 0 or self.figure is None:
            return Bbox.null()
        scale = float(np.sqrt(self.get_sizes()[0])) * self.figure.dpi / 72
        points = self.get_offset_transform().transform(offsets)
        boxes = []
        extents = self.extents if len(self.extents) == len(self.get_paths()) else [
            path.get_extents() for path in self.get_paths()]
        for box, (x, y) in zip(extents, points, strict=False):
            boxes.append(Bbox.from_extents(x + box.x0 * scale, y + box.y0 * scale,
                                           x + box.x1 * scale, y + box.y1 * scale))
        return Bbox.union(boxes)


@lru_cache(maxsize=4096)
def _glyph_outline(text: str, weight: str, ha: str, va: str) -> tuple[Path, Bbox]:
    """The outline of ``text`` at size 1 with its anchor point at the origin, and its box.

    Shared by every board drawn in the process: tracing a text and measuring its curves costs
    more than drawing it, and the same few letters and numbers appear on every board."""
    raw = TextPath((0, 0), text, size=1, prop=FontProperties(family=FONT, weight=weight))
    box = raw.get_extents()
    dx = {"left": -box.x0, "center": -(box.x0 + box.x1) / 2, "right": -box.x1}[ha]
    dy = {"bottom": -box.y0, "center": -(box.y0 + box.y1) / 2, "top": -box.y1,
          "baseline": 0.0}[va]
    # read-only: shared by every board, so nobody may move one board's letters
    path = Path(raw.vertices + np.array([dx, dy]), raw.codes, readonly=True)
    return path, Bbox.from_extents(box.x0 + dx, box.y0 + dy, box.x1 + dx, box.y1 + dy)


class Glyphs:
    """Short texts (letters, numbers) drawn as filled glyph outlines, all in one collection.

    Drawing one collection of outlines is many times faster than drawing as many Text
    artists, which matters for a letter in every cell of a board that is redrawn per step.
    ``size`` is the font size in points; ``ha`` (left/center/right) and ``va``
    (top/center/bottom of the outline, or its baseline) say which point of a text sits at its
    position, given in ``offset_transform`` coordinates (data coordinates by default; texts
    are clipped to the axes only then).
    """

    def __init__(self, ax: Axes, *, size: float, weight: str = "normal", ha: str = "center",
                 va: str = "center", offset_transform: Transform | None = None,
                 zorder: float = 4.0) -> None:
        if ha not in ("left", "center", "right") or va not in (
                "top", "center", "bottom", "baseline"):
            raise ValueError(tr("render.error.alignment", ha=repr(ha), va=repr(va)))
        self.ha, self.va = ha, va
        self.weight = weight
        self.collection = _GlyphCollection([], sizes=[size * size], offsets=np.zeros((1, 2)),
                                         offset_transform=offset_transform or ax.transData,
                                         transform=IdentityTransform(), facecolors="none",
                                         edgecolors="none", linewidths=0, zorder=zorder,
                                         clip_on=offset_transform is None)
        # no snapping to the pixel grid: it widens the thin stems of "i" and "l" to two
        # pixels (or drops them at low dpi), so those letters looked bold
        self.collection.set_snap(False)
        ax.add_collection(self.collection)
        self.collection.set_visible(False)
        self._last: tuple[Any, ...] | None = None

    def path(self, text: str) -> Path:
        """The outline of ``text`` at size 1, moved so its anchor point is the origin."""
        return _glyph_outline(text, self.weight, self.ha, self.va)[0]

    def set(self, items: Sequence[tuple[float, float, str, Colour]]) -> None:
        """Show ``(x, y, text, colour)`` items (data coordinates); nothing else."""
        key = tuple(items)
        if key == self._last:
            return
        self._last = key
        if not items:
            self.collection.set_visible(False)
            return
        outlines = [_glyph_outline(text, self.weight, self.ha, self.va) for _, _, text, _ in items]
        self.collection.set_paths([path for path, _ in outlines])
        self.collection.extents = [box for _, box in outlines]
        self.collection.set_offsets(np.array([(x, y) for x, y, _, _ in items], dtype=float))
        self.collection.set_facecolor([colour for _, _, _, colour in items])
        self.collection.set_visible(True)


def rounded_square(centre: tuple[float, float], size: float, radius: float,
                   steps: int = 4) -> list[tuple[float, float]]:
    """Corners of a square of side ``size`` around ``centre`` with rounded corners."""
    cx, cy = centre
    half = size / 2
    inner = half - radius
    points = []
    for quadrant, (sx, sy) in enumerate(((1, 1), (-1, 1), (-1, -1), (1, -1))):
        ox, oy = cx + sx * inner, cy + sy * inner
        for k in range(steps + 1):
            angle = np.pi / 2 * (quadrant + k / steps)
            points.append((ox + radius * float(np.cos(angle)), oy + radius * float(np.sin(angle))))
    return points


def polygon_path(points: Sequence[tuple[float, float]]) -> Path:
    """A closed outline through ``points`` (for symbols and badges in path collections)."""
    vertices = [*points, points[0]]
    codes = [Path.MOVETO] + [Path.LINETO] * (len(points) - 1) + [Path.CLOSEPOLY]
    return Path(np.asarray(vertices, dtype=float), codes)


def bevel_polygons(cx: float, cy: float, outer: float,
                   inner: float) -> list[list[tuple[float, float]]]:
    """A cube centred at (``cx``, ``cy``) seen from straight above: its top face (half side
    ``inner``) and the four side faces N, E, S, W around it out to half side ``outer``.

    >>> [len(face) for face in bevel_polygons(0.5, 0.5, 0.4, 0.2)]
    [4, 4, 4, 4, 4]
    >>> bevel_polygons(0.0, 0.0, 0.4, 0.2)[1]      # the north face along the top edge
    [(-0.4, 0.4), (0.4, 0.4), (0.2, 0.2), (-0.2, 0.2)]
    """
    o, i = outer, inner
    return [
        [(cx - i, cy - i), (cx + i, cy - i), (cx + i, cy + i), (cx - i, cy + i)],
        [(cx - o, cy + o), (cx + o, cy + o), (cx + i, cy + i), (cx - i, cy + i)],
        [(cx + o, cy + o), (cx + o, cy - o), (cx + i, cy - i), (cx + i, cy + i)],
        [(cx + o, cy - o), (cx - o, cy - o), (cx - i, cy - i), (cx + i, cy - i)],
        [(cx - o, cy - o), (cx - o, cy + o), (cx - i, cy + i), (cx - i, cy - i)],
    ]


def bevel_sides(outer: float, inner: float) -> tuple[tuple[str, float, float], ...]:
    """Where the marks of the side faces of :func:`bevel_polygons` sit, relative to the
    cube's centre: ``(face, dx, dy)`` for north, east, south and west, half way across each
    side face.

    >>> bevel_sides(0.4, 0.2)[:2]
    (('north', 0.0, 0.30000000000000004), ('east', 0.30000000000000004, 0.0))
    """
    at = (outer + inner) / 2
    return (("north", 0.0, at), ("east", at, 0.0), ("south", 0.0, -at), ("west", -at, 0.0))


def bevel_shades(colour: Colour, *, north: float = 0.22, east: float = -0.14,
                 south: float = -0.26, west: float = 0.10) -> list[RGB]:
    """Fills of the faces of :func:`bevel_polygons` (top, N, E, S, W) in ``colour``, lit from
    the top left: each side is moved its amount towards white (positive) or black
    (negative); the top keeps the colour.

    >>> bevel_shades("#808080", north=0.5)[:2]
    [(0.5019607843137255, 0.5019607843137255, 0.5019607843137255), (0.7509803921568627, 0.7509803921568627, 0.7509803921568627)]
    """  # noqa: E501
    def shade(amount: float) -> RGB:
        return mix(colour, "#ffffff" if amount >= 0 else "#000000", abs(amount))

    return [shade(0.0), shade(north), shade(east), shade(south), shade(west)]


TURN_BOX_FACE = "#ebe7df"
"""The fill of the box behind the entry of the player whose turn it is (:func:`turn_box`)."""


def turn_box(ax: Axes, frame: Transform, x: float, y: float, width: float,
             height: float) -> FancyBboxPatch:
    """The rounded box behind a player's entry in a key or panel (lower left corner at
    (``x``, ``y``) in ``frame``), added to ``ax`` hidden: shown for the player whose turn it
    is (or the winner)."""
    box = FancyBboxPatch((x, y), width, height, boxstyle="round,pad=0,rounding_size=0.06",
                         transform=frame, facecolor=TURN_BOX_FACE, edgecolor="#a8a297",
                         linewidth=0.8, visible=False, clip_on=False, zorder=1)
    ax.add_patch(box)
    return box


class Outlines:
    """Filled outlines of any size (symbols, badges, warning triangles), one path collection.

    ``path_of(name)`` is the outline called ``name``, within the unit circle around the
    origin (made once per name, so a redraw only changes offsets, sizes and colours).
    ``set`` takes ``(x, y, name, radius_pt, face)`` items, with ``edge_width`` > 0
    ``(x, y, name, radius_pt, face, edge)``: the outline centred at (``x``, ``y``) in
    ``offset_transform`` coordinates (data by default), ``radius_pt`` points from its centre
    to its tips. ``clip``: cut off at the axes (only for data coordinates).
    """

    def __init__(self, ax: Axes, path_of: Callable[[str], Path], *,
                 offset_transform: Transform | None = None, edge_width: float = 0.0,
                 zorder: float = 4.0, clip: bool = True) -> None:
        self.path_of = path_of
        self.edged = edge_width > 0
        self.collection = PathCollection([], sizes=[1.0], offsets=np.zeros((1, 2)),
                                         offset_transform=offset_transform or ax.transData,
                                         transform=IdentityTransform(), facecolors="none",
                                         edgecolors="none", linewidths=edge_width,
                                         zorder=zorder, clip_on=clip and offset_transform is None)
        ax.add_collection(self.collection, autolim=False)
        self.collection.set_visible(False)
        self.items: tuple[tuple[Any, ...], ...] = ()

    def set(self, items: Sequence[tuple[Any, ...]]) -> None:
        key = tuple(items)
        if key == self.items:
            return
        self.items = key
        if not items:
            self.collection.set_visible(False)
            return
        self.collection.set_paths([self.path_of(item[2]) for item in items])
        self.collection.set_sizes(np.array([item[3] * item[3] for item in items]))
        self.collection.set_offsets(np.array([(item[0], item[1]) for item in items],
                                             dtype=float))
        self.collection.set_facecolor([item[4] for item in items])
        if self.edged:
            self.collection.set_edgecolor([item[5] for item in items])
        self.collection.set_visible(True)


class Tiles:
    """Square pieces with rounded corners (cubes, dice, blocks seen from above), one collection.

    ``size`` is the side in cells; each tile gets its face colour and a darker outline (or
    the outline colours given to :meth:`set`). ``hatch`` (e.g. ``"////"``) and ``linestyle``
    apply to every tile of the collection. With a ``transform`` (e.g. ``ax.transData`` or an
    inch frame) the tiles are placed in its coordinates and not clipped to the axes, so they
    can sit beside the board; by default they are in data coordinates and clipped.
    """

    def __init__(self, ax: Axes, size: float = 0.78, *, radius: float = 0.1,
                 edge_width: float = 1.0, zorder: float = 2.5, hatch: str | None = None,
                 linestyle: Any = "solid", transform: Transform | None = None) -> None:
        self.size, self.radius = size, radius
        self.collection = PolyCollection([], closed=True, linewidths=edge_width, zorder=zorder,
                                         hatch=hatch, linestyles=linestyle)
        ax.add_collection(self.collection, autolim=False)
        if transform is not None:
            self.collection.set_transform(transform)
            self.collection.set_clip_on(False)
        self.collection.set_visible(False)
        self._last: tuple[Any, ...] | None = None

    def set(self, squares: Sequence[Square], colours: Sequence[Colour],
            edges: Sequence[Colour] | None = None) -> None:
        """One tile centred on each square, in the matching colour (and outline colour)."""
        self.set_centres([(col + 0.5, row + 0.5) for col, row in squares], colours, edges)

    def set_centres(self, centres: Sequence[tuple[float, float]], colours: Sequence[Colour],
                    edges: Sequence[Colour] | None = None) -> None:
        """One tile centred on each point (in the tiles' coordinates), in the matching
        colour; outlines are ``edges`` or a darker shade of each face."""
        key = (tuple(centres), tuple(colours), None if edges is None else tuple(edges))
        if key == self._last:
            return
        self._last = key
        if len(centres) != len(colours) or (edges is not None and len(edges) != len(centres)):
            outlines = "" if edges is None else tr("render.error.outlines", n=len(edges))
            raise ValueError(tr("render.error.colours", colours=len(colours), outlines=outlines,
                                squares=len(centres)))
        faces = [_rgb(c) for c in colours]
        self.collection.set_verts([rounded_square(centre, self.size, self.radius)
                                   for centre in centres])
        self.collection.set_facecolor(faces)
        self.collection.set_edgecolor([edge(c) for c in faces] if edges is None
                                      else [_rgb(c) for c in edges])
        self.collection.set_visible(bool(centres))


class SquareFrames:
    """Outlines drawn just inside some squares (one collection)."""

    def __init__(self, ax: Axes, *, inset: float = 0.06, linewidth: float = 2.5,
                 colour: Colour = MARK, linestyle: Any = "solid", zorder: float = 6.0) -> None:
        self.inset = inset
        self.collection = PolyCollection([], closed=True, facecolors="none", edgecolors=colour,
                                         linewidths=linewidth, linestyles=linestyle,
                                         zorder=zorder, joinstyle="miter")
        ax.add_collection(self.collection)
        self._last: frozenset[Square] | None = None

    def set(self, squares: Iterable[Square]) -> None:
        wanted = frozenset(squares)
        if wanted == self._last:
            return
        self._last = wanted
        ordered = sorted(wanted, key=lambda s: (s[1], s[0]))
        self.collection.set_verts([square_polygon(sq, self.inset) for sq in ordered])
        self.collection.set_visible(bool(ordered))


class Arrows:
    """Straight arrows with a filled head and a thin white halo, as two collections.

    :meth:`between_cells` draws an arrow from one cell across the shared edge into its
    neighbour; when two cells send to each other, both arrows move a little to their right
    so that they show side by side.
    """

    def __init__(self, ax: Axes, *, linewidth: float = 1.4, head: float = 0.14,
                 colour: Colour = MARK, zorder: float = 7.0) -> None:
        self.head = head
        self.halo = LineCollection([], colors=FIGURE_BG, linewidths=linewidth + 2.2,
                                   capstyle="round", zorder=zorder)
        self.shafts = LineCollection([], colors=colour, linewidths=linewidth,
                                     capstyle="butt", zorder=zorder + 0.1)
        self.heads = PolyCollection([], closed=True, facecolors=colour, edgecolors=FIGURE_BG,
                                    linewidths=0.9, zorder=zorder + 0.05, joinstyle="miter")
        # a refused move: its arrows in REFUSED with a cross over the middle of each
        self.crosses = LineCollection([], colors=REFUSED, linewidths=linewidth + 0.4,
                                      capstyle="round", zorder=zorder + 0.2)
        for artist in (self.halo, self.heads, self.shafts, self.crosses):
            ax.add_collection(artist)
        self.colour = colour
        self._last: tuple[Any, ...] | None = None

    def set(self, arrows: Sequence[tuple[tuple[float, float], tuple[float, float]]], *,
            refused: bool = False) -> None:
        """Arrows ``((x0, y0), (x1, y1))`` in data coordinates, head at the end point;
        ``refused`` draws them as a move the rules refuse (another colour, crossed out)."""
        key = (tuple(arrows), refused)
        if key == self._last:
            return
        self._last = key
        colour = REFUSED if refused else self.colour
        self.shafts.set_color(colour)
        self.heads.set_facecolor(colour)
        crosses = []
        if refused:
            size = self.head * 0.95
            for (x0, y0), (x1, y1) in arrows:   # the arrow crossed out in its middle
                mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                crosses += [[(mx - size, my - size), (mx + size, my + size)],
                            [(mx - size, my + size), (mx + size, my - size)]]
        self.crosses.set_segments(crosses)
        self.crosses.set_visible(bool(crosses))
        shafts, heads = [], []
        for (x0, y0), (x1, y1) in arrows:
            dx, dy = x1 - x0, y1 - y0
            length = float(np.hypot(dx, dy)) or 1.0
            ux, uy = dx / length, dy / length
            bx, by = x1 - ux * self.head, y1 - uy * self.head   # base of the head
            half = self.head * 0.55
            heads.append([(x1, y1), (bx - uy * half, by + ux * half),
                          (bx + uy * half, by - ux * half)])
            shafts.append([(x0, y0), (bx + ux * 0.02, by + uy * 0.02)])
        self.shafts.set_segments(shafts)
        self.halo.set_segments([[s[0], h[0]] for s, h in zip(shafts, heads, strict=True)])
        self.heads.set_verts(heads)
        for artist in (self.halo, self.heads, self.shafts):
            artist.set_visible(bool(arrows))

    def between_cells(self, pairs: Iterable[tuple[Square, Square]], *, start: float = 0.32,
                      end: float = 0.68, shift: float = 0.09, refused: bool = False) -> None:
        """One arrow per ``(from, to)`` pair of squares (normally neighbours).

        The arrow runs from ``start`` to ``end`` of the way between the two centres.
        """
        pairs = list(pairs)
        both_ways = set(pairs) & {(b, a) for a, b in pairs}
        arrows = []
        for (c0, r0), (c1, r1) in pairs:
            dx, dy = c1 - c0, r1 - r0
            length = float(np.hypot(dx, dy)) or 1.0
            # an arrow with a partner in the other direction moves to its own right
            side = shift if ((c0, r0), (c1, r1)) in both_ways else 0.0
            px, py = dy / length * side, -dx / length * side
            x0, y0 = c0 + 0.5 + px, r0 + 0.5 + py
            arrows.append(((x0 + dx * start, y0 + dy * start),
                           (x0 + dx * end, y0 + dy * end)))
        self.set(arrows, refused=refused)


class StatusLine:
    """The title line above the board, centred on it (in bold; a line below it in
    ``weight="normal"`` and another ``colour``).

    A text too long for ``max_width`` inches is set in a smaller font (estimated from its
    length, so no text measuring is needed on a redraw).
    """

    def __init__(self, ax: Axes, *, size: float = 12.5, gap: float = 0.16,
                 max_width: float | None = None, weight: str = "bold",
                 colour: Colour = TEXT) -> None:
        self.size = size
        self.max_width = max_width
        # sans-serif characters are about 0.64 em wide in bold, 0.56 em in normal weight
        self.em = 0.64 if weight == "bold" else 0.56
        self.text = ax.text(0, gap, "", transform=inch_frame(ax, 0.5, 1.0), ha="center",
                            va="baseline", fontsize=size, fontweight=weight, color=colour,
                            family=FONT, clip_on=False)

    def set(self, text: str) -> None:
        if text == self.text.get_text():
            return
        self.text.set_text(text)
        size = self.size
        if self.max_width is not None and text:
            estimate = len(text) * size * self.em / 72
            if estimate > self.max_width:
                size = max(7.0, size * self.max_width / estimate)
        self.text.set_fontsize(size)


@dataclass(frozen=True)
class LegendEntry:
    """One player in the key: a coloured marker, a label (``"A  12"``), and whether the
    entry is active (the player to move or the winner) or muted (a player who is out)."""

    colour: Colour
    label: str
    active: bool = False
    muted: bool = False


@dataclass(frozen=True)
class LegendLayout:
    """Sizes of the key below the board, in inches."""

    entries: int
    per_row: int
    entry_width: float = 0.78
    prefix_width: float = 0.0
    row_height: float = 0.27

    @property
    def rows(self) -> int:
        return -(-self.entries // self.per_row) if self.entries else 0

    @property
    def width(self) -> float:
        return self.prefix_width + min(self.entries, self.per_row) * self.entry_width

    @classmethod
    def fit(cls, entries: int, available: float, *, entry_width: float = 0.78,
            prefix_width: float = 0.0) -> LegendLayout:
        """As many entries per row as fit in ``available`` inches, rows balanced."""
        fit = max(1, int((available - prefix_width) // entry_width))
        rows = max(1, -(-entries // fit))
        per_row = max(1, -(-entries // rows))
        return cls(entries, per_row, entry_width, prefix_width)


class Legend:
    """The key below the board: an optional prefix (``"Marbles"``) and one entry per player.

    ``top`` is the distance in inches from the bottom of the board to the top of the key.
    """

    def __init__(self, ax: Axes, layout: LegendLayout, *, top: float, size: float = 9.5,
                 marker_size: float = 9.0) -> None:
        self.layout = layout
        frame = inch_frame(ax, 0.5, 0.0)
        left = -layout.width / 2
        first = -top - layout.row_height / 2
        self.prefix = ax.text(left, first, "", transform=frame, ha="left", va="center_baseline",
                              fontsize=size, color=MUTED, family=FONT, clip_on=False)
        self.markers: list[Line2D] = []
        self.labels: list[Text] = []
        self.boxes: list[FancyBboxPatch] = []
        for index in range(layout.entries):
            row, slot = divmod(index, layout.per_row)
            in_row = min(layout.per_row, layout.entries - row * layout.per_row)
            # rows are centred under the first one's entries
            x = left + layout.prefix_width + slot * layout.entry_width + (
                (layout.per_row - in_row) * layout.entry_width / 2)
            y = first - row * layout.row_height
            box = turn_box(ax, frame, x - 0.05, y - 0.1, layout.entry_width - 0.1, 0.2)
            marker = Line2D([x + 0.08], [y], transform=frame, marker="o",
                            markersize=marker_size, linestyle="none", clip_on=False,
                            markeredgewidth=0.9, zorder=2)
            ax.add_line(marker)
            label = ax.text(x + 0.2, y, "", transform=frame, ha="left", va="center_baseline",
                            fontsize=size, color=TEXT, family=FONT, clip_on=False, zorder=2)
            self.boxes.append(box)
            self.markers.append(marker)
            self.labels.append(label)
        self._last: tuple[Any, ...] | None = None

    @staticmethod
    def height(layout: LegendLayout) -> float:
        return layout.rows * layout.row_height

    def set(self, prefix: str, entries: Sequence[LegendEntry]) -> None:
        key = (prefix, tuple(entries))
        if key == self._last:
            return
        self._last = key
        self.prefix.set_text(prefix)
        for index, (box, marker, label) in enumerate(zip(self.boxes, self.markers,
                                                         self.labels, strict=True)):
            entry = entries[index] if index < len(entries) else None
            for artist in (box, marker, label):
                artist.set_visible(entry is not None)
            if entry is None:
                continue
            box.set_visible(entry.active)
            if entry.muted:
                marker.set_markerfacecolor(FIGURE_BG)
                marker.set_markeredgecolor(MUTED)
                label.set_color(MUTED)
            else:
                marker.set_markerfacecolor(entry.colour)
                marker.set_markeredgecolor(edge(_rgb(entry.colour)))
                label.set_color(ink(_rgb(entry.colour)))
            label.set_text(entry.label)
            label.set_fontweight("bold" if entry.active else "normal")
