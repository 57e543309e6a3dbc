"""Teaching scenarios: a named position and moves with a stated expected result.

Every game keeps its scenarios in ``cubekit/games/<game>/scenarios.py`` as a list
``SCENARIOS``. A scenario's title and story are catalogue messages
(``<game>.scenario.<id>.title`` / ``.story``) so they exist in English and German, and its
``expected`` mapping states the result the kit must produce; :meth:`Scenario.check` compares
it with what the rules engine really does (the test suite asserts every one).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property, partial
from typing import Any

from cubekit.core.game import Game, IllegalMoveError, State, Step, Transition
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import PASS_WORDS, Msg, join_names, move_text, tr, tr_first
from cubekit.core.replay import Replay

_MOVE = re.compile(r"[a-o][0-9]")


def _as_written(text: str, language: str | None) -> str:
    """A fact's text as the reader writes it: a move (it starts with a square) with German
    directions (``c4>O``), a pass in words; anything else (a player letter such as E, a
    square, a number) as it stands.

    >>> _as_written("b4-d4>E", "de"), _as_written("E", "de"), _as_written("pass", "de")
    ('b4-d4>O', 'E', 'passen')
    """
    if text == PASS_WORDS["en"] or _MOVE.match(text):
        return move_text(text, language)
    return text

@dataclass(frozen=True, eq=False)
class Scenario:
    """An edge case of a rulebook, ready to step through.

    ``position`` is the start in the game's notation (empty: the initial position),
    ``moves`` the moves played from it, ``rules`` the rulebook sections and ``RULES.md`` IDs
    it illustrates, and ``expected`` the facts that must hold (see :meth:`facts`).
    """

    id: str
    game: Game
    position: str
    moves: tuple[str, ...]
    expected: Mapping[str, Any]
    rules: tuple[str, ...] = ()
    facts_hook: Callable[[Scenario], dict[str, Any]] | None = field(default=None, repr=False)

    def title(self, language: str | None = None) -> str:
        return tr(f"{self.game.name}.scenario.{self.id}.title", language)

    def story(self, language: str | None = None) -> str:
        return tr(f"{self.game.name}.scenario.{self.id}.story", language)

    def start(self) -> State:
        return self.game.parse_state(self.position) if self.position else self.game.initial_state()

    @cached_property
    def replay(self) -> Replay:
        return Replay(self.start(), tuple(self.moves))

    def final(self) -> State:
        return self.replay.final

    def last_transition(self, language: str | None = None) -> Transition:
        """The explained last move (the one the scenario is about)."""
        return self.replay.transition(len(self.moves) - 1, language)

    def facts(self) -> dict[str, Any]:
        """What the engine really produces: ``position`` (final text), ``winner``,
        ``outcome`` (reason key), ``moves`` (count) and the game's own facts."""
        final = self.final()
        outcome = final.outcome
        facts: dict[str, Any] = {
            "position": final.to_text(),
            "winner": None if outcome is None else outcome.winner,
            "outcome": None if outcome is None else outcome.reason,
            "moves": len(self.moves),
        }
        if self.facts_hook is not None:
            facts.update(self.facts_hook(self))
        return facts

    def check(self) -> CheckResult:
        """Compare ``expected`` with :meth:`facts`: a :class:`CheckResult`, true when the
        engine produces exactly the expected result."""
        facts = self.facts()
        differences = []
        for key, want in self.expected.items():
            if key not in facts:
                differences.append(Difference(self.id, key, want, _MISSING))
            elif facts[key] != want:
                differences.append(Difference(self.id, key, want, facts[key]))
        return CheckResult(self.id, len(self.expected), tuple(differences), self.game.name)

    def rule_labels(self, language: str | None = None) -> list[str]:
        """The rulebook sections (cited in ``language``: "Capacity ('Kapazität')" in English,
        "„Kapazität“" in German) and RULES.md IDs the scenario illustrates."""
        from cubekit.games import entry_of

        game = entry_of(self.game)
        labels = [game.rule_label(rule) for rule in self.rules]
        return [label.text(language) if isinstance(label, Msg) else label for label in labels]

    def describe(self, language: str | None = None) -> str:
        """Title, story and the expected result, for listings."""
        return f"{self.title(language)}: {self.story(language)}"

    def fact_label(self, key: str, language: str | None = None) -> str:
        """A fact's name in words (``<game>.fact.<key>`` or ``widgets.fact.<key>`` of the
        catalogue; the key itself if neither names it)."""
        return tr_first((f"{self.game.name}.fact.{key}", f"widgets.fact.{key}"),
                        language) or key

    def fact_value(self, key: str, value: Any, language: str | None = None) -> str:
        """A fact's value in words for a table, never in code: an outcome's reason in words,
        each probed move of ``illegal`` as "legal" or the engine's own sentence for the
        expected reason, the ``winner`` by its letter, yes and no, a word of the kit from the
        catalogue (``facts.value.<key>.<value>``: kinds of steps, symbols, answers), lists
        item by item and the parts of a fight or an answer by their names
        (``facts.part.<part>``); squares and numbers as they are written, notation as the
        reader writes it (``c4>O`` in German)."""
        if key == "winner" and value is None and self.facts().get("outcome") is not None:
            # the game has ended without one winner: a team won, or nobody (a draw)
            team = self.facts().get("winners") or ""
            return (tr("facts.value.winner.team", language, team=join_names(team, language))
                    if len(team) > 1 else tr("facts.value.winner.ended", language))
        if value is None:
            return tr_first([f"facts.value.{key}.none"], language) or "–"
        if key == "winners" and isinstance(value, str):   # the winning players' letters
            return join_names(value, language)
        if isinstance(value, bool):
            return tr("facts.yes" if value else "facts.no", language)
        if key == "winner" and isinstance(value, int):
            return self.game.player_name(value)
        if key == "outcome" and isinstance(value, str):
            return tr_first([f"analysis.reason.{value}"], language) or value
        if key == "illegal" and isinstance(value, dict):
            return " · ".join(f"{move_text(move, language)}: "
                              f"{self._probe_words(str(move), reason, language)}"
                              for move, reason in value.items())
        if isinstance(value, str):   # a code of the kit in words, or a square or notation
            return tr_first([f"facts.value.{key}.{value}"], language) or (
                value if key == "position" else _as_written(value, language))
        if isinstance(value, tuple) and len(value) == 2:   # e.g. strength against defence
            said = tr_first([f"facts.value.{key}.pair"], language, first=value[0],
                            second=value[1])
            if said is not None:
                return said
        if isinstance(value, (list, tuple)):
            nested = any(isinstance(item, (list, tuple, dict)) for item in value)
            return (" · " if nested else ", ").join(
                self.fact_value(key, item, language) for item in value) or "–"
        if isinstance(value, dict):
            words = []
            for part, item in value.items():
                # a named part (of a fight, an answer) is a fact of its own; a player letter,
                # square or move keeps the fact it belongs to
                name = tr_first([f"facts.part.{part}"], language)
                words.append(f"{name or _as_written(str(part), language)}: "
                             f"{self.fact_value(str(part) if name else key, item, language)}")
            return ", ".join(words) or "–"
        return str(value)

    def _probe_words(self, move: str, reason: Any, language: str | None) -> str:
        """A probed move's expected verdict: "legal", or the sentence the engine gives for
        the expected reason (found where the probe is judged: the final position or one
        before it); the reason's key when no position gives that reason."""
        if reason is None:
            return tr("facts.value.illegal.legal", language)
        for state in reversed(self.replay.states):
            try:
                said = state._reason(state.coerce_move(move))
            except ValueError:
                continue
            if said is not None and said.key == reason:
                return said.text(language)
        return tr("facts.value.illegal.illegal", language, reason=reason)

    def fact_html(self, key: str, value: Any, language: str | None = None) -> str:
        """A fact's value as HTML: its words (:meth:`fact_value`), a position's notation as
        code (it is typed as it stands, field names such as ``lost:`` included)."""
        from cubekit.core import display

        text = self.fact_value(key, value, language)
        return f"<code>{html.escape(text)}</code>" if key == "position" else display.prose(text)

    def _repr_html_(self) -> str:
        from cubekit.core import display

        rows = [(html.escape(self.fact_label(key)), self.fact_html(key, value))
                for key, value in self.expected.items()]
        labels = ", ".join(self.rule_labels())
        title = self.title()
        # a scenario without a title of its own is headed by its id, written as typed
        heading = f"<code>{html.escape(title)}</code>" if title == self.id else display.prose(title)
        inner = (f"<h4 style='margin:0.2em 0'>{heading}</h4>"
                 f"<p>{display.prose(self.story())}</p>"
                 + (f"<p><b>{html.escape(tr('widgets.rules'))}:</b> {display.prose(labels)}</p>"
                    if labels else "")
                 + display.table((tr("core.check.fact"), tr("widgets.expected")), rows,
                                 raw=True)
                 + self.check().html())
        item, marks = self.picture_marks()
        return display.block(display.with_picture(item, inner, **marks))

    def picture_marks(self) -> tuple[State | Step, dict[str, Any]]:
        """What a card draws, with its marks: :meth:`picture_step`; but when the last move
        only sets a piece (``kinds`` is ``["place"]``) and a probe is refused after it, the
        scenario is about that refusal, and the card draws the final position with the first
        refused probe marked (the game's ``words.move_marks``: the pushed cubes framed, an
        arrow in front)."""
        from cubekit.games import entry_of

        marks_of = getattr(entry_of(self.game).words, "move_marks", None)
        probes = self.expected.get("illegal")
        if marks_of is None or not isinstance(probes, Mapping) or not self.moves:
            return self.picture_step(), {}
        if self.facts().get("kinds") != ["place"]:
            return self.picture_step(), {}
        final = self.final()
        for probe, reason in probes.items():
            if reason is not None and final.why_illegal(probe) is not None:
                highlight, arrows = marks_of(final.parse_move(probe))
                if highlight or arrows:
                    return final, {"highlight": highlight, "arrows": arrows,
                                   "refused": True}
        return self.picture_step(), {}

    def picture_step(self) -> State | Step:
        """What a card of the scenario draws: the last step of its last move (the final
        position with that step's marks: arrows, frames, what falls or bursts), or the
        start position when the scenario plays no move."""
        if not self.moves:
            return self.final()
        return self.last_transition().picture_step()


_MISSING = object()
"""A fact the engine does not report (a scenario that expects it is wrong)."""


@dataclass(frozen=True)
class Difference:
    """One expected fact of a scenario that the engine does not produce."""

    scenario: str
    fact: str
    expected: Any
    actual: Any

    @property
    def message(self) -> Msg:
        if self.actual is _MISSING:
            return Msg("core.check.no_fact", {"id": self.scenario, "fact": self.fact})
        return Msg("core.check.differs", {"id": self.scenario, "fact": self.fact,
                                          "expected": repr(self.expected),
                                          "actual": repr(self.actual)})

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class CheckResult:
    """Whether the rules engine produces a scenario's expected result.

    True (and ``ok``) when every expected fact holds; ``differences`` lists those that do not
    (each says what was expected and what the engine gave). In a notebook it shows as one ✓
    sentence or a table of the differences.
    """

    scenario: str
    checked: int
    differences: tuple[Difference, ...] = ()
    game: str = ""
    """The game's registry name, for the facts' names in words (empty: the shared words)."""

    @property
    def ok(self) -> bool:
        return not self.differences

    def __bool__(self) -> bool:
        return self.ok

    def __len__(self) -> int:
        """The number of differences (0 when the engine agrees)."""
        return len(self.differences)

    def __iter__(self) -> Iterator[Difference]:
        return iter(self.differences)

    @property
    def message(self) -> Msg:
        if self.ok:
            return Msg("core.check.agrees", {"checked": self.checked})
        return Msg("core.check.disagrees", {"differ": len(self.differences),
                                            "checked": self.checked})

    @property
    def short(self) -> Msg:
        """How many checks hold, in a few words ("8 of 8 checks hold")."""
        return Msg("core.check.short", {"ok": self.checked - len(self.differences),
                                        "checked": self.checked})

    def describe(self, language: str | None = None) -> str:
        lines = [self.message.text(language)]
        lines += [f"- {d.describe(language)}" for d in self.differences]
        return "\n".join(lines)

    def __repr__(self) -> str:
        sign = "✓" if self.ok else "✗"
        return f"{sign} {self.describe()}"

    def html(self) -> str:
        from cubekit.core import display

        text = display.mark(self.ok, self.message.text())
        if self.ok:
            return text
        rows = [(tr_first((f"{self.game}.fact.{d.fact}", f"widgets.fact.{d.fact}")) or d.fact,
                 display.plain(d.expected),
                 "–" if d.actual is _MISSING else display.plain(d.actual))
                for d in self.differences]
        return text + display.table(
            (tr("core.check.fact"), tr("widgets.expected"), tr("core.check.actual")), rows)

    def _repr_html_(self) -> str:
        from cubekit.core import display

        return display.block(self.html())


@dataclass(frozen=True)
class CheckTable:
    """Every scenario of a game checked: one row each, shown as a table with ✓ or ✗."""

    scenarios: tuple[Scenario, ...]
    results: tuple[CheckResult, ...]

    @property
    def ok(self) -> bool:
        return all(self.results)

    def __bool__(self) -> bool:
        return self.ok

    def __len__(self) -> int:
        return len(self.results)

    def __repr__(self) -> str:
        return "\n".join(f"{'✓' if r else '✗'} {s.id}: {r.message.text()}"
                         for s, r in zip(self.scenarios, self.results, strict=True))

    def _repr_html_(self) -> str:
        from cubekit.core import display

        rows = [("✓" if result else "✗", scenario.title(), result.short.text())
                for scenario, result in zip(self.scenarios, self.results, strict=True)]
        summary = Msg("core.check.all", {"ok": sum(map(bool, self.results)),
                                         "total": len(self.results)}).text()
        return display.block(display.mark(self.ok, summary) + display.table(
            ("", tr("core.check.scenario"), tr("core.check.result")), rows))


def check_all(scenarios: Iterable[Scenario]) -> CheckTable:
    """Check every scenario (e.g. ``check_all(game.scenarios())``): a table of results."""
    items = tuple(scenarios)
    return CheckTable(items, tuple(scenario.check() for scenario in items))


def with_facts(facts: Callable[..., dict[str, Any]], sid: str, game: Game, position: str,
               moves: tuple[str, ...], expected: Mapping[str, Any], rules: tuple[str, ...],
               probes: tuple[str, ...] = ()) -> Scenario:
    """A scenario whose game-specific facts come from ``facts(scenario, probes=...)``;
    ``probes`` are moves whose refusal the facts report (see :func:`illegal_key`). A game
    binds its facts function once: ``_scenario = partial(with_facts, my_facts)``."""
    hook = partial(facts, probes=probes) if probes else facts
    return Scenario(sid, game, position, moves, expected, rules, hook)


def square_names(squares: Iterable[Square]) -> list[str]:
    """Square names sorted by file, then rank (``a1, a2, b1``; ``a9`` before ``a10``), for
    facts that list squares.

    >>> square_names([(1, 0), (0, 9), (0, 8)])
    ['a9', 'a10', 'b1']
    """
    return [square_name(sq) for sq in sorted(squares)]


def illegal_key(state: State, move: Any) -> str | None:
    """The message key of why ``move`` is illegal in ``state``, or None when it is legal (a
    fact that stays the same when the sentence is reworded or translated)."""
    try:
        state.play(move)
    except IllegalMoveError as error:
        return None if error.message is None else error.message.key
    return None


def scenarios_for(game_name: str) -> list[Scenario]:
    """The scenarios of a registered game (imported on first use)."""
    from cubekit.games import entry

    return entry(game_name).scenarios
