"""Deblockle's explanations that rest on a RULES.md decision say so (issue 16, point 4), and the
DB-10 start player option.

The decisions of RULES.md for Deblockle that the rulebook does not make: a Slider that would
come to rest on a star stops on the square before it (DB-5), a tip after which no hop is
possible is no legal turn (DB-6 "forbid"), both players stuck is a draw (DB-7), the start
player (DB-10) and the kit's turn limit; the options ``slider_star="stop"`` (DB-5) and
``impossible_hop="skip"`` (DB-6) are rule options. Every step of every scenario and of seeded
games that rests on one of them carries the label in English and German.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import cubekit
from cubekit.core.game import IllegalMoveError, Step
from cubekit.games.deblockle import rules
from cubekit.games.deblockle.events import BothStuck, Hopped, Tipped, TurnLimitReached
from cubekit.games.deblockle.scenarios import SCENARIOS

LABELS = {"default": {"en": "not in the rulebook: default {rule}",
                      "de": "nicht im Regelheft: Festlegung {rule}"},
          "option": {"en": "rule option of {rule}, not in the rulebook",
                     "de": "Regeloption zu {rule}, nicht im Regelheft"}}
"""The two labels: a default RULES.md decides (``core.not_in_rulebook``), a rule option."""

SLIDER = "A:a1(+/o/=),c4(o/+/@) B:d1(+/o/=),g7(+/o/=) A removed:2/2"
"""A's c4 tips east onto d4 with Slider up: north over d6 to d7, south it stops on d3 in front
of the star d2 (B's block is on d1)."""
NO_HOP = "A:b1(o/@/x) B:b2(+/o/=),g7(+/o/=) A removed:3/2"
"""A's b1 tipping west into the corner a1 brings X up; its only diagonal, b2, is taken."""

GAMES: tuple[tuple[dict[str, Any], int], ...] = (
    ({"turn_limit": 60}, 0), ({"turn_limit": 60}, 1),
    ({"slider_star": "stop", "turn_limit": 60}, 2),
    ({"impossible_hop": "skip", "turn_limit": 60}, 3),
    ({"start_player": 1, "turn_limit": 40}, 4),
)


def label(kind: str, rule: str, language: str) -> str:
    return LABELS[kind][language].format(rule=rule)


def all_steps() -> list[Step]:
    """The steps of every scenario and of the seeded games above."""
    steps = [step for scenario in SCENARIOS for t in scenario.replay.transitions()
             for step in t.steps]
    for options, seed in GAMES:
        rng = random.Random(seed)
        state = cubekit.load("deblockle", **options).initial_state(seed=seed)
        while state.outcome is None:
            transition = state.explain(rng.choice(state.legal_moves()))
            steps += transition.steps
            state = transition.after
    return steps


STEPS = all_steps()


def expected_label(step: Step) -> tuple[str, str] | None:
    """The label a step's text must carry, or None when it rests on the rulebook alone."""
    match step.event:
        case Hopped(before_star=star, star_stops=stops) if star is not None:
            return ("option", "DB-5") if stops else ("default", "DB-5")
        case Tipped(skipped=True):
            return ("option", "DB-6")
        case BothStuck() | TurnLimitReached():
            return ("default", "DB-7")
    return None


def test_the_steps_include_every_decision() -> None:
    labels = {expected_label(step) for step in STEPS} - {None}
    assert labels == {("default", "DB-5"), ("option", "DB-5"), ("option", "DB-6"),
                      ("default", "DB-7")}


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_step_resting_on_a_decision_says_so(language: str) -> None:
    for step in STEPS:
        wanted = expected_label(step)
        text = step.describe(language)
        if wanted is not None:
            assert label(*wanted, language) in text, (step.event, text)
        elif isinstance(step.event, Hopped):
            # a hop by the rulebook alone claims no decision
            assert "not in the rulebook" not in text and "nicht im Regelheft" not in text


def test_slider_before_a_star_is_a_decision_in_both_readings() -> None:
    passing = cubekit.load("deblockle").parse_state(SLIDER)
    stopping = cubekit.load("deblockle", slider_star="stop").parse_state(SLIDER)
    hop = passing.explain("c4E:d3").steps[-1]
    assert isinstance(hop.event, Hopped) and hop.event.before_star == (3, 1)
    assert not hop.event.star_stops
    assert "star square d2" in hop.describe("en")
    assert label("default", "DB-5", "de") in hop.describe("de")
    # over the star d6 to d7: the rulebook's own words, no decision
    over = passing.explain("c4E:d7").steps[-1]
    assert isinstance(over.event, Hopped) and over.event.before_star is None
    north = stopping.explain("c4E:d5").steps[-1]
    assert isinstance(north.event, Hopped) and north.event.star_stops
    assert north.event.before_star == (3, 5)
    assert "star square d6 stops" in north.describe("en")
    # the refusals: resting on the star (pass), the star that stops it named (stop)
    for language in ("en", "de"):
        reason = passing.why_illegal("c4E:d2", language)
        assert reason is not None and label("default", "DB-5", language) in reason
        stopped = stopping.why_illegal("c4E:d7", language)
        assert stopped is not None and "d6" in stopped and "d7" in stopped
        assert label("option", "DB-5", language) in stopped


def test_slider_star_stop_refusal_names_the_star_only_when_a_star_stops_it() -> None:
    stopping = cubekit.load("deblockle", slider_star="stop").parse_state(SLIDER)
    assert isinstance(stopping, rules.DeblockleState)
    with pytest.raises(IllegalMoveError) as refused:
        stopping.play("c4E:d7")
    assert refused.value.message is not None
    assert refused.value.message.key == "db.illegal.slider_star_stop"
    assert refused.value.message.params["star"] == "d6"
    # a target off the slider's line is the usual refusal, naming no star
    other = stopping.plan(stopping.parse_move("c4E:e5"))
    assert not isinstance(other, rules.TurnPlan) and other.key == "db.illegal.wrong_slider"


def test_db6_forbid_says_it_is_a_decision() -> None:
    state = cubekit.load("deblockle").parse_state(NO_HOP)
    for language in ("en", "de"):
        reason = state.why_illegal("b1W", language)
        assert reason is not None and label("default", "DB-6", language) in reason


# --- DB-10: the start player -----------------------------------------------------------------
def test_db10_start_player_is_an_option() -> None:
    found = {o.name: o for o in cubekit.load("deblockle").options("en")}
    option = found["start_player"]
    assert (option.default, option.rule, option.choices) == (0, "DB-10", (0, 1))
    assert "not in the rulebook" in option.help
    german = {o.name: o for o in cubekit.load("deblockle").options("de")}["start_player"]
    assert "nicht im Regelheft" in german.help


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_db10_b_begins_on_the_same_rolled_blocks(seed: int) -> None:
    first_a = cubekit.load("deblockle").initial_state(seed=seed)
    first_b = cubekit.load("deblockle", start_player=1).initial_state(seed=seed)
    assert isinstance(first_a, rules.DeblockleState)
    assert isinstance(first_b, rules.DeblockleState)
    assert (first_a.to_move, first_b.to_move) == (0, 1)
    assert first_a.blocks() == first_b.blocks()
    assert {m.square for m in first_b.legal_moves()} <= {b.square for b in first_b.blocks(1)}
    again = first_b.game.parse_state(first_b.to_text())
    assert again == first_b and again.to_text() == first_b.to_text()


def test_db10_a_setup_says_who_moves() -> None:
    text = "A:c1(x/o/@) B:c5(x/*/=) A removed:3/3"
    game = cubekit.load("deblockle", start_player=1, setup=text)
    assert game.initial_state().to_move == 0


@pytest.mark.parametrize("bad", [2, -1, True, 1.0, None, "B"])
def test_db10_start_player_refuses_other_values(bad: object) -> None:
    with pytest.raises(ValueError, match="DB-10"):
        cubekit.load("deblockle", start_player=bad)
