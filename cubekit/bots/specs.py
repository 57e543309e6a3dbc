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
from cubekit.core.i18n import Msg, tr

PLAYER_SPECS: tuple[str, ...] = (
    "random", "greedy", "mcts", "mcts:iterations=N", "mcts:seconds=S",
    "mcts:iterations=N,seconds=S,c=X,alpha=X,rollout=N,draw=X")
"""The forms a spec can take (``N`` a whole number >= 1, ``S``/``X`` numbers)."""

_MCTS_KEYS: dict[str, type] = {"iterations": int, "seconds": float, "c": float,
                               "alpha": float, "rollout": int, "draw": float}


def _problem(spec: object, why: Msg | str) -> ValueError:
    """A bad spec: what is wrong with it (``why``: a message, or an error's own text) and the
    forms a spec can take, in the session language."""
    reason = why.text() if isinstance(why, Msg) else why
    return ValueError(tr("bots.error.spec", spec=repr(spec), why=reason,
                         specs=", ".join(PLAYER_SPECS)))


def make_player(spec: str, seed: int = 0) -> Player:
    """A new player from its spec, with its own random generator seeded by ``seed``.

    ``"random"``, ``"greedy"`` and ``"mcts"`` (default budget); MCTS settings follow a colon,
    separated by commas: ``"mcts:iterations=400"``, ``"mcts:seconds=0.5"``,
    ``"mcts:iterations=400,c=0.6"``. Raises ``ValueError`` naming the valid specs.
    """
    if not isinstance(spec, str):
        raise _problem(spec, Msg("bots.spec.not_text", {"kind": type(spec).__name__}))
    text = spec.strip().lower()
    kind, _, settings = text.partition(":")
    kind = kind.strip()
    if kind in ("random", "greedy"):
        if settings.strip():
            raise _problem(spec, Msg("bots.spec.no_settings", {"kind": repr(kind)}))
        return RandomPlayer(seed) if kind == "random" else GreedyPlayer(seed)
    if kind != "mcts":
        raise _problem(spec, Msg("bots.spec.unknown", {"kind": repr(kind)}))
    options: dict[str, Any] = {}
    if settings.strip():
        for item in settings.split(","):
            key, equals, value = (part.strip() for part in item.partition("="))
            if not equals or not key or not value:
                raise _problem(spec, Msg("bots.spec.not_a_setting", {"item": repr(item.strip())}))
            if key not in _MCTS_KEYS:
                raise _problem(spec, Msg("bots.spec.unknown_setting", {
                    "name": repr(key), "valid": ", ".join(_MCTS_KEYS)}))
            if key in options:
                raise _problem(spec, Msg("bots.spec.twice", {"name": repr(key)}))
            try:
                options[key] = _MCTS_KEYS[key](value)
            except ValueError:
                which = "bots.spec.not_whole" if _MCTS_KEYS[key] is int else "bots.spec.not_number"
                raise _problem(spec, Msg(which, {"setting": f"{key}={value!r}"})) from None
    try:
        return MCTSPlayer(seed=seed, **options)
    except ValueError as error:
        raise _problem(spec, str(error)) from None
