"""The sentences of the exercises (``cubekit.exercises``), their widgets and worksheets, in
English and German: questions, choices, verdicts, the rules they confirm or that an answer
breaks, and the errors for answers that cannot be read. Game-specific keys are
``ex.cr.*``, ``ex.cs.*``, ``ex.db.*`` and ``ex.st.*``."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- verdicts and small words ------------------------------------------------------------
    "ex.right": {"en": "Right: {answer}.", "de": "Richtig: {answer}."},
    "ex.right_all": {"en": "Right: all {n} squares.", "de": "Richtig: alle {n} Felder."},
    "ex.wrong_squares": {"en": "Not right.", "de": "Nicht richtig."},
    "ex.wrong": {"en": "Not right: you answered {given}, but it is {answer}.",
                 "de": "Nicht richtig: Du hast {given} angegeben, richtig ist {answer}."},
    "ex.what_happens": {"en": "What happens:", "de": "Was passiert:"},
    "ex.what_really_happens": {"en": "What really happens:", "de": "Was wirklich passiert:"},
    "ex.none": {"en": "none", "de": "keines"},
    "ex.list": {"en": "{items}", "de": "{items}"},
    "ex.value": {"en": "{value}", "de": "{value}"},
    "ex.choice": {"en": "({letter}) {text}", "de": "({letter}) {text}"},
    "ex.picture": {"en": "picture ({letter})", "de": "Bild ({letter})"},
    "ex.square_note": {"en": "{square}: {note}", "de": "{square}: {note}"},
    # --- the kinds of exercise, in words (KindsTable) -------------------------------------
    "ex.kinds.what": {"en": "what it asks", "de": "was gefragt wird"},
    "ex.kinds.example": {"en": "an example question", "de": "eine Beispielfrage"},
    "ex.kind.legal_moves": {"en": "where a move may go", "de": "wohin ein Zug darf"},
    "ex.kind.what_happens": {"en": "the board after a move", "de": "das Brett nach einem Zug"},
    "ex.kind.who_wins": {"en": "whether a move ends the game, and who wins",
                         "de": "ob ein Zug die Partie beendet und wer gewinnt"},
    "ex.kind.cascade_waves": {"en": "how many waves a cascade has",
                              "de": "wie viele Wellen eine Kaskade hat"},
    "ex.kind.captured_cells": {"en": "which cells belong to the mover after the move",
                               "de": "welche Felder nach dem Zug dem Ziehenden gehören"},
    "ex.kind.can_push": {"en": "whether a push is allowed", "de": "ob ein Schiebezug erlaubt ist"},
    "ex.kind.falls": {"en": "which cube falls off the board",
                      "de": "welcher Cube vom Brett fällt"},
    "ex.kind.tip_and_hop": {"en": "where a tip and its hop can end",
                            "de": "wo ein Kippen mit seinem Sprung enden kann"},
    "ex.kind.top_face": {"en": "which symbol comes up", "de": "welches Symbol nach oben kommt"},
    "ex.kind.reachable": {"en": "which squares a die reaches, and with which face on top",
                          "de": "welche Felder ein Würfel erreicht, und mit welcher Augenzahl"},
    "ex.kind.fight": {"en": "who wins a fight, and with which sums",
                      "de": "wer einen Kampf gewinnt, und mit welchen Summen"},
    "ex.missed": {"en": "Missing from your answer: {squares}.",
                  "de": "In deiner Antwort fehlt noch etwas: {squares}."},
    "ex.not_asked": {"en": "that square is not part of the answer.",
                     "de": "Dieses Feld gehört nicht zur Antwort."},
    "ex.illegal": {"en": "{move} is not allowed here.", "de": "{move} ist hier nicht erlaubt."},
    "ex.plays": {"en": "{player} plays {move}", "de": "{player} spielt {move}"},
    "ex.outcome_rule": {"en": "{outcome} ({note})", "de": "{outcome} ({note})"},
    # --- how answers are written, and errors -------------------------------------------------
    "ex.form.squares": {
        "en": "square names such as 'c3', separated by commas or spaces ('a1, b2'), or 'none'",
        "de": "Feldnamen wie „c3“, getrennt durch Kommas oder Leerzeichen („a1, b2“), oder "
              "„keine“"},
    "ex.form.choice": {
        "en": "one of the choices: its letter ({letters}), its number in the list from 0, or "
              "its text",
        "de": "eine der Antworten zur Auswahl: ihr Buchstabe ({letters}), ihre Nummer in der "
              "Liste ab 0 oder ihr Text"},
    "ex.form.pairs": {
        "en": "squares with the face on top, such as 'c4:3, d5:2', or 'none'",
        "de": "Felder mit der Augenzahl oben, etwa „c4:3, d5:2“, oder „keine“"},
    "ex.error.squares": {
        "en": "'{text}' is not an answer here: expected square names such as 'c3', separated "
              "by commas or spaces ('a1, b2'), a list of them, or 'none'",
        "de": "„{text}“ ist hier keine Antwort: erwartet werden Feldnamen wie „c3“, getrennt "
              "durch Kommas oder Leerzeichen („a1, b2“), eine Liste davon oder „keine“"},
    "ex.error.square": {"en": "'{text}' is no square of this board: {error}",
                        "de": "„{text}“ ist kein Feld dieses Bretts: {error}"},
    "ex.error.choice": {"en": "'{text}' is not an answer here: expected {form}",
                        "de": "„{text}“ ist hier keine Antwort: erwartet wird {form}"},
    "ex.error.index": {"en": "there is no choice {index}: expected a number from 0 to {last}",
                       "de": "Es gibt keine Antwort Nummer {index}: erwartet wird eine Zahl von "
                             "0 bis {last}"},
    "ex.error.pairs": {
        "en": "'{text}' is not an answer here: expected squares with the face on top, such as "
              "'c4:3, d5:2' (in code also a mapping of squares to faces or a list of pairs), "
              "or 'none'",
        "de": "„{text}“ ist hier keine Antwort: erwartet werden Felder mit der Augenzahl oben, "
              "etwa „c4:3, d5:2“ (im Code auch eine Zuordnung von Feldern zu Augenzahlen oder "
              "eine Liste von Paaren), oder „keine“"},
    "ex.error.kind": {"en": "{game} has no exercise '{kind}': expected one of {kinds}",
                      "de": "{game} hat keine Übung „{kind}“: erwartet wird eine von {kinds}"},
    "ex.error.difficulty": {
        "en": "unknown difficulty {difficulty}: expected one of {levels}",
        "de": "unbekannter Schwierigkeitsgrad {difficulty}: erwartet wird einer von {levels}"},
    "ex.error.seed": {"en": "the seed must be a whole number, got {seed}",
                      "de": "der Startwert (seed) muss eine ganze Zahl sein, nicht {seed}"},
    "ex.error.count": {"en": "the number of exercises must be a whole number from 1, got {n}",
                       "de": "die Zahl der Übungen muss eine ganze Zahl ab 1 sein, nicht {n}"},
    "ex.error.none_found": {
        "en": "no position for the exercise '{kind}' was found in the seeded games of {game}",
        "de": "in den Partien von {game} wurde keine Stellung für die Übung „{kind}“ gefunden"},
    "ex.error.no_move": {"en": "this exercise is about a move: give one with move=",
                         "de": "Diese Übung handelt von einem Zug: Gib ihn mit move= an"},
    "ex.error.illegal": {"en": "{move} cannot make this exercise: {reason}",
                         "de": "{move} taugt nicht für diese Übung: {reason}"},
    "ex.error.over": {"en": "the game is over in this position: there is nothing to play",
                      "de": "In dieser Stellung ist die Partie vorbei: Es gibt nichts zu spielen"},
    "ex.error.no_distractors": {
        "en": "after {move} there are not enough other positions to choose from",
        "de": "nach {move} gibt es nicht genug andere Stellungen zur Auswahl"},
    "ex.error.no_piece": {"en": "there is no piece of the player to move on {square}",
                          "de": "auf {square} steht kein Stein des Spielers am Zug"},
    # --- what_happens ---------------------------------------------------------------------------
    "ex.what.question": {
        "en": "{subject}. Which picture shows the position after the move?",
        "de": "{subject}. Welches Bild zeigt die Stellung nach dem Zug?"},
    "ex.what.confirm": {
        "en": "That picture shows the board after every step of the move.",
        "de": "Dieses Bild zeigt das Brett nach allen Schritten des Zugs."},
    "ex.mistake.other_move": {
        "en": "That is the position after {other}, not after {move}.",
        "de": "Das ist die Stellung nach {other}, nicht nach {move}."},
    # --- who_wins -------------------------------------------------------------------------------
    "ex.who.question": {
        "en": "{subject}. Is the game over after this move, and who wins?",
        "de": "{subject}. Ist die Partie nach diesem Zug vorbei, und wer gewinnt?"},
    "ex.who.on": {"en": "the game goes on", "de": "die Partie geht weiter"},
    "ex.who.on_out": {"en": "the game goes on without {players}, who is out",
                      "de": "die Partie geht ohne {players} weiter (ausgeschieden)"},
    "ex.who.wins": {"en": "{player} wins", "de": "{player} gewinnt"},
    "ex.who.team_wins": {"en": "team {team} wins", "de": "das Team {team} gewinnt"},
    "ex.who.draw": {"en": "the game ends without a winner",
                    "de": "die Partie endet ohne Sieger"},
    "ex.who.really": {"en": "The game ends with this move. {outcome}",
                      "de": "Die Partie endet mit diesem Zug. {outcome}"},
    "ex.who.not_over": {"en": "The game is not over yet: {reason}",
                        "de": "Die Partie ist noch nicht vorbei: {reason}"},
    "ex.who.out_now": {"en": "{players} out after this move, so the game goes on without them.",
                       "de": "{players} nach diesem Zug ausgeschieden, also geht die Partie "
                             "ohne sie weiter."},
    "ex.who.nobody_out": {"en": "Nobody is out after this move: {reason}",
                          "de": "Nach diesem Zug scheidet niemand aus: {reason}"},
    "ex.who.confirm_over": {"en": "The move ends the game. {outcome}",
                            "de": "Der Zug beendet die Partie. {outcome}"},
    "ex.who.confirm_on": {"en": "The game goes on: {reason}",
                          "de": "Die Partie geht weiter: {reason}"},
    # --- Kettenreaktion -------------------------------------------------------------------------
    "ex.cr.places": {"en": "{player} places a marble on {square}",
                     "de": "{player} legt eine Murmel auf {square}"},
    "ex.cr.goes_on": {
        "en": "{players} are still in the game; a player is out only once it has moved and "
              "has no marble left (CR-4).",
        "de": "{players} sind noch im Spiel; ausgeschieden ist nur, wer schon gezogen hat und "
              "keine Murmel mehr hat (CR-4)."},
    "ex.cr.error.endless": {
        "en": "{move} starts a cascade that never settles (CR-4): it has no number of waves",
        "de": "{move} startet eine Kaskade, die nie zur Ruhe kommt (CR-4): Sie hat keine Zahl "
              "von Wellen"},
    "ex.cr.legal.question": {
        "en": "Mark every cell where {player} may place a marble.",
        "de": "Markiere jedes Feld, auf das {player} eine Murmel legen darf."},
    "ex.cr.legal.rule": {
        "en": "{player} may place a marble on any empty cell and on its own cells, never on a "
              "cell of another colour (rulebook: {section}).",
        "de": "{player} darf eine Murmel auf jedes leere und jedes eigene Feld legen, nie auf "
              "ein Feld einer anderen Farbe (Regelheft: {section})."},
    "ex.cr.legal.missed_empty": {
        "en": "Missing from your answer: {squares} (an empty cell is free for everyone).",
        "de": "In deiner Antwort fehlt noch etwas: {squares} (ein leeres Feld ist für alle frei)."},
    "ex.cr.legal.missed_own": {
        "en": "Missing from your answer: {squares} ({player} may always add to its own cells).",
        "de": "In deiner Antwort fehlt noch etwas: {squares} (auf eigene Felder darf {player} "
              "immer legen)."},
    "ex.cr.mistake.placed_only": {
        "en": "That is the board just after the marble is placed: but {square} now holds "
              "{capacity} marbles, its capacity, so it bursts (CR-2).",
        "de": "Das ist das Brett direkt nach dem Legen der Murmel: Aber auf {square} liegen "
              "jetzt {capacity} Murmeln, die Platz-Zahl, also läuft das Feld über (CR-2)."},
    "ex.cr.mistake.early_one": {
        "en": "That is the board after wave {wave}: but then {cells} holds at least its "
              "capacity and bursts in wave {next} (CR-3).",
        "de": "Das ist das Brett nach Welle {wave}: Aber dann hält {cells} mindestens seine "
              "Platz-Zahl und läuft in Welle {next} über (CR-3)."},
    "ex.cr.mistake.early_many": {
        "en": "That is the board after wave {wave}: but then {cells} hold at least their "
              "capacity and burst together in wave {next} (CR-3).",
        "de": "Das ist das Brett nach Welle {wave}: Aber dann halten {cells} mindestens ihre "
              "Platz-Zahl und laufen gemeinsam in Welle {next} über (CR-3)."},
    "ex.cr.mistake.no_capture": {
        "en": "In that picture the cells hit by a burst keep their colour: but every cell that "
              "receives a marble takes the colour of {player} (rulebook: {section}).",
        "de": "In diesem Bild behalten die getroffenen Felder ihre Farbe: Aber jedes Feld, das "
              "eine Murmel bekommt, nimmt die Farbe von {player} an (Regelheft: {section})."},
    "ex.cr.waves.question": {
        "en": "{subject}. How many waves does the cascade have?",
        "de": "{subject}. Wie viele Wellen hat die Kaskade?"},
    "ex.cr.waves.zero": {"en": "no wave", "de": "keine Welle"},
    "ex.cr.waves.one": {"en": "1 wave", "de": "1 Welle"},
    "ex.cr.waves.many": {"en": "{n} waves", "de": "{n} Wellen"},
    "ex.cr.waves.rule": {
        "en": "All cells that are full burst at the same time, in one wave; the cells a wave "
              "fills burst in the next one (CR-3).",
        "de": "Alle vollen Felder laufen gleichzeitig über, in einer Welle; die Felder, die "
              "eine Welle füllt, laufen in der nächsten über (CR-3)."},
    "ex.cr.waves.counted_cells": {
        "en": "{cells} cells burst in all, but cells that are full at the same time burst "
              "together, in one wave (CR-3).",
        "de": "Insgesamt laufen {cells} Felder über, aber Felder, die zur selben Zeit voll "
              "sind, laufen gemeinsam in einer Welle über (CR-3)."},
    "ex.cr.waves.bursts": {
        "en": "{square} reaches {capacity} marbles, its capacity, so it bursts (CR-2).",
        "de": "{square} erreicht {capacity} Murmeln, seine Platz-Zahl, also läuft es über "
              "(CR-2)."},
    "ex.cr.waves.none": {
        "en": "No cell reaches its capacity, so nothing bursts (CR-2).",
        "de": "Kein Feld erreicht seine Platz-Zahl, also läuft nichts über (CR-2)."},
    "ex.cr.waves.won": {
        "en": "After wave {wave} only {player} is left, and the win stops the cascade (CR-4).",
        "de": "Nach Welle {wave} ist nur noch {player} übrig, und der Sieg beendet die Kaskade "
              "(CR-4)."},
    "ex.cr.waves.calm": {
        "en": "After wave {wave} no cell is full any more, so the cascade stops (CR-3).",
        "de": "Nach Welle {wave} ist kein Feld mehr voll, also endet die Kaskade (CR-3)."},
    "ex.cr.cap.question": {
        "en": "{subject}. Mark every cell of another player that belongs to {player} once the "
              "move is over.",
        "de": "{subject}. Markiere jedes Feld eines anderen Spielers, das nach dem Zug {player} "
              "gehört."},
    "ex.cr.cap.rule": {
        "en": "Every cell that receives a marble from a burst takes the colour of the mover "
              "and keeps its marbles (rulebook: {section}).",
        "de": "Jedes Feld, das durch einen Überlauf eine Murmel bekommt, nimmt die Farbe des "
              "ziehenden Spielers an und behält seine Murmeln (Regelheft: {section})."},
    "ex.cr.cap.was_empty": {"en": "it was empty before the move, so nobody loses it.",
                            "de": "Es war vor dem Zug leer, also verliert es niemand."},
    "ex.cr.cap.was_own": {"en": "it belonged to {player} already.",
                          "de": "Es gehörte schon {player}."},
    "ex.cr.cap.ends_empty": {
        "en": "it takes the colour of {player}, but then bursts itself and ends empty.",
        "de": "Es nimmt die Farbe von {player} an, läuft dann aber selbst über und ist am "
              "Ende leer."},
    "ex.cr.cap.no_marble": {"en": "no burst sends it a marble, so it stays {owner}'s.",
                            "de": "Kein Überlauf schickt ihm eine Murmel, also bleibt es bei "
                                  "{owner}."},
    "ex.cr.cap.missed": {
        "en": "it receives a marble in wave {wave} and takes the colour of {player}.",
        "de": "Es bekommt in Welle {wave} eine Murmel und nimmt die Farbe von {player} an."},
    # --- directions ----------------------------------------------------------------------
    "ex.dir.N": {"en": "north", "de": "nach Norden"},
    "ex.dir.E": {"en": "east", "de": "nach Osten"},
    "ex.dir.S": {"en": "south", "de": "nach Süden"},
    "ex.dir.W": {"en": "west", "de": "nach Westen"},
    # --- Cubeslyde ------------------------------------------------------------------------------
    # a pushed group as the object of "push": "the cube A6 on d1", "the group b4-d4 (A1+A2)"
    "ex.cs.group": {"en": "the group {squares} ({cubes})", "de": "die Gruppe {squares} ({cubes})"},
    "ex.cs.group.one": {"en": "the cube {cube} on {square}", "de": "den Cube {cube} auf {square}"},
    "ex.cs.cube_on": {"en": "{cube} on {square}", "de": "{cube} auf {square}"},
    "ex.cs.pushes": {"en": "{player} pushes {group} {direction}",
                     "de": "{player} schiebt {group} {direction}"},
    "ex.cs.goes_on": {
        "en": "nobody has four in a row, and more than one player is still in the game (CS-7).",
        "de": "Niemand hat eine Viererkette, und mehr als ein Spieler ist noch im Spiel "
              "(CS-7)."},
    "ex.cs.error.no_pushes": {"en": "{player} cannot push in this position",
                              "de": "{player} kann in dieser Stellung nicht schieben"},
    "ex.cs.error.push": {"en": "this exercise is about a push such as 'b4-d4>E': give one "
                               "with move=",
                         "de": "Diese Übung handelt von einem Schiebezug wie „b4-d4>O“: Gib "
                               "ihn mit move= an"},
    "ex.cs.error.no_line": {"en": "{move} pushes no cubes in front of it, so nothing can fall",
                            "de": "{move} schiebt keine Cubes vor sich her, also kann nichts "
                                  "herunterfallen"},
    "ex.cs.mistake.unchanged": {
        "en": "That is the board before the push: but the push is allowed, strength "
              "{strength} against defence {defence}, and equal is enough (CS-6).",
        "de": "Das ist das Brett vor dem Schiebezug: Aber er ist erlaubt, Schiebestärke "
              "{strength} gegen Verteidigungsstärke {defence}, und Gleichstand genügt (CS-6)."},
    "ex.cs.mistake.direction": {
        "en": "That is the same group pushed another way: the push goes {direction}, one "
              "square (rulebook, Phase 2).",
        "de": "Das ist dieselbe Gruppe in eine andere Richtung geschoben: Der Schiebezug geht "
              "{direction}, ein Feld weit (Regelheft, Phase 2)."},
    "ex.cs.legal.question": {
        "en": "{player} pushes the cube {cube} on {square} alone, one square. Mark every "
              "square it may be pushed onto.",
        "de": "{player} schiebt den Cube {cube} auf {square} allein, ein Feld weit. Markiere "
              "jedes Feld, auf das er geschoben werden darf."},
    "ex.cs.legal.rule": {
        "en": "A single cube moves one square in any of the four directions and pushes the "
              "cubes in front of it along: its strength must be at least their defence "
              "(CS-4, CS-6); with an own cube right in front it can only push as part of a "
              "group (CS-3).",
        "de": "Ein einzelner Cube zieht ein Feld in eine der vier Richtungen und schiebt die "
              "Cubes vor sich mit: Seine Stärke muss mindestens ihre Verteidigungsstärke sein "
              "(CS-4, CS-6); steht direkt davor ein eigener Cube, geht der Zug nur als "
              "Gruppe (CS-3)."},
    "ex.cs.legal.one_square": {
        "en": "a push moves a cube exactly one square along a row or a column (rulebook, "
              "Phase 2).",
        "de": "Ein Schiebezug bewegt einen Cube genau ein Feld entlang einer Reihe oder "
              "Spalte (Regelheft, Phase 2)."},
    "ex.cs.legal.missed": {
        "en": "the push is allowed: strength {strength} against defence {defence} (CS-6).",
        "de": "Der Schiebezug ist erlaubt: Schiebestärke {strength} gegen "
              "Verteidigungsstärke {defence} (CS-6)."},
    "ex.cs.legal.missed_free": {
        "en": "the square is free, so the cube may simply move there.",
        "de": "Das Feld ist frei, also darf der Cube einfach dorthin ziehen."},
    "ex.cs.can.question": {
        "en": "{player} wants to push {group} {direction}. Is this push allowed?",
        "de": "{player} möchte {group} {direction} schieben. Ist dieser Schiebezug erlaubt?"},
    "ex.cs.can.yes": {"en": "yes, it is allowed", "de": "ja, er ist erlaubt"},
    "ex.cs.can.no": {"en": "no, it is not allowed", "de": "nein, er ist nicht erlaubt"},
    "ex.cs.can.legal": {
        "en": "The push is allowed: strength {strength} against defence {defence}; at least "
              "the defence is enough, equal too (CS-6).",
        "de": "Der Schiebezug ist erlaubt: Schiebestärke {strength} gegen "
              "Verteidigungsstärke {defence}; mindestens die Verteidigungsstärke genügt, "
              "Gleichstand auch (CS-6)."},
    "ex.cs.can.legal_carried": {
        "en": "The push is allowed: strength {strength} against defence {defence}; at least "
              "the defence is enough, equal too (CS-6), and own cubes in the line are carried "
              "along without counting for either side, here {carried} (CS-4).",
        "de": "Der Schiebezug ist erlaubt: Schiebestärke {strength} gegen "
              "Verteidigungsstärke {defence}; mindestens die Verteidigungsstärke genügt, "
              "Gleichstand auch (CS-6), und eigene Cubes in der Kette werden mitgeschoben, "
              "ohne für eine Seite zu zählen, hier {carried} (CS-4)."},
    "ex.cs.can.free": {
        "en": "The push is allowed: the square in front is free, so there is no defence "
              "(CS-6).",
        "de": "Der Schiebezug ist erlaubt: Das Feld davor ist frei, also gibt es keine "
              "Verteidigung (CS-6)."},
    "ex.cs.falls.question": {
        "en": "{subject}. Which cube falls off the board, and who is out then?",
        "de": "{subject}. Welcher Cube fällt vom Spielfeld, und wer scheidet dann aus?"},
    "ex.cs.falls.none": {"en": "no cube falls off", "de": "kein Cube fällt herunter"},
    "ex.cs.falls.cube": {"en": "{cube} on {square} falls off, nobody is out",
                         "de": "{cube} auf {square} fällt herunter, niemand scheidet aus"},
    "ex.cs.falls.cube_out": {"en": "{cube} on {square} falls off, and {player} is out",
                             "de": "{cube} auf {square} fällt herunter, und {player} scheidet "
                                   "aus"},
    "ex.cs.falls.rule": {
        "en": "Only the front-most cube of the pushed line can leave the board, when the line "
              "reaches the edge (CS-6); a player who has lost three cubes is out (CS-7).",
        "de": "Nur der vorderste Cube der geschobenen Reihe kann das Spielfeld verlassen, "
              "wenn die Reihe bis zum Rand reicht (CS-6); wer drei Cubes verloren hat, "
              "scheidet aus (CS-7)."},
    "ex.cs.falls.edge": {
        "en": "The line reaches the edge of the board, so its front-most cube {cube} falls "
              "off (CS-6).",
        "de": "Die Reihe reicht bis zum Rand, also fällt ihr vorderster Cube {cube} herunter "
              "(CS-6)."},
    "ex.cs.falls.front_only": {
        "en": "Only the front-most cube of the line falls off, {front}; {cube} is pushed one "
              "square along (CS-6).",
        "de": "Nur der vorderste Cube der Reihe fällt herunter, {front}; {cube} wird ein Feld "
              "weitergeschoben (CS-6)."},
    "ex.cs.falls.third": {
        "en": "That is the third cube {player} loses, so {player} is out (CS-7).",
        "de": "Das ist der dritte Cube, den {player} verliert, also scheidet {player} aus "
              "(CS-7)."},
    "ex.cs.falls.not_third": {
        "en": "{player} has lost {lost} cubes now; a player is out only after losing three "
              "(CS-7).",
        "de": "{player} hat jetzt {lost} Cubes verloren; ausgeschieden ist erst, wer drei "
              "verloren hat (CS-7)."},
    "ex.cs.falls.free": {
        "en": "The line ends at the free square {free}: every cube moves one square and none "
              "falls off (CS-4).",
        "de": "Die Reihe endet am freien Feld {free}: Jeder Cube zieht ein Feld weiter, und "
              "keiner fällt herunter (CS-4)."},
    # --- Deblockle -------------------------------------------------------------------------------
    "ex.db.side.N": {"en": "north side", "de": "Nordseite"},
    "ex.db.side.E": {"en": "east side", "de": "Ostseite"},
    "ex.db.side.S": {"en": "south side", "de": "Südseite"},
    "ex.db.side.W": {"en": "west side", "de": "Westseite"},
    "ex.db.goes_on": {
        "en": "the first player to take all its blocks off the board wins (DB-9), and {player} "
              "still has {left} on it.",
        "de": "Es gewinnt, wer zuerst alle Blöcke vom Brett genommen hat (DB-9), und {player} "
              "hat noch {left} auf dem Brett."},
    "ex.db.mistake.tip_only": {
        "en": "That is the block after its tip only: with {face} on top it hops as well "
              "(DB-5).",
        "de": "Das ist der Block nur nach dem Kippen: Mit {face} oben springt er auch noch "
              "(DB-5)."},
    "ex.db.mistake.wrong_way": {
        "en": "In that picture the block tipped the wrong way round: tipping {direction}, "
              "{face} comes up, not {wrong} (DB-4).",
        "de": "In diesem Bild ist der Block falsch herum gekippt: Kippt er {direction}, kommt "
              "{face} nach oben, nicht {wrong} (DB-4)."},
    "ex.db.error.tip": {
        "en": "this exercise is about a tip such as 'c1N': give it with move=",
        "de": "Diese Übung handelt von einem Kippen wie „c1N“: Gib es mit move= an"},
    "ex.db.error.no_hop": {"en": "after {move} the block does not hop",
                           "de": "nach {move} springt der Block nicht"},
    "ex.db.error.removed": {"en": "{move} takes the block off the board",
                            "de": "{move} nimmt den Block vom Brett"},
    "ex.db.legal.question": {
        "en": "Mark every square where the block of {player} on {square} can end its turn.",
        "de": "Markiere jedes Feld, auf dem der Block von {player} auf {square} seinen Zug "
              "beenden kann."},
    "ex.db.legal.rule": {
        "en": "A turn is a tip onto a free neighbouring square, then a hop by the face now on "
              "top (DB-4, DB-5): Stop ends the turn, and a block tipped star-up onto the goal "
              "star leaves the board. A tip after which no hop is possible is not a turn "
              "(DB-6).",
        "de": "Ein Zug ist ein Kippen auf ein freies Nachbarfeld und danach ein Sprung nach "
              "dem Symbol, das jetzt oben liegt (DB-4, DB-5): Stop beendet den Zug, und ein "
              "Block, der mit dem Stern nach oben auf den Ziel-Stern kippt, verlässt das "
              "Brett. Ein Kippen, nach dem kein Sprung möglich ist, ist kein Zug (DB-6)."},
    "ex.db.legal.unreachable": {
        "en": "no tip of this block and no hop after it ends there (DB-4, DB-5).",
        "de": "Kein Kippen dieses Blocks und kein Sprung danach endet dort (DB-4, DB-5)."},
    "ex.db.legal.missed": {"en": "{move} ends there ({face} comes up).",
                           "de": "{move} endet dort ({face} kommt nach oben)."},
    "ex.db.hop.question": {
        "en": "{player} tips the block on {square} {direction}, onto {tip}. Mark every square "
              "where its hop can end.",
        "de": "{player} kippt den Block auf {square} {direction}, auf {tip}. Markiere jedes "
              "Feld, auf dem sein Sprung enden kann."},
    "ex.db.hop.up": {"en": "After the tip {face} is on top.",
                     "de": "Nach dem Kippen liegt {face} oben."},
    "ex.db.hop.rule.cross": {
        "en": "Cross hops one square along a row or a column, onto a free square that is not "
              "a star (DB-5).",
        "de": "Kreuz springt ein Feld entlang einer Reihe oder Spalte, auf ein freies Feld, "
              "das kein Stern ist (DB-5)."},
    "ex.db.hop.rule.x": {
        "en": "X hops one square diagonally, onto a free square that is not a star (DB-5).",
        "de": "Das X springt ein Feld diagonal, auf ein freies Feld, das kein Stern ist "
              "(DB-5)."},
    "ex.db.hop.rule.slider": {
        "en": "Slider slides in one direction along a row or a column until the next square is "
              "the edge or a block, and never comes to rest on a star (DB-5).",
        "de": "Der Slider gleitet in eine Richtung entlang einer Reihe oder Spalte, bis das "
              "nächste Feld der Rand oder ein Block ist, und bleibt nie auf einem Stern liegen "
              "(DB-5)."},
    "ex.db.hop.rule.hoops": {
        "en": "Hoops makes exactly three single steps along rows and columns, in any "
              "combination, over free squares; it may come back, but never ends on a star "
              "(DB-5).",
        "de": "Hoops macht genau drei einzelne Schritte entlang Reihen und Spalten, in "
              "beliebiger Folge, über freie Felder; er darf zurückkommen, endet aber nie auf "
              "einem Stern (DB-5)."},
    "ex.db.top.question_one": {
        "en": "{player} plays {move}. Which face is on top of the block after the turn?",
        "de": "{player} spielt {move}. Welches Symbol liegt nach dem Zug oben auf dem Block?"},
    "ex.db.top.question": {
        "en": "The next turns are {moves}. Which face is on top of the block of {player} that "
              "starts on {square}, after its last turn?",
        "de": "Die nächsten Züge sind {moves}. Welches Symbol liegt nach seinem letzten Zug "
              "oben auf dem Block von {player}, der auf {square} beginnt?"},
    "ex.db.top.turn": {"en": "{player} {move}", "de": "{player} {move}"},
    "ex.db.top.wrong_way": {
        "en": "That face would come up tipping the other way: tipping {direction}, the face on "
              "its {back} comes up (DB-4).",
        "de": "Dieses Symbol käme beim Kippen in die andere Richtung nach oben: Kippt der Block "
              "{direction}, kommt das Symbol von seiner {back} nach oben (DB-4)."},
    "ex.db.top.stays": {
        "en": "The face on top never stays up: every tip turns another face up (DB-4).",
        "de": "Das obere Symbol bleibt nie oben: Jedes Kippen bringt ein anderes nach oben "
              "(DB-4)."},
    "ex.db.top.bottom": {
        "en": "The face underneath comes up only after two tips the same way (DB-2, DB-4).",
        "de": "Das untere Symbol kommt erst nach zweimal Kippen in dieselbe Richtung nach oben "
              "(DB-2, DB-4)."},
    "ex.db.top.first_only": {
        "en": "That is the face after the first tip only: every later tip turns the block "
              "again, while a hop never turns it (DB-5).",
        "de": "Das ist das Symbol nur nach dem ersten Kippen: Jedes weitere Kippen dreht den "
              "Block wieder, ein Sprung dreht ihn nie (DB-5)."},
    "ex.db.top.rule": {
        "en": "Tipping {direction}, the block rolls over its edge and the face on its {back} "
              "comes up (DB-4); a hop never turns it (DB-5).",
        "de": "Kippt der Block {direction}, rollt er über seine Kante, und das Symbol von "
              "seiner {back} kommt nach oben (DB-4); ein Sprung dreht ihn nie (DB-5)."},
    # --- Striedies Strategie -----------------------------------------------------------------
    "ex.st.faces": {"en": "top {top}, north {north}, east {east}",
                    "de": "oben {top}, Norden {north}, Osten {east}"},
    "ex.st.plays": {"en": "{player} plays {move} with the die {die}",
                    "de": "{player} spielt {move} mit dem Würfel {die}"},
    "ex.st.goes_on": {
        "en": "{players} still have dice on the board, and only the last player with dice "
              "wins (ST-8).",
        "de": "{players} haben noch Würfel auf dem Brett, und erst wer als Letzter Würfel hat, "
              "gewinnt (ST-8)."},
    "ex.st.error.no_fight": {"en": "{move} leads to no fight",
                             "de": "{move} führt zu keinem Kampf"},
    "ex.st.mistake.early": {
        "en": "That is the die after {steps} of its {pips} squares: a die always moves exactly "
              "as many squares as it shows at the start (ST-3).",
        "de": "Das ist der Würfel nach {steps} von seinen {pips} Feldern: Ein Würfel zieht "
              "immer genau so viele Felder, wie seine Augenzahl zu Beginn zeigt (ST-3)."},
    "ex.st.mistake.no_fight": {
        "en": "That is the board before the fight: as soon as the moved die stops, it fights "
              "the dice of other players next to it (ST-4).",
        "de": "Das ist das Brett vor dem Kampf: Sobald der gezogene Würfel steht, kämpft er "
              "gegen die Würfel anderer Spieler neben ihm (ST-4)."},
    "ex.st.mistake.other_path": {
        "en": "That is the die after {other}: the same square, but by another path than "
              "{move}, so another face is on top (ST-3).",
        "de": "Das ist der Würfel nach {other}: dasselbe Feld, aber auf einem anderen Weg als "
              "{move}, also liegt eine andere Augenzahl oben (ST-3)."},
    "ex.st.legal.question": {
        "en": "Mark every square where the die {die} can end its move.",
        "de": "Markiere jedes Feld, auf dem der Würfel {die} seinen Zug beenden kann."},
    "ex.st.legal.question_threat": {
        "en": "Mark every square where the die {die} can end its move. {player} has a tie "
              "to answer first (ST-5).",
        "de": "Markiere jedes Feld, auf dem der Würfel {die} seinen Zug beenden kann. {player} "
              "muss zuerst auf einen Gleichstand antworten (ST-5)."},
    "ex.st.legal.rule": {
        "en": "The die moves exactly as many squares as it shows, {pips}, straight or with one "
              "90° turn, over empty squares only (ST-3).",
        "de": "Der Würfel zieht genau so viele Felder, wie er zeigt, {pips}, gerade oder mit "
              "einer 90°-Wendung, nur über leere Felder (ST-3)."},
    "ex.st.legal.threat": {
        "en": "{player} must answer the tie: end next to an attacking die, or move a "
              "threatened die away from all of them (ST-5).",
        "de": "{player} muss auf den Gleichstand antworten: neben einem angreifenden Würfel "
              "enden oder einen bedrohten Würfel von allen wegziehen (ST-5)."},
    "ex.st.legal.shape": {
        "en": "the die cannot get there: it moves exactly as many squares as it shows, {pips}, "
              "straight or with one turn (ST-3).",
        "de": "Dort kommt der Würfel nicht hin: Er zieht genau so viele Felder, wie er zeigt, "
              "{pips}, gerade oder mit einer Wendung (ST-3)."},
    "ex.st.legal.missed": {"en": "reached by {move}.", "de": "erreichbar mit {move}."},
    "ex.st.reach.question": {
        "en": "Mark every square the die {die} can reach this turn, with the face on top when "
              "it gets there (written like 'c5:3'). Its faces: {faces}; opposite faces add up "
              "to 7.",
        "de": "Markiere jedes Feld, das der Würfel {die} in diesem Zug erreichen kann, mit der "
              "Augenzahl, die dort oben liegt (geschrieben wie „c5:3“). Seine Seiten: "
              "{faces}; gegenüberliegende Seiten ergeben zusammen 7."},
    "ex.st.reach.question_threat": {
        "en": "Mark every square the die {die} can reach this turn, with the face on top when "
              "it gets there (written like 'c5:3'). Its faces: {faces}; opposite faces add up "
              "to 7. {player} has a tie to answer first (ST-5).",
        "de": "Markiere jedes Feld, das der Würfel {die} in diesem Zug erreichen kann, mit der "
              "Augenzahl, die dort oben liegt (geschrieben wie „c5:3“). Seine Seiten: "
              "{faces}; gegenüberliegende Seiten ergeben zusammen 7. {player} muss zuerst auf "
              "einen Gleichstand antworten (ST-5)."},
    "ex.st.reach.rule": {
        "en": "The die moves as many squares as it shows, {pips}, straight or with one turn, "
              "and tips over an edge on every square, so every step turns another face up "
              "(ST-1, ST-3); two paths to the same square can end with different faces on "
              "top.",
        "de": "Der Würfel zieht so viele Felder, wie er zeigt, {pips}, gerade oder mit einer "
              "Wendung, und kippt auf jedem Feld über eine Kante, also bringt jeder Schritt "
              "eine andere Seite nach oben (ST-1, ST-3); zwei Wege zum selben Feld können mit "
              "verschiedenen Augenzahlen oben enden."},
    "ex.st.reach.face": {"en": "the die gets there with {faces} on top, not {top}.",
                         "de": "Der Würfel kommt dort mit {faces} oben an, nicht mit {top}."},
    "ex.st.fight.question": {
        "en": "{subject}. Who wins the fight, and with which sums?",
        "de": "{subject}. Wer gewinnt den Kampf, und mit welchen Summen?"},
    "ex.st.fight.wins": {"en": "{player} wins, attack {attack} against defence {defence}",
                         "de": "{player} gewinnt, Angriff {attack} gegen Verteidigung "
                               "{defence}"},
    "ex.st.fight.tie": {
        "en": "a tie, attack {attack} against defence {defence}: the dice of {player} are "
              "threatened",
        "de": "Gleichstand, Angriff {attack} gegen Verteidigung {defence}: Die Würfel von "
              "{player} sind bedroht"},
    "ex.st.fight.rule": {
        "en": "The attackers are the moved die and the mover's dice next to a defender; the "
              "defenders are the opponent's dice next to the moved die. The smaller sum of top "
              "faces loses all its dice in the fight; equal sums threaten the defenders (ST-4, "
              "ST-5).",
        "de": "Angreifer sind der gezogene Würfel und die Würfel des Ziehenden neben einem "
              "Verteidiger; Verteidiger sind die Würfel des Gegners neben dem gezogenen "
              "Würfel. Die kleinere Summe der Augenzahlen verliert alle ihre Würfel im Kampf; "
              "gleiche Summen bedrohen die Verteidiger (ST-4, ST-5)."},
    "ex.st.fight.swapped": {
        "en": "Those are the right sums, but the larger one wins: the smaller side loses all "
              "its dice in the fight (ST-4).",
        "de": "Die Summen stimmen, aber die größere gewinnt: Die kleinere Seite verliert alle "
              "ihre Würfel im Kampf (ST-4)."},
    "ex.st.fight.tie_nobody": {
        "en": "Equal sums are a tie: nobody leaves the board, and the dice of {player} are "
              "threatened (ST-5).",
        "de": "Gleiche Summen sind ein Gleichstand: Niemand verlässt das Brett, und die Würfel "
              "von {player} sind bedroht (ST-5)."},
    "ex.st.fight.old_top": {
        "en": "The moved die fights with the face on top after its move, {top}, not with the "
              "{pips} it showed at the start (ST-3, ST-4).",
        "de": "Der gezogene Würfel kämpft mit der Augenzahl, die nach dem Zug oben liegt, "
              "{top}, nicht mit der {pips} vom Anfang (ST-3, ST-4)."},
    "ex.st.fight.only_mover": {
        "en": "The dice of {player} next to a defender fight along with the moved die: add "
              "their faces to the attack (ST-4).",
        "de": "Die Würfel von {player} neben einem Verteidiger kämpfen mit dem gezogenen "
              "Würfel: Zähle ihre Augenzahlen zum Angriff (ST-4)."},
    "ex.st.fight.far_defenders": {
        "en": "Only the dice of {player} next to the moved die defend; not counted: {dice} "
              "(ST-4).",
        "de": "Nur die Würfel von {player} neben dem gezogenen Würfel verteidigen; nicht "
              "gezählt: {dice} (ST-4)."},
    # --- widgets (cubekit.widgets.exercise) ------------------------------------------------
    "ex.widget.placeholder": {"en": "your answer, e.g. a1, b2",
                              "de": "deine Antwort, z. B. a1, b2"},
    "ex.widget.placeholder_pairs": {"en": "your answer, e.g. c4:3, d5:2",
                                    "de": "deine Antwort, z. B. c4:3, d5:2"},
    "ex.widget.face": {"en": "face on top:", "de": "Augenzahl oben:"},
    "ex.widget.check": {"en": "Check", "de": "Prüfen"},
    "ex.widget.clear": {"en": "Clear", "de": "Leeren"},
    "ex.widget.next": {"en": "Next exercise", "de": "Nächste Übung"},
    "ex.widget.finish": {"en": "Finish", "de": "Fertig"},
    "ex.widget.hint_board": {
        "en": "Click the squares to mark them (or type {form}), then press Check.",
        "de": "Klicke die Felder an, um sie zu markieren (oder tippe {form}), dann drücke "
              "„Prüfen“."},
    "ex.widget.hint_type": {"en": "Type {form}, then press Check.",
                            "de": "Tippe {form}, dann drücke „Prüfen“."},
    "ex.widget.status": {
        "en": "Question {number} of {total} · {right} of {answered} right · seed {seed}",
        "de": "Frage {number} von {total} · {right} von {answered} richtig · Startwert {seed}"},
    "ex.widget.summary": {"en": "Quiz finished: {right} of {total} right (seed {seed}).",
                          "de": "Quiz beendet: {right} von {total} richtig (Startwert {seed})."},
    "ex.widget.missed": {"en": "Rules to look at again:",
                         "de": "Diese Regeln solltest du dir noch einmal ansehen:"},
    "ex.widget.missed_rule": {"en": "{rule} (missed {times}×)",
                              "de": "{rule} ({times}× verfehlt)"},
    "ex.widget.none_missed": {"en": "Every answer was right: no rule missed.",
                              "de": "Alle Antworten waren richtig: keine Regel verfehlt."},
    # --- worksheets (cubekit.exercises.sheet) ----------------------------------------------
    "ex.sheet.title": {"en": "{games}: exercises ({seed})", "de": "{games}: Übungen ({seed})"},
    "ex.sheet.seed": {"en": "seed {seed}", "de": "Startwert {seed}"},
    "ex.sheet.name": {"en": "Name: ____________________",
                      "de": "Dein Name: ____________________"},
    "ex.sheet.write": {"en": "Answer on the board or write {form}:",
                       "de": "Antworte auf dem Brett oder schreibe {form}:"},
    "ex.sheet.key": {"en": "Answer key", "de": "Lösungen"},
    "ex.sheet.answer": {"en": "{number}. {answer}", "de": "{number}. {answer}"},
    # --- the command (cubekit worksheet) ------------------------------------------------
    "ex.cli.help": {"en": "print exercises with an answer key as an A4 PDF",
                    "de": "Übungen mit Lösungen als A4-PDF drucken"},
    "ex.cli.description": {
        "en": "Write a worksheet: exercises about positions from seeded games, numbered, with "
              "the answer key and short explanations on separate pages. The same seed gives "
              "the same sheet.",
        "de": "Schreibt ein Übungsblatt: Übungen zu Stellungen aus Partien mit festem "
              "Startwert, nummeriert, mit Lösungen und kurzen Erklärungen auf eigenen Seiten. "
              "Derselbe Startwert ergibt dasselbe Blatt."},
    "ex.cli.game": {"en": "game name, e.g. chain_reaction (or kettenreaktion)",
                    "de": "Name des Spiels, z. B. chain_reaction (oder kettenreaktion)"},
    "ex.cli.kinds": {"en": "the kinds of exercise, separated by commas (default: all the "
                           "game's)",
                     "de": "die Arten von Übungen, durch Kommas getrennt (Standard: alle des "
                           "Spiels)"},
    "ex.cli.n": {"en": "how many exercises (default 12)",
                 "de": "wie viele Übungen (Standard 12)"},
    "ex.cli.seed": {"en": "the seed: the same seed gives the same sheet (default 0)",
                    "de": "der Startwert: Derselbe Startwert ergibt dasselbe Blatt (Standard 0)"},
    "ex.cli.difficulty": {"en": "easy, medium or hard (default easy)",
                          "de": "easy, medium oder hard (leicht, mittel, schwer; Standard "
                                "easy)"},
    "ex.cli.option": {"en": "a rule option of the game, e.g. width=8 (repeatable)",
                      "de": "eine Regeloption des Spiels, z. B. width=8 (wiederholbar)"},
    "ex.cli.language": {"en": "language of the sheet: en or de",
                        "de": "Sprache des Blatts: en oder de"},
    "ex.cli.output": {"en": "the PDF file to write", "de": "die PDF-Datei, die geschrieben wird"},
    "ex.cli.wrote": {"en": "wrote {path}: {n} exercises of {game} (seed {seed}) with the "
                           "answer key",
                     "de": "{path} geschrieben: {n} Übungen zu {game} (Startwert {seed}) mit "
                           "Lösungen"},
    "ex.error.empty_sheet": {
        "en": "a worksheet needs at least one exercise: the list of exercises is empty",
        "de": "ein Arbeitsblatt braucht mindestens eine Übung: die Liste der Übungen ist leer"},
}
