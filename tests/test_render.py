"""The matplotlib pictures: rendering States and Steps, BoardView redraws, pixels to squares,
PNG and GIF export, languages, and that ``import cubekit`` stays free of matplotlib."""

from __future__ import annotations

import io
import random
import subprocess
import sys
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
from cubekit.core.events import Started
from cubekit.core.game import State, Step, Transition
from cubekit.core.i18n import tr
from cubekit.core.replay import Replay
from cubekit.games.chain_reaction.events import Endless, NoCell, Placed, Wave, Won
from cubekit.render import BoardView, png_bytes, render, save_gif, save_png
from cubekit.render.palette import CELL_BG, PLAYER_COLOURS

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def chain(**options: Any) -> Any:
    return cubekit.load("chain_reaction", **options)


def random_position(game: Any, moves: int, seed: int) -> State:
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(moves):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return state


def long_cascade(game: Any, seed: int = 0, waves: int = 3) -> Transition:
    """The first move of a seeded random game whose cascade has ``waves`` waves or more,
    several cells bursting in one of them and at least one capture."""
    rng = random.Random(seed)
    state = game.initial_state()
    while not state.is_over:
        for move in state.legal_moves():
            transition = state.explain(move)
            wave_steps = [s.event for s in transition if isinstance(s.event, Wave)]
            if (len(wave_steps) >= waves and any(len(w.bursts) >= 2 for w in wave_steps)
                    and any(w.captures for w in wave_steps)):
                return transition
        state = state.play(rng.choice(state.legal_moves()))
    raise AssertionError("no long cascade found")  # pragma: no cover


def steps_of_every_kind() -> dict[str, Step]:
    """One real step of each kind the engine explains, from positions built for it."""
    found: dict[str, Step] = {}
    game = chain(width=3, height=3)
    replay = Replay(game.initial_state(), ("a1", "c3"))
    found["start"] = replay.steps()[0]
    # A's burst on a1 captures B's only marble: a place step, then a winning wave (CR-4)
    two = chain(width=2, height=2).parse_state("2x2 1B./1A. A").explain("a1")
    found["place"], found["wave"] = two.steps
    # three players, every cell taken: C cannot place and is out
    three = chain(width=3, height=3, players=3).parse_state(
        "3x3 1A1B1A/1B1B1A/1A1B1A B moved:AB").explain("b2")
    found["out"] = three.steps[-1]
    # without stop-on-win the game is judged once the cascade settles
    settle = chain(width=3, height=3, stop_on_win=False).parse_state(
        "3x3 .../1B../1A.. A").explain("a1")
    found["win"] = settle.steps[-1]
    endless = chain(width=2, height=2, stop_on_win=False).parse_state(
        "2x2 1A./1A1B B").explain("b1")
    found["endless"] = endless.steps[-1]
    kinds = {"start": Started, "place": Placed, "wave": Wave, "out": NoCell, "win": Won,
             "endless": Endless}
    for kind, step in found.items():
        assert isinstance(step.event, kinds[kind])
    return found


def decode(data: bytes) -> Image.Image:
    assert data[:8] == PNG_MAGIC
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def texts(figure: Figure) -> list[str]:
    return [t.get_text() for t in figure.findobj(Text) if t.get_visible() and t.get_text()]


# --- render() -------------------------------------------------------------------------------
def test_render_state_and_step_return_figures() -> None:
    transition = long_cascade(chain(width=6, height=6))
    for item in (transition.before, transition.after, *transition.steps):
        figure = render(item)
        assert isinstance(figure, Figure)
        assert isinstance(figure.canvas, FigureCanvasAgg)


@pytest.mark.parametrize("kind", ["start", "place", "wave", "out", "win", "endless"])
def test_render_every_step_kind(kind: str) -> None:
    step = steps_of_every_kind()[kind]
    data = png_bytes(step)
    assert decode(data).size == BoardView(step.state.game).size_px
    # the title tells what the step is about, in words from the catalogue
    title = texts(render(step))[0]
    state: Any = step.state
    player = state.game.player_name(state.to_move)
    expected = {
        "start": tr("render.to_move", "en", player=player),
        "place": "A places a marble on a1",
        "wave": "Wave 1 of A's cascade: A wins",
        "out": "C is out",
        "win": "A wins",
        "endless": "The cascade never settles: no result",
    }[kind]
    assert title == expected


def test_every_step_of_a_real_cascade_draws_its_highlights_and_arrows() -> None:
    game = chain(width=6, height=6)
    transition = long_cascade(game)
    view = BoardView(game)
    renderer: Any = view.renderer
    for step in transition:
        view.draw(step)
        decode(view.png())
        assert len(renderer.highlights.collection.get_paths()) == len(step.highlight)
        pairs = list(renderer.step_arrows(step))
        arrows = renderer.arrows.shafts.get_segments() if pairs else []
        assert len(arrows) == len(pairs)
        captured = step.event.captures if isinstance(step.event, Wave) else ()
        assert len(renderer.marks.collection.get_paths()) == len(captured)
        # every arrow of a wave leaves a bursting cell for one of its neighbours
        assert bool(pairs) == isinstance(step.event, Wave)
        for source, target in pairs:
            assert source in step.highlight
            assert abs(source[0] - target[0]) + abs(source[1] - target[1]) == 1


@pytest.mark.parametrize(("width", "height", "players"), [
    (2, 2, 2), (3, 3, 8), (2, 5, 3), (6, 6, 2), (8, 8, 4), (8, 10, 2), (8, 10, 6),
    (26, 3, 2), (26, 2, 5), (5, 4, 7)])
def test_render_boards_and_players(width: int, height: int, players: int) -> None:
    game = chain(width=width, height=height, players=players)
    state = random_position(game, 4 * players + width, seed=width * height + players)
    view = BoardView(game)
    view.draw(state)
    image = decode(view.png())
    assert image.size == view.size_px
    figure_w, figure_h = view.figure.get_size_inches() * view.figure.dpi
    assert image.size == (round(figure_w), round(figure_h))
    # a notebook cell: 3.5-6 inches wide up to 8x10; only very wide boards grow wider
    inches = image.size[0] / view.figure.dpi
    assert 3.5 <= inches <= (6.0 if width <= 8 else 9.0)
    # marbles: dots for 1-3 in a cell, one numbered marble for 4 and more
    renderer: Any = view.renderer
    counts = [state.count(sq) for sq in game.board.squares()]
    dots = renderer.dots.collection
    n_dots = len(dots.get_offsets()) if dots.get_visible() else 0
    assert n_dots == sum(c for c in counts if c <= 3)
    # the key names every player with its marbles
    shown = texts(view.figure)
    for player in range(players):
        label = f"{game.player_name(player)}  "
        assert any(t.startswith(label) for t in shown), (label, shown)


def test_render_into_given_axes() -> None:
    game = chain(width=4, height=4)
    state = random_position(game, 6, seed=1)
    figure = Figure(figsize=(9, 4))
    FigureCanvasAgg(figure)
    left, right = figure.subplots(1, 2)
    assert render(state, left) is figure
    assert render(state.explain(state.legal_moves()[0]).steps[0], right, labels=False) is figure
    for ax in (left, right):
        assert isinstance(ax, Axes)
        assert ax.get_xlim() == (0, 4) and ax.get_ylim() == (0, 4)
    figure.canvas.draw()


def test_highlight_and_arrows_by_name_override_the_step() -> None:
    game = chain(width=4, height=4)
    view = BoardView(game)
    renderer: Any = view.renderer
    view.draw(game.initial_state(), highlight=["a1", "d4"], arrows=[("a1", "b1")])
    assert len(renderer.highlights.collection.get_paths()) == 2
    assert len(renderer.arrows.shafts.get_segments()) == 1
    with pytest.raises(ValueError, match="off the 4x4 board"):
        view.draw(game.initial_state(), highlight=["e5"])


def test_bad_input_is_explained() -> None:
    game = chain(width=4, height=4)
    with pytest.raises(TypeError, match="State or a Step"):
        render("4x4 ..../..../..../.... A")
    with pytest.raises(TypeError, match="capacity"):
        BoardView(game, capacty=True)
    with pytest.raises(ValueError, match="language"):
        BoardView(game, language="fr")
    with pytest.raises(ValueError, match="not for"):
        BoardView(game).draw(chain(width=5, height=4).initial_state())
    with pytest.raises(ValueError, match="at least one"):
        save_gif([], io.BytesIO())


def test_capacity_hints_mark_cells_one_short_of_bursting() -> None:
    game = chain(width=4, height=4)
    state = game.parse_state("4x4 1A.../..2A./.1B../1A... B")
    # a1 (corner, capacity 2) holds 1, c3 (inside, capacity 4) holds 2 -> only a1 and a4
    critical = [sq for sq in game.board.squares()
                if state.owner(sq) is not None and state.count(sq) == game.capacity(sq) - 1]
    assert sorted(critical) == [(0, 0), (0, 3)]
    view = BoardView(game, capacity=True)
    view.draw(state)
    renderer: Any = view.renderer
    assert len(renderer.badges.collection.get_offsets()) == len(critical)
    assert len(renderer.capacities.collection.get_paths()) == 16
    plain = BoardView(game)
    plain.draw(state)
    assert plain.png() != view.png()


# --- PNG ------------------------------------------------------------------------------------
def test_png_bytes_and_repr_png(tmp_path: Any) -> None:
    game = chain(width=8, height=10)
    state = random_position(game, 30, seed=2)
    data = png_bytes(state, dpi=80)
    image = decode(data)
    view = BoardView(game, dpi=80)
    assert image.size == view.size_px
    big = decode(png_bytes(state, dpi=160))
    assert abs(big.size[0] - 2 * image.size[0]) <= 1 and abs(big.size[1] - 2 * image.size[1]) <= 1
    assert decode(state._repr_png_()).size == BoardView(game).size_px
    path = tmp_path / "board.png"
    save_png(state, path, capacity=True)
    assert decode(path.read_bytes()).size == BoardView(game).size_px


def test_portrait_board_is_taller_than_wide() -> None:
    width, height = BoardView(chain(width=8, height=10)).size_px
    assert height > width
    width, height = BoardView(chain(width=26, height=3)).size_px
    assert width > 2 * height


# --- BoardView ------------------------------------------------------------------------------
def test_board_view_reuses_its_figure_and_redraws_faithfully() -> None:
    game = chain(width=6, height=6)
    transition = long_cascade(game)
    view = BoardView(game)
    figure = view.figure
    view.draw(transition.before)
    first = view.png()
    artists = len(figure.findobj())
    view.draw(transition.after)
    second = view.png()
    assert view.figure is figure
    assert second != first
    for step in transition:
        view.draw(step)
        view.png()
    assert len(figure.findobj()) == artists          # no artists pile up across draws
    # an equal state (here rebuilt from its text) gives exactly the same image
    view.draw(game.parse_state(transition.before.to_text()))
    assert view.png() == first
    fresh = BoardView(game)
    fresh.draw(transition.before)
    assert fresh.png() == first


def board_box(view: BoardView) -> tuple[int, int, int, int]:
    """Left, top, right, bottom pixel (inclusive) of the cells of an empty board, found in
    the image itself: the pixels painted in the cell colour."""
    pixels = np.asarray(view.image())
    mask = np.all(np.abs(pixels.astype(int) - np.array(to_rgb(CELL_BG)) * 255) <= 1, axis=2)
    rows = np.flatnonzero(mask.any(axis=1))
    cols = np.flatnonzero(mask.any(axis=0))
    return int(cols[0]), int(rows[0]), int(cols[-1]), int(rows[-1])


@pytest.mark.parametrize(("width", "height"), [(6, 6), (8, 10), (2, 2)])
def test_square_at_maps_every_square_centre(width: int, height: int) -> None:
    game = chain(width=width, height=height)
    view = BoardView(game)
    view.draw(game.initial_state())
    left, top, right, bottom = board_box(view)
    cell_w = (right - left + 1) / width
    cell_h = (bottom - top + 1) / height
    assert abs(cell_w - cell_h) <= 1.5      # square cells
    for col in range(width):
        for row in range(height):
            x = left + (col + 0.5) * cell_w
            y = top + (height - row - 0.5) * cell_h   # rank 1 at the bottom
            assert view.square_at(x, y) == (col, row)
            cx, cy = view.square_center((col, row))
            assert abs(cx - x) <= 1.5 and abs(cy - y) <= 1.5
    middle_x, middle_y = (left + right) / 2, (top + bottom) / 2
    for x, y in [(left - 4, middle_y), (right + 5, middle_y), (middle_x, top - 4),
                 (middle_x, bottom + 5), (0, 0), (*view.size_px,), (-10, -10)]:
        assert view.square_at(x, y) is None


def test_marble_colour_at_the_square_centre() -> None:
    game = chain(width=6, height=6, players=3)
    state = game.initial_state().play("b2").play("e5").play("c1")
    view = BoardView(game)
    view.draw(state)
    pixels = np.asarray(view.image()).astype(int)
    for name, player in (("b2", 0), ("e5", 1), ("c1", 2)):
        x, y = view.square_center(name)
        colour = pixels[int(y), int(x)]
        expected = np.array(to_rgb(PLAYER_COLOURS[player])) * 255
        assert np.abs(colour - expected).max() <= 3, (name, colour, expected)


# --- GIF ------------------------------------------------------------------------------------
def test_gif_has_one_frame_per_item(tmp_path: Any) -> None:
    game = chain(width=6, height=6)
    transition = long_cascade(game)
    items = [transition.before, *transition.steps]
    path = tmp_path / "cascade.gif"
    save_gif(items, path, seconds_per_frame=0.5)
    with Image.open(path) as gif:
        assert gif.format == "GIF"
        assert gif.n_frames == len(items)
        assert gif.info["duration"] == 500
        assert gif.size == BoardView(game).size_px


# --- languages ------------------------------------------------------------------------------
def test_language_changes_the_title() -> None:
    game = chain(width=4, height=4)
    state = game.initial_state().play("a1")
    english = texts(render(state, language="en"))
    german = texts(render(state, language="de"))
    assert english[0] == tr("render.to_move", "en", player="B")
    assert german[0] == tr("render.to_move", "de", player="B")
    assert english[0] != german[0]
    assert tr("cr.render.marbles", "de") in german
    # the session language is the default
    cubekit.set_language("de")
    assert texts(render(state))[0] == german[0]
    view = BoardView(game, language="en")
    view.draw(state)
    before = view.png()
    view.language = "de"
    view.redraw()
    assert view.png() != before


def test_every_render_message_exists_in_both_languages() -> None:
    from cubekit.core.i18n import keys as message_keys
    from cubekit.core.i18n import template

    render_keys = [k for k in message_keys()
                   if k.startswith(("render.", "cr.render.", "cr.headline.", "cr.title."))]
    assert len(render_keys) >= 10
    for key in render_keys:
        assert template(key, "en") != template(key, "de")


# --- imports --------------------------------------------------------------------------------
def test_import_cubekit_does_not_import_matplotlib() -> None:
    code = ("import cubekit, sys; cubekit.load('chain_reaction').initial_state().play('a1'); "
            "assert 'matplotlib' not in sys.modules, 'matplotlib imported'; "
            "assert 'numpy' not in sys.modules, 'numpy imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_render_does_not_use_pyplot() -> None:
    code = ("import cubekit, sys; from cubekit.render import render, BoardView; "
            "s = cubekit.load('chain_reaction').initial_state(); render(s); "
            "BoardView(s.game).png(); "
            "assert 'matplotlib.pyplot' not in sys.modules, 'pyplot imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_shared_primitives_for_other_games() -> None:
    """Tiles (cubes, dice, blocks) and glyphs draw where they are told, in their colours."""
    from cubekit.render.primitives import Glyphs, Tiles

    figure = Figure(figsize=(3, 3), dpi=100)
    canvas = FigureCanvasAgg(figure)
    ax = figure.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, 3)
    ax.set_ylim(0, 3)
    ax.set_axis_off()
    tiles = Tiles(ax, 0.8)
    tiles.set([(0, 0), (2, 2)], [PLAYER_COLOURS[0], PLAYER_COLOURS[1]])
    glyphs = Glyphs(ax, size=20, weight="bold")
    glyphs.set([(1.5, 1.5, "6", "black")])
    with pytest.raises(ValueError, match="one colour per square"):
        tiles.set([(0, 0)], [])
    canvas.draw()
    pixels = np.asarray(canvas.buffer_rgba())[..., :3].astype(int)

    def at(col: float, row: float) -> np.ndarray:   # data -> pixel (rows from the top)
        return pixels[int(300 - row * 100), int(col * 100)]

    assert np.abs(at(0.5, 0.5) - np.array(to_rgb(PLAYER_COLOURS[0])) * 255).max() <= 2
    assert np.abs(at(2.5, 2.5) - np.array(to_rgb(PLAYER_COLOURS[1])) * 255).max() <= 2
    assert at(0.05, 0.05).min() >= 250          # rounded corner: background shows
    assert at(1.5, 0.5).min() >= 250            # no tile there
    centre = pixels[120:180, 120:180]
    assert (centre.max(axis=2) < 80).sum() > 50  # the dark digit in the middle cell


def test_closed_view_refuses_to_draw() -> None:
    game = chain(width=3, height=3)
    view = BoardView(game)
    view.draw(game.initial_state())
    view.close()
    assert not view.figure.axes
    with pytest.raises(RuntimeError, match="closed"):
        view.draw(game.initial_state())


def test_a_refused_push_on_a_card_is_drawn_crossed_out() -> None:
    # a card about a refused push draws that push in the colour of refusal, crossed out;
    # a move that is played keeps the plain arrows
    from cubekit.render import shared_view
    from cubekit.render.palette import REFUSED

    scenario = cubekit.load("cubeslyde").scenario("fails_by_one")
    item, marks = scenario.picture_marks()
    assert marks["refused"] is True and marks["arrows"]
    view = shared_view(scenario.game, {})
    view.draw(item, **marks)
    arrows = view.renderer.arrows  # type: ignore[attr-defined]
    assert arrows.crosses.get_visible() and len(arrows.crosses.get_segments()) == 2
    assert tuple(arrows.shafts.get_color()[0][:3]) == pytest.approx(to_rgb(REFUSED))
    view.draw(item, highlight=marks["highlight"], arrows=marks["arrows"])
    assert not arrows.crosses.get_visible()
    assert tuple(arrows.shafts.get_color()[0][:3]) != pytest.approx(to_rgb(REFUSED))
