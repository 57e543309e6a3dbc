"""``cubekit present`` in a real browser: Voilà serves a small classroom notebook at projector
scale, driven by headless Chromium.

The notebook (written by the test, so that nbval does not run it as a test of its own) shows
a Stepper, an Explorer and a Compare. The test steps the Stepper with the keyboard, clicks a
square of the Explorer's board and a step of the Compare, checks that pictures, counters and
the status really change, takes screenshots (``artifacts/browser/present-*.png``) and fails
on any error in the page or a Python traceback in an output. Skips without Playwright,
Chromium or Voilà unless ``CUBEKIT_REQUIRE_BROWSER=1``.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import SCREENSHOTS, browser_page, free_port, require_chromium, unavailable

import cubekit

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[1]
SCALE = 1.6
TIMEOUT_MS = 30_000
COUNTER = re.compile(r"(\d+)\D+(\d+)")

CELLS = [
    "import cubekit\nfrom cubekit.widgets import Compare, Explorer, Stepper\n\n"
    "print(f\"picture scale {cubekit.display_settings().scale:g}\")",
    "Stepper(cubekit.load(\"chain_reaction\").scenario(\"first_corner_cascade\"))",
    "Explorer(cubekit.load(\"chain_reaction\", width=3, height=3))",
    "small = cubekit.load(\"chain_reaction\", width=2, height=2)\n"
    "Compare(small.scenario(\"endless_with_stop\"), small.scenario(\"endless_without_stop\"))",
]


def write_notebook(path: Path) -> Path:
    import nbformat
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    cells = [new_markdown_cell("# Kettenreaktion in class"), *map(new_code_cell, CELLS)]
    notebook = new_notebook(cells=cells, metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
    nbformat.write(notebook, path)
    return path


@pytest.fixture(scope="module")
def chromium() -> str:
    path = require_chromium()
    if importlib.util.find_spec("voila") is None:
        unavailable("voila is not installed (pip install 'cubekit[lab]')")
    return path


@pytest.fixture(scope="module")
def app(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``cubekit present NOTEBOOK --scale 1.6`` running; yields its URL."""
    tmp = tmp_path_factory.mktemp("present")
    for lang in ("en", "de"):      # a notebook with its twin, as the kit's notebooks are
        (tmp / lang).mkdir()
        notebook = write_notebook(tmp / lang / "classroom.ipynb")
    notebook = tmp / "en" / "classroom.ipynb"
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]), "MPLBACKEND": "Agg",
        "JUPYTER_PLATFORM_DIRS": "1"}
    for name, folder in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                         ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")]:
        (tmp / folder).mkdir()
        env[name] = str(tmp / folder)
    log = tmp / "voila.log"
    command = [sys.executable, "-m", "cubekit", "present", str(notebook), "--port", str(port),
               "--no-browser", "--scale", str(SCALE), "--language", "en"]
    with open(log, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=tmp,
                                   env=env, stdin=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}/voila/render/en/classroom.ipynb"
    try:
        deadline = time.monotonic() + 120   # a loaded machine starts a kernel slowly
        while True:
            if process.poll() is not None:
                pytest.fail(f"cubekit present exited ({process.returncode}):\n"
                            f"{log.read_text(errors='replace')[-3000:]}")
            with contextlib.suppress(OSError), socket.create_connection(
                    ("127.0.0.1", port), timeout=1):
                break
            if time.monotonic() > deadline:
                pytest.fail(f"the server did not answer on port {port} within 120 s:\n"
                            f"{log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.2)
        yield url
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


@pytest.fixture
def page(chromium: str, app: str) -> Iterator[Any]:
    with browser_page(chromium, viewport={"width": 1600, "height": 1000},
                      timeout_ms=TIMEOUT_MS) as page:
        yield page


def changes(page: Any, locator: Any, old: str, what: str = "src") -> None:
    """Wait until the element's ``src`` (or its text) differs from ``old``."""
    script = ("([el, old]) => (el.getAttribute('src') || '') !== old" if what == "src"
              else "([el, old]) => el.innerText.trim() !== '' && el.innerText !== old")
    page.wait_for_function(script, arg=[locator.element_handle(), old])


def step_number(text: str) -> int:
    match = COUNTER.search(text)
    assert match, f"not a step counter: {text!r}"
    return int(match.group(1))


def python_errors(page: Any) -> list[str]:
    """Error outputs of the cells (Voilà shows a traceback or its own error sentence)."""
    outputs = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    texts = [outputs.nth(i).inner_text() for i in range(outputs.count())]
    body = page.locator("body").inner_text()
    texts += [line for line in body.splitlines()
              if "Traceback" in line or "There was an error when executing cell" in line
              or "Error displaying widget" in line]
    return texts


def test_present_at_projector_scale(page: Any, app: str) -> None:
    from playwright.sync_api import expect

    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(app)
    expect(page.get_by_text(f"picture scale {SCALE:g}")).to_be_visible()   # CUBEKIT_SCALE
    stepper = page.locator(".cubekit-stepper:not(.cubekit-explorer .cubekit-stepper)"
                           ":not(.cubekit-compare .cubekit-stepper)").first
    stepper.wait_for(state="visible")
    expect(page.locator(".cubekit-compare").first).to_be_attached()
    assert "cubekit-wide" in (stepper.get_attribute("class") or "")     # presenting: wide
    assert page.get_by_text("from cubekit.widgets import").count() == 0   # code hidden

    # --- the stepper, with the keyboard ------------------------------------------------------
    picture = stepper.locator("img.cubekit-board").first
    counter = stepper.locator(".cubekit-counter").first
    expect(counter).to_have_text(COUNTER)
    expect(picture).to_have_attribute("src", re.compile("."))
    natural = picture.evaluate("el => [el.naturalWidth, el.naturalHeight]")
    from cubekit.render import BoardView

    scenario = cubekit.load("chain_reaction").scenario("first_corner_cascade")
    plain = BoardView(scenario.replay.steps()[0].state.game)
    assert natural[0] == pytest.approx(SCALE * plain.size_px[0], abs=3), natural
    number = step_number(counter.inner_text())
    picture.hover()
    before, count = picture.get_attribute("src"), counter.inner_text()
    page.keyboard.press("ArrowRight")
    changes(page, counter, count, "text")
    changes(page, picture, before or "")
    assert step_number(counter.inner_text()) == number + 1
    count = counter.inner_text()
    page.keyboard.press(" ")
    changes(page, counter, count, "text")
    assert step_number(counter.inner_text()) == number + 2
    count = counter.inner_text()
    page.keyboard.press("ArrowLeft")
    changes(page, counter, count, "text")
    assert step_number(counter.inner_text()) == number + 1
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "present-stepper.png"))

    # --- the explorer: click the middle square -----------------------------------------------
    explorer = page.locator(".cubekit-explorer").first
    explorer.scroll_into_view_if_needed()
    board = explorer.locator("img.cubekit-board").first
    status = explorer.locator(".cubekit-status").first
    expect(status).to_contain_text("Player A to move")
    view = BoardView(cubekit.load("chain_reaction", width=3, height=3), scale=SCALE)
    natural = board.evaluate("el => [el.naturalWidth, el.naturalHeight]")
    assert tuple(natural) == view.size_px, (natural, view.size_px)
    x, y = view.square_center("b2")
    box = board.bounding_box()
    assert box is not None and box["width"] > 200, box
    before, said = board.get_attribute("src") or "", status.inner_text()
    page.mouse.click(box["x"] + x * box["width"] / natural[0],
                     box["y"] + y * box["height"] / natural[1])
    changes(page, board, before)
    changes(page, status, said, "text")
    expect(status).to_contain_text("Player B to move")
    expect(status).to_contain_text("Last move: A places a marble on b2")
    explorer.screenshot(path=str(SCREENSHOTS / "present-explorer.png"))

    # --- the compare: a click on "next" steps both columns -----------------------------------
    compare = page.locator(".cubekit-compare").first
    compare.scroll_into_view_if_needed()
    counter = compare.locator(".cubekit-counter").first
    pictures = compare.locator("img.cubekit-board")
    expect(pictures).to_have_count(2)
    count = counter.inner_text()
    sources = [pictures.nth(i).get_attribute("src") for i in range(2)]
    compare.locator("button.cubekit-next").first.click()
    changes(page, counter, count, "text")
    assert step_number(counter.inner_text()) == step_number(count) + 1
    page.wait_for_function(
        "([a, b, old]) => a.getAttribute('src') !== old[0] || b.getAttribute('src') !== old[1]",
        arg=[pictures.nth(0).element_handle(), pictures.nth(1).element_handle(), sources])
    compare.screenshot(path=str(SCREENSHOTS / "present-compare.png"))

    assert not python_errors(page), python_errors(page)
    assert not errors, f"errors in the page: {errors}"


def test_the_link_to_the_other_language_opens_in_the_same_server(app: str) -> None:
    """Voilà serves both languages' folders, so ``../de/classroom.ipynb`` is found (it answered
    403 when Voilà served the one notebook)."""
    import urllib.request

    twin = app.replace("/en/classroom.ipynb", "/de/classroom.ipynb")
    with urllib.request.urlopen(twin, timeout=120) as answer:
        assert answer.status == 200
        assert "Kettenreaktion" in answer.read().decode("utf-8", "replace")
