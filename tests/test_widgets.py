"""The widgets without a browser: construction, navigation, pictures, playing, languages."""

from __future__ import annotations

import gc
import html
import random
import subprocess
import sys
from typing import Any

import matplotlib.pyplot as plt
import pytest
from matplotlib.figure import Figure

import cubekit
from cubekit.core.events import BeforeMove, Started
from cubekit.core.game import Step
from cubekit.core.i18n import tr
from cubekit.core.replay import Replay, move_starts
from cubekit.core.scenario import Scenario
from cubekit.widgets import Explorer, ScenarioBrowser, Stepper, steps_of
from cubekit.widgets.interaction import Interaction, Preview, Reaction, interaction_for


@pytest.fixture
def game() -> Any:
    return cubekit.load("chain_reaction", width=3, height=3)


@pytest.fixture
def cascade(game: Any) -> Any:
    """A placed marble that bursts a1 (capacity 2): place, then one wave."""
    return game.initial_state().play("a1").play("c3").explain("a1", "en")


def classes(widget: Any) -> set[str]:
    return set(widget._dom_classes)


def live_figures() -> int:
    gc.collect()
    return sum(isinstance(obj, Figure) for obj in gc.get_objects())


def find_pixel(view: Any, want: Any) -> tuple[int, int]:
    """A pixel of the picture that the view maps to ``want`` (a square, or None)."""
    width, height = view.size_px
    for y in range(2, height, 7):
        for x in range(2, width, 7):
            if view.square_at(x, y) == want:
                return x, y
    raise AssertionError(f"no pixel maps to {want!r}")


# --- Stepper ---------------------------------------------------------------------------------
def test_transition_source_starts_before_the_move(cascade: Any) -> None:
    stepper = Stepper(cascade)
    assert len(stepper.steps) == len(cascade.steps) + 1
    assert stepper.steps[0].state == cascade.before
    assert "a1" in stepper.steps[0].text
    # the last step shows the board after the move (the turn passes only afterwards)
    assert stepper.steps[-1].state.cells() == cascade.after.cells()
    assert stepper.index == 0
    assert stepper.counter.value == f"Step 1 of {len(cascade.steps) + 1}"


def test_replay_scenario_and_step_list_sources(game: Any) -> None:
    replay = Replay(game.initial_state(), ("a1", "c3", "a1"))
    expected = replay.steps("en")
    assert [s.state for s in Stepper(replay).steps] == [s.state for s in expected]
    scenario = Scenario("test", game, "", ("a1", "c3", "a1"), {})
    assert [s.text for s in Stepper(scenario).steps] == [s.text for s in expected]
    few = expected[1:3]
    stepper = Stepper(few)
    assert [s.state for s in stepper.steps] == [s.state for s in few]
    assert stepper.counter.value == "Step 1 of 2"


@pytest.mark.parametrize("bad", [None, "a1", 42, [1, 2]])
def test_bad_sources_are_type_errors(bad: Any) -> None:
    with pytest.raises(TypeError):
        steps_of(bad)


def test_empty_step_list_is_refused() -> None:
    with pytest.raises(ValueError, match="no steps"):
        Stepper([])


def test_navigation_changes_index_and_picture(cascade: Any) -> None:
    stepper = Stepper(cascade)
    count = len(stepper.steps)
    assert count >= 3
    pictures = [stepper.image.value]
    stepper.next()
    assert stepper.index == 1
    pictures.append(stepper.image.value)
    stepper.last()
    assert stepper.index == count - 1
    pictures.append(stepper.image.value)
    # before, after placing, after the wave: three different positions, three pictures
    assert len(set(pictures)) == 3
    stepper.back()
    assert stepper.index == count - 2
    stepper.first()
    assert stepper.index == 0
    assert stepper.image.value == pictures[0]
    stepper.go(1)
    assert stepper.image.value == pictures[1]
    stepper.go(-1)
    assert stepper.index == count - 1
    assert stepper.counter.value == f"Step {count} of {count}"
    assert stepper.text.value.count(cascade.steps[-1].text.split(":")[0]) == 1


def test_next_and_back_stay_inside(cascade: Any) -> None:
    stepper = Stepper(cascade)
    stepper.back()
    assert stepper.index == 0
    stepper.last().next()
    assert stepper.index == len(stepper.steps) - 1


@pytest.mark.parametrize("index", [3, -4, 100])
def test_go_out_of_range(cascade: Any, index: int) -> None:
    stepper = Stepper(cascade)   # 3 steps: 0..2 or -3..-1
    assert len(stepper.steps) == 3
    with pytest.raises(IndexError, match="expected 0 to 2"):
        stepper.go(index)
    with pytest.raises(TypeError):
        stepper.go(1.0)  # type: ignore[arg-type]


def test_slider_moves_like_the_play_control(cascade: Any) -> None:
    """In the browser the Play control moves the slider; the kernel must follow it."""
    stepper = Stepper(cascade)
    stepper.slider.value = 2
    assert stepper.index == 2
    assert stepper.text.value.endswith("</div>")
    assert cascade.steps[-1].text[:20] in stepper.text.value
    assert stepper.image.value == stepper.png(2)
    assert stepper.image.value != stepper.png(0)


def test_play_control_and_slider_kept_in_step_by_the_kernel(
        cascade: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """No browser link between them (it echoed every step back to the kernel): the play
    control moving on in the browser shows the step and moves the slider, a dragged slider
    moves the play control, and "next" moves both."""
    import ipywidgets as widgets

    links: list[Any] = []
    for name in ("jslink", "jsdlink"):
        monkeypatch.setattr(widgets, name, lambda *args: links.append(args))
    stepper = Stepper(cascade)
    assert links == []
    stepper.play_control.value = 2
    assert stepper.index == 2 and stepper.slider.value == 2
    assert stepper.image.value == stepper.png(2)
    stepper.slider.value = 1
    assert stepper.play_control.value == 1
    stepper.next()
    assert stepper.slider.value == stepper.play_control.value == 2


def test_the_picture_is_updated_before_the_rest(cascade: Any) -> None:
    """The browser gets the new picture first, the slider, texts and buttons after it."""
    stepper = Stepper(cascade)
    changes: list[str] = []
    for name, widget in [("image", stepper.image), ("slider", stepper.slider),
                         ("play", stepper.play_control), ("text", stepper.text),
                         ("counter", stepper.counter), ("back", stepper.back_button)]:
        widget.observe(lambda change, name=name: changes.append(name),
                       names=["value", "disabled"])
    stepper.next()
    assert changes[0] == "image" and {"slider", "play", "text", "counter", "back"} <= set(
        changes)


def test_stepper_draws_the_next_step_ahead_in_an_event_loop(cascade: Any) -> None:
    import asyncio

    from cubekit.widgets.stepper import DRAW_AHEAD_DELAY

    stepper = Stepper(cascade)
    assert 1 not in stepper._png          # no event loop runs: nothing is drawn ahead

    draws: list[Any] = []
    draw = stepper.view.draw
    stepper.view.draw = lambda item, **kw: (draws.append(item), draw(item, **kw))  # type: ignore[method-assign]

    async def in_a_kernel() -> None:
        stepper.first()                   # from an event loop, as in a Jupyter kernel
        assert 1 not in stepper._png
        await asyncio.sleep(DRAW_AHEAD_DELAY + 0.3)
        assert draws == [stepper.steps[1]]
        stepper.next()                    # shows the picture drawn ahead
        assert bytes(stepper.image.value) == stepper._png[1] and len(draws) == 1
        stepper.set_source(cascade.before.explain("b2"))   # a pending drawing is dropped
        steps = stepper.steps
        await asyncio.sleep(DRAW_AHEAD_DELAY + 0.3)
        assert stepper.steps is steps and set(stepper._png) == {0, 1}
        quiet = Stepper(cascade, draw_ahead=False)
        await asyncio.sleep(DRAW_AHEAD_DELAY + 0.3)
        assert set(quiet._png) == {0}

    asyncio.run(in_a_kernel())


def test_buttons_disabled_at_the_ends(cascade: Any) -> None:
    stepper = Stepper(cascade)
    assert stepper.first_button.disabled and stepper.back_button.disabled
    assert not stepper.next_button.disabled and not stepper.last_button.disabled
    stepper.next()
    assert not any(b.disabled for b in (stepper.first_button, stepper.back_button,
                                        stepper.next_button, stepper.last_button))
    stepper.last()
    assert stepper.next_button.disabled and stepper.last_button.disabled
    assert not stepper.first_button.disabled and not stepper.back_button.disabled


def test_single_step_disables_everything(game: Any) -> None:
    stepper = Stepper([Step(game.initial_state(), Started(0))])
    assert all(b.disabled for b in (stepper.first_button, stepper.back_button,
                                    stepper.next_button, stepper.last_button, stepper.play_control))


def test_equal_states_give_equal_pictures(game: Any) -> None:
    state = game.initial_state().play("b2")
    other = game.initial_state().play("a1")
    stepper = Stepper([Step(state, Started(1)), Step(other, Started(1)),
                       Step(game.initial_state().play("b2"), BeforeMove(1, "c3"))])
    first = stepper.image.value
    stepper.next()
    assert stepper.image.value != first
    stepper.next()
    assert stepper.image.value == first
    # a second, independent stepper draws the same picture for the same position
    assert Stepper([Step(state, Started(1))]).image.value == first


def test_one_view_and_figure_reused(cascade: Any) -> None:
    stepper = Stepper(cascade)
    view = stepper.view
    figure = getattr(view, "figure", None)
    pyplot_before = len(plt.get_fignums())
    figures_before = live_figures()
    for _ in range(3):
        stepper.last()
        stepper.first()
        stepper.next()
    stepper.set_source(cascade.before.explain("b2"))
    stepper.last()
    assert stepper.view is view
    assert getattr(view, "figure", None) is figure
    assert live_figures() == figures_before
    assert len(plt.get_fignums()) == pyplot_before


def test_set_source_resizes_the_slider(game: Any, cascade: Any) -> None:
    stepper = Stepper(cascade)
    stepper.last()
    replay = Replay(game.initial_state(), ("a1", "c3", "a1", "c3"))
    stepper.set_source(replay, start=2)
    assert stepper.slider.max == len(replay.steps()) - 1 > 2
    assert stepper.index == 2
    assert stepper.steps[2].state == replay.steps()[2].state


def test_stepper_css_classes(cascade: Any) -> None:
    stepper = Stepper(cascade)
    assert "cubekit-stepper" in classes(stepper)
    for widget, css in [(stepper.first_button, "cubekit-first"),
                        (stepper.back_button, "cubekit-back"),
                        (stepper.play_control, "cubekit-play"),
                        (stepper.next_button, "cubekit-next"),
                        (stepper.last_button, "cubekit-last"),
                        (stepper.slider, "cubekit-slider"), (stepper.text, "cubekit-text"),
                        (stepper.image, "cubekit-board")]:
        assert css in classes(widget)


def test_board_pictures_have_no_tooltip(cascade: Any, game: Any) -> None:
    # ipywidgets 8's ImageView fails to render an Image that has a tooltip
    assert Stepper(cascade).image.tooltip is None
    assert Explorer(game).image.tooltip is None


def test_explanation_is_escaped(game: Any) -> None:
    stepper = Stepper([Step(game.initial_state(), BeforeMove(0, "<b>bold</b> & more"))])
    assert "<b>" not in stepper.text.value
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; more" in stepper.text.value


def test_stepper_in_german(cascade: Any, game: Any) -> None:
    stepper = Stepper(game.initial_state().play("a1").play("c3").explain("a1"), language="de")
    assert stepper.next_button.description == "Weiter"
    assert stepper.counter.value == "Schritt 1 von 3"
    assert "Vor dem Zug" in stepper.text.value
    stepper.next()
    assert "legt eine Murmel" in stepper.text.value
    # steps carry events, so a stepper shows any transition in its own language, and switches
    # language in place without replaying the move
    stepper = Stepper(cascade, language="de", start=1)
    assert "legt eine Murmel" in stepper.text.value
    german_picture = stepper.image.value
    stepper.language = "en"
    assert "places a marble" in stepper.text.value
    assert stepper.next_button.description == "Next" and stepper.steps[1].state is \
        cascade.steps[0].state
    assert stepper.image.value != german_picture   # the picture's title is English now
    with pytest.raises(ValueError, match="unknown language"):
        Stepper(cascade, language="fr")


# --- Explorer --------------------------------------------------------------------------------
def test_explorer_plays_legal_moves(game: Any) -> None:
    explorer = Explorer(game)
    start = game.initial_state()
    picture, status = explorer.image.value, explorer.status.value
    assert "Player A to move" in status
    transition = explorer.play("b2")
    assert transition is not None
    assert explorer.state == start.play("b2")
    assert len(explorer.history) == 1 and explorer.history[0].after == explorer.state
    assert explorer.image.value != picture
    assert explorer.status.value != status and "Player B to move" in explorer.status.value
    assert "A 1, B 0" in explorer.status.value
    # the move's steps are in the embedded stepper
    assert explorer.stepper is not None and explorer.stepper in explorer.cascade.children
    assert explorer.stepper.steps[0].state == start
    assert explorer.stepper.steps[-1].state.cells() == explorer.state.cells()


def test_explorer_refuses_illegal_moves_with_the_reason(game: Any) -> None:
    explorer = Explorer(game)
    explorer.play("b2")
    before, history = explorer.state, explorer.history
    status = explorer.status.value
    assert explorer.play("b2") is None           # B may not play on A's cell
    reason = before.why_illegal("b2", "en")
    assert reason is not None and "belongs to A" in reason
    assert reason.replace("'", "&#x27;") in explorer.reason.value
    assert explorer.state == before and explorer.history == history
    assert explorer.status.value == status
    assert explorer.play("z9") is None          # not a square: a notation error, shown
    assert "z9" in explorer.reason.value and explorer.state == before


def test_explorer_lists_every_square_and_marks_legal_ones(game: Any) -> None:
    explorer = Explorer(game)
    explorer.play("b2")
    options = dict(explorer.choice.options)   # label -> move text
    assert sorted(options.values()) == sorted(game.board.name(s) for s in game.board.squares())
    allowed = {value for label, value in options.items() if "(allowed)" in label}
    assert allowed == {str(m) for m in explorer.state.legal_moves()}
    assert "b2" not in allowed and "a1" in allowed


def test_why_not_button_explains_without_playing(game: Any) -> None:
    explorer = Explorer(game)
    explorer.play_button.click()                 # nothing chosen yet: a hint, no move
    assert "Choose a move" in explorer.reason.value and explorer.history == ()
    explorer.play("b2")
    state = explorer.state
    explorer.choice.value = "b2"
    explorer.why_button.click()
    assert "belongs to A" in explorer.reason.value and explorer.state == state
    explorer.choice.value = "a1"
    explorer.why_button.click()
    assert "a1 is allowed for player B" in explorer.reason.value and explorer.state == state
    explorer.play_button.click()
    assert explorer.state == state.play("a1")


def test_undo_and_restart(game: Any) -> None:
    explorer = Explorer(game)
    start_picture = explorer.image.value
    assert explorer.undo() is None
    assert "no move to take back" in explorer.reason.value
    explorer.play("a1")
    after_one = explorer.state
    explorer.play("c3")
    assert explorer.undo() is not None
    assert explorer.state == after_one and len(explorer.history) == 1
    assert explorer.stepper is not None
    assert explorer.stepper.steps[-1].state.cells() == after_one.cells()
    explorer.play("c3")
    explorer.restart_button.click()
    assert explorer.state == game.initial_state() and explorer.history == ()
    assert explorer.image.value == start_picture
    assert explorer.undo_button.disabled and explorer.restart_button.disabled
    assert explorer.stepper not in explorer.cascade.children


def test_click_on_a_square_plays_it(game: Any) -> None:
    explorer = Explorer(game)
    x, y = find_pixel(explorer.view, (2, 1))     # c2
    explorer.on_click({"type": "click", "dataX": x, "dataY": y})
    assert explorer.state == game.initial_state().play("c2")
    # B clicks A's cell: refused with the reason, nothing changes
    explorer.on_click({"type": "click", "dataX": x, "dataY": y})
    assert explorer.state == game.initial_state().play("c2")
    assert "belongs to A" in explorer.reason.value


def test_click_beside_the_board_is_ignored(game: Any) -> None:
    explorer = Explorer(game)
    x, y = find_pixel(explorer.view, None)
    explorer.on_click({"type": "click", "dataX": x, "dataY": y})
    assert explorer.state == game.initial_state()
    assert "not on a square" in explorer.reason.value
    explorer.on_click({"type": "click"})         # no coordinates: nothing happens
    assert explorer.history == ()


def test_explorer_from_a_state_and_game_over(game: Any) -> None:
    state = game.parse_state(game.initial_state().play_all(["a1", "c3", "a1"]).to_text())
    explorer = Explorer(state)
    assert explorer.state == state
    # a1 bursts at 2 marbles and captures b1, B's only cell: A wins
    won = game.initial_state().play_all(["a1", "b1", "a1"])
    assert won.outcome is not None and won.outcome.winner == 0
    over = Explorer(won)
    assert "Game over" in over.status.value and "A wins" in over.status.value
    assert over.play_button.disabled
    assert over.play("b2") is None and "already over" in over.reason.value
    with pytest.raises(TypeError, match="Game or a State"):
        Explorer("chain_reaction")  # type: ignore[arg-type]


def test_explorer_reuses_its_views(game: Any) -> None:
    explorer = Explorer(game)
    explorer.play("a1")
    view, stepper = explorer.view, explorer.stepper
    figures = live_figures()
    for move in ("c3", "b2", "c2"):
        explorer.play(move)
    explorer.undo()
    explorer.restart()
    explorer.play("a1")
    assert explorer.view is view and explorer.stepper is stepper
    assert live_figures() == figures


def test_explorer_css_classes(game: Any) -> None:
    explorer = Explorer(game)
    assert "cubekit-explorer" in classes(explorer)
    for widget, css in [(explorer.image, "cubekit-board"), (explorer.choice, "cubekit-move"),
                        (explorer.play_button, "cubekit-play-move"),
                        (explorer.why_button, "cubekit-why"),
                        (explorer.undo_button, "cubekit-undo"),
                        (explorer.restart_button, "cubekit-restart"),
                        (explorer.status, "cubekit-status"), (explorer.reason, "cubekit-reason")]:
        assert css in classes(widget)


def test_explorer_computer_controls(game: Any) -> None:
    """The controls for playing against the computer carry CSS classes for browser tests;
    the progress bar and Stop show only while the computer thinks (never in a new Explorer)."""
    explorer = Explorer(game)
    for widget, css in [(explorer.opponent_menu, "cubekit-opponent"),
                        (explorer.strength_menu, "cubekit-strength"),
                        (explorer.computer_button, "cubekit-computer-move"),
                        (explorer.thinking_box, "cubekit-thinking"),
                        (explorer.progress, "cubekit-progress"),
                        (explorer.stop_button, "cubekit-stop")]:
        assert css in classes(widget)
    assert explorer.thinking_box.layout.display == "none" and explorer.stop_button.disabled
    assert explorer.computer_button.layout.display is None and not explorer.thinking
    assert explorer.progress.min == 0 and explorer.progress.max == 1
    assert explorer.computer_button.description == "Computer move"
    assert explorer.stop() is False and explorer.wait(timeout=0) is True


def test_explorer_in_german(game: Any) -> None:
    explorer = Explorer(game, language="de")
    assert explorer.why_button.description == "Warum nicht?"
    assert "Spieler A ist am Zug" in explorer.status.value
    explorer.play("b2")
    explorer.play("b2")
    assert "gehört A" in explorer.reason.value
    assert any("(erlaubt)" in label for label, _ in explorer.choice.options)
    assert explorer.stepper is not None and "Vor dem Zug" in explorer.stepper.text.value


# --- Interaction: the game-specific part of the Explorer -------------------------------------
def test_default_interaction_is_a_click_per_square(game: Any) -> None:
    state = game.initial_state().play("b2")
    interaction = Interaction(state, "en")
    # a click names the square's move; the Explorer plays (or refuses) it
    assert interaction.click((2, 0)) == Reaction(move="c1")
    assert interaction.click("a3").move == "a3"
    with pytest.raises(ValueError, match="not a square"):
        interaction.click((3, 0))
    # the list: every square, the legal ones (all but A's b2) marked
    options = interaction.candidates()
    assert [value for _, value in options] == [game.board.name(s) for s in game.board.squares()]
    marked = {value for label, value in options if label == f"{value} (allowed)"}
    assert marked == {str(m) for m in state.legal_moves()} and "b2" not in marked
    # the preview highlights the chosen square and says what the move does, in the game's words
    assert interaction.preview("c3") == Preview(highlight=frozenset({(2, 2)}),
                                                title="B places a marble on c3")
    assert interaction.preview("b2") == Preview(highlight=frozenset({(1, 1)}))   # illegal
    assert interaction.preview(None) == Preview()
    assert interaction.status() == [] and interaction.palette() is None
    assert interaction.pick(None) == Reaction()
    with pytest.raises(ValueError, match="nothing to pick"):
        interaction.pick("1")
    assert interaction.clear() is False
    assert interaction.hint() == tr("widgets.click_tip", "en")
    assert interaction.move_label() == "Square"


def test_explorer_of_a_game_without_interact_module_uses_the_default(
        game: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # as if Kettenreaktion had no interact.py: importing it fails like a missing module
    monkeypatch.setitem(sys.modules, "cubekit.games.chain_reaction.interact", None)
    explorer = Explorer(game)
    assert type(explorer.interaction) is Interaction
    explorer.click("b2")
    assert explorer.state == game.initial_state().play("b2")
    # the generic Explorer knows nothing about marbles: no game part in the status
    assert "Marbles" not in explorer.status.value and "Player B to move" in explorer.status.value


def test_chain_reaction_status_comes_from_its_interact_module(game: Any) -> None:
    from cubekit.games.chain_reaction.interact import Interaction as ChainInteraction

    state = game.initial_state().play_all(["a1", "c3", "b2"])
    interaction = interaction_for(state, "en")
    assert isinstance(interaction, ChainInteraction)
    # A placed on a1 and b2, B on c3: the counts come from state.marbles
    assert [state.marbles(0), state.marbles(1)] == [2, 1]
    assert interaction.status() == ["Marbles: A 2, B 1."]
    assert interaction_for(state, "de").status() == ["Murmeln: A 2, B 1."]
    explorer = Explorer(state)
    assert isinstance(explorer.interaction, ChainInteraction)
    assert "Marbles: A 2, B 1." in explorer.status.value
    explorer.play("c2")
    assert "Marbles: A 2, B 2." in explorer.status.value


def test_interaction_needs_a_state() -> None:
    with pytest.raises(TypeError, match="State"):
        interaction_for("chain_reaction")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="State"):
        Interaction(None)  # type: ignore[arg-type]


# --- Explorer against the random player ------------------------------------------------------
def test_random_player_answers_with_its_seeded_choice(game: Any) -> None:
    explorer = Explorer(game, opponent="random", seed=7)
    assert explorer.opponent == "random"
    assert "cubekit-opponent" in classes(explorer.opponent_menu)
    assert explorer.opponent_menu.value == "random"
    mine = explorer.play("b2")
    assert mine is not None and mine.move == game.initial_state().parse_move("b2")
    assert len(explorer.history) == 2 and explorer.played_by_computer == (False, True)
    answer = explorer.history[1]
    # a uniformly random legal move: random.Random(seed).choice over the legal moves
    expected = random.Random(7).choice(mine.after.legal_moves())
    assert answer.before == mine.after and answer.move == expected
    assert answer.before.why_illegal(answer.move) is None
    assert explorer.state == answer.after and explorer.state.to_move == 0
    assert "answered for B" in explorer.reason.value
    assert "Player A to move" in explorer.status.value


def test_the_stepper_shows_your_move_and_the_answer(game: Any) -> None:
    explorer = Explorer(game, opponent="random", seed=3)
    explorer.play("b2")
    mine, answer = explorer.history
    stepper = explorer.stepper
    assert stepper is not None
    # before your move, your move's steps, before the answer, the answer's steps
    assert len(stepper.steps) == len(mine.steps) + len(answer.steps) + 2
    assert stepper.steps[0].state == mine.before
    answer_start = len(mine.steps) + 1
    assert stepper.steps[answer_start].state == answer.before
    assert "random player" in stepper.steps[answer_start].text
    assert str(answer.move) in stepper.steps[answer_start].text
    assert stepper.steps[-1].state.cells() == explorer.state.cells()
    stepper.go(answer_start + 1)                 # step into the computer's move
    assert stepper.image.value == stepper.png(answer_start + 1)
    title = explorer.cascade_title.value
    assert "b2" in title and str(answer.move) in title and "answer" in title


def test_undo_takes_back_the_answer_and_your_move(game: Any) -> None:
    explorer = Explorer(game, opponent="random")
    explorer.play("a1")
    after_first_turn = explorer.state
    explorer.play("c3" if after_first_turn.owner((2, 2)) is None else "a3")
    assert len(explorer.history) == 4
    undone = explorer.undo()
    assert undone is not None and undone.before == after_first_turn
    assert explorer.state == after_first_turn and len(explorer.history) == 2
    assert "Moves" in explorer.reason.value and "taken back" in explorer.reason.value
    explorer.undo()
    assert explorer.state == game.initial_state() and explorer.history == ()
    assert explorer.stepper not in explorer.cascade.children


def test_same_seed_same_answers_other_seeds_differ(game: Any) -> None:
    def answers(seed: int) -> list[str]:
        explorer = Explorer(game, opponent="random", seed=seed)
        for square in ("a1", "c1", "a3"):
            legal = {str(m) for m in explorer.state.legal_moves()}
            explorer.play(square if square in legal else sorted(legal)[0])
        return [str(t.move) for t, by in zip(explorer.history, explorer.played_by_computer,
                                             strict=True) if by]

    first = answers(5)
    assert first and first == answers(5)
    # the seed matters: with 8 free squares for the first answer, ten seeds cannot all agree
    assert len({tuple(answers(seed)) for seed in range(10)}) > 1


def test_restart_replays_the_same_answers(game: Any) -> None:
    explorer = Explorer(game, opponent="random", seed=11)
    explorer.play("b2")
    first = explorer.history[1].move
    explorer.restart()
    assert explorer.history == ()
    explorer.play("b2")
    assert explorer.history[1].move == first


def test_switching_the_opponent_in_the_menu(game: Any) -> None:
    explorer = Explorer(game)
    assert explorer.opponent == "person"
    explorer.play("a1")
    assert len(explorer.history) == 1                    # nobody answers a person's move
    explorer.opponent_menu.value = "random"              # as a click in the menu does
    assert "random player now answers" in explorer.reason.value
    explorer.play("c3")
    assert len(explorer.history) == 3 and explorer.played_by_computer == (False, False, True)
    explorer.opponent = "person"
    explorer.undo()                                      # by hand: one move back
    assert len(explorer.history) == 2
    with pytest.raises(ValueError, match="unknown opponent"):
        explorer.opponent = "chess engine"
    with pytest.raises(ValueError, match="unknown opponent"):
        Explorer(game, opponent="robot")
    with pytest.raises(TypeError, match="seed"):
        Explorer(game, seed="1")  # type: ignore[arg-type]


def test_random_move_button_lets_the_computer_start(game: Any) -> None:
    explorer = Explorer(game, opponent="random", seed=2)
    explorer.computer_button.click()
    assert len(explorer.history) == 1 and explorer.played_by_computer == (True,)
    first = explorer.history[0]
    assert first.move == random.Random(2).choice(game.initial_state().legal_moves())
    assert "cubekit-computer-move" in classes(explorer.computer_button)
    assert "random player" in explorer.cascade_title.value
    # now the person plays B, and the computer answers for A
    legal = [str(m) for m in explorer.state.legal_moves()]
    explorer.play(legal[0])
    assert explorer.played_by_computer == (True, False, True)
    assert explorer.history[2].before.to_move == 0
    explorer.undo()                                      # the answer and B's move
    assert explorer.state == first.after


def test_no_answer_once_the_game_is_over(game: Any) -> None:
    explorer = Explorer(game.initial_state().play_all(["a1", "b1"]), opponent="random")
    explorer.play("a1")                    # a1 bursts and captures b1, B's only cell: A wins
    assert explorer.state.outcome is not None and explorer.state.outcome.winner == 0
    assert len(explorer.history) == 1 and explorer.played_by_computer == (False,)
    assert explorer.computer_button.disabled
    assert explorer.computer_move() is None and "already over" in explorer.reason.value


def test_random_player_answers_every_other_player() -> None:
    game = cubekit.load("chain_reaction", width=3, height=3, players=3)
    explorer = Explorer(game, opponent="random")
    explorer.play("b2")
    assert explorer.played_by_computer == (False, True, True)
    assert [t.before.to_move for t in explorer.history] == [0, 1, 2]
    assert explorer.state.to_move == 0


def test_explorer_opponent_in_german(game: Any) -> None:
    explorer = Explorer(game, language="de", opponent="random")
    assert explorer.opponent_menu.description == "Spielen gegen"
    assert [label for label, _ in explorer.opponent_menu.options] == [
        "eine andere Person", "einen Zufallsspieler", "den gierigen Spieler",
        "den Computer (MCTS)"]
    explorer.play("b2")
    assert "Zufallsspieler hat für B" in explorer.reason.value
    assert explorer.stepper is not None
    before = explorer.stepper.steps[-len(explorer.history[1].steps) - 1]
    assert "Zufallsspieler" in before.describe("de")


# --- ScenarioBrowser -------------------------------------------------------------------------
def _scenarios_or_skip(game: Any) -> list[Any]:
    try:
        scenarios = game.scenarios()
    except ImportError:
        pytest.skip("this game's scenarios.py is not written yet")
    if len(scenarios) < 2:
        pytest.skip("needs at least two scenarios")
    return scenarios


def test_scenario_browser_shows_each_scenario() -> None:
    game = cubekit.load("chain_reaction")
    scenarios = _scenarios_or_skip(game)
    browser = ScenarioBrowser(game)
    assert [value for _, value in browser.choice.options] == [s.id for s in scenarios]
    for scenario in scenarios[:3]:
        browser.select(scenario.id)
        assert browser.scenario is scenario
        assert browser.stepper is not None
        assert [s.state for s in browser.stepper.steps] == [
            s.state for s in scenario.replay.steps("en")]
        info = browser.info.value
        for rule in scenario.rules:
            assert html.escape(rule) in info
        assert html.escape(scenario.title("en")) in info
        assert html.escape(scenario.story("en")) in info
        assert html.escape(tr("widgets.check_ok", "en")) in info
        # the stepper opens at the position before the move the scenario is about
        if len(scenario.moves) > 1:
            assert browser.stepper.step.state.cells() == scenario.replay.states[-2].cells()
            assert move_starts(browser.stepper.steps)[-1] == browser.stepper.index + 1
        else:
            assert browser.stepper.index == 0
    with pytest.raises(ValueError, match="no scenario"):
        browser.select("no-such-scenario")


def test_scenario_browser_follows_the_board_size() -> None:
    game = cubekit.load("chain_reaction")
    scenarios = _scenarios_or_skip(game)
    sizes = {(s.game.width, s.game.height): s for s in scenarios}
    if len(sizes) < 2:
        pytest.skip("needs scenarios on two board sizes")
    first, second = [scenario for _, scenario in sorted(sizes.items())[:2]]
    browser = ScenarioBrowser(game).select(first.id)
    assert browser.stepper is not None
    small_px = browser.stepper.view.size_px
    browser.select(second.id)
    assert browser.stepper.view.game == second.game
    assert browser.stepper.view.size_px != small_px
    assert browser.stepper.step.state.game == second.game


def test_scenario_expected_result_and_disagreement(monkeypatch: pytest.MonkeyPatch,
                                                   game: Any) -> None:
    monkeypatch.setattr(Scenario, "title", lambda self, language=None: "Test title")
    monkeypatch.setattr(Scenario, "story", lambda self, language=None: "Test story")
    browser = ScenarioBrowser(cubekit.load("chain_reaction"))
    # a1 bursts at 2 marbles and captures b1, B's only cell: A (player 0) wins
    right = Scenario("right", game, "", ("a1", "b1", "a1"), {"winner": 0}, ("CR-4",))
    info = browser.describe(right)
    assert "<li>winner: A</li>" in info and "CR-4" in info
    assert "exactly this result" in info
    wrong = Scenario("wrong", game, "", ("a1", "b1", "a1"), {"winner": 1})
    info = browser.describe(wrong)
    assert "<li>winner: B</li>" in info
    assert "another result" in info and "exactly this result" not in info


def test_scenario_browser_in_german() -> None:
    game = cubekit.load("chain_reaction")
    scenarios = _scenarios_or_skip(game)
    browser = ScenarioBrowser(game, language="de")
    assert browser.choice.description == "Szenario"
    assert scenarios[0].title("de") in [label for label, _ in browser.choice.options]


def test_import_cubekit_does_not_load_widgets() -> None:
    code = ("import sys, cubekit; cubekit.load('chain_reaction').initial_state().play('a1'); "
            "print(sorted(m for m in ('ipywidgets', 'matplotlib', 'ipyevents') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize("name", ["chain_reaction", "cubeslyde", "deblockle", "striedies"])
def test_every_explorer_shows_the_turn_in_colour_and_the_last_move_in_words(name: str) -> None:
    from cubekit.games import entry_of
    from cubekit.widgets.explorer_status import player_ink

    game = cubekit.load(name)
    explorer = Explorer(game)
    start = explorer.status.value
    assert f"color: {player_ink(0)}" in start and "Last move" not in start
    move = explorer.state.legal_moves()[0]
    transition = explorer.play(move)
    assert transition is not None
    status = explorer.status.value
    assert f"color: {player_ink(1)}" in status
    assert tr("widgets.status_turn", "en", player=game.player_name(1)) in status
    headline = entry_of(game).words.headline(transition.events[0]).text("en")
    assert "Last move: " + html.escape(headline) in status
    german = Explorer(game, language="de")
    german.play(move)
    assert "Letzter Zug: " in german.status.value
    assert html.escape(entry_of(game).words.headline(transition.events[0]).text("de")) in \
        german.status.value
    # short neutral hints; red only for a refused move
    explorer.on_click({"dataX": -5, "dataY": -5})
    assert "color:" not in explorer.reason.value
    explorer.play("zz99")
    assert "error-color" in explorer.reason.value
