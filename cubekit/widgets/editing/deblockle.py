"""Deblockle in the Editor: blocks with their faces and rotation.

The palette has a row of owners (A, B), the face on top and the face towards north (the
block's rotation); a second click on a block turns it a quarter clockwise. Fields: the blocks
each player has removed (worked out from the option ``blocks`` and the blocks on the board
unless chosen; the parser checks a chosen count) and, with a turn limit, the turns played.
The star squares d2 and d6 take no block (DB-4, DB-5): the parser says so.

>>> import cubekit
>>> editing = Editing(cubekit.load("deblockle"), "en")
>>> editing.choose("top", "@"); editing.choose("north", "+")
>>> _ = editing.place((2, 0)); editing.text()
'A:c1(@/+/*) B:- A'
"""

from __future__ import annotations

from typing import Any, ClassVar

from cubekit.core.cube import DEBLOCKLE_BLOCK, CubeModel
from cubekit.core.grid import Square
from cubekit.core.notation import CubeList
from cubekit.games.deblockle.geometry import FACES, STAR_SQUARES
from cubekit.games.deblockle.notation import BLOCKS, parse_position
from cubekit.widgets import editing
from cubekit.widgets.editing.cubes import CubeEditing


class Editing(CubeEditing):
    """Blocks on the 7x7 board (see the module docs)."""

    render_options: ClassVar[dict[str, Any]] = {}

    def model(self) -> CubeModel[Any]:
        return DEBLOCKLE_BLOCK

    def cube_list(self) -> CubeList[Any]:
        return BLOCKS

    def faces(self) -> tuple[Any, ...]:
        return FACES      # star, stop, cross, X, slider, hoops: as the rulebook lists them

    def face_label(self, face: Any) -> str:
        return f"{DEBLOCKLE_BLOCK.code(face)} {self.say(f'db.face.{face}')}"

    def counts(self) -> tuple[int, int]:
        counts: tuple[int, int] = self.game.block_counts  # type: ignore[attr-defined]
        return counts

    def most(self, player: int) -> int:
        return self.counts()[player]

    def allowed(self, square: Square) -> bool:
        return square not in STAR_SQUARES

    def fields(self) -> list[editing.Field]:
        a, b = self.counts()
        pairs = tuple((f"{i}/{j}", f"{i}/{j}") for i in range(a + 1) for j in range(b + 1))
        found = [editing.Field("removed", self.say("editor.field.removed"),
                               ((self.say("editor.auto"), ""), *pairs),
                               tooltip=self.say("editor.field.removed_tip"))]
        if self.game.turn_limit is not None:  # type: ignore[attr-defined]
            found.append(editing.Field("turn", self.say("editor.field.turn"), placeholder="0",
                                       tooltip=self.say("editor.field.turn_tip")))
        return found

    def text(self) -> str:
        parts = [self.board_text(self.to_move)]
        if self.values.get("removed"):
            parts.append(f"removed:{self.values['removed']}")
        if self.values.get("turn"):
            parts.append(f"turn:{self.values['turn']}")
        return " ".join(parts)

    def load(self, text: str) -> None:
        parsed = parse_position(text)
        self.load_pieces(parsed.blocks)
        self.to_move = parsed.to_move
        self.values = {name: "" for name in self.values}
        if parsed.turn is not None and "turn" in self.values:
            self.values["turn"] = str(parsed.turn)

    def summary(self) -> list[str]:
        a, b = self.counts()
        on_board = [sum(p.owner == player for p in self.pieces.values()) for player in (0, 1)]
        return [self.say("editor.deblockle.removed", a=max(a - on_board[0], 0), b=max(
            b - on_board[1], 0), total_a=a, total_b=b)]


__all__ = ["Editing"]
