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

Against the random player, every move of yours is answered at once:

>>> explorer = Explorer(cubekit.load("chain_reaction", width=3, height=3), opponent="random")
>>> explorer.play("b2") is not None
True
>>> len(explorer.history), explorer.played_by_computer
(2, (False, True))
>>> explorer.undo() is not None and explorer.history == ()   # both moves taken back
True
"""

from __future__ import annotations

import html
import random
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from cubekit.core.game import Game, NotationError, State, Step, Transition
from cubekit.core.grid import Square
from cubekit.core.i18n import check_language, join_names, tr
from cubekit.widgets import messages  # noqa: F401  (registers the texts)
from cubekit.widgets.interaction import Interaction, interaction_for
from cubekit.widgets.stepper import Stepper, _button

try:  # clicks on the picture need ipyevents; without it the list and buttons still work
    from ipyevents import Event as _ClickEvents
except ImportError:  # pragma: no cover - depends on the installation
    _ClickEvents = None

OPPONENTS = ("person", "random")
"""Who makes the other moves: ``"person"`` (everything by hand) or ``"random"``."""

# who made a move of the history
_HAND, _ANSWER, _RANDOM = "hand", "answer", "random"
_MAX_ANSWERS = 50
"""The most moves the computer makes in a row before it waits for the person."""


class Explorer(widgets.VBox):
    """Play a game from ``game_or_state`` (a Game starts from its initial position).

    Click the board (needs the ``ipyevents`` package) or choose a move in the list and press
    *Play*. How a click becomes a move is the game's
    :class:`~cubekit.widgets.interaction.Interaction` (Kettenreaktion: click a square;
    Cubeslyde: select cubes, see their pushes as arrows, click where to push or place). A move
    the rules forbid is not played: the reason is shown instead, and *Why not?* explains the
    chosen move without playing it. *Undo* and *Restart* go back. After every move a
    :class:`~cubekit.widgets.Stepper` below the board walks through it step by step.

    ``opponent`` is ``"person"`` (every move by hand) or ``"random"``: a random player answers
    each of your moves with a legal move drawn by ``random.Random(seed)`` (for every other
    player, until it is the turn of the player who moved again), and *Undo* takes back its
    answer together with your move. The *Play against* menu switches it; *Random move* lets
    the random player make the next move at any time (e.g. to let it start).
    """

    def __init__(self, game_or_state: Game | State, *, language: str | None = None,
                 opponent: str = "person", seed: int = 0, **render_options: Any) -> None:
        super().__init__()
        if isinstance(game_or_state, Game):
            start = game_or_state.initial_state()
        elif isinstance(game_or_state, State):
            start = game_or_state
        else:
            raise TypeError("Explorer needs a Game or a State, got "
                            f"{type(game_or_state).__name__}")
        if opponent not in OPPONENTS:
            raise ValueError(f"unknown opponent {opponent!r}: expected 'person' or 'random'")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be a whole number, got {seed!r}")
        self.language = lang = check_language(language)
        self._render_options = render_options
        self.start = start
        self.seed = seed
        self._rng = random.Random(seed)
        self._state: State = start
        self._history: list[Transition] = []
        self._by: list[str] = []         # who made each move: _HAND, _ANSWER or _RANDOM
        self._quiet = False
        self.interaction: Interaction = interaction_for(start, lang)

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
                               f"{html.escape(self.interaction.hint())}</i></div>")
            self._events = _ClickEvents(source=self.image, watched_events=["click"],
                                        prevent_default_action=True)
            self._events.on_dom_event(self.on_click)

        self.status = widgets.HTML()
        self.status.add_class("cubekit-status")
        self.opponent_menu = widgets.Dropdown(
            options=[(tr("widgets.opponent_person", lang), "person"),
                     (tr("widgets.opponent_random", lang), "random")],
            value=opponent, description=tr("widgets.opponent_label", lang),
            tooltip=tr("widgets.opponent_tip", lang), style={"description_width": "auto"},
            layout=widgets.Layout(width="17em"))
        self.opponent_menu.add_class("cubekit-opponent")
        self.hand_label = widgets.HTML()
        self.hand = widgets.ToggleButtons(options=[], value=None,
                                          style={"button_width": "auto"},
                                          layout=widgets.Layout(width="auto"))
        self.hand.add_class("cubekit-hand")
        self.hand_box = widgets.VBox([self.hand_label, self.hand],
                                     layout=widgets.Layout(display="none"))
        self.choice = widgets.Dropdown(description=self.interaction.move_label(),
                                       tooltip=tr("widgets.move_tip", lang),
                                       style={"description_width": "auto"},
                                       layout=widgets.Layout(width="15em"))
        self.choice.add_class("cubekit-move")
        self.play_button = _button("play_move", "check", "cubekit-play-move", lang)
        self.why_button = _button("why", "question", "cubekit-why", lang)
        self.undo_button = _button("undo", "undo", "cubekit-undo", lang)
        self.restart_button = _button("restart", "refresh", "cubekit-restart", lang)
        self.computer_button = _button("computer_move", "random", "cubekit-computer-move", lang)
        self.play_button.on_click(lambda _: self._play_choice())
        self.why_button.on_click(lambda _: self.why())
        self.undo_button.on_click(lambda _: self.undo())
        self.restart_button.on_click(lambda _: self.restart())
        self.computer_button.on_click(lambda _: self.computer_move())
        self.preview = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.preview.add_class("cubekit-preview")
        self.reason = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.reason.add_class("cubekit-reason")
        side = widgets.VBox(
            [self.hint, self.hand_box, self.choice,
             widgets.HBox([self.play_button, self.why_button]),
             widgets.HBox([self.undo_button, self.restart_button]), self.opponent_menu,
             widgets.HBox([self.computer_button]), self.preview, self.reason],
            layout=widgets.Layout(width="24em", margin="0 0 0 1em"))
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
        self.hand.observe(self._on_hand, names="value")
        self.opponent_menu.observe(self._on_opponent, names="value")
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
    def played_by_computer(self) -> tuple[bool, ...]:
        """For each move of :attr:`history`: whether the random player made it."""
        return tuple(by != _HAND for by in self._by)

    @property
    def opponent(self) -> str:
        """``"person"`` or ``"random"`` (see the class docs); settable."""
        return str(self.opponent_menu.value)

    @opponent.setter
    def opponent(self, value: str) -> None:
        if value not in OPPONENTS:
            raise ValueError(f"unknown opponent {value!r}: expected 'person' or 'random'")
        self.opponent_menu.value = value

    @property
    def widget(self) -> Explorer:
        return self

    def play(self, move: Any) -> Transition | None:
        """Play ``move`` (a move or its notation, e.g. ``"c3"``) if the rules allow it; against
        the random player, its answer follows at once.

        Returns your explained move, or None when it is refused; the reason is then shown and
        the position stays as it was.
        """
        state = self._state
        text = str(move)
        try:
            move = state.coerce_move(move)
        except NotationError as error:
            self._say(tr("widgets.refused", self.language, move=text, reason=str(error)),
                      error=True)
            return None
        reason = state.why_illegal(move, self.language)
        if reason is not None:
            self._say(tr("widgets.refused", self.language, move=str(move), reason=reason),
                      error=True)
            self._refresh(str(move))
            return None
        transition = self._record(state.explain(move, self.language), _HAND)
        sentences = [tr("widgets.played", self.language, move=str(move),
                        player=state.game.player_name(state.to_move))]
        if self.opponent == "random":
            for answer in self._answer(state.to_move):
                sentences.append(tr("widgets.answered", self.language, move=str(answer.move),
                                    player=state.game.player_name(answer.before.to_move)))
        self._say(" ".join(sentences))
        self._changed(str(move))
        return transition

    def computer_move(self) -> Transition | None:
        """Let the random player make the next move (whatever the opponent setting); returns
        it, or None when the game is over."""
        state = self._state
        if state.outcome is not None or not state.legal_moves():
            self._say(tr("core.game_over", self.language), error=True)
            return None
        transition = self._random_move(_RANDOM)
        self._say(tr("widgets.computer_played", self.language, move=str(transition.move),
                     player=state.game.player_name(state.to_move)))
        self._changed(None)
        return transition

    def click(self, square: Square | str) -> Transition | None:
        """What a click on ``square`` (a square or its name) does: select, place or push as the
        game's interaction decides. Returns the move played, if one was."""
        reaction = self.interaction.click(square)
        if reaction.move is not None:
            return self.play(reaction.move)
        if reaction.changed:
            self._set_choice(None)
            self._sync_palette()
            self._draw()
        if reaction.message is not None:
            self._say(reaction.message, error=reaction.error)
        elif reaction.changed:
            self.reason.value = ""
        return None

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
        """Take back the last move; against the random player, its answer and your move.
        Returns the earliest move taken back, or None when no move was played."""
        if not self._history:
            self._say(tr("widgets.nothing_to_undo", self.language))
            return None
        taken: list[Transition] = []
        if self.opponent == "random":
            while self._by and self._by[-1] == _ANSWER:
                taken.append(self._pop())
        if self._history:
            taken.append(self._pop())
        first = taken[-1]
        self._state = first.before
        if len(taken) == 1:
            self._say(tr("widgets.undone", self.language, move=str(first.move)))
        else:
            moves = join_names([str(t.move) for t in reversed(taken)], self.language)
            self._say(tr("widgets.undone_many", self.language, moves=moves))
        self._changed(None)
        return first

    def restart(self) -> None:
        """Go back to the start position and forget every move (the random player starts
        again from its seed, so it answers the same moves the same way)."""
        self._history.clear()
        self._by.clear()
        self._rng = random.Random(self.seed)
        self._state = self.start
        self._say(tr("widgets.restarted", self.language))
        self._changed(None)

    def on_click(self, event: Mapping[str, Any]) -> None:
        """Handle a click on the board picture (an ipyevents event: ``dataX``/``dataY`` are
        pixels of the picture at its natural size, from the top left)."""
        x, y = event.get("dataX"), event.get("dataY")
        if x is None or y is None:
            return
        square = self.view.square_at(x, y)
        if square is None:
            if self.interaction.clear():
                self._sync_palette()
                self._draw()
            self._say(tr("widgets.not_a_square", self.language), error=True)
            return
        self.click(square)

    # --- internals -----------------------------------------------------------------------------
    def _record(self, transition: Transition, by: str) -> Transition:
        self._history.append(transition)
        self._by.append(by)
        self._state = transition.after
        return transition

    def _pop(self) -> Transition:
        self._by.pop()
        return self._history.pop()

    def _random_move(self, by: str) -> Transition:
        state = self._state
        move = self._rng.choice(state.legal_moves())
        return self._record(state.explain(move, self.language), by)

    def _answer(self, human: int) -> list[Transition]:
        """The random player's moves after ``human`` moved: for every other player until it is
        ``human``'s turn again. A player may move several times in a row when ``human`` has to
        pass (Deblockle's DB-7); after ``_MAX_ANSWERS`` moves the computer waits, and *Random
        move* lets it go on (``human`` may be out for good)."""
        answers: list[Transition] = []
        while len(answers) < _MAX_ANSWERS:
            state = self._state
            if state.outcome is not None or state.to_move == human or not state.legal_moves():
                break
            answers.append(self._random_move(_ANSWER))
        return answers

    def _play_choice(self) -> None:
        if self.choice.value is None:
            self._say(tr("widgets.choose_first", self.language), error=True)
        else:
            self.play(self.choice.value)

    def _say(self, text: str, *, error: bool = False) -> None:
        style = "; color: var(--jp-error-color1, #b00020)" if error else ""
        self.reason.value = (f'<div class="cubekit-reason-text" style="line-height: 1.45{style}">'
                             f'{html.escape(text)}</div>')

    def _status_text(self) -> str:
        state, lang = self._state, self.language
        if state.outcome is not None:
            parts = [tr("widgets.status_over", lang, outcome=state.outcome.describe(lang))]
        else:
            parts = [tr("widgets.status_turn", lang,
                        player=state.game.player_name(state.to_move))]
        parts += self.interaction.status()
        parts.append(tr("widgets.status_moves", lang, count=len(self._history)))
        return " ".join(parts)

    def _changed(self, chosen: str | None) -> None:
        """The position changed: tell the interaction, redraw, show the last moves."""
        self.interaction.reset(self._state)
        self._refresh(chosen)
        self._show_cascade()

    def _set_choice(self, value: str | None) -> None:
        self._quiet = True
        try:
            self.choice.value = value
        finally:
            self._quiet = False

    def _refresh(self, chosen: str | None) -> None:
        """Redraw the board, the status, the lists and the buttons for the current position."""
        options = self.interaction.candidates()
        values = {value for _, value in options}
        self._quiet = True
        try:
            self.choice.options = options
            self.choice.value = chosen if chosen in values else None
        finally:
            self._quiet = False
        self.status.value = f"<b>{html.escape(self._status_text())}</b>"
        self._sync_palette()
        self._draw()
        over = self._state.outcome is not None
        self.play_button.disabled = over
        self.computer_button.disabled = over
        self.undo_button.disabled = not self._history
        self.restart_button.disabled = not self._history

    def _sync_palette(self) -> None:
        palette = self.interaction.palette()
        self._quiet = True
        try:
            if palette is None:
                self.hand_box.layout.display = "none"
                self.hand.options = []
                self.hand.value = None
                return
            self.hand_box.layout.display = None
            self.hand_label.value = html.escape(palette.label)
            if tuple(self.hand.options) != palette.options:
                self.hand.options = list(palette.options)
            self.hand.value = palette.value
            self.hand.tooltip = palette.tooltip or None
        finally:
            self._quiet = False

    def _draw(self) -> None:
        preview = self.interaction.preview(self.choice.value)
        self.view.draw(self._state, highlight=preview.highlight, arrows=preview.arrows)
        self.image.value = self.view.png()
        if preview.title or preview.notes:
            items = "".join(f"<li>{html.escape(note)}</li>" for note in preview.notes)
            title = f"<b>{html.escape(preview.title)}</b>" if preview.title else ""
            listed = (f"<ul style='margin: 0.2em 0; padding-left: 1.2em'>{items}</ul>"
                      if items else "")
            self.preview.value = (f"<div class='cubekit-preview-text' "
                                  f"style='line-height: 1.4'>{title}{listed}</div>")
        else:
            self.preview.value = ""

    def _on_choice(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            if self.interaction.clear():   # a move from the list replaces a board selection
                self._sync_palette()
            self._draw()

    def _on_hand(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        reaction = self.interaction.pick(change["new"])
        self._set_choice(None)
        self._draw()
        if reaction.message is not None:
            self._say(reaction.message, error=reaction.error)

    def _on_opponent(self, change: dict[str, Any]) -> None:
        key = "widgets.opponent_now_random" if change["new"] == "random" else \
            "widgets.opponent_now_person"
        self._say(tr(key, self.language))

    def _turn(self) -> list[int]:
        """Indices in the history of the last turn: the last move made by hand or by the
        *Random move* button, and the random player's answers to it."""
        index = len(self._history) - 1
        while index > 0 and self._by[index] == _ANSWER:
            index -= 1
        return list(range(index, len(self._history)))

    def _turn_steps(self, indices: list[int]) -> list[Step]:
        steps: list[Step] = []
        for index in indices:
            transition = self._history[index]
            before = transition.before
            player = before.game.player_name(before.to_move)
            key = "widgets.before" if self._by[index] == _HAND else "widgets.computer_before"
            text = tr(key, self.language, player=player, move=str(transition.move))
            steps.append(Step(before, "before", text))
            steps.extend(transition.steps)
        return steps

    def _show_cascade(self) -> None:
        if not self._history:
            hint = tr("widgets.no_move_yet", self.language)
            self.cascade_title.value = f"<i>{html.escape(hint)}</i>"
            self.cascade.children = (self.cascade_title,)
            return
        indices = self._turn()
        first = self._history[indices[0]]
        if len(indices) > 1:
            answers = join_names([str(self._history[i].move) for i in indices[1:]],
                                 self.language)
            title = tr("widgets.cascade_title_answer", self.language, move=str(first.move),
                       answers=answers)
        elif self._by[indices[0]] == _HAND:
            title = tr("widgets.cascade_title", self.language, move=str(first.move))
        else:
            title = tr("widgets.cascade_title_random", self.language, move=str(first.move))
        self.cascade_title.value = html.escape(title)
        steps = self._turn_steps(indices)
        if self.stepper is None:
            # smaller than the main board, so both fit on a screen
            width = round(self.view.size_px[0] * 0.75)
            self.stepper = Stepper(steps, language=self.language, board_width=width,
                                   **self._render_options)
        else:
            self.stepper.set_source(steps)
        self.cascade.children = (self.cascade_title, self.stepper)
