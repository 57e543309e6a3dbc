# %% [markdown] lang="en"
# # Deblockle in the classroom
#
# A lesson for the projector: first the rules in nine big steps, then the two rule questions
# the rulebook leaves open, each with both readings side by side. Serve it without code with
# `cubekit present deblockle-classroom` (add `--language de` for German), or open it in
# JupyterLab and choose <kbd>View → Appearance → Presentation Mode</kbd>. The pictures are drawn large for the projector (`cubekit.set_display(scale=1.6)`
# in the first cell; change the number for your room). Every explanation is in the text; the
# widgets step with their buttons or with the arrow keys and the space bar. *Auf Deutsch:* [Deblockle im
# Unterricht](../de/35-deblockle-classroom.ipynb).

# %% [markdown] lang="de"
# # Deblockle im Unterricht
#
# Eine Stunde für den Beamer: zuerst die Regeln in neun großen Schritten, dann die beiden
# Regelfragen, die das Regelheft offenlässt, jede mit beiden Lesarten nebeneinander. Ohne Code
# zeigst du sie mit `cubekit present deblockle-classroom --language de`, oder du öffnest sie in
# JupyterLab und wählst <kbd>View → Appearance → Presentation Mode</kbd>. Die Bilder sind groß für den Beamer gezeichnet (`cubekit.set_display(scale=1.6)`
# in der ersten Zelle; ändere die Zahl für deinen Raum). Jede Erklärung steht im Text; die
# Widgets gehen mit ihren Tasten oder mit den Pfeiltasten und der Leertaste Schritt für Schritt
# weiter. *Auf Englisch:* [die englische Fassung](../en/35-deblockle-classroom.ipynb).

# %%
%matplotlib inline
import cubekit
from cubekit.bots import make_player
from cubekit.core.replay import Replay
from cubekit.widgets import Compare, Stepper
from cubekit.widgets.exercise import Quiz
from cubekit.widgets.stepper import steps_of

cubekit.set_display(scale=1.6)
game = cubekit.load("deblockle")

# %% [markdown] lang="en"
# ## The rules in nine steps
#
# 1. **The board:** 7×7 squares, A's home star d2 at the bottom, B's d6 at the top, four
#    blocks each on the squares diagonal to their home star.
# 2. **Tip:** on your turn you tip one of your blocks onto a free neighbouring square, and
#    the symbol that comes up says how it hops — here a Cross hops one square north, east,
#    south or west.
# 3. **Stop** on top: the turn is over at once.
# 4. **X** hops one square diagonally.
# 5. **Slider** slides until the edge or a block stops it, even over a star square.
# 6. **Hoops** makes exactly three single steps and may come back the way it went.
# 7. **Star** up onto the opponent's home star: the block leaves the board.
# 8. **Deblockle'd:** a player who cannot move passes, and the other plays again.
# 9. **The winner** is the first to take all four blocks off the board.
#
# Step through them: each step has its picture and its sentence.

# %% [markdown] lang="de"
# ## Die Regeln in neun Schritten
#
# 1. **Das Brett:** 7×7 Felder, unten der Heimatstern d2 von A, oben der Heimatstern d6 von B,
#    je vier Blöcke auf den Feldern diagonal zum eigenen Heimatstern.
# 2. **Kippen:** In deinem Zug kippst du einen deiner Blöcke auf ein freies Nachbarfeld, und
#    das Symbol, das nach oben kommt, sagt, wie er hüpft – hier springt ein Kreuz ein Feld nach
#    Norden, Osten, Süden oder Westen.
# 3. **Stop** oben: Der Zug ist sofort zu Ende.
# 4. **X** springt ein Feld diagonal.
# 5. **Slider** rutscht, bis der Rand oder ein Block ihn aufhält, auch über ein Sternfeld.
# 6. **Hoops** macht genau drei einzelne Schritte und darf auf seinem Weg zurückkommen.
# 7. **Stern** nach oben auf den Heimatstern des Gegners: Der Block verlässt das Brett.
# 8. **Deblockle'd:** Wer nicht ziehen kann, setzt aus, und der andere zieht noch einmal.
# 9. **Es gewinnt**, wer zuerst alle vier Blöcke vom Brett genommen hat.
#
# Geh sie Schritt für Schritt durch: Jeder Schritt hat sein Bild und seinen Satz.

# %% tags=["nbval-ignore-output"]
players = [make_player("greedy", seed=4), make_player("greedy", seed=5)]
position, moves = game.initial_state(seed=4), []
while position.outcome is None:
    turn = players[position.to_move].choose(position)
    moves.append(str(turn))
    position = position.play(turn)
whole_game = steps_of(Replay(game.initial_state(seed=4), tuple(moves)))


def steps(scenario_id, *numbers):
    found = steps_of(game.scenario(scenario_id))
    return [found[number] for number in numbers]


tour = [whole_game[0],
        *steps("star_up_elsewhere_refused", 1, 2),
        *steps("stop_ends_turn", 1),
        *steps("x_hop", 1, 2),
        *steps("slider_crosses_star", 1, 2),
        *steps("hoops_returns", 1, 2),
        *steps("remove_on_goal_star", 1),
        *steps("deblockled_pass", 1, 2),
        whole_game[-1]]
Stepper(tour)

# %% [markdown] lang="en"
# ## Open question 1: does a star square stop a slider? (DB-5)
#
# The rulebook only says a slider may stop beside a star but not on it. The kit's default: it
# slides over the star and, if it would come to rest on it, stops on the square before. The
# other reading: a star stops it like a block. The same slide north from d4 under both: with
# the default it passes over the star d6 to d7, with the other reading the star stops it on
# d5. First the default, then the other reading; the marked step is where they part.

# %% [markdown] lang="de"
# ## Offene Frage 1: Hält ein Sternfeld einen Slider auf? (DB-5)
#
# Das Regelheft sagt nur, dass ein Slider neben einem Stern halten darf, aber nicht auf ihm.
# Die Vorgabe des Kits: Er rutscht über den Stern, und wenn er auf ihm liegen bliebe, hält er
# auf dem Feld davor. Die andere Lesart: Ein Stern hält ihn auf wie ein Block. Derselbe Slider
# rutscht unter beiden von d4 nach Norden: Mit der Vorgabe rutscht er über den Stern d6 bis d7,
# mit der anderen Lesart hält ihn der Stern auf d5 auf. Zuerst die Vorgabe, dann die andere
# Lesart; der markierte Schritt ist der, in dem sie sich trennen.

# %% lang="en" tags=["nbval-ignore-output"]
before = game.scenario("slider_crosses_star").replay.states[-2]
stopping = cubekit.load("deblockle", slider_star="stop").parse_state(before.to_text())
Compare(before.explain("c4E:d7"), stopping.explain("c4E:d5"))

# %% lang="de" tags=["nbval-ignore-output"]
before = game.scenario("slider_crosses_star").replay.states[-2]
stopping = cubekit.load("deblockle", slider_star="stop").parse_state(before.to_text())
Compare(before.explain("c4O:d7"), stopping.explain("c4O:d5"))

# %% [markdown] lang="en"
# ## Open question 2: a tip after which no hop is possible (DB-6)
#
# The rulebook says you must hop after the tip, but not what happens when no hop is possible.
# The kit's default: such a tip is no legal turn, so A must play another one (left). The other
# reading: the turn is just the tip (right).

# %% [markdown] lang="de"
# ## Offene Frage 2: ein Kippen, nach dem kein Sprung möglich ist (DB-6)
#
# Das Regelheft sagt, dass du nach dem Kippen hüpfen musst, aber nicht, was geschieht, wenn
# kein Sprung möglich ist. Die Vorgabe des Kits: Ein solches Kippen ist kein erlaubter Zug,
# also muss A einen anderen spielen (links). Die andere Lesart: Der Zug besteht nur aus dem
# Kippen (rechts).

# %% tags=["nbval-ignore-output"]
Compare(game.scenario("no_hop_forbidden"), game.scenario("no_hop_skipped"))

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

# %% [markdown] lang="en"
# More to try: every edge case in the [edge cases](32-deblockle-edge-cases.ipynb), the shortest
# game for every rule option in the [variants](33-deblockle-variants.ipynb), and more
# exercises in the [exercises](37-deblockle-exercises.ipynb).

# %% [markdown] lang="de"
# Mehr zum Ausprobieren: jeder Grenzfall in den [Grenzfällen](32-deblockle-edge-cases.ipynb),
# die kürzeste Partie für jede Regeloption in den [Varianten](33-deblockle-variants.ipynb) und
# weitere Übungen in den [Übungen](37-deblockle-exercises.ipynb).
