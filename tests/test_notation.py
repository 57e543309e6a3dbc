"""Kettenreaktion notation (``cubekit/games/chain_reaction/notation.py``): the documented
examples, every kind of error (each says what was expected and where), case-insensitivity."""

from __future__ import annotations

from typing import Any

import pytest

import cubekit
from cubekit.core.game import NotationError
from cubekit.games.chain_reaction import ChainReaction, ChainState, Place
from cubekit.games.chain_reaction import notation as notation_module

A, B = 0, 1


def load(**options: Any) -> ChainReaction:
    game = cubekit.load("chain_reaction", **options)
    assert isinstance(game, ChainReaction)
    return game


GAME3 = load(width=3, height=3)


def parse(text: str, game: ChainReaction = GAME3) -> ChainState:
    state = game.parse_state(text)
    assert isinstance(state, ChainState)
    return state


def contents(state: ChainState) -> dict[str, tuple[int, int | None]]:
    board = state.game.board
    return {board.name(sq): (state.count(sq), state.owner(sq)) for sq in board.squares()
            if state.count(sq)}


# --- the examples of the module docstring -------------------------------------------------------
def test_docstring_lists_the_examples_tested_here() -> None:
    doc = notation_module.__doc__ or ""
    for example in ("3x3 .../.../... A", "3x3 .../.1B./1A.. A", "3x3 1B1B./2B../1B.. A"):
        assert example in doc


def test_example_empty_start() -> None:
    state = parse("3x3 .../.../... A")            # the empty start, A to move
    assert state == GAME3.initial_state()
    assert contents(state) == {} and state.to_move == A and state.outcome is None


def test_example_a_on_a1_b_on_b2() -> None:
    state = parse("3x3 .../.1B./1A.. A")          # A on a1, B on b2, A to move
    assert contents(state) == {"a1": (1, A), "b2": (1, B)}
    assert state.to_move == A
    assert state == GAME3.initial_state().play("a1").play("b2")


def test_example_a_wiped_out() -> None:
    state = parse("3x3 1B1B./2B../1B.. A")        # A has been wiped out: B has won
    assert contents(state) == {"a3": (1, B), "b3": (1, B), "a2": (2, B), "a1": (1, B)}
    assert state.outcome is not None and state.outcome.winners == (B,)
    assert state.legal_moves() == []


def test_ranks_run_from_the_top() -> None:
    # the first rank written is the top one (rank 3), so the text looks like the board
    state = parse("3x3 1A2A./.../..1B B")
    assert contents(state) == {"a3": (1, A), "b3": (2, A), "c1": (1, B)}
    assert state.to_text() == "3x3 1A2A./.../..1B B"


def test_moved_field_is_written_only_when_needed() -> None:
    # after one move A has moved (implied by 1 marble): no moved field
    one = GAME3.initial_state().play("b2")
    assert one.to_text() == "3x3 .../.1A./... B"
    # an explicit moved field that agrees with the marble count changes nothing
    assert parse("3x3 .../.1A./... B moved:A") == one
    # B has moved but holds no marble: that is not implied, so it is written
    state = parse("3x3 .../.1A./... A moved:AB")
    assert state.outcome is not None and state.outcome.winners == (A,)
    assert state.to_text() == "3x3 .../.1A./... A moved:AB"
    # nobody has moved although there is a marble: 'moved:-'
    nobody = parse("3x3 .../.1A./... B moved:-")
    assert not nobody.has_moved(A) and not nobody.has_moved(B)
    assert nobody.to_text() == "3x3 .../.1A./... B moved:-"
    assert parse(nobody.to_text()) == nobody


def test_result_endless() -> None:
    game = load(width=2, height=2, stop_on_win=False)
    state = parse("2x2 2B./.2B B result:endless", game)
    assert state.outcome is not None and state.outcome.reason == "endless_cascade"
    assert state.to_text() == "2x2 2B./.2B B result:endless"
    # without the field the same board is B's ordinary win (A has moved and has no marbles)
    won = parse("2x2 2B./.2B B", game)
    assert won.outcome is not None and won.outcome.winners == (B,)


def test_counts_up_to_seven_are_read() -> None:
    # B has moved and holds nothing: A's win stopped the cascade with a3 far over capacity 2
    state = parse("3x3 7A../.../... B moved:AB")
    assert state.count((0, 2)) == 7
    assert state.outcome is not None and state.outcome.winners == (A,)


def test_a_running_game_is_written_between_moves() -> None:
    # a1 full (capacity 2) while both players still hold marbles: the middle of a cascade
    with pytest.raises(NotationError, match="middle of a cascade: a1 holds"):
        parse("3x3 ..1B/.../2A.. B")
    with pytest.raises(NotationError, match="a1 and c1 hold"):
        parse("3x3 ..1B/.../2A.2A B")
    # the same cell below capacity is an ordinary position
    assert parse("3x3 ..1B/.../1A.. B").outcome is None


# --- case-insensitivity --------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "3X3 .../.1b./1a.. a",
    "3x3 .../.1B./1A.. a",
    "3x3 .../.1b./1A.. A MOVED:ab",
    "3x3 .../.1B./1A.. A Moved:aB",
])
def test_positions_are_case_insensitive(text: str) -> None:
    assert parse(text) == parse("3x3 .../.1B./1A.. A")


def test_result_field_is_case_insensitive() -> None:
    game = load(width=2, height=2, stop_on_win=False)
    assert parse("2x2 2b./.2b b RESULT:ENDLESS", game) == parse("2x2 2B./.2B B result:endless",
                                                                   game)


@pytest.mark.parametrize(("text", "square"), [("c3", (2, 2)), ("C3", (2, 2)), (" a1 ", (0, 0)),
                                              ("B2", (1, 1))])
def test_moves(text: str, square: tuple[int, int]) -> None:
    assert GAME3.initial_state().parse_move(text) == Place(square)
    assert str(Place(square)) == text.strip().lower()


def test_large_board_squares() -> None:
    game = load(width=26, height=12)
    state = game.initial_state()
    assert state.parse_move("z12") == Place((25, 11))
    assert str(Place((25, 11))) == "z12"


# --- errors: what was expected, and where --------------------------------------------------------
# (text, game options, words of the problem, words of `expected`, 0-based position or None)
ERRORS: list[tuple[str, dict[str, Any], str, str, int | None]] = [
    # bad size
    ("3y3 .../.../... A", {}, "'3y3' is not a board size", "<width>x<height>", 0),
    ("1x3 ./././ A", {}, "board size 1x3 is out of range", "a width of 2-26", 0),
    ("27x2 ../.. A", {}, "board size 27x2 is out of range", "a width of 2-26", 0),
    ("3x100 ../.. A", {}, "board size 3x100 is out of range", "a height of 2-99", 0),
    # too few fields
    ("3x3 .../.../...", {}, "at least 3 fields, got 2", "<player to move>", 15),
    # wrong number of ranks
    ("3x3 .../... A", {}, "2 ranks given for a board 3 high", "3 ranks separated by '/'", 4),
    ("3x3 ./../.../... A", {}, "4 ranks given", "3 ranks", 4),
    # too many / too few cells in a rank
    ("3x3 ..../.../... A", {}, "rank 3 has more than 3 cells", "3 cells per rank", 7),
    ("3x3 .../1A1A1A1B/... A", {}, "rank 2 has more than 3 cells", "3 cells per rank", 14),
    ("3x3 ../.../... A", {}, "rank 3 has 2 cells", "3 cells per rank", 6),
    ("3x3 .../.../. A", {}, "rank 1 has 1 cells", "3 cells per rank", 13),
    # bad counts
    ("3x3 8A../.../... A", {}, "8 marbles in one cell are impossible", "a count from 1 to 7", 4),
    ("3x3 .../.0A./... A", {}, "0 marbles in one cell are impossible", "from 1 to 7", 9),
    ("3x3 x../.../... A", {}, "unexpected 'x' in rank 3", "'.' for an empty cell", 4),
    # a count without owner
    ("3x3 ..1/.../... A", {}, "a marble count without its owner", "a player letter after", 7),
    # unknown player letters
    ("3x3 1C../.../... A", {}, "'C' is not a player of this 2-player game",
     "a player letter A-B", 5),
    ("3x3 .../.../... C", {}, "'C' is not a player of this 2-player game", "A-B", 16),
    ("3x3 .../.../... AB", {}, "'AB' is not a player", "a player letter A-B", 16),
    ("3x3 1E../.../... A", {"players": 4}, "'E' is not a player of this 4-player game",
     "a player letter A-D", 5),
    ("3x3 .../.../... A moved:AZ", {}, "'Z' is not a player", "A-B", 25),
    # unknown or repeated fields
    ("3x3 .../.../... A foo:bar", {}, "unknown field 'foo:bar'",
     "'moved:<players>' or 'result:endless'", 18),
    ("3x3 .../.../... A moved:A moved:B", {}, "unknown field 'moved:B'", "'moved:<players>'",
     26),
    ("3x3 .../.../... A result:won", {}, "unknown field 'result:won'", "'result:endless'", 18),
    # a position for another board
    ("2x2 ../.. A", {}, "the position is for a 2x2 board but this game is 3x3", "'3x3 ...'", 0),
]


@pytest.mark.parametrize(("text", "options", "problem", "expected", "position"), ERRORS,
                         ids=[case[2][:40] for case in ERRORS])
def test_notation_errors(text: str, options: dict[str, Any], problem: str, expected: str,
                         position: int | None) -> None:
    game = load(**{"width": 3, "height": 3, **options})
    with pytest.raises(NotationError) as info:
        game.parse_state(text)
    error = info.value
    assert isinstance(error, ValueError)
    assert problem in error.problem
    assert expected in error.expected
    assert error.position == position
    assert error.text == text
    message = str(error)
    assert message.startswith(error.problem)
    assert f"; expected {error.expected}" in message
    assert f"(at character {position + 1} of '{text}')" in message  # type: ignore[operator]


def test_error_positions_point_at_the_problem() -> None:
    cases = {"3x3 1C../.../... A": "C", "3x3 8A../.../... A": "8", "3x3 x../.../... A": "x",
             "3x3 .../.../... A foo:bar": "f"}
    for text, char in cases.items():
        with pytest.raises(NotationError) as info:
            GAME3.parse_state(text)
        assert info.value.position is not None
        assert text[info.value.position] == char


@pytest.mark.parametrize(("text", "problem"), [
    ("d1", "square 'd1' is off the 3x3 board: files run a-c, ranks 1-3"),
    ("a4", "off the 3x3 board"),
    ("a0", "off the 3x3 board"),
    ("pass", "'pass' is not a square"),
    ("1a", "'1a' is not a square; expected the square to place a marble on"),
    ("", "'' is not a square; expected the square to place a marble on"),
    ("a1 b2", "'a1 b2' is not a square; expected the square to place a marble on"),
])
def test_move_errors(text: str, problem: str) -> None:
    with pytest.raises(NotationError) as info:
        GAME3.initial_state().parse_move(text)
    assert problem in str(info.value)
    assert info.value.expected == "the square to place a marble on, e.g. 'c3'"


def test_non_text_input() -> None:
    with pytest.raises(NotationError, match="a position must be text, not int"):
        GAME3.parse_state(33)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="a move must be text, not tuple"):
        GAME3.initial_state().parse_move((0, 0))  # type: ignore[arg-type]


def test_empty_position_text() -> None:
    with pytest.raises(NotationError, match="at least 3 fields, got 0; expected") as info:
        GAME3.parse_state("")
    assert info.value.expected
