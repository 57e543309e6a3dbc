# %% [markdown] lang="en"
# # Kettenreaktion: edge cases
#
# Each section is one **scenario**: a position and moves chosen to show a rule at its edge.
# Every scenario states the result the kit must produce, and shows itself with its story, its
# final position, the expected facts and the verdict of the rules engine (✓ when the engine
# agrees, a table of differences otherwise). The test suite checks the same thing. Where a rule
# option has two readings, both are shown side by side and step together. At the end the kit
# itself looks for the shortest games where the readings of each option part, and you set up
# and check a question of your own. *Auf Deutsch:*
# [Grenzfälle](../de/11-kettenreaktion-edge-cases.ipynb).

# %% [markdown] lang="de"
# # Kettenreaktion: Grenzfälle
#
# Jeder Abschnitt ist ein **Szenario**: eine Stellung und Züge, die eine Regel an ihrem Rand
# zeigen. Jedes Szenario nennt das Ergebnis, das das Kit liefern muss, und zeigt sich mit seiner
# Geschichte, der Endstellung, den erwarteten Angaben und dem Urteil des Programms (✓, wenn das
# Programm zustimmt, sonst eine Tabelle der Unterschiede). Die Tests prüfen dasselbe. Wo eine
# Regeloption zwei Lesarten hat, stehen beide nebeneinander und gehen gemeinsam Schritt für
# Schritt. Am Ende sucht das Kit selbst die kürzesten Partien, in denen die Lesarten jeder
# Option auseinandergehen, und du stellst eine eigene Frage und prüfst sie. *Auf Englisch:*
# [die englische Fassung](../en/11-kettenreaktion-edge-cases.ipynb).

# %%
%matplotlib inline
import tempfile
from pathlib import Path

from IPython.display import HTML, Markdown

import cubekit
from cubekit.analysis import divergences
from cubekit.core import display
from cubekit.core.scenario import check_all
from cubekit.widgets import Compare, Editor, ScenarioBrowser, Stepper

game = cubekit.load("chain_reaction")

# %% [markdown] lang="en"
# All scenarios in one browser (choose one from the list):

# %% [markdown] lang="de"
# Alle Szenarien in einem Browser (wähle eines aus der Liste):

# %% tags=["nbval-ignore-output"]
ScenarioBrowser(game)

# %% [markdown] lang="en"
# ## The first corner cascade (CR-2, CR-3)
#
# A corner bursts at two marbles and its burst can fill an edge cell, which bursts in turn.

# %% [markdown] lang="de"
# ## Die erste Kaskade aus der Ecke (CR-2, CR-3)
#
# Eine Ecke läuft bei zwei Murmeln über, und ihr Überlauf kann ein Randfeld füllen, das
# seinerseits überläuft.

# %%
first = game.scenario("first_corner_cascade")
first

# %% [markdown] lang="en"
# ## A burst that leaves a marble behind (CR-3)
#
# Two neighbours burst in the same wave and both send a marble into one corner.

# %% [markdown] lang="de"
# ## Ein Überlauf, der eine Murmel zurücklässt (CR-3)
#
# Zwei Nachbarn laufen in derselben Welle über, und beide schicken eine Murmel in dieselbe
# Ecke.

# %%
surplus = game.scenario("surplus")
surplus

# %% [markdown] lang="en"
# The explanation of wave 2 points out the cell that now holds more than its capacity:

# %% [markdown] lang="de"
# Die Erklärung von Welle 2 weist auf das Feld hin, das jetzt mehr Murmeln hat, als seine
# Platz-Zahl erlaubt:

# %%
surplus.last_transition().steps[2]

# %% [markdown] lang="en"
# Two marbles at once are not enough for a surplus: here the corner starts empty.

# %% [markdown] lang="de"
# Zwei Murmeln auf einmal reichen nicht für einen Überschuss: Hier ist die Ecke am Anfang leer.

# %%
game.scenario("two_marbles_exact")

# %% [markdown] lang="en"
# ## Stop on win, or not (CR-4, both readings)
#
# The same four moves on a 2×2 board, first with the kit's default (the cascade stops as soon
# as one player is left), then with `stop_on_win=False`: with the stop, B has won
# after one wave; without it, the cascade can never settle and the kit reports it. Step through
# both together; the steps where they differ are marked.

# %% [markdown] lang="de"
# ## Stopp beim Sieg oder nicht (CR-4, beide Lesarten)
#
# Dieselben vier Züge auf einem 2×2-Brett, zuerst mit der Festlegung des Kits (die Kaskade
# endet, sobald nur noch ein Spieler übrig ist), dann mit `stop_on_win=False`: Mit dem Stopp hat B
# nach einer Welle gewonnen; ohne ihn kommt die Kaskade nie zur Ruhe, und das Kit meldet es.
# Geh durch beide zugleich; die Schritte, in denen sie sich unterscheiden, sind markiert.

# %% tags=["nbval-ignore-output"]
stop = game.scenario("endless_with_stop")
endless = game.scenario("endless_without_stop")
Compare(stop, endless)

# %% [markdown] lang="en"
# The last step without the stop says why there is no result:

# %% [markdown] lang="de"
# Der letzte Schritt ohne Stopp sagt, warum es kein Ergebnis gibt:

# %%
endless.last_transition().steps[-1]

# %% [markdown] lang="en"
# Both scenarios hold, and so does the one where, without the stop, a win counts once the
# cascade has come to rest:

# %% [markdown] lang="de"
# Beide Szenarien stimmen, und auch das, in dem ohne Stopp ein Sieg zählt, sobald die Kaskade
# zur Ruhe gekommen ist:

# %%
check_all([stop, endless, game.scenario("win_when_settled")])

# %% [markdown] lang="en"
# The second way a cascade can never settle: more marbles than a calm board can hold (nine
# marbles on a 2×3 board that holds at most eight), again with and without the stop.

# %% [markdown] lang="de"
# Die zweite Art, wie eine Kaskade nie zur Ruhe kommt: mehr Murmeln, als ein ruhiges Brett
# fassen kann (neun Murmeln auf einem 2×3-Brett, das höchstens acht hält), wieder mit und ohne
# Stopp.

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("too_many_marbles_with_stop"), game.scenario("too_many_marbles"))

# %%
game.scenario("too_many_marbles")

# %% [markdown] lang="en"
# ## A long capture chain (CR-3)
#
# One marble, eleven waves, ten captured cells (step through it in the browser above or in the
# [rules tour](10-kettenreaktion-rules-tour.ipynb)).

# %% [markdown] lang="de"
# ## Eine lange Eroberungskette (CR-3)
#
# Eine Murmel, elf Wellen, zehn eroberte Felder (Schritt für Schritt im Browser oben oder im
# [Regel-Rundgang](10-kettenreaktion-rules-tour.ipynb)).

# %%
game.scenario("long_capture_chain")

# %% [markdown] lang="en"
# ## No first move can lose (CR-4)
#
# A player without marbles is only out once it has moved.

# %% [markdown] lang="de"
# ## Kein erster Zug kann verlieren (CR-4)
#
# Ein Spieler ohne Murmeln scheidet erst aus, wenn er schon gezogen hat.

# %%
protection = game.scenario("first_move_protection")
protection

# %% [markdown] lang="en"
# ## A captured cell changes hands ('Dein Zug')
#
# The captured cell now belongs to the capturer; the old owner may no longer play there:

# %% [markdown] lang="de"
# ## Ein erobertes Feld wechselt den Besitzer („Dein Zug“)
#
# Das eroberte Feld gehört jetzt dem, der es erobert hat; der alte Besitzer darf dort nicht
# mehr setzen:

# %%
captured = game.scenario("captured_cell_is_yours")
HTML(display.block(display.mark(False, captured.final().why_illegal("b2"))))

# %%
captured

# %% [markdown] lang="en"
# ## More than two players (CR-5)
#
# An out player is skipped. With five players on four cells, a player may even be out before
# its first move: that is the kit's own reading, since the rulebook only knows two players.

# %% [markdown] lang="de"
# ## Mehr als zwei Spieler (CR-5)
#
# Wer ausgeschieden ist, wird übersprungen. Mit fünf Spielern auf vier Feldern kann ein Spieler
# sogar vor seinem ersten Zug ausscheiden: Das ist die Lesart des Kits, denn das Regelheft kennt
# nur zwei Spieler.

# %%
game.scenario("three_players_skip")

# %%
crowded = game.scenario("crowded_2x2")
crowded

# %% tags=["nbval-ignore-output"]
Stepper(crowded)

# %% [markdown] lang="en"
# Finally, every scenario at once:

# %% [markdown] lang="de"
# Zum Schluss alle Szenarien auf einmal:

# %%
game.check_scenarios()

# %% [markdown] lang="en"
# ## Where the readings part (generated edge cases)
#
# The scenarios above were chosen by hand. `divergences` lets the kit find them itself: for
# every rule option it searches the shortest game after which two values of the option
# disagree, in the legal moves, the position or the result (a complete search up to a few
# moves, then seeded random games). On the smallest board, 2×2, the complete search finds a
# witness for every option in a few milliseconds:

# %% [markdown] lang="de"
# ## Wo die Lesarten auseinandergehen (erzeugte Grenzfälle)
#
# Die Szenarien oben sind von Hand gewählt. Mit `divergences` findet das Kit sie selbst: Für
# jede Regeloption sucht es die kürzeste Partie, nach der zwei Werte der Option nicht mehr
# übereinstimmen, in den erlaubten Zügen, der Stellung oder dem Ergebnis (eine vollständige
# Suche über wenige Züge, danach Zufallspartien mit festem Startwert). Auf dem kleinsten Brett,
# 2×2, findet die vollständige Suche für jede Option in wenigen Millisekunden einen Beleg:

# %%
tiny = cubekit.load("chain_reaction", width=2, height=2)
table = divergences(tiny, max_moves=4, budget_s=0.5)
table

# %% [markdown] lang="en"
# On the 6×6 board of the rulebook the complete search finds no difference for `stop_on_win`
# within two moves, and a random game finds one after 66 moves: the readings only part when a
# winning cascade meets a nearly full board. (That search takes a few seconds, too long for this
# page; `divergence("chain_reaction", "stop_on_win")` repeats it, seed 0.) That is why the 2×2
# witness is the one to show. The shortest witness of the stop on win, both readings side by
# side:

# %% [markdown] lang="de"
# Auf dem 6×6-Brett des Regelhefts findet die vollständige Suche für `stop_on_win` innerhalb
# von zwei Zügen keinen Unterschied, und eine Zufallspartie findet einen nach 66 Zügen: Die
# Lesarten gehen erst auseinander, wenn eine siegreiche Kaskade auf ein fast volles Brett trifft.
# (Diese Suche dauert einige Sekunden, zu lang für diese Seite; `divergence("chain_reaction",
# "stop_on_win")` wiederholt sie, Startwert 0.) Darum zeigen wir den Beleg auf 2×2. Der kürzeste
# Beleg für den Stopp beim Sieg, beide Lesarten nebeneinander:

# %%
table["stop_on_win"]

# %% tags=["nbval-ignore-output"]
witness = table["stop_on_win"]
Compare(witness.scenario(0), witness.scenario(1))

# %% [markdown] lang="en"
# With three players instead of two, the second move already leads to a different player to
# move (C instead of A):

# %% [markdown] lang="de"
# Mit drei statt zwei Spielern führt schon der zweite Zug zu einem anderen Spieler am Zug (C
# statt A):

# %% tags=["nbval-ignore-output"]
witness = table["players"]
Compare(witness.scenario(0), witness.scenario(1))

# %% [markdown] lang="en"
# The start player and the board size part before the first move: the start positions differ.
# Here the start player; `width` and `height` part the same way (another board, see the table).

# %% [markdown] lang="de"
# Startspieler und Brettgröße unterscheiden sich schon vor dem ersten Zug: Die
# Ausgangsstellungen sind verschieden. Hier der Startspieler; `width` und `height` trennen sich
# genauso (ein anderes Brett, siehe die Tabelle).

# %% tags=["nbval-ignore-output"]
witness = table["start_player"]
Compare(witness.scenario(0), witness.scenario(1))

# %% [markdown] lang="en"
# ## Ask your own question
#
# "What happens if …?" Set up a position by clicking in the Editor: choose a piece in the
# palette, click a square to place it, click again to change it, right-click to remove it. The
# Editor says at every moment whether the position is valid and why not. *Play from here*
# opens an Explorer on it, *Save as scenario* writes it with the result you expect into a TOML
# file that `cubekit check FILE` checks. Here it starts on a 3×3 board where A has one marble
# in the corner a1 and B one in the middle.

# %% [markdown] lang="de"
# ## Stell deine eigene Frage
#
# „Was passiert, wenn …?“ Stell eine Stellung im Editor durch Klicken auf: Wähle eine Figur in
# der Palette, klicke auf ein Feld, um sie zu setzen, klicke noch einmal, um sie zu ändern, und
# klicke mit der rechten Maustaste, um sie zu entfernen. Der Editor sagt in jedem Moment, ob die
# Stellung gültig ist, und wenn nicht, warum. „Von hier spielen“ öffnet einen Explorer auf ihr,
# „Als Szenario speichern“ schreibt sie mit dem Ergebnis, das du erwartest, in eine TOML-Datei,
# die `cubekit check DATEI` prüft. Hier beginnt er auf einem 3×3-Brett, auf dem A eine Murmel
# in der Ecke a1 hat und B eine in der Mitte.

# %% tags=["nbval-ignore-output"]
editor = Editor(cubekit.load("chain_reaction", width=3, height=3), position="3x3 .../.1B./1A.. A")
editor

# %% [markdown] lang="en"
# The question: A plays a1, the corner bursts. Is the game over? The Editor saves the position
# with the move and the expected answer (nobody has won yet: `winners=[]`); the position after
# the move is written down as the engine plays it now. This is the file (in a temporary folder):

# %% [markdown] lang="de"
# Die Frage: A setzt auf a1, die Ecke läuft über. Ist die Partie vorbei? Der Editor speichert die
# Stellung mit dem Zug und der erwarteten Antwort (noch hat niemand gewonnen: `winners=[]`); die
# Stellung nach dem Zug wird so aufgeschrieben, wie das Programm sie jetzt spielt. Das ist die
# Datei (in einem temporären Ordner):

# %%
path = Path(tempfile.mkdtemp()) / "scenarios.toml"
editor.save_scenario(path, "corner-3x3", moves=["a1"], winners=[])
text = path.read_text()
Markdown(f"```toml\n{text[text.index('[[scenario]]'):]}```")

# %% [markdown] lang="en"
# Read back with `cubekit.load_scenarios`, it is a scenario like the built-in ones, and its
# check says whether the rules agree:

# %% [markdown] lang="de"
# Mit `cubekit.load_scenarios` wieder eingelesen, ist sie ein Szenario wie die eingebauten, und
# ihre Prüfung sagt, ob die Regeln zustimmen:

# %%
mine = cubekit.load_scenarios(path)[0]
mine.check()

# %% [markdown] lang="en"
# A wrong expectation is caught: expect that A has already won, and the check names the
# difference.

# %% [markdown] lang="de"
# Eine falsche Erwartung fällt auf: Erwarte, dass A schon gewonnen hat, und die Prüfung nennt den
# Unterschied.

# %%
wrong = Path(tempfile.mkdtemp()) / "scenarios.toml"
editor.save_scenario(wrong, "corner-3x3-wrong", moves=["a1"], winners=["A"], position=False)
cubekit.load_scenarios(wrong)[0].check()
