"""Every error a user can meet speaks the reader's language (issue 13.3).

An exception raised with a literal English sentence (``raise ValueError(f"...")``) is read by a
German class as it is. This test walks the source of the whole package and refuses such a raise:
the sentence belongs in a message catalogue (``tr("key", ...)`` or a ``Msg``). A raise that no
user can reach through the public API (an internal invariant, a programming error inside the
kit) may keep its English text when its line says why, with a comment
``# internal: <reason>``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "cubekit"
MARK = "# internal:"


def _literal_raises(path: Path, root: Path = PACKAGE.parent) -> list[str]:
    """``file:line`` of each raise in ``path`` whose message is a string literal without the
    internal mark."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    found = []
    for node in ast.walk(ast.parse(text)):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                and node.exc.args):
            continue
        first = node.exc.args[0]
        literal = isinstance(first, ast.JoinedStr) or (
            isinstance(first, ast.Constant) and isinstance(first.value, str))
        if not literal:
            continue
        end = node.end_lineno or node.lineno
        if any(MARK in line for line in lines[node.lineno - 1:end]):
            continue
        found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def _sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if "messages" not in p.parts and p.name != "messages.py")


def test_no_error_is_raised_with_an_english_literal() -> None:
    found = [where for path in _sources() for where in _literal_raises(path)]
    assert not found, (
        "these raises carry an English sentence; put it in a catalogue (tr/Msg) or mark an "
        f"unreachable one '{MARK} <reason>':\n" + "\n".join(found))


@pytest.mark.parametrize("snippet, expected", [
    ('raise ValueError(f"bad {x}")\n', 1),
    ('raise ValueError("bad")  # internal: never reached\n', 0),
    ('raise ValueError(tr("core.game_over"))\n', 0),
    ('raise ValueError(\n    "bad"\n)\n', 1),
])
def test_the_scan_finds_literal_raises(tmp_path: Path, snippet: str, expected: int) -> None:
    # The scan itself must be able to fail: a literal is found, a marked or catalogued one not.
    path = tmp_path / "probe.py"
    path.write_text(snippet, encoding="utf-8")
    assert len(_literal_raises(path, tmp_path)) == expected
