"""Reading Deblockle positions: the notation's fields (:mod:`.notation`), checked against the
rules (DB-1, DB-8, DB-9). A position without ``result:`` is judged in the order of a turn's end
(DB-9, the turn limit, DB-7); a given ``result:`` is checked against that judgement.
"""

from __future__ import annotations

from cubekit.core.game import NotationError
from cubekit.core.grid import square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import check_result, position_turn
from cubekit.games.deblockle.geometry import CELLS, IS_STAR, ORIENT_INDEX, square_index
from cubekit.games.deblockle.notation import PLAYER_LETTERS, parse_position
from cubekit.games.deblockle.rules import (
    Deblockle,
    DeblockleState,
    judge,
    make_outcome,
    next_player,
)
from cubekit.games.deblockle.turns import masks_of


def _pair(counts: tuple[int, int]) -> str:
    return f"{counts[0]}/{counts[1]}"


def build_state(game: Deblockle, text: str) -> DeblockleState:
    """The position ``text`` of ``game`` (see :mod:`.notation`), or a
    :class:`~cubekit.core.game.NotationError` saying what does not fit and where."""
    parsed = parse_position(text)

    def fail(problem: Msg | str, field: str, expected: Msg | str) -> NotationError:
        return NotationError(problem, text, parsed.at.get(field), expected)

    counts = game.block_counts
    if parsed.counts is not None and parsed.counts != counts:
        raise fail(Msg("db.notation.counts", {"given": _pair(parsed.counts),
                                               "game": _pair(counts)}), "blocks",
                   Msg("db.expect.counts", {"game": _pair(counts),
                                            "given": str(parsed.counts)}))
    cells = [0] * CELLS
    for player in (0, 1):
        letter = PLAYER_LETTERS[player]
        entries = parsed.blocks[player]
        if len(entries) > counts[player]:
            raise fail(Msg("db.notation.too_many", {"player": letter, "count": len(entries)}),
                       letter, Msg("db.expect.at_most", {"most": counts[player]}))
        for square, orientation in entries:
            i = square_index(square)
            if cells[i]:
                raise fail(Msg("db.notation.two_blocks", {"square": square_name(square)}),
                           letter, Msg("db.expect.square_once"))
            if IS_STAR[i]:
                raise fail(Msg("db.notation.on_star", {"square": square_name(square)}),
                           letter, Msg("db.expect.off_star"))
            cells[i] = 1 + player * 24 + ORIENT_INDEX[orientation]
    derived = (counts[0] - len(parsed.blocks[0]), counts[1] - len(parsed.blocks[1]))
    if parsed.removed is not None and parsed.removed != derived:
        raise fail(Msg("db.notation.removed", {"given": _pair(parsed.removed)}), "removed",
                   Msg("db.expect.removed", {"derived": _pair(derived),
                                             "counts": _pair(counts)}))
    if derived[0] >= counts[0] and derived[1] >= counts[1]:
        raise fail(Msg("db.notation.no_blocks"), "A", Msg("db.expect.some_blocks"))
    turn = position_turn(game, parsed.turn, fail)
    cell_tuple = tuple(cells)
    to_move = parsed.to_move
    # the judged outcome, in the order of a turn's end: DB-9, the turn limit, DB-7
    judged = judge(game, derived, turn)
    masks = masks_of(cell_tuple)
    moving = None if judged is not None else next_player(game, cell_tuple, masks, to_move)
    if judged is None and moving is None:
        judged = make_outcome(game, "stuck", ())
    check_result(parsed.result, judged, fail)
    if judged is not None:
        if judged.reason == "all_removed" and judged.winners != (to_move,):
            winner = PLAYER_LETTERS[judged.winners[0]]
            raise fail(Msg("db.notation.loser_to_move", {"player": PLAYER_LETTERS[to_move],
                                                         "winner": winner}),
                       "to_move", Msg("db.expect.winner_last", {"winner": winner}))
        return DeblockleState(game, cell_tuple, derived, to_move, turn, judged, masks)
    if moving != to_move:
        other = PLAYER_LETTERS[1 - to_move]
        raise fail(Msg("db.notation.stuck_to_move", {"player": PLAYER_LETTERS[to_move]}),
                   "to_move", Msg("db.expect.other_moves", {"other": other}))
    return DeblockleState(game, cell_tuple, derived, to_move, turn, None, masks)


__all__ = ["build_state"]
