"""Deblockle's message catalogue: every sentence of the game, in English and German.

One plain dictionary (read by :func:`cubekit.core.i18n.load_catalogues` on the first lookup;
nothing is registered on import), grouped by who uses it: the rule options, words used inside
sentences, why a turn is illegal (rules), the steps of a turn and their headlines
(:mod:`.words`: step texts, picture titles, Explorer previews), outcomes, the picture's panel
and the block net, the Explorer, and the scenarios' titles and stories.

Rulebook sections are quoted by their headings (*Block-Symbole*, ...), decisions by their IDs.
"""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- the rulebook's sections, cited in the reader's language -----------------------------
    "deblockle.section.aim": {"en": "Aim of the game ('Ziel von Deblockle')",
                              "de": "„Ziel von Deblockle“"},
    "deblockle.section.overview": {"en": "Overview ('Überblick über Deblockle')",
                                   "de": "„Überblick über Deblockle“"},
    "deblockle.section.setup": {"en": "Setting up ('Einrichten')", "de": "„Einrichten“"},
    "deblockle.section.symbols": {"en": "Block symbols ('Block-Symbole')",
                                  "de": "„Block-Symbole“"},
    "deblockle.section.gameplay": {"en": "Playing a turn ('Gameplay')", "de": "„Gameplay“"},
    "deblockle.section.tip": {"en": "Step one: tip a block ('Schritt eins: Tipp einen Block')",
                              "de": "„Schritt eins: Tipp einen Block“"},
    "deblockle.section.hop": {"en": "Step two: hop a block ('Schritt zwei: Hop einen Block')",
                              "de": "„Schritt zwei: Hop einen Block“"},
    "deblockle.section.star_spaces": {"en": "Star squares ('Star Spaces')",
                                      "de": "„Star Spaces“"},
    "deblockle.section.deblockled": {"en": "Blocked in ('Deblockle'd')",
                                     "de": "„Deblockle'd“"},
    "deblockle.section.variants": {"en": "Variants ('Spielvarianten')",
                                   "de": "„Spielvarianten“"},
    "deblockle.section.fewer_blocks": {"en": "Playing with fewer blocks ('Weniger Blöcke "
                                             "verwenden')",
                                       "de": "„Weniger Blöcke verwenden“"},
    "deblockle.section.no_adjacent": {"en": "No adjacent blocks ('Keine nebeneinanderliegenden "
                                            "Blöcke')",
                                      "de": "„Keine nebeneinanderliegenden Blöcke“"},
    # --- option values in words (Compare headings, tables) ------------------------------------
    "deblockle.option_name.blocks": {"en": "blocks per player", "de": "Blöcke je Spieler"},
    "deblockle.option_name.no_adjacent": {"en": "no adjacent blocks", "de": "keine Nachbarblöcke"},
    "deblockle.option_name.slider_star": {"en": "a slider and a star", "de": "Slider und Stern"},
    "deblockle.option_name.impossible_hop": {"en": "a tip with no hop", "de": "Kippen ohne Sprung"},
    "deblockle.option.no_adjacent.True": {"en": "no block may end next to an opponent's",
                                          "de": "kein Block darf neben einem gegnerischen enden"},
    "deblockle.option.no_adjacent.False": {"en": "blocks may end next to each other",
                                           "de": "Blöcke dürfen nebeneinander enden"},
    "deblockle.option.slider_star.pass": {"en": "a slider passes over a star",
                                          "de": "ein Slider rutscht über einen Stern"},
    "deblockle.option.slider_star.stop": {"en": "a star stops a slider",
                                          "de": "ein Stern hält einen Slider auf"},
    "deblockle.option.impossible_hop.forbid": {"en": "a tip without a possible hop is refused",
                                               "de": "ein Kippen ohne möglichen Sprung ist "
                                                     "verboten"},
    "deblockle.option.impossible_hop.skip": {"en": "the hop is left out, the tip stands alone",
                                             "de": "der Sprung entfällt, das Kippen allein "
                                                   "ist der Zug"},
    "deblockle.option.start_player.0": {"en": "A begins", "de": "A beginnt"},
    "deblockle.option.start_player.1": {"en": "B begins", "de": "B beginnt"},
    # --- rule options (Game.options(); RULES.md IDs) ------------------------------------------
    "deblockle.option.blocks": {
        "en": "Blocks per player, 1-4, on the first start squares in the order of DB-1; a pair "
              "such as (4, 2) gives A and B different numbers (handicap) (DB-8).",
        "de": "Blöcke je Spieler, 1-4, auf den ersten Startfeldern in der Reihenfolge von DB-1; "
              "ein Paar wie (4, 2) gibt A und B verschieden viele (Vorgabe) (DB-8)."},
    "deblockle.option.no_adjacent": {
        "en": "Variant 'no adjacent blocks': no turn may end with one of the mover's blocks "
              "orthogonally next to an opponent's block (DB-8).",
        "de": "Variante „Keine nebeneinanderliegenden Blöcke“: Kein Zug darf enden, während ein "
              "Block des Ziehenden waagerecht oder senkrecht neben einem gegnerischen Block "
              "steht (DB-8)."},
    "deblockle.option.slider_star": {
        "en": "A slider 'pass'es over a star square (and stops on the square before it if it "
              "would come to rest on it), or a star square 'stop's it like a block (DB-5).",
        "de": "Ein Slider rutscht über ein Sternfeld hinweg („pass“; er hält auf dem Feld davor, "
              "wenn er darauf liegen bliebe), oder ein Sternfeld hält ihn auf wie ein Block "
              "(„stop“) (DB-5)."},
    "deblockle.option.impossible_hop": {
        "en": "A tip after which no hop is possible: 'forbid' it (it is no legal turn), or "
              "'skip' the hop so that the turn is just the tip (DB-6).",
        "de": "Ein Kippen, nach dem kein Sprung möglich ist: verbieten („forbid“, kein erlaubter "
              "Zug) oder den Sprung auslassen („skip“), der Zug ist dann nur das Kippen (DB-6)."},
    "deblockle.option.start_player": {
        "en": "Who moves first: 0 = A (home star d2), 1 = B; not in the rulebook, which lets "
              "the youngest player or the winner of the last game begin (DB-10).",
        "de": "Wer beginnt: 0 = A (Heimatstern d2), 1 = B; nicht im Regelheft, das den "
              "jüngsten Spieler oder den Sieger der letzten Partie beginnen lässt (DB-10)."},
    "deblockle.option.setup": {
        "en": "An explicit start position in the position notation; None rolls every block's "
              "top face with the seed of initial_state() (DB-3).",
        "de": "Eine feste Ausgangsstellung in der Stellungsnotation; None würfelt die obere "
              "Seite jedes Blocks mit dem Startwert (seed) von initial_state() aus (DB-3)."},
    "deblockle.option.turn_limit": {
        "en": "End the game as a draw after this many turns (not in the rulebook, a kit "
              "option next to DB-7); None: no limit.",
        "de": "Die Partie endet nach so vielen Zügen unentschieden (nicht im Regelheft, eine "
              "Option des Kits neben DB-7); None: ohne Grenze."},
    # --- words used inside sentences -----------------------------------------------------------
    "db.dir.N": {"en": "north", "de": "nach Norden"},
    "db.dir.E": {"en": "east", "de": "nach Osten"},
    "db.dir.S": {"en": "south", "de": "nach Süden"},
    "db.dir.W": {"en": "west", "de": "nach Westen"},
    "db.face.star": {"en": "Star", "de": "Stern"},
    "db.face.stop": {"en": "Stop", "de": "Stop"},
    "db.face.cross": {"en": "Cross", "de": "Kreuz"},
    "db.face.x": {"en": "X", "de": "X"},
    "db.face.slider": {"en": "Slider", "de": "Slider"},
    "db.face.hoops": {"en": "Hoops", "de": "Hoops"},
    "db.variant_of": {"en": "variant of {rule}", "de": "Variante aus {rule}"},
    # --- notation errors (notation.py; rules.py reading a position) ---------------------------
    "db.noun.block": {"en": "block", "de": "Block"},
    "db.noun.blocks": {"en": "blocks", "de": "Blöcke"},
    "db.noun.kind": {"en": "a Deblockle block", "de": "einem Deblockle-Block"},
    "db.expect.orientation": {
        "en": "top/north/east face codes of a Deblockle block (* star, o stop, + cross, x X, "
              "= slider, @ hoops), e.g. '@/+/*'",
        "de": "eine Lage aus den Symbolen oben/Nord/Ost eines Deblockle-Blocks (* Stern, "
              "o Stop, + Kreuz, x X, = Slider, @ Hoops), z. B. „@/+/*“"},
    "db.notation.orientation_parts": {
        "en": "'{text}' does not name three faces separated by '/'",
        "de": "„{text}“ nennt nicht drei Symbole, getrennt durch „/“"},
    "db.notation.face_unknown": {
        "en": "unknown face '{face}' in '{text}': the faces are {known}",
        "de": "unbekanntes Symbol „{face}“ in „{text}“: Die Symbole sind {known}"},
    "db.notation.face_beside": {
        "en": "{north} cannot face north with {top} on top: it is the same face or the one "
              "opposite (DB-2)",
        "de": "{north} kann nicht nach Norden zeigen, wenn {top} oben liegt: Es ist dasselbe "
              "Symbol oder das gegenüberliegende (DB-2)"},
    "db.notation.face_east": {
        "en": "with {top} on top and {north} facing north, {east} faces east on a Deblockle "
              "block, not {given} (DB-2; in '{text}')",
        "de": "mit {top} oben und {north} nach Norden zeigt bei einem Deblockle-Block {east} "
              "nach Osten, nicht {given} (DB-2; in „{text}“)"},
    "db.notation.empty_turn": {"en": "empty turn", "de": "leerer Zug"},
    "db.expect.turn_examples": {
        "en": "'c1N:c4' (tip north, hop to c4) or 'c1N' (tip north, no hop)",
        "de": "„c1N:c4“ (nach Norden kippen, nach c4 hüpfen) oder „c1N“ (nach Norden "
              "kippen, ohne Sprung)"},
    "db.notation.no_square": {"en": "'{text}' does not start with the square of a block",
                              "de": "„{text}“ beginnt nicht mit dem Feld eines Blocks"},
    "db.expect.square_first": {
        "en": "a square such as 'c1', then a direction: {examples}",
        "de": "ein Feld wie „c1“, dann eine Richtung: {examples}"},
    "db.notation.no_direction": {"en": "a turn without a tip direction",
                                 "de": "ein Zug ohne Kipprichtung"},
    "db.expect.direction_after": {
        "en": "N, E, S or W after the square (O for Ost works too), e.g. 'c1N'",
        "de": "N, O, S oder W nach dem Feld (E für Ost geht auch), z. B. „c1N“"},
    "db.notation.direction": {"en": "'{word}' is not a tip direction",
                              "de": "„{word}“ ist keine Kipprichtung"},
    "db.expect.direction": {
        "en": "N, E, S or W (O for Ost works too); blocks never tip diagonally",
        "de": "N, O, S oder W (E für Ost geht auch); Blöcke kippen nie diagonal"},
    "db.expect.hop_square": {
        "en": "the square where the hop ends after ':', e.g. 'c1N:c4'",
        "de": "nach „:“ das Feld, auf dem der Sprung endet, z. B. „c1N:c4“"},
    "db.notation.pair": {"en": "'{value}' is not a pair of counts",
                         "de": "„{value}“ ist kein Paar von Anzahlen"},
    "db.expect.pair": {
        "en": "the numbers of A and B, each from {low} to {high}, separated by '/', "
              "e.g. '{field}:{high}/{low}'",
        "de": "ein Paar aus den Anzahlen von A und B, je von {low} bis {high}, getrennt "
              "durch „/“, z. B. „{field}:{high}/{low}“"},
    "db.notation.fields": {"en": "a position has at least 3 fields, got {count}",
                           "de": "eine Stellung hat mindestens 3 Angaben, hier sind es {count}"},
    "db.expect.position": {
        "en": "'A:<blocks> B:<blocks> <player to move>', e.g. 'A:c1(@/+/*) B:c5(o/x/=) A'",
        "de": "„A:<Blöcke> B:<Blöcke> <Spieler am Zug>“, z. B. „A:c1(@/+/*) B:c5(o/x/=) A“"},
    "db.notation.counts": {"en": "blocks:{given} differs from this game, which has {game}",
                           "de": "blocks:{given} passt nicht zu dieser Partie mit {game}"},
    "db.expect.counts": {
        "en": "blocks:{game}, or load the game with blocks={given} (RULES.md DB-8)",
        "de": "blocks:{game}, oder lade die Partie mit blocks={given} (RULES.md DB-8)"},
    "db.notation.too_many": {"en": "{player} has {count} blocks on the board",
                             "de": "{player} hat {count} Blöcke auf dem Brett"},
    "db.expect.at_most": {"en": "at most {most} (option blocks, RULES.md DB-8)",
                          "de": "höchstens {most} (Option blocks, RULES.md DB-8)"},
    "db.notation.two_blocks": {"en": "two blocks on {square}",
                               "de": "zwei Blöcke auf {square}"},
    "db.expect.square_once": {"en": "each square at most once",
                              "de": "jedes Feld höchstens einmal"},
    "db.notation.on_star": {"en": "a block on the star square {square}",
                            "de": "ein Block auf dem Sternfeld {square}"},
    "db.expect.off_star": {
        "en": "no block on d2 or d6: no turn ends on a star square (RULES.md DB-4, DB-5)",
        "de": "kein Block auf d2 oder d6: Kein Zug endet auf einem Sternfeld (RULES.md DB-4, "
              "DB-5)"},
    "db.notation.removed": {"en": "removed:{given} does not fit the blocks on the board",
                            "de": "removed:{given} passt nicht zu den Blöcken auf dem Brett"},
    "db.expect.removed": {
        "en": "removed:{derived} (start count {counts} minus the blocks on the board, "
              "RULES.md DB-8)",
        "de": "removed:{derived} (Startzahl {counts} weniger die Blöcke auf dem Brett, "
              "RULES.md DB-8)"},
    "db.notation.no_blocks": {"en": "neither player has a block on the board",
                              "de": "keiner der beiden Spieler hat einen Block auf dem Brett"},
    "db.expect.some_blocks": {
        "en": "blocks of at least one player: the first to remove all its blocks wins and "
              "the game ends (RULES.md DB-9)",
        "de": "mindestens ein Block auf dem Brett: Wer zuerst alle eigenen Blöcke entfernt, "
              "gewinnt, und die Partie endet (RULES.md DB-9)"},
    "db.notation.loser_to_move": {
        "en": "{player} is written as the player to move, but {winner} has removed all its "
              "blocks",
        "de": "{player} steht als Spieler am Zug da, aber {winner} hat alle eigenen Blöcke "
              "entfernt"},
    "db.expect.winner_last": {
        "en": "{winner} (in a finished game: the player who moved last)",
        "de": "{winner} (in einer beendeten Partie: wer zuletzt gezogen hat)"},
    "db.notation.stuck_to_move": {"en": "{player} is to move but has no legal turn",
                                  "de": "{player} ist am Zug, hat aber keinen erlaubten Zug"},
    "db.expect.other_moves": {
        "en": "{other}: a player who is Deblockle'd passes and {other} moves (RULES.md DB-7)",
        "de": "{other}: Wer blockiert ist (Deblockle'd), setzt aus, und {other} zieht "
              "(RULES.md DB-7)"},
    "db.option.blocks": {"en": "1-4 blocks per player, or a pair such as (4, 2) for A and B",
                         "de": "1-4 Blöcke je Spieler oder ein Paar wie (4, 2) für A und B"},
    "db.outcome.unknown": {"en": "unknown outcome reason '{reason}': expected one of {reasons}",
                           "de": "unbekannter Grund für das Spielende „{reason}“: erwartet "
                                 "wird einer von {reasons}"},
    # --- why a turn is illegal ------------------------------------------------------------------
    "db.illegal.off_board": {
        "en": "{square} is not a square of the board: it has 7 x 7 squares, a1 to g7 (DB-1).",
        "de": "{square} ist kein Feld des Spielbretts: Es hat 7 x 7 Felder, a1 bis g7 (DB-1)."},
    "db.illegal.no_block": {
        "en": "There is no block on {square}: {player} tips one of its own blocks "
              "(rulebook: {section}).",
        "de": "Auf {square} steht kein Block: {player} kippt einen eigenen Block "
              "(Regelheft: {section})."},
    "db.illegal.not_yours": {
        "en": "The block on {square} belongs to {owner}: {player} tips only its own blocks "
              "(rulebook: {section}).",
        "de": "Der Block auf {square} gehört {owner}: {player} kippt nur eigene Blöcke "
              "(Regelheft: {section})."},
    "db.illegal.tip_off_board": {
        "en": "The block on {square} cannot tip {direction}: that is over the edge of the "
              "board (DB-4).",
        "de": "Der Block auf {square} kann nicht {direction} kippen: Dort ist der Rand des "
              "Bretts (DB-4)."},
    "db.illegal.occupied": {
        "en": "{square} is taken by a block of {owner}: a block tips onto an empty square "
              "(DB-4).",
        "de": "Auf {square} steht schon ein Block von {owner}: Ein Block kippt auf ein freies "
              "Feld (DB-4)."},
    "db.illegal.own_star": {
        "en": "{square} is {player}'s own home star: no block may tip onto it (DB-1, DB-4).",
        "de": "{square} ist der eigene Heimatstern von {player}: Kein Block darf darauf "
              "kippen (DB-1, DB-4)."},
    "db.illegal.star_square": {
        "en": "{square} is a star square and the tip would bring {face} up: only a tip that "
              "brings Star up onto the opponent's home star is allowed, and it removes the "
              "block (rulebook: {section}, DB-4).",
        "de": "{square} ist ein Sternfeld und das Kippen brächte {face} nach oben: Erlaubt ist "
              "nur ein Kippen mit dem Stern nach oben auf den gegnerischen Heimatstern, und "
              "dann verlässt der Block das Spiel (Regelheft: {section}, DB-4)."},
    "db.illegal.star_up": {
        "en": "Tipping onto {square} would leave Star up there: Star may come up only on the "
              "opponent's home star {goal} (rulebook: {section}, DB-4).",
        "de": "Nach dem Kippen auf {square} läge der Stern oben: Der Stern darf nur auf dem "
              "gegnerischen Heimatstern {goal} nach oben kommen (Regelheft: {section}, DB-4)."},
    "db.illegal.removed_no_hop": {
        "en": "The block tips star-up onto {square} and leaves the game at once, so there is "
              "no hop: write '{move}' (DB-4).",
        "de": "Der Block kippt mit dem Stern nach oben auf {square} und verlässt sofort das "
              "Spiel, es gibt also keinen Sprung: schreibe „{move}“ (DB-4)."},
    "db.illegal.stop_no_hop": {
        "en": "After the tip onto {square} Stop is on top: the turn ends without a hop, "
              "write '{move}' (DB-5).",
        "de": "Nach dem Kippen auf {square} liegt Stop oben: Der Zug endet ohne Sprung, schreibe "
              "„{move}“ (DB-5)."},
    "db.illegal.no_hop": {
        "en": "After the tip onto {square} {face} is on top, but no hop with {face} is "
              "possible from there, so this is no legal turn: a turn is a tip and a hop "
              "({rule}).",
        "de": "Nach dem Kippen auf {square} liegt {face} oben, aber von dort ist kein Sprung mit "
              "{face} möglich, also ist das kein erlaubter Zug: Ein Zug ist Kippen und Hüpfen "
              "({rule})."},
    "db.illegal.no_hop_adjacent": {
        "en": "After the tip onto {square} {face} is on top, and a hop with {face} could only "
              "end on {squares}, next to an opponent's block, which is not allowed without "
              "adjacent blocks ({variant}): so no hop is possible, and this is no legal turn, "
              "as a turn is a tip and a hop ({rule}).",
        "de": "Nach dem Kippen auf {square} liegt {face} oben, und ein Sprung mit {face} könnte "
              "nur auf {squares} enden, neben einem gegnerischen Block, was ohne "
              "nebeneinanderliegende Blöcke verboten ist ({variant}): Also ist kein Sprung "
              "möglich, und das ist kein erlaubter Zug, denn ein Zug ist Kippen und Hüpfen "
              "({rule})."},
    "db.illegal.skip_no_target": {
        "en": "After the tip onto {square} no hop with {face} is possible, so the turn is just "
              "the tip: write '{move}' ({rule}).",
        "de": "Nach dem Kippen auf {square} ist kein Sprung mit {face} möglich, der Zug ist also "
              "nur das Kippen: schreibe „{move}“ ({rule})."},
    "db.illegal.must_hop": {
        "en": "After the tip onto {square} {face} is on top and the block must hop: to "
              "{allowed} (rulebook: {section}, DB-5).",
        "de": "Nach dem Kippen auf {square} liegt {face} oben und der Block muss hüpfen: "
              "nach {allowed} (Regelheft: {section}, DB-5)."},
    "db.illegal.hop_stays": {
        "en": "A hop with {face} must leave {square}; it can end on {allowed} (DB-5).",
        "de": "Ein Sprung mit {face} muss {square} verlassen; er kann auf {allowed} enden (DB-5)."},
    "db.illegal.slider_star": {
        "en": "The slider would come to rest on the star square {square}: it stops on the "
              "square before it instead ({rule}); it can end on {allowed}.",
        "de": "Der Slider bliebe auf dem Sternfeld {square} liegen: Er hält stattdessen auf dem "
              "Feld davor ({rule}); er kann auf {allowed} enden."},
    "db.illegal.slider_star_stop": {
        "en": "The star square {star} stops the slider like a block ({rule}), so from {from} "
              "it does not reach {square}; it can end on {allowed}.",
        "de": "Das Sternfeld {star} hält den Slider auf wie ein Block ({rule}), von {from} "
              "erreicht er {square} also nicht; er kann auf {allowed} enden."},
    "db.illegal.hop_on_star": {
        "en": "No hop ends on a star square such as {square}; with {face} the block can hop "
              "to {allowed} (rulebook: {section}, DB-5).",
        "de": "Kein Sprung endet auf einem Sternfeld wie {square}; mit {face} kann der Block "
              "nach {allowed} hüpfen (Regelheft: {section}, DB-5)."},
    "db.illegal.hop_occupied": {
        "en": "{square} is taken: a hop with {face} ends on an empty square; it can end on "
              "{allowed} (DB-5).",
        "de": "{square} ist besetzt: Ein Sprung mit {face} endet auf einem freien Feld; er kann "
              "auf {allowed} enden (DB-5)."},
    "db.illegal.wrong_cross": {
        "en": "Cross hops exactly one square north, east, south or west over empty squares, "
              "so from {from} not to {square}, only to {allowed} (DB-5).",
        "de": "Das Kreuz hüpft genau ein Feld nach Norden, Osten, Süden oder Westen auf ein "
              "freies Feld, von {from} also nicht nach {square}, nur nach {allowed} (DB-5)."},
    "db.illegal.wrong_x": {
        "en": "X hops exactly one square diagonally onto an empty square, so from {from} not "
              "to {square}, only to {allowed} (DB-5).",
        "de": "Das X hüpft genau ein Feld diagonal auf ein freies Feld, von {from} also nicht "
              "nach {square}, nur nach {allowed} (DB-5)."},
    "db.illegal.wrong_slider": {
        "en": "A slider moves in one direction until the edge or a block stops it, so from "
              "{from} it does not end on {square}, only on {allowed} (DB-5).",
        "de": "Ein Slider rutscht in eine Richtung, bis der Rand oder ein Block ihn aufhält, von "
              "{from} endet er also nicht auf {square}, nur auf {allowed} (DB-5)."},
    "db.illegal.wrong_hoops": {
        "en": "Hoops makes exactly three single steps north, east, south or west over empty "
              "squares, so from {from} it does not reach {square}, only {allowed} (DB-5).",
        "de": "Mit Hoops macht der Block genau drei einzelne Schritte nach Norden, Osten, Süden "
              "oder Westen über freie Felder, von {from} erreicht er also nicht {square}, nur "
              "{allowed} (DB-5)."},
    "db.illegal.adjacent": {
        "en": "After this turn a block of the mover would touch an opponent's block (on "
              "{squares}): not allowed with no adjacent blocks ({rule}).",
        "de": "Nach diesem Zug stünde ein Block des Ziehenden neben einem gegnerischen Block "
              "(auf {squares}): nicht erlaubt ohne nebeneinanderliegende Blöcke ({rule})."},
    # --- the steps of a turn (words.describe) ---------------------------------------------------
    "db.step.tip": {
        "en": "{player} tips the block on {from} {direction} onto {square}: {face} comes up "
              "(DB-4).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: {face} kommt "
              "nach oben (DB-4)."},
    "db.step.tip_stop": {
        "en": "{player} tips the block on {from} {direction} onto {square}: Stop comes up, so "
              "the turn ends without a hop (DB-4, DB-5).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: Stop kommt nach "
              "oben, der Zug endet also ohne Sprung (DB-4, DB-5)."},
    "db.step.tip_skip": {
        "en": "{player} tips the block on {from} {direction} onto {square}: {face} comes up, "
              "but no hop is possible, so the turn ends after the tip ({rule}).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: {face} kommt nach "
              "oben, aber kein Sprung ist möglich, der Zug endet also nach dem Kippen ({rule})."},
    "db.step.tip_skip_adjacent": {
        "en": "{player} tips the block on {from} {direction} onto {square}: {face} comes up. "
              "A hop could only end on {squares}, next to an opponent's block, which is not "
              "allowed without adjacent blocks ({variant}), so no hop is possible and the turn "
              "ends after the tip ({rule}).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: {face} kommt nach "
              "oben. Ein Sprung könnte nur auf {squares} enden, neben einem gegnerischen "
              "Block, was ohne nebeneinanderliegende Blöcke verboten ist ({variant}); also ist "
              "kein Sprung möglich, und der Zug endet nach dem Kippen ({rule})."},
    "db.step.remove": {
        "en": "{player} tips the block on {from} {direction} star-up onto the opponent's home "
              "star {square}: the block leaves the game ({left} left on the board; rulebook: "
              "{section}, DB-4).",
        "de": "{player} kippt den Block auf {from} {direction} mit dem Stern nach oben auf den "
              "gegnerischen Heimatstern {square}: Der Block verlässt das Spiel (noch {left} "
              "auf dem Brett; Regelheft: {section}, DB-4)."},
    "db.step.hop": {"en": "{headline} (DB-5).", "de": "{headline} (DB-5)."},
    "db.step.hop_before_star": {
        "en": "{headline}: the slider would come to rest on the star square {star}, so it "
              "stops on the square before it ({rule}).",
        "de": "{headline}: Der Slider bliebe auf dem Sternfeld {star} liegen, also hält er auf "
              "dem Feld davor ({rule})."},
    "db.step.hop_star_stops": {
        "en": "{headline}: the star square {star} stops the slider like a block ({rule}).",
        "de": "{headline}: Das Sternfeld {star} hält den Slider auf wie ein Block ({rule})."},
    "db.step.hop_hoops": {
        "en": "{headline} (three single steps; other paths to the same square give the same "
              "result, this is the first trying north, east, south, west; DB-5).",
        "de": "{headline} (drei einzelne Schritte; andere Wege zum selben Feld führen zum "
              "selben Ergebnis, gezeigt ist der erste in der Reihenfolge Norden, Osten, Süden, "
              "Westen; DB-5)."},
    "db.step.pass": {
        "en": "{player} is Deblockle'd: no legal turn, so {player} passes and {other} moves "
              "again (rulebook: {section}, DB-7).",
        "de": "{player} ist blockiert (Deblockle'd): kein erlaubter Zug, also setzt {player} "
              "aus und {other} zieht noch einmal (Regelheft: {section}, DB-7)."},
    "db.step.both_stuck": {
        "en": "Neither player has a legal turn: the game is a draw ({rule}).",
        "de": "Keiner der beiden hat einen erlaubten Zug: Die Partie endet unentschieden "
              "({rule})."},
    "db.step.win": {
        "en": "{player} has taken all its blocks off the board and wins (DB-9).",
        "de": "{player} hat alle eigenen Blöcke vom Brett entfernt und gewinnt (DB-9)."},
    "db.step.turn_limit": {
        "en": "Turn {turn} reached the turn limit of {limit}: the game ends in a draw "
              "({rule}).",
        "de": "Zug {turn} erreicht die Zuggrenze von {limit}: Die Partie endet unentschieden "
              "({rule})."},
    # --- the headlines of the steps: picture titles and Explorer previews (words.headline) --
    "db.render.tip": {"en": "Player {player} tips {start}\u2192{end}: {face} comes up",
                      "de": "Spieler {player} kippt {start}\u2192{end}: {face} liegt oben"},
    "db.render.tip_stop": {"en": "Player {player} tips {start}\u2192{end}: Stop, turn ends",
                           "de": "Spieler {player} kippt {start}→{end}: Stop, Zug endet"},
    "db.render.tip_skip": {"en": "Player {player} tips {start}\u2192{end}: {face}, no hop "
                                 "possible",
                           "de": "Spieler {player} kippt {start}\u2192{end}: {face}, kein "
                                 "Sprung möglich"},
    "db.render.remove": {"en": "Player {player} tips {start}\u2192{end} star up: block removed",
                         "de": "Spieler {player} kippt {start}\u2192{end} mit Stern oben: "
                               "Block entfernt"},
    "db.render.hop": {"en": "Hop with {face}: {path}", "de": "Sprung mit {face}: {path}"},
    "db.render.pass": {"en": "Player {player} is Deblockle'd: {other} moves again",
                       "de": "Spieler {player} ist blockiert: {other} zieht noch einmal"},
    "db.render.stuck": {"en": "Both players are stuck: draw",
                        "de": "Beide Spieler sind blockiert: unentschieden"},
    "db.render.turn_limit": {"en": "Turn limit of {limit} reached: draw",
                             "de": "Zuggrenze von {limit} erreicht: unentschieden"},
    # --- outcomes --------------------------------------------------------------------------
    "db.outcome.all_removed": {
        "en": "{player} removed all its blocks and wins.",
        "de": "{player} hat alle Blöcke entfernt und gewinnt."},
    "db.outcome.stuck": {
        "en": "Draw: neither player can move.",
        "de": "Unentschieden: Keiner kann ziehen."},
    "db.outcome.turn_limit": {
        "en": "Draw: the turn limit of {limit} is reached.",
        "de": "Unentschieden: Die Zuggrenze von {limit} ist erreicht."},
    # --- the picture's panel below the board (render.py) ---------------------------------------
    "db.render.removed": {"en": "removed {removed}/{total}", "de": "entfernt {removed}/{total}"},
    "db.render.to_move": {"en": "to move", "de": "am Zug"},
    "db.render.moving": {"en": "moving", "de": "zieht"},
    "db.render.wins": {"en": "wins", "de": "gewinnt"},
    "db.render.blocked": {"en": "blocked", "de": "blockiert"},
    # --- the block net (block3d.py) -------------------------------------------------------------
    "db.render.pos.top": {"en": "top", "de": "oben"},
    "db.render.pos.north": {"en": "N", "de": "N"},
    "db.render.pos.east": {"en": "E", "de": "O"},
    "db.render.pos.south": {"en": "S", "de": "S"},
    "db.render.pos.west": {"en": "W", "de": "W"},
    "db.render.pos.bottom": {"en": "bottom", "de": "unten"},
    "db.render.start": {"en": "start: {face}", "de": "Start: {face}"},
    "db.render.after_tip": {"en": "{number}. tip {direction}: {face}",
                            "de": "{number}. Kippen {direction}: {face}"},
    "db.render.not_orientation": {"en": "{block} is not an orientation of a Deblockle block",
                                  "de": "{block} ist keine Lage eines Deblockle-Blocks"},
    "db.render.not_block": {
        "en": "expected an orientation, a Block or a text like 'star/cross/slider', got {type}",
        "de": "erwartet wird eine Lage, ein Block oder ein Text wie „star/cross/slider“, "
              "nicht {type}"},
    "db.render.per_row": {"en": "per_row must be at least 1, got {value}",
                          "de": "per_row muss mindestens 1 sein, nicht {value}"},
    "db.render.block_title": {"en": "{face} on top", "de": "{face} oben"},
    # --- the Explorer (interact.py, through words.py) -------------------------------------------
    "db.interact.hint": {
        "en": "Click one of your blocks: the board shows where it can tip and hop. Then click "
              "the square it tips onto, then where it hops (a tip without a hop, or with a "
              "single hop, is played at once). A highlighted hop target that only one tip "
              "reaches is played with one click. Every turn is also in this list:",
        "de": "Klicke einen deiner Blöcke an: Das Brett zeigt, wohin er kippen und hüpfen kann. "
              "Klicke dann das Feld, auf das er kippt, und danach, wohin er hüpft (ein Kippen "
              "ohne Sprung oder mit nur einem Sprungziel wird sofort gespielt). Ein markiertes "
              "Sprungziel, das nur ein Kippen erreicht, genügt als ein Klick. Jeder Zug steht "
              "auch in dieser Liste:"},
    "db.interact.status": {
        "en": "Blocks removed: {removed}.",
        "de": "Entfernte Blöcke: {removed}."},
    "db.interact.removed_of": {
        "en": "{player} {removed} of {total}",
        "de": "{player} {removed} von {total}"},
    "db.interact.block": {
        "en": "{player}'s block on {square}: {face} on top; {legal} of 4 tips allowed.",
        "de": "Block von {player} auf {square}: {face} oben; {legal} von 4 Kipprichtungen "
              "erlaubt."},
    "db.interact.block_none": {
        "en": "{player}'s block on {square}: {face} on top; it cannot move this turn.",
        "de": "Block von {player} auf {square}: {face} oben; er kann in diesem Zug nicht "
              "ziehen."},
    "db.interact.tip_chosen": {
        "en": "{square} tips {direction} onto {tip}: {face} comes up. Click where it hops: "
              "{targets}.",
        "de": "{square} kippt {direction} auf {tip}: {face} kommt nach oben. Klicke, wohin er "
              "hüpft: {targets}."},
    "db.interact.turn": {
        "en": "Turn {move}: {headline}.",
        "de": "Zug {move}: {headline}."},
    "db.interact.then": {"en": "{headline}.", "de": "{headline}."},
    "db.interact.turn_label": {"en": "{move} ({face})", "de": "{move} ({face})"},
    "db.interact.tip_hops": {
        "en": "{direction} (onto {tip}): {face} comes up; it hops to {targets}.",
        "de": "{direction} (auf {tip}): {face} kommt nach oben; er hüpft nach {targets}."},
    "db.interact.tip_hops_marked": {
        "en": "{direction} (onto {tip}): {face} comes up; in three single steps it hops to "
              "{targets} (marked on the board).",
        "de": "{direction} (auf {tip}): {face} kommt nach oben; in drei einzelnen Schritten "
              "hüpft er nach {targets} (auf dem Brett markiert)."},
    "db.interact.tip_stop": {
        "en": "{direction} (onto {tip}): Stop comes up, the turn ends there ({move}).",
        "de": "{direction} (auf {tip}): Stop kommt nach oben, der Zug endet dort ({move})."},
    "db.interact.tip_remove": {
        "en": "{direction} (onto {tip}): Star comes up on the goal star, the block leaves the "
              "game ({move}).",
        "de": "{direction} (auf {tip}): Der Stern kommt auf dem Zielstern nach oben, der Block "
              "verlässt das Spiel ({move})."},
    "db.interact.tip_skip": {
        "en": "{direction} (onto {tip}): {face} comes up, but no hop is possible, so the turn "
              "is just the tip ({move}; {rule}).",
        "de": "{direction} (auf {tip}): {face} kommt nach oben, aber kein Sprung ist möglich, "
              "der Zug ist also nur das Kippen ({move}; {rule})."},
    "db.interact.tip_illegal": {
        "en": "{direction}: not allowed. {reason}",
        "de": "{direction}: nicht erlaubt. {reason}"},
    "db.interact.tip_illegal_face": {
        "en": "{direction} (onto {tip}, {face} would come up): not allowed. {reason}",
        "de": "{direction} (auf {tip}, {face} käme nach oben): nicht erlaubt. {reason}"},
    "db.interact.no_selection": {
        "en": "No block is selected: select a block or give its square.",
        "de": "Kein Block ist gewählt: Wähle einen Block oder gib sein Feld an."},
    "db.interact.no_block_on": {"en": "There is no block on {square}.",
                                "de": "Auf {square} steht kein Block."},
    "db.interact.word.N": {"en": "North", "de": "Norden"},
    "db.interact.word.E": {"en": "East", "de": "Osten"},
    "db.interact.word.S": {"en": "South", "de": "Süden"},
    "db.interact.word.W": {"en": "West", "de": "Westen"},
    "db.interact.choose_tip": {
        "en": "{square} is reached by more than one tip ({moves}): click the square the "
              "block tips onto first.",
        "de": "{square} wird mit mehr als einer Kipprichtung erreicht ({moves}): Klicke "
              "zuerst das Feld an, auf das der Block kippt."},
    "db.interact.not_a_target": {
        "en": "The block does not hop to {square} after tipping onto {tip}: it hops to "
              "{targets}. Selection cleared.",
        "de": "Nach dem Kippen auf {tip} hüpft der Block nicht nach {square}, sondern nach "
              "{targets}. Auswahl aufgehoben."},
}

_SCENARIOS: dict[str, dict[str, dict[str, str]]] = {
    "remove_on_goal_star": {
        "title": {"en": "Star up on the opponent's star: the block leaves",
                  "de": "Stern nach oben auf dem gegnerischen Stern: Der Block geht"},
        "story": {
            "en": "A tips its block from d5 north onto d6, B's home star, and Star comes up. "
                  "That is the only tip allowed onto a star square: the block is taken off "
                  "and the turn ends without a hop (DB-4). Tipping the block on c6 onto d6 "
                  "would bring Slider up and is refused (DB-1, DB-4).",
            "de": "A kippt seinen Block von d5 nach Norden auf d6, den Heimatstern von B, und "
                  "der Stern kommt nach oben. Nur so darf ein Block auf ein Sternfeld kippen: Er "
                  "wird vom Brett genommen, und der Zug endet ohne Sprung (DB-4). Den Block auf "
                  "c6 nach d6 zu kippen brächte den Slider nach oben und ist verboten (DB-1, "
                  "DB-4)."}},
    "star_up_elsewhere_refused": {
        "title": {"en": "Star up anywhere else is refused",
                  "de": "Stern nach oben woanders ist verboten"},
        "story": {
            "en": "Tipping the block on d3 north would leave Star on top of d4, an ordinary "
                  "square: refused (DB-4). Tipping south would land on d2, A's own home star: "
                  "refused too (DB-1, DB-4). East works: Cross comes up and the block hops one "
                  "square to f3.",
            "de": "Kippt A den Block auf d3 nach Norden, läge der Stern oben auf d4, einem "
                  "gewöhnlichen Feld: verboten (DB-4). Nach Süden landete er auf d2, dem eigenen "
                  "Heimatstern von A: ebenfalls verboten (DB-1, DB-4). Nach Osten geht es: Das "
                  "Kreuz kommt nach oben, und der Block hüpft ein Feld weiter nach f3."}},
    "cross_hop": {
        "title": {"en": "Cross hops one square straight", "de": "Das Kreuz hüpft ein Feld gerade"},
        "story": {
            "en": "The block tips east onto e3 with Cross on top and hops one square north, to "
                  "e4. It could as well go on east to f3, south to e2 or back to d3, which it "
                  "has just left and which is empty now; f4 is diagonal, and a diagonal hop "
                  "belongs to X, not to Cross (DB-5).",
            "de": "Der Block kippt nach Osten auf e3, das Kreuz liegt oben, und er hüpft ein "
                  "Feld nach Norden auf e4. Ebenso ginge es weiter nach Osten auf f3, nach Süden "
                  "auf e2 oder zurück auf d3, das er gerade verlassen hat und das jetzt frei "
                  "ist; f4 liegt diagonal, und diagonal hüpft das X, nicht das Kreuz (DB-5)."}},
    "x_hop": {
        "title": {"en": "X hops diagonally", "de": "Das X hüpft diagonal"},
        "story": {
            "en": "The block tips west onto c3 with X on top and hops one square diagonally, "
                  "to b4. From c3 it could also reach b2 or d4, but not d2: no hop ends on a "
                  "star square. c4 lies straight north of c3, not diagonal (DB-5).",
            "de": "Der Block kippt nach Westen auf c3, das X liegt oben, und er hüpft ein Feld "
                  "diagonal nach b4. Von c3 aus ginge auch b2 oder d4, aber nicht d2: Kein "
                  "Sprung endet auf einem Sternfeld. c4 liegt gerade nördlich von c3, nicht "
                  "diagonal (DB-5)."}},
    "slider_crosses_star": {
        "title": {"en": "A slider runs over a star", "de": "Ein Slider rutscht über einen Stern"},
        "story": {
            "en": "The block tips onto d4 with Slider up and slides north: over d5, over the "
                  "star square d6, to d7 at the edge. A slider may pass a star, it just may "
                  "not stop on one (DB-5). It cannot stop on d5 on its own.",
            "de": "Der Block kippt auf d4, der Slider liegt oben, und er rutscht nach Norden: "
                  "über d5, über das Sternfeld d6, bis d7 am Rand. Ein Slider darf über einen "
                  "Stern rutschen, nur nicht darauf liegen bleiben (DB-5). Auf d5 kann er nicht "
                  "von sich aus anhalten."}},
    "slider_stops_before_star": {
        "title": {"en": "A slider stops in front of a star",
                  "de": "Ein Slider hält vor einem Stern"},
        "story": {
            "en": "Same position, but the slider goes south: d3, then the star d2, then B's "
                  "block on d1. It would come to rest on d2, so it stops on d3, the square "
                  "before the star (not in the rulebook: default DB-5; the rulebook only says "
                  "a slider may stop next to a star, not on it). Northwards it could still "
                  "run over d6 to d7.",
            "de": "Dieselbe Stellung, aber der Slider rutscht nach Süden: d3, dann der Stern d2, "
                  "dann der Block von B auf d1. Er bliebe auf d2 liegen, also hält er auf d3, "
                  "dem Feld vor dem Stern (nicht im Regelheft: Festlegung DB-5; das Regelheft "
                  "sagt nur, dass ein Slider neben einem Stern halten darf, nicht darauf). Nach "
                  "Norden könnte er weiterhin über d6 bis d7 rutschen."}},
    "slider_stops_before_star_stop": {
        "title": {"en": "A star stops a slider (other reading)",
                  "de": "Ein Stern hält den Slider auf (andere Lesart)"},
        "story": {
            "en": "The same move with the option that a star square stops a slider like a "
                  "block (DB-5). South the result is the same, d3, but now because of the "
                  "star itself. North the slider halts on d5 in front of d6 and can no longer "
                  "reach d7.",
            "de": "Derselbe Zug mit der Option, dass ein Sternfeld einen Slider aufhält wie ein "
                  "Block (DB-5). Nach Süden ist das Ergebnis gleich, d3, jetzt aber wegen des "
                  "Sterns selbst. Nach Norden hält der Slider auf d5 vor d6 und erreicht d7 "
                  "nicht mehr."}},
    "hoops_returns": {
        "title": {"en": "Hoops goes back the way it came",
                  "de": "Hoops kehrt auf seinem Weg zurück"},
        "story": {
            "en": "Hoops makes exactly three single steps and may visit a square again (DB-5). "
                  "Boxed in on a2, the block steps up to a3, back to a2 and down to a1: it "
                  "ends on the very square it started from, now with Hoops on top.",
            "de": "Mit Hoops macht der Block genau drei einzelne Schritte und darf ein Feld noch "
                  "einmal betreten (DB-5). Eingeklemmt auf a2 geht der Block hoch nach a3, "
                  "zurück nach a2 und hinunter nach a1: Er endet genau auf seinem Ausgangsfeld, "
                  "jetzt mit Hoops oben."}},
    "hoops_blocked": {
        "title": {"en": "Hoops cannot jump over a block",
                  "de": "Hoops springt nicht über einen Block"},
        "story": {
            "en": "Hoops steps over empty squares only (DB-5). From c2, c5 lies three steps "
                  "straight north, but B's block on c4 is in the way, so c5 is refused. The "
                  "block goes around instead: c3, b3, b4. d2 is in reach but a star square, "
                  "and staying on c2 is impossible.",
            "de": "Mit Hoops geht der Block nur über freie Felder (DB-5). Von c2 liegt c5 drei "
                  "Schritte geradeaus im Norden, aber der Block von B auf c4 steht im Weg, also "
                  "ist c5 verboten. Der Block geht stattdessen außen herum: c3, b3, b4. d2 wäre "
                  "erreichbar, ist aber ein Sternfeld, und auf c2 bleiben geht nicht."}},
    "stop_ends_turn": {
        "title": {"en": "Stop ends the turn", "de": "Stop beendet den Zug"},
        "story": {
            "en": "The block on c1 tips north onto c2 and Stop comes up: the turn is over, "
                  "there is no hop (DB-5). Writing a hop after it is refused. B moves next.",
            "de": "Der Block auf c1 kippt nach Norden auf c2, und Stop kommt nach oben: Der Zug "
                  "ist vorbei, es gibt keinen Sprung (DB-5). Ein angehängter Sprung wird "
                  "abgelehnt. Danach zieht B."}},
    "no_hop_forbidden": {
        "title": {"en": "No hop possible: the tip is not allowed",
                  "de": "Kein Sprung möglich: Das Kippen ist nicht erlaubt"},
        "story": {
            "en": "Tipping b1 west into the corner a1 brings X up, but the only diagonal "
                  "square, b2, is taken: no hop is possible. A turn is a tip plus a hop, so "
                  "this tip is no legal turn (not in the rulebook: default DB-6). A tips east "
                  "instead and hops with Cross (DB-5).",
            "de": "Kippt A den Block von b1 nach Westen in die Ecke a1, kommt das X nach oben, "
                  "aber das einzige diagonale Feld b2 ist besetzt: Ein Sprung ist unmöglich. Ein "
                  "Zug besteht aus Kippen und Hüpfen, also ist dieses Kippen kein erlaubter Zug "
                  "(nicht im Regelheft: Festlegung DB-6). A kippt stattdessen nach Osten und "
                  "hüpft mit dem Kreuz (DB-5)."}},
    "no_hop_skipped": {
        "title": {"en": "No hop possible: the tip alone (other reading)",
                  "de": "Kein Sprung möglich: nur Kippen (andere Lesart)"},
        "story": {
            "en": "The same position with the option that an impossible hop is simply left "
                  "out (DB-6): the block tips into the corner a1, X stays on top and the turn "
                  "ends there. A hop written after it is refused.",
            "de": "Dieselbe Stellung mit der Option, dass ein unmöglicher Sprung einfach "
                  "entfällt (DB-6): Der Block kippt in die Ecke a1, das X bleibt oben, und der "
                  "Zug endet dort. Ein angehängter Sprung wird abgelehnt."}},
    "adjacent_hop_forbidden": {
        "title": {"en": "No adjacent blocks: a hop next to the opponent is no hop",
                  "de": "Keine Nachbarblöcke: Ein Sprung neben den Gegner ist kein Sprung"},
        "story": {
            "en": "With the variant “no adjacent blocks” (DB-8), A's last block tips "
                  "east onto e1 and X comes up. Its only diagonal hop ends on f2, right beside "
                  "B's block on f3, which the variant forbids. So no hop is possible at all, "
                  "and a tip without a hop is no legal turn (DB-6). The reason names f2. A "
                  "tips west instead and hops with Cross to c2.",
            "de": "Mit der Variante „keine nebeneinanderliegenden Blöcke“ (DB-8) kippt der "
                  "letzte Block von A nach Osten auf e1, und das X kommt nach oben. Sein "
                  "einziger diagonaler Sprung endet auf f2, direkt neben dem Block von B auf "
                  "f3, und das verbietet die Variante. Also ist gar kein Sprung möglich, und "
                  "ein Kippen ohne Sprung ist kein erlaubter Zug (DB-6). Die Begründung nennt "
                  "f2. A kippt stattdessen nach Westen und hüpft mit dem Kreuz nach c2."}},
    "adjacent_hop_skipped": {
        "title": {"en": "No adjacent blocks: the tip alone (other reading)",
                  "de": "Keine Nachbarblöcke: nur Kippen (andere Lesart)"},
        "story": {
            "en": "The same position with the option that an impossible hop is left out "
                  "(DB-6). The hop to f2 would end next to B's block, so it is no hop, and the "
                  "tip alone is the turn: the block stays on e1 with X on top, touching no "
                  "block of B. Hopping on to f2 is still refused (DB-8).",
            "de": "Dieselbe Stellung mit der Option, dass ein unmöglicher Sprung entfällt "
                  "(DB-6). Der Sprung nach f2 würde neben dem Block von B enden, ist also kein "
                  "Sprung, und das Kippen allein ist der Zug: Der Block bleibt mit dem X oben "
                  "auf e1 und berührt keinen Block von B. Weiter nach f2 zu hüpfen bleibt "
                  "verboten (DB-8)."}},
    "one_block_start": {
        "title": {"en": "One block each: both start from the back row",
                  "de": "Ein Block pro Spieler: beide beginnen in der hinteren Reihe"},
        "story": {
            "en": "With fewer blocks (DB-8) each player fills its start squares from its back "
                  "row, B mirroring A: with one block each, A starts on c1 and B on c7. Both "
                  "stand six squares from their goals (A's is d6, B's is d2). A's block tips "
                  "west onto b1, Hoops comes up, and three single steps take it to c3.",
            "de": "Mit weniger Blöcken (DB-8) besetzt jeder Spieler seine Startfelder von der "
                  "hinteren Reihe aus, B spiegelbildlich zu A: Mit einem Block pro Spieler "
                  "beginnt A auf c1 und B auf c7. Beide stehen sechs Felder von ihrem Ziel "
                  "entfernt (für A d6, für B d2). Der Block von A kippt nach Westen auf b1, "
                  "Hoops kommt nach oben, und drei einzelne Schritte bringen ihn nach c3."}},
    "deblockled_pass": {
        "title": {"en": "Deblockle'd: B passes, A moves again",
                  "de": "Deblockle'd: B setzt aus, A zieht weiter"},
        "story": {
            "en": "B's last block sits in the corner a7. A tips a block onto a6; with b7 "
                  "taken too, B's block cannot tip anywhere. B is Deblockle'd and passes, A "
                  "moves again (DB-7). A's second move clears b7, and B can move again.",
            "de": "Der letzte Block von B steht in der Ecke a7. A kippt einen Block auf a6; da "
                  "auch b7 besetzt ist, kann der Block von B nirgends hinkippen. B ist blockiert "
                  "(Deblockle'd) und setzt aus, A zieht noch einmal (DB-7). Der zweite Zug von A "
                  "macht b7 frei, und B kann wieder ziehen."}},
    "no_adjacent_refused": {
        "title": {"en": "Variant: no block next to an opponent",
                  "de": "Variante: kein Block neben einem Gegner"},
        "story": {
            "en": "With the variant 'no adjacent blocks' a turn may not end with one of the "
                  "mover's blocks next to an opponent's block (DB-8). Stop on e4 beside B's "
                  "e5 is refused, so is a slide up to b7 beside c7. Only the end counts: the "
                  "block tips onto c4 next to c5, then hops away to d4, which is allowed.",
            "de": "Mit der Variante „Keine nebeneinanderliegenden Blöcke“ darf kein Zug so "
                  "enden, dass ein Block des Ziehenden neben einem gegnerischen steht (DB-8). "
                  "Stop auf e4 neben e5 von B ist verboten, ebenso ein Rutschen bis b7 neben c7. "
                  "Es zählt nur das Ende: Der Block kippt auf c4 neben c5 und hüpft dann nach "
                  "d4, das ist erlaubt."}},
    "handicap_win": {
        "title": {"en": "Handicap: B wins with two blocks",
                  "de": "Vorgabe: B gewinnt mit zwei Blöcken"},
        "story": {
            "en": "A plays with four blocks, B with only two (DB-8). B has already removed "
                  "one; now its last block tips south from d3 star-up onto d2, A's home star, "
                  "and leaves the board (DB-4). B has removed all its blocks and wins, "
                  "although A has removed none (DB-9).",
            "de": "A spielt mit vier Blöcken, B nur mit zwei (DB-8). B hat schon einen entfernt; "
                  "jetzt kippt sein letzter Block von d3 nach Süden mit dem Stern nach oben auf "
                  "d2, den Heimatstern von A, und verlässt das Brett (DB-4). B hat alle eigenen "
                  "Blöcke entfernt und gewinnt, obwohl A noch keinen entfernt hat (DB-9)."}},
    "b_begins": {
        "title": {"en": "B begins (other start player)",
                  "de": "B beginnt (anderer Startspieler)"},
        "story": {
            "en": "The rulebook lets the youngest player, or the winner of the last game, "
                  "begin; the kit starts with A unless its rule option lets B begin "
                  "(not in the rulebook: DB-10). Same blocks as in the usual start, but A's "
                  "blocks must wait: B tips its block on c5 north, Stop comes up on c6 and "
                  "the turn ends. Then A moves.",
            "de": "Das Regelheft lässt den jüngsten Spieler oder den Sieger der letzten Partie "
                  "beginnen; das Kit beginnt mit A, außer seine Regeloption lässt B "
                  "anfangen (nicht im Regelheft: DB-10). Dieselben Blöcke wie beim üblichen "
                  "Start, aber die Blöcke von A müssen warten: B kippt seinen Block auf c5 nach "
                  "Norden, Stop kommt auf c6 nach oben, und der Zug endet. Dann zieht A."}},
}

"""The scenarios' titles and stories (``deblockle.scenario.<id>.title`` / ``.story``, see
:mod:`cubekit.core.scenario`), by scenario id."""

MESSAGES.update({f"deblockle.scenario.{sid}.{part}": texts
                 for sid, parts in _SCENARIOS.items() for part, texts in parts.items()})

SECTIONS: dict[str, str] = {
    "Ziel von Deblockle": "aim", "Überblick über Deblockle": "overview",
    "Einrichten": "setup", "Block-Symbole": "symbols", "Gameplay": "gameplay",
    "Schritt eins: Tipp einen Block": "tip", "Schritt zwei: Hop einen Block": "hop",
    "Star Spaces": "star_spaces", "Deblockle'd": "deblockled", "Spielvarianten": "variants",
    "Weniger Blöcke verwenden": "fewer_blocks",
    "Keine nebeneinanderliegenden Blöcke": "no_adjacent",
}
"""The rulebook's sections (German titles as printed, in ordinary capitals) and their catalogue
names ``deblockle.section.<name>``: how the kit cites them in either language."""

SCENARIO_IDS: tuple[str, ...] = tuple(_SCENARIOS)
"""The ids that have a title and a story (``scenarios.SCENARIOS`` uses exactly these)."""
