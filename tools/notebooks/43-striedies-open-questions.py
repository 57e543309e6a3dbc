# %% [markdown] lang="en"
# # Striedies Strategie: the open rule questions
#
# The rulebook is one page long and leaves much open: which way the dice face, who sits where
# with three players, what exactly a threatened player may do, and what happens when nobody
# can move. The project's `RULES.md` fixes a default for each (IDs ST-1 to ST-9). Where a
# question could go either way, it is a **rule option** of the game, so both readings can be
# played. Every explanation that rests on such a decision rather than on the rulebook says
# so: "not in the rulebook: default ST-6". *Auf Deutsch:* [die offenen
# Regelfragen](../de/43-striedies-open-questions.ipynb).
#
# Here the kit itself finds where the readings part: for every option it searches the
# shortest game after which the two values disagree (in the legal moves, the position or the
# outcome), and each witness is shown side by side under both readings.

# %% [markdown] lang="de"
# # Striedies Strategie: die offenen Regelfragen
#
# Das Regelheft ist eine Seite lang und lässt vieles offen: wohin die Seiten der Würfel zeigen,
# wer bei drei Spielern wo sitzt, was genau ein bedrohter Spieler tun darf und was passiert,
# wenn niemand ziehen kann. `RULES.md` des Projekts legt für jeden Punkt eine Voreinstellung
# fest (Kennungen ST-1 bis ST-9). Wo eine Frage so oder so ausgehen kann, ist sie eine
# **Regeloption** des Spiels, sodass beide Lesarten spielbar sind. Jede Erklärung, die auf
# einer solchen Festlegung statt auf dem Regelheft beruht, sagt das: „nicht im Regelheft:
# Festlegung ST-6“. *Auf Englisch:*
# [die englische Fassung](../en/43-striedies-open-questions.ipynb).
#
# Hier findet das Kit selbst, wo sich die Lesarten trennen: Für jede Option sucht es die
# kürzeste Partie, nach der die beiden Werte nicht mehr übereinstimmen (in den erlaubten Zügen,
# der Stellung oder dem Ausgang), und jeder solche Beleg wird unter beiden Lesarten
# nebeneinander gezeigt.

# %%
%matplotlib inline
import tempfile
from pathlib import Path

from IPython.display import HTML

import cubekit
from cubekit.analysis import divergence, divergences
from cubekit.core.display import block, code_block
from cubekit.widgets import Compare, Editor

game = cubekit.load("striedies")

# %% [markdown] lang="en"
# ## Where the readings part: every option
#
# `divergences` tries every option against its second value: first every line of play up to
# three moves, then six seeded random games of up to 300 moves (the time budget is set high,
# so the result does not depend on the speed of the machine; it takes about a second). The
# table says after which moves the readings part and how.

# %% [markdown] lang="de"
# ## Wo sich die Lesarten trennen: jede Option
#
# `divergences` probiert jede Option gegen ihren zweiten Wert: zuerst jede Zugfolge bis zu drei
# Zügen, dann sechs Zufallspartien mit festem Startwert und bis zu 300 Zügen (die Zeitgrenze
# ist hoch gesetzt, damit das Ergebnis nicht von der Geschwindigkeit des Rechners abhängt; es
# dauert etwa eine Sekunde). Die Tabelle sagt, nach welchen Zügen sich die Lesarten trennen
# und wie.

# %%
table = divergences(game, budget_s=30, playouts=6, playout_moves=300)
table

# %% [markdown] lang="en"
# Four options part early: `players`, `dice` and `start_player` change the start position
# itself, `turn_limit` parts after one move. `reinforce_with` needs a tie, which random dice
# seldom make on a 15×15 board: the witness comes from a random game of about fifty moves.
# `retreat_removal` needs a tie with two threatened dice and three players, which neither
# three moves nor six random games reach. For these two the search starts from a
# position where a tie is one move away (the start of a teaching scenario); what it finds
# there is again the engine's shortest witness, not a hand-made line.

# %% [markdown] lang="de"
# Vier Optionen trennen sich früh: `players`, `dice` und `start_player` ändern schon die
# Ausgangsstellung, `turn_limit` trennt sich nach einem Zug. `reinforce_with` braucht einen Gleichstand,
# und den erzeugen zufällige Würfel auf 15×15 Feldern selten: Der Beleg stammt aus einer
# Zufallspartie von etwa fünfzig Zügen. `retreat_removal` braucht einen Gleichstand mit zwei
# bedrohten Würfeln und drei Spielern, den weder drei Züge noch sechs Zufallspartien
# erreichen. Für diese beiden beginnt die Suche in einer Stellung, in der ein Gleichstand einen
# Zug entfernt ist (dem Anfang eines Lehr-Szenarios); was sie dort findet, ist wieder der
# kürzeste Beleg des Programms, keine von Hand gewählte Zugfolge.

# %% [markdown] lang="en"
# ## ST-1 and ST-2: the dice and the corners (`dice`, `players`)
#
# The rulebook says only that 1 is on top and 2 and 3 face the outer edges. With
# right-handed dice that fixes one orientation per corner; left-handed dice (option
# `dice="left"`) give the mirror images. The two start positions side by side:

# %% [markdown] lang="de"
# ## ST-1 und ST-2: die Würfel und die Ecken (`dice`, `players`)
#
# Das Regelheft sagt nur, dass die Eins oben liegt und die Zwei und die Drei zu den
# Außenkanten zeigen. Mit rechtshändigen Würfeln legt das eine Lage je Ecke fest;
# linkshändige Würfel (Option `dice="left"`) ergeben die Spiegelbilder. Die beiden
# Ausgangsstellungen nebeneinander:

# %% tags=["nbval-ignore-output"]
dice = table["dice"]
Compare(dice.scenario(0), dice.scenario(1))

# %% [markdown] lang="en"
# With four players the corners go A bottom-left, B bottom-right, C top-right, D top-left;
# with three, the top-left corner stays empty; with two, the players sit opposite. The three
# start positions side by side:

# %% [markdown] lang="de"
# Bei vier Spielern verteilen sich die Ecken so: A unten links, B unten rechts, C oben rechts,
# D oben links; bei drei bleibt die Ecke oben links leer; bei zwei sitzen die Spieler
# einander gegenüber. Die drei Ausgangsstellungen nebeneinander:

# %% tags=["nbval-ignore-output"]
three, four = (row for row in table if row.option == "players")
Compare(three.scenario(0), three.scenario(1), four.scenario(1))

# %% [markdown] lang="en"
# ## Who starts (`start_player`)
#
# The rulebook only says the players take turns ('Es wird immer abwechselnd gesetzt'). The kit
# lets A start; the option chooses another player. The board is the same, only the player to
# move differs:

# %% [markdown] lang="de"
# ## Wer beginnt (`start_player`)
#
# Das Regelheft sagt nur: „Es wird immer abwechselnd gesetzt.“ Im Kit beginnt A; die Option
# wählt einen anderen Spieler. Das Brett ist dasselbe, nur der Spieler am Zug ist ein anderer:

# %% tags=["nbval-ignore-output"]
starts = table["start_player"]
Compare(starts.scenario(0), starts.scenario(1))

# %% [markdown] lang="en"
# ## ST-5: who may reinforce (`reinforce_with`)
#
# The rulebook says the attacked die reinforces "with another of its dice" ('mit einen anderen
# seiner Würfel'): only a die that is not threatened can step next to the attacker. The kit
# plays these words by default (`"other"`). The option `"any"` is a reading the rulebook does
# not give: any die may reinforce, the threatened one itself too. The search from the start of
# the teaching scenario `reinforce_other`:

# %% [markdown] lang="de"
# ## ST-5: Wer darf verstärken (`reinforce_with`)
#
# Laut Regelheft verstärkt der angegriffene Würfel „mit einen anderen seiner Würfel“: Nur ein
# Würfel, der nicht bedroht ist, darf neben den Angreifer ziehen. Das Kit spielt diesen
# Wortlaut in der Voreinstellung (`"other"`). Die Option `"any"` ist eine Lesart, die das
# Regelheft nicht gibt: Jeder Würfel darf verstärken, auch der bedrohte selbst. Die Suche ab
# dem Anfang des Lehr-Szenarios `reinforce_other`:

# %%
tie = game.scenario("reinforce_other").start()
reinforce = divergence(game, "reinforce_with", start=tie, max_moves=2, budget_s=30)
reinforce

# %% [markdown] lang="en"
# Both readings side by side: the same tie, then the move f3N1W, refused under the rulebook's
# words and a reinforcement under the other reading:

# %% [markdown] lang="de"
# Beide Lesarten nebeneinander: derselbe Gleichstand, dann der Zug f3N1W, nach dem Wortlaut des
# Regelhefts verboten und in der anderen Lesart eine Verstärkung:

# %% tags=["nbval-ignore-output"]
Compare(reinforce.scenario(0), reinforce.scenario(1))

# %% [markdown] lang="en"
# ## ST-9 a: ties from two opponents
#
# With three or four players, two opponents can tie with the same player before its turn.
# `RULES.md` combines the threats (not in the rulebook): the threatened dice and the attacking
# dice of both ties count together, and one answer settles both.

# %% [markdown] lang="de"
# ## ST-9 a: Gleichstände mit zwei Gegnern
#
# Bei drei oder vier Spielern können zwei Gegner mit demselben Spieler einen Gleichstand
# erzielen, bevor er am Zug ist. `RULES.md` fasst die Bedrohungen zusammen (nicht im
# Regelheft): Die bedrohten und die angreifenden Würfel beider Gleichstände zählen zusammen,
# und eine Antwort erledigt beide.

# %%
game.scenario("threats_combined")

# %% [markdown] lang="en"
# ## ST-9 b: when the other threatened dice leave after a retreat (`retreat_removal`)
#
# A player with several threatened dice may move one away; the others leave the board. The
# rulebook does not say when. By default they leave **before** the fights of the retreating
# move, so they cannot support it (`"before_fights"`); option `"after_fights"` lets them stand
# through those fights, supporting the mover like its other dice, and removes them afterwards.
# The search from the start of the teaching scenario `retreat_removal_before` (three
# players):

# %% [markdown] lang="de"
# ## ST-9 b: Wann die anderen bedrohten Würfel nach einem Rückzug fliegen (`retreat_removal`)
#
# Ein Spieler mit mehreren bedrohten Würfeln darf einen davon wegziehen; die anderen fliegen
# vom Feld. Wann, sagt das Regelheft nicht. Voreingestellt fliegen sie **vor** den Kämpfen des
# wegziehenden Zuges und können ihn nicht unterstützen (`"before_fights"`); mit der Option
# `"after_fights"` stehen sie diese Kämpfe noch mit durch, unterstützen den ziehenden Würfel
# wie seine anderen Würfel und fliegen danach. Die Suche ab dem Anfang des Lehr-Szenarios
# `retreat_removal_before` (drei Spieler):

# %%
pair = game.scenario("retreat_removal_before")
retreat = divergence(pair.game, "retreat_removal", start=pair.start(), max_moves=2, budget_s=30)
retreat

# %% [markdown] lang="en"
# Both readings side by side: after the tie, B retreats e4E next to C's die; under
# `"after_fights"` B's other threatened die still supports that fight.

# %% [markdown] lang="de"
# Beide Lesarten nebeneinander: Nach dem Gleichstand zieht B mit e4O neben den Würfel von C
# weg; unter `"after_fights"` unterstützt der andere bedrohte Würfel von B diesen Kampf noch.

# %% tags=["nbval-ignore-output"]
Compare(retreat.scenario(0), retreat.scenario(1))

# %% [markdown] lang="en"
# ## ST-9 c: a threat whose dice have gone
#
# Between the tie and the threatened player's turn another player may move and take dice of
# the threat off the board. They drop out of it, and a threat left without threatened or
# without attacking dice ends (not in the rulebook).

# %% [markdown] lang="de"
# ## ST-9 c: eine Bedrohung, deren Würfel fort sind
#
# Zwischen dem Gleichstand und dem Zug des bedrohten Spielers kann ein anderer Spieler ziehen
# und Würfel der Bedrohung vom Feld werfen. Sie scheiden aus ihr aus, und eine Bedrohung ohne
# bedrohte oder ohne angreifende Würfel endet (nicht im Regelheft).

# %%
game.scenario("threat_ends_attacker_gone")

# %% [markdown] lang="en"
# ## ST-6: no legal move
#
# The rulebook does not say; `RULES.md` lets the player pass (and the explanation says that
# this is not in the rulebook).

# %% [markdown] lang="de"
# ## ST-6: kein erlaubter Zug
#
# Das Regelheft sagt nichts dazu; nach `RULES.md` setzt der Spieler aus (und die Erklärung
# sagt, dass das nicht im Regelheft steht).

# %%
game.scenario("pass_no_move")

# %% [markdown] lang="en"
# ## ST-7: no draws in the rulebook (`turn_limit`)
#
# Dice can avoid each other for ever on a 15×15 board. The kit's turn limit (off by default,
# not in the rulebook) ends such a game as a draw. The shortest witness: a limit of one turn
# ends the game after the first move.

# %% [markdown] lang="de"
# ## ST-7: kein Unentschieden im Regelheft (`turn_limit`)
#
# Auf 15×15 Feldern können sich Würfel für immer aus dem Weg gehen. Die Zuggrenze des Kits
# (voreingestellt aus, nicht im Regelheft) beendet eine solche Partie unentschieden. Der
# kürzeste Beleg: Eine Grenze von einem Zug beendet die Partie nach dem ersten Zug.

# %% tags=["nbval-ignore-output"]
limit = table["turn_limit"]
Compare(limit.scenario(0), limit.scenario(1))

# %% [markdown] lang="en"
# ## Ask your own question
#
# Set up a position by clicking: choose a die (owner, top and front face) in the palette,
# click a square to place it, click again to change it, right-click to take it off. The editor
# says at every moment whether the position is valid and, if not, why. *Play from here*
# opens the explorer on it; *Save as scenario* writes it with the moves and the expected result
# to a TOML file. Here the editor starts on the tie of the `reinforce_other` scenario (B to move,
# threatened):

# %% [markdown] lang="de"
# ## Stell deine eigene Frage
#
# Stell eine Stellung durch Klicken auf: Wähle in der Palette einen Würfel (Besitzer, obere
# und vordere Seite), klicke auf ein Feld, um ihn hinzustellen, klicke noch einmal, um ihn zu
# ändern, und mit der rechten Maustaste nimmst du ihn wieder weg. Der Editor sagt jederzeit,
# ob die Stellung gültig ist, und wenn nicht, warum. „Von hier spielen“ öffnet den Explorer
# mit ihr; „Als Szenario speichern“ schreibt sie mit den Zügen und dem erwarteten Ergebnis in
# eine TOML-Datei. Hier beginnt der Editor mit dem Gleichstand des Szenarios `reinforce_other`
# (B ist am Zug und bedroht):

# %% tags=["nbval-ignore-output"]
question = game.scenario("reinforce_other").replay.states[1]
editor = Editor(game, position=question)
editor

# %% [markdown] lang="en"
# The question: may the threatened die itself reinforce with f3N1W, and may B ignore the
# threat with o15W? Under the rulebook's words neither is allowed. Saved as a scenario (here
# into a temporary folder; in the editor the button does the same), the file reads:

# %% [markdown] lang="de"
# Die Frage: Darf der bedrohte Würfel selbst mit f3N1W verstärken, und darf B die Bedrohung mit
# o15W übergehen? Nach dem Wortlaut des Regelhefts ist beides verboten. Als Szenario
# gespeichert (hier in einen temporären Ordner; im Editor tut die Taste dasselbe), lautet die
# Datei so:

# %%
path = Path(tempfile.mkdtemp()) / "scenarios.toml"
editor.save_scenario(path, "self-reinforce", moves=[], illegal=["f3N1W", "o15W"])
HTML(block(code_block(path.read_text(encoding="utf-8"))))

# %% [markdown] lang="en"
# Read back with `cubekit.load_scenarios`, it checks like every built-in scenario (on the
# command line: `cubekit check scenarios.toml`):

# %% [markdown] lang="de"
# Mit `cubekit.load_scenarios` wieder eingelesen, wird es wie jedes eingebaute Szenario geprüft
# (auf der Kommandozeile: `cubekit check scenarios.toml`):

# %%
mine = cubekit.load_scenarios(path)[0]
mine.check()

# %% [markdown] lang="en"
# Under the other reading the same question has another answer. A scenario file may set rule
# options (`options = { reinforce_with = "any" }` under `game`); with that line added f3N1W is
# a reinforcement, the scenario fails, and the check lists the difference.

# %% [markdown] lang="de"
# In der anderen Lesart hat dieselbe Frage eine andere Antwort. Eine Szenario-Datei darf
# Regeloptionen setzen (`options = { reinforce_with = "any" }` unter `game`); mit dieser Zeile
# ist f3N1W eine Verstärkung, das Szenario stimmt nicht, und die Prüfung nennt den
# Unterschied.

# %%
other = path.with_name("other.toml")
other.write_text(path.read_text().replace(
    'game = "striedies"', 'game = "striedies"\noptions = { reinforce_with = "any" }'))
cubekit.load_scenarios(other)[0].check()

# %% [markdown] lang="en"
# More: [the rulebook's claims](46-striedies-rulebook-claims.ipynb) checked one by one, and
# [the balance](44-striedies-balance.ipynb) of the options.

# %% [markdown] lang="de"
# Mehr: [die Behauptungen des Regelhefts](46-striedies-rulebook-claims.ipynb), eine nach der
# anderen geprüft, und [die Ausgewogenheit](44-striedies-balance.ipynb) der Optionen.
