"""Cubeslyde sentences in English and German (registered in the message catalogue).

Rulebook sections are quoted by their German headings (*1A*, *1B*, *Phase 2*, *Ausscheiden*,
...); decisions of ``RULES.md`` by their IDs (``CS-1`` .. ``CS-12``).
"""

from cubekit.core.i18n import register

register({
    # --- rule options (Game.options(); RULES.md IDs) ------------------------------------------
    "cubeslyde.option.players": {
        "en": "Number of players, 2-4; it fixes the white blockers: 12 with 2 players, 6 with "
              "3, none with 4 (CS-1).",
        "de": "Anzahl der Spieler, 2-4; sie legt die weißen Blockiersteine fest: 12 bei 2 "
              "Spielern, 6 bei 3, keine bei 4 (CS-1)."},
    "cubeslyde.option.level": {
        "en": "Cube strengths: 'beginner' (all 1), 'intermediate' (1,1,2,2,3,3) or 'expert' "
              "(1-6); the white sets follow the level (CS-1).",
        "de": "Stärken der Cubes: 'beginner' (Einsteiger, alle 1), 'intermediate' "
              "(Mittelschwer, 1,1,2,2,3,3) oder 'expert' (Experten, 1-6); die weißen Sätze "
              "folgen der Stufe (CS-1)."},
    "cubeslyde.option.teams": {
        "en": "Team variant for 4 players: A+C against B+D (CS-11).",
        "de": "Team-Variante für 4 Spieler: A+C gegen B+D (CS-11)."},
    "cubeslyde.option.start_player": {
        "en": "Who moves first: 0 = A, 1 = B, ...; None draws it with the seed given to "
              "initial_state() (CS-12).",
        "de": "Wer beginnt: 0 = A, 1 = B, ...; None lost ihn mit dem Seed von "
              "initial_state() aus (CS-12)."},
    "cubeslyde.option.white_strengths": {
        "en": "Explicit strengths 1-6 of the white blockers, one per white; None: the sets of "
              "the missing players at the chosen level (CS-1).",
        "de": "Feste Stärken 1-6 der weißen Blockiersteine, eine je Stein; None: die Sätze der "
              "fehlenden Spieler in der gewählten Stufe (CS-1)."},
    "cubeslyde.option.own_in_line": {
        "en": "Own cubes in the pushed line: 'carried' along, counting for neither side, or "
              "'blocks' the push as in Abalone (CS-4).",
        "de": "Eigene Cubes in der geschobenen Kette: 'carried' (werden mitgeschoben und "
              "zählen für keine Seite) oder 'blocks' (blockieren den Schiebezug wie bei "
              "Abalone) (CS-4)."},
    "cubeslyde.option.partner_cubes": {
        "en": "Team variant: the partner's cubes in a pushed line 'defend' like an opponent's "
              "or count as 'own' cubes (CS-5).",
        "de": "Team-Variante: Cubes des Partners in der geschobenen Kette verteidigen "
              "('defend') wie gegnerische oder zählen wie eigene ('own') (CS-5)."},
    "cubeslyde.option.line_wins": {
        "en": "Which four in a row wins after a move: 'any' remaining player's, the mover's "
              "first, or only the mover's ('mover_only') (CS-7).",
        "de": "Welche Viererkette nach einem Zug gewinnt: die jedes verbliebenen Spielers "
              "('any'), die des Ziehenden zuerst, oder nur die des Ziehenden ('mover_only') "
              "(CS-7)."},
    "cubeslyde.option.no_move": {
        "en": "A player with no legal action: 'pass' or 'lose' (CS-9).",
        "de": "Wer keine erlaubte Aktion hat: passt ('pass') oder verliert ('lose') (CS-9)."},
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
    "cs.cube.neutral": {"en": "{cube} (neutral)", "de": "{cube} (neutraler Stein)"},
    "cs.option_of": {"en": "rule option of {rule}, not in the rulebook",
                     "de": "Regeloption zu {rule}, nicht im Regelheft"},
    "cs.cubes.2": {"en": "{c0} and {c1}", "de": "{c0} und {c1}"},
    "cs.cubes.3": {"en": "{c0}, {c1} and {c2}", "de": "{c0}, {c1} und {c2}"},
    "cs.cubes.4": {"en": "{c0}, {c1}, {c2} and {c3}", "de": "{c0}, {c1}, {c2} und {c3}"},
    "cs.cubes.5": {"en": "{c0}, {c1}, {c2}, {c3} and {c4}",
                   "de": "{c0}, {c1}, {c2}, {c3} und {c4}"},
    "cs.cubes.6": {"en": "{c0}, {c1}, {c2}, {c3}, {c4} and {c5}",
                   "de": "{c0}, {c1}, {c2}, {c3}, {c4} und {c5}"},
    "cs.what.empty": {"en": "{square} is empty", "de": "{square} ist leer"},
    "cs.what.holds": {"en": "{square} holds {cube}", "de": "auf {square} liegt {cube}"},
    # --- why a move is illegal -----------------------------------------------------------------
    "cs.illegal.pass": {
        "en": "{player} can still place or push, so {player} may not pass: only a player with "
              "no legal action passes ({rule}).",
        "de": "{player} kann noch setzen oder schieben und darf deshalb nicht passen: Nur wer "
              "keine erlaubte Aktion hat, passt ({rule})."},
    "cs.illegal.off_board": {
        "en": "{square} is not a square of the board: it has 6 x 6 squares, a1 to f6 "
              "(rulebook, introduction).",
        "de": "{square} ist kein Feld des Spielfelds: Es hat 6 x 6 Felder, a1 bis f6 "
              "(Regelheft, Einleitung)."},
    "cs.illegal.no_whites_left": {
        "en": "All white blockers are already on the board, so stage 1A is over: {player} "
              "places an own cube (e.g. '3@c4') or pushes (rulebook, 1B).",
        "de": "Alle weißen Blockiersteine liegen schon auf dem Brett, Abschnitt 1A ist vorbei: "
              "{player} setzt einen eigenen Cube (z. B. '3@c4') oder schiebt (Regelheft, 1B)."},
    "cs.illegal.whites_first": {
        "en": "Stage 1A: the white blockers are placed first ({left} still to place), so "
              "{player} places a white one, e.g. 'W2@c4' (rulebook, 1A).",
        "de": "Abschnitt 1A: Zuerst werden die weißen Blockiersteine gesetzt (noch {left}), "
              "{player} setzt also einen weißen, z. B. 'W2@c4' (Regelheft, 1A)."},
    "cs.illegal.all_placed": {
        "en": "{player} has placed all six cubes (on the board or lost) and can only push "
              "now (rulebook, 1B; CS-8).",
        "de": "{player} hat alle sechs Cubes eingesetzt (auf dem Brett oder verloren) und darf "
              "jetzt nur noch schieben (Regelheft, 1B; CS-8)."},
    "cs.illegal.no_strength": {
        "en": "{player} has no cube of strength {strength} left to place; still to place: "
              "{left} (CS-2).",
        "de": "{player} hat keinen Cube der Stärke {strength} mehr zum Setzen; noch übrig: "
              "{left} (CS-2)."},
    "cs.illegal.no_white_strength": {
        "en": "No white blocker of strength {strength} is left to place; still to place: "
              "{left} (CS-1, CS-2).",
        "de": "Es gibt keinen weißen Blockierstein der Stärke {strength} mehr zum Setzen; noch "
              "übrig: {left} (CS-1, CS-2)."},
    "cs.illegal.occupied": {
        "en": "{square} is taken by {cube}: cubes are placed on a free square (rulebook, 1A "
              "and 1B).",
        "de": "Auf {square} liegt schon {cube}: Cubes werden auf ein freies Feld gesetzt "
              "(Regelheft, 1A und 1B)."},
    "cs.illegal.push_in_1a": {
        "en": "Stage 1A: nobody pushes until all white blockers are placed; {player} places a "
              "white one, e.g. 'W2@c4' (rulebook, 1A).",
        "de": "Abschnitt 1A: Geschoben wird erst, wenn alle weißen Blockiersteine liegen; "
              "{player} setzt einen weißen, z. B. 'W2@c4' (Regelheft, 1A)."},
    "cs.illegal.must_place": {
        "en": "{player} has fewer than three own cubes on the board ({count}) and still has "
              "cubes to place, so {player} must place one instead of pushing (rulebook, 1B; "
              "CS-8).",
        "de": "{player} hat weniger als drei eigene Cubes auf dem Brett ({count}) und noch "
              "Cubes zum Setzen, muss also setzen statt zu schieben (Regelheft, 1B; CS-8)."},
    "cs.illegal.not_straight": {
        "en": "{first} and {last} are not in one row or column: a group is a straight "
              "horizontal or vertical run of cubes (rulebook, Phase 2; CS-3).",
        "de": "{first} und {last} liegen nicht in einer Reihe oder Spalte: Eine Gruppe ist eine "
              "gerade waagerechte oder senkrechte Reihe von Cubes (Regelheft, Phase 2; CS-3)."},
    "cs.illegal.empty_square": {
        "en": "{square} is empty: {player} pushes only own cubes (rulebook, Phase 2).",
        "de": "{square} ist leer: {player} schiebt nur eigene Cubes (Regelheft, Phase 2)."},
    "cs.illegal.not_your_cube": {
        "en": "{square} holds {cube}, not a cube of {player}: {player} pushes only own cubes "
              "(rulebook, Phase 2).",
        "de": "Auf {square} liegt {cube}, kein Cube von {player}: {player} schiebt nur eigene "
              "Cubes (Regelheft, Phase 2)."},
    "cs.illegal.not_contiguous": {
        "en": "{group} is not an unbroken run of {player}'s cubes: {what}. A group has no gaps "
              "and no other cubes in it (rulebook, Phase 2; CS-3).",
        "de": "{group} ist keine lückenlose Reihe von Cubes von {player}: {what}. Eine Gruppe "
              "hat keine Lücken und keine fremden Cubes (Regelheft, Phase 2; CS-3)."},
    "cs.illegal.diagonal": {
        "en": "Cubes are pushed only north, east, south or west, never diagonally ({direction}) "
              "(rulebook, Phase 2).",
        "de": "Geschoben wird nur nach Norden, Osten, Süden oder Westen, niemals diagonal "
              "({direction}) (Regelheft, Phase 2)."},
    "cs.illegal.across": {
        "en": "A group moves only along its own line: {group} lies {along}, not {direction} "
              "(rulebook, Phase 2; CS-3).",
        "de": "Eine Gruppe bewegt sich nur entlang ihrer eigenen Reihe: {group} liegt "
              "{along}, nicht nach {direction} (Regelheft, Phase 2; CS-3)."},
    "cs.illegal.edge": {
        "en": "The square {direction} of {square} is off the board: a push needs a free square "
              "or cubes to push away in front of it (rulebook, Phase 2).",
        "de": "Das Feld im {direction} von {square} liegt außerhalb des Bretts: Ein Schiebezug "
              "braucht davor ein freies Feld oder Cubes zum Wegschieben (Regelheft, Phase 2)."},
    "cs.illegal.own_in_front": {
        "en": "{square} in front holds {player}'s own cube {cube}: include it in the group, "
              "e.g. '{suggestion}' (CS-3).",
        "de": "Davor auf {square} liegt der eigene Cube {cube} von {player}: Nimm ihn in die "
              "Gruppe auf, z. B. '{suggestion}' (CS-3)."},
    "cs.illegal.own_blocks": {
        "en": "The own cube {cube} on {square} stands in the pushed line, and own cubes block "
              "a push in this game ({rule}: own_in_line='blocks').",
        "de": "Der eigene Cube {cube} auf {square} steht in der geschobenen Kette, und eigene "
              "Cubes blockieren in dieser Partie ({rule}: own_in_line='blocks')."},
    "cs.illegal.too_weak": {
        "en": "Push strength {strength} ({group}) is lower than the defence {defence} ({line}): "
              "the push is not allowed; it needs at least the defence (rulebook, Regeln für "
              "das Wegschieben; CS-6).",
        "de": "Die Schiebestärke {strength} ({group}) ist kleiner als die Verteidigungsstärke "
              "{defence} ({line}): Der Schiebezug ist nicht erlaubt, er braucht mindestens die "
              "Verteidigungsstärke (Regelheft, Regeln für das Wegschieben; CS-6)."},
    # --- what happens, step by step --------------------------------------------------------
    "cs.step.pass": {
        "en": "{player} has no legal action and passes ({rule}).",
        "de": "{player} hat keine erlaubte Aktion und passt ({rule})."},
    "cs.step.place_white": {
        "en": "{player} places the white blocker {cube} on {square} (stage 1A; the placer "
              "chooses the strength; {rule}).",
        "de": "{player} setzt den weißen Blockierstein {cube} auf {square} (Abschnitt 1A; wer "
              "setzt, wählt die Stärke; {rule})."},
    "cs.step.whites_left": {
        "en": "{left} white blockers are left to place.",
        "de": "Noch {left} weiße Blockiersteine sind zu setzen."},
    "cs.step.stage_1b": {
        "en": "All white blockers are placed: stage 1B begins, the players place their own "
              "cubes.",
        "de": "Alle weißen Blockiersteine liegen: Abschnitt 1B beginnt, die Spieler setzen "
              "ihre eigenen Cubes."},
    "cs.step.place": {
        "en": "{player} places {cube} on {square} (the placer chooses which cube; {rule}).",
        "de": "{player} setzt {cube} auf {square} (wer setzt, wählt den Cube; {rule})."},
    "cs.step.had_to_place": {
        "en": "Fewer than three own cubes were on the board ({count}), so {player} had to "
              "place (rulebook, 1B; CS-8).",
        "de": "Weniger als drei eigene Cubes lagen auf dem Brett ({count}), also musste "
              "{player} setzen (Regelheft, 1B; CS-8)."},
    "cs.step.left_to_place": {
        "en": "{player} has {left} cubes left to place.",
        "de": "{player} hat noch {left} Cubes zum Setzen."},
    "cs.step.all_placed": {
        "en": "{player} has now placed all six cubes and only pushes from now on (rulebook, "
              "1B).",
        "de": "{player} hat jetzt alle sechs Cubes eingesetzt und schiebt ab jetzt nur noch "
              "(Regelheft, 1B)."},
    "cs.step.push_free": {
        "en": "{cubes} on {squares} moves {direction} into the free square {front}.",
        "de": "{cubes} auf {squares} zieht nach {direction} auf das freie Feld {front}."},
    "cs.step.push_free_group": {
        "en": "{cubes} on {squares} move {direction} one square, into the free square {front}.",
        "de": "{cubes} auf {squares} ziehen ein Feld nach {direction}, auf das freie Feld "
              "{front}."},
    "cs.step.push_line": {
        "en": "{cubes} on {squares} pushes {direction} with strength {strength}; the line in "
              "front is {line} ({line_squares}) with defence {defence}: {verdict}",
        "de": "{cubes} auf {squares} schiebt nach {direction} mit Stärke {strength}; davor "
              "liegt die Kette {line} ({line_squares}) mit Verteidigung {defence}: {verdict}"},
    "cs.step.push_line_group": {
        "en": "{cubes} on {squares} push {direction} with strength {strength}; the line in "
              "front is {line} ({line_squares}) with defence {defence}: {verdict}",
        "de": "{cubes} auf {squares} schieben nach {direction} mit Stärke {strength}; davor "
              "liegt die Kette {line} ({line_squares}) mit Verteidigung {defence}: {verdict}"},
    "cs.step.tie": {
        "en": "a tie push is allowed (rulebook; CS-6), so everything moves one square.",
        "de": "Gleichstand ist erlaubt (Regelheft; CS-6), also zieht alles ein Feld weiter."},
    "cs.step.stronger": {
        "en": "{strength} is at least {defence}, so everything moves one square (CS-6).",
        "de": "{strength} ist mindestens {defence}, also zieht alles ein Feld weiter (CS-6)."},
    "cs.step.carried": {
        "en": "{cubes} of {player} in the line is carried along and counts for neither side "
              "(rulebook; CS-4).",
        "de": "{cubes} von {player} in der Kette wird mitgeschoben und zählt für keine Seite "
              "(Regelheft; CS-4)."},
    "cs.step.carried_many": {
        "en": "{cubes} of {player} in the line are carried along and count for neither side "
              "(rulebook; CS-4).",
        "de": "{cubes} von {player} in der Kette werden mitgeschoben und zählen für keine Seite "
              "(Regelheft; CS-4)."},
    "cs.step.partner_carried": {
        "en": "The partner's {cubes} in the line is treated like an own cube: carried along, "
              "counting for neither side ({rule}).",
        "de": "{cubes} des Partners in der Kette zählt wie ein eigener Cube: Er wird "
              "mitgeschoben und zählt für keine Seite ({rule})."},
    "cs.step.partner_defends": {
        "en": "The partner's {cubes} in the line counts as defence like an opponent's ({rule}).",
        "de": "{cubes} des Partners in der Kette zählt wie ein gegnerischer Cube zur "
              "Verteidigung ({rule})."},
    "cs.step.fall": {
        "en": "{cube} falls off the board at {square} and is out of the game: {owner} has now "
              "lost {lost}.",
        "de": "{cube} fällt bei {square} vom Brett und ist aus dem Spiel: {owner} hat jetzt "
              "{lost} verloren."},
    "cs.step.fall_own": {
        "en": "{cube} falls off the board at {square}: {player} pushed its own cube off, which "
              "is allowed and counts as lost ({lost} lost now; rulebook; CS-6).",
        "de": "{cube} fällt bei {square} vom Brett: {player} hat den eigenen Cube "
              "hinausgeschoben; das ist erlaubt und zählt als verloren (jetzt {lost}; "
              "Regelheft; CS-6)."},
    "cs.step.fall_neutral": {
        "en": "{cube} falls off the board at {square} and is out of the game.",
        "de": "{cube} fällt bei {square} vom Brett und ist aus dem Spiel."},
    "cs.step.eliminated_two": {
        "en": "{player} has lost three cubes and is out: {winner} wins (rulebook, Ausscheiden: "
              "with 2 players the game ends at once).",
        "de": "{player} hat drei Cubes verloren und scheidet aus: {winner} gewinnt (Regelheft, "
              "Ausscheiden: bei 2 Spielern endet die Partie sofort)."},
    "cs.step.eliminated": {
        "en": "{player} has lost three cubes and is out; its cubes on {squares} are now neutral "
              "(rulebook, Ausscheiden; CS-7).",
        "de": "{player} hat drei Cubes verloren und scheidet aus; die Cubes auf {squares} sind "
              "jetzt neutral (Regelheft, Ausscheiden; CS-7)."},
    "cs.step.eliminated_none": {
        "en": "{player} has lost three cubes and is out; none of its cubes is left on the board "
              "(rulebook, Ausscheiden; CS-7).",
        "de": "{player} hat drei Cubes verloren und scheidet aus; kein Cube davon liegt mehr "
              "auf dem Brett (Regelheft, Ausscheiden; CS-7)."},
    "cs.step.team_out": {
        "en": "{player} has no cube left on the board or to place and is out; its turns are "
              "skipped (rulebook, Team-Variante; CS-11).",
        "de": "{player} hat keinen Cube mehr auf dem Brett oder zum Setzen und scheidet aus; "
              "seine Züge entfallen (Regelheft, Team-Variante; CS-11)."},
    "cs.step.line_win": {
        "en": "{player} has four in a row from {start} to {end}: {player} wins.",
        "de": "{player} hat eine Viererkette von {start} bis {end}: {player} gewinnt."},
    "cs.step.line_win_team": {
        "en": "{player} has four in a row from {start} to {end}: team {team} wins (CS-11).",
        "de": "{player} hat eine Viererkette von {start} bis {end}: Team {team} gewinnt "
              "(CS-11)."},
    "cs.step.line_win_other": {
        "en": "{mover}'s move gives {player} four in a row from {start} to {end}: {player} "
              "wins ({rule}).",
        "de": "Durch den Zug von {mover} hat {player} eine Viererkette von {start} bis {end}: "
              "{player} gewinnt ({rule})."},
    "cs.step.line_win_other_team": {
        "en": "{mover}'s move gives {player} four in a row from {start} to {end}: team {team} "
              "wins ({rule}).",
        "de": "Durch den Zug von {mover} hat {player} eine Viererkette von {start} bis {end}: "
              "Team {team} gewinnt ({rule})."},
    "cs.step.last_player": {
        "en": "Only {player} is left: {player} wins (rulebook, Sieg als letzter Spieler).",
        "de": "Nur {player} ist übrig: {player} gewinnt (Regelheft, Sieg als letzter "
              "Spieler)."},
    "cs.step.team_eliminated": {
        "en": "Both colours of team {losers} have lost at least three cubes: team {team} wins "
              "(rulebook, Team-Variante; CS-11).",
        "de": "Beide Farben von Team {losers} haben mindestens drei Cubes verloren: Team {team} "
              "gewinnt (Regelheft, Team-Variante; CS-11)."},
    "cs.step.turn_limit": {
        "en": "Turn {turn} reaches the turn limit of {limit}: the game ends in a draw ({rule}).",
        "de": "Mit Zug {turn} ist die Zuggrenze von {limit} erreicht: Die Partie endet "
              "unentschieden ({rule})."},
    "cs.step.no_move_lose": {
        "en": "{player} is next but has no legal action and loses ({rule}): {winner} wins.",
        "de": "{player} ist am Zug, hat aber keine erlaubte Aktion und verliert ({rule}): "
              "{winner} gewinnt."},
    "cs.step.no_move_out": {
        "en": "{player} is next but has no legal action and is out ({rule}); its cubes on "
              "{squares} are now neutral.",
        "de": "{player} ist am Zug, hat aber keine erlaubte Aktion und scheidet aus ({rule}); "
              "seine Cubes auf {squares} sind jetzt neutral."},
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
        "en": "Draw: the turn limit of {limit} turns is reached.",
        "de": "Unentschieden: Die Zuggrenze von {limit} Zügen ist erreicht."},
})
