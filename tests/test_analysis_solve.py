"""Perfect play: the solver agrees with a plain minimax over every position, the Kettenreaktion
small boards have their known values, retrograde analysis handles positions that repeat,
hints say what a move is worth, and the stored table of small boards is consistent."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

import pytest

import cubekit
from cubekit.analysis import solutions
from cubekit.analysis.solve import MATE, SolveBudgetError, hint, solve, value_of
from cubekit.core.game import Game, Outcome, State, Step
from cubekit.core.grid import Board
from cubekit.core.i18n import Msg


def chain(width: int, height: int, **options: Any) -> Game:
    return cubekit.load("chain_reaction", width=width, height=height, **options)


def brute_force(state: State) -> int:
    """The exact score of ``state`` by plain memoised minimax over every position (no
    pruning, no symmetry, no ordering): the reference the solver must match."""
    memo: dict[State, int] = {}
    sys.setrecursionlimit(10_000)

    def value(node: State) -> int:
        if node in memo:
            return memo[node]
        best = -MATE - 1
        for move in node.legal_moves():
            child = node.play(move)
            outcome = child.outcome
            if outcome is not None:
                score = 0 if not outcome.winners else (
                    MATE - 1 if node.to_move in outcome.winners else 1 - MATE)
            else:
                inner = value(child)
                inner = inner if child.to_move == node.to_move else -inner
                score = inner - 1 if inner > 0 else inner + 1 if inner < 0 else 0
            best = max(best, score)
        memo[node] = best
        return best

    return value(state)


@pytest.mark.parametrize(("width", "height", "value", "length"), [
    (2, 2, "loss", 4), (2, 3, "win", 7), (3, 2, "win", 7), (2, 4, "loss", 12)])
def test_small_kettenreaktion_boards(width: int, height: int, value: str, length: int) -> None:
    solution = solve(chain(width, height))
    assert (solution.value, solution.length) == (value, length)
    assert solution.method == "alpha-beta"
    assert solution.winner == (0 if value == "win" else 1)
    assert set(solution.best_moves) <= {m.move for m in solution.moves}


@pytest.mark.parametrize(("width", "height"), [(2, 2), (2, 3), (3, 2)])
def test_solver_matches_plain_minimax(width: int, height: int) -> None:
    start = chain(width, height).initial_state()
    score = brute_force(start)
    solution = solve(start)
    assert solution.value == ("win" if score > 0 else "loss" if score < 0 else "draw")
    assert solution.length == MATE - abs(score)
    # every move's value and length, from the reference as well
    for item in solution.moves:
        child = start.play(item.move)
        if child.outcome is None:
            inner = brute_force(child)
            expected = -inner - 1 if -inner > 0 else -inner + 1
            assert item.length == MATE - abs(expected)
            assert item.value == ("win" if expected > 0 else "loss")


def test_mid_game_position_and_its_moves() -> None:
    state = chain(2, 4).initial_state().play_all(["a1", "b4", "b2"])
    solution = solve(state)
    for item in solution.moves:
        child = solve(state.play(item.move))
        if child.method == "over":
            assert item.length == 1 and item.value == "win"
            continue
        # the child is valued for the other player: a loss there is a win here, one move longer
        assert {"win": "loss", "loss": "win", "draw": "draw"}[child.value] == item.value
        assert child.length is not None and item.length == child.length + 1
    assert solution.best_moves == tuple(m.move for m in solution.moves
                                        if m.value == solution.value)


def test_finished_game_and_errors() -> None:
    state = chain(2, 2).initial_state().play_all(["a1", "b2", "a1", "b2"])
    assert state.outcome is not None
    over = solve(state)
    assert over.method == "over" and over.length == 0 and not over.moves
    with pytest.raises(ValueError, match="two players"):
        solve(chain(3, 3, players=3))
    with pytest.raises(ValueError, match="within"):
        solve(chain(2, 2), within=0)
    with pytest.raises(TypeError):
        solve("chain_reaction")  # type: ignore[arg-type]


def test_budget_error_says_how_far_it_got() -> None:
    with pytest.raises(SolveBudgetError) as caught:
        solve(cubekit.load("chain_reaction"), budget_s=0.05)
    error = caught.value
    assert error.positions > 0 and error.depth > 0 and error.seconds >= 0.05
    assert "budget of 0.05 s" in error.describe("en") and "positions" in error.describe("en")
    assert "Zeitrahmen" in error.describe("de")


def test_within_asks_for_a_forced_win_in_so_many_moves() -> None:
    game = chain(2, 3)
    short = solve(game, within=6)
    assert short.value == "draw" and "within 6 moves" in short.describe("en")
    found = solve(game, within=7)
    assert (found.value, found.length, found.horizon) == ("win", 7, 7)


def test_texts_in_both_languages() -> None:
    solution = solve(chain(2, 3))
    english, german = solution.describe("en"), solution.describe("de")
    assert "wins with best play in 7 moves" in english
    assert "gewinnt bei bestem Spiel in 7 Zügen" in german
    assert "Negamax" in german and "7" in solution._repr_html_()
    record = solution.to_record()
    assert record["value"] == "win" and record["winner"] == "A"
    json.dumps(record)


def test_hints() -> None:
    state = chain(2, 3).initial_state().play("a1")
    solution = solve(state)
    assert solution.value == "loss"           # B to move loses against best play
    for item in solution.moves:
        found = hint(state, item.move)
        assert found is not None
        assert (found.value, found.length) == (item.value, item.length)
        assert str(item.length) in found.describe("en")
        assert "verliert" in found.describe("de")
    assert hint(cubekit.load("chain_reaction").initial_state(), "a1", budget_s=0.02) is None
    winning = chain(2, 3).initial_state()
    best = hint(winning, solve(winning).best_moves[0])
    assert best is not None and best.value == "win" and "wins" in best.describe("en")


# --- a tiny game whose positions repeat: retrograde analysis --------------------------------
@dataclass(frozen=True)
class Step1:
    """Move the token by ``by`` (-2, -1 or +1)."""

    by: int

    def __str__(self) -> str:
        return f"{self.by:+d}"


@dataclass(frozen=True, eq=False)
class Token(Game):
    """A token on 0..top; a move takes it 1 or 2 down, or 1 up from an even square; whoever
    reaches 0 wins. The moves up make lines of play that come back to the same position
    (4, 5, 4, ...), and from 6 a player can step up to 7 whenever the other steps back to 6,
    so 6 and 7 are draws."""

    name: ClassVar[str] = "toy_token"
    title: ClassVar[str] = "Token"
    rulebook: ClassVar[str] = ""
    top: int = 7

    @property
    def board(self) -> Board:
        return Board(1, 1)

    @property
    def players(self) -> int:
        return 2

    def initial_state(self, seed: int | None = None) -> TokenState:
        return TokenState(self, self.top, 0, None)

    def parse_state(self, text: str) -> TokenState:
        at, player = text.split()
        return TokenState(self, int(at), int(player), None)


class TokenState(State):
    move_types: ClassVar[tuple[type, ...]] = (Step1,)

    def __init__(self, game: Token, at: int, to_move: int, outcome: Outcome | None) -> None:
        self.game, self.at, self._to_move, self._outcome = game, at, to_move, outcome

    def legal_moves(self) -> list[Any]:
        if self._outcome is not None:
            return []
        return [Step1(by) for by in (-2, -1, 1) if 0 <= self.at + by <= self.game.top
                and (by < 0 or self.at % 2 == 0)]

    def parse_move(self, text: str) -> Any:
        return Step1(int(text))

    def to_text(self) -> str:
        return f"{self.at} {self._to_move}"

    def _illegal(self, move: Any) -> Msg | None:
        return None if move in self.legal_moves() else Msg("core.game_over")

    def _apply(self, move: Any, record: list[Step] | None) -> State:
        at = self.at + move.by
        if at == 0:
            return TokenState(self.game, 0, self._to_move,
                              Outcome((self._to_move,), "zero", Msg("core.game_over")))
        return TokenState(self.game, at, 1 - self._to_move, None)

    def _key(self) -> tuple[Any, ...]:
        return (self.at, self._to_move, self._outcome is None)


@cache
def token_values(top: int) -> dict[int, int]:
    """Scores of the token game by value iteration from "nothing decided" (0): a win or a
    loss spreads one move per round, what is never decided stays a draw."""
    score = dict.fromkeys(range(1, top + 1), 0)
    for _ in range(4 * top):
        new = {}
        for at in range(1, top + 1):
            options = []
            for by in (-2, -1, 1):
                if by > 0 and at % 2:
                    continue
                target = at + by
                if target == 0:
                    options.append(MATE - 1)
                elif 0 < target <= top:
                    inner = -score[target]
                    options.append(inner - 1 if inner > 0 else inner + 1 if inner < 0 else 0)
            new[at] = max(options)
        score = new
    return score


@pytest.mark.parametrize("at", range(1, 8))
def test_retrograde_on_positions_that_repeat(at: int) -> None:
    state = Token().parse_state(f"{at} 0")
    solution = solve(state)
    expected = token_values(7)[at]
    assert solution.value == value_of(expected)
    assert solution.length == (None if expected == 0 else MATE - abs(expected))
    for item in solution.moves:
        target = at + int(item.move)
        if target == 0:
            assert (item.value, item.length) == ("win", 1)
            continue
        inner = -token_values(7)[target]
        edge = inner - 1 if inner > 0 else inner + 1 if inner < 0 else 0
        assert item.value == value_of(edge)
        assert item.length == (None if edge == 0 else MATE - abs(edge))


def test_retrograde_is_used_when_a_line_comes_back() -> None:
    # 6 -> 7 -> 6: the value search meets its own line and lists every position instead
    solution = solve(Token(top=7).parse_state("6 0"))
    assert solution.method == "retrograde" and solution.value == "draw"
    assert solution.length is None and solution.best_moves == ("+1",)
    assert "neither side can force a win" in solution.describe("en")


# --- the table of small boards --------------------------------------------------------------
def test_stored_table_of_small_boards() -> None:
    table = solutions.load_table()
    rows = {row["case"]: row for row in table.rows}
    assert {"chain_reaction 2x2", "chain_reaction 2x3", "chain_reaction 3x3",
            "chain_reaction 3x4"} <= set(rows)
    assert rows["chain_reaction 3x3"]["value"] == "win"
    assert rows["chain_reaction 3x3"]["length"] == 13
    assert rows["chain_reaction 3x4"]["winner"] == "A"
    # 3x5, solved once (benchmarks/results-solve.md): the first player loses in 28
    assert (rows["chain_reaction 3x5"]["value"], rows["chain_reaction 3x5"]["length"]) == (
        "loss", 28)
    # the quick rows agree with solving them again now
    for case in ("chain_reaction 2x2", "chain_reaction 2x3"):
        again = solutions.solve_case(solutions.case(case))
        assert again.value == rows[case]["value"] and again.length == rows[case]["length"]
    assert "3x4" in table._repr_html_() and "3x4" in table.describe("de")


def test_one_games_rows_and_numbers_in_the_readers_language() -> None:
    only = solutions.load_table(game="kettenreaktion")
    assert only.rows and {row["game"] for row in only.rows} == {"chain_reaction"}
    assert len(only) < len(solutions.load_table())
    from cubekit.core.i18n import set_language

    set_language("de")
    try:
        german = only._repr_html_()
    finally:
        set_language("en")
    assert re.search(r"\d+ Stellungen in \d+,\d\d s", german), german
    assert re.search(r"\d+ positions in \d+\.\d\d s", only._repr_html_())


def test_the_stored_cases_are_named_in_the_readers_language() -> None:
    from cubekit.analysis.solutions import CASES, case_label

    names = [c.name for c in CASES]
    german = [case_label(name, "de") for name in names]
    assert "Deblockle, DB-8: Blöcke je Spieler: 1, innerhalb von 6 Zügen" in german
    assert "Kettenreaktion 3x3, CR-4: die Kaskade läuft bis zu ihrem Ende" in german
    assert all("scenario" not in label and "moves" not in label for label in german)
    english = case_label("cubeslyde end game (scenario no_legal_action), within 5", "en")
    assert english.startswith("Cubeslyde, from the start of the scenario “") and \
        english.endswith("”, within 5 moves")
    assert case_label("my own case", "de") == "my own case"
