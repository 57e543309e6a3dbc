"""Play many seeded games between computer players and tabulate them (one row per game).

:func:`play_games` runs ``n`` games of one game under one set of rule options;
:func:`compare` runs the same games under several values of one option (option A against
option B). Both return a pandas DataFrame; :mod:`cubekit.analysis.summary` turns it into win
rates with confidence intervals and :mod:`cubekit.analysis.plots` draws it.

Reproducibility: everything random in game ``g`` (the seed of ``initial_state`` and the seed
of each player) is derived from ``(seed, g)`` alone (:func:`game_seeds`), so the table is the
same whichever executor plays the games and however many workers it has. Only the thinking
times (``seconds_*``) differ between runs; pass ``timing=False`` to leave them out. Players
with a time budget (``"mcts:seconds=1"``) play differently on a faster machine, so only
iteration budgets are reproducible.

Parallelism: the games are cut into chunks that are submitted to a
:class:`concurrent.futures.Executor` -- by default a process pool with one worker per CPU, but
any executor works, e.g. a Dask cluster's ``client.get_executor()``. A worker receives only
plain data (the game's name, its options, the player specs and the seeds) and imports cubekit
itself.

pandas is imported only when a table is built, so ``import cubekit.analysis`` stays light.
"""

from __future__ import annotations

import concurrent.futures as cf
import math
import os
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import cubekit
from cubekit.core.game import Game
from cubekit.core.i18n import tr

if TYPE_CHECKING:
    import pandas as pd

    from cubekit.core.game import State

Progress = Callable[[int, int], None]
"""A progress callback: ``progress(done, total)`` with the number of games played so far."""

DEFAULT_TURN_LIMIT = 1000
"""Moves after which :func:`play_games` stops a game that is still running (see there)."""

SEATINGS = ("rotate", "fixed")
"""How :func:`play_games` seats the players: see its ``seating`` argument."""


# ---------------------------------------------------------------------------------------------
# Seeds and seats of one game
# ---------------------------------------------------------------------------------------------
def game_seeds(seed: int, index: int, seats: int) -> tuple[int, tuple[int, ...]]:
    """The seeds of game ``index`` of a sweep with master seed ``seed``.

    Returns the seed for ``game.initial_state`` and one seed per seat for the players. They
    depend on ``(seed, index)`` only -- not on the executor, the worker or the other games --
    which makes every sweep reproducible. (A string seed makes :class:`random.Random` hash it
    with SHA-512, the same on every machine and in every process.)

    >>> game_seeds(0, 5, 2) == game_seeds(0, 5, 2)
    True
    >>> game_seeds(0, 5, 2) == game_seeds(0, 6, 2) or game_seeds(0, 5, 2) == game_seeds(1, 5, 2)
    False
    """
    rng = random.Random(f"cubekit.analysis:{seed}:{index}")
    state_seed = rng.getrandbits(32)
    return state_seed, tuple(rng.getrandbits(32) for _ in range(seats))


def seat_players(players: Sequence[str], index: int, seating: str = "rotate") -> tuple[str, ...]:
    """The player spec in each seat (A, B, ...) of game ``index``.

    ``"fixed"``: ``players[s]`` always sits in seat ``s``. ``"rotate"``: the list is rotated by
    one seat per game -- in game ``g`` player ``i`` sits in seat ``(i + g) mod k`` for ``k``
    seats -- so over a multiple of ``k`` games every player sits in every seat equally often.
    This separates the strength of a player from the advantage of a seat (or of moving first).
    Rotation keeps the players' cyclic order, so in the Cubeslyde team variant (A+C against
    B+D, CS-11) ``players[0]`` and ``players[2]`` always play together.

    >>> seat_players(["mcts", "random"], 0), seat_players(["mcts", "random"], 1)
    (('mcts', 'random'), ('random', 'mcts'))
    >>> seat_players(["a", "b", "c"], 1)
    ('c', 'a', 'b')
    >>> seat_players(["mcts", "random"], 1, "fixed")
    ('mcts', 'random')
    """
    if seating not in SEATINGS:
        raise _seating_error(seating)
    k = len(players)
    if seating == "fixed":
        return tuple(players)
    return tuple(players[(s - index) % k] for s in range(k))


def _seating_error(seating: Any) -> ValueError:
    return ValueError(tr("analysis.error.seating", seating=repr(seating),
                         seatings=", ".join(SEATINGS)))


# ---------------------------------------------------------------------------------------------
# What a worker receives (plain, picklable data) and does
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Job:
    """One game: its index, the seed of its start position, the seats' specs and seeds."""

    index: int
    seed: int
    seats: tuple[str, ...]
    player_seeds: tuple[int, ...]


@dataclass(frozen=True)
class _Chunk:
    """Games played together by one worker call (fewer submissions, less overhead)."""

    game: str
    options: tuple[tuple[str, Any], ...]
    stop_after: int | None
    timing: bool
    keep_moves: bool
    jobs: tuple[_Job, ...]


def _material_function(name: str) -> Callable[[State, int], int] | None:
    """``cubekit.games.<name>.evaluate.material`` if the game has one, else None."""
    from cubekit.games import entry

    module = entry(name).optional("evaluate")
    if module is None:
        return None
    function: Callable[[State, int], int] | None = getattr(module, "material", None)
    return function


def _play_chunk(chunk: _Chunk) -> list[dict[str, Any]]:
    """Play the games of a chunk (runs in the worker); one row dict per game."""
    game = cubekit.load(chunk.game, **dict(chunk.options))
    material = _material_function(game.name)
    return [_play_game(game, job, chunk, material) for job in chunk.jobs]


def _play_game(game: Game, job: _Job, chunk: _Chunk,
               material: Callable[[State, int], int] | None) -> dict[str, Any]:
    from cubekit.bots import make_player

    bots = [make_player(spec, seed=s) for spec, s in zip(job.seats, job.player_seeds, strict=True)]
    seats = len(bots)
    state = game.initial_state(job.seed)
    start = state.to_move
    moves = [0] * seats
    seconds = [0.0] * seats
    record: list[str] = []
    length = 0
    while state.outcome is None and (chunk.stop_after is None or length < chunk.stop_after):
        mover = state.to_move
        began = time.perf_counter() if chunk.timing else 0.0
        move = bots[mover].choose(state)
        if chunk.timing:
            seconds[mover] += time.perf_counter() - began
        state = state.play(move)   # checks legality: a bot's illegal move is an error
        moves[mover] += 1
        length += 1
        if chunk.keep_moves:
            record.append(str(move))
    outcome = state.outcome
    if outcome is None:
        # stopped by the sweep's turn limit: no winner, like the games' own turn limits
        winners: tuple[int, ...] = ()
        reason, rule = "turn_limit", None
    else:
        winners, reason, rule = outcome.winners, outcome.reason, outcome.rule
    letters = [game.player_name(p) for p in range(seats)]
    row: dict[str, Any] = {
        "game": job.index,
        "seed": job.seed,
        "start": letters[start],
        "winner": letters[winners[0]] if len(winners) == 1 else None,
        "winners": "+".join(letters[p] for p in winners) if winners else None,
        "draw": not winners,
        "length": length,
        "reason": reason,
        "rule": rule,
        "limit_hit": reason == "turn_limit",
    }
    for p, letter in enumerate(letters):
        row[f"player_{letter}"] = job.seats[p]
    for p, letter in enumerate(letters):
        row[f"moves_{letter}"] = moves[p]
    if material is not None:
        for p, letter in enumerate(letters):
            row[f"material_{letter}"] = int(material(state, p))
    if chunk.timing:
        for p, letter in enumerate(letters):
            row[f"seconds_{letter}"] = seconds[p]
    if chunk.keep_moves:
        row["moves"] = tuple(record)
    return row


# ---------------------------------------------------------------------------------------------
# Checking the request and planning the chunks
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Plan:
    """One set of rules to play ``jobs`` under."""

    game: Game
    options: dict[str, Any]
    jobs: tuple[_Job, ...]
    label: str


def _resolve(game: str | Game, options: Mapping[str, Any] | None) -> tuple[str, dict[str, Any]]:
    """The registry name and the options of ``game`` (a name or a rules object)."""
    if options is not None and not isinstance(options, Mapping):
        raise TypeError(tr("analysis.error.options", options=repr(options)))
    if isinstance(game, Game):
        return game.name, {**game.settings(), **(options or {})}
    if isinstance(game, str):
        return cubekit.game_class(game).name, dict(options or {})   # unknown name: ValueError
    raise TypeError(tr("analysis.error.game", game=repr(game)))


def _check_specs(players: str | Sequence[str], seats: int, name: str) -> tuple[str, ...]:
    if isinstance(players, str):
        specs: tuple[str, ...] = (players,) * seats
    else:
        specs = tuple(players)
        if len(specs) != seats:
            raise ValueError(tr("analysis.error.spec_count", game=name, seats=seats,
                                given=len(specs), example=repr(["random"] * seats)))
    for spec in specs:
        if not isinstance(spec, str):
            raise ValueError(tr("analysis.error.spec_type", spec=repr(spec)))
    from cubekit.bots import make_player

    # a bad spec raises ValueError naming the valid ones; good ones are written canonically
    canonical = {spec: make_player(spec, seed=0).name for spec in dict.fromkeys(specs)}
    return tuple(canonical[spec] for spec in specs)


def _check_count(value: Any, what: str, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(tr("analysis.error.whole_number", what=what, value=repr(value)))
    if value < minimum:
        raise ValueError(tr("analysis.error.at_least", what=what, minimum=minimum, value=value))
    return value


def _plan(game: str | Game, options: Mapping[str, Any] | None, players: str | Sequence[str],
          n: int, seed: int, seating: str, turn_limit: int | None) -> _Plan:
    name, opts = _resolve(game, options)
    rules = cubekit.load(name, **opts)   # unknown option: TypeError; bad value: ValueError
    if turn_limit is not None and getattr(rules, "turn_limit", 0) is None:
        # the game has its own turn limit (CS-10, DB-7) and it is off: switch it on, so that
        # the game itself ends as a draw with its rule ID (RULES.md CS-10: on in playouts)
        opts["turn_limit"] = turn_limit
        rules = rules.with_options(turn_limit=turn_limit)
    seats: int = rules.players
    specs = _check_specs(players, seats, name)
    if seating not in SEATINGS:
        raise _seating_error(seating)
    jobs = []
    for index in range(n):
        state_seed, player_seeds = game_seeds(seed, index, seats)
        jobs.append(_Job(index, state_seed, seat_players(specs, index, seating), player_seeds))
    label = ", ".join(f"{key}={value!r}" for key, value in rules.settings().items())
    return _Plan(rules, opts, tuple(jobs), label)


def _chunks(plans: Sequence[_Plan], size: int, stop_after: int | None, timing: bool,
            keep_moves: bool) -> list[tuple[int, _Chunk]]:
    """(plan number, chunk) pairs in the order the rows are wanted."""
    result = []
    for number, plan in enumerate(plans):
        options = tuple(plan.options.items())
        for start in range(0, len(plan.jobs), size):
            result.append((number, _Chunk(plan.game.name, options, stop_after, timing,
                                          keep_moves, plan.jobs[start:start + size])))
    return result


# ---------------------------------------------------------------------------------------------
# Running the chunks
# ---------------------------------------------------------------------------------------------
def _in_jupyter() -> bool:
    """True inside a Jupyter kernel (IPython imported only if it is already loaded)."""
    if "IPython" not in sys.modules:
        return False
    try:
        from IPython import get_ipython  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - IPython half-installed
        return False
    shell = get_ipython()  # type: ignore[no-untyped-call]
    return shell is not None and "IPKernelApp" in getattr(shell, "config", {})


def text_progress(done: int, total: int) -> None:
    """A progress line on standard error that is rewritten in place: "12 of 100 games played"."""
    end = "\n" if done >= total else ""
    sys.stderr.write("\r" + tr("analysis.progress", done=done, total=total) + end)
    sys.stderr.flush()


def widget_progress(total: int) -> Progress:
    """An ipywidgets progress bar (shown now) and the callback that moves it."""
    import ipywidgets  # type: ignore[import-untyped]
    from IPython.display import display

    bar = ipywidgets.IntProgress(value=0, min=0, max=max(total, 1),
                                 description=tr("analysis.progress.label"),
                                 style={"description_width": "initial"})
    label = ipywidgets.Label(tr("analysis.progress", done=0, total=total))
    box = ipywidgets.HBox([bar, label])
    box.add_class("cubekit-analysis-progress")
    display(box)  # type: ignore[no-untyped-call]

    def update(done: int, total: int) -> None:
        bar.value = done
        label.value = tr("analysis.progress", done=done, total=total)
        if done >= total:
            bar.bar_style = "success"

    return update


def _progress_callback(progress: bool | Progress | None, total: int) -> Progress | None:
    if progress is None or progress is False:
        return None
    if progress is True:
        return widget_progress(total) if _in_jupyter() else text_progress
    if callable(progress):
        return progress
    raise TypeError(tr("analysis.error.progress", progress=repr(progress)))


def _run(chunks: Sequence[_Chunk], executor: Any, workers: int | None,
         report: Progress | None) -> list[list[dict[str, Any]]]:
    """The rows of every chunk, in the order of ``chunks``, played by ``executor``."""
    total = sum(len(chunk.jobs) for chunk in chunks)
    done = 0
    if report is not None:
        report(0, total)
    owned = None
    if executor is None:
        count = workers if workers is not None else (os.cpu_count() or 1)
        if count > 1 and len(chunks) > 1:
            owned = executor = cf.ProcessPoolExecutor(max_workers=count)
        else:
            executor = "serial"
    if executor == "serial":
        results = []
        for chunk in chunks:
            results.append(_play_chunk(chunk))
            done += len(chunk.jobs)
            if report is not None:
                report(done, total)
        return results
    if not isinstance(executor, cf.Executor):
        raise TypeError(tr("analysis.error.executor", executor=repr(executor)))
    futures: list[cf.Future[list[dict[str, Any]]]] = []
    try:
        futures = [executor.submit(_play_chunk, chunk) for chunk in chunks]
        sizes = {future: len(chunk.jobs) for future, chunk in zip(futures, chunks, strict=True)}
        pending = set(futures)
        while pending:
            finished, pending = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            for future in finished:
                future.result()   # a failed game stops the sweep at once
                done += sizes[future]
            if report is not None:
                report(done, total)
        results = [future.result() for future in futures]
    except BaseException:
        # an error or Ctrl-C: drop the games not started yet and do not wait for the others
        for future in futures:
            future.cancel()
        if owned is not None:
            owned.shutdown(wait=False, cancel_futures=True)
        raise
    if owned is not None:
        owned.shutdown(wait=True)
    return results


_FIRST_COLUMNS = ("game", "option", "value", "seed", "start", "winner", "winners", "draw",
                  "length", "reason", "rule", "limit_hit")
_SEAT_STATISTICS = ("player", "moves", "material", "seconds")


def _frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """The table of ``rows`` with a fixed column order (per-seat columns grouped by kind)."""
    import pandas as pd

    present: dict[str, None] = {}
    for row in rows:
        present.update(dict.fromkeys(row))
    columns = [c for c in _FIRST_COLUMNS if c in present]
    for kind in _SEAT_STATISTICS:
        columns += sorted(c for c in present if c.startswith(kind + "_"))
    columns += [c for c in ("moves", "options") if c in present]
    frame = pd.DataFrame.from_records(rows, columns=columns)
    # keep Python values (None for "no winner", option values such as None or tuples) exact
    for column in ("value", "winner", "winners", "rule", "moves"):
        if column in frame:
            frame[column] = pd.Series([row.get(column) for row in rows], dtype=object)
    return frame


def _play(plans: Sequence[_Plan], *, turn_limit: int | None, executor: Any,
          workers: int | None, chunk_size: int | None, timing: bool, keep_moves: bool,
          progress: bool | Progress | None,
          extra: Callable[[int], dict[str, Any]] | None, attrs: dict[str, Any]) -> pd.DataFrame:
    if workers is not None:
        _check_count(workers, "workers", 1)
    total = sum(len(plan.jobs) for plan in plans)
    if chunk_size is None:
        parallel = workers if workers is not None else (os.cpu_count() or 1)
        chunk_size = max(1, min(50, math.ceil(total / (4 * parallel))))
    _check_count(chunk_size, "chunk_size", 1)
    numbered = _chunks(plans, chunk_size, turn_limit, timing, keep_moves)
    results = _run([chunk for _, chunk in numbered], executor, workers,
                   _progress_callback(progress, total))
    rows = []
    for (number, _), chunk_rows in zip(numbered, results, strict=True):
        for row in chunk_rows:
            if extra is not None:
                row.update(extra(number))
            row["options"] = plans[number].label
            rows.append(row)
    frame = _frame(rows)
    # what the plots put in their subtitles (pandas keeps attrs through selections and copies)
    frame.attrs.update(game=plans[0].game.name, title=plans[0].game.title, **attrs)
    return frame


# ---------------------------------------------------------------------------------------------
# The public functions
# ---------------------------------------------------------------------------------------------
def play_games(game: str | Game, players: str | Sequence[str], n: int, *, seed: int = 0,
               options: Mapping[str, Any] | None = None, seating: str = "rotate",
               turn_limit: int | None = DEFAULT_TURN_LIMIT, executor: Any = None,
               workers: int | None = None, chunk_size: int | None = None, timing: bool = True,
               keep_moves: bool = False,
               progress: bool | Progress | None = None) -> pd.DataFrame:
    """Play ``n`` seeded games between computer players; one table row per game.

    ``game`` is a game name (``"chain_reaction"``) or a rules object from :func:`cubekit.load`;
    ``options`` are rule options (added to those of the rules object). ``players`` gives one
    player spec of :func:`cubekit.bots.make_player` per seat (``["mcts", "random"]``), or one
    spec for every seat (``"random"``). ``seating="rotate"`` (the default) moves the players
    round the table from game to game (:func:`seat_players`), so that with ``n`` a multiple of
    the number of players each player sits in each seat equally often and the advantage of a
    seat or of the first move can be told apart from the strength of a player;
    ``seating="fixed"`` keeps ``players[s]`` in seat ``s``.

    Game ``g`` is played from ``game.initial_state(seed_g)`` by players seeded with seeds that
    depend only on ``(seed, g)`` (:func:`game_seeds`): the table is the same with any executor.

    ``turn_limit`` (moves, default 1000; ``None``: no limit, only for games that surely end):
    a game that has its own turn-limit option (Cubeslyde CS-10, Deblockle DB-7) and has it
    switched off gets it switched on with this value, so it ends as the rules' draw; any game
    still running after ``turn_limit`` moves is stopped by the sweep and recorded like a
    turn-limit draw (``reason`` ``"turn_limit"``, ``rule`` None).

    ``executor``: ``None`` (default) plays on a process pool with ``workers`` processes (one
    per CPU), ``"serial"`` plays in this process, and any :class:`concurrent.futures.Executor`
    (a Dask ``client.get_executor()``, a thread pool, ...) is used as given and not shut down.
    Games are submitted in chunks of ``chunk_size`` (automatic: about four chunks per worker,
    at most 50 games each). ``progress``: ``True`` shows a progress bar in Jupyter and a text
    line elsewhere; a callable is called as ``progress(done, total)``.

    The columns, one row per game, sorted by ``game``:

    * ``game`` (index 0..n-1), ``seed`` (of ``initial_state``), ``start`` (letter of the player
      who moved first);
    * ``winner`` (letter, None for no single winner), ``winners`` (``"A"``, ``"A+C"`` for a
      team, None for a draw), ``draw`` (no winner), ``length`` (moves played);
    * ``reason`` (``Outcome.reason``: ``"last_player"``, ``"four_in_a_row"``, ...), ``rule``
      (its ``RULES.md`` ID when the ending is not in the rulebook), ``limit_hit`` (ended by a
      turn limit);
    * per seat ``X``: ``player_X`` (spec, as :mod:`cubekit.bots` writes it), ``moves_X``
      (moves made), ``material_X`` (pieces left on the board, when the game has
      ``evaluate.material``), ``seconds_X`` (time spent choosing moves; only with
      ``timing=True``, the one column that varies between runs);
    * ``moves`` (the moves in notation, with ``keep_moves=True``: replay game ``g`` with
      ``game.initial_state(seed).play_all(moves)``), ``options`` (the rule options that differ
      from the defaults, as text).

    Bad input raises ``ValueError``: an unknown game, a wrong number of player specs, a bad spec
    (unknown rule options raise ``TypeError``, as in :func:`cubekit.load`).

    >>> table = play_games("chain_reaction", ["random", "greedy"], 4, seed=1,
    ...                    options={"width": 3, "height": 3}, executor="serial", timing=False)
    >>> list(table["game"]), list(table["player_A"])
    ([0, 1, 2, 3], ['random', 'greedy', 'random', 'greedy'])
    >>> bool((table["moves_A"] + table["moves_B"] == table["length"]).all())
    True
    >>> table["options"][0]
    'width=3, height=3'
    """
    _check_count(n, "n", 1)
    _check_seed(seed)
    _check_turn_limit(turn_limit)
    plan = _plan(game, options, players, n, seed, seating, turn_limit)
    return _play([plan], turn_limit=turn_limit, executor=executor, workers=workers,
                 chunk_size=chunk_size, timing=timing, keep_moves=keep_moves, progress=progress,
                 extra=None, attrs={"players": _player_list(players), "seating": seating,
                                    "seed": seed})


def compare(game: str | Game, option: str, values: Sequence[Any], players: str | Sequence[str],
            n: int, *, seed: int = 0, options: Mapping[str, Any] | None = None,
            seating: str = "rotate", turn_limit: int | None = DEFAULT_TURN_LIMIT,
            executor: Any = None, workers: int | None = None, chunk_size: int | None = None,
            timing: bool = True, keep_moves: bool = False,
            progress: bool | Progress | None = None) -> pd.DataFrame:
    """Play the same ``n`` games under each value of one rule option (option A against B).

    The table is that of :func:`play_games` for each value, one after the other, with two more
    columns: ``option`` (its name) and ``value``. Game ``g`` gets the same seeds under every
    value (paired games: the difference comes from the option, not from luck in the set-up).
    All games of all values are played in one go on the executor. The other arguments are
    those of :func:`play_games`. With an option that changes the number of players, give
    ``players`` as one spec for every seat.

    >>> table = compare("chain_reaction", "stop_on_win", [True, False], "random", 2,
    ...                 options={"width": 3, "height": 3}, executor="serial", timing=False)
    >>> list(table["value"]), list(table["game"])
    ([True, True, False, False], [0, 1, 0, 1])
    """
    _check_count(n, "n", 1)
    _check_seed(seed)
    _check_turn_limit(turn_limit)
    name, base = _resolve(game, options)
    valid = [o.name for o in cubekit.game_class(name).options()]
    if option not in valid:
        raise ValueError(tr("analysis.error.option", option=repr(option), game=name,
                            valid=", ".join(valid)))
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise ValueError(tr("analysis.error.values", option=option, values=repr(values)))
    values = list(values)
    if not values:
        raise ValueError(tr("analysis.error.no_values", option=option))
    if any(values[i] == values[j] for i in range(len(values)) for j in range(i)):
        raise ValueError(tr("analysis.error.values_repeat", option=option, values=repr(values)))
    plans = []
    for value in values:
        plans.append(_plan(name, {**base, option: value}, players, n, seed, seating, turn_limit))
    return _play(plans, turn_limit=turn_limit, executor=executor, workers=workers,
                 chunk_size=chunk_size, timing=timing, keep_moves=keep_moves, progress=progress,
                 extra=lambda number: {"option": option, "value": values[number]},
                 attrs={"players": _player_list(players), "seating": seating, "seed": seed,
                        "option": option})


def _player_list(players: str | Sequence[str]) -> list[str]:
    return [players] if isinstance(players, str) else list(players)


def _check_seed(seed: Any) -> None:
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(tr("analysis.error.whole_number", what="seed", value=repr(seed)))


def _check_turn_limit(turn_limit: Any) -> None:
    if turn_limit is not None:
        _check_count(turn_limit, "turn_limit", 1)
