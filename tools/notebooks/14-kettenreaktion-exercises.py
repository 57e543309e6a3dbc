# %% [markdown] lang="en"
# # Kettenreaktion: exercises
#
# Test yourself on the rules: each exercise shows a position, asks a question and knows the
# answer the rules engine gives. Answer, and you hear at once whether you are right and why:
# the rule your answer confirms, or the rule it breaks and what really happens, told step by
# step in the same words as the steppers. Every exercise comes from a seeded game, so the same
# seed gives everybody the same exercise. *Auf Deutsch:*
# [Übungen zur Kettenreaktion](../de/14-kettenreaktion-exercises.ipynb).

# %% [markdown] lang="de"
# # Kettenreaktion: Übungen
#
# Prüfe dich selbst in den Regeln: Jede Übung zeigt eine Stellung, stellt eine Frage und kennt
# die Antwort, die der Regel-Automat gibt. Antworte, und du erfährst sofort, ob du richtig
# liegst und warum: die Regel, die deine Antwort bestätigt, oder die Regel, gegen die sie
# verstößt, und was wirklich passiert, Schritt für Schritt mit denselben Worten wie in den
# Steppern. Jede Übung stammt aus einer Partie mit festem Startwert (seed), also bekommen alle
# mit demselben Startwert dieselbe Übung. *Auf Englisch:*
# [die englische Fassung](../en/14-kettenreaktion-exercises.ipynb).

# %%
%matplotlib inline
import cubekit

# %%
from cubekit.exercises import Exercise, KindsTable, make

game = cubekit.load("chain_reaction")
KindsTable(game)

# %% [markdown] lang="en"
# These are the kinds of exercise Kettenreaktion has: where a marble may go, what the board
# looks like after a move, whether the move wins, how many waves a cascade has, and which
# cells change colour.
#
# ## How many waves?
#
# `make` picks a position from a seeded game. `difficulty` is `"easy"`, `"medium"` or
# `"hard"`; for this kind it means the number of waves (1-2, 3-4, 5 or more).

# %% [markdown] lang="de"
# Das sind die Arten von Übungen der Kettenreaktion: wohin eine Murmel darf, wie das Brett nach
# einem Zug aussieht, ob der Zug gewinnt, wie viele Wellen eine Kaskade hat und welche Felder
# die Farbe wechseln.
#
# ## Wie viele Wellen?
#
# `make` nimmt eine Stellung aus einer Partie mit festem Startwert. `difficulty` ist `"easy"`,
# `"medium"` oder `"hard"` (leicht, mittel, schwer); bei dieser Art zählt die Zahl der Wellen
# (1-2, 3-4, 5 oder mehr).

# %%
waves = make(game, "cascade_waves", seed=3, difficulty="medium")
waves

# %% [markdown] lang="en"
# The right answer is `waves.answer`. Checking it gives a *feedback*: true when right, and its
# text says why and what happens.

# %% [markdown] lang="de"
# Die richtige Antwort ist `waves.answer`. Wer sie prüft, bekommt eine Rückmeldung
# (*Feedback*): wahr, wenn die Antwort stimmt, und ihr Text sagt, warum und was passiert.

# %%
feedback = waves.check(waves.answer)
print(feedback.text())

# %% [markdown] lang="en"
# A wrong answer: one wave too few. The feedback names the rule it breaks (CR-3: the cells a
# wave fills burst in the next one) and tells what really happens.

# %% [markdown] lang="de"
# Eine falsche Antwort: eine Welle zu wenig. Die Rückmeldung nennt die Regel, gegen die sie
# verstößt (CR-3: Die Felder, die eine Welle füllt, laufen in der nächsten über), und erzählt,
# was wirklich passiert.

# %%
wrong = waves.check(waves.answer.value - 1)
print(wrong.text())

# %% [markdown] lang="en"
# An answer may be given the way that comes naturally: the choice itself, its letter, the
# number of waves, or a few words. (Where the answer is a number, a number is read as that
# number; for other questions a whole number is the choice's place in the list, from 0.)

# %% [markdown] lang="de"
# Eine Antwort darf so kommen, wie es sich anbietet: die Auswahl selbst, ihr Buchstabe, die
# Zahl der Wellen oder ein paar Worte. (Ist die Antwort eine Zahl, wird eine Zahl als diese
# Zahl gelesen; bei anderen Fragen ist eine ganze Zahl der Platz der Antwort in der Liste,
# ab 0.)

# %%
n = waves.answer.value
answers = [waves.answer, f"({waves.answer.letter})", n, f"{n} waves", f"{n} Wellen"]
print("  ".join("✓" if waves.check(answer) else "✗" for answer in answers))

# %% [markdown] lang="en"
# Anything else is refused with a clear message saying what form is expected:

# %% [markdown] lang="de"
# Alles andere wird mit einer klaren Meldung abgelehnt, die sagt, welche Form erwartet wird:

# %% lang="en"
try:
    waves.check("lots")
except ValueError as error:
    print(error)

# %% lang="de"
try:
    waves.check("viele")
except ValueError as error:
    print(error)

# %% [markdown] lang="en"
# ## Which cells change colour?
#
# Here the answer is marked on the board: the cells of the other player that belong to the
# mover once the move is over. In code, give square names (or a list of them).

# %% [markdown] lang="de"
# ## Welche Felder wechseln die Farbe?
#
# Hier markierst du die Antwort auf dem Brett: die Felder des anderen Spielers, die nach dem
# Zug dem ziehenden Spieler gehören. Im Code gibst du Feldnamen an (oder eine Liste davon).

# %%
captured = make(game, "captured_cells", seed=4, difficulty="medium")
captured

# %%
print(", ".join(captured.answer))
print(captured.check(", ".join(captured.answer)).text())

# %% [markdown] lang="en"
# Leave one cell out and mark one too many: the feedback says, square by square, what is
# wrong.

# %% [markdown] lang="de"
# Lass ein Feld weg und markiere eines zu viel: Die Rückmeldung sagt Feld für Feld, was nicht
# stimmt.

# %%
print(captured.check([*captured.answer[1:], "a1"]).text())

# %% [markdown] lang="en"
# ## Which picture is right?
#
# `what_happens` shows pictures to choose from: the board after the move and boards that
# come from real mistakes (the cascade stopped too early, the cells keeping their colour, the
# burst forgotten).

# %% [markdown] lang="de"
# ## Welches Bild stimmt?
#
# `what_happens` zeigt Bilder zur Auswahl: das Brett nach dem Zug und Bretter, die aus echten
# Fehlern entstehen (die Kaskade zu früh beendet, die Felder behalten ihre Farbe, der Überlauf
# vergessen).

# %%
pictures = make(game, "what_happens", seed=2, difficulty="medium")
pictures

# %%
mistake = next(choice for choice in pictures.choices if not choice.right)
print(pictures.check(mistake).text())

# %% [markdown] lang="en"
# ## Legal moves and the end of the game

# %% [markdown] lang="de"
# ## Erlaubte Züge und das Ende der Partie

# %%
legal = make(game, "legal_moves", seed=1, difficulty="hard")
print(legal.question())
print(legal.check(["a1"]).text().splitlines()[0])

# %%
ending = make(game, "who_wins", seed=1, difficulty="hard")
print(ending.question())
print(" · ".join(choice.text() for choice in ending.choices))
print(ending.check(ending.answer).text().splitlines()[0])

# %% [markdown] lang="en"
# ## From a scenario or a position
#
# A teacher can turn any scenario or position into an exercise. The long capture chain has
# eleven waves, and ten of B's cells change colour on the way, but only nine are A's at the
# end: f6 bursts in the last wave and is left empty.

# %% [markdown] lang="de"
# ## Aus einem Szenario oder einer Stellung
#
# Jedes Szenario und jede Stellung lässt sich in eine Übung verwandeln. Die lange
# Eroberungskette hat elf Wellen, und zehn Felder von B wechseln unterwegs die Farbe, aber nur
# neun gehören am Ende A: f6 läuft in der letzten Welle über und bleibt leer.

# %%
chain = game.scenario("long_capture_chain")
print(Exercise.from_scenario(chain, "cascade_waves").answer.value)
cells = Exercise.from_scenario(chain, "captured_cells")
print(len(cells.answer))
print(cells.check([*cells.answer, "f6"]).text().splitlines()[0])

# %%
small = cubekit.load("chain_reaction", width=3, height=3)
position = small.initial_state().play("a1").play("c3")
corner = Exercise.from_state(position, "cascade_waves", move="a1")
print(corner.question())
print(corner.check("1 wave").text().splitlines()[0])

# %% [markdown] lang="en"
# ## Practise with the widget
#
# Click the cells on the board (or a choice button), press *Check*, read why, step through
# what really happens, then *Next exercise*.

# %% [markdown] lang="de"
# ## Üben mit dem Widget
#
# Klicke die Felder auf dem Brett an (oder eine Antwort-Taste), drücke „Prüfen“, lies, warum,
# geh Schritt für Schritt durch, was wirklich passiert, dann „Nächste Übung“.

# %% tags=["nbval-ignore-output"]
from cubekit.widgets import exercise as widgets

widgets.Exercise(game, "captured_cells", seed=1)

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
# `cubekit worksheet chain_reaction --kinds cascade_waves,captured_cells --n 12 --seed 5 -o
# sheet.pdf`.

# %% [markdown] lang="de"
# ## Ein Übungsblatt zum Drucken
#
# `worksheet` schreibt die Übungen als A4-PDF: die Fragen mit ihren Bildern, nummeriert, und
# die Lösungen mit kurzen Erklärungen auf eigenen Seiten. Auf der Kommandozeile:
# `cubekit worksheet chain_reaction --kinds cascade_waves,captured_cells --n 12 --seed 5 -o
# blatt.pdf --language de`.

# %% lang="en"
import tempfile
from pathlib import Path

from cubekit.exercises import series, worksheet

sheet = worksheet(series(game, 6, seed=5), Path(tempfile.mkdtemp()) / "sheet.pdf")
print(sheet.name)

# %% lang="de"
import tempfile
from pathlib import Path

from cubekit.exercises import series, worksheet

blatt = worksheet(series(game, 6, seed=5), Path(tempfile.mkdtemp()) / "blatt.pdf")
print(blatt.name)
