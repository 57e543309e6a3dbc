"""Clicks in a real browser (issue 12, point 5): how long a Stepper "next" and an Explorer
click take until the board picture in headless Chromium shows the new position.

Run from the repository root (Chromium at ``/usr/bin/chromium``, Playwright and JupyterLab
installed)::

    python benchmarks/browser.py               # 30 clicks per action, about two minutes
    python benchmarks/browser.py --clicks 10   # a quick look

It writes a small notebook into a temporary folder (a Stepper through a long Kettenreaktion
cascade on 6x6, a Stepper through a Striedies game on the 15x15 board, an Explorer of each),
starts a throwaway JupyterLab on it (the helpers of ``tests/browser_support.py``: own config
and settings folders, the kernel imports *this* checkout's cubekit through ``PYTHONPATH``),
runs it in headless Chromium and then clicks, one action at a time. For every click the page
itself measures: from the ``click`` event's time stamp to the ``load`` event of the board
``<img class="cubekit-board">`` after its ``src`` changed (the new picture decoded and
shown), and, for comparison, until the kernel reports "idle" again (every widget update of
that click has arrived). Between two clicks the page waits until the kernel is idle and the
page quiet. The table gives the median and 90th percentile per action and a verdict against
the target of 150 ms median for the picture.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(Path(__file__).resolve().parent)]

TARGET_MS = 150.0
"""Issue 12: a click shows its new picture within this many milliseconds (median)."""
TIMEOUT_MS = 30_000

SETUP = '''\
import random
import sys

import cubekit
from cubekit.core.replay import Replay
from cubekit.widgets import Explorer, Stepper

print("cubekit from", cubekit.__file__)


def position(game, seed, moves):
    """The position after ``moves`` seeded random moves (fewer if the game ends)."""
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(moves):
        if state.outcome is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return state


def long_cascade(game, seed, games=30):
    """The move with the most steps in a few seeded random games."""
    rng, best = random.Random(seed), None
    for _ in range(games):
        state = game.initial_state()
        while state.outcome is None:
            move = rng.choice(state.legal_moves())
            transition = state.explain(move)
            if best is None or len(transition.steps) > len(best.steps):
                best = transition
            state = transition.after
    return best


def replay(game, seed, moves):
    """A replay of ``moves`` seeded random moves from the start."""
    rng, state, played = random.Random(seed), game.initial_state(), []
    for _ in range(moves):
        if state.outcome is not None:
            break
        played.append(rng.choice(state.legal_moves()))
        state = state.play(played[-1])
    return Replay(game.initial_state(), tuple(played))


chain6 = cubekit.load("chain_reaction", width=6, height=6)
striedies = cubekit.load("striedies", players=2, turn_limit=400)
'''


@dataclass(frozen=True)
class Case:
    """One widget of the notebook and the action clicked on it."""

    key: str            # CSS class the notebook gives the widget
    label: str          # what the table says
    kind: str           # "next" (Stepper), "square" (Kettenreaktion), "die" (Striedies)
    source: str         # the expression the widget is made from (after ``SETUP``)

    @property
    def widget(self) -> str:
        return "Stepper" if self.kind == "next" else "Explorer"

    @property
    def code(self) -> str:
        """The notebook cell that makes and shows the widget."""
        return (f"widget = {self.widget}({self.source})\n"
                f"widget.add_class({self.key!r})\nwidget")


CASES = (
    Case("bench-stepper-chain6", "Stepper \"next\", Kettenreaktion 6x6 (a long cascade)",
         "next", "long_cascade(chain6, 4)"),
    Case("bench-stepper-striedies",
         "Stepper \"next\", Striedies 15x15, 2 players (a replay of 16 moves)",
         "next", "replay(striedies, 3, 16)"),
    Case("bench-explorer-chain6", "Explorer click on a square, Kettenreaktion 6x6",
         "square", "position(chain6, 6, 24)"),
    Case("bench-explorer-striedies", "Explorer, Striedies 15x15, 2 players",
         "die", "position(striedies, 5, 10)"),
)


def notebook(cases: tuple[Case, ...]) -> dict[str, Any]:
    """The benchmark notebook (nbformat 4, no outputs, no kernelspec: Python starts)."""
    def cell(source: str) -> dict[str, Any]:
        return {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                "source": source.splitlines(keepends=True)}

    return {"cells": [cell(SETUP), *[cell(case.code) for case in cases]],
            "metadata": {"language_info": {"name": "python"}}, "nbformat": 4,
            "nbformat_minor": 5}


# ---------------------------------------------------------------------------------------------
# In the page
# ---------------------------------------------------------------------------------------------
ARM = """([img]) => {
    // One measurement: the next click anywhere, then the board picture's new src and its
    // load event, then the kernel's next "idle".
    const panel = window.jupyterapp.shell.currentWidget;
    const kernel = panel.sessionContext.session.kernel;
    const m = {click: null, src: null, shown: null, idle: null, old: img.src};
    window.cubekitMeasure = m;
    document.addEventListener("click", e => { if (m.click === null) m.click = e.timeStamp; },
                              {capture: true, once: true});
    const onLoad = () => {
        if (m.src !== null && m.shown === null) {
            m.shown = performance.now();
            img.removeEventListener("load", onLoad);
        }
    };
    img.addEventListener("load", onLoad);
    const observer = new MutationObserver(() => {
        if (img.src !== m.old && m.src === null) {
            m.src = performance.now();
            observer.disconnect();
            if (img.complete && img.naturalWidth > 0) {
                // decoded already (an image from the cache): it shows now
                img.decode().then(() => { if (m.shown === null) m.shown = performance.now(); },
                                  () => {});
            }
        }
    });
    observer.observe(img, {attributes: true, attributeFilter: ["src"]});
    const onStatus = (_, status) => {
        if (status === "idle" && m.shown !== null && m.idle === null) {
            m.idle = performance.now();
            kernel.statusChanged.disconnect(onStatus);
        }
    };
    kernel.statusChanged.connect(onStatus);
    m.done = () => m.shown !== null && (m.idle !== null || kernel.status === "idle");
}"""

DONE = "() => window.cubekitMeasure && window.cubekitMeasure.done()"
RESULT = """() => {
    const m = window.cubekitMeasure;
    const idle = m.idle !== null ? m.idle : m.shown;
    return {shown: m.shown - m.click, src: m.src - m.click, idle: idle - m.click};
}"""
IDLE = """() => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    return kernel.status === "idle";
}"""


@dataclass
class Timings:
    """Milliseconds per click of one action."""

    label: str
    shown: list[float] = field(default_factory=list)
    idle: list[float] = field(default_factory=list)
    driver: list[float] = field(default_factory=list)   # as Playwright's caller sees it


def settle(page: Any, pause_ms: float = 150) -> None:
    """Wait until the kernel is idle, then a little longer (the page finishes its updates)."""
    page.wait_for_function(IDLE, timeout=TIMEOUT_MS)
    page.wait_for_timeout(pause_ms)
    page.wait_for_function(IDLE, timeout=TIMEOUT_MS)


def measured(page: Any, img: Any, click: Callable[[], None], timings: Timings) -> None:
    """Arm the page, click, wait for the new picture and the idle kernel; record."""
    page.evaluate(ARM, [img.element_handle()])
    start = time.perf_counter()
    click()
    try:
        page.wait_for_function(DONE, timeout=TIMEOUT_MS)
    except Exception:
        shot = Path(tempfile.gettempdir()) / "cubekit-browser-bench-failed.png"
        page.screenshot(path=str(shot))
        print(f"no new picture after the click: see {shot}", file=sys.stderr)
        raise
    timings.driver.append((time.perf_counter() - start) * 1000)
    result = page.evaluate(RESULT)
    timings.shown.append(float(result["shown"]))
    timings.idle.append(float(result["idle"]))
    settle(page)


def unmeasured(page: Any, img: Any, click: Callable[[], None]) -> None:
    """Click and wait until the picture changed and the kernel is idle again."""
    old = img.get_attribute("src")
    click()
    page.wait_for_function("([el, old]) => el.getAttribute('src') !== old",
                           arg=[img.element_handle(), old], timeout=TIMEOUT_MS)
    settle(page)


def click_square(page: Any, img: Any, view: Any, square: Any) -> Callable[[], None]:
    """A function that clicks the centre of ``square`` on the picture ``img``."""
    def click() -> None:
        img.scroll_into_view_if_needed()
        box = img.bounding_box()
        natural = img.evaluate("el => [el.naturalWidth, el.naturalHeight]")
        x, y = view.square_center(square)
        page.mouse.click(box["x"] + x * box["width"] / natural[0],
                         box["y"] + y * box["height"] / natural[1])
    return click


def run_stepper(page: Any, case: Case, clicks: int) -> list[Timings]:
    stepper = page.locator(f".{case.key}").first
    stepper.scroll_into_view_if_needed()
    img = stepper.locator("img.cubekit-board").first
    next_button = stepper.locator("button.cubekit-next").first
    first_button = stepper.locator("button.cubekit-first").first
    timings = Timings(case.label)
    while len(timings.shown) < clicks:
        if not next_button.is_enabled():
            unmeasured(page, img, first_button.click)
            continue
        measured(page, img, next_button.click, timings)
    return [timings]


def kernel_state(case: Case) -> Any:
    """The Explorer's start position, computed here the way the notebook does."""
    namespace: dict[str, Any] = {}
    exec(compile(SETUP.replace('print("cubekit from", cubekit.__file__)', ""), "setup", "exec"),
         namespace)
    return eval(case.source, namespace)


def run_explorer(page: Any, case: Case, clicks: int) -> list[Timings]:
    from cubekit.render import BoardView

    explorer = page.locator(f".{case.key}").first
    explorer.scroll_into_view_if_needed()
    img = explorer.locator("img.cubekit-board").first
    undo = explorer.locator("button.cubekit-undo").first
    state = kernel_state(case)
    view = BoardView(state.game)
    if case.kind == "square":
        # the legal squares nearest the middle, played in turn (each undone again)
        legal = [move.square for move in state.legal_moves()]
        middle = ((state.game.board.width - 1) / 2, (state.game.board.height - 1) / 2)
        legal.sort(key=lambda sq: (sq[0] - middle[0]) ** 2 + (sq[1] - middle[1]) ** 2)
        squares = legal[:4]
        timings = Timings(case.label + " (plays the move; undone unmeasured)")
        for index in range(clicks):
            measured(page, img, click_square(page, img, view, squares[index % len(squares)]),
                     timings)
            unmeasured(page, img, undo.click)
        return [timings]
    # Striedies: select a die, then click the one square only one of its moves ends on
    from cubekit.widgets.interaction import interaction_for

    interaction = interaction_for(state)
    pairs = []
    for move in state.legal_moves():
        die = move.square
        single = [sq for sq, plans in interaction.reach(die).items() if len(plans) == 1]
        if single and die not in [d for d, _ in pairs]:
            pairs.append((die, single[0]))
    select = Timings(case.label + ": click a die (selects it, previews its moves)")
    play = Timings(case.label + ": click where it goes (plays the move; undone unmeasured)")
    for index in range(clicks):
        die, target = pairs[index % min(3, len(pairs))]
        measured(page, img, click_square(page, img, view, die), select)
        measured(page, img, click_square(page, img, view, target), play)
        unmeasured(page, img, undo.click)
    return [select, play]


# ---------------------------------------------------------------------------------------------
def percentile(values: list[float], fraction: float) -> float:
    """The ``fraction`` quantile (nearest rank)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def measure(clicks: int = 30, cases: tuple[Case, ...] = CASES) -> list[Timings]:
    """Run the notebook in JupyterLab and headless Chromium and click ``clicks`` times per
    action; the timings per action."""
    from browser_support import CHROMIUM_ARGS, JupyterLab, chromium_path, open_and_run
    from playwright.sync_api import sync_playwright

    chromium = chromium_path()
    if chromium is None:
        raise RuntimeError("no Chromium at /usr/bin/chromium (apt-get install chromium)")
    results: list[Timings] = []
    with tempfile.TemporaryDirectory(prefix="cubekit-browser-bench-") as folder:
        root, state = Path(folder) / "notebooks", Path(folder) / "lab-state"
        root.mkdir()
        state.mkdir()
        (root / "bench.ipynb").write_text(json.dumps(notebook(cases), indent=1))
        path = os.environ.get("PYTHONPATH")
        os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *([path] if path else [])])
        lab = JupyterLab(root, state)
        try:
            lab.start()
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=chromium, headless=True,
                                                     args=CHROMIUM_ARGS)
                try:
                    page = browser.new_page(viewport={"width": 1600, "height": 1200})
                    page.set_default_timeout(TIMEOUT_MS)
                    outcome = open_and_run(page, lab, "bench.ipynb")
                    if outcome != "done":
                        raise RuntimeError(f"running the benchmark notebook: {outcome}")
                    source = page.locator(".jp-OutputArea-output", has_text="cubekit from")
                    where = source.first.inner_text().strip()
                    if str(ROOT / "cubekit") not in where:
                        raise RuntimeError(f"the kernel imports another cubekit: {where}")
                    for case in cases:
                        page.locator(f".{case.key} img.cubekit-board").first.wait_for()
                        settle(page, 500)
                        run = run_stepper if case.kind == "next" else run_explorer
                        results += run(page, case, clicks)
                        print(f"... {results[-1].label}: median "
                              f"{statistics.median(results[-1].shown):.0f} ms",
                              file=sys.stderr, flush=True)
                finally:
                    browser.close()
        finally:
            lab.stop()
            if path is None:
                os.environ.pop("PYTHONPATH", None)
            else:
                os.environ["PYTHONPATH"] = path
    return results


def rows(quick: bool = False, clicks: int | None = None) -> list[Any]:
    """Rows for ``benchmarks/run.py --browser``: one per action, median and 90th percentile
    of the picture's time, and of all updates in brackets; target 150 ms median."""
    from run import Row, verdict

    count = clicks if clicks is not None else (10 if quick else 30)
    result = []
    for timings in measure(count):
        median, p90 = statistics.median(timings.shown), percentile(timings.shown, 0.9)
        idle = statistics.median(timings.idle), percentile(timings.idle, 0.9)
        result.append(Row(
            f"browser: {timings.label}, click to new picture (median, p90 of "
            f"{len(timings.shown)} clicks; all updates in brackets)",
            f"{median:.0f} ms, p90 {p90:.0f} ms (all updates: {idle[0]:.0f} ms, p90 "
            f"{idle[1]:.0f} ms)", f"<= {TARGET_MS:.0f} ms median",
            verdict(median <= TARGET_MS)))
    return result


def table(timings: list[Timings], machine: str, clicks: int) -> str:
    lines = ["# cubekit in a real browser", "",
             f"Machine: {machine}.", "",
             f"Command: `python benchmarks/browser.py --clicks {clicks}` (headless Chromium, "
             "JupyterLab on the same machine).", "",
             "| action | picture: median | p90 | all updates: median | p90 | target | met |",
             "|---|---|---|---|---|---|---|"]
    for t in timings:
        median = statistics.median(t.shown)
        lines.append(f"| {t.label} | {median:.0f} ms | {percentile(t.shown, 0.9):.0f} ms | "
                     f"{statistics.median(t.idle):.0f} ms | {percentile(t.idle, 0.9):.0f} ms | "
                     f"<= {TARGET_MS:.0f} ms median | "
                     f"{'yes' if median <= TARGET_MS else '**no**'} |")
    met = all(statistics.median(t.shown) <= TARGET_MS for t in timings)
    lines += ["", f"Verdict: {'every' if met else 'not every'} action shows its new picture "
              f"within {TARGET_MS:.0f} ms (median){'' if met else ': target missed'}."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    from run import machine_line

    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--clicks", type=int, default=30, help="clicks per action (30)")
    parser.add_argument("--json", type=Path, help="also write the raw timings to this file")
    args = parser.parse_args(argv)
    machine = machine_line()
    start = time.perf_counter()
    timings = measure(args.clicks)
    print(table(timings, machine, args.clicks))
    print(f"({time.perf_counter() - start:.0f} s)", file=sys.stderr)
    if args.json is not None:
        args.json.write_text(json.dumps([t.__dict__ for t in timings], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
