"""Which pending ties a position can hold: the checks ``parse_state`` makes on a ``threat:``
field (RULES.md ST-4, ST-5, ST-9), so that a position no game can reach is refused.

A tie arises in one fight (ST-4): the die M of the mover X ends next to dice of the
opponent T; the threatened dice are *all* of T's dice next to M, the attackers M and *all* of
X's dice next to a threatened die (so each of them two squares from M's square), and the sums
are equal. Until T's next turn nothing of it moves: T moves only then, and X only after T. So:

1. every attacking die belongs to a player who has moved since T's last turn (the players
   after T in turn order up to the player to move; in a finished game up to the player who
   moved last); a threat on a player who has just moved cannot exist;
2. with two players nothing can leave the board between the tie and T's turn, so the threat
   is exactly one tie: an attacking die M whose square is next to every threatened die,
   every other attacker next to a threatened die, all of T's dice next to M threatened, all
   of X's dice next to a threatened die attacking, and equal sums (even with
   ``retreat_removal="after_fights"``, ST-9 b: a retreating player's other threatened dice
   stand next to no die of the opponent but the attackers, so they never fight);
3. with three or four players a threat may combine one tie per player who has moved since
   (ST-9 a), and dice removed meanwhile drop out (ST-9 c). The threat must then be made of
   such ties: one square per tie (where its M stood), at most one per player who has moved,
   each attacking die on its owner's square or two squares from it, each threatened die
   next to one of the squares, and around each square the completeness of item 2 for the
   dice still on the board; a tie none of whose threatened dice is left needs one more
   player who moved since and beat this player in a fight (its move made no tie with it).
   What it cannot tell is which of those earlier events happened
   in which order: a threat that passes these checks is accepted as a teaching set-up and
   answered exactly as the rules say (ST-5).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import TYPE_CHECKING

from cubekit.core.i18n import Msg
from cubekit.games.striedies.board import NAMES, NBRS, SQUARES
from cubekit.games.striedies.notation import PLAYER_LETTERS

if TYPE_CHECKING:
    from cubekit.games.striedies.rules import Striedies

Problem = tuple[Msg, Msg]
"""What is wrong with a threat and what was expected instead (for a ``NotationError``)."""


def movers_since(players: int, threatened: int, to_move: int, finished: bool
                 ) -> tuple[int, ...]:
    """The players who have moved since ``threatened``'s last turn, in turn order: those
    after it up to the player to move (not included; all the others when it is the player to
    move), in a finished game up to the player who moved last (included).

    >>> movers_since(3, 2, 1, False), movers_since(2, 1, 1, False), movers_since(2, 1, 0, False)
    ((0,), (0,), ())
    """
    stop = (to_move + 1) % players if finished else to_move
    result = []
    p = (threatened + 1) % players
    while p != stop:
        result.append(p)
        p = (p + 1) % players
        if p == (threatened + 1) % players:
            break                                  # the threatened player is to move
    return tuple(result)


def _ring(x: int) -> tuple[int, ...]:
    """The squares a tie's M may have stood on, seen from one of its attacking dice on ``x``:
    ``x`` itself (it is M) or two squares away (it stood next to a threatened die next to
    M)."""
    col, row = SQUARES[x]
    found = [x]
    for dc in range(-2, 3):
        dr = 2 - abs(dc)
        for r in {row - dr, row + dr}:
            if 0 <= col + dc < 15 and 0 <= r < 15:
                found.append(r * 15 + col + dc)
    return tuple(found)


def threat_problem(game: Striedies, cells: bytes, player: int, threatened: Sequence[int],
                   attackers: Sequence[int], movers: Sequence[int]) -> Problem | None:
    """Why ``player``'s threat (square indices of its ``threatened`` dice and of the
    ``attackers``) cannot stand in this position, or None (see the module docstring).
    ``movers``: the players who have moved since ``player``'s last turn."""
    letter = PLAYER_LETTERS[player]
    owners: dict[int, list[int]] = {}
    for y in attackers:
        owners.setdefault((cells[y] - 1) // 24, []).append(y)
    for owner, dice in owners.items():
        if owner not in movers:
            since: str | Msg = (", ".join(PLAYER_LETTERS[p] for p in movers)
                                or Msg("st.notation.nobody"))
            return (Msg("st.notation.not_moved", {"square": NAMES[dice[0]],
                                                  "owner": PLAYER_LETTERS[owner],
                                                  "player": letter}),
                    Msg("st.expect.movers", {"since": since}))
    if not _made_of_ties(game, cells, player, threatened, owners, len(movers)):
        threat = (f"{','.join(NAMES[x] for x in threatened)}>"
                  f"{','.join(NAMES[x] for x in attackers)}")
        return (Msg("st.notation.no_tie", {"player": letter, "threat": threat}),
                Msg("st.expect.tie"))
    return None


def _made_of_ties(game: Striedies, cells: bytes, player: int, threatened: Sequence[int],
                  owners: dict[int, list[int]], ties: int) -> bool:
    """Whether the threat can be made of at most ``ties`` ties (one square per tie, see the
    module docstring); with two players: exactly one, as fought."""
    exact = game.players == 2
    names = sorted(owners)
    options = []
    for owner in names:                  # the squares its tie's M may have stood on
        dice = owners[owner]
        found = set(dice if exact else _ring(dice[0]))   # two players: M is still there
        for y in dice:
            found &= set(_ring(y))
        options.append(sorted(found))
    for squares in product(*options):
        centres = list(zip(squares, names, strict=True))
        left = [d for d in threatened if not any(c in NBRS[d] for c, _ in centres)]
        if exact and left:
            continue
        # a tie whose threatened dice have all left was followed by a fight that another
        # player who moved since won against this player: that move made no tie with it
        beaten = any(not any(c in NBRS[d] for d in threatened) for c, _ in centres)
        for extra in _extra_centres(left, ties - len(centres) - beaten):
            if all(_complete(game, cells, player, threatened, c, owner, owners, exact)
                   for c, owner in [*centres, *((c, None) for c in extra)]):
                return True
    return False


def _extra_centres(left: list[int], room: int) -> list[tuple[int, ...]]:
    """Ways to place at most ``room`` more tie squares next to each threatened die of
    ``left`` (ties whose attacking dice have all left the board meanwhile, ST-9 c)."""
    if not left:
        return [()]
    if room <= 0:
        return []
    found = []
    for c in NBRS[left[0]]:
        rest = [d for d in left[1:] if c not in NBRS[d]]
        found += [(c, *more) for more in _extra_centres(rest, room - 1)]
    return found


def _complete(game: Striedies, cells: bytes, player: int, threatened: Sequence[int], c: int,
              owner: int | None, owners: dict[int, list[int]], exact: bool) -> bool:
    """ST-4 around the tie square ``c`` of ``owner``: every die of ``player`` next to it is
    threatened, every die of ``owner`` next to one of those is attacking; with two players
    also: its M stands on ``c``, every other attacker is next to a threatened die, and the
    sums are equal."""
    lo, hi = 1 + player * 24, 25 + player * 24
    near = [d for d in NBRS[c] if lo <= cells[d] < hi]
    if any(d not in threatened for d in near):
        return False
    if owner is None:
        return True
    olo, ohi = 1 + owner * 24, 25 + owner * 24
    attacking = owners[owner]
    support = {y for d in near for y in NBRS[d] if olo <= cells[y] < ohi}
    if any(y not in attacking for y in support):
        return False
    if not exact:
        return True
    pips = game._tables.pips
    if c not in attacking or any(y != c and y not in support for y in attacking):
        return False
    return (sum(pips[cells[y]] for y in attacking)
            == sum(pips[cells[d]] for d in threatened))


__all__ = ["Problem", "movers_since", "threat_problem"]
