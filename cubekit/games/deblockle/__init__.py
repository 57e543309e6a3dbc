"""Deblockle: rules, notation and explanations (pictures and scenarios follow)."""

from cubekit.games.deblockle.rules import (
    FACES,
    GOAL_STAR,
    HOME_STAR,
    ORIENTATIONS,
    STAR_SQUARES,
    START_SQUARES,
    Block,
    Deblockle,
    DeblockleState,
    Turn,
    TurnPlan,
)

__all__ = ["FACES", "GOAL_STAR", "HOME_STAR", "ORIENTATIONS", "START_SQUARES", "STAR_SQUARES",
           "Block", "Deblockle", "DeblockleState", "Turn", "TurnPlan"]
