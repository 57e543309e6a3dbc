# %% [markdown]
# # Deblockle: is the game fair?
#
# Deblockle is a race: the first player to take all its blocks off the board wins (`RULES.md`
# DB-9). In a race, moving first looks like a head start. How big is it? What do the open rule
# options change -- does a star square stop a slider (DB-5), may a turn end after the tip when
# no hop is possible (DB-6)? How much does a handicap (fewer blocks, DB-8) help the weaker
# player? And how long do games last?
#
# The computer plays hundreds of games against itself: **random** picks any legal turn,
# **greedy** looks one turn ahead and takes the turn that brings its blocks closest to the goal
# star, **MCTS** (tree search) looks many turns ahead. A always moves first (DB-1); the same
# kind of player sits in both seats, so a difference between A and B comes from the turn order
# (or from the handicap).

# %%
%matplotlib inline
import pandas as pd

from cubekit.analysis import (
    changed_games,
    compare,
    first_player_advantage,
    game_facts,
    limit_shares,
    play_games,
    win_rates,
)
from cubekit.analysis.plots import plot_lengths, plot_win_rates

pd.set_option("display.precision", 2)

# %% [markdown]
# ## Random players hardly ever finish
#
# A random player tips its blocks back and forth and seldom lands one on the goal star. Sixty
# random games with a turn limit of 1,000 turns (a kit option next to DB-7, not in the
# rulebook; DB-7 itself is the draw when neither player can move). `game_facts` says how the
# games went: the share of draws and of games stopped by the turn limit (in percent, each with
# its 95% interval), and the lengths in turns (both players together):

# %%
randoms = play_games("deblockle", "random", 60, seed=1, turn_limit=1000, timing=False)
game_facts(randoms, limit=True)

# %% [markdown]
# How often a smaller limit would have stopped these games (a limit of L stops exactly the
# games that last longer than L turns), in percent:

# %%
limit_shares(randoms, [50, 100, 200, 500, 1000])

# %% [markdown]
# **Random players almost never finish:** 58 of the 60 games were stopped at 1,000 turns, and
# every game lasted more than 500 turns. No sensible turn limit helps here, so the rest of the
# notebook uses greedy and tree-search players.
#
# ## The first player: greedy players
#
# Greedy players race. Two hundred games (with the same limit of 1,000 turns).
# `first_player_advantage` turns the table into one line: how often the player who moved first
# won (games without a winner left out), the 95% confidence interval of that rate, and the
# equal share (1/2). The verdict says "first player ahead" or "behind" only when the whole
# interval lies above or below the equal share.

# %%
greedy = play_games("deblockle", "greedy", 200, seed=2, turn_limit=1000, timing=False)
first_player_advantage(greedy)

# %% [markdown]
# How these games went:

# %%
game_facts(greedy, limit=True)

# %% [markdown]
# A bigger sweep (2,000 greedy games) and 40 tree-search games (MCTS with 200 iterations per
# move) were played once and stored in `notebooks/data/`; regenerate them with
# `python tools/balance_runs.py deblockle` (about three minutes for the greedy tables and five
# for the tree search, on one core):

# %%
stored = pd.read_csv("data/34-deblockle-greedy.csv")
mcts = pd.read_csv("data/34-deblockle-mcts.csv")
both = pd.concat([stored, mcts], ignore_index=True)
first_player_advantage(both, ["bot"])

# %% [markdown]
# How the stored games went:

# %%
game_facts(both, "bot", limit=True)

# %% [markdown]
# The win rate of A (moves first) and B, greedy and tree search:

# %%
plot_win_rates(both, by="seat", groups="bot")

# %% [markdown]
# **Moving first is a small but real head start for greedy players:** over 2,000 games the
# first player wins 54% (interval 52-56%). The 200 live games alone (52%, interval 45-59%) are
# too few to show it. The 40 tree-search games (all with a winner) give 58% (interval 42-71%):
# no clear advantage, and far too few games to see a difference of four points -- the interval
# covers both the equal half and the greedy players' 54%.
#
# How long the games last, up to 200 turns (the few games stopped at the turn limit of 1,000
# are off the chart; the legend counts them):

# %%
plot_lengths(both, groups="bot", facet=True, bins=range(0, 205, 5))

# %% [markdown]
# **Lengths:** a greedy game lasts about 30 turns (median 27); tree-search games last longer
# (mean 47, median 40 turns, the longest 99), probably because the tree search also blocks,
# which the greedy player never does on purpose. Only 3 of the 2,000 greedy games (0.15%,
# interval 0.1-0.4%) and none of the 40 tree-search games (interval 0-8.8%) reached the
# turn limit.
#
# ## The open rule options DB-5 and DB-6
#
# `compare` plays the same seeded games under both values of an option. DB-5 `slider_star`:
# a slider "pass"es over a star square (default) or a star "stop"s it like a block. DB-6
# `impossible_hop`: a tip after which no hop is possible is "forbid"den (default) or the hop is
# "skip"ped. Greedy players, 80 games per value:

# %%
options = pd.concat([
    compare("deblockle", option, values, "greedy", 80, seed=3, turn_limit=1000,
            timing=False)
    for option, values in (("slider_star", ["pass", "stop"]),
                           ("impossible_hop", ["forbid", "skip"]))], ignore_index=True)
first_player_advantage(options, ["option", "value"])

# %% [markdown]
# How the games went under each value:

# %%
game_facts(options, limit=True)

# %% [markdown]
# The stored sweep has 600 games per value and also the rulebook's variant "no adjacent blocks"
# (`no_adjacent`, DB-8):

# %%
stored_options = pd.read_csv("data/34-deblockle-greedy-options.csv")
rules = stored_options[stored_options["option"] != "blocks"]
first_player_advantage(rules, ["option", "value"])

# %% [markdown]
# How the stored games went under each value:

# %%
game_facts(rules, limit=True)

# %% [markdown]
# `compare` gives every value the same seeds, so a game can be compared with its twin under the
# other value. `changed_games` counts the games that end differently (another winner or another
# length):

# %%
changed_games(stored_options)

# %% [markdown]
# **DB-5 and DB-6 do not change the balance for greedy players:** in 600 games per value the
# first player wins 53% under every value (intervals 49-57%) and the mean lengths differ by less
# than one turn. `slider_star="stop"` changes most games (83% end differently) but not who wins
# more often; a tip with no hop after it (`impossible_hop="skip"`) hardly ever comes up (4 of
# 600 games end differently).
# The live sample of 80 games shows 62% (interval 52-72%) for `slider_star="stop"`, but the
# 600-game sweep does not confirm it: with many intervals, one that misses by chance turns up
# now and then -- a good reason to play enough games before believing a difference.
#
# **The variant "no adjacent blocks" (DB-8) does change the game:** games last more than twice
# as long on average (68.6 against 29.8 turns) and 21 of 600 (3.5%) reach the turn limit; the
# first player still has no clear advantage (47% of the 579 games with a winner, interval
# 43-51%).
#
# ## A handicap: fewer blocks (DB-8)
#
# `blocks=(4, 3)` gives A four blocks and B three; A still moves first. Which handicap makes
# the game even? Live, greedy players, 80 games per setting:

# %%
handicap = compare("deblockle", "blocks", [4, (4, 3), (3, 4)], "greedy", 80, seed=4,
                   turn_limit=1000, timing=False)
win_rates(handicap, by="seat")[["value", "seat", "games", "wins", "win_rate", "low", "high",
                                "mean_length"]]

# %% [markdown]
# The stored sweep, 600 games per setting, with handicaps of one and two blocks either way:

# %%
blocks = stored_options[stored_options["option"] == "blocks"]
rates = win_rates(blocks, by="seat")
rates[rates["seat"] == "A"][["value", "games", "wins", "win_rate", "low", "high",
                              "mean_length"]].reset_index(drop=True)

# %% [markdown]
# The win rates of A and B for every handicap, as a chart:

# %%
plot_win_rates(blocks, by="seat")

# %% [markdown]
# **A handicap of one block is strong:** the player with fewer blocks has less to take off and
# wins about four games in five (A with 3 blocks against 4: 78%; B with 3 against 4: 79%); with
# two blocks fewer it wins 94-96%. Whether that player moves first hardly matters next to the
# handicap. For two players of equal strength no handicap is even; it is meant for players of
# different strength, and even one block is a big help.
#
# ## Summary
#
# * Greedy players: the first player wins 54% of 2,000 games (interval 52-56%), a small
#   head start. Forty tree-search games are too few to confirm or rule it out.
# * Random players do not finish (97% stopped at 1,000 turns); greedy games last about 30
#   turns and tree-search games about 47.
# * `slider_star` (DB-5) and `impossible_hop` (DB-6) do not change the balance for greedy
#   players; the variant "no adjacent blocks" (DB-8) doubles the length of a game.
# * A handicap of one block (DB-8) turns an even game into about 4 : 1 for the player with
#   fewer blocks.
