"""The game-specific part of the board :class:`~cubekit.widgets.editor.Editor`.

The Editor is the same for every game; what differs is here, one module per game
(``cubekit/widgets/editing/<game>.py``, class ``Editing``, imported on first use by
:func:`editing_for`). An :class:`Editing` is a plain-Python model of a position being set
up -- no widgets, so it is tested without a browser:

- the pieces on the board (:attr:`Editing.pieces`, a square -> piece mapping; each piece a
  small frozen dataclass of the game with an ``owner`` and a :meth:`Piece.token`), the player
  to move and the game's other fields (:meth:`Editing.fields`, their values in
  :attr:`Editing.values`, ``""`` meaning "worked out from the board");
- the palette: rows of choices (:meth:`Editing.choices`: owner, count, strength, top face,
  north face, ...) that make the piece a click places (:meth:`Editing.piece`), and what a
  second click on a piece changes (:meth:`Editing.change`: one marble more, the next
  strength, a quarter turn);
- the position text in the game's notation (:meth:`Editing.text`), read back by the game's
  ``parse_state``, which says why a position is not valid; a position read into the model
  (:meth:`Editing.load`); and texts that show the pieces while the position is not valid
  yet (:meth:`Editing.sketches`: the board with the fields left out and the other players
  to move, which the parser accepts more often).

>>> import cubekit
>>> editing = editing_for(cubekit.load("chain_reaction", width=3, height=3), "en")
>>> editing.place((0, 0))
Marble(owner=0, count=1)
>>> _ = editing.place((0, 0)); editing.text()     # a second click: one marble more
'3x3 .../.../2A.. A'
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from cubekit.core.game import Game, NotationError
from cubekit.core.grid import Square
from cubekit.core.i18n import Msg, check_language, tr
from cubekit.core.words import letter


@dataclass(frozen=True)
class Piece:
    """A piece on the board; each game's editing module has its own kind."""

    owner: int

    def token(self) -> str:
        """How the piece is named in the palette and in messages (e.g. ``2A``, ``A5``)."""
        return letter(self.owner)


@dataclass(frozen=True)
class Choice:
    """A row of the palette: ``options`` are ``(label, value)`` pairs, ``value`` the chosen."""

    name: str
    label: str
    options: tuple[tuple[str, str], ...]
    value: str
    tooltip: str = ""


@dataclass(frozen=True)
class Field:
    """One of the game's other fields of a position (besides the pieces and the player to
    move): a menu when ``options`` are given, else a text box; ``""`` means "worked out from
    the board" (the field is left out of the text)."""

    name: str
    label: str
    options: tuple[tuple[str, str], ...] | None = None
    placeholder: str = ""
    tooltip: str = ""


@dataclass(frozen=True)
class Tool:
    """What a click on the board does: ``place`` and ``erase`` for every game, and a game's
    own (Striedies: mark a threatened or an attacking die)."""

    name: str
    label: str
    icon: str = ""


class Editing(ABC):
    """The model of a position being set up for ``game`` (see the module docs).

    Subclasses set :attr:`render_options` and implement the abstract methods; ``language``
    is the language of every label they return.
    """

    render_options: ClassVar[dict[str, Any]] = {}
    """Picture options of the game's renderer that suit the editor (e.g. capacities)."""

    def __init__(self, game: Game, language: str | None = None) -> None:
        self.game = game
        self.language = check_language(language)
        self.pieces: dict[Square, Piece] = {}
        self.to_move = 0
        self.values: dict[str, str] = {field.name: "" for field in self.fields()}
        self.selection: dict[str, str] = {c.name: c.value for c in self.default_choices()}

    # --- palette -----------------------------------------------------------------------------
    def say(self, key: str, **params: Any) -> str:
        return tr(key, self.language, **params)

    def owners(self) -> tuple[tuple[str, str], ...]:
        """``(letter, value)`` for every player of the game."""
        return tuple((letter(p), str(p)) for p in range(self.game.players))

    @abstractmethod
    def default_choices(self) -> list[Choice]:
        """The palette rows as first shown (their values are the first selection)."""

    def choices(self) -> list[Choice]:
        """The palette rows for the current selection (a row's options may depend on
        another's value, e.g. the north faces on the top face)."""
        rows = []
        for row in self.default_choices():
            rows.append(Choice(row.name, row.label, row.options,
                               self.selection.get(row.name, row.value), row.tooltip))
        return rows

    def choose(self, name: str, value: str) -> None:
        """Choose ``value`` in the palette row ``name``."""
        rows = {row.name: row for row in self.choices()}
        if name not in rows:
            raise ValueError(self.say("editor.error.palette_row", name=repr(name),
                                      names=", ".join(rows)))
        values = [v for _, v in rows[name].options]
        if str(value) not in values:
            raise ValueError(self.say("editor.error.choice", value=repr(value), name=repr(name),
                                      values=", ".join(values)))
        self.selection[name] = str(value)
        self.adjust()

    def adjust(self) -> None:
        """Make the selection consistent after a change (hook; e.g. a north face that does
        not fit a new top face)."""
        return

    @abstractmethod
    def piece(self) -> Piece:
        """The piece the palette makes."""

    @abstractmethod
    def select(self, piece: Piece) -> None:
        """Set the palette to make ``piece``."""

    @abstractmethod
    def change(self, square: Square, piece: Piece) -> Piece:
        """What a second click on ``piece`` (on ``square``) makes of it."""

    @abstractmethod
    def parse_piece(self, text: str) -> Piece:
        """A piece from its :meth:`Piece.token` (raises ``ValueError``)."""

    def tools(self) -> list[Tool]:
        """The click tools: place and erase, and a game's own."""
        return [Tool("place", self.say("editor.tool.place"), "pencil"),
                Tool("erase", self.say("editor.tool.erase"), "eraser")]

    def use_tool(self, tool: str, square: Square) -> Msg | None:
        """A click with one of the game's own tools; a message when it does nothing."""
        raise ValueError(self.say("editor.error.game_tool", game=self.game.name,
                                  tool=repr(tool)))

    # --- the board -----------------------------------------------------------------------
    def place(self, square: Square, piece: Piece | None = None) -> Piece:
        """Place ``piece`` (default: the palette's) on ``square``; on the same piece, change
        it (:meth:`change`) and let the palette follow. Returns the piece now there."""
        new = self.piece() if piece is None else piece
        old = self.pieces.get(square)
        if old is not None and old == new and piece is None:
            new = self.change(square, old)
            self.select(new)
        self.pieces[square] = new
        self.forget(square)
        return new

    def erase(self, square: Square) -> Piece | None:
        """Take the piece off ``square``; returns it (None if the square was empty)."""
        self.forget(square)
        return self.pieces.pop(square, None)

    def forget(self, square: Square) -> None:
        """The piece on ``square`` changed or left (hook: e.g. drop it from a threat)."""
        return

    def clear(self) -> None:
        """An empty board."""
        for square in list(self.pieces):
            self.erase(square)

    # --- fields ----------------------------------------------------------------------------
    def fields(self) -> list[Field]:
        """The game's other fields (none by default)."""
        return []

    def set_value(self, name: str, value: str) -> None:
        if name not in self.values:
            key = "editor.error.field" if self.values else "editor.error.no_fields"
            raise ValueError(self.say(key, game=self.game.name, name=repr(name),
                                      names=", ".join(self.values)))
        self.values[name] = str(value).strip()

    def summary(self) -> list[str]:
        """Sentences about the position worked out from the board (e.g. the hands)."""
        return []

    # --- text --------------------------------------------------------------------------------
    @abstractmethod
    def text(self) -> str:
        """The position in the game's notation."""

    @abstractmethod
    def board_text(self, to_move: int, *, sketch: bool = False) -> str:
        """The position with ``to_move`` and none of the optional fields; with ``sketch``
        only the pieces the parser can take (e.g. at most a player's number of blocks)."""

    def sketches(self) -> Iterator[str]:
        """Texts that show the pieces while :meth:`text` is not a valid position: the
        board without the optional fields, with each player to move."""
        order = [self.to_move, *(p for p in range(self.game.players) if p != self.to_move)]
        for player in order:
            yield self.board_text(player, sketch=True)

    @abstractmethod
    def load(self, text: str) -> None:
        """Set the model to the position ``text`` (raises ``NotationError``); the fields the
        board implies are set to "worked out"."""

    def problem(self) -> NotationError | None:
        """Why :meth:`text` is not a valid position (None when it is)."""
        try:
            self.game.parse_state(self.text())
        except NotationError as error:
            return error
        return None


def editing_for(game: Game, language: str | None = None) -> Editing:
    """The :class:`Editing` of ``game`` (class ``Editing`` of
    ``cubekit.widgets.editing.<game>``)."""
    import importlib

    if not isinstance(game, Game):
        raise TypeError(tr("editor.error.needs_game", language, kind=type(game).__name__))
    try:
        module = importlib.import_module(f"cubekit.widgets.editing.{game.name}")
    except ModuleNotFoundError:
        raise ValueError(tr("editor.error.unknown_game", language,
                            game=repr(game.name))) from None
    editing: Editing = module.Editing(game, language)
    return editing


__all__ = ["Choice", "Editing", "Field", "Piece", "Tool", "editing_for"]
