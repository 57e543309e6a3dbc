"""Deblockle exercises: where a block can end its turn, where its hop can end after a tip,
which face comes up, what the board looks like afterwards and whether the turn wins.

Positions come from seeded random games (:mod:`.positions`); ``who_wins`` (and now and then
``what_happens``) takes a turn that removes a block from seeded games of a player that heads
for its goal star (:func:`seeker`: random games almost never end, since a block has to tip
star-up onto the goal star four times, and the kit's greedy player is five times slower).
The kinds and what their difficulty measures:

================  ======================================================  ====  ======  ====
kind              measure                                                 easy  medium  hard
================  ======================================================  ====  ======  ====
``legal_moves``   legal turns of the block                                1-2   3-5     6-16
``what_happens``  the hop: 0 none (Stop, or the block is taken off),      0-1   2       3
                  1 Cross or X, 2 Slider, 3 Hoops
``who_wins``      blocks the mover has taken off already                  0     1-2     3+
``tip_and_hop``   squares the hop can end on                              1     2-3     4+
``top_face``      tips to follow: the block's next 1, 2 or 3 turns        1     2       3
================  ======================================================  ====  ======  ====

``top_face`` over several turns names every turn in between (the opponent's too): the block
turns only when it tips, never when it hops (DB-5).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from cubekit.core.cube import DEBLOCKLE_BLOCK, Orientation
from cubekit.core.game import Game, State, Transition
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import LANGUAGES, Joined, Msg
from cubekit.core.replay import Replay
from cubekit.core.words import letter
from cubekit.exercises import positions
from cubekit.exercises.answers import normal
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
from cubekit.games.deblockle.events import Hopped, Removed, Tipped
from cubekit.games.deblockle.notation import Turn

TIP_REFUSALS = frozenset({"off_board", "no_block", "not_yours", "tip_off_board", "occupied",
                          "own_star", "star_square", "star_up"})
"""The reasons (message keys ``db.illegal.*``) that refuse a tip itself, whatever the hop."""

HOPPING = ("cross", "x", "slider", "hoops")

HOP_MEASURE = MappingProxyType({"cross": 1, "x": 1, "slider": 2, "hoops": 3})
"""How hard a hop is to picture (``what_happens``): one square, a slide, three steps."""
"""The faces after which a block hops (Stop ends the turn, Star is only ever tipped onto
the goal star: DB-4, DB-5)."""


def _name(square: Square | None) -> str:
    return square_name(square) if square is not None else "-"


def face(name: str) -> Msg:
    """A face by name, as the game's words say it (Cross / Kreuz)."""
    return Msg(f"db.face.{name}")


def end_of(turn: Turn) -> Square:
    """Where the block ends the turn: the hop's end, else the tip square (Stop, a skipped
    hop, or the goal star where it is taken off)."""
    return turn.target if turn.target is not None else turn.tip_square


def seeker(game: Game, seed: int) -> positions.Chooser:
    """A seeded player that heads for its goal star: a turn that takes a block off if there
    is one, else the turn ending nearest to the goal star (ties drawn at random), and a
    random turn one time in ten. Its games end in about a hundred turns; random games go on
    for thousands (a block has to tip star-up onto the goal star four times)."""
    rng = random.Random(seed)
    rules: Any = game

    def choose(state: Any) -> Any:
        moves = state.legal_moves()
        if rng.random() < 0.1:
            return rng.choice(moves)
        col, row = rules.goal_star(state.to_move)
        best: list[Turn] = []
        value = None
        for move in moves:
            if move.target is None and state.plan(move).removed:
                return move
            end = end_of(move)
            distance = max(1, abs(end[0] - col) + abs(end[1] - row))
            if value is None or distance < value:
                best, value = [move], distance
            elif distance == value:
                best.append(move)
        return rng.choice(best)
    return choose


positions.register("deblockle", "seek", seeker)


def _removes(state: Any, move: Turn) -> bool:
    """Whether ``move`` takes its block off the board (DB-4)."""
    return bool(state.plan(move).removed)


def turns_of(state: Any, square: Square | None) -> list[Turn]:
    return state.turns_from(square) if state.outcome is None else []


def movable(state: Any) -> list[Square]:
    """The squares of the blocks of the player to move that have a legal turn."""
    return sorted({turn.square for turn in state.legal_moves()})


class Hooks(GameHooks):
    """Deblockle for the shared kinds."""

    name = "deblockle"
    cap = 300
    end_player = "seek"
    end_cap = 400
    what_rules = ("DB-4", "DB-5")
    end_rules = ("DB-9", "DB-7")
    bands = MappingProxyType({"what_happens": levels((0, 1), (2, 2), (3, 3)),
                              "who_wins": levels((0, 0), (1, 2), (3, None))})

    def measure(self, kind: str, state: State, transition: Transition) -> int:
        """``what_happens``: the hop to picture (:data:`HOP_MEASURE`: none, one square, a
        slide, three steps); ``who_wins``: the blocks the mover has taken off already (the
        closer to the end, the more a removal can decide)."""
        if kind == "what_happens":
            hop = next((s.event for s in transition.steps if isinstance(s.event, Hopped)),
                       None)
            return HOP_MEASURE[hop.face] if hop is not None else 0
        return int(state.removed(state.to_move))  # type: ignore[attr-defined]

    def ending(self, game: Game, rng: random.Random) -> tuple[State, Any] | None:
        """A turn that takes a block off (the last one wins), from a game of
        :func:`seeker`."""
        found = positions.record(game, self.end_player, rng.randrange(positions.RECORDS),
                                 self.end_cap)
        removals = [k for k, (state, move) in enumerate(zip(found.states, found.moves,
                                                           strict=False))
                    if move.target is None and _removes(state, move)]
        if not removals:
            return None
        k = rng.choice(removals)
        return found.states[k], found.moves[k]

    def eventful(self, state: State, rng: random.Random) -> Any | None:
        moves = state.legal_moves()
        if not moves:
            return None
        removals = [m for m in moves if m.target is None and state.plan(m).removed]  # type: ignore[attr-defined]
        if removals and rng.random() < 0.5:
            return rng.choice(removals)
        return rng.choice(moves)

    def mistakes(self, state: State, move: Any, transition: Transition,
                 rng: random.Random) -> list[Mistake]:
        found: list[Mistake] = []
        tipped: Any = next((s for s in transition.steps if isinstance(s.event, Tipped)), None)
        hopped = next((s for s in transition.steps if isinstance(s.event, Hopped)), None)
        if tipped is not None and hopped is not None:
            found.append((tipped.state, Msg("ex.db.mistake.tip_only", {
                "face": face(tipped.event.face)}), ("DB-5",)))
        if tipped is not None:
            wrong = self._wrong_way(transition, tipped.event)
            if wrong is not None:
                found.append(wrong)
        return found

    def _wrong_way(self, transition: Transition, event: Tipped) -> Mistake | None:
        """The board with the block on its end square but tipped the other way (the face
        on the side it tipped towards up)."""
        from cubekit.games.deblockle.notation import format_position

        after: Any = transition.after
        if after.outcome is not None:
            return None
        turned = event.before.tip(event.direction.opposite)
        end = end_of(transition.move)
        blocks: tuple[list[tuple[Square, Orientation[str]]], ...] = ([], [])
        for block in after.blocks():
            orientation = turned if block.square == end else block.orientation
            blocks[block.owner].append((block.square, orientation))
        text = format_position(blocks, after.to_move, after.removed_counts, None, None)
        try:
            state = after.game.parse_state(text)
        except ValueError:
            return None
        return (state, Msg("ex.db.mistake.wrong_way", {
            "direction": Msg(f"db.dir.{event.direction.name}"), "face": face(event.face),
            "wrong": face(turned.top)}), ("DB-4",))

    def goes_on(self, before: State, after: State) -> Msg:
        mover = before.to_move
        return Msg("ex.db.goes_on", {"player": letter(mover),
                                     "left": after.on_board(mover)})  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------------------------
# legal_moves: where can this block end its turn? (DB-4 to DB-6)
# ---------------------------------------------------------------------------------------------
class LegalMoves(SquaresKind):
    name = "legal_moves"
    rules = ("DB-4", "DB-5", "DB-6")
    bands = levels((1, 2), (3, 5), (6, 16))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=2)
        turns = state.legal_moves() if state.outcome is None else []
        if not turns:
            return None
        counts = Counter(turn.square for turn in turns)
        square = self.nearest([(n, sq) for sq, n in sorted(counts.items())], band, rng)
        return self.draft(state, None, square)

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if square is None:
            squares = movable(state) if state.outcome is None else []
            square = squares[0] if squares else None
        block = state.block(square) if square is not None else None
        if block is None or block.owner != state.to_move or state.outcome is not None:
            raise ExerciseError(Msg("ex.error.no_piece", {
                "square": square_name(square) if square else "-"}))
        return Draft(state, len(turns_of(state, square)), square=square)

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        assert draft.square is not None
        ends = {end_of(turn) for turn in turns_of(draft.state, draft.square)}
        return self.exercise(draft, names(ends), seed=seed, language=language,
                             highlight=frozenset({draft.square}))

    def square_of(self, move: Any) -> Square | None:
        return end_of(move) if isinstance(move, Turn) else super().square_of(move)

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.db.legal.question", {"player": letter(exercise.state.to_move),
                                            "square": _name(exercise.square)})

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.db.legal.rule")]

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        """The rules' reason from the tip nearest to ``square``: why that tip is refused
        when ``square`` is the tip square, else why its hop cannot end there (a tip refused
        for itself says nothing about a square further away)."""
        here = exercise.square
        assert here is not None
        best: tuple[int, Msg] | None = None
        for direction in Direction:
            tip = direction.step(here)
            refused = reason_of(exercise.state, Turn(here, direction))
            if tip == square:
                reason = refused
            elif refused is not None and refused.key.split(".")[-1] in TIP_REFUSALS:
                continue
            else:
                reason = reason_of(exercise.state, Turn(here, direction, square))
            if reason is None:
                continue
            distance = abs(tip[0] - square[0]) + abs(tip[1] - square[1])
            if best is None or distance < best[0]:
                best = (distance, reason)
        return best[1] if best is not None else Msg("ex.db.legal.unreachable")

    def missed_notes(self, exercise: Exercise, squares: Sequence[Square]) -> list[Msg]:
        assert exercise.square is not None
        state: Any = exercise.state
        notes = []
        for square in squares:
            turn = next(t for t in turns_of(state, exercise.square) if end_of(t) == square)
            notes.append(Msg("ex.square_note", {"square": square_name(square), "note": Msg(
                "ex.db.legal.missed", {"move": turn,
                                       "face": face(state.plan(turn).symbol)})}))
        return notes


# ---------------------------------------------------------------------------------------------
# tip_and_hop: after this tip, where can the hop end? (DB-5)
# ---------------------------------------------------------------------------------------------
class TipAndHop(SquaresKind):
    name = "tip_and_hop"
    rules = ("DB-5",)
    bands = levels((1, 1), (2, 3), (4, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=2)
        tips = Counter((t.square, t.direction.name) for t in state.legal_moves()
                       if t.target is not None)
        if not tips:
            return None
        square, direction = self.nearest([(n, tip) for tip, n in sorted(tips.items())], band,
                                         rng)
        return self.draft(state, Turn(square, Direction[direction]), None)

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if not isinstance(move, Turn):
            raise ExerciseError(Msg("ex.db.error.tip"))
        turns = [t for t in turns_of(state, move.square)
                 if t.direction == move.direction and t.target is not None]
        if not turns:
            reason = reason_of(state, move) or Msg("ex.db.error.no_hop", {"move": move})
            raise ExerciseError(Msg("ex.error.illegal", {"move": move, "reason": reason}))
        tip = Turn(move.square, move.direction)
        return Draft(state, len(turns), tip, move.square,
                     data={"targets": [t.target for t in turns], "turns": turns})

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        turn = draft.data["turns"][0]
        transition = state.explain(turn)
        face_up = state.plan(turn).symbol
        return self.exercise(draft, names(draft.data["targets"]), seed=seed,
                             language=language, transition=transition,
                             steps=transition.steps, moves=(turn,),
                             highlight=frozenset({draft.move.square, draft.move.tip_square}),
                             arrows=((draft.move.square, draft.move.tip_square),),
                             facts={"face": face_up})

    def square_of(self, move: Any) -> Square | None:
        return move.target if isinstance(move, Turn) else super().square_of(move)

    def question(self, exercise: Exercise) -> Msg:
        tip = exercise.move
        return Msg("ex.db.hop.question", {"player": letter(exercise.state.to_move),
                                          "square": square_name(tip.square),
                                          "direction": Msg(f"db.dir.{tip.direction.name}"),
                                          "tip": square_name(tip.tip_square)})

    def confirm(self, exercise: Exercise) -> list[Msg]:
        name = exercise.facts["face"]
        return [Msg("ex.db.hop.up", {"face": face(name)}), Msg(f"ex.db.hop.rule.{name}")]

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        tip = exercise.move
        reason = reason_of(exercise.state, Turn(tip.square, tip.direction, square))
        return reason if reason is not None else Msg("ex.not_asked")


# ---------------------------------------------------------------------------------------------
# top_face: which face is on top after the block's next turns? (DB-2, DB-4)
# ---------------------------------------------------------------------------------------------
def _turns_of_block(state: Any, square: Square, rng: random.Random) -> Turn | None:
    """A turn of the block on ``square`` that leaves it on the board."""
    turns = [t for t in turns_of(state, square) if not state.plan(t).removed]
    return rng.choice(turns) if turns else None


class TopFace(ChoiceKind):
    name = "top_face"
    rules = ("DB-2", "DB-4")
    bands = levels((1, 1), (2, 2), (3, None))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=2)
        squares = movable(state)
        if not squares:
            return None
        tips = rng.choice((1, 2, 3))
        square = rng.choice(squares)
        moves: list[Turn] = []
        current, where = state, square
        for number in range(tips):
            turn = _turns_of_block(current, where, rng)
            if turn is None:
                break
            moves.append(turn)
            current, where = current.play(turn), end_of(turn)
            if number + 1 < tips:
                while current.outcome is None and current.to_move != state.to_move:
                    other = current.legal_moves()
                    moves.append(rng.choice(other))
                    current = current.play(moves[-1])
                if current.outcome is not None or current.block(where) is None:
                    break
        if not moves:
            return None
        return self._draft(state, tuple(moves), square)

    def _draft(self, state: Any, moves: tuple[Any, ...], square: Square) -> Draft:
        mover = state.to_move
        own = [m for k, m in enumerate(moves) if Replay(state, moves[:k]).final.to_move == mover]
        return Draft(state, len(own), own[-1], square, data={"moves": moves, "own": own})

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if not isinstance(move, Turn):
            raise ExerciseError(Msg("ex.db.error.tip"))
        check_legal(state, move)
        if state.plan(move).removed:
            raise ExerciseError(Msg("ex.db.error.removed", {"move": move}))
        return self._draft(state, (move,), move.square)

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        moves = draft.data["moves"]
        replay = Replay(state, moves)
        last = replay.transition(len(moves) - 1)
        tipped = next(s.event for s in last.steps if isinstance(s.event, (Tipped, Removed)))
        before, after = tipped.before, tipped.after
        truth = after.top
        options = [(before.side(tipped.direction), Msg("ex.db.top.wrong_way", {
                        "direction": Msg(f"db.dir.{tipped.direction.name}"),
                        "back": Msg(f"ex.db.side.{tipped.direction.opposite.name}")})),
                   (before.top, Msg("ex.db.top.stays")),
                   (before.bottom, Msg("ex.db.top.bottom"))]
        if len(draft.data["own"]) > 1:
            first: Any = replay.transition(0).steps[0].event
            options.insert(0, (first.after.top, Msg("ex.db.top.first_only")))
        items: list[tuple[str, Msg | None]] = [(truth, None)]
        for value, mistake in options:
            if value != truth and all(value != v for v, _ in items):
                items.append((value, mistake))
        items = items[:4]
        rng.shuffle(items)
        choices = letter_choices([(v, face(v), None, m, self.rules if m else ())
                                  for v, m in items], None)
        right = next(c for c in choices if c.value == truth)
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=last, steps=tuple(replay.steps()[1:]),
                             moves=tuple(moves), highlight=frozenset({draft.square}),
                             facts={"direction": tipped.direction, "face": truth})

    def question(self, exercise: Exercise) -> Msg:
        state = exercise.state
        player = letter(state.to_move)
        where = _name(exercise.square)
        if len(exercise.moves) == 1:
            return Msg("ex.db.top.question_one", {"player": player, "move": exercise.move})
        turns = []
        current: Any = state
        for move in exercise.moves:
            turns.append(Msg("ex.db.top.turn", {"player": letter(current.to_move),
                                                "move": move}))
            current = current.play(move)
        return Msg("ex.db.top.question", {"player": player, "square": where,
                                          "moves": Joined("core.joined", parts=tuple(turns),
                                                          separator=", ")})

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        if not isinstance(answer, str):
            return NOT_READ
        text = normal(answer)
        for label in DEBLOCKLE_BLOCK.labels:
            spoken = {face(label).text(lang).lower() for lang in LANGUAGES}
            if text in ({label, DEBLOCKLE_BLOCK.code(label)} | spoken):
                return label
        return NOT_READ

    def confirm(self, exercise: Exercise) -> list[Msg]:
        direction: Direction = exercise.facts["direction"]
        return [Msg("ex.db.top.rule", {"direction": Msg(f"db.dir.{direction.name}"),
                                       "back": Msg(f"ex.db.side.{direction.opposite.name}")})]


def kinds(hooks: Hooks | None = None) -> list[Kind]:
    """Every Deblockle kind, in the order :func:`cubekit.exercises.kinds` lists them."""
    hooks = hooks or Hooks()
    return [LegalMoves(hooks), *common_kinds(hooks), TipAndHop(hooks), TopFace(hooks)]


__all__ = ["HOPPING", "Hooks", "LegalMoves", "TipAndHop", "TopFace", "end_of", "kinds"]
