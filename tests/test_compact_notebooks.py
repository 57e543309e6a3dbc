"""Stored notebooks are compact (``tools/compact_notebooks.py``): pictures as palette PNGs
that keep their look, widget state without default values; compacting is idempotent."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from conftest import tool_module
from PIL import Image

import cubekit

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def compact() -> ModuleType:
    return tool_module("compact_notebooks")


def board_png() -> bytes:
    from cubekit.render import png_bytes

    game = cubekit.load("cubeslyde")
    return png_bytes(game.scenario("rulebook_example").replay.final)


def pixels(data: bytes) -> np.ndarray:
    with Image.open(io.BytesIO(data)) as image:
        return np.asarray(image.convert("RGB"), dtype=np.int16)


def test_a_board_becomes_a_smaller_palette_png_that_looks_the_same(
        compact: ModuleType) -> None:
    data = board_png()
    smaller = compact.compact_png(data)
    assert len(smaller) < len(data) / 2, (len(smaller), len(data))
    with Image.open(io.BytesIO(smaller)) as image:
        assert image.mode == "P"
    change = np.abs(pixels(smaller) - pixels(data))
    assert change.max() <= compact.MAX_CHANGE
    assert change.mean() < 2, "the flat colours moved"
    assert compact.compact_png(smaller) == smaller      # compacting again changes nothing


def test_a_picture_the_palette_would_spoil_keeps_its_bytes(compact: ModuleType) -> None:
    rng = np.random.default_rng(0)
    noise = Image.fromarray(rng.integers(0, 256, (64, 64, 3), dtype=np.uint8), "RGB")
    out = io.BytesIO()
    noise.save(out, "PNG")
    assert compact.compact_png(out.getvalue()) == out.getvalue()
    assert compact.compact_png(b"not a png") == b"not a png"


def notebook(png: bytes) -> dict[str, Any]:
    text = base64.b64encode(png).decode("ascii")
    html = f'<p>A board</p><img src="data:image/png;base64,{text}" alt="">'
    layout = {"_model_module": "@jupyter-widgets/base", "_model_name": "LayoutModel",
              "_view_name": "LayoutView", "width": "340px", "height": None, "margin": None}
    own = {"_model_module": "some-package", "_model_name": "LayoutModel", "height": None}
    return {
        "cells": [{"cell_type": "code", "outputs": [{"output_type": "display_data", "data": {
            "text/html": html, "image/png": text, "text/plain": "<Board>"}}]},
                  {"cell_type": "code", "outputs": [{"output_type": "display_data", "data": {
                      "application/vnd.jupyter.widget-view+json": {"model_id": "c"},
                      "text/html": html, "text/plain": "Stepper(...)"}}]}],
        "metadata": {"widgets": {"application/vnd.jupyter.widget-state+json": {"state": {
            "a": {"model_module": "@jupyter-widgets/base", "model_name": "LayoutModel",
                  "model_module_version": "2.0.0", "state": layout},
            "b": {"model_module": "some-package", "model_name": "LayoutModel",
                  "model_module_version": "1.0.0", "state": own},
            "c": {"model_module": "@jupyter-widgets/controls", "model_name": "ImageModel",
                  "model_module_version": "2.0.0", "state": {"format": "png"},
                  "buffers": [{"encoding": "base64", "path": ["value"], "data": text}]},
        }}}},
    }


def test_a_notebook_keeps_its_pictures_compact_and_no_widget_state(compact: ModuleType
                                                                   ) -> None:
    png = board_png()
    book = compact.compact_notebook(notebook(png))
    data = book["cells"][0]["outputs"][0]["data"]
    shown = base64.b64decode(data["image/png"])
    assert len(shown) < len(png) and np.abs(pixels(shown) - pixels(png)).max() <= 12
    assert data["text/html"].startswith("<p>A board</p><img src=\"data:image/png;base64,")
    assert base64.b64decode(data["text/html"].split("base64,")[1].split('"')[0]) == shown
    assert data["text/plain"] == "<Board>"
    assert "widgets" not in book["metadata"]          # the widget's picture is in its HTML
    widget = book["cells"][1]["outputs"][0]["data"]
    assert "application/vnd.jupyter.widget-view+json" not in widget and "text/html" in widget
    again = compact.compact_notebook(notebook(png))
    assert compact.compact_notebook(again) == book        # the same bytes every time


def test_the_stored_notebooks_are_compact(compact: ModuleType) -> None:
    """The first stored notebooks have no picture or widget state left to compact (a sample:
    compacting all of them takes a minute; every build compacts what it writes)."""
    import json

    import nbformat

    for path in sorted((ROOT / "notebooks").glob("*/*.ipynb"))[:6]:
        stored = nbformat.read(path, as_version=4)
        before = json.dumps(stored, sort_keys=True)
        after = json.dumps(compact.compact_notebook(stored), sort_keys=True)
        assert after == before, f"{path.name}: run python tools/build_notebooks.py --compact"
