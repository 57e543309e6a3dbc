# %% [markdown] lang="en"
# # Deblockle: is the game fair?
#
# Deblockle is a race: the first player to take all its blocks off the board wins (`RULES.md`
# DB-9). In a race, moving first looks like a head start. How big is it? What do the open rule
# options change — does a star square stop a slider (DB-5), may a turn end after the tip when
# no hop is possible (DB-6)? How much does a handicap (fewer blocks, DB-8) help the weaker
# player? And how long do games last?
#
# The computer plays games against itself: the **random player** (`random`) picks any legal turn,
# the **greedy player** (`greedy`) looks one turn ahead and takes the turn that brings its blocks
# closest to the goal star, the **tree search** (`mcts`) looks many turns ahead. A always moves
# first (DB-1); the same kind of player sits in both seats, so a difference between A and B comes
# from the turn order (or from the handicap). A few games are played live; the big figures come
# from sweeps stored in `notebooks/data/`. *Auf Deutsch:*
# [Ist Deblockle fair?](../de/34-deblockle-balance.ipynb)

# %% [markdown] lang="de"
# # Deblockle: Ist das Spiel fair?
#
# Deblockle ist ein Wettlauf: Wer zuerst alle eigenen Blöcke vom Brett genommen hat, gewinnt
# (`RULES.md` DB-9). In einem Wettlauf sieht der erste Zug nach einem Vorsprung aus. Wie groß
# ist er? Was ändern die offenen Regeloptionen – hält ein Sternfeld einen Slider auf (DB-5),
# darf ein Zug nach dem Kippen enden, wenn kein Sprung möglich ist (DB-6)? Wie sehr hilft eine
# Vorgabe (weniger Blöcke, DB-8) dem schwächeren Spieler? Und wie lange dauern Partien?
#
# Der Computer spielt gegen sich selbst: Der **Zufallsspieler** (`random`) wählt irgendeinen
# erlaubten Zug, der **gierige Spieler** (`greedy`) schaut einen Zug voraus und nimmt den Zug,
# der seine Blöcke dem Zielstern am nächsten bringt, die **Baumsuche** (`mcts`) schaut viele
# Züge voraus. A zieht immer zuerst (DB-1); auf beiden Plätzen sitzt dieselbe Art Spieler, also
# kommt ein Unterschied zwischen A und B von der Zugfolge (oder von der Vorgabe). Ein paar
# Partien laufen hier live; die großen Zahlen stammen aus gespeicherten Serien in
# `notebooks/data/`. *Auf Englisch:* [die englische Fassung](../en/34-deblockle-balance.ipynb)

# %% [markdown] lang="en"
# The first cell loads pandas (tables) and the kit's analysis functions and plots.

# %% [markdown] lang="de"
# Die erste Zelle lädt pandas (Tabellen) und die Auswertungen und Diagramme des Kits.

# %%
%matplotlib inline
import pandas as pd

import cubekit
from cubekit.analysis import (
    changed_games,
    first_player_advantage,
    game_facts,
    limit_shares,
    play_games,
    show_numbers,
)
from cubekit.analysis.plots import plot_lengths, plot_win_rates

show_numbers()

# %% [markdown] lang="en"
# ## Random players hardly ever finish
#
# A random player tips its blocks back and forth and seldom lands one on the goal star. Ten
# random games with a turn limit of 200 turns (a kit option next to DB-7, not in the rulebook;
# DB-7 itself is the draw when neither player can move), played here in this process
# (`executor="serial"`). `game_facts` says how the games went: the share of draws and of games
# stopped by the turn limit (in percent, each with its 95% interval), and the lengths in turns
# (both players together):

# %% [markdown] lang="de"
# ## Zufallsspieler kommen kaum ans Ziel
#
# Ein Zufallsspieler kippt seine Blöcke hin und her und bringt selten einen auf den Zielstern.
# Zehn Zufallspartien mit einer Zuggrenze von 200 Zügen (eine Option des Kits neben DB-7, nicht
# im Regelheft; DB-7 selbst ist das Unentschieden, wenn keiner ziehen kann), hier im selben
# Prozess gespielt (`executor="serial"`). `game_facts` sagt, wie die Partien liefen: der Anteil
# der Unentschieden und der an der Zuggrenze abgebrochenen Partien (in Prozent, jeweils mit
# 95-%-Intervall) und die Längen in Zügen (beide Spieler zusammen):

# %%
randoms = play_games("deblockle", "random", 10, seed=1, turn_limit=200, timing=False,
                     executor="serial")
game_facts(randoms, limit=True)

# %% [markdown] lang="en"
# How often a smaller limit would have stopped these games (a limit of L stops exactly the
# games that last longer than L turns), in percent:

# %% [markdown] lang="de"
# Wie oft eine kleinere Zuggrenze diese Partien abgebrochen hätte (eine Grenze von L bricht
# genau die Partien ab, die länger als L Züge dauern), in Prozent:

# %%
limit_shares(randoms, [25, 50, 100, 200])

# %% [markdown] lang="en"
# **Random players do not finish:** all ten games were stopped at 200 turns. No sensible turn
# limit helps here, so the rest of the notebook uses greedy and tree-search players.
#
# ## The first player: greedy players
#
# Greedy players race. Forty games live (with a limit of 200 turns).
# `first_player_advantage` turns the table into one line: how often the player who moved first
# won (games without a winner left out), the 95% confidence interval of that rate, and the
# equal share (1/2). The verdict says "first player ahead" or "behind" only when the whole
# interval lies above or below the equal share.

# %% [markdown] lang="de"
# **Zufallsspieler kommen nicht ans Ziel:** Alle zehn Partien wurden bei 200 Zügen abgebrochen.
# Keine vernünftige Zuggrenze hilft da, also nimmt der Rest des Notebooks gierige Spieler und
# Baumsuche.
#
# ## Der erste Spieler: gierige Spieler
#
# Gierige Spieler laufen um die Wette. Vierzig Partien live (mit einer Zuggrenze von 200
# Zügen). `first_player_advantage` fasst die Tabelle in einer Zeile zusammen: wie oft der
# Spieler gewann, der zuerst zog (Partien ohne Sieger zählen nicht), das 95-%-Konfidenzintervall
# dieser Rate und der gleiche Anteil (1/2). Das Urteil sagt nur dann „Startspieler vorn“ oder
# „im Nachteil“, wenn das ganze Intervall über oder unter dem gleichen Anteil liegt.

# %%
greedy = play_games("deblockle", "greedy", 40, seed=2, turn_limit=200, timing=False,
                    executor="serial")
first_player_advantage(greedy)

# %% [markdown] lang="en"
# How these games went:

# %% [markdown] lang="de"
# So liefen diese Partien:

# %%
game_facts(greedy, limit=True)

# %% [markdown] lang="en"
# Forty games are far too few to see a difference of a few points. A bigger sweep (2,000 greedy
# games) and 40 tree-search games (MCTS with 200 iterations per move) were played once and
# stored in `notebooks/data/`; regenerate them with `python tools/balance_runs.py deblockle`
# (about three minutes for the greedy tables and five for the tree search, on one core):

# %% [markdown] lang="de"
# Vierzig Partien sind viel zu wenige, um einen Unterschied von ein paar Prozentpunkten zu
# sehen. Eine größere Serie (2.000 Partien gieriger Spieler) und 40 Partien mit Baumsuche (MCTS
# mit 200 Durchläufen je Zug) wurden einmal gespielt und in `notebooks/data/` gespeichert;
# `python tools/balance_runs.py deblockle` erzeugt sie neu (etwa drei Minuten für die Tabellen
# der gierigen Spieler und fünf für die Baumsuche, auf einem Kern):

# %%
stored = pd.read_csv("../data/34-deblockle-greedy.csv.gz")
mcts = pd.read_csv("../data/34-deblockle-mcts.csv.gz")
both = pd.concat([stored, mcts], ignore_index=True)
first_player_advantage(both, ["bot"])

# %% [markdown] lang="en"
# How the stored games went:

# %% [markdown] lang="de"
# So liefen die gespeicherten Partien:

# %%
game_facts(both, "bot", limit=True)

# %% [markdown] lang="en"
# The win rate of A (moves first) and B, greedy and tree search:

# %% [markdown] lang="de"
# Die Gewinnrate von A (zieht zuerst) und B, gierige Spieler und Baumsuche:

# %%
plot_win_rates(both, by="seat", groups="bot")

# %% [markdown] lang="en"
# **Moving first is a small but real head start for greedy players:** over 2,000 games the
# first player wins 54% (interval 52-56%). The 40 live games alone (56%, interval 41-71%) are
# far too few to show it. The 40 tree-search games (all with a winner) give 58% (interval
# 42-71%): no clear advantage, and far too few games to see a difference of four points — the
# interval covers both the equal half and the greedy players' 54%.
#
# How long the games last, up to 200 turns (the few games stopped at the turn limit of 1,000
# are off the chart; the legend counts them):

# %% [markdown] lang="de"
# **Der erste Zug ist für gierige Spieler ein kleiner, aber echter Vorsprung:** In 2.000
# Partien gewinnt der erste Spieler 54 % (Intervall 52-56 %). Die 40 Live-Partien allein (56 %,
# Intervall 41-71 %) sind viel zu wenige, um das zu zeigen. Die 40 Partien mit Baumsuche (alle
# mit Sieger) ergeben 58 % (Intervall 42-71 %): kein klarer Vorteil, und viel zu wenige
# Partien, um einen Unterschied von vier Punkten zu sehen – das Intervall umfasst sowohl die
# gleiche Hälfte als auch die 54 % der gierigen Spieler.
#
# Wie lange die Partien dauern, bis 200 Züge (die wenigen an der Zuggrenze von 1.000
# abgebrochenen Partien liegen außerhalb des Diagramms; die Legende zählt sie):

# %%
plot_lengths(both, groups="bot", facet=True, bins=range(0, 205, 5))

# %% [markdown] lang="en"
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
# "skip"ped. The stored sweep has 600 greedy games per value and also the rulebook's variant
# "no adjacent blocks" (`no_adjacent`, DB-8) and the handicaps; it was played with calls such
# as `compare("deblockle", "slider_star", ["pass", "stop"], "greedy", 600, seed=3,
# turn_limit=1000)`:

# %% [markdown] lang="de"
# **Längen:** Eine Partie gieriger Spieler dauert etwa 30 Züge (Median 27); Partien mit
# Baumsuche dauern länger (Mittel 47, Median 40 Züge, die längste 99), wohl weil die Baumsuche
# auch blockiert, was der gierige Spieler nie absichtlich tut. Nur 3 der 2.000 Partien gieriger
# Spieler (0,15 %, Intervall 0,1-0,4 %) und keine der 40 Partien mit Baumsuche (Intervall
# 0-8,8 %) erreichten die Zuggrenze.
#
# ## Die offenen Regeloptionen DB-5 und DB-6
#
# `compare` spielt dieselben Partien mit festem Startwert unter beiden Werten einer Option.
# DB-5 `slider_star`: Ein Slider rutscht über ein Sternfeld hinweg („pass“, Vorgabe), oder ein
# Stern hält ihn auf wie ein Block („stop“). DB-6 `impossible_hop`: Ein Kippen, nach dem kein
# Sprung möglich ist, ist verboten („forbid“, Vorgabe), oder der Sprung entfällt („skip“). Die
# gespeicherte Serie hat 600 Partien gieriger Spieler je Wert und dazu die Variante „keine
# benachbarten Blöcke“ des Regelhefts (`no_adjacent`, DB-8) und die Vorgaben; gespielt wurde
# sie mit Aufrufen wie `compare("deblockle", "slider_star", ["pass", "stop"], "greedy", 600,
# seed=3, turn_limit=1000)`:

# %%
stored_options = pd.read_csv("../data/34-deblockle-greedy-options.csv.gz")
rules = stored_options[stored_options["option"] != "blocks"]
first_player_advantage(rules, ["option", "value"])

# %% [markdown] lang="en"
# How the stored games went under each value:

# %% [markdown] lang="de"
# So liefen die gespeicherten Partien unter jedem Wert:

# %%
game_facts(rules, limit=True)

# %% [markdown] lang="en"
# `compare` gives every value the same seeds, so a game can be compared with its twin under the
# other value. `changed_games` counts the games that end differently (another winner or another
# length):

# %% [markdown] lang="de"
# `compare` gibt jedem Wert dieselben Startwerte, also lässt sich jede Partie mit ihrem
# Zwilling unter dem anderen Wert vergleichen. `changed_games` zählt die Partien, die anders
# enden (ein anderer Sieger oder eine andere Länge):

# %%
changed_games(stored_options)

# %% [markdown] lang="en"
# **DB-5 and DB-6 do not change the balance for greedy players:** in 600 games per value the
# first player wins 53% under every value (intervals 49-57%) and the mean lengths differ by less
# than one turn. `slider_star="stop"` changes most games (83% end differently) but not who wins
# more often; a tip with no hop after it (`impossible_hop="skip"`) hardly ever comes up (4 of
# 600 games end differently).
#
# **The variant "no adjacent blocks" (DB-8) does change the game:** games last more than twice
# as long on average (68.6 against 29.8 turns) and 21 of 600 (3.5%) reach the turn limit; the
# first player still has no clear advantage (47% of the 579 games with a winner, interval
# 43-51%).
#
# ## A handicap: fewer blocks (DB-8)
#
# `blocks=(4, 3)` gives A four blocks and B three; A still moves first. Which handicap makes
# the game even? The stored sweep, 600 games per setting, with handicaps of one and two blocks
# either way. A moves first, so the first player's share is A's:

# %% [markdown] lang="de"
# **DB-5 und DB-6 ändern das Gleichgewicht für gierige Spieler nicht:** In 600 Partien je Wert
# gewinnt der erste Spieler unter jedem Wert 53 % (Intervalle 49-57 %), und die mittleren
# Längen unterscheiden sich um weniger als einen Zug. `slider_star="stop"` ändert die meisten
# Partien (83 % enden anders), aber nicht, wer öfter gewinnt; ein Kippen ohne möglichen Sprung
# (`impossible_hop="skip"`) kommt kaum je vor (4 von 600 Partien enden anders).
#
# **Die Variante „keine benachbarten Blöcke“ (DB-8) ändert das Spiel:** Partien dauern im
# Mittel mehr als doppelt so lange (68,6 gegen 29,8 Züge), und 21 von 600 (3,5 %) erreichen die
# Zuggrenze; der erste Spieler hat immer noch keinen klaren Vorteil (47 % der 579 Partien mit
# Sieger, Intervall 43-51 %).
#
# ## Eine Vorgabe: weniger Blöcke (DB-8)
#
# `blocks=(4, 3)` gibt A vier Blöcke und B drei; A zieht weiterhin zuerst. Welche Vorgabe macht
# das Spiel ausgeglichen? Die gespeicherte Serie, 600 Partien je Einstellung, mit Vorgaben von
# einem und zwei Blöcken in beide Richtungen. A zieht zuerst, also ist der Anteil des ersten Spielers
# der von A:

# %%
blocks = stored_options[stored_options["option"] == "blocks"]
first_player_advantage(blocks, ["value"])

# %% [markdown] lang="en"
# The win rates of A and B for every handicap, as a chart:

# %% [markdown] lang="de"
# Die Gewinnraten von A und B für jede Vorgabe als Diagramm:

# %%
plot_win_rates(blocks, by="seat")

# %% [markdown] lang="en"
# **A handicap of one block is strong:** the player with fewer blocks has less to take off and
# wins about three or four games in five (A with 3 blocks against 4: 78%; B with 3 against 4:
# 76%); with two blocks fewer it wins 91-94%. Whether that player moves first hardly matters next to the
# handicap. For two players of equal strength no handicap is even; it is meant for players of
# different strength, and even one block is a big help.
#
# ## Summary
#
# * Greedy players: the first player wins 54% of 2,000 games (interval 52-56%), a small
#   head start. Forty tree-search games are too few to confirm or rule it out.
# * Random players do not finish (all ten stopped at 200 turns); greedy games last about 30
#   turns and tree-search games about 47.
# * `slider_star` (DB-5) and `impossible_hop` (DB-6) do not change the balance for greedy
#   players; the variant "no adjacent blocks" (DB-8) doubles the length of a game.
# * A handicap of one block (DB-8) turns an even game into about 4 : 1 for the player with
#   fewer blocks.

# %% [markdown] lang="de"
# **Eine Vorgabe von einem Block ist stark:** Der Spieler mit weniger Blöcken muss weniger vom
# Brett bringen und gewinnt etwa drei bis vier von fünf Partien (A mit 3 Blöcken gegen 4: 78 %;
# B mit 3 gegen 4: 76 %); mit zwei Blöcken weniger gewinnt er 91-94 %. Ob dieser Spieler zuerst zieht,
# spielt neben der Vorgabe kaum eine Rolle. Für zwei gleich starke Spieler ist keine Vorgabe
# ausgeglichen; sie ist für Spieler verschiedener Stärke gedacht, und schon ein Block hilft
# sehr.
#
# ## Zusammenfassung
#
# * Gierige Spieler: Der erste Spieler gewinnt 54 % von 2.000 Partien (Intervall 52-56 %), ein
#   kleiner Vorsprung. Vierzig Partien mit Baumsuche sind zu wenige, um das zu bestätigen oder
#   auszuschließen.
# * Zufallsspieler kommen nicht ans Ziel (alle zehn bei 200 Zügen abgebrochen); Partien
#   gieriger Spieler dauern etwa 30 Züge, Partien mit Baumsuche etwa 47.
# * `slider_star` (DB-5) und `impossible_hop` (DB-6) ändern das Gleichgewicht für gierige
#   Spieler nicht; die Variante „keine benachbarten Blöcke“ (DB-8) verdoppelt die Länge einer
#   Partie.
# * Eine Vorgabe von einem Block (DB-8) macht aus einem ausgeglichenen Spiel etwa 4 : 1 für den
#   Spieler mit weniger Blöcken.
