"""Cubeslyde's teaching scenarios in words: the title and the story of each, in English and
German. Part of the game's one catalogue (:data:`.messages.MESSAGES` holds them as
``cubeslyde.scenario.<id>.title`` / ``.story``); the scenarios themselves, with their expected
results, are in :mod:`.scenarios`.
"""

from __future__ import annotations

STORIES: dict[str, dict[str, dict[str, str]]] = {
    "rulebook_example": {
        "title": {"en": "The rulebook's example: 6 against 6",
                  "de": "Das Beispiel aus dem Regelheft: 6 gegen 6"},
        "story": {
            "en": "A's three cubes 1, 2 and 3 stand in a row and push east together: their "
                  "push strength is 1 + 2 + 3 = 6. In front lie B's 4 and, right behind it, "
                  "a white 2 at the edge: the defence is 4 + 2 = 6. Equal strength is enough "
                  "(CS-6), so everything moves one square and the white 2 falls off the "
                  "board. B now has only one cube on the board and must place (CS-8).",
            "de": "Die drei Cubes 1, 2 und 3 von A liegen in einer Reihe und schieben "
                  "gemeinsam nach Osten: Ihre Schiebestärke ist 1 + 2 + 3 = 6. Davor liegen "
                  "die 4 von B und direkt dahinter eine weiße 2 am Rand: Die Verteidigung "
                  "ist 4 + 2 = 6. Gleich stark reicht (CS-6), also rückt alles ein Feld "
                  "weiter und die weiße 2 fällt vom Brett. B hat nur noch einen Cube auf "
                  "dem Brett und muss setzen (CS-8)."}},
    "tie_push": {
        "title": {"en": "A tie push", "de": "Schieben bei Gleichstand"},
        "story": {
            "en": "A's 4 pushes B's 4 one square east. Push strength and defence are both 4, "
                  "and equal is allowed (CS-6). The tie works both ways: on B's turn B's 4 may "
                  "push A's 4 straight back.",
            "de": "Die 4 von A schiebt die 4 von B ein Feld nach Osten. Schiebestärke und "
                  "Verteidigung sind beide 4, und Gleichstand ist erlaubt (CS-6). Das gilt "
                  "auch umgekehrt: Im nächsten Zug darf B mit seiner 4 die 4 von A gleich "
                  "wieder zurückschieben."}},
    "fails_by_one": {
        "title": {"en": "One point short", "de": "Um einen Punkt zu schwach"},
        "story": {
            "en": "A's pair 1 + 2 = 3 could push B's lone 3 (a tie). Then B places its 1 right "
                  "behind the 3. Every opponent cube in the line up to the next free square "
                  "defends, so the defence is now 3 + 1 = 4, and 3 is one short: the push is "
                  "refused, and the reason names both sums (CS-6).",
            "de": "Das Paar 1 + 2 = 3 von A könnte die einzelne 3 von B wegschieben "
                  "(Gleichstand). Dann setzt B seine 1 direkt hinter die 3. Jeder "
                  "gegnerische Cube in der Kette bis zum nächsten freien Feld verteidigt "
                  "mit, die Verteidigung ist jetzt 3 + 1 = 4, und 3 ist um eins zu wenig: "
                  "Der Schiebezug wird abgelehnt, und die Begründung nennt beide Summen "
                  "(CS-6)."}},
    "across_line": {
        "title": {"en": "A group moves only along its line",
                  "de": "Eine Gruppe zieht nur entlang ihrer Reihe"},
        "story": {
            "en": "A's two cubes on b3 and c3 form a group lying in a row. A group moves as a "
                  "unit only along its own line, east or west, never sideways (CS-3), so "
                  "pushing it north is refused. The single cube on c3 may go north. And b3 "
                  "alone cannot push east into its own cube on c3: take c3 into the group "
                  "(CS-3).",
            "de": "Die zwei Cubes von A auf b3 und c3 bilden eine waagerechte Gruppe. Eine "
                  "Gruppe zieht als Einheit nur entlang ihrer eigenen Reihe, nach Osten "
                  "oder Westen, nie seitwärts (CS-3); nach Norden wird sie also abgelehnt. "
                  "Der einzelne Cube auf c3 darf nach Norden. Und b3 allein kann nicht nach "
                  "Osten gegen den eigenen Cube auf c3 schieben: Nimm c3 in die Gruppe auf "
                  "(CS-3)."}},
    "own_behind_opponent_carried": {
        "title": {"en": "Own cube in the line: carried along",
                  "de": "Eigener Cube in der Kette: wird mitgeschoben"},
        "story": {
            "en": "A's 4 pushes east into B's 2, A's own 3 and B's 1. Own cubes in the pushed "
                  "line count for neither side (CS-4, the rulebook says they are ignored): the "
                  "defence is 2 + 1 = 3, not 6, so the push works and A's 3 is simply carried "
                  "along. The scenario 'Own cube in the line: it blocks' shows the other "
                  "reading.",
            "de": "Die 4 von A schiebt nach Osten gegen die 2 von B, die eigene 3 von A und "
                  "die 1 von B. Eigene Cubes in der geschobenen Kette zählen für keine "
                  "Seite (CS-4, laut Regelheft werden sie ignoriert): Die Verteidigung ist "
                  "2 + 1 = 3, nicht 6, der Schiebezug klappt, und die 3 von A wird einfach "
                  "mitgeschoben. Die andere Lesart zeigt das Szenario „Eigener Cube in der Kette: "
                  "er blockiert“."}},
    "own_behind_opponent_blocks": {
        "title": {"en": "Own cube in the line: it blocks",
                  "de": "Eigener Cube in der Kette: er blockiert"},
        "story": {
            "en": "The same position and the same push, played with the rule option "
                  "that own cubes block (CS-4, as in Abalone): any own cube in the pushed line "
                  "makes the push illegal, whatever the sums. A's 4 may not push.",
            "de": "Dieselbe Stellung und derselbe Schiebezug, gespielt mit der Regeloption, "
                  "dass eigene Cubes blockieren (CS-4, wie bei Abalone): Jeder eigene Cube in der "
                  "geschobenen Kette macht den Schiebezug unzulässig, egal wie die Summen "
                  "stehen. Die 4 von A darf nicht schieben."}},
    "own_cube_off": {
        "title": {"en": "Pushing your own cube off the board",
                  "de": "Den eigenen Cube vom Brett schieben"},
        "story": {
            "en": "A's 5 pushes a full line east: white 2, B's 1, white 1 and A's own 1 at the "
                  "edge. A's 1 counts for neither side (CS-4), so the defence is 4. The front "
                  "cube, A's own 1, falls off: that is allowed and counts as a lost cube of A "
                  "(CS-6). A single cube at the edge can never be pushed off on its own: a "
                  "push needs a free square or cubes to push in front of it.",
            "de": "Die 5 von A schiebt eine volle Kette nach Osten: weiße 2, die 1 von B, "
                  "weiße 1 und die eigene 1 von A am Rand. Die 1 von A zählt für keine "
                  "Seite (CS-4), die Verteidigung ist also 4. Der vorderste Cube, die "
                  "eigene 1 von A, fällt vom Brett: Das ist erlaubt und zählt als "
                  "verlorener Cube von A (CS-6). Einen einzelnen Cube am Rand kann man nie "
                  "allein hinausschieben: Vor ihm muss ein freies Feld oder etwas zum "
                  "Wegschieben liegen."}},
    "elimination_2p": {
        "title": {"en": "The third lost cube ends a two-player game",
                  "de": "Der dritte verlorene Cube beendet das Spiel zu zweit"},
        "story": {
            "en": "B has already lost two cubes. A's 4 pushes a white 1 and B's 3 east with a "
                  "tie (4 = 1 + 3, CS-6), and B's 3 falls off the board. That is B's third "
                  "lost cube: B is out, and with two players A wins at once (CS-7).",
            "de": "B hat schon zwei Cubes verloren. Die 4 von A schiebt eine weiße 1 und "
                  "die 3 von B bei Gleichstand nach Osten (4 = 1 + 3, CS-6), und die 3 von "
                  "B fällt vom Brett. Das ist der dritte verlorene Cube von B: B scheidet "
                  "aus, und zu zweit gewinnt A sofort (CS-7)."}},
    "row_and_elimination": {
        "title": {"en": "A row and an elimination in one move",
                  "de": "Viererkette und Ausscheiden in einem Zug"},
        "story": {
            "en": "B has already lost two cubes, and A's cubes stand on a2, a3 and a5. A's 6 "
                  "pushes B's 2 west off the board and lands on a4. Two things happen at once: "
                  "B has lost its third cube and is out, and A has four in a row from a2 to a5. "
                  "The four in a row is looked at first (CS-7), so A wins by the row; with two "
                  "players A would have won anyway, but the reason is the row.",
            "de": "B hat schon zwei Cubes verloren, und die Cubes von A stehen auf a2, a3 und "
                  "a5. Die 6 von A schiebt die 2 von B nach Westen vom Brett und landet auf "
                  "a4. Zwei Dinge geschehen zugleich: B hat seinen dritten Cube verloren und "
                  "scheidet aus, und A hat eine Viererkette von a2 bis a5. Die Viererkette "
                  "zählt zuerst (CS-7), also gewinnt A durch die Kette; zu zweit hätte A ohnehin "
                  "gewonnen, aber der Grund ist die Kette."}},
    "own_third_gives_row": {
        "title": {"en": "Pushing off your own third cube completes the opponent's row",
                  "de": "Der eigene dritte Cube fällt und vollendet die Kette des Gegners"},
        "story": {
            "en": "A has lost two cubes. A's 6 pushes the whole of rank 4 east with a tie "
                  "(6 = 1 + 1 + 2 + 2; A's own 3 in the line is carried, CS-4). A's own 3 falls "
                  "off: A's third lost cube, so A is out. The same push moves B's 2 onto f4, "
                  "and B now has four in a row from f1 to f4. The row is looked at first "
                  "(CS-7): B wins by four in a row, made by A's move.",
            "de": "A hat zwei Cubes verloren. Die 6 von A schiebt die ganze 4. Reihe bei "
                  "Gleichstand nach Osten (6 = 1 + 1 + 2 + 2; die eigene 3 von A in der Kette "
                  "wird mitgeschoben, CS-4). Die eigene 3 von A fällt: der dritte verlorene "
                  "Cube von A, also scheidet A aus. Derselbe Schiebezug bringt die 2 von B "
                  "auf f4, und B hat jetzt eine Viererkette von f1 bis f4. Die Kette zählt "
                  "zuerst (CS-7): B gewinnt mit einer Viererkette, die der Zug von A gebildet "
                  "hat."}},
    "own_third_mover_only": {
        "title": {"en": "Your own third cube falls, when only the mover's row counts",
                  "de": "Der eigene dritte Cube fällt, wenn nur die Kette des Ziehenden zählt"},
        "story": {
            "en": "The same push under the other reading of CS-7, where only the mover's four "
                  "in a row wins. A has none, and A is out: B wins as the last player left, "
                  "while its row from f1 to f4 stands on the board.",
            "de": "Derselbe Zug in der anderen Lesart von CS-7, in der nur die Viererkette des "
                  "Ziehenden gewinnt. A hat keine und scheidet aus: B gewinnt als letzter "
                  "verbliebener Spieler, während seine Kette von f1 bis f4 auf dem Brett "
                  "steht."}},
    "elimination_3p": {
        "title": {"en": "Three players: the out player's cubes turn neutral",
                  "de": "Drei Spieler: Die Cubes des Ausgeschiedenen werden neutral"},
        "story": {
            "en": "C has lost two cubes. A pushes C's 3 off the board: C is out, but with A "
                  "and B left the game goes on. C's three remaining cubes stay on the board as "
                  "neutral blockers that keep their numbers (CS-7). B then pushes the neutral "
                  "4 off the board: it defends with its 4 like a white cube, a tie. C's turn "
                  "is skipped, so A moves next.",
            "de": "C hat zwei Cubes verloren. A schiebt die 3 von C vom Brett: C scheidet "
                  "aus, doch mit A und B geht das Spiel weiter. Die drei übrigen Cubes von "
                  "C bleiben als neutrale Blockiersteine mit ihren Zahlen liegen (CS-7). "
                  "Danach schiebt B die neutrale 4 vom Brett: Sie verteidigt wie ein weißer "
                  "Cube mit 4, Gleichstand. C wird übersprungen, also ist A am Zug."}},
    "diagonal_four": {
        "title": {"en": "Four on a diagonal", "de": "Vier in der Diagonale"},
        "story": {
            "en": "A's cubes on c5, d4 and f2 lie on one diagonal with a gap on e3, where B's 1 "
                  "stands. A's 4 pushes north from e2, moves B's 1 out of the way and fills "
                  "the gap: four A cubes in an unbroken diagonal line, so A wins at once "
                  "(rulebook: [[four_in_a_row]], CS-7).",
            "de": "Die Cubes von A auf c5, d4 und f2 liegen auf einer Diagonale mit einer "
                  "Lücke auf e3, wo die 1 von B steht. Die 4 von A schiebt von e2 nach "
                  "Norden, drückt die 1 von B beiseite und füllt die Lücke: vier Cubes von "
                  "A lückenlos in einer Diagonale, A gewinnt sofort (Regelheft: "
                  "[[four_in_a_row]], CS-7)."}},
    "line_for_other_any": {
        "title": {"en": "A push that completes the opponent's line",
                  "de": "Ein Schiebezug, der die Reihe des Gegners vollendet"},
        "story": {
            "en": "B has three cubes on rank 4 with a gap on d4. A's 5 pushes B's 2 north "
                  "right into the gap, completing B's four in a row. After every action the "
                  "mover's line wins first, then any other player's (CS-7): A has none, so B "
                  "wins by A's move.",
            "de": "B hat drei Cubes in der 4. Reihe mit einer Lücke auf d4. Die 5 von A "
                  "schiebt die 2 von B nach Norden genau in die Lücke und vollendet die "
                  "Viererkette von B. Nach jeder Aktion gewinnt zuerst eine Kette des "
                  "Ziehenden, sonst die eines anderen Spielers (CS-7): A hat keine, also "
                  "gewinnt B durch den Zug von A."}},
    "line_for_other_mover_only": {
        "title": {"en": "The opponent's line completed, when only the mover's line counts",
                  "de": "Die Reihe des Gegners vollendet, wenn nur die Kette des Ziehenden "
                        "zählt"},
        "story": {
            "en": "The same push with the rule option that only the mover's row wins (CS-7): "
                  "after A's move only a line of A would win. B's four in a row stands on the "
                  "board, but the game goes on and B is to move; B wins as soon as it moves "
                  "while the row is still complete.",
            "de": "Derselbe Zug mit der Regeloption, dass nur die Kette des Ziehenden gewinnt "
                  "(CS-7): Nach dem Zug von A würde nur eine Kette von A gewinnen. Die "
                  "Viererkette von B liegt auf dem Brett, aber das Spiel geht weiter und B ist "
                  "am Zug; B gewinnt, sobald B zieht und die Reihe dann noch vollständig ist."}},
    "placement_obligation": {
        "title": {"en": "Fewer than three on the board: place first",
                  "de": "Weniger als drei auf dem Brett: erst setzen"},
        "story": {
            "en": "A's 5 pushes B's 3 off the board. B now has only two cubes on the board and "
                  "still has cubes in hand, so B must place one (rulebook: [[own_cubes]], "
                  "CS-8): B's push b2 north is refused, although b3 is free.",
            "de": "Die 5 von A schiebt die 3 von B vom Brett. B hat nur noch zwei Cubes auf "
                  "dem Brett und noch Cubes in der Hand, muss also einen setzen (Regelheft: "
                  "[[own_cubes]], CS-8): Der Schiebezug von b2 nach Norden wird abgelehnt, "
                  "obwohl b3 frei ist."}},
    "push_in_stage_1b": {
        "title": {"en": "Pushing while others still place",
                  "de": "Schieben, während noch gesetzt wird"},
        "story": {
            "en": "Stage 1B: A has three cubes on the board and three in hand, so A may choose "
                  "to place or to push. A pushes its pair 2 + 3 north against B's 4. A still "
                  "holds cubes, so the stage stays 1B. B has placed all six and may only push "
                  "from now on (CS-8).",
            "de": "Abschnitt 1B: A hat drei Cubes auf dem Brett und drei in der Hand, darf "
                  "also setzen oder schieben. A schiebt sein Paar 2 + 3 nach Norden gegen "
                  "die 4 von B. A hat noch Cubes in der Hand, es bleibt also Abschnitt 1B. "
                  "B hat alle sechs eingesetzt und darf ab jetzt nur noch schieben (CS-8)."}},
    "team_win": {
        "title": {"en": "Teams: knocking out both opposing colours",
                  "de": "Teams: beide gegnerischen Farben ausschalten"},
        "story": {
            "en": "A and C play against B and D (CS-11). B has lost three cubes but still has "
                  "cubes on the board, so B plays on; D has lost two. A's 5 pushes C's 1 and "
                  "D's 4 east: the partner's cube defends like an opponent's (CS-5), 5 = 1 + 4, "
                  "a tie. D's 4 falls off: now each colour of B+D has lost three, and team A+C "
                  "wins at once.",
            "de": "A und C spielen gegen B und D (CS-11). B hat drei Cubes verloren, aber "
                  "noch Cubes auf dem Brett und spielt weiter; D hat zwei verloren. Die 5 "
                  "von A schiebt die 1 von C und die 4 von D nach Osten: Der Cube des "
                  "Partners verteidigt wie ein gegnerischer (CS-5), 5 = 1 + 4, Gleichstand. "
                  "Die 4 von D fällt vom Brett: Jetzt hat jede Farbe von B+D drei verloren, "
                  "und Team A+C gewinnt sofort."}},
    "team_player_out": {
        "title": {"en": "Teams: a colour with no cube left is out",
                  "de": "Teams: Eine Farbe ohne Cube scheidet aus"},
        "story": {
            "en": "In the team variant a player is not out after three lost cubes, only once it "
                  "has no cube on the board and none left to place (CS-11). B is down to its "
                  "last cube, B1 on f1. A pushes it off with A6: B is out and its turns are "
                  "skipped, so C moves next. Team A+C has not won yet, because D has lost no "
                  "cube.",
            "de": "In der Team-Variante scheidet man nicht nach drei verlorenen Cubes aus, "
                  "sondern erst ohne Cube auf dem Brett und ohne Cube zum Einsetzen (CS-11). "
                  "B hat nur noch seinen letzten Cube, B1 auf f1. A schiebt ihn mit A6 vom "
                  "Brett: B scheidet aus, seine Züge werden übersprungen, und C ist am Zug. "
                  "Team A+C hat noch nicht gewonnen, denn D hat keinen Cube verloren."}},
    "stuck_player_out": {
        "title": {"en": "Four players, when no legal action loses: the stuck player is out",
                  "de": "Vier Spieler, wenn man ohne erlaubte Aktion verliert: Wer nicht "
                        "ziehen kann, scheidet aus"},
        "story": {
            "en": "With the rule option that a player with no legal action loses (CS-9), a player "
                  "who cannot act does not pass but loses. A's last four cubes sit in the corners, "
                  "each facing stronger cubes on both sides, and A has nothing left to place. "
                  "After D places, A cannot push anything: A is out, and with four players its "
                  "cubes stay on the board as neutral blockers (CS-7). The game goes on with B.",
            "de": "Mit der Regeloption, dass verliert, wer keine erlaubte Aktion hat (CS-9), setzt "
                  "nicht aus, wer nicht ziehen kann, sondern verliert. Die letzten vier Cubes von "
                  "A stehen in den Ecken, jeder zu beiden Seiten vor stärkeren Cubes, und A hat "
                  "nichts mehr einzusetzen. Nachdem D eingesetzt hat, kann A nichts schieben: A "
                  "scheidet aus, und bei vier Spielern bleiben seine Cubes als neutrale "
                  "Blockiersteine auf dem Brett (CS-7). Das Spiel geht mit B weiter."}},
    "team_win_partner_own": {
        "title": {"en": "Teams: the partner's cube counted as your own",
                  "de": "Teams: Der Cube des Partners zählt wie ein eigener"},
        "story": {
            "en": "The same push with the rule option that a partner's cubes count as your "
                  "own (CS-5): C's 1 is carried "
                  "along like an own cube, so only D's 4 defends and 5 beats 4 without a tie. "
                  "The result is the same: D's 4 falls and team A+C wins (CS-11).",
            "de": "Derselbe Zug mit der Regeloption, dass die Cubes des Partners wie eigene "
                  "zählen (CS-5): Die 1 von C wird "
                  "wie ein eigener Cube mitgeschoben, nur die 4 von D verteidigt, und 5 "
                  "schlägt 4 ohne Gleichstand. Das Ergebnis ist dasselbe: Die 4 von D "
                  "fällt, Team A+C gewinnt (CS-11)."}},
    "no_legal_action": {
        "title": {"en": "Boxed in: B must pass", "de": "Eingesperrt: B muss passen"},
        "story": {
            "en": "B's four cubes sit in the corner and every other way out is blocked by "
                  "stronger lines. A's 5 moves onto c1 and closes the last gap. B has nothing "
                  "left to place and no legal push, so B passes (CS-9) and A moves again.",
            "de": "Die vier Cubes von B sitzen in der Ecke, und jeder andere Ausweg ist "
                  "durch stärkere Ketten versperrt. Die 5 von A zieht auf c1 und schließt "
                  "die letzte Lücke. B hat nichts mehr zu setzen und keinen erlaubten "
                  "Schiebezug, also passt B (CS-9), und A ist wieder am Zug."}},
    "no_legal_action_lose": {
        "title": {"en": "Boxed in: B loses", "de": "Eingesperrt: B verliert"},
        "story": {
            "en": "The same move with the rule option that having no legal action loses "
                  "(CS-9): as soon as B is to "
                  "move without a legal action, B loses and A wins.",
            "de": "Derselbe Zug mit der Regeloption, dass verliert, wer keine erlaubte Aktion "
                  "hat (CS-9): Sobald B ohne erlaubte "
                  "Aktion am Zug ist, verliert B und A gewinnt."}},
    "stage_1a_whites": {
        "title": {"en": "Stage 1A: the white blockers come first",
                  "de": "Abschnitt 1A: Zuerst kommen die weißen Steine"},
        "story": {
            "en": "With two players, A and B first take turns placing the twelve white "
                  "blockers, two sets of 1 to 6 (CS-1); whoever places chooses the number and "
                  "the square (CS-2). After the twelfth, stage 1B begins: A has no cube on the "
                  "board yet and must place one of its own (CS-8).",
            "de": "Zu zweit setzen A und B zuerst abwechselnd die zwölf weißen "
                  "Blockiersteine, zwei Sätze von 1 bis 6 (CS-1); wer setzt, wählt Zahl und "
                  "Feld (CS-2). Nach dem zwölften beginnt Abschnitt 1B: A hat noch keinen "
                  "Cube auf dem Brett und muss einen eigenen setzen (CS-8)."}},
    "beginner_counts": {
        "title": {"en": "Beginner level: count the cubes",
                  "de": "Einsteiger-Stufe: Cubes zählen"},
        "story": {
            "en": "At beginner level every cube, white ones too, has strength 1 (CS-1), so "
                  "push strength and defence are simply numbers of cubes. A's pair (2) pushes "
                  "B's 1 and a white 1 (2), a tie (CS-6). B's single cube then cannot push A's "
                  "pair back (1 < 2).",
            "de": "In der Einsteiger-Stufe hat jeder Cube Stärke 1, auch die weißen (CS-1); "
                  "Schiebestärke und Verteidigung sind also einfach Anzahlen. Das Paar von "
                  "A (2) schiebt die 1 von B und eine weiße 1 (2), Gleichstand (CS-6). Der "
                  "einzelne Cube von B kann das Paar von A danach nicht zurückschieben (1 < "
                  "2)."}},
}
