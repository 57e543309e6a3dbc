"""Names of the scenario facts the games report, and words for their values, en + de.

A scenario's table of expected results names each fact (``<game>.fact.<key>``, or
``widgets.fact.<key>`` for the shared ones) and, where a value is a word of the kit rather than
a square or a number, says it in words (``facts.value.<key>.<value>``); see
:meth:`cubekit.core.scenario.Scenario.fact_value`.
"""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

_SHARED: dict[str, tuple[str, str]] = {
    "winners": ("who wins", "wer gewinnt"),
    "kinds": ("the kinds of steps of the last move", "die Arten der Schritte des letzten Zugs"),
    "to_move_after": ("to move after each move", "am Zug nach jedem Zug"),
    "passes": ("who passes", "wer aussetzt"),
}

_BY_GAME: dict[str, dict[str, tuple[str, str]]] = {
    "cubeslyde": {
        "actions": ("what the player to move may do", "was der Spieler am Zug tun darf"),
        "actions_before": ("what the mover could do before", "was der Ziehende vorher tun konnte"),
        "carried": ("own cubes carried along", "mitgeschobene eigene Cubes"),
        "defence": ("the defence (strength against the push)",
                    "die Abwehr (Stärke gegen den Schub)"),
        "defenders": ("the defending cubes", "die abwehrenden Cubes"),
        "eliminated": ("who is out by this move", "wer durch diesen Zug ausscheidet"),
        "fallen": ("the cube pushed off (square, cube)",
                   "der hinausgeschobene Cube (Feld, Cube)"),
        "had_to_place": ("the mover had to place", "der Ziehende musste setzen"),
        "line": ("the four in a row", "die vier in einer Reihe"),
        "line_player": ("whose four in a row", "wessen vier in einer Reihe"),
        "lines": ("four in a row per player", "vier in einer Reihe je Spieler"),
        "lost": ("cubes lost per owner", "verlorene Cubes je Besitzer"),
        "must_place": ("the player to move must place", "der Spieler am Zug muss setzen"),
        "neutral": ("neutral cubes", "neutrale Cubes"),
        "neutral_after": ("neutral cubes after each move", "neutrale Cubes nach jedem Zug"),
        "probe_sums": ("strength against defence of the probed pushes",
                       "Stärke gegen Abwehr der geprüften Schübe"),
        "rule": ("the rule that decides the end", "die Regel, die das Ende entscheidet"),
        "stage": ("the stage", "die Phase"),
        "stage_after": ("the stage after each move", "die Phase nach jedem Zug"),
        "strength": ("the strength of the push", "die Stärke des Schubs"),
        "tie": ("a tie (strength equals defence)", "Gleichstand (Stärke gleich Abwehr)"),
    },
    "deblockle": {
        "block_counts": ("blocks per player", "Blöcke je Spieler"),
        "final": ("where the block ends", "wo der Block endet"),
        "orientation": ("the block's faces afterwards (top/north/east)",
                        "die Lage des Blocks danach (oben/Norden/Osten)"),
        "path": ("the squares of the block's way", "die Felder auf dem Weg des Blocks"),
        "ends": ("where the same tip may end", "wo dasselbe Kippen enden kann"),
        "on_board": ("blocks on the board", "Blöcke auf dem Brett"),
        "removed": ("blocks taken off", "herausgenommene Blöcke"),
        "skipped": ("the hop is skipped", "der Sprung entfällt"),
        "symbol": ("the symbol on top", "das Symbol oben"),
    },
    "striedies": {
        "answer": ("the answer to the threat", "die Antwort auf die Bedrohung"),
        "answers": ("the answers to threats", "die Antworten auf Bedrohungen"),
        "dice_left": ("dice left per player", "verbliebene Würfel je Spieler"),
        "final": ("where the die ends", "wo der Würfel endet"),
        "orientation": ("the die's faces afterwards (top/north/east)",
                        "die Lage des Würfels danach (oben/Norden/Osten)"),
        "path": ("the squares the die tips over", "die Felder, über die der Würfel kippt"),
        "fights": ("the fights", "die Kämpfe"),
        "gone": ("dice that leave the board", "Würfel, die das Brett verlassen"),
        "start": ("the start position", "die Ausgangsstellung"),
        "threats_after": ("threats after each move", "Bedrohungen nach jedem Zug"),
        "tops": ("the top face on each square", "die obere Augenzahl auf jedem Feld"),
    },
}

_VALUES: dict[str, dict[str, tuple[str, str]]] = {
    "endless_why": {
        "capacity": ("more marbles than a settled board can hold",
                     "mehr Murmeln, als ein ruhiges Brett fassen kann"),
        "repeat": ("a position of the cascade comes back",
                   "eine Stellung der Kaskade kehrt wieder"),
    },
    "answer": {
        "reinforce": ("reinforce", "verstärken"),
        "retreat": ("retreat", "zurückziehen"),
    },
    "illegal": {
        "legal": ("legal", "erlaubt"),
    },
    # the kinds of steps a move is told in (the facts "kinds" of every game)
    "kinds": {
        "place": ("place", "setzen"), "push": ("push", "schieben"), "pass": ("pass", "passen"),
        "fall": ("a cube falls off", "ein Cube fällt vom Brett"),
        "eliminate": ("a player is out", "ein Spieler scheidet aus"),
        "out": ("a player is out", "ein Spieler scheidet aus"),
        "line_win": ("four in a row wins", "Viererkette gewinnt"),
        "win": ("a win", "Sieg"), "turn_limit": ("turn limit", "Zuggrenze"),
        "no_move": ("no legal action", "keine erlaubte Aktion"),
        "tip": ("tip", "kippen"), "remove": ("block removed", "Block entfernt"),
        "hop": ("hop", "hüpfen"), "draw": ("a draw", "Unentschieden"),
        "fight": ("a fight", "ein Kampf"), "threat": ("a threat", "eine Bedrohung"),
    },
    "actions": {"place": ("place", "setzen"), "push": ("push", "schieben"),
                "pass": ("pass", "passen")},
    "symbol": {"star": ("Star", "Stern"), "stop": ("Stop", "Stop"), "cross": ("Cross", "Kreuz"),
               "x": ("X", "X"), "slider": ("Slider", "Slider"), "hoops": ("Hoops", "Hoops")},
}
_VALUES["actions_before"] = _VALUES["actions"]

_WORDS: dict[str, tuple[str, str]] = {
    # values that are no words of one fact: yes and no, nobody, an ending by the rulebook
    "facts.yes": ("yes", "ja"),
    "facts.no": ("no", "nein"),
    "facts.value.winner.none": ("nobody (the game goes on)",
                                "niemand (die Partie läuft weiter)"),
    "facts.value.winner.team": ("no single player: the team {team} wins",
                                "kein einzelner Spieler: Das Team {team} gewinnt"),
    "facts.value.winner.ended": ("nobody: the game has ended without a winner",
                                 "niemand: Die Partie endet ohne Sieger"),
    "facts.value.outcome.none": ("not yet: the game goes on",
                                 "noch keines: Die Partie läuft weiter"),
    "facts.value.rule.none": ("the rulebook itself", "das Regelheft selbst"),
    "facts.value.probe_sums.pair": ("{first} against {second}", "{first} gegen {second}"),
    # the parts of a fight, an answer and a start (Striedies)
    "facts.part.opponent": ("against", "gegen"),
    "facts.part.attackers": ("attacking", "Angreifer"),
    "facts.part.defenders": ("defending", "Verteidiger"),
    "facts.part.attack": ("attack", "Angriff"),
    "facts.part.defence": ("defence", "Abwehr"),
    "facts.part.losers": ("leave the board", "fliegen vom Brett"),
    "facts.part.tie": ("tie", "Gleichstand"),
    "facts.part.player": ("player", "Spieler"),
    "facts.part.answer": ("answer", "Antwort"),
    "facts.part.leaving": ("leave the board", "fliegen vom Brett"),
    "facts.part.squares": ("squares", "Felder"),
    "facts.part.orientations": ("faces (top/north/east)", "Lage (oben/Norden/Osten)"),
}

_TEMPLATES: dict[str, tuple[str, str]] = {
    "facts.value.illegal.illegal": ("illegal ({reason})", "nicht erlaubt ({reason})"),
}

MESSAGES: Catalogue = {
    **{f"widgets.fact.{key}": {"en": en, "de": de} for key, (en, de) in _SHARED.items()},
    **{f"{game}.fact.{key}": {"en": en, "de": de}
       for game, facts in _BY_GAME.items() for key, (en, de) in facts.items()},
    **{f"facts.value.{key}.{value}": {"en": en, "de": de}
       for key, values in _VALUES.items() for value, (en, de) in values.items()},
    **{key: {"en": en, "de": de} for key, (en, de) in _TEMPLATES.items()},
    **{key: {"en": en, "de": de} for key, (en, de) in _WORDS.items()},
}
