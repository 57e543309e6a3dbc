"""Positions from seeded play: the games exercises are taken from.

Every game's exercises come from a few seeded game records per rules object: complete games
(or long stretches of one) played from ``game.initial_state(seed=index)`` by a seeded player.
An exercise's seed picks one record and a position in it, so the same seed always gives the
same exercise, and a quiz's questions share the records already played (each record is made
once per session and kept: :func:`record`).

The players are the kit's own (:mod:`cubekit.bots`: random, greedy) or, where those rarely
bring about what a kind asks about, a seeded player of the game's exercises module (e.g.
Striedies dice that seek each other out, so that fights happen).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cubekit.core.game import Game, State

Chooser = Callable[[State], Any]
"""``choose(state) -> move``: a seeded player's next move in a running game."""

RECORDS = 24
"""Game records per rules object and player that exercises are drawn from."""

POLICIES: dict[tuple[str, str], Callable[[Game, int], Chooser]] = {}
"""The players of the records, by game name and player name (see :func:`register`)."""


def register(game: str, name: str, make: Callable[[Game, int], Chooser]) -> None:
    """Make ``make(game, seed)`` the player ``name`` of ``game``'s records."""
    POLICIES[(game, name)] = make


def random_player(game: Game, seed: int) -> Chooser:
    """Uniformly random legal moves (``random.Random(seed)``)."""
    rng = random.Random(seed)
    return lambda state: rng.choice(state.legal_moves())


def bot(name: str) -> Callable[[Game, int], Chooser]:
    """A player of :mod:`cubekit.bots` (``"greedy"``, ``"random"``, ...) made with the
    record's seed."""
    def make(game: Game, seed: int) -> Chooser:
        from cubekit.bots import make_player

        player = make_player(name, seed=seed)
        return lambda state: player.choose(state)
    return make


@dataclass(frozen=True, eq=False)
class Record:
    """A seeded game: ``states[k + 1]`` is ``states[k].play(moves[k])``."""

    states: tuple[State, ...]
    moves: tuple[Any, ...]

    @property
    def ended(self) -> bool:
        return self.states[-1].outcome is not None


@lru_cache(maxsize=512)
def record(game: Game, player: str, index: int, cap: int) -> Record:
    """Record ``index``: from ``game.initial_state(seed=index)``, every move of ``player``
    (on all seats) until the game ends or ``cap`` moves are played. Made once per rules
    object, player and index."""
    make = POLICIES.get((game.name, player)) or (random_player if player == "random" else
                                                 bot(player))
    choose = make(game, index)
    state = game.initial_state(seed=index)
    states: list[State] = [state]
    moves: list[Any] = []
    while state.outcome is None and len(moves) < cap:
        move = choose(state)
        state = state.play(move)
        states.append(state)
        moves.append(move)
    return Record(tuple(states), tuple(moves))


def pick(game: Game, rng: random.Random, player: str, cap: int, *,
         start: int = 0) -> State:
    """A running position of a record drawn with ``rng``, at least ``start`` moves in when
    the record is that long."""
    states = record(game, player, rng.randrange(RECORDS), cap).states
    last = len(states) - (2 if states[-1].outcome is not None else 1)
    low = min(start, max(last, 0))
    return states[rng.randint(low, max(last, 0))]


def last_move(game: Game, rng: random.Random, player: str, cap: int) -> tuple[State, Any] | None:
    """The position before the last move of a record that ended, and that move (None when
    the record drawn did not end within ``cap`` moves)."""
    found = record(game, player, rng.randrange(RECORDS), cap)
    if not found.ended or not found.moves:
        return None
    return found.states[-2], found.moves[-1]


__all__ = ["RECORDS", "Chooser", "Record", "bot", "last_move", "pick", "random_player", "record",
           "register"]
