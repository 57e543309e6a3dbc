"""What a student reads in the stored notebooks: nothing internal, no English in German.

Every stored notebook is read as it shows without a kernel (:mod:`notebook_text`: markdown,
rendered outputs, the texts of the saved widgets) and must hold no catalogue key, no code
name, no ``True``/``False``/``None``, no repr, and in German no English word of the list and
no decimal point. The doctored notebooks below show that the check finds each of them.
Only JSON is read; no kernel is started.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from notebook_text import ENGLISH, key_pattern, notebook_problems, problems

from cubekit.core import i18n

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*/*.ipynb"))


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.stem[:2]}"


def _report(hits: list[Any]) -> str:
    return f"{len(hits)} thing(s) a student must not see:\n" + "\n".join(map(str, hits))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_name)
def test_a_stored_notebook_shows_nothing_internal(path: Path) -> None:
    hits = problems(path)
    assert not hits, _report(hits)


def test_every_stored_notebook_is_read() -> None:
    assert len(NOTEBOOKS) >= 40
    assert {p.parent.name for p in NOTEBOOKS} == {"en", "de"}


# --- the check itself, on doctored notebooks --------------------------------------------------
def _notebook(*outputs: dict[str, Any], markdown: str = "Ein Satz.",
              widgets: dict[str, Any] | None = None) -> dict[str, Any]:
    cells: list[dict[str, Any]] = [
        {"cell_type": "markdown", "metadata": {}, "source": markdown},
        {"cell_type": "code", "metadata": {}, "source": "x", "execution_count": 1,
         "outputs": list(outputs)}]
    metadata: dict[str, Any] = {"language": "de"}
    if widgets is not None:
        metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {
            "state": widgets, "version_major": 2, "version_minor": 0}}
    return {"cells": cells, "metadata": metadata, "nbformat": 4, "nbformat_minor": 5}


def _html(text: str) -> dict[str, Any]:
    return {"output_type": "display_data", "metadata": {},
            "data": {"text/html": text, "text/plain": "<IPython.core.display.HTML object>"}}


def _kinds(notebook: dict[str, Any], language: str = "de") -> list[str]:
    return [hit.kind for hit in notebook_problems(notebook, "doctored.ipynb", language)]


CLEAN = ("<p>A legt eine Murmel auf a1: Dort liegen jetzt 2, die Platz-Zahl ist erreicht. "
         "Im Mittel 65,1 Züge; 12\u202f345 Partien, Startwert (seed) 7. Der Cube "
         "<code>c4&gt;O</code> fällt vom Spielfeld; <code>stop_on_win=True</code>.</p>")


def test_a_clean_german_output_passes() -> None:
    assert _kinds(_notebook(_html(CLEAN))) == []


def test_a_clean_stored_german_notebook_passes_and_fails_once_doctored() -> None:
    stored = json.loads((ROOT / "notebooks/de/42-striedies-fights-and-ties.ipynb").read_text(
        "utf-8"))
    assert notebook_problems(stored, "de/42", "de") == []
    cell = next(c for c in stored["cells"] if c["cell_type"] == "code" and any(
        "text/html" in o.get("data", {}) for o in c["outputs"]))
    output = next(o for o in cell["outputs"] if "text/html" in o.get("data", {}))
    for bad, kind in [("cs.illegal.no_push", "catalogue key"), ("True", "Python literal"),
                      ("the", "English word 'the'"), ("65.1", "decimal point")]:
        doctored = copy.deepcopy(stored)
        twin = doctored["cells"][stored["cells"].index(cell)]
        html = "".join(output["data"]["text/html"])
        twin["outputs"][cell["outputs"].index(output)]["data"]["text/html"] = (
            html + f"<p>Ergebnis: {bad}</p>")
        hits = notebook_problems(doctored, "de/42", "de")
        assert [hit.kind for hit in hits] == [kind], (bad, hits)
        assert hits[0].cell == stored["cells"].index(cell) and bad in hits[0].snippet


@pytest.mark.parametrize(("bad", "kind"), [
    ("Probezug c6O: db.illegal.star_square", "catalogue key"),
    ("Gleichstand: True", "Python literal"),
    ("Sieger: None", "Python literal"),
    ("die Arten der Schritte: push, fall", "English word 'push'"),
    ("B plays the move", "English word 'plays'" if "plays" in ENGLISH else "English word 'the'"),
    ("Mittel 65.1", "decimal point"),
    ("A spielt b4-d4&gt;E.", "east written E"),
    ("Züge: c1E:f1, b2N2E", "east written E"),
    ("Achse: stop_on_win", "code name"),
    ("&lt;cubekit.core.game.State object at 0x7f12ab&gt;", "repr"),
    ("Stepper(children=(HBox(children=(Button(description='Anfang'", "repr"),
    ("Felder: ('b6', 'c6', 'f1')", "repr"),
    ("Antworten: ['B gewinnt', 'A gewinnt']", "repr"),
    ("blatt.pdf b'%PDF'", "repr"),
    ("Antworten und Unterschiede: (26, 0)", "repr"),
])
def test_the_check_finds_each_kind_of_thing_in_a_german_output(bad: str, kind: str) -> None:
    kinds = _kinds(_notebook(_html(f"<p>{bad}</p>")))
    assert kinds[:1] == [kind], kinds


@pytest.mark.parametrize("good", ["2.000 Partien", "919.338 Stellungen in 314,25 s",
                                  "Mittel 65,1", "Python 3.11.7", "in jedem Fall",
                                  "A spielt b4-d4&gt;O.", "<code>c4&gt;E</code> geht auch"])
def test_german_thousands_versions_and_nouns_are_not_flagged(good: str) -> None:
    assert _kinds(_notebook(_html(f"<p>{good}</p>"))) == []


def test_the_check_reads_markdown_plain_text_printed_text_and_saved_widgets() -> None:
    plain = {"output_type": "execute_result", "metadata": {}, "execution_count": 1,
             "data": {"text/plain": "Gleichstand: False"}}
    printed = {"output_type": "stream", "name": "stdout", "text": "Mittel 2.5\n"}
    view = {"output_type": "display_data", "metadata": {}, "data": {
        "text/plain": "x", "application/vnd.jupyter.widget-view+json": {"model_id": "a1"}}}
    widgets = {
        "a1": {"model_name": "VBoxModel", "state": {"children": ["IPY_MODEL_b2"]}},
        "b2": {"model_name": "HTMLModel", "state": {"value": "<b>Stufe: expert</b>"}},
        "c3": {"model_name": "ButtonModel", "state": {"description": "Next"}}}
    notebook = _notebook(plain, printed, view, markdown="Das ist True, nicht `True`.",
                         widgets=widgets)
    hits = notebook_problems(notebook, "doctored.ipynb", "de")
    found = {(hit.cell, hit.kind) for hit in hits}
    assert (0, "Python literal") in found            # markdown, outside code
    assert (1, "Python literal") in found            # plain text without HTML
    assert (1, "decimal point") in found             # printed
    assert (1, "English word 'expert'") in found     # a saved widget, shown by cell 1
    assert (-1, "English word 'Next'") in found      # a saved widget no cell shows
    assert len([h for h in hits if h.cell == 0]) == 1, hits   # `True` in code is code


def test_english_notebooks_may_hold_english_and_decimal_points() -> None:
    notebook = _notebook(_html("<p>The mean is 65.1 moves.</p>"))
    assert _kinds(notebook, "en") == []
    assert "decimal point" in _kinds(notebook, "de")


def test_the_key_pattern_follows_the_catalogue() -> None:
    pattern = key_pattern()
    for key in i18n.keys():  # noqa: SIM118
        if "." in key and re.fullmatch(r"[\w.-]+", key):
            assert pattern.search(f"Text {key} Text"), key
    assert not pattern.search("Die Datei scenarios.toml und 3.5 und z. B. b2")


def test_the_english_list_spares_german_words() -> None:
    german = ["die", "was", "will", "hat", "an", "in", "so", "man", "also", "war", "Rate",
              "Option", "Median", "Cube", "Team", "Stop", "Start", "Block", "Tipp", "Stern"]
    assert not [word for word in german if word.lower() in ENGLISH]


# --- quizzes are stored unanswered ------------------------------------------------------------
def _status(language: str) -> re.Pattern[str]:
    """The status line of a quiz (``ex.widget.status``), its numbers as groups."""
    template = re.escape(i18n.template("ex.widget.status", language))
    for name in ("number", "total", "right", "answered", "seed"):
        template = template.replace(re.escape("{" + name + "}"), f"(?P<{name}>\\d+)")
    return re.compile(template)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_name)
def test_a_stored_quiz_is_unanswered(path: Path) -> None:
    # what a quiz shows without a kernel: its HTML (and its saved widget state, if any)
    notebook = json.loads(path.read_text(encoding="utf-8"))
    status = _status(path.parent.name)
    state = notebook.get("metadata", {}).get("widgets", {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    shown = [model.get("state", {}).get("value") for model in state.values()]
    shown += ["".join(output.get("data", {}).get("text/html", ""))
              for cell in notebook["cells"] for output in cell.get("outputs", ())]
    for value in shown:
        for found in status.finditer(value) if isinstance(value, str) else ():
            assert (found["number"], found["answered"]) == ("1", "0"), (path.name, value)
