"""The game-specific part of the Explorer: how clicks and lists become moves.

The :class:`~cubekit.widgets.Explorer` is the same for every game; what differs is how a
person says which move to play. That part is an :class:`Interaction`, one per Explorer,
told about every new position with :meth:`Interaction.reset`. It answers:

- :meth:`~Interaction.click`: what a click on a square does -- a :class:`Reaction` that names
  a move to play, or only changes a selection, or says why nothing happens;
- :meth:`~Interaction.candidates`: the entries of the move list, ``(label, move text)``;
- :meth:`~Interaction.preview`: what the board shows before a move is played (highlighted
  squares, arrows) and the sentences beside it (a :class:`Preview`);
- :meth:`~Interaction.palette`: an optional row of toggle buttons (e.g. the cubes still in a
  player's hand) and :meth:`~Interaction.pick` for choosing one of them;
- :meth:`~Interaction.status`: the game's part of the status line;
- :meth:`~Interaction.hint` and :meth:`~Interaction.move_label`: the texts that explain it.

The default :class:`Interaction` is for games where a move is a square (Kettenreaktion):
a click on a square plays that square's move, and the list offers every square with the
legal ones marked. A game changes any of this in ``cubekit/games/<name>/interact.py`` with
a class ``Interaction`` (a subclass of this one), which :func:`interaction_for` imports on
first use.

>>> import cubekit
>>> state = cubekit.load("chain_reaction", width=3, height=3).initial_state()
>>> interaction = interaction_for(state, "en")
>>> interaction.click("b2").move
'b2'
>>> interaction.status()
['Marbles: A 0, B 0.']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cubekit.core.game import NotationError, State
from cubekit.core.grid import Square
from cubekit.core.i18n import check_language, move_text, tr

MAX_PREVIEW_NOTES = 6
"""The most events after the first that a move's preview lists."""


@dataclass(frozen=True)
class Reaction:
    """What a click on the board does.

    ``move`` (a move or its notation) is played by the Explorer, which then says whether it
    was allowed; without a move, ``message`` is shown (as an error when ``error`` is true) and
    ``changed`` says that the selection changed, so the board and the preview are redrawn.
    """

    move: Any = None
    message: str | None = None
    error: bool = False
    changed: bool = False


@dataclass(frozen=True)
class Preview:
    """What the board shows before a move is played: ``highlight`` (squares), ``arrows``
    ((from, to) pairs) and, beside the board, a ``title`` and ``notes`` (one sentence each)."""

    highlight: frozenset[Square] = frozenset()
    arrows: tuple[tuple[Square, Square], ...] = ()
    title: str = ""
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Palette:
    """A row of toggle buttons to choose from before clicking the board (e.g. the cubes in a
    player's hand): ``options`` are ``(label, value)`` pairs, ``value`` the chosen one or
    None."""

    label: str
    options: tuple[tuple[str, str], ...]
    value: str | None = None
    tooltip: str = ""


class Interaction:
    """How moves are chosen in one game; this default is for games whose moves are squares.

    ``state`` is the position the Explorer shows (given again with :meth:`reset` after every
    change); ``language`` the language of every text it returns.
    """

    def __init__(self, state: State, language: str | None = None) -> None:
        if not isinstance(state, State):
            raise TypeError(tr("widgets.error.interaction_state", language,
                               kind=type(state).__name__))
        self.language = check_language(language)
        self.game = state.game
        self._state = state
        self.reset(state)

    # --- the position ------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The position moves are chosen in."""
        return self._state

    def reset(self, state: State) -> None:
        """A new position (a move was played or taken back): forget any selection."""
        if not isinstance(state, State) or state.game != self.game:
            given = repr(state.game) if isinstance(state, State) else type(state).__name__
            raise ValueError(tr("widgets.error.reset", self.language, given=given))
        self._state = state

    def clear(self) -> bool:
        """Forget the selection; True if there was one (the default never selects)."""
        return False

    # --- texts --------------------------------------------------------------------------------
    def hint(self) -> str:
        """How to play by clicking the board (shown above the move list)."""
        return tr("widgets.click_tip", self.language)

    def move_label(self) -> str:
        """The label of the move list."""
        return tr("widgets.move_label", self.language)

    def status(self) -> list[str]:
        """The game's sentences in the status line (between whose turn it is and the number
        of moves played); none by default."""
        return []

    # --- choosing moves -------------------------------------------------------------------------
    def square(self, square: Square | str) -> Square:
        """A square or its name as a square of the game's board."""
        board = self.game.board
        if isinstance(square, str):
            parsed: Square = board.parse(square)
            return parsed
        if square not in board:
            raise ValueError(tr("widgets.error.square", self.language, square=repr(square),
                                last_col=board.width - 1, last_row=board.height - 1))
        return square

    def click(self, square: Square | str) -> Reaction:
        """A click on ``square``: play the move named like the square."""
        board = self.game.board
        return Reaction(move=board.name(self.square(square)))

    def candidates(self) -> list[tuple[str, str]]:
        """``(label, move text)`` for the move list: every square that is a move, the legal
        ones marked, then any other legal move."""
        state, lang = self._state, self.language
        legal = [str(move) for move in state.legal_moves()]
        legal_set = set(legal)
        texts: list[str] = []
        board = self.game.board
        for square in board.squares():
            name = board.name(square)
            try:
                state.parse_move(name)
            except NotationError:
                continue
            texts.append(name)
        known = set(texts)
        texts += [text for text in legal if text not in known]
        return [(tr("widgets.option_legal", lang, move=move_text(text, lang))
                 if text in legal_set else move_text(text, lang), text) for text in texts]

    def preview(self, chosen: str | None) -> Preview:
        """What the board shows while ``chosen`` (a move text from the list, or None) is
        chosen: the square of the chosen move and, for a legal move, what it would cause in
        the game's own words (the headline of each of its events, from its ``words.py``)."""
        if chosen is None:
            return Preview()
        try:
            move = self._state.coerce_move(chosen)
        except NotationError:
            return Preview()
        square = getattr(move, "square", None)
        highlight = frozenset({square}) if square is not None else frozenset()
        if self._state.why_illegal(move) is not None:
            return Preview(highlight=highlight)
        from cubekit.games import entry_of

        words = entry_of(self.game).words
        events = self._state.explain(move).events
        lines = [words.headline(event).text(self.language) for event in events]
        notes = tuple(lines[1:MAX_PREVIEW_NOTES + 1])
        if len(lines) > MAX_PREVIEW_NOTES + 1:
            notes += ("…",)
        return Preview(highlight=highlight, title=lines[0], notes=notes)

    def palette(self) -> Palette | None:
        """Toggle buttons to choose from before clicking (None: no buttons)."""
        return None

    def pick(self, value: str | None) -> Reaction:
        """Choose ``value`` of the :meth:`palette` (None: no choice)."""
        if value is not None:
            raise ValueError(tr("widgets.error.nothing_to_pick", self.language,
                                game=self.game.name, value=repr(value)))
        return Reaction()


def interaction_for(state: State, language: str | None = None) -> Interaction:
    """The Interaction of ``state``'s game: class ``Interaction`` in
    ``cubekit.games.<name>.interact`` if that module exists, else the default."""
    if not isinstance(state, State):
        raise TypeError(tr("widgets.error.not_a_state", language, kind=type(state).__name__))
    from cubekit.games import entry_of

    module = entry_of(state.game).optional("interact")
    if module is None:
        return Interaction(state, language)
    interaction: Interaction = module.Interaction(state, language)
    return interaction


__all__ = ["Interaction", "Palette", "Preview", "Reaction", "interaction_for"]
