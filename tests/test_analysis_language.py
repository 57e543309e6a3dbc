"""The analysis layer, the computer players and the worksheets speak the reader's language
(issue 13.3): the group columns of the readable tables and their values, and the errors of
wrong calls, in English and German."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import cubekit
from cubekit.analysis import (
    changed_games,
    compare,
    first_player_advantage,
    game_facts,
    limit_shares,
    play_games,
    readable,
    summary,
    wilson_interval,
    win_rates,
)
from cubekit.analysis.claims import claim
from cubekit.analysis.labels import column_title, value_word
from cubekit.analysis.plots import plot_compare, plot_lengths
from cubekit.analysis.solutions import case
from cubekit.bots import make_player


def games(values: list[Any], option: str = "line_wins", level: str = "expert") -> pd.DataFrame:
    """Two games per value of ``option`` in the form of a compare table: the start player
    wins the first, the other seat the second."""
    rows = []
    for value in values:
        for game, winner in enumerate("AB"):
            rows.append({"game": game, "option": option, "value": value, "start": "A",
                         "winners": winner, "draw": False, "length": 10 + game,
                         "reason": "four_in_a_row" if game else "last_player",
                         "limit_hit": False, "player_A": "greedy", "player_B": "greedy",
                         "level": level})
    return pd.DataFrame(rows)


# ---------------------------------------------------------------------------------------------
# Group columns and their values
# ---------------------------------------------------------------------------------------------
def test_words_of_columns_and_values() -> None:
    assert column_title("level", "de") == "Stufe"
    assert column_title("option", "de") == "Option"
    assert column_title("option", "en") == "option"
    assert column_title("games_of_mine", "de") == "games_of_mine"      # unknown: as it is
    assert value_word("level", "beginner", language="de") == "Einsteiger"
    assert value_word("reason", "four_in_a_row", language="de") == "Viererkette"
    assert value_word("reason", "four_in_a_row", language="en") == "four in a row"
    assert value_word("option", "line_wins", language="de") == "welche Viererkette gewinnt"
    # a value column is read with the option of its row; without an option it stays a value
    assert value_word("value", "mover_only", option="line_wins",
                      language="de") == "nur die des Ziehenden"
    assert value_word("value", "mover_only", language="de") == "mover_only"
    # CSV tables hold True as True or as "True": the same word
    assert value_word("value", True, option="stop_on_win", language="de") == "ja"
    assert value_word("value", "False", option="stop_on_win", language="de") == "nein"
    # numbers and player specs stay as they are
    assert value_word("players", 3, language="de") == 3
    assert value_word("bot", "greedy", language="de") == "greedy"


def test_readable_tables_name_their_groups_in_german() -> None:
    table = games(["any", "mover_only"])
    german = first_player_advantage(table, language="de")
    assert list(german.columns[:2]) == ["Option", "Wert"]
    assert list(german["Option"]) == ["welche Viererkette gewinnt"] * 2
    assert list(german["Wert"]) == ["jede, die des Ziehenden zuerst", "nur die des Ziehenden"]
    english = first_player_advantage(table, language="en")
    assert list(english.columns[:2]) == ["option", "value"]
    assert list(english["value"]) == ["any player's, the mover's first", "only the mover's"]
    # a column named after an option, and a value column beside no option column: named
    # after the one option it holds
    facts = game_facts(table, ["level", "value"], language="de")
    assert list(facts.columns[:2]) == ["Stufe", "welche Viererkette gewinnt"]
    assert list(facts["Stufe"]) == ["Experten"] * 2
    shares = limit_shares(table, [10], ["value"], language="de")
    assert list(shares.columns) == ["welche Viererkette gewinnt", "Zuggrenze 10"]
    changed = changed_games(table, language="de")
    assert list(changed.columns[:3]) == ["Option", "Wert", "verglichen mit"]
    assert changed["verglichen mit"][0] == "jede, die des Ziehenden zuerst"
    assert changed["Wert"][0] == "nur die des Ziehenden"


def test_computing_tables_keep_their_names_and_values() -> None:
    table = games(["any", "mover_only"])
    facts = summary(table)
    assert list(facts.columns[:2]) == ["option", "value"]
    assert list(facts["value"]) == ["any", "mover_only"]
    rates = win_rates(table, by="order")
    assert list(rates["value"]) == ["any", "any", "mover_only", "mover_only"]


def test_readable_crosstabs_and_pivots() -> None:
    table = games(["any", "mover_only"])
    ends = pd.crosstab([table["option"], table["value"]], table["reason"])
    shown = readable(ends, "de")
    assert list(shown.index.names) == ["Option", "Wert"]
    assert shown.columns.name == "Spielende"
    assert list(shown.columns) == ["Viererkette", "nur noch ein Spieler übrig"]
    assert shown.index[1] == ("welche Viererkette gewinnt", "nur die des Ziehenden")
    assert shown.to_numpy().tolist() == ends.to_numpy().tolist()       # numbers unchanged
    pivot = (win_rates(table, by="order", groups="level")
             .pivot_table(index="level", columns="order", values="win_rate"))
    shown = readable(pivot, "de")
    assert shown.index.name == "Stufe" and shown.columns.name == "Zugfolge"
    assert list(shown.index) == ["Experten"] and list(shown.columns) == [1, 2]
    flat = readable(table[["level", "reason", "length"]], "de")
    assert list(flat.columns) == ["Stufe", "Spielende", "length"]
    assert flat["Spielende"][1] == "Viererkette"
    # the table itself is left as it is
    assert list(table["reason"])[:2] == ["last_player", "four_in_a_row"]


# ---------------------------------------------------------------------------------------------
# Errors in both languages
# ---------------------------------------------------------------------------------------------
TABLE = games(["any", "mover_only"])

WRONG_CALLS: list[tuple[Callable[[], Any], type[Exception], str, str]] = [
    (lambda: wilson_interval(1, 2, confidence=95), ValueError,
     "confidence must be between 0 and 1", "confidence muss zwischen 0 und 1 liegen"),
    (lambda: wilson_interval(3, 2), ValueError,
     "3 wins out of 2 games is not possible", "3 Siege in 2 Partien sind nicht möglich"),
    (lambda: game_facts(TABLE, "board"), ValueError,
     "no column 'board' in the table", "keine Spalte 'board' in der Tabelle"),
    (lambda: summary(pd.DataFrame({"x": [1]})), ValueError,
     "not a table of play_games", "keine Tabelle von play_games"),
    (lambda: win_rates(TABLE, by="colour"), ValueError,
     "unknown unit 'colour'", "unbekannte Einheit 'colour'"),
    (lambda: first_player_advantage(TABLE, share=50), ValueError,
     "between 0 and 1", "zwischen 0 und 1"),
    (lambda: limit_shares(TABLE, [0]), ValueError,
     "whole numbers of turns", "ganze Zahlen von Zügen"),
    (lambda: changed_games(TABLE.drop(columns="option")), ValueError,
     "changed_games needs a table of compare", "changed_games braucht eine Tabelle von compare"),
    (lambda: play_games("chain_reaction", ["random"], 2), ValueError,
     "expected 2 specs", "erwartet 2 Angaben"),
    (lambda: play_games("chain_reaction", "random", 0), ValueError,
     "n must be at least 1, not 0", "n muss mindestens 1 sein, nicht 0"),
    (lambda: play_games("chain_reaction", "random", 2, seed="x"), TypeError,
     "seed must be a whole number, not 'x'", "seed muss eine ganze Zahl sein, nicht 'x'"),
    (lambda: play_games("chain_reaction", "random", 2, seating="round"), ValueError,
     "unknown seating 'round'", "unbekannte Sitzordnung 'round'"),
    (lambda: play_games(42, "random", 2), TypeError,
     "game must be a game name", "game muss ein Spielname"),
    (lambda: play_games("chain_reaction", "random", 2, executor="cloud"), TypeError,
     "executor must be a concurrent.futures.Executor", "executor muss ein"),
    (lambda: play_games("chain_reaction", "random", 2, progress="yes"), TypeError,
     "progress must be True, False", "progress muss True, False"),
    (lambda: compare("chain_reaction", "colour", [1, 2], "random", 2), ValueError,
     "unknown option 'colour' for chain_reaction", "unbekannte Option 'colour' für"),
    (lambda: compare("chain_reaction", "stop_on_win", [], "random", 2), ValueError,
     "no values given", "keine Werte angegeben"),
    (lambda: compare("chain_reaction", "stop_on_win", [True, True], "random", 2), ValueError,
     "the values of stop_on_win repeat", "die Werte von stop_on_win wiederholen sich"),
    (lambda: plot_lengths(TABLE.iloc[0:0]), ValueError,
     "the table has no games to draw", "die Tabelle hat keine Partien zum Zeichnen"),
    (lambda: plot_compare(TABLE.drop(columns="option")), ValueError,
     "plot_compare needs a table of compare", "plot_compare braucht eine Tabelle"),
    (lambda: make_player("wizard"), ValueError,
     "bad player spec 'wizard': unknown player 'wizard'",
     "ungültige Spielerangabe 'wizard': unbekannter Spieler 'wizard'"),
    (lambda: make_player("mcts:depth=3"), ValueError,
     "unknown MCTS setting 'depth'", "unbekannte MCTS-Einstellung 'depth'"),
    (lambda: make_player("mcts:iterations=many"), ValueError,
     "iterations='many' is not a whole number", "iterations='many' ist keine ganze Zahl"),
    (lambda: make_player("random", seed="1"), TypeError,
     "seed must be a whole number", "seed muss eine ganze Zahl sein"),
    (lambda: claim("chain_reaction", "CR-99"), KeyError,
     "no claim 'CR-99' for chain_reaction", "keine Behauptung 'CR-99' für chain_reaction"),
    (lambda: case("nothing"), KeyError,
     "no case 'nothing': expected one of", "kein Fall 'nothing': erwartet einer von"),
]


@pytest.mark.parametrize("call, error, english, german", WRONG_CALLS,
                         ids=[german for *_, german in WRONG_CALLS])
def test_errors_in_english_and_german(call: Callable[[], Any], error: type[Exception],
                                      english: str, german: str) -> None:
    cubekit.set_language("en")
    with pytest.raises(error) as raised:
        call()
    assert english in str(raised.value)
    cubekit.set_language("de")
    with pytest.raises(error) as raised:
        call()
    assert german in str(raised.value)
    assert english not in str(raised.value)


def test_facet_plots_refuse_an_axis_in_the_chosen_language() -> None:
    from matplotlib.figure import Figure

    ax = Figure().subplots()
    with pytest.raises(ValueError, match="Gib kein ax an"):
        plot_lengths(TABLE, facet=True, ax=ax, language="de")
    with pytest.raises(ValueError, match="do not pass ax"):
        plot_lengths(TABLE, facet=True, ax=ax, language="en")


def test_a_bot_asked_after_the_end_says_so_in_german() -> None:
    state = cubekit.load("chain_reaction", width=2, height=2).initial_state()
    while state.outcome is None:
        state = state.play(state.legal_moves()[0])
    cubekit.set_language("de")
    with pytest.raises(ValueError, match="die Partie ist zu Ende"):
        make_player("random").choose(state)


def test_an_empty_worksheet_is_refused_in_the_chosen_language(tmp_path: Path) -> None:
    from cubekit.exercises.sheet import worksheet

    with pytest.raises(ValueError, match="braucht mindestens eine Übung"):
        worksheet([], tmp_path / "sheet.pdf", "de")
    with pytest.raises(ValueError, match="needs at least one exercise"):
        worksheet([], tmp_path / "sheet.pdf", "en")


def test_chart_legends_name_the_groups_in_words() -> None:
    from cubekit.analysis.plots import plot_win_rates

    figure = plot_win_rates(TABLE, by="order", language="de")
    legend = [text.get_text() for ax in figure.axes if ax.get_legend() is not None
              for text in ax.get_legend().get_texts()]
    assert "welche Viererkette gewinnt = nur die des Ziehenden" in legend
    figure = plot_win_rates(TABLE, by="order", language="en")
    legend = [text.get_text() for ax in figure.axes if ax.get_legend() is not None
              for text in ax.get_legend().get_texts()]
    assert "which four in a row wins = only the mover's" in legend
