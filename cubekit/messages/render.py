"""Sentences shared by the board pictures of every game (titles and keys), in en and de."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "render.to_move": {"en": "Player {player} to move", "de": "Spieler {player} ist am Zug"},
    "render.wins": {"en": "Player {player} wins", "de": "Spieler {player} gewinnt"},
    "render.draw": {"en": "Draw", "de": "Unentschieden"},
    "render.no_result": {"en": "Game over, no result", "de": "Partie zu Ende, kein Ergebnis"},
    "render.out": {"en": "out", "de": "aus"},
    "render.player_out": {"en": "Player {player} is out", "de": "Spieler {player} scheidet aus"},
    "render.bad_size": {
        "en": "{name} must be a number from {low} to {high}, got {value}",
        "de": "{name} muss eine Zahl von {low} bis {high} sein, nicht {value}"},
    "render.bad_layout": {
        "en": "layout must be one of {valid}, got {value}",
        "de": "layout muss eins von {valid} sein, nicht {value}"},
}
