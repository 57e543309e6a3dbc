"""Compare: two or three readings of a rule side by side, stepping together.

>>> import cubekit
>>> from cubekit.widgets import Compare
>>> game = cubekit.load("chain_reaction", width=2, height=2)
>>> compare = Compare(game.scenario("endless_with_stop"),
...                   game.scenario("endless_without_stop"))
>>> [column.label for column in compare.columns]
['CR-4: the cascade stops as soon as one player is left', 'CR-4: the cascade runs on to its end']
>>> compare.index == compare.differs.index(True)     # it opens where the readings part
True
>>> compare.last().index == len(compare) - 1
True
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import Game, Step
from cubekit.core.i18n import check_language, tr
from cubekit.core.options import option_label, settings_label
from cubekit.display import display_settings, resolve_dpi
from cubekit.widgets.keyboard import KeyActions, listen
from cubekit.widgets.snapshot import Snapshot
from cubekit.widgets.stepper import Stepper, _button, steps_of


def differing_options(games: Sequence[Game]) -> list[str]:
    """The names of the options whose values differ between ``games`` (same game)."""
    first = games[0]
    return [o.name for o in first.options()
            if len({repr(getattr(g, o.name)) for g in games}) > 1]


@dataclass
class Column:
    """One reading: its heading and its stepper."""

    label: str
    stepper: Stepper


class Compare(Snapshot, widgets.VBox):
    """Transitions, replays or scenarios of one game under different rule options, in
    columns headed by their option settings, stepping together; steps where the columns
    differ are marked.

    ``sources`` are two or three of anything a :class:`~cubekit.widgets.Stepper` shows (a
    Transition, a Replay, a Scenario or a list of Steps). ``labels`` replace the headings
    (default: the settings of the options that differ, in words). ``board_width`` sets each
    picture's width (pixels at scale 1, or a CSS length); ``scale`` enlarges the pictures
    (default: the session's, :func:`cubekit.set_display`); other keywords go to the renderer.
    With the mouse over it, the arrow keys and space step all columns together (``keyboard``,
    as for the Stepper); ``wide`` spans the full width (None: as the session says). ``start``
    is the step shown first (None: the first step where the readings differ, so that a
    notebook opened without a kernel shows the difference; the first step if none does).
    """

    def __init__(self, *sources: Any, labels: Sequence[str] | None = None,
                 language: str | None = None, board_width: int | str | None = 340,
                 scale: float | None = None, keyboard: bool = True, wide: bool | None = None,
                 start: int | None = None, **render_options: Any) -> None:
        super().__init__()
        if not 2 <= len(sources) <= 3:
            raise ValueError(tr("widgets.error.compare_count", language, n=len(sources)))
        self.language = check_language(language)
        lang = self.language
        step_lists = [steps_of(source, language=lang) for source in sources]
        games = [steps[0].state.game for steps in step_lists]
        if len({g.name for g in games}) != 1:
            raise ValueError(tr("widgets.error.compare_games", lang,
                                games=", ".join(sorted({g.name for g in games}))))
        if labels is None:
            names = differing_options(games) or [o.name for o in games[0].options()][:1]
            labels = [settings_label(g, names, lang) for g in games]
        if len(labels) != len(sources):
            raise ValueError(tr("widgets.error.compare_labels", lang, labels=len(labels),
                                n=len(sources)))
        self.scale = resolve_dpi(scale=scale)[1]
        self.wide = display_settings().wide if wide is None else bool(wide)
        self.columns = [Column(label, Stepper(steps, language=lang, board_width=board_width,
                                              scale=self.scale, keyboard=False, wide=False,
                                              **render_options))
                        for label, steps in zip(labels, step_lists, strict=True)]
        for column in self.columns:
            column.stepper.children[0].layout.display = "none"   # one set of controls
        self._length = max(len(c.stepper.steps) for c in self.columns)
        self.differs = [self._differ(index) for index in range(self._length)]
        self._build(lang)
        if self.wide:
            self.add_class("cubekit-wide")
            self.layout.width = "100%"
        self._key_actions = KeyActions()
        self.key_events = listen(self, self.on_key) if keyboard else None
        """The ipyevents listener of the arrow keys (None without ``ipyevents``)."""
        self.go(start if start is not None else next(
            (index for index, differs in enumerate(self.differs) if differs), 0))

    # --- public API --------------------------------------------------------------------------
    def __len__(self) -> int:
        return self._length

    @property
    def index(self) -> int:
        return int(self.slider.value)

    def go(self, index: int) -> Compare:
        """Show step ``index`` in every column (a shorter reading stays on its last step)."""
        if not -self._length <= index < self._length:
            raise IndexError(tr("widgets.error.step_index", self.language, index=index,
                                last=self._length - 1, count=self._length))
        index %= self._length
        if self.slider.value != index:
            self.slider.value = index   # the observer shows it
        else:
            self._show(index)
        return self

    def next(self) -> Compare:
        return self.go(min(self.index + 1, self._length - 1))

    def back(self) -> Compare:
        return self.go(max(self.index - 1, 0))

    def first(self) -> Compare:
        return self.go(0)

    def last(self) -> Compare:
        return self.go(self._length - 1)

    def on_key(self, event: Mapping[str, Any]) -> None:
        """A key press (an ipyevents event dict): every column steps together."""
        action = self._key_actions(event)
        if action is not None:
            getattr(self, action)()

    # --- internals -----------------------------------------------------------------------------
    def _step(self, column: Column, index: int) -> Step:
        steps = column.stepper.steps
        return steps[min(index, len(steps) - 1)]

    def _differ(self, index: int) -> bool:
        """Whether the readings part at step ``index``: another position, another kind of
        step, or the same step told another way (the same slide stopped for another
        reason)."""
        steps = [self._step(column, index) for column in self.columns]
        first = steps[0]
        told = first.describe(self.language)
        return any(step.state.to_text() != first.state.to_text()
                   or type(step.event) is not type(first.event)
                   or step.describe(self.language) != told for step in steps[1:])

    def _build(self, lang: str) -> None:
        self.first_button = _button("first", "fast-backward", "cubekit-first", lang)
        self.back_button = _button("back", "step-backward", "cubekit-back", lang)
        self.next_button = _button("next", "step-forward", "cubekit-next", lang)
        self.last_button = _button("last", "fast-forward", "cubekit-last", lang)
        for button, action in ((self.first_button, self.first), (self.back_button, self.back),
                               (self.next_button, self.next), (self.last_button, self.last)):
            button.on_click(lambda _, action=action: action())
        self.slider = widgets.IntSlider(value=0, min=0, max=self._length - 1, readout=False,
                                        layout=widgets.Layout(width="14em"))
        self.slider.add_class("cubekit-slider")
        self.slider.observe(lambda change: self._show(int(change["new"])), names="value")
        self.counter = widgets.HTML()
        self.counter.add_class("cubekit-counter")
        controls = widgets.HBox([self.first_button, self.back_button, self.next_button,
                                 self.last_button, self.slider, self.counter],
                                layout=widgets.Layout(align_items="center",
                                                      flex_flow="row wrap"))
        controls.add_class("cubekit-controls")
        self.headings = [widgets.HTML(f"<b>{html.escape(c.label)}</b>") for c in self.columns]
        boxes = []
        for heading, column in zip(self.headings, self.columns, strict=True):
            box = widgets.VBox([heading, column.stepper],
                               layout=widgets.Layout(flex="1 1 0", min_width="18em",
                                                     padding="0.3em", margin="0 0.4em 0 0"))
            box.add_class("cubekit-compare-column")
            boxes.append(box)
        self.boxes = boxes
        body = widgets.HBox(boxes, layout=widgets.Layout(align_items="flex-start",
                                                        flex_flow="row wrap", width="100%"))
        self.children = (controls, body)
        self.add_class("cubekit-compare")

    def _show(self, index: int) -> None:
        for column in self.columns:
            steps = column.stepper.steps
            column.stepper.go(min(index, len(steps) - 1))
        differs = self.differs[index]
        mark = (f" · <span class='cubekit-differs' style='color:#a4262c; font-weight:600'>"
                f"{html.escape(tr('widgets.compare.differs', self.language))}</span>"
                if differs else "")
        self.counter.value = tr("widgets.counter", self.language, number=index + 1,
                                total=self._length) + mark
        border = "2px solid #a4262c" if differs else "2px solid transparent"
        for box in self.boxes:
            box.layout.border = border
        last = self._length - 1
        self.first_button.disabled = self.back_button.disabled = index == 0
        self.next_button.disabled = self.last_button.disabled = index == last


__all__ = ["Compare", "differing_options", "option_label"]
