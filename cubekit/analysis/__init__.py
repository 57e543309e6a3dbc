"""Balance analysis: many seeded games between computer players, as tables and charts.

Who wins how often, how long games last, how often the turn limit ends them, and what a rule
option changes::

    from cubekit.analysis import play_games, compare, win_rates
    table = play_games("chain_reaction", ["greedy", "random"], 200, seed=1)
    win_rates(table, by="player")        # who is stronger, with 95% confidence intervals
    win_rates(table, by="order")         # first-player advantage
    first_player_advantage(table)        # the same as one readable line, with a verdict
    game_facts(table)                    # draws, turn-limit stops, lengths
    readable(table, "de")                # group columns and their values in words
    table = compare("deblockle", "slider_star", ["pass", "stop"], "random", 100)
    from cubekit.analysis.plots import plot_compare
    plot_compare(table)                  # option A against option B

For rules lawyers and designers (issue 16): where two readings of an option part
(:func:`divergence`, :func:`divergences`), perfect play on small boards (:func:`solve`,
:func:`hint`, the stored table of :mod:`cubekit.analysis.solutions`) and every rulebook claim
checked (:func:`check_claims`, :mod:`cubekit.analysis.claims`)::

    divergence("deblockle", "slider_star").describe()
    solve(cubekit.load("chain_reaction", width=3, height=3)).value      # 'win'
    check_claims("striedies")

Tables are pandas DataFrames, one row per game (:func:`play_games` lists the columns). The
games run in parallel on any :class:`concurrent.futures.Executor` (a process pool by default,
or a Dask cluster's ``client.get_executor()``) and the table depends only on the seed.

``import cubekit.analysis`` does not import pandas or matplotlib; they are loaded when a table
is built or a chart drawn. The players come from :mod:`cubekit.bots`.
"""

from __future__ import annotations

from typing import Any

from cubekit.analysis.divergence import Divergence, DivergenceTable, divergence, divergences
from cubekit.analysis.labels import readable, show_numbers
from cubekit.analysis.solve import Hint, Solution, SolveBudgetError, hint, solve
from cubekit.analysis.summary import (
    UNITS,
    VERDICTS,
    changed_games,
    first_player_advantage,
    game_facts,
    limit_shares,
    seat_table,
    summary,
    wilson_interval,
    win_rates,
)
from cubekit.analysis.sweep import (
    DEFAULT_TURN_LIMIT,
    SEATINGS,
    compare,
    game_seeds,
    play_games,
    seat_players,
)

__all__ = ["DEFAULT_TURN_LIMIT", "SEATINGS", "UNITS", "VERDICTS", "Divergence",
           "DivergenceTable", "Hint", "Solution", "SolveBudgetError", "changed_games",
           "check_claims", "compare", "divergence", "divergences", "first_player_advantage",
           "game_facts", "game_seeds", "hint", "limit_shares", "play_games", "readable",
           "seat_players", "seat_table", "show_numbers", "solve", "summary", "wilson_interval",
           "win_rates"]


def check_claims(game: Any, **options: Any) -> Any:
    """Every rulebook claim of ``game`` checked (see :mod:`cubekit.analysis.claims`)."""
    from cubekit.analysis.claims import check_claims as check

    return check(game, **options)
