"""The words of Striedies Strategie's rule decisions (:mod:`.decisions`), English and German:
``striedies.decision.<ID>.title`` (the point in a few words), ``.text`` (the decision),
``.chosen`` (what the default plays) and ``.reading.<n>`` (another reading)."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- ST-1 ---------------------------------------------------------------------------------
    "striedies.decision.ST-1.title": {"en": "The dice", "de": "Die Würfel"},
    "striedies.decision.ST-1.text": {
        "en": "The dice are right-handed Western dice: opposite faces add up to 7, and with "
              "the 1 on top and the 2 facing south, the 3 faces east.",
        "de": "Die Würfel sind rechtshändige westliche Würfel: Gegenüberliegende Seiten "
              "ergeben zusammen 7, und liegt die 1 oben und die 2 nach Süden, zeigt die 3 nach "
              "Osten."},
    "striedies.decision.ST-1.chosen": {"en": "right-handed dice", "de": "rechtshändige Würfel"},
    "striedies.decision.ST-1.reading.1": {
        "en": "left-handed dice, the mirror image (3 facing west)",
        "de": "linkshändige Würfel, das Spiegelbild (die 3 zeigt nach Westen)"},
    # --- ST-2 ---------------------------------------------------------------------------------
    "striedies.decision.ST-2.title": {"en": "The start", "de": "Der Start"},
    "striedies.decision.ST-2.text": {
        "en": "Each player's three dice stand on a corner square and its two neighbours along "
              "the edges, the 1 on top, the 2 and the 3 towards the two outer edges; with "
              "right-handed dice there is only one way to do that: bottom left 2 west and 3 "
              "south, bottom right 2 south and 3 east, top right 2 east and 3 north, top left "
              "2 north and 3 west. Two players take opposite corners (bottom left, top right); "
              "three take bottom left, bottom right and top right.",
        "de": "Die drei Würfel jedes Spielers stehen auf einem Eckfeld und seinen zwei "
              "Nachbarn am Rand, die 1 oben, die 2 und die 3 zu den beiden Außenkanten; mit "
              "rechtshändigen Würfeln geht das nur auf eine Weise: unten links 2 nach Westen "
              "und 3 nach Süden, unten rechts 2 nach Süden und 3 nach Osten, oben rechts 2 nach "
              "Osten und 3 nach Norden, oben links 2 nach Norden und 3 nach Westen. Zwei "
              "Spieler nehmen gegenüberliegende Ecken (unten links, oben rechts); drei nehmen "
              "unten links, unten rechts und oben rechts."},
    "striedies.decision.ST-2.chosen": {"en": "two players in opposite corners",
                                       "de": "zwei Spieler in gegenüberliegenden Ecken"},
    "striedies.decision.ST-2.reading.1": {
        "en": "three players: bottom left, bottom right and top right",
        "de": "drei Spieler: unten links, unten rechts und oben rechts"},
    "striedies.decision.ST-2.reading.2": {"en": "four players, one in each corner",
                                          "de": "vier Spieler, in jeder Ecke einer"},
    # --- ST-3 ---------------------------------------------------------------------------------
    "striedies.decision.ST-3.title": {"en": "Moving a die", "de": "Einen Würfel ziehen"},
    "striedies.decision.ST-3.text": {
        "en": "A die moves exactly as many squares as its top face shows at the start of the "
              "move, tipping over an edge one square at a time: straight on, or with exactly "
              "one turn by 90° after some of the squares (at least one before and one after "
              "the turn); never diagonally, never back. Every square on the way must be on "
              "the board and free. The die's faces change with every tip.",
        "de": "Ein Würfel zieht genau so viele Felder, wie seine obere Augenzahl zu Beginn des "
              "Zuges zeigt, und kippt dabei Feld für Feld über eine Kante: geradeaus, oder mit "
              "genau einem Abbiegen um 90° nach einigen Feldern (mindestens eines davor und "
              "eines danach); nie diagonal, nie zurück. Jedes Feld des Weges muss auf dem "
              "Brett und frei sein. Mit jedem Kippen ändern sich die Seiten des Würfels."},
    # --- ST-4 ---------------------------------------------------------------------------------
    "striedies.decision.ST-4.title": {"en": "Fights", "de": "Kämpfe"},
    "striedies.decision.ST-4.text": {
        "en": "Fights happen only around the die that has just moved, against one opponent at "
              "a time, in turn order from the mover. The defenders are that opponent's dice "
              "right beside (not diagonally) the moved die; the attackers are the moved die "
              "and the mover's dice right beside any defender. The sums of the top faces are "
              "compared: the side with the smaller sum loses all its dice in the fight. If the "
              "moved die is removed, the later fights of this move do not happen.",
        "de": "Gekämpft wird nur um den Würfel, der gerade gezogen hat, gegen einen Gegner "
              "nach dem anderen, in der Zugfolge ab dem Ziehenden. Die Verteidiger sind die "
              "Würfel dieses Gegners direkt (nicht diagonal) neben dem gezogenen Würfel; die "
              "Angreifer sind der gezogene Würfel und die Würfel des Ziehenden direkt neben "
              "einem Verteidiger. Verglichen werden die Summen der oberen Augenzahlen: Die "
              "Seite mit der kleineren Summe verliert alle ihre Würfel im Kampf. Fliegt der "
              "gezogene Würfel vom Feld, finden die weiteren Kämpfe dieses Zuges nicht statt."},
    # --- ST-5 ---------------------------------------------------------------------------------
    "striedies.decision.ST-5.title": {"en": "Ties", "de": "Gleichstand"},
    "striedies.decision.ST-5.text": {
        "en": "Equal sums threaten the defenders. On its next turn the threatened player must "
              "either (a) move another of its dice, one that is not threatened, so that it "
              "ends beside an attacker (it reinforces, and a normal fight follows), or (b) "
              "move one threatened die so that it ends beside no attacker; the other "
              "threatened dice are removed. If neither is possible, all threatened dice are "
              "removed and the player then moves as usual. The threat ends with that turn.",
        "de": "Bei gleichen Summen sind die Verteidiger bedroht. In seinem nächsten Zug muss "
              "der bedrohte Spieler entweder (a) einen anderen seiner Würfel, einen nicht "
              "bedrohten, so ziehen, dass er neben einem Angreifer endet (er verstärkt, und ein "
              "gewöhnlicher Kampf folgt), oder (b) einen bedrohten Würfel so wegziehen, dass er "
              "neben keinem Angreifer endet; die anderen bedrohten Würfel fliegen vom Feld. "
              "Geht beides nicht, fliegen alle bedrohten Würfel vom Feld, und der Spieler "
              "zieht danach wie sonst. Die Bedrohung endet mit diesem Zug."},
    "striedies.decision.ST-5.chosen": {
        "en": "only another die reinforces, the rulebook's words",
        "de": "nur ein anderer Würfel verstärkt, der Wortlaut des Regelhefts"},
    "striedies.decision.ST-5.reading.1": {
        "en": "a threatened die may itself reinforce (a reading the rulebook does not give; "
              "the explanations say so)",
        "de": "auch ein bedrohter Würfel darf selbst verstärken (eine Lesart, die das Regelheft "
              "nicht hergibt; die Erklärungen sagen das)"},
    # --- ST-6 ---------------------------------------------------------------------------------
    "striedies.decision.ST-6.title": {"en": "No legal move", "de": "Kein erlaubter Zug"},
    "striedies.decision.ST-6.text": {
        "en": "A player that has no legal move passes.",
        "de": "Wer keinen erlaubten Zug hat, setzt aus."},
    "striedies.decision.ST-6.reading.1": {
        "en": "a player without a move loses", "de": "wer nicht ziehen kann, verliert"},
    # --- ST-7 ---------------------------------------------------------------------------------
    "striedies.decision.ST-7.title": {"en": "Draws", "de": "Unentschieden"},
    "striedies.decision.ST-7.text": {
        "en": "As in Cubeslyde (CS-10): the rulebook has no draw; the kit's turn limit ends a "
              "game as a draw, off in games and on in the computer players' random games.",
        "de": "Wie bei Cubeslyde (CS-10): Das Regelheft kennt kein Unentschieden; die "
              "Zuggrenze des Kits beendet eine Partie unentschieden, in Partien aus und in den "
              "Zufallspartien der Computerspieler an."},
    "striedies.decision.ST-7.chosen": {"en": "no turn limit", "de": "keine Zuggrenze"},
    "striedies.decision.ST-7.reading.1": {
        "en": "a draw after a number of turns you choose",
        "de": "unentschieden nach einer gewählten Zahl von Zügen"},
    # --- ST-8 ---------------------------------------------------------------------------------
    "striedies.decision.ST-8.title": {"en": "Out and winning", "de": "Ausscheiden und gewinnen"},
    "striedies.decision.ST-8.text": {
        "en": "A player with no dice left is out; the last player with dice wins.",
        "de": "Wer keine Würfel mehr hat, scheidet aus; der letzte Spieler mit Würfeln "
              "gewinnt."},
    # --- ST-9 ---------------------------------------------------------------------------------
    "striedies.decision.ST-9.title": {"en": "Details of a tie", "de": "Einzelheiten des "
                                      "Gleichstands"},
    "striedies.decision.ST-9.text": {
        "en": "(a) A player threatened by two ties before its turn (3 or 4 players) faces one "
              "threat: all its threatened dice against all the attacking dice. (b) When the "
              "threatened player moves one threatened die away (ST-5 b), the other threatened "
              "dice leave the board before the fights of that move. (c) Dice removed before "
              "the threatened player's turn drop out of the threat; the threat ends when no "
              "threatened or no attacking die is left.",
        "de": "(a) Wer vor seinem Zug durch zwei Gleichstände bedroht ist (3 oder 4 Spieler), "
              "hat eine Bedrohung: alle seine bedrohten Würfel gegen alle angreifenden. (b) "
              "Zieht der bedrohte Spieler einen bedrohten Würfel weg (ST-5 b), fliegen die "
              "anderen bedrohten Würfel vor den Kämpfen dieses Zuges vom Feld. (c) Würfel, "
              "die vor dem Zug des Bedrohten vom Feld fliegen, fallen aus der Bedrohung; sie "
              "endet, wenn kein bedrohter oder kein angreifender Würfel mehr da ist."},
    "striedies.decision.ST-9.chosen": {
        "en": "the other threatened dice leave before the fights",
        "de": "die anderen bedrohten Würfel fliegen vor den Kämpfen"},
    "striedies.decision.ST-9.reading.1": {
        "en": "they still stand, and support the mover, in the fights of the retreating move, "
              "and leave after them",
        "de": "sie stehen noch und helfen dem Ziehenden in den Kämpfen des Wegzugs, und "
              "fliegen danach"},
}
