"""Kettenreaktion in the Editor: marbles by owner and count.

The palette has a row of owners (A, B, ...) and a row of counts (1 to 7); a click on a cell
puts that many marbles of that owner there, a second click adds one (up to the cell's
capacity, then back to one: a full cell is allowed only where the game is over, CR-2 to
CR-4). Fields: ``moved`` (the players who have had a turn, when it is not what the marble
count implies) and, with ``stop_on_win=False``, ``result`` (``endless``).

>>> import cubekit
>>> editing = Editing(cubekit.load("chain_reaction", width=3, height=3), "en")
>>> editing.choose("owner", "1"); editing.choose("count", "2")
>>> _ = editing.place((1, 1)); editing.text()
'3x3 .../.2B./... A'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.grid import Square
from cubekit.core.words import letter
from cubekit.games.chain_reaction.notation import MAX_COUNT, parse_position
from cubekit.widgets import editing


@dataclass(frozen=True)
class Marble(editing.Piece):
    """``count`` marbles of ``owner`` in one cell."""

    count: int = 1

    def token(self) -> str:
        return f"{self.count}{letter(self.owner)}"


class Editing(editing.Editing):
    """Marbles in cells (see the module docs)."""

    render_options: ClassVar[dict[str, Any]] = {"capacity": True}

    def default_choices(self) -> list[editing.Choice]:
        counts = tuple((str(n), str(n)) for n in range(1, MAX_COUNT + 1))
        return [editing.Choice("owner", self.say("editor.row.owner"), self.owners(), "0"),
                editing.Choice("count", self.say("editor.row.marbles"), counts, "1",
                               self.say("editor.row.marbles_tip"))]

    def piece(self) -> Marble:
        return Marble(int(self.selection["owner"]), int(self.selection["count"]))

    def select(self, piece: editing.Piece) -> None:
        assert isinstance(piece, Marble)
        self.selection.update(owner=str(piece.owner), count=str(piece.count))

    def change(self, square: Square, piece: editing.Piece) -> Marble:
        assert isinstance(piece, Marble)
        capacity: int = self.game.capacity(square)  # type: ignore[attr-defined]
        count = piece.count + 1 if piece.count < min(capacity, MAX_COUNT) else 1
        return Marble(piece.owner, count)

    def parse_piece(self, text: str) -> Marble:
        token = text.strip().upper()
        if len(token) != 2 or not token[0].isdigit() or not 1 <= int(token[0]) <= MAX_COUNT:
            raise ValueError(self.say("editor.error.marbles", text=text, max=MAX_COUNT))
        owner = ord(token[1]) - ord("A")
        if not 0 <= owner < self.game.players:
            raise ValueError(self.say("editor.error.player_letter", letter=token[1]))
        return Marble(owner, int(token[0]))

    def fields(self) -> list[editing.Field]:
        found = [editing.Field("moved", self.say("editor.field.moved"),
                               placeholder=self.say("editor.auto"),
                               tooltip=self.say("editor.field.moved_tip"))]
        if not self.game.stop_on_win:  # type: ignore[attr-defined]
            found.append(editing.Field(
                "result", self.say("editor.field.result"),
                ((self.say("editor.auto"), ""), (self.say("editor.field.endless"), "endless")),
                tooltip=self.say("editor.field.endless_tip")))
        return found

    def board_text(self, to_move: int, *, sketch: bool = False) -> str:
        game = self.game
        width, height = game.board.width, game.board.height
        ranks = []
        for row in range(height - 1, -1, -1):
            cells = []
            for col in range(width):
                piece = self.pieces.get((col, row))
                cells.append(piece.token() if piece is not None else ".")
            ranks.append("".join(cells))
        text = f"{width}x{height} {'/'.join(ranks)} {letter(to_move)}"
        # a sketch may show full cells: as if a cascade were endless (the parser allows them)
        return text + " result:endless" if sketch else text

    def text(self) -> str:
        parts = [self.board_text(self.to_move)]
        if self.values.get("moved"):
            parts.append(f"moved:{self.values['moved']}")
        if self.values.get("result"):
            parts.append(f"result:{self.values['result']}")
        return " ".join(parts)

    def load(self, text: str) -> None:
        parsed = parse_position(text, self.game.players)
        if (parsed.width, parsed.height) != (self.game.board.width, self.game.board.height):
            self.game.parse_state(text)     # raises the parser's error: another board size
        width = parsed.width
        self.pieces = {(index % width, index // width): Marble(owner, count)
                       for index, (count, owner) in enumerate(parsed.cells) if count}
        self.to_move = parsed.to_move
        self.values = {name: "" for name in self.values}
        if parsed.moved is not None:
            self.values["moved"] = "".join(letter(p) for p in parsed.moved) or "-"
        if parsed.endless and "result" in self.values:
            self.values["result"] = "endless"

    def summary(self) -> list[str]:
        totals = [sum(p.count for p in self.pieces.values()
                      if isinstance(p, Marble) and p.owner == player)
                  for player in range(self.game.players)]
        listed = ", ".join(f"{letter(p)} {n}" for p, n in enumerate(totals))
        return [self.say("widgets.status_marbles", marbles=listed)]


__all__ = ["Editing", "Marble"]
