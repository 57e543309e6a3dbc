"""Stepper: walk through explained steps (a move's cascade, a game record, a scenario).

>>> import cubekit
>>> from cubekit.widgets import Stepper
>>> state = cubekit.load("chain_reaction", width=3, height=3).initial_state()
>>> stepper = Stepper(state.play("a1").play("c3").explain("a1"))
>>> stepper.counter.value
'Step 1 of 3'
>>> stepper.last().index
2
"""

from __future__ import annotations

import asyncio
import contextlib
import html
from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from cubekit.core.events import BeforeMove
from cubekit.core.game import Game, Step, Transition
from cubekit.core.i18n import check_language, tr
from cubekit.core.replay import Replay
from cubekit.core.scenario import Scenario
from cubekit.display import display_settings, resolve_dpi, scaled_width
from cubekit.widgets.keyboard import KeyActions, listen
from cubekit.widgets.snapshot import Snapshot

DRAW_AHEAD_DELAY = 0.05
"""Seconds after showing a step before the stepper draws the next one (``draw_ahead``)."""


def steps_of(source: Any, *, before: bool = True, language: str | None = None) -> list[Step]:
    """The steps a :class:`Stepper` shows for ``source``.

    A :class:`~cubekit.core.game.Transition` gives the position before the move (when
    ``before`` is true) and then each of its steps; a :class:`~cubekit.core.replay.Replay`
    or :class:`~cubekit.core.scenario.Scenario` gives the start and every step of every move
    (:meth:`Replay.steps`); a sequence of :class:`~cubekit.core.game.Step` is taken as it is.
    Steps carry events, so they read in any language.
    """
    if isinstance(source, Transition):
        steps = list(source.steps)
        if before:
            event = BeforeMove(source.before.to_move, str(source.move))
            steps.insert(0, Step(source.before, event))
    elif isinstance(source, Scenario):
        steps = source.replay.steps()
    elif isinstance(source, Replay):
        steps = source.steps()
    elif isinstance(source, Sequence) and not isinstance(source, (str, bytes)):
        steps = list(source)
        wrong = [type(item).__name__ for item in steps if not isinstance(item, Step)]
        if wrong:
            raise TypeError(tr("widgets.error.step_list", language, kinds=", ".join(wrong)))
    else:
        raise TypeError(tr("widgets.error.step_source", language, kind=type(source).__name__))
    if not steps:
        raise ValueError(tr("widgets.error.no_steps", language))
    return steps


def _button(key: str, icon: str, css: str, language: str) -> widgets.Button:
    button = widgets.Button(description=tr(f"widgets.{key}", language), icon=icon,
                            tooltip=tr(f"widgets.{key}_tip", language),
                            layout=widgets.Layout(width="auto"))
    button.add_class(css)
    return button


class Stepper(Snapshot, widgets.VBox):
    """Buttons, a slider and a "play" control to walk through explained steps.

    ``source`` is a Transition, a Replay, a Scenario or a list of Steps (see :func:`steps_of`);
    ``language`` picks the labels and explanations; other keywords go to the renderer's
    :class:`~cubekit.render.BoardView`. The widget displays itself in a notebook. One board
    view is reused for every step and the image is updated in place, so nothing flickers.

    ``start`` is the step shown first, ``interval`` the pause between steps in milliseconds
    while playing, and ``board_width`` the width the picture is shown at (pixels at scale 1,
    grown with ``scale``, or a CSS length; default: its natural size, shrunk to fit the cell).
    ``scale`` enlarges the pictures (fonts, lines and board together, e.g. 1.5 for a
    projector); left out, the session's (:func:`cubekit.set_display`).

    ``keyboard``: with the mouse over the stepper, → / space / Page Down step forward, ← /
    Page Up back, Home and End go to the first and last step (needs ``ipyevents``; see
    :mod:`cubekit.widgets.keyboard`). ``wide``: the stepper spans the page's full width with
    larger text, for presenting; None follows the session (``set_display(layout="wide")`` or
    a scale above 1).

    ``draw_ahead``: in a Jupyter kernel, once a step is shown, the stepper draws the next one
    while you read this one (from the kernel's event loop, after the click is answered), so
    that "next" only has to send a picture that is ready. Outside a kernel's event loop
    (scripts, tests) every picture is drawn when it is first shown. None follows the session
    (``set_display(draw_ahead=False)`` or ``CUBEKIT_DRAW_AHEAD=0`` switch it off).
    """

    def __init__(self, source: Any, *, language: str | None = None, start: int = 0,
                 interval: int = 1200, board_width: int | str | None = None,
                 draw_ahead: bool | None = None, scale: float | None = None,
                 keyboard: bool = True, wide: bool | None = None,
                 **render_options: Any) -> None:
        super().__init__()
        self.draw_ahead = (display_settings().draw_ahead if draw_ahead is None
                           else bool(draw_ahead))
        self._ahead: Any = None   # the pending draw-ahead (an asyncio timer handle)
        self._language = check_language(language)
        self.scale = resolve_dpi(scale=scale)[1]
        """How much larger than in a notebook cell the pictures are drawn."""
        self._render_options = {**render_options, "scale": self.scale}
        self.wide = display_settings().wide if wide is None else bool(wide)
        """Whether the stepper spans the full width (for presenting)."""
        self._png: dict[int, bytes] = {}
        self._quiet = False
        self.steps: list[Step] = steps_of(source, language=self._language)
        self._game: Game = self.steps[0].state.game
        self.view = self._make_view(self._game)
        lang = self._language

        self.first_button = _button("first", "fast-backward", "cubekit-first", lang)
        self.back_button = _button("back", "step-backward", "cubekit-back", lang)
        self.next_button = _button("next", "step-forward", "cubekit-next", lang)
        self.last_button = _button("last", "fast-forward", "cubekit-last", lang)
        self.first_button.on_click(lambda _: self.first())
        self.back_button.on_click(lambda _: self.back())
        self.next_button.on_click(lambda _: self.next())
        self.last_button.on_click(lambda _: self.last())
        last = len(self.steps) - 1
        self.slider = widgets.IntSlider(value=0, min=0, max=last, readout=False,
                                        continuous_update=True,
                                        tooltip=tr("widgets.slider_tip", lang),
                                        layout=widgets.Layout(width="12em", min_width="6em"))
        self.slider.add_class("cubekit-slider")
        self.play_control = widgets.Play(value=0, min=0, max=last, interval=interval,
                                   show_repeat=False, tooltip=tr("widgets.play_tip", lang),
                                   layout=widgets.Layout(width="auto"))
        self.play_control.add_class("cubekit-play")
        # The slider and the play control are kept in step by the kernel, not linked in the
        # browser: every step needs the kernel for its picture anyway, and a browser link
        # would echo each step the kernel shows back to it as one more message.
        self.counter = widgets.HTML(layout=widgets.Layout(width="auto", margin="0 0 0 0.5em"))
        self.counter.add_class("cubekit-counter")
        self.text = widgets.HTML(layout=widgets.Layout(flex="1 1 18em", min_width="14em",
                                                       max_width="36em", margin="0 0 0 1em"))
        self.text.add_class("cubekit-text")
        # no tooltip on the Image: ipywidgets 8's ImageView fails to render with one
        board_width = scaled_width(board_width, self.scale)
        if isinstance(board_width, int):
            board_width = f"{board_width}px"
        self.image = widgets.Image(format="png",
                                   layout=widgets.Layout(width=board_width, max_width="100%",
                                                         height="auto", flex="0 0 auto"))
        self.image.add_class("cubekit-board")

        controls = widgets.HBox(
            [self.first_button, self.back_button, self.play_control, self.next_button,
             self.last_button, self.slider, self.counter],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        controls.add_class("cubekit-controls")
        body = widgets.HBox([self.image, self.text],
                            layout=widgets.Layout(align_items="flex-start", flex_flow="row wrap"))
        self.children = (controls, body)
        self.add_class("cubekit-stepper")
        if self.wide:
            self.add_class("cubekit-wide")
            self.layout.width = body.layout.width = "100%"
            self.text.layout.max_width = "none"
        self._key_actions = KeyActions()
        self.key_events = listen(self, self.on_key) if keyboard else None
        """The ipyevents listener of the arrow keys (None without ``ipyevents``)."""
        self.slider.observe(self._on_slider, names="value")
        self.play_control.observe(self._on_slider, names="value")
        self.go(start)

    # --- public API --------------------------------------------------------------------------
    @property
    def index(self) -> int:
        """The step shown, from 0."""
        return int(self.slider.value)

    @property
    def step(self) -> Step:
        """The step shown."""
        return self.steps[self.index]

    @property
    def language(self) -> str:
        """The language of the labels, texts and pictures; setting it redraws in place
        (the steps are not replayed: they carry events, not sentences)."""
        return self._language

    @language.setter
    def language(self, language: str) -> None:
        lang = check_language(language)
        if lang == self._language:
            return
        self._language = lang
        for button, key in ((self.first_button, "first"), (self.back_button, "back"),
                            (self.next_button, "next"), (self.last_button, "last")):
            button.description = tr(f"widgets.{key}", lang)
            button.tooltip = tr(f"widgets.{key}_tip", lang)
        self.slider.tooltip = tr("widgets.slider_tip", lang)
        self.play_control.tooltip = tr("widgets.play_tip", lang)
        self.view.language = lang
        self._png.clear()
        self._show(self.index)

    @property
    def widget(self) -> Stepper:
        """The widget to display (the stepper itself)."""
        return self

    def go(self, index: int) -> Stepper:
        """Show step ``index`` (from 0; negative counts from the end like a list)."""
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(tr("widgets.error.step_index_type", self._language,
                               index=repr(index)))
        count = len(self.steps)
        if not -count <= index < count:
            raise IndexError(tr("widgets.error.step_index", self._language, index=index,
                                last=count - 1, count=count))
        self._show(index % count)
        return self

    def next(self) -> Stepper:
        """One step forward (stays on the last step)."""
        return self.go(min(self.index + 1, len(self.steps) - 1))

    def back(self) -> Stepper:
        """One step back (stays on the first step)."""
        return self.go(max(self.index - 1, 0))

    def first(self) -> Stepper:
        return self.go(0)

    def last(self) -> Stepper:
        return self.go(len(self.steps) - 1)

    def on_key(self, event: Mapping[str, Any]) -> None:
        """A key press (an ipyevents event dict): step as :mod:`cubekit.widgets.keyboard`
        says; other keys do nothing."""
        action = self._key_actions(event)
        if action is not None:
            getattr(self, action)()

    def set_source(self, source: Any, *, start: int = 0) -> Stepper:
        """Show other steps in the same widget (the board view is reused for the same game)."""
        steps = steps_of(source, language=self._language)
        game = steps[0].state.game
        if game != self._game:
            self._close_view()
            self._game = game
            self.view = self._make_view(game)
        self.steps = steps
        self._png.clear()
        self.play_control.playing = False
        last = len(steps) - 1
        self._quiet = True
        try:
            self.slider.value = min(self.slider.value, last)
            self.slider.max = last
            self.play_control.value = min(self.play_control.value, last)
            self.play_control.max = last
        finally:
            self._quiet = False
        return self.go(start)

    def png(self, index: int | None = None) -> bytes:
        """The picture of step ``index`` (default: the step shown) as PNG bytes."""
        index = self.index if index is None else index
        if index not in self._png:
            self.view.draw(self.steps[index])
            self._png[index] = self.view.png()
        return self._png[index]

    # --- internals -----------------------------------------------------------------------------
    def _make_view(self, game: Game) -> Any:
        from cubekit.render import BoardView

        return BoardView(game, language=self._language, **self._render_options)

    def _close_view(self) -> None:
        close = getattr(self.view, "close", None)
        if callable(close):
            close()

    def _on_slider(self, change: dict[str, Any]) -> None:
        """The slider was dragged or the play control moved on (in the browser)."""
        if not self._quiet:
            self._show(min(max(int(change["new"]), 0), len(self.steps) - 1))

    def _show(self, index: int) -> None:
        """Show step ``index``: the picture first (the browser shows it while the rest of
        the updates follow), then the slider and play control, the texts and the buttons."""
        step = self.steps[index]
        last = len(self.steps) - 1
        self.image.value = self.png(index)
        quiet, self._quiet = self._quiet, True
        try:
            self.slider.value = index
            self.play_control.value = index
        finally:
            self._quiet = quiet
        grow = self.scale * (1.15 if self.wide else 1.0)
        size = f"; font-size: {grow:.3g}em" if grow != 1 else ""
        self.text.value = (f'<div class="cubekit-step-text" style="line-height: 1.45{size}">'
                           f'{html.escape(step.describe(self._language), quote=False)}</div>')
        self.counter.value = tr("widgets.counter", self._language, number=index + 1,
                                total=last + 1)
        self.first_button.disabled = self.back_button.disabled = index == 0
        self.next_button.disabled = self.last_button.disabled = index == last
        self.play_control.disabled = last == 0
        self._schedule_ahead(index + 1)

    def _schedule_ahead(self, index: int) -> None:
        """Draw step ``index`` soon, from the running event loop (see ``draw_ahead``)."""
        if self._ahead is not None:
            self._ahead.cancel()
            self._ahead = None
        if not self.draw_ahead or index >= len(self.steps) or index in self._png:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:   # no event loop runs this code: not in a kernel
            return
        steps = self.steps

        def draw() -> None:
            self._ahead = None
            if self.steps is steps and index not in self._png:
                # a speculative drawing: should it fail, showing that step fails the same
                # way, where the error is seen (not in the kernel's log, or in another cell)
                with contextlib.suppress(Exception):
                    self.png(index)

        # a short pause first leaves the machine to the browser while it shows the picture
        self._ahead = loop.call_later(DRAW_AHEAD_DELAY, draw)
