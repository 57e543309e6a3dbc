"""The class's answers in one SQLite file beside the lesson, safe under many kernels at once.

Every student's kernel and the classroom server open the same file. It is kept in WAL mode
(readers never wait for the writer), each write is one short ``BEGIN IMMEDIATE`` transaction
with a busy timeout, and a write that still meets a lock is tried again a few times. An answer
is stored as it comes, once: the table's key is (lesson, student, question), so a second
answer to the same question (a reload that replays the first one, a double click) is ignored
and the first answer counts.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "lesson.classroom.sqlite"
>>> store = Store(path)
>>> token = store.add_student("Anna")
>>> store.student_name(token)
'Anna'
>>> store.record(Answer("lesson", token, "quiz.1", '"(b)"', True,
...                     {"en": "(b) 3", "de": "(b) 3"}, {"en": "Right.", "de": "Richtig."}))
True
>>> store.record(Answer("lesson", token, "quiz.1", '"(a)"', False, {}, {}))
False
>>> [(a.question, a.correct) for a in store.answers("lesson")]
[('quiz.1', True)]
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

BUSY_TIMEOUT_S = 5.0
"""How long one statement waits for another kernel's write before it gives up."""

RETRIES = 5
"""How often a write that met a lock anyway is tried again (with a growing pause)."""

SUFFIX = ".classroom.sqlite"
"""The answers of ``lesson.ipynb`` are kept in ``lesson.classroom.sqlite`` beside it."""

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters of a class code: none that are read for another (no 0/O, 1/I)."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS students (
    token TEXT PRIMARY KEY, name TEXT NOT NULL, joined REAL NOT NULL);
CREATE TABLE IF NOT EXISTS questions (
    lesson TEXT NOT NULL, question TEXT NOT NULL, number INTEGER NOT NULL,
    game TEXT NOT NULL, kind TEXT NOT NULL, position TEXT NOT NULL, words TEXT NOT NULL,
    PRIMARY KEY (lesson, question));
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY AUTOINCREMENT, lesson TEXT NOT NULL, student TEXT NOT NULL,
    question TEXT NOT NULL, given TEXT NOT NULL, correct INTEGER NOT NULL,
    words TEXT NOT NULL, why TEXT NOT NULL, time REAL NOT NULL,
    UNIQUE (lesson, student, question));
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

T = TypeVar("T")


class StoreError(Exception):
    """The answers file cannot be written: ``reason`` is ``"locked"``, ``"full"`` or
    ``"other"``; ``detail`` is SQLite's own sentence (for the log, not for the screen)."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def reason_of(error: sqlite3.Error) -> str:
    """``"locked"``, ``"full"`` or ``"other"`` for an SQLite error."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return "locked"
    if "full" in text or ("disk" in text and "space" in text):
        return "full"
    return "other"


def lesson_store_path(notebook: Path) -> Path:
    """Where the answers of ``notebook`` are kept: beside it, ``NAME.classroom.sqlite``."""
    return notebook.with_name(notebook.stem + SUFFIX)


def new_code(length: int = 6) -> str:
    """A random class code such as ``K7QM2X`` (easy to read off a projector and type)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


@dataclass(frozen=True)
class Answer:
    """One answer: the lesson, the student (their token), the question (``quiz.3``), what
    was given (JSON, so that a reload can give it again), right or wrong, the answer in words
    and why it is right or wrong (both as language -> text), and when (seconds since 1970)."""

    lesson: str
    student: str
    question: str
    given: str
    correct: bool
    words: Mapping[str, str]
    why: Mapping[str, str]
    time: float = field(default_factory=time.time)
    name: str = ""


@dataclass(frozen=True)
class Question:
    """A question of the lesson as the kernels described it: its number in the lesson, the
    game, the kind of exercise, the position (in the game's notation), and in each language
    the question and the right answer (``words[lang]["question"]``, ``["answer"]``)."""

    lesson: str
    question: str
    number: int
    game: str
    kind: str
    position: str
    words: Mapping[str, Mapping[str, str]]


class Store:
    """The answers file of a lesson (created on first use). Every method opens its own
    short connection, so one ``Store`` may be shared by threads and many processes may hold
    one each."""

    def __init__(self, path: str | Path, *, timeout: float = BUSY_TIMEOUT_S) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self._write(lambda db: [db.execute(sql) for sql in SCHEMA.split(";") if sql.strip()])

    # --- connections ------------------------------------------------------------------------
    @contextmanager
    def _connect(self, timeout: float | None = None) -> Iterator[sqlite3.Connection]:
        wait = self.timeout if timeout is None else timeout
        with closing(sqlite3.connect(self.path, timeout=wait, isolation_level=None)) as db:
            db.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
            if db.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            yield db

    def _write(self, work: Callable[[sqlite3.Connection], T], *, retries: int = RETRIES,
               timeout: float | None = None) -> T:
        """Run ``work`` in one immediate transaction, again after a lock (``retries``);
        :class:`StoreError` when it cannot be done."""
        pause = 0.05
        for attempt in range(retries + 1):
            try:
                with self._connect(timeout) as db:
                    db.execute("BEGIN IMMEDIATE")
                    try:
                        result = work(db)
                    except BaseException:
                        db.execute("ROLLBACK")
                        raise
                    db.execute("COMMIT")
                    return result
            except sqlite3.OperationalError as error:
                reason = reason_of(error)
                if reason != "locked" or attempt == retries:
                    raise StoreError(reason, str(error)) from error
                time.sleep(pause)
                pause *= 2
            except sqlite3.Error as error:
                raise StoreError(reason_of(error), str(error)) from error
        raise AssertionError("unreachable")  # internal: the loop returns or raises

    def _read(self, sql: str, params: Sequence[object] = ()) -> list[tuple[object, ...]]:
        with self._connect() as db:
            return list(db.execute(sql, params).fetchall())

    # --- students ---------------------------------------------------------------------------
    def add_student(self, name: str) -> str:
        """A new student called ``name``; returns their token (the secret in their cookie)."""
        token = secrets.token_urlsafe(12)
        self._write(lambda db: db.execute(
            "INSERT INTO students (token, name, joined) VALUES (?, ?, ?)",
            (token, name, time.time())))
        return token

    def student_name(self, token: str) -> str | None:
        """The name of the student with ``token``, or None for an unknown token."""
        rows = self._read("SELECT name FROM students WHERE token = ?", (token,))
        return str(rows[0][0]) if rows else None

    def students(self) -> list[tuple[str, str]]:
        """(token, name) of every student, in the order they joined."""
        return [(str(t), str(n)) for t, n in
                self._read("SELECT token, name FROM students ORDER BY joined, rowid")]

    # --- questions and answers --------------------------------------------------------------
    def describe(self, questions: Sequence[Question]) -> None:
        """Make the lesson's questions known (the first kernel to start writes them)."""
        rows = [(q.lesson, q.question, q.number, q.game, q.kind, q.position,
                 json.dumps(q.words, ensure_ascii=False)) for q in questions]
        self._write(lambda db: db.executemany(
            "INSERT OR IGNORE INTO questions VALUES (?, ?, ?, ?, ?, ?, ?)", rows))

    def questions(self, lesson: str) -> list[Question]:
        rows = self._read("SELECT lesson, question, number, game, kind, position, words "
                          "FROM questions WHERE lesson = ? ORDER BY number", (lesson,))
        return [Question(str(r[0]), str(r[1]), int(str(r[2])), str(r[3]), str(r[4]),
                         str(r[5]), json.loads(str(r[6]))) for r in rows]

    def record(self, answer: Answer) -> bool:
        """Store ``answer`` now; False when that student had answered that question before
        (the first answer stays). Raises :class:`StoreError` when the file cannot be
        written (locked for longer than the retries, or the disk is full)."""
        row = (answer.lesson, answer.student, answer.question, answer.given,
               int(answer.correct), json.dumps(answer.words, ensure_ascii=False),
               json.dumps(answer.why, ensure_ascii=False), answer.time)
        count = self._write(lambda db: db.execute(
            "INSERT OR IGNORE INTO answers (lesson, student, question, given, correct, "
            "words, why, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row).rowcount)
        return bool(count)

    def answers(self, lesson: str | None = None, student: str | None = None) -> list[Answer]:
        """The answers (of one lesson, of one student), in the order they came, each with
        the student's name."""
        sql = ("SELECT a.lesson, a.student, a.question, a.given, a.correct, a.words, a.why, "
               "a.time, COALESCE(s.name, '') FROM answers a "
               "LEFT JOIN students s ON s.token = a.student WHERE 1 = 1")
        params: list[object] = []
        if lesson is not None:
            sql += " AND a.lesson = ?"
            params.append(lesson)
        if student is not None:
            sql += " AND a.student = ?"
            params.append(student)
        rows = self._read(sql + " ORDER BY a.id", params)
        return [Answer(str(r[0]), str(r[1]), str(r[2]), str(r[3]), bool(r[4]),
                       json.loads(str(r[5])), json.loads(str(r[6])), float(str(r[7])),
                       str(r[8])) for r in rows]

    def lessons(self) -> list[str]:
        """The lessons with questions or answers in this file."""
        rows = self._read("SELECT lesson FROM questions UNION SELECT lesson FROM answers")
        return sorted(str(r[0]) for r in rows)

    # --- settings (class code, what the projector shows) ------------------------------------
    def setting(self, key: str) -> str | None:
        rows = self._read("SELECT value FROM settings WHERE key = ?", (key,))
        return str(rows[0][0]) if rows else None

    def set_setting(self, key: str, value: str) -> None:
        self._write(lambda db: db.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value)))

    def code(self, key: str, given: str | None = None) -> str:
        """The code kept under ``key`` (``given`` replaces it; a new one is made the first
        time), so that a restarted server keeps the class's code."""
        if given:
            self.set_setting(key, given)
            return given
        kept = self.setting(key)
        if kept:
            return kept
        code = new_code()
        self.set_setting(key, code)
        return code

    def probe(self) -> str | None:
        """None when the file can be written right now, else ``"locked"``, ``"full"`` or
        ``"other"`` (the teacher's page asks this every few seconds)."""
        try:
            self._write(lambda db: db.execute(
                "INSERT INTO settings (key, value) VALUES ('probe', ?) ON CONFLICT (key) "
                "DO UPDATE SET value = excluded.value", (repr(time.time()),)),
                retries=0, timeout=0.3)
        except StoreError as error:
            return error.reason
        return None


__all__ = ["Answer", "Question", "Store", "StoreError", "lesson_store_path", "new_code"]
