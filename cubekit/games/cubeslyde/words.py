"""Cubeslyde in words: every sentence about what happens, made from the events of
:mod:`.events` (and the few about a position) as untranslated :class:`~cubekit.core.i18n.Msg`.

- :func:`describe`: the step text of an event (``step.text``, the Stepper);
- :func:`headline`: its short title (the picture title of a step; the Explorer's preview of a
  chosen move). :func:`describe` says the headline first, as a nested message, so a change to
  a headline's text (``cs.head.*`` in :mod:`.messages`) changes the step text, the picture
  title and the Explorer's preview together, in both languages;
- :func:`note`: the line below a step's picture title (how it happened);
- :func:`outcome_title`, :func:`position_note`: the title and the line below it for a plain
  position (whose turn, what it may do, how the game ended);
- :func:`selection_title`, :func:`push_note`, :func:`refused_note`, :func:`place_note`: the
  Explorer's preview of a selected group and of each direction it could be pushed in.

>>> from cubekit.games.cubeslyde.events import Passed
>>> describe(Passed(1)).text("en")
'B has no legal action and passes (not in the rulebook: default CS-9).'
>>> headline(Passed(1)).text("de")
'B hat keine erlaubte Aktion und passt'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cubekit.core.events import Event
from cubekit.core.game import Outcome
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Joined, Msg, sentences, tr
from cubekit.core.words import letter
from cubekit.games.cubeslyde.events import (
    Cube,
    Eliminated,
    Fell,
    LastPlayer,
    LineCompleted,
    NoActionLost,
    NoActionOut,
    OutOfCubes,
    Passed,
    Placed,
    Pushed,
    TeamEliminated,
    TurnLimitReached,
)

if TYPE_CHECKING:
    from cubekit.games.cubeslyde.rules import Cubeslyde, CubeslydeState


# --- small words -------------------------------------------------------------------------------
def label(cube: Cube) -> str | Msg:
    """A cube's name: ``B4``, or ``B4 (neutral)`` for a cube of a player who is out."""
    text = str(cube)
    if cube.neutral and not cube.is_white:
        return Msg("cs.cube.neutral", {"cube": text})
    return text


def labels(cubes: Sequence[Cube]) -> tuple[str | Msg, ...]:
    """Several cubes' names, for a message field: a tuple is joined with "and" (``B4 and W2``)
    in the message's language."""
    return tuple(label(cube) for cube in cubes)


def _listed(cubes: Sequence[Cube]) -> Msg:
    """Cubes' names separated by commas (``B4, W2``), each in the message's language."""
    return Joined("core.joined", parts=tuple(map(label, cubes)), separator=", ")


def _team(players: Sequence[int]) -> str:
    return "+".join(letter(p) for p in players)


def _span(squares: Sequence[Square]) -> str:
    first = square_name(squares[0])
    return first if len(squares) == 1 else f"{first}-{square_name(squares[-1])}"


def _not_in_rulebook(rule: str) -> Msg:
    return Msg("core.not_in_rulebook", {"rule": rule})


def _option_of(rule: str) -> Msg:
    return Msg("core.option_of", {"rule": rule})


# --- the headline and the step text of every event --------------------------------------------
def headline(event: Event) -> Msg:
    """The short title of an event (the first clause of its :func:`describe`)."""
    match event:
        case Placed(player=player, cube=cube, square=square):
            key = "cs.head.place_white" if cube.is_white else "cs.head.place"
            return Msg(key, {"player": letter(player), "cube": str(cube),
                             "square": square_name(square)})
        case Pushed():
            many = "_group" if len(event.group) > 1 else ""
            key = f"cs.head.push_line{many}" if event.line else f"cs.head.push_free{many}"
            return Msg(key, {"cubes": "+".join(str(cube) for cube in event.group_cubes),
                             "squares": _span(event.group),
                             "direction": Msg(f"cs.dir.{event.direction.name}")})
        case Passed(player=player):
            return Msg("cs.head.pass", {"player": letter(player)})
        case Fell(cube=cube, square=square):
            return Msg("cs.head.fall", {"cube": label(cube), "square": square_name(square)})
        case Eliminated(player=player):
            return Msg("cs.head.eliminated", {"player": letter(player)})
        case OutOfCubes(player=player):
            return Msg("cs.head.team_out", {"player": letter(player)})
        case LineCompleted(player=player, line=line, mover=mover, winners=winners):
            team = "_team" if len(winners) > 1 else ""
            other = "" if event.by_mover else "_other"
            return Msg(f"cs.head.line_win{other}{team}", {
                "player": letter(player), "start": square_name(line[0]),
                "end": square_name(line[-1]), "team": _team(winners), "mover": letter(mover)})
        case LastPlayer(player=player):
            return Msg("cs.head.last_player", {"player": letter(player)})
        case TeamEliminated(winners=winners, losers=losers):
            return Msg("cs.head.team_eliminated", {"team": _team(winners),
                                                   "losers": _team(losers)})
        case TurnLimitReached(turn=turn, limit=limit):
            return Msg("cs.head.turn_limit", {"turn": turn, "limit": limit})
        case NoActionLost(player=player):
            return Msg("cs.head.no_move_lose", {"player": letter(player)})
        case NoActionOut(player=player):
            return Msg("cs.head.no_move_out", {"player": letter(player)})
    raise TypeError(tr("core.event.unknown", game="Cubeslyde", value=repr(event)))


def describe(event: Event) -> Msg:
    """The step text of an event: its :func:`headline`, then how and why (rule IDs)."""
    head = headline(event)
    match event:
        case Placed():
            return _placed(event, head)
        case Pushed():
            return _pushed(event, head)
        case Passed():
            return Msg("cs.step.pass", {"headline": head, "rule": _not_in_rulebook("CS-9")})
        case Fell(player=player, cube=cube, lost=lost):
            if cube.neutral:
                return Msg("cs.step.fall_neutral", {"headline": head})
            if event.own:
                return Msg("cs.step.fall_own", {"headline": head, "player": letter(player),
                                                "lost": lost})
            return Msg("cs.step.fall", {"headline": head, "owner": letter(cube.owner),
                                        "lost": lost})
        case Eliminated(line_first=True):
            return Msg("cs.step.eliminated_line", {"headline": head, "rule": _not_in_rulebook(
                "CS-7")})
        case Eliminated(neutral=neutral, winner=winner):
            if winner is not None:
                return Msg("cs.step.eliminated_two", {"headline": head, "winner": letter(winner)})
            if neutral:
                return Msg("cs.step.eliminated", {"headline": head, "squares": [
                    square_name(square) for square in neutral]})
            return Msg("cs.step.eliminated_none", {"headline": head})
        case OutOfCubes():
            return Msg("cs.step.team_out", {"headline": head, "rule": _not_in_rulebook("CS-11")})
        case LineCompleted(winners=winners):
            if event.by_mover:
                key = "cs.step.line_win_team" if len(winners) > 1 else "cs.step.line_win"
                return Msg(key, {"headline": head})
            return Msg("cs.step.line_win_other", {"headline": head,
                                                  "rule": _not_in_rulebook("CS-7")})
        case LastPlayer():
            return Msg("cs.step.last_player", {"headline": head})
        case TeamEliminated():
            return Msg("cs.step.team_eliminated", {"headline": head})
        case TurnLimitReached():
            return Msg("cs.step.turn_limit", {"headline": head,
                                              "rule": _not_in_rulebook("CS-10")})
        case NoActionLost(winners=winners):
            return Msg("cs.step.no_move_lose", {"headline": head, "winner": _team(winners),
                                                "rule": _option_of("CS-9")})
        case NoActionOut(neutral=neutral, winner=winner):
            # CS-9 option with 3-4 players: out as if eliminated (CS-7 step 2), play goes on
            squares = [square_name(square) for square in neutral]
            if winner is not None:
                return Msg("cs.step.no_move_out_last", {
                    "headline": head, "rule": _option_of("CS-9"), "winner": letter(winner)})
            return Msg("cs.step.no_move_out" if squares else "cs.step.no_move_out_none", {
                "headline": head, "rule": _option_of("CS-9"), "squares": squares})
    raise TypeError(tr("core.event.unknown", game="Cubeslyde", value=repr(event)))


def _placed(event: Placed, head: Msg) -> Msg:
    player = letter(event.player)
    choice = _not_in_rulebook("CS-2")
    if event.white:
        parts = [Msg("cs.step.place_white", {"headline": head,
                                             "rule": _not_in_rulebook("CS-1, CS-2")}),
                 Msg("cs.step.whites_left", {"left": event.left}) if event.left else
                 Msg("cs.step.stage_1b")]
        return sentences(parts)
    parts = [Msg("cs.step.place", {"headline": head, "rule": choice})]
    if event.must_place:
        parts.append(Msg("cs.step.had_to_place", {"player": player, "count": event.on_board}))
    if event.left:
        parts.append(Msg("cs.step.left_to_place", {"player": player, "left": event.left}))
    else:
        parts.append(Msg("cs.step.all_placed", {"player": player}))
    return sentences(parts)


def _pushed(event: Pushed, head: Msg) -> Msg:
    behind = []
    if event.left_behind:      # CS-3: a group need not be the whole run of own cubes
        behind.append(Msg("cs.step.part_of_run", {
            "player": letter(event.player), "rule": _not_in_rulebook("CS-3"),
            "squares": [square_name(square) for square in event.left_behind]}))
    if not event.line:
        key = "cs.step.push_free_group" if len(event.group) > 1 else "cs.step.push_free"
        return sentences([Msg(key, {"headline": head, "front": square_name(event.front)}),
                          *behind])
    verdict = (Msg("cs.step.tie") if event.tie else
               Msg("cs.step.stronger", {"strength": event.strength, "defence": event.defence}))
    parts = [Msg("cs.step.push_line", {
        "headline": head, "strength": event.strength, "line": _listed(event.line_cubes),
        "line_squares": _span(event.line), "defence": event.defence, "verdict": verdict})]
    carried = event.cubes_at(event.carried)
    own = [cube for cube in carried if cube.owner == event.player]
    partner = [cube for cube in carried if cube.owner != event.player]
    if own:
        key = "cs.step.carried_many" if len(own) > 1 else "cs.step.carried"
        parts.append(Msg(key, {"cubes": labels(own), "player": letter(event.player),
                               "rule": _not_in_rulebook("CS-4")}))
    if partner:
        parts.append(Msg("cs.step.partner_carried", {"cubes": labels(partner),
                                                     "rule": _option_of("CS-5")}))
    defending = [cube for cube in event.cubes_at(event.defenders)
                 if event.partner is not None and cube.owner == event.partner]
    if defending:
        parts.append(Msg("cs.step.partner_defends", {"cubes": labels(defending),
                                                     "rule": _not_in_rulebook("CS-5")}))
    return sentences([*parts, *behind])


# --- pictures: the line below the title ----------------------------------------------------
def note(event: Event) -> tuple[Msg, ...]:
    """The line below a step's picture title, in parts (shown joined with `` · ``)."""
    match event:
        case Placed(white=True, left=left):
            return (Msg("cs.render.left_to_place", {"left": left}),) if left else ()
        case Placed(must_place=must, left=left):
            had = (Msg("cs.render.had_to_place"),) if must else ()
            left_now = (Msg("cs.render.own_left", {"left": left}) if left else
                        Msg("cs.render.all_placed"))
            return (*had, left_now)
        case Pushed():
            return _push_note(event)
        case Fell(cube=cube, lost=lost):
            if cube.is_white:
                return (Msg("cs.render.white_gone"),)
            if cube.neutral:
                return (Msg("cs.render.neutral_gone"),)
            return (Msg("cs.render.lost_now", {"player": letter(cube.owner), "lost": lost}),)
        case Eliminated(line_first=True):
            return (Msg("cs.render.line_first", {"rule": _not_in_rulebook("CS-7")}),)
        case Eliminated(player=player, cubes=cubes, winner=winner):
            return (_now_neutral(player, cubes,
                                 None if winner is None else Msg("cs.render.last_player", {
                                     "player": letter(winner)})),)
        case NoActionOut(player=player, cubes=cubes, winner=winner):
            return (_now_neutral(player, cubes,
                                 None if winner is None else Msg("render.wins", {
                                     "player": letter(winner)})),)
        case NoActionLost(winners=winners):
            won = (Msg("cs.render.team_wins", {"team": _team(winners)}) if len(winners) > 1
                   else Msg("render.wins", {"player": letter(winners[0])}))
            return (won, _option_of("CS-9"))
        case OutOfCubes():
            return (Msg("cs.render.team_out_why"),)
        case LineCompleted(player=player, line=line, mover=mover, winners=winners):
            return _line_note(player, line, None if mover in winners else "CS-7")
        case TeamEliminated(losers=losers):
            return (Msg("cs.render.teams_lost", {"losers": _team(losers)}),)
        case LastPlayer(out=out):
            return (Msg("cs.render.others_out", {"players": [letter(p) for p in out]}),)
        case Passed():
            return (Msg("cs.render.no_action", {"rule": _not_in_rulebook("CS-9")}),)
        case TurnLimitReached():
            return (_not_in_rulebook("CS-10"),)
    raise TypeError(tr("core.event.unknown", game="Cubeslyde", value=repr(event)))


def _push_note(event: Pushed) -> tuple[Msg, ...]:
    if not event.line:
        parts = [Msg("cs.render.free", {"strength": event.strength})]
    else:
        parts = [Msg("cs.render.strength", {"strength": event.strength,
                                            "defence": event.defence})]
        if event.tie:
            parts.append(Msg("cs.render.tie"))
    # the carried cubes still on the board after the push
    carried = [cube for square, cube in zip(event.carried, event.cubes_at(event.carried),
                                            strict=True) if square != event.fallen]
    if carried:
        parts.append(Msg("cs.render.carried", {"cubes": ", ".join(map(str, carried))}))
    return tuple(parts)


def _now_neutral(player: int, cubes: tuple[Cube, ...], result: Msg | None) -> Msg:
    if cubes:
        return Msg("cs.render.now_neutral", {"cubes": ", ".join(map(str, cubes))})
    if result is not None:
        return result
    return Msg("cs.render.none_left", {"player": letter(player)})


def _line_note(player: int, line: Sequence[Square], rule: str | None) -> tuple[Msg, ...]:
    text = Msg("cs.render.line", {"start": square_name(line[0]), "end": square_name(line[-1]),
                                  "player": letter(player)})
    return (text,) if rule is None else (text, _not_in_rulebook(rule))


# --- pictures of a plain position ------------------------------------------------------------
def outcome_title(game: Cubeslyde, outcome: Outcome) -> Msg:
    """The title of a finished game's position."""
    winners = outcome.winners
    if not winners:
        if outcome.reason == "turn_limit":
            return Msg("cs.render.turn_limit", {"limit": game.turn_limit})
        return Msg("render.draw")
    if outcome.reason == "four_in_a_row":
        if game.teams:
            return Msg("cs.render.line_win_team", {"team": game.team_name(winners[0])})
        return Msg("cs.render.line_win", {"player": letter(winners[0])})
    if game.teams:
        return Msg("cs.render.team_wins", {"team": game.team_name(winners[0])})
    if outcome.reason == "last_player":
        return Msg("cs.render.last_player", {"player": letter(winners[0])})
    return Msg("render.wins", {"player": letter(winners[0])})


def position_title(state: CubeslydeState) -> Msg:
    """The title of a plain position: whose turn it is, or how the game ended."""
    if state.outcome is not None:
        return outcome_title(state.game, state.outcome)
    return Msg("render.to_move", {"player": letter(state.to_move)})


def position_note(state: CubeslydeState) -> tuple[Msg, ...]:
    """The line below a plain position's title: what the player to move may do, or more
    about how the game ended."""
    outcome = state.outcome
    if outcome is None:
        return (_hint(state),)
    if outcome.reason == "four_in_a_row":
        for player in outcome.winners:
            run = state.four_in_a_row(player)
            if run:
                owner = state.cube(run[0])
                assert owner is not None
                return _line_note(owner.owner, run, outcome.rule)
    if outcome.reason == "last_player" and state.game.players > 2:
        return (Msg("cs.render.others_out", {"players": [letter(p)
                                                          for p in state.out_players]}),)
    if outcome.rule:
        return (_not_in_rulebook(outcome.rule),)
    return ()


def _hint(state: CubeslydeState) -> Msg:
    """What the player to move may do, with the stage."""
    stage = state.stage
    if not state.has_action():
        return Msg("cs.render.hint_stuck", {"stage": stage})
    if stage == "1A":
        return Msg("cs.render.hint_1A")
    if stage == "1B" and state.hand(state.to_move):
        return Msg("cs.render.hint_1B_must" if state.must_place() else "cs.render.hint_1B")
    return Msg("cs.render.hint_push", {"stage": stage})


# --- the Explorer's preview ------------------------------------------------------------------
def selection_title(cubes: Sequence[Cube], squares: Sequence[Square]) -> Msg:
    """The title over the directions of a selected cube or group (own cubes)."""
    return Msg("cs.explorer.selection", {
        "strength": sum(cube.strength for cube in cubes), "squares": _span(squares),
        "cubes": "+".join(str(cube) for cube in cubes)})


def push_note(event: Pushed) -> Msg:
    """One direction of the selection, legal: where to, strength against defence, the
    carried cubes and the one that would fall (from the push it would be)."""
    parts = [Msg("cs.explorer.dir_legal", {
        "direction": Msg(f"cs.dir_title.{event.direction.name}"),
        "target": square_name(event.front), "strength": event.strength,
        "defence": event.defence})]
    if event.carried:
        parts.append(Msg("cs.explorer.dir_carried",
                         {"cubes": _listed(event.cubes_at(event.carried))}))
    if event.fallen_cube is not None:
        parts.append(Msg("cs.explorer.dir_falls", {"cube": label(event.fallen_cube)}))
    return sentences(parts)


def refused_note(direction: str, reason: str | Msg) -> Msg:
    """One direction of the selection (``N``, ``E``, ``S``, ``W``), not allowed: why."""
    return Msg("cs.explorer.dir_illegal", {"direction": Msg(f"cs.dir_title.{direction}"),
                                           "reason": reason})


def place_note(cube: Cube) -> Msg:
    """The preview of a cube chosen in the hand."""
    return Msg("cs.explorer.place_hint", {"cube": str(cube)})


def move_marks(move: object) -> tuple[frozenset[Square], tuple[tuple[Square, Square], ...]]:
    """The frames and arrows that show a move on the board without playing it (a refused
    push on a scenario's card): the pushed cubes framed, an arrow from the head to the square
    in front; a placement frames its square."""
    from cubekit.games.cubeslyde.notation import Place, Push

    if isinstance(move, Push) and move.orthogonal is not None:
        squares = move.squares
        head = squares[-1]
        dx, dy = move.vector
        return frozenset(squares), ((head, (head[0] + dx, head[1] + dy)),)
    if isinstance(move, Place):
        return frozenset({move.square}), ()
    return frozenset(), ()
