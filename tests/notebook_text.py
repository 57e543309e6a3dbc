"""What a student reads in a stored notebook, and what must not be in it.

A stored notebook is read as JupyterLab shows it without a kernel: the prose of the markdown
cells (code in backticks and fenced blocks left out: it is code, typed as it is), each output
as it is rendered (``text/html`` first, ``text/plain`` where there is no HTML; printed text),
and the texts of the saved widget state (descriptions, values, options, placeholders and
tooltips; HTML widgets as the text they show). :func:`problems` finds in them

* catalogue keys (the pattern is built from the keys of :mod:`cubekit.core.i18n`),
* code names (``stop_on_win``, ``no_move``: words joined by ``_``),
* Python literals and reprs (``True``/``False``/``None``, ``<... object at 0x...>``,
  ``Name(children=(...``),
* and, in German notebooks, English words (:data:`ENGLISH`) and numbers with a decimal point.

Only the JSON is read: no kernel, no widgets.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, ClassVar

ENGLISH: frozenset[str] = frozenset(str.split("""
    the and with without of from into onto this that these those which what who whose
    when where while because than then there their they them its it's is are was were
    been being has have had does did not only also just each every both either neither
    any some many more most less least other another same such very after before again
    player players move moves moved step steps winner winners wins won win winning lose
    loses lost loser draw draws drawn board square squares cell cells game games
    turn turns round rounds first second third last next previous back forward
    left right up down north south east west white black red blue green yellow
    push pushes pushed pushing fall falls fallen eliminate eliminated out place placed
    burst bursts capture captures captured wave waves marble marbles cube cubes
    strength level beginner intermediate expert die dice pips fight fights tie ties
    block blocks hop hops tip tips tipped star stuck reinforce retreat passes passed
    yes true false none null show hide click answer answers question questions correct
    wrong right try again check reset start stop play pause speed value values table
    rate rates share shares length seed seeds games mean median average total count
    order seat team teams rule rules rulebook option options default reading claim
    claims claim verdict holds scenario scenarios edge case cases expected result
    results opponent attackers attacker defender defenders sum sums threatened
    you your yours we our can could should would will must may might
""")) - frozenset(str.split("""
    die was will hat an in so man also war rate right cube cubes team teams
    stop start block blocks tip star default seed option median falls hop
"""))
"""Frequent English words that are not German words (nor German loan words of the
glossary: Cube, Team, Stop, Start, Block, Tipp, Star, "Startwert (seed)" are left out, as
are words that are German too: die, was, will, hat, an, in, so, man, also, war, Rate, Option,
Median, falls ("if"), and the rulebook's own "Hop" of "Schritt zwei: Hop einen Block").
Words inside code names (``stop_on_win``) are not read as words."""

WORD = re.compile(r"(?<![\w'])(?<!\w\.)[A-Za-zÄÖÜäöüß']+(?![\w'])(?!\.\w)")
DECIMAL_POINT = re.compile(r"(?<![\w.])(?!\d{1,3}(?:\.\d{3})+(?![\w.]))\d+\.\d+(?![\w.])")
"""A number with a decimal point; ``2.000`` and ``919.338`` are German thousands, not that."""
GERMAN_NOUNS = frozenset({"Fall"})
"""English words of :data:`ENGLISH` that are German nouns when capitalised ("in jedem Fall")."""
EAST_E = re.compile(r"(?<![\w@])[a-o]\d{1,2}(?:-[a-o]\d{1,2})?(?:>N?|[NSW]\d?)?E(?:\d|[NSW]\d?)*"
                    r"(?::[a-o]\d{1,2})?(?![\w>])")
"""A move in notation with east written ``E`` (``c4>E``, ``c1E:f1``, ``b2N2E``): a German reader
reads and writes ``O`` (Ost)."""
LITERAL = re.compile(r"\b(?:True|False|None)\b")
REPR = re.compile(r"<[\w.]+ object at 0x[0-9a-f]+>|\b[A-Z]\w*\((?:children|value|description)="
                  r"|\b(?:Msg|Joined)\(key="
                  # a printed tuple or list of strings, a bytes value
                  r"|\('[^'\n]*'(?:, '[^'\n]*')+\)|\('[^'\n]*',\)|\['[^'\n]*'(?:, '[^'\n]*')*\]"
                  r"|(?<![\w'])b'[^'\n]*'")
NUMBERS = re.compile(r"(?<![\w(])\(-?\d+(?:\.\d+)?(?:, -?\d+(?:\.\d+)?)+\)(?![\w)])")
"""A printed tuple of numbers, ``(26, 0)``, outside code (in code it may be Python)."""
CODE_NAME = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w/(-])")


@cache
def key_pattern() -> re.Pattern[str]:
    """Text shaped like a catalogue key: a key's first part (``cs``, ``analysis``, ...),
    then at least one more part after a dot. Built from the catalogue, so a new family of
    keys is found as soon as it exists."""
    from cubekit.core import i18n

    heads = sorted({key.split(".", 1)[0] for key in i18n.keys() if "." in key},  # noqa: SIM118
                   key=len, reverse=True)
    return re.compile(r"(?<![\w./])(?:" + "|".join(map(re.escape, heads))
                      + r")(?:\.[A-Za-z0-9_-]+)+(?![\w(])")


@dataclass(frozen=True)
class Hit:
    """One thing that must not be on screen: where, what kind, and the text around it."""

    notebook: str
    cell: int
    where: str
    kind: str
    snippet: str

    def __str__(self) -> str:
        return f"{self.notebook} cell {self.cell} ({self.where}): {self.kind}: {self.snippet!r}"


CODE = "\x00"
"""Marks the start and end of code in an extracted text (``<code>``, backticks): code is
typed as it stands, so only keys and reprs are looked for there."""


class _Text(HTMLParser):
    """The text an HTML fragment shows (no style or script; alt/title kept; code marked)."""

    SKIP: ClassVar[set[str]] = {"style", "script"}
    CODE_TAGS: ClassVar[set[str]] = {"code", "pre", "kbd", "samp", "tt"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.SKIP:
            self.skipping += 1
        if tag in self.CODE_TAGS:
            self.parts.append(CODE)
        for name, value in attrs:
            if name in ("alt", "title", "aria-label") and value:
                self.parts.append(f" {value} ")
        if tag in ("br", "p", "div", "tr", "li", "td", "th", "h1", "h2", "h3", "h4"):
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1
        if tag in self.CODE_TAGS:
            self.parts.append(CODE)
        if tag in ("td", "th"):
            self.parts.append(" | ")

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def html_text(fragment: str) -> str:
    parser = _Text()
    parser.feed(fragment)
    parser.close()
    return "".join(parser.parts)


FENCE = re.compile(r"^```.*?^```", re.S | re.M)
SPAN = re.compile(r"`((?:[^`\n]|\n(?!\s*\n))*)`")
"""A code span; like markdown's it may go on over a line break (not over a blank line)."""
LINK_TARGET = re.compile(r"\]\([^)]*\)")


def markdown_text(source: str) -> str:
    """The prose of a markdown cell (code marked, link targets left out, HTML as text)."""
    text = FENCE.sub(lambda m: CODE + m.group() + CODE, source)
    text = SPAN.sub(lambda m: CODE + m.group(1) + CODE, text)
    text = LINK_TARGET.sub("]", text)
    return html_text(text)


def split_code(text: str) -> tuple[str, str]:
    """``(prose, code)`` of an extracted text: what stands between code marks is code."""
    pieces = text.split(CODE)
    prose = " ".join(pieces[0::2])
    code = " ".join(pieces[1::2])
    return prose, code


def _joined(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def output_texts(output: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """What one output shows: ``(where, text)``."""
    kind = output.get("output_type")
    if kind == "stream":
        yield "printed", _joined(output.get("text", ""))
    elif kind == "error":
        yield "error", f"{output.get('ename')}: {output.get('evalue')}"
    elif kind in ("display_data", "execute_result"):
        data = output.get("data", {})
        if "text/html" in data:
            yield "html", html_text(_joined(data["text/html"]))
        elif "text/markdown" in data:
            yield "markdown", markdown_text(_joined(data["text/markdown"]))
        elif "text/plain" in data and not any(m.startswith("image/") for m in data):
            yield "text", _joined(data["text/plain"])


WIDGET_TEXTS = ("description", "placeholder", "tooltip", "button_text")
HTML_MODELS = ("HTMLModel", "HTMLMathModel", "LabelModel")


VIEW = "application/vnd.jupyter.widget-view+json"
MODEL_REF = re.compile(r"IPY_MODEL_([0-9a-f]+)")


def widget_cells(notebook: dict[str, Any]) -> dict[str, int]:
    """The cell that shows each saved widget model (through the views of its outputs and the
    children they hold); models no output shows are left out."""
    state = _widget_state(notebook)
    cells: dict[str, int] = {}
    for number, cell in enumerate(notebook.get("cells", [])):
        todo = [output.get("data", {}).get(VIEW, {}).get("model_id")
                for output in cell.get("outputs", [])]
        while todo:
            model_id = todo.pop()
            if not model_id or model_id in cells or model_id not in state:
                continue
            cells[model_id] = number
            todo.extend(MODEL_REF.findall(json.dumps(state[model_id].get("state", {}))))
    return cells


def _widget_state(notebook: dict[str, Any]) -> dict[str, Any]:
    bundle = notebook.get("metadata", {}).get("widgets", {})
    state: dict[str, Any] = bundle.get("application/vnd.jupyter.widget-state+json",
                                       {}).get("state", {})
    return state


def widget_texts(notebook: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    """The texts of the saved widget state: ``(model id, model name, text)``."""
    for model_id, model in _widget_state(notebook).items():
        name = model.get("model_name", "")
        values = model.get("state", {})
        for field in WIDGET_TEXTS:
            if isinstance(values.get(field), str):
                yield model_id, name, values[field]
        value = values.get("value")
        if isinstance(value, str) and name != "ImageModel":
            yield model_id, name, html_text(value) if name in HTML_MODELS else value
        for option in values.get("_options_labels", ()) or ():
            if isinstance(option, str):
                yield model_id, name, option


def _snippet(text: str, start: int, end: int) -> str:
    return " ".join(text[max(0, start - 40):end + 40].split())


def text_problems(text: str, language: str) -> Iterator[tuple[str, str]]:
    """``(kind, snippet)`` for each thing in ``text`` that must not be shown (in code only
    catalogue keys and reprs)."""
    prose, code = split_code(html.unescape(text))
    for part, is_code in ((prose, False), (code, True)):
        yield from _part_problems(part, language, is_code)


def _part_problems(text: str, language: str, is_code: bool) -> Iterator[tuple[str, str]]:
    repr_match = REPR.search(text)
    if repr_match:   # one hit for a widget's repr, not one per word in it
        yield "repr", _snippet(text, repr_match.start(), repr_match.end())
        return
    checks: list[tuple[str, re.Pattern[str]]] = [("catalogue key", key_pattern())]
    if not is_code:
        checks += [("code name", CODE_NAME), ("Python literal", LITERAL), ("repr", NUMBERS)]
        if language == "de":
            checks += [("decimal point", DECIMAL_POINT), ("east written E", EAST_E)]
    for kind, pattern in checks:
        for match in pattern.finditer(text):
            yield kind, _snippet(text, match.start(), match.end())
    if language == "de" and not is_code:
        for match in WORD.finditer(text):
            word = match.group()
            if (word.lower() in ENGLISH and word not in ("True", "False", "None")
                    and word not in GERMAN_NOUNS):
                yield f"English word {word!r}", _snippet(text, match.start(), match.end())


def notebook_problems(notebook: dict[str, Any], name: str, language: str) -> list[Hit]:
    """Every hit in one notebook (its JSON as read)."""
    hits: list[Hit] = []
    for number, cell in enumerate(notebook.get("cells", [])):
        texts: list[tuple[str, str]] = []
        if cell.get("cell_type") == "markdown":
            texts.append(("markdown", markdown_text(_joined(cell.get("source", "")))))
        for output in cell.get("outputs", []):
            texts.extend(output_texts(output))
        for where, text in texts:
            for kind, snippet in text_problems(text, language):
                hits.append(Hit(name, number, where, kind, snippet))
    cells = widget_cells(notebook)
    for model_id, model, text in widget_texts(notebook):
        for kind, snippet in text_problems(text, language):
            hits.append(Hit(name, cells.get(model_id, -1), f"saved widget, {model}", kind,
                            snippet))
    return hits


def problems(path: Path) -> list[Hit]:
    """Every hit in a stored notebook; its language is its folder's (``en``/``de``)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    language = notebook.get("metadata", {}).get("language") or path.parent.name
    return notebook_problems(notebook, f"{path.parent.name}/{path.name}", language)
