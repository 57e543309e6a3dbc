"""The rule decisions of a game as a reader reads them: a table in a notebook, plain text on
the command line (``cubekit rules GAME``) and Markdown for ``docs/rules/``.

The records are the games' own (``cubekit/games/<game>/decisions.py``, see
:mod:`cubekit.core.decisions`); this module only puts them into words, in the session
language or the one asked for.

>>> table = decisions("cubeslyde", language="de")
>>> table["CS-4"].settings
'eigene Cubes werden mitgeschoben → Option own_in_line: eigener Cube wird mitgeschoben'
>>> "Abalone" in table["CS-4"].readings[0]
True
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from cubekit.core.decisions import ANY_VALUE, Decision, Reading, decisions_of, find
from cubekit.core.i18n import Msg, check_language, join_names, tr, tr_first


@dataclass(frozen=True)
class DecisionRow:
    """One decision in words (every field a finished text in one language)."""

    id: str
    title: str
    rulebook: str
    decision: str
    settings: str
    readings: tuple[str, ...]
    options: tuple[str, ...]
    scenarios: tuple[tuple[str, str], ...]
    """(id, title) of each scenario that shows the decision."""


def _game_entry(game: str) -> Any:
    from cubekit.games import entry

    return entry(game)


def setting_words(game: str, settings: dict[str, Any], language: str) -> str:
    """Options set to values, in words with their names ("option stop_on_win: the cascade
    runs on to its end"); the names stay as the reader types them."""
    import cubekit
    from cubekit.core.options import option_words

    known = {name: value for name, value in settings.items() if value is not ANY_VALUE}
    rules = cubekit.load(game, **known)
    parts = []
    for name, value in settings.items():
        if value is ANY_VALUE:
            words = tr_first((f"{game}.option.{name}.any", f"options.{name}"), language,
                             value="…") or name
        else:
            words = option_words(rules, name, language)
        parts.append(tr("decisions.setting", language, name=name, words=words))
    return "; ".join(parts)


def _reading(game: str, reading: Reading, language: str) -> str:
    words = tr(reading.text, language)
    settings = (setting_words(game, reading.settings(), language) if reading.option
                else tr("decisions.no_option", language))
    return tr("decisions.reading", language, reading=words, settings=settings).strip()


def _rulebook(game: str, decision: Decision, language: str) -> str:
    section = (_game_entry(game).section(decision.section).text(language)
               if decision.section else None)
    if decision.quote:
        if section is None:
            return tr("decisions.quote_only", language, quote=decision.quote)
        return tr("decisions.quote", language, section=section, quote=decision.quote)
    if section is None:
        return tr("decisions.silent_only", language)
    return tr("decisions.silent", language, section=section)


def row(decision: Decision, language: str | None = None) -> DecisionRow:
    """A decision in words, in ``language`` (default: the session language)."""
    lang = check_language(language)
    game = decision.game
    text = tr(decision.text, lang)
    if decision.silent:
        text += f" ({Msg('core.not_in_rulebook', {'rule': decision.id}).text(lang)})"
    if decision.chosen is not None and decision.chosen.option is not None:
        settings = _reading(game, decision.chosen, lang)
    else:
        settings = tr("decisions.fixed", lang)
    readings = tuple(_reading(game, r, lang) for r in decision.readings) or (
        tr("decisions.clear", lang),)
    cls = _game_entry(game).game_class()
    options = tuple(o.name for o in cls.options(lang) if o.rule == decision.id)
    scenarios = {s.id: s for s in _game_entry(game).scenarios}
    shown = tuple((name, scenarios[name].title(lang)) for name in decision.scenarios)
    return DecisionRow(decision.id, tr(decision.title, lang), _rulebook(game, decision, lang),
                       text, settings, readings, options, shown)


@dataclass(frozen=True)
class DecisionTable:
    """The decisions of one game, in one language: a table in a notebook
    (``_repr_html_``), plain text (``str``), Markdown (:meth:`markdown`); ``table["CR-4"]``
    is one decision in words."""

    game: str
    rows: tuple[DecisionRow, ...]
    language: str

    def __iter__(self) -> Iterator[DecisionRow]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, rule: str) -> DecisionRow:
        wanted = find(rule).id
        for found in self.rows:
            if found.id == wanted:
                return found
        raise KeyError(wanted)

    @property
    def title(self) -> str:
        game_title = _game_entry(self.game).game_class().title
        return tr("decisions.title", self.language, game=game_title)

    def _say(self, key: str) -> str:
        return tr(f"decisions.heading.{key}", self.language)

    def _scenario_list(self, found: DecisionRow, with_ids: bool) -> str:
        if not found.scenarios:
            return tr("decisions.none", self.language)
        names = [f"{title} (`{name}`)" if with_ids else title for name, title in found.scenarios]
        return join_names(names, self.language)

    def text(self, width: int = 92) -> str:
        """The table as plain text, one block per decision, lines at most ``width`` long."""
        blocks = [f"{self.title}\n{'=' * len(self.title)}"]
        for found in self.rows:
            lines = [f"{found.id}  {found.title}"]
            fields = [("rulebook", found.rulebook), ("decision", found.decision),
                      ("default", found.settings)]
            for key, value in fields:
                lines += textwrap.wrap(f"{self._say(key)}: {value}", width,
                                       initial_indent="  ", subsequent_indent="    ")
            lines.append(f"  {self._say('readings')}:")
            for reading in found.readings:
                lines += textwrap.wrap(reading, width, initial_indent="    - ",
                                       subsequent_indent="      ")
            scenarios = self._scenario_list(found, with_ids=False)
            if found.scenarios:
                scenarios = ", ".join(f"{title} ({name})" for name, title in found.scenarios)
            lines += textwrap.wrap(f"{self._say('scenarios')}: {scenarios}", width,
                                   initial_indent="  ", subsequent_indent="    ")
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks)

    def __str__(self) -> str:
        return self.text()

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text())

    def _repr_html_(self) -> str:
        from cubekit.core import display

        def cell(text: str) -> str:
            return display.prose(text)

        header = [self._say(k) for k in ("id", "rulebook", "decision", "readings",
                                          "scenarios")]
        body = []
        for found in self.rows:
            readings = "<ul>" + "".join(f"<li>{cell(r)}</li>" for r in found.readings) + "</ul>"
            decision = (f"<b>{html.escape(found.title)}.</b> {cell(found.decision)}"
                        f"<br><i>{html.escape(self._say('default'))}:</i> "
                        f"{cell(found.settings)}")
            body.append((f'<span id="{found.id.lower()}">{cell(found.id)}</span>',
                         cell(found.rulebook), decision, readings,
                         cell(self._scenario_list(found, with_ids=False))))
        title = f"<p><b>{html.escape(self.title)}</b></p>"
        return display.block(title + display.table(header, body, raw=True))

    def markdown(self) -> str:
        """The page ``docs/rules/<game>.<language>.md``: one section per decision, with an
        anchor per ID (``#cr-4``)."""
        other = "de" if self.language == "en" else "en"
        lines = [f"# {self.title}", "",
                 tr("decisions.intro", self.language,
                    game=_game_entry(self.game).game_class().title,
                    example=next((d.id for d in decisions_of(self.game) if d.silent), "")),
                 "",
                 tr("decisions.other_language", self.language,
                    file=f"{self.game}.{other}.md"), "",
                 f"*{tr('decisions.generated', self.language, game=self.game)}*", ""]
        for found in self.rows:
            lines += [f'<a id="{found.id.lower()}"></a>', "", f"## {found.id}", "",
                      f"**{found.title}**", "",
                      f"- **{self._say('rulebook')}:** {found.rulebook}",
                      f"- **{self._say('decision')}:** {found.decision}",
                      f"- **{self._say('default')}:** {_code_names(found.settings)}",
                      f"- **{self._say('readings')}:**"]
            lines += [f"  - {_code_names(reading)}" for reading in found.readings]
            if found.options:
                names = ", ".join(f"`{name}`" for name in found.options)
                lines.append(f"- **{self._say('options')}:** {names}")
            lines += [f"- **{self._say('scenarios')}:** "
                      f"{self._scenario_list(found, with_ids=True)}", ""]
        return "\n".join(lines).rstrip() + "\n"


def _code_names(text: str) -> str:
    """Option names after "option"/"Option" set in code (Markdown)."""
    import re

    return re.sub(r"(?<=[Oo]ption )([a-z_]+)(?=:)", r"`\1`", text)


def decisions(game: str, rules: Sequence[str] = (), language: str | None = None
              ) -> DecisionTable:
    """The rule decisions of ``game`` (a name or an alias), all or only the IDs in
    ``rules``, in ``language`` (default: the session language)."""
    lang = check_language(language)
    name = _game_entry(game).name
    chosen = decisions_of(name)
    if rules:
        wanted = {find(rule).id for rule in rules}
        chosen = tuple(d for d in chosen if d.id in wanted)
    return DecisionTable(name, tuple(row(d, lang) for d in chosen), lang)


__all__ = ["DecisionRow", "DecisionTable", "decisions", "row", "setting_words"]
