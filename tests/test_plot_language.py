"""What a reader sees in the balance charts and tables: their language, never the code's.

A German chart writes its decimals with a comma ("Mittel 65,1"), names the rule options and
their values in words ("Stopp beim Sieg", not ``stop_on_win``) and the computer players by
their names ("gieriger Spieler", not ``greedy``). The texts are read from the matplotlib
figure itself: every visible Text artist (titles, axis labels, tick labels, legend entries,
numbers on the bars) after the figure is drawn.
"""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

import cubekit
from cubekit.analysis import first_player_advantage, game_facts, readable
from cubekit.analysis.labels import bot_name, table_html
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates

DATA = Path(__file__).resolve().parents[1] / "notebooks" / "data"

DECIMAL_POINT = re.compile(r"\d\.(?!\d{3}(?!\d))\d")
"""A decimal point between digits (``65.1``); ``1.000``, the German thousands, is not one."""

CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\bmcts\b|[a-z]+=|\b(?:True|False|None|nan|NaN)\b")
"""A code name: ``stop_on_win``, ``mcts:iterations=200``, ``turn_limit=1000``, ``True``."""

SPECS = re.compile(r"\b(?:greedy|random)\b")
"""A player spec written as it is typed (an English word in a German chart)."""


def texts(figure: Figure) -> list[str]:
    """Every text a reader sees in ``figure``: drawn first, so that the ticks have their
    labels; ticks outside the axes' limits are not drawn and not read."""
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    renderer = canvas.get_renderer()
    box = figure.bbox
    seen = []
    for text in figure.findobj(Text):
        words = text.get_text().strip()
        if not words or not text.get_visible():
            continue
        extent = text.get_window_extent(renderer)
        if extent.x1 < box.x0 or extent.x0 > box.x1 or extent.y1 < box.y0 or extent.y0 > box.y1:
            continue
        axes = text.axes
        if axes is not None and text in {*axes.get_xticklabels(), *axes.get_yticklabels()}:
            # a tick label beyond the limits is not drawn
            low, high = sorted(axes.get_xlim() if text in axes.get_xticklabels()
                               else axes.get_ylim())
            position = text.get_position()[0 if text in axes.get_xticklabels() else 1]
            if not low - 1e-9 <= position <= high + 1e-9:
                continue
        seen.append(words)
    return seen


def problems(figure: Figure, language: str) -> list[str]:
    found = []
    for text in texts(figure):
        if CODE.search(text):
            found.append(f"code name: {text!r}")
        if language == "de" and DECIMAL_POINT.search(text):
            found.append(f"decimal point: {text!r}")
        if language == "de" and SPECS.search(text):
            found.append(f"player spec: {text!r}")
    return found


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    cubekit.set_language("en")


def stop_games() -> pd.DataFrame:
    """The stored CR-4 sweep of notebook 13: random games with and without the stop."""
    table = pd.read_csv(DATA / "13-kettenreaktion-stop.csv.gz")
    return table[table["bot"] == "random"]


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_compare_chart_speaks_the_reader_s_language(language: str) -> None:
    cubekit.set_language(language)
    figure = plot_compare(stop_games(), by="order")
    assert problems(figure, language) == []
    shown = [text.replace("\n", " ") for text in texts(figure)]    # wrapped as it fits
    if language == "de":
        assert "Was ändert die Option „Stopp beim Sieg“ (CR-4)?" in figure.get_suptitle()
        assert "Zufallsspieler auf jedem Platz" in figure.get_suptitle()
        # each value as the game says it (the reading of CR-4), with its mean length
        assert "die Kaskade läuft bis zu ihrem Ende" in shown       # the legend
        assert "die Kaskade läuft bis zu ihrem Ende (Mittel 65,1)" in shown
        assert "Stopp beim Sieg" in shown           # the axis of the values
    else:
        assert "What does the option 'stop on a win' (CR-4) change?" in figure.get_suptitle()
        assert "the cascade runs on to its end" in shown
        assert any(text.endswith("(mean 65.1)") for text in shown)


def test_the_length_legend_writes_a_decimal_comma_in_german() -> None:
    table = pd.read_csv(DATA / "13-kettenreaktion-random.csv.gz")
    two = table[table["players"] == 2].rename(columns={"board": "Brett"})
    figure = plot_lengths(two, groups="Brett", language="de")
    legend = [text.get_text() for text in figure.axes[0].get_legend().get_texts()]
    assert legend == ["Brett = 6x6: Mittel 65,1", "Brett = 8x8: Mittel 120,9"]
    assert problems(figure, "de") == []
    english = plot_lengths(two, groups="Brett", language="en")
    assert [text.get_text() for text in english.axes[0].get_legend().get_texts()] == [
        "Brett = 6x6: mean 65.1", "Brett = 8x8: mean 120.9"]


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_balance_charts_of_the_notebooks_hold_no_code(language: str) -> None:
    cubekit.set_language(language)
    striedies = pd.read_csv(DATA / "44-striedies-greedy.csv.gz")
    options = pd.read_csv(DATA / "44-striedies-greedy-options.csv.gz")
    deblockle = pd.read_csv(DATA / "34-deblockle-greedy-options.csv.gz")
    random = pd.read_csv(DATA / "24-cubeslyde-random.csv.gz")
    mcts = pd.read_csv(DATA / "24-cubeslyde-mcts.csv.gz")
    pair = pd.concat([random[random["players"] == 2].assign(bot="random"), mcts],
                     ignore_index=True)
    figures = {
        "win rates, 4 players": plot_win_rates(striedies[striedies["players"] == 4], by="order"),
        "lengths per player count": plot_lengths(striedies, groups="players", facet=True),
        "compare dice": plot_compare(options[options["option"] == "dice"], by="order"),
        "handicaps": plot_win_rates(deblockle[deblockle["option"] == "blocks"], by="seat"),
        "lengths per bot": plot_lengths(pair, groups="bot", facet=True),
        "win rates per bot": plot_win_rates(pair, by="player"),
    }
    found = {name: problems(figure, language) for name, figure in figures.items()}
    assert found == {name: [] for name in figures}
    # the rules in words: "turn_limit=1000" and "players=4" of the table's options column
    subtitle = figures["win rates, 4 players"].axes[0].get_title()
    assert ("4 Spieler" if language == "de" else "4 players") in subtitle
    # the handicaps as A's/B's blocks, not as a tuple whose comma reads as a decimal comma
    legend = [t.get_text() for t in figures["handicaps"].axes[0].get_legend().get_texts()]
    assert ("Blöcke = 4/3" if language == "de" else "blocks = 4/3") in legend


def test_a_chart_drawn_at_notebook_width_is_not_shrunk() -> None:
    # a notebook shows about 900 pixels: a wider picture is scaled down with its text
    for figure in (plot_compare(stop_games()), plot_win_rates(stop_games(), by="order"),
                   plot_lengths(stop_games(), facet=True)):
        assert figure.get_figwidth() * figure.dpi <= 900
        sizes = [text.get_fontsize() for text in figure.findobj(Text) if text.get_text()]
        assert min(sizes) >= 9


# ---------------------------------------------------------------------------------------------
# the computer players by name
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("spec", "de", "en"), [
    ("random", "Zufallsspieler", "random player"),
    ("greedy", "gieriger Spieler", "greedy player"),
    ("mcts", "Baumsuche (200 Durchläufe)", "tree search (200 iterations)"),
    ("mcts:iterations=1", "Baumsuche (1 Durchlauf)", "tree search (1 iteration)"),
    ("mcts:iterations=2000", "Baumsuche (2.000 Durchläufe)", "tree search (2,000 iterations)"),
    ("mcts:seconds=0.5", "Baumsuche (0,5 s je Zug)", "tree search (0.5 s per move)"),
    ("mcts:iterations=400,c=0.6", "Baumsuche (400 Durchläufe; angepasst)",
     "tree search (400 iterations; tuned)"),
])
def test_bots_are_named_in_both_languages(spec: str, de: str, en: str) -> None:
    assert bot_name(spec, "de") == de
    assert bot_name(spec, "en") == en


def test_what_is_not_a_spec_stays_as_it_is() -> None:
    assert bot_name("a person", "de") == "a person"
    assert bot_name(3, "de") == 3


def test_tables_name_the_bots_in_the_reader_s_language() -> None:
    table = pd.read_csv(DATA / "13-kettenreaktion-mcts.csv.gz")
    german = first_player_advantage(table, ["bot", "board", "players"], language="de")
    assert list(german["Computerspieler"]) == ["Baumsuche (100 Durchläufe)"] * 2
    english = first_player_advantage(table, ["bot", "board", "players"], language="en")
    assert list(english["bot"]) == ["tree search (100 iterations)"] * 2
    both = pd.concat([table.assign(bot="random"), table.assign(bot="greedy")])
    facts = game_facts(both, ["bot"], language="de")
    assert list(facts["Computerspieler"]) == ["Zufallsspieler", "gieriger Spieler"]
    shown = readable(table[["bot", "player_A", "length"]].head(1), "de")
    assert list(shown.iloc[0])[:2] == ["Baumsuche (100 Durchläufe)"] * 2


def test_a_table_shows_without_row_numbers_and_with_a_dash_for_a_gap() -> None:
    cubekit.set_language("de")
    table = pd.DataFrame({"Spieler": [2, 3], "3": [float("nan"), 32.0]})
    html = table_html(table)
    assert "<th>0</th>" not in html and "<th>1</th>" not in html
    assert "–" in html and "NaN" not in html
    # a pivot of whole percentages with gaps (Int64): the set-ups stay, the gaps are dashes
    pivot = pd.DataFrame({1: [59, 32], 3: [pd.NA, 32]}, index=pd.Index([2, 3], name="Spieler"),
                         dtype="Int64")
    html = table_html(pivot)
    assert "<th>Spieler</th>" in html and "&lt;NA&gt;" not in html and "–" in html
