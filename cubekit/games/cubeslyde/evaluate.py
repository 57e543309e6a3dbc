"""How good a Cubeslyde position is for one player: the evaluation of the computer players.

The greedy player (``cubekit.bots``) tries every legal action and keeps the one whose position
scores best here; Monte Carlo tree search uses the same score to judge the positions where it
stops looking ahead. The score is a rule of thumb, not a rule. It counts the two ways to win
(rulebook *Die Spielziele*) and one danger:

1. **Won or lost.** The game is over: +1,000,000 for each winner (a team wins together,
   CS-11), -1,000,000 for everyone else; a draw by the turn limit (CS-10) scores 0.
2. **Lost cubes.** Three lost cubes put a player out (rulebook *Ausscheiden*; CS-7), so every
   own cube pushed off the board counts -10.
3. **Lines in the making.** Look at every stretch of four squares in a row, column or diagonal
   (a four-in-a-row wins at once, CS-7) that holds no cube of anybody else -- no opponent, no
   white, no neutral cube, not even the partner's (CS-11: a line is one colour only). Three own
   cubes in such a stretch count +4 (one more cube, placed or pushed in, wins), two count +1.
4. **Threats.** An empty square that completes such a stretch wins as soon as the player
   fills it: by placing a cube there (while it still has cubes to place, CS-8), or by pushing
   one of its cubes into it from a neighbouring square (rulebook *Phase 2*; a cube of the
   stretch itself would leave a gap). If it is that player's turn, this counts +40 (it wins
   now); if not, two or more such squares count +20 (the opponent can close only one).
5. **Cubes on the edge.** A cube on the edge of the board can be pushed off by one push
   towards it (rulebook *Cubes vom Spielfeld schieben*): -1 per own cube on the edge, -1 more
   in a corner (it can be pushed off in two directions).

A player's score is the sum of 2 to 5. ``evaluate(state, player)`` is the player's score minus
the best score of a player still in the game who is not on the same team (with two players:
minus the opponent's), so a positive number means "ahead". Players who are out score
-1,000,000.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import cache

from cubekit.bots.evaluation import WIN, final_scores
from cubekit.games.cubeslyde.geometry import CELLS
from cubekit.games.cubeslyde.notation import SIZE, WHITE
from cubekit.games.cubeslyde.rules import CubeslydeState

SCALE = 6.0
"""A difference of about this many points is a clear advantage (used by the tree search to
turn scores into winning chances: 1 / (1 + exp(-score / SCALE)))."""

LOST_CUBE = 10.0
THREE_IN_FOUR = 4.0
TWO_IN_FOUR = 1.0
WINNING_MOVE = 40.0
DOUBLE_THREAT = 20.0

_BIT = tuple(1 << i for i in range(CELLS))
_EDGE = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(SIZE)
            if r in (0, SIZE - 1) or c in (0, SIZE - 1))
_CORNER = sum(1 << (r * SIZE + c) for r in (0, SIZE - 1) for c in (0, SIZE - 1))
_NEAR = tuple(sum(1 << (r * SIZE + c) for c, r in ((col + 1, row), (col - 1, row),
                                                   (col, row + 1), (col, row - 1))
                 if 0 <= c < SIZE and 0 <= r < SIZE)
              for row in range(SIZE) for col in range(SIZE))
"""Per square: the mask of its orthogonal neighbours."""
_STRETCH = {step: 1 | 1 << step | 1 << 2 * step | 1 << 3 * step
            for step in (1, SIZE, SIZE + 1, SIZE - 1)}
"""Per step: a stretch of four starting at square 0 (shift it to its first square)."""
_WINDOWS: tuple[tuple[int, int, int], ...] = (
    # (step between squares, two steps, squares where a stretch of four may start)
    (1, 2, sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(SIZE - 3))),
    (SIZE, 2 * SIZE, sum(1 << (r * SIZE + c) for r in range(SIZE - 3) for c in range(SIZE))),
    (SIZE + 1, 2 * (SIZE + 1),
     sum(1 << (r * SIZE + c) for r in range(SIZE - 3) for c in range(SIZE - 3))),
    (SIZE - 1, 2 * (SIZE - 1),
     sum(1 << (r * SIZE + c) for r in range(SIZE - 3) for c in range(3, SIZE))),
)


def _lines(mine: int, occupied: int, can_place: bool) -> tuple[float, int]:
    """+4 per clear stretch of four with three own cubes, +1 per one with two; and the empty
    squares that would complete a stretch of three in one move: by placing a cube there
    (``can_place``), or by pushing an own cube from a neighbouring square into it (one that is
    not part of that stretch).

    A stretch is clear when it holds no cube of anybody else (``occupied`` are all cubes), so
    the occupied squares are the player's there: their count is counted in bits, a set bit
    marking the first square of each stretch."""
    value = 0.0
    finishing = 0
    others = occupied ^ mine
    for step, two_steps, starts in _WINDOWS:
        near = others | others >> step
        near |= near >> two_steps
        clear = (starts | near) ^ near          # starts & ~near, without negative numbers
        if not clear:
            continue
        # the own squares 0-3 steps on as a, b, c, d; (c, d) are (a, b) two steps on
        b = mine >> step
        x0, x1 = mine ^ b, mine & b
        y0 = x0 >> two_steps
        low = x0 ^ y0
        high = x1 ^ x1 >> two_steps ^ (x0 & y0)     # the 2s bit of the count (4: neither)
        paired = clear & high
        three = paired & low
        value += (THREE_IN_FOUR * three.bit_count()
                  + TWO_IN_FOUR * (paired ^ three).bit_count())
        if not three:
            continue
        for k, plane in enumerate((mine, b, mine >> two_steps, b >> two_steps)):
            gaps = three & ~plane       # stretches whose empty square is the k-th
            while gaps:
                first = gaps & -gaps
                gaps ^= first
                square = (first.bit_length() - 1) + k * step
                if can_place or mine & _NEAR[square] & ~(_STRETCH[step] * first):
                    finishing |= _BIT[square]
    return value, finishing


def _team_scores(raw: list[float | None]) -> list[float | None]:
    """Each player's score as its team's: the members' scores together (CS-11: A+C, B+D);
    None for a player who is out."""
    result: list[float | None] = []
    for p, own in enumerate(raw):
        if own is None:
            result.append(None)
            continue
        partner = raw[(p + 2) % 4]
        result.append(own if partner is None else (own + partner if p < 2 else partner + own))
    return result


@cache
def _rivals(players: int, teams: bool) -> tuple[tuple[int, ...], ...]:
    """Per player: the players not on its team (CS-11)."""
    team = (lambda p: (p % 2, p % 2 + 2)) if teams else (lambda p: (p,))
    return tuple(tuple(q for q in range(players) if q not in team(p)) for p in range(players))


def scores(state: CubeslydeState) -> list[float]:
    """``evaluate(state, p)`` for every player ``p`` at once (faster than one by one).

    The stretches (points 3 and 4) are counted for all players together, as bits: a set bit
    marks the first square of a stretch of four. In a stretch that holds no cube of anybody
    else, the player's cubes are all the cubes there, so the count of occupied squares per
    stretch (worked out once) is the player's count."""
    game = state.game
    players = game.players
    outcome = state._outcome
    if outcome is not None:
        return final_scores(outcome.winners, players)
    masks, out, hands = state.masks, state.out, state.hands
    lost, to_move, whites_left = state.lost_cubes, state._to_move, bool(hands[WHITE])
    if not (masks[0] | masks[1] | masks[2] | masks[3] | out) and not any(lost):
        return [0.0] * players   # no player cube placed or lost yet: every term is 0
    occupied = masks[0] | masks[1] | masks[2] | masks[3] | masks[4]
    raw: list[float | None] = []
    for p in range(players):
        if out >> p & 1:
            raw.append(None)
            continue
        mine = masks[p]
        lines, finishing = (_lines(mine, occupied, bool(hands[p]))
                            if mine.bit_count() >= 2 else (0.0, 0))
        score = (-LOST_CUBE * len(lost[p]) + lines
                 - (mine & _EDGE).bit_count() - (mine & _CORNER).bit_count())
        if finishing and not whites_left:
            # the player can complete four in a row with one placement or push
            if p == to_move:
                score += WINNING_MOVE
            elif finishing & (finishing - 1):
                score += DOUBLE_THREAT
        raw.append(score)
    if game.teams:   # CS-11: a team's score is its members' scores together
        raw = _team_scores(raw)
    elif players == 2 and not out:
        first, second = raw
        assert first is not None and second is not None
        return [first - second, second - first]
    result = []
    for value, rivals in zip(raw, _rivals(players, game.teams), strict=True):
        if value is None:
            result.append(-WIN)
            continue
        best = None
        for q in rivals:
            v = raw[q]
            if v is not None and (best is None or v > best):
                best = v
        result.append(WIN if best is None else value - best)
    return result


def evaluate(state: CubeslydeState, player: int) -> float:
    """How good ``state`` is for ``player``: positive = ahead (see the module docstring)."""
    return scores(state)[player]


def material(state: CubeslydeState, player: int) -> int:
    """The player's cubes on the board."""
    return state.on_board(player)


def position_key(state: CubeslydeState) -> Hashable:
    """The position without the turn counter: the cubes on the board, in hand and lost, who is out
    and who moves. The tree search counts a move back into a position it has seen before as
    a draw (it makes no progress)."""
    return (state.cells, state.hands, state.lost_cubes, state.out, state.to_move)
