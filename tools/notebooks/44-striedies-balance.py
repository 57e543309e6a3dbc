# %% [markdown] lang="en"
# # Striedies Strategie: is the game fair?
#
# Does the player who moves first win more often? Does that change with three or four
# players? What do the open rule questions of `RULES.md` change: after a tie, may the
# threatened player reinforce with the threatened die itself (ST-5, `reinforce_with`), and
# does it matter whether the dice are right- or left-handed (ST-1, `dice`)? And how long does
# a game last? *Auf Deutsch:* [Ist das Spiel fair?](../de/44-striedies-balance.ipynb)
#
# The computer plays hundreds of games against itself: the **random player** (`random`) moves any
# die anywhere it can, the **greedy player** (`greedy`) looks one move ahead (it values dice, pips
# on top and closing in on the others, see `cubekit/games/striedies/evaluate.py`). A always moves
# first (ST-2); the same kind of player sits in every seat, so a difference between the seats
# comes from the turn order. The big sweeps were played once and stored in `notebooks/data/` (each
# says how to play it again); a few games are played live. The tree search (MCTS) is not used
# here; the end of the notebook says why.

# %% [markdown] lang="de"
# # Striedies Strategie: Ist das Spiel fair?
#
# Gewinnt, wer zuerst zieht, öfter? Ändert sich das mit drei oder vier Spielern? Was ändern die
# offenen Regelfragen von `RULES.md`: Darf der bedrohte Spieler nach einem Gleichstand mit dem
# bedrohten Würfel selbst verstärken (ST-5, `reinforce_with`), und spielt es eine Rolle, ob die
# Würfel rechts- oder linkshändig sind (ST-1, `dice`)? Und wie lange dauert eine Partie?
# *Auf Englisch:* [die englische Fassung](../en/44-striedies-balance.ipynb)
#
# Der Computer spielt Hunderte Partien gegen sich selbst: Der **Zufallsspieler** (`random`)
# zieht irgendeinen Würfel irgendwohin, wo er kann, der **gierige Spieler** (`greedy`) schaut
# einen Zug voraus (er bewertet Würfel, die oben liegenden Augenzahlen und das Heranrücken an
# die anderen, siehe `cubekit/games/striedies/evaluate.py`). A zieht immer zuerst (ST-2); auf
# jedem Platz sitzt dieselbe Art von Spieler, ein Unterschied zwischen den Plätzen kommt also
# von der Zugreihenfolge. Die großen Serien wurden einmal gespielt und in `notebooks/data/`
# gespeichert (bei jeder steht, wie man sie neu spielt); einige Partien laufen live. Die
# Baumsuche (MCTS) kommt hier nicht vor; warum, steht am Ende des Notebooks.

# %%
%matplotlib inline
import pandas as pd

import cubekit
from cubekit.analysis import (
    changed_games,
    compare,
    first_player_advantage,
    game_facts,
    limit_shares,
    readable,
    show_numbers,
    win_rates,
)
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates

show_numbers()

# %% [markdown] lang="en"
# ## Random games are long
#
# The board is 15×15 and fights happen only where dice meet (ST-4). Random players wander
# about until their dice meet by chance. 100 random two-player games with a turn limit of
# 1,000 turns (ST-7, not in the rulebook), stored; they were played with
# `play_games("striedies", "random", 100, seed=1, turn_limit=1000, timing=False)` (about ten
# seconds). `game_facts` says how the games went: the share of draws (with its 95% interval;
# a game is only drawn by the turn limit, ST-7) and the lengths in turns (all players
# together):

# %% [markdown] lang="de"
# ## Zufallspartien sind lang
#
# Das Brett hat 15×15 Felder, und Kämpfe gibt es nur, wo sich Würfel treffen (ST-4).
# Zufallsspieler wandern umher, bis sich ihre Würfel zufällig treffen. 100 Zufallspartien mit
# zwei Spielern und einer Zuggrenze von 1.000 Zügen (ST-7, nicht im Regelheft), gespeichert;
# gespielt wurden sie mit `play_games("striedies", "random", 100, seed=1, turn_limit=1000,
# timing=False)` (etwa zehn Sekunden). `game_facts` sagt, wie die Partien verliefen: den Anteil
# der Unentschieden (mit seinem 95-%-Intervall; unentschieden endet eine Partie nur durch die
# Zuggrenze, ST-7) und die Längen in Zügen (alle Spieler zusammen):

# %%
randoms = pd.read_csv("../data/44-striedies-random.csv.gz")
game_facts(randoms)

# %% [markdown] lang="en"
# How often a smaller limit would have stopped these games (a limit of L stops exactly the
# games that last longer than L turns), in percent:

# %% [markdown] lang="de"
# Wie oft eine kleinere Grenze diese Partien beendet hätte (eine Grenze von L Zügen beendet
# genau die Partien, die länger als L Züge dauern), in Prozent:

# %%
limit_shares(randoms, [100, 200, 300, 500, 1000])

# %% [markdown] lang="en"
# **Random games do end, but slowly:** none of the 100 reached 1,000 turns, yet the median game
# took 250 turns and the longest 601. A limit of 200 turns would stop 62% of them, a limit of
# 500 still 11%. Random players say little about the balance, so the rest uses greedy players.
#
# ## The first player: greedy players
#
# Greedy players close in on each other and fight. A sweep of 600, 300 and 200 greedy games
# with 2, 3 and 4 players (turn limit 1,000) was played once and stored; regenerate it with
# `python tools/balance_runs.py striedies --only greedy` (about five minutes on one core).
# `first_player_advantage` turns the table into one line per set-up: how often the player
# who moved first won (games without a winner left out), the 95% confidence interval of that
# rate, and the share every player would get if all had equal chances (1 / players). The
# verdict says "first player ahead" or "behind" only when the whole interval lies above or
# below the equal share.

# %% [markdown] lang="de"
# **Zufallspartien enden, aber langsam:** Keine der 100 erreichte 1.000 Züge, doch die mittlere
# Partie (Median) dauerte 250 Züge und die längste 601. Eine Grenze von 200 Zügen hätte 62 %
# von ihnen beendet, eine Grenze von 500 immer noch 11 %. Zufallsspieler sagen wenig über die
# Ausgewogenheit, also spielen ab hier gierige Spieler.
#
# ## Der erste Spieler: gierige Spieler
#
# Gierige Spieler rücken aneinander heran und kämpfen. Eine Serie von 600, 300 und 200
# gierigen Partien mit 2, 3 und 4 Spielern (Zuggrenze 1.000) wurde einmal gespielt und
# gespeichert; neu erzeugen lässt sie sich mit `python tools/balance_runs.py striedies --only
# greedy` (etwa fünf Minuten auf einem Kern). `first_player_advantage` macht aus der Tabelle
# eine Zeile je Aufstellung: wie oft der Spieler gewann, der zuerst zog (Partien ohne Sieger
# zählen nicht), das 95-%-Konfidenzintervall dieser Quote und der Anteil, den jeder Spieler bei
# gleichen Chancen bekäme (1 / Spielerzahl). Das Urteil sagt „vorn“ oder „hinten“ nur, wenn das
# ganze Intervall über oder unter diesem Anteil liegt.

# %%
stored = pd.read_csv("../data/44-striedies-greedy.csv.gz")
first_player_advantage(stored, ["players"])

# %% [markdown] lang="en"
# The win rate (%) of every position in the turn order, from `win_rates`:

# %% [markdown] lang="de"
# Die Gewinnquote (in %) jedes Platzes in der Zugreihenfolge, aus `win_rates`:

# %%
rates = win_rates(stored, by="order", groups="players")
readable((100 * rates.pivot_table(index="players", columns="order", values="win_rate"))
         .round().astype("Int64"))

# %% [markdown] lang="en"
# The same as a chart, for two and for four players:

# %% [markdown] lang="de"
# Dasselbe als Diagramm, für zwei und für vier Spieler:

# %%
plot_win_rates(stored[stored["players"] == 2], by="order")

# %%
plot_win_rates(stored[stored["players"] == 4], by="order")

# %% [markdown] lang="en"
# **Two players: moving first is a clear advantage.** The first player wins 59% of 600 greedy
# games (interval 55-63%). With three players no position stands out (32-33%, every interval
# covers a third). With four players the first player is not ahead (24%, interval 18-30%),
# but the third player wins only 18% (13-23%), the one position clearly below a quarter;
# the second and the fourth win 28% and 30%. With four players the turn order and the corner
# go together (A always starts, ST-2), so this may come from the corners as much as from the
# order.
#
# ## How long does a game last?
#
# The lengths of the stored greedy games, in turns of all players together:

# %% [markdown] lang="de"
# **Zwei Spieler: Wer zuerst zieht, ist klar im Vorteil.** Der erste Spieler gewinnt 59 % von
# 600 gierigen Partien (Intervall 55-63 %). Bei drei Spielern sticht kein Platz heraus
# (32-33 %, jedes Intervall enthält ein Drittel). Bei vier Spielern liegt der erste Spieler
# nicht vorn (24 %, Intervall 18-30 %), aber der dritte gewinnt nur 18 % (13-23 %), als
# einziger Platz klar unter einem Viertel; der zweite und der vierte gewinnen 28 % und 30 %.
# Bei vier Spielern hängen Zugreihenfolge und Ecke zusammen (A beginnt immer, ST-2); das kann also ebenso von den Ecken
# wie von der Reihenfolge kommen.
#
# ## Wie lange dauert eine Partie?
#
# Die Längen der gespeicherten gierigen Partien, in Zügen aller Spieler zusammen:

# %%
game_facts(stored, groups="players")

# %% [markdown] lang="en"
# The spread of the lengths, one panel per number of players:

# %% [markdown] lang="de"
# Die Streuung der Längen, ein Feld je Spielerzahl:

# %%
plot_lengths(stored, groups="players", facet=True)

# %% [markdown] lang="en"
# **More players, much longer games:** the median game takes 68 turns with two players, 197 with
# three and 280 with four (all players' turns together), and about 3% of the three- and
# four-player games reached the turn limit of 1,000 turns.
#
# ## The open rule options ST-5 and ST-1
#
# `compare` plays the same seeded games under both values of an option. ST-5
# `reinforce_with`: after a tie the threatened player reinforces only with "other" dice than
# the threatened ones (the rulebook's words, the default), or, in a reading the rulebook does
# not give, with "any" of its dice. Eight greedy two-player games per value, played live;
# `keep_moves=True` keeps their moves:

# %% [markdown] lang="de"
# **Mehr Spieler, viel längere Partien:** Die mittlere Partie dauert mit zwei Spielern 68 Züge,
# mit drei 197 und mit vier 280 (die Züge aller Spieler zusammen), und etwa 3 % der Partien mit
# drei oder vier Spielern erreichten die Zuggrenze von 1.000 Zügen.
#
# ## Die offenen Regeloptionen ST-5 und ST-1
#
# `compare` spielt dieselben Partien mit festem Startwert unter beiden Werten einer Option.
# ST-5 `reinforce_with`: Nach einem Gleichstand verstärkt der bedrohte Spieler nur mit `"other"`,
# anderen Würfeln als den bedrohten (der Wortlaut des Regelhefts, die Voreinstellung), oder, in
# einer Lesart, die das Regelheft nicht gibt, mit `"any"`, irgendeinem seiner Würfel. Acht gierige
# Partien mit zwei Spielern je Wert, live gespielt; `keep_moves=True` behält ihre Züge:

# %%
reinforce = compare("striedies", "reinforce_with", ["other", "any"], "greedy", 8, seed=3,
                    turn_limit=1000, timing=False, keep_moves=True)
game_facts(reinforce)

# %% [markdown] lang="en"
# Did the option ever matter? Replay the games under both values and compare the legal moves
# whenever a player must answer a tie (`must_answer`): the two numbers are the turns that
# answered a tie and those among them with different legal moves.

# %% [markdown] lang="de"
# Hat die Option je eine Rolle gespielt? Spiele die Partien unter beiden Werten nach und
# vergleiche die erlaubten Züge immer dann, wenn ein Spieler auf einen Gleichstand antworten
# muss (`must_answer`): Die beiden Zahlen sind die Züge, die auf einen Gleichstand antworteten,
# und die unter ihnen mit verschiedenen erlaubten Zügen.

# %%
rules = {value: cubekit.load("striedies", reinforce_with=value) for value in ("other", "any")}
answers = differ = 0
for row in reinforce[reinforce["value"] == "other"].itertuples():
    states = {value: game.initial_state(row.seed) for value, game in rules.items()}
    for move in row.moves:
        if states["other"].must_answer is not None:
            answers += 1
            legal = {v: set(map(str, state.legal_moves())) for v, state in states.items()}
            differ += legal["any"] != legal["other"]
        states = {value: state.play(move) for value, state in states.items()}

# %% lang="en"
print(f"{answers} answers to a threat; in {differ} of them the legal moves differ")

# %% lang="de"
print(f"{answers} Antworten auf eine Drohung; bei {differ} davon sind die erlaubten Züge "
      "verschieden")

# %% [markdown] lang="en"
# The stored sweep has 400 games per value, and also ST-1 `dice`: right-handed dice (default)
# or their mirror image (`python tools/balance_runs.py striedies --only options`, about
# three minutes):

# %% [markdown] lang="de"
# Die gespeicherte Serie hat 400 Partien je Wert und außerdem ST-1 `dice`: rechtshändige
# Würfel (Voreinstellung) oder ihr Spiegelbild (`python tools/balance_runs.py striedies --only
# options`, etwa drei Minuten):

# %%
stored_options = pd.read_csv("../data/44-striedies-greedy-options.csv.gz")
first_player_advantage(stored_options, ["option", "value"])

# %% [markdown] lang="en"
# How the stored games went under each value:

# %% [markdown] lang="de"
# Wie die gespeicherten Partien unter jedem Wert verliefen:

# %%
game_facts(stored_options)

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
# Left- against right-handed dice in one picture: win rates by turn order, lengths, endings.

# %% [markdown] lang="de"
# Links- gegen rechtshändige Würfel in einem Bild: Gewinnquoten nach Zugreihenfolge, Längen,
# Ausgänge.

# %%
plot_compare(stored_options[stored_options["option"] == "dice"], by="order")

# %% [markdown] lang="en"
# **ST-5 `reinforce_with` changed not a single game:** all 400 stored games end the same under
# both values. Ties are frequent (in the eight live games above a player answered a tie 26 times), but
# not once did "any" and "other" allow different moves: a threatened die that could
# reinforce by itself never came up in play, although the open-questions notebook builds
# such a position one move after a tie.
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
# turns without a winner, and each took about 70 seconds on one core. In the first two,
# replayed move by move, the dice met and tied (14 ties answered) but not one die was lost:
# each tree search seems to keep its dice out of reach of a winning attack. A sweep of 20-30
# such games would take half an hour on one core and, by all signs, show only draws that say
# nothing about who wins, so there is none here.
#
# ## Summary
#
# * Two players: the first player wins about 59% of greedy games, a clear advantage.
# * Three players: no position stands out. Four players: the third player wins only 18%, the
#   others 24-30% (turn order and corner go together).
# * Random games end, but take about 250 turns (median); greedy games 68 (two players) to 280
#   (four players), and about 3% of greedy games with three or four players hit the turn limit
#   of 1,000 turns (ST-7).
# * `reinforce_with` (ST-5) never made a difference; left-handed dice (ST-1) no clear one.
# * Two tree-search players (MCTS) keep each other at bay: in a trial all four games ended at
#   the turn limit of 200 turns (no die lost in the two replayed), so there is no sweep with
#   them.

# %% [markdown] lang="de"
# **ST-5 `reinforce_with` hat keine einzige Partie verändert:** Alle 400 gespeicherten Partien
# enden unter beiden Werten gleich. Gleichstände sind häufig (in den acht Live-Partien oben
# antwortete ein Spieler 26-mal auf einen), aber kein einziges Mal erlaubten `"any"` und
# `"other"` verschiedene Züge: Ein bedrohter Würfel, der selbst verstärken könnte, kam im Spiel
# nie vor, obwohl das Notebook zu den offenen Regelfragen eine solche Stellung einen Zug nach
# einem Gleichstand baut.
#
# **ST-1 `dice` verändert die Partien (99 % enden anders), aber nicht messbar die
# Ausgewogenheit:** Mit linkshändigen Würfeln gewinnt der erste Spieler 64 % (Intervall
# 59-69 %), mit rechtshändigen 59 % (54-63 %); 400 Partien je Wert können einen Unterschied von
# fünf Punkten nicht vom Zufall unterscheiden. Die mittleren Längen liegen nah beieinander
# (80,5 und 84,2 Züge).
#
# ## Warum keine Baumsuche?
#
# Die Baumsuche (MCTS) ist für Striedies der stärkste der drei Spieler: Mit 200 Durchläufen je
# Zug gewann sie alle 40 ihrer Partien gegen den gierigen Spieler (`benchmarks/strength.json`).
# Aber zwei Baumsucher beendeten in einem Versuch keine einzige Partie: Vier Partien mit zwei
# Spielern und 100 Durchläufen je Zug (`play_games("striedies", "mcts:iterations=100", 4,
# seed=2024, turn_limit=200)`) erreichten alle die Zuggrenze von 200 Zügen ohne Sieger, und
# jede dauerte etwa 70 Sekunden auf einem Kern. In den ersten beiden, Zug für Zug nachgespielt,
# trafen sich die Würfel und kamen in Gleichstände (14 beantwortete Gleichstände), aber kein
# einziger Würfel ging verloren: Jede Baumsuche scheint ihre Würfel außer Reichweite eines
# gewinnenden Angriffs zu halten. Eine Serie von 20-30 solchen Partien würde auf einem Kern eine
# halbe Stunde dauern und allem Anschein nach nur Unentschieden zeigen, die nichts darüber
# sagen, wer gewinnt; deshalb gibt es hier keine.
#
# ## Zusammenfassung
#
# * Zwei Spieler: Der erste Spieler gewinnt etwa 59 % der gierigen Partien, ein klarer Vorteil.
# * Drei Spieler: Kein Platz sticht heraus. Vier Spieler: Der dritte Spieler gewinnt nur 18 %,
#   die anderen 24-30 % (Zugreihenfolge und Ecke hängen zusammen).
# * Zufallspartien enden, dauern aber etwa 250 Züge (Median); gierige Partien 68 (zwei Spieler)
#   bis 280 (vier Spieler), und etwa 3 % der gierigen Partien mit drei oder vier Spielern
#   erreichen die Zuggrenze von 1.000 Zügen (ST-7).
# * `reinforce_with` (ST-5) machte nie einen Unterschied, linkshändige Würfel (ST-1) keinen
#   klaren.
# * Zwei Baumsucher (MCTS) halten einander in Schach: In einem Versuch endeten alle vier
#   Partien an der Zuggrenze von 200 Zügen (kein Würfel verloren in den beiden
#   nachgespielten), deshalb gibt es keine Serie mit ihnen.
