"""The Explorer against the computer players of cubekit.bots: whole games in every registered
game, thinking in a background thread with progress and Stop, undo, titles and languages."""

from __future__ import annotations

import html
import random
import threading
from collections.abc import Callable
from typing import Any

import pytest
from conftest import VARIANTS

import cubekit
import cubekit.widgets.computer as computer_module
from cubekit.bots import make_player
from cubekit.widgets import Explorer
from cubekit.widgets.explorer import OPPONENTS, STRENGTHS

TURN_LIMIT = 24
"""Games with a turn limit in conftest's variants are cut to this many moves here (speed)."""

SMALL_MCTS = "iterations=6"
"""A tiny tree search budget: the moves depend only on the seed."""


@pytest.fixture
def small() -> Any:
    return cubekit.load("chain_reaction", width=3, height=3)


def explorer_for(state_or_game: Any, **options: Any) -> Explorer:
    return Explorer(state_or_game, dpi=40, **options)


def game_options(name: str) -> dict[str, Any]:
    """The first conftest variant of ``name``, its turn limit cut to :data:`TURN_LIMIT`."""
    options = dict(VARIANTS[name][0])
    if "turn_limit" in options:
        options["turn_limit"] = min(options["turn_limit"], TURN_LIMIT)
    elif name == "chain_reaction":
        options.update(width=4, height=4)   # a short game: no turn limit in this game
    return options


def check_game_record(explorer: Explorer, spec: str, seed: int) -> None:
    """Every move legal, the history replays to the position shown, and the computer's moves
    are what one player made from ``spec`` with ``seed`` chooses in those positions, in the
    same order (one player for all its seats, one random stream)."""
    history, by = explorer.history, explorer.played_by
    assert history and any(by) and not all(by)
    state = explorer.start
    for transition in history:
        assert transition.before == state
        assert transition.move in state.legal_moves()
        state = state.play(transition.move)
        assert transition.after == state
    assert state == explorer.state
    again = make_player(spec, seed)
    for transition, made_by in zip(history, by, strict=True):
        if made_by is not None:
            assert made_by == spec
            assert again.choose(transition.before) == transition.move


@pytest.mark.parametrize("name", cubekit.games())
@pytest.mark.parametrize("opponent", ["greedy", "mcts"])
def test_whole_game_against_the_computer(name: str, opponent: str) -> None:
    pytest.importorskip(f"cubekit.games.{name}.render")
    game = cubekit.load(name, **game_options(name))
    explorer = explorer_for(game, opponent=opponent, strength=SMALL_MCTS, seed=5,
                            background=False)
    human = game.initial_state().to_move
    person = random.Random(17)
    for _ in range(200):                    # every game here ends well before
        if explorer.state.outcome is not None:
            break
        if explorer.state.to_move != human:   # the person had to pass: let the computer go on
            assert explorer.computer_move() is not None
            continue
        count = len(explorer.history)
        mine = explorer.play(person.choice(explorer.state.legal_moves()))
        assert mine is not None and explorer.history[count] is mine
        assert not explorer.thinking          # synchronous: the answer is already there
    assert explorer.state.outcome is not None, "the game did not end"
    spec = "greedy" if opponent == "greedy" else f"mcts:{SMALL_MCTS}"
    check_game_record(explorer, spec, 5)
    for transition, made_by in zip(explorer.history, explorer.played_by, strict=True):
        # the person moves for the first player, the computer for everyone else
        assert (transition.before.to_move == human) == (made_by is None)
    assert "Game over" in explorer.status.value and explorer.computer_button.disabled
    if game_options(name).get("turn_limit") and explorer.state.outcome.reason == "turn_limit":
        assert len(explorer.history) == TURN_LIMIT


# --- thinking in the background --------------------------------------------------------------
def test_stop_ends_a_long_think_with_a_legal_move(small: Any) -> None:
    # a budget of ten minutes: only Stop can end this thinking in time
    explorer = explorer_for(small, opponent="mcts", strength="seconds=600", background=True)
    values: list[float] = []
    explorer.progress.observe(lambda change: values.append(change["new"]), names="value")
    start = small.initial_state()
    explorer.computer_button.click()
    assert explorer.thinking and explorer.history == ()
    job = explorer._job
    assert job is not None and job.thread is not None and job.thread.is_alive()
    # while it thinks, the board and the controls are locked
    assert explorer.computer_button.layout.display == "none"
    assert explorer.thinking_box.layout.display is None
    for control in (explorer.play_button, explorer.why_button, explorer.undo_button,
                    explorer.restart_button, explorer.choice, explorer.opponent_menu,
                    explorer.strength_menu):
        assert control.disabled
    assert not explorer.stop_button.disabled
    assert explorer.play("b2") is None and "still thinking" in explorer.reason.value
    assert explorer.click("b2") is None and explorer.undo() is None
    explorer.restart()
    assert explorer.computer_move() is None and explorer.history == ()
    assert explorer.wait(timeout=0.05) is False      # still thinking: ten minutes to go
    explorer.stop_button.click()
    assert explorer.stop_button.disabled
    assert explorer.wait(timeout=120)
    assert not explorer.thinking and len(explorer.history) == 1
    (move,) = explorer.history
    assert move.before == start and move.move in start.legal_moves()
    assert explorer.played_by == ("mcts:seconds=600",)
    assert "Stopped early" in explorer.reason.value
    # the bot reported its progress, ending with 1.0 = the bar's maximum
    assert values and values[-1] == explorer.progress.max == 1.0
    assert values == sorted(values)
    # unlocked again
    assert explorer.computer_button.layout.display is None
    assert explorer.thinking_box.layout.display == "none"
    assert not explorer.play_button.disabled and not explorer.undo_button.disabled
    assert explorer.stop() is False                  # nothing to stop any more


class QueueLoop:
    """Stands in for the kernel's event loop: callbacks wait until :meth:`run` (as they wait
    for the kernel's thread), and remember which thread queued them."""

    def __init__(self) -> None:
        self.callbacks: list[Callable[[], None]] = []
        self.threads: set[int] = set()

    def add_callback(self, callback: Callable[[], None]) -> None:
        self.threads.add(threading.get_ident())
        self.callbacks.append(callback)

    def run(self) -> int:
        callbacks, self.callbacks = self.callbacks, []
        for callback in callbacks:
            callback()
        return len(callbacks)


def test_in_a_kernel_widgets_change_only_in_the_kernels_thread(
        small: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    loop = QueueLoop()
    monkeypatch.setattr(computer_module, "kernel_loop", lambda: loop)
    explorer = explorer_for(small, opponent="mcts", strength="iterations=40", seed=3)
    assert explorer.background                       # found a kernel: clicks think in a thread
    explorer.choice.value = "b2"
    explorer.play_button.click()
    assert [str(t.move) for t in explorer.history] == ["b2"]   # your move is shown at once
    job = explorer._job
    assert job is not None and job.thread is not None
    job.thread.join(timeout=120)
    assert not job.thread.is_alive()
    # the thread only queued the progress and the answer for the kernel's thread
    assert len(explorer.history) == 1 and explorer.thinking
    assert loop.threads and threading.get_ident() not in loop.threads
    assert explorer.progress.value == 0.0
    assert loop.run() >= 2                           # progress ... then the answer
    assert len(explorer.history) == 2 and not explorer.thinking
    assert explorer.progress.value == 1.0
    expected = make_player("mcts:iterations=40", 3).choose(explorer.history[1].before)
    assert explorer.history[1].move == expected
    # wait() applies a finished answer itself; the queued callback then changes nothing
    legal = [str(m) for m in explorer.state.legal_moves()]
    assert explorer.play(legal[0], wait=False) is not None
    assert explorer.wait(timeout=120) and len(explorer.history) == 4
    loop.run()
    assert len(explorer.history) == 4
    # calls from code wait for the answer even in a kernel (cells run deterministically)
    explorer.undo()
    assert explorer.play(legal[0]) is not None and len(explorer.history) == 4
    assert not explorer.thinking


def test_a_failing_player_is_reported_and_unlocks(small: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        name = "greedy"

        def choose(self, state: Any, **_: Any) -> Any:
            raise RuntimeError("no idea")

        def describe(self, language: str | None = None) -> str:
            return "A broken player."

    monkeypatch.setattr(computer_module, "make_player", lambda spec, seed=0: Broken())
    explorer = explorer_for(small, opponent="greedy", background=True)
    explorer.choice.value = "b2"
    explorer.play_button.click()
    assert explorer.wait(timeout=60)
    assert "could not choose a move: no idea" in explorer.reason.value
    assert len(explorer.history) == 1 and not explorer.play_button.disabled
    # without a thread the error reaches the caller, after the controls are unlocked
    with pytest.raises(RuntimeError, match="no idea"):
        explorer.computer_move()
    assert not explorer.thinking and not explorer.computer_button.disabled


# --- undo, restart, titles --------------------------------------------------------------------
@pytest.mark.parametrize("opponent", ["greedy", "mcts"])
def test_undo_against_the_computer_takes_back_both_moves(small: Any, opponent: str) -> None:
    explorer = explorer_for(small, opponent=opponent, strength=SMALL_MCTS, background=True)
    explorer.play("a1")
    after_first_turn = explorer.state
    assert len(explorer.history) == 2 and explorer.played_by_computer == (False, True)
    legal = [str(m) for m in explorer.state.legal_moves()]
    explorer.play(legal[0], wait=False)               # answered from a thread
    assert explorer.wait(timeout=60) and len(explorer.history) == 4
    undone = explorer.undo()
    assert undone is not None and undone.before == after_first_turn
    assert explorer.state == after_first_turn and len(explorer.history) == 2
    assert "Moves" in explorer.reason.value and "taken back" in explorer.reason.value
    explorer.undo()
    assert explorer.state == small.initial_state() and explorer.history == ()


def test_restart_replays_the_computers_answers(small: Any) -> None:
    explorer = explorer_for(small, opponent="mcts", strength="iterations=30", seed=9)
    explorer.play("a1")
    explorer.play(str(explorer.state.legal_moves()[-1]))
    first = [str(t.move) for t in explorer.history]
    explorer.restart()
    explorer.play("a1")
    explorer.play(str(explorer.state.legal_moves()[-1]))
    assert [str(t.move) for t in explorer.history] == first


def test_the_computers_move_is_explained_step_by_step(small: Any) -> None:
    explorer = explorer_for(small, opponent="mcts", strength="iterations=12", seed=2)
    explorer.play("b2")
    mine, answer = explorer.history
    stepper = explorer.stepper
    assert stepper is not None
    # your move (a step before it and its own), then the computer's: the stepper opens there
    answer_start = len(mine.steps) + 1
    assert stepper.index == answer_start and stepper.step.state == answer.before
    assert ("the computer (MCTS, iterations=12) chooses " + str(answer.move)) in stepper.step.text
    assert stepper.steps[-1].state.cells() == explorer.state.cells()
    title = html.unescape(explorer.cascade_title.value)
    assert f"You played b2, the computer (MCTS, iterations=12) answered {answer.move}" in title
    about = make_player("mcts:iterations=12").describe("en")
    assert about in title                     # "Tree search (Monte Carlo): looks at 12 ..."
    assert f"The computer (MCTS, iterations=12) answered for B with {answer.move}." in \
        html.unescape(explorer.reason.value)
    stepper.first()                           # your own move is one click away
    assert stepper.step.state == mine.before


def test_computer_move_lets_the_chosen_player_start(small: Any) -> None:
    explorer = explorer_for(small, opponent="greedy", seed=4)
    explorer.computer_button.click()
    (first,) = explorer.history
    assert explorer.played_by == ("greedy",)
    assert first.move == make_player("greedy", 4).choose(small.initial_state())
    title = html.unescape(explorer.cascade_title.value)
    assert f"The greedy player played {first.move}, step by step:" in title
    assert make_player("greedy").describe("en") in title
    # against a person the button lets the random player move
    explorer.opponent = "person"
    explorer.computer_button.click()
    assert explorer.played_by == ("greedy", "random")
    assert explorer.history[1].move == random.Random(4).choice(first.after.legal_moves())


def test_strength_menu(small: Any) -> None:
    explorer = explorer_for(small)
    menu = explorer.strength_menu
    assert "cubekit-strength" in menu._dom_classes
    # the presets with their time limits from STRENGTHS (0.5, 1.5 and 3 seconds)
    assert [label for label, _ in menu.options] == [
        "quick (up to 0.5 s)", "medium (up to 1.5 s)", "strong (up to 3 s)"]
    assert explorer.strength == "medium" and menu.disabled     # not playing the computer
    assert "0.5 s" in menu.tooltip and "3 s" in menu.tooltip
    explorer.opponent_menu.value = "mcts"
    assert not menu.disabled
    assert "The computer (MCTS, medium) now answers each of your moves." in \
        html.unescape(explorer.reason.value)
    explorer.strength = "strong"
    assert "Strength of the computer: strong." in explorer.reason.value
    assert "2000 positions" in explorer.reason.value    # its describe(): the budget
    explorer.strength = "mcts:iterations=25"            # settings: a menu entry of its own
    assert explorer.strength == "iterations=25"
    assert menu.options[-1] == ("custom: iterations=25", "iterations=25")
    explorer.play("a1")
    assert explorer.played_by == (None, "mcts:iterations=25")
    assert set(STRENGTHS) == {"quick", "medium", "strong"}
    for spec in STRENGTHS.values():
        make_player(spec)                               # every preset is a valid spec


def test_bad_opponents_and_strengths_are_refused(small: Any) -> None:
    for bad in ("chess engine", "MCTS", "", None, 3):
        with pytest.raises(ValueError, match=r"unknown opponent .*'person', 'random', "
                                             r"'greedy', 'mcts'"):
            Explorer(small, opponent=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="strength="):
        Explorer(small, opponent="mcts:iterations=5")
    for bad in ("hard", "", "iterations=0", "iterations=many", "depth=3", 2):
        with pytest.raises(ValueError, match=r"unknown strength .*'quick', 'medium', 'strong'"):
            Explorer(small, opponent="mcts", strength=bad)  # type: ignore[arg-type]
    explorer = explorer_for(small)
    with pytest.raises(ValueError, match="unknown opponent"):
        explorer.opponent = "robot"
    with pytest.raises(ValueError, match="unknown strength"):
        explorer.strength = "very strong"
    assert explorer.opponent == "person" and explorer.strength == "medium"
    with pytest.raises(TypeError, match="background"):
        Explorer(small, background="yes")  # type: ignore[arg-type]
    assert set(OPPONENTS) == {"person", "random", "greedy", "mcts"}


def test_playing_the_computer_in_german(small: Any) -> None:
    explorer = explorer_for(small, language="de", opponent="mcts", strength="quick")
    assert explorer.strength_menu.description == "Spielstärke"
    assert explorer.strength_menu.options[0][0] == "schnell (bis 0,5 s)"
    assert explorer.stop_button.description == "Stopp"
    assert explorer.computer_button.description == "Computerzug"
    explorer.play("b2")
    answer = explorer.history[1]
    title = html.unescape(explorer.cascade_title.value)
    assert f"Du hast b2 gespielt, der Computer (MCTS, schnell) hat mit {answer.move}" in title
    assert "Baumsuche" in title
    assert "Der Computer (MCTS, schnell) hat für B" in html.unescape(explorer.reason.value)
    assert explorer.stepper is not None and "der Computer (MCTS, schnell) wählt" in \
        html.unescape(explorer.stepper.text.value)
