"""The exercise widgets (answer on the board or with a button, feedback, next; the seeded
quiz), the printable worksheet and the ``worksheet`` command."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cubekit
from cubekit.exercises import Exercise as Task
from cubekit.exercises import make, series, worksheet
from cubekit.exercises.cli import main
from cubekit.exercises.sheet import pages
from cubekit.widgets.exercise import Exercise, Quiz


def test_answering_with_a_choice_button_shows_the_verdict_and_the_steps() -> None:
    widget = Exercise("chain_reaction", "cascade_waves", seed=2)
    buttons = [b for b in widget.choice_box.children if "cubekit-choice" in b._dom_classes]
    assert len(buttons) == len(widget.exercise.choices)
    assert widget.next_button.disabled
    wrong = next(c for c in widget.exercise.choices if not c.right)
    buttons[wrong.index].click()
    assert widget.feedback is not None and not widget.feedback
    assert "cubekit-bad" in widget.verdict.value and "CR-" in widget.verdict.value
    assert widget.steps_box.children and all(b.disabled for b in buttons)
    assert widget.choose(widget.exercise.answer.letter) is None     # answered already
    first = widget.exercise
    widget.next_button.click()
    assert widget.exercise is not first and widget.exercise.seed == 3
    assert widget.feedback is None and widget.verdict.value == ""


def test_answering_on_the_board_by_clicking_squares() -> None:
    widget = Exercise("chain_reaction", "captured_cells", seed=6, difficulty="medium")
    answer = widget.exercise.answer
    assert widget.board_row.layout.display == "flex"
    for name in answer:
        x, y = widget.view.square_center(name)
        widget.on_click({"dataX": x, "dataY": y})
    assert widget.text.value == ", ".join(sorted(answer, key=lambda n: (n[0], int(n[1:]))))
    widget.click(answer[0])          # unmark, then mark again
    widget.click(answer[0])
    widget.check_button.click()
    assert widget.feedback and "cubekit-ok" in widget.verdict.value


def test_a_face_is_picked_after_the_square_in_a_striedies_reach_exercise() -> None:
    # the answer names the face on top after each square (ST-1, ST-3): the box shows that
    # form, a click on a square adds "c5:" and a face button completes it
    widget = Exercise("striedies", "reachable", seed=4)
    assert widget.exercise.faces and widget.face_row.layout.display == "flex"
    assert ":" in widget.text.placeholder and widget.text.placeholder == \
        widget.exercise.placeholder("en")
    widget.face(3)                              # no square yet: nothing happens
    assert widget.text.value == ""
    for square, top in widget.exercise.answer:
        widget.click(square)
        widget.face_buttons[top - 1].click()
    widget.check_button.click()
    assert widget.feedback and "cubekit-ok" in widget.verdict.value
    # an exercise of squares alone keeps its own example and shows no faces
    squares = Exercise("chain_reaction", "captured_cells", seed=6, difficulty="medium")
    assert squares.face_row.layout.display == "none" and ":" not in squares.text.placeholder


def test_a_typed_answer_that_cannot_be_read_says_what_is_expected() -> None:
    widget = Exercise("cubeslyde", "legal_moves", seed=1, language="de")
    widget.text.value = "irgendwo"
    assert widget.check() is None and widget.feedback is None
    assert "„irgendwo“ ist kein Feld" in widget.verdict.value
    assert widget.check_button.description == "Prüfen"
    widget.clear()
    assert widget.check() is not None    # empty: "none", an answer


def test_pictures_to_choose_from() -> None:
    exercise = make("deblockle", "what_happens", seed=4)
    widget = Exercise(exercise)
    boxes = widget.choice_box.children
    assert len(boxes) == len(exercise.choices)
    pictures = [c for box in boxes for c in box.children if "cubekit-choice-picture" in
                c._dom_classes]
    assert len(pictures) == len(boxes) and all(p.value[:4] == b"\x89PNG" for p in pictures)
    assert widget.choose(exercise.answer.index)


def test_the_quiz_keeps_the_score_and_names_the_rules_missed() -> None:
    quiz = Quiz("striedies", n=4, seed=9, kinds=["fight", "reachable"])
    again = Quiz("striedies", n=4, seed=9, kinds=["fight", "reachable"])
    assert [e.question("en") for e in quiz.exercises] == [e.question("en")
                                                         for e in again.exercises]
    assert "seed 9" in quiz.status.value
    for number, exercise in enumerate(quiz.exercises):
        if number == 0:
            wrong = (next(c for c in exercise.choices if not c.right)
                     if exercise.choices else "none")
            assert not quiz.answer(wrong)
        else:
            assert quiz.answer(exercise.answer)
        quiz.next()
    assert quiz.finished and quiz.score == 3
    summary = quiz.summary("en")
    assert summary.startswith("Quiz finished: 3 of 4 right (seed 9).")
    assert "ST-" in summary and "ST-" in quiz.summary_box.value
    assert "Diese Regeln" in quiz.summary("de")
    # a missed decision is named in words with its ID ("Fights (ST-4)"), never by ID alone
    for text in (summary, quiz.summary("de")):
        for line in text.splitlines()[2:]:
            assert re.match(r"\S.* \(ST-\d+( [a-z])?\) \(", line) or "(ST-" not in line, line
    assert quiz.next_button.description == "Finish"
    # restarted, the quiz is the same one unanswered, as a student meets it
    first = quiz.restart()
    assert first is quiz.exercises[0] and quiz.score == 0 and not quiz.finished
    assert "Question 1 of 4 · 0 of 0 right" in quiz.status.value and quiz.summary_box.value == ""
    assert quiz.feedback is None and quiz.next_button.description == "Next exercise"


def test_every_game_has_a_quiz() -> None:
    for game in cubekit.games():
        quiz = Quiz(game, n=2, seed=1)
        assert len(quiz.exercises) == 2 and "cubekit-quiz" in quiz._dom_classes


def test_the_worksheet_has_numbered_questions_and_an_answer_key(tmp_path: Path) -> None:
    items = series("chain_reaction", 5, seed=3)
    figures = pages(items, "de")
    texts = [" ".join(t.get_text() for t in figure.texts) for figure in figures]
    assert all(f"{n}." in " ".join(texts[:-1]) for n in range(1, 6))
    assert "Lösungen" in texts[-1]
    for number, exercise in enumerate(items, 1):
        assert exercise.answer_text("de").split(",")[0] in texts[-1].replace("\n", " ")
        assert f"{number}. " in texts[-1]
    path = worksheet(items, tmp_path / "sheet.pdf", "en")
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type /Page\b", data)) == len(figures)
    width, height = figures[0].get_size_inches()
    assert (round(width, 2), round(height, 2)) == (8.27, 11.69)    # A4


def test_a_picture_question_takes_a_page(tmp_path: Path) -> None:
    wide = make("cubeslyde", "what_happens", seed=2)
    plain = make("cubeslyde", "can_push", seed=2)
    figures = pages([plain, wide, plain], "en")
    assert len(figures) == 4      # plain | wide | plain | key
    with pytest.raises(ValueError):
        worksheet([], tmp_path / "empty.pdf")


def test_the_worksheet_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "sheet.pdf"
    code = main(["worksheet", "kettenreaktion", "--kinds", "cascade_waves,captured_cells",
                 "--n", "3", "--seed", "5", "-o", str(target)])
    assert code == 0 and target.read_bytes().startswith(b"%PDF")
    assert "3 exercises of Kettenreaktion (seed 5)" in capsys.readouterr().out
    code = main(["worksheet", "cubeslyde", "--kinds", "cascade_waves", "-o",
                 str(tmp_path / "x.pdf"), "--language", "de"])
    assert code == 2 and "keine Übung „cascade_waves“" in capsys.readouterr().err
    code = main(["worksheet", "cubeslyde", "--option", "players=9", "-o",
                 str(tmp_path / "x.pdf")])
    assert code == 2 and "players" in capsys.readouterr().err


def test_a_widget_from_a_position() -> None:
    state = cubekit.load("chain_reaction", width=3, height=3).initial_state()
    state = state.play("a1").play("c3")
    widget = Exercise(Task.from_state(state, "cascade_waves", "a1"))
    assert widget.exercise.answer.value == 1
    assert widget.answer("1 wave")


def test_every_kind_of_exercise_is_said_in_words() -> None:
    # the kinds a teacher chooses from, in words with an example question, never by code name
    from cubekit.exercises import KindsTable, kind_words, kinds

    for game in cubekit.games():
        for kind in kinds(game):
            english, german = kind_words(kind, "en"), kind_words(kind, "de")
            assert english != german and "_" not in english + german, kind
    table = KindsTable("deblockle", language="de")
    assert len(table) == len(kinds("deblockle"))
    page = table._repr_html_()
    assert "was gefragt wird" in page and "tip_and_hop" not in page
    assert "wo ein Kippen mit seinem Sprung enden kann" in str(table)
