"""Kettenreaktion's rule decisions (CR-1 to CR-6): what the kit plays where the rulebook
is silent or can be read two ways, each with the sentence it reads, the other readings and
the option that plays them, and the scenarios that show it (:mod:`cubekit.core.decisions`;
the words are in :mod:`.decision_messages`).
"""

from __future__ import annotations

from cubekit.core.decisions import Decision, Reading


def _key(rule: str, part: str) -> str:
    return f"chain_reaction.decision.{rule}.{part}"


DECISIONS: tuple[Decision, ...] = (
    Decision(
        "CR-1", "Aufbau", "PlayCascade nutzt 6×6, 8×8 oder 8×10",
        _key("CR-1", "title"), _key("CR-1", "text"),
        Reading(_key("CR-1", "chosen"), "width", 6, (("height", 6),)),
        (Reading(_key("CR-1", "reading.1"), "width", 3, (("height", 3),)),),
        ("endless_with_stop", "crowded_2x2"), silent=True),
    Decision(
        "CR-2", "Kapazität", "Jedes Feld fasst eine Murmel weniger, als es Nachbarn hat",
        _key("CR-2", "title"), _key("CR-2", "text"), None, (),
        ("first_corner_cascade",), silent=False),
    Decision(
        "CR-3", "Kaskade", "PlayCascade löst Kaskaden Ebene für Ebene auf",
        _key("CR-3", "title"), _key("CR-3", "text"), None,
        (Reading(_key("CR-3", "reading.1")),),
        ("first_corner_cascade", "surplus", "two_marbles_exact", "long_capture_chain",
         "endless_without_stop", "too_many_marbles_with_stop"), silent=True),
    Decision(
        "CR-4", "Gewinnen",
        "Du gewinnst in dem Moment, in dem dein Gegner keine Murmeln mehr auf dem Brett hat",
        _key("CR-4", "title"), _key("CR-4", "text"),
        Reading(_key("CR-4", "chosen"), "stop_on_win", True),
        (Reading(_key("CR-4", "reading.1"), "stop_on_win", False),),
        ("first_move_protection", "endless_with_stop", "endless_without_stop",
         "win_when_settled", "too_many_marbles_with_stop", "too_many_marbles",
         "three_players_skip", "crowded_2x2"), silent=True),
    Decision(
        "CR-5", "Aufbau", "Zwei Spieler, ein leeres rechteckiges Raster",
        _key("CR-5", "title"), _key("CR-5", "text"),
        Reading(_key("CR-5", "chosen"), "players", 2),
        (Reading(_key("CR-5", "reading.1"), "players", 3),),
        ("three_players_skip", "crowded_2x2"), silent=True),
    Decision(
        "CR-6", "Aufbau", "wer beginnt, lässt sich in der App einstellen",
        _key("CR-6", "title"), _key("CR-6", "text"),
        Reading(_key("CR-6", "chosen"), "start_player", 0),
        (Reading(_key("CR-6", "reading.1"), "start_player", 1),),
        (), silent=False),
)
"""Every decision of Kettenreaktion, in ID order."""
