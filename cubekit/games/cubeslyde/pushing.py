"""Pushing (rulebook *Phase 2*, *Eigene Schiebestärke*, *Regeln für das Wegschieben*;
RULES.md CS-3 to CS-6): which pushes are legal, and what a push does or why it is refused.

One function, :func:`push_from`, decides every push from a cube that can lead one
(:func:`.geometry.heads`: the square in front is on the board and holds no own cube): the move
generator (:func:`legal_pushes`) calls it for every own cube and direction, and
:func:`plan_push` (behind ``state.plan``, ``why_illegal`` and ``explain``) calls it for the one
push asked about, so the legal moves and the explanations can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import square_describer
from cubekit.games.cubeslyde.events import Cube
from cubekit.games.cubeslyde.geometry import (
    BITS,
    BOARD,
    DIRECTIONS,
    LEADS,
    LEADS_FROM,
    NEXT,
    OPPOSITE,
    PUSHES,
    SQUARES,
    heads,
    name,
    push_key,
)
from cubekit.games.cubeslyde.notation import WHITE, Push, cube_text
from cubekit.games.cubeslyde.words import label, labels

if TYPE_CHECKING:
    from cubekit.games.cubeslyde.rules import CubeslydeState

OWN_BLOCKS = -3
""":func:`push_from`: a carried cube stands in the line and own cubes block (CS-4 option)."""


def push_from(cells: tuple[int, ...], player: int, role: tuple[int, ...], blocks: bool,
              leaders: int, own: int, keys: list[int], line: list[int] | None = None,
              direction: int | None = None) -> int:
    """The pushes of ``player`` (whose cubes are the mask ``own``) led by one of the cubes of
    the mask ``leaders``: the cube in front of the group (its head), towards each direction
    (N, E, S, W) in which the square in front is on the board (rulebook *Phase 2*: a cube
    is not pushed off by its own side) and holds no own cube (CS-3: the push would have to
    include it), as :func:`.geometry.heads` finds them; only towards ``direction`` when it
    is given.

    The pushed line runs from the square in front of the head to the first empty square or
    the edge (CS-4); each cube in it defends with its strength when ``role[owner]`` is 1, or
    is carried along when it is 0 (own cubes; the partner's with ``partner_cubes="own"``,
    CS-5), unless ``blocks`` (``own_in_line="blocks"``) makes a carried cube end the push.
    The group is the head alone, then with one more own cube behind it at a time; each is
    legal when its strength is at least the defence (CS-6: equal is a tie push), and its
    :func:`push_key` is appended to ``keys``. (With the square in front free the defence is
    0, so the head alone and every group behind it are legal.)

    Returns the defence of the line of the last push looked at, or :data:`OWN_BLOCKS` when
    no push of it exists. ``line``, when given, receives the indices of the line (up to a
    blocking cube; give it with one head and ``direction`` only).
    """
    defence = 0
    rest = leaders
    while rest:
        bit = rest & -rest
        rest ^= bit
        head = bit.bit_length() - 1
        leads = LEADS_FROM[head] if direction is None else (LEADS[direction][head],)
        for front, ahead, key, behind, groups in leads:
            code = cells[front]
            if not code:                    # nothing to push away: no defence
                defence = 0
                keys.append(key)
                if own >> behind & 1:
                    for back, key in groups:
                        code = cells[back]
                        if not code or code >> 3 != player:
                            break
                        keys.append(key)
                continue
            owner = code >> 3
            if owner == player:             # not a head: CS-3
                continue
            if line is not None:
                line.append(front)
            if role[owner]:
                defence = code & 7
            elif blocks:
                defence = OWN_BLOCKS        # CS-4 option "blocks"
                continue
            else:
                defence = 0
            for j in ahead:
                code = cells[j]
                if not code:
                    break
                if line is not None:
                    line.append(j)
                if role[code >> 3]:
                    defence += code & 7
                elif blocks:
                    defence = OWN_BLOCKS    # CS-4 option "blocks"
                    break
            if defence < 0:
                continue
            strength = cells[head] & 7      # *Eigene Schiebestärke*: the sum of the group
            if strength >= defence:         # CS-6: at least the defence; equal is allowed
                keys.append(key)
            for back, key in groups:
                code = cells[back]
                if not code or code >> 3 != player:
                    break
                strength += code & 7
                if strength >= defence:
                    keys.append(key)
    return defence


def legal_pushes(cells: tuple[int, ...], own: int, player: int, role: tuple[int, ...],
                 blocks: bool) -> list[int]:
    """The :func:`push_key` of every legal push of ``player``, whose cubes are the mask
    ``own`` (unsorted): :func:`push_from` for every own cube."""
    keys: list[int] = []
    push_from(cells, player, role, blocks, own, own, keys)
    return keys


@dataclass(frozen=True)
class PushPlan:
    """What a legal push does, worked out before it is played (``CubeslydeState.plan``).

    Squares are indices (``row * 6 + col``). ``group`` runs from the back to the head,
    ``line`` from the square in front of the head to the last cube before an empty square or
    the edge. ``carried`` are the cubes in the line that count for neither side (CS-4, CS-5
    option), ``defenders`` those that count as defence. ``falls``: the last cube of the line
    leaves the board.
    """

    direction: int
    group: tuple[int, ...]
    line: tuple[int, ...]
    strength: int
    defence: int
    carried: tuple[int, ...]
    defenders: tuple[int, ...]
    falls: bool


def left_behind(cells: tuple[int, ...], player: int, plan: PushPlan) -> tuple[Square, ...]:
    """The own cubes right behind a pushed group, in its line, that stay where they are,
    nearest first (CS-3: a group is any unbroken run, not necessarily the whole one); ()
    for a single cube."""
    if len(plan.group) < 2:
        return ()
    behind = NEXT[OPPOSITE[plan.direction]]
    found = []
    j = behind[plan.group[0]]
    while j >= 0 and cells[j] and cells[j] >> 3 == player:
        found.append(SQUARES[j])
        j = behind[j]
    return tuple(found)


is_square, square_text = square_describer(BOARD)
"""Whether a square of a move made in code is one of the board's, and its name in messages."""


def cube_of(code: int, players: int, out: int) -> Cube:
    """The cube of a cell code. Neutral: a white, or with 3-4 players a cube of a player who
    is out (CS-7; with 2 players elimination ends the game, nothing turns neutral)."""
    owner = code >> 3
    return Cube(owner, code & 7, owner == WHITE or (players > 2 and bool(out >> owner & 1)))


def _group_text(move: Push) -> str:
    text = square_name(move.first)
    return text + f"-{square_name(move.last)}" if move.last != move.first else text


def plan_push(state: CubeslydeState, move: Push) -> PushPlan | Msg:
    """What ``move`` would do in ``state``, or the reason it is illegal (rulebook *Phase 2*,
    CS-3 to CS-6): first the shape of the move (:func:`_shape`), then :func:`push_from`."""
    shape = _shape(state, move)
    if isinstance(shape, Msg):
        return shape
    indices, d = shape
    game, cells, player = state.game, state.cells, state.to_move
    head = indices[-1]
    cube = state._cube
    if not heads(state.masks[player])[d] >> head & 1:
        front = NEXT[d][head]
        if front < 0:
            # the square in front must be free or hold cubes that can be pushed away; beyond
            # the edge there is no square (a group never pushes itself off the board)
            return Msg("cs.illegal.edge", {"square": name(head),
                                           "direction": Msg(f"cs.dir.{DIRECTIONS[d]}")})
        end = front          # the suggestion: every own cube up to the first other square
        while NEXT[d][end] >= 0 and cells[NEXT[d][end]] and cells[NEXT[d][end]] >> 3 == player:
            end = NEXT[d][end]
        a, b = sorted((indices[0], end))
        return Msg("cs.illegal.own_in_front", {
            "square": name(front), "cube": label(cube(cells[front])),
            "player": game.player_name(player), "suggestion": PUSHES[push_key(a, b, d)],
            "rule": Msg("core.not_in_rulebook", {"rule": "CS-3"})})
    keys: list[int] = []
    line: list[int] = []
    role = game._roles[player]
    defence = push_from(cells, player, role, game._blocks, BITS[head], state.masks[player],
                        keys, line, d)
    if defence == OWN_BLOCKS:
        return Msg("cs.illegal.own_blocks", {
            "square": name(line[-1]), "cube": label(cube(cells[line[-1]])),
            "rule": Msg("core.option_of", {"rule": "CS-4"})})
    strength = 0
    for i in indices:                 # *Eigene Schiebestärke*
        strength += cells[i] & 7
    defenders: list[int] = []
    carried: list[int] = []
    for j in line:
        (defenders if role[cells[j] >> 3] else carried).append(j)
    back = indices[0]
    if push_key(min(back, head), max(back, head), d) not in keys:
        # push_from found it weaker than the defence (with the partner's cubes in it: CS-5)
        partner = game.partner(player)
        theirs = [cube(cells[i]) for i in defenders if cells[i] >> 3 == partner]
        facts: dict[str, object] = {
            "strength": strength, "defence": defence,
            "group": "+".join(cube_text(player, cells[i] & 7) for i in indices),
            "line": labels([cube(cells[i]) for i in defenders])}
        if not theirs:
            return Msg("cs.illegal.too_weak", facts)
        return Msg("cs.illegal.too_weak_partner", {
            **facts, "partner": labels(theirs),
            "rule": Msg("core.not_in_rulebook", {"rule": "CS-5"})})
    falls = bool(line) and NEXT[d][line[-1]] < 0
    return PushPlan(d, tuple(indices), tuple(line), strength, defence, tuple(carried),
                    tuple(defenders), falls)


def _shape(state: CubeslydeState, move: Push) -> tuple[list[int], int] | Msg:
    """The group's indices (back to head) and the direction number, or why the move is no
    push of the player's own straight run along its line (rulebook *1A*, *1B*, *Phase 2*;
    CS-3, CS-8)."""
    game, cells, player = state.game, state.cells, state.to_move
    if state.hands[WHITE]:            # rulebook 1A: nobody pushes yet
        return Msg("cs.illegal.push_in_1a", {"player": game.player_name(player)})
    if state.must_place(player):      # rulebook 1B, CS-8
        return Msg("cs.illegal.must_place", {"player": game.player_name(player),
                                             "count": state.on_board(player)})
    for square in (move.first, move.last):
        if not is_square(square):
            return Msg("cs.illegal.off_board", {"square": square_text(square)})
    if move.direction not in ("N", "E", "S", "W", "NE", "SE", "SW", "NW"):
        return Msg("core.not_a_move", {"text": str(move)})
    (c1, r1), (c2, r2) = move.first, move.last
    if c1 != c2 and r1 != r2:         # Phase 2, CS-3: a group is a straight run
        return Msg("cs.illegal.not_straight", {"first": square_name(move.first),
                                               "last": square_name(move.last)})
    indices = [BOARD.index(sq) for sq in move.squares]
    for index in (indices[0], indices[-1]):   # Phase 2: only own cubes are pushed
        code = cells[index]
        if not code:
            return Msg("cs.illegal.empty_square", {"square": name(index),
                                                   "player": game.player_name(player)})
        if code >> 3 != player:
            return Msg("cs.illegal.not_your_cube", {
                "square": name(index), "cube": label(state._cube(code)),
                "player": game.player_name(player)})
    for index in indices[1:-1]:       # Phase 2, CS-3: without gaps or other cubes
        code = cells[index]
        if not code or code >> 3 != player:
            what = (Msg("cs.what.empty", {"square": name(index)}) if not code else
                    Msg("cs.what.holds", {"square": name(index),
                                          "cube": label(state._cube(code))}))
            return Msg("cs.illegal.not_contiguous", {"group": _group_text(move),
                                                     "player": game.player_name(player),
                                                     "what": what})
    if len(move.direction) == 2:      # Phase 2: never diagonally
        return Msg("cs.illegal.diagonal", {"direction": move.direction})
    d = DIRECTIONS.index(move.direction)
    if len(indices) > 1 and (c1 == c2) != (d in (0, 2)):   # Phase 2, CS-3: along its line
        along = Msg("cs.dirs.row") if r1 == r2 else Msg("cs.dirs.column")
        return Msg("cs.illegal.across", {"group": _group_text(move), "along": along,
                                         "direction": Msg(f"cs.dir.{move.direction}")})
    return indices, d
