# %% [markdown] lang="en"
# # Deblockle: a tour of the rules
#
# Deblockle is played with blocks whose six faces carry symbols. On your turn you **tip** one
# of your blocks onto a neighbouring square, and the symbol that comes up on top says how it
# must then **hop**. A block tipped star-up onto the opponent's home star leaves the game;
# whoever removes all their blocks first wins. This tour follows the rulebook: Set-up
# ('Einrichten'), the block symbols ('Block-Symbole'), the turn ('Gameplay'), the star squares
# and Deblockle'd; IDs such as **DB-5** refer to the project's `RULES.md`. *Auf Deutsch:*
# [Regel-Rundgang durch Deblockle](../de/30-deblockle-rules-tour.ipynb).

# %% [markdown] lang="de"
# # Deblockle: ein Rundgang durch die Regeln
#
# Deblockle wird mit Blöcken gespielt, deren sechs Seiten Symbole tragen. In deinem Zug
# **kippst** du einen deiner Blöcke auf ein Nachbarfeld, und das Symbol, das dann oben liegt,
# sagt, wie er anschließend **hüpfen** muss. Ein Block, der mit dem Stern nach oben auf den
# Heimatstern des Gegners kippt, verlässt das Spiel; wer zuerst alle eigenen Blöcke entfernt
# hat, gewinnt. Der Rundgang folgt dem Regelheft: „Einrichten“, „Block-Symbole“, „Gameplay“,
# die Sternfelder und „Deblockle'd“; Kennungen wie **DB-5** verweisen auf die Datei `RULES.md`
# des Projekts. *Auf Englisch:* [die englische Fassung](../en/30-deblockle-rules-tour.ipynb).

# %% [markdown] lang="en"
# The first cell loads the kit and the two widgets of this tour.

# %% [markdown] lang="de"
# Die erste Zelle lädt das Kit und die beiden Widgets dieses Rundgangs.

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.bots import make_player
from cubekit.core import display
from cubekit.core.i18n import tr
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

# %% [markdown] lang="en"
# ## Set-up ('Einrichten', DB-1, DB-3)
#
# A 7×7 board with two star squares: A's home star d2 and B's home star d6. Each player's four
# blocks start on the squares diagonal to its home star. The top faces are rolled like dice
# and the blocks may be turned freely; the kit rolls with a seed, so the same seed gives the
# same start.

# %% [markdown] lang="de"
# ## Einrichten (DB-1, DB-3)
#
# Ein Brett mit 7×7 Feldern und zwei Sternfeldern: d2 ist der Heimatstern von A, d6 der von B.
# Die vier Blöcke jedes Spielers beginnen auf den Feldern diagonal zu seinem Heimatstern. Die
# oberen Seiten werden wie mit einem Würfel ausgewürfelt, und die Blöcke dürfen beliebig
# gedreht werden; das Kit würfelt mit einem festen Startwert (seed), also gibt derselbe
# Startwert dieselbe Aufstellung.

# %%
game = cubekit.load("deblockle")
state = game.initial_state(seed=0)
state

# %% [markdown] lang="en"
# The position in the kit's notation: every block with its square and its orientation (top,
# north and east face; `*` Star, `o` Stop, `+` Cross, `x` X, `=` Slider, `@` Hoops), then the
# player to move and how many blocks each player has removed.

# %% [markdown] lang="de"
# Die Stellung in der Schreibweise des Kits: jeder Block mit seinem Feld und seiner Lage
# (obere, nördliche und östliche Seite; `*` Stern, `o` Stop, `+` Kreuz, `x` X, `=` Slider,
# `@` Hoops), dann der Spieler am Zug und wie viele Blöcke jeder Spieler schon entfernt hat.

# %%
print(state.to_text())

# %% [markdown] lang="en"
# ## A turn: tip, then hop ('Gameplay', DB-4, DB-5)
#
# First tip one of your blocks onto an orthogonally neighbouring free square (never onto a
# star). The face that comes up decides the hop: **Stop** ends the turn, **Cross** hops one
# square orthogonally, **X** one square diagonally, **Slider** slides until the edge or a
# block, **Hoops** makes exactly three orthogonal steps. The block does not turn while it
# hops, and hops only over and onto free squares. Here is the first legal turn of this
# position, explained:

# %% [markdown] lang="de"
# ## Ein Zug: kippen, dann hüpfen („Gameplay“, DB-4, DB-5)
#
# Zuerst kippst du einen deiner Blöcke auf ein waagrecht oder senkrecht benachbartes freies
# Feld (nie auf einen Stern). Die Seite, die dabei nach oben kommt, bestimmt den Sprung:
# **Stop** beendet den Zug, **Kreuz** springt ein Feld waagrecht oder senkrecht, **X** ein Feld
# diagonal, **Slider** rutscht bis zum Rand oder zu einem Block, **Hoops** macht genau drei
# Schritte waagrecht oder senkrecht. Beim Hüpfen dreht sich der Block nicht, und er hüpft nur
# über freie Felder und auf freie Felder. Hier der erste erlaubte Zug dieser Stellung, erklärt:

# %%
move = state.legal_moves()[0]
state.explain(move)

# %% [markdown] lang="en"
# Every legal turn of the block on c3, in notation (block, tip direction, where the hop ends;
# no target after a Stop):

# %% [markdown] lang="de"
# Alle erlaubten Züge des Blocks auf c3 in der Schreibweise des Kits (Block, Kipprichtung, wo
# der Sprung endet; nach einem Stop kein Ziel):

# %%
print(", ".join(str(turn) for turn in state.turns_from("c3")))

# %% [markdown] lang="en"
# The kit says why a turn is not allowed: a Cross that must still hop, an empty square, a tip
# over the edge.

# %% [markdown] lang="de"
# Das Kit sagt, warum ein Zug nicht erlaubt ist: ein Kreuz, das noch springen muss, ein leeres
# Feld, ein Kippen über den Rand.

# %%
rows = [(text, state.why_illegal(text)) for text in ("c3N", "d2N", "c1S")]
HTML(display.block(display.table((tr("widgets.move_label_any"), tr("widgets.why")), rows)))

# %% [markdown] lang="en"
# ## Stepping through a turn
#
# The stepper shows the tip (which face comes up) and every step of the hop.

# %% [markdown] lang="de"
# ## Einen Zug Schritt für Schritt
#
# Der Stepper zeigt das Kippen (welche Seite nach oben kommt) und jeden Schritt des Sprungs.

# %% tags=["nbval-ignore-output"]
Stepper(state.explain(move))

# %% [markdown] lang="en"
# ## A whole game
#
# Purely random players rarely bring a block home (a random game takes thousands of turns).
# Here two greedy computer players race: each turn they take the turn that brings their blocks
# closest to the goal star (ties broken by a seeded coin). This game lasts 28 turns:

# %% [markdown] lang="de"
# ## Eine ganze Partie
#
# Reine Zufallsspieler bringen selten einen Block nach Hause (eine Zufallspartie dauert
# tausende Züge). Hier laufen zwei gierige Computerspieler um die Wette: In jedem Zug wählen
# sie den Zug, der ihre Blöcke dem Zielstern am nächsten bringt (bei Gleichstand entscheidet
# eine Münze mit festem Startwert). Diese Partie dauert 28 Züge:

# %%
players = [make_player("greedy", seed=4), make_player("greedy", seed=5)]
position, moves = game.initial_state(seed=4), []
while position.outcome is None:
    turn = players[position.to_move].choose(position)
    moves.append(str(turn))
    position = position.play(turn)
len(moves)

# %% [markdown] lang="en"
# How it ends:

# %% [markdown] lang="de"
# So endet sie:

# %%
position.outcome

# %% [markdown] lang="en"
# The stepper shows every tip and hop of the game; it starts at the end, step back from there.

# %% [markdown] lang="de"
# Der Stepper zeigt jedes Kippen und jeden Sprung der Partie; er beginnt am Ende, von dort geht
# es rückwärts.

# %% tags=["nbval-ignore-output"]
Stepper(Replay(game.initial_state(seed=4), tuple(moves)), start=-1)

# %% [markdown] lang="en"
# ## Your turn
#
# Click one of your blocks: the board shows its four tips with the symbol each brings up and
# where it could hop. Click a tip square, then a hop target. Or play from the list, against a
# friend or a computer player. (This game has a turn limit of 300 turns, a kit option that is
# not in the rulebook.)

# %% [markdown] lang="de"
# ## Du bist dran
#
# Klicke auf einen deiner Blöcke: Das Brett zeigt seine vier Kipp-Möglichkeiten mit dem Symbol,
# das jeweils nach oben kommt, und wohin er hüpfen könnte. Klicke ein Kipp-Feld an, dann ein
# Sprungziel. Oder spiele aus der Liste, gegen jemanden neben dir oder gegen einen
# Computerspieler. (Diese Partie hat eine Zuggrenze von 300 Zügen, eine Option des Kits, die
# nicht im Regelheft steht.)

# %% tags=["nbval-ignore-output"]
Explorer(cubekit.load("deblockle", turn_limit=300))

# %% [markdown] lang="en"
# More: [the block and its faces](31-deblockle-block-and-faces.ipynb), the
# [edge cases](32-deblockle-edge-cases.ipynb), the [variants](33-deblockle-variants.ipynb),
# the [classroom version](35-deblockle-classroom.ipynb) and the
# [exercises](37-deblockle-exercises.ipynb).

# %% [markdown] lang="de"
# Weiter: [der Block und seine Seiten](31-deblockle-block-and-faces.ipynb), die
# [Grenzfälle](32-deblockle-edge-cases.ipynb), die [Varianten](33-deblockle-variants.ipynb),
# die [Fassung für die Klasse](35-deblockle-classroom.ipynb) und die
# [Übungen](37-deblockle-exercises.ipynb).
