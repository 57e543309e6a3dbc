"""Deblockle in the Explorer: choosing a block, its four tips with their symbols, reasons and
hop targets, the two-click tip + target flow, and a whole game against the random player.

The interaction tests need no pictures and compare with the engine (``turns_from``,
``legal_moves``, ``plan``, ``why_illegal``); the Explorer tests draw with the Deblockle
renderer and are skipped until it exists.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import cubekit
from cubekit.core.game import Step
from cubekit.core.grid import Direction, Square
from cubekit.games.deblockle import Turn, TurnPlan
from cubekit.games.deblockle.events import Hopped
from cubekit.games.deblockle.interact import Interaction
from cubekit.games.deblockle.render import Renderer
from cubekit.widgets.interaction import Reaction, interaction_for

GAME = cubekit.load("deblockle")
START = GAME.initial_state(0)
# A to move (A removed 1, B 2): a1 Cross up (east tip: Stop), c2 X up (east: A's own home
# star d2, north: Star would come up), d5 Cross up (north: Star up onto the goal star d6,
# west: B's block on c5)
MIX = GAME.parse_state("A:a1(+/=/*),c2(x/o/@),d5(+/o/=) B:c5(x/*/=),g7(+/=/*) A removed:1/2")
# B to move: the block on b6 has a tip east (onto c6) with a single hop target
SINGLE = GAME.parse_state("A:c1(@/o/+),d1(x/@/*),e1(@/*/x),f5(x/@/*) "
                          "B:c5(+/*/@),b6(@/*/x),c7(+/*/@),e7(+/=/*) B removed:0/0")
# B to move: d7 tips west onto c7 with a symbol that cannot hop from there
BLOCKED = ("A:a1(@/o/+),a2(=/+/o),c3(+/@/o),b6(+/o/=) "
           "B:d4(@/x/o),c6(=/x/*),a7(+/o/=),d7(@/*/x) B removed:0/0")
NOHOP = GAME.parse_state(BLOCKED)
# A to move: c6 tips east onto B's home star d6 without Star coming up
STAR_SQUARE = GAME.parse_state("A:c1(+/o/=),d1(x/@/*),e1(@/*/x),c6(=/x/*) "
                               "B:g6(=/x/*),b7(x/*/=),c7(+/*/@),d7(=/*/+) A removed:0/0")


def sq(name: str) -> Square:
    return GAME.board.parse(name)


def interaction(state: Any, language: str = "en") -> Interaction:
    found = interaction_for(state, language)
    assert isinstance(found, Interaction)
    return found


def engine_tips(state: Any, square: Square) -> dict[str, list[Turn]]:
    """The legal turns of the block on ``square`` by tip direction, from the engine."""
    result: dict[str, list[Turn]] = {"N": [], "E": [], "S": [], "W": []}
    for move in state.turns_from(square):
        result[move.direction.name].append(move)
    return result


def hop_steps(state: Any, move: Turn) -> tuple[Any, ...]:
    """The arrows of the hop of ``move`` as the engine's explanation draws them (one per
    square stepped, none without a hop)."""
    hops = [step for step in state.explain(move).steps if isinstance(step.event, Hopped)]
    return arrows(hops[0]) if hops else ()


def arrows(step: Step) -> tuple[tuple[Square, Square], ...]:
    """The arrows a picture of ``step`` shows (from its event)."""
    return tuple(Renderer(step.state.game).step_arrows(step))


# --- the interaction alone -------------------------------------------------------------------
def test_the_deblockle_interaction_is_found_by_the_game_name() -> None:
    assert type(interaction_for(START)) is Interaction
    ia = interaction(START)
    assert ia.move_label() == "Move" and "tips onto" in ia.hint()
    assert "kippt" in interaction(START, "de").hint()


CASES = [(START, b.square) for b in START.blocks(0)] + \
    [(MIX, b.square) for b in MIX.blocks(0)] + [(SINGLE, b.square) for b in SINGLE.blocks(1)]


@pytest.mark.parametrize(("state", "square"), CASES)
def test_selecting_a_block_previews_exactly_its_legal_tips_and_targets(
        state: Any, square: Square) -> None:
    ia = interaction(state)
    assert ia.click(square) == Reaction(changed=True)
    assert ia.selected == square and ia.tip is None
    tips, expected = ia.tips(), engine_tips(state, square)
    assert list(tips) == ["N", "E", "S", "W"]
    for name, tip in tips.items():
        assert list(tip.turns) == expected[name]
        assert tip.legal == bool(expected[name]) and (tip.reason is None) == tip.legal
        assert set(tip.targets) == {m.target for m in expected[name] if m.target is not None}
        if tip.legal:   # the symbol is the engine's face after the tip
            plan = state.plan(expected[name][0])
            assert isinstance(plan, TurnPlan) and tip.symbol == plan.symbol
            assert tip.tip_square == plan.tip_square
    preview = ia.preview(None)
    legal = state.turns_from(square)
    tip_arrows = {(square, m.tip_square) for m in legal}
    hop_arrows = {arrow for m in legal if tips[m.direction.name].symbol != "hoops"
                  for arrow in hop_steps(state, m)}
    assert set(preview.arrows) == tip_arrows | hop_arrows
    assert len(preview.arrows) == len(set(preview.arrows))
    marked = {square} | {m.tip_square for m in legal} | {m.target for m in legal
                                                       if m.target is not None}
    assert preview.highlight == marked
    assert len(preview.notes) == 4


def test_the_notes_name_symbols_and_targets() -> None:
    ia = interaction(START)
    ia.click("c1")
    north, east, south, west = ia.preview(None).notes
    east_targets = [m.target for m in START.turns_from("c1") if m.direction == Direction.E]
    assert east_targets == [sq("a1"), sq("d7")]
    plan = START.plan(Turn(sq("c1"), Direction.E, sq("a1")))
    assert isinstance(plan, TurnPlan) and plan.symbol == "slider"
    assert east == "East (onto d1): Slider comes up; it hops to a1 and d7."
    # c1 holds Stop to the north (x/o/@), so tipping west turns Hoops (east face) up
    assert west.startswith("West (onto b1): Hoops comes up; in three single steps it hops "
                           "to a1, c1")
    assert west.endswith("and b4 (marked on the board).")
    assert "Star would come up" in north
    assert south.startswith("South: not allowed.")


def test_illegal_tips_list_their_reasons() -> None:
    ia = interaction(MIX)
    cases = [("c2", 0, "c2N", "would leave Star up"),   # Star up away from the goal star
             ("c2", 1, "c2E", "own home star"),         # d2 is A's home star
             ("d5", 3, "d5W", "taken by a block of B"),
             ("a1", 2, "a1S", "over the edge")]
    for block, index, move, words in cases:
        ia.clear()
        ia.click(block)
        note = ia.preview(None).notes[index]
        reason = MIX.why_illegal(move, "en")
        assert reason is not None and words in reason
        assert note.endswith(f"not allowed. {reason}")
        assert ia.tips()["NESW"[index]].reason == reason
    nohop = interaction(NOHOP)
    nohop.click("d7")
    reason = NOHOP.why_illegal("d7W", "en")
    assert reason is not None and "no hop" in reason
    assert nohop.tips()["W"].reason == reason and nohop.preview(None).notes[3].endswith(reason)
    star = interaction(STAR_SQUARE)
    star.click("c6")
    reason = STAR_SQUARE.why_illegal("c6E", "en")
    assert reason is not None and "is a star square" in reason
    assert star.tips()["E"].reason == reason


def test_a_tip_refused_only_by_its_hops_gives_a_hops_reason() -> None:
    game = cubekit.load("deblockle", no_adjacent=True)
    state = game.parse_state("A:e1(@/+/*),d3(x/@/*),d4(@/*/x),e6(x/o/@) "
                             "B:b4(o/+/@),a5(=/*/+),g6(@/+/*),b7(+/*/@) B removed:0/0")
    ia = interaction(state)
    ia.click("g6")
    tip = ia.tips()["N"]
    assert not tip.legal and tip.reason is not None
    # DB-6 with DB-8: the only hop would end on f6, next to A's block on e6, so it is no hop;
    # the rules' reason for the tip names f6 and both decisions, and the tip shows it
    reason = state.why_illegal("g6N", "en") or ""
    assert "f6" in reason and "DB-6" in reason and "DB-8" in reason
    assert tip.reason == reason


def test_a_skipped_hop_is_explained_and_played_at_once() -> None:
    state = cubekit.load("deblockle", impossible_hop="skip").parse_state(BLOCKED)
    ia = interaction(state)
    ia.click("d7")
    assert "no hop is possible" in ia.preview(None).notes[3]
    assert ia.click("c7") == Reaction(move=Turn(sq("d7"), Direction.W))
    plan = state.plan(Turn(sq("d7"), Direction.W))
    assert isinstance(plan, TurnPlan) and plan.skipped


def test_stop_removal_and_single_target_tips_play_at_once() -> None:
    ia = interaction(MIX)
    ia.click("d5")
    assert ia.click("d6") == Reaction(move=Turn(sq("d5"), Direction.N))
    plan = MIX.plan(Turn(sq("d5"), Direction.N))
    assert isinstance(plan, TurnPlan) and plan.removed
    assert "the block leaves the game (d5N)" in ia.preview(None).notes[0]
    ia.clear()
    ia.click("a1")
    assert ia.click("b1") == Reaction(move=Turn(sq("a1"), Direction.E))
    assert MIX.plan(Turn(sq("a1"), Direction.E)).symbol == "stop"    # type: ignore[union-attr]
    single = interaction(SINGLE)
    single.click("b6")
    (only,) = [m for m in SINGLE.turns_from("b6") if m.direction == Direction.E]
    assert only.target is not None
    assert single.click("c6") == Reaction(move=only)


def test_tip_then_target_plays_the_turn() -> None:
    ia = interaction(START)
    ia.click("c1")
    assert ia.click("b1") == Reaction(changed=True)        # west: Hoops, several targets
    assert ia.tip == Direction.W
    preview = ia.preview(None)
    west = [m.target for m in START.turns_from("c1") if m.direction == Direction.W]
    assert preview.arrows == ((sq("c1"), sq("b1")),)      # Hoops: targets framed only
    assert preview.highlight == {sq("c1"), sq("b1"), *west}
    assert preview.title.startswith("c1 tips west onto b1: Hoops comes up.")
    assert "in three single steps it hops to a1, c1, b2" in preview.notes[3]
    assert ia.click("b2") == Reaction(move=Turn(sq("c1"), Direction.W, sq("b2")))
    # c1 itself is a Hoops target (three steps back): with the tip chosen it plays
    assert ia.click("c1") == Reaction(move=Turn(sq("c1"), Direction.W, sq("c1")))
    ia.click("d1")                                         # another tip: east (Slider)
    assert ia.tip == Direction.E
    # the slides d1 -> a1 and d1 -> d7 square by square, as the explanation draws them
    east = [m for m in START.turns_from("c1") if m.direction == Direction.E]
    slides = {arrow for m in east for arrow in hop_steps(START, m)}
    assert len(slides) == 3 + 6
    assert set(ia.preview(None).arrows) == {(sq("c1"), sq("d1"))} | slides
    assert ia.click("d7") == Reaction(move=Turn(sq("c1"), Direction.E, sq("d7")))
    ia.click("d1")                                         # the chosen tip again: all four
    assert ia.tip is None and ia.selected == sq("c1")


def test_a_target_reached_by_one_tip_plays_with_one_click() -> None:
    ia = interaction(START)
    ia.click("c1")
    assert ia.click("d7") == Reaction(move=Turn(sq("c1"), Direction.E, sq("d7")))
    reaction = ia.click("a1")                             # both east and west end on a1
    assert reaction.move is None and reaction.error
    assert "c1E:a1 and c1W:a1" in (reaction.message or "")
    assert ia.selected == sq("c1")


def test_clicks_elsewhere_clear() -> None:
    ia = interaction(START)
    ia.click("c1")
    reaction = ia.click("g4")                             # no tip square, no target
    assert reaction == Reaction(message="Selection cleared.", changed=True)
    assert ia.selected is None and ia.preview(None) == ia.preview(None).__class__()
    ia.click("c1")
    ia.click("b1")
    reaction = ia.click("g4")                             # not a target of the chosen tip
    assert reaction.error and reaction.changed and "does not hop to g4" in (reaction.message
                                                                           or "")
    assert ia.selected is None and ia.tip is None
    ia.click("c1")
    assert ia.click("c1").message == "Selection cleared."  # the selected block again
    ia.click("c1")
    assert ia.click("e3") == Reaction(changed=True) and ia.selected == sq("e3")
    assert ia.clear() is True and ia.clear() is False


def test_clicks_that_select_nothing_say_why() -> None:
    ia = interaction(START)
    for name in ("c5", "d4"):                             # B's block, an empty square
        reaction = ia.click(name)
        assert reaction.error and reaction.message == START.why_illegal(f"{name}N", "en")
        assert ia.selected is None
    ia.click("c3")
    reaction = ia.click("b3")                             # an illegal tip square: its reason
    assert reaction.error and reaction.message == START.why_illegal("c3W", "en")
    assert ia.selected == sq("c3")


def test_a_finished_game_takes_no_clicks() -> None:
    finished = cubekit.load("deblockle", blocks=(1, 4)).parse_state(
        "A:d5(+/o/=) B:c5(x/*/=) A removed:0/3").play("d5N")
    assert finished.outcome is not None and finished.outcome.winners == (0,)
    ia = interaction(finished)
    reaction = ia.click("c5")
    assert reaction.error and reaction.move is None and "over" in (reaction.message or "")
    assert ia.candidates() == [] and ia.selected is None


def test_move_list_equals_the_legal_moves() -> None:
    for state in (START, MIX, SINGLE):
        options = interaction(state).candidates()
        assert [value for _, value in options] == [str(m) for m in state.legal_moves()]
        for label, value in options:
            plan = state.plan(state.parse_move(value))
            assert isinstance(plan, TurnPlan)
            face = {"star": "Star", "stop": "Stop", "cross": "Cross", "x": "X",
                    "slider": "Slider", "hoops": "Hoops"}[plan.symbol]
            assert label == f"{value} ({face})"


def test_choosing_a_turn_in_the_list_previews_it() -> None:
    move = "c1W:c1"
    preview = interaction(START).preview(move)
    hop = next(step for step in START.explain(move).steps if isinstance(step.event, Hopped))
    assert set(preview.arrows) == {(sq("c1"), sq("b1"))} | set(arrows(hop))
    assert preview.highlight == {sq("c1"), sq("b1")} | set(hop.highlight)
    # the headlines of the turn's steps (the picture titles), as words.headline tells them
    assert preview.title == "Turn c1W:c1: Player A tips c1\u2192b1: Hoops comes up. Hop with " \
        "Hoops: b1 → b2 → c2 → c1."
    assert len(preview.notes) == 4
    stop = interaction(MIX).preview("a1E")
    assert stop.arrows == ((sq("a1"), sq("b1")),)
    assert interaction(START).preview("c1S").highlight == {sq("c1")}   # illegal: the block


def test_status_counts_removed_blocks() -> None:
    assert interaction(START).status() == ["Blocks removed: A 0 of 4, B 0 of 4."]
    assert interaction(MIX).status() == ["Blocks removed: A 1 of 4, B 2 of 4."]
    assert interaction(MIX, "de").status() == ["Entfernte Blöcke: A 1 von 4, B 2 von 4."]


def test_texts_in_german() -> None:
    ia = interaction(MIX, "de")
    ia.click("d5")
    north, _, _, west = ia.preview(None).notes
    assert north.startswith("Norden (auf d6): Der Stern kommt auf dem Zielstern")
    assert west.startswith("Westen: nicht erlaubt. ")
    assert ia.preview(None).title.startswith("Block von A auf d5: Kreuz oben")


# --- the Explorer (draws with the Deblockle renderer) ----------------------------------------
@pytest.fixture
def explorer_of() -> Any:
    pytest.importorskip("cubekit.games.deblockle.render")
    from cubekit.widgets import Explorer

    def make(state: Any, **options: Any) -> Any:
        return Explorer(state, dpi=50, **options)

    return make


def test_explorer_picture_clicks_play_a_turn(explorer_of: Any) -> None:
    explorer = explorer_of(START)
    picture = explorer.image.value
    for name in ("c1", "b1"):
        x, y = explorer.view.square_center(name)
        explorer.on_click({"type": "click", "dataX": x, "dataY": y})
    assert explorer.image.value != picture                # the block's arrows
    assert "Hoops comes up" in explorer.preview.value
    x, y = explorer.view.square_center("b2")
    explorer.on_click({"type": "click", "dataX": x, "dataY": y})
    assert explorer.state == START.play("c1W:b2")
    assert explorer.interaction.selected is None
    explorer.click("c5")                                  # B's turn now: B's block
    width = explorer.view.size_px[0]
    explorer.on_click({"type": "click", "dataX": width - 2, "dataY": 2})   # beside the board
    assert explorer.interaction.selected is None and "not on a square" in explorer.reason.value


def test_explorer_list_without_clicks(explorer_of: Any) -> None:
    explorer = explorer_of(MIX)
    explorer.click("c2")
    explorer.choice.value = "d5N"                          # the list replaces the selection
    assert explorer.interaction.selected is None
    assert "Turn d5N" in explorer.preview.value
    explorer.play_button.click()
    assert explorer.state == MIX.play("d5N") and explorer.state.removed(0) == 2
    assert "A 2 of 4" in explorer.status.value


def test_random_player_plays_a_whole_game(explorer_of: Any) -> None:
    game = cubekit.load("deblockle", turn_limit=60)
    explorer = explorer_of(game.initial_state(), opponent="random", seed=3)
    person = random.Random(5)
    while explorer.state.outcome is None:
        before = len(explorer.history)
        assert explorer.play(person.choice(explorer.state.legal_moves())) is not None
        assert len(explorer.history) > before
    history, by = explorer.history, explorer.played_by_computer
    for transition in history:
        assert transition.move in transition.before.legal_moves()
    assert any(by) and not all(by)
    outcome = explorer.state.outcome
    assert outcome.reason in ("all_removed", "stuck", "turn_limit")
    if outcome.reason == "turn_limit":
        assert len(history) == 60
    assert "Game over" in explorer.status.value and explorer.computer_button.disabled
    last_by_hand = max(i for i, computer in enumerate(by) if not computer)
    explorer.undo()                                       # the person's move and the answers
    assert explorer.state == history[last_by_hand].before
