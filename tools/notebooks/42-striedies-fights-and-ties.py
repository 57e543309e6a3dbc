# %% [markdown]
# # Striedies Strategie: fights and ties
#
# A fight happens when a die ends its move next to an opponent's die (orthogonally, never
# diagonally). The top faces are compared; several dice next to each other add up, and the
# smaller side leaves the board. A tie is not the end: the attacked player must answer on its
# next turn, by reinforcing or by moving away (*Spielregel*, RULES.md ST-4 and ST-5).
#
# Each section is a **scenario**: a position and its moves, chosen to show one rule. Every
# scenario states its expected result; `check()` under it runs the rules engine and lists the
# differences (an empty list `[]`: the engine agrees; the test suite checks the same).

# %%
%matplotlib inline
import cubekit
from cubekit.render import render
from cubekit.widgets import ScenarioBrowser, Stepper

game = cubekit.load("striedies")

# %% [markdown]
# A helper prints a scenario's story, its moves explained step by step, and its check:

# %%
def show(scenario_id):
    scenario = game.scenario(scenario_id)
    print(scenario.describe())
    state = scenario.start()
    for move in scenario.replay.moves:
        print(f"\n{move}:")
        print(state.explain(move).text)
        state = state.play(move)
    print("\ncheck:", scenario.check())
    return scenario

# %% [markdown]
# ## One against one (ST-4)
#
# The die that moved and the die next to it compare their top faces; the lower one leaves.

# %%
one = show("one_against_one")

# %%
render(one.last_transition()[-1])

# %% [markdown]
# ## Two against one: the sum counts
#
# The mover's other dice next to the defender join the attack, and their faces are added.

# %%
two = show("two_against_one")

# %% [markdown]
# ## The mover can lose
#
# A fight is not an attack that only the defender can lose: if the moved die's side has the
# smaller sum, the mover's dice leave.

# %%
loses = show("mover_loses")

# %% [markdown]
# ## Two defenders leave together
#
# If the defenders' sum is smaller, all of them leave.

# %%
both = show("two_defenders_leave")

# %% [markdown]
# ## A tie, answered by reinforcement (ST-5 a)
#
# Equal sums: nobody leaves, but the defender is **threatened**. On its next turn it may bring
# another die next to the attacker; then a normal fight follows with the threatened player as
# the attacker.

# %%
reinforce = show("tie_reinforce")

# %%
# tags: nbval-ignore-output
Stepper(reinforce.replay)

# %% [markdown]
# ## A tie, answered by retreat (ST-5 b)
#
# Or the threatened die moves away so that it ends next to none of the attackers. A move
# that does neither is refused while the threat stands:

# %%
retreat = show("tie_retreat")
before = retreat.replay.states[-2]
for probe in retreat.expected.get("illegal", {}):
    print(f"{probe}: {before.why_illegal(probe) or 'allowed'}")

# %% [markdown]
# ## Two dice tied: one retreats, the other leaves
#
# When two dice are threatened, only one can move away; the other leaves the board.

# %%
pair = show("two_tied_one_retreats")

# %% [markdown]
# ## A threatened die that cannot move
#
# If the threatened player can neither reinforce nor move a threatened die away, the
# threatened dice leave and the player then makes a normal move.

# %%
stuck = show("threatened_cannot_move")

# %% [markdown]
# ## Three players: one move, two fights (ST-4)
#
# A die can end next to dice of two opponents. The fights are fought one opponent at a time,
# in turn order from the mover.

# %%
three = show("three_players_two_fights")

# %% [markdown]
# If the moved die loses the first fight, it is gone, so the second fight never happens:

# %%
removed = show("three_players_mover_removed")

# %% [markdown]
# ## The end (ST-8)
#
# A player whose last die leaves is out; the last player with dice wins.

# %%
end = show("last_player_wins")

# %% [markdown]
# ## Every scenario in one browser
#
# Pick a scenario, read its story and step through its moves.

# %%
# tags: nbval-ignore-output
ScenarioBrowser(game)
