"""Group columns of the analysis tables in the reader's language: titles and values.

The tables of :func:`~cubekit.analysis.play_games` and :func:`~cubekit.analysis.compare` name
their set-ups in columns such as ``option``, ``value``, ``level``, ``players``, ``bot`` or
``reason``, and the values are the kit's own words (``"expert"``, ``"mover_only"``,
``"four_in_a_row"``). Those tables are for computing and keep their names. What is *shown*
(the readable tables of :mod:`cubekit.analysis.summary`, or any table passed through
:func:`readable`) names them in words of the catalogue (``analysis.group.<column>``,
``analysis.option.<option>``, ``analysis.value.<option>.<value>``, ``analysis.reason.<reason>``);
a column or value the catalogue has no word for is shown as it is (numbers, a board such as
``6×6``). The computer players of a ``bot`` or ``player`` column (their specs, ``greedy`` or
``mcts:iterations=200``) are shown by their names (:func:`bot_name`: "gieriger Spieler",
"Baumsuche (200 Durchläufe)").

>>> column_title("level", "de"), value_word("level", "expert", language="de")
('Stufe', 'Experten')
>>> value_word("value", "mover_only", option="line_wins", language="de")
'nur die des Ziehenden'
>>> value_word("reason", "four_in_a_row", language="en"), value_word("players", 3)
('four in a row', 3)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cubekit.core.i18n import check_language, tr, tr_first

if TYPE_CHECKING:
    import pandas as pd


def _key(value: Any) -> str:
    """A value as it is written in a message key (``None`` and NaN alike: ``None``)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "None"
    return str(value)


def column_title(name: Any, language: str | None = None) -> Any:
    """The title of a group column in ``language``: ``analysis.group.<name>`` (``option``,
    ``value``, ``players``, ...) or the option's name (``analysis.option.<name>``); any other
    column keeps its name."""
    if not isinstance(name, str):
        return name
    return tr_first((f"analysis.group.{name}", f"analysis.option.{name}"), language) or name


def value_word(column: Any, value: Any, *, option: Any = None,
               language: str | None = None) -> Any:
    """A value of the group column ``column`` in words, or the value as it is.

    ``reason``: how the game ended; ``option``: the option's name; ``value``: a value of
    ``option`` (the row's option of a :func:`~cubekit.analysis.compare` table); a column named
    after an option (``level``): a value of that option.
    """
    if not isinstance(column, str):
        return value
    key = _key(value)
    if column == "reason":
        keys = [f"analysis.reason.{key}"]
    elif column == "option":
        keys = [f"analysis.option.{key}"]
    elif column == "value":
        if option is None:
            return value
        keys = [f"analysis.value.{_key(option)}.{key}"]
    else:
        keys = [f"analysis.value.{column}.{key}"]
    word = tr_first(keys, language)
    if word is not None:
        return word
    pair = as_pair(value)
    return value if pair is None else "/".join(str(number) for number in pair)


def as_pair(value: Any) -> tuple[int, ...] | None:
    """A value that is a tuple of whole numbers (a Deblockle handicap ``(4, 3)``, also as read
    back from a CSV file as the text ``"(4, 3)"``), else None; tables and charts write it
    ``4/3``, without a comma that would read as a decimal comma.

    >>> as_pair("(4, 3)"), as_pair((4, 2)), as_pair("4"), as_pair(0.5)
    ((4, 3), (4, 2), None, None)
    """
    if isinstance(value, str) and value.startswith("(") and value.endswith(")"):
        parts = [part.strip() for part in value[1:-1].split(",") if part.strip()]
        if parts and all(part.isdigit() for part in parts):
            return tuple(int(part) for part in parts)
        return None
    if isinstance(value, tuple) and value and all(isinstance(v, int) for v in value):
        return value
    return None


def _single_option(table: pd.DataFrame, option: Any) -> Any:
    """The option all rows of ``table`` compare (given, from its ``attrs`` or its ``option``
    column), or None when there is none or more than one."""
    if option is not None:
        return option
    if "option" in table.columns:
        found = list(dict.fromkeys(table["option"]))
        return found[0] if len(found) == 1 else None
    return table.attrs.get("option")


def _title(name: Any, language: str, option: Any, has_option: bool) -> Any:
    """A column's title; a ``value`` column beside no ``option`` column takes the name of the
    one option it holds the values of."""
    if name == "value" and not has_option and option is not None:
        return column_title(option, language)
    return column_title(name, language)


def is_bot_column(name: Any) -> bool:
    """True for a column that holds computer players' specs: ``bot``, ``player`` (of
    :func:`~cubekit.analysis.win_rates`) and the seats' ``player_A``, ``player_B``, ..."""
    return isinstance(name, str) and (name in ("bot", "player") or name.startswith("player_"))


def bot_name(spec: Any, language: str | None = None) -> Any:
    """A computer player's name in words, from its spec (:func:`cubekit.bots.make_player`):
    ``random`` is the random player, ``greedy`` the greedy player, ``mcts:...`` the tree search
    with its budget per move; settings beyond the budget (``c``, ``alpha``, ...) are called
    "tuned" ("angepasst"). Anything that is not a spec is returned as it is.

    >>> bot_name("greedy", "de"), bot_name("mcts:iterations=200", "de")
    ('gieriger Spieler', 'Baumsuche (200 Durchläufe)')
    >>> bot_name("random", "en"), bot_name("mcts:seconds=0.5,c=0.6", "de")
    ('random player', 'Baumsuche (0,5 s je Zug; angepasst)')
    """
    if not isinstance(spec, str):
        return spec
    return _bot_name(spec, check_language(language))


@lru_cache(maxsize=256)
def _bot_name(spec: str, lang: str) -> str:
    """:func:`bot_name` of a spec, once per spec and language (a table names a player in
    each of its rows)."""
    from cubekit.bots import GreedyPlayer, MCTSPlayer, RandomPlayer, make_player

    try:
        player = make_player(spec)
    except (TypeError, ValueError):
        return spec
    if isinstance(player, RandomPlayer):
        return tr("analysis.bot.random", lang)
    if isinstance(player, GreedyPlayer):
        return tr("analysis.bot.greedy", lang)
    if not isinstance(player, MCTSPlayer):
        return spec
    from cubekit.analysis.progress import decimal, number

    details = []
    if player.iterations is not None:
        count = "one" if player.iterations == 1 else "many"
        details.append(tr(f"analysis.bot.iterations.{count}", lang,
                          n=number(player.iterations, lang)))
    if player.seconds is not None:
        places = len(f"{player.seconds:g}".partition(".")[2])
        details.append(tr("analysis.bot.seconds", lang,
                          seconds=decimal(player.seconds, lang, places)))
    budget = MCTSPlayer(iterations=player.iterations, seconds=player.seconds)
    if budget.name != player.name:
        details.append(tr("analysis.bot.tuned", lang))
    # a semicolon between the details: a German decimal comma reads as a comma otherwise
    return tr("analysis.bot.mcts", lang, details="; ".join(details))


def shown_value(column: Any, value: Any, *, option: Any = None,
                language: str | None = None) -> Any:
    """A value of a table's column as a reader reads it: a computer player by its name
    (:func:`bot_name`), any other value by its word (:func:`value_word`)."""
    if is_bot_column(column):
        return bot_name(value, language)
    return value_word(column, value, option=option, language=language)


def _words(name: Any, values: Sequence[Any], options: Sequence[Any],
           language: str) -> list[Any]:
    return [shown_value(name, value, option=opt, language=language)
            for value, opt in zip(values, options, strict=True)]


def _labels(index: pd.Index, language: str, option: Any) -> pd.Index:
    """An index (or the column labels of a crosstab) whose levels are named: each level's
    values in words and its name as a title. An index without names is left as it is."""
    import pandas as pd

    names = list(index.names)
    if all(name is None for name in names):
        return index
    levels = [list(index.get_level_values(i)) for i in range(index.nlevels)]
    opts = levels[names.index("option")] if "option" in names else [option] * len(index)
    shown = [_words(name, level, opts, language) for name, level in zip(names, levels,
                                                                         strict=True)]
    titles = [_title(name, language, option, "option" in names) for name in names]
    if isinstance(index, pd.MultiIndex):
        return pd.MultiIndex.from_arrays(shown, names=titles)
    return pd.Index(shown[0], name=titles[0], dtype=object)


def readable(table: pd.DataFrame, language: str | None = None, *,
             option: Any = None) -> pd.DataFrame:
    """A copy of ``table`` with its group columns, index and column labels in ``language``:
    titles (:func:`column_title`) and values (:func:`value_word`); the numbers stay as they
    are. ``option``: the option whose values a ``value`` column holds when the table has no
    ``option`` column (by default the table's own, from :func:`~cubekit.analysis.compare`).

    Use it for what a table shows, e.g. a ``pandas.crosstab`` of the reasons per option value::

        readable(pd.crosstab([table["option"], table["value"]], table["reason"]), "de")

    >>> import pandas as pd
    >>> table = pd.DataFrame({"level": ["expert"], "reason": ["no_move"], "games": [3]})
    >>> print(readable(table, "de").to_string(index=False))
       Stufe        Spielende  games
    Experten kein Zug möglich      3
    """
    import pandas as pd

    lang = check_language(language)
    single = _single_option(table, option)
    if not isinstance(table.columns, pd.MultiIndex) and all(
            name is None for name in table.columns.names):
        rows = list(table["option"]) if "option" in table.columns else [single] * len(table)
        columns = [name for name in table.columns
                   if name in _VALUE_COLUMNS or is_bot_column(name) or _is_option(name)]
        shown = name_groups(table, columns, rows, lang)
        has_option = "option" in table.columns
        shown.columns = pd.Index([_title(name, lang, single, has_option)
                                  for name in table.columns], dtype=object)
    else:
        shown = table.copy()
        shown.columns = _labels(table.columns, lang, single)
    shown.index = _labels(table.index, lang, single)
    return shown


def name_groups(table: pd.DataFrame, columns: Sequence[Any], options: Sequence[Any],
                language: str | None = None) -> pd.DataFrame:
    """A copy of ``table`` whose ``columns`` hold their values in words (``options``: the
    option of each row, for a ``value`` column); the titles are left to the caller."""
    import pandas as pd

    lang = check_language(language)
    shown = table.copy()
    for name in columns:
        shown[name] = pd.Series(_words(name, list(table[name]), list(options), lang),
                                index=table.index, dtype=object)
    return shown


def group_titles(columns: Sequence[Any], options: Sequence[Any],
                 language: str | None = None) -> dict[Any, Any]:
    """The titles of the group ``columns`` of a table whose rows have ``options`` (a ``value``
    column without an ``option`` column is named after its one option)."""
    lang = check_language(language)
    found = list(dict.fromkeys(options))
    single = found[0] if len(found) == 1 else None
    return {name: _title(name, lang, single, "option" in columns) for name in columns}


class TableNumbers:
    """The ``display.float_format`` of pandas that :func:`show_numbers` sets: a decimal in the
    session language at the moment the table is shown (``65,1`` in German)."""

    def __init__(self, places: int = 1) -> None:
        self.places = places

    def __call__(self, value: float) -> str:
        from cubekit.analysis.progress import decimal
        from cubekit.core.i18n import get_language

        return decimal(value, get_language(), self.places)

    def __repr__(self) -> str:
        return f"TableNumbers(places={self.places})"


MISSING = "–"
"""How a table shows a missing value (NaN, None): a dash, not ``NaN``."""


def table_html(table: pd.DataFrame) -> str:
    """A table as HTML, the way a reader reads it: without the row numbers 0, 1, 2, ... of a
    plain index (an index that names something, such as the set-ups of a pivot table, stays),
    a missing value as "–", the decimals as ``display.float_format`` writes them.

    >>> import pandas as pd
    >>> html = table_html(pd.DataFrame({"Brett": ["6x6"], "4": [float("nan")]}))
    >>> "<th>0</th>" in html, "–" in html, "NaN" in html
    (False, True, False)
    """
    import pandas as pd

    numbered = isinstance(table.index, pd.RangeIndex) and table.index.name is None
    nullable = [column for column, kind in table.dtypes.items()
                if isinstance(kind, pd.api.extensions.ExtensionDtype)]
    if nullable:     # whole numbers with gaps (Int64): pandas writes <NA> whatever na_rep says
        table = table.copy()
        for column in nullable:
            table[column] = table[column].astype(object).where(table[column].notna(), MISSING)
    return table.to_html(index=not numbered, na_rep=MISSING,
                         max_rows=pd.get_option("display.max_rows"),
                         max_cols=pd.get_option("display.max_columns"))


def show_numbers(places: int = 1) -> None:
    """Show every pandas table of the session as a reader reads it: the decimals in the
    session language with ``places`` decimals, ``65.1`` and ``2,000.5`` in English, ``65,1``
    and ``2.000,5`` in German (the reader's decimal comma); whole numbers are left as they are.
    It sets pandas' ``display.float_format`` (``pandas.reset_option("display.float_format")``
    undoes it). In Jupyter the tables also show without the row numbers 0, 1, 2, ... of a plain
    index and with "–" for a missing value (:func:`table_html`), for the rest of the session.

    >>> import pandas as pd
    >>> from cubekit.core.i18n import set_language
    >>> show_numbers()
    >>> set_language("de")
    >>> print(pd.DataFrame({"Länge": [65.14, 2000.5]}).to_string(index=False))
      Länge
       65,1
    2.000,5
    >>> set_language("en"); pd.reset_option("display.float_format")
    """
    import pandas as pd

    if not isinstance(places, int) or isinstance(places, bool) or not 0 <= places <= 6:
        raise ValueError(tr("analysis.error.places", places=repr(places)))
    pd.set_option("display.float_format", TableNumbers(places))
    try:
        from IPython import get_ipython
    except ImportError:      # pragma: no cover - IPython comes with Jupyter
        return
    shell = get_ipython()
    if shell is not None:
        shell.display_formatter.formatters["text/html"].for_type(pd.DataFrame, table_html)


_VALUE_COLUMNS = ("option", "value", "reason")


def _is_option(name: Any) -> bool:
    """True for a column named after a rule option the catalogue has a word for."""
    return isinstance(name, str) and tr_first([f"analysis.option.{name}"], "en") is not None
