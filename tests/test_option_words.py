"""Option settings in words (Compare headings, tables): the game's own words first, then the
shared words for sizes, players, start player, turn limits, else the setting as code."""

from __future__ import annotations

import cubekit
from cubekit.widgets.compare import option_label


def test_the_games_words_come_first() -> None:
    game = cubekit.load("chain_reaction", stop_on_win=False)
    assert option_label(game, "stop_on_win", "en").startswith("CR-4: ")
    assert "stop_on_win" not in option_label(game, "stop_on_win", "de")


def test_shared_words_for_sizes_players_and_limits() -> None:
    assert option_label(cubekit.load("chain_reaction", width=2), "width", "de") == "CR-1: 2 breit"
    assert option_label(cubekit.load("chain_reaction", players=3), "players", "en") == \
        "CR-5: 3 players"
    assert option_label(cubekit.load("chain_reaction", start_player=1), "start_player",
                        "de") == "CR-6: B beginnt"
    assert option_label(cubekit.load("cubeslyde"), "turn_limit", "en") == "CS-10: no turn limit"
    assert option_label(cubekit.load("cubeslyde", turn_limit=40), "turn_limit", "de") == \
        "CS-10: unentschieden, wenn die Zuggrenze von 40 erreicht ist"
    assert option_label(cubekit.load("deblockle", blocks=(4, 2)), "blocks", "en") == \
        "DB-8: blocks per player: 4/2"


def test_every_option_of_every_game_reads_as_words() -> None:
    """No heading falls back to code for any option at its default value."""
    for name in cubekit.games():
        game = cubekit.load(name)
        for option in game.options():
            for language in ("en", "de"):
                label = option_label(game, option.name, language)
                assert f"{option.name}=" not in label, (name, option.name, language, label)


def test_the_options_table_reads_in_words() -> None:
    # every option of every game: its rule ID, the reading played and the others in words,
    # never a code name or a Python value
    from cubekit.core.options import OptionsTable, readings

    for name in cubekit.games():
        game = cubekit.load(name)
        for language in ("en", "de"):
            rows = OptionsTable(game, language).rows()
            assert len(rows) == len(game.options())
            names = [rule for rule, _, _ in rows]
            assert len(set(names)) == len(names)          # every option has its own name
            for rule, played, others in rows:
                # "Number of players (CS-1)": what the option is about, then its rule ID
                assert rule.endswith(")") and rule[rule.rindex("(") + 1:][:2] in (
                    "CR", "CS", "DB", "ST")
                assert "_" not in rule
                for text in (played, others):
                    assert "=" not in text and "None" not in text and "True" not in text
    striedies = cubekit.load("striedies")
    assert readings(striedies, "reinforce_with", "en") == ["any of its dice may reinforce"]
    assert readings(striedies, "turn_limit", "en") is None          # any value of a range
    cubeslyde = cubekit.load("cubeslyde")
    assert readings(cubeslyde, "partner_cubes", "en") == []         # only with teams
    page = OptionsTable(cubeslyde, "de")._repr_html_()
    assert "nur die Viererkette des Ziehenden gewinnt" in page and "line_wins" not in page
