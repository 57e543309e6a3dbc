"""Deblockle's rule decisions (DB-1 to DB-10): what the kit plays where the rulebook is
silent or can be read two ways, each with the sentence it reads, the other readings and the
option that plays them, and the scenarios that show it (:mod:`cubekit.core.decisions`; the
words are in :mod:`.decision_messages`).
"""

from __future__ import annotations

from cubekit.core.decisions import ANY_VALUE, Decision, Reading


def _key(rule: str, part: str) -> str:
    return f"deblockle.decision.{rule}.{part}"


DECISIONS: tuple[Decision, ...] = (
    Decision(
        "DB-1", "Star Spaces",
        "Jeder Spieler beginnt mit seinen Blöcken auf den 4 Feldern diagonal zu seinem "
        "Heimatstern.",
        _key("DB-1", "title"), _key("DB-1", "text"), None, (),
        ("remove_on_goal_star", "star_up_elsewhere_refused"), silent=True),
    Decision(
        "DB-2", "Block-Symbole", "", _key("DB-2", "title"), _key("DB-2", "text"), None,
        (Reading(_key("DB-2", "reading.1")),), (), silent=True),
    Decision(
        "DB-3", "Einrichten",
        "solange die Symbole, die Sie umgedreht haben, offen liegen bleiben",
        _key("DB-3", "title"), _key("DB-3", "text"),
        Reading(_key("DB-3", "chosen"), "setup", None),
        (Reading(_key("DB-3", "reading.1"), "setup", ANY_VALUE),), (), silent=True),
    Decision(
        "DB-4", "Schritt eins: Tipp einen Block",
        "Man darf den Block nicht diagonal kippen und er darf auch nicht in ein Sternfeld "
        "kippen.",
        _key("DB-4", "title"), _key("DB-4", "text"), None, (),
        ("remove_on_goal_star", "star_up_elsewhere_refused", "handicap_win"), silent=False),
    Decision(
        "DB-5", "Block-Symbole",
        "Sie können den Slider neben einem Sternfeld stoppen, aber nicht auf dem Sternfeld.",
        _key("DB-5", "title"), _key("DB-5", "text"),
        Reading(_key("DB-5", "chosen"), "slider_star", "pass"),
        (Reading(_key("DB-5", "reading.1"), "slider_star", "stop"),),
        ("cross_hop", "x_hop", "slider_crosses_star", "slider_stops_before_star",
         "slider_stops_before_star_stop", "hoops_returns", "hoops_blocked", "stop_ends_turn",
         "no_hop_forbidden"), silent=True),
    Decision(
        "DB-6", "Schritt zwei: Hop einen Block",
        "Nachdem Sie Ihren Block gekippt haben, müssen Sie den Block entsprechend dem Symbol, "
        "das nach oben zeigt, hüpfen lassen",
        _key("DB-6", "title"), _key("DB-6", "text"),
        Reading(_key("DB-6", "chosen"), "impossible_hop", "forbid"),
        (Reading(_key("DB-6", "reading.1"), "impossible_hop", "skip"),),
        ("no_hop_forbidden", "no_hop_skipped", "adjacent_hop_forbidden",
         "adjacent_hop_skipped"), silent=True),
    Decision(
        "DB-7", "Deblockle'd",
        "Wenn dies geschieht, darf der Spieler, der nicht blockiert ist (Deblockle'd), "
        "weiterziehen",
        _key("DB-7", "title"), _key("DB-7", "text"),
        Reading(_key("DB-7", "chosen"), "turn_limit", None),
        (Reading(_key("DB-7", "reading.1"), "turn_limit", 200),),
        ("deblockled_pass",), silent=True),
    Decision(
        "DB-8", "Weniger Blöcke verwenden",
        "Deblockle kann mit 1, 2, 3 oder 4 Blöcken gespielt werden, ohne dass sich die Regeln "
        "ändern.",
        _key("DB-8", "title"), _key("DB-8", "text"),
        Reading(_key("DB-8", "chosen"), "blocks", 4),
        (Reading(_key("DB-8", "reading.1"), "blocks", (4, 2)),
         Reading(_key("DB-8", "reading.2"), "no_adjacent", True)),
        ("handicap_win", "one_block_start", "no_adjacent_refused", "adjacent_hop_forbidden",
         "adjacent_hop_skipped"), silent=True),
    Decision(
        "DB-9", "Ziel von Deblockle",
        "Gewinnen Sie das Spiel, indem Sie alle vier Blöcke vor Ihrem Gegner vom Brett "
        "entfernen.",
        _key("DB-9", "title"), _key("DB-9", "text"), None, (), ("handicap_win",),
        silent=False),
    Decision(
        "DB-10", "Einrichten", "Der jüngste Spieler beginnt.",
        _key("DB-10", "title"), _key("DB-10", "text"),
        Reading(_key("DB-10", "chosen"), "start_player", 0),
        (Reading(_key("DB-10", "reading.1"), "start_player", 1),), ("b_begins",),
        silent=True),
)
"""Every decision of Deblockle, in ID order."""
