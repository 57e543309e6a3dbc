# %% [markdown]
# # Kettenreaktion: checking the rulebook's claims
#
# The rulebook makes three claims:
#
# * **(a)** a cascade can never run forever on a finite board;
# * **(b)** a cell that bursts always ends empty in a two-player game;
# * **(c)** the order of the bursts never changes the end result.
#
# The kit does not repeat them; it checks them. Each claim gets a concrete position, then a
# count over 1,000 random games. Under the kit's wave-by-wave resolution (CR-3), (a) and (b)
# are false and (c) holds for the final board.

# %%
%matplotlib inline
import ipywidgets as widgets
from IPython.display import display

import cubekit
from cubekit.games.chain_reaction import claims
from cubekit.widgets import Stepper

# %% [markdown]
# ## (a) A cascade that never ends
#
# On a 2×2 board, without the stop on win (CR-4 option `stop_on_win=False`), B's burst sets
# the four corners passing marbles round forever. The kit notices the repeated board.

# %%
verdict = claims.check_claim("a")
print(verdict.claim_text)
print(verdict.text)

# %%
case = claims.claim_positions()["a"]
# tags are per cell; this one shows the cascade wave by wave
transition = case.start().explain(case.move)
print(transition.text)

# %% [markdown]
# ## (b) A bursting cell that does not end empty
#
# Two neighbours burst in the same wave and both feed one corner, which then holds more than
# it can; it bursts and keeps the surplus.

# %%
verdict = claims.check_claim("b")
print(verdict.claim_text)
print(verdict.text)

# %%
# tags: nbval-ignore-output
case = claims.claim_positions()["b"]
Stepper(case.start().explain(case.move))

# %% [markdown]
# ## (c) The order of bursts does not matter
#
# A cascade of 70 bursts from a random game, resolved once in waves and again one burst at a
# time in many random orders: every order ends on the same board.

# %%
verdict = claims.check_claim("c")
print(verdict.claim_text)
print(verdict.text)

# %% [markdown]
# Try an order yourself: `resolve_in_order` bursts one cell at a time (here: the reverse of
# the natural order) and gives the same final position as the engine.

# %%
case = claims.claim_positions()["c"]
start = case.start()
claims.resolve_in_order(start, case.move, "reverse") == start.play(case.move)

# %% [markdown]
# ## 1,000 random games
#
# Now the same three questions over 1,000 seeded random games on the 6×6 board: how many
# cascades keep a surplus (b), how many winning moves would never settle without the stop
# on win (a), and whether any settling cascade ends differently in a random burst order (c).
# The bar shows the progress.

# %%
# tags: nbval-ignore-output
bar = widgets.IntProgress(max=1000, description="games")
display(bar)
stats = claims.claim_statistics(cubekit.load("chain_reaction"), games=1000, seed=0,
                                progress=lambda done, total: setattr(bar, "value", done))

# %%
print(stats.describe())

# %% [markdown]
# The same in German, for the class:

# %%
print(stats.describe("de"))
