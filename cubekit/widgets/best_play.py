"""The "best play" hint of the Explorer (issue 16.3): what perfect play makes of a move.

>>> import cubekit
>>> from cubekit.widgets.best_play import BestPlay
>>> state = cubekit.load("chain_reaction", width=2, height=2).initial_state()
>>> panel = BestPlay()
>>> panel.toggle.value = True
>>> "best play" in panel.show(state, "a1")
True

The panel is a toggle button and a line of text. Off (the default) it costs nothing; on, it
solves the position (:func:`cubekit.analysis.solve.hint`, within ``budget_s`` seconds) and says
whether the chosen move wins, loses or draws against best play and in how many moves, and which
move would do better. Positions too large for the budget say so, and are not tried again.
Only two-player games get the panel (``BestPlay.offered``).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import State
from cubekit.core.i18n import check_language, tr

BUDGET_S = 2.0
"""Seconds the hint may spend solving a position before it says the position is too large."""


class BestPlay(widgets.HBox):
    """A toggle (``cubekit-best-play``) and the hint text (``cubekit-best-play-text``)."""

    def __init__(self, *, language: str | None = None, budget_s: float = BUDGET_S) -> None:
        super().__init__(layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.language = check_language(language)
        self.budget_s = budget_s
        self.toggle = widgets.ToggleButton(
            value=False, description=tr("analysis.hint.button", self.language),
            tooltip=tr("analysis.hint.tip", self.language), icon="lightbulb-o",
            layout=widgets.Layout(width="auto"))
        self.toggle.add_class("cubekit-best-play")
        self.text = widgets.HTML(layout=widgets.Layout(margin="0 0 0 0.6em", max_width="46em"))
        self.text.add_class("cubekit-best-play-text")
        self.children = (self.toggle, self.text)
        self._too_large: set[str] = set()
        self._shown: tuple[State, Any] | None = None
        self.toggle.observe(self._on_toggle, names="value")

    @classmethod
    def for_game(cls, state: State, *, language: str | None = None) -> BestPlay:
        """The panel for the Explorer of ``state``'s game: hidden unless two players play."""
        panel = cls(language=language)
        panel.layout.display = None if cls.offered(state) else "none"
        return panel

    @staticmethod
    def offered(state: State) -> bool:
        """Best play is solved for two-player games only."""
        return bool(state.game.players == 2)

    def show(self, state: State, move: Any) -> str:
        """Say what best play makes of ``move`` (None: no move chosen) in ``state``; returns
        the sentence shown ("" while the toggle is off)."""
        self._shown = (state, move)
        if not self.toggle.value:
            self.text.value = ""
            return ""
        said = self._sentence(state, move)
        self.text.value = f"<i>{html.escape(said)}</i>" if said else ""
        return said

    def _sentence(self, state: State, move: Any) -> str:
        from cubekit.analysis.solve import hint

        lang = self.language
        if state.outcome is not None:
            return tr("analysis.hint.over", lang)
        if move is None:
            return tr("analysis.hint.choose", lang)
        if state.why_illegal(move) is not None:
            return ""          # the Explorer says why it is illegal; best play has no say
        text = state.to_text()
        found = None if text in self._too_large else hint(state, move, budget_s=self.budget_s)
        if found is None:
            self._too_large.add(text)
            return tr("analysis.hint.too_large", lang, seconds=f"{self.budget_s:g}")
        return found.describe(lang)

    def _on_toggle(self, change: dict[str, Any]) -> None:
        if self._shown is not None:
            self.show(*self._shown)
