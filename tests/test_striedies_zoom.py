"""Striedies step pictures zoom to the squares involved (issue 14): the window shown, the inset
of the whole board, the labels of the squares shown, the marks sized for the bigger cells,
``view="full"`` as before, and a fight's sums with the pips of each die (``sums="dice"``).

Expected windows follow from the squares of each step (the die's path, both sides of the
fight, the dice that leave) and the rules of :mod:`cubekit.games.striedies.zoom`: one square
of margin, at least MIN_SIDE squares, inside the board.
"""

from __future__ import annotations

import pytest

import cubekit
from cubekit.core.game import Step
from cubekit.core.grid import FILES, Square
from cubekit.games.striedies.events import Fought, Passed, Tipped
from cubekit.games.striedies.render import Renderer
from cubekit.games.striedies.scenarios import SCENARIOS
from cubekit.games.striedies.zoom import MAX_SIDE, MIN_SIDE, Window, window_of
from cubekit.render import BoardView

BOARD = cubekit.load("striedies").board
BY_ID = {s.id: s for s in SCENARIOS}


def sq(name: str) -> Square:
    return BOARD.parse(name)


def steps_of(sid: str, move: int = 0) -> list[Step]:
    scenario = BY_ID[sid]
    state = scenario.game.parse_state(scenario.position)
    for earlier in scenario.moves[:move]:
        state = state.play(earlier)
    return list(state.explain(scenario.moves[move]).steps)


def drawn(step: Step | object, **options: object) -> Renderer:
    game = step.state.game if isinstance(step, Step) else step.game  # type: ignore[attr-defined]
    view = BoardView(game, **options)  # type: ignore[arg-type]
    view.draw(step)
    view.png()
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    return renderer


def shown(renderer: Renderer) -> tuple[tuple[float, float], tuple[float, float]]:
    assert renderer.ax is not None
    return tuple(renderer.ax.get_xlim()), tuple(renderer.ax.get_ylim())  # type: ignore[return-value]


def texts(glyphs: object) -> list[str]:
    last = getattr(glyphs, "_last", None) or ()
    return [item[2] for item in last]


def test_a_fight_step_shows_the_squares_of_the_fight_and_an_inset() -> None:
    # two_against_one: A's 1 on d3 tips to e3 (3 up) and with A4 on f4 fights B5 on f3
    fight = steps_of("two_against_one")[-1]
    assert isinstance(fight.event, Fought)
    renderer = drawn(fight)
    window = renderer.window
    assert window is not None and window.side == MIN_SIDE
    for name in ("d3", "e3", "f3", "f4"):           # the path and both sides of the fight
        assert sq(name) in window
    # the file letters and rank numbers are those of the squares shown
    assert texts(renderer.grid.files) == list(FILES[window.col:window.col + window.side])
    assert texts(renderer.grid.ranks) == [str(r + 1) for r in range(window.row,
                                                                     window.row + window.rows)]
    # the window fills the board's height; the columns right of it hold the inset
    assert window.rows > window.side
    assert shown(renderer) == ((window.col, window.col + window.rows), window.ylim)
    # the inset: the whole board, the window outlined, beside its squares, never over one
    inset = renderer.inset
    assert inset is not None and inset.window == window and inset.part is not None
    axes, image, frame = inset.part
    assert axes.get_visible() and tuple(axes.get_xlim()) == (0, 15)
    assert (frame.get_x(), frame.get_y(), frame.get_width(), frame.get_height()) == (
        window.col, window.row, window.side, window.rows)
    beside = axes.get_window_extent()
    right_edge = renderer.ax.transData.transform((window.col + window.side, 0))[0]
    assert beside.x0 > right_edge
    assert beside.x1 <= renderer.ax.get_figure().bbox.x1
    # the board's squares under that column are covered
    assert inset.cover.get_visible() and inset.cover.get_zorder() < axes.get_zorder()
    cells = image.get_array()
    assert cells is not None
    empty = tuple(cells[7, 7])
    for name in ("b1", "e3", "f4", "n15", "o15"):   # every die left on the board, B's too
        col, row = sq(name)
        assert tuple(cells[row, col]) != empty, name
    for name in ("d3", "f3"):                       # the square left, the die beaten
        col, row = sq(name)
        assert tuple(cells[row, col]) == empty, name
    # the pips' text, the sums, grow with the cells (fonts sized for the cells shown)
    full = drawn(fight, view="full")
    assert full.window is None and shown(full) == ((0, 15), (0, 15))
    assert renderer.shown_cell_pt > 1.5 * full.shown_cell_pt
    assert renderer.sums_left.collection.get_sizes()[0] > full.sums_left.collection.get_sizes()[0]
    assert full.inset is None


def test_every_tip_of_a_move_keeps_one_window_with_the_whole_path() -> None:
    steps = [s for s in steps_of("move_with_turn") if isinstance(s.event, Tipped)]
    windows = {drawn(step).window for step in steps}
    assert len(windows) == 1
    window = windows.pop()
    assert window is not None
    for name in ("c3", "c4", "d4", "e4", "f4"):       # c3N1E: north once, then east three
        assert sq(name) in window


def test_a_position_and_a_step_without_squares_are_drawn_whole() -> None:
    scenario = BY_ID["turn_limit_draw"]
    state = scenario.game.parse_state(scenario.position)
    tip, limit = steps_of("turn_limit_draw")
    assert drawn(state).window is None                # a position: the whole board
    assert drawn(limit).window is None                # the turn limit: no square involved
    passed = [s for s in steps_of("pass_no_move", 1) if isinstance(s.event, Passed)]
    window = drawn(passed[0]).window                  # the stuck die in its corner
    assert window is not None and sq("o15") in window
    # one view: zoomed for a step, whole again for the position
    view = BoardView(state.game)
    view.draw(state)
    before = view.png()
    view.draw(tip)
    assert view.renderer.window is not None           # type: ignore[attr-defined]
    view.draw(state)
    assert view.renderer.window is None and view.png() == before   # type: ignore[attr-defined]


def test_windows_stay_on_the_board_and_far_apart_squares_are_drawn_whole() -> None:
    tall = 8                                 # rows beside the inset's column
    assert window_of([sq("a1"), sq("a2")], 15) == Window(0, 0, MIN_SIDE, tall)
    assert window_of([sq("o15")], 15) == Window(15 - MIN_SIDE, 15 - tall, MIN_SIDE, tall)
    assert window_of([sq("a1"), sq(f"{FILES[MAX_SIDE - 1]}1")], 15) is None   # 10 + margin
    assert window_of([], 15) is None
    assert Window(0, 0, 6).rows == 6                          # square unless told


def test_fight_sums_with_the_pips_of_each_die() -> None:
    fight = steps_of("two_against_one")[-1]
    assert isinstance(fight.event, Fought)
    renderer = drawn(fight, sums="dice")
    assert texts(renderer.sums_left) == ["3 + 4 = 7"]     # A3 (e3) + A4 (f4)
    assert texts(renderer.sums_right) == ["5"]            # B5 (f3)
    assert texts(drawn(fight).sums_left) == ["7"]
    box = renderer.fight_boxes[0]
    assert box.get_visible() and box.get_width() > drawn(fight).fight_boxes[0].get_width()
    window = renderer.window
    assert window is not None
    assert window.col <= box.get_x() and box.get_x() + box.get_width() <= window.col + window.side


def test_wrong_view_or_sums_is_refused() -> None:
    game = cubekit.load("striedies")
    with pytest.raises(ValueError, match="view='wide'"):
        BoardView(game, view="wide")
    with pytest.raises(ValueError, match="'total', 'dice'"):
        BoardView(game, sums="all")
