"""Property tests (hypothesis) for Cubeslyde and its notation parsers.

Seeded random games in random variants (2-4 players, every level, teams, and the options of
CS-4, CS-5, CS-7, CS-9) must keep the invariants of the rules after every move:

* the 24 cubes are always on the board, in a hand or lost, and every set keeps its strengths;
* a cube never changes its strength: each push moves exactly the cubes a plain reference
  implementation written here says it moves (the group and the line in front, one square),
  placements add exactly the chosen cube, and a cube that leaves the board is counted lost;
* ``legal_moves`` is exactly the set of actions the reference finds (rulebook *Phase 2*,
  CS-3 .. CS-6, CS-8, CS-9), and ``why_illegal`` agrees with it;
* no cube of a player who is out and no neutral cube is ever part of a winning line, and a
  winning line is of one colour of a winner;
* positions round-trip through the notation.

The parsers must answer any text with a position/move or a :class:`NotationError`.
"""

from __future__ import annotations

import dataclasses
import random
import re
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cubekit
from cubekit.core.game import IllegalMoveError, NotationError
from cubekit.core.grid import Direction
from cubekit.games.cubeslyde import WHITE, Cube, Cubeslyde, CubeslydeState, Place, Push
from cubekit.games.cubeslyde.events import LineCompleted

SETTINGS = settings(max_examples=12, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])
FILES = "abcdef"
VECTORS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
Square = tuple[int, int]


@cache
def load(players: int, level: str, teams: bool, own_in_line: str, partner_cubes: str,
         line_wins: str, no_move: str, turn_limit: int) -> Cubeslyde:
    game = cubekit.load("cubeslyde", players=players, level=level, teams=teams,
                        own_in_line=own_in_line, partner_cubes=partner_cubes,
                        line_wins=line_wins, no_move=no_move, turn_limit=turn_limit)
    assert isinstance(game, Cubeslyde)
    return game


@st.composite
def games(draw: st.DrawFn) -> Cubeslyde:
    players = draw(st.sampled_from([2, 3, 4]))
    teams = players == 4 and draw(st.booleans())
    return load(players, draw(st.sampled_from(["beginner", "intermediate", "expert"])), teams,
                draw(st.sampled_from(["carried", "blocks"])),
                draw(st.sampled_from(["defend", "own"])) if teams else "defend",
                draw(st.sampled_from(["any", "mover_only"])),
                draw(st.sampled_from(["pass", "lose"])), draw(st.integers(30, 160)))


seeds = st.integers(0, 2**32 - 1)


def name(square: Square) -> str:
    return f"{FILES[square[0]]}{square[1] + 1}"


def on_board(square: Square) -> bool:
    return 0 <= square[0] < 6 and 0 <= square[1] < 6


def plus(square: Square, d: str) -> Square:
    return (square[0] + VECTORS[d][0], square[1] + VECTORS[d][1])


# --- a reference for pushes, as plain as possible ---------------------------------------------
def counts_as_own(game: Cubeslyde, player: int, owner: int) -> bool:
    """Own cubes, and with partner_cubes="own" the partner's, are carried (CS-4, CS-5)."""
    if owner == player:
        return True
    return game.teams and game.partner_cubes == "own" and owner == (player + 2) % 4


def reference_push(state: CubeslydeState, group: list[Square],
                   d: str) -> tuple[list[Square], bool] | None:
    """The line in front of ``group`` (back to head) and whether its last cube falls off, or
    None when the push is illegal."""
    game, player = state.game, state.to_move
    cubes = state.cubes()
    front = plus(group[-1], d)
    if not on_board(front):
        return None
    if front in cubes and cubes[front].owner == player:
        return None
    line = []
    square = front
    while on_board(square) and square in cubes:
        line.append(square)
        square = plus(square, d)
    carried = [s for s in line if counts_as_own(game, player, cubes[s].owner)]
    if carried and game.own_in_line == "blocks":
        return None
    defence = sum(cubes[s].strength for s in line if s not in carried)
    strength = sum(cubes[s].strength for s in group)
    if strength < defence:
        return None
    return line, bool(line) and not on_board(square)


def groups_of(state: CubeslydeState) -> list[tuple[list[Square], str]]:
    """Every (group from back to head, direction) of own cubes: singles in four directions,
    straight unbroken runs of two or more along their line."""
    player = state.to_move
    cubes = state.cubes()
    own = {s for s, c in cubes.items() if c.owner == player}
    result = []
    for start in own:
        for d in VECTORS:
            group = [start]
            result.append((list(group), d))
            square = start
            while True:
                # grow the group backwards (against d) while own cubes follow: a group only
                # moves along its own line (CS-3)
                square = (square[0] - VECTORS[d][0], square[1] - VECTORS[d][1])
                if square not in own:
                    break
                group.insert(0, square)
                result.append((list(group), d))
    return result


def reference_legal(state: CubeslydeState) -> set[str]:
    if state.is_over:
        return set()
    player = state.to_move
    cubes = state.cubes()
    free = [(c, r) for r in range(6) for c in range(6) if (c, r) not in cubes]
    whites = state.hand(WHITE)
    if whites:                                     # stage 1A: whites only
        return {f"W{s}@{name(q)}" for s in set(whites) for q in free}
    moves = {f"{s}@{name(q)}" for s in set(state.hand(player)) for q in free}
    own_count = sum(1 for c in cubes.values() if c.owner == player)
    if state.hand(player) and own_count < 3:       # CS-8
        return moves
    for group, d in groups_of(state):
        if reference_push(state, group, d) is not None:
            ends = sorted(group, key=lambda s: (s[1], s[0]))
            text = name(ends[0]) if len(group) == 1 else f"{name(ends[0])}-{name(ends[-1])}"
            moves.add(f"{text}>{d}")
    return moves or {"pass"}


def strengths(state: CubeslydeState, owner: int) -> list[int]:
    on_board_ = [c.strength for c in state.cubes().values() if c.owner == owner]
    return sorted(on_board_ + list(state.hand(owner)) + list(state.lost(owner)))


def plain(cubes: dict[Square, Cube]) -> dict[Square, tuple[int, int]]:
    return {s: (c.owner, c.strength) for s, c in cubes.items()}


def check_move(before: CubeslydeState, move: Any, after: CubeslydeState) -> None:
    """The cubes move exactly as the reference says; strengths never change."""
    cubes = plain(before.cubes())
    expected = dict(cubes)
    fallen: tuple[int, int] | None = None
    if isinstance(move, Place):
        owner = WHITE if move.white else before.to_move
        expected[move.square] = (owner, move.strength)
    elif isinstance(move, Push):
        group = list(move.squares)
        result = reference_push(before, group, move.direction)
        assert result is not None, f"{move} is legal but the reference refuses it"
        line, falls = result
        sequence = group + line
        moving = {s: cubes[s] for s in sequence}
        for s in sequence:
            del expected[s]
        for s in sequence:
            target = plus(s, move.direction)
            if on_board(target):
                expected[target] = moving[s]
            else:
                fallen = moving[s]
        assert falls == (fallen is not None)
    assert plain(after.cubes()) == expected, f"{move} in {before.to_text()}"
    for owner in range(WHITE + 1):
        grew = len(after.lost(owner)) - len(before.lost(owner))
        assert grew == (1 if fallen is not None and fallen[0] == owner else 0)
    if fallen is not None:
        assert fallen[1] in after.lost(fallen[0])


def check_state(state: CubeslydeState) -> None:
    game = state.game
    for owner in (*range(game.players), WHITE):
        assert strengths(state, owner) == sorted(game.cube_set(owner))   # 24 cubes, same sets
    for owner in range(game.players, 4):
        assert strengths(state, owner) == []
    if not state.is_over:
        assert not state.is_out(state.to_move)
    for player in range(game.players):
        if state.is_out(player) and not game.teams:
            assert len(state.lost(player)) >= 3 or game.no_move == "lose"
            # 3-4 players: the out player's cubes are neutral (CS-7); with 2 players the
            # elimination ends the game and nothing turns neutral
            neutral = game.players > 2
            assert all(c.neutral == neutral for c in state.cubes().values()
                       if c.owner == player)
            assert state.four_in_a_row(player) is None
        if game.teams and state.is_out(player):
            assert state.on_board(player) == 0 and state.hand(player) == ()


def check_winning_line(state: CubeslydeState, transition: Any) -> None:
    """No neutral cube and no cube of an out player is in a winning line (CS-7, CS-11)."""
    outcome = state.outcome
    if outcome is None or outcome.reason != "four_in_a_row":
        return
    steps = [s.event for s in transition.steps if isinstance(s.event, LineCompleted)]
    assert len(steps) == 1
    line = steps[0].line
    assert len(line) >= 4
    owners = set()
    for square in line:
        cube = state.cube(square)
        assert cube is not None and not cube.neutral and not cube.is_white
        assert not state.is_out(cube.owner)
        owners.add(cube.owner)
    assert len(owners) == 1 and owners <= set(outcome.winners)


@given(games(), seeds)
@SETTINGS
def test_random_games_keep_the_rules(game: Cubeslyde, seed: int) -> None:
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    check_state(state)
    while not state.is_over:
        legal = state.legal_moves()
        texts = {str(m) for m in legal}
        assert texts == reference_legal(state), state.to_text()
        move = rng.choice(legal)
        transition = state.explain(move) if rng.random() < 0.3 else None
        after = transition.after if transition is not None else state.play(move)
        check_move(state, move, after)
        check_state(after)
        if after.is_over:
            check_winning_line(after, transition or state.explain(move))
        assert game.parse_state(after.to_text()) == after
        state = after


@given(games(), seeds)
@settings(max_examples=6, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_why_illegal_agrees_with_legal_moves(game: Cubeslyde, seed: int) -> None:
    """Every candidate action (all places, pushes of any two squares in any of 8 directions,
    pass) is refused exactly when ``legal_moves`` leaves it out."""
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    squares = [(c, r) for r in range(6) for c in range(6)]
    pairs = [(a, b) for a in squares for b in squares
             if (a[0] == b[0] or a[1] == b[1]) and (a[1], a[0]) <= (b[1], b[0])]
    pairs += [((0, 0), (2, 2)), ((1, 4), (3, 2))]          # not straight
    steps = 0
    while not state.is_over and steps < 200:
        if steps % 9 == 0 or (state.stage == "2" and steps % 3 == 0):
            legal = {str(m) for m in state.legal_moves()}
            candidates = ["pass"]
            candidates += [f"{w}{s}@{name(q)}" for w in ("", "W") for s in range(1, 7)
                           for q in rng.sample(squares, 6)]
            candidates += [f"{name(a)}-{name(b)}>{d}" if a != b else f"{name(a)}>{d}"
                           for a, b in rng.sample(pairs, 60)
                           for d in ("N", "E", "S", "W", "NE", "SW")]
            for text in candidates:
                move = state.parse_move(text)
                assert (state.why_illegal(move) is None) == (str(move) in legal), text
        state = state.play(rng.choice(state.legal_moves()))
        steps += 1


# --- parsers never crash ---------------------------------------------------------------------
ALPHABET = "abcdefwABCDW0123456789./:-,> @_xyzNESWOstagehndloutrpsi\t"


@given(st.text(alphabet=ALPHABET, max_size=120) | st.text(max_size=60))
@settings(max_examples=300, deadline=None, database=None)
def test_position_parser_answers_any_text(text: str) -> None:
    for players in (2, 4):
        try:
            state = load(players, "expert", False, "carried", "defend", "any", "pass",
                         50).parse_state(text)
        except NotationError as error:
            assert error.expected or error.problem
        else:
            assert state.game.parse_state(state.to_text()) == state


def round_trips(state: CubeslydeState) -> None:
    """Issue 17: a position read back from its text is the same position, written alike."""
    text = state.to_text()
    again = state.game.parse_state(text)
    assert again == state, text
    assert again.to_text() == text, (text, again.to_text())


Edit = tuple[int, int, str]
edits = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10**6),
                           st.sampled_from(ALPHABET + "é")), min_size=1, max_size=4)


def mutated(text: str, changes: list[Edit]) -> str:
    """``text`` with characters replaced, deleted, doubled or swapped."""
    chars = list(text)
    for kind, where, char in changes:
        if not chars:
            break
        at = where % len(chars)
        if kind == 0:
            chars[at] = char
        elif kind == 1:
            del chars[at]
        elif kind == 2:
            chars.insert(at, chars[at])
        else:
            other = (where // 7) % len(chars)
            chars[at], chars[other] = chars[other], chars[at]
    return "".join(chars)


@given(games(), seeds, st.integers(0, 200), edits)
@settings(max_examples=300, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_mutated_positions_parse_or_say_why(game: Cubeslyde, seed: int, length: int,
                                            changes: list[Edit]) -> None:
    """Mutated texts of positions of seeded games, in random variants, are refused with a
    NotationError that says why, or read as a position that round-trips exactly."""
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(length):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    round_trips(state)
    try:
        parsed = game.parse_state(mutated(state.to_text(), changes))
    except NotationError as error:
        assert str(error) and (error.problem or error.expected)
    else:
        round_trips(parsed)


@st.composite
def set_ups(draw: st.DrawFn) -> tuple[Cubeslyde, str]:
    """A hand-written set-up: some cubes of each set on random squares (sometimes four of one
    player in a row), only the board and the player to move given, the rest worked out."""
    game = draw(games())
    rng = random.Random(draw(seeds))
    cubes = [f"{'ABCDW'[owner]}{strength}" for owner in (*range(game.players), WHITE)
             for strength in game.cube_set(owner)]
    rng.shuffle(cubes)
    chosen = cubes[:draw(st.integers(0, len(cubes)))]
    squares = list(range(36))
    rng.shuffle(squares)
    board = dict(zip(squares, chosen, strict=False))
    if draw(st.booleans()):     # four of one player in a row, column or diagonal
        player = "ABCD"[rng.randrange(game.players)]
        own = [c for c in cubes if c[0] == player][:4]
        start, step = rng.choice([(0, 1), (6, 6), (7, 7), (3, 5), (14, 1), (2, 6)])
        line = [start + k * step for k in range(4)]
        board = {q: c for q, c in board.items() if c not in own and q not in line}
        board.update(zip(line, own, strict=True))
    ranks = "/".join("".join(board.get(r * 6 + c, ".") for c in range(6))
                     for r in range(5, -1, -1))
    return game, f"{ranks} {draw(st.sampled_from('ABCD'[:game.players]))}"


@given(set_ups())
@settings(max_examples=300, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_set_ups_parse_or_say_why(set_up: tuple[Cubeslyde, str]) -> None:
    """Hand-written set-ups (only the board and the player to move; the hands worked out):
    refused with a reason, or read as a position that round-trips exactly, a finished one
    written with the player who moved last."""
    game, text = set_up
    try:
        state = game.parse_state(text)
    except NotationError as error:
        assert str(error)
    else:
        round_trips(state)
        if state.stage == "1A":   # rulebook 1A: only whites placed, nothing pushed yet
            assert all(not state.on_board(p) and not state.lost(p)
                       for p in range(game.players))


def test_the_position_of_issue_17_round_trips_or_is_refused() -> None:
    """Issue 17: A1A2A3A4 and B1B2B3 on the board. With two or three players the whites not
    on the board would still be in hand (stage 1A), where only whites are placed: refused.
    With four players (no whites) it is a finished game: A has four in a row, A moved last."""
    text = "A1A2A3A4../....../....../....../....../B1B2B3... B"
    for players in (2, 3):
        game = load(players, "expert", False, "carried", "defend", "any", "pass", 50)
        try:
            game.parse_state(text)
        except NotationError as error:
            assert ("only the whites are placed (rulebook: Placing the white blockers "
                    "('1A. Blockadesteine setzen'))") in str(error)
        else:
            raise AssertionError(f"{players} players: accepted")
    game = load(4, "expert", False, "carried", "defend", "any", "pass", 50)
    state = game.parse_state(text)
    round_trips(state)
    assert state.outcome is not None and state.outcome.winners == (0,)
    assert state.to_move == 0 and state.outcome.rule is None   # A's own line, A moved last
    assert state.to_text().split()[1] == "A"
    two = load(2, "expert", False, "carried", "defend", "any", "pass", 50)
    round_trips(two.parse_state(text + " lost:W112233445566"))   # the set-up, whites lost


def wrong_values(value: Any) -> list[Any]:
    """Values of a wrong type (or out of range) for a field holding ``value``."""
    values: list[Any] = [None, 2.5, "x", "a1", (99, 99), (1.0, 1.0), [1, 1], -1, 0, 7]
    if type(value) is int:
        values += [float(value), True, str(value)]
    if type(value) is bool:
        values += [int(value), "yes", None]
    if type(value) is str:
        values += [value.lower(), ("N",), Direction.N]
    if type(value) is tuple:
        values += [list(value), (value[0], None), (value[0] + 0.0, value[1]), (True, 0)]
    return values


@given(games(), seeds, st.integers(0, 150), st.integers(0, 10**6))
@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_moves_with_a_wrong_field_are_refused_and_change_nothing(game: Cubeslyde, seed: int,
                                                                 length: int,
                                                                 pick: int) -> None:
    """Issue 17: a legal move with one field replaced (dataclasses.replace) by a value of the
    wrong type or range is refused by why_illegal, play and explain with IllegalMoveError,
    and the position stays as it was; a replacement that makes another legal move plays."""
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(length):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    if state.is_over:
        return
    legal = state.legal_moves()
    move = legal[pick % len(legal)]
    text = state.to_text()
    for item in dataclasses.fields(move):
        for value in wrong_values(getattr(move, item.name)):
            bad = dataclasses.replace(move, **{item.name: value})
            if bad in legal and all(type(getattr(bad, f.name)) is type(getattr(move, f.name))
                                    for f in dataclasses.fields(move)):
                continue   # another legal move, well formed (a flag turned on, ...)
            reason = state.why_illegal(bad)
            assert reason, repr(bad)
            for call in (state.play, state.explain):
                try:
                    call(bad)
                except IllegalMoveError:
                    pass
                else:
                    raise AssertionError(f"{call.__name__}({bad!r}) was not refused")
            assert state.to_text() == text


@given(st.text(alphabet="abcdefgwzW0123456789@>-NESWOo pas", max_size=14) | st.text(max_size=12))
@settings(max_examples=400, deadline=None, database=None)
def test_move_parser_answers_any_text(text: str) -> None:
    state = load(2, "expert", False, "carried", "defend", "any", "pass", 50).initial_state()
    try:
        move = state.parse_move(text)
    except NotationError as error:
        assert error.expected
    else:
        assert state.parse_move(str(move)) == move
        reason = state.why_illegal(move)
        assert reason is None or reason.strip()


# --- issue 13: a German reader reads German errors ---------------------------------------------
ENGLISH = (" expected ", " is not ", " the ", " must ", " not a ")
MOVE_ALPHABET = "abcdefgwW0123456789@>-NESWOxz. "


def assert_german(error: NotationError | cubekit.OptionError | cubekit.OptionTypeError) -> None:
    """``error`` is told in German in a German session: the German text (not the English one),
    with none of a few English words outside the quoted input („…“)."""
    german = error.describe("de")
    assert str(error) == german
    assert german != error.describe("en")
    bare = f" {re.sub(r'„[^“]*“', '', german)} "
    assert not [word for word in ENGLISH if word in bare], german


@given(games(), seeds, st.integers(0, 120), edits,
       st.text(alphabet=MOVE_ALPHABET, min_size=0, max_size=12))
@settings(max_examples=150, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_malformed_positions_and_moves_are_refused_in_german(
        game: Cubeslyde, seed: int, length: int, changes: list[Edit], move: str) -> None:
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(length):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    cubekit.set_language("de")
    try:
        for text in (mutated(state.to_text(), changes), move):
            try:
                game.parse_state(text)
            except NotationError as error:
                assert_german(error)
        try:
            state.parse_move(move)
        except NotationError as error:
            assert_german(error)
    finally:
        cubekit.set_language("en")


@pytest.mark.parametrize("text", [
    "", "5@z9", "7@c4", "c4>Q", "c4>", "x@c4", "5@", "a1-zz>E", "hello", "W9@a1"])
def test_each_move_error_is_german(text: str) -> None:
    cubekit.set_language("de")
    try:
        with pytest.raises(NotationError) as info:
            load(2, "expert", False, "carried", "defend", "any", "pass",
                 50).initial_state(seed=1).parse_move(text)
        assert_german(info.value)
    finally:
        cubekit.set_language("en")


@pytest.mark.parametrize("text", [
    "....../....../....../....../....../...... A stage:1B",
    "....../....../....../....../...... A",
    "......./....../....../....../....../...... A",
    "...../....../....../....../....../...... A",
    "A....../....../....../....../....../...... A",
    "?...../....../....../....../....../...... A",
    "....../....../....../....../....../...... E",
    "....../....../....../....../....../...... A stage:3",
    "....../....../....../....../....../...... A hand:A12,A3",
    "....../....../....../....../....../...... A hand:,",
    "....../....../....../....../....../...... A hand:A",
    "....../....../....../....../....../...... A hand:A7",
    "....../....../....../....../....../...... A out:AA",
    "....../....../....../....../....../...... A lost:A123",
    "....../....../....../....../....../...... A lost:B1",
    "....../....../....../....../....../...... A out:B",
    "A1...../....../....../....../....../...... B",
    "A1A1..../....../....../....../....../...... B stage:1B",
    "....../....../....../....../....../...... A result:four_in_a_row:A",
    "....../....../....../....../....../...... A result:turn_limit:A",
    "A",
])
def test_each_position_error_is_german(text: str) -> None:
    cubekit.set_language("de")
    try:
        with pytest.raises(NotationError) as info:
            load(2, "expert", False, "carried", "defend", "any", "pass", 50).parse_state(text)
        assert_german(info.value)
    finally:
        cubekit.set_language("en")


@pytest.mark.parametrize("options", [
    {"players": 5}, {"players": "2"}, {"level": "hard"}, {"teams": True}, {"teams": 1},
    {"start_player": 2}, {"own_in_line": "ignored"}, {"partner_cubes": "own"},
    {"line_wins": "all"}, {"no_move": "skip"}, {"turn_limit": 0},
    {"white_strengths": (1, 2, 3)}, {"white_strengths": 3}])
def test_each_option_error_is_german(options: dict[str, Any]) -> None:
    cubekit.set_language("de")
    try:
        with pytest.raises((cubekit.OptionError, cubekit.OptionTypeError)) as info:
            Cubeslyde(**options)
        assert_german(info.value)
    finally:
        cubekit.set_language("en")
