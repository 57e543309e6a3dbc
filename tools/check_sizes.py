"""Rooms of a sensible size: name every module of the package over 800 lines and every
function or method over 80 lines.

    python tools/check_sizes.py            # the package (cubekit/); exit status 1 on offenders
    python tools/check_sizes.py path ...   # other files or folders

A function's length counts from its ``def`` line (decorators excluded) to its last line,
docstring included. The test suite runs this check (``tests/test_sizes.py``).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_MODULE_LINES = 800
MAX_FUNCTION_LINES = 80


@dataclass(frozen=True)
class Offender:
    path: Path
    name: str        # "" for the module itself
    line: int
    lines: int
    limit: int

    def __str__(self) -> str:
        where = self.path.relative_to(ROOT) if self.path.is_relative_to(ROOT) else self.path
        what = f"function {self.name} (line {self.line})" if self.name else "module"
        return f"{where}: {what} has {self.lines} lines (at most {self.limit})"


def python_files(paths: Iterable[Path]) -> Iterator[Path]:
    for path in paths:
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)
        elif path.suffix == ".py":
            yield path


def offenders(path: Path) -> Iterator[Offender]:
    """The module itself and each function in it that is too long."""
    text = path.read_text(encoding="utf-8")
    count = len(text.splitlines())
    if count > MAX_MODULE_LINES:
        yield Offender(path, "", 1, count, MAX_MODULE_LINES)
    tree = ast.parse(text, filename=str(path))
    stack: list[tuple[ast.AST, str]] = [(tree, "")]
    while stack:
        node, prefix = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    length = (child.end_lineno or child.lineno) - child.lineno + 1
                    if length > MAX_FUNCTION_LINES:
                        yield Offender(path, name, child.lineno, length, MAX_FUNCTION_LINES)
                stack.append((child, name + "."))


def check(paths: Iterable[Path]) -> list[Offender]:
    found: list[Offender] = []
    for path in python_files(paths):
        found.extend(offenders(path))
    return sorted(found, key=lambda o: (str(o.path), o.line))


def main(argv: list[str]) -> int:
    paths = [Path(arg).resolve() for arg in argv] or [ROOT / "cubekit"]
    found = check(paths)
    for offender in found:
        print(offender)
    if found:
        print(f"{len(found)} too large: split them by responsibility", file=sys.stderr)
        return 1
    print(f"all modules within {MAX_MODULE_LINES} lines and functions within "
          f"{MAX_FUNCTION_LINES} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
