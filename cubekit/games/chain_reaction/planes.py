"""Kettenreaktion: the arithmetic of the rules on bit planes (used by :mod:`.rules`).

How the board is stored: a position keeps each cell's marble count as three bit planes
(``c0``, ``c1``, ``c2``: bit ``i`` of plane ``k`` is bit ``k`` of the count of cell ``i``,
cells numbered ``row * width + col`` from ``a1``) and the owner of every occupied cell as
bit planes of the player number (one plane for two players: bit set = B). A whole wave of a
cascade (RULES.md CR-3) is then a few dozen integer operations on all cells at once, however
many burst, which is what makes random playouts fast. :func:`wave` serves many boards packed
into one integer as well (see ``playout.py``); :func:`wave_one` is the same wave for the one
board of a position, with two shortcuts for the usual waves (its docstring says why they give
the same result, and the tests compare the two on every wave of many games).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cubekit.core.grid import Square, bit_indices

if TYPE_CHECKING:
    from cubekit.games.chain_reaction.rules import Layout


def bursting(c0: int, c1: int, c2: int, lay: Layout) -> int:
    """Cells holding at least their capacity (CR-2): 2 for corners, 3 for edges, 4 inside."""
    return (((c1 | c2) & lay.cap2) | ((c2 | (c1 & c0)) & lay.cap3) | (c2 & lay.cap4))


def over_capacity(c0: int, c1: int, c2: int, lay: Layout) -> int:
    """Cells holding *more* than their capacity: they keep the surplus when they burst (CR-3)."""
    return (((c2 | (c1 & c0)) & lay.cap2) | (c2 & lay.cap3) | (c2 & (c1 | c0) & lay.cap4))


def add_one(c0: int, c1: int, c2: int, cells: int) -> tuple[int, int, int]:
    """Add one marble to each cell in ``cells`` (counts stay below 8)."""
    carry = c0 & cells
    c0 ^= cells
    carry2 = c1 & carry
    c1 ^= carry
    return c0, c1, c2 | carry2


def wave(c0: int, c1: int, c2: int, burst: int, lay: Layout) -> tuple[int, int, int, int, int]:
    """Burst every cell in ``burst`` at once (RULES.md CR-2, CR-3).

    Each bursting cell loses exactly its capacity and each of its neighbours gains one marble;
    a cell may gain several in one wave and keeps any surplus. Returns the new count planes,
    the cells that received at least one marble, and the cells that received two or more.
    """
    # subtract the capacity (2 = 0b010, 3 = 0b011, 4 = 0b100) from the bursting cells
    s0 = burst & lay.cap3
    s1 = burst & lay.cap23
    s2 = burst & lay.cap4
    # (``x & ~y`` is written ``x ^ (x & y)``: the same for non-negative ints, and faster
    # on the long integers of packed boards, since ``~y`` is negative)
    d0 = c0 ^ s0
    borrow = s0 ^ (s0 & c0)
    d1 = c1 ^ s1 ^ borrow
    either = s1 | borrow
    borrow = (either ^ (either & c1)) | (s1 & borrow)
    d2 = c2 ^ s2 ^ borrow
    # one marble to each neighbour of a bursting cell
    width = lay.width
    to_n = (burst & lay.send_n) << width
    to_s = (burst & lay.send_s) >> width
    to_e = (burst & lay.send_e) << 1
    to_w = (burst & lay.send_w) >> 1
    # count the marbles each cell receives (0..4) as three planes r0, r1, r2
    x0, x1 = to_n ^ to_s, to_n & to_s
    y0, y1 = to_e ^ to_w, to_e & to_w
    r0 = x0 ^ y0
    carry = x0 & y0
    r1 = x1 ^ y1 ^ carry
    r2 = (x1 & y1) | (carry & (x1 | y1))
    received = to_n | to_s | to_e | to_w
    several = r1 | r2
    # add them
    e0 = d0 ^ r0
    carry = d0 & r0
    e1 = d1 ^ r1 ^ carry
    carry = (d1 & r1) | (carry & (d1 ^ r1))
    e2 = d2 ^ r2 ^ carry
    return e0, e1, e2, received, several


def wave_one(c0: int, c1: int, c2: int, burst: int, lay: Layout,
             surplus: int) -> tuple[int, int, int, int, int, int]:
    """:func:`wave` for one board (not packed), in a cascade started by one marble on a calm
    board (every move's): the same counts, received and several cells, and also the cells
    that burst in the next wave. ``surplus`` holds every cell that may be over its capacity:
    the cells that received several marbles in the wave before (0 before the first wave).

    Shortcuts make the usual wave cheap. Unless a bursting cell in ``surplus`` is over its
    capacity, every bursting cell holds exactly its capacity and is left empty. A single cell
    bursting gives one marble to each of its neighbours (``lay.around``). A wave in which no
    cell receives two marbles adds one to each cell that receives, and leaves no cell over its
    capacity. (Why ``surplus`` is enough: a cell not bursting holds less than its capacity,
    and what a bursting cell keeps is less than its capacity too -- a corner never holds more
    than 3, an edge 5, an inner cell 7 -- so one marble more takes no cell past its capacity.)
    """
    if burst & surplus and burst & over_capacity(c0, c1, c2, lay):
        c0, c1, c2, received, several = wave(c0, c1, c2, burst, lay)
        return c0, c1, c2, received, several, bursting(c0, c1, c2, lay)
    # CR-3: each bursting cell loses its capacity, all it holds
    c0 ^= c0 & burst
    c1 ^= c1 & burst
    c2 ^= c2 & burst
    if burst & (burst - 1):   # several cells burst
        # one marble to each neighbour (the bottom rank's bits drop off when shifted down)
        width = lay.width
        to_n = (burst & lay.send_n) << width
        to_s = burst >> width
        to_e = (burst & lay.send_e) << 1
        to_w = (burst & lay.send_w) >> 1
        x0, x1 = to_n ^ to_s, to_n & to_s
        y0, y1 = to_e ^ to_w, to_e & to_w
        carry = x0 & y0
        several = x1 | y1 | carry
        if several:
            # as in wave(): count the marbles each cell receives (0..4) as three planes, add
            r0 = x0 ^ y0
            r1 = x1 ^ y1 ^ carry
            r2 = (x1 & y1) | (carry & (x1 | y1))
            e0 = c0 ^ r0
            carry = c0 & r0
            e1 = c1 ^ r1 ^ carry
            carry = (c1 & r1) | (carry & (c1 ^ r1))
            e2 = c2 ^ r2 ^ carry
            return e0, e1, e2, x0 | x1 | y0 | y1, several, bursting(e0, e1, e2, lay)
        received = x0 | y0
    else:
        received = lay.around[burst]
    carry = c0 & received
    c0 ^= received
    c2 |= c1 & carry
    c1 ^= carry
    # no cell went past its capacity: a receiving cell is full when it holds exactly its
    # capacity, 2 (0b010) in a corner, 3 (0b011) on an edge, 4 (0b100) inside (CR-2)
    return c0, c1, c2, received, 0, received & (c2 | (c1 & (lay.cap2 | (c0 & lay.cap3))))


def owner_bits(players: int) -> int:
    """How many bit planes hold a player number."""
    return max(1, (players - 1).bit_length())


def set_owner(owners: tuple[int, ...], cells: int, player: int) -> tuple[int, ...]:
    """Give ``cells`` to ``player`` (rulebook *Überlauf*: every cell that receives a marble
    takes the mover's colour and keeps the marbles it held)."""
    if len(owners) == 1:   # two players: one plane, bit set = B
        plane = owners[0]
        return (plane | cells,) if player else (plane ^ (plane & cells),)
    return tuple((plane | cells) if player >> k & 1 else (plane ^ (plane & cells))
                 for k, plane in enumerate(owners))


def owned_by(owners: tuple[int, ...], occupied: int, player: int) -> int:
    """The occupied cells of ``player``."""
    if len(owners) == 1:
        plane = owners[0]
        return occupied & plane if player else occupied ^ (occupied & plane)
    result = occupied
    for k, plane in enumerate(owners):
        result = (result & plane) if player >> k & 1 else (result ^ (result & plane))
    return result


def take(owners: tuple[int, ...], received: int, occupied: int,
         player: int) -> tuple[int, ...]:
    """The owners after a wave: every cell that received a marble is ``player``'s (rulebook
    *Überlauf*), and a cell left with no marble has no owner."""
    if len(owners) == 1:
        plane = owners[0]
        return (((plane | received) if player else (plane ^ (plane & received))) & occupied,)
    return tuple(plane & occupied for plane in set_owner(owners, received, player))


def last_player(owners: tuple[int, ...], occupied: int, moved: int, players: int) -> int | None:
    """The only player not out, or None while several are left (rulebook *Gewinnen*; CR-4:
    a player is out once it has had a turn and holds no marble)."""
    if len(owners) == 1 and players == 2:   # the common case, without the loop
        plane = owners[0]
        a_in = not moved & 1 or occupied ^ (occupied & plane)
        b_in = not moved & 2 or occupied & plane
        return None if a_in and b_in else 0 if a_in else 1 if b_in else None
    left = None
    for player in range(players):
        if not moved >> player & 1 or owned_by(owners, occupied, player):
            if left is not None:
                return None
            left = player
    return left


def marbles(c0: int, c1: int, c2: int, cells: int) -> int:
    """Total marbles in ``cells``."""
    return (c0 & cells).bit_count() + 2 * (c1 & cells).bit_count() + 4 * (c2 & cells).bit_count()


indices = bit_indices
"""The cells set in a mask, lowest first."""


def squares(mask: int, lay: Layout) -> tuple[Square, ...]:
    """The squares of the cells set in ``mask``, lowest first."""
    return tuple((i % lay.width, i // lay.width) for i in indices(mask))
