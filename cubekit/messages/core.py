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
    # --- notation errors (cubekit/core/game.py NotationError) ----------------------------------
    "core.notation.plain": {"en": "{problem}", "de": "{problem}"},
    "core.notation.plain_at": {"en": "{problem} (at character {at} of '{text}')",
                               "de": "{problem} (bei Zeichen {at} von „{text}“)"},
    "core.notation.expected": {"en": "{problem}; expected {expected}",
                               "de": "{problem}; erwartet wird {expected}"},
    "core.notation.expected_at": {
        "en": "{problem}; expected {expected} (at character {at} of '{text}')",
        "de": "{problem}; erwartet wird {expected} (bei Zeichen {at} von „{text}“)"},
    "core.notation.not_text": {"en": "a position must be text, not {type}",
                               "de": "eine Stellung muss ein Text sein, kein {type}"},
    "core.notation.move_not_text": {"en": "a move must be text, not {type}",
                                    "de": "ein Zug muss ein Text sein, kein {type}"},
    "core.notation.field": {"en": "unknown field '{field}'", "de": "unbekannte Angabe „{field}“"},
    "core.in_move": {"en": "move {number} ({move}): {error}",
                     "de": "Zug {number} ({move}): {error}"},
    "core.notation.player": {"en": "'{letter}' is not a player",
                             "de": "„{letter}“ ist kein Spieler"},
    "core.either": {"en": "{first} or {last}", "de": "{first} oder {last}"},
    "core.notation.twice": {"en": "the field {name}: is given twice",
                            "de": "die Angabe {name}: steht zweimal da"},
    "core.expect.once": {"en": "each field at most once", "de": "jede Angabe höchstens einmal"},
    "core.notation.turn": {"en": "'{value}' is not a turn number",
                           "de": "„{value}“ ist keine Zugzahl"},
    "core.expect.turn": {"en": "a whole number of turns played, e.g. 'turn:12'",
                         "de": "die ganze Zahl der gespielten Züge, z. B. „turn:12“"},
    "core.notation.reason": {"en": "'{reason}' is not a way a game ends",
                             "de": "„{reason}“ ist keine Art, wie eine Partie endet"},
    "core.notation.winner_twice": {"en": "a winner is listed twice in '{value}'",
                                   "de": "ein Sieger steht in „{value}“ zweimal"},
    "core.expect.winner_once": {"en": "each winner once", "de": "jeden Sieger einmal"},
    "core.notation.turn_no_limit": {
        "en": "turn: is only written for a game with a turn limit",
        "de": "turn: steht nur bei einer Partie mit Zuggrenze"},
    "core.expect.no_turn": {"en": "no turn: field, or the option turn_limit (RULES.md {rule})",
                            "de": "keine Angabe turn:, oder die Option turn_limit "
                                  "(RULES.md {rule})"},
    "core.notation.turn_beyond": {"en": "turn {turn} is beyond the turn limit {limit}",
                                  "de": "Zug {turn} liegt hinter der Zuggrenze {limit}"},
    "core.expect.turn_upto": {"en": "a turn number from 0 to {limit}",
                              "de": "eine Zugzahl von 0 bis {limit}"},
    "core.no_result": {"en": "no result", "de": "kein Ergebnis"},
    "core.notation.result_unfit": {"en": "result:{reason} does not fit the position",
                                   "de": "result:{reason} passt nicht zur Stellung"},
    "core.expect.shown": {"en": "{shown} (the position shows it)",
                          "de": "{shown} (das zeigt die Stellung)"},
    "core.square.off": {"en": "the square {square} is off the {width}x{height} board",
                        "de": "das Feld {square} liegt nicht auf dem {width}x{height}-Brett"},
    "core.square.on": {"en": "a square a1-{last} (files a-{last_file}, ranks 1-{height})",
                       "de": "ein Feld a1-{last} (Spalten a-{last_file}, Reihen 1-{height})"},
    # --- a player's cubes in a position: A:c1(@/+/*),e1(o/x/=) (core/notation.py CubeList) -----
    "core.cubes.not_list": {"en": "'{field}' is not the list of the {nouns} of {letter}",
                            "de": "„{field}“ ist nicht die Liste der {nouns} von {letter}"},
    "core.cubes.expect_list": {
        "en": "'{letter}:' and its {nouns}, e.g. '{letter}:{one},{two}' or '{letter}:-' for "
              "none",
        "de": "„{letter}:“ und die {nouns}, z. B. „{letter}:{one},{two}“, oder „{letter}:-“, "
              "wenn es keine gibt"},
    "core.cubes.none": {"en": "no {nouns} after {letter}:", "de": "keine {nouns} nach {letter}:"},
    "core.cubes.expect_entries": {
        "en": "{nouns} such as '{one}' separated by commas, or '-' for none",
        "de": "{nouns} wie „{one}“, durch Kommas getrennt, oder „-“, wenn es keine gibt"},
    "core.cubes.not_entry": {"en": "'{entry}' is not a {noun}",
                             "de": "„{entry}“ ist kein Eintrag für {noun}"},
    "core.cubes.expect_entry": {
        "en": "a square and the orientation top/north/east in parentheses, e.g. '{one}'",
        "de": "ein Feld und die Lage oben/Nord/Ost in Klammern, z. B. „{one}“"},
    "core.cubes.orientation": {"en": "'{inner}' is not an orientation of {kind} ({error})",
                               "de": "„{inner}“ ist keine Lage von {kind} ({error})"},
    # --- rule options (cubekit/core/options.py, cubekit.load) ----------------------------------
    "core.option.rule": {"en": " (RULES.md {rule})", "de": " (RULES.md {rule})"},
    "core.option.not_allowed": {"en": "{name}={value} is not allowed: expected {expected}{rule}",
                                "de": "{name}={value} ist nicht erlaubt: erwartet wird "
                                      "{expected}{rule}"},
    "core.option.not_bool": {"en": "{name} must be True or False, got {value}{rule}",
                             "de": "{name} muss True oder False sein, nicht {value}{rule}"},
    "core.option.start": {"en": "start_player {value} is not a player: expected 0-{last}{rule}",
                          "de": "start_player {value} ist kein Spieler: erwartet wird "
                                "0-{last}{rule}"},
    "core.option.start_or_none": {
        "en": "start_player {value} is not a player: expected 0-{last}, or None to draw the "
              "start player{rule}",
        "de": "start_player {value} ist kein Spieler: erwartet wird 0-{last} oder None (dann "
              "wird der Startspieler ausgelost){rule}"},
    "core.option.expect_turns": {"en": "a whole number of turns >= 1, or None",
                                 "de": "eine ganze Zahl von Zügen >= 1 oder None"},
    "core.option.setup": {"en": "setup must be a position text or None, got {value}",
                          "de": "setup muss ein Stellungstext oder None sein, nicht {value}"},
    "core.option.unknown": {"en": "unknown option(s) {names} for {game}: expected {valid}",
                            "de": "unbekannte Option(en) {names} für {game}: erwartet wird "
                                  "eine von {valid}"},
    "core.option.whole": {"en": "{name} must be a whole number, got {value}",
                          "de": "{name} muss eine ganze Zahl sein, nicht {value}"},
    "core.game.unknown": {"en": "unknown game '{name}': expected one of {names}",
                          "de": "unbekanntes Spiel „{name}“: erwartet wird eines von {names}"},
    "core.game.not_text": {"en": "a game is named by text, e.g. 'chain_reaction', not {type}",
                           "de": "ein Spiel wird mit einem Text benannt, z. B. „chain_reaction“, "
                                 "nicht mit {type}"},
    # --- scenario checks (cubekit/core/scenario.py) -------------------------------------------
    "core.check.agrees": {
        "en": "The engine agrees with the expected result: {checked} of {checked} checks.",
        "de": "Das Programm bestätigt das erwartete Ergebnis: {checked} von {checked} "
              "Prüfungen."},
    "core.check.disagrees": {
        "en": "The engine differs from the expected result in {differ} of {checked} checks.",
        "de": "Das Programm weicht in {differ} von {checked} Prüfungen vom erwarteten "
              "Ergebnis ab."},
    "core.check.differs": {"en": "{id}: expected {fact} = {expected}, got {actual}",
                           "de": "{id}: erwartet {fact} = {expected}, erhalten {actual}"},
    "core.check.no_fact": {"en": "{id}: the engine reports no fact '{fact}' to compare",
                           "de": "{id}: das Programm liefert keine Angabe „{fact}“ zum "
                                 "Vergleich"},
    "core.check.short": {"en": "{ok} of {checked} checks hold",
                          "de": "{ok} von {checked} Prüfungen stimmen"},
    "core.check.fact": {"en": "fact", "de": "Angabe"},
    "core.check.actual": {"en": "engine", "de": "Programm"},
    "core.check.scenario": {"en": "scenario", "de": "Szenario"},
    "core.check.result": {"en": "result", "de": "Ergebnis"},
    "core.check.all": {"en": "{ok} of {total} scenarios hold.",
                       "de": "{ok} von {total} Szenarien stimmen."},
    # --- squares and directions ----------------------------------------------------------------
    "core.square.malformed": {"en": "'{text}' is not a square", "de": "„{text}“ ist kein Feld"},
    "core.square.expected": {
        "en": "a square such as 'a1' (a file letter and a rank number)",
        "de": "ein Feld wie „a1“ (ein Spaltenbuchstabe und eine Reihennummer)"},
    "core.square.off_board": {
        "en": "the square '{text}' is off the {width}x{height} board: files run "
              "a-{last_file}, ranks 1-{height}",
        "de": "das Feld „{text}“ liegt nicht auf dem {width}x{height}-Brett: Die Spalten gehen "
              "von a bis {last_file}, die Reihen von 1 bis {height}"},
    "core.direction.unknown": {"en": "'{text}' is no direction",
                               "de": "„{text}“ ist keine Richtung"},
    "core.direction.expected": {"en": "N, E, S or W",
                                "de": "N, O, S oder W (Nord, Ost, Süd, West; E für Ost geht auch)"},
    "core.player": {"en": "player {name}", "de": "Spieler {name}"},
    "core.start": {"en": "Start position: {player} to move.",
                   "de": "Ausgangsstellung: {player} ist am Zug."},
    "core.rule_named": {"en": "{title} ({rule})", "de": "{title} ({rule})"},
    "core.quoted": {"en": "'{text}'", "de": "„{text}“"},
    "core.options.rule": {"en": "rule", "de": "Regel"},
    "core.options.named": {"en": "{name} ({rule})", "de": "{name} ({rule})"},
    "core.options.played": {"en": "played by default", "de": "Voreinstellung"},
    "core.options.others": {"en": "the other readings", "de": "die anderen Lesarten"},
    "core.options.free": {"en": "any other allowed value",
                          "de": "jeder andere erlaubte Wert"},
    "core.options.elsewhere": {"en": "only together with other settings",
                               "de": "nur zusammen mit anderen Einstellungen"},
    "core.not_in_rulebook": {"en": "not in the rulebook: default {rule}",
                             "de": "nicht im Regelheft: Festlegung {rule}"},
    "core.option_of": {"en": "rule option of {rule}, not in the rulebook",
                       "de": "Regeloption zu {rule}, nicht im Regelheft"},
    "core.before": {"en": "Before the move: {player} is to move and plays {move}.",
                    "de": "Vor dem Zug: {player} ist am Zug und spielt {move}."},
    "core.computer_before": {
        "en": "Before the move: {player} is to move, and {bot} chooses {move} for {player}.",
        "de": "Vor dem Zug: {player} ist am Zug, und {bot} wählt für {player} {move}."},
    "core.move_heading": {"en": "Move {number}: {player} plays {move}.",
                          "de": "Zug {number}: {player} spielt {move}."},
    # a pass is said in words, not as the notation's "pass" (every field is still given)
    "core.before_pass": {"en": "Before the move: {player} is to move and passes.",
                         "de": "Vor dem Zug: {player} ist am Zug und passt."},
    "core.computer_before_pass": {
        "en": "Before the move: {player} is to move, and {bot} passes for {player}.",
        "de": "Vor dem Zug: {player} ist am Zug, und {bot} passt für {player}."},
    "core.move_heading_pass": {"en": "Move {number}: {player} passes.",
                               "de": "Zug {number}: {player} passt."},
    "core.draw": {"en": "Draw.", "de": "Unentschieden."},
    "core.to_move": {"en": "{player} to move", "de": "{player} ist am Zug"},
    "core.winner": {"en": "{player} wins", "de": "{player} gewinnt"},
    # --- the kit's own checks of arguments (shared by the layers) -----------------------------
    "core.arg.whole_or_none": {"en": "{name} must be a whole number or None, not {value}",
                               "de": "{name} muss eine ganze Zahl oder None sein, nicht {value}"},
    "core.arg.at_least": {"en": "{name} must be a whole number of at least {least}, not {value}",
                          "de": "{name} muss eine ganze Zahl von mindestens {least} sein, "
                                "nicht {value}"},
    "core.arg.progress": {"en": "progress must be a function progress(done, total), not {value}",
                          "de": "progress muss eine Funktion progress(done, total) sein, "
                                "nicht {value}"},
    "core.event.unknown": {"en": "not a {game} event: {value}",
                           "de": "kein Ereignis des Spiels {game}: {value}"},
    "core.outcome.unknown": {
        "en": "unknown outcome reason '{reason}': expected one of {reasons}",
        "de": "unbekannter Grund für das Spielende „{reason}“: erwartet wird einer von {reasons}"},
    "core.scenario.unknown": {"en": "unknown scenario '{id}' for {game}: expected one of {ids}",
                              "de": "unbekanntes Szenario „{id}“ für {game}: erwartet wird "
                                    "eines von {ids}"},
    # --- the message catalogue itself (cubekit/core/i18n.py) ------------------------------------
    "core.language.unknown": {"en": "unknown language {value}: expected one of {languages}",
                              "de": "unbekannte Sprache {value}: erwartet wird eine von "
                                    "{languages}"},
    "core.catalogue.lacks": {"en": "the message {name} lacks a text in {languages}",
                             "de": "der Meldung {name} fehlt der Text in {languages}"},
    "core.catalogue.fields": {
        "en": "the message {name} uses different fields per language ({fields}): every "
              "language needs the same fields",
        "de": "die Meldung {name} hat je Sprache andere Felder ({fields}): Jede Sprache braucht "
              "dieselben Felder"},
    "core.catalogue.taken": {"en": "the message {name} is already registered with other texts",
                             "de": "die Meldung {name} ist schon mit anderen Texten eingetragen"},
    "core.catalogue.no_key": {"en": "no message {name} in the catalogue",
                              "de": "keine Meldung {name} im Katalog"},
    # --- the game registry (cubekit/games/__init__.py) ----------------------------------------
    "core.game.no_part": {"en": "{game} has no {part} yet (cubekit/games/{game}/{part}.py is "
                                "missing)",
                          "de": "{game} hat noch kein Modul {part} (cubekit/games/{game}/"
                                "{part}.py fehlt)"},
    "core.game.unknown_part": {"en": "unknown part {part} of a game: expected one of {parts}",
                               "de": "unbekannter Teil {part} eines Spiels: erwartet wird "
                                     "einer von {parts}"},
    "core.game.no_section": {"en": "{game} has no rulebook section '{title}': expected one of "
                                   "{titles}",
                             "de": "{game} hat keinen Abschnitt „{title}“ im Regelheft: "
                                   "erwartet wird einer von {titles}"},
    # --- boards and squares (cubekit/core/grid.py) ----------------------------------------------
    "core.square.unnamable": {
        "en": "the square {square} has no name: expected a column from 0 to 25 (files a-z) and "
              "a row from 0 (ranks from 1)",
        "de": "das Feld {square} hat keinen Namen: erwartet wird eine Spalte von 0 bis 25 "
              "(Spalten a-z) und eine Reihe ab 0 (Reihen ab 1)"},
    "core.board.not_whole": {
        "en": "the board width and height must be whole numbers, not {width} and {height}",
        "de": "Breite und Höhe des Bretts müssen ganze Zahlen sein, nicht {width} und {height}"},
    "core.board.width": {"en": "the board width must be 1 to {most} files, not {width}",
                         "de": "die Breite des Bretts muss 1 bis {most} Spalten sein, "
                               "nicht {width}"},
    "core.board.height": {"en": "the board height must be 1 to {most} ranks, not {height}",
                          "de": "die Höhe des Bretts muss 1 bis {most} Reihen sein, "
                                "nicht {height}"},
    # --- cubes and their orientations (cubekit/core/cube.py); the games word their own
    #     notation errors (db.notation.*, st.notation.*) in the same sense ------------------------
    "core.cube.handed.right": {"en": "right-handed", "de": "rechtshändigen"},
    "core.cube.handed.left": {"en": "left-handed", "de": "linkshändigen"},
    "core.cube.kind.die": {"en": "the {handed} die", "de": "des {handed} Würfels"},
    "core.cube.kind.deblockle_block": {"en": "the {handed} Deblockle block",
                                       "de": "des {handed} Deblockle-Blocks"},
    "core.cube.kind.other": {"en": "the {handed} cube '{name}'",
                             "de": "des {handed} Würfels „{name}“"},
    "core.cube.none": {"en": "none", "de": "keine"},
    "core.cube.not_direction": {
        "en": "expected a Direction such as Direction.N, not {value}",
        "de": "erwartet wird eine Richtung (Direction) wie Direction.N, nicht {value}"},
    "core.cube.face_missing": {"en": "the face {face} is not on this cube ({cube})",
                               "de": "die Seite {face} gibt es auf diesem Würfel nicht ({cube})"},
    "core.cube.handedness": {"en": "handedness must be 'right' or 'left', not {value}",
                             "de": "handedness muss 'right' oder 'left' sein, nicht {value}"},
    "core.cube.six_faces": {"en": "a cube needs six different face labels, not {faces}",
                            "de": "ein Würfel braucht sechs verschiedene Seiten, nicht {faces}"},
    "core.cube.code_form": {
        "en": "the code {code} of the face {face} must not be empty and contain neither '/' "
              "nor whitespace",
        "de": "der Code {code} der Seite {face} darf nicht leer sein und weder „/“ noch "
              "Leerzeichen enthalten"},
    "core.cube.code_shared": {
        "en": "the faces {one} and {two} share the code {code}: each face needs its own",
        "de": "die Seiten {one} und {two} haben denselben Code {code}: Jede Seite braucht "
              "einen eigenen"},
    "core.cube.code_unknown": {
        "en": "codes are given for faces the cube does not have: {faces}; its faces are {known}",
        "de": "Codes für Seiten, die der Würfel nicht hat: {faces}; seine Seiten sind {known}"},
    "core.cube.name_clash": {
        "en": "the face name {alias} is already the code of the face {face}",
        "de": "der Seitenname {alias} ist schon der Code der Seite {face}"},
    "core.cube.one_side": {
        "en": "give the top face and exactly one side face (south, north, east or west); "
              "given: {given}",
        "de": "gib die obere Seite und genau eine Seitenfläche an (south, north, east oder "
              "west); angegeben: {given}"},
    "core.cube.top_twice": {"en": "the face {face} cannot be top and {position} at once",
                            "de": "die Seite {face} kann nicht zugleich top und {position} "
                                  "sein"},
    "core.cube.opposite": {
        "en": "the faces {top} and {side} are opposite: they cannot be top and {position} "
              "together",
        "de": "die Seiten {top} und {side} liegen einander gegenüber: Sie können nicht "
              "zugleich top und {position} sein"},
    "core.cube.not_orientation": {"en": "{orientation} is not an orientation of {kind}",
                                  "de": "{orientation} ist keine Lage {kind}"},
    "core.cube.not_text": {"en": "expected a text like '{example}', not {value}",
                           "de": "erwartet wird ein Text wie „{example}“, nicht {value}"},
    "core.cube.parts": {
        "en": "expected 'top/north/east', three face codes separated by '/', like "
              "'{example}', not '{text}'",
        "de": "erwartet werden drei Seiten oben/Nord/Ost, getrennt durch „/“, wie "
              "„{example}“, nicht „{text}“"},
    "core.cube.east": {
        "en": "with {top} on top and {north} north, the east face of {kind} is {east}, not "
              "{given} (in '{text}')",
        "de": "mit {top} oben und {north} im Norden ist die Ostseite {kind} {east}, nicht "
              "{given} (in „{text}“)"},
    "core.cube.unknown_in": {"en": "unknown face '{face}' in '{text}': expected one of {known}",
                             "de": "unbekannte Seite „{face}“ in „{text}“: erwartet wird eine "
                                   "von {known}"},
    "core.cube.unknown": {"en": "unknown face {face} of {kind}: expected one of {known}",
                          "de": "unbekannte Seite {face} {kind}: erwartet wird eine von "
                                "{known}"},
    # --- TOML text (cubekit/core/toml_text.py) ------------------------------------------------
    "core.toml.value": {
        "en": "cannot write {type} {value} as TOML: expected a string, number, boolean, "
              "list, mapping or None",
        "de": "{type} {value} lässt sich nicht als TOML schreiben: erwartet wird ein Text, "
              "eine Zahl, ein Wahrheitswert, eine Liste, eine Zuordnung oder None"},
    "core.toml.key": {"en": "TOML keys are texts (str), not {type} {value}",
                      "de": "TOML-Schlüssel sind Texte (str), nicht {type} {value}"},
    "scenario_file.header": {
        "en": "cubekit scenarios: check them with `cubekit check FILE` (or run pytest)\n"
              "format: see cubekit.core.scenario_files",
        "de": "cubekit-Szenarien: prüfe sie mit `cubekit check DATEI` (oder mit pytest)\n"
              "Format: siehe cubekit.core.scenario_files"},
}
