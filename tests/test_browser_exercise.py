"""Exercises in a real JupyterLab, answered by clicking (issue 15.5).

A notebook made by the test shows two Kettenreaktion exercises. The first asks which cells of
another player become the mover's (answered on the board): the test clicks the right cell on
the board picture, presses *Check* and sees the ✓ verdict and the Stepper of what happens. The
second is multiple choice (how many waves): the test presses a wrong choice and sees the ✗
verdict that names the right answer, then *Next* brings a new exercise. Screenshots land in
``artifacts/browser/exercise-*.png``. Skips without Playwright or Chromium unless
``CUBEKIT_REQUIRE_BROWSER=1``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browser_support import (
    SCREENSHOTS,
    JupyterLab,
    browser_page,
    checkout_notebook,
    click_board,
    open_and_run,
    serve_notebook,
    stderr_tracebacks,
)

import cubekit
from cubekit import exercises

pytestmark = pytest.mark.browser

TIMEOUT_MS = 45_000
NOTEBOOK = "exercises.ipynb"
ON_BOARD = ("captured_cells", 0)
CHOICE = ("cascade_waves", 0)
"""The two exercises of the notebook: kind and seed."""


def notebook() -> dict[str, Any]:
    """A notebook with the two exercises."""
    return checkout_notebook(["import cubekit\nfrom cubekit.widgets import Exercise"] + [
        f"Exercise('chain_reaction', {kind!r}, seed={seed})" for kind, seed in
        (ON_BOARD, CHOICE)])



@pytest.fixture(scope="module")
def lab(chromium: str, jupyter_lab: JupyterLab) -> JupyterLab:
    serve_notebook(jupyter_lab, NOTEBOOK, notebook())
    return jupyter_lab


@pytest.fixture
def page(chromium: str, lab: JupyterLab) -> Iterator[Any]:
    with browser_page(chromium, viewport={"width": 1400, "height": 1100},
                      timeout_ms=TIMEOUT_MS) as page:
        yield page


def test_answer_exercises_by_clicking_and_see_the_feedback(page: Any, lab: JupyterLab) -> None:
    from playwright.sync_api import expect

    from cubekit.render import BoardView

    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    outcome = open_and_run(page, lab, NOTEBOOK)
    assert outcome == "done", f"running the notebook: {outcome}; {stderr_tracebacks(page)}"
    boxes = page.locator(".cubekit-exercise")
    expect(boxes).to_have_count(2, timeout=TIMEOUT_MS)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    # --- on the board: click every right cell, then Check: ✓ and the steps ----------------
    kind, seed = ON_BOARD
    task = exercises.make("chain_reaction", kind, seed=seed)
    first = boxes.nth(0)
    first.scroll_into_view_if_needed()
    expect(first.locator(".cubekit-exercise-question")).to_contain_text(
        task.question("en").split(".")[0])
    board = first.locator("img.cubekit-board").first
    view = BoardView(cubekit.load("chain_reaction"))
    assert task.answer, "the exercise must ask for at least one cell"
    for square in task.answer:
        before = board.get_attribute("src")
        click_board(page, board, view, str(square))
        page.wait_for_function("([el, old]) => el.src !== old",
                               arg=[board.element_handle(), before])   # the mark is drawn
    first.locator("button.cubekit-check").first.click()
    verdict = first.locator(".cubekit-feedback").first
    expect(verdict.locator(".cubekit-ok")).to_have_count(1)
    expect(first.locator(".cubekit-stepper")).to_have_count(1)
    first.screenshot(path=str(SCREENSHOTS / "exercise-right.png"))

    # --- multiple choice: a wrong choice gets ✗ and the right answer; Next makes another ----
    kind, seed = CHOICE
    task = exercises.make("chain_reaction", kind, seed=seed)
    assert task.choices is not None
    wrong = next(c for c in task.choices if not task.check(c.letter))
    second = boxes.nth(1)
    second.scroll_into_view_if_needed()
    second.locator("button.cubekit-choice", has_text=f"({wrong.letter})").first.click()
    verdict = second.locator(".cubekit-feedback").first
    expect(verdict.locator(".cubekit-bad")).to_have_count(1)
    right = next(c for c in task.choices if task.check(c.letter))
    expect(verdict).to_contain_text(right.text("en"))
    expect(second.locator(".cubekit-stepper")).to_have_count(1)     # what really happens
    second.screenshot(path=str(SCREENSHOTS / "exercise-wrong.png"))
    question = second.locator(".cubekit-exercise-question").first.inner_text()
    second.locator("button.cubekit-next-exercise").first.click()
    expect(second.locator(".cubekit-exercise-question").first).not_to_have_text(question)
    expect(verdict.locator(".cubekit-ok, .cubekit-bad")).to_have_count(0)

    assert not stderr_tracebacks(page), stderr_tracebacks(page)
    assert page.get_by_text("Error displaying widget").count() == 0
    assert not errors, f"errors in the page: {errors}"
