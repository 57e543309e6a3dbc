"""The Cubeslyde teaching scenarios: every stated result holds, every move is legal, paired
scenarios differ as their rule options say, and every scenario reads in English and German.

The expected values live in ``cubekit/games/cubeslyde/scenarios.py`` next to the reasoning
that produced them; here they are checked against the engine, and the key facts are
re-derived from the positions, independently of the facts hook.
"""

from __future__ import annotations

import re

import pytest
import rulebooks

import cubekit
from cubekit.core.i18n import template, tr
from cubekit.core.scenario import Scenario, scenarios_for
from cubekit.games.cubeslyde.events import Pushed
from cubekit.games.cubeslyde.messages import SCENARIO_IDS
from cubekit.games.cubeslyde.notation import WHITE, Pass
from cubekit.games.cubeslyde.rules import CubeslydeState
from cubekit.games.cubeslyde.scenarios import SCENARIOS, names, probe

BY_ID = {s.id: s for s in SCENARIOS}
IDS = [s.id for s in SCENARIOS]
PROBED = [s.id for s in SCENARIOS if "illegal" in s.expected]
RULE_ID = re.compile(r"CS-\d+\b")


def state_of(scenario: Scenario, index: int) -> CubeslydeState:
    state = scenario.replay.states[index]
    assert isinstance(state, CubeslydeState)
    return state


def test_ids_are_unique_and_all_have_texts() -> None:
    assert len(IDS) == len(set(IDS))
    assert set(IDS) == set(SCENARIO_IDS)


def test_required_scenarios_exist() -> None:
    required = {"rulebook_example", "tie_push", "fails_by_one", "across_line",
                "own_behind_opponent_carried", "own_behind_opponent_blocks", "own_cube_off",
                "elimination_2p", "elimination_3p", "diagonal_four", "line_for_other_any",
                "line_for_other_mover_only", "placement_obligation", "push_in_stage_1b",
                "team_win", "no_legal_action"}
    assert required <= set(IDS)


def test_registry_finds_the_scenarios() -> None:
    game = cubekit.load("cubeslyde")
    assert [s.id for s in game.scenarios()] == IDS
    assert [s.id for s in scenarios_for("cubeslyde")] == IDS
    assert game.scenario("tie_push") is BY_ID["tie_push"]


def test_scenarios_are_cubeslyde_scenarios() -> None:
    assert all(isinstance(s, Scenario) and s.game.name == "cubeslyde" for s in SCENARIOS)


@pytest.mark.parametrize("sid", IDS)
def test_title_and_story_in_both_languages(sid: str) -> None:
    scenario = BY_ID[sid]
    for part in ("title", "story"):
        en = template(f"cubeslyde.scenario.{sid}.{part}", "en")
        de = template(f"cubeslyde.scenario.{sid}.{part}", "de")
        assert en and de and en != de
    assert scenario.describe("de").startswith(scenario.title("de"))


@pytest.mark.parametrize("sid", IDS)
def test_rules_are_cited_in_the_scenario_and_its_story(sid: str) -> None:
    scenario = BY_ID[sid]
    cited = {rule for rule in scenario.rules if RULE_ID.fullmatch(rule)}
    assert cited, "every scenario cites a RULES.md ID"
    for language in ("en", "de"):
        in_story = set(RULE_ID.findall(scenario.story(language)))
        assert in_story, (sid, language)
        assert in_story <= cited, (sid, language, in_story - cited)


@pytest.mark.parametrize("sid", PROBED)
def test_probe_reasons_name_the_rule(sid: str) -> None:
    scenario = BY_ID[sid]
    final = scenario.final()
    refused = {move: key for move, key in scenario.expected["illegal"].items() if key}
    legal = [move for move, key in scenario.expected["illegal"].items() if key is None]
    assert refused or legal
    for move in legal:
        assert final.why_illegal(move, "en") is None
    for move in refused:
        for language in ("en", "de"):
            text = final.why_illegal(move, language)
            assert text, (sid, move, language)
            assert any(rule in text for rule in scenario.rules), (sid, move, text)


# --- paired scenarios: one position, two readings ---------------------------------------------
def test_own_behind_opponent_same_move_two_readings() -> None:
    carried, blocks = BY_ID["own_behind_opponent_carried"], BY_ID["own_behind_opponent_blocks"]
    assert carried.position == blocks.position
    assert carried.game.own_in_line == "carried"  # type: ignore[attr-defined]
    assert blocks.game.own_in_line == "blocks"  # type: ignore[attr-defined]
    assert carried.moves[:-1] == blocks.moves
    push = carried.moves[-1]
    # the identical position before the push: legal when carried, refused when blocking
    before_carried = state_of(carried, -2)
    assert before_carried.to_text() == blocks.final().to_text()
    assert probe(before_carried, push) == (None, None)
    assert probe(blocks.final(), push) == ("cs.illegal.own_blocks", None)
    # re-derived: the defence is the opponent's cubes in the line only (CS-4)
    line = ["c3", "d3", "e3"]
    cubes = [before_carried.cube(sq) for sq in line]
    assert all(c is not None for c in cubes)
    opponents = sum(c.strength for c in cubes if c is not None and c.owner != 0)
    everyone = sum(c.strength for c in cubes if c is not None)
    attacker = before_carried.cube("b3")
    assert attacker is not None
    assert opponents <= attacker.strength < everyone
    assert carried.facts()["defence"] == opponents
    # and the own cube really travelled one square east
    assert state_of(carried, -1).cube("e3") == before_carried.cube("d3")


def test_line_for_other_two_readings() -> None:
    anyone, mover = BY_ID["line_for_other_any"], BY_ID["line_for_other_mover_only"]
    assert (anyone.position, anyone.moves) == (mover.position, mover.moves)
    assert anyone.game.line_wins == "any"  # type: ignore[attr-defined]
    assert mover.game.line_wins == "mover_only"  # type: ignore[attr-defined]
    a_final, m_final = state_of(anyone, -1), state_of(mover, -1)
    assert a_final.outcome is not None and a_final.outcome.winners == (1,)
    assert a_final.outcome.rule == "CS-7"
    assert m_final.outcome is None and m_final.to_move == 1
    # the board is the same; only the reading differs
    assert a_final.cells == m_final.cells
    row = [m_final.cube((col, 3)) for col in range(1, 5)]        # b4-e4
    assert [None if c is None else c.owner for c in row] == [1, 1, 1, 1]
    # under mover_only B wins with its own next move while the row still stands
    after = m_final.play("5@a5")
    assert after.outcome is not None and after.outcome.winners == (1,)
    assert after.outcome.reason == "four_in_a_row" and after.outcome.rule is None


def test_team_partner_cube_two_readings() -> None:
    defend, own = BY_ID["team_win"], BY_ID["team_win_partner_own"]
    assert (defend.position, defend.moves) == (own.position, own.moves)
    start = state_of(defend, 0)
    partner, opponent = start.cube("e3"), start.cube("f3")
    assert partner is not None and partner.owner == 2       # C, A's partner
    assert opponent is not None and opponent.owner == 3     # D
    assert defend.facts()["defence"] == partner.strength + opponent.strength
    assert own.facts()["defence"] == opponent.strength
    for scenario in (defend, own):
        outcome = scenario.final().outcome
        assert outcome is not None and outcome.winners == (0, 2)


def test_no_legal_action_two_readings() -> None:
    passing, losing = BY_ID["no_legal_action"], BY_ID["no_legal_action_lose"]
    assert passing.position == losing.position
    assert passing.moves == (*losing.moves, "pass")
    start = state_of(passing, 0)
    blocked = state_of(passing, 1)
    assert start.has_action(1)            # before A's move, B could still push east to c1
    assert not blocked.has_action(1)      # afterwards nothing is left
    assert blocked.legal_moves() == [Pass()]
    assert passing.final().outcome is None and passing.final().to_move == 0
    outcome = losing.final().outcome
    assert outcome is not None and outcome.reason == "no_move" and outcome.winners == (0,)


# --- facts re-derived by hand, independently of the hook --------------------------------------
def test_rulebook_example_sums() -> None:
    scenario = BY_ID["rulebook_example"]
    start = state_of(scenario, 0)
    group = [start.cube(sq) for sq in ("b4", "c4", "d4")]
    line = [start.cube(sq) for sq in ("e4", "f4")]
    assert [c.strength for c in group if c] == [1, 2, 3]
    assert [str(c) for c in line] == ["B4", "W2"]
    assert sum(c.strength for c in group if c) == sum(c.strength for c in line if c) == 6
    final = state_of(scenario, -1)
    assert final.lost(WHITE) == (2,)
    assert [str(final.cube(sq)) for sq in ("c4", "d4", "e4", "f4")] == ["A1", "A2", "A3", "B4"]


def test_fails_by_one_reason_names_both_sums() -> None:
    final = BY_ID["fails_by_one"].final()
    english = final.why_illegal("b3-c3>E", "en") or ""
    german = final.why_illegal("b3-c3>E", "de") or ""
    assert "strength 3" in english and "defence 4" in english
    assert "Schiebestärke 3" in german and "Verteidigungsstärke 4" in german
    # before B's placement the same push was a legal tie: the start position with A to move
    scenario = BY_ID["fails_by_one"]
    assert " B stage:" in scenario.position
    before = scenario.game.parse_state(scenario.position.replace(" B stage:", " A stage:"))
    assert probe(before, "b3-c3>E") == (None, None)
    tie = before.explain("b3-c3>E").steps[0].event
    assert isinstance(tie, Pushed) and tie.strength == tie.defence == 3


def test_elimination_3p_neutral_cubes_and_turn_order() -> None:
    scenario = BY_ID["elimination_3p"]
    start, middle, final = (state_of(scenario, i) for i in (0, 1, 2))
    c_squares = start.squares_of(2)
    assert start.lost_count(2) == 2 and len(c_squares) == 4
    assert middle.is_out(2) and middle.to_move == 1          # C out, B moves on
    pushed_off = (5, 3)                                     # f4, at the end of A's push
    assert pushed_off in c_squares and middle.lost(2) == (3, 5, 6)
    for square in c_squares:
        if square == pushed_off:
            continue
        before, after = start.cube(square), middle.cube(square)
        assert before is not None and after is not None
        assert not before.neutral
        assert (after.owner, after.strength, after.neutral) == (2, before.strength, True)
    assert final.to_move == 0                               # C is skipped
    assert final.outcome is None and final.remaining() == [0, 1]


def test_diagonal_four_is_a_diagonal() -> None:
    line = BY_ID["diagonal_four"].facts()["line"]
    squares = [(ord(name[0]) - ord("a"), int(name[1:]) - 1) for name in line]
    cols = [c for c, _ in squares]
    rows = [r for _, r in squares]
    assert cols == list(range(cols[0], cols[0] + 4))
    assert rows == list(range(rows[0], rows[0] - 4, -1))


def test_placement_obligation_counts() -> None:
    final = state_of(BY_ID["placement_obligation"], -1)
    assert final.to_move == 1 and final.on_board(1) == 2 and final.hand(1)
    assert all(type(m).__name__ == "Place" for m in final.legal_moves())


def test_push_in_stage_1b_keeps_the_stage() -> None:
    scenario = BY_ID["push_in_stage_1b"]
    start, final = state_of(scenario, 0), state_of(scenario, -1)
    assert start.stage == final.stage == "1B"
    assert start.on_board(0) == 3 and start.hand(0)
    assert not final.hand(1)


def test_team_win_keeps_a_player_with_three_lost_in_the_game() -> None:
    start = state_of(BY_ID["team_win"], 0)
    assert start.lost_count(1) == 3 and start.on_board(1) > 0
    assert not start.is_out(1)


def test_stage_1a_whites_come_first() -> None:
    scenario = BY_ID["stage_1a_whites"]
    first = state_of(scenario, 1)
    assert probe(first, "3@a1")[0] == "cs.illegal.whites_first"
    assert probe(first, "c3>E")[0] == "cs.illegal.push_in_1a"
    whites = [len(state_of(scenario, i).hand(WHITE)) for i in range(len(scenario.moves) + 1)]
    assert whites == list(range(12, -1, -1))


def test_names_sort_by_file_then_rank() -> None:
    assert names([(0, 5), (1, 0), (0, 1)]) == ["a2", "a6", "b1"]


# --- issue 13: citations and option values in the reader's language ---------------------------
def test_every_rule_of_a_scenario_is_a_section_or_a_decision() -> None:
    from cubekit.games import entry
    from cubekit.games.cubeslyde.messages import SECTIONS

    for title in SECTIONS:
        assert entry("cubeslyde").section(title).text("de") == f"„{title}“"
        assert f"('{title}')" in entry("cubeslyde").section(title).text("en")
    for scenario in SCENARIOS:
        for rule in scenario.rules:
            assert rule in SECTIONS or re.fullmatch(r"CS-\d+", rule), (scenario, rule)
        labels = scenario.rule_labels("de")
        assert all("'" not in label for label in labels), labels


def test_sections_are_printed_as_the_rulebook_has_them() -> None:
    from cubekit.games.cubeslyde.messages import SECTIONS

    text = rulebooks.require("cubeslyde")
    for title in SECTIONS:
        assert title in text, title


def test_option_values_in_words() -> None:
    from cubekit.widgets.compare import option_label

    game = cubekit.load("cubeslyde")
    for option in game.options():
        choices = option.choices or ((True, False) if isinstance(option.default, bool) else ())
        for value in choices:
            for language in ("en", "de"):
                key = f"cubeslyde.option.{option.name}.{value}"
                assert tr(key, language), key
    blocks = cubekit.load("cubeslyde", own_in_line="blocks")
    assert option_label(blocks, "own_in_line", "en") == "CS-4: own cube blocks"
    assert option_label(blocks, "own_in_line", "de") == "CS-4: eigener Cube blockiert"


def test_a_card_about_a_refused_push_draws_that_push() -> None:
    """The last move of ``fails_by_one`` only places B's cube; the card is about A's pushes
    that are refused after it, so it draws the first one: A1 and A2 framed, an arrow into
    B3, crossed out as refused (issue 23, pictures mark the move)."""
    game = cubekit.load("cubeslyde")
    item, marks = game.scenario("fails_by_one").picture_marks()
    assert item == game.scenario("fails_by_one").final()
    assert marks == {"highlight": frozenset({(1, 2), (2, 2)}), "arrows": (((2, 2), (3, 2)),),
                     "refused": True}
    # a scenario whose last move is the subject keeps the marked last step
    step, none = game.scenario("tie_push").picture_marks()
    assert none == {} and step.event == game.scenario("tie_push").picture_step().event
    assert "<img" in game.scenario("fails_by_one")._repr_html_()
