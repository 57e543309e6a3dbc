# %% [markdown] lang="en"
# # Striedies Strategie in class
#
# This notebook is made for the projector: the rules in big steps, one sentence each, then the
# edge cases to discuss side by side, then a game and a quiz. Show it without code with
# `cubekit present striedies-classroom` (Voilà: code hidden, boards large, widgets live; the
# arrow keys and the space bar step), or in JupyterLab with <kbd>View → Appearance → Presentation Mode</kbd> after
# <kbd>Run → Run All Cells</kbd>. *Auf Deutsch:* [Striedies Strategie im
# Unterricht](../de/45-striedies-classroom.ipynb).

# %% [markdown] lang="de"
# # Striedies Strategie im Unterricht
#
# Dieses Notebook ist für den Beamer gemacht: die Regeln in großen Schritten, je ein Satz, dann
# die Grenzfälle zum Besprechen nebeneinander, dann eine Partie und ein Quiz. Zeig es ohne Code
# mit `cubekit present striedies-classroom --language de` (Voilà: Code verborgen, Bretter groß,
# Widgets live; die Pfeiltasten und die Leertaste schalten weiter) oder in JupyterLab mit
# <kbd>View → Appearance → Presentation Mode</kbd> nach <kbd>Run → Run All Cells</kbd>. *Auf Englisch:*
# [die englische Fassung](../en/45-striedies-classroom.ipynb).

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.analysis import divergence
from cubekit.core import display
from cubekit.games.striedies.events import Fought, Tied
from cubekit.render import render
from cubekit.widgets import Compare, Explorer, Stepper
from cubekit.widgets.exercise import Quiz

cubekit.set_display(scale=1.6)
game = cubekit.load("striedies")


def fight(scenario_id, kind=Fought):
    scenario = game.scenario(scenario_id)
    state = scenario.start()
    for move in scenario.replay.moves:
        for step in state.explain(move):
            if isinstance(step.event, kind):
                return render(step)
        state = state.play(move)

# %% [markdown] lang="en"
# ## 1. The board
#
# Each player has three dice in a corner of the 15×15 board, every die with 1 on top.

# %% [markdown] lang="de"
# ## 1. Das Brett
#
# Jeder Spieler hat drei Würfel in einer Ecke des Bretts mit 15×15 Feldern, jeder Würfel mit
# der Eins oben.

# %%
start = game.initial_state()
start

# %% [markdown] lang="en"
# ## 2. A move
#
# A die tips over its edge from square to square, exactly as many squares as its top face
# shows, and every tip brings another face up.

# %% [markdown] lang="de"
# ## 2. Ein Zug
#
# Ein Würfel kippt über seine Kante von Feld zu Feld, genau so viele Felder, wie seine oben
# liegende Augenzahl zeigt, und jedes Kippen bringt eine andere Seite nach oben.

# %%
render(start.explain("b1N")[-1])

# %% [markdown] lang="en"
# ## 3. A turn on the way
#
# A die showing 3 tips three squares; it may turn once by 90°, but never back and never
# diagonally.

# %% [markdown] lang="de"
# ## 3. Abbiegen unterwegs
#
# Ein Würfel mit der Drei kippt drei Felder weit; er darf einmal um 90° abbiegen, aber nie
# zurück und nie diagonal.

# %% lang="en"
later = start.play_all(["b1N", "o14W"])
render(later.explain("b2N2E")[-1])

# %% lang="de"
later = start.play_all(["b1N", "o14W"])
render(later.explain("b2N2O")[-1])

# %% [markdown] lang="en"
# ## 4. Never onto or over a die
#
# The path must be free, and the board's edge ends it:

# %% [markdown] lang="de"
# ## 4. Nie auf oder über einen Würfel
#
# Der Weg muss frei sein, und am Rand des Bretts ist Schluss:

# %%
HTML(display.block("".join(display.mark(False, start.why_illegal(move))
                           for move in ("a1N", "b1S"))))

# %% [markdown] lang="en"
# ## 5. A fight
#
# A die that ends next to an opponent's die fights it: the smaller top face leaves the board.

# %% [markdown] lang="de"
# ## 5. Ein Kampf
#
# Ein Würfel, der neben einem gegnerischen Würfel endet, kämpft gegen ihn: Die kleinere
# Augenzahl fliegt vom Feld.

# %%
fight("one_against_one")

# %% [markdown] lang="en"
# ## 6. The sum counts
#
# Every die of the mover next to the defender joins in, and the faces are added: 3 + 4 against 5.

# %% [markdown] lang="de"
# ## 6. Die Summe zählt
#
# Jeder Würfel des ziehenden Spielers neben dem Verteidiger kämpft mit, und die Augenzahlen
# werden addiert: 3 + 4 gegen 5.

# %%
fight("two_against_one")

# %% [markdown] lang="en"
# ## 7. The mover can lose
#
# Moving next to a stronger die is a mistake: 3 against 5, and the die that moved leaves.

# %% [markdown] lang="de"
# ## 7. Auch wer zieht, kann verlieren
#
# Neben einen stärkeren Würfel zu ziehen ist ein Fehler: 3 gegen 5, und der gezogene Würfel
# fliegt.

# %%
fight("mover_loses")

# %% [markdown] lang="en"
# ## 8. A tie is a threat
#
# Equal sums: nobody leaves, but the defender is threatened and must answer on its next turn.

# %% [markdown] lang="de"
# ## 8. Ein Gleichstand ist eine Bedrohung
#
# Gleiche Summen: Niemand fliegt, aber der Verteidiger ist bedroht und muss in seinem nächsten
# Zug antworten.

# %%
fight("tie_reinforce", Tied)

# %% [markdown] lang="en"
# ## 9. Answer one: reinforce
#
# The threatened player brings another die next to the attacker, and a normal fight follows
# (step through it with the arrow keys).

# %% [markdown] lang="de"
# ## 9. Erste Antwort: verstärken
#
# Der bedrohte Spieler bringt einen anderen Würfel neben den Angreifer, und ein normaler Kampf
# folgt (geh mit den Pfeiltasten Schritt für Schritt hindurch).

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("tie_reinforce").replay, start=-1)

# %% [markdown] lang="en"
# ## 10. Answer two: move away
#
# Or the threatened die moves away so that it ends next to no attacker.

# %% [markdown] lang="de"
# ## 10. Zweite Antwort: wegziehen
#
# Oder der bedrohte Würfel zieht weg, sodass er neben keinem Angreifer endet.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("tie_retreat").replay, start=-1)

# %% [markdown] lang="en"
# ## 11. The end
#
# A player whose last die leaves is out; the last player with dice wins.

# %% [markdown] lang="de"
# ## 11. Das Ende
#
# Wer keinen Würfel mehr hat, scheidet aus; wer als Letzter noch Würfel hat, gewinnt.

# %%
fight("last_player_wins")

# %% [markdown] lang="en"
# ## To discuss: may the threatened die reinforce itself? (ST-5)
#
# The rulebook says "with another of its dice", and the kit plays these words by default; in
# another reading any die may reinforce, the threatened one too. The same tie and the same
# answer under both readings, found by the kit's search: first, by the rulebook, the
# threatened die's own move is refused; then, in the other reading, it reinforces.

# %% [markdown] lang="de"
# ## Zum Besprechen: Darf der bedrohte Würfel sich selbst verstärken? (ST-5)
#
# Das Regelheft sagt „mit einen anderen seiner Würfel“, und das Kit spielt diesen Wortlaut in
# der Voreinstellung; in einer anderen Lesart darf jeder Würfel verstärken, auch der bedrohte.
# Derselbe Gleichstand und dieselbe Antwort unter beiden Lesarten, gefunden von der Suche des
# Kits: zuerst, nach dem Regelheft, wird der Zug des bedrohten Würfels selbst abgelehnt; dann,
# in der anderen Lesart, verstärkt er.

# %% tags=["nbval-ignore-output"]
tie = game.scenario("reinforce_other").start()
reinforce = divergence(game, "reinforce_with", start=tie, max_moves=2, budget_s=30)
Compare(reinforce.scenario(0), reinforce.scenario(1), board_width=600)

# %% [markdown] lang="en"
# ## To discuss: when do the other threatened dice leave? (ST-9 b)
#
# After a retreat the other threatened dice leave the board, but the rulebook does not say
# whether before or after the fights of the retreating move: three players, both readings.

# %% [markdown] lang="de"
# ## Zum Besprechen: Wann fliegen die anderen bedrohten Würfel? (ST-9 b)
#
# Nach einem Rückzug fliegen die anderen bedrohten Würfel vom Feld, aber das Regelheft sagt
# nicht, ob vor oder nach den Kämpfen des wegziehenden Zuges: drei Spieler, beide Lesarten.

# %% tags=["nbval-ignore-output"]
pair = game.scenario("retreat_removal_before")
retreat = divergence(pair.game, "retreat_removal", start=pair.start(), max_moves=2, budget_s=30)
Compare(retreat.scenario(0), retreat.scenario(1), board_width=600)

# %% [markdown] lang="en"
# ## To discuss: a threatened die that cannot move
#
# Boxed in by the edge and by dice, it can neither move away nor be reinforced, so it leaves
# the board before its player's move.

# %% [markdown] lang="de"
# ## Zum Besprechen: ein bedrohter Würfel, der nicht ziehen kann
#
# Vom Rand und von Würfeln eingeschlossen, kann er weder wegziehen noch verstärkt werden, also
# fliegt er vor dem Zug seines Spielers vom Feld.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("threatened_cannot_move").replay)

# %% [markdown] lang="en"
# ## To discuss: no move at all (ST-6)
#
# The rulebook does not say what happens when a player cannot move; the kit lets it pass.

# %% [markdown] lang="de"
# ## Zum Besprechen: gar kein Zug (ST-6)
#
# Das Regelheft sagt nicht, was geschieht, wenn ein Spieler nicht ziehen kann; im Kit setzt er
# aus.

# %% tags=["nbval-ignore-output"]
Stepper(game.scenario("pass_no_move").replay, start=-1)

# %% [markdown] lang="en"
# ## Play
#
# Click one of your dice to see every square it can reach, then click the square. Choose the
# opponent above the board.

# %% [markdown] lang="de"
# ## Spielen
#
# Klicke auf einen deiner Würfel, um jedes Feld zu sehen, das er erreichen kann, und dann auf
# das Feld. Den Gegner wählst du über dem Brett.

# %% tags=["nbval-ignore-output"]
Explorer(cubekit.load("striedies", turn_limit=400))

# %% [markdown] lang="en"
# ## Quiz
#
# Five questions, the same for the whole class (the seed is shown above the quiz).

# %% [markdown] lang="de"
# ## Quiz
#
# Fünf Fragen, für die ganze Klasse dieselben (der Startwert steht über dem Quiz).

# %% tags=["nbval-ignore-output"]
Quiz(game, n=5, seed=4)
