"""The protocol every game follows: rules objects, states, moves, steps and errors.

A game is described by a :class:`Game`, an immutable rules object whose fields are the
variant and rule options (each documented with its rule ID from ``RULES.md``). Positions are
immutable :class:`State` objects::

    game = cubekit.load("chain_reaction", width=6, height=6)
    state = game.initial_state()
    move = state.parse_move("a1")
    state.why_illegal(move)          # None: the move is legal
    transition = state.explain(move) # the move step by step, in words and positions
    state = state.play(move)         # or state.play("a1")

``play`` and ``explain`` run one rules implementation per game; ``explain`` only records the
intermediate positions and the events (typed facts, see :mod:`cubekit.core.events`) that
``play`` skips for speed. Words come from the events afterwards, in any language
(:meth:`Step.describe`). A failed ``play`` raises :class:`IllegalMoveError` and changes
nothing (states are immutable).
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from cubekit.core.errors import (
    IllegalMoveError,
    NotationError,
    OptionError,
    OptionTypeError,
    in_move,
)
from cubekit.core.events import Event
from cubekit.core.grid import Board, Square
from cubekit.core.i18n import Msg, check_language, sentences, tr
from cubekit.core.moves import field_problem
from cubekit.core.words import describe, letter

if TYPE_CHECKING:
    from cubekit.analysis.decisions import DecisionTable
    from cubekit.core.scenario import CheckTable, Scenario


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    ``winners`` is empty for a game with no winner (a draw or an endless cascade); ``reason``
    a short key (``"last_player"``, ``"endless_cascade"``, ...); ``rule`` the ``RULES.md`` ID
    when the ending comes from a decision that is not in the rulebook; ``message`` the
    sentence that describes it.
    """

    winners: tuple[int, ...]
    reason: str
    message: Msg
    rule: str | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    @property
    def winner(self) -> int | None:
        """The single winner, or None when there is none or several (a team)."""
        return self.winners[0] if len(self.winners) == 1 else None

    def describe(self, language: str | None = None) -> str:
        text = self.message.text(language)
        if self.rule:
            text += f" ({Msg('core.not_in_rulebook', {'rule': self.rule}).text(language)})"
        return text

    def _repr_html_(self) -> str:
        from cubekit.core import display

        return display.block(f"<p>{display.prose(self.describe())}</p>")


@dataclass(frozen=True, eq=False)
class Step:
    """One explained step of a move: the position after it and what happened in it.

    ``event`` is the typed fact (an :class:`~cubekit.core.events.Event` of the game's
    ``events.py``), ``highlight`` the squares the step is about (drawn framed) and
    ``heading`` an optional shared event said before it (a game record heads the first step
    of each move with its number). The words are made from the event on demand, so one step
    reads in any language: :attr:`message` (untranslated), :meth:`describe` and :attr:`text`.
    """

    state: State
    event: Event
    highlight: frozenset[Square] = frozenset()
    heading: Event | None = None

    @property
    def message(self) -> Msg:
        """What happened, not yet put into words (from the game's ``describe``)."""
        body = describe(self.state.game, self.event)
        if self.heading is None:
            return body
        return sentences((describe(self.state.game, self.heading), body))

    def describe(self, language: str | None = None) -> str:
        """What happened, in ``language`` (default: the session language)."""
        return self.message.text(language)

    @property
    def text(self) -> str:
        """What happened, in the session language (:func:`cubekit.set_language`)."""
        return self.describe()

    def __repr__(self) -> str:
        return f"Step({self.event!r}, state={self.state.to_text()!r})"

    def _repr_html_(self) -> str:
        from cubekit.core import display

        return display.block(display.with_picture(self, f"<p>{display.prose(self.text)}</p>"))


@dataclass(frozen=True, eq=False)
class Transition:
    """What :meth:`State.explain` returns: a move from ``before`` to ``after`` in steps."""

    before: State
    move: Any
    after: State
    steps: tuple[Step, ...]

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, index: int) -> Step:
        return self.steps[index]

    def describe(self, language: str | None = None) -> str:
        """All steps' sentences in ``language``, one per line."""
        lang = check_language(language)
        return "\n".join(step.describe(lang) for step in self.steps)

    @property
    def text(self) -> str:
        """All steps' sentences in the session language, one per line."""
        return self.describe()

    @property
    def events(self) -> tuple[Event, ...]:
        """The event of every step, in order."""
        return tuple(step.event for step in self.steps)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text)

    def picture_step(self) -> State | Step:
        """What a picture of the move draws: its last step (the position after the move with
        that step's marks: arrows, frames, what falls or bursts), or the position after the
        move when it has no steps."""
        return self.steps[-1] if self.steps else self.after

    def _repr_html_(self) -> str:
        """The steps as numbered, wrapped sentences beside the move's picture (marked)."""
        from cubekit.core import display

        heading = Msg("core.before", {"player": letter(self.before.to_move),
                                      "move": self.move}).text()
        inner = f"<p>{display.prose(heading)}</p>" + display.sentences(
            step.text for step in self.steps)
        return display.block(display.with_picture(self.picture_step(), inner))

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Option:
    """A rule option of a game, as listed by :meth:`Game.options`."""

    name: str
    default: Any
    rule: str
    help: str
    choices: tuple[Any, ...] | None = None


def option(default: Any, rule: str, help: str, choices: tuple[Any, ...] | None = None) -> Any:
    """Declare a field of a :class:`Game` dataclass as a documented rule option."""
    return field(default=default, metadata={"rule": rule, "help": help, "choices": choices})


class Game(ABC):
    """An immutable rules object. Subclasses are frozen dataclasses whose fields are options.

    Class attributes: ``name`` (registry key), ``title`` (display name) and ``rulebook``
    (file name of the rulebook in ``shared/rulebooks``).
    """

    name: ClassVar[str]
    title: ClassVar[str]
    rulebook: ClassVar[str]

    @property
    @abstractmethod
    def board(self) -> Board:
        """The board: its size and squares."""

    @property
    @abstractmethod
    def players(self) -> int:
        """How many players take part."""

    @abstractmethod
    def initial_state(self, seed: int | None = None) -> State:
        """The start position (``seed`` drives any random set-up)."""

    @abstractmethod
    def parse_state(self, text: str) -> State:
        """A position from its text notation (see the game's module docs)."""

    @classmethod
    def options(cls, language: str | None = None) -> list[Option]:
        """The game's rule options with defaults, rule IDs and explanations.

        The explanation comes from the message catalogue (``<game>.option.<name>``) in
        ``language``; the English text given to :func:`option` is its source for developers.
        """
        result = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            if "rule" in f.metadata:
                help_text = tr(f"{cls.name}.option.{f.name}", language)
                result.append(Option(f.name, f.default, f.metadata["rule"], help_text,
                                     f.metadata.get("choices")))
        return result

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """The names of the rule options (found once per class, no texts looked up)."""
        return _option_names(cls)

    def with_options(self, **changes: Any) -> Game:
        """A copy of these rules with some options changed (validated like a new game)."""
        return dataclasses.replace(self, **changes)  # type: ignore[type-var]

    def settings(self) -> dict[str, Any]:
        """The options that differ from their defaults."""
        return {o.name: getattr(self, o.name) for o in self.options()
                if getattr(self, o.name) != o.default}

    def __repr__(self) -> str:
        args = "".join(f", {key}={value!r}" for key, value in self.settings().items())
        return f"cubekit.load({self.name!r}{args})"

    def scenarios(self) -> list[Scenario]:
        """The game's teaching scenarios (edge cases with stated expected results)."""
        from cubekit.core.scenario import scenarios_for

        return scenarios_for(self.name)

    def check_scenarios(self) -> CheckTable:
        """Every scenario checked against the rules engine: a table of ✓ and ✗."""
        from cubekit.core.scenario import check_all

        return check_all(self.scenarios())

    def decisions(self, *rules: str, language: str | None = None) -> DecisionTable:
        """The game's rule decisions (all, or the IDs given): for each, the rulebook's
        sentence it reads, the decision, the other readings with the option that plays each,
        and the scenarios that show it; a table in a notebook, text when printed."""
        from cubekit.analysis.decisions import decisions

        return decisions(self.name, rules, language)

    def scenario(self, scenario_id: str) -> Scenario:
        """One scenario by its id (see :meth:`scenarios`)."""
        found = {s.id: s for s in self.scenarios()}
        try:
            return found[scenario_id]
        except KeyError:
            raise ValueError(tr("core.scenario.unknown", id=scenario_id, game=self.name,
                                ids=", ".join(sorted(found)))) from None

    def player_name(self, player: int) -> str:
        """The letter of a player: ``A``, ``B``, ..."""
        return letter(player)

    def describe(self, event: Event) -> Msg:
        """The words of one of this game's events (or of a shared one)."""
        return describe(self, event)


@cache
def _option_names(cls: type[Game]) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls)  # type: ignore[arg-type]
                 if "rule" in f.metadata)


class State(ABC):
    """An immutable position. Subclasses implement the abstract hooks below.

    Moves may be given as move objects or as notation text (``state.play("c3")``).
    """

    __slots__ = ()   # a game's state may keep its fields in slots (no per-object dict)

    game: Game
    _to_move: int
    _outcome: Outcome | None
    move_types: ClassVar[tuple[type, ...]]
    """The game's move classes: anything else is refused as "not a move in this game"."""

    @property
    def to_move(self) -> int:
        """The player whose turn it is (0 = first player)."""
        return self._to_move

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it is running."""
        return self._outcome

    # --- hooks for subclasses -------------------------------------------------------------

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """Every legal move, sorted deterministically; empty when the game is over."""

    @abstractmethod
    def parse_move(self, text: str) -> Any:
        """A move from its notation; raises :class:`NotationError`."""

    @abstractmethod
    def to_text(self) -> str:
        """The position in the game's notation (``game.parse_state`` reads it back)."""

    @abstractmethod
    def _illegal(self, move: Any) -> Msg | None:
        """Why ``move`` (a move of this game, the game not over) is illegal, or None."""

    @abstractmethod
    def _apply(self, move: Any, record: list[Step] | None) -> State:
        """Play a legal move; append its steps (events) to ``record`` when it is a list."""

    @abstractmethod
    def _key(self) -> tuple[Any, ...]:
        """Everything that identifies the position (for equality and hashing)."""

    # --- the protocol -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def coerce_move(self, move: Any) -> Any:
        """A move object from a move or its notation."""
        if isinstance(move, str):
            return self.parse_move(move)
        return move

    def _reason(self, move: Any) -> Msg | None:
        """Why ``move`` is illegal: not a move of this game, the game is over, or the game's
        own rules (:meth:`_illegal`); None if it is legal."""
        if not isinstance(move, self.move_types):
            return Msg("core.not_a_move", {"text": str(move)})
        problem = field_problem(move, self.game.board)
        if problem is not None:
            return problem
        if self.outcome is not None:
            return Msg("core.game_over")
        return self._illegal(move)

    def why_illegal(self, move: Any, language: str | None = None) -> str | None:
        """A sentence saying why ``move`` is illegal here, or None if it is legal."""
        lang = check_language(language)
        reason = self._reason(self.coerce_move(move))
        return None if reason is None else reason.text(lang)

    def _checked(self, move: Any, language: str | None) -> Any:
        move = self.coerce_move(move)
        reason = self._reason(move)
        if reason is not None:
            raise IllegalMoveError(reason.text(language), move, reason)
        return move

    def play(self, move: Any) -> State:
        """The position after ``move``; raises :class:`IllegalMoveError` if it is illegal."""
        move = self._checked(move, None)
        return self._apply(move, None)

    def explain(self, move: Any, language: str | None = None) -> Transition:
        """Play ``move`` and record step by step what happens (:class:`Transition`).

        The steps carry events, not sentences, so they read in any language;
        ``language`` only chooses the language of the error for an illegal move.
        """
        lang = check_language(language)
        move = self._checked(move, lang)
        steps: list[Step] = []
        after = self._apply(move, steps)
        return Transition(self, move, after, tuple(steps))

    def play_all(self, moves: Sequence[Any]) -> State:
        """Play several moves in order (text or move objects)."""
        state = self
        for index, move in enumerate(moves):
            try:
                state = state.play(move)
            except ValueError as error:
                raise in_move(error, index + 1, move) from error
        return state

    def __eq__(self, other: object) -> bool:
        # isinstance narrows ``other`` for every mypy version (no type: ignore needed)
        return (isinstance(other, State) and type(other) is type(self)
                and self._key() == other._key())

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"{self.game!r}.parse_state({self.to_text()!r})"

    def __str__(self) -> str:
        return self.to_text()

    def _repr_png_(self) -> bytes:
        """PNG picture for Jupyter; the renderer is imported only now."""
        from cubekit.render import png_bytes

        return png_bytes(self)


__all__ = ["Game", "IllegalMoveError", "NotationError", "Option", "OptionError", "OptionTypeError",
           "Outcome", "State", "Step", "Transition", "option"]
