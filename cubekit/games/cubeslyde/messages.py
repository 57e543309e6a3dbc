"""The Cubeslyde message catalogue: every sentence of the game in English and German.

One plain dictionary, :data:`MESSAGES`, read by the kit when a text is first needed (nothing
is registered on import). Grouped by where the texts appear: rule options, words used inside
sentences, why a move is illegal, what happens (the headline of every event and the step text
that starts with it: :mod:`.words`), how a game ended, the pictures (:mod:`.render`), the
Explorer (:mod:`.interact`) and the teaching scenarios (their titles and stories are kept in
:mod:`.stories` and joined in here).

Rulebook sections are cited in the reader's language (:data:`SECTIONS`, entries
``cubeslyde.section.<name>``): a text writes ``[[name]]`` and the catalogue puts in the
section's citation of the same language ("Pushing off ('Regeln für das Wegschieben')" /
"„Regeln für das Wegschieben“"); decisions of ``RULES.md`` are cited by their IDs (``CS-1``
.. ``CS-12``).
"""

import re

from cubekit.core.i18n import Catalogue
from cubekit.games.cubeslyde.notation_messages import NOTATION_MESSAGES
from cubekit.games.cubeslyde.stories import STORIES

SECTIONS: dict[str, str] = {
    "Material & Vorbereitung": "material",
    "Schwierigkeitsstufen: Stärke der Cubes": "levels",
    "Die Spielziele": "goals",
    "Sieg als letzter Spieler": "last_player",
    "Viererkette": "four_in_a_row",
    "Ausscheiden eines Spielers": "elimination",
    "Phase 1: Setzphase": "placing",
    "1A. Blockadesteine setzen": "whites",
    "1B. Eigene Steine setzen": "own_cubes",
    "Phase 2: Schiebephase": "pushing",
    "Eigene Schiebestärke": "strength",
    "Regeln für das Wegschieben": "pushing_off",
    "Cubes vom Spielfeld schieben": "off_board",
    "Spielende": "end",
    "Team-Variante": "teams",
}
"""The rulebook's sections (German titles as printed) and their catalogue names
``cubeslyde.section.<name>``: how the kit cites them in either language."""

_SECTION_NAMES: dict[str, str] = {
    "material": "Material and set-up", "levels": "Levels: the strength of the cubes",
    "goals": "The goals", "last_player": "Winning as the last player",
    "four_in_a_row": "Four in a row", "elimination": "A player is out",
    "placing": "The placing stage", "whites": "Placing the white blockers",
    "own_cubes": "Placing your own cubes", "pushing": "The pushing stage",
    "strength": "Your pushing strength", "pushing_off": "Pushing off",
    "off_board": "Pushing cubes off the board", "end": "End of the game",
    "teams": "Team variant",
}

_OPTION_VALUES: Catalogue = {
    # what each option is about (the name in a table of the options)
    "cubeslyde.option_name.level": {"en": "level", "de": "Schwierigkeitsstufe"},
    "cubeslyde.option_name.teams": {"en": "teams", "de": "Teams"},
    "cubeslyde.option_name.white_strengths": {"en": "strengths of the white blockers",
                                             "de": "Stärken der weißen Blockiersteine"},
    "cubeslyde.option_name.own_in_line": {"en": "own cubes in the pushed line",
                                         "de": "eigene Cubes in der geschobenen Kette"},
    "cubeslyde.option_name.partner_cubes": {"en": "the partner's cubes",
                                           "de": "Cubes des Partners"},
    "cubeslyde.option_name.line_wins": {"en": "which four in a row wins",
                                       "de": "welche Viererkette gewinnt"},
    "cubeslyde.option_name.no_move": {"en": "no legal action", "de": "keine erlaubte Aktion"},
    "cubeslyde.option.level.beginner": {"en": "beginner level: every cube has strength 1",
                                        "de": "Einsteiger: jeder Cube hat Stärke 1"},
    "cubeslyde.option.level.intermediate": {
        "en": "intermediate level: strengths 1, 1, 2, 2, 3, 3",
        "de": "Mittelschwer: Stärken 1, 1, 2, 2, 3, 3"},
    "cubeslyde.option.level.expert": {"en": "expert level: strengths 1 to 6",
                                      "de": "Experten: Stärken 1 bis 6"},
    "cubeslyde.option.teams.True": {"en": "team variant, A+C against B+D",
                                    "de": "Team-Variante, A+C gegen B+D"},
    "cubeslyde.option.teams.False": {"en": "everyone for themselves",
                                     "de": "jeder für sich"},
    "cubeslyde.option.own_in_line.carried": {"en": "own cube carried",
                                             "de": "eigener Cube wird mitgeschoben"},
    "cubeslyde.option.own_in_line.blocks": {"en": "own cube blocks",
                                            "de": "eigener Cube blockiert"},
    "cubeslyde.option.partner_cubes.defend": {"en": "partner's cube defends",
                                              "de": "Cube des Partners verteidigt"},
    "cubeslyde.option.partner_cubes.own": {"en": "partner's cube counts as own",
                                           "de": "Cube des Partners zählt wie ein eigener"},
    "cubeslyde.option.line_wins.any": {"en": "any four in a row wins, the mover's first",
                                       "de": "jede Viererkette gewinnt, die des Ziehenden "
                                             "zuerst"},
    "cubeslyde.option.line_wins.mover_only": {"en": "only the mover's four in a row wins",
                                              "de": "nur die Viererkette des Ziehenden "
                                                    "gewinnt"},
    "cubeslyde.option.no_move.pass": {"en": "no legal action: pass",
                                      "de": "keine erlaubte Aktion: passen"},
    "cubeslyde.option.no_move.lose": {"en": "no legal action: lose",
                                      "de": "keine erlaubte Aktion: verlieren"},
}
"""Option values in words, for the headings of ``Compare`` and tables
(:func:`cubekit.core.options.option_label`)."""

_MESSAGES: Catalogue = {
    # --- the rulebook's sections, cited in the reader's language -----------------------------
    **{f"cubeslyde.section.{name}": {"en": f"{_SECTION_NAMES[name]} ('{title}')",
                                     "de": f"„{title}“"}
       for title, name in SECTIONS.items()},
    **_OPTION_VALUES,
    # --- rule options (Game.options(); RULES.md IDs) ------------------------------------------
    "cubeslyde.option.players": {
        "en": "Number of players, 2-4; it fixes the white blockers: 12 with 2 players, 6 with "
              "3, none with 4 (CS-1).",
        "de": "Anzahl der Spieler, 2-4; sie legt die weißen Blockiersteine fest: 12 bei 2 "
              "Spielern, 6 bei 3, keine bei 4 (CS-1)."},
    "cubeslyde.option.level": {
        "en": "Cube strengths: 'beginner' (all 1), 'intermediate' (1,1,2,2,3,3) or 'expert' "
              "(1-6); the white sets follow the level (CS-1).",
        "de": "Stärken der Cubes: „beginner“ (Einsteiger, alle 1), „intermediate“ "
              "(Mittelschwer, 1,1,2,2,3,3) oder „expert“ (Experten, 1-6); die weißen Sätze "
              "folgen der Stufe (CS-1)."},
    "cubeslyde.option.teams": {
        "en": "Team variant for 4 players: A+C against B+D (CS-11).",
        "de": "Team-Variante für 4 Spieler: A+C gegen B+D (CS-11)."},
    "cubeslyde.option.start_player": {
        "en": "Who moves first: 0 = A, 1 = B, ...; None draws it with the seed given to "
              "initial_state() (CS-12).",
        "de": "Wer beginnt: 0 = A, 1 = B, ...; None lost ihn mit dem Startwert (seed) von "
              "initial_state() aus (CS-12)."},
    "cubeslyde.option.white_strengths": {
        "en": "Explicit strengths 1-6 of the white blockers, one per white; None: the sets of "
              "the missing players at the chosen level (CS-1).",
        "de": "Feste Stärken 1-6 der weißen Blockiersteine, eine je Stein; None: die Sätze der "
              "fehlenden Spieler in der gewählten Stufe (CS-1)."},
    "cubeslyde.option.own_in_line": {
        "en": "Own cubes in the pushed line: 'carried' along, counting for neither side, or "
              "'blocks' the push as in Abalone (CS-4).",
        "de": "Eigene Cubes in der geschobenen Kette: „carried“ (werden mitgeschoben und "
              "zählen für keine Seite) oder „blocks“ (blockieren den Schiebezug wie bei "
              "Abalone) (CS-4)."},
    "cubeslyde.option.partner_cubes": {
        "en": "Team variant: the partner's cubes in a pushed line 'defend' like an opponent's "
              "or count as 'own' cubes (CS-5).",
        "de": "Team-Variante: Cubes des Partners in der geschobenen Kette verteidigen "
              "(„defend“) wie gegnerische oder zählen wie eigene („own“) (CS-5)."},
    "cubeslyde.option.line_wins": {
        "en": "Which four in a row wins after a move: 'any' remaining player's, the mover's "
              "first, or only the mover's ('mover_only') (CS-7).",
        "de": "Welche Viererkette nach einem Zug gewinnt: die jedes verbliebenen Spielers "
              "(„any“), die des Ziehenden zuerst, oder nur die des Ziehenden („mover_only“) "
              "(CS-7)."},
    "cubeslyde.option.no_move": {
        "en": "A player with no legal action: 'pass', or 'lose': with 2 players the other one "
              "wins, with 3 or 4 it is out as if it had lost three cubes and play goes on, in "
              "the team variant its team loses (CS-9).",
        "de": "Wer keine erlaubte Aktion hat: passt („pass“) oder verliert („lose“): bei 2 "
              "Spielern gewinnt der andere, bei 3 oder 4 scheidet er aus, als hätte er drei "
              "Cubes verloren, und es wird weitergespielt; in der Team-Variante verliert sein "
              "Team (CS-9)."},
    "cubeslyde.option.turn_limit": {
        "en": "End the game as a draw after this many turns (not in the rulebook); None: no "
              "limit (CS-10).",
        "de": "Die Partie endet nach so vielen Zügen unentschieden (nicht im Regelheft); None: "
              "ohne Grenze (CS-10)."},
    # --- words used inside sentences -----------------------------------------------------------
    "cs.dir.N": {"en": "north", "de": "Norden"},
    "cs.dir.E": {"en": "east", "de": "Osten"},
    "cs.dir.S": {"en": "south", "de": "Süden"},
    "cs.dir.W": {"en": "west", "de": "Westen"},
    "cs.dirs.row": {"en": "in a row, so it moves east or west",
                    "de": "waagerecht, sie bewegt sich also nach Osten oder Westen"},
    "cs.dirs.column": {"en": "in a column, so it moves north or south",
                       "de": "senkrecht, sie bewegt sich also nach Norden oder Süden"},
    "cs.cube.neutral": {"en": "{cube} (neutral)", "de": "{cube} (neutraler Cube)"},
    "cs.what.empty": {"en": "{square} is empty", "de": "{square} ist leer"},
    "cs.what.holds": {"en": "{square} holds {cube}", "de": "auf {square} liegt {cube}"},
    "cs.dir_title.N": {"en": "North", "de": "Norden"},
    "cs.dir_title.E": {"en": "East", "de": "Osten"},
    "cs.dir_title.S": {"en": "South", "de": "Süden"},
    "cs.dir_title.W": {"en": "West", "de": "Westen"},
    # --- why a move is illegal -----------------------------------------------------------------
    "cs.illegal.pass": {
        "en": "{player} can still place or push, so {player} may not pass: only a player with "
              "no legal action passes ({rule}).",
        "de": "{player} kann noch setzen oder schieben und darf deshalb nicht passen: Nur wer "
              "keine erlaubte Aktion hat, passt ({rule})."},
    "cs.illegal.off_board": {
        "en": "{square} is not a square of the board: it has 6 × 6 squares, a1 to f6 "
              "(rulebook: [[material]]).",
        "de": "{square} ist kein Feld des Spielfelds: Es hat 6 × 6 Felder, a1 bis f6 "
              "(Regelheft: [[material]])."},
    "cs.illegal.no_whites_left": {
        "en": "All white blockers are already on the board, so stage 1A is over: {player} "
              "places an own cube (e.g. '3@c4') (rulebook: [[own_cubes]]).",
        "de": "Alle weißen Blockiersteine liegen schon auf dem Brett, Abschnitt 1A ist vorbei: "
              "{player} setzt einen eigenen Cube (z. B. „3@c4“) (Regelheft: [[own_cubes]])."},
    "cs.illegal.whites_first": {
        "en": "Stage 1A: the white blockers are placed first ({left} still to place), so "
              "{player} places a white one, e.g. 'W2@c4' (rulebook: [[whites]]).",
        "de": "Abschnitt 1A: Zuerst werden die weißen Blockiersteine gesetzt (noch {left}), "
              "{player} setzt also einen weißen, z. B. „W2@c4“ (Regelheft: [[whites]])."},
    "cs.illegal.all_placed": {
        "en": "{player} has placed all six cubes (on the board or lost) and can only push "
              "now (rulebook: [[own_cubes]]; CS-8).",
        "de": "{player} hat alle sechs Cubes eingesetzt (auf dem Brett oder verloren) und darf "
              "jetzt nur noch schieben (Regelheft: [[own_cubes]]; CS-8)."},
    "cs.illegal.no_strength": {
        "en": "{player} has no cube of strength {strength} left to place; still to place: "
              "{left} (the placer chooses among the cubes left: {rule}).",
        "de": "{player} hat keinen Cube der Stärke {strength} mehr zum Setzen; noch übrig: "
              "{left} (wer setzt, wählt unter den übrigen Cubes: {rule})."},
    "cs.illegal.no_white_strength": {
        "en": "No white blocker of strength {strength} is left to place; still to place: "
              "{left} (the whites' strengths, and the placer's choice among them: {rule}).",
        "de": "Es gibt keinen weißen Blockierstein der Stärke {strength} mehr zum Setzen; noch "
              "übrig: {left} (die Stärken der weißen Steine und die Wahl unter ihnen: {rule})."},
    "cs.illegal.occupied": {
        "en": "{square} is taken by {cube}: cubes are placed on a free square (rulebook: "
              "[[whites]] and [[own_cubes]]).",
        "de": "Auf {square} liegt schon {cube}: Cubes werden auf ein freies Feld gesetzt "
              "(Regelheft: [[whites]] und [[own_cubes]])."},
    "cs.illegal.push_in_1a": {
        "en": "Stage 1A: nobody pushes until all white blockers are placed; {player} places a "
              "white one, e.g. 'W2@c4' (rulebook: [[whites]]).",
        "de": "Abschnitt 1A: Geschoben wird erst, wenn alle weißen Blockiersteine liegen; "
              "{player} setzt einen weißen, z. B. „W2@c4“ (Regelheft: [[whites]])."},
    "cs.illegal.must_place": {
        "en": "{player} has fewer than three own cubes on the board ({count}) and still has "
              "cubes to place, so {player} must place one instead of pushing (rulebook: "
              "[[own_cubes]]; CS-8).",
        "de": "{player} hat weniger als drei eigene Cubes auf dem Brett ({count}) und noch "
              "Cubes zum Setzen, muss also setzen statt zu schieben (Regelheft: [[own_cubes]]; "
              "CS-8)."},
    "cs.illegal.not_straight": {
        "en": "{first} and {last} are not in one row or column: a group is a straight "
              "horizontal or vertical run of cubes (rulebook: [[pushing]]; CS-3).",
        "de": "{first} und {last} liegen nicht in einer Reihe oder Spalte: Eine Gruppe ist eine "
              "gerade waagerechte oder senkrechte Reihe von Cubes (Regelheft: [[pushing]]; CS-3)."},
    "cs.illegal.empty_square": {
        "en": "{square} is empty: {player} pushes only own cubes (rulebook: [[pushing]]).",
        "de": "{square} ist leer: {player} schiebt nur eigene Cubes (Regelheft: [[pushing]])."},
    "cs.illegal.not_your_cube": {
        "en": "{square} holds {cube}, not a cube of {player}: {player} pushes only own cubes "
              "(rulebook: [[pushing]]).",
        "de": "Auf {square} liegt {cube}, kein Cube von {player}: {player} schiebt nur eigene "
              "Cubes (Regelheft: [[pushing]])."},
    "cs.illegal.not_contiguous": {
        "en": "{group} is not an unbroken run of {player}'s cubes: {what}. A group has no gaps "
              "and no other cubes in it (rulebook: [[pushing]]; CS-3).",
        "de": "{group} ist keine lückenlose Reihe von Cubes von {player}: {what}. Eine Gruppe "
              "hat keine Lücken und keine fremden Cubes (Regelheft: [[pushing]]; CS-3)."},
    "cs.illegal.diagonal": {
        "en": "Cubes are pushed only north, east, south or west, never diagonally ({direction}) "
              "(rulebook: [[pushing]]).",
        "de": "Geschoben wird nur nach Norden, Osten, Süden oder Westen, niemals diagonal "
              "({direction}) (Regelheft: [[pushing]])."},
    "cs.illegal.across": {
        "en": "A group moves only along its own line: {group} lies {along}, not {direction} "
              "(rulebook: [[pushing]]; CS-3).",
        "de": "Eine Gruppe bewegt sich nur entlang ihrer eigenen Reihe: {group} liegt "
              "{along}, nicht nach {direction} (Regelheft: [[pushing]]; CS-3)."},
    "cs.illegal.edge": {
        "en": "The square {direction} of {square} is off the board: a push needs a free square "
              "or cubes to push away in front of it (rulebook: [[pushing]]).",
        "de": "Das Feld im {direction} von {square} liegt außerhalb des Bretts: Ein Schiebezug "
              "braucht davor ein freies Feld oder Cubes zum Wegschieben (Regelheft: [[pushing]])."},
    "cs.illegal.own_in_front": {
        "en": "{square} in front holds {player}'s own cube {cube}, so the push is not allowed "
              "(rulebook: [[pushing]]): include it in the group, e.g. '{suggestion}' (a group is "
              "any unbroken run of own cubes: {rule}).",
        "de": "Davor auf {square} liegt der eigene Cube {cube} von {player}, also ist der "
              "Schiebezug nicht erlaubt (Regelheft: [[pushing]]): Nimm ihn in die Gruppe auf, "
              "z. B. „{suggestion}“ (eine Gruppe ist jede lückenlose Reihe eigener Cubes: "
              "{rule})."},
    "cs.illegal.own_blocks": {
        "en": "The own cube {cube} on {square} stands in the pushed line, and own cubes block "
              "a push in this game ({rule}).",
        "de": "Der eigene Cube {cube} auf {square} steht in der geschobenen Kette, und eigene "
              "Cubes blockieren in dieser Partie ({rule})."},
    "cs.illegal.too_weak": {
        "en": "Push strength {strength} ({group}) is lower than the defence {defence} ({line}): "
              "the push is not allowed; it needs at least the defence (rulebook: "
              "[[pushing_off]]; CS-6).",
        "de": "Die Schiebestärke {strength} ({group}) ist kleiner als die Verteidigungsstärke "
              "{defence} ({line}): Der Schiebezug ist nicht erlaubt, er braucht mindestens die "
              "Verteidigungsstärke (Regelheft: [[pushing_off]]; CS-6)."},
    "cs.illegal.too_weak_partner": {
        "en": "Push strength {strength} ({group}) is lower than the defence {defence} ({line}; "
              "the partner defends with {partner} like an opponent: {rule}): the push is "
              "not allowed; it needs at least the defence (rulebook: "
              "[[pushing_off]]; CS-6).",
        "de": "Die Schiebestärke {strength} ({group}) ist kleiner als die Verteidigungsstärke "
              "{defence} ({line}; der Partner verteidigt mit {partner} wie ein Gegner: "
              "{rule}): Der Schiebezug ist nicht erlaubt, er braucht mindestens die "
              "Verteidigungsstärke (Regelheft: [[pushing_off]]; CS-6)."},
    # --- what happens: the headline of every event (cs.head.*, the picture title of a step and
    # --- the Explorer's preview) and the step text that starts with it (cs.step.*) -----------
    "cs.head.pass": {"en": "{player} has no legal action and passes",
                     "de": "{player} hat keine erlaubte Aktion und passt"},
    "cs.step.pass": {"en": "{headline} ({rule}).", "de": "{headline} ({rule})."},
    "cs.head.place_white": {"en": "{player} places the white blocker {cube} on {square}",
                            "de": "{player} setzt den weißen Blockierstein {cube} auf {square}"},
    "cs.step.place_white": {
        "en": "{headline} (stage 1A; which strengths the white blockers have and that the "
              "placer chooses one: {rule}).",
        "de": "{headline} (Abschnitt 1A; welche Stärken die weißen Steine haben und dass der "
              "Setzende einen wählt: {rule})."},
    "cs.step.whites_left": {
        "en": "{left} white blockers are left to place.",
        "de": "Noch {left} weiße Blockiersteine sind zu setzen."},
    "cs.step.stage_1b": {
        "en": "All white blockers are placed: stage 1B begins, the players place their own "
              "cubes.",
        "de": "Alle weißen Blockiersteine liegen: Abschnitt 1B beginnt, die Spieler setzen "
              "ihre eigenen Cubes."},
    "cs.head.place": {"en": "{player} places {cube} on {square}",
                      "de": "{player} setzt {cube} auf {square}"},
    "cs.step.place": {"en": "{headline} (the placer chooses which cube: {rule}).",
                      "de": "{headline} (wer setzt, wählt den Cube: {rule})."},
    "cs.step.had_to_place": {
        "en": "Fewer than three own cubes were on the board ({count}), so {player} had to "
              "place (rulebook: [[own_cubes]]; CS-8).",
        "de": "Weniger als drei eigene Cubes lagen auf dem Brett ({count}), also musste "
              "{player} setzen (Regelheft: [[own_cubes]]; CS-8)."},
    "cs.step.left_to_place": {
        "en": "{player} has {left} cubes left to place.",
        "de": "{player} hat noch {left} Cubes zum Setzen."},
    "cs.step.all_placed": {
        "en": "{player} has now placed all six cubes and only pushes from now on (rulebook: "
              "[[own_cubes]]).",
        "de": "{player} hat jetzt alle sechs Cubes eingesetzt und schiebt ab jetzt nur noch "
              "(Regelheft: [[own_cubes]])."},
    "cs.head.push_free": {"en": "{cubes} on {squares} moves {direction}",
                          "de": "{cubes} auf {squares} zieht nach {direction}"},
    "cs.step.push_free": {"en": "{headline} into the free square {front}.",
                          "de": "{headline} auf das freie Feld {front}."},
    "cs.head.push_free_group": {"en": "{cubes} on {squares} move {direction}",
                                "de": "{cubes} auf {squares} ziehen ein Feld nach {direction}"},
    "cs.step.push_free_group": {"en": "{headline} one square, into the free square {front}.",
                                "de": "{headline}, auf das freie Feld {front}."},
    "cs.head.push_line": {"en": "{cubes} on {squares} pushes {direction}",
                          "de": "{cubes} auf {squares} schiebt nach {direction}"},
    "cs.head.push_line_group": {"en": "{cubes} on {squares} push {direction}",
                                "de": "{cubes} auf {squares} schieben nach {direction}"},
    "cs.step.push_line": {
        "en": "{headline} with strength {strength}; the line in front is {line} "
              "({line_squares}) with defence {defence}: {verdict}",
        "de": "{headline} mit Stärke {strength}; davor liegt die Kette {line} ({line_squares}) "
              "mit Verteidigung {defence}: {verdict}"},
    "cs.step.tie": {
        "en": "a tie push is allowed (rulebook: [[pushing_off]]; CS-6), so everything moves one "
              "square.",
        "de": "Gleichstand ist erlaubt (Regelheft: [[pushing_off]]; CS-6), also zieht alles ein "
              "Feld weiter."},
    "cs.step.stronger": {
        "en": "{strength} is at least {defence}, so everything moves one square (CS-6).",
        "de": "{strength} ist mindestens {defence}, also zieht alles ein Feld weiter (CS-6)."},
    "cs.step.carried": {
        "en": "{cubes} of {player} in the line counts for neither side (rulebook: ignored) and "
              "is carried along ({rule}).",
        "de": "{cubes} von {player} in der Kette zählt für keine Seite (Regelheft: ignoriert) "
              "und wird mitgeschoben ({rule})."},
    "cs.step.carried_many": {
        "en": "{cubes} of {player} in the line count for neither side (rulebook: ignored) and "
              "are carried along ({rule}).",
        "de": "{cubes} von {player} in der Kette zählen für keine Seite (Regelheft: ignoriert) "
              "und werden mitgeschoben ({rule})."},
    "cs.step.part_of_run": {
        "en": "The group is part of a longer run: {player}'s cubes on {squares} behind it stay "
              "where they are (a group is any unbroken run of own cubes: {rule}).",
        "de": "Die Gruppe ist Teil einer längeren Reihe: Die Cubes von {player} auf {squares} "
              "dahinter bleiben stehen (eine Gruppe ist jede lückenlose Reihe eigener Cubes: "
              "{rule})."},
    "cs.step.partner_carried": {
        "en": "The partner's {cubes} in the line is treated like an own cube: carried along, "
              "counting for neither side ({rule}).",
        "de": "{cubes} des Partners in der Kette zählt wie ein eigener Cube: Er wird "
              "mitgeschoben und zählt für keine Seite ({rule})."},
    "cs.step.partner_defends": {
        "en": "The partner's {cubes} in the line counts as defence like an opponent's ({rule}).",
        "de": "{cubes} des Partners in der Kette zählt wie ein gegnerischer Cube zur "
              "Verteidigung ({rule})."},
    "cs.head.fall": {"en": "{cube} falls off the board at {square}",
                     "de": "{cube} fällt bei {square} vom Brett"},
    "cs.step.fall": {
        "en": "{headline} and is out of the game: {owner} has now lost {lost}.",
        "de": "{headline} und ist aus dem Spiel: {owner} hat jetzt {lost} verloren."},
    "cs.step.fall_own": {
        "en": "{headline}: {player} pushed its own cube off, which is allowed and counts as "
              "lost ({lost} lost now; rulebook: [[off_board]]; CS-6).",
        "de": "{headline}: {player} hat den eigenen Cube hinausgeschoben; das ist erlaubt und "
              "zählt als verloren (jetzt {lost}; Regelheft: [[off_board]]; CS-6)."},
    "cs.step.fall_neutral": {"en": "{headline} and is out of the game.",
                             "de": "{headline} und ist aus dem Spiel."},
    "cs.head.eliminated": {"en": "{player} has lost three cubes and is out",
                           "de": "{player} hat drei Cubes verloren und scheidet aus"},
    "cs.step.eliminated_two": {
        "en": "{headline}: {winner} wins (rulebook: [[elimination]]; with 2 players the game "
              "ends at once).",
        "de": "{headline}: {winner} gewinnt (Regelheft: [[elimination]]; bei 2 Spielern endet "
              "die Partie sofort)."},
    "cs.step.eliminated_line": {
        "en": "{headline}, but the same move made a four in a row, which is looked at first: "
              "the row ends the game, not the elimination ({rule}).",
        "de": "{headline}, aber derselbe Zug hat eine Viererkette gebildet, die zuerst zählt: "
              "Die Kette beendet die Partie, nicht das Ausscheiden ({rule})."},
    "cs.step.eliminated": {
        "en": "{headline}; its cubes on {squares} are now neutral (rulebook: [[elimination]]; "
              "CS-7).",
        "de": "{headline}; die Cubes auf {squares} sind jetzt neutral (Regelheft: "
              "[[elimination]]; CS-7)."},
    "cs.step.eliminated_none": {
        "en": "{headline}; none of its cubes is left on the board (rulebook: [[elimination]]; "
              "CS-7).",
        "de": "{headline}; kein Cube davon liegt mehr auf dem Brett (Regelheft: "
              "[[elimination]]; CS-7)."},
    "cs.head.team_out": {
        "en": "{player} has no cube left on the board or to place and is out",
        "de": "{player} hat keinen Cube mehr auf dem Brett oder zum Setzen und scheidet aus"},
    "cs.step.team_out": {
        "en": "{headline}; its turns are skipped (rulebook: [[teams]]; out without a cube "
              "on the board; with none left to place either: {rule}).",
        "de": "{headline}; seine Züge entfallen (Regelheft: [[teams]]; ausgeschieden ohne "
              "Cube auf dem Brett; auch ohne Cube zum Setzen: {rule})."},
    "cs.head.line_win": {
        "en": "{player} has four in a row from {start} to {end}: {player} wins",
        "de": "{player} hat eine Viererkette von {start} bis {end}: {player} gewinnt"},
    "cs.step.line_win": {"en": "{headline}.", "de": "{headline}."},
    "cs.head.line_win_team": {
        "en": "{player} has four in a row from {start} to {end}: team {team} wins",
        "de": "{player} hat eine Viererkette von {start} bis {end}: Team {team} gewinnt"},
    "cs.step.line_win_team": {"en": "{headline} (CS-11).", "de": "{headline} (CS-11)."},
    "cs.head.line_win_other": {
        "en": "{mover}'s move gives {player} four in a row from {start} to {end}: {player} "
              "wins",
        "de": "Durch den Zug von {mover} hat {player} eine Viererkette von {start} bis {end}: "
              "{player} gewinnt"},
    "cs.head.line_win_other_team": {
        "en": "{mover}'s move gives {player} four in a row from {start} to {end}: team {team} "
              "wins",
        "de": "Durch den Zug von {mover} hat {player} eine Viererkette von {start} bis {end}: "
              "Team {team} gewinnt"},
    "cs.step.line_win_other": {"en": "{headline} ({rule}).", "de": "{headline} ({rule})."},
    "cs.head.last_player": {"en": "Only {player} is left: {player} wins",
                            "de": "Nur {player} ist übrig: {player} gewinnt"},
    "cs.step.last_player": {
        "en": "{headline} (rulebook: [[last_player]]).",
        "de": "{headline} (Regelheft: [[last_player]])."},
    "cs.head.team_eliminated": {
        "en": "Both colours of team {losers} have lost at least three cubes: team {team} wins",
        "de": "Beide Farben von Team {losers} haben mindestens drei Cubes verloren: Team {team} "
              "gewinnt"},
    "cs.step.team_eliminated": {"en": "{headline} (rulebook: [[teams]]; CS-11).",
                                "de": "{headline} (Regelheft: [[teams]]; CS-11)."},
    "cs.head.turn_limit": {
        "en": "Turn {turn} reaches the turn limit of {limit}: the game ends in a draw",
        "de": "Mit Zug {turn} ist die Zuggrenze von {limit} erreicht: Die Partie endet "
              "unentschieden"},
    "cs.step.turn_limit": {"en": "{headline} ({rule}).", "de": "{headline} ({rule})."},
    "cs.head.no_move_lose": {
        "en": "{player} is next but has no legal action and loses",
        "de": "{player} ist am Zug, hat aber keine erlaubte Aktion und verliert"},
    "cs.step.no_move_lose": {"en": "{headline} ({rule}): {winner} wins.",
                             "de": "{headline} ({rule}): {winner} gewinnt."},
    "cs.head.no_move_out": {
        "en": "{player} is next but has no legal action and is out",
        "de": "{player} ist am Zug, hat aber keine erlaubte Aktion und scheidet aus"},
    "cs.step.no_move_out": {
        "en": "{headline} ({rule}), as if it had lost three cubes: its cubes on {squares} are "
              "now neutral, and play goes on.",
        "de": "{headline} ({rule}), als hätte er drei Cubes verloren: Seine Cubes auf "
              "{squares} sind jetzt neutral, und es wird weitergespielt."},
    "cs.step.no_move_out_none": {
        "en": "{headline} ({rule}), as if it had lost three cubes; none of its cubes is on the "
              "board, and play goes on.",
        "de": "{headline} ({rule}), als hätte er drei Cubes verloren; kein Cube davon liegt auf "
              "dem Brett, und es wird weitergespielt."},
    "cs.step.no_move_out_last": {
        "en": "{headline} ({rule}), as if it had lost three cubes: only {winner} is left and "
              "wins.",
        "de": "{headline} ({rule}), als hätte er drei Cubes verloren: Nur {winner} ist übrig "
              "und gewinnt."},
    # --- how a game ended ----------------------------------------------------------------
    "cs.outcome.four": {
        "en": "{player} wins with four in a row.",
        "de": "{player} gewinnt mit einer Viererkette."},
    "cs.outcome.four_team": {
        "en": "Team {player} wins with four in a row.",
        "de": "Team {player} gewinnt mit einer Viererkette."},
    "cs.outcome.last": {
        "en": "{player} wins as the last player left.",
        "de": "{player} gewinnt als letzter verbliebener Spieler."},
    "cs.outcome.team_eliminated": {
        "en": "Team {player} wins: both colours of team {losers} have lost three cubes.",
        "de": "Team {player} gewinnt: Beide Farben von Team {losers} haben drei Cubes "
              "verloren."},
    "cs.outcome.no_move": {
        "en": "{player} wins: the other side had no legal action.",
        "de": "{player} gewinnt: Die Gegenseite hatte keine erlaubte Aktion."},
    "cs.outcome.no_move_team": {
        "en": "Team {player} wins: the other team had no legal action.",
        "de": "Team {player} gewinnt: Das andere Team hatte keine erlaubte Aktion."},
    "cs.outcome.turn_limit": {
        "en": "Draw: the turn limit of {limit} is reached.",
        "de": "Unentschieden: Die Zuggrenze von {limit} ist erreicht."},
    # --- pictures: the line below a step's title, the plain position, the side panel ------
    # the title of a finished game (a step's title is its headline, cs.head.*)
    "cs.render.line_win": {"en": "Four in a row: player {player} wins",
                           "de": "Viererkette: Spieler {player} gewinnt"},
    "cs.render.line_win_team": {"en": "Four in a row: team {team} wins",
                                "de": "Viererkette: Team {team} gewinnt"},
    "cs.render.line_first": {"en": "the four in a row decides ({rule})",
                             "de": "die Viererkette entscheidet ({rule})"},
    "cs.render.last_player": {"en": "Player {player} wins: last player left",
                              "de": "Spieler {player} gewinnt als Letzter"},
    "cs.render.team_wins": {"en": "Team {team} wins", "de": "Team {team} gewinnt"},
    "cs.render.turn_limit": {"en": "Turn limit of {limit} reached: draw",
                             "de": "Zuggrenze von {limit} erreicht: unentschieden"},
    # the line below the title
    "cs.render.hint_1A": {"en": "Stage 1A: place a white blocker",
                          "de": "Phase 1A: einen weißen Blockierstein setzen"},
    "cs.render.hint_1B": {"en": "Stage 1B: place an own cube or push",
                          "de": "Phase 1B: eigenen Cube setzen oder schieben"},
    "cs.render.hint_1B_must": {"en": "Stage 1B: must place an own cube (fewer than 3 on the "
                                     "board, CS-8)",
                               "de": "Phase 1B: muss einen eigenen Cube setzen (weniger als 3 "
                                     "auf dem Brett, CS-8)"},
    "cs.render.hint_push": {"en": "Stage {stage}: push a cube or a group",
                            "de": "Phase {stage}: einen Cube oder eine Gruppe schieben"},
    "cs.render.hint_stuck": {"en": "Stage {stage}: no legal action, must pass (CS-9)",
                             "de": "Phase {stage}: keine erlaubte Aktion, muss passen (CS-9)"},
    "cs.render.had_to_place": {"en": "had to place: fewer than 3 own cubes on the board (CS-8)",
                               "de": "musste setzen: weniger als 3 eigene Cubes auf dem Brett "
                                     "(CS-8)"},
    "cs.render.own_left": {"en": "{left} more to place", "de": "noch {left} zu setzen"},
    "cs.render.all_placed": {"en": "all own cubes placed: from now on only pushes",
                             "de": "alle eigenen Cubes gesetzt: ab jetzt nur noch schieben"},
    "cs.render.left_to_place": {"en": "{left} white blockers left to place",
                               "de": "noch {left} weiße Steine zu setzen"},
    "cs.render.strength": {"en": "strength {strength} vs defence {defence}",
                           "de": "Stärke {strength} gegen Verteidigung {defence}"},
    "cs.render.tie": {"en": "tie: allowed", "de": "Gleichstand: erlaubt"},
    "cs.render.free": {"en": "strength {strength}, nothing in the way",
                       "de": "Stärke {strength}, nichts im Weg"},
    "cs.render.carried": {"en": "carried along: {cubes}", "de": "mitgeschoben: {cubes}"},
    "cs.render.lost_now": {"en": "player {player} has lost {lost} of 3",
                           "de": "Spieler {player} hat {lost} von 3 verloren"},
    "cs.render.white_gone": {"en": "the white blocker is out of the game",
                             "de": "der weiße Stein ist aus dem Spiel"},
    "cs.render.neutral_gone": {"en": "a neutral cube is out of the game",
                               "de": "ein neutraler Cube ist aus dem Spiel"},
    "cs.render.now_neutral": {"en": "now neutral: {cubes}", "de": "jetzt neutral: {cubes}"},
    "cs.render.none_left": {"en": "no cubes of {player} left on the board",
                            "de": "keine Cubes von {player} mehr auf dem Brett"},
    "cs.render.line": {"en": "{start}-{end} by player {player}",
                       "de": "{start}-{end} von Spieler {player}"},
    "cs.render.teams_lost": {"en": "each colour of team {losers} has lost three cubes",
                             "de": "jede Farbe von Team {losers} hat drei Cubes verloren"},
    "cs.render.others_out": {"en": "out: {players}", "de": "ausgeschieden: {players}"},
    "cs.render.no_action": {"en": "no legal action ({rule})",
                            "de": "keine erlaubte Aktion ({rule})"},
    # the side panel
    "cs.render.stage": {"en": "Stage {stage}", "de": "Phase {stage}"},
    "cs.render.teams": {"en": "Teams {first} vs {second}",
                        "de": "Teams {first} gegen {second}"},
    "cs.render.to_move": {"en": "to move", "de": "am Zug"},
    "cs.render.moving": {"en": "moving", "de": "zieht"},
    "cs.render.wins": {"en": "wins", "de": "gewinnt"},
    "cs.render.white": {"en": "white", "de": "weiß"},
    "cs.render.lost": {"en": "lost {lost}/3", "de": "verloren {lost}/3"},
    "cs.render.lost_white": {"en": "lost {lost}", "de": "verloren {lost}"},
    "cs.render.team_out_why": {"en": "no cube on the board and none to place (CS-11)",
                               "de": "kein Cube auf dem Brett und keiner zu setzen (CS-11)"},
    # --- the Explorer: clicks, the hand, the preview of a selection (interact.py) ---------
    "cs.explorer.hint": {
        "en": "Click one of your cubes to select it. Click another of your cubes in the same "
              "row or column to select the whole run between them as a group (a click on a "
              "selected cube keeps only that cube). Arrows show the legal pushes: click the "
              "square an arrow points to. To place, choose a cube in the hand, then click a "
              "free square, or click the free square first and then choose its cube. A click "
              "anywhere else clears the selection. Every move is also in the list:",
        "de": "Klicke auf einen deiner Cubes, um ihn auszuwählen. Ein Klick auf einen weiteren "
              "deiner Cubes in derselben Reihe oder Spalte wählt die ganze Reihe dazwischen als "
              "Gruppe (ein Klick auf einen ausgewählten Cube behält nur diesen). Pfeile zeigen "
              "die erlaubten Schiebezüge: Klicke auf das Feld, auf das ein Pfeil zeigt. Zum "
              "Setzen wähle einen Cube aus dem Vorrat und klicke dann auf ein freies Feld, oder "
              "klicke zuerst auf das freie Feld und wähle dann den Cube dafür. Ein Klick "
              "anderswohin hebt die Auswahl auf. Jeder Zug steht auch in der Liste:"},
    "cs.explorer.hand_label": {"en": "Cubes {player} still places:",
                               "de": "Cubes, die {player} noch setzt:"},
    "cs.explorer.whites_label": {"en": "White blockers still to place:",
                                 "de": "Noch zu setzende weiße Blockiersteine:"},
    "cs.explorer.hand_tip": {
        "en": "Choose the cube to place, then click a free square",
        "de": "Den Cube zum Setzen wählen, dann auf ein freies Feld klicken"},
    "cs.explorer.offer": {"en": "Which cube goes to {square}? Choose one above the list: {cubes}.",
                          "de": "Welcher Cube kommt auf {square}? Wähle einen über der Liste: "
                                "{cubes}."},
    "cs.explorer.offer_title": {"en": "Placing on {square}: which cube?",
                                "de": "Setzen auf {square}: welcher Cube?"},
    "cs.explorer.offer_label": {"en": "Cubes that may go to {square}:",
                                "de": "Cubes, die auf {square} gesetzt werden dürfen:"},
    "cs.explorer.offer_tip": {"en": "Choose a cube: it is placed on the framed square",
                              "de": "Wähle einen Cube: Er wird auf das markierte Feld gesetzt"},
    "cs.explorer.place_hint": {"en": "Click a free square to place {cube} there.",
                               "de": "Klicke auf ein freies Feld, um {cube} dort zu setzen."},
    "cs.explorer.nothing_to_place": {
        "en": "{player} has no cube left to place: click a cube of {player} to push it.",
        "de": "{player} hat keinen Cube mehr zum Setzen: Klicke auf einen Cube von {player}, "
              "um ihn zu schieben."},
    "cs.explorer.only_pass": {
        "en": "{player} has no legal action: choose 'pass' in the list and press Play.",
        "de": "{player} hat keine erlaubte Aktion: Wähle „passen“ in der Liste und drücke "
              "Spielen."},
    "cs.explorer.selection": {
        "en": "{cubes} on {squares} (push strength {strength}) can be pushed:",
        "de": "{cubes} auf {squares} (Schiebestärke {strength}) kann geschoben werden:"},
    "cs.explorer.dir_legal": {
        "en": "{direction} (to {target}): legal (strength {strength} vs defence {defence}).",
        "de": "{direction} (nach {target}): erlaubt (Stärke {strength} gegen Verteidigung "
              "{defence})."},
    "cs.explorer.dir_falls": {"en": "{cube} is pushed off the board.",
                              "de": "{cube} wird vom Brett geschoben."},
    "cs.explorer.dir_carried": {
        "en": "Carried along, counting for neither side: {cubes}.",
        "de": "Mitgeschoben, ohne für eine Seite zu zählen: {cubes}."},
    "cs.explorer.dir_illegal": {"en": "{direction}: not allowed. {reason}",
                                "de": "{direction}: nicht erlaubt. {reason}"},
    "cs.explorer.stage_1A": {
        "en": "Stage 1A: placing the white blockers ({left} left).",
        "de": "Abschnitt 1A: Die weißen Blockiersteine werden gesetzt (noch {left})."},
    "cs.explorer.stage_1B": {
        "en": "Stage 1B: placing own cubes (with three on the board, pushing is allowed too).",
        "de": "Abschnitt 1B: Die eigenen Cubes werden gesetzt (mit drei auf dem Brett darf "
              "auch geschoben werden)."},
    "cs.explorer.stage_2": {"en": "Stage 2: pushing.", "de": "Phase 2: Es wird geschoben."},
    "cs.explorer.lost": {"en": "Cubes lost: {lost}.", "de": "Verlorene Cubes: {lost}."},
    "cs.explorer.out": {"en": "Out: {players}.", "de": "Ausgeschieden: {players}."},
    "cs.explorer.nothing_selected": {
        "en": "nothing is selected: select a cube or group first",
        "de": "nichts ausgewählt: Wähle zuerst einen Cube oder eine Gruppe"},
    "cs.explorer.not_in_hand": {"en": "'{value}' is not in the hand: expected one of {values}",
                                "de": "„{value}“ ist nicht in der Hand: erwartet wird einer "
                                      "von {values}"},
    "cs.explorer.hand_empty": {
        "en": "'{value}' is not in the hand: there is no cube to place",
        "de": "„{value}“ ist nicht in der Hand: Es gibt keinen Cube zum Setzen"},
    # --- the position editor (cubekit/widgets/editing/cubeslyde.py) ---------------------------
    "cs.editor.not_cube": {"en": "'{text}' is not a cube: expected a letter and a strength, "
                                 "e.g. 'A5' or 'W2'",
                           "de": "„{text}“ ist kein Cube: erwartet werden ein Buchstabe und "
                                 "eine Stärke, z. B. „A5“ oder „W2“"},
    "cs.editor.not_player": {"en": "'{letter}' is not a player of this game",
                             "de": "„{letter}“ ist kein Spieler dieser Partie"},
    # --- the notation errors and refused options ------------------------------------------
    **NOTATION_MESSAGES,
    # --- the teaching scenarios -------------------------------------------------------------
    **{f"cubeslyde.scenario.{sid}.{part}": texts
       for sid, parts in STORIES.items() for part, texts in parts.items()},
}


def _cited(catalogue: Catalogue) -> Catalogue:
    """The catalogue with every ``[[name]]`` replaced by the citation of the rulebook section
    ``cubeslyde.section.<name>`` in the same language."""
    def cite(language: str, match: re.Match[str]) -> str:
        return catalogue[f"cubeslyde.section.{match.group(1)}"][language]

    return {key: {language: re.sub(r"\[\[(\w+)\]\]", lambda m, lang=language: cite(lang, m),
                                   text)
                  for language, text in texts.items()}
            for key, texts in catalogue.items()}


MESSAGES: Catalogue = _cited(_MESSAGES)

SCENARIO_IDS: tuple[str, ...] = tuple(STORIES)
"""The ids that have a title and a story (``scenarios.SCENARIOS`` uses exactly these)."""
