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
from cubekit.core.i18n import join_names, move_text, tr
from cubekit.widgets.computer import HAND, Made

MAX_LAST_MOVE_LINES = 2
"""The last move is told in at most this many of its events' headlines (first and last)."""


def capitalized(text: str) -> str:
    """``text`` with a capital first letter (a computer player's name may start it)."""
    return text[:1].upper() + text[1:]


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
        lines = [move_text(transition.move, language)]
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
                game_parts: Sequence[str] = (), *, scale: float = 1.0) -> str:
    """The whole status line: the turn, the game's own sentences and the number of moves,
    then the last move in words on a line of its own (its text grown with ``scale``, the
    pictures' scale)."""
    rest = [*game_parts, tr("widgets.status_moves", language, count=len(history))]
    line = f"{turn_html(state, language)} <span>{html.escape(' '.join(rest))}</span>"
    if history:
        last = html.escape(last_move_text(history[-1], language))
        line += f"<div class='cubekit-last-move' style='color: #3a3a3a'>{last}</div>"
    size = f"; font-size: {scale:.3g}em" if scale != 1 else ""
    return f"<div class='cubekit-status-line' style='line-height: 1.5{size}'>{line}</div>"


__all__ = ["last_move_text", "player_ink", "status_html", "turn_html"]


def turn_title_html(transitions: Sequence[Transition], made: Sequence[Made],
                    language: str) -> str:
    """The heading over the steps of the last turn: your move and the computer's answers to
    it, or the computer's move, with what the computer player is about."""
    first, lang = transitions[0], language
    computer = [who for who in made if who.kind != HAND]
    if made[0].kind == HAND and len(transitions) > 1:
        answers = join_names([move_text(t.move, lang) for t in transitions[1:]], lang)
        title = tr("widgets.cascade_title_answer", lang, move=move_text(first.move, lang),
                   answers=answers, bot=computer[0].name)
    elif made[0].kind == HAND:
        title = tr("widgets.cascade_title", lang, move=move_text(first.move, lang))
    else:
        title = capitalized(tr("widgets.cascade_title_computer", lang, bot=made[0].name,
                             move=move_text(first.move, lang)))
    about = (f"<br><i class='cubekit-bot-about'>{html.escape(computer[0].about)}</i>"
             if computer else "")
    return f"<div style='line-height: 1.45'><b>{html.escape(title)}</b>{about}</div>"
