# %% [markdown] lang="en"
# # Striedies Strategie: tipping a die
#
# In Striedies Strategie a die never slides: it **tips** over one of its bottom edges onto the
# next square, and every tip brings a different face up. How far a die moves next depends on
# the face on top, so a player plans a move by imagining the die rolling. This notebook shows
# how the orientation changes, in 3D and in the kit's notation. *Auf Deutsch:* [einen Würfel
# kippen](../de/41-striedies-tipping-a-die.ipynb).

# %% [markdown] lang="de"
# # Striedies Strategie: einen Würfel kippen
#
# In Striedies Strategie rutscht ein Würfel nie: Er **kippt** über eine seiner unteren Kanten
# auf das nächste Feld, und jedes Kippen bringt eine andere Seite nach oben. Wie weit ein
# Würfel als Nächstes zieht, hängt von der oben liegenden Augenzahl ab; wer einen Zug plant,
# stellt sich also vor, wie der Würfel rollt. Dieses Notebook zeigt, wie sich die Lage des
# Würfels ändert, in 3D und in der Notation des Kits. *Auf Englisch:*
# [die englische Fassung](../en/41-striedies-tipping-a-die.ipynb).

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.core.cube import DIE, LEFT_DIE
from cubekit.core.grid import Direction, square_name
from cubekit.core.i18n import directions_in
from cubekit.games.striedies.die3d import DieTipper, draw_die, tip_sequence
from cubekit.widgets import Compare

# %% [markdown] lang="en"
# ## The die (ST-1)
#
# The kit plays with ordinary right-handed Western dice: opposite faces add up to 7, and with
# 1 on top and 2 facing south, 3 faces east. An orientation is written top/north/east, here
# `1/5/3`:

# %% [markdown] lang="de"
# ## Der Würfel (ST-1)
#
# Das Kit spielt mit gewöhnlichen rechtshändigen westlichen Würfeln: Gegenüberliegende Seiten
# ergeben zusammen 7, und liegt die Eins oben und die Zwei nach Süden, zeigt die Drei nach
# Osten. Eine Lage wird als oben/Norden/Osten geschrieben, hier `1/5/3`:

# %%
die = DIE.orientation(top=1, south=2)
print(DIE.format(die))
draw_die(die).figure

# %% [markdown] lang="en"
# ## One tip
#
# Tipping north lifts the south face to the top: the die rolls over its north bottom edge.
# Tipping east brings the west face up, and so on. From the die above, the face that comes up
# for a tip in each direction:

# %% [markdown] lang="de"
# ## Einmal kippen
#
# Kippt der Würfel nach Norden, kommt die südliche Seite nach oben: Er rollt über seine
# nördliche untere Kante. Nach Osten gekippt kommt die westliche Seite nach oben, und so
# weiter. Vom Würfel oben aus die Augenzahl, die beim Kippen in jede Richtung nach oben kommt
# (N, O, S, W):

# %%
HTML(display.block(display.table([directions_in(d.name) for d in Direction],
                                 [[str(die.tip(d).top) for d in Direction]])))

# %% [markdown] lang="en"
# ## A roll, step by step
#
# The die at the start and after each of four tips (north, east, east, south):

# %% [markdown] lang="de"
# ## Ein Rollen, Schritt für Schritt
#
# Der Würfel am Anfang und nach jedem von vier Kippschritten (Norden, Osten, Osten, Süden):

# %% lang="en"
tip_sequence(die, "NEES")

# %% lang="de"
tip_sequence(die, "NOOS")

# %% [markdown] lang="en"
# Four tips in one direction bring the die back to where it started, and a tip followed by its
# reverse undoes it. Below, in the notation top/north/east, three orientations that are the
# same: the start, the start tipped east four times, and the start tipped north and back
# south. A move in the game never reverses, though (ST-3).

# %% [markdown] lang="de"
# Vier Kippschritte in dieselbe Richtung bringen den Würfel in seine Anfangslage zurück, und
# ein Kippen mit dem Kippen zurück hebt sich auf. Unten stehen in der Notation
# oben/Norden/Osten drei Lagen, die gleich sind: die Anfangslage, die Lage nach viermal nach
# Osten und die Lage nach einmal nach Norden und zurück nach Süden. Ein Zug im Spiel kehrt aber
# nie um (ST-3).

# %%
print(DIE.format(die), DIE.format(die.tips([Direction.E] * 4)),
      DIE.format(die.tip(Direction.N).tip(Direction.S)), sep="   ")

# %% [markdown] lang="en"
# ## A move in the game
#
# At the start every die shows 1 and moves one square. A die showing 3 tips three times: here,
# after b1N and o14W, A's die on b2 goes north twice and then turns east (`b2N2E`). The
# explanation names the face that comes up on every square:

# %% [markdown] lang="de"
# ## Ein Zug im Spiel
#
# Am Anfang zeigt jeder Würfel die Eins und zieht ein Feld. Ein Würfel mit der Drei kippt
# dreimal: Hier zieht nach b1N und o14W der Würfel von A auf b2 zweimal nach Norden und biegt
# dann nach Osten ab (`b2N2O`). Die Erklärung nennt die Seite, die auf jedem Feld nach oben
# kommt:

# %% lang="en"
state = cubekit.load("striedies").initial_state().play_all(["b1N", "o14W"])
state.explain("b2N2E")

# %% lang="de"
state = cubekit.load("striedies").initial_state().play_all(["b1N", "o14W"])
state.explain("b2N2O")

# %% [markdown] lang="en"
# The same three tips with the die on its own:

# %% [markdown] lang="de"
# Dieselben drei Kippschritte mit dem Würfel allein:

# %% lang="en"
tip_sequence(state.die("b2").orientation, "NNE")

# %% lang="de"
tip_sequence(state.die("b2").orientation, "NNO")

# %% [markdown] lang="en"
# Two paths to the same square can leave different faces on top, which is why the kit writes
# a move as the path (`b2N2E`) and not only its end square. Every move of that die, the square
# where it ends and the face on top there (`b2N2E` and `b2E1N` both reach c4, with 2 and with
# 5 on top):

# %% [markdown] lang="de"
# Zwei Wege zum selben Feld können verschiedene Seiten oben lassen; deshalb schreibt das Kit
# einen Zug als Weg (`b2N2O`) und nicht nur als Zielfeld. Jeder Zug dieses Würfels, das Feld,
# auf dem er endet, und die Augenzahl, die dort oben liegt (`b2N2O` und `b2O1N` erreichen
# beide c4, mit der Zwei und mit der Fünf oben):

# %% lang="en"
header = ["move", "ends on", "face on top"]

# %% lang="de"
header = ["Zug", "endet auf", "Augenzahl oben"]

# %%
plans = [(move, state.plan(move)) for move in state.moves_from("b2")]
HTML(display.block(display.table(
    header, [[move.text(), square_name(plan.final), str(plan.top)] for move, plan in plans])))

# %% [markdown] lang="en"
# ## Left-handed dice (ST-1 option `dice`)
#
# Some dice are mirror images: with 1 on top and 2 facing south, 3 faces **west**. The start
# rule (1 up, 2 and 3 towards the outer edges) then gives other orientations, and the same
# moves bring other faces up. The game option `dice="left"` plays with them. Both kinds of die
# in the kit's notation, right-handed first:

# %% [markdown] lang="de"
# ## Linkshändige Würfel (ST-1, Option `dice`)
#
# Manche Würfel sind Spiegelbilder: Liegt die Eins oben und die Zwei nach Süden, zeigt die Drei
# nach **Westen**. Die Startregel (die Eins oben, Zwei und Drei zu den Außenkanten) ergibt
# dann andere Lagen, und dieselben Züge bringen andere Seiten nach oben. Die Spieloption
# `dice="left"` spielt mit ihnen. Beide Arten von Würfeln in der Notation des Kits, der
# rechtshändige zuerst:

# %%
left = LEFT_DIE.orientation(top=1, south=2)
print(DIE.format(die), LEFT_DIE.format(left))

# %% [markdown] lang="en"
# The same first move, a2N, with right- and left-handed dice side by side: A's die on a2
# starts in another orientation, and another face comes up on a3.

# %% [markdown] lang="de"
# Derselbe erste Zug, a2N, mit rechts- und linkshändigen Würfeln nebeneinander: Der Würfel von
# A auf a2 beginnt in einer anderen Lage, und auf a3 kommt eine andere Seite nach oben.

# %% tags=["nbval-ignore-output"]
Compare(*(cubekit.load("striedies", dice=name).initial_state().explain("a2N")
          for name in ("right", "left")))

# %% [markdown] lang="en"
# ## Tip it yourself
#
# Press N, E, S or W to tip the die and watch which face comes up; the toggle switches to a
# left-handed die.

# %% [markdown] lang="de"
# ## Kipp ihn selbst
#
# Drücke N, O, S oder W, um den Würfel zu kippen, und sieh, welche Seite nach oben
# kommt; der Schalter wechselt zu einem linkshändigen Würfel.

# %% tags=["nbval-ignore-output"]
DieTipper("1/5/3", player=0)

# %% [markdown] lang="en"
# Next: [fights and ties](42-striedies-fights-and-ties.ipynb).

# %% [markdown] lang="de"
# Weiter: [Kämpfe und Gleichstände](42-striedies-fights-and-ties.ipynb).
