"""Reading and writing the TOML of scenario files, without a new dependency.

Reading uses the standard library's ``tomllib`` (Python 3.11+) or, on Python 3.10, the
``tomli`` backport; without either, :func:`loads` raises an :class:`ImportError` that says to
install it. Writing is done here: :func:`dumps` writes the small subset of TOML 1.0 that
scenario files use -- top-level keys, arrays of tables (``[[scenario]]``) and sub-tables
(``[scenario.expect]``), and values that are strings, booleans, integers, floats, arrays and
inline tables -- so that ``loads(dumps(document)) == document``.

>>> text = dumps({"scenario": [{"id": "x", "moves": ["a1", "b2"],
...                            "expect": {"winners": ["B"], "facts": {"kept": {"a1": 1}}}}]})
>>> print(text)
[[scenario]]
id = "x"
moves = ["a1", "b2"]
<BLANKLINE>
[scenario.expect]
winners = ["B"]
<BLANKLINE>
[scenario.expect.facts]
kept = { a1 = 1 }
<BLANKLINE>
>>> loads(text)["scenario"][0]["expect"]["facts"]
{'kept': {'a1': 1}}

TOML has no "nothing": a value ``None`` is written as the inline table ``{ none = true }``
(see :data:`NONE`), which :func:`decode_none` turns back into ``None``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from cubekit.core.i18n import Msg, tr
from cubekit.notebook_errors import ShortTraceback

NONE: dict[str, bool] = {"none": True}
"""How a value ``None`` is written (TOML has no null): ``{ none = true }``."""

LINE_WIDTH = 100
"""Arrays that would make a line longer than this are written one item per line."""

_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
            "\r": "\\r"}


class TomlDecodeError(ShortTraceback, ValueError):
    """Text that is not valid TOML; ``line`` and ``column`` say where (from 1) when known,
    ``detail`` is the TOML reader's own words without the place."""

    def __init__(self, message: str, line: int | None, column: int | None = None) -> None:
        super().__init__(message)
        self.line, self.column = line, column
        self.detail = re.sub(r"\s*\((at line \d+, column \d+|at end of document)\)$", "",
                             message)

    def problem(self) -> Msg:
        """What is wrong, in the reader's language: the place in words, the TOML reader's
        words (which only exist in English) quoted.

        >>> error = TomlDecodeError("Invalid value (at line 2, column 6)", 2, 6)
        >>> error.problem().text("de")
        'das ist kein gültiges TOML in Zeile 2, Spalte 6 (der TOML-Leser meldet: „Invalid value“)'
        """
        if self.line is not None and self.column is not None:
            return Msg("scenario_file.syntax_at", {"line": self.line, "column": self.column,
                                                   "detail": self.detail})
        return Msg("scenario_file.syntax", {"detail": self.detail})

    def describe(self, language: str | None = None) -> str:
        """What is wrong and where, in ``language`` (the session's by default)."""
        return self.problem().text(language)


def _toml_module() -> Any:
    """``tomllib`` (Python 3.11+) or the ``tomli`` backport (Python 3.10)."""
    import importlib

    for name in ("tomllib", "tomli"):
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError:
            continue
    raise ImportError(Msg("scenario_file.no_toml").text())


def loads(text: str) -> dict[str, Any]:
    """The document of a TOML text; a :class:`TomlDecodeError` (with the line) if it is not
    valid TOML."""
    toml = _toml_module()
    try:
        document: dict[str, Any] = toml.loads(text)
    except toml.TOMLDecodeError as error:
        message = str(error)
        found = re.search(r"line (\d+), column (\d+)", message)
        line, column = (int(found.group(1)), int(found.group(2))) if found else (None, None)
        if found is None and "end of document" in message:
            # something left open (an array, a string) is found only at the end: name the
            # last line, where the reader gave up
            line = max(1, len(text.rstrip("\n").splitlines()))
        raise TomlDecodeError(message, line, column) from None
    return document


def decode_none(value: Any) -> Any:
    """``value`` with every ``{ none = true }`` (:data:`NONE`) replaced by ``None``."""
    if isinstance(value, Mapping):
        if dict(value) == NONE:
            return None
        return {key: decode_none(item) for key, item in value.items()}
    if isinstance(value, list):
        return [decode_none(item) for item in value]
    return value


# --- writing ---------------------------------------------------------------------------------
def key_text(key: str) -> str:
    """A key, bare when TOML allows it (``a1``), else quoted (``"b3-c3>E"``)."""
    return key if _BARE_KEY.match(key) else string_text(key)


def string_text(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    parts = []
    for char in text:
        if char in _ESCAPES:
            parts.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            parts.append(f"\\u{ord(char):04X}")
        else:
            parts.append(char)
    return '"' + "".join(parts) + '"'


def value_text(value: Any) -> str:
    """One value on one line (``None`` as :data:`NONE`; tuples as arrays)."""
    if value is None:
        return value_text(NONE)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return string_text(value)
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = ", ".join(f"{key_text(_key(k))} = {value_text(v)}" for k, v in value.items())
        return "{ " + items + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(value_text(item) for item in value) + "]"
    raise TypeError(tr("core.toml.value", type=type(value).__name__, value=repr(value)))


def _key(key: Any) -> str:
    if not isinstance(key, str):
        raise TypeError(tr("core.toml.key", type=type(key).__name__, value=repr(key)))
    return key


def _pair(key: str, value: Any) -> str:
    """``key = value``; an array too long for one line gets one item per line."""
    head = f"{key_text(key)} = "
    line = head + value_text(value)
    if len(line) <= LINE_WIDTH or not isinstance(value, (list, tuple)) or len(value) < 2:
        return line
    items = "".join(f"    {value_text(item)},\n" for item in value)
    return f"{head}[\n{items}]"


def _is_table(value: Any) -> bool:
    return isinstance(value, Mapping)


def _is_table_array(value: Any) -> bool:
    return (isinstance(value, Sequence) and not isinstance(value, str) and bool(value)
            and all(isinstance(item, Mapping) for item in value))


def _table(path: str, table: Mapping[str, Any], header: str, out: list[str]) -> None:
    """Write ``table`` under ``header``: plain keys first, then its sub-tables (mappings
    that are not :data:`NONE` and are kept for sub-tables by :func:`_subtables`)."""
    plain = [(k, v) for k, v in table.items() if not _subtable(k, v, path)]
    nested = [(k, v) for k, v in table.items() if _subtable(k, v, path)]
    if header:
        _blank(out)
        out.append(header)
    out.extend(_pair(_key(key), value) for key, value in plain)
    for key, value in nested:
        child = f"{path}.{key_text(_key(key))}" if path else key_text(_key(key))
        _table(child, value, f"[{child}]", out)


_SUBTABLES = ("expect", "facts")
"""Mappings written as ``[a.b]`` sub-tables (the others are inline tables)."""


def _blank(out: list[str]) -> None:
    """One empty line before a table header (none at the top, never two)."""
    if out and out[-1]:
        out.append("")


def _subtable(key: str, value: Any, path: str) -> bool:
    return _is_table(value) and key in _SUBTABLES and value != NONE and bool(value)


def dumps(document: Mapping[str, Any], comment: str = "") -> str:
    """The TOML text of ``document``: its plain keys, then each array of tables
    (``[[name]]``) with the sub-tables ``expect`` and ``facts`` written as ``[name.expect]``
    and ``[name.expect.facts]``; every other mapping is an inline table. ``comment`` (lines
    of text) goes first, each line as a ``#`` comment."""
    out: list[str] = [f"# {line}".rstrip() for line in comment.splitlines()]
    if out:
        out.append("")
    plain = [(k, v) for k, v in document.items() if not _is_table_array(v)]
    arrays = [(k, v) for k, v in document.items() if _is_table_array(v)]
    out.extend(_pair(_key(key), value) for key, value in plain)
    for key, tables in arrays:
        name = key_text(_key(key))
        for table in tables:
            _blank(out)
            out.append(f"[[{name}]]")
            _table(name, table, "", out)
    return "\n".join(out) + "\n"


__all__ = ["NONE", "TomlDecodeError", "decode_none", "dumps", "key_text", "loads",
           "string_text", "value_text"]
