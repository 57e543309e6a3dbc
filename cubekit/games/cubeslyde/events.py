"""What happens in a Cubeslyde action, as typed facts (no words: see :mod:`.words`).

An action is one of these, then what follows from it in the order of RULES.md CS-7:

===========================  ===============================================================
:class:`Placed`              a cube (own or white) is placed (rulebook *1A*, *1B*; CS-2, CS-8)
:class:`Pushed`              a cube or group pushes, with the line in front (*Phase 2*;
                             CS-3 to CS-6); a tie push is ``strength == defence``
:class:`Passed`              the player has no legal action and passes (CS-9)
:class:`Fell`                the front-most cube left the board (CS-6, CS-7 step 1)
:class:`Eliminated`          its owner lost a third cube and is out (CS-7 step 2)
:class:`OutOfCubes`          team variant: a player has no cube left and is out (CS-11)
:class:`LineCompleted`       four in a row decides the game (CS-7 step 3)
:class:`LastPlayer`          only one player is left and wins (CS-7 step 4, 3-4 players)
:class:`TeamEliminated`      both colours of a team lost three cubes (CS-11)
:class:`TurnLimitReached`    the optional turn limit ends the game in a draw (CS-10)
:class:`NoActionLost`        the next player cannot act and loses (CS-9 option ``"lose"``)
:class:`NoActionOut`         ... and is out, with 3-4 players (CS-9 option ``"lose"``)
===========================  ===============================================================

Squares are ``(col, row)`` from ``a1``; players are numbers (0 = A); cubes are :class:`Cube`
values as they stood when the event happened (``neutral`` for whites and for the cubes of a
player who is out). The squares of a push are those before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cubekit.core.events import Event
from cubekit.core.grid import Direction, Square
from cubekit.games.cubeslyde.notation import WHITE, cube_text

Stage = Literal["1A", "1B", "2"]
"""The stage of the game: white blockers first (``1A``), own cubes (``1B``), pushing (``2``)."""


@dataclass(frozen=True)
class Cube:
    """A cube: its ``owner`` (player 0-3, or :data:`WHITE` = 4), ``strength`` and whether it
    is ``neutral`` (a white, or a cube of a player who is out: CS-7)."""

    owner: int
    strength: int
    neutral: bool = False

    @property
    def is_white(self) -> bool:
        return self.owner == WHITE

    def __str__(self) -> str:
        return cube_text(self.owner, self.strength)


@dataclass(frozen=True)
class Placed(Event):
    """``player`` placed ``cube`` on ``square`` (rulebook *1A*: a white blocker, owner
    :data:`WHITE`; *1B*: an own cube; CS-2: the placer chooses strength and square).

    ``must_place``: the player had to place, having fewer than three own cubes on the board
    (``on_board`` before) and cubes in hand (CS-8); ``left`` cubes of the same owner are still
    to place; ``stage`` is the stage after the placement.
    """

    player: int
    cube: Cube
    square: Square
    must_place: bool
    on_board: int
    left: int
    stage: Stage

    @property
    def white(self) -> bool:
        return self.cube.is_white


@dataclass(frozen=True)
class Pushed(Event):
    """``player`` pushed ``group`` one square towards ``direction`` (rulebook *Phase 2*).

    ``group`` runs from the back to the head (CS-3), ``line`` from the square in front of the
    head to the last cube before an empty square or the edge (CS-4); ``group_cubes`` and
    ``line_cubes`` are their cubes. ``strength`` is the group's sum (*Eigene Schiebestärke*),
    ``defence`` the sum of the ``defenders``; ``carried`` cubes count for neither side (own
    ones, CS-4; the partner's with ``partner_cubes="own"``, CS-5). ``strength >= defence``
    (CS-6; equal: a tie push). ``falls``: the last cube of the line left the board.
    ``partner`` is the mover's team partner (CS-11), None without teams. ``left_behind``:
    the own cubes right behind a group, in its line, that stay where they are (CS-3: a group
    is any unbroken run of own cubes, not necessarily the whole run), nearest first.
    """

    player: int
    direction: Direction
    group: tuple[Square, ...]
    group_cubes: tuple[Cube, ...]
    line: tuple[Square, ...]
    line_cubes: tuple[Cube, ...]
    strength: int
    defence: int
    carried: tuple[Square, ...]
    defenders: tuple[Square, ...]
    falls: bool
    partner: int | None = None
    left_behind: tuple[Square, ...] = ()

    @property
    def tie(self) -> bool:
        """A tie push: a line in front, and strength equal to its defence (CS-6)."""
        return bool(self.line) and self.strength == self.defence

    @property
    def head(self) -> Square:
        return self.group[-1]

    @property
    def front(self) -> Square:
        """The square in front of the head (free, or the first of the line)."""
        return self.direction.step(self.head)

    @property
    def fallen(self) -> Square | None:
        """The edge square whose cube left the board, or None."""
        return self.line[-1] if self.falls else None

    @property
    def fallen_cube(self) -> Cube | None:
        return self.line_cubes[-1] if self.falls else None

    @property
    def moves(self) -> tuple[tuple[Square, Square], ...]:
        """Every moving cube as ``(from, to)``, the front-most first; the ``to`` of a cube
        that falls lies off the board."""
        return tuple((square, self.direction.step(square))
                     for square in reversed(self.group + self.line))

    def cubes_at(self, squares: tuple[Square, ...]) -> tuple[Cube, ...]:
        """The cubes of the line on ``squares`` (e.g. ``carried``), in line order."""
        return tuple(cube for square, cube in zip(self.line, self.line_cubes, strict=True)
                     if square in squares)


@dataclass(frozen=True)
class Passed(Event):
    """``player`` has no legal action and passes (CS-9, not in the rulebook)."""

    player: int


@dataclass(frozen=True)
class Fell(Event):
    """``cube`` was pushed off the board from the edge square ``square`` towards ``to`` (off
    the board) by ``player`` (rulebook *Cubes vom Spielfeld schieben*; CS-6: only the
    front-most cube of a line; CS-7 step 1). It counts as lost for its owner, who has now lost
    ``lost`` cubes; pushing an own cube off is allowed."""

    player: int
    cube: Cube
    square: Square
    to: Square
    lost: int

    @property
    def own(self) -> bool:
        """The mover pushed its own cube off."""
        return self.cube.owner == self.player


@dataclass(frozen=True)
class Eliminated(Event):
    """``player`` has lost its third cube and is out (rulebook *Ausscheiden eines Spielers*;
    CS-7 step 2). With 3-4 players its ``cubes`` left on the board (on ``neutral``, in the same
    order) stay as neutral blockers keeping their strength; with 2 players the game ends at
    once and ``winner`` is the other player (None otherwise). ``line_first``: the same action
    made a four in a row, which CS-7 looks at first (step 3 before step 4), so the game ends by
    that line and not by this elimination (told by the :class:`LineCompleted` that follows)."""

    player: int
    neutral: tuple[Square, ...] = ()
    cubes: tuple[Cube, ...] = ()
    winner: int | None = None
    line_first: bool = False


@dataclass(frozen=True)
class OutOfCubes(Event):
    """Team variant: ``player`` has no cube left on the board or to place and is out; its
    turns are skipped (rulebook *Team-Variante*; CS-11)."""

    player: int


@dataclass(frozen=True)
class LineCompleted(Event):
    """``player`` has four (or more) in a row on ``line`` (from its lower end) after
    ``mover``'s action, so ``winners`` win: the player, or its team (rulebook *Viererkette*;
    CS-7 step 3: the mover's line first, else the next player's in turn order; CS-11)."""

    player: int
    line: tuple[Square, ...]
    mover: int
    winners: tuple[int, ...]

    @property
    def by_mover(self) -> bool:
        return self.player == self.mover


@dataclass(frozen=True)
class LastPlayer(Event):
    """Only ``player`` is left and wins; ``out`` are the others (rulebook *Sieg als letzter
    Spieler*; CS-7 step 4, 3-4 players: with 2 the :class:`Eliminated` step ends the game)."""

    player: int
    out: tuple[int, ...]


@dataclass(frozen=True)
class TeamEliminated(Event):
    """Both colours of the team ``losers`` have lost at least three cubes, so the team
    ``winners`` wins (rulebook *Team-Variante*; CS-11)."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]


@dataclass(frozen=True)
class TurnLimitReached(Event):
    """Turn ``turn`` reaches the turn ``limit``: the game ends in a draw (CS-10, not in the
    rulebook)."""

    turn: int
    limit: int


@dataclass(frozen=True)
class NoActionLost(Event):
    """``player`` is next but has no legal action and loses, so ``winners`` win (CS-9 option
    ``no_move="lose"``, with 2 players or teams)."""

    player: int
    winners: tuple[int, ...]


@dataclass(frozen=True)
class NoActionOut(Event):
    """``player`` is next but has no legal action and is out (CS-9 option
    ``no_move="lose"``, 3-4 players): its ``cubes`` on ``neutral`` turn neutral; ``winner`` is
    the only player left, if the game ends so (None otherwise)."""

    player: int
    neutral: tuple[Square, ...] = ()
    cubes: tuple[Cube, ...] = ()
    winner: int | None = None


EVENTS: tuple[type[Event], ...] = (Placed, Pushed, Passed, Fell, Eliminated, OutOfCubes,
                                   LineCompleted, LastPlayer, TeamEliminated, TurnLimitReached,
                                   NoActionLost, NoActionOut)
"""Every kind of event a Cubeslyde action records."""
