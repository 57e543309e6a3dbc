"""The kinds every game has: ``what_happens`` and ``who_wins`` (``legal_moves`` is in each
game's module: what a legal move is differs too much), and :class:`GameHooks`, what each
game's module tells them.

``what_happens``
    "A plays c3. Which picture shows the position after the move?" The right position and 2-3
    distractors, each the result of a real mistake the game's module knows (the cascade
    stopped early, the tip without its hop, the die stopped after two of its four squares,
    ...) or, where those run short, the position after another legal move. Measure: the
    number of steps of the move (a placement and its waves, the tips and fights, ...).
``who_wins``
    "Is the game over after this move, and who wins?" The engine's result among the
    plausible ones (the game goes on; the mover, another player or nobody wins; the game goes
    on without a player who is out). Positions: the last move of a seeded game (it ends the
    game) or an eventful move (a capture, a fall, a fight) in the middle of one. Measure: the
    number of steps of the move.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar

from cubekit.core.game import Game, Outcome, State, Transition
from cubekit.core.grid import Square
from cubekit.core.i18n import Msg
from cubekit.core.words import letter
from cubekit.exercises import positions
from cubekit.exercises.answers import normal
from cubekit.exercises.base import (
    LETTERS,
    NOT_READ,
    Band,
    Choice,
    ChoiceKind,
    Draft,
    Exercise,
    ExerciseError,
    board_key,
    levels,
    reason_of,
)

Mistake = tuple[State, Msg, tuple[str, ...]]
"""A distractor picture: the position a mistake leads to, what the mistake is, its rules."""


class GameHooks:
    """What a game's exercises module tells the shared kinds (subclass per game).

    ``player`` and ``cap`` make the records ordinary questions come from, ``end_player`` and
    ``end_cap`` those played to their end (for ``who_wins``; see :mod:`.positions`).
    """

    name: ClassVar[str]
    player: ClassVar[str] = "random"
    cap: ClassVar[int] = 300
    end_player: ClassVar[str] = "random"
    end_cap: ClassVar[int] = 300
    what_rules: ClassVar[tuple[str, ...]] = ()
    end_rules: ClassVar[tuple[str, ...]] = ()
    bands: ClassVar[Mapping[str, Mapping[str, Band]]] = MappingProxyType({})
    """The game's own difficulty bands for shared kinds (kind -> level -> range)."""

    def position(self, game: Game, rng: random.Random, *, start: int = 0) -> State:
        """A running position from seeded play."""
        return positions.pick(game, rng, self.player, self.cap, start=start)

    def ending(self, game: Game, rng: random.Random) -> tuple[State, Any] | None:
        """The position before the last move of a seeded game that ended, and that move."""
        return positions.last_move(game, rng, self.end_player, self.end_cap)

    def eventful(self, state: State, rng: random.Random) -> Any | None:
        """A legal move worth asking about (one that makes several things happen), or None."""
        moves = state.legal_moves()
        return rng.choice(moves) if moves else None

    def mistakes(self, state: State, move: Any, transition: Transition,
                 rng: random.Random) -> list[Mistake]:
        """Positions a student who gets a rule wrong would expect after ``move``."""
        return []

    def goes_on(self, before: State, after: State) -> Msg:
        """Why the game is not over after the move."""
        raise NotImplementedError

    def measure(self, kind: str, state: State, transition: Transition) -> int:
        """How hard a question of the shared ``kind`` about this move is (default: the
        number of steps of the move)."""
        return len(transition.steps)

    def out_players(self, state: State) -> frozenset[int]:
        """The players who are out (their turns are skipped) in a running game."""
        return frozenset()

    def shown(self, state: State, squares: frozenset[Square]) -> frozenset[Square]:
        """The squares to frame in the picture of ``state`` (a game whose pictures read
        frames as something more drops what would give the answer away)."""
        return squares

    def subject(self, state: State, move: Any) -> Msg:
        """"A plays c3" (the sentence that opens a question about a move)."""
        return Msg("ex.plays", {"player": letter(state.to_move), "move": move})


def other_moves(state: State, move: Any, transition: Transition, rng: random.Random,
                seen: set[Any], wanted: int) -> list[Mistake]:
    """Distractors from other legal moves: their positions, as long as they look different
    from every picture already chosen (``seen``: board keys)."""
    moves = [m for m in state.legal_moves() if m != move]
    rng.shuffle(moves)
    found: list[Mistake] = []
    for other in moves[:40]:
        after = state.play(other)
        key = board_key(after)
        if key in seen:
            continue
        seen.add(key)
        found.append((after, Msg("ex.mistake.other_move", {"other": other,
                                                           "move": move}), ()))
        if len(found) >= wanted:
            break
    return found


def check_legal(state: State, move: Any) -> None:
    if move is None:
        raise ExerciseError(Msg("ex.error.no_move"))
    reason = reason_of(state, move)
    if reason is not None:
        raise ExerciseError(Msg("ex.error.illegal", {"move": move, "reason": reason}))


class WhatHappens(ChoiceKind):
    """``what_happens``: choose the position after a move among 3-4 pictures."""

    name = "what_happens"
    bands = levels((1, 2), (3, 4), (5, None))

    @property
    def rules(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.hooks.what_rules

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        found = self.hooks.ending(game, rng) if rng.random() < 0.25 else None
        if found is not None:
            state, move = found
        else:
            state = self.hooks.position(game, rng, start=2)
            move = self.hooks.eventful(state, rng)
        if move is None:
            return None
        return self._draft(state, move, rng)

    def draft(self, state: State, move: Any, square: Any) -> Draft:
        if move is None:
            move = self.hooks.eventful(state, random.Random(0))
        check_legal(state, move)
        return self._draft(state, move, random.Random(0))

    def _draft(self, state: State, move: Any, rng: random.Random) -> Draft:
        transition = state.explain(move)
        return Draft(state, self.hooks.measure(self.name, state, transition), move,
                     data={"transition": transition})

    def distractors(self, state: State, move: Any, transition: Transition,
                    rng: random.Random) -> list[Mistake]:
        """2-3 positions that look different from the right one and from each other: the
        game's mistakes first, then other legal moves; :class:`ExerciseError` without two."""
        seen = {board_key(transition.after)}
        picked: list[Mistake] = []
        for mistake in self.hooks.mistakes(state, move, transition, rng):
            key = board_key(mistake[0])
            if key not in seen and len(picked) < 3:
                seen.add(key)
                picked.append(mistake)
        if len(picked) < 3:
            picked += other_moves(state, move, transition, rng, seen, 3 - len(picked))
        if len(picked) < 2:
            raise ExerciseError(Msg("ex.error.no_distractors", {"move": move}))
        return picked

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        transition: Transition = draft.data["transition"]
        mistakes = self.distractors(draft.state, draft.move, transition, rng)
        items: list[tuple[int, State, Msg | None, tuple[str, ...]]] = [
            (0, transition.after, None, ())]
        items += [(k + 1, after, mistake, rules)
                  for k, (after, mistake, rules) in enumerate(mistakes)]
        rng.shuffle(items)
        choices = tuple(Choice(LETTERS[k], value, Msg("ex.picture", {"letter": LETTERS[k]}),
                               after, mistake, rules)
                        for k, (value, after, mistake, rules) in enumerate(items))
        right = next(choice for choice in choices if choice.value == 0)
        highlight = frozenset(transition.steps[0].highlight)
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=transition, steps=transition.steps,
                             highlight=highlight, moves=(draft.move,))

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.what.question", {"subject": self.hooks.subject(exercise.state,
                                                                     exercise.move)})

    def value_words(self, exercise: Exercise, value: Any) -> Msg:
        assert exercise.choices is not None
        for choice in exercise.choices:
            if choice.value == value:
                return choice.label
        return super().value_words(exercise, value)

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.what.confirm")]


@dataclass(frozen=True)
class Result:
    """How things stand after a move: ``over`` (with its ``winners``: none for a draw), or
    running with the players ``out`` in this move."""

    over: bool
    winners: tuple[int, ...] = ()
    out: tuple[int, ...] = ()

    def label(self) -> Msg:
        if self.over:
            if not self.winners:
                return Msg("ex.who.draw")
            if len(self.winners) > 1:
                return Msg("ex.who.team_wins", {"team": "+".join(map(letter, self.winners))})
            return Msg("ex.who.wins", {"player": letter(self.winners[0])})
        if self.out:
            return Msg("ex.who.on_out", {"players": [letter(p) for p in self.out]})
        return Msg("ex.who.on")


_ON_WORDS = frozenset({"on", "goes on", "the game goes on", "continue", "continues", "not over",
                       "no", "weiter", "geht weiter", "die partie geht weiter", "nein",
                       "nicht vorbei"})
_DRAW_WORDS = frozenset({"draw", "nobody", "no winner", "none", "unentschieden", "niemand",
                         "kein sieger", "remis"})


class WhoWins(ChoiceKind):
    """``who_wins``: is the game over after this move, and who won (or who is out)?"""

    name = "who_wins"
    bands = levels((1, 2), (3, 4), (5, None))

    @property
    def rules(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.hooks.end_rules

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        if rng.random() < 0.5:
            found = self.hooks.ending(game, rng)
            if found is None:
                return None
            state, move = found
        else:
            state = self.hooks.position(game, rng, start=4)
            move = self.hooks.eventful(state, rng)
            if move is None:
                return None
        return self._draft(state, move)

    def draft(self, state: State, move: Any, square: Any) -> Draft:
        if move is None:
            move = self.hooks.eventful(state, random.Random(0))
        check_legal(state, move)
        return self._draft(state, move)

    def _draft(self, state: State, move: Any) -> Draft:
        transition = state.explain(move)
        return Draft(state, self.hooks.measure(self.name, state, transition), move,
                     data={"transition": transition})

    def result_of(self, before: State, after: State) -> Result:
        outcome = after.outcome
        if outcome is not None:
            return Result(True, tuple(outcome.winners))
        out = self.hooks.out_players(after) - self.hooks.out_players(before)
        return Result(False, out=tuple(sorted(out)))

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        transition: Transition = draft.data["transition"]
        before, after = draft.state, transition.after
        truth = self.result_of(before, after)
        game = before.game
        others = [Result(False), Result(True, (before.to_move,))]
        others += [Result(True, (p,)) for p in range(game.players)
                   if p != before.to_move and p not in self.hooks.out_players(before)]
        if truth.out:
            others.append(Result(False, out=()))
        if not truth.over and not truth.out and game.players > 2:
            victims = sorted(set(range(game.players)) - self.hooks.out_players(before)
                             - {before.to_move})
            if victims:
                others.append(Result(False, out=(rng.choice(victims),)))
        wrong = [r for r in dict.fromkeys(others) if r != truth]
        rng.shuffle(wrong)
        items = [(truth, None)] + [(r, self._mistake(before, after, truth, r))
                                   for r in wrong[:3]]
        rng.shuffle(items)
        choices = tuple(Choice(LETTERS[k], result, result.label(), None, mistake,
                               self.rules if mistake is not None else ())
                        for k, (result, mistake) in enumerate(items))
        right = next(choice for choice in choices if choice.value == truth)
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=transition, steps=transition.steps,
                             highlight=frozenset(transition.steps[0].highlight),
                             moves=(draft.move,))

    def _mistake(self, before: State, after: State, truth: Result, wrong: Result) -> Msg:
        outcome: Outcome | None = after.outcome
        if truth.over:
            assert outcome is not None
            return Msg("ex.who.really", {"outcome": _outcome_words(outcome)})
        if wrong.over:
            return Msg("ex.who.not_over", {"reason": self.hooks.goes_on(before, after)})
        if truth.out:
            return Msg("ex.who.out_now", {"players": [letter(p) for p in truth.out]})
        return Msg("ex.who.nobody_out", {"reason": self.hooks.goes_on(before, after)})

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.who.question", {"subject": self.hooks.subject(exercise.state,
                                                                    exercise.move)})

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        if isinstance(answer, Result):
            return answer
        if not isinstance(answer, str):
            return NOT_READ
        text = normal(answer)
        truth = self.answer_value(exercise)
        if text in _ON_WORDS:
            return Result(False, out=truth.out if not truth.over else ())
        if text in _DRAW_WORDS:
            return Result(True)
        players = exercise.game.players
        team = text.split(" ")[0]
        words = text[len(team):].strip()
        letters = team.upper().split("+")
        if words in ("", "wins", "win", "gewinnt", "gewinnen") and all(
                len(p) == 1 and "A" <= p <= chr(ord("A") + players - 1) for p in letters):
            if words == "" and not answer.strip().isupper():
                return NOT_READ   # a bare lower-case letter: read as the choice's letter
            return Result(True, tuple(sorted(ord(p) - ord("A") for p in letters)))
        return NOT_READ

    def other_words(self, exercise: Exercise, value: Any) -> Msg:
        return value.label() if isinstance(value, Result) else super().other_words(exercise,
                                                                                    value)

    def confirm(self, exercise: Exercise) -> list[Msg]:
        truth: Result = self.answer_value(exercise)
        assert exercise.transition is not None
        after = exercise.transition.after
        if truth.over:
            assert after.outcome is not None
            return [Msg("ex.who.confirm_over", {"outcome": _outcome_words(after.outcome)})]
        return [Msg("ex.who.confirm_on", {"reason": self.hooks.goes_on(exercise.state,
                                                                        after)})]


def _outcome_words(outcome: Outcome) -> Msg:
    """The outcome's sentence, with "not in the rulebook: ..." when it comes from RULES.md."""
    if outcome.rule:
        return Msg("ex.outcome_rule", {"outcome": outcome.message,
                                       "note": Msg("core.not_in_rulebook",
                                                   {"rule": outcome.rule})})
    return outcome.message


def common_kinds(hooks: GameHooks) -> Sequence[ChoiceKind]:
    """``what_happens`` and ``who_wins`` for a game."""
    return (WhatHappens(hooks), WhoWins(hooks))


__all__ = ["GameHooks", "Mistake", "Result", "WhatHappens", "WhoWins", "check_legal",
           "common_kinds", "other_moves"]
