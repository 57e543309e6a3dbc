# %% [markdown]
# # Cubeslyde: a tour of the rules
#
# Cubeslyde is a push game on a 6×6 board for 2 to 4 players. Every cube shows a strength;
# you place your cubes, then push: your strength against the defence of everything in the
# way. You win with four of your own cubes in a row, or as the last player left after the
# others have lost three cubes each. This tour follows the rulebook (*Material &
# Vorbereitung*, *Setzphase*, *Schiebephase*, *Spielziele*); IDs such as **CS-6** refer to
# the project's `RULES.md`, which settles what the rulebook leaves open.

# %%
%matplotlib inline
import random

import cubekit
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

# %% [markdown]
# ## Material and levels (CS-1)
#
# Each player has six cubes. At the *expert* level their strengths are 1 to 6; *intermediate*
# is 1, 1, 2, 2, 3, 3 and *beginner* all 1. The sets of missing players become white
# blockers: 12 with two players, 6 with three, none with four.

# %%
game = cubekit.load("cubeslyde")                 # 2 players, expert level
print("A's cubes:", game.player_set)
print("white blockers:", game.white_set)
for players in (2, 3, 4):
    print(players, "players:", len(cubekit.load("cubeslyde", players=players).white_set),
          "white blockers")

# %% [markdown]
# ## Stage 1A: the white blockers
#
# The empty board; A starts (a seed draws the start player instead, CS-12). The players
# take turns placing a white blocker of their choice on any free square (CS-2).

# %%
state = game.initial_state()
state

# %%
state = state.play("W6@c3")
print(state.explain("W1@d4").text)

# %% [markdown]
# ## Stage 1B: your own cubes (CS-8)
#
# Once all whites are down, the players place their own cubes. While you have fewer than
# three cubes on the board you must place; after that you may place or push.

# %%
obligation = game.scenario("placement_obligation")
print(obligation.story())
obligation.final()

# %% [markdown]
# The kit says why a push is refused here:

# %%
probe = next(iter(obligation.expected["illegal"]))
print(probe, "->", obligation.final().why_illegal(probe))

# %% [markdown]
# ## Pushing (*Schiebephase*, CS-3 and CS-6)
#
# You push one own cube one square in any of the four directions, or a group of own cubes
# in a row or column along its line. Your strength is the sum of the pushing cubes; the
# defence is the sum of all opponent and white cubes in the way up to the first gap or the
# edge. Equal is enough. Here is the rulebook's own example: 1 + 2 + 3 against B's 4 and a
# white 2 at the edge.

# %%
example = game.scenario("rulebook_example")
example.start()

# %%
print(example.last_transition().text)

# %% [markdown]
# Step through it: the group, the pushed line, strength against defence and the falling cube.

# %%
# tags: nbval-ignore-output
Stepper(example)

# %% [markdown]
# One point short is not enough: the kit gives both sums.

# %%
short = game.scenario("fails_by_one")
probe = next(iter(short.expected["illegal"]))
print(probe, "->", short.final().why_illegal(probe))

# %% [markdown]
# A group moves only along its own line, never sideways:

# %%
across = game.scenario("across_line")
for probe in across.expected["illegal"]:
    print(probe, "->", across.final().why_illegal(probe) or "allowed")

# %% [markdown]
# ## Losing cubes and winning (*Spielziele*, CS-7)
#
# A cube pushed off the board is gone for good. A player who has lost three cubes is out:
# with two players the other wins at once; with three or four the out player's cubes stay as
# neutral blockers and the game goes on.

# %%
three = game.scenario("elimination_3p")
print(three.story())
three.final()

# %% [markdown]
# Four own cubes in a row win at once, horizontally, vertically or diagonally:

# %%
diagonal = game.scenario("diagonal_four")
print(diagonal.last_transition().text)
diagonal.final()

# %% [markdown]
# ## A whole game
#
# Two random players on the expert level, with the kit's optional turn limit (CS-10, not in
# the rulebook: without it two random players can push back and forth for ever). The game is
# seeded, so it is the same every time.

# %%
limited = cubekit.load("cubeslyde", turn_limit=120)
rng = random.Random(7)
position, moves = limited.initial_state(), []
while position.outcome is None:
    move = rng.choice(position.legal_moves())
    moves.append(str(move))
    position = position.play(move)
print(len(moves), "turns; last moves:", " ".join(moves[-6:]))
print(position.outcome.describe())

# %%
# tags: nbval-ignore-output
Stepper(Replay(limited.initial_state(), tuple(moves)), start=-1)

# %% [markdown]
# ## Your turn
#
# Play yourself, against a friend or against the random player (*Play against*). Click one
# of your cubes to see its pushes as arrows and why the others fail; click more cubes in
# line to push them as a group; choose a strength from your hand and click a free square to
# place it.

# %%
# tags: nbval-ignore-output
Explorer(limited)

# %% [markdown]
# More: the [edge cases](21-cubeslyde-edge-cases.ipynb), [levels and player
# counts](22-cubeslyde-levels-and-players.ipynb) and the [open rule
# questions](23-cubeslyde-open-questions.ipynb).
