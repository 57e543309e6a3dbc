"""Perfect play on small boards: who wins a position with best play on both sides, and how fast.

:func:`solve` searches every line of play of a two-player position::

    import cubekit
    from cubekit.analysis import solve, hint
    solution = solve(cubekit.load("chain_reaction", width=3, height=3))
    solution.value         # "win": the first player wins with best play ...
    solution.length        # ... in 13 moves (the winner hurries, the loser delays)
    solution.best_moves    # every first move that keeps the win
    hint(state, "b2")      # "This move loses against best play in 7 moves ..."

How it works. The value of a position is searched with *negamax* and alpha-beta pruning; a
score says win or loss and in how many moves (a win in n moves scores ``MATE - n``, a loss
in n moves ``n - MATE``, a draw 0), so the same search makes the winner take the fastest win
and the loser the slowest loss. A transposition table (keyed by :func:`.keys.search_key`,
which folds Kettenreaktion's mirror images together) keeps every position's bounds, so a
position reached by several move orders is searched once; before a position's moves are
searched, the table is asked about every position they lead to, and one that already decides
the question ends the search there (an *enhanced transposition cutoff*). Moves are tried best
first: the one the table remembers, then by the game's evaluation (the computer players' rule
of thumb, :mod:`cubekit.bots.evaluation`), which only changes the speed, never the result. First the
sign of the score is found (win, loss or draw), then the length by testing "win (or loss)
within n moves" against the bound the last test returned (a win in at most 21 moves: is
there one in 20?), until a test fails; each test is a null-window search that reuses the
table, and no line is followed deeper than the win it asks about (mate distance pruning).

A game may bring a search of its own that does the same on its own representation of a
position (its folder's ``search`` module, found through the registry: :func:`game_search`).
Kettenreaktion's (``cubekit/games/chain_reaction/search.py``) searches bare bit planes, keys
its table by one integer folded over the board's symmetries and the two colours, finds a
move that wins at once among the few moves that start a cascade, and remembers cascades;
it gives the same values, lengths and best moves (``solve(..., fast=False)`` uses the
generic search, for comparing the two).

That is exact for games that cannot repeat a position (Kettenreaktion adds a marble every
move; with a turn limit every game counts its turns). When the search meets a position on
its own line of play again (Cubeslyde pushes back and forth, Deblockle blocks tip to and
fro), it switches to *retrograde analysis*: every reachable position is listed, the finished
ones are valued, and values are passed back move by move (a position is won as soon as one
move reaches a lost one, lost when every move reaches a won one); what is never decided is
a draw (neither side can force a win, the game may go on for ever).

A position too big for the budget raises :class:`SolveBudgetError`, which says how far the
search got.

>>> import cubekit
>>> solution = solve(cubekit.load("chain_reaction", width=2, height=2))
>>> solution.value, solution.length, solution.best_moves
('loss', 4, ('a1', 'b1', 'a2', 'b2'))
"""

from __future__ import annotations

import importlib
import time
from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

from cubekit.analysis.keys import key_function
from cubekit.analysis.progress import Progress, ProgressArg, decimal, moves, number, reporter
from cubekit.core.game import Game, State
from cubekit.core.i18n import Msg, check_language
from cubekit.core.words import letter
from cubekit.notebook_errors import ShortTraceback

MATE = 1 << 20
"""The score of a win in 0 moves; a win in n moves scores ``MATE - n``."""

VALUES = ("win", "draw", "loss")


class SolveBudgetError(ShortTraceback, RuntimeError):
    """The position could not be solved within the time budget. ``positions``,
    ``seconds``, ``depth`` (the longest line looked at) and ``stage`` say how far it got."""

    def __init__(self, message: Msg, positions: int, seconds: float, depth: int,
                 stage: str) -> None:
        super().__init__(message.text())
        self.message = message
        self.positions = positions
        self.seconds = seconds
        self.depth = depth
        self.stage = stage

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)


class _OutOfTime(Exception):
    pass


class _Cycle(Exception):
    pass


def value_of(score: int) -> str:
    return "win" if score > 0 else "loss" if score < 0 else "draw"


def length_of(score: int) -> int | None:
    return None if score == 0 else MATE - abs(score)


def _adjust(score: int) -> int:
    """One move further from the end: a win or loss in n becomes one in n + 1."""
    return score - 1 if score > 0 else score + 1 if score < 0 else 0


def _terminal(child: State, mover: int) -> int | None:
    """The score for ``mover`` of the move into ``child`` when the game is over there."""
    outcome = child.outcome
    if outcome is None:
        return None
    if not outcome.winners:
        return 0
    return MATE - 1 if mover in outcome.winners else 1 - MATE


@dataclass
class _Search:
    """Alpha-beta over mate scores with a transposition table of bounds."""

    key: Callable[[State], Hashable]
    deadline: float
    report: Callable[[Progress], None]
    began: float
    scores: Callable[[State], list[float]]
    horizon: int | None = None
    table: dict[Hashable, tuple[int, int, Hashable]] = field(default_factory=dict)
    path: set[Hashable] = field(default_factory=set)
    best_key: Hashable = None
    nodes: int = 0
    deepest: int = 0
    stage: str = "solve"

    @property
    def positions(self) -> int:
        """The positions in the table."""
        return len(self.table)

    def tick(self, ply: int) -> None:
        self.nodes += 1
        self.deepest = max(self.deepest, ply)
        if not self.nodes & 255:
            now = time.perf_counter()
            self.report(Progress(self.stage, self.deepest, len(self.table), now - self.began))
            if now > self.deadline:
                raise _OutOfTime

    def key_at(self, state: State, ply: int) -> Hashable:
        """The table key of ``state`` met ``ply`` moves below the root (with a horizon, the
        moves left are part of the key: a bound within 5 moves says nothing about 6)."""
        if self.horizon is None:
            return self.key(state)
        return (self.key(state), self.horizon - ply)

    def search(self, state: State, alpha: int, beta: int, ply: int = 0,
               key: Hashable = None) -> int:
        """The score of ``state`` for its player to move (fail-soft: outside the window
        ``(alpha, beta)`` only a bound). ``key`` is the state's table key if known."""
        self.tick(ply)
        if self.horizon is not None and self.horizon <= ply:
            return 0                # beyond the horizon: no result within it
        if key is None:
            key = self.key_at(state, ply)
        table = self.table
        low, high, first = table.get(key, (-MATE, MATE, None))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        # mate distance: no move here can win faster than at once, nor lose sooner
        if alpha >= MATE - 1:
            return MATE - 1
        if beta <= 1 - MATE:
            return 1 - MATE
        mover = state.to_move
        best: int = -MATE - 1
        best_key: Hashable = None
        children: list[tuple[Hashable, State]] = []
        for move in state.legal_moves():
            child = state.play(move)
            score = _terminal(child, mover)
            if score is None:
                children.append((self.key_at(child, ply + 1), child))
            elif score > best:
                best = score
                if score >= beta:
                    break
        if best < beta and children:
            # a child whose bounds in the table already refute the window ends the search
            # here (enhanced transposition cutoff), before any of them is searched
            for child_key, child in children:
                entry = table.get(child_key)
                if entry is not None:
                    score = _adjust(entry[0] if child.to_move == mover else -entry[1])
                    if score > best:
                        best, best_key = score, child_key
            if best < beta:
                best = self._children(children, mover, alpha, beta, ply, key, first, best)
                best_key = self.best_key
        if best <= alpha:
            table[key] = (low, min(high, best), best_key)
        elif best >= beta:
            table[key] = (max(low, best), high, best_key)
        else:
            table[key] = (best, best, best_key)
        return best

    def _children(self, children: list[tuple[Hashable, State]], mover: int, alpha: int,
                  beta: int, ply: int, key: Hashable, first: Hashable, best: int) -> int:
        """Search the children, the table's best one first, then the positions the
        evaluation likes best; the best child's key is left in ``best_key``."""
        if len(children) > 1:
            scores = self.scores
            children.sort(key=lambda item: (item[0] != first, -scores(item[1])[mover]))
        best_key: Hashable = None
        path = self.path
        path.add(key)
        try:
            for child_key, child in children:
                bound = max(alpha, best)
                if bound >= beta:
                    break
                if self.horizon is None and child_key in path:
                    raise _Cycle
                if child.to_move == mover:
                    score = _adjust(self.search(child, bound - 1, beta + 1, ply + 1, child_key))
                else:
                    score = _adjust(-self.search(child, -beta - 1, -bound + 1, ply + 1,
                                                 child_key))
                if score > best:
                    best, best_key = score, child_key
        finally:
            path.discard(key)
        self.best_key = best_key
        return best

    def exact(self, state: State, ply: int = 0) -> int:
        """The exact score: first its sign, then the length, each test a null window around
        the bound the last one returned (fail-soft bounds usually hit the score at once)."""
        bound = self.search(state, -1, 1, ply)
        if bound > 0:
            # a win in at most MATE - bound moves: is there a faster one?
            while (better := self.search(state, bound, bound + 1, ply)) > bound:
                bound = better
        elif bound < 0:
            # a loss in at least bound - MATE moves ... or can the loser delay longer?
            while (better := self.search(state, bound - 1, bound, ply)) < bound:
                bound = better
        return bound

    def edge(self, state: State, move: Any, exact: bool) -> int:
        """The score for the player to move in ``state`` of playing ``move``."""
        mover = state.to_move
        child = state.play(move)
        score = _terminal(child, mover)
        if score is not None:
            return score
        inner = self.exact(child, 1) if exact else _sign(self.search(child, -1, 1, 1))
        return _adjust(inner if child.to_move == mover else -inner)


def _sign(score: int) -> int:
    return (score > 0) - (score < 0)


# ---------------------------------------------------------------------------------------------
# Retrograde analysis (for positions whose lines of play can repeat)
# ---------------------------------------------------------------------------------------------
def _enumerate(root: State, key: Callable[[State], Hashable], deadline: float,
               report: Callable[[Progress], None], began: float
               ) -> tuple[list[State], list[list[int]]]:
    """Every position reachable from ``root`` and the moves between them (as indices)."""
    index: dict[Hashable, int] = {key(root): 0}
    states: list[State] = [root]
    children: list[list[int]] = []
    queue = 0
    while queue < len(states):
        state = states[queue]
        queue += 1
        targets: list[int] = []
        if state.outcome is None:
            for move in state.legal_moves():
                child = state.play(move)
                child_key = key(child)
                found = index.get(child_key)
                if found is None:
                    found = index[child_key] = len(states)
                    states.append(child)
                targets.append(found)
        children.append(targets)
        if not queue & 1023:
            now = time.perf_counter()
            report(Progress("retrograde", 0, len(states), now - began))
            if now > deadline:
                raise _OutOfTime
    return states, children


def retrograde(root: State, key: Callable[[State], Hashable], deadline: float,
               report: Callable[[Progress], None], began: float
               ) -> tuple[list[State], list[list[int]], list[int]]:
    """Exact scores (for the player to move) of every position reachable from ``root``."""
    states, children = _enumerate(root, key, deadline, report, began)
    size = len(states)
    parents: list[list[int]] = [[] for _ in range(size)]
    for source, targets in enumerate(children):
        for target in targets:
            parents[target].append(source)
    score = [0] * size
    done = [False] * size
    left = [len(targets) for targets in children]
    queue: deque[int] = deque()
    for node, state in enumerate(states):
        if state.outcome is not None:
            done[node] = True
            queue.append(node)
    while queue:
        node = queue.popleft()
        state = states[node]
        for parent in parents[node]:
            if done[parent]:
                continue
            mover = states[parent].to_move
            if state.outcome is not None:
                value = _terminal(state, mover)
                assert value is not None
            else:
                value = _adjust(score[node] if state.to_move == mover else -score[node])
            if value > 0:
                score[parent], done[parent] = value, True
                queue.append(parent)
                continue
            if value < 0:
                left[parent] -= 1
                if left[parent] == 0:
                    score[parent], done[parent] = value, True
                    queue.append(parent)
    return states, children, score


# ---------------------------------------------------------------------------------------------
# The public API
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MoveValue:
    """One legal move of a solved position: its ``value`` for the player making it
    (``"win"``, ``"draw"`` or ``"loss"``) and ``length``, the moves to the end of the game
    with best play, this move included (None for a draw, or when not computed)."""

    move: str
    value: str
    length: int | None = None


@dataclass(frozen=True, eq=False)
class Solution:
    """The value of a position with best play on both sides (see :func:`solve`).

    ``value`` is ``"win"``, ``"loss"`` or ``"draw"`` for the player to move; ``length`` the
    number of moves to the end with best play (the winner hurries, the loser delays; None
    for a draw); ``best_moves`` every move that keeps the value; ``moves`` every legal move
    with its own value (and length unless ``solve(..., lengths=False)``). ``positions``
    counts the positions in the transposition table, ``method`` is ``"alpha-beta"``,
    ``"retrograde"`` or ``"over"`` (the game had already ended).
    """

    state: State
    value: str
    length: int | None
    best_moves: tuple[str, ...]
    moves: tuple[MoveValue, ...]
    positions: int
    seconds: float
    method: str
    horizon: int | None = None

    @property
    def player(self) -> str:
        """The letter of the player to move."""
        return letter(self.state.to_move)

    @property
    def winner(self) -> int | None:
        """The player who wins with best play (None for a draw)."""
        if self.value == "draw":
            return None
        return self.state.to_move if self.value == "win" else 1 - self.state.to_move

    @property
    def message(self) -> Msg:
        if self.method == "over":
            return Msg("analysis.solve.over")
        params = {"player": self.player, "n_length": moves(self.length),
                  "a_length": moves(self.length, "acc"), "n_horizon": moves(self.horizon),
                  "best": list(self.best_moves) or "-"}
        kind = "draw_within" if self.value == "draw" and self.horizon else self.value
        return Msg(f"analysis.solve.{kind}", params)

    def describe(self, language: str | None = None) -> str:
        lang = check_language(language)
        done = Msg("analysis.solve.searched", {
            "positions": number(self.positions, lang), "seconds": decimal(self.seconds, lang),
            "method": method_msg(self.method, self.horizon)})
        return f"{self.message.text(lang)} {done.text(lang)}"

    def __repr__(self) -> str:
        return f"Solution({self.value!r}, length={self.length}, best_moves={self.best_moves})"

    def move_value(self, move: Any) -> MoveValue:
        """The value of one legal move (text or move object)."""
        text = str(self.state.coerce_move(move))
        for item in self.moves:
            if item.move == text:
                return item
        raise ValueError(self.state.why_illegal(move)
                         or Msg("analysis.solve.not_a_move", {"move": text}).text())

    def to_record(self) -> dict[str, Any]:
        """A JSON-ready record of the solution."""
        game = self.state.game
        return {"game": game.name, "options": game.settings(), "position": self.state.to_text(),
                "to_move": self.player, "value": self.value, "length": self.length,
                "winner": None if self.winner is None else letter(self.winner),
                "best_moves": list(self.best_moves),
                "moves": {m.move: [m.value, m.length] for m in self.moves},
                "positions": self.positions, "seconds": round(self.seconds, 3),
                "method": self.method, "within": self.horizon}

    def _repr_html_(self) -> str:
        from cubekit.core import display

        rows = [(m.move, Msg(f"analysis.value.{m.value}").text(),
                 "–" if m.length is None else str(m.length)) for m in self.moves]
        header = (Msg("analysis.column.move").text(), Msg("analysis.column.value").text(),
                  Msg("analysis.column.length").text())
        inner = (f"<p>{display.prose(self.describe())}</p>"
                 + (display.table(header, rows) if rows else ""))
        return display.block(display.with_picture(self.state, inner))


def _scores(game: Game) -> Callable[[State], list[float]]:
    """The game's evaluation for ordering the moves (none for a game outside the registry:
    then the moves keep their order)."""
    from cubekit.bots.evaluation import evaluation_for

    try:
        return evaluation_for(game).scores
    except (KeyError, ValueError):
        players = game.players
        return lambda state: [0.0] * players


def method_msg(method: str, horizon: int | None) -> Msg:
    """How a position was solved, in words."""
    return Msg(f"analysis.solve.method.{method}", {"a_horizon": moves(horizon, "acc")}
               if method == "bounded" else {})


def _start(position: State | Game) -> State:
    state = position.initial_state(seed=0) if isinstance(position, Game) else position
    if not isinstance(state, State):
        raise TypeError(Msg("analysis.solve.not_a_position",
                            {"type": type(position).__name__}).text())
    if state.game.players != 2:
        raise ValueError(Msg("analysis.solve.two_players",
                             {"players": state.game.players}).text())
    return state


class GameSearch(Protocol):
    """A game's own search for :func:`solve` (its folder's ``search`` module offers one by
    ``solver_search(state, check)``, None where it does not apply): the same negamax as
    :class:`_Search` on the game's own representation, giving the same scores. It calls
    ``check(self)`` every few hundred positions (which reports and stops it when the time
    is up)."""

    stage: str
    deepest: int

    @property
    def positions(self) -> int: ...

    def exact(self, state: Any, ply: int = 0) -> int: ...

    def edge(self, state: Any, move: Any, exact: bool) -> int: ...


def game_search(state: State, check: Callable[[Any], None]) -> GameSearch | None:
    """The game's own search for ``state``, if its folder has a ``search`` module whose
    ``solver_search`` takes this position (found through the registry, by folder)."""
    from cubekit.games import REGISTRY

    found = REGISTRY.get(state.game.name)
    if found is None or not isinstance(state.game, found.game_class()):
        return None
    name = f"{found.package}.search"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None
    hook = getattr(module, "solver_search", None)
    result: GameSearch | None = None if hook is None else hook(state, check)
    return result


def solve(position: State | Game, *, budget_s: float = 60.0, lengths: bool = True,
          within: int | None = None, progress: ProgressArg = None,
          fast: bool = True) -> Solution:
    """Solve a two-player position (a :class:`State`, or a :class:`Game` for its start with
    seed 0): its value and length with best play and the value of every legal move.

    ``lengths=False`` gives each move only its value (faster for big positions).
    ``within=n`` asks only who can force a win within n moves (every line followed n moves
    deep, exact for that question): a "draw" then means that neither side can, which is
    all one can ask of a big game whose positions can repeat. Raises
    :class:`SolveBudgetError` when ``budget_s`` seconds are not enough, saying how far the
    search came; ``progress`` (True or a function) reports on the way. A game may bring its
    own faster search (:func:`game_search`; Kettenreaktion does), used unless ``within`` is
    given or ``fast=False``; it gives the same values, lengths and best moves.
    """
    state = _start(position)
    began = time.perf_counter()
    if state.outcome is not None:
        score = _terminal(state, state.to_move)
        assert score is not None
        return Solution(state, value_of(score), 0, (), (), 1, 0.0, "over")
    report = reporter(progress)
    if within is not None and (not isinstance(within, int) or within < 1):
        raise ValueError(Msg("analysis.solve.within", {"within": repr(within)}).text())
    deadline = began + budget_s
    search: _Search | GameSearch | None = None
    if fast and within is None:
        def check(own: GameSearch) -> None:
            now = time.perf_counter()
            report(Progress(own.stage, own.deepest, own.positions, now - began))
            if now > deadline:
                raise _OutOfTime

        search = game_search(state, check)
    if search is None:
        search = _Search(key_function(state.game.name), deadline, report, began,
                         _scores(state.game), within)
    try:
        try:
            return _by_search(state, search, lengths, began, within)
        except _Cycle:
            assert isinstance(search, _Search)
            return _by_retrograde(state, search, began)
    except _OutOfTime:
        raise _budget_error(search, state, budget_s, began) from None


def _by_search(state: State, search: _Search | GameSearch, lengths: bool, began: float,
               within: int | None) -> Solution:
    score = search.exact(state)
    moves = []
    for move in state.legal_moves():
        search.stage = "moves"
        edge = search.edge(state, move, lengths)
        moves.append(MoveValue(str(move), value_of(edge), length_of(edge) if lengths else None))
    method = "alpha-beta" if within is None else "bounded"
    return _solution(state, score, moves, search.positions, began, method, within)


def _by_retrograde(state: State, search: _Search, began: float) -> Solution:
    search.stage = "retrograde"
    states, children, scores = retrograde(state, search.key, search.deadline, search.report,
                                          began)
    mover = state.to_move
    moves = []
    for move, target in zip(state.legal_moves(), children[0], strict=True):
        child = states[target]
        edge = _terminal(child, mover)
        if edge is None:
            edge = _adjust(scores[target] if child.to_move == mover else -scores[target])
        moves.append(MoveValue(str(move), value_of(edge), length_of(edge)))
    return _solution(state, scores[0], moves, len(states), began, "retrograde")


def _solution(state: State, score: int, moves: list[MoveValue], positions: int, began: float,
              method: str, horizon: int | None = None) -> Solution:
    value = value_of(score)
    best = tuple(m.move for m in moves if m.value == value)
    return Solution(state, value, length_of(score), best, tuple(moves), positions,
                    time.perf_counter() - began, method, horizon)


def _budget_error(search: _Search | GameSearch, state: State, budget_s: float,
                  began: float) -> SolveBudgetError:
    seconds = time.perf_counter() - began
    stage = search.stage
    message = Msg("analysis.solve.budget", {
        "budget": f"{budget_s:g}", "positions": number(search.positions, "en"),
        "a_depth": moves(search.deepest, "acc"),
        "stage": Msg(f"analysis.progress.stage.{stage}"),
        "position": state.to_text()})
    return SolveBudgetError(message, search.positions, seconds, search.deepest, stage)


# ---------------------------------------------------------------------------------------------
# Hints for the Explorer
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """What best play says about one move: ``value`` and ``length`` for the player making
    it, and the best value and moves of the position. ``message`` holds the sentence."""

    move: str
    value: str
    length: int | None
    best_value: str
    best_length: int | None
    best_moves: tuple[str, ...]

    @property
    def message(self) -> Msg:
        kind = self.value if self.value == self.best_value else f"{self.value}_but"
        if self.value == self.best_value and self.length != self.best_length:
            kind = f"{self.value}_slower"
        return Msg(f"analysis.hint.{kind}", {
            "move": self.move, "n_length": moves(self.length),
            "a_best_length": moves(self.best_length, "acc"), "best": list(self.best_moves[:3]),
            "best_value": Msg(f"analysis.value.{self.best_value}")})

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        from cubekit.core import display

        return display.block(f"<p>{display.prose(self.describe())}</p>")


@lru_cache(maxsize=64)
def _solved(state: State, budget_s: float, within: int | None) -> Solution:
    """:func:`solve`, remembered for the last positions asked about (the Explorer asks for a
    hint on every move it previews; a position out of budget is tried again each time)."""
    return solve(state, budget_s=budget_s, within=within)


def hint(state: State, move: Any, *, budget_s: float = 1.0,
         within: int | None = None) -> Hint | None:
    """What best play says about playing ``move`` in ``state`` ("this move loses against
    best play in 7 moves; ..."), or None when the position cannot be solved within
    ``budget_s`` seconds (or is no two-player position). The last 64 positions solved are
    remembered, so hints for every move of one position cost one solve; a position of the
    stored table of solved boards (:mod:`.solutions`) is answered from there at once."""
    if state.game.players != 2 or state.outcome is not None:
        return None
    from cubekit.analysis.solutions import stored_solution

    solution = stored_solution(state, within)
    if solution is None:
        try:
            solution = _solved(state, budget_s, within)
        except SolveBudgetError:
            return None
    chosen = solution.move_value(move)
    fastest = [m for m in solution.moves if m.value == solution.value]
    best_length = solution.length
    best = tuple(m.move for m in fastest if m.length == best_length) or solution.best_moves
    return Hint(chosen.move, chosen.value, chosen.length, solution.value, best_length, best)


__all__ = ["MATE", "GameSearch", "Hint", "MoveValue", "Solution", "SolveBudgetError", "game_search",
           "hint", "retrograde", "solve"]
