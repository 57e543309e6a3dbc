"""Striedies Strategie pictures: dice with their pips, start corners, tip paths with the faces
that come up, fights with their sums, ghosts of dice that leave, threat marks, the preview of
a die's targets, every step kind, BoardView redraws, GIFs and languages.

Expected values come from the rules (ST-1: opposite faces sum to 7; tipping north brings the
south face up, ...), from core orientations (``cubekit.core.cube``) and from the engine's
states and step data -- never from the pictures themselves. Positions are built from core
orientations so that each is easy to check by hand.
"""

from __future__ import annotations

import io
from itertools import pairwise
from typing import Any

import numpy as np
import pytest
from matplotlib.colors import to_rgb
from PIL import Image

import cubekit
from cubekit.core.cube import DIE, LEFT_DIE, CubeModel, Orientation
from cubekit.core.events import Event
from cubekit.core.game import Step
from cubekit.core.grid import Direction, Square
from cubekit.core.i18n import tr
from cubekit.games.striedies import MovePlan
from cubekit.games.striedies.events import (
    Eliminated,
    Fought,
    Passed,
    Retreated,
    ThreatLost,
    Tied,
    Tipped,
    TurnLimitReached,
    Won,
)
from cubekit.games.striedies.render import (
    PIP_AT,
    PIPS,
    Renderer,
    pip_centres,
    scene_of,
)
from cubekit.render import BoardView, png_bytes, render, save_gif
from cubekit.render.palette import player_colour

BOARD = cubekit.load("striedies").board


def sq(name: str) -> Square:
    return BOARD.parse(name)


def code(model: CubeModel[int], top: int, **side: int) -> str:
    return model.format(model.orientation(top, **side))


def one(model: CubeModel[int] = DIE) -> str:
    """A die with 1 on top (and 2 south): it moves one square."""
    return code(model, 1, south=2)


def fight_position(model: CubeModel[int] = DIE, *, defence: int = 3, spare: bool = True,
                   players: int = 2, others_out: bool = False) -> Any:
    """A to move: A2 on c1 rolls north twice (c1N) and ends on c3 next to B's die on c4.

    Two tips in the same direction turn a die upside down, so the die shows 7 - 2 = 5 on c3
    (ST-1, ST-3). B's die on c4 shows ``defence``; with ``spare`` B keeps a die on o15.
    C and D (3-4 players) have a die in their corner, or none with ``others_out``.
    """
    game = cubekit.load("striedies", players=players, dice="left" if model is LEFT_DIE
                        else "right")
    b_dice = f"c4({code(model, defence, south=1)})" + (f",o15({one(model)})" if spare else "")
    others = ""
    for letter, corner in (("C", "o14"), ("D", "a15"))[:players - 2]:
        others += f" {letter}:-" if others_out else f" {letter}:{corner}({one(model)})"
    text = f"A:c1({code(model, 2, south=1)}),o1({one(model)}) B:{b_dice}{others} A"
    return game.parse_state(text)


def drawn(item: Any, **options: Any) -> Renderer:
    state = item.state if isinstance(item, Step) else item
    view = BoardView(state.game, **options)
    view.draw(item)
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    return renderer


def offsets(collection: Any) -> np.ndarray:
    if not collection.get_visible():
        return np.zeros((0, 2))
    return np.asarray(collection.get_offsets(), dtype=float)


def pips_per_square(renderer: Renderer, ghosts: bool = False) -> dict[Square, int]:
    dots = renderer.ghost_pips if ghosts else renderer.pips
    counts: dict[Square, int] = {}
    for x, y in offsets(dots.collection):
        square = (int(np.floor(x)), int(np.floor(y)))
        counts[square] = counts.get(square, 0) + 1
    return counts


def texts(glyphs: Any) -> list[tuple[float, float, str, Any]]:
    return list(glyphs._last or ())


def labels_at(renderer: Renderer) -> dict[Square, str]:
    """The path badges' numbers by square."""
    return {(int(np.floor(x)), int(np.floor(y))): text
            for x, y, text, _ in texts(renderer.badge_texts)}


def shapes(renderer: Renderer, kind: str) -> list[tuple[float, float]]:
    return [(x, y) for x, y, shape, *_ in renderer.badges.items if shape == kind]


def ring_squares(collection: Any) -> set[Square]:
    if not collection.get_visible():
        return set()
    result = set()
    for path in collection.get_paths():
        centre = path.vertices.mean(axis=0)
        result.add((int(np.floor(centre[0])), int(np.floor(centre[1]))))
    return result


def title(renderer: Renderer) -> str:
    assert renderer.status_line is not None
    return str(renderer.status_line.text.get_text())


def subtitle(renderer: Renderer) -> str:
    assert renderer.subtitle is not None
    return str(renderer.subtitle.text.get_text())


# --- steps of every kind, each from a position worked out by hand ------------------------------
def step_of(transition: Any, kind: type[Event], **fields: Any) -> Step:
    """The first step whose event is a ``kind`` with the given field values."""
    for step in transition:
        if isinstance(step.event, kind) and all(getattr(step.event, k) == v
                                                for k, v in fields.items()):
            return step
    raise AssertionError(f"no {kind.__name__} step in "
                         f"{[type(s.event).__name__ for s in transition]}")


def steps_by_kind(players: int, model: CubeModel[int] = DIE) -> dict[str, Step]:
    """Steps of every kind for a game of ``players`` (2-4) with dice of ``model``."""
    found: dict[str, Step] = {}
    fight = fight_position(model, players=players)
    move = fight.explain("c1N")
    found["tip"] = step_of(move, Tipped, step=2)
    found["fight"] = step_of(move, Fought)
    # B's die shows 5 like A's: a tie (ST-5); B answers by retreating (c4 rolls away east)
    tie = fight_position(model, defence=5, players=players).explain("c1N")
    found["tie"] = step_of(tie, Tied)
    assert tie.after.threat(1) is not None
    after = tie.after
    while after.to_move != 1:            # 3-4 players: C (and D) move on their far corner
        after = after.play(after.legal_moves()[0])
    retreat = after.explain("c4E")
    found["threat"] = step_of(retreat, Retreated)
    # B's only die is taken: B is out (ST-8); with C and D out already, A wins
    alone = fight_position(model, spare=False, players=players).explain("c1N")
    found["out"] = step_of(alone, Eliminated, player=1)
    last = fight_position(model, spare=False, players=players, others_out=True)
    found["win"] = step_of(last.explain("c1N"), Won)
    # A's only die shows 1 and both its neighbours are taken: no legal move (ST-6)
    boxed = cubekit.load("striedies", players=players,
                         dice="left" if model is LEFT_DIE else "right")
    fill = "".join(f" {letter}:o{14 - i}({one(model)})" for i, letter in
                   enumerate("CD"[:players - 2]))
    state = boxed.parse_state(f"A:a1({one(model)}) B:a2({one(model)}),b1({one(model)}),"
                              f"o15({one(model)}){fill} A")
    found["pass"] = step_of(state.explain("pass"), Passed)
    limited = cubekit.load("striedies", players=players, turn_limit=1,
                           dice="left" if model is LEFT_DIE else "right")
    start = limited.initial_state()
    found["turn_limit"] = step_of(start.explain(start.legal_moves()[0]), TurnLimitReached)
    return found


@pytest.fixture(scope="module")
def steps() -> dict[str, Step]:
    return steps_by_kind(2)


# --- dice and pips ------------------------------------------------------------------------------
def test_pip_layouts_are_real_die_faces() -> None:
    for top, layout in PIPS.items():
        assert len(layout) == top and len(set(layout)) == top
        # a real die face looks the same turned half round (point symmetric)
        assert {(-x, -y) for x, y in layout} == set(layout)
    # the odd faces have the centre pip, the even ones do not
    assert [((0, 0) in PIPS[n]) for n in range(1, 7)] == [True, False, True, False, True, False]
    centres = pip_centres(6, 3.5, 3.5)
    assert len(centres) == 6 and all(abs(x - 3.5) <= PIP_AT + 1e-9 for x, _ in centres)
    with pytest.raises(ValueError, match="1 to 6 pips"):
        pip_centres(7, 0.5, 0.5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_position_shows_three_dice_per_corner_with_one_pip(players: int) -> None:
    game = cubekit.load("striedies", players=players)
    state = game.initial_state()
    renderer = drawn(state)
    counts = pips_per_square(renderer)
    # ST-2: every die starts with 1 on top, so one pip on each of its 3 * players squares
    squares = {sq for p in range(players) for sq in game.start_squares(p)}
    assert len(squares) == 3 * players
    assert counts == dict.fromkeys(squares, 1)
    tiles = renderer.tiles.collection
    faces = [tuple(np.round(c[:3], 4)) for c in tiles.get_facecolor()]
    expected = sorted(tuple(np.round(to_rgb(player_colour(die.owner)), 4))
                      for die in state.dice())
    assert sorted(faces) == expected
    letters = sorted((int(x), int(y), text) for x, y, text, _ in texts(renderer.letters))
    assert letters == sorted((c, r, game.player_name(die.owner))
                             for die in state.dice() for c, r in [die.square])


def test_start_corners_are_washed_in_their_players_colours() -> None:
    game = cubekit.load("striedies", players=2)
    renderer = drawn(game.initial_state())
    colours = renderer.static_colours
    plain = colours[7 * 15 + 7, :3]                          # h8, the middle: no wash

    def colour_of(name: str) -> np.ndarray:
        col, row = sq(name)
        return colours[row * 15 + col, :3]

    # ST-2 with two players: A bottom-left (blue), B top-right (vermillion); the other two
    # corners are washed too (grey), so all four start corners are marked
    for name in ("a1", "b1", "a2", "o15", "n15", "o14", "o1", "a15"):
        assert not np.allclose(colour_of(name), plain)
    a, b = colour_of("a1"), colour_of("o15")
    assert a[2] > b[2] and b[0] > a[0]                       # bluer at A's, redder at B's
    grey = colour_of("o1")
    assert abs(grey[0] - grey[2]) < abs(a[0] - a[2])          # the unused corner is grey


def test_pips_equal_the_top_faces_in_a_game() -> None:
    game = cubekit.load("striedies", players=3)
    state = game.initial_state()
    for _ in range(12):
        state = state.play(state.legal_moves()[-1])
    tops = {die.square: die.top for die in state.dice()}
    assert set(tops.values()) != {1}                         # the dice have been rolled
    assert pips_per_square(drawn(state)) == tops


def test_sides_option_shows_the_four_side_faces() -> None:
    game = cubekit.load("striedies", players=2)
    state = game.initial_state()
    renderer = drawn(state, sides=True)
    numbers = {(round(x, 3), round(y, 3)): text for x, y, text, _ in
               texts(renderer.side_numbers)}
    assert len(numbers) == 4 * len(state.dice())
    for die in state.dice():
        cx, cy = die.square[0] + 0.5, die.square[1] + 0.5
        near = {side: text for (x, y), text in numbers.items()
                if abs(x - cx) < 0.5 and abs(y - cy) < 0.5
                for side in [_side_of(x - cx, y - cy)]}
        # the numbers on the bevels are the die's own side faces (core orientation)
        assert near == {"north": str(die.orientation.north), "east": str(die.orientation.east),
                        "south": str(die.orientation.south), "west": str(die.orientation.west)}
    assert pips_per_square(renderer) == {die.square: 1 for die in state.dice()}
    assert texts(drawn(state).side_numbers) == []            # off by default


def _side_of(dx: float, dy: float) -> str:
    if abs(dx) > abs(dy):
        return "east" if dx > 0 else "west"
    return "north" if dy > 0 else "south"


def test_left_dice_are_drawn_with_their_own_sides() -> None:
    game = cubekit.load("striedies", dice="left")
    state = game.initial_state()
    renderer = drawn(state, sides=True)
    a1 = state.die("a1")
    assert a1 is not None
    # ST-2: 2 and 3 face the outer edges (west and south of a1); right-handed dice have 2
    # west, so the mirror image has 3 west (ST-1: left dice are the mirror image)
    assert {a1.orientation.west, a1.orientation.south} == {2, 3}
    right = cubekit.load("striedies").initial_state().die("a1")
    assert right is not None and right.orientation.west == 2
    assert a1.orientation.west == 3
    west = [t for x, y, t, _ in texts(renderer.side_numbers) if x < 0.5 and 0 < y < 1]
    assert west == ["3"]


# --- paths, fights, ghosts, threats ---------------------------------------------------------------
def expected_faces(start: Orientation[int], directions: list[Direction]) -> list[int]:
    """The top face after each tip, worked out with the core orientation."""
    faces = []
    orientation = start
    for direction in directions:
        orientation = orientation.tip(direction)
        faces.append(orientation.top)
    return faces


def test_arrows_from_a_die_are_its_path_with_the_faces_that_come_up() -> None:
    game = cubekit.load("striedies")
    state = game.initial_state().play("b1N").play("n15W")   # A's b2 shows what came up
    die = state.die("b2")
    assert die is not None and die.top == 3
    # b2 rolls north 1 then east 2: b3, c3, d3
    path = [sq("b2"), sq("b3"), sq("c3"), sq("d3")]
    faces = expected_faces(die.orientation, [Direction.N, Direction.E, Direction.E])
    view = BoardView(game)
    view.draw(state, highlight=[sq("b2"), sq("d3")], arrows=list(pairwise(path)))
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    assert labels_at(renderer) == {s: str(f) for s, f in zip(path[1:], faces, strict=True)}
    # drawn as a line, not as the base class's arrows
    assert not renderer.arrows.shafts.get_visible() or not renderer.arrows.shafts.get_segments()
    assert len(renderer.path_line.get_segments()) == 1
    # the picture's move has no fight: no sums, no frames
    assert not any(box.get_visible() for box in renderer.fight_boxes)


def test_two_paths_to_one_square_show_both_faces() -> None:
    game = cubekit.load("striedies")
    state = game.initial_state().play("b1N").play("n15W")
    die = state.die("b2")
    assert die is not None
    # b2 shows 3: north 1 then east 2 and east 2 then north 1 both end on d3
    first = [sq("b2"), sq("b3"), sq("c3"), sq("d3")]
    second = [sq("b2"), sq("c2"), sq("d2"), sq("d3")]
    a = expected_faces(die.orientation, [Direction.N, Direction.E, Direction.E])[-1]
    b = expected_faces(die.orientation, [Direction.E, Direction.E, Direction.N])[-1]
    assert a != b
    view = BoardView(game)
    view.draw(state, arrows=list(pairwise(first)) + list(pairwise(second)))
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    assert labels_at(renderer)[sq("d3")] == f"{min(a, b)}/{max(a, b)}"


def test_tip_step_shows_the_face_left_behind_and_the_die(steps: dict[str, Step]) -> None:
    step = steps["tip"]                                      # c2 -> c3, the second tip north
    renderer = drawn(step)
    # the die left c2 showing the face that came up there: the south face of A2 on c1; the
    # step's event carries the move's trail, so the whole path so far is labelled: c1 with
    # the face the die started with (2), c2 with the face that came up there (1)
    start = DIE.orientation(2, south=1)
    assert isinstance(step.event, Tipped)
    assert step.event.before.top == start.tip(Direction.N).top == 1
    assert labels_at(renderer) == {sq("c1"): "2", sq("c2"): "1"}
    assert pips_per_square(renderer)[sq("c3")] == 5          # upside down: 7 - 2
    assert "c2\u2192c3" in title(renderer) and "(2 of 2)" in title(renderer)


def test_a_step_with_the_move_plan_shows_the_whole_path(steps: dict[str, Step]) -> None:
    # the pictures use the move's trail, which every tip carries: every square rolled so
    # far with its face, the rest dashed
    fight = fight_position()
    plan = fight.plan(fight.parse_move("c1N"))
    first = step_of(fight.explain("c1N"), Tipped, step=1)
    assert isinstance(plan, MovePlan) and isinstance(first.event, Tipped)
    assert first.event.trail.squares == (plan.origin, *plan.path)
    renderer = drawn(first)
    assert labels_at(renderer) == {sq("c1"): "2"}            # the face it started with
    assert len(renderer.path_rest.get_segments()) == 1       # c2 -> c3 still to come


def test_fight_frames_both_sides_shows_the_sums_and_a_ghost(steps: dict[str, Step]) -> None:
    step = steps["fight"]
    event = step.event
    assert isinstance(event, Fought)
    # A5 on c3 against B3 on c4 (see fight_position): 5 : 3, B's die leaves
    assert (event.attack, event.defence) == (5, 3)
    assert tuple(event.losers) == (sq("c4"),)
    renderer = drawn(step)
    assert ring_squares(renderer.solid_rings) == {sq("c3")}
    assert ring_squares(renderer.dashed_rings) == {sq("c4")}
    left = [t for _, _, t, _ in texts(renderer.sums_left)]
    right = [t for _, _, t, _ in texts(renderer.sums_right)]
    assert (left, right) == (["5"], ["3"])
    assert sum(box.get_visible() for box in renderer.fight_boxes) == 1
    # the loser is a ghost where it stood, with its 3 pips, crossed out
    assert step.state.die("c4") is None
    assert pips_per_square(renderer, ghosts=True) == {sq("c4"): 3}
    assert [s for s in shapes(renderer, "circle")
            if int(s[0]) == 2 and int(s[1]) == 3] != []
    assert "5 : 3" in title(renderer)
    plain = drawn(step.state)
    assert not plain.ghosts.collection.get_visible()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_tie_marks_the_threatened_die_and_its_attacker(players: int) -> None:
    step = steps_by_kind(players)["tie"]
    threat = step.state.threat(1)
    # A5 on c3 against B5 on c4: 5 : 5, B's c4 is threatened by c3 (ST-5)
    assert threat is not None
    assert (threat.defenders, threat.attackers) == ((sq("c4"),), (sq("c3"),))
    renderer = drawn(step)
    triangles = {(int(np.floor(x)), int(np.floor(y))) for x, y in shapes(renderer, "triangle")}
    assert triangles == {sq("c4")}
    keys = [t for _, _, t, _ in texts(renderer.panel.key_texts)] if renderer.panel else []
    assert tr("st.render.key.threatened", "en") in keys
    assert "B threatened" in subtitle(renderer) and "c4" in subtitle(renderer)
    # the position after the tie: the same marks, the attacker framed solid
    later = drawn(step.state)
    assert ring_squares(later.dashed_rings) == {sq("c4")}
    assert ring_squares(later.solid_rings) == {sq("c3")}


def test_a_retreat_step_names_the_answer(steps: dict[str, Step]) -> None:
    step = steps["threat"]
    assert isinstance(step.event, Retreated)
    renderer = drawn(step)
    assert title(renderer) == (f"B answers the threat: retreat to "
                               f"{BOARD.name(step.event.die.square)}")


def test_a_threat_that_cannot_be_answered_leaves_ghosts() -> None:
    # A2 on b3 (north face 3) rolls west then south onto a2: the west tip keeps the north
    # face north, the south tip brings it up, so A shows 3 next to B3 in the corner a1: a
    # tie. B3 cannot move (a2 and b1 are taken, it moves 3 squares from a corner), and B's
    # die on o15 cannot reach a2, so B3 leaves as B's turn begins (ST-5).
    game = cubekit.load("striedies", players=3)
    state = game.parse_state(f"A:b3({code(DIE, 2, north=3)}) B:a1({code(DIE, 3, south=1)}),"
                             f"o15({one()}) C:b1({one()}) A")
    step = step_of(state.explain("b3W1S"), ThreatLost)
    assert isinstance(step.event, ThreatLost)
    assert tuple(die.square for die in step.event.leaving) == (sq("a1"),)
    renderer = drawn(step)
    assert set(pips_per_square(renderer, ghosts=True)) <= {sq("a1")}
    ghosts = ring_squares(renderer.ghosts.collection)
    assert ghosts == {sq("a1")}
    assert "B cannot answer" in title(renderer)


def test_pass_frames_the_stuck_players_dice(steps: dict[str, Step]) -> None:
    step = steps["pass"]
    renderer = drawn(step)
    framed = {tuple(int(v) for v in np.min(p.vertices, axis=0).round())
              for p in renderer.highlights.collection.get_paths()}
    assert framed == {sq("a1")}
    assert title(renderer) == ("Player A has no legal move and passes (not in the rulebook: "
                               "default ST-6)")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("model", [DIE, LEFT_DIE], ids=["right", "left"])
def test_every_step_kind_renders(players: int, model: CubeModel[int]) -> None:
    found = steps_by_kind(players, model)
    assert set(found) == {"tip", "fight", "tie", "threat", "out", "win", "pass", "turn_limit"}
    views: dict[Any, BoardView] = {}
    for kind, step in found.items():
        game = step.state.game
        view = views.setdefault(game, BoardView(game, dpi=40))
        renderer = view.renderer
        assert isinstance(renderer, Renderer)
        view.draw(step.state)
        plain = title(renderer)
        view.draw(step)
        assert view.png().startswith(b"\x89PNG"), kind
        words = title(renderer)
        assert words, kind
        if kind in ("tip", "fight", "tie", "threat", "pass", "out"):
            assert words != plain, kind
    assert png_bytes(found["fight"], dpi=30).startswith(b"\x89PNG")


def test_win_and_turn_limit_titles(steps: dict[str, Step]) -> None:
    assert title(drawn(steps["win"])) == tr("render.wins", "en", player="A")
    limit = title(drawn(steps["turn_limit"]))
    assert limit == tr("st.render.turn_limit", "en", limit=1)
    assert "ST-7" in limit


# --- the preview of a die ----------------------------------------------------------------------
def test_a_highlighted_die_previews_its_targets_with_their_faces() -> None:
    game = cubekit.load("striedies")
    state = game.initial_state().play("b1N").play("n15W")
    die = state.die("b2")
    assert die is not None and die.top == 3
    # every path of 3 squares from b2, straight or with one turn, worked out with the core
    # orientation; the start squares a1, a2 are taken, and so is no other square near b2
    expected: dict[Square, set[int]] = {}
    for first in Direction:
        legs = [[first] * 3] + [[first] * k + [turn] * (3 - k) for k in (1, 2)
                                for turn in (first.clockwise, first.counterclockwise)]
        for dirs in legs:
            square, ok = sq("b2"), True
            for d in dirs:
                square = d.step(square)
                ok = ok and square in BOARD and state.die(square) is None
            if ok:
                expected.setdefault(square, set()).add(expected_faces(die.orientation,
                                                                      dirs)[-1])
    view = BoardView(game)
    view.draw(state, highlight=["b2"])
    renderer = view.renderer
    assert isinstance(renderer, Renderer)
    shown = {(int(np.floor(x)), int(np.floor(y))): text
             for x, y, text, _ in texts(renderer.target_texts)}
    assert shown == {s: "/".join(str(f) for f in sorted(faces))
                     for s, faces in expected.items()}
    assert view.picture is not None and scene_of(view.picture).selected == sq("b2")
    assert "b2" in title(renderer)
    # another player's die, or two dice, are no preview
    for highlight in (["n15"], ["b2", "a1"]):
        view.draw(state, highlight=highlight)
        assert texts(renderer.target_texts) == []


# --- the frame: views, languages, axes, GIFs ---------------------------------------------------
def test_view_reuses_its_figure_and_follows_the_state() -> None:
    game = cubekit.load("striedies", players=4)
    start = game.initial_state()
    after = start.play(start.legal_moves()[0])
    view = BoardView(game)
    figure = view.figure
    view.draw(start)
    first = view.rgba()
    artists = len(figure.axes[0].get_children())
    view.draw(after)
    assert view.figure is figure and len(figure.axes[0].get_children()) == artists
    assert not np.array_equal(first, view.rgba())
    view.draw(game.parse_state(start.to_text()))
    assert np.array_equal(view.rgba(), first)
    for square in ((0, 0), (7, 7), (14, 14), (3, 11)):
        assert view.square_at(*view.square_center(square)) == square
    assert view.square_at(1, 1) is None


def test_picture_fits_a_notebook_cell_and_cells_are_big_enough() -> None:
    view = BoardView(cubekit.load("striedies"))
    width, height = view.size_px
    # about 7-8 inches wide at the default 100 dpi, the board 15 cells of 0.46 inches
    assert 700 <= width <= 800 and height < 950
    cell = view.square_center("b1")[0] - view.square_center("a1")[0]
    assert cell >= 44


def test_german_changes_the_title_and_the_key(steps: dict[str, Step]) -> None:
    english, german = drawn(steps["fight"], language="en"), drawn(steps["fight"],
                                                                  language="de")
    assert title(german).startswith("Kampf A gegen B") and title(english).startswith("Fight")
    assert german.panel is not None
    keys = [t for _, _, t, _ in texts(german.panel.key_texts)]
    assert tr("st.render.key.ghost", "de") in keys and "fliegt vom Brett" in keys
    assert "Würfel auf dem Brett" in subtitle(german)


def test_options_render_into_axes_and_wrong_input() -> None:
    from matplotlib.figure import Figure

    state = cubekit.load("striedies", players=3).initial_state()
    figure = Figure(figsize=(7, 8))
    ax = figure.add_axes((0.1, 0.15, 0.8, 0.75))
    assert render(state, ax=ax) is figure
    bare = BoardView(state.game, legend=False, status=False, labels=False)
    assert bare.renderer.status_line is None
    assert bare.size_px[1] < BoardView(state.game).size_px[1]
    with pytest.raises(TypeError, match="unknown picture option"):
        BoardView(state.game, pips=False)
    chain = cubekit.load("chain_reaction", width=3, height=3).initial_state()
    with pytest.raises(ValueError):
        BoardView(state.game).draw(chain)


def test_gif_of_a_replay(steps: dict[str, Step]) -> None:
    fight = fight_position()
    frames = [fight, *fight.explain("c1N").steps]
    buffer = io.BytesIO()
    save_gif(frames, buffer, seconds_per_frame=0.5, dpi=40)
    image = Image.open(io.BytesIO(buffer.getvalue()))
    assert image.n_frames == len(frames)           # every frame differs from the one before
