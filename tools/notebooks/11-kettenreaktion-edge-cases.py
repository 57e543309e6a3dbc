# %% [markdown]
# # Kettenreaktion: edge cases
#
# Each section is one **scenario**: a position and moves chosen to show a rule at its edge.
# Every scenario states the result the kit must produce; the cell under its story runs the
# rules engine and prints the differences between that expectation and what really
# happens. An empty list `[]` means the engine agrees. The test suite checks the same thing.
# Step through each scenario with its stepper.

# %%
%matplotlib inline
from matplotlib.figure import Figure

import cubekit
from cubekit.render import render
from cubekit.widgets import ScenarioBrowser, Stepper

game = cubekit.load("chain_reaction")
[s.id for s in game.scenarios()]

# %% [markdown]
# All scenarios in one browser (choose one from the list):

# %%
# tags: nbval-ignore-output
ScenarioBrowser(game)

# %% [markdown]
# ## The first corner cascade (CR-2, CR-3)
#
# A corner bursts at two marbles and its burst can fill an edge cell, which bursts in turn.

# %%
first = game.scenario("first_corner_cascade")
print(first.describe())
first.check()

# %%
# tags: nbval-ignore-output
Stepper(first)

# %% [markdown]
# ## A burst that leaves a marble behind (CR-3)
#
# Two neighbours burst in the same wave and both send a marble into one corner.

# %%
surplus = game.scenario("surplus")
print(surplus.describe())
surplus.check()

# %% [markdown]
# The explanation of wave 2 points out the cell that now holds more than its capacity:

# %%
print(surplus.last_transition().steps[2].text)

# %%
# tags: nbval-ignore-output
Stepper(surplus)

# %% [markdown]
# Two marbles at once are not enough for a surplus: here the corner starts empty.

# %%
exact = game.scenario("two_marbles_exact")
print(exact.describe())
exact.check()

# %% [markdown]
# ## Stop on win, or not (CR-4, both readings)
#
# The same four moves on a 2×2 board, first with the kit's default (the cascade stops as
# soon as one player is left), then with `stop_on_win=False`.

# %%
stop = game.scenario("endless_with_stop")
endless = game.scenario("endless_without_stop")
print(stop.describe(), stop.check(), sep="\n")
print(endless.describe(), endless.check(), sep="\n")

# %% [markdown]
# Side by side: with the stop, B has won after one wave; without it, the kit reports that
# the cascade can never settle.

# %%
figure = Figure(figsize=(9, 4.6))
left, right = figure.subplots(1, 2)
render(stop.final(), ax=left)
render(endless.last_transition().steps[-1], ax=right)
figure

# %%
print(endless.last_transition().steps[-1].text)

# %%
# tags: nbval-ignore-output
Stepper(endless)

# %% [markdown]
# The second way a cascade can never settle: more marbles than a calm board can hold.

# %%
for scenario in (game.scenario("too_many_marbles_with_stop"), game.scenario("too_many_marbles")):
    print(scenario.describe())
    print("check:", scenario.check())
    print("->", scenario.final().outcome.describe(), "\n")

# %% [markdown]
# ## A long capture chain (CR-3)
#
# One marble, eleven waves, ten captured cells.

# %%
chain = game.scenario("long_capture_chain")
print(chain.describe())
chain.check()

# %%
# tags: nbval-ignore-output
Stepper(chain)

# %% [markdown]
# ## No first move can lose (CR-4)
#
# A player without marbles is only out once it has moved.

# %%
protection = game.scenario("first_move_protection")
print(protection.describe())
protection.check()

# %%
# tags: nbval-ignore-output
Stepper(protection)

# %% [markdown]
# ## A captured cell changes hands (*Dein Zug*)
#
# The captured cell now belongs to the capturer; the old owner may no longer play there.

# %%
captured = game.scenario("captured_cell_is_yours")
print(captured.describe())
print(captured.final().why_illegal("b2"))
captured.check()

# %% [markdown]
# ## More than two players (CR-5)
#
# An out player is skipped. With five players on four cells, a player may even be out
# before its first move: that is the kit's own reading, since the rulebook only knows two
# players.

# %%
for scenario in (game.scenario("three_players_skip"), game.scenario("crowded_2x2")):
    print(scenario.describe())
    print("check:", scenario.check(), "\n")

# %%
# tags: nbval-ignore-output
Stepper(game.scenario("crowded_2x2"))

# %% [markdown]
# Finally, every scenario at once: no differences anywhere.

# %%
{s.id: s.check() for s in game.scenarios()}
