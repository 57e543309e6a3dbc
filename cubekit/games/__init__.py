"""The games, one subpackage each: ``cubekit.games.chain_reaction``, ...

The name ``cubekit.games`` is both this package and the function :func:`cubekit.games` that
lists the registered games. Importing any game sets the attribute ``cubekit.games`` to this
package (Python does that for every subpackage), so the package is made callable and answers
like the function: ``cubekit.games()`` keeps working after ``cubekit.load(...)``, and
``import cubekit.games.chain_reaction.rules as rules`` works too.
"""

from __future__ import annotations

import sys
import types


class _CallablePackage(types.ModuleType):
    def __call__(self) -> list[str]:
        """The names of the registered games (same as the function ``cubekit.games``)."""
        from cubekit import _REGISTRY

        return sorted(_REGISTRY)


sys.modules[__name__].__class__ = _CallablePackage
