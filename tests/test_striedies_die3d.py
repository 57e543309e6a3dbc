"""The 3D die of Striedies Strategie (cubekit.games.striedies.die3d).

The drawn die is built from geometry only: six faces whose normals are rotated 90 degrees
about the bottom edge for every tip. The tests compare what that geometry (and the pictures
drawn from it) shows with the core's tipping table (Orientation.tip), check that the roll is
a physical one (the die turns about a fixed bottom edge and never sinks into the ground),
drive the DieTipper widget with its buttons, and check the errors for bad input.
"""

from __future__ import annotations

import io
import itertools
import random
import subprocess
import sys

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image, ImageSequence

from cubekit.core.cube import DIE, LEFT_DIE, Orientation
from cubekit.core.grid import Direction
from cubekit.games.striedies.die3d import (
    PIPS,
    DieFrame,
    DieTipper,
    animate_tips,
    die_faces,
    die_orientation,
    draw_die,
    draw_frame,
    tip_frames,
    tip_sequence,
)

N, E, S = Direction.N, Direction.E, Direction.S
# RULES ST-1: 1 on top, 2 facing south, 3 facing east; so 5 north (opposite 2), 4 west.
START = DIE.orientation(top=1, south=2)
LEFT_START = LEFT_DIE.orientation(top=1, south=2)   # the mirror image: 4 east, 3 west


def labels(ax: object, prefix: str) -> list[str]:
    """The labels of the collections of ``ax`` that start with ``prefix`` (e.g. 'face:')."""
    return [c.get_label() for c in ax.collections  # type: ignore[attr-defined]
            if c.get_label().startswith(prefix)]


def drawn_top(ax: object) -> int:
    """The pips of the face drawn flat on top (its collection is labelled 'face:top:<n>')."""
    tops = [int(label.split(":")[2]) for label in labels(ax, "face:top:")]
    assert len(tops) == 1, labels(ax, "face:")
    return tops[0]


def random_tips(rng: random.Random, count: int) -> list[Direction]:
    return [rng.choice(list(Direction)) for _ in range(count)]


# --- geometry against the core ------------------------------------------------------------------

@pytest.mark.parametrize("start", [START, LEFT_START], ids=["right", "left"])
def test_geometry_after_every_tip_equals_the_core(start: Orientation[int]) -> None:
    rng = random.Random(5)
    for _ in range(25):
        tips = random_tips(rng, rng.randint(1, 9))
        frames = tip_frames(start, tips, frames_per_tip=3)
        resting = [f for f in frames if f.resting]
        assert len(resting) == len(tips) + 1
        expected = start
        for number, frame in enumerate(resting):
            if number:
                expected = expected.tip(tips[number - 1])
            # the geometry alone (rotated normals), read back into an orientation
            assert frame.drawn_orientation() == expected
            assert frame.top() == expected.top
            assert frame.orientation == expected
        assert resting[-1].orientation == start.tips(tips)


def test_first_tips_of_the_st1_die_worked_out_by_hand() -> None:
    # 1 up, 2 south, 3 east. Tipping north the south face comes up (2), tipping east the
    # west face (4); north then east: 2 up with 1 north and 3 east, then the west face 4
    # comes up, 1 stays north and the old top 2 goes east: 4/1/2.
    frames = tip_frames("1/5/3", "N", frames_per_tip=2)
    assert frames[-1].top() == 2
    assert tip_frames("1/5/3", "E", frames_per_tip=2)[-1].top() == 4
    assert DIE.format(tip_frames("1/5/3", "NE", frames_per_tip=2)[-1].drawn_orientation()) \
        == "4/1/2"
    # the left-handed die has 4 east and 3 west: tipping east brings 3 up
    assert tip_frames(LEFT_START, "E", frames_per_tip=2)[-1].top() == 3


@pytest.mark.parametrize("start", [START, LEFT_START], ids=["right", "left"])
def test_drawn_pictures_show_the_core_top_after_each_tip(start: Orientation[int]) -> None:
    rng = random.Random(11)
    for _ in range(4):
        tips = random_tips(rng, 5)
        expected = start
        frames = [f for f in tip_frames(start, tips, frames_per_tip=2) if f.resting]
        for frame, direction in zip(frames[1:], tips, strict=True):
            expected = expected.tip(direction)
            assert drawn_top(draw_frame(frame)) == expected.top
        # the static panels of tip_sequence: one per stage, in order
        figure = tip_sequence(start, tips)
        tops = [drawn_top(ax) for ax in figure.axes]
        assert tops == [start.tips(tips[:k]).top for k in range(len(tips) + 1)]


def test_opposite_faces_sum_to_seven_in_the_drawn_model() -> None:
    frames = tip_frames("1/5/3", "NEESWN", frames_per_tip=5)
    assert any(not f.resting for f in frames)
    for frame in frames:
        faces = die_faces(frame)
        assert sorted(face.label for face in faces) == [1, 2, 3, 4, 5, 6]
        pairs = 0
        for a, b in itertools.combinations(faces, 2):
            if np.allclose(np.add(a.normal, b.normal), 0.0, atol=1e-9):
                assert a.label + b.label == 7, (a.label, b.label)
                pairs += 1
        assert pairs == 3
        for face in faces:      # the pips lie in the face plane, inside the face
            assert len(face.pips) == face.label
            middle = np.mean(face.corners, axis=0)
            for pip in face.pips:
                offset = np.subtract(pip, middle)
                assert abs(float(np.dot(offset, face.normal))) < 1e-9
                assert np.max(np.abs(offset)) < 0.5


def test_pip_layouts_are_the_standard_ones() -> None:
    # 1, 3 and 5 have a centre pip, 2, 4 and 6 do not; every layout is symmetric about
    # the centre (a half turn maps it onto itself), and 4 is 5 without its centre.
    for count, pips in PIPS.items():
        assert len(pips) == count == len(set(pips))
        assert ((0.0, 0.0) in pips) == (count % 2 == 1)
        assert {(-u, -v) for u, v in pips} == {(u + 0.0, v + 0.0) for u, v in pips}
    assert set(PIPS[5]) - {(0.0, 0.0)} == set(PIPS[4])


def test_the_drawn_pips_on_each_visible_face_match_its_number() -> None:
    ax = draw_die("6/4/2")           # 6 up, 4 north, 2 east, so 3 south (opposite 4)
    ax.figure.canvas.draw()
    pips = {c.get_label(): len(c.get_paths()) for c in ax.collections
            if c.get_label().startswith("pips:")}
    # the camera looks from the south-south-east: top, south and east faces are visible
    assert pips == {"pips:top:6": 6, "pips:south:3": 3, "pips:east:2": 2}


# --- the roll is physical -----------------------------------------------------------------------

@pytest.mark.parametrize("direction", list(Direction))
def test_mid_roll_turns_about_the_fixed_bottom_edge(direction: Direction) -> None:
    frames = tip_frames("1/5/3", [direction], frames_per_tip=8)
    moving = frames[1:-1]
    assert len(moving) == 7 and all(not f.resting for f in moving)
    angles = [f.angle for f in moving]
    assert all(0.0 < a < 90.0 for a in angles)
    assert angles == sorted(angles) and len(set(angles)) == 7
    assert frames[0].angle == 0.0 and frames[-1].angle == 90.0
    assert frames[-1].square == direction.step((0, 0))
    # the bottom edge on the side it moves to: x or y = 1 (north/east) or 0 (south/west)
    edge_x = 0.5 + direction.dx / 2
    edge_y = 0.5 + direction.dy / 2
    for frame in frames:
        corners = {c for face in die_faces(frame) for c in face.corners}
        rounded = {tuple(round(v, 9) for v in c) for c in corners}
        assert len(rounded) == 8
        assert min(c[2] for c in rounded) >= -1e-9      # never below the ground
        on_edge = [c for c in rounded if abs(c[2]) < 1e-9
                   and (direction.dx == 0 or abs(c[0] - edge_x) < 1e-9)
                   and (direction.dy == 0 or abs(c[1] - edge_y) < 1e-9)]
        assert len(on_edge) == 2, (frame.angle, sorted(rounded))
        # the centre stays half a diagonal from the edge, so it rises mid-roll
        lift = frame.centre[2]
        if frame.resting:
            assert lift == pytest.approx(0.5)
        else:
            assert lift > 0.5 + 1e-6
    # the tilt of the drawn top face is the frame's angle
    for frame in moving:
        normal = next(face.normal for face in die_faces(frame) if face.body_position == "top")
        assert np.degrees(np.arccos(normal[2])) == pytest.approx(frame.angle)
        # ... and it leans in the direction of the tip
        assert normal[0] * direction.dx + normal[1] * direction.dy > 0


def test_frames_carry_the_path_and_a_mid_roll_has_no_orientation() -> None:
    frames = tip_frames("1/5/3", "NE", frames_per_tip=4, square=(3, 3))
    assert [f.tip for f in frames] == [0, 1, 1, 1, 1, 2, 2, 2, 2]
    assert frames[-1].path == ((3, 3), (3, 4), (4, 4))
    middle = frames[2]
    assert middle.orientation is None and middle.square == (3, 3)
    with pytest.raises(ValueError, match="rolling"):
        middle.drawn_orientation()
    ax = draw_frame(middle)
    assert labels(ax, "face:top:") == [] and labels(ax, "face:rolling:")
    assert "1. tip north" in next(t.get_text() for t in ax.texts if t.get_gid() == "caption")


# --- pictures -----------------------------------------------------------------------------------

def test_draw_die_player_colour_labels_and_own_axes() -> None:
    ax = draw_die("1/5/3", player=1, language="de")
    assert ax.name == "3d"
    texts = {t.get_gid(): t.get_text() for t in ax.texts}
    assert texts["caption"] == "1 oben (1/5/3)"
    # German compass: east is O (Ost)
    assert {gid for gid in texts if gid.startswith("compass:")} == {
        "compass:N", "compass:O", "compass:S", "compass:W"}
    faces = [c for c in ax.collections if c.get_label().startswith("inner:top:")]
    # player B's vermillion (Okabe-Ito #D55E00), lit almost fully on top: red dominates
    red, green, blue, _ = faces[0].get_facecolor()[0]
    assert red > 0.6 and red > green > blue
    left = draw_die("1/5/4")
    assert "left-handed" in next(t.get_text() for t in left.texts if t.get_gid() == "caption")
    figure = Figure()
    FigureCanvasAgg(figure)
    mine = figure.add_subplot(projection="3d")
    assert draw_die(START, ax=mine) is mine


def test_tip_sequence_captions_and_determinism() -> None:
    figure = tip_sequence("1/5/3", "NE", language="de")
    captions = [t.get_text().replace("\n", " ") for ax in figure.axes for t in ax.texts
                if t.get_gid() == "caption"]
    # worked out above: north brings 2 up, then east brings 4 up
    assert captions == ["Start: 1 oben", "1. nach Norden kippen: 2 kommt hoch",
                        "2. nach Osten kippen: 4 kommt hoch"]
    assert [len(labels(ax, "arrow")) for ax in figure.axes] == [0, 1, 1]

    def pixels() -> np.ndarray:
        fig = tip_sequence("1/5/3", "NEES", player=2)
        fig.canvas.draw()
        return np.asarray(fig.canvas.buffer_rgba()).copy()

    assert np.array_equal(pixels(), pixels())


def test_animate_tips_writes_a_gif_with_a_frame_per_step(tmp_path: object) -> None:
    path = f"{tmp_path}/roll.gif"
    data = animate_tips("1/5/3", "NE", path, frames_per_tip=3, roll_seconds=0.3,
                        pause_seconds=0.5)
    with open(path, "rb") as file:
        assert file.read() == data
    image = Image.open(io.BytesIO(data))
    # (the iterator moves one image object from frame to frame: read while iterating)
    durations = [frame.info["duration"] for frame in ImageSequence.Iterator(image)]
    # the start and three frames per tip; rests 0.5 s (the last twice as long), rolls 0.1 s
    assert image.n_frames == len(durations) == 1 + 2 * 3
    assert durations == [500, 100, 100, 500, 100, 100, 1000]


# --- the widget ---------------------------------------------------------------------------------

def test_die_tipper_buttons_update_state_text_and_picture() -> None:
    tipper = DieTipper("1/5/3", roll_frames=0)
    assert tipper.orientation == START and "1 on top" in tipper.text
    first = tipper.image.value
    tipper.buttons[N].click()
    # tipping north: 2 (south) comes up, the old top 1 goes north, 3 stays east
    assert tipper.orientation == DIE.parse("2/1/3") and tipper.directions == (N,)
    assert "2 comes up" in tipper.text and "2/1/3" in tipper.text
    assert tipper.image.value != first
    tipper.buttons[E].click()
    assert DIE.format(tipper.orientation) == "4/1/2" and "4 comes up" in tipper.text
    assert tipper.squares == [(0, 0), (0, 1), (1, 1)]
    assert "N \u2192 E" in tipper.history_text.value
    tipper.undo_button.click()
    assert DIE.format(tipper.orientation) == "2/1/3" and "taken back" in tipper.text
    tipper.reset_button.click()
    assert tipper.orientation == START and tipper.directions == ()
    tipper.undo_button.click()
    assert "no tip to take back" in tipper.text


def test_die_tipper_left_handed_toggle_replays_the_tips() -> None:
    tipper = DieTipper("1/5/3", roll_frames=0)
    tipper.tip("N")
    tipper.left_toggle.value = True
    # the same start mirrored (1 up, 5 north, 4 east) tipped north: 2 up, 1 north, 4 east
    assert tipper.start == LEFT_START and DIE.chirality_of(tipper.orientation) == "left"
    assert LEFT_DIE.format(tipper.orientation) == "2/1/4"
    assert "left-handed" in tipper.text
    tipper.left_toggle.value = False
    assert tipper.orientation == DIE.parse("2/1/3")


def test_die_tipper_in_german_with_the_roll_animation() -> None:
    tipper = DieTipper("1/5/3", language="de", roll_frames=2, player=0)
    assert tipper.buttons[E].description == "O"
    assert "Osten" in tipper.buttons[E].tooltip
    shown: list[bytes] = []
    tipper.image.observe(lambda change: shown.append(change["new"]), names="value")
    tipper.buttons[E].click()
    # tipping east: the west face 4 comes up, 5 stays north, the old top 1 goes east
    assert "4 kommt hoch" in tipper.text and "Notation 4/5/1" in tipper.text
    # two pictures mid-roll, then the die at rest; the rest picture is the one a redraw
    # gives (switching the path off and on again draws it anew)
    assert len(shown) == 3 and len({*shown}) == 3
    tipper.path_toggle.value = False
    tipper.path_toggle.value = True
    assert tipper.image.value == shown[-1]
    assert "cubekit-die-tipper" in tipper.widget._dom_classes


# --- bad input ----------------------------------------------------------------------------------

def test_bad_input_is_refused_with_what_was_expected() -> None:
    with pytest.raises(ValueError, match="expected N, E, S or W"):
        tip_frames("1/5/3", "NX")
    with pytest.raises(ValueError, match="expected N, E, S or W"):
        tip_sequence("1/5/3", ["N", "up"])
    with pytest.raises(ValueError, match="opposite"):
        die_orientation("1/6/3")          # 1 and 6 are opposite faces
    # 1 up, 2 north, 3 east is the left-handed die (right-handed: 4 east)
    assert DIE.chirality_of(die_orientation("1/2/3")) == "left"
    with pytest.raises(ValueError, match="right-handed"):
        die_orientation("1/2/3", handed="right")
    with pytest.raises(ValueError, match="left-handed die, not a right-handed"):
        die_orientation(LEFT_START, handed="right")
    with pytest.raises(ValueError, match="not a die"):
        die_orientation(Orientation(1, 2, 3, 4, 5, 6))
    with pytest.raises(TypeError, match="text like '1/5/3'"):
        die_orientation(42)
    with pytest.raises(ValueError, match="frames_per_tip"):
        tip_frames("1/5/3", "N", frames_per_tip=0)
    with pytest.raises(ValueError, match="player 9 has no colour"):
        draw_die("1/5/3", player=9)
    figure = Figure()
    with pytest.raises(TypeError, match="3D axes"):
        draw_die("1/5/3", ax=figure.add_subplot())
    with pytest.raises(TypeError, match="DieFrame"):
        draw_frame("1/5/3")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="positive"):
        animate_tips("1/5/3", "N", roll_seconds=0)


def test_the_widget_refuses_bad_tips_and_stays_as_it_was() -> None:
    tipper = DieTipper("1/5/3", roll_frames=0)
    tipper.tip("N")
    picture, text = tipper.image.value, tipper.text
    for bad in ("NE", "X", ""):
        with pytest.raises(ValueError, match="expected N, E, S or W"):
            tipper.tip(bad)
    assert tipper.directions == (N,) and tipper.image.value == picture
    assert tipper.text == text


def test_importing_die3d_loads_no_widgets() -> None:
    code = ("import sys, cubekit.games.striedies.die3d; "
            "print('ipywidgets' in sys.modules, 'mpl_toolkits.mplot3d' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.split() == ["False", "False"]


def test_frames_are_plain_data() -> None:
    frame = tip_frames("1/5/3", "S", frames_per_tip=2)[1]
    assert isinstance(frame, DieFrame) and frame.direction is S and frame.tip == 1
    assert frame.before == START and frame.after == START.tip(S)
    # the rotation is a proper rotation (orthonormal, no mirror)
    assert np.allclose(frame.rotation @ frame.rotation.T, np.identity(3))
    assert np.linalg.det(frame.rotation) == pytest.approx(1.0)


def test_a_notebook_shows_the_whole_die_picture_with_its_compass() -> None:
    # IPython's inline backend crops a figure to its artists; the die's picture keeps its
    # whole size, so the compass letter O (or E) beside the ground is not cut off
    import io

    from IPython.core.pylabtools import print_figure
    from PIL import Image

    figure = draw_die("1/5/3").figure
    shown = Image.open(io.BytesIO(print_figure(figure, "png", bbox_inches="tight")))
    width, height = figure.get_size_inches() * figure.dpi
    assert shown.size[0] >= width and shown.size[1] >= height
