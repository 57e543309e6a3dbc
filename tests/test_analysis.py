"""Balance analysis (cubekit.analysis): reproducible sweeps on any executor, summaries, plots.

Small games only (Kettenreaktion 3x3 / 4x4 with random players), so the file runs in seconds.
"""

from __future__ import annotations

import concurrent.futures as cf
import subprocess
import sys

import matplotlib
import pytest

matplotlib.use("Agg")

import pandas as pd

import cubekit
from cubekit.analysis import (
    changed_games,
    compare,
    first_player_advantage,
    game_facts,
    game_seeds,
    limit_shares,
    play_games,
    seat_players,
    seat_table,
    summary,
    wilson_interval,
    win_rates,
)
from cubekit.analysis.plots import plot_compare, plot_lengths, plot_win_rates
from cubekit.bots import make_player

SMALL = {"width": 4, "height": 4}


def sweep(**changes: object) -> pd.DataFrame:
    """The reference sweep of these tests: 12 random-vs-random games on 4x4, no timings."""
    arguments: dict[str, object] = {"seed": 7, "options": SMALL, "executor": "serial",
                                    "timing": False, "chunk_size": 3}
    arguments.update(changes)
    return play_games("chain_reaction", ["random", "random"], 12, **arguments)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# reproducibility whatever the executor
# ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def serial() -> pd.DataFrame:
    return sweep()


def test_the_sweep_table_has_one_row_per_game_in_order(serial: pd.DataFrame) -> None:
    assert list(serial["game"]) == list(range(12))
    # every game ends with one winner in Kettenreaktion (CR-4 with stop_on_win: last player)
    assert set(serial["reason"]) == {"last_player"}
    assert serial["winner"].notna().all() and not serial["draw"].any()
    assert (serial["moves_A"] + serial["moves_B"] == serial["length"]).all()
    # A starts every game (start_player=0, CR-6), so A made as many moves as B or one more
    assert set(serial["start"]) == {"A"}
    assert set(serial["moves_A"] - serial["moves_B"]) <= {0, 1}
    # the games differ (a sweep that played one game twelve times would pass the rest)
    assert serial["seed"].nunique() == 12 and serial["length"].nunique() > 1
    assert "seconds_A" not in serial.columns


def test_a_different_master_seed_gives_different_games(serial: pd.DataFrame) -> None:
    other = sweep(seed=8)
    assert list(other["seed"]) != list(serial["seed"])
    assert list(other["length"]) != list(serial["length"])


def test_the_seeds_are_the_same_in_every_process() -> None:
    # a fresh interpreter (other process id, other string hashing) derives the same seeds
    code = "from cubekit.analysis import game_seeds; print(game_seeds(7, 5, 2))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == str(game_seeds(7, 5, 2))


def test_game_g_is_the_game_its_seeds_describe(serial: pd.DataFrame) -> None:
    # replay game 5 by hand from the documented derivation: initial_state(seed_g) and players
    # seeded with the per-seat seeds; it must be the game in row 5
    game = cubekit.load("chain_reaction", **SMALL)
    state_seed, player_seeds = game_seeds(7, 5, 2)
    players = [make_player("random", seed=s) for s in player_seeds]
    state = game.initial_state(state_seed)
    length = 0
    while state.outcome is None:
        state = state.play(players[state.to_move].choose(state))
        length += 1
    row = serial.iloc[5]
    assert row["seed"] == state_seed
    assert row["length"] == length
    assert row["winner"] == game.player_name(state.outcome.winners[0])


def test_the_same_table_on_a_process_pool(serial: pd.DataFrame) -> None:
    with cf.ProcessPoolExecutor(max_workers=2) as pool:
        parallel = sweep(executor=pool)
        # other chunks (5, 5 and 2 games) give the same table too
        rechunked = sweep(executor=pool, chunk_size=5)
    pd.testing.assert_frame_equal(parallel, serial)
    pd.testing.assert_frame_equal(rechunked, serial)
    # the default executor: a process pool of its own (here with two workers)
    pd.testing.assert_frame_equal(sweep(executor=None, workers=2), serial)


def test_tree_search_games_are_reproducible_in_parallel_too() -> None:
    # MCTS with an iteration budget is seeded (cubekit.bots): one game per chunk, so the four
    # games run in both processes in any order; specs are written canonically in the table
    arguments = {"options": {"width": 3, "height": 3}, "timing": False}
    alone = play_games("chain_reaction", [" MCTS:iterations=20", "greedy"], 4,
                       executor="serial", **arguments)  # type: ignore[arg-type]
    pooled = play_games("chain_reaction", ["mcts:iterations=20", "greedy"], 4, workers=2,
                        chunk_size=1, **arguments)  # type: ignore[arg-type]
    pd.testing.assert_frame_equal(alone, pooled)
    assert list(alone["player_A"]) == ["mcts:iterations=20", "greedy"] * 2


def test_the_same_table_on_a_local_dask_cluster(serial: pd.DataFrame) -> None:
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                       dashboard_address=None)
    try:
        with distributed.Client(cluster) as client:
            table = sweep(executor=client.get_executor())
    finally:
        cluster.close()
    pd.testing.assert_frame_equal(table, serial)


def test_timings_vary_but_nothing_else(serial: pd.DataFrame) -> None:
    timed = sweep(timing=True)
    seconds = [c for c in timed.columns if c.startswith("seconds_")]
    assert seconds == ["seconds_A", "seconds_B"]
    assert (timed[seconds] >= 0).all().all()
    pd.testing.assert_frame_equal(timed.drop(columns=seconds), serial)


def test_kept_moves_replay_the_game() -> None:
    table = sweep(keep_moves=True)
    game = cubekit.load("chain_reaction", **SMALL)
    for row in table.itertuples():
        state = game.initial_state(row.seed).play_all(list(row.moves))
        assert state.outcome is not None
        assert len(row.moves) == row.length
        assert game.player_name(state.outcome.winners[0]) == row.winner


def test_material_left_comes_from_the_games_evaluate_module(serial: pd.DataFrame) -> None:
    pytest.importorskip("cubekit.games.chain_reaction.evaluate")
    # 'last_player' (CR-4): the loser has no marble left; the winner owns at least one
    for row in serial.itertuples():
        loser = "B" if row.winner == "A" else "A"
        assert getattr(row, f"material_{loser}") == 0
        assert getattr(row, f"material_{row.winner}") > 0


# ---------------------------------------------------------------------------------------------
# seats, turn limits, compare, progress
# ---------------------------------------------------------------------------------------------
def test_rotation_moves_every_player_round_the_table() -> None:
    # game g: player i sits in seat (i + g) mod k
    assert [seat_players(["x", "y", "z"], g) for g in range(3)] == [
        ("x", "y", "z"), ("z", "x", "y"), ("y", "z", "x")]
    table = play_games("chain_reaction", ["random", "greedy"], 4, options=SMALL,
                       executor="serial", timing=False)
    assert list(table["player_A"]) == ["random", "greedy", "random", "greedy"]
    assert list(table["player_B"]) == ["greedy", "random", "greedy", "random"]
    fixed = play_games("chain_reaction", ["random", "greedy"], 2, options=SMALL,
                       executor="serial", timing=False, seating="fixed")
    assert list(fixed["player_A"]) == ["random", "random"]


def test_one_spec_fills_every_seat() -> None:
    table = play_games("chain_reaction", "random", 3, options={**SMALL, "players": 3},
                       executor="serial", timing=False)
    assert [c for c in table.columns if c.startswith("player_")] == [
        "player_A", "player_B", "player_C"]
    assert (table[["moves_A", "moves_B", "moves_C"]].sum(axis=1) == table["length"]).all()


def test_the_sweep_stops_games_at_its_turn_limit() -> None:
    # no Kettenreaktion game ends within 2 moves: A and B have placed one marble each, no
    # cell holds two (every capacity is at least 2, CR-2), so nothing burst and nobody is out
    table = play_games("chain_reaction", "random", 4, executor="serial", timing=False,
                       turn_limit=2)
    assert list(table["length"]) == [2] * 4
    assert set(table["reason"]) == {"turn_limit"}
    assert table["rule"].isna().all() and table["limit_hit"].all() and table["draw"].all()
    assert table["winner"].isna().all()


def test_a_games_own_turn_limit_is_switched_on() -> None:
    # Cubeslyde has its own turn limit (CS-10), off by default: the sweep switches it on, so
    # games that run that long end as the rules' draw (rule CS-10)
    table = play_games("cubeslyde", "random", 6, executor="serial", timing=False,
                       turn_limit=12)
    assert set(table["options"]) == {"turn_limit=12"}
    assert (table["length"] <= 12).all()
    stopped = table[table["limit_hit"]]
    assert len(stopped) > 0
    assert set(stopped["rule"]) == {"CS-10"} and (stopped["length"] == 12).all()


def test_compare_plays_the_same_games_under_each_value() -> None:
    table = compare("chain_reaction", "stop_on_win", [True, False], "random", 5,
                    options={"width": 3, "height": 3}, executor="serial", timing=False)
    assert list(table["value"]) == [True] * 5 + [False] * 5
    assert set(table["option"]) == {"stop_on_win"}
    # paired games: game g has the same seeds under both values
    assert list(table["seed"][:5]) == list(table["seed"][5:])
    assert list(table["options"][:5]) == ["width=3, height=3"] * 5
    assert list(table["options"][5:]) == ["width=3, height=3, stop_on_win=False"] * 5
    rates = win_rates(table)
    assert list(zip(rates["value"], rates["seat"], strict=True)) == [
        (True, "A"), (True, "B"), (False, "A"), (False, "B")]
    assert list(rates["games"]) == [5] * 4


def test_compare_keeps_none_as_an_option_value() -> None:
    table = compare("cubeslyde", "turn_limit", [8, None], "random", 2, executor="serial",
                    timing=False)
    assert list(table["value"]) == [8, 8, None, None]
    facts = summary(table)
    assert list(facts["value"]) == [8, None] and list(facts["games"]) == [2, 2]


def test_progress_reports_every_game() -> None:
    calls: list[tuple[int, int]] = []
    sweep(progress=lambda done, total: calls.append((done, total)))
    # 12 games in chunks of 3: 0 first, then after each chunk
    assert calls == [(0, 12), (3, 12), (6, 12), (9, 12), (12, 12)]


def test_progress_true_writes_a_line_outside_jupyter(capsys: pytest.CaptureFixture[str]) -> None:
    sweep(progress=True)
    assert "12 of 12 games played" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------------
# bad input
# ---------------------------------------------------------------------------------------------
def test_bad_input_is_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        play_games("chess", "random", 2, executor="serial")
    with pytest.raises(ValueError, match="expected 2 specs"):
        play_games("chain_reaction", ["random", "random", "random"], 2, executor="serial")
    with pytest.raises(ValueError, match="'wizard'"):
        play_games("chain_reaction", ["random", "wizard"], 2, executor="serial")
    with pytest.raises(ValueError, match="a player spec must be a string"):
        play_games("chain_reaction", ["random", 3], 2, executor="serial")  # type: ignore[list-item]
    with pytest.raises(ValueError, match="unknown seating"):
        play_games("chain_reaction", "random", 2, executor="serial", seating="shuffle")
    with pytest.raises(ValueError, match="n must be at least 1"):
        play_games("chain_reaction", "random", 0, executor="serial")
    with pytest.raises(ValueError, match="players is not allowed"):
        play_games("chain_reaction", "random", 2, options={"players": 9}, executor="serial")
    with pytest.raises(TypeError, match="unknown option"):
        play_games("chain_reaction", "random", 2, options={"colour": 1}, executor="serial")
    with pytest.raises(TypeError, match="executor must be"):
        play_games("chain_reaction", "random", 2, options=SMALL, executor="cluster")
    with pytest.raises(ValueError, match="unknown option 'colour'"):
        compare("chain_reaction", "colour", [1, 2], "random", 2, executor="serial")
    with pytest.raises(ValueError, match="repeat"):
        compare("chain_reaction", "width", [3, 3], "random", 2, executor="serial")
    with pytest.raises(ValueError, match="unknown unit"):
        win_rates(constructed(), by="colour")
    with pytest.raises(ValueError, match="not a table of play_games"):
        win_rates(pd.DataFrame({"game": [0]}))


def test_a_game_rules_object_works_like_its_name() -> None:
    game = cubekit.load("chain_reaction", **SMALL)
    by_object = play_games(game, "random", 3, executor="serial", timing=False)
    by_name = play_games("chain_reaction", "random", 3, options=SMALL, executor="serial",
                         timing=False)
    pd.testing.assert_frame_equal(by_object, by_name)


def test_import_is_light() -> None:
    code = ("import sys, cubekit.analysis; "
            "print(sorted(m for m in ('pandas', 'matplotlib', 'ipywidgets') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "[]"


# ---------------------------------------------------------------------------------------------
# statistics
# ---------------------------------------------------------------------------------------------
def test_wilson_interval_by_hand() -> None:
    # 8 wins in 10, z = 1.95996: p = 0.8, z²/n = 0.384146, centre = (0.8 + 0.192073) / 1.384146
    # = 0.716740, half = z / 1.384146 * sqrt(0.016 + 0.384146 / 40) = 1.415999 * 0.160012
    # = 0.226577, so (0.490163, 0.943317)
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.490163, abs=2e-6)
    assert high == pytest.approx(0.943317, abs=2e-6)
    # no wins: the lower end is 0 and the upper end z²/n / (1 + z²/n) = 0.384146 / 1.384146
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.277533), abs=2e-6)
    # the interval of the losses mirrors that of the wins
    assert wilson_interval(2, 10) == pytest.approx((1 - high, 1 - low))
    # a lower confidence gives a narrower interval
    narrow = wilson_interval(8, 10, confidence=0.8)
    assert low < narrow[0] < 0.8 < narrow[1] < high
    with pytest.raises(ValueError, match="not possible"):
        wilson_interval(11, 10)


def constructed() -> pd.DataFrame:
    """Six hand-made games between 'greedy' and 'random', seats rotating, A and B starting
    alternately; one draw by the turn limit and one team-free win each way."""
    return pd.DataFrame({
        "game": [0, 1, 2, 3, 4, 5],
        "start": ["A", "B", "A", "B", "A", "B"],
        "winners": ["A", "A", "B", None, "A", "B"],
        "draw": [False, False, False, True, False, False],
        "length": [10, 20, 30, 100, 15, 25],
        "reason": ["last_player"] * 3 + ["turn_limit"] + ["last_player"] * 2,
        "limit_hit": [False, False, False, True, False, False],
        "player_A": ["greedy", "random"] * 3,
        "player_B": ["random", "greedy"] * 3,
    })


def test_win_rates_by_seat_player_and_order_counted_by_hand() -> None:
    table = constructed()
    # seats: A won games 0, 1, 4 (3 of 6); B won games 2, 5 (2 of 6)
    seats = win_rates(table, "seat")
    assert list(seats["seat"]) == ["A", "B"]
    assert list(seats["wins"]) == [3, 2] and list(seats["games"]) == [6, 6]
    assert seats["win_rate"][0] == pytest.approx(0.5)
    assert (seats["low"][0], seats["high"][0]) == pytest.approx(wilson_interval(3, 6))
    # players: greedy sits in A in games 0, 2, 4 and in B in 1, 3, 5; it won game 0 (A),
    # game 4 (A) and game 5 (B) = 3; random won game 1 (A) and game 2 (B) = 2
    players = win_rates(table, "player")
    assert list(players["player"]) == ["greedy", "random"]
    assert list(players["wins"]) == [3, 2]
    # turn order: the first mover (start) won games 0 (A), 4 (A) and 5 (B) = 3; the second
    # mover won game 1 (A, B started) and game 2 (B, A started) = 2
    order = win_rates(table, "order")
    assert list(order["order"]) == [1, 2] and list(order["wins"]) == [3, 2]
    # per-rules facts, the same on every row: 1 draw of 6, lengths 10 15 20 25 30 100
    assert list(seats["draws"]) == [1, 1]
    assert seats["draw_rate"][0] == pytest.approx(1 / 6)
    assert seats["mean_length"][0] == pytest.approx(200 / 6)
    assert seats["median_length"][0] == pytest.approx(22.5)
    assert seats["limit_rate"][0] == pytest.approx(1 / 6)


def test_team_wins_count_for_every_member() -> None:
    table = pd.DataFrame({
        "game": [0, 1], "start": ["A", "C"], "winners": ["A+C", "B+D"], "draw": [False] * 2,
        "length": [40, 50], "reason": ["four_in_a_row"] * 2, "limit_hit": [False] * 2,
        **{f"player_{s}": ["random"] * 2 for s in "ABCD"}})
    seats = win_rates(table, "seat")
    assert list(seats["wins"]) == [1, 1, 1, 1]
    # game 1 starts with C, so the order is C=1, D=2, A=3, B=4: B and D won at 4 and 2;
    # game 0: A=1 and C=3 won
    order = win_rates(table, "order")
    assert list(order["wins"]) == [1, 1, 1, 1]
    long = seat_table(table)
    assert list(long[long["game"] == 1]["order"]) == [3, 4, 1, 2]


# ---------------------------------------------------------------------------------------------
# plots
# ---------------------------------------------------------------------------------------------
def bars(axes: object) -> int:
    return sum(len(container) for container in axes.containers  # type: ignore[attr-defined]
               if type(container).__name__ == "BarContainer")


def test_win_rate_plot_has_a_bar_per_seat_and_value() -> None:
    figure = plot_win_rates(constructed())
    assert bars(figure.axes[0]) == 2
    table = compare("chain_reaction", "stop_on_win", [True, False], "random", 4,
                    options={"width": 3, "height": 3}, executor="serial", timing=False)
    figure = plot_win_rates(table, "order", language="de")
    # 2 positions in the turn order x 2 values
    assert bars(figure.axes[0]) == 4
    assert figure.get_suptitle() == "Wer gewinnt?"
    # error bars: one interval per bar
    assert all(container.errorbar is not None for container in figure.axes[0].containers
               if type(container).__name__ == "BarContainer")


def test_length_histograms_overlaid_or_one_panel_per_value() -> None:
    table = compare("chain_reaction", "width", [3, 4], "random", 4,
                    options={"height": 3}, executor="serial", timing=False)
    overlaid = plot_lengths(table)
    assert len(overlaid.axes) == 1
    assert len(overlaid.axes[0].get_legend().get_texts()) == 2
    faceted = plot_lengths(table, facet=True)
    assert len(faceted.axes) == 2
    single = plot_lengths(constructed())
    # lengths 10..100 with bins of whole moves, at most 30 of them (width 4: 91 / 30 -> 4)
    assert len(single.axes[0].patches) == 23


def test_compare_plot_has_three_panels() -> None:
    table = constructed().assign(option="turn_limit", value=[50] * 3 + [None] * 3)
    figure = plot_compare(table)
    left, _, right = figure.axes
    assert bars(left) == 4       # seats A and B x 2 values
    # endings: 2 values x 2 reasons (last_player and turn_limit) stacked
    assert bars(right) == 4
    assert [t.get_text() for t in right.get_legend().get_texts()] == [
        "last player left", "turn limit (draw)"]
    with pytest.raises(ValueError, match="needs a table of compare"):
        plot_compare(constructed())


def test_win_rates_split_by_a_column_added_to_a_stacked_table() -> None:
    # two sweeps stacked with a column naming the set-up (as the balance notebooks do):
    # constructed() as "small" and, as "big", the same games with every winner swapped
    small = constructed().assign(board="small")
    big = constructed().assign(board="big", winners=["B", "B", "A", None, "B", "A"])
    rates = win_rates(pd.concat([small, big], ignore_index=True), "seat", groups="board")
    # groups in order of appearance: small (A won 0, 1, 4; B won 2, 5), then big (swapped)
    assert list(rates["board"]) == ["small", "small", "big", "big"]
    assert list(rates["wins"]) == [3, 2, 2, 3]
    assert list(rates["games"]) == [6, 6, 6, 6]


def test_equal_chances_line_counts_draws_as_nobody_s_win() -> None:
    table = constructed()
    figure = plot_win_rates(table)
    # 5 of the 6 games have a winner, so with equal chances each of 2 seats wins 5/12
    [line] = [line for line in figure.axes[0].get_lines() if line.get_linestyle() != "None"
              and len(set(line.get_ydata())) == 1 and len(line.get_xdata()) == 2]
    assert line.get_ydata()[0] == pytest.approx(5 / 12)
    # two values with different draw rates: one dotted mark per bar at its own group's share
    # (value 1: games 0-2, no draw: 1/2; value 2: games 3-5, one draw: 2/3 * 1/2 = 1/3)
    marked = table.assign(option="turn_limit", value=[1, 1, 1, 2, 2, 2])
    axes = plot_win_rates(marked).axes[0]
    # the marks are the horizontal segments (the error bars are vertical ones)
    heights = sorted(round(float(segment[0][1]), 6) for collection in axes.collections
                     for segment in collection.get_segments()  # type: ignore[attr-defined]
                     if segment[0][1] == segment[1][1] and segment[0][0] != segment[1][0])
    assert heights == [round(1 / 3, 6)] * 2 + [0.5] * 2


def test_length_subtitle_counts_games_per_group_of_the_given_column() -> None:
    # 6 games in each of two boards: "6 games per value", not the 12 of the whole table
    stacked = pd.concat([constructed().assign(board="small"), constructed().assign(board="big")],
                        ignore_index=True)
    figure = plot_lengths(stacked, groups="board")
    assert "6 games per value" in figure.axes[0].get_title()
    # groups of different sizes (6 and 3 games): the total of 9, not an average "per value"
    uneven = pd.concat([constructed().assign(board="small"),
                        constructed()[:3].assign(board="big")], ignore_index=True)
    title = plot_lengths(uneven, groups="board").axes[0].get_title()
    assert "9 games" in title and "per value" not in title


def test_subtitle_says_against_only_for_players_who_met() -> None:
    # constructed(): greedy and random play each other; two self-play sweeps stacked: not
    met = plot_lengths(constructed()).axes[0].get_title()
    assert "greedy player against random player" in met
    selfplay = pd.concat([constructed().assign(player_A="greedy", player_B="greedy"),
                          constructed().assign(player_A="random", player_B="random")],
                         ignore_index=True)
    title = plot_lengths(selfplay).axes[0].get_title()
    assert "against" not in title and "greedy player, random player" in title


# ---------------------------------------------------------------------------------------------
# readable tables: first-player advantage, game facts, smaller turn limits, changed games
# ---------------------------------------------------------------------------------------------
def games(starts: str, winners: list[str | None], players: int = 2,
          lengths: list[int] | None = None, limit: list[bool] | None = None,
          **columns: object) -> pd.DataFrame:
    """Hand-made games: one start letter and one winner (None: a draw) per game."""
    n = len(starts)
    lengths = lengths if lengths is not None else [30] * n
    limit = limit if limit is not None else [False] * n
    return pd.DataFrame({
        "game": range(n), "start": list(starts), "winners": winners,
        "draw": [w is None for w in winners], "length": lengths,
        "reason": ["turn_limit" if hit else "last_player" for hit in limit], "limit_hit": limit,
        **{f"player_{s}": ["greedy"] * n if i < players else [None] * n
           for i, s in enumerate("ABCD")},
        **columns})


FIRST = ["games with a winner", "first player won %", "95% interval", "equal share %",
         "verdict"]


def test_first_player_advantage_verdicts_by_hand() -> None:
    # "ahead": 20 two-player games, the starter (A and B alternately) wins 16, plus a draw
    # that must not count. Wilson for 16 of 20 (z = 1.95996, z²/n = 0.192073): centre
    # (0.8 + 0.096037) / 1.192073 = 0.751668, half 1.644166 * sqrt(0.008 + 0.002401)
    # = 0.167680, so 58-92%: all above the equal share 50% -> ahead.
    starts = "AB" * 10 + "A"
    ahead = games(starts, [s if i < 16 else ("B" if s == "A" else "A")
                           for i, s in enumerate(starts[:20])] + [None], setup="ahead")
    # "behind": the mirror image, the starter wins 4 of 20: 8-42%, all below 50%
    behind = games("AB" * 10, [s if i < 4 else ("B" if s == "A" else "A")
                               for i, s in enumerate("AB" * 10)], setup="behind")
    # "even": three players, the starter A wins 2 of 6; Wilson (z²/n = 0.640243): centre
    # (1/3 + 0.320122) / 1.640243 = 0.398387, half 1.194907 * sqrt(0.037037 + 0.026677)
    # = 0.301595, so 10-70%: it covers the equal third
    even = games("AAAAAA", ["A", "A", "B", "B", "C", "C"], players=3, setup="even")
    table = first_player_advantage(pd.concat([ahead, behind, even], ignore_index=True),
                                   "setup")
    assert list(table.columns) == ["setup", *FIRST]
    assert list(table["setup"]) == ["ahead", "behind", "even"]
    assert list(table["games with a winner"]) == [20, 20, 6]
    assert list(table["first player won %"]) == [80, 20, 33]
    assert list(table["95% interval"]) == ["58-92", "8-42", "10-70"]
    assert list(table["equal share %"]) == [50, 50, 33]
    assert list(table["verdict"]) == ["first player ahead", "first player behind",
                                      "no clear difference"]
    # the same in German: titles and verdicts from the catalogue, numbers unchanged
    german = first_player_advantage(ahead, "setup", language="de")
    assert german["Urteil"][0] == "Startspieler vorn"
    assert german["Startspieler gewann %"][0] == 80


def test_first_player_advantage_shares_teams_and_groups_without_a_winner() -> None:
    # team game A+C against B+D: the starter's team wins 3 of 4 (C started game 1 and won
    # with A). With the team share 1/2 the table says 50%; by default it would be 1/4.
    teams = games("ACBA", ["A+C", "A+C", "B+D", "B+D"], players=4)
    assert first_player_advantage(teams, share=0.5)["equal share %"][0] == 50
    assert first_player_advantage(teams)["equal share %"][0] == 25
    assert first_player_advantage(teams)["first player won %"][0] == 75
    # mixed player counts in one group: the equal share is the mean of 1/players over the
    # games with a winner: two 2-player games and one 4-player game -> (1/2 + 1/2 + 1/4) / 3
    mixed = pd.concat([games("AB", ["A", "A"]), games("A", ["B"], players=4)],
                      ignore_index=True)
    assert first_player_advantage(mixed)["equal share %"][0] == 42
    # a group with only draws: no game counts, the interval is everything, no verdict
    drawn = pd.concat([games("AB", [None, None], setup="drawn"),
                       games("AB", ["A", "B"], setup="won")], ignore_index=True)
    table = first_player_advantage(drawn, "setup")
    assert list(table["games with a winner"]) == [0, 2]
    assert table["95% interval"][0] == "0-100"
    assert table["verdict"][0] == "no clear difference"
    with pytest.raises(ValueError, match="between 0 and 1"):
        first_player_advantage(teams, share=50)
    with pytest.raises(ValueError, match="no column 'board'"):
        first_player_advantage(teams, "board")


def test_first_player_advantage_splits_a_compare_table_by_value() -> None:
    # value 1: the starter wins both games; value 2: neither (the other seat wins)
    table = pd.concat([games("AB", ["A", "B"], option="x", value=1),
                       games("AB", ["B", "A"], option="x", value=2)], ignore_index=True)
    rates = first_player_advantage(table)
    assert list(rates["value"]) == [1, 2]
    assert list(rates["first player won %"]) == [100, 0]


def test_game_facts_by_hand() -> None:
    # 4 games: 2 won, 1 drawn because nobody could move, 1 stopped by the turn limit at 200
    table = games("AAAA", ["A", "B", None, None], lengths=[10, 20, 30, 200],
                  limit=[False, False, False, True])
    facts = game_facts(table)
    assert list(facts.columns) == ["games", "draws %", "draws: 95% interval", "mean length",
                                   "median length", "longest"]
    # draws 2 of 4 = 50%, Wilson 15-85% (symmetric around 1/2: centre 0.5, half
    # 1.95996 / 1.960365 * sqrt(0.0625 + 0.960365 / 16) = 0.349); lengths 10 20 30 200:
    # mean 65, median 25, longest 200
    assert facts.iloc[0].tolist() == [4, 50.0, "15-85", 65.0, 25.0, 200]
    # with limit=True also the turn-limit share, 1 of 4 = 25%: Wilson 5-70%
    limited = game_facts(table, limit=True)
    assert limited["turn limit %"][0] == 25.0
    assert limited["turn limit: 95% interval"][0] == "5-70"
    german = game_facts(table, limit=True, language="de")
    assert german["Zuggrenze %"][0] == 25.0 and german["längste"][0] == 200
    # split by a column: the second group has no draw at all, 0 of 2: 0-66%
    # (upper end z²/n / (1 + z²/n) = 1.920730 / 2.920730 = 0.6576)
    split = game_facts(pd.concat([table.assign(board="a"),
                                  table[:2].assign(board="b")], ignore_index=True), "board")
    assert list(split["board"]) == ["a", "b"]
    assert list(split["draws %"]) == [50.0, 0.0]
    assert list(split["draws: 95% interval"]) == ["15-85", "0-66"]
    # an interval below 10% gets a decimal: no draw in 40 games, upper end
    # z² / (40 + z²) = 3.841459 / 43.841459 = 0.0876 -> "0.0-8.8" (not "0-9")
    forty = games("A" * 40, ["A"] * 40)
    assert game_facts(forty)["draws: 95% interval"][0] == "0.0-8.8"


def test_limit_shares_counts_the_games_longer_than_each_limit() -> None:
    # lengths 50, 120, 300 and a game stopped at 1000: a limit of 100 stops 3 of 4, 500
    # stops 1 (the stopped one), 1000 still that one
    table = games("AAAA", ["A", "B", "A", None], lengths=[50, 120, 300, 1000],
                  limit=[False, False, False, True], players=2)
    shares = limit_shares(table, [100, 500, 1000])
    assert shares.iloc[0].tolist() == [75.0, 25.0, 25.0]
    stacked = pd.concat([table.assign(level="x"), table[:2].assign(level="y")],
                        ignore_index=True)
    # group y: lengths 50 and 120, so 100 stops one of two
    by_level = limit_shares(stacked, [100], "level", language="de")
    # the group column is titled in German too (cubekit.analysis.labels)
    assert list(by_level.columns) == ["Stufe", "Zuggrenze 100"]
    assert list(by_level["Zuggrenze 100"]) == [75.0, 50.0]
    with pytest.raises(ValueError, match="whole numbers of turns"):
        limit_shares(table, [0])


def test_changed_games_compares_each_game_with_its_twin() -> None:
    # option x, 4 games per value: value 2 changes game 1's winner and game 3's length;
    # value 3 changes nothing
    base = games("ABAB", ["A", "B", "A", None], lengths=[10, 20, 30, 40],
                 option="x", value=1)
    two = base.assign(value=2, winners=["A", "A", "A", None], length=[10, 20, 30, 41])
    three = base.assign(value=3)
    table = changed_games(pd.concat([base, two, three], ignore_index=True))
    assert list(table.columns) == ["option", "value", "compared with",
                                   "games that end differently %"]
    assert list(table["value"]) == [2, 3]
    assert list(table["compared with"]) == [1, 1]
    assert list(table["games that end differently %"]) == [50.0, 0.0]
    with pytest.raises(ValueError, match="needs a table of compare"):
        changed_games(games("AB", ["A", "B"]))


def test_summary_counts_turn_limit_stops_with_an_interval() -> None:
    # constructed(): one of six games stopped by the turn limit; Wilson for 1 of 6
    facts = summary(constructed())
    assert facts["limit_hits"][0] == 1
    assert facts["limit_rate"][0] == pytest.approx(1 / 6)
    assert (facts["limit_low"][0], facts["limit_high"][0]) == pytest.approx(
        wilson_interval(1, 6))
