"""Kettenreaktion rules, reasoned by hand from the rulebook and RULES.md (CR-1 .. CR-6).

Every expected value below is worked out in the comments from the rules, not copied from the
engine's output. Rulebook sections are cited by their German headings (*Aufbau*, *Dein Zug*,
*Kapazität*, *Überlauf*, *Kaskade*, *Gewinnen*, *Sonderfälle*).
"""

from __future__ import annotations

from typing import Any

import pytest

import cubekit
from cubekit.core.game import IllegalMoveError, NotationError, Outcome
from cubekit.core.grid import FILES
from cubekit.games.chain_reaction import PRESETS, ChainReaction, ChainState
from cubekit.games.chain_reaction.events import Endless, Wave

A, B, C = 0, 1, 2


def load(**options: Any) -> ChainReaction:
    game = cubekit.load("chain_reaction", **options)
    assert isinstance(game, ChainReaction)
    return game


def position(game: ChainReaction, cells: dict[str, str], to_move: str = "A",
             extra: str = "") -> ChainState:
    """A position from ``{"c3": "3A", ...}`` (written here independently of the engine)."""
    ranks = []
    for row in range(game.height - 1, -1, -1):
        rank = ""
        for col in range(game.width):
            rank += cells.get(f"{FILES[col]}{row + 1}", ".")
        ranks.append(rank)
    text = f"{game.width}x{game.height} {'/'.join(ranks)} {to_move} {extra}".strip()
    state = game.parse_state(text)
    assert isinstance(state, ChainState)
    return state


def cell(state: ChainState, name: str) -> tuple[int, int | None]:
    return state.count(state.game.board.parse(name)), state.owner(state.game.board.parse(name))


def occupied(state: ChainState) -> dict[str, tuple[int, int | None]]:
    board = state.game.board
    return {board.name(sq): cell(state, board.name(sq)) for sq in board.squares()
            if state.count(sq)}


# --- CR-2 capacity ------------------------------------------------------------------------------
@pytest.mark.parametrize(("width", "height", "expected"), [
    # corners have 2 orthogonal neighbours, other edge cells 3, inner cells 4
    (6, 6, {"a1": 2, "f1": 2, "a6": 2, "f6": 2, "a3": 3, "c1": 3, "f4": 3, "c6": 3, "c3": 4,
            "e5": 4}),
    (2, 2, {"a1": 2, "b1": 2, "a2": 2, "b2": 2}),            # every cell is a corner
    (3, 5, {"a1": 2, "c5": 2, "b1": 3, "a3": 3, "c2": 3, "b5": 3, "b2": 4, "b3": 4, "b4": 4}),
    (8, 10, {"h10": 2, "h1": 2, "a10": 2, "h5": 3, "d10": 3, "d5": 4, "g9": 4}),
    (26, 3, {"z3": 2, "z2": 3, "m1": 3, "m2": 4, "b2": 4}),  # 3 high: rank 2 is the only inside
    (2, 5, {"a1": 2, "b5": 2, "a3": 3, "b2": 3}),            # 2 wide: no inner cells at all
])
def test_capacity_is_the_number_of_neighbours(width: int, height: int,
                                              expected: dict[str, int]) -> None:
    game = load(width=width, height=height)
    for name, capacity in expected.items():
        assert game.capacity(game.board.parse(name)) == capacity, name


@pytest.mark.parametrize(("width", "height", "name", "capacity"), [
    (6, 6, "a1", 2), (6, 6, "c1", 3), (6, 6, "c3", 4), (3, 5, "b1", 3), (26, 3, "m2", 4),
    (26, 3, "z2", 3), (8, 10, "h10", 2),
])
def test_a_cell_bursts_exactly_at_its_capacity(width: int, height: int, name: str,
                                               capacity: int) -> None:
    """CR-2 / *Überlauf*: capacity - 1 marbles stay, the capacity-th marble bursts the cell."""
    game = load(width=width, height=height)
    square = game.board.parse(name)
    far = next(game.board.name(sq) for sq in game.board.squares()   # B's marble, out of reach
               if sq != square and sq not in game.board.neighbours(square))
    # moved:B - A has not moved yet, so it is not out even with no marble (CR-4)
    below = position(game, {name: f"{capacity - 2}A" if capacity > 2 else ".", far: "1B"},
                     extra="moved:B")
    after = below.play(name)
    assert cell(after, name) == (capacity - 1, A)     # reached capacity - 1: no burst
    at = position(game, {name: f"{capacity - 1}A", far: "1B"})
    after = at.play(name)
    assert cell(after, name) == (0, None)             # burst: all `capacity` marbles gone
    neighbours = game.board.neighbours(game.board.parse(name))
    assert len(neighbours) == capacity
    for square in neighbours:
        assert cell(after, game.board.name(square)) == (1, A)


# --- single burst, capture, surplus (CR-2, CR-3) -------------------------------------------------
def kinds(transition: Any) -> list[str]:
    """The names of the event classes of a move's steps, in order."""
    return [type(event).__name__ for event in transition.events]


def test_single_burst() -> None:
    # 6x6: c3 is inside (capacity 4) and holds 3 of A; B has one marble far away on f6.
    game = load()
    state = position(game, {"c3": "3A", "f6": "1B"})
    transition = state.explain("c3")
    after = transition.after
    # the 4th marble bursts c3: it loses all 4 and c4, d3, c2, b3 get one each, coloured A
    assert occupied(after) == {"c4": (1, A), "d3": (1, A), "c2": (1, A), "b3": (1, A),
                               "f6": (1, B)}
    assert after.to_move == B and after.outcome is None
    assert kinds(transition) == ["Placed", "Wave"]
    place, wave = transition.steps
    assert cell(place.state, "c3") == (4, A)          # shown at capacity before it bursts
    assert wave.highlight == {(2, 2)}
    assert wave.event.bursts == ((2, 2),)
    assert wave.event.number == 1
    assert wave.event.captures == ()
    assert wave.event.totals == (4, 1)


def test_captured_cells_keep_their_marbles_and_change_colour() -> None:
    # *Überlauf*: a neighbour that receives a marble becomes the mover's colour and keeps what
    # it had. 6x6: A bursts c3 (3 + 1 = 4) into c4 (2 of B) and d3 (1 of B).
    game = load()
    state = position(game, {"c3": "3A", "c4": "2B", "d3": "1B", "f6": "1B"})
    transition = state.explain("c3")
    after = transition.after
    # c4: 2 + 1 = 3 < 4, d3: 1 + 1 = 2 < 4, so nothing bursts again
    assert occupied(after) == {"c4": (3, A), "d3": (2, A), "b3": (1, A), "c2": (1, A),
                               "f6": (1, B)}
    assert after.marbles(A) == 7 and after.marbles(B) == 1
    wave = transition.steps[1]
    assert set(wave.event.captures) == {(2, 3), (3, 2)}
    assert "A captures d3 and c4." in wave.text    # cells are named in board order from a1
    # B may not play into a cell A just captured (*Dein Zug*): the reason names the owner
    assert after.to_move == B
    reason = after.why_illegal("c4")
    assert reason is not None and reason.startswith("c4 belongs to A: B may only play")
    assert after.why_illegal("c4", "de").startswith("c4 gehört A")  # type: ignore[union-attr]
    with pytest.raises(IllegalMoveError, match="c4 belongs to A"):
        after.play("c4")
    # *Sonderfälle*: A may play into its own just-captured cell on its next turn
    again = after.play("a6")
    assert again.why_illegal("c4") is None
    assert cell(again.play("c4"), "c4") == (0, None)  # 3 + 1 = 4: it bursts


def test_opponent_cell_is_illegal_with_three_players() -> None:
    game = load(width=3, height=3, players=3)
    state = position(game, {"a1": "1A", "b2": "1B", "c3": "1C"}, to_move="B")
    assert state.why_illegal("c3") == (
        "c3 belongs to C: B may only play on an empty cell or one of its own (rulebook: "
        "Your move ('Dein Zug')).")
    assert state.why_illegal("a1") is not None and "belongs to A" in state.why_illegal("a1")
    assert state.why_illegal("b2") is None and state.why_illegal("a3") is None
    assert [str(m) for m in state.legal_moves()] == [
        "b1", "c1", "a2", "b2", "c2", "a3", "b3"]  # 9 cells minus a1 (A) and c3 (C)


def test_surplus_is_kept_and_a_bursting_cell_need_not_end_empty() -> None:
    # CR-3 (and the rulebook claim in *Sonderfälle* that a bursting cell always ends empty in a
    # two-player game is false). 6x6: a1 corner (cap 2) holds 1, a2 and b1 edges (cap 3) hold
    # 2, b2 inside (cap 4) holds 3, all A; B has f6.
    game = load()
    state = position(game, {"a1": "1A", "a2": "2A", "b1": "2A", "b2": "3A", "f6": "1B"})
    transition = state.explain("b2")
    waves = [step for step in transition if isinstance(step.event, Wave)]
    assert [step.highlight for step in waves] == [
        {(1, 1)},             # wave 1: b2 = 4 bursts -> a2 = 3, b1 = 3, b3 = 1, c2 = 1
        {(0, 1), (1, 0)},     # wave 2: a2 and b1 burst together -> a1 = 1 + 2 = 3, b2 = 2,
        {(0, 0)},             # wave 3: a1 = 3 > 2 bursts once and keeps 1; a2 = b1 = 1
    ]
    assert cell(waves[1].state, "a1") == (3, A)       # over capacity for a moment
    assert waves[1].event.surplus == ((0, 0),)
    assert "(CR-3)" in waves[1].text and "a1 now holds more marbles" in waves[1].text
    assert "b1 and a2 burst together" in waves[1].text  # named in board order from a1
    assert occupied(transition.after) == {
        "a1": (1, A), "a2": (1, A), "b1": (1, A), "a3": (1, A), "c1": (1, A), "b2": (2, A),
        "b3": (1, A), "c2": (1, A), "f6": (1, B)}
    assert transition.after.total_marbles() == 8 + 1 + 1
    german = state.explain("b2").steps[2].describe("de")
    assert "Welle 2" in german and "(CR-3)" in german


def test_cascade_needs_to_finish_before_the_next_marble() -> None:
    # a position in the middle of a cascade (a1 at capacity 2) is not one between two moves:
    # the parser refuses it (CR-3), and a state made in code that is one lets nobody place
    game = load(width=3, height=3)
    with pytest.raises(NotationError, match="middle of a cascade"):
        position(game, {"a1": "2A", "c3": "1B"})
    calm = position(game, {"a1": "1A", "c3": "1B"})
    state = ChainState(game, 0b1 | calm.c0, calm.c1 | 0b1, calm.c2, calm.owners, calm.to_move,
                       calm.moved, None, calm.lay)
    assert state.count((0, 0)) == 3 and state.in_cascade and state.outcome is None
    assert state.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="middle of a cascade"):
        state.play("b2")


# --- CR-4 winning, stop on win, endless cascades -------------------------------------------------
def test_first_move_cannot_lose() -> None:
    # *Gewinnen*: the check applies only to players who have moved. After A's first marble,
    # B has none but has not moved yet, so nobody has won.
    for start in (A, B):
        game = load(width=2, height=2, start_player=start)
        first = game.initial_state().play("a1")
        assert first.outcome is None
        assert first.to_move == 1 - start
        assert not first.is_out(1 - start) and first.marbles(1 - start) == 0
        assert first.remaining() == [A, B]
    # the same in a position: B has not moved (moved:A), no marbles, and is not out
    game = load(width=3, height=3)
    state = position(game, {"a1": "1A"}, to_move="B", extra="moved:A")
    assert state.outcome is None and state.legal_moves()
    # ...but once B has moved, no marbles means B is out and A has won
    won = position(game, {"a1": "1A"}, to_move="B", extra="moved:AB")
    assert won.outcome is not None and won.outcome.winners == (A,)
    assert won.outcome.reason == "last_player" and won.outcome.rule is None


def test_win_stops_the_cascade_mid_way() -> None:
    # 2x2, every cell is a corner (capacity 2). A a1, B b2, A a1 (bursts: a2, b1 = 1 A each),
    # B b2 = 2 bursts: a2 and b1 become 2 B each. A has no marbles after wave 1, so B wins
    # there (CR-4) although a2 and b1 sit at capacity.
    game = load(width=2, height=2)
    before = game.initial_state().play_all(["a1", "b2", "a1"])
    assert occupied(before) == {"a2": (1, A), "b1": (1, A), "b2": (1, B)}
    transition = before.explain("b2")
    final = transition.after
    assert final.outcome is not None and final.outcome.winners == (B,)
    assert occupied(final) == {"a2": (2, B), "b1": (2, B)}
    assert final.count((0, 1)) == game.capacity((0, 1))      # left at capacity
    assert not final.in_cascade and final.legal_moves() == []
    assert kinds(transition) == ["Placed", "Wave"]
    assert "Only B is left: B wins and the cascade stops here (CR-4)." in transition.text
    assert final.to_text() == "2x2 2B./.2B B"


def test_without_stop_on_win_the_cascade_repeats_and_is_reported() -> None:
    # The same moves with stop_on_win=False: the cascade runs on.
    # after wave 1: a2 = b1 = 2 B; wave 2: both burst -> a1 = b2 = 2 B;
    # wave 3: a1, b2 burst -> a2 = b1 = 2 B, exactly the board after wave 1: it repeats forever.
    # The 4 marbles never exceed the settled limit 4 x (2 - 1) = 4, so the repeat is what is
    # detected, after wave 3.
    game = load(width=2, height=2, stop_on_win=False)
    transition = game.initial_state().play_all(["a1", "b2", "a1"]).explain("b2")
    assert kinds(transition) == ["Placed", "Wave", "Wave", "Wave", "Endless"]
    endless = transition.steps[-1]
    assert endless.event.reason == "repeat"
    assert endless.event.wave == 3
    assert endless.text.startswith("After wave 3: this cascade can never settle. The board is "
                                   "exactly as it was after wave 1")
    final = transition.after
    assert final.outcome is not None
    assert final.outcome.reason == "endless_cascade" and final.outcome.winners == ()
    assert final.outcome.rule == "CR-4" and "not in the rulebook" in final.outcome.describe()
    assert occupied(final) == {"a2": (2, B), "b1": (2, B)}
    assert final.to_text() == "2x2 2B./.2B B result:endless"
    assert final.legal_moves() == []


def test_without_stop_on_win_too_many_marbles_never_settle() -> None:
    # 2x2 settled limit: 4 cells x (2 - 1) = 4 marbles. All four cells hold 1; A's fifth marble
    # makes 5 > 4, so no board with every cell below capacity exists: detected before wave 1.
    game = load(width=2, height=2, stop_on_win=False)
    state = position(game, {"a1": "1A", "b1": "1A", "a2": "1B", "b2": "1B"})
    transition = state.explain("a1")
    assert kinds(transition) == ["Placed", "Endless"]
    endless = transition.steps[-1]
    assert endless.event.reason == "capacity"
    assert endless.text.startswith(
        "Before wave 1: this cascade can never settle. The board holds 5 marbles, but with "
        "every cell below its capacity it can hold at most 4.")
    assert transition.after.outcome is not None
    assert transition.after.outcome.reason == "endless_cascade"
    assert occupied(transition.after) == {"a1": (2, A), "b1": (1, A), "a2": (1, B),
                                          "b2": (1, B)}
    # with stop_on_win (default) the same move is an ordinary win: a1 bursts into a2 and b1,
    # B's only cells are a2 (captured) and b2 -> B keeps b2, so it goes on:
    # wave 1: a1 = 0, a2 = 2 A, b1 = 2 A; B still owns b2 (1). wave 2: a2, b1 burst ->
    # a1 = 2 A, b2 = 1 + 2 = 3 A; B has nothing left: A wins after wave 2.
    stop = position(load(width=2, height=2), {"a1": "1A", "b1": "1A", "a2": "1B", "b2": "1B"})
    final = stop.play("a1")
    assert final.outcome is not None and final.outcome.winners == (A,)
    assert occupied(final) == {"a1": (2, A), "b2": (3, A)}


def test_endless_detection_on_a_larger_board() -> None:
    # 3x3 settled limit: 4 corners x 1 + 4 edges x 2 + centre 3 = 15 marbles. Fill every cell
    # to capacity - 1 (15 marbles): the 16th marble can never settle.
    game = load(width=3, height=3, stop_on_win=False)
    cells = {"a1": "1A", "c1": "1A", "a3": "1B", "c3": "1B", "b1": "2A", "a2": "2A",
             "c2": "2B", "b3": "2B", "b2": "3A"}
    state = position(game, cells, extra="moved:AB")
    assert state.total_marbles() == 15 and state.outcome is None
    transition = state.explain("b2")
    assert transition.steps[-1].event.reason == "capacity"
    assert "holds 16 marbles" in transition.steps[-1].text
    assert "at most 15" in transition.steps[-1].text


def test_stop_on_win_or_not_changes_the_final_board() -> None:
    # 3x3: A has 2 on a2 (edge, capacity 3), B has 1 on a1 (corner, capacity 2); B plays a1.
    # wave 1: a1 bursts -> a2 = 3 B (captured, at capacity), b1 = 1 B; A has none left.
    cells = {"a2": "2A", "a1": "1B"}
    stopped = position(load(width=3, height=3), cells, to_move="B").explain("a1")
    assert occupied(stopped.after) == {"a2": (3, B), "b1": (1, B)}
    assert stopped.after.outcome is not None and stopped.after.outcome.winners == (B,)
    assert kinds(stopped) == ["Placed", "Wave"]
    # CR-4 off: wave 2: a2 bursts -> a1, a3, b2 = 1 B each; then everything is settled and B
    # wins by the ordinary check afterwards.
    running = position(load(width=3, height=3, stop_on_win=False), cells,
                       to_move="B").explain("a1")
    assert occupied(running.after) == {"a1": (1, B), "a3": (1, B), "b2": (1, B), "b1": (1, B)}
    assert running.after.outcome is not None and running.after.outcome.winners == (B,)
    assert running.after.outcome.reason == "last_player"
    assert kinds(running) == ["Placed", "Wave", "Wave", "Won"]


# --- CR-5 players, CR-6 start player ------------------------------------------------------------
def test_out_players_are_skipped() -> None:
    # 3x3, three players, everyone has moved once (3 marbles). A bursts a1 (corner) into
    # a2 (B's only cell) and b1: B is out; C and A remain, so the game goes on with C.
    game = load(width=3, height=3, players=3)
    state = position(game, {"a1": "1A", "a2": "1B", "c3": "1C"})
    transition = state.explain("a1")
    after = transition.after
    assert after.outcome is None
    assert after.is_out(B) and after.remaining() == [A, C]
    assert after.to_move == C
    assert "B has no marbles left and is out." in transition.text
    # C plays c3 (corner, 2): c2 and b3 become C's. Next is A again: B stays skipped.
    later = after.play("c3")
    assert later.to_move == A
    assert later.play("b1").to_move == C


def test_last_of_three_players_wins() -> None:
    # A bursts a1 into a2 (B's only cell) and b1 (C's only cell): both are out at once.
    game = load(width=3, height=3, players=3)
    state = position(game, {"a1": "1A", "a2": "1B", "b1": "1C"})
    final = state.play("a1")
    assert final.outcome is not None and final.outcome.winners == (A,)
    assert final.remaining() == [A]


def test_player_without_any_cell_is_out() -> None:
    # 2x2 with 8 players: after A a1, B b2, C a2, D b1 every cell belongs to someone and
    # E, F, G and H can never place: the kit counts them out (not in the rulebook) and A moves.
    game = load(width=2, height=2, players=8)
    before = game.initial_state().play_all(["a1", "b2", "a2"])
    transition = before.explain("b1")
    assert kinds(transition) == ["Placed", "NoCell", "NoCell", "NoCell", "NoCell"]
    assert "not in the rulebook" in transition.steps[1].text
    after = transition.after
    assert after.to_move == A and after.outcome is None
    assert [p for p in range(8) if after.is_out(p)] == [4, 5, 6, 7]
    assert "moved:ABCDEFGH" in after.to_text()      # more players moved than marbles imply
    assert game.parse_state(after.to_text()) == after


@pytest.mark.parametrize(("players", "start", "order"), [
    (2, 1, [B, A, B, A]),
    (3, 2, [C, A, B, C]),
    (3, 0, [A, B, C, A]),
])
def test_start_player(players: int, start: int, order: list[int]) -> None:
    # CR-6: the start player moves first, then turn order continues cyclically
    game = load(width=6, height=6, players=players, start_player=start)
    state = game.initial_state()
    assert state.to_move == start
    for square, player in zip(["a3", "c3", "e3", "b5"], order, strict=True):
        assert state.to_move == player
        state = state.play(square)
        assert state.owner(game.board.parse(square)) == player


# --- CR-1 boards and option errors --------------------------------------------------------------
@pytest.mark.parametrize(("preset", "width", "height"), [("6x6", 6, 6), ("8x8", 8, 8),
                                                         ("8x10", 8, 10), ("8X10", 8, 10)])
def test_presets(preset: str, width: int, height: int) -> None:
    game = ChainReaction.preset(preset)
    assert (game.width, game.height) == (width, height)
    corner = game.board.parse(f"{FILES[width - 1]}{height}")   # top-right corner
    assert game.capacity(corner) == 2
    with pytest.raises(ValueError, match="off the"):
        game.board.parse(f"{FILES[width]}1")
    with pytest.raises(ValueError, match="off the"):
        game.board.parse(f"a{height + 1}")


def test_preset_table_and_options() -> None:
    # *Aufbau* / CR-1: 6x6, 8x8 and 8x10, the last 8 wide (files a-h) and 10 high
    assert PRESETS == {"6x6": (6, 6), "8x8": (8, 8), "8x10": (8, 10)}
    game = ChainReaction.preset("8x10", players=3, stop_on_win=False)
    assert (game.players, game.stop_on_win) == (3, False)
    with pytest.raises(ValueError, match=r"unknown board preset '7x7': expected one of 6x6, 8x8"):
        ChainReaction.preset("7x7")


@pytest.mark.parametrize(("options", "error", "message"), [
    ({"width": 1}, ValueError, r"board 1x6 is not allowed: expected a width of 2-26"),
    ({"width": 27}, ValueError, r"expected a width of 2-26 and a height of 2-99"),
    ({"height": 1}, ValueError, r"board 6x1 is not allowed"),
    ({"height": 100}, ValueError, r"height of 2-99"),
    ({"players": 1}, ValueError, r"1 players is not allowed: expected 2 \(rulebook\) or 3-8"),
    ({"players": 9}, ValueError, r"expected 2 \(rulebook\) or 3-8 \(RULES.md CR-5\)"),
    ({"start_player": 2}, ValueError, r"start_player 2 is not a player: expected 0-1"),
    ({"start_player": -1}, ValueError, r"expected 0-1 \(RULES.md CR-6\)"),
    ({"players": 3, "start_player": 3}, ValueError, r"expected 0-2"),
    ({"width": "6"}, TypeError, r"width must be a whole number, got '6'"),
    ({"height": 6.0}, TypeError, r"height must be a whole number"),
    ({"players": True}, TypeError, r"players must be a whole number"),
    ({"stop_on_win": 1}, TypeError, r"stop_on_win must be True or False, got 1"),
    ({"stop_on_win": "no"}, TypeError, r"stop_on_win must be True or False"),
])
def test_invalid_options(options: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        cubekit.load("chain_reaction", **options)
    with pytest.raises(error, match=message):
        load().with_options(**options)


def test_smallest_and_largest_boards() -> None:
    for width, height in [(2, 2), (26, 99), (2, 99), (26, 2)]:
        game = load(width=width, height=height)
        assert game.initial_state().legal_moves()[-1] == game.initial_state().parse_move(
            f"{FILES[width - 1]}{height}")


def test_load_errors() -> None:
    with pytest.raises(ValueError, match=r"unknown game 'chess': expected one of chain_reaction"):
        cubekit.load("chess")
    with pytest.raises(TypeError, match=r"unknown option\(s\) size for chain_reaction: expected "
                                        r"width, height, players, start_player, stop_on_win"):
        cubekit.load("chain_reaction", size="6x6")
    with pytest.raises(TypeError, match=r"unknown option\(s\) colour, size"):
        cubekit.load("chain_reaction", size=1, colour=2)
    # names are case-insensitive and the German name is an alias
    assert cubekit.load("Kettenreaktion", width=3, height=3) == load(width=3, height=3)
    assert cubekit.load("Chain Reaction") == load()


def test_outcome_objects() -> None:
    final = load(width=2, height=2).initial_state().play_all(["a1", "b2", "a1", "b2"])
    outcome = final.outcome
    assert isinstance(outcome, Outcome)
    assert outcome.winner == B and not outcome.is_draw
    assert outcome.describe("en") == "B wins: every other player has lost all their marbles."
    assert outcome.describe("de").startswith("B gewinnt")


def test_endless_detected_once_every_cell_has_burst() -> None:
    """CR-4 option off, third proof of an endless cascade: every cell has burst.

    3x3 with 13 marbles is below the 15 a calm 3x3 board can hold, so the marble count alone
    proves nothing; but after six waves every one of the nine cells has burst, and a cascade
    in which every cell has burst can never come to rest. Running the waves on by hand from
    the reported board confirms that it never settles.
    """
    game = ChainReaction(width=3, height=3, stop_on_win=False)
    state = game.parse_state("3x3 1A2A1A/1A3A1B/1B1A1A A")
    assert state.total_marbles() + 1 == 13 < state.lay.settled_limit == 15
    transition = state.explain("a3")
    last = transition.steps[-1]
    assert isinstance(last.event, Endless) and last.event.reason == "all_burst"
    assert last.text.startswith("After wave 6: this cascade can never settle.")
    burst_cells = set().union(*(step.highlight for step in transition.steps
                                if isinstance(step.event, Wave)))
    assert burst_cells == set(game.board.squares())
    assert transition.after.outcome is not None
    assert transition.after.outcome.reason == "endless_cascade"
    # independent check: 500 more waves with the bare wave() kernel never reach a calm board
    from cubekit.games.chain_reaction.rules import bursting, wave
    after = transition.after
    c0, c1, c2, lay = after.c0, after.c1, after.c2, after.lay
    for _ in range(500):
        burst = bursting(c0, c1, c2, lay)
        assert burst, "the cascade settled although the kit called it endless"
        c0, c1, c2, _, _ = wave(c0, c1, c2, burst, lay)


def test_stop_on_win_cascade_that_nobody_can_stop_is_reported_not_run_forever() -> None:
    """CR-4 with the stop on win: only players who have moved can be out. In a typed 2x2
    position where B has not moved yet and owns nothing, A's burst on a1 starts a cascade with
    5 marbles on a board that holds at most 4 calmly, so it never settles; B is never out, so
    the win cannot stop it. After wave 3 every cell has burst (a1; a2 and b1; a1 and b2) and
    the kit reports the endless cascade instead of hanging."""
    game = ChainReaction(width=2, height=2)
    state = game.parse_state("2x2 1A1A/1A1A A moved:A")
    transition = state.explain("a1")
    assert kinds(transition) == ["Placed", "Wave", "Wave", "Wave", "Endless"]
    assert transition.steps[-1].event.reason == "no_win"
    assert transition.after.outcome is not None
    assert transition.after.outcome.reason == "endless_cascade"
    assert transition.after.to_text() == "2x2 2A1A/.2A A moved:A result:endless"
    assert game.parse_state(transition.after.to_text()) == transition.after


def test_a_cell_over_capacity_when_the_win_stops_the_cascade_does_not_burst_next_wave() -> None:
    # a seeded 5x5 game (the one of the rules tour) ends with a wave that wins while a cell
    # is over its capacity: the step says the win stops the cascade before it bursts (CR-4)
    import random

    from cubekit.games.chain_reaction.events import Wave

    rng = random.Random(2024)
    position = cubekit.load("chain_reaction", width=5, height=5).initial_state()
    moves = []
    while position.outcome is None:
        move = rng.choice(position.legal_moves())
        moves.append(str(move))
        position = position.play(move)
    before = cubekit.load("chain_reaction", width=5, height=5).initial_state().play_all(
        moves[:-1])
    steps = before.explain(moves[-1])
    last = [step for step in steps if isinstance(step.event, Wave)][-1]
    assert last.event.won and last.event.surplus
    for language, stopped, wrong in (("en", "stops the cascade before", "in the next wave"),
                                     ("de", "beendet die Kaskade, bevor", "nächsten Welle")):
        text = last.describe(language)
        assert stopped in text and wrong not in text, text
