"""The size of every picture in a session: projector scale and resolution.

>>> import cubekit
>>> cubekit.set_display(scale=1.5)
DisplaySettings(scale=1.5, dpi=100.0, layout='normal', draw_ahead=True, short_errors=True)
>>> cubekit.display_settings().scale
1.5
>>> cubekit.set_display(scale=1.0).scale
1.0

``scale`` enlarges a picture as a whole (fonts, lines and board together: the figure is
drawn at ``dpi * scale``), so a board read from the back of a room looks like the one in a
notebook, only bigger. Every later picture takes the session's settings unless it is given
its own: :func:`cubekit.render.render`, a position's rich display, and the widgets
(``Stepper``, ``Explorer``, ``Compare``, ``Editor``, ``Exercise``). ``layout="wide"`` makes
the steppers use the full width of the page (for presenting); a scale above 1 does the same.

The environment variable ``CUBEKIT_SCALE`` (set by ``cubekit present --scale S``) gives the
scale a session starts with, and it wins: a notebook that sets its own scale (the classroom
decks do, for the projector) keeps the one the presenter asked for. ``draw_ahead=False`` (or
``CUBEKIT_DRAW_AHEAD=0``) stops the steppers from drawing the next step while the current one
is read: for notebooks run without a reader (tests, batch runs), where that work is never
seen. ``short_errors=False`` (or
``CUBEKIT_SHORT_ERRORS=0``) gives the kit's errors their full traceback in IPython and Jupyter
again instead of one line (see :mod:`cubekit.notebook_errors`). This module imports neither
matplotlib nor ipywidgets.
"""

from __future__ import annotations

import math
import os
import warnings
from dataclasses import dataclass, replace

from cubekit.core.i18n import Msg
from cubekit.notebook_errors import ShortTraceback

BASE_DPI = 100.0
"""Pictures are sized in inches for a notebook cell at this many dots per inch (scale 1)."""

MIN_SCALE, MAX_SCALE = 0.25, 4.0
MIN_DPI, MAX_DPI = 10.0, 1200.0
LAYOUTS = ("normal", "wide")
SCALE_VARIABLE = "CUBEKIT_SCALE"
"""The environment variable whose value is the scale a session starts with."""
DRAW_AHEAD_VARIABLE = "CUBEKIT_DRAW_AHEAD"
"""The environment variable that switches drawing ahead off for a session (``0``)."""
SHORT_ERRORS_VARIABLE = "CUBEKIT_SHORT_ERRORS"
"""The environment variable that gives the kit's errors their full traceback (``0``)."""


class DisplayError(ShortTraceback, ValueError):
    """A picture size the kit cannot draw (a scale, dpi or layout out of range), said in the
    session language (or the one asked for with :meth:`describe`)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text())

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class DisplaySettings:
    """How big pictures are drawn: ``scale`` (1 = notebook size), ``dpi`` (dots per inch at
    scale 1) and ``layout`` (``"normal"`` or ``"wide"``: the widgets across the full width);
    ``draw_ahead``: whether a stepper draws its next step while the current one is read;
    ``short_errors``: whether IPython shows a kit error as one line
    (:mod:`cubekit.notebook_errors`)."""

    scale: float = 1.0
    dpi: float = BASE_DPI
    layout: str = "normal"
    draw_ahead: bool = True
    short_errors: bool = True

    @property
    def effective_dpi(self) -> float:
        """The resolution a figure is drawn at: ``dpi * scale``."""
        return self.dpi * self.scale

    @property
    def wide(self) -> bool:
        """Whether the widgets use the full width (``layout="wide"`` or a scale above 1)."""
        return self.layout == "wide" or self.scale > 1.0


def _number(value: object, name: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            number = float(value) if isinstance(value, str) else math.nan
        except ValueError:
            number = math.nan
    else:
        number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise DisplayError(Msg("render.bad_size", {"name": name, "value": repr(value),
                                                   "low": f"{low:g}", "high": f"{high:g}"}))
    return number


def check_scale(scale: object) -> float:
    """``scale`` as a float, or :class:`DisplayError` (a ``ValueError``) if it is not a number
    from 0.25 to 4."""
    return _number(scale, "scale", MIN_SCALE, MAX_SCALE)


def check_dpi(dpi: object) -> float:
    """``dpi`` as a float, or :class:`DisplayError` if it is not a number from 10 to 1200."""
    return _number(dpi, "dpi", MIN_DPI, MAX_DPI)


def check_switch(value: object, name: str) -> bool:
    """``value`` if it is ``True`` or ``False``, else :class:`DisplayError`."""
    if not isinstance(value, bool):
        raise DisplayError(Msg("render.bad_switch", {"name": name, "value": repr(value)}))
    return value


def check_layout(layout: object) -> str:
    if layout not in LAYOUTS:
        raise DisplayError(Msg("render.bad_layout", {"value": repr(layout),
                                                     "valid": ", ".join(LAYOUTS)}))
    return str(layout)


def _switched_on(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("0", "false", "no", "off")


def _from_environment() -> DisplaySettings:
    ahead = _switched_on(DRAW_AHEAD_VARIABLE)
    short = _switched_on(SHORT_ERRORS_VARIABLE)
    text = os.environ.get(SCALE_VARIABLE, "").strip()
    if not text:
        return DisplaySettings(draw_ahead=ahead, short_errors=short)
    try:
        return DisplaySettings(scale=check_scale(text), draw_ahead=ahead, short_errors=short)
    except DisplayError as error:   # a session must start, at scale 1, saying why
        warnings.warn(f"{SCALE_VARIABLE}: {error}", stacklevel=3)
        return DisplaySettings(draw_ahead=ahead, short_errors=short)


_SETTINGS: list[DisplaySettings] = []


def display_settings() -> DisplaySettings:
    """The session's picture settings (see :func:`set_display`)."""
    if not _SETTINGS:
        _SETTINGS.append(_from_environment())
    return _SETTINGS[0]


def set_display(*, scale: float | None = None, dpi: float | None = None,
                layout: str | None = None, draw_ahead: bool | None = None,
                short_errors: bool | None = None) -> DisplaySettings:
    """Set how big every later picture and widget of this session is drawn; returns the new
    settings. Values left out stay as they are; a bad value raises :class:`DisplayError` (a
    ``ValueError``) and changes nothing. A scale given by ``CUBEKIT_SCALE`` (``cubekit
    present --scale``) is kept: the presenter's choice wins over the notebook's."""
    current = display_settings()
    if scale is not None:
        check_scale(scale)
        if os.environ.get(SCALE_VARIABLE):
            scale = None
    new = replace(current,
                  scale=current.scale if scale is None else check_scale(scale),
                  dpi=current.dpi if dpi is None else check_dpi(dpi),
                  layout=current.layout if layout is None else check_layout(layout),
                  draw_ahead=current.draw_ahead if draw_ahead is None
                  else check_switch(draw_ahead, "draw_ahead"),
                  short_errors=current.short_errors if short_errors is None
                  else check_switch(short_errors, "short_errors"))
    _SETTINGS[0] = new
    return new


def reset_display() -> DisplaySettings:
    """Back to the settings the session started with (``CUBEKIT_SCALE`` or scale 1)."""
    _SETTINGS.clear()
    return display_settings()


def resolve_dpi(*, scale: object = None, dpi: object = None) -> tuple[float, float]:
    """``(dpi, scale)`` of one picture: its own values where given, else the session's."""
    settings = display_settings()
    return (settings.dpi if dpi is None else check_dpi(dpi),
            settings.scale if scale is None else check_scale(scale))


def scaled_width(width: int | str | None, scale: float) -> int | str | None:
    """A widget's picture width in pixels grown by ``scale`` (CSS lengths stay as they are)."""
    if isinstance(width, int) and not isinstance(width, bool):
        return round(width * scale)
    return width


__all__ = ["DisplayError", "DisplaySettings", "check_dpi", "check_scale", "display_settings",
           "reset_display", "resolve_dpi", "scaled_width", "set_display"]
