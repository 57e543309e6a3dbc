"""The games and their registry: one entry per game, every part of it loaded on first use.

Each game lives in ``cubekit/games/<name>/`` and is made of parts, each a module:

=====================  ================================================================  ========
part                   what it holds                                                     required
=====================  ================================================================  ========
``rules``              the rules object and its positions (no drawing imports)           yes
``events``             the typed facts a move records (frozen dataclasses)               yes
``words``              ``describe(event) -> Msg`` and the picture titles                 yes
``messages``           the game's message catalogue ``MESSAGES`` (en, de)                yes
``scenarios``          the teaching scenarios ``SCENARIOS``                              yes
``render``             the matplotlib ``Renderer``                                       no
``interact``           the Explorer's ``Interaction`` (how clicks become moves)          no
``evaluate``           the position evaluation of the computer players                   no
``decisions``          the rule decisions ``DECISIONS`` (:mod:`cubekit.core.decisions`)  no
``decision_messages``  the decisions' words ``MESSAGES`` (en, de)                        no
=====================  ================================================================  ========

Everything else in the kit asks this registry for a game's parts (never imports them by
name), so a new game is one folder plus one line in :data:`REGISTRY`.

``cubekit.games`` is both this package and the function that lists the registered games:
``cubekit.games()`` returns their names (the module is made callable, because importing a
subpackage such as ``cubekit.games.chain_reaction`` binds the name ``games`` on ``cubekit``
to this package).

>>> entry("Kettenreaktion").name
'chain_reaction'
>>> entry("cubeslyde").game_class().title
'Cubeslyde'
"""

from __future__ import annotations

import importlib
import sys
import types
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from cubekit.core.errors import OptionError, OptionTypeError
from cubekit.core.i18n import Msg, tr

if TYPE_CHECKING:
    from cubekit.core.decisions import Decision
    from cubekit.core.game import Game
    from cubekit.core.i18n import Catalogue
    from cubekit.core.scenario import Scenario

PARTS: tuple[str, ...] = ("rules", "events", "words", "messages", "scenarios", "render",
                          "interact", "evaluate", "decisions", "decision_messages")
"""The parts a game may have (see the table above)."""


@dataclass(frozen=True)
class GameEntry:
    """One registered game: its name, the class of its rules and the other names it answers
    to; its parts are imported on first use."""

    name: str
    rules_class: str
    aliases: tuple[str, ...] = ()

    @property
    def package(self) -> str:
        return f"{__name__}.{self.name}"

    def part(self, part: str) -> types.ModuleType:
        """The module of a part; a missing required part is an error."""
        module = self.optional(part)
        if module is None:
            raise NotImplementedError(tr("core.game.no_part", game=self.name, part=part))
        return module

    def optional(self, part: str) -> types.ModuleType | None:
        """The module of a part, or None when the game does not have it.

        Only the missing module itself means "not there"; an import that fails inside an
        existing module is a real error and is raised as it is.
        """
        if part not in PARTS:
            raise ValueError(tr("core.game.unknown_part", part=repr(part),
                                parts=", ".join(PARTS)))
        name = f"{self.package}.{part}"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name is None or not (name == error.name or name.startswith(error.name + ".")):
                raise
            return None

    def game_class(self) -> type[Game]:
        """The rules class (a subclass of :class:`~cubekit.core.game.Game`)."""
        return self._game_class

    @cached_property
    def _game_class(self) -> type[Game]:
        cls: type[Game] = getattr(self.part("rules"), self.rules_class)
        return cls

    @cached_property
    def messages(self) -> Catalogue:
        catalogue: Catalogue = self.part("messages").MESSAGES
        return catalogue

    @property
    def catalogues(self) -> tuple[Catalogue, ...]:
        """The game's catalogue and the catalogues of its optional parts that have words
        (``decision_messages``)."""
        more = self.optional("decision_messages")
        return (self.messages,) + (() if more is None else (more.MESSAGES,))

    @property
    def decisions(self) -> tuple[Decision, ...]:
        """The game's rule decisions (:mod:`cubekit.core.decisions`), none when it has no
        ``decisions`` part."""
        module = self.optional("decisions")
        return () if module is None else tuple(module.DECISIONS)

    @property
    def sections(self) -> dict[str, str]:
        """The rulebook's section titles (German, as printed) and the short names of their
        catalogue entries ``<game>.section.<name>``: the messages module's ``SECTIONS``."""
        found: dict[str, str] = getattr(self.part("messages"), "SECTIONS", {})
        return found

    def section(self, title: str) -> Msg:
        """A citation of a rulebook section by its German title, in the reader's language:
        the English name with the German title in quotes in English text, the German title
        alone in German text (e.g. "Your move ('Dein Zug')" / "„Dein Zug“")."""
        try:
            return Msg(f"{self.name}.section.{self.sections[title]}")
        except KeyError:
            raise KeyError(tr("core.game.no_section", game=self.name, title=title,
                              titles=", ".join(self.sections))) from None

    def rule_label(self, rule: str) -> Msg | str:
        """A scenario's rule reference as a reader reads it: a section cited in the reader's
        language (see :meth:`section`), a RULES.md ID as it is."""
        return self.section(rule) if rule in self.sections else rule

    def rule_words(self, rule: str) -> Msg | str:
        """A rule reference in words, for a reader who does not know the IDs: a section as
        :meth:`rule_label` cites it, a decision by its title with its ID ("Draws (CS-10)")."""
        if rule in self.sections:
            return self.section(rule)
        base = rule.split(" ", 1)[0]            # "ST-9 b" is part b of ST-9
        if any(decision.id == base for decision in self.decisions):
            return Msg("core.rule_named", {"title": Msg(f"{self.name}.decision.{base}.title"),
                                           "rule": rule})
        return rule

    @property
    def scenarios(self) -> list[Scenario]:
        return list(self.part("scenarios").SCENARIOS)

    @property
    def words(self) -> Any:
        """The module that turns this game's events into words."""
        return self.part("words")

    @property
    def events(self) -> types.ModuleType:
        return self.part("events")


REGISTRY: dict[str, GameEntry] = {
    entry.name: entry for entry in (
        GameEntry("chain_reaction", "ChainReaction",
                  ("kettenreaktion", "chainreaction", "chain-reaction", "chain reaction")),
        GameEntry("cubeslyde", "Cubeslyde", ("cube_slyde", "cube-slyde", "cube slyde")),
        GameEntry("deblockle", "Deblockle"),
        GameEntry("striedies", "Striedies",
                  ("striedies_strategie", "striedies-strategie", "striedies strategie")),
    )
}
"""Every game, by its name."""


def names() -> list[str]:
    """The names of the registered games, for ``cubekit.load``."""
    return sorted(REGISTRY)


def entries() -> list[GameEntry]:
    """Every registered game, sorted by name."""
    return [REGISTRY[name] for name in names()]


def entry(name: str) -> GameEntry:
    """The entry of a game by its name or an alias (case and spaces do not matter)."""
    found = REGISTRY.get(name) if isinstance(name, str) else None
    if found is not None:
        return found
    if not isinstance(name, str):
        raise OptionTypeError(Msg("core.game.not_text", {"type": type(name).__name__}))
    key = " ".join(name.strip().lower().split())
    for candidate in (key, key.replace(" ", "_")):
        if candidate in REGISTRY:
            return REGISTRY[candidate]
        for game in REGISTRY.values():
            if candidate in game.aliases:
                return game
    raise OptionError(Msg("core.game.unknown", {"name": name, "names": ", ".join(names())}))


def entry_of(game: Game) -> GameEntry:
    """The entry of a rules object's game."""
    return REGISTRY[game.name]


class _GamesModule(types.ModuleType):
    """This package, callable: ``cubekit.games()`` lists the registered games."""

    def __call__(self) -> list[str]:
        return names()


sys.modules[__name__].__class__ = _GamesModule
