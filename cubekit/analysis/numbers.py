"""Numbers in the tables of a notebook, as the reader of the session language writes them.

pandas shows the floats of a table with a decimal point whatever the language. The tables of
:mod:`cubekit.analysis` are for computing and keep their floats; what pandas *shows* of them
goes through :func:`cubekit.core.i18n.number` once :func:`show_numbers` has run (every function
of the kit that makes a table runs it): "65,1" in German, "65.1" in English, at most two
decimals. A float format the user has set is left alone.
"""

from __future__ import annotations

from typing import Any

from cubekit.core.i18n import number


class SessionNumbers:
    """pandas' ``display.float_format``: each float in the session language."""

    def __call__(self, value: Any) -> str:
        return number(value)

    def __repr__(self) -> str:
        return "SessionNumbers()"


def show_numbers() -> None:
    """Let pandas show floats in the session language (unless a float format is set)."""
    import pandas as pd  # type: ignore[import-untyped]

    if pd.get_option("display.float_format") is None:
        pd.set_option("display.float_format", SessionNumbers())


__all__ = ["SessionNumbers", "show_numbers"]
