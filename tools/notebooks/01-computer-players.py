# %% [markdown]
# # Computer players
#
# Every game in the kit can be played against the computer, and computer players can play
# thousands of games to show how balanced a game is. There are three kinds of player; all
# of them only ever play legal moves, and the same seed gives the same game.

# %%
%matplotlib inline
import json
from pathlib import Path

import pandas as pd

import cubekit
from cubekit.bots import make_player
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

# %% [markdown]
# ## The three players
#
# A player is made from a short text (its *spec*) and a seed. Each one says how it thinks:

# %%
for spec in ("random", "greedy", "mcts:iterations=200"):
    print(f"{spec:20} {make_player(spec).describe()}")

# %% [markdown]
# The greedy player and the tree search judge positions by a rule of thumb written for each
# game (`cubekit/games/<game>/evaluate.py`). It is documented in plain words, for example for
# Kettenreaktion:

# %%
from cubekit.games.chain_reaction import evaluate

print(evaluate.__doc__)

# %% [markdown]
# ## A game between two of them
#
# The tree search (A) against the greedy player (B) on a 5×5 Kettenreaktion board. Every move
# is an ordinary move of the game, so the stepper explains it wave by wave.

# %%
game = cubekit.load("chain_reaction", width=5, height=5)
players = [make_player("mcts:iterations=200", seed=1), make_player("greedy", seed=2)]
state, moves = game.initial_state(), []
while state.outcome is None:
    move = players[state.to_move].choose(state)
    moves.append(str(move))
    state = state.play(move)
print(len(moves), "moves:", " ".join(moves))
print(state.outcome.describe())

# %%
# tags: nbval-ignore-output
Stepper(Replay(game.initial_state(), tuple(moves)), start=-1)

# %% [markdown]
# ## How strong they are
#
# `benchmarks/bots.py` plays many games between the players in every game, with the seats
# swapped in every pair of games so that neither side profits from moving first. These are the
# stored results (win rate of the first player named, with its 95% confidence interval, and the
# thinking time per move):

# %%
repository = Path(cubekit.__file__).resolve().parents[1]      # the clone cubekit runs from
stored = json.loads((repository / "benchmarks" / "strength.json").read_text())
rows = []
for entry in stored["games"].values():
    for pairing in entry["pairings"].values():
        low, high = pairing["win_rate_95"]
        rows.append({"game": entry["label"], "player": pairing["player"],
                     "against": pairing["opponent"], "games": pairing["games"],
                     "wins": pairing["wins"], "draws": pairing["draws"],
                     "win rate": f"{pairing['win_rate']:.0%} ({low:.0%}-{high:.0%})",
                     "s/move": round(pairing["seconds_per_move"][pairing["player"]]["mean_s"], 3)})
pd.DataFrame(rows)

# %% [markdown]
# ## Play against the computer
#
# Choose *Play against* in the Explorer: a person, the random or greedy player, or the tree
# search at three strengths. While the computer thinks, a progress bar runs and *Stop* makes
# it play the best move it has found so far. Its move appears step by step below the board.

# %%
# tags: nbval-ignore-output
Explorer(cubekit.load("striedies", turn_limit=400), opponent="mcts", strength="quick")

# %% [markdown]
# How balanced each game is (who wins how often, how long games last, what a rule option
# changes) is in the balance notebooks: [Kettenreaktion](13-kettenreaktion-balance.ipynb),
# [Cubeslyde](24-cubeslyde-balance.ipynb), [Deblockle](34-deblockle-balance.ipynb) and
# [Striedies Strategie](44-striedies-balance.ipynb).
