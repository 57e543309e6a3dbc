"""Striedies Strategie rules, reasoned by hand from the rulebook and RULES.md ST-1 to ST-8.

Orientations are written top/north/east (core cube notation). The ST-1 die ``1/5/3`` has 1 on
top, 5 north, 3 east, 2 south, 4 west and 6 underneath. Tipping towards a direction brings the
face on the *opposite* side up: tipping north brings the south face up, east the west face,
south the north face, west the east face. Other orientations used below, each worked out by
tipping the ST-1 die by hand:

* ``1/4/5``: 1 top, 4 N, 5 E, 3 S, 2 W, 6 below (A's start, ST-2)
* ``2/1/3``: 2 top, 1 N, 3 E, 6 S, 4 W, 5 below (the ST-1 die tipped north)
* ``1/2/4``: 1 top, 2 N, 4 E, 5 S, 3 W, 6 below
* ``3/5/6``: 3 top, 5 N, 6 E, 2 S, 1 W, 4 below

Dice that never move only need the right number on top; they are built with :func:`die`.
"""

from __future__ import annotations

import pytest

import cubekit
from cubekit.core.cube import DIE, LEFT_DIE
from cubekit.core.game import IllegalMoveError, NotationError, Transition
from cubekit.core.grid import Direction
from cubekit.games.striedies import MovePlan, Pass, Roll, Striedies, StriediesState
from cubekit.games.striedies.events import (
    Eliminated,
    Fought,
    Passed,
    Reinforced,
    Retreated,
    ThreatLost,
    Tied,
    Tipped,
    TurnLimitReached,
    Won,
)


def die(top: int, north: int) -> str:
    """A right-handed die with ``top`` up and ``north`` to the north, in the notation."""
    return DIE.format(DIE.orientation(top, north=north))


FIVE = die(5, 1)
FOUR = die(4, 1)
SIX = die(6, 2)


def sq(name: str) -> tuple[int, int]:
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


def load(**options: object) -> Striedies:
    game = cubekit.load("striedies", **options)
    assert isinstance(game, Striedies)
    return game


def position(text: str, **options: object) -> StriediesState:
    return load(**options).parse_state(text)


def names(moves: list[Roll | Pass]) -> list[str]:
    return [str(m) for m in moves]


def kinds(state: StriediesState, move: str) -> list[type]:
    return [type(step.event) for step in state.explain(move).steps]


def events(transition: Transition) -> list[type]:
    """The kind of event of every step of a move, in order."""
    return [type(step.event) for step in transition.steps]


# --- ST-1, ST-2: dice and start -------------------------------------------------------------
# For every corner: the squares (corner first, then its neighbours along the edges) and the
# two outer edges, the direction of the 2 and of the 3 (ST-2). Right-handed: as in RULES.md.
# Left-handed: the mirror die turns the other way round the top (1 up, then clockwise N E S W
# 5 4 2 3 instead of 5 3 2 4), so the only way to have 2 and 3 on the outer edges swaps them.
RIGHT_CORNERS = [
    (("a1", "b1", "a2"), "1/4/5", {"west": 2, "south": 3}),
    (("o1", "n1", "o2"), "1/5/3", {"south": 2, "east": 3}),
    (("o15", "n15", "o14"), "1/3/2", {"east": 2, "north": 3}),
    (("a15", "b15", "a14"), "1/2/4", {"north": 2, "west": 3}),
]
LEFT_CORNERS = [
    (("a1", "b1", "a2"), "1/5/4", {"south": 2, "west": 3}),
    (("o1", "n1", "o2"), "1/4/2", {"east": 2, "south": 3}),
    (("o15", "n15", "o14"), "1/2/3", {"north": 2, "east": 3}),
    (("a15", "b15", "a14"), "1/3/5", {"west": 2, "north": 3}),
]


@pytest.mark.parametrize(("dice", "corners"), [("right", RIGHT_CORNERS),
                                               ("left", LEFT_CORNERS)])
def test_st1_st2_start_orientations_in_all_four_corners(dice: str, corners: list) -> None:
    game = load(players=4, dice=dice)
    model = DIE if dice == "right" else LEFT_DIE
    state = game.initial_state()
    for player, (squares, code, sides) in enumerate(corners):
        assert game.start_squares(player) == tuple(sq(s) for s in squares)
        found = state.dice(player)
        assert sorted(d.square for d in found) == sorted(sq(s) for s in squares)
        for d in found:
            assert d.owner == player and d.top == 1 and d.code == code
            assert model.contains(d.orientation)           # ST-1: the chosen handedness
            for side, pips in sides.items():               # ST-2: 2 and 3 on the outer edges
                assert getattr(d.orientation, side) == pips
    assert state.to_move == 0


def test_st2_corners_for_two_and_three_players() -> None:
    two = load().initial_state()
    assert [d.square for d in two.dice(1)] == [sq("o14"), sq("n15"), sq("o15")]
    assert two.dice(1)[0].code == "1/3/2"                  # top-right, right-handed
    three = load(players=3).initial_state()
    assert three.dice(1)[0].code == "1/5/3" and three.dice(2)[0].code == "1/3/2"
    assert load(players=3).corner(1) == "bottom_right"


def test_options_are_checked() -> None:
    for bad in ({"players": 5}, {"players": 1}, {"dice": "mirror"},
                {"reinforce_with": "some"}, {"turn_limit": 0}, {"start_player": 2}):
        with pytest.raises(ValueError):
            load(**bad)
    assert load(players=3, start_player=2).initial_state().to_move == 2
    with pytest.raises(NotationError):
        load(setup="A:a1(1/4/4) B:o15(1/3/2) A")


# --- ST-3: moves ------------------------------------------------------------------------------
def test_st3_start_moves() -> None:
    # A's start dice show 1: each moves one square; a1 is boxed in by b1 and a2; b1 can go
    # north (b2) or east (c1), a2 north (a3) or east (b2). 1/4/5 tipped north shows its
    # south face 3, tipped east its west face 2.
    state = load().initial_state()
    assert names(state.legal_moves()) == ["b1N", "b1E", "a2N", "a2E"]
    assert state.play("b1N").die("b2").top == 3             # type: ignore[union-attr]
    assert state.play("b1E").die("c1").top == 2             # type: ignore[union-attr]


def test_st3_a_turn_tips_on_every_square() -> None:
    # 3/5/6 on e5 (3 top, 5 N, 6 E, 2 S, 1 W, 4 below) moves N 1, then E 2:
    # north: the south face 2 comes up (2 top, 3 N, 6 E, 4 S, 1 W, 5 below) on e6;
    # east: the west face 1 comes up (1 top, 3 N, 2 E, 4 S, 5 W, 6 below) on f6;
    # east: the west face 5 comes up (5 top, 3 N, 1 E, 4 S, 6 W, 2 below) on g6.
    state = position("A:e5(3/5/6) B:o15(1/3/2) A")
    plan = state.plan(Roll(sq("e5"), Direction.N, 1, Direction.E))
    assert isinstance(plan, MovePlan)
    assert plan.path == (sq("e6"), sq("f6"), sq("g6"))
    assert plan.directions == (Direction.N, Direction.E, Direction.E)
    assert [DIE.format(o) for o in plan.orientations] == ["2/3/6", "1/3/2", "5/3/1"]
    transition = state.explain("e5N1E")
    tips = transition.steps
    assert events(transition) == [Tipped, Tipped, Tipped]
    assert [s.event.top for s in tips if isinstance(s.event, Tipped)] == [2, 1, 5]
    assert tips[1].state.die("f6").code == "1/3/2"         # type: ignore[union-attr]
    assert tips[1].state.die("e5") is None and tips[1].state.die("e6") is None
    assert "tips north from e5 onto e6: 2 comes up" in tips[0].text
    assert transition.after.die("g6").code == "5/3/1"      # type: ignore[union-attr]
    # the same move written with its tail, and in German notation (O = east)
    assert state.play("e5N1E2") == transition.after
    assert state.play("e5 n 1 o") == transition.after
    assert "kippt nach Norden von e5 auf e6" in state.explain("e5N1E").steps[0].describe("de")


def test_st3_every_path_of_a_three() -> None:
    # a 3 in the open: 4 straight moves and, per direction, turns after 1 or 2 squares to
    # either side: 4 + 4 * 2 * 2 = 20
    state = position("A:h8(3/5/6) B:o15(1/3/2) A")
    moves = names(state.legal_moves())
    assert len(moves) == 20 and len(set(moves)) == 20
    assert moves[:5] == ["h8N", "h8N1E", "h8N1W", "h8N2E", "h8N2W"]
    assert state.moves_from("h8") == state.legal_moves()
    assert state.moves_from("o15") == [] and state.moves_from("a1") == []


WHY = [
    ("e5N1S", "never reverses"),                      # reversal
    ("e5N1E1N", "turns at most once"),                # second turn
    ("e5N1N", "that is no turn; a straight move is written 'e5N'"),
    ("e5N4", "shows 3: it moves exactly 3 squares, but e5N4 has 4"),
    ("e5N1E1", "shows 3: it moves exactly 3 squares, but e5N1E1 has 2"),
    ("e5N3E", "turns after 1 to 2 squares, not after 3"),
    ("e3S", "after e1 the next square south is off the 15 × 15 board"),
    ("e5W", "blocked by B1 (c5)"),
    ("g7N", "no die on g7"),
    ("o15S", "is B1 and belongs to B"),
    ("o14S1E", "shows 1: it moves exactly one square and cannot turn"),
]


@pytest.mark.parametrize(("move", "expected"), WHY)
def test_why_illegal(move: str, expected: str) -> None:
    # A: 3s on e5 and e3 (2 squares above the edge), a 1 on o14; B: 1s on c5 and o15
    state = position("A:e3(3/5/6),e5(3/5/6),o14(1/3/2) B:c5(1/5/3),o15(1/3/2) A")
    reason = state.why_illegal(move)
    assert reason is not None and expected in reason, reason
    german = state.why_illegal(move, "de")
    assert german is not None and german != reason
    with pytest.raises(IllegalMoveError):
        state.play(move)


def test_why_illegal_odd_move_objects() -> None:
    state = position("A:e5(3/5/6) B:o15(1/3/2) A")
    reason = state.why_illegal(Roll((20, 3), Direction.N))
    assert reason is not None and "expected a square of the 15x15 board" in reason
    reason = state.why_illegal(Roll(sq("e5"), Direction.N, None, Direction.E))
    assert reason is not None and "write the squares before the turn, e.g. 'e5N1E'" in reason
    reason = state.why_illegal(Roll(sq("e5"), Direction.N, 0, Direction.E))
    assert reason is not None and "steps is 0; expected None or a whole number from 1 to 6" \
        in reason                                  # the move gate: a die shows 1 to 6
    reason = state.why_illegal(Roll(sq("e5"), Direction.N, rest=2))
    assert reason is not None and "is not a move in this game" in reason   # rest, no turn
    with pytest.raises(NotationError, match="diagonal"):
        state.why_illegal("e5NE")
    two = position("A:g5(2/1/3) B:o15(1/3/2) A")
    reason = two.why_illegal("g5E2N")
    assert reason is not None and "shows 2: it moves exactly 2 squares, so it can only turn " \
                                  "after the first, not after 2" in reason


# --- ST-4: fights -----------------------------------------------------------------------------
def test_st4_one_against_one() -> None:
    # 1/5/3 on d4 tips east onto e4: its west face 4 comes up. B3 on f4 is next to it:
    # 4 against 3, B3 leaves; B keeps o15, so B moves next.
    state = position("A:d4(1/5/3) B:f4(3/5/6),o15(1/3/2) A")
    transition = state.explain("d4E")
    assert events(transition) == [Tipped, Fought]
    fight = transition.steps[1]
    event = fight.event
    assert isinstance(event, Fought)            # not a Tied: one side leaves
    assert event.attackers == (sq("e4"),) and event.defenders == (sq("f4"),)
    assert (event.attack, event.defence) == (4, 3)
    assert event.losers == (sq("f4"),) and event.loser == 1
    assert fight.text == "A against B: A4 (e4) against B3 (f4), so B3 (f4) leaves the board " \
                         "(ST-4)."
    after = transition.after
    assert after.die("f4") is None and after.to_move == 1 and after.outcome is None


def test_st4_the_mover_can_lose() -> None:
    # the same move against B5: 4 against 5, the moved die leaves
    state = position(f"A:d4(1/5/3),a1(1/5/3) B:f4({FIVE}),o15(1/3/2) A")
    after = state.play("d4E")
    assert after.die("e4") is None and after.die("f4") is not None
    assert after.count(0) == 1 and after.to_move == 1


def test_st4_two_against_one_adds_up() -> None:
    # A2 on f5 stands next to the defender B5 on f4 (not next to e4): 4 + 2 = 6 against 5
    state = position(f"A:d4(1/5/3),f5(2/1/3) B:f4({FIVE}),o15(1/3/2) A")
    step = state.explain("d4E").steps[1]
    assert isinstance(step.event, Fought)
    assert step.event.attackers == (sq("e4"), sq("f5"))
    assert (step.event.attack, step.event.defence) == (6, 5)
    assert "A4 (e4) + A2 (f5) = 6 against B5 (f4)" in step.text
    assert step.state.die("f4") is None


def test_st4_two_defenders_add_up() -> None:
    # B1 on e5 and B3 on f4 both touch e4 (north and east): 1 + 3 = 4 against 4 is a tie;
    # with B2 on e5 instead, 5 beats the moved A4
    tie = position("A:d4(1/5/3),a1(1/5/3) B:f4(3/5/6),e5(1/5/3),o15(1/3/2) A")
    step = tie.explain("d4E").steps[1]
    assert isinstance(step.event, Tied)                      # a tie: nobody leaves
    assert step.event.defenders == (sq("e5"), sq("f4"))    # N, then E of the moved die
    assert step.state.die("e5") is not None and step.state.die("f4") is not None
    lost = position("A:d4(1/5/3),a1(1/5/3) B:f4(3/5/6),e5(2/1/3),o15(1/3/2) A")
    after = lost.play("d4E")
    assert after.die("e4") is None and after.die("e5") is not None


def test_st4_three_players_fight_in_turn_order() -> None:
    # A4 lands on e4 next to B3 (f4) and C2 (e5): first B (4 > 3), then C (4 > 2)
    state = position("A:d4(1/5/3) B:f4(3/5/6),o1(1/5/3) C:e5(2/1/3),o15(1/3/2) A",
                     players=3)
    fights = [s.event for s in state.explain("d4E").steps if isinstance(s.event, Fought)]
    assert [f.opponent for f in fights] == [1, 2]
    assert [f.losers for f in fights] == [(sq("f4"),), (sq("e5"),)]
    after = state.play("d4E")
    assert after.die("f4") is None and after.die("e5") is None and after.to_move == 1


def test_st4_a_lost_mover_stops_later_fights() -> None:
    # B5 on f4 beats A4 first; C1 on e5 would have lost to it but no longer fights
    state = position(f"A:d4(1/5/3),a1(1/5/3) B:f4({FIVE}),o1(1/5/3) C:e5(1/5/3),o15(1/3/2) A",
                     players=3)
    steps = state.explain("d4E").steps
    fights = [s for s in steps if isinstance(s.event, Fought | Tied)]
    assert len(fights) == 1 and isinstance(fights[0].event, Fought)
    assert fights[0].event.opponent == 1 and fights[0].event.stops
    assert "no further fights" in fights[0].text
    after = state.play("d4E")
    assert after.die("e4") is None and after.die("e5") is not None


# --- ST-5: ties and threats -------------------------------------------------------------------
TIE = f"A:d4(1/5/3),a1(1/5/3) B:f4({FOUR}),o15(1/3/2) A"
"""A4 lands on e4 next to B4 on f4: a tie (ST-5)."""


def test_st5_a_tie_threatens_and_is_written_in_the_position() -> None:
    state = position(TIE)
    transition = state.explain("d4E")
    tie = transition.steps[1]
    assert isinstance(tie.event, Tied)
    # the tie names both readings of ST-5: the rulebook's (another die) and the option
    assert tie.message.params["reinforce"].key == "st.reinforce.other"
    assert "a tie. B is threatened: on its next turn it must move another of its dice" in tie.text
    assert "ends next to A4 (e4), or move B4 (f4) away (ST-5)" in tie.text
    assert "rule option" in tie.text
    after = transition.after
    assert after.to_text().endswith(" B threat:B:f4>e4")
    assert after.must_answer is not None
    assert after.must_answer.defenders == (sq("f4"),)
    assert after.must_answer.attackers == (sq("e4"),)
    # B's o15 (a 1) cannot get next to e4; every free path of B4 is a retreat: the 4 squares
    # next to e4 are at distance 2 from f4, never 4. Free: N and E straight, and the turns
    # after 1-3 squares going N, E or S, to either side (3 * 2 * 3 = 18); west is e4.
    legal = names(after.legal_moves())
    assert len(legal) == 20 and all(m.startswith("f4") for m in legal)
    reason = after.why_illegal("o15S")
    assert reason is not None and "B is threatened (B4 (f4) against A4 (e4))" in reason
    assert "move another of its dice (not a threatened one" in reason
    assert "ends next to A4 (e4) (reinforce)" in reason


def test_st5_retreat_ends_the_threat() -> None:
    after = position(TIE).play("d4E")
    transition = after.explain("f4N")
    assert events(transition) == [Tipped] * 4 + [Retreated]
    assert transition.after.threats() == [] and "threat" not in transition.after.to_text()
    assert transition.after.die("f8") is not None and transition.after.to_move == 0


def test_st5_reinforcement_with_another_die() -> None:
    # B's 2/1/3 on e7 moves south twice: north face 1 comes up on e6 (1 top, 5 N, 2 S),
    # then 5 on e5, next to A4 on e4: a reinforcement. The fight: B5 (e5) + B4 (f4), which
    # touches e4, = 9 against A4: A4 leaves.
    after = position(f"A:d4(1/5/3),a1(1/5/3) B:f4({FOUR}),e7(2/1/3),o15(1/3/2) A").play("d4E")
    assert "e7S" in names(after.legal_moves())
    transition = after.explain("e7S")
    assert events(transition) == [Tipped, Tipped, Reinforced, Fought]
    fight = transition.steps[3].event
    assert isinstance(fight, Fought)
    assert fight.attackers == (sq("e5"), sq("f4"))
    assert (fight.attack, fight.defence) == (9, 4)
    assert transition.after.die("e4") is None and transition.after.threats() == []


def test_st5_two_threatened_one_retreats_the_other_leaves() -> None:
    # B1 (e5) + B3 (f4) = 4 against A4: tie, both threatened. B3 retreats east to i4
    # (not next to e4): B1 on e5 leaves the board before any fight (ST-9 b, not in the
    # rulebook).
    after = position("A:d4(1/5/3),a1(1/5/3) B:f4(3/5/6),e5(1/5/3),o15(1/3/2) A").play("d4E")
    assert after.to_text().endswith("threat:B:f4,e5>e4")
    transition = after.explain("f4E")
    answer = transition.steps[3]
    assert isinstance(answer.event, Retreated)
    assert [die.square for die in answer.event.leaving] == [sq("e5")]
    assert "the other threatened dice are lost: B1 (e5) leaves the board" in answer.text
    assert "before the fights of this move (ST-5; not in the rulebook: default ST-9 b)" \
        in answer.text
    assert "nicht im Regelheft: Festlegung ST-9 b" in answer.describe("de")
    assert answer.state.die("e5") is None and answer.state.die("i4") is not None
    final = transition.after
    assert [d.square for d in final.dice(1)] == [sq("i4"), sq("o15")]


THREE_ON_B1 = "A:a3(1/2/4),o7(1/5/3) B:a1(2/1/3),b1(3/5/6) A"
"""1/2/4 on a3 tips south onto a2: its north face 2 comes up, next to B2 on a1 (b1 is B's and
touches a1, not a2): 2 against 2, a tie. B2 on a1 cannot move (a2 and b1 are taken)."""


def test_st5_threatened_die_that_cannot_move_must_be_reinforced() -> None:
    # B's 3/5/6 on b1 reaches a3, next to A2 on a2, only by N 2, W 1: the one answer.
    # Its faces: N: 2 up (3 N, 4 S); N: 4 up (2 N, 5 S); W: the east face 6 comes up.
    after = position(THREE_ON_B1).play("a3S")
    assert after.to_text().endswith("B threat:B:a1>a2")
    assert names(after.legal_moves()) == ["b1N2W"]
    transition = after.explain("b1N2W")
    fight = transition.steps[-1].event
    assert isinstance(fight, Fought)
    # B6 (a3) + B2 (a1), which touches a2, = 8 against A2 (a2)
    assert fight.attackers == (sq("a3"), sq("a1"))
    assert (fight.attack, fight.defence) == (8, 2)
    assert transition.after.die("a2") is None


def test_st5_no_answer_the_threatened_dice_leave_and_the_player_moves_normally() -> None:
    # with a 6 on b1 instead, nothing can reach a3 or b2 (at odd distance 3 and 1 from b1,
    # a 6 ends at even distance) and a1 is stuck: a1 leaves as B's turn begins
    text = THREE_ON_B1.replace("b1(3/5/6)", f"b1({SIX})")
    transition = position(text).explain("a3S")
    assert events(transition) == [Tipped, Tied, ThreatLost]
    lost = transition.steps[2]
    assert isinstance(lost.event, ThreatLost)              # no answer
    assert [die.square for die in lost.event.leaving] == [sq("a1")]
    assert "As its turn begins, B2 (a1) leaves the board; B then moves normally" in lost.text
    after = transition.after
    assert after.to_move == 1 and after.threats() == [] and after.die("a1") is None
    assert names(after.legal_moves())[0] == "b1N"         # B moves normally


def test_st5_no_answer_with_the_last_die_puts_the_player_out() -> None:
    # three players: C's die on b1 boxes in B's only die; B loses it and is out; C moves
    text = "A:a3(1/2/4),o7(1/5/3) B:a1(2/1/3) C:b1(1/5/3),o15(1/3/2) A"
    state = position(text, players=3)
    transition = state.explain("a3S")
    assert events(transition) == [Tipped, Tied, ThreatLost, Eliminated]
    after = transition.after
    assert after.is_out(1) and after.to_move == 2 and after.outcome is None


def test_st5_reinforce_with_any_or_other() -> None:
    # 1/4/5 on d4 tips east: its west face 2 comes up on e4, next to B's 2/1/3 on f4: a tie.
    # B's f4 can end next to e4 itself: N 1 then W 1 (f5, e5). 2/1/3 tipped north shows 6
    # (2 N, 5 S, 3 E, 4 W), then west the east face 3 comes up: B3 on e5 against A2.
    text = "A:d4(1/4/5),a1(1/5/3) B:f4(2/1/3),o15(1/3/2) A"
    # ST-5 default "other", the rulebook's words; "any" a reading the rulebook does not give
    assert cubekit.load("striedies").reinforce_with == "other"
    any_die = position(text, reinforce_with="any").play("d4E")
    other = position(text).play("d4E")
    # free 2-square paths of f4 (west is e4): N, N1E, N1W, E, E1N, E1S, S, S1E, S1W; two of
    # them end next to e4 (N1W on e5, S1W on e3)
    assert len(any_die.legal_moves()) == 9 and len(other.legal_moves()) == 7
    transition = any_die.explain("f4N1W")
    assert isinstance(transition.steps[2].event, Reinforced)
    said = transition.steps[2].message
    assert said.params["reading"].key == "st.reading.any"   # named as not in the rulebook
    assert "not give" in transition.steps[2].describe("en")
    assert transition.after.die("e4") is None               # B3 beats A2
    reason = other.why_illegal("f4N1W")
    assert reason is not None and "only another of its dice" in reason
    assert "reinforce_with" not in reason                   # no code names on screen
    assert "neither reinforcement nor retreat" in reason
    assert other.why_illegal("f4N") is None                 # a retreat is fine
    reason = other.why_illegal("o15S")
    assert reason is not None and "move another of its dice (not a threatened one" in reason


def test_st9a_ties_on_the_same_player_combine() -> None:
    # A4 (e4) ties with C4 (f4); then B's 1/4/5 on g5 tips south (north face 4 up) onto g4:
    # B4 against C4 again a tie; C's threat now has both attackers
    text = f"A:d4(1/5/3),a1(1/5/3) B:g5(1/4/5),o1(1/5/3) C:f4({FOUR}),o15(1/3/2) A"
    state = position(text, players=3).play("d4E")
    assert state.to_text().endswith("B threat:C:f4>e4")
    step = state.explain("g5S").steps[1]
    assert isinstance(step.event, Tied) and "(combined with the threat it already has; not " \
        "in the rulebook: default ST-9 a)" in step.text
    # C must now reinforce next to either attacker
    assert "ends next to one of A4 (e4) and B4 (g4), or move C4 (f4) away" in step.text
    after = state.play("g5S")
    assert after.to_text().endswith("C threat:C:f4>e4,g4")
    assert after.must_answer is not None and after.must_answer.attackers == (sq("e4"),
                                                                               sq("g4"))


def test_st5_kit_reading_removed_attackers_end_the_threat() -> None:
    # A4 (e4) ties with C4 (f4); B's 1/5/3 on e6 tips south onto e5 (north face 5 up) and
    # beats A4: C's threat has no attacker left and ends
    text = f"A:d4(1/5/3),a1(1/5/3) B:e6(1/5/3),o1(1/5/3) C:f4({FOUR}),o15(1/3/2) A"
    state = position(text, players=3).play("d4E")
    after = state.play("e6S")
    assert after.die("e4") is None and after.threats() == [] and after.to_move == 2
    assert after.must_answer is None


# --- ST-6, ST-7, ST-8 ---------------------------------------------------------------------------
def test_st6_pass() -> None:
    # B's 2 on a1 is boxed in by A's dice on a2 and b1: its only move is to pass
    state = position("A:a2(1/5/3),b1(1/5/3) B:a1(2/1/3) B", turn_limit=10)
    assert state.legal_moves() == [Pass()]
    transition = state.explain("pass")
    assert events(transition) == [Passed]
    after = transition.after
    assert after.to_move == 0 and after.turn == 1
    reason = after.why_illegal("pass")
    assert reason is not None and "can still move" in reason


def test_st7_turn_limit() -> None:
    state = load(turn_limit=2).initial_state().play("b1N")
    assert state.turn == 1 and state.outcome is None
    transition = state.explain("n15S")
    assert isinstance(transition.steps[-1].event, TurnLimitReached)
    assert "not in the rulebook" in transition.steps[-1].text
    after = transition.after
    assert after.outcome is not None and after.outcome.is_draw
    assert after.outcome.rule == "ST-7 / CS-10" and after.legal_moves() == []
    assert after.to_text().endswith("turn:2 result:turn_limit")


def test_st8_win() -> None:
    state = position("A:d4(1/5/3) B:f4(3/5/6) A")
    transition = state.explain("d4E")
    assert events(transition) == [Tipped, Fought, Eliminated, Won]
    after = transition.after
    assert after.outcome is not None and after.outcome.winners == (0,)
    assert after.outcome.reason == "last_player" and after.to_move == 0
    assert after.to_text() == "A:e4(4/5/1) B:- A result:last_player:A"
    assert after.why_illegal("e4N") == "The game is already over."


def test_st8_out_players_are_skipped() -> None:
    # B has no dice: after A comes C
    state = position("A:e5(3/5/6) B:- C:o15(1/3/2) A", players=3)
    assert state.is_out(1) and state.remaining() == [0, 2]
    assert state.play("e5N").to_move == 2


def test_st5_st6_a_player_without_moves_loses_its_threatened_dice() -> None:
    # as THREE_ON_B1, but B's second die is a 2 on b1 and A's dice on b2 and c1 box it in
    # (west is a1): B has no legal move at all, so it cannot answer; a1 leaves as B's turn
    # begins and B then passes (b1 west now reaches a1 but the next square is off the board)
    text = "A:a3(1/2/4),b2(1/5/3),c1(1/5/3) B:a1(2/1/3),b1(2/1/3) A"
    transition = position(text).explain("a3S")
    assert events(transition) == [Tipped, Tied, ThreatLost]
    assert "and it will pass (ST-5; passing: not in the rulebook: default ST-6)" in \
        transition.steps[2].text
    after = transition.after
    assert after.die("a1") is None and after.to_move == 1
    assert after.legal_moves() == [Pass()]
    assert after.play("pass").to_move == 0


def test_st8_the_mover_can_put_itself_out() -> None:
    # A's last die attacks B5 with 4 and loses: A is out, B wins; A moved last
    state = position(f"A:d4(1/5/3) B:f4({FIVE}) A")
    transition = state.explain("d4E")
    assert events(transition) == [Tipped, Fought, Eliminated, Won]
    after = transition.after
    assert after.outcome is not None and after.outcome.winners == (1,)
    assert after.to_text() == f"A:- B:f4({FIVE}) A result:last_player:B"
    assert load().parse_state(after.to_text()) == after


# --- ST-9 b: when the other threatened dice leave after a retreat (option) ------------------
def test_st9b_retreat_removal_is_an_option() -> None:
    options = {o.name: o for o in Striedies.options("en")}
    found = options["retreat_removal"]
    assert (found.default, found.rule, found.choices) == (
        "before_fights", "ST-9", ("before_fights", "after_fights"))
    german = {o.name: o for o in Striedies.options("de")}["retreat_removal"].help
    assert "ST-9 b" in found.help and "ST-9 b" in german and german != found.help
    with pytest.raises(ValueError):
        Striedies(retreat_removal="never")


def test_st9b_after_fights_the_other_threatened_dice_support_then_leave() -> None:
    # B: f3 (1) and e4 (2) tied by A's 3 on e3; B retreats e4E to g4 (5 up), next to C's 5
    text = ("A:b1(1/4/5),e3(3/2/1) B:o1(1/5/3),f3(1/2/4),e4(2/1/3) C:g3(5/1/4),o15(1/3/2) B "
            "threat:B:f3,e4>e3")
    plans = {}
    for removal in ("before_fights", "after_fights"):
        state = position(text, players=3, retreat_removal=removal)
        plan = state.plan(Roll(sq("e4"), Direction.E))
        assert isinstance(plan, MovePlan) and plan.answer == "retreat"
        plans[removal] = plan
        transition = state.explain("e4E")
        assert transition.after == state.play("e4E")
        kinds = [type(step.event).__name__ for step in transition.steps]
        if removal == "before_fights":
            assert kinds == ["Tipped", "Tipped", "Retreated", "Tied"]
            assert transition.after.to_text().endswith("C threat:C:g3>g4")
        else:
            assert kinds == ["Tipped", "Tipped", "Retreated", "Fought", "LeftAfterFights"]
            assert transition.after.die("g3") is None and transition.after.die("f3") is None
    assert [f.attack for f in plans["before_fights"].fights] == [5]
    assert [f.attack for f in plans["after_fights"].fights] == [6]
    assert plans["before_fights"].leaving == plans["after_fights"].leaving == (sq("f3"),)
