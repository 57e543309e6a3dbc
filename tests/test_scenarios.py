"""What every game's scenarios must do, whatever the game (each game's own file adds its
specific checks): the stated result holds, it states more than the generic facts, a wrong
expectation is noticed, and title and story exist in English and German."""

from __future__ import annotations

import dataclasses

import pytest

import cubekit
from cubekit.core.scenario import Scenario

CASES = [(name, scenario) for name in cubekit.games()
         for scenario in cubekit.load(name).scenarios()]
IDS = [f"{name}-{scenario.id}" for name, scenario in CASES]


def test_every_game_has_scenarios() -> None:
    assert {name for name, _ in CASES} == set(cubekit.games())


def test_ids_are_unique_per_game() -> None:
    for name in cubekit.games():
        ids = [s.id for s in cubekit.load(name).scenarios()]
        assert len(ids) == len(set(ids)), name


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=IDS)
def test_expected_result_holds(name: str, scenario: Scenario) -> None:
    result = scenario.check()
    assert result and result.ok and not result.differences, repr(result)


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=IDS)
def test_expected_states_a_game_specific_result(name: str, scenario: Scenario) -> None:
    # every scenario states more than the generic facts, and every key it states exists
    facts = scenario.facts()
    assert set(scenario.expected) - {"position", "winner", "outcome", "moves"}
    assert set(scenario.expected) <= set(facts)


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=IDS)
def test_check_notices_a_wrong_expectation(name: str, scenario: Scenario) -> None:
    key = next(iter(scenario.expected))
    wrong = dataclasses.replace(scenario, expected={key: "surely not this"})
    assert len(wrong.check()) == 1


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=IDS)
def test_title_and_story_in_both_languages(name: str, scenario: Scenario) -> None:
    assert scenario.title("en") and scenario.title("de")
    assert scenario.title("en") != scenario.title("de")
    assert scenario.story("en") != scenario.story("de")
    assert len(scenario.story("en")) > 40


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=IDS)
def test_moves_are_legal_from_a_running_start(name: str, scenario: Scenario) -> None:
    state = scenario.start()
    assert state.outcome is None
    if scenario.position:
        assert state.to_text() == scenario.position  # written in the canonical notation
    for move in scenario.moves:
        assert state.why_illegal(move) is None, (scenario.id, move)
        # written as the engine lists it, so the notebooks' move lists show the same text
        assert move in [str(m) for m in state.legal_moves()], (scenario.id, move)
        state = state.play(move)
    assert state == scenario.final()


@pytest.mark.parametrize(("name", "scenario"), CASES, ids=IDS)
def test_explain_in_both_languages(name: str, scenario: Scenario) -> None:
    steps = scenario.replay.steps()
    assert len(steps) == 1 + sum(len(t) for t in scenario.replay.transitions())
    for step in steps:
        assert step.describe("en").strip() and step.describe("de").strip()
    last = scenario.last_transition()
    assert last.describe("en") != last.describe("de")


def test_every_fact_has_a_name_in_both_languages() -> None:
    """The table of expected results names each fact in words, never by its key."""
    for name, scenario in CASES:
        for key in (*scenario.expected, *scenario.facts()):
            english, german = scenario.fact_label(key, "en"), scenario.fact_label(key, "de")
            assert german != key and english != german, (name, key)   # "moves" is a word


def test_fact_values_in_words() -> None:
    """Words of the kit in the table are said in the reader's language: the reasons of
    probed moves as the engine's sentences, outcome reasons and kit words from the catalogue;
    squares and notation stay as they are."""
    by_id = {(name, s.id): s for name, s in CASES}
    captured = by_id["chain_reaction", "captured_cell_is_yours"]
    said = captured.fact_value("illegal", captured.expected["illegal"], "de")
    assert said.startswith("b2: b2 gehört A: B darf nur") and said.endswith("c2: erlaubt")
    assert "cr.illegal" not in said
    endless = by_id["chain_reaction", "too_many_marbles"]
    assert endless.fact_value("outcome", "endless_cascade", "en") == "endless cascade (no winner)"
    assert endless.fact_value("endless_why", "capacity", "de") == \
        "mehr Murmeln, als ein ruhiges Brett fassen kann"
    assert endless.fact_value("position", "2x3 1B1B/2B2B/1A2A A", "de") == "2x3 1B1B/2B2B/1A2A A"
    assert endless.fact_value("illegal", {"a1": "no.such.reason"}, "en") == \
        "a1: illegal (no.such.reason)"
    html = endless._repr_html_()
    assert "endless_cascade" not in html and "endless cascade (no winner)" in html
