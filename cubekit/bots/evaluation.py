"""Finding a game's evaluation and turning positions into rewards, for every game alike.

A game may ship ``cubekit/games/<name>/evaluate.py`` with

* ``evaluate(state, player) -> float``: how good the position is for ``player`` (positive =
  ahead); the module docstring says in plain words what it values (teachers read it);
* optionally ``scores(state) -> list[float]``: ``evaluate`` for every player at once (faster);
* optionally ``SCALE: float``: a score difference that means a clear advantage (default 1);
* optionally ``material(state, player) -> int``: the player's pieces on the board;
* optionally ``position_key(state)``: what makes two positions the same position for the
  tree search's repetition check -- everything but a turn counter (default: the state).

A game without such a module still works with every player: its evaluation is 0 for every
running position, so the greedy player only sees wins and losses and the tree search relies
on its random playouts.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

Scores = Callable[[Any], list[float]]
PositionKey = Callable[[Any], Hashable]


def _same_state(state: Any) -> Hashable:
    key: Hashable = state
    return key


@dataclass(frozen=True)
class Evaluation:
    """A game's evaluation as the players use it: ``scores(state)`` (one float per player,
    positive = ahead), ``scale`` (a clear advantage, for :meth:`rewards`) and
    ``position_key(state)`` (equal for the same position, whatever the turn counter)."""

    game: str
    scores: Scores
    scale: float
    module: ModuleType | None
    position_key: PositionKey = _same_state

    def rewards(self, state: Any) -> list[float]:
        """Each player's chance-like reward in [0, 1]: exact for a finished game (1 for a
        winner, 0 for a loser, 0.5 for everyone in a draw), else the logistic of the score
        over ``scale``."""
        outcome = state.outcome
        players = state.game.players
        if outcome is not None:
            return terminal_rewards(outcome.winners, players)
        scale = self.scale
        result = []
        for value in self.scores(state):
            x = value / scale
            if x > 40.0:
                result.append(1.0)
            elif x < -40.0:
                result.append(0.0)
            else:
                result.append(1.0 / (1.0 + math.exp(-x)))
        return result


WIN = 1_000_000.0
"""The score of a won position in every game's evaluation (a lost one scores -WIN)."""


def final_scores(winners: tuple[int, ...], players: int) -> list[float]:
    """The scores of a finished game: ``WIN`` for each winner, ``-WIN`` for everyone else;
    0 for everyone in a draw (no winners).

    >>> final_scores((1,), 3), final_scores((), 2)
    ([-1000000.0, 1000000.0, -1000000.0], [0.0, 0.0])
    """
    if not winners:
        return [0.0] * players
    return [WIN if p in winners else -WIN for p in range(players)]


def terminal_rewards(winners: tuple[int, ...], players: int) -> list[float]:
    """1 for each winner, 0 for everyone else; 0.5 for everyone in a draw (no winners)."""
    if not winners:
        return [0.5] * players
    return [1.0 if p in winners else 0.0 for p in range(players)]


_CACHE: dict[str, Evaluation] = {}


def evaluation_for(game: Any) -> Evaluation:
    """The evaluation of ``game`` (a :class:`~cubekit.core.game.Game` or its registry name),
    loaded from ``cubekit.games.<name>.evaluate`` once; a neutral one if there is none."""
    name = game if isinstance(game, str) else type(game).name
    found = _CACHE.get(name)
    if found is not None:
        return found
    from cubekit.games import entry

    module: ModuleType | None = entry(name).optional("evaluate")
    if module is None:
        def neutral(state: Any) -> list[float]:
            outcome = state.outcome
            players = state.game.players
            if outcome is None or outcome.is_draw:
                return [0.0] * players
            return [1.0 if p in outcome.winners else -1.0 for p in range(players)]

        found = Evaluation(name, neutral, 1.0, None)
    else:
        scores = getattr(module, "scores", None)
        if scores is None:
            evaluate = module.evaluate

            def scores(state: Any, evaluate: Callable[[Any, int], float] = evaluate
                       ) -> list[float]:
                return [float(evaluate(state, p)) for p in range(state.game.players)]

        found = Evaluation(name, scores, float(getattr(module, "SCALE", 1.0)), module,
                           getattr(module, "position_key", _same_state))
    _CACHE[name] = found
    return found
