# %% [markdown]
# # Kettenreaktion: is the game fair?
#
# Does the player who places the first marble win more often than the others? Does that change
# with three or four players, or on the bigger 8×8 board? And what happens without the rule
# that stops a cascade as soon as somebody has won (`RULES.md` CR-4)? Nobody can answer this by
# playing a handful of games, so here the computer plays hundreds of them against itself.
#
# The computer players come from `cubekit.bots`: **random** picks any legal move, **greedy**
# looks one move ahead and takes the move that its evaluation likes best, **MCTS** (tree
# search) looks many moves ahead. When the same kind of player sits in every seat, the only
# difference between the seats is *when* each one moves. So if every seat wins about equally
# often, the game is fair for these players.

# %%
%matplotlib inline
import pandas as pd
from matplotlib.figure import Figure

from cubekit.analysis import compare, first_player_advantage, play_games, summary, win_rates
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates

pd.set_option("display.precision", 2)

# %% [markdown]
# A helper plays one sweep per set-up and stacks the tables, with columns naming the set-up.
# Every game is seeded, so the tables below are the same on every run.

# %%
SETUPS = [({"board": f"{w}x{h}", "players": k}, {"width": w, "height": h, "players": k})
          for w, h in ((6, 6), (8, 8)) for k in (2, 3, 4)]


def sweep(players, n, seed, setups=SETUPS):
    tables = [play_games("chain_reaction", players, n, seed=seed, options=options,
                         timing=False).assign(**columns)
              for columns, options in setups]
    return pd.concat(tables, ignore_index=True)

# %% [markdown]
# ## Random players
#
# Two hundred random games for each board and number of players (about a second in all).
# `first_player_advantage` turns the table into one line per set-up: how often the player who
# moved first won (games without a winner left out), the 95% confidence interval of that rate,
# and the share every player would get if all had equal chances (1 / players). The verdict says
# "first player ahead" or "behind" only when the whole interval lies above or below the equal
# share.

# %%
randoms = sweep("random", 200, seed=1)
first_player_advantage(randoms, ["board", "players"])

# %% [markdown]
# **Random players:** no set-up shows a first-player advantage; every interval covers the equal
# share.

# %% [markdown]
# ## Greedy players
#
# Greedy players take every marble they can and avoid cells in danger, so their games look
# more like games between people. A greedy move takes longer to find; 100 games per set-up on
# the 6×6 board:

# %%
greedy = sweep("greedy", 100, seed=2, setups=SETUPS[:3])
first_player_advantage(greedy, ["board", "players"])

# %% [markdown]
# The win rate by position in the turn order, one panel per number of players; the bars are
# the 95% intervals, the dotted line is the equal share.

# %%
figure = Figure(figsize=(15, 4.6), layout="constrained")
for ax, k in zip(figure.subplots(1, 3), (2, 3, 4), strict=True):
    plot_win_rates(greedy[greedy["players"] == k], by="order", ax=ax)
    ax.set_title(f"greedy, {k} players, 6×6", fontsize=10)
figure

# %% [markdown]
# **Greedy players, 6×6:** the first of three players won half of the 100 games (interval
# 40-60%), clearly more than the equal third. With two and four players the intervals cover
# the equal share. One hundred games is a small sample, so the next section checks this with
# more.

# %% [markdown]
# ## Bigger samples and the tree search (stored)
#
# Greedy games on 8×8 and with more players take longer, and tree-search games take seconds
# each, so these were played once and stored in `notebooks/data/`: 600 greedy games per set-up,
# and tree-search games (100 iterations per move) on 6×6. To play them again (about four
# minutes for each of the two tables on one core): `python tools/balance_runs.py kettenreaktion`.

# %%
stored = pd.read_csv("data/13-kettenreaktion-greedy.csv")
first_player_advantage(stored, ["board", "players"])

# %% [markdown]
# Not only the first seat matters: the win rate (%) of every position in the turn order, from
# `win_rates`, one row per set-up:

# %%
rates = win_rates(stored, by="order", groups=["board", "players"])
(100 * rates.pivot_table(index=["board", "players"], columns="order",
                         values="win_rate")).round(0)

# %% [markdown]
# The same as a chart, one panel per number of players, one bar colour per board:

# %%
figure = Figure(figsize=(15, 4.6), layout="constrained")
for ax, k in zip(figure.subplots(1, 3), (2, 3, 4), strict=True):
    plot_win_rates(stored[stored["players"] == k], by="order", groups="board", ax=ax)
    ax.set_title(f"greedy, {k} players", fontsize=10)
figure

# %% [markdown]
# **600 greedy games per set-up** confirm the three-player effect on 6×6: the first player wins
# 44% (interval 41-48%) instead of a third, at the cost of the others: the second player wins
# only 26% (23-30%), the third 30% (26-33%, just below a third). On 8×8 the effect is gone
# (33%). With two players neither board shows a clear first-player advantage (50% and 53%,
# intervals 46-54% and 49-57%). Outside the three-player games on 6×6 one interval misses its
# equal share: on 8×8 with four players the third player wins 31% (28-35%). Among 18 intervals
# at 95% confidence one miss by chance is not unusual, so take it as a hint to check with more
# games, not as a finding.

# %%
mcts = pd.read_csv("data/13-kettenreaktion-mcts.csv")
first_player_advantage(mcts, ["bot", "board", "players"])

# %% [markdown]
# **Tree search:** no clear first-player advantage either (two players 50%, interval 35-65%;
# three players 30%, interval 17-48%). With 30 to 40 games the intervals are wide: they can
# neither confirm nor rule out the 44% of the greedy three-player games.

# %% [markdown]
# ## How long does a game last?
#
# `summary` gives the lengths in moves (all marbles placed by all players together) for each
# set-up:

# %%
lengths = summary(pd.concat([randoms.assign(bot="random"), stored.assign(bot="greedy")]),
                  groups=["bot", "board", "players"])
lengths[["bot", "board", "players", "games", "mean_length", "median_length", "max_length"]]

# %% [markdown]
# The spread of the lengths of two-player games on both boards, random players on the left,
# greedy players on the right:

# %%
figure = Figure(figsize=(15, 4.4), layout="constrained")
left, right = figure.subplots(1, 2)
plot_lengths(randoms[randoms["players"] == 2], groups="board", ax=left)
plot_lengths(stored[stored["players"] == 2], groups="board", ax=right)
figure

# %% [markdown]
# **Lengths:** a random game lasts about 65 moves on 6×6 and about 121 on 8×8, whatever the
# number of players: the board fills up at the same pace. Greedy players finish sooner (about
# 57 and 108 moves with two players), and two greedy players sometimes win early: the shortest
# game on 6×6 took 20 moves.

# %% [markdown]
# ## CR-4: stop the cascade as soon as somebody has won?
#
# The rulebook does not say whether a cascade goes on after the last opponent has lost its
# marbles. The kit stops it (`stop_on_win=True`, `RULES.md` CR-4); without the stop, a cascade
# on a nearly full board can run forever, and the kit reports it as an "endless cascade" with
# no winner. `compare` plays the same seeded games under both values:

# %%
stop = compare("chain_reaction", "stop_on_win", [True, False], "random", 200, seed=3,
               timing=False)
summary(stop)[["value", "games", "draws", "draw_rate", "mean_length", "max_length"]]

# %% [markdown]
# The same with greedy players:

# %%
stop_greedy = compare("chain_reaction", "stop_on_win", [True, False], "greedy", 100, seed=4,
                      timing=False)
summary(stop_greedy)[["value", "games", "draws", "draw_rate", "mean_length", "max_length"]]

# %% [markdown]
# Side by side (random players): who wins, how long the games are, how they end.

# %%
plot_compare(stop, by="order")

# %% [markdown]
# **CR-4 matters a lot:** without the stop, 92% of the random games (183 of 200) and 46% of the
# greedy games end in an endless cascade with no winner: the winning cascade on a nearly full
# board never settles. The lengths hardly change (random games are the same up to the winning
# move), so the stop decides *whether* the game has a winner, not how long it takes.
#
# ## Summary
#
# * Two players: no clear first-player advantage on 6×6 or 8×8, for random and greedy players,
#   nor for the tree search (6×6 only).
# * Three greedy players on 6×6: the first player wins clearly more than a third (44% of 600
#   games); not so on 8×8 or with four players.
# * A game lasts about 57-66 moves on 6×6 and 108-123 on 8×8 (means of random and greedy
#   games).
# * Without the stop on win (CR-4) most games would end without a winner: keep the default.
