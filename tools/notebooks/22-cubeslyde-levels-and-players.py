# %% [markdown] lang="en"
# # Cubeslyde: levels and player counts compared
#
# How do the three levels (CS-1) and two, three or four players change the game? This
# notebook first compares the material, then counts how random games end for every
# combination. Random players are no experts, but they show how often pushes throw cubes off,
# how long games last and how often the kit's optional turn limit (CS-10, not in the
# rulebook) would be needed. *Auf Deutsch:*
# [Stufen und Spielerzahlen](../de/22-cubeslyde-levels-and-players.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: Schwierigkeitsstufen und Spielerzahlen im Vergleich
#
# Wie verändern die drei Schwierigkeitsstufen (CS-1) und zwei, drei oder vier Spieler das
# Spiel? Dieses Notebook vergleicht zuerst das Material und zählt dann für jede Kombination,
# wie Zufallspartien ausgehen. Zufallsspieler sind keine Fachleute, aber sie zeigen, wie oft
# Schiebezüge Cubes vom Spielfeld werfen, wie lange Partien dauern und wie oft die Zuggrenze
# des Kits (CS-10, nicht im Regelheft) nötig wäre. *Auf Englisch:*
# [die englische Fassung](../en/22-cubeslyde-levels-and-players.ipynb).

# %%
import pandas as pd
from IPython.display import HTML

import cubekit
from cubekit.analysis import game_facts, play_games, readable, show_numbers
from cubekit.analysis.labels import value_word
from cubekit.core import display

show_numbers()

# %% [markdown] lang="en"
# ## The material
#
# Strengths of one player's set and the white blockers for each level and player count:

# %% [markdown] lang="de"
# ## Das Material
#
# Die Stärken des Satzes eines Spielers und die weißen Blockiersteine für jede Stufe und
# Spielerzahl:

# %% lang="en"
HEAD = ("level", "players", "strengths of each player", "white blockers")

# %% lang="de"
HEAD = ("Stufe", "Spieler", "Stärken jedes Spielers", "weiße Blockiersteine")

# %%
rows = []
for level in ("beginner", "intermediate", "expert"):
    for players in (2, 3, 4):
        rules = cubekit.load("cubeslyde", players=players, level=level)
        rows.append((value_word("level", level), str(players), display.plain(rules.player_set),
                     display.plain(rules.white_set)))
HTML(display.block(display.table(HEAD, rows)))

# %% [markdown] lang="en"
# ## A few random games, live
#
# `play_games` plays seeded games between computer players and returns one row per game. Here
# twenty random games with two players at the beginner level, with a turn limit of 150 turns
# (a game still running then is a draw, CS-10); `game_facts` sums them up: the share of
# draws and the lengths in turns.

# %% [markdown] lang="de"
# ## Ein paar Zufallspartien, live
#
# `play_games` spielt Partien von Computerspielern mit festem Startwert und gibt eine Zeile je
# Partie zurück. Hier zwanzig Zufallspartien zu zweit auf der Stufe für Einsteiger, mit einer
# Zuggrenze von 150 Zügen (eine Partie, die dann noch läuft, ist unentschieden, CS-10);
# `game_facts` fasst sie zusammen: den Anteil der Unentschieden und die Längen in Zügen.

# %%
live = play_games("cubeslyde", "random", 20, seed=1, options={"level": "beginner"},
                  turn_limit=150, timing=False)
game_facts(live)

# %% [markdown] lang="en"
# ## Every combination: stored games
#
# Two hundred random games for every level and number of players take about half a minute, so
# they were played once and stored in `notebooks/data/` (the same games the balance notebook
# uses; regenerate them with `python tools/balance_runs.py cubeslyde --only random`). A turn
# limit of 1,000 turns was never reached:

# %% [markdown] lang="de"
# ## Jede Kombination: gespeicherte Partien
#
# Zweihundert Zufallspartien für jede Stufe und Spielerzahl dauern etwa eine halbe Minute,
# also wurden sie einmal gespielt und in `notebooks/data/` gespeichert (dieselben Partien, die
# das Notebook zur Ausgewogenheit nutzt; neu erzeugen mit
# `python tools/balance_runs.py cubeslyde --only random`). Eine Zuggrenze von 1000 Zügen
# wurde nie erreicht:

# %%
randoms = pd.read_csv("../data/24-cubeslyde-random.csv.gz")
randoms["level"] = pd.Categorical(randoms["level"], ["beginner", "intermediate", "expert"])
game_facts(randoms, groups=["players", "level"])

# %% [markdown] lang="en"
# How the games ended, in percent of the games of each row: four in a row (a line of four own
# cubes) or the last player left (the others lost three cubes each); `readable` writes a table built here in the notebook's language:

# %% [markdown] lang="de"
# Wie die Partien endeten, in Prozent der Partien jeder Zeile: mit einer Viererkette oder weil
# nur noch ein Spieler übrig war (die anderen haben je drei Cubes verloren); `readable` schreibt eine hier gebaute Tabelle in der Sprache des
# Notebooks:

# %%
ends = pd.crosstab([randoms["players"], randoms["level"]], randoms["reason"],
                   normalize="index")
readable((100 * ends).round(0))

# %% [markdown] lang="en"
# And the four-player team variant (CS-11), seats A+C against B+D, from the stored games of
# the options sweep (the rows with the default `partner_cubes="defend"`):

# %% [markdown] lang="de"
# Und die Team-Variante zu viert (CS-11), A+C gegen B+D, aus den gespeicherten Partien des
# Vergleichs der Optionen (die Zeilen mit der Voreinstellung `partner_cubes="defend"`):

# %%
options = pd.read_csv("../data/24-cubeslyde-random-options.csv.gz")
teams = options[(options["option"] == "partner_cubes") & (options["value"] == "defend")]
game_facts(teams)

# %% [markdown] lang="en"
# What to look for: most random games end because one player has lost three cubes, not with
# four in a row; with more players a line of four gets more frequent (about a quarter of the
# two-player games, a third to two fifths with three or four) and games get longer (a mean of
# about 110-120 turns with two players, 140-150 with four). At the beginner level every cube has
# strength 1, so a push needs at least as many own cubes as there are cubes of others in the
# way; the games are a little
# shorter there. No game needed more than 538 turns, but a limit of 200 turns would stop one
# game in ten with two players: that is why the kit offers the limit (CS-10), while the
# rulebook itself has no draw.

# %% [markdown] lang="de"
# Worauf es ankommt: Die meisten Zufallspartien enden, weil ein Spieler drei Cubes verloren
# hat, nicht mit einer Viererkette; mit mehr Spielern wird die Viererkette häufiger (etwa ein
# Viertel der Partien zu zweit, ein Drittel bis zwei Fünftel zu dritt oder zu viert), und die
# Partien werden länger (im Mittel etwa 110-120 Züge zu zweit, 140-150 zu viert). Auf der Stufe für
# Einsteiger hat jeder Cube die Stärke 1, ein Schub braucht also mindestens so viele eigene
# Cubes, wie fremde und weiße im Weg stehen; die Partien sind dort etwas kürzer. Keine Partie brauchte mehr als 538 Züge,
# aber eine Grenze von 200 Zügen würde zu zweit jede zehnte Partie stoppen: Darum bietet das
# Kit die Zuggrenze an (CS-10), während das Regelheft selbst kein Unentschieden kennt.
