"""Striedies Strategie teaching scenarios: rule edge cases with stated, reasoned results.

Every scenario's ``expected`` mapping was worked out by hand from the rulebook
(``rulebooks/striedies-strategie.de.txt``) and ``RULES.md`` ST-1 to ST-9 (the reasoning is in
the comment above it) and then confirmed by the engine; ``tests/test_striedies_scenarios.py``
asserts every one and re-derives the key facts without the engine. Besides the common facts of
:meth:`Scenario.facts` (``position``, ``winner``, ``outcome``, ``moves``) the hook
:func:`striedies_facts` adds, about the **last move** (worked out in the position it is played
from):

``path`` / ``tops``
    the squares the die enters, in order, and the pips on top after each tip (ST-3);
``final`` / ``orientation``
    the square where the moved die stands after the move (None when it lost a fight) and its
    orientation at the end of the path in the compact ``top/north/east`` notation;
``fights``
    one mapping per fight, in the order fought (ST-4): ``opponent`` (letter), ``attackers``,
    ``defenders`` and ``losers`` (square names sorted by file, then rank), ``attack`` and
    ``defence`` (the sums) and ``tie``;
``answer``
    how the move answers a threat (ST-5): None, ``"reinforce"`` or ``"retreat"``;
``kinds``
    the kinds of its explained steps (``tip``, ``fight``, ``threat``, ``out``, ``win``,
    ``pass``, ``turn_limit``);
``illegal``
    probe moves -> message key of why each is illegal in that same position (None if legal);

and about the whole scenario:

``gone``
    every die that left the board, in order, as its label and square (``"B2 f3"``: B's die
    showing 2 on f3), whether beaten in a fight or lost to a threat;
``answers``
    one mapping per explained ``threat`` step (ST-5): ``player``, ``answer`` (None when the
    player cannot answer and loses its threatened dice) and ``leaving`` (squares);
``threats_after``
    after every move, the pending threats as ``"B:f3>e3"`` (threatened squares > attacking
    squares, each sorted by file, then rank);
``to_move_after``
    the player to move after every move; ``passes`` the letters of the players who passed;
``dice_left``
    how many dice each player has in the final position;
``start``
    for every player in the start position: its squares and the orientations of its dice.

Positions use the notation of :mod:`.notation`. An orientation ``t/n/e`` names the faces on
top, to the north and to the east; opposite faces sum to 7, so south is ``7 - n``, west
``7 - e`` and the bottom ``7 - t``. Tipping rolls the die over an edge, so the face on the
side facing away from the tip comes up: tip north -> the south face, east -> the west face,
south -> the north face, west -> the east face; the face that was on top goes to the side the
die tipped towards. Every comment below uses this rule. Two tips in the same direction bring
the bottom face up (``7 - top``); four bring the start orientation back.

The fight scenarios share one picture: A's die on d3 tips one square east onto e3 next to B's
die on f3, and only the pips change from scenario to scenario. A keeps a second die on b1 so
that losing a die does not end the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from cubekit.core.game import State, Step
from cubekit.core.grid import square_name
from cubekit.core.scenario import Scenario, with_facts
from cubekit.core.scenario import illegal_key as probe
from cubekit.core.scenario import square_names as names
from cubekit.games.striedies.events import (
    Eliminated,
    Fought,
    LeftAfterFights,
    Passed,
    Reinforced,
    Retreated,
    ThreatLost,
    ThreatReduced,
    Tied,
    Tipped,
    TurnLimitReached,
    Won,
)
from cubekit.games.striedies.rules import (
    MovePlan,
    Pass,
    Roll,
    Striedies,
    StriediesState,
    Threat,
)

# ---------------------------------------------------------------------------------------------
# Facts of a scenario
# ---------------------------------------------------------------------------------------------
KINDS: dict[type, str] = {Tipped: "tip", Fought: "fight", Tied: "fight", Reinforced: "threat",
                          Retreated: "threat", ThreatLost: "threat", LeftAfterFights: "threat",
                          ThreatReduced: "threat", Passed: "pass", Eliminated: "out",
                          Won: "win", TurnLimitReached: "turn_limit"}
"""The short name of each event in the facts ``kinds`` (a tie is a fight; every answer to a
threat, every loss of threatened dice and every change of a threat a ``threat`` step)."""


def kind(step: Step) -> str:
    """The kind of a step's event, as the facts name it (see :data:`KINDS`)."""
    return KINDS[type(step.event)]


def _answer(step: Step) -> dict[str, Any] | None:
    """An answer to a threat (or its loss) as a fact: player, answer and leaving squares."""
    event = step.event
    if isinstance(event, Reinforced):
        return {"player": event.player, "answer": "reinforce", "leaving": []}
    if isinstance(event, Retreated | ThreatLost):
        answer = "retreat" if isinstance(event, Retreated) else None
        return {"player": event.player, "answer": answer,
                "leaving": names(die.square for die in event.leaving)}
    return None


def threat_text(state: StriediesState, threat: Threat) -> str:
    """A threat as ``"B:f3>e3"``: player, threatened squares > attacking squares."""
    letter = state.game.player_name(threat.player)
    return f"{letter}:{','.join(names(threat.defenders))}>{','.join(names(threat.attackers))}"


def _gone(before: State, steps: Sequence[Step]) -> list[str]:
    """The dice that leave the board in a move's steps, as ``"B2 f3"``, in order (those of one
    step sorted by file, then rank).

    A tip only moves the rolling die; every other step that empties an occupied square has
    taken a die off the board (a fight, or dice lost to a threat, ST-4/ST-5)."""
    gone = []
    previous = before
    for step in steps:
        assert isinstance(previous, StriediesState) and isinstance(step.state, StriediesState)
        if not isinstance(step.event, Tipped):
            left = {d.square: d.label for d in previous.dice() if step.state.die(d.square) is None}
            gone += [f"{left[sq]} {square_name(sq)}" for sq in sorted(left)]
        previous = step.state
    return gone


def last_plan(scenario: Scenario) -> tuple[StriediesState, Roll | Pass, MovePlan | None]:
    """The position the last move is played from, the move and what it does (None: a pass)."""
    before = scenario.replay.states[-2]
    assert isinstance(before, StriediesState)
    move = before.coerce_move(scenario.moves[-1])
    if isinstance(move, Pass):
        return before, move, None
    plan = before.plan(move)
    assert isinstance(plan, MovePlan), plan
    return before, move, plan


def striedies_facts(scenario: Scenario, probes: tuple[str, ...] = ()) -> dict[str, Any]:
    """The Striedies facts of a scenario (see the module docstring)."""
    before, _move, plan = last_plan(scenario)
    final = scenario.final()
    start = scenario.replay.states[0]
    assert isinstance(final, StriediesState) and isinstance(start, StriediesState)
    game = final.game
    letter = game.player_name
    transitions = scenario.replay.transitions("en")
    steps = [step for t in transitions for step in t.steps]
    states = scenario.replay.states
    facts: dict[str, Any] = {
        "path": [], "tops": [], "final": None, "orientation": None, "fights": [],
        "answer": None,
    }
    if plan is not None:
        facts.update({
            "path": [square_name(sq) for sq in plan.path],
            "tops": [o.top for o in plan.orientations],
            "final": square_name(plan.final) if final.die(plan.final) is not None else None,
            "orientation": game.model.format(plan.after),
            "fights": [{"opponent": letter(f.opponent), "attackers": names(f.attackers),
                        "defenders": names(f.defenders), "attack": f.attack,
                        "defence": f.defence, "losers": names(f.losers), "tie": f.tie}
                       for f in plan.fights],
            "answer": plan.answer,
        })
    facts.update({
        "kinds": [kind(step) for step in scenario.last_transition("en").steps],
        "illegal": {p: probe(before, p) for p in probes},
        "gone": [g for t in transitions for g in _gone(t.before, t.steps)],
        "answers": [{**answer, "player": letter(answer["player"])}
                    for answer in map(_answer, steps) if answer is not None],
        "threats_after": [[threat_text(s, t) for t in s.threats()]
                          for s in states[1:] if isinstance(s, StriediesState)],
        "to_move_after": [letter(s.to_move) for s in states[1:]],
        "passes": [letter(step.event.player) for step in steps
                   if isinstance(step.event, Passed)],
        "dice_left": {letter(p): final.count(p) for p in range(game.players)},
        "start": {letter(p): {"squares": names(d.square for d in start.dice(p)),
                              "orientations": sorted({d.code for d in start.dice(p)})}
                  for p in range(game.players)},
    })
    return facts


_scenario = partial(with_facts, striedies_facts)


# ---------------------------------------------------------------------------------------------
# The games (rule options) the scenarios are played in
# ---------------------------------------------------------------------------------------------
_TWO = Striedies()                                        # 2 players, right-handed dice
_THREE = Striedies(players=3)                             # A, B, C: bl, br, tr corners
_FOUR = Striedies(players=4)
_FOUR_LEFT = Striedies(players=4, dice="left")            # ST-1 option: left-handed dice
_ANY = Striedies(reinforce_with="any")                    # ST-5 option: not in the rulebook
_LIMIT = Striedies(turn_limit=40)                         # ST-7 / CS-10, not in the rulebook
_THREE_AFTER = Striedies(players=3, retreat_removal="after_fights")   # ST-9 b option

# B's dice that only make up the numbers sit in its own corner (top-right, ST-2).
_B_HOME = "o14(1/3/2),n15(1/3/2),o15(1/3/2)"
_ROLL4 = f"A:c3(4/2/6) B:{_B_HOME} A"
_BLOCKED = "A:c3(4/2/6),c5(1/4/5) B:e3(3/1/5),f4(1/3/2),o15(1/3/2) A"
_ONE = "A:b1(1/4/5),d3(1/2/4) B:f3(2/1/3),n15(1/3/2),o15(1/3/2) A"
_TWO_ONE = "A:b1(1/4/5),d3(1/2/4),f4(4/1/2) B:f3(5/1/4),n15(1/3/2),o15(1/3/2) A"
_LOSES = "A:b1(1/4/5),d3(1/2/4) B:f3(5/1/4),n15(1/3/2),o15(1/3/2) A"
_TWO_DEFENDERS = "A:b1(1/4/5),d3(1/2/4) B:f3(1/2/4),e4(1/2/4),o15(1/3/2) A"
_TIE = "A:b1(1/4/5),d3(1/2/4) B:f3(3/1/5),e5(1/2/4),o15(1/3/2) A"
_TWO_TIED = "A:b1(1/4/5),d3(1/2/4) B:f3(1/2/4),e4(2/1/3),o15(1/3/2) A"
_STUCK = "A:b1(1/4/5),d3(2/1/3) B:a2(2/1/3),a3(5/1/4),a4(2/1/3) A"
_SELF = "A:b1(1/4/5),d3(1/4/5) B:f3(2/1/3),o15(1/3/2) A"
_THREE_FIGHTS = "A:b1(1/4/5),d3(1/2/4) B:o1(1/5/3),f3(1/2/4) C:e4(2/1/3),o15(1/3/2) A"
_THREE_LOST = "A:b1(1/4/5),d3(1/2/4) B:o1(1/5/3),f3(4/1/2) C:e4(1/2/4),o15(1/3/2) A"
_COMBINED = "A:e3(3/2/1),d4(2/1/3) B:o1(1/5/3),f2(1/4/5) C:c5(1/2/4),o15(1/3/2) B"
_RETREAT = ("A:b1(1/4/5),d3(1/2/4) B:o1(1/5/3),f3(1/2/4),e4(2/1/3) C:g3(5/1/4),o15(1/3/2) "
            "A")
_ATTACKER_GONE = "A:b1(1/4/5),d3(1/2/4) B:o1(1/5/3),e5(1/4/5) C:f3(3/1/5),o15(1/3/2) A"
_WIN = "A:b1(1/4/5),d3(1/2/4) B:f3(2/1/3) A"
_BOXED = "A:a1(1/4/5),o14(1/4/5),n15(1/4/5) B:o15(1/3/2) A"
_LAST_TURN = "A:b1(1/4/5),d3(1/2/4) B:f3(1/2/4),o15(1/3/2) A turn:39"

_START_RIGHT = {
    "A": {"squares": ["a1", "a2", "b1"], "orientations": ["1/4/5"]},
    "B": {"squares": ["n1", "o1", "o2"], "orientations": ["1/5/3"]},
    "C": {"squares": ["n15", "o14", "o15"], "orientations": ["1/3/2"]},
    "D": {"squares": ["a14", "a15", "b15"], "orientations": ["1/2/4"]},
}
_START_LEFT = {
    "A": {"squares": ["a1", "a2", "b1"], "orientations": ["1/5/4"]},
    "B": {"squares": ["n1", "o1", "o2"], "orientations": ["1/4/2"]},
    "C": {"squares": ["n15", "o14", "o15"], "orientations": ["1/2/3"]},
    "D": {"squares": ["a14", "a15", "b15"], "orientations": ["1/3/5"]},
}

SCENARIOS: list[Scenario] = [
    # Four players take the corners bottom-left (A), bottom-right (B), top-right (C), top-left
    # (D), each on the corner and its two edge neighbours (ST-2). Every die shows 1 with 2 and
    # 3 towards the two outer edges. A right-handed die with 1 on top reads 5, 3, 2, 4 going
    # clockwise round the sides (ST-1: 1 up, 2 south, 3 east, so 5 north, 4 west); so 2 comes
    # clockwise right after 3. Bottom-left the outer edges are south then west (clockwise): 3
    # south, 2 west, hence 4 north and 5 east: 1/4/5. Bottom-right (east, then south): 3 east,
    # 2 south: 1/5/3. Top-right (north, east): 3 north, 2 east: 1/3/2. Top-left (west,
    # north): 3 west, 2 north: 1/2/4. A moves first: a1 is boxed in (a2 and b1 are its own
    # dice, a die never moves onto another, ST-3); a2 tips north onto a3 and the south face, 3,
    # comes up (orientation 3/1/5: 1 went north, 6 comes south). B moves next.
    _scenario(
        "start_four_corners", _FOUR, "", ("a2N",),
        {"start": _START_RIGHT, "path": ["a3"], "tops": [3], "orientation": "3/1/5",
         "to_move_after": ["B"], "illegal": {"a1N": "st.illegal.blocked", "a1E":
                                             "st.illegal.blocked"}},
        ("Vorbereitung", "ST-1", "ST-2", "ST-3"), probes=("a1N", "a1E")),
    # The same start with left-handed dice (ST-1 option): the mirror image reads 5, 4, 2, 3
    # clockwise round 1, so now 3 comes clockwise right after 2. Bottom-left: 2 south, 3 west,
    # hence 5 north and 4 east: 1/5/4. Bottom-right: 2 east, 3 south: 1/4/2. Top-right:
    # 2 north, 3 east: 1/2/3. Top-left: 2 west, 3 north: 1/3/5. Still unique per corner, but
    # 2 and 3 have swapped edges. So the same first move a2N now brings 2 up, not 3
    # (orientation 2/1/4: 1 went north, 5 came south).
    _scenario(
        "start_four_corners_left", _FOUR_LEFT, "", ("a2N",),
        {"start": _START_LEFT, "path": ["a3"], "tops": [2], "orientation": "2/1/4",
         "to_move_after": ["B"]},
        ("Vorbereitung", "ST-1", "ST-2", "ST-3"), probes=()),
    # A's die on c3 is 4/2/6 (so 5 south, 1 west, 3 below): it moves exactly 4 squares
    # (ST-3). c3N1E: one north, then east for the other three. North onto c4: 5 (south) up,
    # giving 5/4/6. East onto d4: the west face 1 up (1/4/5); east onto e4: 2 up (2/4/1);
    # east onto f4: 6 up (6/4/2). Tops 5, 1, 2, 6; the die ends on f4 showing 6. The other
    # order reaches the same square with another face: c3E3N goes d3 (1/2/4), e3 (3/2/1),
    # f3 (6/2/3) and north onto f4 with the south face 5 up (5/6/3). Both are legal.
    _scenario(
        "move_with_turn", _TWO, _ROLL4, ("c3N1E",),
        {"path": ["c4", "d4", "e4", "f4"], "tops": [5, 1, 2, 6], "final": "f4",
         "orientation": "6/4/2", "fights": [], "to_move_after": ["B"],
         "illegal": {"c3E3N": None}},
        ("Spielregel", "ST-3"), probes=("c3E3N",)),
    # Same die. Straight north four times: 5, 3, 2 and then 4 again on c7 -- four tips in one
    # direction are a full roll, the die shows 4/2/6 as before (ST-3). Refused: turning back
    # (c3N1S, c3E1W: a reversal, the rulebook forbids going there and back), a second turn
    # (c3N1E1N), turning after all 4 squares (c3N4E: nothing is left to turn for), and west,
    # which runs off the board after b3 and a3.
    _scenario(
        "reversal_refused", _TWO, _ROLL4, ("c3N",),
        {"path": ["c4", "c5", "c6", "c7"], "tops": [5, 3, 2, 4], "final": "c7",
         "orientation": "4/2/6",
         "illegal": {"c3N1S": "st.illegal.reversal", "c3E1W": "st.illegal.reversal",
                     "c3N1E1N": "st.illegal.second_turn", "c3N4E": "st.illegal.turn_late",
                     "c3W": "st.illegal.leaves_board"}},
        ("Spielregel", "ST-3"), probes=("c3N1S", "c3E1W", "c3N1E1N", "c3N4E", "c3W")),
    # A's 4 on c3 again, now with A's own die on c5 and B's dice on e3 and f4. North runs over
    # c5, east over e3 (no die may be jumped), and c3N1E would end on f4 (no die may be moved
    # onto another): all refused (ST-3; the rulebook: neither onto nor over a die). c3E1N goes
    # round: d3 (1/2/4), then north d4 (5/1/4), d5 (6/5/4), d6 (2/6/4). Passing d3 next to
    # B's e3 does nothing: only where a move ends counts (ST-4); d6 has no neighbour, no fight.
    _scenario(
        "blocked_path", _TWO, _BLOCKED, ("c3E1N",),
        {"path": ["d3", "d4", "d5", "d6"], "tops": [1, 5, 6, 2], "final": "d6",
         "orientation": "2/6/4", "fights": [],
         "illegal": {"c3N": "st.illegal.blocked", "c3E": "st.illegal.blocked",
                     "c3N1E": "st.illegal.blocked"}},
        ("Spielregel", "ST-3", "ST-4"), probes=("c3N", "c3E", "c3N1E")),
    # A's 1 on d3 (1/2/4: west face 3) tips east onto e3, 3 up (3/2/1). Its neighbours: d3
    # (now empty), e2, e4 empty, f3 holds B's 2. D = {f3}; A's only die next to f3 is e3, so
    # the attack is 3 against 2: B's die leaves (ST-4). B keeps its two dice in the corner.
    _scenario(
        "one_against_one", _TWO, _ONE, ("d3E",),
        {"tops": [3], "final": "e3",
         "fights": [{"opponent": "B", "attackers": ["e3"], "defenders": ["f3"], "attack": 3,
                     "defence": 2, "losers": ["f3"], "tie": False}],
         "gone": ["B2 f3"], "dice_left": {"A": 2, "B": 2}, "kinds": ["tip", "fight"],
         "to_move_after": ["B"], "winner": None},
        ("Spielregel", "ST-4"), probes=()),
    # Same move, B's die on f3 shows 5 and A has a 4 on f4, next to f3. D = {f3} (the only B
    # die next to e3); A = the moved e3 plus every A die next to a die of D: f4. 3 + 4 = 7
    # against 5: B's 5 leaves, although it beats each A die alone (ST-4).
    _scenario(
        "two_against_one", _TWO, _TWO_ONE, ("d3E",),
        {"final": "e3",
         "fights": [{"opponent": "B", "attackers": ["e3", "f4"], "defenders": ["f3"],
                     "attack": 7, "defence": 5, "losers": ["f3"], "tie": False}],
         "gone": ["B5 f3"], "dice_left": {"A": 3, "B": 2}},
        ("Spielregel", "ST-4"), probes=()),
    # Same move without A's 4 on f4: 3 against 5, the smaller side is the mover's: A's die on
    # e3 leaves the board, B's 5 stays (ST-4: whoever has the smaller sum loses, mover or not).
    _scenario(
        "mover_loses", _TWO, _LOSES, ("d3E",),
        {"final": None, "orientation": "3/2/1",
         "fights": [{"opponent": "B", "attackers": ["e3"], "defenders": ["f3"], "attack": 3,
                     "defence": 5, "losers": ["e3"], "tie": False}],
         "gone": ["A3 e3"], "dice_left": {"A": 1, "B": 3}, "to_move_after": ["B"]},
        ("Spielregel", "ST-4"), probes=()),
    # Same move; B has two 1s next to e3, on f3 and e4. D = {e4, f3}, their sum 1 + 1 = 2
    # against 3: the smaller side is both B dice, and both leave (ST-4; the rulebook says
    # so for several dice with the smaller sum).
    _scenario(
        "two_defenders_leave", _TWO, _TWO_DEFENDERS, ("d3E",),
        {"fights": [{"opponent": "B", "attackers": ["e3"], "defenders": ["e4", "f3"],
                     "attack": 3, "defence": 2, "losers": ["e4", "f3"], "tie": False}],
         "gone": ["B1 e4", "B1 f3"], "dice_left": {"A": 2, "B": 1}},
        ("Spielregel", "ST-4"), probes=()),
    # Same move; B's die on f3 shows 3 (3/1/5): 3 against 3 is a tie. Nobody leaves; B's f3 is
    # threatened by A's e3 (ST-5): threat B:f3>e3. B answers by reinforcing: its 1 on e5
    # (1/2/4, north face 2) tips south onto e4 with 2 up (2/6/4), next to A's e3. A normal
    # fight follows with B as the mover: D = A's dice next to e4 = {e3}; B's side = e4 plus
    # B's dice next to e3 = {e4, f3}: 2 + 3 = 5 against 3, A's e3 leaves. The threat is over.
    _scenario(
        "tie_reinforce", _TWO, _TIE, ("d3E", "e5S"),
        {"threats_after": [["B:f3>e3"], []], "answer": "reinforce", "final": "e4",
         "fights": [{"opponent": "A", "attackers": ["e4", "f3"], "defenders": ["e3"],
                     "attack": 5, "defence": 3, "losers": ["e3"], "tie": False}],
         "answers": [{"player": "B", "answer": "reinforce", "leaving": []}],
         "kinds": ["tip", "threat", "fight"], "gone": ["A3 e3"],
         "to_move_after": ["B", "A"]},
        ("Spielregel", "ST-4", "ST-5"), probes=()),
    # Same tie, B answers by retreating: the threatened 3 on f3 (3/1/5) rolls north three
    # squares: f4 (6 up), f5 (4 up), f6 (1 up, 1/4/5 -- three tips north are one tip south,
    # so the north face 1 comes up). f6 is next to no attacking die (only e3 attacks), so this
    # is a retreat (ST-5); no fight, the threat ends. In the same position B's e5 tipping
    # north would answer nothing and is refused; tipping south onto e4 would reinforce.
    _scenario(
        "tie_retreat", _TWO, _TIE, ("d3E", "f3N"),
        {"threats_after": [["B:f3>e3"], []], "answer": "retreat", "final": "f6",
         "tops": [6, 4, 1], "fights": [], "gone": [],
         "answers": [{"player": "B", "answer": "retreat", "leaving": []}],
         "illegal": {"e5N": "st.illegal.must_answer", "e5S": None},
         "to_move_after": ["B", "A"]},
        ("Spielregel", "ST-5"), probes=("e5N", "e5S")),
    # B has a 1 on f3 and a 2 on e4, both next to e3: 3 against 1 + 2 = 3, a tie, and both
    # are threatened (threat B:e4,f3>e3). B may move only one of them away; f3 (1/2/4) tips
    # east onto g3 with 3 up (3/2/1), next to no attacker: a retreat. The other threatened
    # die, B's 2 on e4, leaves the board (ST-5; kit reading: before the fights of this move,
    # there are none here).
    _scenario(
        "two_tied_one_retreats", _TWO, _TWO_TIED, ("d3E", "f3E"),
        {"threats_after": [["B:e4,f3>e3"], []], "answer": "retreat", "final": "g3",
         "answers": [{"player": "B", "answer": "retreat", "leaving": ["e4"]}],
         "gone": ["B2 e4"], "dice_left": {"A": 2, "B": 2}, "kinds": ["tip", "threat"]},
        ("Spielregel", "ST-5", "ST-9"), probes=()),
    # A's 2 on d3 (2/1/3, east face 3) rolls west twice: c3 with 3 up (3/1/5), b3 with 5 up
    # (5/1/4). B's 5 on a3 is next to b3: 5 against 5, a tie; B's dice on a2 and a4 are not
    # next to b3 and do not count. Can B answer? Retreat: a3 cannot move at all (a2, a4, b3
    # are taken, west is the edge). Reinforce: a die must end on b2, b4 or c3 (next to b3).
    # a4 shows 2: it reaches a6, b5 or c4 (E1S1 runs into b3); a2 shows 2: it reaches b1 or
    # c2 (E1N1 runs into b3). None of them. So B's 5 on a3 leaves as B's turn begins (ST-5),
    # already at the end of A's move (kit reading), and B moves normally: a4 north twice,
    # showing its bottom face 5 on a6 (5/6/3).
    _scenario(
        "threatened_cannot_move", _TWO, _STUCK, ("d3W", "a4N"),
        {"threats_after": [[], []], "gone": ["B5 a3"],
         "answers": [{"player": "B", "answer": None, "leaving": ["a3"]}],
         "answer": None, "final": "a6", "orientation": "5/6/3", "fights": [],
         "dice_left": {"A": 2, "B": 2}, "to_move_after": ["B", "A"]},
        ("Spielregel", "ST-5"), probes=()),
    # A's 1 on d3 (1/4/5, west face 2) tips east onto e3 with 2 up (2/4/1): a tie with B's 2
    # on f3 (2/1/3). With reinforce_with="any" (ST-5 option, a reading the rulebook does not
    # give) the threatened die itself may reinforce: f3N1W goes north onto f4 (south face 6
    # up), then west onto e4 with that orientation's east face 3 up (3/2/1), next to A's e3.
    # Fight with
    # B moving: D = {e3}; B's side = e4 plus B's dice next to e3 (f3 is empty now) = 3
    # against 2: A's e3 leaves.
    _scenario(
        "reinforce_any", _ANY, _SELF, ("d3E", "f3N1W"),
        {"threats_after": [["B:f3>e3"], []], "answer": "reinforce", "final": "e4",
         "orientation": "3/2/1",
         "fights": [{"opponent": "A", "attackers": ["e4"], "defenders": ["e3"],
                     "attack": 3, "defence": 2, "losers": ["e3"], "tie": False}],
         "gone": ["A2 e3"], "illegal": {"f3N1W": None}},
        ("Spielregel", "ST-4", "ST-5"), probes=("f3N1W",)),
    # Same position by default, reinforce_with="other" (the rulebook's words: with another of
    # its dice, ST-5): the threatened die ending next to e3 is neither reinforcement nor
    # retreat, so f3N1W (and f3S1W onto e2) is refused. B has no other die that can reach e3,
    # so it retreats: f3 east twice shows its bottom face 5 on h3 (5/1/4). A's e3 stays.
    _scenario(
        "reinforce_other", _TWO, _SELF, ("d3E", "f3E"),
        {"threats_after": [["B:f3>e3"], []], "answer": "retreat", "final": "h3",
         "orientation": "5/1/4", "fights": [], "gone": [],
         "illegal": {"f3N1W": "st.illegal.threatened_reinforce",
                     "f3S1W": "st.illegal.threatened_reinforce", "f3E": None}},
        ("Spielregel", "ST-5"), probes=("f3N1W", "f3S1W", "f3E")),
    # Three players (A, B, C in turn order). A's 1 on d3 tips east onto e3 with 3 up; B's 1 on
    # f3 and C's 2 on e4 are both next to it. Fights go one opponent at a time in turn order
    # from the mover: B first, 3 against 1, B's die leaves; then C, 3 against 2, C's die
    # leaves (ST-4). B and C keep one die each; B moves next.
    _scenario(
        "three_players_two_fights", _THREE, _THREE_FIGHTS, ("d3E",),
        {"fights": [{"opponent": "B", "attackers": ["e3"], "defenders": ["f3"], "attack": 3,
                     "defence": 1, "losers": ["f3"], "tie": False},
                    {"opponent": "C", "attackers": ["e3"], "defenders": ["e4"], "attack": 3,
                     "defence": 2, "losers": ["e4"], "tie": False}],
         "gone": ["B1 f3", "C2 e4"], "dice_left": {"A": 2, "B": 1, "C": 1},
         "kinds": ["tip", "fight", "fight"], "to_move_after": ["B"]},
        ("Spielregel", "ST-2", "ST-4"), probes=()),
    # Same move, B's die on f3 shows 4 and C's on e4 shows 1. B is first: 3 against 4, A's
    # moved die leaves. C's 1, which A's 3 would have beaten, is no longer next to any moved
    # die: the fight against C does not happen (ST-4), C keeps both dice.
    _scenario(
        "three_players_mover_removed", _THREE, _THREE_LOST, ("d3E",),
        {"fights": [{"opponent": "B", "attackers": ["e3"], "defenders": ["f3"], "attack": 3,
                     "defence": 4, "losers": ["e3"], "tie": False}],
         "final": None, "gone": ["A3 e3"], "dice_left": {"A": 1, "B": 2, "C": 2},
         "kinds": ["tip", "fight"]},
        ("Spielregel", "ST-4"), probes=()),
    # Three players, B to move (turn order from B: C, then A). B's 1 on f2 (1/4/5, south 3)
    # tips north onto f3 with 3 up, next to A's 3 on e3: a tie, A is threatened (A:e3>f3).
    # C's 1 on c5 (1/2/4, north 2) tips south onto c4 with 2 up (2/6/4), next to A's 2 on d4:
    # another tie against A. Kit reading: the two threats are combined, A must answer
    # A:d4,e3>c4,f3. A retreats e3 north three squares (5, 4, 2 up) to e6, next to neither
    # c4 nor f3; the other threatened die, d4, leaves (ST-5).
    _scenario(
        "threats_combined", _THREE, _COMBINED, ("f2N", "c5S", "e3N"),
        {"threats_after": [["A:e3>f3"], ["A:d4,e3>c4,f3"], []], "answer": "retreat",
         "final": "e6", "tops": [5, 4, 2], "gone": ["A2 d4"],
         "answers": [{"player": "A", "answer": "retreat", "leaving": ["d4"]}],
         "to_move_after": ["C", "A", "B"]},
        ("Spielregel", "ST-4", "ST-5", "ST-9"), probes=()),
    # Three players (A, B, C). A's 1 on d3 (1/2/4, west face 3) tips east onto e3 with 3 up.
    # Fights from A: B first, B's dice next to e3 are f3 (1) and e4 (2): 3 against 3, a tie,
    # threat B:e4,f3>e3 (ST-5); C's 5 on g3 is not next to e3. B retreats e4 (2/1/3) two
    # squares east: f4 (west face 4 up), g4 (two tips east: the bottom 5 up, 5/1/4). g4 is next
    # to C's g3 and to none of the attackers (only e3): a retreat. The other threatened die,
    # f3, is lost; by default (ST-9 b) it leaves before the fights, so B's side is g4 alone
    # (B's dice next to g3: only g4 now): 5 against 5, a tie, C is threatened (C:g3>g4).
    _scenario(
        "retreat_removal_before", _THREE, _RETREAT, ("d3E", "e4E"),
        {"path": ["f4", "g4"], "tops": [4, 5], "final": "g4", "answer": "retreat",
         "fights": [{"opponent": "C", "attackers": ["g4"], "defenders": ["g3"], "attack": 5,
                     "defence": 5, "losers": [], "tie": True}],
         "answers": [{"player": "B", "answer": "retreat", "leaving": ["f3"]}],
         "kinds": ["tip", "tip", "threat", "fight"], "gone": ["B1 f3"],
         "threats_after": [["B:e4,f3>e3"], ["C:g3>g4"]], "to_move_after": ["B", "C"],
         "dice_left": {"A": 2, "B": 2, "C": 2}},
        ("Spielregel", "ST-4", "ST-5", "ST-9"), probes=()),
    # The same with retreat_removal="after_fights" (ST-9 b): f3 still stands in the fight, and
    # it is next to the defender g3, so it attacks with g4: 5 + 1 = 6 against 5, C's g3
    # leaves (ST-4). After the fights f3 leaves too. No threat is left.
    _scenario(
        "retreat_removal_after", _THREE_AFTER, _RETREAT, ("d3E", "e4E"),
        {"path": ["f4", "g4"], "tops": [4, 5], "final": "g4", "answer": "retreat",
         "fights": [{"opponent": "C", "attackers": ["f3", "g4"], "defenders": ["g3"],
                     "attack": 6, "defence": 5, "losers": ["g3"], "tie": False}],
         "answers": [{"player": "B", "answer": "retreat", "leaving": ["f3"]}],
         "kinds": ["tip", "tip", "threat", "fight", "threat"], "gone": ["C5 g3", "B1 f3"],
         "threats_after": [["B:e4,f3>e3"], []], "to_move_after": ["B", "C"],
         "dice_left": {"A": 2, "B": 2, "C": 1}},
        ("Spielregel", "ST-4", "ST-5", "ST-9"), probes=()),
    # Three players. A's 1 on d3 tips east onto e3 with 3 up, next to C's 3 on f3 (3/1/5): B
    # has no die next to e3, C ties: threat C:f3>e3 (ST-5). B moves before C: its 1 on e5
    # (1/4/5, north face 4) tips south onto e4 with 4 up. Fights from B: C first, but f3 is not
    # next to e4; then A: e3 is, 4 against 3, A's e3 leaves (ST-4). It was the only attacker
    # of C's threat: the threat ends (ST-9 c), and C is to move without one.
    _scenario(
        "threat_ends_attacker_gone", _THREE, _ATTACKER_GONE, ("d3E", "e5S"),
        {"fights": [{"opponent": "A", "attackers": ["e4"], "defenders": ["e3"], "attack": 4,
                     "defence": 3, "losers": ["e3"], "tie": False}],
         "kinds": ["tip", "fight", "threat"], "gone": ["A3 e3"],
         "threats_after": [["C:f3>e3"], []], "to_move_after": ["B", "C"]},
        ("Spielregel", "ST-4", "ST-5", "ST-9"), probes=()),
    # B's last die shows 2 on f3; A's 1 tips from d3 onto e3 with 3 up: 3 against 2, B's die
    # leaves. B has no dice left and is out; A is the last player with dice and wins (ST-8).
    _scenario(
        "last_player_wins", _TWO, _WIN, ("d3E",),
        {"gone": ["B2 f3"], "dice_left": {"A": 2, "B": 0},
         "kinds": ["tip", "fight", "out", "win"]},
        ("Spielregel", "ST-4", "ST-8"), probes=()),
    # B's only die is in its corner o15, boxed in by A's dice on n15 and o14 (the edges do the
    # rest). A's 1 on a1 (1/4/5) tips north onto a2 with 3 up, far away. B has no legal move:
    # it passes (ST-6), and A moves again.
    _scenario(
        "pass_no_move", _TWO, _BOXED, ("a1N", "pass"),
        {"passes": ["B"], "kinds": ["pass"], "to_move_after": ["B", "A"], "path": [],
         "dice_left": {"A": 3, "B": 1}, "winner": None},
        ("Spielregel", "ST-6"), probes=()),
    # Optional turn limit of 40 (ST-7 as CS-10, not in the rulebook): 39 turns are played.
    # A's 1 on b1 tips north onto b2 (3 up), the 40th turn: the game ends in a draw, no winner.
    _scenario(
        "turn_limit_draw", _LIMIT, _LAST_TURN, ("b1N",),
        {"outcome": "turn_limit", "winner": None, "kinds": ["tip", "turn_limit"],
         "final": "b2", "tops": [3]},
        ("ST-7", "CS-10"), probes=()),
]
