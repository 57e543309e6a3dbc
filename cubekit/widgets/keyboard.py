"""Stepping with the keyboard: arrow keys, space and a presenter's clicker.

With the mouse over a :class:`~cubekit.widgets.Stepper` or a
:class:`~cubekit.widgets.Compare` (ipyevents gives it the keyboard then), → or space or Page
Down shows the next step, ← or Page Up the one before, Home the first and End the last.
The keys come from the ``ipyevents`` package, imported when a widget is made; without it
the widgets keep their buttons only.

>>> action_of({"type": "keydown", "key": "ArrowRight"})
'next'
>>> action_of({"type": "keydown", "key": " ", "ctrlKey": True}) is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

KEYS: dict[str, str] = {
    "ArrowRight": "next", " ": "next", "Spacebar": "next", "PageDown": "next",
    "ArrowLeft": "back", "PageUp": "back", "Backspace": "back",
    "Home": "first", "End": "last",
}
"""The key (the browser's ``KeyboardEvent.key``) -> what it does."""

MODIFIERS = ("ctrlKey", "altKey", "metaKey")
"""A key held with one of these is left to the browser (e.g. Ctrl+← or Alt+←)."""


def action_of(event: Mapping[str, Any]) -> str | None:
    """What a key event (an ipyevents event dict) asks for: ``"next"``, ``"back"``,
    ``"first"``, ``"last"``, or None for any other key (or another kind of event)."""
    if event.get("type", "keydown") != "keydown":
        return None
    if any(event.get(name) for name in MODIFIERS):
        return None
    return KEYS.get(str(event.get("key", "")))


def listen(source: Any, handler: Callable[[Mapping[str, Any]], None]) -> Any:
    """Send the key presses on ``source`` (a widget) to ``handler``; the ipyevents ``Event``
    that does it, or None when ipyevents is not installed."""
    try:
        from ipyevents import Event
    except ImportError:   # pragma: no cover - depends on the installation
        return None
    events = Event(source=source, watched_events=["keydown"], prevent_default_action=True)
    events.on_dom_event(handler)
    return events


__all__ = ["KEYS", "action_of", "listen"]
