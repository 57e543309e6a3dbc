"""Deblockle scenario titles and stories in English and German (registered in the message
catalogue under ``deblockle.scenario.<id>.title`` / ``.story``, see
:mod:`cubekit.core.scenario`).

Rulebook sections are named by their headings; decisions of ``RULES.md`` by their IDs.
"""

from cubekit.core.i18n import register

_SCENARIOS: dict[str, dict[str, dict[str, str]]] = {
    "remove_on_goal_star": {
        "title": {"en": "Star up on the opponent's star: the block leaves",
                  "de": "Stern nach oben auf dem gegnerischen Stern: Der Block geht"},
        "story": {
            "en": "A tips its block from d5 north onto d6, B's home star, and Star comes up. "
                  "That is the only tip allowed onto a star square: the block is taken off "
                  "and the turn ends without a hop (DB-4). Tipping the block on c6 onto d6 "
                  "would bring Slider up and is refused (DB-1, DB-4).",
            "de": "A kippt seinen Block von d5 nach Norden auf d6, B's Heimatstern, und der "
                  "Stern kommt nach oben. Nur so darf ein Block auf ein Sternfeld kippen: Er "
                  "wird vom Brett genommen, und der Zug endet ohne Hüpfen (DB-4). Den Block "
                  "auf c6 nach d6 zu kippen brächte den Schieber nach oben und ist verboten "
                  "(DB-1, DB-4)."}},
    "star_up_elsewhere_refused": {
        "title": {"en": "Star up anywhere else is refused",
                  "de": "Stern nach oben woanders ist verboten"},
        "story": {
            "en": "Tipping the block on d3 north would leave Star on top of d4, an ordinary "
                  "square: refused (DB-4). Tipping south would land on d2, A's own home star: "
                  "refused too (DB-1, DB-4). East works: Cross comes up and the block hops one "
                  "square to f3.",
            "de": "Kippt A den Block auf d3 nach Norden, läge der Stern oben auf d4, einem "
                  "gewöhnlichen Feld: verboten (DB-4). Nach Süden landete er auf d2, A's "
                  "eigenem Heimatstern: ebenfalls verboten (DB-1, DB-4). Nach Osten geht es: "
                  "Das Kreuz kommt nach oben, und der Block hüpft ein Feld weiter nach f3."}},
    "x_hop": {
        "title": {"en": "X hops diagonally", "de": "Das X hüpft diagonal"},
        "story": {
            "en": "The block tips west onto c3 with X on top and hops one square diagonally, "
                  "to b4. From c3 it could also reach b2 or d4, but not d2: no hop ends on a "
                  "star square. c4 is straight ahead, not diagonal (DB-5).",
            "de": "Der Block kippt nach Westen auf c3, das X liegt oben, und er hüpft ein Feld "
                  "diagonal nach b4. Von c3 aus ginge auch b2 oder d4, aber nicht d2: Kein "
                  "Hüpfen endet auf einem Sternfeld. c4 liegt gerade voraus, nicht diagonal "
                  "(DB-5)."}},
    "slider_crosses_star": {
        "title": {"en": "A slider runs over a star", "de": "Ein Schieber rutscht über einen Stern"},
        "story": {
            "en": "The block tips onto d4 with Slider up and slides north: over d5, over the "
                  "star square d6, to d7 at the edge. A slider may pass a star, it just may "
                  "not stop on one (DB-5). It cannot stop on d5 on its own.",
            "de": "Der Block kippt auf d4, der Schieber liegt oben, und er rutscht nach "
                  "Norden: über d5, über das Sternfeld d6, bis d7 am Rand. Ein Schieber darf "
                  "über einen Stern rutschen, nur nicht darauf liegen bleiben (DB-5). Auf d5 "
                  "kann er nicht von sich aus anhalten."}},
    "slider_stops_before_star": {
        "title": {"en": "A slider stops in front of a star",
                  "de": "Ein Schieber hält vor einem Stern"},
        "story": {
            "en": "Same position, but the slider goes south: d3, then the star d2, then B's "
                  "block on d1. It would come to rest on d2, so it stops on d3, the square "
                  "before the star (DB-5). Northwards it could still run over d6 to d7.",
            "de": "Dieselbe Stellung, aber der Schieber rutscht nach Süden: d3, dann der Stern "
                  "d2, dann B's Block auf d1. Er bliebe auf d2 liegen, also hält er auf d3, "
                  "dem Feld vor dem Stern (DB-5). Nach Norden könnte er weiterhin über d6 bis "
                  "d7 rutschen."}},
    "slider_stops_before_star_stop": {
        "title": {"en": "A star stops a slider (other reading)",
                  "de": "Ein Stern hält den Schieber auf (andere Lesart)"},
        "story": {
            "en": "The same move with the option that a star square stops a slider like a "
                  "block (DB-5). South the result is the same, d3, but now because of the "
                  "star itself. North the slider halts on d5 in front of d6 and can no longer "
                  "reach d7.",
            "de": "Derselbe Zug mit der Option, dass ein Sternfeld einen Schieber aufhält wie "
                  "ein Block (DB-5). Nach Süden ist das Ergebnis gleich, d3, jetzt aber wegen "
                  "des Sterns selbst. Nach Norden hält der Schieber auf d5 vor d6 und "
                  "erreicht d7 nicht mehr."}},
    "hoops_returns": {
        "title": {"en": "Hoops goes back the way it came",
                  "de": "Der Reifen kehrt auf seinem Weg zurück"},
        "story": {
            "en": "Hoops makes exactly three single steps and may visit a square again (DB-5). "
                  "Boxed in on a2, the block steps up to a3, back to a2 and down to a1: it "
                  "ends on the very square it started from, now with Hoops on top.",
            "de": "Der Reifen macht genau drei einzelne Schritte und darf ein Feld noch einmal "
                  "betreten (DB-5). Eingeklemmt auf a2 geht der Block hoch nach a3, zurück "
                  "nach a2 und hinunter nach a1: Er endet genau auf seinem Ausgangsfeld, jetzt "
                  "mit dem Reifen oben."}},
    "hoops_blocked": {
        "title": {"en": "Hoops cannot jump over a block",
                  "de": "Der Reifen springt nicht über einen Block"},
        "story": {
            "en": "Hoops steps over empty squares only (DB-5). From c2, c5 lies three steps "
                  "straight north, but B's block on c4 is in the way, so c5 is refused. The "
                  "block goes around instead: c3, b3, b4. d2 is in reach but a star square, "
                  "and staying on c2 is impossible.",
            "de": "Der Reifen geht nur über freie Felder (DB-5). Von c2 liegt c5 drei Schritte "
                  "geradeaus im Norden, aber B's Block auf c4 steht im Weg, also ist c5 "
                  "verboten. Der Block geht stattdessen außen herum: c3, b3, b4. d2 wäre "
                  "erreichbar, ist aber ein Sternfeld, und auf c2 bleiben geht nicht."}},
    "stop_ends_turn": {
        "title": {"en": "Stop ends the turn", "de": "Stopp beendet den Zug"},
        "story": {
            "en": "The block on c1 tips north onto c2 and Stop comes up: the turn is over, "
                  "there is no hop (DB-5). Writing a hop after it is refused. B moves next.",
            "de": "Der Block auf c1 kippt nach Norden auf c2, und Stopp kommt nach oben: Der "
                  "Zug ist vorbei, es gibt kein Hüpfen (DB-5). Ein angehängtes Hüpfen wird "
                  "abgelehnt. Danach zieht B."}},
    "no_hop_forbidden": {
        "title": {"en": "No hop possible: the tip is not allowed",
                  "de": "Kein Hüpfen möglich: Das Kippen ist nicht erlaubt"},
        "story": {
            "en": "Tipping b1 west into the corner a1 brings X up, but the only diagonal "
                  "square, b2, is taken: no hop is possible. A turn is a tip plus a hop, so "
                  "this tip is no legal turn (DB-6). A tips east instead and hops with Cross "
                  "(DB-5).",
            "de": "Kippt A den Block von b1 nach Westen in die Ecke a1, kommt das X nach oben, "
                  "aber das einzige diagonale Feld b2 ist besetzt: Hüpfen ist unmöglich. Ein "
                  "Zug besteht aus Kippen und Hüpfen, also ist dieses Kippen kein erlaubter "
                  "Zug (DB-6). A kippt stattdessen nach Osten und hüpft mit dem Kreuz "
                  "(DB-5)."}},
    "no_hop_skipped": {
        "title": {"en": "No hop possible: the tip alone (other reading)",
                  "de": "Kein Hüpfen möglich: nur Kippen (andere Lesart)"},
        "story": {
            "en": "The same position with the option that an impossible hop is simply left "
                  "out (DB-6): the block tips into the corner a1, X stays on top and the turn "
                  "ends there. A hop written after it is refused.",
            "de": "Dieselbe Stellung mit der Option, dass ein unmögliches Hüpfen einfach "
                  "entfällt (DB-6): Der Block kippt in die Ecke a1, das X bleibt oben, und der "
                  "Zug endet dort. Ein angehängtes Hüpfen wird abgelehnt."}},
    "deblockled_pass": {
        "title": {"en": "Deblockle'd: B passes, A moves again",
                  "de": "Deblockle'd: B setzt aus, A zieht weiter"},
        "story": {
            "en": "B's last block sits in the corner a7. A tips a block onto a6; with b7 "
                  "taken too, B's block cannot tip anywhere. B is Deblockle'd and passes, A "
                  "moves again (DB-7). A's second move clears b7, and B can move again.",
            "de": "B's letzter Block steht in der Ecke a7. A kippt einen Block auf a6; da auch "
                  "b7 besetzt ist, kann B's Block nirgends hinkippen. B ist blockiert "
                  "(Deblockle'd) und setzt aus, A zieht noch einmal (DB-7). A's zweiter Zug "
                  "macht b7 frei, und B kann wieder ziehen."}},
    "no_adjacent_refused": {
        "title": {"en": "Variant: no block next to an opponent",
                  "de": "Variante: kein Block neben einem Gegner"},
        "story": {
            "en": "With the variant 'no adjacent blocks' a turn may not end with one of the "
                  "mover's blocks next to an opponent's block (DB-8). Stop on e4 beside B's "
                  "e5 is refused, so is a slide up to b7 beside c7. Only the end counts: the "
                  "block tips onto c4 next to c5, then hops away to d4, which is allowed.",
            "de": "Mit der Variante 'keine nebeneinanderliegenden Blöcke' darf kein Zug so "
                  "enden, dass ein Block des Ziehenden neben einem gegnerischen steht (DB-8). "
                  "Stopp auf e4 neben B's e5 ist verboten, ebenso ein Rutschen bis b7 neben "
                  "c7. Es zählt nur das Ende: Der Block kippt auf c4 neben c5 und hüpft dann "
                  "nach d4, das ist erlaubt."}},
    "handicap_win": {
        "title": {"en": "Handicap: B wins with two blocks",
                  "de": "Vorgabe: B gewinnt mit zwei Blöcken"},
        "story": {
            "en": "A plays with four blocks, B with only two (DB-8). B has already removed "
                  "one; now its last block tips south from d3 star-up onto d2, A's home star, "
                  "and leaves the board (DB-4). B has removed all its blocks and wins, "
                  "although A has removed none (DB-9).",
            "de": "A spielt mit vier Blöcken, B nur mit zwei (DB-8). B hat schon einen "
                  "entfernt; jetzt kippt sein letzter Block von d3 nach Süden mit dem Stern "
                  "nach oben auf d2, A's Heimatstern, und verlässt das Brett (DB-4). B hat alle "
                  "eigenen Blöcke entfernt und gewinnt, obwohl A noch keinen entfernt hat "
                  "(DB-9)."}},
}

register({f"deblockle.scenario.{sid}.{part}": texts
          for sid, parts in _SCENARIOS.items() for part, texts in parts.items()})

SCENARIO_IDS: tuple[str, ...] = tuple(_SCENARIOS)
"""The ids that have a title and a story (``scenarios.SCENARIOS`` uses exactly these)."""
