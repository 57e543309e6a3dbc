"""Where two readings part: for every option of every game the search finds a witness or says
explicitly that there is none within N moves; the known early differences are found and
really differ when replayed; the witness is a scenario that checks, saves and loads."""

from __future__ import annotations

import json
from functools import cache

import pytest

import cubekit
from cubekit.analysis.divergence import (
    Divergence,
    DivergenceTable,
    divergence,
    divergences,
    option_values,
)
from cubekit.analysis.divergence_words import scenario_from_record
from cubekit.core.errors import OptionError
from cubekit.core.game import State

GAMES = ("chain_reaction", "cubeslyde", "deblockle", "striedies")


@cache
def table(name: str) -> DivergenceTable:
    return divergences(name, budget_s=0.15, max_moves=2, playouts=10, playout_moves=120)


def differs(a: State, b: State) -> bool:
    """The two positions disagree in legal moves, position or outcome."""
    ends = [None if s.outcome is None else (s.outcome.winners, s.outcome.reason) for s in (a, b)]
    texts = [s.to_text().split(" turn:")[0] for s in (a, b)]
    moves = [{str(m) for m in s.legal_moves()} for s in (a, b)]
    return ends[0] != ends[1] or texts[0] != texts[1] or moves[0] != moves[1]


def check_witness(found: Divergence) -> None:
    """Replaying the witness under both values really shows the difference."""
    assert found.found and found.games is not None
    a, b = found.starts()
    if found.kind == "start":
        assert differs(a, b)
        return
    a, b = a.play_all(found.moves), b.play_all(found.moves)
    assert differs(a, b)
    if found.kind == "legal":
        assert found.move is not None
        legal = [s.why_illegal(found.move) is None for s in (a, b)]
        assert legal[0] != legal[1]
    # one move fewer, they still agreed
    if found.moves and found.kind != "legal":
        before = found.starts()
        agreed = [s.play_all(found.moves[:-1]) for s in before]
        assert agreed[0].to_text().split(" turn:")[0] == agreed[1].to_text().split(" turn:")[0]


@pytest.mark.parametrize("name", GAMES)
def test_every_option_has_a_witness_or_an_explicit_none(name: str) -> None:
    rows = table(name)
    game = cubekit.load(name)
    assert {row.option for row in rows} == {o.name for o in game.options()}
    for row in rows:
        text = row.describe("en")
        if row.method == "skipped":
            assert "skipped" in text and row.reason is not None
            assert "übersprungen" in row.describe("de")
        elif row.found:
            check_witness(row)
        else:
            assert row.method == "none"
            assert f"No difference within {row.depth} move" in text
            assert "Kein Unterschied innerhalb von" in row.describe("de")
    assert rows._repr_html_().count("<tr>") == len(rows) + 1


def test_kettenreaktion_stop_on_win_parts_early_on_2x2() -> None:
    found = divergence(cubekit.load("chain_reaction", width=2, height=2), "stop_on_win")
    assert found.found and found.shortest and found.length == 3
    check_witness(found)
    assert found.transitions[0] is not None and found.transitions[1] is not None
    assert found.describe("de").startswith("Nach a1 und b1 führt der Zug a1")


def test_cubeslyde_own_in_line_parts() -> None:
    found = divergence("cubeslyde", "own_in_line", max_moves=1, budget_s=5.0)
    assert found.found and found.kind == "legal"
    check_witness(found)
    reasons = found.why_illegal("en")
    assert reasons[0] is None and reasons[1] is not None     # legal when carried only


def test_deblockle_slider_star_parts_at_once() -> None:
    found = divergence("deblockle", "slider_star")
    assert found.found and found.shortest and found.kind == "legal" and found.length == 0
    check_witness(found)
    assert found.transitions[0] is not None and found.transitions[1] is None


def test_options_that_change_the_board_part_at_the_start() -> None:
    for name, option in (("chain_reaction", "width"), ("striedies", "players"),
                         ("deblockle", "blocks"), ("cubeslyde", "level")):
        found = divergence(name, option)
        assert found.kind == "start" and found.length == 0 and found.moves == ()
        check_witness(found)


def test_a_turn_limit_parts_in_the_outcome() -> None:
    found = divergence("striedies", "turn_limit")
    assert found.kind == "outcome" and found.values == (None, 1) and found.length == 1
    assert "turn limit" in found.describe("en")


def test_none_within_the_budget_is_said_explicitly() -> None:
    found = divergence("cubeslyde", "no_move", max_moves=1, budget_s=0.2, playouts=1,
                       playout_moves=20)
    assert not found.found and found.method == "none"
    assert found.describe("en").startswith("No difference within 1 move:")
    assert "1 random games of up to 20 moves" in found.describe("en")


def test_values_start_and_errors() -> None:
    deblockle = cubekit.load("deblockle")
    assert option_values(deblockle, "slider_star") == ("pass", "stop")
    assert option_values(cubekit.load("chain_reaction"), "width") == (6, 7, 5)
    assert option_values(cubekit.load("chain_reaction", width=26), "width") == (26, 25)
    skipped = divergence("deblockle", "setup")
    assert skipped.method == "skipped" and "no second reading" in skipped.describe("en")
    assert skipped.reason is not None and "values=" in skipped.reason.text("en")  # for code
    start = deblockle.initial_state(seed=3).to_text()
    given = divergence("deblockle", "setup", (None, start), seed=0, max_moves=0)
    assert given.kind == "start"
    with pytest.raises(OptionError):
        divergence("deblockle", "no_such_option")
    teams = divergence("cubeslyde", "teams")
    assert teams.method == "skipped" and "4" in teams.describe("en")
    from_state = divergence("chain_reaction", "stop_on_win", start=cubekit.load(
        "chain_reaction").parse_state("6x6 ....../....../....../....../....../1A1B.... A"),
        max_moves=1, budget_s=0.1, playouts=0)
    assert from_state.start.startswith("6x6")


def test_the_witness_as_a_scenario() -> None:
    found = divergence("deblockle", "slider_star")
    for value in (0, 1):
        item = found.scenario(value)
        assert item.check().ok
        assert item.rules == ("DB-5",)
        # the readings in words, never as code: "The hop (DB-5): 'a slider passes over ...'"
        title = item.title("en")
        assert "DB-5" in title and "slider" in title and "slider_star" not in title
        assert item.story("de") and "slider_star" not in item.story("de")
        again = scenario_from_record(json.loads(item.to_json()))
        assert again.check().ok and again.moves == item.moves
    refused = found.scenario(1)
    assert refused.facts()["illegal"] == {found.move: refused.expected["illegal"][found.move]}
    assert found.scenario(1).expected["illegal"][found.move] is not None
    record = found.to_record()
    assert record["kind"] == "legal" and record["text"]["de"]


def test_notebook_view_draws_both_sides() -> None:
    found = divergence(cubekit.load("chain_reaction", width=2, height=2), "stop_on_win")
    page = found._repr_html_()
    assert page.count("<img") == 2 and "the cascade runs on to its end" in page
    assert "stop_on_win" not in page.split("</style>")[-1]      # no code names on screen
    assert "Divergence" in repr(found)


def test_a_long_witness_game_is_said_by_its_length_and_ends() -> None:
    # a witness of 64 moves fills a table cell with its first and last three moves and the
    # count between, and the sentence names its length (the whole line stays in the object)
    from cubekit.analysis.divergence_words import LISTED_MOVES, _line_words

    line = tuple(f"c{n % 6 + 1}>E" for n in range(64))
    cell = _line_words(line)
    assert cell.startswith("c1>E c2>E c3>E … (58 more) …") and cell.count(">") == 6
    assert _line_words(line[:LISTED_MOVES]).count(">") == LISTED_MOVES
    from cubekit.core.i18n import set_language

    set_language("de")
    try:
        assert "(58 weitere)" in _line_words(line) and "c1>O" in _line_words(line)
    finally:
        set_language("en")
