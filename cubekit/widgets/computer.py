"""The Explorer's computer players: which player answers, and its thinking in this thread or a
background one, with progress and Stop, its results handed back to the kernel's thread.

Nothing here draws or needs a widget, so it works (and is tested) without a kernel:

>>> import cubekit
>>> computer = Computer(seed=1)
>>> player, made = computer.bot("mcts", "iterations=30", "en")
>>> made.spec, made.name
('mcts:iterations=30', 'the computer (MCTS, iterations=30)')
>>> start = cubekit.load("chain_reaction", width=3, height=3).initial_state()
>>> done = []
>>> thinking = computer.thinking("greedy", "medium", "en", start, human=None,
...                              on_progress=lambda t: None, on_done=done.append)
>>> thinking.run()                  # one move, in this thread
>>> done == [thinking] and len(thinking.transitions) == 1 and thinking.made.kind == COMPUTER
True
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from cubekit.bots import Player, make_player
from cubekit.core.game import State, Transition
from cubekit.core.i18n import Msg, tr

OPPONENTS = ("person", "random", "greedy", "mcts")
"""Who makes the other moves: ``"person"`` (everything by hand), or a computer player of
:mod:`cubekit.bots`: ``"random"``, ``"greedy"`` or ``"mcts"`` (tree search; see
:data:`STRENGTHS`)."""

STRENGTHS: dict[str, str] = {
    "quick": "mcts:iterations=100,seconds=0.5",
    "medium": "mcts:iterations=400,seconds=1.5",
    "strong": "mcts:iterations=2000,seconds=3",
}
"""The strengths of the ``"mcts"`` opponent: its budget per move as a
:func:`cubekit.bots.make_player` spec. Each stops at whichever limit comes first: *quick*
after 100 iterations or half a second, *medium* after 400 iterations or 1.5 seconds, *strong*
after 2000 iterations or 3 seconds. Where the iterations run out first (a small board, a fast
machine) the computer's moves depend only on the seed; where the clock stops it, on the
machine's speed too."""

DEFAULT_STRENGTH = "medium"

# who made a move of the history
HAND, ANSWER, COMPUTER = "hand", "answer", "computer"
MAX_ANSWERS = 50
"""The most moves the computer makes in a row before it waits for the person."""


@dataclass(frozen=True)
class Made:
    """Who made a move: by hand (:data:`HAND`), or a computer player as an answer
    (:data:`ANSWER`) or on request (:data:`COMPUTER`) -- its spec, name and description."""

    kind: str
    spec: str | None = None
    name: str = ""
    about: str = ""
    title: Msg | None = None   # the name, untranslated (for the steps of its moves)


def check_opponent(opponent: object, language: str | None = None) -> None:
    """Refuse anything but one of :data:`OPPONENTS` (the error in ``language``)."""
    if opponent not in OPPONENTS:
        hint = (tr("widgets.error.opponent_mcts", language)
                if isinstance(opponent, str) and opponent.startswith("mcts:") else "")
        raise ValueError(tr("widgets.error.opponent", language, opponent=repr(opponent),
                            names=", ".join(repr(name) for name in OPPONENTS)) + hint)


def strength_spec(strength: object, language: str | None = None) -> tuple[str, str]:
    """The strength menu's value and the MCTS player spec for ``strength``: a name of
    :data:`STRENGTHS` or MCTS settings such as ``"iterations=400"`` (an error in
    ``language``).

    >>> strength_spec("Quick"), strength_spec("mcts:iterations=50")
    (('quick', 'mcts:iterations=100,seconds=0.5'), ('iterations=50', 'mcts:iterations=50'))
    """
    unknown = tr("widgets.error.strength", language, strength=repr(strength),
                 names=", ".join(repr(k) for k in STRENGTHS))
    if not isinstance(strength, str) or not strength.strip():
        raise ValueError(unknown)
    key = strength.strip().lower()
    if key in STRENGTHS:
        return key, STRENGTHS[key]
    spec = key if key.startswith("mcts:") else f"mcts:{key}"
    try:
        player = make_player(spec)
    except ValueError as error:
        raise ValueError(tr("widgets.error.strength_because", language, error=unknown,
                            reason=error)) from None
    return player.name.removeprefix("mcts:"), player.name


def _budget(spec: str) -> dict[str, float]:
    """The settings of an MCTS spec: ``"mcts:iterations=100,seconds=0.5"`` ->
    ``{"iterations": 100.0, "seconds": 0.5}``."""
    _, _, settings = spec.partition(":")
    pairs = (item.partition("=") for item in settings.split(",") if item)
    return {key.strip(): float(value) for key, _, value in pairs}


def _seconds(value: float, language: str) -> str:
    text = f"{value:g}"
    return text.replace(".", ",") if language == "de" else text


def preset_seconds(language: str) -> dict[str, str]:
    """The time limit of each of :data:`STRENGTHS`, written in ``language``.

    >>> preset_seconds("de")
    {'quick': '0,5', 'medium': '1,5', 'strong': '3'}
    """
    return {name: _seconds(_budget(spec)["seconds"], language)
            for name, spec in STRENGTHS.items()}


class EventLoop(Protocol):
    """What the Explorer needs of the kernel's event loop (a tornado IOLoop)."""

    def add_callback(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` in the loop's thread, soon."""


def kernel_loop() -> EventLoop | None:
    """The Jupyter kernel's event loop (a tornado IOLoop) when running in a kernel, else None."""
    try:
        from IPython.core.getipython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return None
    kernel = getattr(get_ipython(), "kernel", None)  # type: ignore[no-untyped-call]
    loop: EventLoop | None = getattr(kernel, "io_loop", None)
    return loop


class KernelThread:
    """Runs actions in the thread that made it -- the kernel's own thread, where widgets are
    updated -- through the kernel's event loop (:func:`kernel_loop`, looked up when made)."""

    def __init__(self) -> None:
        self.loop = kernel_loop()
        self.home = threading.get_ident()

    @property
    def in_kernel(self) -> bool:
        """Whether this runs in a Jupyter kernel (there is an event loop to hand actions to)."""
        return self.loop is not None

    def __call__(self, action: Callable[[], None]) -> None:
        """Run ``action`` in the kernel's thread, or at once when this is that thread or there
        is no kernel."""
        if self.loop is None or threading.get_ident() == self.home:
            action()
        else:
            self.loop.add_callback(action)


class Thinking:
    """One thinking of the computer: the moves ``player`` makes from ``start``, for every player
    until ``human`` is to move again (an answer, ``made.kind`` :data:`ANSWER`, at most
    :data:`MAX_ANSWERS` moves) or one move (``human`` None).

    :meth:`run` thinks in the calling thread, :meth:`start` in a background thread. Either way
    ``on_progress(self)`` follows :attr:`fraction` and ``on_done(self)`` gets the result
    (:attr:`transitions`, :attr:`stopped`, :attr:`error`) once, both through ``dispatch`` (in
    the kernel's thread). :meth:`stop` ends the thinking early with the best move found so far;
    :meth:`join` waits for the background thread, :meth:`finish` hands on the result at once.
    """

    def __init__(self, player: Player, made: Made, start: State, human: int | None, *,
                 on_progress: Callable[[Thinking], None], on_done: Callable[[Thinking], None],
                 dispatch: Callable[[Callable[[], None]], None]) -> None:
        self.player = player
        self.made = made
        self.start_state = start
        self.human = human
        self._on_progress = on_progress
        self._on_done = on_done
        self._dispatch = dispatch
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._finished = False
        self.transitions: list[Transition] = []
        """The moves chosen, each explained."""
        self.fraction = 0.0
        """How much of the current move's thinking is done (0 to 1)."""
        self.stopped = False
        """Whether :meth:`stop` cut the thinking short."""
        self.error: Exception | None = None
        """What went wrong while choosing, if anything (the moves before it are kept)."""
        self.thread: threading.Thread | None = None
        """The background thread (:meth:`start`), None when thinking in the caller's thread."""

    @property
    def stopping(self) -> bool:
        """Whether :meth:`stop` was called."""
        return self._stop.is_set()

    def stop(self) -> None:
        """End the thinking early: the player plays the best move it has found so far."""
        self._stop.set()

    def run(self) -> None:
        """Think in this thread, then hand on the result; an error of the player is raised
        after ``on_done`` has seen it."""
        self._think()
        self.finish()
        if self.error is not None:
            raise self.error

    def start(self) -> None:
        """Think in a new (daemon) thread; the result is handed on through ``dispatch``."""
        self.thread = threading.Thread(target=self._run_in_thread, daemon=True,
                                       name="cubekit-explorer-thinking")
        self.thread.start()

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the background thread (at most ``timeout`` seconds); returns whether the
        thinking is over (True at once without a thread)."""
        if self.thread is None:
            return True
        self.thread.join(timeout)
        return not self.thread.is_alive()

    def finish(self) -> None:
        """Hand the result to ``on_done`` (once only: later calls do nothing)."""
        with self._lock:
            if self._finished:
                return
            self._finished = True
        self._on_done(self)

    def _run_in_thread(self) -> None:
        self._think()
        self._dispatch(self.finish)

    def _progress(self, fraction: float) -> None:
        self.fraction = fraction
        self._dispatch(lambda: self._on_progress(self))

    def _think(self) -> None:
        """Choose and explain the moves (nothing is shown but through ``on_progress``)."""
        state = self.start_state
        answer = self.made.kind == ANSWER
        try:
            while len(self.transitions) < (MAX_ANSWERS if answer else 1):
                if state.outcome is not None or not state.legal_moves():
                    break
                if answer and state.to_move == self.human:
                    break
                move = self.player.choose(state, progress=self._progress, stop=self._stop)
                self.stopped = self.stopped or self._stop.is_set()
                transition = state.explain(move)
                self.transitions.append(transition)
                state = transition.after
        except Exception as error:  # shown by on_done; raised again by run()
            self.error = error


class Computer:
    """The computer players of one Explorer: each made once from its spec with ``seed`` (until
    :meth:`forget`) and used for every seat, so the same moves get the same answers."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.kernel = KernelThread()
        self._players: dict[str, Player] = {}

    @property
    def in_kernel(self) -> bool:
        """Whether this runs in a Jupyter kernel (see :class:`KernelThread`)."""
        return self.kernel.in_kernel

    def forget(self) -> None:
        """Start afresh: the players are made again from the seed when next needed."""
        self._players.clear()

    def player(self, spec: str) -> Player:
        """The computer player of ``spec``, made once with the seed (until :meth:`forget`)."""
        player = self._players.get(spec)
        if player is None:
            player = self._players[spec] = make_player(spec, self.seed)
        return player

    def bot(self, opponent: str, strength: str, language: str,
            kind: str = COMPUTER) -> tuple[Player, Made]:
        """The computer player for ``opponent`` (the random one for a person; ``strength``
        for the tree search) and how the explorer calls it, in ``language``."""
        if opponent == "mcts":
            key, spec = strength_spec(strength)
            label: Msg | str = Msg(f"widgets.strength_{key}") if key in STRENGTHS else key
            title = Msg("widgets.bot_mcts", {"strength": label})
        else:
            spec = "greedy" if opponent == "greedy" else "random"
            title = Msg(f"widgets.bot_{spec}")
        player = self.player(spec)
        return player, Made(kind, player.name, title.text(language), player.describe(language),
                            title)

    def thinking(self, opponent: str, strength: str, language: str, start: State,
                 human: int | None, *, on_progress: Callable[[Thinking], None],
                 on_done: Callable[[Thinking], None]) -> Thinking:
        """A thinking (not begun) of the player for ``opponent`` from ``start``: answers until
        ``human`` moves again, or one move when ``human`` is None. Its callbacks run in the
        kernel's thread."""
        player, made = self.bot(opponent, strength, language,
                                COMPUTER if human is None else ANSWER)
        return Thinking(player, made, start, human, on_progress=on_progress, on_done=on_done,
                        dispatch=self.kernel)
