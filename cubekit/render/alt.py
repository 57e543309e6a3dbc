"""Pictures in words: the alt text of every board picture, in the reader's language.

A step's picture is said by the step's sentence; a position's by the game and its board, the
title line (who is to move, who won), the key below the board and the pieces square by
square, each with its player's letter (``Kettenreaktion 6×6, A am Zug; Murmeln: A 5, B 2;
A: a1 (1), ...``). A game's renderer names its pieces with the hook
:meth:`~cubekit.render.base.BoardRenderer.describe_pieces`. The kit puts this text into
``<img alt="...">`` of its HTML, the PDF's and SVG's metadata and the PNG's text chunks
(:mod:`cubekit.render.files`).
"""

from __future__ import annotations

import re

from cubekit.core.i18n import tr
from cubekit.render.base import BoardRenderer, Picture


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def title_text(renderer: BoardRenderer) -> str:
    """The game and its board: ``Kettenreaktion 6×6``."""
    return tr("friendly.alt.title", renderer.language, game=renderer.game.title,
              width=renderer.width, height=renderer.height)


def alt_text(renderer: BoardRenderer, picture: Picture) -> str:
    """The words for ``picture`` as ``renderer`` draws it (see the module's docstring)."""
    lang = picture.language
    title = tr("friendly.alt.title", lang, game=renderer.game.title, width=renderer.width,
               height=renderer.height)
    if picture.step is not None:
        return tr("friendly.alt.step", lang, title=title,
                  sentence=_words(picture.step.describe(lang)))
    parts = [tr("friendly.alt.status", lang, title=title,
                status=_words(renderer.status(picture)))]
    prefix, entries = renderer.legend(picture)
    if entries:
        keys = ", ".join(_words(entry.label) for entry in entries)
        parts.append(_words(f"{prefix}: {keys}") if prefix else keys)
    parts.extend(_words(line) for line in renderer.describe_pieces(picture))
    return "; ".join(parts)


__all__ = ["alt_text", "title_text"]
