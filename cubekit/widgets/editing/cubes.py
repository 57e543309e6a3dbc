"""What the Editor does alike for games of six-faced pieces (Deblockle blocks, Striedies dice):
the palette rows owner, top face and north face, a quarter turn on a second click, and the
``A:c1(top/north/east),...`` lists of the position text (:class:`cubekit.core.notation.CubeList`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cubekit.core.cube import CubeModel, Orientation
from cubekit.core.grid import Square, square_name
from cubekit.core.notation import CubeList
from cubekit.core.words import letter
from cubekit.widgets import editing


@dataclass(frozen=True)
class CubePiece(editing.Piece):
    """A block or die of ``owner`` standing in ``orientation``; ``code`` is its compact
    notation (``top/north/east``)."""

    orientation: Orientation[Any] | None = None
    code: str = ""

    def token(self) -> str:
        return f"{letter(self.owner)}:{self.code}"


class CubeEditing(editing.Editing):
    """Pieces that are cubes (see the module docs); a subclass gives :meth:`model`,
    :meth:`cube_list`, :meth:`face_label` and the most pieces a player may have."""

    def model(self) -> CubeModel[Any]:
        raise NotImplementedError

    def cube_list(self) -> CubeList[Any]:
        raise NotImplementedError

    def face_label(self, face: Any) -> str:
        """How a face is named in the palette."""
        return str(face)

    def faces(self) -> tuple[Any, ...]:
        """The faces in the order the palette lists them."""
        return tuple(self.model().labels)

    def most(self, player: int) -> int:
        """How many pieces ``player`` may have on the board."""
        raise NotImplementedError

    def allowed(self, square: Square) -> bool:
        """Whether a piece may stand on ``square`` at all (a sketch leaves out the others)."""
        return True

    # --- palette ---------------------------------------------------------------------------
    def _value(self, face: Any) -> str:
        return self.model().code(face)

    def _face(self, value: str) -> Any:
        model = self.model()
        return next(face for face in model.labels if model.code(face) == value)

    def default_choices(self) -> list[editing.Choice]:
        return self._rows(None, None)

    def choices(self) -> list[editing.Choice]:
        return self._rows(self.selection.get("top"), self.selection.get("north"),
                          self.selection.get("owner", "0"))

    def _rows(self, top: str | None, north: str | None,
              owner: str = "0") -> list[editing.Choice]:
        model = self.model()
        tops = tuple((self.face_label(face), self._value(face)) for face in self.faces())
        top = top if top in {v for _, v in tops} else tops[0][1]
        top_face = self._face(top)
        sides = [face for face in self.faces()
                 if face != top_face and face != model.opposite(top_face)]
        norths = tuple((self.face_label(face), self._value(face)) for face in sides)
        north = north if north in {v for _, v in norths} else norths[0][1]
        return [editing.Choice("owner", self.say("editor.row.owner"), self.owners(), owner),
                editing.Choice("top", self.say("editor.row.top"), tops, top),
                editing.Choice("north", self.say("editor.row.north"), norths, north,
                               self.say("editor.row.north_tip"))]

    def adjust(self) -> None:
        for row in self.choices():
            self.selection[row.name] = row.value

    def make(self, owner: int, orientation: Orientation[Any]) -> CubePiece:
        return CubePiece(owner, orientation, self.model().format(orientation))

    def piece(self) -> CubePiece:
        model = self.model()
        orientation = model.orientation(self._face(self.selection["top"]),
                                        north=self._face(self.selection["north"]))
        return self.make(int(self.selection["owner"]), orientation)

    def select(self, piece: editing.Piece) -> None:
        assert isinstance(piece, CubePiece) and piece.orientation is not None
        self.selection.update(owner=str(piece.owner),
                              top=self._value(piece.orientation.top),
                              north=self._value(piece.orientation.north))

    def change(self, square: Square, piece: editing.Piece) -> CubePiece:
        """A quarter turn clockwise (seen from above)."""
        assert isinstance(piece, CubePiece) and piece.orientation is not None
        return self.make(piece.owner, piece.orientation.turn())

    def parse_piece(self, text: str) -> CubePiece:
        owner_text, colon, code = text.strip().partition(":")
        owner = ord(owner_text.upper()) - ord("A") if len(owner_text) == 1 else -1
        if not colon or not 0 <= owner < self.game.players:
            raise ValueError(self.say("editor.error.piece", text=text, code=self.piece().code))
        return self.make(owner, self.model().parse(code))

    # --- text ------------------------------------------------------------------------------
    def entries(self, player: int, sketch: bool) -> list[tuple[Square, Orientation[Any]]]:
        """The squares and orientations of ``player``'s pieces, rank 1 first; for a sketch
        only the first :meth:`most` on allowed squares."""
        found = sorted(((sq, p) for sq, p in self.pieces.items() if p.owner == player),
                       key=lambda item: (item[0][1], item[0][0]))
        result: list[tuple[Square, Orientation[Any]]] = []
        for square, piece in found:
            assert isinstance(piece, CubePiece) and piece.orientation is not None
            if sketch and (not self.allowed(square) or len(result) >= self.most(player)):
                continue
            result.append((square, piece.orientation))
        return result

    def board_text(self, to_move: int, *, sketch: bool = False) -> str:
        cubes = self.cube_list()
        lists = [cubes.format(letter(p), self.entries(p, sketch))
                 for p in range(self.game.players)]
        return " ".join([*lists, letter(to_move)])

    def load_pieces(self, lists: tuple[tuple[tuple[Square, Orientation[Any]], ...], ...]) -> None:
        self.pieces = {square: self.make(player, orientation)
                       for player, entries in enumerate(lists)
                       for square, orientation in entries}

    def squares_text(self, squares: list[Square]) -> str:
        return ",".join(square_name(square) for square in squares)


__all__ = ["CubeEditing", "CubePiece"]
