"""Kettenreaktion exercises: where a marble may go, how many waves a cascade has, which cells
change colour, what the board looks like afterwards and whether the move wins.

Positions come from seeded random games (:mod:`.positions`, the kit's random player); a
question about a move picks one that bursts a cell most of the time. The kinds and what
their difficulty measures:

==================  ====================================================  ====  =====  =====
kind                measure                                               easy  medium hard
==================  ====================================================  ====  =====  =====
``legal_moves``     cells of other players (the cells to leave out)       0-4   5-9    10+
``what_happens``    steps of the move (the placement and each wave)       1-2   3-4    5+
``who_wins``        steps of the move                                     1-2   3-4    5+
``cascade_waves``   waves of the cascade                                  1-2   3-4    5+
``captured_cells``  cells captured                                        1-2   3-5    6+
==================  ====================================================  ====  =====  =====
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cubekit.core.game import Game, State, Transition
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.words import letter
from cubekit.exercises.base import (
    NOT_READ,
    Band,
    ChoiceKind,
    Draft,
    Exercise,
    ExerciseError,
    Kind,
    SquaresKind,
    letter_choices,
    levels,
    names,
    reason_of,
)
from cubekit.exercises.common import GameHooks, Mistake, check_legal, common_kinds
from cubekit.games.chain_reaction.events import Endless, Wave

YOUR_MOVE = Msg("chain_reaction.section.your_move")
BURST = Msg("chain_reaction.section.burst")


def _wave_steps(transition: Transition) -> list[Any]:
    return [step for step in transition.steps if isinstance(step.event, Wave)]


def _endless(transition: Transition) -> bool:
    return any(isinstance(step.event, Endless) for step in transition.steps)


class Hooks(GameHooks):
    """Kettenreaktion for the shared kinds."""

    name = "chain_reaction"
    cap = 600
    end_cap = 600
    what_rules = ("CR-2", "CR-3", "Überlauf")
    end_rules = ("CR-4", "Gewinnen")

    def bursting(self, state: Any) -> list[Any]:
        """The legal moves that fill their cell to its capacity (CR-2)."""
        game = state.game
        return [m for m in state.legal_moves()
                if state.count(m.square) + 1 >= game.capacity(m.square)]

    def eventful(self, state: State, rng: random.Random) -> Any | None:
        moves = state.legal_moves()
        if not moves:
            return None
        bursting = self.bursting(state)
        if bursting and rng.random() < 0.85:
            return rng.choice(bursting)
        return rng.choice(moves)

    def subject(self, state: State, move: Any) -> Msg:
        return Msg("ex.cr.places", {"player": letter(state.to_move),
                                    "square": square_name(move.square)})

    def mistakes(self, state: State, move: Any, transition: Transition,
                 rng: random.Random) -> list[Mistake]:
        steps = transition.steps
        found: list[Mistake] = []
        waves = _wave_steps(transition)
        if len(steps) > 1:
            placed: Any = steps[0].event
            found.append((steps[0].state, Msg("ex.cr.mistake.placed_only", {
                "square": square_name(placed.square), "capacity": placed.capacity}),
                ("CR-2",)))
        if len(waves) >= 2:
            k = rng.randrange(len(waves) - 1)
            found.append((waves[k].state, _early(k + 1, waves[k + 1].event.bursts), ("CR-3",)))
        kept = self._no_capture(state, transition)
        if kept is not None:
            found.append((kept, Msg("ex.cr.mistake.no_capture", {
                "player": letter(state.to_move), "section": BURST}), ("Überlauf",)))
        rng.shuffle(found)
        return found

    def _no_capture(self, state: Any, transition: Transition) -> State | None:
        """The board after the move if captured cells kept their colour, or None."""
        from cubekit.games.chain_reaction.notation import format_position

        after: Any = transition.after
        game = state.game
        captured = captured_cells(state, after)
        if not captured or after.outcome is not None:
            return None
        cells = after.cells()
        for square in captured:
            index = game.board.index(square)
            cells[index] = (cells[index][0], state.owner(square))
        moved = tuple(p for p in range(game.players) if after.has_moved(p))
        text = format_position(game.width, game.height, cells, after.to_move, moved, False)
        try:
            return game.parse_state(text)
        except ValueError:
            return None

    def goes_on(self, before: State, after: Any) -> Msg:
        return Msg("ex.cr.goes_on", {"players": [letter(p) for p in after.remaining()]})

    def out_players(self, state: Any) -> frozenset[int]:
        return frozenset(p for p in range(state.game.players) if state.is_out(p))


def captured_cells(before: Any, after: Any) -> frozenset[Square]:
    """The cells that were another player's before the move and are the mover's after it."""
    mover = before.to_move
    result = set()
    for square in before.game.board.squares():
        owner = before.owner(square)
        if owner is not None and owner != mover and after.owner(square) == mover:
            result.add(square)
    return frozenset(result)


# ---------------------------------------------------------------------------------------------
# legal_moves: where may the player to move place a marble? (rulebook "Dein Zug")
# ---------------------------------------------------------------------------------------------
class LegalMoves(SquaresKind):
    name = "legal_moves"
    rules = ("Dein Zug",)
    bands = levels((0, 4), (5, 9), (10, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        return self.draft(self.hooks.position(game, rng, start=2), None, None)

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if state.outcome is not None:
            raise ExerciseError(Msg("ex.error.over"))
        others = sum(1 for sq in state.game.board.squares()
                     if state.owner(sq) not in (None, state.to_move))
        return Draft(state, others)

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        legal = [m.square for m in draft.state.legal_moves()]
        return self.exercise(draft, names(legal), seed=seed, language=language)

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.cr.legal.question", {"player": letter(exercise.state.to_move)})

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.cr.legal.rule", {"player": letter(exercise.state.to_move),
                                         "section": YOUR_MOVE})]

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        state = exercise.state
        reason = reason_of(state, state.parse_move(square_name(square)))
        return reason if reason is not None else Msg("ex.not_asked")

    def missed_notes(self, exercise: Exercise, squares: Sequence[Square]) -> list[Msg]:
        state: Any = exercise.state
        empty = [sq for sq in squares if state.owner(sq) is None]
        own = [sq for sq in squares if state.owner(sq) is not None]
        notes = []
        if empty:
            notes.append(Msg("ex.cr.legal.missed_empty", {"squares": list(names(empty))}))
        if own:
            notes.append(Msg("ex.cr.legal.missed_own", {"squares": list(names(own)),
                                                        "player": letter(state.to_move)}))
        return notes


# ---------------------------------------------------------------------------------------------
# cascade_waves: how many waves? (CR-3)
# ---------------------------------------------------------------------------------------------
def _bursting_draft(kind: Kind, state: Any, move: Any) -> Draft:
    check_legal(state, move)
    transition = state.explain(move)
    if _endless(transition):
        raise ExerciseError(Msg("ex.cr.error.endless", {"move": move}))
    waves = _wave_steps(transition)
    return Draft(state, len(waves), move, data={"transition": transition})


class CascadeWaves(ChoiceKind):
    name = "cascade_waves"
    rules = ("CR-3",)
    numeric = True
    bands = levels((1, 2), (3, 4), (5, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=4)
        bursting = self.hooks.bursting(state)
        if not bursting:
            return None
        try:
            return _bursting_draft(self, state, rng.choice(bursting))
        except ExerciseError:
            return None

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if move is None:
            bursting = self.hooks.bursting(state)
            move = bursting[0] if bursting else None
        return _bursting_draft(self, state, move)

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        transition: Transition = draft.data["transition"]
        waves = draft.measure
        bursts = sum(len(step.event.bursts) for step in _wave_steps(transition))
        pool = [bursts] + [waves + d for d in (1, -1, 2, -2, 3)]
        others = [v for v in dict.fromkeys(pool) if v >= 0 and v != waves][:3]
        values = sorted([waves, *others])
        items = [(v, _waves_words(v), None, None if v == waves else
                  self._mistake(draft.state, transition, v, bursts), ("CR-3",))
                 for v in values]
        choices = letter_choices(items, None)
        right = next(c for c in choices if c.value == waves)
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=transition, steps=transition.steps,
                             highlight=frozenset({draft.move.square}), moves=(draft.move,))

    def _mistake(self, state: Any, transition: Transition, value: int, bursts: int) -> Msg:
        waves = _wave_steps(transition)
        if value == bursts and len(waves) != bursts:
            return Msg("ex.cr.waves.counted_cells", {"cells": bursts})
        if value == 0:
            placed: Any = transition.steps[0].event
            return Msg("ex.cr.waves.bursts", {"square": square_name(placed.square),
                                              "capacity": placed.capacity})
        if value < len(waves):
            return _early(value, waves[value].event.bursts)
        return self._stop(state, transition)

    def _stop(self, state: Any, transition: Transition) -> Msg:
        waves = _wave_steps(transition)
        if not waves:
            return Msg("ex.cr.waves.none")
        last = waves[-1].event
        if last.won:
            return Msg("ex.cr.waves.won", {"wave": last.number,
                                           "player": letter(state.to_move)})
        return Msg("ex.cr.waves.calm", {"wave": last.number})

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.cr.waves.question", {
            "subject": self.hooks.subject(exercise.state, exercise.move)})

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        from cubekit.exercises.answers import read_number

        value = read_number(answer)
        return NOT_READ if value is None else value

    def other_words(self, exercise: Exercise, value: Any) -> Msg:
        return _waves_words(int(value))

    def confirm(self, exercise: Exercise) -> list[Msg]:
        assert exercise.transition is not None
        return [Msg("ex.cr.waves.rule"), self._stop(exercise.state, exercise.transition)]

    def other_mistake(self, exercise: Exercise, value: Any) -> list[Msg]:
        assert exercise.transition is not None
        bursts = sum(len(s.event.bursts) for s in _wave_steps(exercise.transition))
        return [self._mistake(exercise.state, exercise.transition, int(value), bursts)]


def _early(wave: int, bursts: Sequence[Square]) -> Msg:
    """The board after ``wave`` taken for the end, though ``bursts`` burst in the next."""
    key = "ex.cr.mistake.early_one" if len(bursts) == 1 else "ex.cr.mistake.early_many"
    return Msg(key, {"wave": wave, "next": wave + 1, "cells": list(names(bursts))})


def _waves_words(value: int) -> Msg:
    if value == 0:
        return Msg("ex.cr.waves.zero")
    if value == 1:
        return Msg("ex.cr.waves.one")
    return Msg("ex.cr.waves.many", {"n": value})


# ---------------------------------------------------------------------------------------------
# captured_cells: which cells end up the mover's? (rulebook "Überlauf")
# ---------------------------------------------------------------------------------------------
class CapturedCells(SquaresKind):
    name = "captured_cells"
    rules = ("Überlauf", "CR-3")
    bands = levels((1, 2), (3, 5), (6, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=4)
        bursting = self.hooks.bursting(state)
        if not bursting:
            return None
        try:
            draft = self.draft(state, rng.choice(bursting), None)
        except ExerciseError:
            return None
        return draft if draft.measure else None

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if move is None:
            bursting = self.hooks.bursting(state)
            move = bursting[0] if bursting else None
        check_legal(state, move)
        transition = state.explain(move)
        if _endless(transition):
            raise ExerciseError(Msg("ex.cr.error.endless", {"move": move}))
        captured = captured_cells(state, transition.after)
        return Draft(state, len(captured), move,
                     data={"transition": transition, "captured": captured})

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        transition: Transition = draft.data["transition"]
        return self.exercise(draft, names(draft.data["captured"]), seed=seed,
                             language=language, transition=transition,
                             steps=transition.steps, moves=(draft.move,),
                             highlight=frozenset({draft.move.square}))

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.cr.cap.question", {
            "subject": self.hooks.subject(exercise.state, exercise.move),
            "player": letter(exercise.state.to_move)})

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.cr.cap.rule", {"section": BURST})]

    def _wave_of(self, exercise: Exercise, square: Square) -> int | None:
        assert exercise.transition is not None
        for step in _wave_steps(exercise.transition):
            if square in step.event.captures:
                return int(step.event.number)
        return None

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        state: Any = exercise.state
        assert exercise.transition is not None
        after: Any = exercise.transition.after
        player = letter(state.to_move)
        before = state.owner(square)
        if before is None:
            return Msg("ex.cr.cap.was_empty")
        if before == state.to_move:
            return Msg("ex.cr.cap.was_own", {"player": player})
        if after.owner(square) is None:
            return Msg("ex.cr.cap.ends_empty", {"player": player})
        return Msg("ex.cr.cap.no_marble", {"owner": letter(before)})

    def missed_notes(self, exercise: Exercise, squares: Sequence[Square]) -> list[Msg]:
        player = letter(exercise.state.to_move)
        return [Msg("ex.square_note", {"square": square_name(square), "note": Msg(
            "ex.cr.cap.missed", {"wave": self._wave_of(exercise, square) or 1,
                                 "player": player})}) for square in squares]


def kinds(hooks: Hooks | None = None) -> list[Kind]:
    """Every Kettenreaktion kind, in the order :func:`cubekit.exercises.kinds` lists them."""
    hooks = hooks or Hooks()
    return [LegalMoves(hooks), *common_kinds(hooks), CascadeWaves(hooks), CapturedCells(hooks)]


__all__ = ["CapturedCells", "CascadeWaves", "Hooks", "LegalMoves", "captured_cells", "kinds"]
