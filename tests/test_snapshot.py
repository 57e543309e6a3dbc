"""What a widget shows where no kernel runs (``cubekit.widgets.snapshot``): its pictures and
texts as HTML beside the widget view, never a control that would do nothing."""

from __future__ import annotations

import ipywidgets as widgets

from cubekit.widgets.snapshot import MAX_LISTED, Panel, mimebundle, snapshot_html, snapshot_text

PNG = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00"
       b"\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N"
       b"\x00\x00\x00\x00IEND\xaeB`\x82")


def test_pictures_and_texts_are_kept_and_controls_left_out() -> None:
    picture = widgets.Image(value=PNG, format="png", layout=widgets.Layout(width="380px"))
    box = widgets.VBox([widgets.HTML("<p>Schritt 1 von 3</p>"),
                        widgets.Button(description="Weiter"), widgets.IntSlider(value=2),
                        picture])
    shown = snapshot_html(box)
    assert "Schritt 1 von 3" in shown and 'style="width: 380px' in shown
    assert "data:image/png;base64," in shown
    assert "Weiter" not in shown and "slider" not in shown.lower()
    hidden = widgets.HTML("nicht zu sehen", layout=widgets.Layout(display="none"))
    assert snapshot_html(hidden) == ""


def test_a_list_to_choose_from_shows_its_options_the_chosen_in_bold() -> None:
    # a sentence that leads to a list ("every move is also in this list:") is not left
    # hanging where the list cannot open
    moves = widgets.Dropdown(options=[("c4>O", "c4>E"), ("b2N2O", "b2N2E")], value="b2N2E")
    moves.add_class("cubekit-move")
    shown = snapshot_html(widgets.VBox([widgets.HTML("Jeder Zug steht in dieser Liste:"),
                                        moves]))
    assert "c4&gt;O · <b>b2N2O</b>" in shown
    assert snapshot_text(moves).split() == ["c4>O", "·", "b2N2O"]
    many = widgets.Select(options=[str(n) for n in range(MAX_LISTED + 5)])
    many.add_class("cubekit-move")
    listed = snapshot_html(many)
    assert listed.endswith(" · …</div>") and f"{MAX_LISTED - 1}" in listed
    assert f"{MAX_LISTED + 1}" not in listed
    assert snapshot_html(widgets.Dropdown(options=[])) == ""
    # a setting of an editor (no class for reading) is a control like any other: left out
    assert snapshot_html(widgets.Dropdown(options=["1A", "1B", "2"])) == ""
    # the answers of a question are written out
    answer = widgets.Button(description="(a) B gewinnt")
    answer.add_class("cubekit-choice")
    assert "(a) B gewinnt" in snapshot_html(widgets.HBox([answer]))


def test_the_bundle_keeps_the_widget_view_and_adds_its_picture() -> None:
    panel = Panel([widgets.HTML("<p>Lage 1/5/3</p>")])
    data = mimebundle(panel, {"application/vnd.jupyter.widget-view+json": {"model_id": "x"},
                              "text/plain": "Panel(...)"})
    assert data["application/vnd.jupyter.widget-view+json"] == {"model_id": "x"}
    assert data["text/html"].startswith('<div class="cubekit-snapshot">')
    assert "Lage 1/5/3" in data["text/html"] and data["text/plain"] == "Lage 1/5/3"
