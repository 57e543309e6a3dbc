"""What a Striedies Strategie move does, worked out before it is played: the legal moves of a
position (RULES.md ST-3, ST-5), the plan of one move or the reason it is illegal (ST-3 to
ST-5) and its fights (ST-4, ST-5). :mod:`.rules` plays the plans; nothing here changes a
position.

A position is read from its plain parts: ``cells`` (``bytes``: 225 codes in index order, 0 for
an empty square, else ``1 + owner * 24 + k`` with ``k`` the index of the die's orientation) and per
player ``None`` or ``(threatened, attackers)`` (:data:`ThreatData`, sorted square indices).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from cubekit.core.cube import Orientation
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import Msg, Notation
from cubekit.core.moves import field_problem
from cubekit.core.notation import square_describer
from cubekit.games.striedies.board import (
    BIT,
    BOARD,
    DIR_INDEX,
    DIRECTIONS,
    NAMES,
    NBRS,
    NEXT,
    SQUARES,
    Tables,
    index,
    roll,
    route_table,
)
from cubekit.games.striedies.events import Die
from cubekit.games.striedies.notation import Roll, die_label
from cubekit.games.striedies.words import RULES_SECTION, direction_word, near, reinforce

if TYPE_CHECKING:
    from cubekit.games.striedies.rules import Striedies

ThreatData = tuple[tuple[int, ...], tuple[int, ...]] | None
"""A player's pending tie (ST-5): ``(threatened, attackers)`` square indices, or None."""
Answer = Literal["reinforce", "retreat"]


# ---------------------------------------------------------------------------------------------
# Plain records of a plan
# ---------------------------------------------------------------------------------------------
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
    the other threatened dice that leave the board after a retreat: before the fights, or
    with ``retreat_removal="after_fights"`` after them, those the fights left (ST-9 b).
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
    answer: Answer | None
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
# Small readings of a position
# ---------------------------------------------------------------------------------------------
def owner_of(code: int) -> int:
    """The owner of the die with cell ``code`` (not 0)."""
    return (code - 1) // 24


def near_squares(squares: Iterable[int]) -> frozenset[int]:
    """The squares orthogonally next to any of ``squares``."""
    return frozenset(x for a in squares for x in NBRS[a])


def dice_at(tables: Tables, cells: bytes | bytearray,
            indices: Iterable[int]) -> tuple[Die, ...]:
    """The :class:`Die` records on ``indices`` of ``cells`` (as they stand now)."""
    orients = tables.orients
    return tuple(Die(SQUARES[x], (cells[x] - 1) // 24, orients[(cells[x] - 1) % 24])
                 for x in indices)


def _die_name(tables: Tables, cells: bytes | bytearray, i: int) -> str:
    """``A5``: the die on square index ``i`` by owner and pips."""
    code = cells[i]
    return die_label((code - 1) // 24, tables.top[(code - 1) % 24])


def label(tables: Tables, cells: bytes | bytearray, i: int) -> str:
    """``A5 (c4)``: the die on square index ``i``, named by owner and pips, and its square."""
    code = cells[i]
    return f"{die_label((code - 1) // 24, tables.top[(code - 1) % 24])} ({NAMES[i]})"


def threat_record(player: int, data: ThreatData) -> Threat | None:
    """The :class:`Threat` of ``player``'s pending tie, or None."""
    if data is None:
        return None
    return Threat(player, tuple(SQUARES[i] for i in data[0]),
                  tuple(SQUARES[i] for i in data[1]))


def answer_of(next_to_attacker: bool, threatened: bool, any_die: bool
              ) -> Answer | Literal["threatened"] | None:
    """RULES ST-5: how a move answers its player's threat. It ends next to an attacking die:
    reinforcement (a): with the reading ``reinforce_with='other'`` (``any_die`` false) not by
    a threatened die (``"threatened"``); it is a threatened die that ends next to no attacker:
    retreat (b); else it is no answer (None)."""
    if next_to_attacker:
        return "reinforce" if any_die or not threatened else "threatened"
    return "retreat" if threatened else None


# ---------------------------------------------------------------------------------------------
# Legal moves (ST-3, ST-5)
# ---------------------------------------------------------------------------------------------
def occupancy(dice: tuple[tuple[int, ...], ...] | list[tuple[int, ...]]) -> int:
    """The occupancy mask of a position: the bit of every square with a die (``dice``: per
    player the square indices of its dice)."""
    occ = 0
    for squares in dice:
        for x in squares:
            occ |= BIT[x]
    return occ


def legal(game: Striedies, cells: bytes, occ: int, own: tuple[int, ...],
          threat: ThreatData, player: int, first_only: bool = False, only: int = -1
          ) -> list[Roll]:
    """Every legal move of ``player`` (its dice on ``own``, sorted), in the order of
    :meth:`StriediesState.legal_moves`; with ``first_only`` it stops after the first found,
    with ``only`` >= 0 it lists the moves of that die only. ``occ`` is the occupancy mask of
    the position (:func:`occupancy`): a path is free when none of its squares is occupied
    (ST-3). ``threat``: the player's pending tie, which its move must answer (ST-5)."""
    top = game._tables.top
    low = 1 + player * 24
    result: list[Roll] = []
    if threat is None:
        for i in own:
            if only >= 0 and i != only:
                continue
            table = route_table(i, top[cells[i] - low])
            if not occ & table.reach:               # nothing within reach: every path
                result += table.moves
            else:
                result += [m for m, mask in table.checks if not occ & mask]
            if first_only and result:
                return result[:1]
        return result
    threatened, attackers = threat
    near_attackers = near_squares(attackers)
    any_die = game.reinforce_with == "any"
    for i in own:
        if only >= 0 and i != only:
            continue
        is_threatened = i in threatened
        for route in route_table(i, top[cells[i] - low]).routes:
            if occ & route.mask:
                continue
            answer = answer_of(route.final in near_attackers, is_threatened, any_die)
            if answer == "reinforce" or answer == "retreat":
                result.append(route.move)
                if first_only:
                    return result
    return result


# ---------------------------------------------------------------------------------------------
# The plan of one move, or why it is illegal (ST-3 to ST-5)
# ---------------------------------------------------------------------------------------------
on_board = square_describer(BOARD)[0]
"""Whether a square given in code (``state.die(square)``, ...) is one of the board's."""


def plan_move(game: Striedies, cells: bytes, player: int,
              threat: ThreatData, move: object) -> MovePlan | Msg:
    """What ``move`` of ``player`` would do in the position ``cells`` (``threat``: the
    player's pending tie), or the reason it is illegal: the die (rulebook, Spielregel), the
    shape and length of its path (ST-3), the squares it crosses (ST-3), the answer to a
    threat (ST-5); then its orientations and fights (ST-4)."""
    tables = game._tables
    problem = _malformed(move)
    if problem is not None:
        return problem
    assert isinstance(move, Roll)
    i = index(move.square)
    code = cells[i]
    if not code:
        return Msg("st.illegal.no_die", {"square": NAMES[i], "section": RULES_SECTION,
                                         "player": game.player_name(player)})
    owner = (code - 1) // 24
    k = (code - 1) % 24
    n = tables.top[k]
    if owner != player:
        return Msg("st.illegal.not_yours", {"square": NAMES[i], "die": die_label(owner, n),
                                            "player": game.player_name(player),
                                            "owner": game.player_name(owner),
                                            "section": RULES_SECTION})
    shape = _shape(move, i, n, die_label(owner, n))
    if isinstance(shape, Msg):
        return shape
    canonical, legs = shape
    crossed = _crossing(tables, cells, i, legs)
    if isinstance(crossed, Msg):
        return crossed
    path, dirs = crossed
    f = path[-1]
    answer: Answer | None = None
    leaving: tuple[int, ...] = ()
    if threat is not None:
        answered = _answer(game, cells, player, threat, i, f)
        if isinstance(answered, Msg):
            return answered
        answer, leaving = answered
    tip = tables.tip
    ks = []
    kk = k
    for di in dirs:                     # the orientation on every square (ST-3)
        kk = tip[kk][di]
        ks.append(kk)
    board = bytearray(cells)                 # ST-4: the fights around the moved die
    board[i] = 0
    board[f] = 1 + player * 24 + kk
    after = game.retreat_removal == "after_fights"
    if not after:                           # ST-9 b: the others leave before the fights
        for x in leaving:
            board[x] = 0
    raw = tuple(resolve_fights(game, board, player, f)) if fights_at(board, player, f) else ()
    if after:                               # ... or after them, those still standing
        leaving = tuple(x for x in leaving if board[x])
    fights = tuple(fight_record(r) for r in raw)
    removed = tuple(SQUARES[x] for r in raw for x in r[7])
    ties = tuple(Threat(fight.opponent, fight.defenders, fight.attackers)
                 for fight in fights if fight.tie)
    orients = tables.orients
    return MovePlan(
        canonical, player, move.square, n, orients[k],
        tuple([SQUARES[x] for x in path]), tuple([DIRECTIONS[di] for di in dirs]),
        tuple([orients[x] for x in ks]), answer,
        threat_record(player, threat) if threat is not None else None,
        tuple([SQUARES[x] for x in leaving]), fights, removed, ties)


def _shape(move: Roll, i: int, n: int, die: str
           ) -> tuple[Roll, tuple[tuple[int, int], ...]] | Msg:
    """ST-3: straight or one 90-degree turn, never reversing, exactly ``n`` squares (the pips
    on top at the start): the canonical move and its legs ``(direction index, squares)``."""
    d, t = move.direction, move.turn
    sq = NAMES[i]
    # the move as written, named in the reasons below (not needed for plain "b1N")
    text: Roll | str = move if move.extra or t is not None or move.steps is not None else ""
    if move.extra:
        return Msg("st.illegal.second_turn", {"move": text, "turns": len(move.extra) + 1})
    if t is not None:
        if t is d:
            return Msg("st.illegal.no_turn", {"move": text, "direction": direction_word(d),
                                              "straight": Roll(move.square, d)})
        if t is d.opposite:
            return Msg("st.illegal.reversal", {"move": text, "direction": direction_word(d),
                                               "back": direction_word(t)})
        if move.steps is None:
            return Msg("st.illegal.turn_needs_steps", {
                "move": text, "example": Notation(f"{sq}{d.name}1{t.name}")})
    di = DIR_INDEX[d]
    if t is None:
        if move.steps is not None and move.steps != n:
            key = "st.illegal.distance_one" if n == 1 else "st.illegal.distance"
            return Msg(key, {"die": die, "square": sq, "n": n, "move": text,
                             "written": move.steps})
        return roll(i, di, 0, 0), ((di, n),)
    steps = move.steps
    assert steps is not None
    if move.rest is not None and steps + move.rest != n:
        key = "st.illegal.distance_one" if n == 1 else "st.illegal.distance"
        return Msg(key, {"die": die, "square": sq, "n": n, "move": text,
                         "written": steps + move.rest})
    if steps >= n:
        if n == 1:
            return Msg("st.illegal.turn_one", {"die": die, "square": sq})
        key = "st.illegal.turn_late_two" if n == 2 else "st.illegal.turn_late"
        return Msg(key, {"die": die, "square": sq, "n": n, "last": n - 1, "steps": steps})
    ti = DIR_INDEX[t]
    return roll(i, di, steps, ti), ((di, steps), (ti, n - steps))


def _crossing(tables: Tables, cells: bytes, i: int,
              legs: tuple[tuple[int, int], ...]) -> tuple[list[int], list[int]] | Msg:
    """ST-3: every square of the path on the board and empty (the first square that is not,
    in the order the die reaches them, is named): the squares entered and the direction
    index of each tip."""
    path: list[int] = []
    dirs: list[int] = []
    x = i
    for di, count in legs:
        ahead = NEXT[di]
        for _ in range(count):
            nx = ahead[x]
            if nx < 0 or cells[nx]:
                return _not_crossed(tables, cells, i, x, nx, di)
            path.append(nx)
            dirs.append(di)
            x = nx
    return path, dirs


def _not_crossed(tables: Tables, cells: bytes, i: int, x: int, nx: int,
                 di: int) -> Msg:
    """Why the die on ``i`` cannot go on from ``x`` to ``nx`` in direction ``di``."""
    die = _die_name(tables, cells, i)
    if nx < 0:
        return Msg("st.illegal.leaves_board", {
            "die": die, "square": NAMES[i], "last": NAMES[x],
            "direction": direction_word(DIRECTIONS[di])})
    return Msg("st.illegal.blocked", {"die": die, "square": NAMES[i], "blocked": NAMES[nx],
                                      "other": label(tables, cells, nx),
                                      "section": RULES_SECTION})


def _answer(game: Striedies, cells: bytes, player: int,
            threat: tuple[tuple[int, ...], tuple[int, ...]], i: int, f: int
            ) -> tuple[Answer, tuple[int, ...]] | Msg:
    """ST-5: how the move of the die on ``i`` to ``f`` answers the player's ``threat``, and
    the other threatened dice that leave after a retreat."""
    tables = game._tables
    threatened, attackers = threat
    answer = answer_of(f in near_squares(attackers), i in threatened,
                       game.reinforce_with == "any")
    if answer == "threatened":
        return Msg("st.illegal.threatened_reinforce", {
            "die": _die_name(tables, cells, i), "square": NAMES[i],
            "near": near([label(tables, cells, a) for a in attackers])})
    if answer is None:
        attacking = [label(tables, cells, a) for a in attackers]
        return Msg("st.illegal.must_answer", {
            "player": game.player_name(player),
            "defenders": [label(tables, cells, a) for a in threatened],
            "attackers": attacking,
            "reinforce": reinforce(game.reinforce_with, attacking)})
    if answer == "retreat":
        return answer, tuple(x for x in threatened if x != i)
    return answer, ()


def _malformed(move: object) -> Msg | None:
    """Why ``move`` is no move of a die at all, or None: not a :class:`Roll`, a field that
    does not hold what it declares (the core's move gate, :func:`cubekit.core.moves.field_problem`:
    a square of the board, directions, whole numbers of squares 1-6 and 1-5), or squares
    after a turn or further legs without a turn."""
    if not isinstance(move, Roll):
        return Msg("core.not_a_move", {"text": str(move)})
    problem = field_problem(move, BOARD)
    if problem is not None:
        return problem
    if move.turn is None and (move.rest is not None or move.extra):
        return Msg("core.not_a_move", {"text": repr(move)})
    return None


def canonical(game: Striedies, cells: bytes, move: Roll) -> Roll:
    """``move`` as the rules list it when the die on its square makes it a path of the right
    shape and length (ST-3): ``b1N1`` and ``b1N`` are one move for a die showing 1,
    ``b1N2E1`` and ``b1N2E`` for a die showing 3. Anything else comes back unchanged (the
    rules say why it is illegal)."""
    if _malformed(move) is not None:
        return move
    i = index(move.square)
    code = cells[i]
    if not code:
        return move
    shape = _shape(move, i, game._tables.pips[code], "")
    return move if isinstance(shape, Msg) else shape[0]


# ---------------------------------------------------------------------------------------------
# Fights (RULES.md ST-4, ST-5)
# ---------------------------------------------------------------------------------------------
RawFight = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...],
                 int, int, tuple[int, ...], bool]
"""A fight as :func:`resolve_fights` finds it, in square indices: ``(opponent, attackers,
defenders, attacker_pips, defender_pips, attack, defence, losers, tie)`` (see :class:`Fight`)."""


def fights_at(board: bytes | bytearray, mover: int, f: int) -> bool:
    """Whether a die of another player stands next to the mover's die on ``f``: fights
    happen only then (ST-4)."""
    low, high = 1 + mover * 24, 25 + mover * 24
    for x in NBRS[f]:
        code = board[x]
        if code and not low <= code < high:
            return True
    return False


def resolve_fights(game: Striedies, board: bytearray, mover: int, f: int
                   ) -> Iterator[RawFight]:
    """The fights around the moved die on ``f``, one at a time, each after its losers have
    left ``board`` (which is changed in place): one opponent at a time in turn order from the
    mover; the defenders are its dice next to the moved die M, the attackers M and the
    mover's dice next to a defender; the smaller sum leaves the board; a tie threatens the
    defenders (ST-5); once M is gone, no more fights (ST-4)."""
    mlo, mhi = 1 + mover * 24, 25 + mover * 24
    nbrs = NBRS
    players = game.players
    pips = game._tables.pips
    for j in range(1, players):
        opponent = (mover + j) % players
        lo, hi = 1 + opponent * 24, 25 + opponent * 24
        defenders = tuple([x for x in nbrs[f] if lo <= board[x] < hi])
        if not defenders:
            continue
        support = {y for x in defenders for y in nbrs[x] if mlo <= board[y] < mhi and y != f}
        attackers = (f, *sorted(support))
        a_pips = tuple([pips[board[x]] for x in attackers])
        d_pips = tuple([pips[board[x]] for x in defenders])
        attack, defence = sum(a_pips), sum(d_pips)
        losers: tuple[int, ...] = ()
        if attack > defence:
            losers = defenders
        elif attack < defence:
            losers = attackers
        for x in losers:
            board[x] = 0
        yield (opponent, attackers, defenders, a_pips, d_pips, attack, defence, losers,
               attack == defence)
        if attack < defence:
            return                                 # ST-4: M is gone, no later fights


def fight_record(raw: RawFight) -> Fight:
    """The :class:`Fight` (squares) of a fight found by :func:`resolve_fights`."""
    opponent, attackers, defenders, a_pips, d_pips, attack, defence, losers, tie = raw
    return Fight(opponent, tuple([SQUARES[x] for x in attackers]),
                 tuple([SQUARES[x] for x in defenders]), a_pips, d_pips, attack, defence,
                 tuple([SQUARES[x] for x in losers]), tie)


def clean(cells: bytes | bytearray, threats: list[ThreatData]) -> list[ThreatData]:
    """ST-9 c: threatened or attacking dice removed meanwhile drop out of a threat; a threat
    with no threatened or no attacking die left ends."""
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


__all__ = ["Fight", "MovePlan", "RawFight", "Threat", "ThreatData", "canonical", "fight_record",
           "fights_at", "legal",
           "occupancy", "plan_move", "resolve_fights"]
