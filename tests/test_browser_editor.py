"""The board Editor in a real JupyterLab, driven by headless Chromium (issue 18).

A notebook made by the test shows an Editor for every game. The test builds a Kettenreaktion
position by clicking the Editor's board picture (through ipyevents): a marble of A, then --
after choosing owner B and two marbles in the palette -- a marble pair of B, a right-click to
take one off again; it checks that the notation, the validity line and the picture follow in
the browser, copies the text with the copy button, then presses *Play from here* and plays a
move in the Explorer that opens. A screenshot of each game's Editor lands in
``artifacts/browser/editor-<game>.png``. Skips without Playwright or Chromium unless
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

pytestmark = pytest.mark.browser

TIMEOUT_MS = 45_000
NOTEBOOK = "editor.ipynb"
GAMES = {"chain_reaction": "width=3, height=3", "cubeslyde": "", "deblockle": "",
         "striedies": ""}
"""The Editors of the notebook, in order: game and options."""


def notebook() -> dict[str, Any]:
    """A notebook with an Editor per game."""
    return checkout_notebook(["import cubekit\nfrom cubekit.widgets.editor import Editor"] + [
        f"editors_{name} = Editor(cubekit.load({name!r}{', ' if options else ''}"
        f"{options}))\neditors_{name}" for name, options in GAMES.items()])



@pytest.fixture(scope="module")
def lab(chromium: str, jupyter_lab: JupyterLab) -> JupyterLab:
    serve_notebook(jupyter_lab, NOTEBOOK, notebook())
    return jupyter_lab


@pytest.fixture
def page(chromium: str, lab: JupyterLab) -> Iterator[Any]:
    with browser_page(chromium, viewport={"width": 1500, "height": 1100}, timeout_ms=TIMEOUT_MS,
                      clipboard_origin=lab.url) as page:
        yield page


def text_of(editor: Any) -> str:
    value: str = editor.locator(".cubekit-editor-text input").first.input_value()
    return value


def wait_text(page: Any, editor: Any, want: str) -> None:
    """Wait until the editor's notation box shows ``want``."""
    handle = editor.locator(".cubekit-editor-text input").first.element_handle()
    page.wait_for_function("([el, want]) => el.value === want", arg=[handle, want])


def click_square(page: Any, editor: Any, square: str, *, right: bool = False) -> None:
    """Click the centre of ``square`` on the editor's board picture (3x3 Kettenreaktion)."""
    import cubekit
    from cubekit.render import BoardView

    view = BoardView(cubekit.load("chain_reaction", width=3, height=3), capacity=True)
    click_board(page, editor.locator("img.cubekit-board").first, view, square, right=right)


def test_build_a_position_by_clicking_and_play_from_it(page: Any, lab: JupyterLab) -> None:
    from playwright.sync_api import expect

    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    outcome = open_and_run(page, lab, NOTEBOOK)
    assert outcome == "done", f"running the notebook: {outcome}; {stderr_tracebacks(page)}"
    editors = page.locator(".cubekit-editor")
    expect(editors).to_have_count(len(GAMES), timeout=TIMEOUT_MS)
    editor = editors.first
    editor.scroll_into_view_if_needed()
    validity = editor.locator(".cubekit-editor-validity").first
    expect(validity).to_contain_text("A valid position: A to move.")
    wait_text(page, editor, "3x3 .../.../... A")

    # --- click: a marble of A on b2 ----------------------------------------------------------
    board = editor.locator("img.cubekit-board").first
    before = board.get_attribute("src")
    click_square(page, editor, "b2")
    wait_text(page, editor, "3x3 .../.1A./... A")
    assert board.get_attribute("src") != before
    # --- the palette: owner B, two marbles; a click on c3, then a right-click takes it off --
    editor.locator(".cubekit-editor-row-owner button", has_text="B").first.click()
    editor.locator(".cubekit-editor-row-count button", has_text="2").first.click()
    click_square(page, editor, "c3")
    wait_text(page, editor, "3x3 ..2B/.1A./... A")
    click_square(page, editor, "c3", right=True)
    wait_text(page, editor, "3x3 .../.1A./... A")
    click_square(page, editor, "a1")
    wait_text(page, editor, "3x3 .../.1A./2B.. A")
    # --- an invalid position says why; a second click changes it back -----------------------
    click_square(page, editor, "a1")     # 2B -> 1B (a corner holds at most 2)
    wait_text(page, editor, "3x3 .../.1A./1B.. A")
    expect(validity).to_contain_text("A valid position")
    editor.locator(".cubekit-editor-row-count button", has_text="4").first.click()
    editor.locator(".cubekit-editor-row-owner button", has_text="A").first.click()
    click_square(page, editor, "b2")
    expect(validity).to_contain_text("Not a valid position yet")
    expect(editor.locator(".cubekit-editor-play")).to_be_disabled()
    click_square(page, editor, "b2", right=True)
    editor.locator(".cubekit-editor-row-count button", has_text="1").first.click()
    click_square(page, editor, "b2")
    wait_text(page, editor, "3x3 .../.1A./1B.. A")
    expect(validity).to_contain_text("A valid position: A to move.")
    # --- the copy button puts the notation on the clipboard -------------------------------
    copy = editor.locator(".cubekit-editor-copy-button").first
    copy.click()
    expect(copy).to_have_text("Copied")
    assert page.evaluate("() => navigator.clipboard.readText()") == "3x3 .../.1A./1B.. A"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    editor.screenshot(path=str(SCREENSHOTS / "editor-chain_reaction.png"))

    # --- play from here: an Explorer opens on the position, and a move is played -----------
    editor.locator(".cubekit-editor-play").first.click()
    explorer = editor.locator(".cubekit-explorer").first
    explorer.wait_for(state="visible")
    status = explorer.locator(".cubekit-status").first
    expect(status).to_contain_text("Player A to move")
    select = explorer.locator(".cubekit-move select").first
    index = select.evaluate("el => Array.from(el.options).findIndex(o => o.text.startsWith('c3'))")
    assert index >= 0, "the Explorer does not list c3"
    select.select_option(index=index)
    explorer.locator("button.cubekit-play-move").first.click()
    expect(status).to_contain_text("Player B to move")
    expect(explorer.locator(".cubekit-reason").first).to_contain_text("c3")
    explorer.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "editor-play-from-here.png"))

    # --- every game's Editor, as a reader sees it -------------------------------------------
    page.set_viewport_size({"width": 1500, "height": 1600})   # room for the largest board
    for index, name in enumerate(GAMES):
        if index == 0:
            continue
        other = editors.nth(index)
        other.scroll_into_view_if_needed()
        expect(other.locator(".cubekit-editor-validity").first).to_contain_text("valid")
        other.screenshot(path=str(SCREENSHOTS / f"editor-{name}.png"))
    assert not stderr_tracebacks(page), stderr_tracebacks(page)
    assert page.get_by_text("Error displaying widget").count() == 0
    assert not errors, f"errors in the page: {errors}"
