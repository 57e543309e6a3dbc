"""Every label, tooltip and status sentence of the widgets, in English and German."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- Stepper ---------------------------------------------------------------------------
    "widgets.first": {"en": "First", "de": "Anfang"},
    "widgets.back": {"en": "Back", "de": "Zurück"},
    "widgets.next": {"en": "Next", "de": "Weiter"},
    "widgets.last": {"en": "Last", "de": "Ende"},
    "widgets.first_tip": {"en": "Go to the first step", "de": "Zum ersten Schritt"},
    "widgets.back_tip": {"en": "One step back", "de": "Einen Schritt zurück"},
    "widgets.next_tip": {"en": "One step forward", "de": "Einen Schritt weiter"},
    "widgets.last_tip": {"en": "Go to the last step", "de": "Zum letzten Schritt"},
    "widgets.play_tip": {"en": "Play the steps one after another",
                         "de": "Die Schritte nacheinander abspielen"},
    "widgets.slider_tip": {"en": "Drag to choose a step",
                           "de": "Ziehen, um einen Schritt zu wählen"},
    "widgets.compare.differs": {"en": "the readings differ here",
                                "de": "hier unterscheiden sich die Lesarten"},
    "widgets.counter": {"en": "Step {number} of {total}", "de": "Schritt {number} von {total}"},
    # --- Explorer ----------------------------------------------------------------------------
    "widgets.move_label": {"en": "Square", "de": "Feld"},
    "widgets.move_tip": {"en": "Choose a move; the allowed ones are marked",
                         "de": "Einen Zug wählen; die erlaubten sind markiert"},
    "widgets.option_legal": {"en": "{move} (allowed)", "de": "{move} (erlaubt)"},
    "widgets.play_move": {"en": "Play", "de": "Spielen"},
    "widgets.play_move_tip": {"en": "Play the chosen move", "de": "Den gewählten Zug spielen"},
    "widgets.why": {"en": "Why not?", "de": "Warum nicht?"},
    "widgets.why_tip": {"en": "Explain why the chosen move is or is not allowed",
                        "de": "Erklären, warum der gewählte Zug (nicht) erlaubt ist"},
    "widgets.undo": {"en": "Undo", "de": "Zurücknehmen"},
    "widgets.undo_tip": {"en": "Take back the last move", "de": "Den letzten Zug zurücknehmen"},
    "widgets.restart": {"en": "Restart", "de": "Neu beginnen"},
    "widgets.restart_tip": {"en": "Go back to the start position",
                            "de": "Zurück zur Ausgangsstellung"},
    "widgets.click_tip": {"en": "Click a square on the board to play it, or choose one here:",
                          "de": "Klicke auf ein Feld des Bretts, um dort zu spielen, oder wähle "
                                "es hier:"},
    "widgets.status_turn": {"en": "Player {player} to move.", "de": "Spieler {player} ist am Zug."},
    "widgets.status_over": {"en": "Game over: {outcome}", "de": "Partie zu Ende: {outcome}"},
    "widgets.status_marbles": {"en": "Marbles: {marbles}.", "de": "Murmeln: {marbles}."},
    "widgets.status_moves": {"en": "Moves played: {count}.", "de": "Gespielte Züge: {count}."},
    "widgets.last_move": {"en": "Last move: {move}", "de": "Letzter Zug: {move}"},
    "widgets.played": {"en": "{player} played {move}.", "de": "{player} hat {move} gespielt."},
    "widgets.refused": {"en": "{move} is not allowed: {reason}",
                        "de": "{move} ist nicht erlaubt: {reason}"},
    "widgets.allowed": {"en": "{move} is allowed for player {player}.",
                        "de": "{move} ist für Spieler {player} erlaubt."},
    "widgets.not_a_square": {"en": "That click was not on a square of the board.",
                             "de": "Dieser Klick lag auf keinem Feld des Bretts."},
    "widgets.choose_first": {"en": "Choose a move in the list first.",
                             "de": "Wähle zuerst einen Zug in der Liste."},
    "widgets.undone": {"en": "Move {move} taken back.", "de": "Zug {move} zurückgenommen."},
    "widgets.nothing_to_undo": {"en": "There is no move to take back.",
                                "de": "Es gibt keinen Zug zum Zurücknehmen."},
    "widgets.restarted": {"en": "Back to the start position.",
                          "de": "Zurück zur Ausgangsstellung."},
    "widgets.cascade_title": {"en": "The last move ({move}) step by step:",
                              "de": "Der letzte Zug ({move}) Schritt für Schritt:"},
    "widgets.no_move_yet": {
        "en": "Play a move: it then appears here, step by step.",
        "de": "Spiele einen Zug: Er erscheint dann hier, Schritt für Schritt."},
    "widgets.move_label_any": {"en": "Move", "de": "Zug"},
    "widgets.selection_cleared": {"en": "Selection cleared.", "de": "Auswahl aufgehoben."},
    # --- Explorer: playing against the computer ----------------------------------------------
    "widgets.opponent_label": {"en": "Play against", "de": "Spielen gegen"},
    "widgets.opponent_tip": {
        "en": "Who makes the other moves: another person at this screen, or a computer player "
              "that answers each of your moves -- the random player (any legal move), the "
              "greedy player (the move that looks best one move ahead) or the computer (MCTS "
              "tree search; choose its strength below)",
        "de": "Wer die anderen Züge macht: eine andere Person an diesem Bildschirm oder ein "
              "Computerspieler, der jeden deiner Züge beantwortet -- der Zufallsspieler "
              "(irgendein erlaubter Zug), der gierige Spieler (der Zug, der einen Zug voraus am "
              "besten aussieht) oder der Computer (MCTS-Baumsuche; Spielstärke darunter wählen)"},
    "widgets.opponent_person": {"en": "another person", "de": "eine andere Person"},
    "widgets.opponent_random": {"en": "a random player", "de": "einen Zufallsspieler"},
    "widgets.opponent_greedy": {"en": "the greedy player", "de": "den gierigen Spieler"},
    "widgets.opponent_mcts": {"en": "the computer (MCTS)", "de": "den Computer (MCTS)"},
    # the computer players as the subject of a sentence (capitalised where a sentence starts)
    "widgets.bot_random": {"en": "the random player", "de": "der Zufallsspieler"},
    "widgets.bot_greedy": {"en": "the greedy player", "de": "der gierige Spieler"},
    "widgets.bot_mcts": {"en": "the computer (MCTS, {strength})",
                         "de": "der Computer (MCTS, {strength})"},
    "widgets.strength_label": {"en": "Strength", "de": "Spielstärke"},
    "widgets.strength_tip": {
        "en": "How long the computer (MCTS) thinks about each move: quick up to {quick} s, "
              "medium up to {medium} s, strong up to {strong} s (less when it has looked at "
              "enough positions). Press Stop to make it move at once.",
        "de": "Wie lange der Computer (MCTS) über jeden Zug nachdenkt: schnell bis {quick} s, "
              "mittel bis {medium} s, stark bis {strong} s (kürzer, wenn er genug Stellungen "
              "untersucht hat). Stopp lässt ihn sofort ziehen."},
    "widgets.strength_quick": {"en": "quick", "de": "schnell"},
    "widgets.strength_medium": {"en": "medium", "de": "mittel"},
    "widgets.strength_strong": {"en": "strong", "de": "stark"},
    "widgets.strength_custom": {"en": "custom: {settings}", "de": "eigene: {settings}"},
    "widgets.strength_option": {"en": "{strength} (up to {seconds} s)",
                                "de": "{strength} (bis {seconds} s)"},
    "widgets.strength_now": {"en": "Strength of the computer: {strength}. {about}",
                             "de": "Spielstärke des Computers: {strength}. {about}"},
    "widgets.opponent_now_bot": {
        "en": "{bot} now answers each of your moves. Undo takes back its answer together with "
              "your move.",
        "de": "{bot} beantwortet jetzt jeden deiner Züge. Zurücknehmen nimmt seine Antwort "
              "zusammen mit deinem Zug zurück."},
    "widgets.opponent_now_person": {
        "en": "Every move is played by hand now: another person makes the other moves.",
        "de": "Jetzt wird jeder Zug von Hand gespielt: Eine andere Person macht die anderen "
              "Züge."},
    "widgets.computer_move": {"en": "Computer move", "de": "Computerzug"},
    "widgets.computer_move_tip": {
        "en": "Let the computer make the next move (for example so that it starts): the "
              "player chosen under 'Play against', the random player against a person",
        "de": "Den Computer den nächsten Zug machen lassen (zum Beispiel, damit er beginnt): "
              "den unter 'Spielen gegen' gewählten Spieler, gegen eine Person den "
              "Zufallsspieler"},
    "widgets.stop": {"en": "Stop", "de": "Stopp"},
    "widgets.stop_tip": {
        "en": "Stop thinking: the computer plays the best move it has found so far",
        "de": "Nachdenken beenden: Der Computer spielt den besten bisher gefundenen Zug"},
    "widgets.progress_label": {"en": "Thinking", "de": "Denkt nach"},
    "widgets.thinking": {"en": "{bot} is thinking about the move for {player} ...",
                         "de": "{bot} überlegt sich den Zug für {player} ..."},
    "widgets.busy": {
        "en": "The computer is still thinking. Wait for its move, or press Stop to make it "
              "play the best move it has found so far.",
        "de": "Der Computer denkt noch nach. Warte auf seinen Zug oder drücke Stopp, damit er "
              "den besten bisher gefundenen Zug spielt."},
    "widgets.stopped": {
        "en": "(Stopped early: the best move found until then.)",
        "de": "(Vorzeitig gestoppt: der beste bis dahin gefundene Zug.)"},
    "widgets.bot_failed": {"en": "{bot} could not choose a move: {error}",
                           "de": "{bot} konnte keinen Zug wählen: {error}"},
    "widgets.answered": {"en": "{bot} answered for {player} with {move}.",
                         "de": "{bot} hat für {player} mit {move} geantwortet."},
    "widgets.computer_played": {"en": "{bot} played {move} for {player}.",
                                "de": "{bot} hat für {player} {move} gespielt."},
    "widgets.undone_many": {"en": "Moves {moves} taken back.",
                            "de": "Züge {moves} zurückgenommen."},
    "widgets.cascade_title_answer": {
        "en": "You played {move}, {bot} answered {answers}: both step by step.",
        "de": "Du hast {move} gespielt, {bot} hat mit {answers} geantwortet: beides Schritt "
              "für Schritt."},
    "widgets.cascade_title_computer": {
        "en": "{bot} played {move}, step by step:",
        "de": "{bot} hat {move} gespielt, Schritt für Schritt:"},
    # --- ScenarioBrowser ---------------------------------------------------------------------
    "widgets.scenario_label": {"en": "Scenario", "de": "Szenario"},
    "widgets.scenario_tip": {"en": "Choose a scenario", "de": "Ein Szenario wählen"},
    "widgets.rules": {"en": "Rules", "de": "Regeln"},
    "widgets.legal": {"en": "allowed", "de": "erlaubt"},
    "widgets.expected": {"en": "Expected result", "de": "Erwartetes Ergebnis"},
    # labels of the facts a scenario states (Scenario.facts); a game may register its own
    # as "<game>.fact.<name>", which then wins
    "widgets.fact.winner": {"en": "winner", "de": "Sieger"},
    "widgets.fact.outcome": {"en": "how the game ends", "de": "Spielende"},
    "widgets.fact.position": {"en": "final position", "de": "Endstellung"},
    "widgets.fact.moves": {"en": "moves", "de": "Züge"},
    "widgets.fact.to_move": {"en": "to move next", "de": "als Nächstes am Zug"},
    "widgets.fact.waves": {"en": "waves of the last move", "de": "Wellen des letzten Zugs"},
    "widgets.fact.burst_per_wave": {"en": "cells bursting in each wave",
                                    "de": "überlaufende Felder je Welle"},
    "widgets.fact.captured": {"en": "cells captured", "de": "eroberte Felder"},
    "widgets.fact.surplus_cells": {"en": "cells bursting with a surplus",
                                   "de": "Felder, die mit Überschuss überlaufen"},
    "widgets.fact.kept": {"en": "marbles kept as surplus",
                          "de": "als Überschuss behaltene Murmeln"},
    "widgets.fact.totals": {"en": "marbles at the end", "de": "Murmeln am Ende"},
    "widgets.fact.unsettled_cells": {"en": "cells still full when the game ends",
                                     "de": "Felder, die bei Spielende noch voll sind"},
    "widgets.fact.win_wave": {"en": "wave that decides the game",
                              "de": "Welle, die die Partie entscheidet"},
    "widgets.fact.endless_wave": {"en": "waves before the endless cascade is detected",
                                  "de": "Wellen, bis die endlose Kaskade erkannt ist"},
    "widgets.fact.endless_why": {"en": "why the cascade never ends",
                                 "de": "warum die Kaskade nie endet"},
    "widgets.fact.out": {"en": "players out", "de": "ausgeschiedene Spieler"},
    "widgets.fact.marbles_after": {"en": "marbles after each move",
                                   "de": "Murmeln nach jedem Zug"},
    "widgets.fact.out_after": {"en": "players out after each move",
                               "de": "ausgeschiedene Spieler nach jedem Zug"},
    "widgets.fact.illegal": {"en": "probe moves and their verdicts",
                             "de": "Probezüge und ihr Urteil"},
    "widgets.verdict": {"en": "Verdict", "de": "Urteil"},
    "widgets.check_ok": {"en": "The kit's rules give exactly this result.",
                         "de": "Die Regeln des Kits ergeben genau dieses Ergebnis."},
    "widgets.check_failed": {"en": "The kit's rules give another result: {problems}",
                             "de": "Die Regeln des Kits ergeben ein anderes Ergebnis: {problems}"},
    "widgets.no_scenarios": {"en": "This game has no scenarios yet.",
                             "de": "Für dieses Spiel gibt es noch keine Szenarien."},
    # --- errors of wrong calls --------------------------------------------------------------
    "widgets.error.step_list": {
        "en": "a step list must hold only Step objects, got {kinds}",
        "de": "eine Liste von Schritten darf nur Step-Objekte enthalten, nicht {kinds}"},
    "widgets.error.step_source": {
        "en": "Stepper needs a Transition, a Replay, a Scenario or a list of Steps, got {kind}",
        "de": "der Stepper braucht eine Transition, ein Replay, ein Scenario oder eine Liste von "
              "Steps, nicht {kind}"},
    "widgets.error.no_steps": {
        "en": "there are no steps to show: expected at least one Step",
        "de": "es gibt keine Schritte zu zeigen: erwartet wird mindestens ein Step"},
    "widgets.error.step_index_type": {
        "en": "a step index must be a whole number, got {index}",
        "de": "die Nummer eines Schritts muss eine ganze Zahl sein, nicht {index}"},
    "widgets.error.step_index": {
        "en": "step {index} does not exist: expected 0 to {last} (or -{count} to -1)",
        "de": "Schritt {index} gibt es nicht: erwartet wird 0 bis {last} (oder -{count} bis -1)"},
    "widgets.error.compare_count": {
        "en": "Compare shows two or three readings, got {n}",
        "de": "Compare zeigt zwei oder drei Lesarten, nicht {n}"},
    "widgets.error.compare_games": {
        "en": "Compare shows readings of one game: got {games}",
        "de": "Compare zeigt Lesarten eines einzigen Spiels, nicht {games}"},
    "widgets.error.compare_labels": {
        "en": "{labels} labels for {n} readings: expected one label per reading",
        "de": "{labels} Beschriftungen für {n} Lesarten: erwartet wird eine Beschriftung je "
              "Lesart"},
    "widgets.error.opponent": {
        "en": "unknown opponent {opponent}: expected one of {names}",
        "de": "unbekannter Gegner {opponent}: erwartet wird einer von {names}"},
    "widgets.error.opponent_mcts": {
        "en": " (set the tree search's budget with strength=, e.g. strength='iterations=50')",
        "de": " (das Budget der Baumsuche stellst du mit strength= ein, z. B. "
              "strength='iterations=50')"},
    "widgets.error.strength": {
        "en": "unknown strength {strength}: expected one of {names} or MCTS settings such as "
              "'iterations=400' or 'seconds=1'",
        "de": "unbekannte Stärke {strength}: erwartet wird eine von {names} oder Einstellungen "
              "der Baumsuche wie 'iterations=400' oder 'seconds=1'"},
    "widgets.error.strength_because": {"en": "{error} ({reason})", "de": "{error} ({reason})"},
    "widgets.error.explorer": {
        "en": "Explorer needs a Game or a State, got {kind}",
        "de": "der Explorer braucht ein Game oder einen State, nicht {kind}"},
    "widgets.error.seed": {
        "en": "seed must be a whole number, got {seed}",
        "de": "seed muss eine ganze Zahl sein, nicht {seed}"},
    "widgets.error.background": {
        "en": "background must be True, False or None, got {value}",
        "de": "background muss True, False oder None sein, nicht {value}"},
    "widgets.error.interaction_state": {
        "en": "an Interaction needs a State, got {kind}",
        "de": "eine Interaction braucht einen State, nicht {kind}"},
    "widgets.error.reset": {
        "en": "reset() needs a position of the same game, got {given}",
        "de": "reset() braucht eine Stellung desselben Spiels, nicht {given}"},
    "widgets.error.square": {
        "en": "{square} is not a square of the board: expected (col, row) with col 0-{last_col} "
              "and row 0-{last_row}",
        "de": "{square} ist kein Feld des Bretts: erwartet wird (Spalte, Reihe) mit Spalte "
              "0-{last_col} und Reihe 0-{last_row}"},
    "widgets.error.nothing_to_pick": {
        "en": "{game} has nothing to pick: got {value}, expected None",
        "de": "bei {game} gibt es nichts auszuwählen: erwartet wird None, nicht {value}"},
    "widgets.error.not_a_state": {
        "en": "expected a cubekit State, got {kind}",
        "de": "erwartet wird ein State von cubekit, nicht {kind}"},
    "widgets.error.browser_game": {
        "en": "ScenarioBrowser needs a Game, got {kind}",
        "de": "der ScenarioBrowser braucht ein Game, nicht {kind}"},
    "widgets.error.browser_games": {
        "en": "ScenarioBrowser shows the scenarios of one game; got {games}",
        "de": "der ScenarioBrowser zeigt die Szenarien eines einzigen Spiels, nicht {games}"},
    "widgets.error.scenario": {
        "en": "no scenario {id}: expected one of {ids}",
        "de": "kein Szenario {id}: erwartet wird eines von {ids}"},
}
