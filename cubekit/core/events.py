"""Events: the typed facts a step of a move is about, with no words and no language.

The rules of every game record what happens as events (``cubekit/games/<game>/events.py``:
Kettenreaktion ``Wave``, Cubeslyde ``Pushed``, ...); one module per game turns them into words
(``describe(event) -> Msg``) and the game's renderer draws from their fields. The events here
are the few every game shares: they frame the moves of a replay or a stepper.

An event is a frozen dataclass of plain values (player numbers, squares as ``(col, row)``,
counts, the game's own small value types). It never holds a sentence.

>>> MoveHeading(number=3, player=0, move="c3")
MoveHeading(number=3, player=0, move='c3')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cubekit.core.i18n import Msg


@dataclass(frozen=True)
class Event:
    """Base class of every event."""


@dataclass(frozen=True)
class Started(Event):
    """The start of a game record: ``player`` is to move."""

    player: int


@dataclass(frozen=True)
class BeforeMove(Event):
    """The position before a move that a stepper is about to show: ``player`` plays ``move``
    (its notation); ``by`` names the computer player that chose it, if one did."""

    player: int
    move: str
    by: Msg | None = None


@dataclass(frozen=True)
class MoveHeading(Event):
    """Heads the first step of a move in a game record: move ``number`` (from 1), by
    ``player``, written ``move``."""

    number: int
    player: int
    move: str


CORE_EVENTS: tuple[type[Event], ...] = (Started, BeforeMove, MoveHeading)
"""The events every game shares (their words are in :mod:`cubekit.core.words`)."""
