"""Write the teaching notebooks in English and German from their sources, and run them.

Each source in ``tools/notebooks/`` is one notebook in the percent format of jupytext
(``# %%`` starts a code cell, ``# %% [markdown]`` a prose cell), holding the code once and the
prose of both languages: a prose cell carries its language as cell metadata,

    # %% [markdown] lang="en"
    # The start position draws itself.

    # %% [markdown] lang="de"
    # Die Ausgangsstellung zeichnet sich selbst.

    # %% tags=["nbval-ignore-output"]
    Stepper(transition)

Cells without ``lang`` go into both notebooks (a code cell may carry ``lang`` too, rarely
needed). The first code cell must ``import cubekit``; each notebook gets
``cubekit.set_language("<lang>")`` after the cell's imports, so its outputs are in its
language. Every prose cell must have a twin in the other language at the same place (the
builder refuses a source where the two languages do not alternate cell for cell).

The notebooks are written to ``notebooks/en/`` and ``notebooks/de/`` under the source's name,
executed with nbclient and stored with their outputs, so that ``pytest --nbval`` compares
against them::

    python tools/build_notebooks.py              # every notebook, both languages
    python tools/build_notebooks.py 10 12        # those whose name starts with 10 or 12
    python tools/build_notebooks.py --lang de 10 # only the German one
    python tools/build_notebooks.py --compact    # compact stored notebooks, without running

A rebuild that changes nothing writes the same files: outputs are seeded, and no widget state
is stored (its model ids are random in ipywidgets; each widget's output keeps its picture as
HTML instead). Pictures are stored as palette PNGs where that keeps their look
(``tools/compact_notebooks.py``).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compact_notebooks import compact_notebook

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "tools" / "notebooks"
TARGET = ROOT / "notebooks"
LANGUAGES = ("en", "de")


class SourceError(ValueError):
    """A notebook source that does not follow the rules in the module docstring."""


def read_source(path: Path) -> nbformat.NotebookNode:
    return jupytext.read(path, fmt="py:percent")


def check(source: nbformat.NotebookNode, name: str) -> None:
    """Every prose cell has a language and a twin in the other language next to it."""
    cells = source.cells
    index = 0
    while index < len(cells):
        cell = cells[index]
        lang = cell.metadata.get("lang")
        if cell.cell_type == "markdown":
            if lang not in LANGUAGES:
                raise SourceError(f"{name}: prose cell {index} has no lang=\"en\"/\"de\"")
            twin = cells[index + 1] if index + 1 < len(cells) else None
            if (twin is None or twin.cell_type != "markdown"
                    or twin.metadata.get("lang") == lang or lang != "en"):
                raise SourceError(f"{name}: prose cell {index} ({lang}) must be an English cell "
                                  "followed by its German twin")
            index += 2
            continue
        if lang is not None and lang not in LANGUAGES:
            raise SourceError(f"{name}: code cell {index} has an unknown lang={lang!r}")
        index += 1
    code = [c for c in cells if c.cell_type == "code"]
    if not code or "import cubekit" not in code[0].source:
        raise SourceError(f"{name}: the first code cell must import cubekit")


def kernelspec(name: str = "python3") -> dict[str, str]:
    """The notebook's kernelspec as JupyterLab writes it for the installed kernel: a stored
    display name that differs from the kernel's ("Python 3" against "Python 3 (ipykernel)")
    is rewritten as soon as the notebook opens, and the notebook shows as modified."""
    display_name = "Python 3 (ipykernel)"
    with contextlib.suppress(Exception):
        from jupyter_client.kernelspec import KernelSpecManager

        display_name = KernelSpecManager().get_kernel_spec(name).display_name
    return {"name": name, "display_name": display_name, "language": "python"}


def notebook_for(source: nbformat.NotebookNode, language: str) -> nbformat.NotebookNode:
    """The cells of one language, the language set after ``import cubekit``."""
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = kernelspec()
    notebook.metadata["language_info"] = {"name": "python"}
    notebook.metadata["language"] = language
    first_code = True
    for cell in source.cells:
        lang = cell.metadata.get("lang")
        if lang is not None and lang != language:
            continue
        text = cell.source
        if cell.cell_type == "code":
            if first_code:
                lines = text.splitlines()
                # after the cell's imports (and a blank line, as import sorting wants it)
                at = max(i for i, line in enumerate(lines)
                         if line.startswith(("import ", "from ")))
                lines[at + 1:at + 1] = ["", f'cubekit.set_language("{language}")']
                text = "\n".join(lines)
                first_code = False
            new = nbformat.v4.new_code_cell(text)
        else:
            new = nbformat.v4.new_markdown_cell(text)
        tags = cell.metadata.get("tags")
        if tags:
            new.metadata["tags"] = list(tags)
        notebook.cells.append(new)
    for number, cell in enumerate(notebook.cells):
        cell["id"] = f"cell-{number:02d}"
    return notebook


def compact_stored(path: Path) -> bool:
    """Compact a stored notebook (:func:`compact_notebook`) without running it; whether the
    file changed."""
    notebook = nbformat.read(path, as_version=4)
    before = nbformat.writes(notebook)
    compacted = compact_notebook(notebook)
    if nbformat.writes(compacted) == before:
        return False
    nbformat.write(compacted, path)
    return True


def build(path: Path, languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    source = read_source(path)
    check(source, path.name)
    written = []
    for language in languages:
        notebook = notebook_for(source, language)
        folder = TARGET / language
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / (path.stem + ".ipynb")
        started = time.perf_counter()
        client = NotebookClient(notebook, timeout=900, kernel_name="python3",
                                resources={"metadata": {"path": str(folder)}})
        client.execute()
        for cell in notebook.cells:   # keep the stored notebook small and stable
            cell.metadata.pop("execution", None)
        notebook = compact_notebook(notebook)
        nbformat.write(notebook, target)
        print(f"{target.relative_to(ROOT)}: {len(notebook.cells)} cells, "
              f"{time.perf_counter() - started:.1f} s", flush=True)
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("prefixes", nargs="*", help="build only the sources starting so")
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="build only this language (may repeat)")
    parser.add_argument("--check", action="store_true",
                        help="only check the sources, build nothing")
    parser.add_argument("--compact", action="store_true",
                        help="only compact the stored notebooks (pictures, no widget state), "
                             "run nothing")
    args = parser.parse_args(argv)
    if args.compact:
        stored = sorted(TARGET.glob("*/*.ipynb"))
        stored = [p for p in stored if not args.prefixes
                  or any(p.name.startswith(prefix) for prefix in args.prefixes)]
        for path in stored:
            if compact_stored(path):
                print(f"{path.relative_to(ROOT)}: compacted", flush=True)
        return 0
    sources = sorted(SOURCES.glob("*.py"))
    if args.prefixes:
        sources = [s for s in sources if any(s.name.startswith(p) for p in args.prefixes)]
    if not sources:
        print(f"no notebook sources match {args.prefixes} in {SOURCES}", file=sys.stderr)
        return 1
    for source in sources:
        if args.check:
            check(read_source(source), source.name)
            continue
        build(source, tuple(args.lang or LANGUAGES))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
