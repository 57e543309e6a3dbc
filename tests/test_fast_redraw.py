"""The fast paths of redrawing a board in place (issue 12, point 5): the PNG encoder that
compresses only the bands that changed, the renderer that rasterises a text only once, and
a view that neither draws nor encodes a picture twice -- all giving exactly the pixels that
plain matplotlib and Pillow give."""

from __future__ import annotations

import io
import random
import zlib
from typing import Any

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from PIL import Image

import cubekit
from cubekit.core.replay import Replay
from cubekit.render import BoardView
from cubekit.render.fastpng import BandEncoder, adler32_combine
from cubekit.render.view import TextCachingRenderer

GAMES = [("chain_reaction", {"width": 6, "height": 6}), ("cubeslyde", {"players": 3}),
         ("deblockle", {}), ("striedies", {"players": 2})]


def replay_steps(name: str, options: dict[str, Any], moves: int = 6, seed: int = 2) -> list[Any]:
    game = cubekit.load(name, **options)
    rng, state, played = random.Random(seed), game.initial_state(), []
    for _ in range(moves):
        if state.outcome is not None:
            break
        played.append(rng.choice(state.legal_moves()))
        state = state.play(played[-1])
    return Replay(game.initial_state(), tuple(played)).steps()


def decoded(data: bytes) -> np.ndarray:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.mode == "RGB"
    return np.asarray(image)


def plain_pixels(view: BoardView) -> np.ndarray:
    """What plain matplotlib (``FigureCanvasAgg``, no text cache) draws of the view's figure
    right now."""
    canvas = view.figure.canvas
    try:
        plain = FigureCanvasAgg(view.figure)
        plain.draw()
        return np.asarray(plain.buffer_rgba())[..., :3].copy()
    finally:
        view.figure.set_canvas(canvas)


@pytest.mark.parametrize(("name", "options"), GAMES, ids=[name for name, _ in GAMES])
def test_redraws_give_exactly_the_pixels_of_plain_matplotlib(name: str,
                                                             options: dict[str, Any]) -> None:
    steps = replay_steps(name, options)
    view = BoardView(steps[0].state.game)
    assert isinstance(view.canvas.get_renderer(), TextCachingRenderer)
    for _ in range(2):   # the second time round every text comes from the cache
        for step in steps:
            view.draw(step)
            data = view.png()
            assert np.array_equal(decoded(data), plain_pixels(view)), step.describe("en")


def test_band_encoder_is_lossless_and_compresses_only_what_changed() -> None:
    rng = np.random.default_rng(5)
    pixels = np.full((100, 37, 4), 255, np.uint8)
    pixels[..., :3] = rng.integers(0, 256, (100, 37, 3), dtype=np.uint8) // 64 * 64
    encoder = BandEncoder(band_rows=10)
    assert np.array_equal(decoded(encoder.encode(pixels)), pixels[..., :3])
    assert encoder.last_compressed == 10
    assert np.array_equal(decoded(encoder.encode(pixels)), pixels[..., :3])
    assert encoder.last_compressed == 0
    # a change in row 40 is in band 4 and, through the Up filter, in the first row of band 5
    pixels[40, 3] = (1, 2, 3, 255)
    assert np.array_equal(decoded(encoder.encode(pixels)), pixels[..., :3])
    assert encoder.last_compressed == 1
    pixels[39, 3] = (1, 2, 3, 255)
    assert np.array_equal(decoded(encoder.encode(pixels)), pixels[..., :3])
    assert encoder.last_compressed == 2
    other = pixels[:55].copy()   # another size starts afresh
    assert np.array_equal(decoded(encoder.encode(other)), other[..., :3])
    assert encoder.last_compressed == 6
    with pytest.raises(ValueError, match="height x width x 4"):
        encoder.encode(pixels[..., :3])
    with pytest.raises(ValueError, match="compression level"):
        BandEncoder(level=10)


@pytest.mark.parametrize("level", [0, 1, 6, 9])
def test_band_encoder_levels_and_odd_sizes(level: int) -> None:
    rng = np.random.default_rng(level)
    for height, width in [(1, 1), (1, 50), (49, 1), (25, 24), (24, 25)]:
        pixels = rng.integers(0, 256, (height, width, 4), dtype=np.uint8)
        assert np.array_equal(decoded(BandEncoder(level=level, band_rows=24).encode(pixels)),
                              pixels[..., :3])


def test_adler32_combine_matches_zlib() -> None:
    rng = random.Random(3)
    for _ in range(50):
        a = rng.randbytes(rng.randrange(0, 70000))
        b = rng.randbytes(rng.randrange(0, 70000))
        assert adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)


def test_a_picture_shown_again_is_neither_drawn_nor_encoded_again() -> None:
    game = cubekit.load("chain_reaction", width=4, height=4)
    state = game.initial_state().play("b2")
    view = BoardView(game)
    view.draw(state)
    first = view.png()
    draws = 0
    draw = view.canvas.draw

    def counting() -> None:
        nonlocal draws
        draws += 1
        draw()

    view.canvas.draw = counting  # type: ignore[method-assign]
    view.draw(state)
    assert view.png() is first and draws == 0
    view.draw(state, highlight=["b2"])
    highlighted = view.png()
    assert draws == 1 and highlighted != first
    view.draw(state)
    assert view.png() == first and draws == 2
    assert view.png(compress_level=6) != first and draws == 2   # the same drawing, packed tighter
    assert np.array_equal(decoded(view.png(compress_level=6)), decoded(first))
