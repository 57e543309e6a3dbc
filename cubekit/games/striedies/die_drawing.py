"""Drawing a Striedies Strategie die in 3D with matplotlib's mplot3d, and its GIF export.

The die is a real cube on a small ground grid: six faces with their pips (discs lying in the
face planes), the owner's colour when a player is given, and the compass letters on the
ground. North is up the board, as everywhere in cubekit. The geometry comes from
:mod:`.die_geometry`; :mod:`.die3d` gathers the public names.

matplotlib is imported only when something is drawn.
"""

from __future__ import annotations

import io
import math
import os
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from cubekit.core.cube import Handedness, Orientation
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import check_language, tr
from cubekit.games.striedies.die_geometry import (
    COMPASS,
    DIRECTION_KEY,
    DieFrame,
    FaceGeometry,
    die_faces,
    die_orientation,
    handedness,
    notation_of,
    player_of,
    tip_frames,
    vec,
)

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from PIL.Image import Image

    from cubekit.render.palette import RGB

ELEV = 33.0
"""Default elevation of the camera (degrees above the ground)."""
AZIM = -62.0
"""Default azimuth of the camera: from the south-south-east, so top, south and east show."""
DIE_SIZE = (3.8, 3.0)
"""Width and height (inches) of the picture of one die."""
PIP_RADIUS = 0.085
_PIP_SIDES = 28
_IVORY = "#f8f5ec"
_PIP_INK = "#1c1c1c"
_SAND = "#c08a2e"       # the path of an ivory die (no player colour)
_LIGHT = np.array([0.35, -0.6, 1.0]) / np.linalg.norm([0.35, -0.6, 1.0])
_Z_ROLL = 1.45    # the highest point of a rolling die is sqrt(2) ~ 1.41 above the ground


def player_colour_of(player: int | None) -> str | None:
    """The colour of ``player`` (0 = A), or None for an ivory die."""
    if player is None:
        return None
    if not isinstance(player, int) or isinstance(player, bool):
        raise TypeError(tr("st.error.player", value=repr(player)))
    from cubekit.render.palette import player_colour

    return player_colour(player)


@dataclass(frozen=True)
class Extent:
    """The ground squares shown: columns x0..x1 and rows y0..y1 (inclusive)."""

    x0: int
    x1: int
    y0: int
    y1: int

    @classmethod
    def around(cls, squares: Iterable[Square], margin: int = 1) -> Extent:
        squares = list(squares)
        xs = [s[0] for s in squares]
        ys = [s[1] for s in squares]
        return cls(min(xs) - margin, max(xs) + margin, min(ys) - margin, max(ys) + margin)


def _shade(colour: Any, normal: tuple[float, float, float]) -> tuple[float, float, float]:
    """``colour`` lit by the fixed light: full on faces towards it, darker away from it."""
    from cubekit.render.palette import mix

    light = max(0.0, float(np.dot(normal, _LIGHT)))
    return mix(colour, "#000000", 0.34 * (1.0 - light))


def _disc(centre: tuple[float, float, float], u: tuple[float, float, float],
          v: tuple[float, float, float], radius: float) -> list[tuple[float, float, float]]:
    c, a, b = np.array(centre), np.array(u), np.array(v)
    points = []
    for k in range(_PIP_SIDES):
        t = 2 * math.pi * k / _PIP_SIDES
        points.append(vec(c + radius * (math.cos(t) * a + math.sin(t) * b)))
    return points


def _rounded(face: FaceGeometry, inset: float = 0.045,
             radius: float = 0.13) -> list[tuple[float, float, float]]:
    """The face shrunk by ``inset`` with rounded corners, lifted a hair off the face."""
    u, v = np.array(face.u), np.array(face.v)
    middle = np.mean(np.array(face.corners), axis=0) + 0.002 * np.array(face.normal)
    half = 0.5 - inset - radius
    points = []
    for (su, sv), start in (((1, 1), 0.0), ((-1, 1), 90.0), ((-1, -1), 180.0),
                            ((1, -1), 270.0)):
        for k in range(7):
            t = math.radians(start + 15.0 * k)
            a = su * half + radius * math.cos(t)
            b = sv * half + radius * math.sin(t)
            points.append(vec(middle + a * u + b * v))
    return points


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The convex hull (counterclockwise) of points in the plane."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _eye(elev: float, azim: float) -> np.ndarray:
    """The direction from the scene towards the (orthographic) camera of mplot3d."""
    e, a = math.radians(elev), math.radians(azim)
    return np.array([math.cos(e) * math.cos(a), math.cos(e) * math.sin(a), math.sin(e)])


def _check_3d(ax: Any) -> None:
    if getattr(ax, "name", None) != "3d":
        raise TypeError(tr("st.error.axes", type=type(ax).__name__))


def new_axes(size: tuple[float, float]) -> Axes:
    import mpl_toolkits.mplot3d  # type: ignore[import-untyped]  # noqa: F401  (3d projection)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from cubekit.render.primitives import whole_figure

    figure = whole_figure(Figure(figsize=size, dpi=100, facecolor="#ffffff"))
    FigureCanvasAgg(figure)
    ax: Axes = figure.add_axes((0.0, 0.0, 1.0, 1.0), projection="3d")
    return ax


def _fit(ax: Any, area: tuple[float, float, float, float], spans: tuple[float, ...],
         points: np.ndarray) -> None:
    """Zoom and place the 3D axes so that ``points`` (the scene) fill ``area`` (a rectangle
    of the figure, fractions) as far as the aspect allows, centred.

    The orthographic view maps the middle of the box to the middle of the axes and the zoom
    scales about it, so one projection at zoom 1 tells the zoom and the shift needed.
    """
    from mpl_toolkits.mplot3d import proj3d

    ax.set_position(area)
    ax.set_box_aspect(spans, zoom=1.0)
    ax.apply_aspect()
    xs, ys, _ = proj3d.proj_transform(points[:, 0], points[:, 1], points[:, 2], ax.get_proj())
    shown = ax.transData.transform(np.column_stack([xs, ys]))
    origin = ax.transData.transform((0.0, 0.0))
    low, high = shown.min(axis=0), shown.max(axis=0)
    figure_box = ax.figure.bbox
    room_w = area[2] * figure_box.width
    room_h = area[3] * figure_box.height
    zoom = 0.97 * min(room_w / (high[0] - low[0]), room_h / (high[1] - low[1]))
    middle = origin + zoom * ((low + high) / 2 - origin)
    target = ((area[0] + area[2] / 2) * figure_box.width,
              (area[1] + area[3] / 2) * figure_box.height)
    shift = ((target[0] - middle[0]) / figure_box.width,
             (target[1] - middle[1]) / figure_box.height)
    ax.set_box_aspect(spans, zoom=zoom)
    ax.set_position((area[0] + shift[0], area[1] + shift[1], area[2], area[3]))


def draw_scene(ax: Any, frame: DieFrame, extent: Extent, *, colour: str | None,
               elev: float, azim: float, show_labels: bool, path: Sequence[Square],
               came_from: Direction | None, caption: str | None, lang: str,
               area: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0),
               rolling: Sequence[Square] = (), caption_size: float = 10.0,
               label_size: float = 10.0) -> None:
    """Draw the ground, the path, the shadow and the die of ``frame`` into ``ax``, fitted
    into ``area`` of the figure (the caption on top of it).

    ``rolling`` lists squares the die rolls over in other frames drawn with the same view:
    the view leaves room for the die standing on its edge there, so the camera stays still.
    ``came_from`` draws an arrow for the tip that brought the die here.
    """
    from cubekit.render.palette import FONT, TEXT

    ax.set_proj_type("ortho")
    ax.view_init(elev=elev, azim=azim)
    ax.computed_zorder = False      # the painter's order is ours: ground, die, pips
    ax.set_axis_off()
    box, points = _view(ax, frame, extent, rolling)
    spots, rays = _compass(box, extent, frame, rolling, show_labels, points)
    lines = _caption_lines(ax, caption, area, caption_size)
    band = (len(lines) * 1.3 + 0.5) * caption_size / 72 / ax.figure.get_figheight() \
        if lines else 0.0
    x0, x1, y0, y1, z_top = box
    _fit(ax, (area[0], area[1], area[2], area[3] - band), (x1 - x0, y1 - y0, z_top),
         np.array(points))
    tint = colour if colour is not None else _SAND
    _draw_ground(ax, frame, extent, tint, path, came_from)
    _draw_compass(ax, lang, spots, rays, label_size)
    _draw_die(ax, frame, colour, _eye(elev, azim))
    # mplot3d keeps its axes square; the scene may be wider, so nothing is clipped to it
    for artist in (*ax.collections, *ax.lines, *ax.texts):
        artist.set_clip_on(False)
    if lines:
        ax.text2D(area[0] + area[2] / 2, area[1] + area[3] - 0.05 / ax.figure.get_figheight(),
                  "\n".join(lines), transform=ax.figure.transFigure, ha="center", va="top",
                  fontsize=caption_size, color=TEXT, family=FONT, gid="caption",
                  linespacing=1.2)


Box = tuple[float, float, float, float, float]
"""The drawn box: x0, x1, y0, y1 and the height z_top."""
Point = tuple[float, float, float]


def _view(ax: Any, frame: DieFrame, extent: Extent, rolling: Sequence[Square]
          ) -> tuple[Box, list[Point]]:
    """Set the axes limits around the ground of ``extent``; the box and the points the
    view must show (the ground's corners and the die, standing on its edge where it rolls)."""
    pad = 0.12
    z_top = _Z_ROLL if rolling else 1.0
    x0, x1 = extent.x0 - pad, extent.x1 + 1 + pad
    y0, y1 = extent.y0 - pad, extent.y1 + 1 + pad
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ax.set_zlim(0.0, z_top)
    points = [(x, y, 0.0) for x in (x0, x1) for y in (y0, y1)]
    reach = (-0.21, 1.21) if rolling else (0.0, 1.0)  # a rolling die leans over its edges
    for col, row in {frame.square, *rolling}:
        points.extend((col + dx, row + dy, z_top) for dx in reach for dy in reach)
    return (x0, x1, y0, y1, z_top), points


def _compass(box: Box, extent: Extent, frame: DieFrame, rolling: Sequence[Square],
             show_labels: bool, points: list[Point]
             ) -> tuple[list[tuple[float, float]], list[list[Point]]]:
    """Where the compass letters N, E, S, W stand and the rays of a compass rose.

    With the die in the middle of a 3 x 3 ground the letters stand beside the edges (the die
    never hides them); elsewhere a compass rose fills the south-west corner square, which no
    die or path ever covers and no die hides. ``points`` gets the room they need."""
    x0, x1, y0, y1, _ = box
    centred = not rolling and extent == Extent.around([frame.square])
    spots: list[tuple[float, float]] = []
    rays: list[list[Point]] = []
    if show_labels and centred:
        middle_x, middle_y = (x0 + x1) / 2, (y0 + y1) / 2
        spots = [(middle_x, y1 + 0.3), (x1 + 0.3, middle_y), (middle_x, y0 - 0.3),
                 (x0 - 0.3, middle_y)]
        # room for each letter's own size beyond its centre (an O is as wide as a W)
        room = 0.62
        points.extend([(middle_x, y1 + room, 0.0), (x1 + room, middle_y, 0.0),
                       (middle_x, y0 - room, 0.0), (x0 - room, middle_y, 0.0)])
    elif show_labels:
        # the rose stands on the ground just outside the south-west corner, big enough that
        # its letters never touch each other in the foreshortened view
        hub = np.array([extent.x0 - 0.75, extent.y0 + 0.25, 0.003])
        for direction in COMPASS:
            ray = np.array([direction.dx, direction.dy, 0.0])
            side = np.array([-direction.dy, direction.dx, 0.0])
            tip = hub + 0.42 * ray
            rays.append([vec(hub + 0.06 * ray), vec(tip)])
            rays.append([vec(tip), vec(tip - 0.14 * ray + 0.1 * side)])
            rays.append([vec(tip), vec(tip - 0.14 * ray - 0.1 * side)])
            spot = hub + 0.7 * ray
            spots.append((float(spot[0]), float(spot[1])))
            room = hub + 1.0 * ray                # the letter's own width must fit too
            points.append((float(room[0]), float(room[1]), 0.0))
    return spots, rays


def _caption_lines(ax: Any, caption: str | None, area: tuple[float, float, float, float],
                   caption_size: float) -> list[str]:
    """The caption wrapped to the width of ``area`` (a long one broken after its colon)."""
    if not caption:
        return []
    inches = area[2] * ax.figure.get_figwidth()
    width = max(12, int(inches * 72 / (caption_size * 0.56)))
    head, colon, tail = caption.partition(": ")
    if len(caption) > width and colon:      # too long: break after the colon
        return [*textwrap.wrap(head + ":", width), *textwrap.wrap(tail, width)]
    return textwrap.wrap(caption, width)


def _draw_ground(ax: Any, frame: DieFrame, extent: Extent, tint: str,
                 path: Sequence[Square], came_from: Direction | None) -> None:
    """The ground: a grid of squares, the path tinted, and the arrow of the last tip."""
    from mpl_toolkits.mplot3d.art3d import (  # type: ignore[import-untyped]
        Line3DCollection,
        Poly3DCollection,
    )

    from cubekit.render.palette import CELL_BG, GRID, mix

    visited = set(path)
    left = came_from.opposite.step(frame.square) if came_from is not None else None
    cells, fills = [], []
    for col in range(extent.x0, extent.x1 + 1):
        for row in range(extent.y0, extent.y1 + 1):
            cells.append([(col, row, 0.0), (col + 1, row, 0.0), (col + 1, row + 1, 0.0),
                          (col, row + 1, 0.0)])
            amount = 0.22 if (col, row) in visited else 0.14 if (col, row) == left else 0.0
            fills.append(mix(CELL_BG, tint, amount))
    ax.add_collection3d(Poly3DCollection(cells, facecolors=fills, edgecolors=GRID,
                                         linewidths=0.8, zorder=1, label="ground"))
    if len(path) > 1:
        xs = [s[0] + 0.5 for s in path]
        ys = [s[1] + 0.5 for s in path]
        ax.plot(xs, ys, [0.002] * len(xs), color=mix(tint, "#000000", 0.2), linewidth=1.6,
                marker="o", markersize=3.5, zorder=1.5, label="path")
    if came_from is not None and left is not None:
        # An arrow on the ground beside the die, from the square it left to its own: in
        # the row in front for east and west, in the column to the right for north and
        # south, where the die never hides it.
        here = frame.square
        beside = np.array([0.0, -1.0, 0.0] if came_from.dy == 0 else [1.0, 0.0, 0.0])
        step = np.array([came_from.dx, came_from.dy, 0.0])
        side = np.array([-came_from.dy, came_from.dx, 0.0])
        tail = np.array([left[0] + 0.5, left[1] + 0.5, 0.003]) + beside + 0.1 * step
        head = np.array([here[0] + 0.5, here[1] + 0.5, 0.003]) + beside - 0.05 * step
        ax.add_collection3d(Line3DCollection(
            [[vec(tail), vec(head)], [vec(head), vec(head - 0.2 * step + 0.13 * side)],
             [vec(head), vec(head - 0.2 * step - 0.13 * side)]],
            colors=[mix(tint, "#000000", 0.25)], linewidths=2.2, zorder=1.6, label="arrow"))


def _draw_compass(ax: Any, lang: str, spots: list[tuple[float, float]],
                  rays: list[list[Point]], label_size: float) -> None:
    """The compass rose's rays and the letters N, E, S, W (in ``lang``) on the ground."""
    from mpl_toolkits.mplot3d.art3d import Line3DCollection

    from cubekit.render.palette import FONT, LABEL, mix

    if rays:
        ax.add_collection3d(Line3DCollection(rays, colors=[mix(LABEL, "#ffffff", 0.15)],
                                             linewidths=1.2, zorder=1.7, label="compass"))
    letters = tr("st.die3d.compass", lang).split()
    for letter, (x, y) in zip(letters, spots, strict=False):    # no spots without labels
        ax.text(x, y, 0.0, letter, ha="center", va="center", fontsize=label_size,
                fontweight="bold", color=LABEL, family=FONT, zorder=2, gid=f"compass:{letter}")


def _draw_die(ax: Any, frame: DieFrame, colour: str | None, eye: np.ndarray) -> None:
    """The die's shadow on the ground, then its faces turned towards the camera (a cube is
    convex, so they never overlap each other), each with its pips right after it."""
    from mpl_toolkits.mplot3d.art3d import Poly3DCollection

    from cubekit.render.palette import edge, luminance, mix, text_on

    faces = die_faces(frame)
    # the shadow: the die's outline seen from straight above, on the ground
    outline = _hull([(round(x, 9), round(y, 9)) for face in faces for x, y, _ in face.corners])
    ax.add_collection3d(Poly3DCollection([[(x, y, 0.004) for x, y in outline]],
                                         facecolors=[(0.0, 0.0, 0.0, 0.16)],
                                         edgecolors="none", zorder=2.5, label="shadow"))
    body: str | RGB = _IVORY
    if colour is not None:      # a black die is drawn dark grey, so that light shows on it
        body = colour if luminance(colour) > 0.02 else mix(colour, "#ffffff", 0.2)
    pip_colour = text_on(colour) if colour is not None else _PIP_INK
    line: str | RGB = edge(colour) if colour is not None else "#6b665d"
    order = 3.0
    for face in faces:
        if float(np.dot(face.normal, eye)) <= 1e-9:
            continue
        where = face.position or "rolling"
        fill = _shade(body, face.normal)
        ax.add_collection3d(Poly3DCollection(       # the face, its rim a shade darker
            [list(face.corners)], facecolors=[mix(fill, "#000000", 0.16)],
            edgecolors=[line], linewidths=0.9, zorder=order,
            label=f"face:{where}:{face.label}"))
        ax.add_collection3d(Poly3DCollection(       # a rounded inner square: worn edges
            [_rounded(face)], facecolors=[fill], edgecolors="none", zorder=order + 0.2,
            label=f"inner:{where}:{face.label}"))
        shift = 0.004 * np.array(face.normal)
        discs = [_disc(vec(np.array(p) + shift), face.u, face.v, PIP_RADIUS)
                 for p in face.pips]
        ax.add_collection3d(Poly3DCollection(
            discs, facecolors=[_shade(pip_colour, face.normal)], edgecolors="none",
            zorder=order + 0.5, label=f"pips:{where}:{face.label}"))
        order += 1.0


def direction_name(direction: Direction, lang: str) -> str:
    return tr(f"st.die3d.dir.{DIRECTION_KEY[direction]}", lang)


def caption_at_rest(orientation: Orientation[int], lang: str) -> str:
    key = "st.die3d.on_top" if handedness(orientation) == "right" else "st.die3d.on_top_left"
    return tr(key, lang, top=orientation.top, notation=notation_of(orientation))


def draw_die(orientation: Any, ax: Axes | None = None, *, player: int | None = None,
             handed: Handedness | None = None, elev: float = ELEV, azim: float = AZIM,
             show_labels: bool = True, path: Iterable[Direction | str] | str | None = None,
             caption: str | None = None, language: str | None = None) -> Axes:
    """Draw one die in 3D on a small ground grid; returns the (3D) axes.

    ``orientation`` is an Orientation or ``"top/north/east"`` (``"1/5/3"``); ``player``
    (0 = A) colours the die in that player's colour (white pips on dark colours), without
    it the die is ivory with black pips. ``elev`` and ``azim`` place the camera (degrees,
    as in mplot3d); ``show_labels`` writes the compass letters on the ground. ``path``,
    the directions the die rolled to get here, marks those squares on the ground. The
    caption (default: the top face and the notation) is drawn above the die.

    Without ``ax`` a new figure of :data:`DIE_SIZE` inches is made: show it with
    ``draw_die(...).figure``.
    """
    start = die_orientation(orientation, handed)
    colour = player_colour_of(player_of(orientation, player))
    lang = check_language(language)
    tips = Direction.parse_many(path) if path is not None else []
    squares = [(0, 0)]
    for direction in tips:
        squares.append(direction.step(squares[-1]))
    here = squares[-1]
    frame = tip_frames(start, [], square=here)[0]
    if ax is None:
        ax = new_axes(DIE_SIZE)
    else:
        _check_3d(ax)
    x, y, w, h = ax.get_position(original=True).bounds
    area = (float(x), float(y), float(w), float(h))
    if caption is None:
        caption = caption_at_rest(start, lang)
    shown = squares[-6:]        # the last five tips at most: the die stays large
    draw_scene(ax, frame, Extent.around(shown), colour=colour, elev=elev, azim=azim,
                show_labels=show_labels, path=shown if tips else (), came_from=None,
                caption=caption, lang=lang, area=area)
    return ax


def draw_frame(frame: DieFrame, ax: Axes | None = None, *, player: int | None = None,
               elev: float = ELEV, azim: float = AZIM, show_labels: bool = True,
               show_path: bool = True, language: str | None = None) -> Axes:
    """Draw one frame of :func:`tip_frames` (the die at rest or mid-roll); returns the axes.

    The caption says which tip is rolling, or what came up once the die lies on its new
    square. Without ``ax`` a new figure of :data:`DIE_SIZE` inches is made.
    """
    if not isinstance(frame, DieFrame):
        raise TypeError(tr("st.error.frame", language, type=type(frame).__name__))
    colour = player_colour_of(player)
    lang = check_language(language)
    if ax is None:
        ax = new_axes(DIE_SIZE)
    else:
        _check_3d(ax)
    x, y, w, h = ax.get_position(original=True).bounds
    squares = [*frame.path[-6:], frame.from_square, frame.to_square]
    draw_scene(ax, frame, Extent.around(squares), colour=colour, elev=elev, azim=azim,
                show_labels=show_labels, path=frame.path[-6:] if show_path else (),
                came_from=None, caption=_frame_caption(frame, lang), lang=lang,
                area=(float(x), float(y), float(w), float(h)),
                rolling=(frame.from_square, frame.to_square) if frame.direction else ())
    return ax


def tip_sequence(orientation: Any, directions: Iterable[Direction | str] | str, *,
                 player: int | None = None, handed: Handedness | None = None,
                 elev: float = ELEV, azim: float = AZIM, per_row: int = 4,
                 language: str | None = None) -> Figure:
    """The die at the start and after each tip, one small 3D panel each (``per_row`` a row).

    Every panel after a tip is titled with the tip's number and direction and the face that
    came up ("2. tip east: 4 comes up"); an arrow on the ground shows where the die came
    from. Deterministic, for printed pages and stored notebook outputs.
    """
    import mpl_toolkits.mplot3d  # noqa: F401  (registers the 3d projection)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from cubekit.render.primitives import whole_figure

    start = die_orientation(orientation, handed)
    tips = Direction.parse_many(directions)
    colour = player_colour_of(player_of(orientation, player))
    if isinstance(per_row, bool) or not isinstance(per_row, int) or per_row < 1:
        raise ValueError(tr("st.error.whole", language, name="per_row", least=1,
                            value=repr(per_row)))
    lang = check_language(language)
    frames = tip_frames(start, tips, frames_per_tip=1)
    columns = min(per_row, len(frames))
    rows = -(-len(frames) // columns)
    panel_w, panel_h = 2.3, 1.95
    figure = whole_figure(Figure(figsize=(columns * panel_w, rows * panel_h), dpi=100,
                                 facecolor="#ffffff"))
    FigureCanvasAgg(figure)
    for index, frame in enumerate(frames):
        row, col = divmod(index, columns)
        area = (col / columns, 1 - (row + 1) / rows, 1 / columns, 1 / rows)
        ax = figure.add_axes(area, projection="3d")
        state = frame.orientation
        assert state is not None
        if frame.direction is None:
            caption = tr("st.die3d.start", lang, top=state.top)
        else:
            caption = tr("st.die3d.after_tip", lang, number=frame.tip,
                         direction=direction_name(frame.direction, lang), top=state.top)
        here = frame.square
        draw_scene(ax, frame, Extent.around([here]), colour=colour, elev=elev, azim=azim,
                    show_labels=True, path=(), came_from=frame.direction, caption=caption,
                    lang=lang, area=area, caption_size=9.0, label_size=8.0)
    return figure


def _frame_caption(frame: DieFrame, lang: str) -> str:
    if frame.direction is None:
        return tr("st.die3d.start", lang, top=frame.start.top)
    direction = direction_name(frame.direction, lang)
    if frame.angle == 90.0:
        return tr("st.die3d.after_tip", lang, number=frame.tip, direction=direction,
                  top=frame.after.top)
    return tr("st.die3d.tipping", lang, number=frame.tip, direction=direction)


def render_image(figure: Any) -> Image:
    from PIL import Image as PILImage

    canvas = figure.canvas
    canvas.draw()
    width, height = canvas.get_width_height()
    return PILImage.frombuffer("RGBA", (width, height), canvas.buffer_rgba(), "raw", "RGBA",
                               0, 1).convert("RGB")


def frame_images(frames: Sequence[DieFrame], *, player: int | None = None,
                 elev: float = ELEV, azim: float = AZIM, show_path: bool = True,
                 size: tuple[float, float] = DIE_SIZE,
                 language: str | None = None) -> list[Image]:
    """One RGB picture per frame, all on the same ground (so the camera stays still)."""
    if not frames:
        raise ValueError(tr("st.error.no_frames", language))
    colour = player_colour_of(player)
    lang = check_language(language)
    squares = sorted({s for f in frames for s in (f.from_square, f.to_square)})
    extent = Extent.around(squares)
    ax: Any = new_axes(size)
    figure = ax.figure
    images = []
    for frame in frames:
        ax.clear()
        draw_scene(ax, frame, extent, colour=colour, elev=elev, azim=azim, show_labels=True,
                    path=frame.path if show_path else (), came_from=None,
                    caption=_frame_caption(frame, lang), lang=lang, rolling=squares)
        images.append(render_image(figure))
    return images


def animate_tips(orientation: Any, directions: Iterable[Direction | str] | str,
                 path: str | os.PathLike[str] | None = None, *, frames_per_tip: int = 8,
                 player: int | None = None, handed: Handedness | None = None,
                 elev: float = ELEV, azim: float = AZIM, show_path: bool = True,
                 roll_seconds: float = 0.6, pause_seconds: float = 1.0,
                 language: str | None = None) -> bytes:
    """An animated GIF of the die rolling in each of ``directions`` in turn; returns its
    bytes and writes them to ``path`` when one is given.

    Each tip takes ``roll_seconds``; the die rests ``pause_seconds`` on every square (twice
    as long at the end before the GIF starts again). In a notebook:
    ``IPython.display.Image(animate_tips("1/5/3", "NEE"))``.
    """
    if not roll_seconds > 0 or not pause_seconds > 0:
        raise ValueError(tr("st.error.seconds", roll=repr(roll_seconds),
                            pause=repr(pause_seconds)))
    frames = tip_frames(orientation, directions, frames_per_tip, handed=handed)
    images = frame_images(frames, player=player_of(orientation, player), elev=elev, azim=azim,
                          show_path=show_path, language=language)
    durations = []
    for index, frame in enumerate(frames):
        if frame.resting:
            pause = pause_seconds * (2 if index == len(frames) - 1 else 1)
            durations.append(round(pause * 1000))
        else:
            durations.append(max(20, round(roll_seconds * 1000 / frames_per_tip)))
    from PIL import Image as PILImage

    palette = [image.quantize(colors=255, method=PILImage.Quantize.MEDIANCUT,
                              dither=PILImage.Dither.NONE) for image in images]
    buffer = io.BytesIO()
    palette[0].save(buffer, format="GIF", save_all=True, append_images=palette[1:],
                    duration=durations, loop=0, disposal=1)
    data = buffer.getvalue()
    if path is not None:
        with open(path, "wb") as file:
            file.write(data)
    return data
