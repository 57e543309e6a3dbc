"""Exercises: verified generation over many seeds per kind and game, answers in natural forms,
feedback in both languages, teachers' entry points (positions, scenarios, options).

Every generated exercise is checked against an independent reading of the rules where one is
short enough to write here (Kettenreaktion waves and captures, Cubeslyde pushes and falls,
Striedies paths, faces and fights, Deblockle faces), otherwise against the engine's legal
moves by exhaustion (every square tried); every distractor must be judged wrong, the right
answer right, and the feedback must read differently in English and German.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

import cubekit
from cubekit.core.grid import Direction, square_name
from cubekit.exercises import AnswerError, Choice, Exercise, ExerciseError, kinds, make
from cubekit.exercises.base import board_key
from cubekit.exercises.common import Result

SEEDS = 60
"""Seeds per game and kind checked in full (the three difficulties taken in turn)."""
MORE_SEEDS = 120
"""Further seeds per game and kind with the cheap checks (with the difficulty test's 36, each
kind of each game is made from over 200 seeds)."""

KINDS = {
    "chain_reaction": ["legal_moves", "what_happens", "who_wins", "cascade_waves",
                       "captured_cells"],
    "cubeslyde": ["legal_moves", "what_happens", "who_wins", "can_push", "falls"],
    "deblockle": ["legal_moves", "what_happens", "who_wins", "tip_and_hop", "top_face"],
    "striedies": ["legal_moves", "what_happens", "who_wins", "reachable", "fight"],
}
CASES = [(game, kind) for game, names in KINDS.items() for kind in names]
LEVELS = ("easy", "medium", "hard")


def test_every_game_lists_its_kinds() -> None:
    for game, names in KINDS.items():
        assert kinds(game) == names
        assert kinds(cubekit.load(game)) == names


# --- independent readings of the rules --------------------------------------------------------
def cascade(state: Any, square: tuple[int, int]) -> tuple[int, dict[tuple[int, int], int]]:
    """Kettenreaktion by hand (CR-2, CR-3, CR-4 with the stop on win, two players): the
    number of waves after a marble on ``square`` and the owners at the end."""
    game = state.game
    board = game.board
    count = {sq: state.count(sq) for sq in board.squares()}
    owner = {sq: state.owner(sq) for sq in board.squares() if state.owner(sq) is not None}
    mover = state.to_move
    capacity = {sq: len(board.neighbours(sq)) for sq in board.squares()}
    count[square] += 1
    owner[square] = mover
    waves = 0
    while True:
        full = [sq for sq in board.squares() if count[sq] >= capacity[sq]]
        if not full:
            return waves, owner
        waves += 1
        for sq in full:
            count[sq] -= capacity[sq]
            for nb in board.neighbours(sq):
                count[nb] += 1
                owner[nb] = mover
        owner = {sq: p for sq, p in owner.items() if count[sq]}
        others = [p for p in range(game.players) if p != mover]
        if all(state.has_moved(p) and p not in owner.values() for p in others):
            return waves, owner      # the win stops the cascade (CR-4)


def cubeslyde_push(state: Any, squares: tuple[Any, ...], direction: str
                   ) -> tuple[bool, list[Any]]:
    """Whether the own group on ``squares`` (back to head) may push towards ``direction``
    (CS-3, CS-4 carried, CS-6) and the line of cubes in front (default options)."""
    step = Direction[direction]
    head = squares[-1]
    front = step.step(head)
    if front not in state.game.board:
        return False, []
    line, square = [], front
    while square in state.game.board and state.cube(square) is not None:
        line.append(square)
        square = step.step(square)
    if line and state.cube(line[0]).owner == state.to_move:
        return False, line
    strength = sum(state.cube(sq).strength for sq in squares)
    defence = sum(state.cube(sq).strength for sq in line if state.cube(sq).owner != state.to_move)
    return strength >= defence, line


def striedies_paths(state: Any, square: Any) -> set[tuple[Any, int]]:
    """Every (end square, top face) of the die on ``square`` by hand (ST-1, ST-3)."""
    die = state.die(square)
    pips, found = die.top, set()
    for first in Direction:
        legs = [[first] * pips] + [[first] * k + [turn] * (pips - k)
                                    for turn in (first.clockwise, first.counterclockwise)
                                    for k in range(1, pips)]
        for path in legs:
            where, orientation, ok = square, die.orientation, True
            for step in path:
                where = step.step(where)
                orientation = orientation.tip(step)
                if where not in state.game.board or state.die(where) is not None:
                    ok = False
                    break
            if ok:
                found.add((where, orientation.top))
    return found


def check_independently(exercise: Exercise) -> None:
    """The answer agrees with a reading of the rules that does not use the kind's code."""
    state: Any = exercise.state
    game = state.game.name
    kind = exercise.kind
    value = exercise.answer.value if isinstance(exercise.answer, Choice) else exercise.answer
    board = state.game.board
    if kind == "legal_moves" and game == "chain_reaction":
        free = {sq for sq in board.squares() if state.owner(sq) in (None, state.to_move)}
        assert set(value) == {square_name(sq) for sq in free}
    elif kind in ("cascade_waves", "captured_cells"):
        waves, owners = cascade(state, exercise.move.square)
        if kind == "cascade_waves":
            assert value == waves
        else:
            taken = {sq for sq, p in owners.items() if p == state.to_move
                     and state.owner(sq) not in (None, state.to_move)}
            assert set(value) == {square_name(sq) for sq in taken}
    elif kind == "legal_moves" and game == "cubeslyde":
        ends = {square_name(Direction[d].step(exercise.square)) for d in "NESW"
                if cubeslyde_push(state, (exercise.square,), d)[0]}
        assert set(value) == ends
    elif kind == "can_push":
        assert value == cubeslyde_push(state, exercise.move.squares, exercise.move.direction)[0]
    elif kind == "falls":
        _, line = cubeslyde_push(state, exercise.move.squares, exercise.move.direction)
        edge = Direction[exercise.move.direction].step(line[-1]) not in board
        assert value[0] == (line[-1] if edge else None)
        if edge:
            cube = state.cube(line[-1])
            third = cube.owner < 4 and len(state.lost(cube.owner)) == 2
            assert value[1] == ((cube.owner,) if third else ())
    elif kind in ("legal_moves", "reachable") and game == "striedies":
        if state.must_answer is None:
            paths = striedies_paths(state, exercise.square)
            if kind == "reachable":
                assert set(value) == {(square_name(sq), top) for sq, top in paths}
            else:
                assert set(value) == {square_name(sq) for sq, _ in paths}
    elif kind == "fight" and state.must_answer is None and state.game.players == 2:
        after = state.explain(exercise.move).steps
        tips = [s for s in after if type(s.event).__name__ == "Tipped"]
        moved = tips[-1].state.die(tips[-1].event.to_square)
        board_state = tips[-1].state
        near = set(board.neighbours(moved.square))
        defenders = [d for d in board_state.dice(1 - state.to_move) if d.square in near]
        beside = {sq for d in defenders for sq in board.neighbours(d.square)}
        helpers = [d for d in board_state.dice(state.to_move)
                   if d.square in beside and d.square != moved.square]
        assert value[1:] == (moved.top + sum(d.top for d in helpers),
                             sum(d.top for d in defenders))
    elif kind == "top_face":
        orientation = state.block(exercise.square).orientation
        current = state
        for move in exercise.moves:
            if current.to_move == state.to_move:
                orientation = orientation.tip(move.direction)
            current = current.play(move)
        assert value == orientation.top
    elif kind in ("legal_moves", "tip_and_hop") and game == "deblockle":
        check_deblockle_by_exhaustion(exercise)
    elif kind == "who_wins":
        after = state.play(exercise.move)
        if after.outcome is not None:
            assert value == Result(True, tuple(after.outcome.winners))
        else:
            assert not value.over
    elif kind == "what_happens":
        assert board_key(exercise.answer.state) == board_key(state.play(exercise.move))


def check_deblockle_by_exhaustion(exercise: Exercise) -> None:
    """Every square of the board tried as the end of a turn of the block: exactly the
    answer's squares are legal."""
    from cubekit.games.deblockle.notation import Turn

    state: Any = exercise.state
    here = exercise.square
    directions = ([exercise.move.direction] if exercise.kind == "tip_and_hop"
                  else list(Direction))
    ends = set()
    for direction in directions:
        tip = direction.step(here)
        if exercise.kind == "legal_moves" and state.why_illegal(Turn(here, direction)) is None:
            ends.add(tip)
        for square in state.game.board.squares():
            if state.why_illegal(Turn(here, direction, square)) is None:
                ends.add(square)
    assert set(exercise.answer) == {square_name(sq) for sq in ends}


# --- the generated exercises -----------------------------------------------------------------
def wrong_squares(exercise: Exercise) -> list[Any]:
    """Answers that differ from the right set by one square."""
    answer = list(exercise.answer)
    board = exercise.game.board
    outside = next((square_name(sq) for sq in board.squares()
                    if square_name(sq) not in answer), None)
    wrong = []
    if answer:
        wrong.append(answer[1:])
    if outside is not None:
        wrong.append([*answer, outside])
    return wrong


def check_exercise(exercise: Exercise, texts: bool) -> None:
    feedback = exercise.check(exercise.answer)
    assert feedback, feedback.text("en")
    assert exercise.difficulty in LEVELS
    check_independently(exercise)
    wrong_feedback = None
    if exercise.choices is not None:
        assert len(exercise.choices) >= 2
        values = [choice.value for choice in exercise.choices]
        assert len(set(values)) == len(values)
        assert sum(choice.right for choice in exercise.choices) == 1
        assert exercise.answer.right
        for choice in exercise.choices:
            verdict = exercise.check(choice)
            assert bool(verdict) == choice.right
            assert bool(exercise.check(choice.index)) == choice.right or exercise.maker.numeric
            assert bool(exercise.check(f"({choice.letter})")) == choice.right
            if not choice.right:
                assert choice.mistake is not None
                wrong_feedback = verdict
        if exercise.kind == "what_happens":
            keys = [board_key(choice.state) for choice in exercise.choices]
            assert len(set(keys)) == len(keys)
    else:
        assert bool(exercise.check(", ".join(map(_text, exercise.answer)) or "none"))
        for other in wrong_squares(exercise) if exercise.kind != "reachable" else []:
            wrong_feedback = exercise.check(other)
            assert not wrong_feedback
    if texts:
        check_texts(exercise, feedback, wrong_feedback)


def _text(item: Any) -> str:
    return f"{item[0]}:{item[1]}" if isinstance(item, tuple) else str(item)


def check_texts(exercise: Exercise, right: Any, wrong: Any) -> None:
    assert exercise.question("en") != exercise.question("de")
    for feedback in (right, wrong):
        if feedback is None:
            continue
        english, german = feedback.text("en"), feedback.text("de")
        assert english.strip() and german.strip()
        assert english != german
        assert english.startswith("✓" if feedback else "✗")
    assert exercise.answer_text("en") and exercise.answer_text("de")


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_generated_exercises_are_right(game: str, kind: str) -> None:
    for seed in range(SEEDS):
        level = LEVELS[seed % 3]
        exercise = make(game, kind, seed=seed, difficulty=level)
        assert exercise.kind == kind and exercise.seed == seed
        check_exercise(exercise, texts=seed % 6 == 0)


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_many_more_seeds_answer_right_and_distractors_wrong(game: str, kind: str) -> None:
    """The cheap checks over more seeds: the answer is right, every other choice wrong."""
    for seed in range(1000, 1000 + MORE_SEEDS):
        exercise = make(game, kind, seed=seed, difficulty=LEVELS[seed % 3])
        assert exercise.check(exercise.answer)
        for choice in exercise.choices or ():
            assert bool(exercise.check(choice)) == choice.right


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_difficulty_levels_are_met(game: str, kind: str) -> None:
    """Most exercises fall in the level asked for (the rest are the nearest found)."""
    for level in LEVELS:
        hits = sum(make(game, kind, seed=seed, difficulty=level).difficulty == level
                   for seed in range(200, 212))
        assert hits >= 9, (game, kind, level, hits)


def test_the_same_seed_gives_the_same_exercise() -> None:
    for game, names in KINDS.items():
        for kind in names:
            one = make(game, kind, seed=7, difficulty="medium")
            two = make(game, kind, seed=7, difficulty="medium")
            assert one.question("en") == two.question("en")
            assert one.answer_text("en") == two.answer_text("en")
            assert one.state == two.state


def test_a_seed_without_kind_draws_one() -> None:
    exercise = make("deblockle", seed=3)
    assert exercise.kind in KINDS["deblockle"]
    assert make("deblockle", seed=3).kind == exercise.kind


# --- answers in natural forms ----------------------------------------------------------------
def test_squares_read_as_text_lists_sets_and_moves() -> None:
    exercise = make("chain_reaction", "captured_cells", seed=4, difficulty="medium")
    names = list(exercise.answer)
    board = exercise.game.board
    squares = {board.parse(name) for name in names}
    assert exercise.check(" ".join(names).upper())
    assert exercise.check(", ".join(names[:-1]) + " and " + names[-1]
                          if len(names) > 1 else names[0])
    assert exercise.check(set(names)) and exercise.check(squares)
    assert exercise.check([exercise.state.parse_move(name) for name in names])
    legal = make("chain_reaction", "legal_moves", seed=2)
    assert legal.check(legal.state.legal_moves())


@pytest.mark.parametrize("language", ["en", "de"])
def test_bad_answers_say_which_form_is_expected(language: str) -> None:
    cubekit.set_language(language)
    try:
        squares = make("chain_reaction", "captured_cells", seed=1)
        with pytest.raises(AnswerError) as error:
            squares.check(3.5)
        expected = "square names" if language == "en" else "Feldnamen"
        assert expected in str(error.value) and isinstance(error.value, ValueError)
        with pytest.raises(ValueError, match="z9"):
            squares.check("a1, z9")
        choice = make("chain_reaction", "who_wins", seed=1)
        with pytest.raises(AnswerError) as error:
            choice.check("perhaps")
        assert "(a)" in str(error.value)
        with pytest.raises(AnswerError):
            choice.check(9)
        pairs = make("striedies", "reachable", seed=1)
        with pytest.raises(AnswerError) as error:
            pairs.check("c4")
        assert "c4:3" in str(error.value)
    finally:
        cubekit.set_language("en")


def test_choices_read_by_letter_index_object_and_text() -> None:
    exercise = make("cubeslyde", "can_push", seed=5)
    right = exercise.answer
    assert exercise.check(right) and exercise.check(right.index)
    assert exercise.check(f"({right.letter})") and exercise.check(right.letter)
    assert exercise.check(right.text("en")) and exercise.check(right.text("de").upper())
    assert exercise.check(right.value)
    assert exercise.check("yes" if right.value else "nein")
    waves = make("chain_reaction", "cascade_waves", seed=5)
    assert waves.check(waves.answer.value) and waves.check(f"{waves.answer.value} waves")
    assert not waves.check(waves.answer.value + 7)
    fight = make("striedies", "fight", seed=2)
    _, attack, defence = fight.answer.value
    assert fight.check(f"{attack}:{defence}") and fight.check((attack, defence))
    top = make("deblockle", "top_face", seed=3)
    assert top.check(top.answer.value) and top.check(top.answer.text("de"))


def test_who_wins_reads_results_in_words() -> None:
    for seed in range(40):
        exercise = make("chain_reaction", "who_wins", seed=seed, difficulty="hard")
        truth = exercise.answer.value
        if truth.over and truth.winners:
            player = "AB"[truth.winners[0]]
            assert exercise.check(f"{player} wins") and exercise.check(player)
            assert exercise.check(f"{player} gewinnt")
            assert not exercise.check("goes on")
            return
    pytest.fail("no finished game among the seeds")


def test_reachable_reads_pairs_and_moves() -> None:
    exercise = make("striedies", "reachable", seed=8, difficulty="medium")
    pairs = exercise.answer
    assert exercise.check({name: top for name, top in pairs}
                          if len({n for n, _ in pairs}) == len(pairs) else list(pairs))
    assert exercise.check(exercise.state.moves_from(exercise.square))
    wrong = [(name, 7 - top) for name, top in pairs]
    feedback = exercise.check(wrong)
    assert not feedback and "✗" in feedback.text("de")


# --- feedback ---------------------------------------------------------------------------------
def test_feedback_names_the_rule_and_tells_the_steps() -> None:
    scenario = cubekit.load("chain_reaction").scenario("long_capture_chain")
    exercise = Exercise.from_scenario(scenario, "cascade_waves")
    assert exercise.answer.value == 11
    wrong = exercise.check(10)
    assert not wrong and wrong.rules == ("CR-3",)
    text = wrong.text("en")
    assert "wave 10" in text and "wave 11" in text and "CR-3" in text
    assert wrong.step_texts("en") == [s.describe("en") for s in wrong.transition.steps]
    assert wrong.text("de").splitlines()[1] == "Was wirklich passiert:"
    right = exercise.check("11 waves")
    assert right and right.text("en").startswith("✓ Right: (")
    assert "<li>" in right._repr_html_()
    captured = Exercise.from_scenario(scenario, "captured_cells")
    # ten cells are captured on the way, but f6 bursts in wave 11 and ends empty
    assert len(captured.answer) == 9 and "f6" not in captured.answer
    with_f6 = captured.check([*captured.answer, "f6"])
    assert not with_f6 and "bursts itself and ends empty" in with_f6.text("en")


def test_from_state_takes_a_move_or_a_piece() -> None:
    game = cubekit.load("cubeslyde")
    example = ("W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B "
               "hand:A456,B12356")
    state = game.parse_state(example)
    tie = Exercise.from_state(state, "can_push", "b4-d4>E")
    assert tie.answer.value is True and tie.check("yes")
    weak = Exercise.from_state(state, "can_push", "c4-d4>E")
    assert weak.answer.value is False
    assert "CS-6" in weak.check("yes").text("en")
    falls = Exercise.from_state(state, "falls", "b4-d4>E")
    assert falls.answer.value == ((5, 3), ())
    striedies = cubekit.load("striedies").initial_state()
    exercise = Exercise.from_state(striedies, "legal_moves", square="a1")
    assert exercise.answer == ()   # a1 is boxed in by its neighbours
    with pytest.raises(ExerciseError):
        Exercise.from_state(striedies, "fight", "b1N")
    with pytest.raises(ExerciseError, match="no exercise 'waves'"):
        Exercise.from_state(striedies, "waves")


def test_options_are_respected() -> None:
    small = cubekit.load("chain_reaction", width=4, height=3)
    exercise = make(small, "legal_moves", seed=3)
    assert exercise.game is small and exercise.state.game.width == 4
    blocks = cubekit.load("cubeslyde", own_in_line="blocks")
    seen = set()
    for seed in range(30):
        push = make(blocks, "can_push", seed=seed, difficulty="hard")
        seen.add(push.check(True).parts[-1].key)
        assert push.game is blocks
    assert "cs.illegal.own_blocks" in seen or "cs.illegal.too_weak" in seen


def test_errors_for_unknown_kinds_levels_and_seeds() -> None:
    with pytest.raises(ExerciseError, match="expected one of legal_moves"):
        make("cubeslyde", "cascade_waves")
    with pytest.raises(ValueError, match="easy, medium, hard"):
        make("cubeslyde", "falls", difficulty="tricky")
    with pytest.raises(ValueError, match="whole number"):
        make("cubeslyde", "falls", seed="1")    # type: ignore[arg-type]
    with pytest.raises(ValueError):
        make("chess")


def test_importing_the_exercises_draws_nothing() -> None:
    code = ("import sys, cubekit.exercises as e; e.make('deblockle', 'top_face', seed=1); "
            "print(any(m in sys.modules for m in ('matplotlib', 'ipywidgets', 'numpy')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"


def test_striedies_from_state_asks_about_the_die_of_the_move() -> None:
    state = cubekit.load("striedies").initial_state()
    moves = state.legal_moves()
    other = next(m for m in moves if m.square != moves[0].square)
    for kind in ("reachable", "legal_moves"):
        exercise = Exercise.from_state(state, kind, move=other)
        assert square_name(other.square) in exercise.question("en"), kind


def test_can_push_asks_in_good_german_and_cites_the_deciding_rule() -> None:
    # the pushed cube or group is the object of the sentence, in both languages
    game = cubekit.load("cubeslyde")
    example = ("W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B "
               "hand:A456,B12356")
    state = game.parse_state(example)
    tie = Exercise.from_state(state, "can_push", "b4-d4>E")
    assert tie.question("de") == ("A möchte die Gruppe b4-d4 (A1+A2+A3) nach Osten schieben. "
                                  "Ist dieser Schiebezug erlaubt?")
    assert tie.question("en") == ("A wants to push the group b4-d4 (A1+A2+A3) east. "
                                  "Is this push allowed?")
    single = make("cubeslyde", "can_push", seed=0)
    assert single.question("de").startswith("A möchte den Cube A1 auf e5 nach Osten schieben.")
    # the rules cited are those that decide: strength (CS-6) for a tie push and a weak one,
    # an own cube in front (CS-3); CS-4 only where own cubes are carried along
    # the deciding rule in words with its ID, for a student who does not know the IDs
    assert tie.check("yes").rule_labels("en") == ["Strength against defence (CS-6)"]
    assert tie.check("yes").rule_labels("de") == ["Schiebestärke gegen Verteidigungsstärke (CS-6)"]
    weak = Exercise.from_state(state, "can_push", "c4-d4>E")
    assert list(weak.check("yes").rules) == ["CS-6"]
    front = make("cubeslyde", "can_push", seed=1)
    assert front.facts["why"].key == "cs.illegal.own_in_front"
    assert list(front.check("yes").rules) == ["CS-3"]
    carried = make("cubeslyde", "can_push", seed=45, difficulty="hard")
    assert carried.facts["why"].key == "ex.cs.can.legal_carried"
    assert list(carried.check("no").rules) == ["CS-6", "CS-4"]
    assert "hier A2 auf a2 (CS-4)" in carried.check("no").text("de")
    assert "here A2 on a2 (CS-4)" in carried.check("no").text("en")
    # own cubes blocking the push (own_in_line="blocks") is decided by CS-4
    blocks = cubekit.load("cubeslyde", own_in_line="blocks")
    for seed in range(60):
        push = make(blocks, "can_push", seed=seed, difficulty="hard")
        if push.facts["why"].key == "cs.illegal.own_blocks":
            assert list(push.check(True).rules) == ["CS-4"]
            break
    else:
        pytest.fail("no can_push exercise with own cubes blocking in 60 seeds")


def test_the_kinds_table_reads_the_same_in_plain_text_every_run() -> None:
    # a notebook stores the plain text beside the table: its rows, never a memory address
    from IPython.lib.pretty import pretty

    from cubekit.exercises import KindsTable

    table = KindsTable(cubekit.load("deblockle"), language="de")
    text = pretty(table)
    assert "0x" not in text and text == str(table) and len(text.splitlines()) == len(table)
