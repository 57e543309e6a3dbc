"""The German rulebooks, for the tests that compare the kit with their wording.

The rulebook texts are not part of the repository: they are read from the folder
``rulebooks/`` of the project's shared material beside the clone (``../shared/rulebooks/``),
or from ``$CUBEKIT_SHARED/rulebooks/``. A test that needs them skips with :data:`REASON` when
they are not there; every other test runs from the clone alone.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import cubekit

REASON = ("needs the German rulebook texts from ../shared/rulebooks/ beside the clone (or "
          "$CUBEKIT_SHARED/rulebooks/); they are not part of the repository")


def folder() -> Path | None:
    """The folder of the rulebooks, None when there is none."""
    bases = [Path(os.environ["CUBEKIT_SHARED"])] if os.environ.get("CUBEKIT_SHARED") else []
    bases.append(Path(__file__).resolve().parents[2] / "shared")
    for base in bases:
        if (base / "rulebooks").is_dir():
            return base / "rulebooks"
    return None


def text(game: str) -> str | None:
    """A game's rulebook text, None when it is not there."""
    found = folder()
    path = None if found is None else found / cubekit.load(game).rulebook
    return path.read_text(encoding="utf-8") if path is not None and path.is_file() else None


def require(game: str) -> str:
    """A game's rulebook text; the test is skipped (with :data:`REASON`) without it."""
    found = text(game)
    if found is None:
        pytest.skip(REASON)
    return found
