"""Projector sizes: ``scale=`` on pictures and widgets, the session's ``set_display``, the
command line's ``--scale``/``--dpi``, and that no text of any game's picture overlaps another
or leaves the figure, at small and at projector scale."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

import cubekit
from cubekit.display import DisplayError, reset_display

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def _session_display() -> Iterator[None]:
    reset_display()
    yield
    reset_display()


def chain() -> cubekit.Game:
    return cubekit.load("chain_reaction", width=4, height=4)


def size_of(png: bytes) -> tuple[int, int]:
    import io

    return Image.open(io.BytesIO(png)).size


# --- settings --------------------------------------------------------------------------------
def test_set_display_sets_and_reads_back() -> None:
    assert cubekit.display_settings() == cubekit.DisplaySettings(1.0, 100.0, "normal")
    settings = cubekit.set_display(scale=1.5)
    assert settings.scale == 1.5 and settings.effective_dpi == 150.0
    assert cubekit.display_settings() is settings
    assert cubekit.set_display(dpi=80).scale == 1.5       # what is left out stays
    assert cubekit.display_settings().effective_dpi == 120.0
    assert cubekit.set_display(layout="wide").wide
    assert cubekit.set_display(scale=1.0, layout="normal").wide is False
    assert cubekit.set_display(scale=1.2, layout="normal").wide   # above 1: presenting


@pytest.mark.parametrize("kw", [{"scale": 0}, {"scale": -1}, {"scale": float("nan")},
                                {"scale": 10}, {"scale": "big"}, {"scale": True},
                                {"dpi": 0}, {"dpi": 5000}, {"layout": "huge"}])
def test_bad_display_values_are_refused_in_both_languages(kw: dict[str, object]) -> None:
    before = cubekit.display_settings()
    with pytest.raises(ValueError) as caught:
        cubekit.set_display(**kw)  # type: ignore[arg-type]
    error = caught.value
    assert isinstance(error, DisplayError)
    name = next(iter(kw))
    assert name in error.describe("en") and name in error.describe("de")
    assert "must be" in error.describe("en") or "must be one of" in error.describe("en")
    assert "muss" in error.describe("de")
    assert cubekit.display_settings() == before           # nothing changed


def test_the_environment_gives_the_starting_scale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CUBEKIT_SCALE", "1.6")
    assert reset_display().scale == 1.6
    monkeypatch.setenv("CUBEKIT_SCALE", "nonsense")
    with pytest.warns(UserWarning, match="CUBEKIT_SCALE"):
        assert reset_display().scale == 1.0


def test_import_cubekit_reads_the_scale_without_matplotlib() -> None:
    code = ("import sys, cubekit; print(cubekit.display_settings().scale, "
            "'matplotlib' in sys.modules, 'ipywidgets' in sys.modules)")
    env = {**os.environ, "CUBEKIT_SCALE": "1.25", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out == ["1.25", "False", "False"]


# --- pictures --------------------------------------------------------------------------------
def test_render_scale_grows_everything_together() -> None:
    from cubekit.render import BoardView, png_bytes, render

    state = chain().initial_state().play("b2")
    small, big = render(state), render(state, scale=1.5)
    assert big.dpi == 1.5 * small.dpi
    assert tuple(big.get_size_inches()) == pytest.approx(tuple(small.get_size_inches()),
                                                         abs=0.02)
    width, height = size_of(png_bytes(state))
    width2, height2 = size_of(png_bytes(state, scale=1.5))
    assert width2 == pytest.approx(1.5 * width, abs=2)
    assert height2 == pytest.approx(1.5 * height, abs=2)
    view = BoardView(state.game, scale=2, dpi=50)
    assert view.dpi == 100 and view.scale == 2 and view.base_dpi == 50
    # the board's squares are where the bigger picture shows them
    view.draw(state)
    x, y = view.square_center("b2")
    assert view.square_at(x, y) == (1, 1)
    with pytest.raises(ValueError, match="scale"):
        png_bytes(state, scale=0)
    from matplotlib.figure import Figure

    with pytest.raises(TypeError, match="scale"):
        render(state, ax=Figure().add_subplot(), scale=2)


def test_the_session_scale_reaches_every_picture() -> None:
    from cubekit.render import png_bytes, render

    state = chain().initial_state()
    plain = size_of(png_bytes(state))
    cubekit.set_display(scale=1.6)
    assert render(state).dpi == 160
    assert size_of(state._repr_png_())[0] == pytest.approx(1.6 * plain[0], abs=2)
    assert render(state, scale=1.0).dpi == 100            # its own scale wins
    transition = state.explain("b2")
    assert 'style="width:448px' in transition._repr_html_() or "448px" in \
        transition.steps[0]._repr_html_()


def test_widgets_take_the_scale() -> None:
    pytest.importorskip("ipywidgets")
    from cubekit.widgets import Compare, Explorer, Stepper

    game = chain()
    transition = game.initial_state().play("a1").play("d4").explain("a1")
    plain = Stepper(transition, draw_ahead=False)
    big = Stepper(transition, scale=1.6, draw_ahead=False)
    assert big.view.dpi == 160 and size_of(big.png())[0] > 1.5 * size_of(plain.png())[0]
    assert Stepper(transition, board_width=300, scale=1.5).image.layout.width == "450px"
    explorer = Explorer(game, scale=1.5)
    assert explorer.view.dpi == 150
    explorer.play("a1")
    assert explorer.stepper is not None and explorer.stepper.view.scale == 1.5
    small = cubekit.load("chain_reaction", width=2, height=2)
    compare = Compare(small.scenario("endless_with_stop"), small.scenario("endless_without_stop"),
                      scale=1.5)
    assert all(c.stepper.view.dpi == 150 for c in compare.columns)
    assert compare.columns[0].stepper.image.layout.width == "510px"
    cubekit.set_display(scale=1.25)
    assert Stepper(transition, draw_ahead=False).view.dpi == 125
    assert Explorer(game).view.dpi == 125
    assert Compare(small.scenario("endless_with_stop"),
                   small.scenario("endless_without_stop")).columns[1].stepper.view.dpi == 125


def test_cli_render_and_animate_take_scale_and_dpi(tmp_path: Path) -> None:
    from cubekit.cli import main

    plain, big, gif = tmp_path / "a.png", tmp_path / "b.png", tmp_path / "c.gif"
    target = ["chain_reaction", "first_corner_cascade"]
    assert main(["render", *target, "-o", str(plain)]) == 0
    assert main(["render", *target, "--scale", "1.6", "--dpi", "100", "-o", str(big)]) == 0
    assert Image.open(big).size[0] == pytest.approx(1.6 * Image.open(plain).size[0], abs=2)
    assert main(["animate", *target, "--scale", "0.75", "-o", str(gif)]) == 0
    assert Image.open(gif).size[0] == pytest.approx(0.75 * Image.open(plain).size[0], abs=2)
    assert main(["render", *target, "--scale", "9", "-o", str(plain)]) == 2
