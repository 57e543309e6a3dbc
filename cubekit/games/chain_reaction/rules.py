"""Kettenreaktion (Chain Reaction): the rules and nothing else.

Sources: the rulebook ``rulebooks/kettenreaktion.de.txt`` (sections *Aufbau*, *Dein Zug*,
*Kapazität*, *Überlauf*, *Kaskade*, *Gewinnen*, *Sonderfälle*) and the decisions
``RULES.md`` CR-1 to CR-6 where the rulebook is silent or wrong.

How the board is stored: a position keeps each cell's marble count as three bit planes
(``c0``, ``c1``, ``c2``: bit ``i`` of plane ``k`` is bit ``k`` of the count of cell ``i``,
cells numbered ``row * width + col`` from ``a1``) and the owner of every occupied cell as
bit planes of the player number; :mod:`.planes` holds the arithmetic on them (a wave of a
cascade, RULES.md CR-3, is a few dozen integer operations on all cells at once). The same
wave serves many boards packed into one integer (see ``playout.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar

from cubekit.core.game import (
    Game,
    NotationError,
    OptionError,
    OptionTypeError,
    Outcome,
    State,
    Step,
    option,
)
from cubekit.core.grid import Board, Square, square_name
from cubekit.core.i18n import Msg, Written
from cubekit.core.options import check_declared, check_start_player, is_whole
from cubekit.core.words import letter
from cubekit.games.chain_reaction.events import Endless, NoCell, Placed, Wave, Won
from cubekit.games.chain_reaction.notation import MAX_COUNT, format_position, parse_position
from cubekit.games.chain_reaction.planes import (
    add_one,
    bursting,
    indices,
    last_player,
    marbles,
    over_capacity,
    owned_by,
    owner_bits,
    set_owner,
    squares,
    take,
    wave,
    wave_one,
)

YOUR_MOVE = Msg("chain_reaction.section.your_move")
"""The rulebook section *Dein Zug*, cited in the reader's language."""

PRESETS: dict[str, tuple[int, int]] = {"6x6": (6, 6), "8x8": (8, 8), "8x10": (8, 10)}
"""The named board sizes of the rulebook (*Aufbau*; RULES.md CR-1): width x height."""


# ---------------------------------------------------------------------------------------------
# Board geometry as bit masks
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Layout:
    """Bit masks of a ``width`` x ``height`` board, ``copies`` boards packed side by side.

    Board ``k`` occupies bits ``k * segment`` to ``k * segment + width * height - 1``; the
    segment is rounded up to whole bytes so packed boards convert cheaply to byte arrays.
    """

    width: int
    height: int
    copies: int
    segment: int
    cells: int          # every cell of every board
    send_n: int         # cells that have a neighbour to the north (not on the top rank)
    send_s: int
    send_e: int
    send_w: int
    cap2: int           # cells with 2 neighbours (corners), capacity 2 (CR-2)
    cap3: int           # edge cells, capacity 3
    cap4: int           # inner cells, capacity 4
    cap23: int          # corners and edges (cap2 | cap3)
    capacity: tuple[int, ...]   # per cell of one board
    settled_limit: int  # the most marbles one board can hold with no cell bursting
    table: MoveTable | None = field(default=None, compare=False, repr=False)
    """The moves of the board (one board only; None for packed boards)."""
    around: dict[int, int] = field(default_factory=dict, compare=False, repr=False)
    """The neighbours of each cell as a mask, by the cell's bit (one board only; empty for
    packed boards)."""

    @property
    def size(self) -> int:
        return self.width * self.height

    def __deepcopy__(self, memo: dict[int, object]) -> Layout:
        return self   # immutable and shared by every position of the board size

    def __reduce__(self) -> tuple[Any, ...]:
        # unpickled as the cached layout, whose move table knows its own moves' identities
        # (called as the positions call it: lru_cache keys differ for layout(w, h, 1))
        if self.copies == 1:
            return layout, (self.width, self.height)
        return layout, (self.width, self.height, self.copies)


@lru_cache(maxsize=64)
def layout(width: int, height: int, copies: int = 1) -> Layout:
    """The masks for a board size (cached)."""
    size = width * height
    segment = size if copies == 1 else (size + 7) // 8 * 8
    masks = dict.fromkeys(("n", "s", "e", "w", "c2", "c3", "c4"), 0)
    capacity = []
    around: dict[int, int] = {}
    for index in range(size):
        col, row = index % width, index // width
        bit = 1 << index
        sends = {"n": row < height - 1, "s": row > 0, "e": col < width - 1, "w": col > 0}
        shifts = {"n": width, "s": -width, "e": 1, "w": -1}
        neighbours_mask = 0
        for key, has in sends.items():
            if has:
                masks[key] |= bit
                neighbours_mask |= 1 << (index + shifts[key])
        around[bit] = neighbours_mask
        # CR-2 / rulebook "Kapazität": a cell bursts at its number of orthogonal neighbours.
        neighbours = sum(sends.values())
        capacity.append(neighbours)
        masks[f"c{neighbours}"] |= bit

    def packed(mask: int) -> int:
        result = 0
        for k in range(copies):
            result |= mask << (k * segment)
        return result

    return Layout(width, height, copies, segment, packed((1 << size) - 1),
                  packed(masks["n"]), packed(masks["s"]), packed(masks["e"]), packed(masks["w"]),
                  packed(masks["c2"]), packed(masks["c3"]), packed(masks["c4"]),
                  packed(masks["c2"] | masks["c3"]), tuple(capacity),
                  sum(c - 1 for c in capacity),
                  move_table(width, height) if copies == 1 else None,
                  around if copies == 1 else {})


@lru_cache(maxsize=64)
def _board(width: int, height: int) -> Board:
    return Board(width, height)


# ---------------------------------------------------------------------------------------------
# Rules object, moves, positions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Written):
    """A move: put one marble on ``square`` (rulebook *Dein Zug*)."""

    square: Square

    def __str__(self) -> str:
        return square_name(self.square)


@dataclass(frozen=True, slots=True)
class MoveTable:
    """The moves of one board size, made once: ``moves[i]`` places on cell ``i``; ``index``
    finds a square's cell; ``chunks[k][b]`` are the moves of the cells set in ``b``, the
    ``k``-th piece of ``bits`` bits of a cell mask (so a mask becomes its move list in a few
    lookups: 12-bit pieces for boards up to 120 cells, bytes for larger ones)."""

    moves: tuple[Place, ...]
    index: dict[Square, int]
    chunks: tuple[tuple[tuple[Place, ...], ...], ...]
    """At least three pieces: a small board's last ones are a single empty piece."""
    bits: int
    more: bool
    """More than three pieces."""
    low: int
    """The mask of one piece (``bits`` ones)."""
    bits2: int
    """Where the third piece starts (``2 * bits``)."""
    by_id: dict[int, int]
    """The cell of each shared move, by the move object's identity (they live as long as
    the table, so no other object can have their ids)."""

    def __deepcopy__(self, memo: dict[int, object]) -> MoveTable:
        return self   # immutable and shared: a copy would break the identities above


@lru_cache(maxsize=64)
def move_table(width: int, height: int) -> MoveTable:
    size = width * height
    moves = tuple(Place((i % width, i // width)) for i in range(size))
    bits = 12 if size <= 120 else 8
    chunks = tuple(
        tuple(tuple(moves[bits * k + j] for j in range(bits)
                    if piece >> j & 1 and bits * k + j < size)
              for piece in range(1 << max(0, min(bits, size - bits * k))))
        for k in range(max(3, (size + bits - 1) // bits)))
    return MoveTable(moves, {move.square: i for i, move in enumerate(moves)}, chunks, bits,
                     len(chunks) > 3, (1 << bits) - 1, 2 * bits,
                     {id(move): i for i, move in enumerate(moves)})


@dataclass(frozen=True, repr=False)
class ChainReaction(Game):
    """Rules of Kettenreaktion. Every field is a rule option with its ``RULES.md`` ID.

    >>> game = ChainReaction(width=3, height=3)
    >>> state = game.initial_state().play("a1").play("c3").play("a1")
    >>> state.to_text()
    '3x3 ..1B/1A../.1A. B'
    """

    name: ClassVar[str] = "chain_reaction"
    title: ClassVar[str] = "Kettenreaktion"
    rulebook: ClassVar[str] = "kettenreaktion.de.txt"

    width: int = option(6, "CR-1", "Files (columns) of the board, 2-26; presets 6x6, 8x8, 8x10.")
    height: int = option(6, "CR-1", "Ranks (rows) of the board, 2-99.")
    players: int = option(2, "CR-5", "Number of players: 2 (rulebook) or 3-8 (option).")
    start_player: int = option(0, "CR-6", "Who moves first: 0 = A, 1 = B, ...")
    stop_on_win: bool = option(
        True, "CR-4",
        "Stop a cascade as soon as one player is left. Off: cascades run to the end, and one "
        "that can never settle is detected and reported instead of running forever.")

    def __post_init__(self) -> None:
        for key in ("width", "height", "players", "start_player"):
            value = getattr(self, key)
            if not is_whole(value):
                raise OptionTypeError(Msg("core.option.whole", {"name": key,
                                                                "value": repr(value)}))
        if not (2 <= self.width <= 26 and 2 <= self.height <= 99):
            raise OptionError(Msg("cr.option.board", {"width": self.width,
                                                      "height": self.height}))
        if not 2 <= self.players <= 8:
            raise OptionError(Msg("cr.option.players", {"players": self.players}))
        check_start_player(self)
        check_declared(self)              # stop_on_win is True or False (CR-4)

    @classmethod
    def preset(cls, size: str, **options: Any) -> ChainReaction:
        """A named board of the rulebook: ``"6x6"``, ``"8x8"`` or ``"8x10"`` (8 wide, 10 high)."""
        try:
            width, height = PRESETS[size.lower()]
        except KeyError:
            raise OptionError(Msg("cr.option.preset", {"size": size,
                                                       "presets": ", ".join(PRESETS)})) from None
        return cls(width=width, height=height, **options)

    @property
    def board(self) -> Board:
        return _board(self.width, self.height)

    @property
    def layout(self) -> Layout:
        return layout(self.width, self.height)

    @property
    def moves(self) -> MoveTable:
        """Every move of this board, made once (:func:`move_table`)."""
        return move_table(self.width, self.height)

    def capacity(self, square: Square) -> int:
        """Marbles at which a cell bursts: its number of orthogonal neighbours (CR-2)."""
        return self.layout.capacity[self.board.index(square)]

    def initial_state(self, seed: int | None = None) -> ChainState:
        """The empty board with the start player to move (the set-up has no randomness)."""
        lay = self.layout
        return ChainState(self, 0, 0, 0, (0,) * owner_bits(self.players), self.start_player, 0,
                          None, lay)

    def turn_order(self, first: int) -> list[int]:
        return [(first + k) % self.players for k in range(self.players)]

    def parse_state(self, text: str) -> ChainState:
        parsed = parse_position(text, self.players)
        if (parsed.width, parsed.height) != (self.width, self.height):
            raise NotationError(
                Msg("cr.notation.other_board", {"size": f"{parsed.width}x{parsed.height}",
                                                "game": f"{self.width}x{self.height}"}),
                text, 0, Msg("cr.expect.board", {"size": f"{self.width}x{self.height}"}))
        lay = self.layout
        c0 = c1 = c2 = 0
        owners = [0] * owner_bits(self.players)
        total = 0
        for index, (count, owner) in enumerate(parsed.cells):
            if count:
                bit = 1 << index
                c0 |= bit if count & 1 else 0
                c1 |= bit if count & 2 else 0
                c2 |= bit if count & 4 else 0
                for k in range(len(owners)):
                    if owner >> k & 1:
                        owners[k] |= bit
                total += count
        if parsed.moved is None:
            moved = 0
            for player in self.turn_order(self.start_player)[:total]:
                moved |= 1 << player
        else:
            moved = sum(1 << p for p in parsed.moved)
        state = ChainState(self, c0, c1, c2, tuple(owners), parsed.to_move, moved, None, lay)
        outcome = endless_outcome() if parsed.endless else state.judge()
        full = bursting(c0, c1, c2, lay)
        if full and outcome is None:
            # a cascade runs until no cell is full (CR-3), unless a win stops it (CR-4) or it
            # can never settle: a running game is written only between two moves
            names = [square_name(sq) for sq in squares(full, lay)]
            key = "cr.notation.cascade_one" if len(names) == 1 else "cr.notation.cascade_many"
            raise NotationError(Msg(key, {"cells": names}), text, None,
                                Msg("cr.expect.calm"))
        return ChainState(self, c0, c1, c2, tuple(owners), parsed.to_move, moved, outcome, lay)


def endless_outcome() -> Outcome:
    return Outcome((), "endless_cascade", Msg("cr.outcome.endless"), "CR-4")


@lru_cache(maxsize=8)
def win_outcome(player: int) -> Outcome:
    """Only ``player`` is left and wins (rulebook *Gewinnen*, CR-4). Made once per player and
    shared, like the moves: every random game ends with one."""
    return Outcome((player,), "last_player", Msg("cr.outcome.win", {"player": letter(player)}))


class ChainState(State):
    """A Kettenreaktion position (immutable). See :mod:`.notation` for its text form."""

    move_types: ClassVar[tuple[type, ...]] = (Place,)

    __slots__ = ("_legal", "_to_move", "c0", "c1", "c2", "game", "lay", "moved", "outcome",
                 "owners")

    game: ChainReaction
    outcome: Outcome | None   # a slot, not State's property: read once per move of every game

    def __init__(self, game: ChainReaction, c0: int, c1: int, c2: int, owners: tuple[int, ...],
                 to_move: int, moved: int, outcome: Outcome | None, lay: Layout) -> None:
        self.game = game
        self.c0, self.c1, self.c2, self.owners = c0, c1, c2, owners
        self._to_move = to_move
        self.moved = moved          # bit p set: player p has had a turn (CR-4)
        self.outcome = outcome
        self.lay = lay
        self._legal = -1            # the legal cells, computed on first use

    # --- reading the position -----------------------------------------------------------------
    @property
    def occupied(self) -> int:
        return self.c0 | self.c1 | self.c2

    def count(self, square: Square) -> int:
        """Marbles on a square."""
        index = self.game.board.index(square)
        return (self.c0 >> index & 1) | (self.c1 >> index & 1) << 1 | (self.c2 >> index & 1) << 2

    def owner(self, square: Square) -> int | None:
        """The player owning a square, or None when it is empty."""
        index = self.game.board.index(square)
        if not self.occupied >> index & 1:
            return None
        return sum((plane >> index & 1) << k for k, plane in enumerate(self.owners))

    def cells(self) -> list[tuple[int, int]]:
        """``(count, owner)`` for every cell in index order (owner -1 when empty)."""
        board = self.game.board
        return [(self.count(sq), -1 if self.owner(sq) is None else self.owner(sq))  # type: ignore
                for sq in board.squares()]

    def marbles(self, player: int) -> int:
        """Marbles of ``player`` on the board."""
        return marbles(self.c0, self.c1, self.c2, owned_by(self.owners, self.occupied, player))

    def total_marbles(self) -> int:
        return marbles(self.c0, self.c1, self.c2, self.lay.cells)

    def has_moved(self, player: int) -> bool:
        return bool(self.moved >> player & 1)

    def is_out(self, player: int) -> bool:
        """CR-4/CR-5: a player who has had a turn and has no marbles left is out."""
        return self.has_moved(player) and not owned_by(self.owners, self.occupied, player)

    def remaining(self) -> list[int]:
        return [p for p in range(self.game.players) if not self.is_out(p)]

    @property
    def in_cascade(self) -> bool:
        """True for a position in the middle of a cascade (some cell at capacity)."""
        return self.outcome is None and bool(bursting(self.c0, self.c1, self.c2, self.lay))

    def judge(self) -> Outcome | None:
        """The outcome if only one player is left (rulebook *Gewinnen*, CR-4)."""
        left = last_player(self.owners, self.occupied, self.moved, self.game.players)
        return None if left is None else win_outcome(left)

    def legal_cells(self) -> int:
        """Bit mask of the cells the player to move may play: empty or its own (*Dein Zug*)."""
        legal = self._legal
        if legal < 0:
            c0, c1, c2, lay = self.c0, self.c1, self.c2, self.lay
            if self.outcome is not None or bursting(c0, c1, c2, lay):
                legal = 0
            else:
                occupied = c0 | c1 | c2
                theirs = occupied ^ owned_by(self.owners, occupied, self._to_move)
                legal = lay.cells ^ theirs
            self._legal = legal
        return legal

    def legal_moves(self) -> list[Place]:
        """The legal moves, cell index order (a1, b1, ..., a2, ...); each board's moves are
        made once and shared (:func:`move_table`)."""
        mask = self._legal
        if mask < 0:
            mask = self.legal_cells()
        table = self.lay.table or self._table()
        bits, low, chunks = table.bits, table.low, table.chunks
        moves = [*chunks[0][mask & low], *chunks[1][mask >> bits & low],
                 *chunks[2][mask >> table.bits2 & low]]
        if table.more:   # a board of more than three pieces
            mask >>= 3 * bits
            for chunk in chunks[3:]:
                moves += chunk[mask & low]
                mask >>= bits
        return moves

    def play(self, move: Any) -> ChainState:
        # A move listed by legal_moves() or parse_move() of a position of this board is one
        # of the board's shared Place objects: one look at the legal cells is the whole check.
        table = self.lay.table
        if table is not None:
            index = table.by_id.get(id(move))
            if index is not None:
                legal = self._legal
                if (legal if legal >= 0 else self.legal_cells()) >> index & 1:
                    return self._advance(index, None)
        result = super().play(move)
        assert isinstance(result, ChainState)
        return result

    def _table(self) -> MoveTable:
        table = self.lay.table
        return table if table is not None else move_table(self.game.width, self.game.height)

    def parse_move(self, text: str) -> Place:
        if not isinstance(text, str):
            raise NotationError(Msg("core.notation.move_not_text", {"type": type(text).__name__}))
        try:
            square = self.game.board.parse(text)
        except NotationError as error:
            raise error.at(text, 0, Msg("cr.expect.move")) from None
        return self._table().moves[self.game.board.index(square)]

    def to_text(self) -> str:
        total = self.total_marbles()
        implied = 0
        for player in self.game.turn_order(self.game.start_player)[:total]:
            implied |= 1 << player
        moved = None
        if implied != self.moved:
            moved = tuple(p for p in range(self.game.players) if self.moved >> p & 1)
        endless = self.outcome is not None and self.outcome.reason == "endless_cascade"
        return format_position(self.game.width, self.game.height, self.cells(), self._to_move,
                               moved, endless)

    def _key(self) -> tuple[Any, ...]:
        return (self.game, self.c0, self.c1, self.c2, self.owners, self._to_move, self.moved,
                self.outcome)

    # --- the rules ------------------------------------------------------------------------------
    def _illegal(self, move: Any) -> Msg | None:
        if self.in_cascade:
            return Msg("cr.illegal.cascade")
        if move.square not in self.game.board:
            return Msg("cr.illegal.off_board", {"square": str(move), "width": self.game.width,
                                                "height": self.game.height})
        owner = self.owner(move.square)
        if owner is not None and owner != self._to_move:
            # Rulebook *Dein Zug*: never into a cell of another colour.
            return Msg("cr.illegal.opponent", {
                "square": str(move), "owner": self.game.player_name(owner),
                "player": self.game.player_name(self._to_move), "section": YOUR_MOVE})
        return None

    def _apply(self, move: Any, record: list[Step] | None) -> ChainState:
        square = move.square
        return self._advance(square[1] * self.lay.width + square[0], record)

    def _advance(self, index: int, record: list[Step] | None) -> ChainState:
        """Play the (legal) move on cell ``index``; record its steps when ``record`` is a list."""
        game, lay = self.game, self.lay
        player = self._to_move
        bit = 1 << index
        # rulebook *Dein Zug*: one marble on an empty or own cell, which is (now) the mover's
        c0, c1, c2 = self.c0, self.c1, self.c2
        # (add_one, set_owner and bursting written out: this is the hot path of every game)
        carry = c0 & bit
        c0 ^= bit
        carry2 = c1 & carry
        c2 |= carry2
        c1 ^= carry
        owners = self.owners
        if len(owners) == 1:
            owners = (owners[0] | bit,) if player else (owners[0] ^ (owners[0] & bit),)
        else:
            owners = set_owner(owners, bit, player)
        moved = self.moved | 1 << player
        if record is not None:
            square = game.board.square(index)
            placed = ChainState(game, c0, c1, c2, owners, player, moved, None, lay)
            record.append(Step(placed, Placed(player, square, placed.count(square),
                                              game.capacity(square)), frozenset({square})))
        # before a legal move no cell is full (no cascade is running), so only the cell that
        # got the marble can burst now, when it reaches its capacity (CR-2): a corner 2 (it
        # held 1, so the low bit carried), an edge 3 (0b011), an inner cell 4 (it held 3, so
        # the carry reached the third bit)
        capacity = lay.capacity[index]
        if carry if capacity == 2 else carry2 if capacity == 4 else c0 & c1 & bit:
            c0, c1, c2, owners, outcome = self._cascade(c0, c1, c2, owners, moved, bit, record)
            if outcome is None and not game.stop_on_win:
                # CR-4 off: judged once the cascade has settled. (With the stop on win a win
                # has stopped the cascade already; a move without a cascade takes nobody's
                # marbles.)
                left = last_player(owners, c0 | c1 | c2, moved, game.players)
                if left is not None:
                    outcome = win_outcome(left)
                    if record is not None:
                        record.append(Step(ChainState(game, c0, c1, c2, owners, player, moved,
                                                      outcome, lay), Won(left)))
            if outcome is not None:
                return _position(game, c0, c1, c2, owners, player, moved, outcome, lay, 0)
        if len(owners) == 1:   # two players: the opponent moves if it holds a marble (CR-5)
            occupied = c0 | c1 | c2
            theirs = occupied ^ (occupied & owners[0]) if player else occupied & owners[0]
            if theirs:   # (_position written out: the most common end of a move)
                after: ChainState = _new(ChainState)
                after.game, after.lay, after.outcome, after.moved = game, lay, None, moved
                after.c0, after.c1, after.c2, after.owners = c0, c1, c2, owners
                after._to_move = 1 - player
                after._legal = lay.cells ^ occupied ^ theirs   # the empty cells and its own
                return after
        following, moved, outcome, legal = self.next_player(c0, c1, c2, owners, player, moved,
                                                            record)
        return _position(game, c0, c1, c2, owners, following, moved, outcome, lay, legal)

    def _cascade(self, c0: int, c1: int, c2: int, owners: tuple[int, ...], moved: int,
                 burst: int, record: list[Step] | None
                 ) -> tuple[int, int, int, tuple[int, ...], Outcome | None]:
        """Resolve the cascade wave by wave (rulebook *Kaskade*; CR-2, CR-3): the counts and
        owners after it, and the outcome if a win stopped it (CR-4) or it can never settle."""
        game, lay = self.game, self.lay
        player, players, stop = self._to_move, game.players, game.stop_on_win
        # two players keep one owner plane (bit set: B); the opponent's "has moved" bit
        duel = len(owners) == 1 and players == 2
        their_move = duel and moved >> (1 - player) & 1
        if their_move and stop and record is None:
            # the usual cascade of a two-player game, written out. The opponent's cells only
            # shrink: each one that receives a marble becomes the mover's (rulebook
            # *Überlauf*), and none bursts (a full cell has just received a marble, so it is
            # the mover's). The mover wins once the opponent holds nothing (CR-4); it always
            # comes to that or settles (every cell having burst leaves the opponent nothing).
            plane, several = owners[0], 0
            occupied = c0 | c1 | c2
            theirs = occupied ^ (occupied & plane) if player else occupied & plane
            while burst:
                c0, c1, c2, received, several, burst = wave_one(c0, c1, c2, burst, lay, several)
                theirs ^= theirs & received
                if not theirs:
                    break
            occupied = c0 | c1 | c2   # B's cells make the owner plane
            plane = occupied ^ theirs if player else theirs
            return c0, c1, c2, (plane,), None if theirs else win_outcome(player)
        number = fired = 0   # waves so far; every cell that has burst in this cascade
        several = 0          # cells that received several marbles in the last wave
        seen: dict[tuple[int, ...], int] = {}
        cells, recording = lay.cells, record is not None
        while burst:
            if not stop or fired == cells:
                endless = self._endless(c0, c1, c2, owners, number, seen, fired, burst)
                if endless is not None:
                    never = endless_outcome()
                    if record is not None:
                        after = ChainState(game, c0, c1, c2, owners, player, moved, never, lay)
                        record.append(Step(after, endless, frozenset(endless.bursts)))
                    return c0, c1, c2, owners, never
            before = (c0 | c1 | c2, owners) if recording else (0, ())
            fired |= burst
            c0, c1, c2, received, several, full = wave_one(c0, c1, c2, burst, lay, several)
            occupied = c0 | c1 | c2
            number += 1
            if duel:   # take() and last_player() written out for two players: the hot path
                plane = owners[0]
                if player:
                    plane = (plane | received) & occupied
                    won = stop and their_move and not occupied ^ plane
                else:
                    plane = (plane ^ (plane & received)) & occupied
                    won = stop and their_move and not plane
                owners = (plane,)
                left = player if won else None
            else:
                owners = take(owners, received, occupied, player)
                left = last_player(owners, occupied, moved, players) if stop else None
            if left is not None or recording:
                outcome = None if left is None else win_outcome(left)   # CR-4: every wave
                if record is not None:
                    state = ChainState(game, c0, c1, c2, owners, player, moved, outcome, lay)
                    self._record_wave(record, state, number, burst, received, several, before)
                if outcome is not None:
                    return c0, c1, c2, owners, outcome
            burst = full
        return c0, c1, c2, owners, None

    def _endless(self, c0: int, c1: int, c2: int, owners: tuple[int, ...], number: int,
                 seen: dict[tuple[int, ...], int], fired: int, burst: int) -> Endless | None:
        """Whether the cascade can never settle (CR-4), checked before each wave."""
        if not self.game.stop_on_win:
            # CR-4 option off: detect a cascade that can never settle instead of hanging.
            return self._never_settles(c0, c1, c2, owners, number, seen, fired, burst)
        # With the stop on win, every cell having burst means the mover owns the whole board,
        # so every player who has moved is out and the win stopped the cascade already --
        # unless the others have not moved yet (a typed position): then nothing can stop it,
        # and it can never settle (see _never_settles).
        return Endless("no_win", number, squares(burst, self.lay))

    def next_player(self, c0: int, c1: int, c2: int, owners: tuple[int, ...], player: int,
                    moved: int, record: list[Step] | None
                    ) -> tuple[int, int, Outcome | None, int]:
        """The next player in turn order who is not out (CR-5: out players are skipped), the
        players who have moved, the outcome if the game ended, and the next player's legal
        cells (empty or its own, rulebook *Dein Zug*).

        Not in the rulebook (3+ players only): a player who has not moved yet but finds every
        cell taken by other colours cannot place; it counts as having had its turn, holds no
        marbles, and so is out like any other player without marbles (CR-4, CR-5).
        """
        game, lay = self.game, self.lay
        occupied = c0 | c1 | c2
        players = game.players
        following = player + 1 if player + 1 < players else 0
        if len(owners) == 1:   # owned_by, written out for two players
            mine = occupied & owners[0] if following else occupied ^ (occupied & owners[0])
        else:
            mine = owned_by(owners, occupied, following)
        if mine:   # the usual case: the next player holds marbles, so its own cells are free
            return following, moved, None, lay.cells ^ occupied ^ mine
        for step in range(1, players + 1):
            candidate = (player + step) % players
            mine = owned_by(owners, occupied, candidate)
            if mine or (occupied != lay.cells and not moved >> candidate & 1):
                # it holds marbles, or has not moved yet and finds an empty cell
                return candidate, moved, None, lay.cells ^ occupied ^ mine
            if moved >> candidate & 1:
                continue  # has moved and holds nothing: out
            moved |= 1 << candidate   # no cell to play: out (kit reading, see above)
            if record is not None:
                state = ChainState(game, c0, c1, c2, owners, candidate, moved, None, lay)
                record.append(Step(state, NoCell(candidate)))
        state = ChainState(game, c0, c1, c2, owners, player, moved, None, lay)
        return player, moved, state.judge(), 0

    def _never_settles(self, c0: int, c1: int, c2: int, owners: tuple[int, ...], number: int,
                       seen: dict[tuple[int, ...], int], fired: int,
                       burst: int) -> Endless | None:
        """Why the cascade can never settle, or None if it may still (CR-4 option off).

        Three tests, each a proof that the cascade goes on for ever: more marbles than a calm
        board can hold (bursts only move marbles); the board repeats an earlier wave's board;
        every cell has burst at least once (were the cascade to stop, the cell whose last
        burst came first would since have received a marble from every neighbour, so it
        would be full). The last test ends every endless cascade: in one that never stops,
        every cell bursts sooner or later, so no cascade runs unbounded.
        """
        lay = self.lay
        bursts = squares(burst, lay)
        total = marbles(c0, c1, c2, lay.cells)
        if total > lay.settled_limit:
            return Endless("capacity", number, bursts, total=total, limit=lay.settled_limit)
        key = (c0, c1, c2, *owners)
        if key in seen:
            return Endless("repeat", number, bursts, earlier=seen[key])
        seen[key] = number
        if fired == lay.cells:
            return Endless("all_burst", number, bursts)
        return None

    # --- explanations -------------------------------------------------------------------------
    def _record_wave(self, record: list[Step], state: ChainState, number: int, burst: int,
                     received: int, several: int, before: tuple[int, tuple[int, ...]]) -> None:
        """Record a wave: ``state`` is the position after it (with the outcome if the wave
        won), ``before`` the occupied cells and owners before it."""
        game, lay = self.game, self.lay
        player = state.to_move
        occupied, owners = before
        held = [owned_by(owners, occupied, p) for p in range(game.players)]
        captured = 0
        for other, cells in enumerate(held):
            if other != player:
                captured |= cells & received
        # CR-3: a cell that received several marbles may now hold more than its capacity; it
        # bursts again in the next wave and keeps the surplus.
        surplus = several & over_capacity(state.c0, state.c1, state.c2, lay)
        out = tuple(other for other in range(game.players)
                    if other != player and held[other] and state.is_out(other))
        totals = tuple(state.marbles(p) for p in range(game.players))
        bursts = squares(burst, lay)
        event = Wave(number, player, bursts, squares(captured, lay), squares(surplus, lay),
                     totals, out, state.outcome is not None)
        record.append(Step(state, event, frozenset(bursts)))


_new = object.__new__


def _position(game: ChainReaction, c0: int, c1: int, c2: int, owners: tuple[int, ...],
              to_move: int, moved: int, outcome: Outcome | None, lay: Layout,
              legal: int) -> ChainState:
    """``ChainState(...)`` with its legal cells known (0 once the game is over), made without
    a call of ``__init__``: a move makes one, so this is the hot path of every game."""
    state: ChainState = _new(ChainState)
    state.game = game
    state.c0, state.c1, state.c2, state.owners = c0, c1, c2, owners
    state._to_move = to_move
    state.moved = moved
    state.outcome = outcome
    state.lay = lay
    state._legal = legal
    return state


assert MAX_COUNT == 7  # three count planes hold 0..7 (see notation.MAX_COUNT)

__all__ = ["PRESETS", "YOUR_MOVE", "ChainReaction", "ChainState", "Layout", "MoveTable", "Place",
           "add_one", "bursting", "endless_outcome", "indices", "last_player", "layout",
           "marbles", "move_table", "over_capacity", "owned_by", "owner_bits", "set_owner",
           "squares", "take", "wave", "wave_one", "win_outcome"]
