"""cubekit speed measurements, printed as a Markdown table and saved to benchmarks/results.md.

Run from the repository root (cubekit installed, e.g. ``pip install -e .``)::

    python benchmarks/run.py            # everything, about a minute
    python benchmarks/run.py --quick    # shorter runs, no notebook test
    python benchmarks/run.py --suite    # also the README's test command, the whole suite
    python benchmarks/run.py --browser  # and clicks in headless Chromium (benchmarks/browser.py)

See benchmarks/README.md for what each figure means.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "results.md"

PLAYOUT_TARGETS = {"6x6": 3500, "8x8": 1300, "8x10": 900}
"""Random playouts per second we must reach: 5x what independent pure-Python engines reach
on the reference machine (about 700, 260 and 180 per second)."""
REFERENCE_ENGINES = {"6x6": 700, "8x8": 260, "8x10": 180}
IMPORT_TARGET_S = 0.2
REDRAW_TARGET_MS = 40.0


@dataclass
class Row:
    what: str
    measured: str
    target: str
    met: str   # "yes", "**no**" or "" (no target)


def verdict(ok: bool) -> str:
    return "yes" if ok else "**no**"


# ---------------------------------------------------------------------------------------------
# The machine
# ---------------------------------------------------------------------------------------------
def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


def machine_line() -> str:
    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.2f} at start"
    import numpy

    return (f"{cpu_model()}, {os.cpu_count()} cores{load}; Python {platform.python_version()} "
            f"({platform.python_implementation()}), numpy {numpy.__version__}, "
            f"{platform.system()} {platform.release()}; "
            f"{dt.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}")


# ---------------------------------------------------------------------------------------------
# Random playouts
# ---------------------------------------------------------------------------------------------
def best_rate(run: Callable[[], int], repeats: int) -> tuple[float, float]:
    """Games per second of wall-clock and of CPU time, of the fastest of ``repeats`` runs
    (the machine may be shared: CPU time shows what a quiet machine would give)."""
    best = (0.0, 0.0)
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        games = run()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        best = max(best, (games / wall, games / max(cpu, 1e-9)))
    return best


def rate_text(rates: tuple[float, float]) -> str:
    return f"{rates[0]:,.0f} (CPU time: {rates[1]:,.0f})"


def playout_rows(quick: bool) -> list[Row]:
    from cubekit.games.chain_reaction.playout import default_batch, random_playouts
    from cubekit.games.chain_reaction.rules import ChainReaction

    rows = []
    for size, target in PLAYOUT_TARGETS.items():
        game = ChainReaction.preset(size)
        batch = default_batch(game)
        n = batch if quick else 2 * batch
        random_playouts(game, min(n, 50), seed=99)   # warm up: imports, masks
        seeds = iter(range(1000))

        def batched(game: ChainReaction = game, n: int = n, seeds: Any = seeds) -> int:
            return len(random_playouts(game, n, seed=next(seeds)))

        rates = best_rate(batched, 1 if quick else 3)
        rows.append(Row(f"random playouts/s, {size}: `random_playouts` (batch {batch})",
                        rate_text(rates), f">= {target:,}", verdict(rates[0] >= target)))
    for size in PLAYOUT_TARGETS:
        # one state at a time with ChainState.play, for as long as the budget allows
        rates = playout_rate(ChainReaction.preset(size), random.Random(7), quick)
        rows.append(Row(f"random playouts/s, {size}: plain `ChainState.play` loop",
                        rate_text(rates),
                        f"none (independent engines: ~{REFERENCE_ENGINES[size]})", ""))
    return rows


def random_positions(game: Any, rng: random.Random, count: int) -> list[Any]:
    """At least ``count`` positions from seeded random games (for legal-move timings)."""
    positions: list[Any] = []
    while len(positions) < count:
        state: Any = game.initial_state(seed=rng.randrange(10**6))
        while state.outcome is None and len(positions) < count:
            positions.append(state)
            state = state.play(rng.choice(state.legal_moves()))
    return positions


def move_generation_rate(positions: list[Any], quick: bool) -> tuple[float, float]:
    """``legal_moves()`` calls per second over ``positions``."""
    def generate() -> int:
        for position in positions:
            position.legal_moves()
        return len(positions)

    return best_rate(generate, 1 if quick else 3)


def playout_rate(game: Any, rng: random.Random, quick: bool) -> tuple[float, float]:
    """Complete random games per second through the public API, for a time budget."""
    def playouts() -> int:
        games = 0
        stop = time.perf_counter() + (0.5 if quick else 2.0)
        while time.perf_counter() < stop:
            state: Any = game.initial_state(seed=rng.randrange(10**6))
            while state.outcome is None:
                state = state.play(rng.choice(state.legal_moves()))
            games += 1
        return games

    return best_rate(playouts, 1 if quick else 2)


def cubeslyde_rows(quick: bool) -> list[Row]:
    """Cubeslyde at expert level (issue #3): legal-move generation on positions from seeded
    random games, and random playouts with the kit's turn limit (CS-10) so every game ends."""
    import cubekit

    rows = []
    for players in (2, 3, 4):
        game = cubekit.load("cubeslyde", players=players, level="expert", turn_limit=200)
        rng = random.Random(players)
        positions = random_positions(game, rng, 300 if quick else 1500)
        rows.append(Row(f"Cubeslyde legal-move generation/s, {players} players, expert",
                        rate_text(move_generation_rate(positions, quick)), "none", ""))
        rows.append(Row(f"Cubeslyde random playouts/s, {players} players, expert, turn limit 200",
                        rate_text(playout_rate(game, rng, quick)), "none", ""))
    return rows


def deblockle_rows(quick: bool) -> list[Row]:
    """Deblockle (issue #4): legal-turn generation on positions from seeded random games, and
    random playouts with the kit's turn limit (random games take thousands of turns)."""
    import cubekit

    game = cubekit.load("deblockle", turn_limit=300)
    rng = random.Random(4)
    positions = random_positions(game, rng, 300 if quick else 1500)
    return [Row("Deblockle legal-turn generation/s (positions per second)",
                rate_text(move_generation_rate(positions, quick)), "none", ""),
            Row("Deblockle random playouts/s, turn limit 300",
                rate_text(playout_rate(game, rng, quick)), "none", "")]


def striedies_rows(quick: bool) -> list[Row]:
    """Striedies Strategie (issue #5): legal-move generation on positions from seeded random
    games, and random playouts with the kit's turn limit (ST-7), for 2, 3 and 4 players.
    Random dice seldom meet on the 15x15 board, so most random games reach the limit."""
    import cubekit

    rows = []
    for players in (2, 3, 4):
        game = cubekit.load("striedies", players=players, turn_limit=300)
        rng = random.Random(50 + players)
        positions = random_positions(game, rng, 300 if quick else 1500)
        rows.append(Row(f"Striedies legal-move generation/s, {players} players",
                        rate_text(move_generation_rate(positions, quick)), "none", ""))
        rows.append(Row(f"Striedies random playouts/s, {players} players, turn limit 300",
                        rate_text(playout_rate(game, rng, quick)), "none", ""))
    return rows


def sweep_rows(quick: bool) -> list[Row]:
    """Balance sweeps (issue #6): ``cubekit.analysis.play_games`` throughput, greedy against
    random in Cubeslyde (2 players, turn limit 200), on a process pool of 1 and of 2 workers.
    The tables must be identical; the speed-up shows what a second core buys."""
    from concurrent.futures import ProcessPoolExecutor

    from cubekit.analysis import play_games

    n = 40 if quick else 200
    rows, tables, rates = [], [], []
    for workers in (1, 2):
        with ProcessPoolExecutor(max_workers=workers) as pool:
            play_games("cubeslyde", "random", 4, executor=pool)     # start the workers
            start = time.perf_counter()
            table = play_games("cubeslyde", ["greedy", "random"], n, seed=6, executor=pool,
                               options={"turn_limit": 200}, timing=False)
            took = time.perf_counter() - start
        tables.append(table)
        rates.append(n / took)
        rows.append(Row(f"sweep throughput, Cubeslyde greedy vs random, {n} games, "
                        f"{workers} process{'es' if workers > 1 else ''}",
                        f"{n / took:,.1f} games/s", "none", ""))
    same = tables[0].equals(tables[1])
    rows.append(Row("sweep speed-up, 2 processes over 1 (tables identical: "
                    f"{'yes' if same else 'NO'})", f"{rates[1] / rates[0]:.2f}x",
                    "identical tables", "yes" if same else "**no**"))
    return rows


def bot_rows(quick: bool) -> list[Row]:
    """Computer players (issue #6): MCTS iterations per second per game, measured now, and the
    strength matrix stored by ``benchmarks/bots.py`` (hundreds of games; too slow for here)."""
    import bots

    rows = []
    for name, (label, options) in bots.GAMES.items():
        rate = bots.iteration_rate(name, options, positions=5 if quick else 20)
        rows.append(Row(f"{label}: MCTS iterations/s ({rate['budget']} per move)",
                        f"{rate['iterations_per_s']:,.0f} (CPU time: "
                        f"{rate['iterations_per_s_cpu']:,.0f})", "none", ""))
    return rows + [row for row in bots.rows() if "beats greedy" in row.what]


# ---------------------------------------------------------------------------------------------
# import cubekit
# ---------------------------------------------------------------------------------------------
IMPORT_PROBE = """
import sys, time
start = time.perf_counter()
import cubekit
took = time.perf_counter() - start
print(took, "matplotlib" in sys.modules, "numpy" in sys.modules)
"""


def import_row(quick: bool) -> Row:
    times, heavy = [], set()
    for _ in range(3 if quick else 7):
        out = subprocess.run([sys.executable, "-c", IMPORT_PROBE], capture_output=True,
                             text=True, check=True, cwd=ROOT).stdout.split()
        times.append(float(out[0]))
        if out[1] == "True":
            heavy.add("matplotlib")
        if out[2] == "True":
            heavy.add("numpy")
    median = statistics.median(times)
    loaded = " and ".join(sorted(heavy)) + " imported" if heavy else "no matplotlib, no numpy"
    return Row(f"`import cubekit` in a fresh interpreter (median of {len(times)})",
               f"{median * 1000:.0f} ms ({loaded})", f"<= {IMPORT_TARGET_S * 1000:.0f} ms, "
               "no matplotlib/numpy", verdict(median <= IMPORT_TARGET_S and not heavy))


# ---------------------------------------------------------------------------------------------
# Drawing
# ---------------------------------------------------------------------------------------------
def cascade_steps() -> list[Any]:
    """The steps of a long cascade on 8x10: the winning move of a random game."""
    from cubekit.games.chain_reaction.playout import random_playouts
    from cubekit.games.chain_reaction.rules import ChainReaction

    game = ChainReaction.preset("8x10")
    result = max(random_playouts(game, 40, seed=3), key=lambda r: r.length)
    state = game.initial_state().play_all(result.moves[:-1])
    return list(state.explain(result.moves[-1]).steps)


def median_ms(action: Callable[[Any], object], items: list[Any],
              rounds: int) -> tuple[float, float]:
    """Median milliseconds per item, of wall-clock and of CPU time."""
    walls, cpus = [], []
    for _ in range(rounds):
        for item in items:
            wall, cpu = time.perf_counter(), time.process_time()
            action(item)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def ms_text(times: tuple[float, float]) -> str:
    return f"{times[0]:.1f} ms (CPU time: {times[1]:.1f} ms)"


def draw_rows(quick: bool) -> list[Row]:
    what_view = "stepper redraw on 8x10: `BoardView.draw(step)` + `.png()` (median per step)"
    what_fresh = "fresh figure on 8x10: `png_bytes(step)` (median per step)"
    try:
        from cubekit.render import BoardView, png_bytes
    except ImportError as error:
        missing = f"n/a (renderer missing: {error})"
        return [Row(what_view, missing, f"<= {REDRAW_TARGET_MS:.0f} ms", ""),
                Row(what_fresh, missing, "none (comparison)", "")]
    steps = cascade_steps()
    view = BoardView(steps[0].state.game)

    def redraw(step: Any) -> None:
        view.draw(step)
        view.png()

    for step in steps[:3]:
        redraw(step)   # warm up: fonts, first layout
    rounds = 1 if quick else 3
    redraw_ms = median_ms(redraw, steps, rounds)
    fresh_ms = median_ms(png_bytes, steps[: 10 if quick else 30], 1)
    return [Row(f"{what_view}, {len(steps)} steps", ms_text(redraw_ms),
                f"<= {REDRAW_TARGET_MS:.0f} ms", verdict(redraw_ms[0] <= REDRAW_TARGET_MS)),
            Row(what_fresh, ms_text(fresh_ms), "none (comparison)", "")]


# ---------------------------------------------------------------------------------------------
# Notebooks
# ---------------------------------------------------------------------------------------------
SUITE_TARGET_S = 300   # the README's test command, browser and notebook tests included:
#                        under 5 minutes on this 2-core machine (issue 12.4: 3 minutes before
#                        the German, classroom and exercise notebooks doubled the notebooks)


def suite_row() -> Row:
    """The README's test command (``python -m pytest``), as a newcomer runs it."""
    what = "the README's test command: `python -m pytest` (unit, notebooks, browser)"
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q"], cwd=ROOT,
                          capture_output=True, text=True)
    took = time.perf_counter() - start
    summary = (done.stdout.strip().splitlines() or ["no output"])[-1].strip("= ")
    met = done.returncode == 0 and took <= SUITE_TARGET_S
    return Row(what, f"{took:.0f} s ({summary})", f"<= {SUITE_TARGET_S} s", verdict(met))


def nbval_row(quick: bool) -> Row:
    what = "notebook tests: `python -m pytest --nbval notebooks -q -p no:cacheprovider`"
    if quick:
        return Row(what, "skipped (--quick)", "none", "")
    notebooks = [p for p in (ROOT / "notebooks").rglob("*.ipynb")
                 if ".ipynb_checkpoints" not in p.parts]
    if not notebooks:
        return Row(what, "n/a (no notebooks yet)", "none", "")
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "--nbval", "notebooks", "-q",
                           "-p", "no:cacheprovider"], cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - start
    summary = (done.stdout.strip().splitlines() or ["no output"])[-1].strip("= ")
    return Row(f"{what}, {len(notebooks)} notebooks", f"{took:.1f} s ({summary})", "none",
               "yes" if done.returncode == 0 else "**no** (tests failed)")


# ---------------------------------------------------------------------------------------------
# The public API against an older commit, and Kettenreaktion against the independent engine
# ---------------------------------------------------------------------------------------------
API_TARGET = 2.0     # issue 12: every game's plain loop at least twice the old commit's
PEER_TARGET = 4.0    # issue 12: Kettenreaktion's plain loop at least 4x the independent engine


def api_loop(pythonpath: Path, seconds: float, mcts_positions: int) -> dict[str, Any]:
    """``benchmarks/api_loop.py`` run with the ``cubekit`` found at ``pythonpath``."""
    env = {**os.environ, "PYTHONPATH": str(pythonpath)}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "api_loop.py"),
                           "--seconds", str(seconds), "--mcts-positions", str(mcts_positions)],
                          cwd=pythonpath, env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def against_rows(commit: str, quick: bool) -> list[Row]:
    """Every game's plain loop and MCTS iterations/s, this checkout against ``commit`` (a git
    worktree of it), measured alternately in one run; the best of two runs each."""
    label = subprocess.run(["git", "rev-parse", "--short", commit], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.strip()
    seconds, positions = (1.0, 4) if quick else (2.0, 12)
    with tempfile.TemporaryDirectory(prefix="cubekit-old-") as folder:
        old = Path(folder) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", str(old), commit], cwd=ROOT,
                       check=True, capture_output=True)
        try:
            runs: dict[str, list[dict[str, Any]]] = {"new": [], "old": []}
            for _ in range(1 if quick else 2):
                runs["new"].append(api_loop(ROOT, seconds, positions))
                runs["old"].append(api_loop(old, seconds, positions))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT,
                           capture_output=True)
    rows = []
    for kind, what, unit in (("loop", "public API loop", "games/s"),
                             ("mcts", "MCTS iterations/s (200 per move)", "iterations/s")):
        for name in runs["new"][0][kind]:
            new = max(run[kind][name] for run in runs["new"])
            before = max(run[kind][name] for run in runs["old"])
            ratio = new / before
            rows.append(Row(f"{name}: {what}, against {label}",
                            f"{new:,.0f} vs {before:,.0f} {unit} = {ratio:.1f}x",
                            f">= {API_TARGET:g}x", verdict(ratio >= API_TARGET)))
    return rows


def peer_rows(peer: Path) -> list[Row]:
    """Kettenreaktion's plain loop against the independent engine, by the shared script
    ``../shared/bench/speed_vs_peer.sh`` (it reads the engine from ``peer``, a git snapshot,
    into a temporary folder: the engine is never copied into the project)."""
    script = ROOT.parent / "shared" / "bench" / "speed_vs_peer.sh"
    done = subprocess.run(["bash", str(script), str(peer), "2.0", str(PEER_TARGET)], cwd=ROOT,
                          capture_output=True, text=True)
    lines = done.stdout.strip().splitlines()
    if not lines:
        return [Row("Kettenreaktion public API loop against the independent engine",
                    f"n/a ({done.stderr.strip() or 'no output'})", f">= {PEER_TARGET:g}x", "")]
    rows = []
    for part in lines[0].split("; "):
        size, figures = part.split(": ", 1)
        ratio = float(figures.rsplit("= ", 1)[1].rstrip("x"))
        rows.append(Row(f"Kettenreaktion {size}: public API loop against the independent "
                        "engine (github:vicennial/CS254-Project, `speed_vs_peer.sh`)",
                        figures, f">= {PEER_TARGET:g}x", verdict(ratio >= PEER_TARGET)))
    return rows


def browser_rows(quick: bool, against: str | None = None) -> list[Row]:
    """Issue 12, point 5: a Stepper "next" and an Explorer click in headless Chromium, from
    the click to the new picture (``benchmarks/browser.py``)."""
    import browser

    rows: list[Row] = browser.rows(quick, against=against)
    return rows


# ---------------------------------------------------------------------------------------------
def table(rows: list[Row], machine: str, quick: bool) -> str:
    command = " ".join(["python benchmarks/run.py", *sys.argv[1:]])
    lines = ["# cubekit benchmarks", "",
             f"Machine: {machine}.", "",
             f"Command: `{command}`.", "",
             "| measurement | measured | target | met |", "|---|---|---|---|"]
    lines += [f"| {r.what} | {r.measured} | {r.target} | {r.met} |" for r in rows]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true",
                        help="shorter runs and no notebook test (for a quick check)")
    parser.add_argument("--against", metavar="COMMIT",
                        help="also measure every game's public API loop and MCTS against this "
                             "older commit (a temporary git worktree), in the same run")
    parser.add_argument("--browser", action="store_true",
                        help="also time Stepper and Explorer clicks in headless Chromium "
                             "(benchmarks/browser.py; with --against, that commit click by "
                             "click in turn)")
    parser.add_argument("--suite", action="store_true",
                        help="also time the README's test command, the whole suite (minutes)")
    parser.add_argument("--peer", metavar="GIT_DIR", type=Path,
                        help="also measure Kettenreaktion against the independent engine (the "
                             "git directory of a snapshot of github:vicennial/CS254-Project)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    machine = machine_line()
    rows: list[Row] = []
    parts: list[Callable[[bool], list[Row]]] = []
    if args.peer is not None:
        parts.append(lambda q: peer_rows(args.peer))
    if args.against is not None:
        parts.append(lambda q: against_rows(args.against, q))
    if args.browser:
        parts.append(lambda q: browser_rows(q, args.against))
    for part in (*parts, playout_rows, cubeslyde_rows, deblockle_rows, striedies_rows, bot_rows,
                 sweep_rows,
                 lambda q: [import_row(q)],
                 draw_rows,
                 lambda q: [nbval_row(q)],
                 *([lambda q: [suite_row()]] if args.suite else [])):
        rows += part(args.quick)
        print(f"... {rows[-1].what}: {rows[-1].measured}", file=sys.stderr, flush=True)
    text = table(rows, machine, args.quick)
    print(text)
    RESULTS.write_text(text, encoding="utf-8")
    print(f"saved to {RESULTS.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
