"""Striedies Strategie pictures: dice with their pips on the 15x15 board, tip paths, fights,
threats and the dice that leave.

What a picture shows:

- every die is a rounded square in its owner's colour showing the pips of its top face in
  the real layout of a die (white or black pips, whichever reads better on the colour) and
  the owner's letter small in its top-left corner, so nothing depends on colour alone. With
  the option ``sides=True`` the die is drawn bevelled, as seen from straight above, with the
  numbers of its four side faces on the bevels (north face along the top edge, ...);
- the three start squares of every corner (RULES.md ST-2) are washed faintly in the colour of
  the player who starts there (corners nobody plays in, in grey);
- the tip path of a move: a line in the mover's colour from the square it started on, with a
  small badge on every square it passed showing the face that came up there (ST-3); in a
  "tip" step the part still to come is dashed;
- a fight (ST-4): the attackers framed with a solid line, the defenders dashed, and the sums
  ``7 : 6`` in a box beside them (attack in the mover's colour); dice that leave the board
  (fight losers, threatened dice that leave, ST-5) are faded ghosts with a cross badge;
- a threat (ST-5): every threatened die gets a dashed ring and a yellow warning triangle, each
  die of the threat's attackers a dark badge with crossed swords;
- a position with exactly one die of the player to move highlighted (and no arrows) is a
  preview: every square that die can reach this turn is washed in the mover's colour and
  shows the face that would come up there (``3/5`` when different paths bring different
  faces); arrows that start on a die and continue each other are drawn as its tip path with
  the faces, and when they are one legal move, its fights are drawn too (sums, frames, a
  cross on each die that would leave). The Explorer uses both;
- the title says whose turn it is or what a step does; the line below it counts each
  player's dice and names pending threats; the panel below the board lists the players (the
  one to move boxed) and a key of the marks in the picture.

Options: ``labels``, ``legend`` (the panel below the board), ``status`` (the title and the
line below it), ``sides`` (side faces' numbers on bevelled dice, off by default).

>>> import cubekit
>>> from cubekit.render import render
>>> game = cubekit.load("striedies", players=3)
>>> figure = render(game.initial_state())
>>> figure = render(game.initial_state(), highlight=["b1"])    # where b1 can go
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Any, ClassVar

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch
from matplotlib.path import Path
from matplotlib.transforms import Affine2D, Transform

from cubekit.core.cube import Orientation
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import join_names, tr
from cubekit.games.striedies import render_messages  # noqa: F401  (registers the texts)
from cubekit.games.striedies.rules import CORNERS, SEATS, MovePlan, StriediesState
from cubekit.render.base import BoardRenderer, FigureLayout, Picture
from cubekit.render.palette import (
    CELL_BG,
    FIGURE_BG,
    LABEL,
    MARK,
    MUTED,
    TEXT,
    edge,
    ink,
    mix,
    player_colour,
    text_on,
    tint,
)
from cubekit.render.primitives import (
    Dots,
    Glyphs,
    LegendLayout,
    Outlines,
    StatusLine,
    Tiles,
    bevel_polygons,
    bevel_shades,
    bevel_sides,
    inch_frame,
    polygon_path,
    turn_box,
)

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
        raise ValueError(f"a die face has 1 to 6 pips, got {top!r}")
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


def _rounded(cx: float, cy: float, size: float, radius: float) -> list[tuple[float, float]]:
    from cubekit.render.primitives import rounded_square

    return rounded_square((cx, cy), size, radius)


# --- what one picture shows ------------------------------------------------------------------
@dataclass(frozen=True)
class Ghost:
    """A die that leaves the board in this picture: its square, owner and, when known, the
    pips it showed (``top``) and its whole ``orientation``."""

    square: Square
    owner: int
    top: int | None = None
    orientation: Orientation[int] | None = None


@dataclass(frozen=True)
class TipPath:
    """A die's path: ``squares`` from the square it starts on, ``labels`` the face shown on
    each square (``""``: none, e.g. where the die stands), the first ``solid`` segments drawn
    solid and the rest dashed."""

    owner: int
    squares: tuple[Square, ...]
    labels: tuple[str, ...]
    solid: int


@dataclass(frozen=True)
class FightMark:
    """A fight (ST-4) to draw: both sides' squares, sums and players."""

    attackers: tuple[Square, ...]
    defenders: tuple[Square, ...]
    attack: int
    defence: int
    mover: int
    opponent: int
    tie: bool


@dataclass(frozen=True)
class Scene:
    """Everything a picture draws besides the dice on the board."""

    ghosts: tuple[Ghost, ...] = ()
    paths: tuple[TipPath, ...] = ()
    targets: tuple[tuple[Square, str], ...] = ()
    mover: int | None = None
    fights: tuple[FightMark, ...] = ()
    threatened: frozenset[Square] = frozenset()
    threat_attackers: frozenset[Square] = frozenset()
    selected: Square | None = None
    doomed: frozenset[Square] = frozenset()


SCENE = "_striedies_scene"
"""The key under which :meth:`Renderer.picture` stores the :class:`Scene` in the data."""


def scene_of(picture: Picture) -> Scene:
    """The :class:`Scene` of a picture made by :meth:`Renderer.picture`."""
    scene = picture.data.get(SCENE)
    return scene if isinstance(scene, Scene) else Scene()


class Renderer(BoardRenderer):
    """Draws Striedies Strategie positions and the steps of their moves."""

    OPTIONS: ClassVar[dict[str, tuple[Any, str]]] = {
        **BoardRenderer.OPTIONS,
        "legend": (True, "the panel below the board: the players, whose turn, a key of marks"),
        "status": (True, "the title line and the line below it (dice per player, threats)"),
        "sides": (False, "bevelled dice with the numbers of their four side faces"),
    }

    # --- layout --------------------------------------------------------------------------------
    def legend_layout(self, available: float) -> LegendLayout:
        return LegendLayout(0, 1)    # no key of the base class: the panel replaces it

    def layout(self, dpi: float) -> FigureLayout:
        board_w, board_h = self.width * CELL, self.height * CELL
        top = TITLE_BLOCK if self.options["status"] else 0.18
        bottom = self.label_space() + (PANEL if self.options["legend"] else 0.04)
        width_px = round((board_w + 2 * SIDE_MARGIN) * dpi)
        height_px = round((top + board_h + bottom) * dpi)
        width, height = width_px / dpi, height_px / dpi
        rect = ((width - board_w) / 2 / width, bottom / height, board_w / width,
                board_h / height)
        return FigureLayout(width_px, height_px, dpi, rect, LegendLayout(0, 1))

    # --- artists -------------------------------------------------------------------------------
    def setup_pieces(self, ax: Axes, cell_pt: float) -> None:
        game: Any = self.game
        self.cell_pt = cell_pt
        self.players = int(game.players)
        self.colours = [player_colour(p) for p in range(self.players)]
        self.on = [text_on(c) for c in self.colours]
        self.inks = [ink(c) for c in self.colours]
        self.sides = bool(self.options["sides"])
        line = min(1.2, max(0.7, cell_pt * 0.03))
        self.static_colours = self._static_colours()
        # the dice: plain rounded squares, or bevelled ones with the side faces
        self.tiles = Tiles(ax, DIE, radius=DIE_RADIUS, edge_width=line, zorder=2.5)
        self.faces = PolyCollection([], closed=True, linewidths=line * 0.8, zorder=2.5,
                                    joinstyle="round")
        ax.add_collection(self.faces, autolim=False)
        self.faces.set_visible(False)
        pip = SMALL_PIP if self.sides else PIP
        self.pips = Dots(ax, pip, edge_width=0.0, zorder=3.0)
        self.letters = Glyphs(ax, size=min(9.0, max(4.5, cell_pt * 0.2)), weight="bold",
                              zorder=3.1)
        self.side_numbers = Glyphs(ax, size=min(9.0, max(4.5, cell_pt * 0.2)), weight="bold",
                                   zorder=3.1)
        self.corner_letters = Glyphs(ax, size=min(7.0, max(4.0, cell_pt * 0.14)),
                                     weight="bold", zorder=3.1)
        # ghosts of dice that leave the board
        self.ghosts = Tiles(ax, DIE, radius=DIE_RADIUS, edge_width=line, zorder=2.4,
                            linestyle=(0, (2.2, 1.6)))
        self.ghost_pips = Dots(ax, pip, edge_width=0.0, zorder=2.45)
        self.ghost_letters = Glyphs(ax, size=min(9.0, max(4.5, cell_pt * 0.2)),
                                    weight="bold", zorder=2.46)
        # frames around dice: solid (attackers), dashed (defenders, threatened dice)
        ring = min(2.4, max(1.2, cell_pt * 0.055))
        self.solid_rings = PolyCollection([], closed=True, facecolors="none", linewidths=ring,
                                          zorder=5.5, joinstyle="round")
        self.dashed_rings = PolyCollection([], closed=True, facecolors="none",
                                           linewidths=ring, zorder=5.5, joinstyle="round",
                                           linestyles=(0, (2.4, 1.5)))
        for rings in (self.solid_rings, self.dashed_rings):
            ax.add_collection(rings, autolim=False)
            rings.set_visible(False)
        # the tip path: a line with a white halo, the part still to come dashed
        width = min(3.6, max(1.6, cell_pt * 0.085))
        # (below the dice: a die standing on the path covers its part of the line)
        self.path_halo = LineCollection([], colors=FIGURE_BG, linewidths=width + 2.4,
                                        capstyle="round", joinstyle="round", zorder=2.2)
        self.path_line = LineCollection([], linewidths=width, capstyle="round",
                                        joinstyle="round", zorder=2.3)
        self.path_rest = LineCollection([], linewidths=width * 0.75, capstyle="butt",
                                        joinstyle="round", zorder=2.3,
                                        linestyles=(0, (1.6, 1.4)))
        for artist in (self.path_halo, self.path_line, self.path_rest):
            ax.add_collection(artist, autolim=False)
            artist.set_visible(False)
        self.path_start = Dots(ax, 0.2, edge_width=1.0, zorder=2.35)
        self.badges = Shapes(ax, edge_width=min(1.3, max(0.8, cell_pt * 0.03)), zorder=7.0)
        self.badge_texts = Glyphs(ax, size=min(11.0, max(5.0, cell_pt * 0.28)), weight="bold",
                                  zorder=7.2)
        self.badge_marks = Glyphs(ax, size=min(10.0, max(4.5, cell_pt * 0.24)), weight="bold",
                                  zorder=7.2)
        self.badge_texts.collection.set_clip_on(False)
        self.badge_marks.collection.set_clip_on(False)
        # the preview: the face on every square the selected die can reach
        self.target_texts = Glyphs(ax, size=min(13.0, max(6.0, cell_pt * 0.36)),
                                   weight="bold", zorder=4.5)
        # the sums of a fight, in boxes beside it
        self.fight_boxes: list[FancyBboxPatch] = []
        for _ in range(3):
            box = FancyBboxPatch((0, 0), 1, 0.5, boxstyle="round,pad=0,rounding_size=0.14",
                                 facecolor=FIGURE_BG, edgecolor=MARK, linewidth=1.1,
                                 zorder=8.0, visible=False, clip_on=False)
            ax.add_patch(box)
            self.fight_boxes.append(box)
        size = min(13.0, max(6.0, cell_pt * 0.36))
        self.sums_left = Glyphs(ax, size=size, weight="bold", ha="right", zorder=8.1)
        self.sums_colon = Glyphs(ax, size=size, weight="bold", zorder=8.1)
        self.sums_right = Glyphs(ax, size=size, weight="bold", ha="left", zorder=8.1)
        for glyphs in (self.sums_left, self.sums_colon, self.sums_right):
            glyphs.collection.set_clip_on(False)
        self._setup_subtitle(ax)
        self.panel: Panel | None = Panel(ax, self) if self.options["legend"] else None

    def _setup_subtitle(self, ax: Axes) -> None:
        self.subtitle: StatusLine | None = None
        if self.status_line is None:
            return
        figure = ax.get_figure()
        assert isinstance(figure, Figure)
        width = float(figure.get_size_inches()[0]) - 0.4
        self.status_line.max_width = width
        self.status_line.text.set_y(0.42)
        self.subtitle = StatusLine(ax, size=9.5, gap=0.14, max_width=width, weight="normal",
                                   colour=LABEL)

    def _static_colours(self) -> np.ndarray:
        """The cells: the three start squares of each corner washed in its player's colour
        (ST-2), corners nobody plays in washed grey."""
        game: Any = self.game
        colours = np.tile(np.array([*tint(CELL_BG, 0.0), 1.0]), (self.width * self.height, 1))
        seats = SEATS[self.players]
        for corner, (square, _, neighbours) in CORNERS.items():
            if corner in seats:
                wash = tint(self.colours[seats.index(corner)], 0.13)
            else:
                wash = tint(NEUTRAL_CORNER, 0.10)
            for col, row in (square, *neighbours):
                colours[row * self.width + col, :3] = wash
        del game
        return colours

    # --- what a picture shows --------------------------------------------------------------------
    def picture(self, item: Any, *, highlight: Iterable[Square | str] | None = None,
                arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
                language: str | None = None) -> Picture:
        picture = super().picture(item, highlight=highlight, arrows=arrows, language=language)
        if not isinstance(picture.state, StriediesState):
            raise TypeError(f"expected a Striedies state, got {type(picture.state).__name__}")
        scene, shown = self._scene(picture, own_highlight=highlight is not None)
        paths_from_arrows = picture.step is None and bool(scene.paths)
        data = {**picture.data, SCENE: scene}
        return replace(picture, highlight=frozenset(shown),
                       arrows=() if paths_from_arrows else picture.arrows, data=data)

    def _scene(self, picture: Picture, *, own_highlight: bool) -> tuple[Scene, set[Square]]:
        """The :class:`Scene` of a picture and the squares to frame."""
        state: Any = picture.state
        data, kind = picture.data, picture.kind
        shown = set(picture.highlight)
        threatened: set[Square] = set()
        attackers: set[Square] = set()
        for threat in state.threats():
            threatened.update(threat.defenders)
            attackers.update(threat.attackers)
        ghosts: list[Ghost] = []
        paths: list[TipPath] = []
        fights: list[FightMark] = []
        targets: tuple[tuple[Square, str], ...] = ()
        mover: int | None = None
        selected: Square | None = None
        plan = data.get("plan")
        plan = plan if isinstance(plan, MovePlan) else None
        doomed: frozenset[Square] = frozenset()
        if kind == "state":
            if picture.arrows:
                paths = self._arrow_paths(state, picture.arrows)
                if paths:
                    mover = paths[0].owner
                played = self._planned(state, paths)
                if played is not None:
                    # the move the path stands for: its fights, and who would leave
                    fights = [_fight_mark(f, played.player) for f in played.fights]
                    doomed = frozenset((*played.removed, *played.leaving))
            else:
                selected, targets = self._targets(state, picture.highlight)
                if selected is not None:
                    mover = state.to_move
                    # the targets are washed in the mover's colour and numbered, not framed
                    shown = {sq for sq in shown if sq not in dict(targets)}
        elif kind == "tip":
            mover = data["player"]
            paths = [self._tip_path(data, plan)]
            if not own_highlight:
                shown = {data["to"]}
        elif kind == "fight":
            mover = data["player"]
            mark = FightMark(tuple(data["attackers"]), tuple(data["defenders"]),
                             int(data["attack"]), int(data["defence"]), mover,
                             int(data["opponent"]), bool(data["tie"]))
            mover = int(mover)
            fights.append(mark)
            ghosts = self._ghosts(data, data.get("losers", ()), state, mark)
            if plan is not None:
                paths = [self._plan_path(plan, len(plan.path), die_at_end=not plan.mover_lost)]
            if not own_highlight:
                shown = set()
        elif kind == "threat":
            player = data["player"]
            defenders = set(data.get("defenders", ()))
            leaving = tuple(data.get("leaving", ()))
            ghosts = self._ghosts(data, leaving, state, None, owner=player)
            threatened.update(sq for sq in defenders if state.owner(sq) == player)
            attackers.update(sq for sq in data.get("attackers", ()) if state.die(sq))
            if plan is not None:
                paths = [self._plan_path(plan, len(plan.path), die_at_end=True)]
            if not own_highlight:
                moved = data.get("moved")
                shown = {moved} if moved is not None else set()
        scene = Scene(tuple(ghosts), tuple(paths), targets, mover, tuple(fights),
                      frozenset(threatened), frozenset(attackers), selected, doomed)
        return scene, shown

    def _targets(self, state: Any, highlight: frozenset[Square]) -> tuple[
            Square | None, tuple[tuple[Square, str], ...]]:
        """The preview of a highlighted die of the player to move: every square its legal
        moves end on, with the faces that would come up there."""
        if state.outcome is not None:
            return None, ()
        own = [sq for sq in highlight if state.owner(sq) == state.to_move]
        if len(own) != 1:
            return None, ()
        square = own[0]
        faces: dict[Square, set[int]] = {}
        for move in state.moves_from(square):
            plan = state.plan(move)
            if isinstance(plan, MovePlan):
                faces.setdefault(plan.final, set()).add(plan.top)
        ordered = sorted(faces, key=lambda sq: (sq[1], sq[0]))
        return square, tuple((sq, "/".join(str(f) for f in sorted(faces[sq])))
                             for sq in ordered)

    def _arrow_paths(self, state: Any, arrows: Sequence[tuple[Square, Square]]) -> list[
            TipPath]:
        """Arrows that continue each other from a die (square by square) are its tip path:
        the faces that come up are worked out with the die's orientation (ST-3)."""
        paths: list[TipPath] = []
        index = 0
        while index < len(arrows):
            start = arrows[index][0]
            die = state.die(start)
            chain = [start]
            while index < len(arrows) and arrows[index][0] == chain[-1]:
                chain.append(arrows[index][1])
                index += 1
            if len(chain) == 1:
                index += 1
                continue
            if die is None:
                continue
            orientation = die.orientation
            labels = [""]
            for a, b in pairwise(chain):
                direction = _direction(a, b)
                if direction is None:
                    break
                orientation = orientation.tip(direction)
                labels.append(str(orientation.top))
            else:
                paths.append(TipPath(die.owner, tuple(chain), tuple(labels), len(chain) - 1))
        return _merge_labels(paths)

    @staticmethod
    def _planned(state: Any, paths: Sequence[TipPath]) -> MovePlan | None:
        """The legal move of the player to move whose path is the single ``paths``."""
        if len(paths) != 1 or state.outcome is not None:
            return None
        path = paths[0]
        for move in state.moves_from(path.squares[0]):
            plan = state.plan(move)
            if isinstance(plan, MovePlan) and plan.path == path.squares[1:]:
                return plan
        return None

    def _tip_path(self, data: Any, plan: MovePlan | None) -> TipPath:
        step = int(data["step"])
        if plan is not None:
            return self._plan_path(plan, step, die_at_end=True)
        # without the plan in the step: the tip of this step, and the face the die showed
        # on the square it tipped from
        return TipPath(int(data["player"]), (data["from"], data["to"]),
                       (str(data["before"].top), ""), 1)

    @staticmethod
    def _plan_path(plan: MovePlan, done: int, *, die_at_end: bool) -> TipPath:
        """The path of a planned move, ``done`` squares of it rolled: those show their faces
        (but the square the die stands on), the rest are dashed."""
        squares = (plan.origin, *plan.path)
        labels = [str(plan.before.top)]     # the origin is empty now: the face it started with
        for j, orientation in enumerate(plan.orientations, start=1):
            shown = j < done or (j == done and not die_at_end)
            labels.append(str(orientation.top) if shown else "")
        return TipPath(plan.player, squares, tuple(labels), done)

    def _ghosts(self, data: Any, squares: Iterable[Square], state: Any,
                fight: FightMark | None, owner: int | None = None) -> list[Ghost]:
        """The dice leaving the board: from the step's ``gone`` records when it has them;
        else their owner and, when a single die was the whole losing side, its pips."""
        gone = data.get("gone")
        if gone:
            return [Ghost(die.square, die.owner, die.top, die.orientation) for die in gone]
        squares = tuple(squares)
        result = []
        for square in squares:
            who = owner
            top: int | None = None
            if fight is not None:
                if square in fight.attackers:
                    who = fight.mover
                    top = fight.attack if len(fight.attackers) == 1 else None
                else:
                    who = fight.opponent
                    top = fight.defence if len(fight.defenders) == 1 else None
            if who is None:
                continue
            result.append(Ghost(square, who, top))
        return result

    def cell_colours(self, picture: Picture) -> np.ndarray:
        scene = scene_of(picture)
        if not scene.targets or scene.mover is None:
            return self.static_colours
        colours: np.ndarray = np.array(self.static_colours, copy=True)
        wash = tint(self.colours[scene.mover], 0.3)
        for (col, row), _ in scene.targets:
            colours[row * self.width + col, :3] = wash
        return colours

    # --- drawing ----------------------------------------------------------------------------
    def draw_pieces(self, picture: Picture) -> None:
        state: Any = picture.state
        scene = scene_of(picture)
        game: Any = self.game
        squares: list[Square] = []
        fills: list[Any] = []
        polygons: list[list[tuple[float, float]]] = []
        shades: list[Any] = []
        outlines: list[Any] = []
        pips: list[tuple[float, float]] = []
        pip_colours: list[Any] = []
        letters: list[Text] = []
        sides: list[Text] = []
        corners: list[Text] = []
        for die in state.dice():
            col, row = die.square
            cx, cy = col + 0.5, row + 0.5
            owner = die.owner
            on = self.on[owner]
            if self.sides:
                polygons.extend(bevel_polygons(cx, cy, OUTER, INNER))
                shades.extend(bevel_shades(self.colours[owner], north=0.25, west=0.12))
                outlines.extend([edge(self.colours[owner])] * 5)
                for side, dx, dy in BEVEL_SIDES:
                    sides.append((cx + dx, cy + dy, str(getattr(die.orientation, side)), on))
                centres = pip_centres(die.top, cx, cy, SMALL_PIP_AT)
                corner = OUTER - 0.075    # the letter in the bevel's top-left corner
                corners.append((cx - corner, cy + corner, game.player_name(owner), on))
            else:
                squares.append(die.square)
                fills.append(self.colours[owner])
                centres = pip_centres(die.top, cx, cy)
                letters.append((cx - LETTER_AT, cy + LETTER_AT, game.player_name(owner),
                                mix(on, self.colours[owner], 0.2)))
            pips.extend(centres)
            pip_colours.extend([on] * len(centres))
        self.tiles.set(squares, fills)
        self.faces.set_verts(polygons)
        self.faces.set_facecolor(shades)
        self.faces.set_edgecolor(outlines)
        self.faces.set_visible(bool(polygons))
        self.pips.set(pips, pip_colours)
        self.pips.collection.set_edgecolor("none")
        self.letters.set(letters)
        self.side_numbers.set(sides)
        self.corner_letters.set(corners)
        self._draw_ghosts(scene)
        self._draw_paths(scene)
        self._draw_marks(scene)
        self.target_texts.set([(col + 0.5, row + 0.5, label, self.inks[scene.mover])
                               for (col, row), label in scene.targets]
                              if scene.mover is not None else [])
        self._draw_sums(scene, state)
        if self.subtitle is not None:
            self.subtitle.set(self.note(picture))
        if self.panel is not None:
            self.panel.set(picture)

    def _draw_ghosts(self, scene: Scene) -> None:
        squares, fills, outlines = [], [], []
        pips: list[tuple[float, float]] = []
        pip_colours: list[Any] = []
        letters: list[Text] = []
        game: Any = self.game
        for ghost in scene.ghosts:
            col, row = ghost.square
            cx, cy = col + 0.5, row + 0.5
            face = mix(self.colours[ghost.owner], FIGURE_BG, 0.6)
            squares.append(ghost.square)
            fills.append(face)
            outlines.append(MUTED)
            faded = mix(self.on[ghost.owner], face, 0.35)
            if ghost.top is not None:
                centres = pip_centres(ghost.top, cx, cy)
                pips.extend(centres)
                pip_colours.extend([faded] * len(centres))
            letters.append((cx - LETTER_AT, cy + LETTER_AT, game.player_name(ghost.owner),
                            faded))
        self.ghosts.set(squares, fills, outlines)
        self.ghost_pips.set(pips, pip_colours)
        self.ghost_pips.collection.set_edgecolor("none")
        self.ghost_letters.set(letters)

    def _draw_paths(self, scene: Scene) -> None:
        solid: list[list[tuple[float, float]]] = []
        solid_colours: list[Any] = []
        rest: list[list[tuple[float, float]]] = []
        rest_colours: list[Any] = []
        starts: list[tuple[float, float]] = []
        start_colours: list[Any] = []
        for path in scene.paths:
            points = [(c + 0.5, r + 0.5) for c, r in path.squares]
            colour = self.inks[path.owner]
            if path.solid:
                solid.append(points[:path.solid + 1])
                solid_colours.append(colour)
            if path.solid < len(points) - 1:
                rest.append(points[path.solid:])
                rest_colours.append(mix(colour, FIGURE_BG, 0.25))
            starts.append(points[0])
            start_colours.append(colour)
        self.path_line.set_segments(solid)
        self.path_line.set_color(solid_colours)
        self.path_rest.set_segments(rest)
        self.path_rest.set_color(rest_colours)
        self.path_halo.set_segments(solid + rest)
        for artist, shown in ((self.path_line, solid), (self.path_rest, rest),
                              (self.path_halo, solid + rest)):
            artist.set_visible(bool(shown))
        self.path_start.set(starts, start_colours)

    def _draw_marks(self, scene: Scene) -> None:
        """Frames around fighting and threatened dice, badges, path numbers."""
        solid: list[list[tuple[float, float]]] = []
        solid_colours: list[Any] = []
        dashed: list[list[tuple[float, float]]] = []
        dashed_colours: list[Any] = []
        for fight in scene.fights:
            for col, row in fight.attackers:
                solid.append(_rounded(col + 0.5, row + 0.5, RING, 0.2))
                solid_colours.append(MARK)
            for col, row in fight.defenders:
                dashed.append(_rounded(col + 0.5, row + 0.5, RING, 0.2))
                dashed_colours.append(MARK)
        in_fight = {sq for f in scene.fights for sq in (*f.attackers, *f.defenders)}
        # a pending threat (ST-5) like a fight: its attackers solid, the threatened dashed
        for col, row in sorted(scene.threat_attackers - in_fight):
            solid.append(_rounded(col + 0.5, row + 0.5, RING, 0.2))
            solid_colours.append(MARK)
        for col, row in sorted(scene.threatened - in_fight):
            dashed.append(_rounded(col + 0.5, row + 0.5, RING, 0.2))
            dashed_colours.append(MARK)
        self.solid_rings.set_verts(solid)
        self.solid_rings.set_edgecolor(solid_colours)
        self.solid_rings.set_visible(bool(solid))
        self.dashed_rings.set_verts(dashed)
        self.dashed_rings.set_edgecolor(dashed_colours)
        self.dashed_rings.set_visible(bool(dashed))
        badge = min(8.0, max(3.5, self.cell_pt * 0.17))
        shapes: list[Shape] = []
        marks: list[Text] = []
        texts: list[Text] = []
        for col, row in sorted(scene.threatened):
            x, y = col + 0.5 + BADGE_AT, row + 0.5 + BADGE_AT
            shapes.append((x, y + 0.02, "triangle", badge * 1.2, THREAT_YELLOW, MARK))
            marks.append((x, y - 0.015, "!", MARK))
        crossed = [ghost.square for ghost in scene.ghosts] + sorted(scene.doomed)
        for col, row in crossed:
            x, y = col + 0.5 + BADGE_AT, row + 0.5 + BADGE_AT
            shapes.append((x, y, "circle", badge, MARK, FIGURE_BG))
            marks.append((x, y, "\u00d7", FIGURE_BG))
        number = min(11.0, max(4.5, self.cell_pt * 0.22))
        for path in scene.paths:
            colour = self.inks[path.owner]
            for (col, row), label in zip(path.squares, path.labels, strict=True):
                if label:
                    shape = "circle" if len(label) == 1 else "pill"
                    shapes.append((col + 0.5, row + 0.5, shape, number, FIGURE_BG, colour))
                    texts.append((col + 0.5, row + 0.5, label, colour))
        self.badges.set(shapes)
        self.badge_marks.set(marks)
        self.badge_texts.set(texts)

    def _draw_sums(self, scene: Scene, state: Any) -> None:
        left: list[Text] = []
        colon: list[Text] = []
        right: list[Text] = []
        for index, box in enumerate(self.fight_boxes):
            if index >= len(scene.fights):
                box.set_visible(False)
                continue
            fight = scene.fights[index]
            x, y = self._sum_place(fight, state)
            width, height = 1.5, 0.56
            box.set_bounds(x - width / 2, y - height / 2, width, height)
            box.set_visible(True)
            left.append((x - 0.17, y, str(fight.attack), self.inks[fight.mover]))
            colon.append((x, y + 0.01, ":", MARK))
            right.append((x + 0.17, y, str(fight.defence), self.inks[fight.opponent]))
        self.sums_left.set(left)
        self.sums_colon.set(colon)
        self.sums_right.set(right)

    def _sum_place(self, fight: FightMark, state: Any) -> tuple[float, float]:
        """Where the sums of a fight go: beside the fighting dice, on the board, covering as
        few dice as possible (above them if that is free)."""
        squares = (*fight.attackers, *fight.defenders)
        cols = [c for c, _ in squares]
        rows = [r for _, r in squares]
        cx = (min(cols) + max(cols) + 1) / 2
        cy = (min(rows) + max(rows) + 1) / 2
        candidates = [(cx, max(rows) + 1.45), (cx, min(rows) - 0.45),
                      (max(cols) + 1.85, cy), (min(cols) - 0.85, cy)]
        best, best_cost = candidates[0], 1e9
        for rank, (x, y) in enumerate(candidates):
            inside = 0.8 <= x <= self.width - 0.8 and 0.3 <= y <= self.height - 0.3
            covered = sum(1 for dx in (-0.6, 0.0, 0.6) for dy in (-0.2, 0.2)
                          if 0 <= x + dx < self.width and 0 <= y + dy < self.height
                          and state.die((int(x + dx), int(y + dy))) is not None)
            cost = (0 if inside else 100) + covered * 10 + rank
            if cost < best_cost:
                best, best_cost = (x, y), cost
        x = min(max(best[0], 0.8), self.width - 0.8)
        y = min(max(best[1], 0.3), self.height - 0.3)
        return x, y

    # --- words -----------------------------------------------------------------------------
    def status(self, picture: Picture) -> str:
        state: Any = picture.state
        game: Any = self.game
        lang, data, kind = picture.language, picture.data, picture.kind
        name = game.player_name
        if kind == "tip":
            direction = tr(f"st.dir.{data['direction'].name}", lang)
            die = name(data["player"]) + str(data["steps"])
            return tr("st.render.tip", lang, die=die, direction=direction,
                      start=square_name(data["from"]), end=square_name(data["to"]),
                      top=data["top"], step=data["step"], n=data["steps"])
        if kind == "fight":
            mover, opponent = data["player"], data["opponent"]
            fields = {"mover": name(mover), "opponent": name(opponent),
                      "attack": data["attack"], "defence": data["defence"]}
            if data["tie"]:
                return tr("st.render.tie", lang, **fields)
            loser = opponent if data["attack"] > data["defence"] else mover
            return tr("st.render.fight", lang, loser=name(loser), **fields)
        if kind == "threat":
            player = name(data["player"])
            answer = data.get("answer")
            if answer in ("reinforce", "retreat"):
                return tr(f"st.render.{answer}", lang, player=player,
                          square=square_name(data["moved"]))
            dice = join_names([square_name(sq) for sq in data.get("leaving", ())], lang)
            return tr("st.render.threat_lost", lang, player=player, dice=dice)
        if kind == "pass":
            return tr("st.render.pass", lang, player=name(data["player"]))
        if kind == "out":
            return tr("st.render.out", lang, player=name(data["player"]))
        if kind == "turn_limit":
            return tr("st.render.turn_limit", lang, limit=data["limit"])
        outcome = state.outcome
        if outcome is not None:
            if outcome.winners:
                return tr("render.wins", lang, player=name(outcome.winners[0]))
            return tr("st.render.turn_limit", lang, limit=game.turn_limit)
        scene = scene_of(picture)
        if scene.selected is not None:
            die = state.die(scene.selected)
            return tr("st.render.preview", lang, player=name(state.to_move),
                      die=die.label, square=square_name(scene.selected))
        if state.must_answer is not None:
            return tr("st.render.must_answer", lang, player=name(state.to_move))
        return tr("render.to_move", lang, player=name(state.to_move))

    def note(self, picture: Picture) -> str:
        """The line below the title: each player's dice and the pending threats."""
        state: Any = picture.state
        lang = picture.language
        parts = [tr("st.render.dice", lang, counts=state.count_text(lang))]
        for threat in state.threats():
            parts.append(self._threat_text(state, threat.player, threat.defenders,
                                           threat.attackers, lang))
        return " ".join(parts)

    def _threat_text(self, state: Any, player: int, defenders: Sequence[Square],
                     attackers: Sequence[Square], lang: str) -> str:
        game: Any = self.game

        def named(squares: Sequence[Square]) -> str:
            labels = []
            for square in squares:
                die = state.die(square)
                label = f"{die.label} ({square_name(square)})" if die else square_name(square)
                labels.append(label)
            return join_names(labels, lang)

        return tr("st.render.threat", lang, player=game.player_name(player),
                  defenders=named(defenders), attackers=named(attackers))


class Panel:
    """Below the board: one entry per player (its colour and letter, its dice, whose turn),
    then a key of the marks the picture uses. Placed in inches from the board's bottom
    centre and scaled with the board when drawn into a caller's axes."""

    ENTRY = 1.55     # inches per player entry
    ROW_GAP = 0.3

    def __init__(self, ax: Axes, renderer: Renderer) -> None:
        self.renderer = renderer
        scale = renderer.cell_pt / 72 / CELL
        self.scale = scale
        frame = Affine2D().scale(scale) + inch_frame(ax, 0.5, 0.0)
        self.frame = frame
        players = renderer.players
        self.row = -renderer.label_space() / scale - 0.2
        self.key_row = self.row - self.ROW_GAP
        self.available = renderer.width * CELL + 2 * SIDE_MARGIN - 0.2   # for the key
        left = -players * self.ENTRY / 2
        self.lefts = [left + p * self.ENTRY for p in range(players)]
        self.boxes: list[FancyBboxPatch] = []
        for x in self.lefts:
            self.boxes.append(turn_box(ax, frame, x + 0.04, self.row - 0.12, self.ENTRY - 0.08,
                                       0.24))

        def glyphs(size: float, weight: str = "normal", ha: str = "left",
                   va: str = "center") -> Glyphs:
            glyph = Glyphs(ax, size=size * scale, weight=weight, ha=ha, va=va,
                           offset_transform=frame, zorder=3)
            return glyph

        self.tiles = Tiles(ax, 0.19, radius=0.04, edge_width=0.8, zorder=2.5, transform=frame)
        self.letters = glyphs(8.0, "bold", ha="center")
        self.bold = glyphs(8.5, "bold", va="baseline")
        self.plain = glyphs(8.5, va="baseline")
        # the key: shapes, small tiles, lines and texts
        self.key_shapes = Shapes(ax, offset_transform=frame, edge_width=0.8, zorder=3)
        self.key_marks = glyphs(7.0, "bold", ha="center")
        self.key_tiles = Tiles(ax, 0.17, radius=0.035, edge_width=0.8, zorder=2.5,
                               transform=frame)
        self.key_dashed = Tiles(ax, 0.2, radius=0.04, edge_width=1.0, zorder=2.6,
                                transform=frame, linestyle=(0, (2.0, 1.2)))
        self.key_texts = glyphs(8.0, va="baseline")
        self._last: tuple[Any, ...] | None = None

    def set(self, picture: Picture) -> None:
        scene = scene_of(picture)
        key = (picture.state, picture.kind, picture.language, scene)
        if key == self._last:
            return
        self._last = key
        renderer = self.renderer
        state: Any = picture.state
        game: Any = renderer.game
        lang = picture.language
        outcome = state.outcome
        row = self.row
        tiles, tile_colours = [], []
        letters: list[Text] = []
        bold: list[Text] = []
        plain: list[Text] = []
        passer = picture.data.get("player") if picture.kind == "pass" else None
        for player, left in enumerate(self.lefts):
            colour = renderer.colours[player]
            count = state.count(player)
            if outcome is not None:
                active = player in outcome.winners
                word = tr("st.render.wins", lang) if active else ""
            else:
                active = player == state.to_move
                word = (tr("st.render.moving" if picture.step is not None else
                           "st.render.to_move", lang) if active else "")
            if player == passer:
                word = tr("st.render.passes", lang)
            muted = count == 0
            if muted:
                word = tr("st.render.out_word", lang)
            self.boxes[player].set_visible(active)
            x = left + 0.2
            tiles.append((x, row))
            tile_colours.append(mix(colour, FIGURE_BG, 0.6) if muted else colour)
            letters.append((x, row, game.player_name(player),
                            MUTED if muted else renderer.on[player]))
            dice = (tr("st.render.one_die", lang) if count == 1
                    else tr("st.render.dice_left", lang, count=count))
            ink_colour = MUTED if muted else TEXT
            plain.append((x + 0.17, row - 0.045, dice, ink_colour))
            if word:
                (bold if active else plain).append((x + 0.17 + 0.075 * len(dice) + 0.1,
                                                    row - 0.045, word,
                                                    TEXT if active else MUTED))
        self.tiles.set_centres(tiles, tile_colours)
        self.letters.set(letters)
        self.bold.set(bold)
        self.plain.set(plain)
        self._key(picture, scene)

    def _key(self, picture: Picture, scene: Scene) -> None:
        """The key: only the marks this picture shows, centred below the players."""
        renderer = self.renderer
        lang = picture.language
        entries: list[tuple[str, str]] = []
        if scene.threatened:
            entries.append(("threatened", tr("st.render.key.threatened", lang)))
        if scene.threat_attackers and not scene.fights:
            entries.append(("attacking", tr("st.render.key.attacker", lang)))
        if scene.fights:
            entries.append(("attacking", tr("st.render.key.attacking", lang)))
            entries.append(("defending", tr("st.render.key.defending", lang)))
        if scene.ghosts or scene.doomed:
            entries.append(("ghost", tr("st.render.key.ghost", lang)))
        if any(label for path in scene.paths for label in path.labels):
            entries.append(("path", tr("st.render.key.path", lang)))
        if scene.targets:
            entries.append(("target", tr("st.render.key.target", lang)))
        entries.append(("start", tr("st.render.key.start", lang)))
        widths = [0.3 + 0.066 * len(text) + 0.22 for _, text in entries]
        if sum(widths) > self.available and len(entries) > 1:
            entries, widths = entries[:-1], widths[:-1]     # the corners explain themselves
        x = -sum(widths) / 2
        y = self.key_row
        shapes: list[Shape] = []
        marks: list[Text] = []
        tiles: list[tuple[float, float]] = []
        tile_colours: list[Any] = []
        tile_edges: list[Any] = []
        dashed: list[tuple[float, float]] = []
        texts: list[Text] = []
        scale = self.scale
        mover = scene.mover if scene.mover is not None else 0
        for (kind, text), width in zip(entries, widths, strict=True):
            sx = x + 0.12
            if kind == "threatened":
                shapes.append((sx, y + 0.01, "triangle", 6.5 * scale, THREAT_YELLOW, MARK))
                marks.append((sx, y - 0.005, "!", MARK))
            elif kind in ("attacking", "defending"):
                (tiles if kind == "attacking" else dashed).append((sx, y))
                if kind == "attacking":
                    tile_colours.append(FIGURE_BG)
                    tile_edges.append(MARK)
            elif kind == "ghost":
                state: Any = picture.state
                owner = (scene.ghosts[0].owner if scene.ghosts else
                         state.owner(min(scene.doomed)) if scene.doomed else None)
                owner = mover if owner is None else owner
                tiles.append((sx, y))
                tile_colours.append(mix(renderer.colours[owner], FIGURE_BG, 0.6))
                tile_edges.append(MUTED)
                shapes.append((sx + 0.08, y + 0.08, "circle", 3.6 * scale, MARK, FIGURE_BG))
                marks.append((sx + 0.08, y + 0.08, "\u00d7", FIGURE_BG))
            elif kind in ("path", "target"):
                colour = renderer.inks[mover]
                if kind == "path":
                    shapes.append((sx, y, "circle", 5.5 * scale, FIGURE_BG, colour))
                marks.append((sx, y, "3", colour))
            elif kind == "start":
                tiles.append((sx, y))
                tile_colours.append(tint(MUTED, 0.25))
                tile_edges.append(LABEL)
            texts.append((x + 0.3, y - 0.04, text, TEXT))
            x += width
        self.key_shapes.set(shapes)
        self.key_marks.set(marks)
        self.key_tiles.set_centres(tiles, tile_colours, tile_edges)
        self.key_dashed.set_centres(dashed, [FIGURE_BG] * len(dashed), [MARK] * len(dashed))
        self.key_texts.set(texts)


# --- helpers ---------------------------------------------------------------------------------
def _fight_mark(fight: Any, mover: int) -> FightMark:
    return FightMark(tuple(fight.attackers), tuple(fight.defenders), fight.attack,
                     fight.defence, mover, fight.opponent, fight.tie)


def _direction(a: Square, b: Square) -> Direction | None:
    for direction in (Direction.N, Direction.E, Direction.S, Direction.W):
        if direction.step(a) == b:
            return direction
    return None


def _merge_labels(paths: list[TipPath]) -> list[TipPath]:
    """Paths ending on the same square with different faces show them all there (``3/5``)."""
    ends: dict[Square, list[str]] = {}
    for path in paths:
        label = path.labels[-1]
        if label and label not in ends.setdefault(path.squares[-1], []):
            ends[path.squares[-1]].append(label)
    result = []
    for path in paths:
        faces = ends.get(path.squares[-1], [])
        if len(faces) > 1:
            merged = "/".join(sorted(faces, key=int))
            path = replace(path, labels=(*path.labels[:-1], merged))
        result.append(path)
    return result


__all__ = ["PIPS", "Ghost", "Renderer", "Scene", "TipPath", "pip_centres", "scene_of"]
