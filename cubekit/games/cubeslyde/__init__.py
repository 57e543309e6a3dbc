"""Cubeslyde: rules, notation and explanations (pictures and scenarios follow)."""

from cubekit.games.cubeslyde.rules import (
    LEVELS,
    WHITE,
    Cube,
    Cubeslyde,
    CubeslydeState,
    Pass,
    Place,
    Push,
    PushPlan,
)

__all__ = ["LEVELS", "WHITE", "Cube", "Cubeslyde", "CubeslydeState", "Pass", "Place", "Push",
           "PushPlan"]
