"""Charts of a sweep table: win rates with confidence intervals, game lengths, option A vs B.

Every function takes a table of :func:`cubekit.analysis.play_games` or
:func:`cubekit.analysis.compare` and returns a matplotlib ``Figure`` (made without pyplot, so
nothing leaks; Jupyter shows it when it is the cell's value). Titles and axis labels come from
the message catalogue: pass ``language="de"`` for German. matplotlib is imported when a chart
is drawn, not with :mod:`cubekit.analysis`.

* :func:`plot_win_rates` -- bars of the win rate per seat, player spec or turn order, with the
  Wilson confidence interval as error bars and a line at "equal chances";
* :func:`plot_lengths` -- histogram of the game lengths, one per option value (overlaid or
  one panel each);
* :func:`plot_compare` -- option A against option B in one picture: win rates, lengths and how
  the games end.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> import pandas as pd
>>> table = pd.DataFrame({"game": [0, 1, 2, 3], "start": ["A", "A", "A", "A"],
...     "winners": ["A", "B", "A", "A"], "draw": [False] * 4, "length": [10, 20, 30, 12],
...     "reason": ["last_player"] * 4, "limit_hit": [False] * 4,
...     "player_A": ["greedy"] * 4, "player_B": ["random"] * 4})
>>> figure = plot_win_rates(table)
>>> len(figure.axes[0].patches)      # one bar per seat
2
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cubekit.analysis.summary import _group_numbers, _groups, _seats, win_rates
from cubekit.core.i18n import check_language, tr

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

GROUP_COLOURS: tuple[str, ...] = (
    "#332288", "#44AA99", "#CC6677", "#DDCC77", "#88CCEE", "#882255", "#117733", "#999933",
)
"""Colours of option values (colour-blind safe, distinct from the player colours A/B)."""

NEUTRAL = "#5B7FA6"
"""Bar colour when there is one set of rules and the bars are not seats."""

REASON_COLOURS: tuple[str, ...] = (
    "#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB", "#222255",
)
"""Colours of the ways a game ends (turn-limit draws are always grey)."""

LIMIT_COLOUR = "#9A9A9A"


# ---------------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------------
def _new_figure(width: float, height: float, ax: Axes | None) -> tuple[Figure, Axes]:
    if ax is not None:
        figure = ax.figure
        return figure, ax  # type: ignore[return-value]
    from matplotlib.figure import Figure

    figure = Figure(figsize=(width, height), dpi=100, facecolor="#ffffff",
                    layout="constrained")
    return figure, figure.add_subplot()


def _style(ax: Axes) -> None:
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.tick_params(labelsize=9)
    ax.set_axisbelow(True)


def _group_label(row: Any, columns: Sequence[str], language: str | None = None) -> str:
    """``stop_on_win = True`` for a compare table; ``column = value, ...`` otherwise; the
    columns and values in words of ``language`` (:mod:`cubekit.analysis.labels`)."""
    from cubekit.analysis.labels import column_title, value_word

    option = row["option"] if "option" in row.index else None
    if list(columns) == ["option", "value"]:
        return (f"{value_word('option', option, language=language)} = "
                f"{value_word('value', row['value'], option=option, language=language)}")
    return ", ".join(f"{column_title(c, language)} = "
                     f"{value_word(c, row[c], option=option, language=language)}"
                     for c in columns)


def _split(df: pd.DataFrame, columns: list[str],
           language: str | None = None) -> list[tuple[str, pd.DataFrame]]:
    """(label, rows) per group in order of first appearance; one unlabelled group if none."""
    if not columns:
        return [("", df)]
    numbers = _group_numbers(df, columns)
    result = []
    for number in sorted(set(numbers)):
        part = df[numbers == number]
        result.append((_group_label(part.iloc[0], columns, language), part))
    return result


def _subtitle(df: pd.DataFrame, language: str, per_value: bool = False,
              width: int = 0, groups: list[str] | None = None) -> str:
    """``Kettenreaktion · width=4, height=4 · greedy against random · 200 games``, wrapped
    at ``width`` characters (0: on one line); ``per_value``: games per group of ``groups``
    (default: the option values of a compare table)."""
    pieces = []
    title = df.attrs.get("title")
    if title:
        pieces.append(str(title))
    if not per_value and "options" in df.columns:
        options = {str(o) for o in df["options"]}
        if len(options) == 1:
            pieces.append(options.pop() or tr("analysis.default_rules", language))
    players = df.attrs.get("players")
    met = True
    if players is None:
        seats = [c for c in df.columns if c.startswith("player_")]
        players = list(dict.fromkeys(str(v) for c in seats for v in df[c].dropna()))
        # "greedy against random" only if they met in a game, not in sweeps stacked together
        # (row by row in Python: DataFrame.nunique(axis=1) is slow on thousands of games)
        met = any(len({v for v in row if isinstance(v, str)}) > 1
                  for row in zip(*(df[c].tolist() for c in seats), strict=True))
    if len(players) == 2 and met:
        pieces.append(f" {tr('analysis.against', language)} ".join(map(str, players)))
    elif players:
        pieces.append(", ".join(map(str, players)))
    if per_value:
        columns = _groups(df, None) if groups is None else groups
        sizes = {len(part) for _, part in _split(df, columns)}
        if len(sizes) == 1:
            pieces.append(tr("analysis.games_per_value", language, games=sizes.pop()))
        else:   # groups of different sizes: the total
            pieces.append(tr("analysis.games", language, games=len(df)))
    else:
        pieces.append(tr("analysis.games", language, games=len(df)))
    text = " · ".join(pieces)
    return textwrap.fill(text, width) if width else text


def _equal_share(df: pd.DataFrame) -> float | None:
    """The win rate of each seat if all had the same chances, or None when the table mixes
    player counts: the share of the games that have a winner times 1/k with k seats (teams:
    the team's share). Draws count as games that nobody wins, as in :func:`win_rates`."""
    seats = _seats(df)
    counts = df[[f"player_{s}" for s in seats]].notna().sum(axis=1)
    if counts.nunique() != 1:
        return None
    decided = df["winners"].dropna()
    winners = decided.map(lambda w: len(str(w).split("+"))).sum()
    return float(winners) / (len(df) * int(counts.iloc[0]))


def _bins(values: Sequence[int]) -> list[float]:
    """Bin edges on whole numbers, about 30 bins at most (lengths are whole moves)."""
    low, high = int(min(values)), int(max(values))
    width = max(1, -(-(high - low + 1) // 30))
    edges = [low - 0.5]
    while edges[-1] < high + 0.5:
        edges.append(edges[-1] + width)
    return edges


def _percent_axis(axis: Any) -> None:
    from matplotlib.ticker import PercentFormatter

    axis.set_major_formatter(PercentFormatter(1.0, decimals=0))


# ---------------------------------------------------------------------------------------------
# win rates
# ---------------------------------------------------------------------------------------------
def _draw_win_rates(ax: Axes, df: pd.DataFrame, by: str, groups: list[str], confidence: float,
                    language: str) -> None:
    rates = win_rates(df, by, groups=groups, confidence=confidence)
    units = sorted(set(rates[by]), key=lambda u: (str(type(u)), u))
    parts = _split(rates, groups, language)
    k = len(parts)
    width = 0.8 / k
    labels = len(units) * k <= 16 and k <= 2   # percentages above the bars while they fit
    # equal chances per group: groups with different draw rates have different fair shares
    shares = [_equal_share(part) for _, part in _split(df, groups)]
    one_line = len({None if s is None else round(s, 9) for s in shares}) == 1
    for gi, (label, part) in enumerate(parts):
        index = {unit: i for i, unit in enumerate(units)}
        xs = [index[u] - 0.4 + width * (gi + 0.5) for u in part[by]]
        heights = list(part["win_rate"])
        errors = [[r - lo for r, lo in zip(heights, part["low"], strict=True)],
                  [hi - r for r, hi in zip(heights, part["high"], strict=True)]]
        if k == 1 and by == "seat":
            from cubekit.render.palette import player_colour

            colours: Any = [player_colour(ord(str(u)) - ord("A")) for u in part[by]]
        elif k == 1:
            colours = NEUTRAL
        else:
            colours = GROUP_COLOURS[gi % len(GROUP_COLOURS)]
        ax.bar(xs, heights, width * 0.9, yerr=errors, color=colours, edgecolor="#333333",
               linewidth=0.6, label=label or None, capsize=4,
               error_kw={"elinewidth": 1.1, "ecolor": "#222222", "capthick": 1.1})
        if labels:
            for x, rate, high in zip(xs, heights, part["high"], strict=True):
                ax.text(x, high + 0.015, f"{rate:.0%}", ha="center", va="bottom", fontsize=8.5,
                        color="#222222")
        share = shares[gi]
        if not one_line and share is not None:
            # a dotted mark across each bar of this group at the group's equal share
            ax.hlines([share] * len(xs), [x - width * 0.45 for x in xs],
                      [x + width * 0.45 for x in xs], color="#222222",
                      linestyle=(0, (2, 1.5)), linewidth=1.3, zorder=3,
                      label="_nolegend_" if gi else tr("analysis.equal_chances", language))
    if one_line and shares[0] is not None:
        ax.axhline(shares[0], color="#555555", linestyle=(0, (2, 2)), linewidth=1.0,
                   label=tr("analysis.equal_chances", language), zorder=0.5)
    ax.set_xticks(range(len(units)))
    ax.set_xticklabels([str(u) for u in units],
                       rotation=20 if max(len(str(u)) for u in units) > 10 else 0)
    ax.set_xlim(-0.6, len(units) - 0.4)
    ax.set_ylim(0, 1.12 if k == 1 else 1.3)   # room for the legend above 100%
    ax.set_yticks([0.0, 0.2, 0.4, 0.6, 0.8, 1.0])
    _percent_axis(ax.yaxis)
    ax.grid(axis="y", color="#e4e4e4", linewidth=0.8)
    ax.set_xlabel(tr(f"analysis.unit.{by}", language), fontsize=10)
    ax.set_ylabel(tr("analysis.axis.win_rate", language, level=round(confidence * 100)),
                  fontsize=10)
    if k == 1:
        ax.legend(fontsize=8.5, frameon=False, loc="upper right")
    else:
        ax.legend(fontsize=8.5, frameon=False, loc="upper center", ncols=2)
    _style(ax)


def plot_win_rates(df: pd.DataFrame, by: str = "seat", *,
                   groups: str | Sequence[str] | None = None, confidence: float = 0.95,
                   ax: Axes | None = None, language: str | None = None) -> Figure:
    """Win rate bars with Wilson confidence intervals (see :func:`~.summary.win_rates`).

    ``by``: ``"seat"``, ``"player"`` or ``"order"``. A :func:`compare` table gets one bar per
    option value next to each other. The dotted line marks equal chances: 1 / seats of the
    games that have a winner (a draw is won by nobody); when the groups differ in their share
    of draws, each bar gets a dotted mark at its own group's equal share.
    """
    lang = check_language(language)
    group_columns = _groups(df, groups)
    k = len(_split(df, group_columns))
    if by == "player":
        units = len({v for c in df.columns if c.startswith("player_") for v in df[c].dropna()})
    else:
        units = len(_seats(df))
    width = min(12.0, max(5.6, 2.0 + 0.55 * units * k))
    figure, axes = _new_figure(width, 4.4, ax)
    _draw_win_rates(axes, df, by, group_columns, confidence, lang)
    chars = int(axes.get_position().width * figure.get_figwidth() * 13)
    axes.set_title(_subtitle(df, lang, per_value=k > 1, width=chars, groups=group_columns),
                   fontsize=9.5,
                   color="#444444")
    if ax is None:
        figure.suptitle(tr("analysis.title.win_rates", lang), fontsize=13, fontweight="bold")
    return figure


# ---------------------------------------------------------------------------------------------
# game lengths
# ---------------------------------------------------------------------------------------------
def _length_label(label: str, part: pd.DataFrame, language: str) -> str:
    text = tr("analysis.mean", language, value=f"{part['length'].mean():.1f}")
    hits = int(part["limit_hit"].sum())
    if hits:
        text += ", " + tr("analysis.limit_hit", language, count=hits)
    return f"{label}: {text}" if label else text


def plot_lengths(df: pd.DataFrame, *, groups: str | Sequence[str] | None = None,
                 facet: bool = False, bins: Sequence[float] | None = None,
                 ax: Axes | None = None, language: str | None = None) -> Figure:
    """Histogram of the game lengths (moves), with the mean as a dashed line.

    A :func:`compare` table gets one histogram per option value: overlaid, or with
    ``facet=True`` one panel each (then ``ax`` cannot be given). Games ended by a turn limit
    are counted in the legend; they pile up at the limit.
    """
    lang = check_language(language)
    if len(df) == 0:
        raise ValueError(tr("analysis.error.no_games", lang))
    group_columns = _groups(df, groups)
    parts = _split(df, group_columns, lang)
    edges = list(bins) if bins is not None else _bins(list(df["length"]))
    if facet and len(parts) > 1:
        if ax is not None:
            raise ValueError(tr("analysis.error.facet_ax", lang))
        from matplotlib.figure import Figure

        figure = Figure(figsize=(7.5, 1.2 + 1.9 * len(parts)), dpi=100, facecolor="#ffffff",
                        layout="constrained")
        axes_list = list(figure.subplots(len(parts), 1, sharex=True, squeeze=False)[:, 0])
    else:
        figure, single = _new_figure(7.5, 4.2, ax)
        axes_list = [single] * len(parts)
    overlaid = len(parts) > 1 and not facet
    for gi, ((label, part), axes) in enumerate(zip(parts, axes_list, strict=True)):
        colour = NEUTRAL if len(parts) == 1 else GROUP_COLOURS[gi % len(GROUP_COLOURS)]
        lengths = list(part["length"])
        text = _length_label(label, part, lang)
        if overlaid:
            axes.hist(lengths, edges, histtype="stepfilled", color=colour, alpha=0.28)
            axes.hist(lengths, edges, histtype="step", color=colour, linewidth=1.6)
        else:
            axes.hist(lengths, edges, color=colour, edgecolor="#ffffff", linewidth=0.5)
        # the legend names the dashed mean line (in the group's colour)
        axes.axvline(float(part["length"].mean()), color=colour, linestyle="--", linewidth=1.4,
                     label=text)
    from matplotlib.ticker import MaxNLocator

    for axes in dict.fromkeys(axes_list):
        axes.set_ylim(0, axes.get_ylim()[1] * 1.12)   # room for the legend
        axes.legend(fontsize=8.5, frameon=True, framealpha=0.9, edgecolor="#ffffff",
                    loc="best")
        axes.set_ylabel(tr("analysis.axis.games", lang), fontsize=10)
        axes.grid(axis="y", color="#e4e4e4", linewidth=0.8)
        axes.yaxis.set_major_locator(MaxNLocator(integer=True))
        _style(axes)
    axes_list[-1].set_xlabel(tr("analysis.axis.length", lang), fontsize=10)
    chars = int(axes_list[0].get_position().width * figure.get_figwidth() * 13)
    axes_list[0].set_title(_subtitle(df, lang, per_value=len(parts) > 1, width=chars,
                                     groups=group_columns),
                           fontsize=9.5, color="#444444")
    if ax is None:
        figure.suptitle(tr("analysis.title.lengths", lang), fontsize=13, fontweight="bold")
    return figure


# ---------------------------------------------------------------------------------------------
# option A against option B
# ---------------------------------------------------------------------------------------------
def _reason_label(reason: str, language: str) -> str:
    from cubekit.core.i18n import keys

    key = f"analysis.reason.{reason}"
    return tr(key, language) if key in keys() else reason


def _draw_endings(ax: Axes, df: pd.DataFrame, groups: list[str], language: str) -> None:
    """Stacked bars: the share of each way of ending, one bar per option value."""
    parts = _split(df, groups, language)
    reasons = list(dict.fromkeys(df["reason"]))
    reasons.sort(key=lambda r: (r == "turn_limit", -int((df["reason"] == r).sum())))
    others = iter(REASON_COLOURS)
    colours = {r: LIMIT_COLOUR if r == "turn_limit" else next(others, "#777777")
               for r in reasons}
    ys = list(range(len(parts)))[::-1]
    lefts = [0.0] * len(parts)
    for reason in reasons:
        shares = [float((part["reason"] == reason).mean()) for _, part in parts]
        ax.barh(ys, shares, 0.6, left=lefts, color=colours[reason], edgecolor="#ffffff",
                linewidth=0.8, label=_reason_label(reason, language))
        for y, left, share in zip(ys, lefts, shares, strict=True):
            if share >= 0.08:
                ax.text(left + share / 2, y, f"{share:.0%}", ha="center", va="center",
                        fontsize=8.5, color="#ffffff" if colours[reason] != "#CCBB44"
                        else "#222222")
        lefts = [left + share for left, share in zip(lefts, shares, strict=True)]
    ax.set_yticks(ys)
    ax.set_yticklabels([label.split(" = ", 1)[-1] for label, _ in parts])
    ax.set_xlim(0, 1)
    _percent_axis(ax.xaxis)
    ax.set_xlabel(tr("analysis.axis.share", language), fontsize=10)
    ax.legend(fontsize=8.5, frameon=False, loc="center left", bbox_to_anchor=(1.0, 0.5))
    _style(ax)


def _draw_length_boxes(ax: Axes, df: pd.DataFrame, groups: list[str], language: str) -> None:
    parts = _split(df, groups, language)
    data = [list(part["length"]) for _, part in parts][::-1]
    ys = list(range(1, len(parts) + 1))
    boxes = ax.boxplot(data, positions=ys, orientation="horizontal", widths=0.55,
                       patch_artist=True, showmeans=True,
                       meanprops={"marker": "D", "markerfacecolor": "#ffffff",
                                  "markeredgecolor": "#222222", "markersize": 5},
                       medianprops={"color": "#222222", "linewidth": 1.4},
                       flierprops={"marker": "o", "markersize": 3, "alpha": 0.5})
    for gi, box in enumerate(boxes["boxes"][::-1]):
        box.set_facecolor(GROUP_COLOURS[gi % len(GROUP_COLOURS)])
        box.set_alpha(0.75)
    ax.set_yticks(ys)
    ax.set_yticklabels([label.split(" = ", 1)[-1] for label, _ in parts][::-1])
    for y, values in zip(ys, data, strict=True):
        mean = sum(values) / len(values)
        ax.annotate(tr("analysis.mean", language, value=f"{mean:.1f}"), (max(values), y),
                    xytext=(6, 0), textcoords="offset points", va="center", fontsize=8.5,
                    color="#333333")
    ax.margins(x=0.22)
    ax.set_xlabel(tr("analysis.axis.length", language), fontsize=10)
    ax.grid(axis="x", color="#e4e4e4", linewidth=0.8)
    _style(ax)


def plot_compare(df: pd.DataFrame, by: str = "seat", *, confidence: float = 0.95,
                 language: str | None = None) -> Figure:
    """Option A against option B: a :func:`compare` table in three panels.

    Left: win rates per ``by`` (seat, player or order) with confidence intervals, one bar per
    option value. Middle: game lengths per value (box: middle half of the games, line: median,
    diamond: mean). Right: how the games end, as shares per value (turn-limit draws in grey).
    """
    lang = check_language(language)
    if "option" not in df.columns or "value" not in df.columns:
        raise ValueError(tr("analysis.error.not_for_compare_plot", lang))
    groups = ["option", "value"]
    from matplotlib.figure import Figure

    figure = Figure(figsize=(15, 4.9), dpi=100, facecolor="#ffffff", layout="constrained")
    left, middle, right = figure.subplots(1, 3, width_ratios=[1.25, 1, 1])
    _draw_win_rates(left, df, by, groups, confidence, lang)
    _draw_length_boxes(middle, df, groups, lang)
    middle.set_ylabel(str(df["option"].iloc[0]), fontsize=10)
    middle.set_title(tr("analysis.title.lengths", lang), fontsize=10.5)
    _draw_endings(right, df, groups, lang)
    right.set_title(tr("analysis.title.endings", lang), fontsize=10.5)
    left.set_title(tr("analysis.title.win_rates", lang), fontsize=10.5)
    option = ", ".join(dict.fromkeys(str(o) for o in df["option"]))
    figure.suptitle(tr("analysis.title.compare", lang, option=option) + "\n"
                    + _subtitle(df, lang, per_value=True, width=170), fontsize=12)
    return figure
