"""How good a Kettenreaktion position is for one player: the evaluation of the computer players.

The greedy player (``cubekit.bots``) tries every legal move and keeps the one whose position
scores best here; Monte Carlo tree search uses the same score to judge the positions where it
stops looking ahead. The score is a rule of thumb, not a rule: it says what a careful player
looks at, in this order.

1. **Won or lost.** The game is over (rulebook *Gewinnen*, RULES.md CR-4): +1,000,000 for the
   winner, -1,000,000 for everyone else (more than any running game can score).
2. **Marbles.** Every marble of the player's colour counts 1. Marbles win games: a burst gives
   all of them to the bursting player (rulebook *Überlauf*).
3. **Cells in danger.** A cell next to an opponent's cell that is *one marble short of bursting*
   (CR-2: its capacity minus one) is lost as soon as that opponent places there: the burst sends a
   marble into it and takes it over with everything it holds. Such a cell counts -2 on top of
   its marbles (the marbles were already counted, so a big threatened cell is worth little).
4. **Safe cells.** A cell nobody can take next move is worth more where the capacity is small:
   +3 in a corner (bursts at 2), +2 on an edge (bursts at 3), +1 inside (bursts at 4). Corners
   and edges fill up quickly, so they start cascades that capture the neighbours.
5. **Loaded cells.** A safe cell that is one marble short of bursting is a weapon: +2, and +2
   more when it touches an opponent's cell it would capture.

A player's score is the sum of 2 to 5. ``evaluate(state, player)`` is the player's score minus
the best score among the other players still in the game (with two players: minus the
opponent's), so a positive number means "ahead".
"""

from __future__ import annotations

from cubekit.bots.evaluation import WIN, final_scores
from cubekit.games.chain_reaction.rules import ChainState, Layout, marbles, owned_by

SCALE = 8.0
"""A difference of about this many points is a clear advantage (used by the tree search to
turn scores into winning chances: 1 / (1 + exp(-score / SCALE)))."""


def _near(mask: int, lay: Layout) -> int:
    """Cells orthogonally next to a cell of ``mask`` (same board)."""
    return (((mask & lay.send_n) << lay.width) | ((mask & lay.send_s) >> lay.width)
            | ((mask & lay.send_e) << 1) | ((mask & lay.send_w) >> 1))


def _one_short(state: ChainState) -> int:
    """Cells holding their capacity minus one (CR-2): one more marble makes them burst."""
    c0, c1, c2, lay = state.c0, state.c1, state.c2, state.lay
    one = c0 & ~c1 & ~c2
    two = c1 & ~c0 & ~c2
    three = c0 & c1 & ~c2
    return (one & lay.cap2) | (two & lay.cap3) | (three & lay.cap4)


def _score(state: ChainState, mine: int, others: int, short: int) -> float:
    lay = state.lay
    danger = mine & _near(others & short, lay)
    safe = mine & ~danger
    loaded = safe & short
    return (marbles(state.c0, state.c1, state.c2, mine)
            - 2 * danger.bit_count()
            + 3 * (safe & lay.cap2).bit_count() + 2 * (safe & lay.cap3).bit_count()
            + (safe & lay.cap4).bit_count()
            + 2 * loaded.bit_count() + 2 * (loaded & _near(others, lay)).bit_count())


def scores(state: ChainState) -> list[float]:
    """``evaluate(state, p)`` for every player ``p`` at once (faster than one by one)."""
    game = state.game
    outcome = state.outcome
    if outcome is not None:
        return final_scores(outcome.winners, game.players)
    occupied = state.c0 | state.c1 | state.c2
    short = _one_short(state)
    owners = state.owners
    if len(owners) == 1 and game.players == 2:
        # two players, without the loops: B's cells are the owner plane, A's the rest
        b_cells = occupied & owners[0]
        a_cells = occupied ^ b_cells
        if state.moved & 1 and not a_cells:
            return [-WIN, WIN]
        if state.moved & 2 and not b_cells:
            return [WIN, -WIN]
        a = _score(state, a_cells, b_cells, short)
        b = _score(state, b_cells, a_cells, short)
        return [a - b, b - a]
    raw: list[float | None] = []
    for p in range(game.players):
        if state.is_out(p):
            raw.append(None)
            continue
        mine = owned_by(state.owners, occupied, p)
        raw.append(_score(state, mine, occupied & ~mine, short))
    result = []
    for p, value in enumerate(raw):
        if value is None:
            result.append(-WIN)
            continue
        rivals = [v for q, v in enumerate(raw) if q != p and v is not None]
        result.append(value - max(rivals) if rivals else WIN)
    return result


def evaluate(state: ChainState, player: int) -> float:
    """How good ``state`` is for ``player``: positive = ahead (see the module docstring)."""
    return scores(state)[player]


def material(state: ChainState, player: int) -> int:
    """The player's marbles on the board."""
    return state.marbles(player)
