"""Play the heavy balance sweeps of the notebooks 13, 24, 34 and 44 and store them as CSV tables.

The "balance" notebooks play small sweeps live (random and greedy players, a few seconds).
Sweeps with the tree search (MCTS) or with thousands of games take minutes, so they are played
here once and stored in ``notebooks/data/<notebook>-<table>.csv.gz`` (gzip, written the same way
every time: no time stamp inside); the notebooks load them (``pandas.read_csv`` reads the
compressed file as it is).

    python tools/balance_runs.py kettenreaktion            # one game's tables
    python tools/balance_runs.py all --workers 2           # every table, two processes
    python tools/balance_runs.py cubeslyde --only mcts     # one table of one game
    python tools/balance_runs.py --list                    # what would be played

Every table is seeded (``SEED``) and played without timings, so running this again gives the
same files byte for byte, whatever the number of workers. Each table is one or more
:func:`cubekit.analysis.play_games` / :func:`~cubekit.analysis.compare` tables, one row per
game, with extra columns naming the set-up (``players``, ``board``, ``level``, ``bot``, ...).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "notebooks" / "data"
SEED = 2024
"""Master seed of every stored sweep (the live sweeps of the notebooks use other seeds, so the
stored games are not the same games again)."""

MCTS = {"kettenreaktion": "mcts:iterations=100", "cubeslyde": "mcts:iterations=100",
        "deblockle": "mcts:iterations=200"}
"""The tree search's budget per move in the stored sweeps (small, to keep the runs short)."""

TURN_LIMIT = {"cubeslyde": 200, "deblockle": 1000, "striedies": 1000}
"""The turn limit of the stored sweeps (CS-10, DB-7, ST-7; not in the rulebooks)."""


@dataclass(frozen=True)
class Part:
    """One sweep of a table: ``play_games`` (``option`` None) or ``compare`` (an option)."""

    game: str
    players: str | list[str]
    n: int
    options: dict[str, Any]
    columns: dict[str, Any]
    option: str | None = None
    values: tuple[Any, ...] = ()
    turn_limit: int = 1000


@dataclass(frozen=True)
class Table:
    """A stored table: its file name (without ``.csv.gz``) and its sweeps."""

    name: str
    parts: tuple[Part, ...]
    about: str


# ---------------------------------------------------------------------------------------------
# The tables of each notebook
# ---------------------------------------------------------------------------------------------
def kettenreaktion() -> list[Table]:
    grid = []
    for width, height in ((6, 6), (8, 8)):
        for players in (2, 3, 4):
            grid.append(Part("chain_reaction", "greedy", 600,
                             {"width": width, "height": height, "players": players},
                             {"board": f"{width}x{height}", "players": players}))
    mcts = [Part("chain_reaction", MCTS["kettenreaktion"], 40, {"width": 6, "height": 6},
                 {"board": "6x6", "players": 2, "bot": MCTS["kettenreaktion"]}),
            Part("chain_reaction", MCTS["kettenreaktion"], 30,
                 {"width": 6, "height": 6, "players": 3},
                 {"board": "6x6", "players": 3, "bot": MCTS["kettenreaktion"]})]
    randoms = [Part("chain_reaction", "random", 200, part.options, part.columns)
               for part in grid]
    stop = [Part("chain_reaction", bot, n, {}, {"bot": bot}, "stop_on_win", (True, False))
            for bot, n in (("random", 200), ("greedy", 100))]
    return [Table("13-kettenreaktion-random", tuple(randoms),
                  "random self-play: 2/3/4 players on 6x6 and 8x8, 200 games each"),
            Table("13-kettenreaktion-stop", tuple(stop),
                  "CR-4 stop_on_win True/False: 200 random and 100 greedy games per value"),
            Table("13-kettenreaktion-greedy", tuple(grid),
                  "greedy self-play: 2/3/4 players on 6x6 and 8x8, 600 games each"),
            Table("13-kettenreaktion-mcts", tuple(mcts),
                  "MCTS self-play on 6x6: 40 games with 2 players, 30 with 3")]


def cubeslyde() -> list[Table]:
    limit = TURN_LIMIT["cubeslyde"]
    grid = [Part("cubeslyde", "greedy", 300, {"players": players, "level": level},
                 {"players": players, "level": level}, turn_limit=limit)
            for players in (2, 3, 4) for level in ("beginner", "intermediate", "expert")]
    options = [Part("cubeslyde", "greedy", 300, {}, {"players": 2}, option, values,
                    turn_limit=limit)
               for option, values in (("own_in_line", ("carried", "blocks")),
                                      ("line_wins", ("any", "mover_only")),
                                      ("no_move", ("pass", "lose")))]
    options.append(Part("cubeslyde", "greedy", 300, {"players": 4, "teams": True},
                        {"players": 4}, "partner_cubes", ("defend", "own"), turn_limit=limit))
    randoms = [Part("cubeslyde", "random", 200, {"players": players, "level": level},
                    {"players": players, "level": level})
               for players in (2, 3, 4) for level in ("beginner", "intermediate", "expert")]
    random_options = [Part("cubeslyde", "random", 200, {}, {"players": 2}, option, values)
                      for option, values in (("own_in_line", ("carried", "blocks")),
                                             ("line_wins", ("any", "mover_only")),
                                             ("no_move", ("pass", "lose")))]
    random_options.append(Part("cubeslyde", "random", 200, {"players": 4, "teams": True},
                               {"players": 4}, "partner_cubes", ("defend", "own")))
    spec = MCTS["cubeslyde"]
    mcts = [Part("cubeslyde", spec, 30, {"players": 2, "level": level},
                 {"players": 2, "level": level, "bot": spec}, turn_limit=limit)
            for level in ("beginner", "intermediate", "expert")]
    return [Table("24-cubeslyde-greedy", tuple(grid),
                  f"greedy self-play: 2/3/4 players x 3 levels, 300 games each, limit {limit}"),
            Table("24-cubeslyde-greedy-options", tuple(options),
                  "greedy self-play: CS-4, CS-7, CS-9 (2 players), CS-5 (teams), 300 per value"),
            Table("24-cubeslyde-random", tuple(randoms),
                  "random self-play: 2/3/4 players x 3 levels, 200 games each, limit 1000"),
            Table("24-cubeslyde-random-options", tuple(random_options),
                  "random self-play: CS-4, CS-7, CS-9 (2 players), CS-5 (teams), 200 per value,"
                  " limit 1000"),
            Table("24-cubeslyde-mcts", tuple(mcts),
                  f"MCTS self-play, 2 players, 3 levels, 30 games each, limit {limit}")]


def deblockle() -> list[Table]:
    limit = TURN_LIMIT["deblockle"]
    spec = MCTS["deblockle"]
    greedy = [Part("deblockle", "greedy", 2000, {}, {"bot": "greedy"}, turn_limit=limit)]
    options = [Part("deblockle", "greedy", 600, {}, {}, option, values, turn_limit=limit)
               for option, values in (("slider_star", ("pass", "stop")),
                                      ("impossible_hop", ("forbid", "skip")),
                                      ("no_adjacent", (False, True)),
                                      ("blocks", (4, (4, 3), (3, 4), (4, 2), (2, 4))))]
    mcts = [Part("deblockle", spec, 40, {}, {"bot": spec}, turn_limit=limit)]
    return [Table("34-deblockle-greedy", tuple(greedy),
                  f"greedy self-play, 2000 games, limit {limit}"),
            Table("34-deblockle-greedy-options", tuple(options),
                  "greedy self-play: DB-5, DB-6, DB-8 (no adjacent, handicaps), 600 per value"),
            Table("34-deblockle-mcts", tuple(mcts), f"MCTS self-play, 40 games, limit {limit}")]


def striedies() -> list[Table]:
    limit = TURN_LIMIT["striedies"]
    grid = [Part("striedies", "greedy", n, {"players": players}, {"players": players},
                 turn_limit=limit)
            for players, n in ((2, 600), (3, 300), (4, 200))]
    options = [Part("striedies", "greedy", 400, {}, {"players": 2}, option, values,
                    turn_limit=limit)
               for option, values in (("reinforce_with", ("other", "any")),
                                      ("dice", ("right", "left")))]
    return [Table("44-striedies-greedy", tuple(grid),
                  f"greedy self-play: 600/300/200 games with 2/3/4 players, limit {limit}"),
            Table("44-striedies-greedy-options", tuple(options),
                  "greedy self-play, 2 players: ST-5 reinforce_with, ST-1 dice, 400 per value")]


GAMES: dict[str, Callable[[], list[Table]]] = {
    "kettenreaktion": kettenreaktion, "cubeslyde": cubeslyde, "deblockle": deblockle,
    "striedies": striedies}


# ---------------------------------------------------------------------------------------------
# Playing and storing
# ---------------------------------------------------------------------------------------------
def _progress(label: str, started: float) -> Callable[[int, int], None]:
    step = {"last": -1}

    def report(done: int, total: int) -> None:
        tenth = done * 10 // max(total, 1)
        if tenth != step["last"]:
            step["last"] = tenth
            print(f"  {label}: {done}/{total} games, {time.perf_counter() - started:.0f} s",
                  flush=True)

    return report


def play_part(part: Part, workers: int) -> Any:
    from cubekit.analysis import compare, play_games

    label = ", ".join(f"{k}={v}" for k, v in part.columns.items())
    if part.option:
        label += f", {part.option}"
    started = time.perf_counter()
    common: dict[str, Any] = {
        "seed": SEED, "options": part.options, "turn_limit": part.turn_limit,
        "timing": False, "workers": workers, "executor": None if workers > 1 else "serial",
        "progress": _progress(label, started)}
    if part.option is None:
        table = play_games(part.game, part.players, part.n, **common)
    else:
        table = compare(part.game, part.option, list(part.values), part.players, part.n,
                        **common)
        table["value"] = table["value"].map(str)   # 4 and (4, 3) in one column, as text
    for column, value in reversed(part.columns.items()):
        table.insert(0, column, value)
    return table


def store(table: Table, workers: int) -> Path:
    import pandas as pd

    print(f"{table.name}: {table.about}", flush=True)
    started = time.perf_counter()
    frames = [play_part(part, workers) for part in table.parts]
    frame = pd.concat(frames, ignore_index=True)
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / f"{table.name}.csv.gz"
    frame.to_csv(path, index=False, compression={"method": "gzip", "mtime": 0})
    print(f"{path.relative_to(ROOT)}: {len(frame)} games, "
          f"{time.perf_counter() - started:.0f} s", flush=True)
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", choices=[*GAMES, "all"], default="all",
                        help="which notebook's tables to play (default: all)")
    parser.add_argument("--only", default=None,
                        help="play only the tables whose name contains this text "
                             "(e.g. mcts, options)")
    parser.add_argument("--workers", type=int, default=1,
                        help="processes to play on (default 1: the machine is shared)")
    parser.add_argument("--list", action="store_true", help="list the tables and stop")
    args = parser.parse_args(argv)
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    names = list(GAMES) if args.game == "all" else [args.game]
    tables = [t for name in names for t in GAMES[name]()
              if args.only is None or args.only in t.name]
    if not tables:
        sys.exit(f"no table of {args.game} matches --only {args.only!r}")
    for table in tables:
        if args.list:
            games = sum(p.n * max(1, len(p.values)) for p in table.parts)
            print(f"{table.name}.csv.gz: {games} games -- {table.about}")
        else:
            store(table, args.workers)


if __name__ == "__main__":
    main()
