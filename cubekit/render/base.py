"""The frame every board picture shares, and the interface a game's renderer implements.

A game's module ``cubekit.games.<name>.render`` defines a class ``Renderer`` that subclasses
:class:`BoardRenderer` and fills in four hooks:

- ``setup_pieces(ax, cell_pt)``: create the game's artists once (``cell_pt`` is the size
  of one cell in points, for font sizes);
- ``draw_pieces(picture)``: update them for a :class:`Picture`;
- ``status(picture)``: the title line;
- ``legend(picture)``: the key below the board (a prefix and one entry per player).

Optionally also ``cell_colours(picture)`` (fill per cell), ``marked(picture)`` (squares with
a thin dashed frame), ``step_arrows(step)`` (the arrows a step's event shows) and ``OPTIONS``
(extra keyword options: name -> (default, catalogue key of its description); the key's text,
in ``cubekit/messages/render.py``, is what :meth:`BoardRenderer.describe_options` and
:func:`cubekit.render.picture_options` show, in English or German).

A step's picture reads the step's event (``picture.event``, a typed fact from the game's
``events.py``): the hooks dispatch on the event's type with ``match``, never on strings.

:class:`BoardRenderer` does the rest: figure size and margins, the grid with its labels,
highlight frames, arrows, the status line and the key, and mapping pixels to squares.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from cubekit.core.events import CORE_EVENTS, Event
from cubekit.core.game import Game, State, Step
from cubekit.core.grid import Board, Square
from cubekit.core.i18n import check_language, tr
from cubekit.render.palette import FIGURE_BG, MARK
from cubekit.render.primitives import (
    Arrows,
    BoardGrid,
    Legend,
    LegendEntry,
    LegendLayout,
    SquareFrames,
    StatusLine,
)

DEFAULT_DPI = 100.0
"""Pictures are sized in inches for a notebook cell (about 5-6 inches wide) at this dpi."""

MAX_BOARD_WIDTH = 5.0    # inches
MAX_BOARD_HEIGHT = 5.4
MIN_CELL = 0.30          # below this the letters in the cells get unreadable
MAX_CELL = 1.0           # tiny boards do not blow up
MIN_FIGURE_WIDTH = 3.6   # room for the title and the key under a 2x2 board
STATUS_SPACE = 0.5       # above the board
LABEL_SPACE = 0.34       # below the board, for the file letters


@dataclass(frozen=True)
class Picture:
    """What one image shows: a position and, for a step, what happened in it.

    ``highlight`` and ``arrows`` come from the step unless the caller gave its own.
    """

    state: State
    step: Step | None
    highlight: frozenset[Square]
    arrows: tuple[tuple[Square, Square], ...]
    language: str
    refused: bool = False
    """The arrows show a move the rules refuse (drawn crossed out)."""

    @property
    def event(self) -> Event | None:
        """The game's event the step is about, or None for a plain position (and for the
        shared events that only frame a record, such as its start: their picture is the
        position's)."""
        if self.step is None or isinstance(self.step.event, CORE_EVENTS):
            return None
        return self.step.event


@dataclass(frozen=True)
class FigureLayout:
    """Size of a picture's own figure and where the board sits in it."""

    width_px: int
    height_px: int
    dpi: float
    rect: tuple[float, float, float, float]   # board axes: left, bottom, width, height
    legend: LegendLayout

    @property
    def figsize(self) -> tuple[float, float]:
        return (self.width_px / self.dpi, self.height_px / self.dpi)


def split_item(item: Any) -> tuple[State, Step | None]:
    """``(state, step)`` for a State or a Step; anything else is a TypeError."""
    if isinstance(item, Step):
        return item.state, item
    if isinstance(item, State):
        return item, None
    raise TypeError(tr("render.error.not_drawable", kind=type(item).__name__))


class BoardRenderer:
    """Draws one game's positions into a matplotlib Axes, reusing its artists on every update.

    Subclasses provide the hooks listed in the module docs. ``options`` are validated against
    ``OPTIONS`` (name -> (default, catalogue key of its description)).
    """

    OPTIONS: ClassVar[dict[str, tuple[Any, str]]] = {
        "labels": (True, "render.option.labels"),
        "legend": (True, "render.option.legend"),
        "status": (True, "render.option.status"),
    }

    def __init__(self, game: Game, *, language: str | None = None, **options: Any) -> None:
        if language is not None:
            check_language(language)
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            valid = "; ".join(self.describe_options(language))
            raise TypeError(tr("render.error.unknown_option", language,
                               unknown=", ".join(unknown), game=game.name, valid=valid))
        self.game = game
        self.board: Board = game.board
        self.language = language
        self.options = {key: options.get(key, default)
                        for key, (default, _) in self.OPTIONS.items()}
        self.ax: Axes | None = None

    @classmethod
    def describe_options(cls, language: str | None = None) -> list[str]:
        """One line per picture option: its name, default and what it shows, in ``language``
        (None: the session's).

        >>> BoardRenderer.describe_options("de")[0]
        'labels (Vorgabe True): Buchstaben der Spalten und Zahlen der Reihen rund um das Brett'
        """
        return [tr("render.option.entry", language, name=name, default=repr(default),
                   about=tr(key, language))
                for name, (default, key) in cls.OPTIONS.items()]

    # --- hooks ---------------------------------------------------------------------------
    def legend_size(self) -> int:
        """Number of entries in the key (players)."""
        return self.game.players

    def legend_prefix_width(self) -> float:
        """Inches reserved left of the key's entries for its prefix."""
        return 0.0

    def setup_pieces(self, ax: Axes, cell_pt: float) -> None:
        """Create the game's artists (hook)."""

    def draw_pieces(self, picture: Picture) -> None:
        """Update the game's artists for ``picture`` (hook)."""

    def status(self, picture: Picture) -> str:
        """The title line (hook)."""
        return ""

    def legend(self, picture: Picture) -> tuple[str, list[LegendEntry]]:
        """The key's prefix and entries (hook)."""
        return "", []

    def cell_colours(self, picture: Picture) -> np.ndarray | None:
        """RGB(A) fill per cell in index order, or None for plain cells (hook)."""
        return None

    def marked(self, picture: Picture) -> Iterable[Square]:
        """Squares to mark with a thin dashed frame (hook)."""
        return ()

    def describe_pieces(self, picture: Picture) -> list[str]:
        """The pieces in words for the picture's alt text (:mod:`cubekit.render.alt`), one
        line per player, each naming the player by letter: e.g. ``A: a1 (1), b2 (3)``."""
        return []

    def step_arrows(self, step: Step) -> Iterable[tuple[Square, Square]]:
        """The movements a step's event shows, as (from, to) pairs (hook)."""
        return ()

    # --- geometry ------------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self.board.width

    @property
    def height(self) -> int:
        return self.board.height

    def cell_inches(self) -> float:
        return min(MAX_CELL, max(MIN_CELL, min(MAX_BOARD_WIDTH / self.width,
                                               MAX_BOARD_HEIGHT / self.height)))

    def side_margin(self) -> float:
        return 0.36 if self.options["labels"] else 0.18

    def label_space(self) -> float:
        return LABEL_SPACE if self.options["labels"] else 0.14

    def legend_layout(self, available: float) -> LegendLayout:
        if not self.options["legend"]:
            return LegendLayout(0, 1)
        return LegendLayout.fit(self.legend_size(), available,
                                prefix_width=self.legend_prefix_width())

    def layout(self, dpi: float) -> FigureLayout:
        """Figure size (whole pixels at ``dpi``) and board position for this game."""
        cell = self.cell_inches()
        board_w, board_h = self.width * cell, self.height * cell
        width = max(board_w + 2 * self.side_margin(), MIN_FIGURE_WIDTH)
        legend = self.legend_layout(width - 0.3)
        top = STATUS_SPACE if self.options["status"] else 0.18
        bottom = self.label_space() + (Legend.height(legend) + 0.12 if legend.entries else 0.04)
        height = top + board_h + bottom
        width_px, height_px = round(width * dpi), round(height * dpi)
        width, height = width_px / dpi, height_px / dpi
        left = (width - board_w) / 2
        rect = (left / width, bottom / height, board_w / width, board_h / height)
        return FigureLayout(width_px, height_px, dpi, rect, legend)

    # --- drawing -------------------------------------------------------------------------
    def create_figure(self, dpi: float = DEFAULT_DPI) -> Figure:
        """A new figure (no pyplot: nothing is registered or leaked) with the board set up."""
        layout = self.layout(dpi)
        figure = Figure(figsize=layout.figsize, dpi=dpi, facecolor=FIGURE_BG)
        ax = figure.add_axes(layout.rect)
        self.setup(ax, layout.legend)
        return figure

    def setup(self, ax: Axes, legend: LegendLayout | None = None) -> None:
        """Create every artist in ``ax`` (once; afterwards :meth:`update` changes them)."""
        if self.ax is not None:
            raise RuntimeError(tr("render.error.set_up_twice", self.language))
        self.ax = ax
        width, height = self.width, self.height
        ax.set_xlim(0, width)
        ax.set_ylim(0, height)
        ax.set_aspect("equal", adjustable="box")
        ax.set_axis_off()
        ax.apply_aspect()
        figure = ax.get_figure()
        assert isinstance(figure, Figure)
        box = ax.get_position()
        fig_w, fig_h = figure.get_size_inches()
        cell_in = min(box.width * fig_w / width, box.height * fig_h / height)
        cell_pt = cell_in * 72
        if legend is None:
            legend = self.legend_layout(max(box.width * fig_w, MIN_FIGURE_WIDTH - 0.3))
        label_size = 9.0 if cell_in >= 0.4 else 8.0
        self.grid = BoardGrid(ax, width, height, labels=self.options["labels"],
                              label_size=label_size)
        frame = min(3.2, max(1.6, cell_pt * 0.05))   # points
        # the bold frame lies just inside the cell's border, clear of a corner letter
        self.highlights = SquareFrames(ax, inset=frame / cell_pt / 2 + 0.012, linewidth=frame,
                                       colour=MARK, zorder=6)
        self.marks = SquareFrames(ax, inset=0.045, linewidth=min(1.2, max(0.8, cell_pt * 0.02)),
                                  colour=MARK, linestyle=(0, (2.5, 2.0)), zorder=6)
        self.arrows = Arrows(ax, linewidth=min(1.8, max(1.0, cell_pt * 0.028)), head=0.14)
        title_width = max(box.width * fig_w + 2 * self.side_margin(),
                          min(fig_w, MIN_FIGURE_WIDTH)) - 0.5
        self.status_line = (StatusLine(ax, max_width=title_width) if self.options["status"]
                            else None)
        self.key = (Legend(ax, legend, top=self.label_space() + 0.06)
                    if self.options["legend"] and legend.entries else None)
        self.setup_pieces(ax, cell_pt)

    def picture(self, item: Any, *, highlight: Iterable[Square | str] | None = None,
                arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
                language: str | None = None, refused: bool = False) -> Picture:
        """The :class:`Picture` for a State or Step, with optional own highlight/arrows."""
        state, step = split_item(item)
        if state.game != self.game:
            raise ValueError(tr("render.error.other_game", language or self.language,
                                game=repr(self.game), other=repr(state.game)))
        lang = check_language(language if language is not None else self.language)
        squares = (self._squares(highlight) if highlight is not None
                   else frozenset(step.highlight) if step is not None else frozenset())
        if arrows is not None:
            pairs = tuple((self._square(a), self._square(b)) for a, b in arrows)
        else:
            pairs = tuple(self.step_arrows(step)) if step is not None else ()
        return Picture(state, step, squares, pairs, lang, refused)

    def update(self, item: Any, *, highlight: Iterable[Square | str] | None = None,
               arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
               language: str | None = None, refused: bool = False) -> Picture:
        """Show a State or a Step; returns the :class:`Picture` drawn (``refused``: its
        arrows show a move the rules refuse, crossed out)."""
        if self.ax is None:
            raise RuntimeError(tr("render.error.not_set_up", language or self.language))
        picture = self.picture(item, highlight=highlight, arrows=arrows, language=language,
                               refused=refused)
        colours = self.cell_colours(picture)
        if colours is not None:
            self.grid.set_colours(colours)
        self.highlights.set(picture.highlight)
        self.marks.set(self.marked(picture))
        self.arrows.between_cells(picture.arrows, refused=picture.refused)
        self.draw_pieces(picture)
        if self.status_line is not None:
            self.status_line.set(self.status(picture))
        if self.key is not None:
            self.key.set(*self.legend(picture))
        return picture

    # --- squares -------------------------------------------------------------------------
    def _square(self, square: Square | str) -> Square:
        if isinstance(square, str):
            return self.board.parse(square)
        if square not in self.board:
            raise ValueError(tr("render.error.square", self.language, square=repr(square),
                                width=self.width, height=self.height))
        return (int(square[0]), int(square[1]))

    def _squares(self, squares: Iterable[Square | str]) -> frozenset[Square]:
        if isinstance(squares, str):
            squares = [squares]
        return frozenset(self._square(sq) for sq in squares)

    def square_at_display(self, x: float, y: float) -> Square | None:
        """The square under display point (``x``, ``y``) (pixels from the bottom left)."""
        if self.ax is None:
            return None
        col, row = self.ax.transData.inverted().transform((x, y))
        if not (0 <= col < self.width and 0 <= row < self.height):
            return None
        return (int(col), int(row))

    def display_of(self, square: Square) -> tuple[float, float]:
        """Display coordinates (pixels from the bottom left) of a square's centre."""
        assert self.ax is not None
        x, y = self.ax.transData.transform((square[0] + 0.5, square[1] + 0.5))
        return (float(x), float(y))
