"""What happens in a Striedies Strategie move, as typed facts (no words: see :mod:`.words`).

A move of a die is one :class:`Tipped` per square it rolls over (ST-3); when the mover had a
tie to answer, then :class:`Reinforced` or :class:`Retreated` (ST-5, ST-9 b); then one
:class:`Fought` or :class:`Tied` per opponent it fights, in turn order (ST-4, ST-5, ST-9 a),
each followed by a :class:`ThreatReduced` for a pending threat whose dice it removed
(ST-9 c); after a retreat with ``retreat_removal="after_fights"`` then
:class:`LeftAfterFights` (ST-9 b). A player that cannot move makes a :class:`Passed`
(ST-6, not in the rulebook). After every move the rules may record that a player
:class:`Eliminated` (ST-8), that a player lost its threatened dice as its turn began because
it could not answer (:class:`ThreatLost`, ST-5), that one player :class:`Won` (ST-8), or that
the game ended by the turn limit (:class:`TurnLimitReached`, ST-7, not in the rulebook).

The small values they are made of: :class:`Die` (a die as it stood: square, owner and
orientation) and :class:`Trail` (the way the moved die went and the face on top on each square).
Squares are ``(col, row)`` from ``a1``; players are numbers (0 = A). Every event is a frozen
dataclass; none holds a sentence.

>>> trail = Trail(0, ((1, 0), (1, 1)), (1, 3))
>>> trail.pips, trail.final
(1, (1, 1))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cubekit.core.cube import Orientation
from cubekit.core.events import Event
from cubekit.core.grid import Direction, Square, square_name
from cubekit.games.striedies.notation import die_label

ReinforceWith = Literal["any", "other"]
"""The two readings of ST-5's reinforcement (rule option ``reinforce_with``)."""
RetreatRemoval = Literal["before_fights", "after_fights"]
"""When the other threatened dice leave after a retreat (ST-9 b, rule option
``retreat_removal``)."""
AfterLoss = Literal["move", "pass", "out"]
"""What a player that lost its threatened dice does next (:class:`ThreatLost`)."""


# --- the values events are made of -----------------------------------------------------------
@dataclass(frozen=True)
class Die:
    """A die on the board: its ``square``, ``owner`` (0 = A ... 3 = D) and ``orientation``
    (a :class:`~cubekit.core.cube.Orientation` of the game's die model)."""

    square: Square
    owner: int
    orientation: Orientation[int]

    @property
    def top(self) -> int:
        """The pips on top: how many squares the die moves next (ST-3)."""
        return self.orientation.top

    @property
    def label(self) -> str:
        """The owner's letter and the pips on top, e.g. ``"A5"``."""
        return die_label(self.owner, self.orientation.top)

    @property
    def code(self) -> str:
        """The orientation in the compact notation ``top/north/east``, e.g. ``"1/4/5"``."""
        return f"{self.orientation.top}/{self.orientation.north}/{self.orientation.east}"

    def __str__(self) -> str:
        return f"{self.label}({square_name(self.square)})"


@dataclass(frozen=True)
class Trail:
    """The way a moved die of ``player`` goes (ST-3): ``squares`` from the square it starts on,
    then every square it enters, and ``tops``, the face on top on each of them (the first is
    the face it starts with: the number of squares it moves)."""

    player: int
    squares: tuple[Square, ...]
    tops: tuple[int, ...]

    @property
    def origin(self) -> Square:
        return self.squares[0]

    @property
    def final(self) -> Square:
        return self.squares[-1]

    @property
    def pips(self) -> int:
        """How many squares the die moves: the face on top at the start."""
        return self.tops[0]


# --- a move of a die -------------------------------------------------------------------------
@dataclass(frozen=True)
class Tipped(Event):
    """Step ``step`` of ``pips`` (ST-3): ``player``'s die, which showed ``pips`` at the start
    of the move, tipped in ``direction`` from ``from_square`` onto ``to_square``; its
    orientation went from ``before`` to ``after`` (``after.top`` came up). ``trail`` is the
    whole move's way."""

    player: int
    pips: int
    step: int
    from_square: Square
    to_square: Square
    direction: Direction
    before: Orientation[int]
    after: Orientation[int]
    trail: Trail

    @property
    def top(self) -> int:
        """The face that came up."""
        return self.after.top

    @property
    def last(self) -> bool:
        """The move ends with this tip."""
        return self.step == self.pips


@dataclass(frozen=True)
class Reinforced(Event):
    """``player`` answered its threat by reinforcing (ST-5 a, in the reading
    ``reinforce_with``): its moved ``die`` ends next to one of the ``attackers``; a normal
    fight follows. ``threatened`` are the squares of its threatened dice."""

    player: int
    die: Die
    threatened: tuple[Square, ...]
    attackers: tuple[Die, ...]
    reinforce_with: ReinforceWith
    trail: Trail


@dataclass(frozen=True)
class Retreated(Event):
    """``player`` answered its threat by retreating (ST-5 b): the threatened ``die`` it moved
    ends next to none of the ``attackers``; its other threatened dice, ``leaving``, leave the
    board: before the fights of this move, or with ``removal == "after_fights"`` after them
    (ST-9 b, not in the rulebook; then :class:`LeftAfterFights` follows). ``threatened`` are
    the squares of all its threatened dice."""

    player: int
    die: Die
    threatened: tuple[Square, ...]
    attackers: tuple[Die, ...]
    leaving: tuple[Die, ...]
    removal: RetreatRemoval
    trail: Trail


@dataclass(frozen=True)
class LeftAfterFights(Event):
    """After the fights of ``player``'s retreat, its other threatened dice that still stand,
    ``leaving``, leave the board (ST-9 b with ``retreat_removal="after_fights"``, not in the
    rulebook): they stood, and could support the mover, in those fights."""

    player: int
    leaving: tuple[Die, ...]


@dataclass(frozen=True)
class Fought(Event):
    """A fight of ``mover``'s moved die against ``opponent`` that one side lost (ST-4).

    The ``attackers`` are the moved die first, then the mover's dice next to a defender; the
    ``defenders`` the opponent's dice next to the moved die; ``attacker_pips`` and
    ``defender_pips`` their top faces, ``attack`` and ``defence`` the sums. The smaller side,
    ``loser``'s dice ``losers``, leaves the board. ``stops``: the moved die was among them and
    later opponents are not fought in this move. ``trail`` is the move's way."""

    mover: int
    opponent: int
    attackers: tuple[Square, ...]
    attacker_pips: tuple[int, ...]
    defenders: tuple[Square, ...]
    defender_pips: tuple[int, ...]
    attack: int
    defence: int
    loser: int
    losers: tuple[Square, ...]
    stops: bool
    trail: Trail

    @property
    def mover_lost(self) -> bool:
        """The attackers, with the moved die, lost."""
        return self.loser == self.mover


@dataclass(frozen=True)
class Tied(Event):
    """A fight of ``mover``'s moved die against ``opponent`` with equal sums (ST-4, ST-5):
    nobody leaves, and the defenders are threatened.

    The sides as in :class:`Fought`. ``threatened`` and ``threat_attackers`` are the threat
    ``opponent`` now has to answer on its next turn, as the dice stand: joined with a threat it
    already had when ``combined`` (ST-9 a, kit reading); its reinforcement follows the reading
    ``reinforce_with``."""

    mover: int
    opponent: int
    attackers: tuple[Square, ...]
    attacker_pips: tuple[int, ...]
    defenders: tuple[Square, ...]
    defender_pips: tuple[int, ...]
    attack: int
    defence: int
    threatened: tuple[Die, ...]
    threat_attackers: tuple[Die, ...]
    combined: bool
    reinforce_with: ReinforceWith
    trail: Trail


@dataclass(frozen=True)
class ThreatReduced(Event):
    """Dice that left the board, ``dropped``, were part of ``player``'s pending threat: they
    drop out of it (ST-9 c, not in the rulebook). ``threatened`` and ``attackers`` are what
    is left of it; when either is empty the threat ends (:attr:`ended`)."""

    player: int
    dropped: tuple[Die, ...]
    threatened: tuple[Die, ...]
    attackers: tuple[Die, ...]

    @property
    def ended(self) -> bool:
        """No threatened or no attacking die is left: the threat is over."""
        return not self.threatened or not self.attackers


@dataclass(frozen=True)
class Passed(Event):
    """``player`` has no legal move and passes (ST-6)."""

    player: int


# --- after a move ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ThreatLost(Event):
    """``player`` cannot answer its threat (ST-5: neither reinforcement nor retreat is
    possible), so as its turn begins its threatened dice, ``leaving``, leave the board; the
    ``attackers`` are the threat's attacking dice. ``then`` says what follows: it moves
    normally, it passes (it has no legal move at all, kit reading) or it is out."""

    player: int
    leaving: tuple[Die, ...]
    attackers: tuple[Die, ...]
    then: AfterLoss


@dataclass(frozen=True)
class Eliminated(Event):
    """``player`` has no dice left on the board and is out (ST-8)."""

    player: int


@dataclass(frozen=True)
class Won(Event):
    """``player`` is the last player with dice on the board and wins (ST-8)."""

    player: int


@dataclass(frozen=True)
class TurnLimitReached(Event):
    """Turn ``turn`` reached the turn limit ``limit``: the game ends in a draw (ST-7 as
    CS-10, not in the rulebook)."""

    turn: int
    limit: int


EVENTS: tuple[type[Event], ...] = (Tipped, Reinforced, Retreated, LeftAfterFights, Fought, Tied,
                                   ThreatReduced, Passed, ThreatLost, Eliminated, Won,
                                   TurnLimitReached)
"""Every kind of event a Striedies Strategie move records."""

__all__ = ["EVENTS", "AfterLoss", "Die", "Eliminated", "Fought", "LeftAfterFights", "Passed",
           "ReinforceWith", "Reinforced", "RetreatRemoval", "Retreated", "ThreatLost",
           "ThreatReduced", "Tied", "Tipped", "Trail", "TurnLimitReached", "Won"]
