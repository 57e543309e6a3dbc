"""Deblockle rules, reasoned by hand from the rulebook and RULES.md DB-1 to DB-9.

Orientations are written top/north/east (core cube notation, codes * star, o stop, + cross,
x X, = slider, @ hoops). The reference block ``*/+/=`` (DB-2) has Star on top, Cross north,
Slider east, X south, Hoops west and Stop underneath. Tipping towards a direction brings the
face on the *opposite* side up: tipping north brings the south face (X) up, east the west
face (Hoops), south the north face (Cross), west the east face (Slider).
"""

from __future__ import annotations

import random

import pytest

import cubekit
from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.game import IllegalMoveError, NotationError, Step
from cubekit.core.grid import Direction, Square
from cubekit.games.deblockle import Deblockle, Turn
from cubekit.games.deblockle.events import (
    Deblockled,
    Hopped,
    Removed,
    Tipped,
    Won,
)
from cubekit.games.deblockle.geometry import BY_TOP, ORIENTATIONS
from cubekit.games.deblockle.render import Renderer

REF = "*/+/="          # DB-2 reference orientation
CROSS_UP = "+/o/="      # REF tipped south: Cross on top, Stop north, Star south


def sq(name: str) -> tuple[int, int]:
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


def names(moves: list[Turn]) -> list[str]:
    return [str(m) for m in moves]


def arrows(step: Step) -> tuple[tuple[Square, Square], ...]:
    """The arrows a picture of ``step`` shows (from its event)."""
    return tuple(Renderer(step.state.game).step_arrows(step))


def kinds(steps: tuple[Step, ...]) -> list[type]:
    return [type(s.event) for s in steps]


def one(**options: object) -> Deblockle:
    game = cubekit.load("deblockle", blocks=1, **options)
    assert isinstance(game, Deblockle)
    return game


# --- DB-1, DB-3, DB-8: board and set-up -------------------------------------------------------
def test_db1_db3_start_squares_and_rolled_tops() -> None:
    game = cubekit.load("deblockle")
    state = game.initial_state(seed=5)
    squares = {0: ["c1", "c3", "e1", "e3"], 1: ["c5", "c7", "e5", "e7"]}
    for player in (0, 1):
        got = sorted(f"{'abcdefg'[b.square[0]]}{b.square[1] + 1}" for b in state.blocks(player))
        assert got == squares[player]
        assert all(b.owner == player for b in state.blocks(player))
        assert all(DEBLOCKLE_BLOCK.contains(b.orientation) for b in state.blocks(player))
    assert state.to_move == 0 and state.removed(0) == state.removed(1) == 0
    # DB-3: the seed decides the roll; another seed gives other tops for some seed
    tops = {tuple(b.code for b in game.initial_state(seed=s).blocks()) for s in range(6)}
    assert len(tops) > 1
    assert game.initial_state(seed=5) == state            # same seed, same set-up
    assert game.initial_state() == game.initial_state(seed=0)


def test_db8_fewer_blocks_on_the_first_start_squares() -> None:
    # DB-8: each player fills its back row first, B mirroring A (A c1 e1 c3 e3, B c7 e7 c5 e5)
    game = cubekit.load("deblockle", blocks=(3, 1))
    state = game.initial_state(seed=1)
    assert sorted(b.square for b in state.blocks(0)) == sorted([sq("c1"), sq("e1"), sq("c3")])
    assert [b.square for b in state.blocks(1)] == [sq("c7")]
    assert game.block_counts == (3, 1)
    with pytest.raises(ValueError, match="DB-8"):
        cubekit.load("deblockle", blocks=5)
    with pytest.raises(ValueError, match="DB-8"):
        cubekit.load("deblockle", blocks=(4, 0))


@pytest.mark.parametrize("blocks", [1, 2, 3, 4])
def test_db8_every_block_count_is_mirrored(blocks: int) -> None:
    # B's start is A's mirrored in rank 4, so both stand equally far from their goals
    state = cubekit.load("deblockle", blocks=blocks).initial_state(seed=3)
    mine = {b.square for b in state.blocks(0)}
    theirs = {b.square for b in state.blocks(1)}
    assert len(mine) == len(theirs) == blocks
    assert {(col, 6 - row) for col, row in mine} == theirs
    # the goal of each is the other's home star: d6 for A, d2 for B
    distance = [sorted(abs(col - 3) + abs(row - goal) for col, row in squares)
                for squares, goal in ((mine, 5), (theirs, 1))]
    assert distance[0] == distance[1]


def test_db3_four_blocks_roll_as_before_whatever_the_db8_order() -> None:
    # the rolls go square by square, so the full set-up does not depend on the DB-8 order:
    # for seed 5 the rolls are drawn here by hand: top face, then rotation, per square
    rng = random.Random(5)
    rolls = [(rng.randrange(6), rng.randrange(4)) for _ in range(8)]
    state = cubekit.load("deblockle").initial_state(seed=5)
    ordered = sorted(state.blocks(0), key=lambda b: (b.square[1], b.square[0])) + sorted(
        state.blocks(1), key=lambda b: (b.square[1], b.square[0]))
    assert [b.orientation for b in ordered] == [ORIENTATIONS[BY_TOP[top][turn]]
                                                for top, turn in rolls]


def test_db3_explicit_setup_option() -> None:
    text = "A:a1(x/o/@) B:g7(+/=/*) A"
    game = cubekit.load("deblockle", blocks=1, setup=text)
    assert game.initial_state(seed=9).block("a1").code == "x/o/@"  # type: ignore[union-attr]
    with pytest.raises(NotationError):
        cubekit.load("deblockle", blocks=1, setup="A:d2(x/o/@) B:g7(+/=/*) A")


# --- DB-4, DB-5: a turn is a tip and a hop ------------------------------------------------------
def test_every_symbol_from_one_block() -> None:
    # A on c4 with the reference orientation, B far away on g7.
    state = one().parse_state(f"A:c4({REF}) B:g7({REF}) A")
    legal = names(state.legal_moves())
    # north onto c5: X up; diagonals of c5 are b4, d4, b6 and d6 (a star, DB-5: never an end)
    assert [m for m in legal if m.startswith("c4N")] == ["c4N:b4", "c4N:d4", "c4N:b6"]
    # south onto c3: Cross up; one square orthogonally, c4 (the block left it) counts as empty
    assert [m for m in legal if m.startswith("c4S")] == ["c4S:c2", "c4S:b3", "c4S:d3",
                                                         "c4S:c4"]
    # west onto b4: Slider up; to the edge each way, passing over c4 and on to g4 eastwards
    assert [m for m in legal if m.startswith("c4W")] == ["c4W:b1", "c4W:a4", "c4W:g4",
                                                         "c4W:b7"]
    # east onto d4: Hoops up; exactly 3 steps on an open board reach the squares at distance
    # 1 and 3 from d4: 4 + 12 = 16 (both stars are at distance 2)
    hoops = [m for m in legal if m.startswith("c4E")]
    assert len(hoops) == 16
    assert "c4E:d4" not in hoops and "c4E:d7" in hoops and "c4E:c4" in hoops
    assert len(legal) == 3 + 4 + 4 + 16


def test_db4_tip_shows_the_face_that_comes_up() -> None:
    state = one().parse_state(f"A:c4({REF}) B:g7({REF}) A")
    transition = state.explain("c4S:c2")
    tip, hop = transition.steps
    assert isinstance(tip.event, Tipped) and "Cross comes up" in tip.text
    assert tip.event.start == sq("c4") and tip.event.square == sq("c3")
    assert tip.event.direction is Direction.S and tip.event.face == "cross"
    assert DEBLOCKLE_BLOCK.format(tip.event.before) == REF
    assert DEBLOCKLE_BLOCK.format(tip.event.after) == CROSS_UP
    assert arrows(tip) == ((sq("c4"), sq("c3")),)
    assert tip.state.block("c3").code == CROSS_UP  # type: ignore[union-attr]
    assert isinstance(hop.event, Hopped) and hop.event.path == (sq("c3"), sq("c2"))
    assert arrows(hop) == ((sq("c3"), sq("c2")),)
    # DB-5: the hop does not turn the block
    assert transition.after.block("c2").code == CROSS_UP  # type: ignore[union-attr]
    assert transition.after.to_move == 1
    german = state.explain("c4S:c2").steps[0].describe("de")
    assert "Kreuz kommt nach oben" in german


def test_db5_hoops_path_is_canonical_and_may_revisit() -> None:
    state = one().parse_state(f"A:c4({REF}) B:g7({REF}) A")
    hop = state.explain("c4E:c4").steps[1]
    assert isinstance(hop.event, Hopped)
    # trying N, E, S, W at each step: d4 -> d5 -> (d6, e5 fail to reach c4) -> d4 -> c4
    assert hop.event.path == (sq("d4"), sq("d5"), sq("d4"), sq("c4"))
    assert hop.event.face == "hoops"
    assert "d4 → d5 → d4 → c4" in hop.text
    assert len(arrows(hop)) == 3


def test_db5_slider_passes_over_a_star_and_stops_before_one() -> None:
    # A on e3 tips west onto d3 and Slider comes up. B sits on d1 behind the star d2.
    text = f"A:e3({REF}) B:d1({REF}) A"
    state = one().parse_state(text)
    slides = [m for m in names(state.legal_moves()) if m.startswith("e3W")]
    # north: over d4, d5, the star d6, to d7 (pass); south: would rest on d2 before d1, the
    # square before the star is d3 itself, so no movement: that direction is illegal;
    # east over e3 (left empty) to g3; west to a3
    assert slides == ["e3W:a3", "e3W:g3", "e3W:d7"]
    hop = state.explain("e3W:d7").steps[1]
    assert isinstance(hop.event, Hopped)
    assert hop.event.path == (sq("d3"), sq("d4"), sq("d5"), sq("d6"), sq("d7"))
    reason = state.why_illegal("e3W:d2")
    assert reason is not None and "would come to rest on the star square d2" in reason
    # option slider_star="stop": the star stops the slider like a block (d5, not d7)
    stop = one(slider_star="stop").parse_state(text)
    assert [m for m in names(stop.legal_moves()) if m.startswith("e3W")] == [
        "e3W:a3", "e3W:g3", "e3W:d5"]


def test_db4_star_up_onto_the_goal_star_removes_and_db9_wins() -> None:
    # CROSS_UP has Star south: tipping north brings it up, onto d6 = B's home star
    state = one().parse_state(f"A:d5({CROSS_UP}) B:g7({REF}) A")
    assert "d5N" in names(state.legal_moves())
    transition = state.explain("d5N")
    assert kinds(transition.steps) == [Removed, Won]
    assert "leaves the game" in transition.steps[0].text
    after = transition.after
    assert after.removed(0) == 1 and after.on_board(0) == 0
    assert after.outcome is not None and after.outcome.winners == (0,)
    assert after.outcome.reason == "all_removed" and after.legal_moves() == []
    assert after.why_illegal("g7N") == "The game is already over."


def test_db4_removal_without_winning_hands_the_turn_over() -> None:
    game = cubekit.load("deblockle", blocks=(2, 1))
    state = game.parse_state(f"A:a1({REF}),d5({CROSS_UP}) B:g7({REF}) A")
    after = state.play("d5N")
    assert after.removed(0) == 1 and after.outcome is None and after.to_move == 1


def test_db7_deblockled_player_passes() -> None:
    # B's a1 (=/+/o: Slider top, Cross north, Stop east, X south, Star west) can only tip
    # north (a2) or east; east brings the west face, Star, up on b1 (DB-4: illegal).
    state = one().parse_state("A:b3(o/=/+) B:a1(=/+/o) A")
    # A's b3 (Stop top, Slider north, Cross east, Hoops south): tipping north brings Hoops up
    transition = state.explain("b3N:a2")
    assert kinds(transition.steps) == [Tipped, Hopped, Deblockled]
    assert transition.after.to_move == 0            # A moves again
    assert transition.after.is_stuck(1)
    assert "B is Deblockle'd" in transition.steps[2].text
    assert transition.steps[2].event == Deblockled(player=1, next=0)


def test_db7_both_stuck_is_a_draw() -> None:
    # no-adjacent variant: A's only block a1 is boxed in by B's a2 and b1; B cannot move one
    # of them without leaving the other next to A (DB-8), so nobody can move.
    game = cubekit.load("deblockle", blocks=(1, 2), no_adjacent=True)
    state = game.parse_state(f"A:a1({REF}) B:a2({REF}),b1({REF}) A")
    assert state.outcome is not None and state.outcome.reason == "stuck"
    assert state.outcome.winners == () and state.outcome.rule == "DB-7"
    assert state.legal_moves() == []
    assert state.to_text().endswith("result:stuck")
    # the same position without the variant: B could move, so A's being to move is refused
    with pytest.raises(NotationError, match="DB-7"):
        cubekit.load("deblockle", blocks=(1, 2)).parse_state(
            f"A:a1({REF}) B:a2({REF}),b1({REF}) A")


def test_db6_impossible_hop_forbid_or_skip() -> None:
    # A's a1 tips north onto a2: X up; its diagonals b1 and b3 hold B's blocks (A's second
    # block on g4 keeps A from being stuck: a1 cannot tip east onto b1 either)
    text = f"A:a1({REF}),g4({REF}) B:b1({REF}),b3({REF}) A"
    forbid = cubekit.load("deblockle", blocks=2).parse_state(text)
    assert not any(m.startswith("a1N") for m in names(forbid.legal_moves()))
    reason = forbid.why_illegal("a1N")
    assert reason is not None and "no hop with X is possible" in reason
    skip = cubekit.load("deblockle", blocks=2, impossible_hop="skip").parse_state(text)
    assert "a1N" in names(skip.legal_moves())
    transition = skip.explain("a1N")
    tip = transition.steps[0].event
    assert isinstance(tip, Tipped) and tip.skipped is True
    assert transition.after.block("a2") is not None
    reason = skip.why_illegal("a1N:b3")
    assert reason is not None and "write 'a1N'" in reason


def test_db8_no_adjacent_variant() -> None:
    # A's c4 tips south onto c3 (Cross up); d3 touches B's e3.
    text = f"A:c4({REF}) B:e3({REF}) A"
    plain = one().parse_state(text)
    variant = one(no_adjacent=True).parse_state(text)
    assert plain.why_illegal("c4S:d3") is None
    reason = variant.why_illegal("c4S:d3")
    assert reason is not None and "d3" in reason and "DB-8" in reason
    assert "c4S:d3" not in names(variant.legal_moves())
    assert variant.why_illegal("c4S:b3") is None


# DB-6 with DB-8: A's last block d1 (=/*/+: north Star, east Cross) tips east onto e1 with X up;
# its diagonals are d2 (a star square, never an end, DB-5) and f2, which touches B's f3. Under
# "no adjacent blocks" that hop is no hop, so no hop is possible after this tip.
ADJACENT_HOP = "A:d1(=/*/+) B:f3(o/@/x),c4(*/x/@) A removed:3/2"


@pytest.mark.parametrize("language", ["en", "de"])
def test_db6_db8_a_hop_next_to_an_opponent_is_no_hop(language: str) -> None:
    skip = cubekit.load("deblockle", no_adjacent=True, impossible_hop="skip")
    state = skip.parse_state(ADJACENT_HOP)
    assert "d1E" in names(state.legal_moves())           # the tip alone is the turn
    transition = state.explain("d1E")
    tipped = transition.steps[0]
    assert isinstance(tipped.event, Tipped) and tipped.event.skipped
    assert tipped.event.adjacent_ends == (sq("f2"),)
    said = tipped.describe(language)
    assert "f2" in said and "DB-6" in said and "DB-8" in said
    block = transition.after.block("e1")
    assert block is not None and block.top == "x"
    assert state.why_illegal("d1E:f2", language) is not None   # hopping on still touches f3
    # the default reading (DB-6 "forbid"): no legal turn, and the reason names f2 and both IDs
    forbid = cubekit.load("deblockle", no_adjacent=True).parse_state(ADJACENT_HOP)
    assert "d1E" not in names(forbid.legal_moves())
    reason = forbid.why_illegal("d1E", language) or ""
    assert "f2" in reason and "DB-6" in reason and "DB-8" in reason
    # without the variant the hop to f2 is a hop like any other
    plain = cubekit.load("deblockle").parse_state(ADJACENT_HOP)
    assert "d1E:f2" in names(plain.legal_moves()) and "d1E" not in names(plain.legal_moves())


# --- why_illegal for every case --------------------------------------------------------------
WHY = [
    ("e5N", "no block on e5"),
    ("g7S", "belongs to B"),
    ("c4N:c6", "X hops exactly one square diagonally"),
    ("c4S:c1", "Cross hops exactly one square"),
    ("c4E:a1", "Hoops makes exactly three single steps"),
    ("c4W:c4", "until the edge or a block"),
    ("c4N:d6", "No hop ends on a star square"),
    ("c4S:c3", "must leave c3"),
    ("c4S", "must hop: to c2, b3, d3 and c4"),
]


@pytest.mark.parametrize(("move", "expected"), WHY)
def test_why_illegal_in_an_open_position(move: str, expected: str) -> None:
    state = one().parse_state(f"A:c4({REF}) B:g7({REF}) A")
    reason = state.why_illegal(move)
    assert reason is not None and expected in reason, reason
    assert state.why_illegal(move, "de") != reason
    with pytest.raises(IllegalMoveError):
        state.play(move)


def test_why_illegal_tips() -> None:
    game = cubekit.load("deblockle", blocks=(3, 1))
    # CROSS_UP has Star south (tipping north brings it up); d3 is next to A's home star d2
    state = game.parse_state(f"A:c4({CROSS_UP}),d3({REF}),a1({CROSS_UP}) B:c5({REF}) A")
    cases = {
        "c4N": "taken by a block of B",                        # c5 is occupied (DB-4)
        "d3S": "own home star",                                # d2 is A's own star (DB-1)
        "a1W": "over the edge",                                # off the board
        "a1N": "would leave Star up",                          # star-up on a2 (DB-4)
    }
    for move, expected in cases.items():
        reason = state.why_illegal(move)
        assert reason is not None and expected in reason, (move, reason)
    on_goal = cubekit.load("deblockle", blocks=1).parse_state(f"A:d5({REF}) B:g7({REF}) A")
    reason = on_goal.why_illegal("d5N")       # X, not Star, would come up on d6
    assert reason is not None and "star square and the tip would bring X up" in reason
    removal = cubekit.load("deblockle", blocks=1).parse_state(
        f"A:d5({CROSS_UP}) B:g7({REF}) A")
    reason = removal.why_illegal("d5N:d7")
    assert reason is not None and "leaves the game at once" in reason


def test_why_illegal_stop_and_occupied_hop() -> None:
    # CROSS_UP has Stop north: tipping south brings Stop up (turn ends, DB-5)
    game = cubekit.load("deblockle", blocks=(1, 2))
    state = game.parse_state(f"A:c4({CROSS_UP}) B:b6({REF}),g7({REF}) A")
    assert "c4S" in names(state.legal_moves())
    reason = state.why_illegal("c4S:c2")
    assert reason is not None and "Stop is on top" in reason
    assert "without a hop" in state.explain("c4S").steps[0].text
    # REF on c4 tipping north: X up on c5; b6 holds B's block
    ref = game.parse_state(f"A:c4({REF}) B:b6({REF}),g7({REF}) A")
    reason = ref.why_illegal("c4N:b6")
    assert reason is not None and "b6 is taken" in reason
    assert ref.why_illegal(Turn((9, 9), Direction.N)) is not None
    assert ref.why_illegal(Turn(sq("c4"), Direction.N, (0, 12))) is not None
