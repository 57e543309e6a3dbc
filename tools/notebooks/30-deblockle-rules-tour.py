# %% [markdown]
# # Deblockle: a tour of the rules
#
# Deblockle is played with blocks whose six faces carry symbols. On your turn you **tip** one
# of your blocks onto a neighbouring square, and the symbol that comes up on top says how it
# must then **hop**. A block tipped star-up onto the opponent's home star leaves the game;
# whoever removes all their blocks first wins. This tour follows the rulebook (*Einrichten*,
# *Block-Symbole*, *Gameplay*, *Star Spaces*, *Deblockle'd*); IDs such as **DB-5** refer to
# the project's `RULES.md`.

# %%
%matplotlib inline
import random

import cubekit
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

# %% [markdown]
# ## Set-up (*Einrichten*, DB-1, DB-3)
#
# A 7×7 board with two star squares: A's home star d2 and B's home star d6. Each player's four
# blocks start on the squares diagonal to its home star. The top faces are rolled like dice
# and the blocks may be turned freely; the kit rolls with a seed, so the same seed gives the
# same start.

# %%
game = cubekit.load("deblockle")
state = game.initial_state(seed=0)
state

# %% [markdown]
# The position in the kit's notation: every block with its square and its orientation (top,
# north and east face; `*` star, `o` stop, `+` cross, `x` X, `=` slider, `@` hoops).

# %%
print(state.to_text())

# %% [markdown]
# ## A turn: tip, then hop (*Gameplay*, DB-4, DB-5)
#
# First tip one of your blocks onto an orthogonally neighbouring free square (never onto a
# star). The face that comes up decides the hop: **Stop** ends the turn, **Cross** hops one
# square orthogonally, **X** one square diagonally, **Slider** slides until the edge or a
# block, **Hoops** makes exactly three orthogonal steps. The block does not turn while it
# hops, and hops only over and onto free squares.

# %%
move = state.legal_moves()[0]
print(move, "->")
print(state.explain(move).text)

# %% [markdown]
# Every legal turn of one block, in notation (block, tip direction, where the hop ends):

# %%
[str(turn) for turn in state.turns_from("c3")]

# %% [markdown]
# The kit says why a turn is not allowed:

# %%
for text in ("c3N", "d2N", "c1S"):
    print(text, "->", state.why_illegal(text))

# %% [markdown]
# ## Stepping through a turn
#
# The stepper shows the tip (which face comes up) and every step of the hop.

# %%
# tags: nbval-ignore-output
Stepper(state.explain(move))

# %% [markdown]
# ## A whole game
#
# Purely random players rarely bring a block home (a random game takes thousands of turns).
# These two players head for the goal: each turn they remove a block if they can, and
# otherwise make the turn that ends closest to the opponent's home star (ties broken by a
# seeded coin). The stepper shows every tip and hop of the game.

# %%
def homeward(state, rng):
    goal = state.game.goal_star(state.to_move)
    best, closest = [], None
    for turn in state.legal_moves():
        plan = state.plan(turn)
        if plan.removed:
            return turn
        distance = abs(plan.final[0] - goal[0]) + abs(plan.final[1] - goal[1])
        if closest is None or distance < closest:
            best, closest = [turn], distance
        elif distance == closest:
            best.append(turn)
    return rng.choice(best)


rng = random.Random(4)
position, moves = game.initial_state(seed=4), []
while position.outcome is None:
    turn = homeward(position, rng)
    moves.append(str(turn))
    position = position.play(turn)
print(len(moves), "turns; blocks removed: A", position.removed(0), "B", position.removed(1))
print(position.outcome.describe())

# %%
# tags: nbval-ignore-output
Stepper(Replay(game.initial_state(seed=4), tuple(moves)), start=-1)

# %% [markdown]
# ## Your turn
#
# Click one of your blocks: the board shows its four tips with the symbol each brings up and
# where it could hop. Click a tip square, then a hop target. Or play from the list, against a
# friend or the random player.

# %%
# tags: nbval-ignore-output
Explorer(cubekit.load("deblockle", turn_limit=300))

# %% [markdown]
# More: [the block and its faces](31-deblockle-block-and-faces.ipynb), the
# [edge cases](32-deblockle-edge-cases.ipynb) and the [variants](33-deblockle-variants.ipynb).
