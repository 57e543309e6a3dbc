"""BoardView: one figure per game that is redrawn in place, for steppers and explorers."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from cubekit.core.game import Game
from cubekit.core.grid import Square
from cubekit.render.base import DEFAULT_DPI, BoardRenderer, Picture


def renderer_for(game: Game, *, language: str | None = None, **options: Any) -> BoardRenderer:
    """The renderer of ``game``: class ``Renderer`` in ``cubekit.games.<name>.render``."""
    if not isinstance(game, Game):
        raise TypeError(f"expected a cubekit Game, got {type(game).__name__}")
    from cubekit.games import entry_of

    module = entry_of(game).part("render")
    renderer: BoardRenderer = module.Renderer(game, language=language, **options)
    return renderer


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
    draw; ``options`` are the game's picture options (e.g. ``capacity=True``).
    """

    def __init__(self, game: Game, *, language: str | None = None, dpi: float | None = None,
                 **options: Any) -> None:
        self.game = game
        self.renderer = renderer_for(game, language=language, **options)
        self.dpi = float(dpi) if dpi is not None else DEFAULT_DPI
        if not self.dpi > 0:
            raise ValueError(f"dpi must be a positive number, got {dpi!r}")
        self.figure: Figure = self.renderer.create_figure(self.dpi)
        self.canvas = FigureCanvasAgg(self.figure)
        self.picture: Picture | None = None
        self._rendered = False
        self._closed = False

    @property
    def language(self) -> str | None:
        return self.renderer.language

    @language.setter
    def language(self, language: str | None) -> None:
        from cubekit.core.i18n import check_language

        if language is not None:
            check_language(language)
        self.renderer.language = language

    def draw(self, item: Any, *, highlight: Any = None, arrows: Any = None) -> None:
        """Show a State or a Step (``highlight``/``arrows`` replace the step's own)."""
        if self._closed:
            raise RuntimeError("this BoardView is closed; make a new one")
        self.picture = self.renderer.update(item, highlight=highlight, arrows=arrows)
        self._rendered = False

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
        """The current image as PNG bytes (low compression by default: fast)."""
        buffer = io.BytesIO()
        self.image().save(buffer, format="PNG", compress_level=compress_level)
        return buffer.getvalue()

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

    def __repr__(self) -> str:
        width, height = self.size_px
        return f"<BoardView of {self.game!r}, {width}x{height} px>"

    def _repr_png_(self) -> bytes:
        return self.png(compress_level=6)
