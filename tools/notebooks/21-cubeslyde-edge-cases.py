# %% [markdown]
# # Cubeslyde: edge cases
#
# Each section is a **scenario**: a position and a move chosen to show a rule at its edge.
# Every scenario states its expected result; the check under its story runs the rules
# engine and lists the differences. An empty list `[]` means the engine agrees (the test
# suite checks the same). Every scenario has its stepper: walk through its moves.

# %%
%matplotlib inline
from IPython.display import display

import cubekit
from cubekit.widgets import ScenarioBrowser, Stepper

game = cubekit.load("cubeslyde")
[s.id for s in game.scenarios()]

# %% [markdown]
# All scenarios in one browser:

# %%
# tags: nbval-ignore-output
ScenarioBrowser(game)

# %% [markdown]
# A helper that prints a scenario's story and its check, and shows why probe moves are
# refused (or allowed):

# %%
def show(scenario_id):
    scenario = game.scenario(scenario_id)
    print(scenario.describe())
    for probe in scenario.expected.get("illegal", {}):
        print(f"  {probe}: {scenario.final().why_illegal(probe) or 'allowed'}")
    print("check:", scenario.check())
    return scenario

# %% [markdown]
# ## The rulebook's example (CS-6)
#
# 1 + 2 + 3 against B's 4 and a white 2 at the edge: 6 against 6.

# %%
example = show("rulebook_example")

# %%
# tags: nbval-ignore-output
Stepper(example)

# %% [markdown]
# ## A tie push (CS-6)
#
# Equal strength is enough to push.

# %%
tie = show("tie_push")

# %%
# tags: nbval-ignore-output
Stepper(tie)

# %% [markdown]
# ## One point short (CS-6)

# %%
short = show("fails_by_one")

# %%
# tags: nbval-ignore-output
Stepper(short)

# %% [markdown]
# ## A group pushed across its line (CS-3)

# %%
across = show("across_line")

# %%
# tags: nbval-ignore-output
Stepper(across)

# %% [markdown]
# ## Own cube behind an opponent's: both readings (CS-4)
#
# The rulebook says own cubes in the pushed line are ignored; the other reading lets them
# block the push, as in Abalone. Same position, same move:

# %%
carried = show("own_behind_opponent_carried")
blocks = show("own_behind_opponent_blocks")

# %%
# tags: nbval-ignore-output
display(Stepper(carried), Stepper(blocks))

# %% [markdown]
# ## Pushing your own cube off (CS-6)

# %%
own_off = show("own_cube_off")

# %%
# tags: nbval-ignore-output
Stepper(own_off)

# %% [markdown]
# ## Elimination with two players

# %%
two = show("elimination_2p")

# %%
# tags: nbval-ignore-output
Stepper(two)

# %% [markdown]
# ## Elimination with three players: neutral cubes (CS-7)
#
# The out player's cubes turn neutral, keep their numbers and are pushed like whites.

# %%
three = show("elimination_3p")

# %%
# tags: nbval-ignore-output
Stepper(three)

# %% [markdown]
# ## A diagonal four

# %%
diagonal = show("diagonal_four")

# %%
# tags: nbval-ignore-output
Stepper(diagonal)

# %% [markdown]
# ## A push that completes a line for the other player: both readings (CS-7)

# %%
any_line = show("line_for_other_any")
mover_only = show("line_for_other_mover_only")

# %%
# tags: nbval-ignore-output
display(Stepper(any_line), Stepper(mover_only))

# %% [markdown]
# ## The placement obligation and pushing during stage 1B (CS-8)

# %%
obligation = show("placement_obligation")
stage_1b = show("push_in_stage_1b")

# %%
# tags: nbval-ignore-output
display(Stepper(obligation), Stepper(stage_1b))

# %% [markdown]
# ## Teams: knocking out both opposing colours (CS-11, CS-5)
#
# With the partner's cube counted as defence (default) and as an own cube (option):

# %%
team = show("team_win")
team_own = show("team_win_partner_own")

# %%
# tags: nbval-ignore-output
display(Stepper(team), Stepper(team_own))

# %% [markdown]
# ## A player without a legal action: both readings (CS-9)

# %%
boxed = show("no_legal_action")
boxed_lose = show("no_legal_action_lose")

# %%
# tags: nbval-ignore-output
display(Stepper(boxed), Stepper(boxed_lose))

# %% [markdown]
# ## Stage 1A and the beginner level

# %%
whites = show("stage_1a_whites")
beginner = show("beginner_counts")

# %%
# tags: nbval-ignore-output
display(Stepper(whites), Stepper(beginner))

# %% [markdown]
# Every scenario at once: no differences anywhere.

# %%
{s.id: s.check() for s in game.scenarios()}
