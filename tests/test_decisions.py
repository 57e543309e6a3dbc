"""The rule decisions in the kit: every cited ID resolves to one decision, every decision's
options and scenarios exist, the docs pages are up to date, ``cubekit rules`` lists them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cubekit
from cubekit.core.decisions import ANY_VALUE, RULE_ID, find
from cubekit.games import entry

ROOT = Path(__file__).resolve().parents[1]


def cited_files() -> list[Path]:
    found = [*(ROOT / "cubekit").rglob("*.py"), *(ROOT / "tools" / "notebooks").glob("*.py")]
    found += [*(ROOT / "notebooks").rglob("*.ipynb"), *(ROOT / "docs").rglob("*.md")]
    return [*found, ROOT / "README.md"]


def test_every_cited_id_resolves_to_one_decision() -> None:
    ids = {d.id for g in cubekit.games() for d in entry(g).decisions}
    assert len(ids) == sum(len(entry(g).decisions) for g in cubekit.games())
    for path in cited_files():
        for rule in set(RULE_ID.findall(path.read_text(encoding="utf-8"))):
            assert rule in ids, f"{path.relative_to(ROOT)} cites {rule}, which is no decision"
            assert find(rule).id == rule


@pytest.mark.parametrize("game", cubekit.games())
def test_options_and_scenarios_exist(game: str) -> None:
    names = cubekit.game_class(game).option_names()
    scenarios = {s.id: s for s in entry(game).scenarios}
    for decision in entry(game).decisions:
        assert decision.game == game
        assert decision.section is None or decision.section in entry(game).sections
        for reading in ((decision.chosen,) if decision.chosen else ()) + decision.readings:
            settings = reading.settings()
            assert all(name in names for name in settings), (decision.id, settings)
            if settings and ANY_VALUE not in settings.values():
                cubekit.load(game, **settings)       # a valid combination
        for name in decision.scenarios:
            assert decision.id in scenarios[name].rules, (decision.id, name)
    for option in cubekit.game_class(game).options():
        assert option.rule in {d.id for d in entry(game).decisions}


def test_docs_are_up_to_date() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import write_rule_docs
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert write_rule_docs.stale() == [], "run python tools/write_rule_docs.py"


def test_rules_command_lists_every_cubeslyde_decision(capsys: pytest.CaptureFixture[str]) -> None:
    from cubekit.cli import main

    assert main(["rules", "cubeslyde", "--language", "de"]) == 0
    out = capsys.readouterr().out
    for decision in entry("cubeslyde").decisions:
        assert decision.id in out and decision.quote[:20] in out
    assert "own_in_line" in out and "True" not in out and "None" not in out
    assert main(["rules", "cubeslyde", "CS-99"]) == 2


def test_table_in_a_notebook() -> None:
    page = cubekit.load("striedies").decisions(language="de")._repr_html_()
    assert 'id="st-5"' in page and "Gleichstand" in page and "striedies.decision" not in page
