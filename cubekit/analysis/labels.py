"""Group columns of the analysis tables in the reader's language: titles and values.

The tables of :func:`~cubekit.analysis.play_games` and :func:`~cubekit.analysis.compare` name
their set-ups in columns such as ``option``, ``value``, ``level``, ``players``, ``bot`` or
``reason``, and the values are the kit's own words (``"expert"``, ``"mover_only"``,
``"four_in_a_row"``). Those tables are for computing and keep their names. What is *shown*
(the readable tables of :mod:`cubekit.analysis.summary`, or any table passed through
:func:`readable`) names them in words of the catalogue (``analysis.group.<column>``,
``analysis.option.<option>``, ``analysis.value.<option>.<value>``, ``analysis.reason.<reason>``);
a column or value the catalogue has no word for is shown as it is (numbers, player specs such
as ``greedy``, a board such as ``6×6``).

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
    return value if word is None else word


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


def _words(name: Any, values: Sequence[Any], options: Sequence[Any],
           language: str) -> list[Any]:
    return [value_word(name, value, option=opt, language=language)
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
        columns = [name for name in table.columns if name in _VALUE_COLUMNS or _is_option(name)]
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


def show_numbers(places: int = 1) -> None:
    """Show the decimals of every pandas table in the session language with ``places``
    decimals: ``65.1`` and ``2,000.5`` in English, ``65,1`` and ``2.000,5`` in German (the
    reader's decimal comma). It sets pandas' ``display.float_format``; whole numbers are left
    as they are. ``pandas.reset_option("display.float_format")`` undoes it.

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


_VALUE_COLUMNS = ("option", "value", "reason")


def _is_option(name: Any) -> bool:
    """True for a column named after a rule option the catalogue has a word for."""
    return isinstance(name, str) and tr_first([f"analysis.option.{name}"], "en") is not None
