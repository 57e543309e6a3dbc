# %% [markdown]
# # cubekit: start here
#
# cubekit plays four abstract board games **exactly by their rulebooks** and explains every
# move step by step, in words and pictures. Use it to learn a game, to show it to a class, or
# to check what the rules say in a tricky position.
#
# | game | notebooks |
# |---|---|
# | **Kettenreaktion** (Chain Reaction): marbles, bursts and cascades | [rules tour](10-kettenreaktion-rules-tour.ipynb) · [edge cases](11-kettenreaktion-edge-cases.ipynb) · [rulebook claims](12-kettenreaktion-rulebook-claims.ipynb) |
# | **Cubeslyde**: a 6×6 push game with cube strengths, 2–4 players and teams | [rules tour](20-cubeslyde-rules-tour.ipynb) · [edge cases](21-cubeslyde-edge-cases.ipynb) · [levels and player counts](22-cubeslyde-levels-and-players.ipynb) · [open rule questions](23-cubeslyde-open-questions.ipynb) |
# | **Deblockle**: tip-and-hop blocks with symbol faces | [rules tour](30-deblockle-rules-tour.ipynb) · [the block and its faces](31-deblockle-block-and-faces.ipynb) · [edge cases](32-deblockle-edge-cases.ipynb) · [variants](33-deblockle-variants.ipynb) |
# | **Striedies Strategie**: dice tipped across a 15×15 board, fights by pips | [rules tour](40-striedies-rules-tour.ipynb) · [tipping a die](41-striedies-tipping-a-die.ipynb) · [fights and ties](42-striedies-fights-and-ties.ipynb) · [open rule questions](43-striedies-open-questions.ipynb) |
#
# Play against the computer and measure how balanced a game is: [computer
# players](01-computer-players.ipynb), then the balance notebook of each game
# ([13](13-kettenreaktion-balance.ipynb), [24](24-cubeslyde-balance.ipynb),
# [34](34-deblockle-balance.ipynb), [44](44-striedies-balance.ipynb)).
#
# Run the cells from top to bottom (menu *Run → Run All Cells*). Nothing here needs the
# internet.

# %% [markdown]
# The notebook draws boards with matplotlib; this line makes the pictures appear in the page.

# %%
%matplotlib inline
import cubekit

# %% [markdown]
# Every game is a set of rules you load by name. These are the games cubekit knows:

# %%
cubekit.games()

# %% [markdown]
# Loading a game gives its rules; options such as the board size are arguments. The start
# position draws itself when it is the last thing in a cell.

# %%
game = cubekit.load("chain_reaction", width=4, height=4)
state = game.initial_state()
state

# %% [markdown]
# Moves are written in square notation: files `a`, `b`, ... from the left, ranks `1`, `2`, ...
# from the bottom, so `a1` is the bottom-left corner. `play` returns the new position and
# leaves the old one unchanged.

# %%
state = state.play("a1").play("d4")
state

# %% [markdown]
# Ask why a move is not allowed: the answer names the rule. A legal move gives `None`.

# %%
print(state.why_illegal("d4"))
print(state.why_illegal("a1"))

# %% [markdown]
# `explain` plays a move and says, step by step, what happens. Here A's corner marble bursts.

# %%
transition = state.explain("a1")
print(transition.text)

# %% [markdown]
# Every sentence also exists in German:

# %%
print(state.explain("a1").describe("de"))

# %% [markdown]
# ## Steppers
#
# A **stepper** shows the steps one by one: use ⏮ ◀ ▶ ⏭, the slider, or the play button.
# The picture and the sentence next to it change together.

# %%
# tags: nbval-ignore-output
from cubekit.widgets import Explorer, ScenarioBrowser, Stepper

Stepper(transition)

# %% [markdown]
# ## Explorers
#
# An **explorer** lets you play: click a square on the board, or choose it in the list and
# press *Play*. If a move is illegal, it says why instead of playing it. After each move a
# stepper walks through what happened. *Undo* and *Restart* go back.

# %%
# tags: nbval-ignore-output
Explorer(game)

# %% [markdown]
# ## Scenarios
#
# Each game comes with **scenarios**: edge cases of the rules, each with the result the kit
# must produce. A scenario browser shows them in a stepper.

# %%
# tags: nbval-ignore-output
ScenarioBrowser(game)

# %% [markdown]
# Every scenario checks itself against the rules engine: an empty list means the engine does
# exactly what the scenario says.

# %%
[problem for s in game.scenarios() for problem in s.check()]

# %% [markdown]
# ## Rule options
#
# Where a rulebook is silent or ambiguous, the project's `RULES.md` fixes a default with an
# ID, and the other reading is an option you can switch on. Each option names its rule ID:

# %%
for option in game.options():
    print(f"{option.name:<13} {option.rule:<5} default {option.default!r}: {option.help}")

# %% [markdown]
# Next: a rules tour of [Kettenreaktion](10-kettenreaktion-rules-tour.ipynb),
# [Cubeslyde](20-cubeslyde-rules-tour.ipynb), [Deblockle](30-deblockle-rules-tour.ipynb) or
# [Striedies Strategie](40-striedies-rules-tour.ipynb).
