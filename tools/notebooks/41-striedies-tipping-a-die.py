# %% [markdown]
# # Striedies Strategie: tipping a die
#
# In Striedies Strategie a die never slides: it **tips** over one of its bottom edges onto the
# next square, and every tip brings a different face up. How far a die moves next depends on
# the face on top, so a player plans a move by imagining the die rolling. This notebook shows
# how the orientation changes, in 3D and in the kit's notation.

# %%
%matplotlib inline
import cubekit
from cubekit.core.cube import DIE, LEFT_DIE
from cubekit.core.grid import Direction, square_name
from cubekit.games.striedies.die3d import DieTipper, draw_die, tip_sequence

# %% [markdown]
# ## The die (ST-1)
#
# The kit plays with ordinary right-handed Western dice: opposite faces add up to 7, and with
# 1 on top and 2 facing south, 3 faces east. An orientation is written top/north/east:

# %%
die = DIE.orientation(top=1, south=2)
print(die, "->", DIE.format(die))
draw_die(die).figure

# %% [markdown]
# ## One tip
#
# Tipping north lifts the south face to the top: the die rolls over its north bottom edge.
# Tipping east brings the west face up, and so on. From the die above:

# %%
for direction in Direction:
    print(f"tip {direction.name}: {die.tip(direction).top} comes up")

# %% [markdown]
# ## A roll, step by step
#
# The die at the start and after each of four tips (north, east, east, south):

# %%
tip_sequence(die, "NEES")

# %% [markdown]
# Four tips in one direction bring the die back to where it started, and a tip followed by its
# reverse undoes it. A move in the game never reverses, though (ST-3).

# %%
print(die.tips([Direction.E] * 4) == die, die.tip(Direction.N).tip(Direction.S) == die)

# %% [markdown]
# ## A move in the game
#
# At the start every die shows 1 and moves one square. A die showing 3 tips three times: here
# A's die on b2 goes north twice and then turns east (`b2N2E`). The explanation names the
# face that comes up on every square:

# %%
state = cubekit.load("striedies").initial_state().play_all(["b1N", "o14W"])
print(state.explain("b2N2E").text)

# %% [markdown]
# The same three tips with the die on its own:

# %%
tip_sequence(state.die("b2").orientation, "NNE")

# %% [markdown]
# Two paths to the same square can leave different faces on top, which is why the kit writes
# a move as the path (`b2N2E`) and not only its end square. Every move of that die and where
# it ends (`b2N2E` and `b2E1N` both reach c4, with 2 and with 5 on top):

# %%
for move in state.moves_from("b2"):
    plan = state.plan(move)
    print(f"{move!s:7} ends on {square_name(plan.final)} showing {plan.top}")

# %% [markdown]
# ## Left-handed dice (ST-1 option)
#
# Some dice are mirror images: with 1 on top and 2 facing south, 3 faces **west**. The start
# rule (1 up, 2 and 3 towards the outer edges) then gives other orientations, and the same
# moves bring other faces up. The game option `dice="left"` plays with them.

# %%
left = LEFT_DIE.orientation(top=1, south=2)
print("right-handed:", DIE.format(die), " left-handed:", LEFT_DIE.format(left))
for name in ("right", "left"):
    start = cubekit.load("striedies", dice=name).initial_state()
    after = start.play("a2N").die("a3")
    print(f"{name:5} A on a2: {start.die('a2').code}, after a2N: {after.code}")

# %% [markdown]
# ## Tip it yourself
#
# Press N, E, S or W to tip the die and watch which face comes up; the toggle switches to a
# left-handed die.

# %%
# tags: nbval-ignore-output
DieTipper("1/5/3", player=0)
