"""Jupyter widgets: step through explained moves, play and ask why, browse scenarios.

Importing this package imports ipywidgets and the renderer (``import cubekit`` does not).

- :class:`Stepper` walks through a move's steps, a game record or a scenario;
- :class:`Explorer` plays moves by clicking the board or choosing from a list and says why a
  move is illegal;
- :class:`ScenarioBrowser` lists a game's teaching scenarios;
- :class:`Compare` shows two or three readings of a rule side by side, stepping together;
- :class:`Editor` sets up any position by clicking, says whether it is valid, plays from it
  and saves it as a scenario;
- :class:`Exercise` and :class:`Quiz` ask questions about the rules and explain the answers.

Every widget carries stable CSS classes (``cubekit-stepper``, ``cubekit-next``, ...) for
browser tests, and every action is reachable with buttons and lists.
"""

from cubekit.widgets.compare import Compare
from cubekit.widgets.editor import Editor
from cubekit.widgets.exercise import Exercise, Quiz
from cubekit.widgets.explorer import Explorer
from cubekit.widgets.scenarios import ScenarioBrowser, first_step_of_last_move
from cubekit.widgets.stepper import Stepper, steps_of

__all__ = ["Compare", "Editor", "Exercise", "Explorer", "Quiz", "ScenarioBrowser", "Stepper",
           "first_step_of_last_move", "steps_of"]
