# %% [markdown]
# # Cubeslyde: is the game fair, and does it end?
#
# Three questions a game designer (or a class) can ask about Cubeslyde:
#
# 1. Does the player who places the first cube win more often? Does that depend on the number
#    of players (2, 3, 4) or the level (beginner, intermediate, expert)?
# 2. What do the open rule options of `RULES.md` change: own cubes in a pushed line (CS-4),
#    the team partner's cubes (CS-5), whose four-in-a-row wins (CS-7), a player who cannot
#    act (CS-9)?
# 3. The rulebook has no draw. Do games always end, or do they need the kit's turn limit
#    (CS-10, not in the rulebook)?
#
# The computer plays hundreds of games against itself: **random** picks any legal action,
# **greedy** looks one action ahead, **MCTS** (tree search) looks many actions ahead. The
# same kind of player sits in every seat, and the start player is drawn at random (CS-12), so
# any difference between the seats comes from the turn order.

# %%
%matplotlib inline
import pandas as pd
from matplotlib.figure import Figure

from cubekit.analysis import (
    changed_games,
    compare,
    first_player_advantage,
    game_facts,
    limit_shares,
    play_games,
)
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates

pd.set_option("display.precision", 2)
LEVELS = ("beginner", "intermediate", "expert")

# %% [markdown]
# A helper plays one seeded sweep per set-up and stacks the tables, with columns naming the
# set-up. A game that is still running after `limit` turns ends as a draw (CS-10).

# %%
def sweep(players, n, seed, setups, limit):
    tables = [play_games("cubeslyde", players, n, seed=seed, options=options, timing=False,
                         turn_limit=limit).assign(**options)
              for options in setups]
    return pd.concat(tables, ignore_index=True)

# %% [markdown]
# ## 1. The first player: random players
#
# Two hundred random games for every number of players and level, with a generous turn limit
# of 1,000 turns (a few seconds in all). `first_player_advantage` turns the table into one line
# per set-up: how often the player who moved first won (games without a winner left out), the
# 95% confidence interval of that rate, and the share every player would get if all had equal
# chances (1 / players; a team: 1/2, passed as `share=0.5`). The verdict says "first player
# ahead" or "behind" only when the whole interval lies above or below the equal share.

# %%
SETUPS = [{"players": k, "level": level} for k in (2, 3, 4) for level in LEVELS]
randoms = sweep("random", 200, seed=1, setups=SETUPS, limit=1000)
first_player_advantage(randoms, ["players", "level"])

# %% [markdown]
# **Random players:** no set-up shows a first-player advantage; every interval covers the
# equal share.
#
# ## The first player: greedy players
#
# Greedy games take longer to compute, so the live sweep is 100 two-player games at the expert
# level, with a turn limit of 200 turns:

# %%
greedy = sweep("greedy", 100, seed=2, setups=[{"players": 2, "level": "expert"}], limit=200)
first_player_advantage(greedy, ["players", "level"])

# %% [markdown]
# A bigger greedy sweep, 300 games for every set-up, was played once and stored in
# `notebooks/data/` (regenerate it with `python tools/balance_runs.py cubeslyde --only greedy`,
# about three minutes on one core, and four more for the options sweep used below):

# %%
stored = pd.read_csv("data/24-cubeslyde-greedy.csv")
first_player_advantage(stored, ["players", "level"])

# %% [markdown]
# The same as a chart, one panel per number of players, one bar colour per level:

# %%
figure = Figure(figsize=(15, 4.6), layout="constrained")
for ax, k in zip(figure.subplots(1, 3), (2, 3, 4), strict=True):
    decided = stored[(stored["players"] == k) & ~stored["draw"]]
    plot_win_rates(decided, by="order", groups="level", ax=ax)
    ax.set_title(f"greedy, {k} players (games with a winner)", fontsize=10)
figure

# %% [markdown]
# **Greedy players: the first player is ahead in every set-up.** Of the games with a winner it
# wins 58-64% with two players, 41-49% with three (instead of a third) and 35-43% with four
# (instead of a quarter); every interval lies above the equal share, and the live sample agrees
# (63%, interval 52-73%). The level makes no clear difference: the intervals of the three
# levels overlap. Random players do not show it: a head start only counts for players who use
# it.
#
# ## 2. The open rule options
#
# `compare` plays the same seeded games under both values of an option. First with random
# players (two players, expert level, 200 games per value): CS-4 `own_in_line`, CS-7
# `line_wins` and CS-9 `no_move`. `game_facts` says how the games went under each value: the
# share of draws (with its 95% interval; a Cubeslyde game is only drawn by the turn limit) and
# the lengths in turns.

# %%
options = pd.concat([
    compare("cubeslyde", option, values, "random", 200, seed=3, timing=False)
    for option, values in (("own_in_line", ["carried", "blocks"]),
                           ("line_wins", ["any", "mover_only"]),
                           ("no_move", ["pass", "lose"]))], ignore_index=True)
game_facts(options)

# %% [markdown]
# How the games end under each value (`reason`: four in a row, or the last player left after
# the others lost three cubes), in percent of the games:

# %%
ends = pd.crosstab([options["option"], options["value"]], options["reason"], normalize="index")
(100 * ends).round(0)

# %% [markdown]
# `compare` gives every value the same seeds, so a game can be compared with its twin under the
# other value. `changed_games` counts the games that end differently (another winner or another
# length):

# %%
changed_games(options)

# %% [markdown]
# **Random players:** CS-4 `own_in_line="blocks"` changes 90% of the games: they get longer (mean
# 148 against 125 turns) and end a little more often with four in a row (37% against 33%). CS-7
# `line_wins="mover_only"` changes only a few games, and CS-9 `no_move="lose"` none at all: no
# random player was ever left without a legal action.
#
# CS-5 `partner_cubes` only matters in the team variant (four players, A+C against B+D, CS-11);
# the first player's team has an equal share of 1/2:

# %%
teams = compare("cubeslyde", "partner_cubes", ["defend", "own"], "random", 200, seed=4,
                options={"players": 4, "teams": True}, timing=False)
first_player_advantage(teams, ["option", "value"], share=0.5)

# %% [markdown]
# How the team games went under each value:

# %%
game_facts(teams)

# %% [markdown]
# **Team game, random players:** the first player's team wins about half the games with
# either value (50% and 52%); counting the partner's cubes as one's own (`"own"`) makes the games
# shorter (mean 116 against 132 turns).
#
# Greedy players, 300 games per value, stored (`python tools/balance_runs.py cubeslyde --only
# options`, about four minutes):

# %%
stored_options = pd.read_csv("data/24-cubeslyde-greedy-options.csv")
two = stored_options[stored_options["players"] == 2]
first_player_advantage(two, ["option", "value"])

# %% [markdown]
# The first player's team in the greedy team games (equal share 1/2):

# %%
first_player_advantage(stored_options[stored_options["players"] == 4], share=0.5)

# %% [markdown]
# How the greedy games went under each value:

# %%
game_facts(stored_options)

# %% [markdown]
# How many greedy games each option changes:

# %%
changed_games(stored_options)

# %% [markdown]
# One option in a picture: CS-4 with greedy players (win rates by turn order, lengths, endings).

# %%
plot_compare(two[two["option"] == "own_in_line"], by="order")

# %% [markdown]
# **Greedy players:** no option changes the first player's advantage (58-60% of the two-player
# games with a winner under every value, 57-62% for the first player's team) or the share of
# two-player games stopped by the turn limit (about 20%). `own_in_line="blocks"` changes one
# game in five, `partner_cubes="own"` most team games, `line_wins` one game in 300 and
# `no_move` none. For greedy players the options are matters of taste, not of balance.
#
# ## 3. Do games end? The turn limit (CS-10)
#
# The rulebook has no draw, so a game could go on for ever. The random games of part 1 had a
# limit of 1,000 turns; how did they end, and how long did they take?

# %%
game_facts(randoms, groups=["players", "level"])

# %% [markdown]
# How often would a smaller limit stop a game? The same sweep answers this for every smaller
# limit: a limit of L stops exactly the games that last longer than L turns. Percent of the
# games:

# %%
limit_shares(randoms, [50, 100, 200, 500, 1000], ["players", "level"])

# %% [markdown]
# **Random games always ended** within 1,000 turns (the longest took 532), but not quickly: a
# limit of 200 turns would stop 7.5-12.5% of the two-player games and up to 31% of the three-
# and four-player games at the expert level.
#
# Greedy and tree-search players, two players, with the limit of 200 turns: every draw is a
# game the limit ended. The tree-search games (MCTS with 100 iterations per move, 30 per level)
# are stored (`python tools/balance_runs.py cubeslyde --only mcts`, about seven minutes on one
# core):

# %%
mcts = pd.read_csv("data/24-cubeslyde-mcts.csv")
both = pd.concat([stored[stored["players"] == 2].assign(bot="greedy"), mcts],
                 ignore_index=True)
game_facts(both, groups=["bot", "level"])

# %% [markdown]
# The first player in the tree-search games:

# %%
first_player_advantage(mcts, ["bot", "level"])

# %% [markdown]
# The lengths of the two-player expert games, random against tree search (the random games
# are cut at 200 turns here so that both have the same limit):

# %%
random_expert = randoms[(randoms["players"] == 2) & (randoms["level"] == "expert")].copy()
random_expert["limit_hit"] |= random_expert["length"] > 200
random_expert["length"] = random_expert["length"].clip(upper=200)
lengths = pd.concat([random_expert.assign(bot="random"),
                     mcts[mcts["level"] == "expert"]], ignore_index=True)
plot_lengths(lengths, groups="bot", facet=True)

# %% [markdown]
# **The turn limit (200 turns):** greedy players, who do not remember earlier positions, often
# go round in circles: 56% of their two-player games at the beginner level, 27% at intermediate
# and 20% at expert reach the limit. The tree search remembers positions and avoids repeating
# them, and its games are short (mean 39-42 turns, the longest 114): not one of the 90
# tree-search games reached the limit. With 30 games per level the interval still reaches 11%,
# but even that lies below every greedy interval (16-25% at the expert level and more at the
# others): the tree search clearly needs the limit much less than greedy players. The
# tree-search games show no clear first-player advantage (67%, 60% and 40% of the 30 games at
# the beginner, intermediate and expert levels, every interval covering one half); so few games
# would only reveal a large one.
#
# ## Summary
#
# * Random players: no first-player advantage at any player count or level.
# * Greedy players: the first player is clearly ahead at every player count and level (about
#   60% with two players, 41-49% with three, 35-43% with four).
# * The options CS-4, CS-5, CS-7 and CS-9 do not change that balance; CS-9 never came up, CS-7
#   almost never.
# * Without a draw rule: random games ended within 532 turns, but a limit of 200 turns stops up
#   to 31% of them; greedy players need the limit often (20-56% of two-player games), the tree
#   search seldom: none of its 90 games reached it (at most 11% per level, by the interval).
