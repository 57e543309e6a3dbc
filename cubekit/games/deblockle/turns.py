"""Deblockle's turns as small numbers, made once, and the generator of every legal turn.

A turn is numbered by its *code* ``(origin * 4 + direction) * 50 + end + 1``: the block's
square index, the tip direction (N, E, S, W = 0-3) and the square index where the hop ends
(-1: no hop). Sorting codes sorts turns exactly as ``legal_moves()`` documents (square, then
direction, then end, no hop first). Every turn that can exist on the board is made once as a
:class:`~.notation.Turn` (:data:`TURNS`), so ``legal_moves()`` hands out shared objects and
``play`` knows a listed turn by its identity (:data:`CODE_BY_ID`).

The rules of a legal turn (RULES.md DB-4 to DB-6, DB-8) are written once, in
:func:`turn_codes`, on the tables of :mod:`.geometry` (:data:`TIPS` is :data:`~.geometry.TIP`,
:data:`~.geometry.TIP_RULE` and :data:`~.geometry.HOPS` looked up once per square,
orientation and player); the explanation of a single turn (``DeblockleState.plan``) uses the
same tables, the same hops (:func:`~.geometry.hop_ends`) and the same :func:`opponent_reach`.
"""

from __future__ import annotations

from cubekit.games.deblockle.geometry import (
    BIT,
    CELLS,
    CROSS_ENDS,
    DIRECTIONS,
    FULL,
    HOPS,
    NEXT,
    NOT_STAR,
    RAYS,
    SQUARES,
    TIP,
    TIP_HOP,
    TIP_REMOVE,
    TIP_RULE,
    TIP_STOP,
    TOP,
    X_ENDS,
    Hop,
    next_to,
)
from cubekit.games.deblockle.notation import Turn

KINDS = 24
"""Orientations of a block (the block codes of a position are ``1 + owner * 24 + k``)."""

Tip = tuple[int, int, Hop | None, int, int]
"""One tip a block may try: ``(t, BIT[t], hop, near, base)``: the tip square and its bit;
the hop of the face that comes up (:data:`~.geometry.HOPS`), or None when the turn ends with
the tip (Stop, DB-5; or the block is removed, DB-4); ``near`` is ``BIT[t]`` for a turn that
may end on ``t`` (0 for a removal: no block is left there to stand next to an opponent's,
DB-8); ``base`` the code of the turn with the hop ending on square 0 (a turn without a hop is
``base - 1``)."""


def code(origin: int, d: int, end: int) -> int:
    """The code of the turn from ``origin`` towards ``d`` ending its hop on ``end`` (-1: no
    hop)."""
    return (origin * 4 + d) * 50 + end + 1


def parts(turn_code: int) -> tuple[int, int, int]:
    """``(origin, direction, end)`` of a code (end -1: no hop)."""
    origin, rest = divmod(turn_code, 200)
    d, end = divmod(rest, 50)
    return origin, d, end - 1


PARTS: tuple[tuple[int, int, int], ...] = tuple(parts(c) for c in range(CELLS * 200))
""":func:`parts` of every code, worked out once."""


def _tips(player: int) -> tuple[tuple[Tip, ...], ...]:
    """Per ``square * 24 + orientation``: the tips of ``player``'s block that may be legal
    (onto a square of the board, DB-4: no tip onto the own home star, none that brings Star
    up anywhere but on the goal star, none onto a star with another face up)."""
    table = []
    for i in range(CELLS):
        for k in range(KINDS):
            tips = []
            for d in range(4):
                t = NEXT[d][i]
                if t < 0:
                    continue
                sym = TOP[TIP[k][d]]
                kind = TIP_RULE[player][t][sym]
                if kind in (TIP_HOP, TIP_STOP, TIP_REMOVE):
                    tips.append((t, BIT[t], HOPS[sym] if kind == TIP_HOP else None,
                                 0 if kind == TIP_REMOVE else BIT[t], code(i, d, 0)))
            table.append(tuple(tips))
    return tuple(table)


TIPS: tuple[tuple[tuple[Tip, ...], ...], tuple[tuple[Tip, ...], ...]] = (_tips(0), _tips(1))
"""``TIPS[player][square * 24 + orientation]``: :func:`_tips`, worked out once."""


def _reach(t: int) -> int:
    """Every square a hop from ``t`` could end on when the board is empty (a superset of
    where it can end on any board)."""
    rays = 0
    for d in range(4):
        for x in RAYS[d][t]:
            rays |= BIT[x]
    hoops = BIT[t]
    for _ in range(3):
        hoops = next_to(hoops)
    return (CROSS_ENDS[t] | X_ENDS[t] | rays | hoops) & NOT_STAR


def _table() -> list[Turn | None]:
    turns: list[Turn | None] = [None] * (CELLS * 200)
    for i in range(CELLS):
        for d in range(4):
            t = NEXT[d][i]
            if t < 0:
                continue
            ends = _reach(t)
            turns[code(i, d, -1)] = Turn(SQUARES[i], DIRECTIONS[d], None)
            for end in range(CELLS):
                if ends >> end & 1:
                    turns[code(i, d, end)] = Turn(SQUARES[i], DIRECTIONS[d], SQUARES[end])
    return turns


TURNS: list[Turn | None] = _table()
"""Every turn that can exist on the board, by code (None for a code no turn can have)."""
CODE_BY_ID: dict[int, int] = {id(turn): c for c, turn in enumerate(TURNS) if turn is not None}
"""The code of each shared turn, by the object's identity (they live as long as the module,
so no other object can have their ids)."""


def shared(turn: Turn) -> Turn:
    """The shared object equal to ``turn`` (``turn`` itself if no turn of the board equals
    it)."""
    if turn.square not in _INDEX or turn.direction not in _DIRECTION:
        return turn
    end = -1 if turn.target is None else _INDEX.get(turn.target, -2)
    if end < -1:
        return turn
    found = TURNS[code(_INDEX[turn.square], _DIRECTION[turn.direction], end)]
    return turn if found is None else found


_INDEX = {square: i for i, square in enumerate(SQUARES)}
_DIRECTION = {direction: d for d, direction in enumerate(DIRECTIONS)}


def opponent_reach(masks: tuple[int, int], player: int) -> int:
    """DB-8 variant "no adjacent blocks": the squares orthogonally next to a block of
    ``player``'s opponent (no turn of ``player`` may end with a block there)."""
    return next_to(masks[1 - player])


def turn_codes(cells: tuple[int, ...], masks: tuple[int, int], player: int,
               rule: tuple[bool, bool, bool], first_only: bool = False) -> list[int]:
    """The codes of every legal turn of ``player``, in ascending order (DB-4 to DB-6, DB-8);
    with ``first_only`` it stops after the first tip that gives one. ``masks`` holds each
    player's blocks as bits; ``rule`` is ``(slider_stop, skip, no_adjacent)``: the options
    ``slider_star="stop"`` (DB-5), ``impossible_hop="skip"`` (DB-6) and the variant
    ``no_adjacent`` (DB-8)."""
    slider_stop, skip, no_adjacent = rule
    own = masks[player]
    vacant = FULL ^ own ^ masks[1 - player]
    reach = 0
    movable = own
    if no_adjacent:
        reach = opponent_reach(masks, player)
        touching = own & reach
        if touching:
            if touching & (touching - 1):
                return []          # moving one block leaves another touching
            movable = touching     # only the touching block may move away
    table = TIPS[player]
    low = 1 + player * KINDS
    result: list[int] = []
    append = result.append
    while movable:
        here = movable & -movable
        movable ^= here
        i = here.bit_length() - 1
        free = vacant | here       # the block's own square counts as empty once it leaves
        for t, bit, hop, near, base in table[i * KINDS + cells[i] - low]:
            if not vacant & bit:
                continue           # DB-4: onto an empty square
            if hop is not None:
                ends = hop(free, t, slider_stop)   # DB-5
                if reach:
                    # DB-8 variant: a hop may not end next to an opponent's block; such a hop
                    # is no hop at all, so with "skip" the tip alone can be the turn (DB-6)
                    ends ^= ends & reach
                if ends:
                    base -= 1
                    while ends:
                        end = ends & -ends
                        ends ^= end
                        append(base + end.bit_length())
                elif skip and not reach & bit:
                    append(base - 1)   # DB-6 option "skip": the tip alone
                # else DB-6: no hop possible, no legal turn
            elif not reach & near:
                append(base - 1)   # Stop ends the turn (DB-5), or the block is removed (DB-4)
            if first_only and result:
                return result
    return result


def masks_of(cells: tuple[int, ...]) -> tuple[int, int]:
    """Each player's blocks as bits."""
    a = b = 0
    for i, c in enumerate(cells):
        if c:
            if c <= KINDS:
                a |= BIT[i]
            else:
                b |= BIT[i]
    return (a, b)


__all__ = ["CODE_BY_ID", "KINDS", "PARTS", "TIPS", "TURNS", "code", "masks_of", "opponent_reach",
           "parts", "shared", "turn_codes"]
