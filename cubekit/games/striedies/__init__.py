"""Striedies Strategie (RULES.md ST-1 to ST-8): rules, notation, explanations, pictures."""

from cubekit.games.striedies.rules import (
    CORNERS,
    MODELS,
    SEATS,
    Die,
    Fight,
    MovePlan,
    Pass,
    Roll,
    Striedies,
    StriediesState,
    Threat,
)

__all__ = ["CORNERS", "MODELS", "SEATS", "Die", "Fight", "MovePlan", "Pass", "Roll",
           "Striedies", "StriediesState", "Threat"]
