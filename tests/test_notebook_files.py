"""The notebooks as files: one source each, built in both languages, links that resolve."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOURCES = ROOT / "tools" / "notebooks"
LINK = re.compile(r"\]\(([^)#\s]+\.ipynb)(?:#[^)]*)?\)")


def _markdown(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def test_every_source_is_built_in_both_languages_and_nothing_else() -> None:
    sources = {p.stem for p in SOURCES.glob("*.py")}
    assert len(sources) >= 20
    for language in ("en", "de"):
        built = {p.stem for p in (NOTEBOOKS / language).glob("*.ipynb")}
        assert built == sources, (language, built ^ sources)
    assert not list(NOTEBOOKS.glob("*.ipynb")), "old one-language notebooks are left over"


def test_every_link_between_notebooks_resolves() -> None:
    for path in sorted(NOTEBOOKS.glob("*/*.ipynb")):
        for target in LINK.findall(_markdown(path)):
            assert (path.parent / target).resolve().is_file(), f"{path.name} links {target}"


def test_the_start_notebook_links_every_notebook_of_its_language() -> None:
    for language in ("en", "de"):
        start = NOTEBOOKS / language / "00-start-here.ipynb"
        linked = {Path(t).name for t in LINK.findall(_markdown(start))}
        others = {p.name for p in (NOTEBOOKS / language).glob("*.ipynb")} - {start.name}
        assert others <= linked, (language, sorted(others - linked))
