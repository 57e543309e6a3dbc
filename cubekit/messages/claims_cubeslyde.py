"""The claims of the Cubeslyde rulebook in our words (what it says, what the kit checks, what
a counterexample shows), en and de."""

from cubekit.core.i18n import Catalogue

_P = "claims.cubeslyde"

MESSAGES: Catalogue = {
    f"{_P}.material.says": {
        "en": "24 cubes are used in all: six coloured ones per player, and 12, 6 or no white "
              "blockers with 2, 3 or 4 players.",
        "de": "Im Ganzen sind es 24 Cubes: sechs farbige je Spieler, dazu 12, 6 oder keine "
              "weißen Blockiersteine bei 2, 3 oder 4 Spielern."},
    f"{_P}.material": {
        "en": "At every moment the cubes on the board, still to be placed and pushed off add "
              "up to 24, with 12, 6 or 0 whites.",
        "de": "In jedem Augenblick ergeben die Cubes auf dem Brett, die noch zu setzenden und "
              "die hinausgeschobenen zusammen 24, davon 12, 6 oder 0 weiße."},
    f"{_P}.material.detail": {
        "en": "There are {total} cubes, {whites} of them white.",
        "de": "Es sind {total} Cubes, davon {whites} weiße."},
    f"{_P}.strengths.says": {
        "en": "The level fixes the strengths (all 1; two each of 1, 2, 3; or 1 to 6), and they "
              "stay the same for the whole game.",
        "de": "Die Stufe legt die Stärken fest (alle 1; je zwei mit 1, 2, 3; oder 1 bis 6), "
              "und sie bleiben die ganze Partie gleich."},
    f"{_P}.strengths": {
        "en": "Each colour's strengths (on the board, to place and lost) are always those of "
              "its level.",
        "de": "Die Stärken jeder Farbe (auf dem Brett, zu setzen und verloren) sind immer die "
              "ihrer Stufe."},
    f"{_P}.strengths.detail": {
        "en": "The cubes of {owner} have strengths {have} instead of {want}.",
        "de": "Die Cubes von {owner} haben die Stärken {have} statt {want}."},
    f"{_P}.last_player.says": {
        "en": "A player is out as soon as three of its cubes are gone; with two players the "
              "other one wins at once.",
        "de": "Wer drei seiner Cubes verloren hat, scheidet sofort aus; zu zweit gewinnt dann "
              "sofort der andere."},
    f"{_P}.last_player": {
        "en": "With two players, the move that costs a player its third cube ends the game "
              "with a win for the other.",
        "de": "Zu zweit beendet der Zug, der einen Spieler den dritten Cube kostet, die Partie "
              "mit einem Sieg des anderen."},
    f"{_P}.last_player.detail": {
        "en": "{player} has lost a third cube, but the other player has not won.",
        "de": "{player} hat den dritten Cube verloren, aber der andere hat nicht gewonnen."},
    f"{_P}.four_wins.says": {
        "en": "You win at once by making four of your own cubes in an unbroken straight row.",
        "de": "Du gewinnst sofort mit vier eigenen Cubes in einer lückenlosen geraden Reihe."},
    f"{_P}.four_wins": {
        "en": "A move that gives the mover four in a row wins the game for the mover.",
        "de": "Ein Zug, der dem Ziehenden eine Viererkette bringt, gewinnt ihm die Partie."},
    f"{_P}.four_wins.detail": {
        "en": "The mover has four in a row on {line} but has not won.",
        "de": "Der Ziehende hat eine Viererkette auf {line}, hat aber nicht gewonnen."},
    f"{_P}.neutral.says": {
        "en": "With 3 or 4 players the cubes an eliminated player still has on the board (at "
              "most 3) stay there as neutral blockers that belong to nobody and make no row.",
        "de": "Bei 3 oder 4 Spielern bleiben die Cubes eines Ausgeschiedenen auf dem Brett "
              "(höchstens 3), als neutrale Blockiersteine, die niemandem gehören und keine "
              "Viererkette bilden."},
    f"{_P}.neutral": {
        "en": "After an elimination the player's cubes on the board are at most three, all "
              "neutral, and in no four in a row.",
        "de": "Nach dem Ausscheiden liegen höchstens drei Cubes des Spielers auf dem Brett, "
              "alle neutral und in keiner Viererkette."},
    f"{_P}.neutral.detail": {
        "en": "{player} is out with {count} cubes on the board that are not all neutral "
              "blockers.",
        "de": "{player} ist ausgeschieden, und von seinen {count} Cubes auf dem Brett sind "
              "nicht alle neutrale Blockiersteine."},
    f"{_P}.whites_first.says": {
        "en": "With 2 or 3 players the white blockers are placed first, one per turn, until "
              "all are on the board.",
        "de": "Bei 2 oder 3 Spielern werden zuerst die weißen Blockiersteine gesetzt, einer "
              "pro Zug, bis alle liegen."},
    f"{_P}.whites_first": {
        "en": "While whites are left to place, every legal move places a white.",
        "de": "Solange weiße Steine zu setzen sind, setzt jeder erlaubte Zug einen weißen."},
    f"{_P}.whites_first.detail": {
        "en": "Whites are left, yet {moves} are legal.",
        "de": "Es sind noch weiße Steine übrig, und doch sind {moves} erlaubt."},
    f"{_P}.must_place.says": {
        "en": "While you have fewer than three own cubes on the board you must place another.",
        "de": "Solange du weniger als drei eigene Cubes auf dem Brett hast, musst du einen "
              "weiteren setzen."},
    f"{_P}.must_place": {
        "en": "A player with fewer than three cubes on the board and cubes in hand can only "
              "place.",
        "de": "Wer weniger als drei Cubes auf dem Brett und noch welche zu setzen hat, kann "
              "nur setzen."},
    f"{_P}.must_place.detail": {
        "en": "The player must place, yet {moves} are legal.",
        "de": "Der Spieler muss setzen, und doch sind {moves} erlaubt."},
    f"{_P}.lost_for_good.says": {
        "en": "A cube pushed off the board leaves the game for good and may not be placed "
              "again.",
        "de": "Ein hinausgeschobener Cube ist endgültig aus dem Spiel und darf nicht wieder "
              "gesetzt werden."},
    f"{_P}.lost_for_good": {
        "en": "No colour ever gets a cube back: the cubes in hand and on the board never "
              "grow, the lost ones never shrink.",
        "de": "Keine Farbe bekommt je einen Cube zurück: Cubes in der Hand und auf dem Brett "
              "werden nie mehr, verlorene nie weniger."},
    f"{_P}.lost_for_good.detail": {
        "en": "{owner} got a cube back.", "de": "{owner} hat einen Cube zurückbekommen."},
    f"{_P}.always_action.says": {
        "en": "In the pushing phase you carry out exactly one push on your turn.",
        "de": "In der Schiebephase führst du in deinem Zug genau eine Schiebeaktion aus."},
    f"{_P}.always_action": {
        "en": "The player to move always has a legal action (nobody ever has to pass).",
        "de": "Wer am Zug ist, hat immer eine erlaubte Aktion (niemand muss je passen)."},
    f"{_P}.strength.says": {
        "en": "You may push only when your pushing strength, the sum of your pushing cubes, "
              "is at least the defence; a tie is allowed.",
        "de": "Schieben darfst du nur, wenn deine Schiebestärke, die Summe der schiebenden "
              "Cubes, mindestens so hoch ist wie die Verteidigung; Gleichstand reicht."},
    f"{_P}.strength": {
        "en": "Every push played has a strength (the sum of the group) of at least its "
              "defence.",
        "de": "Jeder gespielte Schub hat eine Stärke (die Summe der Gruppe) von mindestens "
              "seiner Verteidigung."},
    f"{_P}.strength.detail": {
        "en": "A push of strength {strength} against a defence of {defence}.",
        "de": "Ein Schub der Stärke {strength} gegen eine Verteidigung von {defence}."},
    f"{_P}.defence.says": {
        "en": "The defence adds up the opponents' and neutral cubes in a row in front of the "
              "group up to the first gap or the edge; your own cubes in that row are ignored.",
        "de": "Die Verteidigung zählt die gegnerischen und neutralen Cubes, die vor der "
              "Gruppe bis zum ersten freien Feld oder zum Rand hintereinander liegen; eigene "
              "Cubes darin werden nicht gezählt."},
    f"{_P}.defence": {
        "en": "Every push's defence is the sum of the cubes in the pushed line that are not "
              "the mover's (two players).",
        "de": "Die Verteidigung jedes Schubs ist die Summe der Cubes in der geschobenen Reihe, "
              "die nicht dem Ziehenden gehören (zwei Spieler)."},
    f"{_P}.defence.detail": {
        "en": "The defence was {defence}, the line's other cubes add up to {counted}.",
        "de": "Die Verteidigung war {defence}, die fremden Cubes der Reihe ergeben {counted}."},
    f"{_P}.one_square.says": {
        "en": "When the push is allowed, the group and every pushed cube move exactly one "
              "square in the same direction.",
        "de": "Ist der Schub erlaubt, rücken die Gruppe und alle weggeschobenen Cubes genau "
              "ein Feld in dieselbe Richtung."},
    f"{_P}.one_square": {
        "en": "After every push each cube of the group and the line stands one square further "
              "on (or has left the board) and nothing else has moved.",
        "de": "Nach jedem Schub steht jeder Cube der Gruppe und der Reihe ein Feld weiter (oder "
              "ist vom Brett), und sonst hat sich nichts bewegt."},
    f"{_P}.one_square.detail": {
        "en": "The board differs from that on {squares}.",
        "de": "Das Brett weicht davon ab auf {squares}."},
    f"{_P}.front_falls.says": {
        "en": "When the front cube of a pushed line stands at the edge and would be pushed "
              "over it, it leaves the game.",
        "de": "Steht der vorderste Cube einer weggeschobenen Reihe am Rand und würde darüber "
              "hinaus bewegt, ist er aus dem Spiel."},
    f"{_P}.front_falls": {
        "en": "At most one cube leaves the board per push: the front one of the line.",
        "de": "Pro Schub verlässt höchstens ein Cube das Brett: der vorderste der Reihe."},
    f"{_P}.front_falls.detail": {
        "en": "{count} cubes left the board in one push.",
        "de": "{count} Cubes verließen in einem Schub das Brett."},
    f"{_P}.own_off.says": {
        "en": "You are allowed to push one of your own cubes off the board.",
        "de": "Du darfst mit einer Schiebeaktion einen eigenen Cube vom Brett schieben."},
    f"{_P}.own_off": {
        "en": "A player can push one of its own cubes off the board.",
        "de": "Ein Spieler kann einen eigenen Cube vom Brett schieben."},
    f"{_P}.always_ends.says": {
        "en": "The game ends at once when a player makes four in a row or only one player is "
              "left (a game with no end is not mentioned).",
        "de": "Die Partie endet sofort mit einer Viererkette oder wenn nur noch ein Spieler "
              "übrig ist (von einer Partie ohne Ende ist nicht die Rede)."},
    f"{_P}.always_ends": {
        "en": "Every game comes to an end (no line of play can go on for ever).",
        "de": "Jede Partie kommt zu einem Ende (keine Zugfolge kann ewig weitergehen)."},
    f"{_P}.team_out.says": {
        "en": "In the team game a player is out only when it has no cube of its own left on "
              "the board.",
        "de": "Im Teamspiel scheidet ein Spieler erst aus, wenn kein eigener Cube mehr auf dem "
              "Brett liegt."},
    f"{_P}.team_out": {
        "en": "In the team game a player is out exactly when it has no cube on the board and "
              "none to place.",
        "de": "Im Teamspiel ist ein Spieler genau dann ausgeschieden, wenn er keinen Cube auf "
              "dem Brett und keinen mehr zu setzen hat."},
    f"{_P}.team_out.detail": {
        "en": "{player} has {cubes} cubes on the board but is out (or has none and is not).",
        "de": "{player} hat {cubes} Cubes auf dem Brett und ist ausgeschieden (oder hat keine "
              "und ist es nicht)."},
    f"{_P}.team_line.says": {
        "en": "A team wins when one member makes four in a row of its own colour; the "
              "partner's cubes do not count.",
        "de": "Ein Team gewinnt, wenn ein Mitglied eine Viererkette seiner eigenen Farbe "
              "bildet; Cubes des Partners zählen nicht."},
    f"{_P}.team_line": {
        "en": "A team game won by four in a row is won by a team with a one-colour row.",
        "de": "Eine Teampartie, die durch eine Viererkette endet, gewinnt ein Team mit einer "
              "einfarbigen Reihe."},
    f"{_P}.team_line.detail": {
        "en": "{winners} won without a row of one colour.",
        "de": "{winners} gewannen ohne einfarbige Reihe."},
    f"{_P}.team_knockout.says": {
        "en": "A team also wins once each opposing colour has lost at least three cubes.",
        "de": "Ein Team gewinnt auch, sobald jede gegnerische Farbe mindestens drei Cubes "
              "verloren hat."},
    f"{_P}.team_knockout": {
        "en": "As soon as both colours of a team have lost three cubes, the other team has won.",
        "de": "Sobald beide Farben eines Teams drei Cubes verloren haben, hat das andere Team "
              "gewonnen."},
    f"{_P}.team_knockout.detail": {
        "en": "{team} have lost three cubes each, but the other team has not won.",
        "de": "{team} haben je drei Cubes verloren, aber das andere Team hat nicht gewonnen."},
}
