"""Board pictures with matplotlib (imported only when a picture is wanted).

>>> import cubekit
>>> from cubekit.render import render, BoardView
>>> game = cubekit.load("chain_reaction", width=4, height=4)
>>> state = game.initial_state().play("b2").play("c3")
>>> figure = render(state, capacity=True)           # a matplotlib Figure (no pyplot)
>>> transition = state.explain("b2")
>>> figure = render(transition.steps[0], language="de")  # a step: highlights and arrows
>>> view = BoardView(game)                          # one figure, redrawn in place
>>> for step in transition:
...     view.draw(step)
...     image = view.png()

Everything is drawn with the figure API (``matplotlib.figure.Figure`` and the Agg canvas),
never pyplot, so it works headless and in notebooks without leaking figures. Each game draws
its pieces in ``cubekit/games/<name>/render.py`` (class ``Renderer``, a
:class:`~cubekit.render.base.BoardRenderer`) from the shared primitives in
:mod:`cubekit.render.primitives`.
"""

from __future__ import annotations

import io
import os
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from PIL import Image

from cubekit.core.game import Game
from cubekit.core.grid import Square
from cubekit.core.i18n import tr
from cubekit.render.base import DEFAULT_DPI, BoardRenderer, Picture, split_item
from cubekit.render.view import BoardView, renderer_class, renderer_for


def render(item: Any, ax: Axes | None = None, *,
           highlight: Iterable[Square | str] | None = None,
           arrows: Iterable[tuple[Square | str, Square | str]] | None = None,
           labels: bool = True, language: str | None = None, scale: float | None = None,
           **options: Any) -> Figure:
    """Draw a State or a Step; returns the figure.

    Without ``ax`` a new figure sized for a notebook cell is made (``dpi=`` sets its
    resolution, ``scale=`` enlarges fonts, lines and board together, e.g. ``scale=1.5`` for a
    projector; both default to the session's, :func:`cubekit.set_display`). With ``ax`` the
    board is drawn into that axes, title above it and key below.
    ``highlight`` (squares or names like ``"c3"``) and ``arrows`` (pairs of squares) replace
    a step's own. ``options`` are the game's picture options, e.g. ``capacity=True`` for
    Kettenreaktion, ``legend=False``, ``status=False``; :func:`picture_options` lists them.
    """
    state, _ = split_item(item)
    dpi = options.pop("dpi", None)
    if ax is None:
        view = BoardView(state.game, language=language, dpi=dpi, scale=scale, labels=labels,
                         **options)
        view.draw(item, highlight=highlight, arrows=arrows)
        return view.figure
    if dpi is not None or scale is not None:
        raise TypeError(tr("render.error.size_with_ax", language))
    renderer = renderer_for(state.game, language=language, labels=labels, **options)
    renderer.setup(ax)
    renderer.update(item, highlight=highlight, arrows=arrows)
    figure = ax.get_figure()
    assert isinstance(figure, Figure)
    return figure


def picture_options(game: Game, language: str | None = None) -> str:
    """The picture options of ``game`` (keywords of :func:`render`, :class:`BoardView` and
    the widgets), one a line with its default and what it shows, in ``language`` (None: the
    session's).

    >>> import cubekit
    >>> print(picture_options(cubekit.load("chain_reaction"), "de"))  # doctest: +ELLIPSIS
    Bildoptionen von chain_reaction:
      labels (Vorgabe True): Buchstaben der Spalten und Zahlen der Reihen rund um das Brett
      legend (Vorgabe True): die Legende unter dem Brett
      status (Vorgabe True): die Titelzeile über dem Brett
      capacity (Vorgabe False): die Platz-Zahl jedes Feldes in seiner Ecke; ...
    """
    lines = renderer_class(game, language).describe_options(language)
    return "\n".join([tr("render.option.heading", language, game=game.name)]
                     + [f"  {line}" for line in lines])


def png_bytes(item: Any, *, compress_level: int = 6, **kw: Any) -> bytes:
    """The picture of a State or Step as PNG bytes (used by ``State._repr_png_``).

    Keywords are those of :func:`render` (without ``ax``), with ``dpi`` and ``scale``.
    """
    state, _ = split_item(item)
    highlight = kw.pop("highlight", None)
    arrows = kw.pop("arrows", None)
    refused = bool(kw.pop("refused", False))
    view = shared_view(state.game, kw)
    view.draw(item, highlight=highlight, arrows=arrows, refused=refused)
    return view.png(compress_level=compress_level)


_VIEWS: OrderedDict[Hashable, BoardView] = OrderedDict()
"""The views :func:`png_bytes` drew with last, by game, resolution and picture options."""
_VIEWS_KEPT = 8


def shared_view(game: Game, options: dict[str, Any]) -> BoardView:
    """A view for one more picture: the last one made with these settings, redrawn (a new
    figure costs more than drawing the board; the redraw gives the same pixels, see
    ``tests/test_fast_redraw.py``), or a new one when the options cannot be a key."""
    from cubekit.display import resolve_dpi

    dpi, scale = resolve_dpi(scale=options.get("scale"), dpi=options.get("dpi"))
    rest = tuple(sorted((k, v) for k, v in options.items() if k not in ("dpi", "scale")))
    key = (game, dpi, scale, rest)
    try:
        view = _VIEWS.pop(key, None)
    except TypeError:          # an option value that is not hashable (a list, a dict)
        return BoardView(game, **options)
    if view is None:
        view = BoardView(game, **options)
        while len(_VIEWS) >= _VIEWS_KEPT:
            _VIEWS.popitem(last=False)[1].close()
    _VIEWS[key] = view
    return view


def save_png(item: Any, path: str | os.PathLike[str], **kw: Any) -> None:
    """Write the picture of a State or Step to a PNG file (keywords as for :func:`png_bytes`)."""
    data = png_bytes(item, **kw)
    with open(path, "wb") as file:
        file.write(data)


def gif_frames(items: Sequence[Any], *, language: str | None = None,
               **options: Any) -> list[Image.Image]:
    """One RGB image per State or Step, all drawn by one :class:`BoardView`."""
    items = list(items)
    if not items:
        raise ValueError(tr("render.error.nothing_to_animate", language))
    state, _ = split_item(items[0])
    view = BoardView(state.game, language=language, **options)
    frames = []
    for item in items:
        view.draw(item)
        frames.append(view.image())
    return frames


def save_gif(items: Sequence[Any], path: str | os.PathLike[str] | io.BytesIO, *,
             seconds_per_frame: float = 1.0, language: str | None = None,
             **options: Any) -> None:
    """An animated GIF (looping) of States or Steps, e.g. the steps of a cascade.

    Every item is one frame shown ``seconds_per_frame`` seconds; Pillow merges consecutive
    frames that look exactly alike into one frame shown for their combined time.
    """
    if not seconds_per_frame > 0:
        raise ValueError(tr("render.error.seconds", language, value=repr(seconds_per_frame)))
    frames = gif_frames(items, language=language, **options)
    palette_frames = [frame.quantize(colors=255, method=Image.Quantize.MEDIANCUT,
                                     dither=Image.Dither.NONE) for frame in frames]
    duration = max(20, round(seconds_per_frame * 1000))
    palette_frames[0].save(path, format="GIF", save_all=True,
                           append_images=palette_frames[1:], duration=duration, loop=0,
                           disposal=1)


def animate(items: Sequence[Any], *, seconds_per_frame: float = 1.0,
            language: str | None = None, **options: Any) -> bytes:
    """The animated GIF of :func:`save_gif` as bytes (e.g. for ``IPython.display.Image``)."""
    buffer = io.BytesIO()
    save_gif(items, buffer, seconds_per_frame=seconds_per_frame, language=language, **options)
    return buffer.getvalue()


__all__ = ["DEFAULT_DPI", "BoardRenderer", "BoardView", "Picture", "animate", "gif_frames",
           "picture_options", "png_bytes", "render", "renderer_class", "renderer_for",
           "save_gif", "save_png"]
