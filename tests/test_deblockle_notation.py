"""Deblockle notation: turns and positions round-trip, and every NotationError says what was
expected where (DESIGN.md, "Notation")."""

from __future__ import annotations

import pytest

import cubekit
from cubekit.core.game import NotationError
from cubekit.core.grid import Direction
from cubekit.games.deblockle import notation
from cubekit.games.deblockle.notation import Turn, parse_move

START0 = ("A:c1(x/o/@),e1(*/=/x),c3(=/x/*),e3(x/*/=) "
          "B:c5(x/*/=),e5(=/*/+),c7(=/*/+),e7(+/=/*) A removed:0/0")


def test_turn_notation() -> None:
    assert parse_move("c1N:c4") == Turn((2, 0), Direction.N, (2, 3))
    assert parse_move(" C1n:C4 ") == Turn((2, 0), Direction.N, (2, 3))
    assert parse_move("c1O") == Turn((2, 0), Direction.E, None)     # German Ost
    assert parse_move("g7W") == Turn((6, 6), Direction.W, None)
    assert str(Turn((2, 0), Direction.N, (2, 3))) == "c1N:c4"
    assert str(Turn((2, 0), Direction.S)) == "c1S"
    assert Turn((2, 0), Direction.E).tip_square == (3, 0)


@pytest.mark.parametrize(("text", "expected", "position"), [
    ("", "'c1N:c4'", 0),
    ("c1", "N, E, S or W after the square", 2),
    ("c1X", "blocks never tip diagonally", 2),
    ("c1NE", "blocks never tip diagonally", 2),
    ("h1N", "a square a1-g7", 0),
    ("c8N", "a square a1-g7", 0),
    ("c1N:", "the square where the hop ends", 4),
    ("c1N:zz", "the square where the hop ends", 4),
    ("c1N:c9", "a square a1-g7", 4),
    ("N", "a square such as 'c1'", 0),
    ("pass", "a square such as 'c1'", 0),
])
def test_turn_notation_errors(text: str, expected: str, position: int) -> None:
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert expected in info.value.expected, info.value
    if text:
        assert info.value.position == position
    with pytest.raises(NotationError, match="must be text"):
        parse_move(42)


def test_docstring_examples() -> None:
    game = cubekit.load("deblockle")
    assert game.initial_state(seed=0).to_text() == START0
    assert START0 in notation.__doc__  # type: ignore[operator]
    handicap = ("A:c1(x/o/@),e1(*/=/x),c3(=/x/*),e3(x/*/=) B:d3(*/+/=) A removed:0/1")
    assert handicap in notation.__doc__  # type: ignore[operator]
    state = cubekit.load("deblockle", blocks=(4, 2)).parse_state(handicap)
    assert state.to_text() == handicap
    assert state.block("d3").top == "star"  # type: ignore[union-attr]


def test_position_round_trip_and_optional_fields() -> None:
    game = cubekit.load("deblockle")
    state = game.parse_state(START0.lower())
    assert state.to_text() == START0
    assert game.parse_state(START0.replace(" removed:0/0", "")) == state
    assert game.parse_state(START0 + " blocks:4/4") == state
    assert game.parse_state(START0.replace("c1(x/o/@)", "c1(X/STOP/HOOPS)")) == state
    limited = cubekit.load("deblockle", turn_limit=10)
    after = limited.parse_state(START0).play("c1E:a1")
    assert after.to_text().endswith("removed:0/0 turn:1")
    assert limited.parse_state(after.to_text()) == after


POSITION_ERRORS = [
    ("A:c1(x/o/@)", "at least 3 fields"),
    ("B:c5(x/*/=) A:c1(x/o/@) A", "'A:' and its blocks"),
    ("A: B:c5(x/*/=) A", "or '-' for none"),
    ("A:c1 B:c5(x/*/=) A", "orientation top/north/east in parentheses"),
    ("A:c1(x/o/=) B:c5(x/*/=) A", "face codes of a Deblockle block"),
    ("A:c1(q/o/@) B:c5(x/*/=) A", "face codes of a Deblockle block"),
    ("A:h1(x/o/@) B:c5(x/*/=) A", "a square a1-g7"),
    ("A:c1(x/o/@) B:c5(x/*/=) C", "A or B"),
    ("A:c1(x/o/@) B:c5(x/*/=) A colour:red", "one of removed:, blocks:, turn:, result:"),
    ("A:c1(x/o/@) B:c5(x/*/=) A removed:0/0 removed:0/0", "each field at most once"),
    ("A:c1(x/o/@) B:c5(x/*/=) A removed:x", "separated by '/'"),
    ("A:c1(x/o/@) B:c5(x/*/=) A turn:many", "a whole number of turns"),
    ("A:c1(x/o/@) B:c5(x/*/=) A result:checkmate", "one of all_removed, stuck, turn_limit"),
    ("A:c1(x/o/@) B:c5(x/*/=) A result:all_removed:AA", "each winner once"),
]


@pytest.mark.parametrize(("text", "expected"), POSITION_ERRORS)
def test_position_syntax_errors(text: str, expected: str) -> None:
    with pytest.raises(NotationError) as info:
        cubekit.load("deblockle", blocks=1).parse_state(text)
    assert expected in str(info.value), info.value


RULE_ERRORS = [
    ({"blocks": 1}, "A:c1(x/o/@),e1(x/o/@) B:c5(x/*/=) A", "at most 1"),
    ({"blocks": 2}, "A:c1(x/o/@),c1(x/o/@) B:c5(x/*/=) A", "each square at most once"),
    ({"blocks": 1}, "A:d2(x/o/@) B:c5(x/*/=) A", "no block on d2 or d6"),
    ({"blocks": 1}, "A:c1(x/o/@) B:c5(x/*/=) A removed:1/0", "removed:0/0"),
    ({"blocks": 1}, "A:c1(x/o/@) B:c5(x/*/=) A blocks:4/4", "blocks:1/1"),
    ({"blocks": 1}, "A:- B:- A", "at least one player"),
    ({"blocks": 1}, "A:c1(x/o/@) B:c5(x/*/=) A turn:3", "no turn: field"),
    ({"blocks": 1, "turn_limit": 2}, "A:c1(x/o/@) B:c5(x/*/=) A turn:3", "from 0 to 2"),
    ({"blocks": 1}, "A:c1(x/o/@) B:c5(x/*/=) A result:stuck", "no result"),
    ({"blocks": 1}, "A:- B:c5(x/*/=) B", "A (in a finished game"),
    ({"blocks": 1}, "A:- B:c5(x/*/=) A result:all_removed:B", "result:all_removed:A"),
]


@pytest.mark.parametrize(("options", "text", "expected"), RULE_ERRORS)
def test_position_rule_errors(options: dict[str, object], text: str, expected: str) -> None:
    with pytest.raises(NotationError) as info:
        cubekit.load("deblockle", **options).parse_state(text)
    assert expected in str(info.value), info.value


def test_finished_position_is_judged() -> None:
    state = cubekit.load("deblockle", blocks=1).parse_state("A:- B:c5(x/*/=) A")
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.to_text() == "A:- B:c5(x/*/=) A removed:1/0 result:all_removed:A"
