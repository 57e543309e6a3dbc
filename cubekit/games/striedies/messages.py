"""Striedies Strategie's message catalogue: every sentence of the game in English and German.

One plain dictionary, :data:`MESSAGES` (key -> {"en": ..., "de": ...}), read by the kit's
catalogue loader on first use (:func:`cubekit.core.i18n.load_catalogues`); nothing is
registered on import. The events are turned into these sentences by :mod:`.words`.

Rulebook sections are quoted by their headings (*Vorbereitung*, *Spielregel*); decisions of
``RULES.md`` by their IDs (``ST-1`` .. ``ST-9``). Dice are named by owner letter and pips
(``A5``) and their square (``A5 (c4)``). Orientations are written ``top/north/east`` as in
the position notation.
"""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

_SCENARIOS: dict[str, dict[str, dict[str, str]]] = {
    "start_four_corners": {
        "title": {"en": "The start: four corners, four orientations",
                  "de": "Der Aufbau: vier Ecken, vier Lagen"},
        "story": {
            "en": "With four players every corner is taken: A bottom-left, B bottom-right, C "
                  "top-right, D top-left, three dice each on the corner and its two neighbours "
                  "along the edges (ST-2). Every die shows 1, with 2 and 3 towards the two "
                  "outer edges. With right-handed dice (ST-1) that leaves one orientation per "
                  "corner (top/north/east): A 1/4/5 (2 west, 3 south), B 1/5/3, C 1/3/2, D "
                  "1/2/4. A starts. Its corner die on a1 is boxed in by its own dice, so A "
                  "tips a2 north onto a3, and the 3 that faced the edge comes up (ST-3).",
            "de": "Mit vier Personen ist jede Ecke besetzt: A unten links, B unten rechts, C "
                  "oben rechts, D oben links, je drei Würfel auf dem Eckfeld und seinen beiden "
                  "Nachbarfeldern am Rand (ST-2). Jeder Würfel zeigt die 1, die 2 und die 3 "
                  "liegen zu den beiden Außenkanten. Bei rechtshändigen Würfeln (ST-1) bleibt "
                  "damit in jeder Ecke genau eine Lage (oben/Norden/Osten): A 1/4/5 (2 nach "
                  "Westen, 3 nach Süden), B 1/5/3, C 1/3/2, D 1/2/4. A beginnt. Sein "
                  "Eckwürfel auf a1 ist von den eigenen Würfeln eingeschlossen, also kippt A "
                  "den Würfel von a2 nach Norden auf a3, und die 3, die zum Rand zeigte, kommt "
                  "nach oben (ST-3)."}},
    "start_four_corners_left": {
        "title": {"en": "The start with left-handed dice",
                  "de": "Der Aufbau mit linkshändigen Würfeln"},
        "story": {
            "en": "The same start with the option of left-handed dice (ST-1), the mirror image "
                  "of the usual die. 1 is still on top, 2 and 3 still face the outer edges and "
                  "each corner still has exactly one orientation, but 2 and 3 have swapped "
                  "edges: A 1/5/4 (2 south, 3 west), B 1/4/2, C 1/2/3, D 1/3/5 (ST-2). So the "
                  "same first move, a2 north onto a3, now brings up 2 instead of 3 (ST-3).",
            "de": "Derselbe Aufbau mit der Option linkshändiger Würfel (ST-1), dem Spiegelbild "
                  "des üblichen Würfels. Oben liegt weiter die 1, 2 und 3 zeigen weiter zu den "
                  "Außenkanten, und jede Ecke hat weiter genau eine Lage, aber 2 und 3 haben "
                  "die Kanten getauscht: A 1/5/4 (2 nach Süden, 3 nach Westen), B 1/4/2, C "
                  "1/2/3, D 1/3/5 (ST-2). Derselbe erste Zug, a2 nach Norden auf a3, bringt "
                  "deshalb die 2 nach oben statt der 3 (ST-3)."}},
    "move_with_turn": {
        "title": {"en": "A move with one turn", "de": "Ein Zug mit einer Abbiegung"},
        "story": {
            "en": "A's die on c3 shows 4, so it moves exactly four squares (ST-3). c3N1E rolls "
                  "it one square north, then it turns once and rolls three squares east: 5, 1, "
                  "2 and finally 6 come up, and it ends on f4 showing 6. The other order, "
                  "three squares east and then one north, ends on f4 too, but with 5 on top: "
                  "the path decides the orientation, not only the end square.",
            "de": "Der Würfel von A auf c3 zeigt 4, also zieht er genau vier Felder (ST-3). "
                  "c3N1E kippt ihn ein Feld nach Norden, dann biegt er einmal ab und kippt "
                  "drei Felder nach Osten: 5, 1, 2 und zuletzt 6 kommen nach oben, und er "
                  "endet auf f4 mit der 6. Die andere Reihenfolge, drei Felder nach Osten und "
                  "dann eins nach Norden, endet auch auf f4, aber mit der 5 oben: Der Weg "
                  "bestimmt die Lage, nicht nur das Zielfeld."}},
    "reversal_refused": {
        "title": {"en": "No way back: a reversal is refused",
                  "de": "Kein Hin und Zurück: Umkehren ist verboten"},
        "story": {
            "en": "The die on c3 may turn once, but only to the side. c3N1S (one square north, "
                  "then back south) and c3E1W turn back and are refused (ST-3). So are a "
                  "second turn (c3N1E1N), a turn after all four squares (c3N4E) and the way "
                  "west, which would leave the board after a3. Straight north is fine: after "
                  "four tips the die shows 4 again on c7, in its old orientation.",
            "de": "Der Würfel auf c3 darf einmal abbiegen, aber nur zur Seite. c3N1S (ein Feld "
                  "nach Norden, dann zurück nach Süden) und c3E1W kehren um und sind verboten "
                  "(ST-3). Ebenso eine zweite Abbiegung (c3N1E1N), ein Abbiegen nach allen "
                  "vier Feldern (c3N4E) und der Weg nach Westen, der hinter a3 vom Brett "
                  "führen würde. Geradeaus nach Norden geht es: Nach viermal Kippen zeigt der "
                  "Würfel auf c7 wieder die 4, in seiner alten Lage."}},
    "blocked_path": {
        "title": {"en": "A blocked path: go round", "de": "Ein versperrter Weg: außen herum"},
        "story": {
            "en": "A's 4 on c3 cannot go north: its own die on c5 is in the way, and a die "
                  "never moves over another. Going east it would have to cross B's die on e3, "
                  "and c3N1E would end on B's die on f4: all refused (ST-3). c3E1N goes round, "
                  "east onto d3 and then north to d6, where it shows 2. Rolling past B's die "
                  "on e3 starts no fight: only the square where a move ends counts (ST-4).",
            "de": "Die 4 von A auf c3 kann nicht nach Norden: Der eigene Würfel auf c5 steht "
                  "im Weg, und kein Würfel zieht über einen anderen. Nach Osten müsste sie "
                  "über den Würfel von B auf e3, und c3N1E endete auf dem Würfel von B auf f4: "
                  "alles verboten (ST-3). c3E1N geht außen herum, nach Osten auf d3 und dann "
                  "nach Norden bis d6, wo sie 2 zeigt. Das Vorbeikippen am Würfel von B auf e3 "
                  "löst keinen Kampf aus: Es zählt nur das Feld, auf dem ein Zug endet "
                  "(ST-4)."}},
    "one_against_one": {
        "title": {"en": "One against one: the lower number leaves",
                  "de": "Einer gegen einen: die kleinere Zahl fliegt"},
        "story": {
            "en": "A's die on d3 tips east onto e3 and shows 3. It now stands next to B's die "
                  "on f3, which shows 2. The numbers on top are compared: 3 against 2, so B's "
                  "die leaves the board (ST-4).",
            "de": "Der Würfel von A auf d3 kippt nach Osten auf e3 und zeigt 3. Jetzt steht er "
                  "neben dem Würfel von B auf f3, der 2 zeigt. Die oberen Augenzahlen werden "
                  "verglichen: 3 gegen 2, also fliegt der Würfel von B vom Brett (ST-4)."}},
    "two_against_one": {
        "title": {"en": "Two against one: the sum counts",
                  "de": "Zwei gegen einen: die Summe zählt"},
        "story": {
            "en": "The same move, but B's die on f3 shows 5, more than A's 3. A's 4 on f4 also "
                  "stands next to f3, so it joins the attack: 3 + 4 = 7 against 5, and B's die "
                  "leaves (ST-4). Every die of the mover next to a defender counts, not only "
                  "the one that moved.",
            "de": "Derselbe Zug, aber der Würfel von B auf f3 zeigt 5, mehr als die 3 von A. "
                  "Die 4 von A auf f4 steht ebenfalls neben f3 und greift mit an: 3 + 4 = 7 "
                  "gegen 5, und der Würfel von B fliegt (ST-4). Jeder Würfel des Ziehenden "
                  "neben einem Verteidiger zählt mit, nicht nur der gezogene."}},
    "mover_loses": {
        "title": {"en": "The mover can lose", "de": "Auch wer zieht, kann verlieren"},
        "story": {
            "en": "The same move without A's die on f4: 3 against 5. The smaller side is the "
                  "die that just moved, so A's die on e3 leaves the board and B's 5 stays "
                  "(ST-4). Moving next to a stronger die is a mistake.",
            "de": "Derselbe Zug ohne den Würfel von A auf f4: 3 gegen 5. Die kleinere Seite "
                  "ist der gerade gezogene Würfel, also fliegt der Würfel von A auf e3 vom "
                  "Brett, und die 5 von B bleibt stehen (ST-4). Neben einen stärkeren Würfel "
                  "zu ziehen ist ein Fehler."}},
    "two_defenders_leave": {
        "title": {"en": "Two defenders leave together",
                  "de": "Zwei Verteidiger fliegen gemeinsam"},
        "story": {
            "en": "A's 3 lands on e3 next to two dice of B, a 1 on f3 and a 1 on e4. They "
                  "defend together: 1 + 1 = 2 against 3. The smaller side is both of them, and "
                  "both leave the board (ST-4).",
            "de": "Die 3 von A landet auf e3 neben zwei Würfeln von B, einer 1 auf f3 und "
                  "einer 1 auf e4. Sie verteidigen gemeinsam: 1 + 1 = 2 gegen 3. Die kleinere "
                  "Seite sind beide, und beide fliegen vom Brett (ST-4)."}},
    "tie_reinforce": {
        "title": {"en": "A tie answered by reinforcement",
                  "de": "Ein Gleichstand, mit Verstärkung beantwortet"},
        "story": {
            "en": "A's 3 lands on e3 next to B's 3 on f3: a tie. Nobody leaves, but B's die is "
                  "threatened and B must answer on its next turn (ST-5). B reinforces: its 1 "
                  "on e5 tips south onto e4 and shows 2, next to A's die on e3. A normal fight "
                  "follows with B as the attacker: 2 + 3 = 5 against 3, and A's die on e3 "
                  "leaves (ST-4).",
            "de": "Die 3 von A landet auf e3 neben der 3 von B auf f3: Gleichstand. Keiner "
                  "fliegt, aber der Würfel von B ist bedroht, und B muss im nächsten Zug "
                  "antworten (ST-5). B verstärkt: Seine 1 auf e5 kippt nach Süden auf e4 und "
                  "zeigt 2, neben dem Würfel von A auf e3. Es folgt ein normaler Kampf mit B "
                  "als Angreifer: 2 + 3 = 5 gegen 3, und der Würfel von A auf e3 fliegt "
                  "(ST-4)."}},
    "tie_retreat": {
        "title": {"en": "A tie answered by retreat",
                  "de": "Ein Gleichstand, mit Rückzug beantwortet"},
        "story": {
            "en": "The same tie, but B moves the threatened 3 away instead: north over f4 and "
                  "f5 to f6, where it shows 1 and stands next to none of the attacking dice. "
                  "That is a retreat, and the threat ends without a fight (ST-5). A move that "
                  "does neither, such as B's die on e5 tipping north, is refused while the "
                  "threat stands.",
            "de": "Derselbe Gleichstand, aber B zieht die bedrohte 3 weg: nach Norden über f4 "
                  "und f5 bis f6, wo sie 1 zeigt und neben keinem angreifenden Würfel steht. "
                  "Das ist ein Rückzug, und die Bedrohung endet ohne Kampf (ST-5). Ein Zug, "
                  "der keins von beiden tut, etwa der Würfel von B auf e5 nach Norden, ist "
                  "verboten, solange die Bedrohung besteht."}},
    "two_tied_one_retreats": {
        "title": {"en": "Two dice tied: one retreats, the other leaves",
                  "de": "Zwei Würfel im Gleichstand: einer zieht weg, der andere fliegt"},
        "story": {
            "en": "A's 3 on e3 meets B's 1 on f3 and B's 2 on e4: 3 against 1 + 2 = 3, a tie "
                  "that threatens both dice of B (ST-5). B can move only one of them away: the "
                  "1 on f3 tips east onto g3, next to no attacker. The other threatened die, "
                  "the 2 on e4, leaves the board (ST-5; kit reading: it leaves before any "
                  "fight of that move).",
            "de": "Die 3 von A auf e3 trifft auf die 1 von B auf f3 und die 2 von B auf e4: 3 "
                  "gegen 1 + 2 = 3, ein Gleichstand, der beide Würfel von B bedroht (ST-5). B "
                  "kann nur einen davon wegziehen: Die 1 auf f3 kippt nach Osten auf g3, neben "
                  "keinen Angreifer. Der andere bedrohte Würfel, die 2 auf e4, fliegt vom "
                  "Brett (ST-5; Lesart des Kits: Er fliegt vor jedem Kampf dieses Zuges)."}},
    "threatened_cannot_move": {
        "title": {"en": "A threatened die that cannot move",
                  "de": "Ein bedrohter Würfel, der nicht ziehen kann"},
        "story": {
            "en": "A's 2 rolls from d3 west onto b3 and shows 5, next to B's 5 on a3: a tie "
                  "(ST-5). B cannot answer. The die on a3 is boxed in by the edge, by b3 and by "
                  "B's own dice on a2 and a4, so it cannot retreat, and none of B's dice can "
                  "end next to b3 to reinforce. So the threatened die leaves the board as B's "
                  "turn begins (kit reading: already at the end of A's move), and B then "
                  "moves normally: a4 rolls north to a6 (ST-5).",
            "de": "Die 2 von A kippt von d3 nach Westen auf b3 und zeigt 5, neben der 5 von B "
                  "auf a3: Gleichstand (ST-5). B kann nicht antworten. Der Würfel auf a3 ist "
                  "vom Rand, von b3 und von den eigenen Würfeln auf a2 und a4 eingeschlossen, "
                  "kann also nicht wegziehen, und kein Würfel von B kann neben b3 enden, um zu "
                  "verstärken. Also fliegt der bedrohte Würfel zu Beginn des Zuges von B vom "
                  "Brett (Lesart des Kits: schon am Ende des Zuges von A), und B zieht danach "
                  "normal: a4 kippt nach Norden bis a6 (ST-5)."}},
    "reinforce_any": {
        "title": {"en": "The threatened die reinforces itself (reading 'any')",
                  "de": "Der bedrohte Würfel verstärkt selbst (Lesart 'any')"},
        "story": {
            "en": "A's 2 on e3 ties with B's 2 on f3. By default (reinforce_with='any', ST-5 "
                  "as RULES.md puts it) any die of B may reinforce, even the threatened one: "
                  "f3 rolls north onto f4, turns west onto e4 and shows 3, next to A's die on "
                  "e3. The fight that follows is 3 against 2, and A's die leaves (ST-4).",
            "de": "Die 2 von A auf e3 steht im Gleichstand mit der 2 von B auf f3. "
                  "Standardmäßig (reinforce_with='any', ST-5 wie in RULES.md) darf jeder "
                  "Würfel von B verstärken, auch der bedrohte: f3 kippt nach Norden auf f4, "
                  "biegt nach Westen auf e4 ab und zeigt 3, neben dem Würfel von A auf e3. Der "
                  "folgende Kampf steht 3 gegen 2, und der Würfel von A fliegt (ST-4)."}},
    "reinforce_other": {
        "title": {"en": "Reinforcing only with another die (reading 'other')",
                  "de": "Verstärken nur mit einem anderen Würfel (Lesart 'other')"},
        "story": {
            "en": "The same tie with reinforce_with='other', the rulebook's literal words: "
                  "only another die may reinforce (ST-5). The threatened die ending next to "
                  "A's die on e3 is then neither reinforcement nor retreat, so f3N1W is "
                  "refused. B has no other die that could reach e3, so it retreats: f3 rolls "
                  "east to h3 and shows 5. A's die stays.",
            "de": "Derselbe Gleichstand mit reinforce_with='other', dem Wortlaut der "
                  "Spielregel: Nur ein anderer Würfel darf verstärken (ST-5). Endet der "
                  "bedrohte Würfel neben dem Würfel von A auf e3, ist das weder Verstärkung "
                  "noch Rückzug, also ist f3N1W verboten. B hat keinen anderen Würfel, der e3 "
                  "erreicht, und zieht sich zurück: f3 kippt nach Osten bis h3 und zeigt 5. "
                  "Der Würfel von A bleibt stehen."}},
    "three_players_two_fights": {
        "title": {"en": "Three players: one move, two fights",
                  "de": "Drei Personen: ein Zug, zwei Kämpfe"},
        "story": {
            "en": "With three players, A's 3 lands on e3 next to B's 1 on f3 and C's 2 on e4. "
                  "The fights are fought one opponent at a time, in turn order from the mover "
                  "(ST-2, ST-4): first B, 3 against 1, then C, 3 against 2. Both lose their "
                  "die.",
            "de": "Mit drei Personen landet die 3 von A auf e3 neben der 1 von B auf f3 und "
                  "der 2 von C auf e4. Gekämpft wird gegen einen Gegner nach dem anderen, in "
                  "Zugreihenfolge ab dem Ziehenden (ST-2, ST-4): zuerst B, 3 gegen 1, dann C, "
                  "3 gegen 2. Beide verlieren ihren Würfel."}},
    "three_players_mover_removed": {
        "title": {"en": "The first fight is lost: no second fight",
                  "de": "Der erste Kampf verloren: kein zweiter Kampf"},
        "story": {
            "en": "The same move, but B's die shows 4 and C's shows 1. B comes first in turn "
                  "order: 3 against 4, and A's moved die leaves. With it gone the fight against "
                  "C does not happen, so C keeps its 1 although A's 3 would have beaten it "
                  "(ST-4).",
            "de": "Derselbe Zug, aber der Würfel von B zeigt 4 und der von C zeigt 1. B ist in "
                  "der Zugreihenfolge zuerst dran: 3 gegen 4, und der gezogene Würfel von A "
                  "fliegt. Damit findet der Kampf gegen C nicht mehr statt, und C behält seine "
                  "1, obwohl die 3 von A sie geschlagen hätte (ST-4)."}},
    "threats_combined": {
        "title": {"en": "Two ties against one player are combined",
                  "de": "Zwei Gleichstände gegen dieselbe Person werden zusammengefasst"},
        "story": {
            "en": "B's 1 tips onto f3 and shows 3 next to A's 3 on e3: a tie. Before A's turn "
                  "comes, C's 1 tips onto c4 and shows 2 next to A's 2 on d4: another tie. "
                  "Kit reading of ST-5: the two threats are combined, so A has two threatened "
                  "dice and two attackers (ST-4 decides who fights whom). A retreats e3 north "
                  "to e6, next to neither attacker, and the other threatened die, d4, leaves "
                  "the board.",
            "de": "Die 1 von B kippt auf f3 und zeigt 3, neben der 3 von A auf e3: "
                  "Gleichstand. Bevor A am Zug ist, kippt die 1 von C auf c4 und zeigt 2, "
                  "neben der 2 von A auf d4: noch ein Gleichstand. Lesart des Kits zu ST-5: "
                  "Die beiden Bedrohungen werden zusammengefasst, A hat zwei bedrohte Würfel "
                  "und zwei Angreifer (wer gegen wen kämpft, regelt ST-4). A zieht e3 nach "
                  "Norden bis e6 zurück, neben keinen der Angreifer, und der andere bedrohte "
                  "Würfel, d4, fliegt vom Brett."}},
    "last_player_wins": {
        "title": {"en": "The last player with dice wins",
                  "de": "Wer zuletzt noch Würfel hat, gewinnt"},
        "story": {
            "en": "B has a single die left, a 2 on f3. A's 3 lands next to it on e3 and wins "
                  "the fight, 3 against 2 (ST-4). B has no dice on the board and is out; A is "
                  "the last player with dice and wins the game (ST-8).",
            "de": "B hat nur noch einen Würfel, eine 2 auf f3. Die 3 von A landet daneben auf "
                  "e3 und gewinnt den Kampf, 3 gegen 2 (ST-4). B hat keine Würfel mehr auf dem "
                  "Brett und scheidet aus; nur A hat noch Würfel und gewinnt damit das Spiel "
                  "(ST-8)."}},
    "pass_no_move": {
        "title": {"en": "No legal move: pass", "de": "Kein erlaubter Zug: aussetzen"},
        "story": {
            "en": "B's only die stands in the corner o15, boxed in by A's dice on n15 and o14 "
                  "and by the two edges. After A has moved elsewhere, B cannot move any die "
                  "at all, so B passes (ST-6) and A moves again.",
            "de": "Der einzige Würfel von B steht in der Ecke o15, eingeschlossen von den "
                  "Würfeln von A auf n15 und o14 und von den beiden Rändern. Nachdem A "
                  "woanders gezogen hat, kann B keinen Würfel bewegen, also setzt B aus (ST-6), "
                  "und A ist wieder am Zug."}},
    "turn_limit_draw": {
        "title": {"en": "The optional turn limit: a draw",
                  "de": "Die optionale Zuggrenze: unentschieden"},
        "story": {
            "en": "The rulebook knows no draw. With the kit's optional turn limit (ST-7, as "
                  "CS-10 for Cubeslyde; not in the rulebook) set to 40, the 40th turn ends the "
                  "game: A tips its die from b1 onto b2, and the game is a draw although both "
                  "players still have dice.",
            "de": "Die Spielregel kennt kein Unentschieden. Mit der optionalen Zuggrenze des "
                  "Kits (ST-7, wie CS-10 bei Cubeslyde; nicht in der Spielregel) von 40 "
                  "beendet der 40. Zug das Spiel: A kippt seinen Würfel von b1 auf b2, und das "
                  "Spiel endet unentschieden, obwohl beide noch Würfel haben."}},
}

SCENARIO_IDS: tuple[str, ...] = tuple(_SCENARIOS)
"""The ids that have a title and a story (``scenarios.SCENARIOS`` uses exactly these)."""

MESSAGES: Catalogue = {
    # === The rules: options, reasons for illegal moves, step texts, outcomes ============
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
    "st.illegal.distance": {
        "en": "{die} on {square} shows {n}: it moves exactly {n} squares, but {move} has "
              "{written} (ST-3).",
        "de": "{die} auf {square} zeigt {n}: Er zieht genau {n} Felder, aber {move} hat "
              "{written} (ST-3)."},
    "st.illegal.distance_one": {
        "en": "{die} on {square} shows 1: it moves exactly one square, but {move} has "
              "{written} (ST-3).",
        "de": "{die} auf {square} zeigt 1: Er zieht genau ein Feld, aber {move} hat "
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
    # --- headlines: the short name of an event, nested in its step text and picture title ----
    "st.headline.tip": {"en": "{die} tips {direction}", "de": "{die} kippt {direction}"},
    "st.headline.fight": {"en": "{mover} against {opponent}", "de": "{mover} gegen {opponent}"},
    "st.headline.answer": {"en": "{player} answers the threat",
                           "de": "{player} antwortet auf die Bedrohung"},
    "st.headline.threat_lost": {"en": "{player} cannot answer its threat",
                                "de": "{player} kann nicht auf die Bedrohung antworten"},
    "st.headline.pass": {"en": "{player} has no legal move and passes (ST-6)",
                         "de": "{player} hat keinen erlaubten Zug und setzt aus (ST-6)"},
    "st.headline.out": {"en": "{player} has no dice left", "de": "{player} hat keine Würfel mehr"},
    # --- step texts ---------------------------------------------------------------------------
    "st.step.tip": {
        "en": "{headline} from {from} onto {to}: {top} comes up (step {step} of "
              "{n}, ST-3).",
        "de": "{headline} von {from} auf {to}: Die {top} kommt nach oben "
              "(Schritt {step} von {n}, ST-3)."},
    "st.step.tip_last": {
        "en": "{headline} from {from} onto {to}: {top} comes up, and the move "
              "ends there (step {step} of {n}, ST-3).",
        "de": "{headline} von {from} auf {to}: Die {top} kommt nach oben, und der "
              "Zug endet dort (Schritt {step} von {n}, ST-3)."},
    "st.step.reinforce": {
        "en": "{headline} by reinforcing: {die} ends next to {near}, "
              "and a normal fight follows (ST-5, {reading}).",
        "de": "{headline} mit Verstärkung: {die} endet neben "
              "{near}, und ein gewöhnlicher Kampf folgt (ST-5, {reading})."},
    "st.step.retreat": {
        "en": "{headline} by retreating: the threatened die {die} ends next "
              "to no attacker ({attackers}) (ST-5).",
        "de": "{headline} mit Rückzug: Der bedrohte Würfel {die} "
              "endet neben keinem Angreifer ({attackers}) (ST-5)."},
    "st.step.retreat_leave": {
        "en": "{headline} by retreating: the threatened die {die} ends next "
              "to no attacker ({attackers}), so the other threatened dice are lost: {leaves} "
              "(ST-5; kit reading: before the fights of this move).",
        "de": "{headline} mit Rückzug: Der bedrohte Würfel {die} "
              "endet neben keinem Angreifer ({attackers}), also sind die anderen bedrohten Würfel "
              "verloren: {leaves} (ST-5; Lesart des Kits: vor den Kämpfen dieses Zugs)."},
    "st.step.threat_lost": {
        "en": "{headline}: no move reinforces next to {near} and no "
              "threatened die can move away. As its turn begins, {leaves}; {player} then "
              "moves normally (ST-5).",
        "de": "{headline}: Kein Zug verstärkt neben "
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
        "en": "{headline}: {attack} against {defence}, so {leaves} (ST-4).",
        "de": "{headline}: {attack} gegen {defence} – {leaves} (ST-4)."},
    "st.step.fight_stops": {
        "en": "{headline}: {attack} against {defence}, so {leaves}; the moved "
              "die is gone, so this move has no further fights (ST-4).",
        "de": "{headline}: {attack} gegen {defence} – {leaves}; der "
              "gezogene Würfel ist weg, dieser Zug hat also keine weiteren Kämpfe (ST-4)."},
    "st.step.tie_one": {
        "en": "{headline}: {attack} against {defence}: a tie. {opponent} is "
              "threatened{combined}: on its next turn it must {reinforce}, or move "
              "{defenders} away (ST-5).",
        "de": "{headline}: {attack} gegen {defence}: Gleichstand. {opponent} "
              "ist bedroht{combined}: Im nächsten Zug muss es {reinforce}, oder {defenders} "
              "wegziehen (ST-5)."},
    "st.step.tie_many": {
        "en": "{headline}: {attack} against {defence}: a tie. {opponent} is "
              "threatened{combined}: on its next turn it must {reinforce}, or move one of "
              "{defenders} away, and the others leave the board (ST-5).",
        "de": "{headline}: {attack} gegen {defence}: Gleichstand. {opponent} "
              "ist bedroht{combined}: Im nächsten Zug muss es {reinforce}, oder einen von "
              "{defenders} wegziehen, und die anderen fliegen vom Brett (ST-5)."},
    "st.step.pass": {
        "en": "{headline}.",
        "de": "{headline}."},
    "st.step.out": {
        "en": "{headline} on the board and is out (ST-8).",
        "de": "{headline} auf dem Brett und scheidet aus (ST-8)."},
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
    # === Pictures (render.py): the title, the line below it, the panel and the key ======
    # --- the title line -------------------------------------------------------------------------
    "st.render.tip": {
        "en": "{headline} {start}\u2192{end}: {top} comes up ({step} of {n})",
        "de": "{headline} {start}\u2192{end}: {top} oben ({step} von {n})"},
    "st.render.fight": {
        "en": "Fight {headline}: {attack} : {defence}, {loser} loses",
        "de": "Kampf {headline}: {attack} : {defence}, {loser} verliert"},
    "st.render.tie": {
        "en": "Fight {headline}: {attack} : {defence}, a tie: {opponent} is "
              "threatened",
        "de": "Kampf {headline}: {attack} : {defence}, Gleichstand: "
              "{opponent} ist bedroht"},
    "st.render.reinforce": {
        "en": "{headline}: reinforcement on {square}",
        "de": "{headline}: Verstärkung auf {square}"},
    "st.render.retreat": {
        "en": "{headline}: retreat to {square}",
        "de": "{headline}: Rückzug nach {square}"},
    "st.render.threat_lost": {
        "en": "{headline}: {dice} leave the board",
        "de": "{headline}: {dice} fliegen vom Brett"},
    "st.render.pass": {
        "en": "Player {headline}",
        "de": "Spieler {headline}"},
    "st.render.out": {
        "en": "Player {headline} and is out (ST-8)",
        "de": "Spieler {headline} und scheidet aus (ST-8)"},
    "st.render.turn_limit": {
        "en": "Turn limit of {limit} reached: draw (not in the rulebook: ST-7 / CS-10)",
        "de": "Zuggrenze von {limit} erreicht: unentschieden (nicht im Regelheft: "
              "ST-7 / CS-10)"},
    "st.render.must_answer": {
        "en": "Player {player} to move and must answer a tie (ST-5)",
        "de": "Spieler {player} ist am Zug und muss auf einen Gleichstand antworten (ST-5)"},
    "st.render.preview": {
        "en": "Player {player} to move: where {die} on {square} can go",
        "de": "Spieler {player} ist am Zug: Wohin {die} auf {square} ziehen kann"},
    # --- the line below the title ---------------------------------------------------------------
    "st.render.dice": {"en": "Dice on the board: {counts}.",
                       "de": "Würfel auf dem Brett: {counts}."},
    "st.render.threat": {
        "en": "{player} threatened: {defenders} by {attackers} (ST-5).",
        "de": "{player} bedroht: {defenders} durch {attackers} (ST-5)."},
    # --- the panel below the board --------------------------------------------------------------
    "st.render.dice_left": {"en": "{count} dice", "de": "{count} Würfel"},
    "st.render.one_die": {"en": "1 die", "de": "1 Würfel"},
    "st.render.to_move": {"en": "to move", "de": "am Zug"},
    "st.render.moving": {"en": "moving", "de": "zieht"},
    "st.render.wins": {"en": "wins", "de": "gewinnt"},
    "st.render.out_word": {"en": "out", "de": "raus"},
    "st.render.passes": {"en": "passes", "de": "setzt aus"},
    # --- the key --------------------------------------------------------------------------------
    "st.render.key.threatened": {"en": "threatened (ST-5)", "de": "bedroht (ST-5)"},
    "st.render.key.attacker": {"en": "attacker (ST-5)", "de": "Angreifer (ST-5)"},
    "st.render.key.attacking": {"en": "attacks", "de": "greift an"},
    "st.render.key.defending": {"en": "defends", "de": "verteidigt"},
    "st.render.key.ghost": {"en": "leaves the board", "de": "fliegt vom Brett"},
    "st.render.key.path": {"en": "face up after each tip", "de": "oben nach jedem Kippen"},
    "st.render.key.target": {"en": "face up when it ends here",
                             "de": "oben, wenn er hier endet"},
    "st.render.key.start": {"en": "start corner", "de": "Startecke"},
    # === The Explorer (interact.py) =====================================================
    "st.interact.hint": {
        "en": "Click one of your dice: every square it can reach this turn is washed in your "
              "colour and shows the face that would come up there (3/5: different paths bring "
              "different faces). Then click one of those squares: a single path is played at "
              "once; for several, choose the path in this list. If you cannot move at all, a "
              "click on the board passes (ST-6). Every move is also in this list:",
        "de": "Klicke einen deiner Würfel an: Jedes Feld, das er in diesem Zug erreicht, wird "
              "in deiner Farbe getönt und zeigt die Zahl, die dort oben läge (3/5: "
              "verschiedene Wege bringen verschiedene Zahlen). Klicke dann eines dieser "
              "Felder: Ein einziger Weg wird sofort gespielt, bei mehreren wähle den Weg in "
              "dieser Liste. Kannst du gar nicht ziehen, setzt ein Klick auf das Brett aus "
              "(ST-6). Jeder Zug steht auch in dieser Liste:"},
    "st.interact.status": {"en": "Dice: {counts}.", "de": "Würfel: {counts}."},
    "st.interact.status_threat": {
        "en": "{player} is threatened (ST-5).",
        "de": "{player} ist bedroht (ST-5)."},
    # the move list
    "st.interact.option": {"en": "{move} ({square}): {top} up",
                           "de": "{move} ({square}): {top} oben"},
    "st.interact.option_answer": {"en": "{move} ({square}): {top} up, {answer}",
                                  "de": "{move} ({square}): {top} oben, {answer}"},
    "st.interact.option_pass": {"en": "pass (no legal move, ST-6)",
                                "de": "aussetzen (kein erlaubter Zug, ST-6)"},
    "st.interact.answer.reinforce": {"en": "reinforces", "de": "verstärkt"},
    "st.interact.answer.retreat": {"en": "retreats", "de": "zieht sich zurück"},
    # a selected die
    "st.interact.die": {
        "en": "{die} on {square}: it moves exactly {n} squares (ST-3); {count} of its paths "
              "are allowed, ending on {targets}.",
        "de": "{die} auf {square}: Er zieht genau {n} Felder (ST-3); {count} seiner Wege "
              "sind erlaubt, sie enden auf {targets}."},
    "st.interact.die_none": {
        "en": "{die} on {square}: it moves exactly {n} squares (ST-3), but none of its "
              "paths is allowed this turn.",
        "de": "{die} auf {square}: Er zieht genau {n} Felder (ST-3), aber keiner seiner Wege "
              "ist in diesem Zug erlaubt."},
    "st.interact.word.N": {"en": "North", "de": "Norden"},
    "st.interact.word.E": {"en": "East", "de": "Osten"},
    "st.interact.word.S": {"en": "South", "de": "Süden"},
    "st.interact.word.W": {"en": "West", "de": "Westen"},
    "st.interact.target": {"en": "{square}: {top} up ({move})",
                           "de": "{square}: {top} oben ({move})"},
    "st.interact.target_answer": {"en": "{square}: {top} up ({move}, {answer})",
                                  "de": "{square}: {top} oben ({move}, {answer})"},
    "st.interact.reach": {"en": "{direction} first: {targets}.",
                          "de": "Zuerst nach {direction}: {targets}."},
    "st.interact.blocked": {"en": "{direction}: not possible. {reason}",
                            "de": "{direction}: nicht möglich. {reason}"},
    "st.interact.straight_blocked": {
        "en": "Straight on is not possible: {reason}",
        "de": "Geradeaus geht es nicht: {reason}"},
    "st.interact.not_answers": {
        "en": "{direction} first it could also reach {squares}, but that does not answer "
              "the threat (ST-5).",
        "de": "Zuerst nach {direction} erreichte er auch {squares}, aber das beantwortet die "
              "Bedrohung nicht (ST-5)."},
    # a threat to answer
    "st.interact.threat": {
        "en": "{player} is threatened: {defenders} against {attackers} (a tie, ST-5). This "
              "move must answer it: {reinforce} (reinforcement, a fight follows), or move "
              "one of the threatened dice so that it ends next to none of the attackers "
              "(retreat; the other threatened dice leave the board).",
        "de": "{player} ist bedroht: {defenders} gegen {attackers} (Gleichstand, ST-5). "
              "Dieser Zug muss antworten: {reinforce} (Verstärkung, ein Kampf folgt), oder "
              "einen der bedrohten Würfel so ziehen, dass er neben keinem Angreifer endet "
              "(Rückzug; die anderen bedrohten Würfel fliegen vom Brett)."},
    "st.interact.reinforce.any": {
        "en": "move one of its dice so that it ends next to {attackers}",
        "de": "einen seiner Würfel so ziehen, dass er neben {attackers} endet"},
    "st.interact.reinforce.other": {
        "en": "move another of its dice (not a threatened one; option reinforce_with='other') "
              "so that it ends next to {attackers}",
        "de": "einen anderen seiner Würfel (keinen bedrohten; Option "
              "reinforce_with='other') so ziehen, dass er neben {attackers} endet"},
    "st.interact.only_pass": {
        "en": "{player} has no legal move: click the board or choose 'pass' to pass (ST-6).",
        "de": "{player} hat keinen erlaubten Zug: Klicke auf das Brett oder wähle "
              "'aussetzen' (ST-6)."},
    # a square reached by several paths
    "st.interact.choose": {
        "en": "{count} paths of {die} end on {square}: choose one in the move list "
              "({moves}); the board shows them with the faces that come up.",
        "de": "{count} Wege von {die} enden auf {square}: Wähle einen in der Zugliste "
              "({moves}); das Brett zeigt sie mit den Zahlen, die oben liegen."},
    "st.interact.choose_title": {
        "en": "{die} from {origin} to {square}: choose the path",
        "de": "{die} von {origin} nach {square}: Wähle den Weg"},
    "st.interact.path": {"en": "{move}: {path}, {top} up on {square}.",
                         "de": "{move}: {path}, {top} oben auf {square}."},
    "st.interact.not_reachable": {
        "en": "{die} on {square} cannot end its move on {target}: it ends on {targets}. "
              "Selection cleared.",
        "de": "{die} auf {square} kann seinen Zug nicht auf {target} beenden: Er endet auf "
              "{targets}. Auswahl aufgehoben."},
    # a move chosen in the list
    "st.interact.move": {
        "en": "Move {move}: {die} rolls {path}; {top} comes up on {square}.",
        "de": "Zug {move}: {die} rollt {path}; auf {square} liegt {top} oben."},
    "st.interact.quiet": {
        "en": "No opponent's die ends next to it: no fight (ST-4).",
        "de": "Kein gegnerischer Würfel steht danach daneben: kein Kampf (ST-4)."},
    # === The 3D die (die3d.py) ==========================================================
    # the ground: the four compass letters N, E, S, W in this order, separated by spaces
    # (German writes O for Ost)
    "st.die3d.compass": {"en": "N E S W", "de": "N O S W"},
    "st.die3d.dir.north": {"en": "north", "de": "Norden"},
    "st.die3d.dir.east": {"en": "east", "de": "Osten"},
    "st.die3d.dir.south": {"en": "south", "de": "Süden"},
    "st.die3d.dir.west": {"en": "west", "de": "Westen"},
    "st.die3d.right_die": {"en": "right-handed die", "de": "rechtshändiger Würfel"},
    "st.die3d.left_die": {"en": "left-handed die", "de": "linkshändiger Würfel"},
    # captions of the pictures
    "st.die3d.on_top": {"en": "{top} on top ({notation})", "de": "{top} oben ({notation})"},
    "st.die3d.on_top_left": {"en": "{top} on top ({notation}), left-handed",
                             "de": "{top} oben ({notation}), linkshändig"},
    "st.die3d.start": {"en": "start: {top} on top", "de": "Start: {top} oben"},
    "st.die3d.after_tip": {"en": "{number}. tip {direction}: {top} comes up",
                           "de": "{number}. nach {direction} kippen: {top} kommt hoch"},
    "st.die3d.tipping": {"en": "{number}. tip {direction} ...",
                         "de": "{number}. nach {direction} kippen ..."},
    # the DieTipper widget
    "st.die3d.tip_tooltip": {"en": "Tip the die over its {direction} edge onto the next square",
                             "de": "Den Würfel über seine Kante im {direction} auf das "
                                   "nächste Feld kippen"},
    "st.die3d.undo": {"en": "Undo", "de": "Zurück"},
    "st.die3d.undo_tip": {"en": "Take back the last tip", "de": "Das letzte Kippen zurücknehmen"},
    "st.die3d.reset": {"en": "Start again", "de": "Neu beginnen"},
    "st.die3d.reset_tip": {"en": "Back to the start orientation and square",
                           "de": "Zurück zur Anfangslage und zum Anfangsfeld"},
    "st.die3d.left_toggle": {"en": "left-handed die (ST-1)", "de": "linkshändiger Würfel (ST-1)"},
    "st.die3d.left_toggle_tip": {
        "en": "The mirror-image die of the ST-1 option: with 1 on top and 2 facing south, 4 "
              "faces east instead of 3. The same tips are replayed with it.",
        "de": "Der spiegelbildliche Würfel der Option ST-1: mit 1 oben und 2 im Süden liegt "
              "4 statt 3 im Osten. Dieselben Kippbewegungen werden mit ihm wiederholt."},
    "st.die3d.path_toggle": {"en": "show the path", "de": "Weg zeigen"},
    "st.die3d.path_toggle_tip": {"en": "Mark the squares the die rolled over on the ground",
                                 "de": "Die Felder markieren, über die der Würfel gerollt ist"},
    "st.die3d.status_start": {
        "en": "Start: {top} on top. Notation {notation} (top/north/east), {handed}.",
        "de": "Start: {top} oben. Notation {notation} (oben/Nord/Ost), {handed}."},
    "st.die3d.status_tip": {
        "en": "Tip {number} to the {direction}: {top} comes up. Notation {notation} "
              "(top/north/east).",
        "de": "{number}. Kippen nach {direction}: {top} kommt hoch. Notation {notation} "
              "(oben/Nord/Ost)."},
    "st.die3d.status_undo": {
        "en": "Tip {number} taken back: {top} on top again. Notation {notation}.",
        "de": "{number}. Kippen zurückgenommen: wieder {top} oben. Notation {notation}."},
    "st.die3d.status_nothing": {"en": "There is no tip to take back.",
                                "de": "Es gibt kein Kippen zum Zurücknehmen."},
    "st.die3d.status_handed": {
        "en": "Now a {handed}: the same start ({start}) and the same tips give {top} on top. "
              "Notation {notation}.",
        "de": "Jetzt ein {handed}: derselbe Anfang ({start}) und dieselben Kippbewegungen "
              "ergeben {top} oben. Notation {notation}."},
    "st.die3d.tips_so_far": {"en": "Tips so far: {tips}", "de": "Bisher gekippt: {tips}"},
    # === Scenarios: striedies.scenario.<id>.title / .story ==============================
    **{f"striedies.scenario.{sid}.{part}": texts
       for sid, parts in _SCENARIOS.items() for part, texts in parts.items()},
}
