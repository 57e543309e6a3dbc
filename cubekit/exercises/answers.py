"""Reading answers in their natural forms, with a clear error for anything else.

A student answers the way that comes naturally: square names typed as text (``"a1, b2 and
c3"``), a list or set of names or squares, move objects, ``"none"``; a choice by its letter
(``"(b)"``), its index in ``exercise.choices`` (from 0), the :class:`~.base.Choice` itself or
its text in English or German; a number; ``"yes"`` or ``"nein"``. What cannot be read raises
:class:`AnswerError`, a ``ValueError`` that says which form was expected, in the reader's
language.

>>> from cubekit.core.grid import Board
>>> sorted(read_squares(Board(3, 3), "a1, B2 und c3"))
[(0, 0), (1, 1), (2, 2)]
>>> read_squares(Board(3, 3), "none")
frozenset()
>>> read_yes_no("Ja")
True
>>> read_number("3 waves")
3
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cubekit.core.errors import NotationError
from cubekit.core.grid import Board, Square
from cubekit.core.i18n import LANGUAGES, Msg
from cubekit.notebook_errors import ShortTraceback

if TYPE_CHECKING:
    from cubekit.exercises.base import Choice


class AnswerError(ShortTraceback, ValueError):
    """An answer in a form the exercise cannot read: says what was given and which form is
    expected, in the session language (:meth:`describe` in any)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text())

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


NONE_WORDS = frozenset({"", "-", "none", "nothing", "no square", "no squares", "keine",
                        "keines", "kein feld", "keine felder", "nichts"})
"""What an empty set of squares may be written as."""
YES_WORDS = frozenset({"yes", "y", "true", "allowed", "legal", "ja", "j", "erlaubt",
                       "wahr"})
NO_WORDS = frozenset({"no", "n", "false", "not allowed", "illegal", "nein", "nicht erlaubt",
                      "verboten", "falsch"})
_SPLIT = re.compile(r"[\s,;/]+|\band\b|\bund\b", re.IGNORECASE)


def shown(answer: Any) -> str:
    """An answer as an error message quotes it (the message adds the quotation marks)."""
    return answer if isinstance(answer, str) else repr(answer)


def normal(text: str) -> str:
    """Lower case, single spaces, no full stop at the end."""
    return " ".join(text.lower().split()).rstrip(".!")


def read_squares(board: Board, answer: Any,
                 square_of: Callable[[Any], Square | None] | None = None) -> frozenset[Square]:
    """A set of squares from text (names separated by commas, spaces or "and"), an iterable
    of names, ``(col, row)`` pairs or move objects (``square_of`` finds their square)."""
    def fail() -> AnswerError:
        return AnswerError(Msg("ex.error.squares", {"text": shown(answer)}))

    if isinstance(answer, str):
        if normal(answer) in NONE_WORDS:
            return frozenset()
        items: Iterable[Any] = [part for part in _SPLIT.split(answer.strip()) if part]
    elif isinstance(answer, (list, tuple, set, frozenset)):
        items = answer
        if isinstance(answer, tuple) and len(answer) == 2 and all(
                isinstance(v, int) and not isinstance(v, bool) for v in answer):
            items = [answer]                      # one square as (col, row)
    elif square_of is not None and square_of(answer) is not None:
        items = [answer]
    else:
        raise fail()
    result = set()
    for item in items:
        result.add(_square(board, item, square_of, fail))
    return frozenset(result)


def _square(board: Board, item: Any, square_of: Callable[[Any], Square | None] | None,
            fail: Callable[[], AnswerError]) -> Square:
    if isinstance(item, str):
        try:
            return board.parse(item)
        except NotationError as error:
            raise AnswerError(Msg("ex.error.square", {"text": shown(item),
                                                      "error": error.message})) from None
    if (isinstance(item, tuple) and len(item) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in item)):
        if item not in board:
            raise fail()
        return (int(item[0]), int(item[1]))
    square = square_of(item) if square_of is not None else None
    if square is None or square not in board:
        raise fail()
    return square


def read_number(answer: Any) -> int | None:
    """A whole number from an int or a text that starts with one ("3", "3 waves"); "none"
    and "no" read as 0. None when there is no number."""
    if isinstance(answer, bool):
        return None
    if isinstance(answer, int):
        return answer
    if isinstance(answer, str):
        text = normal(answer)
        if text in NONE_WORDS or text in ("no", "no wave", "no waves", "keine welle"):
            return 0
        match = re.match(r"^(\d+)\b", text)
        if match:
            return int(match.group(1))
    return None


def read_yes_no(answer: Any) -> bool | None:
    """True or False from a bool or "yes"/"no" (also German, "allowed", "erlaubt"); None
    otherwise."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        text = normal(answer)
        first = text.split(",")[0].strip()
        if text in YES_WORDS or first in YES_WORDS:
            return True
        if text in NO_WORDS or first in NO_WORDS:
            return False
    return None


def read_choice(choices: Sequence[Choice], answer: Any, read_value: Callable[[Any], Any], *,
                numeric: bool, form: Msg) -> Any:
    """The value a choice answer stands for, tried in this order: a :class:`Choice`; a letter
    in parentheses ``"(b)"``; what the kind reads itself (``read_value``: a number, a face,
    a result); a whole number (the value when ``numeric``, else the index from 0); a bare
    letter; the text of a choice in any language."""
    from cubekit.exercises.base import NOT_READ, Choice

    def fail() -> AnswerError:
        return AnswerError(Msg("ex.error.choice", {"text": shown(answer), "form": form}))

    if isinstance(answer, Choice):
        for choice in choices:
            if choice.letter == answer.letter and choice.value == answer.value:
                return choice.value
        raise fail()
    text = normal(answer) if isinstance(answer, str) else None
    letters = {choice.letter: choice for choice in choices}
    if text is not None:
        match = re.fullmatch(r"\(?([a-h])\)", text)
        if match and match.group(1) in letters:
            return letters[match.group(1)].value
    value = read_value(answer)
    if value is not NOT_READ:
        return value
    if isinstance(answer, int) and not isinstance(answer, bool):
        if numeric:
            return answer
        if 0 <= answer < len(choices):
            return choices[answer].value
        raise AnswerError(Msg("ex.error.index", {"index": answer, "last": len(choices) - 1}))
    if text is not None:
        if text in letters:
            return letters[text].value
        for choice in choices:
            if any(normal(choice.text(lang)) == text for lang in LANGUAGES):
                return choice.value
    raise fail()


def read_pairs(board: Board, answer: Any,
               pair_of: Callable[[Any], tuple[Square, int] | None] | None = None
               ) -> frozenset[tuple[Square, int]]:
    """``(square, number)`` pairs: text ``"c4:3, d5:2"`` (also ``"c4 3"`` or ``"c4=3"``), a
    mapping square -> number (or -> several numbers), an iterable of pairs, or move objects
    (``pair_of`` finds their pair)."""
    def fail() -> AnswerError:
        return AnswerError(Msg("ex.error.pairs", {"text": shown(answer)}))

    if isinstance(answer, str):
        if normal(answer) in NONE_WORDS:
            return frozenset()
        found = re.findall(r"([a-zA-Z]\d{1,2})\s*[:=\s]\s*(\d)", answer)
        leftover = re.sub(r"([a-zA-Z]\d{1,2})\s*[:=\s]\s*(\d)", "", answer)
        if not found or _SPLIT.sub("", leftover).strip():
            raise fail()
        items: list[Any] = list(found)
    elif isinstance(answer, Mapping):
        items = []
        for key, value in answer.items():
            values = value if isinstance(value, (list, tuple, set, frozenset)) else [value]
            items.extend((key, v) for v in values)
    elif isinstance(answer, (list, tuple, set, frozenset)):
        items = list(answer)
    else:
        items = [answer]
    result = set()
    for item in items:
        pair = pair_of(item) if pair_of is not None and not isinstance(item, tuple) else None
        if pair is None:
            if not (isinstance(item, tuple) and len(item) == 2):
                raise fail()
            where, number = item
            square = _square(board, where, None, fail)
            count = read_number(number)
            if count is None:
                raise fail()
            pair = (square, count)
        result.add(pair)
    return frozenset(result)


__all__ = ["AnswerError", "normal", "read_choice", "read_number", "read_pairs",
           "read_squares", "read_yes_no", "shown"]
