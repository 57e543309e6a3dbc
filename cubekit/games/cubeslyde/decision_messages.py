"""The words of Cubeslyde's rule decisions (:mod:`.decisions`), English and German:
``cubeslyde.decision.<ID>.title`` (the point in a few words), ``.text`` (the decision),
``.chosen`` (what the default plays) and ``.reading.<n>`` (another reading)."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- CS-1 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-1.title": {"en": "Strengths of the white blockers",
                                      "de": "Stärken der weißen Blockiersteine"},
    "cubeslyde.decision.CS-1.text": {
        "en": "The 24 cubes are four sets of six. The white blockers are the sets of the "
              "players who are missing: 12 with two players (two sets), 6 with three (one "
              "set), none with four. A white set has the same strengths as a player's set at "
              "the chosen level: all 1 for beginners, 1, 1, 2, 2, 3, 3 at the intermediate "
              "level, 1 to 6 for experts.",
        "de": "Die 24 Cubes sind vier Sätze zu sechs. Die weißen Blockiersteine sind die "
              "Sätze der fehlenden Spieler: 12 bei zwei Spielern (zwei Sätze), 6 bei drei "
              "(ein Satz), keine bei vier. Ein weißer Satz hat dieselben Stärken wie der Satz "
              "eines Spielers auf der gewählten Stufe: alle 1 für Einsteiger, 1, 1, 2, 2, 3, 3 "
              "bei Mittelschwer, 1 bis 6 für Experten."},
    "cubeslyde.decision.CS-1.chosen": {"en": "white sets like the players' sets",
                                       "de": "weiße Sätze wie die der Spieler"},
    "cubeslyde.decision.CS-1.reading.1": {
        "en": "white blockers of strengths you choose, one for each white cube",
        "de": "weiße Blockiersteine mit frei gewählten Stärken, eine je weißem Cube"},
    # --- CS-2 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-2.title": {"en": "Choosing the cube to place",
                                      "de": "Welcher Cube gesetzt wird"},
    "cubeslyde.decision.CS-2.text": {
        "en": "Whoever places a cube, an own one or a white blocker, chooses which of the "
              "cubes still to be placed it is (by its strength) and on which free square it "
              "goes.",
        "de": "Wer einen Cube setzt, einen eigenen oder einen weißen Blockierstein, wählt, "
              "welchen der noch nicht gesetzten (nach seiner Stärke) und auf welches freie "
              "Feld."},
    "cubeslyde.decision.CS-2.reading.1": {
        "en": "the cubes are placed in a fixed or a drawn order of strengths",
        "de": "die Cubes werden in einer festen oder gelosten Reihenfolge der Stärken gesetzt"},
    # --- CS-3 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-3.title": {"en": "Groups", "de": "Gruppen"},
    "cubeslyde.decision.CS-3.text": {
        "en": "A group is any unbroken run of two or more own cubes in one row or column, not "
              "necessarily the whole run. It moves one square along its own line, either way; "
              "a single cube moves one square in any of the four directions. If the square in "
              "front of the chosen cubes holds an own cube, the push is not allowed, and the "
              "explanation says to take that cube into the group.",
        "de": "Eine Gruppe ist jede lückenlose Reihe von zwei oder mehr eigenen Cubes in einer "
              "Reihe oder Spalte, nicht unbedingt die ganze Reihe. Sie bewegt sich ein Feld "
              "entlang ihrer eigenen Linie, in die eine oder die andere Richtung; ein einzelner "
              "Cube bewegt sich ein Feld in jede der vier Richtungen. Liegt auf dem Feld vor "
              "den gewählten Cubes ein eigener Cube, ist die Schiebeaktion nicht erlaubt, und "
              "die Erklärung sagt, dass dieser Cube zur Gruppe gehören muss."},
    "cubeslyde.decision.CS-3.reading.1": {
        "en": "a group is always the whole unbroken run of own cubes",
        "de": "eine Gruppe ist immer die ganze lückenlose Reihe eigener Cubes"},
    # --- CS-4 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-4.title": {"en": "Own cubes in the pushed line",
                                      "de": "Eigene Cubes in der geschobenen Reihe"},
    "cubeslyde.decision.CS-4.text": {
        "en": "The pushed line runs from the square in front of the group to the first free "
              "square or the edge of the board, and everything in it moves one square. Its "
              "defence is the sum of the opponents' and the neutral cubes in it; own cubes in "
              "it are carried along and count for neither side (the rulebook: they are "
              "\u201cignored\u201d).",
        "de": "Die geschobene Reihe reicht vom Feld vor der Gruppe bis zum ersten freien Feld "
              "oder zum Rand des Spielfelds, und alles darin rückt ein Feld weiter. Ihre "
              "Verteidigungsstärke ist die Summe der gegnerischen und neutralen Cubes darin; "
              "eigene Cubes darin werden mitgeschoben und zählen für keine Seite (das "
              "Regelheft: Sie werden „ignoriert“)."},
    "cubeslyde.decision.CS-4.chosen": {"en": "own cubes are carried along",
                                       "de": "eigene Cubes werden mitgeschoben"},
    "cubeslyde.decision.CS-4.reading.1": {
        "en": "any own cube in the pushed line blocks the push, as in Abalone",
        "de": "jeder eigene Cube in der geschobenen Reihe blockiert die Schiebeaktion, wie bei "
              "Abalone"},
    # --- CS-5 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-5.title": {"en": "The partner's cubes (teams)",
                                      "de": "Cubes des Partners (Teams)"},
    "cubeslyde.decision.CS-5.text": {
        "en": "In the team variant, the partner's cubes in a pushed line defend like an "
              "opponent's cubes.",
        "de": "In der Team-Variante verteidigen die Cubes des Partners in einer geschobenen "
              "Reihe wie gegnerische Cubes."},
    "cubeslyde.decision.CS-5.chosen": {"en": "the partner's cubes defend",
                                       "de": "die Cubes des Partners verteidigen"},
    "cubeslyde.decision.CS-5.reading.1": {
        "en": "the partner's cubes count like own cubes (CS-4)",
        "de": "die Cubes des Partners zählen wie eigene (CS-4)"},
    # --- CS-6 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-6.title": {"en": "Strength against defence",
                                      "de": "Schiebestärke gegen Verteidigungsstärke"},
    "cubeslyde.decision.CS-6.text": {
        "en": "A push needs a pushing strength at least as high as the defence; equal is "
              "enough (a tie push). Only the front cube of the line can leave the board. "
              "Pushing an own cube off is allowed and counts as a lost cube of its owner.",
        "de": "Eine Schiebeaktion braucht eine Schiebestärke, die mindestens so hoch ist wie "
              "die Verteidigungsstärke; Gleichstand genügt. Nur der vorderste Cube der Reihe "
              "kann vom Spielfeld geschoben werden. Einen eigenen Cube vom Spielfeld zu "
              "schieben ist erlaubt und zählt als verlorener Cube seines Besitzers."},
    # --- CS-7 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-7.title": {"en": "What is checked after an action, in order",
                                      "de": "Was nach einer Aktion geprüft wird, der Reihe nach"},
    "cubeslyde.decision.CS-7.text": {
        "en": "After every action: (1) a cube pushed off leaves the game; (2) a player who has "
              "lost three cubes is out (with 3 or 4 players its cubes on the board become "
              "neutral and keep their strength); (3) four in a row: the mover wins if it has "
              "one, otherwise another remaining player with one wins (the first in turn order "
              "after the mover); (4) the last remaining player wins. A player who has lost "
              "three cubes has at most three left, so it never has four in a row. The order "
              "holds with two players too: when the action that puts a player out also makes "
              "a four in a row, the row ends the game (the winner is the same, the reason is "
              "the row).",
        "de": "Nach jeder Aktion: (1) Ein vom Spielfeld geschobener Cube verlässt das Spiel; "
              "(2) wer drei Cubes verloren hat, scheidet aus (bei 3 oder 4 Spielern werden "
              "seine Cubes auf dem Spielfeld neutral und behalten ihre Stärke); (3) "
              "Viererkette: Hat der Ziehende eine, gewinnt er, sonst gewinnt ein anderer "
              "verbliebener Spieler mit einer (der erste in der Zugfolge nach dem Ziehenden); "
              "(4) der letzte verbliebene Spieler gewinnt. Wer drei Cubes verloren hat, hat "
              "höchstens noch drei, also nie eine Viererkette. Die Reihenfolge gilt auch zu "
              "zweit: Bildet die Aktion, durch die ein Spieler ausscheidet, zugleich eine "
              "Viererkette, beendet die Kette die Partie (der Gewinner ist derselbe, der "
              "Grund ist die Kette)."},
    "cubeslyde.decision.CS-7.chosen": {"en": "any player's four in a row wins, the mover's first",
                                       "de": "jede Viererkette gewinnt, die des Ziehenden zuerst"},
    "cubeslyde.decision.CS-7.reading.1": {
        "en": "only the mover's four in a row wins",
        "de": "nur die Viererkette des Ziehenden gewinnt"},
    # --- CS-8 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-8.title": {"en": "Having to place", "de": "Setzpflicht"},
    "cubeslyde.decision.CS-8.text": {
        "en": "While a player has fewer than three own cubes on the board and still has cubes "
              "to place, it must place one. Once all six have been placed (whether still on "
              "the board or lost), it can only push.",
        "de": "Solange ein Spieler weniger als drei eigene Cubes auf dem Spielfeld hat und "
              "noch Cubes zu setzen hat, muss er setzen. Sind alle sechs gesetzt worden (ob "
              "noch auf dem Spielfeld oder verloren), kann er nur noch schieben."},
    "cubeslyde.decision.CS-8.reading.1": {
        "en": "only the cubes now on the board count, so a player who lost cubes before "
              "placing all six must place again",
        "de": "nur die Cubes zählen, die gerade auf dem Spielfeld liegen; wer Cubes verloren "
              "hat, bevor alle sechs gesetzt waren, muss wieder setzen"},
    # --- CS-9 ---------------------------------------------------------------------------------
    "cubeslyde.decision.CS-9.title": {"en": "No legal action", "de": "Keine erlaubte Aktion"},
    "cubeslyde.decision.CS-9.text": {
        "en": "A player who cannot act (every push blocked, nothing left to place) passes.",
        "de": "Wer nicht handeln kann (jede Schiebeaktion blockiert, nichts mehr zu setzen), "
              "passt."},
    "cubeslyde.decision.CS-9.chosen": {"en": "the player passes", "de": "der Spieler passt"},
    "cubeslyde.decision.CS-9.reading.1": {
        "en": "the player loses: with two players the other one wins; with three or four it "
              "is out as if it had lost three cubes (CS-7: its cubes turn neutral), and play "
              "goes on; in the team variant, which this decision does not name, the kit lets "
              "its team lose",
        "de": "der Spieler verliert: bei zwei Spielern gewinnt der andere; bei drei oder vier "
              "scheidet er aus, als hätte er drei Cubes verloren (CS-7: seine Cubes werden "
              "neutral), und es wird weitergespielt; in der Team-Variante, die diese Festlegung "
              "nicht nennt, lässt das Kit sein Team verlieren"},
    # --- CS-10 --------------------------------------------------------------------------------
    "cubeslyde.decision.CS-10.title": {"en": "Draws", "de": "Unentschieden"},
    "cubeslyde.decision.CS-10.text": {
        "en": "The rulebook has no draw. The kit has a turn limit that ends a game as a draw; "
              "it is off in games and on in the computer players' random games, and the kit "
              "says that it is not in the rulebook.",
        "de": "Das Regelheft kennt kein Unentschieden. Das Kit hat eine Zuggrenze, die eine "
              "Partie unentschieden beendet; sie ist in Partien aus und in den Zufallspartien "
              "der Computerspieler an, und das Kit sagt, dass sie nicht im Regelheft steht."},
    "cubeslyde.decision.CS-10.chosen": {"en": "no turn limit", "de": "keine Zuggrenze"},
    "cubeslyde.decision.CS-10.reading.1": {
        "en": "a draw after a number of turns you choose",
        "de": "unentschieden nach einer gewählten Zahl von Zügen"},
    # --- CS-11 --------------------------------------------------------------------------------
    "cubeslyde.decision.CS-11.title": {"en": "The team variant", "de": "Die Team-Variante"},
    "cubeslyde.decision.CS-11.text": {
        "en": "Four players, A and C against B and D. A player is out only when it has no cube "
              "on the board and none left to place; players who are out are skipped. A team "
              "wins with a four in a row of one member's own colour, or as soon as each colour "
              "of the other team has lost at least three cubes.",
        "de": "Vier Spieler, A und C gegen B und D. Ein Spieler scheidet erst aus, wenn er "
              "keinen Cube mehr auf dem Spielfeld und keinen mehr zu setzen hat; wer "
              "ausgeschieden ist, wird übersprungen. Ein Team gewinnt mit einer Viererkette in "
              "der eigenen Farbe eines Mitglieds, oder sobald jede Farbe des anderen Teams "
              "mindestens drei Cubes verloren hat."},
    "cubeslyde.decision.CS-11.reading.1": {
        "en": "a player is out after three lost cubes, as without teams",
        "de": "ein Spieler scheidet nach drei verlorenen Cubes aus, wie ohne Teams"},
    # --- CS-12 --------------------------------------------------------------------------------
    "cubeslyde.decision.CS-12.title": {"en": "Start player", "de": "Startspieler"},
    "cubeslyde.decision.CS-12.text": {
        "en": "The start player is drawn by lot with the game's seeded random numbers, or "
              "given.",
        "de": "Der Startspieler wird mit den Zufallszahlen der Partie (aus dem Startwert) "
              "ausgelost, oder er wird vorgegeben."},
    "cubeslyde.decision.CS-12.chosen": {"en": "drawn by lot", "de": "ausgelost"},
    "cubeslyde.decision.CS-12.reading.1": {"en": "a given start player, e.g. A",
                                           "de": "ein vorgegebener Startspieler, z. B. A"},
}
