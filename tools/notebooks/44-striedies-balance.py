# %% [markdown]
# # Striedies Strategie: is the game fair?
#
# Does the player who moves first win more often? Does that change with three or four
# players? What do the open rule questions of `RULES.md` change: after a tie, may the
# threatened player reinforce with the threatened die itself (ST-5, `reinforce_with`), and
# does it matter whether the dice are right- or left-handed (ST-1, `dice`)? And how long does
# a game last?
#
# The computer plays hundreds of games against itself: **random** moves any die anywhere it
# can, **greedy** looks one move ahead (it values dice, pips on top and closing in on the
# others, see `cubekit/games/striedies/evaluate.py`). A always moves first (ST-2); the same
# kind of player sits in every seat, so a difference between the seats comes from the turn
# order. The tree search (MCTS) is not used here; the end of the notebook says why.

# %%
%matplotlib inline
import pandas as pd
from matplotlib.figure import Figure

import cubekit
from cubekit.analysis import (
    changed_games,
    compare,
    first_player_advantage,
    game_facts,
    limit_shares,
    play_games,
    win_rates,
)
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates

pd.set_option("display.precision", 2)

# %% [markdown]
# ## Random games are long
#
# The board is 15×15 and fights happen only where dice meet (ST-4). Random players wander
# about until their dice meet by chance; 100 random two-player games with a turn limit of
# 1,000 turns (ST-7, not in the rulebook). `game_facts` says how the games went: the share of
# draws (with its 95% interval; a game is only drawn by the turn limit, ST-7) and the lengths in
# turns (all players together):

# %%
randoms = play_games("striedies", "random", 100, seed=1, turn_limit=1000, timing=False)
game_facts(randoms)

# %% [markdown]
# How often a smaller limit would have stopped these games (a limit of L stops exactly the
# games that last longer than L turns), in percent:

# %%
limit_shares(randoms, [100, 200, 300, 500, 1000])

# %% [markdown]
# **Random games do end, but slowly:** none of the 100 reached 1,000 turns, yet the median game
# took 250 turns and the longest 601. A limit of 200 turns would stop 62% of them, a limit of
# 500 still 11%. Random players say little about the balance, so the rest uses greedy players.
#
# ## The first player: greedy players
#
# Greedy players close in on each other and fight. Sixty two-player games (with a turn limit
# of 1,000 turns). `first_player_advantage` turns the table into one line per set-up: how often
# the player who moved first won (games without a winner left out), the 95% confidence interval
# of that rate, and the share every player would get if all had equal chances (1 / players).
# The verdict says "first player ahead" or "behind" only when the whole interval lies above or
# below the equal share.

# %%
greedy = play_games("striedies", "greedy", 60, seed=2, turn_limit=1000, timing=False)
first_player_advantage(greedy.assign(players=2), "players")

# %% [markdown]
# Games with three and four players take longer, so a bigger sweep (600, 300 and 200 greedy
# games with 2, 3 and 4 players) was played once and stored; regenerate it with
# `python tools/balance_runs.py striedies --only greedy` (about five minutes on one core; the
# two-player games also appear in the options sweep below, about three minutes more):

# %%
stored = pd.read_csv("data/44-striedies-greedy.csv")
first_player_advantage(stored, ["players"])

# %% [markdown]
# The win rate (%) of every position in the turn order, from `win_rates`:

# %%
rates = win_rates(stored, by="order", groups="players")
(100 * rates.pivot_table(index="players", columns="order", values="win_rate")).round(0)

# %% [markdown]
# The same as a chart, one panel per number of players:

# %%
figure = Figure(figsize=(15, 4.6), layout="constrained")
for ax, k in zip(figure.subplots(1, 3), (2, 3, 4), strict=True):
    plot_win_rates(stored[stored["players"] == k], by="order", ax=ax)
    ax.set_title(f"greedy, {k} players", fontsize=10)
figure

# %% [markdown]
# **Two players: moving first is a clear advantage.** The first player wins 59% of 600 greedy
# games (interval 55-63%); the live games show it too (71%, interval 58-81%). With three
# players no position stands out (30-34%, every interval covers a third). With four players the
# first player is not ahead (20%, interval 15-26%), but the positions differ: the fourth player
# wins 34% (interval 28-41%), the third only 17% (12-23%). With four players the turn order and
# the corner go together (A always starts, ST-2), so this may come from the corners as much as
# from the order.
#
# ## How long does a game last?
#
# The lengths of the stored greedy games, in turns of all players together:

# %%
game_facts(stored, groups="players")

# %% [markdown]
# The spread of the lengths, one panel per number of players:

# %%
plot_lengths(stored, groups="players", facet=True)

# %% [markdown]
# **More players, much longer games:** the median game takes 68 turns with two players, 182 with
# three and 270 with four (all players' turns together), and about 3% of the three- and
# four-player games reached the turn limit of 1,000 turns.
#
# ## The open rule options ST-5 and ST-1
#
# `compare` plays the same seeded games under both values of an option. ST-5
# `reinforce_with`: after a tie the threatened player may reinforce with "any" of its dice
# (default) or only with "other" dice than the threatened ones. Greedy players, 40 games per
# value:

# %%
reinforce = compare("striedies", "reinforce_with", ["any", "other"], "greedy", 40, seed=3,
                    turn_limit=1000, timing=False, keep_moves=True)
first_player_advantage(reinforce, ["option", "value"])

# %% [markdown]
# How the games went under each value:

# %%
game_facts(reinforce)

# %% [markdown]
# The two tables are the same. Did the option ever matter? Replay the games (`keep_moves=True`
# kept their moves) under both values and compare the legal moves whenever a player must answer
# a tie (`must_answer`):

# %%
rules = {value: cubekit.load("striedies", reinforce_with=value) for value in ("any", "other")}
answers = differ = 0
for row in reinforce[reinforce["value"] == "any"].itertuples():
    states = {value: game.initial_state(row.seed) for value, game in rules.items()}
    for move in row.moves:
        if states["any"].must_answer is not None:
            answers += 1
            legal = {v: set(map(str, state.legal_moves())) for v, state in states.items()}
            differ += legal["any"] != legal["other"]
        states = {value: state.play(move) for value, state in states.items()}
print(f"{answers} turns answering a tie, {differ} of them with different legal moves")

# %% [markdown]
# The stored sweep has 400 games per value, and also ST-1 `dice`: right-handed dice (default)
# or their mirror image (`python tools/balance_runs.py striedies --only options`, about
# three minutes):

# %%
stored_options = pd.read_csv("data/44-striedies-greedy-options.csv")
first_player_advantage(stored_options, ["option", "value"])

# %% [markdown]
# How the stored games went under each value:

# %%
game_facts(stored_options)

# %% [markdown]
# `compare` gives every value the same seeds, so a game can be compared with its twin under the
# other value. `changed_games` counts the games that end differently (another winner or another
# length):

# %%
changed_games(stored_options)

# %% [markdown]
# Left- against right-handed dice in one picture: win rates by turn order, lengths, endings.

# %%
plot_compare(stored_options[stored_options["option"] == "dice"], by="order")

# %% [markdown]
# **ST-5 `reinforce_with` changed not a single game:** all 400 stored games end the same under
# both values. Ties are frequent -- in the 40 replayed games a player had to answer one 206
# times -- but not once did "any" and "other" allow different moves: a threatened die that
# could reinforce by itself never came up.
#
# **ST-1 `dice` changes the games (99% end differently) but not the balance measurably:** with
# left-handed dice the first player wins 64% (interval 59-69%) against 59% (54-63%) with
# right-handed dice; 400 games per value cannot tell a difference of five points from chance.
# The mean lengths are close (80.5 and 84.2 turns).
#
# ## Why no tree search?
#
# The tree search (MCTS) is the strongest of the three players for Striedies: with 200
# iterations per move it won all 40 of its games against the greedy player
# (`benchmarks/strength.json`). But two tree-search players did not finish a single game in a
# trial: four two-player games with 100 iterations per move (`play_games("striedies",
# "mcts:iterations=100", 4, seed=2024, turn_limit=200)`) all reached the turn limit of 200
# turns without a winner, and each took about 70 seconds on one core. In the first two, replayed move by move, the dice met and tied
# (14 ties answered) but not one die was lost: each tree search seems to keep its dice out of
# reach of a winning attack. A sweep of 20-30 such games would take half an hour on one core
# and, by all signs, show only draws that say nothing about who wins, so there is none here.
#
# ## Summary
#
# * Two players: the first player wins about 59% of greedy games, a clear advantage.
# * Three players: no position stands out. Four players: the fourth player wins 34% and the
#   third 17% (turn order and corner go together).
# * Random games end, but take about 250 turns (median); greedy games 68 (two players) to 270
#   (four players), and about 3% of greedy games with three or four players hit the turn limit
#   of 1,000 turns (ST-7).
# * `reinforce_with` (ST-5) never made a difference; left-handed dice (ST-1) no clear one.
# * Two tree-search players (MCTS) keep each other at bay: in a trial all four games ended at
#   the turn limit of 200 turns (no die lost in the two replayed), so there is no sweep with
#   them.
