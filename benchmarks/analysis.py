"""Rules-lawyer analysis: how long solving, divergence searches and claim checks take.

Run from the repository root (cubekit installed, e.g. ``pip install -e .``)::

    python benchmarks/analysis.py                # quick: the small boards, seconds
    python benchmarks/analysis.py --full         # also 3x4 and 2x6 (minutes)
    python benchmarks/analysis.py --store        # solve every case again and store the
                                                 # table cubekit/analysis/data/solutions.json
    python benchmarks/analysis.py --solve        # Kettenreaktion's boards, its own search
                                                 # against the generic one: results-solve.md

Prints a Markdown table headed by the machine line of ``run.py``: the wall-clock seconds of
each solve (with the CPU time of this process in brackets: a gap means other processes were
competing), the positions in its transposition table, and its result; then the seconds of
``divergences(game)`` for every option of each game and of ``check_claims(game)``.

``--solve`` times ``solve`` on the Kettenreaktion boards of the table twice, with the game's
own search (the default) and with the generic one (``fast=False``), checks that both give
the same values, lengths and best moves, adds the stored 3x5 row (solved once, with its own
machine line) and writes ``benchmarks/results-solve.md``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import ROOT, machine_line

QUICK = ("chain_reaction 2x2", "chain_reaction 2x3", "chain_reaction 3x2", "chain_reaction 2x4",
         "chain_reaction 3x3", "chain_reaction 2x5", "chain_reaction 3x3 stop_on_win=False",
         "deblockle 1 block each, within 6", "cubeslyde end game (scenario no_legal_action), "
         "within 5")
FULL = ("chain_reaction 3x4", "chain_reaction 2x6",
        "deblockle end game (scenario remove_on_goal_star), within 5",
        "cubeslyde stage 1B (scenario push_in_stage_1b), within 3")
GAMES = ("chain_reaction", "cubeslyde", "deblockle", "striedies")


def timed(run: Callable[[], Any]) -> tuple[Any, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = run()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def solve_rows(names: tuple[str, ...]) -> list[tuple[str, str, str, str]]:
    from cubekit.analysis import solutions

    rows = []
    for name in names:
        solution, wall, cpu = timed(lambda name=name: solutions.solve_case(solutions.case(name)))
        result = solutions._verdict(solutions._row(solutions.case(name), solution)).text("en")
        rows.append((f"solve: {name}", f"{wall:.2f} ({cpu:.2f})", f"{solution.positions:,}",
                     result))
        print(f"... {rows[-1]}", file=sys.stderr, flush=True)
    return rows


SOLVE_BOARDS = ((2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (2, 5), (3, 4), (2, 6))
SOLVE_TARGETS = {(3, 4): 10.0, (2, 6): 10.0}
"""Issue 27: 3x4 and 2x6 in at most 10 s each."""
SOLVE_RESULTS = Path(__file__).resolve().parent / "results-solve.md"


def solve_comparison(machine: str) -> str:
    """The table of ``--solve`` (see the module docstring), as Markdown."""
    import cubekit
    from cubekit.analysis import solve
    from cubekit.analysis.solutions import load_table

    lines = [f"Machine: {machine}", "", "Command: `python benchmarks/analysis.py --solve`.", "",
             "| board | result | own search: s (CPU), positions | generic search: s (CPU), "
             "positions | speed-up (CPU) | target | met |", "|---|---|---|---|---|---|---|"]
    for width, height in SOLVE_BOARDS:
        game = cubekit.load("chain_reaction", width=width, height=height)
        fast, wall, cpu = timed(lambda game=game: solve(game, budget_s=3600))
        generic, g_wall, g_cpu = timed(lambda game=game: solve(game, budget_s=3600, fast=False))
        same = (fast.value, fast.length, fast.best_moves, fast.moves) == (
            generic.value, generic.length, generic.best_moves, generic.moves)
        verdict = fast.describe("en").split(".")[0] + ("" if same else " (DIFFERS)")
        target = SOLVE_TARGETS.get((width, height))
        lines.append(
            f"| {width}x{height} | {verdict} | {wall:.2f} ({cpu:.2f}), {fast.positions:,} | "
            f"{g_wall:.2f} ({g_cpu:.2f}), {generic.positions:,} | {g_cpu / max(cpu, 1e-9):.1f}x | "
            + (f"<= {target:g} s | {'yes' if wall <= target else '**no**'} |" if target
               else "none |  |"))
        print(f"... {lines[-1]}", file=sys.stderr, flush=True)
    for row in load_table(game="chain_reaction").rows:
        if row["case"] == "chain_reaction 3x5":
            lines += ["", f"3x5, solved once with the own search and stored in "
                      f"`cubekit/analysis/data/solutions.json`: {row['value']} for "
                      f"{row['to_move']} in {row['length']} moves, {row['positions']:,} "
                      f"positions, {row['seconds']:.0f} s"
                      + (f" ({row['cpu_seconds']:.0f} s CPU)" if "cpu_seconds" in row else "")
                      + f"; machine: {row.get('machine', '')}."]
    return "\n".join(lines) + "\n"


def other_rows(quick: bool) -> list[tuple[str, str, str, str]]:
    from cubekit.analysis.claims import check_claims
    from cubekit.analysis.divergence import divergences

    rows = []
    for game in GAMES:
        table, wall, cpu = timed(lambda game=game: divergences(game, budget_s=1.0))
        found = sum(row.found for row in table)
        rows.append((f"divergences: {game}, every option (budget 1 s each)",
                     f"{wall:.2f} ({cpu:.2f})", f"{sum(r.positions for r in table):,}",
                     f"{found} of {len(table)} with a witness"))
        print(f"... {rows[-1]}", file=sys.stderr, flush=True)
    for game in GAMES:
        verdicts, wall, cpu = timed(lambda game=game: check_claims(game, quick=quick))
        rows.append((f"claims: {game} ({'quick' if quick else 'full'} sample)",
                     f"{wall:.2f} ({cpu:.2f})", f"{sum(v.checked for v in verdicts):,}",
                     f"{verdicts.true_count} of {len(verdicts)} true"))
        print(f"... {rows[-1]}", file=sys.stderr, flush=True)
    return rows


def table(rows: list[tuple[str, str, str, str]], machine: str) -> str:
    lines = [f"Machine: {machine}", "",
             "| what | seconds (CPU) | positions / cases | result |", "|---|---|---|---|"]
    lines += [f"| {' | '.join(row)} |" for row in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--full", action="store_true", help="also the cases that take minutes")
    parser.add_argument("--store", action="store_true",
                        help="solve every case and store cubekit/analysis/data/solutions.json")
    parser.add_argument("--solve", action="store_true",
                        help="Kettenreaktion's own search against the generic one, written to "
                             "benchmarks/results-solve.md")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    machine = machine_line()
    if args.solve:
        text = solve_comparison(machine)
        SOLVE_RESULTS.write_text(text, encoding="utf-8")
        print(text)
        return 0
    if args.store:
        from cubekit.analysis.solutions import _verdict, compute_table

        stored = compute_table(machine=machine)
        print(f"stored {stored.save()}", file=sys.stderr)
        rows = [(f"solve: {row['case']}", f"{row['seconds']:.2f}", f"{row['positions']:,}",
                 _verdict(row).text("en")) for row in stored.rows]
    else:
        rows = solve_rows(QUICK + (FULL if args.full else ()))
    rows += other_rows(quick=not args.full)
    print(table(rows, machine))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
