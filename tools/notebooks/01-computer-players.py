# %% [markdown] lang="en"
# # Computer players
#
# Every game in the kit can be played against the computer, and computer players can play
# thousands of games to show how balanced a game is. There are three kinds of player; all of
# them only ever play legal moves, and the same seed gives the same game. *Auf Deutsch:*
# [Computerspieler](../de/01-computer-players.ipynb).

# %% [markdown] lang="de"
# # Computerspieler
#
# Jedes Spiel des Kits lässt sich gegen den Computer spielen, und Computerspieler können
# Tausende Partien spielen, um zu zeigen, wie ausgeglichen ein Spiel ist. Es gibt drei Arten von
# Spielern; alle spielen nur erlaubte Züge, und derselbe Startwert (seed) ergibt dieselbe
# Partie. *Auf Englisch:* [die englische Fassung](../en/01-computer-players.ipynb).

# %%
%matplotlib inline
import json
from pathlib import Path

from IPython.display import HTML

import cubekit
from cubekit.analysis.labels import bot_name
from cubekit.analysis.progress import decimal
from cubekit.bots import make_player
from cubekit.core import display
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

# %% [markdown] lang="en"
# ## The three players
#
# A player is made from a short text (its *spec*) and a seed. Each one says how it thinks:

# %% [markdown] lang="de"
# ## Die drei Spieler
#
# Ein Spieler entsteht aus einem kurzen Text (seiner *Spielerangabe*) und einem Startwert. Jeder
# sagt, wie er denkt:

# %% lang="en"
HEADER = ("player", "spec", "how it plays")

# %% lang="de"
HEADER = ("Spieler", "Spielerangabe", "wie er spielt")

# %%
specs = ("random", "greedy", "mcts:iterations=200")
HTML(display.block(display.table(HEADER, [(bot_name(s), f"`{s}`", make_player(s).describe())
                                          for s in specs])))

# %% [markdown] lang="en"
# The greedy player and the tree search judge positions by a rule of thumb written for each
# game (`cubekit/games/<game>/evaluate.py`). For Kettenreaktion it looks, in this order, at:
#
# 1. **won or lost**: a finished game outweighs everything ('Gewinnen', CR-4);
# 2. **marbles**: every marble of the player's colour counts 1, because a burst hands all of
#    them to the bursting player ('Überlauf');
# 3. **cells in danger**: a cell next to an opponent's cell that is one marble short of
#    bursting is lost as soon as that opponent plays there, so it counts -2;
# 4. **safe cells**: a cell nobody can take next move is worth +3 in a corner, +2 on an edge,
#    +1 inside, since small capacities start cascades;
# 5. **loaded cells**: a safe cell one marble short of bursting is a weapon, +2, and +2 more
#    when it touches an opponent's cell it would capture.
#
# A position's score is the player's sum minus the best sum of the other players still in the
# game, so a positive number means "ahead".

# %% [markdown] lang="de"
# Der gierige Spieler und die Baumsuche beurteilen Stellungen nach einer Faustregel, die für
# jedes Spiel aufgeschrieben ist (`cubekit/games/<spiel>/evaluate.py`). Bei der Kettenreaktion
# schaut sie in dieser Reihenfolge auf:
#
# 1. **gewonnen oder verloren**: Eine beendete Partie wiegt alles andere auf („Gewinnen“,
#    CR-4);
# 2. **Murmeln**: Jede Murmel in der eigenen Farbe zählt 1, denn ein Überlauf gibt sie alle dem
#    Spieler, dessen Feld überläuft („Überlauf“);
# 3. **gefährdete Felder**: Ein Feld neben einem gegnerischen Feld, dem eine Murmel zum
#    Überlaufen fehlt, ist verloren, sobald der Gegner dort setzt, also zählt es -2;
# 4. **sichere Felder**: Ein Feld, das im nächsten Zug niemand nehmen kann, ist in einer Ecke
#    +3 wert, am Rand +2, innen +1, denn kleine Platz-Zahlen starten Kaskaden;
# 5. **geladene Felder**: Ein sicheres Feld, dem eine Murmel zum Überlaufen fehlt, ist eine
#    Waffe: +2, und noch einmal +2, wenn es ein gegnerisches Feld berührt, das es erobern würde.
#
# Die Bewertung einer Stellung ist die Summe des Spielers minus der besten Summe der anderen
# Spieler, die noch im Spiel sind; eine positive Zahl heißt also „vorn“.

# %% [markdown] lang="en"
# ## A game between two of them
#
# The tree search (A, 50 iterations per move) against the greedy player (B) on a 5×5
# Kettenreaktion board, and how it ended:

# %% [markdown] lang="de"
# ## Eine Partie zwischen zweien von ihnen
#
# Die Baumsuche (A, 50 Durchläufe je Zug) gegen den gierigen Spieler (B) auf einem 5×5-Brett
# der Kettenreaktion, und wie die Partie endete:

# %%
game = cubekit.load("chain_reaction", width=5, height=5)
players = [make_player("mcts:iterations=50", seed=1), make_player("greedy", seed=2)]
state, moves = game.initial_state(), []
while state.outcome is None:
    move = players[state.to_move].choose(state)
    moves.append(str(move))
    state = state.play(move)
state.outcome

# %% [markdown] lang="en"
# Every move is an ordinary move of the game, so the stepper explains it wave by wave; it
# starts at the end.

# %% [markdown] lang="de"
# Jeder Zug ist ein gewöhnlicher Zug des Spiels, also erklärt ihn der Stepper Welle für Welle;
# er beginnt am Ende.

# %% tags=["nbval-ignore-output"]
Stepper(Replay(game.initial_state(), tuple(moves)), start=-1)

# %% [markdown] lang="en"
# ## How strong they are
#
# `benchmarks/bots.py` plays many games between the players in every game (Kettenreaktion
# 6×6, Cubeslyde at expert level, Deblockle with four blocks, Striedies; two players; a turn
# limit of 200 where the game needs one), with the seats swapped in every pair of games so that
# neither side profits from moving first. These are the stored results: the win rate of the
# first player named, with its 95% confidence interval, and the mean thinking time per move.

# %% [markdown] lang="de"
# ## Wie stark sie sind
#
# `benchmarks/bots.py` spielt in jedem Spiel viele Partien zwischen den Spielern
# (Kettenreaktion 6×6, Cubeslyde auf Expertenstufe, Deblockle mit vier Blöcken, Striedies; zwei
# Spieler; eine Zuggrenze von 200, wo das Spiel eine braucht), wobei die Plätze in jedem
# Partienpaar getauscht werden, damit keine Seite vom ersten Zug profitiert. Das sind die
# gespeicherten Ergebnisse: der Gewinnanteil des zuerst genannten Spielers mit seinem
# 95%-Konfidenzintervall und die mittlere Bedenkzeit je Zug.

# %% lang="en"
HEADER = ("game", "player", "against", "games", "wins", "draws", "win rate", "s/move")

# %% lang="de"
HEADER = ("Spiel", "Spieler", "gegen", "Partien", "Siege", "Unentschieden", "Gewinnanteil",
          "s/Zug")

# %%
GAMES = {"chain_reaction": "Kettenreaktion", "cubeslyde": "Cubeslyde",
         "deblockle": "Deblockle", "striedies": "Striedies Strategie"}
repository = Path(cubekit.__file__).resolve().parents[1]
stored = json.loads((repository / "benchmarks" / "strength.json").read_text())
rows = []
for name, entry in stored["games"].items():
    for pairing in entry["pairings"].values():
        low, high = pairing["win_rate_95"]
        seconds = pairing["seconds_per_move"][pairing["player"]]["mean_s"]
        rows.append((GAMES[name], bot_name(pairing["player"]), bot_name(pairing["opponent"]),
                     str(pairing["games"]), str(pairing["wins"]), str(pairing["draws"]),
                     f"{pairing['win_rate']:.0%} ({low:.0%}–{high:.0%})",
                     decimal(seconds, cubekit.get_language(), 4)))
HTML(display.block(display.table(HEADER, rows)))

# %% [markdown] lang="en"
# ## Play against the computer
#
# Choose *Play against* in the Explorer: a person, the random or greedy player, or the tree
# search at three strengths. While the computer thinks, a progress bar runs and *Stop* makes it
# play the best move it has found so far. Its move appears step by step below the board.

# %% [markdown] lang="de"
# ## Gegen den Computer spielen
#
# Wähle im Explorer, gegen wen du spielst: einen Menschen, den Zufallsspieler, den gierigen
# Spieler oder die Baumsuche in drei Stärken. Während der Computer nachdenkt, läuft ein
# Fortschrittsbalken, und „Stopp“ lässt ihn den besten Zug spielen, den er bis dahin gefunden
# hat. Sein Zug erscheint Schritt für Schritt unter dem Brett.

# %% tags=["nbval-ignore-output"]
Explorer(cubekit.load("striedies", turn_limit=400), opponent="mcts", strength="quick")

# %% [markdown] lang="en"
# How balanced each game is (who wins how often, how long games last, what a rule option
# changes) is in the balance notebooks: [Kettenreaktion](13-kettenreaktion-balance.ipynb),
# [Cubeslyde](24-cubeslyde-balance.ipynb), [Deblockle](34-deblockle-balance.ipynb) and
# [Striedies Strategie](44-striedies-balance.ipynb).

# %% [markdown] lang="de"
# Wie ausgeglichen jedes Spiel ist (wer wie oft gewinnt, wie lange Partien dauern, was eine
# Regeloption ändert), steht in den Notebooks zur Ausgewogenheit:
# [Kettenreaktion](13-kettenreaktion-balance.ipynb), [Cubeslyde](24-cubeslyde-balance.ipynb),
# [Deblockle](34-deblockle-balance.ipynb) und [Striedies Strategie](44-striedies-balance.ipynb).
