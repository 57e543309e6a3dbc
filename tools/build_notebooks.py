"""Write the teaching notebooks from their sources in ``tools/notebooks/`` and run them.

Each source is a Python file whose cells are separated by ``# %% [markdown]`` or ``# %%``
comments (the "percent" format). A code cell whose first line is ``# tags: a, b`` gets those
cell tags (e.g. ``nbval-ignore-output`` for widget cells). The notebooks are executed with
nbclient and stored with their outputs, so that ``pytest --nbval`` compares against them.

    python tools/build_notebooks.py            # all notebooks
    python tools/build_notebooks.py 10 12      # only those whose name starts with 10 or 12
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "tools" / "notebooks"
TARGET = ROOT / "notebooks"
_SPLIT = re.compile(r"^# %%( \[markdown\])?[ \t]*$", re.MULTILINE)


def cells_from_source(text: str) -> list[nbformat.NotebookNode]:
    cells = []
    parts = _SPLIT.split(text)
    # parts = [preamble, marker1, body1, marker2, body2, ...]
    for marker, body in zip(parts[1::2], parts[2::2], strict=True):
        body = body.strip("\n")
        if marker:  # markdown: strip the leading "# " of each line
            lines = [line[2:] if line.startswith("# ") else line.lstrip("#")
                     for line in body.splitlines()]
            cell = nbformat.v4.new_markdown_cell("\n".join(lines).strip())
        else:
            tags: list[str] = []
            lines = body.splitlines()
            if lines and lines[0].startswith("# tags:"):
                tags = [t.strip() for t in lines[0][len("# tags:"):].split(",") if t.strip()]
                lines = lines[1:]
            cell = nbformat.v4.new_code_cell("\n".join(lines).strip())
            if tags:
                cell.metadata["tags"] = tags
        cells.append(cell)
    for number, cell in enumerate(cells):
        cell["id"] = f"cell-{number:02d}"
    return cells


def build(source: Path) -> Path:
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    notebook.metadata["language_info"] = {"name": "python"}
    notebook.cells = cells_from_source(source.read_text(encoding="utf-8"))
    target = TARGET / (source.stem + ".ipynb")
    started = time.perf_counter()
    client = NotebookClient(notebook, timeout=900, kernel_name="python3",
                            resources={"metadata": {"path": str(TARGET)}})
    client.execute()
    # keep the stored notebook small and stable: no execution timestamps
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(notebook, target)
    print(f"{target.relative_to(ROOT)}: {len(notebook.cells)} cells, "
          f"{time.perf_counter() - started:.1f} s")
    return target


def main(prefixes: list[str]) -> None:
    sources = sorted(SOURCES.glob("*.py"))
    if prefixes:
        sources = [s for s in sources if any(s.name.startswith(p) for p in prefixes)]
    if not sources:
        sys.exit(f"no notebook sources match {prefixes} in {SOURCES}")
    for source in sources:
        build(source)


if __name__ == "__main__":
    main(sys.argv[1:])
