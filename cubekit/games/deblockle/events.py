"""What happens in a Deblockle turn, as typed facts (no words; :mod:`.words` tells them).

A turn is a tip, then a hop by the face now on top (rulebook *Schritt eins: Tipp*, *Schritt
zwei: Hop*); after it the game may end or a player may have to pass. The rules record one
event per step of :meth:`~cubekit.core.game.State.explain`:

- :class:`Tipped` -- a block tips onto a neighbouring square and a face comes up (DB-4); it
  also says when the turn ends there: Stop came up (DB-5) or no hop is possible and the
  option ``impossible_hop="skip"`` lets the tip stand alone (DB-6);
- :class:`Removed` -- a block tips star-up onto the opponent's home star and leaves the game
  (DB-1, DB-4);
- :class:`Hopped` -- the block hops by the face on top, square by square (DB-5);
- :class:`Deblockled` -- the next player has no legal turn and passes (DB-7);
- :class:`BothStuck` -- neither player has a legal turn: a draw (DB-7, not in the rulebook);
- :class:`Won` -- a player has taken all its blocks off (DB-9);
- :class:`TurnLimitReached` -- the kit's turn limit ends the game in a draw (not in the
  rulebook).

Squares are ``(col, row)`` from ``a1`` = ``(0, 0)``; players 0 (A) and 1 (B); a face is
one of ``"star"``, ``"stop"``, ``"cross"``, ``"x"``, ``"slider"``, ``"hoops"``; an
orientation is a :class:`~cubekit.core.cube.Orientation` of the Deblockle block.

>>> Deblockled(player=1, next=0)
Deblockled(player=1, next=0)
"""

from __future__ import annotations

from dataclasses import dataclass

from cubekit.core.cube import Orientation
from cubekit.core.events import Event
from cubekit.core.grid import Direction, Square


@dataclass(frozen=True)
class Tipped(Event):
    """``player`` tips its block from ``start`` towards ``direction`` onto the empty square
    ``square`` (DB-4); ``before`` and ``after`` are the block's orientations, so ``face``
    (``after.top``) is the face that came up. ``skipped``: no hop is possible from there and
    the option ``impossible_hop="skip"`` ends the turn after the tip (DB-6); under the
    variant "no adjacent blocks" ``adjacent_ends`` are the squares where a hop would have
    ended, each next to an opponent's block, so no hop (DB-6 with DB-8). A tip that brings
    Stop up ends the turn too (DB-5)."""

    player: int
    start: Square
    square: Square
    direction: Direction
    before: Orientation[str]
    after: Orientation[str]
    skipped: bool = False
    adjacent_ends: tuple[Square, ...] = ()

    @property
    def face(self) -> str:
        """The face that came up."""
        return self.after.top


@dataclass(frozen=True)
class Removed(Event):
    """``player`` tips its block from ``start`` towards ``direction`` star-up onto
    ``square``, the opponent's home star: the block leaves the game and the turn ends
    (DB-1, DB-4). ``before``/``after`` are its orientations (``after`` has Star on top);
    ``removed`` counts the player's blocks taken off so far (this one included), ``left``
    its blocks still on the board (DB-8)."""

    player: int
    start: Square
    square: Square
    direction: Direction
    before: Orientation[str]
    after: Orientation[str]
    removed: int
    left: int


@dataclass(frozen=True)
class Hopped(Event):
    """``player``'s block hops by ``face``, the face on top, along ``path``: every square it
    visits from the tip square on (Cross and X one step, a Slider square by square, Hoops its
    three single steps in the canonical order N, E, S, W), without turning, so it keeps
    ``orientation`` (DB-5).

    ``before_star``: a Slider that stopped in front of this star square because of the star:
    it would have come to rest on it and stops on the square before it (DB-5, a decision not
    in the rulebook), or, with ``star_stops`` (the option ``slider_star="stop"``), the star
    stopped it like a block."""

    player: int
    face: str
    path: tuple[Square, ...]
    orientation: Orientation[str]
    before_star: Square | None = None
    star_stops: bool = False

    @property
    def start(self) -> Square:
        """The tip square the hop starts on."""
        return self.path[0]

    @property
    def end(self) -> Square:
        """Where the hop ends: the block's square after the turn."""
        return self.path[-1]

    @property
    def segments(self) -> tuple[tuple[Square, Square], ...]:
        """Each single move of the hop as ``(from, to)``."""
        return tuple(zip(self.path, self.path[1:], strict=False))


@dataclass(frozen=True)
class Deblockled(Event):
    """``player`` has no legal turn ("Deblockle'd"): it passes and ``next`` moves again
    (DB-7)."""

    player: int
    next: int


@dataclass(frozen=True)
class BothStuck(Event):
    """Neither player has a legal turn: the game ends in a draw (DB-7, a decision that is not
    in the rulebook)."""


@dataclass(frozen=True)
class Won(Event):
    """``player`` has taken all its blocks off the board and wins (DB-9)."""

    player: int


@dataclass(frozen=True)
class TurnLimitReached(Event):
    """Turn ``turn`` reached the kit's turn ``limit``: the game ends in a draw (the option
    ``turn_limit``, next to DB-7; not in the rulebook)."""

    turn: int
    limit: int


EVENTS: tuple[type[Event], ...] = (Tipped, Removed, Hopped, Deblockled, BothStuck, Won,
                                   TurnLimitReached)
"""Every event of Deblockle, in the order a turn can produce them."""

__all__ = ["EVENTS", "BothStuck", "Deblockled", "Hopped", "Removed", "Tipped",
           "TurnLimitReached", "Won"]
