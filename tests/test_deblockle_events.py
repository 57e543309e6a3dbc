"""Deblockle's events: every kind the rules record happens in a scenario or a seeded game, is
told in English and German (step text and headline), and is drawn.

The events come from the engine (``state.explain``); the words from ``words.py``; nothing
here is compared with a picture.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import cubekit
from cubekit.core.events import Event
from cubekit.core.game import Step
from cubekit.games.deblockle import rules, words
from cubekit.games.deblockle.events import (
    EVENTS,
    BothStuck,
    Hopped,
    Removed,
    Tipped,
    TurnLimitReached,
    Won,
)
from cubekit.games.deblockle.scenarios import SCENARIOS
from cubekit.render import png_bytes

# seeded random games that between them produce every event a turn can record; B's single
# block in no_adjacent games is often Deblockle'd (DB-7), the turn limit ends the rest
GAMES: tuple[tuple[dict[str, Any], int], ...] = (
    ({"blocks": (1, 2), "no_adjacent": True, "turn_limit": 200}, 5),
    ({"blocks": 1, "turn_limit": 40}, 4),
    ({"impossible_hop": "skip", "turn_limit": 60}, 3),
)


def both_stuck_step() -> Step:
    """The step of DB-7's draw: no turn of any game found reaches a position where neither
    player can move (the only such positions are typed in, and then the game is over from the
    start: ``result:stuck``), so the rules' recording is called directly, for the position of
    ``test_db7_both_stuck_is_a_draw`` with A having just moved."""
    game = cubekit.load("deblockle", blocks=(1, 2), no_adjacent=True)
    stuck = game.parse_state("A:a1(*/+/=) B:a2(*/+/=),b1(*/+/=) A")
    assert isinstance(stuck, rules.DeblockleState)
    record: list[Step] = []
    after = rules._resolve(stuck.game, stuck.cells, stuck.removed_counts, 1, 0, record, 0)
    assert after.outcome is not None and after.outcome.reason == "stuck"
    return record[-1]


def collect() -> dict[type[Event], Step]:
    """One step of each event type: the scenarios' moves, then the seeded games."""
    found: dict[type[Event], Step] = {}
    for scenario in SCENARIOS:
        for transition in scenario.replay.transitions():
            for step in transition.steps:
                found.setdefault(type(step.event), step)
    for options, seeds in GAMES:
        game = cubekit.load("deblockle", **options)
        for seed in range(seeds):
            rng = random.Random(seed)
            state = game.initial_state(seed)
            while not state.is_over:
                transition = state.explain(rng.choice(state.legal_moves()))
                for step in transition.steps:
                    found.setdefault(type(step.event), step)
                state = transition.after
    found.setdefault(BothStuck, both_stuck_step())
    return found


@pytest.fixture(scope="module")
def steps() -> dict[type[Event], Step]:
    return collect()


def test_every_event_is_recorded_by_a_scenario_or_a_seeded_game(
        steps: dict[type[Event], Step]) -> None:
    assert set(steps) == set(EVENTS)
    played = {type(step.event) for scenario in SCENARIOS
              for transition in scenario.replay.transitions() for step in transition.steps}
    # the scenarios alone show a tip, a hop, a removal, a pass and a win
    assert {Tipped, Hopped, Removed, Won} <= played


@pytest.mark.parametrize("kind", EVENTS, ids=lambda kind: kind.__name__)
def test_every_event_is_told_in_both_languages(steps: dict[type[Event], Step],
                                               kind: type[Event]) -> None:
    step = steps[kind]
    for telling in (words.describe, words.headline):
        english, german = telling(step.event).text("en"), telling(step.event).text("de")
        assert english and german and english != german, (kind, english)
    assert step.describe("en") == words.describe(step.event).text("en")
    assert step.describe("de") != step.describe("en")
    assert png_bytes(step).startswith(b"\x89PNG")


def test_the_hop_step_is_built_on_its_headline(steps: dict[type[Event], Step]) -> None:
    # one catalogue text (db.render.hop) is the picture title, the Explorer's preview and
    # the start of the step text
    hop = steps[Hopped].event
    for language in ("en", "de"):
        title = words.headline(hop).text(language)
        assert words.describe(hop).text(language).startswith(title)


def test_events_are_plain_typed_facts(steps: dict[type[Event], Step]) -> None:
    for step in steps.values():
        event = step.event
        assert hash(event) == hash(type(event)(**vars(event)))
        assert not any(isinstance(value, str) and " " in value for value in vars(event).values())
    limit = steps[TurnLimitReached].event
    assert isinstance(limit, TurnLimitReached) and limit.turn == limit.limit
    with pytest.raises(TypeError, match="not a Deblockle event"):
        words.describe(Event())
