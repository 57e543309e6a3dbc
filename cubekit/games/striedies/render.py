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
  player's dice and names pending threats (both from :mod:`.words`); the panel below the
  board (:mod:`.panel`) lists the players (the one to move boxed) and a key of the marks in
  the picture.

What a step shows is read from its event (:mod:`.events`) by :mod:`.scene`.

A step of a move is drawn zoomed to the squares it involves, with a small inset of the whole
board showing where (:mod:`.zoom`); a plain position is drawn whole.

Options: ``labels``, ``legend`` (the panel below the board), ``status`` (the title and the
line below it), ``sides`` (side faces' numbers on bevelled dice, off by default), ``view``
(``"zoom"``, the default, or ``"full"``: every picture on the whole board, as before),
``sums`` (``"total"``: a fight's box shows ``7 : 5``; ``"dice"``: the pips of each die too,
``3 + 4 = 7 : 5``).

>>> import cubekit
>>> from cubekit.render import render
>>> game = cubekit.load("striedies", players=3)
>>> figure = render(game.initial_state())
>>> figure = render(game.initial_state(), highlight=["b1"])    # where b1 can go
"""


from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch

from cubekit.core.game import Step
from cubekit.core.grid import FILES, Square
from cubekit.core.i18n import tr
from cubekit.core.words import letter
from cubekit.games.striedies import words
from cubekit.games.striedies.board import CORNERS, SEATS
from cubekit.games.striedies.events import EVENTS, Tipped
from cubekit.games.striedies.panel import Panel
from cubekit.games.striedies.rules import Striedies, StriediesState
from cubekit.games.striedies.scene import FightMark, Scene, scene_of, with_scene
from cubekit.games.striedies.shapes import (
    BADGE_AT,
    BEVEL_SIDES,
    CELL,
    DIE,
    DIE_RADIUS,
    INNER,
    LETTER_AT,
    NEUTRAL_CORNER,
    OUTER,
    PANEL,
    PIP,
    PIP_AT,
    PIPS,
    RING,
    SIDE_MARGIN,
    SMALL_PIP,
    SMALL_PIP_AT,
    THREAT_YELLOW,
    TITLE_BLOCK,
    Shape,
    Shapes,
    Text,
    pip_centres,
    rounded,
)
from cubekit.games.striedies.zoom import (
    VIEWS,
    Inset,
    Window,
    involved,
    window_of,
)
from cubekit.render.base import BoardRenderer, FigureLayout, Picture
from cubekit.render.palette import (
    CELL_BG,
    FIGURE_BG,
    LABEL,
    MARK,
    MUTED,
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
    StatusLine,
    Tiles,
    bevel_polygons,
    bevel_shades,
)


class Renderer(BoardRenderer):
    """Draws Striedies Strategie positions and the steps of their moves."""

    OPTIONS: ClassVar[dict[str, tuple[Any, str]]] = {
        **BoardRenderer.OPTIONS,
        "legend": (True, "render.option.striedies.legend"),
        "status": (True, "render.option.striedies.status"),
        "sides": (False, "render.option.striedies.sides"),
        "view": ("zoom", "render.option.striedies.view"),
        "sums": ("total", "render.option.striedies.sums"),
    }

    def __init__(self, game: Any, *, language: str | None = None, **options: Any) -> None:
        super().__init__(game, language=language, **options)
        for name, allowed in (("view", VIEWS), ("sums", SUMS)):
            if self.options[name] not in allowed:
                raise ValueError(tr("st.error.picture_option", name=name,
                                    value=repr(self.options[name]),
                                    allowed=", ".join(repr(a) for a in allowed)))

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
        self.cell_pt = cell_pt
        self.players = self.game.players
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
        self._setup_zoom(ax, cell_pt)

    def _setup_zoom(self, ax: Axes, cell_pt: float) -> None:
        """The inset of a zoomed step and what its window changes (:mod:`.zoom`)."""
        self.full_cell_pt = self.shown_cell_pt = cell_pt
        self.window: Window | None = None
        self.inset = Inset(ax, self.width, self.colours) if self.options["view"] == "zoom" \
            else None
        # marks beside the board's edge may leave the axes on the whole board, not in a window
        self.unclipped = [self.badges.collection, self.badge_texts.collection,
                          self.badge_marks.collection, *self.fight_boxes,
                          *(g.collection for g in (self.sums_left, self.sums_colon,
                                                   self.sums_right))]

    # --- the window of a zoomed step (zoom.py) ---------------------------------------------------
    def _show_window(self, picture: Picture, scene: Scene, state: StriediesState) -> None:
        """Zoom to the squares of a step (or show the whole board) and size the marks for
        the cells shown."""
        window = None
        if self.inset is not None and isinstance(picture.event, EVENTS):
            window = window_of(involved(scene, picture.highlight), self.width)
        if window != self.window:
            assert self.ax is not None
            self.window = window
            shown = window or Window(0, 0, self.width)
            # square cells: the window's rows fill the height, and the columns right of
            # the window are the inset's (zoom.Inset covers them)
            self.ax.set_xlim(shown.col, shown.col + shown.rows)
            self.ax.set_ylim(*shown.ylim)
            self._resize(self.full_cell_pt * self.height / shown.rows)
            for artist in self.unclipped:
                artist.set_clip_on(window is not None)
            self._window_labels(shown)
        if self.inset is not None:
            self.inset.set(window, [(die.square, die.owner) for die in state.dice()])

    def _window_labels(self, shown: Window) -> None:
        """The file letters and rank numbers of the squares shown."""
        files, ranks = self.grid.files, self.grid.ranks
        if files is not None:
            files.set([(col + 0.5, 0, FILES[col], LABEL)
                       for col in range(shown.col, shown.col + shown.side)])
        if ranks is not None:
            ranks.set([(0, row + 0.5, str(row + 1), LABEL)
                       for row in range(shown.row, shown.row + shown.rows)])

    def _resize(self, cell_pt: float) -> None:
        """Line widths and font sizes for cells of ``cell_pt`` points (as :meth:`setup_pieces`
        makes them for the whole board)."""
        self.shown_cell_pt = cell_pt

        def clamp(low: float, high: float, factor: float) -> float:
            return min(high, max(low, cell_pt * factor))

        line = clamp(0.7, 1.2, 0.03)
        for collection in (self.tiles.collection, self.ghosts.collection):
            collection.set_linewidth(line)
        self.faces.set_linewidth(line * 0.8)
        for glyphs, size in ((self.letters, clamp(4.5, 9.0, 0.2)),
                             (self.side_numbers, clamp(4.5, 9.0, 0.2)),
                             (self.ghost_letters, clamp(4.5, 9.0, 0.2)),
                             (self.corner_letters, clamp(4.0, 7.0, 0.14)),
                             (self.badge_texts, clamp(5.0, 11.0, 0.28)),
                             (self.badge_marks, clamp(4.5, 10.0, 0.24)),
                             (self.target_texts, clamp(6.0, 13.0, 0.36)),
                             (self.sums_left, clamp(6.0, 13.0, 0.36)),
                             (self.sums_colon, clamp(6.0, 13.0, 0.36)),
                             (self.sums_right, clamp(6.0, 13.0, 0.36))):
            glyphs.collection.set_sizes([size * size])
        ring = clamp(1.2, 2.4, 0.055)
        self.solid_rings.set_linewidth(ring)
        self.dashed_rings.set_linewidth(ring)
        width = clamp(1.6, 3.6, 0.085)
        self.path_halo.set_linewidth(width + 2.4)
        self.path_line.set_linewidth(width)
        self.path_rest.set_linewidth(width * 0.75)
        self.badges.collection.set_linewidth(clamp(0.8, 1.3, 0.03))
        frame = clamp(1.6, 3.2, 0.05)
        self.highlights.collection.set_linewidth(frame)
        self.highlights.inset = frame / cell_pt / 2 + 0.012
        self.highlights._last = None
        self.marks.collection.set_linewidth(clamp(0.8, 1.2, 0.02))
        arrow = clamp(1.0, 1.8, 0.028)
        self.arrows.shafts.set_linewidth(arrow)
        self.arrows.halo.set_linewidth(arrow + 2.2)

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
        colours = np.tile(np.array([*tint(CELL_BG, 0.0), 1.0]), (self.width * self.height, 1))
        seats = SEATS[self.players]
        for corner, (square, _, neighbours) in CORNERS.items():
            if corner in seats:
                wash = tint(self.colours[seats.index(corner)], 0.13)
            else:
                wash = tint(NEUTRAL_CORNER, 0.10)
            for col, row in (square, *neighbours):
                colours[row * self.width + col, :3] = wash
        return colours

    # --- reading pictures ------------------------------------------------------------------------
    @property
    def rules(self) -> Striedies:
        """The game, typed as Striedies Strategie."""
        game = self.game
        assert isinstance(game, Striedies)
        return game

    @staticmethod
    def state_of(picture: Picture) -> StriediesState:
        """The picture's position, typed (:meth:`picture` checks it)."""
        state = picture.state
        assert isinstance(state, StriediesState)
        return state

    def picture(self, item: Any, *, highlight: Iterable[Square | str] | None = None,
                arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
                language: str | None = None, refused: bool = False) -> Picture:
        picture = super().picture(item, highlight=highlight, arrows=arrows, language=language,
                                  refused=refused)
        return with_scene(picture, own_highlight=highlight is not None)

    def step_arrows(self, step: Step) -> Iterable[tuple[Square, Square]]:
        """A tip's arrow, from the square the die left to the one it tipped onto."""
        event = step.event
        if isinstance(event, Tipped):
            return ((event.from_square, event.to_square),)
        return ()

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
        state = self.state_of(picture)
        scene = scene_of(picture)
        self._show_window(picture, scene, state)
        if self.highlights._last is None:       # the frames' inset changed with the cells
            self.highlights.set(picture.highlight)
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
                corners.append((cx - corner, cy + corner, letter(owner), on))
            else:
                squares.append(die.square)
                fills.append(self.colours[owner])
                centres = pip_centres(die.top, cx, cy)
                letters.append((cx - LETTER_AT, cy + LETTER_AT, letter(owner),
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
            letters.append((cx - LETTER_AT, cy + LETTER_AT, letter(ghost.owner),
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
                solid.append(rounded(col + 0.5, row + 0.5, RING, 0.2))
                solid_colours.append(MARK)
            for col, row in fight.defenders:
                dashed.append(rounded(col + 0.5, row + 0.5, RING, 0.2))
                dashed_colours.append(MARK)
        in_fight = {sq for f in scene.fights for sq in (*f.attackers, *f.defenders)}
        # a pending threat (ST-5) like a fight: its attackers solid, the threatened dashed
        for col, row in sorted(scene.threat_attackers - in_fight):
            solid.append(rounded(col + 0.5, row + 0.5, RING, 0.2))
            solid_colours.append(MARK)
        for col, row in sorted(scene.threatened - in_fight):
            dashed.append(rounded(col + 0.5, row + 0.5, RING, 0.2))
            dashed_colours.append(MARK)
        self.solid_rings.set_verts(solid)
        self.solid_rings.set_edgecolor(solid_colours)
        self.solid_rings.set_visible(bool(solid))
        self.dashed_rings.set_verts(dashed)
        self.dashed_rings.set_edgecolor(dashed_colours)
        self.dashed_rings.set_visible(bool(dashed))
        badge = min(8.0, max(3.5, self.shown_cell_pt * 0.17))
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
        number = min(11.0, max(4.5, self.shown_cell_pt * 0.22))
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

    def _draw_sums(self, scene: Scene, state: StriediesState) -> None:
        left: list[Text] = []
        colon: list[Text] = []
        right: list[Text] = []
        for index, box in enumerate(self.fight_boxes):
            if index >= len(scene.fights):
                box.set_visible(False)
                continue
            fight = scene.fights[index]
            attack, defence = str(fight.attack), str(fight.defence)
            if self.options["sums"] == "dice":
                attack, defence = _sum_text(fight.attack_pips, fight.attack, False), \
                    _sum_text(fight.defence_pips, fight.defence, True)
            # the box and the gap at the colon in cells, for texts of the size shown
            em = min(13.0, max(6.0, self.shown_cell_pt * 0.36)) / self.shown_cell_pt
            gap = 0.47 * em
            lefts, rights = (max(2.08 * em, gap + len(text) * 0.6 * em + 0.45 * em)
                             for text in (attack, defence))
            x, y = self._sum_place(fight, state, max(lefts, rights), _badge_squares(scene))
            height = 1.56 * em
            box.set_bounds(x - lefts, y - height / 2, lefts + rights, height)
            box.set_visible(True)
            left.append((x - gap, y, attack, self.inks[fight.mover]))
            colon.append((x, y + 0.01, ":", MARK))
            right.append((x + gap, y, defence, self.inks[fight.opponent]))
        self.sums_left.set(left)
        self.sums_colon.set(colon)
        self.sums_right.set(right)

    def _sum_place(self, fight: FightMark, state: StriediesState, half: float = 0.75,
                   badges: frozenset[Square] = frozenset()) -> tuple[float, float]:
        """Where the sums of a fight go (a box ``half`` cells either side of its centre):
        beside the fighting dice, on the squares shown, covering as few dice and path
        badges (``badges``: the squares that show a face number) as possible (above them if
        that is free)."""
        shown = self.window or Window(0, 0, self.width)
        x0, x1 = shown.col + half + 0.05, shown.col + shown.side - half - 0.05
        y0, y1 = shown.row + 0.3, shown.row + shown.rows - 0.3
        squares = (*fight.attackers, *fight.defenders)
        cols = [c for c, _ in squares]
        rows = [r for _, r in squares]
        cx = (min(cols) + max(cols) + 1) / 2
        cy = (min(rows) + max(rows) + 1) / 2
        candidates = [(cx, max(rows) + 1.45), (cx, min(rows) - 0.45),
                      (max(cols) + 1.1 + half, cy), (min(cols) - 0.1 - half, cy),
                      *((cx + dx, y) for y in (max(rows) + 1.45, min(rows) - 0.45)
                        for dx in (1.0, -1.0))]   # a cell aside, where those are taken
        best, best_cost = candidates[0], 1e9
        for rank, (x, y) in enumerate(candidates):
            inside = x0 <= x <= x1 and y0 <= y <= y1
            covered = sum(1 for dx in (-0.6, 0.0, 0.6) for dy in (-0.2, 0.2)
                          if 0 <= x + dx < self.width and 0 <= y + dy < self.height
                          and (state.die((int(x + dx), int(y + dy))) is not None
                               or (int(x + dx), int(y + dy)) in badges))
            cost = (0 if inside else 100) + covered * 10 + rank
            if cost < best_cost:
                best, best_cost = (x, y), cost
        x = min(max(best[0], x0), x1)
        y = min(max(best[1], y0), y1)
        return x, y


    # --- words (all from words.py) ------------------------------------------------------------
    def status(self, picture: Picture) -> str:
        event = picture.event
        if event is not None and isinstance(event, EVENTS):
            return words.title(event).text(picture.language)
        state = self.state_of(picture)
        return words.status(state, scene_of(picture).selected).text(picture.language)

    def note(self, picture: Picture) -> str:
        """The line below the title: each player's dice and the pending threats."""
        return words.note(self.state_of(picture), picture.language)


def _badge_squares(scene: Scene) -> frozenset[Square]:
    """The squares on which a tip path shows the face that came up."""
    return frozenset(square for path in scene.paths
                     for square, label in zip(path.squares, path.labels, strict=False)
                     if label)


def _sum_text(pips: tuple[int, ...], total: int, defence: bool) -> str:
    """A side of a fight with the pips of its dice: ``3 + 4 = 7`` (the defence written
    from its sum: ``5`` or ``6 = 4 + 2``), or the sum alone for one die."""
    if len(pips) < 2:
        return str(total)
    dice = " + ".join(str(p) for p in pips)
    return f"{total} = {dice}" if defence else f"{dice} = {total}"


SUMS = ("total", "dice")
"""The values of the picture option ``sums``."""

__all__ = ["PIPS", "PIP_AT", "SUMS", "Renderer", "pip_centres", "scene_of"]
