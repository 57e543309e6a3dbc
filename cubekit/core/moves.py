"""The gate every move object passes: its fields must have the types and ranges they declare.

A game's moves are frozen dataclasses whose fields are annotated (``square: Square``,
``strength: int``, ``direction: Direction``, ``target: Square | None``, ...). Before the rules
look at a move, :meth:`State.why_illegal`, :meth:`State.play` and :meth:`State.explain` ask
:func:`field_problem` whether every field holds what its annotation says; a move built in
code with a wrong field (``Place(square=None)``, ``Place(strength=1.0)``) is refused with an
:class:`~cubekit.core.game.IllegalMoveError` that names the field and what was expected,
never with a ``TypeError`` from deep inside the rules.

What an annotation allows:

- ``int``: a whole number, not a ``bool`` and not a float; a field may narrow it with
  ``field(metadata={"range": (low, high)})``;
- ``bool``: ``True`` or ``False`` only;
- ``str``: text; ``Literal["N", "E"]``: one of those values;
- ``Square`` (``tuple[int, int]``): a square of the game's board, ``(col, row)`` from 0;
- an ``Enum`` such as :class:`~cubekit.core.grid.Direction`: one of its members;
- ``X | None``: None or an ``X``; ``tuple[X, ...]`` and ``tuple[X, Y]``: tuples of those.

>>> from dataclasses import dataclass
>>> from cubekit.core.grid import Board, Square
>>> @dataclass(frozen=True)
... class Hop:
...     square: Square
...     length: int
>>> field_problem(Hop((1, 2), 3), Board(3, 3)) is None
True
>>> field_problem(Hop((1, 2), 3.0), Board(3, 3)).text("en")
'Hop(square=(1, 2), length=3.0): length is 3.0; expected a whole number.'
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any, Literal, Union

from cubekit.core.grid import Board, Square
from cubekit.core.i18n import Msg

_NONE = type(None)


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, tuple[int, int] | None], ...]:
    """Name, resolved annotation and declared range of each field of a move class."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name], f.metadata.get("range"))
                 for f in dataclasses.fields(cls))


def field_problem(move: object, board: Board) -> Msg | None:
    """Why a field of ``move`` (a dataclass) does not hold what it declares, or None.

    A quick test made once per move class and board size answers for the usual, well-formed
    move; only a move that fails it is looked at field by field for the message.
    """
    cls: type = type(move)
    if _quick_test(cls, board.width, board.height)(move):
        return None
    for name, annotation, bounds in _fields(cls):
        value = getattr(move, name)
        expected = _expected(value, annotation, board, bounds)
        if expected is not None:
            return Msg("core.bad_field", {"move": repr(move), "field": name,
                                          "value": repr(value), "expected": expected})
    return None


Test = typing.Callable[[Any], bool]


@cache
def _quick_test(cls: type, width: int, height: int) -> Test:
    """A predicate that is true exactly when every field of a ``cls`` move fits (the same
    rules as :func:`_expected`, without making messages)."""
    if not dataclasses.is_dataclass(cls):
        return lambda move: True
    checks = [(name, _test(annotation, width, height, bounds))
              for name, annotation, bounds in _fields(cls)]

    def test(move: Any) -> bool:
        return all(check(getattr(move, name)) for name, check in checks)

    return test


def _test(annotation: Any, width: int, height: int,
          bounds: tuple[int, int] | None = None) -> Test:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if annotation is Any or annotation is object:
        return lambda value: True
    if origin in (Union, types.UnionType):
        options = [_test(arg, width, height, bounds) for arg in args if arg is not _NONE]
        optional = _NONE in args
        return lambda value: (optional and value is None) or any(t(value) for t in options)
    if origin is Literal:
        return lambda value: any(type(value) is type(arg) and value == arg for arg in args)
    if _is_square(annotation):
        return lambda value: (type(value) is tuple and len(value) == 2
                              and type(value[0]) is int and type(value[1]) is int
                              and 0 <= value[0] < width and 0 <= value[1] < height)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _test(args[0], width, height)
            return lambda value: type(value) is tuple and all(item(v) for v in value)
        items = [_test(arg, width, height) for arg in args]
        return lambda value: (type(value) is tuple and len(value) == len(items)
                              and all(t(v) for t, v in zip(items, value, strict=True)))
    if annotation is bool:
        return lambda value: value is True or value is False
    if annotation is int:
        if bounds is None:
            return lambda value: type(value) is int
        low, high = bounds
        return lambda value: type(value) is int and low <= value <= high
    if isinstance(annotation, type):
        return lambda value: isinstance(value, annotation)
    return lambda value: True


def _expected(value: object, annotation: Any, board: Board,
              bounds: tuple[int, int] | None = None) -> Msg | None:
    """What ``value`` should have been (a message), or None when it fits ``annotation``."""
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if annotation is Any or annotation is object:
        return None
    if origin in (Union, types.UnionType):
        if value is None and _NONE in args:
            return None
        options = [arg for arg in args if arg is not _NONE]
        problems = [_expected(value, arg, board, bounds) for arg in options]
        if any(problem is None for problem in problems):
            return None
        first = problems[0] if len(problems) == 1 else Msg("core.expect.any_of", {
            "choices": [p for p in problems if p is not None]})
        assert first is not None
        return Msg("core.expect.none_or", {"expected": first}) if _NONE in args else first
    if origin is Literal:
        if any(type(value) is type(arg) and value == arg for arg in args):
            return None
        return Msg("core.expect.one_of", {"choices": [repr(arg) for arg in args]})
    if _is_square(annotation):
        return _square(value, board)
    if origin is tuple:
        return _tuple(value, args, board)
    if annotation is bool:
        return None if isinstance(value, bool) else Msg("core.expect.bool")
    if annotation is int:
        if isinstance(value, bool) or not isinstance(value, int):
            return Msg("core.expect.int")
        if bounds is not None and not bounds[0] <= value <= bounds[1]:
            return Msg("core.expect.int_range", {"low": bounds[0], "high": bounds[1]})
        return None
    if annotation is str:
        return None if isinstance(value, str) else Msg("core.expect.text")
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        if isinstance(value, annotation):
            return None
        return Msg("core.expect.one_of", {"choices": [f"{annotation.__name__}.{m.name}"
                                                      for m in annotation]})
    if isinstance(annotation, type):
        return None if isinstance(value, annotation) else Msg(
            "core.expect.type", {"type": annotation.__name__})
    return None


def _is_square(annotation: Any) -> bool:
    return bool(annotation == Square)


def _square(value: object, board: Board) -> Msg | None:
    if (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and value in board):
        return None
    return Msg("core.expect.square", {"width": board.width, "height": board.height,
                                      "last_col": board.width - 1,
                                      "last_row": board.height - 1})


def _tuple(value: object, args: tuple[Any, ...], board: Board) -> Msg | None:
    if not isinstance(value, tuple):
        return Msg("core.expect.tuple")
    if len(args) == 2 and args[1] is Ellipsis:
        items = [(item, args[0]) for item in value]
    elif len(value) != len(args):
        return Msg("core.expect.tuple_of", {"count": len(args)})
    else:
        items = list(zip(value, args, strict=True))
    for item, annotation in items:
        problem = _expected(item, annotation, board)
        if problem is not None:
            return Msg("core.expect.items", {"expected": problem})
    return None


__all__ = ["field_problem"]
