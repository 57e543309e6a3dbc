# %% [markdown] lang="en"
# # cubekit: start here
#
# cubekit plays four abstract board games **exactly by their rulebooks** and explains every
# move step by step, in words and pictures. Use it to learn a game, to show it to a class, or
# to check what the rules say in a tricky position. *Auf Deutsch:*
# [Hier beginnen](../de/00-start-here.ipynb).
#
# | game | notebooks |
# |---|---|
# | **Kettenreaktion** (Chain Reaction): marbles, bursts and cascades | [rules tour](10-kettenreaktion-rules-tour.ipynb) · [edge cases](11-kettenreaktion-edge-cases.ipynb) · [rulebook claims](12-kettenreaktion-rulebook-claims.ipynb) · [exercises](14-kettenreaktion-exercises.ipynb) · [classroom](15-kettenreaktion-classroom.ipynb) |
# | **Cubeslyde**: a 6×6 push game with cube strengths, 2–4 players and teams | [rules tour](20-cubeslyde-rules-tour.ipynb) · [edge cases](21-cubeslyde-edge-cases.ipynb) · [levels and player counts](22-cubeslyde-levels-and-players.ipynb) · [open rule questions](23-cubeslyde-open-questions.ipynb) · [rulebook claims](26-cubeslyde-rulebook-claims.ipynb) · [exercises](27-cubeslyde-exercises.ipynb) · [classroom](25-cubeslyde-classroom.ipynb) |
# | **Deblockle**: tip-and-hop blocks with symbol faces | [rules tour](30-deblockle-rules-tour.ipynb) · [the block and its faces](31-deblockle-block-and-faces.ipynb) · [edge cases](32-deblockle-edge-cases.ipynb) · [variants](33-deblockle-variants.ipynb) · [rulebook claims](36-deblockle-rulebook-claims.ipynb) · [exercises](37-deblockle-exercises.ipynb) · [classroom](35-deblockle-classroom.ipynb) |
# | **Striedies Strategie**: dice tipped across a 15×15 board, fights by pips | [rules tour](40-striedies-rules-tour.ipynb) · [tipping a die](41-striedies-tipping-a-die.ipynb) · [fights and ties](42-striedies-fights-and-ties.ipynb) · [open rule questions](43-striedies-open-questions.ipynb) · [rulebook claims](46-striedies-rulebook-claims.ipynb) · [exercises](47-striedies-exercises.ipynb) · [classroom](45-striedies-classroom.ipynb) |
#
# Play against the computer and measure how balanced a game is: [computer
# players](01-computer-players.ipynb), then the balance notebook of each game
# ([13](13-kettenreaktion-balance.ipynb), [24](24-cubeslyde-balance.ipynb),
# [34](34-deblockle-balance.ipynb), [44](44-striedies-balance.ipynb)).
#
# In front of a class: `cubekit present 15` serves the Kettenreaktion classroom notebook as an
# app with the code hidden (`--language de`, `--scale 1.6` for the projector), or use
# JupyterLab's own <kbd>View → Appearance → Presentation Mode</kbd>.
#
# Run the cells from top to bottom (menu <kbd>Run → Run All Cells</kbd>). Nothing here needs the
# internet.

# %% [markdown] lang="de"
# # cubekit: Hier beginnen
#
# cubekit spielt vier abstrakte Brettspiele **genau nach ihren Regelheften** und erklärt jeden
# Zug Schritt für Schritt, in Worten und Bildern. Damit lernst du ein Spiel, zeigst es einer
# Klasse oder prüfst, was die Regeln in einer kniffligen Stellung sagen. *Auf Englisch:*
# [die englische Fassung](../en/00-start-here.ipynb).
#
# | Spiel | Notebooks |
# |---|---|
# | **Kettenreaktion**: Murmeln, Überläufe und Kaskaden | [Regel-Rundgang](10-kettenreaktion-rules-tour.ipynb) · [Grenzfälle](11-kettenreaktion-edge-cases.ipynb) · [Behauptungen des Regelhefts](12-kettenreaktion-rulebook-claims.ipynb) · [Übungen](14-kettenreaktion-exercises.ipynb) · [für den Unterricht](15-kettenreaktion-classroom.ipynb) |
# | **Cubeslyde**: ein Schiebespiel auf 6×6 Feldern mit Cube-Stärken, 2–4 Spieler und Teams | [Regel-Rundgang](20-cubeslyde-rules-tour.ipynb) · [Grenzfälle](21-cubeslyde-edge-cases.ipynb) · [Stufen und Spielerzahlen](22-cubeslyde-levels-and-players.ipynb) · [offene Regelfragen](23-cubeslyde-open-questions.ipynb) · [Behauptungen des Regelhefts](26-cubeslyde-rulebook-claims.ipynb) · [Übungen](27-cubeslyde-exercises.ipynb) · [für den Unterricht](25-cubeslyde-classroom.ipynb) |
# | **Deblockle**: Blöcke mit Symbolen, die kippen und springen | [Regel-Rundgang](30-deblockle-rules-tour.ipynb) · [der Block und seine Seiten](31-deblockle-block-and-faces.ipynb) · [Grenzfälle](32-deblockle-edge-cases.ipynb) · [Varianten](33-deblockle-variants.ipynb) · [Behauptungen des Regelhefts](36-deblockle-rulebook-claims.ipynb) · [Übungen](37-deblockle-exercises.ipynb) · [für den Unterricht](35-deblockle-classroom.ipynb) |
# | **Striedies Strategie**: Würfel, die über ein 15×15-Brett kippen, Kämpfe nach Augenzahl | [Regel-Rundgang](40-striedies-rules-tour.ipynb) · [einen Würfel kippen](41-striedies-tipping-a-die.ipynb) · [Kämpfe und Gleichstände](42-striedies-fights-and-ties.ipynb) · [offene Regelfragen](43-striedies-open-questions.ipynb) · [Behauptungen des Regelhefts](46-striedies-rulebook-claims.ipynb) · [Übungen](47-striedies-exercises.ipynb) · [für den Unterricht](45-striedies-classroom.ipynb) |
#
# Spiele gegen den Computer und miss, wie ausgeglichen ein Spiel ist:
# [Computerspieler](01-computer-players.ipynb), dann das Notebook zur Ausgewogenheit jedes
# Spiels ([13](13-kettenreaktion-balance.ipynb), [24](24-cubeslyde-balance.ipynb),
# [34](34-deblockle-balance.ipynb), [44](44-striedies-balance.ipynb)).
#
# Vor einer Klasse: `cubekit present 15` zeigt das Unterrichts-Notebook zu Kettenreaktion als
# App mit verborgenem Code (`--language de`, `--scale 1.6` für den Beamer), oder nutze den
# Präsentationsmodus von JupyterLab (<kbd>View → Appearance → Presentation Mode</kbd>).
#
# Führe die Zellen von oben nach unten aus (Menü <kbd>Run → Run All Cells</kbd>). Nichts hier braucht
# das Internet.

# %% [markdown] lang="en"
# The notebook draws boards with matplotlib; the first line makes the pictures appear in the
# page, and the last one chooses the language of every sentence and picture.

# %% [markdown] lang="de"
# Das Notebook zeichnet Bretter mit matplotlib; die erste Zeile lässt die Bilder auf der Seite
# erscheinen, die letzte wählt die Sprache aller Sätze und Bilder.

# %%
%matplotlib inline
import cubekit

# %% [markdown] lang="en"
# Every game is a set of rules you load by name. These are the games cubekit knows:

# %% [markdown] lang="de"
# Jedes Spiel ist ein Satz Regeln, den du über seinen Namen lädst. Diese Spiele kennt cubekit:

# %%
for name in cubekit.games():   # each loads by its name: cubekit.load("cubeslyde")
    print(cubekit.load(name).title)

# %% [markdown] lang="en"
# Loading a game gives its rules; options such as the board size are arguments. The start
# position draws itself when it is the last thing in a cell.

# %% [markdown] lang="de"
# Beim Laden bekommst du die Regeln eines Spiels; Optionen wie die Brettgröße sind Argumente.
# Die Ausgangsstellung zeichnet sich selbst, wenn sie das Letzte in einer Zelle ist.

# %%
game = cubekit.load("chain_reaction", width=4, height=4)
state = game.initial_state()
state

# %% [markdown] lang="en"
# Moves are written in square notation: files `a`, `b`, ... from the left, ranks `1`, `2`, ...
# from the bottom, so `a1` is the bottom-left corner. `play` returns the new position and
# leaves the old one unchanged.

# %% [markdown] lang="de"
# Züge schreibt man mit Feldnamen: Spalten `a`, `b`, ... von links, Reihen `1`, `2`, ... von
# unten, also ist `a1` die Ecke unten links. `play` gibt die neue Stellung zurück und lässt
# die alte unverändert.

# %%
state = state.play("a1").play("d4")
state

# %% [markdown] lang="en"
# Ask why a move is not allowed: the answer names the rule (for a legal move there is no reason
# to give).

# %% [markdown] lang="de"
# Frag, warum ein Zug nicht erlaubt ist: Die Antwort nennt die Regel (für einen erlaubten Zug
# gibt es keinen Grund).

# %%
print(state.why_illegal("d4"))

# %% [markdown] lang="en"
# `explain` plays a move and says, step by step, what happens. Here A's corner marble bursts.

# %% [markdown] lang="de"
# `explain` spielt einen Zug und sagt Schritt für Schritt, was passiert. Hier läuft die
# Eckmurmel von A über.

# %%
transition = state.explain("a1")
print(transition.text)

# %% [markdown] lang="en"
# ## Steppers
#
# A **stepper** shows the steps one by one: use ⏮ ◀ ▶ ⏭, the slider, or the play button.
# The picture and the sentence next to it change together.

# %% [markdown] lang="de"
# ## Schritt für Schritt
#
# Ein **Stepper** zeigt die Schritte einzeln: mit ⏮ ◀ ▶ ⏭, dem Schieberegler oder der
# Abspieltaste. Das Bild und der Satz daneben wechseln zusammen.

# %% tags=["nbval-ignore-output"]
from cubekit.widgets import Explorer, ScenarioBrowser, Stepper

Stepper(transition)

# %% [markdown] lang="en"
# ## Explorers
#
# An **explorer** lets you play: click a square on the board, or choose it in the list and
# press *Play*. If a move is illegal, it says why instead of playing it. After each move a
# stepper walks through what happened. *Undo* and *Restart* go back.

# %% [markdown] lang="de"
# ## Selbst spielen
#
# Mit einem **Explorer** spielst du selbst: Klicke auf ein Feld des Bretts, oder wähle es in
# der Liste und drücke *Spielen*. Ist ein Zug nicht erlaubt, sagt er, warum, statt ihn zu
# spielen. Nach jedem Zug zeigt ein Stepper, was passiert ist. *Zurücknehmen* und *Neu
# beginnen* gehen zurück.

# %% tags=["nbval-ignore-output"]
Explorer(game)

# %% [markdown] lang="en"
# ## Scenarios
#
# Each game comes with **scenarios**: edge cases of the rules, each with the result the kit
# must produce. A scenario browser shows them in a stepper.

# %% [markdown] lang="de"
# ## Szenarien
#
# Zu jedem Spiel gehören **Szenarien**: Grenzfälle der Regeln, jeder mit dem Ergebnis, das
# das Kit liefern muss. Ein Szenario-Browser zeigt sie in einem Stepper.

# %% tags=["nbval-ignore-output"]
ScenarioBrowser(game)

# %% [markdown] lang="en"
# Every scenario checks itself against the rules engine: a ✓ means the engine does exactly
# what the scenario says.

# %% [markdown] lang="de"
# Jedes Szenario prüft sich selbst gegen die Regeln: Ein ✓ heißt, das Programm tut genau das,
# was das Szenario sagt.

# %%
game.check_scenarios()

# %% [markdown] lang="en"
# ## Rule options
#
# Where a rulebook is silent or ambiguous, the project's `RULES.md` fixes a default with an
# ID, and the other reading is an option you can switch on. Each option names its rule ID,
# its default and what it does:

# %% [markdown] lang="de"
# ## Regeloptionen
#
# Wo ein Regelheft schweigt oder mehrdeutig ist, legt die Datei `RULES.md` des Projekts eine
# Vorgabe mit einer Kennung fest, und die andere Lesart ist eine Option, die du einschalten
# kannst. Jede Option nennt ihre Kennung, ihre Vorgabe und was sie bewirkt:

# %%
from cubekit.core.options import OptionsTable

OptionsTable(game)

# %% [markdown] lang="en"
# Next: a rules tour of [Kettenreaktion](10-kettenreaktion-rules-tour.ipynb),
# [Cubeslyde](20-cubeslyde-rules-tour.ipynb), [Deblockle](30-deblockle-rules-tour.ipynb) or
# [Striedies Strategie](40-striedies-rules-tour.ipynb).

# %% [markdown] lang="de"
# Weiter geht es mit dem Regel-Rundgang durch
# [Kettenreaktion](10-kettenreaktion-rules-tour.ipynb), [Cubeslyde](20-cubeslyde-rules-tour.ipynb),
# [Deblockle](30-deblockle-rules-tour.ipynb) oder
# [Striedies Strategie](40-striedies-rules-tour.ipynb).
