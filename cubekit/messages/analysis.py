"""Sentences and labels of the balance analysis (progress, plot titles and axes, the column
titles and verdicts of the readable tables), en and de."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "analysis.progress": {
        "en": "{done} of {total} games played",
        "de": "{done} von {total} Partien gespielt"},
    "analysis.progress.label": {
        "en": "Playing games",
        "de": "Partien laufen"},
    # units of win_rates(by=...)
    "analysis.unit.seat": {
        "en": "seat (player letter)",
        "de": "Platz (Spielerbuchstabe)"},
    "analysis.unit.player": {
        "en": "computer player",
        "de": "Computerspieler"},
    "analysis.unit.order": {
        "en": "position in the turn order (1 = moves first)",
        "de": "Position in der Zugfolge (1 = beginnt)"},
    "analysis.axis.win_rate": {
        "en": "win rate (lines: {level}% confidence interval)",
        "de": "Gewinnquote (Striche: {level}%-Konfidenzintervall)"},
    "analysis.axis.length": {
        "en": "game length (moves)",
        "de": "Partielänge (Züge)"},
    "analysis.axis.games": {
        "en": "number of games",
        "de": "Anzahl Partien"},
    "analysis.axis.share": {
        "en": "share of the games",
        "de": "Anteil der Partien"},
    "analysis.equal_chances": {
        "en": "equal chances",
        "de": "gleiche Chancen"},
    "analysis.title.win_rates": {
        "en": "Who wins?",
        "de": "Wer gewinnt?"},
    "analysis.title.lengths": {
        "en": "How long do the games last?",
        "de": "Wie lange dauern die Partien?"},
    "analysis.title.endings": {
        "en": "How the games end",
        "de": "Wie die Partien enden"},
    "analysis.title.compare": {
        "en": "What does the option '{option}' change?",
        "de": "Was ändert die Option „{option}“?"},
    "analysis.title.compare_rule": {
        "en": "What does the option '{option}' ({rule}) change?",
        "de": "Was ändert die Option „{option}“ ({rule})?"},
    "analysis.axis.length_log": {
        "en": "game length (moves, logarithmic scale)",
        "de": "Partielänge (Züge, logarithmische Skala)"},
    "analysis.all_seats": {
        "en": "{bot} in every seat",
        "de": "{bot} auf jedem Platz"},
    # the computer players by name (cubekit.analysis.labels.bot_name), from their specs
    "analysis.bot.random": {"en": "random player", "de": "Zufallsspieler"},
    "analysis.bot.greedy": {"en": "greedy player", "de": "gieriger Spieler"},
    "analysis.bot.mcts": {"en": "tree search ({details})", "de": "Baumsuche ({details})"},
    "analysis.bot.iterations.one": {"en": "{n} iteration", "de": "{n} Durchlauf"},
    "analysis.bot.iterations.many": {"en": "{n} iterations", "de": "{n} Durchläufe"},
    "analysis.bot.seconds": {"en": "{seconds} s per move", "de": "{seconds} s je Zug"},
    "analysis.bot.tuned": {"en": "tuned", "de": "angepasst"},
    "analysis.games": {
        "en": "{games} games",
        "de": "{games} Partien"},
    "analysis.games_per_value": {
        "en": "{games} games per value",
        "de": "{games} Partien je Wert"},
    "analysis.against": {
        "en": "against",
        "de": "gegen"},
    "analysis.default_rules": {
        "en": "default rules",
        "de": "Standardregeln"},
    "analysis.mean": {
        "en": "mean {value}",
        "de": "Mittel {value}"},
    "analysis.limit_hit": {
        "en": "{count} stopped by the turn limit",
        "de": "{count} durch die Zuggrenze beendet"},
    # how games end: Outcome.reason of the games (unknown reasons are shown as their key)
    "analysis.reason.last_player": {
        "en": "last player left",
        "de": "nur noch ein Spieler übrig"},
    "analysis.reason.endless_cascade": {
        "en": "endless cascade (no winner)",
        "de": "endlose Kaskade (kein Sieger)"},
    "analysis.reason.four_in_a_row": {
        "en": "four in a row",
        "de": "Viererkette"},
    "analysis.reason.team_eliminated": {
        "en": "a team is out",
        "de": "ein Team ist ausgeschieden"},
    "analysis.reason.no_move": {
        "en": "no legal move",
        "de": "kein Zug möglich"},
    "analysis.reason.turn_limit": {
        "en": "turn limit (draw)",
        "de": "Zuggrenze (unentschieden)"},
    "analysis.reason.all_removed": {
        "en": "all blocks removed",
        "de": "alle Blöcke entfernt"},
    "analysis.reason.stuck": {
        "en": "nobody can move (draw)",
        "de": "niemand kann ziehen (unentschieden)"},
    # first_player_advantage: column titles and verdicts
    "analysis.column.decided": {
        "en": "games with a winner",
        "de": "Partien mit Sieger"},
    "analysis.column.first_won": {
        "en": "first player won %",
        "de": "Startspieler gewann %"},
    "analysis.column.interval": {
        "en": "{level}% interval",
        "de": "{level}%-Intervall"},
    "analysis.column.equal_share": {
        "en": "equal share %",
        "de": "gleicher Anteil %"},
    "analysis.column.verdict": {
        "en": "verdict",
        "de": "Urteil"},
    "analysis.verdict.ahead": {
        "en": "first player ahead",
        "de": "Startspieler vorn"},
    "analysis.verdict.behind": {
        "en": "first player behind",
        "de": "Startspieler im Nachteil"},
    "analysis.verdict.even": {
        "en": "no clear difference",
        "de": "kein klarer Unterschied"},
    # game_facts, limit_shares and changed_games: column titles
    "analysis.column.games": {
        "en": "games",
        "de": "Partien"},
    "analysis.column.draws": {
        "en": "draws %",
        "de": "unentschieden %"},
    "analysis.column.draw_interval": {
        "en": "draws: {level}% interval",
        "de": "unentschieden: {level}%-Intervall"},
    "analysis.column.limit": {
        "en": "turn limit %",
        "de": "Zuggrenze %"},
    "analysis.column.limit_interval": {
        "en": "turn limit: {level}% interval",
        "de": "Zuggrenze: {level}%-Intervall"},
    "analysis.column.mean_length": {
        "en": "mean length",
        "de": "mittlere Länge"},
    "analysis.column.median_length": {
        "en": "median length",
        "de": "Median der Länge"},
    "analysis.column.longest": {
        "en": "longest",
        "de": "längste"},
    "analysis.column.limit_at": {
        "en": "limit {limit}",
        "de": "Zuggrenze {limit}"},
    "analysis.column.compared_with": {
        "en": "compared with",
        "de": "verglichen mit"},
    "analysis.column.changed": {
        "en": "games that end differently %",
        "de": "anders endende Partien %"},
    # group columns of the tables (cubekit.analysis.labels): titles and values in words
    "analysis.group.option": {"en": "option", "de": "Option"},
    "analysis.group.value": {"en": "value", "de": "Wert"},
    "analysis.group.bot": {"en": "bot", "de": "Computerspieler"},
    "analysis.group.player": {"en": "player", "de": "Spieler"},
    "analysis.group.order": {"en": "order", "de": "Zugfolge"},
    "analysis.group.reason": {"en": "reason", "de": "Spielende"},
    "analysis.group.board": {"en": "board", "de": "Brett"},
    "analysis.group.seat": {"en": "seat", "de": "Platz"},
    "analysis.group.start": {"en": "start", "de": "Startspieler"},
    "analysis.group.winner": {"en": "winner", "de": "Sieger"},
    "analysis.group.winners": {"en": "winners", "de": "Sieger"},
    **{f"analysis.option.{name}": {"en": en, "de": de} for name, (en, de) in {
        "players": ("players", "Spieler"),
        "level": ("level", "Stufe"),
        "teams": ("teams", "Teams"),
        "start_player": ("start player", "Startspieler"),
        "white_strengths": ("white blockers", "weiße Blockiersteine"),
        "own_in_line": ("own cube in the pushed line", "eigener Cube in der Kette"),
        "partner_cubes": ("partner's cubes", "Cubes des Partners"),
        "line_wins": ("which four in a row wins", "welche Viererkette gewinnt"),
        "no_move": ("no legal action", "keine erlaubte Aktion"),
        "turn_limit": ("turn limit", "Zuggrenze"),
        "blocks": ("blocks", "Blöcke"),
        "no_adjacent": ("no adjacent blocks", "keine nebeneinanderliegenden Blöcke"),
        "slider_star": ("slider on a star square", "Slider auf dem Sternfeld"),
        "impossible_hop": ("tip without a hop", "Kippen ohne Sprung"),
        "setup": ("setup", "Ausgangsstellung"),
        "dice": ("dice", "Würfel"),
        "reinforce_with": ("reinforce with", "verstärken mit"),
        "retreat_removal": ("other threatened dice leave", "andere bedrohte Würfel fliegen"),
        "width": ("width", "Breite"),
        "height": ("height", "Höhe"),
        "stop_on_win": ("stop on win", "Stopp beim Sieg"),
    }.items()},
    **{f"analysis.value.{name}": {"en": en, "de": de} for name, (en, de) in {
        "level.beginner": ("beginner", "Einsteiger"),
        "level.intermediate": ("intermediate", "Mittelschwer"),
        "level.expert": ("expert", "Experten"),
        "teams.True": ("A+C against B+D", "A+C gegen B+D"),
        "teams.False": ("everyone for themselves", "jeder für sich"),
        "start_player.None": ("drawn by lot", "ausgelost"),
        "turn_limit.None": ("none", "keine"),
        "own_in_line.carried": ("carried along", "wird mitgeschoben"),
        "own_in_line.blocks": ("blocks the push", "blockiert den Schub"),
        "partner_cubes.defend": ("defend", "verteidigen"),
        "partner_cubes.own": ("count as own", "zählen wie eigene"),
        "line_wins.any": ("any player's, the mover's first", "jede, die des Ziehenden zuerst"),
        "line_wins.mover_only": ("only the mover's", "nur die des Ziehenden"),
        "no_move.pass": ("pass", "passen"),
        "no_move.lose": ("lose", "verlieren"),
        "no_adjacent.True": ("forbidden", "verboten"),
        "no_adjacent.False": ("allowed", "erlaubt"),
        "slider_star.pass": ("slides over it", "rutscht darüber"),
        "slider_star.stop": ("stops", "hält an"),
        "impossible_hop.forbid": ("forbidden", "verboten"),
        "impossible_hop.skip": ("the hop is skipped", "der Sprung entfällt"),
        "setup.None": ("the usual start", "der übliche Start"),
        "dice.right": ("right-handed", "rechtshändig"),
        "dice.left": ("left-handed", "linkshändig"),
        "reinforce_with.any": ("any of its dice", "jedem seiner Würfel"),
        "reinforce_with.other": ("another die only", "nur einem anderen Würfel"),
        "retreat_removal.before_fights": ("before the fights", "vor den Kämpfen"),
        "retreat_removal.after_fights": ("after the fights", "nach den Kämpfen"),
        "stop_on_win.True": ("yes", "ja"),
        "stop_on_win.False": ("no", "nein"),
    }.items()},
    # errors of the sweeps (sweep.py), the summaries (summary.py) and the charts (plots.py)
    "analysis.error.confidence": {
        "en": "confidence must be between 0 and 1 (e.g. 0.95), not {confidence}",
        "de": "confidence muss zwischen 0 und 1 liegen (z. B. 0.95), nicht {confidence}"},
    "analysis.error.wins": {
        "en": "{wins} wins out of {games} games is not possible: expected 0 <= wins <= games",
        "de": "{wins} Siege in {games} Partien sind nicht möglich: erwartet 0 <= wins <= games"},
    "analysis.error.no_column": {
        "en": "no column {missing} in the table: expected some of {columns}",
        "de": "keine Spalte {missing} in der Tabelle: erwartet einige von {columns}"},
    "analysis.error.not_a_sweep": {
        "en": "this is not a table of play_games or compare: expected the columns 'winners' "
              "and 'player_A', 'player_B', ...",
        "de": "Das ist keine Tabelle von play_games oder compare: erwartet die Spalten "
              "'winners' und 'player_A', 'player_B', ..."},
    "analysis.error.no_start": {
        "en": "this is not a table of play_games or compare: expected a column 'start' (the "
              "seat that moved first)",
        "de": "Das ist keine Tabelle von play_games oder compare: erwartet eine Spalte "
              "'start' (der Platz, der zuerst gezogen hat)"},
    "analysis.error.not_a_compare": {
        "en": "{function} needs a table of compare: no column {missing}",
        "de": "{function} braucht eine Tabelle von compare: keine Spalte {missing}"},
    "analysis.error.unit": {
        "en": "unknown unit {by}: expected one of {units}",
        "de": "unbekannte Einheit {by}: erwartet eine von {units}"},
    "analysis.machine.cores": {"en": "{n} cores", "de": "{n} Kerne"},
    "analysis.machine.load": {"en": "load average {load} at start",
                              "de": "Systemlast {load} beim Start"},
    "analysis.error.places": {
        "en": "places must be a whole number of decimals from 0 to 6, not {places}",
        "de": "places muss eine ganze Zahl von Nachkommastellen von 0 bis 6 sein, nicht "
              "{places}"},
    "analysis.error.share": {
        "en": "share must be a win rate between 0 and 1 (e.g. 0.5), not {share}",
        "de": "share muss eine Gewinnquote zwischen 0 und 1 sein (z. B. 0.5), nicht {share}"},
    "analysis.error.limits": {
        "en": "limits must be whole numbers of turns of at least 1 (e.g. [100, 200, 500]), "
              "not {limits}",
        "de": "limits müssen ganze Zahlen von Zügen sein, mindestens 1 (z. B. [100, 200, "
              "500]), nicht {limits}"},
    "analysis.error.seating": {
        "en": "unknown seating {seating}: expected one of {seatings}",
        "de": "unbekannte Sitzordnung {seating}: erwartet eine von {seatings}"},
    "analysis.error.options": {
        "en": "options must be a dict of rule options, not {options}",
        "de": "options muss ein dict von Regeloptionen sein, nicht {options}"},
    "analysis.error.game": {
        "en": "game must be a game name such as 'chain_reaction' or a rules object from "
              "cubekit.load, not {game}",
        "de": "game muss ein Spielname wie 'chain_reaction' oder ein Regelobjekt von "
              "cubekit.load sein, nicht {game}"},
    "analysis.error.spec_count": {
        "en": "{game} is played by {seats} players here, but {given} player spec(s) were "
              "given: expected {seats} specs (one per seat, e.g. {example}) or one spec string "
              "for every seat",
        "de": "{game} wird hier von {seats} Spielern gespielt, aber {given} Spielerangabe(n) "
              "wurden übergeben: erwartet {seats} Angaben (eine je Platz, z. B. {example}) "
              "oder eine Angabe als Text für alle Plätze"},
    "analysis.error.spec_type": {
        "en": "a player spec must be a string such as 'random', 'greedy' or "
              "'mcts:iterations=400', not {spec}",
        "de": "eine Spielerangabe muss ein Text wie 'random', 'greedy' oder "
              "'mcts:iterations=400' sein, nicht {spec}"},
    "analysis.error.whole_number": {
        "en": "{what} must be a whole number, not {value}",
        "de": "{what} muss eine ganze Zahl sein, nicht {value}"},
    "analysis.error.at_least": {
        "en": "{what} must be at least {minimum}, not {value}",
        "de": "{what} muss mindestens {minimum} sein, nicht {value}"},
    "analysis.error.progress": {
        "en": "progress must be True, False, None or a callable (done, total), not {progress}",
        "de": "progress muss True, False, None oder eine aufrufbare Funktion (done, total) "
              "sein, nicht {progress}"},
    "analysis.error.executor": {
        "en": "executor must be a concurrent.futures.Executor, None (a process pool) or "
              "'serial', not {executor}",
        "de": "executor muss ein concurrent.futures.Executor, None (ein Prozesspool) oder "
              "'serial' sein, nicht {executor}"},
    "analysis.error.option": {
        "en": "unknown option {option} for {game}: expected one of {valid}",
        "de": "unbekannte Option {option} für {game}: erwartet eine von {valid}"},
    "analysis.error.values": {
        "en": "values must be a list of values of {option}, e.g. [True, False], not {values}",
        "de": "values muss eine Liste von Werten von {option} sein, z. B. [True, False], "
              "nicht {values}"},
    "analysis.error.no_values": {
        "en": "no values given: expected a list of values of {option} to compare",
        "de": "keine Werte angegeben: erwartet eine Liste von Werten von {option} zum "
              "Vergleichen"},
    "analysis.error.values_repeat": {
        "en": "the values of {option} repeat: {values}: expected each value once",
        "de": "die Werte von {option} wiederholen sich: {values}: erwartet jeden Wert einmal"},
    "analysis.error.no_games": {
        "en": "the table has no games to draw: expected at least one row",
        "de": "die Tabelle hat keine Partien zum Zeichnen: erwartet mindestens eine Zeile"},
    "analysis.error.facet_ax": {
        "en": "facet=True draws one panel per value: do not pass ax (or pass facet=False)",
        "de": "facet=True zeichnet ein Feld je Wert: Gib kein ax an (oder facet=False)"},
    "analysis.error.not_for_compare_plot": {
        "en": "plot_compare needs a table of compare(): expected the columns 'option' and "
              "'value'",
        "de": "plot_compare braucht eine Tabelle von compare(): erwartet die Spalten 'option' "
              "und 'value'"},
}
