"""The sentences every game shares (players, moves, the start position), en + de."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "core.and": {"en": "and", "de": "und"},
    "core.game_over": {"en": "The game is already over.",
                       "de": "Die Partie ist bereits zu Ende."},
    "core.not_a_move": {"en": "{text!r} is not a move in this game.",
                        "de": "{text!r} ist in diesem Spiel kein Zug."},
    # --- the gate for move objects (cubekit/core/moves.py) -------------------------------------
    "core.bad_field": {"en": "{move}: {field} is {value}; expected {expected}.",
                       "de": "{move}: {field} ist {value}; erwartet wird {expected}."},
    "core.expect.int": {"en": "a whole number", "de": "eine ganze Zahl"},
    "core.expect.int_range": {"en": "a whole number from {low} to {high}",
                              "de": "eine ganze Zahl von {low} bis {high}"},
    "core.expect.bool": {"en": "True or False", "de": "True oder False"},
    "core.expect.text": {"en": "a text (str)", "de": "ein Text (str)"},
    "core.expect.one_of": {"en": "one of {choices}", "de": "einer der Werte {choices}"},
    "core.expect.any_of": {"en": "one of these: {choices}", "de": "eines davon: {choices}"},
    "core.expect.none_or": {"en": "None or {expected}", "de": "None oder {expected}"},
    "core.expect.square": {
        "en": "a square of the {width}x{height} board: (column, row) counted from 0, column 0 "
              "to {last_col} and row 0 to {last_row}",
        "de": "ein Feld des {width}x{height}-Bretts: (Spalte, Reihe) ab 0 gezählt, Spalte 0 "
              "bis {last_col} und Reihe 0 bis {last_row}"},
    "core.expect.tuple": {"en": "a tuple", "de": "ein Tupel"},
    "core.expect.tuple_of": {"en": "a tuple of {count} values",
                             "de": "ein Tupel aus {count} Werten"},
    "core.expect.items": {"en": "a tuple whose every item is {expected}",
                          "de": "ein Tupel, dessen Einträge alle {expected} sind"},
    "core.expect.type": {"en": "a {type}", "de": "ein {type}"},
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
