"""The words of Deblockle's rule decisions (:mod:`.decisions`), English and German:
``deblockle.decision.<ID>.title`` (the point in a few words), ``.text`` (the decision),
``.chosen`` (what the default plays) and ``.reading.<n>`` (another reading)."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- DB-1 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-1.title": {"en": "Board, star squares, start squares",
                                      "de": "Brett, Sternfelder, Startfelder"},
    "deblockle.decision.DB-1.text": {
        "en": "The board has 7×7 squares with the star squares d2 and d6. The first player's "
              "home star is d2: its blocks start on c1, e1, c3 and e3, and it removes them on "
              "the opponent's home star d6. The second player mirrors this: home star d6, "
              "start on c5, e5, c7 and e7, removing on d2.",
        "de": "Das Brett hat 7×7 Felder mit den Sternfeldern d2 und d6. Der Heimatstern des "
              "ersten Spielers ist d2: Seine Blöcke beginnen auf c1, e1, c3 und e3, und er "
              "entfernt sie auf dem Heimatstern des Gegners, d6. Der zweite Spieler spiegelt "
              "das: Heimatstern d6, Start auf c5, e5, c7 und e7, entfernt wird auf d2."},
    # --- DB-2 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-2.title": {"en": "The faces of a block",
                                      "de": "Die Seiten eines Blocks"},
    "deblockle.decision.DB-2.text": {
        "en": "Opposite faces are Star and Stop, Cross and X, Slider and Hoops. With the Star "
              "on top, seen from above and going clockwise, the sides are Cross, Slider, X, "
              "Hoops. (No statement of the publisher was found; two models built "
              "independently agree.)",
        "de": "Gegenüber liegen Stern und Stop, Kreuz und X, Slider und Hoops. Liegt der Stern "
              "oben, folgen von oben gesehen im Uhrzeigersinn Kreuz, Slider, X, Hoops. (Eine "
              "Angabe des Verlags wurde nicht gefunden; zwei unabhängig gebaute Modelle "
              "stimmen überein.)"},
    "deblockle.decision.DB-2.reading.1": {
        "en": "another arrangement of the faces, e.g. the mirror image",
        "de": "eine andere Anordnung der Seiten, etwa das Spiegelbild"},
    # --- DB-3 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-3.title": {"en": "Setting up", "de": "Aufstellen"},
    "deblockle.decision.DB-3.text": {
        "en": "Each block's top face is rolled with the game's seeded random numbers; how it "
              "is turned about the upright axis is free (random unless given). A set-up given "
              "by hand is allowed too.",
        "de": "Die obere Seite jedes Blocks wird mit den Zufallszahlen der Partie (aus dem "
              "Startwert) gewürfelt; wie er um die senkrechte Achse gedreht ist, ist frei "
              "(zufällig, außer es wird vorgegeben). Eine von Hand vorgegebene Aufstellung ist "
              "auch erlaubt."},
    "deblockle.decision.DB-3.chosen": {"en": "rolled blocks", "de": "gewürfelte Blöcke"},
    "deblockle.decision.DB-3.reading.1": {
        "en": "a start position you write yourself, in the position notation",
        "de": "eine selbst geschriebene Ausgangsstellung in der Stellungsschreibweise"},
    # --- DB-4 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-4.title": {"en": "The tip", "de": "Das Kippen"},
    "deblockle.decision.DB-4.text": {
        "en": "A block tips onto a free square beside it (not diagonally). It never tips onto "
              "a star square, except with the Star on top onto the opponent's home star: the "
              "block is removed and the turn ends. A tip that would leave the Star on top "
              "anywhere else is not allowed.",
        "de": "Ein Block kippt auf ein freies Nachbarfeld (nicht diagonal). Auf ein Sternfeld "
              "kippt er nie, außer mit dem Stern oben auf den Heimatstern des Gegners: Der "
              "Block wird entfernt, und der Zug endet. Ein Kippen, nach dem der Stern "
              "anderswo oben läge, ist nicht erlaubt."},
    # --- DB-5 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-5.title": {"en": "The hop", "de": "Der Sprung"},
    "deblockle.decision.DB-5.text": {
        "en": "The block hops by the face now on top, without turning, only over and onto free "
              "squares (its own square counts as free once it has left): Stop no hop; Cross "
              "one square straight; X one square diagonally; Slider in one straight direction, "
              "at least one square, until the next square is the edge or a block; Hoops "
              "exactly three single straight steps, in any order, coming back allowed. No hop "
              "ends on a star square. Slider and Hoops may pass over a star square; a Slider "
              "that would come to rest on one stops on the square before it (if it then does "
              "not move at all, that direction is not allowed).",
        "de": "Der Block springt nach der Seite, die jetzt oben liegt, ohne sich zu drehen, "
              "nur über und auf freie Felder (sein eigenes Feld gilt als frei, sobald er es "
              "verlassen hat): Stop kein Sprung; Kreuz ein Feld gerade; X ein Feld diagonal; "
              "Slider in eine gerade Richtung, mindestens ein Feld, bis das nächste Feld der "
              "Rand oder ein Block ist; Hoops genau drei gerade Einzelschritte, in beliebiger "
              "Folge, zurück ist erlaubt. Kein Sprung endet auf einem Sternfeld. Slider und "
              "Hoops dürfen über ein Sternfeld ziehen; ein Slider, der auf einem liegen "
              "bliebe, hält auf dem Feld davor (bewegt er sich dann gar nicht, ist diese "
              "Richtung nicht erlaubt)."},
    "deblockle.decision.DB-5.chosen": {"en": "a slider passes over a star",
                                       "de": "ein Slider rutscht über einen Stern"},
    "deblockle.decision.DB-5.reading.1": {
        "en": "a star square stops a slider like a block",
        "de": "ein Sternfeld hält einen Slider auf wie ein Block"},
    # --- DB-6 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-6.title": {"en": "A tip without a possible hop",
                                      "de": "Kippen ohne möglichen Sprung"},
    "deblockle.decision.DB-6.text": {
        "en": "A turn is a tip and a whole hop: a tip after which no hop is possible is not a "
              "turn. A hop counts as possible only if it is allowed with the variants in play: "
              "with \u201cno adjacent blocks\u201d (DB-8) a hop that would end next to an "
              "opponent's block is no hop.",
        "de": "Ein Zug ist ein Kippen und ein ganzer Sprung: Ein Kippen, nach dem kein Sprung "
              "möglich ist, ist kein Zug. Ein Sprung gilt nur als möglich, wenn er mit den "
              "gespielten Varianten erlaubt ist: Mit „keine nebeneinanderliegenden Blöcke“ "
              "(DB-8) ist ein Sprung, der neben einem gegnerischen Block enden würde, kein "
              "Sprung."},
    "deblockle.decision.DB-6.chosen": {"en": "such a tip is not allowed",
                                       "de": "ein solches Kippen ist nicht erlaubt"},
    "deblockle.decision.DB-6.reading.1": {
        "en": "the hop is left out and the tip alone is the turn (if the tip itself is "
              "allowed); with \u201cno adjacent blocks\u201d also when every hop would end next "
              "to an opponent's block",
        "de": "der Sprung entfällt, und das Kippen allein ist der Zug (wenn das Kippen selbst "
              "erlaubt ist); mit „keine nebeneinanderliegenden Blöcke“ auch dann, wenn jeder "
              "Sprung neben einem gegnerischen Block enden würde"},
    # --- DB-7 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-7.title": {"en": "Deblockle'd: no legal turn",
                                      "de": "Deblockle'd: kein erlaubter Zug"},
    "deblockle.decision.DB-7.text": {
        "en": "A player with no legal turn passes, and the opponent goes on moving. If neither "
              "can move, the game is a draw.",
        "de": "Wer keinen erlaubten Zug hat, setzt aus, und der Gegner zieht weiter. Kann "
              "keiner ziehen, endet die Partie unentschieden."},
    "deblockle.decision.DB-7.chosen": {"en": "no turn limit", "de": "keine Zuggrenze"},
    "deblockle.decision.DB-7.reading.1": {
        "en": "a draw after a number of turns you choose (a kit option, like CS-10)",
        "de": "unentschieden nach einer gewählten Zahl von Zügen (eine Option des Kits, wie "
              "CS-10)"},
    # --- DB-8 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-8.title": {"en": "Variants: fewer blocks, no adjacent blocks",
                                      "de": "Varianten: weniger Blöcke, keine "
                                            "nebeneinanderliegenden Blöcke"},
    "deblockle.decision.DB-8.text": {
        "en": "Each player has 1 to 4 blocks, possibly different numbers (a handicap), on the "
              "first of its start squares, each from its back row: A in the order c1, e1, c3, "
              "e3, B in the mirrored order c7, e7, c5, e5, so both stand equally far from "
              "their goals. The variant \u201cno adjacent blocks\u201d forbids a turn after "
              "which one of the mover's blocks stands right beside (not diagonally) an "
              "opponent's block.",
        "de": "Jeder Spieler hat 1 bis 4 Blöcke, auch verschieden viele (ein Vorteil für den "
              "Schwächeren), auf den ersten seiner Startfelder, jeder von seiner hinteren "
              "Reihe aus: A in der Folge c1, e1, c3, e3, B gespiegelt c7, e7, c5, e5, so dass "
              "beide gleich weit von ihrem Ziel stehen. Die Variante „keine "
              "nebeneinanderliegenden Blöcke“ verbietet einen Zug, nach dem ein Block des "
              "Ziehenden direkt (nicht diagonal) neben einem gegnerischen Block steht."},
    "deblockle.decision.DB-8.chosen": {"en": "four blocks each", "de": "je vier Blöcke"},
    "deblockle.decision.DB-8.reading.1": {
        "en": "fewer blocks for one player, e.g. 4 against 2",
        "de": "weniger Blöcke für einen Spieler, etwa 4 gegen 2"},
    "deblockle.decision.DB-8.reading.2": {
        "en": "the variant \u201cno adjacent blocks\u201d",
        "de": "die Variante „keine nebeneinanderliegenden Blöcke“"},
    # --- DB-9 ---------------------------------------------------------------------------------
    "deblockle.decision.DB-9.title": {"en": "Winning", "de": "Gewinnen"},
    "deblockle.decision.DB-9.text": {
        "en": "The first player to remove all its blocks wins.",
        "de": "Wer zuerst alle seine Blöcke entfernt hat, gewinnt."},
    # --- DB-10 --------------------------------------------------------------------------------
    "deblockle.decision.DB-10.title": {"en": "Start player", "de": "Startspieler"},
    "deblockle.decision.DB-10.text": {
        "en": "The rulebook lets the youngest player begin, or the winner of the last game. "
              "In the kit A (home star d2) begins, unless B is chosen.",
        "de": "Laut Regelheft beginnt der jüngste Spieler oder der Sieger der letzten "
              "Partie. Im Kit beginnt A (Heimatstern d2), außer B wird gewählt."},
    "deblockle.decision.DB-10.chosen": {"en": "A begins", "de": "A beginnt"},
    "deblockle.decision.DB-10.reading.1": {"en": "B begins", "de": "B beginnt"},
}
