"""Deblockle: the rules and nothing else.

Sources: the rulebook ``rulebooks/deblockle.de.txt`` (sections *Einrichten*, *Block-Symbole*,
*Gameplay* with *Schritt eins: Tipp* and *Schritt zwei: Hop*, *Star Spaces*, *Deblockle'd*,
*Spielvarianten*) and the decisions ``RULES.md`` DB-1 to DB-10. The board and block tables and
the hops (DB-1, DB-2, DB-5) are in :mod:`.geometry`; what a turn records are the events of
:mod:`.events` (the words are in :mod:`.words`); reading a position from its notation is
:mod:`.positions`.

How a position is stored: ``cells`` is a tuple of 49 small integers in index order
(``row * 7 + col``, ``a1`` first): 0 for an empty square, else ``1 + owner * 24 + k`` with
owner 0 (A) or 1 (B) and ``k`` the index of the block's orientation in
``DEBLOCKLE_BLOCK.all_orientations()`` (:data:`ORIENTATIONS`). ``removed`` counts, per player,
the blocks taken off on the opponent's home star, so that on the board plus removed is always
the player's start count (DB-8). ``masks`` holds each player's blocks as bits (bit ``i`` for
square ``i``), kept up to date by every turn.

Speed: the legal turns are numbered (:mod:`.turns`) and made once; ``legal_moves()`` keeps
the codes it listed, so ``play`` of one of those very objects skips the second check
(a turn built in code, or from another position, is checked by :meth:`DeblockleState.plan`).
No step, event or message is made unless :meth:`~cubekit.core.game.State.explain` asks for
them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from cubekit.core.cube import DEBLOCKLE_BLOCK, Orientation
from cubekit.core.game import Game, Outcome, State, Step, option
from cubekit.core.grid import Board, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.moves import field_problem
from cubekit.core.notation import square_describer
from cubekit.core.options import (
    check_declared,
    check_setup,
    check_start_player,
    check_turn_limit,
    is_whole,
    not_allowed,
)
from cubekit.games.deblockle.events import (
    BothStuck,
    Deblockled,
    Hopped,
    Removed,
    Tipped,
    TurnLimitReached,
    Won,
)
from cubekit.games.deblockle.geometry import (
    BIT,
    BOARD,
    BY_TOP,
    CELLS,
    DIRECTIONS,
    FACES,
    FULL,
    GOAL_STAR,
    HOME_STAR,
    HOOPS,
    IS_STAR,
    NEXT,
    ORIENTATIONS,
    S_SLIDER,
    SQUARES,
    STAR,
    STAR_SQUARES,
    START_SQUARES,
    STOP,
    TIP,
    TIP_OWN_STAR,
    TIP_REMOVE,
    TIP_RULE,
    TIP_STAR_FACE,
    TIP_STAR_UP,
    TIP_STOP,
    TOP,
    hop_ends,
    hop_path,
    slide_direction,
    square_index,
    squares_of,
    stopping_star,
)
from cubekit.games.deblockle.notation import (
    PLAYER_LETTERS,
    REASONS,
    Turn,
    format_position,
    parse_move,
    player_letter,
)
from cubekit.games.deblockle.turns import (
    CODE_BY_ID,
    PARTS,
    TURNS,
    masks_of,
    opponent_reach,
    shared,
    turn_codes,
)


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
    ``before_star``: the star square a Slider stops in front of because of the star (DB-5,
    see :func:`.geometry.stopping_star`). ``adjacent_ends``: for a skipped hop under the
    variant "no adjacent blocks", the squares a hop could have ended on, each next to an
    opponent's block, so no hop at all (DB-6 with DB-8).
    """

    move: Turn
    tip_square: Square
    before: Orientation[str]
    after: Orientation[str]
    symbol: str
    removed: bool
    path: tuple[Square, ...]
    skipped: bool
    before_star: Square | None = None
    adjacent_ends: tuple[Square, ...] = ()

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
    start_player: int = option(0, "DB-10", "Who moves first: 0 = A (home star d2), 1 = B (not "
                               "in the rulebook, which lets the youngest player or the winner "
                               "of the last game begin).", (0, 1))
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
            raise not_allowed(self, "blocks", Msg("db.option.blocks"))
        check_start_player(self)
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

    @cached_property
    def block_counts(self) -> tuple[int, int]:
        """How many blocks A and B start with (DB-8)."""
        if isinstance(self.blocks, tuple):
            return (self.blocks[0], self.blocks[1])
        return (self.blocks, self.blocks)

    @cached_property
    def hop_rule(self) -> tuple[bool, bool, bool]:
        """The options the move generator needs, as ``(slider_stop, skip, no_adjacent)``:
        ``slider_star == "stop"`` (DB-5), ``impossible_hop == "skip"`` (DB-6) and
        ``no_adjacent`` (DB-8)."""
        return (self.slider_star == "stop", self.impossible_hop == "skip", self.no_adjacent)

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
        ``random.Random(seed)`` (A's blocks first, each player's square by square from a1
        on, whatever the DB-8 order that chose them). ``seed=None`` means seed 0,
        so that notebooks are reproducible. ``start_player`` moves first (DB-10; a ``setup``
        says itself who is to move)."""
        if self.setup is not None:
            return self.parse_state(self.setup)
        rng = random.Random(0 if seed is None else seed)
        cells = [0] * CELLS
        for player in (0, 1):
            for square in sorted(self.start_squares(player), key=square_index):
                top = rng.randrange(6)          # DB-3: the top face is rolled
                k = BY_TOP[top][rng.randrange(4)]   # DB-3: rotation free (random)
                cells[square_index(square)] = 1 + player * 24 + k
        return _resolve(self, tuple(cells), (0, 0), self.start_player, 0, None)

    def parse_state(self, text: str) -> DeblockleState:
        """A position from its notation (see :mod:`cubekit.games.deblockle.notation`)."""
        from cubekit.games.deblockle.positions import build_state

        return build_state(self, text)


# ---------------------------------------------------------------------------------------------
# Legal turns: the rules are written once, in .turns.turn_codes (the move generator) on the
# tables and hops of .geometry; DeblockleState.plan explains a single turn with the same ones
# ---------------------------------------------------------------------------------------------
def _has_turn(game: Deblockle, cells: tuple[int, ...], masks: tuple[int, int],
              player: int) -> bool:
    return bool(turn_codes(cells, masks, player, game.hop_rule, first_only=True))


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
class DeblockleState(State):
    """A Deblockle position (immutable). See :mod:`.notation` for its text form.

    Reading it: :meth:`block`, :meth:`blocks`, :meth:`removed`, :meth:`on_board`,
    :attr:`turn`, :meth:`plan`, :meth:`turns_from`.
    """

    move_types: ClassVar[tuple[type, ...]] = (Turn,)

    __slots__ = ("_legal", "_outcome", "_plan", "_to_move", "cells", "game", "masks",
                 "removed_counts", "turn")

    game: Deblockle

    def __init__(self, game: Deblockle, cells: tuple[int, ...], removed: tuple[int, int],
                 to_move: int, turn: int, outcome: Outcome | None,
                 masks: tuple[int, int] | None = None) -> None:
        self.game = game
        self.cells = cells                # 49 codes, 1 + owner * 24 + orientation index
        self.masks = masks_of(cells) if masks is None else masks   # each player's blocks
        self.removed_counts = removed     # blocks each player has taken off (DB-4)
        self._to_move = to_move
        self.turn = turn                  # turns played; counted only with a turn limit
        self._outcome = outcome
        self._plan: tuple[Turn, TurnPlan] | None = None   # the last turn checked (a cache)
        self._legal: list[int] | None = None   # the codes legal_moves() listed (a cache)

    # --- reading the position -----------------------------------------------------------------
    def block(self, square: Square | str) -> Block | None:
        """The block on a square (a square or its name), or None when it is empty."""
        if isinstance(square, str):
            square = BOARD.parse(square)
        if square not in BOARD:
            return None
        code = self.cells[square_index(square)]
        return _block(square_index(square), code) if code else None

    def blocks(self, player: int | None = None) -> list[Block]:
        """The blocks on the board (of one player, or of both), in square index order."""
        return [_block(i, code) for i, code in enumerate(self.cells)
                if code and (player is None or (code - 1) // 24 == player)]

    def removed(self, player: int) -> int:
        """How many blocks ``player`` has taken off the board (DB-4)."""
        return self.removed_counts[player]

    def on_board(self, player: int) -> int:
        return self.masks[player].bit_count()

    def is_stuck(self, player: int | None = None) -> bool:
        """Whether ``player`` (default: the one to move) has no legal turn (DB-7)."""
        p = self._to_move if player is None else player
        return not _has_turn(self.game, self.cells, self.masks, p)

    # --- the protocol -----------------------------------------------------------------------
    def legal_moves(self) -> list[Turn]:
        """Every legal turn, sorted by the block's square index (``row * 7 + col``), the tip
        direction N, E, S, W, then the hop's end square index (no hop first). Empty once the
        game is over."""
        if self._outcome is not None:
            return []
        codes = self._legal
        if codes is None:
            codes = self._legal = turn_codes(self.cells, self.masks, self._to_move,
                                             self.game.hop_rule)
        turns = TURNS
        return [turns[c] for c in codes]  # type: ignore[misc]   # every legal code has one

    def play(self, move: Any) -> DeblockleState:
        # A turn listed by legal_moves() of this very position is one of the shared Turn
        # objects and its code is in the list it made: it needs no second check.
        listed = self._legal
        if listed is not None:
            found = CODE_BY_ID.get(id(move))
            if found is not None and found in listed:
                i, d, end = PARTS[found]
                return self._advance(i, d, end, None)
        result = super().play(move)
        assert isinstance(result, DeblockleState)
        return result

    def turns_from(self, square: Square | str) -> list[Turn]:
        """The legal turns of the block on ``square`` (for pickers: choose a block, then a
        tip direction, then a hop)."""
        if isinstance(square, str):
            square = BOARD.parse(square)
        return [m for m in self.legal_moves() if m.square == square]

    def parse_move(self, text: str) -> Turn:
        return shared(parse_move(text))

    def to_text(self) -> str:
        result = None
        if self._outcome is not None:
            result = (self._outcome.reason, self._outcome.winners)
        per_player: tuple[list[tuple[Square, Orientation[str]]], ...] = ([], [])
        for i, code in enumerate(self.cells):
            if code:
                per_player[(code - 1) // 24].append((SQUARES[i],
                                                     ORIENTATIONS[(code - 1) % 24]))
        return format_position(per_player, self._to_move, self.removed_counts,
                               self.turn if self.game.turn_limit is not None else None, result)

    def _key(self) -> tuple[Any, ...]:
        return (self.game, self.cells, self.removed_counts, self._to_move, self.turn,
                self._outcome)

    # --- why a turn is illegal ------------------------------------------------------------------
    def _illegal(self, move: Any) -> Msg | None:
        plan = self._turn_plan(move)   # the core's move gate has checked the fields
        if isinstance(plan, Msg):
            return plan
        self._plan = (move, plan)   # play() checks, then applies: work the turn out once
        return None

    def plan(self, move: Turn) -> TurnPlan | Msg:
        """What ``move`` would do, or the reason it is illegal (DB-4 to DB-6, DB-8): the same
        rules as the move generator (:func:`.geometry.tip_rule`, :func:`.geometry.hop_ends`,
        :func:`.turns.opponent_reach`), with a reason for each refusal. Also used by
        :meth:`explain`. A move whose fields do not hold what :class:`Turn` declares gets the
        move gate's reason (:func:`cubekit.core.moves.field_problem`)."""
        if not isinstance(move, Turn):
            return Msg("core.not_a_move", {"text": str(move)})
        problem = field_problem(move, BOARD)
        return problem if problem is not None else self._turn_plan(move)

    def _turn_plan(self, move: Turn) -> TurnPlan | Msg:
        game, cells, player = self.game, self.cells, self._to_move
        name = game.player_name(player)
        if not _on_board(move.square):
            return Msg("db.illegal.off_board", {"square": _square_text(move.square)})
        i = square_index(move.square)
        code = cells[i]
        sq = square_name(move.square)
        if not code:
            return Msg("db.illegal.no_block", {"square": sq, "player": name,
                                               "section": _SECTION_TIP})
        owner = (code - 1) // 24
        if owner != player:
            return Msg("db.illegal.not_yours", {"square": sq, "player": name,
                                                "owner": game.player_name(owner),
                                                "section": _SECTION_TIP})
        d = DIRECTIONS.index(move.direction)
        t = NEXT[d][i]
        if t < 0:
            return Msg("db.illegal.tip_off_board", {
                "square": sq, "direction": Msg(f"db.dir.{move.direction.name}")})
        ts = square_name(SQUARES[t])
        if cells[t]:
            return Msg("db.illegal.occupied", {
                "square": ts, "owner": game.player_name((cells[t] - 1) // 24)})
        k = (code - 1) % 24
        nk = TIP[k][d]
        sym = TOP[nk]
        face = Msg(f"db.face.{FACES[sym]}")
        target = move.target
        if target is not None and not _on_board(target):
            return Msg("db.illegal.off_board", {"square": _square_text(target)})
        kind = TIP_RULE[player][t][sym]
        refused = _refused_tip(kind, ts, name, face, player)
        if refused is not None:
            return refused

        def turn(path: tuple[int, ...] = (), skipped: bool = False, star: int = -1,
                 adjacent: tuple[int, ...] = ()) -> TurnPlan | Msg:
            return self._adjacency(TurnPlan(move, SQUARES[t], ORIENTATIONS[k], ORIENTATIONS[nk],
                                            FACES[sym], kind == TIP_REMOVE,
                                            tuple(SQUARES[x] for x in path), skipped,
                                            SQUARES[star] if star >= 0 else None,
                                            tuple(SQUARES[x] for x in adjacent)))

        if kind == TIP_REMOVE:
            if target is not None:
                return Msg("db.illegal.removed_no_hop", {"square": ts, "move": _no_hop(move)})
            return turn()
        if kind == TIP_STOP:
            if target is not None:
                return Msg("db.illegal.stop_no_hop", {"square": ts, "move": _no_hop(move)})
            return turn()
        slider_stop = game.slider_star == "stop"
        free = FULL ^ self.masks[0] ^ self.masks[1] ^ BIT[i]   # the block has left its square
        ends = squares_of(hop_ends(free, t, sym, slider_stop))
        # DB-6 with DB-8: under "no adjacent blocks" a hop that would end next to an
        # opponent's block is no hop; when every hop would, no hop is possible
        near = opponent_reach(self.masks, player) if game.no_adjacent else 0
        adjacent = tuple(e for e in ends if near >> e & 1)
        if len(adjacent) == len(ends) and (target is None
                                           or square_index(target) not in adjacent):
            return self._without_hop(move, ts, face, adjacent, turn)
        allowed = [square_name(SQUARES[e]) for e in ends if e not in adjacent]
        if target is None:
            return Msg("db.illegal.must_hop", {"square": ts, "face": face,
                                               "allowed": allowed, "section": _SECTION_HOP})
        e = square_index(target)
        if e not in ends:
            return self._wrong_target(free, t, sym, e, face, allowed, slider_stop)
        star = -1 if sym != S_SLIDER else \
            stopping_star(free, t, slide_direction(t, e), slider_stop)
        return turn(hop_path(free, t, sym, e, slider_stop), star=star)

    def _without_hop(self, move: Turn, ts: str, face: Msg, adjacent: tuple[int, ...],
                     turn: Callable[..., TurnPlan | Msg]) -> TurnPlan | Msg:
        """DB-6: after the tip onto ``ts`` no hop is possible (``adjacent``: the hops there
        were, each ending next to an opponent's block, DB-8). A turn with ``forbid``; with
        ``skip`` the tip alone (``turn``: makes the plan)."""
        near = [square_name(SQUARES[e]) for e in adjacent]
        if self.game.impossible_hop == "forbid":
            if near:
                return Msg("db.illegal.no_hop_adjacent", {
                    "square": ts, "face": face, "squares": near, "rule": _NOT_IN_RULEBOOK_DB6,
                    "variant": Msg("db.variant_of", {"rule": "DB-8"})})
            return Msg("db.illegal.no_hop", {"square": ts, "face": face,
                                             "rule": _NOT_IN_RULEBOOK_DB6})
        if move.target is not None:
            return Msg("db.illegal.skip_no_target", {
                "square": ts, "face": face, "move": _no_hop(move),
                "rule": Msg("core.option_of", {"rule": "DB-6"})})
        return turn(skipped=True, adjacent=adjacent)

    def _wrong_target(self, free: int, t: int, sym: int, e: int, face: Msg,
                      allowed: list[str], slider_stop: bool) -> Msg:
        """Why ``e`` is no hop target of symbol ``sym`` from ``t`` (DB-5; ``free``: the
        squares a hop may use)."""
        es, ts = square_name(SQUARES[e]), square_name(SQUARES[t])
        if e == t:
            return Msg("db.illegal.hop_stays", {"square": ts, "face": face,
                                                "allowed": allowed})
        d = slide_direction(t, e) if sym == S_SLIDER else -1
        star = -1 if d < 0 else stopping_star(free, t, d, slider_stop)
        if IS_STAR[e]:
            # only if the slide that way really comes to rest on the star (DB-5, "pass");
            # a star it passes over is no reason
            if star == e and not slider_stop:
                return Msg("db.illegal.slider_star", {"square": es, "allowed": allowed,
                                                      "rule": _NOT_IN_RULEBOOK_DB5})
            return Msg("db.illegal.hop_on_star", {"square": es, "face": face,
                                                  "allowed": allowed, "section": _SECTION_STARS})
        if star >= 0 and slider_stop and slide_direction(star, e) == d:
            # option "stop": the star square on the way stops the slider like a block
            return Msg("db.illegal.slider_star_stop", {
                "square": es, "from": ts, "star": square_name(SQUARES[star]),
                "allowed": allowed, "rule": Msg("core.option_of", {"rule": "DB-5"})})
        if not free >> e & 1:
            return Msg("db.illegal.hop_occupied", {"square": es, "face": face,
                                                   "allowed": allowed})
        key = f"db.illegal.wrong_{FACES[sym]}"
        return Msg(key, {"square": es, "from": ts, "allowed": allowed})

    def _adjacency(self, plan: TurnPlan) -> TurnPlan | Msg:
        """DB-8 variant: no turn ends with a mover's block next to an opponent's block."""
        if not self.game.no_adjacent:
            return plan
        player = self._to_move
        reach = opponent_reach(self.masks, player)
        after = self.masks[player] ^ BIT[square_index(plan.move.square)]
        if plan.final is not None:
            after |= BIT[square_index(plan.final)]
        touching = after & reach
        if touching:
            return Msg("db.illegal.adjacent", {
                "squares": [square_name(SQUARES[i]) for i in squares_of(touching)],
                "rule": Msg("db.variant_of", {"rule": "DB-8"})})
        return plan

    # --- playing a turn -------------------------------------------------------------------
    def _apply(self, move: Any, record: list[Step] | None) -> DeblockleState:
        end = -1 if move.target is None else square_index(move.target)
        return self._advance(square_index(move.square), DIRECTIONS.index(move.direction), end,
                             record, move)

    def _advance(self, i: int, d: int, end: int, record: list[Step] | None,
                 move: Turn | None = None) -> DeblockleState:
        """Play the legal turn of the block on ``i`` towards ``d`` whose hop ends on ``end``
        (-1: no hop); record its steps when ``record`` is a list (``move``: the turn)."""
        game, player = self.game, self._to_move
        cells = list(self.cells)
        nk = TIP[cells[i] - 1 - player * 24][d]     # DB-2: the orientation after the tip
        cells[i] = 0
        t = NEXT[d][i]
        masks = self.masks
        own = masks[player] ^ BIT[i]
        removed = self.removed_counts
        turn = self.turn + 1 if game.turn_limit is not None else 0
        if TIP_RULE[player][t][TOP[nk]] == TIP_REMOVE:   # DB-4: star up on the goal star
            removed = (removed[0] + 1, removed[1]) if player == 0 else \
                (removed[0], removed[1] + 1)
        else:
            final = t if end < 0 else end
            cells[final] = 1 + player * 24 + nk
            own |= BIT[final]
        after = tuple(cells)
        masks = (own, masks[1]) if player == 0 else (masks[0], own)
        if record is not None:
            assert move is not None
            self._record_turn(record, move, after, removed, turn)
        return _after_turn(game, after, removed, player, turn, record, masks)

    def _record_turn(self, record: list[Step], move: Turn, after: tuple[int, ...],
                     removed: tuple[int, int], turn: int) -> None:
        """The steps of a turn (its tip, and its hop if there is one)."""
        game, player = self.game, self._to_move
        cached = self._plan
        plan = cached[1] if cached is not None and cached[0] is move else self.plan(move)
        assert isinstance(plan, TurnPlan)
        tip = frozenset({move.square, plan.tip_square})
        if plan.removed:
            record.append(Step(
                DeblockleState(game, after, removed, player, turn, None),
                Removed(player, move.square, plan.tip_square, move.direction, plan.before,
                        plan.after, removed[player],
                        game.block_counts[player] - removed[player]), tip))
            return
        tipped = after
        if plan.path:
            cells = list(after)
            cells[square_index(plan.tip_square)] = cells[square_index(plan.path[-1])]
            cells[square_index(plan.path[-1])] = 0
            tipped = tuple(cells)
        record.append(Step(DeblockleState(game, tipped, removed, player, turn, None),
                           Tipped(player, move.square, plan.tip_square, move.direction,
                                  plan.before, plan.after, plan.skipped, plan.adjacent_ends),
                           tip))
        if plan.path:
            record.append(Step(DeblockleState(game, after, removed, player, turn, None),
                               Hopped(player, plan.symbol, plan.path, plan.after,
                                      plan.before_star, game.slider_star == "stop"),
                               frozenset(plan.path)))


def _refused_tip(kind: int, ts: str, name: str, face: Msg, player: int) -> Msg | None:
    """Why a tip onto the empty square ``ts`` of this kind is refused (DB-1, DB-4), or None."""
    if kind == TIP_OWN_STAR:
        return Msg("db.illegal.own_star", {"square": ts, "player": name})
    if kind == TIP_STAR_FACE:
        return Msg("db.illegal.star_square", {"square": ts, "face": face,
                                              "section": _SECTION_STARS})
    if kind == TIP_STAR_UP:
        return Msg("db.illegal.star_up", {"square": ts, "goal": square_name(GOAL_STAR[player]),
                                          "section": _SECTION_STARS})
    return None


_SECTION_TIP = Msg("deblockle.section.tip")
_SECTION_HOP = Msg("deblockle.section.hop")
_SECTION_STARS = Msg("deblockle.section.star_spaces")
_NOT_IN_RULEBOOK_DB5 = Msg("core.not_in_rulebook", {"rule": "DB-5"})
_NOT_IN_RULEBOOK_DB6 = Msg("core.not_in_rulebook", {"rule": "DB-6"})


def _no_hop(move: Turn) -> str:
    return str(Turn(move.square, move.direction, None))


def _block(index: int, code: int) -> Block:
    return Block(SQUARES[index], (code - 1) // 24, ORIENTATIONS[(code - 1) % 24])


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
    raise ValueError(Msg("db.outcome.unknown", {"reason": reason,
                                                "reasons": ", ".join(REASONS)}).text())


def judge(game: Deblockle, removed: tuple[int, int], turn: int) -> Outcome | None:
    """How a position with these counts ends before anyone's moves are looked at: a player
    who has removed all its blocks wins (DB-9), else the turn limit draws (kit option)."""
    counts = game.block_counts
    if removed[0] >= counts[0] or removed[1] >= counts[1]:
        return make_outcome(game, "all_removed", (0 if removed[0] >= counts[0] else 1,))
    limit = game.turn_limit
    if limit is not None and turn >= limit:
        return make_outcome(game, "turn_limit", ())
    return None


def next_player(game: Deblockle, cells: tuple[int, ...], masks: tuple[int, int],
                player: int) -> int | None:
    """Who moves when it is ``player``'s turn (DB-7): ``player`` if it has a legal turn, else
    the other player (``player`` is Deblockle'd and passes), else nobody (both stuck)."""
    rule = game.hop_rule
    if turn_codes(cells, masks, player, rule, first_only=True):
        return player
    if turn_codes(cells, masks, 1 - player, rule, first_only=True):
        return 1 - player
    return None


def _after_turn(game: Deblockle, cells: tuple[int, ...], removed: tuple[int, int],
                mover: int, turn: int, record: list[Step] | None,
                masks: tuple[int, int]) -> DeblockleState:
    """The position after ``mover``'s turn: a win (DB-9), the turn limit (kit option), then
    who moves next (DB-7: a player without a legal turn passes; both stuck is a draw)."""
    outcome = judge(game, removed, turn)
    if outcome is None:
        return _resolve(game, cells, removed, 1 - mover, turn, record, mover, masks)
    state = DeblockleState(game, cells, removed, mover, turn, outcome, masks)
    if record is not None:
        event = (Won(outcome.winners[0]) if outcome.winners
                 else TurnLimitReached(turn, game.turn_limit or 0))
        record.append(Step(state, event))
    return state


def _resolve(game: Deblockle, cells: tuple[int, ...], removed: tuple[int, int], to_move: int,
             turn: int, record: list[Step] | None, mover: int | None = None,
             masks: tuple[int, int] | None = None) -> DeblockleState:
    """The state with ``to_move`` to move, unless it is Deblockle'd: then the other player
    moves again, and if neither can move the game is a draw (DB-7)."""
    if masks is None:
        masks = masks_of(cells)
    player = next_player(game, cells, masks, to_move)
    if player == to_move:
        return DeblockleState(game, cells, removed, to_move, turn, None, masks)
    if player is not None:
        state = DeblockleState(game, cells, removed, player, turn, None, masks)
        if record is not None:
            record.append(Step(state, Deblockled(to_move, player),
                               frozenset(_squares(masks[to_move]))))
        return state
    outcome = make_outcome(game, "stuck", ())
    last = to_move if mover is None else mover
    state = DeblockleState(game, cells, removed, last, turn, outcome, masks)
    if record is not None:
        record.append(Step(state, BothStuck(), frozenset(_squares(masks[0] | masks[1]))))
    return state


def _squares(mask: int) -> list[Square]:
    return [SQUARES[i] for i in squares_of(mask)]


__all__ = ["BOARD", "DIRECTIONS", "FACES", "GOAL_STAR", "HOME_STAR", "HOOPS", "ORIENTATIONS",
           "PLAYER_LETTERS", "STAR", "START_SQUARES", "STAR_SQUARES", "STOP", "Block", "Deblockle",
           "DeblockleState", "Turn", "TurnPlan", "make_outcome"]
