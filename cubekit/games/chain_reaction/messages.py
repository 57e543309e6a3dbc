"""Kettenreaktion sentences in English and German (registered in the message catalogue)."""

from cubekit.core.i18n import register

register({
    "chain_reaction.option.width": {
        "en": "Files (columns) of the board, 2-26; the rulebook's boards are 6x6, 8x8 and 8x10.",
        "de": "Spalten des Bretts, 2-26; das Regelheft nennt 6x6, 8x8 und 8x10."},
    "chain_reaction.option.height": {
        "en": "Ranks (rows) of the board, 2-99.",
        "de": "Reihen des Bretts, 2-99."},
    "chain_reaction.option.players": {
        "en": "Number of players: 2 (rulebook) or 3-8; out players are skipped.",
        "de": "Anzahl der Spieler: 2 (Regelheft) oder 3-8; Ausgeschiedene werden übersprungen."},
    "chain_reaction.option.start_player": {
        "en": "Who moves first: 0 = A, 1 = B, ...",
        "de": "Wer beginnt: 0 = A, 1 = B, ..."},
    "chain_reaction.option.stop_on_win": {
        "en": "Stop a cascade as soon as one player is left. Off: cascades run to the end, and "
              "one that can never settle is detected and reported instead of running forever.",
        "de": "Eine Kaskade endet, sobald nur noch ein Spieler übrig ist. Aus: Kaskaden laufen "
              "zu Ende, und eine, die nie zur Ruhe kommt, wird erkannt und gemeldet, statt "
              "endlos zu laufen."},
    "cr.illegal.opponent": {
        "en": "{square} belongs to {owner}: {player} may only play on an empty cell or one of "
              "its own (rulebook, 'Your move').",
        "de": "{square} gehört {owner}: {player} darf nur auf ein leeres oder ein eigenes Feld "
              "legen (Regelheft, 'Dein Zug')."},
    "cr.illegal.off_board": {
        "en": "{square} is not on the {width}x{height} board.",
        "de": "{square} liegt nicht auf dem {width}x{height}-Brett."},
    "cr.illegal.cascade": {
        "en": "This position is in the middle of a cascade: the cascade must finish before the "
              "next marble is placed.",
        "de": "In dieser Stellung läuft gerade eine Kaskade: Sie muss enden, bevor die nächste "
              "Murmel gelegt wird."},
    "cr.step.place": {
        "en": "{player} places a marble on {square}: it now holds {count} of the {capacity} at "
              "which it bursts.",
        "de": "{player} legt eine Murmel auf {square}: Dort liegen jetzt {count}, bei {capacity} "
              "läuft das Feld über."},
    "cr.step.place_bursts": {
        "en": "{player} places a marble on {square}: it now holds {count}, its capacity, so it "
              "bursts.",
        "de": "{player} legt eine Murmel auf {square}: Dort liegen jetzt {count}, die Platz-Zahl "
              "ist erreicht, also läuft das Feld über."},
    "cr.step.wave_one": {
        "en": "Wave {wave}: {cells} bursts and sends one marble to each neighbour.",
        "de": "Welle {wave}: {cells} läuft über und gibt jedem Nachbarfeld eine Murmel."},
    "cr.step.wave_many": {
        "en": "Wave {wave}: {cells} burst together, each sending one marble to each neighbour.",
        "de": "Welle {wave}: {cells} laufen gleichzeitig über, jedes gibt jedem Nachbarfeld eine "
              "Murmel."},
    "cr.step.captures": {
        "en": "{player} captures {cells}.",
        "de": "{player} erobert {cells}."},
    "cr.step.surplus_one": {
        "en": "{cells} now holds more marbles than its capacity: it bursts in the next wave and "
              "keeps the surplus (CR-3).",
        "de": "{cells} hat jetzt mehr Murmeln als seine Platz-Zahl: Es läuft in der nächsten "
              "Welle über und behält den Überschuss (CR-3)."},
    "cr.step.surplus_many": {
        "en": "{cells} now hold more marbles than their capacity: they burst in the next wave "
              "and keep the surplus (CR-3).",
        "de": "{cells} haben jetzt mehr Murmeln als ihre Platz-Zahl: Sie laufen in der nächsten "
              "Welle über und behalten den Überschuss (CR-3)."},
    "cr.step.totals": {
        "en": "Marbles now: {totals}.",
        "de": "Murmeln jetzt: {totals}."},
    "cr.step.out": {
        "en": "{player} has no marbles left and is out.",
        "de": "{player} hat keine Murmeln mehr und scheidet aus."},
    "cr.step.win": {
        "en": "Only {player} is left: {player} wins and the cascade stops here (CR-4).",
        "de": "Nur noch {player} ist übrig: {player} gewinnt, die Kaskade endet hier (CR-4)."},
    "cr.step.no_cell": {
        "en": "{player} has no marble and no empty or own cell to play on, so it is out "
              "(kit reading for 3 or more players, not in the rulebook).",
        "de": "{player} hat keine Murmel und kein leeres oder eigenes Feld zum Legen und "
              "scheidet aus (Lesart des Kits ab 3 Spielern, nicht im Regelheft)."},
    "cr.step.endless_capacity": {
        "en": "Before wave {wave}: this cascade can never settle. The board holds {total} "
              "marbles, but with every cell below its capacity it can hold at most {limit}. "
              "Without the stop-on-win rule (CR-4) the move never ends.",
        "de": "Vor Welle {wave}: Diese Kaskade kommt nie zur Ruhe. Auf dem Brett liegen {total} "
              "Murmeln, ohne Überlauf passen aber höchstens {limit} darauf. Ohne den Stopp beim "
              "Sieg (CR-4) endet der Zug nie."},
    "cr.step.endless_repeat": {
        "en": "After wave {wave}: this cascade can never settle. The board is exactly as it was "
              "after wave {earlier}, so the same waves repeat forever. Without the stop-on-win "
              "rule (CR-4) the move never ends.",
        "de": "Nach Welle {wave}: Diese Kaskade kommt nie zur Ruhe. Das Brett sieht genau so "
              "aus wie nach Welle {earlier}, dieselben Wellen wiederholen sich also endlos. Ohne "
              "den Stopp beim Sieg (CR-4) endet der Zug nie."},
    "cr.step.endless_all_burst": {
        "en": "After wave {wave}: this cascade can never settle. Every cell has now burst at "
              "least once, and such a cascade never comes to rest: the cell whose last burst "
              "came first has since received a marble from each neighbour, so it is full "
              "again. Without the stop-on-win rule (CR-4) the move never ends.",
        "de": "Nach Welle {wave}: Diese Kaskade kommt nie zur Ruhe. Jedes Feld ist jetzt "
              "mindestens einmal übergelaufen, und eine solche Kaskade endet nie: Das Feld, "
              "das zuletzt am frühesten übergelaufen ist, hat seither von jedem Nachbarn eine "
              "Murmel bekommen und ist wieder voll. Ohne den Stopp beim Sieg (CR-4) endet der "
              "Zug nie."},
    "cr.step.endless_no_win": {
        "en": "After wave {wave}: every cell has burst at least once, so this cascade can never "
              "settle, and the stop on win (CR-4) cannot end it: the players without marbles "
              "have not moved yet, so they are not out. The move never ends.",
        "de": "Nach Welle {wave}: Jedes Feld ist mindestens einmal übergelaufen, die Kaskade "
              "kommt also nie zur Ruhe, und der Stopp beim Sieg (CR-4) kann sie nicht beenden: "
              "Wer keine Murmeln hat, hat noch nicht gezogen und scheidet nicht aus. Der Zug "
              "endet nie."},
    "cr.outcome.win": {
        "en": "{player} wins: every other player has lost all their marbles.",
        "de": "{player} gewinnt: Alle anderen haben ihre Murmeln verloren."},
    "cr.outcome.endless": {
        "en": "The last cascade never settles, so the game has no result.",
        "de": "Die letzte Kaskade kommt nie zur Ruhe, die Partie hat also kein Ergebnis."},
})
