"""Striedies Strategie's notation errors in English and German: what was wrong in a move or
position text (``st.notation.*``) and what was expected there (``st.expect.*``); and the
errors of a wrong call of the 3D die and the pictures (``st.error.*``).

Raised by :mod:`.notation` (the syntax), :mod:`.position` and :mod:`.ties` (a position the
rules refuse); joined into the game's one catalogue :data:`.messages.MESSAGES`. Notation in
the texts is quoted as the reader's language quotes (English '…', German „…“).
"""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

NOTATION: Catalogue = {
    # --- moves (notation.parse_move) -------------------------------------------------------
    "st.expect.move": {
        "en": "'b1N' (straight north), 'b1N2E' (north 2 squares, then east for the rest) or "
              "'pass'",
        "de": "„b1N“ (gerade nach Norden), „b1N2O“ (2 Felder nach Norden, dann den Rest nach "
              "Osten) oder „passen“"},
    "st.notation.empty_move": {"en": "empty move", "de": "leerer Zug"},
    "st.notation.no_square": {"en": "'{text}' does not start with the square of a die",
                              "de": "„{text}“ beginnt nicht mit dem Feld eines Würfels"},
    "st.expect.square_first": {
        "en": "a square such as 'b1', then a direction: {moves}",
        "de": "ein Feld wie „b1“, dann eine Richtung: {moves}"},
    "st.notation.nothing": {"en": "nothing", "de": "nichts"},
    "st.notation.no_direction": {"en": "'{found}' is not a direction",
                                 "de": "„{found}“ ist keine Richtung"},
    "st.notation.nothing_direction": {"en": "no direction follows",
                                      "de": "es folgt keine Richtung"},
    "st.expect.first_direction": {
        "en": "the first direction: N, E, S or W (O for Ost works too), e.g. 'b1N'",
        "de": "die erste Richtung: N, O, S oder W (auch E), z. B. „b1N“"},
    "st.expect.direction": {
        "en": "a direction: N, E, S or W (O for Ost works too), e.g. 'b1N'",
        "de": "eine Richtung: N, O, S oder W (auch E), z. B. „b1N“"},
    "st.notation.diagonal": {"en": "'{word}' is diagonal: a die never moves diagonally",
                             "de": "„{word}“ ist diagonal: Ein Würfel zieht nie diagonal"},
    "st.expect.not_diagonal": {
        "en": "one direction N, E, S or W; to turn, write the number of squares before the "
              "turn and then the new direction, e.g. 'b1N2E' (RULES.md ST-3)",
        "de": "eine Richtung N, O, S oder W; zum Abbiegen schreibe die Zahl der Felder vor dem "
              "Abbiegen und dann die neue Richtung, z. B. „b1N2O“ (RULES.md ST-3)"},
    "st.expect.one_letter": {
        "en": "one direction letter N, E, S or W (O for Ost), and before a turn the number of "
              "squares, e.g. 'b1N2E'",
        "de": "ein Richtungsbuchstabe N, O, S oder W (auch E), und vor dem Abbiegen die "
              "Zahl der Felder, z. B. „b1N2O“"},
    "st.expect.compass": {
        "en": "N, E, S or W (O for Ost works too); a die never moves diagonally",
        "de": "N, O, S oder W (auch E); ein Würfel zieht nie diagonal"},
    "st.notation.zero": {"en": "a leg of 0 squares", "de": "ein Wegstück von 0 Feldern"},
    "st.expect.at_least_one": {
        "en": "a number of squares from 1 to 6: a die moves at least one square in each "
              "direction it takes",
        "de": "eine Zahl von Feldern von 1 bis 6: Ein Würfel zieht in jede Richtung, die er "
              "nimmt, mindestens ein Feld"},
    "st.notation.count": {"en": "'{number}' is not a number of squares",
                          "de": "„{number}“ ist keine Zahl von Feldern"},
    "st.expect.count": {"en": "a number of squares from 1 to 6",
                        "de": "eine Zahl von Feldern von 1 bis 6"},
    # --- positions (notation.parse_position) -----------------------------------------------
    "st.noun.die": {"en": "die", "de": "Würfel"},
    "st.noun.dice": {"en": "dice", "de": "Würfel"},
    "st.kind.right": {"en": "a right-handed die", "de": "eines rechtshändigen Würfels"},
    "st.kind.left": {"en": "a left-handed die", "de": "eines linkshändigen Würfels"},
    "st.notation.orientation": {"en": "'{inner}' is not an orientation of {kind} ({why})",
                                "de": "„{inner}“ ist keine Lage {kind} ({why})"},
    "st.expect.orientation": {
        "en": "top/north/east pips of the game's die, opposite faces summing to 7, e.g. "
              "'{example}' (option dice='right' or 'left', RULES.md ST-1)",
        "de": "die Lage als Augenzahlen oben/Nord/Ost des Würfels dieser Partie "
              "(gegenüberliegende Seiten ergeben zusammen 7), z. B. „{example}“ (Option "
              "dice='right' oder 'left', RULES.md ST-1)"},
    "st.why.form": {"en": "three numbers top/north/east", "de": "drei Zahlen oben/Nord/Ost"},
    "st.why.pips": {"en": "a die shows 1 to 6", "de": "ein Würfel zeigt 1 bis 6"},
    "st.why.same": {"en": "{face} is written twice", "de": "{face} steht zweimal da"},
    "st.why.opposite": {"en": "{one} and {two} are opposite faces, they sum to 7",
                        "de": "{one} und {two} liegen einander gegenüber, sie ergeben "
                              "zusammen 7"},
    "st.why.handed": {"en": "that is the {handed} die", "de": "das ist der {handed} Würfel"},
    "st.why.handed.right": {"en": "right-handed", "de": "rechtshändige"},
    "st.why.handed.left": {"en": "left-handed", "de": "linkshändige"},
    "st.notation.fields": {
        "en": "a position of {players} players has at least {least} fields, got {count}",
        "de": "eine Stellung mit {players} Spielern hat mindestens {least} Angaben, hier sind "
              "es {count}"},
    "st.expect.position": {
        "en": "'{example} <player to move>', e.g. 'A:a1(1/4/5) B:o15(1/3/2) A'",
        "de": "„{example} <Spieler am Zug>“, z. B. „A:a1(1/4/5) B:o15(1/3/2) A“"},
    "st.expect.position_many": {"en": "'{example} <player to move>'",
                                "de": "„{example} <Spieler am Zug>“"},
    "st.notation.after_dice": {
        "en": "'{field}' comes after the dice of the {players} players",
        "de": "„{field}“ steht nach den Würfeln der {players} Spieler"},
    "st.expect.to_move": {
        "en": "the letter of the player to move: this game has {players} players (option "
              "players, RULES.md ST-2)",
        "de": "der Buchstabe des Spielers am Zug: Diese Partie hat {players} Spieler (Option "
              "players, RULES.md ST-2)"},
    "st.notation.not_threat": {"en": "'{field}' is not a threat",
                               "de": "„{field}“ ist keine Bedrohung"},
    "st.expect.threat": {
        "en": "'threat:<player>:<threatened squares>><attacking squares>', e.g. "
              "'threat:B:b4,b5>a4'",
        "de": "„threat:<Spieler>:<bedrohte Felder>><angreifende Felder>“, z. B. "
              "„threat:B:b4,b5>a4“"},
    "st.notation.threat_twice": {"en": "two threat: fields for {player}",
                                 "de": "zwei threat:-Angaben für {player}"},
    "st.expect.threat_once": {
        "en": "one threat: field per threatened player (ties on the same player are "
              "combined, a kit reading of ST-5)",
        "de": "eine threat:-Angabe je bedrohtem Spieler (Gleichstände desselben Spielers "
              "werden zusammengefasst, eine Lesart des Kits zu ST-5)"},
    "st.notation.no_arrow": {"en": "'{value}' has no '>'",
                             "de": "in „{value}“ fehlt das „>“"},
    "st.expect.arrow": {
        "en": "the threatened squares, '>' and the attacking squares, e.g. "
              "'threat:B:b4,b5>a4'",
        "de": "eine Angabe aus den bedrohten Feldern, „>“ und den angreifenden Feldern, z. B. "
              "„threat:B:b4,b5>a4“"},
    "st.notation.squares": {"en": "'{value}' is not a list of squares",
                            "de": "„{value}“ ist keine Liste von Feldern"},
    "st.expect.threatened_squares": {
        "en": "the squares of the threatened dice separated by commas, e.g. "
              "'threat:B:b4,b5>a4'",
        "de": "die Liste der Felder der bedrohten Würfel, durch Kommas getrennt, z. B. "
              "„threat:B:b4,b5>a4“"},
    "st.expect.attacking_squares": {
        "en": "the squares of the attacking dice separated by commas, e.g. "
              "'threat:B:b4,b5>a4'",
        "de": "die Liste der Felder der angreifenden Würfel, durch Kommas getrennt, z. B. "
              "„threat:B:b4,b5>a4“"},
    # --- positions the rules refuse (position.py, ties.py) ----------------------------------
    "st.notation.too_many": {"en": "{player} has {count} dice on the board",
                             "de": "{player} hat {count} Würfel auf dem Brett"},
    "st.expect.too_many": {
        "en": "at most {most} dice per player (rulebook: {section})",
        "de": "eine Stellung mit höchstens {most} Würfeln je Spieler (Regelheft: {section})"},
    "st.notation.shared_square": {"en": "two dice on {square}",
                                  "de": "zwei Würfel auf {square}"},
    "st.expect.shared_square": {
        "en": "each square at most once (rulebook: never onto a die, {section})",
        "de": "höchstens ein Würfel je Feld (Regelheft: nie auf einen Würfel, {section})"},
    "st.notation.not_threatened": {
        "en": "the threatened square {square} holds no die of {player}",
        "de": "auf dem bedrohten Feld {square} steht kein Würfel von {player}"},
    "st.expect.threatened": {
        "en": "squares of {player}'s dice before '>' (RULES.md ST-5)",
        "de": "vor „>“ die Felder von Würfeln von {player} (RULES.md ST-5)"},
    "st.notation.not_attacking": {
        "en": "the attacking square {square} holds no die of another player",
        "de": "auf dem angreifenden Feld {square} steht kein Würfel eines anderen Spielers"},
    "st.expect.attacking": {
        "en": "squares of dice of {player}'s opponents after '>' (RULES.md ST-5)",
        "de": "nach „>“ die Felder von Würfeln der Gegner von {player} (RULES.md ST-5)"},
    "st.notation.no_dice": {"en": "no player has a die on the board",
                            "de": "kein Spieler hat einen Würfel auf dem Brett"},
    "st.expect.some_dice": {
        "en": "dice of at least one player: the last player with dice wins and the game "
              "ends (RULES.md ST-8)",
        "de": "mindestens ein Spieler mit Würfeln: Wer als Letzter Würfel hat, gewinnt, und "
              "die Partie endet (RULES.md ST-8)"},
    "st.notation.mover_out": {"en": "{player} is to move but has no dice left",
                              "de": "{player} ist am Zug, hat aber keine Würfel mehr"},
    "st.expect.mover_out": {
        "en": "a player with dice: a player without dice is out and skipped (RULES.md ST-8)",
        "de": "ein Spieler mit Würfeln: Wer keine Würfel mehr hat, scheidet aus und wird "
              "übersprungen (RULES.md ST-8)"},
    "st.notation.unanswerable": {
        "en": "{player} is to move with a threat it cannot answer",
        "de": "{player} ist am Zug und hat eine Bedrohung, auf die es nicht antworten kann"},
    "st.expect.unanswerable": {
        "en": "no threat: field for {player}: a threatened player that can neither reinforce "
              "nor retreat loses its threatened dice when its turn begins (RULES.md ST-5)",
        "de": "keine threat:-Angabe für {player}: Ein bedrohter Spieler, der weder verstärken "
              "noch wegziehen kann, verliert seine bedrohten Würfel, sobald er am Zug ist "
              "(RULES.md ST-5)"},
    "st.notation.not_moved": {
        "en": "the attacking die on {square} is {owner}'s, but {owner} has not moved since "
              "{player}'s last turn",
        "de": "der angreifende Würfel auf {square} gehört {owner}, aber {owner} hat seit dem "
              "letzten Zug von {player} nicht gezogen"},
    "st.notation.nobody": {"en": "nobody", "de": "niemand"},
    "st.expect.movers": {
        "en": "attacking dice of the players who moved since then ({since}): a tie threatens "
              "the dice of the player fought, and the threat ends with that player's next "
              "turn (RULES.md ST-5)",
        "de": "eine Bedrohung durch Würfel der Spieler, die seitdem gezogen haben ({since}): Ein "
              "Gleichstand bedroht die Würfel des bekämpften Spielers, und die Bedrohung endet "
              "mit dessen nächstem Zug (RULES.md ST-5)"},
    "st.notation.no_tie": {
        "en": "{player}'s threat {threat} is no tie between neighbouring dice",
        "de": "die Bedrohung {threat} von {player} ist kein Gleichstand benachbarter Würfel"},
    "st.expect.tie": {
        "en": "the dice of a tie: the threatened dice next to the square where the moved die "
              "ended, the attacking dice that die and the mover's dice next to a threatened "
              "one, with equal sums (RULES.md ST-4, ST-5; several ties combined and dice "
              "removed meanwhile with 3 or 4 players, ST-9 a and c)",
        "de": "ein Gleichstand, wie ein Kampf ihn ergibt: die bedrohten Würfel neben dem Feld, "
              "auf dem der gezogene Würfel endete, als angreifende Würfel dieser Würfel und die "
              "Würfel des Ziehenden neben einem bedrohten, mit gleichen Summen (RULES.md ST-4, "
              "ST-5; bei "
              "3 oder 4 Spielern mehrere Gleichstände zusammengefasst und Würfel, die "
              "inzwischen vom Brett geflogen sind, ST-9 a und c)"},
    "st.notation.square": {"en": "{square} is not a square of the 15x15 board",
                           "de": "{square} ist kein Feld des Spielplans mit 15 × 15 Feldern"},
    "st.expect.square": {
        "en": "a square name such as 'c4' or a pair (file, rank) of whole numbers 0-14",
        "de": "ein Feldname wie „c4“ oder ein Paar (Spalte, Reihe) aus ganzen Zahlen 0-14"},
    # --- a wrong call of the 3D die (die_geometry.py, die_drawing.py, die_tipper.py) ---------
    "st.error.handed": {"en": "handed must be 'right', 'left' or None, got {value}",
                        "de": "handed muss 'right', 'left' oder None sein, nicht {value}"},
    "st.error.not_a_die": {
        "en": "{value} is not a die: expected the faces 1-6 with opposite faces summing to 7",
        "de": "{value} ist kein Würfel: erwartet werden die Seiten 1-6, gegenüberliegende "
              "ergeben zusammen 7"},
    "st.error.other_hand": {"en": "{value} is a {found} die, not a {wanted} one (RULES.md ST-1)",
                            "de": "{value} ist ein {found} Würfel, kein {wanted} (RULES.md "
                                  "ST-1)"},
    "st.error.hand.right": {"en": "right-handed", "de": "rechtshändiger"},
    "st.error.hand.left": {"en": "left-handed", "de": "linkshändiger"},
    "st.error.orientation_type": {
        "en": "expected a die orientation: an Orientation or a text like '1/5/3', got {type}",
        "de": "erwartet wird eine Lage des Würfels: eine Orientation oder ein Text wie "
              "„1/5/3“, nicht {type}"},
    "st.error.rolling": {
        "en": "the die is rolling: it has no orientation between two squares",
        "de": "der Würfel rollt gerade: Zwischen zwei Feldern hat er keine Lage"},
    "st.error.whole": {"en": "{name} must be a whole number of at least {least}, got {value}",
                       "de": "{name} muss eine ganze Zahl ab {least} sein, nicht {value}"},
    "st.error.player": {"en": "player must be a player number (0 = A) or None, got {value}",
                        "de": "player muss eine Spielernummer (0 = A) oder None sein, nicht "
                              "{value}"},
    "st.error.axes": {"en": "expected a 3D axes (add_subplot(projection='3d')), got {type}",
                      "de": "erwartet wird eine 3D-Achse (add_subplot(projection='3d')), nicht "
                            "{type}"},
    "st.error.frame": {"en": "expected a DieFrame from tip_frames(), got {type}",
                       "de": "erwartet wird ein DieFrame aus tip_frames(), nicht {type}"},
    "st.error.no_frames": {"en": "nothing to draw: expected at least one frame",
                           "de": "nichts zu zeichnen: erwartet wird mindestens ein Bild"},
    "st.error.seconds": {
        "en": "roll_seconds and pause_seconds must be positive, got {roll} and {pause}",
        "de": "roll_seconds und pause_seconds müssen positiv sein, nicht {roll} und {pause}"},
    "st.error.pips": {"en": "a die face has 1 to 6 pips, got {value}",
                      "de": "eine Würfelseite hat 1 bis 6 Augen, nicht {value}"},
    "st.error.picture_option": {
        "en": "the picture option {name}={value} is not allowed: expected one of {allowed}",
        "de": "die Bildoption {name}={value} ist nicht erlaubt: erwartet wird eine von "
              "{allowed}"},
    "st.error.state": {"en": "expected a Striedies state, got {type}",
                       "de": "erwartet wird eine Stellung von Striedies, nicht {type}"},
    # --- the Explorer's calls (interact.py) ---------------------------------------------------
    "st.interact.no_selection": {
        "en": "no die is selected: select a die or give its square",
        "de": "kein Würfel ausgewählt: Wähle einen Würfel oder gib sein Feld an"},
    "st.interact.empty_square": {"en": "there is no die on {square}",
                                 "de": "auf {square} steht kein Würfel"},
}

__all__ = ["NOTATION"]
