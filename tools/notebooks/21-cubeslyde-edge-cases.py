# %% [markdown] lang="en"
# # Cubeslyde: edge cases
#
# Each section is a **scenario**: a position and a move chosen to show a rule at its edge.
# Every scenario states its expected result, and its card ends with the check: the rules
# engine plays the moves and compares (the test suite checks the same). The scenario browser
# below steps through any scenario; where two readings of a rule option meet, both are shown
# side by side in a `Compare`, stepping together (their expected results are in the table of
# checks at the top). *Auf Deutsch:* [Grenzfälle](../de/21-cubeslyde-edge-cases.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: Grenzfälle
#
# Jeder Abschnitt ist ein **Szenario**: eine Stellung und ein Zug, ausgesucht, um eine Regel
# an ihrer Grenze zu zeigen. Jedes Szenario nennt sein erwartetes Ergebnis, und seine Karte
# endet mit der Prüfung: Das Programm spielt die Züge und vergleicht (die Testsuite prüft
# dasselbe). Der Szenario-Browser unten geht durch jedes Szenario Schritt für Schritt; wo
# zwei Lesarten einer Regeloption aufeinandertreffen, stehen beide in einem `Compare`
# nebeneinander und gehen gemeinsam Schritt für Schritt (ihre erwarteten Ergebnisse stehen
# in der Tabelle der Prüfungen oben). *Auf Englisch:*
# [die englische Fassung](../en/21-cubeslyde-edge-cases.ipynb).

# %%
%matplotlib inline
import os
import tempfile
from pathlib import Path

from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.widgets import Compare, Editor, ScenarioBrowser, Stepper

# %% [markdown] lang="en"
# Every scenario of the game at once, with the check of each:

# %% [markdown] lang="de"
# Alle Szenarien des Spiels auf einmal, jedes mit seiner Prüfung:

# %%
game = cubekit.load("cubeslyde")
game.check_scenarios()

# %% [markdown] lang="en"
# All scenarios in one browser: choose one and step through its moves.

# %% [markdown] lang="de"
# Alle Szenarien in einem Browser: Wähle eines und geh Schritt für Schritt durch seine Züge.

# %% tags=["nbval-ignore-output"]
ScenarioBrowser(game)

# %% [markdown] lang="en"
# ## The rulebook's example (CS-6)
#
# 1 + 2 + 3 against the 4 of B and a white 2 at the edge: 6 against 6.

# %% [markdown] lang="de"
# ## Das Beispiel aus dem Regelheft (CS-6)
#
# 1 + 2 + 3 gegen die 4 von B und eine weiße 2 am Rand: 6 gegen 6.

# %%
example = game.scenario("rulebook_example")
example

# %% tags=["nbval-ignore-output"]
Stepper(example)

# %% [markdown] lang="en"
# ## A tie push (CS-6)
#
# Equal strength is enough to push.

# %% [markdown] lang="de"
# ## Ein Gleichstand (CS-6)
#
# Gleiche Stärke genügt zum Schieben.

# %%
tie = game.scenario("tie_push")
tie


# %% [markdown] lang="en"
# ## One point short (CS-6)
#
# The card lists the refused pushes and their reasons: the strength is one point lower than
# the defence.

# %% [markdown] lang="de"
# ## Ein Punkt zu wenig (CS-6)
#
# Die Karte nennt die abgelehnten Schiebezüge und ihre Gründe: Die Schiebestärke liegt einen
# Punkt unter der Verteidigungsstärke.

# %%
short = game.scenario("fails_by_one")
short


# %% [markdown] lang="en"
# ## A group pushed across its line (CS-3)

# %% [markdown] lang="de"
# ## Eine Gruppe quer zu ihrer Linie geschoben (CS-3)

# %%
across = game.scenario("across_line")
across


# %% [markdown] lang="en"
# ## Own cube behind an opponent's: both readings (CS-4)
#
# The rulebook says own cubes in the pushed line are ignored (`own_in_line="carried"`, the
# default); the other reading lets them block the push, as in Abalone
# (`own_in_line="blocks"`). Same position, same move:

# %% [markdown] lang="de"
# ## Eigener Cube hinter einem gegnerischen: beide Lesarten (CS-4)
#
# Das Regelheft sagt, eigene Cubes in der geschobenen Linie werden nicht beachtet
# (`own_in_line="carried"`, die Voreinstellung); die andere Lesart lässt sie den Schub
# blockieren, wie bei Abalone (`own_in_line="blocks"`). Dieselbe Stellung, derselbe Zug:

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("own_behind_opponent_carried"),
        game.scenario("own_behind_opponent_blocks"))

# %% [markdown] lang="en"
# ## Pushing your own cube off (CS-6)

# %% [markdown] lang="de"
# ## Den eigenen Cube vom Spielfeld schieben (CS-6)

# %%
own_off = game.scenario("own_cube_off")
own_off


# %% [markdown] lang="en"
# ## Elimination with two players (CS-7)

# %% [markdown] lang="de"
# ## Ausscheiden bei zwei Spielern (CS-7)

# %%
two = game.scenario("elimination_2p")
two


# %% [markdown] lang="en"
# ## A row and an elimination in one push (CS-7)
#
# One push can put a player out and make a four in a row at the same time. After every action
# the kit looks at four in a row before the last player left (CS-7), with two players too: the
# row is the reason the game ends, and its squares are marked.

# %% [markdown] lang="de"
# ## Viererkette und Ausscheiden in einem Schub (CS-7)
#
# Ein Schub kann zugleich einen Spieler ausscheiden lassen und eine Viererkette bilden. Nach
# jeder Aktion prüft das Kit die Viererkette vor dem letzten verbliebenen Spieler (CS-7), auch
# zu zweit: Die Kette ist der Grund, warum die Partie endet, und ihre Felder sind markiert.

# %%
game.scenario("row_and_elimination")

# %% [markdown] lang="en"
# When A pushes its own third cube off and so completes B's row, B wins by the row; under the
# other reading of CS-7 (`line_wins="mover_only"`) only the mover's row could win, so B wins as
# the last player instead.

# %% [markdown] lang="de"
# Schiebt A den eigenen dritten Cube hinaus und vollendet dadurch die Kette von B, gewinnt B
# durch die Kette; in der anderen Lesart von CS-7 (`line_wins="mover_only"`) könnte nur eine
# Kette des Ziehenden gewinnen, also gewinnt B stattdessen als letzter verbliebener Spieler.

# %%
game.scenario("own_third_gives_row")

# %%
game.scenario("own_third_mover_only")


# %% [markdown] lang="en"
# ## Elimination with three players: neutral cubes (CS-7)
#
# The cubes of the player who is out turn neutral, keep their numbers and are pushed like
# whites.

# %% [markdown] lang="de"
# ## Ausscheiden bei drei Spielern: neutrale Cubes (CS-7)
#
# Die Cubes des ausgeschiedenen Spielers werden neutral, behalten ihre Zahlen und werden wie
# weiße geschoben.

# %%
three = game.scenario("elimination_3p")
three


# %% [markdown] lang="en"
# ## A diagonal four (CS-7)

# %% [markdown] lang="de"
# ## Eine diagonale Viererkette (CS-7)

# %%
diagonal = game.scenario("diagonal_four")
diagonal


# %% [markdown] lang="en"
# ## A push that completes a line for the other player: both readings (CS-7)
#
# `line_wins="any"` (default): the completed line wins for its owner, even on the move of
# the opponent. `line_wins="mover_only"`: only a line of the mover wins.

# %% [markdown] lang="de"
# ## Ein Schub, der die Viererkette des anderen vollendet: beide Lesarten (CS-7)
#
# `line_wins="any"` (Voreinstellung): Die vollendete Viererkette gewinnt für ihren Besitzer,
# auch im Zug des Gegners. `line_wins="mover_only"`: Nur eine Viererkette des ziehenden
# Spielers gewinnt.

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("line_for_other_any"),
        game.scenario("line_for_other_mover_only"))

# %% [markdown] lang="en"
# ## The placement obligation, and pushing during stage 1B (CS-8)

# %% [markdown] lang="de"
# ## Die Pflicht zu setzen und Schieben in Phase 1B (CS-8)

# %%
obligation = game.scenario("placement_obligation")
stage_1b = game.scenario("push_in_stage_1b")
obligation

# %%
stage_1b


# %% [markdown] lang="en"
# ## Teams: knocking out both opposing colours (CS-11, CS-5)
#
# With the partner's cube counted as defence (`partner_cubes="defend"`, default) and as an
# own cube (`partner_cubes="own"`):

# %% [markdown] lang="de"
# ## Teams: beide gegnerischen Farben ausschalten (CS-11, CS-5)
#
# Mit dem Cube des Partners als Verteidigung (`partner_cubes="defend"`, Voreinstellung) und
# als eigener Cube (`partner_cubes="own"`):

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("team_win"),
        game.scenario("team_win_partner_own"))

# %% [markdown] lang="en"
# A team player who is out (CS-11):

# %% [markdown] lang="de"
# Ein Teamspieler scheidet aus (CS-11):

# %%
game.scenario("team_player_out")

# %% [markdown] lang="en"
# ## A player without a legal action: both readings (CS-9)
#
# `no_move="pass"` (default): the player passes. `no_move="lose"`: the player loses.

# %% [markdown] lang="de"
# ## Ein Spieler ohne erlaubten Zug: beide Lesarten (CS-9)
#
# `no_move="pass"` (Voreinstellung): Der Spieler setzt aus. `no_move="lose"`: Der Spieler
# verliert.

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("no_legal_action"),
        game.scenario("no_legal_action_lose"))

# %% [markdown] lang="en"
# With four players, `no_move="lose"` puts the stuck player out, and its cubes turn
# neutral:

# %% [markdown] lang="de"
# Bei vier Spielern scheidet mit `no_move="lose"` der festsitzende Spieler aus, und seine
# Cubes werden neutral:

# %%
game.scenario("stuck_player_out")

# %% [markdown] lang="en"
# ## Stage 1A and the beginner level (CS-1, CS-2)

# %% [markdown] lang="de"
# ## Phase 1A und die Stufe für Einsteiger (CS-1, CS-2)

# %%
game.scenario("stage_1a_whites")

# %%
game.scenario("beginner_counts")

# %% [markdown] lang="en"
# ## Ask your own question
#
# "What happens if…?" Set up a position by clicking: choose a piece from the palette (cubes by
# player and strength, white blockers), click a square to place it, click again to change it,
# right-click or the eraser to remove it; choose the player to move and the stage below. The
# editor says at every moment whether the position is valid and, if not, why. *Play from
# here* opens the Explorer on it, *Save as scenario* writes it to a TOML file with the result
# you expect. Here it starts from the rulebook's example:

# %% [markdown] lang="de"
# ## Stell deine eigene Frage
#
# „Was passiert, wenn …?“ Stell eine Stellung mit Klicks auf: Wähle ein Teil aus der Palette
# (Cubes nach Spieler und Stärke, weiße Blockiersteine), klicke ein Feld an, um es zu setzen,
# klicke noch einmal, um es zu ändern, und entferne es mit einem Rechtsklick oder dem
# Radiergummi; darunter wählst du den Spieler am Zug und die Phase. Der Editor sagt in jedem
# Moment, ob die Stellung gültig ist, und wenn nicht, warum. „Von hier spielen“ öffnet den
# Explorer darauf, „Als Szenario speichern“ schreibt sie mit dem erwarteten Ergebnis in eine
# TOML-Datei. Hier beginnt er mit dem Beispiel aus dem Regelheft:

# %% tags=["nbval-ignore-output"]
editor = Editor(game, example.start())
editor

# %% [markdown] lang="en"
# The same in code: put a 4 of A on a5, save the push b4-d4 east with what you expect (the
# position after it, the game not over, and the 4 of B, now on f4 at the edge, not yet allowed
# to push: B has fewer than three cubes on the board and must place first, CS-8) into a file
# in a temporary folder. This is the file:

# %% [markdown] lang="de"
# Dasselbe im Code: Setze eine 4 von A auf a5 und speichere den Schub b4-d4 nach Osten mit
# dem, was du erwartest (die Stellung danach, die Partie ist nicht zu Ende, und die 4 von B,
# jetzt auf f4 am Rand, darf noch nicht schieben: B hat weniger als drei Cubes auf dem Brett
# und muss erst setzen, CS-8), in eine Datei in einem temporären Ordner. Das ist die Datei:

# %% lang="en"
editor.place("a5", "A4")
os.chdir(tempfile.mkdtemp())
path = Path("scenarios.toml")
editor.save_scenario(path, "my-question", moves=["b4-d4>E"], winners=[], illegal=["f4>E"])
HTML(display.block(display.code_block(path.read_text(encoding="utf-8"))))

# %% lang="de"
editor.place("a5", "A4")
os.chdir(tempfile.mkdtemp())
path = Path("scenarios.toml")
editor.save_scenario(path, "meine-frage", moves=["b4-d4>O"], winners=[], illegal=["f4>O"])
HTML(display.block(display.code_block(path.read_text(encoding="utf-8"))))

# %% [markdown] lang="en"
# Read back with `cubekit.load_scenarios`, it is a scenario like the built-in ones, and its
# check runs the rules (on the command line: `cubekit check scenarios.toml`):

# %% [markdown] lang="de"
# Mit `cubekit.load_scenarios` wieder eingelesen, ist sie ein Szenario wie die eingebauten,
# und seine Prüfung fragt die Regeln (auf der Kommandozeile: `cubekit check scenarios.toml`):

# %%
mine = cubekit.load_scenarios(path)[0]
mine.check()

# %% [markdown] lang="en"
# Its card and its stepper work as for every scenario:

# %% [markdown] lang="de"
# Seine Karte und sein Stepper funktionieren wie bei jedem Szenario:

# %%
mine

# %% tags=["nbval-ignore-output"]
Stepper(mine)
