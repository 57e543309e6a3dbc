# %% [markdown] lang="en"
# # Kettenreaktion: a tour of the rules
#
# Kettenreaktion (Chain Reaction) fits on an index card: place marbles, and a cell that gets
# too full bursts into its neighbours and takes them over. This tour goes through the
# rulebook section by section (Set-up ('Aufbau'), Your move ('Dein Zug'), Capacity
# ('Kapazität'), Bursting ('Überlauf'), Cascade ('Kaskade'), Winning ('Gewinnen')), then lets
# you play. Rule IDs such as **CR-3** refer to the project's `RULES.md`, which settles what
# the rulebook leaves open. *Auf Deutsch:*
# [Regel-Rundgang](../de/10-kettenreaktion-rules-tour.ipynb).

# %% [markdown] lang="de"
# # Kettenreaktion: ein Rundgang durch die Regeln
#
# Die Kettenreaktion passt auf eine Karteikarte: Du setzt Murmeln, und ein Feld, das zu voll
# wird, läuft in seine Nachbarn über und erobert sie. Dieser Rundgang folgt dem Regelheft
# Abschnitt für Abschnitt („Aufbau“, „Dein Zug“, „Kapazität“, „Überlauf“, „Kaskade“,
# „Gewinnen“), danach spielst du selbst. Regel-IDs wie **CR-3** verweisen auf die Datei
# `RULES.md` des Projekts, die festlegt, was das Regelheft offenlässt. *Auf Englisch:*
# [die englische Fassung](../en/10-kettenreaktion-rules-tour.ipynb).

# %%
%matplotlib inline
import random

from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.core.replay import Replay
from cubekit.render import render
from cubekit.widgets import Explorer, Stepper

# %% [markdown] lang="en"
# ## Set-up ('Aufbau', CR-1)
#
# Two players share an empty rectangular board. The rulebook names three sizes, 6×6, 8×8 and
# 8 wide × 10 high; any size from 2×2 up works too. The game loads with 6×6 and two players,
# A to move. **Capacity** ('Kapazität', CR-2): a cell holds one marble fewer than it has
# orthogonal neighbours, so a corner holds 1, an edge cell 2 and an inner cell 3. The small
# number in each cell's corner is the count at which it bursts: 2 in a corner (a1), 3 on an
# edge (a3) and 4 inside (c3).

# %% [markdown] lang="de"
# ## Aufbau („Aufbau“, CR-1)
#
# Zwei Spieler teilen sich ein leeres rechteckiges Brett. Das Regelheft nennt drei Größen,
# 6×6, 8×8 und 8 breit × 10 hoch; jede Größe ab 2×2 geht auch. Das Spiel lädt mit 6×6 und zwei
# Spielern, A ist am Zug. **Kapazität** („Kapazität“, CR-2): Ein Feld hält eine Murmel
# weniger, als es waagrechte und senkrechte Nachbarn hat, eine Ecke also 1, ein Randfeld 2 und
# ein inneres Feld 3. Die kleine Zahl in der Ecke jedes Felds ist seine **Platz-Zahl**, bei der
# es überläuft: 2 in einer Ecke (a1), 3 am Rand (a3) und 4 innen (c3).

# %%
game = cubekit.load("chain_reaction")
render(game.initial_state(), capacity=True)

# %% [markdown] lang="en"
# The bigger board of the rulebook, 8 wide and 10 high:

# %% [markdown] lang="de"
# Das größere Brett aus dem Regelheft, 8 breit und 10 hoch:

# %%
render(cubekit.load("chain_reaction", width=8, height=10).initial_state(), capacity=True)

# %% [markdown] lang="en"
# ## Your move ('Dein Zug')
#
# You place one marble on an empty cell or on one of your own. A cell of the other colour is
# never allowed, and passing is not allowed either. After A on c3 and B on d4, A may not play
# d4; the engine says why:

# %% [markdown] lang="de"
# ## Dein Zug („Dein Zug“)
#
# Du setzt eine Murmel auf ein leeres Feld oder auf eines deiner eigenen. Ein Feld der anderen
# Farbe ist nie erlaubt, und Aussetzen auch nicht. Nachdem A auf c3 und B auf d4 gesetzt hat,
# darf A nicht auf d4 setzen; das Programm sagt, warum:

# %%
state = game.initial_state().play("c3").play("d4")
HTML(display.block(display.mark(False, state.why_illegal("d4"))))

# %% [markdown] lang="en"
# ## Bursting ('Überlauf')
#
# When a cell reaches its capacity it bursts: it loses exactly that many marbles and each
# neighbour gets one. Every neighbour that receives a marble takes the mover's colour and
# keeps the marbles it already had. Here the second marble of A in the corner a1 bursts:

# %% [markdown] lang="de"
# ## Überlauf („Überlauf“)
#
# Erreicht ein Feld seine Platz-Zahl, läuft es über: Es verliert genau so viele Murmeln, und
# jeder Nachbar bekommt eine. Jeder Nachbar, der eine Murmel bekommt, nimmt die Farbe des
# ziehenden Spielers an und behält die Murmeln, die er schon hatte. Hier läuft die zweite
# Murmel von A in der Ecke a1 über:

# %%
state = game.initial_state().play("a1").play("f6")
state.explain("a1")

# %% [markdown] lang="en"
# A cell that a burst reaches is yours from then on, so you may place your next marble there
# ('Sonderfälle'). The card shows the position, the move drawn on the board, what the kit
# expects and its check that the engine agrees:

# %% [markdown] lang="de"
# Ein Feld, das ein Überlauf erreicht, gehört von da an dir, also darfst du deine nächste
# Murmel dorthin legen („Sonderfälle“). Die Karte zeigt die Stellung, den Zug auf dem Brett,
# was das Kit erwartet, und seine Prüfung, dass das Programm zustimmt:

# %%
game.scenario("captured_cell_is_yours")

# %% [markdown] lang="en"
# ## Cascades, wave by wave ('Kaskade', CR-3)
#
# A neighbour that becomes full bursts too, and so on. cubekit resolves a cascade in
# **waves**: every full cell bursts at the same time, then the cells that became full burst
# in the next wave. In this scenario one marble on a1 starts a chain of eleven waves that runs
# along the bottom edge and up the right edge, capturing every cell of B it reaches.

# %% [markdown] lang="de"
# ## Kaskaden, Welle für Welle („Kaskade“, CR-3)
#
# Ein Nachbar, der voll wird, läuft ebenfalls über, und so weiter. cubekit löst eine Kaskade
# in **Wellen** auf: Alle vollen Felder laufen gleichzeitig über, dann laufen in der nächsten
# Welle die Felder über, die dabei voll geworden sind. In diesem Szenario setzt eine Murmel auf
# a1 eine Kette von elf Wellen in Gang, die am unteren Rand entlang und den rechten Rand hinauf
# läuft und jedes Feld von B erobert, das sie erreicht.

# %%
chain = game.scenario("long_capture_chain")
chain

# %% [markdown] lang="en"
# Step through it: each step names the cells that burst, the captures and the marble totals.

# %% [markdown] lang="de"
# Geh Schritt für Schritt hindurch: Jeder Schritt nennt die Felder, die überlaufen, die
# Eroberungen und die Zahl der Murmeln jedes Spielers.

# %% tags=["nbval-ignore-output"]
Stepper(chain.last_transition())

# %% [markdown] lang="en"
# A cell may hold more than its limit only for a moment during a cascade: when two marbles
# reach it in one wave, it bursts once and keeps the one marble above its number; a marble
# that arrives later can make it burst again (CR-3, 'Sonderfälle'):

# %% [markdown] lang="de"
# Mehr als seine Grenze hält ein Feld nur für einen Augenblick während einer Kaskade: Kommen in
# einer Welle zwei Murmeln an, läuft es einmal über und behält die eine Murmel über seiner Zahl;
# kommt später wieder eine dazu, kann es erneut überlaufen (CR-3, „Sonderfälle“):

# %%
game.scenario("surplus")

# %% [markdown] lang="en"
# ## Winning ('Gewinnen', CR-4)
#
# You win the moment your opponent has no marbles left. A player who has not moved yet cannot
# lose, so no first move can lose. The kit checks after every wave and stops the cascade as
# soon as only one player is left. The rulebook has no draw: the game ends only when one
# player is left.

# %% [markdown] lang="de"
# ## Gewinnen („Gewinnen“, CR-4)
#
# Du gewinnst in dem Moment, in dem dein Gegner keine Murmeln mehr hat. Wer noch nicht gezogen
# hat, kann nicht verlieren, also kann kein erster Zug verlieren. Das Kit prüft nach jeder
# Welle und beendet die Kaskade, sobald nur noch ein Spieler übrig ist. Ein Unentschieden kennt
# das Regelheft nicht: Die Partie endet erst, wenn nur noch ein Spieler übrig ist.

# %%
game.scenario("first_move_protection")

# %% [markdown] lang="en"
# When the cascade stops because the game is decided, the final position may still hold full
# cells. On this 2×2 board a2 and b1 are still full when B has taken the last cell of A (the
# kit's stop on a win, CR-4; the card
# [without the stop](11-kettenreaktion-edge-cases.ipynb) shows the cascade that never ends):

# %% [markdown] lang="de"
# Hält die Kaskade an, weil die Partie entschieden ist, darf die Endstellung noch volle Felder
# haben. Auf diesem 2×2-Brett sind a2 und b1 noch voll, als B das letzte Feld von A erobert hat
# (der Stopp beim Sieg des Kits, CR-4; die Karte
# [ohne den Stopp](11-kettenreaktion-edge-cases.ipynb) zeigt die Kaskade, die nie endet):

# %%
game.scenario("endless_with_stop")

# %% [markdown] lang="en"
# With more than two players (the kit's extension CR-5, not in the rulebook) a player without
# marbles is out and its turns are skipped:

# %% [markdown] lang="de"
# Mit mehr als zwei Spielern (eine Erweiterung des Kits, CR-5, nicht im Regelheft) scheidet
# aus, wer keine Murmeln mehr hat, und wird übersprungen:

# %%
game.scenario("three_players_skip")

# %% [markdown] lang="en"
# ## A whole game
#
# Here is a complete game between two random players on a 5×5 board (seeded, so it is the
# same every time), and how it ended:

# %% [markdown] lang="de"
# ## Eine ganze Partie
#
# Hier ist eine vollständige Partie zwischen zwei Zufallsspielern auf einem 5×5-Brett (mit
# festem Startwert, also jedes Mal dieselbe), und wie sie endete:

# %%
rng = random.Random(2024)
small = cubekit.load("chain_reaction", width=5, height=5)
position, moves = small.initial_state(), []
while position.outcome is None:
    move = rng.choice(position.legal_moves())
    moves.append(str(move))
    position = position.play(move)
position.outcome

# %% [markdown] lang="en"
# The stepper shows every move and every wave; it starts at the end.

# %% [markdown] lang="de"
# Der Stepper zeigt jeden Zug und jede Welle; er beginnt am Ende.

# %% tags=["nbval-ignore-output"]
Stepper(Replay(small.initial_state(), tuple(moves)), start=-1)

# %% [markdown] lang="en"
# ## Your turn
#
# Play a game yourself: click a square (or choose it and press *Play*). Try a cell of the
# opponent to see the reason it is refused, and step through every cascade below the board.

# %% [markdown] lang="de"
# ## Du bist dran
#
# Spiel selbst eine Partie: Klicke auf ein Feld (oder wähle es und drücke „Spielen“). Versuch
# es mit einem Feld des Gegners, um zu sehen, warum es abgelehnt wird, und geh unter dem Brett
# Schritt für Schritt durch jede Kaskade.

# %% tags=["nbval-ignore-output"]
Explorer(game)

# %% [markdown] lang="en"
# ## Rule options
#
# Each option names the `RULES.md` decision it belongs to. Two rules lawyers can play the
# same position under both readings, for example without the stop on win (CR-4): see the
# [edge cases](11-kettenreaktion-edge-cases.ipynb) and the
# [rulebook claims](12-kettenreaktion-rulebook-claims.ipynb).

# %% [markdown] lang="de"
# ## Regeloptionen
#
# Jede Option nennt die Festlegung in `RULES.md`, zu der sie gehört. Zwei Regelfüchse können
# dieselbe Stellung unter beiden Lesarten spielen, zum Beispiel ohne den Stopp beim Sieg
# (CR-4): siehe die [Grenzfälle](11-kettenreaktion-edge-cases.ipynb) und die
# [Behauptungen des Regelhefts](12-kettenreaktion-rulebook-claims.ipynb).

# %%
from cubekit.core.options import OptionsTable

OptionsTable(game)
