"""Option settings in words where a game's catalogue has no word for the value
(``<game>.option.<name>.<value>`` comes first): sizes, player counts, the start player, turn
limits and set-ups, the same in every game, en + de. Used by ``Compare`` headings and tables
(:func:`cubekit.core.options.option_label`)."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "options.width": {"en": "{value} wide", "de": "{value} breit"},
    "options.height": {"en": "{value} high", "de": "{value} hoch"},
    "options.players": {"en": "{value} players", "de": "{value} Spieler"},
    "options.start_player": {"en": "{value} begins", "de": "{value} beginnt"},
    "options.start_player.None": {
        "en": "the start player drawn with the seed of the start position (A without one)",
        "de": "der Startspieler wird mit dem Startwert der Anfangsstellung ausgelost (ohne "
              "Startwert beginnt A)"},
    "options.turn_limit": {"en": "a draw when the turn limit of {value} is reached",
                           "de": "unentschieden, wenn die Zuggrenze von {value} erreicht ist"},
    "options.turn_limit.None": {"en": "no turn limit", "de": "keine Zuggrenze"},
    # what each option is about, for tables of the options (a game's own ``<game>.option_name``
    # entries come first)
    "options.name.width": {"en": "board width", "de": "Breite des Bretts"},
    "options.name.height": {"en": "board height", "de": "Höhe des Bretts"},
    "options.name.players": {"en": "number of players", "de": "Spielerzahl"},
    "options.name.start_player": {"en": "start player", "de": "Startspieler"},
    "options.name.turn_limit": {"en": "turn limit", "de": "Zuggrenze"},
    "options.name.setup": {"en": "start position", "de": "Aufstellung"},
    "options.blocks": {"en": "blocks per player: {value}", "de": "Blöcke je Spieler: {value}"},
    "options.teams.True": {"en": "teams A+C against B+D", "de": "Teams A+C gegen B+D"},
    "options.teams.False": {"en": "every player for themselves", "de": "jeder für sich"},
    "options.setup": {"en": "a given start position", "de": "eine vorgegebene Ausgangsstellung"},
    "options.setup.None": {"en": "the usual start", "de": "der übliche Start"},
    "options.white_strengths": {"en": "white blockers {value}",
                                "de": "weiße Blockiersteine {value}"},
    "options.white_strengths.None": {"en": "the white blockers of the level",
                                     "de": "die weißen Blockiersteine der Stufe"},
}
