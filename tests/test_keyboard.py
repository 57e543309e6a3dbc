"""Stepping with the keyboard (ipyevents key events sent to the handlers), and the wide
layout for presenting."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import cubekit
from cubekit.display import reset_display
from cubekit.widgets import Compare, Stepper
from cubekit.widgets.keyboard import KEYS, KeyActions, action_of


@pytest.fixture(autouse=True)
def _session_display() -> Iterator[None]:
    reset_display()
    yield
    reset_display()


def key(name: str, **extra: object) -> dict[str, object]:
    """The event dict ipyevents sends for a key press on the widget."""
    return {"event": "keydown", "type": "keydown", "key": name, "code": name,
            "ctrlKey": False, "altKey": False, "metaKey": False, "shiftKey": False,
            "repeat": False, **extra}


def stepper(**kw: object) -> Stepper:
    scenario = cubekit.load("chain_reaction").scenario("first_corner_cascade")
    return Stepper(scenario, draw_ahead=False, **kw)  # type: ignore[arg-type]


def test_action_of_keys() -> None:
    assert action_of(key("ArrowRight")) == "next" and action_of(key(" ")) == "next"
    assert action_of(key("PageDown")) == "next" and action_of(key("PageUp")) == "back"
    assert action_of(key("ArrowLeft")) == "back"
    assert action_of(key("Home")) == "first" and action_of(key("End")) == "last"
    assert action_of(key("a")) is None and action_of(key("ArrowDown")) is None
    assert action_of(key("ArrowRight", altKey=True)) is None     # the browser's "forward"
    assert action_of({"type": "keyup", "key": "ArrowRight"}) is None
    assert set(KEYS.values()) == {"next", "back", "first", "last"}


def test_stepper_steps_with_the_keys() -> None:
    widget = stepper()
    assert widget.key_events is not None                                # ipyevents is installed
    assert widget.key_events.source is widget and "keydown" in widget.key_events.watched_events
    assert widget.key_events.prevent_default_action                     # space does not scroll
    last = len(widget.steps) - 1
    assert last >= 3
    widget.on_key(key("ArrowRight"))
    assert widget.index == 1
    widget.on_key(key(" "))
    assert widget.index == 2
    widget.on_key(key("ArrowLeft"))
    assert widget.index == 1
    widget.on_key(key("End"))
    assert widget.index == last and widget.next_button.disabled
    widget.on_key(key("ArrowRight"))                              # stays on the last step
    assert widget.index == last
    widget.on_key(key("Home"))
    assert widget.index == 0
    widget.on_key(key("x"))
    assert widget.index == 0
    picture = widget.image.value
    widget.on_key(key("PageDown"))
    assert widget.image.value != picture and "2 of" in widget.counter.value
    assert stepper(keyboard=False).key_events is None


def test_compare_steps_every_column_with_the_keys() -> None:
    game = cubekit.load("chain_reaction", width=2, height=2)
    compare = Compare(game.scenario("endless_with_stop"), game.scenario("endless_without_stop"),
                      start=0)
    assert compare.key_events is not None
    assert all(column.stepper.key_events is None for column in compare.columns)  # one listener
    compare.on_key(key("ArrowRight"))
    assert compare.index == 1
    assert all(column.stepper.index == 1 for column in compare.columns)
    compare.on_key(key("End"))
    assert compare.index == len(compare) - 1
    compare.on_key(key("ArrowLeft"))
    assert compare.index == len(compare) - 2
    compare.on_key(key("Home"))
    assert compare.index == 0 and compare.first_button.disabled


def test_wide_layout_for_presenting() -> None:
    assert not stepper().wide and "cubekit-wide" not in stepper()._dom_classes
    wide = stepper(wide=True)
    assert wide.layout.width == "100%" and "cubekit-wide" in wide._dom_classes
    cubekit.set_display(layout="wide")
    assert stepper().wide
    cubekit.set_display(layout="normal", scale=1.5)
    projector = stepper()
    assert projector.wide and "font-size: 1.72em" in projector.text.value
    game = cubekit.load("chain_reaction", width=2, height=2)
    compare = Compare(game.scenario("endless_with_stop"), game.scenario("endless_without_stop"))
    assert compare.wide and compare.layout.width == "100%"
    assert stepper(wide=False).wide is False


def test_a_press_reported_twice_steps_once() -> None:
    widget = stepper()
    widget.on_key(key("ArrowRight", timeStamp=1234.5))
    widget.on_key(key("ArrowRight", timeStamp=1234.5))      # the same press again
    assert widget.index == 1
    widget.on_key(key("ArrowRight", timeStamp=1300.0))      # the next press
    assert widget.index == 2
    actions = KeyActions()
    assert actions(key("End")) == "last" and actions(key("End")) == "last"   # no time stamp
