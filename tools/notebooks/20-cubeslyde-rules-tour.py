# %% [markdown] lang="en"
# # Cubeslyde: a tour of the rules
#
# Cubeslyde is a push game on a 6×6 board for 2 to 4 players. Every cube shows a strength;
# you place your cubes, then push: your strength against the defence of everything in the
# way. You win with four of your own cubes in a row, or as the last player left after the
# others have lost three cubes each. This tour follows the rulebook (Material and set-up
# ('Material & Vorbereitung'), the placing stage ('Setzphase'), the pushing stage
# ('Schiebephase'), the goals ('Spielziele'), the team variant ('Team-Variante')), each rule
# with a picture of a move; IDs such as **CS-6** refer to the project's
# `RULES.md`, which settles what the rulebook leaves open. *Auf Deutsch:*
# [Regel-Rundgang](../de/20-cubeslyde-rules-tour.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: ein Rundgang durch die Regeln
#
# Cubeslyde ist ein Schiebespiel auf einem Spielfeld von 6×6 Feldern für 2 bis 4 Spieler.
# Jeder Cube zeigt eine Stärke; du setzt deine Cubes und schiebst dann: deine Schiebestärke
# gegen die Verteidigungsstärke von allem, was im Weg steht. Du gewinnst mit einer
# Viererkette aus eigenen Cubes oder als letzter Spieler, wenn die anderen je drei Cubes
# verloren haben. Der Rundgang folgt dem Regelheft („Material & Vorbereitung“, „Setzphase“,
# „Schiebephase“, „Spielziele“, „Team-Variante“), jede Regel mit dem Bild eines Zugs;
# Kennungen wie **CS-6** verweisen auf die `RULES.md` des
# Projekts, die festlegt, was das Regelheft offenlässt. *Auf Englisch:*
# [die englische Fassung](../en/20-cubeslyde-rules-tour.ipynb).

# %%
%matplotlib inline
import random

from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.core.options import option_words
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

# %% [markdown] lang="en"
# A small helper shows for a few moves whether each is allowed, and if not, why (the kit's
# own sentence):

# %% [markdown] lang="de"
# Eine kleine Hilfsfunktion zeigt für einige Züge, ob sie erlaubt sind, und wenn nicht, warum
# (mit dem Satz des Programms):

# %%
def verdicts(state, moves):
    return HTML(display.block(display.verdicts(state, moves)))

# %% [markdown] lang="en"
# ## Material and levels (CS-1)
#
# Each player has six cubes. At the *expert* level their strengths are 1 to 6;
# *intermediate* is 1, 1, 2, 2, 3, 3 and *beginner* all 1. The sets of missing players become
# white blockers: 12 with two players, 6 with three, none with four.

# %% [markdown] lang="de"
# ## Material und Schwierigkeitsstufen (CS-1)
#
# Jeder Spieler hat sechs Cubes. Auf der Stufe Experten haben sie die Stärken 1 bis 6, auf
# der Stufe Mittelschwer 1, 1, 2, 2, 3, 3 und auf der Stufe Einsteiger alle 1. Die Sätze der fehlenden Spieler werden zu weißen Blockiersteinen: 12 bei zwei
# Spielern, 6 bei dreien, keine bei vieren.

# %% lang="en"
HEAD = ("level", "players", "strengths of each player", "white blockers")

# %% lang="de"
HEAD = ("Stufe", "Spieler", "Stärken jedes Spielers", "weiße Blockiersteine")

# %%
rows = []
for level in ("beginner", "intermediate", "expert"):
    for players in (2, 3, 4):
        rules = cubekit.load("cubeslyde", players=players, level=level)
        rows.append((option_words(rules, "level").split(":")[0], str(players),
                     display.plain(rules.player_set),
                     display.plain(rules.white_set)))
HTML(display.block(display.table(HEAD, rows)))

# %% [markdown] lang="en"
# ## Stage 1A: the white blockers (CS-2)
#
# The game starts on the empty board. The rulebook draws the start player at random; the kit
# lets A start unless a seed is given, and then draws the start player with it (CS-12). The
# players take turns placing a white blocker of their choice on any free square.

# %% [markdown] lang="de"
# ## Phase 1A: die weißen Blockiersteine (CS-2)
#
# Die Partie beginnt auf dem leeren Spielfeld. Das Regelheft bestimmt den Startspieler
# zufällig; das Kit lässt A beginnen, solange kein Startwert gegeben ist, und bestimmt ihn mit
# einem Startwert zufällig (CS-12). Die Spieler setzen abwechselnd einen weißen
# Blockierstein ihrer Wahl auf ein freies Feld.

# %%
game = cubekit.load("cubeslyde")
state = game.initial_state()
state

# %% [markdown] lang="en"
# A places the white 6 on c3; B then places the white 1 on d4. The kit explains every move
# step by step:

# %% [markdown] lang="de"
# A setzt die weiße 6 auf c3, danach setzt B die weiße 1 auf d4. Das Programm erklärt jeden
# Zug Schritt für Schritt:

# %%
state = state.play("W6@c3")
state.explain("W1@d4")

# %% [markdown] lang="en"
# ## Stage 1B: your own cubes (CS-8)
#
# Once all whites are down, the players place their own cubes. While you have fewer than
# three cubes on the board you must place; after that you may place or push. In this
# scenario B has just lost a cube and must place again:

# %% [markdown] lang="de"
# ## Phase 1B: die eigenen Cubes (CS-8)
#
# Sobald alle weißen Steine liegen, setzen die Spieler ihre eigenen Cubes. Solange du weniger
# als drei Cubes auf dem Spielfeld hast, musst du setzen; danach darfst du setzen oder
# schieben. In diesem Szenario hat B gerade einen Cube verloren und muss wieder setzen:

# %%
obligation = game.scenario("placement_obligation")
obligation

# %% [markdown] lang="en"
# The kit says why the push is refused here:

# %% [markdown] lang="de"
# Das Programm sagt, warum das Schieben hier abgelehnt wird:

# %%
verdicts(obligation.final(), obligation.expected["illegal"])

# %% [markdown] lang="en"
# ## Pushing (the pushing stage, 'Schiebephase', CS-3 and CS-6)
#
# You push one own cube one square in any of the four directions, or a group of own cubes in
# a row or column along its line. Your strength is the sum of the pushing cubes; the defence
# is the sum of all opponent and white cubes in the way up to the first gap or the edge.
# Equal is enough. Here is the rulebook's own example: 1 + 2 + 3 against the 4 of B and a
# white 2 at the edge.

# %% [markdown] lang="de"
# ## Schieben („Schiebephase“, CS-3 und CS-6)
#
# Du schiebst einen eigenen Cube ein Feld weit in eine der vier Richtungen oder eine Gruppe
# eigener Cubes in einer Reihe oder Spalte entlang ihrer Linie. Deine Schiebestärke ist die
# Summe der schiebenden Cubes; die Verteidigungsstärke ist die Summe aller gegnerischen und
# weißen Cubes im Weg bis zur ersten Lücke oder zum Rand. Gleich viel genügt. Hier das
# Beispiel aus dem Regelheft: 1 + 2 + 3 gegen die 4 von B und eine weiße 2 am Rand.

# %%
example = game.scenario("rulebook_example")
example.start()

# %% [markdown] lang="en"
# The push, explained:

# %% [markdown] lang="de"
# Der Schub, erklärt:

# %%
example.last_transition()

# %% [markdown] lang="en"
# Step through it: the group, the pushed line, strength against defence and the falling cube.

# %% [markdown] lang="de"
# Geh ihn Schritt für Schritt durch: die Gruppe, die geschobene Linie, Schiebestärke gegen
# Verteidigungsstärke und der Cube, der herunterfällt.

# %% tags=["nbval-ignore-output"]
Stepper(example, start=1)

# %% [markdown] lang="en"
# One point short is not enough: the kit gives both sums.

# %% [markdown] lang="de"
# Ein Punkt zu wenig reicht nicht: Das Programm nennt beide Summen.

# %%
short = game.scenario("fails_by_one")
verdicts(short.final(), short.expected["illegal"])

# %% [markdown] lang="en"
# A group moves only along its own line, never sideways:

# %% [markdown] lang="de"
# Eine Gruppe bewegt sich nur entlang ihrer eigenen Linie, nie seitwärts:

# %%
across = game.scenario("across_line")
verdicts(across.final(), across.expected["illegal"])

# %% [markdown] lang="en"
# Own cubes in the pushed line count for neither side: the rulebook ignores them, so they are
# simply carried along (CS-4; the other reading, that they block, is a card of the
# [edge cases](21-cubeslyde-edge-cases.ipynb)). The card shows the position, the push drawn on
# the board, what the kit expects and its check that the engine agrees:

# %% [markdown] lang="de"
# Eigene Cubes in der geschobenen Linie zählen für keine Seite: Das Regelheft lässt sie außer
# Acht, also werden sie einfach mitgeschoben (CS-4; die andere Lesart, dass sie blockieren,
# ist eine Karte der [Grenzfälle](21-cubeslyde-edge-cases.ipynb)). Die Karte zeigt die
# Stellung, den Schub auf dem Brett, was das Kit erwartet, und seine Prüfung, dass das
# Programm zustimmt:

# %%
game.scenario("own_behind_opponent_carried")

# %% [markdown] lang="en"
# ## Losing cubes and winning (the goals, 'Spielziele', CS-7)
#
# A cube pushed off the board is gone for good. A player who has lost three cubes is out:
# with two players the other wins at once (unless the same push completes a row of four,
# which is checked first, CS-7):

# %% [markdown] lang="de"
# ## Cubes verlieren und gewinnen („Spielziele“, CS-7)
#
# Ein Cube, der vom Spielfeld geschoben wird, ist für immer weg. Wer drei Cubes verloren hat,
# scheidet aus: Bei zwei Spielern gewinnt der andere sofort (außer derselbe Schub vollendet eine
# Viererkette, die zuerst zählt, CS-7):

# %%
game.scenario("elimination_2p")

# %% [markdown] lang="en"
# With three or four players the cubes of the player who is out stay as neutral blockers and
# the game goes on; the last player left wins:

# %% [markdown] lang="de"
# Bei drei oder vier Spielern bleiben die Cubes des ausgeschiedenen Spielers als neutrale
# Blockiersteine liegen, und die Partie geht weiter; wer als Letzter übrig ist, gewinnt:

# %%
game.scenario("elimination_3p")

# %% [markdown] lang="en"
# Four own cubes in a row win at once, horizontally, vertically or diagonally:

# %% [markdown] lang="de"
# Eine Viererkette aus eigenen Cubes gewinnt sofort, waagrecht, senkrecht oder diagonal:

# %%
game.scenario("diagonal_four")

# %% [markdown] lang="en"
# ## Playing in teams ('Team-Variante', CS-11)
#
# With four players, A and C can play against B and D. A player is out only when none of its
# cubes is left on the board. A team wins at once with a row of four of one member's own
# colour (a partner's cubes do not count in it), or when every colour of the other team has
# lost at least three cubes. A partner's cube defends like an opponent's (CS-5):

# %% [markdown] lang="de"
# ## Zu viert in Teams („Team-Variante“, CS-11)
#
# Zu viert können A und C gegen B und D spielen. Ein Spieler scheidet erst aus, wenn kein
# eigener Cube mehr auf dem Brett liegt. Ein Team gewinnt sofort mit einer Viererkette aus den
# Cubes einer eigenen Farbe (Cubes des Partners zählen darin nicht) oder wenn jede Farbe des
# anderen Teams mindestens drei Cubes verloren hat. Ein Cube des Partners verteidigt wie ein
# gegnerischer (CS-5):

# %%
game.scenario("team_win")

# %% [markdown] lang="en"
# ## A whole game
#
# Two random players on the expert level, with the kit's optional turn limit (CS-10, not in
# the rulebook: without it two random players can push back and forth for ever). The game is
# seeded, so it is the same every time. How it ended:

# %% [markdown] lang="de"
# ## Eine ganze Partie
#
# Zwei Zufallsspieler auf der Stufe Experten, mit der Zuggrenze des Kits (CS-10, nicht im
# Regelheft: ohne sie können zwei Zufallsspieler ewig hin und her schieben). Die Partie hat
# einen festen Startwert und ist darum jedes Mal dieselbe. So ging sie aus:

# %%
limited = cubekit.load("cubeslyde", turn_limit=120)
rng = random.Random(7)
position, moves = limited.initial_state(), []
while position.outcome is None:
    move = rng.choice(position.legal_moves())
    moves.append(str(move))
    position = position.play(move)
position.outcome

# %% [markdown] lang="en"
# The whole game in a stepper, opened at its last move:

# %% [markdown] lang="de"
# Die ganze Partie in einem Stepper, geöffnet beim letzten Zug:

# %% tags=["nbval-ignore-output"]
Stepper(Replay(limited.initial_state(), tuple(moves)), start=-1)

# %% [markdown] lang="en"
# ## Your turn
#
# Play yourself, against a friend or against the random player (*Play against*). Click one
# of your cubes to see its pushes as arrows and why the others fail; click more cubes in line
# to push them as a group; choose a strength from your hand and click a free square to place
# it.

# %% [markdown] lang="de"
# ## Du bist dran
#
# Spiel selbst, gegen jemanden neben dir oder gegen den Zufallsspieler. Klicke einen deiner
# Cubes an, um seine Schiebeaktionen als Pfeile zu sehen und zu erfahren, warum die anderen
# nicht gehen; klicke weitere Cubes in einer Linie an, um sie als Gruppe zu schieben; wähle
# eine Stärke aus deinem Vorrat und klicke ein freies Feld an, um den Cube zu setzen.

# %% tags=["nbval-ignore-output"]
Explorer(limited)

# %% [markdown] lang="en"
# More: the [edge cases](21-cubeslyde-edge-cases.ipynb), [levels and player
# counts](22-cubeslyde-levels-and-players.ipynb), the [open rule
# questions](23-cubeslyde-open-questions.ipynb), the [classroom
# lesson](25-cubeslyde-classroom.ipynb), the [rulebook
# claims](26-cubeslyde-rulebook-claims.ipynb) and the [exercises](27-cubeslyde-exercises.ipynb).

# %% [markdown] lang="de"
# Weiter: die [Grenzfälle](21-cubeslyde-edge-cases.ipynb), [Stufen und
# Spielerzahlen](22-cubeslyde-levels-and-players.ipynb), die [offenen
# Regelfragen](23-cubeslyde-open-questions.ipynb), die
# [Unterrichtsstunde](25-cubeslyde-classroom.ipynb), die [Behauptungen des
# Regelhefts](26-cubeslyde-rulebook-claims.ipynb) und die [Übungen](27-cubeslyde-exercises.ipynb).
