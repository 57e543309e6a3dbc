"""The rule decisions: what the kit plays where a rulebook is silent or can be read two ways.

Every game keeps its decisions in ``cubekit/games/<game>/decisions.py`` as ``DECISIONS``, one
:class:`Decision` per ID (``CR-4``, ``CS-9``, ``DB-6``, ``ST-5``, ...), and their words in
its decision catalogue ``decision_messages.py`` (keys ``<game>.decision.<ID>.*``, English and
German). A decision names the rulebook section and the German sentence it reads, the kit's
decision, the other readings with the rule option (and value) that plays each, and the
teaching scenarios that show it. These records are the project's own copy of the decisions:
every ID the kit cites (in options, explanations, notebooks and ``docs/``) is one of them.

Shown by ``game.decisions()`` (a table in a notebook), ``cubekit rules GAME`` and the
generated pages ``docs/rules/<game>.<language>.md``; :mod:`cubekit.analysis.decisions`
renders them.

>>> find("CR-4").title
'chain_reaction.decision.CR-4.title'
>>> find("ST-9 b").id, game_of("ST-9 b")
('ST-9', 'striedies')
>>> cited("not in the rulebook: default CS-10 / ST-7 (CR-4)")
['CS-10', 'ST-7', 'CR-4']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cubekit.core.errors import OptionError
from cubekit.core.i18n import Msg

RULE_ID = re.compile(r"\b(?:CR|CS|DB|ST)-[0-9]+\b")
"""A decision's ID in a text (a part letter after it, as in "ST-9 b", belongs to the same
decision)."""

PREFIXES: dict[str, str] = {"CR": "chain_reaction", "CS": "cubeslyde", "DB": "deblockle",
                            "ST": "striedies"}
"""The game each ID prefix belongs to."""

ANY_VALUE: Any = ...
"""The value of a reading that any value of the option plays (e.g. an explicit set-up)."""


@dataclass(frozen=True)
class Reading:
    """One way to read a point of the rules: its words (a catalogue key) and the rule option
    and value that play it (``option`` None: no option plays it; ``context``: other options
    it needs, e.g. the team variant)."""

    text: str
    option: str | None = None
    value: Any = None
    context: tuple[tuple[str, Any], ...] = ()

    def settings(self) -> dict[str, Any]:
        """The options that play this reading (none for a reading without an option)."""
        if self.option is None:
            return {}
        return {self.option: self.value, **dict(self.context)}


@dataclass(frozen=True)
class Decision:
    """One rule decision.

    ``section`` is the rulebook section it reads (its German title as printed, a key of the
    game's ``SECTIONS``; None when no section speaks of it), ``quote`` the German sentence it
    reads (short; "" when the rulebook says nothing), ``title`` and ``text`` the catalogue
    keys of its name and of the decision, ``chosen`` the option and value that play the
    decision (the default; None when no option changes it), ``readings`` the other readings,
    ``scenarios`` the ids of the game's scenarios that show it, and ``silent`` whether it
    settles something the rulebook does not say (explanations then say "not in the
    rulebook").
    """

    id: str
    section: str | None
    quote: str
    title: str
    text: str
    chosen: Reading | None
    readings: tuple[Reading, ...]
    scenarios: tuple[str, ...]
    silent: bool

    @property
    def game(self) -> str:
        """The name of the decision's game (from its prefix)."""
        return PREFIXES[self.id.split("-", 1)[0]]

    @property
    def anchor(self) -> str:
        """The anchor of the decision on its docs page (``cr-4``)."""
        return self.id.lower()


def decisions_of(game: str) -> tuple[Decision, ...]:
    """The decisions of a game by its registry name, in ID order."""
    from cubekit.games import entry

    found: tuple[Decision, ...] = entry(game).decisions
    return found


def cited(text: str) -> list[str]:
    """The decision IDs cited in ``text``, in order."""
    return RULE_ID.findall(text)


def game_of(rule: str) -> str:
    """The game an ID belongs to ("CS-4" -> "cubeslyde")."""
    return find(rule).game


def find(rule: str) -> Decision:
    """The decision of an ID ("CR-4", also "ST-9 b" or "cr-4"); an unknown ID is an
    :class:`~cubekit.core.errors.OptionError` that lists the known ones."""
    match = RULE_ID.search(rule.strip().upper())
    prefix = match.group(0).split("-", 1)[0] if match else ""
    if match is not None and prefix in PREFIXES:
        for decision in decisions_of(PREFIXES[prefix]):
            if decision.id == match.group(0):
                return decision
    known = [d.id for game in PREFIXES.values() for d in decisions_of(game)]
    raise OptionError(Msg("core.decision.unknown", {"rule": rule, "rules": ", ".join(known)}))


__all__ = ["ANY_VALUE", "PREFIXES", "RULE_ID", "Decision", "Reading", "cited", "decisions_of",
           "find", "game_of"]
