"""``cubekit classroom`` in real browsers: a teacher, three students and one without the code.

The test writes a small lesson (a slide, :func:`cubekit.classroom.join` and a three-question
quiz), starts ``cubekit classroom`` on it and drives headless Chromium: three students join
in three browser contexts with the class code and their names and answer (one sends an
answer that cannot be read first and gets the exercise's normal error; one reloads midway and
finds their answers given back), a fourth context without the code is refused, the teacher's
page shows every answer and puts a question on the projector, and the CSV export holds each
answer exactly once. Screenshots go to ``artifacts/browser/classroom-*.png``. Skips without
Playwright, Chromium or Voilà unless ``CUBEKIT_REQUIRE_BROWSER=1``.
"""

from __future__ import annotations

import contextlib
import csv
import importlib.util
import io
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import CHROMIUM_ARGS, SCREENSHOTS, free_port, unavailable

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[1]
CODE, TEACHER = "CLASS7", "TEACH7"
SEED, N = 7, 3
TIMEOUT_MS = 60_000
CELLS = [
    "import cubekit\nfrom IPython.display import HTML\n"
    "HTML('<h2 class=\"slide\">Kettenreaktion: who wins?</h2>')",
    "from cubekit import classroom\nstudent = classroom.join()",
    f"classroom.quiz('chain_reaction', n={N}, seed={SEED})",
]


def write_lesson(path: Path) -> Path:
    import nbformat
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    cells = [new_markdown_cell("# A live lesson"), *map(new_code_cell, CELLS)]
    nbformat.write(new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}}), path)
    return path


@pytest.fixture(scope="module")
def server(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """``cubekit classroom lesson.ipynb --students 3`` running; yields its URL and files."""
    if importlib.util.find_spec("voila") is None:
        unavailable("voila is not installed (pip install 'cubekit[lab]')")
    tmp = tmp_path_factory.mktemp("classroom")
    lesson = write_lesson(tmp / "lesson.ipynb")
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]), "MPLBACKEND": "Agg",
        "JUPYTER_PLATFORM_DIRS": "1"}
    for name, folder in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                         ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")]:
        (tmp / folder).mkdir()
        env[name] = str(tmp / folder)
    log = tmp / "classroom.log"
    command = [sys.executable, "-m", "cubekit", "classroom", str(lesson), "--port", str(port),
               "--students", "3", "--no-browser", "--code", CODE, "--teacher-code", TEACHER,
               "--language", "en"]
    with open(log, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=tmp,
                                   env=env, stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 120   # a loaded machine starts a kernel slowly
        while True:
            if process.poll() is not None:
                pytest.fail(f"cubekit classroom exited ({process.returncode}):\n"
                            f"{log.read_text(errors='replace')[-3000:]}")
            with contextlib.suppress(OSError), socket.create_connection(
                    ("127.0.0.1", port), timeout=1):
                break
            if time.monotonic() > deadline:
                pytest.fail(f"the server did not answer on port {port} within 120 s:\n"
                            f"{log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.2)
        yield {"url": f"http://127.0.0.1:{port}/", "db": tmp / "lesson.classroom.sqlite",
               "log": log, "env": env}
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


def quiz_exercises() -> list[Any]:
    from cubekit.widgets.exercise import Quiz

    return Quiz("chain_reaction", N, seed=SEED, language="en").exercises


def answer_text(exercise: Any, right: bool) -> str:
    """What a student gives: the right answer, or a wrong one (checked here first)."""
    if exercise.choices is not None:
        choice = next(c for c in exercise.choices if c.right == right)
        return f"({choice.letter})"
    if right:
        text = ", ".join(str(square) for square in exercise.answer)
    else:
        from cubekit.core.grid import square_name

        squares = [square_name(sq) for sq in exercise.game.board.squares()]
        text = next(s for s in squares if s not in {str(a) for a in exercise.answer})
    assert bool(exercise.check(text)) == right, (text, right)
    return text


def answer(page: Any, exercise: Any, text: str) -> None:
    """Answer the question shown (a choice button, or the text box and *Check*)."""
    quiz = page.locator(".cubekit-quiz").first
    if exercise.choices is not None:
        quiz.locator("button.cubekit-choice", has_text=text).first.click()
    else:
        quiz.locator(".cubekit-answer-text input").fill(text)
        quiz.locator("button.cubekit-check").click()
    quiz.locator(".cubekit-feedback span.cubekit-ok, .cubekit-feedback span.cubekit-bad"
                 ).first.wait_for()


def next_question(page: Any, number: int) -> None:
    quiz = page.locator(".cubekit-quiz").first
    quiz.locator("button.cubekit-next-exercise").click()
    quiz.locator(".cubekit-quiz-status", has_text=f"Question {number} of {N}").wait_for()


def join(context: Any, url: str, name: str) -> Any:
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{url}classroom/join?token={CODE}")
    page.fill("input.cubekit-classroom-name", name)
    page.click("input.cubekit-classroom-join")
    page.locator(".cubekit-classroom-hello", has_text=f"Hello, {name}!").wait_for()
    page.locator(".cubekit-quiz img.cubekit-board").first.wait_for()
    return page


def test_a_class_answers_live(chromium: str, server: dict[str, Any]) -> None:
    from playwright.sync_api import expect, sync_playwright

    url, exercises = server["url"], quiz_exercises()
    right = [answer_text(e, True) for e in exercises]
    wrong = [answer_text(e, False) for e in exercises]
    errors: list[str] = []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True,
                                             args=CHROMIUM_ARGS)
        try:
            contexts = [browser.new_context(viewport={"width": 1100, "height": 900})
                        for _ in range(5)]
            # --- a fourth student without the code is refused, in words ------------------------
            stranger = contexts[3].new_page()
            stranger.goto(f"{url}classroom/join")
            expect(stranger.locator(".cubekit-classroom-refused")).to_contain_text(
                "only open to the class")
            stranger.goto(f"{url}?student=anything")
            expect(stranger.locator(".cubekit-quiz")).to_have_count(0)
            stranger.goto(f"{url}classroom/join?token=WRONG1")
            expect(stranger.locator(".cubekit-classroom-refused")).to_contain_text(
                "not the class code")
            assert "Traceback" not in stranger.content()
            stranger.screenshot(path=str(SCREENSHOTS / "classroom-refused.png"))
            # --- three students join and answer the first question ----------------------------
            names = ("Anna", "Ben", "Cleo")
            students = {name: join(context, url, name)
                        for name, context in zip(names, contexts[:3], strict=True)}
            for page in students.values():
                page.on("pageerror", lambda error: errors.append(str(error)))
            ben = students["Ben"]
            if exercises[0].choices is None:   # an answer that cannot be read: the usual error
                ben.locator(".cubekit-answer-text input").fill("zz99")
                ben.locator("button.cubekit-check").click()
                ben.locator(".cubekit-feedback div.cubekit-bad").wait_for()
            answer(students["Anna"], exercises[0], right[0])
            answer(ben, exercises[0], wrong[0])
            answer(students["Cleo"], exercises[0], right[0])
            students["Anna"].screenshot(path=str(SCREENSHOTS / "classroom-student.png"))
            # --- Cleo reloads: her first answer comes back, the quiz goes on at question 2 ----
            cleo = students["Cleo"]
            cleo.reload()
            cleo.locator(".cubekit-classroom-hello", has_text="saved so far: 1").wait_for()
            cleo.locator(".cubekit-quiz-status", has_text=f"Question 2 of {N}").wait_for()
            # --- the rest of the quiz ----------------------------------------------------------
            for page in (students["Anna"], ben):
                next_question(page, 2)
            for number in range(1, N):
                for name, page in students.items():
                    answer(page, exercises[number],
                           wrong[number] if name == "Ben" else right[number])
                    if number + 1 < N:
                        next_question(page, number + 2)
            # --- the teacher's view: every answer, per question and per student ---------------
            teacher = contexts[4].new_page()
            teacher.set_default_timeout(TIMEOUT_MS)
            teacher.goto(f"{url}classroom/teacher?token={CODE}&teacher={TEACHER}")
            expect(teacher.locator(".cubekit-classroom-counts")).to_contain_text(
                f"Students: 3, answers: {3 * N}")
            rows = teacher.locator("tr.cubekit-question-row")
            expect(rows).to_have_count(N)
            for index in range(N):
                expect(rows.nth(index).locator(".cubekit-answered")).to_have_text("3")
                expect(rows.nth(index).locator(".cubekit-right")).to_have_text("2")
                expect(rows.nth(index).locator(".cubekit-wrong")).to_contain_text("1×")
            marks = teacher.locator("tr.cubekit-student-row", has_text="Ben")
            expect(marks.locator(".mark-wrong")).to_have_count(N)
            teacher.screenshot(path=str(SCREENSHOTS / "classroom-teacher.png"), full_page=True)
            rows.nth(0).locator("button.cubekit-spotlight").click()
            teacher.goto(f"{url}classroom/projector")
            expect(teacher.locator(".cubekit-class-code")).to_have_text(CODE)
            expect(teacher.locator(".cubekit-qr svg")).to_be_visible()
            expect(teacher.locator(".cubekit-spotlight-shown")).to_contain_text(
                exercises[0].question("en")[:30])
            teacher.screenshot(path=str(SCREENSHOTS / "classroom-projector.png"))
            # --- a student cannot open the teacher's view -------------------------------------
            ben.goto(f"{url}classroom/teacher")
            expect(ben.locator(".cubekit-classroom-refused")).to_contain_text("teacher's code")
        finally:
            browser.close()
    assert not errors, f"errors in the pages: {errors}"

    # --- the CSV holds each answer exactly once -----------------------------------------------
    out = subprocess.run([sys.executable, "-m", "cubekit", "classroom", "results",
                          str(server["db"]), "--csv", "--language", "en"], capture_output=True,
                         text=True, env=server["env"], check=True).stdout
    lines = list(csv.DictReader(io.StringIO(out)))
    keys = [(line["name"], line["question"]) for line in lines]
    assert sorted(keys) == sorted((name, f"quiz.{q}") for name in ("Anna", "Ben", "Cleo")
                                  for q in range(1, N + 1)), keys
    results = {(line["name"], line["question"]): line["result"] for line in lines}
    assert all(results[("Ben", f"quiz.{q}")] == "wrong" for q in range(1, N + 1))
    assert all(results[(name, f"quiz.{q}")] == "right" for name in ("Anna", "Cleo")
               for q in range(1, N + 1))
