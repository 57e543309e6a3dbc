"""Cubeslyde's notation errors in English and German: what is wrong with a move or a position
text and what was expected there (:mod:`.notation`, :mod:`.positions`), and the refused rule
options (:class:`.rules.Cubeslyde`). Part of the game's one catalogue (:data:`.messages.MESSAGES`
joins them in); ``[[name]]`` cites the rulebook section ``cubeslyde.section.<name>`` in the
reader's language.
"""

from __future__ import annotations

NOTATION_MESSAGES: dict[str, dict[str, str]] = {
    # --- rule options (rules.py __post_init__) -------------------------------------------------
    "cs.option.players": {
        "en": "{players} players is not allowed: expected 2, 3 or 4 (rulebook: [[material]]; "
              "RULES.md CS-1)",
        "de": "{players} Spieler sind nicht erlaubt: erwartet werden 2, 3 oder 4 (Regelheft: "
              "[[material]]; RULES.md CS-1)"},
    "cs.option.teams": {
        "en": "the team variant needs 4 players, not {players} (rulebook: [[teams]]; RULES.md "
              "CS-11)",
        "de": "die Team-Variante braucht 4 Spieler, nicht {players} (Regelheft: [[teams]]; "
              "RULES.md CS-11)"},
    "cs.option.whites_type": {
        "en": "white_strengths must be a sequence of strengths, got {value} (RULES.md CS-1)",
        "de": "white_strengths muss eine Folge von Stärken sein, nicht {value} (RULES.md CS-1)"},
    "cs.option.whites": {
        "en": "white_strengths {value} does not fit: expected {count} strengths from 1 to 6 "
              "for {players} players (RULES.md CS-1)",
        "de": "white_strengths {value} passt nicht: erwartet werden {count} Stärken von 1 bis "
              "6 für {players} Spieler (RULES.md CS-1)"},
    "cs.option.partner_cubes": {
        "en": "partner_cubes={value} only applies to the team variant (RULES.md CS-5): set "
              "teams=True with players=4, or leave it 'defend'",
        "de": "partner_cubes={value} gilt nur für die Team-Variante (RULES.md CS-5): Setze "
              "teams=True mit players=4 oder lass es bei „defend“"},
    # --- moves (notation.py parse_move) ---------------------------------------------------------
    "cs.expect.move": {
        "en": "'5@c4' (place), 'W2@c4' (place a white), 'c4>E' or 'a3-c3>E' (push), 'pass'",
        "de": "„5@c4“ (setzen), „W2@c4“ (einen weißen setzen), „c4>O“ oder „a3-c3>O“ "
              "(schieben), „passen“"},
    "cs.expect.direction": {"en": "N, E, S or W (O for Ost works too)",
                            "de": "N, E, S oder W (auch O für Osten)"},
    "cs.expect.strength": {"en": "a strength from 1 to 6", "de": "eine Stärke von 1 bis 6"},
    "cs.expect.place_strength": {
        "en": "a strength 1-6 before '@' (W in front for a white blocker), e.g. '5@c4' or "
              "'W2@c4'",
        "de": "eine Stärke 1-6 vor „@“ (davor W für einen weißen Blockierstein), z. B. „5@c4“ "
              "oder „W2@c4“"},
    "cs.expect.place_square": {"en": "a square after '@', e.g. '5@c4'",
                               "de": "ein Feld nach „@“, z. B. „5@c4“"},
    "cs.expect.push_direction": {"en": "a direction N, E, S or W after '>', e.g. 'c4>E'",
                                 "de": "eine Richtung N, O, S oder W nach „>“, z. B. „c4>O“"},
    "cs.expect.group": {
        "en": "a square such as 'c4' or the two end squares of a group such as 'a3-c3' "
              "before '>'",
        "de": "ein Feld wie „c4“ oder die beiden Endfelder einer Gruppe wie „a3-c3“ vor „>“"},
    "cs.notation.empty_move": {"en": "empty move", "de": "leerer Zug"},
    "cs.notation.strength": {"en": "there is no cube of strength {strength}",
                             "de": "einen Cube der Stärke {strength} gibt es nicht"},
    "cs.notation.direction": {"en": "'{text}' is not a direction",
                              "de": "„{text}“ ist keine Richtung"},
    "cs.notation.not_strength": {"en": "'{text}' is not a cube strength",
                                 "de": "„{text}“ ist keine Stärke eines Cubes"},
    "cs.notation.not_square": {"en": "'{text}' is not a square", "de": "„{text}“ ist kein Feld"},
    "cs.notation.no_direction": {"en": "a push without a direction",
                                 "de": "ein Schiebezug ohne Richtung"},
    "cs.notation.not_group": {"en": "'{text}' is not a square or a group",
                              "de": "„{text}“ ist weder ein Feld noch eine Gruppe"},
    "cs.notation.not_move": {"en": "'{text}' is not a Cubeslyde move",
                             "de": "„{text}“ ist kein Cubeslyde-Zug"},
    # --- positions (notation.py parse_position) -------------------------------------------------
    "cs.expect.player": {"en": "a player letter A-{last}", "de": "ein Spielerbuchstabe A-{last}"},
    "cs.expect.owner": {"en": "a player letter A-{last} or W for the whites",
                        "de": "ein Spielerbuchstabe A-{last} oder W für die weißen Blockiersteine"},
    "cs.notation.player": {"en": "'{letter}' is not a player of this {players}-player game",
                           "de": "„{letter}“ ist kein Spieler dieser Partie mit {players} "
                                 "Spielern"},
    "cs.notation.empty_entry": {"en": "an empty entry in {field}:",
                                "de": "ein leerer Eintrag in {field}:"},
    "cs.expect.entries": {
        "en": "entries such as 'A123' separated by commas, e.g. '{field}:A25,W3'",
        "de": "Einträge wie „A123“, durch Kommas getrennt, z. B. „{field}:A25,W3“"},
    "cs.notation.owner_twice": {"en": "{owner} is listed twice in {field}:",
                                "de": "{owner} steht zweimal in {field}:"},
    "cs.expect.owner_once": {"en": "each owner at most once",
                             "de": "jeden Besitzer höchstens einmal"},
    "cs.notation.no_strengths": {"en": "no strengths after {owner} in {field}:",
                                 "de": "keine Stärken nach {owner} in {field}:"},
    "cs.expect.digits_example": {"en": "one digit 1-6 per cube, e.g. 'A25'",
                                 "de": "eine Ziffer 1-6 je Cube, z. B. „A25“"},
    "cs.expect.digits": {"en": "one digit 1-6 per cube", "de": "eine Ziffer 1-6 je Cube"},
    "cs.notation.fields": {"en": "a position has at least 2 fields, got {count}",
                           "de": "eine Stellung hat mindestens 2 Angaben, hier sind es {count}"},
    "cs.expect.position": {
        "en": "'<ranks> <player to move> ...', e.g. '....../....../....../....../....../...... A'",
        "de": "„<Reihen> <Spieler am Zug> ...“, z. B. "
              "„....../....../....../....../....../...... A“"},
    "cs.notation.ranks": {"en": "{count} ranks given", "de": "{count} Reihen angegeben"},
    "cs.expect.ranks": {"en": "6 ranks (rank 6 first) separated by '/'",
                        "de": "6 Reihen (Reihe 6 zuerst), getrennt durch „/“"},
    "cs.notation.rank_long": {"en": "rank {rank} has more than 6 squares",
                              "de": "Reihe {rank} hat mehr als 6 Felder"},
    "cs.notation.rank_short": {"en": "rank {rank} has {count} squares",
                               "de": "Reihe {rank} hat {count} Felder"},
    "cs.expect.squares": {"en": "6 squares per rank", "de": "6 Felder pro Reihe"},
    "cs.notation.cube_strength": {"en": "cube {letter} without a strength",
                                  "de": "Cube {letter} ohne Stärke"},
    "cs.expect.cube_strength": {"en": "a strength 1-6 after the letter, e.g. 'A5' or 'W2'",
                                "de": "eine Stärke 1-6 nach dem Buchstaben, z. B. „A5“ oder "
                                      "„W2“"},
    "cs.notation.char": {"en": "unexpected '{char}' in rank {rank}",
                         "de": "unerwartetes „{char}“ in Reihe {rank}"},
    "cs.expect.cell": {"en": "'.' for an empty square or a cube such as 'A5' or 'W2'",
                       "de": "„.“ für ein leeres Feld oder ein Cube wie „A5“ oder „W2“"},
    "cs.notation.stage": {"en": "'{value}' is not a stage", "de": "„{value}“ ist kein Abschnitt"},
    "cs.expect.stage": {"en": "1A, 1B or 2", "de": "1A, 1B oder 2"},
    "cs.notation.out": {"en": "'{value}' is not a list of players",
                        "de": "„{value}“ ist keine Liste von Spielern"},
    "cs.expect.out": {"en": "the letters of the players who are out, each once, e.g. 'out:B'",
                      "de": "die Buchstaben der ausgeschiedenen Spieler, jeden einmal, z. B. "
                            "„out:B“"},
    # --- positions checked against the rules (positions.py) -------------------------------------
    "cs.none": {"en": "none", "de": "keine"},
    "cs.the_whites": {"en": "the whites", "de": "die weißen Blockiersteine"},
    "cs.position.stage": {"en": "stage:{stage} does not fit the hands",
                          "de": "stage:{stage} passt nicht zu den Cubes in der Hand"},
    "cs.position.result": {"en": "result:{reason} does not fit the position: {problem}",
                           "de": "result:{reason} passt nicht zur Stellung: {problem}"},
    "cs.expect.result": {"en": "a result that the position shows, or no result: field",
                         "de": "ein Ergebnis, das die Stellung zeigt, oder keine Angabe result:"},
    "cs.position.out_to_move": {
        "en": "{player} is out and cannot be the player to move",
        "de": "{player} ist ausgeschieden und kann nicht am Zug sein"},
    "cs.expect.to_move": {
        "en": "a player who is still in the game (in a finished game with result: the player "
              "who moved last)",
        "de": "ein Spieler, der noch im Spiel ist (in einer beendeten Partie mit result: der "
              "Spieler, der zuletzt gezogen hat)"},
    "cs.position.no_action": {
        "en": "{player} is to move but has no legal action, so it has lost (no_move='lose', "
              "RULES.md CS-9)",
        "de": "{player} ist am Zug, hat aber keine erlaubte Aktion und hat damit verloren "
              "(no_move='lose', RULES.md CS-9)"},
    "cs.expect.can_act": {"en": "a result: field, or a player who can act",
                          "de": "eine Angabe result: oder ein Spieler, der handeln kann"},
    "cs.position.set": {"en": "{owner} has cubes {cubes} on the board, in hand and lost together",
                        "de": "{owner} hat auf dem Brett, in der Hand und verloren zusammen "
                              "die Cubes {cubes}"},
    "cs.expect.set": {
        "en": "exactly its set {set} (level {level}, {players} players; RULES.md CS-1)",
        "de": "genau den eigenen Satz {set} (Stufe {level}, {players} Spieler; RULES.md CS-1)"},
    "cs.position.too_many": {
        "en": "{owner} has more cubes of strength {strength} on the board and lost than its set "
              "holds",
        "de": "{owner} hat auf dem Brett und verloren mehr Cubes der Stärke {strength}, als "
              "der eigene Satz enthält"},
    "cs.expect.set_of": {"en": "{owner}'s set {set} (level {level}, RULES.md CS-1)",
                         "de": "der Satz {set} von {owner} (Stufe {level}, RULES.md CS-1)"},
    "cs.position.placed_one": {
        "en": "{players} has cubes on the board, but the white blockers W{whites} are still to "
              "be placed: in stage 1A only the whites are placed (rulebook: [[whites]])",
        "de": "{players} hat Cubes auf dem Brett, aber die weißen Blockiersteine W{whites} "
              "sind noch zu setzen: In Abschnitt 1A werden nur die weißen gesetzt (Regelheft: "
              "[[whites]])"},
    "cs.position.placed_many": {
        "en": "{players} have cubes on the board, but the white blockers W{whites} are still "
              "to be placed: in stage 1A only the whites are placed (rulebook: [[whites]])",
        "de": "{players} haben Cubes auf dem Brett, aber die weißen Blockiersteine W{whites} "
              "sind noch zu setzen: In Abschnitt 1A werden nur die weißen gesetzt (Regelheft: "
              "[[whites]])"},
    "cs.expect.whites_first": {
        "en": "every white blocker placed before the players' cubes: the whites on the board, "
              "or for a set-up without them as lost (lost:W{whites})",
        "de": "alle weißen Blockiersteine vor den Cubes der Spieler gesetzt: die weißen auf "
              "dem Brett oder, für einen Aufbau ohne sie, als verloren (lost:W{whites})"},
    "cs.position.lost_in_1a": {
        "en": "cubes of {owners} are lost, but the white blockers W{whites} are still to be "
              "placed: nothing is pushed in stage 1A (rulebook: [[whites]])",
        "de": "Cubes von {owners} sind verloren, aber die weißen Blockiersteine W{whites} sind "
              "noch zu setzen: In Abschnitt 1A wird nichts geschoben (Regelheft: [[whites]])"},
    "cs.expect.no_lost": {
        "en": "no lost: field while white blockers are still to be placed",
        "de": "keine Angabe lost:, solange weiße Blockiersteine zu setzen sind"},
    "cs.position.not_out": {
        "en": "{player} has lost three cubes (rulebook: [[elimination]]) but is not listed as "
              "out",
        "de": "{player} hat drei Cubes verloren (Regelheft: [[elimination]]), steht aber nicht "
              "bei out:"},
    "cs.position.not_out_team": {
        "en": "{player} has no cube on the board or in hand (CS-11) but is not listed as out",
        "de": "{player} hat keinen Cube auf dem Brett oder in der Hand (CS-11), steht aber "
              "nicht bei out:"},
    "cs.position.still_in": {
        "en": "{player} is listed as out but is still in the game",
        "de": "{player} steht bei out:, ist aber noch im Spiel"},
    "cs.expect.out_only": {
        "en": "out: only for players who lost three cubes (or, with no_move='lose', who had "
              "no legal action: CS-9)",
        "de": "out: nur für Spieler, die drei Cubes verloren haben (oder, mit "
              "no_move='lose', keine erlaubte Aktion hatten: CS-9)"},
    "cs.result.limit_winners": {
        "en": "a game ended by the turn limit is a draw, without winners",
        "de": "eine durch die Zuggrenze beendete Partie ist unentschieden, ohne Sieger"},
    "cs.result.limit_not_reached": {
        "en": "the turn limit (RULES.md CS-10) has not been reached",
        "de": "die Zuggrenze (RULES.md CS-10) ist nicht erreicht"},
    "cs.result.not_team": {"en": "the winners {names} are not a team",
                           "de": "die Sieger {names} sind kein Team"},
    "cs.result.not_one": {"en": "the winners {names} are not one player",
                          "de": "die Sieger {names} sind nicht ein einzelner Spieler"},
    "cs.result.out": {"en": "{names} is out", "de": "{names} ist ausgeschieden"},
    "cs.result.no_line": {"en": "{names} has no four in a row",
                          "de": "{names} hat keine Viererkette"},
    "cs.result.not_last": {"en": "{names} is not the only player left",
                           "de": "{names} ist nicht als einziger Spieler übrig"},
    "cs.result.team_not_beaten": {
        "en": "the other team has not lost three cubes of each colour",
        "de": "das andere Team hat nicht von jeder Farbe drei Cubes verloren"},
    "cs.result.no_move_pass": {
        "en": "players with no legal action pass unless no_move='lose' (RULES.md CS-9)",
        "de": "wer keine erlaubte Aktion hat, passt, außer mit no_move='lose' (RULES.md CS-9)"},
}
"""The notation errors and refused options, ``cs.notation.*``, ``cs.expect.*``,
``cs.position.*``, ``cs.result.*`` and ``cs.option.*``."""
