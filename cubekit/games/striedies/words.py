"""Striedies Strategie in words: the one place that turns events and positions into sentences.

Every step text (:func:`describe`), step picture title (:func:`title`) and short name of an
event (:func:`headline`) is made here from the events of :mod:`.events`; the texts themselves
are in the catalogue :mod:`.messages` (English and German). The headline is nested in the
step text and in the picture title wherever the sentence allows, so changing it in the
catalogue changes all of them together.

The renderer's title and the line below it (:func:`status`, :func:`note`) and the
Explorer's status and threat notes (:func:`explorer_status`, :func:`threat_note`) come from
here too, as do the small pieces the rules' reasons for illegal moves use
(:func:`direction_word`, :func:`near`, :func:`reinforce`).

>>> from cubekit.games.striedies.events import Passed
>>> describe(Passed(1)).text("de")
'B hat keinen erlaubten Zug und setzt aus (nicht im Regelheft: Festlegung ST-6).'
>>> title(Passed(1)).text("en")
'Player B has no legal move and passes (not in the rulebook: default ST-6)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cubekit.core.events import Event
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import Msg, check_language, tr
from cubekit.core.words import letter
from cubekit.games.striedies.events import (
    Die,
    Eliminated,
    Fought,
    LeftAfterFights,
    Passed,
    Reinforced,
    Retreated,
    ThreatLost,
    ThreatReduced,
    Tied,
    Tipped,
    TurnLimitReached,
    Won,
)
from cubekit.games.striedies.notation import die_label

if TYPE_CHECKING:
    from cubekit.games.striedies.rules import StriediesState

NOT_IN_RULEBOOK = Msg("core.not_in_rulebook", {"rule": "ST-7 / CS-10"})


def not_in_rulebook(rule: str) -> Msg:
    """``not in the rulebook: default ST-9 b``: a behaviour decided in RULES.md."""
    return Msg("core.not_in_rulebook", {"rule": rule})


def option_of(rule: str) -> Msg:
    """``rule option of ST-9 b, not in the rulebook``: a reading the kit plays only when its
    option asks for it."""
    return Msg("core.option_of", {"rule": rule})


PASSING = not_in_rulebook("ST-6")
"""A player without a legal move passes: RULES.md ST-6, not the rulebook."""


def section(name: str) -> Msg:
    """A rulebook section cited in the reader's language (``striedies.section.<name>``, see
    ``SECTIONS`` in :mod:`.messages`): "Rules of play ('Spielregel')" / "„Spielregel“"."""
    return Msg(f"striedies.section.{name}")


RULES_SECTION = section("rules")
"""The rulebook's section *Spielregel*: how the dice move, fight and leave."""
PREPARATION = section("preparation")
"""The rulebook's section *Vorbereitung*: three dice per player in its corner."""


# --- small pieces ----------------------------------------------------------------------------
def direction_word(direction: Direction) -> Msg:
    """``north`` / ``nach Norden``."""
    return Msg(f"st.dir.{direction.name}")


def named(die: Die) -> str:
    """``A5 (c4)``: a die by owner and pips, and its square."""
    return f"{die.label} ({square_name(die.square)})"


def near(labels: Sequence[str]) -> str | Msg:
    """``A4 (e4)``, or ``one of A4 (e4) and B4 (g4)`` for several dice (in sentences saying
    "next to ...")."""
    return labels[0] if len(labels) == 1 else Msg("st.near.many", {"dice": list(labels)})


def leaves(labels: Sequence[str]) -> Msg:
    """``B6 (c5) leaves the board`` / ``... leave the board``."""
    return Msg("st.leaves.many" if len(labels) > 1 else "st.leaves.one",
               {"dice": list(labels)})


def reinforce(reading: str, attackers: Sequence[str]) -> Msg:
    """How a threatened player reinforces in the reading ``reading`` of ST-5."""
    return Msg(f"st.reinforce.{reading}", {"near": near(attackers)})


def _labels(owner: int, squares: Sequence[Square], pips: Sequence[int]) -> list[str]:
    return [f"{die_label(owner, n)} ({square_name(sq)})"
            for sq, n in zip(squares, pips, strict=True)]


def _side(owner: int, squares: Sequence[Square], pips: Sequence[int], total: int) -> str:
    """``A5 (c4) + A2 (c3) = 7``, or ``A5 (c4)`` for a single die."""
    labels = _labels(owner, squares, pips)
    return labels[0] if len(labels) == 1 else " + ".join(labels) + f" = {total}"


# --- events ----------------------------------------------------------------------------------
def headline(event: Event) -> Msg:
    """The short name of an event ("A1 tips north", "A against B", "B answers the threat"),
    nested in its step text and its picture title where the sentence allows."""
    match event:
        case Tipped(player=player, pips=pips, direction=direction):
            return Msg("st.headline.tip", {"die": die_label(player, pips),
                                           "direction": direction_word(direction)})
        case Fought(mover=mover, opponent=opponent) | Tied(mover=mover, opponent=opponent):
            return Msg("st.headline.fight", {"mover": letter(mover),
                                             "opponent": letter(opponent)})
        case Reinforced(player=player) | Retreated(player=player):
            return Msg("st.headline.answer", {"player": letter(player)})
        case LeftAfterFights(player=player):
            return Msg("st.headline.left_after", {"player": letter(player)})
        case ThreatReduced(player=player):
            key = "st.headline.threat_ended" if event.ended else "st.headline.threat_reduced"
            return Msg(key, {"player": letter(player)})
        case ThreatLost(player=player):
            return Msg("st.headline.threat_lost", {"player": letter(player)})
        case Passed(player=player):
            return Msg("st.headline.pass", {"player": letter(player)})
        case Eliminated(player=player):
            return Msg("st.headline.out", {"player": letter(player)})
        case Won(player=player):
            return Msg("render.wins", {"player": letter(player)})
        case TurnLimitReached(limit=limit):
            return Msg("st.render.turn_limit", {"limit": limit})
    raise TypeError(tr("core.event.unknown", game="Striedies Strategie", value=repr(event)))


def describe(event: Event) -> Msg:
    """The step text of an event: what happened, with the rule that says so."""
    head = headline(event)
    match event:
        case Tipped():
            return Msg("st.step.tip_last" if event.last else "st.step.tip", {
                "headline": head, "from": square_name(event.from_square),
                "to": square_name(event.to_square), "top": event.top, "step": event.step,
                "n": event.pips})
        case Fought():
            loser = event.loser
            pips = event.attacker_pips if event.mover_lost else event.defender_pips
            return Msg("st.step.fight_stops" if event.stops else "st.step.fight", {
                "headline": head, **_sides(event),
                "leaves": leaves(_labels(loser, event.losers, pips))})
        case Tied():
            labels = [named(die) for die in event.threatened]
            return Msg("st.step.tie_many" if len(labels) > 1 else "st.step.tie_one", {
                "headline": head, **_sides(event), "opponent": letter(event.opponent),
                "defenders": labels,
                "reinforce": reinforce(event.reinforce_with,
                                       [named(die) for die in event.threat_attackers]),
                "combined": Msg("st.combined", {"rule": not_in_rulebook("ST-9 a")})
                if event.combined else ""})
        case Reinforced():
            attackers = [named(die) for die in event.attackers]
            return Msg("st.step.reinforce", {
                "headline": head, "die": named(event.die), "near": near(attackers),
                "reading": Msg(f"st.reading.{event.reinforce_with}")})
        case Retreated():
            attackers = [named(die) for die in event.attackers]
            gone = [named(die) for die in event.leaving]
            key = "st.step.retreat"
            if gone:                       # ST-9 b: before or after the fights
                key = ("st.step.retreat_stay" if event.removal == "after_fights"
                       else "st.step.retreat_leave")
            rule = option_of("ST-9 b") if event.removal == "after_fights" \
                else not_in_rulebook("ST-9 b")
            return Msg(key, {"headline": head, "die": named(event.die), "attackers": attackers,
                             "leaves": leaves(gone) if gone else "", "dice": gone,
                             "rule": rule})
        case LeftAfterFights():   # only with the option of removal after the fights
            return Msg("st.step.left_after", {
                "headline": head, "leaves": leaves([named(die) for die in event.leaving]),
                "rule": option_of("ST-9 b")})
        case ThreatReduced():
            return _threat_reduced(event, head)
        case ThreatLost():
            return _threat_lost(event, head)
        case Passed() | Eliminated():
            key = "st.step.pass" if isinstance(event, Passed) else "st.step.out"
            return Msg(key, {"headline": head, "rule": PASSING})
        case Won(player=player):
            return Msg("st.step.win", {"player": letter(player)})
        case TurnLimitReached(turn=turn, limit=limit):
            return Msg("st.step.turn_limit", {"turn": turn, "limit": limit,
                                              "rule": NOT_IN_RULEBOOK})
    raise TypeError(tr("core.event.unknown", game="Striedies Strategie", value=repr(event)))


def _sides(event: Fought | Tied) -> dict[str, str]:
    return {"attack": _side(event.mover, event.attackers, event.attacker_pips, event.attack),
            "defence": _side(event.opponent, event.defenders, event.defender_pips,
                             event.defence)}


def _threat_lost(event: ThreatLost, head: Msg) -> Msg:
    attackers = [named(die) for die in event.attackers]
    key = {"move": "st.step.threat_lost", "pass": "st.step.threat_lost_pass",
           "out": "st.step.threat_lost_out"}[event.then]
    return Msg(key, {"headline": head, "player": letter(event.player), "attackers": attackers,
                     "near": near(attackers), "rule": PASSING,
                     "leaves": leaves([named(die) for die in event.leaving])})


def _threat_reduced(event: ThreatReduced, head: Msg) -> Msg:
    """ST-9 c: which dice dropped out of a threat, and what is left of it (or that it
    ended)."""
    dropped = [named(die) for die in event.dropped]
    params: dict[str, object] = {"headline": head, "dropped": dropped,
                                 "rule": not_in_rulebook("ST-9 c")}
    if not event.ended:
        return Msg("st.step.threat_reduced", {
            **params, "defenders": [named(die) for die in event.threatened],
            "attackers": [named(die) for die in event.attackers]})
    key = "st.step.threat_ended_attackers" if event.threatened else \
        "st.step.threat_ended_threatened"
    return Msg(key, params)


def title(event: Event) -> Msg:
    """The title of a step's picture: the headline with the numbers the picture shows."""
    head = headline(event)
    match event:
        case Tipped():
            return Msg("st.render.tip", {
                "headline": head, "start": square_name(event.from_square),
                "end": square_name(event.to_square), "top": event.top, "step": event.step,
                "n": event.pips})
        case Fought():
            return Msg("st.render.fight", {"headline": head, "attack": event.attack,
                                           "defence": event.defence,
                                           "loser": letter(event.loser)})
        case Tied():
            return Msg("st.render.tie", {"headline": head, "attack": event.attack,
                                         "defence": event.defence,
                                         "opponent": letter(event.opponent)})
        case Reinforced() | Retreated():
            key = "st.render.reinforce" if isinstance(event, Reinforced) else \
                "st.render.retreat"
            return Msg(key, {"headline": head, "square": square_name(event.die.square)})
        case ThreatLost():
            return Msg("st.render.threat_lost", {
                "headline": head, "leaves": leaves([square_name(d.square) for d in event.leaving])})
        case Passed() | Eliminated():
            key = "st.render.pass" if isinstance(event, Passed) else "st.render.out"
            return Msg(key, {"headline": head, "rule": PASSING})
        case LeftAfterFights():
            return Msg("st.render.left_after", {
                "headline": head, "leaves": leaves([square_name(d.square) for d in event.leaving])})
        case ThreatReduced():
            return Msg("st.render.threat_reduced", {"headline": head})
    return head


# --- positions -------------------------------------------------------------------------------
def counts(state: StriediesState, language: str | None = None) -> str:
    """Each player's dice on the board, for status lines: ``A 3, B 1, C out``."""
    parts = []
    for player in range(state.game.players):
        count = state.count(player)
        parts.append(f"{letter(player)} {count}" if count else
                     tr("st.count_out", language, player=letter(player)))
    return ", ".join(parts)


def _dice_named(state: StriediesState, squares: Sequence[Square]) -> list[str]:
    """The dice on ``squares`` as ``A5 (c4)`` (a square without a die by its name)."""
    result = []
    for square in squares:
        die = state.die(square)
        result.append(named(die) if die is not None else square_name(square))
    return result


def status(state: StriediesState, selected: Square | None = None) -> Msg:
    """The title of a position's picture: who won, whose turn (and whether a tie must be
    answered), or where the ``selected`` die can go."""
    outcome = state.outcome
    if outcome is not None:
        if outcome.winners:
            return Msg("render.wins", {"player": letter(outcome.winners[0])})
        return Msg("st.render.turn_limit", {"limit": state.game.turn_limit})
    player = letter(state.to_move)
    die = state.die(selected) if selected is not None else None
    if selected is not None and die is not None:
        return Msg("st.render.preview", {"player": player, "die": die.label,
                                         "square": square_name(selected)})
    if state.must_answer is not None:
        return Msg("st.render.must_answer", {"player": player})
    return Msg("render.to_move", {"player": player})


def note(state: StriediesState, language: str | None = None) -> str:
    """The line below a picture's title: each player's dice and the pending threats."""
    lang = check_language(language)
    parts = [tr("st.render.dice", lang, counts=counts(state, lang))]
    for threat in state.threats():
        parts.append(Msg("st.render.threat", {
            "player": letter(threat.player), "defenders": _dice_named(state, threat.defenders),
            "attackers": _dice_named(state, threat.attackers)}).text(lang))
    return " ".join(parts)


def explorer_status(state: StriediesState, language: str | None = None) -> list[str]:
    """The Explorer's part of its status line: the dice per player and who is threatened."""
    lang = check_language(language)
    result = [tr("st.interact.status", lang, counts=counts(state, lang))]
    for threat in state.threats():
        result.append(tr("st.interact.status_threat", lang, player=letter(threat.player)))
    return result


def threat_note(state: StriediesState) -> Msg | None:
    """What the player to move must do about its threat (ST-5), or None without one."""
    threat = state.must_answer
    if threat is None:
        return None
    attackers = _dice_named(state, threat.attackers)
    return Msg("st.interact.threat", {
        "player": letter(threat.player), "defenders": _dice_named(state, threat.defenders),
        "attackers": attackers,
        "reinforce": Msg(f"st.interact.reinforce.{state.game.reinforce_with}",
                         {"attackers": attackers})})


__all__ = ["PASSING", "PREPARATION", "RULES_SECTION", "counts", "describe", "direction_word",
           "explorer_status", "headline", "leaves", "named", "near", "not_in_rulebook", "note",
           "reinforce", "section", "status", "threat_note", "title"]
