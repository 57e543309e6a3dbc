# %% [markdown] lang="en"
# # Kettenreaktion in class
#
# This notebook is made for the projector: the rules in big steps, one sentence each, then the
# edge cases to discuss, then a game against the computer and a quiz. Show it without code with
# `cubekit present kettenreaktion-classroom` (Voilà: code hidden, boards large, widgets live; the
# arrow keys and the space bar step), or in JupyterLab with <kbd>View → Appearance → Presentation Mode</kbd> after
# <kbd>Run → Run All Cells</kbd>. *Auf Deutsch:* [Kettenreaktion im
# Unterricht](../de/15-kettenreaktion-classroom.ipynb).

# %% [markdown] lang="de"
# # Kettenreaktion im Unterricht
#
# Dieses Notebook ist für den Beamer gemacht: die Regeln in großen Schritten, je ein Satz, dann
# die Grenzfälle zum Besprechen, dann eine Partie gegen den Computer und ein Quiz. Zeig es ohne
# Code mit `cubekit present kettenreaktion-classroom --language de` (Voilà: Code verborgen,
# Bretter groß, Widgets live; die Pfeiltasten und die Leertaste schalten weiter) oder in
# JupyterLab mit <kbd>View → Appearance → Presentation Mode</kbd> nach <kbd>Run → Run All Cells</kbd>. *Auf Englisch:*
# [die englische Fassung](../en/15-kettenreaktion-classroom.ipynb).

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.render import render
from cubekit.widgets import Compare, Explorer, Stepper
from cubekit.widgets.exercise import Quiz

cubekit.set_display(scale=1.6)
game = cubekit.load("chain_reaction", width=4, height=4)

# %% [markdown] lang="en"
# ## 1. The board
#
# Two players, A and B, share an empty board. A cell holds one marble fewer than it has
# neighbours; the small number in each cell is its capacity, the count at which it bursts: 2 in
# a corner (it holds 1), 3 on an edge, 4 inside.

# %% [markdown] lang="de"
# ## 1. Das Brett
#
# Zwei Spieler, A und B, teilen sich ein leeres Brett. Ein Feld hält eine Murmel weniger, als es
# Nachbarn hat; die kleine Zahl in jedem Feld ist seine Platz-Zahl, bei der es überläuft: 2 in
# einer Ecke (sie hält 1), 3 am Rand, 4 innen.

# %%
render(game.initial_state(), capacity=True)

# %% [markdown] lang="en"
# ## 2. Your move
#
# On your turn you place one marble on an empty cell or on one of your own cells.

# %% [markdown] lang="de"
# ## 2. Dein Zug
#
# In deinem Zug legst du eine Murmel auf ein leeres Feld oder auf eines deiner eigenen Felder.

# %%
state = game.initial_state().play("b2").play("c3").play("b2")
state

# %% [markdown] lang="en"
# ## 3. Never on the other colour
#
# A cell of the other player is closed to you:

# %% [markdown] lang="de"
# ## 3. Nie auf die andere Farbe
#
# Ein Feld des anderen Spielers ist für dich gesperrt:

# %%
HTML(display.block(display.mark(False, state.play("d4").why_illegal("c3"))))

# %% [markdown] lang="en"
# ## 4. Bursting
#
# A cell that reaches its capacity bursts: it gives one marble to each neighbour, and every
# neighbour takes your colour.

# %% [markdown] lang="de"
# ## 4. Überlaufen
#
# Erreicht ein Feld seine Platz-Zahl, läuft es über: Es gibt jedem Nachbarn eine Murmel, und
# jeder Nachbar nimmt deine Farbe an.

# %%
game.initial_state().play("a1").play("d4").explain("a1")

# %% [markdown] lang="en"
# ## 5. The cascade
#
# A neighbour that becomes full bursts in the next wave, and so on: step through the waves.

# %% [markdown] lang="de"
# ## 5. Die Kaskade
#
# Ein Nachbar, der dabei voll wird, läuft in der nächsten Welle über, und so weiter: Geh die
# Wellen Schritt für Schritt durch.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("first_corner_cascade"))

# %% [markdown] lang="en"
# ## 6. Winning
#
# You win as soon as the other player has no marbles left; in the rulebook's game of two, a
# player who has not moved yet cannot lose.

# %% [markdown] lang="de"
# ## 6. Gewinnen
#
# Du gewinnst, sobald der andere Spieler keine Murmeln mehr hat; im Spiel zu zweit des
# Regelhefts kann, wer noch nicht gezogen hat, nicht verlieren.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("first_move_protection"))

# %% [markdown] lang="en"
# ## 7. A long chain
#
# One marble can start a long chain along the edges: eleven waves, ten captured cells.

# %% [markdown] lang="de"
# ## 7. Eine lange Kette
#
# Eine Murmel kann eine lange Kette an den Rändern entlang auslösen: elf Wellen, zehn eroberte
# Felder.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("long_capture_chain"))

# %% [markdown] lang="en"
# ## Edge cases to discuss
#
# **Does a cascade stop once somebody has won?** The rulebook does not say. First the kit's
# reading, the cascade stops (CR-4); then the other: it runs on, and on this 2×2 board it never
# ends.

# %% [markdown] lang="de"
# ## Grenzfälle zum Besprechen
#
# **Endet eine Kaskade, sobald jemand gewonnen hat?** Das Regelheft sagt es nicht. Zuerst die
# Lesart des Kits, die Kaskade endet (CR-4); dann die andere: Sie läuft weiter, und auf diesem
# 2×2-Brett endet sie nie.

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("endless_with_stop"), game.scenario("endless_without_stop"))

# %% [markdown] lang="en"
# **Is a cell that bursts always empty afterwards?** The rulebook says so, but here two
# neighbours fill one corner in the same wave: it bursts and keeps a marble.

# %% [markdown] lang="de"
# **Ist ein Feld nach dem Überlaufen immer leer?** Das Regelheft sagt es, aber hier füllen zwei
# Nachbarn in derselben Welle eine Ecke: Sie läuft über und behält eine Murmel.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("surplus"))

# %% [markdown] lang="en"
# **Five players on four cells?** The last player finds no free cell and is out before its
# first move (the kit's reading; the rulebook knows two players).

# %% [markdown] lang="de"
# **Fünf Spieler auf vier Feldern?** Der letzte Spieler findet kein freies Feld und scheidet vor
# seinem ersten Zug aus (Lesart des Kits; das Regelheft kennt zwei Spieler).

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("crowded_2x2"))

# %% [markdown] lang="en"
# ## Your turn: play against the computer
#
# Click a cell to place a marble; the greedy player answers, and every cascade can be stepped
# through below the board.

# %% [markdown] lang="de"
# ## Du bist dran: Spiel gegen den Computer
#
# Klicke auf ein Feld, um eine Murmel zu legen; der gierige Spieler antwortet, und jede Kaskade
# lässt sich unter dem Brett Schritt für Schritt ansehen.

# %% tags=["nbval-ignore-output"]
Explorer(game, opponent="greedy")

# %% [markdown] lang="en"
# ## Quiz for the whole class
#
# Everybody with the same seed gets the same five questions; the score and the missed rules come
# at the end.

# %% [markdown] lang="de"
# ## Quiz für die ganze Klasse
#
# Alle mit demselben Startwert bekommen dieselben fünf Fragen; Punkte und verfehlte Regeln kommen
# am Ende.

# %% tags=["nbval-ignore-output"]
Quiz(game, n=5, seed=7)
