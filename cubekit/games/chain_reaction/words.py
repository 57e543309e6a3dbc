"""Kettenreaktion in words: the one place where its events become sentences.

Every text about what happened in a move comes from here, in any language: the step texts
(:func:`describe`), the picture titles of steps (:func:`title`) and the Explorer's preview of
a move (:func:`headline` of each event it would cause). Each step text begins with its
event's headline, so a headline reworded in the catalogue (``messages.py``) reads the same in
the step, in its picture and in the preview.

>>> from cubekit.games.chain_reaction.events import Placed
>>> describe(Placed(0, (1, 1), 1, 4)).text("en")
'A places a marble on b2: it now holds 1 of the 4 at which it bursts.'
>>> title(Placed(0, (1, 1), 1, 4)).text("de")
'A legt eine Murmel auf b2'
"""

from __future__ import annotations

from collections.abc import Sequence

from cubekit.core.events import Event
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg, sentences, tr
from cubekit.core.words import letter
from cubekit.games.chain_reaction.events import Endless, NoCell, Placed, Wave, Won


def names(squares: Sequence[Square]) -> list[str]:
    return [square_name(square) for square in squares]


def headline(event: Event) -> Msg:
    """The event in a few words: the start of its step text, its picture title, a preview."""
    match event:
        case Placed(player=player, square=square):
            return Msg("cr.headline.place", {"player": letter(player),
                                             "square": square_name(square)})
        case Wave(number=number, player=player):
            return Msg("cr.headline.wave", {"wave": number, "player": letter(player)})
        case Endless():
            return Msg("cr.headline.endless")
        case Won(player=player):
            return Msg("cr.headline.won", {"player": letter(player)})
        case NoCell(player=player):
            return Msg("cr.headline.no_cell", {"player": letter(player)})
    raise TypeError(tr("core.event.unknown", game="Kettenreaktion", value=repr(event)))


def title(event: Event) -> Msg:
    """The title of a step's picture: the headline, and the winner after a winning wave."""
    if isinstance(event, Wave) and event.won:
        return Msg("cr.title.wave_won", {"headline": headline(event),
                                         "player": letter(event.player)})
    return headline(event)


def describe(event: Event) -> Msg:
    """The step text of an event."""
    match event:
        case Placed():
            key = "cr.step.place_bursts" if event.bursts else "cr.step.place"
            return Msg(key, {"headline": headline(event), "count": event.count,
                             "capacity": event.capacity})
        case Wave():
            return _wave(event)
        case Endless(reason="capacity"):
            return Msg("cr.step.endless_capacity", {"wave": event.wave + 1,
                                                    "total": event.total, "limit": event.limit})
        case Endless(reason="repeat"):
            return Msg("cr.step.endless_repeat", {"wave": event.wave, "earlier": event.earlier})
        case Endless(reason=reason):
            return Msg(f"cr.step.endless_{reason}", {"wave": event.wave})
        case Won(player=player):
            return Msg("cr.outcome.win", {"player": letter(player)})
        case NoCell(player=player):
            return Msg("cr.step.no_cell", {"player": letter(player)})
    raise TypeError(tr("core.event.unknown", game="Kettenreaktion", value=repr(event)))


def _wave(event: Wave) -> Msg:
    """What a wave did: the cells that burst, captures, surplus (CR-3), totals, who is out
    and the win that stops the cascade (CR-4)."""
    player = letter(event.player)
    key = "cr.step.wave_one" if len(event.bursts) == 1 else "cr.step.wave_many"
    parts = [Msg(key, {"headline": headline(event), "cells": names(event.bursts)})]
    if event.captures:
        parts.append(Msg("cr.step.captures", {"player": player,
                                              "cells": names(event.captures)}))
    if event.surplus:
        # over capacity: it bursts in the next wave, unless this wave's win stops the
        # cascade first (CR-4)
        key = "cr.step.surplus_one" if len(event.surplus) == 1 else "cr.step.surplus_many"
        parts.append(Msg(key + ("_stopped" if event.won else ""),
                         {"cells": names(event.surplus)}))
    totals = ", ".join(f"{letter(p)} {count}" for p, count in enumerate(event.totals))
    parts.append(Msg("cr.step.totals", {"totals": totals}))
    parts.extend(Msg("cr.step.out", {"player": letter(p)}) for p in event.out)
    if event.won:
        parts.append(Msg("cr.step.win", {"player": player}))
    return sentences(parts)
