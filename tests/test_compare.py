"""The Compare widget: readings side by side, headed by their settings, stepping together."""

from __future__ import annotations

import pytest

import cubekit
from cubekit.widgets import Compare
from cubekit.widgets.compare import differing_options, option_label


@pytest.fixture
def readings() -> tuple[object, object]:
    game = cubekit.load("chain_reaction", width=2, height=2)
    return game.scenario("endless_with_stop"), game.scenario("endless_without_stop")


def test_columns_are_headed_by_the_option_that_differs(readings: tuple[object, object]) -> None:
    compare = Compare(*readings)
    assert [c.label for c in compare.columns] == [
        "CR-4: the cascade stops as soon as one player is left",
        "CR-4: the cascade runs on to its end"]
    german = Compare(*readings, language="de")
    assert german.columns[0].label == (
        "CR-4: die Kaskade endet, sobald nur noch ein Spieler übrig ist")
    assert german.next_button.description == "Weiter"


def test_stepping_moves_every_column_and_marks_where_they_differ(
        readings: tuple[object, object]) -> None:
    compare = Compare(*readings)
    with_stop, without = (c.stepper for c in compare.columns)
    # with the stop the last move ends after one wave; without it, three waves and the
    # endless cascade: the second reading is longer
    assert len(compare) == len(without.steps) > len(with_stop.steps)
    compare.last()
    assert without.index == len(without.steps) - 1
    assert with_stop.index == len(with_stop.steps) - 1     # stays on its last step
    assert compare.differs[-1] and not compare.differs[0]    # the same start
    assert "the readings differ here" in compare.counter.value
    compare.first()
    assert "differ" not in compare.counter.value and with_stop.index == without.index == 0
    assert compare.first_button.disabled and not compare.next_button.disabled


def test_labels_and_errors() -> None:
    game = cubekit.load("cubeslyde")
    other = game.with_options(own_in_line="blocks")
    assert differing_options([game, other]) == ["own_in_line"]
    assert option_label(other, "own_in_line").startswith("CS-4: ")
    a, b = game.scenario("rulebook_example"), game.scenario("tie_push")
    compare = Compare(a, b, labels=["first", "second"])
    assert [c.label for c in compare.columns] == ["first", "second"]
    with pytest.raises(ValueError, match="two or three"):
        Compare(a)
    with pytest.raises(ValueError, match="one game"):
        Compare(a, cubekit.load("chain_reaction").scenario("surplus"))
    with pytest.raises(ValueError, match="2 labels for 3"):
        Compare(a, b, a, labels=["x", "y"])


def test_the_same_step_told_for_another_reason_is_where_readings_part() -> None:
    # both readings of DB-5 stop the slider on d3, one because it would rest on the star,
    # the other because the star stops it: the hop step is marked, and the Compare opens
    # there (a notebook stored without a kernel shows the difference)
    game = cubekit.load("deblockle")
    compare = Compare(game.scenario("slider_stops_before_star"),
                      game.scenario("slider_stops_before_star_stop"))
    assert compare.differs == [False, False, True] and compare.index == 2
    assert "cubekit-differs" in compare.counter.value        # the step is marked as parting
