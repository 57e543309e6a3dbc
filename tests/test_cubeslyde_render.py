"""Cubeslyde pictures: cubes as numbered tiles in distinct styles, the side panel, every step
kind (ghost of a cube pushed off, winning line, neutral cubes), BoardView redraws, languages.

Positions are built with the engine from the notation; expected values are worked out from
the rules (comments say how), never copied from the output.
"""

from __future__ import annotations

import io
import random
from typing import Any

import numpy as np
import pytest
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgb
from matplotlib.figure import Figure
from matplotlib.text import Text
from PIL import Image

import cubekit
from cubekit.core.events import Event
from cubekit.core.game import State, Step
from cubekit.core.i18n import join_names, tr
from cubekit.games.cubeslyde import WHITE, words
from cubekit.games.cubeslyde.events import (
    EVENTS,
    Eliminated,
    Fell,
    LastPlayer,
    LineCompleted,
    NoActionLost,
    NoActionOut,
    OutOfCubes,
    Passed,
    Placed,
    Pushed,
    TeamEliminated,
    TurnLimitReached,
)
from cubekit.render import BoardView, png_bytes, render, renderer_for
from cubekit.render.palette import CELL_BG, PLAYER_COLOURS

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def load(**options: Any) -> Any:
    options.setdefault("start_player", 0)
    return cubekit.load("cubeslyde", **options)


# The rulebook's example (two players, expert): A's group b4-d4 (1+2+3 = 6) pushes east
# against B4 and W2 (defence 4+2 = 6), a tie push; W2 stands on f4 and falls off.
RULEBOOK = ("W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A stage:1B "
            "hand:A456,B12356")
# Three players, beginner: A1 on e1 pushes B1 on f1 (1 vs 1, a tie) off the board; B has
# lost two already, so B is out and its cube on b4 turns neutral.
THREE = "W1..C1.W1/...C1.W1/.B1..../W1....W1/.A1A1.../W1.C1.A1B1 A lost:B11"
# Four players in teams, beginner: the same push on e1-f1 takes B's last cube (B is out,
# CS-11), or - with D already down to three lost - B's third, so team A+C wins.
TEAMS = "C1....D1/..A1.../D1....C1/A1...../..C1.D1./....A1B1 A "
# Two players, beginner: B's four cubes sit in the corners, each walled in by two cubes
# in a row along both edges (defence 2 > strength 1), so after A's move B has no action.
WALL = ("B1W1A1W1W1B1/W1....W1/W1..A1.A1/A1.A1..W1/W1....W1/B1W1W1A1W1B1 A stage:2 "
        "lost:B11")


# Four players, expert, no_move="lose": A's four cubes sit in the corners, each walled in by
# stronger cubes; once D has placed, A (next) has no legal action and is out (CS-9 option).
STUCK = ("A3C5..B5A4/C6....B6/....../....../C4....D6/A1B4..D5A2 D stage:1B "
         "hand:B123,C123,D1234 lost:A56")


def steps_of_every_kind() -> dict[type[Event], Step]:
    """One real step of every kind of event the engine explains."""
    found: dict[type[Event], Step] = {}

    def add(transition: Any) -> None:
        for step in transition:
            found.setdefault(type(step.event), step)

    add(load(players=2).parse_state(RULEBOOK).explain("b4-d4>E"))            # push, fall
    add(load(players=2).initial_state().explain("W2@c4"))                   # place
    add(load(players=3, level="beginner").parse_state(THREE).explain("e1>E"))  # eliminate
    add(load(players=3, level="beginner").parse_state(THREE + ",C111 out:C").explain("e1>E"))
    add(load(players=4, level="beginner", teams=True).parse_state(
        TEAMS + "lost:B11111").explain("e1>E"))                               # out
    add(load(players=2, level="beginner").parse_state(
        "W1W1W1W1W1W1/W1W1W1W1W1W1/....../....../....../A1A1A1... A").explain("1@d1"))
    stuck = load(players=2, level="beginner").parse_state(WALL).play("c3>E")
    add(stuck.explain("pass"))
    add(load(players=2, level="beginner", no_move="lose").parse_state(WALL).explain("c3>E"))
    add(load(players=2, turn_limit=1).initial_state().explain("W1@a1"))       # turn_limit
    add(load(players=4, level="beginner", teams=True).parse_state(
        TEAMS + "lost:B11,D111").explain("e1>E"))                             # team wins
    add(load(players=4, no_move="lose").parse_state(STUCK).explain("1@c3"))   # out, stuck
    return found


KINDS = list(EVENTS)


def decode(data: bytes) -> Image.Image:
    assert data[:8] == PNG_MAGIC
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def texts(figure: Figure) -> list[str]:
    return [t.get_text() for t in figure.findobj(Text) if t.get_visible() and t.get_text()]


def centre(path: Any) -> np.ndarray:
    """The middle of a drawn outline (the centre of its bounding box)."""
    return (path.vertices.min(axis=0) + path.vertices.max(axis=0)) / 2


def tile_squares(collection: Any) -> list[tuple[int, int]]:
    """The square under the middle of every tile of a collection (as drawn)."""
    if not collection.get_visible():
        return []
    return [(int(x), int(y)) for x, y in (centre(path) for path in collection.get_paths())]


def shows(glyphs: Any, x: float, y: float, text: str) -> bool:
    """Whether the glyph collection draws ``text`` at (x, y) (compared as outlines)."""
    if not glyphs.collection.get_visible():
        return False
    wanted = glyphs.path(text).vertices
    for (gx, gy), path in zip(glyphs.collection.get_offsets(), glyphs.collection.get_paths(),
                              strict=True):
        if (abs(gx - x) < 1e-9 and abs(gy - y) < 1e-9
                and path.vertices.shape == wanted.shape and np.allclose(path.vertices, wanted)):
            return True
    return False


def random_state(game: Any, stage: str, seed: int = 3) -> State:
    """A seeded random game played until it reaches ``stage``."""
    rng = random.Random(seed)
    state = game.initial_state()
    while state.stage != stage:
        assert not state.is_over, "the random game ended before the stage"
        state = state.play(rng.choice(state.legal_moves()))
    return state


# --- states of every stage and player count ------------------------------------------------
@pytest.mark.parametrize(("players", "teams", "stage"), [
    (2, False, "1A"), (2, False, "1B"), (2, False, "2"), (3, False, "1A"), (3, False, "2"),
    (4, False, "1B"), (4, False, "2"), (4, True, "1B"), (4, True, "2")])
def test_states_of_every_stage_and_player_count(players: int, teams: bool, stage: str) -> None:
    game = load(players=players, teams=teams, level="intermediate")
    state = random_state(game, stage, seed=players + 10 * teams)
    view = BoardView(game)
    view.draw(state)
    image = decode(view.png())
    assert image.size == view.size_px
    assert 5.0 <= image.size[0] / view.figure.dpi <= 6.2     # a notebook cell
    renderer: Any = view.renderer
    # the panel has one block per player, plus the whites when the game has any (CS-1)
    owners = list(range(players)) + ([WHITE] if players < 4 else [])
    assert renderer.panel.owners == owners
    assert shows(renderer.panel.heading, *renderer.panel.stage_at,
                 tr("cs.render.stage", "en", stage=stage))
    # title: whose turn; the line below it: the stage
    title, note = texts(view.figure)[:2]
    assert title == tr("render.to_move", "en", player=game.player_name(state.to_move))
    assert note.startswith(f"Stage {stage}")
    # every cube on the board is one tile
    drawn = tile_squares(renderer.tiles.collection) + tile_squares(renderer.neutral.collection)
    assert sorted(drawn) == sorted(state.cubes())


def test_panel_shows_hands_lost_cubes_and_counts() -> None:
    game = load(players=3, level="beginner")
    state = game.parse_state(THREE)
    view = BoardView(game)
    view.draw(state)
    panel: Any = view.renderer.panel
    # hands by the rules: each set of 6 minus the board minus the lost ones
    hands = {0: 3, 1: 2, 2: 3, WHITE: 0}
    lost = {0: 0, 1: 2, 2: 0, WHITE: 0}
    for owner in panel.owners:
        assert len(state.hand(owner)) == hands[owner]
        assert len(state.lost(owner)) == lost[owner]
    tiles = len(panel.tiles.collection.get_paths())
    badges = len(panel.owners)
    assert tiles == badges + sum(hands.values()) + sum(lost.values())
    assert len(panel.crosses.get_segments()) == 2 * sum(lost.values())   # lost: crossed out
    block = panel.owners.index(1)
    assert shows(panel.right, *panel.lost_at[block], tr("cs.render.lost", "en", lost=2))
    # A is to move: boxed and labelled; nobody else is
    assert [box.get_visible() for box in panel.boxes] == [True, False, False, False]
    assert shows(panel.bold, *panel.status_at[0], tr("cs.render.to_move", "en"))
    # once B is out, its block says so and a fourth cube shows up crossed out
    after = state.play("e1>E")
    assert after.is_out(1)
    view.draw(after)
    assert shows(panel.plain, *panel.status_at[block], tr("render.out", "en"))
    assert shows(panel.right, *panel.lost_at[block], tr("cs.render.lost", "en", lost=3))
    assert len(panel.crosses.get_segments()) == 2 * 3


# --- cube styles -----------------------------------------------------------------------------
def test_player_white_and_neutral_cubes_are_drawn_distinctly() -> None:
    game = load(players=3, level="beginner")
    state = game.parse_state(THREE).play("e1>E")    # B is out: its cube on b4 is neutral
    view = BoardView(game)
    view.draw(state)
    renderer: Any = view.renderer
    cubes = state.cubes()
    neutral = sorted(sq for sq, cube in cubes.items() if cube.neutral and not cube.is_white)
    assert neutral == [(1, 3)]
    assert tile_squares(renderer.neutral.collection) == neutral
    assert renderer.neutral.collection.get_hatch() and not renderer.tiles.collection.get_hatch()
    faces = renderer.tiles.collection.get_facecolors()[:, :3]
    seen: dict[str, set[tuple[float, ...]]] = {"player": set(), "white": set()}
    for square, face in zip(tile_squares(renderer.tiles.collection), faces, strict=True):
        cube = cubes[square]
        if cube.is_white:
            assert np.allclose(face, (1, 1, 1))
            seen["white"].add(tuple(face))
        else:
            assert np.allclose(face, to_rgb(PLAYER_COLOURS[cube.owner]))
            seen["player"].add(tuple(face))
    neutral_face = tuple(renderer.neutral.collection.get_facecolors()[0, :3])
    assert seen["white"] and seen["player"]
    assert neutral_face not in seen["white"] | seen["player"]
    # and in the image: a point inside each tile, clear of its number and letter
    pixels = np.asarray(view.image()).astype(int)
    height = view.size_px[1]
    for square, cube in cubes.items():
        x, y = renderer.ax.transData.transform((square[0] + 0.78, square[1] + 0.2))
        colour = pixels[int(height - y), int(x)]
        if cube.is_white:
            assert colour.min() >= 250, (square, colour)
        elif not cube.neutral:
            expected = np.array(to_rgb(PLAYER_COLOURS[cube.owner])) * 255
            assert np.abs(colour - expected).max() <= 3, (square, colour)


def test_numbers_and_letters_match_the_cubes() -> None:
    game = load(players=2)
    state = game.parse_state(RULEBOOK)
    view = BoardView(game)
    view.draw(state)
    renderer: Any = view.renderer
    left, top = renderer.corner
    cubes = state.cubes()
    # twelve whites, A1 A2 A3 and B4
    assert len(renderer.numbers.collection.get_paths()) == len(cubes) == 16
    for (col, row), cube in cubes.items():
        assert shows(renderer.numbers, col + 0.5, row + 0.5, str(cube.strength))
        assert shows(renderer.letters, col + left, row + top, "W" if cube.is_white else
                     "AB"[cube.owner])
    # a different strength is not what the square shows
    assert not shows(renderer.numbers, 3.5, 3.5, "4")      # d4 holds A3
    assert shows(renderer.numbers, 3.5, 3.5, "3")


# --- steps -------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.__name__)
def test_a_step_of_every_kind_renders_with_its_title(kind: type[Event]) -> None:
    step = steps_of_every_kind()[kind]
    data = png_bytes(step)
    assert decode(data).size == BoardView(step.state.game).size_px
    title = texts(render(step))[0]
    # the title is the event's headline, the first clause of the step's text
    expected = {
        Placed: "A places the white blocker W2 on c4",
        Pushed: "A1+A2+A3 on b4-d4 push east",
        Fell: "W2 falls off the board at f4",
        Eliminated: "B has lost three cubes and is out",
        OutOfCubes: "B has no cube left on the board or to place and is out",
        LineCompleted: "A has four in a row from a1 to d1: A wins",
        LastPlayer: "Only A is left: A wins",
        TeamEliminated: "Both colours of team B+D have lost at least three cubes: team A+C "
                        "wins",
        Passed: "B has no legal action and passes",
        NoActionLost: "B is next but has no legal action and loses",
        NoActionOut: "A is next but has no legal action and is out",
        TurnLimitReached: "Turn 1 reaches the turn limit of 1: the game ends in a draw",
    }[kind]
    assert title == expected == words.headline(step.event).text("en")
    assert step.describe("en").startswith(expected)
    assert texts(render(step, language="de"))[0] == words.headline(step.event).text("de")


def test_push_frames_the_group_and_the_line_and_notes_strength_vs_defence() -> None:
    game = load(players=2)
    push, fall = game.parse_state(RULEBOOK).explain("b4-d4>E").steps
    view = BoardView(game)
    view.draw(push)
    renderer: Any = view.renderer
    # after the push the group b4-d4 stands on c4-e4 (bold frames) and the line e4-f4 on
    # f4 (dashed; its W2 fell off)
    assert sorted(tile_squares(renderer.highlights.collection)) == [(2, 3), (3, 3), (4, 3)]
    assert tile_squares(renderer.marks.collection) == [(5, 3)]
    # one arrow per moving cube: three of the group, B4 and the falling W2
    assert len(renderer.arrows.shafts.get_segments()) == 5
    assert texts(view.figure)[1] == (tr("cs.render.strength", "en", strength=6, defence=6)
                                     + " · " + tr("cs.render.tie", "en"))
    # the fall step frames no square: the ghost outside the board is emphasised instead,
    # with the arrow of the white from f4 past the edge (to the off-board g4)
    assert tuple(renderer.step_arrows(fall)) == (((5, 3), (6, 3)),)
    view.draw(fall)
    assert not renderer.highlights.collection.get_paths()
    assert renderer.ghost.collection.get_linewidth()[0] > 1.2


@pytest.mark.parametrize(("position", "move", "side"), [
    (RULEBOOK, "b4-d4>E", "east"),
    # the group b3-c3 (1+2 = 3) pushes W3 on a3 (defence 3, a tie) off the west edge
    (".....A3/....../....../W3A1A2.../....../W1W1W2W2W4W4 A lost:W35566", "b3-c3>W",
     "west")])
def test_a_cube_pushed_off_leaves_the_board_as_a_ghost(position: str, move: str,
                                                       side: str) -> None:
    game = load(players=2)
    state = game.parse_state(position)
    for step in state.explain(move):
        if not isinstance(step.event, (Pushed, Fell)):
            continue
        view = BoardView(game)
        view.draw(step)
        renderer: Any = view.renderer
        edge, beyond = renderer.step_arrows(step)[0]
        assert not (0 <= beyond[0] < 6)                       # the engine's arrow leaves
        tips = [verts[0] for verts in (p.vertices for p in renderer.arrows.heads.get_paths())]
        ghost = centre(renderer.ghost.collection.get_paths()[0])
        if side == "east":
            assert max(tip[0] for tip in tips) > 6 and ghost[0] > 6
        else:
            assert min(tip[0] for tip in tips) < 0 and ghost[0] < 0
            # the ghost takes the place of its rank's label
            assert len(renderer.grid.ranks.collection.get_paths()) == 5
        assert abs(ghost[1] - (edge[1] + 0.5)) < 1e-9          # on the edge square's rank
        assert not renderer.arrows.shafts.get_clip_on()       # drawn beyond the axes
        assert renderer.ghost_badge.collection.get_visible()  # crossed out
        cube = step.event.fallen_cube if isinstance(step.event, Pushed) else step.event.cube
        assert cube is not None
        assert shows(renderer.ghost_numbers, *ghost, str(cube.strength))
        view.draw(step.state)                                 # the plain position: no ghost
        assert not renderer.ghost.collection.get_visible()
        assert len(renderer.grid.ranks.collection.get_paths()) == 6


def test_eliminated_players_cubes_turn_neutral_and_are_framed() -> None:
    steps = steps_of_every_kind()
    step = steps[Eliminated]
    view = BoardView(step.state.game)
    view.draw(step)
    renderer: Any = view.renderer
    assert isinstance(step.event, Eliminated)
    assert sorted(step.event.neutral) == [(1, 3)]            # B's cube on b4
    assert tile_squares(renderer.highlights.collection) == [(1, 3)]
    assert tile_squares(renderer.neutral.collection) == [(1, 3)]
    assert texts(view.figure)[1] == tr("cs.render.now_neutral", "en", cubes="B1")
    win = steps[LastPlayer]
    view.draw(win)
    assert texts(view.figure)[1] == tr("cs.render.others_out", "en",
                                       players=join_names(["B", "C"], "en"))


def test_four_in_a_row_is_framed_and_struck_through() -> None:
    step = steps_of_every_kind()[LineCompleted]
    view = BoardView(step.state.game)
    view.draw(step)
    renderer: Any = view.renderer
    run = [(0, 0), (1, 0), (2, 0), (3, 0)]                 # a1-d1 after placing on d1
    assert sorted(tile_squares(renderer.highlights.collection)) == run
    assert renderer.strike.get_visible()
    (start, end), = renderer.strike.get_segments()
    assert tuple(start) == (0.5, 0.5) and tuple(end) == (3.5, 0.5)
    # the finished position shows the line too, without the step
    view.draw(step.state)
    assert renderer.strike.get_visible()
    view.draw(step.state.game.initial_state())
    assert not renderer.strike.get_visible()


# --- BoardView ---------------------------------------------------------------------------------
def test_board_view_reuses_its_figure_and_redraws_faithfully() -> None:
    game = load(players=2)
    state = game.parse_state(RULEBOOK)
    transition = state.explain("b4-d4>E")
    view = BoardView(game)
    figure = view.figure
    view.draw(state)
    first = view.png()
    artists = len(figure.findobj())
    view.draw(transition.after)
    assert view.png() != first
    for step in [*transition, *steps_of_every_kind()[Placed].state.explain("W3@d4")]:
        view.draw(step)
        view.png()
    assert view.figure is figure
    assert len(figure.findobj()) == artists                 # no artists pile up
    view.draw(game.parse_state(state.to_text()))            # an equal state, rebuilt
    assert view.png() == first
    fresh = BoardView(game)
    fresh.draw(state)
    assert fresh.png() == first


def test_square_at_maps_every_square_centre() -> None:
    game = load(players=2)
    view = BoardView(game)
    view.draw(game.initial_state())
    pixels = np.asarray(view.image()).astype(int)
    mask = np.all(np.abs(pixels - np.array(to_rgb(CELL_BG)) * 255) <= 1, axis=2)
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    left, top, right, bottom = cols[0], rows[0], cols[-1], rows[-1]
    cell_w, cell_h = (right - left + 1) / 6, (bottom - top + 1) / 6
    assert abs(cell_w - cell_h) <= 1.5
    for col in range(6):
        for row in range(6):
            x, y = left + (col + 0.5) * cell_w, top + (5 - row + 0.5) * cell_h
            assert view.square_at(x, y) == (col, row)
            cx, cy = view.square_center((col, row))
            assert abs(cx - x) <= 1.5 and abs(cy - y) <= 1.5
    # the panel and the margins are no squares
    width = view.size_px[0]
    for x, y in [(right + 30, (top + bottom) / 2), (width - 5, top + 5), (left - 20, top),
                 ((left + right) / 2, bottom + 20)]:
        assert view.square_at(x, y) is None


# --- options and languages ---------------------------------------------------------------------
def test_german_changes_the_title_and_the_panel() -> None:
    game = load(players=2)
    state = game.parse_state(RULEBOOK)
    push = state.explain("b4-d4>E").steps[0]
    english, german = texts(render(push, language="en")), texts(render(push, language="de"))
    assert german[0] == "A1+A2+A3 auf b4-d4 schieben nach Osten"
    assert german[0] != english[0] and german[1] != english[1]
    view = BoardView(game, language="de")
    view.draw(state)
    panel: Any = view.renderer.panel
    assert shows(panel.heading, *panel.stage_at, "Phase 1B")
    assert shows(panel.bold, *panel.status_at[0], tr("cs.render.to_move", "de"))
    before = view.png()
    view.language = "en"
    view.redraw()
    assert view.png() != before
    assert shows(panel.heading, *panel.stage_at, "Stage 1B")


def test_every_cubeslyde_render_message_exists_in_both_languages() -> None:
    from cubekit.core.i18n import keys, template

    ours = [key for key in keys() if key.startswith("cs.render.")]
    assert len(ours) >= 30
    for key in ours:
        assert template(key, "en") != template(key, "de"), key


def test_options_labels_panel_and_title() -> None:
    game = load(players=2)
    state = game.parse_state(RULEBOOK)
    full = BoardView(game)
    full.draw(state)
    bare = BoardView(game, labels=False)
    bare.draw(state)
    assert full.renderer.grid.files is not None and bare.renderer.grid.files is None
    assert bare.size_px == full.size_px and bare.png() != full.png()
    no_panel = BoardView(game, legend=False, status=False)
    no_panel.draw(state)
    renderer: Any = no_panel.renderer
    assert renderer.panel is None and not texts(no_panel.figure)
    assert no_panel.size_px[0] < full.size_px[0] - 150       # the panel is ~1.8 inches
    with pytest.raises(TypeError, match="legend"):
        BoardView(game, legnd=False)
    with pytest.raises(ValueError, match="not for"):
        BoardView(game).draw(cubekit.load("chain_reaction").initial_state())


def test_render_into_given_axes_keeps_the_panel_inside() -> None:
    game = load(players=4, teams=True)
    state = game.initial_state()
    figure = Figure(figsize=(12, 4.5), dpi=80)
    canvas = FigureCanvasAgg(figure)
    axes = figure.subplots(1, 2)
    boxes = [ax.get_window_extent().frozen() for ax in axes]
    assert render(state, axes[0]) is figure
    renderer: Any = renderer_for(game, labels=False)
    renderer.setup(axes[1])
    renderer.update(state.explain("1@c3").steps[0])
    canvas.draw()
    for ax in axes:
        assert isinstance(ax, Axes)
        assert ax.get_xlim() == (0, 6) and ax.get_ylim() == (0, 6)
    # board, the room around it and the panel all fit in the box the caller gave
    box = boxes[1]
    board = axes[1].get_window_extent()
    room_px = renderer.room * figure.dpi
    assert board.x0 - room_px >= box.x0 - 1
    tiles = renderer.panel.tiles.collection
    right = max(tiles.get_transform().transform(path.vertices)[:, 0].max()
                for path in tiles.get_paths())
    assert board.x1 < right <= box.x1 + 1


@pytest.mark.parametrize("language", ["en", "de"])
def test_panel_labels_never_run_into_the_lost_count(language: str) -> None:
    game = load(players=3)
    view = BoardView(game, language=language)
    panel: Any = view.renderer.panel

    def width(glyphs: Any, text: str) -> float:     # inches at the glyphs' font size
        box = glyphs.path(text).get_extents()
        return float((box.x1 - box.x0) * np.sqrt(glyphs.collection.get_sizes()[0]) / 72)

    widest_status = max(
        [width(panel.bold, tr(key, language))
         for key in ("cs.render.to_move", "cs.render.moving", "cs.render.wins")]
        + [width(panel.plain, tr(key, language)) for key in ("render.out", "cs.render.white")])
    widest_count = max(width(panel.right, tr("cs.render.lost", language, lost=3)),
                       width(panel.right, tr("cs.render.lost_white", language, lost=12)))
    (start, _), (end, _) = panel.status_at[0], panel.lost_at[0]
    assert start + widest_status + 0.06 <= end - widest_count
