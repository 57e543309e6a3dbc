"""Monte Carlo tree search (UCT) with the game's evaluation, for 2 to 8 players.

How the search thinks (for teachers)
------------------------------------
The player grows a tree of positions, starting with the current one. One *iteration*:

1. **Select.** From the root, walk down the tree, at each position taking the move that
   looks best *for the player to move there* -- its average result so far, plus a bonus for
   moves tried only a few times (UCT: ``c * sqrt(ln N / (n + 1))``), so that no promising move
   is overlooked.
2. **Expand.** At the first position not yet looked into, play every legal move once and
   judge each resulting position with the game's evaluation (``cubekit.games.<name>.evaluate``),
   turned into a winning chance between 0 and 1 for *every* player (a finished game counts
   exactly: 1 for a winner, 0 for a loser, 0.5 for a draw).
3. **Judge.** The new position is worth what its best move for the player to move gives
   (one move deeper than the greedy player looks); optionally ``rollout`` random moves are
   played first and the position reached is judged instead.
4. **Back up.** Every position on the path adds this result to its total.

Each position also keeps the best value its subtree proves for the player to move there
("max-n": with several players each picks its own best). The walk down the tree (step 1)
goes by a mix of this best value (weight ``alpha``, by default 1) and the average result:
the evaluation is exact arithmetic, so the best value is the better guide; averages help when
``rollout`` random moves make the results noisy. A move that wins at once is always taken, and
a position whose every move is decided is decided too, so short forced wins are found exactly.

The player plays to win: a draw (by the turn limit, or going round in circles, see below)
counts 0.25 for itself (``draw``) and 0.5 for the others, so it prefers playing on to a draw
unless it is clearly behind.

After the budget, the move tried most often is played (the most thoroughly checked one).

The player remembers the positions of the game it has seen (those it was asked about and
those its moves made). A move back into one of them counts as a draw: going round in circles
makes no progress, and a game with a turn limit would end drawn. So a player that is ahead
looks for another way forward, and one that is behind is glad to repeat. (A player is meant to
play one game; make a new one for the next game.)

Budget and reproducibility
--------------------------
``iterations=N`` gives the same move for the same position, seed and history of ``choose``
calls on every machine. ``seconds=S`` stops by the clock, so the number of iterations -- and
therefore the move -- depends on the machine and its load: such games are not reproducible.
With both, the search stops at whichever comes first.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Hashable
from typing import Any

from cubekit.bots.evaluation import Evaluation, evaluation_for, terminal_rewards
from cubekit.bots.players import Progress, check_seed, legal_moves_of
from cubekit.core.i18n import tr

DEFAULT_ITERATIONS = 200
"""Iterations per move when neither ``iterations`` nor ``seconds`` is given."""

C = 0.2
"""Default exploration weight (rewards are between 0 and 1)."""

ALPHA = 1.0
"""Default weight of the subtree's best value against the average of the results (the
evaluation is exact arithmetic, not a noisy playout, so the best value is the better guide;
lower it when using random ``rollout`` moves)."""

DRAW = 0.25
"""Default value of a draw for the searching player (0.5 for the others): it plays to win."""

LOOK_FIRST = 20
"""The search gives up when, after a tenth of its iteration budget (at least this many
iterations), every move still has exactly the same value: the evaluation cannot tell them
apart yet (Cubeslyde's white blockers, stage 1A, are such a stretch), so more iterations would
only cost time. The move is then drawn at random (from the player's seeded generator)."""

MEMORY = 400
"""How many recent positions a player remembers for the repetition check."""


class _Node:
    """A position in the search tree.

    ``value`` is the max-n value of the subtree (one reward per player); ``exact`` says the
    value is proven (a finished game, a win in one, or every move decided); ``children`` is
    None until the node has been expanded.
    """

    __slots__ = ("children", "exact", "jitter", "move", "mover", "state", "total", "value",
                 "visits")

    def __init__(self, state: Any, move: Any, value: list[float], exact: bool,
                 jitter: float) -> None:
        self.state = state
        self.move = move
        self.mover: int = state.to_move
        self.value = value
        self.exact = exact
        self.jitter = jitter
        self.children: list[_Node] | None = None
        self.visits = 0
        self.total = [0.0] * len(value)


class MCTSPlayer:
    """UCT tree search guided by the game's evaluation; see the module docstring.

    ``iterations`` and/or ``seconds`` set the budget per move (default
    :data:`DEFAULT_ITERATIONS` iterations); ``c`` weighs exploration, ``alpha`` mixes the
    subtree's best value into the average (1: best value only, 0: plain averages),
    ``rollout`` plays that many random moves before judging a new position (0: judge it by
    its best move at once), ``draw`` is what a draw is worth to the player (0.5: as much as
    to the others).
    """

    def __init__(self, iterations: int | None = None, seconds: float | None = None,
                 seed: int = 0, *, c: float = C, alpha: float = ALPHA,
                 rollout: int = 0, draw: float = DRAW) -> None:
        if iterations is not None and (not isinstance(iterations, int)
                                       or isinstance(iterations, bool) or iterations < 1):
            raise ValueError(tr("bots.mcts.error.iterations", value=repr(iterations)))
        if seconds is not None and (isinstance(seconds, bool)
                                    or not isinstance(seconds, (int, float))
                                    or not 0 < seconds < math.inf):
            raise ValueError(tr("bots.mcts.error.seconds", value=repr(seconds)))
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        if isinstance(c, bool) or not isinstance(c, (int, float)) or not 0 <= c < math.inf:
            raise ValueError(tr("bots.mcts.error.c", value=repr(c)))
        for key, value in (("alpha", alpha), ("draw", draw)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not 0 <= value <= 1:
                raise ValueError(tr("bots.mcts.error.fraction", name=key, value=repr(value)))
        if not isinstance(rollout, int) or isinstance(rollout, bool) or rollout < 0:
            raise ValueError(tr("bots.mcts.error.rollout", value=repr(rollout)))
        self.iterations = iterations
        self.seconds = None if seconds is None else float(seconds)
        self.seed = check_seed(seed)
        self.c = float(c)
        self.alpha = float(alpha)
        self.rollout = rollout
        self.draw = float(draw)
        self.rng = random.Random(seed)
        self._seen: dict[Hashable, None] = {}   # positions of this game, oldest first
        self._me = 0                             # the player to move at the root
        self.last_iterations = 0
        """Iterations of the last :meth:`choose` (for benchmarks)."""

    # --- identity -------------------------------------------------------------------------
    @property
    def name(self) -> str:
        parts = []
        if self.iterations is not None:
            parts.append(f"iterations={self.iterations}")
        if self.seconds is not None:
            parts.append(f"seconds={_number(self.seconds)}")
        for key, value, default in (("c", self.c, C), ("alpha", self.alpha, ALPHA),
                                    ("rollout", self.rollout, 0), ("draw", self.draw, DRAW)):
            if value != default:
                parts.append(f"{key}={_number(value)}")
        return "mcts:" + ",".join(parts)

    def describe(self, language: str | None = None) -> str:
        if self.seconds is None:
            return tr("bots.mcts.iterations", language, iterations=self.iterations)
        if self.iterations is None:
            return tr("bots.mcts.seconds", language, seconds=f"{self.seconds:g}")
        return tr("bots.mcts.both", language, iterations=self.iterations,
                  seconds=f"{self.seconds:g}")

    def __repr__(self) -> str:
        return f"MCTSPlayer({self.name!r}, seed={self.seed})"

    # --- the search -----------------------------------------------------------------------
    def choose(self, state: Any, *, progress: Progress | None = None,
               stop: threading.Event | None = None) -> Any:
        moves = legal_moves_of(state)
        evaluation = evaluation_for(state.game)
        key = evaluation.position_key
        self._remember(key(state))
        if len(moves) == 1:   # nothing to think about
            self._remember(key(state.play(moves[0])))
            if progress is not None:
                progress(1.0)
            self.last_iterations = 0
            return moves[0]
        players = state.game.players
        self._me = state.to_move
        root = _Node(state, None, [0.5] * players, False, 0.0)
        self._expand(root, evaluation, moves)
        repeats = False
        assert root.children is not None
        for child in root.children:
            if not child.exact and key(child.state) in self._seen:
                # back into a position seen before in this game: no progress, a draw
                child.value, child.exact, repeats = self._drawn(players), True, True
        if repeats:
            _back_up(root)
        root.visits = 1
        done = 1
        limit = self.iterations
        seconds = self.seconds
        started = time.perf_counter()
        deadline = None if seconds is None else started + seconds
        reported = 0.0
        checkpoint = max(LOOK_FIRST, (limit or 0) // 10)
        while not root.exact:
            if limit is not None and done >= limit:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if stop is not None and stop.is_set():
                break
            self._iterate(root, evaluation)
            done += 1
            if done == checkpoint and _all_alike(root):
                break   # a tenth of the budget taught nothing: every move still looks the same
            if progress is not None:
                fraction = done / limit if limit is not None else 0.0
                if seconds is not None:
                    fraction = max(fraction, (time.perf_counter() - started) / seconds)
                if fraction - reported >= 0.02 and fraction < 1.0:
                    reported = fraction
                    progress(fraction)
        self.last_iterations = done
        if progress is not None:
            progress(1.0)
        best = self._best(root)
        self._remember(key(best.state))
        return best.move

    def _remember(self, position: Hashable) -> None:
        seen = self._seen
        seen.pop(position, None)
        seen[position] = None
        if len(seen) > MEMORY:
            del seen[next(iter(seen))]

    def _best(self, root: _Node) -> _Node:
        """The move to play: a proven win first, a proven loss last, else the most visited
        (then the best value)."""
        m = root.mover
        children = root.children
        assert children is not None
        alpha = self.alpha

        def key(child: _Node) -> tuple[bool, bool, int, float]:
            mine = child.value[m]
            q = mine if not child.visits else \
                (1 - alpha) * child.total[m] / child.visits + alpha * mine
            return (child.exact and mine == 1.0, not (child.exact and mine == 0.0),
                    child.visits, q + child.jitter)

        return max(children, key=key)

    def _iterate(self, root: _Node, evaluation: Evaluation) -> None:
        node = root
        path = [root]
        c, alpha = self.c, self.alpha
        keep = 1.0 - alpha
        while node.children is not None and not node.exact:
            m = node.mover
            explore = c * math.sqrt(math.log(node.visits + 1))
            best = node.children[0]
            best_score = -math.inf
            for child in node.children:
                n = child.visits
                if n:
                    score = (keep * child.total[m] / n + alpha * child.value[m]
                             + explore / math.sqrt(n + 1) + child.jitter)
                else:
                    score = child.value[m] + explore + child.jitter
                if score > best_score:
                    best, best_score = child, score
            node = best
            path.append(node)
        if node.exact:
            reward = node.value
        else:
            self._expand(node, evaluation, node.state.legal_moves())
            reward = node.value if not self.rollout else self._playout(node, evaluation)
        for visited in path:
            visited.visits += 1
            total = visited.total
            for p, r in enumerate(reward):
                total[p] += r
        for index in range(len(path) - 2, -1, -1):
            if not _back_up(path[index]):
                break

    def _expand(self, node: _Node, evaluation: Evaluation, moves: list[Any]) -> None:
        play = node.state.play
        rewards = evaluation.rewards
        jitter = self.rng.random
        players = len(node.value)
        children: list[_Node] = []
        add = children.append
        for move in moves:
            after = play(move)
            outcome = after.outcome
            if outcome is None:
                add(_Node(after, move, rewards(after), False, jitter() * 1e-7))
                continue
            if outcome.winners:
                value = terminal_rewards(outcome.winners, players)
            else:
                value = self._drawn(players)
            add(_Node(after, move, value, True, jitter() * 1e-7))
        node.children = children
        _back_up(node)

    def _drawn(self, players: int) -> list[float]:
        """The rewards of a draw: 0.5 for everyone but the searching player, who plays for a
        win and counts it ``draw``."""
        value = [0.5] * players
        value[self._me] = self.draw
        return value

    def _playout(self, node: _Node, evaluation: Evaluation) -> list[float]:
        state = node.state
        rng = self.rng
        for _ in range(self.rollout):
            if state.outcome is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome is not None and state.outcome.is_draw:
            return self._drawn(len(node.value))
        return evaluation.rewards(state)


def _all_alike(root: _Node) -> bool:
    """Every move of the root has exactly the same value for the player to move (and none is
    decided)."""
    children = root.children
    assert children is not None
    m = root.mover
    first = children[0].value[m]
    return all(not child.exact and child.value[m] == first for child in children)


def _number(value: float) -> str:
    """A number for a spec: short, and read back exactly."""
    short = f"{value:g}"
    return short if float(short) == value else repr(value)


def _back_up(node: _Node) -> bool:
    """Set ``node.value`` to the max-n value of its children (for the player to move) and
    ``node.exact`` when a child wins for that player or every child is exact. Returns whether
    anything changed (if not, the ancestors need no update either)."""
    children = node.children
    assert children is not None
    m = node.mover
    best = children[0]
    best_value = best.value[m]
    all_exact = True
    won = False
    for child in children:
        value = child.value[m]
        if child.exact:
            if value == 1.0:   # a finished game won by m, or a proven win
                best, won = child, True
                break
        else:
            all_exact = False
        if value > best_value:
            best, best_value = child, value
    exact = won or all_exact
    if best.value is node.value and exact == node.exact:
        return False
    node.value = best.value
    node.exact = exact
    return True
