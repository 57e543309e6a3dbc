"""The sentences every game shares (players, moves, the start position), en + de."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "core.and": {"en": "and", "de": "und"},
    "core.game_over": {"en": "The game is already over.",
                       "de": "Die Partie ist bereits zu Ende."},
    "core.not_a_move": {"en": "{text!r} is not a move in this game.",
                        "de": "{text!r} ist in diesem Spiel kein Zug."},
    "core.player": {"en": "player {name}", "de": "Spieler {name}"},
    "core.start": {"en": "Start position: {player} to move.",
                   "de": "Ausgangsstellung: {player} ist am Zug."},
    "core.not_in_rulebook": {"en": "not in the rulebook: default {rule}",
                             "de": "nicht im Regelheft: Festlegung {rule}"},
    "core.before": {"en": "Before the move: {player} is to move and plays {move}.",
                    "de": "Vor dem Zug: {player} ist am Zug und spielt {move}."},
    "core.computer_before": {
        "en": "Before the move: {player} is to move, and {bot} chooses {move} for {player}.",
        "de": "Vor dem Zug: {player} ist am Zug, und {bot} wählt für {player} {move}."},
    "core.move_heading": {"en": "Move {number}: {player} plays {move}.",
                          "de": "Zug {number}: {player} spielt {move}."},
    "core.draw": {"en": "Draw.", "de": "Unentschieden."},
    "core.to_move": {"en": "{player} to move", "de": "{player} ist am Zug"},
    "core.winner": {"en": "{player} wins", "de": "{player} gewinnt"},
}
