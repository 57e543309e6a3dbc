"""Deblockle pictures: blocks with top and side symbols, star squares, every step kind,
BoardView redraws, languages, and the block net of block3d.

Expected values come from the engine (orientations, plans, steps) and the rules (DB-1: A's
home star d2, B's d6; DB-2: opposite faces; tipping east brings the west face up), never
from the pictures themselves.
"""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

import numpy as np
import pytest
from matplotlib.colors import to_rgb

import cubekit
from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.game import Step
from cubekit.core.grid import Board, Direction
from cubekit.core.i18n import tr
from cubekit.games.deblockle import HOME_STAR
from cubekit.games.deblockle.block3d import draw_block, tip_sequence
from cubekit.games.deblockle.events import Deblockled, Hopped, Removed, Tipped
from cubekit.games.deblockle.render import SIDE_AT, Renderer, symbol_path
from cubekit.render import BoardView, png_bytes, render
from cubekit.render.palette import PLAYER_COLOURS

FACES = ("star", "stop", "cross", "x", "slider", "hoops")
# One A block on c4 with Hoops on top, Cross north, Star east (so X south, Stop west); one
# B block in its corner.
# north is up the board (row + 1), east to the right (col + 1): where each side's mark sits
SIDES = tuple((side, dx * SIDE_AT, dy * SIDE_AT) for side, dx, dy in (
    ("north", 0, 1), ("east", 1, 0), ("south", 0, -1), ("west", -1, 0)))
SIMPLE = "A:c4(@/+/*) B:g7(+/=/*) A removed:0/0"   # a game with blocks=1


def drawn(item: Any, **options: Any) -> Renderer:
    state = item.state if isinstance(item, Step) else item
    view = BoardView(state.game, **options)
    view.draw(item)
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    return renderer


KIND = {"Tipped": "tip", "Removed": "remove", "Hopped": "hop", "Deblockled": "pass",
        "BothStuck": "draw", "Won": "win", "TurnLimitReached": "turn_limit"}


def kind(step: Step) -> str:
    """The short name of a step's event (``tip``, ``hop``, ...)."""
    return KIND[type(step.event).__name__]


def steps_by_kind() -> dict[str, Step]:
    """Real steps of each kind: random play with one block each, a turn limit of 3, and a
    pass (B's a1 can only tip north onto a2, or east with Star coming up; A tips b3 north
    onto a2, so B is Deblockle'd, DB-7)."""
    found: dict[str, Step] = {}
    game = cubekit.load("deblockle", blocks=1)
    for step in game.parse_state("A:b3(o/=/+) B:a1(=/+/o) A").explain("b3N:a2"):
        found.setdefault(kind(step), step)
    for options, seeds in (({"blocks": 1}, range(0, 4)), ({"turn_limit": 3}, range(1))):
        game = cubekit.load("deblockle", **options)
        for seed in seeds:
            rng = random.Random(seed)
            state = game.initial_state(seed)
            while not state.is_over:
                move = rng.choice(state.legal_moves())
                for step in state.explain(move):
                    found.setdefault(kind(step), step)
                    if isinstance(step.event, Hopped) and step.event.face == "hoops":
                        found.setdefault("hop_hoops", step)
                state = state.play(move)
    return found


@pytest.fixture(scope="module")
def steps() -> dict[str, Step]:
    return steps_by_kind()


def test_symbols_are_distinct_closed_outlines_inside_the_unit_circle() -> None:
    paths = [symbol_path(face) for face in FACES]
    assert len({id(p) for p in paths}) == 6
    for path in paths:
        extent = path.get_extents()
        assert extent.x0 >= -1.001 and extent.x1 <= 1.001
        assert extent.y0 >= -1.001 and extent.y1 <= 1.001
    with pytest.raises(ValueError, match="unknown Deblockle face"):
        symbol_path("moon")


def test_top_and_side_symbols_match_every_block_of_the_start_position() -> None:
    state = cubekit.load("deblockle").initial_state()
    renderer = drawn(state)
    size = renderer.cell_pt
    for block in state.blocks():
        cx, cy = block.square[0] + 0.5, block.square[1] + 0.5
        assert renderer.symbols.faces_at(cx, cy) == [block.top]
        for side, dx, dy in SIDES:
            assert renderer.symbols.faces_at(cx + dx, cy + dy) == [
                getattr(block.orientation, side)]
    # one large symbol per block, four smaller ones (large enough to read, issue 14)
    sizes = sorted({item[3] for item in renderer.symbols.items})
    assert len(sizes) == 2 and sizes[1] > 1.5 * sizes[0] and sizes[1] < size / 2
    assert len(renderer.symbols.items) == 5 * len(state.blocks())


def test_side_marks_follow_a_tip() -> None:
    game = cubekit.load("deblockle", blocks=1)
    state = game.parse_state(SIMPLE)
    # tip east from c4: the west face (Stop, opposite Star, DB-2) comes up on d4
    step = state.explain("c4E").steps[0]
    assert isinstance(step.event, Tipped)
    renderer = drawn(step)
    assert renderer.symbols.faces_at(3.5, 3.5) == ["stop"]
    after = step.event.after
    assert after.top == "stop" and after.bottom == "star"
    for side, dx, dy in SIDES:
        assert renderer.symbols.faces_at(3.5 + dx, 3.5 + dy) == [getattr(after, side)]
    # the ghost on c4 shows the block as it was before the tip: Stop on its west side
    assert renderer.ghost_symbols.faces_at(2.5, 3.5) == ["hoops"]
    assert renderer.ghost_symbols.faces_at(2.5 - SIDE_AT, 3.5) == ["stop"]


def test_star_squares_are_drawn_in_their_owners_colours() -> None:
    renderer = drawn(cubekit.load("deblockle").initial_state())
    items = renderer.stars.items
    assert {(x - 0.5, y - 0.5) for x, y, _, _, _ in items} == {(3.0, 1.0), (3.0, 5.0)}
    for x, y, face, _, colour in items:
        owner = HOME_STAR.index((int(x), int(y)))
        assert face == "star"
        assert to_rgb(colour) == to_rgb(PLAYER_COLOURS[owner])
    # the cells under the stars are washed in the same owners' colours: A's bluer than B's
    colours = renderer.static_colours
    a = colours[1 * 7 + 3, :3]
    b = colours[5 * 7 + 3, :3]
    assert a[2] > b[2] and b[0] > a[0]


def test_hop_arrows_one_per_segment(steps: dict[str, Step]) -> None:
    for kind in ("hop", "hop_hoops"):
        step = steps[kind]
        assert isinstance(step.event, Hopped)
        renderer = drawn(step)
        segments = len(step.event.path) - 1
        assert segments >= 1
        assert len(renderer.arrows.shafts.get_segments()) == segments
    hoops = drawn(steps["hop_hoops"])
    assert [text for _, _, text, _ in hoops.step_numbers._last or ()] == ["1", "2", "3"]


def test_remove_shows_a_ghost_with_a_mark_on_the_goal_star(steps: dict[str, Step]) -> None:
    step = steps["remove"]
    assert isinstance(step.event, Removed)
    player = step.event.player
    goal = HOME_STAR[1 - player]
    assert step.event.square == goal
    renderer = drawn(step)
    assert renderer.ghost_symbols.faces_at(goal[0] + 0.5, goal[1] + 0.5) == ["star"]
    assert step.state.block(goal) is None
    assert len(renderer.badges.collection.get_offsets()) == 1
    assert renderer.badge_marks._last is not None and len(renderer.badge_marks._last) == 1
    plain = drawn(step.state)
    assert plain.ghost_symbols.items == ()


def test_pass_frames_the_stuck_players_blocks(steps: dict[str, Step]) -> None:
    step = steps["pass"]
    assert isinstance(step.event, Deblockled)
    stuck = step.event.player
    renderer = drawn(step)
    framed = {tuple(int(v) for v in np.min(verts, axis=0).round())
              for verts in (p.vertices for p in renderer.highlights.collection.get_paths())}
    expected = {b.square for b in step.state.blocks(stuck)}
    assert expected and framed == expected
    name = step.state.game.player_name(stuck)
    assert renderer.status_line is not None
    assert name in renderer.status_line.text.get_text()


@pytest.mark.parametrize("kind", ["tip", "remove", "hop", "pass", "win", "turn_limit"])
def test_every_step_kind_renders_with_its_own_title(steps: dict[str, Step], kind: str) -> None:
    step = steps[kind]
    assert png_bytes(step).startswith(b"\x89PNG")
    title = drawn(step).status_line
    plain = drawn(step.state).status_line
    assert title is not None and plain is not None
    if kind in ("tip", "remove", "hop", "pass"):
        assert title.text.get_text() != plain.text.get_text()
    else:
        assert title.text.get_text()


def test_finished_draw_by_both_stuck_has_a_draw_title() -> None:
    # no-adjacent variant (DB-8): A's only block on a1 is boxed in by B's a2 and b1, and B
    # cannot move one of them without leaving the other next to A: nobody can move (DB-7)
    game = cubekit.load("deblockle", blocks=(1, 2), no_adjacent=True)
    state = game.parse_state("A:a1(*/+/=) B:a2(*/+/=),b1(*/+/=) A")
    assert state.outcome is not None and state.outcome.reason == "stuck"
    renderer = drawn(state)
    assert renderer.status_line is not None
    assert renderer.status_line.text.get_text() == tr("db.render.stuck", "en")


def test_panel_counts_removed_blocks(steps: dict[str, Step]) -> None:
    step = steps["remove"]
    assert isinstance(step.event, Removed)
    player = step.event.player
    renderer = drawn(step.state)
    assert renderer.panel is not None
    texts = [t for _, _, t, _ in renderer.panel.right._last or ()]
    total = step.state.game.block_counts[player]
    assert tr("db.render.removed", "en", removed=1, total=total) in texts


def test_view_reuses_its_figure_and_image_follows_the_state() -> None:
    game = cubekit.load("deblockle")
    start = game.initial_state()
    after = start.play(start.legal_moves()[0])
    view = BoardView(game)
    figure = view.figure
    view.draw(start)
    first = view.rgba()
    artists = len(figure.axes[0].get_children())
    view.draw(after)
    second = view.rgba()
    assert view.figure is figure and len(figure.axes[0].get_children()) == artists
    assert not np.array_equal(first, second)
    view.draw(game.parse_state(start.to_text()))     # an equal state, built anew
    assert np.array_equal(view.rgba(), first)


def test_square_at_maps_centres() -> None:
    game = cubekit.load("deblockle")
    view = BoardView(game)
    view.draw(game.initial_state())
    for square in ((0, 0), (3, 1), (6, 6), (2, 4)):
        assert view.square_at(*view.square_center(square)) == square
    assert view.square_at(1, 1) is None


def test_german_changes_the_title_and_the_key() -> None:
    state = cubekit.load("deblockle").initial_state()
    english, german = drawn(state, language="en"), drawn(state, language="de")
    assert english.status_line is not None and german.status_line is not None
    assert german.status_line.text.get_text() == tr("render.to_move", "de", player="A")
    assert german.status_line.text.get_text() != english.status_line.text.get_text()
    assert english.panel is not None and german.panel is not None
    # the rulebook's names (docs/glossary.md): Stern and Kreuz, Stop, X, Slider, Hoops as printed
    assert [t for _, _, t, _ in german.panel.key_names._last or ()] == [
        "Stern", "Stop", "Kreuz", "X", "Slider", "Hoops"]


def test_render_into_axes_and_wrong_state() -> None:
    from matplotlib.figure import Figure

    state = cubekit.load("deblockle").initial_state()
    figure = Figure(figsize=(6, 7))
    ax = figure.add_axes((0.1, 0.2, 0.8, 0.7))
    assert render(state, ax=ax) is figure
    chain = cubekit.load("chain_reaction", width=3, height=3).initial_state()
    with pytest.raises(ValueError):
        BoardView(cubekit.load("deblockle")).draw(chain)


def net_top(figure: Any) -> list[str]:
    return [p.get_label().split(":")[1] for ax in figure.axes for p in ax.patches
            if p.get_label().startswith("top:")]


def test_block3d_draws_the_top_after_a_tip_sequence() -> None:
    start = DEBLOCKLE_BLOCK.parse("star/cross/slider")
    tips = [Direction.N, Direction.E, Direction.E, Direction.S]
    expected = [start.top]
    orientation = start
    for direction in tips:
        orientation = orientation.tip(direction)
        expected.append(orientation.top)
    # tipping north brings the south face (X, opposite Cross) up: worked out from DB-2
    assert expected[1] == "x"
    figure = tip_sequence(start, "NEES")
    assert net_top(figure) == expected
    assert tip_sequence(start, "WWSN").axes and net_top(tip_sequence(start, "WWSN")) != expected
    single = draw_block(orientation)
    labels = {p.get_label() for p in single.axes[0].patches}
    for position in ("top", "north", "east", "south", "west", "bottom"):
        assert f"{position}:{getattr(orientation, position)}" in labels
    with pytest.raises(ValueError, match=r"'Q' is no direction; expected N, E, S or W"):
        tip_sequence(start, "NQ")
    with pytest.raises(TypeError):
        draw_block(42)


# --- issue 14: side faces readable at the default size, Hoops steps numbered and apart -------
def test_side_symbols_are_readable_at_the_default_size() -> None:
    from cubekit.games.deblockle.render import INNER, OUTER

    state = cubekit.load("deblockle").initial_state(seed=0)
    view = BoardView(state.game)
    view.draw(state)
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    dpi = view.figure.dpi
    items = renderer.symbols.items
    centres = {(block.square[0] + 0.5, block.square[1] + 0.5) for block in state.blocks()}
    tops = [item for item in items if (item[0], item[1]) in centres]
    sides = [item for item in items if (item[0], item[1]) not in centres]
    assert len(tops) == 8 and len(sides) == 32
    cell_pt = renderer.cell_pt
    for _, _, _, radius, _ in sides:
        assert 2 * radius / 72 * dpi >= 13       # at least 13 pixels across (was 9)
        # inside its side face: between the top face and the block's edge
        assert SIDE_AT - radius / cell_pt >= INNER - 1e-9
        assert SIDE_AT + radius / cell_pt <= OUTER + 1e-9
    for _, _, _, radius, _ in tops:
        assert radius / cell_pt <= INNER       # the top symbol stays on the top face
        assert radius > sides[0][3] * 1.5      # and reads as the one on top


def test_hoops_steps_are_numbered_apart_with_visible_heads() -> None:
    from cubekit.games.deblockle.render import NUMBER_DOT
    from cubekit.games.deblockle.scenarios import SCENARIOS

    for sid, path in (("hoops_returns", ["a2", "a3", "a2", "a1"]),
                      ("hoops_blocked", ["c2", "c3", "b3", "b4"])):
        scenario = next(s for s in SCENARIOS if s.id == sid)
        hop = scenario.last_transition().steps[-1]
        assert isinstance(hop.event, Hopped) and hop.event.face == "hoops"
        renderer = drawn(hop)
        shafts = [np.asarray(s) for s in renderer.arrows.shafts.get_segments()]
        heads = [path.vertices[0] for path in renderer.arrows.heads.get_paths()]
        numbers = renderer.step_numbers._last or ()
        assert [text for _, _, text, _ in numbers] == ["1", "2", "3"]
        assert len(shafts) == len(heads) == 3
        squares = [Board(7, 7).parse(name) for name in path]
        for (start, end), shaft, head in zip(pairwise(squares), shafts, heads, strict=True):
            # each arrow runs the way of its step, most of the way from square to square
            direction = np.subtract(end, start)
            assert np.dot(head - shaft[0], direction) > 0.4
            # and beside the line through the centres, not on it
            centre_line = np.add(start, 0.5)
            offset = (shaft[0] - centre_line) - np.dot(shaft[0] - centre_line,
                                                       direction) * direction
            assert np.hypot(*offset) >= 0.1
        # no two arrows on one line, no number on any head
        for i, a in enumerate(shafts):
            for b in shafts[i + 1:]:
                assert not np.allclose(a, b[::-1], atol=0.05) and not np.allclose(a, b)
        for x, y, _, _ in numbers:
            for head in heads:
                assert np.hypot(x - head[0], y - head[1]) > NUMBER_DOT / 2 + 0.05
        for i, (x, y, _, _) in enumerate(numbers):
            for x2, y2, _, _ in numbers[i + 1:]:
                assert np.hypot(x - x2, y - y2) > NUMBER_DOT     # the dots do not overlap


def test_every_hop_reads_as_one_route_from_centre_to_centre() -> None:
    from cubekit.games.deblockle.scenarios import SCENARIOS

    scenario = next(s for s in SCENARIOS if s.id == "slider_crosses_star")
    hop = scenario.last_transition().steps[-1]
    assert isinstance(hop.event, Hopped) and hop.event.face == "slider"
    renderer = drawn(hop)
    shafts = [np.asarray(s) for s in renderer.arrows.shafts.get_segments()]
    heads = [path.vertices[0] for path in renderer.arrows.heads.get_paths()]
    path = [np.add(square, 0.5) for square in hop.event.path]     # d4, d5, d6, d7
    assert len(shafts) == len(path) - 1
    for index, (shaft, head) in enumerate(zip(shafts, heads, strict=True)):
        # on the line through the centres, from its square's centre nearly to the next one
        assert np.hypot(*(shaft[0] - path[index])) < 0.15
        assert np.hypot(*(head - path[index + 1])) < 0.45
        assert np.hypot(*(head - shaft[0])) > 0.4
    assert not renderer.step_numbers._last     # only Hoops numbers its steps
