"""How the kit's objects show themselves in a notebook: wrapped prose, rule IDs as labels.

Jupyter shows an object by its ``_repr_html_`` when it has one (with the plain text of
``__repr__`` as the fallback). The kit's results use the functions here, so a transition reads
as numbered sentences with its rule IDs set off as small labels, and a check as one ✓
sentence or a table of differences, never as a monospace wall of text or a bare list. The
texts are in the session language (:func:`cubekit.set_language`); pictures are drawn only when
asked for, with the renderer imported then.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cubekit.core.game import State, Step

RULE_ID = re.compile(r"\b(?:CR|CS|DB|ST)-\d+[a-z]?\b")
"""A ``RULES.md`` ID such as ``CS-6`` in a sentence."""

# The table class is named twice so that it outweighs JupyterLab's right-aligned table cells
# (`:not(.jp-RenderedMarkdown).jp-RenderedHTMLCommon td`); the first column, the names, keeps
# a readable width beside a picture.
STYLE = """<style>
.cubekit-prose { font-family: var(--jp-content-font-family, sans-serif); line-height: 1.5;
  max-width: 46em; overflow-wrap: normal; word-break: normal; white-space: normal; }
.cubekit-prose ol { margin: 0.2em 0 0.2em 1.4em; padding: 0; }
.cubekit-prose li { margin: 0.15em 0; }
.cubekit-rule { display: inline-block; font-size: 0.78em; line-height: 1.3; padding: 0 0.4em;
  margin: 0 0.1em; border-radius: 0.6em; background: #e8edf3; color: #24323f;
  white-space: nowrap; vertical-align: 0.08em; }
.cubekit-ok { color: #1d6b35; font-weight: 600; }
.cubekit-bad { color: #a4262c; font-weight: 600; }
.cubekit-table { border-collapse: collapse; margin: 0.3em 0; }
.cubekit-table.cubekit-table td, .cubekit-table.cubekit-table th {
  border-bottom: 1px solid #d0d7de; padding: 0.2em 0.7em; text-align: left; vertical-align: top; }
.cubekit-table td:first-child { min-width: 11em; }
.cubekit-prose:has(> .cubekit-figure) { max-width: 64em; }
.cubekit-figure { display: flex; gap: 1.2em; align-items: flex-start; flex-wrap: wrap; }
.cubekit-figure > div { flex: 1 1 22em; min-width: 16em; max-width: 40em; }
</style>"""


_TYPED = re.compile(r"`([^`]+)`")
"""What a message writes between backticks is typed as it stands: a position's notation, a
command (shown as code)."""


def prose(text: str) -> str:
    """``text`` as HTML: escaped, with every RULES.md ID set off as a small label and what
    stands between backticks (a position, a command) as code."""
    escaped = html.escape(text, quote=False)
    typed = _TYPED.split(escaped)
    return "".join(f"<code>{part}</code>" if index % 2 else RULE_ID.sub(
        lambda m: f'<span class="cubekit-rule">{m.group(0)}</span>', part)
        for index, part in enumerate(typed))


def code_block(text: str) -> str:
    """Text that is typed as it stands (a file, a command) as an escaped ``<pre>`` block."""
    return f"<pre>{html.escape(text, quote=False)}</pre>"


def block(inner: str) -> str:
    """A prose block with the kit's style (wrapped at word boundaries)."""
    return f'{STYLE}<div class="cubekit-prose">{inner}</div>'


def sentences(texts: Iterable[str], *, numbered: bool = True) -> str:
    """Several sentences (e.g. the steps of a move) as a numbered list."""
    items = "".join(f"<li>{prose(text)}</li>" for text in texts)
    tag = "ol" if numbered else "ul"
    return f"<{tag}>{items}</{tag}>"


def table(header: Sequence[str], rows: Iterable[Sequence[str]], *, raw: bool = False) -> str:
    """A small table; cells are escaped prose unless ``raw`` (already HTML)."""
    head = "".join(f"<th>{html.escape(cell)}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{cell if raw else prose(cell)}</td>" for cell in row)
                   + "</tr>" for row in rows)
    return f'<table class="cubekit-table"><tr>{head}</tr>{body}</table>'


def picture(item: State | Step, *, width: int = 280, **marks: Any) -> str:
    """An ``<img>`` of a position or step (the renderer is imported only now), ``width``
    pixels wide at scale 1 and larger at the session's scale (:func:`cubekit.set_display`)."""
    from cubekit.display import display_settings
    from cubekit.render import png_bytes

    width = round(width * display_settings().scale)
    data = base64.b64encode(png_bytes(item, **marks)).decode("ascii")
    return (f'<img src="data:image/png;base64,{data}" style="width:{width}px; height:auto" '
            'alt="">')


COLUMN_PX = 36
"""The least width of a board's column in a picture beside text (pixels at scale 1): a wide
board (Striedies' 15 columns) is drawn wider than the usual 380 px, so that its pips and the
words of its key stay readable."""


def with_picture(item: State | Step, inner: str, *, width: int = 380, **marks: Any) -> str:
    """Prose beside a picture (``width`` pixels wide at scale 1, or :data:`COLUMN_PX` per
    column of a wide board: big enough for a symbol or the pips of a die to read; the text
    goes below it on a narrow screen); ``marks``: ``highlight`` and ``arrows`` of the
    picture (see :func:`cubekit.render.render`)."""
    from cubekit.core.game import Step

    state = item.state if isinstance(item, Step) else item
    board = getattr(state.game, "board", None)
    columns = int(getattr(board, "width", 0) or 0)
    width = max(width, COLUMN_PX * columns)
    return (f'<div class="cubekit-figure">{picture(item, width=width, **marks)}'
            f'<div>{inner}</div></div>')


def mark(ok: bool, text: str) -> str:
    """A ✓ or ✗ sentence."""
    css, sign = ("cubekit-ok", "✓") if ok else ("cubekit-bad", "✗")
    return f'<p><span class="{css}">{sign}</span> {prose(text)}</p>'


def verdicts(state: State, moves: Iterable[Any], language: str | None = None) -> str:
    """✓ or ✗ for each of ``moves`` in ``state``: the move as the reader writes it
    (``c4>O`` in German) and the engine's reason when it is refused, else "legal"."""
    from cubekit.core.i18n import move_text, tr

    rows = []
    for move in moves:
        reason = state.why_illegal(move, language)
        rows.append(mark(reason is None,
                         f"{move_text(move, language)}: {reason or tr('widgets.legal', language)}"))
    return "".join(rows)


def plain(value: Any) -> str:
    """A value as short plain text for a table cell (lists without brackets)."""
    if isinstance(value, (list, tuple)):
        nested = any(isinstance(item, (list, tuple)) for item in value)
        return (" · " if nested else ", ").join(plain(item) for item in value) or "–"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {plain(v)}" for k, v in value.items()) or "–"
    if value is None:
        return "–"
    return str(value)


__all__ = ["block", "mark", "picture", "plain", "prose", "sentences", "table", "with_picture"]
