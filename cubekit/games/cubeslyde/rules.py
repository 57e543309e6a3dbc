"""Cubeslyde: the rules and nothing else.

Sources: the rulebook ``rulebooks/cubeslyde.de.txt`` (sections *Material & Vorbereitung*,
*Schwierigkeitsstufen*, *Die Spielziele*, *Ausscheiden eines Spielers*, *Phase 1: Setzphase*
with *1A* and *1B*, *Phase 2: Schiebephase*, *Eigene Schiebestärke*, *Regeln für das
Wegschieben*, *Cubes vom Spielfeld schieben*, *Spielende*, *Team-Variante*) and the decisions
``RULES.md`` CS-1 to CS-12 where the rulebook is silent or ambiguous.

How a position is stored: ``cells`` is a tuple of 36 small integers in index order
(``row * 6 + col``, ``a1`` first): 0 for an empty square, else ``owner << 3 | strength`` with
owner 0-3 a player and 4 (:data:`WHITE`) the white blockers. A cube of a player who is out
keeps its owner code; the set of players who are out (``out``, a bit mask) makes it neutral
(CS-7). ``hands`` and ``lost`` hold, per owner code 0-4, the sorted strengths still to be
placed and those pushed off the board, so every one of the 24 cubes is always on the board,
in a hand or lost. ``masks`` holds, per owner code, the squares of its cubes as a bit mask; the
rules keep it up to date move by move (four in a row, the cubes that can lead a push and the
evaluation read it).

Speed without a second copy of any rule: the move objects are made once and shared
(:mod:`.geometry`); ``legal_moves()`` records what it listed (the kinds of cube placeable on
the empty squares, the keys of the legal pushes), so that ``play`` of a listed move skips
judging it again and goes straight to the one function that carries it out (the same one
``explain`` uses, with a list to record the steps into).

The rules record what happens as events (:mod:`.events`; never words: :mod:`.words` tells
them). The rest of the rules lives beside this module, one responsibility each:
:mod:`.geometry` (the board as tables), :mod:`.pushing` (CS-3 to CS-6: one function decides
every push, for the legal moves and for the explanations), :mod:`.ending` (the order of CS-7
after every action, also used to judge a position read from text) and :mod:`.positions`
(reading positions).
"""

from __future__ import annotations

import random
import sys
from bisect import bisect_left
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from cubekit.core.errors import OptionError, OptionTypeError
from cubekit.core.events import Event
from cubekit.core.game import Game, Outcome, State, Step, option
from cubekit.core.grid import Board, Direction, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.moves import field_problem
from cubekit.core.options import check_declared, check_start_player, check_turn_limit, is_whole
from cubekit.games.cubeslyde.ending import (
    ALL_LINES,
    Ending,
    ending,
    ending_event,
    fallen_owner_out,
    has_line,
    make_outcome,
    stuck_player_out,
)
from cubekit.games.cubeslyde.events import (
    Cube,
    Eliminated,
    Fell,
    NoActionOut,
    OutOfCubes,
    Passed,
    Placed,
    Pushed,
    Stage,
)
from cubekit.games.cubeslyde.geometry import (
    ALL,
    BITS,
    BOARD,
    CELLS,
    DIRECTIONS,
    MOVE_CODES,
    NEXT,
    PASS,
    PLACE_ROWS,
    PUSH_CODE,
    PUSH_MOVES,
    SQUARES,
    TOGGLE,
    beyond,
    run_in,
    shared,
)
from cubekit.games.cubeslyde.geometry import masks as owner_masks
from cubekit.games.cubeslyde.notation import (
    PLAYER_LETTERS,
    WHITE,
    Pass,
    Place,
    Push,
    format_position,
    owner_letter,
    parse_move,
)
from cubekit.games.cubeslyde.pushing import (
    PushPlan,
    cube_of,
    is_square,
    left_behind,
    legal_pushes,
    plan_push,
    square_text,
)
from cubekit.games.cubeslyde.words import label

LEVELS: dict[str, tuple[int, ...]] = {
    "beginner": (1, 1, 1, 1, 1, 1),
    "intermediate": (1, 1, 2, 2, 3, 3),
    "expert": (1, 2, 3, 4, 5, 6),
}
"""The strengths of one player's six cubes per level (rulebook *Schwierigkeitsstufen*)."""

LEVEL_ALIASES = {"einsteiger": "beginner", "mittelschwer": "intermediate",
                 "experten": "expert", "experte": "expert"}
"""German names of the levels, accepted for ``level=``."""

WHITE_COUNT = {2: 12, 3: 6, 4: 0}
"""White blockers per number of players (rulebook *Material & Vorbereitung*)."""

_AFTER = {players: tuple(tuple((mover + k) % players for k in range(1, players + 1))
                        for mover in range(players)) for players in (2, 3, 4)}
"""Per number of players and mover: the others in turn order (clockwise), then the mover."""


# ---------------------------------------------------------------------------------------------
# The rules object
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, repr=False)
class Cubeslyde(Game):
    """Rules of Cubeslyde. Every field is a rule option with its ``RULES.md`` ID.

    >>> game = Cubeslyde(players=2, level="expert", start_player=0)
    >>> state = game.initial_state()
    >>> state.stage, state.hand(4)
    ('1A', (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6))
    >>> state.play("W2@c4").to_move
    1
    """

    name: ClassVar[str] = "cubeslyde"
    title: ClassVar[str] = "Cubeslyde"
    rulebook: ClassVar[str] = "cubeslyde.de.txt"

    players: int = option(2, "CS-1", "Number of players, 2-4; it fixes the white blockers: "
                          "12 with 2 players, 6 with 3, none with 4.")
    level: str = option("expert", "CS-1", "Cube strengths: 'beginner' (all 1), 'intermediate' "
                        "(1,1,2,2,3,3) or 'expert' (1-6); the white sets follow the level.",
                        ("beginner", "intermediate", "expert"))
    teams: bool = option(False, "CS-11", "Team variant for 4 players: A+C against B+D.")
    start_player: int | None = option(None, "CS-12", "Who moves first: 0 = A, 1 = B, ...; "
                                      "None draws it with the seed of initial_state().")
    white_strengths: tuple[int, ...] | None = option(
        None, "CS-1", "Explicit strengths 1-6 of the white blockers (as many as there are "
        "whites); None: the sets of the missing players at the chosen level.")
    own_in_line: str = option("carried", "CS-4", "Own cubes in the pushed line: 'carried' "
                              "along, counting for neither side, or 'blocks' the push.",
                              ("carried", "blocks"))
    partner_cubes: str = option("defend", "CS-5", "Team variant: the partner's cubes in a "
                                "pushed line 'defend' like an opponent's, or count as 'own'.",
                                ("defend", "own"))
    line_wins: str = option("any", "CS-7", "Which four-in-a-row wins after a move: 'any' "
                            "remaining player's (mover first) or the 'mover_only'.",
                            ("any", "mover_only"))
    no_move: str = option("pass", "CS-9", "A player with no legal action: 'pass', or "
                          "'lose' (2 players: the other wins; 3-4: out as if eliminated, play "
                          "goes on; teams: its team loses).", ("pass", "lose"))
    turn_limit: int | None = option(None, "CS-10", "End the game as a draw after this many "
                                    "turns (not in the rulebook); None: no limit.")

    _roles: ClassVar[tuple[tuple[int, ...], ...]] = ()
    """Per player, per owner code: 1 if such a cube defends against the player, 0 if it is
    carried (CS-4, CS-5); set per game in ``__post_init__`` (not an option)."""
    _blocks: ClassVar[bool] = False
    """``own_in_line == "blocks"`` (CS-4), set in ``__post_init__``."""
    _turn_step: ClassVar[int] = 0
    """What an action adds to the turns played: 1 with a turn limit, else 0 (CS-10: turns
    are counted only when there is a limit), set in ``__post_init__``."""
    _last_turn: ClassVar[int] = 0
    """The turn limit (CS-10), or a number of turns never reached without one."""
    _plain: ClassVar[bool] = False
    """``line_wins="any"``, no teams and ``no_move="pass"``: after an action in which no
    cube fell only a new four in a row or the turn limit can end the game (see
    :func:`_settle`), set in ``__post_init__``."""
    _next_up: ClassVar[tuple[tuple[int, ...], ...]] = ()
    """Per set of players who are out (a bit each) and mover: the next player who is not
    out (rulebook: clockwise; CS-11: out players are skipped), set in ``__post_init__``."""

    def __post_init__(self) -> None:
        if not is_whole(self.players):
            raise OptionTypeError(Msg("core.option.whole", {"name": "players",
                                                            "value": repr(self.players)}))
        if self.players not in WHITE_COUNT:
            raise OptionError(Msg("cs.option.players", {"players": self.players}))
        if isinstance(self.level, str):     # German names and any case are read too
            level = self.level.strip().lower()
            level = LEVEL_ALIASES.get(level, level)
            if level in LEVELS:
                object.__setattr__(self, "level", level)
        check_declared(self)   # level, teams and the choices own_in_line ... no_move
        if self.teams and self.players != 4:
            raise OptionError(Msg("cs.option.teams", {"players": self.players}))
        check_start_player(self, none_means="draw it")
        count = WHITE_COUNT[self.players]
        if self.white_strengths is not None:
            whites = self.white_strengths
            if isinstance(whites, str) or not hasattr(whites, "__iter__"):
                raise OptionTypeError(Msg("cs.option.whites_type", {"value": repr(whites)}))
            whites = tuple(whites)
            if len(whites) != count or not all(is_whole(s) and 1 <= s <= 6 for s in whites):
                raise OptionError(Msg("cs.option.whites", {"value": repr(whites),
                                                           "count": count,
                                                           "players": self.players}))
            object.__setattr__(self, "white_strengths", whites)
        if self.partner_cubes != "defend" and not self.teams:
            raise OptionError(Msg("cs.option.partner_cubes",
                                  {"value": repr(self.partner_cubes)}))
        check_turn_limit(self)
        # derived tables (not fields: they follow from the options)
        roles = []
        for player in range(self.players):
            # 1: the cube counts as defence against ``player``; 0: it is carried (CS-4, CS-5)
            role = [1] * (WHITE + 1)
            role[player] = 0
            if self.teams and self.partner_cubes == "own":
                role[(player + 2) % 4] = 0
            roles.append(tuple(role))
        object.__setattr__(self, "_roles", tuple(roles))
        object.__setattr__(self, "_blocks", self.own_in_line == "blocks")
        object.__setattr__(self, "_turn_step", 0 if self.turn_limit is None else 1)
        object.__setattr__(self, "_last_turn", sys.maxsize if self.turn_limit is None
                           else self.turn_limit)
        object.__setattr__(self, "_plain", self.line_wins == "any" and not self.teams
                           and self.no_move == "pass")
        object.__setattr__(self, "_next_up", tuple(
            tuple(next((p for p in _AFTER[self.players][mover] if not out >> p & 1), -1)
                  for mover in range(self.players)) for out in range(16)))

    # --- derived facts ----------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return BOARD

    @property
    def player_set(self) -> tuple[int, ...]:
        """The strengths of each player's six cubes (rulebook *Schwierigkeitsstufen*)."""
        return LEVELS[self.level]

    @property
    def white_set(self) -> tuple[int, ...]:
        """The white blockers' strengths, sorted (CS-1: the missing players' sets, or the
        explicit ``white_strengths``)."""
        if self.white_strengths is not None:
            return tuple(sorted(self.white_strengths))
        missing = 4 - self.players
        return tuple(sorted(LEVELS[self.level] * missing))

    def cube_set(self, owner: int) -> tuple[int, ...]:
        """The sorted strengths an owner (player or :data:`WHITE`) starts with."""
        if owner == WHITE:
            return self.white_set
        return self.player_set if 0 <= owner < self.players else ()

    def team_of(self, player: int) -> tuple[int, ...]:
        """The players of ``player``'s team (CS-11: A+C and B+D), or just ``player``."""
        if not self.teams:
            return (player,)
        return (player % 2, player % 2 + 2)

    def partner(self, player: int) -> int | None:
        """The team partner (seats 1+3, 2+4: CS-11), None without teams."""
        return (player + 2) % 4 if self.teams else None

    def team_name(self, player: int) -> str:
        """``A+C`` for a team, else the player's letter."""
        return "+".join(self.player_name(p) for p in self.team_of(player))

    def owner_name(self, owner: int) -> str:
        """``A``-``D`` or ``W``."""
        return owner_letter(owner)

    # --- positions ----------------------------------------------------------------------------
    def initial_state(self, seed: int | None = None) -> CubeslydeState:
        """The empty board at the start of stage 1A (or 1B with 4 players).

        The start player is ``start_player`` if set; otherwise it is drawn with
        ``random.Random(seed)`` (RULES.md CS-12). Without a seed player A starts, so that
        notebooks are reproducible.
        """
        if self.start_player is not None:
            first = self.start_player
        elif seed is None:
            first = 0
        else:
            first = random.Random(seed).randrange(self.players)
        hands = tuple(self.cube_set(owner) for owner in range(WHITE + 1))
        return CubeslydeState(self, (0,) * CELLS, hands, _EMPTY5, 0, first, 0, None,
                              (0, 0, 0, 0, 0))

    def parse_state(self, text: str) -> CubeslydeState:
        """A position from its notation (see :mod:`cubekit.games.cubeslyde.notation`)."""
        from cubekit.games.cubeslyde.positions import build_state

        return build_state(self, text)


_EMPTY5: tuple[tuple[int, ...], ...] = ((), (), (), (), ())


def _add(strengths: tuple[int, ...], strength: int) -> tuple[int, ...]:
    return tuple(sorted((*strengths, strength)))


def _replace(groups: tuple[tuple[int, ...], ...], owner: int,
             value: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return (*groups[:owner], value, *groups[owner + 1:])


_NO_KEYS: list[int] = []
"""The keys of no push (shared: never changed)."""


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
class CubeslydeState(State):
    """A Cubeslyde position (immutable). See :mod:`.notation` for its text form.

    Reading it: :meth:`cube`, :meth:`cubes`, :meth:`hand`, :meth:`lost`, :meth:`on_board`,
    :meth:`is_out`, :attr:`stage`, :meth:`must_place`, :meth:`four_in_a_row`, :attr:`turn`.
    """

    move_types: ClassVar[tuple[type, ...]] = (Place, Push, Pass)

    __slots__ = ("_empty", "_keys", "_kinds", "_moves", "_outcome", "_plan", "_to_move", "cells",
                 "game", "hands", "lost_cubes", "masks", "out", "turn")

    game: Cubeslyde

    def __init__(self, game: Cubeslyde, cells: tuple[int, ...],
                 hands: tuple[tuple[int, ...], ...], lost: tuple[tuple[int, ...], ...],
                 out: int, to_move: int, turn: int, outcome: Outcome | None,
                 masks: tuple[int, ...] | None = None) -> None:
        self.game = game
        self.cells = cells            # 36 codes, owner << 3 | strength (0 = empty)
        self.hands = hands            # per owner code 0-4: strengths still to place
        self.lost_cubes = lost        # per owner code 0-4: strengths pushed off the board
        self.out = out                # bit p set: player p is out
        self._to_move = to_move
        self.turn = turn              # turns played; counted only with a turn limit (CS-10)
        self._outcome = outcome
        self._plan: tuple[Push, PushPlan] | None = None   # the last push checked (a cache)
        # per owner code 0-4 (players, then WHITE): the mask of the squares of its cubes, bit
        # i for index i (row * 6 + col); the rules keep them up to date move by move
        self.masks = owner_masks(cells) if masks is None else masks
        # What legal_moves() listed, made on first use, so that play() knows a listed move
        # without judging it again: the moves; the placements as the kinds of cube (a bit per
        # 8 * white + strength) on the empty squares (a mask); the sorted keys of the pushes.
        # Pass is listed when neither a placement nor a push is. (_kinds, _empty and _keys
        # are set, and read, only once _moves is.)
        self._moves: list[Place | Push | Pass] | None = None
        self._kinds: int
        self._empty: int
        self._keys: list[int]

    # --- reading the position -----------------------------------------------------------------
    def cube(self, square: Square | str) -> Cube | None:
        """The cube on a square (a square or its name), or None when it is empty."""
        if isinstance(square, str):
            square = BOARD.parse(square)
        code = self.cells[BOARD.index(square)]
        if not code:
            return None
        return self._cube(code)

    def cubes(self) -> dict[Square, Cube]:
        """Every cube on the board by square (index order)."""
        result = {}
        for i, code in enumerate(self.cells):
            if code:
                result[SQUARES[i]] = self._cube(code)
        return result

    def hand(self, owner: int) -> tuple[int, ...]:
        """Strengths an owner (player or :data:`WHITE`) still has to place, sorted."""
        return self.hands[owner]

    def lost(self, owner: int) -> tuple[int, ...]:
        """Strengths of the owner's cubes pushed off the board, sorted."""
        return self.lost_cubes[owner]

    def lost_count(self, owner: int) -> int:
        return len(self.lost_cubes[owner])

    def squares_of(self, owner: int) -> list[Square]:
        """Squares of the owner's cubes on the board (index order)."""
        return [SQUARES[i] for i, code in enumerate(self.cells) if code and code >> 3 == owner]

    def on_board(self, owner: int) -> int:
        """How many of the owner's cubes are on the board."""
        return self.masks[owner].bit_count()

    def is_out(self, player: int) -> bool:
        """True for a player who is out (CS-7, CS-9 option, CS-11); its turns are skipped."""
        return bool(self.out >> player & 1)

    @property
    def out_players(self) -> tuple[int, ...]:
        return tuple(p for p in range(self.game.players) if self.out >> p & 1)

    def remaining(self) -> list[int]:
        """The players still in the game, in seat order."""
        return [p for p in range(self.game.players) if not self.out >> p & 1]

    @property
    def stage(self) -> Stage:
        """``"1A"`` while whites are to be placed, ``"1B"`` while a remaining player still
        has cubes to place, else ``"2"`` (the pushing phase)."""
        return stage_of(self.game, self.hands, self.out)

    def must_place(self, player: int | None = None) -> bool:
        """CS-8: fewer than three own cubes on the board and cubes left to place."""
        p = self._to_move if player is None else player
        return bool(self.hands[p]) and self.on_board(p) < 3

    def four_in_a_row(self, player: int) -> tuple[Square, ...] | None:
        """The squares of a four-in-a-row of ``player`` (None if it has none, or is out)."""
        if self.out >> player & 1:
            return None
        run = run_in(self.masks[player])
        return None if run is None else tuple(SQUARES[i] for i in run)

    # --- the protocol -----------------------------------------------------------------------
    def legal_moves(self) -> list[Place | Push | Pass]:
        """Every legal action, in this order: places by (white, strength, square index), then
        pushes by (first square index, last square index, direction N, E, S, W); ``pass``
        alone when there is no other action (CS-9). Empty once the game is over. The move
        objects are made once and shared (:data:`.geometry.PUSHES`, ``PLACES``, ``PASS``)."""
        if self._outcome is not None:
            return []
        moves = self._moves
        if moves is None:
            moves = self._list()
        return moves.copy()

    def _list(self) -> list[Place | Push | Pass]:
        game, player, masks, hands = self.game, self._to_move, self.masks, self.hands
        moves: list[Place | Push | Pass] = []
        self._kinds = self._empty = 0
        self._keys = _NO_KEYS
        whites = hands[WHITE]
        hand = whites or hands[player]         # stage 1A: whites only (rulebook 1A)
        if hand:
            empty = ALL ^ (masks[0] | masks[1] | masks[2] | masks[3] | masks[4])
            kinds = 0
            for strength in sorted(set(hand)):
                kind = 8 + strength if whites else strength
                kinds |= 1 << kind
                rows = PLACE_ROWS[kind]
                moves += rows[0][empty & 63]
                moves += rows[1][empty >> 6 & 63]
                moves += rows[2][empty >> 12 & 63]
                moves += rows[3][empty >> 18 & 63]
                moves += rows[4][empty >> 24 & 63]
                moves += rows[5][empty >> 30]
            self._kinds, self._empty = kinds, empty
        if not whites and (not hand or masks[player].bit_count() >= 3):   # CS-8: must place
            keys = legal_pushes(self.cells, masks[player], player, game._roles[player],
                                game._blocks)
            if keys:
                keys.sort()
                moves += map(PUSH_MOVES.__getitem__, keys)
                self._keys = keys
        if not moves:
            moves.append(PASS)                 # CS-9
        self._moves = moves
        return moves

    def has_action(self, player: int | None = None) -> bool:
        """Whether a player (default: the one to move) has a legal action other than pass."""
        p = self._to_move if player is None else player
        return has_action_of(self.game, self.cells, self.masks, self.hands, p)

    def play(self, move: Any) -> CubeslydeState:
        # A move listed by legal_moves() of this very position is one of the shared move
        # objects and was judged legal while listing: play it without judging it again.
        if self._moves is not None:
            code = MOVE_CODES.get(id(move))
            if code is not None:
                if code >= PUSH_CODE:
                    key = code - PUSH_CODE
                    keys = self._keys
                    found = bisect_left(keys, key)
                    if found < len(keys) and keys[found] == key:
                        d = key & 3
                        first, last = divmod(key >> 2, CELLS)
                        # the back of the group: N and E push from the lower index
                        return self._push(first if d < 2 else last, d, None, None)
                else:
                    kind, index = divmod(code, CELLS)
                    if self._kinds >> kind & 1 and self._empty >> index & 1:
                        return self._place(kind, index, None)
            elif move is PASS and not self._kinds and not self._keys:
                return self._pass(None)
        result = super().play(move)
        assert isinstance(result, CubeslydeState)
        return result

    def parse_move(self, text: str) -> Place | Push | Pass:
        """A move from its notation: the shared move object (as ``legal_moves`` lists it)."""
        return shared(parse_move(text))

    def to_text(self) -> str:
        game = self.game
        result = None
        if self._outcome is not None:
            result = (self._outcome.reason, self._outcome.winners)
        return format_position(self.cells, self._to_move, self.stage, self.hands,
                               self.lost_cubes, self.out_players,
                               self.turn if game.turn_limit is not None else None, result)

    def _key(self) -> tuple[Any, ...]:
        return (self.game, self.cells, self.hands, self.lost_cubes, self.out, self._to_move,
                self.turn, self._outcome)

    # --- why a move is illegal ------------------------------------------------------------------
    def _illegal(self, move: Any) -> Msg | None:
        player = self._to_move
        name = self.game.player_name(player)
        if isinstance(move, Pass):
            if has_action_of(self.game, self.cells, self.masks, self.hands, player):
                return Msg("cs.illegal.pass", {"player": name,
                                               "rule": Msg("core.not_in_rulebook",
                                                           {"rule": "CS-9"})})
            return None
        if isinstance(move, Place):
            return self._illegal_place(move, player, name)
        plan = plan_push(self, move)   # the core's move gate has checked the fields
        if isinstance(plan, Msg):
            return plan
        self._plan = (move, plan)   # play() checks, then applies: work the push out once
        return None

    def _illegal_place(self, move: Place, player: int, name: str) -> Msg | None:
        if not is_square(move.square):
            return Msg("cs.illegal.off_board", {"square": square_text(move.square)})
        whites = self.hands[WHITE]
        # rulebook 1A: all whites first, then (1B) the own cubes
        if move.white and not whites:
            return Msg("cs.illegal.no_whites_left", {"player": name})
        if not move.white and whites:
            return Msg("cs.illegal.whites_first", {"player": name, "left": len(whites)})
        owner = WHITE if move.white else player
        hand = self.hands[owner]
        if not move.white and not hand:   # rulebook 1B / CS-8: all six placed, only pushes
            return Msg("cs.illegal.all_placed", {"player": name})
        if move.strength not in hand:     # CS-1, CS-2: one of the cubes still to place
            key = "cs.illegal.no_white_strength" if move.white else "cs.illegal.no_strength"
            rule = "CS-1, CS-2" if move.white else "CS-2"
            return Msg(key, {"player": name, "strength": move.strength,
                             "left": [str(s) for s in sorted(set(hand))],
                             "rule": Msg("core.not_in_rulebook", {"rule": rule})})
        code = self.cells[BOARD.index(move.square)]
        if code:                          # rulebook 1A, 1B: on a free square
            return Msg("cs.illegal.occupied", {"square": square_name(move.square),
                                               "cube": label(self._cube(code))})
        return None

    def plan(self, move: Push) -> PushPlan | Msg:
        """What ``move`` would do, or the reason it is illegal (rulebook *Phase 2*, CS-3 to
        CS-6; see :func:`.pushing.plan_push`). Also used by :meth:`explain`. A move whose
        fields do not hold what :class:`Push` declares gets the move gate's reason
        (:func:`cubekit.core.moves.field_problem`)."""
        if not isinstance(move, Push):
            return Msg("core.not_a_move", {"text": str(move)})
        problem = field_problem(move, BOARD)
        return problem if problem is not None else plan_push(self, move)

    def _cube(self, code: int) -> Cube:
        """The cube of a cell code, neutral for a white or (3-4 players) a cube of a player
        who is out (CS-7)."""
        return cube_of(code, self.game.players, self.out)

    # --- playing a move -------------------------------------------------------------------
    def _apply(self, move: Any, record: list[Step] | None) -> CubeslydeState:
        if isinstance(move, Pass):
            return self._pass(record)
        if isinstance(move, Place):
            return self._place((8 if move.white else 0) + move.strength,
                               BOARD.index(move.square), record)
        cached = self._plan
        plan = cached[1] if cached is not None and cached[0] is move else plan_push(self, move)
        assert isinstance(plan, PushPlan)
        return self._push(plan.group[0], plan.direction, record, plan)

    def _pass(self, record: list[Step] | None) -> CubeslydeState:
        game, player = self.game, self._to_move
        turn = self.turn + game._turn_step     # CS-10: every action counts (only with a limit)
        cells, hands, lost, masks = self.cells, self.hands, self.lost_cubes, self.masks
        if record is not None:
            after = CubeslydeState(game, cells, hands, lost, self.out, player, turn, None, masks)
            record.append(Step(after, Passed(player)))
        return _settle(game, cells, hands, lost, self.out, player, turn, 0, record, masks, 0)

    def _place(self, kind: int, index: int, record: list[Step] | None) -> CubeslydeState:
        """Place a cube of ``kind`` (``8 * white + strength``) on the square ``index``."""
        game, player = self.game, self._to_move
        turn = self.turn + game._turn_step     # CS-10: every action counts (only with a limit)
        owner = WHITE if kind >= 8 else player
        strength = kind & 7
        new = list(self.cells)
        new[index] = owner << 3 | strength
        cells = tuple(new)
        masks = list(self.masks)
        masks[owner] |= BITS[index]
        hands = list(self.hands)               # one cube of that strength less in the hand
        left = hands[owner]
        k = left.index(strength)
        hands[owner] = left[:k] + left[k + 1:]
        lost = self.lost_cubes
        if record is not None:
            after = CubeslydeState(game, cells, tuple(hands), lost, self.out, player, turn,
                                   None, tuple(masks))
            square = SQUARES[index]
            record.append(Step(after, self._placed(Place(strength, square, owner == WHITE),
                                                   owner, after), frozenset({square})))
        return _settle(game, cells, tuple(hands), lost, self.out, player, turn, 0, record,
                       tuple(masks), 1 << owner)

    def _push(self, back: int, d: int, record: list[Step] | None,
              plan: PushPlan | None) -> CubeslydeState:
        """Push the run that starts with the own cube on ``back`` one square towards ``d``:
        the group and the line in front of it up to the first empty square, or the edge,
        where the last cube falls off (rulebook *Phase 2*). ``plan`` tells the steps."""
        game, player = self.game, self._to_move
        turn = self.turn + game._turn_step     # CS-10: every action counts (only with a limit)
        ahead, toggle = NEXT[d], TOGGLE[d]
        new = list(self.cells)
        masks = list(self.masks)
        carry = fallen = changed = 0
        j = back
        while True:
            code = new[j]
            new[j] = carry
            if not code:
                break
            masks[code >> 3] ^= toggle[j]
            changed |= 1 << (code >> 3)
            carry = code
            j = ahead[j]
            if j < 0:
                fallen = code
                break
        cells = tuple(new)
        lost = self.lost_cubes
        if fallen:   # CS-7 step 1: the cube pushed off is removed and counts as lost
            owner = fallen >> 3
            lost = _replace(lost, owner, _add(lost[owner], fallen & 7))
        hands, done = self.hands, tuple(masks)
        if record is not None:
            assert plan is not None
            after = CubeslydeState(game, cells, hands, lost, self.out, player, turn, None, done)
            self._record_push(record, after, plan, fallen)
        return _settle(game, cells, hands, lost, self.out, player, turn, fallen, record, done,
                       changed)

    # --- what happened: the events of an explained action ---------------------------------
    def _placed(self, move: Place, owner: int, after: CubeslydeState) -> Placed:
        player = self._to_move
        must = not move.white and self.must_place(player)
        return Placed(player, Cube(owner, move.strength, move.white), move.square, must,
                      self.on_board(player), len(after.hands[owner]), after.stage)

    def _record_push(self, record: list[Step], after: CubeslydeState, plan: PushPlan,
                     fallen: int) -> None:
        cells, cube, player = self.cells, self._cube, self._to_move
        d = plan.direction
        record.append(Step(after, Pushed(
            player, Direction[DIRECTIONS[d]],
            tuple(SQUARES[i] for i in plan.group), tuple(cube(cells[i]) for i in plan.group),
            tuple(SQUARES[i] for i in plan.line), tuple(cube(cells[i]) for i in plan.line),
            plan.strength, plan.defence, tuple(SQUARES[i] for i in plan.carried),
            tuple(SQUARES[i] for i in plan.defenders), plan.falls, self.game.partner(player),
            left_behind(self.cells, self._to_move, plan)),
            frozenset(SQUARES[i] for i in plan.group + plan.line)))
        if fallen:
            edge = plan.line[-1]
            record.append(Step(after, Fell(player, cube(fallen), SQUARES[edge], beyond(edge, d),
                                           len(after.lost_cubes[fallen >> 3])),
                               frozenset({SQUARES[edge]})))


def stage_of(game: Cubeslyde, hands: tuple[tuple[int, ...], ...], out: int) -> Stage:
    """The stage: ``1A`` while whites are in hand, ``1B`` while a remaining player has cubes
    to place, else ``2`` (rulebook *Phase 1*, *Phase 2*)."""
    if hands[WHITE]:
        return "1A"
    if any(hands[p] for p in range(game.players) if not out >> p & 1):
        return "1B"
    return "2"


def has_action_of(game: Cubeslyde, cells: tuple[int, ...], masks: tuple[int, ...],
                  hands: tuple[tuple[int, ...], ...], player: int) -> bool:
    """Whether ``player`` could act (place or push) in this position (CS-9)."""
    if hands[WHITE] or hands[player]:
        return True   # 24 cubes on 36 squares: a free square always exists to place on
    return bool(legal_pushes(cells, masks[player], player, game._roles[player], game._blocks))


# ---------------------------------------------------------------------------------------------
# After every action: RULES.md CS-7 (and CS-9 to CS-11)
# ---------------------------------------------------------------------------------------------
def _settle(game: Cubeslyde, cells: tuple[int, ...], hands: tuple[tuple[int, ...], ...],
            lost: tuple[tuple[int, ...], ...], out: int, mover: int, turn: int, fallen: int,
            record: list[Step] | None, masks: tuple[int, ...], changed: int) -> CubeslydeState:
    """Everything that follows an action, in the order of RULES.md CS-7, then CS-10 and the
    next player (CS-9, CS-11). ``fallen`` is the code of the cube pushed off (0: none); it
    has already been removed and counted as lost (CS-7 step 1); ``turn`` already counts the
    action; ``masks`` are the squares of each owner (:attr:`CubeslydeState.masks`);
    ``changed`` are the owners (a bit each) whose cubes moved or were placed: with
    ``line_wins="any"`` only they can have a new four in a row (see :func:`.ending.ending`)."""
    if not fallen and game._plain:
        # the usual case, decided at once: no cube fell, so nobody is out now (step 2) and
        # the players left are still more than one (step 4); with line_wins="any", no teams
        # and no_move="pass" (CS-9) only a four in a row of a player whose cubes moved or
        # were placed (step 3) or the turn limit (CS-10) ends the game
        lines = changed & ~out & ALL_LINES
        if not (lines and has_line(masks, lines)) and turn < game._last_turn:
            return CubeslydeState(game, cells, hands, lost, out, game._next_up[out][mover],
                                  turn, None, masks)
    eliminated = None
    if fallen:                                                                  # step 2
        out, eliminated = fallen_owner_out(game, cells, masks, hands, lost, out, fallen)
    lines = changed & ALL_LINES if game.line_wins == "any" else ALL_LINES
    end = ending(game, masks, lost, out, mover, turn, lines)                    # steps 2-4
    outcome = None if end is None else make_outcome(game, end.reason, end.winners, mover)
    if record is not None and (eliminated is not None or end is not None):
        after = CubeslydeState(game, cells, hands, lost, out, mover, turn, None, masks)
        _record_settle(record, after, eliminated, end, outcome)
    if outcome is not None:
        return CubeslydeState(game, cells, hands, lost, out, mover, turn, outcome, masks)
    return _next_player(game, cells, hands, lost, out, mover, turn, record, masks)


def _record_settle(record: list[Step], after: CubeslydeState,
                   eliminated: Eliminated | OutOfCubes | None, end: Ending | None,
                   outcome: Outcome | None) -> None:
    """The steps of :func:`_settle`: who is out, and how the game ended (``after``: the
    position, without an outcome yet)."""
    game, mover = after.game, after.to_move

    def note(event: Event, result: Outcome | None, highlight: frozenset[Square]) -> None:
        record.append(Step(CubeslydeState(game, after.cells, after.hands, after.lost_cubes,
                                          after.out, mover, after.turn, result, after.masks),
                           event, highlight))

    if eliminated is not None:
        # with two players the elimination itself ends the game (rulebook Ausscheiden), unless
        # the same action made a four in a row: CS-7 looks at that first (step 3 before 4)
        ends_here = isinstance(eliminated, Eliminated) and eliminated.winner is not None
        if ends_here and end is not None and end.reason == "four_in_a_row":
            assert isinstance(eliminated, Eliminated)
            eliminated, ends_here = replace(eliminated, line_first=True), False
        neutral = eliminated.neutral if isinstance(eliminated, Eliminated) else ()
        note(eliminated, outcome if ends_here else None, frozenset(neutral))
    if end is not None:
        told = ending_event(game, end, mover, after.out, after.turn)
        if told is not None:
            note(told, outcome, frozenset(SQUARES[i] for i in end.run))


def _next_player(game: Cubeslyde, cells: tuple[int, ...], hands: tuple[tuple[int, ...], ...],
                 lost: tuple[tuple[int, ...], ...], out: int, mover: int, turn: int,
                 record: list[Step] | None, masks: tuple[int, ...]) -> CubeslydeState:
    """The next player who is not out (rulebook: clockwise; CS-11: out players are skipped),
    who must have a legal action under the CS-9 option ``no_move="lose"``."""
    players = game.players
    for candidate in _AFTER[players][mover]:
        if out >> candidate & 1:
            continue
        if game.no_move == "pass" or has_action_of(game, cells, masks, hands, candidate):
            return CubeslydeState(game, cells, hands, lost, out, candidate, turn, None, masks)
        # CS-9 option "lose": a player with no legal action loses (or is out)
        out, outcome, event = stuck_player_out(game, cells, out, mover, candidate)
        state = CubeslydeState(game, cells, hands, lost, out, mover, turn, outcome, masks)
        if record is not None:
            highlight = frozenset(event.neutral) if isinstance(event, NoActionOut) else frozenset()
            record.append(Step(state, event, highlight))
        if outcome is not None:
            return state
    raise AssertionError("no player left to move")  # pragma: no cover  # internal: see loop


__all__ = ["BOARD", "LEVELS", "PLAYER_LETTERS", "WHITE", "WHITE_COUNT", "Cube", "Cubeslyde",
           "CubeslydeState", "Pass", "Place", "Push", "PushPlan", "make_outcome"]
