"""How fast the board Editor answers a click, and how fast scenario files are read and checked.

    python benchmarks/editor.py            # prints a Markdown table

A click re-reads the whole position text with the game's parser and redraws the picture
(PNG), so the row "ms per click" is what a user waits for in the notebook (plus the browser's
round trip). Each figure shows the wall-clock time and, in brackets, the CPU time of this
process (much lower wall-clock than CPU figures mean other processes shared the cores).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cubekit
from cubekit.core.scenario_files import read_scenarios, to_toml


def timed(work: Callable[[], None], repeat: int) -> tuple[float, float]:
    """Seconds per call of ``work`` (wall clock, CPU) over ``repeat`` calls."""
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(repeat):
        work()
    return ((time.perf_counter() - wall) / repeat, (time.process_time() - cpu) / repeat)


def main() -> None:
    from cubekit.widgets.editor import Editor

    print(f"load average {os.getloadavg()[0]:.1f}, Python {sys.version.split()[0]}\n")
    print("| game | Editor made (ms) | ms per click (place or erase) | "
          "scenarios: to TOML + read + check (ms) |")
    print("|---|---|---|---|")
    for name in cubekit.games():
        game = cubekit.load(name)
        made = timed(lambda game=game: Editor(game), 3)  # type: ignore[misc]
        editor = Editor(game)
        square = game.board.name((game.board.width // 2, game.board.height // 2 - 1))
        clicks = [0]

        def click(editor: Editor = editor, square: str = square,
                  clicks: list[int] = clicks) -> None:
            editor.click(square, button="right" if clicks[0] % 2 else "left")
            clicks[0] += 1

        per_click = timed(click, 20)
        scenarios = game.scenarios()

        def round_trip(scenarios: list = scenarios) -> None:  # type: ignore[type-arg]
            for scenario in read_scenarios(to_toml(scenarios)):
                scenario.check()

        files = timed(round_trip, 3)
        print(f"| {name} | {made[0] * 1000:.0f} ({made[1] * 1000:.0f}) | "
              f"{per_click[0] * 1000:.0f} ({per_click[1] * 1000:.0f}) | "
              f"{files[0] * 1000:.0f} ({files[1] * 1000:.0f}) for {len(scenarios)} |")


if __name__ == "__main__":
    main()
