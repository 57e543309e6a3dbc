"""What a widget looks like where widgets do not run: its picture and its sentences as HTML.

A stored notebook opened without a kernel (JupyterLab before a kernel answers, a notebook
viewer, a rendered page) cannot draw a widget: it shows the richest other form of the output.
ipywidgets offers only its repr (``Stepper(children=(HBox(children=(Button(...``), so every
cubekit widget adds a ``text/html`` form beside the widget view: the pictures it shows and
its texts as they stand when it is displayed, without the buttons and sliders that need a
kernel. JupyterLab prefers the widget view whenever the widget is live, and falls back to
this picture otherwise. The ``text/plain`` form is the same texts without the markup.

:class:`Snapshot` is the mix-in that does it (first in the bases:
``class Stepper(Snapshot, widgets.VBox)``); :class:`Panel` is a plain box with it, for boxes
put together in a notebook; :func:`snapshot_html` is the picture of any widget tree.
"""

from __future__ import annotations

import base64
import html
import re
from typing import Any

import ipywidgets as widgets  # type: ignore[import-untyped]

CONTROLS = (widgets.Button, widgets.ToggleButton, widgets.ToggleButtons, widgets.Play,
            widgets.IntSlider, widgets.FloatSlider, widgets.SelectionSlider, widgets.Text,
            widgets.Textarea, widgets.Checkbox, widgets.IntProgress, widgets.FloatProgress,
            widgets.Dropdown, widgets.Select, widgets.SelectMultiple, widgets.RadioButtons)
"""Widgets that only work with a kernel: left out of the snapshot (unless :data:`READ`)."""
READ = frozenset({"cubekit-move", "cubekit-choice"})
"""Classes of controls a reader needs even where they do nothing: a list of the legal moves
(its options written out, the chosen one in bold) and the answers of a question (their
words)."""
MAX_LISTED = 40
"""The most options of a list the snapshot writes out (then "…")."""

_TAG = re.compile(r"<style\b.*?</style>|<script\b.*?</script>|<[^>]+>", re.S | re.I)


def _hidden(widget: Any) -> bool:
    layout = getattr(widget, "layout", None)
    return layout is not None and (layout.display == "none" or layout.visibility == "hidden")


def _style(widget: Any, *names: str) -> str:
    layout = getattr(widget, "layout", None)
    if layout is None:
        return ""
    parts = []
    for name in names:
        value = getattr(layout, name, None)
        if value:
            parts.append(f"{name.replace('_', '-')}: {value}")
    return "; ".join(parts)


def _image(widget: Any) -> str:
    value = widget.value
    if not value:
        return ""
    kind = widget.format if widget.format != "url" else "png"
    if isinstance(value, str):
        value = value.encode()
    data = base64.b64encode(bytes(value)).decode("ascii")
    style = _style(widget, "width", "max_width", "height")
    if "max-width" not in style:
        style = f"{style}; max-width: 100%" if style else "max-width: 100%"
    return f'<img src="data:image/{kind};base64,{data}" style="{style}" alt="">'


def _choices(widget: Any) -> str:
    labels = [str(label) for label in widget._options_labels]
    if not labels:
        return ""
    chosen = widget.index
    words = [f"<b>{html.escape(label)}</b>" if number == chosen else html.escape(label)
             for number, label in enumerate(labels[:MAX_LISTED])]
    if len(labels) > MAX_LISTED:
        words.append("…")
    return f'<div class="cubekit-snapshot-choices">{" · ".join(words)}</div>'


def _output(widget: Any) -> str:
    parts = []
    for output in widget.outputs:
        data = output.get("data", {})
        if "text/html" in data:
            parts.append(str(data["text/html"]))
        elif "image/png" in data:
            parts.append(f'<img src="data:image/png;base64,{data["image/png"]}" '
                         'style="max-width: 100%" alt="">')
        elif output.get("output_type") == "stream":
            parts.append(f"<pre>{html.escape(str(output.get('text', '')))}</pre>")
    return "".join(parts)


def snapshot_html(widget: Any) -> str:
    """The pictures and texts of ``widget`` and its children, as HTML (controls left out)."""
    if _hidden(widget):
        return ""
    if isinstance(widget, CONTROLS):
        if not READ & set(getattr(widget, "_dom_classes", ())):
            return ""
        if isinstance(widget, widgets.Button):
            return f'<div class="cubekit-snapshot-choice">{html.escape(widget.description)}</div>'
        return _choices(widget) if hasattr(widget, "_options_labels") else ""
    if isinstance(widget, widgets.Image):
        return _image(widget)
    if isinstance(widget, (widgets.HTML, widgets.HTMLMath)):
        return f"<div>{widget.value}</div>" if widget.value else ""
    if isinstance(widget, widgets.Label):
        return f"<div>{html.escape(widget.value)}</div>" if widget.value else ""
    if isinstance(widget, widgets.Output):
        return _output(widget)
    if isinstance(widget, widgets.Box):
        row = isinstance(widget, widgets.HBox) or widget.layout.flex_flow in ("row",
                                                                              "row wrap")
        parts = [snapshot_html(child) for child in widget.children]
        if row:   # a text beside a picture keeps a readable width, or goes below it
            parts = [part if not part or part.startswith("<img") else
                     f'<div style="flex: 1 1 14em; min-width: 14em">{part}</div>'
                     for part in parts]
        inner = "".join(parts)
        if not inner:
            return ""
        style = ("display: flex; flex-flow: row wrap; align-items: flex-start; gap: 1em"
                 if row else "display: flex; flex-direction: column; gap: 0.4em")
        return f'<div style="{style}">{inner}</div>'
    return ""


def snapshot_text(widget: Any) -> str:
    """The texts of ``widget`` without markup, one line each (for ``text/plain``)."""
    shown = _TAG.sub("\n", snapshot_html(widget))
    lines = (" ".join(html.unescape(line).split()) for line in shown.splitlines())
    return "\n".join(line for line in lines if line)


def mimebundle(widget: Any, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a widget's own bundle) with the snapshot beside its widget view."""
    data = dict(data)
    data["text/html"] = ('<div class="cubekit-snapshot">' + snapshot_html(widget) + "</div>")
    data["text/plain"] = snapshot_text(widget) or " "
    return data


class Snapshot:
    """Mix-in for an ipywidgets widget: its output carries a picture of it (``text/html``)
    and its texts (``text/plain``) beside the widget view, for where widgets do not run."""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        data = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        return mimebundle(self, data)


class Panel(Snapshot, widgets.VBox):  # type: ignore[misc]
    """A ``VBox`` that shows its pictures and texts where widgets do not run (for boxes
    assembled in a notebook: ``Panel([buttons, caption, picture])``)."""
