"""Players from plain-text specs, so that they can be named in tables and sent to processes.

>>> make_player("mcts:iterations=50", seed=3)
MCTSPlayer('mcts:iterations=50', seed=3)
>>> make_player("mcts:seconds=0.5").name
'mcts:seconds=0.5'
"""

from __future__ import annotations

from typing import Any

from cubekit.bots.mcts import MCTSPlayer
from cubekit.bots.players import GreedyPlayer, Player, RandomPlayer

PLAYER_SPECS: tuple[str, ...] = (
    "random", "greedy", "mcts", "mcts:iterations=N", "mcts:seconds=S",
    "mcts:iterations=N,seconds=S,c=X,alpha=X,rollout=N,draw=X")
"""The forms a spec can take (``N`` a whole number >= 1, ``S``/``X`` numbers)."""

_MCTS_KEYS: dict[str, type] = {"iterations": int, "seconds": float, "c": float,
                               "alpha": float, "rollout": int, "draw": float}


def _problem(spec: object, why: str) -> ValueError:
    return ValueError(f"bad player spec {spec!r}: {why}; expected one of "
                      f"{', '.join(PLAYER_SPECS)}")


def make_player(spec: str, seed: int = 0) -> Player:
    """A new player from its spec, with its own random generator seeded by ``seed``.

    ``"random"``, ``"greedy"`` and ``"mcts"`` (default budget); MCTS settings follow a colon,
    separated by commas: ``"mcts:iterations=400"``, ``"mcts:seconds=0.5"``,
    ``"mcts:iterations=400,c=0.6"``. Raises ``ValueError`` naming the valid specs.
    """
    if not isinstance(spec, str):
        raise _problem(spec, f"a spec is text, not {type(spec).__name__}")
    text = spec.strip().lower()
    kind, _, settings = text.partition(":")
    kind = kind.strip()
    if kind in ("random", "greedy"):
        if settings.strip():
            raise _problem(spec, f"{kind!r} takes no settings")
        return RandomPlayer(seed) if kind == "random" else GreedyPlayer(seed)
    if kind != "mcts":
        raise _problem(spec, f"unknown player {kind!r}")
    options: dict[str, Any] = {}
    if settings.strip():
        for item in settings.split(","):
            key, equals, value = (part.strip() for part in item.partition("="))
            if not equals or not key or not value:
                raise _problem(spec, f"{item.strip()!r} is not a key=value setting")
            if key not in _MCTS_KEYS:
                raise _problem(spec, f"unknown MCTS setting {key!r} (valid: "
                                     f"{', '.join(_MCTS_KEYS)})")
            if key in options:
                raise _problem(spec, f"{key!r} is given twice")
            try:
                options[key] = _MCTS_KEYS[key](value)
            except ValueError:
                kind_name = "a whole number" if _MCTS_KEYS[key] is int else "a number"
                raise _problem(spec, f"{key}={value!r} is not {kind_name}") from None
    try:
        return MCTSPlayer(seed=seed, **options)
    except ValueError as error:
        raise _problem(spec, str(error)) from None
