"""Cubeslyde exercises: where a cube may be pushed, whether a push is strong enough, which
cube falls off and who is out, what the board looks like afterwards and whether the push wins.

Positions come from seeded random games (:mod:`.positions`); questions about pushes take a
position of the pushing phase (stage 2, rulebook *Phase 2*). The kinds and what their
difficulty measures:

================  =======================================================  ====  =====  ====
kind              measure                                                  easy  medium hard
================  =======================================================  ====  =====  ====
``legal_moves``   cubes in the four lines in front of the cube             0-1   2-3    4+
``what_happens``  steps of the move (the push, the fall, an elimination)   1     2      3+
``who_wins``      steps of the move                                        1     2      3+
``can_push``      cubes in the pushed line (0: the square ahead is free)   0-1   2      3+
``falls``         cubes in the pushed line                                 1     2      3+
================  =======================================================  ====  =====  ====

``can_push`` asks about pushes of the player's own straight runs along their line: legal
ones and ones the rules refuse because the group is too weak (CS-6), an own cube stands in
front (CS-3) or, with ``own_in_line="blocks"``, an own cube stands in the line (CS-4); about
as many of each answer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from cubekit.core.game import Game, State, Transition
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.words import letter
from cubekit.exercises.answers import normal, read_yes_no
from cubekit.exercises.base import (
    NOT_READ,
    Band,
    ChoiceKind,
    Draft,
    Exercise,
    ExerciseError,
    Kind,
    SquaresKind,
    Verdict,
    gap,
    letter_choices,
    levels,
    reason_of,
)
from cubekit.exercises.common import GameHooks, Mistake, check_legal, common_kinds
from cubekit.games.cubeslyde.events import Eliminated, Fell
from cubekit.games.cubeslyde.geometry import SQUARES
from cubekit.games.cubeslyde.notation import WHITE, Push, push
from cubekit.games.cubeslyde.words import label

DIRECTIONS = ("N", "E", "S", "W")


def pushes_of(state: Any) -> list[Push]:
    return [m for m in state.legal_moves() if isinstance(m, Push)]


def line_ahead(state: Any, head: Square, direction: str) -> list[Square]:
    """The squares of the cubes in front of ``head`` towards ``direction``, up to the first
    free square or the edge (the line a push would move, CS-4)."""
    step = Direction[direction]
    squares = []
    square = step.step(head)
    while square in state.game.board and state.cube(square) is not None:
        squares.append(square)
        square = step.step(square)
    return squares


def group_words(state: Any, move: Push) -> Msg:
    """What a push moves, as the object of "push" / „schieben“: ``the cube A6 on d1`` (one
    cube), ``the group b4-d4 (A1+A2+A3)``."""
    squares = move.squares
    if len(squares) == 1:
        return Msg("ex.cs.group.one", {"cube": str(state.cube(squares[0])),
                                       "square": square_name(squares[0])})
    first, last = move.first, move.last
    where = f"{square_name(first)}-{square_name(last)}"
    # the cubes in the order the squares are written, first to last
    step = ((last[0] > first[0]) - (last[0] < first[0]),
            (last[1] > first[1]) - (last[1] < first[1]))
    ordered = sorted(squares, key=lambda sq: (sq[0] - first[0]) * step[0]
                     + (sq[1] - first[1]) * step[1])
    cubes = "+".join(str(state.cube(sq)) for sq in ordered)
    return Msg("ex.cs.group", {"squares": where, "cubes": cubes})


def carried_words(state: Any, carried: Sequence[int]) -> list[Msg]:
    """``A2 on c4``, ...: the own cubes a push carries along (CS-4), by square index (a
    message field joins them with "and" in the reader's language)."""
    return [Msg("ex.cs.cube_on", {"cube": str(state.cube(SQUARES[i])),
                                  "square": square_name(SQUARES[i])}) for i in carried]


def _direction(name: str) -> Msg:
    return Msg(f"ex.dir.{name}")


class Hooks(GameHooks):
    """Cubeslyde for the shared kinds."""

    name = "cubeslyde"
    cap = 300
    end_cap = 400
    what_rules = ("CS-4", "CS-6", "CS-7")
    end_rules = ("CS-7",)
    bands = MappingProxyType({kind: levels((1, 1), (2, 2), (3, None))
                              for kind in ("what_happens", "who_wins")})

    def position(self, game: Game, rng: random.Random, *, start: int = 0) -> State:
        state = super().position(game, rng, start=start)
        for _ in range(8):   # the pushing phase: pushes are what can be asked about
            if pushes_of(state):
                return state
            state = super().position(game, rng, start=start)
        return state

    def eventful(self, state: State, rng: random.Random) -> Any | None:
        pushes = pushes_of(state)
        if not pushes:
            moves = state.legal_moves()
            return rng.choice(moves) if moves else None
        plans = [(m, state.plan(m)) for m in pushes]   # type: ignore[attr-defined]
        falling = [m for m, plan in plans if plan.falls]
        lined = [m for m, plan in plans if plan.line]
        if falling and rng.random() < 0.6:
            return rng.choice(falling)
        return rng.choice(lined or pushes)

    def mistakes(self, state: State, move: Any, transition: Transition,
                 rng: random.Random) -> list[Mistake]:
        found: list[Mistake] = []
        if not isinstance(move, Push):
            return found
        plan: Any = state.plan(move)   # type: ignore[attr-defined]
        if plan.line:
            found.append((state, Msg("ex.cs.mistake.unchanged", {
                "strength": plan.strength, "defence": plan.defence}), ("CS-6",)))
        for direction in DIRECTIONS:
            other = push(move.first, move.last, direction)
            if direction != move.direction and reason_of(state, other) is None:
                found.append((state.play(other), Msg("ex.cs.mistake.direction", {
                    "direction": _direction(move.direction)}), ()))
        return found

    def goes_on(self, before: State, after: State) -> Msg:
        return Msg("ex.cs.goes_on")

    def out_players(self, state: State) -> frozenset[int]:
        return frozenset(state.out_players)   # type: ignore[attr-defined]

    def subject(self, state: State, move: Any) -> Msg:
        if isinstance(move, Push):
            return Msg("ex.cs.pushes", {"player": letter(state.to_move),
                                        "group": group_words(state, move),
                                        "direction": _direction(move.direction)})
        return super().subject(state, move)


# ---------------------------------------------------------------------------------------------
# legal_moves: where may this cube be pushed alone? (Phase 2, CS-3 to CS-6)
# ---------------------------------------------------------------------------------------------
class LegalMoves(SquaresKind):
    name = "legal_moves"
    rules = ("CS-3", "CS-4", "CS-6")
    bands = levels((0, 1), (2, 3), (4, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=20)
        own = state.squares_of(state.to_move)
        if not pushes_of(state) or not own:
            return None
        sized = [(sum(len(line_ahead(state, sq, d)) for d in DIRECTIONS), sq) for sq in own]
        return self.draft(state, None, self.nearest(sized, band, rng))

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if square is None:
            own = state.squares_of(state.to_move) if state.outcome is None else []
            square = own[0] if own else None
        cube = state.cube(square) if square is not None else None
        if cube is None or cube.owner != state.to_move or state.outcome is not None:
            raise ExerciseError(Msg("ex.error.no_piece", {
                "square": square_name(square) if square else "-"}))
        if not pushes_of(state):
            raise ExerciseError(Msg("ex.cs.error.no_pushes", {"player": letter(state.to_move)}))
        assert square is not None
        measure = sum(len(line_ahead(state, square, d)) for d in DIRECTIONS)
        return Draft(state, measure, square=square)

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        square = draft.square
        assert square is not None
        ends = [Direction[d].step(square) for d in DIRECTIONS
                if reason_of(state, Push(square, square, d)) is None]
        from cubekit.exercises.base import names

        return self.exercise(draft, names(ends), seed=seed, language=language,
                             highlight=frozenset({square}))

    def square_of(self, move: Any) -> Square | None:
        if isinstance(move, Push):
            return Direction[move.direction].step(move.squares[-1])
        return super().square_of(move)

    def question(self, exercise: Exercise) -> Msg:
        state: Any = exercise.state
        return Msg("ex.cs.legal.question", {"player": letter(state.to_move),
                                            "cube": str(state.cube(exercise.square)),
                                            "square": square_name(exercise.square)
                                            if exercise.square else "-"})

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.cs.legal.rule")]

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        here = exercise.square
        assert here is not None
        for d in DIRECTIONS:
            if Direction[d].step(here) == square:
                reason = reason_of(exercise.state, Push(here, here, d))
                if reason is not None:
                    return reason
        return Msg("ex.cs.legal.one_square")

    def missed_notes(self, exercise: Exercise, squares: Sequence[Square]) -> list[Msg]:
        here = exercise.square
        assert here is not None
        state: Any = exercise.state
        notes = []
        for square in squares:
            d = next(d for d in DIRECTIONS if Direction[d].step(here) == square)
            plan = state.plan(Push(here, here, d))
            key = "ex.cs.legal.missed" if plan.line else "ex.cs.legal.missed_free"
            notes.append(Msg("ex.square_note", {"square": square_name(square), "note": Msg(
                key, {"strength": plan.strength, "defence": plan.defence})}))
        return notes


# ---------------------------------------------------------------------------------------------
# can_push: is this push allowed? (CS-3, CS-4, CS-6)
# ---------------------------------------------------------------------------------------------
REFUSAL_RULES: MappingProxyType[str, tuple[str, ...]] = MappingProxyType({
    "cs.illegal.too_weak": ("CS-6",),
    "cs.illegal.too_weak_partner": ("CS-6", "CS-5"),
    "cs.illegal.own_in_front": ("CS-3",),
    "cs.illegal.own_blocks": ("CS-4",),
    "cs.illegal.not_contiguous": ("CS-3",),
    "cs.illegal.not_straight": ("CS-3",),
    "cs.illegal.across": ("CS-3",),
    "cs.illegal.must_place": ("CS-8",),
})
"""The ``RULES.md`` item that decides each refusal the engine gives for a push
(``CubeslydeState.why_illegal``); a refusal not listed cites the rulebook alone."""


def deciding_rules(reason: Msg) -> tuple[str, ...]:
    """The rules that decide why a push is refused (:data:`REFUSAL_RULES`)."""
    return REFUSAL_RULES.get(reason.key, ())


def own_runs(state: Any) -> list[Push]:
    """Every push of the player's own straight runs along their line (legal or not), whose
    head does not face the edge."""
    player = state.to_move
    result = []
    for head in state.squares_of(player):
        for d in DIRECTIONS:
            front = Direction[d].step(head)
            if front not in state.game.board:
                continue
            back = head
            while True:
                result.append(push(back, head, d))
                behind = Direction[d].opposite.step(back)
                cube = state.cube(behind) if behind in state.game.board else None
                if cube is None or cube.owner != player:
                    break
                back = behind
    return result


class CanPush(ChoiceKind):
    name = "can_push"
    rules = ("CS-4", "CS-6")
    bands = levels((0, 1), (2, 2), (3, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=20)
        if not pushes_of(state):
            return None
        runs = own_runs(state)
        if not runs:
            return None
        sized = [(len(line_ahead(state, m.squares[-1], m.direction)), m) for m in runs]
        best = min(gap(size, band) for size, _ in sized)
        near = [m for size, m in sized if gap(size, band) == best]
        legal = [m for m in near if reason_of(state, m) is None]
        refused = [m for m in near if m not in legal]
        pool = refused if refused and (rng.random() < 0.5 or not legal) else legal
        return self.draft(state, rng.choice(pool), None)

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if move is None or not isinstance(move, Push):
            raise ExerciseError(Msg("ex.cs.error.push"))
        if state.outcome is not None:
            raise ExerciseError(Msg("ex.error.over"))
        reason = reason_of(state, move)
        line = line_ahead(state, move.squares[-1], move.direction)
        return Draft(state, len(line), move, data={"reason": reason, "line": line})

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        reason: Msg | None = draft.data["reason"]
        transition = state.explain(draft.move) if reason is None else None
        if reason is None:
            plan = state.plan(draft.move)
            fields = {"strength": plan.strength, "defence": plan.defence}
            if plan.carried:
                why_yes = Msg("ex.cs.can.legal_carried", {
                    **fields, "carried": carried_words(state, plan.carried)})
            else:
                why_yes = Msg("ex.cs.can.legal" if plan.line else "ex.cs.can.free", fields)
            rules: tuple[str, ...] = ("CS-6", "CS-4") if plan.carried else ("CS-6",)
        else:
            why_yes = reason
            rules = deciding_rules(reason)
        items = [(True, Msg("ex.cs.can.yes"), None, why_yes if reason is not None else None,
                  rules),
                 (False, Msg("ex.cs.can.no"), None, why_yes if reason is None else None,
                  rules)]
        choices = letter_choices(items, None)
        right = choices[0] if reason is None else choices[1]
        squares = frozenset(draft.move.squares) | frozenset(draft.data["line"])
        head = draft.move.squares[-1]
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=transition,
                             steps=transition.steps if transition is not None else (),
                             highlight=squares, moves=(draft.move,),
                             arrows=((head, Direction[draft.move.direction].step(head)),),
                             facts={"why": why_yes})

    def question(self, exercise: Exercise) -> Msg:
        state: Any = exercise.state
        return Msg("ex.cs.can.question", {"player": letter(state.to_move),
                                          "group": group_words(state, exercise.move),
                                          "direction": _direction(exercise.move.direction)})

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        value = read_yes_no(answer)
        return NOT_READ if value is None else value

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [exercise.facts["why"]]

    def judge(self, exercise: Exercise, value: Any) -> Verdict:
        """As for any choice; a right answer cites the rules that decide this push too."""
        right = exercise.right_choice
        if value == self.answer_value(exercise) and right is not None and right.rules:
            return self.verdict(exercise, value, True, self.confirm(exercise), right.rules)
        return super().judge(exercise, value)


# ---------------------------------------------------------------------------------------------
# falls: which cube falls off, and who is out then? (CS-6, CS-7)
# ---------------------------------------------------------------------------------------------
def _falls_label(state: Any, square: Square | None, out: tuple[int, ...]) -> Msg:
    if square is None:
        return Msg("ex.cs.falls.none")
    fields = {"cube": label(state.cube(square)), "square": square_name(square)}
    if out:
        return Msg("ex.cs.falls.cube_out", {**fields, "player": letter(out[0])})
    return Msg("ex.cs.falls.cube", fields)


class Falls(ChoiceKind):
    name = "falls"
    rules = ("CS-6", "CS-7")
    bands = levels((1, 1), (2, 2), (3, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=20)
        plans = [(m, state.plan(m)) for m in pushes_of(state)]
        falling = [m for m, plan in plans if plan.falls]
        lined = [m for m, plan in plans if plan.line and not plan.falls]
        pool = falling if falling and (rng.random() < 0.75 or not lined) else lined
        if not pool:
            return None
        return self.draft(state, rng.choice(pool), None)

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if not isinstance(move, Push):
            raise ExerciseError(Msg("ex.cs.error.push"))
        check_legal(state, move)
        plan = state.plan(move)
        if not plan.line:
            raise ExerciseError(Msg("ex.cs.error.no_line", {"move": move}))
        return Draft(state, len(plan.line), move, data={"transition": state.explain(move)})

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        transition: Transition = draft.data["transition"]
        fell = next((s.event for s in transition.steps if isinstance(s.event, Fell)), None)
        gone = tuple(s.event.player for s in transition.steps
                     if isinstance(s.event, Eliminated))
        line = line_ahead(state, draft.move.squares[-1], draft.move.direction)
        truth = (fell.square if fell is not None else None, gone)
        items: list[tuple[Any, Msg | None]] = [(truth, None)]
        items += [item for item in self._distractors(state, truth, line, fell,
                                                     draft.move.direction) if item[0] != truth]
        items = list({value: mistake for value, mistake in items}.items())[:4]
        rng.shuffle(items)
        choices = letter_choices([(value, _falls_label(state, *value), None, mistake,
                                   self.rules if mistake else ())
                                  for value, mistake in items], None)
        right = next(c for c in choices if c.value == truth)
        head = draft.move.squares[-1]
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=transition, steps=transition.steps,
                             highlight=frozenset(draft.move.squares) | frozenset(line),
                             arrows=((head, Direction[draft.move.direction].step(head)),),
                             moves=(draft.move,))

    def _distractors(self, state: Any, truth: tuple[Square | None, tuple[int, ...]],
                     line: list[Square], fell: Any, direction: str) -> list[tuple[Any, Msg]]:
        square, gone = truth
        front = label(state.cube(line[-1]))
        found: list[tuple[Any, Msg]] = []
        if square is not None:
            found.append(((None, ()), Msg("ex.cs.falls.edge", {"cube": front})))
            if len(line) > 1:
                found.append(((line[0], ()), Msg("ex.cs.falls.front_only", {
                    "cube": label(state.cube(line[0])), "front": front})))
            owner = fell.cube.owner
            if owner != WHITE and not fell.cube.neutral:
                if gone:
                    found.append(((square, ()), Msg("ex.cs.falls.third", {
                        "player": letter(owner)})))
                else:
                    found.append(((square, (owner,)), Msg("ex.cs.falls.not_third", {
                        "player": letter(owner), "lost": fell.lost})))
        else:
            free = Direction[direction].step(line[-1])
            found.append(((line[-1], ()), Msg("ex.cs.falls.free", {"free": square_name(free)})))
            if len(line) > 1:
                found.append(((line[0], ()), Msg("ex.cs.falls.free", {
                    "free": square_name(free)})))
        return found

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.cs.falls.question", {
            "subject": self.hooks.subject(exercise.state, exercise.move)})

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        if not isinstance(answer, str):
            return NOT_READ
        text = normal(answer)
        assert exercise.choices is not None
        if text in ("none", "nothing", "no", "keiner", "keines", "nichts", "-"):
            return (None, ())
        found = [c.value for c in exercise.choices
                 if c.value[0] is not None and square_name(c.value[0]) == text]
        return found[0] if len(found) == 1 else NOT_READ

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.cs.falls.rule")]


def kinds(hooks: Hooks | None = None) -> list[Kind]:
    """Every Cubeslyde kind, in the order :func:`cubekit.exercises.kinds` lists them."""
    hooks = hooks or Hooks()
    return [LegalMoves(hooks), *common_kinds(hooks), CanPush(hooks), Falls(hooks)]


__all__ = ["CanPush", "Falls", "Hooks", "LegalMoves", "group_words", "kinds", "line_ahead",
           "own_runs"]
