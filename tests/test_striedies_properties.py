"""Striedies Strategie properties over random games (hypothesis): every die stays a valid die
of the chosen handedness (ST-1), every move rolls the die exactly its top face of squares
(so its Manhattan displacement equals that number, ST-3) over empty squares tipping once per
square, dice never share a square and never come back, and the parsers raise only
NotationError. Mutated positions (threats among them, ST-5, ST-9) are refused with a
NotationError or read back exactly, and move objects with a field of the wrong type are
refused by the move gate and change nothing (issue 17)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from conftest import in_german
from hypothesis import given, settings
from hypothesis import strategies as st

import cubekit
from cubekit.core.game import IllegalMoveError, NotationError
from cubekit.core.grid import Direction
from cubekit.games.striedies import MovePlan, Roll, Striedies, StriediesState
from cubekit.games.striedies.events import Tipped

OPTIONS: list[dict[str, Any]] = [
    {}, {"players": 3}, {"players": 4}, {"dice": "left"},
    {"players": 4, "dice": "left", "reinforce_with": "any"},
    {"reinforce_with": "any", "start_player": 1},
    # crowded middle: fights, ties and threats come early
    {"setup": "A:g7(6/2/3),h8(3/5/6),g9(2/1/3) B:h7(3/6/2),i8(6/4/2),h9(4/1/2) A"},
    {"players": 3, "setup": "A:g7(6/2/3),f8(1/5/3) B:h7(3/6/2),h8(5/1/4) "
                            "C:g8(4/1/2),i7(2/1/3) A"},
]


def check_dice(state: StriediesState) -> None:
    game = state.game
    squares = [d.square for d in state.dice()]
    assert len(squares) == len(set(squares))                    # never two on one square
    for d in state.dice():
        o = d.orientation
        # ST-1: opposite faces sum to 7, all six faces, and the handedness is kept
        assert o.top + o.bottom == o.north + o.south == o.east + o.west == 7
        assert sorted(o.labels()) == [1, 2, 3, 4, 5, 6]
        assert game.model.chirality_of(o) == game.dice


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(OPTIONS), st.integers(0, 10_000))
def test_random_games_keep_the_invariants(options: dict[str, Any], seed: int) -> None:
    game = cubekit.load("striedies", **options)
    assert isinstance(game, Striedies)
    rng = random.Random(seed)
    state = game.initial_state()
    check_dice(state)
    for _ in range(80):
        if state.is_over:
            break
        move = rng.choice(state.legal_moves())
        transition = state.explain(move)
        after = transition.after
        assert isinstance(after, StriediesState)
        total = len(state.dice())
        if isinstance(move, Roll):
            moved = state.die(move.square)
            assert moved is not None and moved.owner == state.to_move
            n = moved.top
            tips = [s.event for s in transition.steps if isinstance(s.event, Tipped)]
            # ST-3: exactly n tips, one square each, onto squares empty before the move,
            # each bringing up the face the core's tip gives
            assert len(tips) == n
            previous = moved.orientation
            for tip in tips:
                assert state.die(tip.to_square) is None
                assert tip.after == previous.tip(tip.direction)
                previous = tip.after
            end = tips[-1].to_square
            (c0, r0), (c1, r1) = move.square, end
            assert abs(c1 - c0) + abs(r1 - r0) == n          # Manhattan displacement = n
            directions = [tip.direction for tip in tips]
            # straight or one 90-degree turn: at most two runs, never reversing
            runs = [d for i, d in enumerate(directions) if i == 0 or d != directions[i - 1]]
            assert len(runs) <= 2
            assert len(runs) == 1 or runs[1] not in (runs[0], runs[0].opposite)
            landed = after.die(end)
            if landed is not None and landed.owner == state.to_move:
                assert landed.orientation == previous
        assert len(after.dice()) <= total                    # dice never come back
        for player in range(game.players):
            assert after.count(player) <= state.count(player)
        check_dice(after)
        for threat in after.threats():                        # threats point at real dice
            assert all(after.owner(s) == threat.player for s in threat.defenders)
            assert all(after.owner(s) not in (None, threat.player) for s in threat.attackers)
        state = after


NEAR = "abcdefghijklmnop0123456789NESWOnesw:()/>,- ABCDthreatursl_"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=NEAR, max_size=50))
def test_parsers_raise_only_notation_errors(text: str) -> None:
    game = cubekit.load("striedies")
    state = game.initial_state()
    for parse in (state.parse_move, game.parse_state):
        try:
            result = parse(text)
        except NotationError as error:
            assert error.expected and "expected" in str(error)
            continue
        if parse == state.parse_move:
            assert state.parse_move(str(result)) == result


def near_valid_texts() -> list[str]:
    texts = []
    for options in OPTIONS[:3]:
        game = cubekit.load("striedies", **options)
        rng = random.Random(len(texts))
        state = game.initial_state()
        for _ in range(40):
            if state.is_over:
                break
            texts.append(state.to_text())
            state = state.play(rng.choice(state.legal_moves()))
    return texts


TEXTS = near_valid_texts()


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(TEXTS), st.lists(st.tuples(st.integers(0, 200),
                                                  st.sampled_from(NEAR + "\u212a\u017f٣")),
                                        min_size=1, max_size=4))
def test_mutated_positions_parse_or_say_what_was_expected(text: str,
                                                          edits: list[tuple[int, str]]) -> None:
    for at, char in edits:
        at %= len(text) + 1
        text = text[:at] + char + text[at + 1:]
    for count in (2, 3, 4):
        game = cubekit.load("striedies", players=count)
        try:
            state = game.parse_state(text)
        except NotationError as error:
            assert error.expected, f"{text!r}: {error}"
            continue
        again = game.parse_state(state.to_text())
        assert again == state and again.to_text() == state.to_text()
        legal = state.legal_moves()
        if legal:
            state.play(legal[0])


# --- positions with a threat (ST-5, ST-9): mutated, they are refused or read back exactly ---
CROWDED: list[dict[str, Any]] = [
    OPTIONS[6], OPTIONS[7],
    {"players": 4, "setup": "A:g7(6/2/3),f8(1/5/3) B:h7(3/6/2),h8(5/1/4) C:g8(4/1/2),i7(2/1/3) "
                            "D:f7(1/2/4),g6(2/1/3) A"},
    {"reinforce_with": "any", "setup": OPTIONS[6]["setup"]},
]


def threat_texts() -> list[tuple[int, str]]:
    """Positions of seeded random games from crowded set-ups that hold a threat, with the
    number of players."""
    found: list[tuple[int, str]] = []
    for index, options in enumerate(CROWDED):
        game = cubekit.load("striedies", **options)
        for seed in range(12):
            rng = random.Random(seed * 7 + index)
            state = game.initial_state()
            for _ in range(30):
                if state.is_over:
                    break
                if state.threats():
                    found.append((game.players, state.to_text()))
                state = state.play(rng.choice(state.legal_moves()))
    return found


THREAT_TEXTS = threat_texts()


def test_there_are_threat_texts() -> None:
    assert len(THREAT_TEXTS) >= 20 and {p for p, _ in THREAT_TEXTS} == {2, 3, 4}


def read_back_or_refused(game: Striedies, text: str) -> StriediesState | None:
    """The position of ``text``, which must read back exactly, or None if it is refused with
    a NotationError that says what was expected."""
    try:
        state = game.parse_state(text)
    except NotationError as error:
        assert error.expected, f"{text!r}: {error}"
        return None
    again = game.parse_state(state.to_text())
    assert again == state and again.to_text() == state.to_text()
    return state


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(THREAT_TEXTS), st.booleans(),
       st.lists(st.tuples(st.integers(0, 200), st.sampled_from(NEAR)), min_size=1, max_size=3))
def test_mutated_threats_are_refused_or_read_back(case: tuple[int, str], in_threat: bool,
                                                  edits: list[tuple[int, str]]) -> None:
    players, text = case
    start = text.index("threat:") if in_threat else 0
    for at, char in edits:
        at = start + at % (len(text) - start + 1)
        text = text[:at] + char + text[at + 1:]
    state = read_back_or_refused(cubekit.load("striedies", players=players), text)
    if state is not None and state.must_answer is not None:
        for move in state.legal_moves():          # ST-5: every listed move answers it
            plan = state.plan(move)
            assert isinstance(plan, MovePlan) and plan.answer is not None


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(THREAT_TEXTS), st.integers(0, 3), st.randoms(use_true_random=False))
def test_made_up_threats_are_refused_or_read_back(case: tuple[int, str], player: int,
                                                  rng: random.Random) -> None:
    """A ``threat:`` field made of the squares of dice on the board (of the threatened
    player before '>', of the others after it), whatever they are."""
    players, text = case
    game = cubekit.load("striedies", players=players)
    board = game.parse_state(text)
    player %= players
    own = [sq for sq in board.game.board.squares() if board.owner(sq) == player]
    others = [sq for sq in board.game.board.squares() if board.owner(sq) not in (None, player)]
    if not own or not others:
        return
    names = board.game.board.name
    threatened = rng.sample(own, rng.randint(1, len(own)))
    attackers = rng.sample(others, rng.randint(1, min(4, len(others))))
    fields = [f for f in text.split() if not f.startswith("threat:")]
    fields.insert(players + 1, f"threat:{'ABCD'[player]}:{','.join(map(names, threatened))}>"
                               f"{','.join(map(names, attackers))}")
    state = read_back_or_refused(game, " ".join(fields))
    if state is not None and state.must_answer is not None:
        assert state.legal_moves()                # a threat it can answer (ST-5)


# --- the move gate: a move object with a field of the wrong type is refused ------------------
WRONG = st.one_of(st.none(), st.floats(allow_nan=False), st.text(max_size=3), st.booleans(),
                  st.integers(-3, 20), st.tuples(st.integers(-2, 16), st.integers(-2, 16)),
                  st.sampled_from(list(Direction)), st.just(((Direction.N, 1),)),
                  st.just(()), st.just([1, 1]))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(THREAT_TEXTS + [(2, t) for t in TEXTS[:20]]), st.integers(0, 200),
       st.sampled_from([f.name for f in dataclasses.fields(Roll)]), WRONG)
def test_wrong_fields_are_refused_and_change_nothing(case: tuple[int, str], index: int,
                                                     name: str, value: object) -> None:
    players, text = case
    state = cubekit.load("striedies", players=players).parse_state(text)
    legal = state.legal_moves()
    if not isinstance(legal[0], Roll):
        return
    move = dataclasses.replace(legal[index % len(legal)], **{name: value})
    reason = state.why_illegal(move)
    if reason is None:   # another spelling of a legal move (steps written out, ...)
        same = state.parse_move(str(move))
        assert same in legal and state.play(move) == state.play(same)
        return
    for call in (state.play, state.explain):
        with pytest.raises(IllegalMoveError):
            call(move)
    assert state.to_text() == text and state.legal_moves() == legal


# --- issue 13: with the session language German, every notation error is German ------------
ENGLISH = (" expected ", " is not ", " the ", " does not ", " must be ")
"""Words of the English messages that no German message contains."""
_INPUT_WORDS = {word.strip() for phrase in ENGLISH for word in phrase.split()}




def assert_german(error: NotationError, text: str) -> None:
    """``error`` reads in German in the session language, unlike in English, and contains
    no English words (the text read contains none of them as a word, see the callers)."""
    said = str(error)
    assert said == error.describe("de"), said
    assert said != error.describe("en"), said
    for word in ENGLISH:
        assert word not in said, f"{text!r}: {said}"
    assert "erwartet wird" in said or error.expected_message == "", said


def unlike_english(text: str) -> bool:
    return not _INPUT_WORDS & set(text.lower().split())


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=NEAR, max_size=40).filter(unlike_english))
def test_malformed_moves_and_positions_are_told_in_german(text: str) -> None:
    game = cubekit.load("striedies")
    state = game.initial_state()
    for parse in (state.parse_move, game.parse_state):
        with in_german():
            try:
                parse(text)
            except NotationError as error:
                assert_german(error, text)


def _players(text: str) -> int:
    return sum(1 for part in text.split() if part[:2] in ("A:", "B:", "C:", "D:"))


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(THREAT_TEXTS + [(_players(t), t) for t in TEXTS]), st.booleans(),
       st.lists(st.tuples(st.integers(0, 200), st.sampled_from(NEAR)), min_size=1, max_size=3))
def test_refused_positions_are_told_in_german(case: tuple[int, str], in_threat: bool,
                                              edits: list[tuple[int, str]]) -> None:
    """Mutated positions, threats among them: a position the rules refuse (too many dice,
    no tie, a threat that cannot stand, ...) says why in German."""
    players, text = case
    start = text.index("threat:") if in_threat and "threat:" in text else 0
    for at, char in edits:
        at = start + at % (len(text) - start + 1)
        text = text[:at] + char + text[at + 1:]
    if not unlike_english(text):
        return
    with in_german():
        try:
            cubekit.load("striedies", players=players).parse_state(text)
        except NotationError as error:
            assert_german(error, text)


GERMAN_CASES = [
    ({}, "A:a1(1/4/5),b1(1/4/5),a2(1/4/5),c1(1/4/5) B:o15(1/3/2) A", "höchstens 3 Würfeln"),
    ({}, "A:a1(1/4/5),a1(1/4/5) B:o15(1/3/2) A", "Regelheft: nie auf einen Würfel, „Spielregel“"),
    ({}, "A:a1(1/4/4) B:o15(1/3/2) A", "4 steht zweimal da"),
    ({}, "A:a1(1/5/4) B:o15(1/3/2) A", "das ist der linkshändige Würfel"),
    ({}, "A:a1(1/4/5) B:a2(1/3/2) A threat:B:a2>a1", "hat seit dem letzten Zug von B"),
    ({}, "A:a1(1/4/5) B:a5(1/3/2) B threat:B:a5>a1", "kein Gleichstand benachbarter Würfel"),
    ({}, "A:- B:- A", "kein Spieler hat einen Würfel"),
]


@pytest.mark.parametrize(("options", "text", "words"), GERMAN_CASES)
def test_each_refusal_of_a_position_reads_in_german(german: None, options: dict[str, Any],
                                                    text: str, words: str) -> None:
    with pytest.raises(NotationError) as info:
        cubekit.load("striedies", **options).parse_state(text)
    assert words in str(info.value)
    assert_german(info.value, text)
