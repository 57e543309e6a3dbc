"""What happens in a Kettenreaktion move, as typed facts (no words: see :mod:`.words`).

A move is one :class:`Placed`, then one :class:`Wave` per wave of the cascade it starts
(RULES.md CR-3). A cascade that can never settle ends with :class:`Endless` (CR-4); a win
judged after the cascade settles (CR-4 option off) is a :class:`Won`; a player left with no
cell to play on is :class:`NoCell` (kit reading for 3 or more players).

Squares are ``(col, row)`` from ``a1``; players are numbers (0 = A). Lists of squares are
sorted by rank, then file (``a1, b1, a2``), the order the cells are numbered in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cubekit.core.events import Event
from cubekit.core.grid import Square


@dataclass(frozen=True)
class Placed(Event):
    """``player`` put a marble on ``square``, which now holds ``count`` marbles; it bursts at
    ``capacity`` (rulebook *Dein Zug*, *Kapazität*; CR-2)."""

    player: int
    square: Square
    count: int
    capacity: int

    @property
    def bursts(self) -> bool:
        return self.count >= self.capacity


@dataclass(frozen=True)
class Wave(Event):
    """Wave ``number`` (from 1) of ``player``'s cascade: every cell in ``bursts`` burst at once
    and sent one marble to each neighbour (rulebook *Überlauf*, *Kaskade*; CR-2, CR-3).

    ``captures`` are the cells that were another player's and are now the mover's;
    ``surplus`` the cells now over capacity that keep the surplus when they burst in the next
    wave (CR-3); ``totals`` every player's marbles after the wave; ``out`` the players who lost
    their last marble in it; ``won`` whether it left only the mover, which stops the cascade
    (CR-4).
    """

    number: int
    player: int
    bursts: tuple[Square, ...]
    captures: tuple[Square, ...]
    surplus: tuple[Square, ...]
    totals: tuple[int, ...]
    out: tuple[int, ...] = ()
    won: bool = False


EndlessReason = Literal["capacity", "repeat", "all_burst", "no_win"]
"""Why a cascade can never settle (CR-4): more marbles than a calm board holds; the board of an
earlier wave again; every cell has burst; every cell has burst and the stop on win cannot apply
because the others have not moved yet."""


@dataclass(frozen=True)
class Endless(Event):
    """The cascade can never settle, so the move never ends and the game has no result (CR-4).

    ``wave`` is the number of waves that ran before the cascade was found endless (the
    ``"capacity"`` test can find it before the first wave: 0); ``bursts`` the cells that would
    burst next; ``total``/``limit`` the marbles on the board and the most a calm
    board holds (``"capacity"``); ``earlier`` the wave whose board came back (``"repeat"``).
    """

    reason: EndlessReason
    wave: int
    bursts: tuple[Square, ...]
    total: int = 0
    limit: int = 0
    earlier: int = 0


@dataclass(frozen=True)
class Won(Event):
    """Only ``player`` is left once the cascade has settled, and wins (CR-4 option off: the
    win is judged after the last wave, not during the cascade)."""

    player: int


@dataclass(frozen=True)
class NoCell(Event):
    """``player`` has not moved yet, holds no marble and finds every cell taken by other
    colours, so it cannot place and is out (kit reading for 3 or more players, CR-4, CR-5)."""

    player: int


EVENTS: tuple[type[Event], ...] = (Placed, Wave, Endless, Won, NoCell)
"""Every kind of event a Kettenreaktion move records."""
