"""Exercises: how many exercises per second each kind makes, per game.

Run from the repository root (cubekit installed, e.g. ``pip install -e .``)::

    python benchmarks/exercises.py              # every game and kind, 60 exercises each
    python benchmarks/exercises.py --n 120 --game striedies

Each row makes ``--n`` exercises of one kind (seeds 0, 1, ..., the three difficulties taken
in turn) with :func:`cubekit.exercises.make`, in two passes:

* **first**: the seeded games the exercises come from are played afresh (the records of
  :mod:`cubekit.exercises.positions` emptied first), so the figure includes making them --
  what the first quiz of a session costs;
* **again**: other seeds of the same kind, the records already made -- what every further
  exercise costs.

Both are exercises per second of wall-clock time, the CPU time of this process in brackets
(a shared machine shows as a gap between them). The target is 20 per second, so a quiz of 10
questions appears at once; it is judged on the first pass. The table is printed as Markdown,
headed by the machine (``run.py``'s ``machine_line()``), and saved to
``benchmarks/exercises.md``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import machine_line

import cubekit
from cubekit.exercises import kinds, make, positions

RESULTS = Path(__file__).resolve().parent / "exercises.md"
TARGET = 20.0
"""Exercises per second a kind must reach (issue 15: a 10-question quiz appears at once)."""
LEVELS = ("easy", "medium", "hard")


def rate(game: str, kind: str, seeds: range) -> tuple[float, float, int]:
    """Exercises per second (wall clock and CPU time) over ``seeds``, and how many of them
    fell in the level asked for."""
    hits = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in seeds:
        level = LEVELS[seed % 3]
        hits += make(game, kind, seed=seed, difficulty=level).difficulty == level
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return len(seeds) / wall, len(seeds) / max(cpu, 1e-9), hits


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--n", type=int, default=60, help="exercises per kind and pass")
    parser.add_argument("--game", action="append", help="only this game (may repeat)")
    args = parser.parse_args(argv)
    games = args.game or cubekit.games()
    lines = [f"Machine: {machine_line()}", "",
             f"| game | kind | first: exercises/s | again: exercises/s | in the level asked "
             f"| target {TARGET:.0f}/s met |",
             "|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for game in games:
        for kind in kinds(game):
            positions.record.cache_clear()
            first, first_cpu, hits = rate(game, kind, range(args.n))
            again, again_cpu, more = rate(game, kind, range(args.n, 2 * args.n))
            row = (f"| {game} | {kind} | {first:.0f} ({first_cpu:.0f}) | "
                   f"{again:.0f} ({again_cpu:.0f}) | {hits + more}/{2 * args.n} | "
                   f"{'yes' if first >= TARGET else '**no**'} |")
            print(row, flush=True)
            lines.append(row)
    if args.game is None:
        RESULTS.write_text("# Exercises per second\n\n" + "\n".join(lines) + "\n",
                           encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
