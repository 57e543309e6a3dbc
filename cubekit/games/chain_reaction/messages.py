"""Every Kettenreaktion sentence, in English and German: the game's one message catalogue.

Grouped as: rule options, illegal moves, step texts and headlines (read by :mod:`.words`),
outcomes, picture titles and keys (:mod:`.render`), scenario titles and stories
(``chain_reaction.scenario.<id>.title`` / ``.story``, see :mod:`cubekit.core.scenario`) and
the rulebook-claims check (``cr.claims.*``, :mod:`.claims`). Read by
:func:`cubekit.core.i18n.load_catalogues` on first use.
"""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

_SCENARIOS: dict[str, dict[str, dict[str, str]]] = {
    "first_corner_cascade": {
        "title": {"en": "The first corner cascade",
                  "de": "Die erste Kaskade aus der Ecke"},
        "story": {
            "en": "A cell holds one marble fewer than it has neighbours and bursts with the next: "
                  "a corner holds 1 and bursts with its 2nd marble, an edge cell with its 3rd, an "
                  "inner cell with its 4th (CR-2). A fills corner a1 and edge b1 early; with its "
                  "second marble on a1 the corner bursts (wave 1) and pushes b1 to 3, so b1 bursts "
                  "in wave 2 and captures B's cell b2. Watch one marble set two cells bursting.",
            "de": "Ein Feld hält eine Murmel weniger, als es Nachbarn hat, und läuft mit der "
                  "nächsten über: Eine Ecke hält 1 und läuft mit der 2. Murmel über, ein Randfeld "
                  "mit der 3., ein inneres Feld mit der 4. (CR-2). A füllt früh die Ecke a1 und "
                  "das Randfeld b1; mit der zweiten Murmel auf a1 läuft die Ecke über (Welle 1) "
                  "und bringt b1 auf 3, also läuft b1 in Welle 2 über und erobert das Feld b2 von "
                  "B. Achte darauf, wie eine Murmel zwei Felder überlaufen lässt."}},
    "surplus": {
        "title": {"en": "Two marbles at once: a burst that leaves a marble behind",
                  "de": "Zwei Murmeln auf einmal: ein Überlauf, der eine Murmel zurücklässt"},
        "story": {
            "en": "Cascades resolve in waves (CR-3): every full cell bursts at the same time. "
                  "Here a2 and b1 burst together in wave 2 and both send a marble to corner a1, "
                  "which already held one. a1 now holds 3 although it bursts at 2; in wave 3 it "
                  "gives away 2 and keeps 1. The rulebook says a bursting cell always ends "
                  "empty in a two-player game; this board shows otherwise.",
            "de": "Kaskaden laufen in Wellen ab (CR-3): Alle vollen Felder laufen gleichzeitig "
                  "über. Hier laufen a2 und b1 in Welle 2 zusammen über und schicken beide eine "
                  "Murmel in die Ecke a1, in der schon eine lag. a1 hält jetzt 3, obwohl es bei "
                  "2 überläuft; in Welle 3 gibt es 2 ab und behält 1. Das Regelheft sagt, ein "
                  "überlaufendes Feld werde im Zwei-Spieler-Spiel immer leer; dieses Brett "
                  "zeigt das Gegenteil."}},
    "two_marbles_exact": {
        "title": {"en": "Two marbles at once, but no surplus",
                  "de": "Zwei Murmeln auf einmal, aber kein Überschuss"},
        "story": {
            "en": "The same cascade as in the surplus scenario, but corner a1 starts empty. It "
                  "again receives two marbles in wave 2, which is exactly its capacity, so in "
                  "wave 3 it bursts and ends empty. A surplus needs more marbles than the "
                  "capacity, not merely two at once (CR-3).",
            "de": "Dieselbe Kaskade wie im Überschuss-Beispiel, aber die Ecke a1 ist anfangs "
                  "leer. Sie bekommt in Welle 2 wieder zwei Murmeln, genau ihre Platz-Zahl; in "
                  "Welle 3 läuft sie über und ist danach leer. Ein Überschuss braucht mehr "
                  "Murmeln als die Platz-Zahl, nicht bloß zwei auf einmal (CR-3)."}},
    "endless_with_stop": {
        "title": {"en": "2x2: B wins in the fourth move",
                  "de": "2x2: B gewinnt im vierten Zug"},
        "story": {
            "en": "On the smallest board (CR-1) every cell is a corner that bursts at 2. After "
                  "a1, b2, a1 it is B's turn; B's second marble on b2 bursts and captures both "
                  "of A's cells. A has moved and has no marbles left, so B wins and the "
                  "cascade stops right there (CR-4), although a2 and b1 are still full.",
            "de": "Auf dem kleinsten Brett (CR-1) ist jedes Feld eine Ecke, die bei 2 "
                  "überläuft. Nach a1, b2, a1 ist B am Zug; die zweite Murmel von B auf b2 läuft "
                  "über und erobert beide Felder von A. A hat schon gezogen und keine Murmel mehr, "
                  "also gewinnt B, und die Kaskade endet sofort (CR-4), obwohl a2 und b1 noch "
                  "voll sind."}},
    "endless_without_stop": {
        "title": {"en": "2x2 without the stop on win: a cascade that never ends",
                  "de": "2x2 ohne Stopp beim Sieg: eine Kaskade ohne Ende"},
        "story": {
            "en": "The same four moves with the rule option that a cascade runs on after a win "
                  "(CR-4). After B's burst, "
                  "a2 and b1 hold 2 each and burst together, filling a1 and b2 with 2 each, "
                  "which burst and fill a2 and b1 again. After wave 3 the board is exactly as "
                  "after wave 1, so the waves repeat forever: the kit detects the repetition "
                  "and reports it. The rulebook says a cascade can never run forever.",
            "de": "Dieselben vier Züge mit der Regeloption, dass eine Kaskade nach einem Sieg "
                  "weiterläuft (CR-4). Nach dem "
                  "Überlauf von B halten a2 und b1 je 2 und laufen gemeinsam über; a1 und b2 "
                  "bekommen je 2, laufen über und füllen wieder a2 und b1. Nach Welle 3 sieht das "
                  "Brett genau so aus wie nach Welle 1, die Wellen wiederholen sich also endlos: "
                  "Das Kit erkennt die Wiederholung und meldet sie. Das Regelheft sagt, eine "
                  "Kaskade könne nie endlos laufen."}},
    "win_when_settled": {
        "title": {"en": "Without the stop on win: the win is judged when the cascade settles",
                  "de": "Ohne Stopp beim Sieg: Der Sieg zählt, wenn die Kaskade zur Ruhe kommt"},
        "story": {
            "en": "With the rule option that a cascade runs on after a win (CR-4), nobody wins in "
                  "the middle of a "
                  "cascade: the cascade runs until no cell is full, and only then does the kit "
                  "look for a winner. A's corner a1 bursts and captures B's only cell a2, which "
                  "stays below its capacity, so the cascade settles after one wave, and A wins "
                  "because B has no marble left.",
            "de": "Mit ausgeschalteter Option stop_on_win (CR-4) gewinnt niemand mitten in "
                  "einer Kaskade: Sie läuft, bis kein Feld mehr voll ist, und erst dann sucht "
                  "das Kit einen Sieger. Die Ecke a1 von A läuft über und erobert a2, das "
                  "einzige Feld von B; a2 bleibt unter seiner Platz-Zahl, die Kaskade kommt "
                  "nach einer Welle zur Ruhe, und A gewinnt, weil B keine Murmel mehr hat."}},
    "too_many_marbles_with_stop": {
        "title": {"en": "2x3: nine marbles on a board that holds eight",
                  "de": "2x3: neun Murmeln auf einem Brett, das acht hält"},
        "story": {
            "en": "On a 2x3 board four corners hold at most 1 marble and two edge cells at most "
                  "2 without bursting: 8 in all. After eight moves the board is full, and A's "
                  "ninth marble starts a cascade. With the stop on win (CR-4) it ends in wave "
                  "3, when B has lost its last marble; three cells are left full.",
            "de": "Auf einem 2x3-Brett halten vier Ecken höchstens 1 Murmel und zwei Randfelder "
                  "höchstens 2, ohne überzulaufen: zusammen 8. Nach acht Zügen ist das Brett "
                  "voll, und die neunte Murmel von A startet eine Kaskade. Mit dem Stopp beim Sieg "
                  "(CR-4) endet sie in Welle 3, als B seine letzte Murmel verliert; drei Felder "
                  "bleiben voll."}},
    "too_many_marbles": {
        "title": {"en": "2x3 without the stop on win: too many marbles to ever settle",
                  "de": "2x3 ohne Stopp beim Sieg: zu viele Murmeln, um je zur Ruhe zu kommen"},
        "story": {
            "en": "The same nine moves with the cascade run on after a win (CR-4 option). A burst "
                  "never destroys a marble, "
                  "it only moves them, so the board keeps 9 marbles, but a calm 2x3 board holds "
                  "at most 8. The kit knows before the first wave that this cascade can never "
                  "settle and reports it (CR-4).",
            "de": "Dieselben neun Züge, und die Kaskade läuft nach einem Sieg weiter (Option zu "
                  "CR-4). Ein Überlauf vernichtet "
                  "keine Murmel, er verschiebt sie nur; auf dem Brett bleiben also 9 Murmeln, "
                  "ein ruhiges 2x3-Brett hält aber höchstens 8. Das Kit weiß schon vor der "
                  "ersten Welle, dass diese Kaskade nie zur Ruhe kommt, und meldet es (CR-4)."}},
    "long_capture_chain": {
        "title": {"en": "A chain of eleven waves",
                  "de": "Eine Kette aus elf Wellen"},
        "story": {
            "en": "B has filled the bottom and right edges of a 6x6 board to one below "
                  "capacity. A's marble on corner a1 bursts it, and each burst fills the next "
                  "cell of the chain: eleven waves, one cell each, run round the corner f1 up "
                  "to f6 and capture ten of B's cells. Only c4, off the chain, stays B's.",
            "de": "B hat den unteren und den rechten Rand eines 6x6-Bretts bis eine Murmel "
                  "unter die Platz-Zahl gefüllt. Die Murmel von A auf der Ecke a1 lässt sie "
                  "überlaufen, und jeder Überlauf füllt das nächste Feld der Kette: Elf Wellen "
                  "mit je einem Feld laufen um die Ecke f1 bis f6 und erobern zehn Felder von B. "
                  "Nur c4 abseits der Kette bleibt bei B."}},
    "first_move_protection": {
        "title": {"en": "No marbles, but not out: the first-move protection",
                  "de": "Keine Murmel, aber nicht raus: der Schutz vor dem ersten Zug"},
        "story": {
            "en": "After A's first marble, B has no marbles at all, yet the game goes on: only "
                  "a player who has already moved can be out (CR-4), otherwise the first "
                  "marble of every game would win. The protection ends with B's own first "
                  "move: B plays a2 next to A's corner, A's second marble on a1 bursts and "
                  "captures a2, and now B, who has moved and has no marbles, is out. A wins in "
                  "three moves.",
            "de": "Nach der ersten Murmel von A hat B gar keine Murmel, und doch geht die Partie "
                  "weiter: Ausscheiden kann nur, wer schon gezogen hat (CR-4), sonst gewönne "
                  "die erste Murmel jeder Partie. Der Schutz endet mit dem ersten eigenen Zug "
                  "von B: B legt auf a2 neben die Ecke von A, die zweite Murmel von A auf a1 "
                  "läuft über und "
                  "erobert a2, und jetzt scheidet B aus, weil B gezogen hat und keine Murmel "
                  "mehr hat. A gewinnt in drei Zügen."}},
    "captured_cell_is_yours": {
        "title": {"en": "A captured cell changes hands",
                  "de": "Ein erobertes Feld wechselt den Besitzer"},
        "story": {
            "en": "After the first corner cascade, b2 belongs to A. B may no longer play there: "
                  "a marble may only go on an empty cell or one of your own (rulebook, 'Your "
                  "move'), so B plays b1. A may play into the captured cell, because it now "
                  "has A's colour (rulebook: special cases ('Sonderfälle')): b2 grows to 3. B's "
                  "own cell c2 stays open to B.",
            "de": "Nach der ersten Eck-Kaskade gehört b2 dem Spieler A. B darf dort nicht mehr "
                  "legen: Eine Murmel darf nur auf ein leeres oder ein eigenes Feld gelegt "
                  "werden (Regelheft: „Dein Zug“), also legt B auf b1. A darf in das eroberte "
                  "Feld legen, denn es hat jetzt die Farbe von A (Regelheft: „Sonderfälle“): b2 "
                  "wächst auf 3. Das eigene Feld c2 von B bleibt für B frei."}},
    "three_players_skip": {
        "title": {"en": "Three players: the out player is skipped",
                  "de": "Drei Spieler: Wer ausgeschieden ist, wird übersprungen"},
        "story": {
            "en": "With three players (CR-5) A, B and C take turns. A's second marble on a1 "
                  "bursts and captures B's only cell a2: B is out, but C still has c3, so the "
                  "game goes on, and the turn passes over B straight to C.",
            "de": "Mit drei Spielern (CR-5) ziehen A, B und C reihum. Die zweite Murmel von A "
                  "auf a1 läuft über und erobert a2, das einzige Feld von B: B scheidet aus, C "
                  "hat aber noch "
                  "c3, also geht die Partie weiter, und der Zug geht an B vorbei direkt zu C."}},
    "crowded_2x2": {
        "title": {"en": "Five players on four cells",
                  "de": "Fünf Spieler auf vier Feldern"},
        "story": {
            "en": "Five players share a 2x2 board (CR-5). After four moves every cell has an "
                  "owner, so E has no empty or own cell to play on and is out without ever "
                  "moving (the kit's reading; the rulebook only knows two players). A's second "
                  "marble on a1 captures B and C in wave 1 and D in wave 2: A wins on move 5, "
                  "and the cascade stops with a1 and b2 still full.",
            "de": "Fünf Spieler teilen sich ein 2x2-Brett (CR-5). Nach vier Zügen hat jedes "
                  "Feld einen Besitzer, E findet also kein leeres oder eigenes Feld und "
                  "scheidet aus, ohne je gezogen zu haben (Lesart des Kits; das Regelheft kennt "
                  "nur zwei Spieler). Die zweite Murmel von A auf a1 erobert in Welle 1 B und C "
                  "und in Welle 2 D: A gewinnt im fünften Zug, und die Kaskade endet, während a1 "
                  "und b2 noch voll sind."}},
}

SECTIONS: dict[str, str] = {
    "Aufbau": "setup", "Dein Zug": "your_move", "Kapazität": "capacity", "Überlauf": "burst",
    "Kaskade": "cascade", "Gewinnen": "winning", "Sonderfälle": "special_cases",
}
"""The rulebook's sections (German titles as printed) and their catalogue names
``chain_reaction.section.<name>``: how the kit cites them in either language."""

SCENARIO_IDS: tuple[str, ...] = tuple(_SCENARIOS)
"""The ids that have a title and a story (``scenarios.SCENARIOS`` uses exactly these)."""

MESSAGES: Catalogue = {
    # --- the rulebook's sections, cited in the reader's language -----------------------------
    "chain_reaction.section.setup": {"en": "Set-up ('Aufbau')", "de": "„Aufbau“"},
    "chain_reaction.section.your_move": {"en": "Your move ('Dein Zug')", "de": "„Dein Zug“"},
    "chain_reaction.section.capacity": {"en": "Capacity ('Kapazität')", "de": "„Kapazität“"},
    "chain_reaction.section.burst": {"en": "Bursting ('Überlauf')", "de": "„Überlauf“"},
    "chain_reaction.section.cascade": {"en": "Cascade ('Kaskade')", "de": "„Kaskade“"},
    "chain_reaction.section.winning": {"en": "Winning ('Gewinnen')", "de": "„Gewinnen“"},
    "chain_reaction.section.special_cases": {"en": "Special cases ('Sonderfälle')",
                                             "de": "„Sonderfälle“"},
    # what each option is about (the name in a table of the options)
    "chain_reaction.option_name.stop_on_win": {"en": "stop on a win", "de": "Stopp beim Sieg"},
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
    "chain_reaction.option.stop_on_win.True": {
        "en": "the cascade stops as soon as one player is left",
        "de": "die Kaskade endet, sobald nur noch ein Spieler übrig ist"},
    "chain_reaction.option.stop_on_win.False": {
        "en": "the cascade runs on to its end",
        "de": "die Kaskade läuft bis zu ihrem Ende"},
    "cr.option.board": {
        "en": "board {width}x{height} is not allowed: expected a width of 2-26 and a height "
              "of 2-99 (RULES.md CR-1)",
        "de": "das Brett {width}x{height} ist nicht erlaubt: erwartet wird eine Breite von "
              "2-26 und eine Höhe von 2-99 (RULES.md CR-1)"},
    "cr.option.players": {
        "en": "{players} players is not allowed: expected 2 (rulebook) or 3-8 (RULES.md CR-5)",
        "de": "{players} Spieler sind nicht erlaubt: erwartet werden 2 (Regelheft) oder 3-8 "
              "(RULES.md CR-5)"},
    "cr.option.preset": {"en": "unknown board preset '{size}': expected one of {presets}",
                         "de": "unbekanntes Brett „{size}“: erwartet wird eines von {presets}"},
    # --- notation errors (notation.py, rules.py parse_state / parse_move) -----------------------
    "cr.notation.player": {"en": "'{letter}' is not a player of this {players}-player game",
                           "de": "„{letter}“ ist kein Spieler dieser Partie mit {players} "
                                 "Spielern"},
    "cr.expect.player": {"en": "a player letter A-{last}", "de": "ein Spielerbuchstabe A-{last}"},
    "cr.notation.fields": {"en": "a position has at least 3 fields, got {count}",
                           "de": "eine Stellung hat mindestens 3 Angaben, hier sind es {count}"},
    "cr.expect.position": {
        "en": "'<width>x<height> <ranks> <player to move>', e.g. '3x3 .../.1B./1A.. A'",
        "de": "„<Breite>x<Höhe> <Reihen> <Spieler am Zug>“, z. B. „3x3 .../.1B./1A.. A“"},
    "cr.notation.size": {"en": "'{size}' is not a board size",
                         "de": "„{size}“ ist keine Brettgröße"},
    "cr.expect.size": {"en": "<width>x<height> such as 6x6 or 8x10",
                       "de": "<Breite>x<Höhe> wie 6x6 oder 8x10"},
    "cr.notation.size_range": {"en": "the board size {width}x{height} is out of range",
                               "de": "die Brettgröße {width}x{height} ist nicht möglich"},
    "cr.expect.size_range": {
        "en": "a width of 2-{files} and a height of 2-99 (RULES.md CR-1)",
        "de": "eine Breite von 2-{files} und eine Höhe von 2-99 (RULES.md CR-1)"},
    "cr.notation.ranks": {"en": "{count} ranks given for a board {height} high",
                          "de": "{count} Reihen für ein Brett mit {height} Reihen"},
    "cr.expect.ranks": {"en": "{height} ranks separated by '/'",
                        "de": "{height} Reihen, getrennt durch „/“"},
    "cr.notation.rank_long": {"en": "rank {rank} has more than {width} cells",
                              "de": "Reihe {rank} hat mehr als {width} Felder"},
    "cr.notation.rank_short": {"en": "rank {rank} has {count} cells",
                               "de": "Reihe {rank} hat {count} Felder"},
    "cr.expect.cells": {"en": "{width} cells per rank", "de": "{width} Felder pro Reihe"},
    "cr.notation.count": {"en": "{count} marbles in one cell are impossible",
                          "de": "{count} Murmeln auf einem Feld sind unmöglich"},
    "cr.expect.count": {"en": "a count from 1 to {most}", "de": "eine Anzahl von 1 bis {most}"},
    "cr.notation.no_owner": {"en": "a marble count without its owner",
                             "de": "eine Murmelzahl ohne Besitzer"},
    "cr.expect.owner": {"en": "a player letter after the count, e.g. '2A'",
                        "de": "ein Spielerbuchstabe nach der Zahl, z. B. „2A“"},
    "cr.notation.char": {"en": "unexpected '{char}' in rank {rank}",
                         "de": "unerwartetes „{char}“ in Reihe {rank}"},
    "cr.expect.cell": {"en": "'.' for an empty cell or a count and a letter, e.g. '2A'",
                       "de": "„.“ für ein leeres Feld oder eine Zahl und ein Buchstabe, "
                             "z. B. „2A“"},
    "cr.expect.field": {"en": "'moved:<players>' or 'result:endless'",
                        "de": "„moved:<Spieler>“ oder „result:endless“"},
    "cr.notation.other_board": {
        "en": "the position is for a {size} board but this game is {game}",
        "de": "die Stellung ist für ein {size}-Brett, diese Partie hat aber {game}"},
    "cr.expect.board": {"en": "'{size} ...'", "de": "„{size} ...“"},
    "cr.notation.cascade_one": {
        "en": "the position is in the middle of a cascade: {cells} holds at least its capacity "
              "and would burst, but nobody has won",
        "de": "die Stellung liegt mitten in einer Kaskade: {cells} hat mindestens seine "
              "Platz-Zahl erreicht und würde überlaufen, aber niemand hat gewonnen"},
    "cr.notation.cascade_many": {
        "en": "the position is in the middle of a cascade: {cells} hold at least their capacity "
              "and would burst, but nobody has won",
        "de": "die Stellung liegt mitten in einer Kaskade: {cells} haben mindestens ihre "
              "Platz-Zahl erreicht und würden überlaufen, aber niemand hat gewonnen"},
    "cr.expect.calm": {
        "en": "a position between two moves (every cell below its capacity), a won one, or one "
              "marked 'result:endless'",
        "de": "eine Stellung zwischen zwei Zügen (jedes Feld unter seiner Platz-Zahl), eine "
              "gewonnene oder eine mit „result:endless“"},
    "cr.expect.move": {"en": "the square to place a marble on, e.g. 'c3'",
                       "de": "das Feld, auf das eine Murmel gelegt wird, z. B. „c3“"},
    "cr.illegal.opponent": {
        "en": "{square} belongs to {owner}: {player} may only play on an empty cell or one of "
              "its own (rulebook: {section}).",
        "de": "{square} gehört {owner}: {player} darf nur auf ein leeres oder ein eigenes Feld "
              "legen (Regelheft: {section})."},
    "cr.illegal.off_board": {
        "en": "{square} is not on the {width}x{height} board.",
        "de": "{square} liegt nicht auf dem {width}x{height}-Brett."},
    "cr.illegal.cascade": {
        "en": "This position is in the middle of a cascade: the cascade must finish before the "
              "next marble is placed.",
        "de": "In dieser Stellung läuft gerade eine Kaskade: Sie muss enden, bevor die nächste "
              "Murmel gelegt wird."},
    # --- headlines: the start of each step text, the picture title, the Explorer's preview ------
    "cr.headline.place": {"en": "{player} places a marble on {square}",
                          "de": "{player} legt eine Murmel auf {square}"},
    "cr.headline.wave": {"en": "Wave {wave} of {player}'s cascade",
                         "de": "Welle {wave} der Kaskade von {player}"},
    "cr.headline.endless": {"en": "The cascade never settles: no result",
                            "de": "Die Kaskade kommt nie zur Ruhe: kein Ergebnis"},
    "cr.headline.won": {"en": "{player} wins", "de": "{player} gewinnt"},
    "cr.headline.no_cell": {"en": "{player} is out", "de": "{player} scheidet aus"},
    "cr.title.wave_won": {"en": "{headline}: {player} wins", "de": "{headline}: {player} gewinnt"},
    # --- step texts ----------------------------------------------------------------------------
    "cr.step.place": {
        "en": "{headline}: it now holds {count} of the {capacity} at which it bursts.",
        "de": "{headline}: Jetzt hat das Feld {count} von {capacity}; erst mit {capacity}, "
              "seiner Platz-Zahl, liefe es über."},
    "cr.step.place_bursts": {
        "en": "{headline}: it now holds {count}, its capacity, so it bursts.",
        "de": "{headline}: Jetzt hat das Feld {count} Murmeln, seine Platz-Zahl, also läuft es "
              "über."},
    "cr.step.wave_one": {
        "en": "{headline}: {cells} bursts and sends one marble to each neighbour.",
        "de": "{headline}: {cells} läuft über und gibt jedem Nachbarfeld eine Murmel."},
    "cr.step.wave_many": {
        "en": "{headline}: {cells} burst together, each sending one marble to each neighbour.",
        "de": "{headline}: {cells} laufen gleichzeitig über, jedes gibt jedem Nachbarfeld eine "
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
    "cr.step.surplus_one_stopped": {
        "en": "{cells} now holds more marbles than its capacity, but this wave's win stops the "
              "cascade before it bursts (CR-4).",
        "de": "{cells} hat jetzt mehr Murmeln als seine Platz-Zahl, aber der Sieg in dieser "
              "Welle beendet die Kaskade, bevor es überläuft (CR-4)."},
    "cr.step.surplus_many_stopped": {
        "en": "{cells} now hold more marbles than their capacity, but this wave's win stops "
              "the cascade before they burst (CR-4).",
        "de": "{cells} haben jetzt mehr Murmeln als ihre Platz-Zahl, aber der Sieg in dieser "
              "Welle beendet die Kaskade, bevor sie überlaufen (CR-4)."},
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
    # --- pictures ------------------------------------------------------------------------------
    "cr.render.in_cascade": {"en": "{player}'s cascade is running",
                             "de": "Die Kaskade von {player} läuft"},
    "cr.render.marbles": {"en": "Marbles", "de": "Murmeln"},
    # --- scenarios ------------------------------------------------------------------------------
    **{f"chain_reaction.scenario.{sid}.{part}": texts
       for sid, parts in _SCENARIOS.items() for part, texts in parts.items()},
    # --- the three claims, in our own words ---------------------------------------------------
    "cr.claims.a.claim": {
        "en": "Rulebook claim (a): a cascade can never run forever, because every burst "
              "lowers the number of marbles in the bursting cell.",
        "de": "Behauptung (a) des Regelhefts: Eine Kaskade kann nie endlos laufen, weil jeder "
              "Überlauf die Murmelzahl im überlaufenden Feld senkt."},
    "cr.claims.b.claim": {
        "en": "Rulebook claim (b): in a two-player game a bursting cell always ends up empty, "
              "because it never holds more than its capacity.",
        "de": "Behauptung (b) des Regelhefts: Im Zwei-Spieler-Spiel ist ein überlaufendes Feld "
              "danach immer leer, weil es nie mehr als seine Platz-Zahl hält."},
    "cr.claims.c.claim": {
        "en": "Rulebook claim (c): in a two-player game the order in which cells burst does "
              "not change the end result.",
        "de": "Behauptung (c) des Regelhefts: Im Zwei-Spieler-Spiel ändert die Reihenfolge "
              "der Überläufe nichts am Endergebnis."},
    # --- verdicts on the concrete positions -----------------------------------------------------
    "cr.claims.a.false": {
        "en": "Not true when cascades resolve wave by wave without the stop on win (CR-4): in the "
              "position '{position}', {player} plays {move}, and the cascade never settles. A "
              "burst only moves marbles to the neighbours, it destroys none. {reason} With the "
              "stop on win the same move ends after wave {win_wave} with a win for {player}.",
        "de": "Falsch, wenn Kaskaden Welle für Welle ohne Stopp beim Sieg ablaufen (CR-4): In "
              "der Stellung „{position}“ legt {player} auf {move}, und die Kaskade kommt nie "
              "zur Ruhe. Ein Überlauf verschiebt Murmeln nur zu den Nachbarn, er vernichtet "
              "keine. {reason} Mit dem Stopp beim Sieg endet derselbe Zug nach Welle "
              "{win_wave} mit einem Sieg für {player}."},
    "cr.claims.a.holds": {
        "en": "This position does not refute the claim: in the position '{position}' the "
              "cascade after {player} plays {move} settles.",
        "de": "Diese Stellung widerlegt die Behauptung nicht: In der Stellung „{position}“ "
              "kommt die Kaskade nach {player} auf {move} zur Ruhe."},
    "cr.claims.b.false": {
        "en": "Not true under wave-by-wave resolution (CR-3): in the position '{position}', "
              "{player} plays {move}. In wave {wave} {cell} bursts while holding {count} "
              "marbles, although it bursts at {capacity}, so it keeps {kept} of its own.",
        "de": "Falsch, wenn Kaskaden Welle für Welle ablaufen (CR-3): In der Stellung "
              "„{position}“ legt {player} auf {move}. In Welle {wave} läuft {cell} mit {count} "
              "Murmeln über, obwohl es schon bei {capacity} überläuft, und behält {kept} "
              "davon."},
    "cr.claims.b.holds": {
        "en": "This position does not refute the claim: after {player} plays {move} in the "
              "position '{position}' no cell bursts with more than its capacity.",
        "de": "Diese Stellung widerlegt die Behauptung nicht: Nach {player} auf {move} in der "
              "Stellung „{position}“ läuft kein Feld mit mehr als seiner Platz-Zahl über."},
    "cr.claims.c.holds": {
        "en": "Holds for the final board: in the position '{position}', {player} plays {move}. "
              "Bursting one cell at a time in {orders} different orders ({bursts} bursts each "
              "time) always gives the same final board as the waves: '{final}'.",
        "de": "Stimmt für das Endbrett: In der Stellung „{position}“ legt {player} auf {move}. "
              "Lässt man die Felder einzeln in {orders} verschiedenen Reihenfolgen überlaufen "
              "(jedes Mal {bursts} Überläufe), entsteht immer dasselbe Endbrett wie mit "
              "Wellen: „{final}“."},
    "cr.claims.c.false": {
        "en": "Refuted by this position: in the position '{position}', {player} plays {move}; "
              "the waves give '{final}', but bursting one cell at a time gives '{other}'.",
        "de": "Durch diese Stellung widerlegt: In der Stellung „{position}“ legt {player} auf "
              "{move}; die Wellen ergeben „{final}“, einzelne Überläufe aber „{other}“."},
    "cr.claims.c.endless": {
        "en": "no end", "de": "kein Ende"},
    # --- statistics over random games -----------------------------------------------------------
    "cr.claims.stats.summary": {
        "en": "{games} random games on the {width}×{height} board (seed {seed}): {moves} moves, "
              "{cascades} of them set off a cascade.",
        "de": "{games} Zufallspartien auf dem {width}×{height}-Brett (Startwert {seed}): "
              "{moves} Züge, davon {cascades} mit Kaskade."},
    "cr.claims.stats.a": {
        "en": "Claim (a): {endless} of the {wins} winning moves start a cascade that would "
              "never settle without the stop on win.",
        "de": "Behauptung (a): {endless} der {wins} Gewinnzüge starten eine Kaskade, die ohne "
              "Stopp beim Sieg nie zur Ruhe käme."},
    "cr.claims.stats.b": {
        "en": "Claim (b): in {surplus} of the {cascades} cascades a cell bursts while holding "
              "more than its capacity and keeps marbles.",
        "de": "Behauptung (b): In {surplus} der {cascades} Kaskaden läuft ein Feld mit mehr "
              "als seiner Platz-Zahl über und behält Murmeln."},
    "cr.claims.stats.c": {
        "en": "Claim (c): {checked} cascades that settle were resolved again one cell at a "
              "time in random order; {differ} ended on a different board, and {disagree} "
              "cascades disagreed about whether they settle at all.",
        "de": "Behauptung (c): {checked} Kaskaden, die zur Ruhe kommen, wurden noch einmal "
              "Feld für Feld in zufälliger Reihenfolge aufgelöst; {differ} endeten auf einem "
              "anderen Brett, und bei {disagree} Kaskaden war strittig, ob sie überhaupt zur "
              "Ruhe kommen."},
    # --- wrong calls of the claims and playout tools (claims.py, playout.py) -------------------
    "cr.error.not_game": {"en": "{name} must be Kettenreaktion rules (ChainReaction), not {type}",
                          "de": "{name} muss Regeln von Kettenreaktion (ChainReaction) sein, "
                                "nicht {type}"},
    "cr.error.not_state": {
        "en": "expected a Kettenreaktion position (ChainState), not {type}",
        "de": "erwartet wird eine Stellung von Kettenreaktion (ChainState), nicht {type}"},
    "cr.error.order": {
        "en": "unknown order {order}: expected one of {orders} or a list of squares",
        "de": "unbekannte Reihenfolge (order) {order}: erwartet wird eine von {orders} oder "
              "eine Liste von Feldern"},
    "cr.error.order_entry": {
        "en": "the order entry {item} is not a square of the {width}x{height} board: expected "
              "names such as 'c3'",
        "de": "der Eintrag {item} der Reihenfolge (order) ist kein Feld des "
              "{width}x{height}-Bretts: erwartet werden Namen wie „c3“"},
    "cr.error.claim": {"en": "unknown claim {claim}: expected 'a', 'b' or 'c'",
                       "de": "unbekannte Behauptung {claim}: erwartet wird 'a', 'b' oder 'c'"},
    "cr.error.games": {"en": "n must be the number of games to play (0 or more), not {n}",
                       "de": "n muss die Zahl der zu spielenden Partien sein (0 oder mehr), "
                             "nicht {n}"},
    "cr.error.batch": {"en": "batch must be at least 1 (games packed together), not {batch}",
                       "de": "batch muss mindestens 1 sein (so viele Partien werden zusammen "
                             "gerechnet), nicht {batch}"},
}
