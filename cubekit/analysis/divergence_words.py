"""How a :class:`~cubekit.analysis.divergence.Divergence` reads and looks: the first difference
in words (en/de), the witness as a scenario that can be saved and checked, and the notebook
view (both transitions side by side, the table of every option)."""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from cubekit.analysis.progress import moves
from cubekit.core.game import State
from cubekit.core.i18n import (
    LANGUAGES,
    Clause,
    Joined,
    Msg,
    Notation,
    check_language,
    move_text,
    tr,
)
from cubekit.core.options import settings_label
from cubekit.core.scenario import Scenario, illegal_key

if TYPE_CHECKING:
    from cubekit.analysis.divergence import Divergence, DivergenceTable


def _after(div: Divergence) -> Msg:
    """"After a1, b2" (the moves before the parting move) or "Right at the start"."""
    played = div.moves if div.kind == "legal" else div.moves[:-1]
    if not played:
        return Msg("analysis.divergence.at_start")
    if len(played) > LISTED_MOVES:   # a long witness game: its first and last moves
        return Msg("analysis.divergence.after_long", {
            "n": len(played), "first": Notation(", ".join(played[:3])),
            "last": Notation(", ".join(played[-3:]))})
    return Msg("analysis.divergence.after", {"moves": [Notation(move) for move in played]})


LISTED_MOVES = 12
"""The most moves a divergence's words list before the parting move; a longer witness game is
said by its length with its first and last three moves (the table keeps them all)."""


def _outcome(state: State) -> Msg:
    outcome = state.outcome
    if outcome is None:
        return Msg("analysis.divergence.goes_on")
    said: Msg = outcome.message
    if outcome.rule:
        said = Joined("core.joined", parts=(
            Clause("core.joined", sentence=outcome.message), " (",
            Msg("core.not_in_rulebook", {"rule": outcome.rule}), ")"), separator="")
    return Msg("analysis.divergence.ends", {"outcome": said})


def refusal(state: State, move: str) -> Msg:
    """Why ``move`` is refused in ``state``, as a message (read in any language)."""
    try:
        state.play(move)
    except ValueError as error:
        message = getattr(error, "message", None)
        if isinstance(message, Msg):
            return message
        return Msg("analysis.divergence.refused", {"error": str(error)})
    return Msg("analysis.divergence.refused", {"error": "-"})


def difference(div: Divergence) -> Msg:
    """The result of a search in words: where the two values part, or that they do not."""
    labels = {"a": div.reading(0), "b": div.reading(1)}
    if div.method == "skipped":
        reason: Msg | str = div.reason or ""
        if isinstance(reason, Msg) and reason.key == "analysis.divergence.needs_values":
            reason = Msg("analysis.divergence.no_second")    # in the reader's words
        return Msg("analysis.divergence.skipped", {"option": div.option_words(),
                                                   "reason": reason})
    if not div.found:
        return _nothing(div)
    if div.kind == "start":
        return _start(div, labels)
    before = div.before
    assert before is not None
    if div.kind == "legal":
        assert div.move is not None
        legal = [state.why_illegal(div.move) is None for state in before]
        yes, no = (0, 1) if legal[0] else (1, 0)
        message = Msg("analysis.divergence.legal", {
            "after": _after(div), "move": Notation(div.move), "yes": div.reading(yes),
            "no": div.reading(no),
            "reason": refusal(before[no], div.move)})
    else:
        after = [t.after if t is not None else None for t in div.transitions]
        assert after[0] is not None and after[1] is not None
        params: dict[str, Any] = {"after": _after(div), "move": Notation(div.moves[-1]),
                                  **labels}
        if div.kind == "outcome":
            params.update(out_a=_outcome(after[0]), out_b=_outcome(after[1]))
        else:
            params.update(pos_a=after[0].to_text(), pos_b=after[1].to_text())
        message = Msg(f"analysis.divergence.{div.kind}", params)
    if div.method == "playouts":
        return _joined(message, Msg("analysis.divergence.by_playout",
                                    {"n_depth": moves(div.depth)}))
    return message


def _joined(*parts: Msg) -> Msg:
    return Joined("core.joined", parts=parts)


def _nothing(div: Divergence) -> Msg:
    message = Msg("analysis.divergence.none", {"n_depth": moves(div.depth),
                                              "a": div.reading(0), "b": div.reading(1)})
    if div.playouts:
        return _joined(message, Msg("analysis.divergence.none_playouts", {
            "games": div.playouts, "moves": div.playout_moves}))
    return message


def _start(div: Divergence, labels: Mapping[str, Msg]) -> Msg:
    assert div.games is not None
    texts = []
    for game in div.games:
        try:
            state = game.parse_state(div.start) if div.start else game.initial_state(
                seed=div.seed)
        except ValueError as error:
            said = getattr(error, "message", None)
            texts.append(Msg("analysis.divergence.unreadable", {
                "error": said if isinstance(said, Msg) else str(error)}))
            continue
        texts.append(Msg("analysis.divergence.position_text", {"text": state.to_text()}))
    return Msg("analysis.divergence.start", {**labels, "pos_a": texts[0], "pos_b": texts[1]})


# ---------------------------------------------------------------------------------------------
# The witness as a scenario
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class GeneratedScenario(Scenario):
    """A scenario made by a search (not from a game's catalogue): its title and story are
    kept as texts per language. :meth:`to_record` / :func:`scenario_from_record` save and
    load it as JSON-ready data."""

    titles: Mapping[str, str] = field(default_factory=dict)
    stories: Mapping[str, str] = field(default_factory=dict)
    probes: tuple[str, ...] = ()

    def title(self, language: str | None = None) -> str:
        return self.titles[check_language(language)]

    def story(self, language: str | None = None) -> str:
        return self.stories[check_language(language)]

    def to_record(self) -> dict[str, Any]:
        return {"id": self.id, "game": self.game.name, "options": self.game.settings(),
                "position": self.position, "moves": list(self.moves),
                "expected": json.loads(json.dumps(dict(self.expected), default=list)),
                "rules": list(self.rules), "titles": dict(self.titles),
                "stories": dict(self.stories), "probes": list(self.probes)}

    def to_json(self) -> str:
        return json.dumps(self.to_record(), ensure_ascii=False)


def _probe_facts(scenario: Scenario, probes: tuple[str, ...] = ()) -> dict[str, Any]:
    final = scenario.final()
    return {"illegal": {move: illegal_key(final, move) for move in probes}}


def scenario_from_record(record: Mapping[str, Any]) -> GeneratedScenario:
    """A scenario saved with :meth:`GeneratedScenario.to_record` (or its JSON, parsed)."""
    from cubekit import load

    game = load(record["game"], **{k: tuple(v) if isinstance(v, list) else v
                                   for k, v in record.get("options", {}).items()})
    probes = tuple(record.get("probes", ()))
    hook = partial(_probe_facts, probes=probes) if probes else None
    expected = dict(record["expected"])
    return GeneratedScenario(record["id"], game, record["position"], tuple(record["moves"]),
                             expected, tuple(record.get("rules", ())), hook,
                             dict(record["titles"]), dict(record["stories"]), probes)


def scenario(div: Divergence, value: int = 0) -> GeneratedScenario:
    """The witness of ``div`` under value ``value`` (0 or 1): the start position, the moves
    and the engine's own result as the expected facts; for a move refused under this value
    the fact ``illegal`` gives the reason's message key."""
    if value not in (0, 1):
        raise ValueError(tr("analysis.divergence.value_index", values=repr(div.values),
                            value=repr(value)))
    if div.games is None or not div.found:
        raise ValueError(div.describe())
    game = div.games[value]
    start = div.starts()[value]
    moves = div.moves
    probes: tuple[str, ...] = ()
    if div.kind == "legal" and div.move is not None:
        if start.play_all(moves).why_illegal(div.move) is None:
            moves = (*moves, div.move)
        else:
            probes = (div.move,)
    sid = f"divergence_{div.option}_{value}"
    titles = {lang: Msg("analysis.divergence.title", {
        "option": div.option_words(), "value": div.reading(value),
        "other": div.reading(1 - value)}).text(lang) for lang in LANGUAGES}
    stories = {lang: div.describe(lang) for lang in LANGUAGES}
    hook = partial(_probe_facts, probes=probes) if probes else None
    draft = GeneratedScenario(sid, game, start.to_text(), moves, {}, (div.rule,), hook,
                              titles, stories, probes)
    facts = draft.facts()
    return GeneratedScenario(sid, game, start.to_text(), moves, facts, (div.rule,), hook,
                             titles, stories, probes)


# ---------------------------------------------------------------------------------------------
# In a notebook
# ---------------------------------------------------------------------------------------------
def _side(div: Divergence, index: int) -> str:
    from cubekit.core import display

    head = f"<h4 style='margin:0.2em 0'>{html.escape(div.reading(index).text())}</h4>"
    if div.kind == "start":
        try:
            state = div.starts()[index]
        except ValueError as error:
            return head + f"<p>{display.prose(str(error))}</p>"
        return head + display.picture(state) + f"<p><code>{html.escape(state.to_text())}</code></p>"
    transition = div.transitions[index]
    if transition is not None:
        inner = display.sentences(step.text for step in transition.steps)
        return head + display.picture(transition.after) + inner
    before = div.before
    assert before is not None and div.move is not None
    reason = before[index].why_illegal(div.move) or ""
    return head + display.picture(before[index]) + display.mark(False, reason)


def divergence_html(div: Divergence) -> str:
    from cubekit.core import display

    sentence = display.mark(div.found, div.describe()) if div.method != "skipped" else (
        f"<p>{display.prose(div.describe())}</p>")
    heading = Msg("analysis.divergence.heading", {
        "game": div.game.title, "option": div.option_words()}).text()
    inner = f"<h3 style='margin:0.2em 0'>{display.prose(heading)}</h3>{sentence}"
    if div.found:
        if div.line:
            inner += f"<p><b>{html.escape(tr('analysis.divergence.witness'))}:</b> " \
                     f"{html.escape(' '.join(move_text(move) for move in div.line))}</p>"
        sides = "".join(f"<div style='flex:1 1 18em; min-width:16em'>{_side(div, index)}</div>"
                        for index in (0, 1))
        inner += f"<div style='display:flex; gap:1.5em; flex-wrap:wrap'>{sides}</div>"
    return display.block(inner)


def _result(div: Divergence) -> str:
    if div.method == "skipped":
        return tr("analysis.divergence.cell.skipped")
    if not div.found:
        return Msg("analysis.divergence.cell.none", {"n_depth": moves(div.depth)}).text()
    kind = tr(f"analysis.divergence.kind.{div.kind}")
    if not div.length:
        return Msg("analysis.divergence.cell.at_start", {"kind": kind}).text()
    return Msg("analysis.divergence.cell.found", {"n_length": moves(div.length),
                                                 "kind": kind}).text()


def _line_words(line: tuple[str, ...]) -> str:
    """A witness game's moves as a table cell: all of them, or for a long game its first and
    last three with the count between ("a1 b2 c3 … (58 more) … x1 y2 z3")."""
    if len(line) <= LISTED_MOVES:
        return " ".join(move_text(move) for move in line)
    hidden = Msg("analysis.divergence.more", {"n": len(line) - 6}).text()
    return " ".join([*(move_text(m) for m in line[:3]), f"… ({hidden}) …",
                     *(move_text(m) for m in line[-3:])])


def table_html(table: DivergenceTable) -> str:
    from cubekit.core import display

    header = [tr(f"analysis.divergence.column.{name}") for name in
              ("option", "values", "result", "witness", "difference")]
    rows = []
    for div in table.rows:
        # every reading in words (the game's words for each setting), never as code
        values = (f"{div.reading(0).text()} / {div.reading(1).text()}" if div.games
                  else div.reading(0).text())
        context = [k for k, v in div.game.settings().items()
                   if table.game.settings().get(k) != v]
        if context:
            values += f" ({settings_label(div.game, context)})"
        option = div.option_words()
        rows.append((option.text() if isinstance(option, Msg) else option, values,
                     _result(div), _line_words(div.line) or "–", div.describe()))
    title = Msg("analysis.divergence.table", {"game": table.game.title}).text()
    return display.block(f"<h3 style='margin:0.2em 0'>{html.escape(title)}</h3>"
                         + display.table(header, rows))


__all__ = ["GeneratedScenario", "difference", "divergence_html", "scenario",
           "scenario_from_record", "table_html"]
