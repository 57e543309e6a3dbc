"""Editor: set up any position by clicking, see at once whether it is valid, play from it, and
save it as a scenario that ``cubekit check`` checks.

>>> import cubekit
>>> from cubekit.widgets.editor import Editor
>>> editor = Editor(cubekit.load("chain_reaction", width=3, height=3))
>>> editor.choose("count", "2")
>>> editor.click("b2")                   # two marbles of A on b2
>>> editor.text
'3x3 .../.2A./... A'
>>> editor.click("b2"); editor.click("b2"); editor.click("b2")   # 3, 4 (full), 1
>>> editor.valid, editor.text
(True, '3x3 .../.1A./... A')
>>> editor.click("b2", button="right")   # right-click: off the board again
>>> editor.state.to_text()
'3x3 .../.../... A'

An invalid position is shown with the parser's reason, in the editor's language:

>>> editor.place("a1", "1B"); editor.choose("count", "4"); editor.click("b2")
>>> editor.valid
False
>>> print(editor.reason())                 # doctest: +ELLIPSIS
the position is in the middle of a cascade: b2 holds at least its capacity and would burst...
>>> print(editor.reason("de"))             # doctest: +ELLIPSIS
die Stellung liegt mitten in einer Kaskade: b2 ...
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import Game, NotationError, State
from cubekit.core.grid import Square
from cubekit.core.i18n import Msg, check_language, tr
from cubekit.core.scenario_files import FileScenario, save_scenarios, scenario_ids
from cubekit.core.words import letter
from cubekit.widgets.editing import Editing, editing_for
from cubekit.widgets.snapshot import Snapshot

try:  # clicks on the picture need ipyevents; without it the methods below still work
    from ipyevents import Event as _ClickEvents
except ImportError:  # pragma: no cover - depends on the installation
    _ClickEvents = None

ERROR_STYLE = "color: var(--jp-error-color1, #b00020)"
OK_STYLE = "color: var(--jp-success-color1, #1b7837)"


def _button(key: str, icon: str, css: str, language: str) -> widgets.Button:
    button = widgets.Button(description=tr(f"editor.{key}", language), icon=icon,
                            tooltip=tr(f"editor.{key}_tip", language),
                            layout=widgets.Layout(width="auto"))
    button.add_class(css)
    return button


def _rules(game: Game) -> str:
    """A game and its rule options, as code writes them."""
    options = ", ".join(f"{k}={v!r}" for k, v in game.settings().items())
    return f"{game.name}({options})"


def _player(game: Game, player: int | str) -> int:
    """A player's number from its number or letter."""
    if isinstance(player, str):
        index = ord(player.strip().upper()) - ord("A") if len(player.strip()) == 1 else -1
    else:
        index = int(player)
    if not 0 <= index < game.players:
        raise ValueError(tr("editor.error.player", None, player=repr(player),
                            players=", ".join(letter(p) for p in range(game.players))))
    return index


class Editor(Snapshot, widgets.VBox):
    """Set up a position of ``game`` by clicking the board (``position``: a text or a State
    to start from; default: the game's start).

    Choose a piece in the palette (owner and count, strength, top and north face, ...),
    click a square to place it, click it again to change it (one marble more, the next
    strength, a quarter turn), right-click it or use the eraser to take it off. Choose the
    player to move and the game's other fields beside the board. At every moment the editor
    builds the position text in the game's notation (:attr:`text`, with a copy button) and
    reads it with the game's own parser: :attr:`state` is the position when it is valid,
    else :meth:`reason` says why not, in the editor's ``language``. While a position is not
    valid, the picture shows the pieces as far as the parser can take them.

    *Play from here* opens an :class:`~cubekit.widgets.Explorer` on the position
    (:meth:`play_from_here`); *Save as scenario* writes it, the moves played in that Explorer
    and what you expect into a TOML scenario file (:meth:`save_scenario`), which
    ``cubekit check FILE`` and ``pytest`` check.
    """

    def __init__(self, game: Game, position: str | State | None = None, *,
                 language: str | None = None, **render_options: Any) -> None:
        super().__init__()
        if not isinstance(game, Game):
            raise TypeError(tr("editor.error.needs_game", language, kind=type(game).__name__))
        self.game = game
        self.language = lang = check_language(language)
        self.model: Editing = editing_for(game, lang)
        self._render_options = {**self.model.render_options, **render_options}
        self._quiet = False
        self._state: State | None = None
        self._problem: NotationError | None = None
        self.explorer: Any = None
        self._start_text = game.initial_state().to_text()
        self.load(self._start_text if position is None else position, refresh=False)

        from cubekit.render import BoardView

        self.view = BoardView(game, language=lang, **self._render_options)
        self._blank: bytes | None = None
        self.validity = widgets.HTML()
        self.validity.add_class("cubekit-editor-validity")
        # beside the controls (26em) when there is room: a large board (Striedies) shrinks
        self.image = widgets.Image(format="png", layout=widgets.Layout(
            max_width="max(22em, calc(100% - 28em))", height="auto", flex="0 1 auto"))
        self.image.add_class("cubekit-board")
        self.clickable = _ClickEvents is not None
        self._events = None
        if _ClickEvents is not None:
            self._events = _ClickEvents(source=self.image, watched_events=["click", "contextmenu"],
                                        prevent_default_action=True)
            self._events.on_dom_event(self.on_click)
        side = widgets.VBox([*self._build_palette(), *self._build_fields(),
                             *self._build_board_buttons()],
                            layout=widgets.Layout(width="26em", margin="0 0 0 1em"))
        side.add_class("cubekit-editor-controls")
        main = widgets.HBox([self.image, side], layout=widgets.Layout(
            align_items="flex-start", flex_flow="row wrap"))
        self.play_area = widgets.VBox()
        self.play_area.add_class("cubekit-editor-play-area")
        self.children = (self.validity, main, *self._build_text_row(),
                         *self._build_actions(), self.play_area)
        self.add_class("cubekit-editor")
        self._refresh()

    # --- building the controls ----------------------------------------------------------------
    def _build_palette(self) -> list[widgets.Widget]:
        lang = self.language
        self.hint = widgets.HTML(
            f"<div style='line-height: 1.45'><i>"
            f"{html.escape(tr('editor.hint', lang, change=self._change_words()))}</i></div>")
        self.hint.add_class("cubekit-hint")
        tools = self.model.tools()
        self.tool = widgets.ToggleButtons(options=[(t.label, t.name) for t in tools],
                                          icons=[t.icon for t in tools], value="place",
                                          style={"button_width": "auto"})
        self.tool.add_class("cubekit-editor-tool")
        self.tool.observe(self._on_tool, names="value")
        self.rows: dict[str, widgets.ToggleButtons] = {}
        items: list[widgets.Widget] = [self.hint, self.tool]
        for row in self.model.choices():
            buttons = widgets.ToggleButtons(options=list(row.options), value=row.value,
                                            tooltip=row.tooltip or None,
                                            style={"button_width": "auto"},
                                            layout=widgets.Layout(width="auto"))
            buttons.add_class("cubekit-editor-row")
            buttons.add_class(f"cubekit-editor-row-{row.name}")
            buttons.observe(lambda change, name=row.name: self._on_row(name, change),
                            names="value")
            self.rows[row.name] = buttons
            items += [widgets.HTML(f"<b>{html.escape(row.label)}</b>"), buttons]
        return items

    def _build_fields(self) -> list[widgets.Widget]:
        lang = self.language
        style = {"description_width": "9em"}
        self.to_move_menu = widgets.Dropdown(
            options=[(letter(p), p) for p in range(self.game.players)],
            value=self.model.to_move, description=tr("editor.to_move", lang),
            tooltip=tr("editor.to_move_tip", lang), style=style,
            layout=widgets.Layout(width="18em"))
        self.to_move_menu.add_class("cubekit-editor-to-move")
        self.to_move_menu.observe(self._on_to_move, names="value")
        self.fields: dict[str, widgets.Widget] = {}
        items: list[widgets.Widget] = [self.to_move_menu]
        for spec in self.model.fields():
            box: widgets.Widget
            if spec.options is not None:
                box = widgets.Dropdown(options=list(spec.options), value="",
                                       description=spec.label, tooltip=spec.tooltip or None,
                                       style=style, layout=widgets.Layout(width="22em"))
            else:
                box = widgets.Text(value="", placeholder=spec.placeholder,
                                   description=spec.label, tooltip=spec.tooltip or None,
                                   continuous_update=False, style=style,
                                   layout=widgets.Layout(width="22em"))
            box.add_class(f"cubekit-editor-field-{spec.name}")
            box.observe(lambda change, name=spec.name: self._on_field(name, change),
                        names="value")
            self.fields[spec.name] = box
            items.append(box)
        self.summary = widgets.HTML()
        self.summary.add_class("cubekit-editor-summary")
        items.append(self.summary)
        return items

    def _build_board_buttons(self) -> list[widgets.Widget]:
        lang = self.language
        self.clear_button = _button("clear", "trash", "cubekit-editor-clear", lang)
        self.start_button = _button("start", "refresh", "cubekit-editor-start", lang)
        self.clear_button.on_click(lambda _: self.clear())
        self.start_button.on_click(lambda _: self.reset())
        self.message = widgets.HTML()
        self.message.add_class("cubekit-editor-message")
        return [widgets.HBox([self.clear_button, self.start_button]), self.message]

    def _build_text_row(self) -> list[widgets.Widget]:
        lang = self.language
        self.text_box = widgets.Text(description=tr("editor.text_label", lang),
                                     tooltip=tr("editor.text_tip", lang),
                                     continuous_update=False,
                                     style={"description_width": "auto"},
                                     layout=widgets.Layout(width="100%", max_width="60em"))
        self.text_box.add_class("cubekit-editor-text")
        self.text_box.observe(self._on_text, names="value")
        self.copy = widgets.HTML()
        self.copy.add_class("cubekit-editor-copy")
        return [widgets.HBox([self.text_box, self.copy], layout=widgets.Layout(
            align_items="center", width="100%"))]

    def _build_actions(self) -> list[widgets.Widget]:
        from cubekit.widgets.editor_save import SavePanel

        lang = self.language
        self.play_button = _button("play", "play", "cubekit-editor-play", lang)
        self.save_button = _button("save", "save", "cubekit-editor-save", lang)
        self.play_button.on_click(lambda _: self.play_from_here())
        self.save_panel = SavePanel(self)
        self.save_button.on_click(lambda _: self.save_panel.toggle())
        return [widgets.HBox([self.play_button, self.save_button]), self.save_panel]

    # --- the position ---------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """The position in the game's notation (also when it is not valid)."""
        return self.model.text()

    @property
    def state(self) -> State | None:
        """The position, or None while it is not valid (see :meth:`reason`)."""
        return self._state

    @property
    def valid(self) -> bool:
        return self._state is not None

    @property
    def problem(self) -> NotationError | None:
        """The parser's error for an invalid position (None when it is valid)."""
        return self._problem

    def reason(self, language: str | None = None) -> str | None:
        """Why the position is not valid, in ``language`` (default: the editor's); None
        when it is valid."""
        if self._problem is None:
            return None
        return self._problem.describe(language or self.language)

    def load(self, position: str | State, *, refresh: bool = True) -> None:
        """Set the board to ``position`` (a text in the game's notation, or a State)."""
        if isinstance(position, State):
            if position.game != self.game:
                raise ValueError(tr("editor.error.other_game", self.language,
                                    position=_rules(position.game), editor=_rules(self.game)))
            position = position.to_text()
        self.model.load(position)
        if refresh:
            self._sync_controls()
            self._refresh()

    def reset(self) -> None:
        """Back to the game's start position."""
        self.load(self._start_text)
        self._say(Msg("editor.said.start"))

    def clear(self) -> None:
        """Take every piece off the board."""
        self.model.clear()
        self._sync_controls()
        self._refresh()
        self._say(Msg("editor.said.cleared"))

    # --- editing --------------------------------------------------------------------------------
    def choose(self, row: str, value: str) -> None:
        """Choose ``value`` in the palette row ``row`` (e.g. ``choose("count", "2")``)."""
        self.model.choose(row, value)
        self._sync_controls()

    def pick(self, piece: str) -> None:
        """Set the palette to a piece named as in the palette (``"2B"``, ``"W2"``,
        ``"A:*/+/="``, ``"B:1/3/2"``)."""
        self.model.select(self.model.parse_piece(piece))
        self._sync_controls()

    def use(self, tool: str) -> None:
        """Choose what a click does: ``"place"``, ``"erase"`` or a game's own tool."""
        names = [t.name for t in self.model.tools()]
        if tool not in names:
            raise ValueError(tr("editor.error.tool", self.language, tool=repr(tool),
                                names=", ".join(names)))
        self.tool.value = tool

    def _square(self, square: Square | str) -> Square:
        board = self.game.board
        if isinstance(square, str):
            found: Square = board.parse(square)
            return found
        if square not in board:
            raise ValueError(tr("editor.error.square", self.language, square=repr(square)))
        return (int(square[0]), int(square[1]))

    def place(self, square: Square | str, piece: str | None = None) -> None:
        """Place the palette's piece (or ``piece``, named as for :meth:`pick`) on ``square``;
        on the same piece, change it."""
        target = self._square(square)
        made = self.model.place(target, None if piece is None else self.model.parse_piece(piece))
        self._sync_controls()
        self._refresh()
        self._say(Msg("editor.said.placed", {"piece": made.token(),
                                             "square": self.game.board.name(target)}))

    def erase(self, square: Square | str) -> None:
        """Take the piece off ``square``."""
        target = self._square(square)
        gone = self.model.erase(target)
        self._sync_controls()
        self._refresh()
        name = self.game.board.name(target)
        self._say(Msg("editor.said.erased", {"piece": gone.token(), "square": name})
                  if gone is not None else Msg("editor.said.empty", {"square": name}))

    def click(self, square: Square | str, *, button: str = "left") -> None:
        """What a click on ``square`` does with the chosen tool (``button="right"``: erase)."""
        tool = "erase" if button == "right" else self.tool.value
        if tool == "place":
            self.place(square)
        elif tool == "erase":
            self.erase(square)
        else:
            message = self.model.use_tool(tool, self._square(square))
            self._sync_controls()
            self._refresh()
            if message is not None:
                self._say(message, error=True)
            else:
                self.message.value = ""

    def set_to_move(self, player: int | str) -> None:
        """The player to move (its number or letter)."""
        self.to_move_menu.value = _player(self.game, player)

    def set_field(self, name: str, value: str) -> None:
        """One of the game's other fields (see the controls beside the board); ``""`` means
        "worked out from the board"."""
        self.model.set_value(name, value)
        self._sync_controls()
        self._refresh()

    def on_click(self, event: Mapping[str, Any]) -> None:
        """Handle a click on the picture (an ipyevents event; a right-click erases)."""
        x, y = event.get("dataX"), event.get("dataY")
        if x is None or y is None:
            return
        square = self.view.square_at(x, y)
        if square is None:
            self._say(Msg("widgets.not_a_square"), error=True)
            return
        right = event.get("type") == "contextmenu" or event.get("button") == 2
        self.click(square, button="right" if right else "left")

    # --- playing and saving -----------------------------------------------------------------
    def play_from_here(self) -> Any:
        """Open an :class:`~cubekit.widgets.Explorer` on the position below the editor and
        return it (None, with the reason shown, when the position is not valid)."""
        if self._state is None:
            self._say(Msg("editor.said.not_valid"), error=True)
            return None
        from cubekit.widgets.explorer import Explorer

        self.explorer = Explorer(self._state, language=self.language)
        self.play_area.children = (widgets.HTML(
            f"<h4 style='margin: 0.6em 0 0.2em 0'>"
            f"{html.escape(tr('editor.playing', self.language, text=self._state.to_text()))}"
            "</h4>"), self.explorer)
        self._say(Msg("editor.said.playing"))
        return self.explorer

    def played_moves(self) -> tuple[str, ...]:
        """The moves played in the Explorer opened by *Play from here*, if it started from
        the position shown now."""
        explorer = self.explorer
        if explorer is None or self._state is None or explorer.start != self._state:
            return ()
        return tuple(str(transition.move) for transition in explorer.history)

    def scenario(self, scenario_id: str, *, moves: Sequence[str] | None = None,
                 title: str | None = None, story: str | None = None,
                 winners: Sequence[str] | str | None = None, position: bool = True,
                 legal: Sequence[str] = (), illegal: Sequence[str] = ()) -> FileScenario:
        """The position as a scenario (see :meth:`save_scenario` for the arguments)."""
        from cubekit.widgets.editor_save import make_scenario

        return make_scenario(self, scenario_id, moves=moves, title=title, story=story,
                             winners=winners, position=position, legal=legal, illegal=illegal)

    def save_scenario(self, path: str | os.PathLike[str] = "scenarios.toml",
                      scenario_id: str | None = None, **expect: Any) -> FileScenario:
        """Add the position as a scenario to the TOML file ``path`` (made when missing) and
        return it. ``moves`` default to those played in the Explorer of *Play from here*;
        ``winners`` (letters; ``[]``: the game is not over), ``legal`` and ``illegal``
        (moves after the moves) are what you expect; ``position`` (default true) expects the
        position after the moves as the engine plays it now; ``title``/``story`` describe
        it. ``scenario_id`` defaults to the first free ``<game>-<n>`` of the file."""
        sid = scenario_id or next_free_id(path, self.game.name)
        made = self.scenario(sid, **expect)
        save_scenarios([made], path)
        return made

    # --- internals ------------------------------------------------------------------------------
    def _change_words(self) -> str:
        return tr(f"editor.change.{self.game.name}", self.language)

    def _say(self, message: Msg, *, error: bool = False) -> None:
        style = f"; {ERROR_STYLE}" if error else ""
        self.message.value = (f"<div class='cubekit-editor-said' style='line-height: 1.45"
                              f"{style}'>{html.escape(message.text(self.language))}</div>")

    def _sync_controls(self) -> None:
        """Show the model's palette, player to move and fields in the controls."""
        self._quiet = True
        try:
            for row in self.model.choices():
                buttons = self.rows[row.name]
                if tuple(buttons.options) != row.options:
                    buttons.options = list(row.options)
                buttons.value = row.value
            self.to_move_menu.value = self.model.to_move
            for name, box in self.fields.items():
                value = self.model.values.get(name, "")
                if isinstance(box, widgets.Dropdown) and value not in {
                        v for _, v in box.options}:
                    box.options = [*box.options, (value, value)]
                box.value = value
        finally:
            self._quiet = False

    def _refresh(self) -> None:
        """Read the text, draw the board, say whether the position is valid."""
        text = self.model.text()
        try:
            self._state, self._problem = self.game.parse_state(text), None
        except NotationError as error:
            self._state, self._problem = None, error
        self._draw()
        lang = self.language
        if self._state is not None:
            outcome = self._state.outcome
            said = (tr("editor.valid_over", lang, outcome=outcome.describe(lang)) if outcome
                    else tr("editor.valid", lang, player=letter(self._state.to_move)))
            self.validity.value = f"<b style='{OK_STYLE}'>✓ {html.escape(said)}</b>"
        else:
            said = tr("editor.invalid", lang, reason=self.reason())
            self.validity.value = (f"<div style='line-height: 1.45'><b style='{ERROR_STYLE}'>"
                                   f"✗ {html.escape(said)}</b></div>")
        self._quiet = True
        try:
            self.text_box.value = text
        finally:
            self._quiet = False
        self.copy.value = copy_button(text, tr("editor.copy", lang), tr("editor.copied", lang))
        self.summary.value = "<br>".join(html.escape(line) for line in self.model.summary())
        self.play_button.disabled = self._state is None
        self.save_button.disabled = self._state is None

    def _draw(self) -> None:
        drawn = self._state
        if drawn is None:
            for text in self.model.sketches():
                try:
                    drawn = self.game.parse_state(text)
                    break
                except NotationError:
                    continue
        if drawn is None:
            self.image.value = self._blank_png()
            return
        self.view.draw(drawn)
        status = getattr(self.view.renderer, "status_line", None)
        if self._state is None and status is not None:
            status.set(tr("editor.sketch_title", self.language))
        self.image.value = self.view.png()

    def _blank_png(self) -> bytes:
        """The empty board (nothing drawn on it yet), for a position with no piece to show."""
        if self._blank is None:
            from cubekit.render import BoardView

            self._blank = BoardView(self.game, language=self.language,
                                    **self._render_options).png()
        return self._blank

    def _on_tool(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self.message.value = ""

    def _on_row(self, name: str, change: dict[str, Any]) -> None:
        if self._quiet or change["new"] is None:
            return
        self.model.choose(name, change["new"])
        self._sync_controls()

    def _on_to_move(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        self.model.to_move = int(change["new"])
        self._refresh()

    def _on_field(self, name: str, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        self.model.set_value(name, str(change["new"] or ""))
        self._refresh()

    def _on_text(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        try:
            self.load(str(change["new"]))
        except NotationError as error:
            self._say(Msg("editor.said.text_refused", {"error": error.message}), error=True)
            self._refresh()    # back to the board's own text
            return
        self._say(Msg("editor.said.text_read"))


def copy_button(text: str, label: str, done: str) -> str:
    """An HTML button that copies ``text`` to the clipboard in the browser."""
    script = ("const b=this;const t=b.dataset.text;const ok=()=>{b.textContent=b.dataset.done;};"
              "if(navigator.clipboard){navigator.clipboard.writeText(t).then(ok,()=>{});}"
              "else{const a=document.createElement('textarea');a.value=t;"
              "document.body.appendChild(a);a.select();document.execCommand('copy');"
              "a.remove();ok();}")
    return (f"<button class='cubekit-editor-copy-button jupyter-button widget-button' "
            f"type='button' style='margin-left: 0.5em; width: auto' "
            f"data-text=\"{html.escape(text)}\" data-done=\"{html.escape(done)}\" "
            f"onclick=\"{html.escape(script)}\">{html.escape(label)}</button>")


def next_free_id(path: str | os.PathLike[str], stem: str) -> str:
    """``<stem>-<n>`` with the first ``n`` not used by the file's scenarios."""
    used = set(scenario_ids(path)) if Path(path).exists() else set()
    number = 1
    while f"{stem}-{number}" in used:
        number += 1
    return f"{stem}-{number}"


__all__ = ["Editor", "copy_button", "next_free_id"]
