"""Game records: a start position and moves, replayed as positions and explained steps.

>>> import cubekit
>>> game = cubekit.load("chain_reaction", width=3, height=3)
>>> replay = Replay(game.initial_state(), ("a1", "c3", "a1"))
>>> len(replay.states)
4
>>> replay.to_record()["moves"]
['a1', 'c3', 'a1']
>>> Replay.from_record(replay.to_record()).final == replay.final
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cubekit.core.errors import in_move
from cubekit.core.events import MoveHeading, Started
from cubekit.core.game import State, Step, Transition
from cubekit.core.i18n import check_language


@dataclass(frozen=True, eq=False)
class Replay:
    """A start position and a sequence of moves (text or move objects), checked on creation.

    An illegal move raises :class:`~cubekit.core.game.IllegalMoveError` naming the move number.
    """

    start: State
    moves: tuple[Any, ...]
    states: tuple[State, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        states = [self.start]
        moves = []
        for index, move in enumerate(self.moves):
            state = states[-1]
            try:
                parsed = state.coerce_move(move)
                states.append(state.play(parsed))
            except ValueError as error:
                raise in_move(error, index + 1, move) from error
            moves.append(parsed)
        object.__setattr__(self, "moves", tuple(moves))
        object.__setattr__(self, "states", tuple(states))

    @property
    def final(self) -> State:
        return self.states[-1]

    def __len__(self) -> int:
        return len(self.moves)

    def transition(self, index: int, language: str | None = None) -> Transition:
        """Move ``index`` (from 0) explained step by step (``language`` is checked and kept
        for older callers: steps read in any language)."""
        check_language(language)
        return self.states[index].explain(self.moves[index])

    def transitions(self, language: str | None = None) -> list[Transition]:
        return [self.transition(i, language) for i in range(len(self.moves))]

    def steps(self, language: str | None = None) -> list[Step]:
        """The start position, then every step of every move, for a stepper.

        The first step of each move is headed with a :class:`MoveHeading` ("Move n: X plays
        m."); :func:`move_starts` finds those steps."""
        result = [Step(self.start, Started(self.start.to_move))]
        for index, transition in enumerate(self.transitions(language)):
            heading = MoveHeading(index + 1, transition.before.to_move, str(transition.move))
            for number, step in enumerate(transition.steps):
                result.append(Step(step.state, step.event, step.highlight,
                                   heading if number == 0 else None))
        return result

    def to_record(self) -> dict[str, Any]:
        """A JSON-ready record: game name, non-default options, start position, moves."""
        game = self.start.game
        return {"game": game.name, "options": game.settings(),
                "start": self.start.to_text(), "moves": [str(m) for m in self.moves]}

    def to_json(self) -> str:
        return json.dumps(self.to_record())

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Replay:
        from cubekit import load

        game = load(record["game"], **record.get("options", {}))
        return cls(game.parse_state(record["start"]), tuple(record.get("moves", ())))

    @classmethod
    def from_json(cls, text: str) -> Replay:
        return cls.from_record(json.loads(text))

    @classmethod
    def from_moves(cls, start: State, moves: Sequence[Any]) -> Replay:
        return cls(start, tuple(moves))


def move_starts(steps: Sequence[Step]) -> list[int]:
    """The indices of the steps that open a move of a game record (see :meth:`Replay.steps`)."""
    return [index for index, step in enumerate(steps) if isinstance(step.heading, MoveHeading)]
