"""Cubeslyde in the Editor: cubes by owner and strength, and the white blockers.

The palette has a row of owners (the players and ``W`` for the whites) and a row of the
strengths in that owner's set (CS-1); a second click on a cube gives it the owner's next
strength. Fields: the stage (worked out from the hands unless chosen), the cubes in hand
(worked out: each set minus the cubes on the board and the lost ones), the lost cubes
(``A25,W3``), the players who are out (worked out from the lost cubes unless given) and,
with a turn limit, the turns played. The cubes still in hand are listed below the palette.

>>> import cubekit
>>> editing = Editing(cubekit.load("cubeslyde"), "en")
>>> editing.choose("owner", "W"); editing.choose("strength", "2")
>>> _ = editing.place((2, 3)); editing.text()
'....../....../..W2.../....../....../...... A'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.grid import Square
from cubekit.core.words import letter
from cubekit.games.cubeslyde.notation import (
    PLAYER_LETTERS,
    SIZE,
    STAGES,
    WHITE,
    WHITE_LETTER,
    owner_letter,
    parse_position,
)
from cubekit.widgets import editing

_GROUP = re.compile(r"^([A-Za-z])([1-6]+)$")


@dataclass(frozen=True)
class Cube(editing.Piece):
    """A cube of a player (owner 0-3) or a white blocker (owner :data:`WHITE`)."""

    strength: int = 1

    def token(self) -> str:
        return f"{owner_letter(self.owner)}{self.strength}"


class Editing(editing.Editing):
    """Cubes on the 6x6 board (see the module docs)."""

    render_options: ClassVar[dict[str, Any]] = {}

    def owner_set(self, owner: int) -> tuple[int, ...]:
        return tuple(self.game.cube_set(owner))  # type: ignore[attr-defined]

    def default_choices(self) -> list[editing.Choice]:
        owners = (*self.owners(), (WHITE_LETTER, WHITE_LETTER))
        return [editing.Choice("owner", self.say("editor.row.owner"), owners, "0"),
                self._strengths("0")]

    def _strengths(self, owner: str, value: str | None = None) -> editing.Choice:
        code = WHITE if owner == WHITE_LETTER else int(owner)
        strengths = sorted(set(self.owner_set(code))) or [1]
        options = tuple((str(s), str(s)) for s in strengths)
        chosen = value if value in {v for _, v in options} else options[0][1]
        return editing.Choice("strength", self.say("editor.row.strength"), options, chosen)

    def choices(self) -> list[editing.Choice]:
        owner = self.selection["owner"]
        first = self.default_choices()[0]
        return [editing.Choice(first.name, first.label, first.options, owner),
                self._strengths(owner, self.selection.get("strength"))]

    def adjust(self) -> None:
        self.selection["strength"] = self._strengths(self.selection["owner"],
                                                     self.selection.get("strength")).value

    def piece(self) -> Cube:
        owner = self.selection["owner"]
        return Cube(WHITE if owner == WHITE_LETTER else int(owner),
                    int(self.selection["strength"]))

    def select(self, piece: editing.Piece) -> None:
        assert isinstance(piece, Cube)
        owner = WHITE_LETTER if piece.owner == WHITE else str(piece.owner)
        self.selection.update(owner=owner, strength=str(piece.strength))
        self.adjust()

    def change(self, square: Square, piece: editing.Piece) -> Cube:
        assert isinstance(piece, Cube)
        strengths = sorted(set(self.owner_set(piece.owner))) or [piece.strength]
        later = [s for s in strengths if s > piece.strength]
        return Cube(piece.owner, later[0] if later else strengths[0])

    def parse_piece(self, text: str) -> Cube:
        token = text.strip().upper()
        match = re.fullmatch(r"([A-DW])([1-6])", token)
        if not match:
            raise ValueError(self.say("cs.editor.not_cube", text=text))
        owner = WHITE if match.group(1) == WHITE_LETTER else PLAYER_LETTERS.index(match.group(1))
        if owner != WHITE and owner >= self.game.players:
            raise ValueError(self.say("cs.editor.not_player", letter=match.group(1)))
        return Cube(owner, int(match.group(2)))

    def fields(self) -> list[editing.Field]:
        auto = self.say("editor.auto")
        found = [
            editing.Field("stage", self.say("editor.field.stage"),
                          ((auto, ""), *((stage, stage) for stage in STAGES)),
                          tooltip=self.say("editor.field.stage_tip")),
            editing.Field("hand", self.say("editor.field.hand"), placeholder=auto,
                          tooltip=self.say("editor.field.hand_tip")),
            editing.Field("lost", self.say("editor.field.lost"), placeholder="A25,W3",
                          tooltip=self.say("editor.field.lost_tip")),
            editing.Field("out", self.say("editor.field.out"), placeholder=auto,
                          tooltip=self.say("editor.field.out_tip"))]
        if self.game.turn_limit is not None:  # type: ignore[attr-defined]
            found.append(editing.Field("turn", self.say("editor.field.turn"), placeholder="0",
                                       tooltip=self.say("editor.field.turn_tip")))
        return found

    # --- text ------------------------------------------------------------------------------
    def _groups(self, text: str) -> dict[int, list[int]] | None:
        """Cubes written like ``A25,W3`` per owner code (None when they cannot be read)."""
        groups: dict[int, list[int]] = {}
        for part in filter(None, text.replace(" ", "").split(",")):
            match = _GROUP.match(part)
            if not match:
                return None
            name = match.group(1).upper()
            owner = WHITE if name == WHITE_LETTER else PLAYER_LETTERS.find(name)
            if owner < 0:
                return None
            groups.setdefault(owner, []).extend(int(d) for d in match.group(2))
        return groups

    def hands(self) -> dict[int, list[int]] | None:
        """The cubes still to place per owner (each set minus the board and the lost
        cubes); None when the lost cubes cannot be read or a set has too few cubes."""
        lost = self._groups(self.values.get("lost", ""))
        if lost is None:
            return None
        hands = {}
        for owner in (*range(self.game.players), WHITE):
            rest = list(self.owner_set(owner))
            used = [p.strength for p in self.pieces.values() if isinstance(p, Cube)
                    and p.owner == owner] + lost.get(owner, [])
            for strength in used:
                if strength not in rest:
                    return None
                rest.remove(strength)
            hands[owner] = rest
        return hands

    def _out(self) -> str:
        """The players who are out, worked out like the parser does: three lost cubes, or
        in teams no cube on the board or in hand (CS-7, CS-11)."""
        if self.values.get("out"):
            return self.values["out"].upper()
        lost = self._groups(self.values.get("lost", "")) or {}
        players = range(self.game.players)
        if self.game.teams:  # type: ignore[attr-defined]
            hands = self.hands() or {}
            out = [p for p in players if not hands.get(p, [1]) and not any(
                c.owner == p for c in self.pieces.values())]
        else:
            out = [p for p in players if len(lost.get(p, [])) >= 3]
        return "".join(letter(p) for p in out)

    def board_text(self, to_move: int, *, sketch: bool = False) -> str:
        left = {owner: list(self.owner_set(owner)) for owner in (*range(self.game.players),
                                                                   WHITE)}
        ranks = []
        for row in range(SIZE - 1, -1, -1):
            tokens = []
            for col in range(SIZE):
                piece = self.pieces.get((col, row))
                if isinstance(piece, Cube) and sketch:
                    if piece.strength not in left.get(piece.owner, []):
                        piece = None    # more cubes than the set holds: not drawn
                    else:
                        left[piece.owner].remove(piece.strength)
                tokens.append("." if piece is None else piece.token())
            ranks.append("".join(tokens))
        return f"{'/'.join(ranks)} {letter(to_move)}"

    def text(self) -> str:
        parts = [self.board_text(self.to_move)]
        for name in ("stage", "hand", "lost"):
            if self.values.get(name):
                parts.append(f"{name}:{self.values[name].replace(' ', '')}")
        out = self._out()
        if out:
            parts.append(f"out:{out}")
        if self.values.get("turn"):
            parts.append(f"turn:{self.values['turn']}")
        return " ".join(parts)

    def load(self, text: str) -> None:
        parsed = parse_position(text, self.game.players)
        self.pieces = {(index % SIZE, index // SIZE): Cube(code >> 3, code & 7)
                       for index, code in enumerate(parsed.cells) if code}
        self.to_move = parsed.to_move
        self.values = {name: "" for name in self.values}
        self.values["lost"] = ",".join(
            f"{owner_letter(owner)}{''.join(map(str, strengths))}"
            for owner, strengths in enumerate(parsed.lost) if strengths)
        if parsed.turn is not None and "turn" in self.values:
            self.values["turn"] = str(parsed.turn)
        if parsed.out:
            derived = self._out()
            given = "".join(letter(p) for p in parsed.out)
            if given != derived:
                self.values["out"] = given

    def summary(self) -> list[str]:
        hands = self.hands()
        if hands is None:
            return [self.say("editor.cubeslyde.hands_unknown")]
        listed = ", ".join(f"{owner_letter(owner)} {''.join(map(str, rest)) or '–'}"
                           for owner, rest in hands.items())
        return [self.say("editor.cubeslyde.hands", hands=listed)]


__all__ = ["Cube", "Editing"]
