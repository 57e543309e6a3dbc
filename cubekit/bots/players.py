"""The player protocol and the two simple players: random and greedy.

Every player works over the common game protocol only (``state.legal_moves()``,
``state.play(move)``, ``state.to_move``, ``state.outcome``, ``state.game.players``), so it
plays every game and every variant. A player keeps one random generator, seeded once when it
is made; each :meth:`Player.choose` advances it. The same seed therefore gives the same game
when the same players play it from the start.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from cubekit.bots.evaluation import evaluation_for
from cubekit.core.i18n import tr

Progress = Callable[[float], None]
"""``progress(done_fraction)``: called with 0 < fraction <= 1, the last call with 1.0."""


@runtime_checkable
class Player(Protocol):
    """A computer player: ``choose`` returns one of ``state.legal_moves()``."""

    @property
    def name(self) -> str:
        """The player's spec, e.g. ``"mcts:iterations=400"`` (:func:`cubekit.bots.make_player`
        makes the same kind of player from it)."""
        ...

    def choose(self, state: Any, *, progress: Progress | None = None,
               stop: threading.Event | None = None) -> Any:
        """The move to play in ``state`` (a running game). ``progress`` is told how much of
        the work is done; a set ``stop`` event ends the thinking early with the best move
        found so far."""
        ...

    def describe(self, language: str | None = None) -> str:
        """One sentence for people: what kind of player this is."""
        ...


def legal_moves_of(state: Any) -> list[Any]:
    """The legal moves of a running game; a clear error for a finished one."""
    if state.outcome is not None:
        raise ValueError(tr("bots.error.game_over", outcome=state.outcome.describe()))
    moves: list[Any] = state.legal_moves()
    if not moves:   # pragma: no cover (every game passes explicitly when it cannot move)
        raise ValueError(  # internal: every game passes explicitly when it cannot move
            "the position has no legal move although the game is not over")
    return moves


def check_seed(seed: object) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(tr("bots.error.seed", seed=repr(seed)))
    return seed


class RandomPlayer:
    """Picks a legal move uniformly at random (``random.Random(seed)``)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = check_seed(seed)
        self.rng = random.Random(seed)

    def choose(self, state: Any, *, progress: Progress | None = None,
               stop: threading.Event | None = None) -> Any:
        move = self.rng.choice(legal_moves_of(state))
        if progress is not None:
            progress(1.0)
        return move

    def describe(self, language: str | None = None) -> str:
        return tr("bots.random", language)

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed})"


class GreedyPlayer:
    """One move ahead: plays every legal move and keeps the one whose position is best for the
    mover by the game's evaluation (``cubekit.games.<name>.evaluate``). A move that wins at once
    always comes first, one that loses at once last; equal scores are drawn at random from the
    player's own generator."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = check_seed(seed)
        self.rng = random.Random(seed)

    def choose(self, state: Any, *, progress: Progress | None = None,
               stop: threading.Event | None = None) -> Any:
        moves = legal_moves_of(state)
        me = state.to_move
        scores = evaluation_for(state.game).scores
        best: list[Any] = []
        best_value = -math_inf
        total = len(moves)
        for number, move in enumerate(moves, 1):
            after = state.play(move)
            outcome = after.outcome
            if outcome is not None and not outcome.is_draw:
                value = math_inf if me in outcome.winners else -math_inf
            elif outcome is not None:
                value = 0.0
            else:
                value = scores(after)[me]
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
            if progress is not None and number % 32 == 0 and number < total:
                progress(number / total)
        if progress is not None:
            progress(1.0)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def describe(self, language: str | None = None) -> str:
        return tr("bots.greedy", language)

    def __repr__(self) -> str:
        return f"GreedyPlayer(seed={self.seed})"


math_inf = float("inf")
