# %% [markdown]
# # Striedies Strategie: a tour of the rules
#
# Striedies Strategie is played with ordinary dice as pieces on a 15×15 board. A die moves by
# **tipping** over its edges, exactly as many squares as its top face shows when the move
# begins, and the tipping changes which face is on top. A die that ends next to an opponent's
# die starts a **fight**: the top faces are added up and the smaller side leaves the board.
# The last player with dice on the board wins. This tour follows the rulebook (*Vorbereitung*,
# *Spielregel*); IDs such as **ST-5** refer to the project's `RULES.md`, which settles what the
# short rulebook leaves open.

# %%
%matplotlib inline
import random

import cubekit
from cubekit.core.replay import Replay
from cubekit.render import render
from cubekit.widgets import Explorer, Stepper

# %% [markdown]
# ## Set-up (*Vorbereitung*, ST-1, ST-2)
#
# Every player has three dice of one colour on a corner square and the two squares next to it
# along the edges. Each die shows 1 on top, with 2 and 3 facing the two outer edges. With two
# players the dice stand in opposite corners.

# %%
game = cubekit.load("striedies")
state = game.initial_state()
state

# %% [markdown]
# The position in the kit's notation: each die's square and orientation, written as the top,
# north and east faces (`1/4/5`: 1 on top, 4 facing north, 5 facing east).

# %%
print(state.to_text())

# %% [markdown]
# ## A move: tip as far as the top face says (*Spielregel*, ST-3)
#
# A die moves exactly as many squares as its top face shows at the start of the move:
# forwards, backwards or sideways, never diagonally, and it may turn once by 90° on the way
# but never turn back. It may not land on or pass over another die. At the start every die
# shows 1, so each moves one square:

# %%
[str(move) for move in state.legal_moves()]

# %% [markdown]
# Every tip brings a new face up; the kit explains the move square by square:

# %%
print(state.explain("b1N").text)

# %% [markdown]
# The kit says why a move is not allowed:

# %%
for text in ("b1S", "a1N", "b1N2E", "o15W"):
    print(f"{text:6} -> {state.why_illegal(text)}")

# %% [markdown]
# ## A longer move with a turn
#
# A few moves later A's die on b2 shows 3. `b2N2E` means: tip north twice, then turn and tip
# east for the rest of the three squares. The board shows the path with the face that comes
# up on every square.

# %%
later = state.play_all(["b1N", "o14W"])
print(later.die("b2"), "moves", later.die("b2").top, "squares")
print(later.explain("b2N2E").text)

# %%
render(later.explain("b2N2E")[-1])

# %% [markdown]
# ## A whole game
#
# Random dice rarely meet on a board this big, so these two players hunt: each turn they play
# the move that removes the most opponent dice without losing one, and otherwise the move
# that ends closest to an opponent's die (ties broken by a seeded coin). The stepper shows
# every tip and every fight of the game; it opens on the last one (press First to start).

# %%
def hunter(state, rng):
    me = state.to_move
    enemies = [die.square for die in state.dice() if die.owner != me]
    best, key_best = [], None
    for move in state.legal_moves():
        plan = state.plan(move)
        if not hasattr(plan, "fights"):          # a pass has no plan
            return move
        mine = {die.square for die in state.dice(me)} | {plan.final}
        won = sum(1 for square in plan.removed if square not in mine)
        lost = sum(1 for square in plan.removed if square in mine)
        distance = min(abs(plan.final[0] - c) + abs(plan.final[1] - r) for c, r in enemies)
        key = (lost == 0 and won > 0, won - lost, -distance)
        if key_best is None or key > key_best:
            best, key_best = [move], key
        elif key == key_best:
            best.append(move)
    return rng.choice(best)


rng = random.Random(3)
rules = cubekit.load("striedies", turn_limit=300)
position, moves = rules.initial_state(), []
while position.outcome is None:
    move = hunter(position, rng)
    moves.append(str(move))
    position = position.play(move)
print(len(moves), "moves;", position.outcome.describe())

# %%
# tags: nbval-ignore-output
Stepper(Replay(rules.initial_state(), tuple(moves)), start=-1)

# %% [markdown]
# ## Your turn
#
# Click one of your dice: the board shows every square it can reach this move and the face
# it would show there. Click a square to move there (if two paths reach it, pick one from
# the list). Play against a friend or the random player.

# %%
# tags: nbval-ignore-output
Explorer(cubekit.load("striedies", turn_limit=400))

# %% [markdown]
# More: [tipping a die](41-striedies-tipping-a-die.ipynb), [fights and
# ties](42-striedies-fights-and-ties.ipynb) and [the open rule
# questions](43-striedies-open-questions.ipynb).
