"""Striedies Strategie's teaching scenarios in words: the title and the story of each, in
English and German. Part of the game's one catalogue (:data:`.messages.MESSAGES` holds them as
``striedies.scenario.<id>.title`` / ``.story``); the scenarios themselves, with their expected
results, are in :mod:`.scenarios`.

Rulebook sections are quoted by their headings (*Vorbereitung*, *Spielregel*); decisions of
``RULES.md`` by their IDs (``ST-1`` .. ``ST-9``), and a decision that is not in the rulebook
says so.
"""

from __future__ import annotations

STORIES: dict[str, dict[str, dict[str, str]]] = {
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
                  "tips a2 north onto a3, and the 3 that faced south comes up (ST-3).",
            "de": "Mit vier Personen ist jede Ecke besetzt: A unten links, B unten rechts, C "
                  "oben rechts, D oben links, je drei Würfel auf dem Eckfeld und seinen beiden "
                  "Nachbarfeldern am Rand (ST-2). Jeder Würfel zeigt die 1, die 2 und die 3 "
                  "liegen zu den beiden Außenkanten. Bei rechtshändigen Würfeln (ST-1) bleibt "
                  "damit in jeder Ecke genau eine Lage (oben/Norden/Osten): A 1/4/5 (2 nach "
                  "Westen, 3 nach Süden), B 1/5/3, C 1/3/2, D 1/2/4. A beginnt. Sein "
                  "Eckwürfel auf a1 ist von den eigenen Würfeln eingeschlossen, also kippt A "
                  "den Würfel von a2 nach Norden auf a3, und die 3, die nach Süden zeigte, kommt "
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
                  "c3N1O kippt ihn ein Feld nach Norden, dann biegt er einmal ab und kippt "
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
                  "nach Norden, dann zurück nach Süden) und c3O1W kehren um und sind verboten "
                  "(ST-3). Ebenso eine zweite Abbiegung (c3N1O1N), ein Abbiegen nach allen "
                  "vier Feldern (c3N4O) und der Weg nach Westen, der hinter a3 vom Brett "
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
                  "über den Würfel von B auf e3, und c3N1O endete auf dem Würfel von B auf f4: "
                  "alles verboten (ST-3). c3O1N geht außen herum, nach Osten auf d3 und dann "
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
                  "the 2 on e4, leaves the board (ST-5; not in the rulebook: ST-9 b, it "
                  "leaves before any fight of that move).",
            "de": "Die 3 von A auf e3 trifft auf die 1 von B auf f3 und die 2 von B auf e4: 3 "
                  "gegen 1 + 2 = 3, ein Gleichstand, der beide Würfel von B bedroht (ST-5). B "
                  "kann nur einen davon wegziehen: Die 1 auf f3 kippt nach Osten auf g3, neben "
                  "keinen Angreifer. Der andere bedrohte Würfel, die 2 auf e4, fliegt vom "
                  "Brett (ST-5; nicht im Regelheft: ST-9 b, er fliegt vor jedem Kampf dieses "
                  "Zuges)."}},
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
        "title": {"en": "The threatened die reinforces itself (a reading not in the rulebook)",
                  "de": "Der bedrohte Würfel verstärkt selbst (eine Lesart, die nicht im "
                        "Regelheft steht)"},
        "story": {
            "en": "A's 2 on e3 ties with B's 2 on f3. In a reading the rulebook does not give "
                  "(a rule option of ST-5) any die of B may reinforce, even the threatened one: "
                  "f3 rolls north onto f4, turns west onto e4 and shows 3, next to A's die on "
                  "e3. The fight that follows is 3 against 2, and A's die leaves (ST-4).",
            "de": "Die 2 von A auf e3 steht im Gleichstand mit der 2 von B auf f3. In einer "
                  "Lesart, die das Regelheft nicht gibt (eine Regeloption zu ST-5), darf jeder "
                  "Würfel von B verstärken, auch der bedrohte: f3 kippt nach Norden auf f4, biegt "
                  "nach Westen auf e4 ab und zeigt 3, neben dem Würfel von A auf e3. Der folgende "
                  "Kampf steht 3 gegen 2, und der Würfel von A fliegt (ST-4)."}},
    "reinforce_other": {
        "title": {"en": "Reinforcing only with another die (the rulebook)",
                  "de": "Verstärken nur mit einem anderen Würfel (Regelheft)"},
        "story": {
            "en": "The same tie under the rulebook's words, which the kit plays by default: "
                  "only another die may reinforce (ST-5). The threatened die ending next to "
                  "A's die on e3 is then neither reinforcement nor retreat, so f3N1W is "
                  "refused. B has no other die that could reach e3, so it retreats: f3 rolls "
                  "east to h3 and shows 5. A's die stays.",
            "de": "Derselbe Gleichstand nach dem Wortlaut der Spielregel, den das Kit "
                  "standardmäßig spielt: Nur ein anderer Würfel darf verstärken (ST-5). Endet der "
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
                  "Not in the rulebook (ST-9 a): the two threats are combined, so A has two "
                  "threatened dice and two attackers (ST-4 decides who fights whom). A "
                  "retreats e3 north to e6, next to neither attacker, and the other threatened "
                  "die, d4, leaves the board.",
            "de": "Die 1 von B kippt auf f3 und zeigt 3, neben der 3 von A auf e3: "
                  "Gleichstand. Bevor A am Zug ist, kippt die 1 von C auf c4 und zeigt 2, "
                  "neben der 2 von A auf d4: noch ein Gleichstand. Nicht im Regelheft (ST-9 a): "
                  "Die beiden Bedrohungen werden zusammengefasst, A hat zwei bedrohte Würfel "
                  "und zwei Angreifer (wer gegen wen kämpft, regelt ST-4). A zieht e3 nach "
                  "Norden bis e6 zurück, neben keinen der Angreifer, und der andere bedrohte "
                  "Würfel, d4, fliegt vom Brett."}},
    "retreat_removal_before": {
        "title": {"en": "After a retreat: the others leave before the fights",
                  "de": "Nach einem Rückzug: Die anderen fliegen vor den Kämpfen"},
        "story": {
            "en": "Three players. A's 3 lands on e3 next to B's 1 on f3 and B's 2 on e4: 3 "
                  "against 1 + 2, a tie, and both dice of B are threatened (ST-5). B retreats "
                  "e4 two squares east to g4, where it shows 5, next to no attacker but next to "
                  "C's 5 on g3. The other threatened die, f3, is lost, and by default it leaves "
                  "before the fights of this move (not in the rulebook: ST-9 b). So B's 5 fights "
                  "alone: 5 against 5, a tie, and now C is threatened (ST-4, ST-5).",
            "de": "Drei Personen. Die 3 von A landet auf e3 neben der 1 von B auf f3 und der 2 "
                  "von B auf e4: 3 gegen 1 + 2, Gleichstand, und beide Würfel von B sind bedroht "
                  "(ST-5). B zieht e4 zwei Felder nach Osten auf g4 zurück, wo er 5 zeigt, neben "
                  "keinem Angreifer, aber neben der 5 von C auf g3. Der andere bedrohte Würfel, "
                  "f3, ist verloren und fliegt standardmäßig vor den Kämpfen dieses Zugs (nicht "
                  "im Regelheft: ST-9 b). Also kämpft die 5 von B allein: 5 gegen 5, "
                  "Gleichstand, und jetzt ist C bedroht (ST-4, ST-5)."}},
    "retreat_removal_after": {
        "title": {"en": "After a retreat: the others leave after the fights",
                  "de": "Nach einem Rückzug: Die anderen fliegen nach den Kämpfen"},
        "story": {
            "en": "The same position and moves with retreat_removal='after_fights', the other "
                  "reading of ST-9 b (not in the rulebook). B's 1 on f3 is still lost, but it "
                  "stands through the fights of the retreat and, next to C's die on g3, "
                  "supports B's 5 like any of B's dice (ST-4): 5 + 1 = 6 against 5, and C's "
                  "die leaves the board. Only then does f3 leave.",
            "de": "Dieselbe Stellung und dieselben Züge mit retreat_removal='after_fights', der "
                  "anderen Lesart von ST-9 b (nicht im Regelheft). Die 1 von B auf f3 ist "
                  "weiterhin verloren, steht aber während der Kämpfe des Rückzugs noch und "
                  "unterstützt, neben dem Würfel von C auf g3, die 5 von B wie jeder Würfel von B "
                  "(ST-4): 5 + 1 = 6 gegen 5, und der Würfel von C fliegt vom Brett. Erst dann "
                  "fliegt f3."}},
    "threat_ends_attacker_gone": {
        "title": {"en": "A threat ends when its attacker is gone",
                  "de": "Eine Bedrohung endet, wenn ihr Angreifer fort ist"},
        "story": {
            "en": "Three players. A's 3 lands on e3 next to C's 3 on f3: a tie, C is "
                  "threatened and must answer on its turn (ST-5). But B moves first: its 1 on "
                  "e5 tips south onto e4 and shows 4, next to A's 3, and wins that fight, 4 "
                  "against 3 (ST-4). The die that threatened C has left the board, so it drops "
                  "out of the threat, and a threat without an attacking die ends (not in the "
                  "rulebook: ST-9 c). C moves freely.",
            "de": "Drei Personen. Die 3 von A landet auf e3 neben der 3 von C auf f3: "
                  "Gleichstand, C ist bedroht und muss in seinem Zug antworten (ST-5). Aber "
                  "zuerst zieht B: Seine 1 auf e5 kippt nach Süden auf e4 und zeigt 4, neben der "
                  "3 von A, und gewinnt diesen Kampf, 4 gegen 3 (ST-4). Der Würfel, der C bedroht "
                  "hat, ist vom Brett, er zählt in der Bedrohung nicht mehr, und eine Bedrohung "
                  "ohne angreifenden Würfel endet (nicht im Regelheft: ST-9 c). C zieht frei."}},
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
                  "at all, so B passes (ST-6, not in the rulebook) and A moves again.",
            "de": "Der einzige Würfel von B steht in der Ecke o15, eingeschlossen von den "
                  "Würfeln von A auf n15 und o14 und von den beiden Rändern. Nachdem A "
                  "woanders gezogen hat, kann B keinen Würfel bewegen, also setzt B aus (ST-6, "
                  "nicht im Regelheft), und A ist wieder am Zug."}},
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
"""Scenario id -> ``{"title": {"en", "de"}, "story": {"en", "de"}}``."""

__all__ = ["STORIES"]
