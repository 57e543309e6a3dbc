# %% [markdown] lang="en"
# # Kettenreaktion: is the game fair?
#
# Does the player who places the first marble win more often than the others? Does that change
# with three or four players, or on the bigger 8×8 board? And what happens without the rule
# that stops a cascade as soon as somebody has won (`RULES.md` CR-4)? Nobody can answer this by
# playing a handful of games, so here the computer plays thousands of them against itself.
#
# The computer players come from `cubekit.bots`: the **random player** (`random`) picks any legal
# move, the **greedy player** (`greedy`) looks one move ahead and takes the move that its
# evaluation likes best, the **tree search** (`mcts`) looks many moves ahead. When the same kind
# of player sits in every seat, the only difference between the seats is *when* each one moves.
# So if every seat wins about equally often, the game is fair for these players. *Auf Deutsch:*
# [Ist das Spiel fair?](../de/13-kettenreaktion-balance.ipynb)

# %% [markdown] lang="de"
# # Kettenreaktion: Ist das Spiel fair?
#
# Gewinnt, wer die erste Murmel setzt, öfter als die anderen? Ändert sich das mit drei oder
# vier Spielern oder auf dem größeren 8×8-Brett? Und was passiert ohne die Regel, die eine
# Kaskade anhält, sobald jemand gewonnen hat (`RULES.md` CR-4)? Das kann niemand mit einer
# Handvoll Partien beantworten, also spielt hier der Computer Tausende Partien gegen sich
# selbst.
#
# Die Computerspieler stammen aus `cubekit.bots`: Der **Zufallsspieler** (`random`) wählt
# irgendeinen erlaubten Zug, der **gierige Spieler** (`greedy`) schaut einen Zug voraus und nimmt
# den Zug, den seine Bewertung am besten findet, die **Baumsuche** (`mcts`) schaut viele Züge
# voraus. Sitzt auf jedem Platz dieselbe Art Spieler, unterscheiden sich die Plätze nur darin,
# *wann* jeder zieht. Gewinnt also jeder Platz etwa gleich oft, ist das Spiel für diese Spieler
# fair. *Auf Englisch:* [die englische Fassung](../en/13-kettenreaktion-balance.ipynb)

# %%
%matplotlib inline
import pandas as pd
from matplotlib.figure import Figure

import cubekit
from cubekit.analysis import (
    first_player_advantage,
    game_facts,
    play_games,
    readable,
    show_numbers,
    win_rates,
)
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates
from cubekit.core.options import option_words

show_numbers()

# %% [markdown] lang="en"
# The tables name their set-ups and the computer players in the notebook's language by
# themselves (`readable` does the same for a table built here); the charts take the title of
# the board column and their headings from here:

# %% [markdown] lang="de"
# Die Tabellen nennen ihre Aufstellungen und die Computerspieler von selbst in der Sprache des
# Notebooks (`readable` tut dasselbe für eine hier gebaute Tabelle); die Diagramme nehmen die
# Überschrift der Brett-Spalte und ihre Titel von hier:

# %% lang="en"
NAMES = {"board": "board"}
TITLES = {"random": "{k} random players", "greedy": "{k} greedy players"}

# %% lang="de"
NAMES = {"board": "Brett"}
TITLES = {"random": "{k} Zufallsspieler", "greedy": "{k} gierige Spieler"}

# %% [markdown] lang="en"
# ## How it works: a few games live
#
# `play_games` plays seeded games between computer players and returns one row per game.
# `first_player_advantage` turns the table into one line per set-up: how often the player who
# moved first won (games without a winner left out), the 95% confidence interval of that rate,
# and the share every player would get if all had equal chances (1 / players). The verdict says
# "first player ahead" or "behind" only when the whole interval lies above or below the equal
# share. A hundred random games on 6×6 with two players take a fraction of a second:

# %% [markdown] lang="de"
# ## So geht es: ein paar Partien live
#
# `play_games` spielt Partien zwischen Computerspielern mit festem Startwert und liefert eine
# Zeile je Partie. `first_player_advantage` macht daraus eine Zeile je Aufstellung: wie oft der
# Startspieler gewann (Partien ohne Sieger nicht mitgezählt), das 95%-Konfidenzintervall dieses
# Anteils und den Anteil, den jeder Spieler bei gleichen Chancen bekäme (1 / Spieler). Das Urteil
# lautet „Startspieler vorn“ oder „hinten“ nur, wenn das ganze Intervall über oder unter dem
# gleichen Anteil liegt. Hundert Zufallspartien auf 6×6 mit zwei Spielern dauern
# Sekundenbruchteile:

# %%
live = play_games("chain_reaction", "random", 100, seed=1, timing=False)
first_player_advantage(live)

# %% [markdown] lang="en"
# ## Random players (stored)
#
# Bigger samples take longer, so they were played once and stored in `notebooks/data/`. To play
# them again (a few minutes on one core): `python tools/balance_runs.py kettenreaktion`. Two
# hundred random games for each board and number of players:

# %% [markdown] lang="de"
# ## Zufallsspieler (gespeichert)
#
# Größere Stichproben dauern länger, also wurden sie einmal gespielt und in `notebooks/data/`
# gespeichert. Um sie neu zu spielen (einige Minuten auf einem Kern):
# `python tools/balance_runs.py kettenreaktion`. Zweihundert Zufallspartien für jedes Brett und
# jede Spielerzahl:

# %%
randoms = pd.read_csv("../data/13-kettenreaktion-random.csv.gz")
first_player_advantage(randoms, ["board", "players"])

# %% [markdown] lang="en"
# **Random players:** five of the six intervals cover the equal share. On 6×6 with two players
# the first player won 58% (interval 51-64%), just above a half. Among six intervals at 95%
# confidence such a near miss can happen by chance (the live sample above, with another seed,
# found 47%), and the 600 greedy games below show no advantage on that board: take it as a
# hint, not as a finding.

# %% [markdown] lang="de"
# **Zufallsspieler:** Fünf der sechs Intervalle enthalten den gleichen Anteil. Auf 6×6 mit zwei
# Spielern gewann der Startspieler 58% (Intervall 51-64%), knapp über der Hälfte. Bei sechs
# Intervallen zu 95% kann so ein knapper Ausreißer Zufall sein (die Live-Stichprobe oben, mit
# anderem Startwert, fand 47%), und die 600 Partien der gierigen Spieler unten zeigen auf diesem
# Brett keinen Vorteil: Nimm es als Hinweis, nicht als Befund.

# %% [markdown] lang="en"
# ## Greedy players and the tree search (stored)
#
# Greedy players take every marble they can and avoid cells in danger, so their games look more
# like games between people: 600 games per set-up.

# %% [markdown] lang="de"
# ## Gierige Spieler und die Baumsuche (gespeichert)
#
# Gierige Spieler nehmen jede Murmel, die sie kriegen können, und meiden gefährdete Felder, ihre
# Partien ähneln also eher Partien zwischen Menschen: 600 Partien je Aufstellung.

# %%
stored = pd.read_csv("../data/13-kettenreaktion-greedy.csv.gz")
first_player_advantage(stored, ["board", "players"])

# %% [markdown] lang="en"
# Not only the first seat matters: the win rate (%) of every position in the turn order, one
# row per set-up (a dash where the game has fewer players):

# %% [markdown] lang="de"
# Nicht nur der erste Platz zählt: der Gewinnanteil (%) jeder Stelle in der Zugfolge, eine Zeile
# je Aufstellung (ein Strich, wo weniger Spieler mitspielen):

# %%
rates = win_rates(stored, by="order", groups=["board", "players"])
readable((100 * rates.pivot_table(index=["board", "players"], columns="order",
                                   values="win_rate")).round().astype("Int64"))

# %% [markdown] lang="en"
# The three-player games as a chart, one bar colour per board; the bars are the 95% intervals,
# the dotted line is the equal share:

# %% [markdown] lang="de"
# Die Partien zu dritt als Diagramm, eine Balkenfarbe je Brett; die Striche sind die
# 95%-Intervalle, die gepunktete Linie ist der gleiche Anteil:

# %%
figure = Figure(figsize=(9, 4.8), layout="constrained")
ax = figure.subplots()
three = stored[stored["players"] == 3].rename(columns={"board": NAMES["board"]})
plot_win_rates(three, by="order", groups=NAMES["board"], ax=ax)
ax.set_title(TITLES["greedy"].format(k=3), fontsize=11)
figure

# %% [markdown] lang="en"
# **600 greedy games per set-up** show a three-player effect on 6×6: the first player wins 44%
# (interval 41-48%) instead of a third, at the cost of the others: the second player wins only
# 26% (23-30%), the third 30% (26-33%, just below a third). On 8×8 the effect is gone (33%).
# With two players neither board shows a clear first-player advantage (50% and 53%, intervals
# 46-54% and 49-57%). Outside the three-player games on 6×6 one interval misses its equal
# share: on 8×8 with four players the third player wins 31% (28-35%). Among 18 intervals at 95%
# confidence one miss by chance is not unusual, so take it as a hint to check with more games,
# not as a finding.
#
# The tree search (100 iterations per move) played 40 games with two players and 30 with three
# on 6×6:

# %% [markdown] lang="de"
# **600 Partien gieriger Spieler je Aufstellung** zeigen auf 6×6 einen Effekt bei drei
# Spielern: Der Startspieler gewinnt 44% (Intervall 41-48%) statt eines Drittels, auf Kosten der
# anderen: Der zweite Spieler gewinnt nur 26% (23-30%), der dritte 30% (26-33%, knapp unter
# einem Drittel). Auf 8×8 ist der Effekt weg (33%). Mit zwei Spielern zeigt keines der beiden
# Bretter einen klaren Vorteil für den Startspieler (50% und 53%, Intervalle 46-54% und
# 49-57%). Außerhalb der Partien zu dritt auf 6×6 verfehlt ein Intervall seinen gleichen Anteil:
# Auf 8×8 mit vier Spielern gewinnt der dritte Spieler 31% (28-35%). Unter 18 Intervallen zu
# 95% ist ein zufälliger Ausreißer nichts Ungewöhnliches; nimm ihn als Hinweis, mit mehr
# Partien nachzuprüfen, nicht als Befund.
#
# Die Baumsuche (100 Durchläufe je Zug) hat auf 6×6 40 Partien zu zweit und 30 zu dritt
# gespielt:

# %%
mcts = pd.read_csv("../data/13-kettenreaktion-mcts.csv.gz")
first_player_advantage(mcts, ["bot", "board", "players"])

# %% [markdown] lang="en"
# **Tree search:** no clear first-player advantage either (two players 50%, interval 35-65%;
# three players 30%, interval 17-48%). With 30 to 40 games the intervals are wide: they can
# neither confirm nor rule out the 44% of the greedy three-player games.

# %% [markdown] lang="de"
# **Baumsuche:** auch hier kein klarer Vorteil für den Startspieler (zu zweit 50%, Intervall
# 35-65%; zu dritt 30%, Intervall 17-48%). Bei 30 bis 40 Partien sind die Intervalle breit: Sie
# können die 44% der gierigen Partien zu dritt weder bestätigen noch ausschließen.

# %% [markdown] lang="en"
# ## How long does a game last?
#
# `game_facts` gives the lengths in moves (all marbles placed by all players together) and the
# share of games without a winner, for each set-up:

# %% [markdown] lang="de"
# ## Wie lange dauert eine Partie?
#
# `game_facts` gibt die Längen in Zügen (alle Murmeln aller Spieler zusammen) und den Anteil der
# Partien ohne Sieger an, für jede Aufstellung:

# %%
both = pd.concat([randoms.assign(bot="random"), stored.assign(bot="greedy")])
game_facts(both, ["bot", "board", "players"])

# %% [markdown] lang="en"
# The spread of the lengths of two-player games on both boards, random players above, greedy
# players below:

# %% [markdown] lang="de"
# Die Streuung der Längen von Partien zu zweit auf beiden Brettern, oben Zufallsspieler, unten
# gierige Spieler:

# %%
figure = Figure(figsize=(9, 8), layout="constrained")
top, bottom = figure.subplots(2, 1, sharex=True)
for table, ax, bot in ((randoms, top, "random"), (stored, bottom, "greedy")):
    two = table[table["players"] == 2].rename(columns={"board": NAMES["board"]})
    plot_lengths(two, groups=NAMES["board"], ax=ax)
    ax.set_title(TITLES[bot].format(k=2), fontsize=11)
top.set_xlabel("")                      # the lengths share the axis below
figure

# %% [markdown] lang="en"
# **Lengths:** a random game lasts about 65 moves on 6×6 and about 121 on 8×8, whatever the
# number of players: the board fills up at the same pace. Greedy players finish sooner (about
# 57 and 108 moves with two players), and two greedy players sometimes win early: the shortest
# game on 6×6 took 20 moves.

# %% [markdown] lang="de"
# **Längen:** Eine Zufallspartie dauert auf 6×6 etwa 65 Züge und auf 8×8 etwa 121, egal wie
# viele Spieler mitspielen: Das Brett füllt sich gleich schnell. Gierige Spieler sind früher
# fertig (zu zweit etwa 57 und 108 Züge), und zwei gierige Spieler gewinnen manchmal früh: Die
# kürzeste Partie auf 6×6 dauerte 20 Züge.

# %% [markdown] lang="en"
# ## CR-4: stop the cascade as soon as somebody has won?
#
# The rulebook does not say whether a cascade goes on after the last opponent has lost its
# marbles. The kit stops it (`stop_on_win=True`, `RULES.md` CR-4); without the stop, a cascade
# on a nearly full board can run forever, and the kit reports it as an "endless cascade" with no
# winner. `compare` plays the same seeded games under both values; stored: 200 random and 100
# greedy games per value.

# %% [markdown] lang="de"
# ## CR-4: Die Kaskade anhalten, sobald jemand gewonnen hat?
#
# Das Regelheft sagt nicht, ob eine Kaskade weiterläuft, nachdem der letzte Gegner seine Murmeln
# verloren hat. Das Kit hält sie an (`stop_on_win=True`, `RULES.md` CR-4); ohne den Stopp kann
# eine Kaskade auf einem fast vollen Brett endlos laufen, und das Kit meldet sie als „endlose
# Kaskade“ ohne Sieger. `compare` spielt dieselben Partien mit festem Startwert unter beiden
# Werten; gespeichert: 200 Zufallspartien und 100 Partien gieriger Spieler je Wert.

# %%
stop = pd.read_csv("../data/13-kettenreaktion-stop.csv.gz")
readings = {value: option_words(cubekit.load("chain_reaction", stop_on_win=value), "stop_on_win")
            for value in (True, False)}                  # each reading of CR-4 in words
game_facts(stop.replace({"value": readings}), ["bot", "value"])

# %% [markdown] lang="en"
# Side by side (random players): who wins, how long the games are, how they end.

# %% [markdown] lang="de"
# Nebeneinander (Zufallsspieler): wer gewinnt, wie lang die Partien sind, wie sie enden.

# %%
plot_compare(stop[stop["bot"] == "random"], by="order")

# %% [markdown] lang="en"
# **CR-4 matters a lot:** without the stop, 93.5% of the random games (187 of 200) and 47% of the
# greedy games end in an endless cascade with no winner: the winning cascade on a nearly full
# board never settles. The lengths hardly change (random games are the same up to the winning
# move), so the stop decides *whether* the game has a winner, not how long it takes.
#
# ## Summary
#
# * Two players: no clear first-player advantage on 6×6 or 8×8 for greedy players (600 games
#   each) and the tree search (6×6 only); one near miss among the random games (58% on 6×6).
# * Three greedy players on 6×6: the first player wins clearly more than a third (44% of 600
#   games); not so on 8×8 or with four players.
# * A game lasts about 57-66 moves on 6×6 and 108-123 on 8×8 (means of random and greedy
#   games).
# * Without the stop on win (CR-4) most games would end without a winner: keep the default.

# %% [markdown] lang="de"
# **CR-4 zählt sehr:** Ohne den Stopp enden 93,5 % der Zufallspartien (187 von 200) und 47% der
# Partien gieriger Spieler in einer endlosen Kaskade ohne Sieger: Die siegreiche Kaskade auf
# einem fast vollen Brett kommt nie zur Ruhe. Die Längen ändern sich kaum (die Zufallspartien
# sind bis zum Gewinnzug dieselben), der Stopp entscheidet also, *ob* die Partie einen Sieger
# hat, nicht, wie lange sie dauert.
#
# ## Zusammenfassung
#
# * Zu zweit: kein klarer Vorteil für den Startspieler auf 6×6 oder 8×8 bei gierigen Spielern
#   (je 600 Partien) und bei der Baumsuche (nur 6×6); ein knapper Ausreißer bei den
#   Zufallspartien (58% auf 6×6).
# * Drei gierige Spieler auf 6×6: Der Startspieler gewinnt klar mehr als ein Drittel (44% von
#   600 Partien); nicht so auf 8×8 oder mit vier Spielern.
# * Eine Partie dauert auf 6×6 etwa 57-66 Züge und auf 8×8 108-123 (Mittelwerte von Zufalls- und
#   gierigen Partien).
# * Ohne den Stopp beim Sieg (CR-4) endeten die meisten Partien ohne Sieger: Behalte die
#   Festlegung bei.
