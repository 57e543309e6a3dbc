"""Deblockle pictures: blocks seen from above with their top and side symbols.

What a picture shows:

- every block is drawn as a bevelled tile in its owner's colour, as if seen from straight
  above: the top face in the middle carries the symbol on top in large, and the four side
  faces around it (the north face along the top edge, east along the right edge, ...) carry
  their symbols small, so a player can see which face a tip brings up; the owner's letter
  sits in the tile's top-left corner (nothing depends on colour alone);
- the symbols are drawn by the kit itself: star (five-pointed star), stop (octagon with a
  bar), cross (plus sign), X (diagonal cross), slider (two opposed arrows), hoops (a ring);
- the two star squares carry a large star in their owner's colour with the owner's letter
  (A's home star d2, B's d6; each player takes blocks off on the other's), the start squares
  are washed faintly in their owner's colour;
- below the board: per player the blocks removed ("removed 1/4", one slot per block, filled
  when removed), the player to move (or the winner) boxed, and a key of the six symbols;
- steps: a tip shows a faded ghost of the block before the tip and an arrow to where it
  lands; a removal shows the block leaving as a ghost on the goal star with a check mark; a
  hop draws an arrow for every segment of its path, nearly from centre to centre (Hoops: each
  of its three single steps on a lane of its own, numbered 1-3 beside it, see
  :func:`hop_route`); a pass frames the blocks of the player who is stuck.

Options: ``labels``, ``legend`` (the panel below the board), ``status`` (the title line).

>>> import cubekit
>>> from cubekit.render import render
>>> game = cubekit.load("deblockle")
>>> figure = render(game.initial_state())
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any, ClassVar

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from matplotlib.patches import FancyBboxPatch
from matplotlib.path import Path
from matplotlib.transforms import Affine2D, Transform

from cubekit.core.cube import Orientation
from cubekit.core.game import Step
from cubekit.core.grid import Square
from cubekit.core.i18n import tr
from cubekit.games.deblockle import words
from cubekit.games.deblockle.events import Deblockled, Hopped, Removed, Tipped
from cubekit.games.deblockle.rules import (
    FACES,
    HOME_STAR,
    START_SQUARES,
    Deblockle,
    DeblockleState,
)
from cubekit.render.base import STATUS_SPACE, BoardRenderer, FigureLayout, Picture
from cubekit.render.palette import (
    CELL_BG,
    FIGURE_BG,
    LABEL,
    MARK,
    MUTED,
    TEXT,
    edge,
    mix,
    player_colour,
    text_on,
    tint,
)
from cubekit.render.primitives import (
    TURN_BOX_FACE,
    Dots,
    Glyphs,
    LegendLayout,
    Outlines,
    Tiles,
    bevel_polygons,
    bevel_shades,
    bevel_sides,
    inch_frame,
    polygon_path,
    turn_box,
)

Colour = Any
Item = tuple[float, float, str, float, Colour]

# --- sizes, in cells on the board and inches below it ------------------------------------------
CELL = 0.76             # inches per square in a picture of its own
OUTER = 0.44            # half the side of a block, in cells
INNER = 0.20            # half the side of its top face (the bevel carries the side faces)
TOP_SYMBOL = 0.160      # radius of the symbol on top, in cells
SIDE_SYMBOL = 0.095     # radius of a side face's symbol: readable at the default size
SIDE_AT = (OUTER + INNER) / 2   # distance of a side symbol from the block's centre
STAR_RADIUS = 0.40      # the star of a star square
SIDE_MARGIN = 0.5       # inches left and right of the board
PANEL = 0.74            # inches below the file letters: players' row and symbol key
LANE = 0.13             # Hoops: how far each step's arrow runs beside the centre line
ROUTE_END = 0.12        # Hoops: the arrows start and end this far from the squares' centres
NUMBER_BESIDE = 0.17    # Hoops: a step's number sits this far beside its arrow's middle
NUMBER_DOT = 0.2        # Hoops: the diameter of the dot under a step's number, in cells
SIDES = bevel_sides(OUTER, INNER)
"""Where each side face's symbol sits on a block, relative to its centre (in cells)."""


# --- the six symbols ---------------------------------------------------------------------------
def _regular(n: int, radius: float, start: float, clockwise: bool = False) -> list[
        tuple[float, float]]:
    sign = -1.0 if clockwise else 1.0
    return [(radius * float(np.cos(start + sign * 2 * np.pi * k / n)),
             radius * float(np.sin(start + sign * 2 * np.pi * k / n))) for k in range(n)]


def _rotated(points: Sequence[tuple[float, float]], angle: float) -> list[tuple[float, float]]:
    c, s = float(np.cos(angle)), float(np.sin(angle))
    return [(x * c - y * s, x * s + y * c) for x, y in points]


def _plus(arm: float, half: float) -> list[tuple[float, float]]:
    return [(half, half), (half, arm), (-half, arm), (-half, half), (-arm, half),
            (-arm, -half), (-half, -half), (-half, -arm), (half, -arm), (half, -half),
            (arm, -half), (arm, half)]


def _arrow(y: float, pointing: int) -> list[tuple[float, float]]:
    """A horizontal arrow at height ``y`` pointing right (1) or left (-1)."""
    shaft, head, tip_x, tail_x, head_len = 0.17, 0.40, 0.95, -0.95, 0.5
    base = tip_x - head_len
    points = [(tail_x, y - shaft), (base, y - shaft), (base, y - head), (tip_x, y),
              (base, y + head), (base, y + shaft), (tail_x, y + shaft)]
    if pointing < 0:
        points = [(-x, y2) for x, y2 in reversed(points)]
    return points


@cache
def symbol_path(face: str) -> Path:
    """The outline of a face's symbol, filled, within the unit circle (centre at the origin).

    The same :class:`~matplotlib.path.Path` object is returned for a face every time (the
    pictures use it to tell which symbol an artist shows).
    """
    if face == "star":
        points = []
        for k in range(10):
            radius = 1.0 if k % 2 == 0 else 0.42
            angle = np.pi / 2 + k * np.pi / 5
            points.append((radius * float(np.cos(angle)), radius * float(np.sin(angle))))
        return polygon_path(points)
    if face == "stop":
        octagon = polygon_path(_regular(8, 1.0, np.pi / 8))
        bar = polygon_path([(-0.62, -0.17), (-0.62, 0.17), (0.62, 0.17),
                            (0.62, -0.17)])  # clockwise
        return Path.make_compound_path(octagon, bar)
    if face == "cross":
        return polygon_path(_plus(0.98, 0.24))
    if face == "x":
        return polygon_path(_rotated(_plus(1.05, 0.23), np.pi / 4))
    if face == "slider":
        return Path.make_compound_path(polygon_path(_arrow(0.42, 1)),
                                       polygon_path(_arrow(-0.42, -1)))
    if face == "hoops":
        return Path.make_compound_path(polygon_path(_regular(40, 0.95, 0.0)),
                                       polygon_path(_regular(40, 0.55, 0.0, clockwise=True)))
    raise ValueError(tr("render.error.face", face=repr(face), faces=", ".join(FACES)))


class Symbols(Outlines):
    """The six face symbols (and the star of a star square) of any size, as one path
    collection: ``set`` takes ``(x, y, face, radius_pt, colour)`` items (see
    :class:`~cubekit.render.primitives.Outlines`)."""

    def __init__(self, ax: Axes, *, offset_transform: Transform | None = None,
                 zorder: float = 4.0) -> None:
        super().__init__(ax, symbol_path, offset_transform=offset_transform, zorder=zorder)

    def faces_at(self, x: float, y: float, tolerance: float = 1e-6) -> list[str]:
        """The faces whose symbols are centred at (``x``, ``y``), read back from the artist."""
        offsets = np.asarray(self.collection.get_offsets())
        if not self.collection.get_visible():
            return []
        faces = {id(symbol_path(face)): face for face in FACES}
        return [faces[id(path)] for path, (px, py) in
                zip(self.collection.get_paths(), offsets, strict=True)
                if abs(px - x) < tolerance and abs(py - y) < tolerance]


def hop_route(steps: Sequence[tuple[Square, Square]], lane: float = 0.0
              ) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The arrows of a hop, one per segment ``(from, to)``, in data coordinates: from near
    the centre of ``from`` to near the centre of ``to``, so that the segments read as one
    route. The last one ends at the edge of the block, which stands on its square after the
    hop. ``lane`` (Hoops: :data:`LANE`) moves each arrow to the right of its direction, a
    segment taken again in the same direction one lane further out, so that a step back runs
    beside the step there.

    >>> hop_route([((0, 1), (0, 2)), ((0, 2), (0, 1))], LANE)
    [((0.63, 1.62), (0.63, 2.38)), ((0.37, 2.38), (0.37, 1.94))]
    >>> hop_route([((3, 3), (3, 4)), ((3, 4), (3, 5))])
    [((3.5, 3.62), (3.5, 4.38)), ((3.5, 4.62), (3.5, 5.06))]
    """
    taken: dict[tuple[Square, Square], int] = {}
    arrows = []
    for number, (a, b) in enumerate(steps, start=1):
        dx, dy = b[0] - a[0], b[1] - a[1]
        beside = lane * (1 + taken.get((a, b), 0))
        taken[(a, b)] = taken.get((a, b), 0) + 1
        nx, ny = dy * beside, -dx * beside      # to the right of the direction of travel
        # the last step ends at the edge of the block that stands there now
        end = OUTER if number == len(steps) else ROUTE_END
        arrows.append(((round(a[0] + 0.5 + dx * ROUTE_END + nx, 6),
                        round(a[1] + 0.5 + dy * ROUTE_END + ny, 6)),
                       (round(b[0] + 0.5 - dx * end + nx, 6),
                        round(b[1] + 0.5 - dy * end + ny, 6))))
    return arrows


class Renderer(BoardRenderer):
    """Draws Deblockle positions and the steps of their turns."""

    OPTIONS: ClassVar[dict[str, tuple[Any, str]]] = {
        **BoardRenderer.OPTIONS,   # labels; legend and status described for this game:
        "legend": (True, "render.option.deblockle.legend"),
        "status": (True, "render.option.status"),
    }

    # --- layout --------------------------------------------------------------------------
    def legend_layout(self, available: float) -> LegendLayout:
        return LegendLayout(0, 1)    # no key of the base class: the panel replaces it

    def layout(self, dpi: float) -> FigureLayout:
        board = self.width * CELL
        top = STATUS_SPACE if self.options["status"] else 0.18
        bottom = self.label_space() + (PANEL if self.options["legend"] else 0.04)
        width_px = round((board + 2 * SIDE_MARGIN) * dpi)
        height_px = round((top + board + bottom) * dpi)
        width, height = width_px / dpi, height_px / dpi
        rect = ((width - board) / 2 / width, bottom / height, board / width, board / height)
        return FigureLayout(width_px, height_px, dpi, rect, LegendLayout(0, 1))

    # --- artists -------------------------------------------------------------------------
    game: Deblockle

    def setup_pieces(self, ax: Axes, cell_pt: float) -> None:
        game = self.game
        self.cell_pt = cell_pt
        self.colours = [player_colour(p) for p in range(2)]
        self.shades = [bevel_shades(c) for c in self.colours]
        self.ghost_shades = [[mix(s, FIGURE_BG, 0.6) for s in shades] for shades in self.shades]
        self.on = [text_on(c) for c in self.colours]
        line = min(1.0, max(0.6, cell_pt * 0.016))
        # star squares: a large star in the owner's colour with the owner's letter
        self.stars = Symbols(ax, zorder=1.0)
        self.star_letters = Glyphs(ax, size=min(10.0, max(6.0, cell_pt * 0.17)), weight="bold",
                                   zorder=1.1)
        stars, letters = [], []
        for player, (col, row) in enumerate(HOME_STAR):
            stars.append((col + 0.5, row + 0.5, "star", STAR_RADIUS * cell_pt,
                          self.colours[player]))
            letters.append((col + 0.5, row + 0.47, game.player_name(player), self.on[player]))
        self.stars.set(stars)
        self.star_letters.set(letters)
        self.static_colours = self._static_colours()
        # blocks: the faces, then the symbols on them, then the letters
        self.faces = PolyCollection([], closed=True, linewidths=line, zorder=2.5,
                                    joinstyle="round")
        ax.add_collection(self.faces, autolim=False)
        self.symbols = Symbols(ax, zorder=3.0)
        self.letters = Glyphs(ax, size=min(9.0, max(5.0, cell_pt * 0.15)), weight="bold",
                              zorder=3.1)
        # ghosts: the block before a tip, the block leaving on the goal star
        self.ghost_faces = PolyCollection([], closed=True, linewidths=line, zorder=2.4,
                                          linestyles=(0, (2.0, 1.6)))
        ax.add_collection(self.ghost_faces, autolim=False)
        self.ghost_symbols = Symbols(ax, zorder=2.45)
        self.badges = Dots(ax, 0.24, edge_width=0.0, zorder=3.3)
        self.badge_marks = Glyphs(ax, size=min(11.0, max(6.0, cell_pt * 0.2)), weight="bold",
                                  zorder=3.4)
        # Hoops: the number of each single step on its arrow
        self.step_numbers = Glyphs(ax, size=min(8.5, max(5.0, cell_pt * 0.15)), weight="bold",
                                   zorder=7.5)
        self.step_dots = Dots(ax, NUMBER_DOT, edge_width=0.0, zorder=7.4)
        self.panel: Panel | None = Panel(ax, self) if self.options["legend"] else None

    def _static_colours(self) -> np.ndarray:
        colours = np.tile(np.array([*tint(CELL_BG, 0.0), 1.0]), (self.width * self.height, 1))
        for player in range(2):
            for col, row in START_SQUARES[player]:
                colours[row * self.width + col, :3] = tint(self.colours[player], 0.09)
            col, row = HOME_STAR[player]
            colours[row * self.width + col, :3] = tint(self.colours[player], 0.16)
        return colours

    # --- hooks ---------------------------------------------------------------------------
    def cell_colours(self, picture: Picture) -> np.ndarray:
        return self.static_colours

    def picture(self, item: Any, *, highlight: Iterable[Square | str] | None = None,
                arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
                language: str | None = None, refused: bool = False) -> Picture:
        picture = super().picture(item, highlight=highlight, arrows=arrows, language=language,
                                  refused=refused)
        if not isinstance(picture.state, DeblockleState):
            raise TypeError(tr("render.error.state_kind", language or self.language,
                               game="Deblockle", kind=type(picture.state).__name__))
        return picture

    def draw_pieces(self, picture: Picture) -> None:
        state = _state(picture)
        game = self.game
        polygons: list[list[tuple[float, float]]] = []
        fills: list[Any] = []
        edges: list[Any] = []
        symbols: list[Item] = []
        letters: list[tuple[float, float, str, Any]] = []
        for block in state.blocks():
            col, row = block.square
            self._block(polygons, fills, symbols, col + 0.5, row + 0.5, block.orientation,
                        self.shades[block.owner], self.on[block.owner])
            edges.extend([edge(self.colours[block.owner])] * 5)
            corner = (OUTER + INNER) / 2
            letters.append((col + 0.5 - corner, row + 0.5 + corner,
                            game.player_name(block.owner), self.on[block.owner]))
        self.faces.set_verts(polygons)
        self.faces.set_facecolor(fills)
        self.faces.set_edgecolor(edges)
        self.faces.set_visible(bool(polygons))
        self.symbols.set(symbols)
        self.letters.set(letters)
        self._ghosts(picture)
        self._hop_route(picture)
        if self.panel is not None:
            self.panel.set(picture)

    def _block(self, polygons: list[list[tuple[float, float]]], fills: list[Any],
               symbols: list[Item], cx: float, cy: float, orientation: Orientation[str],
               shades: list[Any], ink: Any) -> None:
        polygons.extend(bevel_polygons(cx, cy, OUTER, INNER))
        fills.extend(shades)
        symbols.append((cx, cy, orientation.top, TOP_SYMBOL * self.cell_pt, ink))
        for side, dx, dy in SIDES:
            symbols.append((cx + dx, cy + dy, getattr(orientation, side),
                            SIDE_SYMBOL * self.cell_pt, ink))

    def _ghosts(self, picture: Picture) -> None:
        polygons: list[list[tuple[float, float]]] = []
        fills: list[Any] = []
        symbols: list[Item] = []
        badges: list[tuple[float, float]] = []
        match picture.event:
            case Tipped(player=player, start=(col, row), before=before) | \
                    Removed(player=player, start=(col, row), before=before):
                # the block before the tip, faded, where it started
                shades = self.ghost_shades[player]
                ink = mix(self.on[player], shades[0], 0.25)
                self._block(polygons, fills, symbols, col + 0.5, row + 0.5, before, shades, ink)
                if isinstance(picture.event, Removed):
                    # the block leaving, on the goal star, with a check mark
                    col, row = picture.event.square
                    self._block(polygons, fills, symbols, col + 0.5, row + 0.5,
                                picture.event.after, shades, ink)
                    badges.append((col + 0.5 + OUTER - 0.04, row + 0.5 + OUTER - 0.04))
        edges = [MUTED] * len(polygons)
        self.ghost_faces.set_verts(polygons)
        self.ghost_faces.set_facecolor(fills)
        self.ghost_faces.set_edgecolor(edges)
        self.ghost_faces.set_visible(bool(polygons))
        self.ghost_symbols.set(symbols)
        self.badges.set(badges, [MARK] * len(badges))
        self.badge_marks.set([(x, y, "\u2713", FIGURE_BG) for x, y in badges])

    def _hop_route(self, picture: Picture) -> None:
        """A hop's segments as one route, nearly from centre to centre (unless the caller drew
        other arrows, see :func:`hop_route`). Hoops: each of its three single steps on its own
        lane to the right of its direction (a step back runs beside the step there, a step
        repeated further out), its number on a dot beside its middle, on the outer side, so
        that every head stays visible."""
        numbers: list[tuple[float, float, str, Any]] = []
        hop = picture.event
        if isinstance(hop, Hopped) and tuple(picture.arrows) == hop.segments:
            hoops = hop.face == "hoops"
            arrows = hop_route(picture.arrows, LANE if hoops else 0.0)
            self.arrows.set(arrows)
            for number, ((x0, y0), (x1, y1)) in enumerate(arrows if hoops else (), start=1):
                length = float(np.hypot(x1 - x0, y1 - y0)) or 1.0
                ux, uy = (x1 - x0) / length, (y1 - y0) / length
                x = (x0 + x1) / 2 + uy * NUMBER_BESIDE
                y = (y0 + y1) / 2 - ux * NUMBER_BESIDE
                numbers.append((x, y, str(number), FIGURE_BG))
        self.step_numbers.set(numbers)
        self.step_dots.set([(x, y) for x, y, _, _ in numbers], [MARK] * len(numbers))

    def marked(self, picture: Picture) -> Iterable[Square]:
        return ()

    def step_arrows(self, step: Step) -> Iterable[tuple[Square, Square]]:
        """A tip: from the block's square to where it lands; a hop: every segment."""
        match step.event:
            case Tipped(start=start, square=square) | Removed(start=start, square=square):
                return ((start, square),)
            case Hopped() as hop:
                return hop.segments
        return ()

    # --- words -----------------------------------------------------------------------------
    def status(self, picture: Picture) -> str:
        return words.title(_state(picture), picture.event).text(picture.language)


class Panel:
    """Below the board: per player the removed blocks and whose turn it is, then a key of the
    six symbols. Placed in inches from the board's bottom centre (scaled with the board when
    drawn into a caller's axes)."""

    BOX_W = 2.62
    SLOT = 0.14
    PITCH = 0.175

    def __init__(self, ax: Axes, renderer: Renderer) -> None:
        game = renderer.game
        self.renderer = renderer
        scale = renderer.cell_pt / 72 / CELL
        self.scale = scale
        frame = Affine2D().scale(scale) + inch_frame(ax, 0.5, 0.0)
        self.counts = tuple(game.block_counts)
        row = -renderer.label_space() / scale - 0.2
        self.row = row
        self.lefts = (-self.BOX_W - 0.06, 0.06)
        self.boxes: list[FancyBboxPatch] = []
        for left in self.lefts:
            self.boxes.append(turn_box(ax, frame, left, row - 0.14, self.BOX_W, 0.28))

        def glyphs(size: float, weight: str = "normal", ha: str = "left",
                   va: str = "center") -> Glyphs:
            return Glyphs(ax, size=size * scale, weight=weight, ha=ha, va=va,
                          offset_transform=frame, zorder=3)

        self.badges = Tiles(ax, 0.21, radius=0.035, edge_width=0.8, zorder=2.5,
                            transform=frame)
        self.badge_letters = glyphs(8.5, "bold")
        self.bold = glyphs(8.5, "bold", va="baseline")
        self.plain = glyphs(8.5, va="baseline")
        self.right = glyphs(8.5, ha="right", va="baseline")
        self.slots = Tiles(ax, self.SLOT, radius=0.025, edge_width=0.8, zorder=2.5,
                           transform=frame)
        # the symbol key, spread evenly under the board
        key_row = row - 0.34
        span = 5.2
        key_symbols: list[Item] = []
        self.key_at: list[tuple[float, float]] = []
        for index, face in enumerate(FACES):
            x = -span / 2 + span / 6 * (index + 0.2)
            key_symbols.append((x, key_row, face, 5.8 * scale, TEXT))
            self.key_at.append((x + 0.13, key_row - 0.045))
        self.key_symbols = Symbols(ax, offset_transform=frame, zorder=3)
        self.key_symbols.set(key_symbols)
        self.key_symbols.collection.set_clip_on(False)
        self.key_names = glyphs(8.0, va="baseline")
        self._last: tuple[Any, ...] | None = None

    def set(self, picture: Picture) -> None:
        state = _state(picture)
        key = (state, picture.event, picture.step is None, picture.language)
        if key == self._last:
            return
        self._last = key
        renderer = self.renderer
        game = renderer.game
        lang = picture.language
        outcome = state.outcome
        row = self.row
        badge_centres, badge_colours, badge_letters = [], [], []
        bold: list[tuple[float, float, str, Any]] = []
        plain: list[tuple[float, float, str, Any]] = []
        slot_centres: list[tuple[float, float]] = []
        slot_faces: list[Any] = []
        slot_edges: list[Any] = []
        right_texts: list[tuple[float, float, str, Any]] = []
        stuck = picture.event.player if isinstance(picture.event, Deblockled) else None
        for player, left in enumerate(self.lefts):
            colour = renderer.colours[player]
            if outcome is not None:
                active = player in outcome.winners
                word = tr("db.render.wins", lang) if active else ""
            else:
                active = player == state.to_move
                word = tr("db.render.moving" if picture.step is not None else
                          "db.render.to_move", lang) if active else ""
            if player == stuck:
                word = tr("db.render.blocked", lang)
            self.boxes[player].set_visible(active)
            x = left + 0.17
            badge_centres.append((x, row))
            badge_colours.append(colour)
            badge_letters.append((x, row, game.player_name(player), renderer.on[player]))
            if word:
                (bold if active else plain).append((x + 0.18, row - 0.045, word,
                                                    TEXT if active else MUTED))
            total = self.counts[player]
            removed = state.removed(player)
            right = left + self.BOX_W - 0.1 - self.SLOT / 2
            for index in range(total):
                slot_centres.append((right - (total - 1 - index) * self.PITCH, row))
                filled = index < removed
                background = TURN_BOX_FACE if active else FIGURE_BG
                slot_faces.append(colour if filled else background)
                slot_edges.append(edge(colour) if filled else LABEL)
            text_right = right - (total - 1) * self.PITCH - self.SLOT / 2 - 0.07
            text = tr("db.render.removed", lang, removed=removed, total=total)
            right_texts.append((text_right, row - 0.045, text, TEXT if removed else MUTED))
        self.badges.set_centres(badge_centres, badge_colours)
        self.badge_letters.set(badge_letters)
        self.slots.set_centres(slot_centres, slot_faces, slot_edges)
        self.bold.set(bold)
        self.plain.set(plain)
        self.right.set(right_texts)
        self.key_names.set([(x, y, words.face(face).text(lang), TEXT)
                            for (x, y), face in zip(self.key_at, FACES, strict=True)])


def _state(picture: Picture) -> DeblockleState:
    state = picture.state
    assert isinstance(state, DeblockleState)
    return state


__all__ = ["Renderer", "Symbols", "hop_route", "symbol_path"]
