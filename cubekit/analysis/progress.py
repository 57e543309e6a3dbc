"""Progress of the long searches of :mod:`cubekit.analysis` (divergences, solving, claims).

Every search takes ``progress=``: None (silent), True (prints one line now and then) or a
function called with a :class:`Progress`. Nothing here needs a library.

>>> Progress("solve", depth=5, positions=1200, seconds=0.5).describe("en")
'Solving: depth 5, 1,200 positions, 0.5 s'
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from cubekit.core.i18n import Msg, check_language


@dataclass(frozen=True)
class Progress:
    """How far a search has come: ``stage`` (``"solve"``, ``"divergence"``,
    ``"playouts"``, ``"retrograde"`` or ``"claims"``), the depth (moves) reached, the
    positions looked at and the seconds so far."""

    stage: str
    depth: int
    positions: int
    seconds: float

    def describe(self, language: str | None = None) -> str:
        lang = check_language(language)
        return Msg("analysis.progress.search", {
            "stage": Msg(f"analysis.progress.stage.{self.stage}"), "depth": self.depth,
            "positions": number(self.positions, lang),
            "seconds": decimal(self.seconds, lang)}).text(lang)

    def __str__(self) -> str:
        return self.describe()


ProgressArg = Callable[[Progress], None] | bool | None


def reporter(progress: ProgressArg, every_s: float = 1.0) -> Callable[[Progress], None]:
    """A function to call with each :class:`Progress`: it passes at most one report per
    ``every_s`` seconds on to ``progress`` (printed when ``progress`` is True)."""
    if not progress:
        return _silent
    target: Callable[[Progress], None] = (
        (lambda p: print(p.describe(), flush=True)) if progress is True else progress)  # type: ignore[assignment]
    last = [time.perf_counter() - every_s]

    def report(item: Progress) -> None:
        now = time.perf_counter()
        if now - last[0] >= every_s:
            last[0] = now
            target(item)

    return report


def _silent(item: Progress) -> None:
    return None


def moves(count: int | None, case: str = "dat") -> Msg | str:
    """"1 move" / "7 moves" as a message (German in the dative, "in 7 Zügen", or with
    ``case="acc"`` the accusative, "noch 7 Züge"); "–" for None."""
    if count is None:
        return "–"
    return Msg(f"analysis.moves.{case}.{'one' if count == 1 else 'many'}", {"n": count})


def number(value: int, language: str) -> str:
    """A whole number with thousands separators (1,200 / 1.200)."""
    text = f"{value:,}"
    return text.replace(",", ".") if language == "de" else text


def decimal(value: float, language: str, places: int = 1) -> str:
    """A decimal with a point (en) or comma (de)."""
    text = f"{value:,.{places}f}"
    if language == "de":
        text = text.replace(",", "_").replace(".", ",").replace("_", ".")
    return text


__all__ = ["Progress", "ProgressArg", "decimal", "moves", "number", "reporter"]
