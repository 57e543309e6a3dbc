"""Reading Striedies Strategie positions: the fields of the notation (:mod:`.notation`),
checked against the rules before they become a :class:`~.rules.StriediesState`.

A position is refused when no game can reach it: more than three dice of a player (rulebook,
*Vorbereitung*), two dice on one square, a player to move without dice (ST-8), a ``result:``
that does not fit, a threat that is no tie the game could leave (:mod:`.ties`: ST-4, ST-5,
ST-9) or one the player to move could not answer (it would have lost its threatened dice as
its turn began, ST-5). A position without ``result:`` is judged: it is over when only one
player has dice left (ST-8) or the turn limit is reached (ST-7).
"""

from __future__ import annotations

from cubekit.core.game import NotationError, Outcome
from cubekit.core.grid import square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import check_result, position_turn
from cubekit.games.striedies.board import CELLS, MAX_DICE, NAMES
from cubekit.games.striedies.board import index as _index
from cubekit.games.striedies.moves import ThreatData, legal, occupancy
from cubekit.games.striedies.notation import PLAYER_LETTERS, parse_position
from cubekit.games.striedies.rules import (
    Striedies,
    StriediesState,
    dice_of,
    make_outcome,
)
from cubekit.games.striedies.ties import movers_since, threat_problem
from cubekit.games.striedies.words import PREPARATION, RULES_SECTION


def build_state(game: Striedies, text: str) -> StriediesState:
    """The position of ``text`` in ``game``: the fields of the notation
    (:func:`.notation.parse_position`) checked against the rules, or a
    :class:`~cubekit.core.game.NotationError` that says what is wrong and what was expected."""
    players = game.players
    parsed = parse_position(text, game.model, players)
    tables = game._tables

    def fail(problem: Msg | str, field: str, expected: Msg | str) -> NotationError:
        return NotationError(problem, text, parsed.at.get(field), expected)

    cells = bytearray(CELLS)
    for player in range(players):
        letter = PLAYER_LETTERS[player]
        entries = parsed.dice[player]
        if len(entries) > MAX_DICE:
            raise fail(Msg("st.notation.too_many", {"player": letter, "count": len(entries)}),
                       letter, Msg("st.expect.too_many", {"most": MAX_DICE,
                                                          "section": PREPARATION}))
        for square, orientation in entries:
            i = _index(square)
            if cells[i]:
                raise fail(Msg("st.notation.shared_square", {"square": square_name(square)}),
                           letter, Msg("st.expect.shared_square", {"section": RULES_SECTION}))
            cells[i] = 1 + player * 24 + tables.index[orientation]
    cell_tuple = bytes(cells)
    dice = dice_of(cell_tuple, players)
    turn = position_turn(game, parsed.turn, fail)
    threats: list[ThreatData] = [None] * players
    for player, (defenders, attackers) in sorted(parsed.threats.items()):
        letter = PLAYER_LETTERS[player]
        field = f"threat{player}"
        lo, hi = 1 + player * 24, 25 + player * 24
        d_idx = sorted({_index(s) for s in defenders})
        a_idx = sorted({_index(s) for s in attackers})
        for x in d_idx:
            if not lo <= cells[x] < hi:
                raise fail(Msg("st.notation.not_threatened", {"square": NAMES[x],
                                                              "player": letter}),
                           field, Msg("st.expect.threatened", {"player": letter}))
        for x in a_idx:
            if not cells[x] or lo <= cells[x] < hi:
                raise fail(Msg("st.notation.not_attacking", {"square": NAMES[x]}), field,
                           Msg("st.expect.attacking", {"player": letter}))
        threats[player] = (tuple(d_idx), tuple(a_idx))
    threat_tuple = tuple(threats)
    left = [p for p in range(players) if dice[p]]
    if not left:
        raise fail(Msg("st.notation.no_dice"), "A", Msg("st.expect.some_dice"))
    judged: Outcome | None = None
    if len(left) == 1:
        judged = make_outcome(game, "last_player", (left[0],))
    elif game.turn_limit is not None and turn >= game.turn_limit:
        judged = make_outcome(game, "turn_limit", ())
    check_result(parsed.result, judged, fail)
    to_move = parsed.to_move
    for player, data in enumerate(threat_tuple):   # ST-4, ST-5, ST-9: a tie as fought
        if data is not None:
            movers = movers_since(players, player, to_move, judged is not None)
            problem = threat_problem(game, cell_tuple, player, data[0], data[1], movers)
            if problem is not None:
                raise fail(problem[0], f"threat{player}", problem[1])
    if judged is not None:
        return StriediesState(game, cell_tuple, dice, threat_tuple, to_move, turn, judged)
    letter = PLAYER_LETTERS[to_move]
    if not dice[to_move]:
        raise fail(Msg("st.notation.mover_out", {"player": letter}), "to_move",
                   Msg("st.expect.mover_out"))
    data = threat_tuple[to_move]
    if data is not None and not legal(game, cell_tuple, occupancy(dice), dice[to_move], data,
                                       to_move, first_only=True):
        raise fail(Msg("st.notation.unanswerable", {"player": letter}), f"threat{to_move}",
                   Msg("st.expect.unanswerable", {"player": letter}))
    return StriediesState(game, cell_tuple, dice, threat_tuple, to_move, turn, None)


__all__ = ["build_state"]
