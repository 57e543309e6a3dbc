"""Cubeslyde pictures: cubes as numbered tiles, a side panel with the hands and lost cubes.

What a picture shows:

- every cube is a rounded tile with its strength in large figures and its owner's letter in
  the top-left corner (so nothing depends on colour alone): players' cubes in their colour,
  white blockers white with a dark outline and a "W", neutral cubes of a player who is out
  (RULES.md CS-7) grey and hatched with the former owner's letter faded;
- the panel beside the board gives the stage (1A / 1B / 2) and, per player and for the white
  blockers, the cubes still in hand and the lost ones (crossed out, on the right, with the
  count "lost 2/3"; an empty slot stands for each cube on the board); the player to move (or
  the winners) is boxed, players who are out are greyed and marked "out";
- the title says whose turn it is or what a step does, the line below it how (the stage and
  what the player may do; "strength 6 vs defence 6" for a push; ...);
- in the steps of a move: the placed cube or the pushing group is framed, the pushed line
  framed dashed, every moving cube gets an arrow, a cube pushed off the board is drawn as a
  faded ghost just beyond the edge (crossed out, with the arrow leading to it), the cubes of
  an eliminated player that turn neutral are framed, and a winning four in a row is struck
  through.

Options: ``labels`` (file letters and rank numbers), ``legend`` (the side panel),
``status`` (the title and the line below it). Drawn into a caller's axes (``render(state,
ax)``), the board shrinks so that it, the room around it and the panel (scaled with the
board) fit into the axes' box; the title goes above it as for every game.

>>> import cubekit
>>> from cubekit.render import render
>>> game = cubekit.load("cubeslyde", players=2, start_player=0)
>>> figure = render(game.initial_state().play("W2@c4"))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, ClassVar

from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch
from matplotlib.transforms import Affine2D

from cubekit.core.events import Event
from cubekit.core.game import Step
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import tr
from cubekit.games.cubeslyde import words
from cubekit.games.cubeslyde.events import EVENTS, Cube, Fell, LineCompleted, Pushed
from cubekit.games.cubeslyde.notation import WHITE
from cubekit.games.cubeslyde.rules import Cubeslyde, CubeslydeState
from cubekit.render.base import BoardRenderer, FigureLayout, Picture
from cubekit.render.palette import (
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
)
from cubekit.render.primitives import (
    TURN_BOX_FACE,
    Dots,
    Glyphs,
    LegendLayout,
    StatusLine,
    Tiles,
    inch_frame,
    turn_box,
)

# --- sizes, in cells on the board and in inches beside it --------------------------------------
CELL = 0.53             # inches per square in a picture of its own
TILE = 0.80             # a cube on the board, in cells
GHOST = 0.50            # a cube leaving the board, in cells ...
GHOST_AT = 0.45         # ... centred this far beyond the edge
PANEL_RIGHT = 0.10      # margin right of the panel
PANEL_GAP = 0.12        # between the ghost room and the panel
SMALL = 0.23            # a cube in the panel, inches
PITCH = 0.275           # distance between cubes in the panel
ROW = 0.26              # one row of the panel
BLOCK_GAP = 0.08        # between two players in the panel
PER_ROW = 6             # cubes per row in the panel
ROW_WIDTH = SMALL + (PER_ROW - 1) * PITCH
PANEL_WIDTH = ROW_WIDTH + 0.07
TITLE_BLOCK = 0.54      # title and the line below it, above the ghost room

# --- colours ------------------------------------------------------------------------------------
WHITE_FACE = "#ffffff"
WHITE_EDGE = "#6f6a62"
NEUTRAL_FACE = "#d9d5cd"
NEUTRAL_EDGE = "#8c877f"
NEUTRAL_HATCH = "#b3ada2"
NEUTRAL_INK = "#2e2b27"
SUBTITLE = "#4d4a45"
SLOT_EDGE = "#d6d1c8"


def room(cell_in: float) -> float:
    """Inches around the board: room for a cube leaving it (and for the labels)."""
    return max(0.3, (GHOST_AT + GHOST / 2) * cell_in + 0.04)


class Renderer(BoardRenderer):
    """Draws Cubeslyde positions and the steps of their moves."""

    OPTIONS: ClassVar[dict[str, tuple[Any, str]]] = {
        **BoardRenderer.OPTIONS,   # labels; legend and status described for this game:
        "legend": (True, "render.option.cubeslyde.legend"),
        "status": (True, "render.option.status_two_lines"),
    }

    # --- layout --------------------------------------------------------------------------
    def legend_layout(self, available: float) -> LegendLayout:
        return LegendLayout(0, 1)   # no key below the board: the panel replaces it

    def layout(self, dpi: float) -> FigureLayout:
        margin = room(CELL)
        board = self.width * CELL
        panel = PANEL_GAP + PANEL_WIDTH + PANEL_RIGHT if self.options["legend"] else 0.0
        top = margin + (TITLE_BLOCK if self.options["status"] else 0.04)
        bottom = margin + 0.04
        width_px = round((2 * margin + board + panel) * dpi)
        height_px = round((top + board + bottom) * dpi)
        width, height = width_px / dpi, height_px / dpi
        rect = (margin / width, bottom / height, board / width, board / height)
        return FigureLayout(width_px, height_px, dpi, rect, LegendLayout(0, 1))

    def setup(self, ax: Axes, legend: LegendLayout | None = None) -> None:
        if legend is None and self.ax is None:
            fit_into(ax, self.options["legend"], self.width, self.height)
        super().setup(ax, legend)

    @property
    def rules(self) -> Cubeslyde:
        """The rules object, typed as Cubeslyde."""
        game = self.game
        assert isinstance(game, Cubeslyde)
        return game

    # --- artists -------------------------------------------------------------------------
    def setup_pieces(self, ax: Axes, cell_pt: float) -> None:
        game = self.rules
        cell_in = self.cell_in = cell_pt / 72
        self.room = room(cell_in)
        self.colours = [player_colour(p) for p in range(game.players)]
        edge_pt = min(1.3, max(0.8, cell_pt * 0.026))
        # cubes on the board: players' and whites' in one collection, neutral ones hatched
        self.tiles = Tiles(ax, TILE, radius=0.13, edge_width=edge_pt, zorder=2.5)
        self.neutral = Tiles(ax, TILE, radius=0.13, edge_width=edge_pt, zorder=2.5,
                             hatch="////")
        self.neutral.collection.set_hatchcolor(NEUTRAL_HATCH)
        self.neutral.collection.set_hatch_linewidth(0.8)
        self.numbers = Glyphs(ax, size=min(24.0, max(8.0, cell_pt * 0.42)), weight="bold",
                              zorder=4)
        self.letters = Glyphs(ax, size=min(10.0, max(5.5, cell_pt * 0.19)), weight="bold",
                              ha="left", va="top", zorder=4)
        self.corner = (0.5 - TILE / 2 + 0.065, 0.5 + TILE / 2 - 0.065)
        # a winning four in a row is struck through
        self.strike = LineCollection([], colors=[(*_rgb(MARK), 0.55)],
                                     linewidths=max(4.0, cell_pt * 0.62), capstyle="round",
                                     zorder=2.0)
        ax.add_collection(self.strike, autolim=False)
        self.strike.set_visible(False)
        # a cube pushed off the board: a faded ghost beyond the edge, crossed out
        self.ghost = Tiles(ax, GHOST, radius=0.08, edge_width=edge_pt, zorder=5,
                           linestyle=(0, (2.5, 1.6)), transform=ax.transData)
        self.ghost_hatch = Tiles(ax, GHOST, radius=0.08, edge_width=0.0, zorder=5.05,
                                 hatch="////", transform=ax.transData)
        self.ghost_hatch.collection.set_hatchcolor(NEUTRAL_HATCH)
        self.ghost_hatch.collection.set_hatch_linewidth(0.8)
        self.ghost_numbers = Glyphs(ax, size=min(16.0, max(6.0, cell_pt * 0.27)),
                                    weight="bold", offset_transform=ax.transData, zorder=5.2)
        # crossed out: a small dark badge with a white cross at the ghost's outer corner
        self.ghost_badge = Dots(ax, 0.2, edge_width=0.0, zorder=5.3)
        self.ghost_badge.collection.set_clip_on(False)
        self.ghost_cross = Glyphs(ax, size=min(11.0, max(5.0, cell_pt * 0.2)), weight="bold",
                                  offset_transform=ax.transData, zorder=5.4)
        # the arrow of a cube leaving the board reaches beyond the edge
        for artist in (self.arrows.halo, self.arrows.shafts, self.arrows.heads):
            artist.set_clip_on(False)
        self.file_labels = [(col + 0.5, 0.0, chr(ord("a") + col), LABEL)
                            for col in range(self.width)]
        self.rank_labels = [(0.0, row + 0.5, str(row + 1), LABEL) for row in range(self.height)]
        self._setup_titles(ax)
        scale = cell_in / CELL
        self.panel: Panel | None = (Panel(ax, self, (self.room + PANEL_GAP * scale) / scale,
                                          scale) if self.options["legend"] else None)

    def _setup_titles(self, ax: Axes) -> None:
        self.subtitle: StatusLine | None = None
        if self.status_line is None:
            return
        figure = ax.get_figure()
        assert isinstance(figure, Figure)
        fig_w = float(figure.get_size_inches()[0])
        # centred on the picture: board and panel together
        scale = self.cell_in / CELL
        shift = ((PANEL_GAP + PANEL_WIDTH + PANEL_RIGHT) * scale / 2 if self.options["legend"]
                 else 0.0)
        width = fig_w - 0.3
        self.status_line.max_width = width
        self.status_line.text.set_position((shift, self.room + 0.32))
        self.subtitle = StatusLine(ax, size=9.5, gap=self.room + 0.08, max_width=width,
                                   weight="normal", colour=SUBTITLE)
        self.subtitle.text.set_x(shift)

    # --- what a step shows -----------------------------------------------------------------
    def picture(self, item: Any, *, highlight: Iterable[Square | str] | None = None,
                arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
                language: str | None = None, refused: bool = False) -> Picture:
        picture = super().picture(item, highlight=highlight, arrows=arrows, language=language,
                                  refused=refused)
        if not isinstance(picture.state, CubeslydeState):
            raise TypeError(tr("render.error.state_kind", language or self.language,
                               game="Cubeslyde", kind=type(picture.state).__name__))
        if highlight is None:
            match picture.event:
                case Pushed(direction=direction, group=group):
                    # the pushing group is framed where it stands now
                    return replace(picture, highlight=frozenset(moved(direction, group)))
                case Fell():
                    return replace(picture, highlight=frozenset())   # the ghost is marked
        return picture

    def marked(self, picture: Picture) -> Iterable[Square]:
        match picture.event:
            case Pushed(direction=direction, line=line):
                return moved(direction, line)     # the pushed line, where it stands now
        return ()

    def step_arrows(self, step: Step) -> Iterable[tuple[Square, Square]]:
        """An arrow for every cube a push moves (to beyond the edge for one that falls)."""
        match step.event:
            case Pushed():
                return step.event.moves
            case Fell(square=square, to=to):
                return ((square, to),)
        return ()

    def draw_pieces(self, picture: Picture) -> None:
        state = _state(picture)
        game = self.rules
        squares, colours, edges = [], [], []
        grey: list[Square] = []
        numbers: list[tuple[float, float, str, Any]] = []
        letters: list[tuple[float, float, str, Any]] = []
        for square, cube in state.cubes().items():
            col, row = square
            face, outline, number_ink, letter_ink = self.style(cube)
            if cube.neutral and not cube.is_white:
                grey.append(square)
            else:
                squares.append(square)
                colours.append(face)
                edges.append(outline)
            numbers.append((col + 0.5, row + 0.5, str(cube.strength), number_ink))
            letters.append((col + self.corner[0], row + self.corner[1],
                            game.owner_name(cube.owner), letter_ink))
        self.tiles.set(squares, colours, edges)
        self.neutral.set(grey, [NEUTRAL_FACE] * len(grey), [NEUTRAL_EDGE] * len(grey))
        self.numbers.set(numbers)
        self.letters.set(letters)
        run = winning_run(picture)
        if run:
            (c0, r0), (c1, r1) = run[0], run[-1]
            self.strike.set_segments([[(c0 + 0.5, r0 + 0.5), (c1 + 0.5, r1 + 0.5)]])
        self.strike.set_visible(bool(run))
        self._draw_ghost(picture)
        if self.subtitle is not None:
            self.subtitle.set(self.note(picture))
        if self.panel is not None:
            self.panel.set(picture)

    def style(self, cube: Cube) -> tuple[Any, Any, Any, Any]:
        """Face, outline, number colour and letter colour of a cube."""
        if cube.is_white:
            return WHITE_FACE, WHITE_EDGE, TEXT, MUTED
        if cube.neutral:
            return (NEUTRAL_FACE, NEUTRAL_EDGE, NEUTRAL_INK,
                    mix(ink(self.colours[cube.owner]), NEUTRAL_FACE, 0.3))
        colour = self.colours[cube.owner]
        on = text_on(colour)
        return colour, edge(colour), on, on

    def _draw_ghost(self, picture: Picture) -> None:
        ghost = fallen(picture)
        files, ranks = self.file_labels, self.rank_labels
        if ghost is None:
            self.ghost.set_centres([], [])
            self.ghost_hatch.set_centres([], [])
            self.ghost_numbers.set([])
            self.ghost_badge.set([], [])
            self.ghost_cross.set([])
        else:
            (col, row), (dx, dy), cube = ghost
            x = col + 0.5 + dx * (0.5 + GHOST_AT)
            y = row + 0.5 + dy * (0.5 + GHOST_AT)
            face, outline, _, _ = self.style(cube)
            faded = mix(face, FIGURE_BG, 0.4)
            emphasis = isinstance(picture.event, Fell)
            self.ghost.set_centres([(x, y)], [faded], [MARK if emphasis else outline])
            self.ghost.collection.set_linewidth(1.6 if emphasis else 1.0)
            hatched = cube.neutral and not cube.is_white
            self.ghost_hatch.set_centres([(x, y)] if hatched else [],
                                         [faded] if hatched else [])
            self.ghost_numbers.set([(x, y, str(cube.strength), text_on(faded))])
            # the badge sits on the ghost's far corner, away from the board
            bx = x + (dx if dx else 1) * GHOST / 2 * 0.85
            by = y + (dy if dy else 1) * GHOST / 2 * 0.85
            self.ghost_badge.set([(bx, by)], [MARK])
            self.ghost_cross.set([(bx, by, "\u00d7", FIGURE_BG)])
            # the ghost covers the label of its rank or file
            if dx < 0:
                ranks = [label for label in ranks if label[1] != row + 0.5]
            if dy < 0:
                files = [label for label in files if label[0] != col + 0.5]
        if self.grid.files is not None and self.grid.ranks is not None:
            self.grid.files.set(files)
            self.grid.ranks.set(ranks)

    # --- words (all from words.py) -----------------------------------------------------
    def status(self, picture: Picture) -> str:
        event = _own_event(picture)
        if event is not None:
            return words.headline(event).text(picture.language)
        return words.position_title(_state(picture)).text(picture.language)

    def note(self, picture: Picture) -> str:
        """The line below the title: how the step happened, or what the player may do."""
        event = _own_event(picture)
        parts = words.note(event) if event is not None else words.position_note(_state(picture))
        return " · ".join(part.text(picture.language) for part in parts)


class Panel:
    """The panel beside the board: the stage and, per player and for the whites, the cubes
    in hand (from the left) and the lost ones (crossed out, from the right).

    Everything is created once and placed in inches from the board's top-right corner, for
    a board of :data:`CELL` inches per square; ``scale`` shrinks or grows it all with the
    board (a picture drawn into a caller's axes). ``left`` is in inches at that scale.
    """

    def __init__(self, ax: Axes, renderer: Renderer, left: float, scale: float = 1.0) -> None:
        game = renderer.rules
        self.renderer = renderer
        self.left = left
        frame = Affine2D().scale(scale) + inch_frame(ax, 1.0, 1.0)
        self.frame = frame
        self.owners: list[int] = list(range(game.players))
        if game.white_set:
            self.owners.append(WHITE)
        # texts as glyph outlines: many times faster to draw than Text artists
        def glyphs(size: float, weight: str = "normal", ha: str = "left") -> Glyphs:
            return Glyphs(ax, size=size * scale, weight=weight, ha=ha, va="baseline",
                          offset_transform=frame, zorder=3)

        self.heading = glyphs(9.5, "bold")
        self.bold = glyphs(8, "bold")
        self.plain = glyphs(8)
        self.right = glyphs(8, ha="right")
        self.stage_at = (left, -0.15)
        y = 0.27
        self.teams_at: tuple[float, float] | None = None
        if game.teams:
            self.teams_at = (left, -y - 0.12)
            y += 0.22
        self.tops: list[float] = []
        self.rows: list[int] = []
        self.boxes: list[FancyBboxPatch] = []
        self.status_at: list[tuple[float, float]] = []
        self.lost_at: list[tuple[float, float]] = []
        for owner in self.owners:
            rows = -(-len(game.cube_set(owner)) // PER_ROW)
            height = ROW * (rows + 1) + 0.02
            box = turn_box(ax, frame, left - 0.07, -y - height + 0.02, ROW_WIDTH + 0.14, height)
            baseline = -y - ROW / 2 - 0.04       # text of 8 pt centred on the badge
            self.status_at.append((left + SMALL + 0.08, baseline))
            self.lost_at.append((left + ROW_WIDTH, baseline))
            self.tops.append(y)
            self.rows.append(rows)
            self.boxes.append(box)
            y += height + BLOCK_GAP
        self.height = y
        size = SMALL
        self.tiles = Tiles(ax, size, radius=0.035, edge_width=0.8, zorder=2.5, transform=frame)
        # an empty slot for every cube on the board, so each set shows whole
        self.slots = Tiles(ax, size, radius=0.035, edge_width=0.7, zorder=2.4, transform=frame)
        self.hatched = Tiles(ax, size, radius=0.035, edge_width=0.8, zorder=2.5,
                             hatch="////", transform=frame)
        self.hatched.collection.set_hatchcolor(NEUTRAL_HATCH)
        self.hatched.collection.set_hatch_linewidth(0.6)
        self.numbers = Glyphs(ax, size=8.5 * scale, weight="bold", offset_transform=frame,
                              zorder=3)
        self.crosses = LineCollection([], colors=MUTED, linewidths=1.0, capstyle="round",
                                      transform=frame, zorder=2.8)
        ax.add_collection(self.crosses, autolim=False)
        self.crosses.set_clip_on(False)
        self.crosses.set_visible(False)
        self._last: tuple[Any, ...] | None = None

    def slot(self, block: int, index: int) -> tuple[float, float]:
        """Centre (inches from the board's top-right corner) of slot ``index`` of a block:
        its badge for -1, else its cubes row by row."""
        y = self.tops[block]
        if index < 0:
            return (self.left + SMALL / 2, -y - ROW / 2)
        row, col = divmod(index, PER_ROW)
        return (self.left + SMALL / 2 + col * PITCH, -y - ROW / 2 - ROW * (row + 1))

    def set(self, picture: Picture) -> None:
        state = _state(picture)
        key = (state, picture.event, picture.language)
        if key == self._last:
            return
        self._last = key
        renderer = self.renderer
        game = renderer.rules
        lang = picture.language
        heading = [(*self.stage_at, tr("cs.render.stage", lang, stage=state.stage), TEXT)]
        plain: list[tuple[float, float, str, Any]] = []
        bold: list[tuple[float, float, str, Any]] = []
        right: list[tuple[float, float, str, Any]] = []
        if self.teams_at is not None:
            plain.append((*self.teams_at, tr("cs.render.teams", lang, first=game.team_name(0),
                                             second=game.team_name(1)), MUTED))
        centres: list[tuple[float, float]] = []
        faces: list[Any] = []
        edges: list[Any] = []
        grey: list[tuple[float, float]] = []
        numbers: list[tuple[float, float, str, Any]] = []
        crosses: list[list[tuple[float, float]]] = []
        empty: list[tuple[float, float]] = []
        empty_faces: list[Any] = []
        for block, owner in enumerate(self.owners):
            white = owner == WHITE
            out = not white and state.is_out(owner)
            active, status = self._status(picture, owner)
            self.boxes[block].set_visible(active)
            if status:
                (bold if active else plain).append((*self.status_at[block], status,
                                                    MUTED if out else TEXT))
            lost = state.lost(owner)
            # three lost cubes put a player out (teams: a colour can lose more, CS-11)
            right.append((*self.lost_at[block],
                          tr("cs.render.lost_white" if white or len(lost) > 3 else
                             "cs.render.lost", lang, lost=len(lost)),
                          MUTED if out or not lost else TEXT))
            # the badge: a small cube with the letter, grey once the player is out
            cube = Cube(owner, 0, white or out)
            face, outline, number_ink, letter = renderer.style(cube)
            x, y = self.slot(block, -1)
            badge_ink = letter if out else number_ink
            self._add(centres, faces, edges, grey, (x, y), face, outline, out)
            numbers.append((x, y, game.owner_name(owner), badge_ink))
            hand = state.hand(owner)
            for index, strength in enumerate(hand):
                x, y = self.slot(block, index)
                self._add(centres, faces, edges, grey, (x, y), face, outline, out)
                numbers.append((x, y, str(strength), NEUTRAL_INK if out else number_ink))
            total = self.rows[block] * PER_ROW
            background = TURN_BOX_FACE if active else FIGURE_BG
            for index in range(len(hand), total - len(lost)):
                empty.append(self.slot(block, index))
                empty_faces.append(background)
            for index, strength in enumerate(lost):
                x, y = self.slot(block, total - len(lost) + index)
                faded = mix(NEUTRAL_FACE if out else face, FIGURE_BG, 0.55)
                self._add(centres, faces, edges, grey, (x, y), faded,
                          mix(outline, FIGURE_BG, 0.35), False)
                numbers.append((x, y, str(strength), mix(text_on(faded), faded, 0.15)))
                half = SMALL / 2 - 0.02
                crosses.append([(x - half, y - half), (x + half, y + half)])
                crosses.append([(x - half, y + half), (x + half, y - half)])
        tiles = [(c, f, e) for c, f, e in zip(centres, faces, edges, strict=True)]
        self.tiles.set_centres([t[0] for t in tiles], [t[1] for t in tiles],
                               [t[2] for t in tiles])
        self.hatched.set_centres(grey, [NEUTRAL_FACE] * len(grey), [NEUTRAL_EDGE] * len(grey))
        self.slots.set_centres(empty, empty_faces, [SLOT_EDGE] * len(empty))
        self.heading.set(heading)
        self.bold.set(bold)
        self.plain.set(plain)
        self.right.set(right)
        self.numbers.set(numbers)
        self.crosses.set_segments(crosses)
        self.crosses.set_visible(bool(crosses))

    @staticmethod
    def _status(picture: Picture, owner: int) -> tuple[bool, str]:
        """Whether an owner's block is boxed (to move, or a winner) and the word beside its
        badge."""
        state, lang = _state(picture), picture.language
        outcome = state.outcome
        if owner == WHITE:
            return False, tr("cs.render.white", lang)
        if outcome is not None:
            active = owner in outcome.winners
            status = tr("cs.render.wins", lang) if active else ""
        else:
            active = owner == state.to_move
            status = tr("cs.render.moving" if picture.step is not None else
                        "cs.render.to_move", lang) if active else ""
        if state.is_out(owner):
            status = tr("render.out", lang)
        return active, status

    @staticmethod
    def _add(centres: list[tuple[float, float]], faces: list[Any], edges: list[Any],
             grey: list[tuple[float, float]], centre: tuple[float, float], face: Any,
             outline: Any, hatched: bool) -> None:
        if hatched:
            grey.append(centre)
        else:
            centres.append(centre)
            faces.append(face)
            edges.append(outline)


# --- helpers --------------------------------------------------------------------------------
def fit_into(ax: Axes, panel: bool, width: int, height: int) -> None:
    """Shrink a caller's axes so that the board, the room around it and the panel all fit
    in the axes' box (the title stays above it, as for every game)."""
    figure = ax.get_figure()
    assert isinstance(figure, Figure)
    fig_w, fig_h = (float(v) for v in figure.get_size_inches())
    box = ax.get_position()
    box_w, box_h = box.width * fig_w, box.height * fig_h
    # the panel grows and shrinks with the board (it is drawn for CELL inches per square)
    extra = (PANEL_GAP + PANEL_WIDTH + PANEL_RIGHT) / CELL if panel else 0.0
    per_cell = GHOST_AT + GHOST / 2        # room(cell) = per_cell * cell + 0.04
    cell = min((box_w - 0.08) / (width + 2 * per_cell + extra),
               (box_h - 0.08) / (height + 2 * per_cell))
    if cell <= 0.05:
        return      # too small to fit anything: leave the axes as they are
    margin = room(cell)
    board_w, board_h = width * cell, height * cell
    used = 2 * margin + board_w + extra * cell
    left = box.x0 * fig_w + (box_w - used) / 2 + margin
    bottom = box.y0 * fig_h + (box_h - board_h) / 2
    ax.set_position((left / fig_w, bottom / fig_h, board_w / fig_w, board_h / fig_h))


def moved(direction: Direction, squares: Iterable[Square]) -> list[Square]:
    """Where ``squares`` (of a push towards ``direction``) stand after it, those still on
    the board."""
    result = []
    for square in squares:
        col, row = direction.step(square)
        if 0 <= col < 6 and 0 <= row < 6:
            result.append((col, row))
    return result


def winning_run(picture: Picture) -> tuple[Square, ...] | None:
    """The four in a row that won: the step's, or that of a finished position."""
    event = picture.event
    if isinstance(event, LineCompleted):
        return event.line
    state = picture.state
    assert isinstance(state, CubeslydeState)
    outcome = state.outcome
    if event is None and outcome is not None and outcome.reason == "four_in_a_row":
        for player in outcome.winners:
            run = state.four_in_a_row(player)
            if run:
                return run
    return None


def fallen(picture: Picture) -> tuple[Square, tuple[int, int], Cube] | None:
    """The edge square, direction and cube of a cube pushed off the board in this step."""
    match picture.event:
        case Pushed(direction=direction) as push if push.fallen is not None:
            assert push.fallen_cube is not None
            return push.fallen, (direction.dx, direction.dy), push.fallen_cube
        case Fell(square=edge_square, to=to, cube=cube):
            return edge_square, (to[0] - edge_square[0], to[1] - edge_square[1]), cube
    return None


def _state(picture: Picture) -> CubeslydeState:
    state = picture.state
    assert isinstance(state, CubeslydeState)
    return state


def _own_event(picture: Picture) -> Event | None:
    """The step's event if it is one of Cubeslyde's (a shared one, such as the position
    before a move, is drawn as that position)."""
    event = picture.event
    return event if isinstance(event, EVENTS) else None


def _rgb(colour: Any) -> tuple[float, float, float]:
    from matplotlib.colors import to_rgb

    return to_rgb(colour)


__all__ = ["Renderer"]
