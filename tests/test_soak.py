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
    def broken(state: object, language: str | None = None) -> None:
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


class _Text:
    """A stand-in position: its text, and a game that reads every text as ``again``."""

    def __init__(self, text: str, again: _Text | None = None) -> None:
        self.text, self.game = text, self
        self.again = again

    def to_text(self) -> str:
        return self.text

    def parse_state(self, text: str) -> _Text:
        return self.again or self


def test_a_defect_is_told_in_the_language_of_the_soak() -> None:
    # The details of defects come from the catalogue (soak.detail.*, issue 13.3).
    changed = _Text("A:x", _Text("A:y"))
    with pytest.raises(AssertionError, match=r"^parse_state\(to_text\(\)\) differs from the "
                                             r"position 'A:x'$"):
        soak.round_trip(changed)  # type: ignore[arg-type]
    with pytest.raises(AssertionError, match="weicht von der Stellung „A:x“ ab"):
        soak.round_trip(changed, "de")  # type: ignore[arg-type]
    written_otherwise = _Text("A:x", _Equal("A:y"))
    with pytest.raises(AssertionError, match=r"^'A:x' is written back as 'A:y'$"):
        soak.round_trip(written_otherwise)  # type: ignore[arg-type]
    with pytest.raises(AssertionError, match="„A:x“ wird als „A:y“ zurückgeschrieben"):
        soak.round_trip(written_otherwise, "de")  # type: ignore[arg-type]


class _Equal(_Text):
    """A position equal to every other, whatever its text."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = None  # type: ignore[assignment]
