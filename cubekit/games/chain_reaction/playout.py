"""Fast random playouts of Kettenreaktion: whole games of uniformly random legal moves.

>>> from cubekit.games.chain_reaction.rules import ChainReaction
>>> game = ChainReaction(width=3, height=3)
>>> results = random_playouts(game, 4, seed=1)
>>> [r.length == len(r.moves) for r in results]
[True, True, True, True]
>>> state = game.initial_state().play_all(results[0].moves)
>>> state.outcome.winner == results[0].winner
True

Every move of a playout is drawn uniformly from the legal cells of the player to move: an
empty cell or one of its own colour (rulebook *Dein Zug*). The rules themselves are never
written twice: both engines below use the functions of :mod:`.rules`.

Batched lockstep engine (two players, ``stop_on_win=True``: the rulebook defaults)
----------------------------------------------------------------------------------
``K = batch`` games are packed side by side into one integer per bit plane with
``rules.layout(width, height, K)``: the three count planes ``c0, c1, c2`` and the owner plane
hold all ``K`` boards, each in its own byte-aligned segment. With two players nobody is ever
skipped (CR-5: a player is only skipped when out, and then the game is over), so in round
``r`` every running game is moved by the same player, ``(start_player + r) % 2``: the games
run in lockstep. One round is

1. *Choose.* The legal cells of all games are one integer (the running games' cells minus
   the opponent's); it is viewed as a ``K x segment/8`` byte array (``int.to_bytes`` and
   ``numpy.frombuffer``, no copy of the bits one by one). Each running game draws a cell
   index uniformly from its board and keeps it if legal (rejection sampling, at most
   ``ATTEMPTS`` tries); a game that found no legal cell that way draws exactly among its
   legal cells (``numpy.unpackbits``, the largest random key wins). Rejection and the exact
   draw are both uniform over the legal cells, so the move is too.
2. *Place.* The chosen cells become one bit mask (``int.from_bytes``); ``rules.add_one`` puts
   a marble on each and ``rules.set_owner`` gives them the mover's colour.
3. *Cascade.* While any running game has a cell at capacity (``rules.bursting``, CR-2), one
   ``rules.wave`` bursts all of them at once, in every game (CR-3); cells that received a
   marble take the mover's colour and emptied cells lose their owner, as in ``rules.py``.
   After every wave each game is checked (CR-4, stop on win): if the opponent has moved
   (every round but the first) and has no marbles left, that game ends at once with the
   mover as winner, and its cells are masked out of every later burst mask and legal mask,
   so it takes no part in further waves. The check stays on the integers (a carry sets the
   top bit of every board segment holding an opponent's cell), so a wave costs a few dozen
   big-integer operations and no conversion to numpy unless a game ends. A wave shifts only
   the marbles of *sending* cells whose neighbour lies on the same board (the ``send_*``
   masks of the layout), so marbles never cross from one packed board to another.

A game of two players always ends: every move adds one marble and waves keep the total, so
after ``layout.settled_limit + 1`` moves no cascade can settle, and a cascade that never
settles turns every cell to the mover's colour, which leaves the opponent without marbles.

Other configurations (3-8 players, CR-5; ``stop_on_win=False``, CR-4 option) use the plain
reference loop: one :class:`~.rules.ChainState` at a time, ``random.Random(seed).choice``
over ``state.legal_moves()`` and ``state.play``. It is correct, only slower. A cascade that
can never settle (``stop_on_win=False``) ends the game without a winner (``winner=None``).

numpy is imported by this module only: ``rules.py`` and ``import cubekit`` stay free of it.

Reproducibility
---------------
The batched engine draws the random numbers of game ``i`` from its own SplitMix64 stream
keyed by ``(seed, i)`` (Steele, Lea and Flood's splittable generator, computed with numpy
``uint64`` arithmetic), indexed by round and attempt. So a game depends only on the seed and
its number: the same call always gives the same games, whatever the batch size, and the
first ``n`` games of a longer run are the games of a run of ``n``. Draws take the random
64-bit value modulo the board size, which is uniform to within ``size / 2**64``. The
reference loop is reproducible from ``seed`` too, but plays different games than the
batched engine for the same seed (it is used for other rules anyway).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from cubekit.core.grid import square_name
from cubekit.core.i18n import tr
from cubekit.games.chain_reaction.rules import (
    ChainReaction,
    ChainState,
    add_one,
    bursting,
    layout,
    owned_by,
    set_owner,
    wave,
)

__all__ = ["ATTEMPTS", "PlayoutResult", "default_batch", "random_playouts"]

ATTEMPTS = 6
"""Rejection-sampling tries per game and move before the exact draw among the legal cells."""

_GAMMA = np.uint64(0x9E3779B97F4A7C15)   # SplitMix64 increment (odd, ~2**64 / golden ratio)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_ROUND_SHIFT = 12   # stream position = (round << 12) + draw; draws: attempts, then 16 + cell
_BATCH_BITS = 96 * 1024


@dataclass(frozen=True)
class PlayoutResult:
    """One random game: its moves in square notation, the winner (a player number, or None
    when a cascade could never settle) and the number of moves."""

    moves: tuple[str, ...]
    winner: int | None
    length: int


def default_batch(game: ChainReaction) -> int:
    """The batch size used when none is given: about 96 kbit per packed integer.

    Larger batches spend each big-integer operation on more games, but every round waits
    for the longest cascade of the batch and the batch runs until its longest game ends.
    On 6x6, 8x8 and 8x10 (2457, 1536 and 1228 games) this is within a few per cent of the
    fastest batch size measured (256 to 3072 games tried; see ``benchmarks/``).
    """
    segment = layout(game.width, game.height, 2).segment
    return max(1, _BATCH_BITS // segment)


def random_playouts(game: ChainReaction, n: int, *, seed: int = 0, batch: int | None = None,
                    progress: Callable[[int, int], None] | None = None) -> list[PlayoutResult]:
    """Play ``n`` games of uniformly random legal moves and return them in order.

    ``seed`` makes the games reproducible; ``batch`` is the number of games packed into one
    integer by the lockstep engine (default :func:`default_batch`; it changes the speed, never
    the games); ``progress(done, n)`` is called after every finished batch (lockstep engine)
    or game (reference loop). See the module docstring for how the games are played.
    """
    if not isinstance(game, ChainReaction):
        raise TypeError(tr("cr.error.not_game", name="game", type=type(game).__name__))
    for name, value in (("n", n), ("seed", seed)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(tr("core.option.whole", name=name, value=repr(value)))
    if n < 0:
        raise ValueError(tr("cr.error.games", n=n))
    if batch is not None:
        if not isinstance(batch, int) or isinstance(batch, bool):
            raise TypeError(tr("core.arg.whole_or_none", name="batch", value=repr(batch)))
        if batch < 1:
            raise ValueError(tr("cr.error.batch", batch=batch))
    if progress is not None and not callable(progress):
        raise TypeError(tr("core.arg.progress", value=repr(progress)))
    if game.players == 2 and game.stop_on_win:
        return _lockstep_playouts(game, n, seed, batch or default_batch(game), progress)
    return _reference_playouts(game, n, seed, progress)


# ---------------------------------------------------------------------------------------------
# Reference loop (any rules)
# ---------------------------------------------------------------------------------------------
def _reference_playouts(game: ChainReaction, n: int, seed: int,
                        progress: Callable[[int, int], None] | None) -> list[PlayoutResult]:
    rng = random.Random(seed)
    results = []
    for done in range(1, n + 1):
        state: ChainState = game.initial_state()
        moves = []
        while state.outcome is None:
            move = rng.choice(state.legal_moves())
            moves.append(str(move))
            state = state.play(move)  # type: ignore[assignment]
        results.append(PlayoutResult(tuple(moves), state.outcome.winner, len(moves)))
        if progress is not None:
            progress(done, n)
    return results


# ---------------------------------------------------------------------------------------------
# Batched lockstep engine (two players, stop on win)
# ---------------------------------------------------------------------------------------------
def _mix(z: np.ndarray) -> np.ndarray:
    """The SplitMix64 output function on an array of ``uint64`` (wrapping arithmetic)."""
    z = (z ^ (z >> 30)) * _MIX1
    z = (z ^ (z >> 27)) * _MIX2
    result: np.ndarray = z ^ (z >> 31)
    return result


def _game_keys(seed: int, first: int, count: int) -> np.ndarray:
    """The stream key of games ``first .. first + count - 1`` for ``seed``."""
    base = _mix(np.array([seed % 2**64], dtype=np.uint64))
    numbers = np.arange(first, first + count, dtype=np.uint64)
    return _mix(base + numbers * _GAMMA)


def _draw(keys: np.ndarray, position: int | np.ndarray) -> np.ndarray:
    """Random 64-bit values at ``position`` of the streams ``keys``."""
    return _mix(keys + np.asarray(position, dtype=np.uint64) * _GAMMA)


def _lockstep_playouts(game: ChainReaction, n: int, seed: int, batch: int,
                       progress: Callable[[int, int], None] | None) -> list[PlayoutResult]:
    names = [square_name((i % game.width, i // game.width))
             for i in range(game.width * game.height)]
    results: list[PlayoutResult] = []
    for first in range(0, n, batch):
        count = min(batch, n - first)
        winners, lengths, moves = _play_batch(game, _game_keys(seed, first, count))
        for slot in range(count):
            played = moves[:lengths[slot], slot].tolist()
            results.append(PlayoutResult(tuple(map(names.__getitem__, played)),
                                         int(winners[slot]), int(lengths[slot])))
        if progress is not None:
            progress(len(results), n)
    return results


def _play_batch(game: ChainReaction,
                keys: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Play one game per key in lockstep; return winners, lengths and moves (round x game)."""
    count = len(keys)
    lay = layout(game.width, game.height, count)
    size = game.width * game.height
    row_bytes = lay.segment // 8 if count > 1 else (size + 7) // 8
    total_bytes = row_bytes * count

    def per_board(mask: int) -> np.ndarray:
        return np.frombuffer(mask.to_bytes(total_bytes, "little"), np.uint8).reshape(count,
                                                                                 row_bytes)

    def from_rows(rows: np.ndarray, bits: np.ndarray) -> int:
        """One bit per listed board: bit ``bits[j]`` of board ``rows[j]``."""
        buffer = np.zeros(total_bytes, np.uint8)
        buffer[rows * row_bytes + (bits >> 3)] = np.left_shift(1, bits & 7).astype(np.uint8)
        return int.from_bytes(buffer.tobytes(), "little")

    # Per-board "any bit set" without leaving the integers: with ``lows`` the bits of every
    # segment but its top one, ``((x & lows) + lows) | x`` has the top bit of a segment set
    # exactly when that segment of ``x`` is not zero (the sum carries into the top bit and
    # never beyond it, so boards do not disturb each other).
    segment = lay.segment
    ones = ((1 << segment * count) - 1) // ((1 << segment) - 1)   # bit 0 of every segment
    tops = ones << (segment - 1)
    lows = ones * ((1 << (segment - 1)) - 1)
    board_mask = (1 << segment) - 1

    running = np.ones(count, bool)
    running_tops = tops       # the top bit of the segment of every running game
    winners = np.full(count, -1, np.int8)
    lengths = np.zeros(count, np.int32)
    moves = np.zeros((lay.settled_limit + 2, count), np.int16)
    c0 = c1 = c2 = 0
    owners: tuple[int, ...] = (0,)
    live = lay.cells          # the cells of the running games
    start = game.start_player
    round_ = 0
    while running_tops:
        player = (start + round_) % 2
        opponent = 1 - player
        rows = np.flatnonzero(running)
        # 1. choose a legal cell for each running game (empty or own: rulebook *Dein Zug*)
        legal = per_board(live & ~owned_by(owners, c0 | c1 | c2, opponent))
        cells = _choose(legal, rows, keys[rows], round_, size)
        if round_ > lay.settled_limit:   # impossible: see the module docstring
            raise RuntimeError(  # internal: a game cannot last longer (module docstring)
                f"internal error: a game lasted more than {round_} moves")
        moves[round_, rows] = cells
        lengths[rows] += 1
        # 2. place the marbles
        placed = from_rows(rows, cells)
        c0, c1, c2 = add_one(c0, c1, c2, placed)
        owners = set_owner(owners, placed, player)
        # 3. the cascades, wave by wave (CR-2, CR-3), stopping each game on a win (CR-4)
        burst = bursting(c0, c1, c2, lay) & live
        while burst:
            c0, c1, c2, received, _ = wave(c0, c1, c2, burst, lay)
            occupied = c0 | c1 | c2
            owners = tuple(plane & occupied for plane in set_owner(owners, received, player))
            if round_ >= 1:   # the opponent has moved, so it can be out (CR-4)
                theirs = owned_by(owners, occupied, opponent)
                has_marbles = (((theirs & lows) + lows) | theirs) & tops
                won = running_tops ^ (running_tops & has_marbles)
                if won:
                    running_tops ^= won
                    live ^= live & (won >> (segment - 1)) * board_mask
                    rows = np.flatnonzero(per_board(won).any(axis=1))
                    running[rows] = False
                    winners[rows] = player
            burst = bursting(c0, c1, c2, lay) & live
        round_ += 1
    return winners, lengths, moves


def _choose(legal: np.ndarray, rows: np.ndarray, keys: np.ndarray, round_: int,
            size: int) -> np.ndarray:
    """A uniformly random legal cell for each board in ``rows`` (``legal``: bytes per board)."""
    chosen = np.empty(len(rows), np.int64)
    todo = np.arange(len(rows))
    base = round_ << _ROUND_SHIFT
    for attempt in range(ATTEMPTS):
        cells = (_draw(keys[todo], base + attempt) % np.uint64(size)).astype(np.int64)
        ok = (legal[rows[todo], cells >> 3] >> (cells & 7).astype(np.uint8)) & 1 == 1
        chosen[todo[ok]] = cells[ok]
        todo = todo[~ok]
        if not todo.size:
            return chosen
    # exact draw for the rest: the legal cell with the largest random key
    bits = np.unpackbits(legal[rows[todo]], axis=1, count=size, bitorder="little")
    positions = base + 16 + np.arange(size, dtype=np.uint64)
    random_keys = _draw(keys[todo, None], positions[None, :]) | np.uint64(1)
    chosen[todo] = np.where(bits == 1, random_keys, np.uint64(0)).argmax(axis=1)
    return chosen
