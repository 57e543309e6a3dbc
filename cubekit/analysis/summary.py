"""Summaries of a sweep table: win rates with Wilson confidence intervals, draws and lengths.

The tables come from :func:`cubekit.analysis.play_games` or :func:`cubekit.analysis.compare`
(one row per game). :func:`seat_table` turns one into one row per game and seat,
:func:`win_rates` counts wins per seat, per player spec or per position in the turn order, and
:func:`summary` gives the per-rules facts (draws, lengths, turn-limit rate).

Tables from :func:`compare` are split by the option value automatically (``groups``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd

UNITS = ("seat", "player", "order")
"""What :func:`win_rates` counts wins of: seats (A, B, ...), player specs, turn order."""


def wilson_interval(wins: int, games: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval for a win rate of ``wins`` out of ``games``.

    Unlike the textbook ``p ± z·sqrt(p(1-p)/n)`` it stays inside 0..1 and does not shrink to
    nothing at 0 or ``games`` wins. ``games == 0`` gives ``(0.0, 1.0)``: nothing is known.

    >>> low, high = wilson_interval(8, 10)
    >>> round(low, 3), round(high, 3)
    (0.49, 0.943)
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1 (e.g. 0.95), got {confidence!r}")
    if games < 0 or not 0 <= wins <= games:
        raise ValueError(f"{wins} wins out of {games} games is not possible: expected "
                         "0 <= wins <= games")
    if games == 0:
        return 0.0, 1.0
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = wins / games
    z2n = z * z / games
    centre = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / games + z2n / (4 * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def _groups(df: pd.DataFrame, groups: str | Sequence[str] | None) -> list[str]:
    """The columns to split by: given, or the option value of a :func:`compare` table."""
    if groups is None:
        return [c for c in ("option", "value") if c in df.columns]
    result = [groups] if isinstance(groups, str) else list(groups)
    missing = [c for c in result if c not in df.columns]
    if missing:
        raise ValueError(f"no column {', '.join(map(repr, missing))} in the table: expected "
                         f"some of {', '.join(map(str, df.columns))}")
    return result


def _seats(df: pd.DataFrame) -> list[str]:
    seats = [c[len("player_"):] for c in df.columns if c.startswith("player_")]
    if not seats or "winners" not in df.columns:
        raise ValueError("this is not a table of play_games or compare: expected columns "
                         "'winners' and 'player_A', 'player_B', ...")
    return seats


def _group_numbers(df: pd.DataFrame, groups: list[str]) -> pd.Series:
    """A group number per row, numbered in order of first appearance (None is a value)."""
    import pandas as pd

    if not groups:
        return pd.Series(0, index=df.index)
    keys = [tuple(_hashable(row[c]) for c in groups) for _, row in df[groups].iterrows()]
    numbers: dict[tuple[Any, ...], int] = {}
    return pd.Series([numbers.setdefault(key, len(numbers)) for key in keys], index=df.index)


def _hashable(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value


def seat_table(df: pd.DataFrame, groups: Sequence[str] = ()) -> pd.DataFrame:
    """One row per game and seat: who sat there, whether they won, and their statistics.

    Columns: the group columns of a :func:`compare` table (``option``, ``value``) and the
    columns named in ``groups`` (e.g. ``"players"`` added to a stacked table), ``game``,
    ``seat`` (letter), ``player`` (spec), ``order`` (position in the turn order: 1 = moved
    first), ``won``, ``draw``, ``length``, ``reason``, ``limit_hit`` and the seat's ``moves``,
    ``material`` and ``seconds`` where the table has them. Seats nobody sat in (a 2-player game
    in a table that also has 3-player games) are left out.
    """
    import pandas as pd

    seats = _seats(df)
    keep = list(dict.fromkeys(
        [*groups, *(c for c in ("option", "value", "game", "seed") if c in df.columns)]))
    counts = df[[f"player_{s}" for s in seats]].notna().sum(axis=1)
    start = df["start"].map(lambda letter: ord(letter) - ord("A"))
    parts = []
    for index, seat in enumerate(seats):
        present = df[f"player_{seat}"].notna()
        part = df.loc[present, keep].copy()
        part["seat"] = seat
        part["player"] = df.loc[present, f"player_{seat}"]
        part["order"] = ((index - start[present]) % counts[present] + 1).astype(int)
        part["won"] = df.loc[present, "winners"].map(
            lambda winners, seat=seat: isinstance(winners, str) and seat in winners.split("+"))
        for column in ("draw", "length", "reason", "limit_hit"):
            part[column] = df.loc[present, column]
        for kind in ("moves", "material", "seconds"):
            if f"{kind}_{seat}" in df.columns:
                part[kind] = df.loc[present, f"{kind}_{seat}"]
        part["_row"] = part.index
        parts.append(part)
    long = pd.concat(parts, ignore_index=True)
    long = long.sort_values(["_row", "seat"], kind="stable").drop(columns="_row")
    return long.reset_index(drop=True)


def summary(df: pd.DataFrame, *, groups: str | Sequence[str] | None = None,
            confidence: float = 0.95) -> pd.DataFrame:
    """Per set of rules (per option value of a :func:`compare` table): how games went.

    Columns: the group columns, ``games``, ``draws``, ``draw_rate`` with its Wilson interval
    (``draw_low``, ``draw_high``), ``mean_length``, ``median_length``, ``max_length`` and
    ``limit_rate`` (share of games ended by a turn limit).
    """
    import pandas as pd

    group_columns = _groups(df, groups)
    _seats(df)
    numbers = _group_numbers(df, group_columns)
    rows = []
    for number in sorted(set(numbers)):
        part = df[numbers == number]
        games = len(part)
        draws = int(part["draw"].sum())
        low, high = wilson_interval(draws, games, confidence)
        row: dict[str, Any] = {c: part[c].iloc[0] for c in group_columns}
        row.update(games=games, draws=draws, draw_rate=draws / games, draw_low=low,
                   draw_high=high, mean_length=float(part["length"].mean()),
                   median_length=float(part["length"].median()),
                   max_length=int(part["length"].max()),
                   limit_rate=float(part["limit_hit"].mean()))
        rows.append(row)
    result = pd.DataFrame(rows)
    if "value" in result.columns:
        result["value"] = pd.Series([row["value"] for row in rows], dtype=object)
    return result


def win_rates(df: pd.DataFrame, by: str = "seat", *, groups: str | Sequence[str] | None = None,
              confidence: float = 0.95) -> pd.DataFrame:
    """Win rates with Wilson confidence intervals, per seat, player spec or turn order.

    ``by``: ``"seat"`` (A, B, ...: the seat's advantage), ``"player"`` (the player spec: who is
    stronger) or ``"order"`` (1 = the player who moved first: the first-player advantage, also
    when the start player is drawn). ``groups``: columns to split by; by default the option
    value of a :func:`compare` table.

    One row per group and unit: ``games`` (games the unit took part in; a spec that sits in two
    seats of a game counts twice, and those two results are not independent), ``wins``,
    ``win_rate``, ``low`` and ``high`` (the ``confidence`` Wilson interval), then the group's
    :func:`summary` (``draws``, ``draw_rate``, ``mean_length``, ``median_length``,
    ``limit_rate``, ...). Team wins count for every member.

    >>> import pandas as pd
    >>> table = pd.DataFrame({"game": [0, 1, 2], "start": ["A", "A", "A"],
    ...     "winners": ["A", "B", "A"], "draw": [False] * 3, "length": [10, 20, 30],
    ...     "reason": ["last_player"] * 3, "limit_hit": [False] * 3,
    ...     "player_A": ["greedy"] * 3, "player_B": ["random"] * 3})
    >>> rates = win_rates(table)
    >>> [(row.seat, row.games, row.wins, round(row.win_rate, 2)) for row in rates.itertuples()]
    [('A', 3, 2, 0.67), ('B', 3, 1, 0.33)]
    """
    import pandas as pd

    if by not in UNITS:
        raise ValueError(f"unknown unit {by!r}: expected one of {', '.join(UNITS)}")
    group_columns = _groups(df, groups)
    long = seat_table(df, group_columns)
    # seat_table keeps the order of the games, so groups are numbered as in summary(df)
    long["_group"] = _group_numbers(long, group_columns)
    facts = summary(df, groups=group_columns, confidence=confidence)
    rows = []
    for (number, unit), part in long.groupby(["_group", by], sort=True):
        games = len(part)
        wins = int(part["won"].sum())
        low, high = wilson_interval(wins, games, confidence)
        row: dict[str, Any] = {c: part[c].iloc[0] for c in group_columns}
        row.update({by: unit, "games": games, "wins": wins, "win_rate": wins / games,
                    "low": low, "high": high})
        fact = facts.iloc[int(number)]
        row.update({c: fact[c] for c in ("draws", "draw_rate", "mean_length", "median_length",
                                         "max_length", "limit_rate")})
        rows.append(row)
    result = pd.DataFrame(rows)
    if "value" in result.columns:
        result["value"] = pd.Series([row["value"] for row in rows], dtype=object)
    return result
