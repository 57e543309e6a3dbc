# %% [markdown] lang="en"
# # Cubeslyde in class
#
# A lesson for the projector: the rules in big steps, one sentence each, then the questions
# the rulebook leaves open, both readings side by side. Serve it without code with
# `cubekit present cubeslyde-classroom` (Voilà: code hidden, widgets live), or open it in
# JupyterLab and choose <kbd>View → Appearance → Presentation Mode</kbd>. Step every picture with its buttons;
# nothing here needs typing. *Auf Deutsch:*
# [Cubeslyde im Unterricht](../de/25-cubeslyde-classroom.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde im Unterricht
#
# Eine Stunde für den Beamer: die Regeln in großen Schritten, je ein Satz, dann die Fragen,
# die das Regelheft offenlässt, beide Lesarten nebeneinander. Ohne Code zeigst du sie mit
# `cubekit present cubeslyde-classroom --language de` (Voilà: Code verborgen, Widgets live),
# oder du öffnest sie in JupyterLab und wählst <kbd>View → Appearance → Presentation Mode</kbd>. Jedes Bild
# blätterst du mit seinen Tasten weiter; nichts hier muss getippt werden.
# *Auf Englisch:* [die englische Fassung](../en/25-cubeslyde-classroom.ipynb).

# %%
%matplotlib inline
import cubekit
from cubekit.widgets import Compare, Explorer, Stepper
from cubekit.widgets.exercise import Quiz

cubekit.set_display(scale=1.6)
game = cubekit.load("cubeslyde")

# %% [markdown] lang="en"
# ## 1. The board and the cubes
#
# Two players, six cubes each with the strengths 1 to 6, and twelve white blockers on a board
# of 6×6 squares.

# %% [markdown] lang="de"
# ## 1. Das Spielfeld und die Cubes
#
# Zwei Spieler mit je sechs Cubes der Stärken 1 bis 6 und zwölf weiße Blockiersteine auf
# einem Spielfeld von 6×6 Feldern.

# %%
game.initial_state()

# %% [markdown] lang="en"
# ## 2. First the white blockers
#
# Taking turns, the players place the white blockers wherever they like; then each places
# their own cubes.

# %% [markdown] lang="de"
# ## 2. Zuerst die weißen Blockiersteine
#
# Abwechselnd setzen die Spieler die weißen Blockiersteine, wohin sie wollen; danach setzt
# jeder seine eigenen Cubes.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("stage_1a_whites"), start=-1)

# %% [markdown] lang="en"
# ## 3. Push: strength against defence
#
# Your pushing cubes add up (1 + 2 + 3 = 6) and must be at least as strong as everything in
# the way (4 + 2 = 6). Here the front cube stands at the edge, so it falls off.

# %% [markdown] lang="de"
# ## 3. Schieben: Stärke gegen Verteidigung
#
# Deine schiebenden Cubes zählen zusammen (1 + 2 + 3 = 6) und müssen mindestens so stark sein
# wie alles im Weg (4 + 2 = 6). Hier steht der vorderste Cube am Rand, also fällt er herunter.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("rulebook_example"))

# %% [markdown] lang="en"
# ## 4. One point short is not enough
#
# 1 + 2 = 3 against 3 + 1 = 4: the push is refused.

# %% [markdown] lang="de"
# ## 4. Ein Punkt zu wenig reicht nicht
#
# 1 + 2 = 3 gegen 3 + 1 = 4: Der Schub wird abgelehnt.

# %%
game.scenario("fails_by_one")

# %% [markdown] lang="en"
# ## 5. Fewer than three cubes: place first
#
# Whoever has fewer than three cubes on the board and cubes in hand must place one.

# %% [markdown] lang="de"
# ## 5. Weniger als drei Cubes: erst setzen
#
# Wer weniger als drei Cubes auf dem Spielfeld und noch Cubes in der Hand hat, muss einen
# setzen.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("placement_obligation"))

# %% [markdown] lang="en"
# ## 6. Three cubes lost: out
#
# The third lost cube puts a player out; with two players the other wins at once.

# %% [markdown] lang="de"
# ## 6. Drei Cubes verloren: ausgeschieden
#
# Der dritte verlorene Cube lässt einen Spieler ausscheiden; zu zweit gewinnt der andere
# sofort.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("elimination_2p"))

# %% [markdown] lang="en"
# ## 7. Four in a row wins
#
# Four of your own cubes in a row, column or diagonal win at once.

# %% [markdown] lang="de"
# ## 7. Eine Viererkette gewinnt
#
# Vier eigene Cubes in einer Reihe, Spalte oder Diagonale gewinnen sofort.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("diagonal_four"))

# %% [markdown] lang="en"
# ## 8. Three or four players: neutral cubes
#
# With three or four players the cubes of a player who is out stay as neutral blockers, and
# the game goes on.

# %% [markdown] lang="de"
# ## 8. Drei oder vier Spieler: neutrale Cubes
#
# Zu dritt oder zu viert bleiben die Cubes eines ausgeschiedenen Spielers als neutrale
# Blockiersteine liegen, und die Partie geht weiter.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("elimination_3p"))

# %% [markdown] lang="en"
# ## Open questions: what would you decide?
#
# The rulebook does not settle these cases. Each shows the same position and move under both
# readings, stepping together; the red frame marks the step where they differ.
#
# **Your own cube in the pushed line (CS-4):** is it carried along (the rulebook: own cubes are
# ignored) or does it block the push?

# %% [markdown] lang="de"
# ## Offene Fragen: Wie würdest du entscheiden?
#
# Das Regelheft klärt diese Fälle nicht. Jeder zeigt dieselbe Stellung und denselben Zug unter
# beiden Lesarten, gemeinsam Schritt für Schritt; der rote Rahmen markiert den Schritt, an dem
# sie sich unterscheiden.
#
# **Dein eigener Cube in der geschobenen Linie (CS-4):** Wird er mitgeschoben (das Regelheft:
# eigene Cubes werden nicht beachtet), oder blockiert er den Schub?

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("own_behind_opponent_carried"),
        game.scenario("own_behind_opponent_blocks"))

# %% [markdown] lang="en"
# **A push that completes the line of the opponent (CS-7):** does the opponent win at once, or
# only on their own move?

# %% [markdown] lang="de"
# **Ein Schub, der die Viererkette des Gegners vollendet (CS-7):** Gewinnt der Gegner sofort
# oder erst in seinem eigenen Zug?

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("line_for_other_any"), game.scenario("line_for_other_mover_only"))

# %% [markdown] lang="en"
# **Teams (CS-5):** does the cube of your partner defend like an opponent's, or is it carried
# like your own?

# %% [markdown] lang="de"
# **Teams (CS-5):** Verteidigt der Cube deines Partners wie ein gegnerischer, oder wird er wie
# ein eigener mitgeschoben?

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("team_win"), game.scenario("team_win_partner_own"))

# %% [markdown] lang="en"
# **No legal action (CS-9):** does the player pass or lose?

# %% [markdown] lang="de"
# **Keine erlaubte Aktion (CS-9):** Setzt der Spieler aus, oder verliert er?

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("no_legal_action"), game.scenario("no_legal_action_lose"))

# %% [markdown] lang="en"
# ## Now play
#
# Two teams at the board, or the class against the random player: click a cube to see where
# it can push, choose a strength and click a free square to place.

# %% [markdown] lang="de"
# ## Jetzt spielen
#
# Zwei Gruppen am Brett oder die Klasse gegen den Zufallsspieler: Klicke einen Cube an, um zu
# sehen, wohin er schieben kann, wähle eine Stärke und klicke ein freies Feld an, um zu
# setzen.

# %% tags=["nbval-ignore-output"]
Explorer(cubekit.load("cubeslyde", turn_limit=200))

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
