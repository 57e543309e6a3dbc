"""BoardView: one figure per game that is redrawn in place, for steppers and explorers."""

from __future__ import annotations

from typing import Any

import matplotlib as mpl
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.figure import Figure
from PIL import Image

from cubekit.core.game import Game
from cubekit.core.grid import Square
from cubekit.core.i18n import tr
from cubekit.display import resolve_dpi
from cubekit.render.base import BoardRenderer, Picture
from cubekit.render.fastpng import BandEncoder

TEXT_CACHE_SIZE = 512
"""The most texts a :class:`TextCachingRenderer` keeps the glyph bitmaps of."""


class _Recorder:
    """Stands in for the Agg core while a text is drawn: passes every call on and keeps the
    glyph bitmaps (``draw_text_image``) with their places."""

    def __init__(self, target: Any) -> None:
        self.target = target
        self.calls: list[tuple[np.ndarray, Any, Any, Any]] = []

    def draw_text_image(self, image: Any, x: Any, y: Any, angle: Any, gc: Any) -> None:
        self.calls.append((np.array(image, dtype=np.uint8, copy=True), x, y, angle))
        self.target.draw_text_image(image, x, y, angle, gc)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.target, name)


class TextCachingRenderer(RendererAgg):
    """Matplotlib's Agg renderer that lays out and rasterises a text only once.

    Drawing a text is the costliest part of redrawing a board (FreeType lays the line out
    and renders every glyph, every time). The glyph bitmaps depend only on the string, the
    font, its size, the angle and the text's place in pixels, never on its colour; this
    renderer keeps them per text and composites them again (with the colour of the moment) on
    the next draw of the same text at the same place: exactly the same pixels, most of the
    work skipped. Mathtext and anything unusual take matplotlib's own path.
    """

    def __init__(self, width: float, height: float, dpi: float) -> None:
        super().__init__(width, height, dpi)  # type: ignore[no-untyped-call, unused-ignore]
        self._texts: dict[tuple[Any, ...], list[tuple[np.ndarray, Any, Any, Any]]] = {}

    def draw_text(self, gc: Any, x: float, y: float, s: str, prop: Any, angle: float,
                  ismath: Any = False, mtext: Any = None) -> None:
        if ismath:
            super().draw_text(gc, x, y, s, prop, angle, ismath=ismath, mtext=mtext)  # type: ignore[no-untyped-call, unused-ignore]
            return
        features = getattr(mtext, "get_fontfeatures", lambda: None)()
        language = getattr(mtext, "get_language", lambda: None)()
        key = (s, float(x), float(y), float(angle), bool(gc.get_antialiased()),
               tuple(prop.get_family()), prop.get_style(), prop.get_variant(),
               prop.get_weight(), prop.get_stretch(), prop.get_size_in_points(),
               prop.get_file(), None if features is None else tuple(features), language,
               mpl.rcParams["text.hinting"], mpl.rcParams["text.hinting_factor"])
        calls = self._texts.get(key)
        if calls is not None:
            for image, left, top, turn in calls:
                self._renderer.draw_text_image(image, left, top, turn, gc)
            return
        recorder = _Recorder(self._renderer)
        self._renderer = recorder
        try:
            super().draw_text(gc, x, y, s, prop, angle, ismath=ismath, mtext=mtext)  # type: ignore[no-untyped-call, unused-ignore]
        finally:
            self._renderer = recorder.target
        if len(self._texts) >= TEXT_CACHE_SIZE:
            self._texts.clear()
        self._texts[key] = recorder.calls


class CachingCanvas(FigureCanvasAgg):
    """The Agg canvas with a :class:`TextCachingRenderer`, kept while the size stays."""

    def get_renderer(self) -> RendererAgg:
        width, height = self.get_width_height(physical=True)
        key = (width, height, self.figure.dpi)
        if self._lastKey != key:
            self.renderer = TextCachingRenderer(width, height, self.figure.dpi)
            self._lastKey = key  # type: ignore[assignment, unused-ignore]
        renderer: RendererAgg = self.renderer
        return renderer


def renderer_class(game: Game, language: str | None = None) -> type[BoardRenderer]:
    """The class ``Renderer`` in ``cubekit.games.<name>.render`` that draws ``game``."""
    if not isinstance(game, Game):
        raise TypeError(tr("render.error.not_a_game", language, kind=type(game).__name__))
    from cubekit.games import entry_of

    module = entry_of(game).part("render")
    cls: type[BoardRenderer] = module.Renderer
    return cls


def renderer_for(game: Game, *, language: str | None = None, **options: Any) -> BoardRenderer:
    """The renderer of ``game``: class ``Renderer`` in ``cubekit.games.<name>.render``."""
    return renderer_class(game, language)(game, language=language, **options)


class BoardView:
    """A reusable figure for fast redraws (steppers, explorers): draws once, then updates
    artists in place.

    >>> import cubekit
    >>> game = cubekit.load("chain_reaction", width=3, height=3)
    >>> view = BoardView(game)
    >>> view.draw(game.initial_state().play("b2"))
    >>> view.png()[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
    True
    >>> x, y = view.square_center((1, 1))
    >>> view.square_at(x, y)
    (1, 1)

    ``language`` None follows the session language (:func:`cubekit.set_language`) at each
    draw; ``options`` are the game's picture options (e.g. ``capacity=True``). ``scale``
    enlarges the whole picture (fonts, lines and board together: it is drawn at
    ``dpi * scale``); ``dpi`` and ``scale`` left out are the session's
    (:func:`cubekit.set_display`).
    """

    def __init__(self, game: Game, *, language: str | None = None, dpi: float | None = None,
                 scale: float | None = None, **options: Any) -> None:
        self.game = game
        self.base_dpi, self.scale = resolve_dpi(scale=scale, dpi=dpi)
        self.renderer = renderer_for(game, language=language, **options)
        self.dpi = self.base_dpi * self.scale
        """The resolution the figure is drawn at: ``base_dpi * scale``."""
        self.figure: Figure = self.renderer.create_figure(self.dpi)
        self.canvas = CachingCanvas(self.figure)
        self.picture: Picture | None = None
        self._rendered = False
        self._closed = False
        self._encoders: dict[int, BandEncoder] = {}
        self._png: tuple[int, bytes] | None = None   # the PNG of the picture drawn last

    @property
    def language(self) -> str | None:
        return self.renderer.language

    @language.setter
    def language(self, language: str | None) -> None:
        from cubekit.core.i18n import check_language

        if language is not None:
            check_language(language)
        self.renderer.language = language

    def draw(self, item: Any, *, highlight: Any = None, arrows: Any = None,
             refused: bool = False) -> None:
        """Show a State or a Step (``highlight``/``arrows`` replace the step's own;
        ``refused``: the arrows show a move the rules refuse)."""
        if self._closed:
            raise RuntimeError(tr("render.error.closed", self.language))
        picture = self.renderer.update(item, highlight=highlight, arrows=arrows,
                                       refused=refused)
        # the same picture again changes no artist: no new drawing, no new PNG
        if picture != self.picture or self.figure.stale:
            self._rendered = False
            self._png = None
        self.picture = picture

    def redraw(self) -> None:
        """Draw the last item again (e.g. after changing :attr:`language`)."""
        if self.picture is not None:
            item = self.picture.step if self.picture.step is not None else self.picture.state
            self.draw(item)

    def _render(self) -> None:
        if not self._rendered:
            self.canvas.draw()  # type: ignore[no-untyped-call]
            self._rendered = True

    def rgba(self) -> np.ndarray:
        """The current image as an ``(height, width, 4)`` uint8 array (a copy)."""
        self._render()
        return np.array(self.canvas.buffer_rgba())  # type: ignore[no-untyped-call]

    def image(self) -> Image.Image:
        """The current image as an RGB Pillow image."""
        self._render()
        width, height = self.size_px
        buffer = self.canvas.buffer_rgba()  # type: ignore[no-untyped-call]
        return Image.frombuffer("RGBA", (width, height), buffer, "raw", "RGBA", 0, 1).convert(
            "RGB")

    def png(self, compress_level: int = 1) -> bytes:
        """The current image as PNG bytes, lossless (low compression by default: fast).

        Only the bands of rows that changed since this view's last PNG at that level are
        compressed again (:class:`~cubekit.render.fastpng.BandEncoder`); asked again for the
        same picture, the PNG is not made again.
        """
        if self._png is not None and self._png[0] == compress_level and self._rendered:
            return self._png[1]
        self._render()
        encoder = self._encoders.get(compress_level)
        if encoder is None:
            encoder = self._encoders[compress_level] = BandEncoder(level=compress_level)
        data = encoder.encode(np.asarray(self.canvas.buffer_rgba()))  # type: ignore[no-untyped-call]
        self._png = (compress_level, data)
        return data

    def title_text(self) -> str:
        """The game and its board in words (``Kettenreaktion 6×6``), e.g. a file's title."""
        from cubekit.render.alt import title_text

        return title_text(self.renderer)

    def alt_text(self) -> str:
        """The picture drawn last in words, in its language (:mod:`cubekit.render.alt`): the
        step's sentence, or the position (who is to move, the key, the pieces by letter)."""
        from cubekit.render.alt import alt_text

        if self.picture is None:
            return self.title_text()
        return alt_text(self.renderer, self.picture)

    @property
    def size_px(self) -> tuple[int, int]:
        """(width, height) of the image in pixels."""
        width, height = self.canvas.get_width_height()
        return (int(width), int(height))

    def square_at(self, x: float, y: float) -> Square | None:
        """The square under pixel (``x``, ``y``) of the PNG, counted from its top-left corner
        (as a browser reports a click on an ``<img>`` at natural size), or None off the board."""
        return self.renderer.square_at_display(x, self.size_px[1] - y)

    def square_center(self, square: Square | str) -> tuple[float, float]:
        """Pixel (x, y) from the top-left corner of the PNG at the centre of ``square``."""
        x, y = self.renderer.display_of(self.renderer._square(square))
        return (x, self.size_px[1] - y)

    def close(self) -> None:
        """Drop the figure's artists (the view cannot draw afterwards)."""
        self.figure.clear()
        self.picture = None
        self._rendered = False
        self._closed = True
        self._encoders.clear()
        self._png = None

    def __repr__(self) -> str:
        width, height = self.size_px
        return f"<BoardView of {self.game!r}, {width}x{height} px>"

    def _repr_png_(self) -> bytes:
        return self.png(compress_level=6)
