"""A Striedies Strategie die in 3D: see it stand, tip and roll, to learn how its top changes.

The die is drawn with matplotlib's mplot3d as a real cube on a small ground grid: six faces
with their pips (discs lying in the face planes), the owner's colour when a player is given,
and the compass letters on the ground. North is up the board, as everywhere in cubekit.

>>> from cubekit.games.striedies.die3d import draw_die, tip_frames, tip_sequence
>>> ax = draw_die("1/5/3")                 # 1 on top, 5 north, 3 east (RULES ST-1)
>>> figure = tip_sequence("1/5/3", "NE")   # the die at the start and after each tip
>>> frames = tip_frames("1/5/3", "NE", frames_per_tip=4)
>>> [round(f.angle) for f in frames]      # the start, then each tip rolls 0 -> 90 degrees
[0, 13, 45, 77, 90, 13, 45, 77, 90]
>>> frames[-1].orientation == DIE.parse("1/5/3").tips([Direction.N, Direction.E])
True
>>> gif = animate_tips("1/5/3", "NEE")      # an animated GIF of the roll (bytes)

Tipping rolls the die over the bottom edge on the side it moves to: the cube turns 90
degrees about that edge and ends on the neighbouring square (:func:`tip_frames` gives the
geometry of every frame). The drawn model is built from that geometry alone, so comparing
the face it shows on top with :meth:`Orientation.tip <cubekit.core.cube.Orientation.tip>`
checks the core's table. :class:`DieTipper` is the widget: buttons N, E, S, W tip the die.

Orientations are given as :class:`~cubekit.core.cube.Orientation` or in the core's compact
notation ``"top/north/east"`` (``"1/5/3"``); left-handed dice (RULES ST-1 option) are
recognised from the notation or chosen with ``handed="left"``. Directions are Direction
values or the letters N, E (or German O), S, W, e.g. ``"NEE"``.

matplotlib (and ipywidgets, for :class:`DieTipper`) are imported only when something is
drawn; ``import cubekit`` and the rules never load this module.
"""

from __future__ import annotations

import html
import io
import math
import os
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from cubekit.core.cube import DIE, LEFT_DIE, POSITIONS, Handedness, Orientation
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import check_language, tr

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from PIL.Image import Image

__all__ = ["AZIM", "DIE_SIZE", "ELEV", "PIPS", "DieFrame", "DieTipper", "FaceGeometry",
           "animate_tips", "die_faces", "die_orientation", "draw_die",
           "draw_frame", "frame_images", "tip_frames", "tip_sequence"]

ELEV = 33.0
"""Default elevation of the camera (degrees above the ground)."""
AZIM = -62.0
"""Default azimuth of the camera: from the south-south-east, so top, south and east show."""

NORMALS: dict[str, tuple[int, int, int]] = {
    "top": (0, 0, 1), "north": (0, 1, 0), "east": (1, 0, 0), "south": (0, -1, 0),
    "west": (-1, 0, 0), "bottom": (0, 0, -1)}
"""The outward normal of each position (x east, y north, z up)."""

# Two in-plane axes (u, v) per face with u x v = the outward normal, so the corners listed
# counterclockwise in (u, v) are counterclockwise seen from outside the die.
_FACE_AXES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "top": ((1, 0, 0), (0, 1, 0)), "north": ((-1, 0, 0), (0, 0, 1)),
    "east": ((0, 1, 0), (0, 0, 1)), "south": ((1, 0, 0), (0, 0, 1)),
    "west": ((0, -1, 0), (0, 0, 1)), "bottom": ((1, 0, 0), (0, -1, 0))}

_D = 0.26    # distance of the outer pips from the face centre (the face is 1 x 1)
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.0),),
    2: ((-_D, _D), (_D, -_D)),
    3: ((-_D, _D), (0.0, 0.0), (_D, -_D)),
    4: ((-_D, -_D), (-_D, _D), (_D, -_D), (_D, _D)),
    5: ((-_D, -_D), (-_D, _D), (0.0, 0.0), (_D, -_D), (_D, _D)),
    6: ((-_D, -_D), (-_D, 0.0), (-_D, _D), (_D, -_D), (_D, 0.0), (_D, _D)),
}
"""The standard pip layout of each face: pip centres in the face's own (u, v) coordinates,
the face centre at (0, 0) and its edges at +-0.5."""

PIP_RADIUS = 0.085
_PIP_SIDES = 28
_DIRECTION_KEY = {Direction.N: "north", Direction.E: "east", Direction.S: "south",
                  Direction.W: "west"}
_IVORY = "#f8f5ec"
_PIP_INK = "#1c1c1c"
_SAND = "#c08a2e"       # the path of an ivory die (no player colour)
_LIGHT = np.array([0.35, -0.6, 1.0]) / np.linalg.norm([0.35, -0.6, 1.0])
_Z_ROLL = 1.45    # the highest point of a rolling die is sqrt(2) ~ 1.41 above the ground
DIE_SIZE = (3.8, 3.0)
"""Width and height (inches) of the picture of one die."""
_COMPASS = (Direction.N, Direction.E, Direction.S, Direction.W)


# --- input --------------------------------------------------------------------------------------

def die_orientation(value: Any, handed: Handedness | None = None) -> Orientation[int]:
    """An orientation of a die from an Orientation, an object with an ``orientation``
    attribute (a die of the game) or the notation ``"top/north/east"`` (``"1/5/3"``).

    ``handed`` None accepts right- and left-handed dice (RULES ST-1 option) and tells them
    apart by their faces; ``"right"`` or ``"left"`` insists on one.

    >>> print(die_orientation("6/4/2"))
    top=6 N=4 E=2 S=3 W=5 bottom=1
    >>> die_orientation("1/5/4").east      # 1 up, 5 north, 4 east: a left-handed die
    4
    """
    if handed not in (None, "right", "left"):
        raise ValueError(f"handed must be 'right', 'left' or None, got {handed!r}")
    if isinstance(value, Orientation):
        found = DIE.chirality_of(value)
        if found is None:
            raise ValueError(f"{value} is not a die: expected the faces 1-6 with opposite faces "
                             "summing to 7")
        if handed is not None and found != handed:
            raise ValueError(f"{value} is a {found}-handed die, not a {handed}-handed one "
                             "(RULES ST-1)")
        return value
    inner = getattr(value, "orientation", None)
    if isinstance(inner, Orientation):
        return die_orientation(inner, handed)
    if isinstance(value, str):
        if handed == "left":
            return LEFT_DIE.parse(value)
        if handed == "right":
            return DIE.parse(value)
        try:
            return DIE.parse(value)
        except ValueError as right_error:
            try:
                return LEFT_DIE.parse(value)
            except ValueError:
                raise right_error from None
    raise TypeError("expected a die orientation: an Orientation or a text like '1/5/3', "
                    f"got {type(value).__name__}")


def _handedness(orientation: Orientation[int]) -> Handedness:
    found = DIE.chirality_of(orientation)
    assert found is not None
    return found


def _model(orientation: Orientation[int]) -> Any:
    return DIE if _handedness(orientation) == "right" else LEFT_DIE


def _notation(orientation: Orientation[int]) -> str:
    return str(_model(orientation).format(orientation))


def _player_of(value: Any, player: int | None) -> int | None:
    """``player``, or the owner of a die of the game when none is given."""
    owner = getattr(value, "owner", None)
    if player is None and isinstance(owner, int) and not isinstance(owner, bool):
        return owner
    return player


def _player_colour(player: int | None) -> str | None:
    if player is None:
        return None
    if not isinstance(player, int) or isinstance(player, bool):
        raise TypeError(f"player must be a player number (0 = A) or None, got {player!r}")
    from cubekit.render.palette import player_colour

    return player_colour(player)


# --- geometry -----------------------------------------------------------------------------------

def _rotation(axis: np.ndarray, degrees: float) -> np.ndarray:
    """The rotation by ``degrees`` (counterclockwise looking down ``axis``) about a unit axis."""
    theta = math.radians(degrees)
    c, s = math.cos(theta), math.sin(theta)
    x, y, z = axis
    k = np.array([[0.0, -z, y], [z, 0.0, -x], [-y, x, 0.0]])
    result: np.ndarray = np.identity(3) + s * k + (1.0 - c) * (k @ k)
    return result


def _ease(t: float) -> float:
    """Slow off the square, fast over the edge, slow onto the next square."""
    return (1.0 - math.cos(math.pi * t)) / 2.0


def _centre(square: Square) -> np.ndarray:
    return np.array([square[0] + 0.5, square[1] + 0.5, 0.5])


@dataclass(frozen=True)
class FaceGeometry:
    """One face of the drawn die: its label (pips), its position on the die at the start of
    the roll, where it points now, its four corners and the centres of its pips (in ground
    coordinates: x east, y north, z up; a square is 1 x 1)."""

    label: int
    body_position: str
    normal: tuple[float, float, float]
    corners: tuple[tuple[float, float, float], ...]
    pips: tuple[tuple[float, float, float], ...]
    u: tuple[float, float, float]
    v: tuple[float, float, float]

    @property
    def position(self) -> str | None:
        """``"top"``, ``"north"``, ... when the face lies flat that way, None mid-roll."""
        for name, normal in NORMALS.items():
            if np.allclose(self.normal, normal, atol=1e-9):
                return name
        return None


@dataclass(frozen=True, eq=False)
class DieFrame:
    """The die at one moment of a roll (see :func:`tip_frames`).

    ``tip`` is 0 for the start and k while the k-th tip rolls (``direction``, from
    ``from_square`` to ``to_square``); ``angle`` is how far it has turned about its bottom
    edge, 0 to 90 degrees (90 = lying on ``to_square``). ``before`` and ``after`` are the
    core's orientations before and after this tip; ``path`` the squares rolled over so far
    (including the start and, at 90 degrees, ``to_square``). ``rotation`` (3 x 3) and
    ``centre`` place the die: a point p of the die at the start of the roll, measured from
    its centre, is now at ``centre + rotation @ p``.
    """

    start: Orientation[int]
    tip: int
    direction: Direction | None
    angle: float
    before: Orientation[int]
    after: Orientation[int]
    from_square: Square
    to_square: Square
    path: tuple[Square, ...]
    rotation: np.ndarray
    centre: np.ndarray

    @property
    def resting(self) -> bool:
        """Whether the die lies flat on a square (the start or the end of a tip)."""
        return self.angle in (0.0, 90.0)

    @property
    def square(self) -> Square:
        """The square the die stands on (at rest) or starts from (mid-roll)."""
        return self.to_square if self.angle == 90.0 else self.from_square

    @property
    def orientation(self) -> Orientation[int] | None:
        """The core's orientation while the die rests, None mid-roll."""
        if self.angle == 0.0:
            return self.before
        if self.angle == 90.0:
            return self.after
        return None

    def faces(self) -> list[FaceGeometry]:
        """The six faces as drawn (:func:`die_faces`)."""
        return die_faces(self)

    def top(self) -> int:
        """The label of the face that points most upwards in the drawn geometry."""
        return max(self.faces(), key=lambda face: face.normal[2]).label

    def drawn_orientation(self) -> Orientation[int]:
        """The orientation read back from the geometry (only while resting)."""
        where = {face.position: face.label for face in self.faces()}
        if None in where:
            raise ValueError("the die is rolling: it has no orientation between two squares")
        return Orientation(*(where[name] for name in POSITIONS))


def die_faces(frame: DieFrame) -> list[FaceGeometry]:
    """The six faces of the die of ``frame`` in ground coordinates.

    The labels are those of ``frame.start`` (the body of the die); only the rotation moves
    them, so the top face of a resting frame is found from the geometry, not from a table.
    """
    result = []
    rotation, centre = frame.rotation, frame.centre
    for position in POSITIONS:
        label = getattr(frame.start, position)
        n_body = np.array(NORMALS[position], dtype=float)
        u_body, v_body = (np.array(axis, dtype=float) for axis in _FACE_AXES[position])
        n, u, v = rotation @ n_body, rotation @ u_body, rotation @ v_body
        middle = centre + 0.5 * n
        corners = tuple(_vec(middle + a * u + b * v)
                        for a, b in ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)))
        pips = tuple(_vec(middle + a * u + b * v) for a, b in PIPS[label])
        result.append(FaceGeometry(label, position, _vec(n), corners, pips, _vec(u), _vec(v)))
    return result


def _vec(values: np.ndarray) -> tuple[float, float, float]:
    return (float(values[0]), float(values[1]), float(values[2]))


def tip_frames(orientation: Any, directions: Iterable[Direction | str] | str,
               frames_per_tip: int = 8, *, handed: Handedness | None = None,
               square: Square = (0, 0)) -> tuple[DieFrame, ...]:
    """The die standing on ``square`` and then rolling once in each of ``directions``.

    The first frame is the start; each tip adds ``frames_per_tip`` frames, the die turning
    90 degrees about the bottom edge on the side it moves to (eased: slow off the square and
    onto the next), the last one lying on the next square with the core's orientation
    ``before.tip(direction)``.
    """
    start = die_orientation(orientation, handed)
    tips = Direction.parse_many(directions)
    if isinstance(frames_per_tip, bool) or not isinstance(frames_per_tip, int) \
            or frames_per_tip < 1:
        raise ValueError(f"frames_per_tip must be a whole number of at least 1, got "
                         f"{frames_per_tip!r}")
    here = (int(square[0]), int(square[1]))
    rotation = np.identity(3)
    current = start
    path = [here]
    frames = [DieFrame(start, 0, None, 0.0, start, start, here, here, (here,), rotation,
                       _centre(here))]
    up = np.array([0.0, 0.0, 1.0])
    for number, direction in enumerate(tips, start=1):
        after = current.tip(direction)
        target = direction.step(here)
        heading = np.array([direction.dx, direction.dy, 0.0])
        axis = np.cross(up, heading)       # turning +90 degrees about it takes the top to heading
        pivot = np.array([here[0] + 0.5 + direction.dx / 2, here[1] + 0.5 + direction.dy / 2,
                          0.0])
        centre = _centre(here)
        for step in range(1, frames_per_tip + 1):
            if step == frames_per_tip:
                turn = np.rint(_rotation(axis, 90.0))
                frames.append(DieFrame(start, number, direction, 90.0, current, after, here,
                                       target, (*path, target), np.rint(turn @ rotation),
                                       _centre(target)))
            else:
                angle = 90.0 * _ease(step / frames_per_tip)
                turn = _rotation(axis, angle)
                frames.append(DieFrame(start, number, direction, angle, current, after, here,
                                       target, tuple(path), turn @ rotation,
                                       pivot + turn @ (centre - pivot)))
        rotation = frames[-1].rotation
        here, current = target, after
        path.append(target)
    return tuple(frames)


# --- drawing ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Extent:
    """The ground squares shown: columns x0..x1 and rows y0..y1 (inclusive)."""

    x0: int
    x1: int
    y0: int
    y1: int

    @classmethod
    def around(cls, squares: Iterable[Square], margin: int = 1) -> _Extent:
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
        points.append(_vec(c + radius * (math.cos(t) * a + math.sin(t) * b)))
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
            points.append(_vec(middle + a * u + b * v))
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
        raise TypeError("expected a 3D axes (add_subplot(projection='3d')), got "
                        f"{type(ax).__name__}")


def _new_axes(size: tuple[float, float]) -> Axes:
    import mpl_toolkits.mplot3d  # type: ignore[import-untyped]  # noqa: F401  (3d projection)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=size, dpi=100, facecolor="#ffffff")
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


def _draw_scene(ax: Any, frame: DieFrame, extent: _Extent, *, colour: str | None,
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
    from mpl_toolkits.mplot3d.art3d import (  # type: ignore[import-untyped]
        Line3DCollection,
        Poly3DCollection,
    )

    from cubekit.render.palette import (
        CELL_BG,
        FONT,
        GRID,
        LABEL,
        TEXT,
        edge,
        luminance,
        mix,
        text_on,
    )

    ax.set_proj_type("ortho")
    ax.view_init(elev=elev, azim=azim)
    ax.computed_zorder = False      # the painter's order is ours: ground, die, pips
    ax.set_axis_off()
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

    # The compass: with the die in the middle of a 3 x 3 ground the letters N, E, S, W stand
    # beside the edges (the die never hides them); elsewhere a compass rose fills the
    # south-west corner square, which no die or path ever covers and no die hides.
    letters = tr("st.die3d.compass", lang).split()
    centred = not rolling and extent == _Extent.around([frame.square])
    spots: list[tuple[float, float]] = []
    rays: list[list[tuple[float, float, float]]] = []
    if show_labels and centred:
        middle_x, middle_y = (x0 + x1) / 2, (y0 + y1) / 2
        spots = [(middle_x, y1 + 0.3), (x1 + 0.3, middle_y), (middle_x, y0 - 0.3),
                 (x0 - 0.3, middle_y)]
        points.extend((x, y, 0.0) for x, y in spots)
    elif show_labels:
        # the rose stands on the ground just outside the south-west corner, big enough that
        # its letters never touch each other in the foreshortened view
        hub = np.array([extent.x0 - 0.75, extent.y0 + 0.25, 0.003])
        for direction in _COMPASS:
            ray = np.array([direction.dx, direction.dy, 0.0])
            side = np.array([-direction.dy, direction.dx, 0.0])
            tip = hub + 0.42 * ray
            rays.append([_vec(hub + 0.06 * ray), _vec(tip)])
            rays.append([_vec(tip), _vec(tip - 0.14 * ray + 0.1 * side)])
            rays.append([_vec(tip), _vec(tip - 0.14 * ray - 0.1 * side)])
            spot = hub + 0.7 * ray
            spots.append((float(spot[0]), float(spot[1])))
            room = hub + 1.0 * ray                # the letter's own width must fit too
            points.append((float(room[0]), float(room[1]), 0.0))

    lines: list[str] = []
    if caption:
        inches = area[2] * ax.figure.get_figwidth()
        width = max(12, int(inches * 72 / (caption_size * 0.56)))
        head, colon, tail = caption.partition(": ")
        if len(caption) > width and colon:      # too long: break after the colon
            lines = [*textwrap.wrap(head + ":", width), *textwrap.wrap(tail, width)]
        else:
            lines = textwrap.wrap(caption, width)
    band = (len(lines) * 1.3 + 0.5) * caption_size / 72 / ax.figure.get_figheight() \
        if lines else 0.0
    _fit(ax, (area[0], area[1], area[2], area[3] - band), (x1 - x0, y1 - y0, z_top),
         np.array(points))

    # the ground: a grid of squares, the path tinted
    tint = colour if colour is not None else _SAND
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
            [[_vec(tail), _vec(head)], [_vec(head), _vec(head - 0.2 * step + 0.13 * side)],
             [_vec(head), _vec(head - 0.2 * step - 0.13 * side)]],
            colors=[mix(tint, "#000000", 0.25)], linewidths=2.2, zorder=1.6, label="arrow"))
    if rays:
        ax.add_collection3d(Line3DCollection(rays, colors=[mix(LABEL, "#ffffff", 0.15)],
                                             linewidths=1.2, zorder=1.7, label="compass"))
    for letter, (x, y) in zip(letters, spots, strict=False):    # no spots without labels
        ax.text(x, y, 0.0, letter, ha="center", va="center", fontsize=label_size,
                fontweight="bold", color=LABEL, family=FONT, zorder=2, gid=f"compass:{letter}")

    faces = die_faces(frame)
    # the shadow: the die's outline seen from straight above, on the ground
    outline = _hull([(round(x, 9), round(y, 9)) for face in faces for x, y, _ in face.corners])
    ax.add_collection3d(Poly3DCollection([[(x, y, 0.004) for x, y in outline]],
                                         facecolors=[(0.0, 0.0, 0.0, 0.16)],
                                         edgecolors="none", zorder=2.5, label="shadow"))

    body: Any = _IVORY
    if colour is not None:      # a black die is drawn dark grey, so that light shows on it
        body = colour if luminance(colour) > 0.02 else mix(colour, "#ffffff", 0.2)
    pip_colour = text_on(colour) if colour is not None else _PIP_INK
    line = edge(colour) if colour is not None else "#6b665d"
    eye = _eye(elev, azim)
    # Only faces turned towards the camera are drawn (a cube is convex, so they never
    # overlap each other); each face's pips come right after it.
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
        discs = [_disc(_vec(np.array(p) + shift), face.u, face.v, PIP_RADIUS)
                 for p in face.pips]
        ax.add_collection3d(Poly3DCollection(
            discs, facecolors=[_shade(pip_colour, face.normal)], edgecolors="none",
            zorder=order + 0.5, label=f"pips:{where}:{face.label}"))
        order += 1.0
    # mplot3d keeps its axes square; the scene may be wider, so nothing is clipped to it
    for artist in (*ax.collections, *ax.lines, *ax.texts):
        artist.set_clip_on(False)
    if lines:
        ax.text2D(area[0] + area[2] / 2, area[1] + area[3] - 0.05 / ax.figure.get_figheight(),
                  "\n".join(lines), transform=ax.figure.transFigure, ha="center", va="top",
                  fontsize=caption_size, color=TEXT, family=FONT, gid="caption",
                  linespacing=1.2)


def _direction_name(direction: Direction, lang: str) -> str:
    return tr(f"st.die3d.dir.{_DIRECTION_KEY[direction]}", lang)


def _caption_at_rest(orientation: Orientation[int], lang: str) -> str:
    key = "st.die3d.on_top" if _handedness(orientation) == "right" else "st.die3d.on_top_left"
    return tr(key, lang, top=orientation.top, notation=_notation(orientation))


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
    colour = _player_colour(_player_of(orientation, player))
    lang = check_language(language)
    tips = Direction.parse_many(path) if path is not None else []
    squares = [(0, 0)]
    for direction in tips:
        squares.append(direction.step(squares[-1]))
    here = squares[-1]
    frame = tip_frames(start, [], square=here)[0]
    if ax is None:
        ax = _new_axes(DIE_SIZE)
    else:
        _check_3d(ax)
    x, y, w, h = ax.get_position(original=True).bounds
    area = (float(x), float(y), float(w), float(h))
    if caption is None:
        caption = _caption_at_rest(start, lang)
    shown = squares[-6:]        # the last five tips at most: the die stays large
    _draw_scene(ax, frame, _Extent.around(shown), colour=colour, elev=elev, azim=azim,
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
        raise TypeError(f"expected a DieFrame from tip_frames(), got {type(frame).__name__}")
    colour = _player_colour(player)
    lang = check_language(language)
    if ax is None:
        ax = _new_axes(DIE_SIZE)
    else:
        _check_3d(ax)
    x, y, w, h = ax.get_position(original=True).bounds
    squares = [*frame.path[-6:], frame.from_square, frame.to_square]
    _draw_scene(ax, frame, _Extent.around(squares), colour=colour, elev=elev, azim=azim,
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

    start = die_orientation(orientation, handed)
    tips = Direction.parse_many(directions)
    colour = _player_colour(_player_of(orientation, player))
    if isinstance(per_row, bool) or not isinstance(per_row, int) or per_row < 1:
        raise ValueError(f"per_row must be a whole number of at least 1, got {per_row!r}")
    lang = check_language(language)
    frames = tip_frames(start, tips, frames_per_tip=1)
    columns = min(per_row, len(frames))
    rows = -(-len(frames) // columns)
    panel_w, panel_h = 2.3, 1.95
    figure = Figure(figsize=(columns * panel_w, rows * panel_h), dpi=100, facecolor="#ffffff")
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
                         direction=_direction_name(frame.direction, lang), top=state.top)
        here = frame.square
        _draw_scene(ax, frame, _Extent.around([here]), colour=colour, elev=elev, azim=azim,
                    show_labels=True, path=(), came_from=frame.direction, caption=caption,
                    lang=lang, area=area, caption_size=9.0, label_size=8.0)
    return figure


def _frame_caption(frame: DieFrame, lang: str) -> str:
    if frame.direction is None:
        return tr("st.die3d.start", lang, top=frame.start.top)
    direction = _direction_name(frame.direction, lang)
    if frame.angle == 90.0:
        return tr("st.die3d.after_tip", lang, number=frame.tip, direction=direction,
                  top=frame.after.top)
    return tr("st.die3d.tipping", lang, number=frame.tip, direction=direction)


def _render(figure: Any) -> Image:
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
        raise ValueError("nothing to draw: expected at least one frame")
    colour = _player_colour(player)
    lang = check_language(language)
    squares = sorted({s for f in frames for s in (f.from_square, f.to_square)})
    extent = _Extent.around(squares)
    ax: Any = _new_axes(size)
    figure = ax.figure
    images = []
    for frame in frames:
        ax.clear()
        _draw_scene(ax, frame, extent, colour=colour, elev=elev, azim=azim, show_labels=True,
                    path=frame.path if show_path else (), came_from=None,
                    caption=_frame_caption(frame, lang), lang=lang, rolling=squares)
        images.append(_render(figure))
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
        raise ValueError("roll_seconds and pause_seconds must be positive, got "
                         f"{roll_seconds!r} and {pause_seconds!r}")
    frames = tip_frames(orientation, directions, frames_per_tip, handed=handed)
    images = frame_images(frames, player=_player_of(orientation, player), elev=elev, azim=azim,
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


# --- the widget ---------------------------------------------------------------------------------

class DieTipper:
    """Tip a die with buttons N, E, S, W and watch its faces change (a Jupyter widget).

    After every tip the die is drawn again on its new square (with a short roll when
    ``roll_frames`` > 0) and a line says what came up and the notation ``top/north/east``.
    *Undo* takes back the last tip, *Start again* returns to the start; the check boxes
    switch to the left-handed die of the ST-1 option (the same start with east and west
    swapped, the same tips replayed) and show the path on the ground.

    >>> tipper = DieTipper("1/5/3", roll_frames=0)
    >>> tipper.buttons[Direction.N].click()
    >>> tipper.orientation.top, tipper.directions
    (2, (<Direction.N: (0, 1)>,))

    The object displays itself in a notebook; :attr:`widget` is the ipywidgets box.
    """

    def __init__(self, orientation: Any = "1/5/3", *, player: int | None = None,
                 handed: Handedness | None = None, language: str | None = None,
                 show_path: bool = True, roll_frames: int = 4,
                 size: tuple[float, float] = DIE_SIZE,
                 elev: float = ELEV, azim: float = AZIM) -> None:
        import ipywidgets as widgets  # type: ignore[import-untyped]

        if isinstance(roll_frames, bool) or not isinstance(roll_frames, int) \
                or roll_frames < 0:
            raise ValueError(f"roll_frames must be a whole number of at least 0, got "
                             f"{roll_frames!r}")
        self.language = lang = check_language(language)
        self._start = die_orientation(orientation, handed)
        self._tips: list[Direction] = []
        self.player = _player_of(orientation, player)
        self._colour = _player_colour(self.player)
        self.roll_frames = roll_frames
        self.elev, self.azim = elev, azim
        self._ax: Any = _new_axes(size)

        self.image = widgets.Image(format="png", layout=widgets.Layout(
            width=f"{round(size[0] * 100)}px", max_width="100%", height="auto",
            flex="0 0 auto"))
        self.image.add_class("cubekit-die3d-image")
        letters = dict(zip(_COMPASS, tr("st.die3d.compass", lang).split(), strict=True))
        self.buttons: dict[Direction, Any] = {}
        for direction in _COMPASS:
            button = widgets.Button(
                description=letters[direction],
                tooltip=tr("st.die3d.tip_tooltip", lang,
                           direction=_direction_name(direction, lang)),
                layout=widgets.Layout(width="3.2em"))
            button.add_class(f"cubekit-tip-{_DIRECTION_KEY[direction]}")
            button.on_click(lambda _, d=direction: self.tip(d))
            self.buttons[direction] = button
        blank = {"width": "3.2em"}
        pad = [widgets.Box(layout=widgets.Layout(**blank)) for _ in range(4)]
        cross = widgets.VBox([
            widgets.HBox([pad[0], self.buttons[Direction.N], pad[1]]),
            widgets.HBox([self.buttons[Direction.W], widgets.Box(layout=widgets.Layout(
                **blank)), self.buttons[Direction.E]]),
            widgets.HBox([pad[2], self.buttons[Direction.S], pad[3]])])
        cross.add_class("cubekit-die3d-compass")
        self.undo_button = widgets.Button(description=tr("st.die3d.undo", lang), icon="undo",
                                          tooltip=tr("st.die3d.undo_tip", lang),
                                          layout=widgets.Layout(width="auto"))
        self.undo_button.add_class("cubekit-undo")
        self.reset_button = widgets.Button(description=tr("st.die3d.reset", lang),
                                           icon="refresh", tooltip=tr("st.die3d.reset_tip", lang),
                                           layout=widgets.Layout(width="auto"))
        self.reset_button.add_class("cubekit-restart")
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.left_toggle = widgets.Checkbox(
            value=_handedness(self._start) == "left", description=tr("st.die3d.left_toggle", lang),
            tooltip=tr("st.die3d.left_toggle_tip", lang), indent=False)
        self.left_toggle.add_class("cubekit-die3d-left")
        self.path_toggle = widgets.Checkbox(
            value=bool(show_path), description=tr("st.die3d.path_toggle", lang),
            tooltip=tr("st.die3d.path_toggle_tip", lang), indent=False)
        self.path_toggle.add_class("cubekit-die3d-path")
        self.status = widgets.HTML()
        self.status.add_class("cubekit-status")
        self.history_text = widgets.HTML()
        self.history_text.add_class("cubekit-text")
        controls = widgets.VBox(
            [cross, widgets.HBox([self.undo_button, self.reset_button]), self.left_toggle,
             self.path_toggle, self.history_text],
            layout=widgets.Layout(margin="0 0 0 1em"))
        controls.add_class("cubekit-controls")
        main = widgets.HBox([self.image, controls], layout=widgets.Layout(
            align_items="center", flex_flow="row wrap"))
        self.widget = widgets.VBox([self.status, main])
        self.widget.add_class("cubekit-die-tipper")
        self.left_toggle.observe(self._on_left, names="value")
        self.path_toggle.observe(lambda _: self._draw(), names="value")
        self._say(self._start_text())
        self._draw()

    # --- state ----------------------------------------------------------------------------------
    @property
    def start(self) -> Orientation[int]:
        """The orientation the die started in (mirrored by the left-handed toggle)."""
        return self._start

    @property
    def directions(self) -> tuple[Direction, ...]:
        """The tips made since the start, in order."""
        return tuple(self._tips)

    @property
    def orientation(self) -> Orientation[int]:
        """The die's orientation now: the start tipped in each of :attr:`directions`."""
        return self._start.tips(self._tips)

    @property
    def squares(self) -> list[Square]:
        """The squares the die stood on, from the start square (0, 0) to where it is now."""
        squares: list[Square] = [(0, 0)]
        for direction in self._tips:
            squares.append(direction.step(squares[-1]))
        return squares

    @property
    def text(self) -> str:
        """The status line as plain text."""
        return self._text

    # --- actions --------------------------------------------------------------------------------
    def tip(self, direction: Direction | str) -> Orientation[int]:
        """Tip the die once (a Direction or N, E/O, S, W); returns the new orientation."""
        if isinstance(direction, str):
            direction = direction.strip()
        (turn,) = Direction.parse_many([direction])
        before = self.orientation
        self._tips.append(turn)
        after = self.orientation
        if self.roll_frames:
            self._roll(before, turn)
        self._say(tr("st.die3d.status_tip", self.language, number=len(self._tips),
                     direction=_direction_name(turn, self.language), top=after.top,
                     notation=_notation(after)))
        self._draw()
        return after

    def undo(self) -> Orientation[int] | None:
        """Take back the last tip; returns the orientation then, or None without a tip."""
        if not self._tips:
            self._say(tr("st.die3d.status_nothing", self.language))
            return None
        number = len(self._tips)
        self._tips.pop()
        now = self.orientation
        self._say(tr("st.die3d.status_undo", self.language, number=number, top=now.top,
                     notation=_notation(now)))
        self._draw()
        return now

    def reset(self) -> None:
        """Back to the start square and orientation."""
        self._tips.clear()
        self._say(self._start_text())
        self._draw()

    # --- drawing and text -----------------------------------------------------------------------
    def _start_text(self) -> str:
        handed = tr(f"st.die3d.{_handedness(self._start)}_die", self.language)
        return tr("st.die3d.status_start", self.language, top=self._start.top,
                  notation=_notation(self._start), handed=handed)

    def _say(self, text: str) -> None:
        self._text = text
        self.status.value = f"<b>{html.escape(text)}</b>"
        letters = dict(zip(_COMPASS, tr("st.die3d.compass", self.language).split(),
                           strict=True))
        tips = " \u2192 ".join(letters[d] for d in self._tips) if self._tips else "-"
        self.history_text.value = html.escape(tr("st.die3d.tips_so_far", self.language,
                                                 tips=tips))

    def _on_left(self, change: dict[str, Any]) -> None:
        wanted: Handedness = "left" if change["new"] else "right"
        if _handedness(self._start) == wanted:
            return
        self._start = self._start.mirrored()
        now = self.orientation
        self._say(tr("st.die3d.status_handed", self.language,
                     handed=tr(f"st.die3d.{wanted}_die", self.language),
                     start=_notation(self._start), top=now.top, notation=_notation(now)))
        self._draw()

    def _window(self) -> list[Square]:
        """The squares the picture is built around: the last few of the path, or the die's."""
        squares = self.squares
        return squares[-6:] if self.path_toggle.value else squares[-1:]

    def _show(self, frame: DieFrame, window: Sequence[Square], caption: str) -> None:
        ax = self._ax
        ax.clear()
        path = frame.path[-6:] if self.path_toggle.value else ()
        # With the roll animation every picture leaves room for a die on its edge, so the
        # camera does not jump when the die lands.
        _draw_scene(ax, frame, _Extent.around(window), colour=self._colour, elev=self.elev,
                    azim=self.azim, show_labels=True, path=path, came_from=None,
                    caption=caption, lang=self.language,
                    rolling=tuple(window) if self.roll_frames else ())
        image = _render(ax.figure)
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", compress_level=1)
        self.image.value = buffer.getvalue()

    def _frame_now(self) -> DieFrame:
        squares = self.squares
        now = self.orientation
        return DieFrame(now, len(self._tips), None, 0.0, now, now, squares[-1], squares[-1],
                        tuple(squares), np.identity(3), _centre(squares[-1]))

    def _draw(self) -> None:
        frame = self._frame_now()
        self._show(frame, self._window(), _caption_at_rest(frame.before, self.language))

    def _roll(self, before: Orientation[int], direction: Direction) -> None:
        """Show the die rolling onto its new square (``roll_frames`` pictures mid-roll)."""
        import time

        squares = self.squares
        frames = tip_frames(before, [direction], self.roll_frames + 1, square=squares[-2])
        caption = tr("st.die3d.tipping", self.language, number=len(self._tips),
                     direction=_direction_name(direction, self.language))
        for frame in frames[1:-1]:
            moving = DieFrame(frame.start, len(self._tips), direction, frame.angle, before,
                              frame.after, frame.from_square, frame.to_square,
                              tuple(squares[:-1]), frame.rotation, frame.centre)
            self._show(moving, self._window(), caption)
            time.sleep(0.03)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
