"""Cubeslyde notation for moves and positions.

Squares are chess style on the 6x6 board: files ``a``-``f`` from the left, ranks ``1``-``6``
from the bottom (``a1`` is bottom-left). Everything is read case-insensitively; the kit writes
squares in lower case and letters of players, whites and fields as shown below.

**Cubes** are written as a letter and a strength: ``A5`` is a cube of player A with strength 5,
``W2`` a white blocker of strength 2. Players are ``A``-``D`` in turn order (clockwise, the
seats 1-4 of the rulebook). A cube of a player who is out (``out:`` below) is a neutral
blocker (RULES.md CS-7) but keeps its letter, so it can be told apart from the whites.

**Moves**

====================  ==========================================================================
``5@c4``              place an own cube of strength 5 on c4 (stage 1B; CS-2: the placer chooses)
``W2@c4``             place a white blocker of strength 2 on c4 (stage 1A)
``c4>E``              push the single cube on c4 one square east (``N``, ``E``, ``S``, ``W``;
                      the German ``O`` for east is accepted too)
``a3-c3>E``           push the group a3, b3, c3 one square east (the two end squares of the
                      group; either order; written lower-left end first)
``pass``              no legal action: the player passes (RULES.md CS-9; German ``passen``)
====================  ==========================================================================

German texts write east as ``O`` (``c4>O``) and a pass as ``passen``; both spellings are read
in either language, and ``str(move)`` is always the English one that files keep.

Diagonal directions (``c4>NE``) and groups that are not a straight row or column are *read*, so
that the rules can explain why such a push is illegal; they are never legal.

**Positions** are one line of fields separated by spaces::

    <ranks> <to move> [stage:<1A|1B|2>] [hand:<cubes>] [lost:<cubes>] [out:<players>]
                      [turn:<n>] [result:<reason>[:<winners>]]

``<ranks>`` lists the six ranks from the top (rank 6) down to rank 1, separated by ``/``, so the
text looks like the board; each rank has one token per file from ``a``: ``.`` for an empty
square or a cube such as ``A5`` or ``W2``. ``<to move>`` is the letter of the player whose turn
it is (in a finished game: the player who made the last move).

``stage:`` is the stage of the game: ``1A`` while white blockers are still to be placed,
``1B`` while some player still has own cubes to place, ``2`` once every player has placed all
of them. It follows from the hands and is checked when given.

``hand:`` lists the cubes still to be placed, per player and for the whites, as a letter
followed by the strengths: ``hand:A123456,B3456,W112233``. Owners that are not listed have
nothing left to place; the field is left out when nobody has. If the whole field is missing,
the hands are worked out as each set minus the cubes on the board and the lost ones.

``lost:`` lists the cubes pushed off the board the same way (``lost:A25,W3``); ``out:`` the
players who are out (``out:B``); ``turn:`` the number of turns played, written only when the
game has a turn limit (RULES.md CS-10). ``result:`` is written once the game is over: the reason
(``four_in_a_row``, ``last_player``, ``team_eliminated``, ``no_move`` or ``turn_limit``) and the
winners' letters (none for a draw): ``result:four_in_a_row:A``, ``result:team_eliminated:BD``,
``result:turn_limit``. A position without it is judged as if the player before ``<to move>``
had just moved: it is over if only one player is left, a team has lost, the turn limit is
reached, or (with ``line_wins="any"``, RULES.md CS-7) someone has four in a row. A position so
judged is the finished game and is written, like any finished game, with the player who made
the last move and its ``result:`` (``A1A2A3A4../....../....../....../....../B1B2B3... B`` with
four players reads as ``... A stage:1B hand:A56,B456,C123456,D123456 result:four_in_a_row:A``).

Every cube of every set must be accounted for: on the board, in a hand or lost (so a
two-player position lists the whites that are not on the board).

**Set-ups.** A position in stage 1B or 2 is read as a set-up, on purpose, for teaching: its
cubes may stand where no game puts them (any number placed by each player, in any order; the
whites listed as lost when they are not wanted on the board), and from there it is judged and
played exactly by the rules. A position in stage 1A (white blockers still to be placed) has
only whites on the board and nothing lost (rulebook *1A*: the whites come first and nothing
is pushed yet); any other is refused with a :class:`~cubekit.core.game.NotationError` saying
why.

Examples (the kit writes each position on one line, exactly as shown).

Two players, expert level: the start, A to move; the 12 white blockers come first::

  ....../....../....../....../....../...... A stage:1A hand:A123456,B123456,W112233445566

Two players, expert: the rulebook's example. A's group b4-d4 (strengths 1+2+3 = 6) pushes east
against B4 and W2 (defence 4+2 = 6): a tie push, allowed; W2 stands at the edge and falls off.
The move is written ``b4-d4>E``::

  W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B hand:A456,B12356

Three players, expert: B has lost three cubes and is out; B3, B4 and B6 are neutral::

  W1....W2/..B3.../A1A2.C1C2./W3.B4..W4/.A3.C3B6./W5....W6 C stage:1B hand:A456,C456 lost:B125 out:B

Four players, expert: A has four in a row on a6-d6 and has won (A moved last). The stage and
the hands are left out, so they are worked out (the kit writes them)::

  A1A2A3A4../....../....../....../....../B1B2B3... A result:four_in_a_row:A
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from cubekit.core.game import NotationError
from cubekit.core.grid import Board, Direction, Square
from cubekit.core.i18n import PASS_WORDS, Msg, Written
from cubekit.core.notation import (
    SQUARE_PATTERN,
    extra_fields,
    format_result,
    parse_result,
    parse_turn,
    square_describer,
    square_parser,
)

SIZE = 6
"""The board is 6 x 6 squares (rulebook, introduction)."""

WHITE = 4
"""Owner code of the white blockers (players are 0-3)."""

PLAYER_LETTERS = "ABCD"
WHITE_LETTER = "W"
REASONS = ("four_in_a_row", "last_player", "team_eliminated", "no_move", "turn_limit")
"""The ``reason`` keys of a finished game (see :class:`~cubekit.core.game.Outcome`)."""
STAGES = ("1A", "1B", "2")

VECTORS: dict[str, tuple[int, int]] = {
    "N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0),
    "NE": (1, 1), "SE": (1, -1), "SW": (-1, -1), "NW": (-1, 1),
}
"""Direction names of a push; only the four orthogonal ones can be legal."""
_GERMAN = {"O": "E", "NO": "NE", "SO": "SE"}
"""The German names for east (Ost) that the notation reads too, and the names they stand for."""

PushDirection = Literal["N", "E", "S", "W", "NE", "SE", "SW", "NW", "O", "NO", "SO"]
"""Every direction name the notation reads (in any case): the four orthogonal ones, the
diagonal ones (so that the rules can say why a diagonal push is illegal) and the German
``O``, ``NO``, ``SO``, which a :class:`Push` stores as ``E``, ``NE``, ``SE``."""


def owner_letter(owner: int) -> str:
    """``A``-``D`` for players 0-3, ``W`` for the whites."""
    return WHITE_LETTER if owner == WHITE else PLAYER_LETTERS[owner]


def cube_text(owner: int, strength: int) -> str:
    """A cube as written in positions and explanations, e.g. ``A5`` or ``W2``."""
    return f"{owner_letter(owner)}{strength}"


# ---------------------------------------------------------------------------------------------
# Moves
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Place(Written):
    """Put a cube of ``strength`` (1-6) on ``square``: an own cube (stage 1B), or a white
    blocker when ``white`` is true (stage 1A). RULES.md CS-2: the placer chooses strength and
    square."""

    strength: int = field(metadata={"range": (1, 6)})
    square: Square
    white: bool = False

    def __str__(self) -> str:
        prefix = WHITE_LETTER if self.white else ""
        return f"{prefix}{self.strength}@{_name(self.square)}"


@dataclass(frozen=True, slots=True)
class Push(Written):
    """Push a single cube (``first == last``) or the group between the end squares ``first``
    and ``last`` one square towards ``direction`` (``"N"``, ``"E"``, ``"S"``, ``"W"``; diagonal
    names exist only so that the rules can say why they are illegal; see
    :data:`PushDirection`). ``first`` is the lower-left end, the one with the smaller index
    ``row * 6 + col``: the ends given the other way round are swapped, so that one push is
    one object (equal and hashing alike however it was written)."""

    first: Square
    last: Square
    direction: PushDirection

    def __post_init__(self) -> None:
        # one move, one object: the German names and the order of the ends are spellings
        # (fields of the wrong type are left for the move gate to refuse)
        direction = self.direction
        if type(direction) is str and direction in _GERMAN:
            object.__setattr__(self, "direction", _GERMAN[direction])
        a, b = self.first, self.last
        if _is_square(a) and _is_square(b) and (b[1], b[0]) < (a[1], a[0]):
            object.__setattr__(self, "first", b)
            object.__setattr__(self, "last", a)

    def __str__(self) -> str:
        where = _name(self.first)
        if self.last != self.first:
            where += f"-{_name(self.last)}"
        return f"{where}>{self.direction}"

    @property
    def vector(self) -> tuple[int, int]:
        """``(dx, dy)`` of the direction."""
        return VECTORS[self.direction]

    @property
    def orthogonal(self) -> Direction | None:
        """The direction as a :class:`~cubekit.core.grid.Direction`, None if diagonal."""
        return Direction[self.direction] if len(self.direction) == 1 else None

    @property
    def is_group(self) -> bool:
        return self.first != self.last

    @property
    def squares(self) -> tuple[Square, ...]:
        """The squares from ``first`` to ``last`` if they share a row or column (else just the
        two ends), from the back of the push to the front (the head last)."""
        (c1, r1), (c2, r2) = self.first, self.last
        if c1 == c2 or r1 == r2:
            n = max(abs(c2 - c1), abs(r2 - r1))
            dc = (c2 > c1) - (c2 < c1)
            dr = (r2 > r1) - (r2 < r1)
            run = tuple((c1 + k * dc, r1 + k * dr) for k in range(n + 1))
        else:
            run = (self.first, self.last)
        dx, dy = self.vector
        # the head is the end that lies further in the direction of the push
        if len(run) > 1 and (run[0][0] - run[-1][0]) * dx + (run[0][1] - run[-1][1]) * dy > 0:
            run = run[::-1]
        return run


def push(a: Square, b: Square, direction: PushDirection) -> Push:
    """A :class:`Push` (its end squares in the canonical order, lower-left end first)."""
    return Push(a, b, direction)


def _is_square(value: object) -> bool:
    """A pair of whole numbers (where on the board is for the move gate to say)."""
    return (type(value) is tuple and len(value) == 2 and type(value[0]) is int
            and type(value[1]) is int)


@dataclass(frozen=True, slots=True)
class Pass(Written):
    """The player has no legal action and passes (RULES.md CS-9)."""

    def __str__(self) -> str:
        return "pass"


Move = Place | Push | Pass


_name = square_describer(Board(SIZE, SIZE))[1]
"""The name of a square of a move, also of one made in code with a wrong value (its repr)."""


_SQUARE = SQUARE_PATTERN
_PLACE_RE = re.compile(rf"^(w?)([0-9])@{_SQUARE}$")
_PUSH_RE = re.compile(rf"^{_SQUARE}(?:-{_SQUARE})?>([a-z]{{1,2}})$")
MOVE_EXAMPLES = Msg("cs.expect.move")
"""What a move looks like: '5@c4' (place), 'W2@c4' (place a white), 'c4>E' or 'a3-c3>E'
(push), 'pass' (in the reader's language)."""
_DIRECTION = Msg("cs.expect.direction")


parse_square = square_parser(Board(SIZE, SIZE))
"""The square of a file letter and rank digits (``where``: offset in ``full``)."""


def parse_move(text: object) -> Place | Push | Pass:
    """Read a move (see the module docs); raises :class:`NotationError` saying what was
    expected where. Squares must be on the board; whether the move is legal is for the rules."""
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.move_not_text", {"type": type(text).__name__}))
    stripped = text.strip()
    start = len(text) - len(text.lstrip())
    key = stripped.lower()
    if not key:
        raise NotationError(Msg("cs.notation.empty_move"), text, 0, MOVE_EXAMPLES)
    if key in PASS_WORDS.values():  # "pass", or German "passen"
        return Pass()
    match = _PLACE_RE.match(key)
    if match:
        strength = int(match.group(2))
        if not 1 <= strength <= 6:
            raise NotationError(Msg("cs.notation.strength", {"strength": strength}), text,
                                start + len(match.group(1)), Msg("cs.expect.strength"))
        square = parse_square(match.group(3), match.group(4), start + match.start(3), text)
        return Place(strength, square, bool(match.group(1)))
    match = _PUSH_RE.match(key)
    if match:
        first = parse_square(match.group(1), match.group(2), start + match.start(1), text)
        last = first
        if match.group(3):
            last = parse_square(match.group(3), match.group(4), start + match.start(3), text)
        word = match.group(5).upper()
        if word not in VECTORS and word not in _GERMAN:
            raise NotationError(Msg("cs.notation.direction", {"text": match.group(5)}), text,
                                start + match.start(5), _DIRECTION)
        return Push(first, last, word)  # type: ignore[arg-type]  # checked just above
    # say what went wrong, as precisely as the text allows
    if "@" in key:
        at = key.index("@")
        head = key[:at]
        if not re.fullmatch(r"w?[0-9]", head):
            raise NotationError(Msg("cs.notation.not_strength", {"text": stripped[:at]}),
                                text, start, Msg("cs.expect.place_strength"))
        raise NotationError(Msg("cs.notation.not_square", {"text": stripped[at + 1:]}), text,
                            start + at + 1, Msg("cs.expect.place_square"))
    if ">" in key:
        arrow = key.index(">")
        if not key[arrow + 1:]:
            raise NotationError(Msg("cs.notation.no_direction"), text, start + arrow + 1,
                                Msg("cs.expect.push_direction"))
        if not re.fullmatch(rf"{_SQUARE}(-{_SQUARE})?", key[:arrow]):
            raise NotationError(Msg("cs.notation.not_group", {"text": stripped[:arrow]}),
                                text, start, Msg("cs.expect.group"))
        raise NotationError(Msg("cs.notation.direction", {"text": stripped[arrow + 1:]}), text,
                            start + arrow + 1, _DIRECTION)
    raise NotationError(Msg("cs.notation.not_move", {"text": stripped}), text, start,
                        MOVE_EXAMPLES)


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ParsedPosition:
    """The fields of a position text, before the rules check that they fit together.

    ``cells`` holds one code per square in index order (``row * 6 + col``, ``a1`` first):
    0 for empty, else ``owner << 3 | strength`` (owner 0-3 a player, 4 the whites).
    ``hands`` is None when the text has no ``hand:`` field; ``at`` maps each field name to
    its character offset (for error messages).
    """

    cells: tuple[int, ...]
    to_move: int
    stage: str | None
    hands: tuple[tuple[int, ...], ...] | None
    lost: tuple[tuple[int, ...], ...]
    out: tuple[int, ...]
    turn: int | None
    result: tuple[str, tuple[int, ...]] | None
    at: dict[str, int]


def format_cubes(groups: tuple[tuple[int, ...], ...]) -> str:
    """``A123,W22`` from strengths per owner code (empty owners left out)."""
    return ",".join(f"{owner_letter(owner)}{''.join(map(str, strengths))}"
                    for owner, strengths in enumerate(groups) if strengths)


def format_position(cells: tuple[int, ...], to_move: int, stage: str,
                    hands: tuple[tuple[int, ...], ...], lost: tuple[tuple[int, ...], ...],
                    out: tuple[int, ...], turn: int | None,
                    result: tuple[str, tuple[int, ...]] | None) -> str:
    """Write a position (the inverse of :func:`parse_position`)."""
    ranks = []
    for row in range(SIZE - 1, -1, -1):
        tokens = []
        for col in range(SIZE):
            code = cells[row * SIZE + col]
            tokens.append(cube_text(code >> 3, code & 7) if code else ".")
        ranks.append("".join(tokens))
    parts = ["/".join(ranks), owner_letter(to_move), f"stage:{stage}"]
    if any(hands):
        parts.append("hand:" + format_cubes(hands))
    if any(lost):
        parts.append("lost:" + format_cubes(lost))
    if out:
        parts.append("out:" + "".join(owner_letter(p) for p in out))
    if turn is not None:
        parts.append(f"turn:{turn}")
    if result is not None:
        parts.append(format_result(*result))
    return " ".join(parts)


def _letters(players: int, white: bool) -> Msg:
    last = PLAYER_LETTERS[players - 1]
    return Msg("cs.expect.owner" if white else "cs.expect.player", {"last": last})


def parse_owner(letter: str, players: int, white: bool, text: str, where: int) -> int:
    """A player (or with ``white`` also ``W``) from its letter."""
    upper = letter.upper()
    if white and upper == WHITE_LETTER:
        return WHITE
    index = PLAYER_LETTERS.find(upper) if len(upper) == 1 else -1
    if not 0 <= index < players:
        raise NotationError(Msg("cs.notation.player", {"letter": letter, "players": players}),
                            text, where, _letters(players, white))
    return index


def _parse_cube_groups(value: str, players: int, text: str, where: int,
                       field: str) -> tuple[tuple[int, ...], ...]:
    groups: list[list[int]] = [[] for _ in range(WHITE + 1)]
    seen: set[int] = set()
    offset = where
    for part in value.split(","):
        if not part:
            raise NotationError(Msg("cs.notation.empty_entry", {"field": field}), text, offset,
                                Msg("cs.expect.entries", {"field": field}))
        owner = parse_owner(part[0], players, True, text, offset)
        if owner in seen:
            raise NotationError(Msg("cs.notation.owner_twice", {"owner": part[0].upper(),
                                                                 "field": field}),
                                text, offset, Msg("cs.expect.owner_once"))
        seen.add(owner)
        if len(part) == 1:
            raise NotationError(Msg("cs.notation.no_strengths", {"owner": part[0].upper(),
                                                                  "field": field}),
                                text, offset + 1, Msg("cs.expect.digits_example"))
        for i, char in enumerate(part[1:], start=1):
            if char not in "123456":
                raise NotationError(Msg("cs.notation.not_strength", {"text": char}), text,
                                    offset + i, Msg("cs.expect.digits"))
            groups[owner].append(int(char))
        offset += len(part) + 1
    return tuple(tuple(sorted(g)) for g in groups)


def parse_position(text: object, players: int) -> ParsedPosition:
    """Read a position text; raises :class:`NotationError` saying what was expected where."""
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.not_text", {"type": type(text).__name__}))
    fields = [(m.start(), m.group()) for m in re.finditer(r"\S+", text)]
    if len(fields) < 2:
        raise NotationError(Msg("cs.notation.fields", {"count": len(fields)}), text,
                            len(text.rstrip()), Msg("cs.expect.position"))
    (ranks_at, ranks_text), (move_at, move_text) = fields[:2]
    rank_texts = ranks_text.split("/")
    if len(rank_texts) != SIZE:
        raise NotationError(Msg("cs.notation.ranks", {"count": len(rank_texts)}), text,
                            ranks_at, Msg("cs.expect.ranks"))
    cells = [0] * (SIZE * SIZE)
    offset = ranks_at
    for number, rank_text in enumerate(rank_texts):
        row = SIZE - 1 - number
        col = 0
        i = 0
        while i < len(rank_text):
            at = offset + i
            char = rank_text[i]
            if col >= SIZE:
                raise NotationError(Msg("cs.notation.rank_long", {"rank": row + 1}), text, at,
                                    Msg("cs.expect.squares"))
            if char == ".":
                i += 1
            elif char.isalpha():
                owner = parse_owner(char, players, True, text, at)
                digit = rank_text[i + 1] if i + 1 < len(rank_text) else ""
                if digit not in tuple("123456") or not digit:
                    raise NotationError(Msg("cs.notation.cube_strength",
                                            {"letter": char.upper()}), text, at + 1,
                                        Msg("cs.expect.cube_strength"))
                cells[row * SIZE + col] = owner << 3 | int(digit)
                i += 2
            else:
                raise NotationError(Msg("cs.notation.char", {"char": char, "rank": row + 1}),
                                    text, at, Msg("cs.expect.cell"))
            col += 1
        if col != SIZE:
            raise NotationError(Msg("cs.notation.rank_short", {"rank": row + 1, "count": col}),
                                text, offset + len(rank_text), Msg("cs.expect.squares"))
        offset += len(rank_text) + 1
    to_move = parse_owner(move_text, players, False, text, move_at)
    stage: str | None = None
    hands: tuple[tuple[int, ...], ...] | None = None
    lost: tuple[tuple[int, ...], ...] | None = None
    out: tuple[int, ...] | None = None
    turn: int | None = None
    result: tuple[str, tuple[int, ...]] | None = None
    at_of: dict[str, int] = {"ranks": ranks_at, "to_move": move_at}
    for key, value, _, where in extra_fields(
            fields[2:], ("stage", "hand", "lost", "out", "turn", "result"), text, at_of):
        if key == "stage":
            if value.upper() not in STAGES:
                raise NotationError(Msg("cs.notation.stage", {"value": value}), text, where,
                                    Msg("cs.expect.stage"))
            stage = value.upper()
        elif key == "hand":
            hands = _parse_cube_groups(value, players, text, where, "hand")
        elif key == "lost":
            lost = _parse_cube_groups(value, players, text, where, "lost")
        elif key == "out":
            found = [parse_owner(ch, players, False, text, where + i)
                     for i, ch in enumerate(value)]
            if not found or len(set(found)) != len(found):
                raise NotationError(Msg("cs.notation.out", {"value": value}), text, where,
                                    Msg("cs.expect.out"))
            out = tuple(sorted(found))
        elif key == "turn":
            turn = parse_turn(value, text, where)
        else:
            result = parse_result(value, text, where, REASONS, lambda letter, at: parse_owner(
                letter, players, False, text, at))
    empty = tuple(() for _ in range(WHITE + 1))
    return ParsedPosition(tuple(cells), to_move, stage, hands, lost or empty, out or (), turn,
                          result, at_of)
