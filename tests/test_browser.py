"""The Kettenreaktion rules tour in a real JupyterLab, driven by headless Chromium.

Runs every cell of :data:`NOTEBOOK`, then steps the first Stepper forward and clicks a legal
square on the Explorer's board picture (through ipyevents), checking that the pictures and
the status really change in the browser and that nothing raised; then lets the computer (MCTS)
move, thinking in a background thread of the kernel. A screenshot lands in
``artifacts/browser/``. Skips without Playwright or Chromium unless
``CUBEKIT_REQUIRE_BROWSER=1``. ``CUBEKIT_BROWSER_NOTEBOOK`` may name another notebook file
(its folder is served) for trying the test on a draft.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import (
    SCREENSHOTS,
    JupyterLab,
    browser_page,
    open_and_run,
    serve_folder,
    stderr_tracebacks,
)

import cubekit

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
NOTEBOOK = "en/10-kettenreaktion-rules-tour.ipynb"
"""The notebook opened (in :data:`NOTEBOOKS`): it shows a Stepper and an Explorer."""
TIMEOUT_MS = 45_000
COUNTER = re.compile(r"(\d+)\D+(\d+)")

# The stepper that is not the one inside the Explorer (that one appears after a move).
STEPPER = ".cubekit-stepper:not(.cubekit-explorer .cubekit-stepper)"


def notebook_path() -> Path:
    override = os.environ.get("CUBEKIT_BROWSER_NOTEBOOK")
    return Path(override).resolve() if override else NOTEBOOKS / NOTEBOOK



@pytest.fixture(scope="module")
def lab(chromium: str, jupyter_lab: JupyterLab) -> JupyterLab:
    notebook = notebook_path()
    if not notebook.is_file():
        pytest.fail(f"the notebook {notebook} is missing")
    serve_folder(jupyter_lab, notebook.parent, "tour")
    return jupyter_lab


@pytest.fixture
def page(chromium: str, lab: JupyterLab) -> Iterator[Any]:
    with browser_page(chromium, viewport={"width": 1400, "height": 1000},
                      timeout_ms=TIMEOUT_MS) as page:
        yield page


def img_src(image: Any) -> str:
    src = image.get_attribute("src")
    assert src, "the board picture has no src"
    return str(src)


def wait_changed(page: Any, locator: Any, old: str, what: str = "src") -> None:
    """Wait until the attribute (or ``"text"``) of the element differs from ``old``."""
    handle = locator.element_handle()
    script = ("([el, old]) => (el.getAttribute('src') || '') !== old" if what == "src"
              else "([el, old]) => el.innerText.trim() !== '' && el.innerText !== old")
    page.wait_for_function(script, arg=[handle, old])


def step_number(counter: str) -> int:
    """The step shown, from a counter such as "Step 3 of 7" (or "Schritt 3 von 7")."""
    match = COUNTER.search(counter)
    assert match, f"not a step counter: {counter!r}"
    return int(match.group(1))


def board_size(names: list[str]) -> tuple[int, int]:
    """Board width and height from the square names listed in the Explorer."""
    files = {name[0] for name in names}
    ranks = {int(name[1:]) for name in names}
    return ord(max(files)) - ord("a") + 1, max(ranks)


def test_rules_tour_in_jupyterlab(page: Any, lab: JupyterLab) -> None:
    from playwright.sync_api import expect

    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    outcome = open_and_run(page, lab, f"tour/{notebook_path().name}")
    assert outcome == "done", f"running the notebook: {outcome}; {stderr_tracebacks(page)}"

    # --- the stepper: "next" shows the next step's picture -----------------------------------
    stepper = page.locator(STEPPER).first
    stepper.wait_for(state="visible")
    page.locator(".cubekit-explorer").first.wait_for(state="attached")
    stepper.scroll_into_view_if_needed()
    picture = stepper.locator("img.cubekit-board").first
    counter = stepper.locator(".cubekit-counter").first
    expect(counter).to_have_text(COUNTER, timeout=TIMEOUT_MS)   # "Step 1 of 12"
    expect(picture).to_have_attribute("src", re.compile("."), timeout=TIMEOUT_MS)
    number = step_number(counter.inner_text())
    next_button = stepper.locator("button.cubekit-next").first
    assert next_button.is_enabled(), f"the first Stepper is already at its last step: {number}"
    before, before_count = img_src(picture), counter.inner_text()
    next_button.click()
    wait_changed(page, picture, before)
    wait_changed(page, counter, before_count, "text")
    assert step_number(counter.inner_text()) == number + 1, counter.inner_text()
    expect(stepper.locator("button.cubekit-back").first).to_be_enabled()
    # "play" moves the slider in the browser; the kernel must follow with the picture
    if stepper.locator("button.cubekit-last").first.is_enabled():
        before, before_count = img_src(picture), counter.inner_text()
        stepper.locator(".cubekit-play button").first.click()
        wait_changed(page, counter, before_count, "text")
        wait_changed(page, picture, before)
        stepper.locator(".cubekit-play button").first.click()   # pause
        # the kernel's counter catches up with the slider in the browser
        page.wait_for_function(
            """([stepper]) => {
                const handle = stepper.querySelector('.cubekit-slider [aria-valuenow]');
                const counter = stepper.querySelector('.cubekit-counter').innerText;
                const shown = parseInt(counter.match(/\\d+/)[0]);
                return handle && shown === Math.round(parseFloat(
                    handle.getAttribute('aria-valuenow'))) + 1;
            }""", arg=[stepper.element_handle()])
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "kettenreaktion-stepper.png"))

    # --- the explorer: click a legal square on the picture -----------------------------------
    assert importlib.util.find_spec("ipyevents") is not None, (
        "ipyevents is not installed, so the Explorer's board picture takes no clicks")
    explorer = page.locator(".cubekit-explorer").first
    explorer.scroll_into_view_if_needed()
    board = explorer.locator("img.cubekit-board").first
    board.wait_for(state="visible")
    status = explorer.locator(".cubekit-status").first
    select = explorer.locator(".cubekit-move select").first
    expect(select.locator("option")).not_to_have_count(0)
    labels = select.evaluate("el => Array.from(el.options).map(o => o.text)")
    names = [label.split()[0] for label in labels]
    legal = [label.split()[0] for label in labels if len(label.split()) > 1]
    assert names and legal, f"the Explorer lists no (legal) squares: {labels}"
    width, height = board_size(names)
    # the square to click: a legal one nearest the middle (away from edges of cells)
    target = min(legal, key=lambda n: (ord(n[0]) - ord("a") - (width - 1) / 2) ** 2
                 + (int(n[1:]) - 1 - (height - 1) / 2) ** 2)

    from cubekit.render import BoardView

    view = BoardView(cubekit.load("chain_reaction", width=width, height=height))
    natural = board.evaluate("el => [el.naturalWidth, el.naturalHeight]")
    assert tuple(natural) == view.size_px, (
        f"the Explorer's picture is {natural} px but a default {width}x{height} board is "
        f"{view.size_px}: the notebook uses other picture options than this test assumes")
    x, y = view.square_center(target)
    box = board.bounding_box()
    assert box is not None and box["width"] > 100, f"the board is squashed: {box}"
    before, before_status = img_src(board), status.inner_text()
    page.mouse.click(box["x"] + x * box["width"] / natural[0],
                     box["y"] + y * box["height"] / natural[1])
    wait_changed(page, board, before)
    wait_changed(page, status, before_status, "text")
    chosen = select.evaluate(
        "el => el.options[el.selectedIndex] ? el.options[el.selectedIndex].text : ''")
    assert chosen.split()[:1] == [target], f"clicked {target}, the Explorer chose {chosen!r}"
    # the reason is written after the status: wait for it rather than read it once
    expect(explorer.locator(".cubekit-reason").first).to_contain_text(target, timeout=TIMEOUT_MS)
    # the move's cascade can now be stepped through below the board
    explorer.locator(".cubekit-stepper").first.wait_for(state="visible")

    page.set_viewport_size({"width": 1400, "height": 1500})   # room for the cascade too
    explorer.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "kettenreaktion.png"))

    # --- against the computer: it thinks in the kernel's background thread and answers -------
    explorer.locator(".cubekit-opponent select").first.select_option(label="the computer (MCTS)")
    strength = explorer.locator(".cubekit-strength select").first
    expect(strength).to_be_enabled()
    strength.select_option(label="quick (up to 0.5 s)")
    before_status = status.inner_text()
    explorer.locator("button.cubekit-computer-move").first.click()
    title = explorer.locator(".cubekit-cascade-title").first
    expect(title).to_contain_text("The computer (MCTS, quick) played", timeout=TIMEOUT_MS)
    wait_changed(page, status, before_status, "text")
    expect(explorer.locator("button.cubekit-computer-move").first).to_be_visible()
    expect(explorer.locator(".cubekit-thinking").first).to_be_hidden()
    page.screenshot(path=str(SCREENSHOTS / "kettenreaktion-computer.png"))
    assert not stderr_tracebacks(page), stderr_tracebacks(page)
    assert page.get_by_text("Error displaying widget").count() == 0
    assert not errors, f"errors in the page: {errors}"
