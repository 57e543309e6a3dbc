"""How good a Deblockle position is for one player: the evaluation of the computer players.

The greedy player (``cubekit.bots``) tries every legal turn and keeps the one whose position
scores best here; Monte Carlo tree search uses the same score to judge the positions where it
stops looking ahead. The score is a rule of thumb, not a rule.

Deblockle is a race (RULES.md DB-9: the first player to take all its blocks off wins), so the
evaluation counts **how many turns each player still needs**:

* For a block on the board, the *distance* is the fewest turns that would take it off --
  tips and hops by the faces that come up (DB-4, DB-5), ending with a tip star-up onto the
  opponent's home star (DB-1, DB-4) -- if the board were otherwise empty. It depends on the
  block's square *and* its orientation: a block next to the goal star with the wrong face
  towards it may need several turns. The tables are worked out once per rule option that
  changes hops (``slider_star`` DB-5, ``impossible_hop`` DB-6).
* A player's *turns needed* is the sum of its blocks' distances (one block moves per turn;
  a block taken off needs 0).
* ``evaluate(state, player)`` is the opponent's turns needed minus the player's, +0.5 when it
  is the player's turn (the player to move is half a turn ahead): positive means "ahead in
  the race". A won game scores +1,000,000, a lost one -1,000,000, a draw (DB-7 both stuck, or
  the turn limit) 0.

Other blocks are ignored when measuring distances, so blocking (and being Deblockle'd, DB-7)
is left to the tree search, which sees it by looking ahead.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from functools import lru_cache
from operator import getitem

from cubekit.bots.evaluation import final_scores
from cubekit.games.deblockle.geometry import (
    CELLS,
    FULL,
    IS_STAR,
    NEXT,
    ORIENTATIONS,
    TIP,
    TIP_HOP,
    TIP_REMOVE,
    TIP_RULE,
    TIP_STOP,
    TOP,
    hop_ends,
    squares_of,
)
from cubekit.games.deblockle.rules import DeblockleState

SCALE = 2.0
"""A difference of about this many turns is a clear advantage (used by the tree search to turn
scores into winning chances: 1 / (1 + exp(-score / SCALE)))."""

TEMPO = 0.5
"""The bonus of the player to move."""

UNREACHABLE = 30
"""The distance given to a block that could never be taken off on an empty board."""

_KINDS = len(ORIENTATIONS)


@lru_cache(maxsize=16)
def distances(player: int, slider_stop: bool, skip: bool) -> tuple[int, ...]:
    """Per ``square * 24 + orientation``: the fewest turns that take ``player``'s block off on
    an otherwise empty board (DB-4 to DB-6), found by a breadth-first search backwards from the
    goal star."""
    rule = TIP_RULE[player]
    size = CELLS * _KINDS
    before: list[list[int]] = [[] for _ in range(size)]   # the positions one turn earlier
    result = [UNREACHABLE] * size
    queue: deque[int] = deque()
    for i in range(CELLS):
        if IS_STAR[i]:
            continue   # no turn ends on a star square (DB-4, DB-5)
        for k in range(_KINDS):
            here = i * _KINDS + k
            for d in range(4):
                t = NEXT[d][i]
                if t < 0:
                    continue
                nk = TIP[k][d]
                sym = TOP[nk]
                kind = rule[t][sym]
                if kind == TIP_REMOVE:
                    if result[here] != 1:
                        result[here] = 1           # DB-4: tipped star-up onto the goal
                        queue.append(here)
                    continue
                if kind == TIP_STOP:
                    ends = [t]
                elif kind == TIP_HOP:
                    ends = squares_of(hop_ends(FULL, t, sym, slider_stop)) or ([t] if skip
                                                                               else [])
                else:
                    continue                       # DB-4: a refused tip
                for end in ends:
                    before[end * _KINDS + nk].append(here)
    while queue:
        position = queue.popleft()
        for earlier in before[position]:
            if result[earlier] == UNREACHABLE:
                result[earlier] = result[position] + 1
                queue.append(earlier)
    return tuple(result)


def turns_needed(state: DeblockleState, player: int) -> int:
    """The sum of the distances of ``player``'s blocks on the board (see the docstring)."""
    game = state.game
    table = distances(player, game.slider_star == "stop", game.impossible_hop == "skip")
    low = 1 + player * _KINDS
    cells = state.cells
    total = 0
    blocks = state.masks[player]
    while blocks:
        bit = blocks & -blocks
        blocks ^= bit
        i = bit.bit_length() - 1
        total += table[i * _KINDS + cells[i] - low]
    return total


_SIGNED: dict[tuple[bool, bool, bool], tuple[tuple[int, ...], ...]] = {}


def _signed(rule: tuple[bool, bool, bool]) -> tuple[tuple[int, ...], ...]:
    """Per square, per cell code (0 empty, ``1 + owner * 24 + orientation``): the distance of
    that block, negative for A's blocks (``rule`` is the game's ``hop_rule``: ``slider_stop``,
    ``skip``, ``no_adjacent``)."""
    found = _SIGNED.get(rule)
    if found is None:
        a, b = distances(0, rule[0], rule[1]), distances(1, rule[0], rule[1])
        found = tuple(tuple(0 if not c else -a[i * _KINDS + c - 1] if c <= _KINDS
                            else b[i * _KINDS + c - 1 - _KINDS]
                            for c in range(2 * _KINDS + 1)) for i in range(CELLS))
        _SIGNED[rule] = found
    return found


def scores(state: DeblockleState) -> list[float]:
    """``evaluate(state, p)`` for both players at once: B's turns needed minus A's, looked up
    square by square."""
    outcome = state.outcome
    if outcome is not None:
        return final_scores(outcome.winners, 2)
    need = sum(map(getitem, _signed(state.game.hop_rule), state.cells))  # B's minus A's
    value = need + (TEMPO if state.to_move == 0 else -TEMPO)
    return [value, -value]


def evaluate(state: DeblockleState, player: int) -> float:
    """How good ``state`` is for ``player``: positive = ahead in the race (see the docstring)."""
    return scores(state)[player]


def material(state: DeblockleState, player: int) -> int:
    """The player's blocks on the board."""
    return state.on_board(player)


def position_key(state: DeblockleState) -> Hashable:
    """The position without the turn counter: the blocks on the board, the blocks removed and who
    moves. The tree search counts a move back into a position it has seen before as a draw
    (it makes no progress)."""
    return (state.cells, state.removed_counts, state.to_move)
