# %% [markdown] lang="en"
# # Striedies Strategie: a tour of the rules
#
# Striedies Strategie is played with ordinary dice as pieces on a 15×15 board. A die moves by
# **tipping** over its edges, exactly as many squares as its top face shows when the move
# begins, and the tipping changes which face is on top. A die that ends next to an opponent's
# die starts a **fight**: the top faces are added up and the smaller side leaves the board.
# The last player with dice on the board wins. This tour follows the rulebook (Set-up
# ('Vorbereitung'), Rules of play ('Spielregel')); IDs such as **ST-5** refer to the project's
# `RULES.md`, which settles what the short rulebook leaves open. *Auf Deutsch:*
# [Regel-Rundgang](../de/40-striedies-rules-tour.ipynb).

# %% [markdown] lang="de"
# # Striedies Strategie: ein Rundgang durch die Regeln
#
# Striedies Strategie wird mit gewöhnlichen Würfeln als Spielfiguren auf einem Brett mit 15×15
# Feldern gespielt. Ein Würfel zieht, indem er über seine Kanten **kippt**, genau so viele
# Felder weit, wie seine oben liegende Augenzahl zu Beginn des Zuges zeigt, und jedes Kippen
# bringt eine andere Seite nach oben. Endet ein Würfel neben einem Würfel eines anderen
# Spielers, beginnt ein **Kampf**: Die oben liegenden Augenzahlen werden addiert, und die
# kleinere Seite fliegt vom Feld. Wer als Letzter noch Würfel auf dem Brett hat, gewinnt.
# Dieser Rundgang folgt dem Regelheft („Vorbereitung“, „Spielregel“); Kennungen wie **ST-5**
# verweisen auf `RULES.md` des Projekts, das festlegt, was das kurze Regelheft offenlässt.
# *Auf Englisch:* [die englische Fassung](../en/40-striedies-rules-tour.ipynb).

# %%
%matplotlib inline
import random

from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.core.replay import Replay
from cubekit.render import render
from cubekit.widgets import Explorer, Stepper

# %% [markdown] lang="en"
# ## Set-up ('Vorbereitung', ST-1, ST-2)
#
# Every player has three dice of one colour on a corner square and the two squares next to it
# along the edges. Each die shows 1 on top, with 2 and 3 facing the two outer edges. With two
# players the dice stand in opposite corners.

# %% [markdown] lang="de"
# ## „Vorbereitung“ (ST-1, ST-2)
#
# Jeder Spieler hat drei Würfel einer Farbe auf einem Eckfeld und den beiden Feldern daneben
# entlang der Ränder. Jeder Würfel zeigt oben die Eins, die Zwei und die Drei liegen zu den
# beiden Außenkanten. Bei zwei Spielern stehen die Würfel in gegenüberliegenden Ecken.

# %%
game = cubekit.load("striedies")
state = game.initial_state()
state

# %% [markdown] lang="en"
# The position in the kit's notation: each die's square and orientation, written as the top,
# north and east faces (`1/4/5`: 1 on top, 4 facing north, 5 facing east), then the player to
# move.

# %% [markdown] lang="de"
# Die Stellung in der Notation des Kits: für jeden Würfel sein Feld und seine Lage, geschrieben
# als obere, nördliche und östliche Seite (`1/4/5`: oben die Eins, nach Norden die Vier, nach
# Osten die Fünf), am Ende der Spieler am Zug.

# %%
print(state.to_text())

# %% [markdown] lang="en"
# ## A move: tip as far as the top face says ('Spielregel', ST-3)
#
# A die moves exactly as many squares as its top face shows at the start of the move:
# forwards, backwards or sideways, never diagonally, and it may turn once by 90° on the way
# but never turn back. It may not land on or pass over another die. At the start every die
# shows 1, so each moves one square. These are all the moves A has (a move is written as the
# die's square, the direction and, after a turn, how many squares before it: `b2N2E`):

# %% [markdown] lang="de"
# ## Ein Zug: so weit kippen, wie die Augenzahl sagt („Spielregel“, ST-3)
#
# Ein Würfel zieht genau so viele Felder, wie seine oben liegende Augenzahl zu Beginn des Zuges
# zeigt: vorwärts, rückwärts oder seitwärts, nie diagonal, und er darf unterwegs einmal um 90°
# abbiegen, aber nie zurück. Er darf nicht auf oder über einen anderen Würfel ziehen. Am
# Anfang zeigt jeder Würfel die Eins, also zieht jeder ein Feld. Das sind alle Züge von A (ein
# Zug wird als Feld des Würfels, Richtung und, nach dem Abbiegen, die Zahl der Felder davor
# geschrieben: `b2N2O`, mit O für Osten; das Programm liest auch E wie in der englischen
# Fassung):

# %%
print("  ".join(move.text() for move in state.legal_moves()))

# %% [markdown] lang="en"
# Every tip brings a new face up; the kit explains the move square by square:

# %% [markdown] lang="de"
# Jedes Kippen bringt eine neue Seite nach oben; das Kit erklärt den Zug Feld für Feld:

# %%
state.explain("b1N")

# %% [markdown] lang="en"
# The kit also says why a move is not allowed: b1 cannot tip south off the board, a1 cannot
# tip onto its neighbour a2, b1 shows 1 and cannot go three squares, and o15 is B's die, not
# A's.

# %% [markdown] lang="de"
# Das Kit sagt auch, warum ein Zug nicht erlaubt ist: b1 kann nicht nach Süden vom Brett
# kippen, a1 nicht auf seinen Nachbarn a2, b1 zeigt die Eins und kann nicht drei Felder weit
# ziehen, und o15 ist ein Würfel von B, nicht von A.

# %% lang="en"
HTML(display.block(display.verdicts(state, ["b1S", "a1N", "b1N2E", "o15W"])))

# %% lang="de"
HTML(display.block(display.verdicts(state, ["b1S", "a1N", "b1N2O", "o15W"])))

# %% [markdown] lang="en"
# ## A longer move with a turn
#
# After A's b1N and B's o14W, A's die on b2 shows 3. `b2N2E` means: tip north twice, then
# turn and tip east for the rest of the three squares. The explanation names the face that
# comes up on every square:

# %% [markdown] lang="de"
# ## Ein längerer Zug mit Abbiegen
#
# Nach b1N von A und o14W von B zeigt der Würfel von A auf b2 die Drei. `b2N2O` heißt: zweimal
# nach Norden kippen, dann abbiegen und für den Rest der drei Felder nach Osten kippen. Die
# Erklärung nennt die Seite, die auf jedem Feld nach oben kommt:

# %% lang="en"
later = state.play_all(["b1N", "o14W"])
later.explain("b2N2E")

# %% lang="de"
later = state.play_all(["b1N", "o14W"])
later.explain("b2N2O")

# %% [markdown] lang="en"
# The board after the move, with the path and the face that came up on every square:

# %% [markdown] lang="de"
# Das Brett nach dem Zug, mit dem Weg und der Seite, die auf jedem Feld nach oben kam:

# %% lang="en"
render(later.explain("b2N2E")[-1])

# %% lang="de"
render(later.explain("b2N2O")[-1])

# %% [markdown] lang="en"
# A die never moves onto or over another die, its own or an opponent's; it may go round
# (ST-3). Passing an opponent's die on the way starts no fight: only the square where the move
# ends counts. The card shows the position, the move drawn on the board, what the kit expects
# and its check:

# %% [markdown] lang="de"
# Ein Würfel zieht nie auf oder über einen anderen Würfel, einen eigenen oder einen fremden; er
# darf außen herum gehen (ST-3). Das Vorbeikippen an einem Würfel des Gegners löst keinen Kampf
# aus: Es zählt nur das Feld, auf dem der Zug endet. Die Karte zeigt die Stellung, den Zug auf
# dem Brett, was das Kit erwartet, und seine Prüfung:

# %%
game.scenario("blocked_path")

# %% [markdown] lang="en"
# ## Fights: the smaller number leaves (ST-4)
#
# When a move ends with the die orthogonally next to an opponent's die, the top faces are
# compared and the die with the smaller number leaves the board:

# %% [markdown] lang="de"
# ## Kämpfe: Die kleinere Zahl fliegt (ST-4)
#
# Endet ein Zug mit dem Würfel waagrecht oder senkrecht neben einem Würfel eines anderen
# Spielers, werden die oben liegenden Augenzahlen verglichen, und der Würfel mit der kleineren
# Zahl fliegt vom Feld:

# %%
game.scenario("one_against_one")

# %% [markdown] lang="en"
# ## Several dice: the sums count (ST-4)
#
# Every die of the mover next to the defender fights along, not only the one that moved, and
# the faces on each side are added up:

# %% [markdown] lang="de"
# ## Mehrere Würfel: Die Summe zählt (ST-4)
#
# Jeder Würfel des Ziehenden neben dem Verteidiger kämpft mit, nicht nur der gezogene, und die
# Augenzahlen jeder Seite werden addiert:

# %%
game.scenario("two_against_one")

# %% [markdown] lang="en"
# Several defenders add up too, and when they are the smaller side, they all leave together:

# %% [markdown] lang="de"
# Auch mehrere Verteidiger zählen zusammen, und sind sie die kleinere Seite, fliegen sie alle
# gemeinsam:

# %%
game.scenario("two_defenders_leave")

# %% [markdown] lang="en"
# The smaller side may be the mover's own die: a die moved next to a stronger one leaves.

# %% [markdown] lang="de"
# Die kleinere Seite kann auch der gezogene Würfel sein: Wer neben einen stärkeren Würfel
# zieht, fliegt selbst.

# %%
game.scenario("mover_loses")

# %% [markdown] lang="en"
# ## A tie: reinforce or retreat (ST-5)
#
# When both sides are equal, nobody leaves yet, but the attacked die is threatened, and its
# player must answer with the next move in one of two ways. **Reinforce:** move another of
# its dice next to the attacker, which raises its number and throws the attacker off. Only
# *another* die may reinforce, as the rulebook words it (the kit's default; the other reading
# is the card [the threatened die reinforces itself](43-striedies-open-questions.ipynb)):

# %% [markdown] lang="de"
# ## Gleichstand: verstärken oder wegziehen (ST-5)
#
# Sind beide Seiten gleich, fliegt noch keiner, aber der angegriffene Würfel ist bedroht, und
# sein Spieler muss im nächsten Zug auf eine von zwei Arten antworten. **Verstärken:** Er zieht
# mit einem anderen seiner Würfel neben den Angreifer, erhöht damit seine Zahl und wirft den
# Angreifer vom Feld. Nur ein *anderer* Würfel darf verstärken, wie es im Regelheft steht (die
# Voreinstellung des Kits; die andere Lesart zeigt die Karte [Der bedrohte Würfel verstärkt
# selbst](43-striedies-open-questions.ipynb)):

# %%
game.scenario("tie_reinforce")

# %% [markdown] lang="en"
# **Retreat:** otherwise the threatened die itself must move away from the attacker:

# %% [markdown] lang="de"
# **Wegziehen:** Sonst muss der bedrohte Würfel selbst vom Angreifer wegziehen:

# %%
game.scenario("tie_retreat")

# %% [markdown] lang="en"
# When two or three dice are threatened, only one of them can move away, and the others leave
# the board (ST-5; when they leave is the kit's decision ST-9, not in the rulebook):

# %% [markdown] lang="de"
# Sind zwei oder drei Würfel bedroht, kann nur einer von ihnen wegziehen, und die anderen
# fliegen vom Feld (ST-5; wann sie fliegen, legt das Kit in ST-9 fest, nicht das Regelheft):

# %%
game.scenario("two_tied_one_retreats")

# %% [markdown] lang="en"
# ## A threatened die that cannot move (ST-5)
#
# A threatened die that can neither move away nor be reinforced leaves the board:

# %% [markdown] lang="de"
# ## Ein bedrohter Würfel, der nicht ziehen kann (ST-5)
#
# Ein bedrohter Würfel, der weder wegziehen noch verstärkt werden kann, fliegt vom Feld:

# %%
game.scenario("threatened_cannot_move")

# %% [markdown] lang="en"
# ## Losing the last die, and winning (ST-8)
#
# A player with no dice left on the board has lost; the last player who still has dice wins:

# %% [markdown] lang="de"
# ## Den letzten Würfel verlieren, und gewinnen (ST-8)
#
# Wer keine Würfel mehr auf dem Spielfeld hat, hat verloren; wer als Letzter noch Würfel hat,
# gewinnt:

# %%
game.scenario("last_player_wins")

# %% [markdown] lang="en"
# ## A whole game
#
# Random dice rarely meet on a board this big, so these two players hunt: each turn they play
# the move that removes the most opponent dice without losing one, and otherwise the move
# that ends closest to an opponent's die (ties broken by a seeded coin). The function below
# is that player; a pass (ST-6) has no plan, so it is played at once.

# %% [markdown] lang="de"
# ## Eine ganze Partie
#
# Zufällige Würfel treffen sich auf einem so großen Brett selten, also gehen diese beiden
# Spieler auf die Jagd: In jedem Zug spielen sie den Zug, der die meisten Würfel des Gegners
# vom Feld wirft, ohne einen eigenen zu verlieren, und sonst den Zug, der am nächsten an einem
# gegnerischen Würfel endet (bei Gleichstand entscheidet eine Münze mit festem Startwert). Die
# Funktion unten ist dieser Spieler; Aussetzen (ST-6) hat keinen Plan und wird sofort gespielt.

# %%
def hunter(state, rng):
    me = state.to_move
    enemies = [die.square for die in state.dice() if die.owner != me]
    best, key_best = [], None
    for move in state.legal_moves():
        plan = state.plan(move)
        if not hasattr(plan, "fights"):
            return move
        mine = {die.square for die in state.dice(me)} | {plan.final}
        won = sum(1 for square in plan.removed if square not in mine)
        lost = sum(1 for square in plan.removed if square in mine)
        distance = min(abs(plan.final[0] - c) + abs(plan.final[1] - r) for c, r in enemies)
        key = (lost == 0 and won > 0, won - lost, -distance)
        if key_best is None or key > key_best:
            best, key_best = [move], key
        elif key == key_best:
            best.append(move)
    return rng.choice(best)

# %% [markdown] lang="en"
# Two hunters play one game to its end (with a turn limit of 300 turns, ST-7, not in the
# rulebook, in case they never meet). How it ended:

# %% [markdown] lang="de"
# Zwei Jäger spielen eine Partie bis zum Ende (mit einer Zuggrenze von 300 Zügen, ST-7, nicht
# im Regelheft, falls sie sich nie treffen). So ging sie aus:

# %%
rng = random.Random(3)
rules = cubekit.load("striedies", turn_limit=300)
position, moves = rules.initial_state(), []
while position.outcome is None:
    move = hunter(position, rng)
    moves.append(str(move))
    position = position.play(move)
position.outcome

# %% [markdown] lang="en"
# The stepper shows every tip and every fight of the game; it opens on the last one (press
# *First* to start from the beginning).

# %% [markdown] lang="de"
# Der Stepper zeigt jedes Kippen und jeden Kampf der Partie; er öffnet beim letzten Schritt
# (drücke „Anfang“, um von vorn zu beginnen).

# %% tags=["nbval-ignore-output"]
Stepper(Replay(rules.initial_state(), tuple(moves)), start=-1)

# %% [markdown] lang="en"
# ## Your turn
#
# Click one of your dice: the board shows every square it can reach this move and the face
# it would show there. Click a square to move there (if two paths reach it, pick one from
# the list). Play against a friend or the random player.

# %% [markdown] lang="de"
# ## Du bist dran
#
# Klicke auf einen deiner Würfel: Das Brett zeigt jedes Feld, das er in diesem Zug erreichen
# kann, und die Augenzahl, die er dort zeigen würde. Klicke auf ein Feld, um dorthin zu ziehen
# (führen zwei Wege dorthin, wähle einen aus der Liste). Spiele gegen eine Freundin, einen
# Freund oder den Zufallsspieler.

# %% tags=["nbval-ignore-output"]
Explorer(cubekit.load("striedies", turn_limit=400))

# %% [markdown] lang="en"
# More: [tipping a die](41-striedies-tipping-a-die.ipynb), [fights and
# ties](42-striedies-fights-and-ties.ipynb), [the open rule
# questions](43-striedies-open-questions.ipynb), [the classroom
# lesson](45-striedies-classroom.ipynb), [the rulebook's
# claims](46-striedies-rulebook-claims.ipynb) and [exercises](47-striedies-exercises.ipynb).

# %% [markdown] lang="de"
# Mehr: [einen Würfel kippen](41-striedies-tipping-a-die.ipynb), [Kämpfe und
# Gleichstände](42-striedies-fights-and-ties.ipynb), [die offenen
# Regelfragen](43-striedies-open-questions.ipynb), [die Unterrichtsstunde](45-striedies-classroom.ipynb),
# [die Behauptungen des Regelhefts](46-striedies-rulebook-claims.ipynb) und
# [Übungen](47-striedies-exercises.ipynb).
