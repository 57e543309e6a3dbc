"""Errors of the games' word and outcome helpers speak the reader's language (issue 13.3).

Each game's ``words.py`` refuses an object that is not one of its events, and ``make_outcome``
an unknown reason of an ending; the sentences come from the catalogue (``core.event.unknown``,
``core.outcome.unknown``), German after ``cubekit.set_language("de")``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import cubekit
from cubekit.games.chain_reaction import words as chain_words
from cubekit.games.cubeslyde import ending
from cubekit.games.cubeslyde import words as cubeslyde_words
from cubekit.games.cubeslyde.rules import Cubeslyde
from cubekit.games.deblockle import words as deblockle_words
from cubekit.games.striedies import rules as striedies_rules
from cubekit.games.striedies import words as striedies_words


@contextmanager
def speaking(language: str) -> Iterator[None]:
    cubekit.set_language(language)
    try:
        yield
    finally:
        cubekit.set_language("en")


WORDS: list[tuple[Any, str]] = [
    (chain_words, "Kettenreaktion"),
    (cubeslyde_words, "Cubeslyde"),
    (deblockle_words, "Deblockle"),
    (striedies_words, "Striedies Strategie"),
]


@pytest.mark.parametrize(("module", "game"), WORDS, ids=[g for _, g in WORDS])
def test_words_refuse_a_foreign_event_in_both_languages(module: Any, game: str) -> None:
    for function in (module.headline, module.describe):
        with pytest.raises(TypeError, match=f"^not a {game} event: 'a1'$"):
            function("a1")
        with speaking("de"), pytest.raises(TypeError,
                                           match=f"^kein Ereignis des Spiels {game}: 'a1'$"):
            function("a1")


OUTCOMES: list[tuple[str, Callable[[], Any], str]] = [
    ("cubeslyde", lambda: ending.make_outcome(Cubeslyde(), "boredom", (), 0),
     "four_in_a_row, last_player, team_eliminated, no_move, turn_limit"),
    ("striedies", lambda: striedies_rules.make_outcome(striedies_rules.Striedies(), "boredom",
                                                       ()),
     "last_player, turn_limit"),
]


@pytest.mark.parametrize(("game", "call", "reasons"), OUTCOMES, ids=[g for g, _, _ in OUTCOMES])
def test_an_unknown_ending_is_refused_in_both_languages(game: str, call: Callable[[], Any],
                                                         reasons: str) -> None:
    with pytest.raises(ValueError, match=f"^unknown outcome reason 'boredom': expected one of "
                                         f"{reasons}$"):
        call()
    with speaking("de"), pytest.raises(ValueError, match=f"^unbekannter Grund für das "
                                                         f"Spielende „boredom“: erwartet wird "
                                                         f"einer von {reasons}$"):
        call()
    assert cubekit.get_language() == "en"


def test_german_texts_say_startwert_for_the_seed() -> None:
    # Glossary: "seed" is „Startwert“ (or „Startwert (seed)“ for the argument), never "Seed".
    from cubekit.core import i18n

    every_key = i18n.keys()
    found = [key for key in every_key if re.search(r"\bSeed\b", i18n.template(key, "de"))]
    assert not found, f"German texts with 'Seed': {found}"
    assert "Startwert (seed)" in i18n.tr("cubeslyde.option.start_player", "de")
    assert "Startwert (seed)" in i18n.tr("deblockle.option.setup", "de")
