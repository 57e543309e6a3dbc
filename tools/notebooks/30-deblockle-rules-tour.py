# %% [markdown] lang="en"
# # Deblockle: a tour of the rules
#
# Deblockle is played with blocks whose six faces carry symbols. On your turn you **tip** one
# of your blocks onto a neighbouring square, and the symbol that comes up on top says how it
# must then **hop**. A block tipped star-up onto the opponent's home star leaves the game;
# whoever removes all their blocks first wins. This tour follows the rulebook: Set-up
# ('Einrichten'), the turn ('Gameplay'), every block symbol ('Block-Symbole'), the star
# squares, Deblockle'd and winning, each with a picture of a turn; IDs such as **DB-5** refer to the project's `RULES.md`. *Auf Deutsch:*
# [Regel-Rundgang durch Deblockle](../de/30-deblockle-rules-tour.ipynb).

# %% [markdown] lang="de"
# # Deblockle: ein Rundgang durch die Regeln
#
# Deblockle wird mit Blöcken gespielt, deren sechs Seiten Symbole tragen. In deinem Zug
# **kippst** du einen deiner Blöcke auf ein Nachbarfeld, und das Symbol, das dann oben liegt,
# sagt, wie er anschließend **hüpfen** muss. Ein Block, der mit dem Stern nach oben auf den
# Heimatstern des Gegners kippt, verlässt das Spiel; wer zuerst alle eigenen Blöcke entfernt
# hat, gewinnt. Der Rundgang folgt dem Regelheft: „Einrichten“, der Zug („Gameplay“),
# jedes Symbol („Block-Symbole“), die Sternfelder, „Deblockle'd“ und das Gewinnen, jedes mit
# dem Bild eines Zugs; Kennungen wie **DB-5** verweisen auf die Datei `RULES.md`
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
print(", ".join(turn.text() for turn in state.turns_from("c3")))

# %% [markdown] lang="en"
# The kit says why a turn is not allowed: a Cross that must still hop, an empty square, a tip
# over the edge.

# %% [markdown] lang="de"
# Das Kit sagt, warum ein Zug nicht erlaubt ist: ein Kreuz, das noch springen muss, ein leeres
# Feld, ein Kippen über den Rand.

# %%
rows = [(text, state.why_illegal(text)) for text in ("c3N", "d2N", "c1S")]
HTML(display.block(display.table((tr("widgets.move_label_any"), tr("widgets.verdict")), rows)))

# %% [markdown] lang="en"
# ## The symbols one by one ('Block-Symbole', DB-5)
#
# Each symbol below comes with a card: the position, the turn drawn on the board (the tip's
# square framed, the hop's path as arrows), what the kit expects and its check that the engine
# agrees. **Stop** ends the turn at once: the block stays where it was tipped.

# %% [markdown] lang="de"
# ## Die Symbole einzeln („Block-Symbole“, DB-5)
#
# Zu jedem Symbol unten gehört eine Karte: die Stellung, der Zug auf dem Brett (das Feld des
# Kippens umrahmt, der Weg des Sprungs als Pfeile), was das Kit erwartet, und seine Prüfung,
# dass das Programm zustimmt. **Stop** beendet den Zug sofort: Der Block bleibt, wohin er
# gekippt wurde.

# %%
game.scenario("stop_ends_turn")

# %% [markdown] lang="en"
# **Cross** hops exactly one square north, east, south or west onto a free square, also back
# onto the square the block has just left:

# %% [markdown] lang="de"
# Das **Kreuz** hüpft genau ein Feld nach Norden, Osten, Süden oder Westen auf ein freies Feld,
# auch zurück auf das Feld, das der Block gerade verlassen hat:

# %%
game.scenario("cross_hop")

# %% [markdown] lang="en"
# **X** hops exactly one square diagonally:

# %% [markdown] lang="de"
# Das **X** hüpft genau ein Feld diagonal:

# %%
game.scenario("x_hop")

# %% [markdown] lang="en"
# **Slider** slides one square or more, north, east, south or west, until the edge of the
# board or a block stops it. It may slide over a star square but not stop on one; where it
# would come to rest on a star, the kit's default lets it stop in front of the star (DB-5, and
# the card [A slider stops in front of a star](32-deblockle-edge-cases.ipynb)):

# %% [markdown] lang="de"
# Der **Slider** rutscht ein Feld oder mehr nach Norden, Osten, Süden oder Westen, bis ihn der
# Rand des Bretts oder ein Block aufhält. Über ein Sternfeld darf er rutschen, aber nicht darauf
# stehen bleiben; wo er auf einem Stern zur Ruhe käme, hält er nach der Voreinstellung des Kits
# vor dem Stern (DB-5, und die Karte [Ein Slider hält vor einem
# Stern](32-deblockle-edge-cases.ipynb)):

# %%
game.scenario("slider_crosses_star")

# %% [markdown] lang="en"
# **Hoops** makes exactly three single steps north, east, south or west, in any combination,
# and may come back onto a square it has been on (here it ends on a1, the square it was tipped
# from):

# %% [markdown] lang="de"
# **Hoops** macht genau drei einzelne Schritte nach Norden, Osten, Süden oder Westen in
# beliebiger Folge und darf auf ein Feld zurückkehren, auf dem er schon war (hier endet er auf
# a1, dem Feld, von dem er gekippt wurde):

# %%
game.scenario("hoops_returns")

# %% [markdown] lang="en"
# **Star** may come up only on the opponent's home star. Tipped star-up anywhere else, or onto
# one's own home star, the tip is refused (DB-4):

# %% [markdown] lang="de"
# Der **Stern** darf nur auf dem Heimatstern des Gegners nach oben kommen. Mit dem Stern nach
# oben irgendwo anders hin oder auf den eigenen Heimatstern zu kippen, ist verboten (DB-4):

# %%
game.scenario("star_up_elsewhere_refused")

# %% [markdown] lang="en"
# ## Star squares and removing a block ('Star Spaces', DB-1, DB-4)
#
# No block may be tipped onto a star square, and no turn may end on one, with one exception:
# a block tipped star-up onto the opponent's home star leaves the board, and the turn ends
# there without a hop. Each player's home star is the goal of the other.

# %% [markdown] lang="de"
# ## Sternfelder und das Entfernen eines Blocks („Star Spaces“, DB-1, DB-4)
#
# Auf ein Sternfeld darf kein Block kippen, und kein Zug darf auf einem enden, mit einer
# Ausnahme: Ein Block, der mit dem Stern nach oben auf den Heimatstern des Gegners kippt, wird
# vom Brett genommen, und der Zug endet dort ohne Sprung. Der Heimatstern jedes Spielers ist das
# Ziel des anderen.

# %%
game.scenario("remove_on_goal_star")

# %% [markdown] lang="en"
# ## Deblockle'd (DB-7)
#
# A player whose blocks are all trapped by blocks and the edges cannot move: it is
# Deblockle'd and misses its turns, while the other player goes on moving (and removing
# blocks) until it is free again. Here A's tip onto a6 leaves B's last block on a7 no free
# neighbour, so B misses its turn and A moves again; A's second turn frees B:

# %% [markdown] lang="de"
# ## Deblockle'd (DB-7)
#
# Wer mit allen Blöcken zwischen Blöcken und Rändern gefangen ist, kann nicht ziehen: Er ist
# „Deblockle'd“ und setzt aus, und der andere zieht weiter (und entfernt Blöcke), bis er wieder
# frei ist. Hier nimmt der Zug von A auf a6 dem letzten Block von B auf a7 das letzte freie
# Nachbarfeld, also setzt B aus und A zieht noch einmal; der zweite Zug von A befreit B:

# %%
game.scenario("deblockled_pass")

# %% [markdown] lang="en"
# ## Winning
#
# Whoever has removed all their blocks first wins. In this card B plays with two blocks
# against four (a handicap the rulebook suggests, DB-8) and removes its last one:

# %% [markdown] lang="de"
# ## Gewinnen
#
# Wer zuerst alle eigenen Blöcke entfernt hat, gewinnt. Auf dieser Karte spielt B mit zwei
# Blöcken gegen vier (eine Vorgabe, die das Regelheft vorschlägt, DB-8) und entfernt seinen
# letzten:

# %%
game.scenario("handicap_win")

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
