"""The widgets' errors in the reader's language (issue 13.3): a wrong call to a Stepper,
Compare, Explorer, ScenarioBrowser, Interaction or Editor says what was wrong in German when
the widget (or the session) speaks German, and in English otherwise."""

from __future__ import annotations

from typing import Any

import pytest

import cubekit
from cubekit.widgets import Explorer, ScenarioBrowser, Stepper, steps_of
from cubekit.widgets.compare import Compare
from cubekit.widgets.computer import check_opponent, strength_spec
from cubekit.widgets.editing import editing_for
from cubekit.widgets.editor import Editor
from cubekit.widgets.interaction import Interaction, interaction_for


@pytest.fixture
def game() -> Any:
    return cubekit.load("chain_reaction", width=3, height=3)


def test_stepper_errors(game: Any) -> None:
    with pytest.raises(ValueError, match="es gibt keine Schritte zu zeigen"):
        steps_of([], language="de")
    with pytest.raises(ValueError, match="there are no steps to show"):
        steps_of([])
    with pytest.raises(TypeError, match=r"der Stepper braucht eine Transition.*nicht int"):
        Stepper(3, language="de")
    with pytest.raises(TypeError, match="darf nur Step-Objekte enthalten, nicht str"):
        Stepper(["b2"], language="de")
    stepper = Stepper(game.initial_state().explain("b2"), language="de")
    count = len(stepper.steps)
    with pytest.raises(IndexError, match=f"Schritt 99 gibt es nicht: erwartet wird 0 bis "
                                         f"{count - 1} \\(oder -{count} bis -1\\)"):
        stepper.go(99)
    with pytest.raises(TypeError, match="muss eine ganze Zahl sein, nicht '2'"):
        stepper.go("2")   # type: ignore[arg-type]
    english = Stepper(game.initial_state().explain("b2"), language="en")
    with pytest.raises(IndexError, match="step 99 does not exist"):
        english.go(99)


def test_compare_errors() -> None:
    cubeslyde = cubekit.load("cubeslyde")
    a, b = cubeslyde.scenario("rulebook_example"), cubeslyde.scenario("tie_push")
    with pytest.raises(ValueError, match="Compare zeigt zwei oder drei Lesarten, nicht 1"):
        Compare(a, language="de")
    with pytest.raises(ValueError, match="Lesarten eines einzigen Spiels"):
        Compare(a, cubekit.load("chain_reaction").scenario("surplus"), language="de")
    with pytest.raises(ValueError, match="1 Beschriftungen für 2 Lesarten"):
        Compare(a, b, labels=["x"], language="de")
    with pytest.raises(ValueError, match="1 labels for 2 readings: expected one label"):
        Compare(a, b, labels=["x"], language="en")


def test_explorer_and_computer_errors(game: Any) -> None:
    with pytest.raises(TypeError, match="der Explorer braucht ein Game oder einen State"):
        Explorer("chain_reaction", language="de")   # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"seed muss eine ganze Zahl sein, nicht 1\.5"):
        Explorer(game, language="de", seed=1.5)   # type: ignore[arg-type]
    with pytest.raises(TypeError, match="background muss True, False oder None sein"):
        Explorer(game, language="de", background="yes")   # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"unbekannter Gegner 'mcts:x'.*strength="):
        Explorer(game, language="de", opponent="mcts:x")
    with pytest.raises(ValueError, match="unknown opponent 'alice': expected one of"):
        check_opponent("alice")
    with pytest.raises(ValueError, match="unbekannte Stärke 'huge': erwartet wird eine von "
                                         "'quick'"):
        strength_spec("huge", "de")
    with pytest.raises(ValueError, match="unknown strength '': expected one of 'quick'"):
        strength_spec("", "en")


def test_scenario_browser_errors(german: None, game: Any) -> None:
    with pytest.raises(TypeError, match="der ScenarioBrowser braucht ein Game, nicht NoneType"):
        ScenarioBrowser()
    mixed = [cubekit.load("cubeslyde").scenario("tie_push"),
             cubekit.load("chain_reaction").scenario("surplus")]
    with pytest.raises(ValueError, match="die Szenarien eines einzigen Spiels, nicht "
                                         "chain_reaction, cubeslyde"):
        ScenarioBrowser(scenarios=mixed)
    browser = ScenarioBrowser(cubekit.load("chain_reaction"))
    with pytest.raises(ValueError, match="kein Szenario 'nope': erwartet wird eines von"):
        browser.select("nope")


def test_interaction_errors(game: Any) -> None:
    state = game.initial_state()
    with pytest.raises(TypeError, match="eine Interaction braucht einen State, nicht str"):
        Interaction("b2", "de")   # type: ignore[arg-type]
    with pytest.raises(TypeError, match="erwartet wird ein State von cubekit, nicht ChainReaction"):
        interaction_for(game, "de")   # type: ignore[arg-type]
    german = interaction_for(state, "de")
    with pytest.raises(ValueError, match=r"\(5, 5\) ist kein Feld des Bretts: erwartet wird "
                                         r"\(Spalte, Reihe\) mit Spalte 0-2 und Reihe 0-2"):
        german.square((5, 5))
    with pytest.raises(ValueError, match="reset\\(\\) braucht eine Stellung desselben Spiels"):
        german.reset(cubekit.load("chain_reaction").initial_state())
    with pytest.raises(ValueError, match="nichts auszuwählen: erwartet wird None, nicht 'x'"):
        german.pick("x")
    with pytest.raises(ValueError, match="chain_reaction has nothing to pick: got 'x'"):
        interaction_for(state, "en").pick("x")


def test_editor_errors(game: Any) -> None:
    with pytest.raises(TypeError, match="der Editor braucht ein Game, nicht str"):
        Editor("chain_reaction", language="de")   # type: ignore[arg-type]
    with pytest.raises(TypeError, match="the Editor needs a Game, got str"):
        editing_for("chain_reaction", "en")   # type: ignore[arg-type]
    german = editing_for(game, "de")
    with pytest.raises(ValueError, match="„9Z“ sind keine Murmeln: erwartet wird eine Anzahl"):
        german.parse_piece("9Z")
    with pytest.raises(ValueError, match="'9Z' is not marbles: expected a count"):
        editing_for(game, "en").parse_piece("9Z")
    with pytest.raises(ValueError, match="„D“ ist kein Spieler dieser Partie"):
        german.parse_piece("1D")
    with pytest.raises(ValueError, match="keine Zeile 'colour' in der Palette"):
        german.choose("colour", "A")
    row = german.choices()[0]
    with pytest.raises(ValueError, match=f"'zz' steht bei '{row.name}' nicht zur Wahl"):
        german.choose(row.name, "zz")
    with pytest.raises(ValueError, match="chain_reaction hat kein Werkzeug 'hammer'"):
        german.use_tool("hammer", (0, 0))
    with pytest.raises(ValueError, match="chain_reaction hat kein Eingabefeld 'lost': erwartet "
                                         "wird eines von moved"):
        german.set_value("lost", "A3")
    german.values.clear()   # a game without fields of its own
    with pytest.raises(ValueError, match="hat kein Eingabefeld 'lost': es hat gar keine"):
        german.set_value("lost", "A3")
    deblockle = editing_for(cubekit.load("deblockle"), "de")
    with pytest.raises(ValueError, match="„Q“ ist kein Spielstein: erwartet wird ein Buchstabe "
                                         "des Spielers, „:“"):
        deblockle.parse_piece("Q")
