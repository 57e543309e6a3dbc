"""Notation helpers shared by the games: squares, player letters, the fields a position
text ends with (``turn:``, ``result:``) and lists of cubes with their orientations.

>>> parse = square_parser(Board(7, 7))
>>> parse("c", "4", 0, "c4")
(2, 3)
>>> label = square_labeller(Board(6, 6))
>>> label((6, 2)), label((0, 0))
('(6,2)', 'a1')
>>> format_result("last_player", (1,)), format_result("turn_limit", ())
('result:last_player:B', 'result:turn_limit')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from cubekit.core.cube import CubeModel, L, Orientation
from cubekit.core.game import NotationError, Outcome
from cubekit.core.grid import FILES, Board, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.options import rule_of

SQUARE_PATTERN = r"([a-z])([0-9]{1,2})"
"""A regular expression for a square name: a file letter and one or two rank digits (match
lower-cased text)."""


def square_parser(board: Board) -> Callable[[str, str, int, str], Square]:
    """A function ``(letter, digits, where, full) -> Square`` for ``board`` that raises a
    :class:`NotationError` at offset ``where`` of ``full`` for a square off the board."""
    last = f"{FILES[board.width - 1]}{board.height}"

    def parse(letter: str, digits: str, where: int, full: str) -> Square:
        col = FILES.index(letter.lower())
        row = int(digits) - 1
        if not (col < board.width and 0 <= row < board.height):
            raise NotationError(
                Msg("core.square.off", {"square": f"{letter.lower()}{digits}",
                                        "width": board.width, "height": board.height}),
                full, where, Msg("core.square.on", {"last": last,
                                                    "last_file": FILES[board.width - 1],
                                                    "height": board.height}))
        return (col, row)

    return parse


def square_labeller(board: Board) -> Callable[[Square], str]:
    """A function naming a square of ``board`` (``c4``), or ``(col,row)`` for one off it (a
    cube pushed over the edge, for instance)."""

    def label(square: Square) -> str:
        if square in board:
            return square_name(square)
        return f"({square[0]},{square[1]})"

    return label


def square_describer(board: Board) -> tuple[Callable[[object], bool], Callable[[object], str]]:
    """Two functions for checking the squares of a move object made in code: ``on_board``
    (a tuple of two ``int`` on ``board``; ``True`` is no coordinate) and ``text``, the
    square's name, ``(col,row)`` for a pair of whole numbers off the board, else its repr.

    >>> on_board, text = square_describer(Board(3, 3))
    >>> on_board((2, 2)), on_board((True, 0)), text((0, 1)), text((5, 0)), text("a1")
    (True, False, 'a2', '(5,0)', "'a1'")
    """
    squares = frozenset(board.squares())

    def on_board(square: object) -> bool:
        return (type(square) is tuple and square in squares
                and type(square[0]) is int and type(square[1]) is int)

    def text(square: object) -> str:
        if on_board(square):
            return square_name(square)  # type: ignore[arg-type]
        if (isinstance(square, tuple) and len(square) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in square)):
            return f"({square[0]},{square[1]})"
        return repr(square)

    return on_board, text


# ---------------------------------------------------------------------------------------------
# Player letters
# ---------------------------------------------------------------------------------------------
def player_letter(player: int) -> str:
    """``A`` for player 0, ``B`` for player 1, ... (as :meth:`Game.player_name`)."""
    return chr(ord("A") + player)


def player_choices(players: int) -> Msg:
    """The letters of ``players`` players as a reader lists them: ``A or B``, ``A, B or C``
    (``A oder B`` in German)."""
    letters = [player_letter(p) for p in range(players)]
    return Msg("core.either", {"first": ", ".join(letters[:-1]), "last": letters[-1]})


def parse_player(letter: str, text: str, where: int, players: int) -> int:
    """The player of a letter (any case) in a game of ``players`` players; a
    :class:`NotationError` at offset ``where`` of ``text`` for anything else."""
    index = ord(letter.upper()) - ord("A") if len(letter) == 1 and letter.isascii() else -1
    if not (letter.isalpha() and 0 <= index < players):
        raise NotationError(Msg("core.notation.player", {"letter": letter}), text, where,
                            player_choices(players))
    return index


# ---------------------------------------------------------------------------------------------
# The optional fields at the end of a position: key:value
# ---------------------------------------------------------------------------------------------
def extra_fields(fields: Iterable[tuple[int, str]], keys: Sequence[str], text: str,
                 at_of: dict[str, int], repeatable: Sequence[str] = ()
                 ) -> Iterator[tuple[str, str, int, int]]:
    """The ``key:value`` fields of a position text after its fixed ones, as ``(key, value,
    at, where)``: the lower-cased key, its value, the offsets of the field and of the value.

    ``fields`` are ``(offset, field)`` pairs; a key that is not one of ``keys`` raises a
    :class:`NotationError`, as does one given twice unless it is ``repeatable``; ``at_of``
    records the offset of each (not repeatable) key for later error messages.
    """
    for at, field in fields:
        key, colon, value = field.partition(":")
        key = key.lower()
        where = at + len(key) + 1
        if not colon or key not in keys:
            raise NotationError(Msg("core.notation.field", {"field": field}), text, at,
                                Msg("core.expect.one_of",
                                    {"choices": ", ".join(f"{k}:" for k in keys)}))
        if key not in repeatable:
            if key in at_of:
                raise NotationError(Msg("core.notation.twice", {"name": key}), text, at,
                                    Msg("core.expect.once"))
            at_of[key] = at
        yield key, value, at, where


def parse_turn(value: str, text: str, where: int) -> int:
    """The number of a ``turn:`` field (up to six digits)."""
    if not (value.isascii() and value.isdigit() and len(value) <= 6):
        raise NotationError(Msg("core.notation.turn", {"value": value}), text, where,
                            Msg("core.expect.turn"))
    return int(value)


def parse_result(value: str, text: str, where: int, reasons: Sequence[str],
                 parse_winner: Callable[[str, int], int]) -> tuple[str, tuple[int, ...]]:
    """The value of a ``result:`` field, ``<reason>[:<winner letters>]``, as the reason (one
    of ``reasons``) and the sorted winners; ``parse_winner(letter, offset)`` reads a winner.
    """
    reason, _, winners_text = value.partition(":")
    if reason.lower() not in reasons:
        raise NotationError(Msg("core.notation.reason", {"reason": reason}), text, where,
                            Msg("core.expect.one_of", {"choices": ", ".join(reasons)}))
    winners = [parse_winner(ch, where + len(reason) + 1 + i) for i, ch in enumerate(winners_text)]
    if len(set(winners)) != len(winners):
        raise NotationError(Msg("core.notation.winner_twice", {"value": value}), text, where,
                            Msg("core.expect.winner_once"))
    return reason.lower(), tuple(sorted(winners))


def format_result(reason: str, winners: Iterable[int]) -> str:
    """A ``result:`` field: the reason and, if any, the winners' letters."""
    letters = "".join(player_letter(p) for p in winners)
    return f"result:{reason}" + (f":{letters}" if letters else "")


Fail = Callable[[Msg | str, str, Msg | str], NotationError]
"""``fail(problem, field, expected)``: the error for a field of the position being read."""


def position_turn(game: Any, turn: int | None, fail: Fail) -> int:
    """The turn count of a position read for ``game``: 0 without a turn limit (a ``turn:``
    field is then refused), else the ``turn:`` field (0 when absent), at most the limit."""
    limit = game.turn_limit
    if limit is None:
        if turn is not None:
            raise fail(Msg("core.notation.turn_no_limit"), "turn",
                       Msg("core.expect.no_turn", {"rule": rule_of(game, "turn_limit")}))
        return 0
    turn = turn or 0
    if turn > limit:
        raise fail(Msg("core.notation.turn_beyond", {"turn": turn, "limit": limit}), "turn",
                   Msg("core.expect.turn_upto", {"limit": limit}))
    return turn


def check_result(result: tuple[str, tuple[int, ...]] | None, judged: Outcome | None,
                 fail: Fail) -> None:
    """A ``result:`` field that was read must be the outcome the position shows."""
    if result is None:
        return
    reason, winners = result
    if judged is None or judged.reason != reason or judged.winners != winners:
        shown: Msg | str = (Msg("core.no_result") if judged is None
                            else format_result(judged.reason, judged.winners))
        raise fail(Msg("core.notation.result_unfit", {"reason": reason}), "result",
                   Msg("core.expect.shown", {"shown": shown}))


# ---------------------------------------------------------------------------------------------
# A player's cubes with their orientations: A:c1(@/+/*),e1(o/x/=)
# ---------------------------------------------------------------------------------------------
_ENTRY_RE = re.compile(rf"{SQUARE_PATTERN}\(([^()]*)\)", re.IGNORECASE | re.ASCII)


@dataclass(frozen=True)
class CubeList(Generic[L]):
    """How a game writes one player's cubes in a position: the player's letter, ``:`` and
    the cubes separated by commas, each its square and its orientation in the compact
    notation of ``model`` in parentheses (``A:c1(@/+/*),e1(o/x/=)``), or ``A:-`` for none.

    ``noun``/``nouns`` name a cube in errors (``"block"``, ``"blocks"``), ``examples`` are two
    entries (``"c1(@/+/*)"``, ``"e1(o/x/=)"``), ``kind`` says whose orientation was expected
    (``"a Deblockle block"``) and ``orientation_help`` what a valid one looks like.

    >>> from cubekit.core.cube import DIE
    >>> dice = CubeList(DIE, square_parser(Board(5, 5)), "die", "dice", ("a1(1/5/3)", "b1(1/5/3)"),
    ...                 "a die", "top/north/east pips")
    >>> dice.parse("A:a1(1/5/3),b2(2/1/3)", "A", "A:a1(1/5/3),b2(2/1/3) B:- A", 0)[1][0]
    (1, 1)
    >>> dice.parse("A:a1(1/5/5)", "A", "A:a1(1/5/5) B:- A", 0)
    Traceback (most recent call last):
    cubekit.core.errors.NotationError: '1/5/5' is not an orientation of a die (...); expected top/north/east pips (at character 6 of 'A:a1(1/5/5) B:- A')
    >>> dice.format("B", [((0, 0), DIE.orientation(1, south=2))])
    'B:a1(1/5/3)'
    """  # noqa: E501

    model: CubeModel[L]
    parse_square: Callable[[str, str, int, str], Square]
    noun: Msg | str
    nouns: Msg | str
    examples: tuple[str, str]
    kind: Msg | str
    orientation_help: Msg | str

    def parse(self, field: str, letter: str, text: str,
              at: int) -> tuple[tuple[Square, Orientation[L]], ...]:
        """The cubes of the field ``field`` of player ``letter``, which starts at offset
        ``at`` of the position ``text``; a :class:`NotationError` points at the bad entry."""
        one, two = self.examples
        nouns = {"noun": self.noun, "nouns": self.nouns, "letter": letter, "one": one,
                 "two": two}
        head, colon, value = field.partition(":")
        if head.upper() != letter or not colon:
            raise NotationError(Msg("core.cubes.not_list", {**nouns, "field": field}), text,
                                at, Msg("core.cubes.expect_list", nouns))
        where = at + len(head) + 1
        if value == "-":
            return ()
        if not value:
            raise NotationError(Msg("core.cubes.none", nouns), text, where,
                                Msg("core.cubes.expect_entries", nouns))
        result = []
        for entry in value.split(","):
            match = _ENTRY_RE.fullmatch(entry)
            if not match:
                raise NotationError(Msg("core.cubes.not_entry", {**nouns, "entry": entry}),
                                    text, where, Msg("core.cubes.expect_entry", nouns))
            square = self.parse_square(match.group(1), match.group(2), where, text)
            inner = match.group(3)
            try:
                orientation = self.model.parse(inner)
            except ValueError as error:
                raise NotationError(Msg("core.cubes.orientation", {
                    "inner": inner, "kind": self.kind, "error": str(error)}),
                    text, where + match.start(3), self.orientation_help) from None
            result.append((square, orientation))
            where += len(entry) + 1
        return tuple(result)

    def format(self, letter: str, cubes: Iterable[tuple[Square, Orientation[L]]]) -> str:
        """``A:c1(@/+/*),e1(o/x/=)`` (or ``A:-``): the inverse of :meth:`parse`."""
        entries = ",".join(f"{square_name(sq)}({self.model.format(o)})" for sq, o in cubes)
        return f"{letter}:{entries or '-'}"
