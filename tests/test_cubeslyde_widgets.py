"""Cubeslyde in the Explorer: selecting cubes and groups, push arrows and their reasons,
placing from the hand (stage 1A whites too), and a whole game against the random player.

The interaction tests need no pictures; the Explorer tests draw with the Cubeslyde renderer.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import cubekit
from cubekit.core.grid import Square
from cubekit.games.cubeslyde import WHITE, Pass, Place, Push
from cubekit.games.cubeslyde.interact import Interaction
from cubekit.widgets.interaction import Reaction, interaction_for

GAME = cubekit.load("cubeslyde", start_player=0)

# A to move in stage 1B with five cubes on the board and A6 in hand:
#   rank 4: A1 A2 A3 B4 W2 .      rank 1: B1 B2 B3 . A4 A5
ROW = GAME.parse_state("....../....../A1A2A3B4W2./....../....../B1B2B3.A4A5 A "
                       "lost:W11233445566")
# A to move with A4, A5, A6 in hand:
#   rank 4: . . A3 B2 A1 W1       rank 1: A2 . . . B1 .
LINE = GAME.parse_state("....../....../..A3B2A1W1/....../....../A2...B1. A "
                        "lost:W12233445566")
# A has only two cubes on the board, so A must place (CS-8)
FEW = GAME.parse_state("....../....../....../....../....../A1A2..B1. A lost:W112233445566")


def sq(name: str) -> Square:
    return GAME.board.parse(name)


def ahead(square: Square, direction: str) -> Square:
    dx, dy = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}[direction]
    return (square[0] + dx, square[1] + dy)


def legal_arrows(state: Any, group: tuple[Square, ...]) -> set[tuple[Square, Square]]:
    """(head, square in front) of every legal push of exactly ``group``, from the engine's
    move list (Push.squares runs from the back to the head)."""
    return {(m.squares[-1], ahead(m.squares[-1], m.direction)) for m in state.legal_moves()
            if isinstance(m, Push) and set(m.squares) == set(group)}


def interaction(state: Any, language: str = "en") -> Interaction:
    found = interaction_for(state, language)
    assert isinstance(found, Interaction)
    return found


# --- the interaction alone -------------------------------------------------------------------
def test_the_cubeslyde_interaction_is_found_by_the_game_name() -> None:
    assert type(interaction_for(ROW)) is Interaction
    assert interaction(ROW).move_label() == "Move"


@pytest.mark.parametrize("name", ["a4", "b4", "c4", "e1", "f1"])
def test_selecting_a_cube_shows_exactly_its_legal_pushes(name: str) -> None:
    ia = interaction(ROW)
    assert ia.click(name) == Reaction(changed=True)
    assert ia.selection == (sq(name),)
    preview = ia.preview(None)
    assert preview.highlight == {sq(name)}
    assert set(preview.arrows) == legal_arrows(ROW, (sq(name),))
    assert len(preview.arrows) == len(set(preview.arrows))
    assert len(preview.notes) == 4                       # N, E, S, W


def test_which_pushes_the_arrows_show() -> None:
    ia = interaction(ROW)
    ia.click("c4")
    # c4 alone (A3) cannot push B4+W2 east; it goes north or south
    assert set(ia.preview(None).arrows) == {(sq("c4"), sq("c5")), (sq("c4"), sq("c3"))}
    ia.click("a4")                                       # the run a4-c4: 1+2+3 = 6 = 4+2
    assert set(ia.preview(None).arrows) == {(sq("c4"), sq("d4"))}
    ia.clear()
    ia.click("f1")                                       # e1 is A's own cube in front (west)
    assert set(ia.preview(None).arrows) == {(sq("f1"), sq("f2"))}


def test_illegal_directions_list_their_reasons() -> None:
    ia = interaction(ROW)
    ia.click("c4")
    north, east, south, west = ia.preview(None).notes
    assert north.startswith("North (to c5): legal (strength 3 vs defence 0)")
    # too weak: both sums are named, A3 against B4 + W2
    reason = ROW.why_illegal("c4>E", "en")
    assert reason is not None and east == f"East: not allowed. {reason}"
    assert "strength 3" in east and "defence 6" in east
    # b4 is A's own cube in front: the rules suggest taking it into the group
    reason = ROW.why_illegal("c4>W", "en")
    assert reason is not None and west == f"West: not allowed. {reason}"
    assert "include it in the group" in west
    assert south.startswith("South (to c3): legal")
    ia.click("a4")
    preview = ia.preview(None)
    assert preview.title.startswith("A1+A2+A3 on a4-c4 (push strength 6)")
    north, east, south, west = preview.notes
    assert "along its own line" in north and "along its own line" in south
    assert "off the board" in west
    strength = sum(ROW.cube(s).strength for s in ("a4", "b4", "c4"))
    defence = sum(ROW.cube(s).strength for s in ("d4", "e4"))
    assert east == f"East (to d4): legal (strength {strength} vs defence {defence})."


def test_notes_name_carried_and_falling_cubes() -> None:
    ia = interaction(LINE)
    ia.click("c4")
    east = ia.preview(None).notes[1]
    # A3 pushes B2, the own A1 (carried, counting for neither side) and W1 off the board
    assert east.startswith("East (to d4): legal (strength 3 vs defence 3).")
    assert "Carried along, counting for neither side: A1." in east
    assert "W1 is pushed off the board." in east


def test_pushes_lists_the_move_or_the_reason() -> None:
    ia = interaction(ROW)
    with pytest.raises(ValueError, match="nothing is selected"):
        ia.pushes()
    ia.click("a4")
    ia.click("c4")
    pushes = ia.pushes()
    assert pushes["E"] == Push(sq("a4"), sq("c4"), "E")
    assert all(isinstance(pushes[d], str) for d in "NSW")


def test_group_selection_by_clicks() -> None:
    ia = interaction(ROW)
    ia.click("a4")
    ia.click("b4")                                       # a neighbour in line: grows
    assert ia.selection == (sq("a4"), sq("b4"))
    ia.click("c4")
    assert ia.selection == (sq("a4"), sq("b4"), sq("c4"))
    ia.click("b4")                                       # a selected cube: only it stays
    assert ia.selection == (sq("b4"),)
    reaction = ia.click("b4")                            # again: nothing selected
    assert ia.selection == () and reaction.changed and reaction.message == "Selection cleared."
    ia.click("c4")
    ia.click("a4")                                       # two clicks: the run between them
    assert ia.selection == (sq("a4"), sq("b4"), sq("c4"))
    ia.click("e1")                                       # not in line: a new selection
    assert ia.selection == (sq("e1"),)
    ia.click("f1")
    assert ia.selection == (sq("e1"), sq("f1"))
    assert set(ia.preview(None).arrows) == legal_arrows(ROW, (sq("e1"), sq("f1")))


def test_a_run_with_a_foreign_cube_is_no_group() -> None:
    ia = interaction(LINE)
    ia.click("c4")
    ia.click("e4")                                       # B2 on d4 lies between
    assert ia.selection == (sq("e4"),)


def test_clicking_elsewhere_clears_the_selection() -> None:
    ia = interaction(ROW)
    ia.click("a4")
    reaction = ia.click("d2")                            # empty, not in front of a4
    assert ia.selection == () and reaction.move is None and reaction.changed
    assert ia.preview(None).arrows == ()
    ia.click("a4")
    assert ia.clear() is True and ia.selection == () and ia.clear() is False


def test_clicks_that_select_nothing_say_why() -> None:
    ia = interaction(ROW)
    reaction = ia.click("d4")                            # B4, not A's: a neutral hint
    assert not reaction.error and "not a cube of A" in (reaction.message or "")
    assert ia.selection == ()
    few = interaction(FEW)                               # A must place: no pushing yet
    reaction = few.click("a1")
    assert not reaction.error and reaction.message == FEW.why_illegal("a1>N", "en")
    assert "must place" in reaction.message and few.selection == ()


def test_the_square_in_front_pushes_or_says_why() -> None:
    ia = interaction(ROW)
    ia.click("a4")
    ia.click("c4")
    assert ia.click("d4") == Reaction(move=Push(sq("a4"), sq("c4"), "E"))
    reaction = ia.click("b5")                            # north of the group: across its line
    assert reaction.error and "a4-c4>N is not allowed" in (reaction.message or "")
    assert ia.selection == (sq("a4"), sq("b4"), sq("c4"))
    ia.click("c4")                                       # c4 alone
    reaction = ia.click("d4")
    assert reaction.move is None and reaction.error
    assert "lower than the defence" in (reaction.message or "")


def test_placing_a_chosen_strength() -> None:
    ia = interaction(LINE)
    palette = ia.palette()
    assert palette is not None and palette.value is None
    assert palette.options == (("A4", "4"), ("A5", "5"), ("A6", "6"))
    assert palette.label == "Cubes A still places:"
    reaction = ia.click("b2")                            # which cube? not chosen yet
    assert reaction.move is None and not reaction.error and reaction.changed
    assert reaction.message == "Which cube goes to b2? Choose one above the list: A4, A5, A6."
    ia.click("b2")                                       # the same square again: never mind
    assert ia.target is None
    ia.click("c4")
    assert ia.pick("5") == Reaction(changed=True)
    assert ia.selection == () and ia.picked == "5"       # choosing a cube ends a selection
    assert ia.preview(None).notes == ("Click a free square to place A5 there.",)
    assert ia.click("b2") == Reaction(move=Place(5, sq("b2")))
    reaction = ia.click("d4")                            # taken by B2
    assert reaction.error and reaction.message == (
        "5@d4 is not allowed: " + (LINE.why_illegal("5@d4", "en") or ""))
    with pytest.raises(ValueError, match="not in the hand"):
        ia.pick("3")
    # only one kind of cube left: it is chosen already
    assert interaction(ROW).picked == "6"


def test_a_free_square_clicked_first_offers_the_cubes_that_may_go_there() -> None:
    """Issue 14: a click on an empty square with no cube chosen is never a silent no-op: the
    palette offers just the cubes that may go there, the square is framed, and choosing one
    places it there; with only one kind that may go there, the click places it at once."""
    ia = interaction(LINE)
    reaction = ia.click("b2")
    assert reaction.changed and not reaction.error and reaction.move is None
    assert ia.target == sq("b2") and ia.offered() == ("4", "5", "6")
    palette = ia.palette()
    assert palette is not None and palette.label == "Cubes that may go to b2:"
    assert palette.options == (("A4", "4"), ("A5", "5"), ("A6", "6")) and palette.value is None
    preview = ia.preview(None)
    assert preview.highlight == {sq("b2")} and preview.title == "Placing on b2: which cube?"
    assert ia.pick("5") == Reaction(move=Place(5, sq("b2")))
    assert ia.target is None
    # another square, then a cube of the selection: the offer is withdrawn
    ia.reset(LINE)
    ia.click("e5")
    assert ia.target == sq("e5")
    ia.click("c4")
    assert ia.target is None and ia.selection == (sq("c4"),)
    # in stage 1A the whites that may go there, each strength once
    start = interaction(GAME.initial_state())
    start.click("d3")
    assert start.offered() == tuple(f"W{s}" for s in range(1, 7))
    assert "W1, W2, W3, W4, W5, W6" in (start.click("e3").message or "")
    # one kind of cube left: the click places it
    assert interaction(ROW).click("e2") == Reaction(move=Place(6, sq("e2")))
    german = interaction(LINE, "de").click("b2")
    assert german.message == "Welcher Cube kommt auf b2? Wähle einen über der Liste: A4, A5, A6."


def test_the_explorer_places_the_cube_chosen_for_a_clicked_square() -> None:
    explorer = cubekit.widgets.Explorer(LINE)
    explorer.click("b2")
    assert [value for _, value in explorer.hand.options] == ["4", "5", "6"]
    assert "Which cube goes to b2?" in explorer.reason.value
    assert "color" not in explorer.reason.value          # a hint, not an error (no red)
    explorer.hand.value = "6"
    assert explorer.history and str(explorer.history[-1].move) == "6@b2"
    assert explorer.state.cube(sq("b2")) is not None


def test_stage_1a_places_white_blockers() -> None:
    start = GAME.initial_state()
    ia = interaction(start)
    palette = ia.palette()
    assert palette is not None and palette.label == "White blockers still to place:"
    assert [value for _, value in palette.options] == [f"W{s}" for s in range(1, 7)]
    assert palette.options[2] == ("W3 ×2", "W3")       # two whites of each strength
    assert ia.status()[0] == "Stage 1A: placing the white blockers (12 left)."
    ia.pick("W3")
    assert ia.click("c4") == Reaction(move=Place(3, sq("c4"), True))
    after = start.play("W3@c4")
    ia.reset(after)
    assert ia.picked is None and ia.palette() is not None
    assert [label for label, _ in ia.palette().options][2] == "W3"   # one W3 left
    reaction = ia.click("c4")                            # a white is no cube of A's
    assert not reaction.error and reaction.move is None and reaction.message


def test_move_list_offers_every_legal_move_grouped() -> None:
    values = [value for _, value in interaction(ROW).candidates()]
    assert sorted(values) == sorted(str(m) for m in ROW.legal_moves())
    kinds = ["place" if "@" in v else "group" if "-" in v else "single" for v in values]
    assert kinds == sorted(kinds, key=["place", "single", "group"].index)
    assert values[0] == "6@a2"                           # a1 holds B1: a2 is the first free
    places = [v for v in values if "@" in v]
    assert places == sorted(places, key=lambda v: sq(v.split("@")[1]))
    assert [v for v, k in zip(values, kinds, strict=True) if k == "group"] == [
        "e1-f1>W", "a4-c4>E"]


def test_choosing_a_push_in_the_list_previews_it() -> None:
    preview = interaction(ROW).preview("a4-c4>E")
    assert preview.highlight == {sq("a4"), sq("b4"), sq("c4")}
    assert preview.arrows == ((sq("c4"), sq("d4")),)
    assert len(preview.notes) == 4 and preview.title.startswith("A1+A2+A3")
    assert interaction(ROW).preview("6@d2").highlight == {sq("d2")}


def test_only_pass_is_explained() -> None:
    # every A cube is walled in by stronger cubes or the edge, and A has nothing to place
    stuck = GAME.parse_state("A3W5.W2W4A4/W5....B4/.....W1/....../B6....W6/A1B5..W6A2 A "
                             "lost:W12334,A56")
    assert stuck.legal_moves() == [Pass()]
    ia = interaction(stuck)
    reaction = ia.click("a1")
    assert not reaction.error and "choose 'pass' in the list" in (reaction.message or "")
    assert ia.selection == () and ia.palette() is None
    assert [value for _, value in ia.candidates()] == ["pass"]


def test_status_names_stage_and_lost_cubes() -> None:
    assert interaction(ROW).status() == [
        "Stage 1B: placing own cubes (with three on the board, pushing is allowed too).",
        "Cubes lost: A 0, B 0."]
    assert interaction(ROW, "de").status()[1] == "Verlorene Cubes: A 0, B 0."


def test_texts_in_german() -> None:
    ia = interaction(ROW, "de")
    ia.click("a4")
    ia.click("c4")
    preview = ia.preview(None)
    assert preview.notes[1] == "Osten (nach d4): erlaubt (Stärke 6 gegen Verteidigung 6)."
    assert preview.notes[0].startswith("Norden: nicht erlaubt.")
    assert "Gruppe" in ia.hint() and ia.move_label() == "Zug"


# --- the Explorer (draws with the Cubeslyde renderer) ----------------------------------------
@pytest.fixture
def explorer_of() -> Any:
    pytest.importorskip("cubekit.games.cubeslyde.render")
    from cubekit.widgets import Explorer

    def make(state: Any, **options: Any) -> Any:
        return Explorer(state, dpi=50, **options)

    return make


def test_explorer_clicks_select_and_push(explorer_of: Any) -> None:
    explorer = explorer_of(ROW)
    picture = explorer.image.value
    assert explorer.choice.description == "Move"
    assert explorer.click("a4") is None and explorer.click("c4") is None
    assert explorer.image.value != picture               # the selection and its arrow
    assert "push strength 6" in explorer.preview.value
    assert "legal (strength 6 vs defence 6)" in explorer.preview.value
    transition = explorer.click("d4")
    assert transition is not None and explorer.state == ROW.play("a4-c4>E")
    assert explorer.interaction.selection == ()          # a new position: nothing selected
    assert explorer.stepper is not None and explorer.stepper.steps[0].state == ROW


def test_explorer_refused_push_keeps_the_position(explorer_of: Any) -> None:
    explorer = explorer_of(ROW)
    explorer.click("c4")
    assert explorer.click("d4") is None
    assert explorer.state == ROW and explorer.history == ()
    assert "lower than the defence" in explorer.reason.value


def test_explorer_picture_clicks(explorer_of: Any) -> None:
    explorer = explorer_of(ROW)
    for name in ("a4", "c4", "d4"):
        x, y = explorer.view.square_center(name)
        explorer.on_click({"type": "click", "dataX": x, "dataY": y})
    assert explorer.state == ROW.play("a4-c4>E")
    explorer.click("e1")
    width = explorer.view.size_px[0]
    explorer.on_click({"type": "click", "dataX": width - 2, "dataY": 2})   # beside the board
    assert explorer.interaction.selection == () and "not on a square" in explorer.reason.value


def test_explorer_hand_buttons_place(explorer_of: Any) -> None:
    explorer = explorer_of(LINE)
    assert "cubekit-hand" in explorer.hand._dom_classes
    assert explorer.hand_box.layout.display != "none"
    assert [value for _, value in explorer.hand.options] == ["4", "5", "6"]
    explorer.hand.value = "5"                            # as a click on the toggle button
    assert explorer.interaction.picked == "5"
    explorer.click("b2")
    assert explorer.state == LINE.play("5@b2")
    # B's turn now: B's hand is offered, nothing chosen
    assert [value for _, value in explorer.hand.options] == ["3", "4", "5", "6"]
    assert explorer.hand.value is None


def test_explorer_stage_1a_white(explorer_of: Any) -> None:
    start = GAME.initial_state()
    explorer = explorer_of(start)
    assert "Stage 1A" in explorer.status.value
    explorer.hand.value = "W3"
    explorer.click("c4")
    assert explorer.state == start.play("W3@c4")
    assert explorer.state.hand(WHITE) == (1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6)
    assert "(11 left)" in explorer.status.value


def test_explorer_list_without_clicks(explorer_of: Any) -> None:
    explorer = explorer_of(ROW)
    explorer.click("e1")                                 # a selection ...
    explorer.choice.value = "a4-c4>E"                    # ... replaced by the list's move
    assert explorer.interaction.selection == ()
    assert "A1+A2+A3" in explorer.preview.value
    explorer.play_button.click()
    assert explorer.state == ROW.play("a4-c4>E")


def test_random_player_plays_a_whole_game(explorer_of: Any) -> None:
    game = cubekit.load("cubeslyde", start_player=0, turn_limit=40)
    explorer = explorer_of(game.initial_state(), opponent="random", seed=4)
    person = random.Random(99)
    while explorer.state.outcome is None:
        before = len(explorer.history)
        assert explorer.play(person.choice(explorer.state.legal_moves())) is not None
        assert len(explorer.history) in (before + 1, before + 2)
    history, by = explorer.history, explorer.played_by_computer
    assert by == tuple(i % 2 == 1 for i in range(len(history)))   # A by hand, B answers
    for transition, computer in zip(history, by, strict=True):
        if computer:
            assert transition.move in transition.before.legal_moves()
    outcome = explorer.state.outcome
    assert outcome.reason in ("four_in_a_row", "last_player", "turn_limit")
    if outcome.reason == "turn_limit":
        assert len(history) == 40
    assert "Game over" in explorer.status.value and explorer.computer_button.disabled
    # undo takes back the computer's last move together with the person's
    last_by_hand = max(i for i, computer in enumerate(by) if not computer)
    explorer.undo()
    assert explorer.state == history[last_by_hand].before
