"""Words for the events every game shares, and the way to any game's words.

>>> import cubekit
>>> game = cubekit.load("chain_reaction")
>>> describe(game, Started(player=1)).text("de")
'Ausgangsstellung: B ist am Zug.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cubekit.core.events import BeforeMove, Event, MoveHeading, Started
from cubekit.core.i18n import Msg, Notation

if TYPE_CHECKING:
    from cubekit.core.game import Game


def letter(player: int) -> str:
    """The letter of a player: 0 -> ``A``, 1 -> ``B``, ..."""
    return chr(ord("A") + player)


PASS = "pass"
"""How every game writes the move of a player who passes (CS-9, DB-7, ST-6): said in words
("B passes", "B passt"), never as the notation word."""


def describe_shared(event: Event) -> Msg | None:
    """The words of a shared event, or None when ``event`` is a game's own."""
    match event:
        case Started(player=player):
            return Msg("core.start", {"player": letter(player)})
        case BeforeMove(player=player, move=move, by=None):
            key = "core.before_pass" if move == PASS else "core.before"
            return Msg(key, {"player": letter(player), "move": Notation(move)})
        case BeforeMove(player=player, move=move, by=by):
            key = "core.computer_before_pass" if move == PASS else "core.computer_before"
            return Msg(key, {"player": letter(player), "move": Notation(move), "bot": by})
        case MoveHeading(number=number, player=player, move=move):
            key = "core.move_heading_pass" if move == PASS else "core.move_heading"
            return Msg(key, {"number": number, "player": letter(player),
                             "move": Notation(move)})
    return None


def describe(game: Game, event: Event) -> Msg:
    """The words of any event of ``game``: a shared one here, a game's own from the
    ``describe`` of its words module (found through the game registry)."""
    shared = describe_shared(event)
    if shared is not None:
        return shared
    from cubekit.games import entry_of

    message: Msg = entry_of(game).words.describe(event)
    return message
