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
        "en": "win rate (bars: {level}% confidence interval)",
        "de": "Gewinnquote (Balken: {level}%-Konfidenzintervall)"},
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
        "en": "What does the option {option} change?",
        "de": "Was ändert die Option {option}?"},
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
        "stop_on_win": ("stop_on_win", "Kaskade endet beim Sieg"),
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
        "stop_on_win.True": ("True", "ja"),
        "stop_on_win.False": ("False", "nein"),
    }.items()},
}
