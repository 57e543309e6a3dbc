"""The Explorer's status line: whose turn it is in that player's colour, and the last move in
words (the game's own, from its ``words.py``), in the Explorer's language.

>>> import cubekit
>>> state = cubekit.load("chain_reaction", width=3, height=3).initial_state()
>>> transition = state.explain("b2")
>>> "Player B to move" in status_html(transition.after, [transition], "en")
True
>>> last_move_text(transition, "en")
'Last move: A places a marble on b2.'
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from cubekit.core.game import State, Transition
from cubekit.core.i18n import tr

MAX_LAST_MOVE_LINES = 2
"""The last move is told in at most this many of its events' headlines (first and last)."""


def player_ink(player: int) -> str:
    """The player's colour, darkened to read as text on a light background (CSS ``rgb()``)."""
    from cubekit.render.palette import ink, player_colour

    red, green, blue = ink(player_colour(player))
    return f"rgb({round(red * 255)}, {round(green * 255)}, {round(blue * 255)})"


def _full_stop(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…", ":")) else text + "."


def last_move_text(transition: Transition, language: str) -> str:
    """The last move in words: the headline of its first event and, when the move caused
    more, that of its last ("A places a marble on b2 … B's cell c3 bursts")."""
    from cubekit.games import entry_of

    words = entry_of(transition.before.game).words
    lines = [words.headline(event).text(language) for event in transition.events]
    lines = [line for line in lines if line]
    if not lines:
        lines = [str(transition.move)]
    shown = lines[:1] + (lines[-1:] if len(lines) > 1 else [])
    told = " … ".join(dict.fromkeys(shown[:MAX_LAST_MOVE_LINES]))
    return tr("widgets.last_move", language, move=_full_stop(told)).strip()


def turn_html(state: State, language: str) -> str:
    """Whose turn it is, in that player's colour with a dot of it (or how the game ended)."""
    if state.outcome is not None:
        text = tr("widgets.status_over", language, outcome=state.outcome.describe(language))
        return f"<b class='cubekit-turn cubekit-over'>{html.escape(text)}</b>"
    player = state.to_move
    colour = player_ink(player)
    text = tr("widgets.status_turn", language, player=state.game.player_name(player))
    return (f"<b class='cubekit-turn cubekit-turn-{player}' style='color: {colour}'>"
            f"<span style='font-size: 1.2em'>●</span> {html.escape(text)}</b>")


def status_html(state: State, history: Sequence[Transition], language: str,
                game_parts: Sequence[str] = ()) -> str:
    """The whole status line: the turn, the game's own sentences and the number of moves,
    then the last move in words on a line of its own."""
    rest = [*game_parts, tr("widgets.status_moves", language, count=len(history))]
    line = f"{turn_html(state, language)} <span>{html.escape(' '.join(rest))}</span>"
    if history:
        last = html.escape(last_move_text(history[-1], language))
        line += f"<div class='cubekit-last-move' style='color: #3a3a3a'>{last}</div>"
    return f"<div class='cubekit-status-line' style='line-height: 1.5'>{line}</div>"


__all__ = ["last_move_text", "player_ink", "status_html", "turn_html"]
