"""The notebook builder (``tools/build_notebooks.py``) writes the same files when nothing
changed: the saved widget state, whose model ids are random in ipywidgets, is not stored, and
every widget output keeps its HTML picture."""

from __future__ import annotations

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
        "text/html": "<p>Schritt 1 von 3</p>", "text/plain": "VBox(...)"})]
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
    first = nbformat.writes(builder.compact_notebook(_executed()))
    second = nbformat.writes(builder.compact_notebook(_executed()))
    assert first == second                          # the random ids are gone
    again = builder.compact_notebook(nbformat.reads(first, as_version=4))
    assert nbformat.writes(again) == first          # and compacting again changes nothing


def test_no_widget_state_is_stored_and_the_html_stays(builder: ModuleType) -> None:
    notebook = builder.compact_notebook(_executed())
    assert "widgets" not in notebook.metadata
    data = notebook.cells[0].outputs[0]["data"]
    assert "application/vnd.jupyter.widget-view+json" not in data
    assert data["text/html"] == "<p>Schritt 1 von 3</p>"      # what a frontend shows
    assert not [found for found in ("IPY_MODEL", "model_id") if found in json.dumps(notebook)]
