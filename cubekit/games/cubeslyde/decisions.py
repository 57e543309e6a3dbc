"""Cubeslyde's rule decisions (CS-1 to CS-12): what the kit plays where the rulebook is
silent or can be read two ways, each with the sentence it reads, the other readings and the
option that plays them, and the scenarios that show it (:mod:`cubekit.core.decisions`; the
words are in :mod:`.decision_messages`).
"""

from __future__ import annotations

from cubekit.core.decisions import Decision, Reading


def _key(rule: str, part: str) -> str:
    return f"cubeslyde.decision.{rule}.{part}"


_TEAMS = (("players", 4), ("teams", True))

DECISIONS: tuple[Decision, ...] = (
    Decision(
        "CS-1", "Regeln für das Wegschieben",
        "Neutrale Blockiersteine besitzen ebenfalls die aufgedruckte bzw. obenliegende Stärke.",
        _key("CS-1", "title"), _key("CS-1", "text"),
        Reading(_key("CS-1", "chosen"), "white_strengths", None),
        (Reading(_key("CS-1", "reading.1"), "white_strengths", (6, 6, 6, 6, 6, 6),
                 (("players", 3),)),),
        ("stage_1a_whites", "beginner_counts"), silent=True),
    Decision(
        "CS-2", "1A. Blockadesteine setzen",
        "Die Spieler platzieren abwechselnd jeweils einen weißen Blockierstein auf einem "
        "beliebigen freien Feld.",
        _key("CS-2", "title"), _key("CS-2", "text"), None,
        (Reading(_key("CS-2", "reading.1")),), ("stage_1a_whites",), silent=True),
    Decision(
        "CS-3", "Phase 2: Schiebephase",
        "Eine Gruppe besteht aus mindestens zwei eigenen Cubes, die ohne Lücke in einer "
        "geraden waagerechten oder senkrechten Linie direkt nebeneinander liegen.",
        _key("CS-3", "title"), _key("CS-3", "text"), None,
        (Reading(_key("CS-3", "reading.1")),), ("across_line",), silent=True),
    Decision(
        "CS-4", "Regeln für das Wegschieben",
        "Eigene Cubes, die hinter einer gegnerischen oder neutralen Kette stehen, erhöhen "
        "deren Verteidigungsstärke nicht.",
        _key("CS-4", "title"), _key("CS-4", "text"),
        Reading(_key("CS-4", "chosen"), "own_in_line", "carried"),
        (Reading(_key("CS-4", "reading.1"), "own_in_line", "blocks"),),
        ("own_behind_opponent_carried", "own_behind_opponent_blocks", "own_cube_off"),
        silent=False),
    Decision(
        "CS-5", "Team-Variante",
        "Cubes des Teampartners dürfen nicht zur Viererkette beitragen.",
        _key("CS-5", "title"), _key("CS-5", "text"),
        Reading(_key("CS-5", "chosen"), "partner_cubes", "defend", _TEAMS),
        (Reading(_key("CS-5", "reading.1"), "partner_cubes", "own", _TEAMS),),
        ("team_win", "team_win_partner_own"), silent=True),
    Decision(
        "CS-6", "Regeln für das Wegschieben",
        "Ist deine Schiebestärke gleich hoch wie die Verteidigungsstärke, ist das Wegschieben "
        "erlaubt.",
        _key("CS-6", "title"), _key("CS-6", "text"), None, (),
        ("rulebook_example", "tie_push", "fails_by_one", "own_cube_off", "elimination_2p",
         "beginner_counts"), silent=False),
    Decision(
        "CS-7", "Viererkette",
        "Du siegst sofort, wenn du vier eigene Cubes in einer ununterbrochenen geraden Reihe "
        "bildest",
        _key("CS-7", "title"), _key("CS-7", "text"),
        Reading(_key("CS-7", "chosen"), "line_wins", "any"),
        (Reading(_key("CS-7", "reading.1"), "line_wins", "mover_only"),),
        ("elimination_2p", "elimination_3p", "diagonal_four", "line_for_other_any",
         "line_for_other_mover_only", "row_and_elimination", "own_third_gives_row",
         "own_third_mover_only", "stuck_player_out"), silent=True),
    Decision(
        "CS-8", "1B. Eigene Steine setzen",
        "Solange du weniger als drei eigene Cubes auf dem Spielfeld hast, musst du in deinem "
        "Zug einen weiteren eigenen Cube auf ein beliebiges freies Feld setzen.",
        _key("CS-8", "title"), _key("CS-8", "text"), None,
        (Reading(_key("CS-8", "reading.1")),),
        ("placement_obligation", "push_in_stage_1b", "rulebook_example", "stage_1a_whites",
         "stuck_player_out"), silent=True),
    Decision(
        "CS-9", "Phase 2: Schiebephase",
        "In deinem Zug führst du genau eine Schiebeaktion aus.",
        _key("CS-9", "title"), _key("CS-9", "text"),
        Reading(_key("CS-9", "chosen"), "no_move", "pass"),
        (Reading(_key("CS-9", "reading.1"), "no_move", "lose"),),
        ("no_legal_action", "no_legal_action_lose", "stuck_player_out"), silent=True),
    Decision(
        "CS-10", "Spielende", "",
        _key("CS-10", "title"), _key("CS-10", "text"),
        Reading(_key("CS-10", "chosen"), "turn_limit", None),
        (Reading(_key("CS-10", "reading.1"), "turn_limit", 200),), (), silent=True),
    Decision(
        "CS-11", "Team-Variante",
        "Ein Spieler scheidet erst aus, wenn sich kein eigener Cube mehr auf dem Spielfeld "
        "befindet.",
        _key("CS-11", "title"), _key("CS-11", "text"),
        None, (Reading(_key("CS-11", "reading.1")),), ("team_win", "team_player_out"),
        silent=True),
    Decision(
        "CS-12", "Material & Vorbereitung", "Der Startspieler wird zufällig bestimmt.",
        _key("CS-12", "title"), _key("CS-12", "text"),
        Reading(_key("CS-12", "chosen"), "start_player", None),
        (Reading(_key("CS-12", "reading.1"), "start_player", 0),), (), silent=False),
)
"""Every decision of Cubeslyde, in ID order."""
