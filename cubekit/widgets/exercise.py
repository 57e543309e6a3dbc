"""Exercises in a notebook: answer on the board or with a button, see ✓ or ✗ and why, step
through what really happens, then the next one; and a seeded quiz with a score.

>>> from cubekit.widgets.exercise import Exercise, Quiz
>>> widget = Exercise("chain_reaction", "cascade_waves", seed=3)
>>> feedback = widget.answer(widget.exercise.answer)
>>> bool(feedback), "cubekit-ok" in widget.verdict.value
(True, True)
>>> quiz = Quiz("cubeslyde", n=3, seed=5)
>>> for _ in range(3):
...     _ = quiz.answer(quiz.exercise.answer)
...     _ = quiz.next()
>>> quiz.score
3

Every control carries a stable CSS class for browser tests: ``cubekit-exercise``,
``cubekit-exercise-question``, ``cubekit-board``, ``cubekit-choice``, ``cubekit-answer-text``,
``cubekit-check``, ``cubekit-clear``, ``cubekit-feedback``, ``cubekit-next-exercise``; the quiz
adds ``cubekit-quiz``, ``cubekit-quiz-status`` and ``cubekit-quiz-summary``.
"""

from __future__ import annotations

import html
import logging
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import Game
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import check_language, tr
from cubekit.exercises import AnswerError, Feedback, make, series
from cubekit.exercises import Exercise as Task
from cubekit.exercises.registry import rules_of
from cubekit.widgets.snapshot import Snapshot
from cubekit.widgets.stepper import Stepper

try:  # clicks on the picture need ipyevents; without it typing the answer still works
    from ipyevents import Event as _ClickEvents
except ImportError:  # pragma: no cover - depends on the installation
    _ClickEvents = None

CHOICE_WIDTH = "18em"
"""How wide a picture of a choice is shown."""

AnswerListener = Callable[["Exercise", Feedback, Any], None]
"""Called for every answer that could be read, before its verdict is shown:
``listener(widget, feedback, given)`` with ``given`` the answer exactly as it was given (a
string typed, a choice's letter or index).
``cubekit.classroom`` records a class's answers this way; a listener's failure never hides
the student's feedback."""


def _button(text: str, css: str, *, icon: str = "") -> widgets.Button:
    button = widgets.Button(description=text, icon=icon, layout=widgets.Layout(width="auto"))
    button.add_class(css)
    return button


class Exercise(Snapshot, widgets.VBox):
    """One exercise at a time, and the next one at the press of *Next*.

    ``source`` is an exercise (``cubekit.exercises.Exercise``) or a game (its name or rules
    object); with a game, ``kind`` (None: drawn with each seed), ``seed`` and ``difficulty``
    make the exercises as :func:`cubekit.exercises.make` does, *Next* taking the next seed.
    Answer by clicking squares on the board and *Check*, by typing the answer, or with a
    choice button; the verdict (✓ or ✗ and why) appears below with a
    :class:`~cubekit.widgets.Stepper` of what really happens. In code: :meth:`answer`,
    :meth:`click`, :meth:`choose`, :meth:`check` and :meth:`next`.
    """

    def __init__(self, source: Task | Game | str, kind: str | None = None, *, seed: int = 0,
                 difficulty: str = "easy", language: str | None = None,
                 **render_options: Any) -> None:
        super().__init__()
        self.language = check_language(language)
        self._render_options = render_options
        if isinstance(source, Task):
            first = source
            self.game: Game = source.game
            self.kind: str | None = kind or source.kind
        else:
            self.game = rules_of(source)
            self.kind = kind
            first = make(self.game, kind, seed=seed, difficulty=difficulty,
                         language=self.language)
        self.seed = seed if first.seed is None else first.seed
        self.difficulty = difficulty
        self.feedback: Feedback | None = None
        self.marked: set[Square] = set()
        self.answer_listeners: list[AnswerListener] = []
        self._build()
        self.add_class("cubekit-exercise")
        self.show(first)

    # --- building the controls (once) ----------------------------------------------------------
    def _build(self) -> None:
        from cubekit.render import BoardView

        lang = self.language
        self.view = BoardView(self.game, language=lang, **self._render_options)
        self.choice_view = BoardView(self.game, language=lang, status=False, legend=False)
        self.question = widgets.HTML(layout=widgets.Layout(max_width="46em"))
        self.question.add_class("cubekit-exercise-question")
        self.image = widgets.Image(format="png", layout=widgets.Layout(
            max_width="100%", height="auto", flex="0 0 auto"))
        self.image.add_class("cubekit-board")
        self._events = None
        if _ClickEvents is not None:
            events = _ClickEvents(source=self.image, watched_events=["click"],
                                  prevent_default_action=True)
            events.on_dom_event(self.on_click)
            self._events = events
        self.hint = widgets.HTML()
        self.hint.add_class("cubekit-exercise-hint")
        self.text = widgets.Text(placeholder=tr("ex.widget.placeholder", lang),
                                 layout=widgets.Layout(width="22em"))
        self.text.add_class("cubekit-answer-text")
        self.check_button = _button(tr("ex.widget.check", lang), "cubekit-check", icon="check")
        self.clear_button = _button(tr("ex.widget.clear", lang), "cubekit-clear", icon="eraser")
        self.check_button.on_click(lambda _: self.check())
        self.clear_button.on_click(lambda _: self.clear())
        self.board_row = widgets.HBox([self.text, self.check_button, self.clear_button],
                                      layout=widgets.Layout(align_items="center",
                                                            flex_flow="row wrap"))
        # answers that name a face after the square ("c5:3"): click the square, then a face
        self.face_buttons = [_button(str(face), "cubekit-face") for face in range(1, 7)]
        for face, button in enumerate(self.face_buttons, start=1):
            button.on_click(lambda _, face=face: self.face(face))
        self.face_row = widgets.HBox(
            [widgets.HTML(html.escape(tr("ex.widget.face", lang))), *self.face_buttons],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        self.choice_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                             align_items="flex-end"))
        self.verdict = widgets.HTML(layout=widgets.Layout(max_width="52em"))
        self.verdict.add_class("cubekit-feedback")
        self.next_button = _button(tr("ex.widget.next", lang), "cubekit-next-exercise",
                                   icon="arrow-right")
        self.next_button.on_click(lambda _: self.next())
        self.steps_box = widgets.VBox()
        side = widgets.VBox([self.question, self.hint, self.board_row, self.face_row,
                             self.choice_box],
                            layout=widgets.Layout(flex="1 1 24em", margin="0 0 0 1em"))
        self.body = widgets.HBox([self.image, side], layout=widgets.Layout(
            align_items="flex-start", flex_flow="row wrap"))
        self.children: Sequence[widgets.Widget] = (self.body, self.verdict, self.steps_box,
                                                   widgets.HBox([self.next_button]))

    # --- public API --------------------------------------------------------------------------
    @property
    def exercise(self) -> Task:
        """The exercise shown."""
        return self._exercise

    @property
    def widget(self) -> Exercise:
        return self

    def show(self, exercise: Task) -> None:
        """Show ``exercise`` (its board, question and ways to answer)."""
        self._exercise = exercise
        self.feedback = None
        self.marked = set()
        lang = self.language
        self.question.value = (f"<div style='line-height: 1.45'><b>"
                               f"{html.escape(exercise.question(lang))}</b></div>")
        self.text.value = ""
        self.text.placeholder = exercise.placeholder(lang)
        on_board = exercise.choices is None
        self.board_row.layout.display = "flex" if on_board else "none"
        self.face_row.layout.display = "flex" if on_board and exercise.faces else "none"
        self.choice_box.layout.display = "none" if on_board else "flex"
        hint = "ex.widget.hint_board" if self._events is not None else "ex.widget.hint_type"
        self.hint.value = (f"<i>{html.escape(tr(hint, lang, form=exercise.form(lang)))}</i>"
                           if on_board else "")
        self.choice_box.children = () if on_board else tuple(self._choice_widgets(exercise))
        self.verdict.value = ""
        self.steps_box.children = ()
        self._set_locked(False)
        self.next_button.disabled = True
        self._draw()

    def on_answer(self, listener: AnswerListener) -> None:
        """Call ``listener(widget, feedback, given)`` after every answer that could be read
        (see :data:`AnswerListener`)."""
        self.answer_listeners.append(listener)

    def answer(self, value: Any) -> Feedback | None:
        """Check ``value`` (any form the exercise reads) and show the verdict; returns the
        :class:`~cubekit.exercises.Feedback`, or None for an answer that cannot be read
        (then what is expected is shown) or once the exercise is answered."""
        if self.feedback is not None:
            return None
        try:
            feedback = self.exercise.check(value)
        except AnswerError as error:
            self.verdict.value = (f"<div class='cubekit-bad'>"
                                  f"{html.escape(error.describe(self.language))}</div>")
            return None
        for listener in list(self.answer_listeners):   # first: stored before it is seen
            try:
                listener(self, feedback, value)
            except Exception:  # a failing listener must not keep the verdict from the student
                logging.getLogger(__name__).exception("an answer listener failed")
        self._show_feedback(feedback)
        return feedback

    def click(self, square: Square | str) -> None:
        """A click on ``square``: marks it, or unmarks it (for answers on the board; with
        faces, the square's name is added to the answer text to complete)."""
        if self.feedback is not None or self.exercise.choices is not None:
            return
        if isinstance(square, str):
            square = self.game.board.parse(square)
        if self.exercise.faces:
            sep = ", " if self.text.value.strip() else ""
            self.text.value = f"{self.text.value.rstrip(', ')}{sep}{square_name(square)}:"
            self.marked.add(square)
        else:
            self.marked ^= {square}
            self.text.value = ", ".join(square_name(sq) for sq in sorted(self.marked))
        self._draw()

    def face(self, face: int) -> None:
        """Complete the square clicked last with the face ``face`` on top ("c5:" -> "c5:3"),
        for answers that name a face after the square; a face with no square before it is
        ignored."""
        if self.feedback is not None or not self.exercise.faces:
            return
        text = self.text.value.rstrip()
        if text.endswith(":"):
            self.text.value = f"{text}{face}"

    def clear(self) -> None:
        """Unmark every square and empty the answer text."""
        self.marked = set()
        self.text.value = ""
        self._draw()

    def check(self) -> Feedback | None:
        """Check the answer typed or marked (*Check*)."""
        return self.answer(self.text.value)

    def choose(self, choice: int | str) -> Feedback | None:
        """Answer with a choice: its index (from 0) or its letter."""
        return self.answer(f"({choice})" if isinstance(choice, str) else choice)

    def next(self) -> Task:
        """Make and show the next exercise (the next seed)."""
        self.seed += 1
        exercise = make(self.game, self.kind, seed=self.seed, difficulty=self.difficulty,
                        language=self.language)
        self.show(exercise)
        return exercise

    def on_click(self, event: Mapping[str, Any]) -> None:
        """A click on the board picture (an ipyevents event, pixels from the top left)."""
        x, y = event.get("dataX"), event.get("dataY")
        if x is None or y is None:
            return
        square = self.view.square_at(x, y)
        if square is not None:
            self.click(square)

    # --- internals -----------------------------------------------------------------------------
    def _choice_widgets(self, exercise: Task) -> list[widgets.Widget]:
        items: list[widgets.Widget] = []
        assert exercise.choices is not None
        for choice in exercise.choices:
            button = _button(f"({choice.letter}) {choice.text(self.language)}"
                             if choice.state is None else f"({choice.letter})",
                             "cubekit-choice")
            button.on_click(lambda _, letter=choice.letter: self.choose(letter))
            if choice.state is None:
                items.append(button)
                continue
            self.choice_view.draw(choice.state)
            picture = widgets.Image(value=self.choice_view.png(), format="png",
                                    layout=widgets.Layout(width=CHOICE_WIDTH, height="auto"))
            picture.add_class("cubekit-choice-picture")
            items.append(widgets.VBox([picture, button], layout=widgets.Layout(
                align_items="center", margin="0 0.6em 0.4em 0")))
        return items

    def _draw(self) -> None:
        exercise = self.exercise
        if exercise.choices is None:
            highlight = frozenset(self.marked) or exercise.highlight
        else:
            highlight = exercise.highlight
        self.view.draw(exercise.state, highlight=highlight or None,
                       arrows=exercise.arrows or None)
        self.image.value = self.view.png()

    def _set_locked(self, locked: bool) -> None:
        for child in (self.text, self.check_button, self.clear_button, *self.face_buttons):
            child.disabled = locked
        for item in self.choice_box.children:
            buttons = [item] if isinstance(item, widgets.Button) else [
                c for c in getattr(item, "children", ()) if isinstance(c, widgets.Button)]
            for button in buttons:
                button.disabled = locked

    def _show_feedback(self, feedback: Feedback) -> None:
        self.feedback = feedback
        self.verdict.value = _verdict_html(feedback, self.language)
        self._set_locked(True)
        self.next_button.disabled = False
        steps = list(feedback.steps)
        if steps:
            source: Any = (feedback.transition if feedback.transition is not None
                           and len(self.exercise.moves) <= 1 else steps)
            stepper = Stepper(source, language=self.language, **self._render_options)
            self.steps_box.children = (stepper,)
        self._answered(feedback)

    def _answered(self, feedback: Feedback) -> None:
        """Called after every answer (the quiz keeps the score)."""


def _verdict_html(feedback: Feedback, language: str) -> str:
    """✓ or ✗ and why (the steps follow in the Stepper below)."""
    from cubekit.core import display

    return display.block(display.mark(feedback.correct, feedback.verdict(language)))


class Quiz(Exercise):
    """A seeded series of ``n`` exercises of ``game`` with a score: the same ``seed`` gives
    the whole class the same quiz (the seed is shown). ``kinds`` limits the kinds (default:
    all of the game's, taken in turn). After the last answer the summary lists the score and
    the rules that were missed (:meth:`summary`)."""

    def __init__(self, game: Game | str, n: int = 10, *, seed: int = 0,
                 kinds: Sequence[str] | None = None, difficulty: str = "easy",
                 language: str | None = None, **render_options: Any) -> None:
        lang = check_language(language)
        self.exercises: list[Task] = series(game, n, seed=seed, kinds_=kinds,
                                            difficulty=difficulty, language=lang)
        self.results: list[Feedback | None] = [None] * len(self.exercises)
        self.index = 0
        self.quiz_seed = seed
        self.status = widgets.HTML()
        self.status.add_class("cubekit-quiz-status")
        self.summary_box = widgets.HTML()
        self.summary_box.add_class("cubekit-quiz-summary")
        super().__init__(self.exercises[0], language=lang, **render_options)
        self.children = (self.status, *self.children, self.summary_box)
        self.add_class("cubekit-quiz")
        self._show_status()

    @property
    def score(self) -> int:
        """How many answers were right."""
        return sum(1 for result in self.results if result)

    @property
    def finished(self) -> bool:
        return all(result is not None for result in self.results)

    def next(self) -> Task:
        """The next question (after the last one: the summary stays, nothing changes)."""
        if self.index + 1 >= len(self.exercises):
            self._show_summary()
            return self.exercise
        self.index += 1
        self.show(self.exercises[self.index])
        self._show_status()
        return self.exercise

    def restart(self) -> Task:
        """The same quiz from its first question, unanswered (the score and the summary
        cleared): for the class after a demonstration, and so that a stored notebook shows
        the quiz as a student meets it."""
        self.results = [None] * len(self.exercises)
        self.index = 0
        self.summary_box.value = ""
        self.show(self.exercises[0])
        self._show_status()
        return self.exercise

    def missed(self, language: str | None = None) -> Counter[str]:
        """How often each rule was missed (rules as a reader reads them)."""
        counts: Counter[str] = Counter()
        for result in self.results:
            if result is not None and not result:
                counts.update(result.rule_labels(language or self.language))
        return counts

    def summary(self, language: str | None = None) -> str:
        """The score and the rules missed, in words."""
        lang = check_language(language or self.language)
        lines = [tr("ex.widget.summary", lang, right=self.score, total=len(self.exercises),
                    seed=self.quiz_seed)]
        missed = self.missed(lang)
        if missed:
            lines.append(tr("ex.widget.missed", lang))
            lines += [tr("ex.widget.missed_rule", lang, rule=rule, times=times)
                      for rule, times in missed.most_common()]
        else:
            lines.append(tr("ex.widget.none_missed", lang))
        return "\n".join(lines)

    def _answered(self, feedback: Feedback) -> None:
        self.results[self.index] = feedback
        self._show_status()
        if self.finished:
            self._show_summary()

    def _show_status(self) -> None:
        answered = sum(1 for result in self.results if result is not None)
        self.status.value = "<b>" + html.escape(tr(
            "ex.widget.status", self.language, number=self.index + 1,
            total=len(self.exercises), right=self.score, answered=answered,
            seed=self.quiz_seed)) + "</b>"
        if hasattr(self, "next_button"):
            last = self.index + 1 >= len(self.exercises)
            self.next_button.description = tr(
                "ex.widget.finish" if last else "ex.widget.next", self.language)

    def _show_summary(self) -> None:
        from cubekit.core import display

        lines = self.summary().splitlines()
        items = "".join(f"<li>{display.prose(line)}</li>" for line in lines[2:])
        body = f"<p><b>{display.prose(lines[0])}</b></p><p>{display.prose(lines[1])}</p>"
        self.summary_box.value = display.block(body + (f"<ul>{items}</ul>" if items else ""))


__all__ = ["Exercise", "Quiz"]
