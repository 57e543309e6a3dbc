"""Rule exercises with instant, explained feedback, quizzes and printable worksheets.

>>> import cubekit
>>> from cubekit.exercises import kinds, make
>>> kinds("cubeslyde")
['legal_moves', 'what_happens', 'who_wins', 'can_push', 'falls']
>>> exercise = make("chain_reaction", "cascade_waves", seed=5, difficulty="easy")
>>> feedback = exercise.check(exercise.answer)
>>> bool(feedback), feedback.text("en").startswith("✓")
(True, True)

An exercise shows a position (``exercise.state``, drawn by ``exercise.picture()``), asks
``exercise.question(language)`` and knows the answer the rules engine gives
(``exercise.answer``). Where the answer is marked on the board it is a tuple of square
names; otherwise ``exercise.choices`` lists the answers to choose from and ``answer`` is the
right :class:`Choice`. ``exercise.check(answer)`` reads an answer in any natural form and
returns a :class:`Feedback`: true when right, and ``feedback.text(language)`` says why -- the
rule it confirms, or the rule the answer breaks and what really happens, told by the same
sentences as the Stepper (``feedback.steps``, ``feedback.transition``).

Every exercise comes from seeded play (:mod:`.positions`): the same game, kind, seed and
difficulty always give the same exercise. ``Exercise.from_state(state, kind, move=...)`` and
``Exercise.from_scenario(scenario, kind)`` turn any position or scenario into one.
:func:`worksheet` prints a series as an A4 PDF with an answer key.

The kinds, and what their difficulty measures (easy / medium / hard):

=======================  =========================================================  ==========
kind (games)             measure                                                    levels
=======================  =========================================================  ==========
``legal_moves`` (all)    Kettenreaktion: cells of other players to leave out        0-4/5-9/10+
                         Cubeslyde: cubes in the lines in front of the cube         0-1/2-3/4+
                         Deblockle: legal turns of the block                        1-2/3-5/6+
                         Striedies: legal moves (paths) of the die                  1-4/5-12/13+
``what_happens`` (all)   steps of the move (placement, waves, tips, fights, ...)    1-2/3-4/5+
``who_wins`` (all)       steps of the move                                          1-2/3-4/5+
``cascade_waves``        waves of the cascade                                       1-2/3-4/5+
``captured_cells``       cells captured                                             1-2/3-5/6+
``can_push``             cubes in the pushed line (0 for a free square)             0-1/2/3+
``falls``                cubes in the pushed line                                   1/2/3+
``tip_and_hop``          squares the hop can end on                                 1/2-3/4+
``top_face``             tips of the block to follow (over 1, 2 or 3 turns)         1/2/3
``reachable``            square-and-face answers                                    1-4/5-10/11+
``fight``                dice in the fight                                          2/3/4+
=======================  =========================================================  ==========

Each game's module (:mod:`.chain_reaction`, :mod:`.cubeslyde`, :mod:`.deblockle`,
:mod:`.striedies`) documents its kinds and where its positions come from. Nothing here imports
matplotlib or ipywidgets until a picture or a sheet is made; the widgets are
``cubekit.widgets.exercise.Exercise`` and ``Quiz``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from cubekit.exercises.answers import AnswerError
from cubekit.exercises.base import (
    DIFFICULTIES,
    Choice,
    Exercise,
    ExerciseError,
    Feedback,
)
from cubekit.exercises.registry import KindsTable, kind_of, kind_words, kinds, make, series


def worksheet(exercises: Sequence[Exercise], path: str | os.PathLike[str],
              language: str | None = None, **options: Any) -> Any:
    """Write ``exercises`` as a printable A4 PDF: the pictures with the questions, numbered,
    then the answer key with short explanations on separate pages (see
    :func:`cubekit.exercises.sheet.worksheet`)."""
    from cubekit.exercises.sheet import worksheet as write

    return write(exercises, path, language, **options)


__all__ = ["DIFFICULTIES", "AnswerError", "Choice", "Exercise", "ExerciseError", "Feedback",
           "KindsTable", "kind_of", "kind_words", "kinds", "make", "series", "worksheet"]
