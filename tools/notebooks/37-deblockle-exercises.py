# %% [markdown] lang="en"
# # Deblockle: exercises
#
# Test yourself on the rules: each exercise shows a position, asks a question and knows the
# answer the rules engine gives. Answer, and you hear at once whether you are right and why:
# the rule your answer confirms, or the rule it breaks and what really happens, told step by
# step in the same words as the steppers. Every exercise comes from a seeded game, so the same
# seed gives everybody the same exercise. *Auf Deutsch:*
# [Übungen zu Deblockle](../de/37-deblockle-exercises.ipynb).

# %% [markdown] lang="de"
# # Deblockle: Übungen
#
# Prüfe dich selbst in den Regeln: Jede Übung zeigt eine Stellung, stellt eine Frage und kennt
# die Antwort, die das Programm gibt. Antworte, und du erfährst sofort, ob du richtig liegst
# und warum: die Regel, die deine Antwort bestätigt, oder die Regel, gegen die sie verstößt,
# und was wirklich passiert, Schritt für Schritt mit denselben Worten wie in den Steppern. Jede
# Übung stammt aus einer Partie mit festem Startwert (seed), also bekommen alle mit demselben
# Startwert dieselbe Übung. *Auf Englisch:*
# [die englische Fassung](../en/37-deblockle-exercises.ipynb).

# %% [markdown] lang="en"
# The first cell loads the kit and its exercises; these are the kinds of exercise Deblockle
# has: where a block can end its turn, which picture shows the board after a turn, whether a
# turn wins, where the hop after a given tip can end, and which face comes up.

# %% [markdown] lang="de"
# Die erste Zelle lädt das Kit und seine Übungen; das sind die Arten von Übungen in Deblockle:
# wo ein Block seinen Zug beenden kann, welches Bild das Brett nach einem Zug zeigt, ob ein Zug
# gewinnt, wo der Sprung nach einem bestimmten Kippen enden kann und welche Seite nach oben
# kommt.

# %%
%matplotlib inline
import tempfile
from pathlib import Path

import cubekit
from cubekit.exercises import Exercise, KindsTable, make, series, worksheet
from cubekit.widgets import exercise as widgets

game = cubekit.load("deblockle")
KindsTable(game)

# %% [markdown] lang="en"
# ## Where does the hop end?
#
# `make` picks a position from a seeded game. `difficulty` is `"easy"`, `"medium"` or
# `"hard"`. Here the tip is given, and the answer is marked on the board: every square where
# the hop can end.

# %% [markdown] lang="de"
# ## Wo endet der Sprung?
#
# `make` nimmt eine Stellung aus einer Partie mit festem Startwert. `difficulty` ist `"easy"`,
# `"medium"` oder `"hard"` (leicht, mittel, schwer). Hier ist das Kippen vorgegeben, und die
# Antwort wird auf dem Brett markiert: jedes Feld, auf dem der Sprung enden kann.

# %%
hop = make(game, "tip_and_hop", seed=3, difficulty="medium")
hop

# %% [markdown] lang="en"
# The right answer is `hop.answer`. Checking it gives a *feedback*: true when right, and it
# says why and what happens.

# %% [markdown] lang="de"
# Die richtige Antwort ist `hop.answer`. Wer sie prüft, bekommt eine Rückmeldung
# (*Feedback*): wahr, wenn die Antwort stimmt, und sie sagt, warum und was passiert.

# %%
hop.check(hop.answer)

# %% [markdown] lang="en"
# A wrong answer, a1: the feedback says, square by square, what is wrong.

# %% [markdown] lang="de"
# Eine falsche Antwort, a1: Die Rückmeldung sagt Feld für Feld, was nicht stimmt.

# %%
hop.check(["a1"])

# %% [markdown] lang="en"
# ## Which face comes up?
#
# Follow a block through a few turns, tip by tip, and choose its top face. The wrong choices
# come from real mistakes (the face underneath, the face of the wrong side).

# %% [markdown] lang="de"
# ## Welche Seite kommt nach oben?
#
# Verfolge einen Block durch ein paar Züge, Kippen für Kippen, und wähle seine obere Seite. Die
# falschen Antworten kommen aus echten Fehlern (die untere Seite, die Seite auf der falschen
# Seite des Blocks).

# %%
face = make(game, "top_face", seed=2, difficulty="medium")
face

# %% [markdown] lang="en"
# A wrong choice, and what really happens:

# %% [markdown] lang="de"
# Eine falsche Wahl, und was wirklich passiert:

# %%
face.check(next(choice for choice in face.choices if not choice.right))

# %% [markdown] lang="en"
# ## Where can the block go?
#
# Mark every square where this block can end its turn (in code: square names).

# %% [markdown] lang="de"
# ## Wohin kann der Block?
#
# Markiere jedes Feld, auf dem dieser Block seinen Zug beenden kann (im Code: Feldnamen).

# %%
legal = make(game, "legal_moves", seed=1, difficulty="easy")
legal

# %%
legal.check(legal.answer)

# %% [markdown] lang="en"
# ## Which picture is right?
#
# `what_happens` shows pictures to choose from: the board after the turn and boards that come
# from real mistakes.

# %% [markdown] lang="de"
# ## Welches Bild stimmt?
#
# `what_happens` zeigt Bilder zur Auswahl: das Brett nach dem Zug und Bretter, die aus echten
# Fehlern entstehen.

# %%
pictures = make(game, "what_happens", seed=2, difficulty="medium")
pictures

# %%
pictures.check(next(choice for choice in pictures.choices if not choice.right))

# %% [markdown] lang="en"
# ## Is the game over?

# %% [markdown] lang="de"
# ## Ist die Partie zu Ende?

# %%
ending = make(game, "who_wins", seed=1, difficulty="hard")
ending

# %%
ending.check(ending.answer)

# %% [markdown] lang="en"
# ## From a scenario or a position
#
# A teacher can turn any scenario or position into an exercise. The slider of the scenario
# "a slider runs over a star" can end its hop on four squares, one of them beyond the star d6:

# %% [markdown] lang="de"
# ## Aus einem Szenario oder einer Stellung
#
# Jedes Szenario und jede Stellung lässt sich in eine Übung verwandeln. Der Slider aus dem
# Szenario „Ein Slider rutscht über einen Stern“ kann seinen Sprung auf vier Feldern beenden,
# eines davon hinter dem Stern d6:

# %%
slide = Exercise.from_scenario(game.scenario("slider_crosses_star"), "tip_and_hop")
slide.check(slide.answer)

# %% [markdown] lang="en"
# And from the start position of the rules tour, the turn c3N:b4:

# %% [markdown] lang="de"
# Und aus der Ausgangsstellung des Regel-Rundgangs der Zug c3N:b4:

# %%
start = game.initial_state(seed=0)
Exercise.from_state(start, "top_face", move="c3N:b4")

# %% [markdown] lang="en"
# ## Practise with the widget
#
# Click the squares on the board (or a choice button), press *Check*, read why, step through
# what really happens, then *Next exercise*.

# %% [markdown] lang="de"
# ## Üben mit dem Widget
#
# Klicke die Felder auf dem Brett an (oder eine Antwort-Taste), drücke „Prüfen“, lies, warum,
# geh Schritt für Schritt durch, was wirklich passiert, dann „Nächste Übung“.

# %% tags=["nbval-ignore-output"]
widgets.Exercise(game, "tip_and_hop", seed=1)

# %% [markdown] lang="en"
# ## A quiz for the whole class
#
# The same seed gives everybody the same questions; the seed is shown above the quiz. At the
# end the quiz lists the score and the rules that were missed. `kinds` chooses the kinds of
# question (here all but the picture choice, which is slower to draw).

# %% [markdown] lang="de"
# ## Ein Quiz für die ganze Klasse
#
# Derselbe Startwert gibt allen dieselben Fragen; er steht über dem Quiz. Am Ende nennt das
# Quiz die Punkte und die Regeln, die verfehlt wurden. `kinds` wählt die Arten von Fragen (hier
# alle außer der Bildauswahl, deren Bilder länger zum Zeichnen brauchen).

# %% tags=["nbval-ignore-output"]
quiz = widgets.Quiz(game, n=5, seed=7,
                    kinds=["tip_and_hop", "top_face", "legal_moves", "who_wins"])
quiz

# %% [markdown] lang="en"
# The quiz answers in code too; here every answer is right but the first:

# %% [markdown] lang="de"
# Das Quiz lässt sich auch im Code beantworten; hier ist jede Antwort richtig außer der ersten:

# %%
for number, question in enumerate(quiz.exercises):
    if number == 0:
        quiz.answer(next(c for c in question.choices if not c.right)
                    if question.choices else ["a1"])
    else:
        quiz.answer(question.answer)
    quiz.next()
print(quiz.summary())

# %% [markdown] lang="en"
# For the class the quiz starts again from its first question, unanswered (the widget above
# shows it so):

# %% [markdown] lang="de"
# Für die Klasse beginnt das Quiz wieder bei der ersten Frage, unbeantwortet (das Widget oben
# zeigt es so):

# %%
from IPython.display import HTML

quiz.restart()
HTML(quiz.status.value)

# %% [markdown] lang="en"
# ## A worksheet to print
#
# `worksheet` writes exercises as an A4 PDF: the questions with their pictures, numbered, and
# the answer key with short explanations on pages of its own. From the command line:
# `cubekit worksheet deblockle --kinds tip_and_hop,top_face --n 12 --seed 5 -o sheet.pdf`.
# Here a short one with two exercises:

# %% [markdown] lang="de"
# ## Ein Übungsblatt zum Drucken
#
# `worksheet` schreibt Übungen als A4-PDF: die Fragen mit ihren Bildern, nummeriert, und die
# Lösungen mit kurzen Erklärungen auf eigenen Seiten. Auf der Kommandozeile:
# `cubekit worksheet deblockle --kinds tip_and_hop,top_face --n 12 --seed 5 -o blatt.pdf
# --language de`. Hier ein kurzes mit zwei Übungen:

# %% lang="en"
sheet = worksheet(series(game, 2, seed=5), Path(tempfile.mkdtemp()) / "sheet.pdf")
print(sheet.name)

# %% lang="de"
blatt = worksheet(series(game, 2, seed=5), Path(tempfile.mkdtemp()) / "blatt.pdf")
print(blatt.name)
