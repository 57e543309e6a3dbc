"""What the class answered, question by question and student by student, and its CSV export.

>>> import tempfile, pathlib
>>> from cubekit.classroom.store import Answer, Store
>>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "x.classroom.sqlite")
>>> anna, ben = store.add_student("Anna"), store.add_student("Ben")
>>> _ = store.record(Answer("x", anna, "quiz.1", '"(a)"', False, {"en": "(a) 2"},
...                         {"en": "Wrong: 3."}))
>>> _ = store.record(Answer("x", ben, "quiz.1", '"(b)"', True, {"en": "(b) 3"}, {"en": "Right."}))
>>> summary = summarize(store, "x", "en")
>>> row = summary.questions[0]
>>> row.answered, row.right, row.wrong_words, row.wrong_why
(2, 1, '(a) 2', 'Wrong: 3.')
>>> [(s.name, s.marks) for s in summary.students]
[('Anna', ['wrong']), ('Ben', ['right'])]
"""

from __future__ import annotations

import csv
import io
import time
from collections import Counter
from dataclasses import dataclass, field

from cubekit.classroom.store import Answer, Question, Store
from cubekit.core.i18n import tr


def _text(words: object, language: str) -> str:
    """The text in ``language`` of a language -> text mapping (else any there is)."""
    if isinstance(words, dict):
        value = words.get(language) or next(iter(words.values()), "")
        return str(value)
    return ""


@dataclass
class QuestionRow:
    """One question: how many answered, how many right, the most common wrong answer (in
    words, how often, and the kit's explanation why it is wrong)."""

    question: str
    number: int
    text: str
    right_answer: str
    position: str
    answered: int = 0
    right: int = 0
    wrong_words: str = ""
    wrong_count: int = 0
    wrong_why: str = ""


@dataclass
class StudentRow:
    """One student: their name and, per question of the lesson, ``right``, ``wrong`` or
    ``open``."""

    token: str
    name: str
    marks: list[str] = field(default_factory=list)

    @property
    def score(self) -> int:
        return self.marks.count("right")


@dataclass
class Summary:
    lesson: str
    questions: list[QuestionRow]
    students: list[StudentRow]
    answers: int


def summarize(store: Store, lesson: str, language: str) -> Summary:
    """The lesson's results as the teacher's page shows them, in ``language``."""
    questions = {q.question: q for q in store.questions(lesson)}
    answers = store.answers(lesson)
    for answer in answers:   # answers to questions nobody described (an exercise of its own)
        questions.setdefault(answer.question, Question(
            lesson, answer.question, 10_000 + len(questions), "", "", "", {}))
    ordered = sorted(questions.values(), key=lambda q: (q.number, q.question))
    rows = {q.question: QuestionRow(q.question, q.number,
                                    _text({k: v.get("question", "") for k, v in q.words.items()},
                                          language) or q.question,
                                    _text({k: v.get("answer", "") for k, v in q.words.items()},
                                          language), q.position) for q in ordered}
    wrong: dict[str, Counter[str]] = {q: Counter() for q in rows}
    why: dict[tuple[str, str], str] = {}
    for answer in answers:
        row = rows[answer.question]
        row.answered += 1
        if answer.correct:
            row.right += 1
        else:
            words = _text(answer.words, language) or answer.given
            wrong[answer.question][words] += 1
            why.setdefault((answer.question, words), _text(answer.why, language))
    for key, row in rows.items():
        if wrong[key]:
            row.wrong_words, row.wrong_count = wrong[key].most_common(1)[0]
            row.wrong_why = why[(key, row.wrong_words)]
    by_student: dict[str, dict[str, Answer]] = {}
    for answer in answers:
        by_student.setdefault(answer.student, {})[answer.question] = answer
    students = []
    for token, name in store.students():
        given = by_student.get(token, {})
        marks = [("right" if given[q].correct else "wrong") if q in given else "open"
                 for q in rows]
        students.append(StudentRow(token, name, marks))
    return Summary(lesson, list(rows.values()), students, len(answers))


CSV_COLUMNS = ("name", "lesson", "question", "number", "answer", "result", "time", "why")
"""The columns of the export (their headings come from the catalogue)."""


def csv_text(store: Store, language: str, lesson: str | None = None) -> str:
    """Every answer, one line each, headings and words in ``language``: the student's name,
    the lesson, the question, its number, the answer in words, right or wrong, the time
    (local, ``YYYY-MM-DD HH:MM:SS``) and the kit's explanation. German files are separated by
    semicolons (what spreadsheets with a decimal comma expect), English ones by commas."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";" if language == "de" else ",", lineterminator="\n")
    writer.writerow([tr(f"classroom.csv.{column}", language) for column in CSV_COLUMNS])
    lessons = [lesson] if lesson is not None else store.lessons()
    for name in lessons:
        numbers = {q.question: q.number for q in store.questions(name)}
        for answer in store.answers(name):
            writer.writerow([
                answer.name, answer.lesson, answer.question,
                numbers.get(answer.question, ""), _text(answer.words, language) or answer.given,
                tr("classroom.csv.right" if answer.correct else "classroom.csv.wrong",
                   language),
                time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(answer.time)),
                _text(answer.why, language)])
    return out.getvalue()


__all__ = ["CSV_COLUMNS", "QuestionRow", "StudentRow", "Summary", "csv_text", "summarize"]
