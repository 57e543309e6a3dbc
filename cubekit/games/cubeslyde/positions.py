"""Reading Cubeslyde positions: the notation's fields (:mod:`.notation`), checked against the
rules. A position without ``result:`` is judged with the rules' own end-of-action order
(:func:`.ending.ending`) as if the player before the one to move had just acted; a given
``result:`` is checked with the same tests.
"""

from __future__ import annotations

from cubekit.core.game import NotationError, Outcome
from cubekit.core.i18n import Msg
from cubekit.core.notation import Fail, position_turn
from cubekit.games.cubeslyde.ending import (
    ALL_LINES,
    ending,
    limit_reached,
    make_outcome,
    remaining,
    team_beaten,
)
from cubekit.games.cubeslyde.notation import WHITE, ParsedPosition, owner_letter, parse_position
from cubekit.games.cubeslyde.rules import Cubeslyde, CubeslydeState, stage_of


def build_state(game: Cubeslyde, text: str) -> CubeslydeState:
    """The position ``text`` of ``game`` (see :mod:`.notation`), or a
    :class:`~cubekit.core.game.NotationError` saying what does not fit and where."""
    parsed = parse_position(text, game.players)

    def fail(problem: Msg | str, field: str, expected: Msg | str) -> NotationError:
        return NotationError(problem, text, parsed.at.get(field), expected)

    hands = _hands(game, parsed, fail)
    out = _out(game, parsed, hands, fail)
    stage = stage_of(game, hands, out)
    if parsed.stage is not None and parsed.stage != stage:
        raise fail(Msg("cs.position.stage", {"stage": parsed.stage}), "stage", f"stage:{stage}")
    if stage == "1A":
        _check_only_whites(game, parsed, hands, fail)
    turn = position_turn(game, parsed.turn, fail)
    cells, lost, to_move = parsed.cells, parsed.lost, parsed.to_move
    state = CubeslydeState(game, cells, hands, lost, out, to_move, turn, None)
    if parsed.result is not None:
        reason, winners = parsed.result
        problem = _check_result(game, state, reason, winners)
        if problem is not None:
            raise fail(Msg("cs.position.result", {"reason": reason, "problem": problem}),
                       "result", Msg("cs.expect.result"))
        outcome = make_outcome(game, reason, winners, to_move)
        return CubeslydeState(game, cells, hands, lost, out, to_move, turn, outcome)
    if out >> to_move & 1:
        raise fail(Msg("cs.position.out_to_move", {"player": owner_letter(to_move)}),
                   "to_move", Msg("cs.expect.to_move"))
    judged = _judge(game, state)
    if judged is not None:
        # over: written with the player who made the last move, as after a move (notation)
        outcome, mover = judged
        return CubeslydeState(game, cells, hands, lost, out, mover, turn, outcome)
    if game.no_move == "lose" and not state.has_action():
        raise fail(Msg("cs.position.no_action", {"player": owner_letter(to_move)}),
                   "to_move", Msg("cs.expect.can_act"))
    return state


def _letters(strengths: list[int] | tuple[int, ...]) -> Msg | str:
    return "".join(map(str, sorted(strengths))) or Msg("cs.none")


def _hands(game: Cubeslyde, parsed: ParsedPosition,
           fail: Fail) -> tuple[tuple[int, ...], ...]:
    """The cubes still to place per owner: given (and checked: every cube of every set is on
    the board, in a hand or lost, CS-1), or each set minus the cubes on the board and lost."""
    on_board: list[list[int]] = [[] for _ in range(WHITE + 1)]
    for code in parsed.cells:
        if code:
            on_board[code >> 3].append(code & 7)
    lost = parsed.lost
    if parsed.hands is not None:
        for owner in range(WHITE + 1):
            total = sorted(on_board[owner] + list(parsed.hands[owner]) + list(lost[owner]))
            if tuple(total) != game.cube_set(owner):
                raise fail(Msg("cs.position.set", {"owner": owner_letter(owner),
                                                   "cubes": _letters(total)}), "hand",
                           Msg("cs.expect.set", {"set": _letters(game.cube_set(owner)),
                                                 "level": game.level,
                                                 "players": game.players}))
        return parsed.hands
    hands = []
    for owner in range(WHITE + 1):
        rest = list(game.cube_set(owner))
        for strength in on_board[owner] + list(lost[owner]):
            if strength not in rest:
                raise fail(Msg("cs.position.too_many", {"owner": owner_letter(owner),
                                                        "strength": strength}), "ranks",
                           Msg("cs.expect.set_of", {"owner": owner_letter(owner),
                                                    "set": _letters(game.cube_set(owner)),
                                                    "level": game.level}))
            rest.remove(strength)
        hands.append(tuple(rest))
    return tuple(hands)


def _check_only_whites(game: Cubeslyde, parsed: ParsedPosition,
                       hands: tuple[tuple[int, ...], ...], fail: Fail) -> None:
    """Stage 1A (white blockers still to place): only whites have been placed and nothing
    has been pushed yet (rulebook *Phase 1*, *1A*), so no player has a cube on the board and
    nothing is lost; a position that says otherwise is refused."""
    placed = [owner_letter(p) for p in range(game.players)
              if any(code and code >> 3 == p for code in parsed.cells)]
    lost: list[Msg | str] = [owner_letter(owner) if owner != WHITE else Msg("cs.the_whites")
                             for owner in range(WHITE + 1) if parsed.lost[owner]]
    if not placed and not lost:
        return
    whites = "".join(map(str, hands[WHITE]))
    where = "hand" if parsed.hands is not None else "ranks"
    if placed:
        key = "cs.position.placed_one" if len(placed) == 1 else "cs.position.placed_many"
        raise fail(Msg(key, {"players": placed, "whites": whites}), where,
                   Msg("cs.expect.whites_first", {"whites": whites}))
    raise fail(Msg("cs.position.lost_in_1a", {"owners": lost, "whites": whites}), "lost",
               Msg("cs.expect.no_lost"))


def _out(game: Cubeslyde, parsed: ParsedPosition, hands: tuple[tuple[int, ...], ...],
         fail: Fail) -> int:
    """The players who are out (a bit each): the ``out:`` field, checked against the lost
    cubes (CS-7), the empty hands and board in teams (CS-11) and the CS-9 option."""
    players = game.players
    if game.teams:
        derived = {p for p in range(players)
                   if not hands[p] and not any(c and c >> 3 == p for c in parsed.cells)}
    else:
        derived = {p for p in range(players) if len(parsed.lost[p]) >= 3}
    given = set(parsed.out)
    if derived - given:
        who = "".join(owner_letter(p) for p in sorted(derived - given))
        key = "cs.position.not_out_team" if game.teams else "cs.position.not_out"
        raise fail(Msg(key, {"player": who}), "out",
                   f"out:{''.join(owner_letter(p) for p in sorted(derived | given))}")
    extra = given - derived
    if extra and (game.no_move != "lose" or game.teams or players == 2):
        who = "".join(owner_letter(p) for p in sorted(extra))
        raise fail(Msg("cs.position.still_in", {"player": who}), "out", Msg("cs.expect.out_only"))
    return sum(1 << p for p in given)


def _judge(game: Cubeslyde, state: CubeslydeState) -> tuple[Outcome, int] | None:
    """The outcome of a position read without ``result:``, as if the remaining player
    before the one to move had just acted (CS-7 steps 2-4, CS-10), and that player; None
    while the game goes on. With ``line_wins="mover_only"`` a line may stand in a running
    game, so lines are not judged."""
    players, out = game.players, state.out
    mover = state.to_move
    for k in range(1, players):
        candidate = (state.to_move - k) % players
        if not out >> candidate & 1:
            mover = candidate
            break
    found = ending(game, state.masks, state.lost_cubes, out, mover, state.turn,
                   lines=0 if game.line_wins == "mover_only" else ALL_LINES)
    if found is None:
        return None
    return make_outcome(game, found.reason, found.winners, mover), mover


def _check_result(game: Cubeslyde, state: CubeslydeState, reason: str,
                  winners: tuple[int, ...]) -> Msg | None:
    """Why a ``result:`` field cannot be right for the position (None if it can)."""
    teams = {tuple(sorted(game.team_of(p))) for p in range(game.players)}
    names: Msg | str = "".join(owner_letter(p) for p in winners) or Msg("cs.none")
    said = {"names": names}
    left = remaining(game.players, state.out)
    if reason == "turn_limit":
        if winners:
            return Msg("cs.result.limit_winners")
        if not limit_reached(game, state.turn):
            return Msg("cs.result.limit_not_reached")
        return None
    if (game.teams and winners not in teams) or (not game.teams and len(winners) != 1):
        return Msg("cs.result.not_team" if game.teams else "cs.result.not_one", said)
    if any(state.is_out(p) for p in winners) and not game.teams:
        return Msg("cs.result.out", said)
    if reason == "four_in_a_row":
        if not any(state.four_in_a_row(p) for p in winners):
            return Msg("cs.result.no_line", said)
    elif reason == "last_player":
        if game.teams or left != list(winners):
            return Msg("cs.result.not_last", said)
    elif reason == "team_eliminated":
        if not game.teams or not team_beaten(state.lost_cubes, winners):
            return Msg("cs.result.team_not_beaten")
    elif reason == "no_move":
        if game.no_move != "lose":
            return Msg("cs.result.no_move_pass")
        if not game.teams and game.players > 2 and left != list(winners):
            return Msg("cs.result.not_last", said)
    return None
