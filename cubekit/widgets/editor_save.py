"""The Editor's *Save as scenario*: the position, the moves played from it and what you expect,
as a scenario of a TOML file (:mod:`cubekit.core.scenario_files`) that ``cubekit check``
and ``pytest`` check.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from cubekit.core.i18n import Msg, tr
from cubekit.core.replay import Replay
from cubekit.core.scenario_files import FileScenario, read_scenarios
from cubekit.core.toml_text import dumps

if TYPE_CHECKING:
    from cubekit.widgets.editor import Editor


def _letters(winners: Sequence[str] | str | None) -> list[str] | None:
    """Winners from a list or a text (``"B"``, ``"A C"``, ``"A,C"``; ``"-"``: nobody, the
    game is not over); None: not checked."""
    if winners is None:
        return None
    if isinstance(winners, str):
        text = winners.strip()
        if not text:
            return None
        return [] if text == "-" else [w for w in re.split(r"[\s,;]+", text.upper()) if w]
    return [str(w).upper() for w in winners]


def _moves(text: Sequence[str] | str) -> list[str]:
    if isinstance(text, str):
        return [m for m in re.split(r"[\s,;]+", text.strip()) if m]
    return [str(m) for m in text]


def make_scenario(editor: Editor, scenario_id: str, *, moves: Sequence[str] | None = None,
                  title: str | None = None, story: str | None = None,
                  winners: Sequence[str] | str | None = None, position: bool = True,
                  legal: Sequence[str] | str = (),
                  illegal: Sequence[str] | str = ()) -> FileScenario:
    """The editor's position as a scenario, read exactly as a file's scenario is read (so
    every problem is the same :class:`~cubekit.core.scenario_files.ScenarioFileError`)."""
    state = editor.state
    if state is None:
        raise ValueError(Msg("editor.said.not_valid").text(editor.language))
    played = list(editor.played_moves() if moves is None else moves)
    game = state.game
    record: dict[str, Any] = {"id": scenario_id, "game": game.name}
    if game.settings():
        record["options"] = {k: list(v) if isinstance(v, tuple) else v
                             for k, v in game.settings().items()}
    record["position"] = state.to_text()
    if played:
        record["moves"] = played
    expect: dict[str, Any] = {}
    if title:
        expect["title"] = title
    if story:
        expect["story"] = story
    letters = _letters(winners)
    if letters is not None:
        expect["winners"] = letters
    if position:
        expect["position"] = Replay(state, tuple(played)).final.to_text()
    if _moves(legal):
        expect["legal"] = _moves(legal)
    if _moves(illegal):
        expect["illegal"] = _moves(illegal)
    record["expect"] = expect
    return read_scenarios(dumps({"scenario": [record]}), "<editor>")[0]


class SavePanel(widgets.VBox):
    """The fields of *Save as scenario* (shown by the editor's *Save as scenario* button)."""

    def __init__(self, editor: Editor) -> None:
        super().__init__(layout=widgets.Layout(display="none", border="1px solid #ccc",
                                               padding="0.4em", margin="0.4em 0",
                                               max_width="46em"))
        self.editor = editor
        lang = editor.language

        def text(key: str, value: str = "", placeholder: str = "") -> widgets.Text:
            box = widgets.Text(value=value, placeholder=placeholder,
                               description=tr(f"editor.save.{key}", lang),
                               tooltip=tr(f"editor.save.{key}_tip", lang),
                               style={"description_width": "12em"},
                               layout=widgets.Layout(width="44em", max_width="100%"))
            box.add_class(f"cubekit-editor-save-{key}")
            return box

        self.file = text("file", "scenarios.toml")
        self.scenario_id = text("id")
        self.title = text("title")
        self.winners = text("winners")
        self.legal = text("legal", placeholder=tr("editor.save.moves_placeholder", lang))
        self.illegal = text("illegal", placeholder=tr("editor.save.moves_placeholder", lang))
        self.position = widgets.Checkbox(value=True,
                                         description=tr("editor.save.position", lang),
                                         indent=False)
        self.position.add_class("cubekit-editor-save-position")
        self.moves = widgets.HTML()
        self.moves.add_class("cubekit-editor-save-moves")
        self.confirm = widgets.Button(description=tr("editor.save.confirm", lang), icon="save",
                                      button_style="primary",
                                      layout=widgets.Layout(width="auto"))
        self.confirm.add_class("cubekit-editor-save-confirm")
        self.confirm.on_click(lambda _: self.save())
        self.result = widgets.HTML()
        self.result.add_class("cubekit-editor-saved")
        self.add_class("cubekit-editor-save-panel")
        self.children = (self.moves, self.file, self.scenario_id, self.title, self.winners,
                         self.legal, self.illegal, self.position, self.confirm, self.result)

    @property
    def shown(self) -> bool:
        return self.layout.display != "none"

    def toggle(self) -> None:
        """Show the fields (filled for the position and moves now) or hide them."""
        if self.shown:
            self.layout.display = "none"
            return
        self.fill()
        self.layout.display = None

    def fill(self) -> None:
        """What the fields offer now: a free id, the moves played, the winners now."""
        from cubekit.widgets.editor import next_free_id

        editor, lang = self.editor, self.editor.language
        try:
            self.scenario_id.value = next_free_id(self.file.value or "scenarios.toml",
                                                  editor.game.name)
        except ValueError:
            self.scenario_id.value = f"{editor.game.name}-1"
        moves = editor.played_moves()
        self.moves.value = html.escape(
            tr("editor.save.with_moves", lang, moves=" ".join(moves)) if moves
            else tr("editor.save.no_moves", lang))
        state = editor.state
        if state is not None:
            final = Replay(state, moves).final
            outcome = final.outcome
            now = ("-" if outcome is None else
                   " ".join(final.game.player_name(p) for p in outcome.winners) or "-")
            self.winners.placeholder = tr("editor.save.winners_now", lang, now=now)

    def save(self) -> FileScenario | None:
        """Write the scenario; says where, and whether the engine agrees with it now."""
        editor, lang = self.editor, self.editor.language
        try:
            made = editor.save_scenario(
                self.file.value.strip() or "scenarios.toml",
                self.scenario_id.value.strip() or None, title=self.title.value.strip() or None,
                winners=self.winners.value, legal=self.legal.value, illegal=self.illegal.value,
                position=self.position.value)
        except (ValueError, OSError) as error:
            describe = getattr(error, "describe", None)
            said = describe(lang) if callable(describe) else str(error)
            self.result.value = (f"<div style='color: var(--jp-error-color1, #b00020)'>✗ "
                                 f"{html.escape(said)}</div>")
            return None
        result = made.check()
        said = tr("editor.save.saved", lang, id=made.id, path=self.file.value.strip(),
                  check=result.describe(lang))
        self.result.value = (f"<div style='line-height: 1.45'>{'✓' if result else '✗'} "
                             f"{html.escape(said)}</div>")
        self.fill()
        return made


__all__ = ["SavePanel", "make_scenario"]
