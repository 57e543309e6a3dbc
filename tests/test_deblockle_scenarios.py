"""Deblockle scenarios (cubekit/games/deblockle/scenarios.py).

The expected facts were reasoned from the rulebook and RULES.md DB-1..DB-9 (see the comments
in scenarios.py); here they are checked against the engine, and key facts are re-derived from
the positions, independently of the facts hook.
"""

from __future__ import annotations

import re

import pytest
import rulebooks

import cubekit
from cubekit.core.grid import Direction, square_name
from cubekit.core.i18n import template
from cubekit.core.scenario import Scenario, scenarios_for
from cubekit.games.deblockle.messages import SCENARIO_IDS
from cubekit.games.deblockle.rules import DeblockleState
from cubekit.games.deblockle.scenarios import SCENARIOS, names, probe

BY_ID = {s.id: s for s in SCENARIOS}
IDS = [s.id for s in SCENARIOS]
PROBED = [s.id for s in SCENARIOS if s.expected.get("illegal")]
RULE_ID = re.compile(r"DB-\d+\b")
# the face that comes up when tipping towards a direction: the one on the far side
_UP = {Direction.N: "south", Direction.E: "west", Direction.S: "north", Direction.W: "east"}


def state_of(scenario: Scenario, index: int) -> DeblockleState:
    state = scenario.replay.states[index]
    assert isinstance(state, DeblockleState)
    return state


def test_ids_are_unique_and_all_have_texts() -> None:
    assert len(IDS) == len(set(IDS))
    assert set(IDS) == set(SCENARIO_IDS)


def test_required_scenarios_exist() -> None:
    required = {"remove_on_goal_star", "star_up_elsewhere_refused", "slider_crosses_star",
                "slider_stops_before_star", "slider_stops_before_star_stop", "hoops_returns",
                "hoops_blocked", "cross_hop", "x_hop", "stop_ends_turn", "no_hop_forbidden",
                "no_hop_skipped", "deblockled_pass", "no_adjacent_refused", "handicap_win"}
    assert required <= set(IDS)


def test_registry_finds_the_scenarios() -> None:
    game = cubekit.load("deblockle")
    assert [s.id for s in game.scenarios()] == IDS
    assert [s.id for s in scenarios_for("deblockle")] == IDS
    assert game.scenario("x_hop") is BY_ID["x_hop"]


@pytest.mark.parametrize("sid", IDS)
def test_tip_face_follows_from_the_orientation(sid: str) -> None:
    # re-derived without the engine's tip table: the far side's face comes up (DB-2, DB-4)
    scenario = BY_ID[sid]
    before = state_of(scenario, -2)
    move = before.parse_move(scenario.moves[-1])
    block = before.block(move.square)
    assert block is not None
    assert scenario.facts()["symbol"] == getattr(block.orientation, _UP[move.direction])


@pytest.mark.parametrize("sid", IDS)
def test_title_and_story_in_both_languages_cite_the_rules(sid: str) -> None:
    scenario = BY_ID[sid]
    for part in ("title", "story"):
        en = template(f"deblockle.scenario.{sid}.{part}", "en")
        de = template(f"deblockle.scenario.{sid}.{part}", "de")
        assert en and de and en != de
    cited = {rule for rule in scenario.rules if RULE_ID.fullmatch(rule)}
    assert cited, "every scenario cites a RULES.md ID"
    for language in ("en", "de"):
        in_story = set(RULE_ID.findall(scenario.story(language)))
        assert in_story and in_story <= cited, (sid, language, in_story - cited)


@pytest.mark.parametrize("sid", PROBED)
def test_probe_reasons_name_the_rule(sid: str) -> None:
    scenario = BY_ID[sid]
    before = state_of(scenario, -2)
    for move, key in scenario.expected["illegal"].items():
        if key is None:
            assert before.why_illegal(move, "en") is None, (sid, move)
            continue
        for language in ("en", "de"):
            text = before.why_illegal(move, language)
            assert text, (sid, move, language)
            # a RULES.md ID, or a rulebook section the scenario cites (e.g. "Schritt eins")
            named = set(RULE_ID.findall(text)) | {r for r in scenario.rules if r in text}
            assert named & set(scenario.rules), (sid, move, text)


# --- paired scenarios: one position, two readings ---------------------------------------------
def test_slider_star_two_readings() -> None:
    passing, stopping = BY_ID["slider_stops_before_star"], BY_ID["slider_stops_before_star_stop"]
    assert (passing.position, passing.moves) == (stopping.position, stopping.moves)
    assert passing.game.slider_star == "pass"  # type: ignore[attr-defined]
    assert stopping.game.slider_star == "stop"  # type: ignore[attr-defined]
    # the same result south ...
    assert passing.final().to_text() == stopping.final().to_text()
    assert passing.facts()["path"] == stopping.facts()["path"] == ["d4", "d3"]
    # ... for different reasons, and north they differ: over d6 to d7 only when passing
    start = state_of(passing, 0)
    start_stop = state_of(stopping, 0)
    assert probe(start, "c4E:d2") == "db.illegal.slider_star"
    assert probe(start_stop, "c4E:d2") == "db.illegal.hop_on_star"
    assert probe(start, "c4E:d7") is None and probe(start_stop, "c4E:d7") is not None
    assert probe(start_stop, "c4E:d5") is None and probe(start, "c4E:d5") is not None
    # re-derived: d1 holds a block, d2 and d6 are the stars, d7 is empty
    assert start.block("d1") is not None and start.block("d7") is None
    crossing = BY_ID["slider_crosses_star"]
    assert crossing.position == passing.position and "d6" in crossing.facts()["path"]


def test_impossible_hop_two_readings() -> None:
    forbid, skip = BY_ID["no_hop_forbidden"], BY_ID["no_hop_skipped"]
    assert forbid.position == skip.position
    assert forbid.game.impossible_hop == "forbid"  # type: ignore[attr-defined]
    assert skip.game.impossible_hop == "skip"  # type: ignore[attr-defined]
    start, start_skip = state_of(forbid, 0), state_of(skip, 0)
    assert probe(start, "b1W") == "db.illegal.no_hop"
    assert probe(start_skip, "b1W") is None
    assert "b1W" not in [str(m) for m in start.legal_moves()]
    # re-derived: a1's only diagonal neighbour b2 is taken, so X cannot hop
    assert start.block("b2") is not None
    final = state_of(skip, -1)
    corner = final.block("a1")
    assert corner is not None and corner.top == "x" and final.to_move == 1


# --- facts re-derived by hand, independently of the hook --------------------------------------
def test_removal_takes_the_block_off_the_goal_star() -> None:
    scenario = BY_ID["remove_on_goal_star"]
    start, final = state_of(scenario, 0), state_of(scenario, -1)
    assert start.game.goal_star(0) == (3, 5)             # d6
    assert final.block("d5") is None and final.block("d6") is None
    assert final.removed(0) == start.removed(0) + 1 and final.on_board(0) == 1


def test_hoops_ends_where_it_began_with_a_new_orientation() -> None:
    scenario = BY_ID["hoops_returns"]
    start, final = state_of(scenario, 0), state_of(scenario, -1)
    before, after = start.block("a1"), final.block("a1")
    assert before is not None and after is not None
    assert before.orientation != after.orientation and after.top == "hoops"
    path = scenario.facts()["path"]
    assert len(path) == 4 and len(set(path)) < 4       # three steps, a square revisited


def test_hoops_straight_route_is_blocked() -> None:
    start = state_of(BY_ID["hoops_blocked"], 0)
    assert start.block("c4") is not None and start.block("c3") is None
    ends = BY_ID["hoops_blocked"].facts()["ends"]
    # three steps from c2 reach squares at odd distance 1 or 3 only
    for name in ends:
        col, row = ord(name[0]) - ord("a"), int(name[1]) - 1
        assert abs(col - 2) + abs(row - 1) in (1, 3), name
    assert "c5" not in ends and "d2" not in ends


def test_deblockled_player_passes_and_the_opponent_moves_twice() -> None:
    scenario = BY_ID["deblockled_pass"]
    middle = state_of(scenario, 1)
    assert middle.to_move == 0 and middle.is_stuck(1) and not middle.is_stuck(0)
    assert [b.square for b in middle.blocks(1)] == [(0, 6)]     # a7
    assert middle.block("a6") is not None and middle.block("b7") is not None
    final = state_of(scenario, -1)
    assert not final.is_stuck(1) and final.to_move == 1


def test_adjacency_variant_refuses_what_the_default_allows() -> None:
    scenario = BY_ID["no_adjacent_refused"]
    default = cubekit.load("deblockle").parse_state(scenario.position)
    for move, key in scenario.expected["illegal"].items():
        assert probe(default, move) is None, move
        if key is not None:
            assert probe(state_of(scenario, 0), move) == "db.illegal.adjacent"
    final = state_of(scenario, -1)
    mine = {b.square for b in final.blocks(0)}
    theirs = {b.square for b in final.blocks(1)}
    assert not any((c + dc, r + dr) in theirs for c, r in mine
                   for dc, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)))


def test_handicap_game_counts() -> None:
    scenario = BY_ID["handicap_win"]
    game = scenario.game
    assert game.block_counts == (4, 2)  # type: ignore[attr-defined]
    initial = game.initial_state()
    assert names(b.square for b in initial.blocks(1)) == ["c7", "e7"]   # B's back row, DB-8
    assert len(initial.blocks(0)) == 4
    outcome = scenario.final().outcome
    assert outcome is not None and outcome.winners == (1,)
    assert [square_name(b.square) for b in state_of(scenario, 0).blocks(1)] == ["d3"]


# --- issue 13: rulebook sections in the reader's language, option values in words ----------
def test_scenario_rules_are_sections_or_rule_ids() -> None:
    from cubekit.games import entry
    from cubekit.games.deblockle.messages import SECTIONS

    game = entry("deblockle")
    for title, name in SECTIONS.items():
        assert game.section(title).text("de") == f"„{title}“"
        english = game.section(title).text("en")
        assert english.endswith(f"('{title}')") and not english.startswith("(")
        assert name in {"aim", "overview", "setup", "symbols", "gameplay", "tip", "hop",
                        "star_spaces", "deblockled", "variants", "fewer_blocks", "no_adjacent"}
    for scenario in SCENARIOS:
        for rule in scenario.rules:
            assert rule in SECTIONS or RULE_ID.fullmatch(rule), (scenario.id, rule)
        labels = {language: scenario.rule_labels(language) for language in ("en", "de")}
        assert len(labels["en"]) == len(scenario.rules)
        for rule, en, de in zip(scenario.rules, labels["en"], labels["de"], strict=True):
            if rule in SECTIONS:
                assert de == f"„{rule}“" and en != de and f"'{rule}'" in en
            else:
                assert en == de == rule


def test_sections_are_printed_as_the_rulebook_has_them() -> None:
    from cubekit.games.deblockle.messages import SECTIONS

    text = rulebooks.require("deblockle").lower()   # the rulebook writes headings in capitals
    for title in SECTIONS:
        assert title.lower() in text, title


def test_reasons_cite_the_rulebook_section_in_the_reader_language() -> None:
    state = cubekit.load("deblockle").initial_state(seed=0)
    english, german = state.why_illegal("c5N", "en"), state.why_illegal("c5N", "de")
    assert english is not None and german is not None
    assert "(rulebook: Step one: tip a block ('Schritt eins: Tipp einen Block'))" in english
    assert "(Regelheft: „Schritt eins: Tipp einen Block“)" in german


def test_option_values_in_words() -> None:
    from cubekit.widgets.compare import option_label

    expected = {("slider_star", "stop"): ("DB-5: a star stops a slider",
                                          "DB-5: ein Stern hält einen Slider auf"),
                ("impossible_hop", "skip"): ("DB-6: the hop is left out, the tip stands alone",
                                             "DB-6: der Sprung entfällt, das Kippen allein ist "
                                             "der Zug"),
                ("no_adjacent", True): ("DB-8: no block may end next to an opponent's",
                                        "DB-8: kein Block darf neben einem gegnerischen enden"),
                ("start_player", 1): ("DB-10: B begins", "DB-10: B beginnt")}
    for (name, value), (en, de) in expected.items():
        game = cubekit.load("deblockle", **{name: value})
        assert option_label(game, name, "en") == en
        assert option_label(game, name, "de") == de
    default = cubekit.load("deblockle")
    for option in default.options():
        for value in option.choices or ((True, False) if isinstance(option.default, bool)
                                        else ()):
            key = f"deblockle.option.{option.name}.{value}"
            assert template(key, "en") != template(key, "de"), key
