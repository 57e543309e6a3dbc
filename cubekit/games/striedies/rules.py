"""Striedies Strategie: the rules and nothing else.

Sources: the rulebook ``rulebooks/striedies-strategie.de.txt`` (sections *Spielmaterial*,
*Vorbereitung* and *Spielregel*) and the decisions ``RULES.md`` ST-1 to ST-8 (ST-7 refers to
CS-10).

How a position is stored: ``cells`` is a tuple of 225 small integers in index order
(``row * 15 + col``, ``a1`` first): 0 for an empty square, else ``1 + owner * 24 + k`` with
owner 0-3 (A-D) and ``k`` the index of the die's orientation in
``game.model.all_orientations()`` (the right- or left-handed die, option ``dice``, ST-1).
``dice_squares`` holds per player the sorted indices of its dice. ``threat_data`` holds per
player ``None`` or ``(threatened, attackers)``, two sorted tuples of square indices: the tie
(ST-5) the player still has to answer on its next turn.

Kit readings beyond ``RULES.md`` (each named "kit reading" in the explanations):

* several ties on the same player before its turn are combined (union of the threatened and
  of the attacking dice);
* threatened or attacking dice removed meanwhile (3-4 players) drop out of the threat, and a
  threat with no threatened or no attacking die left ends;
* after a retreat the other threatened dice leave *before* the fights of that move, so they
  cannot support it;
* a threatened player that cannot answer (ST-5: neither reinforcement nor retreat possible)
  loses its threatened dice when its turn begins, before it moves normally; a player without
  any legal move cannot answer either, so it loses them too and then passes (ST-6);
* ``start_player`` chooses who begins (the rulebook only says that the players alternate).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.cube import DIE, LEFT_DIE, CubeModel, Orientation
from cubekit.core.game import Game, NotationError, Outcome, State, Step, option
from cubekit.core.grid import Board, Direction, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import check_result, position_turn, square_describer
from cubekit.core.options import check_declared, check_setup, check_start_player, check_turn_limit
from cubekit.games.striedies import messages  # noqa: F401  (registers the texts)
from cubekit.games.striedies.notation import (
    PLAYER_LETTERS,
    SIZE,
    Pass,
    Roll,
    die_label,
    format_position,
    parse_move,
    parse_position,
    player_letter,
)

BOARD = Board(SIZE, SIZE)
CELLS = SIZE * SIZE
_SQUARES: tuple[Square, ...] = tuple((i % SIZE, i // SIZE) for i in range(CELLS))
_NAMES: tuple[str, ...] = tuple(square_name(s) for s in _SQUARES)
DIRECTIONS: tuple[Direction, ...] = (Direction.N, Direction.E, Direction.S, Direction.W)
_DIR_INDEX = {d: k for k, d in enumerate(DIRECTIONS)}
MAX_DICE = 3
"""Each player has three dice (rulebook, Vorbereitung)."""


def _index(square: Square) -> int:
    return square[1] * SIZE + square[0]


NEXT = BOARD.step_table([d.value for d in DIRECTIONS])
"""``NEXT[d][i]``: the square next to ``i`` in direction ``d`` (N, E, S, W), or -1 off the
board."""
NBRS = BOARD.neighbour_table([d.value for d in DIRECTIONS])
"""The orthogonal neighbours of each square (N, E, S, W order)."""

# RULES ST-2: the corners, in the order players take them, with the two outer edges (the
# directions the 2 and the 3 face) and the corner's two neighbours along the edges.
CORNERS: dict[str, tuple[Square, tuple[Direction, Direction], tuple[Square, Square]]] = {
    "bottom_left": ((0, 0), (Direction.W, Direction.S), ((1, 0), (0, 1))),
    "bottom_right": ((14, 0), (Direction.S, Direction.E), ((13, 0), (14, 1))),
    "top_right": ((14, 14), (Direction.E, Direction.N), ((13, 14), (14, 13))),
    "top_left": ((0, 14), (Direction.N, Direction.W), ((1, 14), (0, 13))),
}
"""Corner name -> (corner square, (direction of the 2, direction of the 3) for right-handed
dice, the two edge neighbours) (ST-2)."""
SEATS: dict[int, tuple[str, ...]] = {
    2: ("bottom_left", "top_right"),
    3: ("bottom_left", "bottom_right", "top_right"),
    4: ("bottom_left", "bottom_right", "top_right", "top_left"),
}
"""The corners of the players A, B, C, D by number of players (ST-2)."""

MODELS: dict[str, CubeModel[int]] = {"right": DIE, "left": LEFT_DIE}
_SIDE = {Direction.N: "north", Direction.E: "east", Direction.S: "south", Direction.W: "west"}
"""The die of each value of the option ``dice`` (ST-1)."""


def start_orientation(model: CubeModel[int], outward: tuple[Direction, Direction]
                      ) -> Orientation[int]:
    """RULES ST-2: 1 on top, 2 and 3 towards the two outer edges ``outward``. Only one of the
    two ways to put 2 and 3 there is an orientation of ``model``, so it is computed, not
    tabled (right- and left-handed dice differ)."""
    first, second = outward
    found = []
    for two, three in ((first, second), (second, first)):
        candidate = model.orientation(1, **{_SIDE[two]: 2})
        if candidate.side(three) == 3:
            found.append(candidate)
    assert len(found) == 1, "ST-2 fixes exactly one start orientation per corner"
    return found[0]


class _Tables:
    """Orientation tables of one die model: ``orients[k]``, ``top[k]``, ``tip[k][d]``."""

    def __init__(self, model: CubeModel[int]) -> None:
        self.model = model
        self.orients: tuple[Orientation[int], ...] = model.all_orientations()
        self.index = {o: k for k, o in enumerate(self.orients)}
        self.top: tuple[int, ...] = tuple(o.top for o in self.orients)
        self.tip: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[o.tip(d)] for d in DIRECTIONS) for o in self.orients)


TABLES: dict[str, _Tables] = {name: _Tables(model) for name, model in MODELS.items()}


# ---------------------------------------------------------------------------------------------
# Move tables: every path of n squares from a square (RULES ST-3)
# ---------------------------------------------------------------------------------------------
_ROLLS: dict[tuple[int, int, int, int], Roll] = {}
_ROUTES: list[tuple[tuple[Roll, tuple[int, ...]], ...] | None] = [None] * (CELLS * 7)


def _roll(i: int, d: int, k: int, t: int) -> Roll:
    """The (shared) move object of the die on ``i``: direction ``d``; ``k`` squares before a
    turn towards ``t`` (``k == 0``: straight)."""
    key = (i, d, k, t)
    found = _ROLLS.get(key)
    if found is None:
        if k == 0:
            found = Roll(_SQUARES[i], DIRECTIONS[d])
        else:
            found = Roll(_SQUARES[i], DIRECTIONS[d], k, DIRECTIONS[t])
        _ROLLS[key] = found
    return found


def _walk(i: int, legs: tuple[tuple[int, int], ...]) -> tuple[int, ...] | None:
    path = []
    x = i
    for d, count in legs:
        ahead = NEXT[d]
        for _ in range(count):
            x = ahead[x]
            if x < 0:
                return None
            path.append(x)
    return tuple(path)


def routes(i: int, n: int) -> tuple[tuple[Roll, tuple[int, ...]], ...]:
    """Every path of ``n`` squares from square index ``i`` that stays on the board, as
    ``(move, squares entered)``: by direction N, E, S, W; straight first, then turns after
    k = 1 .. n-1 squares, each towards N, E, S, W (ST-3: one 90-degree turn at most, never
    reversing). Cached per square and n."""
    key = i * 7 + n
    found = _ROUTES[key]
    if found is None:
        result: list[tuple[Roll, tuple[int, ...]]] = []
        for d in range(4):
            path = _walk(i, ((d, n),))
            if path is not None:
                result.append((_roll(i, d, 0, 0), path))
            for k in range(1, n):
                for t in range(4):
                    if t % 2 == d % 2:
                        continue          # ST-3: a turn is 90 degrees (no reversal)
                    path = _walk(i, ((d, k), (t, n - k)))
                    if path is not None:
                        result.append((_roll(i, d, k, t), path))
        found = tuple(result)
        _ROUTES[key] = found
    return found


# ---------------------------------------------------------------------------------------------
# Plain records for renderers, the Explorer and explanations
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Die:
    """A die on the board: its ``square``, ``owner`` (0 = A ... 3 = D) and ``orientation``
    (a :class:`~cubekit.core.cube.Orientation` of the game's die model)."""

    square: Square
    owner: int
    orientation: Orientation[int]

    @property
    def top(self) -> int:
        """The pips on top: how many squares the die moves next (ST-3)."""
        return self.orientation.top

    @property
    def label(self) -> str:
        """The owner's letter and the pips on top, e.g. ``"A5"``."""
        return die_label(self.owner, self.orientation.top)

    @property
    def code(self) -> str:
        """The orientation in the compact notation ``top/north/east``, e.g. ``"1/4/5"``."""
        return f"{self.orientation.top}/{self.orientation.north}/{self.orientation.east}"

    def __str__(self) -> str:
        return f"{self.label}({square_name(self.square)})"


@dataclass(frozen=True)
class Threat:
    """A tie (ST-5) that ``player`` must answer on its next turn: its ``defenders`` (the
    threatened dice) against the ``attackers`` (squares, sorted in index order)."""

    player: int
    defenders: tuple[Square, ...]
    attackers: tuple[Square, ...]


@dataclass(frozen=True)
class Fight:
    """One fight of a move (ST-4) against ``opponent``: the ``attackers`` (the moved die M
    first, then the mover's dice next to a defender) and the ``defenders`` (the opponent's
    dice next to M), their pips and sums. ``losers`` are the squares of the dice that leave
    the board (empty for a ``tie``, which threatens the defenders, ST-5)."""

    opponent: int
    attackers: tuple[Square, ...]
    defenders: tuple[Square, ...]
    attacker_pips: tuple[int, ...]
    defender_pips: tuple[int, ...]
    attack: int
    defence: int
    losers: tuple[Square, ...]
    tie: bool

    @property
    def mover_lost(self) -> bool:
        """The attackers (with the moved die) lost: later fights of the move do not happen."""
        return not self.tie and self.attack < self.defence


@dataclass(frozen=True)
class MovePlan:
    """What a legal move does, worked out before it is played (see ``StriediesState.plan``).

    ``move`` is the canonical move (as listed by ``legal_moves``); the die of ``player`` on
    ``origin`` shows ``pips`` and rolls over ``path`` (the ``pips`` squares it enters, in
    order) in the ``directions`` of each tip; ``orientations[j]`` is its orientation on
    ``path[j]`` (``before`` on the origin). ``answer`` is ``None`` when the mover was not
    threatened, else ``"reinforce"`` or ``"retreat"`` (ST-5) for its ``threat``; ``leaving``
    the other threatened dice that leave the board after a retreat (before the fights).
    ``fights`` in turn order from the mover (ST-4); ``removed`` every square emptied by them;
    ``ties`` the new threats they create (ST-5).
    """

    move: Roll
    player: int
    origin: Square
    pips: int
    before: Orientation[int]
    path: tuple[Square, ...]
    directions: tuple[Direction, ...]
    orientations: tuple[Orientation[int], ...]
    answer: str | None
    threat: Threat | None
    leaving: tuple[Square, ...]
    fights: tuple[Fight, ...]
    removed: tuple[Square, ...]
    ties: tuple[Threat, ...]

    @property
    def final(self) -> Square:
        """The square where the die ends its move."""
        return self.path[-1]

    @property
    def after(self) -> Orientation[int]:
        """The die's orientation at the end of the move."""
        return self.orientations[-1]

    @property
    def top(self) -> int:
        """The pips on top at the end of the move."""
        return self.orientations[-1].top

    @property
    def mover_lost(self) -> bool:
        """The moved die was removed in a fight."""
        return any(f.mover_lost for f in self.fights)


# ---------------------------------------------------------------------------------------------
# The rules object
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, repr=False)
class Striedies(Game):
    """Rules of Striedies Strategie. Every field is a rule option with its ``RULES.md`` ID.

    >>> game = Striedies()
    >>> state = game.initial_state()
    >>> state.to_move, [d.label for d in state.dice(0)]
    (0, ['A1', 'A1', 'A1'])
    >>> len(state.legal_moves())          # each die moves one square north or east, if free
    4
    """

    name: ClassVar[str] = "striedies"
    title: ClassVar[str] = "Striedies Strategie"
    rulebook: ClassVar[str] = "striedies-strategie.de.txt"

    players: int = option(2, "ST-2", "Number of players, 2-4, each in a corner: two take "
                          "bottom-left and top-right, three bottom-left, bottom-right and "
                          "top-right, four all corners.", (2, 3, 4))
    dice: str = option("right", "ST-1", "'right'-handed Western dice (1 up, 2 south, 3 east) "
                       "or their mirror image, 'left'-handed dice.", ("right", "left"))
    start_player: int = option(0, "ST-2", "Who moves first: 0 = A, 1 = B, ... (a kit option; "
                               "the rulebook only says that the players alternate).")
    reinforce_with: str = option(
        "any", "ST-5", "After a tie the threatened player may reinforce with 'any' of its dice "
        "(RULES.md ST-5) or only with 'other' dice than the threatened ones (the rulebook's "
        "words 'with another of its dice').", ("any", "other"))
    turn_limit: int | None = option(None, "ST-7", "End the game as a draw after this many "
                                    "turns (not in the rulebook, as CS-10); None: no limit.")
    setup: str | None = option(None, "ST-2", "An explicit start position in the position "
                               "notation; None: the ST-2 start in the corners.")

    def __post_init__(self) -> None:
        check_declared(self)          # players 2-4 (ST-2), dice (ST-1), reinforce_with (ST-5)
        check_start_player(self)
        check_turn_limit(self)
        check_setup(self)

    # --- derived facts ----------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return BOARD

    @property
    def model(self) -> CubeModel[int]:
        """The die: ``DIE`` (right-handed) or ``LEFT_DIE`` (ST-1, option ``dice``)."""
        return MODELS[self.dice]

    @property
    def _tables(self) -> _Tables:
        return TABLES[self.dice]

    def corner(self, player: int) -> str:
        """The corner of ``player``: ``"bottom_left"``, ``"bottom_right"``, ``"top_right"`` or
        ``"top_left"`` (ST-2)."""
        return SEATS[self.players][player]

    def corner_square(self, player: int) -> Square:
        return CORNERS[self.corner(player)][0]

    def start_squares(self, player: int) -> tuple[Square, Square, Square]:
        """The corner square and its two neighbours along the edges (ST-2), e.g. A: a1, b1,
        a2."""
        corner, _, (first, second) = CORNERS[self.corner(player)]
        return (corner, first, second)

    def start_orientation(self, player: int) -> Orientation[int]:
        """1 on top, 2 and 3 towards the outer edges of the player's corner (ST-2)."""
        return start_orientation(self.model, CORNERS[self.corner(player)][1])

    # --- positions ----------------------------------------------------------------------------
    def initial_state(self, seed: int | None = None) -> StriediesState:
        """The start position (ST-2): ``setup`` if given; else three dice per player in its
        corner, 1 on top and 2 and 3 towards the outer edges. ``seed`` is not used (the
        start has no chance). ``start_player`` moves first."""
        if self.setup is not None:
            return self.parse_state(self.setup)
        tables = self._tables
        cells = [0] * CELLS
        for player in range(self.players):
            k = tables.index[self.start_orientation(player)]
            for square in self.start_squares(player):
                cells[_index(square)] = 1 + player * 24 + k
        cell_tuple = tuple(cells)
        return StriediesState(self, cell_tuple, _dice_of(cell_tuple, self.players),
                              (None,) * self.players, self.start_player, 0, None)

    def parse_state(self, text: str) -> StriediesState:
        """A position from its notation (see :mod:`cubekit.games.striedies.notation`)."""
        return _build_state(self, text)


# ---------------------------------------------------------------------------------------------
# Legal moves
# ---------------------------------------------------------------------------------------------
ThreatData = tuple[tuple[int, ...], tuple[int, ...]] | None


def _dice_of(cells: tuple[int, ...] | list[int], players: int) -> tuple[tuple[int, ...], ...]:
    per: list[list[int]] = [[] for _ in range(players)]
    for i, code in enumerate(cells):
        if code:
            per[(code - 1) // 24].append(i)
    return tuple(tuple(p) for p in per)


def _near(squares: tuple[int, ...]) -> frozenset[int]:
    """The squares orthogonally next to any of ``squares``."""
    return frozenset(x for a in squares for x in NBRS[a])


def _moves(game: Striedies, cells: tuple[int, ...], own: tuple[int, ...], threat: ThreatData,
           player: int, first_only: bool = False, only: int = -1) -> list[Roll]:
    """Every legal move of ``player`` (its dice on ``own``, sorted), in the order of
    :meth:`StriediesState.legal_moves`; with ``first_only`` it stops after the first found,
    with ``only`` >= 0 it lists the moves of that die only. ``threat``: the player's pending
    tie, which its move must answer (ST-5)."""
    top = game._tables.top
    low = 1 + player * 24
    get = cells.__getitem__
    result: list[Roll] = []
    if threat is None:
        for i in own:
            if only >= 0 and i != only:
                continue
            for roll, path in routes(i, top[cells[i] - low]):
                if not any(map(get, path)):       # ST-3: every square empty
                    result.append(roll)
                    if first_only:
                        return result
        return result
    threatened, attackers = threat
    near = _near(attackers)
    any_die = game.reinforce_with == "any"
    for i in own:
        if only >= 0 and i != only:
            continue
        is_threatened = i in threatened
        for roll, path in routes(i, top[cells[i] - low]):
            if any(map(get, path)):
                continue
            if path[-1] in near:
                # ST-5 (a) reinforcement; option "other": not with a threatened die
                if not (any_die or not is_threatened):
                    continue
            elif not is_threatened:
                continue                          # ST-5: neither reinforcement nor retreat
            result.append(roll)
            if first_only:
                return result
    return result


PASS = Pass()


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
class StriediesState(State):
    """A Striedies Strategie position (immutable). See :mod:`.notation` for its text form.

    Reading it: :meth:`die`, :meth:`dice`, :meth:`owner`, :meth:`orientation`,
    :meth:`count`, :meth:`is_out`, :meth:`remaining`, :meth:`threat`, :meth:`threats`,
    :attr:`must_answer`, :attr:`turn`; moves: :meth:`legal_moves`, :meth:`moves_from`,
    :meth:`plan`.
    """

    move_types: ClassVar[tuple[type, ...]] = (Roll, Pass)

    __slots__ = ("_outcome", "_plan", "_to_move", "cells", "dice_squares", "game",
                 "threat_data", "turn")

    game: Striedies

    def __init__(self, game: Striedies, cells: tuple[int, ...],
                 dice: tuple[tuple[int, ...], ...], threats: tuple[ThreatData, ...],
                 to_move: int, turn: int, outcome: Outcome | None) -> None:
        self.game = game
        self.cells = cells                # 225 codes, 1 + owner * 24 + orientation index
        self.dice_squares = dice          # per player: sorted square indices of its dice
        self.threat_data = threats        # per player: None or (threatened, attackers)
        self._to_move = to_move
        self.turn = turn                  # turns played; counted only with a turn limit
        self._outcome = outcome
        self._plan: tuple[Roll, MovePlan] | None = None   # the last move checked (a cache)

    # --- reading the position -----------------------------------------------------------------
    def _square(self, square: Square | str) -> int:
        if isinstance(square, str):
            square = BOARD.parse(square)
        if not _on_board(square):
            raise ValueError(f"{square!r} is not a square of the 15x15 board")
        return _index(square)

    def die(self, square: Square | str) -> Die | None:
        """The die on a square (a square or its name), or None when it is empty."""
        i = self._square(square)
        code = self.cells[i]
        return self._die(i) if code else None

    def _die(self, i: int) -> Die:
        code = self.cells[i]
        return Die(_SQUARES[i], (code - 1) // 24,
                   self.game._tables.orients[(code - 1) % 24])

    def dice(self, player: int | None = None) -> list[Die]:
        """The dice on the board (of one player, or of all), in square index order."""
        if player is not None:
            return [self._die(i) for i in self.dice_squares[player]]
        return [self._die(i) for i, code in enumerate(self.cells) if code]

    def owner(self, square: Square | str) -> int | None:
        """The owner of the die on a square, or None when it is empty."""
        code = self.cells[self._square(square)]
        return (code - 1) // 24 if code else None

    def orientation(self, square: Square | str) -> Orientation[int] | None:
        """The orientation of the die on a square, or None when it is empty."""
        code = self.cells[self._square(square)]
        return self.game._tables.orients[(code - 1) % 24] if code else None

    def count(self, player: int) -> int:
        """How many dice ``player`` has on the board."""
        return len(self.dice_squares[player])

    def count_text(self, language: str | None = None) -> str:
        """Each player's dice on the board, for status lines: ``A 3, B 1, C out``."""
        parts = []
        for player in range(self.game.players):
            name = self.game.player_name(player)     # a letter and a number need no words
            count = self.count(player)
            parts.append(f"{name} {count}" if count else
                         Msg("st.count_out", {"player": name}).text(language))
        return ", ".join(parts)

    def is_out(self, player: int) -> bool:
        """True for a player with no dice left (ST-8): its turns are skipped."""
        return not self.dice_squares[player]

    def remaining(self) -> list[int]:
        """The players that still have dice, in turn order from A."""
        return [p for p in range(self.game.players) if self.dice_squares[p]]

    def threat(self, player: int) -> Threat | None:
        """The tie ``player`` must answer on its next turn (ST-5), or None."""
        data = self.threat_data[player]
        if data is None:
            return None
        return Threat(player, tuple(_SQUARES[i] for i in data[0]),
                      tuple(_SQUARES[i] for i in data[1]))

    def threats(self) -> list[Threat]:
        """Every pending threat, by player."""
        return [t for p in range(self.game.players) if (t := self.threat(p)) is not None]

    @property
    def must_answer(self) -> Threat | None:
        """The threat the player to move must answer with this move (ST-5), or None."""
        return None if self._outcome is not None else self.threat(self._to_move)

    # --- the protocol -----------------------------------------------------------------------
    def legal_moves(self) -> list[Roll | Pass]:
        """Every legal move, sorted by the die's square index (``row * 15 + col``), then the
        first direction N, E, S, W, then straight before turns, turns by the squares before
        the turn (1 .. n-1) and the turn direction N, E, S, W. A threatened player (ST-5)
        gets only the moves that answer the threat. ``[Pass()]`` alone when no die can move
        (ST-6); empty once the game is over."""
        if self._outcome is not None:
            return []
        player = self._to_move
        found: list[Roll | Pass] = list(_moves(
            self.game, self.cells, self.dice_squares[player], self.threat_data[player],
            player))
        if not found:
            found.append(PASS)                    # ST-6
        return found

    def moves_from(self, square: Square | str) -> list[Roll]:
        """The legal moves of the die on ``square`` (empty for an empty square, another
        player's die or a finished game), in the order of :meth:`legal_moves`."""
        i = self._square(square)
        player = self._to_move
        if self._outcome is not None or i not in self.dice_squares[player]:
            return []
        return _moves(self.game, self.cells, self.dice_squares[player],
                      self.threat_data[player], player, only=i)

    def parse_move(self, text: str) -> Roll | Pass:
        return parse_move(text)

    def to_text(self) -> str:
        game = self.game
        orients = game._tables.orients
        per_player = [[(_SQUARES[i], orients[(self.cells[i] - 1) % 24]) for i in squares]
                      for squares in self.dice_squares]
        threats = [(p, tuple(_SQUARES[i] for i in data[0]), tuple(_SQUARES[i] for i in data[1]))
                   for p, data in enumerate(self.threat_data) if data is not None]
        result = None
        if self._outcome is not None:
            result = (self._outcome.reason, self._outcome.winners)
        return format_position(per_player, game.model, self._to_move, threats,
                               self.turn if game.turn_limit is not None else None, result)

    def _key(self) -> tuple[Any, ...]:
        return (self.game, self.cells, self.threat_data, self._to_move, self.turn,
                self._outcome)

    # --- why a move is illegal ------------------------------------------------------------------
    def _illegal(self, move: Any) -> Msg | None:
        if isinstance(move, Pass):
            player = self._to_move
            found = _moves(self.game, self.cells, self.dice_squares[player],
                           self.threat_data[player], player, first_only=True)
            if found:
                return Msg("st.illegal.pass", {"player": self.game.player_name(player),
                                               "example": str(found[0])})
            return None
        plan = self.plan(move)
        if isinstance(plan, Msg):
            return plan
        self._plan = (move, plan)   # play() checks, then applies: work the move out once
        return None

    def _label(self, i: int) -> str:
        """``A5 (c4)``: the die on square index ``i``, named by owner and pips, and its
        square."""
        code = self.cells[i]
        return f"{die_label((code - 1) // 24, self.game._tables.top[(code - 1) % 24])} " \
               f"({_NAMES[i]})"

    def plan(self, move: Roll) -> MovePlan | Msg:
        """What ``move`` would do, or the reason it is illegal (ST-3 to ST-5), without
        playing it: the path, the orientation on every square, the answer to a threat and the
        fights. Also used by :meth:`play` and :meth:`explain`. ``Pass`` has no plan (a
        :class:`Msg` is returned for anything but a :class:`Roll`)."""
        game, cells, player = self.game, self.cells, self._to_move
        tables = game._tables
        name = game.player_name(player)
        if not isinstance(move, Roll):
            return Msg("core.not_a_move", {"text": str(move)})
        if not _on_board(move.square):
            return Msg("st.illegal.off_board", {"square": _square_text(move.square)})
        if not _well_formed(move):
            return Msg("core.not_a_move", {"text": str(move)})
        i = _index(move.square)
        code = cells[i]
        sq = _NAMES[i]
        if not code:
            return Msg("st.illegal.no_die", {"square": sq, "player": name})
        owner = (code - 1) // 24
        k = (code - 1) % 24
        n = tables.top[k]
        die = die_label(owner, n)
        if owner != player:
            return Msg("st.illegal.not_yours", {"square": sq, "die": die, "player": name,
                                                "owner": game.player_name(owner)})
        d, t = move.direction, move.turn
        # ST-3: straight or one 90-degree turn, never reversing
        # the move as written, named in the reasons below (not needed for plain "b1N")
        text = str(move) if move.extra or t is not None or move.steps is not None else ""
        if move.extra:
            return Msg("st.illegal.second_turn", {"move": text, "turns": len(move.extra) + 1})
        if t is not None:
            if t is d:
                return Msg("st.illegal.no_turn", {"move": text, "direction": _dir_msg(d),
                                                  "straight": str(Roll(move.square, d))})
            if t is d.opposite:
                return Msg("st.illegal.reversal", {"move": text, "direction": _dir_msg(d),
                                                   "back": _dir_msg(t)})
            if move.steps is None:
                return Msg("st.illegal.turn_needs_steps", {
                    "move": text, "example": f"{sq}{d.name}1{t.name}"})
        if (move.steps is not None and move.steps < 1) or (move.rest is not None
                                                           and move.rest < 1):
            return Msg("st.illegal.zero_leg", {"move": text})
        # ST-3: exactly n squares, n = the pips on top at the start
        legs: tuple[tuple[int, int], ...]
        if t is None:
            if move.steps is not None and move.steps != n:
                return Msg("st.illegal.distance", {"die": die, "square": sq, "n": n,
                                                   "move": text, "written": move.steps})
            canonical = _roll(i, _DIR_INDEX[d], 0, 0)
            legs = ((_DIR_INDEX[d], n),)
        else:
            steps = move.steps
            assert steps is not None
            if move.rest is not None and steps + move.rest != n:
                return Msg("st.illegal.distance", {"die": die, "square": sq, "n": n,
                                                   "move": text,
                                                   "written": steps + move.rest})
            if steps >= n:
                if n == 1:
                    return Msg("st.illegal.turn_one", {"die": die, "square": sq})
                key = "st.illegal.turn_late_two" if n == 2 else "st.illegal.turn_late"
                return Msg(key, {"die": die, "square": sq, "n": n,
                                                    "last": n - 1, "steps": steps})
            canonical = _roll(i, _DIR_INDEX[d], steps, _DIR_INDEX[t])
            legs = ((_DIR_INDEX[d], steps), (_DIR_INDEX[t], n - steps))
        # ST-3: every square on the board and empty
        path: list[int] = []
        dirs: list[int] = []
        x = i
        for di, count in legs:
            for _ in range(count):
                nx = NEXT[di][x]
                if nx < 0:
                    return Msg("st.illegal.leaves_board", {
                        "die": die, "square": sq, "last": _NAMES[x],
                        "direction": _dir_msg(DIRECTIONS[di])})
                if cells[nx]:
                    return Msg("st.illegal.blocked", {"die": die, "square": sq,
                                                      "blocked": _NAMES[nx],
                                                      "other": self._label(nx)})
                path.append(nx)
                dirs.append(di)
                x = nx
        f = x
        # ST-5: a threatened player must reinforce or retreat
        data = self.threat_data[player]
        answer: str | None = None
        leaving: tuple[int, ...] = ()
        if data is not None:
            threatened, attackers = data
            next_to = any(a in NBRS[f] for a in attackers)
            is_threatened = i in threatened
            if next_to:
                if is_threatened and game.reinforce_with == "other":
                    return Msg("st.illegal.threatened_reinforce", {
                        "die": die, "square": sq,
                        "near": _near_text([self._label(a) for a in attackers])})
                answer = "reinforce"
            elif is_threatened:
                answer = "retreat"
                leaving = tuple(x for x in threatened if x != i)
            else:
                return Msg("st.illegal.must_answer", {
                    "player": name,
                    "defenders": [self._label(a) for a in threatened],
                    "attackers": [self._label(a) for a in attackers],
                    "reinforce": _reinforce_msg(game, [self._label(a) for a in attackers])})
        # the orientation on every square (ST-3: it changes with every tip)
        tip = tables.tip
        ks = []
        kk = k
        for di in dirs:
            kk = tip[kk][di]
            ks.append(kk)
        # ST-4: the fights around the moved die
        board = list(cells)
        board[i] = 0
        board[f] = 1 + player * 24 + kk
        for x in leaving:
            board[x] = 0
        fights, removed, ties = _fight(game, board, player, f)
        orients = tables.orients
        threat = self.threat(player) if data is not None else None
        return MovePlan(
            canonical, player, move.square, n, orients[k],
            tuple(_SQUARES[x] for x in path), tuple(DIRECTIONS[di] for di in dirs),
            tuple(orients[x] for x in ks), answer, threat,
            tuple(_SQUARES[x] for x in leaving), fights,
            tuple(_SQUARES[x] for x in removed), ties)

    # --- playing a move -------------------------------------------------------------------
    def _apply(self, move: Any, record: list[Step] | None, language: str) -> StriediesState:
        game = self.game
        player = self._to_move
        turn = self.turn + 1 if game.turn_limit is not None else 0   # ST-7: counted if limited
        before = self.dice_squares
        if isinstance(move, Pass):                # ST-6
            if record is not None:
                state = StriediesState(game, self.cells, before, self.threat_data, player,
                                       turn, None)
                record.append(Step(state, "pass", Msg("st.step.pass", {
                    "player": game.player_name(player)}).text(language),
                    frozenset(_SQUARES[i] for i in before[player]), (), {"player": player}))
            return _after_move(game, self.cells, before, self.threat_data, player, turn,
                               before, record, language)
        cached = self._plan
        plan = cached[1] if cached is not None and cached[0] is move else self.plan(move)
        assert isinstance(plan, MovePlan)
        tables = game._tables
        index = tables.index
        i = _index(plan.origin)
        f = _index(plan.final)
        cells = list(self.cells)
        cells[i] = 0
        code = 1 + player * 24 + index[plan.after]
        threats = list(self.threat_data)
        if record is not None:
            self._record_tips(record, plan, cells, turn, language)
        cells[f] = code
        mine = tuple(sorted(f if x == i else x for x in before[player]))
        dice = list(before)
        dice[player] = mine
        gone: set[int] = set()
        if plan.answer is not None:
            # ST-5: the threat ends with this turn; after a retreat the other threatened
            # dice leave the board before the fights (kit reading)
            threats[player] = None
            leaving = _dice_at(game, cells, [_index(sq) for sq in plan.leaving])
            for sq in plan.leaving:
                x = _index(sq)
                cells[x] = 0
                gone.add(x)
            if gone:
                dice[player] = tuple(x for x in dice[player] if x not in gone)
            if record is not None:
                self._record_answer(record, plan, cells, dice, threats, turn, language,
                                    leaving)
        for fight in plan.fights:                   # ST-4
            lost = [_index(sq) for sq in fight.losers]
            losers = _dice_at(game, cells, lost)
            for x in lost:
                cells[x] = 0
            if lost:
                loser = fight.opponent if not fight.mover_lost else player
                dice[loser] = tuple(x for x in dice[loser] if x not in lost)
                gone.update(lost)
            if fight.tie:
                d_idx = tuple(_index(sq) for sq in fight.defenders)
                a_idx = tuple(_index(sq) for sq in fight.attackers)
                old = threats[fight.opponent]
                if old is not None:                # kit reading: combined
                    d_idx = tuple(sorted(set(old[0]) | set(d_idx)))
                    a_idx = tuple(sorted(set(old[1]) | set(a_idx)))
                else:
                    d_idx = tuple(sorted(d_idx))
                    a_idx = tuple(sorted(a_idx))
                threats[fight.opponent] = (d_idx, a_idx)
            if record is not None:
                self._record_fight(record, plan, fight, cells, dice, threats, turn, language,
                                   old_threat=self.threat_data[fight.opponent], gone=losers)
        cell_tuple = tuple(cells)
        if gone or plan.ties:
            threats = _clean(cell_tuple, threats)
        return _after_move(game, cell_tuple, tuple(dice), tuple(threats), player, turn,
                           before, record, language)

    # --- explanations -------------------------------------------------------------------------
    def _record_tips(self, record: list[Step], plan: MovePlan, cells: list[int], turn: int,
                     language: str) -> None:
        game = self.game
        player = plan.player
        index = game._tables.index
        die = die_label(player, plan.pips)
        previous = plan.origin
        mid = list(cells)
        prev_index = _index(plan.origin)
        mid[prev_index] = 0
        for step, (square, direction, orient) in enumerate(
                zip(plan.path, plan.directions, plan.orientations, strict=True), start=1):
            x = _index(square)
            mid[prev_index] = 0
            mid[x] = 1 + player * 24 + index[orient]
            state = _state(game, mid, self.threat_data, player, turn)
            last = step == plan.pips
            key = "st.step.tip_last" if last else "st.step.tip"
            record.append(Step(state, "tip", Msg(key, {
                "die": die, "direction": _dir_msg(direction), "from": square_name(previous),
                "to": square_name(square), "top": orient.top, "step": step, "n": plan.pips,
                }).text(language),
                frozenset({previous, square}), ((previous, square),),
                {"from": previous, "to": square, "direction": direction,
                 "before": plan.before if step == 1 else plan.orientations[step - 2],
                 "after": orient, "top": orient.top, "step": step, "steps": plan.pips,
                 "player": player, "plan": plan}))
            previous = square
            prev_index = x

    def _record_answer(self, record: list[Step], plan: MovePlan, cells: list[int],
                       dice: list[tuple[int, ...]], threats: list[ThreatData], turn: int,
                       language: str, leaving_dice: tuple[Die, ...]) -> None:
        game = self.game
        player = plan.player
        threat = plan.threat
        assert threat is not None
        name = game.player_name(player)
        attackers = [self._label(_index(a)) for a in threat.attackers]
        die = f"{die_label(player, plan.top)} ({square_name(plan.final)})"
        state = StriediesState(game, tuple(cells), tuple(dice), tuple(threats), player, turn,
                               None)
        if plan.answer == "reinforce":     # ST-5 (a), in the reading of reinforce_with
            key = "st.step.reinforce"
        else:                               # ST-5 (b)
            key = "st.step.retreat_leave" if plan.leaving else "st.step.retreat"
        reading = Msg(f"st.reading.{game.reinforce_with}")
        leaving = [self._label(_index(sq)) for sq in plan.leaving]
        record.append(Step(state, "threat", Msg(key, {
            "player": name, "die": die, "attackers": attackers, "near": _near_text(attackers),
            "leaves": _leaves_msg(leaving) if leaving else "",
            "reading": reading}).text(language),
            frozenset(threat.defenders) | frozenset(threat.attackers) | {plan.final},
            (), {"player": player, "answer": plan.answer, "defenders": threat.defenders,
                 "attackers": threat.attackers, "leaving": plan.leaving,
                 "moved": plan.final, "plan": plan, "gone": leaving_dice}))

    def _record_fight(self, record: list[Step], plan: MovePlan, fight: Fight,
                      cells: list[int], dice: list[tuple[int, ...]],
                      threats: list[ThreatData], turn: int, language: str,
                      old_threat: ThreatData, gone: tuple[Die, ...]) -> None:
        game = self.game
        player = plan.player
        state = StriediesState(game, tuple(cells), tuple(dice), tuple(threats), player, turn,
                               None)
        attack = _side(player, fight.attackers, fight.attacker_pips, fight.attack)
        defence = _side(fight.opponent, fight.defenders, fight.defender_pips, fight.defence)
        opponent = game.player_name(fight.opponent)
        params: dict[str, Any] = {"mover": game.player_name(player), "opponent": opponent,
                                  "attack": attack, "defence": defence}
        if fight.tie:
            # the threat as it now stands (kit reading: combined with an earlier one)
            data = threats[fight.opponent]
            assert data is not None
            # (dice removed earlier in this move drop out, kit reading)
            labels = [_label_of(game, cells, x) for x in data[0] if cells[x]]
            params["defenders"] = labels
            params["reinforce"] = _reinforce_msg(game, [_label_of(game, cells, x)
                                                        for x in data[1] if cells[x]])
            params["combined"] = Msg("st.combined") if old_threat is not None else ""
            key = "st.step.tie_many" if len(labels) > 1 else "st.step.tie_one"
        else:
            losers = _labels(fight.opponent if not fight.mover_lost else player,
                             fight.losers, fight.attacker_pips if fight.mover_lost
                             else fight.defender_pips)
            params["leaves"] = _leaves_msg(losers)
            later = fight.mover_lost and _later_opponents(game, player, fight.opponent)
            key = "st.step.fight_stops" if later else "st.step.fight"
        record.append(Step(state, "fight", Msg(key, params).text(language),
                           frozenset(fight.attackers) | frozenset(fight.defenders), (),
                           {"opponent": fight.opponent, "attackers": fight.attackers,
                            "defenders": fight.defenders, "attack": fight.attack,
                            "defence": fight.defence, "losers": fight.losers,
                            "tie": fight.tie, "player": player, "plan": plan,
                            "gone": gone}))


# ---------------------------------------------------------------------------------------------
# Fights (RULES.md ST-4, ST-5)
# ---------------------------------------------------------------------------------------------
def _fight(game: Striedies, board: list[int], mover: int, f: int
           ) -> tuple[tuple[Fight, ...], tuple[int, ...], tuple[Threat, ...]]:
    """Resolve the fights around the moved die on ``f`` (``board`` is changed in place):
    one opponent at a time in turn order from the mover; the defenders are its dice next to
    the moved die M, the attackers M and the mover's dice next to a defender; the smaller sum
    leaves the board; a tie threatens the defenders (ST-5); once M is gone, no more fights
    (ST-4). Returns the fights, the emptied squares and the new threats."""
    players = game.players
    top = game._tables.top
    nbrs = NBRS
    fights: list[Fight] = []
    removed: list[int] = []
    ties: list[Threat] = []
    mlo, mhi = 1 + mover * 24, 25 + mover * 24
    for j in range(1, players):
        opponent = (mover + j) % players
        lo, hi = 1 + opponent * 24, 25 + opponent * 24
        defenders = [x for x in nbrs[f] if lo <= board[x] < hi]
        if not defenders:
            continue
        support = {y for x in defenders for y in nbrs[x] if mlo <= board[y] < mhi and y != f}
        attackers = [f, *sorted(support)]
        a_pips = tuple(top[(board[x] - 1) % 24] for x in attackers)
        d_pips = tuple(top[(board[x] - 1) % 24] for x in defenders)
        attack, defence = sum(a_pips), sum(d_pips)
        tie = attack == defence
        losers: list[int] = []
        if attack > defence:
            losers = defenders
        elif attack < defence:
            losers = attackers
        for x in losers:
            board[x] = 0
        removed.extend(losers)
        fight = Fight(opponent, tuple(_SQUARES[x] for x in attackers),
                      tuple(_SQUARES[x] for x in defenders), a_pips, d_pips, attack, defence,
                      tuple(_SQUARES[x] for x in losers), tie)
        fights.append(fight)
        if tie:
            ties.append(Threat(opponent, fight.defenders, fight.attackers))
        if attack < defence:
            break                                  # ST-4: M is gone, no later fights
    return tuple(fights), tuple(removed), tuple(ties)


def _dice_at(game: Striedies, cells: list[int], indices: Any) -> tuple[Die, ...]:
    """The :class:`Die` records on ``indices`` of ``cells`` (for pictures of dice that
    leave: their pips and owner as they stood)."""
    orients = game._tables.orients
    return tuple(Die(_SQUARES[x], (cells[x] - 1) // 24, orients[(cells[x] - 1) % 24])
                 for x in indices)


def _clean(cells: tuple[int, ...], threats: list[ThreatData]) -> list[ThreatData]:
    """Kit reading of ST-5: threatened or attacking dice removed meanwhile drop out of a
    threat; a threat with no threatened or no attacking die left ends."""
    result: list[ThreatData] = []
    for p, data in enumerate(threats):
        if data is None:
            result.append(None)
            continue
        lo, hi = 1 + p * 24, 25 + p * 24
        threatened = tuple(x for x in data[0] if lo <= cells[x] < hi)
        attackers = tuple(x for x in data[1] if cells[x] and not lo <= cells[x] < hi)
        result.append((threatened, attackers) if threatened and attackers else None)
    return result


# ---------------------------------------------------------------------------------------------
# After every move: ST-8 (out, win), ST-7 (turn limit), the next player and ST-5 (a threat
# that cannot be answered)
# ---------------------------------------------------------------------------------------------
def make_outcome(game: Striedies, reason: str, winners: tuple[int, ...]) -> Outcome:
    """The :class:`Outcome` for a reason key and winners (also rebuilt from ``result:``)."""
    if reason == "last_player":
        return Outcome(winners, reason, Msg("st.outcome.last_player", {
            "player": game.player_name(winners[0])}))
    if reason == "turn_limit":
        return Outcome((), reason, Msg("st.outcome.turn_limit", {"limit": game.turn_limit}),
                       "ST-7 / CS-10")
    raise ValueError(f"unknown outcome reason {reason!r}")


def _state(game: Striedies, cells: list[int] | tuple[int, ...], threats: Any, to_move: int,
           turn: int, outcome: Outcome | None = None) -> StriediesState:
    cell_tuple = tuple(cells)
    return StriediesState(game, cell_tuple, _dice_of(cell_tuple, game.players), tuple(threats),
                          to_move, turn, outcome)


def _after_move(game: Striedies, cells: tuple[int, ...], dice: tuple[tuple[int, ...], ...],
                threats: tuple[ThreatData, ...], mover: int, turn: int,
                before: tuple[tuple[int, ...], ...], record: list[Step] | None,
                language: str) -> StriediesState:
    """The position after ``mover``'s move: players without dice are out and the last one
    with dice wins (ST-8), the turn limit (ST-7), then the next player (skipping those out),
    who first loses its threatened dice if it cannot answer its threat (ST-5)."""
    players = game.players

    def note(state: StriediesState, kind: str, message: Msg, highlight: frozenset[Square],
             data: dict[str, Any]) -> None:
        if record is not None:
            record.append(Step(state, kind, message.text(language), highlight, (), data))

    def running(to_move: int) -> StriediesState:
        return StriediesState(game, cells, dice, threats, to_move, turn, None)

    def finished() -> StriediesState | None:
        left = [p for p in range(players) if dice[p]]
        if len(left) == 1:                       # ST-8: the last player with dice wins
            outcome = make_outcome(game, "last_player", (left[0],))
            state = StriediesState(game, cells, dice, threats, mover, turn, outcome)
            note(state, "win", Msg("st.step.win", {"player": game.player_name(left[0])}),
                 frozenset(_SQUARES[i] for i in dice[left[0]]),
                 {"winners": (left[0],), "reason": "last_player"})
            return state
        return None

    for j in range(players):                     # ST-8: out
        p = (mover + j) % players
        if before[p] and not dice[p]:
            note(running(mover), "out", Msg("st.step.out", {"player": game.player_name(p)}),
                 frozenset(), {"player": p})
    done = finished()
    if done is not None:
        return done
    if game.turn_limit is not None and turn >= game.turn_limit:   # ST-7, CS-10
        outcome = make_outcome(game, "turn_limit", ())
        state = StriediesState(game, cells, dice, threats, mover, turn, outcome)
        note(state, "turn_limit", Msg("st.step.turn_limit", {
            "turn": turn, "limit": game.turn_limit,
            "rule": Msg("core.not_in_rulebook", {"rule": "ST-7 / CS-10"})}), frozenset(),
            {"turn": turn, "limit": game.turn_limit})
        return state
    p = mover
    for _ in range(players):
        p = (p + 1) % players
        if not dice[p]:
            continue                              # ST-8: out players are skipped
        data = threats[p]
        if data is None or _moves(game, cells, dice[p], data, p, first_only=True):
            return running(p)
        # ST-5: neither answer is possible: the threatened dice leave, then p moves normally
        # (kit reading: this also covers a player without any legal move, who then passes)
        threatened, attackers = data
        new_cells = list(cells)
        gone = _dice_at(game, new_cells, threatened)
        for x in threatened:
            new_cells[x] = 0
        labels = [_label_of(game, cells, x) for x in threatened]
        a_labels = [_label_of(game, cells, x) for x in attackers]
        cells = tuple(new_cells)
        new_dice = list(dice)
        new_dice[p] = tuple(x for x in dice[p] if x not in threatened)
        dice = tuple(new_dice)
        cleared = list(threats)
        cleared[p] = None
        threats = tuple(_clean(cells, cleared))
        name = game.player_name(p)
        if not dice[p]:
            key = "st.step.threat_lost_out"
        elif not _moves(game, cells, dice[p], None, p, first_only=True):
            key = "st.step.threat_lost_pass"
        else:
            key = "st.step.threat_lost"
        note(running(mover), "threat", Msg(key, {
            "player": name, "attackers": a_labels, "near": _near_text(a_labels),
            "leaves": _leaves_msg(labels)}),
            frozenset(_SQUARES[x] for x in threatened + attackers),
            {"player": p, "answer": None, "defenders": tuple(_SQUARES[x] for x in threatened),
             "attackers": tuple(_SQUARES[x] for x in attackers),
             "leaving": tuple(_SQUARES[x] for x in threatened), "moved": None,
             "gone": gone})
        if not dice[p]:
            note(running(mover), "out", Msg("st.step.out", {"player": name}), frozenset(),
                 {"player": p})
            done = finished()
            if done is not None:
                return done
            continue
        return running(p)
    raise AssertionError("no player left to move")  # pragma: no cover (ST-8 ends the game)


# ---------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------
_on_board, _square_text = square_describer(BOARD)
"""Whether a square of a move made in code is one of the board's, and its name in messages."""


def _well_formed(move: Roll) -> bool:
    """The fields of a move have the right types (anything else is not a move)."""
    def count(value: object) -> bool:
        return value is None or (type(value) is int)

    return (isinstance(move.direction, Direction)
            and (move.turn is None or isinstance(move.turn, Direction))
            and count(move.steps) and count(move.rest)
            and (move.rest is None or move.turn is not None)
            and isinstance(move.extra, tuple)
            and all(isinstance(leg, tuple) and len(leg) == 2
                    and isinstance(leg[0], Direction) and count(leg[1])
                    for leg in move.extra))


def _dir_msg(direction: Direction) -> Msg:
    return Msg(f"st.dir.{direction.name}")


def _near_text(labels: list[str]) -> str | Msg:
    """``A4 (e4)``, or ``one of A4 (e4) and B4 (g4)`` for several dice (in sentences saying
    "next to ...")."""
    return labels[0] if len(labels) == 1 else Msg("st.near.many", {"dice": labels})


def _leaves_msg(labels: list[str]) -> Msg:
    """``B6 (c5) leaves the board`` / ``... leave the board``."""
    return Msg("st.leaves.many" if len(labels) > 1 else "st.leaves.one", {"dice": labels})


def _reinforce_msg(game: Striedies, attackers: list[str]) -> Msg:
    return Msg(f"st.reinforce.{game.reinforce_with}", {"near": _near_text(attackers)})


def _labels(owner: int, squares: tuple[Square, ...], pips: tuple[int, ...]) -> list[str]:
    return [f"{die_label(owner, n)} ({square_name(sq)})"
            for sq, n in zip(squares, pips, strict=True)]


def _side(owner: int, squares: tuple[Square, ...], pips: tuple[int, ...], total: int) -> str:
    """``A5 (c4) + A2 (c3) = 7``, or ``A5 (c4)`` for a single die."""
    labels = _labels(owner, squares, pips)
    return labels[0] if len(labels) == 1 else " + ".join(labels) + f" = {total}"


def _label_of(game: Striedies, cells: tuple[int, ...] | list[int], i: int) -> str:
    code = cells[i]
    return f"{die_label((code - 1) // 24, game._tables.top[(code - 1) % 24])} ({_NAMES[i]})"


def _later_opponents(game: Striedies, mover: int, opponent: int) -> bool:
    """Whether opponents come after ``opponent`` in the fight order from ``mover``."""
    return (opponent - mover) % game.players < game.players - 1


# ---------------------------------------------------------------------------------------------
# Reading positions: the notation's fields, checked against the rules
# ---------------------------------------------------------------------------------------------
def _build_state(game: Striedies, text: str) -> StriediesState:
    players = game.players
    parsed = parse_position(text, game.model, players)
    tables = game._tables

    def fail(problem: str, field: str, expected: str) -> NotationError:
        return NotationError(problem, text, parsed.at.get(field), expected)

    cells = [0] * CELLS
    for player in range(players):
        letter = PLAYER_LETTERS[player]
        entries = parsed.dice[player]
        if len(entries) > MAX_DICE:
            raise fail(f"{letter} has {len(entries)} dice on the board", letter,
                       f"at most {MAX_DICE} dice per player (rulebook, Vorbereitung)")
        for square, orientation in entries:
            i = _index(square)
            if cells[i]:
                raise fail(f"two dice on {square_name(square)}", letter,
                           "each square at most once (rulebook: never on a die)")
            cells[i] = 1 + player * 24 + tables.index[orientation]
    cell_tuple = tuple(cells)
    dice = _dice_of(cell_tuple, players)
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
                raise fail(f"the threatened square {_NAMES[x]} holds no die of {letter}", field,
                           f"squares of {letter}'s dice before '>' (RULES.md ST-5)")
        for x in a_idx:
            if not cells[x] or lo <= cells[x] < hi:
                raise fail(f"the attacking square {_NAMES[x]} holds no die of another player",
                           field, f"squares of dice of {letter}'s opponents after '>' "
                           "(RULES.md ST-5)")
        threats[player] = (tuple(d_idx), tuple(a_idx))
    threat_tuple = tuple(threats)
    left = [p for p in range(players) if dice[p]]
    if not left:
        raise fail("no player has a die on the board", "A",
                   "dice of at least one player: the last player with dice wins and the game "
                   "ends (RULES.md ST-8)")
    judged: Outcome | None = None
    if len(left) == 1:
        judged = make_outcome(game, "last_player", (left[0],))
    elif game.turn_limit is not None and turn >= game.turn_limit:
        judged = make_outcome(game, "turn_limit", ())
    check_result(parsed.result, judged, fail)
    to_move = parsed.to_move
    if judged is not None:
        return StriediesState(game, cell_tuple, dice, threat_tuple, to_move, turn, judged)
    letter = PLAYER_LETTERS[to_move]
    if not dice[to_move]:
        raise fail(f"{letter} is to move but has no dice left", "to_move",
                   "a player with dice: a player without dice is out and skipped "
                   "(RULES.md ST-8)")
    data = threat_tuple[to_move]
    if data is not None and not _moves(game, cell_tuple, dice[to_move], data, to_move,
                                       first_only=True):
        raise fail(f"{letter} is to move with a threat it cannot answer", f"threat{to_move}",
                   f"no threat: field for {letter}: a threatened player that can neither "
                   "reinforce nor retreat loses its threatened dice when its turn begins "
                   "(RULES.md ST-5)")
    return StriediesState(game, cell_tuple, dice, threat_tuple, to_move, turn, None)


__all__ = ["BOARD", "CORNERS", "DIRECTIONS", "MODELS", "PLAYER_LETTERS", "SEATS", "Die",
           "Fight", "MovePlan", "Pass", "Roll", "Striedies", "StriediesState", "Threat",
           "make_outcome", "player_letter", "routes", "start_orientation"]
