"""Striedies Strategie's rule decisions (ST-1 to ST-9): what the kit plays where the rulebook
is silent or can be read two ways, each with the sentence it reads, the other readings and
the option that plays them, and the scenarios that show it (:mod:`cubekit.core.decisions`;
the words are in :mod:`.decision_messages`).
"""

from __future__ import annotations

from cubekit.core.decisions import Decision, Reading


def _key(rule: str, part: str) -> str:
    return f"striedies.decision.{rule}.{part}"


_TIES = ("tie_reinforce", "tie_retreat", "two_tied_one_retreats", "threatened_cannot_move",
         "reinforce_any", "reinforce_other", "threats_combined", "retreat_removal_before",
         "retreat_removal_after", "threat_ends_attacker_gone")

DECISIONS: tuple[Decision, ...] = (
    Decision(
        "ST-1", "Vorbereitung",
        "Dabei kommt die Eins nach oben und zu den Außenkanten liegen die Zwei und die Drei.",
        _key("ST-1", "title"), _key("ST-1", "text"),
        Reading(_key("ST-1", "chosen"), "dice", "right"),
        (Reading(_key("ST-1", "reading.1"), "dice", "left"),),
        ("start_four_corners", "start_four_corners_left"), silent=True),
    Decision(
        "ST-2", "Vorbereitung",
        "Die Spielsteine werden auf den Ecken des Spielplans gestellt, in jeder ecke eine "
        "Farbe.",
        _key("ST-2", "title"), _key("ST-2", "text"),
        Reading(_key("ST-2", "chosen"), "players", 2),
        (Reading(_key("ST-2", "reading.1"), "players", 3),
         Reading(_key("ST-2", "reading.2"), "players", 4)),
        ("start_four_corners", "start_four_corners_left", "three_players_two_fights"),
        silent=True),
    Decision(
        "ST-3", "Spielregel",
        "Währen des Spielzuges kann nur einmal nach einer Richtung seitwärts abgebogen "
        "werden, aber nicht hin und zurück.",
        _key("ST-3", "title"), _key("ST-3", "text"), None, (),
        ("move_with_turn", "reversal_refused", "blocked_path", "start_four_corners"),
        silent=False),
    Decision(
        "ST-4", "Spielregel",
        "werden die Augenzahlen der zwei Würfel addiert und der / die Würfel mit der "
        "kleineren Gesamtzahl fliegen vom Feld.",
        _key("ST-4", "title"), _key("ST-4", "text"), None, (),
        ("one_against_one", "two_against_one", "mover_loses", "two_defenders_leave",
         "blocked_path", "three_players_two_fights", "three_players_mover_removed",
         "last_player_wins"), silent=True),
    Decision(
        "ST-5", "Spielregel",
        "Er zieht in seinem Zug mit einen anderen seiner Würfel neben den angreifenden Würfel",
        _key("ST-5", "title"), _key("ST-5", "text"),
        Reading(_key("ST-5", "chosen"), "reinforce_with", "other"),
        (Reading(_key("ST-5", "reading.1"), "reinforce_with", "any"),), _TIES, silent=False),
    Decision(
        "ST-6", "Spielregel", "", _key("ST-6", "title"), _key("ST-6", "text"), None,
        (Reading(_key("ST-6", "reading.1")),), ("pass_no_move",), silent=True),
    Decision(
        "ST-7", None, "", _key("ST-7", "title"), _key("ST-7", "text"),
        Reading(_key("ST-7", "chosen"), "turn_limit", None),
        (Reading(_key("ST-7", "reading.1"), "turn_limit", 200),), ("turn_limit_draw",),
        silent=True),
    Decision(
        "ST-8", "Spielregel",
        "Hat nur noch einer der Spieler, noch Würfel, auf dem Spielfeld hat, ist er der "
        "Gewinner.",
        _key("ST-8", "title"), _key("ST-8", "text"), None, (), ("last_player_wins",),
        silent=False),
    Decision(
        "ST-9", "Spielregel",
        "Werden zwei oder drei Würfel angegriffen kann er nur mit einem wegziehen und der/die "
        "anderen Würfel fliegen vom Feld.",
        _key("ST-9", "title"), _key("ST-9", "text"),
        Reading(_key("ST-9", "chosen"), "retreat_removal", "before_fights"),
        (Reading(_key("ST-9", "reading.1"), "retreat_removal", "after_fights"),),
        ("two_tied_one_retreats", "threats_combined", "retreat_removal_before",
         "retreat_removal_after", "threat_ends_attacker_gone"), silent=True),
)
"""Every decision of Striedies Strategie, in ID order."""
