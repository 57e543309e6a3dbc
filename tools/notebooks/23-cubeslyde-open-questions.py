# %% [markdown]
# # Cubeslyde: the open rule questions
#
# The rulebook leaves some questions open. The project's `RULES.md` fixes a default for each
# (IDs CS-1 to CS-12), and every choice that could go either way is a **rule option** of the
# game, so both readings can be played. This notebook shows each, side by side where it
# changes the outcome of a position.

# %%
%matplotlib inline
from matplotlib.figure import Figure

import cubekit
from cubekit.render import render

game = cubekit.load("cubeslyde")
for option in game.options():
    print(f"{option.name:<16} {option.rule:<6} default {option.default!r}")

# %% [markdown]
# A helper draws the final positions of two scenarios next to each other:

# %%
def side_by_side(first_id, second_id):
    figure = Figure(figsize=(11, 5.2))
    left, right = figure.subplots(1, 2)
    for ax, scenario_id in ((left, first_id), (right, second_id)):
        scenario = game.scenario(scenario_id)
        render(scenario.last_transition().steps[-1], ax=ax)
        print(f"{scenario_id} ({scenario.game.settings() or 'defaults'}):")
        print("  " + scenario.last_transition().text.replace("\n", "\n  ")
              if scenario.final() != scenario.start() else "  (refused)")
    return figure

# %% [markdown]
# ## CS-4: own cubes in the pushed line (`own_in_line`)
#
# Default "carried": they move along and count for neither side (the rulebook says they are
# ignored). Option "blocks": any own cube in the line makes the push illegal.

# %%
blocks = game.scenario("own_behind_opponent_blocks")
probe = next(iter(blocks.expected["illegal"]))
print("carried:", game.scenario("own_behind_opponent_carried").last_transition().text)
print("blocks: ", probe, "->", blocks.final().why_illegal(probe))

# %% [markdown]
# ## CS-7: a push that completes another player's line (`line_wins`)
#
# Default "any": the completed line wins for its owner, even on the opponent's move. Option
# "mover_only": only the mover's own line wins; the other line stands until its owner moves.

# %%
side_by_side("line_for_other_any", "line_for_other_mover_only")

# %% [markdown]
# ## CS-5: the team partner's cubes (`partner_cubes`)
#
# Default "defend": a partner's cube in the pushed line counts as defence. Option "own": it
# is carried like your own cube.

# %%
for scenario_id in ("team_win", "team_win_partner_own"):
    scenario = game.scenario(scenario_id)
    print(scenario_id, "->", scenario.last_transition().steps[0].text)

# %% [markdown]
# ## CS-9: a player with no legal action (`no_move`)
#
# Default "pass"; option "lose".

# %%
for scenario_id in ("no_legal_action", "no_legal_action_lose"):
    scenario = game.scenario(scenario_id)
    print(scenario_id, "->", scenario.final().outcome.describe() if scenario.final().outcome
          else f"game goes on, {scenario.game.player_name(scenario.final().to_move)} to move")

# %% [markdown]
# ## CS-10: the turn limit (`turn_limit`)
#
# The rulebook has no draw. The kit can end a game as a draw after a number of turns; the
# result says that this is not in the rulebook.

# %%
limited = cubekit.load("cubeslyde", turn_limit=2)
state = limited.initial_state().play("W1@a1").play("W2@b1")
print(state.outcome.describe())

# %% [markdown]
# ## CS-1 and CS-12: white strengths and the start player
#
# White blockers copy a player's set at the chosen level unless given explicitly; the start
# player is drawn from a seed or given.

# %%
custom = cubekit.load("cubeslyde", white_strengths=(1,) * 12)
print(custom.white_set)
print([game.initial_state(seed=seed).to_move for seed in range(6)])
print(cubekit.load("cubeslyde", start_player=1).initial_state().to_move)

# %% [markdown]
# ## Readings of the kit that `RULES.md` does not cover
#
# * A group never pushes itself off the board: the square in front of it must be free or
#   hold cubes that can be pushed away (rulebook, *Schiebephase*). Own cubes further along
#   the pushed line can still fall off (CS-6).
# * With `no_move="lose"` and three or four players, the stuck player is out and its cubes
#   turn neutral, as after losing three cubes.
# * Without a seed or a given start player, A starts, so notebooks stay reproducible.
#
# The first reading, shown: a single cube at the edge cannot push itself off.

# %%
edge = game.scenario("own_cube_off")
for probe in edge.expected.get("illegal", {}):
    print(probe, "->", edge.final().why_illegal(probe) or "allowed")
