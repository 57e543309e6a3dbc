"""Computer players (cubekit.bots) and the per-game evaluations they use.

Strength is measured in benchmarks/bots.py (too slow for unit tests); here: legality, seeds,
stop and progress, specs, and the decisive positions every player must get right. Expected
values are reasoned out by hand in the comments.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
from typing import Any

import pytest
from conftest import VARIANTS

import cubekit
from cubekit.bots import (
    PLAYER_SPECS,
    GreedyPlayer,
    MCTSPlayer,
    Player,
    RandomPlayer,
    evaluation_for,
    make_player,
)

# ---------------------------------------------------------------------------------------------
# Decisive positions: exactly the listed moves win at once (reasoned below, checked in
# test_decisive_positions_are_as_reasoned so that a change of the rules cannot hide here).
# ---------------------------------------------------------------------------------------------
DECISIVE: dict[str, tuple[dict[str, Any], str, set[str]]] = {
    # 3x3: A's a1 (corner, capacity 2) holds 1 marble, B's only marble is on b1. A second
    # marble bursts a1 into a2 and b1; b1 turns A's and B, having moved, has no marble: out,
    # A wins (CR-4). No other cell bursts (they are empty or hold nothing of A's).
    "chain_reaction": ({"width": 3, "height": 3}, "3x3 .../.../1A1B. A", {"a1"}),
    # All 12 whites placed; A holds a1-c1 with d1 empty and 4, 5, 6 in hand: placing any of
    # them on d1 makes four in a row (rulebook *Viererkette*). B's a2-c2 would win next turn.
    "cubeslyde": ({"start_player": 0},
                  "W1W1W2W2W3W3/W4W4W5W5W6W6/....../....../B1B2B3.../A1A2A3... A",
                  {"4@d1", "5@d1", "6@d1"}),
    # One block each (DB-8). A's e6 shows the star on its east face; tipping west onto d6 (A's
    # goal, B's home star, DB-1) brings the east face up: star up on the goal, removed (DB-4),
    # and A has no block left: A wins (DB-9). Every other tip leaves a block on the board.
    "deblockle": ({"blocks": 1}, "A:e6(@/+/*) B:c5(x/*/=) A", {"e6W"}),
    # One die each. A's h5 shows 2, so it moves exactly 2 squares (ST-3); only "h5N" ends
    # next to B's h8 (on h7). Two tips north turn the bottom (7 - 2 = 5) up: 5 against B's 1,
    # B's last die leaves the board (ST-4) and A is the last player with dice (ST-8).
    "striedies": ({}, "A:h5(2/1/3) B:h8(1/5/3) A", {"h5N"}),
}

GAMES = [name for name in DECISIVE if name in cubekit.games()]


def decisive(name: str) -> tuple[Any, set[str]]:
    options, text, winning = DECISIVE[name]
    return cubekit.load(name, **options).parse_state(text), winning


def winning_moves(state: Any) -> set[str]:
    me = state.to_move
    return {str(m) for m in state.legal_moves()
            if (after := state.play(m)).outcome is not None and me in after.outcome.winners}


@pytest.mark.parametrize("name", GAMES)
def test_decisive_positions_are_as_reasoned(name: str) -> None:
    state, winning = decisive(name)
    assert winning_moves(state) == winning
    assert len(state.legal_moves()) > len(winning)   # there is something to get wrong


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_greedy_takes_an_immediate_win(name: str, seed: int) -> None:
    state, winning = decisive(name)
    assert str(GreedyPlayer(seed).choose(state)) in winning


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("spec", ["mcts:iterations=30", "mcts:iterations=30,rollout=3"])
def test_mcts_finds_the_win_in_one(name: str, spec: str) -> None:
    state, winning = decisive(name)
    for seed in (0, 1):
        assert str(make_player(spec, seed).choose(state)) in winning


def test_mcts_defends_against_a_win_in_one() -> None:
    # Kettenreaktion 3x3, B to move (the decisive position above, B's turn first): A's a1 is
    # one marble short of bursting into a2 and b1. If B plays b1 or a2, all its marbles sit
    # where that burst lands, and A's a1 captures them all: A wins at once. Anywhere else B
    # keeps a marble out of reach.
    game = cubekit.load("chain_reaction", width=3, height=3)
    state = game.parse_state("3x3 .../.../1A1B. B")
    losing = {str(move) for move in state.legal_moves()
              if "a1" in winning_moves(state.play(move))}
    assert losing == {"b1", "a2"}
    move = MCTSPlayer(iterations=60, seed=3).choose(state)
    assert str(move) not in losing


def test_mcts_does_not_go_round_in_circles() -> None:
    # Cubeslyde, pushing stage: A is ahead (B has lost two cubes, A one). A's b5>E pushes its
    # A6 into B's B6 (6 against 6, a tie push, CS-6): A6 to c5, B6 to d5. B's d5>W pushes them
    # back the same way (6 against 6), and A is where it started. A tree search that repeats
    # b5>E lets B repeat too, until the turn limit draws the game (a benchmark game did).
    game = cubekit.load("cubeslyde")
    start = game.parse_state("..W6B3A1./.A6B6.W3W2/.B1W1.../.A2W4.A4W5/..B2A3.W5/.W4.W6W3. A "
                             "lost:A5,B45,W12")
    player = MCTSPlayer(iterations=100, seed=2)
    first = player.choose(start)
    assert str(first) == "b5>E"
    again = start.play(first).play("d5>W")
    assert again.cells == start.cells and again.to_move == start.to_move
    second = player.choose(again)
    assert str(second) != "b5>E"   # b5>E would recreate a position it has seen: a draw
    # a player without that memory would repeat
    assert str(MCTSPlayer(iterations=100, seed=2).choose(again)) == "b5>E"


# ---------------------------------------------------------------------------------------------
# Legal moves only, every game and variant
# ---------------------------------------------------------------------------------------------
LINEUP = ("mcts:iterations=4", "greedy", "random", "mcts:iterations=4,rollout=2")


def variant_cases() -> list[Any]:
    cases = []
    for name in GAMES:
        for options in VARIANTS.get(name, []):
            cases.append(pytest.param(name, options, id=f"{name}-{options}"))
    return cases


@pytest.mark.parametrize(("name", "options"), variant_cases())
def test_players_only_play_legal_moves(name: str, options: dict[str, Any]) -> None:
    game = cubekit.load(name, **options)
    state = game.initial_state(seed=5)
    players = [make_player(LINEUP[p % len(LINEUP)], seed=p) for p in range(game.players)]
    for _ in range(12 if name != "chain_reaction" else 20):
        if state.outcome is not None:
            break
        legal = state.legal_moves()
        move = players[state.to_move].choose(state)
        assert move in legal, f"{players[state.to_move].name} chose {move} in {state}"
        state = state.play(move)


@pytest.mark.parametrize("name", GAMES)
def test_players_refuse_a_finished_game(name: str) -> None:
    state, winning = decisive(name)
    over = state.play(next(iter(winning)))
    for spec in ("random", "greedy", "mcts"):
        with pytest.raises(ValueError, match="game is over"):
            make_player(spec).choose(over)


# ---------------------------------------------------------------------------------------------
# Seeds
# ---------------------------------------------------------------------------------------------
def play_out(name: str, specs: tuple[str, str], seeds: tuple[int, int], limit: int,
             **options: Any) -> list[str]:
    game = cubekit.load(name, **options)
    players = [make_player(spec, seed) for spec, seed in zip(specs, seeds, strict=True)]
    state = game.initial_state(seed=1)
    moves = []
    while state.outcome is None and len(moves) < limit:
        move = players[state.to_move].choose(state)
        moves.append(str(move))
        state = state.play(move)
    return moves


@pytest.mark.parametrize(("name", "options"), [("chain_reaction", {}),
                                               ("deblockle", {"turn_limit": 60})])
def test_same_seed_same_game(name: str, options: dict[str, Any]) -> None:
    for specs in (("random", "greedy"), ("mcts:iterations=12", "random")):
        first = play_out(name, specs, (3, 4), 16, **options)
        assert first == play_out(name, specs, (3, 4), 16, **options)
        # the seed matters: other seeds give another game (random moves differ)
        assert first != play_out(name, specs, (30, 40), 16, **options)


def test_same_seed_same_game_in_a_fresh_process() -> None:
    # no hidden dependence on hash randomisation (PYTHONHASHSEED differs per process)
    code = ("import cubekit; from cubekit.bots import make_player\n"
            "s = cubekit.load('cubeslyde', turn_limit=40).initial_state(seed=2)\n"
            "ps = [make_player('mcts:iterations=6', 1), make_player('greedy', 2)]\n"
            "out = []\n"
            "for _ in range(16):\n"
            "    m = ps[s.to_move].choose(s); out.append(str(m)); s = s.play(m)\n"
            "print(' '.join(out))\n")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, env={"PYTHONHASHSEED": str(h), "PATH": ""}).stdout
            for h in (1, 2)}
    assert len(runs) == 1 and len(next(iter(runs)).split()) == 16


# ---------------------------------------------------------------------------------------------
# stop and progress
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_mcts_honours_a_set_stop_event(name: str) -> None:
    state, _ = decisive(name)
    state = state.game.initial_state(seed=0) if name != "striedies" else state
    stop = threading.Event()
    stop.set()
    player = MCTSPlayer(iterations=100_000, seed=0)
    move = player.choose(state, stop=stop)
    assert move in state.legal_moves()
    assert player.last_iterations <= 1   # only the root was looked at


def test_mcts_stops_early_when_asked_during_the_search() -> None:
    state = cubekit.load("chain_reaction").initial_state()
    stop = threading.Event()
    seen: list[float] = []

    def progress(fraction: float) -> None:
        seen.append(fraction)
        if fraction >= 0.1:
            stop.set()

    player = MCTSPlayer(iterations=2000, seed=0)
    move = player.choose(state, progress=progress, stop=stop)
    assert move in state.legal_moves()
    # 2% steps: the event is set at 10% (200 iterations) and the search ends right after
    assert 200 <= player.last_iterations < 260
    assert seen[-1] == 1.0


@pytest.mark.parametrize("spec", ["mcts:iterations=120", "mcts:seconds=0.2", "greedy",
                                  "random"])
def test_progress_rises_to_one(spec: str) -> None:
    state = cubekit.load("chain_reaction").initial_state().play("c3").play("d4")
    seen: list[float] = []
    move = make_player(spec, seed=1).choose(state, progress=seen.append)
    assert move in state.legal_moves()
    assert seen and seen[-1] == 1.0
    assert all(0 < a < b for a, b in itertools.pairwise(seen))
    if spec.startswith("mcts:iterations"):
        # "regularly": at least every tenth of the budget (counted in iterations; a seconds
        # budget reports by the clock, and a loaded machine may fit only a few iterations in)
        assert len(seen) >= 10


def test_mcts_seconds_budget_runs_in_a_thread() -> None:
    # the Explorer's use: search in a background thread, stopped from the main thread
    state = cubekit.load("deblockle", turn_limit=100).initial_state(seed=3)
    stop = threading.Event()
    result: list[Any] = []
    player = make_player("mcts:seconds=30", seed=0)
    worker = threading.Thread(target=lambda: result.append(player.choose(state, stop=stop)))
    worker.start()
    stop.set()
    worker.join(timeout=10)
    assert not worker.is_alive() and result[0] in state.legal_moves()


# ---------------------------------------------------------------------------------------------
# Specs
# ---------------------------------------------------------------------------------------------
def test_make_player_specs() -> None:
    assert isinstance(make_player("random", 1), RandomPlayer)
    assert isinstance(make_player(" Greedy ", 1), GreedyPlayer)
    mcts = make_player("mcts:iterations=400", 2)
    assert isinstance(mcts, MCTSPlayer) and mcts.iterations == 400 and mcts.seconds is None
    timed = make_player("mcts:seconds=0.5")
    assert isinstance(timed, MCTSPlayer) and timed.seconds == 0.5 and timed.iterations is None
    both = make_player("mcts:iterations=50, seconds=2, c=0.7, alpha=0.2, rollout=3, draw=0.5")
    assert isinstance(both, MCTSPlayer)
    assert (both.iterations, both.seconds, both.c, both.alpha, both.rollout, both.draw) == (
        50, 2.0, 0.7, 0.2, 3, 0.5)
    # the name is the canonical spec: it makes the same player again
    for player in (mcts, timed, both, make_player("mcts"), make_player("greedy")):
        again = make_player(player.name)
        assert again.name == player.name
        assert isinstance(player, Player)
    assert make_player("mcts").name == "mcts:iterations=200"   # DEFAULT_ITERATIONS


@pytest.mark.parametrize(("spec", "why"), [
    ("minimax", "unknown player 'minimax'"),
    ("greedy:depth=2", "'greedy' takes no settings"),
    ("mcts:iterations=0", "iterations must be a whole number >= 1"),
    ("mcts:iterations=many", "iterations='many' is not a whole number"),
    ("mcts:seconds=-1", "seconds must be a number > 0"),
    ("mcts:depth=3", "unknown MCTS setting 'depth'"),
    ("mcts:iterations", "'iterations' is not a key=value setting"),
    ("mcts:iterations=5,iterations=6", "'iterations' is given twice"),
    ("mcts:alpha=2", "alpha must be a number between 0 and 1"),
    ("mcts:draw=-0.5", "draw must be a number between 0 and 1"),
    (42, "a spec is text, not int"),
])
def test_make_player_errors_name_the_valid_specs(spec: Any, why: str) -> None:
    with pytest.raises(ValueError) as info:
        make_player(spec)
    message = str(info.value)
    assert why in message
    assert all(valid in message for valid in PLAYER_SPECS)


@pytest.mark.parametrize(("settings", "english", "german"), [
    ({"iterations": 0}, "iterations must be a whole number >= 1 or None, got 0",
     "iterations muss eine ganze Zahl >= 1 oder None sein, nicht 0"),
    ({"seconds": 0}, "seconds must be a number > 0 or None, got 0",
     "seconds muss eine Zahl > 0 oder None sein, nicht 0"),
    ({"c": -1}, "c must be a number >= 0, got -1", "c muss eine Zahl >= 0 sein, nicht -1"),
    ({"alpha": 2}, "alpha must be a number between 0 and 1, got 2",
     "alpha muss eine Zahl zwischen 0 und 1 sein, nicht 2"),
    ({"rollout": -1}, "rollout must be a whole number >= 0, got -1",
     "rollout muss eine ganze Zahl >= 0 sein, nicht -1"),
])
def test_mcts_setting_errors_read_in_the_session_language(
        settings: dict[str, Any], english: str, german: str) -> None:
    with pytest.raises(ValueError) as info:
        MCTSPlayer(**settings)
    assert str(info.value) == english
    cubekit.set_language("de")
    try:
        with pytest.raises(ValueError) as info:
            MCTSPlayer(**settings)
    finally:
        cubekit.set_language("en")
    assert str(info.value) == german


def test_seed_must_be_a_whole_number() -> None:
    with pytest.raises(TypeError, match="seed must be a whole number"):
        make_player("random", seed="7")  # type: ignore[arg-type]


def test_players_pickle_and_describe_themselves() -> None:
    import pickle

    for spec in ("random", "greedy", "mcts:iterations=10", "mcts:seconds=1.5",
                 "mcts:iterations=10,seconds=1.5"):
        player = make_player(spec, 3)
        clone = pickle.loads(pickle.dumps(player))
        assert clone.name == player.name
        english, german = player.describe("en"), player.describe("de")
        assert english and german and english != german
    assert "10" in make_player("mcts:iterations=10").describe("de")
    assert "1.5" in make_player("mcts:seconds=1.5").describe("en")


def test_bots_stay_light() -> None:
    code = ("import sys, cubekit\n"
            "assert 'cubekit.bots' not in sys.modules, 'import cubekit imported the bots'\n"
            "from cubekit.bots import make_player\n"
            "for name in cubekit.games():\n"
            "    s = cubekit.load(name).initial_state()\n"
            "    make_player('mcts:iterations=3').choose(s)\n"
            "heavy = [m for m in ('matplotlib', 'ipywidgets', 'IPython', 'pandas')"
            " if m in sys.modules]\n"
            "print(heavy)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------------------------------------
# The evaluations
# ---------------------------------------------------------------------------------------------
def test_chain_reaction_evaluation() -> None:
    from cubekit.games.chain_reaction.evaluate import evaluate, material

    state, _ = decisive("chain_reaction")
    # A: a1, 1 marble, a corner one short of bursting (capacity 2), not in danger (B's b1 is
    # not one short: 1 of 3) -> 1 marble + 3 (safe corner) + 2 (loaded) + 2 (loaded next to
    # B's b1) = 8. B: b1, 1 marble, next to A's loaded a1 -> 1 - 2 (in danger) = -1.
    assert evaluate(state, 0) == 8 - (-1)
    assert evaluate(state, 1) == -9
    assert (material(state, 0), material(state, 1)) == (1, 1)
    won = state.play("a1")
    assert evaluate(won, 0) > 1000 > -1000 > evaluate(won, 1)


def test_cubeslyde_evaluation() -> None:
    from cubekit.games.cubeslyde.evaluate import evaluate, material

    state, _ = decisive("cubeslyde")
    # A (a1 b1 c1): clear stretch a1-d1 with three (+4), b1-e1 with two (+1); every other
    # stretch through its cubes holds a B cube; three cubes on the edge (-3), a1 a corner (-1);
    # A is to move and can place on d1, completing four (+40): 41.
    # B (a2 b2 c2): a2-d2 three (+4), b2-e2 two (+1); columns and diagonals hit the whites of
    # rank 5 or A's cubes; a2 on the edge (-1); one finishing square d2, not B's turn: 0 -> 4.
    assert evaluate(state, 0) == 41 - 4
    assert evaluate(state, 1) == 4 - 41
    assert material(state, 0) == 3
    # after B closes d1 with its own cube, A's threat is gone: A's score drops below zero
    blocked = state.game.parse_state(
        "W1W1W2W2W3W3/W4W4W5W5W6W6/....../....../B1B2B3.../A1A2A3B4.. A")
    assert evaluate(blocked, 0) < 0


def test_deblockle_evaluation() -> None:
    from cubekit.games.deblockle.evaluate import evaluate, material, turns_needed

    game = cubekit.load("deblockle", blocks=1)
    # A's f5 (stop up, cross east): tipping west brings the cross up on e5, and the cross hops
    # north to e6 with the star now on the east face; next turn e6W removes it: 2 turns, and
    # f5 is not next to d6, so no fewer. B's c2 shows the star on its west face: c2E tips it
    # star-up onto d2, B's goal: 1 turn.
    state = game.parse_state("A:f5(o/=/+) B:c2(=/+/o) A")
    assert (turns_needed(state, 0), turns_needed(state, 1)) == (2, 1)
    assert "f5W:e6" in {str(m) for m in state.legal_moves()}
    assert evaluate(state, 0) == 1 - 2 + 0.5   # A is to move: half a turn ahead
    assert evaluate(state, 1) == -(1 - 2 + 0.5)
    assert turns_needed(state.play("f5W:e6"), 0) == 1
    assert material(state, 0) == 1


def test_striedies_evaluation() -> None:
    if "striedies" not in GAMES:
        pytest.skip("Striedies Strategie is not registered")
    from cubekit.games.striedies.evaluate import evaluate, material

    state, _ = decisive("striedies")
    # A: one die showing 2 -> 10 + 0.3 * 2 = 10.6; B: one die showing 1 -> 10.3. Nearest
    # enemy: h5 to h8 is 3 squares -> -0.3 each. A: 10.6 - 10.3 - 0.3; B: 10.3 - 10.6 - 0.3.
    assert evaluate(state, 0) == pytest.approx(0.0)
    assert evaluate(state, 1) == pytest.approx(-0.6)
    assert material(state, 1) == 1


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_documented_evaluation(name: str) -> None:
    evaluation = evaluation_for(name)
    assert evaluation.module is not None and evaluation.scale > 0
    doc = evaluation.module.__doc__ or ""
    assert len(doc) > 400 and any(f"{prefix}-" in doc for prefix in ("CR", "CS", "DB", "ST"))
    state, winning = decisive(name)
    rewards = evaluation.rewards(state)
    assert len(rewards) == state.game.players and all(0 < r < 1 for r in rewards)
    assert evaluation.rewards(state.play(next(iter(winning))))[state.to_move] == 1.0


def test_a_game_without_evaluation_still_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    # as if Kettenreaktion had no evaluate.py: the registry finds no such part
    from cubekit.bots import evaluation as module

    monkeypatch.setitem(sys.modules, "cubekit.games.chain_reaction.evaluate", None)
    monkeypatch.setattr(module, "_CACHE", {})
    evaluation = evaluation_for("chain_reaction")
    assert evaluation.module is None
    state = cubekit.load("chain_reaction", width=3, height=3).initial_state()
    assert evaluation.scores(state) == [0.0, 0.0]
