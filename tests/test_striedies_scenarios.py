"""Striedies Strategie scenarios (cubekit/games/striedies/scenarios.py).

The expected facts were reasoned by hand from the rulebook and RULES.md ST-1..ST-8 (see the
comments in scenarios.py); here they are checked against the engine, and the key facts are
re-derived from the positions without the engine's tipping and fighting code: the faces that
come up (a hand-written tip table), the start orientations (from the ST-2 layout over the 24
orientations of the core die) and the fights (ST-4 applied by hand to the position).
"""

from __future__ import annotations

import re

import pytest

import cubekit
from cubekit.core.cube import DIE, LEFT_DIE, CubeModel, Orientation
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import template
from cubekit.core.scenario import Scenario, scenarios_for
from cubekit.games.striedies import MovePlan, Pass, Roll, StriediesState
from cubekit.games.striedies.messages import SCENARIO_IDS
from cubekit.games.striedies.scenarios import SCENARIOS, names, probe

BY_ID = {s.id: s for s in SCENARIOS}
IDS = [s.id for s in SCENARIOS]
PROBED = [s.id for s in SCENARIOS if s.expected.get("illegal")]
ROLLS = [s.id for s in SCENARIOS if s.moves[-1] != "pass"]
RULE_ID = re.compile(r"\b(?:ST|CS)-\d+\b")
MOVE = re.compile(r"([a-o])(\d+)([NESW])(?:(\d+)([NESW]))?$")
STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}

# A die as (top, north, east, south, west, bottom). Tipping rolls it over the edge it tips
# towards: the face on the far side comes up, the old top goes to that side, the bottom goes
# to the far side (ST-3). Written out by hand, independently of cubekit.core.cube.
Faces = tuple[int, int, int, int, int, int]


def tip(f: Faces, direction: str) -> Faces:
    t, n, e, s, w, b = f
    return {"N": (s, t, e, b, w, n), "S": (n, b, e, t, w, s),
            "E": (w, n, t, s, b, e), "W": (e, n, b, s, t, w)}[direction]


def faces(o: Orientation[int]) -> Faces:
    return (o.top, o.north, o.east, o.south, o.west, o.bottom)


def state_of(scenario: Scenario, index: int) -> StriediesState:
    state = scenario.replay.states[index]
    assert isinstance(state, StriediesState)
    return state


def at(name: str) -> Square:
    """A square from its name (``e3`` -> (4, 2))."""
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def origin(text: str) -> Square:
    """The square a written move starts from (``d3E`` -> d3)."""
    match = MOVE.match(text)
    assert match, text
    return ord(match[1]) - ord("a"), int(match[2]) - 1


def walk(state: StriediesState, text: str) -> tuple[list[str], list[Faces]]:
    """The squares a written move enters and the die's faces on each, worked out by hand."""
    match = MOVE.match(text)
    assert match, text
    col, row = origin(text)
    die = state.die((col, row))
    assert die is not None
    n = die.top
    k = n if match[4] is None else int(match[4])
    directions = [match[3]] * k + ([match[5]] * (n - k) if match[5] else [])
    assert len(directions) == n                       # exactly n squares (ST-3)
    squares, rolled, current = [], [], faces(die.orientation)
    for d in directions:
        col, row = col + STEP[d][0], row + STEP[d][1]
        current = tip(current, d)
        squares.append(f"{chr(ord('a') + col)}{row + 1}")
        rolled.append(current)
    return squares, rolled


def neighbours(sq: Square) -> set[Square]:
    c, r = sq
    return {(c + dc, r + dr) for dc, dr in STEP.values()}


# --- the list itself ---------------------------------------------------------------------------
def test_ids_are_unique_and_all_have_texts() -> None:
    assert len(IDS) == len(set(IDS))
    assert set(IDS) == set(SCENARIO_IDS)


def test_required_scenarios_exist() -> None:
    required = {"start_four_corners", "start_four_corners_left", "move_with_turn",
                "reversal_refused", "blocked_path", "one_against_one", "two_against_one",
                "mover_loses", "tie_reinforce", "tie_retreat", "two_tied_one_retreats",
                "threatened_cannot_move", "three_players_two_fights",
                "three_players_mover_removed", "last_player_wins", "reinforce_any",
                "reinforce_other", "pass_no_move"}
    assert required <= set(IDS)


def test_registry_finds_the_scenarios() -> None:
    game = cubekit.load("striedies")
    assert [s.id for s in game.scenarios()] == IDS
    assert [s.id for s in scenarios_for("striedies")] == IDS
    assert game.scenario("tie_retreat") is BY_ID["tie_retreat"]


@pytest.mark.parametrize("sid", IDS)
def test_title_and_story_in_both_languages_cite_the_rules(sid: str) -> None:
    scenario = BY_ID[sid]
    for part in ("title", "story"):
        en = template(f"striedies.scenario.{sid}.{part}", "en")
        de = template(f"striedies.scenario.{sid}.{part}", "de")
        assert en and de and en != de
    cited = {rule for rule in scenario.rules if RULE_ID.fullmatch(rule)}
    assert any(rule.startswith("ST-") for rule in cited), "every scenario cites an ST rule"
    for language in ("en", "de"):
        in_story = set(RULE_ID.findall(scenario.story(language)))
        assert in_story and in_story <= cited, (sid, language, in_story - cited)


@pytest.mark.parametrize("sid", PROBED)
def test_probe_reasons_name_the_rule(sid: str) -> None:
    scenario = BY_ID[sid]
    before = state_of(scenario, -2)
    for move, key in scenario.expected["illegal"].items():
        if key is None:
            assert before.why_illegal(move, "en") is None, (sid, move)
            continue
        texts = [before.why_illegal(move, language) for language in ("en", "de")]
        assert texts[0] and texts[1] and texts[0] != texts[1], (sid, move)
        for text in texts:
            assert set(RULE_ID.findall(text or "")) & set(scenario.rules), (sid, move, text)


# --- tipping, re-derived with the hand-written tip table ---------------------------------------
@pytest.mark.parametrize("sid", ROLLS)
def test_path_and_faces_follow_from_the_tip_rule(sid: str) -> None:
    scenario = BY_ID[sid]
    squares, rolled = walk(state_of(scenario, -2), scenario.moves[-1])
    facts = scenario.facts()
    assert facts["path"] == squares
    assert facts["tops"] == [f[0] for f in rolled]
    top, north, east = rolled[-1][:3]
    assert facts["orientation"] == f"{top}/{north}/{east}"


def test_the_path_decides_the_face() -> None:
    # c3N1E and c3E3N both end on f4 (one north and three east, in either order) but the
    # rotations do not commute: 6 up one way, 5 the other (checked by the tip table).
    start = state_of(BY_ID["move_with_turn"], 0)
    one, two = walk(start, "c3N1E"), walk(start, "c3E3N")
    assert one[0][-1] == two[0][-1] == "f4"
    assert (one[1][-1][0], two[1][-1][0]) == (6, 5)
    move = start.parse_move("c3E3N")
    assert isinstance(move, Roll)
    plan = start.plan(move)
    assert isinstance(plan, MovePlan) and plan.top == 5


def test_four_tips_one_way_bring_the_die_back() -> None:
    scenario = BY_ID["reversal_refused"]
    start, final = state_of(scenario, 0), state_of(scenario, -1)
    before, after = start.die("c3"), final.die("c7")
    assert before is not None and after is not None
    assert before.orientation == after.orientation


# --- the start, re-derived from the ST-2 layout -----------------------------------------------
OUTER = {"A": ("south", "west"), "B": ("south", "east"), "C": ("north", "east"),
         "D": ("north", "west")}                       # 4 players: bl, br, tr, tl (ST-2)


def layout(model: CubeModel[int], outer: tuple[str, str]) -> list[str]:
    """Every orientation of the model with 1 up and 2 and 3 on the two outer sides."""
    return [model.format(o) for o in model.all_orientations()
            if o.top == 1 and {getattr(o, outer[0]), getattr(o, outer[1])} == {2, 3}]


@pytest.mark.parametrize(("sid", "model"), [("start_four_corners", DIE),
                                            ("start_four_corners_left", LEFT_DIE)])
def test_start_orientations_are_the_unique_st2_layout(sid: str, model: CubeModel[int]) -> None:
    start = BY_ID[sid].facts()["start"]
    for letter, outer in OUTER.items():
        unique = layout(model, outer)
        assert len(unique) == 1, (letter, unique)            # ST-2 fixes exactly one
        assert start[letter]["orientations"] == unique
    initial = state_of(BY_ID[sid], 0)
    assert initial == BY_ID[sid].game.initial_state()
    corners = [(0, 0), (14, 0), (14, 14), (0, 14)]              # A bl, B br, C tr, D tl
    for p, corner in enumerate(corners):
        assert sorted(d.square for d in initial.dice(p)) == sorted(
            {corner} | {sq for sq in neighbours(corner) if 0 <= sq[0] < 15 and 0 <= sq[1] < 15})


def test_left_dice_swap_two_and_three() -> None:
    right = BY_ID["start_four_corners"].facts()["start"]
    left = BY_ID["start_four_corners_left"].facts()["start"]
    for letter, outer in OUTER.items():
        r = DIE.parse(right[letter]["orientations"][0])
        lft = LEFT_DIE.parse(left[letter]["orientations"][0])
        assert [getattr(r, side) for side in outer] == [getattr(lft, side) for side in outer][::-1]
    # the first move a2N brings the south face up: 3 (right) against 2 (left)
    assert BY_ID["start_four_corners"].facts()["tops"] == [3]
    assert BY_ID["start_four_corners_left"].facts()["tops"] == [2]


# --- fights, re-derived by applying ST-4 to the position by hand ------------------------------
def hand_fights(state: StriediesState, text: str) -> list[dict[str, object]]:
    """ST-4 by hand: the moved die M, then per opponent in turn order from the mover: D = its
    dice next to M, A = M plus the mover's dice next to any die of D, compare the sums."""
    squares, rolled = walk(state, text)
    mover = state.to_move
    board = {d.square: (d.owner, d.top) for d in state.dice()}
    threat = state.threat(mover)
    start = origin(text)
    del board[start]
    m = at(squares[-1])
    board[m] = (mover, rolled[-1][0])
    retreat = threat is not None and start in threat.defenders \
        and not neighbours(m) & set(threat.attackers)
    after = state.game.retreat_removal == "after_fights"      # ST-9 b
    if threat is not None and retreat and not after:
        for sq in threat.defenders:                   # a retreat: the others leave first
            board.pop(sq, None)
    players = state.game.players
    fights: list[dict[str, object]] = []
    for k in range(1, players):
        opponent = (mover + k) % players
        if m not in board:
            break
        defenders = {sq for sq in neighbours(m) if board.get(sq, (None,))[0] == opponent}
        if not defenders:
            continue
        attackers = {m} | {sq for d in defenders for sq in neighbours(d)
                           if board.get(sq, (None,))[0] == mover}
        attack = sum(board[sq][1] for sq in attackers)
        defence = sum(board[sq][1] for sq in defenders)
        losers = attackers if attack < defence else defenders if defence < attack else set()
        for sq in losers:
            del board[sq]
        fights.append({"opponent": "ABCD"[opponent], "attackers": names(attackers),
                       "defenders": names(defenders), "attack": attack, "defence": defence,
                       "losers": names(losers), "tie": attack == defence})
    return fights


@pytest.mark.parametrize("sid", ROLLS)
def test_fights_follow_from_st4(sid: str) -> None:
    scenario = BY_ID[sid]
    assert scenario.facts()["fights"] == hand_fights(state_of(scenario, -2), scenario.moves[-1])
    # and every earlier move too (the ties that start the ST-5 scenarios)
    for index, text in enumerate(scenario.moves):
        if text == "pass":
            continue
        before = state_of(scenario, index)
        move = before.parse_move(text)
        assert isinstance(move, Roll)
        plan = before.plan(move)
        assert isinstance(plan, MovePlan)
        got = [(f.opponent, names(f.attackers), names(f.defenders), f.attack, f.defence,
                names(f.losers), f.tie) for f in plan.fights]
        want = [(("ABCD".index(str(f["opponent"]))), f["attackers"], f["defenders"],
                 f["attack"], f["defence"], f["losers"], f["tie"])
                for f in hand_fights(before, text)]
        assert got == want, (sid, text)


def test_every_tie_scenario_starts_with_a_tie() -> None:
    for sid in ("tie_reinforce", "tie_retreat", "two_tied_one_retreats",
                "threatened_cannot_move", "reinforce_any", "reinforce_other"):
        scenario = BY_ID[sid]
        fights = hand_fights(state_of(scenario, 0), scenario.moves[0])
        assert [f["tie"] for f in fights] == [True], sid


def test_the_fight_scenarios_differ_only_in_the_pips() -> None:
    # one_against_one, two_against_one, mover_loses: the same move d3E; the smaller side leaves
    results = {sid: BY_ID[sid].facts()["fights"][0]
               for sid in ("one_against_one", "two_against_one", "mover_loses")}
    assert {sid: BY_ID[sid].moves for sid in results} == dict.fromkeys(results, ("d3E",))
    assert results["one_against_one"]["losers"] == ["f3"]           # 3 > 2
    assert results["two_against_one"]["losers"] == ["f3"]           # 3 + 4 > 5
    assert results["mover_loses"]["losers"] == ["e3"]               # 3 < 5
    assert state_of(BY_ID["mover_loses"], -1).die("e3") is None


# --- ties and threats (ST-5) -------------------------------------------------------------------
@pytest.mark.parametrize("sid", ["tie_reinforce", "tie_retreat", "two_tied_one_retreats",
                                 "reinforce_any", "reinforce_other"])
def test_a_threatened_player_may_only_answer(sid: str) -> None:
    middle = state_of(BY_ID[sid], 1)
    threat = middle.must_answer
    assert threat is not None and threat.player == middle.to_move == 1
    attackers = set(threat.attackers)
    for move in middle.legal_moves():
        assert isinstance(move, Roll), move
        plan = middle.plan(move)
        assert isinstance(plan, MovePlan), move
        if neighbours(plan.final) & attackers:
            assert plan.answer == "reinforce", move
        else:
            assert plan.origin in threat.defenders, move
            assert plan.answer == "retreat", move
    assert state_of(BY_ID[sid], -1).threats() == []      # the threat ends with the turn


def test_reinforce_with_two_readings() -> None:
    any_, other = BY_ID["reinforce_any"], BY_ID["reinforce_other"]
    assert any_.position == other.position and any_.moves[0] == other.moves[0]
    assert any_.game.reinforce_with == "any"  # type: ignore[attr-defined]
    assert other.game.reinforce_with == "other"  # type: ignore[attr-defined]
    start_any, start_other = state_of(any_, 1), state_of(other, 1)
    # the same threat: B's 2 on f3 against A's 2 on e3
    assert start_any.to_text() == start_other.to_text()
    assert probe(start_any, "f3N1W") is None
    assert probe(start_other, "f3N1W") == "st.illegal.threatened_reinforce"
    for language in ("en", "de"):
        text = start_other.why_illegal("f3N1W", language) or ""
        assert "ST-5" in text and "reinforce_with" not in text and "f3" in text
    # different results: A's die on e3 is beaten under 'any', stays under 'other'
    assert state_of(any_, -1).die("e3") is None
    kept = state_of(other, -1).die("e3")
    assert kept is not None and kept.owner == 0
    assert any_.facts()["answer"] == "reinforce" and other.facts()["answer"] == "retreat"


def test_retreat_costs_the_other_threatened_die() -> None:
    scenario = BY_ID["two_tied_one_retreats"]
    middle, final = state_of(scenario, 1), state_of(scenario, -1)
    threat = middle.threat(1)
    assert threat is not None and names(threat.defenders) == ["e4", "f3"]
    assert final.die("e4") is None and final.die("f3") is None
    moved = final.die("g3")
    assert moved is not None and moved.owner == 1
    assert not neighbours((6, 2)) & set(threat.attackers)      # g3 is next to no attacker


def test_threatened_die_that_cannot_move_leaves() -> None:
    scenario = BY_ID["threatened_cannot_move"]
    start, middle = state_of(scenario, 0), state_of(scenario, 1)
    # re-derived: a3's neighbours are a2, a4 (B), b3 (after the move: A) and the edge
    occupied = {d.square for d in start.dice()} | {(1, 2)}
    assert {sq for sq in neighbours((0, 2)) if sq[0] >= 0} <= occupied
    # the tie is already resolved: a3 is gone, no threat remains and B moves normally
    assert middle.die("a3") is None and middle.threats() == [] and middle.to_move == 1
    for move in middle.legal_moves():                          # still no reinforcement
        assert isinstance(move, Roll), move
        plan = middle.plan(move)
        assert isinstance(plan, MovePlan) and (1, 2) not in neighbours(plan.final)


def test_threats_are_combined() -> None:
    scenario = BY_ID["threats_combined"]
    first, second = state_of(scenario, 1), state_of(scenario, 2)
    t1, t2 = first.threat(0), second.threat(0)
    assert t1 is not None and t2 is not None
    assert set(t1.defenders) < set(t2.defenders) and set(t1.attackers) < set(t2.attackers)
    assert names(t2.defenders) == ["d4", "e3"] and names(t2.attackers) == ["c4", "f3"]
    owners = {state_of(scenario, 2).owner(sq) for sq in t2.attackers}
    assert owners == {1, 2}                                    # B's die and C's die


# --- three players, the end, passing ------------------------------------------------------------
def test_fights_in_turn_order_and_a_lost_mover_stops_them() -> None:
    both, stopped = BY_ID["three_players_two_fights"], BY_ID["three_players_mover_removed"]
    assert [f["opponent"] for f in both.facts()["fights"]] == ["B", "C"]
    final = state_of(stopped, -1)
    c_die = final.die("e4")
    assert c_die is not None and c_die.owner == 2 and c_die.top == 1
    assert final.die("e3") is None                       # 3 would have beaten C's 1


def test_last_player_wins() -> None:
    final = state_of(BY_ID["last_player_wins"], -1)
    assert final.is_out(1) and not final.is_out(0)
    assert final.outcome is not None and final.outcome.winners == (0,)
    assert final.outcome.reason == "last_player"


def test_pass_is_the_only_move() -> None:
    scenario = BY_ID["pass_no_move"]
    middle = state_of(scenario, 1)
    assert middle.legal_moves() == [Pass()]
    # re-derived: o15's two neighbours on the board are taken
    assert all(middle.die(square_name(sq)) is not None
               for sq in neighbours((14, 14)) if sq[0] < 15 and sq[1] < 15)
    assert state_of(scenario, -1).to_move == 0


def test_turn_limit_is_a_labelled_draw() -> None:
    outcome = state_of(BY_ID["turn_limit_draw"], -1).outcome
    assert outcome is not None and outcome.is_draw
    assert outcome.rule is not None and "ST-7" in outcome.rule
    start = state_of(BY_ID["turn_limit_draw"], 0)
    assert start.game.with_options(turn_limit=None).parse_state(
        BY_ID["turn_limit_draw"].position.replace(" turn:39", "")).play("b1N").outcome is None


def test_reversal_reason_names_both_directions() -> None:
    # c3N1S: north, then back south -- the sentence must say which way it turned back (ST-3)
    start = state_of(BY_ID["reversal_refused"], 0)
    english, german = start.why_illegal("c3N1S", "en"), start.why_illegal("c3N1S", "de")
    assert english is not None and german is not None
    assert "north" in english and "south" in english and "ST-3" in english
    assert "Norden" in german and "Süden" in german and "ST-3" in german
    assert start.why_illegal("c3N1E", "en") is None            # a sideways turn is fine


def test_retreat_removal_two_readings() -> None:
    # ST-9 b: the same position and the same moves; B's retreat e4E costs its other
    # threatened die f3 in both readings, but only "after_fights" lets f3 fight first
    first, second = BY_ID["retreat_removal_before"], BY_ID["retreat_removal_after"]
    assert (first.position, first.moves) == (second.position, second.moves)
    assert first.game.with_options(retreat_removal="after_fights") == second.game
    facts = {sid: BY_ID[sid].facts() for sid in (first.id, second.id)}
    for found in facts.values():
        assert found["answer"] == "retreat" and found["final"] == "g4"
        assert found["answers"] == [{"player": "B", "answer": "retreat", "leaving": ["f3"]}]
        assert "B1 f3" in found["gone"]
    # before the fights: B's 5 alone against C's 5, a tie; after: 5 + 1 against 5
    assert [(f["attack"], f["defence"], f["tie"]) for f in facts[first.id]["fights"]] == [
        (5, 5, True)]
    assert [(f["attack"], f["defence"], f["tie"]) for f in facts[second.id]["fights"]] == [
        (6, 5, False)]
    assert state_of(first, -1).threats() and not state_of(second, -1).threats()
    assert state_of(first, -1).count(2) == 2 and state_of(second, -1).count(2) == 1
    # the steps say when f3 leaves, and that this is a decision of RULES.md
    steps = {sid: BY_ID[sid].last_transition("en").steps for sid in (first.id, second.id)}
    assert "leaves the board before the fights of this move" in steps[first.id][2].text
    assert "they still stand in the fights of this move" in steps[second.id][2].text
    assert steps[second.id][-1].text.startswith("B's other threatened dice leave: after the "
                                                "fights of the retreat, B1 (f3) leaves")
    # the default names the decision, the other reading its rule option
    assert "not in the rulebook: default ST-9 b" in steps[first.id][2].text
    assert "rule option of ST-9 b, not in the rulebook" in steps[second.id][2].text


def test_a_threat_ends_when_its_attacker_is_gone() -> None:
    scenario = BY_ID["threat_ends_attacker_gone"]
    middle, final = state_of(scenario, 1), state_of(scenario, -1)
    threat = middle.threat(2)
    assert threat is not None and names(threat.attackers) == ["e3"]
    assert final.threat(2) is None and final.to_move == 2 and final.must_answer is None
    last = scenario.last_transition("de").steps[-1]
    assert "nicht im Regelheft: Festlegung ST-9 c" in last.describe("de")
