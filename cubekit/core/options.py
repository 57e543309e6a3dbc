"""Checking a game's rule options when its rules object is made, alike for every game.

Every game's ``__post_init__`` calls these helpers, so an option means the same thing and
is refused with the same kind of sentence in every game. The RULES.md ID in an error is the
one the option is declared with (:func:`~cubekit.core.game.option`), so it cannot drift from
the option's documentation.

>>> from dataclasses import dataclass
>>> from cubekit.core.game import option
>>> @dataclass(frozen=True)
... class Rules:
...     players: int = option(2, "XX-1", "Players.", (2, 3, 4))
...     slide: str = option("pass", "XX-2", "Sliders pass or stop.", ("pass", "stop"))
...     start_player: int = option(0, "XX-4", "Who moves first.")
...     turn_limit: int | None = option(None, "XX-3", "Turn limit.")
>>> check_declared(Rules(slide="jump"))
Traceback (most recent call last):
cubekit.core.errors.OptionError: slide='jump' is not allowed: expected 'pass' or 'stop' (RULES.md XX-2)
>>> check_declared(Rules(players=5))
Traceback (most recent call last):
cubekit.core.errors.OptionError: players=5 is not allowed: expected 2, 3 or 4 (RULES.md XX-1)
>>> check_turn_limit(Rules(turn_limit=0))
Traceback (most recent call last):
cubekit.core.errors.OptionError: turn_limit=0 is not allowed: expected a whole number of turns >= 1, or None (RULES.md XX-3)
>>> check_start_player(Rules(players=3, start_player=2))
>>> check_start_player(Rules(players=3, start_player=3))
Traceback (most recent call last):
cubekit.core.errors.OptionError: start_player 3 is not a player: expected 0-2 (RULES.md XX-4)
"""  # noqa: E501

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from cubekit.core.errors import OptionError, OptionTypeError
from cubekit.core.i18n import Msg, check_language, tr, tr_first


def is_whole(value: object) -> bool:
    """Whether ``value`` is a whole number (an ``int`` but not a ``bool``)."""
    return isinstance(value, int) and not isinstance(value, bool)


def rule_of(game: Any, name: str) -> str | None:
    """The RULES.md ID option ``name`` of ``game`` is declared with (None: not an option)."""
    for f in dataclasses.fields(game):
        if f.name == name:
            rule = f.metadata.get("rule")
            return None if rule is None else str(rule)
    return None


def _rule_text(game: Any, name: str) -> Msg | str:
    rule = rule_of(game, name)
    return Msg("core.option.rule", {"rule": rule}) if rule else ""


def or_list(values: Sequence[Any]) -> Msg | str:
    """``'a' or 'b'``, ``2, 3 or 4``: the values as a reader would list them (``oder`` in
    German).

    >>> or_list(("pass",)), or_list((2, 3, 4)).text("de")
    ("'pass'", '2, 3 oder 4')
    """
    texts = [repr(v) for v in values]
    if len(texts) < 2:
        return "".join(texts)
    return Msg("core.either", {"first": ", ".join(texts[:-1]), "last": texts[-1]})


def not_allowed(game: Any, name: str, expected: Msg | str) -> OptionError:
    """The error for option ``name`` of ``game``: its value, what was expected, the rule."""
    return OptionError(Msg("core.option.not_allowed", {
        "name": name, "value": repr(getattr(game, name)), "expected": expected,
        "rule": _rule_text(game, name)}))


def _is_one_of(value: object, choices: Sequence[Any]) -> bool:
    # the same type too: True is not the choice 1, nor 2.0 the choice 2
    return any(type(value) is type(choice) and value == choice for choice in choices)


def check_declared(game: Any) -> None:
    """Check every option whose allowed values follow from its declaration: an option with
    ``choices`` must be one of them (ValueError), one with a ``True``/``False`` default must
    be ``True`` or ``False`` (TypeError)."""
    cls: type = type(game)
    for name, choices, flag in _declared(cls):
        value = getattr(game, name)
        if choices is not None and not _is_one_of(value, choices):
            raise not_allowed(game, name, or_list(choices))
        if flag and not isinstance(value, bool):
            raise OptionTypeError(Msg("core.option.not_bool", {
                "name": name, "value": repr(value), "rule": _rule_text(game, name)}))


@cache
def _declared(cls: type) -> tuple[tuple[str, Sequence[Any] | None, bool], ...]:
    """Per option of a rules class: its name, its choices, and whether it is True/False."""
    return tuple((f.name, f.metadata.get("choices"), isinstance(f.default, bool))
                 for f in dataclasses.fields(cls) if "rule" in f.metadata)


def check_start_player(game: Any, none_means: str | None = None) -> None:
    """The option ``start_player`` must be a player number, 0 to ``game.players - 1`` (or
    None when ``none_means`` is given: the start player is then drawn with the seed)."""
    start, players = game.start_player, game.players
    if start is None and none_means is not None:
        return
    if not (is_whole(start) and 0 <= start < players):
        key = "core.option.start_or_none" if none_means is not None else "core.option.start"
        raise OptionError(Msg(key, {"value": repr(start), "last": players - 1,
                                    "rule": _rule_text(game, "start_player")}))


def check_turn_limit(game: Any) -> None:
    """The option ``turn_limit`` must be None (no limit) or a whole number >= 1."""
    limit = game.turn_limit
    if limit is not None and not (is_whole(limit) and limit >= 1):
        raise not_allowed(game, "turn_limit", Msg("core.option.expect_turns"))


def check_setup(game: Any) -> None:
    """The option ``setup`` must be None or a position text that the game reads (it is read
    now, so that a bad set-up fails when the rules are made, not when the game starts)."""
    setup = game.setup
    if setup is None:
        return
    if not isinstance(setup, str):
        raise OptionTypeError(Msg("core.option.setup", {"value": repr(setup)}))
    game.parse_state(setup)


__all__ = ["check_declared", "check_setup", "check_start_player", "check_turn_limit",
           "is_whole", "not_allowed", "or_list", "rule_of"]


# --- option settings in words (Compare headings, claims, tables of scenarios) ----------------


def option_words(game: Any, name: str, language: str | None = None) -> str:
    """The value of option ``name`` of ``game`` (a rules object) in words: the game's word for
    it (``<game>.option.<name>.<value>``), else the shared words for the option (``options.*``:
    sizes, players, start player, turn limit, ...), else the setting as written in code."""
    value = getattr(game, name)
    shown = game.player_name(value) if name == "start_player" and is_whole(value) \
        else "/".join(map(str, value)) if isinstance(value, tuple) else value
    words = tr_first((f"{game.name}.option.{name}.{value}", f"options.{name}.{value}"),
                     language) or tr_first([f"options.{name}"], language, value=shown)
    return words or f"{name}={value!r}"


def option_name(game: Any, name: str, language: str | None = None) -> str:
    """What option ``name`` is about, in words ("number of players", "Stopp beim Sieg"): the
    game's own name for it, else the kit's for options every game may have, else the code
    name."""
    return tr_first([f"{game.name}.option_name.{name}", f"options.name.{name}"],
                    language) or name


def option_label(game: Any, name: str, language: str | None = None) -> str:
    """An option's setting in words with its RULES.md ID ("CS-4: own cube carried"; the
    setting as written in code when the catalogue has no words for it)."""
    words = option_words(game, name, language)
    rule = rule_of(game, name)
    return f"{rule}: {words}" if rule else words


@dataclass(frozen=True)
class OptionNamed(Msg):
    """What option ``name`` of ``game`` is about, with its rule's ID ("Startspieler (ST-2)"),
    put into words when read (:func:`option_name`); capitalised, as it heads a row."""

    game: Any = None
    name: str = ""
    rule: str = ""

    def text(self, language: str | None = None) -> str:
        lang = check_language(language)
        named = option_name(self.game, self.name, lang)
        if self.rule:
            named = tr("core.options.named", lang, name=named, rule=self.rule)
        return named[:1].upper() + named[1:]


@dataclass(frozen=True)
class OptionWords(Msg):
    """One reading of a rule: option ``name`` of the rules object ``game`` in words, quoted
    ("'any of its dice may reinforce'", "„jeder seiner Würfel darf verstärken“"), put into
    words when read. For sentences that name a reading, never as ``name=value``."""

    game: Any = None
    name: str = ""

    def text(self, language: str | None = None) -> str:
        lang = check_language(language)
        return tr("core.quoted", lang, text=option_words(self.game, self.name, lang))

    def __hash__(self) -> int:
        return hash((self.name, repr(self.game)))


def settings_label(game: Any, names: Sequence[str], language: str | None = None) -> str:
    """Several options of ``game`` in words, joined by commas ("" for none)."""
    return ", ".join(option_label(game, name, language) for name in names)


@dataclass(frozen=True)
class SettingsWords(Msg):
    """Options of a rules object in words, put into words when read (in the reader's
    language, like any :class:`~cubekit.core.i18n.Msg`)."""

    game: Any = None
    names: tuple[str, ...] = ()

    def text(self, language: str | None = None) -> str:
        return settings_label(self.game, self.names, check_language(language))

    def __hash__(self) -> int:
        return hash((self.names, repr(self.game)))


def readings(game: Any, name: str, language: str | None = None) -> list[str] | None:
    """The other readings of option ``name`` in words: each other declared choice (for a
    yes/no option the other one) as the game's rules with it would say it. None for an option
    that takes any value of a range (a size, a player, a turn limit); a choice that only fits
    other settings (a team rule outside the team variant) is left out."""
    value = getattr(game, name)
    declared = next((f.metadata.get("choices") for f in dataclasses.fields(game)
                     if f.name == name), None)
    if not isinstance(value, bool) and not declared:
        return None
    others = [not value] if isinstance(value, bool) else [
        choice for choice in declared or () if choice != value]
    said = []
    for other in others:
        try:
            changed = dataclasses.replace(game, **{name: other})
        except ValueError:
            continue
        said.append(option_words(changed, name, language))
    return said


@dataclass(frozen=True)
class OptionsTable:
    """The rule options of a game as a reader reads them: per option its rule ID, the
    setting played (in words) and the other readings (in words); no code names, so that a
    student meets the kit's words only."""

    game: Any
    language: str | None = None

    def rows(self) -> list[tuple[str, str, str]]:
        lang = check_language(self.language)
        result = []
        for item in self.game.options(lang):
            others = readings(self.game, item.name, lang)
            said = ("; ".join(others) if others else
                    tr("core.options.free" if others is None else "core.options.elsewhere",
                       lang))
            named = OptionNamed("core.options.named", game=self.game, name=item.name,
                                rule=item.rule or "").text(lang)
            result.append((named, option_words(self.game, item.name, lang), said))
        return result

    def _repr_html_(self) -> str:
        from cubekit.core import display

        lang = check_language(self.language)
        head = tuple(tr(f"core.options.{column}", lang)
                     for column in ("rule", "played", "others"))
        return display.block(display.table(head, self.rows()))
