"""Summaries of a sweep table: win rates with Wilson confidence intervals, draws and lengths.

The tables come from :func:`cubekit.analysis.play_games` or :func:`cubekit.analysis.compare`
(one row per game). :func:`seat_table` turns one into one row per game and seat,
:func:`win_rates` counts wins per seat, per player spec or per position in the turn order, and
:func:`summary` gives the per-rules facts (draws, lengths, turn-limit rate).

For reading rather than computing, :func:`first_player_advantage` (the first player's win
rate against an equal share, with a verdict), :func:`game_facts` (draws, turn-limit stops and
lengths), :func:`limit_shares` (how often a smaller turn limit would stop the games) and
:func:`changed_games` (how many seeded twins an option value changes) give one readable line
per set-up, with column titles and verdicts in English or German (``language``); their group
columns (``option``, ``value``, ``level``, ``players``, ...) and the values in them are named in
that language too (:mod:`cubekit.analysis.labels`). The other functions return tables for
computing: their columns and values keep the kit's own names.

Tables from :func:`compare` are split by the option value automatically (``groups``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

from cubekit.core.i18n import check_language, tr

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
        raise ValueError(tr("analysis.error.confidence", confidence=repr(confidence)))
    if games < 0 or not 0 <= wins <= games:
        raise ValueError(tr("analysis.error.wins", wins=wins, games=games))
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
        raise ValueError(tr("analysis.error.no_column", missing=", ".join(map(repr, missing)),
                            columns=", ".join(map(str, df.columns))))
    return result


def _seats(df: pd.DataFrame) -> list[str]:
    seats = [c[len("player_"):] for c in df.columns if c.startswith("player_")]
    if not seats or "winners" not in df.columns:
        raise ValueError(tr("analysis.error.not_a_sweep"))
    return seats


def _group_numbers(df: pd.DataFrame, groups: list[str]) -> pd.Series:
    """A group number per row, numbered in order of first appearance (None is a value)."""
    import pandas as pd

    if not groups:
        return pd.Series(0, index=df.index)
    # column by column, not row by row: iterrows builds a Series per row (slow, and a row of
    # mixed types turns 2 into 2.0)
    keys = [tuple(_hashable(value) for value in values)
            for values in zip(*(df[c].tolist() for c in groups), strict=True)]
    numbers: dict[tuple[Any, ...], int] = {}
    return pd.Series([numbers.setdefault(key, len(numbers)) for key in keys], index=df.index)


def _parts(df: pd.DataFrame, groups: list[str]) -> Iterator[tuple[dict[str, Any], pd.DataFrame]]:
    """The table split by the group columns, in order of first appearance: each group's
    values (the start of its row in a summary) and its games."""
    numbers = _group_numbers(df, groups)
    for number in sorted(set(numbers)):
        part = df[numbers == number]
        yield {c: part[c].iloc[0] for c in groups}, part


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
    (``draw_low``, ``draw_high``), ``mean_length``, ``median_length``, ``max_length``,
    ``limit_rate`` (share of games ended by a turn limit), then ``limit_hits`` (how many) and
    the interval of ``limit_rate`` (``limit_low``, ``limit_high``).
    """
    import pandas as pd

    _seats(df)
    rows = []
    for row, part in _parts(df, _groups(df, groups)):
        games = len(part)
        draws = int(part["draw"].sum())
        low, high = wilson_interval(draws, games, confidence)
        hits = int(part["limit_hit"].sum())
        limit_low, limit_high = wilson_interval(hits, games, confidence)
        row.update(games=games, draws=draws, draw_rate=draws / games, draw_low=low,
                   draw_high=high, mean_length=float(part["length"].mean()),
                   median_length=float(part["length"].median()),
                   max_length=int(part["length"].max()),
                   limit_rate=hits / games, limit_hits=hits, limit_low=limit_low,
                   limit_high=limit_high)
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
        raise ValueError(tr("analysis.error.unit", by=repr(by), units=", ".join(UNITS)))
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


# ---------------------------------------------------------------------------------------------
# Readable tables for the notebooks: one line per set-up, percentages, intervals and a verdict
# ---------------------------------------------------------------------------------------------
VERDICTS = ("ahead", "behind", "even")
"""The verdicts of :func:`first_player_advantage` (message keys ``analysis.verdict.<name>``)."""


def _percent_interval(low: float, high: float, language: str) -> str:
    """``40-60``: an interval in whole percent, or with one decimal below 10% (``0.1-0.4``,
    in German ``0,1-0,4``)."""
    from cubekit.analysis.progress import decimal

    digits = 0 if high >= 0.1 else 1
    return f"{decimal(100 * low, language, digits)}-{decimal(100 * high, language, digits)}"


def _frame(rows: list[dict[str, Any]], keep: Sequence[str] = ("value",)) -> pd.DataFrame:
    """The rows as a table; the columns ``keep`` hold their values as they are (None stays
    None, 4 stays 4 next to (4, 3)), as in :func:`summary`."""
    import pandas as pd

    result = pd.DataFrame(rows)
    for column in keep:
        if column in result.columns:
            result[column] = pd.Series([row[column] for row in rows], dtype=object)
    return result


def _option(df: pd.DataFrame, part: pd.DataFrame) -> Any:
    """The option whose value a group of a :func:`compare` table has (None for none)."""
    if "option" in part.columns and len(part):
        return part["option"].iloc[0]
    return df.attrs.get("option")


def _shown(rows: list[dict[str, Any]], groups: Sequence[str], options: Sequence[Any],
           language: str, keep: Sequence[str] = ()) -> pd.DataFrame:
    """The readable table of ``rows``: the group columns' titles and values in ``language``
    (:mod:`cubekit.analysis.labels`), the other columns as they are."""
    from cubekit.analysis.labels import group_titles, name_groups

    table = name_groups(_frame(rows, ["value", *keep]), groups, options, language)
    return table.rename(columns=group_titles(groups, options, language))


def first_player_advantage(df: pd.DataFrame, groups: str | Sequence[str] | None = None,
                           share: float | None = None, *, confidence: float = 0.95,
                           language: str | None = None) -> pd.DataFrame:
    """Does the player who moved first win more often than an equal share? One line per group.

    Counts only the games with a winner (draws are nobody's win). ``groups``: the columns
    naming the set-ups (e.g. ``["board", "players"]`` in stacked sweeps); by default the option
    value of a :func:`compare` table, else the whole table is one group. ``share``: the win rate
    of the first player if everybody had equal chances; by default ``1 / players`` of each game
    (averaged over the group's games), for team games pass the team's share (``0.5``).

    Columns (titles in ``language``): the group columns, the number of games with a winner,
    the first player's win rate in percent, its ``confidence`` Wilson interval (e.g. ``40-60``;
    with one decimal when it lies below 10%), the equal share in percent and a verdict: "first
    player ahead" (or "behind") only when the whole interval lies above (below) the equal
    share, else "no clear difference". For the numbers themselves use :func:`win_rates` with
    ``by="order"``.

    >>> import pandas as pd
    >>> table = pd.DataFrame({"game": range(10), "start": ["A", "B"] * 5,
    ...     "winners": ["A", "B"] * 4 + ["A", None], "draw": [False] * 9 + [True],
    ...     "length": [20] * 10, "reason": ["four_in_a_row"] * 10, "limit_hit": [False] * 10,
    ...     "player_A": ["greedy"] * 10, "player_B": ["greedy"] * 10})
    >>> print(first_player_advantage(table).to_string(index=False))
     games with a winner  first player won % 95% interval  equal share %            verdict
                       9                 100       70-100             50 first player ahead
    >>> first_player_advantage(table, language="de").columns[-1]
    'Urteil'
    """
    lang = check_language(language)
    if share is not None and not 0 < share < 1:
        raise ValueError(tr("analysis.error.share", lang, share=repr(share)))
    seats = _seats(df)
    if "start" not in df.columns:
        raise ValueError(tr("analysis.error.no_start", lang))
    titles = {name: tr(f"analysis.column.{name}", lang, level=round(100 * confidence))
              for name in ("decided", "first_won", "interval", "equal_share", "verdict")}
    rows, options, group_columns = [], [], _groups(df, groups)
    for row, part in _parts(df, group_columns):
        options.append(_option(df, part))
        players = part[[f"player_{s}" for s in seats]].notna().sum(axis=1)
        decided = part[~part["draw"].astype(bool)]
        games = len(decided)
        wins = sum(isinstance(winners, str) and start in winners.split("+")
                   for winners, start in zip(decided["winners"], decided["start"], strict=True))
        low, high = wilson_interval(wins, games, confidence)
        fair = share if share is not None else float(
            (1 / players[decided.index if games else part.index]).mean())
        verdict = "ahead" if low > fair else "behind" if high < fair else "even"
        row.update({
            titles["decided"]: games,
            titles["first_won"]: round(100 * wins / games) if games else math.nan,
            titles["interval"]: _percent_interval(low, high, lang),
            titles["equal_share"]: round(100 * fair),
            titles["verdict"]: tr(f"analysis.verdict.{verdict}", lang)})
        rows.append(row)
    return _shown(rows, group_columns, options, lang)


def game_facts(df: pd.DataFrame, groups: str | Sequence[str] | None = None, *,
               limit: bool = False, confidence: float = 0.95,
               language: str | None = None) -> pd.DataFrame:
    """How the games went, one line per group: draws (and turn-limit stops) and lengths.

    A readable :func:`summary`. ``groups``: the columns naming the set-ups; by default the option
    value of a :func:`compare` table, else the whole table is one group. Columns (titles in
    ``language``): the group columns, the number of games, the share of draws in percent with
    its ``confidence`` Wilson interval (one decimal when it lies below 10%), with
    ``limit=True`` also the share of games stopped by the turn limit and its interval (worth
    showing where a game has draws of its own, e.g. Deblockle's DB-7; elsewhere every draw is a
    turn-limit stop), then the mean and median length and the longest game (in turns of all
    players together).

    >>> import pandas as pd
    >>> table = pd.DataFrame({"game": range(4), "start": ["A"] * 4,
    ...     "winners": ["A", "B", None, None], "draw": [False, False, True, True],
    ...     "length": [10, 20, 30, 200], "reason": ["no_move"] * 3 + ["turn_limit"],
    ...     "limit_hit": [False] * 3 + [True], "player_A": ["random"] * 4,
    ...     "player_B": ["random"] * 4})
    >>> print(game_facts(table, limit=True).T.to_string(header=False))
    games                         4
    draws %                    50.0
    draws: 95% interval       15-85
    turn limit %               25.0
    turn limit: 95% interval   5-70
    mean length                65.0
    median length              25.0
    longest                     200
    """
    lang = check_language(language)
    group_columns = _groups(df, groups)
    facts = summary(df, groups=group_columns, confidence=confidence)
    level = round(100 * confidence)
    parts = [part for _, part in _parts(df, group_columns)]
    options = [_option(df, part) for part in parts]
    rows = []
    for index in facts.index:
        fact = facts.loc[index]
        # the group values from their own columns: a row of mixed types turns 2 into 2.0
        row: dict[str, Any] = {c: facts.at[index, c] for c in group_columns}
        row[tr("analysis.column.games", lang)] = int(fact["games"])
        row[tr("analysis.column.draws", lang)] = round(100 * fact["draw_rate"], 1)
        row[tr("analysis.column.draw_interval", lang, level=level)] = _percent_interval(
            fact["draw_low"], fact["draw_high"], lang)
        if limit:
            row[tr("analysis.column.limit", lang)] = round(100 * fact["limit_rate"], 1)
            row[tr("analysis.column.limit_interval", lang, level=level)] = _percent_interval(
                fact["limit_low"], fact["limit_high"], lang)
        row[tr("analysis.column.mean_length", lang)] = round(fact["mean_length"], 1)
        row[tr("analysis.column.median_length", lang)] = fact["median_length"]
        row[tr("analysis.column.longest", lang)] = int(fact["max_length"])
        rows.append(row)
    return _shown(rows, group_columns, options, lang)


def limit_shares(df: pd.DataFrame, limits: Sequence[int],
                 groups: str | Sequence[str] | None = None, *,
                 language: str | None = None) -> pd.DataFrame:
    """How often a (smaller) turn limit would have stopped the games, in percent, per group.

    A limit of ``L`` turns stops exactly the games that lasted longer than ``L`` turns (and the
    games the sweep's own limit stopped), so one sweep with a generous limit answers this for
    every smaller one. One column per limit; ``groups`` as in :func:`game_facts`.

    >>> import pandas as pd
    >>> table = pd.DataFrame({"game": range(4), "start": ["A"] * 4,
    ...     "winners": ["A", "B", "A", None], "draw": [False] * 3 + [True],
    ...     "length": [50, 120, 300, 1000], "reason": ["last_player"] * 3 + ["turn_limit"],
    ...     "limit_hit": [False] * 3 + [True], "player_A": ["random"] * 4,
    ...     "player_B": ["random"] * 4})
    >>> print(limit_shares(table, [100, 500]).to_string(index=False))
     limit 100  limit 500
          75.0       25.0
    """
    lang = check_language(language)
    if not limits or any(not isinstance(n, int) or n < 1 for n in limits):
        raise ValueError(tr("analysis.error.limits", lang, limits=repr(list(limits))))
    _seats(df)
    rows, options, group_columns = [], [], _groups(df, groups)
    for row, part in _parts(df, group_columns):
        options.append(_option(df, part))
        for n in limits:
            stopped = part["limit_hit"].astype(bool) | (part["length"] > n)
            row[tr("analysis.column.limit_at", lang, limit=n)] = round(100 * stopped.mean(), 1)
        rows.append(row)
    return _shown(rows, group_columns, options, lang)


def changed_games(df: pd.DataFrame, *, language: str | None = None) -> pd.DataFrame:
    """Per option value of a :func:`compare` table: how many games end differently.

    :func:`compare` plays the same seeded games under every value, so each game can be set
    against its twin under the option's first value: it ends differently when it has another
    winner or another length. One row per option and further value: ``option``, ``value``, the
    value compared with and the share of games that end differently, in percent.

    >>> import pandas as pd
    >>> table = pd.DataFrame({"option": ["x"] * 4, "value": [1, 1, 2, 2],
    ...     "game": [0, 1, 0, 1], "start": ["A"] * 4, "winners": ["A", "B", "A", "A"],
    ...     "draw": [False] * 4, "length": [10, 20, 10, 20], "reason": ["last_player"] * 4,
    ...     "limit_hit": [False] * 4, "player_A": ["random"] * 4, "player_B": ["random"] * 4})
    >>> print(changed_games(table).to_string(index=False))
    option value compared with  games that end differently %
         x     2             1                          50.0
    """
    lang = check_language(language)
    missing = [c for c in ("option", "value", "game") if c not in df.columns]
    if missing:
        raise ValueError(tr("analysis.error.not_a_compare", lang, function="changed_games",
                            missing=", ".join(map(repr, missing))))
    _seats(df)
    compared, changed = (tr("analysis.column.compared_with", lang),
                         tr("analysis.column.changed", lang))
    rows = []
    for option in dict.fromkeys(df["option"]):
        part = df[df["option"] == option]
        values = list(dict.fromkeys(_hashable(v) for v in part["value"]))
        keys = [_hashable(v) for v in part["value"]]
        by_value = {v: part[[k == v for k in keys]].set_index("game") for v in values}
        first = by_value[values[0]]
        for value in values[1:]:
            other = by_value[value].reindex(first.index)
            same = ((other["length"] == first["length"])
                    & (other["winners"].fillna("-") == first["winners"].fillna("-")))
            rows.append({"option": option, "value": value, compared: values[0],
                         changed: round(100 * (1 - float(same.mean())), 1)})
    options = [row["option"] for row in rows]
    from cubekit.analysis.labels import value_word

    for row in rows:
        row[compared] = value_word("value", row[compared], option=row["option"], language=lang)
    return _shown(rows, ["option", "value"], options, lang, keep=[compared])
