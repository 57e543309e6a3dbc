"""Rooms of a sensible size: no module of the package over 800 lines, no function over 80
(``tools/check_sizes.py`` names the offenders; issue 11)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_module_or_function_is_too_large() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "check_sizes.py")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_names_an_offender(tmp_path: Path) -> None:
    big = tmp_path / "big.py"
    body = "\n".join(f"    x{i} = {i}" for i in range(90))
    big.write_text(f"def long_function():\n{body}\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "check_sizes.py"), str(big)],
                          capture_output=True, text=True)
    assert done.returncode == 1
    assert "function long_function (line 1) has 91 lines (at most 80)" in done.stdout
