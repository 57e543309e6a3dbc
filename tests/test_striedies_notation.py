"""Striedies Strategie notation: moves and positions round-trip, and every NotationError says
what was expected where (DESIGN.md, "Notation")."""

from __future__ import annotations

import pytest

import cubekit
from cubekit.core.game import NotationError
from cubekit.core.grid import Direction
from cubekit.games.striedies import notation
from cubekit.games.striedies.notation import Pass, Roll, parse_move

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W
START2 = "A:a1(1/4/5),b1(1/4/5),a2(1/4/5) B:o14(1/3/2),n15(1/3/2),o15(1/3/2) A"
THREAT3 = "A:c4(4/1/2) B:n1(1/5/3),o1(1/5/3),o2(1/5/3) C:c5(4/2/6) B threat:C:c5>c4"


@pytest.mark.parametrize(("text", "move", "written"), [
    ("b1N", Roll((1, 0), N), "b1N"),
    ("b1N2E", Roll((1, 0), N, 2, E), "b1N2E"),
    (" B1 n 2 o ", Roll((1, 0), N, 2, E), "b1N2E"),   # spaces, case, German O = east
    ("b1N2E1", Roll((1, 0), N, 2, E, 1), "b1N2E1"),
    ("b1N3", Roll((1, 0), N, 3), "b1N3"),
    ("o15W1S1E", Roll((14, 14), W, 1, S, 1, ((E, None),)), "o15W1S1E"),
    ("a15S6", Roll((0, 14), S, 6), "a15S6"),
    ("pass", Pass(), "pass"),
    (" PASS ", Pass(), "pass"),
])
def test_move_notation(text: str, move: Roll | Pass, written: str) -> None:
    assert parse_move(text) == move
    assert str(move) == written
    assert parse_move(written) == move
    assert parse_move(written.lower()) == move


def test_move_text_is_written_canonically() -> None:
    assert str(Roll((1, 0), N)) == "b1N"
    assert str(Roll((1, 0), N, 2, E)) == "b1N2E"
    assert str(Roll((1, 0), N, 2, E, 1)) == "b1N2E1"
    assert str(Roll((14, 14), W, 1, S, 1, ((E, None),))) == "o15W1S1E"
    assert str(Pass()) == "pass"
    assert Roll((1, 0), N, 2, E).directions == (N, E)


@pytest.mark.parametrize(("text", "expected", "position"), [
    ("", "'b1N' (straight north)", 0),
    ("b1", "the first direction", 2),
    ("b1NE", "one direction N, E, S or W", 2),
    ("b1 N O", "one direction N, E, S or W", 3),          # NO (Nord-Ost) is diagonal too
    ("b1X", "N, E, S or W", 2),
    ("b1NN", "one direction letter", 2),
    ("p1N", "a square a1-o15", 0),
    ("a16N", "a square a1-o15", 0),
    ("b1N0", "at least one square", 3),
    ("b1N123", "a number of squares from 1 to 6", 3),
    ("b1N2E+", "a direction", 5),
    ("N", "a square such as 'b1'", 0),
    ("1b", "a square such as 'b1'", 0),
])
def test_move_notation_errors(text: str, expected: str, position: int) -> None:
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert expected in info.value.expected, info.value
    assert info.value.position == position
    with pytest.raises(NotationError, match="must be text"):
        parse_move(42)


def test_diagonals_are_named() -> None:
    with pytest.raises(NotationError, match="'NE' is diagonal"):
        parse_move("b1NE")
    with pytest.raises(NotationError, match="'SO' is diagonal"):
        parse_move("b1N2SO")


def test_docstring_examples() -> None:
    assert cubekit.load("striedies").initial_state().to_text() == START2
    assert START2 in notation.__doc__  # type: ignore[operator]
    assert THREAT3 in notation.__doc__  # type: ignore[operator]
    state = cubekit.load("striedies", players=3).parse_state(THREAT3)
    assert state.to_text() == THREAT3
    threat = state.threat(2)
    assert threat is not None and threat.defenders == ((2, 4),)
    assert threat.attackers == ((2, 3),)


def test_position_round_trip_and_optional_fields() -> None:
    game = cubekit.load("striedies")
    state = game.parse_state(START2.lower())
    assert state.to_text() == START2
    # the dice of a player may be written in any order; the kit writes square order
    shuffled = START2.replace("a1(1/4/5),b1(1/4/5),a2(1/4/5)", "a2(1/4/5),a1(1/4/5),b1(1/4/5)")
    assert game.parse_state(shuffled) == state
    limited = cubekit.load("striedies", turn_limit=10)
    after = limited.parse_state(START2).play("b1N")
    assert after.to_text().endswith(" B turn:1")
    assert limited.parse_state(after.to_text()) == after
    left = cubekit.load("striedies", dice="left")
    assert left.initial_state().to_text() == (
        "A:a1(1/5/4),b1(1/5/4),a2(1/5/4) B:o14(1/2/3),n15(1/2/3),o15(1/2/3) A")


POSITION_ERRORS = [
    ("", "at least 3 fields", 0),
    ("A:a1(1/4/5) B:o15(1/3/2)", "'A:<dice> B:<dice> <player to move>'", 24),
    ("B:o15(1/3/2) A:a1(1/4/5) A", "'A:' and its dice", 0),
    ("A: B:o15(1/3/2) A", "or '-' for none", 2),
    ("A:a1 B:o15(1/3/2) A", "orientation top/north/east in parentheses", 2),
    ("A:a1(1/5/4) B:o15(1/3/2) A", "option dice='right' or 'left'", 5),
    ("A:a1(1/4/4) B:o15(1/3/2) A", "opposite faces summing to 7", 5),
    ("A:p1(1/4/5) B:o15(1/3/2) A", "a square a1-o15", 2),
    ("A:a1(1/4/5) B:o15(1/3/2) C", "A or B", 25),
    ("A:a1(1/4/5) B:o15(1/3/2) C:- A", "this game has 2 players", 25),
    ("A:a1(1/4/5) B:o15(1/3/2) A colour:red", "one of threat:, turn:, result:", 27),
    ("A:a1(1/4/5) B:o15(1/3/2) A turn:1 turn:1", "each field at most once", 34),
    ("A:a1(1/4/5) B:o15(1/3/2) A threat:B", "'threat:<player>:", 27),
    ("A:a1(1/4/5) B:o15(1/3/2) A threat:B:o15", "'>' and the attacking squares", 36),
    ("A:a1(1/4/5) B:o15(1/3/2) A threat:B:o15>zz", "the squares of the attacking dice", 40),
    ("A:a1(1/4/5) B:o15(1/3/2) A threat:B:>a1", "the squares of the threatened dice", 36),
    ("A:a1(1/4/5) B:o15(1/3/2) A threat:E:o15>a1", "A or B", 34),
    ("A:a1(1/4/5) B:o15(1/3/2) A threat:B:o15>a1 threat:B:o15>a1", "one threat: field per", 43),
    ("A:a1(1/4/5) B:o15(1/3/2) A turn:x", "a whole number of turns", 32),
    ("A:a1(1/4/5) B:o15(1/3/2) A result:checkmate", "one of last_player, turn_limit", 34),
    ("A:a1(1/4/5) B:o15(1/3/2) A result:last_player:AA", "each winner once", 34),
]


@pytest.mark.parametrize(("text", "expected", "position"), POSITION_ERRORS)
def test_position_syntax_errors(text: str, expected: str, position: int) -> None:
    with pytest.raises(NotationError) as info:
        cubekit.load("striedies").parse_state(text)
    assert expected in str(info.value), info.value
    assert info.value.position == position


RULE_ERRORS = [
    ({}, "A:a1(1/4/5),b1(1/4/5),a2(1/4/5),c1(1/4/5) B:o15(1/3/2) A", "at most 3 dice"),
    ({}, "A:a1(1/4/5),a1(1/4/5) B:o15(1/3/2) A", "each square at most once"),
    ({}, "A:a1(1/4/5) B:o15(1/3/2) A turn:3", "no turn: field"),
    ({"turn_limit": 2}, "A:a1(1/4/5) B:o15(1/3/2) A turn:3", "from 0 to 2"),
    ({}, "A:a1(1/4/5) B:o15(1/3/2) A threat:B:o14>a1", "squares of B's dice before '>'"),
    ({}, "A:a1(1/4/5) B:o15(1/3/2),o14(1/3/2) A threat:B:o15>o14",
     "squares of dice of B's opponents after '>'"),
    ({}, "A:- B:- A", "dice of at least one player"),
    ({}, "A:a1(1/4/5) B:o15(1/3/2) A result:turn_limit", "no result"),
    ({}, "A:- B:o15(1/3/2) A result:last_player:A", "result:last_player:B"),
    ({"players": 3}, "A:a1(1/4/5) B:- C:o15(1/3/2) B", "a player without dice is out"),
    # B2 on a1 boxed in by A's dice a2 and b1, a tie of 1 + 1 against 2: it cannot answer,
    # so B cannot be to move with this threat (it would have lost a1 already, RULES.md ST-5)
    ({}, "A:a2(1/4/5),b1(1/5/3) B:a1(2/1/3),o15(1/3/2) B threat:B:a1>a2,b1",
     "loses its threatened dice when its turn begins"),
    # issue 17: A to move while B still has a threat from A: B has moved since (a threat
    # ends with the threatened player's turn, ST-5), so no game reaches it
    ({}, "A:a1(1/4/5) B:a2(1/3/2) A threat:B:a2>a1",
     "the attacking die on a1 is A's, but A has not moved since B's last turn"),
    ({"players": 3}, "A:c4(4/1/2) B:n1(1/5/3),c6(1/5/3),o2(1/5/3) C:c5(4/2/6) B "
                     "threat:C:c5>c4,c6", "B has not moved since C's last turn"),
    ({"turn_limit": 9}, "A:a1(1/4/5) B:a2(1/3/2) B threat:B:a2>a1 turn:9",
     "A has not moved since B's last turn"),    # B moved last (the game is over)
    # issue 16: a threat that is no tie between neighbouring dice
    ({}, "A:a1(1/4/5) B:a5(1/3/2) B threat:B:a5>a1", "is no tie between neighbouring dice"),
    ({"players": 3}, "A:a1(1/4/5) B:o1(1/5/3) C:a5(1/3/2) B threat:C:a5>a1",
     "is no tie between neighbouring dice"),
    ({"players": 3}, "A:a1(1/4/5) B:o1(1/5/3) C:a5(1/3/2) C threat:C:a5>a1",
     "is no tie between neighbouring dice"),    # A's die is too far from a5 for any tie
    ({}, "A:a1(1/4/5) B:a2(2/1/3) B threat:B:a2>a1", "with equal sums"),   # 1 against 2
    # B's 1 on c2 is next to A's die on b2 as well: it is threatened too (ST-4: all of them)
    ({}, "A:b2(2/1/3) B:c2(1/5/3),b3(2/1/3) B threat:B:b3>b2", "no tie"),
    # A's 1 on a3 stands next to the threatened b3: it is an attacker too (ST-4)
    ({}, "A:b2(1/4/5),a3(1/4/5) B:b3(2/1/3) B threat:B:b3>b2", "no tie"),
]


@pytest.mark.parametrize(("options", "text", "expected"), RULE_ERRORS)
def test_position_rule_errors(options: dict[str, object], text: str, expected: str) -> None:
    with pytest.raises(NotationError) as info:
        cubekit.load("striedies", **options).parse_state(text)
    assert expected in str(info.value), info.value
    assert info.value.position is not None


TIES = [
    # two players: exactly the tie of the last move (1 + 1 against 2; 1 + 1 against 2)
    ({}, "A:b2(2/1/3) B:c2(1/5/3),b3(1/4/5) B threat:B:c2,b3>b2"),
    ({}, "A:b2(1/4/5),a3(1/4/5) B:b3(2/1/3) B threat:B:b3>b2,a3"),
    ({"turn_limit": 9}, "A:a1(1/4/5) B:a2(1/3/2) A threat:B:a2>a1 turn:9 result:turn_limit"),
    # three players: A tied C, then B moved (the docstring example), or C is to move
    ({"players": 3}, "A:c4(4/1/2) B:n1(1/5/3),o1(1/5/3),o2(1/5/3) C:c5(4/2/6) B "
                     "threat:C:c5>c4"),
    # two ties on A, by B and by C, combined (ST-9 a): the scenario threats_combined
    ({"players": 3}, "A:e3(3/2/1),d4(2/1/3) B:o1(1/5/3),f3(3/1/5) C:c4(2/6/4),o15(1/3/2) A "
                     "threat:A:e3,d4>f3,c4"),
    # A's 2 on c4 and 2 on a4 tied C's 4 on b4; then B's 3 came to d4 and beat the 2 on c4
    # (ST-9 c): a4 still attacks, two squares from where that die stood
    ({"players": 3}, "A:a4(2/1/3) B:o2(1/5/3),d4(3/1/5) C:b4(4/2/6) C threat:C:b4>a4"),
]


@pytest.mark.parametrize(("options", "text"), TIES)
def test_threats_that_ties_leave_are_read(options: dict[str, object], text: str) -> None:
    game = cubekit.load("striedies", **options)
    state = game.parse_state(text)
    assert state.to_text() == text and game.parse_state(text) == state
    assert state.threats()


def test_spellings_of_one_move_are_one_move() -> None:
    # b1 shows 1, e5 shows 3 (3/5/6): written-out squares name the same move (issue 17)
    state = cubekit.load("striedies").parse_state("A:b1(1/4/5),e5(3/5/6) B:o15(1/3/2) A")
    legal = state.legal_moves()
    for text, listed in (("b1N1", "b1N"), ("B1 n 1", "b1N"), ("e5N3", "e5N"),
                         ("e5N2E1", "e5N2E"), ("e5N1W2", "e5N1W")):
        move = state.parse_move(text)
        assert move == state.parse_move(listed) and hash(move) == hash(state.parse_move(listed))
        assert move in legal and str(move) == listed
        assert state.play(text) == state.play(listed)
    # built in code, the written-out move is judged and played like the listed one
    written = Roll((1, 0), N, 1)
    assert written != Roll((1, 0), N) and state.why_illegal(written) is None
    assert state.play(written) == state.play("b1N") == state.explain(written).after
    # a spelling that is no move of that die stays as written, and the rules say why
    assert str(state.parse_move("b1N2")) == "b1N2"
    reason = state.why_illegal("b1N2")
    assert reason is not None and "shows 1: it moves exactly one square" in reason


def test_finished_positions_are_judged() -> None:
    game = cubekit.load("striedies")
    state = game.parse_state("A:e4(4/5/1) B:- A")
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.to_text() == "A:e4(4/5/1) B:- A result:last_player:A"
    assert state.legal_moves() == []
    # the player to move in a finished game is the one that moved last, even if it is out
    lost = game.parse_state("A:- B:o15(1/3/2) A")
    assert lost.outcome is not None and lost.outcome.winners == (1,) and lost.to_move == 0
    limited = cubekit.load("striedies", turn_limit=5)
    drawn = limited.parse_state("A:a1(1/4/5) B:o15(1/3/2) B turn:5")
    assert drawn.outcome is not None and drawn.outcome.is_draw
    assert drawn.to_text().endswith("turn:5 result:turn_limit")
