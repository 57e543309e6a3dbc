# %% [markdown] lang="en"
# # Striedies Strategie: exercises
#
# Test yourself on the rules: each exercise shows a position, asks a question and knows the
# answer the rules engine gives. Answer, and you hear at once whether you are right and why:
# the rule your answer confirms, or the rule it breaks and what really happens, told step by
# step in the same words as the steppers. Every exercise comes from a seeded game, so the same
# seed gives everybody the same exercise. *Auf Deutsch:* [Übungen zu Striedies
# Strategie](../de/47-striedies-exercises.ipynb).

# %% [markdown] lang="de"
# # Striedies Strategie: Übungen
#
# Prüfe dich selbst in den Regeln: Jede Übung zeigt eine Stellung, stellt eine Frage und kennt
# die Antwort, die das Programm gibt. Antworte, und du erfährst sofort, ob du richtig liegst
# und warum: die Regel, die deine Antwort bestätigt, oder die Regel, gegen die sie verstößt,
# und was wirklich passiert, Schritt für Schritt mit denselben Worten wie in den Steppern.
# Jede Übung stammt aus einer Partie mit festem Startwert (seed), also bekommen alle mit
# demselben Startwert dieselbe Übung. *Auf Englisch:*
# [die englische Fassung](../en/47-striedies-exercises.ipynb).

# %%
%matplotlib inline
import tempfile
from pathlib import Path

import cubekit
from cubekit.exercises import Exercise, KindsTable, make, series, worksheet
from cubekit.widgets import exercise as widgets

game = cubekit.load("striedies")
KindsTable(game)

# %% [markdown] lang="en"
# These are the kinds of exercise Striedies has: where a die may end its move, which picture
# shows the board after a move, whether the move ends the game, every square a die can reach
# with the face on top there, and who wins a fight with which sums.
#
# ## Where can this die go, and what does it show?
#
# `make` picks a position from a seeded game. `difficulty` is `"easy"`, `"medium"` or
# `"hard"`; for this kind it means the number of square-and-face answers (1-4, 5-10, 11-20).

# %% [markdown] lang="de"
# Das sind die Arten von Übungen zu Striedies: wo ein Würfel seinen Zug beenden darf, welches
# Bild das Brett nach einem Zug zeigt, ob der Zug die Partie beendet, jedes Feld, das ein
# Würfel erreichen kann, mit der Augenzahl, die dort oben liegt, und wer einen Kampf mit
# welchen Summen gewinnt.
#
# ## Wohin kann dieser Würfel, und was zeigt er dort?
#
# `make` nimmt eine Stellung aus einer Partie mit festem Startwert. `difficulty` ist `"easy"`,
# `"medium"` oder `"hard"` (leicht, mittel, schwer); bei dieser Art zählt die Zahl der Paare
# aus Feld und Augenzahl in der Antwort (1-4, 5-10, 11-20).

# %%
reach = make(game, "reachable", seed=2, difficulty="medium")
reach

# %% [markdown] lang="en"
# The right answer is `reach.answer`: pairs of a square and the face on top there. Checking
# it gives a *feedback*: true when right, and its text says why and what happens.

# %% [markdown] lang="de"
# Die richtige Antwort ist `reach.answer`: Paare aus einem Feld und der Augenzahl, die dort oben
# liegt. Wer sie prüft, bekommt eine Rückmeldung (*Feedback*): wahr, wenn die Antwort stimmt,
# und ihr Text sagt, warum und was passiert.

# %%
feedback = reach.check(reach.answer)
print(feedback.text())

# %% [markdown] lang="en"
# In code an answer is written as in the question, `square:face` separated by commas. Leave
# the first square out and add one the die cannot reach: the feedback says, square by square,
# what is wrong.

# %% [markdown] lang="de"
# Im Code schreibst du eine Antwort wie in der Frage, `Feld:Augenzahl`, durch Kommas getrennt.
# Lass das erste Feld weg und füge eines hinzu, das der Würfel nicht erreichen kann: Die
# Rückmeldung sagt Feld für Feld, was nicht stimmt.

# %%
wrong = ", ".join(f"{square}:{top}" for square, top in reach.answer[1:]) + ", a1:1"
print(reach.check(wrong).text())

# %% [markdown] lang="en"
# Anything else is refused with a clear message saying what form is expected:

# %% [markdown] lang="de"
# Alles andere wird mit einer klaren Meldung abgelehnt, die sagt, welche Form erwartet wird:

# %% lang="en"
try:
    reach.check("far away")
except ValueError as error:
    print(error)

# %% lang="de"
try:
    reach.check("ganz weit")
except ValueError as error:
    print(error)

# %% [markdown] lang="en"
# ## Who wins the fight?
#
# The choices are sums that come from real mistakes: the moved die counted with the face it
# showed before the move, only the moved die counted, winner and loser swapped.

# %% [markdown] lang="de"
# ## Wer gewinnt den Kampf?
#
# Die Antworten zur Auswahl sind Summen, die aus echten Fehlern entstehen: der gezogene Würfel
# mit der Augenzahl von vor dem Zug gezählt, nur der gezogene Würfel gezählt, Sieger und
# Verlierer vertauscht.

# %%
fight = make(game, "fight", seed=3, difficulty="medium")
fight

# %% [markdown] lang="en"
# A wrong choice, and what really happens:

# %% [markdown] lang="de"
# Eine falsche Wahl, und was wirklich passiert:

# %%
mistake = next(choice for choice in fight.choices if not choice.right)
print(fight.check(mistake).text())

# %% [markdown] lang="en"
# ## Which picture is right, and is the game over?

# %% [markdown] lang="de"
# ## Welches Bild stimmt, und ist die Partie vorbei?

# %%
pictures = make(game, "what_happens", seed=2, difficulty="medium")
pictures

# %%
print(pictures.check(pictures.answer).text().splitlines()[0])

# %%
ending = make(game, "who_wins", seed=1, difficulty="hard")
print(ending.question())
print(ending.check(ending.answer).text().splitlines()[0])

# %% [markdown] lang="en"
# ## Legal moves
#
# Mark every square where the die can end its move; here one square is marked too few:

# %% [markdown] lang="de"
# ## Erlaubte Züge
#
# Markiere jedes Feld, auf dem der Würfel seinen Zug beenden kann; hier fehlt ein Feld:

# %%
legal = make(game, "legal_moves", seed=1, difficulty="hard")
print(legal.question())
print(legal.check(list(legal.answer[1:])).text().splitlines()[0])

# %% [markdown] lang="en"
# ## From a scenario or a position
#
# A teacher can turn any scenario or position into an exercise: the fight of the scenario
# "two against one", and the squares A's die on b2 can reach after b1N and o14W.

# %% [markdown] lang="de"
# ## Aus einem Szenario oder einer Stellung
#
# Jedes Szenario und jede Stellung lässt sich in eine Übung verwandeln: der Kampf aus dem
# Szenario „Zwei gegen einen“ und die Felder, die der Würfel von A auf b2 nach b1N und o14W
# erreichen kann.

# %%
sums = Exercise.from_scenario(game.scenario("two_against_one"), "fight")
print(sums.question())
print(sums.check(sums.answer).text().splitlines()[0])

# %%
position = game.initial_state().play_all(["b1N", "o14W"])
tips = Exercise.from_state(position, "reachable", square="b2")
print(tips.question())
print(tips.check(tips.answer).text().splitlines()[0])

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
widgets.Exercise(game, "reachable", seed=1)

# %% [markdown] lang="en"
# ## A quiz for the whole class
#
# Three questions; the same seed gives everybody the same ones, and the seed is shown above
# the quiz. At the end the quiz lists the score and the rules that were missed.

# %% [markdown] lang="de"
# ## Ein Quiz für die ganze Klasse
#
# Drei Fragen; derselbe Startwert gibt allen dieselben, und er steht über dem Quiz. Am Ende
# nennt das Quiz die Punkte und die Regeln, die verfehlt wurden.

# %% tags=["nbval-ignore-output"]
quiz = widgets.Quiz(game, n=3, seed=7)
quiz

# %% [markdown] lang="en"
# The quiz answers in code too; here every answer is right but the first:

# %% [markdown] lang="de"
# Das Quiz lässt sich auch im Code beantworten; hier ist jede Antwort richtig außer der ersten:

# %%
for number, question in enumerate(quiz.exercises):
    if number == 0:
        quiz.answer(next(c for c in question.choices if not c.right)
                    if question.choices else "none")
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
# `worksheet` writes the exercises as an A4 PDF: the questions with their pictures, numbered,
# and the answer key with short explanations on pages of its own. From the command line:
# `cubekit worksheet striedies --kinds reachable,fight --n 12 --seed 5 -o sheet.pdf`.

# %% [markdown] lang="de"
# ## Ein Übungsblatt zum Drucken
#
# `worksheet` schreibt die Übungen als A4-PDF: die Fragen mit ihren Bildern, nummeriert, und
# die Lösungen mit kurzen Erklärungen auf eigenen Seiten. Auf der Kommandozeile:
# `cubekit worksheet striedies --kinds reachable,fight --n 12 --seed 5 -o blatt.pdf
# --language de`.

# %% lang="en"
sheet = worksheet(series(game, 2, seed=5), Path(tempfile.mkdtemp()) / "sheet.pdf")
print(sheet.name)

# %% lang="de"
blatt = worksheet(series(game, 2, seed=5), Path(tempfile.mkdtemp()) / "blatt.pdf")
print(blatt.name)
