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
in a hand or lost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.game import Game, NotationError, Outcome, State, Step, option
from cubekit.core.grid import Board, Direction, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import position_turn, square_describer
from cubekit.core.options import check_declared, check_start_player, check_turn_limit, is_whole
from cubekit.games.cubeslyde import messages  # noqa: F401  (registers the texts)
from cubekit.games.cubeslyde.notation import (
    PLAYER_LETTERS,
    SIZE,
    WHITE,
    Pass,
    Place,
    Push,
    cube_text,
    format_position,
    owner_letter,
    parse_move,
    parse_position,
)

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

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
DIRECTIONS = ("N", "E", "S", "W")
_VECTORS = ((0, 1), (1, 0), (0, -1), (-1, 0))
_OPPOSITE = (2, 3, 0, 1)
_SQUARES: tuple[Square, ...] = tuple((i % SIZE, i // SIZE) for i in range(CELLS))


NEXT = BOARD.step_table(_VECTORS)
"""``NEXT[d][i]``: the index of the square next to ``i`` in direction ``d`` (N, E, S, W), or
-1 beyond the edge."""

# Four-in-a-row windows as bit operations on a mask of one player's squares (bit = index):
# a set bit in ``m & m >> k & m >> 2k & m >> 3k`` marks the first of four squares in a row.
_COLS_0_2 = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(3))
_COLS_3_5 = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(3, SIZE))
_LINE_STEPS = ((1, _COLS_0_2, (1, 0)), (SIZE, (1 << CELLS) - 1, (0, 1)),
               (SIZE + 1, _COLS_0_2, (1, 1)), (SIZE - 1, _COLS_3_5, (-1, 1)))


def _push_key(first: int, last: int, d: int) -> int:
    return (first * CELLS + last) * 4 + d


def _make_tables() -> tuple[list[Push | None], list[Place]]:
    pushes: list[Push | None] = [None] * (CELLS * CELLS * 4)
    for i in range(CELLS):
        for d in range(4):
            pushes[_push_key(i, i, d)] = Push(_SQUARES[i], _SQUARES[i], DIRECTIONS[d])
            j = i
            while True:   # groups along their own line (CS-3), head i, tail j
                j = NEXT[_OPPOSITE[d]][j]
                if j < 0:
                    break
                a, b = min(i, j), max(i, j)
                pushes[_push_key(a, b, d)] = Push(_SQUARES[a], _SQUARES[b], DIRECTIONS[d])
    places = [Place(s, _SQUARES[i], white) for white in (False, True) for s in range(8)
              for i in range(CELLS)]
    return pushes, places


_PUSHES, _PLACES = _make_tables()


@dataclass(frozen=True)
class Cube:
    """A cube on the board: its ``owner`` (player 0-3, or :data:`WHITE` = 4), ``strength``
    and whether it is ``neutral`` (a white, or a cube of a player who is out: CS-7)."""

    owner: int
    strength: int
    neutral: bool = False

    @property
    def is_white(self) -> bool:
        return self.owner == WHITE

    def __str__(self) -> str:
        return cube_text(self.owner, self.strength)


@dataclass(frozen=True)
class PushPlan:
    """What a legal push does, worked out before it is played (see ``CubeslydeState.plan``).

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
    no_move: str = option("pass", "CS-9", "A player with no legal action: 'pass' or 'lose'.",
                          ("pass", "lose"))
    turn_limit: int | None = option(None, "CS-10", "End the game as a draw after this many "
                                    "turns (not in the rulebook); None: no limit.")

    _roles: ClassVar[tuple[tuple[int, ...], ...]] = ()
    """Per player, per owner code: 1 if such a cube defends against the player, 0 if it is
    carried (CS-4, CS-5); set per game in ``__post_init__`` (not an option)."""

    def __post_init__(self) -> None:
        if not is_whole(self.players):
            raise TypeError(f"players must be a whole number, got {self.players!r}")
        if self.players not in WHITE_COUNT:
            raise ValueError(f"{self.players} players is not allowed: expected 2, 3 or 4 "
                             "(rulebook, introduction)")
        if isinstance(self.level, str):     # German names and any case are read too
            level = self.level.strip().lower()
            level = LEVEL_ALIASES.get(level, level)
            if level in LEVELS:
                object.__setattr__(self, "level", level)
        check_declared(self)   # level, teams and the choices own_in_line ... no_move
        if self.teams and self.players != 4:
            raise ValueError("the team variant needs 4 players (rulebook, Team-Variante; "
                             "RULES.md CS-11)")
        check_start_player(self, none_means="draw it")
        count = WHITE_COUNT[self.players]
        if self.white_strengths is not None:
            whites = self.white_strengths
            if isinstance(whites, str) or not hasattr(whites, "__iter__"):
                raise TypeError(f"white_strengths must be a sequence of strengths, got "
                                f"{whites!r}")
            whites = tuple(whites)
            if len(whites) != count or not all(is_whole(s) and 1 <= s <= 6 for s in whites):
                raise ValueError(f"white_strengths {whites!r} does not fit: expected {count} "
                                 f"strengths from 1 to 6 for {self.players} players "
                                 "(RULES.md CS-1)")
            object.__setattr__(self, "white_strengths", whites)
        if self.partner_cubes != "defend" and not self.teams:
            raise ValueError("partner_cubes only applies to the team variant (RULES.md CS-5): "
                             "set teams=True with players=4, or leave it 'defend'")
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
        return CubeslydeState(self, (0,) * CELLS, hands, _EMPTY5, 0, first, 0, None)

    def parse_state(self, text: str) -> CubeslydeState:
        """A position from its notation (see :mod:`cubekit.games.cubeslyde.notation`)."""
        return _build_state(self, text)


_EMPTY5: tuple[tuple[int, ...], ...] = ((), (), (), (), ())


def _remove(strengths: tuple[int, ...], strength: int) -> tuple[int, ...]:
    k = strengths.index(strength)
    return strengths[:k] + strengths[k + 1:]


def _add(strengths: tuple[int, ...], strength: int) -> tuple[int, ...]:
    return tuple(sorted((*strengths, strength)))


def _replace(groups: tuple[tuple[int, ...], ...], owner: int,
             value: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return (*groups[:owner], value, *groups[owner + 1:])


def _name(index: int) -> str:
    return square_name(_SQUARES[index])


def _beyond(index: int, d: int) -> Square:
    """The square one step past ``index`` in direction ``d``, possibly off the board."""
    col, row = _SQUARES[index]
    return (col + _VECTORS[d][0], row + _VECTORS[d][1])


def _pushes(cells: tuple[int, ...], player: int, role: tuple[int, ...],
            blocks: bool) -> list[int]:
    """Keys of every legal push of ``player`` (rulebook *Phase 2*; CS-3, CS-4, CS-6).

    For each direction, only a cube whose square in front is on the board and holds no own
    cube can be the head of a push (CS-3); the group behind it grows one own cube at a time,
    adding its strength, and is legal once its strength reaches the defence of the line.
    """
    keys = []
    for i in range(CELLS):
        code = cells[i]
        if not code or code >> 3 != player:
            continue
        for d in range(4):
            ahead = NEXT[d]
            front = ahead[i]
            if front < 0:
                continue            # the square in front is off the board
            defence = 0
            j = front
            code_j = cells[j]
            if code_j:
                if code_j >> 3 == player:
                    continue        # own cube in front: include it in the group (CS-3)
                ok = True
                while code_j:
                    if role[code_j >> 3]:
                        defence += code_j & 7
                    elif blocks:
                        ok = False  # CS-4 option "blocks"
                        break
                    j = ahead[j]
                    if j < 0:
                        break
                    code_j = cells[j]
                if not ok:
                    continue
            strength = code & 7
            back = i
            behind = NEXT[_OPPOSITE[d]]
            while True:
                if strength >= defence:   # CS-6: equal is allowed
                    keys.append((min(back, i) * CELLS + max(back, i)) * 4 + d)
                back = behind[back]
                if back < 0:
                    break
                code_b = cells[back]
                if not code_b or code_b >> 3 != player:
                    break
                strength += code_b & 7
    return keys


def _masks(cells: tuple[int, ...]) -> list[int]:
    """Bit masks of the squares of each owner code 0-4 (bit ``i`` = index ``i``)."""
    masks = [0, 0, 0, 0, 0]
    for i in range(CELLS):
        code = cells[i]
        if code:
            masks[code >> 3] |= 1 << i
    return masks


def _run_in(mask: int) -> tuple[int, ...] | None:
    """The first run of four or more squares of ``mask`` in a row, column or diagonal (as
    indices from the lower end), or None (rulebook *Viererkette*)."""
    if mask.bit_count() < 4:
        return None
    for step, valid, (dc, dr) in _LINE_STEPS:
        starts = mask & (mask >> step) & (mask >> 2 * step) & (mask >> 3 * step) & valid
        if starts:
            first = (starts & -starts).bit_length() - 1
            col, row = _SQUARES[first]
            run = []
            while 0 <= col < SIZE and 0 <= row < SIZE and mask >> (row * SIZE + col) & 1:
                run.append(row * SIZE + col)
                col, row = col + dc, row + dr
            return tuple(run)
    return None


def _line_of(cells: tuple[int, ...], owner: int) -> tuple[int, ...] | None:
    """The first four-or-more run of ``owner``'s cubes, or None."""
    return _run_in(_masks(cells)[owner])


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
class CubeslydeState(State):
    """A Cubeslyde position (immutable). See :mod:`.notation` for its text form.

    Reading it: :meth:`cube`, :meth:`cubes`, :meth:`hand`, :meth:`lost`, :meth:`on_board`,
    :meth:`is_out`, :attr:`stage`, :meth:`must_place`, :meth:`four_in_a_row`, :attr:`turn`.
    """

    move_types: ClassVar[tuple[type, ...]] = (Place, Push, Pass)

    __slots__ = ("_outcome", "_plan", "_to_move", "cells", "game", "hands", "lost_cubes", "out",
                 "turn")

    game: Cubeslyde

    def __init__(self, game: Cubeslyde, cells: tuple[int, ...],
                 hands: tuple[tuple[int, ...], ...], lost: tuple[tuple[int, ...], ...],
                 out: int, to_move: int, turn: int, outcome: Outcome | None) -> None:
        self.game = game
        self.cells = cells            # 36 codes, owner << 3 | strength (0 = empty)
        self.hands = hands            # per owner code 0-4: strengths still to place
        self.lost_cubes = lost        # per owner code 0-4: strengths pushed off the board
        self.out = out                # bit p set: player p is out
        self._to_move = to_move
        self.turn = turn              # turns played; counted only with a turn limit (CS-10)
        self._outcome = outcome
        self._plan: tuple[Push, PushPlan] | None = None   # the last push checked (a cache)

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
                result[_SQUARES[i]] = self._cube(code)
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
        return [_SQUARES[i] for i, code in enumerate(self.cells) if code and code >> 3 == owner]

    def on_board(self, owner: int) -> int:
        """How many of the owner's cubes are on the board."""
        return sum(1 for code in self.cells if code and code >> 3 == owner)

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
    def stage(self) -> str:
        """``"1A"`` while whites are to be placed, ``"1B"`` while a remaining player still
        has cubes to place, else ``"2"`` (the pushing phase)."""
        return _stage(self.game, self.hands, self.out)

    def must_place(self, player: int | None = None) -> bool:
        """CS-8: fewer than three own cubes on the board and cubes left to place."""
        p = self._to_move if player is None else player
        return bool(self.hands[p]) and self.on_board(p) < 3

    def four_in_a_row(self, player: int) -> tuple[Square, ...] | None:
        """The squares of a four-in-a-row of ``player`` (None if it has none, or is out)."""
        if self.out >> player & 1:
            return None
        run = _line_of(self.cells, player)
        return None if run is None else tuple(_SQUARES[i] for i in run)

    # --- the protocol -----------------------------------------------------------------------
    def legal_moves(self) -> list[Place | Push | Pass]:
        """Every legal action, in this order: places by (white, strength, square index), then
        pushes by (first square index, last square index, direction N, E, S, W); ``pass``
        alone when there is no other action (CS-9). Empty once the game is over."""
        if self._outcome is not None:
            return []
        game, cells, player = self.game, self.cells, self._to_move
        moves: list[Place | Push | Pass] = []
        whites = self.hands[WHITE]
        empty = [i for i in range(CELLS) if not cells[i]]
        if whites:                             # stage 1A: whites only (rulebook 1A)
            for strength in sorted(set(whites)):
                base = (8 + strength) * CELLS
                moves.extend(_PLACES[base + i] for i in empty)
            return moves
        hand = self.hands[player]
        if hand:
            for strength in sorted(set(hand)):
                base = strength * CELLS
                moves.extend(_PLACES[base + i] for i in empty)
            if sum(1 for code in cells if code and code >> 3 == player) < 3:
                return moves                   # CS-8: must place
        keys = _pushes(cells, player, game._roles[player],
                       game.own_in_line == "blocks")
        keys.sort()
        pushes = _PUSHES
        for key in keys:
            found = pushes[key]
            assert found is not None
            moves.append(found)
        if not moves:
            moves.append(Pass())               # CS-9
        return moves

    def has_action(self, player: int | None = None) -> bool:
        """Whether a player (default: the one to move) has a legal action other than pass."""
        p = self._to_move if player is None else player
        return _has_action(self.game, self.cells, self.hands, p)

    def parse_move(self, text: str) -> Place | Push | Pass:
        return parse_move(text)

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
            if _has_action(self.game, self.cells, self.hands, player):
                return Msg("cs.illegal.pass", {"player": name,
                                               "rule": Msg("core.not_in_rulebook",
                                                           {"rule": "CS-9"})})
            return None
        if isinstance(move, Place):
            return self._illegal_place(move, player, name)
        plan = self.plan(move)
        if isinstance(plan, Msg):
            return plan
        self._plan = (move, plan)   # play() checks, then applies: work the push out once
        return None

    def _illegal_place(self, move: Place, player: int, name: str) -> Msg | None:
        if not _on_board(move.square):
            return Msg("cs.illegal.off_board", {"square": _square_text(move.square)})
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
            return Msg(key, {"player": name, "strength": move.strength,
                             "left": [str(s) for s in sorted(set(hand))]})
        code = self.cells[BOARD.index(move.square)]
        if code:                          # rulebook 1A, 1B: on a free square
            return Msg("cs.illegal.occupied", {"square": square_name(move.square),
                                               "cube": self._label(code)})
        return None

    def plan(self, move: Push) -> PushPlan | Msg:
        """What ``move`` would do, or the reason it is illegal (rulebook *Phase 2*, CS-3 to
        CS-6). Also used by :meth:`explain`."""
        game, cells, player = self.game, self.cells, self._to_move
        name = game.player_name(player)
        if self.hands[WHITE]:             # rulebook 1A: nobody pushes yet
            return Msg("cs.illegal.push_in_1a", {"player": name})
        if self.must_place(player):       # rulebook 1B, CS-8
            return Msg("cs.illegal.must_place", {"player": name,
                                                 "count": self.on_board(player)})
        for square in (move.first, move.last):
            if not _on_board(square):
                return Msg("cs.illegal.off_board", {"square": _square_text(square)})
        if move.direction not in ("N", "E", "S", "W", "NE", "SE", "SW", "NW"):
            return Msg("core.not_a_move", {"text": str(move)})
        (c1, r1), (c2, r2) = move.first, move.last
        if c1 != c2 and r1 != r2:         # Phase 2, CS-3: a group is a straight run
            return Msg("cs.illegal.not_straight", {"first": square_name(move.first),
                                                   "last": square_name(move.last)})
        squares = move.squares
        indices = [BOARD.index(sq) for sq in squares]
        for index in (indices[0], indices[-1]):   # Phase 2: only own cubes are pushed
            code = cells[index]
            if not code or code >> 3 != player:
                if not code:
                    return Msg("cs.illegal.empty_square", {"square": _name(index),
                                                           "player": name})
                return Msg("cs.illegal.not_your_cube", {
                    "square": _name(index), "cube": self._label(code), "player": name})
        for index in indices[1:-1]:       # Phase 2, CS-3: without gaps or other cubes
            code = cells[index]
            if not code or code >> 3 != player:
                what = (Msg("cs.what.empty", {"square": _name(index)}) if not code else
                        Msg("cs.what.holds", {"square": _name(index),
                                              "cube": self._label(code)}))
                return Msg("cs.illegal.not_contiguous", {"group": _group_text(move),
                                                         "player": name, "what": what})
        if len(move.direction) == 2:      # Phase 2: never diagonally
            return Msg("cs.illegal.diagonal", {"direction": move.direction})
        d = DIRECTIONS.index(move.direction)
        if len(indices) > 1 and (c1 == c2) != (d in (0, 2)):   # Phase 2, CS-3: along its line
            along = Msg("cs.dirs.row") if r1 == r2 else Msg("cs.dirs.column")
            return Msg("cs.illegal.across", {"group": _group_text(move), "along": along,
                                             "direction": Msg(f"cs.dir.{move.direction}")})
        head = indices[-1]
        front = NEXT[d][head]
        if front < 0:
            # Phase 2: the square in front must be free or hold cubes that can be pushed away;
            # beyond the edge there is no square (a group never pushes itself off the board)
            return Msg("cs.illegal.edge", {"square": _name(head),
                                           "direction": Msg(f"cs.dir.{move.direction}")})
        code = cells[front]
        if code and code >> 3 == player:
            # CS-3: the push must include every own cube up to the first other square
            end = front
            while NEXT[d][end] >= 0 and cells[NEXT[d][end]] and \
                    cells[NEXT[d][end]] >> 3 == player:
                end = NEXT[d][end]
            a, b = sorted((indices[0], end))
            suggestion = str(_PUSHES[_push_key(a, b, d)])
            return Msg("cs.illegal.own_in_front", {
                "square": _name(front), "cube": self._label(code), "player": name,
                "suggestion": suggestion})
        role = game._roles[player]
        line: list[int] = []
        carried: list[int] = []
        defenders: list[int] = []
        defence = 0
        j = front
        # CS-4: the line runs to the first empty square or the edge; opponents', whites' and
        # neutral cubes defend (and the partner's: CS-5), own ones are carried
        while j >= 0 and cells[j]:
            code = cells[j]
            line.append(j)
            if role[code >> 3]:
                defenders.append(j)
                defence += code & 7
            else:
                carried.append(j)
            j = NEXT[d][j]
        falls = bool(line) and j < 0
        if carried and game.own_in_line == "blocks":
            return Msg("cs.illegal.own_blocks", {
                "square": _name(carried[0]), "cube": self._label(cells[carried[0]]),
                "rule": Msg("cs.option_of", {"rule": "CS-4"})})
        strength = sum(cells[i] & 7 for i in indices)   # *Eigene Schiebestärke*
        if strength < defence:            # CS-6: at least the defence; equal is a tie push
            return Msg("cs.illegal.too_weak", {
                "strength": strength, "defence": defence,
                "group": "+".join(cube_text(player, cells[i] & 7) for i in indices),
                "line": self._labels([cells[i] for i in defenders])})
        return PushPlan(d, tuple(indices), tuple(line), strength, defence, tuple(carried),
                        tuple(defenders), falls)

    def _label(self, code: int) -> str | Msg:
        """A cube's name for a message rendered later: ``B4``, or a message for a neutral
        cube of a player who is out (so that it is put into words in the asked language)."""
        owner = code >> 3
        text = cube_text(owner, code & 7)
        if owner != WHITE and self.out >> owner & 1:
            return Msg("cs.cube.neutral", {"cube": text})
        return text

    def _labels(self, codes: list[int]) -> str | Msg:
        """Several cubes' names joined with "and" in the asked language."""
        labels = [self._label(code) for code in codes]
        if len(labels) == 1:
            return labels[0]
        return Msg(f"cs.cubes.{len(labels)}", {f"c{i}": label for i, label in enumerate(labels)})

    def _cube_label(self, code: int, language: str | None = None) -> str:
        owner = code >> 3
        text = cube_text(owner, code & 7)
        if owner != WHITE and self.out >> owner & 1:
            return Msg("cs.cube.neutral", {"cube": text}).text(language)
        return text

    # --- playing a move -------------------------------------------------------------------
    def _apply(self, move: Any, record: list[Step] | None, language: str) -> CubeslydeState:
        game = self.game
        player = self._to_move
        cells, hands, lost = self.cells, self.hands, self.lost_cubes
        # CS-10: turns are counted (every action, a pass too) only when there is a limit
        turn = self.turn + 1 if game.turn_limit is not None else 0
        fallen = 0
        if isinstance(move, Pass):
            if record is not None:
                after = CubeslydeState(game, cells, hands, lost, self.out, player, turn, None)
                record.append(Step(after, "pass", Msg("cs.step.pass", {
                    "player": game.player_name(player),
                    "rule": Msg("core.not_in_rulebook", {"rule": "CS-9"})}).text(language),
                    data={"player": player}))
        elif isinstance(move, Place):
            owner = WHITE if move.white else player
            index = BOARD.index(move.square)
            new = list(cells)
            new[index] = owner << 3 | move.strength
            must = (not move.white) and self.must_place(player)
            cells = tuple(new)
            hands = _replace(hands, owner, _remove(hands[owner], move.strength))
            if record is not None:
                after = CubeslydeState(game, cells, hands, lost, self.out, player, turn, None)
                record.append(self._place_step(after, move, owner, must, language))
        else:
            cached = self._plan
            plan = cached[1] if cached is not None and cached[0] is move else self.plan(move)
            assert isinstance(plan, PushPlan)
            d = plan.direction
            ahead = NEXT[d]
            sequence = plan.group + plan.line
            new = list(cells)
            if plan.falls:
                fallen = new[sequence[-1]]
            for index in reversed(sequence):
                target = ahead[index]
                if target >= 0:
                    new[target] = new[index]
            new[sequence[0]] = 0
            cells = tuple(new)
            if fallen:
                owner = fallen >> 3
                lost = _replace(lost, owner, _add(lost[owner], fallen & 7))
            if record is not None:
                after = CubeslydeState(game, cells, hands, lost, self.out, player, turn, None)
                self._push_steps(record, after, plan, fallen, language)
        return _settle(game, cells, hands, lost, self.out, player, turn, fallen, record,
                       language)

    # --- explanations -------------------------------------------------------------------------
    def _place_step(self, after: CubeslydeState, move: Place, owner: int, must: bool,
                    language: str) -> Step:
        game = self.game
        player = self._to_move
        name = game.player_name(player)
        cube = cube_text(owner, move.strength)
        choice = Msg("core.not_in_rulebook", {"rule": "CS-2"})
        if move.white:
            left = len(after.hands[WHITE])
            parts = [Msg("cs.step.place_white", {"player": name, "cube": cube,
                                                 "square": square_name(move.square),
                                                 "rule": choice})]
            if left:
                parts.append(Msg("cs.step.whites_left", {"left": left}))
            else:
                parts.append(Msg("cs.step.stage_1b"))
        else:
            left = len(after.hands[player])
            parts = [Msg("cs.step.place", {"player": name, "cube": cube,
                                           "square": square_name(move.square),
                                           "rule": choice})]
            if must:
                parts.append(Msg("cs.step.had_to_place", {"player": name,
                                                          "count": self.on_board(player)}))
            if left:
                parts.append(Msg("cs.step.left_to_place", {"player": name, "left": left}))
            else:
                parts.append(Msg("cs.step.all_placed", {"player": name}))
        text = " ".join(part.text(language) for part in parts)
        return Step(after, "place", text, frozenset({move.square}), (),
                    {"square": move.square, "strength": move.strength,
                     "owner": owner, "white": move.white, "must_place": must})

    def _push_steps(self, record: list[Step], after: CubeslydeState, plan: PushPlan,
                    fallen: int, language: str) -> None:
        game, cells = self.game, self.cells
        player = self._to_move
        name = game.player_name(player)
        d = plan.direction
        direction = Msg(f"cs.dir.{DIRECTIONS[d]}")
        group_cubes = "+".join(self._cube_label(cells[i], language) for i in plan.group)
        group_squares = _span(plan.group)
        many = len(plan.group) > 1
        parts: list[Msg] = []
        if not plan.line:
            key = "cs.step.push_free_group" if many else "cs.step.push_free"
            parts.append(Msg(key, {"cubes": group_cubes, "squares": group_squares,
                                   "direction": direction,
                                   "front": _name(NEXT[d][plan.group[-1]])}))
        else:
            key = "cs.step.push_line_group" if many else "cs.step.push_line"
            verdict = (Msg("cs.step.tie") if plan.strength == plan.defence else
                       Msg("cs.step.stronger", {"strength": plan.strength,
                                                "defence": plan.defence}))
            parts.append(Msg(key, {
                "cubes": group_cubes, "squares": group_squares, "direction": direction,
                "strength": plan.strength,
                "line": ", ".join(self._cube_label(cells[i], language) for i in plan.line),
                "line_squares": _span(plan.line), "defence": plan.defence,
                "verdict": verdict}))
            own = [i for i in plan.carried if cells[i] >> 3 == player]
            partner = [i for i in plan.carried if cells[i] >> 3 != player]
            if own:
                key = "cs.step.carried_many" if len(own) > 1 else "cs.step.carried"
                parts.append(Msg(key, {
                    "cubes": [self._cube_label(cells[i], language) for i in own],
                    "player": name}))
            if partner:
                parts.append(Msg("cs.step.partner_carried", {
                    "cubes": [self._cube_label(cells[i], language) for i in partner],
                    "rule": Msg("cs.option_of", {"rule": "CS-5"})}))
            mate = game.partner(player)
            defending_partner = [i for i in plan.defenders if cells[i] >> 3 == mate]
            if defending_partner:
                parts.append(Msg("cs.step.partner_defends", {
                    "cubes": [self._cube_label(cells[i], language) for i in defending_partner],
                    "rule": Msg("core.not_in_rulebook", {"rule": "CS-5"})}))
        moves = plan.group + plan.line
        arrows = tuple((_SQUARES[i], _beyond(i, d)) for i in reversed(moves))
        text = " ".join(part.text(language) for part in parts)
        data = {"group": tuple(_SQUARES[i] for i in plan.group),
                "line": tuple(_SQUARES[i] for i in plan.line),
                "direction": Direction[DIRECTIONS[d]], "strength": plan.strength,
                "defence": plan.defence, "tie": bool(plan.line) and
                plan.strength == plan.defence,
                "carried": tuple(_SQUARES[i] for i in plan.carried),
                "defenders": tuple(_SQUARES[i] for i in plan.defenders),
                "fallen": _SQUARES[plan.line[-1]] if plan.falls else None,
                "fallen_cube": self._cube(fallen) if fallen else None,
                "moves": arrows}
        record.append(Step(after, "push", text, frozenset(_SQUARES[i] for i in moves), arrows,
                           data))
        if fallen:
            edge = plan.line[-1]
            owner = fallen >> 3
            label = self._cube_label(fallen, language)
            if owner == WHITE or self.out >> owner & 1:
                message = Msg("cs.step.fall_neutral", {"cube": label, "square": _name(edge)})
            elif owner == player:
                message = Msg("cs.step.fall_own", {
                    "cube": label, "square": _name(edge), "player": name,
                    "lost": len(after.lost_cubes[owner])})
            else:
                message = Msg("cs.step.fall", {
                    "cube": label, "square": _name(edge), "owner": game.player_name(owner),
                    "lost": len(after.lost_cubes[owner])})
            beyond = _beyond(edge, d)
            record.append(Step(after, "fall", message.text(language),
                               frozenset({_SQUARES[edge]}), ((_SQUARES[edge], beyond),),
                               {"fallen": _SQUARES[edge], "fallen_cube": self._cube(fallen),
                                "to": beyond, "owner": owner,
                                "lost": len(after.lost_cubes[owner])}))

    def _cube(self, code: int) -> Cube:
        """The cube of a cell code. Neutral: a white, or with 3-4 players a cube of a player
        who is out (CS-7; with 2 players elimination ends the game, nothing turns neutral)."""
        owner = code >> 3
        out = self.game.players > 2 and bool(self.out >> owner & 1)
        return Cube(owner, code & 7, owner == WHITE or out)


_on_board, _square_text = square_describer(BOARD)
"""Whether a square of a move made in code is one of the board's, and its name in messages."""


def _group_text(move: Push) -> str:
    text = square_name(move.first)
    return text + f"-{square_name(move.last)}" if move.last != move.first else text


def _span(indices: tuple[int, ...]) -> str:
    if len(indices) == 1:
        return _name(indices[0])
    return f"{_name(indices[0])}-{_name(indices[-1])}"


def _stage(game: Cubeslyde, hands: tuple[tuple[int, ...], ...], out: int) -> str:
    if hands[WHITE]:
        return "1A"
    if any(hands[p] for p in range(game.players) if not out >> p & 1):
        return "1B"
    return "2"


def _has_action(game: Cubeslyde, cells: tuple[int, ...], hands: tuple[tuple[int, ...], ...],
                player: int) -> bool:
    """Whether ``player`` could act (place or push) in this position (CS-9)."""
    if hands[WHITE] or hands[player]:
        return True   # 24 cubes on 36 squares: a free square always exists to place on
    return bool(_pushes(cells, player, game._roles[player],
                        game.own_in_line == "blocks"))


# ---------------------------------------------------------------------------------------------
# After every action: RULES.md CS-7 (and CS-9 to CS-11)
# ---------------------------------------------------------------------------------------------
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
    raise ValueError(f"unknown outcome reason {reason!r}")


def _settle(game: Cubeslyde, cells: tuple[int, ...], hands: tuple[tuple[int, ...], ...],
            lost: tuple[tuple[int, ...], ...], out: int, mover: int, turn: int, fallen: int,
            record: list[Step] | None, language: str) -> CubeslydeState:
    """Everything that follows an action, in the order of RULES.md CS-7, then CS-10 and the
    next player (CS-9, CS-11). ``fallen`` is the code of the cube pushed off (0: none); it
    has already been removed and counted as lost (CS-7 step 1); ``turn`` already counts the
    action."""
    players = game.players
    outcome: Outcome | None = None

    def state(to_move: int = mover, result: Outcome | None = None) -> CubeslydeState:
        return CubeslydeState(game, cells, hands, lost, out, to_move, turn, result)

    def note(kind: str, message: Msg, highlight: frozenset[Square] = frozenset(),
             data: dict[str, Any] | None = None, to_move: int = mover) -> None:
        if record is not None:
            record.append(Step(state(to_move, outcome), kind, message.text(language),
                               highlight, (), data or {}))

    # (2) a player who lost its third cube is out (rulebook *Ausscheiden*; CS-7, CS-11)
    owner = fallen >> 3
    if fallen and owner != WHITE and not out >> owner & 1:
        if game.teams:
            if not hands[owner] and not any(c and c >> 3 == owner for c in cells):
                out |= 1 << owner
                note("out", Msg("cs.step.team_out", {"player": game.player_name(owner)}),
                     data={"eliminated": owner})
        elif len(lost[owner]) >= 3:
            out |= 1 << owner
            name = game.player_name(owner)
            if players == 2:
                winner = 1 - owner
                outcome = make_outcome(game, "last_player", (winner,), mover)
                note("eliminate", Msg("cs.step.eliminated_two", {
                    "player": name, "winner": game.player_name(winner)}),
                    data={"eliminated": owner, "neutral": ()})
            else:
                neutral = [i for i in range(CELLS) if cells[i] and cells[i] >> 3 == owner]
                key = "cs.step.eliminated" if neutral else "cs.step.eliminated_none"
                note("eliminate", Msg(key, {"player": name,
                                            "squares": [_name(i) for i in neutral]}),
                     frozenset(_SQUARES[i] for i in neutral),
                     {"eliminated": owner, "neutral": tuple(_SQUARES[i] for i in neutral)})
    # (3) four in a row: the mover first, then the others in turn order (CS-7)
    if outcome is None:
        candidates = [mover] if game.line_wins == "mover_only" else \
            [(mover + k) % players for k in range(players)]
        masks = _masks(cells)
        for candidate in candidates:
            if out >> candidate & 1:
                continue
            run = _run_in(masks[candidate])
            if run is None:
                continue
            winners = tuple(sorted(game.team_of(candidate)))
            outcome = make_outcome(game, "four_in_a_row", winners, mover)
            params: dict[str, Any] = {"player": game.player_name(candidate),
                                      "start": _name(run[0]), "end": _name(run[-1]),
                                      "team": game.team_name(candidate),
                                      "mover": game.player_name(mover)}
            if candidate == mover:
                key = "cs.step.line_win_team" if game.teams else "cs.step.line_win"
            else:
                key = "cs.step.line_win_other_team" if game.teams else "cs.step.line_win_other"
                params["rule"] = Msg("core.not_in_rulebook", {"rule": "CS-7"})
            note("line_win", Msg(key, params), frozenset(_SQUARES[i] for i in run),
                 {"line_win": tuple(_SQUARES[i] for i in run), "player": candidate,
                  "winners": winners})
            break
    # (4) the last player left wins; in teams: a team whose opponents each lost 3 (CS-11)
    if outcome is None:
        if game.teams:
            for team in (game.team_of(mover), game.team_of((mover + 1) % 4)):
                rivals = [p for p in range(4) if p not in team]
                if all(len(lost[p]) >= 3 for p in rivals):
                    winners = tuple(sorted(team))
                    outcome = make_outcome(game, "team_eliminated", winners, mover)
                    note("win", Msg("cs.step.team_eliminated", {
                        "team": game.team_name(team[0]), "losers": game.team_name(rivals[0])}),
                        data={"winners": winners, "reason": "team_eliminated"})
                    break
        else:
            left = [p for p in range(players) if not out >> p & 1]
            if len(left) == 1:
                outcome = make_outcome(game, "last_player", (left[0],), mover)
                if players > 2:
                    note("win", Msg("cs.step.last_player",
                                    {"player": game.player_name(left[0])}),
                         data={"winners": (left[0],), "reason": "last_player"})
    # CS-10: the optional turn limit
    if outcome is None and game.turn_limit is not None and turn >= game.turn_limit:
        outcome = make_outcome(game, "turn_limit", (), mover)
        note("turn_limit", Msg("cs.step.turn_limit", {
            "turn": turn, "limit": game.turn_limit,
            "rule": Msg("core.not_in_rulebook", {"rule": "CS-10"})}),
            data={"turn": turn, "limit": game.turn_limit})
    if outcome is not None:
        return state(mover, outcome)
    # the next player who is not out (rulebook: clockwise; CS-11: out players are skipped)
    for k in range(1, players + 1):
        candidate = (mover + k) % players
        if out >> candidate & 1:
            continue
        if game.no_move == "pass" or _has_action(game, cells, hands, candidate):
            return state(candidate)
        # CS-9 option "lose": a player with no legal action loses
        name = game.player_name(candidate)
        option_of = Msg("cs.option_of", {"rule": "CS-9"})
        if game.teams or players == 2:
            winners = tuple(p for p in range(players) if p not in game.team_of(candidate))
            outcome = make_outcome(game, "no_move", winners, mover)
            note("no_move", Msg("cs.step.no_move_lose", {
                "player": name, "winner": "+".join(game.player_name(p) for p in winners),
                "rule": option_of}), data={"player": candidate, "winners": winners})
            return state(mover, outcome)
        out |= 1 << candidate
        neutral = [i for i in range(CELLS) if cells[i] and cells[i] >> 3 == candidate]
        left = [p for p in range(players) if not out >> p & 1]
        if len(left) == 1:
            outcome = make_outcome(game, "no_move", (left[0],), mover)
        note("no_move", Msg("cs.step.no_move_out", {
            "player": name, "squares": [_name(i) for i in neutral] or "-",
            "rule": option_of}), frozenset(_SQUARES[i] for i in neutral),
            {"player": candidate, "eliminated": candidate,
             "neutral": tuple(_SQUARES[i] for i in neutral)})
        if outcome is not None:
            return state(mover, outcome)
    raise AssertionError("no player left to move")  # pragma: no cover (the loop decides)


# ---------------------------------------------------------------------------------------------
# Reading positions: the notation's fields, checked against the rules
# ---------------------------------------------------------------------------------------------
def _build_state(game: Cubeslyde, text: str) -> CubeslydeState:
    parsed = parse_position(text, game.players)
    players = game.players
    cells = parsed.cells
    on_board: list[list[int]] = [[] for _ in range(WHITE + 1)]
    for code in cells:
        if code:
            on_board[code >> 3].append(code & 7)
    lost = parsed.lost

    def fail(problem: str, field: str, expected: str) -> NotationError:
        return NotationError(problem, text, parsed.at.get(field), expected)

    def letters(strengths: list[int] | tuple[int, ...]) -> str:
        return "".join(map(str, sorted(strengths))) or "none"

    if parsed.hands is None:
        hands_list = []
        for owner in range(WHITE + 1):
            rest = list(game.cube_set(owner))
            for strength in on_board[owner] + list(lost[owner]):
                if strength not in rest:
                    raise fail(f"{owner_letter(owner)} has more cubes of strength {strength} "
                               "on the board and lost than its set holds", "ranks",
                               f"{owner_letter(owner)}'s set {letters(game.cube_set(owner))} "
                               f"(level {game.level}, RULES.md CS-1)")
                rest.remove(strength)
            hands_list.append(tuple(rest))
        hands = tuple(hands_list)
    else:
        hands = parsed.hands
        for owner in range(WHITE + 1):
            total = sorted(on_board[owner] + list(hands[owner]) + list(lost[owner]))
            if tuple(total) != game.cube_set(owner):
                raise fail(f"{owner_letter(owner)} has cubes {letters(total)} on the board, "
                           "in hand and lost together", "hand",
                           f"exactly its set {letters(game.cube_set(owner))} (level "
                           f"{game.level}, {players} players; RULES.md CS-1)")
    stage = _stage(game, hands, 0)
    # players who are out
    if game.teams:
        derived = {p for p in range(players) if not hands[p] and not on_board[p]}
    else:
        derived = {p for p in range(players) if len(lost[p]) >= 3}
    given = set(parsed.out)
    if derived - given:
        who = "".join(owner_letter(p) for p in sorted(derived - given))
        reason = ("has no cube on the board or in hand (CS-11)" if game.teams else
                  "has lost three cubes (rulebook, Ausscheiden)")
        raise fail(f"{who} {reason} but is not listed as out", "out",
                   f"out:{''.join(owner_letter(p) for p in sorted(derived | given))}")
    extra = given - derived
    if extra and (game.no_move != "lose" or game.teams or players == 2):
        who = "".join(owner_letter(p) for p in sorted(extra))
        raise fail(f"{who} is listed as out but is still in the game", "out",
                   "out: only for players who lost three cubes (or, with no_move='lose', "
                   "who had no legal action: CS-9)")
    out = sum(1 << p for p in given)
    stage = _stage(game, hands, out)
    if parsed.stage is not None and parsed.stage != stage:
        raise fail(f"stage:{parsed.stage} does not fit the hands", "stage", f"stage:{stage}")
    turn = position_turn(game, parsed.turn, fail)
    state = CubeslydeState(game, cells, hands, lost, out, parsed.to_move, turn, None)
    if parsed.result is not None:
        reason, winners = parsed.result
        problem = _check_result(game, state, reason, winners)
        if problem:
            raise fail(f"result:{reason} does not fit the position: {problem}", "result",
                       "a result that the position shows, or no result: field")
        outcome = make_outcome(game, reason, winners, parsed.to_move)
        return CubeslydeState(game, cells, hands, lost, out, parsed.to_move, turn, outcome)
    if out >> parsed.to_move & 1:
        raise fail(f"{owner_letter(parsed.to_move)} is out and cannot be the player to move",
                   "to_move", "a player who is still in the game (in a finished game with "
                   "result: the player who moved last)")
    judged = _judge(game, state)
    if judged is not None:
        return CubeslydeState(game, cells, hands, lost, out, parsed.to_move, turn, judged)
    if game.no_move == "lose" and not state.has_action():
        raise fail(f"{owner_letter(parsed.to_move)} is to move but has no legal action, so it "
                   "has lost (no_move='lose', RULES.md CS-9)", "to_move",
                   "a result: field, or a player who can act")
    return state


def _judge(game: Cubeslyde, state: CubeslydeState) -> Outcome | None:
    """The outcome of a position read without ``result:``, as if the remaining player
    before the one to move had just acted (CS-7 steps 2-4, CS-10)."""
    players, out = game.players, state.out
    mover = state.to_move
    for k in range(1, players):
        candidate = (state.to_move - k) % players
        if not out >> candidate & 1:
            mover = candidate
            break
    if not game.teams:
        left = state.remaining()
        if players == 2 and len(left) == 1:
            return make_outcome(game, "last_player", (left[0],), mover)
    # CS-7 "any": no line can stand in a running game, so one means the game is over. With
    # "mover_only" the lines of other players may stand; without result: it is running.
    candidates = [] if game.line_wins == "mover_only" else \
        [(mover + k) % players for k in range(players)]
    for candidate in candidates:
        if not out >> candidate & 1 and _line_of(state.cells, candidate) is not None:
            return make_outcome(game, "four_in_a_row", tuple(sorted(game.team_of(candidate))),
                                mover)
    if game.teams:
        for team in (game.team_of(mover), game.team_of((mover + 1) % 4)):
            if all(state.lost_count(p) >= 3 for p in range(4) if p not in team):
                return make_outcome(game, "team_eliminated", tuple(sorted(team)), mover)
    elif len(state.remaining()) == 1:
        return make_outcome(game, "last_player", (state.remaining()[0],), mover)
    if game.turn_limit is not None and state.turn >= game.turn_limit:
        return make_outcome(game, "turn_limit", (), mover)
    return None


def _check_result(game: Cubeslyde, state: CubeslydeState, reason: str,
                  winners: tuple[int, ...]) -> str:
    """Why a ``result:`` field cannot be right for the position ('' if it can)."""
    teams = {tuple(sorted(game.team_of(p))) for p in range(game.players)}
    names = "".join(owner_letter(p) for p in winners) or "none"
    if reason == "turn_limit":
        if winners:
            return "a game ended by the turn limit is a draw, without winners"
        if game.turn_limit is None or state.turn < game.turn_limit:
            return "the turn limit (RULES.md CS-10) has not been reached"
        return ""
    if (game.teams and winners not in teams) or (not game.teams and len(winners) != 1):
        return f"the winners {names} are not " + ("a team" if game.teams else "one player")
    if any(state.is_out(p) for p in winners) and not game.teams:
        return f"{names} is out"
    if reason == "four_in_a_row":
        if not any(state.four_in_a_row(p) for p in winners):
            return f"{names} has no four in a row"
    elif reason == "last_player":
        if game.teams or state.remaining() != list(winners):
            return f"{names} is not the only player left"
    elif reason == "team_eliminated":
        if not game.teams or not all(state.lost_count(p) >= 3 for p in range(4)
                                     if p not in winners):
            return "the other team has not lost three cubes of each colour"
    elif reason == "no_move":
        if game.no_move != "lose":
            return "players with no legal action pass unless no_move='lose' (RULES.md CS-9)"
        if not game.teams and game.players > 2 and state.remaining() != list(winners):
            return f"{names} is not the only player left"
    return ""


__all__ = ["BOARD", "LEVELS", "PLAYER_LETTERS", "WHITE", "WHITE_COUNT", "Cube", "Cubeslyde",
           "CubeslydeState", "Pass", "Place", "Push", "PushPlan", "make_outcome"]
