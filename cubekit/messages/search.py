"""Sentences of the exhaustive searches: progress, perfect play (solve, hints, the table of
small boards) and where two readings of a rule part (divergences), en and de."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- counts of moves ("1 move", "7 moves"; German "in 7 Zügen" or "noch 7 Züge") -----
    "analysis.moves.dat.one": {"en": "1 move", "de": "1 Zug"},
    "analysis.moves.dat.many": {"en": "{n} moves", "de": "{n} Zügen"},
    "analysis.moves.acc.one": {"en": "1 move", "de": "1 Zug"},
    "analysis.moves.acc.many": {"en": "{n} moves", "de": "{n} Züge"},
    # --- progress ------------------------------------------------------------------------
    "analysis.progress.search": {
        "en": "{stage}: depth {depth}, {positions} positions, {seconds} s",
        "de": "{stage}: Tiefe {depth}, {positions} Stellungen, {seconds} s"},
    "analysis.progress.stage.solve": {"en": "Solving", "de": "Lösen"},
    "analysis.progress.stage.moves": {
        "en": "Valuing every move", "de": "Bewertung jedes Zugs"},
    "analysis.progress.stage.retrograde": {
        "en": "Listing every position (retrograde analysis)",
        "de": "Alle Stellungen auflisten (Rückwärtsanalyse)"},
    "analysis.progress.stage.divergence": {
        "en": "Searching where the readings part",
        "de": "Suche, wo sich die Lesarten trennen"},
    "analysis.progress.stage.playouts": {
        "en": "Random games", "de": "Zufallspartien"},
    "analysis.progress.stage.claims": {
        "en": "Checking a claim", "de": "Prüfung einer Behauptung"},
    # --- values --------------------------------------------------------------------------
    "analysis.value.win": {"en": "win", "de": "Sieg"},
    "analysis.value.loss": {"en": "loss", "de": "Niederlage"},
    "analysis.value.draw": {"en": "draw", "de": "Remis"},
    "analysis.column.move": {"en": "move", "de": "Zug"},
    "analysis.column.value": {"en": "value for the mover", "de": "Wert für den Ziehenden"},
    "analysis.column.length": {
        "en": "moves to the end with best play", "de": "Züge bis zum Ende bei bestem Spiel"},
    # --- solve ---------------------------------------------------------------------------
    "analysis.solve.win": {
        "en": "{player} is to move and wins with best play in {n_length}; every move "
              "that keeps the win: {best}.",
        "de": "{player} ist am Zug und gewinnt bei bestem Spiel in {n_length}; jeder "
              "Zug, der den Sieg hält: {best}."},
    "analysis.solve.loss": {
        "en": "{player} is to move and loses against best play; delaying as long as "
              "possible, the game lasts another {a_length} (every move loses: {best}).",
        "de": "{player} ist am Zug und verliert gegen bestes Spiel; bei längstem Hinhalten "
              "dauert die Partie noch {a_length} (jeder Zug verliert: {best})."},
    "analysis.solve.draw": {
        "en": "{player} is to move; with best play neither side can force a win (a draw); "
              "the moves that keep the draw: {best}.",
        "de": "{player} ist am Zug; bei bestem Spiel kann keine Seite den Sieg erzwingen "
              "(Remis); die Züge, die das Remis halten: {best}."},
    "analysis.solve.draw_within": {
        "en": "{player} is to move; neither side can force a win within {n_horizon} (the "
              "moves that keep it so: {best}).",
        "de": "{player} ist am Zug; keine Seite kann den Sieg innerhalb von {n_horizon} "
              "erzwingen (die Züge, bei denen das so bleibt: {best})."},
    "analysis.solve.within": {
        "en": "within must be a whole number of moves of at least 1, not {within}.",
        "de": "within muss eine ganze Zahl von Zügen sein, mindestens 1, nicht {within}."},
    "analysis.solve.method.bounded": {
        "en": "negamax with alpha-beta and a transposition table, every line followed "
              "{a_horizon} deep",
        "de": "Negamax mit Alpha-Beta und Transpositionstabelle, jede Zugfolge {a_horizon} "
              "tief verfolgt"},
    "analysis.solve.over": {
        "en": "The game is already over: there is nothing left to solve.",
        "de": "Die Partie ist bereits zu Ende: Es bleibt nichts zu lösen."},
    "analysis.solve.searched": {
        "en": "({method}, {positions} positions, {seconds} s.)",
        "de": "({method}, {positions} Stellungen, {seconds} s.)"},
    "analysis.solve.method.alpha-beta": {
        "en": "negamax with alpha-beta and a transposition table",
        "de": "Negamax mit Alpha-Beta und Transpositionstabelle"},
    "analysis.solve.method.retrograde": {
        "en": "retrograde analysis of every reachable position",
        "de": "Rückwärtsanalyse aller erreichbaren Stellungen"},
    "analysis.solve.method.over": {"en": "game over", "de": "Partie zu Ende"},
    "analysis.solve.budget": {
        "en": "Not solved within the budget of {budget} s ({stage}): {positions} positions "
              "searched, lines of play up to {a_depth} deep, from {position}. Give a "
              "bigger budget_s, or a smaller position.",
        "de": "Nicht gelöst im Zeitrahmen von {budget} s ({stage}): {positions} Stellungen "
              "durchsucht, Zugfolgen bis {a_depth} tief, ab {position}. Gib ein größeres "
              "budget_s an oder eine kleinere Stellung."},
    "analysis.solve.two_players": {
        "en": "Perfect play is only searched for two players; this game has {players}.",
        "de": "Perfektes Spiel wird nur für zwei Spieler gesucht; diese Partie hat {players}."},
    "analysis.solve.not_a_position": {
        "en": "solve() takes a position (State) or a game (Game), not a {type}.",
        "de": "solve() nimmt eine Stellung (State) oder ein Spiel (Game), kein {type}."},
    # --- the table of small boards ----------------------------------------------------------
    "analysis.solutions.title": {
        "en": "Solved positions: who wins with best play",
        "de": "Gelöste Stellungen: Wer gewinnt bei bestem Spiel"},
    "analysis.solutions.column.case": {"en": "position", "de": "Stellung"},
    "analysis.solutions.case.scenario": {"en": "from the start of the scenario “{title}”",
                                         "de": "ab dem Anfang des Szenarios „{title}“"},
    "analysis.solutions.case.within": {"en": "within {n_within}",
                                       "de": "innerhalb von {n_within}"},
    "analysis.solutions.column.result": {
        "en": "with best play on both sides", "de": "bei bestem Spiel beider Seiten"},
    "analysis.solutions.column.best": {
        "en": "moves that keep it", "de": "Züge, die das halten"},
    "analysis.solutions.column.searched": {"en": "searched", "de": "durchsucht"},
    "analysis.solutions.searched": {
        "en": "{positions} positions in {seconds} s ({method})",
        "de": "{positions} Stellungen in {seconds} s ({method})"},
    "analysis.solutions.wins": {
        "en": "{winner} wins in {n_length} ({to_move} to move)",
        "de": "{winner} gewinnt in {n_length} ({to_move} am Zug)"},
    "analysis.solutions.draw": {
        "en": "a draw: neither side can force a win",
        "de": "Remis: Keine Seite kann den Sieg erzwingen"},
    "analysis.solutions.none_within": {
        "en": "neither side can force a win within {n_within}",
        "de": "keine Seite kann den Sieg innerhalb von {n_within} erzwingen"},
    # --- hints ---------------------------------------------------------------------------
    "analysis.hint.win": {
        "en": "{move} wins against best play in {n_length}; no move wins faster.",
        "de": "{move} gewinnt gegen bestes Spiel in {n_length}; kein Zug gewinnt "
              "schneller."},
    "analysis.hint.win_slower": {
        "en": "{move} wins against best play in {n_length}; the fastest win ({best}) takes "
              "{a_best_length}.",
        "de": "{move} gewinnt gegen bestes Spiel in {n_length}; der schnellste Sieg ({best}) "
              "dauert {a_best_length}."},
    "analysis.hint.loss": {
        "en": "{move} loses against best play in {n_length}; every move loses, and none "
              "holds out longer.",
        "de": "{move} verliert gegen bestes Spiel in {n_length}; jeder Zug verliert, "
              "und keiner hält länger durch."},
    "analysis.hint.loss_slower": {
        "en": "{move} loses against best play in {n_length}; every move loses, but the "
              "longest defence ({best}) holds out for {a_best_length}.",
        "de": "{move} verliert gegen bestes Spiel in {n_length}; jeder Zug verliert, aber "
              "die längste Verteidigung ({best}) hält {a_best_length} durch."},
    "analysis.hint.loss_but": {
        "en": "{move} loses against best play in {n_length}; with {best} it would be a "
              "{best_value}.",
        "de": "{move} verliert gegen bestes Spiel in {n_length}; mit {best} wäre es "
              "ein {best_value}."},
    "analysis.hint.draw": {
        "en": "{move} keeps the draw: with best play neither side can force a win.",
        "de": "{move} hält das Remis: Bei bestem Spiel kann keine Seite den Sieg erzwingen."},
    "analysis.hint.draw_but": {
        "en": "{move} only draws against best play; with {best} it would be a {best_value}.",
        "de": "{move} reicht gegen bestes Spiel nur zum Remis; mit {best} wäre es ein "
              "{best_value}."},
    "analysis.hint.button": {"en": "Best play", "de": "Bestes Spiel"},
    "analysis.hint.tip": {
        "en": "Say what perfect play makes of the chosen move (small positions only)",
        "de": "Sagen, was perfektes Spiel aus dem gewählten Zug macht (nur kleine Stellungen)"},
    "analysis.hint.too_large": {
        "en": "This position is too large to solve within {seconds} s, so best play is "
              "not known here.",
        "de": "Diese Stellung ist zu groß, um sie in {seconds} s zu lösen; bestes Spiel "
              "ist hier nicht bekannt."},
    "analysis.hint.choose": {
        "en": "Choose a move to hear what best play makes of it.",
        "de": "Wähle einen Zug, dann steht hier, was bestes Spiel daraus macht."},
    "analysis.hint.over": {"en": "The game is over.", "de": "Die Partie ist vorbei."},
    # --- divergences ---------------------------------------------------------------------
    "analysis.divergence.unknown_option": {
        "en": "{game} has no option {option}; its options are {valid}.",
        "de": "{game} hat keine Option {option}; seine Optionen sind {valid}."},
    "analysis.divergence.no_second": {
        "en": "it takes a whole position or a list, so there is no second reading to try on "
              "its own",
        "de": "sie nimmt eine ganze Stellung oder eine Liste, es gibt also keine zweite "
              "Lesart, die sich von selbst anbietet"},
    "analysis.divergence.needs_values": {
        "en": "{option} takes an explicit value (a whole position or a list), so there is no "
              "second value to try on its own: give values=(first, second).",
        "de": "{option} nimmt einen ausdrücklichen Wert (eine ganze Stellung oder eine Liste), "
              "es gibt also keinen zweiten Wert, der sich von selbst anbietet: Gib "
              "values=(erster, zweiter) an."},
    "analysis.divergence.invalid": {
        "en": "{option}={value} is refused: {error}",
        "de": "{option}={value} wird abgelehnt: {error}"},
    "analysis.divergence.two_values": {
        "en": "divergence() compares two values of {option}: give two.",
        "de": "divergence() vergleicht zwei Werte von {option}: Gib zwei an."},
    "analysis.divergence.at_start": {"en": "Right at the start", "de": "Gleich zu Beginn"},
    "analysis.divergence.after": {"en": "After {moves}", "de": "Nach {moves}"},
    "analysis.divergence.more": {"en": "{n} more", "de": "{n} weitere"},
    "analysis.divergence.after_long": {"en": "After {n} moves ({first}, …, {last})",
                                       "de": "Nach {n} Zügen ({first}, …, {last})"},
    "analysis.divergence.goes_on": {"en": "the game goes on", "de": "geht die Partie weiter"},
    "analysis.divergence.ends": {
        "en": "the game ends: {outcome}", "de": "endet die Partie: {outcome}"},
    "analysis.divergence.refused": {"en": "refused: {error}", "de": "abgelehnt: {error}"},
    "analysis.divergence.legal": {
        "en": "{after}, {move} is legal with {yes} but not with {no}: {reason}",
        "de": "{after} ist {move} mit {yes} erlaubt, mit {no} aber nicht: {reason}"},
    "analysis.divergence.position": {
        "en": "{after}, the move {move} leads to different positions: with {a} to `{pos_a}`, "
              "with {b} to `{pos_b}`.",
        "de": "{after} führt der Zug {move} zu verschiedenen Stellungen: mit {a} zu `{pos_a}`, "
              "mit {b} zu `{pos_b}`."},
    "analysis.divergence.outcome": {
        "en": "{after}, the move {move} ends differently: with {a} {out_a}; with {b} {out_b}.",
        "de": "{after} geht der Zug {move} verschieden aus: Mit {a} {out_a}; mit {b} "
              "{out_b}."},
    "analysis.divergence.by_playout": {
        "en": "(Found in a random game, so a shorter game may part as well; every line of "
              "play of up to {n_depth} agrees.)",
        "de": "(In einer Zufallspartie gefunden, eine kürzere Partie kann sich also auch "
              "trennen; jede Zugfolge bis zu {n_depth} stimmt überein.)"},
    "analysis.divergence.none": {
        "en": "No difference within {n_depth}: every line of play of up to {n_depth} "
              "gives the same legal moves, positions and outcomes with {a} and with {b}.",
        "de": "Kein Unterschied innerhalb von {n_depth}: Jede Zugfolge bis zu {n_depth} "
              "ergibt mit {a} und mit {b} dieselben erlaubten Züge, Stellungen und Ausgänge."},
    "analysis.divergence.none_playouts": {
        "en": "{games} random games of up to {moves} moves each found none either.",
        "de": "Auch {games} Zufallspartien mit je bis zu {moves} Zügen fanden keinen."},
    "analysis.divergence.skipped": {
        "en": "{option} skipped: {reason}", "de": "{option} übersprungen: {reason}"},
    "analysis.divergence.start": {
        "en": "The readings part before the first move: with {a} {pos_a}; with {b} {pos_b}.",
        "de": "Die Lesarten trennen sich schon vor dem ersten Zug: Mit {a} {pos_a}; mit {b} "
              "{pos_b}."},
    "analysis.divergence.position_text": {
        "en": "the start is `{text}`", "de": "ist die Startstellung `{text}`"},
    "analysis.divergence.unreadable": {
        "en": "the position cannot be read ({error})",
        "de": "lässt sich die Stellung nicht lesen ({error})"},
    "analysis.divergence.title": {
        "en": "{option}: {value} against {other}",
        "de": "{option}: {value} gegen {other}"},
    "analysis.divergence.heading": {
        "en": "{game}, {option}: where the readings part",
        "de": "{game}, {option}: wo sich die Lesarten trennen"},
    "analysis.divergence.witness": {"en": "Moves", "de": "Züge"},
    "analysis.divergence.cell.skipped": {"en": "skipped", "de": "übersprungen"},
    "analysis.divergence.cell.none": {
        "en": "none within {n_depth}", "de": "keiner innerhalb von {n_depth}"},
    "analysis.divergence.cell.found": {
        "en": "after {n_length}: {kind}", "de": "nach {n_length}: {kind}"},
    "analysis.divergence.cell.at_start": {
        "en": "at the start: {kind}", "de": "gleich zu Beginn: {kind}"},
    "analysis.divergence.kind.start": {"en": "start position", "de": "Startstellung"},
    "analysis.divergence.kind.legal": {"en": "legal moves", "de": "erlaubte Züge"},
    "analysis.divergence.kind.position": {"en": "position", "de": "Stellung"},
    "analysis.divergence.kind.outcome": {"en": "outcome", "de": "Ausgang"},
    "analysis.divergence.column.option": {"en": "option", "de": "Option"},
    "analysis.divergence.column.values": {"en": "values", "de": "Werte"},
    "analysis.divergence.column.result": {"en": "result", "de": "Ergebnis"},
    "analysis.divergence.column.witness": {"en": "moves", "de": "Züge"},
    "analysis.divergence.column.difference": {
        "en": "first difference", "de": "erster Unterschied"},
    "analysis.divergence.table": {
        "en": "{game}: where the readings of each option part",
        "de": "{game}: wo sich die Lesarten jeder Option trennen"},
    "analysis.divergence.value_index": {
        "en": "value must be 0 or 1 (the index into {values}), not {value}",
        "de": "value muss 0 oder 1 sein (der Index in {values}), nicht {value}"},
    "analysis.solutions.no_case": {
        "en": "no case {name}: expected one of {names}",
        "de": "kein Fall {name}: erwartet einer von {names}"},
    "analysis.solve.not_a_move": {
        "en": "{move} is not a legal move of the solved position",
        "de": "{move} ist kein erlaubter Zug der gelösten Stellung"},
}
