"""The words of Kettenreaktion's rule decisions (:mod:`.decisions`), English and German:
``chain_reaction.decision.<ID>.title`` (the point in a few words), ``.text`` (the decision),
``.chosen`` (what the default plays) and ``.reading.<n>`` (another reading)."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- CR-1 ---------------------------------------------------------------------------------
    "chain_reaction.decision.CR-1.title": {"en": "Board sizes", "de": "Brettgrößen"},
    "chain_reaction.decision.CR-1.text": {
        "en": "The kit knows the rulebook's three boards, 6×6, 8×8 and 8×10, and plays on any "
              "other rectangle too, from 2×2 up to 26 files and 99 ranks.",
        "de": "Das Kit kennt die drei Bretter des Regelhefts, 6×6, 8×8 und 8×10, und spielt "
              "auch auf jedem anderen Rechteck, von 2×2 bis zu 26 Spalten und 99 Reihen."},
    "chain_reaction.decision.CR-1.chosen": {"en": "the 6×6 board", "de": "das Brett 6×6"},
    "chain_reaction.decision.CR-1.reading.1": {
        "en": "a board the rulebook does not name, such as 3×3 (small boards can be solved "
              "completely)",
        "de": "ein Brett, das das Regelheft nicht nennt, etwa 3×3 (kleine Bretter lassen sich "
              "ganz durchrechnen)"},
    # --- CR-2 ---------------------------------------------------------------------------------
    "chain_reaction.decision.CR-2.title": {"en": "Capacity", "de": "Platz-Zahl"},
    "chain_reaction.decision.CR-2.text": {
        "en": "A cell bursts as soon as it holds as many marbles as it has neighbours (across "
              "its sides only: 2 in a corner, 3 on an edge, 4 inside). A burst takes exactly "
              "that many marbles away and gives one to each neighbour; each neighbour becomes "
              "the mover's colour and keeps the marbles it had. A cell with no marble left is "
              "empty.",
        "de": "Ein Feld läuft über, sobald es so viele Murmeln hat, wie es Nachbarn hat (nur "
              "über die Seiten: 2 in der Ecke, 3 am Rand, 4 innen). Ein Überlauf nimmt genau "
              "so viele Murmeln weg und gibt jedem Nachbarn eine; jeder Nachbar bekommt die "
              "Farbe des Ziehenden und behält seine Murmeln. Ein Feld ohne Murmel ist leer."},
    # --- CR-3 ---------------------------------------------------------------------------------
    "chain_reaction.decision.CR-3.title": {"en": "Waves", "de": "Wellen"},
    "chain_reaction.decision.CR-3.text": {
        "en": "A cascade is played wave by wave: in each wave every cell that is full or over "
              "full bursts once, all at the same time; cells that fill up in it burst in the "
              "next wave. A cell that gets several marbles in one wave can hold more than its "
              "capacity for a moment, and keeps the surplus after its burst.",
        "de": "Eine Kaskade läuft Welle für Welle: In jeder Welle läuft jedes Feld, das voll "
              "oder übervoll ist, einmal über, alle zugleich; Felder, die dabei voll werden, "
              "laufen in der nächsten Welle über. Ein Feld, das in einer Welle mehrere Murmeln "
              "bekommt, kann kurz mehr haben als seine Platz-Zahl und behält den Überschuss "
              "nach seinem Überlauf."},
    "chain_reaction.decision.CR-3.reading.1": {
        "en": "one cell bursting at a time, in some order: the rulebook says the order never "
              "changes the end result, and the kit checks that claim (it holds for the final "
              "board)",
        "de": "ein Feld nach dem anderen, in irgendeiner Reihenfolge: Laut Regelheft ändert "
              "die Reihenfolge nichts am Ergebnis, und das Kit prüft diese Aussage (sie gilt "
              "für das Brett am Ende)"},
    # --- CR-4 ---------------------------------------------------------------------------------
    "chain_reaction.decision.CR-4.title": {"en": "Stop on win", "de": "Stopp beim Sieg"},
    "chain_reaction.decision.CR-4.text": {
        "en": "After each wave, a player who has moved at least once and has no marble left "
              "is out, and the cascade stops as soon as only one player is left: that player "
              "wins (with two players: as soon as the opponent has no marbles). So nobody can "
              "lose by their first move. Without this stop a cascade can go on for ever.",
        "de": "Nach jeder Welle scheidet aus, wer schon einmal gezogen hat und keine Murmel "
              "mehr hat, und die Kaskade endet, sobald nur noch ein Spieler übrig ist: Er "
              "gewinnt (bei zwei Spielern: sobald der Gegner keine Murmeln mehr hat). Mit dem "
              "ersten Zug kann also niemand verlieren. Ohne diesen Stopp kann eine Kaskade "
              "ewig weiterlaufen."},
    "chain_reaction.decision.CR-4.chosen": {
        "en": "the cascade stops at the win", "de": "die Kaskade endet beim Sieg"},
    "chain_reaction.decision.CR-4.reading.1": {
        "en": "the cascade runs on to its end; the kit recognises a cascade that can never "
              "come to rest (a position comes back, or there are more marbles than the board "
              "can hold) and reports it instead of running for ever",
        "de": "die Kaskade läuft bis zu ihrem Ende; das Kit erkennt eine Kaskade, die nie "
              "zur Ruhe kommt (eine Stellung kehrt wieder, oder es liegen mehr Murmeln auf dem "
              "Brett, als es halten kann), und meldet sie, statt ewig zu rechnen"},
    # --- CR-5 ---------------------------------------------------------------------------------
    "chain_reaction.decision.CR-5.title": {"en": "Number of players", "de": "Spielerzahl"},
    "chain_reaction.decision.CR-5.text": {
        "en": "Two players, as in the rulebook. The kit also plays with three to eight; a "
              "player who is out is skipped.",
        "de": "Zwei Spieler, wie im Regelheft. Das Kit spielt auch mit drei bis acht; wer "
              "ausgeschieden ist, wird übersprungen."},
    "chain_reaction.decision.CR-5.chosen": {"en": "two players", "de": "zwei Spieler"},
    "chain_reaction.decision.CR-5.reading.1": {
        "en": "three to eight players (not in the rulebook)",
        "de": "drei bis acht Spieler (nicht im Regelheft)"},
    # --- CR-6 ---------------------------------------------------------------------------------
    "chain_reaction.decision.CR-6.title": {"en": "Start player", "de": "Startspieler"},
    "chain_reaction.decision.CR-6.text": {
        "en": "A begins unless another start player is chosen.",
        "de": "A beginnt, außer es wird ein anderer Startspieler gewählt."},
    "chain_reaction.decision.CR-6.chosen": {"en": "A begins", "de": "A beginnt"},
    "chain_reaction.decision.CR-6.reading.1": {"en": "B begins", "de": "B beginnt"},
}
