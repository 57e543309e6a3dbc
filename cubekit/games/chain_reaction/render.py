"""Kettenreaktion pictures: marbles as dots, owners by colour and letter, cascades in waves.

What a picture shows:

- every occupied cell is washed in its owner's colour and carries the owner's letter in its
  top-left corner (so nothing depends on colour alone);
- 1-3 marbles are drawn as dots; 4-7 (only mid-cascade) as one large marble with the number;
- ``capacity=True`` writes each cell's capacity in its bottom-right corner; in a cell one
  marble short of bursting the number sits on a dark badge;
- a step highlights the cells it is about (the placed marble, or the cells bursting in a
  wave) with a bold frame, draws an arrow for every marble a burst sends, and marks captured
  cells with a dashed frame;
- the title says whose move it is, which wave is running, or who won; the key below gives
  each player's marbles (the player to move, or the winner, boxed; players who are out
  greyed).

>>> import cubekit
>>> from cubekit.render import render
>>> game = cubekit.load("chain_reaction", width=3, height=3)
>>> state = game.initial_state().play("a1").play("c3").play("a1")
>>> figure = render(state.explain("c3").steps[-1], capacity=True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

import numpy as np
from matplotlib.axes import Axes

from cubekit.core.game import Step
from cubekit.core.grid import Square
from cubekit.core.i18n import tr
from cubekit.games.chain_reaction.events import Wave
from cubekit.games.chain_reaction.rules import ChainReaction, ChainState
from cubekit.games.chain_reaction.words import title
from cubekit.render.base import BoardRenderer, Picture
from cubekit.render.palette import CELL_BG, MUTED, OUTLINE, ink, player_colour, text_on, tint
from cubekit.render.primitives import Dots, Glyphs, LegendEntry

DOT = 0.25          # diameter of a marble dot, in cells
DISC = 0.58         # the large marble that carries a number (4-7 marbles)
TINT = 0.24         # how strongly a cell is washed in its owner's colour

# Where the dots of 1, 2 and 3 marbles sit, relative to the cell's centre (in cells).
DOT_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.0),),
    2: ((-0.15, 0.0), (0.15, 0.0)),
    3: ((0.0, 0.13), (-0.15, -0.12), (0.15, -0.12)),
}


class Renderer(BoardRenderer):
    """Draws Kettenreaktion positions and the steps of their cascades."""

    OPTIONS: ClassVar[dict[str, tuple[Any, str]]] = {
        **BoardRenderer.OPTIONS,
        "capacity": (False, "render.option.chain_reaction.capacity"),
    }

    game: ChainReaction

    def legend_prefix_width(self) -> float:
        return 0.8

    def setup_pieces(self, ax: Axes, cell_pt: float) -> None:
        game = self.game
        width, height = self.width, self.height
        corner = min(11.0, max(6.0, cell_pt * 0.21))
        self.dots = Dots(ax, DOT, edge_width=min(1.0, max(0.5, cell_pt * 0.014)), zorder=3)
        self.discs = Dots(ax, DISC, edge_width=min(1.2, max(0.6, cell_pt * 0.018)), zorder=3)
        self.numbers = Glyphs(ax, size=min(20.0, max(7.0, cell_pt * 0.3)), weight="bold",
                              zorder=4)
        self.letters = Glyphs(ax, size=corner, weight="bold", ha="left", va="top", zorder=4)
        self.capacities: Glyphs | None = None
        if self.options["capacity"]:
            self.badges = Dots(ax, 0.2, edge_width=0.0, zorder=3.5)
            self.capacities = Glyphs(ax, size=corner * 0.9, zorder=4)
            self.capacity = [game.capacity((i % width, i // width))
                             for i in range(width * height)]
        players = range(game.players)
        self.colours = [player_colour(p) for p in players]
        self.tints = np.array([[*tint(c, TINT), 1.0] for c in self.colours]
                              + [[*tint(CELL_BG, 0.0), 1.0]])   # last row: empty cell
        self.inks = [ink(c) for c in self.colours]
        self.on_colour = [text_on(c) for c in self.colours]

    # --- hooks ---------------------------------------------------------------------------
    def cell_colours(self, picture: Picture) -> np.ndarray:
        owners = [owner for _, owner in self._cells(picture.state)]
        return self.tints[owners]   # owner -1 picks the last row: the empty cell

    def marked(self, picture: Picture) -> Iterable[Square]:
        match picture.event:
            case Wave(captures=captures):
                return captures
        return ()

    def step_arrows(self, step: Step) -> Iterable[tuple[Square, Square]]:
        """One arrow for every marble a wave's bursting cells send (CR-2)."""
        match step.event:
            case Wave(bursts=bursts):
                return [(source, target) for source in bursts
                        for target in self.board.neighbours(source)]
        return ()

    def draw_pieces(self, picture: Picture) -> None:
        cells = self._cells(picture.state)
        width = self.width
        game = self.game
        dots: list[tuple[float, float]] = []
        dot_colours: list[str] = []
        discs: list[tuple[float, float]] = []
        disc_colours: list[str] = []
        numbers: list[tuple[float, float, str, Any]] = []
        letters: list[tuple[float, float, str, Any]] = []
        for index, (count, owner) in enumerate(cells):
            if not count:
                continue
            col, row = index % width, index // width
            cx, cy = col + 0.5, row + 0.5
            colour = self.colours[owner]
            if count <= 3:
                for dx, dy in DOT_LAYOUT[count]:
                    dots.append((cx + dx, cy + dy))
                    dot_colours.append(colour)
            else:
                discs.append((cx, cy))
                disc_colours.append(colour)
                numbers.append((cx, cy, str(count), self.on_colour[owner]))
            letters.append((col + 0.09, row + 0.91, game.player_name(owner), self.inks[owner]))
        self.dots.set(dots, dot_colours)
        self.discs.set(discs, disc_colours)
        self.numbers.set(numbers)
        self.letters.set(letters)
        if self.capacities is not None:
            capacities: list[tuple[float, float, str, Any]] = []
            badges: list[tuple[float, float]] = []
            for index, (count, owner) in enumerate(cells):
                capacity = self.capacity[index]
                critical = owner >= 0 and count == capacity - 1
                x, y = index % width + 0.86, index // width + 0.14
                capacities.append((x, y, str(capacity), "#ffffff" if critical else MUTED))
                if critical:
                    badges.append((x, y))
            self.badges.set(badges, [OUTLINE] * len(badges))
            self.capacities.set(capacities)

    def status(self, picture: Picture) -> str:
        state = self._state(picture)
        lang = picture.language
        if picture.event is not None:
            return title(picture.event).text(lang)
        player = self.game.player_name(state.to_move)
        outcome = state.outcome
        if outcome is not None:
            if outcome.reason == "endless_cascade":
                return tr("cr.headline.endless", lang)
            if outcome.winner is not None:
                return tr("render.wins", lang, player=self.game.player_name(outcome.winner))
            return tr("render.no_result", lang)
        if state.in_cascade:
            return tr("cr.render.in_cascade", lang, player=player)
        return tr("render.to_move", lang, player=player)

    def legend(self, picture: Picture) -> tuple[str, list[LegendEntry]]:
        state = self._state(picture)
        game = self.game
        lang = picture.language
        outcome = state.outcome
        entries = []
        for player in range(game.players):
            out = state.is_out(player)
            active = (player in outcome.winners) if outcome is not None else (
                player == state.to_move)
            count = tr("render.out", lang) if out else str(state.marbles(player))
            entries.append(LegendEntry(self.colours[player],
                                       f"{game.player_name(player)}  {count}",
                                       active=active, muted=out))
        return tr("cr.render.marbles", lang), entries

    # --- helpers -------------------------------------------------------------------------
    def _state(self, picture: Picture) -> ChainState:
        state = picture.state
        if not isinstance(state, ChainState):
            raise TypeError(tr("render.error.state_kind", self.language, game="Kettenreaktion",
                               kind=type(state).__name__))
        return state

    def _cells(self, state: object) -> list[tuple[int, int]]:
        if not isinstance(state, ChainState):
            raise TypeError(tr("render.error.state_kind", self.language, game="Kettenreaktion",
                               kind=type(state).__name__))
        return _cells(state)


def _cells(state: ChainState) -> list[tuple[int, int]]:
    """``(count, owner)`` per cell in index order, read from the bit planes directly."""
    size = state.lay.size
    c0, c1, c2 = state.c0, state.c1, state.c2
    occupied = c0 | c1 | c2
    result = []
    for index in range(size):
        if not occupied >> index & 1:
            result.append((0, -1))
            continue
        count = (c0 >> index & 1) | (c1 >> index & 1) << 1 | (c2 >> index & 1) << 2
        owner = 0
        for k, plane in enumerate(state.owners):
            owner |= (plane >> index & 1) << k
        result.append((count, owner))
    return result


__all__ = ["Renderer"]
