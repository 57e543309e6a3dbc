"""Deblockle teaching scenarios: rule edge cases with stated, reasoned results.

Every scenario's ``expected`` mapping was worked out by hand from the rulebook
(``rulebooks/deblockle.de.txt``) and ``RULES.md`` DB-1 to DB-10 (the reasoning is in the comment
above it) and then confirmed by the engine; ``tests/test_deblockle_scenarios.py`` asserts every
one. Besides the common facts of :meth:`Scenario.facts` (``position``, ``winner``, ``outcome``,
``moves``) the hook :func:`deblockle_facts` adds, about the **last move** (worked out in the
position it is played from):

``symbol``
    the face on top after the tip (``star``, ``stop``, ``cross``, ``x``, ``slider``, ``hoops``);
``path``
    the hop as square names in the order travelled, starting on the tip square (``[]``: no
    hop; for Hoops the canonical path, see :mod:`.notation`);
``final`` / ``orientation``
    the square where the block ends the turn (None once it left the game) and its orientation
    after the tip in the compact ``top/north/east`` notation;
``skipped``
    whether the hop was left out under ``impossible_hop="skip"`` (DB-6);
``ends``
    the hop end squares of every legal turn of the same block in the same tip direction,
    sorted by file, then rank;
``kinds``
    the kinds of its explained steps, short names of their events (:data:`KINDS`: ``tip``,
    ``remove``, ``hop``, ``pass``, ``win``, ...);
``illegal``
    probe moves -> message key of why each is illegal in that same position (None if legal);

and about the whole scenario and its **final position**:

``removed`` / ``on_board``
    blocks taken off and blocks left on the board, per player letter;
``block_counts``
    the start count of each player (DB-8);
``to_move`` / ``to_move_after``
    the player to move at the end, and after every move of the scenario;
``passes``
    the letters of the players who were Deblockle'd and passed, in order (DB-7).

Positions use the notation of :mod:`.notation`. An orientation ``t/n/e`` names the faces on
top, to the north and to the east; south and west are their opposites (DB-2: Star-Stop,
Cross-X, Slider-Hoops). Tipping a block rolls it over an edge, so the face on the side facing
away from the tip comes up: tip north -> the south face, east -> west, south -> north,
west -> east. Every comment below uses this rule.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.events import Event
from cubekit.core.grid import square_name
from cubekit.core.scenario import Scenario, with_facts
from cubekit.core.scenario import illegal_key as probe
from cubekit.core.scenario import square_names as names
from cubekit.games.deblockle.events import (
    BothStuck,
    Deblockled,
    Hopped,
    Removed,
    Tipped,
    TurnLimitReached,
    Won,
)
from cubekit.games.deblockle.notation import Turn
from cubekit.games.deblockle.rules import Deblockle, DeblockleState, TurnPlan

# ---------------------------------------------------------------------------------------------
# Facts of a scenario
# ---------------------------------------------------------------------------------------------


KINDS: dict[type[Event], str] = {Tipped: "tip", Removed: "remove", Hopped: "hop",
                                 Deblockled: "pass", BothStuck: "draw", Won: "win",
                                 TurnLimitReached: "turn_limit"}
"""The short name of each event in the facts ``kinds``."""


def last_plan(scenario: Scenario) -> tuple[DeblockleState, Turn, TurnPlan]:
    """The position the last move is played from, the move and what it does."""
    before = scenario.replay.states[-2]
    assert isinstance(before, DeblockleState)
    move = before.coerce_move(scenario.moves[-1])
    assert isinstance(move, Turn)
    plan = before.plan(move)
    assert isinstance(plan, TurnPlan), plan
    return before, move, plan


def deblockle_facts(scenario: Scenario, probes: tuple[str, ...] = ()) -> dict[str, Any]:
    """The Deblockle facts of a scenario (see the module docstring)."""
    before, move, plan = last_plan(scenario)
    final = scenario.final()
    assert isinstance(final, DeblockleState)
    game = final.game
    letters = {p: game.player_name(p) for p in (0, 1)}
    steps = [step for t in scenario.replay.transitions() for step in t.steps]
    same_tip = [m.target for m in before.legal_moves()
                if m.square == move.square and m.direction == move.direction]
    return {
        "symbol": plan.symbol,
        "path": [square_name(sq) for sq in plan.path],
        "final": None if plan.final is None else square_name(plan.final),
        "orientation": DEBLOCKLE_BLOCK.format(plan.after),
        "skipped": plan.skipped,
        "ends": names(sq for sq in same_tip if sq is not None),
        "kinds": [KINDS[type(step.event)] for step in scenario.last_transition().steps],
        "illegal": {p: probe(before, p) for p in probes},
        "removed": {letters[p]: final.removed(p) for p in (0, 1)},
        "on_board": {letters[p]: final.on_board(p) for p in (0, 1)},
        "block_counts": dict(zip(letters.values(), game.block_counts, strict=True)),
        "to_move": letters[final.to_move],
        "to_move_after": [letters[s.to_move] for s in scenario.replay.states[1:]],
        "passes": [letters[step.event.player] for step in steps
                   if isinstance(step.event, Deblockled)],
    }


_scenario = partial(with_facts, deblockle_facts)


# ---------------------------------------------------------------------------------------------
# The games (rule options) the scenarios are played in
# ---------------------------------------------------------------------------------------------
_DEFAULT = Deblockle()                                   # 4 blocks each, all defaults
_SLIDER_STOP = Deblockle(slider_star="stop")             # DB-5 option
_SKIP = Deblockle(impossible_hop="skip")                 # DB-6 option
_NO_ADJACENT = Deblockle(no_adjacent=True)               # DB-8 variant
_HANDICAP = Deblockle(blocks=(4, 2))                     # DB-8 handicap: B plays with two
_B_BEGINS = Deblockle(start_player=1)                    # DB-10 option: B moves first
_ADJACENT_FORBID = Deblockle(no_adjacent=True)           # DB-8 variant, DB-6 default
_ADJACENT_SKIP = Deblockle(no_adjacent=True, impossible_hop="skip")   # DB-8 with DB-6 option
_ONE_BLOCK = Deblockle(blocks=1)                         # DB-8: one block each

# Shared start positions (each reasoned once, where it is first used).
_HANDICAP_POS = ("A:c1(x/o/@),e1(*/=/x),c3(=/x/*),e3(x/*/=) B:d3(=/*/+) B "
                 "removed:0/1")
_GOAL = "A:d5(+/o/=),c6(o/+/@) B:b3(+/o/=),f7(+/o/=) A removed:2/2"
_STAR_UP = "A:d3(=/o/x) B:a7(+/o/=),g7(+/o/=) A removed:3/2"
_SLIDER = "A:a1(+/o/=),c4(o/+/@) B:d1(+/o/=),g7(+/o/=) A removed:2/2"
_START = ("A:c1(x/*/=),e1(*/=/x),c3(=/x/*),e3(x/*/=) B:c5(x/*/=),e5(=/*/+),c7(=/*/+),"
          "e7(+/=/*) A removed:0/0")
_CORNER = "A:a1(o/=/+),b1(+/o/=),b2(+/o/=) B:b3(+/o/=),a4(+/o/=) A removed:1/2"
_HOOPS = "A:c1(o/=/+) B:c4(+/o/=),g7(+/o/=) A removed:3/2"
_NO_HOP = "A:b1(o/@/x) B:b2(+/o/=),g7(+/o/=) A removed:3/2"
_ADJACENT_HOP = "A:d1(=/*/+) B:f3(o/@/x),c4(*/x/@) A removed:3/2"
_TRAPPED = "A:a5(x/*/=),b7(@/*/x) B:a7(+/o/=) A removed:2/3"

SCENARIOS: list[Scenario] = [
    # A's block on d5 is +/o/=: north Stop, so south Star. Tipping north brings the south face
    # up: Star, onto d6, B's home star = A's goal (DB-1). Star up on the opponent's home star
    # is the one allowed tip onto a star: the block leaves the game and the turn ends, no hop
    # (DB-4). A has removed 3 of 4 now, one block is left; B moves. Probes: c6 (o/+/@, west
    # Slider) tipping east would put Slider up on d6, refused (DB-4); writing a hop after the
    # removal is refused too (there is none).
    _scenario(
        "remove_on_goal_star", _DEFAULT, _GOAL, ("d5N",),
        {"symbol": "star", "kinds": ["remove"], "final": None, "path": [],
         "removed": {"A": 3, "B": 2}, "on_board": {"A": 1, "B": 2}, "to_move": "B",
         "winner": None,
         "illegal": {"c6E": "db.illegal.star_square", "d5N:d7": "db.illegal.removed_no_hop"}},
        ("Star Spaces", "DB-1", "DB-4"), probes=("c6E", "d5N:d7")),
    # A's d3 is =/o/x: north Stop, south Star, east X, west Cross. North onto d4 would bring
    # the south face, Star, up on an ordinary square: refused, with or without a hop (DB-4).
    # South is d2, A's own home star: refused whatever comes up (DB-1, DB-4). East onto e3
    # brings the west face, Cross, up: one orthogonal square, e.g. f3 (DB-5).
    _scenario(
        "star_up_elsewhere_refused", _DEFAULT, _STAR_UP, ("d3E:f3",),
        {"symbol": "cross", "path": ["e3", "f3"], "final": "f3", "to_move": "B",
         "ends": ["d3", "e2", "e4", "f3"],
         "illegal": {"d3N": "db.illegal.star_up", "d3N:d5": "db.illegal.star_up",
                     "d3S": "db.illegal.own_star"}},
        ("Block-Symbole", "DB-1", "DB-4"), probes=("d3N", "d3N:d5", "d3S")),
    # Same block: west onto c3 brings the east face, X, up. X hops one square diagonally onto
    # an empty square (DB-5): from c3 that is b2, b4, d4 or d2; d2 is a star and no hop ends
    # on a star, so b2, b4, d4. c4 is orthogonal, not diagonal.
    # Same position, east: d3 is =/o/x, so tipping east brings the west face, Cross, up on e3.
    # A Cross hops one square orthogonally onto an empty square (DB-5): e2, e4, f3, or back to
    # d3, which the block has just left; here north to e4. f4 is diagonal: X's hop, not Cross's.
    _scenario(
        "cross_hop", _DEFAULT, _STAR_UP, ("d3E:e4",),
        {"symbol": "cross", "path": ["e3", "e4"], "final": "e4",
         "ends": ["d3", "e2", "e4", "f3"], "illegal": {"d3E:f4": "db.illegal.wrong_cross"}},
        ("Block-Symbole", "DB-5"), probes=("d3E:f4",)),
    _scenario(
        "x_hop", _DEFAULT, _STAR_UP, ("d3W:b4",),
        {"symbol": "x", "path": ["c3", "b4"], "final": "b4", "ends": ["b2", "b4", "d4"],
         "illegal": {"d3W:d2": "db.illegal.hop_on_star", "d3W:c4": "db.illegal.wrong_x"}},
        ("Block-Symbole", "DB-5"), probes=("d3W:d2", "d3W:c4")),
    # A's c4 is o/+/@: west Slider. East onto d4 brings Slider up. From d4 (column d holds
    # both stars): north d5, d6 (star), d7, then the edge: a slider may pass over a star
    # (DB-5), so it ends on d7. South d3, d2 (star), then B's block on d1: it would come to
    # rest on d2, so it stops on d3. East to g4 (edge); west over c4, which it just left and
    # which counts as empty, to a4. So the ends are a4, d3, d7, g4; here north: d4-d5-d6-d7.
    _scenario(
        "slider_crosses_star", _DEFAULT, _SLIDER, ("c4E:d7",),
        {"symbol": "slider", "path": ["d4", "d5", "d6", "d7"], "final": "d7",
         "ends": ["a4", "d3", "d7", "g4"], "illegal": {"c4E:d5": "db.illegal.wrong_slider"}},
        ("Block-Symbole", "Star Spaces", "DB-5"), probes=("c4E:d5",)),
    # Same position, south: the slider would come to rest on the star d2 (d1 is taken), so it
    # stops on d3, the square before it (DB-5, reading "pass"). Asking for d2 names that rule;
    # the run over d6 to d7 northwards stays legal.
    _scenario(
        "slider_stops_before_star", _DEFAULT, _SLIDER, ("c4E:d3",),
        {"symbol": "slider", "path": ["d4", "d3"], "final": "d3",
         "ends": ["a4", "d3", "d7", "g4"],
         "illegal": {"c4E:d2": "db.illegal.slider_star", "c4E:d7": None}},
        ("Block-Symbole", "Star Spaces", "DB-5"), probes=("c4E:d2", "c4E:d7")),
    # Same position and move with slider_star="stop" (DB-5 option): a star square stops a
    # slider like a block. South the result is the same, d3, but because d2 stops it; d2 is
    # simply a star no hop ends on. North the slider now halts on d5 in front of d6, so d7 is
    # no longer reachable, and the refusal names the star d6 that stops it.
    _scenario(
        "slider_stops_before_star_stop", _SLIDER_STOP, _SLIDER, ("c4E:d3",),
        {"symbol": "slider", "path": ["d4", "d3"], "final": "d3",
         "ends": ["a4", "d3", "d5", "g4"],
         "illegal": {"c4E:d2": "db.illegal.hop_on_star",
                     "c4E:d7": "db.illegal.slider_star_stop", "c4E:d5": None}},
        ("Block-Symbole", "DB-5"), probes=("c4E:d2", "c4E:d7", "c4E:d5")),
    # A's a1 is o/=/+: north Slider, so south Hoops. North onto a2 brings Hoops up: exactly
    # three orthogonal single steps, revisiting allowed (DB-5). Around a2: b2 is taken, a3 is
    # free, a1 is free again (the block left it); from a3 the squares a4 and b3 are taken,
    # from a1 b1 is taken. So every path shuttles: a2-a3-a2-a3, a2-a3-a2-a1, a2-a1-a2-a3 or
    # a2-a1-a2-a1: the ends are a1 and a3. Ending on a1 the block is back where it started,
    # tipped (Hoops up); the canonical path tries north first: a2-a3-a2-a1.
    _scenario(
        "hoops_returns", _DEFAULT, _CORNER, ("a1N:a1",),
        {"symbol": "hoops", "path": ["a2", "a3", "a2", "a1"], "final": "a1",
         "orientation": "@/o/+", "ends": ["a1", "a3"], "to_move": "B"},
        ("Block-Symbole", "DB-5"), probes=()),
    # A's c1 is o/=/+ (south Hoops): north onto c2, Hoops up. c5 is three squares straight
    # north, but B's block on c4 is in the way and no other three-step path reaches it (it
    # must go north every step): refused. d2 is in reach but a star: refused. The block
    # cannot stay on c2 either (three steps never end where they began). b4 is reached around
    # the block: north first, c3, then west b3, then north b4.
    _scenario(
        "hoops_blocked", _DEFAULT, _HOOPS, ("c1N:b4",),
        {"symbol": "hoops", "path": ["c2", "c3", "b3", "b4"], "final": "b4",
         "ends": ["a1", "a3", "b2", "b4", "c1", "c3", "d4", "e1", "e3", "f2"],
         "illegal": {"c1N:c5": "db.illegal.wrong_hoops", "c1N:d2": "db.illegal.hop_on_star",
                     "c1N:c2": "db.illegal.hop_stays"}},
        ("Block-Symbole", "DB-5"), probes=("c1N:c5", "c1N:d2", "c1N:c2")),
    # A's c1 is x/*/=: north Star, so south Stop. North onto c2 brings Stop up: the turn ends
    # there, no hop (DB-5); writing one is refused. B moves next.
    _scenario(
        "stop_ends_turn", _DEFAULT, _START, ("c1N",),
        {"symbol": "stop", "path": [], "final": "c2", "kinds": ["tip"], "to_move": "B",
         "illegal": {"c1N:c3": "db.illegal.stop_no_hop"}},
        ("Block-Symbole", "DB-5"), probes=("c1N:c3",)),
    # A's b1 is o/@/x: east X. West onto a1 brings X up; the only diagonal of the corner is
    # b2, taken by B: no hop is possible. Default reading (DB-6 "forbid"): such a tip is no
    # legal turn. A plays east instead: the west face, Cross, comes up on c1, hop to d1.
    _scenario(
        "no_hop_forbidden", _DEFAULT, _NO_HOP, ("b1E:d1",),
        {"symbol": "cross", "path": ["c1", "d1"], "final": "d1",
         "illegal": {"b1W": "db.illegal.no_hop"}},
        ("Schritt zwei: Hop einen Block", "DB-5", "DB-6"), probes=("b1W",)),
    # Same position with impossible_hop="skip" (DB-6 option): the tip stands alone, the block
    # stays on a1 with X up, and the turn ends. A hop written after it is refused.
    _scenario(
        "no_hop_skipped", _SKIP, _NO_HOP, ("b1W",),
        {"symbol": "x", "path": [], "final": "a1", "skipped": True, "kinds": ["tip"],
         "to_move": "B", "illegal": {"b1W:b2": "db.illegal.skip_no_target"}},
        ("Schritt zwei: Hop einen Block", "DB-6"), probes=("b1W:b2",)),
    # Variant "no adjacent blocks" (DB-8). A's last block d1 is =/*/+: north Star, east Cross,
    # so west X and south Stop. East onto e1 brings X up; its diagonals are d2 (a star
    # square, never an end, DB-5) and f2, which touches B's f3. A hop may not end there
    # (DB-8), so no hop is possible at all, and by default (DB-6 "forbid") the tip is no
    # legal turn; the reason names f2. West onto c1 brings Cross up: one square to b1, c2 or
    # back to d1, none next to B's f3 or c4. A plays to c2.
    _scenario(
        "adjacent_hop_forbidden", _ADJACENT_FORBID, _ADJACENT_HOP, ("d1W:c2",),
        {"symbol": "cross", "path": ["c1", "c2"], "final": "c2", "ends": ["b1", "c2", "d1"],
         "skipped": False, "illegal": {"d1E": "db.illegal.no_hop_adjacent"}},
        ("Keine nebeneinanderliegenden Blöcke", "Schritt zwei: Hop einen Block", "DB-6",
         "DB-8"), probes=("d1E",)),
    # The same position with impossible_hop="skip" (DB-6 option): the only hop, to f2, is no
    # hop under the variant, so the tip alone is the turn: the block stays on e1 with X up,
    # next to no block of B (f2 and d2 lie between). Hopping on to f2 is still refused: it
    # would end next to f3 (DB-8).
    _scenario(
        "adjacent_hop_skipped", _ADJACENT_SKIP, _ADJACENT_HOP, ("d1E",),
        {"symbol": "x", "path": [], "final": "e1", "skipped": True, "kinds": ["tip"],
         "to_move": "B", "illegal": {"d1E:f2": "db.illegal.adjacent"}},
        ("Keine nebeneinanderliegenden Blöcke", "Schritt zwei: Hop einen Block", "DB-6",
         "DB-8"), probes=("d1E:f2",)),
    # One block each (DB-8): each player uses its first start square, from its back row, B
    # mirroring A: A on c1, B on c7, both six squares from their goals (d6 and d2). Seed 0
    # rolls A's c1 to x/o/@ (north Stop, east Hoops): west onto b1 brings Hoops up, and three
    # single steps (b2, b3, c3) bring it to c3. B's c7 has not moved.
    _scenario(
        "one_block_start", _ONE_BLOCK, "", ("c1W:c3",),
        {"block_counts": {"A": 1, "B": 1}, "symbol": "hoops", "final": "c3",
         "on_board": {"A": 1, "B": 1}, "to_move": "B",
         "position": "A:c3(@/o/+) B:c7(*/=/x) B removed:0/0"},
        ("Weniger Blöcke verwenden", "DB-8"), probes=()),
    # B has one block left, in the corner a7; A holds b7. A's a5 (x/*/=, south Stop) tips north
    # onto a6 with Stop up. Now a7 can tip nowhere: a6 and b7 are taken, north and west is
    # the edge. B is Deblockle'd: it passes and A moves again (DB-7). A's b7 (@/*/x, west
    # Cross) tips east onto c7, Cross up, and hops to d7: b7 is free, B can move again.
    _scenario(
        "deblockled_pass", _DEFAULT, _TRAPPED, ("a5N", "b7E:d7"),
        {"passes": ["B"], "to_move_after": ["A", "B"], "to_move": "B", "final": "d7",
         "winner": None},
        ("Deblockle'd", "DB-7"), probes=()),
    # The start position with the variant "no adjacent blocks" (DB-8). A's e3 (x/*/=, south
    # Stop) tipping north would end the turn on e4 with Stop, next to B's e5: refused. c1
    # (east Slider) tipping west slides from b1 up to b7, next to B's c7: refused. c3 (=/x/*,
    # south Cross) tips north onto c4, next to c5, but only the end of the turn counts: the
    # Cross hop to d4 touches no block of B.
    _scenario(
        "no_adjacent_refused", _NO_ADJACENT, _START, ("c3N:d4",),
        {"symbol": "cross", "path": ["c4", "d4"], "final": "d4",
         "illegal": {"e3N": "db.illegal.adjacent", "c1W:b7": "db.illegal.adjacent",
                     "c3N:b4": None}},
        ("Keine nebeneinanderliegenden Blöcke", "DB-8"), probes=("e3N", "c1W:b7", "c3N:b4")),
    # Handicap (DB-8): A plays with four blocks, B with two, and B has removed one. B's d3
    # (=/*/+, north Star) tips south onto d2, A's home star = B's goal, Star up: removed
    # (DB-4). B has removed both its blocks and wins (DB-9), A has removed none.
    _scenario(
        "handicap_win", _HANDICAP, _HANDICAP_POS, ("d3S",),
        {"block_counts": {"A": 4, "B": 2}, "removed": {"A": 0, "B": 2},
         "on_board": {"A": 4, "B": 0}, "kinds": ["remove", "win"], "winner": 1,
         "outcome": "all_removed", "symbol": "star"},
        ("Weniger Blöcke verwenden", "DB-4", "DB-8", "DB-9"), probes=()),
    # start_player=1 (DB-10 option; the rulebook lets the youngest player or the last winner
    # begin): the start of seed 0 (the same blocks as with A first), but B moves first, so
    # A's blocks may not move yet. B's c5 is x/*/=: north Star, so south Stop; tipping north
    # brings the south face, Stop, up on c6 and the turn ends there (DB-4, DB-5). Then A.
    _scenario(
        "b_begins", _B_BEGINS, "", ("c5N",),
        {"symbol": "stop", "path": [], "final": "c6", "kinds": ["tip"], "to_move": "A",
         "to_move_after": ["A"], "illegal": {"c1N": "db.illegal.not_yours", "c5N": None}},
        ("Einrichten", "Schritt eins: Tipp einen Block", "DB-10"), probes=("c1N", "c5N")),
]
