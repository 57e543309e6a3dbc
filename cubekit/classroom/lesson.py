"""The student's side of a live lesson: who is answering, and every answer into the class's file.

A classroom lesson is a notebook that ``cubekit classroom`` serves with Voilà. Its slides come
first (drawn before any student arrives, in kernels heated in advance); then::

    from cubekit import classroom
    student = classroom.join()             # waits for the student's page, greets them by name
    classroom.quiz(game, n=5, seed=7)      # the class's quiz, every answer recorded

:func:`join` reads who opened the page (the student's token in the address, given by the join
page) and greets the student; :func:`quiz` and :func:`exercise` make the usual widgets
(:class:`cubekit.widgets.exercise.Quiz`, ``Exercise``) and hang a :class:`Recorder` on them,
the widgets' answer listener. A student who reloads the page gets a new kernel; their quiz is
given back as they left it (their stored answers are answered again, nothing is stored twice).

Outside a classroom (JupyterLab, the notebook tests) nothing is recorded: the lesson says it
is a practice run and works as a plain notebook.
"""

from __future__ import annotations

import html
import json
import logging
import os
import threading
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cubekit.classroom.store import Answer, Question, Store, StoreError
from cubekit.core.i18n import LANGUAGES, check_language, tr

ENV_DB = "CUBEKIT_CLASSROOM_DB"
"""The environment variable naming the answers file (set by ``cubekit classroom``)."""
ENV_LESSON = "CUBEKIT_CLASSROOM_LESSON"
"""The environment variable naming the lesson (the notebook's name without ``.ipynb``)."""
PROJECTOR = "projector"
"""The ``view`` of the address that shows the lesson on the projector (nothing recorded)."""

log = logging.getLogger(__name__)


@dataclass
class Student:
    """Who answers in this kernel: ``token`` and ``name`` (empty on the projector and in a
    practice run), the lesson and its answers file (None: nothing is recorded)."""

    token: str
    name: str
    lesson: str
    store: Store | None
    language: str
    pending: list[Answer] = field(default_factory=list)
    problem: str | None = None

    @property
    def recording(self) -> bool:
        return self.store is not None and bool(self.token)

    def answers(self) -> dict[str, Answer]:
        """This student's stored answers of this lesson, by question."""
        if not self.recording:
            return {}
        assert self.store is not None
        return {a.question: a for a in self.store.answers(self.lesson, self.token)}


_current: Student | None = None
_lock = threading.Lock()


def _query() -> dict[str, str]:
    """The query of the page's address (in a heated Voilà kernel: once a page takes it)."""
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        from voila.utils import wait_for_request  # type: ignore[import-untyped]

        wait_for_request()
    query = urllib.parse.parse_qs(os.environ.get("QUERY_STRING", ""))
    return {key: values[-1] for key, values in query.items() if values}


def current() -> Student:
    """The student of this kernel (:func:`join` first; a practice run without)."""
    return _current if _current is not None else join(show=False)


def join(*, show: bool = True, language: str | None = None) -> Student:
    """Wait for the page (Voilà hands a heated kernel its request here), find out who the
    student is and greet them: ``Hello, Anna``, with how many of their answers are kept.
    Without a classroom (no answers file) it is a practice run."""
    global _current
    lang = check_language(language)
    query = _query()
    path = os.environ.get(ENV_DB)
    lesson = os.environ.get(ENV_LESSON, "lesson")
    store = Store(path, timeout=1.0) if path else None
    token, name = query.get("student", ""), ""
    if store is None or query.get("view") == PROJECTOR:
        token = ""
    elif token:
        name = store.student_name(token) or ""
        if not name:
            token = ""
    student = Student(token, name, lesson, store if token else None, lang)
    with _lock:
        _current = student
    if show:
        from IPython.display import HTML, display  # type: ignore[attr-defined]

        display(HTML(_greeting(student, query)))  # type: ignore[no-untyped-call]
    return student


def _greeting(student: Student, query: dict[str, str]) -> str:
    lang = student.language
    if student.recording:
        kept = len(student.answers())
        text = tr("classroom.lesson.hello", lang, name=student.name, n=kept)
    elif query.get("view") == PROJECTOR:
        text = tr("classroom.lesson.projector", lang)
    elif os.environ.get(ENV_DB) and query.get("student"):
        text = tr("classroom.lesson.unknown", lang)
    else:
        text = tr("classroom.lesson.practice", lang)
    return (f"<div class='cubekit-classroom-hello' style='font-size: 1.2em; padding: 0.4em 0.8em;"
            f" border-left: 4px solid #2a6; margin: 0.5em 0'>{html.escape(text)}</div>")


class Recorder:
    """The answer listener of one widget: stores each answer of ``student`` to question
    ``prefix.N`` as it comes (N: the quiz's question number, or the exercise's seed).
    When the file cannot be written (locked for long, disk full) the answer is kept in the
    kernel and written as soon as the file takes it again; nothing already written is lost."""

    def __init__(self, student: Student, prefix: str) -> None:
        self.student = student
        self.prefix = prefix
        self.replaying = False

    def question_id(self, widget: Any) -> str:
        number = widget.index + 1 if hasattr(widget, "results") else widget.seed
        return f"{self.prefix}.{number}"

    def __call__(self, widget: Any, feedback: Any, given: Any) -> None:
        if self.replaying or not self.student.recording:
            return
        exercise = feedback.exercise
        try:
            self._describe(widget, exercise)
        except StoreError as error:
            log.warning("classroom: the question is not described: %s", error.detail)
        try:
            given_text = json.dumps(given)
        except (TypeError, ValueError):
            given_text = json.dumps(str(given))
        answer = Answer(self.student.lesson, self.student.token, self.question_id(widget),
                        given_text, bool(feedback),
                        {lang: _words(exercise, feedback.given, lang) for lang in LANGUAGES},
                        {lang: feedback.verdict(lang) for lang in LANGUAGES},
                        name=self.student.name)
        self.student.pending.append(answer)
        flush(self.student)

    def _describe(self, widget: Any, exercise: Any) -> None:
        assert self.student.store is not None
        number = widget.index + 1 if hasattr(widget, "results") else 1000 + widget.seed
        self.student.store.describe([question_of(self.student.lesson,
                                                 self.question_id(widget), number, exercise)])


def _words(exercise: Any, value: Any, language: str) -> str:
    """An answer in words (``b2, c3``, ``(b) 3 marbles``)."""
    try:
        return str(exercise.maker.value_words(exercise, value).text(language))
    except Exception:  # an answer the kind cannot put in words: its plain form
        return str(value)


def question_of(lesson: str, question: str, number: int, exercise: Any) -> Question:
    """The description of ``exercise`` for the teacher: the question and its right answer in
    every language, the position in the game's notation."""
    words = {lang: {"question": exercise.question(lang), "answer": exercise.answer_text(lang)}
             for lang in LANGUAGES}
    return Question(lesson, question, number, exercise.game.name, exercise.kind,
                    exercise.state.to_text(), words)


def flush(student: Student) -> bool:
    """Write the student's answers not yet written; True when none is left. While the file
    refuses (locked, full), a timer tries again every few seconds."""
    with _lock:
        while student.pending:
            answer = student.pending[0]
            try:
                assert student.store is not None
                student.store.record(answer)
            except StoreError as error:
                if student.problem is None:
                    log.warning("classroom: answers kept until the file takes them: %s",
                                error.detail)
                student.problem = error.reason
                timer = threading.Timer(3.0, flush, args=(student,))
                timer.daemon = True
                timer.start()
                return False
            student.pending.pop(0)
        student.problem = None
        return True


def _replay(widget: Any, recorder: Recorder, kept: dict[str, Answer]) -> None:
    """Give a reloaded page's quiz the student's stored answers again, up to the first
    question not yet answered."""
    recorder.replaying = True
    try:
        for index in range(len(widget.exercises)):
            answer = kept.get(f"{recorder.prefix}.{index + 1}")
            if answer is None:
                break
            widget.answer(json.loads(answer.given))
            if index + 1 < len(widget.exercises):
                widget.next()
    finally:
        recorder.replaying = False


def quiz(game: Any, n: int = 5, *, seed: int = 0, id: str = "quiz",
         kinds: Sequence[str] | None = None, difficulty: str = "easy",
         language: str | None = None, **render_options: Any) -> Any:
    """The class's quiz (:class:`~cubekit.widgets.exercise.Quiz`: the same ``seed``, the same
    questions for everybody), each answer recorded as question ``id.1`` ... ``id.n``; after a
    reload the student's answers are given back."""
    from cubekit.widgets.exercise import Quiz

    student = current()
    lang = check_language(language or student.language)
    widget = Quiz(game, n, seed=seed, kinds=kinds, difficulty=difficulty, language=lang,
                  **render_options)
    widget.add_class("cubekit-classroom-quiz")
    recorder = Recorder(student, id)
    if student.recording:
        assert student.store is not None
        try:
            student.store.describe([question_of(student.lesson, f"{id}.{i + 1}", i + 1, task)
                                    for i, task in enumerate(widget.exercises)])
        except StoreError as error:
            log.warning("classroom: the quiz is not described: %s", error.detail)
        _replay(widget, recorder, student.answers())
    widget.on_answer(recorder)
    return widget


def exercise(game: Any, kind: str | None = None, *, seed: int = 0, id: str = "exercise",
             difficulty: str = "easy", language: str | None = None,
             **render_options: Any) -> Any:
    """An :class:`~cubekit.widgets.exercise.Exercise` whose answers are recorded as question
    ``id.SEED`` (each *Next* is the next seed)."""
    from cubekit.widgets.exercise import Exercise

    student = current()
    widget = Exercise(game, kind, seed=seed, difficulty=difficulty,
                      language=check_language(language or student.language), **render_options)
    widget.on_answer(Recorder(student, id))
    return widget


__all__ = ["Recorder", "Student", "current", "exercise", "flush", "join", "question_of", "quiz"]
