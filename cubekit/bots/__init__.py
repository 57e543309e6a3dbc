"""Computer players for every game: random, greedy (one move ahead) and tree search.

>>> import cubekit
>>> from cubekit.bots import make_player
>>> game = cubekit.load("chain_reaction", width=3, height=3)
>>> state = game.initial_state()
>>> player = make_player("greedy", seed=1)
>>> player.choose(state) in state.legal_moves()
True

Players are made from plain-text specs (``"random"``, ``"greedy"``, ``"mcts"``,
``"mcts:iterations=400"``, ``"mcts:seconds=0.5"``), which pickle, so process pools can
make them. See :mod:`cubekit.bots.mcts` for how the tree search thinks and
``cubekit.games.<name>.evaluate`` for how each game's positions are judged.
"""

from __future__ import annotations

from cubekit.bots.evaluation import Evaluation, evaluation_for
from cubekit.bots.mcts import DEFAULT_ITERATIONS, MCTSPlayer
from cubekit.bots.players import GreedyPlayer, Player, RandomPlayer
from cubekit.bots.specs import PLAYER_SPECS, make_player

__all__ = ["DEFAULT_ITERATIONS", "PLAYER_SPECS", "Evaluation", "GreedyPlayer", "MCTSPlayer",
           "Player", "RandomPlayer", "evaluation_for", "make_player"]
