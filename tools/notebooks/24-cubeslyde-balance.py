# %% [markdown] lang="en"
# # Cubeslyde: is the game fair, and does it end?
#
# Three questions a game designer (or a class) can ask about Cubeslyde:
#
# 1. Does the player who places the first cube win more often? Does that depend on the number
#    of players (two, three or four) or the level (beginner, intermediate, expert)?
# 2. What do the open rule options of `RULES.md` change: own cubes in a pushed line (CS-4),
#    the team partner's cubes (CS-5), whose four in a row wins (CS-7), a player who cannot
#    act (CS-9)?
# 3. The rulebook has no draw. Do games always end, or do they need the kit's turn limit
#    (CS-10, not in the rulebook)?
#
# The computer plays thousands of games against itself: the **random player** (`random`) picks
# any legal action, the **greedy player** (`greedy`) looks one action ahead, the **tree search**
# (`mcts`) looks many actions ahead. The same kind of player sits in every seat, and the start
# player is drawn at random (CS-12), so any difference between the seats comes from the turn
# order. A small sweep is played live; the big ones were played once and stored in
# `notebooks/data/` (regenerate them with `python tools/balance_runs.py cubeslyde`, about fifteen
# minutes on one core). *Auf Deutsch:* [Ausgewogenheit](../de/24-cubeslyde-balance.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: Ist das Spiel fair, und endet es?
#
# Drei Fragen, die eine Spieleautorin (oder eine Klasse) an Cubeslyde stellen kann:
#
# 1. Gewinnt der Spieler, der den ersten Cube setzt, öfter? Hängt das von der Spielerzahl (2,
#    3, 4) oder der Schwierigkeitsstufe (Einsteiger, Mittelschwer, Experten) ab?
# 2. Was ändern die offenen Regeloptionen der `RULES.md`: eigene Cubes in einer geschobenen
#    Linie (CS-4), die Cubes des Teampartners (CS-5), wessen Viererkette gewinnt (CS-7), ein
#    Spieler, der nicht handeln kann (CS-9)?
# 3. Das Regelheft kennt kein Unentschieden. Enden Partien immer, oder brauchen sie die
#    Zuggrenze des Kits (CS-10, nicht im Regelheft)?
#
# Der Computer spielt Tausende Partien gegen sich selbst: Der **Zufallsspieler** (`random`) wählt
# irgendeine erlaubte Aktion, der **gierige Spieler** (`greedy`) schaut eine Aktion voraus, die
# **Baumsuche** (`mcts`) schaut viele Aktionen voraus. Auf jedem Platz sitzt dieselbe Art
# Spieler, und der Startspieler wird ausgelost (CS-12), also kommt jeder Unterschied zwischen den
# Plätzen von der Zugreihenfolge. Ein kleiner Durchgang wird live gespielt; die großen wurden
# einmal gespielt und in `notebooks/data/` gespeichert (neu erzeugen mit
# `python tools/balance_runs.py cubeslyde`, etwa eine Viertelstunde auf einem Kern). *Auf
# Englisch:* [die englische Fassung](../en/24-cubeslyde-balance.ipynb).
# %%
%matplotlib inline
import pandas as pd
from matplotlib.figure import Figure

import cubekit
from cubekit.analysis import (
    changed_games,
    first_player_advantage,
    game_facts,
    limit_shares,
    play_games,
    readable,
    show_numbers,
)
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates

show_numbers()

# %% [markdown] lang="en"
# ## 1. The first player: random players
#
# First a live sweep: fifty random games with two players at the expert level and a generous
# turn limit of 1,000 turns (a fraction of a second). `play_games` returns one row per game;
# `first_player_advantage` turns the table into one line per set-up: how often the player
# who moved first won (games without a winner left out), the 95% confidence interval of that
# rate, and the share every player would get if all had equal chances (1 / players; a team:
# 1/2, passed as `share=0.5`). The verdict says "first player ahead" or "behind" only when the
# whole interval lies above or below the equal share.

# %% [markdown] lang="de"
# ## 1. Der erste Spieler: Zufallsspieler
#
# Zuerst ein Durchgang live: fünfzig Zufallspartien zu zweit auf der Stufe *Experten* mit einer
# großzügigen Zuggrenze von 1000 Zügen (ein Bruchteil einer Sekunde). `play_games` gibt eine
# Zeile je Partie zurück; `first_player_advantage` macht daraus eine Zeile je Aufstellung: wie
# oft der Spieler, der zuerst zog, gewann (Partien ohne Sieger zählen nicht), das
# 95%-Konfidenzintervall dieser Rate und der Anteil, den jeder Spieler bei gleichen Chancen
# bekäme (1 / Spielerzahl; ein Team: 1/2, übergeben als `share=0.5`). Das Urteil sagt „erster
# Spieler vorn“ oder „hinten“ nur, wenn das ganze Intervall über oder unter dem gleichen
# Anteil liegt.

# %%
live = play_games("cubeslyde", "random", 50, seed=1, turn_limit=1000, timing=False)
first_player_advantage(live)

# %% [markdown] lang="en"
# Fifty games are few: the interval only just clears the equal share (its lower end, rounded,
# is 50%). The stored sweep, two hundred random games for every number of players and level,
# says more; for two players at the expert level it finds no clear difference:

# %% [markdown] lang="de"
# Fünfzig Partien sind wenige: Das Intervall liegt nur knapp über dem gleichen Anteil (sein
# unteres Ende ist gerundet 50 %). Der gespeicherte Durchgang, zweihundert Zufallspartien für
# jede Spielerzahl und Stufe, sagt mehr; zu zweit auf der Stufe *Experten* findet er keinen
# klaren Unterschied:

# %%
randoms = pd.read_csv("../data/24-cubeslyde-random.csv.gz")
first_player_advantage(randoms, ["players", "level"])

# %% [markdown] lang="en"
# **Random players:** no set-up shows a first-player advantage; every interval covers the
# equal share.
#
# ## The first player: greedy players
#
# A greedy game takes a tenth of a second or more, so the greedy sweep, 300 games for every
# set-up with a turn limit of 200 turns, is stored:

# %% [markdown] lang="de"
# **Zufallsspieler:** Keine Aufstellung zeigt einen Vorteil für den ersten Spieler; jedes
# Intervall enthält den gleichen Anteil.
#
# ## Der erste Spieler: gierige Spieler
#
# Eine Partie gieriger Spieler dauert eine Zehntelsekunde oder länger, also ist ihr Durchgang,
# 300 Partien für jede Aufstellung mit einer Zuggrenze von 200 Zügen, gespeichert:

# %%
stored = pd.read_csv("../data/24-cubeslyde-greedy.csv.gz")
first_player_advantage(stored, ["players", "level"])

# %% [markdown] lang="en"
# The same as a chart, one panel per number of players, one bar colour per level:

# %% [markdown] lang="de"
# Dasselbe als Diagramm, ein Feld je Spielerzahl, eine Balkenfarbe je Stufe:

# %% lang="en"
TITLE = "{k} greedy players (games with a winner)"

# %% lang="de"
TITLE = "{k} gierige Spieler (Partien mit Sieger)"

# %%
figure = Figure(figsize=(9, 10.5), layout="constrained")
for ax, k in zip(figure.subplots(3, 1), (2, 3, 4), strict=True):
    decided = stored[(stored["players"] == k) & ~stored["draw"]]
    plot_win_rates(decided, by="order", groups="level", ax=ax)
    ax.set_title(TITLE.format(k=k), fontsize=11)
figure

# %% [markdown] lang="en"
# **Greedy players: the first player is ahead in every set-up.** Of the games with a winner it
# wins 58-64% with two players, 41-49% with three (instead of a third) and 35-43% with four
# (instead of a quarter); every interval lies above the equal share. The level makes no clear
# difference: the intervals of the three levels overlap. Random players do not show it: a
# head start only counts for players who use it.
#
# ## 2. The open rule options
#
# `compare` plays the same seeded games under both values of an option. The stored random
# games (two players, expert level, 200 games per value) for CS-4 `own_in_line`, CS-7
# `line_wins` and CS-9 `no_move`; `game_facts` says how the games went under each value: the
# share of draws (with its 95% interval; a Cubeslyde game is only drawn by the turn limit)
# and the lengths in turns.

# %% [markdown] lang="de"
# **Gierige Spieler: Der erste Spieler liegt in jeder Aufstellung vorn.** Von den Partien mit
# Sieger gewinnt er zu zweit 58-64 %, zu dritt 41-49 % (statt eines Drittels) und zu viert
# 35-43 % (statt eines Viertels); jedes Intervall liegt über dem gleichen Anteil. Die Stufe
# macht keinen klaren Unterschied: Die Intervalle der drei Stufen überlappen sich.
# Zufallsspieler zeigen es nicht: Ein Vorsprung zählt nur für Spieler, die ihn nutzen.
#
# ## 2. Die offenen Regeloptionen
#
# `compare` spielt dieselben Partien mit festem Startwert unter beiden Werten einer Option.
# Die gespeicherten Zufallspartien (zu zweit, Stufe *Experten*, 200 Partien je Wert) für CS-4
# `own_in_line`, CS-7 `line_wins` und CS-9 `no_move`; `game_facts` sagt, wie die Partien unter
# jedem Wert verliefen: den Anteil der Unentschieden (mit seinem 95%-Intervall; eine Partie
# Cubeslyde endet nur durch die Zuggrenze unentschieden) und die Längen in Zügen.

# %%
random_options = pd.read_csv("../data/24-cubeslyde-random-options.csv.gz")
options = random_options[random_options["players"] == 2]
game_facts(options)

# %% [markdown] lang="en"
# How the games end under each value (`reason`: four in a row, or the last player left after
# the others lost three cubes), in percent of the games:

# %% [markdown] lang="de"
# Wie die Partien unter jedem Wert enden (`reason`: Viererkette oder der letzte übrige
# Spieler, nachdem die anderen drei Cubes verloren haben), in Prozent der Partien:

# %%
ends = pd.crosstab([options["option"], options["value"]], options["reason"], normalize="index")
readable((100 * ends).round().astype("Int64"))

# %% [markdown] lang="en"
# `compare` gives every value the same seeds, so a game can be compared with its twin under the
# other value. `changed_games` counts the games that end differently (another winner or another
# length):

# %% [markdown] lang="de"
# `compare` gibt jedem Wert dieselben Startwerte, also lässt sich eine Partie mit ihrem
# Zwilling unter dem anderen Wert vergleichen. `changed_games` zählt die Partien, die anders
# enden (ein anderer Sieger oder eine andere Länge):

# %%
changed_games(options)

# %% [markdown] lang="en"
# **Random players:** CS-4 `own_in_line="blocks"` changes 95% of the games: they get longer
# (mean 153 against 118 turns) and end more often with four in a row (34% against 25%). CS-7
# `line_wins="mover_only"` changes only a few games (2.5%), and CS-9 `no_move="lose"` none at
# all: no random player was ever left without a legal action.
#
# CS-5 `partner_cubes` only matters in the team variant (four players, A+C against B+D,
# CS-11); the first player's team has an equal share of 1/2:

# %% [markdown] lang="de"
# **Zufallsspieler:** CS-4 `own_in_line="blocks"` ändert 95 % der Partien: Sie werden länger
# (im Mittel 153 statt 118 Züge) und enden öfter mit einer Viererkette (34 % statt 25 %). CS-7
# `line_wins="mover_only"` ändert nur wenige Partien (2,5 %), und CS-9 `no_move="lose"` gar
# keine: Kein Zufallsspieler stand je ohne erlaubte Aktion da.
#
# CS-5 `partner_cubes` zählt nur in der Team-Variante (vier Spieler, A+C gegen B+D, CS-11);
# das Team des ersten Spielers hat einen gleichen Anteil von 1/2:

# %%
teams = random_options[random_options["players"] == 4]
first_player_advantage(teams, ["option", "value"], share=0.5)

# %% [markdown] lang="en"
# How the team games went under each value:

# %% [markdown] lang="de"
# Wie die Team-Partien unter jedem Wert verliefen:

# %%
game_facts(teams)

# %% [markdown] lang="en"
# **Team game, random players:** the first player's team wins about half the games with
# either value (47% and 50%); counting the partner's cubes as one's own (`"own"`) makes the
# games shorter (mean 108 against 129 turns).
#
# Greedy players, 300 games per value, stored:

# %% [markdown] lang="de"
# **Team-Partie, Zufallsspieler:** Das Team des ersten Spielers gewinnt mit beiden Werten
# etwa die Hälfte der Partien (47 % und 50 %); zählen die Cubes des Partners wie eigene
# (`"own"`), werden die Partien kürzer (im Mittel 108 statt 129 Züge).
#
# Gierige Spieler, 300 Partien je Wert, gespeichert:

# %%
stored_options = pd.read_csv("../data/24-cubeslyde-greedy-options.csv.gz")
two = stored_options[stored_options["players"] == 2]
first_player_advantage(two, ["option", "value"])

# %% [markdown] lang="en"
# The first player's team in the greedy team games (equal share 1/2):

# %% [markdown] lang="de"
# Das Team des ersten Spielers in den Team-Partien gieriger Spieler (gleicher Anteil 1/2):

# %%
first_player_advantage(stored_options[stored_options["players"] == 4], share=0.5)

# %% [markdown] lang="en"
# How the greedy games went under each value:

# %% [markdown] lang="de"
# Wie die Partien gieriger Spieler unter jedem Wert verliefen:

# %%
game_facts(stored_options)

# %% [markdown] lang="en"
# How many greedy games each option changes:

# %% [markdown] lang="de"
# Wie viele Partien gieriger Spieler jede Option ändert:

# %%
changed_games(stored_options)

# %% [markdown] lang="en"
# One option in a picture: CS-4 with greedy players (win rates by turn order, lengths,
# endings).

# %% [markdown] lang="de"
# Eine Option im Bild: CS-4 mit gierigen Spielern (Siegquoten nach Zugreihenfolge, Längen,
# Spielenden).

# %%
plot_compare(two[two["option"] == "own_in_line"], by="order")

# %% [markdown] lang="en"
# **Greedy players:** no option changes the first player's advantage (58-60% of the two-player
# games with a winner under every value, 57-62% for the first player's team) or the share of
# two-player games stopped by the turn limit (about 20%). `own_in_line="blocks"` changes one
# game in five, `partner_cubes="own"` most team games, `line_wins` one game in 300 and
# `no_move` none. For greedy players the options are matters of taste, not of balance.
#
# ## 3. Do games end? The turn limit (CS-10)
#
# The rulebook has no draw, so a game could go on for ever. The stored random games of part 1
# had a limit of 1,000 turns; how did they end, and how long did they take?

# %% [markdown] lang="de"
# **Gierige Spieler:** Keine Option ändert den Vorteil des ersten Spielers (58-60 % der
# Partien zu zweit mit Sieger unter jedem Wert, 57-62 % für das Team des ersten Spielers) oder
# den Anteil der Partien zu zweit, die die Zuggrenze beendet (etwa 20 %).
# `own_in_line="blocks"` ändert jede fünfte Partie, `partner_cubes="own"` die meisten
# Team-Partien, `line_wins` eine von 300 und `no_move` keine. Für gierige Spieler sind die
# Optionen Geschmackssache, keine Frage der Ausgewogenheit.
#
# ## 3. Enden die Partien? Die Zuggrenze (CS-10)
#
# Das Regelheft kennt kein Unentschieden, also könnte eine Partie ewig dauern. Die
# gespeicherten Zufallspartien aus Teil 1 hatten eine Grenze von 1000 Zügen; wie endeten sie,
# und wie lange dauerten sie?

# %%
game_facts(randoms, groups=["players", "level"])

# %% [markdown] lang="en"
# How often would a smaller limit stop a game? The same sweep answers this for every smaller
# limit: a limit of L stops exactly the games that last longer than L turns. Percent of the
# games:

# %% [markdown] lang="de"
# Wie oft würde eine kleinere Grenze eine Partie stoppen? Derselbe Durchgang beantwortet das
# für jede kleinere Grenze: Eine Grenze L stoppt genau die Partien, die länger als L Züge
# dauern. In Prozent der Partien:

# %%
limit_shares(randoms, [50, 100, 200, 500, 1000], ["players", "level"])

# %% [markdown] lang="en"
# **Random games always ended** within 1,000 turns (the longest took 538), but not quickly: a
# limit of 200 turns would stop 9-12% of the two-player games and up to 25% of the three- and
# four-player games.
#
# Greedy and tree-search players, two players, with the limit of 200 turns: every draw is a
# game the limit ended. The tree-search games (MCTS with 100 iterations per move, 30 per
# level) are stored as well:

# %% [markdown] lang="de"
# **Zufallspartien endeten immer** innerhalb von 1000 Zügen (die längste dauerte 538), aber
# nicht schnell: Eine Grenze von 200 Zügen würde 9-12 % der Partien zu zweit und bis zu 25 %
# der Partien zu dritt und zu viert stoppen.
#
# Gierige Spieler und die Baumsuche zu zweit, mit der Grenze von 200 Zügen: Jedes
# Unentschieden ist eine Partie, die die Grenze beendet hat. Die Partien der Baumsuche (100
# Durchläufe je Zug, 30 Partien je Stufe) sind ebenfalls gespeichert:

# %%
mcts = pd.read_csv("../data/24-cubeslyde-mcts.csv.gz")
both = pd.concat([stored[stored["players"] == 2].assign(bot="greedy"), mcts],
                 ignore_index=True)
game_facts(both, groups=["bot", "level"])

# %% [markdown] lang="en"
# The first player in the tree-search games:

# %% [markdown] lang="de"
# Der erste Spieler in den Partien der Baumsuche:

# %%
first_player_advantage(mcts, ["bot", "level"])

# %% [markdown] lang="en"
# The lengths of the two-player expert games, random against tree search (the random games
# are cut at 200 turns here so that both have the same limit):

# %% [markdown] lang="de"
# Die Längen der Partien zu zweit auf der Stufe *Experten*, Zufall gegen Baumsuche (die
# Zufallspartien werden hier bei 200 Zügen abgeschnitten, damit beide dieselbe Grenze haben):

# %%
random_expert = randoms[(randoms["players"] == 2) & (randoms["level"] == "expert")].copy()
random_expert["limit_hit"] |= random_expert["length"] > 200
random_expert["length"] = random_expert["length"].clip(upper=200)
lengths = pd.concat([random_expert.assign(bot="random"),
                     mcts[mcts["level"] == "expert"]], ignore_index=True)
plot_lengths(lengths, groups="bot", facet=True)

# %% [markdown] lang="en"
# **The turn limit (200 turns):** greedy players, who do not remember earlier positions, often
# go round in circles: 56% of their two-player games at the beginner level, 27% at
# intermediate and 20% at expert reach the limit. The tree search remembers positions and
# avoids repeating them, and its games are short (mean 39-42 turns, the longest 114): not one
# of the 90 tree-search games reached the limit. With 30 games per level the interval still
# reaches 11%, but even that lies below every greedy interval (16-25% at the expert level and
# more at the others): the tree search clearly needs the limit much less than greedy players.
# The tree-search games show no clear first-player advantage (67%, 60% and 40% of the 30
# games at the beginner, intermediate and expert levels, every interval covering one half);
# so few games would only reveal a large one.
#
# ## Summary
#
# * Random players: no first-player advantage at any player count or level.
# * Greedy players: the first player is clearly ahead at every player count and level (about
#   60% with two players, 41-49% with three, 35-43% with four).
# * The options CS-4, CS-5, CS-7 and CS-9 do not change that balance; CS-9 never came up,
#   CS-7 almost never.
# * Without a draw rule: random games ended within 538 turns, but a limit of 200 turns stops
#   up to 25% of them; greedy players need the limit often (20-56% of two-player games), the
#   tree search seldom: none of its 90 games reached it (at most 11% per level, by the
#   interval).

# %% [markdown] lang="de"
# **Die Zuggrenze (200 Züge):** Gierige Spieler, die sich an frühere Stellungen nicht erinnern,
# drehen sich oft im Kreis: 56 % ihrer Partien zu zweit auf der Stufe *Einsteiger*, 27 % auf
# *Mittelschwer* und 20 % auf *Experten* erreichen die Grenze. Die Baumsuche erinnert sich an
# Stellungen und vermeidet Wiederholungen, und ihre Partien sind kurz (im Mittel 39-42 Züge, die
# längste 114): Keine der 90 Partien der Baumsuche erreichte die Grenze. Mit 30 Partien je Stufe
# reicht das Intervall noch bis 11 %, aber selbst das liegt unter jedem Intervall der gierigen
# Spieler (16-25 % auf der Stufe *Experten* und mehr auf den anderen): Die Baumsuche braucht die
# Grenze deutlich seltener als gierige Spieler. Die Partien der Baumsuche zeigen keinen klaren
# Vorteil für den ersten Spieler (67 %, 60 % und 40 % der 30 Partien auf den Stufen *Einsteiger*,
# *Mittelschwer* und *Experten*, jedes Intervall enthält die Hälfte); so wenige Partien würden
# nur einen großen Vorteil zeigen.
#
# ## Zusammenfassung
#
# * Zufallsspieler: kein Vorteil für den ersten Spieler, bei keiner Spielerzahl und Stufe.
# * Gierige Spieler: Der erste Spieler liegt bei jeder Spielerzahl und Stufe klar vorn (etwa
#   60 % zu zweit, 41-49 % zu dritt, 35-43 % zu viert).
# * Die Optionen CS-4, CS-5, CS-7 und CS-9 ändern diese Ausgewogenheit nicht; CS-9 kam nie
#   vor, CS-7 fast nie.
# * Ohne Regel für ein Unentschieden: Zufallspartien endeten innerhalb von 538 Zügen, aber
#   eine Grenze von 200 Zügen stoppt bis zu 25 % davon; gierige Spieler brauchen die Grenze
#   oft (20-56 % der Partien zu zweit), die Baumsuche selten: Keine ihrer 90 Partien erreichte
#   sie (höchstens 11 % je Stufe, nach dem Intervall).
