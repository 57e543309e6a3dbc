"""Kettenreaktion teaching scenarios: rule edge cases with stated, reasoned results.

Every scenario's ``expected`` mapping was worked out by hand from the rules (the reasoning is
in the comment above it) and then confirmed by the engine; ``tests/test_chain_reaction_
scenarios.py`` asserts every one. Besides the common facts of :meth:`Scenario.facts`
(``position``, ``winner``, ``outcome``, ``moves``) the hook :func:`chain_facts` adds:

``waves``
    waves of the last move's cascade;
``burst_per_wave``
    per wave, the names of the cells that burst (sorted by file, then rank);
``captured``
    cells taken from other players during the last move;
``surplus_cells`` / ``kept``
    cells that burst while holding *more* than their capacity, and how many of their own
    marbles each kept (CR-3);
``unsettled_cells``
    cells left at or over capacity in the final position (a cascade stopped by a win);
``win_wave``
    the wave after which the last move won (None if it did not);
``endless_wave`` / ``endless_why``
    for a cascade that never settles (``stop_on_win=False``): how many waves ran before the
    kit detected it (0: before the first wave) and why (``Endless.reason``: "capacity",
    "repeat", "all_burst" or "no_win");
``totals``, ``to_move``, ``out``
    marbles per player letter, the player to move and the players who are out, at the end;
``marbles_after`` / ``out_after``
    the same after every move of the scenario;
``illegal``
    for scenarios with probe moves: probe -> message key of why it is illegal in the final
    position (None when legal).

Positions use the notation of :mod:`.notation`: ranks from the top, ``2A`` = two marbles of A.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import pairwise
from typing import Any

from cubekit.core.game import Transition
from cubekit.core.grid import Square, square_name
from cubekit.core.scenario import Scenario, illegal_key, with_facts
from cubekit.core.scenario import square_names as names
from cubekit.games.chain_reaction.events import Endless, Wave, Won
from cubekit.games.chain_reaction.rules import ChainReaction, ChainState

# ---------------------------------------------------------------------------------------------
# Facts of a scenario
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SurplusBurst:
    """A cell that burst while holding more than its capacity (RULES.md CR-3)."""

    wave: int
    square: Square
    count: int       # marbles in the cell just before it burst
    capacity: int

    @property
    def kept(self) -> int:
        """Marbles of its own the cell keeps after giving away ``capacity``."""
        return self.count - self.capacity


def surplus_bursts(transition: Transition) -> list[SurplusBurst]:
    """Every burst of an explained move in which the cell held more than its capacity.

    Read from the recorded positions: the step before a wave holds the counts the bursting
    cells had when they burst.
    """
    steps = transition.steps
    found = []
    for before, step in pairwise(steps):
        event = step.event
        if not isinstance(event, Wave):
            continue
        state = before.state
        assert isinstance(state, ChainState)
        for square in sorted(event.bursts):
            count, capacity = state.count(square), state.game.capacity(square)
            if count > capacity:
                found.append(SurplusBurst(event.number, square, count, capacity))
    return found


def chain_facts(scenario: Scenario, probes: tuple[str, ...] = ()) -> dict[str, Any]:
    """The Kettenreaktion facts of a scenario (see the module docstring)."""
    transition = scenario.last_transition()
    final = scenario.final()
    assert isinstance(final, ChainState)
    game = final.game
    waves = [event for event in transition.events if isinstance(event, Wave)]
    endless = [event for event in transition.events if isinstance(event, Endless)]
    win_wave = None
    for event in transition.events:
        if isinstance(event, Won) or (isinstance(event, Wave) and event.won):
            win_wave = len(waves) if isinstance(event, Won) else event.number
            break
    surplus = surplus_bursts(transition)
    captured: set[Square] = set()
    for wave in waves:
        captured |= set(wave.captures)

    def per_player(state: ChainState) -> list[int]:
        return [state.marbles(p) for p in range(game.players)]

    def outs(state: ChainState) -> list[str]:
        return [game.player_name(p) for p in range(game.players) if state.is_out(p)]

    states = [s for s in scenario.replay.states[1:] if isinstance(s, ChainState)]
    illegal = {probe: illegal_key(final, probe) for probe in probes}
    return {
        "waves": len(waves),
        "burst_per_wave": [names(wave.bursts) for wave in waves],
        "captured": names(captured),
        "surplus_cells": names({s.square for s in surplus}),
        "kept": {square_name(s.square): s.kept for s in surplus},
        "unsettled_cells": names(sq for sq in game.board.squares()
                                 if final.count(sq) >= game.capacity(sq)),
        "win_wave": win_wave,
        "endless_wave": endless[0].wave if endless else None,
        "endless_why": endless[0].reason if endless else None,
        "totals": {game.player_name(p): n for p, n in enumerate(per_player(final))},
        "to_move": game.player_name(final.to_move),
        "out": outs(final),
        "marbles_after": [per_player(s) for s in states],
        "out_after": [outs(s) for s in states],
        "illegal": illegal,
    }


_scenario = partial(with_facts, chain_facts)


_3x3 = ChainReaction(width=3, height=3)
_2x2 = ChainReaction(width=2, height=2)
_2x3 = ChainReaction(width=2, height=3)

# Shared set-ups (each reasoned once, below, where it is first used).
_AFTER_FIRST_CASCADE = "3x3 ..1B/1A2A1B/1A.1A B"
_SURPLUS_START = "3x3 1B.1B/2A3A./1B2A. A"
_EXACT_START = "3x3 1B.1B/2A3A./.2A. A"
_2X2_GAME = ("a1", "b2", "a1", "b2")
_2X3_GAME = ("b1", "b3", "a1", "a3", "a1", "a3", "b1", "b3", "b1")
_CHAIN_START = "6x6 .....1B/.....2B/..1B..2B/.....2B/.....2B/1A2B2B2B2B1B A"

SCENARIOS: list[Scenario] = [
    # 3x3 from the start: 1.a1 2.b2 3.b1 4.c3 5.b1 (b1 = 2A) 6.c2 7.a1. a1 (corner, capacity 2)
    # now holds 2 and bursts in wave 1: a2 gets 1A, b1 goes to 3 = edge capacity. Wave 2: b1
    # bursts: a1 (emptied) and c1 get 1 each, b2 (1B) gets one more and becomes 2A. Nothing else
    # is full. A placed 4 marbles and captured 1: A 5; B keeps c2 and c3: B 2.
    _scenario(
        "first_corner_cascade", _3x3, "", ("a1", "b2", "b1", "c3", "b1", "c2", "a1"),
        {"waves": 2, "burst_per_wave": [["a1"], ["b1"]], "captured": ["b2"],
         "surplus_cells": [], "totals": {"A": 5, "B": 2}, "winner": None, "to_move": "B",
         "position": _AFTER_FIRST_CASCADE},
        ("Kapazität", "Überlauf", "Kaskade", "CR-2", "CR-3")),
    # b2 (inner, 3A) gets its 4th marble and bursts (wave 1): a2 and b1 (edges, 2A) reach 3,
    # b3 and c2 get 1A. Wave 2: a2 and b1 burst together; a1 (1B) receives one from each: 3
    # marbles in a corner of capacity 2, captured; a3 (1B) gets 1 -> 2A, captured; b2 gets 2.
    # B keeps c3 (1B), so the game goes on. Wave 3: a1 (3 > 2) and a3 (2) burst: a1 keeps 1,
    # a3 ends empty; a2 gets 2, b1 and b3 get 1. Totals: 10 + 1 = 11 marbles, B 1, A 10.
    _scenario(
        "surplus", _3x3, _SURPLUS_START, ("b2",),
        {"waves": 3, "burst_per_wave": [["b2"], ["a2", "b1"], ["a1", "a3"]],
         "captured": ["a1", "a3"], "surplus_cells": ["a1"], "kept": {"a1": 1},
         "totals": {"A": 10, "B": 1}, "winner": None,
         "position": "3x3 .2A1B/2A2A1A/1A1A1A B"},
        ("Überlauf", "Kaskade", "Sonderfälle", "CR-3")),
    # As "surplus" but a1 is empty: in wave 2 it receives exactly 2 = its capacity, so in wave 3
    # it bursts and ends empty (a2 and b1, its neighbours, burst in wave 2, so nothing refills
    # it). No cell ever bursts over capacity. Only a3 is captured; B keeps c3: A 9, B 1.
    _scenario(
        "two_marbles_exact", _3x3, _EXACT_START, ("b2",),
        {"waves": 3, "burst_per_wave": [["b2"], ["a2", "b1"], ["a1", "a3"]],
         "captured": ["a3"], "surplus_cells": [], "kept": {},
         "totals": {"A": 9, "B": 1}, "position": "3x3 .2A1B/2A2A1A/.1A1A B"},
        ("Überlauf", "Kaskade", "CR-3")),
    # 2x2, every cell a corner of capacity 2: a1 (A), b2 (B), a1 again bursts -> a2 1A, b1 1A;
    # b2 again bursts -> a2 and b1 get one more each, both become 2B. A has moved and has
    # nothing: B wins after wave 1 and the cascade stops with a2 and b1 full (CR-4).
    _scenario(
        "endless_with_stop", _2x2, "", _2X2_GAME,
        {"waves": 1, "winner": 1, "win_wave": 1, "captured": ["a2", "b1"],
         "unsettled_cells": ["a2", "b1"], "endless_wave": None,
         "position": "2x2 2B./.2B B"},
        ("Gewinnen", "CR-1", "CR-4")),
    # Same without the stop: wave 2: a2 and b1 burst, a1 and b2 get 2 each; wave 3: a1 and b2
    # burst, a2 and b1 get 2 each: the board after wave 3 equals the one after wave 1, so the
    # kit stops after wave 3 with a repetition and the game has no result.
    _scenario(
        "endless_without_stop", ChainReaction(width=2, height=2, stop_on_win=False), "",
        _2X2_GAME,
        {"waves": 3, "burst_per_wave": [["b2"], ["a2", "b1"], ["a1", "b2"]], "winner": None,
         "outcome": "endless_cascade", "endless_wave": 3,
         "endless_why": "repeat", "win_wave": None,
         "position": "2x2 2B./.2B B result:endless"},
        ("Kaskade", "Gewinnen", "CR-3", "CR-4")),
    # Without the stop, a win is judged once the cascade has settled (CR-4 off). 3x3, A's a1
    # (1A, corner) gets its 2nd marble and bursts: a2 (1B, edge) becomes 2A -- below its
    # capacity 3 -- and b1 gets 1A. Nothing is full, the cascade settles after one wave, and B
    # (who has moved) has no marble left: A wins, judged after the last wave (win_wave 1).
    _scenario(
        "win_when_settled", ChainReaction(width=3, height=3, stop_on_win=False),
        "3x3 .../1B../1A.. A", ("a1",),
        {"waves": 1, "win_wave": 1, "winner": 0, "captured": ["a2"], "outcome": "last_player",
         "unsettled_cells": [], "position": "3x3 .../2A../.1A. A"},
        ("Gewinnen", "CR-4")),
    # 2x3: capacity 2 in the four corners, 3 on a2/b2: a calm board holds at most 4*1 + 2*2 = 8.
    # 1.b1 2.b3 3.a1 4.a3 5.a1 (bursts: a2 1A, b1 2A -> bursts: a1 1A, b2 1A) 6.a3 (bursts: a2
    # 2B, b3 2B -> bursts: a3 1B, b2 2B) 7.b1 8.b3: "1B1B/2B2B/1A1A", 8 marbles. 9.b1 reaches 2:
    # wave 1 b1 -> a1 2A, b2 3A; wave 2 a1, b2 -> a2 gets 2 (4A, over its 3), b1 gets 2, b3
    # 2A; wave 3 a2 (keeps 1), b1, b3 burst -> a3 gets 2 (3A): B has nothing, A wins after wave
    # 3 with a1 (2), b2 (3) and a3 (3) still full.
    _scenario(
        "too_many_marbles_with_stop", _2x3, "", _2X3_GAME,
        {"waves": 3, "win_wave": 3, "winner": 0, "surplus_cells": ["a2"], "kept": {"a2": 1},
         "unsettled_cells": ["a1", "a3", "b2"], "marbles_after": [
             [1, 0], [1, 1], [2, 1], [2, 2], [3, 2], [1, 5], [2, 5], [2, 6], [9, 0]],
         "position": "2x3 3A./1A3A/2A. A"},
        ("Gewinnen", "CR-3", "CR-4")),
    # Same moves without the stop: the 9th marble makes 9 > 8, and bursts only move marbles, so
    # the board can never become calm again: detected before the first wave (0 waves).
    _scenario(
        "too_many_marbles", ChainReaction(width=2, height=3, stop_on_win=False), "", _2X3_GAME,
        {"waves": 0, "endless_wave": 0, "endless_why": "capacity",
         "outcome": "endless_cascade", "winner": None,
         "position": "2x3 1B1B/2B2B/1A2A A result:endless"},
        ("Gewinnen", "CR-4")),
    # 6x6: a1 (1A) gets its 2nd marble. b1..e1 (edges, 2B) and f2..f5 (edges, 2B) are one below
    # capacity, f1 and f6 (corners, 1B) too. Each burst adds one to the next cell of the chain,
    # which bursts in the next wave: a1, b1, c1, d1, e1, f1, f2, f3, f4, f5, f6 = 11 waves,
    # capturing b1..f1 and f2..f6 (10 cells). The second-rank cells get one marble each (e2 two:
    # from e1 and f2), e3..e6 one each; c4 (1B) is never touched, so B is not out: 21 marbles,
    # A 20, B 1.
    _scenario(
        "long_capture_chain", ChainReaction(), _CHAIN_START, ("a1",),
        {"waves": 11,
         "burst_per_wave": [["a1"], ["b1"], ["c1"], ["d1"], ["e1"], ["f1"], ["f2"], ["f3"],
                            ["f4"], ["f5"], ["f6"]],
         "captured": ["b1", "c1", "d1", "e1", "f1", "f2", "f3", "f4", "f5", "f6"],
         "totals": {"A": 20, "B": 1}, "winner": None, "surplus_cells": [],
         "position": "6x6 ....1A./....1A1A/..1B.1A1A/....1A1A/1A1A1A1A2A1A/1A1A1A1A1A1A B"},
        ("Überlauf", "Kaskade", "CR-3")),
    # 3x3: after 1.a1, B has 0 marbles but has not moved: not out, game on (CR-4). 2.a2 (B).
    # 3.a1 bursts: a2 becomes 2A, b1 1A; B has moved and has 0 marbles: out, A wins in wave 1.
    _scenario(
        "first_move_protection", _3x3, "", ("a1", "a2", "a1"),
        {"marbles_after": [[1, 0], [1, 1], [3, 0]], "out_after": [[], [], ["B"]],
         "winner": 0, "win_wave": 1, "captured": ["a2"]},
        ("Gewinnen", "CR-4")),
    # From the end of the first corner cascade (b2 = 2A, B to move): B plays b1 (empty edge,
    # 1B), A plays into the captured b2 (3A, below 4). Now B to move: b2 is A's -> illegal for
    # B (opponent's cell), c2 is B's own -> legal.
    _scenario(
        "captured_cell_is_yours", _3x3, _AFTER_FIRST_CASCADE, ("b1", "b2"),
        {"position": "3x3 ..1B/1A3A1B/1A1B1A B", "waves": 0,
         "illegal": {"b2": "cr.illegal.opponent", "c2": None}},
        ("Dein Zug", "Sonderfälle"), probes=("b2", "c2")),
    # 3 players: 1.a1 (A) 2.a2 (B) 3.c3 (C) 4.a1 bursts: a2 (1B) becomes 2A, b1 1A. B has moved
    # and holds nothing: out. A and C are left, so no winner; next in turn is B, skipped -> C.
    _scenario(
        "three_players_skip", ChainReaction(width=3, height=3, players=3), "",
        ("a1", "a2", "c3", "a1"),
        {"out": ["B"], "to_move": "C", "winner": None, "totals": {"A": 3, "B": 0, "C": 1},
         "position": "3x3 ..1C/2A../.1A. C"},
        ("Gewinnen", "CR-4", "CR-5")),
    # 5 players on 2x2: 1.a1 (A) 2.a2 (B) 3.b1 (C) 4.b2 (D): no empty cell is left and E owns
    # none, so E cannot play and is out without moving (kit reading). 5.a1 bursts: a2 and b1
    # each 2A (B and C out). Wave 2: a2 and b1 burst: a1 gets 2, b2 (1D) gets 2 -> 3A: D is
    # out, only A is left: A wins after wave 2. a1 (2) and b2 (3) stay full; b2 never bursts,
    # so no surplus burst happens.
    _scenario(
        "crowded_2x2", ChainReaction(width=2, height=2, players=5), "",
        ("a1", "a2", "b1", "b2", "a1"),
        {"out_after": [[], [], [], ["E"], ["B", "C", "D", "E"]], "winner": 0, "win_wave": 2,
         "waves": 2, "captured": ["a2", "b1", "b2"], "unsettled_cells": ["a1", "b2"],
         "surplus_cells": [], "position": "2x2 .3A/2A. A"},
        ("Gewinnen", "CR-1", "CR-4", "CR-5")),
]
