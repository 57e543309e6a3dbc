"""Store notebooks compactly: pictures as palette PNGs where that keeps their look, and the
saved widget state without the values every widget has anyway.

Pictures.
The board pictures are flat colours with soft edges: a few thousand colours, nearly all of
them in the antialiased rims. Mapped to a palette of 256 colours chosen to cover the picture
(Pillow's *maximum coverage* quantizer, no dithering), the flat colours stay and a rim pixel
moves by a few levels of 255 at most, which the eye cannot see (compared side by side at
eight times the size); the file is a third of the size.
A picture the palette would change more (:data:`MAX_CHANGE`), or that comes out no smaller,
keeps its own bytes. The result depends only on the picture, so compacting twice, or
compacting the same outputs of a rebuild, writes the same bytes.

Pictures are found wherever a stored notebook keeps them: ``image/png`` outputs, ``data:``
URLs of PNGs inside HTML (outputs and the saved state of HTML widgets), and the buffers of
saved Image widgets. The kernel never pays for this: only stored notebooks are compacted
(``python tools/build_notebooks.py --compact`` for stored notebooks, and every build).

Widget state. A notebook saves the state of every widget it shows, so that JupyterLab can
draw the widgets before a kernel runs. Most of it is default values (a layout has 40 settings,
nearly all unset); the widget manager that loads the state starts every model from the same
defaults, so they are left out, as ipywidgets' own embedding does with ``drop_defaults``
(the model's name and module stay beside the state, where the manager reads them).
Only standard ipywidgets models are thinned; a model of another package keeps all it has.
"""

from __future__ import annotations

import base64
import binascii
import io
import re
from functools import lru_cache
from typing import Any

import numpy as np
from PIL import Image

MAX_CHANGE = 12
"""The most a channel of any pixel may move (of 255) for the palette version to be kept."""

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_DATA_URL = re.compile(r"data:image/png;base64,([A-Za-z0-9+/=]+)")
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


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


@lru_cache(maxsize=1)
def _widget_defaults() -> dict[tuple[str, str], dict[str, Any]]:
    """The JSON state of a fresh widget of every standard ipywidgets model, by module and
    model name; where two widget classes share a model, only the values both start with."""
    import ipywidgets
    from ipywidgets.widgets.widget import Widget

    defaults: dict[tuple[str, str], dict[str, Any]] = {}
    for cls in vars(ipywidgets).values():
        if not (isinstance(cls, type) and issubclass(cls, Widget)) or cls is Widget:
            continue
        try:
            widget = cls()
        except Exception:  # a widget class that needs arguments is left as it is
            continue
        state = widget.get_state()
        widget.close()
        key = (str(state.get("_model_module")), str(state.get("_model_name")))
        known = defaults.get(key)
        defaults[key] = state if known is None else {
            k: v for k, v in known.items() if k in state and state[k] == v}
    return defaults


def drop_widget_defaults(notebook: Any) -> Any:
    """The notebook with default values left out of its saved widget state (in place)."""
    state = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state")
    defaults = _widget_defaults() if state else {}
    for model in (state or {}).values():
        known = defaults.get((model.get("model_module"), model.get("model_name")))
        values = model.get("state")
        if known is None or not isinstance(values, dict):
            continue
        model["state"] = {key: value for key, value in values.items()
                          if key not in known or known[key] != value}
    return notebook


def compact_notebook(notebook: Any) -> Any:
    """The notebook (an ``nbformat`` node or plain dict) with its pictures compacted and its
    widget state thinned (:func:`drop_widget_defaults`), in place; returned for
    convenience."""
    drop_widget_defaults(notebook)
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
    state = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state")
    for model in (state or {}).values():
        if "state" in model:
            model["state"] = _walk(model["state"])
        for buffer in model.get("buffers", ()):
            if buffer.get("encoding") == "base64" and isinstance(buffer.get("data"), str):
                buffer["data"] = _compact_base64(buffer["data"])
    return notebook
