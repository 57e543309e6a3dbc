"""Orientation of a six-faced cube standing on a square grid (dice, Deblockle blocks).

An :class:`Orientation` records which face label is on top, on each of the four sides
(``north`` is up the board) and underneath. A :class:`CubeModel` describes one kind of
cube -- its six labels and how they are arranged -- and builds orientations from the
top face plus one side face.

Tipping rolls the cube over one of its bottom edges onto the neighbouring square.
The Striedies Strategie die (RULES ST-1) with 1 on top and 2 facing south has 3 east:

>>> die = DIE.orientation(top=1, south=2)
>>> print(die)
top=1 N=5 E=3 S=2 W=4 bottom=6
>>> die.tip(Direction.N).top      # tipping north: the south face comes up
2
>>> die.tip(Direction.E).top      # tipping east: the west face comes up
4
>>> print(die.tips([Direction.N, Direction.E]))
top=4 N=1 E=2 S=6 W=5 bottom=3
>>> die.turn().north              # a clockwise quarter turn brings west to north
4
>>> LEFT_DIE.orientation(top=1, south=2).east   # the mirror-image die
4
>>> DIE.chirality_of(LEFT_DIE.orientation(top=1, south=2))
'left'

Compact notation (:meth:`CubeModel.format` / :meth:`CubeModel.parse`): the top face,
the north face and the east face separated by ``/``. Dice use their numbers, so
``"1/5/3"`` is 1 on top, 5 north, 3 east. Deblockle blocks (RULES DB-2) use the codes
``*`` star, ``o`` stop, ``+`` cross, ``x`` x, ``=`` slider and ``@`` hoops; full face
names are accepted too when parsing.

>>> DIE.format(die)
'1/5/3'
>>> block = DEBLOCKLE_BLOCK.parse("star/cross/slider")
>>> DEBLOCKLE_BLOCK.format(block)
'*/+/='
>>> block.tip(Direction.S).face_towards("star")
'south'
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Generic, Literal, TypeVar

from cubekit.core.grid import Direction
from cubekit.core.i18n import tr, tr_first

__all__ = [
    "DEBLOCKLE_BLOCK",
    "DEBLOCKLE_CODES",
    "DIE",
    "LEFT_DIE",
    "POSITIONS",
    "CubeModel",
    "Handedness",
    "Orientation",
]

L = TypeVar("L", bound=Hashable)

Handedness = Literal["right", "left"]

POSITIONS: tuple[str, ...] = ("top", "north", "east", "south", "west", "bottom")
"""Position names, in the order of the :class:`Orientation` fields."""

_SIDE_NAMES: dict[str, str] = {"north": "N", "east": "E", "south": "S", "west": "W"}


@dataclass(frozen=True, slots=True)
class Orientation(Generic[L]):
    """Which face label is on top, on each side and underneath a cube.

    The constructor does not check the labels (so that tipping stays cheap); use
    :meth:`is_valid` or :meth:`CubeModel.contains` to check against a cube model.
    """

    top: L
    north: L
    east: L
    south: L
    west: L
    bottom: L

    def tip(self, direction: Direction) -> Orientation[L]:
        """Roll the cube over its bottom edge in ``direction`` onto the neighbouring square.

        Tipping north moves the top face to the north side, north to the bottom, the
        bottom to the south side and south to the top; east and west stay in place.

        >>> print(Orientation(1, 5, 3, 2, 4, 6).tip(Direction.N))
        top=2 N=1 E=3 S=6 W=4 bottom=5
        """
        return _tip(self, direction)

    def tips(self, directions: Iterable[Direction]) -> Orientation[L]:
        """Tip the cube once in each of ``directions``, in order."""
        result = self
        for direction in directions:
            result = result.tip(direction)
        return result

    def turn(self, quarter_turns: int = 1) -> Orientation[L]:
        """Rotate about the vertical axis, clockwise seen from above (north goes to east).

        Negative ``quarter_turns`` turn counterclockwise.

        >>> print(Orientation(1, 5, 3, 2, 4, 6).turn())
        top=1 N=4 E=5 S=3 W=2 bottom=6
        """
        n, e, s, w = self.north, self.east, self.south, self.west
        q = quarter_turns % 4
        if q == 0:
            return self
        if q == 1:
            return Orientation(self.top, w, n, e, s, self.bottom)
        if q == 2:
            return Orientation(self.top, s, w, n, e, self.bottom)
        return Orientation(self.top, e, s, w, n, self.bottom)

    def mirrored(self) -> Orientation[L]:
        """The mirror image (east and west swapped); it has the other handedness."""
        return Orientation(self.top, self.north, self.west, self.south, self.east, self.bottom)

    def side(self, direction: Direction) -> L:
        """The label on the side facing ``direction``."""
        if direction is Direction.N:
            return self.north
        if direction is Direction.E:
            return self.east
        if direction is Direction.S:
            return self.south
        if direction is Direction.W:
            return self.west
        raise TypeError(tr("core.cube.not_direction", value=repr(direction)))

    def labels(self) -> tuple[L, L, L, L, L, L]:
        """The labels in field order: top, north, east, south, west, bottom."""
        return (self.top, self.north, self.east, self.south, self.west, self.bottom)

    def faces(self) -> dict[str, L]:
        """The labels keyed by position name ``"top"``, ``"north"``, ... ``"bottom"``."""
        return dict(zip(POSITIONS, self.labels(), strict=True))

    def face_towards(self, label: L) -> str:
        """The position name (``"top"``, ``"north"``, ...) where ``label`` is.

        >>> Orientation(1, 5, 3, 2, 4, 6).face_towards(3)
        'east'
        """
        for position, value in zip(POSITIONS, self.labels(), strict=True):
            if value == label:
                return position
        raise ValueError(tr("core.cube.face_missing", face=repr(label), cube=self))

    def is_valid(self, model: CubeModel[L]) -> bool:
        """Whether this is one of the 24 orientations of ``model`` (same handedness)."""
        return model.contains(self)

    def __str__(self) -> str:
        return (f"top={self.top} N={self.north} E={self.east} S={self.south} "
                f"W={self.west} bottom={self.bottom}")


@lru_cache(maxsize=4096)
def _tip(o: Orientation[L], direction: Direction) -> Orientation[L]:
    """:meth:`Orientation.tip`, cached: rule engines tip the same few orientations often.

    The cache hands out shared (immutable) results; labels that compare equal but differ
    in type (``1`` and ``1.0``) are treated as the same label.
    """
    if direction is Direction.N:
        return Orientation(o.south, o.top, o.east, o.bottom, o.west, o.north)
    if direction is Direction.S:
        return Orientation(o.north, o.bottom, o.east, o.top, o.west, o.south)
    if direction is Direction.E:
        return Orientation(o.west, o.north, o.top, o.south, o.bottom, o.east)
    if direction is Direction.W:
        return Orientation(o.east, o.north, o.bottom, o.south, o.top, o.west)
    raise TypeError(tr("core.cube.not_direction", value=repr(direction)))


def _closure(reference: Orientation[L]) -> tuple[Orientation[L], ...]:
    """All orientations reachable from ``reference`` by tipping (24 for distinct labels)."""
    seen = {reference}
    queue = deque([reference])
    while queue:
        current = queue.popleft()
        for direction in Direction:
            nxt = current.tip(direction)
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return tuple(seen)


def _label_order(labels: tuple[L, ...]) -> tuple[L, ...]:
    """Labels sorted if they can be compared (numbers, strings), else as given."""
    try:
        return tuple(sorted(labels))  # type: ignore[type-var]
    except TypeError:
        return labels


@dataclass(frozen=True, slots=True)
class CubeModel(Generic[L]):
    """A kind of cube: six face labels and their arrangement.

    ``reference`` is one orientation of the cube; it has handedness ``handedness``
    (for :data:`DIE` the right-handed Western die). The 24 orientations of the model are
    those reachable from ``reference`` by tipping; its mirror image (east and west
    swapped) gives the 24 orientations of the other handedness.

    ``codes`` optionally gives each label a short code for :meth:`format`/:meth:`parse`;
    without it a label's ``str()`` is used. Codes must be non-empty, distinct and free
    of ``/`` and whitespace.
    """

    name: str
    reference: Orientation[L]
    handedness: Handedness = "right"
    codes: Mapping[L, str] | None = field(default=None, hash=False)

    _members: frozenset[Orientation[L]] = field(init=False, repr=False, compare=False)
    _mirror_members: frozenset[Orientation[L]] = field(init=False, repr=False, compare=False)
    _sorted: tuple[Orientation[L], ...] = field(init=False, repr=False, compare=False)
    _labels: tuple[L, ...] = field(init=False, repr=False, compare=False)
    _opposites: dict[L, L] = field(init=False, repr=False, compare=False)
    _by_top_side: dict[tuple[L, str, L], Orientation[L]] = field(
        init=False, repr=False, compare=False)
    _encode: dict[L, str] = field(init=False, repr=False, compare=False)
    _decode: dict[str, L] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.handedness not in ("right", "left"):
            raise ValueError(tr("core.cube.handedness", value=repr(self.handedness)))
        raw = self.reference.labels()
        if len(set(raw)) != 6:
            raise ValueError(tr("core.cube.six_faces", faces=self.reference))
        labels = _label_order(raw)
        rank = {label: i for i, label in enumerate(labels)}
        members = _closure(self.reference)
        ordered = tuple(sorted(members, key=lambda o: tuple(rank[x] for x in o.labels())))
        ref = self.reference
        opposites = {ref.top: ref.bottom, ref.bottom: ref.top, ref.north: ref.south,
                     ref.south: ref.north, ref.east: ref.west, ref.west: ref.east}
        by_top_side: dict[tuple[L, str, L], Orientation[L]] = {}
        for o in ordered:
            for position in ("north", "east", "south", "west"):
                by_top_side[(o.top, position, getattr(o, position))] = o

        encode: dict[L, str] = {}
        decode: dict[str, L] = {}
        for label in labels:
            code = str(label) if self.codes is None or label not in self.codes \
                else self.codes[label]
            if not code or "/" in code or any(ch.isspace() for ch in code):
                raise ValueError(tr("core.cube.code_form", code=repr(code), face=repr(label)))
            if code in decode:
                raise ValueError(tr("core.cube.code_shared", one=repr(decode[code]),
                                    two=repr(label), code=repr(code)))
            encode[label] = code
            decode[code] = label
        if self.codes is not None:
            unknown = [k for k in self.codes if k not in rank]
            if unknown:
                raise ValueError(tr("core.cube.code_unknown", faces=repr(unknown),
                                    known=", ".join(repr(x) for x in labels)))
        # Full names are accepted when parsing too (case-insensitive for strings).
        for label in labels:
            for alias in {str(label), str(label).lower()}:
                if decode.setdefault(alias, label) != label:
                    raise ValueError(tr("core.cube.name_clash", alias=repr(alias),
                                        face=repr(decode[alias])))

        mirror = self.reference.mirrored()
        put = object.__setattr__
        put(self, "_members", frozenset(members))
        put(self, "_mirror_members", frozenset(_closure(mirror)))
        put(self, "_sorted", ordered)
        put(self, "_labels", labels)
        put(self, "_opposites", opposites)
        put(self, "_by_top_side", by_top_side)
        put(self, "_encode", encode)
        put(self, "_decode", decode)

    # -- basic facts -----------------------------------------------------------------

    @property
    def labels(self) -> tuple[L, ...]:
        """The six face labels (sorted when they are comparable)."""
        return self._labels

    def opposite(self, label: L) -> L:
        """The label on the face opposite ``label``."""
        self._check_label(label)
        return self._opposites[label]

    def mirrored(self) -> CubeModel[L]:
        """The same cube with the other handedness (the reference with east/west swapped)."""
        other: Handedness = "left" if self.handedness == "right" else "right"
        return CubeModel(self.name, self.reference.mirrored(), other, self.codes)

    # -- orientations ----------------------------------------------------------------

    def orientation(self, top: L, south: L | None = None, *, north: L | None = None,
                    east: L | None = None, west: L | None = None) -> Orientation[L]:
        """The orientation of this cube with ``top`` up and exactly one given side face.

        >>> print(DIE.orientation(6, east=2))
        top=6 N=4 E=2 S=3 W=5 bottom=1
        """
        given = [(position, value) for position, value in
                 (("south", south), ("north", north), ("east", east), ("west", west))
                 if value is not None]
        if len(given) != 1:
            names = ", ".join(p for p, _ in given) or tr("core.cube.none")
            raise ValueError(tr("core.cube.one_side", given=names))
        position, side = given[0]
        self._check_label(top)
        self._check_label(side)
        if side == top:
            raise ValueError(tr("core.cube.top_twice", face=repr(top), position=position))
        if self._opposites[top] == side:
            raise ValueError(tr("core.cube.opposite", top=repr(top), side=repr(side),
                                position=position))
        return self._by_top_side[(top, position, side)]

    def all_orientations(self) -> tuple[Orientation[L], ...]:
        """The 24 orientations of this cube, sorted by top, north, east, ... label."""
        return self._sorted

    def contains(self, orientation: Orientation[L]) -> bool:
        """Whether ``orientation`` is one of this model's 24 (valid, same handedness)."""
        return orientation in self._members

    def chirality_of(self, orientation: Orientation[L]) -> Handedness | None:
        """``"right"`` or ``"left"`` handedness of ``orientation`` as an arrangement of
        this cube's faces, or ``None`` if it is no arrangement of these six faces."""
        if orientation in self._members:
            return self.handedness
        if orientation in self._mirror_members:
            return "left" if self.handedness == "right" else "right"
        return None

    # -- notation --------------------------------------------------------------------

    def code(self, label: L) -> str:
        """The short code of ``label`` used by :meth:`format`."""
        self._check_label(label)
        return self._encode[label]

    def format(self, orientation: Orientation[L]) -> str:
        """Compact notation ``top/north/east``, e.g. ``"1/5/3"`` for a die."""
        if not self.contains(orientation):
            raise ValueError(tr("core.cube.not_orientation", orientation=orientation,
                                kind=self._kind()))
        enc = self._encode
        return f"{enc[orientation.top]}/{enc[orientation.north]}/{enc[orientation.east]}"

    def parse(self, text: str) -> Orientation[L]:
        """Read the notation of :meth:`format` (face names are accepted as well as codes).

        >>> print(DIE.parse("6/4/2"))
        top=6 N=4 E=2 S=3 W=5 bottom=1
        """
        if not isinstance(text, str):
            raise TypeError(tr("core.cube.not_text", example=self._example(),
                               value=repr(text)))
        parts = [part.strip() for part in text.split("/")]
        if len(parts) != 3 or not all(parts):
            raise ValueError(tr("core.cube.parts", example=self._example(), text=text))
        top, north, east = (self._decode_part(part, text) for part in parts)
        result = self.orientation(top, north=north)
        if result.east != east:
            raise ValueError(tr("core.cube.east", top=self._encode[top],
                                north=self._encode[north], kind=self._kind(),
                                east=self._encode[result.east], given=self._encode[east],
                                text=text))
        return result

    def _decode_part(self, part: str, text: str) -> L:
        label = self._decode.get(part)
        if label is None:
            label = self._decode.get(part.lower())
        if label is None:
            known = ", ".join(self._encode[x] for x in self._labels)
            raise ValueError(tr("core.cube.unknown_in", face=part, text=text, known=known))
        return label

    def _kind(self) -> str:
        """This cube named in an error, in the session language ("the right-handed die")."""
        handed = tr(f"core.cube.handed.{self.handedness}")
        key = "core.cube.kind." + self.name.lower().replace(" ", "_")
        return (tr_first((key,), handed=handed)
                or tr("core.cube.kind.other", handed=handed, name=self.name))

    def _example(self) -> str:
        return self.format(self._sorted[0])

    def _check_label(self, label: L) -> None:
        if label not in self._opposites:
            known = ", ".join(repr(x) for x in self._labels)
            raise ValueError(tr("core.cube.unknown", face=repr(label), kind=self._kind(),
                                known=known))


# RULES ST-1: right-handed Western die, opposite faces sum to 7; 1 on top, 2 facing
# south, 3 facing east (so 4 west, 5 north, 6 underneath).
DIE: CubeModel[int] = CubeModel("die", Orientation(top=1, north=5, east=3, south=2, west=4,
                                                   bottom=6))
"""The right-handed Western die of Striedies Strategie (RULES ST-1)."""

# RULES ST-1 option: left-handed dice are the mirror image (1 top, 2 south, 4 east).
LEFT_DIE: CubeModel[int] = DIE.mirrored()
"""The left-handed (mirror-image) die, the ST-1 option."""

# RULES DB-2: short codes for the Deblockle faces in the compact notation.
DEBLOCKLE_CODES: Mapping[str, str] = {
    "star": "*", "stop": "o", "cross": "+", "x": "x", "slider": "=", "hoops": "@",
}

# RULES DB-2: opposite pairs Star-Stop, Cross-X, Slider-Hoops; with Star on top, clockwise
# seen from above (N, E, S, W): Cross, Slider, X, Hoops.
DEBLOCKLE_BLOCK: CubeModel[str] = CubeModel(
    "Deblockle block",
    Orientation(top="star", north="cross", east="slider", south="x", west="hoops",
                bottom="stop"),
    codes=DEBLOCKLE_CODES,
)
"""A Deblockle block (RULES DB-2)."""
