"""Deblockle in words: the one place where the events of a turn become sentences.

- :func:`describe` -- the text of a step (``step.text``, ``step.describe(language)``);
- :func:`headline` -- its short title: the picture's title line and the Explorer's preview of
  a turn; the hop's step text is built around it, so its catalogue text changes all three;
- :func:`title` -- the picture's title line for any position or step;
- :func:`turn_preview`, :func:`tip_note`, :func:`block_title`, :func:`tip_chosen` and
  :func:`turn_label` -- the Explorer's sentences about the turns a block can make.

Every function returns a :class:`~cubekit.core.i18n.Msg` (or a list of them), rendered in any
language later; the texts are in :mod:`.messages`.

>>> from cubekit.games.deblockle.events import Deblockled
>>> describe(Deblockled(player=1, next=0)).text("en").split(": ", 1)[1]
"no legal turn, so B passes and A moves again (rulebook: Blocked in ('Deblockle'd'), DB-7)."
>>> headline(Deblockled(player=1, next=0)).text("de")
'Spieler B ist blockiert: A zieht noch einmal'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from cubekit.core.events import Event
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import Msg, tr
from cubekit.core.words import letter
from cubekit.games.deblockle.events import (
    EVENTS,
    BothStuck,
    Deblockled,
    Hopped,
    Removed,
    Tipped,
    TurnLimitReached,
    Won,
)

if TYPE_CHECKING:
    from cubekit.games.deblockle.rules import DeblockleState

_NOT_IN_RULEBOOK = Msg("core.not_in_rulebook", {"rule": "DB-7"})
_SKIP_OPTION = Msg("core.option_of", {"rule": "DB-6"})
_ADJACENT_VARIANT = Msg("db.variant_of", {"rule": "DB-8"})
_STAR_REST = Msg("core.not_in_rulebook", {"rule": "DB-5"})
_STAR_OPTION = Msg("core.option_of", {"rule": "DB-5"})


def face(name: str) -> Msg:
    """The name of a face (``"cross"`` -> Cross / Kreuz)."""
    return Msg(f"db.face.{name}")


def direction(towards: Direction) -> Msg:
    """A tip direction inside a sentence (north / nach Norden)."""
    return Msg(f"db.dir.{towards.name}")


def path_text(path: Iterable[Square]) -> str:
    """The squares of a hop in the order travelled: ``c3 → c2``."""
    return " → ".join(square_name(square) for square in path)


def _names(squares: Iterable[Square]) -> list[str]:
    return [square_name(square) for square in squares]


# --- the steps of a turn -----------------------------------------------------------------------
def headline(event: Event) -> Msg:
    """The short title of a step: the picture's title line and the Explorer's preview."""
    match event:
        case Tipped(player=player, start=start, square=square, skipped=skipped):
            key = ("db.render.tip_stop" if event.face == "stop" else
                   "db.render.tip_skip" if skipped else "db.render.tip")
            return Msg(key, {"player": letter(player), "start": square_name(start),
                             "end": square_name(square), "face": face(event.face)})
        case Removed(player=player, start=start, square=square):
            return Msg("db.render.remove", {"player": letter(player),
                                            "start": square_name(start),
                                            "end": square_name(square)})
        case Hopped(face=name, path=path):
            return Msg("db.render.hop", {"face": face(name), "path": path_text(path)})
        case Deblockled(player=player, next=other):
            return Msg("db.render.pass", {"player": letter(player), "other": letter(other)})
        case BothStuck():
            return Msg("db.render.stuck")
        case Won(player=player):
            return Msg("render.wins", {"player": letter(player)})
        case TurnLimitReached(limit=limit):
            return Msg("db.render.turn_limit", {"limit": limit})
    raise TypeError(tr("core.event.unknown", game="Deblockle", value=repr(event)))


def describe(event: Event) -> Msg:
    """The text of a step: what happened and the rule that says so."""
    match event:
        case Tipped(player=player, start=start, square=square, direction=towards,
                    skipped=skipped, adjacent_ends=adjacent):
            key = ("db.step.tip_stop" if event.face == "stop" else
                   "db.step.tip_skip_adjacent" if skipped and adjacent else
                   "db.step.tip_skip" if skipped else "db.step.tip")
            return Msg(key, {"player": letter(player), "from": square_name(start),
                             "direction": direction(towards), "square": square_name(square),
                             "face": face(event.face), "rule": _SKIP_OPTION,
                             "squares": _names(adjacent), "variant": _ADJACENT_VARIANT})
        case Removed(player=player, start=start, square=square, direction=towards, left=left):
            return Msg("db.step.remove", {"player": letter(player), "from": square_name(start),
                                          "direction": direction(towards),
                                          "square": square_name(square), "left": left,
                                          "section": Msg("deblockle.section.star_spaces")})
        case Hopped(before_star=(col, row), star_stops=stops):
            key = "db.step.hop_star_stops" if stops else "db.step.hop_before_star"
            return Msg(key, {"headline": headline(event), "star": square_name((col, row)),
                             "rule": _STAR_OPTION if stops else _STAR_REST})
        case Hopped(face=name):
            key = "db.step.hop_hoops" if name == "hoops" else "db.step.hop"
            return Msg(key, {"headline": headline(event)})
        case Deblockled(player=player, next=other):
            return Msg("db.step.pass", {"player": letter(player), "other": letter(other),
                                        "section": Msg("deblockle.section.deblockled")})
        case BothStuck():
            return Msg("db.step.both_stuck", {"rule": _NOT_IN_RULEBOOK})
        case Won(player=player):
            return Msg("db.step.win", {"player": letter(player)})
        case TurnLimitReached(turn=turn, limit=limit):
            return Msg("db.step.turn_limit", {"turn": turn, "limit": limit,
                                              "rule": _NOT_IN_RULEBOOK})
    raise TypeError(tr("core.event.unknown", game="Deblockle", value=repr(event)))


def title(state: DeblockleState, event: Event | None = None) -> Msg:
    """The picture's title line: the headline of a Deblockle step, else what the position
    says (the winner, the draw, or who is to move)."""
    if isinstance(event, EVENTS):
        return headline(event)
    outcome = state.outcome
    if outcome is not None:
        if outcome.winners:
            return headline(Won(outcome.winners[0]))
        if outcome.reason == "turn_limit":
            return headline(TurnLimitReached(state.turn, state.game.turn_limit or 0))
        return headline(BothStuck())
    return Msg("render.to_move", {"player": letter(state.to_move)})


# --- the Explorer --------------------------------------------------------------------------------
def turn_preview(move: str, events: Sequence[Event]) -> list[Msg]:
    """The Explorer's title for a chosen turn: its notation with the headline of its first
    step, then one sentence per further step (the hop, a pass, the end of the game)."""
    if not events:
        return []
    first, *rest = events
    return [Msg("db.interact.turn", {"move": move, "headline": headline(first)}),
            *(Msg("db.interact.then", {"headline": headline(event)}) for event in rest)]


def turn_label(move: str, name: str) -> Msg:
    """An entry of the Explorer's move list: the turn and the face that comes up."""
    return Msg("db.interact.turn_label", {"move": move, "face": face(name)})


def block_title(player: int, square: Square, name: str, legal: int) -> Msg:
    """The Explorer's title for a selected block: whose, where, what is on top, and how many
    of its four tips are allowed."""
    key = "db.interact.block" if legal else "db.interact.block_none"
    return Msg(key, {"player": letter(player), "square": square_name(square),
                     "face": face(name), "legal": legal})


def tip_chosen(square: Square, towards: Direction, tip: Square, name: str,
               targets: Sequence[Square]) -> Msg:
    """The Explorer's title once a tip of the selected block is chosen: where to hop."""
    return Msg("db.interact.tip_chosen", {"square": square_name(square),
                                          "direction": direction(towards),
                                          "tip": square_name(tip), "face": face(name),
                                          "targets": _names(targets)})


def tip_note(towards: Direction, tip: Square | None, name: str | None, *,
             reason: Msg | str | None = None, empty: bool = False,
             targets: Sequence[Square] = (), marked: bool = False,
             event: Event | None = None, move: str = "") -> Msg:
    """One of the Explorer's four notes on a selected block, for the tip ``towards`` onto
    ``tip`` that brings face ``name`` up: not allowed and why (``reason``; ``empty``: the tip
    square is free, so the face is worth naming), the hop ``targets`` (``marked``: Hoops
    targets framed on the board), or -- a turn without a hop -- what its first step ``event``
    is (removed, the hop skipped, Stop) with the turn ``move``."""
    fields = {"direction": Msg(f"db.interact.word.{towards.name}"),
              "tip": square_name(tip) if tip is not None else "",
              "face": face(name) if name else ""}
    if reason is not None:
        key = "db.interact.tip_illegal_face" if empty else "db.interact.tip_illegal"
        return Msg(key, {**fields, "reason": reason})
    if targets:
        key = "db.interact.tip_hops_marked" if marked else "db.interact.tip_hops"
        return Msg(key, {**fields, "targets": _names(targets)})
    match event:
        case Removed():
            key = "db.interact.tip_remove"
        case Tipped(skipped=True):
            key = "db.interact.tip_skip"
        case _:
            key = "db.interact.tip_stop"
    return Msg(key, {**fields, "move": move, "rule": _SKIP_OPTION})


__all__ = ["block_title", "describe", "direction", "face", "headline", "path_text",
           "tip_chosen", "tip_note", "title", "turn_label", "turn_preview"]
