"""German directions (issue 23, point 5): east is ``O`` (Ost) wherever a German reader reads
or types a move; both letters are read in either language, and files keep the one notation."""

from __future__ import annotations

import re

import pytest

import cubekit
from cubekit.core.events import BeforeMove, MoveHeading
from cubekit.core.i18n import Msg, Notation, directions_in, move_text
from cubekit.core.scenario_files import read_scenarios, to_toml
from cubekit.core.words import describe_shared
from cubekit.widgets.interaction import interaction_for

# a capital E that is a direction in a move written by the kit (squares are lower case)
EAST = re.compile(r"\b[a-o]\d{1,2}(?:-[a-o]\d{1,2})?(?:>|[NSW]\d?)?N?E\d?\b")

MOVES = [("cubeslyde", "c4>O", "c4>E"), ("cubeslyde", "b4-d4>o", "b4-d4>E"),
         ("cubeslyde", "c4>NO", "c4>NE"), ("deblockle", "c1O", "c1E"),
         ("deblockle", "c1O:f1", "c1E:f1"), ("striedies", "b2N2O", "b2N2E"),
         ("striedies", "b2O1N", "b2E1N"), ("cubeslyde", "passen", "pass"),
         ("striedies", "passen", "pass")]


@pytest.mark.parametrize(("game", "german", "english"), MOVES)
def test_a_move_typed_with_o_is_the_move_typed_with_e(game: str, german: str,
                                                      english: str) -> None:
    state = cubekit.load(game).initial_state(seed=0)
    move = state.parse_move(german)
    assert move == state.parse_move(english)
    assert str(move) == english                      # files and records keep one notation
    assert move.text("de") == directions_in(english, "de")
    assert move.text("en") == english
    assert "E" not in move.text("de")


def test_german_notation_writes_o_for_every_east_and_passen_for_a_pass() -> None:
    assert directions_in("b4-d4>E", "de") == "b4-d4>O"
    assert directions_in("c4>SE", "de") == "c4>SO"
    assert directions_in("b1N2E1", "de") == "b1N2O1"
    assert directions_in("pass", "de") == "passen"
    assert directions_in("b4-d4>E", "en") == "b4-d4>E"
    assert move_text("a1", "de") == "a1"             # Kettenreaktion has no directions


@pytest.mark.parametrize("game", ["cubeslyde", "deblockle", "striedies", "chain_reaction"])
def test_every_legal_move_is_read_back_from_its_german_text(game: str) -> None:
    """The German text of a move is notation too: typed back, it is the same move."""
    rules = cubekit.load(game)
    state = rules.initial_state(seed=3)
    seen = 0
    for _ in range(30):
        moves = state.legal_moves()
        if not moves:
            break
        for move in moves:
            german = move_text(move, "de")
            assert "E" not in german, german
            assert state.parse_move(german) == move
            seen += 1
        state = state.play(moves[len(moves) // 2])
    assert seen > 30


def test_messages_write_a_move_in_their_own_language() -> None:
    move = cubekit.load("cubeslyde").initial_state().parse_move("b4-d4>E")
    assert Msg("core.before", {"player": "A", "move": move}).text("de").endswith("b4-d4>O.")
    assert Msg("core.before", {"player": "A", "move": move}).text("en").endswith("b4-d4>E.")
    heading = describe_shared(MoveHeading(3, 0, "c1E:f1"))
    assert heading is not None and "c1O:f1" in heading.text("de")
    assert "c1E:f1" in heading.text("en")
    before = describe_shared(BeforeMove(1, "b2N2E", None))
    assert before is not None and "b2N2O" in before.text("de")
    assert Notation("c4>E") == Notation("c4>E") and hash(Notation("c4>E"))


def test_german_steps_and_move_lists_show_o() -> None:
    game = cubekit.load("cubeslyde")
    scenario = game.scenario("rulebook_example")
    state = scenario.start()
    transition = state.explain("b4-d4>E", "de")
    assert not EAST.search(transition.describe("de"))
    interaction = interaction_for(state, "de")
    labels = [label for label, _ in interaction.candidates()]
    values = [value for _, value in interaction.candidates()]
    assert "b4-d4>O" in labels and "b4-d4>E" in values and not any(
        EAST.search(label) for label in labels)


def test_a_scenario_file_may_write_its_moves_with_o() -> None:
    scenario = cubekit.load("cubeslyde").scenario("rulebook_example")
    text = to_toml([scenario])
    assert '"b4-d4>E"' in text
    [german] = read_scenarios(text.replace('"b4-d4>E"', '"b4-d4>O"'), "de.toml")
    assert german.check().ok
    assert german.final() == scenario.final()
    # saved again, it keeps the letter it was written with and reads back the same
    [again] = read_scenarios(to_toml([german]), "again.toml")
    assert '"b4-d4>O"' in to_toml([german]) and again.final() == scenario.final()


def test_a_scenario_card_lists_probed_moves_with_o_in_german() -> None:
    scenario = cubekit.load("striedies").scenario("reversal_refused")
    german = scenario.fact_value("illegal", scenario.facts()["illegal"], "de")
    english = scenario.fact_value("illegal", scenario.facts()["illegal"], "en")
    assert "c3O1W" in german and "c3E1W" not in german
    assert "c3E1W" in english


def test_a_player_letter_e_and_a_position_keep_their_e_in_german() -> None:
    # only moves are written with O; the fifth player E (and positions) are not directions
    game = cubekit.load("chain_reaction")
    scenario = game.scenario("crowded_2x2")
    out = scenario.fact_value("out", scenario.facts()["out"], "de")
    assert out.endswith("B, C, D, E") and "O" not in out
    assert scenario.fact_value("position", "2x2 .1E/.. A", "de") == "2x2 .1E/.. A"
    assert scenario.fact_value("moves", ["c4>E", "pass"], "de") == "c4>O, passen"
