# %% [markdown] lang="en"
# # Deblockle: the rulebook's claims, checked
#
# The rulebook was read sentence by sentence; every sentence that claims something checkable
# (a count that always holds, a rule that always applies, something that can happen, the game
# coming to an end) is a claim, cited with its German section, and the kit checks it against
# the engine. Deblockle's 7×7 board has far too many positions to search them all, so every
# claim is checked on **seeded random games** (from the start and from the end of every
# teaching scenario, under each rule setting the claim is about): *true* means no
# counterexample among the moves sampled, not a proof; *false* comes with a position and moves
# that show it. *Auf Deutsch:* [die Behauptungen des Regelhefts, geprüft](../de/36-deblockle-rulebook-claims.ipynb).

# %% [markdown] lang="de"
# # Deblockle: die Behauptungen des Regelhefts, geprüft
#
# Das Regelheft wurde Satz für Satz gelesen; jeder Satz, der etwas Prüfbares behauptet (eine
# Anzahl, die immer stimmt, eine Regel, die immer gilt, etwas, das vorkommen kann, dass die
# Partie zu einem Ende kommt), ist eine Behauptung, mit ihrem Abschnitt im Regelheft zitiert,
# und das Kit prüft sie gegen das Programm. Das Brett von Deblockle mit 7×7 Feldern hat viel zu
# viele Stellungen, um alle zu durchsuchen, also wird jede Behauptung an **Zufallspartien mit
# festem Startwert** geprüft (von der Ausgangsstellung und vom Ende jedes Lehr-Szenarios aus,
# unter jeder Regeleinstellung, um die es geht): *wahr* heißt, unter den geprüften Zügen fand
# sich kein Gegenbeispiel, es ist kein Beweis; *falsch* kommt mit einer Stellung und Zügen, die
# es zeigen. *Auf Englisch:* [die englische Fassung](../en/36-deblockle-rulebook-claims.ipynb).

# %% [markdown] lang="en"
# The first cell loads the kit, the claims checker and the stepper.

# %% [markdown] lang="de"
# Die erste Zelle lädt das Kit, die Prüfung der Behauptungen und den Stepper.

# %%
%matplotlib inline
import cubekit
from cubekit.analysis import check_claims
from cubekit.widgets import Stepper

# %% [markdown] lang="en"
# Every claim with its verdict, on eight seeded random games per rule setting (seed 0; more
# games with `check_claims("deblockle", games=60)`, which takes about ten seconds):

# %% [markdown] lang="de"
# Jede Behauptung mit ihrem Urteil, an acht Zufallspartien je Regeleinstellung (Startwert 0;
# mehr Partien mit `check_claims("deblockle", games=60)`, das dauert etwa zehn Sekunden):

# %%
table = check_claims("deblockle", games=8)
table

# %% [markdown] lang="en"
# ## Sampled, not proven
#
# Every *true* above is a sample: the claims about every move (the blocks on the board and the
# removed ones always add up, the star squares are empty after every turn, Stop never hops,
# Cross and X hop one square, ...) held in every move of these games, and the claims that
# something *can* happen (Hoops coming back, a slider passing over a star, a player trapped)
# were seen at least once, with the game that shows it in the table.
#
# ## A gap: the game need not end (The aim, 'Ziel von Deblockle')
#
# The rulebook names only one way a game ends: someone removes all their blocks. It does not
# say that this must happen, so the kit checks what that silence implies (that every game
# ends this way), and it is not so: here A's last block is trapped (Deblockle'd, A
# passes, DB-7) and B can tip its block back and forth for ever. That is why the kit offers a
# turn limit (`turn_limit`, not in the rulebook).

# %% [markdown] lang="de"
# ## Stichproben, keine Beweise
#
# Jedes *wahr* oben ist eine Stichprobe: Die Behauptungen über jeden Zug (Blöcke auf dem Brett
# und entfernte ergeben immer die Ausgangszahl, die Sternfelder sind nach jedem Zug leer, Stop
# springt nie, Kreuz und X springen ein Feld, …) galten in jedem Zug dieser Partien, und die
# Behauptungen, dass etwas vorkommen *kann* (Hoops kommt zurück, ein Slider rutscht über einen
# Stern, ein Spieler sitzt fest), kamen mindestens einmal vor, mit der Partie, die es zeigt, in
# der Tabelle.
#
# ## Eine Lücke: Die Partie muss nicht enden („Ziel von Deblockle“)
#
# Das Regelheft nennt nur einen Weg, wie eine Partie endet: Jemand entfernt alle seine Blöcke.
# Es sagt nicht, dass das geschehen muss; das Kit prüft also, was dieses Schweigen nahelegt
# (dass jede Partie so endet), und das stimmt nicht: Hier sitzt der letzte
# Block von A fest (Deblockle'd, A setzt aus, DB-7), und B kann seinen Block ewig hin und her
# kippen. Darum bietet das Kit eine Zuggrenze an (`turn_limit`, nicht im Regelheft).

# %%
endless = table["always_ends"]
endless

# %% [markdown] lang="en"
# The game that shows it, from its end (step back to watch B's block go back and forth):

# %% [markdown] lang="de"
# Die Partie, die es zeigt, von ihrem Ende aus (geh zurück, um zu sehen, wie der Block von B
# hin und her geht):

# %% tags=["nbval-ignore-output"]
Stepper(endless.counterexample.replay(), start=-1)

# %% [markdown] lang="en"
# ## Not true under one reading: a hop is always possible (Step two, 'Schritt zwei: HOP einen Block')
#
# "After tipping you must hop the block by the symbol that has come up." Under the kit's
# default (DB-6, `impossible_hop="forbid"`, not in the rulebook) a tip after which no hop is
# possible is no legal turn, so every turn played does hop. Under the other reading
# (`impossible_hop="skip"`) the tip alone is a turn, and then the claim is false: here a block
# tips into the corner a1 with X on top, and its only diagonal square is taken.

# %% [markdown] lang="de"
# ## Falsch unter einer Lesart: Ein Sprung ist immer möglich („Schritt zwei: HOP einen Block“)
#
# „Nach dem Kippen musst du den Block nach dem Symbol springen lassen, das oben liegt.“ Nach
# der Vorgabe des Kits (DB-6, `impossible_hop="forbid"`, nicht im Regelheft) ist ein Kippen,
# nach dem kein Sprung möglich ist, kein erlaubter Zug, also springt jeder gespielte Zug. Unter
# der anderen Lesart (`impossible_hop="skip"`) ist das Kippen allein ein Zug, und dann ist die
# Behauptung falsch: Hier kippt ein Block mit X oben in die Ecke a1, und sein einziges
# diagonales Feld ist besetzt.

# %%
no_hop = table["hop_possible"]
no_hop

# %% [markdown] lang="en"
# The turn, explained:

# %% [markdown] lang="de"
# Der Zug, erklärt:

# %%
no_hop.counterexample.last_transition()

# %% [markdown] lang="en"
# Both readings of DB-6 side by side are in the [classroom notebook](35-deblockle-classroom.ipynb)
# and the [edge cases](32-deblockle-edge-cases.ipynb).

# %% [markdown] lang="de"
# Beide Lesarten von DB-6 nebeneinander stehen im [Notebook für die
# Klasse](35-deblockle-classroom.ipynb) und in den [Grenzfällen](32-deblockle-edge-cases.ipynb).
