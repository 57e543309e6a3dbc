"""The message catalogues of the shared layers, and the list of every catalogue of the kit.

Each module here holds one plain dictionary ``MESSAGES`` (key -> English and German text) and
nothing else; each game keeps its own in ``cubekit/games/<game>/messages.py``.
:func:`cubekit.core.i18n.load_catalogues` reads them all on the first lookup.
"""

from __future__ import annotations

from collections.abc import Iterator

from cubekit.core.i18n import Catalogue


def catalogues() -> Iterator[Catalogue]:
    """Every catalogue of the kit: the shared layers', then each registered game's."""
    from cubekit import games
    from cubekit.messages import (
        analysis,
        analysis_rules,
        bots,
        classroom,
        cli,
        core,
        decisions,
        editor,
        exercises,
        facts,
        friendly,
        options,
        render,
        soak,
        widgets,
    )

    yield from (core.MESSAGES, render.MESSAGES, widgets.MESSAGES, cli.MESSAGES,
                analysis.MESSAGES, bots.MESSAGES, editor.MESSAGES, exercises.MESSAGES,
                analysis_rules.MESSAGES, soak.MESSAGES, facts.MESSAGES,
                options.MESSAGES, classroom.MESSAGES, decisions.MESSAGES,
                friendly.MESSAGES)
    for entry in games.entries():
        yield from entry.catalogues
