"""Sentences shared by the board pictures of every game (titles and keys), in en and de."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "render.to_move": {"en": "Player {player} to move", "de": "Spieler {player} ist am Zug"},
    "render.wins": {"en": "Player {player} wins", "de": "Spieler {player} gewinnt"},
    "render.draw": {"en": "Draw", "de": "Unentschieden"},
    "render.no_result": {"en": "Game over, no result", "de": "Partie zu Ende, kein Ergebnis"},
    "render.out": {"en": "out", "de": "aus"},
    "render.player_out": {"en": "Player {player} is out", "de": "Spieler {player} scheidet aus"},
    "render.bad_size": {
        "en": "{name} must be a number from {low} to {high}, got {value}",
        "de": "{name} muss eine Zahl von {low} bis {high} sein, nicht {value}"},
    "render.bad_switch": {
        "en": "{name} must be True or False, not {value}",
        "de": "{name} muss True oder False sein, nicht {value}"},
    "render.bad_layout": {
        "en": "layout must be one of {valid}, got {value}",
        "de": "layout muss eins von {valid} sein, nicht {value}"},
    # --- errors of the pictures ---------------------------------------------------------
    "render.error.not_drawable": {
        "en": "expected a State or a Step to draw, got {kind}",
        "de": "zum Zeichnen wird ein State oder ein Step erwartet, nicht {kind}"},
    "render.error.not_a_game": {
        "en": "expected a cubekit Game, got {kind}",
        "de": "erwartet wird ein Game von cubekit, nicht {kind}"},
    "render.error.state_kind": {
        "en": "expected a {game} state, got {kind}",
        "de": "erwartet wird eine Stellung von {game}, nicht {kind}"},
    "render.error.unknown_option": {
        "en": "unknown picture option(s) {unknown} for {game}: expected {valid}",
        "de": "unbekannte Bildoption(en) {unknown} für {game}: erwartet wird {valid}"},
    "render.error.set_up_twice": {
        "en": "this renderer is already set up; make a new one for new axes",
        "de": "dieser Renderer ist schon eingerichtet; lege für neue Achsen einen neuen an"},
    "render.error.not_set_up": {
        "en": "call setup(ax) or create_figure() before update()",
        "de": "rufe vor update() erst setup(ax) oder create_figure() auf"},
    "render.error.other_game": {
        "en": "this picture is set up for {game}, not for {other}; make a new one for a "
              "different game or board",
        "de": "dieses Bild ist für {game} eingerichtet, nicht für {other}; lege für ein "
              "anderes Spiel oder Brett ein neues an"},
    "render.error.square": {
        "en": "square {square} is not on the {width}x{height} board: expected (col, row) "
              "counted from 0 or a name like 'c3'",
        "de": "das Feld {square} liegt nicht auf dem Brett {width}x{height}: erwartet wird "
              "(Spalte, Reihe), gezählt ab 0, oder ein Name wie „c3“"},
    "render.error.size_with_ax": {
        "en": "dpi= and scale= size a new figure; with ax= the figure's own size and dpi are "
              "used",
        "de": "dpi= und scale= bemessen ein neues Bild; mit ax= gelten Größe und dpi der "
              "vorhandenen Figure"},
    "render.error.nothing_to_animate": {
        "en": "nothing to animate: expected at least one State or Step",
        "de": "nichts zu animieren: erwartet wird mindestens ein State oder Step"},
    "render.error.seconds": {
        "en": "seconds_per_frame must be a positive number, not {value}",
        "de": "seconds_per_frame muss eine positive Zahl sein, nicht {value}"},
    "render.error.closed": {
        "en": "this BoardView is closed; make a new one",
        "de": "diese BoardView ist geschlossen; lege eine neue an"},
    "render.error.player_colour": {
        "en": "player {player} has no colour: expected 0-{last}",
        "de": "Spieler {player} hat keine Farbe: erwartet wird 0-{last}"},
    "render.error.alignment": {
        "en": "expected ha left/center/right and va top/center/bottom/baseline, got {ha}, {va}",
        "de": "erwartet wird ha left/center/right und va top/center/bottom/baseline, nicht "
              "{ha}, {va}"},
    "render.error.colours": {
        "en": "expected one colour per square, got {colours} colours{outlines} for {squares} "
              "squares",
        "de": "erwartet wird eine Farbe je Feld, nicht {colours} Farben{outlines} für "
              "{squares} Felder"},
    "render.error.outlines": {"en": " and {n} outlines", "de": " und {n} Umrisse"},
    "render.error.png_level": {
        "en": "the compression level must be a whole number from 0 to 9, not {value}",
        "de": "die Kompressionsstufe muss eine ganze Zahl von 0 bis 9 sein, nicht {value}"},
    "render.error.band_rows": {
        "en": "a band needs at least one row, not {value}",
        "de": "ein Streifen braucht mindestens eine Reihe, nicht {value}"},
    "render.error.pixels": {
        "en": "expected a height x width x 4 uint8 array, got {shape} {dtype}",
        "de": "erwartet wird ein Array Höhe x Breite x 4 mit uint8, nicht {shape} {dtype}"},
    "render.error.face": {
        "en": "unknown Deblockle face {face}: expected one of {faces}",
        "de": "unbekannte Deblockle-Seite {face}: erwartet wird eins von {faces}"},
    # --- the picture options (Renderer.OPTIONS), as picture_options() lists them ---------
    "render.option.entry": {"en": "{name} (default {default}): {about}",
                            "de": "{name} (Vorgabe {default}): {about}"},
    "render.option.heading": {"en": "Picture options of {game}:",
                              "de": "Bildoptionen von {game}:"},
    "render.option.labels": {"en": "file letters and rank numbers around the board",
                             "de": "Buchstaben der Spalten und Zahlen der Reihen rund um das "
                                   "Brett"},
    "render.option.legend": {"en": "the key below the board", "de": "die Legende unter dem Brett"},
    "render.option.status": {"en": "the title line above the board",
                             "de": "die Titelzeile über dem Brett"},
    "render.option.status_two_lines": {"en": "the title line and the line below it",
                                       "de": "die Titelzeile und die Zeile darunter"},
    "render.option.chain_reaction.capacity": {
        "en": "each cell's capacity in its corner; a badge where one more marble makes it burst",
        "de": "die Platz-Zahl jedes Feldes in seiner Ecke; eine Marke, wo eine weitere Murmel "
              "es überlaufen lässt"},
    "render.option.cubeslyde.legend": {
        "en": "the panel beside the board: stage, cubes in hand and lost cubes",
        "de": "die Tafel neben dem Brett: Phase, Cubes in der Hand und verlorene Cubes"},
    "render.option.deblockle.legend": {
        "en": "the panel below the board: removed blocks, whose turn, symbol key",
        "de": "die Tafel unter dem Brett: entfernte Blöcke, wer am Zug ist, Legende der "
              "Symbole"},
    "render.option.striedies.legend": {
        "en": "the panel below the board: the players, whose turn, a key of marks",
        "de": "die Tafel unter dem Brett: die Spieler, wer am Zug ist, eine Legende der "
              "Markierungen"},
    "render.option.striedies.status": {
        "en": "the title line and the line below it (dice per player, threats)",
        "de": "die Titelzeile und die Zeile darunter (Würfel je Spieler, Bedrohungen)"},
    "render.option.striedies.sides": {
        "en": "bevelled dice with the numbers of their four side faces",
        "de": "abgeschrägte Würfel mit den Augenzahlen ihrer vier Seitenflächen"},
    "render.option.striedies.view": {
        "en": "'zoom': a step shows the squares it involves and an inset of the board; "
              "'full': the whole board",
        "de": "'zoom': ein Schritt zeigt die Felder, um die es geht, und das Brett verkleinert "
              "daneben; 'full': das ganze Brett"},
    "render.option.striedies.sums": {
        "en": "a fight's sums: 'total' (7 : 5) or 'dice' (3 + 4 = 7 : 5)",
        "de": "die Summen eines Kampfes: 'total' (7 : 5) oder 'dice' (3 + 4 = 7 : 5)"},
}
