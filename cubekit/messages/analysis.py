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
        "de": "Viererreihe"},
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
}
