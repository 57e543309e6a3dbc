"""cubekit: learn, teach and check the rules of four abstract board games in Jupyter.

>>> import cubekit
>>> cubekit.games()
['chain_reaction', 'cubeslyde', 'deblockle', 'striedies']
>>> game = cubekit.load("chain_reaction", width=8, height=10)
>>> game.initial_state().to_move
0

Rendering and widgets are imported only when used, so ``import cubekit`` stays fast and does
not load matplotlib.
"""

from __future__ import annotations

import os
from typing import Any

from cubekit.core.errors import OptionError, OptionTypeError
from cubekit.core.game import (
    Game,
    IllegalMoveError,
    NotationError,
    Outcome,
    State,
    Step,
    Transition,
)
from cubekit.core.i18n import Msg, get_language, set_language
from cubekit.display import DisplayError, DisplaySettings, display_settings, set_display

__version__ = "0.1.0"

# ``games`` is the package cubekit.games, made callable: games() lists the registered games.
from cubekit import games


def game_class(name: str) -> type[Game]:
    """The rules class of a registered game (names are case-insensitive; aliases such as
    ``"kettenreaktion"`` work too)."""
    return games.entry(name).game_class()


def load(name: str, **options: Any) -> Game:
    """The rules of a game with options, e.g. ``load("chain_reaction", width=8, height=10)``.

    Unknown options raise ``TypeError`` naming the valid ones. Rules objects are immutable,
    so the same name and options give the same object (made once).
    """
    # by the values' reprs: 1 and True, or 2 and 2.0, are different options (not equal keys)
    key = (name, tuple(sorted((k, repr(v)) for k, v in options.items())))
    found = _LOADED.get(key)
    if found is not None:
        return found
    cls = game_class(name)
    valid = cls.option_names()
    unknown = sorted(set(options) - set(valid))
    if unknown:
        raise OptionTypeError(Msg("core.option.unknown", {
            "names": ", ".join(unknown), "game": cls.name, "valid": ", ".join(valid)}))
    game = cls(**options)
    if len(_LOADED) < 512:
        _LOADED[key] = game
    return game


def load_scenarios(path: str | os.PathLike[str]) -> list[Any]:
    """The scenarios of a TOML scenario file, checked like the built-in ones (see
    :mod:`cubekit.core.scenario_files`); a ``ScenarioFileError`` names the file, the scenario
    and the line."""
    from cubekit.core.scenario_files import load_scenarios as read

    return list(read(path))


_LOADED: dict[tuple[str, tuple[tuple[str, str], ...]], Game] = {}
"""Rules objects already made, by name and options (they are immutable)."""


__all__ = ["DisplayError", "DisplaySettings", "Game", "IllegalMoveError", "NotationError",
           "OptionError", "OptionTypeError", "Outcome", "State", "Step", "Transition",
           "display_settings", "game_class", "games", "get_language", "load", "load_scenarios",
           "set_display", "set_language"]
