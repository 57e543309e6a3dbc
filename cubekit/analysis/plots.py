"""Charts of a sweep table: win rates with confidence intervals, game lengths, option A vs B.

Every function takes a table of :func:`cubekit.analysis.play_games` or
:func:`cubekit.analysis.compare` and returns a matplotlib ``Figure`` (made without pyplot, so
nothing leaks; Jupyter shows it when it is the cell's value). Titles and axis labels come from
the message catalogue: pass ``language="de"`` for German. What a chart writes is in the
reader's words: decimals with a comma in German ("Mittel 65,1"), rule options and their
values in words, computer players by their names ("gieriger Spieler", not ``greedy``). A
chart is at most :data:`WIDTH` inches (900 pixels) wide, so that a notebook shows it without
shrinking its text (no text below 9 points). matplotlib is imported when a chart is drawn, not
with :mod:`cubekit.analysis`.

* :func:`plot_win_rates` -- bars of the win rate per seat, player spec or turn order, with the
  Wilson confidence interval as error bars and a line at "equal chances";
* :func:`plot_lengths` -- histogram of the game lengths, one per option value (overlaid or
  one panel each);
* :func:`plot_compare` -- option A against option B in one picture: win rates above, lengths
  and how the games end below.

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
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cubekit.analysis.progress import decimal, number
from cubekit.analysis.summary import _group_numbers, _groups, _seats, win_rates
from cubekit.core.i18n import check_language, tr, tr_first

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

WIDTH = 9.0
"""The widest figure (inches at 100 dpi): a notebook shows about 900 pixels without shrinking
the picture, so no text is drawn smaller than its size in points."""

TICKS = 10.0
LEGEND = 9.5
NOTE = 9.0
LABEL = 10.5
"""Font sizes (points) of tick labels, legends, the numbers on bars and the axis titles."""

LEGEND_CHARS = 50
"""A legend entry at the right of a chart longer than this many characters is wrapped (to
about two thirds of it)."""


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
    ax.tick_params(labelsize=TICKS)
    ax.set_axisbelow(True)


def _group_label(row: Any, columns: Sequence[str], language: str | None = None,
                 readings: Mapping[str, str] | None = None) -> str:
    """``stop on win = True`` for a compare table; ``column = value, ...`` otherwise; the
    columns and values in words of ``language`` (:mod:`cubekit.analysis.labels`), computer
    players by their names; ``readings``: the words of each value of a compare table (by
    ``str(value)``), where the game says them."""
    from cubekit.analysis.labels import column_title, shown_value, value_word

    option = row["option"] if "option" in row.index else None
    if list(columns) == ["option", "value"]:
        said = (readings or {}).get(str(row["value"]))
        return (f"{value_word('option', option, language=language)} = "
                f"{said or _value_text(row['value'], option, language)}")
    return ", ".join(f"{column_title(c, language)} = "
                     f"{_text(shown_value(c, row[c], option=option, language=language), language)}"
                     for c in columns)


def _text(value: Any, language: str | None) -> str:
    """A value as a chart writes it: a decimal in the reader's language (``0,5``), a pair of
    numbers as ``4/3`` (no comma that reads as a decimal comma)."""
    lang = check_language(language)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, float):
        return decimal(value, lang, len(f"{value:g}".partition(".")[2]))
    if isinstance(value, tuple):
        return "/".join(_text(item, lang) for item in value)
    return str(value)


def _value_text(value: Any, option: Any, language: str | None) -> str:
    """A value of a compare table's option in words (a value read back from a CSV file as
    text, ``"(4, 3)"``, as the value it stands for)."""
    from cubekit.analysis.labels import as_pair, value_word

    value = as_pair(value) or value
    return _text(value_word("value", value, option=option, language=language), language)


def _legend_right(ax: Axes, chars: int = LEGEND_CHARS) -> None:
    """The legend at the right of the chart; an entry longer than ``chars`` characters is
    wrapped to two thirds of that (or to ``chars`` when it is short)."""
    handles, labels = ax.get_legend_handles_labels()
    width = chars if chars < LEGEND_CHARS else chars * 2 // 3
    ax.legend(handles, [label if len(label) <= chars else textwrap.fill(label, width)
                        for label in labels],
              fontsize=LEGEND, frameon=False, loc="upper left", bbox_to_anchor=(1.01, 1.0))


def _legend_inches(labels: Sequence[str]) -> float:
    """About how wide a legend at the right of a chart is, for these entries."""
    longest = max((len(label) for label in labels), default=0)
    return 0.7 + 0.075 * min(longest, LEGEND_CHARS)


def _split(df: pd.DataFrame, columns: list[str], language: str | None = None,
           readings: Mapping[str, str] | None = None) -> list[tuple[str, pd.DataFrame]]:
    """(label, rows) per group in order of first appearance; one unlabelled group if none."""
    if not columns:
        return [("", df)]
    numbers = _group_numbers(df, columns)
    result = []
    for group in sorted(set(numbers)):
        part = df[numbers == group]
        result.append((_group_label(part.iloc[0], columns, language, readings), part))
    return result


def _compare_words(df: pd.DataFrame, game: str | None,
                   language: str) -> tuple[list[str], dict[str, str]]:
    """The options a compare table compares and the reading of each of its values, as the
    game says them (``option_name`` and ``option_words`` of :mod:`cubekit.core.options`, as in
    its table of options); without the game, the words of the analysis tables."""
    from cubekit.analysis.labels import column_title

    options = list(dict.fromkeys(str(o) for o in df["option"]))
    names = [str(column_title(option, language)) for option in options]
    readings: dict[str, str] = {}
    if game is None:
        return names, readings
    import cubekit
    from cubekit.core.options import option_name, option_words

    try:
        rules_class = cubekit.game_class(game)
    except (TypeError, ValueError):
        return names, readings
    named = [option_name(rules_class, option, language) for option in options]
    names = [new if new != option else old for new, old, option
             in zip(named, names, options, strict=True)]
    if len(options) != 1:
        return names, readings
    labels = df["options"] if "options" in df.columns else [""] * len(df)
    for value, label in dict.fromkeys(zip(df["value"].map(str), map(str, labels),
                                          strict=True)):
        settings = _settings("" if label == "nan" else label)
        if settings is None or value in readings:
            continue
        try:
            said = option_words(cubekit.load(game, **settings), options[0], language)
        except (TypeError, ValueError):
            continue
        if "=" not in said:       # words, not the setting as written in code
            readings[value] = said
    return names, readings


def _subtitle(df: pd.DataFrame, language: str, per_value: bool = False,
              width: int = 0, groups: list[str] | None = None, game: Any = None) -> str:
    """``Kettenreaktion · 8 wide, 8 high · greedy player against random player · 200 games``,
    wrapped at ``width`` characters (0: on one line); ``per_value``: games per group of
    ``groups`` (default: the option values of a compare table). The rules and the players in
    words: the settings as the game says them (``game``: its name, see :func:`_game`), the
    players by their names."""
    from cubekit.analysis.labels import bot_name

    pieces = []
    title = df.attrs.get("title")
    if title:
        pieces.append(str(title))
    if not per_value and "options" in df.columns:
        options = {"" if _missing(o) else str(o) for o in df["options"]}
        if len(options) == 1:
            words = _settings_words(options.pop(), game, language)
            if words is not None:
                pieces.append(words or tr("analysis.default_rules", language))
    players = df.attrs.get("players")
    met = True
    if players is None:
        seats = [c for c in df.columns if c.startswith("player_")]
        players = list(dict.fromkeys(str(v) for c in seats for v in df[c].dropna()))
        # "greedy against random" only if they met in a game, not in sweeps stacked together
        # (row by row in Python: DataFrame.nunique(axis=1) is slow on thousands of games)
        met = any(len({v for v in row if isinstance(v, str)}) > 1
                  for row in zip(*(df[c].tolist() for c in seats), strict=True))
    names = [str(bot_name(player, language)) for player in players]
    if len(names) == 2 and met:
        pieces.append(f" {tr('analysis.against', language)} ".join(names))
    elif len(names) == 1:
        pieces.append(tr("analysis.all_seats", language, bot=names[0]))
    elif names:
        pieces.append(", ".join(names))
    if per_value:
        columns = _groups(df, None) if groups is None else groups
        sizes = {len(part) for _, part in _split(df, columns)}
        if len(sizes) == 1:
            pieces.append(tr("analysis.games_per_value", language,
                             games=number(sizes.pop(), language)))
        else:   # groups of different sizes: the total
            pieces.append(tr("analysis.games", language, games=number(len(df), language)))
    else:
        pieces.append(tr("analysis.games", language, games=number(len(df), language)))
    if not width:
        return " · ".join(pieces)
    # lines broken between the pieces where they can be (a piece longer than a line is wrapped)
    lines: list[str] = []
    for piece in pieces:
        if lines and len(lines[-1]) + 3 + len(piece) <= width:
            lines[-1] += " · " + piece
        else:
            lines.extend(textwrap.wrap(piece, width) or [piece])
    return "\n".join(lines)


def _missing(value: Any) -> bool:
    return value is None or (isinstance(value, float) and value != value)


def _settings(label: str) -> dict[str, Any] | None:
    """The options of a table's ``options`` column (``"players=4, turn_limit=1000"``, as
    :func:`~cubekit.analysis.play_games` writes them) as a dict; None if it cannot be read."""
    import ast

    if not label.strip():
        return {}
    try:
        call = ast.parse(f"f({label})", mode="eval").body
        if not isinstance(call, ast.Call) or call.args:
            return None
        return {str(item.arg): ast.literal_eval(item.value) for item in call.keywords}
    except (SyntaxError, ValueError):
        return None


def _game(df: pd.DataFrame, game: Any = None) -> str | None:
    """The name of the game a table was played in: ``game`` (a name or a rules object), the
    table's own (``attrs``, kept by :func:`~cubekit.analysis.play_games`), or else the one
    registered game that has every option the table names (a table read back from a CSV
    file); None when that is not clear."""
    if game is not None:
        return str(getattr(game, "name", game))
    found = df.attrs.get("game")
    if found:
        return str(found)
    names: set[str] = set()
    if "option" in df.columns:
        names |= {str(o) for o in df["option"].dropna()}
    if "options" in df.columns:
        for label in set(df["options"].dropna()):
            names |= set(_settings(str(label)) or {})
    if not names:
        return None
    from cubekit import games

    fitting = [entry.name for entry in games.entries()
               if names <= set(entry.game_class().option_names())]
    return fitting[0] if len(fitting) == 1 else None


def _settings_words(label: str, game: str | None, language: str) -> str | None:
    """The options of an ``options`` label in words ("" for the default rules, None when
    the label cannot be read): as the game says them when it is known, else in the words
    every game shares (sizes, players, turn limit, ...), else as option = value in the words
    of the analysis tables."""
    from cubekit.analysis.labels import column_title, value_word

    settings = _settings(label)
    if settings is None:
        return None
    rules = None
    if game is not None:
        import cubekit

        try:
            rules = cubekit.load(game, **settings)
        except (TypeError, ValueError):
            rules = None
    words = []
    for name, value in settings.items():
        said = None
        if rules is not None:
            from cubekit.core.options import option_words

            said = option_words(rules, name, language)
            if "=" in said:       # no words for it: the setting as written in code
                said = None
        if said is None:
            said = tr_first((f"options.{name}.{value}",), language) or tr_first(
                (f"options.{name}",), language, value=_text(value, language))
        if said is None:
            said = (f"{column_title(name, language)} = "
                    f"{_text(value_word(name, value, language=language), language)}")
        words.append(said)
    return "; ".join(words)      # the words of a setting may hold commas of their own


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


def _whole_axis(axis: Any, language: str) -> None:
    """Ticks on whole numbers (moves, games), written in the reader's language (``1.000`` in
    German, never a decimal point)."""
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    axis.set_major_locator(MaxNLocator(nbins=6, integer=True))
    axis.set_major_formatter(FuncFormatter(lambda x, _: number(round(x), language)))


def _percent_axis(axis: Any) -> None:
    from matplotlib.ticker import PercentFormatter

    axis.set_major_formatter(PercentFormatter(1.0, decimals=0))


# ---------------------------------------------------------------------------------------------
# win rates
# ---------------------------------------------------------------------------------------------
def _draw_win_rates(ax: Axes, df: pd.DataFrame, by: str, groups: list[str], confidence: float,
                    language: str, legend: str = "auto", values_only: bool = False,
                    readings: Mapping[str, str] | None = None,
                    legend_chars: int = LEGEND_CHARS) -> None:
    """The bars of :func:`plot_win_rates` on ``ax``; ``legend``: ``"right"`` beside the
    chart (entries wrapped after ``legend_chars``), ``"auto"``: inside the chart for one
    group, else beside it;
    ``values_only``: the legend names the values of a compare table without the option (the
    title names it)."""
    from cubekit.analysis.labels import bot_name

    rates = win_rates(df, by, groups=groups, confidence=confidence)
    units = sorted(set(rates[by]), key=lambda u: (str(type(u)), u))
    parts = _split(rates, groups, language, readings)
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
        if values_only:
            label = label.split(" = ", 1)[-1]
        ax.bar(xs, heights, width * 0.9, yerr=errors, color=colours, edgecolor="#333333",
               linewidth=0.6, label=label or None, capsize=4,
               error_kw={"elinewidth": 1.1, "ecolor": "#222222", "capthick": 1.1})
        if labels:
            for x, rate, high in zip(xs, heights, part["high"], strict=True):
                ax.text(x, high + 0.015, f"{rate:.0%}", ha="center", va="bottom", fontsize=NOTE,
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
    names = [str(bot_name(u, language)) if by == "player" else str(u) for u in units]
    ax.set_xticks(range(len(units)))
    ax.set_xticklabels([textwrap.fill(name, 16) for name in names])
    ax.set_xlim(-0.6, len(units) - 0.4)
    ax.set_ylim(0, 1.12)     # room for the percentages above 100%
    ax.set_yticks([0.0, 0.2, 0.4, 0.6, 0.8, 1.0])
    _percent_axis(ax.yaxis)
    ax.grid(axis="y", color="#e4e4e4", linewidth=0.8)
    ax.set_xlabel(tr(f"analysis.unit.{by}", language), fontsize=LABEL)
    ax.set_ylabel(textwrap.fill(tr("analysis.axis.win_rate", language,
                                   level=round(confidence * 100)), 34), fontsize=LABEL)
    if k == 1 and legend != "right":
        ax.legend(fontsize=LEGEND, frameon=False, loc="upper right")
    else:
        _legend_right(ax, legend_chars)
    _style(ax)


def plot_win_rates(df: pd.DataFrame, by: str = "seat", *,
                   groups: str | Sequence[str] | None = None, confidence: float = 0.95,
                   ax: Axes | None = None, language: str | None = None,
                   game: Any = None) -> Figure:
    """Win rate bars with Wilson confidence intervals (see :func:`~.summary.win_rates`).

    ``by``: ``"seat"``, ``"player"`` or ``"order"``. A :func:`compare` table gets one bar per
    option value next to each other. The dotted line marks equal chances: 1 / seats of the
    games that have a winner (a draw is won by nobody); when the groups differ in their share
    of draws, each bar gets a dotted mark at its own group's equal share. Several groups are
    named in a legend at the right. ``game``: the game's name, for the rules in words in the
    subtitle (by default the table's own; a table read from a CSV file has none).
    """
    lang = check_language(language)
    group_columns = _groups(df, groups)
    labels = [label for label, _ in _split(df, group_columns, lang)]
    k = len(labels)
    legend = _legend_inches(labels) if k > 1 else 0.0
    if by == "player":
        units = len({v for c in df.columns if c.startswith("player_") for v in df[c].dropna()})
    else:
        units = len(_seats(df))
    # the legend of several groups stands at the right of the bars
    width = min(WIDTH, max(6.0, 2.2 + 0.6 * units * k + legend))
    figure, axes = _new_figure(width, 4.6, ax)
    _draw_win_rates(axes, df, by, group_columns, confidence, lang)
    # about 14 characters per inch of the chart (beside the legend at its right)
    share = 0.85 if ax is None else axes.get_position().width
    inches = share * figure.get_figwidth() - legend
    chars = max(30, int(inches * 14))
    axes.set_title(_subtitle(df, lang, per_value=k > 1, width=chars, groups=group_columns,
                             game=_game(df, game)),
                   fontsize=LEGEND, color="#444444")
    if ax is None:
        figure.suptitle(tr("analysis.title.win_rates", lang), fontsize=13, fontweight="bold")
    return figure


# ---------------------------------------------------------------------------------------------
# game lengths
# ---------------------------------------------------------------------------------------------
def _length_label(label: str, part: pd.DataFrame, language: str) -> str:
    text = tr("analysis.mean", language, value=decimal(float(part["length"].mean()), language))
    hits = int(part["limit_hit"].sum())
    if hits:
        text += ", " + tr("analysis.limit_hit", language, count=number(hits, language))
    return f"{label}: {text}" if label else text


def plot_lengths(df: pd.DataFrame, *, groups: str | Sequence[str] | None = None,
                 facet: bool = False, bins: Sequence[float] | None = None,
                 ax: Axes | None = None, language: str | None = None,
                 game: Any = None) -> Figure:
    """Histogram of the game lengths (moves), with the mean as a dashed line.

    A :func:`compare` table gets one histogram per option value: overlaid, or with
    ``facet=True`` one panel each (then ``ax`` cannot be given). Games ended by a turn limit
    are counted in the legend; they pile up at the limit. ``game``: as in
    :func:`plot_win_rates`.
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

        figure = Figure(figsize=(8.0, 1.4 + 2.2 * len(parts)), dpi=100, facecolor="#ffffff",
                        layout="constrained")
        axes_list = list(figure.subplots(len(parts), 1, sharex=True, squeeze=False)[:, 0])
    else:
        figure, single = _new_figure(8.0, 4.4, ax)
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
    for axes in dict.fromkeys(axes_list):
        axes.set_ylim(0, axes.get_ylim()[1] * 1.12)   # room for the legend
        axes.legend(fontsize=LEGEND, frameon=True, framealpha=0.9, edgecolor="#ffffff",
                    loc="best")
        axes.set_ylabel(tr("analysis.axis.games", lang), fontsize=LABEL)
        axes.grid(axis="y", color="#e4e4e4", linewidth=0.8)
        _whole_axis(axes.yaxis, lang)
        _whole_axis(axes.xaxis, lang)
        _style(axes)
    axes_list[-1].set_xlabel(tr("analysis.axis.length", lang), fontsize=LABEL)
    share = 0.85 if ax is None else axes_list[0].get_position().width
    chars = max(30, int(share * figure.get_figwidth() * 14))
    axes_list[0].set_title(_subtitle(df, lang, per_value=len(parts) > 1, width=chars,
                                     groups=group_columns, game=_game(df, game)),
                           fontsize=LEGEND, color="#444444")
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


def _value_labels(parts: list[tuple[str, pd.DataFrame]]) -> list[str]:
    """The value of each group of a compare table, from its label ``option = value``, wrapped
    for the axis of a chart."""
    return [textwrap.fill(label.split(" = ", 1)[-1], 20) for label, _ in parts]


def _draw_endings(ax: Axes, df: pd.DataFrame, groups: list[str], language: str,
                  labels: bool = True, readings: Mapping[str, str] | None = None) -> None:
    """Stacked bars: the share of each way of ending, one bar per option value (named on
    the axis when ``labels``)."""
    parts = _split(df, groups, language, readings)
    reasons = list(dict.fromkeys(df["reason"]))
    reasons.sort(key=lambda r: (r == "turn_limit", -int((df["reason"] == r).sum())))
    others = iter(REASON_COLOURS)
    colours = {r: LIMIT_COLOUR if r == "turn_limit" else next(others, "#777777")
               for r in reasons}
    ys = list(range(len(parts), 0, -1))     # the first value on top, as in the length boxes
    lefts = [0.0] * len(parts)
    for reason in reasons:
        shares = [float((part["reason"] == reason).mean()) for _, part in parts]
        ax.barh(ys, shares, 0.6, left=lefts, color=colours[reason], edgecolor="#ffffff",
                linewidth=0.8, label=_reason_label(reason, language))
        for y, left, share in zip(ys, lefts, shares, strict=True):
            if share >= 0.12:
                ax.text(left + share / 2, y, f"{share:.0%}", ha="center", va="center",
                        fontsize=NOTE, color="#ffffff" if colours[reason] != "#CCBB44"
                        else "#222222")
        lefts = [left + share for left, share in zip(lefts, shares, strict=True)]
    ax.set_yticks(ys)
    if labels:
        ax.set_yticklabels(_value_labels(parts))
    else:   # beside the length boxes of the same values, which name them
        ax.tick_params(axis="y", labelleft=False)
    ax.set_xlim(0, 1)
    _percent_axis(ax.xaxis)
    ax.set_xlabel(tr("analysis.axis.share", language), fontsize=LABEL)
    _legend_right(ax, 26)
    _style(ax)


def _skewed(data: list[list[float]]) -> bool:
    """True when a few long games would squash the boxes of the others to slivers: the
    longest game is more than six times as long as the upper quartile of its group."""
    import statistics

    for values in data:
        if len(values) >= 4:
            upper = statistics.quantiles(values, n=4)[2]
            if upper > 0 and max(values) > 6 * upper:
                return True
    return False


def _draw_length_boxes(ax: Axes, df: pd.DataFrame, groups: list[str], language: str,
                       readings: Mapping[str, str] | None = None) -> None:
    """Horizontal boxes of the game lengths, one per option value, with the mean written
    beside each; on a logarithmic scale when a few very long games would squash the boxes."""
    parts = _split(df, groups, language, readings)
    data = [list(part["length"]) for _, part in parts][::-1]
    ys = list(range(1, len(parts) + 1))
    boxes = ax.boxplot(data, positions=ys, orientation="horizontal", widths=0.55,
                       patch_artist=True, showmeans=True,
                       meanprops={"marker": "D", "markerfacecolor": "#ffffff",
                                  "markeredgecolor": "#222222", "markersize": 6},
                       medianprops={"color": "#222222", "linewidth": 1.6},
                       flierprops={"marker": "o", "markersize": 3.5, "alpha": 0.5})
    for gi, box in enumerate(boxes["boxes"][::-1]):
        box.set_facecolor(GROUP_COLOURS[gi % len(GROUP_COLOURS)])
        box.set_alpha(0.75)
    # each value with its mean below it (beside the longest game it would widen the chart)
    means = [tr("analysis.mean", language, value=decimal(sum(values) / len(values), language))
             for values in data]
    ax.set_yticks(ys)
    ax.set_yticklabels([f"{value}\n({mean})" for value, mean
                        in zip(_value_labels(parts)[::-1], means, strict=True)])
    label = "analysis.axis.length"
    if _skewed(data):
        from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

        ax.set_xscale("log")
        # whole numbers of moves at 1, 2, 5, 10, 20, 50, ... (no powers of ten in code form)
        ax.xaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
        ax.xaxis.set_major_formatter(FuncFormatter(
            lambda x, _: number(round(x), language) if x >= 1 else ""))
        ax.xaxis.set_minor_formatter(NullFormatter())
        label = "analysis.axis.length_log"
    else:
        _whole_axis(ax.xaxis, language)
    ax.margins(x=0.04)
    ax.set_xlabel(tr(label, language), fontsize=LABEL)
    ax.grid(axis="x", color="#e4e4e4", linewidth=0.8)
    _style(ax)


def plot_compare(df: pd.DataFrame, by: str = "seat", *, confidence: float = 0.95,
                 language: str | None = None, game: Any = None) -> Figure:
    """Option A against option B: a :func:`compare` table in three panels.

    Above, across the width: win rates per ``by`` (seat, player or order) with confidence
    intervals, one bar per option value. Below left: game lengths per value (box: middle half
    of the games, line: median, diamond: mean; a logarithmic scale when a few games are very
    long). Below right: how the games end, as shares per value (turn-limit draws in grey). The
    title names the option in words and, when the game is known (``game``, as in
    :func:`plot_win_rates`), its RULES.md ID.
    """
    lang = check_language(language)
    if "option" not in df.columns or "value" not in df.columns:
        raise ValueError(tr("analysis.error.not_for_compare_plot", lang))
    groups = ["option", "value"]
    from matplotlib.figure import Figure
    from matplotlib.layout_engine import ConstrainedLayoutEngine

    k = len(_split(df, groups))

    # more room between the panels: the endings' 0% stands apart from the lengths' last tick
    figure = Figure(figsize=(WIDTH, 7.6 + 0.45 * max(0, k - 2)), dpi=100,
                    facecolor="#ffffff", layout=ConstrainedLayoutEngine(wspace=0.06))
    grid = figure.add_gridspec(2, 2, width_ratios=[1.2, 1], height_ratios=[1.1, 1])
    # made in this order (win rates, lengths, endings): figure.axes lists them so
    left = figure.add_subplot(grid[0, :])
    middle = figure.add_subplot(grid[1, 0])
    right = figure.add_subplot(grid[1, 1], sharey=middle)
    name = _game(df, game)
    names, readings = _compare_words(df, name, lang)
    _draw_win_rates(left, df, by, groups, confidence, lang, legend="right", values_only=True,
                    readings=readings, legend_chars=30)
    _draw_length_boxes(middle, df, groups, lang, readings)
    middle.set_ylabel(textwrap.fill(", ".join(names), 24), fontsize=LABEL)
    middle.set_title(tr("analysis.title.lengths", lang), fontsize=LABEL + 0.5)
    _draw_endings(right, df, groups, lang, labels=False, readings=readings)
    right.set_title(tr("analysis.title.endings", lang), fontsize=LABEL + 0.5)
    left.set_title(tr("analysis.title.win_rates", lang), fontsize=LABEL + 0.5)
    options = list(dict.fromkeys(str(o) for o in df["option"]))
    rule = None
    if name is not None and len(options) == 1:
        import cubekit
        from cubekit.core.options import rule_of

        try:
            rule = rule_of(cubekit.game_class(name), options[0])
        except (TypeError, ValueError):
            rule = None
    title = (tr("analysis.title.compare_rule", lang, option=names[0], rule=rule) if rule
             else tr("analysis.title.compare", lang, option=", ".join(names)))
    figure.suptitle(title + "\n" + _subtitle(df, lang, per_value=True, width=110, game=name),
                    fontsize=12.5)
    return figure
