"""Explorer: play moves by clicking the board or from a list, ask why a move is illegal, and
play against the computer.

>>> import cubekit
>>> from cubekit.widgets import Explorer
>>> explorer = Explorer(cubekit.load("chain_reaction", width=3, height=3))
>>> explorer.play("a1") is not None, explorer.play("a1") is None   # a1 is A's now: refused
(True, True)
>>> "belongs to A" in explorer.reason.value
True
>>> len(explorer.history)
1

Against a computer player, every move of yours is answered:

>>> explorer = Explorer(cubekit.load("chain_reaction", width=3, height=3), opponent="random")
>>> explorer.play("b2") is not None
True
>>> len(explorer.history), explorer.played_by_computer
(2, (False, True))
>>> explorer.undo() is not None and explorer.history == ()   # both moves taken back
True
>>> explorer = Explorer(cubekit.load("chain_reaction", width=3, height=3), opponent="mcts",
...                     strength="iterations=30", seed=1)
>>> explorer.play("b2") is not None and explorer.played_by
(None, 'mcts:iterations=30')
"""

from __future__ import annotations

import html
import threading
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from cubekit.core.events import BeforeMove
from cubekit.core.game import Game, NotationError, State, Step, Transition
from cubekit.core.grid import Square
from cubekit.core.i18n import check_language, join_names, move_text, tr
from cubekit.widgets.best_play import BestPlay
from cubekit.widgets.computer import (
    ANSWER,
    DEFAULT_STRENGTH,
    HAND,
    OPPONENTS,
    STRENGTHS,
    Computer,
    Made,
    Thinking,
    check_opponent,
    preset_seconds,
    strength_spec,
)
from cubekit.widgets.explorer_status import capitalized, status_html, turn_title_html
from cubekit.widgets.interaction import Interaction, interaction_for
from cubekit.widgets.snapshot import Snapshot
from cubekit.widgets.stepper import Stepper, _button

try:  # clicks on the picture need ipyevents; without it the list and buttons still work
    from ipyevents import Event as _ClickEvents
except ImportError:  # pragma: no cover - depends on the installation
    _ClickEvents = None

__all__ = ["DEFAULT_STRENGTH", "OPPONENTS", "STRENGTHS", "Explorer"]
"""The Explorer, and from :mod:`cubekit.widgets.computer` who it can play against."""

CASCADE_SCALE = 0.75
"""The stepper below the board shows its pictures at this fraction of the board's size."""

_LISTED = object()
"""Stands for "the move chosen in the list" (:meth:`Explorer._draw`)."""


def _start_of(game_or_state: Game | State, language: str | None = None) -> State:
    """The position to start from: a Game's initial position, or the State itself."""
    if isinstance(game_or_state, Game):
        return game_or_state.initial_state()
    if isinstance(game_or_state, State):
        return game_or_state
    raise TypeError(tr("widgets.error.explorer", language, kind=type(game_or_state).__name__))


class Explorer(Snapshot, widgets.VBox):
    """Play a game from ``game_or_state`` (a Game starts from its initial position).

    Click the board (needs the ``ipyevents`` package) or choose a move in the list and press
    *Play*. How a click becomes a move is the game's
    :class:`~cubekit.widgets.interaction.Interaction` (Kettenreaktion: click a square;
    Cubeslyde: select cubes, see their pushes as arrows, click where to push or place). A move
    the rules forbid is not played: the reason is shown instead, and *Why not?* explains the
    chosen move without playing it. *Undo* and *Restart* go back. After every move a
    :class:`~cubekit.widgets.Stepper` below the board walks through it step by step.
    Picture keywords (``scale=1.5`` for a projector, ``dpi=``, the game's options) go to the
    board's :class:`~cubekit.render.BoardView`; left out, the session's
    (:func:`cubekit.set_display`).

    **Playing against the computer.** ``opponent`` (also the *Play against* menu) is
    ``"person"`` (every move by hand) or a computer player of :mod:`cubekit.bots` that answers
    each of your moves, for every other player until it is your turn again: ``"random"`` (a
    legal move drawn by ``random.Random(seed)``), ``"greedy"`` (the best move one move ahead
    by the game's evaluation) or ``"mcts"`` (Monte Carlo tree search). ``strength`` (the
    *Strength* menu) sets the tree search's budget: ``"quick"``, ``"medium"`` or ``"strong"``
    (see :data:`STRENGTHS`), or MCTS settings such as ``"iterations=50"``. Each computer
    player is made once with ``seed`` and used for every seat, so the same moves get the same
    answers; *Restart* starts them afresh. The computer's moves appear in the stepper below
    the board, titled with the player that chose them and a sentence on how it chooses; the
    stepper opens at the computer's move. *Undo* takes back its answer together with your
    move. *Computer move* lets the chosen player (the random player against a person) make
    the next move at any time, e.g. so that it starts.

    **Thinking in the background.** While the computer thinks, a progress bar fills and
    *Stop* ends the thinking: the computer then plays the best move it has found so far. The
    board and the controls are locked meanwhile (a click is refused with a message). Moves
    from the widget's buttons and board are thought about in a background thread when
    ``background`` is true, so the notebook stays responsive; ``None`` (the default) means
    "when running in a Jupyter kernel". Calls from code -- :meth:`play`,
    :meth:`computer_move`, :meth:`click` -- wait for the computer's answer unless given
    ``wait=False`` (then :attr:`thinking`, :meth:`wait` and :meth:`stop` follow it), so a
    notebook cell or a test plays deterministically.
    """

    def __init__(self, game_or_state: Game | State, *, language: str | None = None,
                 opponent: str = "person", strength: str = DEFAULT_STRENGTH, seed: int = 0,
                 background: bool | None = None, **render_options: Any) -> None:
        super().__init__()
        self.language = lang = check_language(language)
        start = _start_of(game_or_state, lang)
        check_opponent(opponent, lang)
        strength_value, _ = strength_spec(strength, lang)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(tr("widgets.error.seed", lang, seed=repr(seed)))
        if background is not None and not isinstance(background, bool):
            raise TypeError(tr("widgets.error.background", lang, value=repr(background)))
        self._render_options = render_options
        self.start = start
        self.seed = seed
        self._computer = Computer(seed)
        self.background: bool = self._computer.in_kernel if background is None else background
        """Whether clicks let the computer think in a background thread (see the class)."""
        self._lock = threading.RLock()
        self._job: Thinking | None = None
        self._state: State = start
        self._history: list[Transition] = []
        self._made: list[Made] = []     # who made each move of the history
        self._quiet = False
        self.interaction: Interaction = interaction_for(start, lang)

        self.status = widgets.HTML()
        self.status.add_class("cubekit-status")
        board = self._build_board()
        side = widgets.VBox(
            [self.hint, *self._build_move_list(), *self._build_controls_row(),
             *self._build_opponent_row(opponent, strength_value), *self._build_messages()],
            layout=widgets.Layout(width="24em", margin="0 0 0 1em"))
        side.add_class("cubekit-explorer-controls")
        main = widgets.HBox([board, side], layout=widgets.Layout(
            align_items="flex-start", flex_flow="row wrap"))
        self.children = (self.status, main, self._build_cascade_area())
        self.add_class("cubekit-explorer")
        self.choice.observe(self._on_choice, names="value")
        self.hand.observe(self._on_hand, names="value")
        self.opponent_menu.observe(self._on_opponent, names="value")
        self.strength_menu.observe(self._on_strength, names="value")
        self._refresh(None)
        self._show_cascade()

    # --- building the controls (once) ----------------------------------------------------------
    def _build_board(self) -> widgets.Image:
        """The board picture, clickable with ipyevents (then :attr:`hint` says how)."""
        from cubekit.render import BoardView

        self.view = BoardView(self.start.game, language=self.language, **self._render_options)
        self.image = widgets.Image(format="png", layout=widgets.Layout(
            max_width="100%", height="auto", flex="0 0 auto"))
        self.image.add_class("cubekit-board")
        self.clickable = _ClickEvents is not None
        self._events: widgets.Widget | None = None
        self.hint = widgets.HTML()
        self.hint.add_class("cubekit-hint")
        if _ClickEvents is not None:   # (no tooltip on the Image: ipywidgets 8 cannot show it)
            self.hint.value = (f"<div style='line-height: 1.45'><i>"
                               f"{html.escape(self.interaction.hint())}</i></div>")
            events = _ClickEvents(source=self.image, watched_events=["click"],
                                  prevent_default_action=True)
            events.on_dom_event(self.on_click)
            self._events = events
        return self.image

    def _build_move_list(self) -> list[widgets.Widget]:
        """The game's palette (hidden unless the interaction has one) and the move list."""
        self.hand_label = widgets.HTML()
        self.hand = widgets.ToggleButtons(options=[], value=None,
                                          style={"button_width": "auto"},
                                          layout=widgets.Layout(width="auto"))
        self.hand.add_class("cubekit-hand")
        self.hand_box = widgets.VBox([self.hand_label, self.hand],
                                     layout=widgets.Layout(display="none"))
        self.choice = widgets.Dropdown(description=self.interaction.move_label(),
                                       tooltip=tr("widgets.move_tip", self.language),
                                       style={"description_width": "auto"},
                                       layout=widgets.Layout(width="15em"))
        self.choice.add_class("cubekit-move")
        return [self.hand_box, self.choice]

    def _build_controls_row(self) -> list[widgets.Widget]:
        """*Play* and *Why not?*, *Undo* and *Restart*."""
        lang = self.language
        self.play_button = _button("play_move", "check", "cubekit-play-move", lang)
        self.why_button = _button("why", "question", "cubekit-why", lang)
        self.undo_button = _button("undo", "undo", "cubekit-undo", lang)
        self.restart_button = _button("restart", "refresh", "cubekit-restart", lang)
        self.play_button.on_click(lambda _: self._play_choice())
        self.why_button.on_click(lambda _: self.why())
        self.undo_button.on_click(lambda _: self.undo())
        self.restart_button.on_click(lambda _: self.restart())
        return [widgets.HBox([self.play_button, self.why_button]),
                widgets.HBox([self.undo_button, self.restart_button])]

    def _build_opponent_row(self, opponent: str, strength: str) -> list[widgets.Widget]:
        """The *Play against* and *Strength* menus, *Computer move*, and the progress bar with
        *Stop* (shown instead of *Computer move* while the computer thinks)."""
        lang = self.language
        self.opponent_menu = widgets.Dropdown(
            options=[(tr(f"widgets.opponent_{name}", lang), name) for name in OPPONENTS],
            value=opponent, description=tr("widgets.opponent_label", lang),
            tooltip=tr("widgets.opponent_tip", lang), style={"description_width": "8em"},
            layout=widgets.Layout(width="23em"))
        self.opponent_menu.add_class("cubekit-opponent")
        self.strength_menu = widgets.Dropdown(
            options=self._strength_options(strength), value=strength,
            description=tr("widgets.strength_label", lang),
            tooltip=tr("widgets.strength_tip", lang, **preset_seconds(lang)),
            style={"description_width": "8em"}, layout=widgets.Layout(width="23em"))
        self.strength_menu.add_class("cubekit-strength")
        self.computer_button = _button("computer_move", "desktop", "cubekit-computer-move",
                                       lang)
        self.stop_button = _button("stop", "stop", "cubekit-stop", lang)
        self.stop_button.button_style = "warning"
        self.computer_button.on_click(lambda _: self.computer_move(wait=not self.background))
        self.stop_button.on_click(lambda _: self.stop())
        self.progress = widgets.FloatProgress(
            value=0.0, min=0.0, max=1.0, description=tr("widgets.progress_label", lang),
            bar_style="info", style={"description_width": "auto"},
            layout=widgets.Layout(width="13em"))
        self.progress.add_class("cubekit-progress")
        self.thinking_box = widgets.HBox([self.progress, self.stop_button], layout=widgets.Layout(
            align_items="center", display="none"))
        self.thinking_box.add_class("cubekit-thinking")
        return [self.opponent_menu, self.strength_menu,
                widgets.HBox([self.computer_button, self.thinking_box])]

    def _build_messages(self) -> list[widgets.Widget]:
        """The chosen move's preview and what the explorer says (a reason, an answer)."""
        self.preview = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.preview.add_class("cubekit-preview")
        self.reason = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.reason.add_class("cubekit-reason")
        self.best_play = BestPlay.for_game(self.start, language=self.language)
        return [self.preview, self.best_play, self.reason]

    def _build_cascade_area(self) -> widgets.VBox:
        """Below the board: the last turn's title and, after the first move, its stepper."""
        self.cascade_title = widgets.HTML()
        self.cascade_title.add_class("cubekit-cascade-title")
        self.stepper: Stepper | None = None
        self.cascade = widgets.VBox([self.cascade_title],
                                    layout=widgets.Layout(margin="0.5em 0 0 0"))
        self.cascade.add_class("cubekit-cascade")
        return self.cascade

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
        """For each move of :attr:`history`: whether a computer player made it."""
        return tuple(made.kind != HAND for made in self._made)

    @property
    def played_by(self) -> tuple[str | None, ...]:
        """For each move of :attr:`history`: the spec of the computer player that made it
        (e.g. ``"greedy"``, ``"mcts:iterations=400,seconds=1.5"``), None for a move by hand."""
        return tuple(made.spec for made in self._made)

    @property
    def opponent(self) -> str:
        """``"person"``, ``"random"``, ``"greedy"`` or ``"mcts"`` (see the class docs);
        settable."""
        return str(self.opponent_menu.value)

    @opponent.setter
    def opponent(self, value: str) -> None:
        check_opponent(value, self.language)
        self.opponent_menu.value = value

    @property
    def strength(self) -> str:
        """The tree search's strength: ``"quick"``, ``"medium"``, ``"strong"`` (see
        :data:`STRENGTHS`) or its MCTS settings (e.g. ``"iterations=50"``); settable."""
        return str(self.strength_menu.value)

    @strength.setter
    def strength(self, value: str) -> None:
        key, _ = strength_spec(value, self.language)
        if key not in {option for _, option in self.strength_menu.options}:
            self._quiet = True
            try:
                self.strength_menu.options = self._strength_options(key)
            finally:
                self._quiet = False
        self.strength_menu.value = key

    @property
    def thinking(self) -> bool:
        """Whether the computer is thinking about a move right now (in the background)."""
        return self._job is not None

    @property
    def widget(self) -> Explorer:
        return self

    def play(self, move: Any, *, wait: bool = True) -> Transition | None:
        """Play ``move`` (a move or its notation, e.g. ``"c3"``) if the rules allow it; against
        a computer player, its answer follows -- at once, or with ``wait=False`` from a
        background thread (see :meth:`wait`).

        Returns your explained move, or None when it is refused (also while the computer is
        thinking); the reason is then shown and the position stays as it was.
        """
        with self._lock:
            if self._refuse_while_thinking():
                return None
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
                self._refresh(str(move))
                self._say(self._words("widgets.refused", move, reason=reason), error=True)
                return None
            transition = self._record(state.explain(move, self.language), Made(HAND))
            sentence = self._words("widgets.played", move,
                                   player=state.game.player_name(state.to_move))
            if self.opponent != "person" and self._answer_needed(state.to_move):
                self._think(state.to_move, [sentence], str(move), wait)
            else:
                self._changed(str(move), sentence)
            return transition

    def computer_move(self, *, wait: bool = True) -> Transition | None:
        """Let the computer make the next move: the player chosen as opponent (the random
        player when the opponent is a person). Returns it, or None when the game is over or
        the computer is already thinking -- or, with ``wait=False``, at once (the move follows
        from a background thread; see :meth:`wait`)."""
        with self._lock:
            if self._refuse_while_thinking():
                return None
            state = self._state
            if state.outcome is not None or not state.legal_moves():
                self._say(tr("core.game_over", self.language))
                return None
            count = len(self._history)
            self._think(None, [], None, wait)
            return self._history[count] if len(self._history) > count else None

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the computer has made its move(s) (at most ``timeout`` seconds);
        returns whether it is done (True at once when it is not thinking)."""
        job = self._job
        if job is None:
            return True
        if not job.join(timeout):
            return False
        job.finish()    # at once, without waiting for the kernel's thread to get to it
        return True

    def stop(self) -> bool:
        """Stop the computer's thinking (the *Stop* button): it plays the best move it has
        found so far. Returns whether it was thinking."""
        job = self._job
        if job is None:
            return False
        job.stop()
        self.stop_button.disabled = True
        return True

    def click(self, square: Square | str, *, wait: bool = True) -> Transition | None:
        """What a click on ``square`` (a square or its name) does: select, place or push as the
        game's interaction decides. Returns the move played, if one was (``wait``: see
        :meth:`play`)."""
        with self._lock:
            if self._refuse_while_thinking():
                return None
            reaction = self.interaction.click(square)
            if reaction.move is not None:
                return self.play(reaction.move, wait=wait)
            if reaction.changed:
                self._set_choice(None)
                self._sync_palette()
                self._draw()
            if reaction.message is not None:
                self._say(reaction.message, error=reaction.error)
            elif reaction.changed:
                self.reason.value = ""
            return None

    def why(self, move: object = None) -> str:
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
            text = self._words("widgets.refused", move, reason=str(error))
            self._say(text, error=True)
            return text
        reason = state.why_illegal(parsed, self.language)
        if reason is None:
            text = self._words("widgets.allowed", parsed,
                               player=state.game.player_name(state.to_move))
        else:
            text = self._words("widgets.refused", parsed, reason=reason)
        self._say(text, error=reason is not None)
        return text

    def undo(self) -> Transition | None:
        """Take back the last move; against a computer player, its answer and your move.
        Returns the earliest move taken back, or None when no move was played (or the
        computer is thinking)."""
        with self._lock:
            if self._refuse_while_thinking():
                return None
            if not self._history:
                self._say(tr("widgets.nothing_to_undo", self.language))
                return None
            taken: list[Transition] = []
            if self.opponent != "person":
                while self._made and self._made[-1].kind == ANSWER:
                    taken.append(self._pop())
            if self._history:
                taken.append(self._pop())
            first = taken[-1]
            self._state = first.before
            if len(taken) == 1:
                said = self._words("widgets.undone", first.move)
            else:
                moves = join_names([move_text(t.move, self.language) for t in reversed(taken)],
                                   self.language)
                said = tr("widgets.undone_many", self.language, moves=moves)
            self._changed(None, said)
            return first

    def restart(self) -> None:
        """Go back to the start position and forget every move (the computer players start
        again from their seed, so they answer the same moves the same way)."""
        with self._lock:
            if self._refuse_while_thinking():
                return
            self._history.clear()
            self._made.clear()
            self._computer.forget()
            self._state = self.start
            self._changed(None, tr("widgets.restarted", self.language))

    def on_click(self, event: Mapping[str, Any]) -> None:
        """Handle a click on the board picture (an ipyevents event: ``dataX``/``dataY`` are
        pixels of the picture at its natural size, from the top left)."""
        x, y = event.get("dataX"), event.get("dataY")
        if x is None or y is None:
            return
        with self._lock:
            if self._refuse_while_thinking():
                return
            square = self.view.square_at(x, y)
            if square is None:
                if self.interaction.clear():
                    self._sync_palette()
                    self._draw()
                self._say(tr("widgets.not_a_square", self.language))
                return
            self.click(square, wait=not self.background)

    # --- internals: the computer's thinking ----------------------------------------------------
    def _refuse_while_thinking(self) -> bool:
        if self._job is None:
            return False
        self._say(tr("widgets.busy", self.language))
        return True

    def _answer_needed(self, human: int) -> bool:
        state = self._state
        return (state.outcome is None and state.to_move != human
                and bool(state.legal_moves()))

    def _bot(self, opponent: str) -> Made:
        """How the explorer calls the computer player for ``opponent`` (the random one for a
        person)."""
        return self._computer.bot(opponent, self.strength, self.language)[1]

    def _think(self, human: int | None, prefix: list[str], chosen: str | None,
               wait: bool) -> None:
        """Let the computer move: for every player until ``human`` moves again, or once
        (``human`` None); in this thread, or in a new one unless ``wait``. ``prefix`` is said
        before the computer's moves, ``chosen`` stays chosen when it makes none."""
        job = self._computer.thinking(
            self.opponent, self.strength, self.language, self._state, human,
            on_progress=self._show_progress,
            on_done=lambda done: self._finish(done, prefix, chosen))
        self._job = job
        self.progress.value = 0.0
        self._say(" ".join([*prefix, capitalized(tr(
            "widgets.thinking", self.language, bot=job.made.name,
            player=self._state.game.player_name(self._state.to_move)))]))
        if wait:
            self._sync_controls()
            job.run()     # an error of the player is raised after it is shown
            return
        if prefix:
            self._changed(chosen)   # show your move at once; the controls are locked meanwhile
        else:
            self._sync_controls()
        job.start()

    def _show_progress(self, job: Thinking) -> None:
        if self._job is job:
            self.progress.value = min(max(job.fraction, 0.0), 1.0)

    def _finish(self, job: Thinking, prefix: list[str], chosen: str | None) -> None:
        """Play the computer's moves once it has chosen them (only once per job)."""
        with self._lock:
            if self._job is not job:
                return
            self._job = None
            lang, made = self.language, job.made
            sentences = list(prefix)
            for transition in job.transitions:
                self._record(transition, made)
                key = "widgets.answered" if made.kind == ANSWER else "widgets.computer_played"
                before = transition.before
                sentences.append(capitalized(tr(key, lang, bot=made.name,
                                              move=move_text(transition.move, lang),
                                              player=before.game.player_name(before.to_move))))
            if job.stopped and job.transitions:
                sentences.append(tr("widgets.stopped", lang))
            if job.error is not None:
                sentences.append(capitalized(tr("widgets.bot_failed", lang, bot=made.name,
                                              error=str(job.error))))
            self.progress.value = min(max(job.fraction, 0.0), 1.0)
            # after an answer your move is history: nothing is chosen for the next one
            self._changed(None if job.transitions else chosen, " ".join(sentences),
                          error=job.error is not None)

    # --- internals -----------------------------------------------------------------------------
    def _strength_options(self, value: str) -> list[tuple[str, str]]:
        lang = self.language
        options = [(tr("widgets.strength_option", lang,
                       strength=tr(f"widgets.strength_{name}", lang), seconds=seconds), name)
                   for name, seconds in preset_seconds(lang).items()]
        if value not in STRENGTHS:
            options.append((tr("widgets.strength_custom", lang, settings=value), value))
        return options

    def _record(self, transition: Transition, made: Made) -> Transition:
        self._history.append(transition)
        self._made.append(made)
        self._state = transition.after
        return transition

    def _pop(self) -> Transition:
        self._made.pop()
        return self._history.pop()

    def _play_choice(self) -> None:
        if self._refuse_while_thinking():
            return
        if self.choice.value is None:
            self._say(tr("widgets.choose_first", self.language))
        else:
            self.play(self.choice.value, wait=not self.background)

    def _words(self, key: str, move: Any, **fields: Any) -> str:
        """A sentence of the catalogue about ``move``, written in the Explorer's language."""
        return tr(key, self.language, move=move_text(move, self.language), **fields)

    def _say(self, text: str, *, error: bool = False) -> None:
        """A short sentence beside the board: neutral, red only for a refused move."""
        style = "; color: var(--jp-error-color1, #b00020)" if error else ""
        self.reason.value = (f'<div class="cubekit-reason-text" style="line-height: 1.45{style}">'
                             f'{html.escape(text)}</div>')

    def _status_text(self) -> str:
        """The status line as HTML: whose turn in the player's colour, the last move in words
        (:mod:`cubekit.widgets.explorer_status`)."""
        return status_html(self._state, self._history, self.language, self.interaction.status(),
                           scale=self.view.scale)

    def _changed(self, chosen: str | None, said: str | None = None, *,
                 error: bool = False) -> None:
        """The position changed: tell the interaction, redraw (the board first), say ``said``
        (if given), show the last moves."""
        self.interaction.reset(self._state)
        self._refresh(chosen)
        if said is not None:
            self._say(said, error=error)
        self._show_cascade()

    def _set_choice(self, value: str | None) -> None:
        self._quiet = True
        try:
            self.choice.value = value
        finally:
            self._quiet = False

    def _refresh(self, chosen: str | None) -> None:
        """Redraw the board, the status, the lists and the buttons for the current position.

        The picture goes first, so the browser shows it while the rest follows; the move
        list is sent again only when it changed.
        """
        options = list(self.interaction.candidates())
        chosen = chosen if chosen in {value for _, value in options} else None
        self._draw(chosen)
        self.status.value = self._status_text()
        self._quiet = True
        try:
            if tuple(self.choice.options) != tuple(options):
                self.choice.options = options
            self.choice.value = chosen
        finally:
            self._quiet = False
        self._sync_palette()
        self._sync_controls()

    def _sync_controls(self) -> None:
        """Enable the buttons and menus that make sense now; lock them while the computer
        thinks, and show the progress bar and *Stop* instead of *Computer move*."""
        busy = self._job is not None
        over = self._state.outcome is not None
        self.play_button.disabled = over or busy
        self.why_button.disabled = busy
        self.computer_button.disabled = over or busy
        self.undo_button.disabled = self.restart_button.disabled = busy or not self._history
        self.choice.disabled = self.hand.disabled = busy
        self.opponent_menu.disabled = busy
        self.strength_menu.disabled = busy or self.opponent != "mcts"
        self.computer_button.layout.display = "none" if busy else None
        self.thinking_box.layout.display = None if busy else "none"
        self.stop_button.disabled = not busy or (self._job is not None
                                                 and self._job.stopping)

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

    def _draw(self, chosen: Any = _LISTED) -> None:
        """Draw the board with the preview of ``chosen`` (default: the move chosen in the
        list)."""
        chosen = self.choice.value if chosen is _LISTED else chosen
        preview = self.interaction.preview(chosen)
        self.best_play.show(self._state, chosen)
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
        if not self._quiet and self._job is None:
            if self.interaction.clear():   # a move from the list replaces a board selection
                self._sync_palette()
            self._draw()

    def _on_hand(self, change: dict[str, Any]) -> None:
        if self._quiet or self._refuse_while_thinking():
            return
        reaction = self.interaction.pick(change["new"])
        if reaction.move is not None:      # e.g. a cube for a square clicked before
            self.play(reaction.move, wait=not self.background)
            return
        self._set_choice(None)
        self._draw()
        if reaction.message is not None:
            self._say(reaction.message, error=reaction.error)

    def _on_opponent(self, change: dict[str, Any]) -> None:
        self._sync_controls()
        if change["new"] == "person":
            self._say(tr("widgets.opponent_now_person", self.language))
            return
        made = self._bot(str(change["new"]))
        self._say(" ".join([capitalized(tr("widgets.opponent_now_bot", self.language,
                                         bot=made.name)), made.about]))

    def _on_strength(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        made = self._bot("mcts")
        key = str(change["new"])
        label = tr(f"widgets.strength_{key}", self.language) if key in STRENGTHS else key
        self._say(tr("widgets.strength_now", self.language, strength=label, about=made.about))

    def _turn(self) -> list[int]:
        """Indices in the history of the last turn: the last move made by hand or by the
        *Computer move* button, and the computer's answers to it."""
        index = len(self._history) - 1
        while index > 0 and self._made[index].kind == ANSWER:
            index -= 1
        return list(range(index, len(self._history)))

    def _turn_steps(self, indices: list[int]) -> tuple[list[Step], int]:
        """The steps of the moves at ``indices``, each after a step "before the move"; and
        the index of the first step of the computer's first move (0 if it made none)."""
        steps: list[Step] = []
        computer_start: int | None = None
        for index in indices:
            transition, made = self._history[index], self._made[index]
            before = transition.before
            if made.kind != HAND and computer_start is None:
                computer_start = len(steps)
            by = None if made.kind == HAND else made.title
            steps.append(Step(before, BeforeMove(before.to_move, str(transition.move), by)))
            steps.extend(transition.steps)
        return steps, computer_start or 0

    def _show_cascade(self) -> None:
        if not self._history:
            hint = tr("widgets.no_move_yet", self.language)
            self.cascade_title.value = f"<i>{html.escape(hint)}</i>"
            self.cascade.children = (self.cascade_title,)
            return
        lang = self.language
        indices = self._turn()
        self.cascade_title.value = turn_title_html(
            [self._history[i] for i in indices], [self._made[i] for i in indices], lang)
        steps, start = self._turn_steps(indices)
        if self.stepper is None:
            # smaller than the main board, so both fit on a screen: drawn at a lower
            # resolution and shown at its natural size (sharp, and fewer pixels to send)
            options = {**self._render_options, "dpi": self.view.base_dpi * CASCADE_SCALE,
                       "scale": self.view.scale}
            # (no drawing ahead: the next click is more likely on the board than on "next")
            self.stepper = Stepper(steps, language=lang, start=start, draw_ahead=False,
                                   **options)
        else:
            self.stepper.set_source(steps, start=start)
        self.cascade.children = (self.cascade_title, self.stepper)
