"""The games: one subpackage per rulebook, and the registry of their names.

``cubekit.games`` is both this package and the function that lists the registered games:
``cubekit.games()`` returns their names (the module is made callable, because importing a
subpackage such as ``cubekit.games.chain_reaction`` binds the name ``games`` on ``cubekit``
to this package).
"""

from __future__ import annotations

import sys
import types

REGISTRY: dict[str, tuple[str, str]] = {
    "chain_reaction": ("cubekit.games.chain_reaction.rules", "ChainReaction"),
    "cubeslyde": ("cubekit.games.cubeslyde.rules", "Cubeslyde"),
    "deblockle": ("cubekit.games.deblockle.rules", "Deblockle"),
    "striedies": ("cubekit.games.striedies.rules", "Striedies"),
}
"""Game name -> (module, class) of its rules, imported on first use."""

ALIASES: dict[str, str] = {"kettenreaktion": "chain_reaction", "chainreaction": "chain_reaction",
                           "chain-reaction": "chain_reaction", "cube_slyde": "cubeslyde",
                           "cube-slyde": "cubeslyde", "striedies_strategie": "striedies",
                           "striedies-strategie": "striedies"}


def names() -> list[str]:
    """The names of the registered games, for ``cubekit.load``."""
    return sorted(REGISTRY)


class _GamesModule(types.ModuleType):
    """This package, callable: ``cubekit.games()`` lists the registered games."""

    def __call__(self) -> list[str]:
        return names()


sys.modules[__name__].__class__ = _GamesModule
