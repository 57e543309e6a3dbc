"""Oracle: replay the game records of an independent engine and agree with every one.

``data/chain_reaction_games.jsonl.gz`` (its format in ``data/README.md``) holds 360 random
two-player games on six board sizes, recorded by an engine written independently of the kit.
For each record the kit must reproduce, exactly, the board after every move but the last, the
winner and the game's length (rule decisions CR-2 to CR-4). The file is part of the
repository, so these tests run in every clone.
"""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import cubekit
from cubekit.core.game import IllegalMoveError, State

ORACLE = Path(__file__).parent / "data" / "chain_reaction_games.jsonl.gz"
SIZES = [(6, 6), (8, 8), (8, 10), (10, 8), (3, 3), (5, 7)]
"""Board sizes (width, height) of the records, as listed in ``data/README.md``."""
RECORDS_PER_FILE = 360


@cache
def records() -> list[dict[str, Any]]:
    with gzip.open(ORACLE, "rt", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


# data/README.md: '.' empty, a b c = 1 2 3 marbles of the first player, A B C = of the second
_CELL = {".": (0, -1), "a": (1, 0), "b": (2, 0), "c": (3, 0), "A": (1, 1), "B": (2, 1),
         "C": (3, 1)}


def oracle_cells(board: str, width: int, height: int) -> list[tuple[int, int]]:
    assert len(board) == width * height, f"oracle board of {len(board)} cells for {width}x{height}"
    return [_CELL[char] for char in board]  # rank 1 first, each rank from file a: index order


def picture(cells: list[tuple[int, int]], width: int, height: int) -> str:
    """The board as ranks from the top, in the oracle's letters (for failure messages)."""
    letters = {value: key for key, value in _CELL.items()}
    rows = []
    for row in range(height - 1, -1, -1):
        rank = "".join(letters.get(cell, "?") for cell in cells[row * width:(row + 1) * width])
        rows.append(f"{row + 1:>3} {rank}")
    return "\n".join(rows)


def replay_record(number: int, record: dict[str, Any]) -> None:
    width, height = record["width"], record["height"]
    game = cubekit.load("chain_reaction", width=width, height=height)
    moves = record["moves"]
    where = f"record {number} (seed {record.get('seed')}, {width}x{height})"
    assert len(moves) == record["length"], f"{where}: {len(moves)} moves, length {record['length']}"
    assert len(record["boards"]) == len(moves) - 1
    state: State = game.initial_state()
    for index, move in enumerate(moves):
        assert not state.is_over, f"{where}: the game ended after move {index}, before {move}"
        try:
            state = state.play(move)
        except IllegalMoveError as error:
            pytest.fail(f"{where}: move {index + 1} {move} refused: {error}")
        if index == len(moves) - 1:
            break
        expected = oracle_cells(record["boards"][index], width, height)
        got = state.cells()  # type: ignore[attr-defined]
        if got != expected:
            pytest.fail(f"{where}: board after move {index + 1} ({move}) differs\n"
                        f"expected:\n{picture(expected, width, height)}\n"
                        f"got:\n{picture(got, width, height)}")
        assert state.to_move == (index + 1) % 2
    outcome = state.outcome
    assert outcome is not None, f"{where}: not over after its last move {moves[-1]}"
    assert outcome.winner == record["winner"], (
        f"{where}: winner {outcome.winner}, oracle says {record['winner']}")
    assert outcome.reason == "last_player"


def test_oracle_file_is_complete() -> None:
    data = records()
    assert len(data) == RECORDS_PER_FILE
    sizes = {(r["width"], r["height"]) for r in data}
    assert sizes == set(SIZES), f"unexpected board sizes {sorted(sizes)}"


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_oracle_games(width: int, height: int) -> None:
    chosen = [(number, r) for number, r in enumerate(records())
              if (r["width"], r["height"]) == (width, height)]
    assert chosen, f"no oracle records for {width}x{height}"
    for number, record in chosen:
        replay_record(number, record)


def test_mismatch_is_detected() -> None:
    """The comparison can fail: a record with one board changed is rejected."""
    record = dict(records()[0])
    boards = list(record["boards"])
    first = boards[0]
    boards[0] = ("a" if first[0] == "." else ".") + first[1:]
    record["boards"] = boards
    with pytest.raises(pytest.fail.Exception, match="board after move 1"):
        replay_record(0, record)
