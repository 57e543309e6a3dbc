"""Kettenreaktion in the Explorer: a move is a square, and the status counts the marbles.

Everything but the status line is the default :class:`~cubekit.widgets.interaction.Interaction`
(a click on a square places a marble there; the list offers every square, the legal ones
marked). Imported by the Explorer only, so it may use the widgets package.
"""

from __future__ import annotations

from cubekit.core.i18n import tr
from cubekit.games.chain_reaction.rules import ChainState
from cubekit.widgets import interaction


class Interaction(interaction.Interaction):
    """The default square interaction plus the marble counts in the status line."""

    def status(self) -> list[str]:
        state = self.state
        assert isinstance(state, ChainState)
        game = state.game
        counts = ", ".join(f"{game.player_name(p)} {state.marbles(p)}"
                           for p in range(game.players))
        return [tr("widgets.status_marbles", self.language, marbles=counts)]


__all__ = ["Interaction"]
