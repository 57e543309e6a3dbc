"""Deblockle sentences in English and German (registered in the message catalogue).

Rulebook sections are quoted by their headings (*Block-Symbole*, *Schritt eins: Tipp*, ...);
decisions of ``RULES.md`` by their IDs (``DB-1`` .. ``DB-9``).
"""

from cubekit.core.i18n import register

register({
    # --- rule options (Game.options(); RULES.md IDs) ------------------------------------------
    "deblockle.option.blocks": {
        "en": "Blocks per player, 1-4, on the first start squares in the order of DB-1; a pair "
              "such as (4, 2) gives A and B different numbers (handicap) (DB-8).",
        "de": "Blöcke je Spieler, 1-4, auf den ersten Startfeldern in der Reihenfolge von DB-1; "
              "ein Paar wie (4, 2) gibt A und B verschieden viele (Vorgabe) (DB-8)."},
    "deblockle.option.no_adjacent": {
        "en": "Variant 'no adjacent blocks': no turn may end with one of the mover's blocks "
              "orthogonally next to an opponent's block (DB-8).",
        "de": "Variante 'keine nebeneinanderliegenden Blöcke': Kein Zug darf enden, während "
              "ein Block des Ziehenden waagerecht oder senkrecht neben einem gegnerischen "
              "Block steht (DB-8)."},
    "deblockle.option.slider_star": {
        "en": "A slider 'pass'es over a star square (and stops on the square before it if it "
              "would come to rest on it), or a star square 'stop's it like a block (DB-5).",
        "de": "Ein Slider rutscht über ein Sternfeld hinweg ('pass'; er hält auf dem Feld davor, "
              "wenn er darauf liegen bliebe), oder ein Sternfeld hält ihn auf wie ein Block "
              "('stop') (DB-5)."},
    "deblockle.option.impossible_hop": {
        "en": "A tip after which no hop is possible: 'forbid' it (it is no legal turn), or "
              "'skip' the hop so that the turn is just the tip (DB-6).",
        "de": "Ein Kippen, nach dem kein Hüpfen möglich ist: verbieten ('forbid', kein "
              "erlaubter Zug) oder das Hüpfen auslassen ('skip'), der Zug ist dann nur das "
              "Kippen (DB-6)."},
    "deblockle.option.setup": {
        "en": "An explicit start position in the position notation; None rolls every block's "
              "top face with the seed of initial_state() (DB-3).",
        "de": "Eine feste Ausgangsstellung in der Stellungsnotation; None würfelt die obere "
              "Seite jedes Blocks mit dem Seed von initial_state() aus (DB-3)."},
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
    "db.face.stop": {"en": "Stop", "de": "Stopp"},
    "db.face.cross": {"en": "Cross", "de": "Kreuz"},
    "db.face.x": {"en": "X", "de": "X-Symbol"},
    "db.face.slider": {"en": "Slider", "de": "Schieber"},
    "db.face.hoops": {"en": "Hoops", "de": "Reifen"},
    "db.option_of": {"en": "rule option of {rule}, not in the rulebook",
                     "de": "Regeloption zu {rule}, nicht im Regelheft"},
    "db.variant_of": {"en": "variant of {rule}", "de": "Variante aus {rule}"},
    # --- why a turn is illegal ------------------------------------------------------------------
    "db.illegal.off_board": {
        "en": "{square} is not a square of the board: it has 7 x 7 squares, a1 to g7 (DB-1).",
        "de": "{square} ist kein Feld des Spielbretts: Es hat 7 x 7 Felder, a1 bis g7 (DB-1)."},
    "db.illegal.no_block": {
        "en": "There is no block on {square}: {player} tips one of its own blocks "
              "(rulebook, Schritt eins).",
        "de": "Auf {square} steht kein Block: {player} kippt einen eigenen Block "
              "(Regelheft, Schritt eins)."},
    "db.illegal.not_yours": {
        "en": "The block on {square} belongs to {owner}: {player} tips only its own blocks "
              "(rulebook, Schritt eins).",
        "de": "Der Block auf {square} gehört {owner}: {player} kippt nur eigene Blöcke "
              "(Regelheft, Schritt eins)."},
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
              "block (DB-4).",
        "de": "{square} ist ein Sternfeld und das Kippen brächte {face} nach oben: Erlaubt ist "
              "nur ein Kippen mit dem Stern nach oben auf den gegnerischen Heimatstern, und "
              "dann verlässt der Block das Spiel (DB-4)."},
    "db.illegal.star_up": {
        "en": "Tipping onto {square} would leave Star up there: Star may come up only on the "
              "opponent's home star {goal} (DB-4).",
        "de": "Nach dem Kippen auf {square} läge der Stern oben: Der Stern darf nur auf dem "
              "gegnerischen Heimatstern {goal} nach oben kommen (DB-4)."},
    "db.illegal.removed_no_hop": {
        "en": "The block tips star-up onto {square} and leaves the game at once, so there is "
              "no hop: write '{move}' (DB-4).",
        "de": "Der Block kippt mit dem Stern nach oben auf {square} und verlässt sofort das "
              "Spiel, es gibt also kein Hüpfen: schreibe '{move}' (DB-4)."},
    "db.illegal.stop_no_hop": {
        "en": "After the tip onto {square} Stop is on top: the turn ends without a hop, "
              "write '{move}' (DB-5).",
        "de": "Nach dem Kippen auf {square} liegt Stop oben: Der Zug endet ohne Hüpfen, "
              "schreibe '{move}' (DB-5)."},
    "db.illegal.no_hop": {
        "en": "After the tip onto {square} {face} is on top, but no hop with {face} is "
              "possible from there, so this is no legal turn (DB-6).",
        "de": "Nach dem Kippen auf {square} liegt {face} oben, aber von dort ist kein Hüpfen "
              "mit {face} möglich, also ist das kein erlaubter Zug (DB-6)."},
    "db.illegal.skip_no_target": {
        "en": "After the tip onto {square} no hop with {face} is possible, so the turn is just "
              "the tip: write '{move}' ({rule}).",
        "de": "Nach dem Kippen auf {square} ist kein Hüpfen mit {face} möglich, der Zug ist "
              "also nur das Kippen: schreibe '{move}' ({rule})."},
    "db.illegal.must_hop": {
        "en": "After the tip onto {square} {face} is on top and the block must hop: to "
              "{allowed} (rulebook, Schritt zwei; DB-5).",
        "de": "Nach dem Kippen auf {square} liegt {face} oben und der Block muss hüpfen: "
              "nach {allowed} (Regelheft, Schritt zwei; DB-5)."},
    "db.illegal.hop_stays": {
        "en": "A hop with {face} must leave {square}; it can end on {allowed} (DB-5).",
        "de": "Ein Hüpfen mit {face} muss {square} verlassen; es kann auf {allowed} enden "
              "(DB-5)."},
    "db.illegal.slider_star": {
        "en": "The slider would come to rest on the star square {square}: it stops on the "
              "square before it instead; it can end on {allowed} (DB-5).",
        "de": "Der Schieber bliebe auf dem Sternfeld {square} liegen: Er hält stattdessen auf "
              "dem Feld davor; er kann auf {allowed} enden (DB-5)."},
    "db.illegal.hop_on_star": {
        "en": "No hop ends on a star square such as {square}; with {face} the block can hop "
              "to {allowed} (DB-5).",
        "de": "Kein Hüpfen endet auf einem Sternfeld wie {square}; mit {face} kann der Block "
              "nach {allowed} hüpfen (DB-5)."},
    "db.illegal.hop_occupied": {
        "en": "{square} is taken: a hop with {face} ends on an empty square; it can end on "
              "{allowed} (DB-5).",
        "de": "{square} ist besetzt: Ein Hüpfen mit {face} endet auf einem freien Feld; es "
              "kann auf {allowed} enden (DB-5)."},
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
        "de": "Ein Schieber rutscht in eine Richtung, bis der Rand oder ein Block ihn "
              "aufhält, von {from} endet er also nicht auf {square}, nur auf {allowed} "
              "(DB-5)."},
    "db.illegal.wrong_hoops": {
        "en": "Hoops makes exactly three single steps north, east, south or west over empty "
              "squares, so from {from} it does not reach {square}, only {allowed} (DB-5).",
        "de": "Der Reifen macht genau drei einzelne Schritte nach Norden, Osten, Süden oder "
              "Westen über freie Felder, von {from} erreicht er also nicht {square}, nur "
              "{allowed} (DB-5)."},
    "db.illegal.adjacent": {
        "en": "After this turn a block of the mover would touch an opponent's block (on "
              "{squares}): not allowed with no adjacent blocks ({rule}).",
        "de": "Nach diesem Zug stünde ein Block des Ziehenden neben einem gegnerischen Block "
              "(auf {squares}): nicht erlaubt ohne nebeneinanderliegende Blöcke ({rule})."},
    # --- explanations -------------------------------------------------------------------------
    "db.step.tip": {
        "en": "{player} tips the block on {from} {direction} onto {square}: {face} comes up "
              "(DB-4).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: {face} kommt "
              "nach oben (DB-4)."},
    "db.step.tip_stop": {
        "en": "{player} tips the block on {from} {direction} onto {square}: Stop comes up, so "
              "the turn ends without a hop (DB-4, DB-5).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: Stop kommt nach "
              "oben, der Zug endet also ohne Hüpfen (DB-4, DB-5)."},
    "db.step.tip_skip": {
        "en": "{player} tips the block on {from} {direction} onto {square}: {face} comes up, "
              "but no hop is possible, so the turn ends after the tip ({rule}).",
        "de": "{player} kippt den Block auf {from} {direction} auf {square}: {face} kommt nach "
              "oben, aber Hüpfen ist nicht möglich, der Zug endet also nach dem Kippen "
              "({rule})."},
    "db.step.remove": {
        "en": "{player} tips the block on {from} {direction} star-up onto the opponent's home "
              "star {square}: the block leaves the game ({left} left on the board; DB-4).",
        "de": "{player} kippt den Block auf {from} {direction} mit dem Stern nach oben auf den "
              "gegnerischen Heimatstern {square}: Der Block verlässt das Spiel (noch {left} "
              "auf dem Brett; DB-4)."},
    "db.step.hop": {
        "en": "Hop with {face}: {path} (DB-5).",
        "de": "Hüpfen mit {face}: {path} (DB-5)."},
    "db.step.hop_hoops": {
        "en": "Hop with {face}: {path} (three single steps; other paths to the same square "
              "give the same result, this is the first trying north, east, south, west; "
              "DB-5).",
        "de": "Hüpfen mit {face}: {path} (drei einzelne Schritte; andere Wege zum selben Feld "
              "führen zum selben Ergebnis, gezeigt ist der erste in der Reihenfolge Norden, "
              "Osten, Süden, Westen; DB-5)."},
    "db.step.pass": {
        "en": "{player} is Deblockle'd: no legal turn, so {player} passes and {other} moves "
              "again (DB-7).",
        "de": "{player} ist blockiert (Deblockle'd): kein erlaubter Zug, also setzt {player} "
              "aus und {other} zieht noch einmal (DB-7)."},
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
    # --- outcomes --------------------------------------------------------------------------
    "db.outcome.all_removed": {
        "en": "{player} removed all its blocks and wins.",
        "de": "{player} hat alle Blöcke entfernt und gewinnt."},
    "db.outcome.stuck": {
        "en": "Draw: neither player can move.",
        "de": "Unentschieden: Keiner kann ziehen."},
    "db.outcome.turn_limit": {
        "en": "Draw by the turn limit of {limit} turns.",
        "de": "Unentschieden durch die Zuggrenze von {limit} Zügen."},
})
