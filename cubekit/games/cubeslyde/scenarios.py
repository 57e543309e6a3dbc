"""Cubeslyde teaching scenarios: rule edge cases with stated, reasoned results.

Every scenario's ``expected`` mapping was worked out by hand from the rulebook
(``rulebooks/cubeslyde.de.txt``) and ``RULES.md`` CS-1 to CS-12 (the reasoning is in the
comment above it) and then confirmed by the engine; ``tests/test_cubeslyde_scenarios.py``
asserts every one. Besides the common facts of :meth:`Scenario.facts` (``position``,
``winner``, ``outcome``, ``moves``) the hook :func:`slyde_facts` adds, about the **last move**:

``kinds``
    the kinds of its explained steps, named by :data:`KINDS` from their events (``push``,
    ``fall``, ``eliminate``, ``line_win``, ...);
``strength`` / ``defence`` / ``tie``
    of its push (None when it was no push): push strength, defence of the line, and whether
    they were equal (CS-6);
``carried`` / ``defenders``
    squares of the pushed line whose cubes counted for neither side (CS-4, CS-5 option) or as
    defence;
``fallen``
    ``(square, cube)`` of the cube that left the board, e.g. ``("f4", "W2")``, or None;
``eliminated``
    letters of the players it put out (CS-7, CS-9 option, CS-11);
``line`` / ``line_player``
    the four-in-a-row that decided the game and its owner (None if none did);
``had_to_place``
    for a placement: whether the player was obliged to place (CS-8), else None;
``actions_before``
    the kinds of action (``place``, ``push``, ``pass``) that were legal before it;

and about the **final position**:

``lost``
    cubes pushed off per owner letter (players and ``W``);
``out`` / ``neutral``
    the players who are out, and the squares of their cubes left on the board, which are
    neutral now (square -> cube, e.g. ``{"d6": "C1"}``);
``lines``
    every four-in-a-row standing on the board, per player letter (it need not have won:
    CS-7 option ``line_wins="mover_only"``);
``winners`` / ``rule``
    the winners' letters (``"AC"`` for a team; None while the game runs) and the ``RULES.md``
    ID of an ending the rulebook does not cover;
``to_move``, ``stage``, ``must_place``, ``actions``
    the player to move, the stage (``1A``, ``1B``, ``2``), whether it must place (CS-8) and
    the kinds of its legal actions;
``stage_after`` / ``out_after`` / ``neutral_after``
    the stage, the players out and the neutral cubes after every move of the scenario;
``illegal`` / ``probe_sums``
    for scenarios with probe moves: probe -> message key of why it is illegal in the final
    position (None when legal), and for a push refused as too weak its ``(strength,
    defence)``.

Positions use the notation of :mod:`.notation`: ranks from the top (rank 6) down, ``A5`` = a
cube of A with strength 5, ``W2`` = a white blocker of strength 2.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Any, TypeVar

from cubekit.core.events import Event
from cubekit.core.game import IllegalMoveError, State, Step
from cubekit.core.grid import square_name
from cubekit.core.scenario import Scenario, with_facts
from cubekit.core.scenario import square_names as names
from cubekit.games.cubeslyde.events import (
    Eliminated,
    Fell,
    LastPlayer,
    LineCompleted,
    NoActionLost,
    NoActionOut,
    OutOfCubes,
    Passed,
    Placed,
    Pushed,
    TeamEliminated,
    TurnLimitReached,
)
from cubekit.games.cubeslyde.notation import WHITE, Pass, Place, owner_letter
from cubekit.games.cubeslyde.rules import Cubeslyde, CubeslydeState

KINDS: dict[type[Event], str] = {
    Placed: "place", Pushed: "push", Passed: "pass", Fell: "fall", Eliminated: "eliminate",
    OutOfCubes: "out", LineCompleted: "line_win", LastPlayer: "win", TeamEliminated: "win",
    TurnLimitReached: "turn_limit", NoActionLost: "no_move", NoActionOut: "no_move"}
"""The name of each event in the scenario fact ``kinds`` (the words the expected results of
the scenarios use)."""

E = TypeVar("E", bound=Event)

# ---------------------------------------------------------------------------------------------
# Facts of a scenario
# ---------------------------------------------------------------------------------------------


def action_kinds(state: State) -> list[str]:
    """The kinds of the legal actions of the player to move: ``place``, ``push``, ``pass``."""
    kinds = set()
    for move in state.legal_moves():
        kinds.add("place" if isinstance(move, Place) else
                  "pass" if isinstance(move, Pass) else "push")
    return sorted(kinds)


def neutral_cubes(state: CubeslydeState) -> dict[str, str]:
    """Cubes of players who are out, left on the board as neutral blockers (CS-7)."""
    return {square_name(sq): str(cube) for sq, cube in sorted(state.cubes().items())
            if cube.neutral and not cube.is_white}


def _first(steps: Iterable[Step], kind: type[E]) -> E | None:
    """The event of the first step that has one of this type."""
    return next((step.event for step in steps if isinstance(step.event, kind)), None)


def probe(state: State, move: str) -> tuple[str | None, tuple[int, int] | None]:
    """Why ``move`` is illegal in ``state`` (its message key; None when legal), and for a push
    refused as too weak (CS-6) its push strength and defence."""
    try:
        state.play(move)
    except IllegalMoveError as error:
        message = error.message
        if message is None:
            return None, None
        sums = None
        if message.key == "cs.illegal.too_weak":
            sums = (message.params["strength"], message.params["defence"])
        return message.key, sums
    return None, None


def slyde_facts(scenario: Scenario, probes: tuple[str, ...] = ()) -> dict[str, Any]:
    """The Cubeslyde facts of a scenario (see the module docstring)."""
    transition = scenario.last_transition("en")
    steps = transition.steps
    final = scenario.final()
    assert isinstance(final, CubeslydeState)
    game = final.game
    states = [s for s in scenario.replay.states if isinstance(s, CubeslydeState)]
    push, fall = _first(steps, Pushed), _first(steps, Fell)
    place, won = _first(steps, Placed), _first(steps, LineCompleted)
    outcome = final.outcome

    def letters(players: Iterable[int]) -> list[str]:
        return [game.player_name(p) for p in players]

    eliminated = [step.event.player for step in steps
                  if isinstance(step.event, (Eliminated, OutOfCubes, NoActionOut))]
    lines = {}
    for player in range(game.players):
        run = final.four_in_a_row(player)
        if run is not None:
            lines[game.player_name(player)] = names(run)
    illegal: dict[str, str | None] = {}
    sums: dict[str, tuple[int, int]] = {}
    for move in probes:
        key, pair = probe(final, move)
        illegal[move] = key
        if pair is not None:
            sums[move] = pair
    return {
        "kinds": [KINDS[type(step.event)] for step in steps],
        "strength": None if push is None else push.strength,
        "defence": None if push is None else push.defence,
        "tie": None if push is None else push.tie,
        "carried": [] if push is None else names(push.carried),
        "defenders": [] if push is None else names(push.defenders),
        "fallen": None if fall is None else (square_name(fall.square), str(fall.cube)),
        "eliminated": letters(eliminated),
        "line": None if won is None else names(won.line),
        "line_player": None if won is None else game.player_name(won.player),
        "had_to_place": None if place is None else place.must_place,
        "actions_before": action_kinds(transition.before),
        "lost": {owner_letter(owner): final.lost_count(owner)
                 for owner in (*range(game.players), WHITE)},
        "out": letters(final.out_players),
        "neutral": neutral_cubes(final),
        "lines": lines,
        "winners": None if outcome is None else "".join(letters(outcome.winners)),
        "rule": None if outcome is None else outcome.rule,
        "to_move": game.player_name(final.to_move),
        "stage": final.stage,
        "must_place": final.must_place(),
        "actions": action_kinds(final),
        "stage_after": [s.stage for s in states[1:]],
        "out_after": [letters(s.out_players) for s in states[1:]],
        "neutral_after": [neutral_cubes(s) for s in states[1:]],
        "illegal": illegal,
        "probe_sums": sums,
    }


_scenario = partial(with_facts, slyde_facts)


# ---------------------------------------------------------------------------------------------
# The games (rule options) the scenarios are played in
# ---------------------------------------------------------------------------------------------
_EXPERT = Cubeslyde()                                    # 2 players, expert, all defaults
_BLOCKS = Cubeslyde(own_in_line="blocks")                # CS-4 option
_MOVER_ONLY = Cubeslyde(line_wins="mover_only")          # CS-7 option
_LOSE = Cubeslyde(no_move="lose")                        # CS-9 option
_THREE = Cubeslyde(players=3)
_TEAMS = Cubeslyde(players=4, teams=True)                # CS-11, partner cubes defend (CS-5)
_TEAMS_OWN = Cubeslyde(players=4, teams=True, partner_cubes="own")
_BEGINNER = Cubeslyde(level="beginner")
_FROM_START = Cubeslyde(start_player=0)

# Shared start positions (each reasoned once, where it is first used). In the two-player
# positions the twelve white blockers (CS-1: two expert sets 1-6) mostly stand on ranks 6
# and 1, out of the way; cubes not on the board are in hand (derived) or listed as lost.
_RULEBOOK = ("W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B "
             "hand:A456,B12356")
_OWN_BEHIND = ("W1W2W3W4W5W6/A1B5..B6./....../.A4B2A3../....../W6W5W4W3W2W1 B stage:1B "
               "hand:A256,B134")
_LINE_FOR_B = ("W1W2W3W4W5W6/....../.B1B3.B4./A2..B2.A3/...A5../W6W5W4W3W2W1 A stage:1B "
               "hand:A146,B56")
_TEAM = ("C4.A3.D6./.A2.B5C3C5/A6.D5.../.C6.A5C1D4/.B4C2.../A1..D3B6A4 A stage:2 "
         "lost:B123,D12")
_BLOCKED_B = ("W1W1W2W2W4W5/...A2../.W3A1.A3./W5W4.A6.A4/B3B4W6W3../B1B2.A5.W6 A stage:2 "
              "lost:B56")
_ROW_AND_OUT = (".B5...W3/A4..B1../B2A6..../A1....A5/A2..W6W4W1/...B3.W5 A stage:2 "
                "lost:A3,B46,W1223456")
_OWN_THIRD = ("B6.A4A5../....../A6B1W1W2B2A3/.....B5/.....B4/W1W2...B3 A stage:2 "
              "lost:A12,W33445566")
_WHITES = ("W6@c3", "W6@d4", "W5@a1", "W5@f6", "W4@b5", "W4@e2",
           "W3@c5", "W3@d2", "W2@a4", "W2@f3", "W1@b2", "W1@e5")

SCENARIOS: list[Scenario] = [
    # The rulebook's worked example (section Regeln für das Wegschieben). A's group b4-d4 has
    # strengths 1, 2, 3: push strength 1+2+3 = 6. In front, east: e4 B4, then f4 W2 at the
    # right edge, nothing after: the defence is 4+2 = 6. Equal is allowed (CS-6), so all five
    # cubes move one square east; W2 on f4 would leave the board, so it is removed and counts
    # as a lost white. A's cubes now stand on c4-e4, B4 on f4. B is next; B has one cube on
    # the board and cubes in hand, so B must place (CS-8).
    _scenario(
        "rulebook_example", _EXPERT, _RULEBOOK, ("b4-d4>E",),
        {"strength": 6, "defence": 6, "tie": True, "fallen": ("f4", "W2"),
         "defenders": ["e4", "f4"], "carried": [], "kinds": ["push", "fall"],
         "lost": {"A": 0, "B": 0, "W": 1}, "to_move": "B", "must_place": True,
         "winner": None,
         "position": "W1.W3..W4/..W5W6../..A1A2A3B4/W1...W3./.W4..W5./W6....W2 B stage:1B "
                     "hand:A456,B12356 lost:W2"},
        ("Eigene Schiebestärke", "Regeln für das Wegschieben", "Cubes vom Spielfeld schieben",
         "CS-6", "CS-8")),
    # A plain tie: A4 on c3 pushes east against B4 on d3; e3 is empty, so the line is just
    # B4: strength 4 = defence 4, allowed (CS-6). A4 goes to d3, B4 to e3; nothing falls.
    # The tie works both ways: B4 on e3 pushing west meets A4 alone (c3 is empty now), 4 = 4,
    # so B may push straight back.
    _scenario(
        "tie_push", _EXPERT,
        "W1W2W3W4W5W6/A1...B2A2/....../..A4B4../.B6..../W6W5W4W3W2W1 A stage:1B "
        "hand:A356,B135",
        ("c3>E",),
        {"strength": 4, "defence": 4, "tie": True, "fallen": None, "kinds": ["push"],
         "to_move": "B", "illegal": {"e3>W": None},
         "position": "W1W2W3W4W5W6/A1...B2A2/....../...A4B4./.B6..../W6W5W4W3W2W1 B "
                     "stage:1B hand:A356,B135"},
        ("Regeln für das Wegschieben", "CS-6"), probes=("e3>W",)),
    # A's group A1+A2 on b3-c3 (strength 3) faces B3 on d3: a tie, which would be legal.
    # B places B1 on e3, right behind B3: now the line in front of A's group is B3, B1 up to
    # the empty f3, defence 3+1 = 4. 3 < 4 by one: the push is refused (CS-6), and the reason
    # names both sums. A2 alone (strength 2) is refused too.
    _scenario(
        "fails_by_one", _EXPERT,
        "W1W2W3W4W5W6/A5...B6./....../.A1A2B3../.B2..../W6W5W4W3W2W1 B stage:1B "
        "hand:A346,B145",
        ("1@e3",),
        {"illegal": {"b3-c3>E": "cs.illegal.too_weak", "c3>E": "cs.illegal.too_weak"},
         "probe_sums": {"b3-c3>E": (3, 4), "c3>E": (2, 4)}, "kinds": ["place"],
         "to_move": "A", "strength": None},
        ("Eigene Schiebestärke", "Regeln für das Wegschieben", "CS-6"),
        probes=("b3-c3>E", "c3>E")),
    # A's group A2+A3 lies in a row (b3-c3). A group moves only along its own line (rulebook
    # Phase 2, CS-3): north is refused, east is legal (d3 is free). The single cube c3 may go
    # north (any of the four directions). b3 alone cannot push east: its own A3 stands in
    # front, so the push must include it (CS-3). B's placement on e4 changes none of this.
    _scenario(
        "across_line", _EXPERT,
        "W1W2W3W4W5W6/A6..B1../.....B2/.A2A3.../....B5./W6W5W4W3W2W1 B stage:1B "
        "hand:A145,B346",
        ("4@e4",),
        {"illegal": {"b3-c3>N": "cs.illegal.across", "b3>E": "cs.illegal.own_in_front",
                     "b3-c3>E": None, "c3>N": None},
         "to_move": "A", "kinds": ["place"]},
        ("Phase 2: Schiebephase", "CS-3"), probes=("b3-c3>N", "b3>E", "b3-c3>E", "c3>N")),
    # B places B1 on e3. Line east of A4 (b3): c3 B2, d3 A3 (A's own), e3 B1, then the empty
    # f3. Reading "carried" (CS-4 default): A3 counts for neither side, defence 2+1 = 3 <= 4,
    # legal; all four cubes move one square: A4 c3, B2 d3, A3 e3, B1 f3. Had A3 counted for
    # the defence it would be 6 > 4: it is ignored, as the rulebook says.
    _scenario(
        "own_behind_opponent_carried", _EXPERT, _OWN_BEHIND, ("1@e3", "b3>E"),
        {"strength": 4, "defence": 3, "tie": False, "carried": ["d3"],
         "defenders": ["c3", "e3"], "fallen": None, "to_move": "B",
         "position": "W1W2W3W4W5W6/A1B5..B6./....../..A4B2A3B1/....../W6W5W4W3W2W1 B "
                     "stage:1B hand:A256,B34"},
        ("Regeln für das Wegschieben", "CS-4")),
    # Same position and moves, option own_in_line="blocks" (CS-4, as in Abalone): A's own A3
    # in the pushed line makes the push b3>E illegal, whatever the sums.
    _scenario(
        "own_behind_opponent_blocks", _BLOCKS, _OWN_BEHIND, ("1@e3",),
        {"illegal": {"b3>E": "cs.illegal.own_blocks"}, "to_move": "A"},
        ("Regeln für das Wegschieben", "CS-4"), probes=("b3>E",)),
    # A5 (b3) pushes east: c3 W2, d3 B1, e3 W1, f3 A1 at the edge: the line runs to the edge.
    # Defence 2+1+1 = 4 (A1 is A's own: carried, CS-4); 5 >= 4. Everything moves east; the
    # front-most cube, A's own A1, leaves the board: allowed, and it counts as a lost cube of A
    # (rulebook Cubes vom Spielfeld schieben, CS-6). B to move; B6 on f5 cannot simply be
    # pushed east off the board: a push needs a free square or cubes to push in front.
    _scenario(
        "own_cube_off", _EXPERT,
        "..W3W4W5W6/A3.B4..B6/....../.A5W2B1W1A1/....../W6W5W4W3W2W1 A stage:1B "
        "hand:A246,B235",
        ("b3>E",),
        {"strength": 5, "defence": 4, "carried": ["f3"], "fallen": ("f3", "A1"),
         "lost": {"A": 1, "B": 0, "W": 0}, "kinds": ["push", "fall"], "winner": None,
         "to_move": "B", "illegal": {"f5>E": "cs.illegal.edge"}},
        ("Cubes vom Spielfeld schieben", "Phase 2: Schiebephase", "CS-4", "CS-6"),
        probes=("f5>E",)),
    # Stage 2, B has lost B5 and B6. A4 (d3) pushes east: e3 W1, f3 B3 at the edge, defence
    # 1+3 = 4 = 4, a tie (CS-6). B3 leaves the board: B's third lost cube, so B is out and
    # with two players A wins at once (rulebook Ausscheiden / Spielende; CS-7 step 2).
    _scenario(
        "elimination_2p", _EXPERT,
        ".W2W3W4W5W6/..A3.../A6A2..B2./.B4.A4W1B3/A1.B1.A5./W6W5W4W3W2W1 A stage:2 lost:B56",
        ("d3>E",),
        {"tie": True, "fallen": ("f3", "B3"), "lost": {"A": 0, "B": 3, "W": 0},
         "eliminated": ["B"], "kinds": ["push", "fall", "eliminate"], "winner": 0,
         "outcome": "last_player", "out": ["B"], "winners": "A", "rule": None},
        ("Ausscheiden eines Spielers", "Spielende", "CS-6", "CS-7")),
    # Two players, B has lost B4 and B6; A holds a2, a3 and a5 on file a. A6 (b4) pushes west:
    # the line is B2 alone on a4 at the edge, defence 2 <= 6, so B2 falls (CS-6) and A6 lands
    # on a4. B has lost its third cube and is out (step 2), and A now holds a2-a5: four in a
    # row. CS-7 looks at four in a row (step 3) before the last player left (step 4), so A
    # wins by its row, not by the elimination; the winner is the same either way.
    _scenario(
        "row_and_elimination", _EXPERT, _ROW_AND_OUT, ("b4>W",),
        {"fallen": ("a4", "B2"), "lost": {"A": 1, "B": 3, "W": 7}, "eliminated": ["B"],
         "kinds": ["push", "fall", "eliminate", "line_win"], "winner": 0,
         "outcome": "four_in_a_row", "line": ["a2", "a3", "a4", "a5"], "line_player": "A",
         "winners": "A", "rule": None, "out": ["B"]},
        ("Ausscheiden eines Spielers", "Viererkette", "Spielende", "CS-7")),
    # Two players, A has lost A1 and A2; B holds f1, f2 and f3 below f4. A6 (a4) pushes east
    # along rank 4: B1, W1, W2, B2 and A's own A3 up to the edge; A3 is carried (CS-4), the
    # defence is 1+1+2+2 = 6 = 6, a tie (CS-6). A3 falls: A's own third lost cube, so A is out
    # (step 2), and B2 lands on f4, completing B's column f1-f4. With line_wins="any" (step 3)
    # the mover A has no line, so the next player's line wins: B wins by four in a row, by
    # A's move (CS-7).
    _scenario(
        "own_third_gives_row", _EXPERT, _OWN_THIRD, ("a4>E",),
        {"tie": True, "fallen": ("f4", "A3"), "eliminated": ["A"],
         "kinds": ["push", "fall", "eliminate", "line_win"], "winner": 1,
         "outcome": "four_in_a_row", "line": ["f1", "f2", "f3", "f4"], "line_player": "B",
         "winners": "B", "rule": "CS-7", "out": ["A"]},
        ("Ausscheiden eines Spielers", "Viererkette", "Spielende", "CS-4", "CS-6", "CS-7")),
    # The same push with line_wins="mover_only" (CS-7 option): after A's move only a line of A
    # could win, and A is out. Step 4 decides: B is the last player left and wins, with its
    # column still standing on the board.
    _scenario(
        "own_third_mover_only", _MOVER_ONLY, _OWN_THIRD, ("a4>E",),
        {"eliminated": ["A"], "kinds": ["push", "fall", "eliminate"], "winner": 1,
         "outcome": "last_player", "line": None, "winners": "B", "rule": None, "out": ["A"],
         "lines": {"B": ["f1", "f2", "f3", "f4"]}},
        ("Ausscheiden eines Spielers", "Viererkette", "Spielende", "CS-7")),
    # Three players (CS-1: 6 whites, one set 1-6); C has lost C5 and C6. Move 1: A5 (d4)
    # pushes east: e4 W2, f4 C3 at the edge, defence 5, tie: C3 falls, C's third lost cube.
    # C is out; its cubes C4 (a3), C2 (e5) and C1 (d6) stay, as neutral blockers keeping
    # their strength (rulebook Ausscheiden, CS-7). A and B remain: the game goes on, B moves.
    # Move 2: B4 (b3) pushes west against the neutral C4 on a3 at the edge: defence 4 (its
    # strength, as for a white), tie, C4 falls. Next would be C, who is out and skipped: A.
    _scenario(
        "elimination_3p", _THREE,
        "W5W4.C1.B2/.A1B3.C2./...A5W2C3/C4B4..../...B1A2W6/W1.A3..W3 A stage:1B "
        "hand:A46,B56 lost:C56",
        ("d4>E", "b3>W"),
        {"out_after": [["C"], ["C"]],
         "neutral_after": [{"a3": "C4", "d6": "C1", "e5": "C2"}, {"d6": "C1", "e5": "C2"}],
         "strength": 4, "defence": 4, "tie": True, "fallen": ("a3", "C4"),
         "defenders": ["a3"], "eliminated": [], "winner": None, "to_move": "A",
         "lost": {"A": 0, "B": 0, "C": 4, "W": 0}},
        ("Ausscheiden eines Spielers", "Spielende", "CS-7")),
    # A has c5, d4 and f2 on a falling diagonal and A4 on e2. A4 pushes north: e3 holds B1,
    # e4 is empty, 4 >= 1, so B1 moves to e4 and A4 to e3. Now c5, d4, e3, f2: four
    # diagonal neighbours in a straight line, so A wins at once (rulebook Viererkette).
    _scenario(
        "diagonal_four", _EXPERT,
        "W1W2W3W4W5W6/..A1.../...A2../.B5..B1./..B2.A4A3/W6W5W4W3W2W1 A stage:1B "
        "hand:A56,B346",
        ("e2>N",),
        {"line": ["c5", "d4", "e3", "f2"], "line_player": "A", "winner": 0,
         "outcome": "four_in_a_row", "kinds": ["push", "line_win"], "rule": None},
        ("Viererkette", "Die Spielziele", "CS-7")),
    # B has B1 b4, B3 c4, B4 e4 and B2 on d3 below the gap d4. A5 (d2) pushes north: B2 alone
    # in front, d4 free, 5 >= 2: B2 lands on d4 and completes B's row b4-e4. A has no line.
    # Default line_wins="any" (CS-7 step 3): the mover has none, so the next player with one
    # wins: B, by A's move.
    _scenario(
        "line_for_other_any", _EXPERT, _LINE_FOR_B, ("d2>N",),
        {"line": ["b4", "c4", "d4", "e4"], "line_player": "B", "winner": 1,
         "outcome": "four_in_a_row", "rule": "CS-7", "lines": {"B": ["b4", "c4", "d4", "e4"]}},
        ("Viererkette", "CS-7")),
    # Same position and move with line_wins="mover_only": only the mover's line can win after
    # a move, so the game goes on with B's row standing on the board and B to move.
    _scenario(
        "line_for_other_mover_only", _MOVER_ONLY, _LINE_FOR_B, ("d2>N",),
        {"line": None, "winner": None, "outcome": None, "to_move": "B",
         "lines": {"B": ["b4", "c4", "d4", "e4"]}},
        ("Viererkette", "CS-7")),
    # B has three cubes on the board (B1 b2, B2 c5, B3 f4) and three in hand. A5 (e4) pushes
    # B3 east off the board (5 >= 3). B now has only two on the board and still has cubes to
    # place, so B must place (rulebook 1B, CS-8): a push such as b2>N (b3 is free) is refused,
    # placing is legal.
    _scenario(
        "placement_obligation", _EXPERT,
        "W1W2W3W4W5W6/..B2.../....A5B3/A2...../.B1.A4../W6W5W4W3W2W1 A stage:1B "
        "hand:A136,B456",
        ("e4>E",),
        {"fallen": ("f4", "B3"), "lost": {"A": 0, "B": 1, "W": 0}, "to_move": "B",
         "must_place": True, "actions": ["place"], "stage": "1B",
         "illegal": {"b2>N": "cs.illegal.must_place", "4@a4": None}},
        ("1B. Eigene Steine setzen", "CS-8"), probes=("b2>N", "4@a4")),
    # Stage 1B: A has three cubes on the board and A1, A4, A5 in hand, so A may place or push
    # (rulebook 1B). A pushes its column group c2-c3 (2+3 = 5) north against B4 (c4; c5 is
    # free): 5 >= 4. A still holds cubes, so it stays stage 1B. B has placed all six and may
    # only push now (CS-8): placing is refused, e3>W into the free d3 is legal.
    _scenario(
        "push_in_stage_1b", _EXPERT,
        "W1W2W3W4W5W6/A6....B5/..B4.../B6.A3.B3./.B1A2.B2./W6W5W4W3W2W1 A stage:1B "
        "hand:A145",
        ("c2-c3>N",),
        {"actions_before": ["place", "push"], "strength": 5, "defence": 4, "tie": False,
         "stage_after": ["1B"], "actions": ["push"], "to_move": "B",
         "illegal": {"1@a4": "cs.illegal.all_placed", "e3>W": None}},
        ("1B. Eigene Steine setzen", "Phase 2: Schiebephase", "CS-8"), probes=("1@a4", "e3>W")),
    # Teams A+C against B+D (CS-11). B has lost three cubes but still has cubes on the board,
    # so B is not out; D has lost two. A5 (d3) pushes east: e3 C1 (A's partner), f3 D4 at the
    # edge. By default the partner's cube defends like an opponent's (CS-5): defence 1+4 =
    # 5 = 5, a tie. D4 falls: D's third lost cube. Both colours of B+D have lost at least
    # three, so team A+C wins at once (rulebook Team-Variante).
    _scenario(
        "team_win", _TEAMS, _TEAM, ("d3>E",),
        {"defence": 5, "tie": True, "defenders": ["e3", "f3"], "carried": [],
         "fallen": ("f3", "D4"), "lost": {"A": 0, "B": 3, "C": 0, "D": 3, "W": 0},
         "outcome": "team_eliminated", "winners": "AC", "winner": None, "out": []},
        ("Team-Variante", "CS-5", "CS-11")),
    # Teams again (CS-11), after a long fight: B has lost five cubes and has only B1 left, on
    # f1. A6 (e1) pushes east: the line is B1 alone, defence 1 <= 6 (CS-6), B1 falls. B now
    # has no cube on the board and none to place: out, and B's turns are skipped, so C moves
    # next. D has lost none, so team A+C has not won yet (each opposing colour must have lost
    # three). No four in a row anywhere.
    _scenario(
        "team_player_out", _TEAMS,
        "A1C1.D1../..C2.A2D2/D3..A3C3./C4A4..D4./.D5C5..A5/C6.D6.A6B1 A stage:2 lost:B23456",
        ("e1>E",),
        {"strength": 6, "defence": 1, "fallen": ("f1", "B1"), "kinds": ["push", "fall", "out"],
         "out": ["B"], "to_move": "C", "winner": None, "outcome": None,
         "lost": {"A": 0, "B": 6, "C": 0, "D": 0, "W": 0},
         "position": "A1C1.D1../..C2.A2D2/D3..A3C3./C4A4..D4./.D5C5..A5/C6.D6..A6 C stage:2 "
                     "lost:B123456 out:B"},
        ("Team-Variante", "CS-11")),
    # Same position and move with partner_cubes="own" (CS-5 option): C1 is carried like an
    # own cube, the defence is only D4 = 4 < 5, no tie; the result is the same.
    _scenario(
        "team_win_partner_own", _TEAMS_OWN, _TEAM, ("d3>E",),
        {"defence": 4, "tie": False, "defenders": ["f3"], "carried": ["e3"],
         "fallen": ("f3", "D4"), "outcome": "team_eliminated", "winners": "AC"},
        ("Team-Variante", "CS-5", "CS-11")),
    # B (all placed: B1 a1, B2 b1, B3 a2, B4 b2; B5, B6 lost) is boxed into the corner. Every
    # push of B either leaves the board at once, runs into its own cube (CS-3) or is too weak:
    # east along rank 2 (B4 4, a2-b2 7) against W6+W3 = 9; north along file a (B3 3, a1-a2
    # 4) against W5 = 5; north along file b (B4 4, b1-b2 6) against W4+W3 = 7. Only rank 1
    # is open: c1 is free. A5 (d1) moves west onto c1; now b1 (2) and a1-b1 (3) face A5 = 5.
    # B has no legal action and passes (CS-9); A moves again.
    _scenario(
        "no_legal_action", _EXPERT, _BLOCKED_B, ("d1>W", "pass"),
        {"actions_before": ["pass"], "kinds": ["pass"], "to_move": "A", "winner": None,
         "actions": ["push"]},
        ("Phase 2: Schiebephase", "CS-9")),
    # Same position and first move with no_move="lose" (CS-9 option): right after A's move
    # B has no legal action, so B loses and A wins.
    _scenario(
        "no_legal_action_lose", _LOSE, _BLOCKED_B, ("d1>W",),
        {"kinds": ["push", "no_move"], "winner": 0, "outcome": "no_move", "rule": "CS-9"},
        ("Phase 2: Schiebephase", "CS-9")),
    # Four players, no_move="lose" (CS-9 option). A has placed all it has (A5, A6 lost) and its
    # four cubes sit in the corners, each blocked: A1 (a1) faces C4 (a2) north and B4 (b1)
    # east; A2 (f1) faces D6 (f2) and D5 (e1); A3 (a6) faces C6 (a5) and C5 (b6); A4 (f6)
    # faces B6 (f5) and B5 (e6): every defence is stronger, no two A cubes touch (no group),
    # and a cube never pushes itself off the board. D has two cubes on the board, so D must
    # place (CS-8): 1 on c3. Next is A, who has no legal action: A is out and its four cubes
    # turn neutral (CS-7 step 2 for 3-4 players), and B moves.
    _scenario(
        "stuck_player_out", Cubeslyde(players=4, no_move="lose"),
        "A3C5..B5A4/C6....B6/....../....../C4....D6/A1B4..D5A2 D stage:1B "
        "hand:B123,C123,D1234 lost:A56",
        ("1@c3",),
        {"kinds": ["place", "no_move"], "had_to_place": True, "out": ["A"], "winner": None,
         "neutral": {"a1": "A1", "a6": "A3", "f1": "A2", "f6": "A4"}, "to_move": "B",
         "position": "A3C5..B5A4/C6....B6/....../..D1.../C4....D6/A1B4..D5A2 B stage:1B "
                     "hand:B123,C123,D234 lost:A56 out:A"},
        ("Phase 2: Schiebephase", "CS-7", "CS-8", "CS-9")),
    # From the empty board, A first: stage 1A, the players take turns placing the 12 white
    # blockers (two sets 1-6, CS-1), each choosing strength and square (CS-2). After the 12th
    # (B's sixth) stage 1B begins and A is to move: no white is left to place, and with no own
    # cube on the board A must place one (CS-8), so even a push is refused.
    _scenario(
        "stage_1a_whites", _FROM_START, "", _WHITES,
        {"stage_after": ["1A"] * 11 + ["1B"], "to_move": "A", "must_place": True,
         "actions": ["place"],
         "illegal": {"W1@a3": "cs.illegal.no_whites_left", "c3>E": "cs.illegal.must_place",
                     "1@a3": None}},
        ("1A. Blockadesteine setzen", "1B. Eigene Steine setzen", "CS-1", "CS-2", "CS-8"),
        probes=("W1@a3", "c3>E", "1@a3")),
    # Beginner level: every cube, white ones too, has strength 1 (rulebook
    # Schwierigkeitsstufen; CS-1), so strength is the number of cubes. A's pair b3-c3 (2)
    # pushes east against B1, W1 (d3-e3; f3 free): 2 = 2, a tie. Afterwards B1 (e3) alone
    # cannot push A's pair back west (1 < 2), but can push W1 off the board east (1 = 1).
    _scenario(
        "beginner_counts", _BEGINNER,
        "W1W1W1W1W1W1/A1.B1..B1/....../.A1A1B1W1./....../W1W1W1W1W1. A stage:1B "
        "hand:A111,B111",
        ("b3-c3>E",),
        {"strength": 2, "defence": 2, "tie": True,
         "illegal": {"e3>W": "cs.illegal.too_weak", "e3>E": None},
         "probe_sums": {"e3>W": (1, 2)}},
        ("Schwierigkeitsstufen: Stärke der Cubes", "Eigene Schiebestärke", "CS-1", "CS-6"),
        probes=("e3>W", "e3>E")),
]
