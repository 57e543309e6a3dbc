"""Store notebooks compactly: pictures as palette PNGs where that keeps their look, and no
saved widget state (each widget's output keeps its picture as HTML instead).

Pictures.
The board pictures are flat colours with soft edges: a few thousand colours, nearly all of
them in the antialiased rims. Mapped to a palette of 256 colours chosen to cover the picture
(Pillow's *maximum coverage* quantizer, no dithering), the flat colours stay and a rim pixel
moves by a few levels of 255 at most, which the eye cannot see (compared side by side at
eight times the size); the file is a third of the size.
A picture the palette would change more (:data:`MAX_CHANGE`), or that comes out no smaller,
keeps its own bytes. The result depends only on the picture, so compacting twice, or
compacting the same outputs of a rebuild, writes the same bytes.

Pictures are found wherever a stored notebook keeps them: ``image/png`` outputs and ``data:``
URLs of PNGs inside HTML outputs. The kernel never pays for this: only stored notebooks are
compacted (``python tools/build_notebooks.py --compact`` for stored notebooks, and every
build).

Widget state. A notebook run by a kernel saves the state of every widget it showed (models of
buttons, sliders, layouts and the PNG of every picture), meant for frontends to draw the
widgets before a kernel runs. The kit's widgets show their picture and texts as HTML beside
the widget itself (``cubekit.widgets.snapshot``), and that HTML is what JupyterLab shows
until the cell runs again (checked: the same with and without the saved state), what
``nbconvert`` exports without needing the widget scripts from the internet, and what the
content test reads. The saved state would be a second copy of every picture (about 9 MB over
the stored notebooks), so it is left out, and so is the widget view in outputs that have
their HTML (a frontend then shows the HTML, never a "model not found").
"""

from __future__ import annotations

import base64
import binascii
import io
import re
from typing import Any

import numpy as np
from PIL import Image

MAX_CHANGE = 12
"""The most a channel of any pixel may move (of 255) for the palette version to be kept."""

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_DATA_URL = re.compile(r"data:image/png;base64,([A-Za-z0-9+/=]+)")


def compact_png(data: bytes) -> bytes:
    """``data`` as a palette PNG if that keeps every pixel within :data:`MAX_CHANGE` and is
    smaller; else ``data`` unchanged (also for anything that is not an RGB(A) PNG)."""
    if not data.startswith(PNG_SIGNATURE):
        return data
    with Image.open(io.BytesIO(data)) as opened:
        if opened.mode not in ("RGB", "RGBA"):
            return data                 # already a palette (or grey) picture
        image = opened.convert("RGBA")
    pixels = np.asarray(image)
    if pixels[..., 3].min() < 255:      # see-through pixels: the quantizer would lose them
        return data
    rgb = image.convert("RGB")
    palette = rgb.quantize(256, method=Image.Quantize.MAXCOVERAGE, dither=Image.Dither.NONE)
    change = np.abs(np.asarray(palette.convert("RGB"), dtype=np.int16)
                    - pixels[..., :3].astype(np.int16))
    if int(change.max()) > MAX_CHANGE:
        return data
    out = io.BytesIO()
    palette.save(out, "PNG", optimize=True)
    smaller = out.getvalue()
    return smaller if len(smaller) < len(data) else data


def _compact_base64(text: str) -> str:
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return text
    compacted = compact_png(data)
    return text if compacted is data else base64.b64encode(compacted).decode("ascii")


def _compact_urls(text: str) -> str:
    if "data:image/png;base64," not in text:
        return text
    return _DATA_URL.sub(lambda m: "data:image/png;base64," + _compact_base64(m.group(1)), text)


def _walk(value: Any) -> Any:
    """Every string in a JSON value with its PNG data URLs compacted."""
    if isinstance(value, str):
        return _compact_urls(value)
    if isinstance(value, list):
        return [_walk(item) for item in value]
    if isinstance(value, dict):
        return {key: _walk(item) for key, item in value.items()}
    return value


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def drop_widget_state(notebook: Any) -> Any:
    """The notebook without saved widget state, and without the widget view in every output
    that shows its widget as HTML too (in place; returned for convenience)."""
    notebook.get("metadata", {}).pop("widgets", None)
    for cell in notebook.get("cells", ()):
        for output in cell.get("outputs", ()):
            data = output.get("data")
            if data and WIDGET_VIEW in data and "text/html" in data:
                del data[WIDGET_VIEW]
    return notebook


def compact_notebook(notebook: Any) -> Any:
    """The notebook (an ``nbformat`` node or plain dict) with its pictures compacted and no
    saved widget state (:func:`drop_widget_state`), in place; returned for convenience."""
    drop_widget_state(notebook)
    for cell in notebook.get("cells", ()):
        for output in cell.get("outputs", ()):
            data = output.get("data")
            if not data:
                continue
            for kind, value in list(data.items()):
                if kind == "image/png":
                    text = "".join(value) if isinstance(value, list) else value
                    data[kind] = _compact_base64(text.replace("\n", ""))
                elif kind.startswith("text/"):
                    data[kind] = _walk(value)
    return notebook
