"""The board Editor without a browser: placing, changing, erasing, the player to move and the
other fields, validity in both languages, playing from a position and saving it as a
scenario, for every game (issue 18)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest

import cubekit
from cubekit.core.scenario_files import load_scenarios
from cubekit.widgets.editing import editing_for
from cubekit.widgets.editor import Editor, copy_button, next_free_id


def classes(widget: Any) -> set[str]:
    return set(widget._dom_classes)


def said(editor: Editor) -> str:
    return html.unescape(editor.message.value)


def validity(editor: Editor) -> str:
    return html.unescape(editor.validity.value)


@pytest.mark.parametrize("name", cubekit.games())
def test_every_game_starts_valid_with_its_controls(name: str) -> None:
    game = cubekit.load(name)
    editor = Editor(game)
    assert editor.valid and editor.state == game.initial_state()
    assert game.parse_state(editor.text) == game.initial_state()
    assert "cubekit-editor" in classes(editor)
    assert "✓ A valid position: A to move." in validity(editor)
    assert editor.image.value[:8] == b"\x89PNG\r\n\x1a\n"
    assert {"place", "erase"} <= set(editor.tool.options[i][1]
                                     for i in range(len(editor.tool.options)))
    assert "owner" in editor.rows and editor.text_box.value == editor.text
    assert not editor.play_button.disabled
    # a click on the picture's pixels lands on the square under them
    x, y = editor.view.square_center((1, 1))
    before = editor.image.value
    editor.on_click({"type": "click", "dataX": x, "dataY": y})
    assert (1, 1) in editor.model.pieces and editor.image.value != before
    editor.on_click({"type": "contextmenu", "dataX": x, "dataY": y, "button": 2})
    assert (1, 1) not in editor.model.pieces
    editor.on_click({"type": "click", "dataX": 1, "dataY": 1})
    assert "not on a square" in said(editor)


def test_kettenreaktion_marbles_counts_and_owners() -> None:
    editor = Editor(cubekit.load("chain_reaction", width=3, height=3))
    editor.click("a1")
    assert editor.text == "3x3 .../.../1A.. A" and "1A on a1." in said(editor)
    editor.click("a1")                       # again: one more (corner capacity 2)
    assert editor.text == "3x3 .../.../2A.. A" and editor.rows["count"].value == "2"
    editor.click("a1")                       # full: back to one
    assert editor.text == "3x3 .../.../1A.. A"
    editor.pick("2B")
    editor.click("a1")                       # another piece replaces it
    editor.click("c3")
    assert editor.text == "3x3 ..2B/.../2B.. A"
    editor.set_to_move("B")
    assert editor.text.endswith(" B") and editor.to_move_menu.value == 1
    editor.use("erase")
    editor.click("c3")
    assert "2B taken off c3." in said(editor) and editor.text == "3x3 .../.../2B.. B"
    editor.click("c3")
    assert "c3 is empty already." in said(editor)
    editor.set_field("moved", "AB")
    assert editor.text == "3x3 .../.../2B.. B moved:AB" and editor.valid
    assert "Marbles: A 0, B 2." in editor.summary.value


def test_invalid_positions_say_why_in_both_languages() -> None:
    game = cubekit.load("chain_reaction", width=3, height=3)
    for language, start, cause in (("en", "✗ Not a valid position yet: ", "b2"),
                                   ("de", "✗ Noch keine gültige Stellung: ", "b2")):
        editor = Editor(game, "3x3 .../.../1B.. A", language=language)
        editor.place("b2", "4A")
        assert not editor.valid and editor.state is None
        assert editor.problem is not None
        assert editor.reason() == editor.problem.describe(language)
        assert start in validity(editor) and cause in validity(editor)
        assert editor.play_button.disabled and editor.save_button.disabled
        assert editor.play_from_here() is None
        assert editor.reason("de") != editor.reason("en")
        editor.erase("b2")
        assert editor.valid and editor.reason() is None
    german = Editor(game, language="de")
    assert german.tool.options[0][0] == "Setzen" and "Am Zug" in german.to_move_menu.description
    assert "Eine gültige Stellung: A ist am Zug." in validity(german)


def test_the_picture_shows_the_pieces_while_the_position_is_invalid() -> None:
    game = cubekit.load("chain_reaction", width=3, height=3)
    editor = Editor(game, "3x3 .../.../1B.. A")
    editor.place("b2", "3A")
    valid = editor.image.value
    editor.place("b2", "4A")
    assert not editor.valid and editor.image.value != valid
    assert editor.view.picture is not None and editor.view.picture.state.count((1, 1)) == 4


def test_text_typed_in_sets_up_the_position() -> None:
    editor = Editor(cubekit.load("chain_reaction", width=3, height=3))
    editor.text_box.value = "3x3 .../.1B./1A.. A"
    assert editor.text == "3x3 .../.1B./1A.. A" and editor.valid
    assert "set up" in said(editor)
    editor.text_box.value = "3x3 nonsense"
    assert editor.text == "3x3 .../.1B./1A.. A"        # the board's own text is back
    assert "cannot be read" in said(editor)
    editor.text_box.value = "2x2 ../1A. A"
    assert editor.text == "3x3 .../.1B./1A.. A" and "2x2" in said(editor)
    editor.text_box.value = "3x3 .../.4B./1A.. A"       # read, though not a valid position
    assert editor.text == "3x3 .../.4B./1A.. A" and not editor.valid
    assert "navigator.clipboard" in html.unescape(editor.copy.value)
    button = copy_button('a "b" <c>', "Copy", "Copied")
    assert 'data-text="a &quot;b&quot; &lt;c&gt;"' in button


def test_cubeslyde_cubes_whites_and_fields() -> None:
    editor = Editor(cubekit.load("cubeslyde"))
    editor.choose("owner", "W")
    editor.choose("strength", "2")
    editor.click("c4")
    editor.click("c4")                                  # the next strength of the whites
    assert editor.text.startswith("....../....../..W3.../") and editor.valid
    editor.pick("A5")
    editor.click("a1")
    editor.pick("B5")
    editor.click("f6")
    assert editor.text == ".....B5/....../..W3.../....../....../A5..... A"
    # players' cubes while whites are still to place: not stage 1A (rulebook 1A, issue 17)
    assert not editor.valid and "still to be placed" in (editor.reason() or "")
    editor.set_field("lost", "W11223445566")            # a set-up without the other whites
    assert editor.valid
    assert "Still to place: A 12346" in editor.summary.value
    editor.set_field("lost", "A123,W11223445566")
    assert editor.text.endswith("out:A") and not editor.valid   # A is out (CS-7)
    assert "A is out and cannot be the player to move" in (editor.reason() or "")
    editor.set_to_move("B")
    assert editor.valid
    editor.set_field("lost", "W11223445566")
    editor.set_field("stage", "2")
    assert not editor.valid and "stage:2 does not fit the hands" in (editor.reason() or "")
    editor.set_field("stage", "")
    editor.pick("A5")
    editor.click("b1")                                  # a second A5: the set has one
    assert not editor.valid and "more cubes of strength 5" in (editor.reason() or "")
    assert "cannot be worked out" in editor.summary.value
    assert editor.view.picture is not None                 # the sketch leaves the extra out
    assert len(editor.view.picture.state.cubes()) == 3
    beginner = Editor(cubekit.load("cubeslyde", level="beginner"))
    assert [v for _, v in beginner.rows["strength"].options] == ["1", "2", "3"] or \
        len(beginner.rows["strength"].options) < 6


def test_deblockle_blocks_faces_rotation_and_removed() -> None:
    editor = Editor(cubekit.load("deblockle"))
    editor.clear()
    assert not editor.valid and "neither player has a block" in (editor.reason() or "")
    assert editor.image.value[:4] == b"\x89PNG"             # the empty board
    editor.choose("top", "@")
    editor.choose("north", "+")
    editor.click("c1")
    assert editor.text == "A:c1(@/+/*) B:- A" and not editor.valid   # B removed all: B won
    assert "B has removed all its blocks" in (editor.reason() or "")
    editor.set_to_move("B")
    assert editor.valid and editor.state is not None and editor.state.outcome is not None
    assert "the game is over" in validity(editor)
    editor.click("c1")                                   # a quarter turn clockwise
    assert editor.text.startswith("A:c1(@/") and editor.text != "A:c1(@/+/*) B:- A"
    assert editor.rows["north"].value == editor.text[7]
    north = [v for _, v in editor.rows["north"].options]
    assert len(north) == 4 and "@" not in north
    editor.pick("B:*/+/=")
    editor.click("d4")
    editor.click("d2")                                   # a star square
    assert not editor.valid and "star square d2" in (editor.reason() or "")
    editor.erase("d2")
    editor.set_field("removed", "0/0")
    assert not editor.valid and "removed:0/0 does not fit" in (editor.reason() or "")
    editor.set_field("removed", "3/3")
    assert editor.valid and "Removed (worked out): A 3 of 4, B 3 of 4." in editor.summary.value
    assert "Eraser" in [label for label, _ in editor.tool.options]


def test_striedies_dice_and_threats() -> None:
    editor = Editor(cubekit.load("striedies"))
    editor.clear()
    editor.choose("top", "4")
    editor.click("e5")
    editor.choose("owner", "1")
    editor.click("e6")
    editor.click("e6")                                   # turned
    assert editor.valid
    editor.use("attacker")
    editor.click("e5")
    assert "Mark a threatened die first" in said(editor)
    editor.use("threatened")
    editor.click("e6")
    editor.use("attacker")
    editor.click("e5")
    assert editor.text.endswith(" A threat:B:e6>e5")
    assert editor.fields["threat"].value == "B:e6>e5"
    editor.click("e6")
    assert "cannot attack" in said(editor)
    editor.click("a1")
    assert "no die on a1" in said(editor)
    editor.erase("e5")                                   # a die that goes leaves the threat
    assert editor.fields["threat"].value == "B:e6>"
    editor.set_field("threat", "B:e7>e5")
    assert not editor.valid and "e7" in (editor.reason() or "")
    editor.use("threatened")
    editor.click("e6")
    assert "cannot be read" in said(editor) or editor.fields["threat"].value
    editor.set_field("threat", "")
    editor.use("place")
    for square in ("a1", "a2", "a3", "a4"):
        editor.click(square)
    assert not editor.valid and "B has 5 dice" in (editor.reason() or "")


@pytest.mark.parametrize("name", cubekit.games())
def test_pieces_round_trip_through_the_palette(name: str) -> None:
    editing = editing_for(cubekit.load(name), "en")
    piece = editing.piece()
    assert editing.parse_piece(piece.token()) == piece
    with pytest.raises(ValueError):
        editing.parse_piece("??")
    with pytest.raises(ValueError):
        editing.choose("owner", "9")
    with pytest.raises(ValueError):
        editing.choose("no-row", "1")


def test_play_from_here_and_save_as_scenario(tmp_path: Path) -> None:
    game = cubekit.load("chain_reaction", width=2, height=2)
    editor = Editor(game)
    editor.place("a1", "1A")
    editor.place("b2", "1B")
    explorer = editor.play_from_here()
    assert explorer is not None and explorer.state == editor.state
    assert editor.play_area.children[-1] is explorer
    explorer.play("a1")
    explorer.play("b2")
    assert editor.played_moves() == ("a1", "b2")
    path = tmp_path / "scenarios.toml"
    assert next_free_id(path, "chain_reaction") == "chain_reaction-1"
    saved = editor.save_scenario(path, title="B takes the board", winners="B")
    assert saved.id == "chain_reaction-1" and saved.moves == ("a1", "b2")
    [loaded] = load_scenarios(path)
    assert loaded.check() and loaded.title() == "B takes the board"
    assert loaded.expect.winners == ("B",) and loaded.expect.position == "2x2 2B./.2B B"
    assert next_free_id(path, "chain_reaction") == "chain_reaction-2"
    wrong = editor.save_scenario(path, winners=["A"], illegal=["a1"])
    assert not wrong.check() and len(load_scenarios(path)) == 2
    editor.place("a2", "1A")                              # another position: no moves yet
    assert editor.played_moves() == ()


def test_the_save_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    editor = Editor(cubekit.load("chain_reaction", width=3, height=3), language="de")
    panel = editor.save_panel
    assert not panel.shown
    editor.save_button.click()
    assert panel.shown and panel.scenario_id.value == "chain_reaction-1"
    assert "Noch keine Züge" in html.unescape(panel.moves.value)
    assert panel.winners.placeholder == "das Programm sagt jetzt: -"
    panel.title.value = "Leeres Brett"
    panel.winners.value = "-"
    panel.legal.value = "a1 b2"
    panel.confirm.click()
    assert "✓" in panel.result.value and "gespeichert" in html.unescape(panel.result.value)
    [saved] = load_scenarios(tmp_path / "scenarios.toml")
    assert saved.expect.winners == () and saved.expect.legal == ("a1", "b2") and saved.check()
    panel.scenario_id.value = "chain_reaction-1"
    panel.confirm.click()
    assert "doppelt" in html.unescape(panel.result.value)
    editor.save_button.click()
    assert not panel.shown


@pytest.mark.parametrize(("name", "spoil"), [
    ("chain_reaction", lambda e: (e.place("a1", "1B"), e.place("b2", "4A"))),
    ("cubeslyde", lambda e: e.set_field("stage", "2")),
    ("deblockle", lambda e: e.clear()),
    ("striedies", lambda e: e.clear()),
])
def test_every_game_says_why_in_german_and_english(name: str, spoil: Any) -> None:
    editor = Editor(cubekit.load(name), language="de")
    assert "✓ Eine gültige Stellung: A ist am Zug." in validity(editor)
    spoil(editor)
    assert not editor.valid and editor.problem is not None
    assert f"✗ Noch keine gültige Stellung: {editor.problem.describe('de')}" in validity(editor)
    assert editor.reason() == editor.problem.describe("de")
    assert editor.reason("en") == editor.problem.describe("en")
    assert "(at character" in editor.reason("en") or editor.problem.position is None
    editor.reset()
    assert editor.valid and "Ausgangsstellung steht" in said(editor)


def test_file_scenarios_work_in_the_stepper_and_the_scenario_browser() -> None:
    from cubekit.core.scenario_files import read_scenarios, to_toml
    from cubekit.widgets import ScenarioBrowser, Stepper

    [scenario] = read_scenarios(to_toml([cubekit.load("cubeslyde").scenarios()[0]]))
    assert Stepper(scenario, language="de").counter.value == "Schritt 1 von 3"
    text = ScenarioBrowser(scenario.game, language="de").describe(scenario)
    assert html.escape(scenario.title("de")) in text and "✓" in text


def test_api_errors_say_what_was_wrong_in_the_editors_language() -> None:
    editor = Editor(cubekit.load("deblockle"), language="de")
    other = cubekit.load("deblockle", slider_star="stop").initial_state()
    with pytest.raises(ValueError, match=r"gehört zu deblockle\(slider_star='stop'\)"):
        editor.load(other)
    editor.load(other.to_text())                       # as text it is read by the editor
    with pytest.raises(ValueError, match="kein Werkzeug 'hammer'"):
        editor.use("hammer")
    with pytest.raises(ValueError, match=r"\(99, 99\) ist kein Feld des Bretts"):
        editor.place((99, 99))
