"""The soak (issue 17.3): it finds nothing on a sound engine, and reports what it finds."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from cubekit import soak


def test_a_short_soak_of_kettenreaktion_finds_nothing_and_prints_a_table() -> None:
    out = io.StringIO()
    results = soak.run(["chain_reaction"], 0.01, seed=1, defects_dir=None, out=out)
    [(name, tally)] = results
    assert name == "chain_reaction" and tally.games >= 1 and tally.positions > 0
    assert tally.inputs > 0 and tally.defects == []
    # not a terminal: whole progress lines, no carriage returns (readable in a CI log)
    assert "\r" not in out.getvalue() and out.getvalue().endswith("defects: 0\n")
    assert "| chain_reaction | " in soak.table(results)


def test_a_failed_check_is_a_defect_with_a_reproducer(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    def broken(state: object) -> None:
        raise AssertionError("written back differently")

    monkeypatch.setattr(soak, "round_trip", broken)
    status = soak.main(["--seconds", "0.01", "--game", "chain_reaction",
                        "--defects", str(tmp_path)])
    assert status == 1
    files = sorted(tmp_path.glob("chain_reaction-*.json"))
    assert files
    record = json.loads(files[0].read_text(encoding="utf-8"))
    assert record["detail"] == "written back differently" and record["game"] == "chain_reaction"
    assert record["start"] == "6x6 ....../....../....../....../....../...... A"
    assert record["moves"] == [] and record["position"] == record["start"]   # the first check
    assert "Defects found: " in capsys.readouterr().err


def test_the_soak_speaks_german(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert soak.main(["--seconds", "0.01", "--game", "kettenreaktion", "--language", "de",
                      "--defects", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert "| Spiel | Partien | Stellungen | Eingaben | Fehler |" in out
    assert "Keine Fehler." in out and "Partien: " in err and "games" not in out + err
