"""The sentences of the board editor, of scenario files and of ``cubekit check``, en + de."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- scenario files: where a problem is ----------------------------------------------------
    "scenario_file.where": {"en": "{path}", "de": "{path}"},
    "scenario_file.where_line": {"en": "{path}, line {line}", "de": "{path}, Zeile {line}"},
    "scenario_file.where_scenario": {"en": "{where}, scenario '{id}'",
                                     "de": "{where}, Szenario „{id}“"},
    "scenario_file.error": {"en": "{where}: {problem}", "de": "{where}: {problem}"},
    # --- scenario files: what is wrong -----------------------------------------------------------
    "scenario_file.no_toml": {
        "en": "reading scenario files needs Python 3.11 or newer, or the tomli package on "
              "Python 3.10: pip install tomli",
        "de": "zum Lesen von Szenariodateien braucht es Python 3.11 oder neuer, oder unter "
              "Python 3.10 das Paket tomli: pip install tomli"},
    "scenario_file.unreadable": {"en": "the file cannot be read: {reason}",
                                 "de": "die Datei lässt sich nicht lesen: {reason}"},
    "scenario_file.syntax": {"en": "this is not valid TOML (the TOML reader says: '{detail}')",
                             "de": "das ist kein gültiges TOML (der TOML-Leser meldet: "
                                   "„{detail}“)"},
    "scenario_file.syntax_at": {
        "en": "this is not valid TOML at line {line}, column {column} (the TOML reader says: "
              "'{detail}')",
        "de": "das ist kein gültiges TOML in Zeile {line}, Spalte {column} (der TOML-Leser "
              "meldet: „{detail}“)"},
    "scenario_file.unknown_top": {
        "en": "unknown key(s) {keys} at the top of the file; expected only [[scenario]] tables",
        "de": "unbekannte Schlüssel {keys} am Anfang der Datei; erwartet werden nur "
              "[[scenario]]-Tabellen"},
    "scenario_file.no_scenarios": {
        "en": "the file has no [[scenario]] table; start each scenario with a line "
              "[[scenario]]",
        "de": "die Datei hat keine [[scenario]]-Tabelle; beginne jedes Szenario mit einer "
              "Zeile [[scenario]]"},
    "scenario_file.not_table": {"en": "a scenario must be a table of keys such as id and game",
                                "de": "ein Szenario muss eine Tabelle mit Schlüsseln wie id "
                                      "und game sein"},
    "scenario_file.no_id": {"en": "the scenario has no id; give it one, e.g. id = \"my-case\"",
                            "de": "das Szenario hat keine ID; gib ihm eine, z. B. "
                                  "id = \"mein-fall\""},
    "scenario_file.duplicate_id": {"en": "the id '{id}' is used twice; each scenario needs its "
                                         "own id",
                                   "de": "die ID „{id}“ kommt doppelt vor; jedes Szenario "
                                         "braucht eine eigene ID"},
    "scenario_file.unknown_key": {"en": "unknown key '{name}'; expected one of: {valid}",
                                  "de": "unbekannter Schlüssel „{name}“; erwartet wird einer von: "
                                        "{valid}"},
    "scenario_file.twice": {"en": "'{name}' is given both in the scenario and in its expect "
                                  "table; give it once",
                            "de": "„{name}“ steht sowohl im Szenario als auch in seiner "
                                  "expect-Tabelle; gib es nur einmal an"},
    "scenario_file.kind": {"en": "'{name}' must be {kind}, not {got}",
                           "de": "„{name}“ muss {kind} sein, nicht {got}"},
    "scenario_file.kind.strings": {"en": "a list of texts, e.g. [\"a1\", \"b2\"]",
                                   "de": "eine Liste von Texten, z. B. [\"a1\", \"b2\"]"},
    "scenario_file.kind.string": {"en": "a text in quotes", "de": "ein Text in Anführungszeichen"},
    "scenario_file.kind.table": {"en": "a table, e.g. {{ width = 2 }}",
                                 "de": "eine Tabelle, z. B. {{ width = 2 }}"},
    "scenario_file.kind.text": {"en": "a text, or a table of texts per language "
                                      "({{ en = \"...\", de = \"...\" }})",
                                "de": "ein Text oder eine Tabelle mit einem Text je Sprache "
                                      "({{ en = \"...\", de = \"...\" }})"},
    "scenario_file.kind.reason": {"en": "the key of a reason, e.g. \"cr.illegal.opponent\"",
                                  "de": "der Schlüssel eines Grundes, z. B. "
                                        "\"cr.illegal.opponent\""},
    "scenario_file.languages": {"en": "'{name}' may only have texts for the languages {languages}",
                                "de": "„{name}“ darf nur Texte für die Sprachen {languages} "
                                      "haben"},
    "scenario_file.no_game": {"en": "the scenario names no game; write e.g. game = "
                                    "\"chain_reaction\" (games: {games})",
                              "de": "das Szenario nennt kein Spiel; schreibe z. B. game = "
                                    "\"chain_reaction\" (Spiele: {games})"},
    "scenario_file.unknown_game": {"en": "there is no game '{name}'; expected one of: {games}",
                                   "de": "es gibt kein Spiel „{name}“; erwartet wird eines von: "
                                         "{games}"},
    "scenario_file.options": {"en": "the options do not fit {game}: {error}",
                              "de": "die Optionen passen nicht zu {game}: {error}"},
    "scenario_file.position": {"en": "the position cannot be read: {error}",
                               "de": "die Stellung lässt sich nicht lesen: {error}"},
    "scenario_file.winner": {"en": "'{letter}' is not a player of this game; expected one of: "
                                   "{players}",
                             "de": "„{letter}“ ist kein Spieler dieser Partie; erwartet wird "
                                   "einer von: {players}"},
    "scenario_file.move_text": {"en": "the move '{move}' cannot be read: {error}",
                                "de": "der Zug „{move}“ lässt sich nicht lesen: {error}"},
    "scenario_file.facts_need_move": {
        "en": "the facts {facts} are about the last move, but the scenario plays no move",
        "de": "die Angaben {facts} betreffen den letzten Zug, aber das Szenario spielt keinen "
              "Zug"},
    # --- checking a scenario file's expectations ------------------------------------------------
    "scenario_file.check.running": {"en": "nobody (the game is not over)",
                                    "de": "niemand (die Partie läuft noch)"},
    "scenario_file.check.winners": {"en": "{id}: expected the winners {expected}, got {actual}",
                                    "de": "{id}: erwartet als Sieger {expected}, erhalten "
                                          "{actual}"},
    "scenario_file.check.over_no_winner": {
        "en": "{id}: expected the game to go on, but it is over without a winner: {outcome}",
        "de": "{id}: erwartet, dass die Partie weiterläuft, aber sie ist ohne Sieger zu Ende: "
              "{outcome}"},
    "scenario_file.check.not_legal": {"en": "{id}: expected {move} to be legal, but: {reason}",
                                      "de": "{id}: erwartet, dass {move} erlaubt ist, aber: "
                                            "{reason}"},
    "scenario_file.check.not_illegal": {"en": "{id}: expected {move} to be illegal, but it is "
                                              "legal",
                                        "de": "{id}: erwartet, dass {move} verboten ist, aber er "
                                              "ist erlaubt"},
    "scenario_file.check.other_reason": {
        "en": "{id}: {move} is illegal, but for another reason ({actual}, not {expected}): "
              "{reason}",
        "de": "{id}: {move} ist verboten, aber aus einem anderen Grund ({actual}, nicht "
              "{expected}): {reason}"},
    "scenario_file.check_failed": {"en": "the scenario cannot be checked: {error}",
                                   "de": "das Szenario lässt sich nicht prüfen: {error}"},
    "scenario_file.check.line_failed": {"en": "{differ} of {checked} checks differ: {differences}",
                                        "de": "{differ} von {checked} Prüfungen weichen ab: "
                                              "{differences}"},
    "scenario_file.check.unreadable_files": {"en": "{count} file(s) could not be read.",
                                             "de": "{count} Datei(en) ließen sich nicht lesen."},
    # --- the command line ----------------------------------------------------------------------
    "cli.help.check": {"en": "check the scenarios of TOML files: one line per scenario; exit "
                             "status 0 only when all hold",
                       "de": "die Szenarien von TOML-Dateien prüfen: eine Zeile je Szenario; "
                             "Rückgabewert 0 nur, wenn alle stimmen"},
    "cli.help.check_files": {"en": "scenario files (TOML) to check",
                             "de": "zu prüfende Szenariodateien (TOML)"},
    "cli.help.junit_xml": {"en": "also write a JUnit XML report to this file (for CI)",
                           "de": "zusätzlich einen JUnit-XML-Bericht in diese Datei schreiben "
                                 "(für CI)"},
    "cli.help.toml": {"en": "print the scenarios as a TOML scenario file (for cubekit check)",
                      "de": "die Szenarien als TOML-Szenariodatei ausgeben (für cubekit check)"},
    # --- the Editor: palette and tools ----------------------------------------------------------
    "editor.hint": {"en": "Click a square to place the chosen piece, click it again to change it "
                          "({change}); right-click it, or use the eraser, to take it off.",
                    "de": "Klicke auf ein Feld, um das gewählte Stück zu setzen, und noch einmal, "
                          "um es zu ändern ({change}); ein Rechtsklick oder der Radierer nimmt "
                          "es weg."},
    "editor.change.chain_reaction": {"en": "one marble more, up to the cell's capacity",
                                     "de": "eine Murmel mehr, bis zur Kapazität des Feldes"},
    "editor.change.cubeslyde": {"en": "the next strength", "de": "die nächste Stärke"},
    "editor.change.deblockle": {"en": "a quarter turn clockwise",
                                "de": "eine Vierteldrehung im Uhrzeigersinn"},
    "editor.change.striedies": {"en": "a quarter turn clockwise",
                                "de": "eine Vierteldrehung im Uhrzeigersinn"},
    "editor.tool.place": {"en": "Place", "de": "Setzen"},
    "editor.tool.erase": {"en": "Eraser", "de": "Radierer"},
    "editor.tool.threatened": {"en": "Threatened die", "de": "Bedrohter Würfel"},
    "editor.tool.attacker": {"en": "Attacking die", "de": "Angreifender Würfel"},
    "editor.row.owner": {"en": "Owner", "de": "Besitzer"},
    "editor.row.marbles": {"en": "Marbles", "de": "Murmeln"},
    "editor.row.marbles_tip": {"en": "How many marbles the cell gets",
                               "de": "Wie viele Murmeln das Feld bekommt"},
    "editor.row.strength": {"en": "Strength", "de": "Stärke"},
    "editor.row.top": {"en": "On top", "de": "Oben"},
    "editor.row.north": {"en": "Facing north (the rotation)",
                         "de": "Nach Norden (die Drehung)"},
    "editor.row.north_tip": {"en": "The face towards the top of the board; click a placed piece "
                                   "again to turn it",
                             "de": "Die Seite zum oberen Brettrand; klicke ein gesetztes Stück "
                                   "noch einmal, um es zu drehen"},
    # --- the Editor: fields ----------------------------------------------------------------------
    "editor.auto": {"en": "from the board", "de": "aus dem Brett"},
    "editor.to_move": {"en": "To move", "de": "Am Zug"},
    "editor.to_move_tip": {"en": "The player whose turn it is", "de": "Wer am Zug ist"},
    "editor.field.moved": {"en": "Have moved", "de": "Schon gezogen"},
    "editor.field.moved_tip": {"en": "Players who have had a turn (letters, '-' for none); empty: "
                                     "as the number of marbles implies",
                               "de": "Spieler, die schon am Zug waren (Buchstaben, „-“ für "
                                     "keinen); leer: wie es die Zahl der Murmeln ergibt"},
    "editor.field.result": {"en": "Result", "de": "Ergebnis"},
    "editor.field.endless": {"en": "endless cascade", "de": "endlose Kettenreaktion"},
    "editor.field.endless_tip": {"en": "A cascade that never settles (CR-4)",
                                 "de": "Eine Kettenreaktion, die nie zur Ruhe kommt (CR-4)"},
    "editor.field.stage": {"en": "Stage", "de": "Phase"},
    "editor.field.stage_tip": {"en": "1A: whites are placed, 1B: own cubes are placed, 2: all "
                                     "placed; by default worked out from the hands",
                               "de": "1A: die weißen werden gesetzt, 1B: die eigenen Cubes werden "
                                     "gesetzt, 2: alle gesetzt; sonst aus den Vorräten ermittelt"},
    "editor.field.hand": {"en": "In hand", "de": "Im Vorrat"},
    "editor.field.hand_tip": {"en": "Cubes still to place, e.g. A456,W12; empty: each set minus "
                                    "the cubes on the board and the lost ones",
                              "de": "Noch zu setzende Cubes, z. B. A456,W12; leer: jeder Satz "
                                    "ohne die Cubes auf dem Brett und die verlorenen"},
    "editor.field.lost": {"en": "Lost", "de": "Verloren"},
    "editor.field.lost_tip": {"en": "Cubes pushed off the board, e.g. A25,W3",
                              "de": "Vom Brett geschobene Cubes, z. B. A25,W3"},
    "editor.field.out": {"en": "Out", "de": "Ausgeschieden"},
    "editor.field.out_tip": {"en": "Players who are out (letters); empty: those who lost three "
                                   "cubes",
                             "de": "Ausgeschiedene Spieler (Buchstaben); leer: die mit drei "
                                   "verlorenen Cubes"},
    "editor.field.turn": {"en": "Turns played", "de": "Gespielte Züge"},
    "editor.field.turn_tip": {"en": "Turns played so far (the game has a turn limit)",
                              "de": "Bisher gespielte Züge (die Partie hat eine Zuggrenze)"},
    "editor.field.removed": {"en": "Removed (A/B)", "de": "Entfernt (A/B)"},
    "editor.field.removed_tip": {"en": "Blocks each player has taken off; by default the start "
                                       "count minus the blocks on the board",
                                 "de": "Blöcke, die jeder Spieler schon vom Brett genommen hat; "
                                       "sonst die Startzahl minus die Blöcke auf dem Brett"},
    "editor.field.threat": {"en": "Threat", "de": "Bedrohung"},
    "editor.field.threat_tip": {"en": "A tie still to be answered (ST-5): the threatened player, "
                                      "its dice, '>' and the attacking dice, e.g. B:b4,b5>a4",
                                "de": "Ein noch zu beantwortender Gleichstand (ST-5): der "
                                      "bedrohte Spieler, seine Würfel, „>“ und die angreifenden "
                                      "Würfel, z. B. B:b4,b5>a4"},
    "editor.cubeslyde.hands": {"en": "Still to place: {hands}.", "de": "Noch zu setzen: {hands}."},
    "editor.cubeslyde.hands_unknown": {
        "en": "Still to place: cannot be worked out (too many cubes of a strength, or the lost "
              "cubes cannot be read).",
        "de": "Noch zu setzen: lässt sich nicht ermitteln (zu viele Cubes einer Stärke, oder die "
              "verlorenen Cubes lassen sich nicht lesen)."},
    "editor.deblockle.removed": {"en": "Removed (worked out): A {a} of {total_a}, B {b} of "
                                       "{total_b}.",
                                 "de": "Entfernt (ermittelt): A {a} von {total_a}, B {b} von "
                                       "{total_b}."},
    "editor.striedies.dice": {"en": "Dice on the board: {counts} (at most {most} each).",
                              "de": "Würfel auf dem Brett: {counts} (höchstens {most} je "
                                    "Spieler)."},
    "editor.striedies.threat_unreadable": {
        "en": "The threat field cannot be read; write it like B:b4,b5>a4 or empty it first.",
        "de": "Das Feld Bedrohung lässt sich nicht lesen; schreibe es wie B:b4,b5>a4 oder leere "
              "es zuerst."},
    "editor.striedies.no_die": {"en": "There is no die on {square} to mark.",
                                "de": "Auf {square} steht kein Würfel zum Markieren."},
    "editor.striedies.threatened_first": {
        "en": "Mark a threatened die first, then the dice that attack it.",
        "de": "Markiere zuerst einen bedrohten Würfel, dann die Würfel, die ihn angreifen."},
    "editor.striedies.own_attacker": {"en": "A die of {player} cannot attack {player}'s "
                                            "threatened dice.",
                                      "de": "Ein Würfel von {player} kann die bedrohten Würfel "
                                            "von {player} nicht angreifen."},
    # --- the Editor: buttons, text and what it says ----------------------------------------------
    "editor.clear": {"en": "Clear board", "de": "Brett leeren"},
    "editor.clear_tip": {"en": "Take every piece off the board",
                         "de": "Alle Stücke vom Brett nehmen"},
    "editor.start": {"en": "Start position", "de": "Ausgangsstellung"},
    "editor.start_tip": {"en": "Set up the game's start position",
                         "de": "Die Ausgangsstellung der Partie aufbauen"},
    "editor.play": {"en": "Play from here", "de": "Von hier spielen"},
    "editor.play_tip": {"en": "Open an explorer on this position",
                        "de": "Einen Explorer mit dieser Stellung öffnen"},
    "editor.save": {"en": "Save as scenario", "de": "Als Szenario speichern"},
    "editor.save_tip": {"en": "Write this position, the moves played from it and what you expect "
                              "into a scenario file",
                        "de": "Diese Stellung, die Züge von hier und was du erwartest in eine "
                              "Szenariodatei schreiben"},
    "editor.text_label": {"en": "Notation", "de": "Schreibweise"},
    "editor.text_tip": {"en": "The position in the game's notation; type or paste one and "
                              "press Enter to set it up",
                        "de": "Die Stellung in der Notation des Spiels; tippe oder füge eine "
                              "ein und drücke Enter, um sie aufzubauen"},
    "editor.copy": {"en": "Copy", "de": "Kopieren"},
    "editor.copied": {"en": "Copied", "de": "Kopiert"},
    "editor.valid": {"en": "A valid position: {player} to move.",
                     "de": "Eine gültige Stellung: {player} ist am Zug."},
    "editor.valid_over": {"en": "A valid position, and the game is over: {outcome}",
                          "de": "Eine gültige Stellung, und die Partie ist zu Ende: {outcome}"},
    "editor.invalid": {"en": "Not a valid position yet: {reason}",
                       "de": "Noch keine gültige Stellung: {reason}"},
    "editor.sketch_title": {"en": "Not a valid position yet (see above)",
                            "de": "Noch keine gültige Stellung (siehe oben)"},
    "editor.playing": {"en": "Playing from {text}", "de": "Gespielt ab {text}"},
    "editor.said.placed": {"en": "{piece} on {square}.", "de": "{piece} auf {square}."},
    "editor.said.erased": {"en": "{piece} taken off {square}.",
                           "de": "{piece} von {square} genommen."},
    "editor.said.empty": {"en": "{square} is empty already.", "de": "{square} ist schon leer."},
    "editor.said.cleared": {"en": "The board is empty.", "de": "Das Brett ist leer."},
    "editor.said.start": {"en": "The start position is set up.",
                          "de": "Die Ausgangsstellung steht."},
    "editor.said.not_valid": {"en": "The position is not valid yet: see the reason above.",
                              "de": "Die Stellung ist noch nicht gültig: siehe den Grund oben."},
    "editor.said.playing": {"en": "The explorer below plays from this position.",
                            "de": "Der Explorer unten spielt ab dieser Stellung."},
    "editor.said.text_read": {"en": "The position of the text is set up.",
                              "de": "Die Stellung aus dem Text steht."},
    "editor.said.text_refused": {"en": "The text cannot be read: {error}",
                                 "de": "Der Text lässt sich nicht lesen: {error}"},
    # --- the Editor: saving a scenario -----------------------------------------------------------
    "editor.save.file": {"en": "File", "de": "Datei"},
    "editor.save.file_tip": {"en": "The TOML file to add the scenario to (made when missing)",
                             "de": "Die TOML-Datei, in die das Szenario kommt (wird angelegt, "
                                   "wenn es sie nicht gibt)"},
    "editor.save.id": {"en": "Id", "de": "ID"},
    "editor.save.id_tip": {"en": "A name for the scenario, unique in the file",
                           "de": "Ein Name für das Szenario, in der Datei nur einmal"},
    "editor.save.title": {"en": "Title", "de": "Titel"},
    "editor.save.title_tip": {"en": "Your question in a few words",
                              "de": "Deine Frage in wenigen Worten"},
    "editor.save.winners": {"en": "Expected winners", "de": "Erwartete Sieger"},
    "editor.save.winners_tip": {"en": "Letters of the winners you expect; '-' if the game is "
                                      "not over; empty: not checked",
                                "de": "Buchstaben der erwarteten Sieger; „-“, wenn die Partie "
                                      "noch läuft; leer: wird nicht geprüft"},
    "editor.save.winners_now": {"en": "the engine says now: {now}",
                                "de": "das Programm sagt jetzt: {now}"},
    "editor.save.legal": {"en": "Must be legal", "de": "Muss erlaubt sein"},
    "editor.save.legal_tip": {"en": "Moves that must be legal after the moves",
                              "de": "Züge, die nach den Zügen erlaubt sein müssen"},
    "editor.save.illegal": {"en": "Must be illegal", "de": "Muss verboten sein"},
    "editor.save.illegal_tip": {"en": "Moves that must be illegal after the moves",
                                "de": "Züge, die nach den Zügen verboten sein müssen"},
    "editor.save.moves_placeholder": {"en": "moves separated by spaces",
                                      "de": "Züge, durch Leerzeichen getrennt"},
    "editor.save.position": {"en": "Expect the position after the moves as it is now",
                             "de": "Die Stellung nach den Zügen so erwarten, wie sie jetzt ist"},
    "editor.save.confirm": {"en": "Save", "de": "Speichern"},
    "editor.save.with_moves": {"en": "With the moves played in the explorer: {moves}",
                               "de": "Mit den im Explorer gespielten Zügen: {moves}"},
    "editor.save.no_moves": {"en": "No moves yet: play some with 'Play from here' to save them "
                                   "too.",
                             "de": "Noch keine Züge: spiele welche mit „Von hier spielen“, um "
                                   "sie mitzuspeichern."},
    "editor.save.saved": {"en": "Saved '{id}' in {path}. {check}",
                          "de": "„{id}“ in {path} gespeichert. {check}"},
    "editor.error.player": {"en": "{player} is not a player of this game: expected {players}",
                            "de": "{player} ist kein Spieler dieser Partie: erwartet wird "
                                  "{players}"},
    "editor.error.other_game": {
        "en": "the position is one of {position}, the Editor edits {editor}; pass its text "
              "(state.to_text()) to read it with the Editor's rules",
        "de": "die Stellung gehört zu {position}, der Editor bearbeitet {editor}; gib ihren "
              "Text (state.to_text()) an, um sie nach den Regeln des Editors zu lesen"},
    "editor.error.tool": {"en": "no tool {tool}: expected one of {names}",
                          "de": "kein Werkzeug {tool}: erwartet wird eines von {names}"},
    "editor.error.square": {"en": "{square} is not a square of the board",
                            "de": "{square} ist kein Feld des Bretts"},
    "editor.error.needs_game": {"en": "the Editor needs a Game, got {kind}",
                                "de": "der Editor braucht ein Game, nicht {kind}"},
    "editor.error.unknown_game": {"en": "the Editor does not know the game {game} yet",
                                  "de": "der Editor kennt das Spiel {game} noch nicht"},
    "editor.error.palette_row": {"en": "no palette row {name}: expected one of {names}",
                                 "de": "keine Zeile {name} in der Palette: erwartet wird eine "
                                       "von {names}"},
    "editor.error.choice": {"en": "{value} is not a choice of {name}: expected one of {values}",
                            "de": "{value} steht bei {name} nicht zur Wahl: erwartet wird eines "
                                  "von {values}"},
    "editor.error.game_tool": {"en": "{game} has no tool {tool}",
                               "de": "{game} hat kein Werkzeug {tool}"},
    "editor.error.field": {"en": "{game} has no field {name}: expected one of {names}",
                           "de": "{game} hat kein Eingabefeld {name}: erwartet wird eines von "
                                 "{names}"},
    "editor.error.no_fields": {"en": "{game} has no field {name}: it has no fields",
                               "de": "{game} hat kein Eingabefeld {name}: es hat gar keine"},
    "editor.error.marbles": {"en": "'{text}' is not marbles: expected a count 1-{max} and a "
                                   "player letter, e.g. '2A'",
                             "de": "„{text}“ sind keine Murmeln: erwartet wird eine Anzahl 1-{max} "
                                   "und ein Buchstabe des Spielers, z. B. „2A“"},
    "editor.error.player_letter": {"en": "'{letter}' is not a player of this game",
                                   "de": "„{letter}“ ist kein Spieler dieser Partie"},
    "editor.error.piece": {"en": "'{text}' is not a piece: expected a player letter, ':' and "
                                 "its top/north/east faces, e.g. 'A:{code}'",
                           "de": "„{text}“ ist kein Spielstein: erwartet wird ein Buchstabe des "
                                 "Spielers, „:“ und die Seiten oben/Norden/Osten, z. B. "
                                 "„A:{code}“"},
}
