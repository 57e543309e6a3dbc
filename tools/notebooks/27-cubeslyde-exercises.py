# %% [markdown] lang="en"
# # Cubeslyde: exercises
#
# Test yourself on the rules: each exercise shows a position, asks a question and knows the
# answer the rules engine gives. Answer, and you hear at once whether you are right and why:
# the rule your answer confirms, or the rule it breaks and what really happens, told step by
# step in the same words as the steppers. Every exercise comes from a seeded game, so the same
# seed gives everybody the same exercise. *Auf Deutsch:*
# [Übungen zu Cubeslyde](../de/27-cubeslyde-exercises.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: Übungen
#
# Prüfe dich selbst in den Regeln: Jede Übung zeigt eine Stellung, stellt eine Frage und kennt
# die Antwort, die das Programm gibt. Antworte, und du erfährst sofort, ob du richtig liegst
# und warum: die Regel, die deine Antwort bestätigt, oder die Regel, gegen die sie verstößt,
# und was wirklich passiert, Schritt für Schritt mit denselben Worten wie in den Steppern.
# Jede Übung stammt aus einer Partie mit festem Startwert (seed), also bekommen alle mit
# demselben Startwert dieselbe Übung. *Auf Englisch:*
# [die englische Fassung](../en/27-cubeslyde-exercises.ipynb).

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.core import display

# %%
from cubekit.exercises import Exercise, KindsTable, make

game = cubekit.load("cubeslyde")
KindsTable(game)

# %% [markdown] lang="en"
# These are the kinds of exercise Cubeslyde has, each with an example question: where a cube
# may be pushed, what the board looks like after a move, whether the move ends the game,
# whether a push is allowed, and which cube falls off.
#
# ## Is this push allowed?
#
# `make` picks a position from a seeded game. `difficulty` is `"easy"`, `"medium"` or
# `"hard"`; for this kind it means the number of cubes in the pushed line (easy: none or one,
# medium: two, hard: three or more).

# %% [markdown] lang="de"
# Das sind die Arten von Übungen zu Cubeslyde, jede mit einer Beispielfrage: wohin ein Cube
# geschoben werden darf, wie das Spielfeld nach einem Zug aussieht, ob der Zug die Partie
# beendet, ob ein Schub erlaubt ist und welcher Cube herunterfällt.
#
# ## Ist dieser Schub erlaubt?
#
# `make` nimmt eine Stellung aus einer Partie mit festem Startwert. `difficulty` ist
# `"easy"`, `"medium"` oder `"hard"` (leicht, mittel, schwer); bei dieser Art zählt die Zahl
# der Cubes in der geschobenen Linie (leicht: keiner oder einer, mittel: zwei, schwer: drei
# oder mehr).

# %%
push = make(game, "can_push", seed=2, difficulty="medium")
push

# %% [markdown] lang="en"
# The right answer is `push.answer`. Checking it gives a *feedback*: true when right, and its
# text says why and what happens.

# %% [markdown] lang="de"
# Die richtige Antwort ist `push.answer`. Wer sie prüft, bekommt eine Rückmeldung
# (*Feedback*): wahr, wenn die Antwort stimmt, und ihr Text sagt, warum und was passiert.

# %%
push.check(push.answer)

# %% [markdown] lang="en"
# A wrong answer: the feedback names the rule it breaks (CS-6: at least the defence is
# enough) and tells what really happens.

# %% [markdown] lang="de"
# Eine falsche Antwort: Die Rückmeldung nennt die Regel, gegen die sie verstößt (CS-6:
# mindestens die Verteidigungsstärke genügt), und erzählt, was wirklich passiert.

# %%
push.check(next(choice for choice in push.choices if not choice.right))

# %% [markdown] lang="en"
# Anything that is no answer at all is refused with a clear message saying what form is
# expected:

# %% [markdown] lang="de"
# Alles, was gar keine Antwort ist, wird mit einer klaren Meldung abgelehnt, die sagt, welche
# Form erwartet wird:

# %%
try:
    push.check("?")
except ValueError as error:
    refusal = display.mark(False, str(error))
HTML(display.block(refusal))

# %% [markdown] lang="en"
# ## Which cube falls off?
#
# The pushed line reaches the edge: which cube leaves the board, and is a player out then?

# %% [markdown] lang="de"
# ## Welcher Cube fällt herunter?
#
# Die geschobene Linie erreicht den Rand: Welcher Cube verlässt das Spielfeld, und scheidet
# dann ein Spieler aus?

# %%
falls = make(game, "falls", seed=0, difficulty="medium")
falls

# %%
falls.check(falls.answer)

# %% [markdown] lang="en"
# ## Where may this cube go?
#
# Here the answer is marked on the board: every square the cube may be pushed onto. In code,
# give square names (or a list of them). Leave one out, and the feedback says which square is
# missing and why.

# %% [markdown] lang="de"
# ## Wohin darf dieser Cube?
#
# Hier markierst du die Antwort auf dem Brett: jedes Feld, auf das der Cube geschoben werden
# darf. Im Code gibst du Feldnamen an (oder eine Liste davon). Lass eines weg, und die
# Rückmeldung sagt, welches Feld fehlt und warum.

# %%
squares = make(game, "legal_moves", seed=2, difficulty="easy")
squares

# %%
squares.check(list(squares.answer))

# %%
squares.check(list(squares.answer)[1:])

# %% [markdown] lang="en"
# ## Which picture is right, and who wins?
#
# `what_happens` shows pictures to choose from: the board after the move and boards that come
# from real mistakes (a push that did not happen, the wrong cube falling). `who_wins` asks
# whether the move ends the game.

# %% [markdown] lang="de"
# ## Welches Bild stimmt, und wer gewinnt?
#
# `what_happens` zeigt Bilder zur Auswahl: das Spielfeld nach dem Zug und Spielfelder, die aus
# echten Fehlern entstehen (ein Schub, der nicht stattfand, der falsche Cube fällt).
# `who_wins` fragt, ob der Zug die Partie beendet.

# %%
pictures = make(game, "what_happens", seed=2, difficulty="medium")
pictures

# %%
pictures.check(next(choice for choice in pictures.choices if not choice.right))

# %%
ending = make(game, "who_wins", seed=2, difficulty="hard")
ending

# %%
ending.check(ending.answer)

# %% [markdown] lang="en"
# ## From a scenario
#
# A teacher can turn any scenario into an exercise: here the rulebook's own 6-against-6 push.

# %% [markdown] lang="de"
# ## Aus einem Szenario
#
# Jedes Szenario lässt sich in eine Übung verwandeln: hier der Schub 6 gegen 6 aus dem
# Regelheft.

# %%
example = Exercise.from_scenario(game.scenario("rulebook_example"), "can_push")
example

# %%
example.check(example.answer)

# %% [markdown] lang="en"
# ## Practise with the widget
#
# Click a choice button (or the squares on the board), press *Check*, read why, step through
# what really happens, then *Next exercise*.

# %% [markdown] lang="de"
# ## Üben mit dem Widget
#
# Klicke eine Antwort-Taste an (oder die Felder auf dem Brett), drücke „Prüfen“, lies, warum,
# geh Schritt für Schritt durch, was wirklich passiert, dann „Nächste Übung“.

# %% tags=["nbval-ignore-output"]
from cubekit.widgets import exercise as widgets

widgets.Exercise(game, "can_push", seed=1)

# %% [markdown] lang="en"
# ## A quiz for the whole class
#
# The same seed gives everybody the same questions; the seed is shown above the quiz. At the
# end the quiz lists the score and the rules that were missed.

# %% [markdown] lang="de"
# ## Ein Quiz für die ganze Klasse
#
# Derselbe Startwert gibt allen dieselben Fragen; er steht über dem Quiz. Am Ende nennt das
# Quiz die Punkte und die Regeln, die verfehlt wurden.

# %% tags=["nbval-ignore-output"]
quiz = widgets.Quiz(game, n=5, seed=7)
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
HTML(display.block(display.sentences(quiz.summary().splitlines(), numbered=False)))

# %% [markdown] lang="en"
# For the class the quiz starts again from its first question, unanswered (the widget above
# shows it so):

# %% [markdown] lang="de"
# Für die Klasse beginnt das Quiz wieder bei der ersten Frage, unbeantwortet (das Widget oben
# zeigt es so):

# %%
quiz.restart()
HTML(quiz.status.value)

# %% [markdown] lang="en"
# ## A worksheet to print
#
# `worksheet` writes the exercises as an A4 PDF: the questions with their pictures, numbered,
# and the answer key with short explanations on pages of its own. From the command line:
# `cubekit worksheet cubeslyde --kinds can_push,falls --n 12 --seed 5 -o sheet.pdf`.

# %% [markdown] lang="de"
# ## Ein Übungsblatt zum Drucken
#
# `worksheet` schreibt die Übungen als A4-PDF: die Fragen mit ihren Bildern, nummeriert, und
# die Lösungen mit kurzen Erklärungen auf eigenen Seiten. Auf der Kommandozeile:
# `cubekit worksheet cubeslyde --kinds can_push,falls --n 12 --seed 5 -o blatt.pdf
# --language de`.

# %% lang="en"
import tempfile
from pathlib import Path

from cubekit.exercises import series, worksheet

sheet = worksheet(series(game, 4, seed=5), Path(tempfile.mkdtemp()) / "sheet.pdf")
HTML(display.block(display.mark(sheet.read_bytes().startswith(b"%PDF"), sheet.name)))

# %% lang="de"
import tempfile
from pathlib import Path

from cubekit.exercises import series, worksheet

blatt = worksheet(series(game, 4, seed=5), Path(tempfile.mkdtemp()) / "blatt.pdf")
HTML(display.block(display.mark(blatt.read_bytes().startswith(b"%PDF"), blatt.name)))
