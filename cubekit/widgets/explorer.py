"""Explorer: play moves by clicking the board or from a list, and ask why a move is illegal.

>>> import cubekit
>>> from cubekit.widgets import Explorer
>>> explorer = Explorer(cubekit.load("chain_reaction", width=3, height=3))
>>> explorer.play("a1") is not None
True
>>> explorer.play("a1") is None     # a1 belongs to A now: refused, with the reason shown
True
>>> "belongs to A" in explorer.reason.value
True
>>> len(explorer.history)
1
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import Game, NotationError, State, Transition
from cubekit.core.i18n import check_language, tr
from cubekit.widgets import messages  # noqa: F401  (registers the texts)
from cubekit.widgets.stepper import Stepper, _button

try:  # clicks on the picture need ipyevents; without it the list and buttons still work
    from ipyevents import Event as _ClickEvents
except ImportError:  # pragma: no cover - depends on the installation
    _ClickEvents = None


class Explorer(widgets.VBox):
    """Play a game from ``game_or_state`` (a Game starts from its initial position).

    Click a square on the board (needs the ``ipyevents`` package) or choose it in the list
    and press *Play*. A move the rules forbid is not played: the reason is shown instead, and
    *Why not?* explains the chosen move without playing it. *Undo* and *Restart* go back.
    After every move a :class:`~cubekit.widgets.Stepper` below the board walks through it
    step by step (for Kettenreaktion: wave by wave through the cascade).
    """

    def __init__(self, game_or_state: Game | State, *, language: str | None = None,
                 **render_options: Any) -> None:
        super().__init__()
        if isinstance(game_or_state, Game):
            start = game_or_state.initial_state()
        elif isinstance(game_or_state, State):
            start = game_or_state
        else:
            raise TypeError("Explorer needs a Game or a State, got "
                            f"{type(game_or_state).__name__}")
        self.language = lang = check_language(language)
        self._render_options = render_options
        self.start = start
        self._state: State = start
        self._history: list[Transition] = []
        self._quiet = False

        from cubekit.render import BoardView

        self.view = BoardView(start.game, language=lang, **render_options)
        self.image = widgets.Image(format="png", layout=widgets.Layout(
            max_width="100%", height="auto", flex="0 0 auto"))
        self.image.add_class("cubekit-board")
        self.clickable = _ClickEvents is not None
        self._events: Any = None
        self.hint = widgets.HTML()
        self.hint.add_class("cubekit-hint")
        if _ClickEvents is not None:   # (no tooltip on the Image: ipywidgets 8 cannot show it)
            self.hint.value = (f"<div style='line-height: 1.45'><i>"
                               f"{html.escape(tr('widgets.click_tip', lang))}</i></div>")
            self._events = _ClickEvents(source=self.image, watched_events=["click"],
                                        prevent_default_action=True)
            self._events.on_dom_event(self.on_click)

        self.status = widgets.HTML()
        self.status.add_class("cubekit-status")
        self.choice = widgets.Dropdown(description=tr("widgets.move_label", lang),
                                       tooltip=tr("widgets.move_tip", lang),
                                       style={"description_width": "auto"},
                                       layout=widgets.Layout(width="15em"))
        self.choice.add_class("cubekit-move")
        self.play_button = _button("play_move", "check", "cubekit-play-move", lang)
        self.why_button = _button("why", "question", "cubekit-why", lang)
        self.undo_button = _button("undo", "undo", "cubekit-undo", lang)
        self.restart_button = _button("restart", "refresh", "cubekit-restart", lang)
        self.play_button.on_click(lambda _: self._play_choice())
        self.why_button.on_click(lambda _: self.why())
        self.undo_button.on_click(lambda _: self.undo())
        self.restart_button.on_click(lambda _: self.restart())
        self.reason = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.reason.add_class("cubekit-reason")
        side = widgets.VBox(
            [self.hint, self.choice, widgets.HBox([self.play_button, self.why_button]),
             widgets.HBox([self.undo_button, self.restart_button]), self.reason],
            layout=widgets.Layout(width="20em", margin="0 0 0 1em"))
        side.add_class("cubekit-explorer-controls")
        main = widgets.HBox([self.image, side], layout=widgets.Layout(
            align_items="flex-start", flex_flow="row wrap"))

        self.cascade_title = widgets.HTML()
        self.cascade_title.add_class("cubekit-cascade-title")
        self.stepper: Stepper | None = None
        self.cascade = widgets.VBox([self.cascade_title],
                                    layout=widgets.Layout(margin="0.5em 0 0 0"))
        self.cascade.add_class("cubekit-cascade")
        self.children = (self.status, main, self.cascade)
        self.add_class("cubekit-explorer")
        self.choice.observe(self._on_choice, names="value")
        self._refresh(None)
        self._show_cascade()

    # --- public API --------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The current position."""
        return self._state

    @property
    def history(self) -> tuple[Transition, ...]:
        """The moves played since the start, each explained (``before``, ``move``, ``after``)."""
        return tuple(self._history)

    @property
    def widget(self) -> Explorer:
        return self

    def play(self, move: Any) -> Transition | None:
        """Play ``move`` (a move or its notation, e.g. ``"c3"``) if the rules allow it.

        Returns the explained move, or None when it is refused; the reason is then shown and
        the position stays as it was.
        """
        state = self._state
        try:
            move = state.coerce_move(move)
        except NotationError as error:
            self._say(tr("widgets.refused", self.language, move=str(move), reason=str(error)),
                      error=True)
            return None
        reason = state.why_illegal(move, self.language)
        if reason is not None:
            self._say(tr("widgets.refused", self.language, move=str(move), reason=reason),
                      error=True)
            self._refresh(str(move))
            return None
        transition = state.explain(move, self.language)
        self._history.append(transition)
        self._state = transition.after
        self._say(tr("widgets.played", self.language, move=str(move),
                     player=state.game.player_name(state.to_move)))
        self._refresh(str(move))
        self._show_cascade()
        return transition

    def why(self, move: Any = None) -> str:
        """Say (and show) why ``move`` (default: the chosen one) is or is not allowed."""
        if move is None:
            move = self.choice.value
        if move is None:
            text = tr("widgets.choose_first", self.language)
            self._say(text, error=True)
            return text
        state = self._state
        try:
            parsed = state.coerce_move(move)
        except NotationError as error:
            text = tr("widgets.refused", self.language, move=str(move), reason=str(error))
            self._say(text, error=True)
            return text
        reason = state.why_illegal(parsed, self.language)
        if reason is None:
            text = tr("widgets.allowed", self.language, move=str(parsed),
                      player=state.game.player_name(state.to_move))
        else:
            text = tr("widgets.refused", self.language, move=str(parsed), reason=reason)
        self._say(text, error=reason is not None)
        return text

    def undo(self) -> Transition | None:
        """Take back the last move (returns it, or None when no move was played)."""
        if not self._history:
            self._say(tr("widgets.nothing_to_undo", self.language))
            return None
        transition = self._history.pop()
        self._state = transition.before
        self._say(tr("widgets.undone", self.language, move=str(transition.move)))
        self._refresh(None)
        self._show_cascade()
        return transition

    def restart(self) -> None:
        """Go back to the start position and forget every move."""
        self._history.clear()
        self._state = self.start
        self._say(tr("widgets.restarted", self.language))
        self._refresh(None)
        self._show_cascade()

    def on_click(self, event: Mapping[str, Any]) -> None:
        """Handle a click on the board picture (an ipyevents event: ``dataX``/``dataY`` are
        pixels of the picture at its natural size, from the top left)."""
        x, y = event.get("dataX"), event.get("dataY")
        if x is None or y is None:
            return
        square = self.view.square_at(x, y)
        if square is None:
            self._say(tr("widgets.not_a_square", self.language), error=True)
            return
        board = getattr(self._state.game, "board", None)
        self.play(board.name(square) if board is not None else square)

    # --- internals -----------------------------------------------------------------------------
    def _play_choice(self) -> None:
        if self.choice.value is None:
            self._say(tr("widgets.choose_first", self.language), error=True)
        else:
            self.play(self.choice.value)

    def _say(self, text: str, *, error: bool = False) -> None:
        style = "; color: var(--jp-error-color1, #b00020)" if error else ""
        self.reason.value = (f'<div class="cubekit-reason-text" style="line-height: 1.45{style}">'
                             f'{html.escape(text)}</div>')

    def _candidates(self) -> list[tuple[str, str]]:
        """(label, move text) for the list: every square that is a move, legal ones marked."""
        state, lang = self._state, self.language
        legal = [str(move) for move in state.legal_moves()]
        legal_set = set(legal)
        texts: list[str] = []
        board = getattr(state.game, "board", None)
        if board is not None:
            for square in board.squares():
                name = board.name(square)
                try:
                    state.parse_move(name)
                except NotationError:
                    continue
                texts.append(name)
        texts += [text for text in legal if text not in set(texts)]
        return [(tr("widgets.option_legal", lang, move=text) if text in legal_set else text, text)
                for text in texts]

    def _status_text(self) -> str:
        state, lang = self._state, self.language
        game = state.game
        if state.outcome is not None:
            parts = [tr("widgets.status_over", lang, outcome=state.outcome.describe(lang))]
        else:
            parts = [tr("widgets.status_turn", lang, player=game.player_name(state.to_move))]
        marbles = getattr(state, "marbles", None)
        players = getattr(game, "players", None)
        if callable(marbles) and isinstance(players, int):
            counts = ", ".join(f"{game.player_name(p)} {marbles(p)}" for p in range(players))
            parts.append(tr("widgets.status_marbles", lang, marbles=counts))
        parts.append(tr("widgets.status_moves", lang, count=len(self._history)))
        return " ".join(parts)

    def _refresh(self, chosen: str | None) -> None:
        """Redraw the board, the status, the list and the buttons for the current position."""
        options = self._candidates()
        values = {value for _, value in options}
        self._quiet = True
        try:
            self.choice.options = options
            self.choice.value = chosen if chosen in values else None
        finally:
            self._quiet = False
        self.status.value = f"<b>{html.escape(self._status_text())}</b>"
        self._draw()
        over = self._state.outcome is not None
        self.play_button.disabled = over
        self.undo_button.disabled = not self._history
        self.restart_button.disabled = not self._history

    def _draw(self) -> None:
        highlight: frozenset[Any] = frozenset()
        if self.choice.value is not None:
            try:
                square = getattr(self._state.coerce_move(self.choice.value), "square", None)
            except NotationError:
                square = None
            if square is not None:
                highlight = frozenset({square})
        self.view.draw(self._state, highlight=highlight)
        self.image.value = self.view.png()

    def _on_choice(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self._draw()

    def _show_cascade(self) -> None:
        if not self._history:
            hint = tr("widgets.no_move_yet", self.language)
            self.cascade_title.value = f"<i>{html.escape(hint)}</i>"
            self.cascade.children = (self.cascade_title,)
            return
        transition = self._history[-1]
        self.cascade_title.value = html.escape(
            tr("widgets.cascade_title", self.language, move=str(transition.move)))
        if self.stepper is None:
            # smaller than the main board, so both fit on a screen
            width = round(self.view.size_px[0] * 0.75)
            self.stepper = Stepper(transition, language=self.language, board_width=width,
                                   **self._render_options)
        else:
            self.stepper.set_source(transition)
        self.cascade.children = (self.cascade_title, self.stepper)
