"""Kettenreaktion notation for positions and moves.

**Moves** are the square a marble is placed on, chess style: ``c3`` (``a1`` is bottom-left;
case does not matter).

**Positions** are one line of up to four fields separated by spaces::

    <width>x<height>  <ranks>  <player to move>  [moved:<players>]  [result:endless]

``<ranks>`` lists the ranks from the top (rank ``height``) down to rank 1, separated by ``/``,
so the text looks like the board. Each rank has one token per file from ``a``: ``.`` for an
empty cell, or a marble count followed by the owner's letter (``2A`` = two marbles of player
A). Players are ``A``..``H`` in turn order.

``moved:`` lists the players who have already had a turn; it is written only when it differs
from what the marble count implies (every move adds one marble, so after ``k`` moves the
first ``k`` players from the start player have moved). ``result:endless`` marks a position in
which a cascade was found never to settle (``stop_on_win=False``, RULES.md CR-4).

Examples (3x3 board, two players)::

    3x3 .../.../... A            the empty start, A to move
    3x3 .../.1B./1A.. A          A on a1, B on b2, A to move
    3x3 1B1B./2B../1B.. A        A has been wiped out: B has won

A running game is written between two moves, when every cell holds less than its capacity
(CR-2); ``parse_state`` refuses a position with a full cell unless the game is over there: a
win stops a cascade at once (CR-4), so a won position may keep full cells, and so may one
marked ``result:endless``. Counts of 4 or more appear only in such positions.

The players who have moved follow from the marble count as said above, also in a position
typed by hand: ``3x3 2A../.../... B`` (two marbles, so A and B have moved, and B has none left)
is B's loss. Write ``moved:A`` to set up the position where B has not moved yet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cubekit.core.game import NotationError
from cubekit.core.grid import FILES
from cubekit.core.i18n import Msg
from cubekit.core.notation import player_letter

MAX_COUNT = 7
"""The most marbles a cell can hold, even mid-cascade (a cell below capacity c receives at
most c marbles in a wave, so it never exceeds 2c - 1 = 7)."""

_SIZE_RE = re.compile(r"^([0-9]{1,9})[xX]([0-9]{1,9})$")  # ASCII digits; int() stays small


@dataclass(frozen=True)
class ParsedPosition:
    """The fields of a position text, before the rules check them."""

    width: int
    height: int
    cells: tuple[tuple[int, int], ...]  # (count, owner) per index; owner -1 when empty
    to_move: int
    moved: tuple[int, ...] | None
    endless: bool


def format_position(width: int, height: int, cells: list[tuple[int, int]], to_move: int,
                    moved: tuple[int, ...] | None, endless: bool) -> str:
    """Write a position; ``cells`` is (count, owner) in index order (rank 1 first)."""
    ranks = []
    for row in range(height - 1, -1, -1):
        tokens = []
        for col in range(width):
            count, owner = cells[row * width + col]
            tokens.append("." if count == 0 else f"{count}{player_letter(owner)}")
        ranks.append("".join(tokens))
    parts = [f"{width}x{height}", "/".join(ranks), player_letter(to_move)]
    if moved is not None:
        parts.append("moved:" + ("".join(player_letter(p) for p in moved) or "-"))
    if endless:
        parts.append("result:endless")
    return " ".join(parts)


def _player(letter: str, players: int, text: str, position: int) -> int:
    # check the length first: ord() of a longer text (or of "ß".upper() == "SS") would raise
    index = ord(letter.upper()) - ord("A") if len(letter) == 1 and letter.isascii() else -1
    if not (letter.isalpha() and 0 <= index < players):
        last = player_letter(players - 1)
        raise NotationError(Msg("cr.notation.player", {"letter": letter, "players": players}),
                            text, position, Msg("cr.expect.player", {"last": last}))
    return index


def parse_position(text: str, players: int) -> ParsedPosition:
    """Read a position text; raises :class:`NotationError` saying what was expected where."""
    if not isinstance(text, str):
        raise NotationError(Msg("core.notation.not_text", {"type": type(text).__name__}))
    fields = []
    for match in re.finditer(r"\S+", text):
        fields.append((match.start(), match.group()))
    if len(fields) < 3:
        raise NotationError(Msg("cr.notation.fields", {"count": len(fields)}), text,
                            len(text.rstrip()), Msg("cr.expect.position"))
    (size_at, size), (ranks_at, ranks_text), (move_at, move_text) = fields[:3]
    size_match = _SIZE_RE.match(size)
    if not size_match:
        raise NotationError(Msg("cr.notation.size", {"size": size}), text, size_at,
                            Msg("cr.expect.size"))
    width, height = int(size_match.group(1)), int(size_match.group(2))
    if not (2 <= width <= len(FILES) and 2 <= height <= 99):
        raise NotationError(Msg("cr.notation.size_range", {"width": width, "height": height}),
                            text, size_at, Msg("cr.expect.size_range", {"files": len(FILES)}))
    rank_texts = ranks_text.split("/")
    if len(rank_texts) != height:
        raise NotationError(Msg("cr.notation.ranks", {"count": len(rank_texts),
                                                      "height": height}),
                            text, ranks_at, Msg("cr.expect.ranks", {"height": height}))
    cells: list[tuple[int, int]] = [(0, -1)] * (width * height)
    offset = ranks_at
    for number, rank_text in enumerate(rank_texts):
        row = height - 1 - number
        col = 0
        i = 0
        while i < len(rank_text):
            at = offset + i
            char = rank_text[i]
            if col >= width:
                raise NotationError(Msg("cr.notation.rank_long", {"rank": row + 1,
                                                                   "width": width}),
                                    text, at, Msg("cr.expect.cells", {"width": width}))
            if char == ".":
                i += 1
            elif char in "0123456789":  # ASCII only: int("²") would fail
                count = int(char)
                if not 1 <= count <= MAX_COUNT:
                    raise NotationError(Msg("cr.notation.count", {"count": count}), text, at,
                                        Msg("cr.expect.count", {"most": MAX_COUNT}))
                if i + 1 >= len(rank_text):
                    raise NotationError(Msg("cr.notation.no_owner"), text, at + 1,
                                        Msg("cr.expect.owner"))
                owner = _player(rank_text[i + 1], players, text, at + 1)
                cells[row * width + col] = (count, owner)
                i += 2
            else:
                raise NotationError(Msg("cr.notation.char", {"char": char, "rank": row + 1}),
                                    text, at, Msg("cr.expect.cell"))
            col += 1
        if col != width:
            raise NotationError(Msg("cr.notation.rank_short", {"rank": row + 1, "count": col}),
                                text, offset + len(rank_text),
                                Msg("cr.expect.cells", {"width": width}))
        offset += len(rank_text) + 1
    to_move = _player(move_text, players, text, move_at)
    moved: tuple[int, ...] | None = None
    endless = False
    for at, extra in fields[3:]:
        key, _, value = extra.partition(":")
        if key.lower() == "moved" and moved is None:
            letters = "" if value == "-" else value
            moved = tuple(sorted({_player(ch, players, text, at + 6 + i)
                                  for i, ch in enumerate(letters)}))
        elif key.lower() == "result" and value.lower() == "endless" and not endless:
            endless = True
        else:
            raise NotationError(Msg("core.notation.field", {"field": extra}), text, at,
                                Msg("cr.expect.field"))
    return ParsedPosition(width, height, tuple(cells), to_move, moved, endless)
