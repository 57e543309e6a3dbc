"""How a Cubeslyde game ends (RULES.md CS-7 steps 2-4, CS-10, CS-11) and its outcomes.

:func:`ending` is the one place that knows the order of CS-7 after an action: four in a
row, the mover's first; then the last player left (with two players: the other one, once a
player is out), or in teams a team whose opponents each lost three cubes; then the optional turn
limit. The rules call it after every action, and reading a position without ``result:`` judges
it with the same function; the checks of a given ``result:`` use the same tests
(:func:`line_winner`, :func:`team_beaten`, :func:`limit_reached`); :func:`ending_event` is
the event that tells it. :func:`fallen_owner_out` is CS-7 step 2 after a push (who is out
now), :func:`stuck_player_out` the CS-9 option ``no_move="lose"``; :func:`has_line` is the
quick look for a four in a row that the rules take after every action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cubekit.core.events import Event
from cubekit.core.game import Outcome
from cubekit.core.i18n import Msg, tr
from cubekit.games.cubeslyde.events import (
    Eliminated,
    LastPlayer,
    LineCompleted,
    NoActionLost,
    NoActionOut,
    OutOfCubes,
    TeamEliminated,
    TurnLimitReached,
)
from cubekit.games.cubeslyde.geometry import CELLS, LANE, SQUARES, any_run, run_in
from cubekit.games.cubeslyde.notation import REASONS, WHITE
from cubekit.games.cubeslyde.pushing import cube_of

if TYPE_CHECKING:
    from cubekit.games.cubeslyde.rules import Cubeslyde


@dataclass(frozen=True)
class Ending:
    """What ends the game: the ``reason`` key (as in :class:`~cubekit.core.game.Outcome`),
    the ``winners`` and, for four in a row, the ``player`` who has it and its ``run``
    (square indices from the lower end)."""

    reason: str
    winners: tuple[int, ...]
    player: int | None = None
    run: tuple[int, ...] = ()


def remaining(players: int, out: int) -> list[int]:
    """The players who are not out (``out``: a bit per player), in seat order."""
    return [p for p in range(players) if not out >> p & 1]


_TURN_ORDER = {players: tuple(tuple((mover + k) % players for k in range(players))
                              for mover in range(players)) for players in (2, 3, 4)}
"""Per number of players and mover: the mover, then the others in turn order."""


ALL_LINES = 0b1111
"""For :func:`ending`: look at the four in a row of every player (a bit per player)."""


_LANES = tuple(tuple((p, LANE * sum(1 for q in range(p) if players >> q & 1))
                     for p in range(4) if players >> p & 1) for players in range(16))
"""Per set of players (a bit each): each player of it and where its mask goes in
:func:`has_line`'s packed number."""


def has_line(masks: tuple[int, ...], players: int) -> bool:
    """Whether one of ``players`` (a bit each) has four squares in a row: one quick look at
    all their masks together (packed :data:`.geometry.LANE` bits apart, see
    :func:`.geometry.any_run`)."""
    packed = 0
    for player, shift in _LANES[players]:
        packed |= masks[player] << shift
    return packed.bit_count() >= 4 and any_run(packed)


def line_winner(game: Cubeslyde, masks: tuple[int, ...], out: int, mover: int,
                looked_at: int = ALL_LINES) -> tuple[int, tuple[int, ...]] | None:
    """The player whose four in a row wins after ``mover``'s action, with its run: the
    mover first, then the others in turn order (CS-7 step 3; only the mover with
    ``line_wins="mover_only"``). Players who are out have no line (their cubes are neutral).
    ``masks``: the squares of each owner (:attr:`.rules.CubeslydeState.masks`); only the
    players set in ``looked_at`` can have one (see :func:`ending`)."""
    if game.line_wins == "mover_only":
        candidates: tuple[int, ...] = (mover,)
        looked_at &= 1 << mover
    else:
        candidates = _TURN_ORDER[game.players][mover]
    looked_at &= ALL_LINES & ~out
    if not has_line(masks, looked_at):   # first one quick look at all of them together
        return None
    for candidate in candidates:
        if not looked_at >> candidate & 1:
            continue
        run = run_in(masks[candidate])
        if run is not None:
            return candidate, run
    return None


def team_beaten(lost: tuple[tuple[int, ...], ...], team: tuple[int, ...]) -> bool:
    """CS-11: every colour outside ``team`` has lost at least three cubes."""
    return all(len(lost[p]) >= 3 for p in range(4) if p not in team)


def limit_reached(game: Cubeslyde, turn: int) -> bool:
    """CS-10: the optional turn limit is reached."""
    return game.turn_limit is not None and turn >= game.turn_limit


def ending(game: Cubeslyde, masks: tuple[int, ...], lost: tuple[tuple[int, ...], ...],
           out: int, mover: int, turn: int, lines: int = ALL_LINES) -> Ending | None:
    """What ends the game after ``mover``'s action, in the order of CS-7 (steps 2-4) and
    CS-10, or None when it goes on.

    ``lines`` are the players (a bit each) whose four in a row is looked for: 0 leaves four in
    a row out (a position read under ``line_wins="mover_only"``, where a line may stand in a
    running game). With ``line_wins="any"`` no player in the game has four in a row in a
    running position (it would have ended the game; a position read from text is judged the
    same way), so after an action the rules look only at the players whose cubes moved or
    were placed: nobody else can have one."""
    players = game.players
    left = remaining(players, out) if out else None    # nobody is out: the usual case
    # (2) a player who is out ends a two-player game (rulebook Ausscheiden), but, as with 3-4
    # players, only after (3): a four in a row made by the same action is the reason it ends
    if lines:   # (3) four in a row: the mover first, then the others in turn order
        found = line_winner(game, masks, out, mover, lines)
        if found is not None:
            player, run = found
            return Ending("four_in_a_row", tuple(sorted(game.team_of(player))), player, run)
    # (4) the last player left wins; in teams a team whose opponents each lost 3 (CS-11)
    if game.teams:
        for team in (game.team_of(mover), game.team_of((mover + 1) % 4)):
            if team_beaten(lost, team):
                return Ending("team_eliminated", tuple(sorted(team)))
    elif left is not None and len(left) == 1:
        return Ending("last_player", (left[0],))
    if limit_reached(game, turn):    # CS-10
        return Ending("turn_limit", ())
    return None


def fallen_owner_out(game: Cubeslyde, cells: tuple[int, ...], masks: tuple[int, ...],
                      hands: tuple[tuple[int, ...], ...], lost: tuple[tuple[int, ...], ...],
                      out: int, fallen: int) -> tuple[int, Eliminated | OutOfCubes | None]:
    """CS-7 step 2: the owner of the cube ``fallen`` (a cell code) is out when it has lost
    its third cube (rulebook *Ausscheiden*), in teams when it has no cube left at all
    (CS-11). The players who are out now, and the event (None when nobody is out)."""
    owner = fallen >> 3
    if owner == WHITE or out >> owner & 1:
        return out, None
    if game.teams:
        if hands[owner] or masks[owner]:
            return out, None
        return out | 1 << owner, OutOfCubes(owner)
    if len(lost[owner]) < 3:
        return out, None
    out |= 1 << owner
    if game.players == 2:
        return out, Eliminated(owner, winner=1 - owner)
    neutral = [i for i in range(CELLS) if cells[i] and cells[i] >> 3 == owner]
    return out, Eliminated(owner, tuple(SQUARES[i] for i in neutral),
                           tuple(cube_of(cells[i], game.players, out) for i in neutral))


def stuck_player_out(game: Cubeslyde, cells: tuple[int, ...], out: int, mover: int,
                     stuck: int) -> tuple[int, Outcome | None, NoActionLost | NoActionOut]:
    """CS-9 option ``no_move="lose"``: the player ``stuck``, next after ``mover`` and with no
    legal action, loses; with 3-4 players (no teams) it is out instead, and the last player
    left wins. The players who are out now, the outcome (None: the game goes on) and the
    event."""
    players = game.players
    if game.teams or players == 2:
        winners = tuple(p for p in range(players) if p not in game.team_of(stuck))
        return out, make_outcome(game, "no_move", winners, mover), NoActionLost(stuck, winners)
    out |= 1 << stuck
    neutral = [i for i in range(CELLS) if cells[i] and cells[i] >> 3 == stuck]
    left = remaining(players, out)
    outcome = make_outcome(game, "no_move", (left[0],), mover) if len(left) == 1 else None
    return out, outcome, NoActionOut(stuck, tuple(SQUARES[i] for i in neutral),
                                     tuple(cube_of(cells[i], players, out) for i in neutral),
                                     left[0] if outcome is not None else None)


def ending_event(game: Cubeslyde, end: Ending, mover: int, out: int,
                  turn: int) -> Event | None:
    """The event that tells how the game ended (None: told by :class:`Eliminated`)."""
    if end.reason == "four_in_a_row":
        assert end.player is not None
        return LineCompleted(end.player, tuple(SQUARES[i] for i in end.run), mover,
                             end.winners)
    if end.reason == "team_eliminated":
        return TeamEliminated(end.winners, tuple(p for p in range(4) if p not in end.winners))
    if end.reason == "last_player":
        if game.players == 2:
            return None
        return LastPlayer(end.winners[0], tuple(p for p in range(game.players)
                                                if out >> p & 1))
    assert game.turn_limit is not None
    return TurnLimitReached(turn, game.turn_limit)


def make_outcome(game: Cubeslyde, reason: str, winners: tuple[int, ...],
                 mover: int) -> Outcome:
    """The :class:`Outcome` for a reason key and winners (also rebuilt from ``result:``)."""
    names = "+".join(game.player_name(p) for p in winners)
    if reason == "four_in_a_row":
        key = "cs.outcome.four_team" if game.teams else "cs.outcome.four"
        rule = None if mover in winners else "CS-7"
        return Outcome(winners, reason, Msg(key, {"player": names}), rule)
    if reason == "last_player":
        return Outcome(winners, reason, Msg("cs.outcome.last", {"player": names}))
    if reason == "team_eliminated":
        losers = "+".join(game.player_name(p) for p in range(4) if p not in winners)
        return Outcome(winners, reason, Msg("cs.outcome.team_eliminated",
                                            {"player": names, "losers": losers}))
    if reason == "no_move":
        key = "cs.outcome.no_move_team" if game.teams else "cs.outcome.no_move"
        return Outcome(winners, reason, Msg(key, {"player": names}), "CS-9")
    if reason == "turn_limit":
        return Outcome((), reason, Msg("cs.outcome.turn_limit", {"limit": game.turn_limit}),
                       "CS-10")
    raise ValueError(tr("core.outcome.unknown", reason=reason, reasons=", ".join(REASONS)))
