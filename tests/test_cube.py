"""Tests for cubekit.core.cube (RULES ST-1 dice, DB-2 Deblockle blocks)."""

from __future__ import annotations

from collections import deque
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cubekit
from cubekit.core.cube import (
    DEBLOCKLE_BLOCK,
    DIE,
    LEFT_DIE,
    POSITIONS,
    CubeModel,
    Orientation,
)
from cubekit.core.grid import Direction

MODELS: list[CubeModel[Any]] = [DIE, LEFT_DIE, DEBLOCKLE_BLOCK, DEBLOCKLE_BLOCK.mirrored()]
MODEL_IDS = ["die", "left-die", "deblockle", "left-deblockle"]

directions = st.lists(st.sampled_from(list(Direction)), max_size=30)
models = st.sampled_from(MODELS)

START = Orientation(top=1, north=5, east=3, south=2, west=4, bottom=6)


def opposite_pairs(o: Orientation[Any]) -> set[frozenset[Any]]:
    return {frozenset((o.top, o.bottom)), frozenset((o.north, o.south)),
            frozenset((o.east, o.west))}


# -- the 24 orientations --------------------------------------------------------------

@pytest.mark.parametrize("model", MODELS, ids=MODEL_IDS)
def test_exactly_24_orientations_reachable_by_tips(model: CubeModel[Any]) -> None:
    seen = {model.reference}
    queue = deque([model.reference])
    while queue:
        current = queue.popleft()
        for d in Direction:
            nxt = current.tip(d)
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    assert len(seen) == 24
    assert set(model.all_orientations()) == seen
    assert len(model.all_orientations()) == 24
    assert all(model.contains(o) for o in seen)


@pytest.mark.parametrize("model", MODELS, ids=MODEL_IDS)
def test_all_orientations_are_distinct_and_deterministically_sorted(
        model: CubeModel[Any]) -> None:
    orientations = model.all_orientations()
    assert len(set(orientations)) == 24
    rank = {label: i for i, label in enumerate(model.labels)}
    keys = [tuple(rank[x] for x in o.labels()) for o in orientations]
    assert keys == sorted(keys)
    # every (top, north) pair of non-opposite distinct faces appears exactly once
    assert len({(o.top, o.north) for o in orientations}) == 24


def test_die_orientations_start_with_one_on_top() -> None:
    assert [DIE.format(o) for o in DIE.all_orientations()[:4]] == [
        "1/2/4", "1/3/2", "1/4/5", "1/5/3"]


# -- tipping --------------------------------------------------------------------------

@pytest.mark.parametrize("d", list(Direction))
def test_tip_and_reverse_tip_cancel(d: Direction) -> None:
    for o in DIE.all_orientations() + DEBLOCKLE_BLOCK.all_orientations():
        assert o.tip(d) != o
        assert o.tip(d).tip(d.opposite) == o


@pytest.mark.parametrize("d", list(Direction))
def test_four_tips_return_to_start(d: Direction) -> None:
    for o in DIE.all_orientations():
        assert o.tips([d] * 2) != o
        assert o.tips([d] * 4) == o


def test_tip_moves_faces_as_described() -> None:
    # tipping N: top -> north side, north -> bottom, bottom -> south side, south -> top
    assert START.tip(Direction.N) == Orientation(top=2, north=1, east=3, south=6, west=4,
                                                 bottom=5)
    assert START.tip(Direction.S) == Orientation(top=5, north=6, east=3, south=1, west=4,
                                                 bottom=2)
    assert START.tip(Direction.E) == Orientation(top=4, north=5, east=1, south=2, west=6,
                                                 bottom=3)
    assert START.tip(Direction.W) == Orientation(top=3, north=5, east=6, south=2, west=1,
                                                 bottom=4)


def test_concrete_die_tips() -> None:
    die = DIE.orientation(top=1, south=2)
    assert die.tip(Direction.N).top == 2   # the south face comes up
    assert die.tip(Direction.E).top == 4   # the west face comes up
    assert die.tip(Direction.S).top == 5   # the north face comes up
    assert die.tip(Direction.W).top == 3   # the east face comes up
    assert die.tip(Direction.N).north == 1  # the old top now faces the tipping direction
    assert die.tips([Direction.N, Direction.N]).top == 6


@given(models, directions)
def test_opposite_faces_stay_opposite(model: CubeModel[Any], moves: list[Direction]) -> None:
    o = model.reference.tips(moves)
    assert opposite_pairs(o) == opposite_pairs(model.reference)
    for label in model.labels:
        position = o.face_towards(label)
        opposite_position = o.face_towards(model.opposite(label))
        assert {position, opposite_position} in (
            {"top", "bottom"}, {"north", "south"}, {"east", "west"})


@given(directions)
def test_die_faces_opposite_sum_to_seven(moves: list[Direction]) -> None:
    o = DIE.reference.tips(moves)
    assert o.top + o.bottom == o.north + o.south == o.east + o.west == 7
    assert sorted(o.labels()) == [1, 2, 3, 4, 5, 6]


@given(directions)
def test_tips_matches_repeated_tip(moves: list[Direction]) -> None:
    o = DIE.reference
    for d in moves:
        o = o.tip(d)
    assert DIE.reference.tips(moves) == o
    assert DIE.reference.tips(iter(moves)) == o


def test_tip_rejects_non_direction() -> None:
    with pytest.raises(TypeError):
        START.tip("N")  # type: ignore[arg-type]


# -- turning --------------------------------------------------------------------------

def test_turn_clockwise_moves_north_to_east() -> None:
    turned = START.turn()
    assert turned == Orientation(top=1, north=4, east=5, south=3, west=2, bottom=6)
    assert START.turn(2) == Orientation(top=1, north=2, east=4, south=5, west=3, bottom=6)
    assert START.turn(-1) == START.turn(3)
    assert START.turn(0) == START.turn(4) == START
    assert START.turn(-1).turn() == START


@given(st.integers(-10, 10))
def test_turn_matches_clockwise_direction(q: int) -> None:
    turned = START.turn(q)
    for d in Direction:
        target = d
        for _ in range(q % 4):
            target = target.clockwise
        assert turned.side(target) == START.side(d)
    assert (turned.top, turned.bottom) == (START.top, START.bottom)


# -- chirality ------------------------------------------------------------------------

@given(models, directions, st.integers(-4, 4))
def test_chirality_preserved_by_tips_and_turns(model: CubeModel[Any], moves: list[Direction],
                                               q: int) -> None:
    o = model.reference.tips(moves).turn(q)
    assert model.contains(o)
    assert o.is_valid(model)
    assert model.chirality_of(o) == model.handedness
    assert not model.mirrored().contains(o)


@pytest.mark.parametrize("model", MODELS, ids=MODEL_IDS)
def test_mirrored_has_other_chirality(model: CubeModel[Any]) -> None:
    mirror = model.mirrored()
    assert mirror.handedness != model.handedness
    assert mirror.mirrored() == model
    assert mirror.reference.east == model.reference.west
    for o in mirror.all_orientations():
        assert model.chirality_of(o) == mirror.handedness
        assert mirror.chirality_of(o) == mirror.handedness
        assert not model.contains(o)
        assert model.contains(o.mirrored())


def test_die_and_left_die_are_disjoint() -> None:
    assert DIE.handedness == "right" and LEFT_DIE.handedness == "left"
    right = set(DIE.all_orientations())
    left = set(LEFT_DIE.all_orientations())
    assert len(right) == len(left) == 24
    assert not right & left
    for o in left:
        assert DIE.chirality_of(o) == "left"
        assert LEFT_DIE.chirality_of(o) == "left"
    for o in right:
        assert LEFT_DIE.chirality_of(o) == "right"


def test_chirality_of_invalid_arrangements_is_none() -> None:
    assert DIE.chirality_of(Orientation(1, 1, 3, 2, 4, 6)) is None   # repeated label
    assert DIE.chirality_of(Orientation(1, 3, 5, 2, 4, 6)) is None   # 3 and 2 not opposite
    assert DIE.chirality_of(Orientation(1, 2, 3, 5, 4, 6)) == "left"  # north/south swapped
    assert DIE.chirality_of(Orientation(1, 5, 3, 2, 4, 7)) is None   # unknown label
    assert DIE.chirality_of(DEBLOCKLE_BLOCK.reference) is None      # type: ignore[arg-type]
    assert not DIE.contains(Orientation(1, 3, 5, 2, 4, 6))
    assert not Orientation(1, 3, 5, 2, 4, 6).is_valid(DIE)
    assert not LEFT_DIE.contains(Orientation(1, 3, 5, 2, 4, 6))


# -- rules facts ----------------------------------------------------------------------

def test_st1_right_and_left_dice() -> None:
    assert DIE.orientation(top=1, south=2).east == 3
    assert LEFT_DIE.orientation(top=1, south=2).east == 4
    assert DIE.orientation(top=1, south=2) == START
    for model in (DIE, LEFT_DIE):
        for label in model.labels:
            assert label + model.opposite(label) == 7


def test_db2_deblockle_arrangement() -> None:
    block = DEBLOCKLE_BLOCK.orientation(top="star", north="cross")
    assert (block.east, block.south, block.west, block.bottom) == (
        "slider", "x", "hoops", "stop")
    assert set(DEBLOCKLE_BLOCK.labels) == {"star", "stop", "cross", "x", "slider", "hoops"}
    assert DEBLOCKLE_BLOCK.opposite("star") == "stop"
    assert DEBLOCKLE_BLOCK.opposite("x") == "cross"
    assert DEBLOCKLE_BLOCK.opposite("hoops") == "slider"
    assert DEBLOCKLE_BLOCK.mirrored().orientation(top="star", north="cross").east == "hoops"


@pytest.mark.parametrize("model", MODELS, ids=MODEL_IDS)
def test_orientation_from_any_side(model: CubeModel[Any]) -> None:
    for o in model.all_orientations():
        assert model.orientation(o.top, o.south) == o
        assert model.orientation(o.top, north=o.north) == o
        assert model.orientation(o.top, east=o.east) == o
        assert model.orientation(o.top, west=o.west) == o


# -- accessors ------------------------------------------------------------------------

def test_side_faces_and_face_towards() -> None:
    assert [START.side(d) for d in Direction] == [5, 3, 2, 4]
    assert START.faces() == {"top": 1, "north": 5, "east": 3, "south": 2, "west": 4,
                             "bottom": 6}
    assert list(START.faces()) == list(POSITIONS)
    assert [START.face_towards(x) for x in (1, 2, 3, 4, 5, 6)] == [
        "top", "south", "east", "west", "north", "bottom"]
    with pytest.raises(ValueError, match="7"):
        START.face_towards(7)


def test_str_and_hash() -> None:
    assert str(START) == "top=1 N=5 E=3 S=2 W=4 bottom=6"
    assert str(DEBLOCKLE_BLOCK.reference) == (
        "top=star N=cross E=slider S=x W=hoops bottom=stop")
    assert hash(START) == hash(Orientation(1, 5, 3, 2, 4, 6))
    assert len({START, Orientation(1, 5, 3, 2, 4, 6), START.turn()}) == 2
    with pytest.raises(AttributeError):
        START.top = 2  # type: ignore[misc]


def test_labels_and_opposite() -> None:
    assert DIE.labels == (1, 2, 3, 4, 5, 6)
    assert [DIE.opposite(x) for x in DIE.labels] == [6, 5, 4, 3, 2, 1]
    with pytest.raises(ValueError, match="unknown face 0"):
        DIE.opposite(0)


# -- notation -------------------------------------------------------------------------

@pytest.mark.parametrize("model", MODELS, ids=MODEL_IDS)
def test_parse_format_round_trip(model: CubeModel[Any]) -> None:
    texts = [model.format(o) for o in model.all_orientations()]
    assert len(set(texts)) == 24
    for o, text in zip(model.all_orientations(), texts, strict=True):
        assert model.parse(text) == o
        assert model.parse(f" {text.replace('/', ' / ')} ") == o


def test_notation_examples() -> None:
    assert DIE.format(START) == "1/5/3"
    assert DIE.parse("1/5/3") == START
    assert LEFT_DIE.parse("1/5/4") == LEFT_DIE.orientation(1, 2)
    block = DEBLOCKLE_BLOCK.orientation(top="star", north="cross")
    assert DEBLOCKLE_BLOCK.format(block) == "*/+/="
    assert DEBLOCKLE_BLOCK.parse("*/+/=") == block
    assert DEBLOCKLE_BLOCK.parse("Star/CROSS/slider") == block
    assert DEBLOCKLE_BLOCK.parse("star/+/=") == block
    assert [DEBLOCKLE_BLOCK.code(x) for x in ("star", "stop", "cross", "x", "slider",
                                              "hoops")] == ["*", "o", "+", "x", "=", "@"]


@pytest.mark.parametrize("text, message", [
    ("", "top/north/east"),
    ("1/5", "top/north/east"),
    ("1/5/3/2", "top/north/east"),
    ("1//3", "top/north/east"),
    ("153", "top/north/east"),
    ("1/5/7", "unknown face '7'"),
    ("one/5/3", "unknown face 'one'"),
    ("1/6/3", "opposite"),
    ("1/1/3", "cannot be top and north"),
    ("1/5/4", "east face of the right-handed die is 3, not 4"),
])
def test_parse_errors(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        DIE.parse(text)


def test_parse_error_lists_codes() -> None:
    with pytest.raises(ValueError, match=r"expected one of \+, @, =, \*, o, x"):
        DEBLOCKLE_BLOCK.parse("*/+/?")
    with pytest.raises(ValueError, match="like '1/2/4'"):
        DIE.parse("x")


def test_format_rejects_foreign_orientation() -> None:
    with pytest.raises(ValueError, match="not an orientation"):
        DIE.format(LEFT_DIE.reference)


# -- errors ---------------------------------------------------------------------------

def test_orientation_errors() -> None:
    with pytest.raises(ValueError, match="the faces 1 and 6 are opposite: they cannot be "
                                         "top and south together"):
        DIE.orientation(top=1, south=6)
    with pytest.raises(ValueError, match="opposite"):
        DEBLOCKLE_BLOCK.orientation(top="cross", west="x")
    with pytest.raises(ValueError, match="unknown face 7"):
        DIE.orientation(top=7, south=2)
    with pytest.raises(ValueError, match="unknown face 'moon'"):
        DEBLOCKLE_BLOCK.orientation(top="star", east="moon")
    with pytest.raises(ValueError, match="cannot be top and east"):
        DIE.orientation(top=3, east=3)
    with pytest.raises(ValueError, match=r"exactly one side face.*given: none"):
        DIE.orientation(top=1)
    with pytest.raises(ValueError, match=r"exactly one side face.*given: south, east"):
        DIE.orientation(1, 2, east=3)


def test_model_validation() -> None:
    with pytest.raises(ValueError, match="six different"):
        CubeModel("bad", Orientation(1, 1, 2, 3, 4, 5))
    with pytest.raises(ValueError, match="handedness"):
        CubeModel("bad", START, "up")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="share the code"):
        CubeModel("bad", START, codes={1: "a", 2: "a"})
    with pytest.raises(ValueError, match="neither '/' nor whitespace"):
        CubeModel("bad", START, codes={1: "1/2"})
    with pytest.raises(ValueError, match="faces the cube does not have: \\[9\\]"):
        CubeModel("bad", START, codes={9: "n"})
    with pytest.raises(ValueError, match="the face name '2' is already the code of the face 1"):
        CubeModel("bad", START, codes={1: "2", 2: "x"})


def test_models_are_hashable_and_comparable() -> None:
    assert CubeModel("die", START) == DIE
    assert DIE != LEFT_DIE
    assert len({DIE, LEFT_DIE, DIE.mirrored().mirrored(), DEBLOCKLE_BLOCK}) == 3


def test_orientation_errors_speak_german() -> None:
    # The sentences come from the catalogue (core.cube.*): German after set_language("de").
    cubekit.set_language("de")
    try:
        with pytest.raises(ValueError, match="die Seiten 1 und 6 liegen einander gegenüber"):
            DIE.orientation(top=1, south=6)
        with pytest.raises(ValueError, match="Ostseite des rechtshändigen Würfels 3, nicht 4 "
                                             "\\(in „1/5/4“\\)"):
            DIE.parse("1/5/4")
        with pytest.raises(ValueError, match="unbekannte Seite 'moon' des rechtshändigen "
                                             "Deblockle-Blocks"):
            DEBLOCKLE_BLOCK.orientation(top="star", east="moon")
        with pytest.raises(ValueError, match="ist keine Lage des linkshändigen Würfels"):
            LEFT_DIE.format(DIE.orientation(1, south=2))
        with pytest.raises(TypeError, match="erwartet wird ein Text wie „1/2/4“, nicht 5"):
            DIE.parse(5)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="Richtung"):
            START.tip("N")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="handedness muss 'right' oder 'left' sein"):
            CubeModel("bad", START, "up")  # type: ignore[arg-type]
    finally:
        cubekit.set_language("en")
    with pytest.raises(ValueError, match="the east face of the right-handed die is 3, not 4"):
        DIE.parse("1/5/4")
    with pytest.raises(TypeError, match="expected a Direction"):
        START.tip("N")  # type: ignore[arg-type]
