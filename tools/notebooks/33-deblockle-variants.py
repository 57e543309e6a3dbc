# %% [markdown] lang="en"
# # Deblockle: variants and open rule questions
#
# The rulebook offers two variants ('Spielvarianten'): fewer blocks, possibly different per
# player as a handicap, and "no adjacent blocks". `RULES.md` adds two open questions as rule
# options: does a star square stop a slider (`slider_star`, DB-5), and is a tip after which
# no hop is possible a legal turn (`impossible_hop`, DB-6)? Who begins is an option too
# (`start_player`, DB-10: the rulebook lets the youngest player begin). Every option can be
# played, and for every option the kit finds the shortest game in which its readings part.
# *Auf Deutsch:* [Varianten und offene Regelfragen](../de/33-deblockle-variants.ipynb).

# %% [markdown] lang="de"
# # Deblockle: Varianten und offene Regelfragen
#
# Das Regelheft bietet zwei „Spielvarianten“: weniger Blöcke, als Vorgabe auch für jeden
# Spieler verschieden viele, und „keine benachbarten Blöcke“. `RULES.md` fügt zwei offene
# Fragen als Regeloptionen hinzu: Hält ein Sternfeld einen Slider auf (`slider_star`, DB-5),
# und ist ein Kippen, nach dem kein Sprung möglich ist, ein erlaubter Zug (`impossible_hop`,
# DB-6)? Auch wer beginnt, ist eine Option (`start_player`, DB-10: Laut Regelheft beginnt der
# jüngste Spieler). Jede Option lässt sich spielen, und für jede findet das Kit die kürzeste
# Partie, in der sich ihre Lesarten trennen. *Auf Englisch:*
# [die englische Fassung](../en/33-deblockle-variants.ipynb).

# %% [markdown] lang="en"
# The first cell loads the kit, the search for diverging readings and the widgets.

# %% [markdown] lang="de"
# Die erste Zelle lädt das Kit, die Suche nach auseinanderlaufenden Lesarten und die Widgets.

# %%
%matplotlib inline
import ipywidgets as widgets

import cubekit
from cubekit.analysis import divergences
from cubekit.core.display import block, prose
from cubekit.core.scenario import CheckTable
from cubekit.widgets import Compare
from cubekit.widgets.snapshot import Panel

game = cubekit.load("deblockle")

# %% [markdown] lang="en"
# ## The scenarios that use a variant or an option
#
# Each states its expected result; the table checks them all against the engine (the
# [edge cases](32-deblockle-edge-cases.ipynb) tell each one).

# %% [markdown] lang="de"
# ## Die Szenarien mit einer Variante oder Option
#
# Jedes nennt sein erwartetes Ergebnis; die Tabelle prüft alle gegen das Programm (die
# [Grenzfälle](32-deblockle-edge-cases.ipynb) erzählen jedes einzeln).

# %%
chosen = tuple(s for s in game.scenarios() if s.game.settings())
CheckTable(chosen, tuple(s.check() for s in chosen))

# %% [markdown] lang="en"
# ## Fewer blocks and a handicap (DB-8)
#
# With `blocks=(4, 2)` player A plays four blocks and B two. Each player fills its start
# squares from its back row, B mirroring A (A: c1, e1, c3, e3; B: c7, e7, c5, e5), so with
# fewer blocks both still stand equally far from their goals: B's two blocks stand on c7 and
# e7.

# %% [markdown] lang="de"
# ## Weniger Blöcke und eine Vorgabe (DB-8)
#
# Mit `blocks=(4, 2)` spielt A mit vier Blöcken und B mit zwei. Jeder Spieler besetzt seine
# Startfelder von der hinteren Reihe aus, B spiegelbildlich zu A (A: c1, e1, c3, e3; B: c7, e7,
# c5, e5), so dass beide auch mit weniger Blöcken gleich weit von ihrem Ziel stehen: Die zwei
# Blöcke von B stehen auf c7 und e7.

# %%
handicap = cubekit.load("deblockle", blocks=(4, 2))
handicap.initial_state(seed=1)

# %% [markdown] lang="en"
# ## When the variant leaves no hop (DB-6 with DB-8)
#
# Under "no adjacent blocks" a hop may not end next to an opponent's block. If every hop after
# a tip would, no hop is possible at all: by default (DB-6) the tip is then no legal turn, and
# the reason names the squares.

# %% [markdown] lang="de"
# ## Wenn die Variante keinen Sprung übrig lässt (DB-6 mit DB-8)
#
# Mit „keine nebeneinanderliegenden Blöcke“ darf ein Sprung nicht neben einem gegnerischen
# Block enden. Würde das jeder Sprung nach einem Kippen, ist gar kein Sprung möglich: In der
# Voreinstellung (DB-6) ist das Kippen dann kein erlaubter Zug, und die Begründung nennt die
# Felder.

# %%
game.scenario("adjacent_hop_forbidden")

# %% [markdown] lang="en"
# With the option `impossible_hop="skip"` the same tip is a whole turn: the block stays where it
# was tipped.

# %% [markdown] lang="de"
# Mit der Option `impossible_hop="skip"` ist dasselbe Kippen ein ganzer Zug: Der Block bleibt,
# wo er hingekippt wurde.

# %%
game.scenario("adjacent_hop_skipped")

# %% [markdown] lang="en"
# ## Where the readings part
#
# `divergences` plays the same moves under two values of each option and searches, move by
# move, for the shortest game after which they disagree: in the legal moves, in the position or
# in the outcome (iterative deepening, then seeded random games; half a second per option
# here). Each row is a generated edge case, not a hand-picked one. `setup` takes a whole
# position, so it has no second value to try on its own.

# %% [markdown] lang="de"
# ## Wo sich die Lesarten trennen
#
# `divergences` spielt dieselben Züge unter zwei Werten jeder Option und sucht Zug um Zug die
# kürzeste Partie, nach der sie sich unterscheiden: in den erlaubten Zügen, in der Stellung oder
# im Ausgang (schrittweise vertiefte Suche, dann Zufallspartien mit festem Startwert; hier eine
# halbe Sekunde je Option). Jede Zeile ist ein erzeugter Grenzfall, kein ausgesuchter. `setup`
# nimmt eine ganze Stellung, hat also keinen zweiten Wert, der sich von selbst ausprobieren
# ließe.

# %%
table = divergences(game, budget_s=0.5)
table

# %% [markdown] lang="en"
# The two open questions part right at the start: under `slider_star="stop"` the star d2
# stops a slider that would pass over it, and under `impossible_hop="skip"` a tip after which
# no hop is possible (d7W onto c7) becomes a turn after only two moves.
#
# ## Each witness side by side
#
# Choose an option: its first difference in words, and the shortest game under both readings,
# stepping together (the step where they part is marked).

# %% [markdown] lang="de"
# Die beiden offenen Fragen trennen sich gleich am Anfang: Mit `slider_star="stop"` hält der
# Stern d2 einen Slider auf, der über ihn hinwegrutschen würde, und mit `impossible_hop="skip"`
# wird schon nach zwei Zügen ein Kippen, nach dem kein Sprung möglich ist (d7W auf c7), zu
# einem Zug.
#
# ## Jeder Beleg nebeneinander
#
# Wähle eine Option: ihr erster Unterschied in Worten und die kürzeste Partie unter beiden
# Lesarten, die gemeinsam Schritt für Schritt gehen (der Schritt, in dem sie sich trennen, ist
# markiert).

# %% tags=["nbval-ignore-output"]
found = [row for row in table if row.found]
chooser = widgets.Dropdown(options=[(str(row.option_words()), row) for row in found],
                           value=table["slider_star"])
area = widgets.VBox()


def show_witness(change=None):
    row = chooser.value
    area.children = (widgets.HTML(block(f"<p>{prose(row.describe())}</p>")),
                     Compare(row.scenario(0), row.scenario(1)))


chooser.observe(show_witness, names="value")
show_witness()
Panel([chooser, area])

# %% [markdown] lang="en"
# Each witness is also a scenario that checks itself, so it can be saved and run with the
# others; here the one of DB-6 under both readings:

# %% [markdown] lang="de"
# Jeder Beleg ist auch ein Szenario, das sich selbst prüft, also lässt er sich speichern und mit
# den anderen ausführen; hier der von DB-6 unter beiden Lesarten:

# %%
witness = table["impossible_hop"]
witnesses = (witness.scenario(0), witness.scenario(1))
CheckTable(witnesses, tuple(s.check() for s in witnesses))

# %% [markdown] lang="en"
# How much the options change whole games between computer players (who wins, how long games
# last) is measured in the [balance notebook](34-deblockle-balance.ipynb).

# %% [markdown] lang="de"
# Wie stark die Optionen ganze Partien zwischen Computerspielern verändern (wer gewinnt, wie
# lange Partien dauern), misst das [Notebook zur Ausgewogenheit](34-deblockle-balance.ipynb).
