"""Printable worksheets: exercises on A4 pages, numbered, with the answer key on pages of its
own (matplotlib's ``PdfPages``; imported only when a sheet is written).

>>> from cubekit.exercises import series, worksheet
>>> path = worksheet(series("deblockle", 3, seed=2), "/tmp/sheet.pdf")   # doctest: +SKIP

Each exercise shows its position (the squares it is about framed), the question, and either
its choices (pictures for ``what_happens``, which take a page of their own) or lines to write
on (an answer on the board is marked on the printed board). The key gives every answer and the
rule behind it, in the sheet's language.
"""

from __future__ import annotations

import os
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cubekit.core.i18n import Msg, check_language, tr
from cubekit.exercises.base import Exercise

if TYPE_CHECKING:
    from matplotlib.figure import Figure

A4 = (8.27, 11.69)
"""The page in inches (portrait)."""
MARGIN = 0.6
DPI = 150
"""Resolution of the board pictures on the page."""
TEXT = 10.0
INK = "#1f2328"
FAINT = "#6e7781"
KEY_STEPS = 4
"""The most steps of a move the key tells for a picture question."""


def worksheet(exercises: Sequence[Exercise], path: str | os.PathLike[str],
              language: str | None = None, *, title: str | None = None) -> Path:
    """Write ``exercises`` to the PDF ``path``: the questions, numbered, two to a page (a
    question with pictures to choose from takes a page), then the answer key. ``title``
    heads every page (default: the game and the seeds). Returns the path."""
    from matplotlib.backends.backend_pdf import PdfPages

    items = list(exercises)
    if not items:
        raise ValueError(tr("ex.error.empty_sheet", language))
    lang = check_language(language)
    heading = title or _title(items, lang)
    target = Path(path)
    with PdfPages(target) as pdf:
        for figure in pages(items, lang, heading):
            pdf.savefig(figure)
        info = pdf.infodict()
        info["Title"] = heading
        info["Creator"] = "cubekit"
    return target


def pages(exercises: Sequence[Exercise], language: str | None = None,
          title: str | None = None) -> list[Figure]:
    """The sheet's pages as matplotlib figures (A4): the questions, then the key (e.g. to
    look at them as pictures: ``figure.savefig("page.png")``)."""
    items = list(exercises)
    lang = check_language(language)
    heading = title or _title(items, lang)
    result = []
    question_pages = _pages(items)
    for number, page in enumerate(question_pages, 1):
        figure = _page(heading, number, lang)
        tops = (A4[1] - MARGIN - 0.55, (A4[1] - 0.55) / 2)
        for slot, (index, exercise) in zip(tops, page, strict=False):
            _exercise(figure, index, exercise, slot, lang)
        result.append(figure)
    for number, chunk in enumerate(_key_pages(items, lang), len(question_pages) + 1):
        figure = _page(heading, number, lang)
        _key(figure, chunk, lang)
        result.append(figure)
    return result


def _title(items: Sequence[Exercise], language: str) -> str:
    games = sorted({item.game.title for item in items})
    seeds = [item.seed for item in items if item.seed is not None]
    seed = tr("ex.sheet.seed", language, seed=seeds[0] // 1000 if seeds else 0)
    return tr("ex.sheet.title", language, games=", ".join(games), seed=seed)


def _pages(items: Sequence[Exercise]) -> list[list[tuple[int, Exercise]]]:
    """Exercises by page: two to a page, one with pictures to choose from alone."""
    pages: list[list[tuple[int, Exercise]]] = []
    for index, exercise in enumerate(items, 1):
        wide = _pictured(exercise)
        if wide or not pages or len(pages[-1]) == 2 or _pictured(pages[-1][0][1]):
            pages.append([])
        pages[-1].append((index, exercise))
    return pages


def _pictured(exercise: Exercise) -> bool:
    return bool(exercise.choices) and any(c.state is not None for c in exercise.choices or ())


def _page(heading: str, number: int, language: str) -> Figure:
    from matplotlib.figure import Figure

    figure = Figure(figsize=A4, facecolor="white")
    figure.text(MARGIN / A4[0], 1 - 0.45 / A4[1], heading, fontsize=12, weight="bold",
                color=INK, va="top")
    figure.text(1 - MARGIN / A4[0], 1 - 0.45 / A4[1], tr("ex.sheet.name", language),
                fontsize=TEXT, color=INK, va="top", ha="right")
    figure.text(0.5, 0.35 / A4[1], str(number), fontsize=9, color=FAINT, ha="center")
    return figure


def _wrap(text: str, inches: float, size: float = TEXT) -> str:
    """``text`` wrapped to lines about ``inches`` wide at ``size`` points."""
    per_line = max(20, int(inches * 72 / (size * 0.52)))
    return "\n".join(textwrap.fill(part, per_line) for part in text.split("\n"))


def _lines(text: str) -> int:
    return text.count("\n") + 1


def _picture(figure: Figure, item: Any, rect: tuple[float, float, float, float],
             language: str, **options: Any) -> None:
    """Draw a position (or a picture with ``highlight``/``arrows``) into ``rect`` (inches:
    left, bottom, width, height), keeping its shape."""
    from cubekit.render import shared_view

    highlight = options.pop("highlight", None)
    arrows = options.pop("arrows", None)
    view = shared_view(item.game, {"language": language, "dpi": DPI, **options})
    view.draw(item, highlight=highlight or None, arrows=arrows or None)
    image = view.image()
    left, bottom, width, height = rect
    scale = min(width / (image.width / DPI), height / (image.height / DPI))
    shown_w, shown_h = image.width / DPI * scale, image.height / DPI * scale
    ax = figure.add_axes((left / A4[0], (bottom + height - shown_h) / A4[1],
                          shown_w / A4[0], shown_h / A4[1]))
    ax.imshow(image, interpolation="none")
    ax.set_axis_off()


def _exercise(figure: Figure, index: int, exercise: Exercise, top: float,
              language: str) -> None:
    """One exercise below ``top`` (inches from the bottom of the page)."""
    width = A4[0] - 2 * MARGIN
    question = _wrap(exercise.question(language), width - 0.4)
    figure.text(MARGIN / A4[0], top / A4[1], f"{index}.", fontsize=TEXT + 1, weight="bold",
                color=INK, va="top")
    figure.text((MARGIN + 0.35) / A4[0], top / A4[1], question, fontsize=TEXT, color=INK,
                va="top", linespacing=1.35)
    below = top - 0.25 - 0.19 * _lines(question)
    if _pictured(exercise):
        _picture_choices(figure, exercise, below, language)
        return
    height = min(4.1, below - (top - 5.3))
    _picture(figure, exercise.state, (MARGIN, below - height, 3.9, height), language,
             highlight=exercise.highlight, arrows=exercise.arrows)
    left = MARGIN + 4.15
    if exercise.choices:
        lines = [_wrap(f"({c.letter})  {c.text(language)}", width - 4.3)
                 for c in exercise.choices]
        figure.text(left / A4[0], (below - 0.1) / A4[1], "\n\n".join(lines), fontsize=TEXT,
                    color=INK, va="top", linespacing=1.3)
    else:
        form = _wrap(tr("ex.sheet.write", language, form=exercise.form(language)),
                     width - 4.3, TEXT - 1)
        figure.text(left / A4[0], (below - 0.1) / A4[1], form, fontsize=TEXT - 1,
                    color=FAINT, va="top", linespacing=1.3)
        for k in range(4):
            y = below - 1.2 - 0.5 * k
            figure.add_artist(_rule(figure, left, A4[0] - MARGIN, y))


def _rule(figure: Figure, left: float, right: float, y: float) -> Any:
    from matplotlib.lines import Line2D

    return Line2D([left / A4[0], right / A4[0]], [y / A4[1], y / A4[1]], color="#afb8c1",
                  linewidth=0.6, transform=figure.transFigure)


def _picture_choices(figure: Figure, exercise: Exercise, below: float,
                     language: str) -> None:
    """The position before the move, then the pictures to choose from, two by two."""
    _picture(figure, exercise.state, (MARGIN, below - 3.6, A4[0] - 2 * MARGIN, 3.5),
             language, highlight=exercise.highlight, arrows=exercise.arrows)
    assert exercise.choices is not None
    size = (A4[0] - 2 * MARGIN - 0.4) / 2
    height = min(size, (below - 3.9 - 0.9) / 2 - 0.3)
    for k, choice in enumerate(exercise.choices):
        col, row = k % 2, k // 2
        left = MARGIN + col * (size + 0.4)
        top = below - 3.9 - row * (height + 0.45)
        figure.text((left + size / 2) / A4[0], top / A4[1], f"({choice.letter})",
                    fontsize=TEXT + 1, weight="bold", color=INK, ha="center", va="top")
        _picture(figure, choice.state, (left, top - 0.2 - height, size, height), language,
                 status=False, legend=False)


# --- the answer key ---------------------------------------------------------------------------
def _key_entry(index: int, exercise: Exercise, language: str) -> str:
    feedback = exercise.check(exercise.answer)
    why = " ".join(part.text(language) for part in feedback.parts[1:])
    if exercise.kind == "what_happens":   # the picture's story: the steps of the move
        steps = feedback.step_texts(language)
        why = " ".join(steps[:KEY_STEPS]) + (" …" if len(steps) > KEY_STEPS else "")
    elif "fight" in exercise.facts:         # the fight itself, with its sums
        why = exercise.game.describe(exercise.facts["fight"]).text(language) + " " + why
    answer = tr("ex.sheet.answer", language, number=index, answer=exercise.answer_text(language))
    return _wrap(answer, A4[0] - 2 * MARGIN - 0.2) + "\n" + _wrap(why, A4[0] - 2 * MARGIN - 0.5,
                                                                   TEXT - 1)


def _key_pages(items: Sequence[Exercise], language: str) -> list[list[str]]:
    """The key's entries, as many to a page as fit."""
    pages: list[list[str]] = [[]]
    room = used = A4[1] - 2 * MARGIN - 0.9
    for index, exercise in enumerate(items, 1):
        entry = _key_entry(index, exercise, language)
        height = 0.19 * _lines(entry) + 0.25
        if used - height < 0 and pages[-1]:
            pages.append([])
            used = room
        pages[-1].append(entry)
        used -= height
    return pages


def _key(figure: Figure, entries: Sequence[str], language: str) -> None:
    top = A4[1] - MARGIN - 0.55
    figure.text(MARGIN / A4[0], top / A4[1], Msg("ex.sheet.key").text(language), fontsize=12,
                weight="bold", color=INK, va="top")
    y = top - 0.45
    for entry in entries:
        first, _, rest = entry.partition("\n")
        figure.text(MARGIN / A4[0], y / A4[1], first, fontsize=TEXT, weight="bold",
                    color=INK, va="top", linespacing=1.3)
        y -= 0.19 * _lines(first)
        figure.text((MARGIN + 0.3) / A4[0], y / A4[1], rest, fontsize=TEXT - 1, color=INK,
                    va="top", linespacing=1.35)
        y -= 0.19 * _lines(rest) + 0.25


__all__ = ["A4", "pages", "worksheet"]
