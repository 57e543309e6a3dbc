# %% [markdown]
# # Deblockle: edge cases
#
# Each section is a **scenario**: a position and a turn chosen to show a rule at its edge.
# Every scenario states its expected result; the check under it runs the rules engine and
# lists the differences (an empty list `[]`: the engine agrees; the test suite checks the
# same). Probe turns show what else the player could or could not have done, with the
# reason. Every scenario has its stepper.

# %%
%matplotlib inline
from IPython.display import display

import cubekit
from cubekit.widgets import ScenarioBrowser, Stepper

game = cubekit.load("deblockle")
[s.id for s in game.scenarios()]

# %% [markdown]
# All scenarios in one browser:

# %%
# tags: nbval-ignore-output
ScenarioBrowser(game)

# %% [markdown]
# A helper prints a scenario's story, the reasons for its probe turns (checked in the
# position the last turn is played from) and its check:

# %%
def show(scenario_id):
    scenario = game.scenario(scenario_id)
    print(scenario.describe())
    before = scenario.replay.states[-2]
    for probe in scenario.expected.get("illegal", {}):
        print(f"  {probe}: {before.why_illegal(probe) or 'allowed'}")
    print("check:", scenario.check())
    return scenario

# %% [markdown]
# ## Star up on the opponent's star (DB-1, DB-4)
#
# The goal: tip a block star-up onto the opponent's home star.

# %%
remove_on_goal_star = show("remove_on_goal_star")

# %%
# tags: nbval-ignore-output
Stepper(remove_on_goal_star)

# %% [markdown]
# ## Star up anywhere else (DB-4)
#
# A tip that would leave the star on top anywhere else is refused.

# %%
star_up_elsewhere_refused = show("star_up_elsewhere_refused")

# %%
# tags: nbval-ignore-output
Stepper(star_up_elsewhere_refused)

# %% [markdown]
# ## X hops diagonally (DB-5)
#
# X hops exactly one square diagonally, never onto a star.

# %%
x_hop = show("x_hop")

# %%
# tags: nbval-ignore-output
Stepper(x_hop)

# %% [markdown]
# ## Sliders and stars: both readings (DB-5)
#
# A slider runs over a star, and one that would come to rest on a star stops in front of it
# (a decision of `RULES.md`, not in the rulebook); with the option `slider_star="stop"` a star
# stops it like a block, and a slide it cuts short names that star.

# %%
slider_crosses_star = show("slider_crosses_star")
slider_stops_before_star = show("slider_stops_before_star")
slider_stops_before_star_stop = show("slider_stops_before_star_stop")

# %%
# tags: nbval-ignore-output
display(Stepper(slider_crosses_star), Stepper(slider_stops_before_star),
        Stepper(slider_stops_before_star_stop))

# %% [markdown]
# ## Hoops (DB-5)
#
# Hoops makes exactly three orthogonal steps, may go back the way it came, and cannot jump over a block.

# %%
hoops_returns = show("hoops_returns")
hoops_blocked = show("hoops_blocked")

# %%
# tags: nbval-ignore-output
display(Stepper(hoops_returns), Stepper(hoops_blocked))

# %% [markdown]
# ## Stop (DB-5)
#
# Stop on top ends the turn right after the tip.

# %%
stop_ends_turn = show("stop_ends_turn")

# %%
# tags: nbval-ignore-output
Stepper(stop_ends_turn)

# %% [markdown]
# ## A tip with no possible hop: both readings (DB-6)
#
# By default such a tip is no legal turn; with `impossible_hop="skip"` the turn is just the tip.

# %%
no_hop_forbidden = show("no_hop_forbidden")
no_hop_skipped = show("no_hop_skipped")

# %%
# tags: nbval-ignore-output
display(Stepper(no_hop_forbidden), Stepper(no_hop_skipped))

# %% [markdown]
# ## Deblockle'd (DB-7)
#
# A player without a legal turn passes and the opponent keeps moving.

# %%
deblockled_pass = show("deblockled_pass")

# %%
# tags: nbval-ignore-output
Stepper(deblockled_pass)

# %% [markdown]
# ## The variants (DB-8, DB-9)
#
# No block may end a turn next to an opponent's block; and a handicap game with four blocks against two.

# %%
no_adjacent_refused = show("no_adjacent_refused")
handicap_win = show("handicap_win")

# %%
# tags: nbval-ignore-output
display(Stepper(no_adjacent_refused), Stepper(handicap_win))

# %% [markdown]
# ## Who begins (DB-10)
#
# The rulebook lets the youngest player, or the winner of the last game, begin. The kit's
# first player is A unless the option `start_player=1` lets B begin (not in the rulebook).

# %%
b_begins = show("b_begins")

# %%
# tags: nbval-ignore-output
Stepper(b_begins)

# %% [markdown]
# Every scenario at once: no differences anywhere.

# %%
{s.id: s.check() for s in game.scenarios()}
