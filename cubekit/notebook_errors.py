"""The kit's errors in IPython and Jupyter: one short line in the session language.

A student who plays an illegal move in a notebook should read why, not 30 lines of the kit's
internals. Every error class of the kit whose sentence is a catalogue message
(:class:`~cubekit.core.errors.IllegalMoveError`, ``NotationError``, ``OptionError``,
``OptionTypeError``, ``DisplayError``, ``ScenarioFileError``, ``ExerciseError``,
``AnswerError``, ``SolveBudgetError``, the TOML reader's ``TomlDecodeError``) has IPython's
documented traceback hook ``_render_traceback_``: IPython (the terminal and ipykernel, and so
JupyterLab, Notebook and Voilà) asks the exception for its traceback lines before it formats
one itself. The kit answers with one line, ``✗`` and the sentence, the mark in red where
IPython shows colours (JupyterLab draws the error output's colours as HTML); the output stays
an error output (its name and value are the usual ones), so "run all" still stops there.

The full traceback comes back with ``%xmode Verbose`` (or ``%xmode Plain``), with
``cubekit.set_display(short_errors=False)``, or for a whole session with the environment
variable ``CUBEKIT_SHORT_ERRORS=0``. Errors of other libraries and of Python itself are
untouched. Nothing is installed when ``cubekit`` is imported and IPython is never imported
here: the hook is only called by an IPython that is already running.
"""

from __future__ import annotations

import sys
from typing import Any

FULL_MODES = frozenset({"Verbose", "Plain"})
"""The ``%xmode`` modes in which the kit's errors show their full traceback."""

RED, BOLD, RESET = "\x1b[31m", "\x1b[1m", "\x1b[0m"


def _shell() -> Any:
    """The running IPython shell, or None (IPython is not imported if it is not loaded)."""
    if "IPython" not in sys.modules:
        return None
    from IPython.core.getipython import get_ipython

    return get_ipython()  # type: ignore[no-untyped-call, unused-ignore]


def short_line(error: BaseException, colour: bool = True) -> str:
    """The one line a student reads for a kit error: ``✗`` and its sentence in the session
    language.

    >>> import cubekit
    >>> cubekit.set_language("de")
    >>> try:
    ...     cubekit.load("chain_reaction").initial_state().play("a0")
    ... except ValueError as error:
    ...     print(short_line(error, colour=False))  # doctest: +ELLIPSIS
    ✗ ...a0...
    >>> cubekit.set_language("en")
    """
    describe = getattr(error, "describe", None)
    sentence = describe() if callable(describe) else str(error)
    mark = f"{BOLD}{RED}✗{RESET}" if colour else "✗"
    return f"{mark} {sentence}"


def wants_full(shell: Any) -> bool:
    """Whether ``shell`` should show the full traceback: ``%xmode Verbose``/``Plain`` or
    ``set_display(short_errors=False)`` (``CUBEKIT_SHORT_ERRORS=0``)."""
    from cubekit.display import display_settings

    if not display_settings().short_errors:
        return True
    mode = getattr(getattr(shell, "InteractiveTB", None), "mode", "Context")
    return mode in FULL_MODES


def render_traceback(error: BaseException) -> list[str]:
    """The traceback lines IPython shows for a kit error (see the module's docstring)."""
    shell = _shell()
    if shell is None:   # not IPython asking: Python's own lines
        import traceback

        return traceback.format_exception(type(error), error, error.__traceback__)
    if wants_full(shell):
        lines: list[str] = shell.InteractiveTB.structured_traceback(
            type(error), error, error.__traceback__)
        return lines
    colours = str(getattr(shell, "colors", "")).lower() != "nocolor"
    try:
        return [short_line(error, colour=colours)]
    except Exception:  # a sentence that cannot be said must not hide the error
        lines = shell.InteractiveTB.structured_traceback(type(error), error,
                                                         error.__traceback__)
        return list(lines)


class ShortTraceback:
    """Mixin of the kit's error classes: IPython shows them as one line
    (:func:`render_traceback`)."""

    def _render_traceback_(self) -> list[str]:
        assert isinstance(self, BaseException)
        return render_traceback(self)


__all__ = ["FULL_MODES", "ShortTraceback", "render_traceback", "short_line", "wants_full"]
