"""The sentences of the ``cubekit`` command (help texts, progress lines, errors), en + de."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "cli.description": {
        "en": "Open the cubekit notebooks, list the teaching scenarios, draw positions and "
              "scenario steps as PNG pictures and animate them as GIFs.",
        "de": "Öffnet die cubekit-Notebooks, listet die Lehrszenarien, zeichnet Stellungen "
              "und Szenarioschritte als PNG-Bilder und animiert sie als GIF."},
    "cli.epilog": {
        "en": "games: {games}. Run 'cubekit COMMAND --help' for more; --language de gives "
              "German texts.",
        "de": "Spiele: {games}. Mehr mit 'cubekit BEFEHL --help'; --language en gibt "
              "englische Texte."},
    "cli.examples": {"en": "examples:", "de": "Beispiele:"},
    "cli.help.language": {"en": "language of texts and pictures: en or de",
                          "de": "Sprache der Texte und Bilder: en oder de"},
    "cli.help.lab": {"en": "open JupyterLab on the start notebook in the chosen language",
                     "de": "JupyterLab mit dem Start-Notebook in der gewählten Sprache öffnen"},
    "cli.help.present": {
        "en": "present a notebook as an app for the classroom (Voilà: code hidden, widgets live)",
        "de": "ein Notebook als App für den Unterricht zeigen (Voilà: Code verborgen, Widgets "
              "aktiv)"},
    "cli.help.notebook": {
        "en": "the notebook: a name or its beginning, e.g. 10 or kettenreaktion-classroom "
              "(default: the start notebook)",
        "de": "das Notebook: ein Name oder sein Anfang, z. B. 10 oder "
              "kettenreaktion-classroom (Vorgabe: das Start-Notebook)"},
    "cli.help.scale": {"en": "size of the pictures, e.g. 1.5 for a projector (default 1)",
                       "de": "Größe der Bilder, z. B. 1,5 für einen Beamer (Vorgabe 1)"},
    "cli.help.dpi": {"en": "dots per inch of the pictures at scale 1 (default 100)",
                     "de": "Punkte pro Zoll der Bilder bei Größe 1 (Vorgabe 100)"},
    "cli.presenting": {"en": "Presenting {notebook} with Voilà at {url} (stop with Ctrl+C) ...",
                       "de": "Zeige {notebook} mit Voilà unter {url} (beenden mit Strg+C) ..."},
    "cli.error.no_voila": {"en": "Voilà is not installed: pip install 'cubekit[lab]'",
                           "de": "Voilà ist nicht installiert: pip install 'cubekit[lab]'"},
    "cli.error.notebook_none": {"en": "no notebook is called '{name}': expected one of {names}",
                                "de": "kein Notebook heißt „{name}“: erwartet wird eines von "
                                      "{names}"},
    "cli.error.notebook_many": {"en": "'{name}' fits several notebooks: {names}",
                                "de": "„{name}“ passt auf mehrere Notebooks: {names}"},
    # --- argparse's own sentences (usage, errors), so the German help is German throughout --
    "cli.argparse.usage: ": {"en": "usage: ", "de": "Aufruf: "},
    "cli.argparse.positional arguments": {"en": "positional arguments", "de": "Argumente"},
    "cli.argparse.options": {"en": "options", "de": "Optionen"},
    "cli.argparse.show this help message and exit": {"en": "show this help message and exit",
                                                     "de": "diese Hilfe zeigen und beenden"},
    "cli.argparse.show program's version number and exit": {
        "en": "show program's version number and exit",
        "de": "die Versionsnummer zeigen und beenden"},
    "cli.argparse.%(prog)s: error: %(message)s\n": {"en": "%(prog)s: error: %(message)s\n",
                                                    "de": "%(prog)s: Fehler: %(message)s\n"},
    "cli.argparse.the following arguments are required: %s": {
        "en": "the following arguments are required: %s",
        "de": "diese Argumente fehlen: %s"},
    "cli.argparse.invalid choice: %(value)r (choose from %(choices)s)": {
        "en": "invalid choice: %(value)r (choose from %(choices)s)",
        "de": "ungültige Wahl: %(value)r (erlaubt: %(choices)s)"},
    "cli.argparse.unrecognized arguments: %s": {"en": "unrecognized arguments: %s",
                                                "de": "unbekannte Argumente: %s"},
    "cli.argparse.argument %(argument_name)s: %(message)s": {
        "en": "argument %(argument_name)s: %(message)s",
        "de": "Argument %(argument_name)s: %(message)s"},
    "cli.argparse.expected one argument": {"en": "expected one argument",
                                           "de": "erwartet wird ein Wert"},
    "cli.argparse.invalid %(type)s value: %(value)r": {
        "en": "invalid %(type)s value: %(value)r", "de": "ungültiger %(type)s-Wert: %(value)r"},
    "cli.argparse.ambiguous option: %(option)s could match %(matches)s": {
        "en": "ambiguous option: %(option)s could match %(matches)s",
        "de": "mehrdeutige Option: %(option)s passt auf %(matches)s"},
    "cli.help.port": {"en": "port of the server (default: its own choice)",
                      "de": "Port des Servers (Vorgabe: wählt er selbst)"},
    "cli.help.no_browser": {"en": "do not open a browser", "de": "keinen Browser öffnen"},
    "cli.help.scenarios": {"en": "list the teaching scenarios",
                           "de": "die Lehrszenarien auflisten"},
    "cli.help.only_game": {"en": "only this game", "de": "nur dieses Spiel"},
    "cli.help.verbose": {"en": "show each scenario's story and expected result",
                         "de": "zu jedem Szenario die Geschichte und das erwartete Ergebnis "
                               "zeigen"},
    "cli.help.game": {"en": "game name, e.g. chain_reaction (or kettenreaktion)",
                      "de": "Name des Spiels, z. B. chain_reaction (oder kettenreaktion)"},
    "cli.help.target": {"en": "a scenario id (see 'cubekit scenarios') or a position in the "
                              "game's notation (quote it)",
                        "de": "eine Szenario-ID (siehe 'cubekit scenarios') oder eine Stellung "
                              "in der Notation des Spiels (in Anführungszeichen)"},
    "cli.help.move": {"en": "play this move after the position or scenario (repeatable)",
                      "de": "diesen Zug nach der Stellung oder dem Szenario spielen "
                            "(wiederholbar)"},
    "cli.help.option": {"en": "rule option, e.g. --option stop_on_win=false (repeatable)",
                        "de": "Regeloption, z. B. --option stop_on_win=false (wiederholbar)"},
    "cli.help.picture": {
        "en": "picture option, e.g. --picture legend=false (repeatable; a wrong name lists "
              "the game's picture options)",
        "de": "Bildoption, z. B. --picture legend=false (wiederholbar; ein falscher Name "
              "zählt die Bildoptionen des Spiels auf)"},
    "cli.help.output": {"en": "file to write", "de": "Datei, die geschrieben wird"},
    "cli.help.render": {"en": "draw a position or scenario step to a PNG",
                        "de": "eine Stellung oder einen Szenarioschritt als PNG zeichnen"},
    "cli.help.step": {"en": "which step of the replay to draw (0 = start; default: the last)",
                      "de": "welcher Schritt gezeichnet wird (0 = Anfang; Standard: der "
                            "letzte)"},
    "cli.help.animate": {"en": "animate a scenario or moves step by step as a GIF",
                         "de": "ein Szenario oder Züge Schritt für Schritt als GIF animieren"},
    "cli.help.seconds": {"en": "seconds per frame (1.2)", "de": "Sekunden pro Bild (1,2)"},
    "cli.opening": {"en": "Opening {start} in JupyterLab (stop with Ctrl+C) ...",
                    "de": "Öffne {start} in JupyterLab (beenden mit Strg+C) ..."},
    "cli.expected": {"en": "expected {name}: {value}", "de": "erwartet {name}: {value}"},
    "cli.wrote": {"en": "wrote {path}: {text}", "de": "{path} geschrieben: {text}"},
    "cli.wrote_frames": {"en": "wrote {path}: {n} frames",
                         "de": "{path} geschrieben: {n} Bilder"},
    "cli.error": {"en": "cubekit {command}: error: {error}",
                  "de": "cubekit {command}: Fehler: {error}"},
    "cli.error.option": {"en": "{flag} {pair}: expected KEY=VALUE, e.g. {example}",
                         "de": "{flag} {pair}: erwartet SCHLÜSSEL=WERT, z. B. {example}"},
    "cli.error.picture": {"en": "no picture option {names}. {options}",
                          "de": "keine Bildoption {names}. {options}"},
    "cli.error.target": {
        "en": "'{target}' is neither a scenario of {game} (known: {known}) nor a valid "
              "position of {game}: {error}",
        "de": "„{target}“ ist weder ein Szenario von {game} (bekannt: {known}) noch eine "
              "gültige Stellung von {game}: {error}"},
    "cli.error.move": {
        "en": "the move '{move}' is not allowed in the position '{position}' of {game}: {error}",
        "de": "der Zug „{move}“ ist in der Stellung „{position}“ von {game} nicht erlaubt: "
              "{error}"},
    "cli.error.move_text": {
        "en": "'{move}' is not a move of {game}: {error}",
        "de": "„{move}“ ist kein Zug von {game}: {error}"},
    "cli.error.game": {
        "en": "'{name}' is not a game of cubekit: expected one of {games} (or an alias such as "
              "kettenreaktion)",
        "de": "„{name}“ ist kein Spiel von cubekit: erwartet wird eines von {games} (oder ein "
              "anderer Name wie kettenreaktion)"},
    "cli.error.game_option": {"en": "the rules of {game} refuse the options: {error}",
                              "de": "die Regeln von {game} lehnen die Optionen ab: {error}"},
    "cli.none": {"en": "none", "de": "keine"},
    "cli.error.no_lab": {"en": "JupyterLab is not installed: pip install 'cubekit[lab]'",
                         "de": "JupyterLab ist nicht installiert: pip install 'cubekit[lab]'"},
    "cli.error.no_notebooks": {
        "en": "notebooks/{lang}/00-start-here.ipynb not found: run this from a clone of the "
              "cubekit repository (git clone ... && cd cubekit)",
        "de": "notebooks/{lang}/00-start-here.ipynb nicht gefunden: Starte dies in einem "
              "Klon des cubekit-Repositorys (git clone ... && cd cubekit)"},
    "cli.error.step": {
        "en": "--step {step} is out of range: this replay has {n} steps (0 = start, "
              "{last} = last)",
        "de": "--step {step} liegt außerhalb: Diese Wiedergabe hat {n} Schritte (0 = Anfang, "
              "{last} = letzter)"},
}
