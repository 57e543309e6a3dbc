"""Deblockle notation for turns and positions.

Squares are chess style on the 7x7 board: files ``a``-``g`` from the left, ranks ``1``-``7``
from the bottom (``a1`` is bottom-left). The star squares are ``d2`` (player A's home star) and
``d6`` (player B's home star), RULES.md DB-1. Everything is read case-insensitively; the kit
writes squares in lower case, player letters in upper case.

**Block orientations** use the compact cube notation of :mod:`cubekit.core.cube`: the faces on
top, to the north and to the east, separated by ``/``, with the codes ``*`` star, ``o`` stop,
``+`` cross, ``x`` X, ``=`` slider and ``@`` hoops (full face names such as ``star`` are read
too). ``@/+/*`` is a block with Hoops on top, Cross facing north and Star facing east.
Faces opposite each other (DB-2): Star-Stop, Cross-X, Slider-Hoops.

**Turns** (RULES.md DB-4 to DB-6): a turn is a tip and then a hop, written as the square of
the block, the tip direction (``N``, ``E``, ``S``, ``W``; the German ``O`` for east is read
too) and, after ``:``, the square where the hop ends:

====================  ==========================================================================
``c1N:c4``            the block on c1 tips north (onto c2) and hops to c4
``c1N``               the block on c1 tips north and does not hop: Stop came up, or it tipped
                      star-up onto the opponent's home star and left the game, or (option
                      ``impossible_hop="skip"``, DB-6) no hop was possible
====================  ==========================================================================

German texts write east as ``O`` (``c1O:f1``); both spellings are read in either language, and
``str(move)`` is always the English one that files keep.

The hop is written by its end square only. A Hoops hop (three single steps) can reach the same
square along several paths, but the outcome is the same, so the end square identifies the turn;
the explanation shows one path, the first found trying north, east, south, west at each step.

**Positions** are one line of fields separated by spaces::

    A:<blocks> B:<blocks> <to move> [removed:<a>/<b>] [blocks:<a>/<b>] [turn:<n>]
                                    [result:<reason>[:<winner>]]

``A:`` lists player A's blocks on the board, separated by commas, each as its square followed by
its orientation in parentheses, e.g. ``A:c1(@/+/*),e1(o/x/=)``; ``A:-`` when none is left on
the board. ``B:`` the same for player B. ``<to move>`` is ``A`` or ``B`` (in a finished game: the
player who moved last).

``removed:`` gives how many blocks each player has taken off the board (on the opponent's
home star, DB-4); ``blocks:`` how many each player started with (DB-8). Both follow from each
other and from the game's option ``blocks``, which is why the kit writes only ``removed:``;
when they are given, they are checked. ``turn:`` counts the turns played and is written only for a
game with a turn limit (option ``turn_limit``, not in the rulebook). ``result:`` is written once
the game is over: ``result:all_removed:A`` (A took off all its blocks, DB-9), ``result:stuck``
(neither player can move: a draw, DB-7, not in the rulebook) or ``result:turn_limit``. A
position without it is judged: it is over when a player has no block left, or when neither
player has a legal turn.

**What is refused, and what is a set-up.** The rules refuse (with a :class:`NotationError`
saying why) two blocks on one square, a block on a star square (no turn ends there, DB-4,
DB-5), more blocks than a player starts with, ``removed:`` or ``blocks:`` counts that do not
fit the game and the board (DB-8), a position where neither player has a block left (the
first to remove all its blocks has won, DB-9), a ``turn:`` count without a turn limit or
beyond it, a ``result:`` that differs from the judged outcome, a won game written with the
loser as the player who moved last, and a player to move who has no legal turn while the
other has one (that player would have passed, DB-7). Every other position is accepted as a
**teaching set-up** (DB-3 allows explicit set-ups), even one that no game could reach, such
as blocks far from their start squares with a ``turn:`` count of 0: it is judged exactly by
the rules, and ``parse_state(state.to_text())`` gives the same position and text back.

Examples (each written by the kit on one line exactly as shown).

The standard start (seed 0), A to move::

  A:c1(x/o/@),e1(*/=/x),c3(=/x/*),e3(x/*/=) B:c5(x/*/=),e5(=/*/+),c7(=/*/+),e7(+/=/*) A removed:0/0

A handicap game (option ``blocks=(4, 2)``): B plays with two blocks, one of them already
removed; B has a block star-up next to A's home star d2::

  A:c1(x/o/@),e1(*/=/x),c3(=/x/*),e3(x/*/=) B:d3(*/+/=) A removed:0/1
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cubekit.core.cube import DEBLOCKLE_BLOCK, DEBLOCKLE_CODES, Orientation
from cubekit.core.game import NotationError
from cubekit.core.grid import Board, Direction, Square
from cubekit.core.i18n import Msg, Written
from cubekit.core.notation import (
    SQUARE_PATTERN,
    CubeList,
    extra_fields,
    format_result,
    parse_player,
    parse_result,
    parse_turn,
    player_letter,
    square_labeller,
    square_parser,
)

SIZE = 7
"""The board has 7 x 7 squares (RULES.md DB-1)."""

PLAYER_LETTERS = "AB"
REASONS = ("all_removed", "stuck", "turn_limit")
"""The ``reason`` keys of a finished game (see :class:`~cubekit.core.game.Outcome`)."""

_DIRECTION_WORDS = {"N": Direction.N, "E": Direction.E, "O": Direction.E, "S": Direction.S,
                    "W": Direction.W}


@dataclass(frozen=True, slots=True)
class Turn(Written):
    """One turn (RULES.md DB-4 to DB-6): the block on ``square`` tips one square towards
    ``direction`` and then hops to ``target``; ``target`` is None when there is no hop (Stop,
    removal on the opponent's home star, or a skipped hop with ``impossible_hop="skip"``)."""

    square: Square
    direction: Direction
    target: Square | None = None

    @property
    def tip_square(self) -> Square:
        """The square the block tips onto (may be off the board for an illegal turn)."""
        return self.direction.step(self.square)

    def __str__(self) -> str:
        text = f"{_name(self.square)}{self.direction.name}"
        if self.target is not None:
            text += f":{_name(self.target)}"
        return text


_name = square_labeller(Board(SIZE, SIZE))


_SQUARE = SQUARE_PATTERN
_TURN_RE = re.compile(rf"^{_SQUARE}([a-z]*)(?::(.*))?$")
_SQUARE_RE = re.compile(rf"^{_SQUARE}$")
MOVE_EXAMPLES = Msg("db.expect.turn_examples")
"""Two turns as examples, for what a turn looks like (in the reader's language)."""


parse_square = square_parser(Board(SIZE, SIZE))
"""The square of a file letter and rank digits (``where``: offset in ``full``)."""


def parse_move(text: object) -> Turn:
    """Read a turn (see the module docs); raises :class:`NotationError` saying what was
    expected where. Squares must be on the board; whether the turn is legal is for the rules."""
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.move_not_text", {"type": type(text).__name__}))
    stripped = text.strip()
    start = len(text) - len(text.lstrip())
    key = stripped.lower()
    if not key:
        raise NotationError(Msg("db.notation.empty_turn"), text, 0, MOVE_EXAMPLES)
    match = _TURN_RE.match(key)
    if not match:
        raise NotationError(Msg("db.notation.no_square", {"text": stripped}), text, start,
                            Msg("db.expect.square_first", {"examples": MOVE_EXAMPLES}))
    square = parse_square(match.group(1), match.group(2), start, text)
    word = match.group(3).upper()
    where = start + match.start(3)
    if not word:
        raise NotationError(Msg("db.notation.no_direction"), text, where,
                            Msg("db.expect.direction_after"))
    if word not in _DIRECTION_WORDS:
        raise NotationError(Msg("db.notation.direction",
                                {"word": stripped[match.start(3):match.end(3)]}), text,
                            where, Msg("db.expect.direction"))
    direction = _DIRECTION_WORDS[word]
    target: Square | None = None
    if match.group(4) is not None:
        hop = match.group(4).strip()
        where = start + match.start(4) + (len(match.group(4)) - len(match.group(4).lstrip()))
        found = _SQUARE_RE.match(hop)
        if not found:
            raise NotationError(Msg("core.square.malformed",
                                    {"text": stripped[match.start(4):].strip()}),
                                text, where, Msg("db.expect.hop_square"))
        target = parse_square(found.group(1), found.group(2), where, text)
    return Turn(square, direction, target)


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ParsedPosition:
    """The fields of a position text, before the rules check that they fit together.

    ``blocks`` holds, per player, ``(square, orientation)`` pairs in the order written;
    ``at`` maps each field name to its character offset (for error messages).
    """

    blocks: tuple[tuple[tuple[Square, Orientation[str]], ...], ...]
    to_move: int
    removed: tuple[int, int] | None
    counts: tuple[int, int] | None
    turn: int | None
    result: tuple[str, tuple[int, ...]] | None
    at: dict[str, int]


BLOCKS = CubeList(DEBLOCKLE_BLOCK, parse_square, Msg("db.noun.block"), Msg("db.noun.blocks"),
                  ("c1(@/+/*)", "e1(o/x/=)"), Msg("db.noun.kind"),
                  Msg("db.expect.orientation"))
"""A player's blocks in a position: ``A:c1(@/+/*),e1(o/x/=)`` or ``A:-``."""

_FACE_OF = {**{code: face for face, code in DEBLOCKLE_CODES.items()},
            **{face: face for face in DEBLOCKLE_CODES}}


def orientation_problem(inner: str) -> Msg | None:
    """Why ``inner`` is no orientation ``top/north/east`` of a Deblockle block, in words of
    the catalogue (None: it is one)."""
    parts = [part.strip().lower() for part in inner.split("/")]
    if len(parts) != 3 or not all(parts):
        return Msg("db.notation.orientation_parts", {"text": inner})
    for part in parts:
        if part not in _FACE_OF:
            return Msg("db.notation.face_unknown", {"face": part, "text": inner,
                                                    "known": ", ".join(DEBLOCKLE_CODES.values())})
    top, north, east = (_FACE_OF[part] for part in parts)
    codes = {face: DEBLOCKLE_CODES[face] for face in (top, north, east)}
    if north == top or DEBLOCKLE_BLOCK.opposite(top) == north:
        return Msg("db.notation.face_beside", {"top": codes[top], "north": codes[north]})
    right = DEBLOCKLE_BLOCK.orientation(top, north=north).east
    if right != east:
        return Msg("db.notation.face_east", {"top": codes[top], "north": codes[north],
                                             "east": DEBLOCKLE_CODES[right],
                                             "given": codes[east], "text": inner})
    return None


def parse_blocks(field: str, letter: str, text: str,
                 at: int) -> tuple[tuple[Square, Orientation[str]], ...]:
    """The blocks of player ``letter`` in the field ``field`` (at offset ``at`` of ``text``):
    :data:`BLOCKS`, with the reason a block's orientation is wrong told in the catalogue's
    words."""
    try:
        return BLOCKS.parse(field, letter, text, at)
    except NotationError as error:
        problem = error.problem_message
        if not (isinstance(problem, Msg) and problem.key == "core.cubes.orientation"):
            raise
        reason = orientation_problem(str(problem.params["inner"]))
        if reason is None:
            raise
        raise NotationError(Msg(problem.key, {**problem.params, "error": reason}), error.text,
                            error.position, error.expected_message) from None


def format_position(blocks: tuple[list[tuple[Square, Orientation[str]]], ...], to_move: int,
                    removed: tuple[int, int], turn: int | None,
                    result: tuple[str, tuple[int, ...]] | None) -> str:
    """Write a position (the inverse of :func:`parse_position`)."""
    parts = [BLOCKS.format("A", blocks[0]), BLOCKS.format("B", blocks[1]),
             player_letter(to_move), f"removed:{removed[0]}/{removed[1]}"]
    if turn is not None:
        parts.append(f"turn:{turn}")
    if result is not None:
        parts.append(format_result(*result))
    return " ".join(parts)


def _parse_pair(value: str, text: str, where: int, field: str, low: int,
                high: int) -> tuple[int, int]:
    match = re.fullmatch(r"([0-9])/([0-9])", value)
    if not match or not all(low <= int(x) <= high for x in match.groups()):
        raise NotationError(Msg("db.notation.pair", {"value": value}), text, where,
                            Msg("db.expect.pair", {"low": low, "high": high, "field": field}))
    return (int(match.group(1)), int(match.group(2)))


def parse_position(text: object) -> ParsedPosition:
    """Read a position text; raises :class:`NotationError` saying what was expected where."""
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.not_text", {"type": type(text).__name__}))
    fields = [(m.start(), m.group()) for m in re.finditer(r"\S+", text)]
    if len(fields) < 3:
        raise NotationError(Msg("db.notation.fields", {"count": len(fields)}), text,
                            len(text.rstrip()), Msg("db.expect.position"))
    a_blocks = parse_blocks(fields[0][1], "A", text, fields[0][0])
    b_blocks = parse_blocks(fields[1][1], "B", text, fields[1][0])
    move_at, move_text = fields[2]
    to_move = parse_player(move_text, text, move_at, 2)
    at_of: dict[str, int] = {"A": fields[0][0], "B": fields[1][0], "to_move": move_at}
    removed: tuple[int, int] | None = None
    counts: tuple[int, int] | None = None
    turn: int | None = None
    result: tuple[str, tuple[int, ...]] | None = None
    for key, value, _, where in extra_fields(fields[3:], ("removed", "blocks", "turn", "result"),
                                             text, at_of):
        if key == "removed":
            removed = _parse_pair(value, text, where, key, 0, 4)
        elif key == "blocks":
            counts = _parse_pair(value, text, where, key, 1, 4)
        elif key == "turn":
            turn = parse_turn(value, text, where)
        else:
            result = parse_result(value, text, where, REASONS,
                                  lambda letter, at: parse_player(letter, text, at, 2))
    return ParsedPosition((a_blocks, b_blocks), to_move, removed, counts, turn, result, at_of)


__all__ = ["BLOCKS", "MOVE_EXAMPLES", "PLAYER_LETTERS", "REASONS", "SIZE", "ParsedPosition",
           "Turn", "format_position", "orientation_problem", "parse_blocks", "parse_move",
           "parse_position", "parse_square", "player_letter"]
