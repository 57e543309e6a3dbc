"""Striedies Strategie: the rules and nothing else.

Sources: the rulebook ``rulebooks/striedies-strategie.de.txt`` (sections *Spielmaterial*,
*Vorbereitung* and *Spielregel*) and the decisions ``RULES.md`` ST-1 to ST-9 (ST-7 refers to
CS-10).

How a position is stored: ``cells`` is ``bytes``, 225 small integers in index order
(``row * 15 + col``, ``a1`` first): 0 for an empty square, else ``1 + owner * 24 + k`` with
owner 0-3 (A-D) and ``k`` the index of the die's orientation in
``game.model.all_orientations()`` (the right- or left-handed die, option ``dice``, ST-1).
``dice_squares`` holds per player the sorted indices of its dice. ``threat_data`` holds per
player ``None`` or ``(threatened, attackers)``, two sorted tuples of square indices: the tie
(ST-5) the player still has to answer on its next turn.

Decisions of ``RULES.md`` that are not in the rulebook (the explanations say "not in the
rulebook" with the ID): a player without a legal move passes (ST-6); the turn limit (ST-7);
the tie details of ST-9: (a) several ties on the same player before its turn are combined
(union of the threatened and of the attacking dice); (b) after a retreat the other threatened
dice leave before the fights of that move, or with the option ``retreat_removal =
"after_fights"`` after them, so that they support the mover in those fights; (c) threatened
or attacking dice removed meanwhile drop out of the threat at once, and a threat with no
threatened or no attacking die left ends. Kit readings beyond ``RULES.md`` (each named "kit
reading" in the explanations): a threatened player that cannot answer (ST-5: neither
reinforcement nor retreat possible) loses its threatened dice already at the end of the move
before its turn, then moves normally; a player without any legal move cannot answer either, so
it loses them too and then passes (ST-6); ``start_player`` chooses who begins (the rulebook
only says that the players alternate).

The rules are split by what they hold: the fixed tables of board and dice in :mod:`.board`;
what a move would do (legal moves, the plan of a move or why it is illegal, its fights) in
:mod:`.moves`; here the rules object and its positions, which play the moves; reading a
position, checked against the rules, in :mod:`.position` (with :mod:`.ties` for the
threats). Explaining a move records what happens as events (:mod:`.events`: each tip, the
answer to a threat, each fight, ...), never words: :mod:`.words` tells them.

Speed (the tree search plays hundreds of thousands of moves): every path of a die is made once
per square and number as a shared :class:`~.board.Route` with its move object and the bit mask
of its squares, so ``legal_moves`` tests a path with one ``&`` against the occupancy mask; a
move that ``legal_moves`` of this very position listed is played without a second check (the
position remembers what it listed), and ``play`` builds no step, event or square name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.cube import CubeModel, Orientation
from cubekit.core.game import Game, NotationError, Outcome, State, Step, option
from cubekit.core.grid import Board, Square
from cubekit.core.i18n import Msg, tr
from cubekit.core.options import check_declared, check_setup, check_start_player, check_turn_limit
from cubekit.games.striedies.board import (
    BOARD,
    CELLS,
    CORNERS,
    DIRECTIONS,
    MODELS,
    ROUTE_OF,
    SEATS,
    SQUARES,
    TABLES,
    Route,
    Tables,
    route_of,
    routes,
    start_orientation,
)
from cubekit.games.striedies.board import index as _index
from cubekit.games.striedies.events import (
    AfterLoss,
    Die,
    Eliminated,
    Fought,
    LeftAfterFights,
    Passed,
    Reinforced,
    ReinforceWith,
    Retreated,
    RetreatRemoval,
    ThreatLost,
    ThreatReduced,
    Tied,
    Tipped,
    Trail,
    TurnLimitReached,
    Won,
)
from cubekit.games.striedies.moves import (
    Fight,
    MovePlan,
    Threat,
    ThreatData,
    answer_of,
    canonical,
    clean,
    dice_at,
    fight_record,
    fights_at,
    legal,
    near_squares,
    occupancy,
    on_board,
    plan_move,
    resolve_fights,
    threat_record,
)
from cubekit.games.striedies.notation import (
    PLAYER_LETTERS,
    REASONS,
    Pass,
    Roll,
    format_position,
    parse_move,
    player_letter,
)


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
        "other", "ST-5", "After a tie the threatened player reinforces with 'other' dice than "
        "the threatened ones (the rulebook's words 'with another of its dice'), or, a reading "
        "the rulebook does not give, with 'any' of its dice.", ("other", "any"))
    retreat_removal: str = option(
        "before_fights", "ST-9", "After a retreat (ST-5 b) the other threatened dice leave "
        "the board 'before_fights' of the retreating move, or 'after_fights': they stand, and "
        "support the mover, in those fights and leave after them (not in the rulebook).",
        ("before_fights", "after_fights"))
    turn_limit: int | None = option(None, "ST-7", "End the game as a draw after this many "
                                    "turns (not in the rulebook, as CS-10); None: no limit.")
    setup: str | None = option(None, "ST-2", "An explicit start position in the position "
                               "notation; None: the ST-2 start in the corners.")

    def __post_init__(self) -> None:
        check_declared(self)   # players 2-4 (ST-2), dice (ST-1), reinforce_with (ST-5),
        #                        retreat_removal (ST-9 b)
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
    def _tables(self) -> Tables:
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
        cells = bytearray(CELLS)
        for player in range(self.players):
            k = tables.index[self.start_orientation(player)]
            for square in self.start_squares(player):
                cells[_index(square)] = 1 + player * 24 + k
        cell_tuple = bytes(cells)
        return StriediesState(self, cell_tuple, dice_of(cell_tuple, self.players),
                              (None,) * self.players, self.start_player, 0, None)

    def parse_state(self, text: str) -> StriediesState:
        """A position from its notation (see :mod:`cubekit.games.striedies.notation`),
        checked against the rules (:mod:`.position`)."""
        from cubekit.games.striedies.position import build_state

        return build_state(self, text)



def dice_of(cells: bytes | bytearray, players: int) -> tuple[tuple[int, ...], ...]:
    """Per player the sorted square indices of its dice in ``cells``."""
    per: list[list[int]] = [[] for _ in range(players)]
    for i, code in enumerate(cells):
        if code:
            per[(code - 1) // 24].append(i)
    return tuple(tuple(p) for p in per)


def _reading(game: Striedies) -> ReinforceWith:
    """The option ``reinforce_with`` (ST-5) as the value events carry."""
    return "other" if game.reinforce_with == "other" else "any"


def _removal(game: Striedies) -> RetreatRemoval:
    """The option ``retreat_removal`` (ST-9 b) as the value events carry."""
    return "after_fights" if game.retreat_removal == "after_fights" else "before_fights"


PASS = Pass()
_ONCE: frozenset[int] = frozenset()
"""``StriediesState._ids`` after the first move played from a position (see ``play``)."""


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

    __slots__ = ("_ids", "_listed", "_outcome", "_plan", "_to_move", "cells", "dice_squares",
                 "game", "threat_data", "turn")

    game: Striedies

    def __init__(self, game: Striedies, cells: bytes,
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
        self._listed: list[Roll | Pass] | None = None     # what legal_moves() found
        self._ids: set[int] | frozenset[int] | None = None   # ... by their identities

    # --- reading the position -----------------------------------------------------------------
    def _square(self, square: Square | str) -> int:
        if isinstance(square, str):
            square = BOARD.parse(square)
        if not on_board(square):
            raise NotationError(Msg("st.notation.square", {"square": repr(square)}), "", None,
                                Msg("st.expect.square"))
        return _index(square)

    def die(self, square: Square | str) -> Die | None:
        """The die on a square (a square or its name), or None when it is empty."""
        i = self._square(square)
        code = self.cells[i]
        return self._die(i) if code else None

    def _die(self, i: int) -> Die:
        code = self.cells[i]
        return Die(SQUARES[i], (code - 1) // 24,
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

    def is_out(self, player: int) -> bool:
        """True for a player with no dice left (ST-8): its turns are skipped."""
        return not self.dice_squares[player]

    def remaining(self) -> list[int]:
        """The players that still have dice, in turn order from A."""
        return [p for p in range(self.game.players) if self.dice_squares[p]]

    def threat(self, player: int) -> Threat | None:
        """The tie ``player`` must answer on its next turn (ST-5), or None."""
        return threat_record(player, self.threat_data[player])

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
        found = self._listed
        if found is None:
            player = self._to_move
            found = list(legal(self.game, self.cells, occupancy(self.dice_squares),
                               self.dice_squares[player], self.threat_data[player], player))
            if not found:
                found.append(PASS)                # ST-6
            self._listed = found
        return found.copy()

    def play(self, move: Any) -> StriediesState:
        # A move listed by legal_moves() of this very position is legal here: it is played
        # without a second check. Anything else goes through the move gate and the rules.
        listed = self._listed
        if listed is not None:
            ids = self._ids
            if ids is None:                       # the first move played from here: a
                self._ids = _ONCE                 # look along the list is the cheapest
                for listed_move in listed:
                    if listed_move is move:
                        return self._apply(move, None)
            else:
                if ids is _ONCE:                  # several: index the list once
                    ids = self._ids = set(map(id, listed))
                if id(move) in ids:
                    return self._apply(move, None)
        result = super().play(move)
        assert isinstance(result, StriediesState)
        return result

    def moves_from(self, square: Square | str) -> list[Roll]:
        """The legal moves of the die on ``square`` (empty for an empty square, another
        player's die or a finished game), in the order of :meth:`legal_moves`."""
        i = self._square(square)
        player = self._to_move
        if self._outcome is not None or i not in self.dice_squares[player]:
            return []
        return legal(self.game, self.cells, occupancy(self.dice_squares),
                     self.dice_squares[player], self.threat_data[player], player, only=i)

    def parse_move(self, text: str) -> Roll | Pass:
        """A move from its notation (:mod:`.notation`) as :meth:`legal_moves` lists it: a
        spelling with the squares written out is the same move (``b1N1`` is ``b1N`` for a
        die showing 1, ``b1N2E1`` is ``b1N2E`` for one showing 3)."""
        move = parse_move(text)
        return canonical(self.game, self.cells, move) if isinstance(move, Roll) else move

    def to_text(self) -> str:
        game = self.game
        orients = game._tables.orients
        per_player = [[(SQUARES[i], orients[(self.cells[i] - 1) % 24]) for i in squares]
                      for squares in self.dice_squares]
        threats = [(p, tuple(SQUARES[i] for i in data[0]), tuple(SQUARES[i] for i in data[1]))
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
            found = legal(self.game, self.cells, occupancy(self.dice_squares),
                          self.dice_squares[player], self.threat_data[player], player,
                          first_only=True)
            if found:
                return Msg("st.illegal.pass", {
                    "player": self.game.player_name(player), "example": str(found[0]),
                    "rule": Msg("core.not_in_rulebook", {"rule": "ST-6"})})
            return None
        plan = self.plan(move)
        if isinstance(plan, Msg):
            return plan
        self._plan = (move, plan)   # play() checks, then applies: work the move out once
        return None

    def plan(self, move: object) -> MovePlan | Msg:
        """What ``move`` would do, or the reason it is illegal (ST-3 to ST-5), without
        playing it: the path, the orientation on every square, the answer to a threat and the
        fights. Also used by :meth:`play` and :meth:`explain`. ``Pass`` has no plan (a
        :class:`Msg` is returned for anything but a :class:`Roll`)."""
        player = self._to_move
        return plan_move(self.game, self.cells, player, self.threat_data[player], move)

    # --- playing a move -------------------------------------------------------------------
    def _apply(self, move: Any, record: list[Step] | None) -> StriediesState:
        game = self.game
        player = self._to_move
        if isinstance(move, Pass):                # ST-6
            turn = self.turn + 1 if game.turn_limit is not None else 0   # ST-7: if limited
            before = self.dice_squares
            if record is not None:
                state = StriediesState(game, self.cells, before, self.threat_data, player,
                                       turn, None)
                record.append(Step(state, Passed(player),
                                   frozenset(SQUARES[i] for i in before[player])))
            return _after_move(game, self.cells, before, self.threat_data, player, turn,
                               None, record)
        by_pips = ROUTE_OF.get(id(move))
        if by_pips is not None:                   # a shared move object: its own route
            square = move.square
            code = self.cells[square[1] * 15 + square[0]]
            route = by_pips[game._tables.top[(code - 1) % 24]]
            if route is not None:
                return self._advance(route, record)
        cached = self._plan                       # a move checked by the rules: its plan
        plan = cached[1] if cached is not None and cached[0] is move else self.plan(move)
        assert isinstance(plan, MovePlan)
        return self._advance(route_of(plan.move, plan.pips), record)

    def _advance(self, route: Route, record: list[Step] | None) -> StriediesState:
        """Play the legal move along ``route``: the die rolls (ST-3), answers the player's
        threat (ST-5) and fights (ST-4); then :func:`_after_move`. Records its steps when
        ``record`` is a list."""
        game = self.game
        tables = game._tables
        player = self._to_move
        turn = self.turn + 1 if game.turn_limit is not None else 0   # ST-7: counted if limited
        before = self.dice_squares
        i, f = route.origin, route.final
        low = 1 + player * 24
        cells = bytearray(self.cells)
        code = low + tables.after[route.shape][cells[i] - low]       # ST-3: tip by tip
        cells[i] = 0
        plan: MovePlan | None = None
        trail: Trail | None = None
        if record is not None:              # the plan the check made, or a new one
            cached = self._plan
            planned = cached[1] if cached is not None and cached[1].move is route.move \
                else self.plan(route.move)
            assert isinstance(planned, MovePlan)
            plan = planned
            trail = Trail(player, (plan.origin, *plan.path),
                          (plan.pips, *(o.top for o in plan.orientations)))
            self._record_tips(record, plan, cells, turn, trail)
        cells[f] = code
        own = list(before[player])
        own[own.index(i)] = f
        own.sort()
        dice = list(before)
        dice[player] = tuple(own)
        threats = self.threat_data
        gone: list[int] = []
        leaving: list[int] = []
        after = False
        threat = threats[player]
        if threat is not None:
            # ST-5: a legal move answers the threat, which ends with this turn; after a retreat
            # the other threatened dice leave the board, before the fights of the move or, with
            # retreat_removal="after_fights", after them (ST-9 b)
            threats = (*threats[:player], None, *threats[player + 1:])
            answer = answer_of(f in near_squares(threat[1]), i in threat[0],
                               game.reinforce_with == "any")
            if answer == "retreat":
                leaving = [x for x in threat[0] if x != i]
            after = game.retreat_removal == "after_fights"
            if record is not None and trail is not None and plan is not None:
                leaving_dice = dice_at(tables, cells, leaving)
                if not after:
                    self._remove(cells, dice, leaving, gone)
                state = StriediesState(game, bytes(cells), tuple(dice), threats, player,
                                       turn, None)
                record.append(self._answer_step(state, plan, leaving_dice, trail))
            elif not after:
                self._remove(cells, dice, leaving, gone)
            if leaving and not after:
                threats = _cleaned(game, cells, dice, threats, self.cells, player, turn,
                                   record)
        if fights_at(cells, player, f):
            threats = self._fight(cells, dice, threats, gone, f, turn, trail, record)
        if after and leaving:
            standing = [x for x in leaving if cells[x]]
            if standing:
                seen = bytes(cells)
                self._remove(cells, dice, standing, gone)
                if record is not None:
                    state = StriediesState(game, bytes(cells), tuple(dice), threats, player,
                                           turn, None)
                    record.append(Step(state, LeftAfterFights(player, dice_at(
                        tables, seen, standing)), frozenset(SQUARES[x] for x in standing)))
                threats = _cleaned(game, cells, dice, threats, seen, player, turn, record)
        return _after_move(game, bytes(cells), tuple(dice), threats, player, turn,
                           before if gone else None, record)

    def _remove(self, cells: bytearray, dice: list[tuple[int, ...]], squares: list[int],
                gone: list[int]) -> None:
        """The mover's dice on ``squares`` leave the board (added to ``gone``)."""
        if squares:
            player = self._to_move
            for x in squares:
                cells[x] = 0
            dice[player] = tuple(x for x in dice[player] if x not in squares)
            gone += squares

    def _fight(self, cells: bytearray, dice: list[tuple[int, ...]], threats: Threats,
               gone: list[int], f: int, turn: int, trail: Trail | None,
               record: list[Step] | None) -> Threats:
        """The fights around the moved die on ``f`` (ST-4), played on ``cells`` and ``dice``
        (the dice that leave are added to ``gone``): the threats after them. A tie threatens
        the defenders (ST-5), together with an older threat on that player (ST-9 a); dice
        that leave drop out of the threats at once, and a threat left without threatened or
        attacking dice ends (ST-9 c). Records a step per fight (and per threat a fight
        changes) when ``record`` is a list."""
        game = self.game
        player = self._to_move
        prior = bytes(cells) if record is not None else b""
        for fight in resolve_fights(game, cells, player, f):       # ST-4
            opponent, attackers, defenders, _, _, attack, defence, losers, tie = fight
            if losers:
                loser = player if attack < defence else opponent
                dice[loser] = tuple(x for x in dice[loser] if x not in losers)
                gone += losers
            if tie:                             # ST-5: the defenders are threatened
                old = threats[opponent]
                new = ((tuple(sorted({*old[0], *defenders})), tuple(sorted({*old[1], *attackers})))
                       if old is not None else (tuple(sorted(defenders)), tuple(sorted(attackers))))
                threats = (*threats[:opponent], new, *threats[opponent + 1:])
            if record is not None and trail is not None:
                state = StriediesState(game, bytes(cells), tuple(dice), threats, player, turn,
                                       None)
                record.append(self._fight_step(state, fight_record(fight), trail))
            if losers:                          # ST-9 c
                threats = _cleaned(game, cells, dice, threats, prior, player, turn, record)
            if record is not None:
                prior = bytes(cells)
        return threats

    # --- the events of a move -----------------------------------------------------------------
    def _record_tips(self, record: list[Step], plan: MovePlan, cells: bytearray, turn: int,
                     trail: Trail) -> None:
        """One :class:`Tipped` per square the die rolls over (ST-3)."""
        game = self.game
        player = plan.player
        index = game._tables.index
        previous = plan.origin
        before = plan.before
        mid = bytearray(cells)
        prev_index = _index(plan.origin)
        mid[prev_index] = 0
        for step, (square, direction, orient) in enumerate(
                zip(plan.path, plan.directions, plan.orientations, strict=True), start=1):
            x = _index(square)
            mid[prev_index] = 0
            mid[x] = 1 + player * 24 + index[orient]
            state = _state(game, mid, self.threat_data, player, turn)
            event = Tipped(player, plan.pips, step, previous, square, direction, before,
                           orient, trail)
            record.append(Step(state, event, frozenset({previous, square})))
            previous, prev_index, before = square, x, orient

    def _answer_step(self, state: StriediesState, plan: MovePlan,
                     leaving: tuple[Die, ...], trail: Trail) -> Step:
        """The answer to a threat (ST-5): :class:`Reinforced` or :class:`Retreated`."""
        threat = plan.threat
        assert threat is not None
        tables = self.game._tables
        attackers = dice_at(tables, self.cells, [_index(a) for a in threat.attackers])
        die = Die(plan.final, plan.player, plan.after)
        event: Reinforced | Retreated
        if plan.answer == "reinforce":     # ST-5 (a), in the reading of reinforce_with
            event = Reinforced(plan.player, die, threat.defenders, attackers,
                               _reading(self.game), trail)
        else:                               # ST-5 (b)
            event = Retreated(plan.player, die, threat.defenders, attackers, leaving,
                              _removal(self.game), trail)
        return Step(state, event, frozenset(threat.defenders) | frozenset(threat.attackers)
                    | {plan.final})

    def _fight_step(self, state: StriediesState, fight: Fight, trail: Trail) -> Step:
        """A fight of the move (ST-4): :class:`Fought`, or :class:`Tied` with the threat the
        opponent now has (ST-5, ST-9 a)."""
        game = self.game
        player = self._to_move
        sides = (player, fight.opponent, fight.attackers, fight.attacker_pips,
                 fight.defenders, fight.defender_pips, fight.attack, fight.defence)
        event: Fought | Tied
        if fight.tie:
            data = state.threat_data[fight.opponent]
            assert data is not None
            cells, tables = state.cells, game._tables
            # the threat as it now stands (dice removed earlier in this move drop out)
            event = Tied(*sides, dice_at(tables, cells, [x for x in data[0] if cells[x]]),
                         dice_at(tables, cells, [x for x in data[1] if cells[x]]),
                         self.threat_data[fight.opponent] is not None, _reading(game), trail)
        else:
            later = (fight.opponent - player) % game.players < game.players - 1
            event = Fought(*sides, player if fight.mover_lost else fight.opponent,
                           fight.losers, fight.mover_lost and later, trail)
        return Step(state, event, frozenset(fight.attackers) | frozenset(fight.defenders))


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
    raise ValueError(tr("core.outcome.unknown", reason=reason,
                        reasons=", ".join(REASONS)))


def _state(game: Striedies, cells: bytes | bytearray, threats: Any, to_move: int,
           turn: int, outcome: Outcome | None = None) -> StriediesState:
    cell_tuple = bytes(cells)
    return StriediesState(game, cell_tuple, dice_of(cell_tuple, game.players), tuple(threats),
                          to_move, turn, outcome)


Dice = tuple[tuple[int, ...], ...]
Threats = tuple[ThreatData, ...]


def _cleaned(game: Striedies, cells: bytes | bytearray, dice: list[tuple[int, ...]] | Dice,
             threats: Threats, seen: bytes, mover: int, turn: int,
             record: list[Step] | None) -> Threats:
    """ST-9 c: dice that left the board drop out of the threats, and a threat left without
    threatened or without attacking dice ends. Records a :class:`ThreatReduced` for each
    threat that changed when ``record`` is a list (``seen``: a board where the dice that left
    still stand)."""
    now = tuple(clean(cells, list(threats)))
    if record is None or now == threats:
        return now
    tables = game._tables
    state = StriediesState(game, bytes(cells), tuple(dice), now, mover, turn, None)
    for p, old in enumerate(threats):
        if old is None or old == now[p]:
            continue
        lo, hi = 1 + p * 24, 25 + p * 24
        threatened = [x for x in old[0] if lo <= cells[x] < hi]
        attackers = [x for x in old[1] if cells[x] and not lo <= cells[x] < hi]
        dropped = [x for x in (*old[0], *old[1]) if x not in threatened and x not in attackers]
        event = ThreatReduced(p, dice_at(tables, seen, dropped),
                              dice_at(tables, cells, threatened),
                              dice_at(tables, cells, attackers))
        record.append(Step(state, event, frozenset(SQUARES[x] for x in (*old[0], *old[1]))))
    return now


def _after_move(game: Striedies, cells: bytes, dice: Dice, threats: Threats,
                mover: int, turn: int, before: Dice | None, record: list[Step] | None
                ) -> StriediesState:
    """The position after ``mover``'s move: players without dice are out and the last one
    with dice wins (ST-8), the turn limit (ST-7), then the next player (skipping those out),
    who first loses its threatened dice if it cannot answer its threat (ST-5). ``before``:
    the dice before the move when it removed any (None: nobody lost a die)."""
    players = game.players
    if before is not None:
        if record is not None:
            for j in range(players):              # ST-8: out
                p = (mover + j) % players
                if before[p] and not dice[p]:
                    record.append(Step(StriediesState(game, cells, dice, threats, mover, turn,
                                                      None), Eliminated(p)))
        done = _finished(game, cells, dice, threats, mover, turn, record)
        if done is not None:
            return done
    if game.turn_limit is not None and turn >= game.turn_limit:   # ST-7, CS-10
        state = StriediesState(game, cells, dice, threats, mover, turn,
                               make_outcome(game, "turn_limit", ()))
        if record is not None:
            record.append(Step(state, TurnLimitReached(turn, game.turn_limit)))
        return state
    p = mover
    for _ in range(players):
        p = (p + 1) % players
        if not dice[p]:
            continue                              # ST-8: out players are skipped
        data = threats[p]
        if data is None or legal(game, cells, occupancy(dice), dice[p], data, p,
                                 first_only=True):
            return StriediesState(game, cells, dice, threats, p, turn, None)
        cells, dice, threats = _lose_threatened(game, cells, dice, threats, p, mover, turn,
                                                record)
        if not dice[p]:
            if record is not None:
                record.append(Step(StriediesState(game, cells, dice, threats, mover, turn,
                                                  None), Eliminated(p)))
            done = _finished(game, cells, dice, threats, mover, turn, record)
            if done is not None:
                return done
            continue
        return StriediesState(game, cells, dice, threats, p, turn, None)
    raise AssertionError(  # pragma: no cover  # internal: ST-8 ends the game first
        "no player left to move")


def _finished(game: Striedies, cells: bytes, dice: Dice, threats: Threats,
              mover: int, turn: int, record: list[Step] | None) -> StriediesState | None:
    """The finished position when only one player has dice left (ST-8: it wins), else
    None."""
    left = [p for p in range(game.players) if dice[p]]
    if len(left) != 1:
        return None
    state = StriediesState(game, cells, dice, threats, mover, turn,
                           make_outcome(game, "last_player", (left[0],)))
    if record is not None:
        record.append(Step(state, Won(left[0]), frozenset(SQUARES[i] for i in dice[left[0]])))
    return state


def _lose_threatened(game: Striedies, cells: bytes, dice: Dice, threats: Threats,
                     p: int, mover: int, turn: int, record: list[Step] | None
                     ) -> tuple[bytes, Dice, Threats]:
    """ST-5: ``p`` can neither reinforce nor retreat, so its threatened dice leave as its turn
    begins; then it moves normally (kit reading: this also covers a player without any legal
    move, who then passes). Returns the cells, dice and threats after that."""
    data = threats[p]
    assert data is not None
    threatened, attackers = data
    new_cells = bytearray(cells)
    for x in threatened:
        new_cells[x] = 0
    after = bytes(new_cells)
    new_dice = list(dice)
    new_dice[p] = tuple(x for x in dice[p] if x not in threatened)
    cleared = (*threats[:p], None, *threats[p + 1:])
    left = tuple(new_dice)
    if record is not None:
        tables = game._tables
        then: AfterLoss = ("out" if not left[p] else "move"
                           if legal(game, after, occupancy(left), left[p], None, p,
                                    first_only=True) else "pass")
        event = ThreatLost(p, dice_at(tables, cells, threatened),
                           dice_at(tables, cells, attackers), then)
        record.append(Step(StriediesState(game, after, left, cleared, mover, turn, None),
                           event, frozenset(SQUARES[x] for x in threatened + attackers)))
    now = _cleaned(game, after, left, cleared, cells, mover, turn, record)   # ST-9 c
    return after, left, now


__all__ = ["BOARD", "CORNERS", "DIRECTIONS", "MODELS", "PLAYER_LETTERS", "SEATS", "Die",
           "Fight", "MovePlan", "Pass", "Roll", "Striedies", "StriediesState", "Threat",
           "make_outcome", "player_letter", "routes", "start_orientation"]
