"""Kettenreaktion's fast path for the perfect-play solver (:func:`cubekit.analysis.solve`).

The solver's generic search works on positions (:class:`~.rules.ChainState`), asks the rules
for every move and keys its table by a tuple of bit planes; this module does the same search
on bare integers, for two players with the stop on win (RULES.md CR-4, CR-5): a position is
``(c0, c1, c2, mine, flags)``, the three count planes, the cells of the player to move and
whether the player to move (bit 0) and the opponent (bit 1) have had a turn (CR-4: a player
is out once it has had a turn and holds no marble). The solver finds it through the game's
folder (:func:`solver_search`) and falls back to the generic search whenever it answers
None (three or more players, the stop on win off, a move horizon).

What makes it fast, besides leaving out the position objects:

* **A move on bit planes.** One marble on an empty or own cell (rulebook *Dein Zug*); only
  that cell can reach its capacity (CR-2), and then the cascade runs wave by wave
  (:func:`.planes.wave_one`, CR-3), each cell that receives a marble turning the mover's
  (*Überlauf*), until the opponent holds nothing (a win, CR-4) or the board is calm. Once
  both players have had a turn that is the whole rule; the first two turns of a game (and
  typed positions where a player has not moved yet) are played by the rules object itself.
* **One integer as the key,** the four planes side by side (the owner plane seen from the
  player to move, so a position and its colour swap share a key: the rules treat both
  colours alike, CR-5), folded over the board's symmetries (the two mirrors and the half
  turn, on a square board the quarter turns and diagonals too: *Kapazität* and *Überlauf*
  only look at neighbours). The least image is found by one table lookup per symmetry on
  the plane of the player to move, compared first; the other planes are mapped for the
  symmetry chosen only (or looked at when several tie).
* **Move order** as in the generic search: the table's best move first, then the moves
  whose positions the computer players' evaluation (:mod:`.evaluate`) likes best, computed
  on the planes; a winning move ends the search of a position at once (nothing beats a win
  in one move).

The search itself is the generic one move for move (negamax with alpha-beta over mate
distance scores, bounds in the table, enhanced transposition cutoffs, the exact length
found by null-window tests), so every value and length it finds is the generic search's.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from cubekit.analysis.solve import MATE
from cubekit.games.chain_reaction.planes import wave_one
from cubekit.games.chain_reaction.rules import ChainReaction, ChainState, Layout, layout

Node = tuple[int, int, int, int, int]
"""A position: the count planes ``c0, c1, c2``, the cells of the player to move, and the
flags (bit 0: the player to move has had a turn, bit 1: the opponent has)."""

SCORE_BITS = 22
"""Bits of a bound in a table entry (a score plus ``MATE`` is below ``2 * MATE``)."""

SCORE_MASK = (1 << SCORE_BITS) - 1


def entry(low: int, high: int, best: int) -> int:
    """A table entry in one integer (a few dozen bytes less than a tuple, which counts for
    tables of tens of millions of positions): the lower and upper bound of the score and
    the key of the best child (-1: none)."""
    return (((best + 1) << SCORE_BITS | (high + MATE)) << SCORE_BITS) | (low + MATE)


def bounds(found: int) -> tuple[int, int, int]:
    """The lower and upper bound and the best child's key of a table entry."""
    return ((found & SCORE_MASK) - MATE, (found >> SCORE_BITS & SCORE_MASK) - MATE,
            (found >> 2 * SCORE_BITS) - 1)

BOTH = 3
"""The flags once both players have had a turn."""

MAX_SYMMETRIC_CELLS = 16
"""Boards up to this many cells get keys folded over the symmetries (a table of
``2 ** cells`` images per symmetry; the generic search folds up to 20)."""

CASCADES = 1 << 18
"""The most cascades remembered at once for one cell (its memory is emptied when full)."""


ORDERS = 1 << 21
"""The most move-order evaluations remembered at once (emptied when full)."""


@lru_cache(maxsize=16)
def plane_tables(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """For each symmetry of the board other than the identity, the image of every plane (a
    mask of ``width * height`` cells): ``tables[s][mask]``."""
    from cubekit.analysis.keys import cell_permutations

    cells = width * height
    tables = []
    for perm in cell_permutations(width, height):
        table = [0] * (1 << cells)
        for mask in range(1, 1 << cells):
            low = mask & -mask
            table[mask] = table[mask ^ low] | 1 << perm[low.bit_length() - 1]
        tables.append(tuple(table))
    return tuple(tables)


class _Weights:
    """The weights of safe cells (see :meth:`FastSearch.order`), counted for big boards."""

    def __init__(self, lay: Layout) -> None:
        self.lay = lay

    def __getitem__(self, mask: int) -> int:
        lay = self.lay
        return (3 * (mask & lay.cap2).bit_count() + 2 * (mask & lay.cap3).bit_count()
                + (mask & lay.cap4).bit_count())


class FastSearch:
    """The solver's search (see :class:`cubekit.analysis.solve._Search`) on bit planes.

    ``check`` is called with the search every 256 positions visited (the solver reports
    progress there and stops the search when the time is up); ``table`` maps each key to
    its entry (:func:`entry`); ``nodes``, ``deepest`` and ``stage`` say how far it got."""

    def __init__(self, game: ChainReaction, check: Callable[[Any], None]) -> None:
        self.game = game
        self.lay: Layout = layout(game.width, game.height)
        self.size = game.width * game.height
        self.check = check
        self.table: dict[int, int] = {}
        self.nodes = 0
        self.deepest = 0
        self.stage = "solve"
        lay = self.lay
        # per cell: the kind of test that says it reached its capacity (CR-2)
        self.moves = tuple((1 << i, i, lay.capacity[i]) for i in range(self.size))
        # the moves of each set of legal cells, cell by cell
        self.moves_of: Callable[[int], tuple[tuple[int, int, int], ...]] = (
            tuple(tuple(move for move in self.moves if mask & move[0])
                  for mask in range(1 << self.size)).__getitem__
            if self.size <= MAX_SYMMETRIC_CELLS else self._moves_of)
        self.symmetric = self.size <= MAX_SYMMETRIC_CELLS
        self.tables = plane_tables(game.width, game.height) if self.symmetric else ()
        self.orders: dict[int, int] = {}
        # the cascades met so far, by their cell and the counts before the move
        self.cascades: tuple[dict[int, tuple[int, int, int, int]], ...] = tuple(
            {} for _ in range(self.size))
        # what a safe cell is worth to the evaluation: 3 in a corner, 2 on an edge, 1 inside
        self.weight = tuple(3 * (m & lay.cap2).bit_count() + 2 * (m & lay.cap3).bit_count()
                            + (m & lay.cap4).bit_count() for m in range(1 << self.size)) \
            if self.size <= MAX_SYMMETRIC_CELLS else _Weights(lay)

    def _moves_of(self, legal: int) -> tuple[tuple[int, int, int], ...]:
        return tuple(move for move in self.moves if legal & move[0])

    @property
    def positions(self) -> int:
        return len(self.table)

    # --- positions and keys ---------------------------------------------------------------
    def node_of(self, state: ChainState) -> Node:
        """The node of a running position (two players: the owner plane holds B's cells)."""
        occupied = state.c0 | state.c1 | state.c2
        plane = state.owners[0] & occupied
        player = state.to_move
        mine = plane if player else occupied ^ plane
        flags = (state.moved >> player & 1) | (state.moved >> (1 - player) & 1) << 1
        return state.c0, state.c1, state.c2, mine, flags

    def state_of(self, node: Node) -> ChainState:
        """The position of a node, with A to move (the colours are alike, CR-5)."""
        c0, c1, c2, mine, flags = node
        occupied = c0 | c1 | c2
        return ChainState(self.game, c0, c1, c2, (occupied ^ mine,), 0, flags, None, self.lay)

    def key(self, c0: int, c1: int, c2: int, mine: int, flags: int) -> int:
        """The table key: the planes side by side (``mine`` highest, then ``c2``, ``c1``,
        ``c0``), the least of the board's symmetric images, the flags above them. The least
        image is the one whose ``mine`` plane is least, unless several share that: then the
        planes below decide."""
        size = self.size
        if self.symmetric:
            best = mine
            chosen: tuple[int, ...] | None = None
            tie = False
            for table in self.tables:
                image = table[mine]
                if image < best:
                    best, chosen, tie = image, table, False
                elif image == best:
                    tie = True
            if tie:
                return self._tied_key(c0, c1, c2, mine, flags)
            if chosen is not None:
                c0, c1, c2, mine = chosen[c0], chosen[c1], chosen[c2], best
        return ((((flags << size | mine) << size | c2) << size | c1) << size) | c0

    def _tied_key(self, c0: int, c1: int, c2: int, mine: int, flags: int) -> int:
        """:meth:`key` when several images share the least ``mine`` plane."""
        best = (mine, c2, c1, c0)
        for table in self.tables:
            image = (table[mine], table[c2], table[c1], table[c0])
            if image < best:
                best = image
        size = self.size
        mine, c2, c1, c0 = best
        return ((((flags << size | mine) << size | c2) << size | c1) << size) | c0

    # --- moves ----------------------------------------------------------------------------
    def expand(self, node: Node) -> tuple[int, list[tuple[int, Node, int, bool]]]:
        """The best score of a move that ends the game (for the player to move; below
        ``-MATE`` if none does) and the other moves' positions: ``(key, node, own, same)``
        with the cells of the player who moved (for :meth:`order`) and whether the same
        player moves again."""
        c0, c1, c2, mine, flags = node
        if flags != BOTH:
            return self._expand_by_rules(node)
        lay = self.lay
        occupied = c0 | c1 | c2
        theirs = occupied ^ mine
        legal = lay.cells ^ theirs
        children: list[tuple[int, Node, int, bool]] = []
        size = self.size
        counts = (c2 << size | c1) << size | c0
        tables = self.tables
        high = BOTH << size
        for bit, index, capacity in self.moves_of(legal):
            # rulebook *Dein Zug*: one marble on an empty or own cell, now the mover's
            carry = c0 & bit
            d0 = c0 ^ bit
            carry2 = c1 & carry
            d2 = c2 | carry2
            d1 = c1 ^ carry
            own = mine | bit
            other = theirs
            # CR-2: only that cell can be full now (a corner at 2, an edge at 3, inside 4)
            if carry if capacity == 2 else carry2 if capacity == 4 else d0 & d1 & bit:
                # CR-3 waves; every cell receiving a marble is the mover's (Überlauf); the
                # mover wins once the opponent holds nothing (CR-4)
                found = self.cascades[index].get(counts)
                if found is None:
                    found = self.cascade(counts, index, d0, d1, d2)
                d0, d1, d2, received = found
                other ^= other & received
                if not other:
                    return MATE - 1, []
                own = (d0 | d1 | d2) ^ other
            # the key (see key(), written out: the plane of the player to move next first)
            best = other
            chosen: tuple[int, ...] | None = None
            tie = False
            for table in tables:
                image = table[other]
                if image < best:
                    best, chosen, tie = image, table, False
                elif image == best:
                    tie = True
            if tie:
                child_key = self._tied_key(d0, d1, d2, other, BOTH)
            elif chosen is None:
                child_key = ((((high | other) << size | d2) << size | d1) << size) | d0
            else:
                child_key = ((((high | best) << size | chosen[d2]) << size | chosen[d1])
                             << size) | chosen[d0]
            children.append((child_key, (d0, d1, d2, other, BOTH), own, False))
        return -MATE - 1, children

    def wins_at_once(self, node: Node) -> bool:
        """Whether the player to move has a move that wins at once: one on an own cell one
        marble short of bursting (CR-2) whose cascade reaches every cell of the opponent
        (CR-4; both players have had a turn)."""
        c0, c1, c2, mine, _ = node
        lay = self.lay
        theirs = (c0 | c1 | c2) ^ mine
        # a calm board: a corner holds at most 1, an edge 2, an inner cell 3
        ready = mine & ((c0 & lay.cap2) | ((c1 ^ (c1 & c0)) & lay.cap3) | (c0 & c1 & lay.cap4))
        size = self.size
        counts = (c2 << size | c1) << size | c0
        while ready:
            bit = ready & -ready
            ready ^= bit
            index = bit.bit_length() - 1
            found = self.cascades[index].get(counts)
            if found is None:
                carry = c0 & bit
                found = self.cascade(counts, index, c0 ^ bit, c1 ^ carry, c2 | c1 & carry)
            if not theirs & ~found[3]:
                return True
        return False

    def cascade(self, counts: int, index: int, c0: int, c1: int,
                c2: int) -> tuple[int, int, int, int]:
        """The cascade started by a marble on cell ``index`` of a calm board (``counts``,
        its planes side by side) that fills it (``c0, c1, c2``: the planes with that marble,
        CR-3): the counts after it and every cell that received a marble on the way,
        remembered for the next time (the counts do not depend on the owners). The mover
        wins when the opponent's cells are among those (CR-4: it won in the wave that
        reached the last of them), in particular once every cell has received one (then the
        cascade is stopped there, and the counts are never used); otherwise the cascade
        runs to its end."""
        lay = self.lay
        cells = lay.cells
        burst = 1 << index
        several = received = 0
        while burst and received != cells:
            c0, c1, c2, wave, several, burst = wave_one(c0, c1, c2, burst, lay, several)
            received |= wave
        found = c0, c1, c2, received
        memory = self.cascades[index]
        if len(memory) >= CASCADES:
            memory.clear()
        memory[counts] = found
        return found

    def _expand_by_rules(self, node: Node) -> tuple[int, list[tuple[int, Node, int, bool]]]:
        """:meth:`expand` by the rules object, for a position where a player has not had a
        turn yet (the first two turns of a game)."""
        state = self.state_of(node)
        best = -MATE - 1
        children: list[tuple[int, Node, int, bool]] = []
        for move in state.legal_moves():
            child = state.play(move)
            outcome = child.outcome
            if outcome is not None:
                score = 0 if not outcome.winners else MATE - 1 if 0 in outcome.winners \
                    else 1 - MATE
                best = max(best, score)
                continue
            inner = self.node_of(child)
            same = child.to_move == 0
            own = inner[3] if same else (inner[0] | inner[1] | inner[2]) ^ inner[3]
            children.append((self.key(*inner), inner, own, same))
        return best, children

    def order(self, child: tuple[int, Node, int, bool]) -> int:
        """The evaluation of the computer players (:mod:`.evaluate`) of a child position
        for the player who moved into it, computed on the planes, negated and less the
        marbles on the board (the same for every move of a position), so that sorting by it
        puts the best first (only the order of the moves depends on it)."""
        node = child[1]
        c0, c1, c2 = node[0], node[1], node[2]
        mine = child[2]
        theirs = (c0 | c1 | c2) ^ mine
        lay = self.lay
        width, send_n, send_s, send_e, send_w = (lay.width, lay.send_n, lay.send_s,
                                                 lay.send_e, lay.send_w)
        # cells one marble short of bursting (CR-2; a calm board: a corner holds at most 1,
        # an edge 2, an inner cell 3)
        short = (c0 & lay.cap2) | ((c1 ^ (c1 & c0)) & lay.cap3) | (c0 & c1 & lay.cap4)
        threat = theirs & short
        danger_mine = mine & (((threat & send_n) << width) | ((threat & send_s) >> width)
                              | ((threat & send_e) << 1) | ((threat & send_w) >> 1))
        threat = mine & short
        danger_theirs = theirs & (((threat & send_n) << width) | ((threat & send_s) >> width)
                                  | ((threat & send_e) << 1) | ((threat & send_w) >> 1))
        near_mine = (((mine & send_n) << width) | ((mine & send_s) >> width)
                     | ((mine & send_e) << 1) | ((mine & send_w) >> 1))
        near_theirs = (((theirs & send_n) << width) | ((theirs & send_s) >> width)
                       | ((theirs & send_e) << 1) | ((theirs & send_w) >> 1))
        safe_mine = mine ^ danger_mine
        safe_theirs = theirs ^ danger_theirs
        loaded_mine = safe_mine & short
        loaded_theirs = safe_theirs & short
        weight = self.weight
        # marbles (twice the mover's: the board's total is the same for every move), cells
        # in danger, safe cells by capacity, loaded cells and those touching a rival cell
        return (2 * (danger_mine.bit_count() - danger_theirs.bit_count()
                     + (loaded_theirs.bit_count() - loaded_mine.bit_count())
                     + ((loaded_theirs & near_mine).bit_count()
                        - (loaded_mine & near_theirs).bit_count())
                     - (c0 & mine).bit_count() - 2 * (c1 & mine).bit_count()
                     - 4 * (c2 & mine).bit_count())
                + weight[safe_theirs] - weight[safe_mine])

    def remembered_order(self, child: tuple[int, Node, int, bool]) -> int:
        """:meth:`order`, remembered by the child's key (a position is met from several
        positions before it; the evaluation of mirror images is the same)."""
        if child[3]:
            return self.order(child)
        orders = self.orders
        found = orders.get(child[0])
        if found is None:
            found = self.order(child)
            if len(orders) >= ORDERS:
                orders.clear()
            orders[child[0]] = found
        return found

    # --- the search -----------------------------------------------------------------------
    def search(self, node: Node, alpha: int, beta: int, ply: int, key: int) -> int:
        """The score of ``node`` for its player to move (fail-soft, as the generic search:
        outside the window ``(alpha, beta)`` only a bound). ``key`` is the node's key."""
        self.nodes = nodes = self.nodes + 1
        if ply > self.deepest:
            self.deepest = ply
        if not nodes & 255:
            self.check(self)
        table = self.table
        pack = entry
        found = table.get(key)
        if found is None:
            low, high, first = -MATE, MATE, -1
        else:
            low, high, first = bounds(found)
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        # mate distance: no move here can win faster than at once, nor lose sooner
        if alpha >= MATE - 1:
            return MATE - 1
        if beta <= 1 - MATE:
            return 1 - MATE
        if node[4] == BOTH:
            # once both players have had a turn, no move loses at once (the mover holds the
            # cells that received the last marbles, CR-4); a move that wins at once is
            # found among the moves that start a cascade alone, and without one the win is
            # three moves away at best
            if beta <= 2 - MATE:
                return 2 - MATE
            if self.wins_at_once(node):
                table[key] = pack(MATE - 1, MATE - 1, first)
                return MATE - 1
            if alpha >= MATE - 3:
                table[key] = pack(low, min(high, MATE - 3), first)
                return MATE - 3
        best, best_key = self._moves(node, alpha, beta, ply, first)
        if best <= alpha:
            table[key] = pack(low, min(high, best), best_key)
        elif best >= beta:
            table[key] = pack(max(low, best), high, best_key)
        else:
            table[key] = pack(best, best, best_key)
        return best

    def _moves(self, node: Node, alpha: int, beta: int, ply: int,
               first: int) -> tuple[int, int]:
        """The best score of the moves of ``node`` within the window (fail-soft) and the
        key of the child that gave it (-1: none): a move that wins at once, an enhanced
        transposition cutoff, the table's best move ``first``, then the others."""
        best, children = self.expand(node)
        best_key = -1
        table = self.table
        if best < beta and children:
            # enhanced transposition cutoff: a child whose bounds already refute the window
            # ends the search here, before any child is searched
            for child_key, _, _, same in children:
                found = table.get(child_key)
                if found is not None:
                    score = ((found & SCORE_MASK) - MATE if same
                             else MATE - (found >> SCORE_BITS & SCORE_MASK))
                    score = score - 1 if score > 0 else score + 1 if score < 0 else 0
                    if score > best:
                        best, best_key = score, child_key
            if best < beta:
                best_key = -1
                rest = children
                search = self.search
                if first != -1:
                    # the table's best move first: when it refutes the window, no other
                    # move is looked at (nor evaluated for the order)
                    for index, item in enumerate(children):
                        if item[0] == first:
                            child_key, child, _, same = item
                            bound = alpha if alpha > best else best
                            if same:
                                score = search(child, bound - 1, beta + 1, ply + 1, child_key)
                            else:
                                score = -search(child, -beta - 1, -bound + 1, ply + 1,
                                                child_key)
                            score = score - 1 if score > 0 else score + 1 if score < 0 else 0
                            if score > best:
                                best, best_key = score, child_key
                            rest = children[:index] + children[index + 1:]
                            break
                if len(rest) > 1 and best < beta:
                    # the rest as the evaluation likes them, best first (the sort is
                    # stable: ties keep the order of the cells)
                    rest.sort(key=self.remembered_order)
                for child_key, child, _, same in rest:
                    bound = alpha if alpha > best else best
                    if bound >= beta:
                        break
                    if same:
                        score = search(child, bound - 1, beta + 1, ply + 1, child_key)
                    else:
                        score = -search(child, -beta - 1, -bound + 1, ply + 1, child_key)
                    score = score - 1 if score > 0 else score + 1 if score < 0 else 0
                    if score > best:
                        best, best_key = score, child_key
        return best, best_key

    def exact_node(self, node: Node, ply: int) -> int:
        """The exact score of a node (as the generic ``exact``: the sign, then the length
        by null-window tests around the last bound)."""
        key = self.key(*node)
        bound = self.search(node, -1, 1, ply, key)
        if bound > 0:
            while (better := self.search(node, bound, bound + 1, ply, key)) > bound:
                bound = better
        elif bound < 0:
            while (better := self.search(node, bound - 1, bound, ply, key)) < bound:
                bound = better
        return bound

    # --- what the solver asks -------------------------------------------------------------
    def exact(self, state: ChainState, ply: int = 0) -> int:
        """The exact score of a running position for its player to move."""
        return self.exact_node(self.node_of(state), ply)

    def edge(self, state: ChainState, move: Any, exact: bool) -> int:
        """The score for the player to move in ``state`` of playing ``move`` (its exact
        length too when ``exact``; else only its sign, as a win or loss in 1)."""
        mover = state.to_move
        child = state.play(move)
        outcome = child.outcome
        if outcome is not None:
            return 0 if not outcome.winners else MATE - 1 if mover in outcome.winners \
                else 1 - MATE
        node = self.node_of(child)
        if exact:
            inner = self.exact_node(node, 1)
        else:
            found = self.search(node, -1, 1, 1, self.key(*node))
            inner = (found > 0) - (found < 0)
        inner = inner if child.to_move == mover else -inner
        return inner - 1 if inner > 0 else inner + 1 if inner < 0 else 0


def solver_search(state: Any, check: Callable[[Any], None]) -> FastSearch | None:
    """The fast search for ``state`` (the solver's hook, see :func:`cubekit.analysis.solve`),
    or None where it does not apply: three or more players, the stop on win off (CR-4: a
    cascade may then never settle), or an owner plane per player."""
    game = state.game
    if (not isinstance(state, ChainState) or game.players != 2 or not game.stop_on_win
            or len(state.owners) != 1):
        return None
    return FastSearch(game, check)


__all__ = ["FastSearch", "bounds", "entry", "plane_tables", "solver_search"]
