"""Striedies Strategie in the Explorer: selecting a die, the preview of its targets with the
faces that come up, the reasons for blocked directions, threats to answer, choosing among
several paths to one square, passing, and whole games by clicks (2-4 players).

The interaction tests need no pictures and compare with the engine (``moves_from``,
``plan``, ``legal_moves``, ``why_illegal``) and with core orientations; the Explorer tests
draw with the Striedies renderer.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from conftest import VARIANTS, random_game

import cubekit
from cubekit.core.cube import DIE
from cubekit.core.grid import Direction, Square
from cubekit.games.striedies import MovePlan, Pass, Roll
from cubekit.games.striedies.events import Fought, Tied
from cubekit.games.striedies.interact import Interaction
from cubekit.widgets.interaction import Reaction, interaction_for

GAME = cubekit.load("striedies")
START = GAME.initial_state()
# after b1N (A1 on b1 tips north: the south face 3 comes up) and n15W (B1 on n15 tips west):
# A's die on b2 shows 3
OPEN = START.play("b1N").play("n15W")


def sq(name: str) -> Square:
    return GAME.board.parse(name)


def code(top: int, **side: int) -> str:
    return DIE.format(DIE.orientation(top, **side))


ONE = code(1, south=2)
# A to move: A2 on c1 rolls north twice onto c3 and shows 5 there (upside down, ST-1), next
# to B5 on c4: a tie (ST-5); then B must answer
TIE = GAME.parse_state(f"A:c1({code(2, south=1)}),o1({ONE}) B:c4({code(5, south=1)}),"
                       f"e3({ONE}),o15({ONE}) A").play("c1N")


def interaction(state: Any, language: str = "en") -> Interaction:
    found = interaction_for(state, language)
    assert isinstance(found, Interaction)
    return found


def finals(state: Any, square: str) -> dict[Square, list[Roll]]:
    """The engine's legal moves of a die by end square."""
    result: dict[Square, list[Roll]] = {}
    for move in state.moves_from(square):
        plan = state.plan(move)
        assert isinstance(plan, MovePlan)
        result.setdefault(plan.final, []).append(move)
    return result


# --- the interaction alone ----------------------------------------------------------------------
def test_the_striedies_interaction_is_found_by_the_game_name() -> None:
    assert type(interaction_for(START)) is Interaction
    ia = interaction(START)
    assert ia.move_label() == "Move" and "face that would come up" in ia.hint()
    assert "Würfel" in interaction(START, "de").hint()
    assert ia.status() == ["Dice: A 3, B 3."]
    assert interaction(START, "de").status() == ["Würfel: A 3, B 3."]


def test_clicking_a_die_previews_exactly_the_squares_of_its_legal_moves() -> None:
    for state, name in ((START, "a2"), (OPEN, "b2"), (TIE, "c4"), (TIE, "e3")):
        ia = interaction(state)
        assert ia.click(name) == Reaction(changed=True) and ia.selected == sq(name)
        preview = ia.preview(None)
        expected = set(finals(state, name))
        assert expected                                   # each of these dice can move
        assert preview.highlight == {sq(name)} | expected
        assert set(ia.reach()) == expected
        assert preview.arrows == ()


def test_the_notes_give_each_direction_its_targets_and_faces() -> None:
    ia = interaction(OPEN)
    ia.click("b2")
    north, east, south, west = ia.preview(None).notes
    die = OPEN.die("b2")
    assert die is not None and die.top == 3
    # north 3: b3, b4, b5 -- each tip north brings the south face up, so after three tips
    # the face that was north at the start is on top
    straight = die.orientation.tips([Direction.N] * 3)
    assert straight.top == die.orientation.north
    assert north.startswith(f"North first: b5: {straight.top} up (b2N);")
    # with a turn after one square: b3, then east c3, d3
    turned = die.orientation.tips([Direction.N, Direction.E, Direction.E])
    assert f"d3: {turned.top} up (b2N1E)" in north
    # west: A's own die on a2 is in the way (a die never moves onto or over another, ST-3)
    reason = OPEN.why_illegal("b2W", "en")
    assert reason is not None and "blocked by" in reason and "(a2)" in reason
    assert west == f"West: not possible. {reason}"
    # south: b1 is empty (the die came from there), then off the board after b1
    assert "South" in south and "would leave the board" in south
    assert east.startswith("East first:")


def test_a_click_on_a_target_plays_the_move_that_ends_there() -> None:
    ia = interaction(OPEN)
    ia.click("b2")
    (move,) = finals(OPEN, "b2")[sq("b5")]                 # only straight north ends on b5
    assert ia.click("b5") == Reaction(move=move)
    assert str(move) == "b2N"


def test_a_square_reached_by_several_paths_asks_to_choose() -> None:
    ia = interaction(OPEN)
    ia.click("b2")
    moves = finals(OPEN, "b2")[sq("d3")]
    # north 1 then east 2, or east 2 then north 1: two paths to d3
    assert sorted(str(m) for m in moves) == ["b2E2N", "b2N1E"]
    reaction = ia.click("d3")
    assert reaction.move is None and reaction.changed and not reaction.error
    assert "b2E2N" in (reaction.message or "") and "b2N1E" in (reaction.message or "")
    assert ia.target == sq("d3")
    preview = ia.preview(None)
    paths = {(sq("b2"), sq("b3")), (sq("b3"), sq("c3")), (sq("c3"), sq("d3")),
             (sq("b2"), sq("c2")), (sq("c2"), sq("d2")), (sq("d2"), sq("d3"))}
    assert set(preview.arrows) == paths
    faces = {str(OPEN.plan(m).top) for m in moves}    # type: ignore[union-attr]
    assert all(any(f"{face} up on d3" in note for note in preview.notes) for face in faces)
    # both are in the move list, labelled with the end square and the face on top
    labels = dict((value, label) for label, value in ia.candidates())
    for move in moves:
        plan = OPEN.plan(move)
        assert isinstance(plan, MovePlan)
        assert labels[str(move)] == f"{move} (d3): {plan.top} up"


def test_a_threatened_players_preview_names_the_threat() -> None:
    threat = TIE.threat(1)
    assert threat is not None and threat.defenders == (sq("c4"),)
    ia = interaction(TIE)
    plain = ia.preview(None)
    assert plain.notes and "B is threatened: B5 (c4) against A5 (c3)" in plain.notes[0]
    assert "B is threatened (ST-5)." in ia.status()
    ia.click("c4")
    preview = ia.preview(None)
    assert preview.notes[0] == plain.notes[0]
    # every move of the threatened die is a retreat (it ends next to none of c3)
    for moves in finals(TIE, "c4").values():
        for move in moves:
            plan = TIE.plan(move)
            assert isinstance(plan, MovePlan) and plan.answer == "retreat"
    assert "retreats" in " ".join(preview.notes)
    # B's die on e3 shows 1: west onto d3 ends next to A5 on c3, a reinforcement
    ia.click("e3")
    assert ia.reach() == {sq("d3"): ia.reach()[sq("d3")]}
    assert "(e3W, reinforces)" in " ".join(ia.preview(None).notes)
    # north onto e4 or south onto e2 would answer nothing: named, not offered
    notes = ia.preview(None).notes
    assert any("does not answer the threat" in note and "e4" in note for note in notes)
    assert ia.click("e4").error


def test_clicks_that_select_nothing_say_why() -> None:
    ia = interaction(START)
    for name in ("o15", "h8"):                            # B's die, an empty square
        reaction = ia.click(name)
        assert reaction.error and reaction.message == START.why_illegal(f"{name}N", "en")
        assert ia.selected is None
    ia.click("a1")
    reaction = ia.click("h8")                             # not a target of a1
    assert reaction.error and reaction.changed and "cannot end its move on h8" in (
        reaction.message or "")
    assert ia.selected is None
    ia.click("a1")
    assert ia.click("a1") == Reaction(message="Selection cleared.", changed=True)
    ia.click("a1")
    assert ia.click("b1") == Reaction(changed=True) and ia.selected == sq("b1")
    assert ia.clear() is True and ia.clear() is False


def test_pass_is_played_by_any_click_when_it_is_the_only_move() -> None:
    # A's only die shows 1 on a1 and both its neighbours are taken: no legal move (ST-6)
    state = GAME.parse_state(f"A:a1({ONE}) B:a2({ONE}),b1({ONE}),o15({ONE}) A")
    assert state.legal_moves() == [Pass()]
    ia = interaction(state)
    assert ia.click("h8") == Reaction(move=Pass())
    assert ia.candidates() == [("pass (no legal move, ST-6)", "pass")]
    assert any("no legal move" in note for note in ia.preview(None).notes)


def test_a_finished_game_takes_no_clicks() -> None:
    won = GAME.parse_state(f"A:c1({code(2, south=1)}) B:c4({code(3, south=1)}) A").play("c1N")
    assert won.outcome is not None and won.outcome.winners == (0,)
    ia = interaction(won)
    reaction = ia.click("c3")
    assert reaction.error and reaction.move is None and "over" in (reaction.message or "")
    assert ia.candidates() == [] and ia.preview(None) == ia.preview(None).__class__()


def test_move_list_equals_the_legal_moves() -> None:
    for state in (START, OPEN, TIE):
        options = interaction(state).candidates()
        assert [value for _, value in options] == [str(m) for m in state.legal_moves()]
        for label, value in options:
            plan = state.plan(state.parse_move(value))
            assert isinstance(plan, MovePlan)
            assert label.startswith(f"{value} ({GAME.board.name(plan.final)}): {plan.top} up")


def test_choosing_a_move_in_the_list_previews_its_path_and_fight() -> None:
    ia = interaction(TIE)
    preview = ia.preview("e3W")
    assert preview.arrows == ((sq("e3"), sq("d3")),)
    assert preview.highlight == {sq("e3"), sq("d3")}
    explained = [s.describe("en") for s in TIE.explain("e3W").steps
                 if isinstance(s.event, Fought | Tied)]
    assert explained and explained[0] in preview.notes
    quiet = interaction(OPEN).preview("b2N")
    assert "no fight" in " ".join(quiet.notes)
    assert interaction(OPEN).preview("b2W").highlight == {sq("b2")}     # illegal: the die


def test_texts_in_german() -> None:
    ia = interaction(OPEN, "de")
    ia.click("b2")
    north, _, _, west = ia.preview(None).notes
    assert north.startswith("Zuerst nach Norden: b5:")
    assert west.startswith("Westen: nicht möglich. ")
    assert ia.preview(None).title.startswith("A3 auf b2: Er zieht genau 3 Felder")


# --- the Explorer ---------------------------------------------------------------------------------
@pytest.fixture
def explorer_of() -> Any:
    from cubekit.widgets import Explorer

    def make(state: Any, **options: Any) -> Any:
        return Explorer(state, dpi=40, **options)

    return make


def click(explorer: Any, name: str) -> None:
    x, y = explorer.view.square_center(name)
    explorer.on_click({"type": "click", "dataX": x, "dataY": y})


def test_explorer_picture_clicks_play_a_move(explorer_of: Any) -> None:
    explorer = explorer_of(OPEN)
    picture = explorer.image.value
    click(explorer, "b2")
    assert explorer.image.value != picture                # the targets with their faces
    assert "moves exactly 3 squares" in explorer.preview.value
    click(explorer, "b5")
    assert explorer.state == OPEN.play("b2N")
    assert explorer.interaction.selected is None
    width = explorer.view.size_px[0]
    explorer.on_click({"type": "click", "dataX": width - 2, "dataY": 2})   # beside the board
    assert "not on a square" in explorer.reason.value


def test_explorer_ambiguous_target_then_the_list(explorer_of: Any) -> None:
    explorer = explorer_of(OPEN)
    click(explorer, "b2")
    click(explorer, "d3")
    assert explorer.state == OPEN and "choose one in the move list" in explorer.reason.value
    explorer.choice.value = "b2E2N"
    explorer.play_button.click()
    assert explorer.state == OPEN.play("b2E2N")


def replay_by_clicks(explorer: Any, moves: tuple[Any, ...], answered: bool = False) -> int:
    """Play ``moves`` by clicking: the die, then its end square; when several paths end
    there, the move from the list; a pass by a click anywhere. ``answered``: the random
    player answers each move (the history then grows by more than one). Returns how many
    moves were chosen from the list."""
    listed = 0
    for move in moves:
        state = explorer.state
        before = len(explorer.history)
        if isinstance(move, Pass):
            click(explorer, "h8")
        else:
            plan = state.plan(move)
            assert isinstance(plan, MovePlan)
            click(explorer, GAME.board.name(move.square))
            click(explorer, GAME.board.name(plan.final))
            if len(explorer.history) == before:           # several paths: the list
                assert explorer.interaction.target == plan.final
                explorer.choice.value = str(move)
                explorer.play_button.click()
                listed += 1
        assert len(explorer.history) > before if answered else \
            len(explorer.history) == before + 1
        assert explorer.history[before].move == move
    return listed


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_random_game_replayed_by_clicks(explorer_of: Any, players: int) -> None:
    options = next(o for o in VARIANTS["striedies"] if o.get("players", 2) == players
                   and "setup" not in o)
    game = cubekit.load("striedies", **{**options, "turn_limit": 24})
    played = random_game(game, seed=players)
    explorer = explorer_of(game.initial_state())
    # random paths often end where another path of the same die ends: the list is used
    assert replay_by_clicks(explorer, played.moves) > 0
    assert explorer.state == played.final
    assert explorer.state.outcome is not None             # the turn limit of 24 at the latest
    assert "Game over" in explorer.status.value


def test_random_player_answers_a_person_to_the_end(explorer_of: Any) -> None:
    game = cubekit.load("striedies", players=3, turn_limit=30)
    explorer = explorer_of(game.initial_state(), opponent="random", seed=3)
    person = random.Random(5)
    while explorer.state.outcome is None:
        replay_by_clicks(explorer, (person.choice(explorer.state.legal_moves()),),
                         answered=True)
    history, by = explorer.history, explorer.played_by_computer
    for transition in history:
        assert transition.move in transition.before.legal_moves()
    assert any(by) and not all(by)
    last_by_hand = max(i for i, computer in enumerate(by) if not computer)
    explorer.undo()                                       # the person's move and the answers
    assert explorer.state == history[last_by_hand].before
