"""The table of small boards solved: who wins with best play and how long best play lasts.

Solving the bigger cases takes minutes, so the results are stored in
``cubekit/analysis/data/solutions.json`` (with the machine and the time each took) and a
notebook reads them with :func:`load_table`; :func:`compute_table` solves them again::

    from cubekit.analysis.solutions import load_table, compute_table
    load_table()                         # the stored table (a table in a notebook)
    compute_table(["chain_reaction 3x3"]).save()   # solve again, store

The cases (:data:`CASES`): Kettenreaktion with two players on every board up to 3x4 and 2x6,
and 3x5;
Deblockle with one block each and an end game, and Cubeslyde positions from the teaching
scenarios, each asked who can force a win within a few moves: their positions can repeat
and the whole game is far too big to list, so "neither side can force a win within n moves"
is the exact answer to the question that can be asked (one block each from the start was
tried by retrograde analysis of every position: see ``benchmarks/analysis.py``).
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from cubekit.analysis.progress import ProgressArg, decimal, moves, number
from cubekit.analysis.solve import MoveValue, Solution, method_msg, solve
from cubekit.core.i18n import Msg, check_language, get_language, move_text, tr

DATA = Path(__file__).resolve().parent / "data" / "solutions.json"
"""Where the table is stored."""


@dataclass(frozen=True)
class Case:
    """A position to solve: ``game`` with ``options``, from ``position`` (text; "" for the
    start with seed 0) or the start of a teaching scenario, optionally only ``within`` so
    many moves; ``budget_s`` for it; ``lengths=False`` values the moves without their
    lengths (much faster for the big ones)."""

    name: str
    game: str
    options: Mapping[str, Any] = field(default_factory=dict)
    position: str = ""
    within: int | None = None
    budget_s: float = 600.0
    scenario: str = ""
    lengths: bool = True

    def start(self) -> Any:
        """The position to solve: ``position``, the start of teaching scenario ``scenario``
        (with its options), or the game's start with seed 0."""
        from cubekit import load

        game = load(self.game, **dict(self.options))
        if self.scenario:
            return game.scenario(self.scenario).start()
        return game.parse_state(self.position) if self.position else game.initial_state(seed=0)


def _chain(width: int, height: int, budget: float = 600.0) -> Case:
    return Case(f"chain_reaction {width}x{height}", "chain_reaction",
                {"width": width, "height": height}, budget_s=budget)


CASES: tuple[Case, ...] = (
    _chain(2, 2), _chain(2, 3), _chain(3, 2), _chain(2, 4), _chain(3, 3), _chain(2, 5),
    _chain(3, 4), _chain(2, 6), _chain(3, 5, 3600.0),
    Case("chain_reaction 3x3 stop_on_win=False", "chain_reaction",
         {"width": 3, "height": 3, "stop_on_win": False}),
    Case("deblockle 1 block each, within 6", "deblockle", {"blocks": 1}, within=6),
    Case("deblockle end game (scenario remove_on_goal_star), within 5", "deblockle",
         scenario="remove_on_goal_star", within=5, lengths=False),
    Case("cubeslyde end game (scenario no_legal_action), within 5", "cubeslyde",
         scenario="no_legal_action", within=5),
    Case("cubeslyde stage 1B (scenario push_in_stage_1b), within 3", "cubeslyde",
         scenario="push_in_stage_1b", within=3, lengths=False),
)
"""The small boards and end games of the stored table."""


def case_label(name: str, language: str | None = None) -> str:
    """A case of :data:`CASES` in words: the game, its board and rule options (with their
    RULES.md IDs), the teaching scenario it starts from and the move horizon ("Kettenreaktion
    3x3, CR-4: the cascade runs on to its end"); a name that is not a case, as it is."""
    from cubekit import load
    from cubekit.core.options import settings_label

    lang = check_language(language)
    found = next((item for item in CASES if item.name == name), None)
    if found is None:
        return name
    game = load(found.game, **dict(found.options))
    parts = [game.title]
    if "width" in found.options:
        parts[0] += f" {game.width}x{game.height}"   # type: ignore[attr-defined]
    rest = [key for key in found.options if key not in ("width", "height")]
    if rest:
        parts.append(settings_label(game, rest, lang))
    if found.scenario:
        parts.append(tr("analysis.solutions.case.scenario", lang,
                        title=game.scenario(found.scenario).title(lang)))
    if found.within is not None:
        parts.append(Msg("analysis.solutions.case.within",
                         {"n_within": moves(found.within)}).text(lang))
    return ", ".join(parts)


def case(name: str) -> Case:
    """A case of :data:`CASES` by its name."""
    for item in CASES:
        if item.name == name:
            return item
    raise KeyError(tr("analysis.solutions.no_case", name=repr(name),
                      names=", ".join(c.name for c in CASES)))


def solve_case(item: Case, *, budget_s: float | None = None,
               progress: ProgressArg = None) -> Solution:
    """Solve one case (within its own budget unless ``budget_s`` is given)."""
    return solve(item.start(), budget_s=budget_s or item.budget_s, within=item.within,
                 lengths=item.lengths, progress=progress)


def _row(item: Case, solution: Solution) -> dict[str, Any]:
    record = solution.to_record()
    return {"case": item.name, **record}


@dataclass(frozen=True, eq=False)
class SolutionTable:
    """Rows of solved cases (plain dicts, as stored); a table in a notebook."""

    rows: tuple[dict[str, Any], ...]
    machine: str = ""

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, name: str) -> dict[str, Any]:
        for row in self.rows:
            if row["case"] == name:
                return row
        raise KeyError(name)

    def describe(self, language: str | None = None) -> str:
        lang = check_language(language)
        return "\n".join(f"{case_label(row['case'], lang)}: {_verdict(row).text(lang)}"
                         for row in self.rows)

    def __repr__(self) -> str:
        return self.describe()

    def save(self, path: Path | str | None = None) -> Path:
        """Store the table as JSON (default: :data:`DATA`)."""
        target = Path(path) if path is not None else DATA
        target.parent.mkdir(parents=True, exist_ok=True)
        data = {"machine": self.machine, "rows": list(self.rows)}
        target.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
        return target

    def to_frame(self) -> Any:
        """The table as a pandas DataFrame (pandas is imported now)."""
        import pandas as pd

        columns = ["case", "to_move", "value", "winner", "length", "best_moves", "positions",
                   "seconds", "method", "within"]
        return pd.DataFrame([{k: row.get(k) for k in columns} for row in self.rows])

    def _repr_html_(self) -> str:
        from cubekit.core import display

        header = [Msg(f"analysis.solutions.column.{name}").text() for name in
                  ("case", "result", "best", "searched")]
        rows = []
        lang = get_language()
        for row in self.rows:
            best = ", ".join(move_text(m, lang) for m in row["best_moves"][:6]) + (
                " …" if len(row["best_moves"]) > 6 else "")
            searched = Msg("analysis.solutions.searched", {
                "positions": number(row["positions"], lang),
                "seconds": decimal(row["seconds"], lang, 2),
                "method": method_msg(row["method"], row.get("within"))}).text()
            rows.append((case_label(row["case"], lang), _verdict(row).text(), best or "–",
                         searched))
        title = Msg("analysis.solutions.title").text()
        machine = (f"<p><small>{display.prose(machine_words(self.machine, lang))}</small></p>"
                   if self.machine else "")
        return display.block(f"<h3 style='margin:0.2em 0'>{display.prose(title)}</h3>"
                             + display.table(header, rows) + machine)


_CORES = re.compile(r"\b(\d+) cores\b")
_LOAD = re.compile(r"\bload average (\d+(?:\.\d+)?) at start\b")


def machine_words(machine: str, language: str | None = None) -> str:
    """The machine line a benchmark stored (``benchmarks/run.py``: processor, cores, load,
    Python, numpy, system, date) with its words and decimals in ``language``; the names of
    processor, versions and system stay as they are.

    >>> machine_words("AMD EPYC, 2 cores, load average 6.00 at start; Python 3.11.7", "de")
    'AMD EPYC, 2 Kerne, Systemlast 6,00 beim Start; Python 3.11.7'
    """
    lang = check_language(language)
    text = _CORES.sub(lambda m: tr("analysis.machine.cores", lang, n=m.group(1)), machine)
    return _LOAD.sub(lambda m: tr("analysis.machine.load", lang, load=decimal(
        float(m.group(1)), lang, len(m.group(1).partition(".")[2]))), text)


def _verdict(row: Mapping[str, Any]) -> Msg:
    if row["value"] == "draw":
        if row.get("within"):
            return Msg("analysis.solutions.none_within", {"n_within": moves(row["within"])})
        return Msg("analysis.solutions.draw")
    return Msg("analysis.solutions.wins", {"winner": row["winner"],
                                          "n_length": moves(row["length"]),
                                          "to_move": row["to_move"]})


def load_table(path: Path | str | None = None, *, game: str | None = None) -> SolutionTable:
    """The stored table (:data:`DATA` unless ``path`` is given); ``game`` (a name
    ``cubekit.load`` accepts) keeps only that game's rows."""
    source = Path(path) if path is not None else DATA
    data = json.loads(source.read_text("utf-8"))
    rows = tuple(data["rows"])
    if game is not None:
        from cubekit.games import entry

        name = entry(game).name
        rows = tuple(row for row in rows if row["game"] == name)
    return SolutionTable(rows, data.get("machine", ""))


@lru_cache(maxsize=1)
def _stored_rows() -> dict[tuple[str, str, str, int | None], dict[str, Any]]:
    """The stored rows by game, options, position and horizon (read once)."""
    rows = {}
    for row in load_table().rows:
        options = json.dumps(row["options"], sort_keys=True)
        rows[(row["game"], options, row["position"], row.get("within"))] = row
    return rows


def stored_solution(state: Any, within: int | None = None) -> Solution | None:
    """The stored solution of ``state`` (asked ``within`` so many moves, or without a
    horizon), or None when the table has no row for it with the length of every move:
    a stored board answers at once, however long it took to solve."""
    game = state.game
    options = json.dumps(game.settings(), sort_keys=True)
    row = _stored_rows().get((game.name, options, state.to_text(), within))
    if row is None or any(length is None and value != "draw"
                          for value, length in row["moves"].values()):
        return None
    moves = tuple(MoveValue(move, value, length)
                  for move, (value, length) in row["moves"].items())
    return Solution(state, row["value"], row["length"], tuple(row["best_moves"]), moves,
                    row["positions"], row["seconds"], row["method"], row.get("within"))


def compute_table(names: Iterable[str] | None = None, *, budget_s: float | None = None,
                  progress: ProgressArg = None, machine: str = "") -> SolutionTable:
    """Solve the cases named (default: all of :data:`CASES`), saying each result on the
    error stream; a case whose budget runs out is left out (and said so there).
    ``progress`` reports within each case."""
    from cubekit.analysis.solve import SolveBudgetError

    chosen = [case(name) for name in names] if names is not None else list(CASES)
    rows = []
    for item in chosen:
        began = time.perf_counter()
        try:
            solution = solve_case(item, budget_s=budget_s, progress=progress)
        except SolveBudgetError as error:
            print(f"{item.name}: {error.describe()}", file=sys.stderr, flush=True)
            continue
        print(f"{item.name}: {_verdict(_row(item, solution)).text()} "
              f"({time.perf_counter() - began:.1f} s)", file=sys.stderr, flush=True)
        rows.append(_row(item, solution))
    return SolutionTable(tuple(rows), machine)


__all__ = ["CASES", "DATA", "Case", "SolutionTable", "case", "case_label", "compute_table",
           "load_table", "solve_case", "stored_solution"]
