"""Deblockle: the rules and nothing else.

Sources: the rulebook ``rulebooks/deblockle.de.txt`` (sections *Einrichten*, *Block-Symbole*,
*Gameplay* with *Schritt eins: Tipp* and *Schritt zwei: Hop*, *Star Spaces*, *Deblockle'd*,
*Spielvarianten*) and the decisions ``RULES.md`` DB-1 to DB-9.

How a position is stored: ``cells`` is a tuple of 49 small integers in index order
(``row * 7 + col``, ``a1`` first): 0 for an empty square, else ``1 + owner * 24 + k`` with
owner 0 (A) or 1 (B) and ``k`` the index of the block's orientation in
``DEBLOCKLE_BLOCK.all_orientations()`` (:data:`ORIENTATIONS`). ``removed`` counts, per player,
the blocks taken off on the opponent's home star, so that on the board plus removed is always
the player's start count (DB-8).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.cube import DEBLOCKLE_BLOCK, Orientation
from cubekit.core.game import Game, NotationError, Outcome, State, Step, option
from cubekit.core.grid import DIAGONALS, Board, Direction, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import check_result, position_turn, square_describer
from cubekit.core.options import (
    check_declared,
    check_setup,
    check_turn_limit,
    is_whole,
    not_allowed,
)
from cubekit.games.deblockle import messages  # noqa: F401  (registers the texts)
from cubekit.games.deblockle.notation import (
    PLAYER_LETTERS,
    SIZE,
    Turn,
    format_position,
    parse_move,
    parse_position,
    player_letter,
)

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
_SQUARES: tuple[Square, ...] = tuple((i % SIZE, i // SIZE) for i in range(CELLS))
DIRECTIONS: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
_OPPOSITE = (2, 3, 0, 1)


def _index(square: Square) -> int:
    return square[1] * SIZE + square[0]


# RULES DB-1: star squares d2 and d6; A's home star d2, B's d6; each player removes its
# blocks on the opponent's home star; start squares in the order c1 e1 c3 e3 / c5 e5 c7 e7.
STAR_SQUARES: tuple[Square, Square] = ((3, 1), (3, 5))
HOME_STAR: tuple[Square, Square] = ((3, 1), (3, 5))
"""Each player's home star (DB-1): A d2, B d6."""
GOAL_STAR: tuple[Square, Square] = ((3, 5), (3, 1))
"""Where each player takes its blocks off (the opponent's home star, DB-1, DB-4)."""
START_SQUARES: tuple[tuple[Square, ...], tuple[Square, ...]] = (
    ((2, 0), (4, 0), (2, 2), (4, 2)), ((2, 4), (4, 4), (2, 6), (4, 6)))
"""The start squares per player, in the order of DB-1 (DB-8: n blocks use the first n)."""

_STAR_IDX = frozenset(_index(s) for s in STAR_SQUARES)
_IS_STAR = tuple(i in _STAR_IDX for i in range(CELLS))
_GOAL_IDX = (_index(GOAL_STAR[0]), _index(GOAL_STAR[1]))

NEXT = BOARD.step_table([d.value for d in DIRECTIONS])
"""``NEXT[d][i]``: the square next to ``i`` in direction ``d`` (N, E, S, W), or -1 off the
board."""
NBRS = BOARD.neighbour_table([d.value for d in DIRECTIONS])
DIAG = BOARD.neighbour_table(DIAGONALS)

# RULES DB-2: the block's faces; the symbol on top decides the hop (DB-5).
STAR, STOP, CROSS, X, SLIDER, HOOPS = "star", "stop", "cross", "x", "slider", "hoops"
FACES: tuple[str, ...] = (STAR, STOP, CROSS, X, SLIDER, HOOPS)
ORIENTATIONS: tuple[Orientation[str], ...] = DEBLOCKLE_BLOCK.all_orientations()
_ORIENT_INDEX = {o: k for k, o in enumerate(ORIENTATIONS)}
_TIP: tuple[tuple[int, ...], ...] = tuple(
    tuple(_ORIENT_INDEX[o.tip(d)] for d in DIRECTIONS) for o in ORIENTATIONS)
"""``_TIP[k][d]``: the orientation index after tipping orientation ``k`` towards ``d``."""
_TOP: tuple[int, ...] = tuple(FACES.index(o.top) for o in ORIENTATIONS)
_S_STAR, _S_STOP, _S_CROSS, _S_X, _S_SLIDER, _S_HOOPS = range(6)
_BY_TOP: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, o in enumerate(ORIENTATIONS) if o.top == face) for face in FACES)


@dataclass(frozen=True)
class Block:
    """A block on the board: its ``square``, ``owner`` (0 = A, 1 = B) and full
    ``orientation`` (a :class:`~cubekit.core.cube.Orientation` of ``DEBLOCKLE_BLOCK``)."""

    square: Square
    owner: int
    orientation: Orientation[str]

    @property
    def top(self) -> str:
        """The face on top: ``"star"``, ``"stop"``, ``"cross"``, ``"x"``, ``"slider"`` or
        ``"hoops"``."""
        return self.orientation.top

    @property
    def code(self) -> str:
        """The orientation in the compact notation ``top/north/east``, e.g. ``"@/+/*"``."""
        return DEBLOCKLE_BLOCK.format(self.orientation)

    def __str__(self) -> str:
        return f"{player_letter(self.owner)}:{square_name(self.square)}({self.code})"


@dataclass(frozen=True)
class TurnPlan:
    """What a legal turn does, worked out before it is played (see ``DeblockleState.plan``).

    ``tip_square`` is where the block lands after the tip (DB-4), ``before``/``after`` its
    orientation before and after the tip, ``symbol`` the face now on top. ``removed``: the
    block tipped star-up onto the opponent's home star and leaves the game. ``path`` is the
    hop from ``tip_square`` to its end, every square visited (empty when there is no hop);
    for Hoops the first path found trying N, E, S, W at each step. ``skipped``: no hop was
    possible and the option ``impossible_hop="skip"`` let the tip stand alone (DB-6).
    """

    move: Turn
    tip_square: Square
    before: Orientation[str]
    after: Orientation[str]
    symbol: str
    removed: bool
    path: tuple[Square, ...]
    skipped: bool

    @property
    def final(self) -> Square | None:
        """Where the block ends the turn (None once it has left the game)."""
        if self.removed:
            return None
        return self.path[-1] if self.path else self.tip_square


# ---------------------------------------------------------------------------------------------
# The rules object
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, repr=False)
class Deblockle(Game):
    """Rules of Deblockle. Every field is a rule option with its ``RULES.md`` ID.

    >>> game = Deblockle()
    >>> state = game.initial_state(seed=0)
    >>> state.to_move, len(state.blocks(0)), len(state.blocks(1))
    (0, 4, 4)
    """

    name: ClassVar[str] = "deblockle"
    title: ClassVar[str] = "Deblockle"
    rulebook: ClassVar[str] = "deblockle.de.txt"

    blocks: int | tuple[int, int] = option(
        4, "DB-8", "Blocks per player, 1-4, on the first start squares in DB-1 order; a pair "
        "such as (4, 2) gives the players different numbers (handicap).")
    no_adjacent: bool = option(False, "DB-8", "Variant 'no adjacent blocks': no turn may end "
                               "with one of the mover's blocks orthogonally next to an "
                               "opponent's block.")
    slider_star: str = option("pass", "DB-5", "A slider 'pass'es over a star square (and stops "
                              "before it if it would rest on it) or a star square 'stop's it "
                              "like a block.", ("pass", "stop"))
    impossible_hop: str = option("forbid", "DB-6", "A tip after which no hop is possible: "
                                 "'forbid' it, or 'skip' the hop (the turn is just the tip).",
                                 ("forbid", "skip"))
    setup: str | None = option(None, "DB-3", "An explicit start position in the position "
                               "notation; None rolls the blocks with the seed of "
                               "initial_state().")
    turn_limit: int | None = option(None, "DB-7", "End the game as a draw after this many "
                                    "turns (not in the rulebook, a kit option); None: no limit.")

    def __post_init__(self) -> None:
        counts = self.blocks
        if isinstance(counts, list):
            counts = tuple(counts)
            object.__setattr__(self, "blocks", counts)
        if isinstance(counts, tuple):
            ok = len(counts) == 2 and all(is_whole(n) and 1 <= n <= 4 for n in counts)
        else:
            ok = is_whole(counts) and 1 <= counts <= 4
        if not ok:
            raise not_allowed(self, "blocks", "1-4 blocks per player, or a pair such as (4, 2) "
                              "for A and B")
        check_declared(self)   # no_adjacent (DB-8), slider_star (DB-5), impossible_hop (DB-6)
        check_turn_limit(self)
        check_setup(self)

    # --- derived facts ----------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return BOARD

    @property
    def players(self) -> int:
        return 2

    @property
    def block_counts(self) -> tuple[int, int]:
        """How many blocks A and B start with (DB-8)."""
        if isinstance(self.blocks, tuple):
            return (self.blocks[0], self.blocks[1])
        return (self.blocks, self.blocks)

    def start_squares(self, player: int) -> tuple[Square, ...]:
        """The squares ``player``'s blocks start on (DB-1, DB-8: the first n in order)."""
        return START_SQUARES[player][:self.block_counts[player]]

    def home_star(self, player: int) -> Square:
        return HOME_STAR[player]

    def goal_star(self, player: int) -> Square:
        """Where ``player`` takes its blocks off: the opponent's home star (DB-1)."""
        return GOAL_STAR[player]

    @staticmethod
    def is_star(square: Square) -> bool:
        return square in STAR_SQUARES

    # --- positions ----------------------------------------------------------------------------
    def initial_state(self, seed: int | None = None) -> DeblockleState:
        """The start position (DB-3): ``setup`` if given; else each block on its start
        square, its top face rolled and its rotation about the vertical axis drawn with
        ``random.Random(seed)`` (A's blocks first, in DB-1 order). ``seed=None`` means seed 0,
        so that notebooks are reproducible. A moves first."""
        if self.setup is not None:
            return self.parse_state(self.setup)
        rng = random.Random(0 if seed is None else seed)
        cells = [0] * CELLS
        for player in (0, 1):
            for square in self.start_squares(player):
                top = rng.randrange(6)          # DB-3: the top face is rolled
                k = _BY_TOP[top][rng.randrange(4)]   # DB-3: rotation free (random)
                cells[_index(square)] = 1 + player * 24 + k
        return _resolve(self, tuple(cells), (0, 0), 0, 0, None)

    def parse_state(self, text: str) -> DeblockleState:
        """A position from its notation (see :mod:`cubekit.games.deblockle.notation`)."""
        return _build_state(self, text)


# ---------------------------------------------------------------------------------------------
# Hops (RULES.md DB-5)
# ---------------------------------------------------------------------------------------------
def _hop_targets(cells: tuple[int, ...], origin: int, t: int, sym: int,
                 slider_stop: bool) -> list[int]:
    """End squares of every hop of a block that tipped from ``origin`` onto ``t`` with
    ``sym`` on top, sorted. Squares are free when empty or ``origin`` (the block left it);
    ``t`` itself holds nothing in ``cells`` (the tip went to an empty square)."""
    if sym == _S_CROSS:       # DB-5: one square orthogonally
        return sorted(x for x in NBRS[t] if not _IS_STAR[x] and (not cells[x] or x == origin))
    if sym == _S_X:           # DB-5: one square diagonally
        return sorted(x for x in DIAG[t] if not _IS_STAR[x] and (not cells[x] or x == origin))
    if sym == _S_SLIDER:
        result = []
        for d in range(4):
            end = _slide(cells, origin, t, d, slider_stop)
            if end >= 0:
                result.append(end)
        result.sort()
        return result
    if sym == _S_HOOPS:       # DB-5: exactly three orthogonal single steps
        layer = {t}
        for _ in range(3):
            layer = {x for y in layer for x in NBRS[y]
                     if not cells[x] or x in (origin, t)}
        return sorted(x for x in layer if not _IS_STAR[x])
    return []


def _slide(cells: tuple[int, ...], origin: int, t: int, d: int, slider_stop: bool) -> int:
    """Where a Slider from ``t`` towards ``d`` comes to rest, or -1 (DB-5)."""
    ahead = NEXT[d]
    x = t
    nx = ahead[x]
    while nx >= 0 and (not cells[nx] or nx == origin) and not (slider_stop and _IS_STAR[nx]):
        x = nx
        nx = ahead[x]
    if x != t and _IS_STAR[x]:   # DB-5: it would rest on a star: stop on the square before
        x = NEXT[_OPPOSITE[d]][x]
    return -1 if x == t else x


def _hoops_path(cells: tuple[int, ...], origin: int, t: int, end: int) -> tuple[int, ...]:
    """The canonical Hoops path from ``t`` to ``end``: the first found trying N, E, S, W at
    each of the three steps (DB-5)."""
    def free(x: int) -> bool:
        return x >= 0 and (not cells[x] or x in (origin, t))

    for a in range(4):
        p1 = NEXT[a][t]
        if not free(p1):
            continue
        for b in range(4):
            p2 = NEXT[b][p1]
            if not free(p2):
                continue
            for c in range(4):
                p3 = NEXT[c][p2]
                if p3 == end and free(p3):
                    return (t, p1, p2, p3)
    raise AssertionError("no Hoops path to a reachable square")  # pragma: no cover


def _hop_path(cells: tuple[int, ...], origin: int, t: int, sym: int, end: int,
              slider_stop: bool) -> tuple[int, ...]:
    if sym == _S_HOOPS:
        return _hoops_path(cells, origin, t, end)
    if sym == _S_SLIDER:
        ec, er = _SQUARES[end]
        tc, tr = _SQUARES[t]
        d = 0 if ec == tc and er > tr else 1 if er == tr and ec > tc else \
            2 if ec == tc else 3
        path = [t]
        x = t
        while x != end:
            x = NEXT[d][x]
            path.append(x)
        return tuple(path)
    return (t, end)


# ---------------------------------------------------------------------------------------------
# Legal turns
# ---------------------------------------------------------------------------------------------
def _adjacent_mask(cells: tuple[int, ...], opponent: int) -> list[bool]:
    """``mask[i]``: square ``i`` touches (orthogonally) a block of ``opponent`` (DB-8)."""
    mask = [False] * CELLS
    low, high = 1 + opponent * 24, 25 + opponent * 24
    for i in range(CELLS):
        if low <= cells[i] < high:
            for x in NBRS[i]:
                mask[x] = True
    return mask


def _turn_keys(game: Deblockle, cells: tuple[int, ...], player: int,
               first_only: bool = False) -> list[tuple[int, int, int]]:
    """Every legal turn of ``player`` as ``(origin, direction, end)`` (end -1: no hop),
    sorted; with ``first_only`` it stops after the first one found (DB-4 to DB-6, DB-8)."""
    low, high = 1 + player * 24, 25 + player * 24
    goal = _GOAL_IDX[player]
    slider_stop = game.slider_star == "stop"
    skip = game.impossible_hop == "skip"
    own = [i for i in range(CELLS) if low <= cells[i] < high]
    mask: list[bool] | None = None
    stuck_other = -1          # DB-8 variant: one own block already touching an opponent
    if game.no_adjacent:
        mask = _adjacent_mask(cells, 1 - player)
        touching = [i for i in own if mask[i]]
        if len(touching) > 1:
            return []         # moving one block leaves another touching
        if touching:
            stuck_other = touching[0]
    result: list[tuple[int, int, int]] = []
    for i in own:
        if stuck_other >= 0 and i != stuck_other:
            continue
        k = cells[i] - low
        tips = _TIP[k]
        for d in range(4):
            t = NEXT[d][i]
            if t < 0 or cells[t]:
                continue      # DB-4: an empty square on the board
            sym = _TOP[tips[d]]
            if _IS_STAR[t]:
                if t == goal and sym == _S_STAR:
                    # DB-4: removed (DB-8 variant: the block is gone, nothing ends there)
                    result.append((i, d, -1))
                    if first_only:
                        return result
                continue      # DB-4: no other tip onto a star square
            if sym == _S_STAR:
                continue      # DB-4: star up only on the opponent's home star
            if sym == _S_STOP:
                ends = [-1]   # DB-5: Stop, no hop
            else:
                ends = _hop_targets(cells, i, t, sym, slider_stop)
                if not ends:
                    if not skip:
                        continue   # DB-6: no hop possible, no legal turn
                    ends = [-1]    # DB-6 option "skip"
            for end in ends:
                if mask is not None and mask[t if end < 0 else end]:
                    continue       # DB-8 variant: ends next to an opponent's block
                result.append((i, d, end))
                if first_only:
                    return result
    return result


_TURNS: dict[tuple[int, int, int], Turn] = {}


def _turn(key: tuple[int, int, int]) -> Turn:
    found = _TURNS.get(key)
    if found is None:
        i, d, end = key
        found = Turn(_SQUARES[i], DIRECTIONS[d], None if end < 0 else _SQUARES[end])
        _TURNS[key] = found
    return found


def _has_turn(game: Deblockle, cells: tuple[int, ...], player: int) -> bool:
    return bool(_turn_keys(game, cells, player, first_only=True))


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
class DeblockleState(State):
    """A Deblockle position (immutable). See :mod:`.notation` for its text form.

    Reading it: :meth:`block`, :meth:`blocks`, :meth:`removed`, :meth:`on_board`,
    :attr:`turn`, :meth:`plan`, :meth:`turns_from`.
    """

    move_types: ClassVar[tuple[type, ...]] = (Turn,)

    __slots__ = ("_outcome", "_plan", "_to_move", "cells", "game", "removed_counts", "turn")

    game: Deblockle

    def __init__(self, game: Deblockle, cells: tuple[int, ...], removed: tuple[int, int],
                 to_move: int, turn: int, outcome: Outcome | None) -> None:
        self.game = game
        self.cells = cells                # 49 codes, 1 + owner * 24 + orientation index
        self.removed_counts = removed     # blocks each player has taken off (DB-4)
        self._to_move = to_move
        self.turn = turn                  # turns played; counted only with a turn limit
        self._outcome = outcome
        self._plan: tuple[Turn, TurnPlan] | None = None   # the last turn checked (a cache)

    # --- reading the position -----------------------------------------------------------------
    def block(self, square: Square | str) -> Block | None:
        """The block on a square (a square or its name), or None when it is empty."""
        if isinstance(square, str):
            square = BOARD.parse(square)
        if square not in BOARD:
            return None
        code = self.cells[_index(square)]
        return _block(_index(square), code) if code else None

    def blocks(self, player: int | None = None) -> list[Block]:
        """The blocks on the board (of one player, or of both), in square index order."""
        return [_block(i, code) for i, code in enumerate(self.cells)
                if code and (player is None or (code - 1) // 24 == player)]

    def removed(self, player: int) -> int:
        """How many blocks ``player`` has taken off the board (DB-4)."""
        return self.removed_counts[player]

    def on_board(self, player: int) -> int:
        low, high = 1 + player * 24, 25 + player * 24
        return sum(1 for code in self.cells if low <= code < high)

    def is_stuck(self, player: int | None = None) -> bool:
        """Whether ``player`` (default: the one to move) has no legal turn (DB-7)."""
        p = self._to_move if player is None else player
        return not _has_turn(self.game, self.cells, p)

    # --- the protocol -----------------------------------------------------------------------
    def legal_moves(self) -> list[Turn]:
        """Every legal turn, sorted by the block's square index (``row * 7 + col``), the tip
        direction N, E, S, W, then the hop's end square index (no hop first). Empty once the
        game is over."""
        if self._outcome is not None:
            return []
        return [_turn(key) for key in _turn_keys(self.game, self.cells, self._to_move)]

    def turns_from(self, square: Square | str) -> list[Turn]:
        """The legal turns of the block on ``square`` (for pickers: choose a block, then a
        tip direction, then a hop)."""
        if isinstance(square, str):
            square = BOARD.parse(square)
        return [m for m in self.legal_moves() if m.square == square]

    def parse_move(self, text: str) -> Turn:
        return parse_move(text)

    def to_text(self) -> str:
        result = None
        if self._outcome is not None:
            result = (self._outcome.reason, self._outcome.winners)
        per_player: tuple[list[tuple[Square, Orientation[str]]], ...] = ([], [])
        for i, code in enumerate(self.cells):
            if code:
                per_player[(code - 1) // 24].append((_SQUARES[i],
                                                     ORIENTATIONS[(code - 1) % 24]))
        return format_position(per_player, self._to_move, self.removed_counts,
                               self.turn if self.game.turn_limit is not None else None, result)

    def _key(self) -> tuple[Any, ...]:
        return (self.game, self.cells, self.removed_counts, self._to_move, self.turn,
                self._outcome)

    # --- why a turn is illegal ------------------------------------------------------------------
    def _illegal(self, move: Any) -> Msg | None:
        plan = self.plan(move)
        if isinstance(plan, Msg):
            return plan
        self._plan = (move, plan)   # play() checks, then applies: work the turn out once
        return None

    def plan(self, move: Turn) -> TurnPlan | Msg:
        """What ``move`` would do, or the reason it is illegal (DB-4 to DB-6, DB-8).
        Also used by :meth:`explain`."""
        game, cells, player = self.game, self.cells, self._to_move
        name = game.player_name(player)
        if not _on_board(move.square):
            return Msg("db.illegal.off_board", {"square": _square_text(move.square)})
        if not isinstance(move.direction, Direction):
            return Msg("core.not_a_move", {"text": str(move)})
        i = _index(move.square)
        code = cells[i]
        sq = square_name(move.square)
        if not code:
            return Msg("db.illegal.no_block", {"square": sq, "player": name})
        owner = (code - 1) // 24
        if owner != player:
            return Msg("db.illegal.not_yours", {"square": sq, "player": name,
                                                "owner": game.player_name(owner)})
        direction = Msg(f"db.dir.{move.direction.name}")
        d = DIRECTIONS.index(move.direction)
        t = NEXT[d][i]
        if t < 0:
            return Msg("db.illegal.tip_off_board", {"square": sq, "direction": direction})
        ts = square_name(_SQUARES[t])
        if cells[t]:
            return Msg("db.illegal.occupied", {
                "square": ts, "owner": game.player_name((cells[t] - 1) // 24)})
        k = (code - 1) % 24
        nk = _TIP[k][d]
        sym = _TOP[nk]
        face = Msg(f"db.face.{FACES[sym]}")
        before, after = ORIENTATIONS[k], ORIENTATIONS[nk]
        target = move.target
        if target is not None and not _on_board(target):
            return Msg("db.illegal.off_board", {"square": _square_text(target)})
        if _IS_STAR[t]:
            if t != _GOAL_IDX[player]:
                return Msg("db.illegal.own_star", {"square": ts, "player": name})
            if sym != _S_STAR:
                return Msg("db.illegal.star_square", {"square": ts, "face": face})
            if target is not None:
                return Msg("db.illegal.removed_no_hop", {"square": ts, "move": _no_hop(move)})
            plan = TurnPlan(move, _SQUARES[t], before, after, STAR, True, (), False)
            return self._adjacency(plan)
        if sym == _S_STAR:
            return Msg("db.illegal.star_up", {"square": ts, "goal": _sq(GOAL_STAR[player])})
        slider_stop = game.slider_star == "stop"
        if sym == _S_STOP:
            if target is not None:
                return Msg("db.illegal.stop_no_hop", {"square": ts, "move": _no_hop(move)})
            return self._adjacency(TurnPlan(move, _SQUARES[t], before, after, STOP, False, (),
                                            False))
        ends = _hop_targets(cells, i, t, sym, slider_stop)
        if not ends:
            if game.impossible_hop == "forbid":
                return Msg("db.illegal.no_hop", {"square": ts, "face": face})
            if target is not None:
                return Msg("db.illegal.skip_no_target", {
                    "square": ts, "face": face, "move": _no_hop(move),
                    "rule": Msg("db.option_of", {"rule": "DB-6"})})
            return self._adjacency(TurnPlan(move, _SQUARES[t], before, after, FACES[sym],
                                            False, (), True))
        allowed = [square_name(_SQUARES[e]) for e in ends]
        if target is None:
            return Msg("db.illegal.must_hop", {"square": ts, "face": face,
                                               "allowed": allowed})
        e = _index(target)
        if e not in ends:
            return self._wrong_target(i, t, sym, e, face, allowed, slider_stop)
        path = _hop_path(cells, i, t, sym, e, slider_stop)
        return self._adjacency(TurnPlan(move, _SQUARES[t], before, after, FACES[sym], False,
                                        tuple(_SQUARES[x] for x in path), False))

    def _wrong_target(self, i: int, t: int, sym: int, e: int, face: Msg, allowed: list[str],
                      slider_stop: bool) -> Msg:
        """Why ``e`` is no hop target of symbol ``sym`` from ``t`` (DB-5)."""
        cells = self.cells
        es, ts = square_name(_SQUARES[e]), square_name(_SQUARES[t])
        if e == t:
            return Msg("db.illegal.hop_stays", {"square": ts, "face": face,
                                                "allowed": allowed})
        if _IS_STAR[e]:
            if sym == _S_SLIDER and not slider_stop:
                tc, tr = _SQUARES[t]
                ec, er = _SQUARES[e]
                if tc == ec or tr == er:
                    # only if the slide that way really comes to rest on the star (DB-5);
                    # a star it passes over is no reason
                    d = (0 if er > tr else 2) if tc == ec else (1 if ec > tc else 3)
                    x, nx = t, NEXT[d][t]
                    while nx >= 0 and (not cells[nx] or nx == i):
                        x, nx = nx, NEXT[d][nx]
                    if x == e:
                        return Msg("db.illegal.slider_star", {"square": es, "allowed": allowed})
            return Msg("db.illegal.hop_on_star", {"square": es, "face": face,
                                                  "allowed": allowed})
        if cells[e] and e != i:
            return Msg("db.illegal.hop_occupied", {"square": es, "face": face,
                                                   "allowed": allowed})
        key = f"db.illegal.wrong_{FACES[sym]}"
        return Msg(key, {"square": es, "from": ts, "allowed": allowed})

    def _adjacency(self, plan: TurnPlan) -> TurnPlan | Msg:
        """DB-8 variant: no turn ends with a mover's block next to an opponent's block."""
        if not self.game.no_adjacent:
            return plan
        player = self._to_move
        mask = _adjacent_mask(self.cells, 1 - player)
        origin = _index(plan.move.square)
        low, high = 1 + player * 24, 25 + player * 24
        squares = [i for i in range(CELLS) if low <= self.cells[i] < high and i != origin]
        if plan.final is not None:
            squares.append(_index(plan.final))
        touching = sorted(i for i in squares if mask[i])
        if touching:
            return Msg("db.illegal.adjacent", {
                "squares": [square_name(_SQUARES[i]) for i in touching],
                "rule": Msg("db.variant_of", {"rule": "DB-8"})})
        return plan

    # --- playing a turn -------------------------------------------------------------------
    def _apply(self, move: Any, record: list[Step] | None, language: str) -> DeblockleState:
        game = self.game
        player = self._to_move
        cached = self._plan
        plan = cached[1] if cached is not None and cached[0] is move else self.plan(move)
        assert isinstance(plan, TurnPlan)
        i = _index(move.square)
        t = _index(plan.tip_square)
        code = self.cells[i]
        new_code = 1 + player * 24 + _ORIENT_INDEX[plan.after]
        cells = list(self.cells)
        cells[i] = 0
        removed = self.removed_counts
        turn = self.turn + 1 if game.turn_limit is not None else 0
        name = game.player_name(player)
        direction = Msg(f"db.dir.{move.direction.name}")
        fs, ts = square_name(move.square), square_name(plan.tip_square)
        tip_data = {"from": move.square, "to": plan.tip_square, "direction": move.direction,
                    "before": plan.before, "after": plan.after, "symbol": plan.symbol,
                    "player": player}
        if plan.removed:
            removed = (removed[0] + 1, removed[1]) if player == 0 else \
                (removed[0], removed[1] + 1)
            after_cells = tuple(cells)
            if record is not None:
                mid = DeblockleState(game, after_cells, removed, player, turn, None)
                left = game.block_counts[player] - removed[player]
                record.append(Step(mid, "remove", Msg("db.step.remove", {
                    "player": name, "from": fs, "direction": direction, "square": ts,
                    "left": left}).text(language), frozenset({move.square, plan.tip_square}),
                    ((move.square, plan.tip_square),), {**tip_data, "removed": True,
                                                       "left": left}))
            return _after_turn(game, after_cells, removed, player, turn, record, language)
        cells[t] = new_code
        if record is not None:
            mid = DeblockleState(game, tuple(cells), removed, player, turn, None)
            face = Msg(f"db.face.{plan.symbol}")
            if plan.symbol == STOP:
                key = "db.step.tip_stop"
            elif plan.skipped:
                key = "db.step.tip_skip"
            else:
                key = "db.step.tip"
            record.append(Step(mid, "tip", Msg(key, {
                "player": name, "from": fs, "direction": direction, "square": ts,
                "face": face, "rule": Msg("db.option_of", {"rule": "DB-6"})}).text(language),
                frozenset({move.square, plan.tip_square}), ((move.square, plan.tip_square),),
                {**tip_data, "removed": False, "skipped": plan.skipped}))
        if plan.path:
            end = _index(plan.path[-1])
            cells[t] = 0
            cells[end] = new_code
            if record is not None:
                mid = DeblockleState(game, tuple(cells), removed, player, turn, None)
                arrows = tuple(zip(plan.path, plan.path[1:], strict=False))
                squares = " -> ".join(square_name(s) for s in plan.path)
                key = "db.step.hop_hoops" if plan.symbol == HOOPS else "db.step.hop"
                record.append(Step(mid, "hop", Msg(key, {
                    "player": name, "face": Msg(f"db.face.{plan.symbol}"),
                    "path": squares}).text(language), frozenset(plan.path), arrows,
                    {"path": plan.path, "symbol": plan.symbol, "from": plan.tip_square,
                     "to": plan.path[-1], "orientation": plan.after, "player": player}))
        del code
        return _after_turn(game, tuple(cells), removed, player, turn, record, language)


def _no_hop(move: Turn) -> str:
    return str(Turn(move.square, move.direction, None))


def _sq(square: Square) -> str:
    return square_name(square)


def _block(index: int, code: int) -> Block:
    return Block(_SQUARES[index], (code - 1) // 24, ORIENTATIONS[(code - 1) % 24])


_on_board, _square_text = square_describer(BOARD)
"""Whether a square of a move made in code is one of the board's, and its name in messages."""


# ---------------------------------------------------------------------------------------------
# After every turn: DB-9 (win), the turn limit, DB-7 (Deblockle'd, both stuck)
# ---------------------------------------------------------------------------------------------
def make_outcome(game: Deblockle, reason: str, winners: tuple[int, ...]) -> Outcome:
    """The :class:`Outcome` for a reason key and winners (also rebuilt from ``result:``)."""
    if reason == "all_removed":
        return Outcome(winners, reason, Msg("db.outcome.all_removed", {
            "player": game.player_name(winners[0])}))
    if reason == "stuck":
        return Outcome((), reason, Msg("db.outcome.stuck"), "DB-7")
    if reason == "turn_limit":
        return Outcome((), reason, Msg("db.outcome.turn_limit", {"limit": game.turn_limit}),
                       "DB-7")
    raise ValueError(f"unknown outcome reason {reason!r}")


def _after_turn(game: Deblockle, cells: tuple[int, ...], removed: tuple[int, int],
                mover: int, turn: int, record: list[Step] | None,
                language: str) -> DeblockleState:
    """The position after ``mover``'s turn: a win (DB-9), the turn limit (kit option), then
    who moves next (DB-7: a player without a legal turn passes; both stuck is a draw)."""
    def note(state: DeblockleState, kind: str, message: Msg, data: dict[str, Any]) -> None:
        if record is not None:
            record.append(Step(state, kind, message.text(language), frozenset(), (), data))

    name = game.player_name(mover)
    if removed[mover] >= game.block_counts[mover]:        # DB-9
        outcome = make_outcome(game, "all_removed", (mover,))
        state = DeblockleState(game, cells, removed, mover, turn, outcome)
        note(state, "win", Msg("db.step.win", {"player": name}),
             {"winners": (mover,), "reason": "all_removed"})
        return state
    if game.turn_limit is not None and turn >= game.turn_limit:
        outcome = make_outcome(game, "turn_limit", ())
        state = DeblockleState(game, cells, removed, mover, turn, outcome)
        note(state, "turn_limit", Msg("db.step.turn_limit", {
            "turn": turn, "limit": game.turn_limit,
            "rule": Msg("core.not_in_rulebook", {"rule": "DB-7"})}),
            {"turn": turn, "limit": game.turn_limit})
        return state
    return _resolve(game, cells, removed, 1 - mover, turn, record, language, mover)


def _resolve(game: Deblockle, cells: tuple[int, ...], removed: tuple[int, int], to_move: int,
             turn: int, record: list[Step] | None, language: str = "en",
             mover: int | None = None) -> DeblockleState:
    """The state with ``to_move`` to move, unless it is Deblockle'd: then the other player
    moves again, and if neither can move the game is a draw (DB-7)."""
    if _has_turn(game, cells, to_move):
        return DeblockleState(game, cells, removed, to_move, turn, None)
    other = 1 - to_move
    stuck_name = game.player_name(to_move)
    if _has_turn(game, cells, other):
        state = DeblockleState(game, cells, removed, other, turn, None)
        if record is not None:
            record.append(Step(state, "pass", Msg("db.step.pass", {
                "player": stuck_name, "other": game.player_name(other)}).text(language),
                frozenset(_squares_of(cells, to_move)), (), {"player": to_move,
                                                            "next": other}))
        return state
    outcome = make_outcome(game, "stuck", ())
    last = to_move if mover is None else mover
    state = DeblockleState(game, cells, removed, last, turn, outcome)
    if record is not None:
        record.append(Step(state, "draw", Msg("db.step.both_stuck", {
            "rule": Msg("core.not_in_rulebook", {"rule": "DB-7"})}).text(language),
            frozenset(_squares_of(cells, 0) + _squares_of(cells, 1)), (), {"reason": "stuck"}))
    return state


def _squares_of(cells: tuple[int, ...], player: int) -> list[Square]:
    low, high = 1 + player * 24, 25 + player * 24
    return [_SQUARES[i] for i in range(CELLS) if low <= cells[i] < high]


# ---------------------------------------------------------------------------------------------
# Reading positions: the notation's fields, checked against the rules
# ---------------------------------------------------------------------------------------------
def _build_state(game: Deblockle, text: str) -> DeblockleState:
    parsed = parse_position(text)

    def fail(problem: str, field: str, expected: str) -> NotationError:
        return NotationError(problem, text, parsed.at.get(field), expected)

    counts = game.block_counts
    if parsed.counts is not None and parsed.counts != counts:
        raise fail(f"blocks:{parsed.counts[0]}/{parsed.counts[1]} differs from this game's "
                   f"{counts[0]}/{counts[1]}", "blocks",
                   f"blocks:{counts[0]}/{counts[1]}, or load the game with "
                   f"blocks={parsed.counts} (RULES.md DB-8)")
    cells = [0] * CELLS
    for player in (0, 1):
        letter = PLAYER_LETTERS[player]
        entries = parsed.blocks[player]
        if len(entries) > counts[player]:
            raise fail(f"{letter} has {len(entries)} blocks on the board", letter,
                       f"at most {counts[player]} (option blocks, RULES.md DB-8)")
        for square, orientation in entries:
            i = _index(square)
            if cells[i]:
                raise fail(f"two blocks on {square_name(square)}", letter,
                           "each square at most once")
            if _IS_STAR[i]:
                raise fail(f"a block on the star square {square_name(square)}", letter,
                           "no block on d2 or d6: no turn ends on a star square "
                           "(RULES.md DB-4, DB-5)")
            cells[i] = 1 + player * 24 + _ORIENT_INDEX[orientation]
    derived = (counts[0] - len(parsed.blocks[0]), counts[1] - len(parsed.blocks[1]))
    if parsed.removed is not None and parsed.removed != derived:
        raise fail(f"removed:{parsed.removed[0]}/{parsed.removed[1]} does not fit the blocks "
                   "on the board", "removed",
                   f"removed:{derived[0]}/{derived[1]} (start count {counts[0]}/{counts[1]} "
                   "minus the blocks on the board, RULES.md DB-8)")
    if derived[0] >= counts[0] and derived[1] >= counts[1]:
        raise fail("neither player has a block on the board", "A",
                   "blocks of at least one player: the first to remove all its blocks wins "
                   "and the game ends (RULES.md DB-9)")
    turn = position_turn(game, parsed.turn, fail)
    cell_tuple = tuple(cells)
    to_move = parsed.to_move
    # the judged outcome: DB-9, the turn limit, DB-7
    judged: Outcome | None = None
    for player in (0, 1):
        if derived[player] >= counts[player]:
            judged = make_outcome(game, "all_removed", (player,))
    if judged is None and game.turn_limit is not None and turn >= game.turn_limit:
        judged = make_outcome(game, "turn_limit", ())
    if judged is None and not _has_turn(game, cell_tuple, 0) \
            and not _has_turn(game, cell_tuple, 1):
        judged = make_outcome(game, "stuck", ())
    check_result(parsed.result, judged, fail)
    if judged is not None:
        if judged.reason == "all_removed" and judged.winners != (to_move,):
            raise fail(f"{PLAYER_LETTERS[to_move]} is written as the player to move, but "
                       f"{PLAYER_LETTERS[judged.winners[0]]} has removed all its blocks",
                       "to_move", f"{PLAYER_LETTERS[judged.winners[0]]} (in a finished game: "
                       "the player who moved last)")
        return DeblockleState(game, cell_tuple, derived, to_move, turn, judged)
    if not _has_turn(game, cell_tuple, to_move):
        other = PLAYER_LETTERS[1 - to_move]
        raise fail(f"{PLAYER_LETTERS[to_move]} is to move but has no legal turn", "to_move",
                   f"{other}: a player who is Deblockle'd passes and {other} moves "
                   "(RULES.md DB-7)")
    return DeblockleState(game, cell_tuple, derived, to_move, turn, None)


__all__ = ["BOARD", "DIRECTIONS", "FACES", "GOAL_STAR", "HOME_STAR", "ORIENTATIONS",
           "PLAYER_LETTERS", "START_SQUARES", "STAR_SQUARES", "Block", "Deblockle",
           "DeblockleState", "Turn", "TurnPlan", "make_outcome"]
