"""Cubeslyde notation (``cubekit/games/cubeslyde/notation.py``): the documented examples,
moves, round trips, case-insensitivity and every kind of error (each says what was expected
and where)."""

from __future__ import annotations

from typing import Any

import pytest

import cubekit
from cubekit.core.game import NotationError
from cubekit.games.cubeslyde import WHITE, Cubeslyde, CubeslydeState, Pass, Place, Push
from cubekit.games.cubeslyde import notation as notation_module

A, B, C, D = 0, 1, 2, 3
EMPTY = "....../....../....../....../....../......"


def load(**options: Any) -> Cubeslyde:
    game = cubekit.load("cubeslyde", **options)
    assert isinstance(game, Cubeslyde)
    return game


GAME2 = load()
GAME4 = load(players=4)


def parse(text: str, game: Cubeslyde = GAME2) -> CubeslydeState:
    state = game.parse_state(text)
    assert isinstance(state, CubeslydeState)
    return state


def names(state: CubeslydeState) -> dict[str, str]:
    return {state.game.board.name(s): str(c) for s, c in state.cubes().items()}


# --- the examples of the module docstring -------------------------------------------------------
DOC_START = ("....../....../....../....../....../...... A stage:1A "
             "hand:A123456,B123456,W112233445566")
DOC_EXAMPLE = ("W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B "
               "hand:A456,B12356")
DOC_THREE = ("W1....W2/..B3.../A1A2.C1C2./W3.B4..W4/.A3.C3B6./W5....W6 C stage:1B hand:A456,C456 "
             "lost:B125 out:B")
DOC_LINE = "A1A2A3A4../....../....../....../....../B1B2B3... A result:four_in_a_row:A"


def test_docstring_lists_the_examples_tested_here() -> None:
    doc = notation_module.__doc__ or ""
    for example in (DOC_START, DOC_EXAMPLE, DOC_THREE, DOC_LINE):
        assert example in doc
    for move in ("5@c4", "W2@c4", "c4>E", "a3-c3>E", "pass"):
        assert f"``{move}``" in doc


def test_example_start() -> None:
    state = parse(DOC_START)
    assert state == GAME2.initial_state()             # no seed: A starts
    assert state.to_text() == DOC_START


def test_example_rulebook_push() -> None:
    state = parse(DOC_EXAMPLE)
    assert state.to_text() == DOC_EXAMPLE
    assert names(state)["b4"] == "A1" and names(state)["f4"] == "W2"
    assert state.hand(A) == (4, 5, 6) and state.hand(B) == (1, 2, 3, 5, 6)
    assert state.hand(WHITE) == () and state.lost(WHITE) == ()   # all 12 whites are placed
    after = state.play("b4-d4>E")                     # the tie push of the docstring
    assert after.lost(WHITE) == (2,)


def test_example_three_players_with_neutral_cubes() -> None:
    state = parse(DOC_THREE, load(players=3))
    assert state.to_text() == DOC_THREE
    assert state.is_out(B) and state.to_move == C
    neutral = {state.game.board.name(s) for s, c in state.cubes().items() if c.neutral
               and not c.is_white}
    assert neutral == {"c5", "c3", "e2"}


def test_example_four_in_a_row_derives_stage_and_hands() -> None:
    state = parse(DOC_LINE, GAME4)
    assert state.outcome is not None and state.outcome.winners == (A,)
    assert state.hand(A) == (5, 6) and state.hand(B) == (4, 5, 6)
    assert state.hand(C) == (1, 2, 3, 4, 5, 6) and state.stage == "1B"
    assert state.to_text() == ("A1A2A3A4../....../....../....../....../B1B2B3... A stage:1B "
                               "hand:A56,B456,C123456,D123456 result:four_in_a_row:A")


# --- moves ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "move"), [
    ("5@c4", Place(5, (2, 3))),
    ("W2@c4", Place(2, (2, 3), True)),
    ("w2@C4", Place(2, (2, 3), True)),
    ("c4>E", Push((2, 3), (2, 3), "E")),
    ("c4>o", Push((2, 3), (2, 3), "E")),              # German Ost
    ("a3-c3>E", Push((0, 2), (2, 2), "E")),
    ("c3-a3>w", Push((0, 2), (2, 2), "W")),           # either end first
    ("b2-b5>S", Push((1, 1), (1, 4), "S")),
    ("b5-b2>N", Push((1, 1), (1, 4), "N")),
    ("c4>NE", Push((2, 3), (2, 3), "NE")),            # read, so the rules can refuse it
    ("c4>no", Push((2, 3), (2, 3), "NE")),
    ("a1-c3>E", Push((0, 0), (2, 2), "E")),           # read, refused by the rules
    ("PASS", Pass()),
    ("  pass ", Pass()),
])
def test_moves_are_read(text: str, move: Any) -> None:
    assert GAME2.initial_state().parse_move(text) == move


@pytest.mark.parametrize("move", [Place(5, (2, 3)), Place(2, (2, 3), True),
                                  Push((2, 3), (2, 3), "E"), Push((0, 2), (2, 2), "W"), Pass()])
def test_moves_round_trip(move: Any) -> None:
    state = GAME2.initial_state()
    assert state.parse_move(str(move)) == move
    assert state.parse_move(str(move).lower()) == move


def test_push_squares_run_from_back_to_head() -> None:
    assert Push((0, 2), (2, 2), "E").squares == ((0, 2), (1, 2), (2, 2))
    assert Push((0, 2), (2, 2), "W").squares == ((2, 2), (1, 2), (0, 2))
    assert Push((1, 1), (1, 3), "S").squares == ((1, 3), (1, 2), (1, 1))
    assert str(Push((1, 1), (1, 3), "S")) == "b2-b4>S"


@pytest.mark.parametrize(("text", "expected", "at"), [
    ("", "'5@c4' (place)", 0),
    ("   ", "'5@c4' (place)", 0),
    ("hello", "'5@c4' (place)", 0),
    ("7@c4", "a strength from 1 to 6", 0),
    ("W0@c4", "a strength from 1 to 6", 1),
    ("x@c4", "a strength 1-6 before '@'", 0),
    ("5@z9", "a square a1-f6", 2),
    ("5@zz", "a square after '@'", 2),
    ("5@g1", "a square a1-f6", 2),
    ("5@a7", "a square a1-f6", 2),
    ("c4>", "a direction N, E, S or W after '>'", 3),
    ("c4>X", "N, E, S or W", 3),
    ("c4>NNE", "N, E, S or W", 3),
    ("c9>N", "a square a1-f6", 0),
    ("a1-g1>E", "a square a1-f6", 3),
    ("c-4>N", "a square such as 'c4'", 0),
    ("c4 N", "'5@c4' (place)", 0),
])
def test_bad_moves_say_what_was_expected(text: str, expected: str, at: int) -> None:
    with pytest.raises(NotationError) as info:
        GAME2.initial_state().parse_move(text)
    assert expected in info.value.expected
    assert info.value.position == at


def test_a_move_must_be_text() -> None:
    with pytest.raises(NotationError, match="must be text"):
        GAME2.initial_state().parse_move(42)  # type: ignore[arg-type]


# --- positions --------------------------------------------------------------------------------
def test_positions_are_case_insensitive() -> None:
    text = "W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B hand:A456,B12356"
    assert parse(text.lower()) == parse(text) == parse(text.upper())


def test_fields_may_come_in_any_order_and_lost_is_kept() -> None:
    game = load(white_strengths=(1,) * 12)
    text = ("....../....../....../....../....../A1B1.... A lost:A6,B6,W111111111111 "
            "hand:A2345,B2345 stage:1B")
    state = parse(text, game)
    assert state.lost(A) == (6,) and state.lost(B) == (6,) and state.lost(WHITE) == (1,) * 12
    assert state.hand(A) == (2, 3, 4, 5)
    assert state.to_text() == ("....../....../....../....../....../A1B1.... A stage:1B "
                               "hand:A2345,B2345 lost:A6,B6,W111111111111")


def test_turn_is_written_only_with_a_limit() -> None:
    game = load(players=4, turn_limit=10)
    state = parse(EMPTY + " C turn:7", game)
    assert state.turn == 7 and state.to_text().endswith("turn:7")
    assert parse(EMPTY + " C", game).turn == 0         # missing: 0


def test_round_trips_through_a_game() -> None:
    game = load(players=3, turn_limit=40)
    state = game.initial_state(seed=5)
    import random
    rng = random.Random(5)
    while not state.is_over:
        text = state.to_text()
        assert game.parse_state(text) == state and game.parse_state(text).to_text() == text
        state = state.play(rng.choice(state.legal_moves()))
    assert game.parse_state(state.to_text()) == state


@pytest.mark.parametrize(("text", "players", "expected"), [
    # syntax
    ("", 2, "'<ranks> <player to move> ...'"),
    (EMPTY, 2, "'<ranks> <player to move> ...'"),
    ("....../....../....../....../...... A", 2, "6 ranks (rank 6 first)"),
    ("......./....../....../....../....../...... A", 2, "6 squares per rank"),
    ("...../....../....../....../....../...... A", 2, "6 squares per rank"),
    ("?...../....../....../....../....../...... A", 2, "'.' for an empty square"),
    ("A...../....../....../....../....../...... A", 2, "a strength 1-6 after the letter"),
    ("A7..../....../....../....../....../...... A", 2, "a strength 1-6 after the letter"),
    (".....A/....../....../....../....../...... A", 2, "a strength 1-6 after the letter"),
    ("C1..../....../....../....../....../...... A", 2, "a player letter A-B or W"),
    (EMPTY + " W", 2, "a player letter A-B"),
    (EMPTY + " E", 4, "a player letter A-D"),
    (EMPTY + " A foo:1", 2, "one of stage:, hand:, lost:"),
    (EMPTY + " A bar", 2, "one of stage:, hand:, lost:"),
    (EMPTY + " A stage:1A stage:1A", 2, "each field at most once"),
    (EMPTY + " A stage:3", 2, "1A, 1B or 2"),
    (EMPTY + " A hand:A1,,B2", 2, "entries such as 'A123'"),
    (EMPTY + " A hand:A1,A2", 2, "each owner at most once"),
    (EMPTY + " A hand:A", 2, "one digit 1-6 per cube"),
    (EMPTY + " A hand:A17", 2, "one digit 1-6 per cube"),
    (EMPTY + " A lost:X1", 2, "a player letter A-B or W"),
    (EMPTY + " A out:", 4, "the letters of the players who are out"),
    (EMPTY + " A out:BB", 4, "the letters of the players who are out"),
    (EMPTY + " A out:W", 4, "a player letter A-D"),
    (EMPTY + " A turn:x", 2, "a whole number of turns"),
    (EMPTY + " A result:checkmate", 2, "one of four_in_a_row"),
    (EMPTY + " A result:last_player:AA", 2, "each winner once"),
    # the cubes must add up to the sets (CS-1)
    ("A1A1..../....../....../....../....../...... A", 4, "A's set 123456"),
    (EMPTY + " A hand:A123456", 4, "exactly its set 123456"),
    (EMPTY + " A stage:1A hand:A123456,B123456,W1122334455", 2, "exactly its set 11223344556"),
    (EMPTY + " A lost:A7", 4, "one digit 1-6"),
    # the state must fit the rules
    (EMPTY + " A stage:2", 4, "stage:1B"),
    (EMPTY + " A lost:B123", 4, "out:B"),
    (EMPTY + " A out:B", 4, "out: only for players who lost three cubes"),
    (EMPTY + " B lost:B123 out:B", 4, "a player who is still in the game"),
    (EMPTY + " A turn:3", 4, "no turn: field, or the option turn_limit"),
    (EMPTY + " A result:four_in_a_row:A", 4, "a result that the position shows"),
    (EMPTY + " A result:last_player:A", 4, "a result that the position shows"),
    (EMPTY + " A result:turn_limit", 4, "a result that the position shows"),
    (EMPTY + " A result:no_move:B", 4, "a result that the position shows"),
    (EMPTY + " A result:team_eliminated:AC", 4, "a result that the position shows"),
])
def test_bad_positions_say_what_was_expected(text: str, players: int, expected: str) -> None:
    with pytest.raises(NotationError) as info:
        load(players=players).parse_state(text)
    assert expected in info.value.expected, info.value
    assert "expected" in str(info.value)


def test_errors_point_at_the_problem() -> None:
    text = EMPTY + " A stage:1B hand:A12x"
    with pytest.raises(NotationError) as info:
        GAME4.parse_state(text)
    assert text[info.value.position or 0] == "x"
    with pytest.raises(NotationError) as info:
        GAME4.parse_state(".....Z/....../....../....../....../...... A")
    assert info.value.position == 5


def test_turn_beyond_the_limit() -> None:
    with pytest.raises(NotationError, match="beyond the turn limit"):
        load(players=4, turn_limit=5).parse_state(EMPTY + " A turn:6")


def test_result_checks_in_the_team_variant() -> None:
    teams = load(players=4, teams=True)
    line = "A1A2A3A4../....../....../....../....../...... A"
    assert parse(line + " result:four_in_a_row:AC", teams).outcome is not None
    with pytest.raises(NotationError, match="are not a team"):
        teams.parse_state(line + " result:four_in_a_row:AB")
    with pytest.raises(NotationError, match="not the only player left"):
        teams.parse_state(line + " result:last_player:AC")


def test_no_move_result_needs_the_option() -> None:
    with pytest.raises(NotationError, match="no_move='lose'"):
        GAME4.parse_state(EMPTY + " A result:no_move:B")


def test_a_running_position_is_judged() -> None:
    # without result:, the position is judged as if the previous player had moved
    state = parse("A1A2A3A4../....../....../....../....../...... B", GAME4)
    assert state.outcome is not None and state.outcome.reason == "four_in_a_row"
    # ... but with line_wins="mover_only" a line may stand in a running game (CS-7)
    mover_only = parse("A1A2A3A4../....../....../....../....../...... B",
                       load(players=4, line_wins="mover_only"))
    assert mover_only.outcome is None
    turn_limit = parse(EMPTY + " A turn:5", load(players=4, turn_limit=5))
    assert turn_limit.outcome is not None and turn_limit.outcome.reason == "turn_limit"


def test_a_stuck_player_under_no_move_lose_needs_a_result() -> None:
    # A's four cubes sit in the corners, each blocked on both sides by a stronger cube
    stuck = "A3C5..B5A4/C6....B6/....../....../C4....D6/A1B4..D5A2 A lost:A56"
    assert parse(stuck, GAME4).legal_moves() == [Pass()]
    with pytest.raises(NotationError, match="has no legal action"):
        load(players=4, no_move="lose").parse_state(stuck)


def test_a_position_must_be_text() -> None:
    with pytest.raises(NotationError, match="must be text"):
        GAME2.parse_state(None)  # type: ignore[arg-type]
