"""The claims of the Striedies Strategie rulebook in our words (what it says, what the kit
checks, what a counterexample shows), en and de."""

from cubekit.core.i18n import Catalogue

_P = "claims.striedies"

MESSAGES: Catalogue = {
    f"{_P}.always_ends.says": {
        "en": "The aim is to send all the other player's dice off the board (a game with no "
              "end is not mentioned).",
        "de": "Ziel ist, alle Würfel des anderen Spielers vom Brett zu schicken (von einer "
              "Partie ohne Ende ist nicht die Rede)."},
    f"{_P}.always_ends": {
        "en": "Every game comes to an end (no line of play can go on for ever).",
        "de": "Jede Partie kommt zu einem Ende (keine Zugfolge kann ewig weitergehen)."},
    f"{_P}.three_dice.says": {
        "en": "There are 12 dice in four colours; each player takes three of one colour.",
        "de": "Es gibt 12 Würfel in vier Farben; jeder Spieler nimmt drei einer Farbe."},
    f"{_P}.three_dice": {
        "en": "With 2, 3 or 4 players every player starts with three dice.",
        "de": "Mit 2, 3 oder 4 Spielern beginnt jeder mit drei Würfeln."},
    f"{_P}.three_dice.detail": {
        "en": "{player} starts with {count} dice.", "de": "{player} beginnt mit {count} Würfeln."},
    f"{_P}.start_faces.says": {
        "en": "The dice stand in the corners, one colour in each, with the 1 on top and the 2 "
              "and the 3 towards the outer edges.",
        "de": "Die Würfel stehen in den Ecken, in jeder eine Farbe, mit der Eins oben und der "
              "Zwei und der Drei zu den Außenkanten."},
    f"{_P}.start_faces": {
        "en": "Every die starts with 1 on top and 2 and 3 facing the two edges of its corner.",
        "de": "Jeder Würfel beginnt mit der 1 oben und der 2 und 3 zu den beiden Kanten seiner "
              "Ecke."},
    f"{_P}.start_faces.detail": {
        "en": "The die on {square} does not start that way.",
        "de": "Der Würfel auf {square} beginnt nicht so."},
    f"{_P}.pips.says": {
        "en": "A die moves by tipping over an edge square by square, as many squares as its "
              "top face showed at the start of the move.",
        "de": "Ein Würfel zieht, indem er Feld für Feld über eine Kante kippt, so viele Felder, "
              "wie die Augenzahl oben zu Beginn des Zugs zeigte."},
    f"{_P}.pips": {
        "en": "Every move tips its die exactly as many times as the top face showed before.",
        "de": "Jeder Zug kippt seinen Würfel genau so oft, wie die obere Augenzahl vorher "
              "zeigte."},
    f"{_P}.pips.detail": {
        "en": "The die showed {top} but moved {moved} squares.",
        "de": "Der Würfel zeigte {top}, zog aber {moved} Felder."},
    f"{_P}.alternate.says": {
        "en": "The players always take turns.", "de": "Die Spieler ziehen immer abwechselnd."},
    f"{_P}.alternate": {
        "en": "With two players, after every move of a running game the other player is to "
              "move.",
        "de": "Zu zweit ist nach jedem Zug einer laufenden Partie der andere Spieler am Zug."},
    f"{_P}.always_moves.says": {
        "en": "A turn is a move of a die (passing is not mentioned).",
        "de": "Ein Zug ist das Setzen eines Würfels (vom Passen ist nicht die Rede)."},
    f"{_P}.always_moves": {
        "en": "The player to move always has a die that can move (nobody ever has to pass).",
        "de": "Wer am Zug ist, hat immer einen Würfel, der ziehen kann (niemand muss je "
              "passen)."},
    f"{_P}.orthogonal.says": {
        "en": "Dice move forwards, backwards and sideways, never diagonally.",
        "de": "Gezogen wird vorwärts, rückwärts und seitwärts, nie diagonal."},
    f"{_P}.orthogonal": {
        "en": "Every tip of a move goes to an orthogonal neighbour.",
        "de": "Jedes Kippen eines Zugs geht auf einen waagerechten oder senkrechten Nachbarn."},
    f"{_P}.orthogonal.detail": {
        "en": "A tip onto {square} was not orthogonal.",
        "de": "Ein Kippen auf {square} war nicht waagerecht oder senkrecht."},
    f"{_P}.one_turn.says": {
        "en": "During a move the die may turn aside only once, and not back and forth.",
        "de": "Während eines Zugs darf der Würfel nur einmal seitwärts abbiegen, und nicht hin "
              "und zurück."},
    f"{_P}.one_turn": {
        "en": "Every move changes direction at most once and never reverses.",
        "de": "Jeder Zug wechselt höchstens einmal die Richtung und kehrt nie um."},
    f"{_P}.one_turn.detail": {
        "en": "The move went {directions}.", "de": "Der Zug ging {directions}."},
    f"{_P}.one_on_one.says": {
        "en": "If a die ends its move next to an opponent's die, the top faces are compared "
              "and the die with the smaller one leaves the board.",
        "de": "Endet ein Würfel neben einem Würfel des Gegners, werden die oberen Augenzahlen "
              "verglichen, und der Würfel mit der kleineren verlässt das Brett."},
    f"{_P}.one_on_one": {
        "en": "In every fight of one die against one, the die with the smaller top face loses.",
        "de": "In jedem Kampf Würfel gegen Würfel verliert der mit der kleineren oberen "
              "Augenzahl."},
    f"{_P}.fight.detail": {
        "en": "A fight of {attack} against {defence} was lost by the wrong side.",
        "de": "Ein Kampf {attack} gegen {defence} ging für die falsche Seite verloren."},
    f"{_P}.sums.says": {
        "en": "With two dice against one the top faces are added, and the side with the "
              "smaller sum loses all its dice in the fight.",
        "de": "Bei zwei Würfeln gegen einen werden die Augenzahlen addiert, und die Seite mit "
              "der kleineren Summe verliert alle ihre Würfel im Kampf."},
    f"{_P}.sums": {
        "en": "In every fight the sums are the added top faces and the smaller side loses "
              "exactly its dice.",
        "de": "In jedem Kampf sind die Summen die addierten oberen Augenzahlen, und die "
              "kleinere Seite verliert genau ihre Würfel."},
    f"{_P}.tie.says": {
        "en": "If the numbers are equal, the attacked die has two ways to answer.",
        "de": "Ist die Augenzahl gleich, hat der angegriffene Würfel zwei Möglichkeiten."},
    f"{_P}.tie": {
        "en": "A tie removes no die and leaves the attacked player a threat to answer.",
        "de": "Ein Gleichstand entfernt keinen Würfel und lässt dem Angegriffenen eine "
              "Drohung, auf die er antworten muss."},
    f"{_P}.tie.detail": {
        "en": "After a tie {player} has no threat to answer, or lost a die.",
        "de": "Nach einem Gleichstand hat {player} keine Drohung zu beantworten oder hat einen "
              "Würfel verloren."},
    f"{_P}.answered.says": {
        "en": "The attacked player either moves another die next to the attacker, or moves "
              "away; with several dice attacked only one can move away and the others leave.",
        "de": "Der Angegriffene zieht entweder einen anderen Würfel neben den Angreifer oder "
              "zieht weg; sind mehrere angegriffen, kann nur einer wegziehen, die anderen "
              "verlassen das Brett."},
    f"{_P}.answered": {
        "en": "After the threatened player's move the threat is over.",
        "de": "Nach dem Zug des Bedrohten ist die Drohung vorbei."},
    f"{_P}.answered.detail": {
        "en": "The threat still stands after the answer.",
        "de": "Die Drohung besteht nach der Antwort weiter."},
    f"{_P}.answered_self.detail": {
        "en": "The threatened die on {square} reinforced itself, not another die.",
        "de": "Der bedrohte Würfel auf {square} hat selbst verstärkt, kein anderer Würfel."},
    f"{_P}.stuck_leaves.says": {
        "en": "A threatened die that cannot be moved leaves the board.",
        "de": "Ein bedrohter Würfel, der nicht gesetzt werden kann, fliegt vom Brett."},
    f"{_P}.stuck_leaves": {
        "en": "A threatened die with no legal move is taken off the board before its player "
              "has to answer the threat.",
        "de": "Ein bedrohter Würfel ohne erlaubten Zug kommt vom Brett, bevor sein Spieler "
              "auf die Drohung antworten muss."},
    f"{_P}.stuck_leaves.detail": {
        "en": "The threatened die on {square} cannot move, yet it stands on the board while "
              "its player has to answer the threat.",
        "de": "Der bedrohte Würfel auf {square} kann nicht ziehen und steht doch auf dem "
              "Brett, während sein Spieler auf die Drohung antworten muss."},
    f"{_P}.no_jump.says": {
        "en": "A die may not be moved onto or over another die.",
        "de": "Ein Würfel darf nicht auf oder über einen anderen Würfel gesetzt werden."},
    f"{_P}.no_jump": {
        "en": "Every square a move enters was empty.",
        "de": "Jedes Feld, das ein Zug betritt, war leer."},
    f"{_P}.no_jump.detail": {
        "en": "The move entered {square}, where a die stood.",
        "de": "Der Zug betrat {square}, wo ein Würfel stand."},
    f"{_P}.winner.says": {
        "en": "A player with no dice left on the board has lost; the only player who still "
              "has dice is the winner.",
        "de": "Wer keine Würfel mehr auf dem Brett hat, hat verloren; wer als Einziger noch "
              "Würfel hat, ist der Gewinner."},
    f"{_P}.winner": {
        "en": "A game ends with a win exactly when one player alone has dice left, and that "
              "player wins.",
        "de": "Eine Partie endet genau dann mit einem Sieg, wenn nur noch ein Spieler Würfel "
              "hat, und dieser gewinnt."},
    f"{_P}.winner.detail": {
        "en": "The winner and the dice left do not match.",
        "de": "Sieger und verbliebene Würfel passen nicht zusammen."},
}
