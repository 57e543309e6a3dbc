# %% [markdown] lang="en"
# # Deblockle: edge cases
#
# Each section is a **scenario**: a position and a turn chosen to show a rule at its edge.
# Every scenario states its expected result, and its check runs the rules engine against it
# (the test suite checks the same). Probe turns show what else the player could or could not
# have done, with the reason. Where a rule has two readings, both are shown side by side, each
# headed by its option. At the end you set up a position of your own and ask the engine.
# *Auf Deutsch:* [Grenzfälle in Deblockle](../de/32-deblockle-edge-cases.ipynb).

# %% [markdown] lang="de"
# # Deblockle: Grenzfälle
#
# Jeder Abschnitt ist ein **Szenario**: eine Stellung und ein Zug, ausgesucht, um eine Regel an
# ihrer Grenze zu zeigen. Jedes Szenario nennt sein erwartetes Ergebnis, und seine Prüfung
# lässt das Programm dagegen laufen (die Testsuite prüft dasselbe). Probezüge zeigen, was der
# Spieler sonst noch hätte tun können oder nicht, mit dem Grund. Wo eine Regel zwei Lesarten
# hat, stehen beide nebeneinander, jede mit ihrer Option als Überschrift. Am Ende stellst du
# selbst eine Stellung auf und fragst das Programm. *Auf Englisch:*
# [die englische Fassung](../en/32-deblockle-edge-cases.ipynb).

# %% [markdown] lang="en"
# The first cell loads the kit, the widgets and the game with the rulebook's rules.

# %% [markdown] lang="de"
# Die erste Zelle lädt das Kit, die Widgets und das Spiel mit den Regeln des Regelhefts.

# %%
%matplotlib inline
import tempfile
from pathlib import Path

from IPython.display import HTML, display

import cubekit
from cubekit.core.display import block, code_block, prose, table
from cubekit.core.i18n import move_text, tr
from cubekit.widgets import Compare, Editor, ScenarioBrowser, Stepper

game = cubekit.load("deblockle")

# %% [markdown] lang="en"
# All scenarios in one browser:

# %% [markdown] lang="de"
# Alle Szenarien in einem Browser:

# %% tags=["nbval-ignore-output"]
ScenarioBrowser(game)

# %% [markdown] lang="en"
# Pick a scenario in the browser to step through it. Below, each scenario is told in words: a
# small helper shows its title, its story and its rules, the reasons for its probe turns
# (checked in the position the last turn is played from) and its check. The pictures are in the
# browser, and in the side-by-side views of the two readings of a rule.

# %% [markdown] lang="de"
# Wähle ein Szenario im Browser, um es Schritt für Schritt anzusehen. Unten wird jedes Szenario
# in Worten erzählt: Eine kleine Hilfsfunktion zeigt seinen Titel, seine Geschichte und seine
# Regeln, die Gründe für seine Probezüge (geprüft in der Stellung, aus der der letzte Zug
# gespielt wird) und seine Prüfung. Die Bilder stehen im Browser und in den Ansichten, die die
# beiden Lesarten einer Regel nebeneinander zeigen.

# %%
def show(scenario_id):
    scenario = game.scenario(scenario_id)
    before = scenario.replay.states[-2]
    player = "AB"[before.to_move]
    rows = [(move_text(probe), before.why_illegal(probe)
             or tr("widgets.allowed", move=move_text(probe), player=player))
            for probe in scenario.expected.get("illegal", {})]
    text = (f"<h4>{prose(scenario.title())}</h4><p>{prose(scenario.story())}</p>"
            f"<p><b>{tr('widgets.rules')}:</b> {prose(', '.join(scenario.rule_labels()))}</p>")
    if rows:
        text += table((tr("widgets.move_label_any"), tr("widgets.verdict")), rows)
    display(HTML(block(text + scenario.check().html())))

# %% [markdown] lang="en"
# ## Star up on the opponent's star (DB-1, DB-4)
#
# The goal: tip a block star-up onto the opponent's home star.

# %% [markdown] lang="de"
# ## Mit dem Stern nach oben auf den gegnerischen Stern (DB-1, DB-4)
#
# Das Ziel: einen Block mit dem Stern nach oben auf den Heimatstern des Gegners kippen.

# %%
show("remove_on_goal_star")

# %% [markdown] lang="en"
# ## Star up anywhere else (DB-4)
#
# A tip that would leave the star on top anywhere else is refused.

# %% [markdown] lang="de"
# ## Stern nach oben irgendwo sonst (DB-4)
#
# Ein Kippen, nach dem der Stern anderswo oben läge, wird abgelehnt.

# %%
show("star_up_elsewhere_refused")

# %% [markdown] lang="en"
# ## X hops diagonally (DB-5)
#
# X hops exactly one square diagonally, never onto a star.

# %% [markdown] lang="de"
# ## X springt diagonal (DB-5)
#
# X springt genau ein Feld diagonal, nie auf einen Stern.

# %%
show("x_hop")

# %% [markdown] lang="en"
# ## Sliders and stars (DB-5)
#
# A slider runs over a star:

# %% [markdown] lang="de"
# ## Slider und Sterne (DB-5)
#
# Ein Slider rutscht über einen Stern hinweg:

# %%
show("slider_crosses_star")

# %% [markdown] lang="en"
# A slider that would come to rest on a star stops in front of it: a decision of `RULES.md`,
# not in the rulebook. With the option `slider_star="stop"` a star stops it like a block, and a
# slide it cuts short names that star. Both readings of the same turn:

# %% [markdown] lang="de"
# Ein Slider, der auf einem Stern liegen bliebe, hält auf dem Feld davor: eine Festlegung von
# `RULES.md`, nicht im Regelheft. Mit der Option `slider_star="stop"` hält ein Stern ihn auf wie
# ein Block, und ein Rutschen, das er verkürzt, nennt diesen Stern. Beide Lesarten desselben
# Zugs:

# %%
show("slider_stops_before_star")
show("slider_stops_before_star_stop")

# %% [markdown] lang="en"
# Side by side: the columns step together, and a step where they differ is marked.

# %% [markdown] lang="de"
# Nebeneinander: Die Spalten gehen gemeinsam Schritt für Schritt, und ein Schritt, in dem sie
# sich unterscheiden, ist markiert.

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("slider_stops_before_star"),
        game.scenario("slider_stops_before_star_stop"))

# %% [markdown] lang="en"
# ## Hoops (DB-5)
#
# Hoops makes exactly three orthogonal steps, may go back the way it came, and cannot jump
# over a block.

# %% [markdown] lang="de"
# ## Hoops (DB-5)
#
# Hoops macht genau drei Schritte waagrecht oder senkrecht, darf den Weg zurückgehen, den er
# gekommen ist, und kann nicht über einen Block springen.

# %%
show("hoops_returns")
show("hoops_blocked")

# %% [markdown] lang="en"
# ## Stop (DB-5)
#
# Stop on top ends the turn right after the tip.

# %% [markdown] lang="de"
# ## Stop (DB-5)
#
# Liegt Stop oben, ist der Zug gleich nach dem Kippen zu Ende.

# %%
show("stop_ends_turn")

# %% [markdown] lang="en"
# ## A tip with no possible hop: both readings (DB-6)
#
# By default such a tip is no legal turn (not in the rulebook: the default of DB-6), so A
# must play another turn; with `impossible_hop="skip"` the turn is just the tip.

# %% [markdown] lang="de"
# ## Ein Kippen ohne möglichen Sprung: beide Lesarten (DB-6)
#
# Nach der Vorgabe ist ein solches Kippen kein erlaubter Zug (nicht im Regelheft: Festlegung
# DB-6), also muss A einen anderen Zug spielen; mit `impossible_hop="skip"` besteht der Zug nur
# aus dem Kippen.

# %%
show("no_hop_forbidden")
show("no_hop_skipped")

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("no_hop_forbidden"), game.scenario("no_hop_skipped"))

# %% [markdown] lang="en"
# ## Deblockle'd (DB-7)
#
# A player without a legal turn passes and the opponent keeps moving.

# %% [markdown] lang="de"
# ## Deblockle'd (DB-7)
#
# Ein Spieler ohne erlaubten Zug setzt aus, und der Gegner zieht weiter.

# %%
show("deblockled_pass")

# %% [markdown] lang="en"
# ## The variants (DB-8)
#
# No block may end a turn next to an opponent's block; and a handicap game with four blocks
# against two.

# %% [markdown] lang="de"
# ## Die Varianten (DB-8)
#
# Kein Block darf einen Zug neben einem Block des Gegners beenden; und eine Partie mit
# Vorgabe, vier Blöcke gegen zwei.

# %%
show("no_adjacent_refused")
show("handicap_win")

# %% [markdown] lang="en"
# ## Who begins (DB-10)
#
# The rulebook lets the youngest player, or the winner of the last game, begin. The kit's
# first player is A unless the option `start_player=1` lets B begin (not in the rulebook).

# %% [markdown] lang="de"
# ## Wer beginnt (DB-10)
#
# Laut Regelheft beginnt der jüngste Spieler oder wer die letzte Partie gewonnen hat. Im Kit
# beginnt A, außer die Option `start_player=1` lässt B beginnen (nicht im Regelheft).

# %%
show("b_begins")

# %% [markdown] lang="en"
# Every scenario at once:

# %% [markdown] lang="de"
# Alle Szenarien auf einmal:

# %%
game.check_scenarios()

# %% [markdown] lang="en"
# ## Ask your own question
#
# "What if …?" Set up a position in the **editor**: choose a block in the palette (owner, top
# face and turn), click a square to place it, click again to change it, right-click or use the
# eraser to remove it. The editor says at every moment whether the position is valid, and why
# not. *Play from here* opens an explorer; *Save as scenario* writes what you expect into a
# TOML file.
#
# Here it starts on the slider position from above, under the other reading of DB-5: a star
# square stops a slider like a block.

# %% [markdown] lang="de"
# ## Stell deine eigene Frage
#
# „Was wäre, wenn …?“ Stell eine Stellung im **Editor** auf: Wähle einen Block in der Palette
# (Besitzer, obere Seite und Drehung), klicke auf ein Feld, um ihn hinzustellen, klicke noch
# einmal, um ihn zu ändern, und entferne ihn mit einem Rechtsklick oder dem Radierer. Der Editor
# sagt jederzeit, ob die Stellung gültig ist, und wenn nicht, warum. „Von hier spielen“ öffnet
# einen Explorer; „Als Szenario speichern“ schreibt, was du erwartest, in eine TOML-Datei.
#
# Hier beginnt er mit der Slider-Stellung von oben, aber mit der anderen Lesart von DB-5: Ein
# Sternfeld hält einen Slider auf wie ein Block.

# %% tags=["nbval-ignore-output"]
stop_rules = cubekit.load("deblockle", slider_star="stop")
start = game.scenario("slider_stops_before_star").replay.start
editor = Editor(stop_rules, start.to_text())
editor

# %% [markdown] lang="en"
# The question: the block on c4 tips east onto d4 and Slider comes up. Under this reading, does
# the slide north still reach d7 over the star d6? We expect: no, it halts on d5. The scenario
# is saved in a temporary folder (in the widget: *Save as scenario*):

# %% [markdown] lang="de"
# Die Frage: Der Block auf c4 kippt nach Osten auf d4, und Slider kommt nach oben. Erreicht das
# Rutschen nach Norden bei dieser Lesart noch d7, über den Stern d6 hinweg? Wir erwarten: nein,
# es hält auf d5. Das Szenario wird in einem vorläufigen Ordner gespeichert (im Widget: „Als
# Szenario speichern“):

# %% lang="en"
path = Path(tempfile.mkdtemp()) / "my-questions.toml"
editor.save_scenario(path, "slider-halts-before-star", moves=["c4E:d5"], winners=[],
                     illegal=["c4E:d7"], title="A star halts the slider on d5")

# %% lang="de"
path = Path(tempfile.mkdtemp()) / "meine-fragen.toml"
editor.save_scenario(path, "slider-haelt-vor-stern", moves=["c4O:d5"], winners=[],
                     illegal=["c4O:d7"], title="Ein Stern hält den Slider auf d5 an")

# %% [markdown] lang="en"
# The file the editor wrote (the position after the turn is filled in as the engine plays it
# now):

# %% [markdown] lang="de"
# Die Datei, die der Editor geschrieben hat (die Stellung nach dem Zug trägt er so ein, wie das
# Programm sie jetzt spielt):

# %%
HTML(block(code_block(path.read_text(encoding="utf-8"))))

# %% [markdown] lang="en"
# Read back with `cubekit.load_scenarios`, it is a scenario like the built-in ones, and its
# check says whether the rules agree. From the command line: `cubekit check my-questions.toml`.

# %% [markdown] lang="de"
# Mit `cubekit.load_scenarios` eingelesen, ist es ein Szenario wie die eingebauten, und seine
# Prüfung sagt, ob die Regeln zustimmen. Auf der Kommandozeile: `cubekit check
# meine-fragen.toml`.

# %%
mine = cubekit.load_scenarios(path)[0]
mine.check()

# %% [markdown] lang="en"
# Its turn in a stepper:

# %% [markdown] lang="de"
# Sein Zug im Stepper:

# %% tags=["nbval-ignore-output"]
Stepper(mine)
