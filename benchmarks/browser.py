"""Clicks in a real browser (issue 12, point 5): how long a Stepper "next" and an Explorer
click take until the board picture in headless Chromium shows the new position.

Run from the repository root (Chromium at ``/usr/bin/chromium``, Playwright and JupyterLab
installed)::

    python benchmarks/browser.py                    # 30 clicks per action, a few minutes
    python benchmarks/browser.py --clicks 10        # a quick look
    python benchmarks/browser.py --against 9af6a1f  # and an older commit, click by click

It writes a small notebook into a temporary folder -- Steppers through a long Kettenreaktion
cascade on 6x6 and through a Striedies game on the 15x15 board (each also without drawing the
next step ahead), an Explorer of each -- starts a throwaway JupyterLab on it (the helpers of
``tests/browser_support.py``: own config and settings folders), opens it in headless
Chromium, runs it (its first cell puts the checkout to measure first on ``sys.path``) and
clicks, one action at a time. The Explorers play a seeded game by clicks, both sides by hand
(Striedies: the die, then where it goes; both measured). For every click the page itself
measures, with ``performance.now()``: from the ``click`` event's time stamp until the board
``<img class="cubekit-board">`` has a new ``src`` and that picture is decoded (its
``decode()`` promise settles: ready to paint); and, for comparison, until the kernel reports
"idle" again (every widget update of that click has arrived). Between two clicks the page
waits until the kernel is idle and then 150 ms more.

With ``--against COMMIT`` a second notebook whose kernel imports that commit's cubekit (a
``git archive`` in a temporary folder) runs in a second page of the same JupyterLab, and the
two take turns click by click, so that a busy moment of the shared machine hits both alike.

The table gives the median and 90th percentile per action and a verdict against the target
of 150 ms median for the picture; it is saved to ``benchmarks/results-browser.md``.
``benchmarks/run.py --browser`` adds the same rows to the full table (:func:`rows`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(Path(__file__).resolve().parent)]

RESULTS = Path(__file__).resolve().parent / "results-browser.md"
"""Where :func:`main` saves its table (``benchmarks/README.md`` quotes it)."""
TARGET_MS = 150.0
"""Issue 12: a click shows its new picture within this many milliseconds (median)."""
TIMEOUT_MS = 30_000

SETUP = '''\
import inspect
import random
import sys

CHECKOUT = None   # the benchmark puts the folder of the cubekit to measure here
if CHECKOUT is not None:
    sys.path.insert(0, CHECKOUT)

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


def without_drawing_ahead():
    """Stepper options that turn drawing the next step ahead off (where there is any)."""
    known = inspect.signature(Stepper).parameters
    return {"draw_ahead": False} if "draw_ahead" in known else {}


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
    Case("bench-stepper-chain6-now",
         "Stepper \"next\", Kettenreaktion 6x6, without drawing ahead",
         "next", "long_cascade(chain6, 4), **without_drawing_ahead()"),
    Case("bench-stepper-striedies",
         "Stepper \"next\", Striedies 15x15, 2 players (a replay of 16 moves)",
         "next", "replay(striedies, 3, 16)"),
    Case("bench-stepper-striedies-now",
         "Stepper \"next\", Striedies 15x15, 2 players, without drawing ahead",
         "next", "replay(striedies, 3, 16), **without_drawing_ahead()"),
    Case("bench-explorer-chain6", "Explorer click on a square, Kettenreaktion 6x6",
         "square", "position(chain6, 6, 24)"),
    Case("bench-explorer-striedies", "Explorer, Striedies 15x15, 2 players",
         "die", "position(striedies, 5, 10)"),
)


def notebook(cases: tuple[Case, ...], checkout: Path) -> dict[str, Any]:
    """The benchmark notebook (nbformat 4, no outputs, no kernelspec: Python starts); its
    kernel imports the cubekit in the folder ``checkout``."""
    def cell(source: str) -> dict[str, Any]:
        return {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                "source": source.splitlines(keepends=True)}

    setup = SETUP.replace("CHECKOUT = None", f"CHECKOUT = {str(checkout)!r}")
    return {"cells": [cell(setup), *[cell(case.code) for case in cases]],
            "metadata": {"language_info": {"name": "python"}}, "nbformat": 4,
            "nbformat_minor": 5}


# ---------------------------------------------------------------------------------------------
# In the page
# ---------------------------------------------------------------------------------------------
ARM = """([img]) => {
    // One measurement: the next click anywhere, then the board picture's new src, the new
    // picture decoded (ready to paint), then the kernel's next "idle".
    const panel = window.jupyterapp.shell.currentWidget;
    const kernel = panel.sessionContext.session.kernel;
    const m = {click: null, src: null, shown: null, idle: null, old: img.src};
    window.cubekitMeasure = m;
    document.addEventListener("click", e => { if (m.click === null) m.click = e.timeStamp; },
                              {capture: true, once: true});
    const shown = () => { if (m.shown === null) m.shown = performance.now(); };
    const observer = new MutationObserver(() => {
        if (img.src !== m.old && m.src === null) {
            m.src = performance.now();
            observer.disconnect();
            // decode() settles once the new picture is decoded; should it fail (a newer
            // picture came), the load event counts
            img.decode().then(shown, () => img.addEventListener("load", shown, {once: true}));
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
    """Milliseconds per click of one action: until the picture shows, until the kernel is
    idle after all updates, and as Playwright's caller sees it (with its own overhead)."""

    label: str
    shown: list[float] = field(default_factory=list)
    idle: list[float] = field(default_factory=list)
    driver: list[float] = field(default_factory=list)


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


def kernel_state(case: Case) -> Any:
    """The Explorer's start position, computed here the way the notebook does."""
    namespace: dict[str, Any] = {}
    setup = SETUP.replace('print("cubekit from", cubekit.__file__)', "")
    exec(compile(setup, "setup", "exec"), namespace)
    return eval(case.source, namespace)


def square_clicks(state: Any, rng: random.Random) -> tuple[list[Any], Any]:
    """Kettenreaktion: a seeded random legal move, played by a click on its square."""
    move = rng.choice(state.legal_moves())
    return [move.square], move


def die_clicks(state: Any, rng: random.Random) -> tuple[list[Any], Any]:
    """Striedies: a seeded random move among those that two clicks name (the die, then the
    square its only path there ends on): ``([die, square], move)``; ``([], None)`` if there
    is no such move (e.g. only passing)."""
    from cubekit.widgets.interaction import interaction_for

    interaction: Any = interaction_for(state)
    choices = []
    for die in sorted({move.square for move in state.legal_moves() if hasattr(move, "square")}):
        for final, plans in interaction.reach(die).items():
            if len(plans) == 1:
                choices.append(([die, final], plans[0].move))
    return rng.choice(choices) if choices else ([], None)


class StepperClicks:
    """"Next" on a Stepper, once per :meth:`step`; at the last step "first" (unmeasured). A
    step shown again comes from the stepper's cache: the sources are long enough that 30
    clicks show only new steps, and the label says how many were shown again."""

    def __init__(self, page: Any, case: Case) -> None:
        self.page = page
        stepper = page.locator(f".{case.key}").first
        stepper.scroll_into_view_if_needed()
        self.counter = stepper.locator(".cubekit-counter").first
        self.img = stepper.locator("img.cubekit-board").first
        self.next = stepper.locator("button.cubekit-next").first
        self.first = stepper.locator("button.cubekit-first").first
        self.timings = [Timings(case.label)]
        self.seen: set[str] = set()
        self.again = 0

    def step(self) -> None:
        if not self.next.is_enabled():
            unmeasured(self.page, self.img, self.first.click)
        measured(self.page, self.img, self.next.click, self.timings[0])
        shown = self.counter.inner_text()
        self.again += shown in self.seen
        self.seen.add(shown)

    def results(self) -> list[Timings]:
        if self.again:
            count = len(self.timings[0].shown)
            self.timings[0].label += f" ({self.again} of {count} steps shown again, cached)"
        return self.timings


class ExplorerClicks:
    """A game played by clicking on an Explorer, both sides by hand (seeded random moves),
    one move per :meth:`step`: Kettenreaktion clicks the square of the move, Striedies first
    the die (measured on its own: the preview of its moves) and then where it goes. At the
    end of a game (or when no move can be clicked) *Restart*, unmeasured."""

    def __init__(self, page: Any, case: Case) -> None:
        from cubekit.render import BoardView

        self.page = page
        self.explorer = page.locator(f".{case.key}").first
        self.explorer.scroll_into_view_if_needed()
        self.img = self.explorer.locator("img.cubekit-board").first
        self.restart = self.explorer.locator("button.cubekit-restart").first
        self.start = self.state = kernel_state(case)
        self.view = BoardView(self.start.game)
        self.rng = random.Random(12)
        if case.kind == "square":
            self.plan, self.timings = square_clicks, [Timings(case.label + " (plays the move)")]
        else:
            self.plan, self.timings = die_clicks, [
                Timings(case.label + ": click a die (selects it, previews its moves)"),
                Timings(case.label + ": click where it goes (plays the move)")]

    def step(self) -> None:
        while True:
            squares, move = (self.plan(self.state, self.rng) if self.state.outcome is None
                             else ([], None))
            if squares:
                break
            unmeasured(self.page, self.img, self.restart.click)
            self.state = self.start
        for timings, square in zip(self.timings, squares, strict=True):
            measured(self.page, self.img, click_square(self.page, self.img, self.view, square),
                     timings)
        said = self.explorer.locator(".cubekit-reason").first.inner_text()
        if str(move) not in said:   # this script and the kernel must agree on the game
            raise RuntimeError(f"clicked to play {move}, but the Explorer says: {said!r}")
        self.state = self.state.play(move)

    def results(self) -> list[Timings]:
        return self.timings


# ---------------------------------------------------------------------------------------------
def percentile(values: list[float], fraction: float) -> float:
    """The ``fraction`` quantile (nearest rank)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def open_notebook(page: Any, lab: Any, name: str, workspace: str) -> None:
    """Open notebook ``name`` in its own JupyterLab workspace, run all its cells, check
    that its kernel imports the cubekit it should."""
    from browser_support import RUN_ALL

    page.goto(f"{lab.url}/lab/workspaces/{workspace}/tree/{name}?reset")
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    panel.locator(".jp-Cell").first.wait_for(state="visible")
    page.locator(".jp-StatusBar-TextItem[title^='Change kernel']", has_text="Idle").wait_for()
    page.evaluate(RUN_ALL)
    page.wait_for_function("() => window.cubekitRunAll !== 'running'", timeout=120_000)
    outcome = page.evaluate("() => window.cubekitRunAll")
    if outcome != "done":
        raise RuntimeError(f"running the benchmark notebook {name}: {outcome}")


def measure(clicks: int = 30, cases: tuple[Case, ...] = CASES,
            checkouts: tuple[Path, ...] = (ROOT,)) -> list[list[Timings]]:
    """Run the notebook in JupyterLab and headless Chromium once per folder of
    ``checkouts`` (each kernel imports that folder's cubekit; each notebook in its own
    page) and click ``clicks`` times per action, the checkouts in turn click by click (so
    that a busy moment of the machine hits them alike). Per checkout, the timings per
    action."""
    from browser_support import CHROMIUM_ARGS, JupyterLab, chromium_path
    from playwright.sync_api import sync_playwright

    chromium = chromium_path()
    if chromium is None:
        raise RuntimeError("no Chromium at /usr/bin/chromium (apt-get install chromium)")
    results: list[list[Timings]] = [[] for _ in checkouts]
    with tempfile.TemporaryDirectory(prefix="cubekit-browser-bench-") as folder:
        root, state = Path(folder) / "notebooks", Path(folder) / "lab-state"
        root.mkdir()
        state.mkdir()
        for number, checkout in enumerate(checkouts):
            (root / f"bench{number}.ipynb").write_text(json.dumps(notebook(cases, checkout)))
        lab = JupyterLab(root, state)
        try:
            lab.start()
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=chromium, headless=True,
                                                     args=CHROMIUM_ARGS)
                try:
                    pages = []
                    for number, checkout in enumerate(checkouts):
                        page = browser.new_context(
                            viewport={"width": 1600, "height": 1200}).new_page()
                        page.set_default_timeout(TIMEOUT_MS)
                        open_notebook(page, lab, f"bench{number}.ipynb", f"bench{number}")
                        where = page.locator(".jp-OutputArea-output",
                                             has_text="cubekit from").first.inner_text()
                        if str(checkout / "cubekit") not in where:
                            raise RuntimeError(f"the kernel imports another cubekit: {where}")
                        pages.append(page)
                    for case in cases:
                        drivers = []
                        for page in pages:
                            page.locator(f".{case.key} img.cubekit-board").first.wait_for()
                            settle(page, 500)
                            kind = StepperClicks if case.kind == "next" else ExplorerClicks
                            drivers.append(kind(page, case))
                        while len(drivers[0].timings[-1].shown) < clicks:
                            for driver in drivers:
                                driver.step()
                        for number, driver in enumerate(drivers):
                            results[number] += driver.results()
                        medians = ", ".join(f"{statistics.median(d.timings[-1].shown):.0f} ms"
                                            for d in drivers)
                        print(f"... {case.label}: median {medians}", file=sys.stderr,
                              flush=True)
                finally:
                    browser.close()
        finally:
            lab.stop()
    return results


def measure_against(commit: str, clicks: int) -> tuple[str, list[Timings], list[Timings]]:
    """The same clicks with a kernel importing ``commit``'s cubekit (a ``git archive`` of it
    in a temporary folder) and one importing this checkout's, in turn: ``(short hash, old,
    new)``."""
    label = subprocess.run(["git", "rev-parse", "--short", commit], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="cubekit-old-") as folder:
        archive = subprocess.run(["git", "archive", commit, "cubekit"], cwd=ROOT, check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        old, new = measure(clicks, checkouts=(Path(folder), ROOT))
    return label, old, new


def summary(timings: Timings) -> tuple[float, float, float, float]:
    """Median and 90th percentile of the picture's time, then of all updates."""
    return (statistics.median(timings.shown), percentile(timings.shown, 0.9),
            statistics.median(timings.idle), percentile(timings.idle, 0.9))


def rows(quick: bool = False, clicks: int | None = None,
         against: str | None = None) -> list[Any]:
    """Rows for ``benchmarks/run.py --browser``: one per action, median and 90th percentile
    of the picture's time (all updates in brackets; with ``against``, that commit's figures
    measured in the same run too); target 150 ms median."""
    from run import Row, verdict

    count = clicks if clicks is not None else (10 if quick else 30)
    if against is not None:
        label, old, new = measure_against(against, count)
    else:
        label, old, new = "", [], measure(count)[0]
    result = []
    for index, timings in enumerate(new):
        median, p90, idle, idle90 = summary(timings)
        text = (f"{median:.0f} ms, p90 {p90:.0f} ms (all updates: {idle:.0f} ms, p90 "
                f"{idle90:.0f} ms)")
        if old:
            before = summary(old[index])
            text += f"; {label}: {before[0]:.0f} ms, p90 {before[1]:.0f} ms"
        result.append(Row(f"browser: {timings.label}, click to new picture (median, p90 of "
                          f"{len(timings.shown)} clicks)", text,
                          f"<= {TARGET_MS:.0f} ms median", verdict(median <= TARGET_MS)))
    return result


def table(new: list[Timings], machine: str, command: str,
          old: list[Timings] | None = None, label: str = "") -> str:
    """The Markdown table: per action the picture's and all updates' median and p90 (and
    those of ``old``, the commit ``label``), the target and the verdict."""
    head = "| action | picture: median | p90 | all updates: median | p90 |"
    rule = "|---|---|---|---|---|"
    if old:
        head += f" {label}: picture median | p90 | all updates median | p90 |"
        rule += "---|---|---|---|"
    lines = ["# cubekit in a real browser", "", f"Machine: {machine}.", "",
             f"Command: `{command}` (headless Chromium and JupyterLab on this machine; times "
             "from the click event until the board picture's new src is decoded, and until the "
             "kernel is idle after all updates of the click).", "",
             head + " target | met |", rule + "---|---|"]
    for index, timings in enumerate(new):
        median, p90, idle, idle90 = summary(timings)
        line = (f"| {timings.label} | {median:.0f} ms | {p90:.0f} ms | {idle:.0f} ms | "
                f"{idle90:.0f} ms |")
        if old:
            line += "".join(f" {value:.0f} ms |" for value in summary(old[index]))
        lines.append(line + f" <= {TARGET_MS:.0f} ms median | "
                     f"{'yes' if median <= TARGET_MS else '**no**'} |")
    met = all(statistics.median(t.shown) <= TARGET_MS for t in new)
    lines += ["", f"Verdict: {'every' if met else 'not every'} action shows its new picture "
              f"within {TARGET_MS:.0f} ms (median){'.' if met else ': target missed.'}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    from run import machine_line

    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--clicks", type=int, default=30, help="clicks per action (30)")
    parser.add_argument("--against", metavar="COMMIT",
                        help="also measure this older commit's cubekit, click by click in "
                             "turn with this checkout's")
    parser.add_argument("--json", type=Path, help="also write the raw timings to this file")
    args = parser.parse_args(argv)
    machine = machine_line()
    command = " ".join(["python benchmarks/browser.py", *sys.argv[1:]])
    start = time.perf_counter()
    old: list[Timings] = []
    label = ""
    if args.against:
        label, old, new = measure_against(args.against, args.clicks)
    else:
        new = measure(args.clicks)[0]
    text = table(new, machine, command, old, label)
    print(text)
    RESULTS.write_text(text, encoding="utf-8")
    print(f"saved to {RESULTS.relative_to(ROOT)} ({time.perf_counter() - start:.0f} s)",
          file=sys.stderr)
    if args.json is not None:
        args.json.write_text(json.dumps({"new": [t.__dict__ for t in new],
                                         "old": [t.__dict__ for t in old]}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
