"""Striedies Strategie in the Editor: dice with their top and north faces, and threats.

The palette has a row of owners, the pips on top and the face towards north (the die's
rotation; the game's right- or left-handed die, ST-1, gives the east face); a second click
on a die turns it a quarter clockwise. A tie still to be answered (ST-5) is set up with two
tools: *threatened die* marks dice of the threatened player, *attacking die* the dice that
tied with them; or write it in the field ``threat`` (``B:b4,b5>a4``, several separated by
spaces). With a turn limit, the turns played are a field too.

>>> import cubekit
>>> editing = Editing(cubekit.load("striedies"), "en")
>>> _ = editing.place((0, 0)); editing.choose("owner", "1"); _ = editing.place((0, 1))
>>> editing.use_tool("threatened", (0, 1)); editing.use_tool("attacker", (0, 0))
>>> editing.text()
'A:a1(1/2/4) B:a2(1/2/4) A threat:B:a2>a1'
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from cubekit.core.cube import CubeModel
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.notation import CubeList
from cubekit.core.words import letter
from cubekit.games.striedies.board import MAX_DICE
from cubekit.games.striedies.notation import BOARD, dice_list, parse_position
from cubekit.widgets import editing
from cubekit.widgets.editing.cubes import CubeEditing

MOST_DICE: int = MAX_DICE
"""Dice per player (rulebook, Vorbereitung)."""

_THREAT = re.compile(r"^([A-D]):([A-Z0-9,]*)>([A-Z0-9,]*)$", re.IGNORECASE)

Threats = dict[int, tuple[list[Square], list[Square]]]


class Editing(CubeEditing):
    """Dice on the 15x15 board and the threats of ties (see the module docs)."""

    render_options: ClassVar[dict[str, Any]] = {"sides": True}

    def __init__(self, game: Any, language: str | None = None) -> None:
        super().__init__(game, language)
        self._threatened: int | None = None   # whose threat the attacking dice join

    def model(self) -> CubeModel[Any]:
        model: CubeModel[Any] = self.game.model  # type: ignore[attr-defined]
        return model

    def cube_list(self) -> CubeList[Any]:
        return dice_list(self.model())

    def most(self, player: int) -> int:
        return MOST_DICE

    def fields(self) -> list[editing.Field]:
        found = [editing.Field("threat", self.say("editor.field.threat"),
                               placeholder="B:b4,b5>a4",
                               tooltip=self.say("editor.field.threat_tip"))]
        if self.game.turn_limit is not None:  # type: ignore[attr-defined]
            found.append(editing.Field("turn", self.say("editor.field.turn"), placeholder="0",
                                       tooltip=self.say("editor.field.turn_tip")))
        return found

    def tools(self) -> list[editing.Tool]:
        return [*super().tools(),
                editing.Tool("threatened", self.say("editor.tool.threatened"), "shield"),
                editing.Tool("attacker", self.say("editor.tool.attacker"), "bolt")]

    # --- threats ---------------------------------------------------------------------------
    def threats(self) -> Threats | None:
        """The threats of the field ``threat`` (None when it cannot be read)."""
        found: Threats = {}
        for entry in self.values.get("threat", "").split():
            match = _THREAT.match(entry)
            if not match:
                return None
            try:
                player = ord(match.group(1).upper()) - ord("A")
                lists = tuple([BOARD.parse(name.lower()) for name in part.split(",") if name]
                              for part in (match.group(2), match.group(3)))
            except ValueError:
                return None
            found[player] = (lists[0], lists[1])
        return found

    def set_threats(self, threats: Threats) -> None:
        entries = []
        for player in sorted(threats):
            defenders, attackers = threats[player]
            if defenders or attackers:
                entries.append(f"{letter(player)}:{self.squares_text(defenders)}>"
                               f"{self.squares_text(attackers)}")
        self.values["threat"] = " ".join(entries)

    def use_tool(self, tool: str, square: Square) -> Msg | None:
        threats = self.threats()
        if threats is None:
            return Msg("editor.striedies.threat_unreadable")
        piece = self.pieces.get(square)
        if piece is None:
            return Msg("editor.striedies.no_die", {"square": square_name(square)})
        if tool == "threatened":
            defenders, _ = threats.setdefault(piece.owner, ([], []))
            _toggle(defenders, square)
            self._threatened = piece.owner
        elif tool == "attacker":
            player = self._threatened if self._threatened in threats else (
                next(iter(threats)) if len(threats) == 1 else None)
            if player is None:
                return Msg("editor.striedies.threatened_first")
            if piece.owner == player:
                return Msg("editor.striedies.own_attacker", {"player": letter(player)})
            _toggle(threats[player][1], square)
        else:
            return super().use_tool(tool, square)
        self.set_threats(threats)
        return None

    def forget(self, square: Square) -> None:
        """A die that leaves its square leaves the threats too."""
        threats = self.threats()
        if threats is None:
            return
        for defenders, attackers in threats.values():
            for squares in (defenders, attackers):
                if square in squares:
                    squares.remove(square)
        self.set_threats(threats)

    # --- text ------------------------------------------------------------------------------
    def text(self) -> str:
        parts = [self.board_text(self.to_move)]
        parts += [f"threat:{entry}" for entry in self.values.get("threat", "").split()]
        if self.values.get("turn"):
            parts.append(f"turn:{self.values['turn']}")
        return " ".join(parts)

    def load(self, text: str) -> None:
        parsed = parse_position(text, self.model(), self.game.players)
        self.load_pieces(parsed.dice)
        self.to_move = parsed.to_move
        self.values = {name: "" for name in self.values}
        self.set_threats({player: (list(d), list(a))
                          for player, (d, a) in parsed.threats.items()})
        if parsed.turn is not None and "turn" in self.values:
            self.values["turn"] = str(parsed.turn)

    def summary(self) -> list[str]:
        counts = ", ".join(f"{letter(p)} {sum(d.owner == p for d in self.pieces.values())}"
                           for p in range(self.game.players))
        return [self.say("editor.striedies.dice", counts=counts, most=MOST_DICE)]


def _toggle(squares: list[Square], square: Square) -> None:
    if square in squares:
        squares.remove(square)
    else:
        squares.append(square)
        squares.sort(key=lambda sq: (sq[1], sq[0]))


__all__ = ["MOST_DICE", "Editing"]
