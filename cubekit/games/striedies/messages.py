"""Striedies Strategie sentences in English and German (registered in the message catalogue).

Rulebook sections are quoted by their headings (*Vorbereitung*, *Spielregel*); decisions of
``RULES.md`` by their IDs (``ST-1`` .. ``ST-8``). Dice are named by owner letter and pips
(``A5``) and their square (``A5 (c4)``).
"""

from cubekit.core.i18n import register

register({
    # --- rule options (Game.options(); RULES.md IDs) ------------------------------------------
    "striedies.option.players": {
        "en": "Number of players, 2-4, each in a corner: two take bottom-left and top-right, "
              "three bottom-left, bottom-right and top-right, four all corners (ST-2).",
        "de": "Anzahl der Spieler, 2-4, jeder in einer Ecke: zwei spielen unten links und oben "
              "rechts, drei unten links, unten rechts und oben rechts, vier in allen Ecken "
              "(ST-2)."},
    "striedies.option.dice": {
        "en": "'right'-handed Western dice (1 up, 2 south, 3 east) or their mirror image, "
              "'left'-handed dice (ST-1).",
        "de": "Rechtshändige westliche Würfel ('right': 1 oben, 2 Süden, 3 Osten) oder ihr "
              "Spiegelbild, linkshändige Würfel ('left') (ST-1)."},
    "striedies.option.start_player": {
        "en": "Who moves first: 0 = A, 1 = B, ...; a kit option, the rulebook only says that "
              "the players take turns (ST-2).",
        "de": "Wer beginnt: 0 = A, 1 = B, ...; eine Option des Kits, das Regelheft sagt nur, "
              "dass abwechselnd gezogen wird (ST-2)."},
    "striedies.option.reinforce_with": {
        "en": "After a tie the threatened player may reinforce with 'any' of its dice (as "
              "RULES.md ST-5 puts it) or only with 'other' dice than the threatened ones (the "
              "rulebook's words 'with another of its dice'); with 'other' a threatened die that "
              "ends next to the attackers is neither reinforcement nor retreat (ST-5).",
        "de": "Nach einem Gleichstand darf der bedrohte Spieler mit irgendeinem seiner Würfel "
              "verstärken ('any', wie RULES.md ST-5 es sagt) oder nur mit einem anderen als den "
              "bedrohten ('other', der Wortlaut des Regelhefts 'mit einen anderen seiner "
              "Würfel'); bei 'other' ist ein bedrohter Würfel, der neben den Angreifern endet, "
              "weder Verstärkung noch Rückzug (ST-5)."},
    "striedies.option.turn_limit": {
        "en": "End the game as a draw after this many turns (not in the rulebook: ST-7 as "
              "CS-10); None: no limit.",
        "de": "Die Partie endet nach so vielen Zügen unentschieden (nicht im Regelheft: ST-7 "
              "wie CS-10); None: ohne Grenze."},
    "striedies.option.setup": {
        "en": "An explicit start position in the position notation; None: the start of ST-2, "
              "three dice in each player's corner.",
        "de": "Eine feste Ausgangsstellung in der Stellungsnotation; None: der Start nach ST-2, "
              "drei Würfel in der Ecke jedes Spielers."},
    # --- words used inside sentences -----------------------------------------------------------
    "st.dir.N": {"en": "north", "de": "nach Norden"},
    "st.dir.E": {"en": "east", "de": "nach Osten"},
    "st.dir.S": {"en": "south", "de": "nach Süden"},
    "st.dir.W": {"en": "west", "de": "nach Westen"},
    "st.reinforce.any": {
        "en": "move one of its dice so that it ends next to {near}",
        "de": "einen seiner Würfel so ziehen, dass er neben {near} endet"},
    "st.reinforce.other": {
        "en": "move another of its dice (not a threatened one) so that it ends next to "
              "{near}",
        "de": "einen anderen seiner Würfel (keinen bedrohten) so ziehen, dass er neben "
              "{near} endet"},
    "st.reading.any": {
        "en": "reading 'any': any of its dice may reinforce, as RULES.md puts it",
        "de": "Lesart 'any': jeder seiner Würfel darf verstärken, wie es RULES.md sagt"},
    "st.reading.other": {
        "en": "reading 'other': only another of its dice may reinforce, the rulebook's words",
        "de": "Lesart 'other': nur ein anderer seiner Würfel darf verstärken, der Wortlaut "
              "des Regelhefts"},
    "st.near.many": {"en": "one of {dice}", "de": "einem von {dice}"},
    "st.leaves.one": {"en": "{dice} leaves the board", "de": "{dice} fliegt vom Brett"},
    "st.leaves.many": {"en": "{dice} leave the board", "de": "{dice} fliegen vom Brett"},
    "st.combined": {
        "en": " (combined with the threat it already has: kit reading of ST-5)",
        "de": " (zusammen mit der Bedrohung, die schon besteht: Lesart des Kits zu ST-5)"},
    # --- why a move is illegal ------------------------------------------------------------------
    "st.illegal.off_board": {
        "en": "{square} is not a square of the board: it has 15 x 15 squares, a1 to o15 "
              "(rulebook, Spielmaterial).",
        "de": "{square} ist kein Feld des Spielplans: Er hat 15 x 15 Felder, a1 bis o15 "
              "(Regelheft, Spielmaterial)."},
    "st.illegal.no_die": {
        "en": "There is no die on {square}: {player} moves one of its own dice (rulebook, "
              "Spielregel).",
        "de": "Auf {square} steht kein Würfel: {player} zieht einen eigenen Würfel (Regelheft, "
              "Spielregel)."},
    "st.illegal.not_yours": {
        "en": "The die on {square} is {die} and belongs to {owner}: {player} moves only its "
              "own dice (rulebook, Spielregel).",
        "de": "Der Würfel auf {square} ist {die} und gehört {owner}: {player} zieht nur eigene "
              "Würfel (Regelheft, Spielregel)."},
    "st.illegal.second_turn": {
        "en": "{move} turns {turns} times: a die turns at most once in a move (ST-3; "
              "rulebook: only once sideways, never there and back).",
        "de": "{move} biegt {turns}-mal ab: Ein Würfel biegt in einem Zug höchstens einmal ab "
              "(ST-3; Regelheft: nur einmal seitwärts, nicht hin und zurück)."},
    "st.illegal.no_turn": {
        "en": "{move} goes {direction} and then {direction} again: that is no turn; a "
              "straight move is written '{straight}' (ST-3).",
        "de": "{move} geht {direction} und dann wieder {direction}: Das ist kein Abbiegen; "
              "ein gerader Zug wird '{straight}' geschrieben (ST-3)."},
    "st.illegal.reversal": {
        "en": "{move} goes {direction} and then back {back}: a die never reverses (ST-3; "
              "rulebook: not there and back).",
        "de": "{move} geht {direction} und dann zurück {back}: Ein Würfel kehrt nie um (ST-3; "
              "Regelheft: nicht hin und zurück)."},
    "st.illegal.turn_needs_steps": {
        "en": "{move} turns without saying after how many squares: write the squares before "
              "the turn, e.g. '{example}' (ST-3).",
        "de": "{move} biegt ab, ohne zu sagen, nach wie vielen Feldern: Schreibe die Felder vor "
              "dem Abbiegen, z. B. '{example}' (ST-3)."},
    "st.illegal.zero_leg": {
        "en": "{move} has a leg of no squares: a die moves at least one square in each "
              "direction it takes (ST-3).",
        "de": "{move} hat einen Abschnitt ohne Felder: Ein Würfel zieht in jede Richtung, die "
              "er nimmt, mindestens ein Feld (ST-3)."},
    "st.illegal.distance": {
        "en": "{die} on {square} shows {n}: it moves exactly {n} squares, but {move} has "
              "{written} (ST-3).",
        "de": "{die} auf {square} zeigt {n}: Er zieht genau {n} Felder, aber {move} hat "
              "{written} (ST-3)."},
    "st.illegal.turn_one": {
        "en": "{die} on {square} shows 1: it moves exactly one square and cannot turn (ST-3).",
        "de": "{die} auf {square} zeigt 1: Er zieht genau ein Feld und kann nicht abbiegen "
              "(ST-3)."},
    "st.illegal.turn_late": {
        "en": "{die} on {square} shows {n}: it moves exactly {n} squares, so it turns after "
              "1 to {last} squares, not after {steps} (ST-3).",
        "de": "{die} auf {square} zeigt {n}: Er zieht genau {n} Felder, biegt also nach 1 bis "
              "{last} Feldern ab, nicht nach {steps} (ST-3)."},
    "st.illegal.turn_late_two": {
        "en": "{die} on {square} shows 2: it moves exactly 2 squares, so it can only turn "
              "after the first, not after {steps} (ST-3).",
        "de": "{die} auf {square} zeigt 2: Er zieht genau 2 Felder, kann also nur nach dem "
              "ersten abbiegen, nicht nach {steps} (ST-3)."},
    "st.illegal.leaves_board": {
        "en": "{die} on {square} would leave the board: after {last} the next square "
              "{direction} is off the 15 x 15 board (ST-3).",
        "de": "{die} auf {square} würde den Spielplan verlassen: Nach {last} liegt das nächste "
              "Feld {direction} außerhalb der 15 x 15 Felder (ST-3)."},
    "st.illegal.blocked": {
        "en": "The path of {die} on {square} is blocked by {other}: a die never "
              "moves onto or over another die (ST-3; rulebook, Spielregel).",
        "de": "Der Weg von {die} auf {square} ist durch {other} versperrt: Ein "
              "Würfel zieht nie auf oder über einen anderen Würfel (ST-3; Regelheft, "
              "Spielregel)."},
    "st.illegal.threatened_reinforce": {
        "en": "{die} on {square} is threatened: with reinforce_with='other' (the rulebook's "
              "words 'with another of its dice', ST-5) a threatened die that ends next to "
              "{near} is neither reinforcement nor retreat; it must end next to no "
              "attacker, or another die reinforces.",
        "de": "{die} auf {square} ist bedroht: Mit reinforce_with='other' (der Wortlaut des "
              "Regelhefts 'mit einen anderen seiner Würfel', ST-5) ist ein bedrohter Würfel, "
              "der neben {near} endet, weder Verstärkung noch Rückzug; er muss neben "
              "keinem Angreifer enden, oder ein anderer Würfel verstärkt."},
    "st.illegal.must_answer": {
        "en": "{player} is threatened ({defenders} against {attackers}) and must answer: "
              "{reinforce} (reinforce), or move one of its threatened dice to a square next "
              "to none of the attackers (retreat); this move does neither (ST-5).",
        "de": "{player} ist bedroht ({defenders} gegen {attackers}) und muss antworten: "
              "{reinforce} (Verstärkung) oder einen seiner bedrohten Würfel auf ein Feld "
              "ziehen, das neben keinem Angreifer liegt (Rückzug); dieser Zug tut keins von "
              "beiden (ST-5)."},
    "st.illegal.pass": {
        "en": "{player} can still move (for example {example}), so it cannot pass (ST-6).",
        "de": "{player} kann noch ziehen (zum Beispiel {example}), darf also nicht aussetzen "
              "(ST-6)."},
    # --- explanations -------------------------------------------------------------------------
    "st.step.tip": {
        "en": "{die} tips {direction} from {from} onto {to}: {top} comes up (step {step} of "
              "{n}, ST-3).",
        "de": "{die} kippt {direction} von {from} auf {to}: Die {top} kommt nach oben "
              "(Schritt {step} von {n}, ST-3)."},
    "st.step.tip_last": {
        "en": "{die} tips {direction} from {from} onto {to}: {top} comes up, and the move "
              "ends there (step {step} of {n}, ST-3).",
        "de": "{die} kippt {direction} von {from} auf {to}: Die {top} kommt nach oben, und der "
              "Zug endet dort (Schritt {step} von {n}, ST-3)."},
    "st.step.reinforce": {
        "en": "{player} answers the threat by reinforcing: {die} ends next to {near}, "
              "and a normal fight follows (ST-5, {reading}).",
        "de": "{player} antwortet auf die Bedrohung mit Verstärkung: {die} endet neben "
              "{near}, und ein gewöhnlicher Kampf folgt (ST-5, {reading})."},
    "st.step.retreat": {
        "en": "{player} answers the threat by retreating: the threatened die {die} ends next "
              "to no attacker ({attackers}) (ST-5).",
        "de": "{player} antwortet auf die Bedrohung mit Rückzug: Der bedrohte Würfel {die} "
              "endet neben keinem Angreifer ({attackers}) (ST-5)."},
    "st.step.retreat_leave": {
        "en": "{player} answers the threat by retreating: the threatened die {die} ends next "
              "to no attacker ({attackers}), so the other threatened dice are lost: {leaves} "
              "(ST-5; kit reading: before the fights of this move).",
        "de": "{player} antwortet auf die Bedrohung mit Rückzug: Der bedrohte Würfel {die} "
              "endet neben keinem Angreifer ({attackers}), also sind die anderen bedrohten Würfel "
              "verloren: {leaves} (ST-5; Lesart des Kits: vor den Kämpfen dieses Zugs)."},
    "st.step.threat_lost": {
        "en": "{player} cannot answer its threat: no move reinforces next to {near} and no "
              "threatened die can move away. As its turn begins, {leaves}; {player} then "
              "moves normally (ST-5).",
        "de": "{player} kann nicht auf die Bedrohung antworten: Kein Zug verstärkt neben "
              "{near} und kein bedrohter Würfel kann wegziehen. Zu Beginn seines Zugs gilt "
              "deshalb: {leaves}; danach zieht {player} normal (ST-5)."},
    "st.step.threat_lost_pass": {
        "en": "{player} cannot answer its threat against {attackers}: it has no legal move at "
              "all. As its turn begins, {leaves}, and it will pass (ST-5, ST-6; kit reading: a "
              "player that passes loses its threatened dice).",
        "de": "{player} kann nicht auf die Bedrohung durch {attackers} antworten: Es hat "
              "überhaupt keinen erlaubten Zug. Zu Beginn seines Zugs gilt deshalb: {leaves}, "
              "und es setzt aus (ST-5, ST-6; Lesart des Kits: wer aussetzt, verliert seine "
              "bedrohten Würfel)."},
    "st.step.threat_lost_out": {
        "en": "{player} cannot answer its threat against {attackers}. As its turn begins, "
              "{leaves} (ST-5).",
        "de": "{player} kann nicht auf die Bedrohung durch {attackers} antworten. Zu Beginn "
              "seines Zugs gilt deshalb: {leaves} (ST-5)."},
    "st.step.fight": {
        "en": "{mover} against {opponent}: {attack} against {defence}, so {leaves} (ST-4).",
        "de": "{mover} gegen {opponent}: {attack} gegen {defence} – {leaves} (ST-4)."},
    "st.step.fight_stops": {
        "en": "{mover} against {opponent}: {attack} against {defence}, so {leaves}; the moved "
              "die is gone, so this move has no further fights (ST-4).",
        "de": "{mover} gegen {opponent}: {attack} gegen {defence} – {leaves}; der "
              "gezogene Würfel ist weg, dieser Zug hat also keine weiteren Kämpfe (ST-4)."},
    "st.step.tie_one": {
        "en": "{mover} against {opponent}: {attack} against {defence}: a tie. {opponent} is "
              "threatened{combined}: on its next turn it must {reinforce}, or move "
              "{defenders} away (ST-5).",
        "de": "{mover} gegen {opponent}: {attack} gegen {defence}: Gleichstand. {opponent} "
              "ist bedroht{combined}: Im nächsten Zug muss es {reinforce}, oder {defenders} "
              "wegziehen (ST-5)."},
    "st.step.tie_many": {
        "en": "{mover} against {opponent}: {attack} against {defence}: a tie. {opponent} is "
              "threatened{combined}: on its next turn it must {reinforce}, or move one of "
              "{defenders} away, and the others leave the board (ST-5).",
        "de": "{mover} gegen {opponent}: {attack} gegen {defence}: Gleichstand. {opponent} "
              "ist bedroht{combined}: Im nächsten Zug muss es {reinforce}, oder einen von "
              "{defenders} wegziehen, und die anderen fliegen vom Brett (ST-5)."},
    "st.step.pass": {
        "en": "{player} has no legal move and passes (ST-6).",
        "de": "{player} hat keinen erlaubten Zug und setzt aus (ST-6)."},
    "st.step.out": {
        "en": "{player} has no dice left on the board and is out (ST-8).",
        "de": "{player} hat keine Würfel mehr auf dem Brett und scheidet aus (ST-8)."},
    "st.count_out": {"en": "{player} out", "de": "{player} raus"},   # in "A 3, B out"
    "st.step.win": {
        "en": "{player} is the last player with dice on the board and wins (ST-8).",
        "de": "{player} hat als Einziger noch Würfel auf dem Brett und gewinnt (ST-8)."},
    "st.step.turn_limit": {
        "en": "Turn {turn} reached the turn limit of {limit}: the game ends in a draw "
              "({rule}).",
        "de": "Zug {turn} erreicht die Zuggrenze von {limit}: Die Partie endet unentschieden "
              "({rule})."},
    # --- outcomes --------------------------------------------------------------------------
    "st.outcome.last_player": {
        "en": "{player} is the last player with dice and wins.",
        "de": "{player} hat als Einziger noch Würfel und gewinnt."},
    "st.outcome.turn_limit": {
        "en": "Draw by the turn limit of {limit} turns.",
        "de": "Unentschieden durch die Zuggrenze von {limit} Zügen."},
})
