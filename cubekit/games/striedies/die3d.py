"""A Striedies Strategie die in 3D: see it stand, tip and roll, to learn how its top changes.

The die is drawn with matplotlib's mplot3d as a real cube on a small ground grid: six faces
with their pips (discs lying in the face planes), the owner's colour when a player is given,
and the compass letters on the ground. North is up the board, as everywhere in cubekit.

>>> from cubekit.core.cube import DIE
>>> from cubekit.core.grid import Direction
>>> from cubekit.games.striedies.die3d import draw_die, tip_frames, tip_sequence
>>> ax = draw_die("1/5/3")                 # 1 on top, 5 north, 3 east (RULES ST-1)
>>> figure = tip_sequence("1/5/3", "NE")   # the die at the start and after each tip
>>> frames = tip_frames("1/5/3", "NE", frames_per_tip=4)
>>> [round(f.angle) for f in frames]      # the start, then each tip rolls 0 -> 90 degrees
[0, 13, 45, 77, 90, 13, 45, 77, 90]
>>> frames[-1].orientation == DIE.parse("1/5/3").tips([Direction.N, Direction.E])
True
>>> gif = animate_tips("1/5/3", "NEE")      # an animated GIF of the roll (bytes)

Tipping rolls the die over the bottom edge on the side it moves to: the cube turns 90
degrees about that edge and ends on the neighbouring square (:func:`tip_frames` gives the
geometry of every frame). The drawn model is built from that geometry alone, so comparing
the face it shows on top with :meth:`Orientation.tip <cubekit.core.cube.Orientation.tip>`
checks the core's table. :class:`DieTipper` is the widget: buttons N, E, S, W tip the die.

Orientations are given as :class:`~cubekit.core.cube.Orientation` or in the core's compact
notation ``"top/north/east"`` (``"1/5/3"``); left-handed dice (RULES ST-1 option) are
recognised from the notation or chosen with ``handed="left"``. Directions are Direction
values or the letters N, E (or German O), S, W, e.g. ``"NEE"``.

matplotlib (and ipywidgets, for :class:`DieTipper`) are imported only when something is
drawn; ``import cubekit`` and the rules never load this module.

This module gathers the public names of three modules of their own: the geometry
(:mod:`.die_geometry`), the 3D drawing and the GIF export (:mod:`.die_drawing`) and the
widget (:mod:`.die_tipper`).
"""

from __future__ import annotations

from cubekit.games.striedies.die_drawing import (
    AZIM,
    DIE_SIZE,
    ELEV,
    animate_tips,
    draw_die,
    draw_frame,
    frame_images,
    tip_sequence,
)
from cubekit.games.striedies.die_geometry import (
    PIPS,
    DieFrame,
    FaceGeometry,
    die_faces,
    die_orientation,
    tip_frames,
)
from cubekit.games.striedies.die_tipper import DieTipper

__all__ = ["AZIM", "DIE_SIZE", "ELEV", "PIPS", "DieFrame", "DieTipper", "FaceGeometry",
           "animate_tips", "die_faces", "die_orientation", "draw_die", "draw_frame",
           "frame_images", "tip_frames", "tip_sequence"]
