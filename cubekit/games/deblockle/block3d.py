"""One Deblockle block unfolded: a cube net that follows its tips.

The net is laid out as seen from above with the block cut open: the top face in the middle,
the north, east, south and west faces around it (each next to the edge it shares with the
top) and the bottom face below the south face. Every face shows its symbol (drawn as on the
board) and a small label of its position.

>>> from cubekit.games.deblockle.block3d import draw_block, tip_sequence
>>> figure = draw_block("star/cross/slider")          # star on top, cross north
>>> figure = tip_sequence("star/cross/slider", "NEE")  # the block after each tip

matplotlib is imported only when a picture is drawn; ``import cubekit`` never loads this
module.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cubekit.core.cube import DEBLOCKLE_BLOCK, Orientation
from cubekit.core.grid import Direction
from cubekit.core.i18n import check_language, tr
from cubekit.games.deblockle.notation import orientation_problem

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


NET: dict[str, tuple[int, int]] = {
    "north": (1, 3), "west": (0, 2), "top": (1, 2), "east": (2, 2), "south": (1, 1),
    "bottom": (1, 0)}
"""Where each face of the block lies in the net: (column, row) of a 3 x 4 grid, row 0 at the
bottom."""

_POSITION_OF = {Direction.N: "north", Direction.E: "east", Direction.S: "south",
                Direction.W: "west"}


def orientation_of(block: Any) -> Orientation[str]:
    """An orientation from an Orientation, a Block (its ``orientation``) or the notation
    ``"top/north/east"`` (codes or face names, e.g. ``"*/+/="``)."""
    if isinstance(block, Orientation):
        if not DEBLOCKLE_BLOCK.contains(block):
            raise ValueError(tr("db.render.not_orientation", block=str(block)))
        return block
    orientation = getattr(block, "orientation", None)
    if isinstance(orientation, Orientation):
        return orientation_of(orientation)
    if isinstance(block, str):
        problem = orientation_problem(block)
        if problem is not None:
            raise ValueError(problem.text())
        return DEBLOCKLE_BLOCK.parse(block)
    raise TypeError(tr("db.render.not_block", type=type(block).__name__))


def directions_of(directions: Iterable[Direction | str] | str) -> list[Direction]:
    """Directions from Direction values or letters N, E (or German O), S, W
    (:meth:`Direction.parse_many <cubekit.core.grid.Direction.parse_many>`)."""
    return Direction.parse_many(directions)


def net_faces(orientation: Orientation[str]) -> dict[str, str]:
    """The face at each position of the net: ``{"top": ..., "north": ..., ...}``."""
    return {position: getattr(orientation, position) for position in NET}


def draw_net(ax: Axes, orientation: Orientation[str], *, player: int = 0,
             language: str | None = None, caption: str | None = None,
             highlight: str | None = None) -> None:
    """Draw the net of one block into ``ax`` (3 x 4 units; the axes' limits are set).

    Each face is a patch with the label ``"<position>:<face>"`` (e.g. ``"top:cross"``), so a
    program can read back what is drawn. ``highlight`` frames one position (e.g. the face a
    tip brought up).
    """
    from matplotlib.patches import PathPatch, Rectangle
    from matplotlib.transforms import Affine2D

    from cubekit.games.deblockle.render import symbol_path
    from cubekit.render.palette import (
        FONT,
        LABEL,
        MARK,
        TEXT,
        edge,
        mix,
        player_colour,
        text_on,
    )
    from cubekit.render.primitives import bevel_shades

    lang = check_language(language)
    colour = player_colour(player)
    top, north, east, south, west = bevel_shades(colour)
    fills = {"top": top, "north": north, "east": east, "south": south, "west": west,
             "bottom": mix(colour, "#ffffff", 0.45)}
    ink = text_on(colour)
    outline = edge(colour)
    # the position words sized for the faces drawn (a face is a quarter of the net's height)
    figure = ax.get_figure()
    assert figure is not None
    box = ax.get_position()
    face_pt = 72 * min(box.width * figure.get_figwidth() / 3.1,
                       box.height * figure.get_figheight() / 4.1)
    label_size = min(11.0, max(7.5, face_pt * 0.2))
    for position, face in net_faces(orientation).items():
        col, row = NET[position]
        ax.add_patch(Rectangle((col + 0.04, row + 0.04), 0.92, 0.92, facecolor=fills[position],
                               edgecolor=outline, linewidth=1.0, label=f"{position}:{face}",
                               zorder=1))
        if position == highlight:    # a frame in the white gap around the face
            ax.add_patch(Rectangle((col - 0.01, row - 0.01), 1.02, 1.02, fill=False,
                                   edgecolor=MARK, linewidth=2.0, zorder=0.5))
        face_ink = ink if position != "bottom" else mix(ink, fills["bottom"], 0.2)
        place = Affine2D().scale(0.25).translate(col + 0.5, row + 0.44) + ax.transData
        ax.add_patch(PathPatch(symbol_path(face), transform=place, facecolor=face_ink,
                               edgecolor="none", label=f"symbol:{position}:{face}", zorder=2))
        ax.text(col + 0.09, row + 0.91, tr(f"db.render.pos.{position}", lang), ha="left",
                va="top", fontsize=label_size, color=ink if position != "bottom" else LABEL,
                family=FONT, zorder=3)
    ax.set_xlim(-0.05, 3.05)
    ax.set_ylim(-0.05, 4.05)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if caption:
        ax.set_title(caption, fontsize=10, color=TEXT, family=FONT, pad=4)


def draw_block(block: Any, ax: Axes | None = None, *, player: int = 0,
               language: str | None = None) -> Figure:
    """The net of one block (an Orientation, a Block or ``"top/north/east"``); returns the
    figure (a new one without ``ax``)."""
    from matplotlib.figure import Figure

    from cubekit.render.primitives import whole_figure

    orientation = orientation_of(block)
    if isinstance(getattr(block, "owner", None), int):
        player = block.owner
    lang = check_language(language)
    caption = tr("db.render.block_title", lang, face=tr(f"db.face.{orientation.top}", lang))
    if ax is None:
        figure = whole_figure(Figure(figsize=(3.2, 4.2), dpi=100, facecolor="#ffffff"))
        ax = figure.add_axes((0.04, 0.02, 0.92, 0.9))
    draw_net(ax, orientation, player=player, language=lang, caption=caption)
    result = ax.get_figure()
    assert isinstance(result, Figure)
    return result


def tip_sequence(block: Any, directions: Iterable[Direction | str] | str, *, player: int = 0,
                 language: str | None = None, per_row: int = 3) -> Figure:
    """The block at the start and after each tip, side by side (``per_row`` nets a row).

    Each net after a tip has the tip's direction and the face that came up as its caption,
    and that face (now on top) framed.
    """
    from matplotlib.figure import Figure

    from cubekit.render.primitives import whole_figure

    orientation = orientation_of(block)
    if isinstance(getattr(block, "owner", None), int):
        player = block.owner
    tips = directions_of(directions)
    if per_row < 1:
        raise ValueError(tr("db.render.per_row", value=repr(per_row)))
    lang = check_language(language)
    states = [(orientation, tr("db.render.start", lang,
                               face=tr(f"db.face.{orientation.top}", lang)))]
    for number, direction in enumerate(tips, start=1):
        orientation = orientation.tip(direction)
        states.append((orientation, tr("db.render.after_tip", lang, number=number,
                                       direction=tr(f"db.render.pos.{_POSITION_OF[direction]}",
                                                    lang),
                                       face=tr(f"db.face.{orientation.top}", lang))))
    columns = min(per_row, len(states))
    rows = -(-len(states) // columns)
    panel_w, panel_h = 2.1, 3.0
    figure = whole_figure(Figure(figsize=(columns * panel_w, rows * panel_h), dpi=100,
                                 facecolor="#ffffff"))
    for index, (state, caption) in enumerate(states):
        row, col = divmod(index, columns)
        ax = figure.add_axes((col / columns + 0.01, 1 - (row + 1) / rows + 0.01,
                              1 / columns - 0.02, 1 / rows - 0.1 / rows))
        draw_net(ax, state, player=player, language=lang, caption=caption,
                 highlight="top" if index else None)
    return figure


__all__ = ["NET", "directions_of", "draw_block", "draw_net", "net_faces", "orientation_of",
           "tip_sequence"]
