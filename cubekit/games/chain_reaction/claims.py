"""The Kettenreaktion rulebook's three claims, checked by the kit instead of repeated.

The rulebook (*Kaskade*, *Gewinnen*, *Sonderfälle*) claims that

(a) a cascade can never run forever,
(b) a bursting cell always ends empty in a two-player game, and
(c) the order of the bursts does not change the end result.

``RULES.md`` ("Rulebook claims the kit must check, not repeat") says (a) and (b) are false
under the kit's wave-by-wave resolution and (c) holds for the final board. This module shows
each on a concrete position (:data:`CLAIM_CASES`, :func:`check_claim`), resolves a move one
burst at a time in any order (:func:`resolve_in_order`) to test (c), and counts all three
over many random games (:func:`claim_statistics`).

Why (c) holds and how the one-at-a-time resolution is bounded. Bursting is *chip firing*:
a burst moves marbles, it never creates or destroys one. For such systems it is known
(Björner, Lovász and Shor, 1991) that either every order of bursts goes on forever, or every
order stops after the same bursts, on the same board; the owners agree too, since every cell
that receives a marble takes the mover's colour. :func:`burst_in_order` stops in two ways,
both independent of the order:

* more marbles on the board than ``Layout.settled_limit`` (the sum of capacity - 1): the
  board can never be calm again, since the marble count never changes;
* every cell has burst at least once: then it can never settle either. Were it to stop, take
  the cell whose last burst came earliest; every neighbour burst after it (or with it) and
  gave it a marble, so it would hold at least its capacity, i.e. not be calm.

A cascade that goes on forever makes every cell burst sooner or later (a cell whose
neighbours burst again and again fills up and must burst), so the second test always
triggers; and a cascade that settles stops by itself. So the loop always ends.

>>> from cubekit.games.chain_reaction.rules import ChainReaction
>>> game = ChainReaction(width=3, height=3, stop_on_win=False)
>>> start = game.parse_state("3x3 1B.1B/2A3A./1B2A. A")
>>> resolve_in_order(start, "b2", "random", seed=1) == start.play("b2")
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cubekit.core.game import IllegalMoveError, State
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg, check_language, tr
from cubekit.games.chain_reaction.events import Endless, Wave
from cubekit.games.chain_reaction.rules import (
    ChainReaction,
    ChainState,
    Layout,
    Place,
    add_one,
    bursting,
    indices,
    marbles,
    set_owner,
    wave,
)
from cubekit.games.chain_reaction.scenarios import surplus_bursts

Order = str | Sequence[str | Square]
"""``"waves"``, ``"random"``, ``"reverse"`` or a priority list of squares (see
:func:`burst_in_order`)."""

ORDERS: tuple[str, ...] = ("waves", "random", "reverse")


# ---------------------------------------------------------------------------------------------
# One burst at a time
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class OrderedCascade:
    """The result of :func:`burst_in_order`.

    ``final`` is the settled position (as the engine with ``stop_on_win=False`` would give
    it), or None when the cascade never settles; ``endless`` then says why: ``"capacity"``
    (too many marbles) or ``"every_cell"`` (every cell has burst). ``bursts`` counts single
    bursts, ``sequence`` lists the burst cells in order. ``grouped`` counts the times no single
    cell could burst without pushing a neighbour past 7 marbles (the most a cell can store),
    so all cells due burst together in one step; the result is the same as bursting them one
    after the other.
    """

    final: ChainState | None
    bursts: int
    sequence: tuple[Square, ...]
    grouped: int = 0
    endless: str | None = None

    @property
    def settles(self) -> bool:
        return self.final is not None


def _priority(order: Order, game: ChainReaction) -> Callable[[int], list[int]] | None:
    """Candidate cells (indices, best first) for the orders other than "waves"/"random"."""
    if order == "reverse":
        return lambda mask: indices(mask)[::-1]
    if isinstance(order, str):
        return None
    rank: dict[int, int] = {}
    for position, item in enumerate(order):
        if isinstance(item, str):
            square = game.board.parse(item)
        elif isinstance(item, tuple) and item in game.board:
            square = item
        else:
            raise ValueError(tr("cr.error.order_entry", item=repr(item), width=game.width,
                                height=game.height))
        rank.setdefault(game.board.index(square), position)
    last = len(rank)
    return lambda mask: sorted(indices(mask), key=lambda i: (rank.get(i, last), i))


def _next_burst(c0: int, c1: int, c2: int, candidates: Sequence[int], pool: int, total: int,
                lay: Layout) -> tuple[int, tuple[int, int, int, int, int], bool]:
    """The first candidate cell whose burst pushes no count past 7 (the 3-bit counts of the
    rules), the result of :func:`~.rules.wave` for it, and False; or, if every single burst
    would overflow a neighbour, the whole ``pool`` at once (which the wave rule keeps within
    7: a cell below capacity c gets at most c) and True."""
    for index in candidates:
        result = wave(c0, c1, c2, 1 << index, lay)
        if marbles(result[0], result[1], result[2], lay.cells) == total:
            return 1 << index, result, False
    result = wave(c0, c1, c2, pool, lay)
    if marbles(result[0], result[1], result[2], lay.cells) != total:
        raise RuntimeError("a grouped burst lost marbles")  # internal: a whole wave keeps them
    return pool, result, True


def _checked(state: ChainState, move: Place | str, order: Order) -> Place:
    """The legal move to burst in ``order``; a clear error for anything else."""
    if not isinstance(state, ChainState):
        raise TypeError(tr("cr.error.not_state", type=type(state).__name__))
    if not (order in ORDERS or (not isinstance(order, str) and isinstance(order, Sequence))):
        raise ValueError(tr("cr.error.order", order=repr(order), orders=", ".join(ORDERS)))
    placed: Place = state.coerce_move(move)
    reason = state.why_illegal(placed)
    if reason is not None:
        raise IllegalMoveError(reason, placed)
    return placed


def burst_in_order(state: ChainState, move: Place | str, order: Order = "random",
                   seed: int | None = 0) -> OrderedCascade:
    """Play ``move`` and resolve its cascade by bursting ONE cell at a time.

    Each burst is the rules' own :func:`~.rules.wave` with a one-cell mask, so this is the
    same rule applied in another order, not a second implementation. The cascade always runs
    to the end, as with ``stop_on_win=False``. ``order``:

    ``"waves"``
        the cells of each wave one after the other (a1, b1, ... first); the same bursts as
        the engine's waves;
    ``"random"``
        any cell that is full, chosen at random (``seed``; None: unseeded);
    ``"reverse"``
        always the full cell with the highest index (top right first), ignoring waves;
    a sequence of squares
        a priority list: the first listed cell that is full bursts next; unlisted cells come
        after the listed ones, a1, b1, ... first.

    A choice that would push a neighbour past 7 marbles (the 3-bit counts of the rules) is
    skipped for the next candidate; if none is left, the due cells burst together (counted in
    ``grouped``). Stops as explained in the module docstring.
    """
    placed = _checked(state, move, order)
    game, lay = state.game, state.lay
    priority = _priority(order, game)
    rng = random.Random(seed)
    player = state.to_move
    bit = 1 << game.board.index(placed.square)
    c0, c1, c2 = add_one(state.c0, state.c1, state.c2, bit)
    owners = set_owner(state.owners, bit, player)
    moved = state.moved | 1 << player
    total = marbles(c0, c1, c2, lay.cells)
    full = bursting(c0, c1, c2, lay)
    if full and total > lay.settled_limit:
        return OrderedCascade(None, 0, (), 0, "capacity")
    fired = bursts = grouped = 0
    sequence: list[Square] = []
    due = 0   # "waves": the cells of the current wave still to burst
    while full:
        if fired == lay.cells:
            return OrderedCascade(None, bursts, tuple(sequence), grouped, "every_cell")
        if order == "waves":
            due = due or full
            pool = due
            candidates = indices(due)
        else:
            pool = full
            if priority is None:
                candidates = indices(full)
                rng.shuffle(candidates)
            else:
                candidates = priority(full)
        burst, (b0, b1, b2, received, _), together = _next_burst(c0, c1, c2, candidates, pool,
                                                                 total, lay)
        grouped += together
        c0, c1, c2 = b0, b1, b2
        owners = set_owner(owners, received, player)
        for index in indices(burst):
            sequence.append(game.board.square(index))
        bursts += burst.bit_count()
        fired |= burst
        due &= ~burst
        full = bursting(c0, c1, c2, lay)
    occupied = c0 | c1 | c2
    owners = tuple(plane & occupied for plane in owners)
    settled = ChainState(game, c0, c1, c2, owners, player, moved, None, lay)
    outcome = settled.judge()
    next_player = player
    if outcome is None:
        # the engine's own turn passing (CR-5), so the result equals what play() gives
        next_player, moved, outcome, _ = settled.next_player(c0, c1, c2, owners, player, moved,
                                                           None)
    final = ChainState(game, c0, c1, c2, owners, next_player, moved, outcome, lay)
    return OrderedCascade(final, bursts, tuple(sequence), grouped, None)


def resolve_in_order(state: ChainState, move: Place | str, order: Order = "random",
                     seed: int | None = 0) -> ChainState | None:
    """The position after ``move`` with its cascade resolved one burst at a time in
    ``order`` (see :func:`burst_in_order`), or None if the cascade never settles."""
    return burst_in_order(state, move, order, seed).final


def board_of(state: ChainState) -> tuple[int, ...]:
    """Counts and owners of every cell, for comparing final boards across rule options."""
    return (state.c0, state.c1, state.c2, *state.owners)


def without_stop(state: ChainState) -> ChainState:
    """The same position under the same rules with ``stop_on_win=False`` (CR-4 option)."""
    game = state.game.with_options(stop_on_win=False)
    assert isinstance(game, ChainReaction)
    return ChainState(game, state.c0, state.c1, state.c2, state.owners, state.to_move,
                      state.moved, state.outcome, state.lay)


# ---------------------------------------------------------------------------------------------
# The claims on concrete positions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClaimCase:
    """A position and move that shows what becomes of one claim (``"a"``, ``"b"`` or
    ``"c"``). ``options`` are the game's rule options."""

    claim: str
    options: Mapping[str, Any]
    position: str
    move: str

    @property
    def game(self) -> ChainReaction:
        return ChainReaction(**self.options)

    def start(self) -> ChainState:
        return self.game.parse_state(self.position)


CLAIM_CASES: dict[str, ClaimCase] = {
    # 2x2 after a1, b2, a1 (the scenario "endless_without_stop"): B's b2 bursts, and without
    # the stop on win the corners pass marbles round for ever (the board repeats every 2 waves).
    "a": ClaimCase("a", {"width": 2, "height": 2, "stop_on_win": False},
                   "2x2 1A1B/.1A B", "b2"),
    # The scenario "surplus": a1 (1B) receives from a2 and b1 in the same wave, holds 3 in a
    # corner of capacity 2, bursts in the next wave and keeps 1.
    "b": ClaimCase("b", {"width": 3, "height": 3}, "3x3 1B.1B/2A3A./1B2A. A", "b2"),
    # From a random 6x6 game (seed 5): d1 sets off 70 bursts in 21 waves, 19 of them with
    # several cells and 7 bursts over capacity, and settles; every order ends on the same board.
    "c": ClaimCase("c", {}, "6x6 1A2A1A2B2B1B/2B3B1A3B.2B/.1B2B3A2B2B/2B2B3A3A3A2A/"
                   "1A1A3A3A.1A/1B2A2A2A2A1A A", "d1"),
}
"""One position per claim: (a) false, (b) false, (c) holds for the final board."""


@dataclass(frozen=True)
class ClaimVerdict:
    """What the kit found for one claim on its position: ``holds`` and the sentence that
    says so (``text``, in the language asked for), and the facts behind it."""

    claim: str
    holds: bool
    claim_text: str
    text: str
    facts: Mapping[str, Any] = field(default_factory=dict)


def claim_positions() -> dict[str, ClaimCase]:
    """The concrete position for each claim (a copy of :data:`CLAIM_CASES`)."""
    return dict(CLAIM_CASES)


def check_claim(claim: str, language: str | None = None, case: ClaimCase | None = None,
                random_orders: int = 20) -> ClaimVerdict:
    """Test one claim on its position (or on ``case``) and say what was found.

    (a) plays the move without the stop on win and looks for the endless report, and with
    it for the win; (b) looks for a burst of a cell holding more than its capacity; (c)
    resolves the move in the wave, reverse and ``random_orders`` random orders and compares
    the final boards with the engine's.
    """
    if claim not in CLAIM_CASES:
        raise ValueError(tr("cr.error.claim", language, claim=repr(claim)))
    lang = check_language(language)
    case = case or CLAIM_CASES[claim]
    start = case.start()
    player = start.game.player_name(start.to_move)
    where = {"position": case.position, "player": player, "move": case.move}
    claim_text = Msg(f"cr.claims.{claim}.claim").text(lang)
    if claim == "a":
        transition = without_stop(start).explain(case.move)
        endless = [step for step in transition.steps if isinstance(step.event, Endless)]
        if not endless:
            return ClaimVerdict(claim, True, claim_text,
                                Msg("cr.claims.a.holds", where).text(lang))
        stopped = start.game.with_options(stop_on_win=True).parse_state(case.position)
        win = stopped.explain(case.move)
        win_wave = sum(isinstance(event, Wave) for event in win.events)
        event = endless[0].event
        assert isinstance(event, Endless)
        facts = {"endless_wave": event.wave, "why": event.reason,
                 "winner_with_stop": None if win.after.outcome is None
                 else win.after.outcome.winner, "win_wave": win_wave}
        text = Msg("cr.claims.a.false", {**where, "reason": endless[0].describe(lang),
                                          "win_wave": win_wave}).text(lang)
        return ClaimVerdict(claim, False, claim_text, text, facts)
    if claim == "b":
        found = surplus_bursts(start.explain(case.move))
        if not found:
            return ClaimVerdict(claim, True, claim_text,
                                Msg("cr.claims.b.holds", where).text(lang))
        first = found[0]
        text = Msg("cr.claims.b.false", {
            **where, "wave": first.wave, "cell": square_name(first.square), "count": first.count,
            "capacity": first.capacity, "kept": first.kept}).text(lang)
        return ClaimVerdict(claim, False, claim_text, text,
                            {"surplus": [(square_name(s.square), s.wave, s.count, s.kept)
                                         for s in found]})
    # claim (c)
    reference = without_stop(start).play(case.move)
    assert isinstance(reference, ChainState)
    settled = reference.outcome is None or reference.outcome.reason != "endless_cascade"
    final = reference.to_text() if settled else Msg("cr.claims.c.endless").text(lang)
    orders: list[tuple[Order, int]] = [("waves", 0), ("reverse", 0)]
    orders += [("random", seed) for seed in range(random_orders)]
    bursts = set()
    sequences = set()
    for order, seed in orders:
        result = burst_in_order(start, case.move, order, seed)
        same = (result.final is None) if not settled else (
            result.final is not None and board_of(result.final) == board_of(reference))
        if not same:
            other = (Msg("cr.claims.c.endless").text(lang) if result.final is None
                     else result.final.to_text())
            refuted = Msg("cr.claims.c.false", {**where, "final": final, "other": other})
            return ClaimVerdict(claim, False, claim_text, refuted.text(lang),
                                {"order": order, "seed": seed})
        bursts.add(result.bursts)
        sequences.add(result.sequence)
    span = f"{min(bursts)}" if len(bursts) == 1 else f"{min(bursts)}-{max(bursts)}"
    text = Msg("cr.claims.c.holds", {**where, "orders": len(sequences), "final": final,
                                      "bursts": span}).text(lang)
    return ClaimVerdict(claim, True, claim_text, text,
                        {"orders": len(sequences), "bursts": sorted(bursts), "final": final})


# ---------------------------------------------------------------------------------------------
# Statistics over random games
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClaimStats:
    """Counts from :func:`claim_statistics` (two players, default rules).

    ``cascades``: moves whose marble makes its cell burst. ``surplus_cascades``: cascades, as
    played, in which some cell bursts holding more than its capacity (claim b false).
    ``winning_moves`` and ``endless_wins``: winning moves, and those whose cascade would
    never settle with ``stop_on_win=False`` (claim a false). ``order_checked``: cascades that
    settle when run to the end, resolved again one burst at a time in random order;
    ``order_differences``: those that ended on another board (claim c: expected 0);
    ``settle_disagreements``: cascades where the two resolutions disagree on whether they
    settle (expected 0); ``grouped``: grouped bursts in those random resolutions.
    """

    width: int
    height: int
    games: int
    seed: int
    moves: int
    cascades: int
    surplus_cascades: int
    winning_moves: int
    endless_wins: int
    order_checked: int
    order_differences: int
    settle_disagreements: int
    grouped: int
    seconds: float
    source: str  # "playout" (random_playouts) or "loop" (own seeded loop)

    def describe(self, language: str | None = None) -> str:
        """The counts in sentences (without the time they took, which changes from run to
        run and would change a stored notebook at every build; :attr:`seconds` keeps it)."""
        lang = check_language(language)
        parts: list[tuple[str, dict[str, Any]]] = [
            ("cr.claims.stats.summary", {
                "games": self.games, "width": self.width, "height": self.height,
                "seed": self.seed, "moves": self.moves, "cascades": self.cascades}),
            ("cr.claims.stats.a", {"endless": self.endless_wins, "wins": self.winning_moves}),
            ("cr.claims.stats.b", {"surplus": self.surplus_cascades,
                                   "cascades": self.cascades}),
            ("cr.claims.stats.c", {"checked": self.order_checked,
                                   "differ": self.order_differences,
                                   "disagree": self.settle_disagreements}),
        ]
        return " ".join(Msg(key, params).text(lang) for key, params in parts)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.describe())


def _random_games(game: ChainReaction, games: int, seed: int) -> tuple[list[list[str]], str]:
    """Move lists of ``games`` seeded random games: from ``playout.random_playouts`` when it
    exists, else from a simple seeded loop over ``ChainState.play``."""
    try:
        from cubekit.games.chain_reaction.playout import random_playouts
    except ImportError:
        rng = random.Random(seed)
        result = []
        for _ in range(games):
            state: State = game.initial_state()
            moves = []
            while state.outcome is None:
                move = rng.choice(state.legal_moves())
                moves.append(str(move))
                state = state.play(move)
            result.append(moves)
        return result, "loop"
    return [[str(m) for m in r.moves] for r in random_playouts(game, games, seed=seed)], \
        "playout"


def claim_statistics(game: ChainReaction | None = None, games: int = 1000, seed: int = 0,
                     progress: Callable[[int, int], None] | None = None) -> ClaimStats:
    """Play ``games`` seeded random games and count how often each claim fails.

    Every cascade of every game is explained (to find bursts over capacity); every winning
    move is played again with ``stop_on_win=False`` (to see whether it would ever settle);
    every cascade that settles is resolved once more one burst at a time in random order and
    its final board compared with the waves'. ``progress(done, games)`` is called after each
    game. The same ``game``, ``games`` and ``seed`` give the same counts.
    """
    game = game if game is not None else ChainReaction()
    if not isinstance(game, ChainReaction):
        raise TypeError(tr("cr.error.not_game", name="game", type=type(game).__name__))
    if not game.stop_on_win:
        game = ChainReaction(**{**game.settings(), "stop_on_win": True})
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(tr("core.option.whole", name="seed", value=repr(seed)))
    if not isinstance(games, int) or games < 1:
        raise ValueError(tr("core.arg.at_least", name="games", least=1, value=repr(games)))
    began = time.perf_counter()
    records, source = _random_games(game, games, seed)
    order_rng = random.Random(f"claims-order-{seed}")
    moves = cascades = surplus = wins = endless = 0
    checked = differences = disagreements = grouped = 0
    for number, record in enumerate(records):
        state = game.initial_state()
        for text in record:
            move = state.parse_move(text)
            moves += 1
            if state.count(move.square) + 1 < game.capacity(move.square):
                following = state.play(move)
                assert isinstance(following, ChainState)
                state = following
                continue
            cascades += 1
            transition = state.explain(move)
            after = transition.after
            assert isinstance(after, ChainState)
            if surplus_bursts(transition):
                surplus += 1
            reference: ChainState | None = after
            if after.outcome is not None:
                wins += 1
                full = without_stop(state).play(move)
                assert isinstance(full, ChainState)
                if full.outcome is not None and full.outcome.reason == "endless_cascade":
                    endless += 1
                    reference = None
                else:
                    reference = full
            result = burst_in_order(state, move, "random", order_rng.getrandbits(32))
            grouped += result.grouped
            if (reference is None) != (result.final is None):
                disagreements += 1
            elif reference is not None and result.final is not None:
                checked += 1
                if board_of(result.final) != board_of(reference):
                    differences += 1
            state = after
        if progress is not None:
            progress(number + 1, games)
    return ClaimStats(game.width, game.height, games, seed, moves, cascades, surplus, wins,
                      endless, checked, differences, disagreements, grouped,
                      time.perf_counter() - began, source)
