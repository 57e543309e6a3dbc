"""Cubeslyde events: every kind the rules can record really happens (in a scenario, a seeded
random game or, for the rarest, a position built for it), is told in English and German with
different words, and its headline is the start of its step text, so one catalogue entry
changes the step text, the picture title and the Explorer's preview together.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import cubekit
from cubekit.core import i18n
from cubekit.core.events import Event
from cubekit.core.game import IllegalMoveError, NotationError, Step
from cubekit.games.cubeslyde import words
from cubekit.games.cubeslyde.events import (
    EVENTS,
    LineCompleted,
    NoActionLost,
    NoActionOut,
    OutOfCubes,
    Passed,
    Placed,
    Pushed,
    TurnLimitReached,
)
from cubekit.games.cubeslyde.scenarios import KINDS, SCENARIOS

# Seeded random games that reach what the scenarios do not show: the turn limit (CS-10), the
# last player left (3 players), a colour with no cube left in the team variant (CS-11).
SEEDED = [({"players": 3, "level": "beginner", "no_move": "lose", "turn_limit": 120}, 0),
          ({"players": 3, "level": "beginner", "no_move": "lose", "turn_limit": 120}, 2),
          ({"players": 4, "level": "beginner", "teams": True, "no_move": "lose",
            "turn_limit": 200}, 15)]
# Random play almost never walls a player in with 3-4 players: here A's four cubes sit in the
# corners, each blocked by stronger cubes, so once D has placed A cannot act and is out
# (CS-9 option no_move="lose").
STUCK = ("A3C5..B5A4/C6....B6/....../....../C4....D6/A1B4..D5A2 D stage:1B "
         "hand:B123,C123,D1234 lost:A56", "1@c3")


def seeded_steps(options: dict[str, Any], seed: int) -> Iterator[Step]:
    game = cubekit.load("cubeslyde", **options)
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    while not state.is_over:
        transition = state.explain(rng.choice(state.legal_moves()))
        yield from transition.steps
        state = transition.after


@cache
def one_of_each() -> dict[type[Event], Step]:
    """The first step of every kind of event, from the scenarios, then the seeded games,
    then the position built for it."""
    found: dict[type[Event], Step] = {}
    sources: list[Iterator[Step] | list[Step]] = [
        [step for scenario in SCENARIOS for transition in scenario.replay.transitions()
         for step in transition.steps]]
    sources += [seeded_steps(options, seed) for options, seed in SEEDED]
    position, move = STUCK
    stuck = cubekit.load("cubeslyde", players=4, no_move="lose").parse_state(position)
    sources.append(list(stuck.explain(move).steps))
    for steps in sources:
        for step in steps:
            found.setdefault(type(step.event), step)
    return found


def test_every_event_kind_happens() -> None:
    found = one_of_each()
    assert set(found) == set(EVENTS)
    assert isinstance(found[NoActionOut].event, NoActionOut)
    # every kind has its name in the scenario facts (the "kinds" of a move)
    assert set(KINDS) == set(EVENTS)


@pytest.mark.parametrize("kind", EVENTS, ids=lambda kind: kind.__name__)
def test_every_event_is_told_in_both_languages(kind: type[Event]) -> None:
    step = one_of_each()[kind]
    event = step.event
    english, german = words.describe(event).text("en"), words.describe(event).text("de")
    assert english and german and english != german
    assert step.describe("en") == english and step.describe("de") == german
    # the headline is the start of the step text, in both languages
    for language in ("en", "de"):
        head = words.headline(event).text(language)
        assert head and words.describe(event).text(language).startswith(head), language
    assert words.headline(event).text("en") != words.headline(event).text("de")
    # the line below the picture title exists in both languages as well
    notes = [[part.text(language) for part in words.note(event)] for language in ("en", "de")]
    assert len(notes[0]) == len(notes[1])


def test_events_hold_facts_not_words() -> None:
    for step in one_of_each().values():
        event = step.event
        assert hash(event) == hash(type(event)(**vars(event)))   # frozen, plain values
        for value in vars(event).values():
            assert not isinstance(value, (i18n.Msg, list, dict)), (event, value)


def test_one_headline_text_changes_step_picture_and_preview(monkeypatch: Any) -> None:
    pytest.importorskip("cubekit.games.cubeslyde.render")
    from cubekit.render import BoardView
    from cubekit.widgets.interaction import interaction_for

    game = cubekit.load("cubeslyde", start_player=0)
    state = game.parse_state("W1.W3..W4/..W5W6../.A1A2A3B4W2/W1...W3./.W4..W5./W6....W2 A "
                             "stage:1B hand:A456,B12356")
    step = state.explain("b4-d4>E").steps[0]
    assert isinstance(step.event, Pushed)
    i18n.load_catalogues()
    changed = {"en": "{cubes} from {squares} shove {direction}",
               "de": "{cubes} von {squares} schubsen nach {direction}"}
    monkeypatch.setitem(i18n._CATALOGUE, "cs.head.push_line_group", changed)
    view = BoardView(game)
    for language, head in (("en", "A1+A2+A3 from b4-d4 shove east"),
                           ("de", "A1+A2+A3 von b4-d4 schubsen nach Osten")):
        assert step.describe(language).startswith(head + " ")
        view.language = language
        view.draw(step)
        assert view.renderer.status(view.renderer.picture(step)) == head
        preview = interaction_for(state, language).preview("b4-d4>E")
        assert preview.title == head


# --- explanations that rest on a RULES.md decision say so (issue 16, point 4) --------------
def decided(event: Event) -> list[str]:
    """The RULES.md items an event's step text rests on rather than the rulebook: where the
    rulebook is silent (CS-1 the whites' strengths, CS-2 the choice of cube, CS-3 a group that
    is part of a longer run, CS-4 own cubes carried along, CS-5 the partner's cubes, CS-7 a
    line of a player who did not move, CS-9 pass, CS-10 the turn limit, CS-11 out only with
    nothing left to place) or a rule option decides (CS-5, CS-9)."""
    match event:
        case Placed(white=white):
            return ["CS-1, CS-2"] if white else ["CS-2"]
        case Passed() | NoActionLost() | NoActionOut():
            return ["CS-9"]
        case TurnLimitReached():
            return ["CS-10"]
        case LineCompleted() if not event.by_mover:
            return ["CS-7"]
        case OutOfCubes():
            return ["CS-11"]
        case Pushed():
            rules = []
            carried = event.cubes_at(event.carried)
            if any(cube.owner == event.player for cube in carried):
                rules.append("CS-4")
            partner = event.partner
            if partner is not None and any(cube.owner == partner for cube in
                                           (*carried, *event.cubes_at(event.defenders))):
                rules.append("CS-5")
            if event.left_behind:
                rules.append("CS-3")
            return rules
    return []


LABEL = {"en": "not in the rulebook", "de": "nicht im Regelheft"}


def every_step() -> Iterator[Step]:
    for scenario in SCENARIOS:
        for transition in scenario.replay.transitions():
            yield from transition.steps
    for options, seed in SEEDED:
        yield from seeded_steps(options, seed)
    for options in ({"players": 4, "teams": True, "turn_limit": 150},
                    {"players": 4, "teams": True, "partner_cubes": "own", "turn_limit": 150},
                    {"players": 2, "turn_limit": 150}):
        for seed in range(3):
            yield from seeded_steps(options, seed)


def test_explanations_that_rest_on_a_decision_say_so() -> None:
    """Every step whose explanation rests on a RULES.md decision says "not in the rulebook"
    (German "nicht im Regelheft") with the item's ID, in both languages; each such item is
    met at least once."""
    met = set()
    for step in every_step():
        for rule in decided(step.event):
            met.add(rule)
            for language, label in LABEL.items():
                text = step.describe(language)
                assert label in text and rule in text, (rule, text)
    assert met >= {"CS-1, CS-2", "CS-2", "CS-3", "CS-4", "CS-5", "CS-7", "CS-9", "CS-10",
                   "CS-11"}, met


REFUSED_BY_DECISION = {
    "cs.illegal.pass": "CS-9", "cs.illegal.no_strength": "CS-2",
    "cs.illegal.no_white_strength": "CS-1, CS-2", "cs.illegal.own_in_front": "CS-3",
    "cs.illegal.own_blocks": "CS-4", "cs.illegal.too_weak_partner": "CS-5"}
"""The reasons for refusing a move that rest on a RULES.md decision (or option), and its ID."""


def test_refusals_that_rest_on_a_decision_say_so() -> None:
    """The same for the reasons an illegal move is refused with, over the positions of seeded
    games: each such reason is met and says it is not in the rulebook, in both languages."""
    met = set()
    candidates = ["pass", "W6@a1", "9@a1", "6@a1", "1@a1"]
    candidates += [f"{a}{r}-{b}{r}>E" for a, b in ("ab", "bc", "cd") for r in "1234"]
    candidates += [f"{f}{r}>{d}" for f in "abcdef" for r in "123456" for d in "NESW"]
    for options, seed in [({"turn_limit": 60}, 1), ({"players": 4, "teams": True,
                                                     "turn_limit": 80}, 2),
                          ({"players": 3, "own_in_line": "blocks", "turn_limit": 60}, 3)]:
        game = cubekit.load("cubeslyde", **options)
        rng = random.Random(seed)
        state = game.initial_state(seed=seed)
        while not state.is_over:
            for text in candidates:
                try:
                    state.play(text)
                except IllegalMoveError as error:
                    key = error.message.key if error.message is not None else ""
                    rule = REFUSED_BY_DECISION.get(key)
                    if rule is None:
                        continue
                    met.add(key)
                    for language, label in LABEL.items():
                        reason = state.why_illegal(text, language) or ""
                        assert label in reason and rule in reason, (key, reason)
                except NotationError:
                    continue
            state = state.play(rng.choice(state.legal_moves()))
    assert met == set(REFUSED_BY_DECISION), met
