# %% [markdown] lang="en"
# # Striedies Strategie: fights and ties
#
# A fight happens when a die ends its move next to an opponent's die (orthogonally, never
# diagonally). The top faces are compared; several dice next to each other add up, and the
# smaller side leaves the board. A tie is not the end: the attacked player must answer on its
# next turn, by reinforcing or by moving away (Rules of play ('Spielregel'), RULES.md ST-4 and
# ST-5). *Auf Deutsch:* [Kämpfe und Gleichstände](../de/42-striedies-fights-and-ties.ipynb).
#
# Each section is a **scenario**: a position and its moves, chosen to show one rule. Under its
# story every step of its moves is told, each fight and each tie beside its picture with the
# sums, and at the end the check: the rules engine plays the moves and compares the result with
# the scenario's expected result (the test suite checks the same).

# %% [markdown] lang="de"
# # Striedies Strategie: Kämpfe und Gleichstände
#
# Ein Kampf entsteht, wenn ein Würfel seinen Zug neben einem Würfel eines anderen Spielers
# beendet (waagerecht oder senkrecht, nie diagonal). Die oben liegenden Augenzahlen werden
# verglichen; mehrere Würfel nebeneinander werden addiert, und die kleinere Seite fliegt vom
# Feld. Ein Gleichstand ist nicht das Ende: Der angegriffene Spieler muss in seinem nächsten
# Zug antworten, indem er verstärkt oder wegzieht („Spielregel“, RULES.md ST-4 und ST-5).
# *Auf Englisch:* [die englische Fassung](../en/42-striedies-fights-and-ties.ipynb).
#
# Jeder Abschnitt ist ein **Szenario**: eine Stellung mit ihren Zügen, ausgewählt, um eine Regel
# zu zeigen. Unter seiner Geschichte wird jeder Schritt der Züge erzählt, jeder Kampf und jeder
# Gleichstand neben seinem Bild mit den Summen, und am Ende steht die Prüfung: Das Programm
# spielt die Züge und vergleicht das Ergebnis mit dem erwarteten Ergebnis des Szenarios (die
# Testsuite prüft dasselbe).

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.games.striedies.events import Fought, ThreatLost, Tied
from cubekit.widgets import ScenarioBrowser, Stepper

game = cubekit.load("striedies")

# %% [markdown] lang="en"
# This function tells a scenario: its title and story, every move step by step, a picture
# beside each fight, each tie and each die lost to a threat, and the check.

# %% [markdown] lang="de"
# Diese Funktion erzählt ein Szenario: Titel und Geschichte, jeden Zug Schritt für Schritt, ein
# Bild neben jedem Kampf, jedem Gleichstand und jedem Würfel, der wegen einer Bedrohung vom
# Feld fliegt, und die Prüfung.

# %%
FIGHTS = (Fought, Tied, ThreatLost)


def show(scenario_id):
    scenario = game.scenario(scenario_id)
    parts = [f"<h4>{display.prose(scenario.title())}</h4>",
             f"<p>{display.prose(scenario.story())}</p>"]
    state = scenario.start()
    for move in scenario.replay.moves:
        parts.append(f"<p><b>{move.text()}</b></p>")
        for step in state.explain(move):
            text = f"<p>{display.prose(step.text)}</p>"
            parts.append(display.with_picture(step, text, width=400)
                         if isinstance(step.event, FIGHTS) else text)
        state = state.play(move)
    parts.append(scenario.check().html())
    return HTML(display.block("".join(parts)))

# %% [markdown] lang="en"
# ## One against one (ST-4)
#
# The die that moved and the die next to it compare their top faces; the lower one leaves.

# %% [markdown] lang="de"
# ## Einer gegen einen (ST-4)
#
# Der Würfel, der gezogen hat, und der Würfel neben ihm vergleichen ihre oben liegenden
# Augenzahlen; der niedrigere fliegt vom Feld.

# %%
show("one_against_one")

# %% [markdown] lang="en"
# ## Two against one: the sum counts
#
# The mover's other dice next to the defender join the attack, and their faces are added.

# %% [markdown] lang="de"
# ## Zwei gegen einen: Die Summe zählt
#
# Die anderen Würfel des ziehenden Spielers neben dem Verteidiger greifen mit an, und ihre
# Augenzahlen werden addiert.

# %%
show("two_against_one")

# %% [markdown] lang="en"
# ## The mover can lose
#
# A fight is not an attack that only the defender can lose: if the moved die's side has the
# smaller sum, the mover's dice leave.

# %% [markdown] lang="de"
# ## Auch der Angreifer kann verlieren
#
# Ein Kampf ist kein Angriff, den nur der Verteidiger verlieren kann: Hat die Seite des
# gezogenen Würfels die kleinere Summe, fliegen die Würfel des ziehenden Spielers vom Feld.

# %%
show("mover_loses")

# %% [markdown] lang="en"
# ## Two defenders leave together
#
# If the defenders' sum is smaller, all of them leave.

# %% [markdown] lang="de"
# ## Zwei Verteidiger fliegen zusammen
#
# Ist die Summe der Verteidiger kleiner, fliegen sie alle vom Feld.

# %%
show("two_defenders_leave")

# %% [markdown] lang="en"
# ## A tie, answered by reinforcement (ST-5 a)
#
# Equal sums: nobody leaves, but the defender is **threatened**. On its next turn it may bring
# another die next to the attacker; then a normal fight follows with the threatened player as
# the attacker.

# %% [markdown] lang="de"
# ## Ein Gleichstand, beantwortet durch Verstärken (ST-5 a)
#
# Gleiche Summen: Niemand fliegt, aber der Verteidiger ist **bedroht**. In seinem nächsten Zug
# darf er einen anderen Würfel neben den Angreifer bringen; dann folgt ein normaler Kampf, in
# dem der bedrohte Spieler angreift.

# %%
show("tie_reinforce")

# %% [markdown] lang="en"
# Step through the two moves of this scenario:

# %% [markdown] lang="de"
# Geh Schritt für Schritt durch die beiden Züge dieses Szenarios:

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("tie_reinforce").replay)

# %% [markdown] lang="en"
# ## A tie, answered by retreat (ST-5 b)
#
# Or the threatened die moves away so that it ends next to none of the attackers.

# %% [markdown] lang="de"
# ## Ein Gleichstand, beantwortet durch Wegziehen (ST-5 b)
#
# Oder der bedrohte Würfel zieht weg, sodass er neben keinem der Angreifer endet.

# %%
show("tie_retreat")

# %% [markdown] lang="en"
# A move that neither reinforces nor retreats is refused while the threat stands; e5S, a
# reinforcement, would be allowed:

# %% [markdown] lang="de"
# Ein Zug, der weder verstärkt noch wegzieht, wird abgelehnt, solange die Bedrohung besteht;
# e5S, eine Verstärkung, wäre erlaubt:

# %%
retreat = game.scenario("tie_retreat")
before = retreat.replay.states[-2]
reasons = {probe: before.why_illegal(probe) for probe in retreat.expected["illegal"]}
HTML(display.block("".join(display.mark(reason is None, f"{probe}: {reason}" if reason else probe)
                           for probe, reason in reasons.items())))

# %% [markdown] lang="en"
# ## Two dice tied: one retreats, the other leaves
#
# When two dice are threatened, only one can move away; the other leaves the board.

# %% [markdown] lang="de"
# ## Zwei Würfel im Gleichstand: Einer zieht weg, der andere fliegt
#
# Sind zwei Würfel bedroht, kann nur einer wegziehen; der andere fliegt vom Feld.

# %%
show("two_tied_one_retreats")

# %% [markdown] lang="en"
# ## A threatened die that cannot move
#
# If the threatened player can neither reinforce nor move a threatened die away, the
# threatened dice leave and the player then makes a normal move.

# %% [markdown] lang="de"
# ## Ein bedrohter Würfel, der nicht ziehen kann
#
# Kann der bedrohte Spieler weder verstärken noch einen bedrohten Würfel wegziehen, fliegen die
# bedrohten Würfel vom Feld, und der Spieler macht danach einen normalen Zug.

# %%
show("threatened_cannot_move")

# %% [markdown] lang="en"
# ## Three players: one move, two fights (ST-4)
#
# A die can end next to dice of two opponents. The fights are fought one opponent at a time,
# in turn order from the mover.

# %% [markdown] lang="de"
# ## Drei Spieler: ein Zug, zwei Kämpfe (ST-4)
#
# Ein Würfel kann neben Würfeln von zwei Gegnern enden. Die Kämpfe werden Gegner für Gegner
# ausgetragen, in der Zugreihenfolge ab dem ziehenden Spieler.

# %%
show("three_players_two_fights")

# %% [markdown] lang="en"
# If the moved die loses the first fight, it is gone, so the second fight never happens:

# %% [markdown] lang="de"
# Verliert der gezogene Würfel den ersten Kampf, ist er weg, und der zweite Kampf findet nicht
# statt:

# %%
show("three_players_mover_removed")

# %% [markdown] lang="en"
# ## The end (ST-8)
#
# A player whose last die leaves is out; the last player with dice wins.

# %% [markdown] lang="de"
# ## Das Ende (ST-8)
#
# Ein Spieler, dessen letzter Würfel vom Feld fliegt, scheidet aus; wer als Letzter noch Würfel
# hat, gewinnt.

# %%
show("last_player_wins")

# %% [markdown] lang="en"
# ## Every scenario in one browser
#
# Pick a scenario, read its story and step through its moves.

# %% [markdown] lang="de"
# ## Alle Szenarien in einem Browser
#
# Wähle ein Szenario, lies seine Geschichte und geh Schritt für Schritt durch seine Züge.

# %% tags=["nbval-ignore-output"]
ScenarioBrowser(game)

# %% [markdown] lang="en"
# Next: [the open rule questions](43-striedies-open-questions.ipynb).

# %% [markdown] lang="de"
# Weiter: [die offenen Regelfragen](43-striedies-open-questions.ipynb).
