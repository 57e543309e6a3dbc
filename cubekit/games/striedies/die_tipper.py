"""The DieTipper widget: tip a Striedies Strategie die with buttons N, E, S, W and watch its
faces change in 3D (drawn by :mod:`.die_drawing`). ipywidgets is imported only when a
DieTipper is made.
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from typing import Any

import numpy as np

from cubekit.core.cube import Handedness, Orientation
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import check_language, tr
from cubekit.games.striedies.die_drawing import (
    AZIM,
    DIE_SIZE,
    ELEV,
    Extent,
    caption_at_rest,
    direction_name,
    draw_scene,
    new_axes,
    player_colour_of,
    render_image,
)
from cubekit.games.striedies.die_geometry import (
    COMPASS,
    DIRECTION_KEY,
    DieFrame,
    die_orientation,
    handedness,
    notation_of,
    player_of,
    square_centre,
    tip_frames,
)


class DieTipper:
    """Tip a die with buttons N, E, S, W and watch its faces change (a Jupyter widget).

    After every tip the die is drawn again on its new square (with a short roll when
    ``roll_frames`` > 0) and a line says what came up and the notation ``top/north/east``.
    *Undo* takes back the last tip, *Start again* returns to the start; the check boxes
    switch to the left-handed die of the ST-1 option (the same start with east and west
    swapped, the same tips replayed) and show the path on the ground.

    >>> tipper = DieTipper("1/5/3", roll_frames=0)
    >>> tipper.buttons[Direction.N].click()
    >>> tipper.orientation.top, tipper.directions
    (2, (Direction.N,))

    The object displays itself in a notebook; :attr:`widget` is the ipywidgets box.
    """

    def __init__(self, orientation: Any = "1/5/3", *, player: int | None = None,
                 handed: Handedness | None = None, language: str | None = None,
                 show_path: bool = True, roll_frames: int = 4,
                 size: tuple[float, float] = DIE_SIZE,
                 elev: float = ELEV, azim: float = AZIM) -> None:
        import ipywidgets as widgets  # type: ignore[import-untyped]

        if isinstance(roll_frames, bool) or not isinstance(roll_frames, int) \
                or roll_frames < 0:
            raise ValueError(tr("st.error.whole", language, name="roll_frames", least=0,
                                value=repr(roll_frames)))
        self.language = lang = check_language(language)
        self._start = die_orientation(orientation, handed)
        self._tips: list[Direction] = []
        self.player = player_of(orientation, player)
        self._colour = player_colour_of(self.player)
        self.roll_frames = roll_frames
        self.elev, self.azim = elev, azim
        self._ax: Any = new_axes(size)

        self.image = widgets.Image(format="png", layout=widgets.Layout(
            width=f"{round(size[0] * 100)}px", max_width="100%", height="auto",
            flex="0 0 auto"))
        self.image.add_class("cubekit-die3d-image")
        cross = self._compass_buttons(widgets)
        self.undo_button = widgets.Button(description=tr("st.die3d.undo", lang), icon="undo",
                                          tooltip=tr("st.die3d.undo_tip", lang),
                                          layout=widgets.Layout(width="auto"))
        self.undo_button.add_class("cubekit-undo")
        self.reset_button = widgets.Button(description=tr("st.die3d.reset", lang),
                                           icon="refresh", tooltip=tr("st.die3d.reset_tip", lang),
                                           layout=widgets.Layout(width="auto"))
        self.reset_button.add_class("cubekit-restart")
        self.undo_button.on_click(lambda _: self.undo())
        self.reset_button.on_click(lambda _: self.reset())
        self.left_toggle = widgets.Checkbox(
            value=handedness(self._start) == "left", description=tr("st.die3d.left_toggle", lang),
            tooltip=tr("st.die3d.left_toggle_tip", lang), indent=False)
        self.left_toggle.add_class("cubekit-die3d-left")
        self.path_toggle = widgets.Checkbox(
            value=bool(show_path), description=tr("st.die3d.path_toggle", lang),
            tooltip=tr("st.die3d.path_toggle_tip", lang), indent=False)
        self.path_toggle.add_class("cubekit-die3d-path")
        self.status = widgets.HTML()
        self.status.add_class("cubekit-status")
        self.history_text = widgets.HTML()
        self.history_text.add_class("cubekit-text")
        controls = widgets.VBox(
            [cross, widgets.HBox([self.undo_button, self.reset_button]), self.left_toggle,
             self.path_toggle, self.history_text],
            layout=widgets.Layout(margin="0 0 0 1em"))
        controls.add_class("cubekit-controls")
        main = widgets.HBox([self.image, controls], layout=widgets.Layout(
            align_items="center", flex_flow="row wrap"))
        self.widget = widgets.VBox([self.status, main])
        self.widget.add_class("cubekit-die-tipper")
        self.left_toggle.observe(self._on_left, names="value")
        self.path_toggle.observe(lambda _: self._draw(), names="value")
        self._say(self._start_text())
        self._draw()


    def _compass_buttons(self, widgets: Any) -> Any:
        """The buttons N, E, S, W, laid out as a compass."""
        lang = self.language
        letters = dict(zip(COMPASS, tr("st.die3d.compass", lang).split(), strict=True))
        self.buttons: dict[Direction, Any] = {}
        for direction in COMPASS:
            button = widgets.Button(
                description=letters[direction],
                tooltip=tr("st.die3d.tip_tooltip", lang,
                           direction=direction_name(direction, lang)),
                layout=widgets.Layout(width="3.2em"))
            button.add_class(f"cubekit-tip-{DIRECTION_KEY[direction]}")
            button.on_click(lambda _, d=direction: self.tip(d))
            self.buttons[direction] = button
        blank = {"width": "3.2em"}
        pad = [widgets.Box(layout=widgets.Layout(**blank)) for _ in range(4)]
        cross = widgets.VBox([
            widgets.HBox([pad[0], self.buttons[Direction.N], pad[1]]),
            widgets.HBox([self.buttons[Direction.W], widgets.Box(layout=widgets.Layout(
                **blank)), self.buttons[Direction.E]]),
            widgets.HBox([pad[2], self.buttons[Direction.S], pad[3]])])
        cross.add_class("cubekit-die3d-compass")
        return cross

    # --- state ----------------------------------------------------------------------------------
    @property
    def start(self) -> Orientation[int]:
        """The orientation the die started in (mirrored by the left-handed toggle)."""
        return self._start

    @property
    def directions(self) -> tuple[Direction, ...]:
        """The tips made since the start, in order."""
        return tuple(self._tips)

    @property
    def orientation(self) -> Orientation[int]:
        """The die's orientation now: the start tipped in each of :attr:`directions`."""
        return self._start.tips(self._tips)

    @property
    def squares(self) -> list[Square]:
        """The squares the die stood on, from the start square (0, 0) to where it is now."""
        squares: list[Square] = [(0, 0)]
        for direction in self._tips:
            squares.append(direction.step(squares[-1]))
        return squares

    @property
    def text(self) -> str:
        """The status line as plain text."""
        return self._text

    # --- actions --------------------------------------------------------------------------------
    def tip(self, direction: Direction | str) -> Orientation[int]:
        """Tip the die once (a Direction or N, E/O, S, W); returns the new orientation."""
        if isinstance(direction, str):
            direction = direction.strip()
        (turn,) = Direction.parse_many([direction])
        before = self.orientation
        self._tips.append(turn)
        after = self.orientation
        if self.roll_frames:
            self._roll(before, turn)
        self._say(tr("st.die3d.status_tip", self.language, number=len(self._tips),
                     direction=direction_name(turn, self.language), top=after.top,
                     notation=notation_of(after)))
        self._draw()
        return after

    def undo(self) -> Orientation[int] | None:
        """Take back the last tip; returns the orientation then, or None without a tip."""
        if not self._tips:
            self._say(tr("st.die3d.status_nothing", self.language))
            return None
        number = len(self._tips)
        self._tips.pop()
        now = self.orientation
        self._say(tr("st.die3d.status_undo", self.language, number=number, top=now.top,
                     notation=notation_of(now)))
        self._draw()
        return now

    def reset(self) -> None:
        """Back to the start square and orientation."""
        self._tips.clear()
        self._say(self._start_text())
        self._draw()

    # --- drawing and text -----------------------------------------------------------------------
    def _start_text(self) -> str:
        handed = tr(f"st.die3d.{handedness(self._start)}_die", self.language)
        return tr("st.die3d.status_start", self.language, top=self._start.top,
                  notation=notation_of(self._start), handed=handed)

    def _say(self, text: str) -> None:
        self._text = text
        self.status.value = f"<b>{html.escape(text)}</b>"
        letters = dict(zip(COMPASS, tr("st.die3d.compass", self.language).split(),
                           strict=True))
        tips = " \u2192 ".join(letters[d] for d in self._tips) if self._tips else "-"
        self.history_text.value = html.escape(tr("st.die3d.tips_so_far", self.language,
                                                 tips=tips))

    def _on_left(self, change: dict[str, Any]) -> None:
        wanted: Handedness = "left" if change["new"] else "right"
        if handedness(self._start) == wanted:
            return
        self._start = self._start.mirrored()
        now = self.orientation
        self._say(tr("st.die3d.status_handed", self.language,
                     handed=tr(f"st.die3d.{wanted}_die", self.language),
                     start=notation_of(self._start), top=now.top, notation=notation_of(now)))
        self._draw()

    def _window(self) -> list[Square]:
        """The squares the picture is built around: the last few of the path, or the die's."""
        squares = self.squares
        return squares[-6:] if self.path_toggle.value else squares[-1:]

    def _show(self, frame: DieFrame, window: Sequence[Square], caption: str) -> None:
        ax = self._ax
        ax.clear()
        path = frame.path[-6:] if self.path_toggle.value else ()
        # With the roll animation every picture leaves room for a die on its edge, so the
        # camera does not jump when the die lands.
        draw_scene(ax, frame, Extent.around(window), colour=self._colour, elev=self.elev,
                    azim=self.azim, show_labels=True, path=path, came_from=None,
                    caption=caption, lang=self.language,
                    rolling=tuple(window) if self.roll_frames else ())
        image = render_image(ax.figure)
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", compress_level=1)
        self.image.value = buffer.getvalue()

    def _frame_now(self) -> DieFrame:
        squares = self.squares
        now = self.orientation
        return DieFrame(now, len(self._tips), None, 0.0, now, now, squares[-1], squares[-1],
                        tuple(squares), np.identity(3), square_centre(squares[-1]))

    def _draw(self) -> None:
        frame = self._frame_now()
        self._show(frame, self._window(), caption_at_rest(frame.before, self.language))

    def _roll(self, before: Orientation[int], direction: Direction) -> None:
        """Show the die rolling onto its new square (``roll_frames`` pictures mid-roll)."""
        import time

        squares = self.squares
        frames = tip_frames(before, [direction], self.roll_frames + 1, square=squares[-2])
        caption = tr("st.die3d.tipping", self.language, number=len(self._tips),
                     direction=direction_name(direction, self.language))
        for frame in frames[1:-1]:
            moving = DieFrame(frame.start, len(self._tips), direction, frame.angle, before,
                              frame.after, frame.from_square, frame.to_square,
                              tuple(squares[:-1]), frame.rotation, frame.centre)
            self._show(moving, self._window(), caption)
            time.sleep(0.03)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        from cubekit.widgets.snapshot import mimebundle

        # beside the widget view, the picture and caption for where widgets do not run
        return mimebundle(self.widget, self.widget._repr_mimebundle_(**kwargs))
