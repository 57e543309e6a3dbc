"""The panel below a Striedies Strategie picture: one entry per player (its colour and
letter, its dice, whose turn) and a key of the marks the picture shows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from matplotlib.axes import Axes
from matplotlib.patches import FancyBboxPatch
from matplotlib.transforms import Affine2D

from cubekit.core.i18n import tr
from cubekit.core.words import letter
from cubekit.games.striedies.events import Passed
from cubekit.games.striedies.scene import Scene, scene_of
from cubekit.games.striedies.shapes import CELL, SIDE_MARGIN, THREAT_YELLOW, Shape, Shapes, Text
from cubekit.render.base import Picture
from cubekit.render.palette import FIGURE_BG, LABEL, MARK, MUTED, TEXT, mix, tint
from cubekit.render.primitives import Glyphs, Tiles, inch_frame, turn_box

if TYPE_CHECKING:
    from cubekit.games.striedies.render import Renderer


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
        key = (picture.state, picture.event, picture.language, scene)
        if key == self._last:
            return
        self._last = key
        renderer = self.renderer
        state = renderer.state_of(picture)
        lang = picture.language
        outcome = state.outcome
        row = self.row
        tiles, tile_colours = [], []
        letters: list[Text] = []
        bold: list[Text] = []
        plain: list[Text] = []
        passer = picture.event.player if isinstance(picture.event, Passed) else None
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
            letters.append((x, row, letter(player),
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
                state = renderer.state_of(picture)
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


