# %% [markdown]
# # Kettenreaktion: a tour of the rules
#
# Kettenreaktion (Chain Reaction) fits on an index card: place marbles, and a cell that gets
# too full bursts into its neighbours and takes them over. This tour goes through the
# rulebook section by section (*Aufbau*, *Dein Zug*, *Kapazität*, *Überlauf*, *Kaskade*,
# *Gewinnen*), then lets you play. Rule IDs such as **CR-3** refer to the project's
# `RULES.md`, which settles what the rulebook leaves open.

# %%
%matplotlib inline
import random

import cubekit
from cubekit.core.replay import Replay
from cubekit.render import render
from cubekit.widgets import Explorer, Stepper

# %% [markdown]
# ## Set-up (*Aufbau*, CR-1)
#
# Two players share an empty rectangular board. The rulebook names three sizes, 6×6, 8×8 and
# 8 wide × 10 high; any size from 2×2 up works too.

# %%
game = cubekit.load("chain_reaction")            # 6x6, two players, A starts
big = cubekit.load("chain_reaction", width=8, height=10)
print(game, big, sep="\n")

# %% [markdown]
# ## Capacity (*Kapazität*, CR-2)
#
# A cell bursts when it holds as many marbles as it has orthogonal neighbours: 2 in a corner,
# 3 on an edge, 4 inside. The small number in each cell's corner is that capacity.

# %%
render(game.initial_state(), capacity=True)

# %%
[game.capacity(game.board.parse(name)) for name in ("a1", "a3", "c3")]

# %% [markdown]
# ## Your move (*Dein Zug*)
#
# You place one marble on an empty cell or on one of your own. A cell of the other colour is
# never allowed, and passing is not allowed either.

# %%
state = game.initial_state().play("c3").play("d4")
print(state.why_illegal("d4"))
print(state.why_illegal("c3"))

# %% [markdown]
# ## Bursting (*Überlauf*)
#
# When a cell reaches its capacity it bursts: it loses exactly that many marbles and each
# neighbour gets one. Every neighbour that receives a marble takes the mover's colour and
# keeps the marbles it already had. Here A's second marble in the corner a1 bursts.

# %%
state = game.initial_state().play("a1").play("f6")
print(state.explain("a1").text)

# %% [markdown]
# ## Cascades, wave by wave (*Kaskade*, CR-3)
#
# A neighbour that becomes full bursts too, and so on. cubekit resolves a cascade in
# **waves**: every full cell bursts at the same time, then the cells that became full burst
# in the next wave. In this position one marble on a1 starts a chain of eleven waves that
# runs along the bottom edge and up the right edge, capturing every cell of B's it reaches.

# %%
chain = game.scenario("long_capture_chain")
print(chain.story())
chain.start()

# %% [markdown]
# Step through it: each step names the cells that burst, the captures and the marble totals.

# %%
# tags: nbval-ignore-output
Stepper(chain.last_transition())

# %% [markdown]
# The same explanation as text, for reading or printing:

# %%
print(chain.last_transition().text)

# %% [markdown]
# ## Winning (*Gewinnen*, CR-4)
#
# You win the moment your opponent has no marbles left. A player who has not moved yet cannot
# lose, so no first move can lose. The kit checks after every wave and stops the cascade as
# soon as only one player is left.

# %%
win = game.scenario("first_move_protection")
print(win.story())
print(win.last_transition().text)

# %% [markdown]
# The final position may still hold full cells: the cascade stopped because the game was
# decided.

# %%
win.final()

# %% [markdown]
# ## A whole game
#
# Here is a complete game between two random players on a 5×5 board (seeded, so it is the
# same every time). The stepper shows every move and every wave.

# %%
rng = random.Random(2024)
small = cubekit.load("chain_reaction", width=5, height=5)
position, moves = small.initial_state(), []
while position.outcome is None:
    move = rng.choice(position.legal_moves())
    moves.append(str(move))
    position = position.play(move)
print(len(moves), "moves:", " ".join(moves))
print(position.outcome.describe())

# %%
# tags: nbval-ignore-output
Stepper(Replay(small.initial_state(), tuple(moves)), start=-1)

# %% [markdown]
# ## Your turn
#
# Play a game yourself: click a square (or choose it and press *Play*). Try an opponent's
# cell to see the reason it is refused, and step through every cascade below the board.

# %%
# tags: nbval-ignore-output
Explorer(game)

# %% [markdown]
# ## Rule options
#
# Each option names the `RULES.md` decision it belongs to. Two rules lawyers can play the
# same position under both readings, for example without the stop on win (CR-4): see the
# [edge cases](11-kettenreaktion-edge-cases.ipynb) and the
# [rulebook claims](12-kettenreaktion-rulebook-claims.ipynb).

# %%
for option in game.options():
    print(f"{option.name:<13} {option.rule:<5} default {option.default!r}")
