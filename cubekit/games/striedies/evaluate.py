"""How good a Striedies Strategie position is for one player: the evaluation of the computer
players.

The greedy player (``cubekit.bots``) tries every legal move and keeps the one whose position
scores best here; Monte Carlo tree search uses the same score to judge the positions where it
stops looking ahead. The score is a rule of thumb, not a rule. It values, in this order:

1. **Won or lost.** The game is over (RULES.md ST-8: the last player with dice wins):
   +1,000,000 for the winner, -1,000,000 for everyone else; a draw by the turn limit (ST-7)
   scores 0.
2. **Dice.** Every die on the board counts 10: losing all of them loses the game (ST-8), and
   dice win fights together (ST-4: the attacker's neighbours add their pips).
3. **Pips on top.** A die that is attacked defends with the number on its top face (ST-4), so
   every pip on top counts 0.3.
4. **Closing in.** Fights only happen when dice meet (ST-4), and the board is large (15 x 15),
   so each of the player's dice counts -0.1 per square of distance (along rows and columns) to
   the nearest die of another player.

Items 2 and 3 are compared: ``evaluate(state, player)`` is the player's dice and pips minus
those of the strongest other player still in the game. Item 4 is the player's own and is not
compared, so every player is nudged towards the others and games come to a decision before
the turn limit instead of drifting apart.
"""

from __future__ import annotations

from collections.abc import Hashable

from cubekit.bots.evaluation import WIN, final_scores
from cubekit.games.striedies.board import SQUARES
from cubekit.games.striedies.rules import StriediesState

SCALE = 6.0
"""A difference of about this many points is a clear advantage (used by the tree search to
turn scores into winning chances: 1 / (1 + exp(-score / SCALE)))."""

DIE = 10.0
PIP = 0.3
STEP = 0.1

DISTANCE: tuple[tuple[int, ...], ...] = tuple(
    tuple(abs(a[0] - b[0]) + abs(a[1] - b[1]) for b in SQUARES) for a in SQUARES)
"""``DISTANCE[i][j]``: the squares between square indices ``i`` and ``j`` along rows and
columns (item 4)."""


def scores(state: StriediesState) -> list[float]:
    """``evaluate(state, p)`` for every player ``p`` at once (faster than one by one).

    Written with plain loops over the position's cells (no comprehension, no :class:`Die`
    records): the tree search calls it for every position it looks at."""
    players = state.game.players
    outcome = state.outcome
    if outcome is not None:
        return final_scores(outcome.winners, players)
    cells = state.cells
    pips = state.game._tables.pips
    dice = state.dice_squares
    strength = []
    for own in dice:
        total = 0
        for x in own:
            total += pips[cells[x]]
        strength.append(DIE * len(own) + PIP * total)
    result = []
    for p in range(players):
        own = dice[p]
        if not own:
            result.append(-WIN)
            continue
        strongest = None
        others: list[int] = []
        for q in range(players):
            if q != p and dice[q]:
                if strongest is None or strength[q] > strongest:
                    strongest = strength[q]
                others += dice[q]
        if strongest is None:
            result.append(WIN)
            continue
        distance = 0
        for x in own:                 # to the nearest die of another player
            row = DISTANCE[x]
            nearest = 99
            for y in others:
                if row[y] < nearest:
                    nearest = row[y]
            distance += nearest
        result.append(strength[p] - strongest - STEP * distance)
    return result


def evaluate(state: StriediesState, player: int) -> float:
    """How good ``state`` is for ``player``: positive = ahead (see the module docstring)."""
    return scores(state)[player]


def material(state: StriediesState, player: int) -> int:
    """The player's dice on the board."""
    return state.count(player)


def position_key(state: StriediesState) -> Hashable:
    """The position without the turn counter: the dice on the board, the open threats (ST-5) and
    who moves. The tree search counts a move back into a position it has seen before as a
    draw (it makes no progress)."""
    return (state.cells, state.threat_data, state.to_move)
