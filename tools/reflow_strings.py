"""Re-wrap the implicitly joined string literals of Python files to the line length.

Message catalogues hold long sentences as runs of adjacent string literals; after an edit a
line may run over. This rewrites every such run that has a line over the limit so that each
line fits, breaking after spaces, keeping the run's indentation and quote style::

    python tools/reflow_strings.py cubekit/games/chain_reaction/messages.py [--width 100]

Only plain (non-f, non-byte, non-raw) double-quoted literals without escapes are touched.
"""

from __future__ import annotations

import argparse
import io
import tokenize
from pathlib import Path


def _runs(source: str) -> list[list[tokenize.TokenInfo]]:
    """Runs of adjacent STRING tokens (separated only by newlines inside brackets)."""
    runs: list[list[tokenize.TokenInfo]] = []
    current: list[tokenize.TokenInfo] = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING:
            current.append(token)
        elif token.type in (tokenize.NL, tokenize.COMMENT) and current:
            continue
        else:
            if len(current) >= 1:
                runs.append(current)
            current = []
    return runs


def _plain(token: tokenize.TokenInfo) -> bool:
    text = token.string
    return text.startswith('"') and text.endswith('"') and "\\" not in text and \
        not text.startswith('"""')


def _wrap(value: str, first_width: int, width: int) -> list[str]:
    """Pieces of ``value`` (each ending in a space but the last) that fit the widths."""
    pieces: list[str] = []
    limit = first_width
    while len(value) > limit:
        cut = value.rfind(" ", 0, limit)
        if cut <= 0:
            break
        pieces.append(value[:cut + 1])
        value = value[cut + 1:]
        limit = width
    pieces.append(value)
    return pieces


def reflow(source: str, width: int = 100) -> str:
    lines = source.splitlines(keepends=True)
    edits: list[tuple[int, int, int, list[str]]] = []
    for run in _runs(source):
        if not all(_plain(t) for t in run):
            continue
        rows = {t.start[0] for t in run}
        if len(rows) != len(run) or max(len(lines[r - 1].rstrip("\n")) for r in rows) <= width:
            continue
        first, last = run[0], run[-1]
        tail = lines[last.end[0] - 1][last.end[1]:]
        value = "".join(t.string[1:-1] for t in run)
        indent = first.start[1]
        first_room = width - first.start[1] - 2
        room = width - indent - 2
        tail_room = len(tail.rstrip("\n"))
        pieces = _wrap(value, first_room, room)
        if len(pieces) > 1 and len(pieces[-1]) + indent + 2 + tail_room > width:
            pieces = _wrap(value, first_room, room - tail_room)
        edits.append((first.start[0], first.start[1], last.end[0], pieces))
    for row, col, end_row, pieces in reversed(edits):
        head = lines[row - 1][:col]
        indent = " " * col   # continuation lines align with the first literal
        tail = lines[end_row - 1][len(lines[end_row - 1].rstrip("\n")):]
        end_line = lines[end_row - 1]
        # the text after the run's last token on its line
        rest = end_line[_end_col(lines, end_row):]
        new = [head + f'"{pieces[0]}"']
        new += [indent + f'"{piece}"' for piece in pieces[1:]]
        lines[row - 1:end_row] = ["\n".join(new) + rest if rest else "\n".join(new) + tail]
    return "".join(lines)


def _end_col(lines: list[str], row: int) -> int:
    """Where the last string literal on ``row`` ends."""
    line = lines[row - 1]
    last = line.rstrip("\n").rfind('"')
    return last + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--width", type=int, default=100)
    args = parser.parse_args()
    for path in args.paths:
        text = path.read_text(encoding="utf-8")
        new = reflow(text, args.width)
        if new != text:
            compile(new, str(path), "exec")
            path.write_text(new, encoding="utf-8")
            print(f"reflowed {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
