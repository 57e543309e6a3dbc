"""Cubeslyde rules, reasoned by hand from the rulebook and RULES.md (CS-1 .. CS-12).

Every expected value is worked out in the comments from the rules, not copied from the
engine's output. Rulebook sections are cited by their German headings (*1A*, *1B*,
*Phase 2*, *Regeln für das Wegschieben*, *Ausscheiden*, *Team-Variante*, ...).

Positions are written with :func:`position`, which builds the notation text here, independently
of the engine: cubes per square, and every white that is not on the board (nor given in
``hand``) counted as lost, so that all 24 cubes add up; the players' hands are left out and so
are worked out as set - board - lost (documented in ``notation.py``).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import cubekit
from cubekit.core.game import IllegalMoveError
from cubekit.core.grid import Direction
from cubekit.core.i18n import Msg
from cubekit.games.cubeslyde import WHITE, Cubeslyde, CubeslydeState, Pass, Place, Push
from cubekit.games.cubeslyde.events import (
    Eliminated,
    Fell,
    LastPlayer,
    LineCompleted,
    NoActionOut,
    OutOfCubes,
    Passed,
    Placed,
    Pushed,
    TeamEliminated,
    TurnLimitReached,
)

A, B, C, D = 0, 1, 2, 3
SETS = {"beginner": [1] * 6, "intermediate": [1, 1, 2, 2, 3, 3], "expert": [1, 2, 3, 4, 5, 6]}


def load(**options: Any) -> Cubeslyde:
    game = cubekit.load("cubeslyde", **options)
    assert isinstance(game, Cubeslyde)
    return game


def sq(name: str) -> tuple[int, int]:
    return ("abcdef".index(name[0]), int(name[1:]) - 1)


def position(game: Cubeslyde, cubes: dict[str, str], to_move: str = "A", *,
             hand: dict[str, str] | None = None, lost: dict[str, str] | None = None,
             out: str = "", extra: str = "") -> CubeslydeState:
    """A position from ``{"c3": "A5", ...}``; whites missing from board and hand are lost."""
    ranks = []
    for row in range(6, 0, -1):
        ranks.append("".join(cubes.get(f"{f}{row}", ".") for f in "abcdef"))
    whites = sorted(SETS[game.level] * (4 - game.players))
    for token in list(cubes.values()) + ["W" + s for s in (hand or {}).get("W", "")]:
        if token[0] == "W":
            whites.remove(int(token[1]))
    lost = dict(lost or {})
    if whites:
        lost["W"] = lost.get("W", "") + "".join(map(str, whites))
    fields = ["/".join(ranks), to_move]
    if hand is not None:
        fields.append("hand:" + ",".join(k + v for k, v in hand.items()))
    if lost:
        fields.append("lost:" + ",".join(k + v for k, v in lost.items()))
    if out:
        fields.append("out:" + out)
    if extra:
        fields.append(extra)
    state = game.parse_state(" ".join(fields))
    assert isinstance(state, CubeslydeState)
    return state


def board(state: CubeslydeState) -> dict[str, str]:
    return {f"{'abcdef'[c]}{r + 1}": str(cube) for (c, r), cube in state.cubes().items()}


def refused(state: CubeslydeState, move: str) -> IllegalMoveError:
    """The move is illegal: play raises, naming the reason in English and German."""
    with pytest.raises(IllegalMoveError) as info:
        state.play(move)
    german = state.why_illegal(move, "de")
    assert german and german != state.why_illegal(move, "en")
    assert info.value.message is not None
    return info.value


# =============================================================================================
# CS-1: cube sets and white blockers; options
# =============================================================================================
@pytest.mark.parametrize(("players", "level", "whites"), [
    # 2 players: the sets of the two missing players; 3: one set; 4: none (CS-1)
    (2, "expert", [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]),
    (2, "beginner", [1] * 12),
    (2, "intermediate", [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]),
    (3, "expert", [1, 2, 3, 4, 5, 6]),
    (3, "intermediate", [1, 1, 2, 2, 3, 3]),
    (4, "expert", []),
])
def test_white_blockers_are_the_missing_sets(players: int, level: str, whites: list[int]) -> None:
    game = load(players=players, level=level)
    state = game.initial_state()
    assert list(state.hand(WHITE)) == whites
    for player in range(players):
        assert list(state.hand(player)) == SETS[level]   # rulebook *Schwierigkeitsstufen*
    assert state.cubes() == {}
    # 24 cubes in all: 6 per player plus the whites
    assert sum(len(state.hand(o)) for o in (*range(players), WHITE)) == 24


def test_explicit_white_strengths_option() -> None:
    game = load(white_strengths=(6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1))
    assert game.initial_state().hand(WHITE) == (1,) * 6 + (6,) * 6
    assert load(players=3, white_strengths=[2] * 6).white_set == (2,) * 6   # a list works
    with pytest.raises(ValueError, match=r"expected 12 strengths from 1 to 6.*CS-1"):
        load(white_strengths=(1, 2, 3))
    with pytest.raises(ValueError, match="CS-1"):
        load(players=3, white_strengths=(1, 2, 3, 4, 5, 7))


@pytest.mark.parametrize(("options", "match"), [
    ({"players": 5}, "expected 2, 3 or 4"),
    ({"players": 1}, "expected 2, 3 or 4"),
    ({"level": "hard"}, "expected 'beginner', 'intermediate' or 'expert'"),
    ({"teams": True}, "team variant needs 4 players"),
    ({"players": 3, "teams": True}, "team variant needs 4 players"),
    ({"start_player": 2}, "expected 0-1"),
    ({"own_in_line": "ignored"}, "expected 'carried' or 'blocks'"),
    ({"partner_cubes": "own"}, "only applies to the team variant"),
    ({"line_wins": "all"}, "'any' or 'mover_only'"),
    ({"no_move": "skip"}, "'pass' or 'lose'"),
    ({"turn_limit": 0}, "CS-10"),
])
def test_bad_options_say_what_is_expected(options: dict[str, Any], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        load(**options)


def test_german_level_names_are_accepted() -> None:
    assert load(level="Einsteiger").level == "beginner"
    assert load(level="mittelschwer").level == "intermediate"
    assert load(level="Experten") == load(level="expert")


def test_options_carry_rule_ids() -> None:
    rules = {o.name: o.rule for o in Cubeslyde.options()}
    assert rules == {"players": "CS-1", "level": "CS-1", "teams": "CS-11",
                     "start_player": "CS-12", "white_strengths": "CS-1",
                     "own_in_line": "CS-4", "partner_cubes": "CS-5", "line_wins": "CS-7",
                     "no_move": "CS-9", "turn_limit": "CS-10"}
    game = load(players=4, teams=True, turn_limit=50)
    assert eval(repr(game), {"cubekit": cubekit}) == game


# =============================================================================================
# CS-12: start player
# =============================================================================================
def test_start_player_is_drawn_with_the_seed_or_given() -> None:
    game = load(players=4)
    starts = {seed: game.initial_state(seed=seed).to_move for seed in range(40)}
    assert set(starts.values()) == {0, 1, 2, 3}      # every seat can be drawn
    assert all(game.initial_state(seed=s).to_move == t for s, t in starts.items())  # repeatable
    assert game.initial_state().to_move == A         # no seed: A, reproducible for notebooks
    given = load(players=4, start_player=2)
    assert {given.initial_state(seed=s).to_move for s in range(10)} == {C}


# =============================================================================================
# Stage 1A (rulebook 1A; CS-2)
# =============================================================================================
def test_stage_1a_only_white_placements() -> None:
    state = load(start_player=0).initial_state()
    assert state.stage == "1A"
    moves = state.legal_moves()
    # 6 different white strengths on 36 free squares, nothing else (CS-2: the placer chooses)
    assert len(moves) == 6 * 36
    assert all(isinstance(m, Place) and m.white for m in moves)
    assert refused(state, "3@c4").message.key == "cs.illegal.whites_first"   # type: ignore


def test_whites_are_placed_in_turn_then_stage_1b() -> None:
    game = load(start_player=1)
    state = game.initial_state()
    order = []
    squares = [f"{f}{r}" for r in (1, 2) for f in "abcdef"]
    strengths = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
    for square, strength in zip(squares, strengths, strict=True):
        order.append(state.to_move)
        state = state.play(f"W{strength}@{square}")
    assert order == [B, A] * 6                       # alternately, from the start player
    assert state.stage == "1B" and state.hand(WHITE) == ()
    assert state.to_move == B                        # 12 placements: B's turn again
    assert all(isinstance(m, Place) and not m.white for m in state.legal_moves())
    assert refused(state, "W1@c3").message.key == "cs.illegal.no_whites_left"  # type: ignore


def test_three_players_place_six_whites() -> None:
    state = load(players=3, start_player=0).initial_state()
    for k, name in enumerate(["a1", "b1", "c1", "d1", "e1", "f1"]):
        assert state.stage == "1A" and state.to_move == k % 3
        state = state.play(f"W{k + 1}@{name}")
    assert state.stage == "1B" and state.to_move == A


def test_four_players_start_in_stage_1b() -> None:
    state = load(players=4).initial_state()
    assert state.stage == "1B"                       # no whites with 4 players
    assert len(state.legal_moves()) == 6 * 36        # six strengths, 36 squares


def test_a_white_strength_that_is_used_up() -> None:
    state = load(start_player=0).initial_state().play("W6@a1").play("W6@b1")
    error = refused(state, "W6@c1")
    assert error.message.key == "cs.illegal.no_white_strength"  # type: ignore[union-attr]
    assert "1, 2, 3, 4 and 5" in error.reason


def test_placing_on_a_taken_square() -> None:
    state = load(start_player=0).initial_state().play("W2@c4")
    error = refused(state, "W3@c4")
    assert error.message.key == "cs.illegal.occupied"  # type: ignore[union-attr]
    assert "W2" in error.reason and "c4" in error.reason


def test_push_during_1a_is_the_wrong_stage() -> None:
    state = load(start_player=0).initial_state().play("W2@c4")
    assert refused(state, "c4>N").message.key == "cs.illegal.push_in_1a"  # type: ignore


# =============================================================================================
# Stage 1B (rulebook 1B; CS-8)
# =============================================================================================
def test_under_three_cubes_the_player_must_place() -> None:
    game = load(players=4)
    state = position(game, {"c3": "A1", "c4": "A2", "a6": "B1"})
    # A has 2 cubes on the board and 4 in hand: every legal move is a placement (CS-8)
    assert state.must_place()
    moves = state.legal_moves()
    assert moves and all(isinstance(m, Place) for m in moves)
    assert len(moves) == 4 * (36 - 3)               # strengths 3-6 on 33 free squares
    error = refused(state, "c4>N")
    assert error.message.key == "cs.illegal.must_place"  # type: ignore[union-attr]
    assert "fewer than three own cubes on the board (2)" in error.reason
    step = state.explain("3@f1").steps[0]
    assert isinstance(step.event, Placed) and step.event.must_place and "CS-8" in step.text


def test_with_three_cubes_place_or_push() -> None:
    state = position(load(players=4), {"c3": "A1", "c4": "A2", "c5": "A3"})
    kinds = Counter(type(m).__name__ for m in state.legal_moves())
    assert kinds["Place"] == 3 * 33                  # strengths 4-6 on 33 free squares
    assert kinds["Push"] > 0 and not state.must_place()


def test_after_all_six_only_pushes() -> None:
    game = load(players=4, level="beginner")
    cubes = {"a1": "A1", "b1": "A1", "c1": "A1", "e2": "A1", "a3": "A1", "f6": "A1"}
    state = position(game, cubes)
    assert state.hand(A) == ()
    assert all(isinstance(m, Push) for m in state.legal_moves())
    assert refused(state, "1@c4").message.key == "cs.illegal.all_placed"  # type: ignore


def test_lost_cubes_count_as_placed() -> None:
    # A placed all six: four on the board, two lost. Only 4 on the board, no hand: push only.
    state = position(load(players=4), {"a1": "A1", "b3": "A2", "c5": "A3", "f6": "A4"},
                     lost={"A": "56"})
    assert state.hand(A) == () and not state.must_place()
    assert all(isinstance(m, Push) for m in state.legal_moves())


def test_a_strength_not_in_hand() -> None:
    state = position(load(players=4), {"a1": "A1", "b3": "A2"})
    error = refused(state, "1@c4")
    assert error.message.key == "cs.illegal.no_strength"  # type: ignore[union-attr]
    assert "3, 4, 5 and 6" in error.reason


def test_stage_2_once_everybody_placed_everything() -> None:
    game = load(players=4, level="beginner")
    row = {f"{f}{r}": p + "1" for r, p in ((1, "A"), (3, "B"), (5, "C"))
           for f in "abcdef"} | {f"{f}6": "D1" for f in "abcdef"}
    assert position(game, row).stage == "2"


def test_placement_explanation() -> None:
    state = position(load(players=4), {"a1": "A1", "b3": "A2", "c5": "A3"})
    transition = state.explain("6@d4")
    assert [type(s.event) for s in transition] == [Placed]
    step = transition.steps[0]
    assert step.highlight == frozenset({sq("d4")})
    event = step.event
    assert isinstance(event, Placed)
    assert (event.square, event.cube.strength, event.cube.owner, event.white,
            event.must_place) == (sq("d4"), 6, A, False, False)
    assert "A places A6 on d4" in step.text and "CS-2" in step.text
    assert "2 cubes left" in step.text                # 4 and 5 are still in hand
    assert transition.after.cube("d4") is not None and str(transition.after.cube("d4")) == "A6"


# =============================================================================================
# Pushes: groups and directions (rulebook Phase 2; CS-3)
# =============================================================================================
def test_a_single_cube_moves_in_four_directions() -> None:
    state = position(load(players=4), {"c3": "A5", "a1": "A1", "f1": "A2", "f6": "B1"})
    for direction, target in (("N", "c4"), ("E", "d3"), ("S", "c2"), ("W", "b3")):
        after = state.play(f"c3>{direction}")
        assert board(after).get(target) == "A5" and "c3" not in board(after)


def test_groups_move_along_their_line_only() -> None:
    cubes = {"a1": "A1", "b1": "A2", "c1": "A3", "f6": "B1"}
    state = position(load(players=4), cubes)
    # the whole run a1-c1 and the sub-run b1-c1 may go east; the head c1 meets a free d1
    assert board(state.play("a1-c1>E")) == {"b1": "A1", "c1": "A2", "d1": "A3", "f6": "B1"}
    assert board(state.play("b1-c1>E")) == {"a1": "A1", "c1": "A2", "d1": "A3", "f6": "B1"}
    legal = {str(m) for m in state.legal_moves()}
    assert {"a1-c1>E", "b1-c1>E", "c1>E"} <= legal
    assert "a1-b1>N" not in legal and "a1-c1>N" not in legal   # never across the line
    error = refused(state, "a1-c1>N")
    assert error.message.key == "cs.illegal.across"  # type: ignore[union-attr]
    assert "north" in error.reason
    # a group written from the other end is the same move
    assert state.parse_move("c1-a1>E") == state.parse_move("a1-c1>E")


def test_own_cube_in_front_must_join_the_group() -> None:
    state = position(load(players=4), {"a1": "A1", "b1": "A2", "c1": "A3", "f6": "B1"})
    error = refused(state, "a1-b1>E")                # c1 in front is A's own (CS-3)
    assert error.message.key == "cs.illegal.own_in_front"  # type: ignore[union-attr]
    assert "c1" in error.reason and "a1-c1>E" in error.reason
    error = refused(state, "a1>E")
    assert "a1-c1>E" in error.reason                 # the whole run up to the last own cube
    # and a single cube with an own cube in front across: b1 north is free, so legal
    assert state.why_illegal("b1>N") is None


def test_pushing_over_the_edge_needs_something_in_front() -> None:
    state = position(load(players=4), {"a1": "A1", "b1": "A2", "c1": "A3", "f6": "B1"})
    for move in ("a1-c1>W", "a1>S", "a1>W"):         # the square in front is off the board
        assert refused(state, move).message.key == "cs.illegal.edge"  # type: ignore


def test_a_group_must_be_unbroken_and_straight() -> None:
    cubes = {"a1": "A1", "c1": "A2", "d1": "B3", "e1": "A3", "b2": "A4", "f6": "B1"}
    state = position(load(players=4), cubes)
    gap = refused(state, "a1-c1>E")                  # b1 is empty
    assert gap.message.key == "cs.illegal.not_contiguous"  # type: ignore[union-attr]
    assert "b1 is empty" in gap.reason
    foreign = refused(state, "c1-e1>E")              # d1 holds B3
    assert foreign.message.key == "cs.illegal.not_contiguous"  # type: ignore[union-attr]
    assert "B3" in foreign.reason
    bent = refused(state, "a1-b2>E")
    assert bent.message.key == "cs.illegal.not_straight"  # type: ignore[union-attr]


def test_never_diagonal() -> None:
    state = position(load(players=4), {"c3": "A5", "a1": "A1", "f1": "A2", "f6": "B1"})
    for direction in ("NE", "SE", "SW", "NW", "NO", "SO"):
        error = refused(state, f"c3>{direction}")
        assert error.message.key == "cs.illegal.diagonal"  # type: ignore[union-attr]
    assert all(m.direction in "NESW" for m in state.legal_moves() if isinstance(m, Push))


def test_only_own_cubes_are_pushed() -> None:
    state = position(load(players=4), {"c3": "A5", "a1": "A1", "f1": "A2", "f6": "B1"})
    error = refused(state, "f6>S")
    assert error.message.key == "cs.illegal.not_your_cube"  # type: ignore[union-attr]
    assert "B1" in error.reason
    assert refused(state, "d4>N").message.key == "cs.illegal.empty_square"  # type: ignore


# =============================================================================================
# Strength and defence (rulebook Eigene Schiebestärke, Regeln für das Wegschieben; CS-4 .. CS-6)
# =============================================================================================
def rulebook_example(edge: bool) -> CubeslydeState:
    """A1, A2, A3 push east at an opponent's 4 and a white 2 (rulebook example)."""
    files = "bcdef" if edge else "abcde"
    cubes = dict(zip([f"{f}4" for f in files], ["A1", "A2", "A3", "B4", "W2"], strict=True))
    return position(load(start_player=0), cubes)


def test_rulebook_example_tie_push_white_falls_off() -> None:
    state = rulebook_example(edge=True)
    before_lost = state.lost(WHITE).count(2)          # the other W2 is not on the board
    transition = state.explain("b4-d4>E")
    after = transition.after
    # strength 1+2+3 = 6, defence 4+2 = 6: equal is allowed; everything moves one square and
    # W2, the front-most cube at the right edge, leaves the board
    assert board(after) == {"c4": "A1", "d4": "A2", "e4": "A3", "f4": "B4"}
    assert after.lost(WHITE).count(2) == before_lost + 1
    push, fall = transition.steps
    pushed, fell = push.event, fall.event
    assert isinstance(pushed, Pushed) and isinstance(fell, Fell)
    assert pushed.strength == 6 and pushed.defence == 6 and pushed.tie
    assert pushed.group == (sq("b4"), sq("c4"), sq("d4"))
    assert pushed.line == (sq("e4"), sq("f4"))
    assert pushed.direction is Direction.E
    assert pushed.fallen == sq("f4")
    assert push.highlight == frozenset(sq(n) for n in ("b4", "c4", "d4", "e4", "f4"))
    # the fallen white moves past the edge, to the (off-board) square g4 (the arrows)
    assert (sq("f4"), (6, 3)) in pushed.moves and (sq("b4"), sq("c4")) in pushed.moves
    assert (fell.square, fell.to) == (sq("f4"), (6, 3))
    assert "A1+A2+A3" in push.text and "strength 6" in push.text
    assert "defence 6" in push.text and "tie push is allowed" in push.text
    assert "W2 falls off the board at f4" in fall.text
    german = state.explain("b4-d4>E").describe("de")
    assert "Gleichstand" in german and "fällt" in german


def test_rulebook_example_without_the_edge() -> None:
    after = rulebook_example(edge=False).play("a4-c4>E")
    assert board(after) == {"b4": "A1", "c4": "A2", "d4": "A3", "e4": "B4", "f4": "W2"}


def test_strength_too_low_names_both_sums() -> None:
    state = rulebook_example(edge=True)
    error = refused(state, "c4-d4>E")                # A2+A3 = 5 against B4+W2 = 6
    assert error.message.key == "cs.illegal.too_weak"  # type: ignore[union-attr]
    assert "strength 5" in error.reason and "defence 6" in error.reason
    assert "A2+A3" in error.reason and "B4 and W2" in error.reason
    assert "d4>E" not in {str(m) for m in state.legal_moves()}   # 3 against 6


def test_defence_stops_at_the_first_empty_square() -> None:
    # A2 pushes east: c1 B1, d1 empty, e1 B6 - only B1 defends and only B1 moves
    cubes = {"b1": "A2", "c1": "B1", "e1": "B6", "a4": "A1", "a6": "A3"}
    after = position(load(players=4), cubes).play("b1>E")
    assert board(after) == {"c1": "A2", "d1": "B1", "e1": "B6", "a4": "A1", "a6": "A3"}


def test_greater_strength_pushes_a_longer_line() -> None:
    cubes = {"a2": "A6", "b2": "B1", "c2": "C2", "d2": "W1", "a5": "A1", "a6": "A2"}
    state = position(load(players=3), cubes)
    step = state.explain("a2>E").steps[0]
    assert isinstance(step.event, Pushed)
    assert step.event.defence == 4 and step.event.strength == 6 and not step.event.tie
    assert board(step.state) == {"b2": "A6", "c2": "B1", "d2": "C2", "e2": "W1", "a5": "A1",
                                 "a6": "A2"}


def test_own_cubes_in_the_line_are_carried() -> None:
    # A4 pushes east: b1 B3, c1 A6 (own), d1 W1, then empty. Defence 3 + 1 = 4 (CS-4: the own
    # A6 counts for neither side) - a tie; the whole line moves.
    cubes = {"a1": "A4", "b1": "B3", "c1": "A6", "d1": "W1", "a4": "A1", "a6": "A2"}
    state = position(load(players=3), cubes)
    transition = state.explain("a1>E")
    step = transition.steps[0]
    assert isinstance(step.event, Pushed)
    assert step.event.defence == 4 and step.event.tie
    assert step.event.carried == (sq("c1"),)
    assert step.event.defenders == (sq("b1"), sq("d1"))
    assert "A6 of A in the line counts for neither side (rulebook: ignored)" in step.text
    assert "is carried along (not in the rulebook: default CS-4)" in step.text
    assert board(transition.after) == {"b1": "A4", "c1": "B3", "d1": "A6", "e1": "W1",
                                       "a4": "A1", "a6": "A2"}
    # option "blocks": an own cube in the line makes the push illegal
    blocking = position(load(players=3, own_in_line="blocks"), cubes)
    error = refused(blocking, "a1>E")
    assert error.message.key == "cs.illegal.own_blocks"  # type: ignore[union-attr]
    assert "A6" in error.reason and "CS-4" in error.reason


def test_pushing_an_own_cube_off_the_board_is_a_lost_cube() -> None:
    # A5 pushes east along rank 2: e2 B1, f2 A2 (own, at the edge): defence 1; A2 falls
    cubes = {"d2": "A5", "e2": "B1", "f2": "A2", "a5": "A1", "a6": "A3"}
    state = position(load(players=4), cubes)
    transition = state.explain("d2>E")
    assert transition.after.lost(A) == (2,)
    assert board(transition.after) == {"e2": "A5", "f2": "B1", "a5": "A1", "a6": "A3"}
    fall = transition.steps[-1]
    assert isinstance(fall.event, Fell)
    assert fall.event.cube.owner == A and fall.event.lost == 1
    assert "own cube off" in fall.text


def test_only_the_front_most_cube_falls() -> None:
    # A3 pushes north on file c: c4 B1, c5 C1, c6 D1 up to the edge; only D1 leaves
    cubes = {"c3": "A3", "c4": "B1", "c5": "C1", "c6": "D1", "a1": "A1", "b1": "A2"}
    after = position(load(players=4), cubes).play("c3>N")
    assert board(after) == {"c4": "A3", "c5": "B1", "c6": "C1", "a1": "A1", "b1": "A2"}
    assert after.lost(D) == (1,) and after.lost(B) == () and after.lost(C) == ()


# =============================================================================================
# CS-7: after every action - fallen cube, elimination, four in a row, last player
# =============================================================================================
def test_two_players_third_lost_cube_ends_the_game() -> None:
    cubes = {"e1": "A6", "f1": "B1", "a4": "A1", "a5": "A2", "c6": "B2", "d6": "B3"}
    state = position(load(), cubes, lost={"B": "56"})
    transition = state.explain("e1>E")
    outcome = transition.after.outcome
    assert outcome is not None and outcome.winners == (A,) and outcome.reason == "last_player"
    assert [type(s.event) for s in transition] == [Pushed, Fell, Eliminated]
    assert "B has lost three cubes and is out: A wins" in transition.steps[-1].text
    assert transition.after.legal_moves() == []


# Two positions where one push both puts a player out (its third lost cube) and makes a four
# in a row. The rulebook ends the game at once on either (Spielende); CS-7 looks at the row
# (step 3) before the last player left (step 4), with two players as with three or four.
ROW_AND_OUT = (".B5...W3/A4..B1../B2A6..../A1....A5/A2..W6W4W1/...B3.W5 A stage:2 "
               "lost:A3,B46,W1223456")
OWN_THIRD = ("B6.A4A5../....../A6B1W1W2B2A3/.....B5/.....B4/W1W2...B3 A stage:2 "
             "lost:A12,W33445566")


@pytest.mark.parametrize("language", ["en", "de"])
def test_two_players_row_beats_the_elimination(language: str) -> None:
    # A6 (b4) pushes B2 west off a4 (B's third loss) and lands on a4: A holds a2-a5
    transition = load().parse_state(ROW_AND_OUT).explain("b4>W")
    outcome = transition.after.outcome
    assert outcome is not None and outcome.winners == (A,)
    assert outcome.reason == "four_in_a_row" and outcome.rule is None
    kinds = [type(s.event) for s in transition]
    assert kinds == [Pushed, Fell, Eliminated, LineCompleted]
    out, row = transition.steps[2], transition.steps[3]
    assert isinstance(out.event, Eliminated) and out.event.line_first
    assert out.state.outcome is None          # the elimination step does not end the game
    assert out.message.key == "cs.step.eliminated_line" and "CS-7" in out.describe(language)
    assert isinstance(row.event, LineCompleted)
    assert row.event.line == (sq("a2"), sq("a3"), sq("a4"), sq("a5"))
    said = row.describe(language)
    assert "a2" in said and "a5" in said and row.state.outcome == outcome
    assert outcome.message.key == "cs.outcome.four"     # "A wins with four in a row"


@pytest.mark.parametrize("language", ["en", "de"])
def test_two_players_own_third_cube_completes_the_opponents_row(language: str) -> None:
    # A6 (a4) pushes rank 4 east with a tie (6 = 1+1+2+2, its own A3 carried, CS-4): A3 falls
    # (A's third loss) and B2 lands on f4, completing B's column f1-f4
    state = load().parse_state(OWN_THIRD)
    transition = state.explain("a4>E")
    outcome = transition.after.outcome
    assert outcome is not None and outcome.winners == (B,)
    assert outcome.reason == "four_in_a_row" and outcome.rule == "CS-7"
    assert [type(s.event) for s in transition] == [Pushed, Fell, Eliminated, LineCompleted]
    assert transition.after.is_out(A)
    said = transition.describe(language)
    assert "f1" in said and "f4" in said and "CS-7" in transition.steps[-1].describe(language)
    # line_wins="mover_only": only A's row could win, and A is out, so B wins as the last player
    mover_only = load(line_wins="mover_only").parse_state(OWN_THIRD).explain("a4>E")
    last = mover_only.after.outcome
    assert last is not None and last.winners == (B,) and last.reason == "last_player"
    assert [type(s.event) for s in mover_only] == [Pushed, Fell, Eliminated]
    eliminated = mover_only.steps[-1].event
    assert isinstance(eliminated, Eliminated) and not eliminated.line_first
    assert mover_only.steps[-1].message.key == "cs.step.eliminated_two"
    assert "B" in mover_only.steps[-1].describe(language)
    assert mover_only.after.four_in_a_row(B) is not None


def test_three_players_eliminated_cubes_turn_neutral() -> None:
    cubes = {"e1": "A6", "f1": "B1", "a3": "A1", "a4": "A2", "d6": "B2", "e6": "B3",
             "c3": "C1", "c4": "C2", "b6": "C5"}
    state = position(load(players=3), cubes, lost={"B": "56"})
    transition = state.explain("e1>E")
    after = transition.after
    assert after.outcome is None and after.is_out(B) and after.remaining() == [A, C]
    assert after.to_move == C                         # B is skipped
    kinds = [type(s.event) for s in transition]
    assert kinds == [Pushed, Fell, Eliminated]
    eliminate = transition.steps[-1]
    assert isinstance(eliminate.event, Eliminated)
    assert eliminate.event.player == B
    assert set(eliminate.event.neutral) == {sq("d6"), sq("e6")}
    assert "B has lost three cubes and is out; its cubes on d6 and e6 are now neutral" in \
        eliminate.text
    cube = after.cube("d6")
    assert cube is not None and cube.neutral and cube.owner == B and cube.strength == 2
    assert after.hand(B) == (4,)                      # never placed; stays with the out player
    assert "out:B" in after.to_text()


def test_neutral_cubes_defend_like_whites_and_can_be_pushed() -> None:
    # B is out; its B2 on d6 is neutral. C1 on c6 against it: 1 < 2. C5 pushing it: legal.
    cubes = {"c6": "C1", "d6": "B2", "e5": "C5", "e6": "B3", "a1": "A1", "a2": "A2",
             "a3": "A3", "c1": "C2"}
    state = position(load(players=3), cubes, "C", lost={"B": "1456"}, out="B")
    error = refused(state, "c6>E")
    assert error.message.key == "cs.illegal.too_weak"  # type: ignore[union-attr]
    assert "B2 (neutral)" in error.reason             # defence 2 + 3: d6 and e6 are neutral
    assert "B2 (neutraler Cube)" in (state.why_illegal("c6>E", "de") or "")
    transition = state.explain("e5>N")                # C5 pushes B3 (neutral) off at e6
    assert transition.after.lost(B) == (1, 3, 4, 5, 6)
    assert [type(s.event) for s in transition] == [Pushed, Fell]   # B is already out


def test_last_player_left_wins() -> None:
    cubes = {"e1": "A6", "f1": "B1", "a3": "A1", "a4": "A2", "d6": "B2", "c3": "C1"}
    state = position(load(players=3), cubes, lost={"B": "56", "C": "456"}, out="C")
    transition = state.explain("e1>E")
    outcome = transition.after.outcome
    assert outcome is not None and outcome.winners == (A,) and outcome.reason == "last_player"
    assert [type(s.event) for s in transition] == [Pushed, Fell, Eliminated, LastPlayer]
    assert "Only A is left" in transition.steps[-1].text


@pytest.mark.parametrize(("cubes", "move", "line"), [
    # horizontal: e1 moves west next to a1-c1
    ({"a1": "A1", "b1": "A2", "c1": "A3", "e1": "A4"}, "e1>W", ["a1", "b1", "c1", "d1"]),
    # vertical, completed by a placement
    ({"f3": "A1", "f4": "A2", "f5": "A3", "a1": "B1"}, "4@f6", ["f3", "f4", "f5", "f6"]),
    # diagonal up to the right
    ({"a1": "A1", "b2": "A2", "c3": "A3", "a6": "B1"}, "4@d4", ["a1", "b2", "c3", "d4"]),
    # diagonal down to the right (written from its lower end)
    ({"a4": "A1", "b3": "A2", "d1": "A3", "f6": "B1"}, "4@c2", ["d1", "c2", "b3", "a4"]),
    # five in a row also wins (it contains four)
    ({"a2": "A1", "b2": "A2", "d2": "A3", "e2": "A4"}, "5@c2", ["a2", "b2", "c2", "d2", "e2"]),
])
def test_four_in_a_row_wins_in_every_direction(cubes: dict[str, str], move: str,
                                               line: list[str]) -> None:
    state = position(load(players=4), cubes)
    transition = state.explain(move)
    outcome = transition.after.outcome
    assert outcome is not None and outcome.winners == (A,)
    assert outcome.reason == "four_in_a_row" and outcome.rule is None
    step = transition.steps[-1]
    assert isinstance(step.event, LineCompleted)
    assert step.event.line == tuple(sq(n) for n in line)
    assert f"A has four in a row from {line[0]} to {line[-1]}: A wins" in step.text
    assert transition.after.four_in_a_row(A) == tuple(sq(n) for n in line)


def test_mixed_colours_are_no_line() -> None:
    cubes = {"a1": "A1", "b1": "A2", "c1": "B1", "e1": "A4"}
    state = position(load(players=4), cubes)
    assert state.play("e1>W").outcome is None         # A A B A is no four in a row


def crossing(options: dict[str, Any]) -> CubeslydeState:
    """A's push e4>S completes A's rank 3 (A6 to e3) and B's rank 2 (B1 to e2)."""
    cubes = {"b3": "A1", "c3": "A2", "d3": "A3", "e4": "A6", "e3": "B1",
             "b2": "B2", "c2": "B3", "d2": "B4"}
    return position(load(players=4, **options), cubes)


def test_the_mover_wins_first() -> None:
    after = crossing({}).play("e4>S")
    assert after.four_in_a_row(A) and after.four_in_a_row(B)   # both have a line
    assert after.outcome is not None and after.outcome.winners == (A,)
    assert after.outcome.rule is None


def test_a_line_made_for_another_player() -> None:
    cubes = {"e4": "A6", "e3": "B1", "b2": "B2", "c2": "B3", "d2": "B4", "a5": "A1",
             "a6": "A2"}
    game = load(players=4)
    transition = position(game, cubes).explain("e4>S")
    outcome = transition.after.outcome
    # CS-7 default "any": A's push gives B four in a row on b2-e2, so B wins
    assert outcome is not None and outcome.winners == (B,) and outcome.rule == "CS-7"
    assert "not in the rulebook: default CS-7" in transition.steps[-1].text
    assert "CS-7" in outcome.describe("en")
    # option "mover_only": only the mover's line counts; B wins on its own next action
    after = position(load(players=4, line_wins="mover_only"), cubes).play("e4>S")
    assert after.outcome is None and after.to_move == B
    final = after.play("5@f6")
    assert final.outcome is not None and final.outcome.winners == (B,)
    assert final.outcome.rule is None


def test_other_lines_are_checked_in_turn_order_after_the_mover() -> None:
    # D pushes d1>N: B1 to d3 completes B's rank 3, C1 to d4 completes C's rank 4. After D
    # the order is A, B, C: A has no line, so B wins.
    cubes = {"d1": "D6", "d2": "B1", "d3": "C1", "a3": "B2", "b3": "B3", "c3": "B4",
             "a4": "C2", "b4": "C3", "c4": "C4", "f6": "D1", "f5": "D2"}
    after = position(load(players=4), cubes, "D").play("d1>N")
    assert after.four_in_a_row(B) and after.four_in_a_row(C)
    assert after.outcome is not None and after.outcome.winners == (B,)
    teams = position(load(players=4, teams=True), cubes, "D").play("d1>N")
    assert teams.outcome is not None and teams.outcome.winners == (B, D)   # B's team


# =============================================================================================
# CS-9: no legal action
# =============================================================================================
STUCK = {"a1": "A1", "f1": "A2", "a6": "A3", "f6": "A4",       # A's four cubes in the corners,
         "b1": "B4", "a2": "C4", "e1": "D5", "f2": "D6",        # each side blocked by a
         "b6": "C5", "a5": "C6", "e6": "B5", "f5": "B6"}        # stronger cube


def test_no_legal_action_means_pass() -> None:
    state = position(load(players=4), STUCK, lost={"A": "56"})
    assert state.hand(A) == () and not state.has_action()
    assert state.legal_moves() == [Pass()]
    transition = state.explain("pass")
    assert transition.after.to_move == B and transition.after.cells == state.cells
    assert isinstance(transition.steps[0].event, Passed)
    assert "not in the rulebook: default CS-9" in transition.text
    # with an action available, passing is refused
    other = position(load(players=4), {"c3": "A1", "a1": "A2", "a6": "A3"})
    error = refused(other, "pass")
    assert error.message.key == "cs.illegal.pass"  # type: ignore[union-attr]


def test_no_legal_action_loses_with_the_option() -> None:
    # D places; then A has no legal action. With no_move="lose" and four players A is out.
    game = load(players=4, no_move="lose")
    state = position(game, STUCK, "D", lost={"A": "56"})
    transition = state.explain("1@c3")
    after = transition.after
    assert after.is_out(A) and after.to_move == B and after.outcome is None
    step = transition.steps[-1]
    assert isinstance(step.event, NoActionOut) and "CS-9" in step.text
    # CS-9 option: out as if it had lost three cubes, and play goes on; the step says so
    assert step.message.key == "cs.step.no_move_out"
    for language in ("en", "de"):
        assert "CS-9" in step.describe(language) and "a1" in step.describe(language)
    cube = after.cube("a1")
    assert cube is not None and cube.neutral
    # in the team variant A's team loses at once
    teams = position(load(players=4, teams=True, no_move="lose"), STUCK, "D",
                     lost={"A": "56"}).play("1@c3")
    assert teams.outcome is not None and teams.outcome.winners == (B, D)
    assert teams.outcome.reason == "no_move" and teams.outcome.rule == "CS-9"


def test_no_legal_action_two_players() -> None:
    cubes = {"a1": "A1", "f1": "A2", "a6": "A3", "f6": "A4",
             "b1": "W2", "a2": "W3", "e1": "W3", "f2": "W4",
             "b6": "W4", "a5": "W5", "e6": "W5", "f5": "W6", "c3": "B1", "d3": "B2", "c4": "B3"}
    passing = position(load(), cubes, "B", lost={"A": "56"}).play("4@e3")
    assert passing.to_move == A and passing.legal_moves() == [Pass()]
    losing = position(load(no_move="lose"), cubes, "B", lost={"A": "56"}).play("4@e3")
    assert losing.outcome is not None and losing.outcome.winners == (B,)
    assert losing.outcome.reason == "no_move"


# =============================================================================================
# CS-10: turn limit
# =============================================================================================
def test_turn_limit_ends_in_a_draw() -> None:
    game = load(players=4, turn_limit=3, start_player=0)
    state = game.initial_state()
    assert "turn:0" in state.to_text()
    state = state.play("1@a1").play("1@b1")
    assert state.turn == 2 and "turn:2" in state.to_text() and state.outcome is None
    transition = state.explain("1@c1")
    outcome = transition.after.outcome
    assert outcome is not None and outcome.is_draw and outcome.reason == "turn_limit"
    assert outcome.rule == "CS-10" and "not in the rulebook" in outcome.describe("en")
    assert isinstance(transition.steps[-1].event, TurnLimitReached)
    assert "result:turn_limit" in transition.after.to_text()
    # without a limit no turns are counted or written
    plain = load(players=4).initial_state().play("1@a1")
    assert plain.turn == 0 and "turn:" not in plain.to_text()


# =============================================================================================
# CS-11: team variant
# =============================================================================================
def test_partner_cubes_defend_or_count_as_own() -> None:
    cubes = {"a1": "A2", "b1": "C3", "a4": "A1", "a6": "A3", "f6": "B1"}
    default = position(load(players=4, teams=True), cubes)
    error = refused(default, "a1>E")                 # 2 against the partner's 3 (CS-5)
    assert error.message.key == "cs.illegal.too_weak_partner"  # type: ignore[union-attr]
    assert "not in the rulebook: default CS-5" in error.reason
    own = position(load(players=4, teams=True, partner_cubes="own"), cubes)
    transition = own.explain("a1>E")
    assert board(transition.after)["c1"] == "C3"
    first = transition.steps[0].event
    assert isinstance(first, Pushed) and first.carried == (sq("b1"),)
    assert "CS-5" in transition.text
    stronger = dict(cubes, a1="A4")
    step = position(load(players=4, teams=True), stronger).explain("a1>E").steps[0]
    assert isinstance(step.event, Pushed)
    assert step.event.defence == 3 and "partner" in step.text and "CS-5" in step.text


def test_team_player_with_three_lost_plays_on() -> None:
    cubes = {"a1": "A1", "b3": "A2", "c5": "A3", "f6": "B1"}
    state = position(load(players=4, teams=True), cubes, lost={"A": "456"})
    assert not state.is_out(A) and state.legal_moves()
    with pytest.raises(ValueError, match="not listed as out"):
        position(load(players=4), cubes, lost={"A": "456"})   # without teams A is out


def test_team_player_without_cubes_is_out_and_skipped() -> None:
    cubes = {"e1": "B6", "f1": "A1", "a3": "B1", "a4": "B2", "c6": "C1", "d6": "D1"}
    state = position(load(players=4, teams=True), cubes, "B", lost={"A": "23456"})
    transition = state.explain("e1>E")
    after = transition.after
    assert after.is_out(A) and after.outcome is None   # C has lost nothing: no team win
    assert [type(s.event) for s in transition] == [Pushed, Fell, OutOfCubes]
    assert "CS-11" in transition.steps[-1].text
    after = after.play("2@a1").play("2@f6")           # C, then D
    assert after.to_move == B                          # A is skipped


def test_team_wins_when_both_opposing_colours_lost_three() -> None:
    cubes = {"e1": "B6", "f1": "C1", "a3": "B1", "a4": "B2", "c6": "A1", "d6": "D1"}
    state = position(load(players=4, teams=True), cubes, "B", lost={"A": "456", "C": "23"})
    transition = state.explain("e1>E")
    outcome = transition.after.outcome
    assert outcome is not None and outcome.winners == (B, D)
    assert outcome.reason == "team_eliminated" and outcome.winner is None
    assert isinstance(transition.steps[-1].event, TeamEliminated)


def test_team_four_in_a_row_is_one_colour() -> None:
    cubes = {"a1": "A1", "b1": "A2", "c1": "C1", "e1": "A4", "a6": "C2", "b6": "C3",
             "c6": "C4", "f3": "C5"}
    game = load(players=4, teams=True)
    assert position(game, cubes).play("e1>W").outcome is None   # A A C A: no line
    after = position(game, cubes, "C").play("6@d6")
    assert after.outcome is not None and after.outcome.winners == (A, C)


# =============================================================================================
# why_illegal: the game is over; not a move; off-board squares in move objects
# =============================================================================================
def test_a_finished_game_refuses_everything() -> None:
    cubes = {"a1": "A1", "b1": "A2", "c1": "A3", "e1": "A4"}
    after = position(load(players=4), cubes).play("e1>W")
    for move in ("pass", "1@c4", "a1>N"):
        assert after.why_illegal(move) == "The game is already over."


def test_move_objects_with_bad_values() -> None:
    state = position(load(players=4), {"c3": "A5", "a1": "A1", "f1": "A2"})
    assert state.why_illegal(Place(5, (7, 0))) is not None
    reason = state.why_illegal(Push((0, 0), (9, 9), "E")) or ""
    assert "expected a square of the 6x6 board" in reason
    assert "direction is 'UP'; expected one of 'N', 'E'" in (
        state.why_illegal(Push((2, 2), (2, 2), "UP")) or "")  # type: ignore[arg-type]
    assert "not a move" in (state.why_illegal(("c3", "N")) or "")


@pytest.mark.parametrize(("move", "says"), [
    (Place(1.0, (2, 3)), "strength is 1.0; expected a whole number"),     # type: ignore[arg-type]
    (Place(True, (2, 3)), "strength is True; expected a whole number"),
    (Place(7, (2, 3)), "strength is 7; expected a whole number from 1 to 6"),
    (Place(0, (2, 3)), "strength is 0; expected a whole number from 1 to 6"),
    (Place(5, (2, 3), "a1"), "white is 'a1'; expected True or False"),   # type: ignore[arg-type]
    (Place(5, (2, 3), 1), "white is 1; expected True or False"),          # type: ignore[arg-type]
    (Place(5, "c4"), "square is 'c4'; expected a square"),                # type: ignore[arg-type]
    (Push((2, 2), None, "N"), "last is None; expected a square"),         # type: ignore[arg-type]
    (Push((2, 2), (2, 2), None), "direction is None; expected one of"),   # type: ignore[arg-type]
    (Push((2, 2), (2, 2), "n"), "direction is 'n'; expected one of"),     # type: ignore[arg-type]
])
def test_move_objects_with_a_wrong_field_are_refused_by_the_gate(move: object, says: str) -> None:
    """Issue 17: a move object built in code with a field that does not hold what it
    declares never reaches the rules: why_illegal names the field, play and explain raise
    IllegalMoveError, and the position is unchanged."""
    state = position(load(players=2), {"c3": "A5", "a1": "A1", "f1": "A2", "b6": "B4"})
    before = state.to_text()
    reason = state.why_illegal(move) or ""
    assert says in reason, reason
    for call in (state.play, state.explain):
        with pytest.raises(IllegalMoveError, match="expected"):
            call(move)
    if isinstance(move, Push):     # the Explorer's look at one push passes the gate too
        plan = state.plan(move)
        assert isinstance(plan, Msg) and says in plan.text("en")
    assert state.to_text() == before


def test_two_spellings_of_a_push_are_one_move() -> None:
    """Issue 17: the ends in either order and the German O (Ost) for east are spellings of
    one push: equal, hashing alike, and the one that legal_moves lists."""
    state = position(load(players=2), {"a3": "A1", "b3": "A2", "c3": "A3", "f6": "B1",
                                       "f5": "B2", "f4": "B3"})
    listed = state.legal_moves()
    for text in ("a3-c3>E", "c3-a3>E", "c3-a3>o", "A3-C3>O"):
        move = state.parse_move(text)
        assert move in listed and any(move is m for m in listed), text
    assert Push((2, 2), (0, 2), "O") == Push((0, 2), (2, 2), "E")
    assert hash(Push((2, 2), (0, 2), "O")) == hash(Push((0, 2), (2, 2), "E"))
    assert str(Push((2, 2), (0, 2), "O")) == "a3-c3>E"
    made = Push((2, 2), (0, 2), "O")          # made in code: judged and played alike
    assert state.why_illegal(made) is None
    assert state.play(made) == state.play("a3-c3>E")


# =============================================================================================
# Random games keep the accounting (a quick check; the property tests go further)
# =============================================================================================
def test_random_games_keep_every_cube() -> None:
    for players in (2, 3, 4):
        game = load(players=players, turn_limit=150)
        rng = random.Random(players)
        state = game.initial_state(seed=players)
        while not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
            for owner in (*range(players), WHITE):
                on_board = [c.strength for c in state.cubes().values() if c.owner == owner]
                total = sorted(on_board + list(state.hand(owner)) + list(state.lost(owner)))
                assert total == sorted(game.cube_set(owner))


# --- the quick decisions after an action (issue 12) -----------------------------------------
def test_has_line_is_any_players_four_in_a_row() -> None:
    from cubekit.games.cubeslyde.ending import has_line
    from cubekit.games.cubeslyde.geometry import run_in

    rng = random.Random(4)
    for _ in range(3000):
        masks = tuple(rng.getrandbits(36) & rng.getrandbits(36) for _ in range(5))
        players = rng.randrange(16)
        expected = any(run_in(masks[p]) is not None for p in range(4) if players >> p & 1)
        assert has_line(masks, players) == expected, (masks, players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_running_position_is_running_by_the_whole_order_of_cs7(players: int) -> None:
    """After every action that leaves the game running (mostly decided by the quick look of
    ``_settle``), the full CS-7 order finds no ending either; the next player is the first
    one clockwise who is not out."""
    from cubekit.games.cubeslyde.ending import ending

    game = Cubeslyde(players=players, turn_limit=120)
    rng = random.Random(players)
    for seed in range(6):
        state = game.initial_state(seed=seed)
        while state.outcome is None:
            mover = state.to_move
            state = state.play(rng.choice(state.legal_moves()))
            if state.outcome is None:
                assert ending(game, state.masks, state.lost_cubes, state.out, mover,
                              state.turn) is None, state.to_text()
                after = [(mover + k) % players for k in range(1, players + 1)]
                assert state.to_move == next(p for p in after if not state.is_out(p))
