"""The Kettenreaktion teaching scenarios: every stated result holds, every move is legal and
every scenario can be explained in English and German.

The expected values live in ``cubekit/games/chain_reaction/scenarios.py`` next to the
reasoning that produced them; here they are checked against the engine, and a few facts are
re-derived independently of the facts hook.
"""

from __future__ import annotations

import pytest

import cubekit
from cubekit.core.i18n import template
from cubekit.core.scenario import Scenario, scenarios_for
from cubekit.games.chain_reaction.messages import SCENARIO_IDS
from cubekit.games.chain_reaction.rules import ChainState
from cubekit.games.chain_reaction.scenarios import SCENARIOS, names, surplus_bursts

BY_ID = {s.id: s for s in SCENARIOS}
IDS = [s.id for s in SCENARIOS]


def test_ids_are_unique_and_all_have_texts() -> None:
    assert len(IDS) == len(set(IDS))
    assert set(IDS) == set(SCENARIO_IDS)


def test_required_scenarios_exist() -> None:
    required = {"first_corner_cascade", "surplus", "endless_without_stop", "endless_with_stop",
                "long_capture_chain", "first_move_protection"}
    assert required <= set(IDS)


def test_registry_finds_the_scenarios() -> None:
    game = cubekit.load("chain_reaction")
    assert [s.id for s in game.scenarios()] == IDS
    assert [s.id for s in scenarios_for("chain_reaction")] == IDS


@pytest.mark.parametrize("sid", IDS)
def test_scenarios_start_settled(sid: str) -> None:
    # a Kettenreaktion scenario starts between moves, never in the middle of a cascade
    state = BY_ID[sid].start()
    assert isinstance(state, ChainState)
    assert not state.in_cascade


@pytest.mark.parametrize("sid", IDS)
def test_title_and_story_in_both_languages(sid: str) -> None:
    scenario = BY_ID[sid]
    for part in ("title", "story"):
        en = template(f"chain_reaction.scenario.{sid}.{part}", "en")
        de = template(f"chain_reaction.scenario.{sid}.{part}", "de")
        assert en and de and en != de
    assert scenario.describe("de").startswith(scenario.title("de"))


@pytest.mark.parametrize("sid", IDS)
def test_rules_are_cited(sid: str) -> None:
    assert BY_ID[sid].rules


# --- facts re-derived by hand, independently of the hook --------------------------------------
def test_surplus_cell_keeps_a_marble_after_bursting() -> None:
    scenario = BY_ID["surplus"]
    steps = scenario.last_transition().steps
    # after wave 2 corner a1 holds 3 (capacity 2); it bursts in wave 3 and keeps 1
    after_wave_2, after_wave_3 = steps[2].state, steps[3].state
    assert isinstance(after_wave_2, ChainState) and isinstance(after_wave_3, ChainState)
    assert after_wave_2.count((0, 0)) == 3
    assert (0, 0) in steps[3].event.bursts
    assert after_wave_3.count((0, 0)) == 1


def test_two_marbles_at_exact_capacity_is_no_surplus() -> None:
    scenario = BY_ID["two_marbles_exact"]
    steps = scenario.last_transition().steps
    assert steps[2].state.count((0, 0)) == 2          # type: ignore[attr-defined]
    assert steps[3].state.count((0, 0)) == 0          # type: ignore[attr-defined]
    assert surplus_bursts(scenario.last_transition()) == []


def test_explanation_announces_no_surplus_at_exact_capacity() -> None:
    wave_2 = BY_ID["two_marbles_exact"].last_transition("en").steps[2]
    assert not wave_2.event.surplus
    assert "surplus" not in wave_2.text


def test_explanation_announces_the_surplus_cell() -> None:
    # surplus: a1 gets two marbles in wave 2 on top of its one (3 > capacity 2)
    wave_2 = BY_ID["surplus"].last_transition("en").steps[2]
    assert wave_2.event.surplus == ((0, 0),)
    assert "a1 now holds more marbles than its capacity" in wave_2.text


def test_endless_readings_share_position_and_moves() -> None:
    for stop, free in (("endless_with_stop", "endless_without_stop"),
                       ("too_many_marbles_with_stop", "too_many_marbles")):
        a, b = BY_ID[stop], BY_ID[free]
        assert (a.position, a.moves) == (b.position, b.moves)
        assert a.game.stop_on_win and not b.game.stop_on_win  # type: ignore[attr-defined]
        assert a.final().outcome is not None and a.final().outcome.winner is not None
        assert b.final().outcome is not None and b.final().outcome.reason == "endless_cascade"


def test_too_many_marbles_exceeds_what_a_calm_board_holds() -> None:
    scenario = BY_ID["too_many_marbles"]
    final = scenario.final()
    assert isinstance(final, ChainState)
    # 2x3: four corners hold 1 each, the two edge cells 2 each when calm
    assert final.lay.settled_limit == 4 * 1 + 2 * 2
    assert final.total_marbles() == len(scenario.moves) == 9


def test_long_chain_runs_one_cell_per_wave() -> None:
    facts = BY_ID["long_capture_chain"].facts()
    assert facts["waves"] >= 6
    assert all(len(cells) == 1 for cells in facts["burst_per_wave"])
    assert len(facts["captured"]) >= 6


def test_first_move_protection_keeps_a_player_without_marbles_in_the_game() -> None:
    scenario = BY_ID["first_move_protection"]
    after_first = scenario.replay.states[1]
    assert isinstance(after_first, ChainState)
    assert after_first.marbles(1) == 0 and not after_first.has_moved(1)
    assert after_first.outcome is None and after_first.to_move == 1


def test_captured_cell_probe_reason_reads_in_both_languages() -> None:
    final = BY_ID["captured_cell_is_yours"].final()
    assert "A" in (final.why_illegal("b2", "en") or "")
    assert "gehört A" in (final.why_illegal("b2", "de") or "")


def test_names_sort_by_file_then_rank() -> None:
    assert names([(0, 9), (1, 0), (0, 1)]) == ["a2", "a10", "b1"]


def test_scenarios_are_scenario_objects() -> None:
    assert all(isinstance(s, Scenario) and s.game.name == "chain_reaction" for s in SCENARIOS)


@pytest.mark.parametrize(("language", "holds"), [("en", "corner holds 1"),
                                                 ("de", "Ecke hält 1")])
def test_the_corner_story_counts_as_the_rulebook(language: str, holds: str) -> None:
    # rulebook "Kapazität": a cell holds one marble fewer than it has neighbours, so a corner
    # (two neighbours) holds 1 and bursts with its 2nd marble (CR-2)
    story = BY_ID["first_corner_cascade"].story(language)
    assert holds in story
    game = BY_ID["first_corner_cascade"].game
    assert game.capacity((0, 0)) == 2  # type: ignore[attr-defined]   # it bursts at 2
