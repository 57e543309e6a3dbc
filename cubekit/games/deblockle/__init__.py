"""Deblockle, one module per part: ``rules`` (with the tables and hops of ``geometry``, the
numbered turns and the move generator of ``turns``, and the text forms of ``notation``),
``events`` (what a turn records), ``words`` (the events in words),
``messages`` (the catalogue, en and de), ``scenarios``, ``render`` (with the block net of
``block3d``), ``interact`` (the Explorer) and ``evaluate`` (the computer players)."""

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
