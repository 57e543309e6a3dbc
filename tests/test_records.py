"""Seeded games give the same moves and the same positions as the stored records.

``data/seeded_games.json`` was written by the kit before the redesign of how moves are told
(issue 11) and before the public API was made fast (issue 12): for every tested variant of
every game and seeds 0 and 1, a game of ``random.Random(seed).choice(list(legal_moves()))``
moves (at most 400), with the moves, every 10th position, the final position and the
outcome. Replaying the same loop today must give exactly the same game: a refactoring or a
speed-up that changes one legal move list, its order, or one rule shows up here.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import cubekit

RECORDS: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "data" / "seeded_games.json").read_text(encoding="utf-8"))


def _options(record: dict[str, Any]) -> dict[str, Any]:
    return {key: tuple(value) if isinstance(value, list) else value
            for key, value in record["options"].items()}


def _id(record: dict[str, Any]) -> str:
    options = "-".join(f"{k}={v}" for k, v in record["options"].items())
    return f"{record['game']}-{options}-seed{record['seed']}"


@pytest.mark.parametrize("record", RECORDS, ids=[_id(r) for r in RECORDS])
def test_seeded_game_is_unchanged(record: dict[str, Any]) -> None:
    game = cubekit.load(record["game"], **_options(record))
    rng = random.Random(record["seed"])
    state = game.initial_state(seed=record["seed"])
    moves: list[str] = []
    while state.outcome is None and len(moves) < 400:
        move = rng.choice(list(state.legal_moves()))
        state = state.play(move)
        moves.append(str(move))
        if len(moves) % 10 == 0:
            assert state.to_text() == record["positions"][str(len(moves))], len(moves)
        if moves[-1] != record["moves"][len(moves) - 1]:
            pytest.fail(f"move {len(moves)}: {moves[-1]} instead of "
                        f"{record['moves'][len(moves) - 1]}")
    assert moves == record["moves"]
    assert state.to_text() == record["final"]
    outcome = state.outcome
    assert (None if outcome is None else list(outcome.winners)) == record["winners"]
    assert (None if outcome is None else outcome.reason) == record["reason"]


def test_every_game_and_variant_is_recorded() -> None:
    from conftest import VARIANTS

    recorded = {(r["game"], json.dumps(r["options"], sort_keys=True)) for r in RECORDS}
    for name, variants in VARIANTS.items():
        for options in variants:
            plain = {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
            assert (name, json.dumps(plain, sort_keys=True)) in recorded, (name, options)
