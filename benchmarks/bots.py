"""Computer players: tree-search speed and playing strength, per game.

Run from the repository root (cubekit installed, e.g. ``pip install -e .``)::

    python benchmarks/bots.py                          # every game: speed and strength
    python benchmarks/bots.py --game deblockle --games 40
    python benchmarks/bots.py --game cubeslyde --pairings mcts-greedy
    python benchmarks/bots.py --table                  # print the stored results only

Each run measures the games it is asked for and merges them into ``benchmarks/strength.json``,
so the matrix can be built in pieces; the Markdown table of everything stored is printed at
the end, headed by the machine (as in ``run.py``); ``rows()`` gives the stored figures as rows
of ``run.py``'s table.

Speed: MCTS iterations per second (wall clock, and CPU time of this process in brackets: a
shared machine shows as a gap between them), searching 20 positions from seeded random games
with the default budget. One iteration walks down the tree and expands one position: it plays
every legal move there once and evaluates each result, so its cost grows with the number of
legal moves (Cubeslyde's placing stage has up to 210).

Strength: ``--games`` games per pairing (default 40 for MCTS against greedy, 20 for greedy
against random). Games come in pairs with the same start position (``initial_state(seed=k)``
for pair ``k``), the seats swapped, so neither player profits from a lucky set-up or the first
move. Player seeds derive from the game number, so every game can be replayed exactly (the
MCTS budget is in iterations). A draw (the turn limit, DB-7 both stuck) is not a win.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import ROOT, Row, machine_line, random_positions

STRENGTH = Path(__file__).resolve().parent / "strength.json"

MCTS = "mcts:iterations=200"
"""The tree-search budget whose strength is claimed (issue #6: at most one second per move)."""

GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    "chain_reaction": ("Kettenreaktion 6x6, 2 players", {"width": 6, "height": 6}),
    "cubeslyde": ("Cubeslyde 2 players, expert, turn limit 200 (CS-10)", {"turn_limit": 200}),
    "deblockle": ("Deblockle 4 blocks, turn limit 200 (DB-7)", {"turn_limit": 200}),
    "striedies": ("Striedies Strategie 2 players, turn limit 200 (ST-7)", {"turn_limit": 200}),
}
"""The game and rule options each strength figure is measured in."""

PAIRINGS: dict[str, tuple[str, str, int]] = {
    "greedy-random": ("greedy", "random", 20),
    "mcts-greedy": (MCTS, "greedy", 40),
}
"""Name -> (player, opponent, default number of games)."""


# ---------------------------------------------------------------------------------------------
# MCTS iterations per second
# ---------------------------------------------------------------------------------------------
def iteration_rate(name: str, options: dict[str, Any], positions: int = 20,
                   iterations: int = 200) -> dict[str, float]:
    """Tree-search iterations per second (wall clock and CPU time) over ``positions`` positions
    from seeded random games, ``iterations`` per search (the default budget)."""
    import cubekit
    from cubekit.bots import MCTSPlayer

    game = cubekit.load(name, **options)
    states = random_positions(game, random.Random(11), positions * 10)[::10][:positions]
    player = MCTSPlayer(iterations=iterations, seed=0)
    player.choose(states[0])   # warm up: imports, tables
    done = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for state in states:
        player.choose(state)
        done += max(player.last_iterations, 1)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"iterations_per_s": done / wall, "iterations_per_s_cpu": done / max(cpu, 1e-9),
            "positions": len(states), "budget": iterations}


# ---------------------------------------------------------------------------------------------
# Strength
# ---------------------------------------------------------------------------------------------
@dataclass
class Tally:
    player: str
    opponent: str
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    seconds: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    """Per spec: (wall clock, CPU time) of every move."""
    lengths: list[int] = field(default_factory=list)
    reasons: dict[str, int] = field(default_factory=dict)


def play_game(game: Any, specs: tuple[str, ...], pair: int,
              seeds: tuple[int, ...]) -> tuple[Any, list[list[tuple[float, float]]], int]:
    """One game from ``initial_state(seed=pair)``; seat ``i`` is ``make_player(specs[i],
    seeds[i])``. Returns the outcome, the seconds (wall clock, CPU time) of every move per
    seat and the length."""
    from cubekit.bots import make_player

    players = [make_player(spec, seed) for spec, seed in zip(specs, seeds, strict=True)]
    state = game.initial_state(seed=pair)
    times: list[list[tuple[float, float]]] = [[] for _ in specs]
    length = 0
    while state.outcome is None:
        seat = state.to_move
        wall, cpu = time.perf_counter(), time.process_time()
        move = players[seat].choose(state)
        times[seat].append((time.perf_counter() - wall, time.process_time() - cpu))
        state = state.play(move)
        length += 1
    return state.outcome, times, length


def strength(name: str, options: dict[str, Any], player: str, opponent: str,
             games: int, log: Any, first: int = 0) -> Tally:
    """Games ``first`` to ``first + games - 1`` of ``player`` against ``opponent``, seats
    alternating (2 players)."""
    import cubekit

    game = cubekit.load(name, **options)
    tally = Tally(player, opponent)
    tally.seconds = {player: [], opponent: []}
    for number in range(first, first + games):
        pair, swap = divmod(number, 2)
        specs = (opponent, player) if swap else (player, opponent)
        seeds = (1000 * number + 1, 1000 * number + 2)
        outcome, times, length = play_game(game, specs, pair, seeds)
        me = 1 if swap else 0
        tally.games += 1
        if outcome.is_draw:
            tally.draws += 1
            verdict = "draw"
        elif me in outcome.winners:
            tally.wins += 1
            verdict = f"{player} wins"
        else:
            tally.losses += 1
            verdict = f"{opponent} wins"
        tally.seconds[player] += times[me]
        tally.seconds[opponent] += times[1 - me]
        tally.lengths.append(length)
        tally.reasons[outcome.reason] = tally.reasons.get(outcome.reason, 0) + 1
        print(f"  {name} game {number + 1}/{first + games}: {specs[0]} (A) vs {specs[1]} (B), "
              f"{length} turns, {outcome.reason}: {verdict} "
              f"[{tally.wins}-{tally.losses}-{tally.draws}]", file=log, flush=True)
    return tally


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if not games:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def tally_record(tally: Tally) -> dict[str, Any]:
    low, high = wilson(tally.wins, tally.games)
    per_move = {}
    for spec, t in tally.seconds.items():
        wall, cpu = [w for w, _ in t] or [0.0], [c for _, c in t] or [0.0]
        per_move[spec] = {"mean_s": statistics.fmean(wall), "max_s": max(wall),
                          "mean_cpu_s": statistics.fmean(cpu), "max_cpu_s": max(cpu),
                          "moves": len(t)}
    return {"player": tally.player, "opponent": tally.opponent, "games": tally.games,
            "wins": tally.wins, "losses": tally.losses, "draws": tally.draws,
            "win_rate": tally.wins / tally.games if tally.games else 0.0,
            "win_rate_95": [low, high], "seconds_per_move": per_move,
            "mean_length": statistics.fmean(tally.lengths) if tally.lengths else 0.0,
            "endings": tally.reasons}


# ---------------------------------------------------------------------------------------------
# Results file and table
# ---------------------------------------------------------------------------------------------
def load_results() -> dict[str, Any]:
    if STRENGTH.exists():
        data: dict[str, Any] = json.loads(STRENGTH.read_text(encoding="utf-8"))
        return data
    return {"games": {}}


def save_results(data: dict[str, Any], name: str) -> None:
    """Store game ``name``'s entry of ``data``, keeping the other games as they are on disk
    (another run may have measured them meanwhile)."""
    stored = load_results()
    stored.setdefault("games", {})[name] = data["games"][name]
    STRENGTH.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def table(data: dict[str, Any]) -> str:
    lines = ["# cubekit computer players", "",
             "Written by `python benchmarks/bots.py`; each game's rows were measured on the "
             "machine named with it.", "",
             "Strength: games in pairs from the same start position with the seats swapped; a "
             "draw is not a win. Seconds per move: mean and slowest move of the first player "
             "named, wall clock and (in brackets) CPU time of the measuring process; the "
             "1-second target is judged on the mean CPU time per move (the machine is shared, "
             "so wall-clock time includes waiting for a core).", ""]
    lines += ["| game | measurement | measured | target | met |", "|---|---|---|---|---|"]
    for name, entry in sorted(data.get("games", {}).items()):
        label = entry.get("label", name)
        rate = entry.get("rate")
        if rate:
            lines.append(f"| {label} | MCTS iterations/s ({rate['budget']} per search, "
                         f"{rate['positions']} positions) | {rate['iterations_per_s']:,.0f} "
                         f"(CPU time: {rate['iterations_per_s_cpu']:,.0f}) | none |  |")
        for key, record in sorted(entry.get("pairings", {}).items()):
            player, opponent = record["player"], record["opponent"]
            low, high = record["win_rate_95"]
            secs = record["seconds_per_move"][player]
            target = 0.9 if key == "mcts-greedy" else 0.5
            mean_cpu = secs.get("mean_cpu_s", secs["mean_s"])
            ok = record["win_rate"] >= target and (key != "mcts-greedy" or mean_cpu <= 1.0)
            endings = ", ".join(f"{k} {v}" for k, v in sorted(record["endings"].items()))
            lines.append(
                f"| {label} | `{player}` vs `{opponent}`, {record['games']} games, seats "
                f"alternated | {record['wins']} won, {record['losses']} lost, "
                f"{record['draws']} drawn: **{record['win_rate']:.0%}** (95% CI "
                f"{low:.0%}-{high:.0%}); {secs['mean_s']:.3f} s/move, slowest "
                f"{secs['max_s']:.2f} s (CPU time: {mean_cpu:.3f}, slowest "
                f"{secs.get('max_cpu_s', secs['max_s']):.2f}); {record['mean_length']:.0f} "
                "turns per game "
                f"({endings}) | "
                f"{'>= 90% wins, <= 1 s/move' if target == 0.9 else '> 50% wins'}"
                f" | {'yes' if ok else '**no**'} |")
    machines = sorted({entry.get("machine", "") for entry in data.get("games", {}).values()})
    lines += ["", *[f"Machine: {m}." for m in machines if m]]
    return "\n".join(lines) + "\n"


def rows() -> list[Row]:
    """The stored results as rows of ``benchmarks/run.py`` (strength is too slow to measure
    there; it is read from ``strength.json``)."""
    data = load_results()
    result = []
    for name, entry in sorted(data.get("games", {}).items()):
        label = entry.get("label", name)
        rate = entry.get("rate")
        if rate:
            result.append(Row(f"{label}: MCTS iterations/s (`benchmarks/bots.py`)",
                              f"{rate['iterations_per_s']:,.0f} (CPU time: "
                              f"{rate['iterations_per_s_cpu']:,.0f})", "none", ""))
        record = entry.get("pairings", {}).get("mcts-greedy")
        if record:
            secs = record["seconds_per_move"][record["player"]]
            mean_cpu = secs.get("mean_cpu_s", secs["mean_s"])
            ok = record["win_rate"] >= 0.9 and mean_cpu <= 1.0
            result.append(Row(f"{label}: `{record['player']}` beats greedy (stored, "
                              "`benchmarks/strength.json`)",
                              f"{record['win_rate']:.0%} of {record['games']} games, "
                              f"{secs['mean_s']:.2f} s/move (CPU time: "
                              f"{mean_cpu:.2f})", ">= 90%, <= 1 s/move",
                              "yes" if ok else "**no**"))
    return result


# ---------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--game", action="append", choices=sorted(GAMES),
                        help="a game to measure (repeatable; default: every registered game)")
    parser.add_argument("--games", type=int, default=None,
                        help="games per pairing (default: 40 MCTS-greedy, 20 greedy-random)")
    parser.add_argument("--pairings", action="append", choices=sorted(PAIRINGS),
                        help="which pairings to play (repeatable; default: all)")
    parser.add_argument("--no-rate", action="store_true", help="skip the iterations/s figure")
    parser.add_argument("--table", action="store_true",
                        help="only print the table of the stored results")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    data = load_results()
    if not args.table:
        import cubekit

        names = args.game or [n for n in GAMES if n in cubekit.games()]
        machine = machine_line()
        for name in names:
            label, options = GAMES[name]
            entry = data["games"].setdefault(name, {})
            entry.update({"label": label, "options": options, "machine": machine})
            if not args.no_rate:
                print(f"{name}: MCTS iterations per second ...", file=sys.stderr, flush=True)
                entry["rate"] = iteration_rate(name, options)
                print(f"  {entry['rate']['iterations_per_s']:,.0f} iterations/s",
                      file=sys.stderr, flush=True)
            for key in args.pairings or list(PAIRINGS):
                player, opponent, default = PAIRINGS[key]
                games = args.games or default
                print(f"{name}: {player} against {opponent}, {games} games ...",
                      file=sys.stderr, flush=True)
                tally = strength(name, options, player, opponent, games, sys.stderr)
                entry.setdefault("pairings", {})[key] = tally_record(tally)
                save_results(data, name)
            save_results(data, name)
        data = load_results()
    print(table(data))
    if not args.table:
        print(f"saved to {STRENGTH.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
