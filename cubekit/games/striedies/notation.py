"""Striedies Strategie notation for moves and positions.

Squares are chess style on the 15x15 board: files ``a``-``o`` from the left, ranks ``1``-``15``
from the bottom (``a1`` is bottom-left, ``o15`` top-right). Everything is read
case-insensitively; the kit writes squares in lower case, player letters and directions in
upper case. Players are ``A``-``D`` in turn order (RULES.md ST-2: A bottom-left, then
bottom-right, top-right, top-left, depending on the number of players).

**Dice** are named by their owner's letter and the pips on top: ``A5`` is a die of player A
showing 5. Orientations use the compact cube notation of :mod:`cubekit.core.cube`: the faces
on top, to the north and to the east, separated by ``/``. ``1/4/5`` is a die with 1 on top,
4 facing north and 5 facing east (so 3 south, 2 west and 6 underneath): player A's start
orientation with right-handed dice (ST-1, ST-2).

**Moves** (RULES.md ST-3): a die moves exactly as many squares as it shows on top at the
start of the move, straight or with one 90-degree turn, tipping over an edge on every square.
A move is written as the die's square, the first direction (``N``, ``E``, ``S``, ``W``; the
German ``O`` for east is read too) and, for a turn, the number of squares before the turn and
the new direction:

====================  ==========================================================================
``b1N``               the die on b1 rolls north for all its squares
``b1N2E``             north for 2 squares, then east for the rest of its squares
``b1N2E1``            the same with the squares after the turn written out (checked: 2 + 1
                      must be the number the die shows)
``b1N3``              straight north, the 3 squares written out (checked likewise)
``pass``              no die of the player can move: it passes (RULES.md ST-6; German
                      ``passen``)
====================  ==========================================================================

German texts write east as ``O`` (``b1N2O``) and a pass as ``passen``; both spellings are read
in either language, and ``str(move)`` is always the English one that files keep.

Spaces are ignored (``b1 N 2 E``). Several paths can reach the same square with different
orientations, so a move is its path, not its end square. A number of squares is 1 to 6 (a
die shows no more). In a position (``state.parse_move``) a spelling with the squares written
out is the move the rules list: ``b1N1`` is ``b1N`` when the die on b1 shows 1. Text that
the rules refuse with a reason is still *read*: a reversal (``b1N2S``), a second turn
(``b1N1E1N``), a wrong number of squares (``b1N4`` for a die showing 3); a diagonal
(``b1NE``) cannot be written at all.

**Positions** are one line of fields separated by spaces::

    A:<dice> B:<dice> [C:<dice> [D:<dice>]] <to move> [threat:<P>:<squares>><squares>]...
                                            [turn:<n>] [result:<reason>[:<winner>]]

``A:`` lists player A's dice on the board in square order (rank 1 first, each rank from file
``a``), separated by commas, each as its square and its orientation in parentheses:
``A:a1(1/4/5),b1(1/4/5)``; ``A:-`` when A has no dice left (A is out, ST-8). There is one
such field per player of the game (option ``players``). ``<to move>`` is the letter of the
player whose turn it is (in a finished game: the player who moved last).

``threat:`` records a tie (RULES.md ST-5) that the threatened player still has to answer:
its letter, the squares of its threatened dice, ``>`` and the squares of the attacking dice,
e.g. ``threat:B:b4,b5>a4``. One such field per threatened player (in letter order). The rules
refuse a threat no game can leave (:mod:`.ties`): its attacking dice must belong to players
who have moved since the threatened player's last turn, and it must be a tie between
neighbouring dice as a fight makes it (ST-4), exactly so with two players. With three or four
players ties on one player combine and dice removed meanwhile drop out (ST-9 a, c); a threat
that fits such a history is read as a teaching set-up, even where no game could have played
that history, and the rules judge its answer exactly (ST-5).
``turn:`` counts the turns played and is written only for a game with a turn limit (option
``turn_limit``, ST-7, not in the rulebook). ``result:`` is written once the game is over:
``result:last_player:A`` (A is the last player with dice, ST-8) or ``result:turn_limit`` (a
draw). A position without it is judged: it is over when only one player has dice left or the
turn limit is reached.

Examples (each written by the kit on one line exactly as shown).

The start with two players and right-handed dice, A to move::

  A:a1(1/4/5),b1(1/4/5),a2(1/4/5) B:o14(1/3/2),n15(1/3/2),o15(1/3/2) A

Three players: A's die on c4 (showing 4) tied with C's die on c5 (showing 4); B is to move,
then C must answer the threat::

  A:c4(4/1/2) B:n1(1/5/3),o1(1/5/3),o2(1/5/3) C:c5(4/2/6) B threat:C:c5>c4

>>> move = parse_move("b1N2E")
>>> move.steps, move.turn
(2, Direction.E)
>>> str(parse_move(" B1 n 2 o "))
'b1N2E'
>>> str(parse_move("pass"))
'pass'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from cubekit.core.cube import CubeModel, Orientation
from cubekit.core.game import NotationError
from cubekit.core.grid import Board, Direction, Square, square_name
from cubekit.core.i18n import PASS_WORDS, Msg, Written
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

SIZE = 15
"""The board has 15 x 15 squares (rulebook, Spielmaterial)."""

BOARD = Board(SIZE, SIZE)
PLAYER_LETTERS = "ABCD"
REASONS = ("last_player", "turn_limit")
"""The ``reason`` keys of a finished game (see :class:`~cubekit.core.game.Outcome`)."""

_DIRECTION_WORDS = {"N": Direction.N, "E": Direction.E, "O": Direction.E, "S": Direction.S,
                    "W": Direction.W}
_DIAGONALS = {"NE", "NW", "SE", "SW", "EN", "WN", "ES", "WS", "NO", "ON", "SO", "OS"}
MOVE_EXAMPLES = Msg("st.expect.move")
"""How moves are written, in the reader's language: 'b1N' (straight north), 'b1N2E' (north 2
squares, then east for the rest) or 'pass'."""


def die_label(owner: int, pips: int) -> str:
    """A die as named in sentences: the owner's letter and the pips on top, e.g. ``A5``."""
    return f"{PLAYER_LETTERS[owner]}{pips}"


_name = square_labeller(BOARD)


@dataclass(frozen=True, slots=True)
class Roll(Written):
    """One move of a die (RULES.md ST-3): the die on ``square`` rolls towards ``direction``.

    ``steps`` is the number of squares in ``direction``: None for a straight move written
    without it (all the squares the die shows); for a turn, the squares before it (1 to n-1).
    ``turn`` is the direction after the turn (None: straight), ``rest`` the squares after the
    turn when written out (None: the rest). ``extra`` holds further legs ``(direction,
    squares)`` of a text with a second turn, kept only so that the rules can say why it is
    illegal. The legal moves the kit lists are ``Roll(square, d)`` and
    ``Roll(square, d, k, t)``, the canonical moves: ``state.parse_move`` turns every other
    spelling of a move of that position into one of them (``b1N1`` for a die showing 1 is
    ``b1N``). A die shows 1 to 6, so ``steps`` is a whole number from 1 to 6 and ``rest``
    from 1 to 5 (the move gate of :mod:`cubekit.core.moves` refuses anything else).
    """

    square: Square
    direction: Direction
    steps: int | None = field(default=None, metadata={"range": (1, 6)})
    turn: Direction | None = None
    rest: int | None = field(default=None, metadata={"range": (1, 5)})
    extra: tuple[tuple[Direction, int | None], ...] = ()

    def __str__(self) -> str:
        text = f"{_name(self.square)}{_dir(self.direction)}"
        if self.steps is not None:
            text += str(self.steps)
        if self.turn is not None:
            text += _dir(self.turn)
            if self.rest is not None:
                text += str(self.rest)
        for direction, count in self.extra:
            text += _dir(direction) + ("" if count is None else str(count))
        return text

    @property
    def directions(self) -> tuple[Direction, ...]:
        """The directions written: the first, the turn and any further ones."""
        result = [self.direction]
        if self.turn is not None:
            result.append(self.turn)
        result.extend(d for d, _ in self.extra)
        return tuple(result)


def _dir(direction: object) -> str:
    return direction.name if isinstance(direction, Direction) else repr(direction)


@dataclass(frozen=True, slots=True)
class Pass(Written):
    """The player has no legal move and passes (RULES.md ST-6)."""

    def __str__(self) -> str:
        return "pass"


Move = Roll | Pass

parse_square = square_parser(BOARD)
"""The square of a file letter and rank digits (``where``: offset in ``full``)."""

_SQUARE_START = re.compile(SQUARE_PATTERN)


def parse_move(text: object) -> Roll | Pass:
    """Read a move (see the module docs); raises :class:`NotationError` saying what was
    expected where. Squares must be on the board; whether the move is legal is for the rules.

    >>> parse_move("b1N2E1")
    Roll(square=(1, 0), direction=Direction.N, steps=2, turn=Direction.E, rest=1, extra=())
    """
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.move_not_text", {"type": type(text).__name__}))
    # the characters without spaces, each with its offset in the text (for error messages)
    chars = [(ch.lower(), at) for at, ch in enumerate(text) if not ch.isspace()]
    key = "".join(ch for ch, _ in chars)
    if not key:
        raise NotationError(Msg("st.notation.empty_move"), text, 0, MOVE_EXAMPLES)

    def where(index: int) -> int:
        return chars[index][1] if index < len(chars) else len(text.rstrip())

    if key in PASS_WORDS.values():  # "pass", or German "passen"
        return Pass()
    match = _SQUARE_START.match(key)
    if not match:
        raise NotationError(Msg("st.notation.no_square", {"text": text.strip()}), text,
                            where(0), Msg("st.expect.square_first", {"moves": MOVE_EXAMPLES}))
    square = parse_square(match.group(1), match.group(2), where(0), text)
    pos = match.end()
    legs: list[tuple[Direction, int | None]] = []
    while pos < len(key) or not legs:
        letters = re.match(r"[a-z]*", key[pos:])
        word = letters.group().upper() if letters else ""
        if not word:
            found = key[pos:pos + 1]
            problem = (Msg("st.notation.no_direction", {"found": found}) if found
                       else Msg("st.notation.nothing_direction"))
            what = "st.expect.first_direction" if not legs else "st.expect.direction"
            raise NotationError(problem, text, where(pos), Msg(what))
        if len(word) > 1:
            if word in _DIAGONALS:
                raise NotationError(Msg("st.notation.diagonal", {"word": word}), text,
                                    where(pos), Msg("st.expect.not_diagonal"))
            raise NotationError(Msg("st.notation.no_direction", {"found": word}), text,
                                where(pos), Msg("st.expect.one_letter"))
        if word not in _DIRECTION_WORDS:
            raise NotationError(Msg("st.notation.no_direction", {"found": word}), text,
                                where(pos), Msg("st.expect.compass"))
        direction = _DIRECTION_WORDS[word]
        pos += 1
        digits = re.match(r"[0-9]*", key[pos:])
        number = digits.group() if digits else ""
        count: int | None = None
        if number:
            if not number.strip("0"):
                raise NotationError(Msg("st.notation.zero"), text, where(pos),
                                    Msg("st.expect.at_least_one"))
            if len(number) > 1 or not "1" <= number <= "6":
                raise NotationError(Msg("st.notation.count", {"number": number}), text,
                                    where(pos), Msg("st.expect.count"))
            count = int(number)
            pos += len(number)
        legs.append((direction, count))
    first, first_count = legs[0]
    if len(legs) == 1:
        return Roll(square, first, first_count)
    turn, rest = legs[1]
    return Roll(square, first, first_count, turn, rest, tuple(legs[2:]))


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ParsedPosition:
    """The fields of a position text, before the rules check that they fit together.

    ``dice`` holds, per player field, ``(square, orientation)`` pairs in the order written;
    ``threats`` maps a player to its threatened squares and the attacking squares; ``at``
    maps each field name to its character offset (for error messages).
    """

    dice: tuple[tuple[tuple[Square, Orientation[int]], ...], ...]
    to_move: int
    threats: dict[int, tuple[tuple[Square, ...], tuple[Square, ...]]]
    turn: int | None
    result: tuple[str, tuple[int, ...]] | None
    at: dict[str, int]


@cache
def dice_list(model: CubeModel[int]) -> CubeList[int]:
    """A player's dice in a position: ``A:a1(1/4/5),b1(1/4/5)`` or ``A:-`` (orientations of
    ``model``, the game's right- or left-handed die)."""
    return CubeList(model, parse_square, Msg("st.noun.die"), Msg("st.noun.dice"),
                    ("a1(1/4/5)", "b1(1/4/5)"), Msg(f"st.kind.{model.handedness}"),
                    Msg("st.expect.orientation",
                        {"example": model.format(model.orientation(1, south=2))}))


def _orientation_why(model: CubeModel[int], inner: str) -> Msg:
    """Why ``inner`` is no orientation of ``model``'s die, said in the reader's language."""
    parts = inner.split("/")
    if len(parts) != 3 or not all(len(p) == 1 and p.isascii() and p.isdigit() for p in parts):
        return Msg("st.why.form")
    faces = [int(p) for p in parts]
    if not all(1 <= face <= 6 for face in faces):
        return Msg("st.why.pips")
    for k, one in enumerate(faces):
        for two in faces[k + 1:]:
            if one == two:
                return Msg("st.why.same", {"face": one})
            if one + two == 7:
                return Msg("st.why.opposite", {"one": one, "two": two})
    other = "left" if model.handedness == "right" else "right"
    return Msg("st.why.handed", {"handed": Msg(f"st.why.handed.{other}")})


def orientation_error(model: CubeModel[int], inner: str) -> ValueError:
    """Why ``inner`` is no orientation of ``model``'s die, as an error in the session
    language (the 3D die's reader, :func:`.die_geometry.die_orientation`)."""
    return ValueError(Msg("st.notation.orientation", {
        "inner": inner, "kind": Msg(f"st.kind.{model.handedness}"),
        "why": _orientation_why(model, inner)}).text())


def parse_dice(model: CubeModel[int], field: str, letter: str, text: str, at: int
               ) -> tuple[tuple[Square, Orientation[int]], ...]:
    """The dice of player ``letter`` in ``field`` (at offset ``at`` of ``text``): the shared
    reader (:class:`~cubekit.core.notation.CubeList`), with a bad orientation explained in
    the reader's language."""
    try:
        return dice_list(model).parse(field, letter, text, at)
    except NotationError as error:
        problem = error.problem_message
        if not (isinstance(problem, Msg) and problem.key == "core.cubes.orientation"):
            raise
        inner = str(problem.params["inner"])
        raise NotationError(Msg("st.notation.orientation", {
            "inner": inner, "kind": Msg(f"st.kind.{model.handedness}"),
            "why": _orientation_why(model, inner)}),
            text, error.position, error.expected_message) from None


def format_position(dice: list[list[tuple[Square, Orientation[int]]]], model: CubeModel[int],
                    to_move: int,
                    threats: list[tuple[int, tuple[Square, ...], tuple[Square, ...]]],
                    turn: int | None, result: tuple[str, tuple[int, ...]] | None) -> str:
    """Write a position (the inverse of :func:`parse_position`)."""
    parts = [dice_list(model).format(player_letter(p), entries) for p, entries in enumerate(dice)]
    parts.append(player_letter(to_move))
    for player, defenders, attackers in threats:
        parts.append(f"threat:{player_letter(player)}:"
                     f"{','.join(square_name(s) for s in defenders)}>"
                     f"{','.join(square_name(s) for s in attackers)}")
    if turn is not None:
        parts.append(f"turn:{turn}")
    if result is not None:
        parts.append(format_result(*result))
    return " ".join(parts)


_SQUARES_RE = re.compile(rf"{SQUARE_PATTERN}(?:,{SQUARE_PATTERN})*",
                         re.IGNORECASE | re.ASCII)


def _parse_squares(value: str, text: str, where: int, what: str) -> tuple[Square, ...]:
    """The squares of a threat's ``what`` side (``threatened`` or ``attacking``)."""
    if not _SQUARES_RE.fullmatch(value):
        raise NotationError(Msg("st.notation.squares", {"value": value}), text, where,
                            Msg(f"st.expect.{what}_squares"))
    result = []
    for part in value.split(","):
        match = _SQUARE_START.fullmatch(part.lower())
        assert match is not None
        result.append(parse_square(match.group(1), match.group(2), where, text))
        where += len(part) + 1
    return tuple(result)


def parse_position(text: object, model: CubeModel[int], players: int) -> ParsedPosition:
    """Read a position text of a game with ``players`` players and dice ``model``; raises
    :class:`NotationError` saying what was expected where."""
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.not_text", {"type": type(text).__name__}))
    fields = [(m.start(), m.group()) for m in re.finditer(r"\S+", text)]
    example = " ".join(f"{player_letter(p)}:<dice>" for p in range(players))
    if len(fields) < players + 1:
        raise NotationError(Msg("st.notation.fields", {"players": players,
                                                       "least": players + 1,
                                                       "count": len(fields)}),
                            text, len(text.rstrip()),
                            Msg("st.expect.position" if players == 2 else
                                "st.expect.position_many", {"example": example}))
    dice = tuple(parse_dice(model, fields[p][1], player_letter(p), text, fields[p][0])
                 for p in range(players))
    move_at, move_text = fields[players]
    if ":" in move_text:
        raise NotationError(Msg("st.notation.after_dice", {"field": move_text,
                                                           "players": players}), text,
                            move_at, Msg("st.expect.to_move", {"players": players}))
    to_move = parse_player(move_text, text, move_at, players)
    at_of: dict[str, int] = {player_letter(p): fields[p][0] for p in range(players)}
    at_of["to_move"] = move_at
    threats: dict[int, tuple[tuple[Square, ...], tuple[Square, ...]]] = {}
    turn: int | None = None
    result: tuple[str, tuple[int, ...]] | None = None
    for key, value, at, where in extra_fields(fields[players + 1:], ("threat", "turn", "result"),
                                              text, at_of, repeatable=("threat",)):
        if key == "threat":
            letter, colon2, rest = value.partition(":")
            player = parse_player(letter, text, where, players)
            if not colon2:
                raise NotationError(Msg("st.notation.not_threat",
                                        {"field": text[at:where + len(value)]}), text, at,
                                    Msg("st.expect.threat"))
            if player in threats:
                raise NotationError(Msg("st.notation.threat_twice",
                                        {"player": player_letter(player)}), text, at,
                                    Msg("st.expect.threat_once"))
            at_of[f"threat{player}"] = at
            start = where + len(letter) + 1
            defenders_text, arrow, attackers_text = rest.partition(">")
            if not arrow:
                raise NotationError(Msg("st.notation.no_arrow", {"value": rest}), text, start,
                                    Msg("st.expect.arrow"))
            defenders = _parse_squares(defenders_text, text, start, "threatened")
            attackers = _parse_squares(attackers_text, text, start + len(defenders_text) + 1,
                                       "attacking")
            threats[player] = (defenders, attackers)
        elif key == "turn":
            turn = parse_turn(value, text, where)
        else:
            result = parse_result(value, text, where, REASONS,
                                  lambda letter, at: parse_player(letter, text, at, players))
    return ParsedPosition(dice, to_move, threats, turn, result, at_of)


__all__ = ["BOARD", "MOVE_EXAMPLES", "PLAYER_LETTERS", "REASONS", "SIZE", "Move",
           "ParsedPosition", "Pass", "Roll", "die_label", "format_position", "parse_dice",
           "parse_move",
           "parse_position", "parse_square", "player_letter"]
