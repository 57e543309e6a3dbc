"""Kettenreaktion (Chain Reaction): rules, notation, pictures and scenarios."""

from cubekit.games.chain_reaction.rules import PRESETS, ChainReaction, ChainState, Place

__all__ = ["PRESETS", "ChainReaction", "ChainState", "Place"]
