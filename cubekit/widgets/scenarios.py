"""ScenarioBrowser: pick one of a game's teaching scenarios and step through it."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import Game
from cubekit.core.i18n import check_language, tr
from cubekit.core.replay import move_starts
from cubekit.core.scenario import Scenario
from cubekit.widgets.snapshot import Snapshot
from cubekit.widgets.stepper import Stepper


def first_step_of_last_move(scenario: Scenario) -> int:
    """The stepper index of the position just before the scenario's last move."""
    starts = move_starts(scenario.replay.steps())
    return max(starts[-1] - 1, 0) if starts else 0


class ScenarioBrowser(Snapshot, widgets.VBox):
    """A list of ``game``'s scenarios — or of the ``scenarios`` given, e.g. those of a file
    (:func:`cubekit.load_scenarios`); shows the chosen one's title, story, rules, expected
    result (and whether the rules engine agrees) and a :class:`Stepper` over its moves, opened
    at the position before the move the scenario is about."""

    def __init__(self, game: Game | None = None, *,
                 scenarios: Iterable[Scenario] | None = None, language: str | None = None,
                 **render_options: Any) -> None:
        super().__init__()
        given = None if scenarios is None else list(scenarios)
        if game is None and given:
            game = given[0].game
        if not isinstance(game, Game):
            raise TypeError(tr("widgets.error.browser_game", language, kind=type(game).__name__))
        if given is not None and any(s.game.name != game.name for s in given):
            raise ValueError(tr("widgets.error.browser_games", language,
                                games=", ".join(sorted({s.game.name for s in given}))))
        self.language = lang = check_language(language)
        self.game = game
        self.scenarios: list[Scenario] = list(game.scenarios()) if given is None else given
        self.choice = widgets.Dropdown(
            options=[(s.title(lang), s.id) for s in self.scenarios],
            description=tr("widgets.scenario_label", lang),
            tooltip=tr("widgets.scenario_tip", lang), style={"description_width": "auto"},
            layout=widgets.Layout(width="36em", max_width="100%"))
        self.choice.add_class("cubekit-scenario")
        self.info = widgets.HTML(layout=widgets.Layout(max_width="52em"))
        self.info.add_class("cubekit-scenario-info")
        self.stepper: Stepper | None = None
        self.add_class("cubekit-scenarios")
        if not self.scenarios:
            self.info.value = html.escape(tr("widgets.no_scenarios", lang))
            self.children = [self.info]
            return
        first = self.scenarios[0]
        self.stepper = Stepper(first, language=lang, start=first_step_of_last_move(first),
                               **render_options)
        self.children = [self.choice, self.info, self.stepper]
        self.choice.observe(lambda change: self.select(change["new"]), names="value")
        self._show(first)

    @property
    def scenario(self) -> Scenario | None:
        """The scenario shown."""
        return next((s for s in self.scenarios if s.id == self.choice.value), None)

    def select(self, scenario_id: str) -> ScenarioBrowser:
        """Show the scenario with this id."""
        found = next((s for s in self.scenarios if s.id == scenario_id), None)
        if found is None:
            raise ValueError(tr("widgets.error.scenario", self.language, id=repr(scenario_id),
                                ids=", ".join(s.id for s in self.scenarios)))
        if self.choice.value != scenario_id:
            self.choice.value = scenario_id   # the observer comes back here
            return self
        self._show(found)
        return self

    def _show(self, scenario: Scenario) -> None:
        self.info.value = self.describe(scenario)
        if self.stepper is not None:
            self.stepper.set_source(scenario, start=first_step_of_last_move(scenario))

    def _fact_label(self, key: str, scenario: Scenario) -> str:
        return scenario.fact_label(key, self.language)

    def describe(self, scenario: Scenario) -> str:
        """The HTML shown above the stepper for ``scenario``."""
        lang = self.language
        parts = [f"<h3 style='margin:0.3em 0'>{html.escape(scenario.title(lang))}</h3>",
                 f"<p>{html.escape(scenario.story(lang))}</p>"]
        if scenario.rules:
            parts.append(f"<p><b>{html.escape(tr('widgets.rules', lang))}:</b> "
                         f"{html.escape(', '.join(scenario.rule_labels(lang)))}</p>")
        if scenario.expected:
            items = []
            for key, value in scenario.expected.items():
                label = self._fact_label(key, scenario)
                items.append(f"<li>{html.escape(label)}: "
                             f"{scenario.fact_html(key, value, lang)}</li>")
            heading = html.escape(tr("widgets.expected", lang))
            parts.append(f"<p style='margin-bottom:0'><b>{heading}:</b></p>"
                         f"<ul style='margin-top:0'>{''.join(items)}</ul>")
            result = scenario.check()
            if not result:
                problems = "; ".join(d.describe(lang) for d in result.differences)
                text = tr("widgets.check_failed", lang, problems=problems)
                parts.append(f"<p style='color: var(--jp-error-color1, #b00020)'>"
                             f"{html.escape(text)}</p>")
            else:
                parts.append(f"<p>✓ {html.escape(tr('widgets.check_ok', lang))}</p>")
        return f"<div style='line-height: 1.5'>{''.join(parts)}</div>"
