"""The claims of the Deblockle rulebook in our words (what it says, what the kit checks, what
a counterexample shows), en and de."""

from cubekit.core.i18n import Catalogue

_P = "claims.deblockle"

MESSAGES: Catalogue = {
    f"{_P}.material.says": {
        "en": "Each player has four blocks (or 1 to 3 in the variant with fewer blocks).",
        "de": "Jeder Spieler hat vier Blöcke (oder 1 bis 3 in der Variante mit weniger "
              "Blöcken)."},
    f"{_P}.material": {
        "en": "A player's blocks on the board and removed always add up to its starting "
              "number.",
        "de": "Die Blöcke eines Spielers auf dem Brett und die entfernten ergeben immer seine "
              "Anfangszahl."},
    f"{_P}.material.detail": {
        "en": "{player} has {board} blocks on the board and {removed} removed.",
        "de": "{player} hat {board} Blöcke auf dem Brett und {removed} entfernt."},
    f"{_P}.removed_on_star.says": {
        "en": "A block tipped onto a star square is taken off the board; no block may end its "
              "turn on a star square (also in 'STAR SPACES').",
        "de": "Ein Block, der auf ein Sternfeld gekippt wird, kommt vom Brett; kein Block "
              "darf seinen Zug auf einem Sternfeld beenden (auch in „STAR SPACES“)."},
    f"{_P}.removed_on_star": {
        "en": "After every turn both star squares are empty.",
        "de": "Nach jedem Zug sind beide Sternfelder leer."},
    f"{_P}.off_stars.detail": {
        "en": "A block stands on the star square {square}.",
        "de": "Auf dem Sternfeld {square} steht ein Block."},
    f"{_P}.first_wins.says": {
        "en": "The first player to remove all its blocks wins.",
        "de": "Wer als Erster alle seine Blöcke entfernt hat, gewinnt."},
    f"{_P}.first_wins": {
        "en": "A game is won exactly when, and by whom, the last own block is removed.",
        "de": "Eine Partie ist genau dann gewonnen, wenn jemand seinen letzten Block entfernt, "
              "und zwar von ihm."},
    f"{_P}.first_wins.detail": {
        "en": "The winner and the blocks removed do not match.",
        "de": "Sieger und entfernte Blöcke passen nicht zusammen."},
    f"{_P}.alternate.says": {
        "en": "The players take turns; a player who is trapped (Deblockle'd) is skipped and "
              "the other goes on until it is free.",
        "de": "Die Spieler ziehen abwechselnd; wer eingesperrt ist (Deblockle'd), wird "
              "übersprungen, und der andere zieht weiter, bis er frei ist."},
    f"{_P}.alternate": {
        "en": "After every turn the other player moves, unless it has no legal turn.",
        "de": "Nach jedem Zug ist der andere Spieler dran, außer er hat keinen erlaubten Zug."},
    f"{_P}.start.says": {
        "en": "Each player's blocks start on the four squares diagonal to its home star.",
        "de": "Die Blöcke jedes Spielers beginnen auf den vier Feldern diagonal zu seinem "
              "Heimatstern."},
    f"{_P}.start": {
        "en": "In every set-up the blocks of A stand diagonal to d2 and those of B diagonal to "
              "d6.",
        "de": "In jedem Aufbau stehen die Blöcke von A diagonal zu d2 und die von B diagonal zu "
              "d6."},
    f"{_P}.start.detail": {
        "en": "The blocks of {player} start on {squares}.",
        "de": "Die Blöcke von {player} beginnen auf {squares}."},
    f"{_P}.star_up.says": {
        "en": "A block may not be tipped star side up onto any square except the opponent's "
              "star square, where it is removed.",
        "de": "Mit dem Stern nach oben darf ein Block auf kein Feld gekippt werden außer auf "
              "das gegnerische Sternfeld, wo er entfernt wird."},
    f"{_P}.star_up": {
        "en": "No tip that leaves the block on the board brings the star up.",
        "de": "Kein Kippen, nach dem der Block auf dem Brett bleibt, bringt den Stern nach "
              "oben."},
    f"{_P}.star_up.detail": {
        "en": "A block was tipped star up and stayed on the board.",
        "de": "Ein Block wurde mit dem Stern nach oben gekippt und blieb auf dem Brett."},
    f"{_P}.stop.says": {
        "en": "Stop means the turn is over: the block does not move further.",
        "de": "Stop heißt, der Zug ist zu Ende: Der Block bewegt sich nicht weiter."},
    f"{_P}.stop": {
        "en": "A tip that brings Stop up is never followed by a hop.",
        "de": "Auf ein Kippen, das Stop nach oben bringt, folgt nie ein Sprung."},
    f"{_P}.stop.detail": {
        "en": "The block hopped after Stop came up.",
        "de": "Der Block sprang, obwohl Stop oben lag."},
    f"{_P}.cross.says": {
        "en": "The cross allows one hop in any orthogonal direction.",
        "de": "Das Kreuz erlaubt einen Sprung in jede Richtung, waagerecht oder senkrecht."},
    f"{_P}.cross": {
        "en": "Every cross hop goes exactly one square orthogonally.",
        "de": "Jeder Kreuz-Sprung geht genau ein Feld waagerecht oder senkrecht."},
    f"{_P}.hop.detail": {
        "en": "A {face} hop does not follow its symbol.",
        "de": "Ein Sprung mit {face} folgt nicht seinem Symbol."},
    f"{_P}.x.says": {
        "en": "The X allows one hop in any diagonal direction.",
        "de": "Das X erlaubt einen Sprung in jede diagonale Richtung."},
    f"{_P}.x": {
        "en": "Every X hop goes exactly one square diagonally.",
        "de": "Jeder X-Sprung geht genau ein Feld diagonal."},
    f"{_P}.slider.says": {
        "en": "The slider moves one or more squares straight on until the edge or another "
              "block stops it; you may stop it in front of a star square but not on it.",
        "de": "Der Slider bewegt sich ein oder mehrere Felder geradeaus, bis der Rand oder "
              "ein anderer Block ihn stoppt; vor einem Sternfeld darf er halten, darauf nicht."},
    f"{_P}.slider": {
        "en": "Every slider hop goes at least one square in one direction and ends in front "
              "of the edge, a block or a star square.",
        "de": "Jeder Slider-Sprung geht mindestens ein Feld in eine Richtung und endet vor dem "
              "Rand, einem Block oder einem Sternfeld."},
    f"{_P}.slider.detail": {
        "en": "The slider stopped on {square} although {beyond} was free.",
        "de": "Der Slider hielt auf {square}, obwohl {beyond} frei war."},
    f"{_P}.hoops.says": {
        "en": "Hoops allows any combination of three orthogonal moves.",
        "de": "Hoops erlaubt eine beliebige Verbindung von drei waagerechten oder "
              "senkrechten Schritten."},
    f"{_P}.hoops": {
        "en": "Every hoops hop is exactly three orthogonal single steps.",
        "de": "Jeder Hoops-Sprung besteht aus genau drei waagerechten oder senkrechten "
              "Einzelschritten."},
    f"{_P}.hoops_back.says": {
        "en": "With hoops you may come back to a square the block has already been on.",
        "de": "Mit Hoops darfst du auf ein Feld zurück, auf dem der Block schon war."},
    f"{_P}.hoops_back": {
        "en": "A hoops hop can visit the same square twice.",
        "de": "Ein Hoops-Sprung kann dasselbe Feld zweimal betreten."},
    f"{_P}.tip.says": {
        "en": "A turn begins by tipping a block onto a free orthogonally adjacent square, "
              "never diagonally and never onto a star square.",
        "de": "Ein Zug beginnt damit, einen Block auf ein freies waagerecht oder senkrecht "
              "benachbartes Feld zu kippen, nie diagonal und nie auf ein Sternfeld."},
    f"{_P}.tip": {
        "en": "Every tip goes to an orthogonal neighbour, onto a star square only star up "
              "onto the opponent's star (and the block is removed).",
        "de": "Jedes Kippen geht auf einen waagerechten oder senkrechten Nachbarn, auf ein "
              "Sternfeld nur mit dem Stern oben auf das gegnerische (und der Block kommt "
              "vom Brett)."},
    f"{_P}.tip.detail": {
        "en": "A block was tipped onto {square} against the rule.",
        "de": "Ein Block wurde regelwidrig auf {square} gekippt."},
    f"{_P}.hop_possible.says": {
        "en": "After tipping you must hop the block by the symbol that has come up.",
        "de": "Nach dem Kippen musst du den Block nach dem Symbol springen lassen, das oben "
              "liegt."},
    f"{_P}.hop_possible": {
        "en": "After every tip (except to Stop) a hop by the symbol on top is possible.",
        "de": "Nach jedem Kippen (außer auf Stop) ist ein Sprung nach dem oberen Symbol "
              "möglich."},
    f"{_P}.hop_possible.detail": {
        "en": "After the tip onto {square} {face} is on top, but no hop is possible (DB-6).",
        "de": "Nach dem Kippen auf {square} liegt {face} oben, aber kein Sprung ist möglich "
              "(DB-6)."},
    f"{_P}.no_turning.says": {
        "en": "You may not turn the block while it hops.",
        "de": "Beim Springen darfst du den Block nicht drehen."},
    f"{_P}.no_turning": {
        "en": "A block ends every hop in the orientation the tip gave it.",
        "de": "Ein Block beendet jeden Sprung in der Lage, die ihm das Kippen gab."},
    f"{_P}.no_turning.detail": {
        "en": "The block turned during the hop.", "de": "Der Block drehte sich beim Sprung."},
    f"{_P}.open_squares.says": {
        "en": "A hopping block may move only onto open squares.",
        "de": "Ein springender Block darf nur auf freie Felder."},
    f"{_P}.open_squares": {
        "en": "Every square a hop enters was free (or is the block's own square of the turn).",
        "de": "Jedes Feld, das ein Sprung betritt, war frei (oder ist das eigene Feld des "
              "Blocks in diesem Zug)."},
    f"{_P}.open_squares.detail": {
        "en": "The hop entered {square}, where a block stood.",
        "de": "Der Sprung betrat {square}, wo ein Block stand."},
    f"{_P}.over_star.says": {
        "en": "With the slider or hoops a block may pass over a star square while hopping, as "
              "long as it neither tips onto it nor ends there.",
        "de": "Mit Slider oder Hoops darf ein Block beim Springen über ein Sternfeld, "
              "solange er nicht darauf gekippt wird und nicht dort endet."},
    f"{_P}.over_star": {
        "en": "A slider or hoops hop can pass over a star square.",
        "de": "Ein Slider- oder Hoops-Sprung kann über ein Sternfeld führen."},
    f"{_P}.trapped.says": {
        "en": "A player can be trapped by blocks and the edge so that it cannot move.",
        "de": "Ein Spieler kann mit Blöcken und Rand so eingesperrt werden, dass er nicht "
              "ziehen kann."},
    f"{_P}.trapped": {
        "en": "A player can end up with no legal turn (Deblockle'd).",
        "de": "Ein Spieler kann ohne erlaubten Zug dastehen (Deblockle'd)."},
    f"{_P}.always_ends.says": {
        "en": "You win by removing all your blocks before your opponent does (a game with no "
              "end is not mentioned).",
        "de": "Du gewinnst, indem du alle deine Blöcke vor dem Gegner entfernst (von einer "
              "Partie ohne Ende ist nicht die Rede)."},
    f"{_P}.always_ends": {
        "en": "Every game comes to an end (no line of play can go on for ever).",
        "de": "Jede Partie kommt zu einem Ende (keine Zugfolge kann ewig weitergehen)."},
    f"{_P}.apart.says": {
        "en": "In the variant 'no adjacent blocks' none of your blocks may touch an "
              "opponent's block at the end of your turn; diagonal is allowed.",
        "de": "In der Variante „keine nebeneinanderliegenden Blöcke“ darf am Ende deines "
              "Zugs keiner deiner Blöcke einen gegnerischen berühren; diagonal ist erlaubt."},
    f"{_P}.apart": {
        "en": "With the variant \u201cno adjacent blocks\u201d no turn ends with a mover's "
              "block orthogonally next to an opponent's block.",
        "de": "Mit der Variante „keine nebeneinanderliegenden Blöcke“ endet kein Zug mit einem "
              "Block des Ziehenden waagerecht oder senkrecht neben einem gegnerischen."},
    f"{_P}.apart.detail": {
        "en": "The block on {square} touches the opponent's block on {other}.",
        "de": "Der Block auf {square} berührt den gegnerischen Block auf {other}."},
}
