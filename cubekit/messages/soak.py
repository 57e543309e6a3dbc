"""The sentences of ``python -m cubekit.soak`` (help, progress lines, table, verdict), en + de."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "soak.description": {
        "en": "A soak test of every game: seeded random games, fuzzed texts and wrong move "
              "objects.",
        "de": "Ein Dauertest aller Spiele: Zufallspartien mit festem Startwert, verfälschte "
              "Texte und falsch gebaute Zug-Objekte."},
    "soak.help.seconds": {"en": "time per game in seconds", "de": "Zeit je Spiel in Sekunden"},
    "soak.help.game": {"en": "only this game (may repeat)",
                       "de": "nur dieses Spiel (mehrfach möglich)"},
    "soak.help.seed": {"en": "seed of the random games", "de": "Startwert der Zufallspartien"},
    "soak.help.defects": {"en": "folder for the reproducers of defects",
                          "de": "Ordner für die Nachstellungen gefundener Fehler"},
    "soak.help.language": {"en": "language of the output: en or de",
                           "de": "Sprache der Ausgabe: en oder de"},
    "soak.progress": {
        "en": "{game} [{bar}] games: {games}, positions: {positions}, defects: {defects}",
        "de": "{game} [{bar}] Partien: {games}, Stellungen: {positions}, Fehler: {defects}"},
    "soak.column.game": {"en": "game", "de": "Spiel"},
    "soak.column.games": {"en": "games", "de": "Partien"},
    "soak.column.positions": {"en": "positions", "de": "Stellungen"},
    "soak.column.inputs": {"en": "inputs", "de": "Eingaben"},
    "soak.column.defects": {"en": "defects", "de": "Fehler"},
    "soak.check.round_trip": {"en": "round trip", "de": "Hin und zurück"},
    "soak.check.legal_moves": {"en": "legal moves", "de": "erlaubte Züge"},
    "soak.check.refused_moves": {"en": "refused moves", "de": "abgelehnte Züge"},
    "soak.check.parser_fuzz": {"en": "parser fuzz", "de": "verfälschte Texte"},
    "soak.check.game_ends": {"en": "game ends", "de": "Partieende"},
    "soak.defect": {"en": "- {game} {options}: {check}: {detail}",
                    "de": "- {game} {options}: {check}: {detail}"},
    "soak.found": {"en": "Defects found: {count}; their reproducers are in {folder}/",
                   "de": "Gefundene Fehler: {count}; ihre Nachstellungen liegen in {folder}/"},
    "soak.clean": {"en": "No defects.", "de": "Keine Fehler."},
    # --- what a defect was (the detail of a defect line and of its reproducer) -----------------
    "soak.detail.no_reason": {"en": "{move} is not listed as legal but gets no reason",
                              "de": "{move} steht nicht unter den erlaubten Zügen, bekommt aber "
                                    "keine Begründung"},
    "soak.detail.not_refused": {"en": "{call}({move}) did not refuse it",
                                "de": "{call}({move}) hat den Zug nicht abgelehnt"},
    "soak.detail.refused_changed": {"en": "a refused move changed the position",
                                    "de": "ein abgelehnter Zug hat die Stellung verändert"},
    "soak.detail.no_moves": {"en": "a running game without moves",
                             "de": "eine laufende Partie ohne Züge"},
    "soak.detail.no_result": {"en": "no result after {moves} moves with a turn limit",
                              "de": "kein Ergebnis nach {moves} Zügen trotz Zuggrenze"},
    "soak.detail.not_written": {"en": "(not written: {error})",
                                "de": "(nicht geschrieben: {error})"},
    "soak.detail.differs": {"en": "parse_state(to_text()) differs from the position '{text}'",
                            "de": "parse_state(to_text()) weicht von der Stellung „{text}“ ab"},
    "soak.detail.written_back": {"en": "'{text}' is written back as '{again}'",
                                 "de": "„{text}“ wird als „{again}“ zurückgeschrieben"},
    "soak.detail.explain": {"en": "explain({move}).after differs from play({move})",
                            "de": "explain({move}).after weicht von play({move}) ab"},
    "soak.detail.legal_reason": {"en": "a legal move {move} gets a reason",
                                 "de": "der erlaubte Zug {move} bekommt eine Begründung"},
    "soak.detail.played_changed": {
        "en": "playing changed the position it was played in",
        "de": "das Spielen hat die Stellung verändert, in der gespielt wurde"},
}
