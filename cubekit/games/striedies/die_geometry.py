"""The geometry of a Striedies Strategie die: reading an orientation, the six faces in space
and the frames of a die tipping from square to square (no drawing; :mod:`.die_drawing`
draws them, :mod:`.die3d` gathers the public names).

Tipping rolls the die over the bottom edge on the side it moves to: the cube turns 90
degrees about that edge and ends on the neighbouring square (:func:`tip_frames` gives the
geometry of every frame). The faces are placed from that geometry alone, so comparing the
face on top with :meth:`Orientation.tip <cubekit.core.cube.Orientation.tip>` checks the
core's table.

>>> frames = tip_frames("1/5/3", "N", frames_per_tip=2)
>>> frames[-1].drawn_orientation() == frames[-1].after == die_orientation("1/5/3").tip(
...     Direction.N)
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from cubekit.core.cube import DIE, LEFT_DIE, POSITIONS, Handedness, Orientation
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import Msg, tr

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

DIRECTION_KEY = {Direction.N: "north", Direction.E: "east", Direction.S: "south",
                 Direction.W: "west"}
COMPASS = (Direction.N, Direction.E, Direction.S, Direction.W)


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
        raise ValueError(tr("st.error.handed", value=repr(handed)))
    if isinstance(value, Orientation):
        found = DIE.chirality_of(value)
        if found is None:
            raise ValueError(tr("st.error.not_a_die", value=value))
        if handed is not None and found != handed:
            raise ValueError(Msg("st.error.other_hand", {
                "value": value, "found": Msg(f"st.error.hand.{found}"),
                "wanted": Msg(f"st.error.hand.{handed}")}).text())
        return value
    inner = getattr(value, "orientation", None)
    if isinstance(inner, Orientation):
        return die_orientation(inner, handed)
    if isinstance(value, str):
        models = {"left": (LEFT_DIE,), "right": (DIE,)}.get(handed or "", (DIE, LEFT_DIE))
        for model in models:
            try:
                return model.parse(value)
            except ValueError:
                pass
        from cubekit.games.striedies.notation import orientation_error

        raise orientation_error(models[0], value)
    raise TypeError(tr("st.error.orientation_type", type=type(value).__name__))


def handedness(orientation: Orientation[int]) -> Handedness:
    found = DIE.chirality_of(orientation)
    assert found is not None
    return found


def _model(orientation: Orientation[int]) -> Any:
    return DIE if handedness(orientation) == "right" else LEFT_DIE


def notation_of(orientation: Orientation[int]) -> str:
    return str(_model(orientation).format(orientation))


def player_of(value: Any, player: int | None) -> int | None:
    """``player``, or the owner of a die of the game when none is given."""
    owner = getattr(value, "owner", None)
    if player is None and isinstance(owner, int) and not isinstance(owner, bool):
        return owner
    return player


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


def square_centre(square: Square) -> np.ndarray:
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
            raise ValueError(tr("st.error.rolling"))
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
        corners = tuple(vec(middle + a * u + b * v)
                        for a, b in ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)))
        pips = tuple(vec(middle + a * u + b * v) for a, b in PIPS[label])
        result.append(FaceGeometry(label, position, vec(n), corners, pips, vec(u), vec(v)))
    return result


def vec(values: np.ndarray) -> tuple[float, float, float]:
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
        raise ValueError(tr("st.error.whole", name="frames_per_tip", least=1,
                            value=repr(frames_per_tip)))
    here = (int(square[0]), int(square[1]))
    rotation = np.identity(3)
    current = start
    path = [here]
    frames = [DieFrame(start, 0, None, 0.0, start, start, here, here, (here,), rotation,
                       square_centre(here))]
    up = np.array([0.0, 0.0, 1.0])
    for number, direction in enumerate(tips, start=1):
        after = current.tip(direction)
        target = direction.step(here)
        heading = np.array([direction.dx, direction.dy, 0.0])
        axis = np.cross(up, heading)       # turning +90 degrees about it takes the top to heading
        pivot = np.array([here[0] + 0.5 + direction.dx / 2, here[1] + 0.5 + direction.dy / 2,
                          0.0])
        centre = square_centre(here)
        for step in range(1, frames_per_tip + 1):
            if step == frames_per_tip:
                turn = np.rint(_rotation(axis, 90.0))
                frames.append(DieFrame(start, number, direction, 90.0, current, after, here,
                                       target, (*path, target), np.rint(turn @ rotation),
                                       square_centre(target)))
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
