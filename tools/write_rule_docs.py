"""Write the pages of the rule decisions, ``docs/rules/<game>.<language>.md``, from the games'
``decisions.py`` (English and German; ``tests/test_decisions.py`` checks they are up to date).

    python tools/write_rule_docs.py            # write every page
    python tools/write_rule_docs.py --check    # exit 1 and name the pages that are stale
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "docs" / "rules"


def pages() -> dict[Path, str]:
    """Every page and the text it must have."""
    import cubekit
    from cubekit.analysis.decisions import decisions
    from cubekit.core.i18n import LANGUAGES

    return {FOLDER / f"{game}.{language}.md": decisions(game, language=language).markdown()
            for game in cubekit.games() for language in LANGUAGES}


def stale() -> list[Path]:
    """The pages whose file differs from what the decisions give."""
    return [path for path, text in pages().items()
            if not path.exists() or path.read_text(encoding="utf-8") != text]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report stale pages")
    args = parser.parse_args()
    if args.check:
        old = stale()
        for path in old:
            print(f"stale: {path.relative_to(ROOT)}")
        return 1 if old else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    for path, text in pages().items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
