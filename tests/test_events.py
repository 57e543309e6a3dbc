"""One telling of every event, checked over the game registry (issue 11).

For every registered game: seeded random games of every tested variant and every scenario
emit events; every event class the game's ``events.py`` defines is emitted somewhere, has an
English and a German description that differ, and is drawn by the game's renderer; the words
of a step, its picture's title and the Explorer's preview come from one place.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from functools import cache

import pytest
from conftest import VARIANTS, random_game

import cubekit
from cubekit.core import i18n
from cubekit.core.events import CORE_EVENTS, Event
from cubekit.core.game import Step
from cubekit.games import entries, entry

NAMES = [game.name for game in entries()]

NOT_REACHED_IN_PLAY: dict[str, dict[str, str]] = {
    "deblockle": {
        "BothStuck": "a position where neither player has a legal turn (DB-7) was not found "
                     "after any legal turn, neither by brute force with one block each nor in "
                     "sampled crowded positions; the rules still record it if it happens, and "
                     "tests/test_deblockle_events.py draws and describes it from the rules' "
                     "own resolution of such a position"},
}
"""Events a game defines for completeness that no scenario or seeded game produces, each with
the reason; every other event must be emitted."""


def event_classes(name: str) -> list[type[Event]]:
    """The event classes a game's ``events.py`` defines (not those it imports)."""
    module = entry(name).events
    return [cls for _, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Event) and cls.__module__ == module.__name__
            and cls not in CORE_EVENTS]


def game_steps(name: str) -> Iterator[Step]:
    """Every step of every scenario, then of seeded random games of every variant."""
    for scenario in entry(name).scenarios:
        yield from scenario.replay.steps()
    for options in VARIANTS[name]:
        record = random_game(cubekit.load(name, **options), seed=0, max_moves=150)
        for state, move in zip(record.states, record.moves, strict=False):
            yield from state.explain(move).steps


@cache
def first_steps(name: str) -> dict[type[Event], Step]:
    """The first step of each event class a game emits."""
    found: dict[type[Event], Step] = {}
    for step in game_steps(name):
        found.setdefault(type(step.event), step)
    return found


@pytest.mark.parametrize("name", NAMES)
def test_every_game_declares_its_events(name: str) -> None:
    classes = event_classes(name)
    assert classes, f"{name}/events.py defines no event"
    for cls in classes:
        assert cls.__doc__ and cls.__doc__.strip(), f"{cls.__name__} has no docstring"
        assert cls.__dataclass_params__.frozen, f"{cls.__name__} is not frozen"  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", NAMES)
def test_every_event_is_emitted_by_a_scenario_or_a_game(name: str) -> None:
    emitted = set(first_steps(name))
    excused = NOT_REACHED_IN_PLAY.get(name, {})
    missing = sorted(cls.__name__ for cls in event_classes(name)
                     if cls not in emitted and cls.__name__ not in excused)
    assert not missing, f"{name}: never emitted by a scenario or a seeded game: {missing}"
    foreign = sorted(cls.__name__ for cls in emitted
                     if cls not in event_classes(name) and cls not in CORE_EVENTS)
    assert not foreign, f"{name}: steps carry events its events.py does not define: {foreign}"


@pytest.mark.parametrize("name", NAMES)
def test_every_event_is_described_in_both_languages(name: str) -> None:
    for cls, step in first_steps(name).items():
        english, german = step.describe("en"), step.describe("de")
        assert english.strip() and german.strip(), cls.__name__
        assert english != german, f"{name} {cls.__name__}: the same text in en and de"
        assert step.text == step.describe(i18n.get_language())


@pytest.mark.parametrize("name", NAMES)
def test_every_event_is_drawn(name: str) -> None:
    from cubekit.render import BoardView

    views: dict[cubekit.Game, BoardView] = {}
    for cls, step in first_steps(name).items():
        game = step.state.game
        view = views.setdefault(game, BoardView(game))
        for language in ("en", "de"):
            view.language = language
            view.draw(step)
            assert view.png()[:4] == b"\x89PNG", cls.__name__


def test_one_sentence_changes_the_step_text_the_picture_title_and_the_preview(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Change the words of one event in one place (the game's catalogue) and see it change
    in the step text, the step's picture title and the Explorer's preview, in both
    languages."""
    from cubekit.render import render
    from cubekit.widgets.interaction import interaction_for

    state = cubekit.load("chain_reaction", width=3, height=3).initial_state()
    i18n.load_catalogues()
    monkeypatch.setitem(i18n._CATALOGUE, "cr.headline.place",
                        {"en": "{player} drops one on {square}",
                         "de": "{player} wirft eine auf {square}"})
    step = state.explain("b2").steps[0]
    for language, words in (("en", "A drops one on b2"), ("de", "A wirft eine auf b2")):
        assert step.describe(language).startswith(words)
        figure = render(step, language=language)
        assert words in [t.get_text() for t in figure.texts + figure.axes[0].texts]
        assert interaction_for(state, language).preview("b2").title == words
