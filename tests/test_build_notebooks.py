"""The notebook builder (``tools/build_notebooks.py``) writes the same files when nothing
changed: widget model ids, random in ipywidgets, are replaced by stable ones."""

from __future__ import annotations

import copy
import json
import uuid
from pathlib import Path
from types import ModuleType
from typing import Any

import nbformat
import pytest
from conftest import tool_module

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def builder() -> ModuleType:
    return tool_module("build_notebooks")


def _executed() -> nbformat.NotebookNode:
    """A notebook as nbclient leaves it: a box with a button and its layout, random ids,
    and a widget made but never shown."""
    box, button, layout, unused = (uuid.uuid4().hex for _ in range(4))

    def model(name: str, state: dict[str, Any]) -> dict[str, Any]:
        return {"model_module": "@jupyter-widgets/controls", "model_module_version": "2.0.0",
                "model_name": name, "state": state}

    notebook = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("Stepper(...)")
    cell["id"] = "cell-00"                    # as the builder numbers them
    cell.outputs = [nbformat.v4.new_output("display_data", data={
        "application/vnd.jupyter.widget-view+json": {"model_id": box, "version_major": 2,
                                                     "version_minor": 0},
        "text/plain": "VBox(...)"})]
    notebook.cells.append(cell)
    state = {box: model("VBoxModel", {"children": [f"IPY_MODEL_{button}"]}),
             button: model("ButtonModel", {"description": "Next",
                                           "layout": f"IPY_MODEL_{layout}"}),
             layout: model("LayoutModel", {"width": "auto"}),
             unused: model("ButtonModel", {"description": "old"})}
    notebook.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {
        "state": state, "version_major": 2, "version_minor": 0}}
    return notebook


def test_two_builds_write_the_same_notebook(builder: ModuleType) -> None:
    first = nbformat.writes(builder.stable_widget_ids(_executed(), "en/10-x"))
    second = nbformat.writes(builder.stable_widget_ids(_executed(), "en/10-x"))
    assert first == second                          # the random ids are gone
    again = builder.stable_widget_ids(nbformat.reads(first, as_version=4), "en/10-x")
    assert nbformat.writes(again) == first          # and renumbering again changes nothing


def test_references_follow_and_unseen_models_go(builder: ModuleType) -> None:
    notebook = builder.stable_widget_ids(_executed(), "de/10-x")
    state = notebook.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    shown = notebook.cells[0].outputs[0]["data"]["application/vnd.jupyter.widget-view+json"]
    box = state[shown["model_id"]]
    button = state[box["state"]["children"][0].removeprefix("IPY_MODEL_")]
    assert button["state"]["description"] == "Next"
    assert state[button["state"]["layout"].removeprefix("IPY_MODEL_")]["state"] == {
        "width": "auto"}
    assert len(state) == 3 and "old" not in json.dumps(state)   # never shown: left out
    other = builder.stable_widget_ids(copy.deepcopy(_executed()), "en/10-x")
    assert other.cells[0].outputs[0]["data"]["application/vnd.jupyter.widget-view+json"][
        "model_id"] != shown["model_id"]            # each notebook has its own ids
