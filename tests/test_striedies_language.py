"""Striedies Strategie in the reader's language (issue 13): rulebook sections cited in English
with the German title after it and in German alone, every scenario's rule references known,
option values in words, and the errors of the 3D die in German."""

from __future__ import annotations

import re

import pytest
import rulebooks

import cubekit
from cubekit.core.i18n import keys, template
from cubekit.games import entry
from cubekit.games.striedies.die_geometry import die_orientation
from cubekit.games.striedies.messages import SECTIONS
from cubekit.games.striedies.scenarios import SCENARIOS
from cubekit.widgets.compare import option_label

RULE_IDS = {d.id for g in cubekit.games() for d in entry(g).decisions}



def test_sections_are_the_rulebook_headings() -> None:
    game = entry("striedies")
    rulebook = rulebooks.text("striedies")
    lines = ({line.strip().rstrip(":") for line in rulebook.splitlines()}
             if rulebook else set(SECTIONS))
    for title in SECTIONS:
        assert title in lines, title
        assert game.section(title).text("en").endswith(f"('{title}')")
        assert game.section(title).text("de") == f"„{title}“"
    assert game.section("Spielregel").text("en") == "Rules of play ('Spielregel')"


def test_every_rule_of_a_scenario_is_a_section_or_a_rules_id() -> None:
    game = entry("striedies")
    for scenario in SCENARIOS:
        for rule in scenario.rules:
            assert rule in SECTIONS or re.fullmatch(r"[A-Z]{2}-[0-9]+", rule), rule
            assert rule in SECTIONS or not RULE_IDS or rule in RULE_IDS, (scenario.id, rule)
        labels = scenario.rule_labels("de")
        assert "„Spielregel“" in labels or "„Vorbereitung“" in labels or not any(
            rule in SECTIONS for rule in scenario.rules), labels
    assert game.rule_label("Vorbereitung").text("en") == "Preparation ('Vorbereitung')"


def test_reasons_cite_the_section_in_the_readers_language() -> None:
    state = cubekit.load("striedies").initial_state()
    reason = state.why_illegal("c3N")
    assert reason is not None
    assert "(rulebook: Rules of play ('Spielregel'))" in reason
    assert "(Regelheft: „Spielregel“)" in state.why_illegal("c3N", language="de")  # type: ignore[operator]
    blocked = state.why_illegal("a1N", language="de")
    assert blocked is not None and "Regelheft: „Spielregel“" in blocked


def test_every_option_value_has_words() -> None:
    settings = [("players", 2), ("players", 3), ("players", 4), ("dice", "right"),
                ("dice", "left"), ("reinforce_with", "any"), ("reinforce_with", "other"),
                ("retreat_removal", "before_fights"), ("retreat_removal", "after_fights"),
                ("start_player", 0), ("start_player", 1), ("turn_limit", None),
                ("setup", None)]
    for name, value in settings:
        game = cubekit.load("striedies", **{name: value})
        english, german = (option_label(game, name, lang) for lang in ("en", "de"))
        assert "=" not in english and "=" not in german, english
        assert english != german
    assert option_label(cubekit.load("striedies", reinforce_with="other"),
                        "reinforce_with", "en") == "ST-5: only another die reinforces"


def test_catalogue_keys_have_both_languages() -> None:
    for key in keys():
        if key.startswith(("st.", "striedies.")):
            assert template(key, "en") and template(key, "de"), key


def test_the_3d_die_refuses_in_german(german: None) -> None:
    with pytest.raises(ValueError, match="1 und 6 liegen einander gegenüber"):
        die_orientation("1/6/3")
    with pytest.raises(ValueError, match="das ist der linkshändige Würfel"):
        die_orientation("1/2/3", handed="right")
    with pytest.raises(TypeError, match="erwartet wird eine Lage des Würfels"):
        die_orientation(42)
