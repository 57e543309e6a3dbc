"""Striedies Strategie exercises: where a die can end its move, every square it can reach
with the face on top, who wins a fight and with which sums, what the board looks like
afterwards and whether the move wins.

Random dice on a 15x15 board rarely meet, so the positions come from seeded games of a
player that closes in (:func:`chaser`: the move that ends nearest to another player's die,
now and then a random one); its games have fights, ties and threats to answer (ST-4, ST-5)
and end in a few dozen moves. The kinds and what their difficulty measures:

================  ======================================================  ====  ======  ====
kind              measure                                                 easy  medium  hard
================  ======================================================  ====  ======  ====
``legal_moves``   legal moves (paths) of the die                          1-4   5-12    13-24
``what_happens``  steps of the move (each tip, the answer to a tie, each  1-2   3-4     5+
                  fight)
``who_wins``      steps of the move                                       1-2   3-4     5+
``reachable``     square-and-face answers                                 1-4   5-10    11-20
``fight``         dice in the fight (attackers and defenders)             2     3       4+
================  ======================================================  ====  ======  ====
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from cubekit.core.game import Game, State, Transition
from cubekit.core.grid import Direction, Square, square_name
from cubekit.core.i18n import Msg
from cubekit.core.words import letter
from cubekit.exercises import positions
from cubekit.exercises.answers import AnswerError, read_pairs
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
    listed,
    names,
    reason_of,
)
from cubekit.exercises.common import GameHooks, Mistake, check_legal, common_kinds
from cubekit.games.striedies.events import Fought, Tied, Tipped
from cubekit.games.striedies.notation import Roll


def end_of(state: Any, move: Roll) -> Square:
    """Where a well-formed roll of the die on its square ends (ST-3), legal or not."""
    pips = state.die(move.square).top
    (col, row), first = move.square, move.direction
    if move.turn is None:
        return (col + first.dx * pips, row + first.dy * pips)
    k, turn = move.steps or 0, move.turn
    return (col + first.dx * k + turn.dx * (pips - k), row + first.dy * k + turn.dy * (pips - k))


def chaser(game: Game, seed: int) -> positions.Chooser:
    """A seeded player that closes in: the legal move ending nearest to a die of another
    player (ties drawn at random), and a random move one time in seven."""
    rng = random.Random(seed)

    def choose(state: Any) -> Any:
        moves = state.legal_moves()
        if len(moves) == 1 or rng.random() < 0.15:
            return rng.choice(moves)
        others = [die.square for die in state.dice() if die.owner != state.to_move]
        best: list[Any] = []
        value = None
        for move in moves:
            end = end_of(state, move)
            distance = max(1, min(abs(end[0] - o[0]) + abs(end[1] - o[1]) for o in others))
            if value is None or distance < value:
                best, value = [move], distance
            elif distance == value:
                best.append(move)
        return rng.choice(best)
    return choose


positions.register("striedies", "chase", chaser)


def die_words(state: Any, square: Square | None) -> str:
    """``A4 (c3)``."""
    assert square is not None
    return f"{state.die(square).label} ({square_name(square)})"


def faces_words(state: Any, square: Square | None) -> Msg:
    """The die's top, north and east faces (the rest follow: opposite faces add up to 7)."""
    orientation = state.orientation(square)
    return Msg("ex.st.faces", {"top": orientation.top, "north": orientation.north,
                               "east": orientation.east})


def own_dice(state: Any) -> list[Square]:
    """The squares of the dice of the player to move that have a legal move."""
    if state.outcome is not None:
        return []
    return sorted({m.square for m in state.legal_moves() if isinstance(m, Roll)})


class Hooks(GameHooks):
    """Striedies Strategie for the shared kinds."""

    name = "striedies"
    player = "chase"
    cap = 200
    end_player = "chase"
    end_cap = 200
    what_rules = ("ST-3", "ST-4")
    end_rules = ("ST-8",)

    def shown(self, state: State, squares: frozenset[Square]) -> frozenset[Square]:
        """Without the die of the player to move when it is the only one framed: a picture
        with one such die framed previews every square it can reach (see
        :mod:`cubekit.games.striedies.render`), which would give the answer away."""
        own = [sq for sq in squares if state.owner(sq) == state.to_move]  # type: ignore[attr-defined]
        return squares - frozenset(own) if len(own) == 1 else squares

    def eventful(self, state: State, rng: random.Random) -> Any | None:
        moves = state.legal_moves()
        if not moves:
            return None
        fights = [m for m in moves if isinstance(m, Roll)
                  and state.plan(m).fights]  # type: ignore[attr-defined]
        if fights and rng.random() < 0.7:
            return rng.choice(fights)
        return rng.choice(moves)

    def subject(self, state: State, move: Any) -> Msg:
        if isinstance(move, Roll):
            return Msg("ex.st.plays", {"player": letter(state.to_move), "move": move,
                                       "die": die_words(state, move.square)})
        return super().subject(state, move)

    def mistakes(self, state: State, move: Any, transition: Transition,
                 rng: random.Random) -> list[Mistake]:
        found: list[Mistake] = []
        tips: list[Any] = [s for s in transition.steps if isinstance(s.event, Tipped)]
        if len(tips) > 1:
            k = rng.randrange(len(tips) - 1)
            found.append((tips[k].state, Msg("ex.st.mistake.early", {
                "steps": k + 1, "pips": tips[k].event.pips}), ("ST-3",)))
        if any(isinstance(s.event, (Fought, Tied)) for s in transition.steps) and tips:
            found.append((tips[-1].state, Msg("ex.st.mistake.no_fight"), ("ST-4",)))
        if isinstance(move, Roll):
            end = end_of(state, move)
            for other in state.moves_from(move.square):  # type: ignore[attr-defined]
                if other != move and end_of(state, other) == end:
                    found.append((state.play(other), Msg("ex.st.mistake.other_path", {
                        "move": move, "other": other}), ("ST-3",)))
        return found

    def goes_on(self, before: State, after: State) -> Msg:
        return Msg("ex.st.goes_on", {"players": [letter(p) for p in
                                                 after.remaining()]})  # type: ignore[attr-defined]

    def out_players(self, state: State) -> frozenset[int]:
        return frozenset(p for p in range(state.game.players)
                         if state.is_out(p))  # type: ignore[attr-defined]


def _candidates(state: Any, square: Square, end: Square) -> list[Roll]:
    """The rolls of the die on ``square`` whose path has the right length and ends on
    ``end`` (legal or not)."""
    pips = state.die(square).top
    result = []
    for first in Direction:
        if first.step(square, pips) == end:
            result.append(Roll(square, first))
        for turn in (first.clockwise, first.counterclockwise):
            for k in range(1, pips):
                if (square[0] + first.dx * k + turn.dx * (pips - k),
                        square[1] + first.dy * k + turn.dy * (pips - k)) == end:
                    result.append(Roll(square, first, k, turn))
    return result


def _why_not(state: Any, square: Square, end: Square) -> Msg:
    """Why the die on ``square`` cannot end its move on ``end`` (ST-3, ST-5)."""
    for roll in _candidates(state, square, end):
        reason = reason_of(state, roll)
        if reason is not None:
            return reason
    return Msg("ex.st.legal.shape", {"pips": state.die(square).top})


# ---------------------------------------------------------------------------------------------
# legal_moves: where can this die end its move? (ST-3, ST-5)
# ---------------------------------------------------------------------------------------------
def _die_by_moves(kind: Kind, state: Any, band: Band, rng: random.Random) -> Square | None:
    """A die of the player to move whose number of legal moves is nearest ``band``."""
    counts = Counter(m.square for m in state.legal_moves() if isinstance(m, Roll))
    if not counts:
        return None
    return kind.nearest([(n, sq) for sq, n in sorted(counts.items())], band, rng)


class LegalMoves(SquaresKind):
    name = "legal_moves"
    rules = ("ST-3", "ST-5")
    bands = levels((1, 4), (5, 12), (13, 24))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=2)
        square = _die_by_moves(self, state, band, rng)
        return self.draft(state, None, square) if square is not None else None

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        if square is None and isinstance(move, Roll):
            square = move.square          # the die the move moves
        if square is None:
            squares = own_dice(state)
            square = squares[0] if squares else None
        die = state.die(square) if square is not None else None
        if die is None or die.owner != state.to_move or state.outcome is not None:
            raise ExerciseError(Msg("ex.error.no_piece", {
                "square": square_name(square) if square else "-"}))
        return Draft(state, len(state.moves_from(square)), square=square)

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        ends = {end_of(state, m) for m in state.moves_from(draft.square)}
        return self.exercise(draft, names(ends), seed=seed, language=language,
                             highlight=frozenset({draft.square}))

    def square_of(self, move: Any) -> Square | None:
        if isinstance(move, Roll):
            return None   # a roll is turned into its end square by parse()
        return super().square_of(move)

    def parse(self, exercise: Exercise, answer: Any) -> frozenset[Square]:
        state: Any = exercise.state
        if isinstance(answer, (list, tuple, set, frozenset)) and any(
                isinstance(a, Roll) for a in answer):
            answer = [end_of(state, a) if isinstance(a, Roll) else a for a in answer]
        elif isinstance(answer, Roll):
            answer = [end_of(state, answer)]
        return super().parse(exercise, answer)

    def question(self, exercise: Exercise) -> Msg:
        state: Any = exercise.state
        fields = {"die": die_words(state, exercise.square), "player": letter(state.to_move)}
        key = "ex.st.legal.question_threat" if state.must_answer else "ex.st.legal.question"
        return Msg(key, fields)

    def confirm(self, exercise: Exercise) -> list[Msg]:
        state: Any = exercise.state
        notes = [Msg("ex.st.legal.rule", {"pips": state.die(exercise.square).top})]
        if state.must_answer:
            notes.append(Msg("ex.st.legal.threat", {"player": letter(state.to_move)}))
        return notes

    def wrong_note(self, exercise: Exercise, square: Square) -> Msg:
        assert exercise.square is not None
        return _why_not(exercise.state, exercise.square, square)

    def missed_notes(self, exercise: Exercise, squares: Sequence[Square]) -> list[Msg]:
        state: Any = exercise.state
        notes = []
        for square in squares:
            move = next(m for m in state.moves_from(exercise.square)
                        if end_of(state, m) == square)
            notes.append(Msg("ex.square_note", {"square": square_name(square), "note": Msg(
                "ex.st.legal.missed", {"move": move})}))
        return notes


# ---------------------------------------------------------------------------------------------
# reachable: every square and the face on top when the die gets there (ST-1, ST-3)
# ---------------------------------------------------------------------------------------------
Pair = tuple[Square, int]


def _pairs_words(pairs: Sequence[Pair] | frozenset[Pair]) -> Msg:
    return listed([f"{square_name(sq)}:{top}" for sq, top in sorted(pairs)])


class Reachable(Kind):
    name = "reachable"
    rules = ("ST-1", "ST-3")
    faces = True
    bands = levels((1, 4), (5, 10), (11, 20))

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = self.hooks.position(game, rng, start=2)
        square = _die_by_moves(self, state, band, rng)
        return self.draft(state, None, square) if square is not None else None

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        found = LegalMoves(self.hooks).draft(state, move, square)
        pairs = {(state.plan(m).final, state.plan(m).top) for m in state.moves_from(found.square)}
        return Draft(state, len(pairs), square=found.square, data={"pairs": frozenset(pairs)})

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        moves = state.moves_from(draft.square)
        shown = next((m for m in moves if m.turn is not None), moves[0] if moves else None)
        transition = state.explain(shown) if shown is not None else None
        answer = tuple((square_name(sq), top) for sq, top in sorted(draft.data["pairs"]))
        return self.exercise(draft, answer, seed=seed, language=language,
                             transition=transition,
                             steps=transition.steps if transition is not None else (),
                             highlight=frozenset({draft.square}),
                             moves=(shown,) if shown is not None else ())

    def right(self, exercise: Exercise) -> frozenset[Pair]:
        board = exercise.game.board
        return frozenset((board.parse(name), top) for name, top in exercise.answer)

    def parse(self, exercise: Exercise, answer: Any) -> frozenset[Pair]:
        state: Any = exercise.state

        def pair_of(move: Any) -> Pair | None:
            if not isinstance(move, Roll):
                return None
            plan = state.plan(move)
            if isinstance(plan, Msg):
                raise AnswerError(Msg("ex.error.illegal", {"move": move, "reason": plan}))
            return (plan.final, plan.top)
        return read_pairs(exercise.game.board, answer, pair_of)

    def form(self, exercise: Exercise) -> Msg:
        return Msg("ex.form.pairs")

    def value_words(self, exercise: Exercise, value: Any) -> Msg:
        if isinstance(value, tuple):
            value = self.right(exercise)
        return _pairs_words(value)

    def question(self, exercise: Exercise) -> Msg:
        state: Any = exercise.state
        key = "ex.st.reach.question_threat" if state.must_answer else "ex.st.reach.question"
        return Msg(key, {"die": die_words(state, exercise.square),
                         "faces": faces_words(state, exercise.square),
                         "player": letter(state.to_move)})

    def judge(self, exercise: Exercise, value: Any) -> Verdict:
        right = self.right(exercise)
        state: Any = exercise.state
        assert exercise.square is not None
        rule = Msg("ex.st.reach.rule", {"pips": state.die(exercise.square).top})
        if value == right:
            return self.verdict(exercise, value, True, [rule])
        notes: list[Msg] = [Msg("ex.wrong_squares")]
        faces: dict[Square, list[int]] = {}
        for square, top in right:
            faces.setdefault(square, []).append(top)
        for square, top in sorted(value - right):
            if square in faces:
                note = Msg("ex.st.reach.face", {"faces": sorted(faces[square]), "top": top})
            else:
                note = _why_not(state, exercise.square, square)
            notes.append(Msg("ex.square_note", {"square": f"{square_name(square)}:{top}",
                                                "note": note}))
        missed = right - value
        if missed:
            notes.append(Msg("ex.missed", {"squares": _pairs_words(missed)}))
        notes.append(rule)
        return Verdict(False, tuple(notes), self.rules)


# ---------------------------------------------------------------------------------------------
# fight: who wins, with which sums? (ST-4, ST-5)
# ---------------------------------------------------------------------------------------------
def _fight_of(transition: Transition) -> Fought | Tied | None:
    return next((s.event for s in transition.steps if isinstance(s.event, (Fought, Tied))),
                None)


def skirmish(game: Game, rng: random.Random, size: int = 5) -> State | None:
    """A seeded skirmish: two or three dice each of the first two players, with random
    orientations, on random squares of a ``size`` x ``size`` patch of the board (the other
    players' dice on their start squares), either of the two to move. None when it is no
    valid position."""
    from cubekit.games.striedies.notation import format_position

    rules: Any = game
    start: Any = game.initial_state()
    orientations = rules.model.all_orientations()
    col, row = rng.randrange(16 - size), rng.randrange(16 - size)
    squares = [(col + c, row + r) for c in range(size) for r in range(size)]
    rng.shuffle(squares)
    dice: list[list[tuple[Square, Any]]] = [
        [(d.square, d.orientation) for d in start.dice(p)] for p in range(game.players)]
    for player in (0, 1):
        count = rng.choice((2, 3))
        dice[player] = sorted(((squares.pop(), rng.choice(orientations))
                               for _ in range(count)), key=lambda d: (d[0][1], d[0][0]))
    taken = {sq for own in dice[:2] for sq, _ in own}
    if any(sq in taken for own in dice[2:] for sq, _ in own):
        return None
    text = format_position(dice, rules.model, rng.randrange(2), [], None, None)
    try:
        state = game.parse_state(text)
    except ValueError:
        return None
    return state if state.outcome is None else None


class Fight(ChoiceKind):
    """``fight``. Fights of three or more dice hardly ever arise in play (dice meet one at a
    time and the first fight removes some), so for those levels the positions are seeded
    skirmishes (:func:`skirmish`) as often as positions of seeded games."""

    name = "fight"
    rules = ("ST-4", "ST-5")
    bands = levels((2, 2), (3, 3), (4, None))
    attempts = 60

    def propose(self, game: Game, rng: random.Random, band: Band) -> Draft | None:
        state: Any = None
        if band[0] > 2 and rng.random() < 0.8:
            state = skirmish(game, rng, 4 if band[0] > 3 else 5)
        if state is None:
            state = self.hooks.position(game, rng, start=4)
        sized = []
        for move in state.legal_moves():
            if isinstance(move, Roll):
                fights = state.plan(move).fights
                if len(fights) == 1:
                    size = len(fights[0].attackers) + len(fights[0].defenders)
                    sized.append((gap(size, band), move))
        if not sized:
            return None
        best = min(gap for gap, _ in sized)
        return self.draft(state, rng.choice([m for gap, m in sized if gap == best]), None)

    def draft(self, state: Any, move: Any, square: Square | None) -> Draft:
        check_legal(state, move)
        transition = state.explain(move)
        fight = _fight_of(transition)
        if fight is None:
            raise ExerciseError(Msg("ex.st.error.no_fight", {"move": move}))
        size = len(fight.attackers) + len(fight.defenders)
        return Draft(state, size, move, data={"transition": transition, "fight": fight})

    def build(self, draft: Draft, rng: random.Random, seed: int | None,
              language: str | None) -> Exercise:
        state: Any = draft.state
        transition: Transition = draft.data["transition"]
        fight = draft.data["fight"]
        truth = _result(fight, fight.attack, fight.defence)
        items: list[tuple[Any, Msg | None]] = [(truth, None)]
        for value, mistake in self._mistakes(state, transition, fight):
            if all(value != v for v, _ in items):
                items.append((value, mistake))
        items = items[:4]
        rng.shuffle(items)
        choices = letter_choices([(v, _fight_words(fight, v), None, m, self.rules if m else ())
                                  for v, m in items], None)
        right = next(c for c in choices if c.value == truth)
        return self.exercise(draft, right, seed=seed, language=language, choices=choices,
                             transition=transition, steps=transition.steps,
                             highlight=frozenset({draft.move.square}), moves=(draft.move,),
                             facts={"fight": fight})

    def _mistakes(self, state: Any, transition: Transition,
                  fight: Fought | Tied) -> list[tuple[FightResult, Msg]]:
        after: Any = transition.after
        attack, defence = fight.attack, fight.defence
        moved_top, start = fight.attacker_pips[0], state.die(transition.move.square).top
        mover, opponent = letter(fight.mover), letter(fight.opponent)
        found: list[tuple[FightResult, Msg]] = []
        if attack != defence:
            loser = fight.opponent if attack > defence else fight.mover
            found.append(((loser, attack, defence), Msg("ex.st.fight.swapped")))
        else:
            for winner in (fight.mover, fight.opponent):
                found.append(((winner, attack, defence), Msg("ex.st.fight.tie_nobody", {
                    "player": opponent})))
        if start != moved_top:
            old = attack - moved_top + start
            found.append((_result(fight, old, defence), Msg("ex.st.fight.old_top", {
                "top": moved_top, "pips": start})))
        if len(fight.attackers) > 1:
            found.append((_result(fight, moved_top, defence), Msg(
                "ex.st.fight.only_mover", {"player": mover})))
        near = {x for sq in fight.attackers for x in _neighbours(sq)}
        far = [d for d in after.dice(fight.opponent)
               if d.square in near and d.square not in fight.defenders]
        if far:
            more = defence + sum(d.top for d in far)
            found.append((_result(fight, attack, more), Msg(
                "ex.st.fight.far_defenders", {"player": opponent,
                                              "dice": [f"{d.label} ({square_name(d.square)})"
                                                       for d in far]})))
        return found

    def question(self, exercise: Exercise) -> Msg:
        return Msg("ex.st.fight.question", {
            "subject": self.hooks.subject(exercise.state, exercise.move)})

    def read_value(self, exercise: Exercise, answer: Any) -> Any:
        fight = exercise.facts["fight"]
        if isinstance(answer, tuple) and len(answer) == 3:
            return answer
        if (isinstance(answer, tuple) and len(answer) == 2
                and all(isinstance(v, int) for v in answer)):
            return _result(fight, int(answer[0]), int(answer[1]))
        if isinstance(answer, str):
            match = re.fullmatch(r"\s*(\d+)\s*(?::|-|to|against|gegen|zu)\s*(\d+)\s*",
                                 answer.lower())
            if match:
                return _result(fight, int(match.group(1)), int(match.group(2)))
        return NOT_READ

    def other_words(self, exercise: Exercise, value: Any) -> Msg:
        return _fight_words(exercise.facts["fight"], value)

    def confirm(self, exercise: Exercise) -> list[Msg]:
        return [Msg("ex.st.fight.rule")]


def _neighbours(square: Square) -> list[Square]:
    return [d.step(square) for d in Direction]


FightResult = tuple[int | None, int, int]
"""A fight's result: the winner (None for a tie), the attack and the defence."""


def _result(fight: Fought | Tied, attack: int, defence: int) -> FightResult:
    """The result the rules give for these sums (ST-4: the larger sum wins)."""
    if attack == defence:
        return (None, attack, defence)
    return (fight.mover if attack > defence else fight.opponent, attack, defence)


def _fight_words(fight: Fought | Tied, value: FightResult) -> Msg:
    winner, attack, defence = value
    fields = {"attack": attack, "defence": defence}
    if winner is None:
        return Msg("ex.st.fight.tie", {**fields, "player": letter(fight.opponent)})
    return Msg("ex.st.fight.wins", {**fields, "player": letter(winner)})


def kinds(hooks: Hooks | None = None) -> list[Kind]:
    """Every Striedies Strategie kind, in the order :func:`cubekit.exercises.kinds` lists
    them."""
    hooks = hooks or Hooks()
    return [LegalMoves(hooks), *common_kinds(hooks), Reachable(hooks), Fight(hooks)]


__all__ = ["Fight", "Hooks", "LegalMoves", "Reachable", "chaser", "end_of", "kinds"]
