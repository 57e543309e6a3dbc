"""Every rulebook claim checked: each game's claims come from sections of its rulebook, every
verdict is the expected one, every counterexample replays, the texts exist in both languages,
and the Kettenreaktion verdicts agree with ``chain_reaction/claims.py``."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
import rulebooks

import cubekit
from cubekit.analysis.claims import ClaimTable, check_claims, claim, claims
from cubekit.analysis.claims.base import Corpus
from cubekit.analysis.claims.striedies import find_cycle
from cubekit.games.chain_reaction import claims as cascade_claims

ROOT = Path(__file__).resolve().parents[1]

FALSE = {
    "chain_reaction": {"capacity", "cascade_ends", "surplus"},
    "cubeslyde": {"always_action", "always_ends"},
    "deblockle": {"hop_possible", "always_ends"},
    "striedies": {"always_ends", "always_moves"},
}
"""The claims the kit finds false (with a counterexample); every other claim holds."""


@cache
def checked(name: str) -> ClaimTable:
    return check_claims(name, quick=True)


@pytest.mark.parametrize("name", sorted(FALSE))
def test_every_verdict(name: str) -> None:
    table = checked(name)
    assert {v.claim.id for v in table if not v.holds} == FALSE[name]
    assert table.true_count == len(table) - len(FALSE[name])
    for verdict in table:
        if verdict.claim.kind == "always" and verdict.holds:
            assert verdict.counterexample is None
        if not verdict.holds:
            assert verdict.counterexample is not None and verdict.detail is not None


@pytest.mark.parametrize("name", sorted(FALSE))
def test_examples_replay(name: str) -> None:
    for verdict in checked(name):
        example = verdict.example
        if example is None:
            continue
        replay = example.replay()                 # every move legal under its rules
        assert len(replay) == len(example.moves)
        if verdict.claim.id == "always_ends":
            # the cycle really comes back to the same position
            moves = example.moves
            detail = verdict.detail
            assert detail is not None
            first, again = detail.params["first"], detail.params["again"]
            assert again > first and again == len(moves)
            assert replay.states[first] == replay.states[again]


@pytest.mark.parametrize("name", sorted(FALSE))
def test_claims_are_said_in_both_languages(name: str) -> None:
    items = claims(name)
    assert len({c.id for c in items}) == len(items)
    for item in items:
        assert item.kind in ("always", "exists")
        for language in ("en", "de"):
            assert item.says(language) and item.text(language)
        assert item.says("de") != item.says("en") and item.text("de") != item.text("en")


@pytest.mark.parametrize("name", sorted(FALSE))
def test_claims_cite_their_rulebook(name: str) -> None:
    text = rulebooks.require(name)
    for item in claims(name):
        assert item.section in text, item.section   # the German title as printed
        assert item.says("de") not in text            # our words, not the rulebook's


@pytest.mark.parametrize("name", sorted(FALSE))
def test_texts_in_both_languages(name: str) -> None:
    table = checked(name)
    english, german = table.describe("en"), table.describe("de")
    assert english != german and "Wahr" in german and "Falsch" in german
    page = table._repr_html_()
    assert page.count("<tr>") == len(table) + 1 and "✗" in page
    first_false = next(v for v in table if not v.holds)
    assert repr(first_false).startswith("✗")
    if name in ("chain_reaction", "deblockle"):     # with the picture of the counterexample
        assert "<img" in first_false._repr_html_()


def test_kettenreaktion_agrees_with_its_claims_module() -> None:
    table = checked("chain_reaction")
    assert cascade_claims.check_claim("a").holds is table["cascade_ends"].holds is False
    assert cascade_claims.check_claim("b").holds is table["surplus"].holds is False
    assert cascade_claims.check_claim("c").holds is table["order"].holds is True
    assert table["capacity"].method == "exhaustive"
    # the counterexamples are the shortest ones, found on 2x2 and 2x3
    assert table["capacity"].counterexample.moves == ("a1", "b1", "a1")
    assert table["surplus"].counterexample.rules.width == 2


def test_one_claim_and_a_bigger_corpus() -> None:
    item = claim("deblockle", "hoops_back")
    verdict = item.verify(Corpus("deblockle", games=2, moves=60, per_scenario=0))
    assert verdict.holds and verdict.example is not None
    with pytest.raises(KeyError, match="expected one of"):
        claim("deblockle", "no_such_claim")


def test_striedies_cycle_search() -> None:
    game = cubekit.load("striedies")
    state = game.parse_state("A:d5(4/2/6) B:k10(4/2/6) A")
    cycle = find_cycle(state)
    assert cycle is not None and state.play_all(cycle) == state
    assert find_cycle(game.initial_state()) is None


def test_the_rule_options_of_an_example_read_in_words() -> None:
    from cubekit.analysis.claims.base import Counterexample

    start = cubekit.load("deblockle").initial_state().to_text()
    example = Counterexample("deblockle", (("impossible_hop", "skip"),), start, ())
    german, english = example.describe("de"), example.describe("en")
    assert german.startswith("DB-6: der Sprung entfällt")
    assert english.startswith("DB-6: the hop is left out")
    assert "impossible_hop" not in german + english
    plain = Counterexample("deblockle", (), start, ())
    assert plain.describe("de").startswith("Standardregeln, ")


def test_a_teaching_scenario_in_a_scope_is_named_by_its_title() -> None:
    from cubekit.analysis.claims.base import _scenario_scope

    game = cubekit.load("deblockle")
    scope = _scenario_scope("deblockle", "no_hop_skipped")
    assert scope.text("de") == f"das Lehrszenario „{game.scenario('no_hop_skipped').title('de')}“"
    assert "no_hop_skipped" not in scope.text("en") + scope.text("de")


def test_striedies_answer_claim_reads_the_rulebook_reinforcement() -> None:
    # "mit einen anderen seiner Würfel" (ST-5): a threatened die that reinforces itself, as
    # the reading "any" allows, breaks the claim; the default never lets it
    from cubekit.analysis.claims.base import Record
    from cubekit.analysis.claims.striedies import _answered

    def record(options: dict[str, str]) -> Record:
        game = cubekit.load("striedies", **options)
        before = game.parse_state("A:b1(1/4/5),d3(1/4/5) B:f3(2/1/3),o15(1/3/2) A").play("d3E")
        return Record(options, before.to_text(), ("f3N1W",), before, before.parse_move("f3N1W"),
                      before.explain("f3N1W"))

    verdict = _answered(record({"reinforce_with": "any"}))
    assert verdict is not True and verdict is not None and not isinstance(verdict, bool)
    assert verdict.key == "claims.striedies.answered_self.detail"
    assert verdict.params["square"] == "f3"
    with pytest.raises(cubekit.IllegalMoveError):
        record({})                     # by default the self-reinforcement is no legal move
