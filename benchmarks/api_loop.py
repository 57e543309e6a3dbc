"""The plain public-API loop of every game, and MCTS iterations per second, as JSON.

The loop is what a user, a bot or a sweep writes::

    state = cubekit.load(name, **options).initial_state(seed=...)
    while state.outcome is None:
        state = state.play(rng.choice(list(state.legal_moves())))

Only the public API is used, so the same file measures an older commit of the kit too:
``benchmarks/run.py --against <commit>`` runs it once with this checkout's ``cubekit`` and once
with the older one's (``PYTHONPATH``), alternately, in the same run.

    python benchmarks/api_loop.py [--seconds S] [--mcts-positions N] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

LOOPS: dict[str, tuple[str, dict[str, Any]]] = {
    "Kettenreaktion 6x6": ("chain_reaction", {"width": 6, "height": 6}),
    "Kettenreaktion 8x10 (8 wide, 10 high)": ("chain_reaction", {"width": 8, "height": 10}),
    "Cubeslyde 2 players, expert, turn limit 200": ("cubeslyde", {"turn_limit": 200}),
    "Cubeslyde 3 players, expert, turn limit 200": ("cubeslyde",
                                                    {"players": 3, "turn_limit": 200}),
    "Cubeslyde 4 players, expert, turn limit 200": ("cubeslyde",
                                                    {"players": 4, "turn_limit": 200}),
    "Deblockle, turn limit 300": ("deblockle", {"turn_limit": 300}),
    "Striedies 2 players, turn limit 300": ("striedies", {"turn_limit": 300}),
    "Striedies 3 players, turn limit 300": ("striedies", {"players": 3, "turn_limit": 300}),
    "Striedies 4 players, turn limit 300": ("striedies", {"players": 4, "turn_limit": 300}),
}
"""The loops measured: label -> (game, options). Kettenreaktion loads the game every game, as
``../shared/bench/speed_vs_peer.sh`` does; the others load it once."""

MCTS: dict[str, tuple[str, dict[str, Any]]] = {
    "Kettenreaktion 6x6": ("chain_reaction", {}),
    "Cubeslyde 2 players, expert, turn limit 200": ("cubeslyde", {"turn_limit": 200}),
    "Deblockle, turn limit 200": ("deblockle", {"turn_limit": 200}),
    "Striedies 2 players, turn limit 200": ("striedies", {"turn_limit": 200}),
}
"""MCTS iterations per second with ``mcts:iterations=200``, on positions of seeded games."""


def loop_rate(name: str, options: dict[str, Any], seconds: float) -> float:
    """Complete games per second of the plain loop, for ``seconds`` of wall-clock time."""
    import cubekit

    rng = random.Random(7)
    games = 0
    reload = name == "chain_reaction"
    game = cubekit.load(name, **options)
    start = time.perf_counter()
    while True:
        if reload:
            game = cubekit.load(name, **options)
        state = game.initial_state(seed=games)
        while state.outcome is None:
            state = state.play(rng.choice(list(state.legal_moves())))
        games += 1
        took = time.perf_counter() - start
        if took >= seconds:
            return games / took


def mcts_rate(name: str, options: dict[str, Any], positions: int) -> float:
    """MCTS iterations per second over ``positions`` positions of seeded random games."""
    import cubekit
    from cubekit.bots import make_player

    game = cubekit.load(name, **options)
    rng = random.Random(11)
    states = []
    state = game.initial_state(seed=3)
    while len(states) < positions:
        if state.outcome is not None:
            state = game.initial_state(seed=len(states))
        states.append(state)
        for _ in range(3):
            if state.outcome is None:
                state = state.play(rng.choice(list(state.legal_moves())))
    player = make_player("mcts:iterations=200", seed=1)
    start = time.perf_counter()
    for position in states:
        player.choose(position)
    return 200 * len(states) / (time.perf_counter() - start)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per loop")
    parser.add_argument("--mcts-positions", type=int, default=12,
                        help="positions per game for the MCTS rate (0: skip it)")
    parser.add_argument("--only", nargs="*", default=None, help="labels to measure")
    args = parser.parse_args(argv)
    result: dict[str, dict[str, float]] = {"loop": {}, "mcts": {}}
    for label, (name, options) in LOOPS.items():
        if args.only is None or label in args.only:
            result["loop"][label] = loop_rate(name, options, args.seconds)
    if args.mcts_positions:
        for label, (name, options) in MCTS.items():
            if args.only is None or label in args.only:
                result["mcts"][label] = mcts_rate(name, options, args.mcts_positions)
    json.dump(result, sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
