"""The events of Striedies Strategie (cubekit.games.striedies.events) and their words.

Every kind of event the rules can record is recorded by some scenario or seeded random game,
is a frozen value without words, reads differently in English and German, and is drawn by the
renderer; the headline of an event is part of its step text and of its picture title wherever
the sentence allows (so one catalogue entry changes all three).
"""

from __future__ import annotations

import dataclasses
import random
from typing import get_args

import pytest

import cubekit
from cubekit.core.events import Event
from cubekit.core.game import Step
from cubekit.core.i18n import LANGUAGES, Msg
from cubekit.games import entry
from cubekit.games.striedies import words
from cubekit.games.striedies.events import (
    EVENTS,
    AfterLoss,
    Eliminated,
    Fought,
    LeftAfterFights,
    Passed,
    Reinforced,
    ReinforceWith,
    Retreated,
    RetreatRemoval,
    ThreatLost,
    ThreatReduced,
    Tied,
    Tipped,
    TurnLimitReached,
)
from cubekit.games.striedies.scenarios import SCENARIOS
from cubekit.render import BoardView

CODES = {*get_args(ReinforceWith), *get_args(AfterLoss), *get_args(RetreatRemoval)}
"""The only text an event holds: the readings of ST-5 and ST-9 b, and what follows a lost
threat."""
NESTED = (Tipped, Fought, Tied, Reinforced, Retreated, Passed, Eliminated)
"""The events whose step text and picture title both contain the headline."""


def recorded() -> dict[type[Event], list[Step]]:
    """The steps of every scenario and of a few seeded random games, by kind of event."""
    found: dict[type[Event], list[Step]] = {}
    for scenario in SCENARIOS:
        for transition in scenario.replay.transitions():
            for step in transition.steps:
                found.setdefault(type(step.event), []).append(step)
    for options in ({}, {"players": 3}, {"players": 4, "reinforce_with": "any"}):
        game = cubekit.load("striedies", turn_limit=120, **options)
        for seed in range(3):
            rng = random.Random(seed)
            state = game.initial_state()
            while not state.is_over:
                move = rng.choice(state.legal_moves())
                for step in state.explain(move).steps:
                    found.setdefault(type(step.event), []).append(step)
                state = state.play(move)
    return found


@pytest.fixture(scope="module")
def steps() -> dict[type[Event], list[Step]]:
    return recorded()


def test_the_registry_finds_the_events_and_words() -> None:
    game_entry = entry("striedies")
    assert game_entry.events.EVENTS == EVENTS
    assert game_entry.words.describe is words.describe


def test_every_event_is_recorded(steps: dict[type[Event], list[Step]]) -> None:
    assert set(EVENTS) <= set(steps), set(EVENTS) - set(steps)
    assert set(steps) <= set(EVENTS)      # and nothing else is


@pytest.mark.parametrize("kind", EVENTS, ids=[k.__name__ for k in EVENTS])
def test_events_are_frozen_values_without_words(kind: type[Event],
                                                steps: dict[type[Event], list[Step]]) -> None:
    assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen  # type: ignore[attr-defined]
    for step in steps[kind][:20]:
        event = step.event
        hash(event)                                     # plain values all through
        assert event == dataclasses.replace(event)
        for field in dataclasses.fields(event):
            value = getattr(event, field.name)
            assert not isinstance(value, Msg), field.name
            # text only as a code of a reading or of what follows, never as a sentence
            assert not isinstance(value, str) or value in CODES, (field.name, value)


@pytest.mark.parametrize("kind", EVENTS, ids=[k.__name__ for k in EVENTS])
def test_every_event_reads_in_both_languages(kind: type[Event],
                                             steps: dict[type[Event], list[Step]]) -> None:
    for step in steps[kind][:20]:
        texts = {lang: step.describe(lang) for lang in LANGUAGES}
        assert all(text.strip() for text in texts.values())
        assert texts["en"] != texts["de"], texts
        assert texts["en"] == words.describe(step.event).text("en")
        for made in (words.headline(step.event), words.title(step.event)):
            en, de = made.text("en"), made.text("de")
            assert en.strip() and de.strip() and en != de


@pytest.mark.parametrize("kind", NESTED, ids=[k.__name__ for k in NESTED])
def test_the_headline_is_in_the_step_text_and_the_title(
        kind: type[Event], steps: dict[type[Event], list[Step]]) -> None:
    for step in steps[kind][:20]:
        for lang in LANGUAGES:
            head = words.headline(step.event).text(lang)
            assert head in step.describe(lang)
            assert head in words.title(step.event).text(lang)


def test_a_threat_lost_names_what_follows(steps: dict[type[Event], list[Step]]) -> None:
    for step in steps[ThreatLost]:
        assert isinstance(step.event, ThreatLost)
        text = step.describe("en")
        if step.event.then == "move":
            assert "then moves normally" in text
        elif step.event.then == "pass":
            assert "it will pass" in text
        assert all(die.owner == step.event.player for die in step.event.leaving)


@pytest.mark.parametrize("kind", EVENTS, ids=[k.__name__ for k in EVENTS])
def test_every_event_is_drawn(kind: type[Event], steps: dict[type[Event], list[Step]]) -> None:
    step = steps[kind][0]
    view = BoardView(step.state.game, dpi=30)
    view.draw(step)
    assert view.png().startswith(b"\x89PNG")
    arrows = list(view.renderer.step_arrows(step))
    if isinstance(step.event, Tipped):
        assert arrows == [(step.event.from_square, step.event.to_square)]
    else:
        assert arrows == []


# --- decisions of RULES.md that are not in the rulebook say so (issue 16) -------------------
def _decision(step: Step) -> str | None:
    """The RULES.md decision a step rests on instead of the rulebook, or None."""
    event = step.event
    if isinstance(event, Passed):
        return "ST-6"                                   # no legal move: pass
    if isinstance(event, ThreatLost) and event.then == "pass":
        return "ST-6"
    if isinstance(event, Tied) and event.combined:
        return "ST-9 a"                                 # ties on one player combined
    if (isinstance(event, Retreated) and event.leaving) or isinstance(event, LeftAfterFights):
        return "ST-9 b"                                 # when the other threatened dice leave
    if isinstance(event, ThreatReduced):
        return "ST-9 c"                                 # removed dice drop out of a threat
    if isinstance(event, TurnLimitReached):
        return "ST-7 / CS-10"
    return None


def test_every_decision_not_in_the_rulebook_says_so(steps: dict[type[Event],
                                                                list[Step]]) -> None:
    labelled: set[str] = set()
    for found in steps.values():
        for step in found:
            rule = _decision(step)
            if rule is None:
                continue
            labelled.add(rule)
            event = step.event
            if isinstance(event, LeftAfterFights) or (
                    isinstance(event, Retreated) and event.removal == "after_fights"):
                # the other reading of ST-9 b, played only when its option asks for it
                assert f"rule option of {rule}, not in the rulebook" in step.describe("en")
                assert f"Regeloption zu {rule}, nicht im Regelheft" in step.describe("de")
                continue
            assert f"not in the rulebook: default {rule}" in step.describe("en"), step
            assert f"nicht im Regelheft: Festlegung {rule}" in step.describe("de"), step
    assert labelled == {"ST-6", "ST-9 a", "ST-9 b", "ST-9 c", "ST-7 / CS-10"}
    # and the reason a pass is refused rests on ST-6 too
    state = cubekit.load("striedies").initial_state()
    for language, words_ in (("en", "not in the rulebook: default ST-6"),
                             ("de", "nicht im Regelheft: Festlegung ST-6")):
        reason = state.why_illegal("pass", language)
        assert reason is not None and words_ in reason


def test_the_new_events_are_told_and_drawn(steps: dict[type[Event], list[Step]]) -> None:
    after = steps[LeftAfterFights][0]
    assert isinstance(after.event, LeftAfterFights)
    assert after.describe("en").startswith("B's other threatened dice leave: after the fights")
    assert words.title(after.event).text("de").startswith(
        "Die anderen bedrohten Würfel von B fliegen: f3 fliegt vom Brett")
    ended = next(s for s in steps[ThreatReduced] if isinstance(s.event, ThreatReduced)
                 and s.event.ended)
    assert "C's threat ends: without A3 (e3), which left the board, no attacking die is " \
           "left" in ended.describe("en")
    for step in (after, ended):
        view = BoardView(step.state.game)
        view.draw(step)
        assert view.png()[:4] == b"\x89PNG"
