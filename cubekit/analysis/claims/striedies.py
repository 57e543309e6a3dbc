"""The claims of the Striedies Strategie rulebook (``striedies-strategie.de.txt``), sentence by
sentence.

Checked on seeded random games (two players, and three and four where the rulebook's
material and set-up speak of them), from the start and from the end of every teaching
scenario: random dice rarely meet on the 15x15 board, and the scenarios start next to the
fights and ties the rulebook is about.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cubekit.analysis.claims.base import (
    Claim,
    Corpus,
    Counterexample,
    Record,
    Verdict,
    every_move,
    every_move_or_scenario,
    never_repeats,
)
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg
from cubekit.games.striedies.events import Fought, Reinforced, ThreatLost, Tied, Tipped
from cubekit.games.striedies.notation import Pass

GAME = "striedies"
_P = "claims.striedies"
PLAYERS: tuple[dict[str, Any], ...] = ({}, {"players": 3}, {"players": 4})
OUTER = {"bottom_left": ("S", "W"), "bottom_right": ("S", "E"), "top_right": ("N", "E"),
         "top_left": ("N", "W")}
"""The outer edges of each corner (*Vorbereitung*: 2 and 3 face them)."""


def _face(orientation: Any, side: str) -> int:
    """The face of a die towards a side (opposite faces add up to 7, ST-1)."""
    return {"N": orientation.north, "E": orientation.east, "S": 7 - orientation.north,
            "W": 7 - orientation.east}[side]


def _bad(key: str, **params: Any) -> Msg:
    return Msg(f"{_P}.{key}.detail", params)


def _tips(record: Record) -> list[Tipped]:
    return [e for e in record.events if isinstance(e, Tipped)]


def _first_move(record: Record) -> bool:
    return record.path == (record.path[0],) and record.before.to_text() == record.start


def _three_dice(record: Record) -> bool | Msg | None:
    if not _first_move(record):
        return None
    before: Any = record.before
    for player in range(before.game.players):
        if before.count(player) != 3:
            return _bad("three_dice", player=before.game.player_name(player),
                        count=before.count(player))
    return True


def _start_faces(record: Record) -> bool | Msg | None:
    if not _first_move(record):
        return None
    before: Any = record.before
    game = before.game
    for player in range(game.players):
        sides = OUTER[game.corner(player)]
        for die in before.dice(player):
            faces = {_face(die.orientation, side) for side in sides}
            if die.orientation.top != 1 or faces != {2, 3}:
                return _bad("start_faces", square=square_name(die.square))
    return True


def _pips(record: Record) -> bool | Msg | None:
    tips = _tips(record)
    if not tips:
        return None
    before: Any = record.before
    top = before.orientation(tips[0].from_square).top
    return len(tips) == top or _bad("pips", top=top, moved=len(tips))


def _alternate(record: Record) -> bool | Msg | None:
    after: Any = record.after
    if after.outcome is not None or after.game.players != 2:
        return None
    return after.to_move != record.mover or Msg("claims.detail.same_player", {
        "player": after.game.player_name(after.to_move)})


def _orthogonal(record: Record) -> bool | Msg | None:
    tips = _tips(record)
    if not tips:
        return None
    for tip in tips:
        a, b = tip.from_square, tip.to_square
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            return _bad("orthogonal", square=square_name(b))
    return True


def _one_turn(record: Record) -> bool | Msg | None:
    tips = _tips(record)
    if not tips:
        return None
    directions = [tip.direction for tip in tips]
    changes = [(a, b) for a, b in pairwise(directions) if a != b]
    if len(changes) <= 1 and all(b != a.opposite for a, b in changes):
        return True
    return _bad("one_turn", directions=[d.name for d in directions])


def _no_jump(record: Record) -> bool | Msg | None:
    tips = _tips(record)
    if not tips:
        return None
    before: Any = record.before
    for tip in tips:
        if before.die(tip.to_square) is not None:
            return _bad("no_jump", square=square_name(tip.to_square))
    return True


def _fights(record: Record) -> list[Fought]:
    return [e for e in record.events if isinstance(e, Fought)]


def _one_on_one(record: Record) -> bool | Msg | None:
    fights = [f for f in _fights(record) if len(f.attackers) == 1 and len(f.defenders) == 1]
    if not fights:
        return None
    for fight in fights:
        smaller = fight.attackers if fight.attack < fight.defence else fight.defenders
        if tuple(fight.losers) != tuple(smaller):
            return _bad("fight", attack=fight.attack, defence=fight.defence)
    return True


def _sums(record: Record) -> bool | Msg | None:
    fights = _fights(record)
    if not fights:
        return None
    for fight in fights:
        right = (fight.attack == sum(fight.attacker_pips)
                 and fight.defence == sum(fight.defender_pips))
        smaller = fight.attackers if fight.attack < fight.defence else fight.defenders
        if not right or set(fight.losers) != set(smaller):
            return _bad("fight", attack=fight.attack, defence=fight.defence)
    return True


def _tie(record: Record) -> bool | Msg | None:
    ties = [e for e in record.events if isinstance(e, Tied)]
    if not ties:
        return None
    after: Any = record.after
    if after.outcome is not None or after.game.players != 2:
        return None
    for tie in ties:
        stayed = all(after.die(sq) is not None for sq in tie.defenders)
        if not stayed or after.threat(tie.opponent) is None:
            return _bad("tie", player=after.game.player_name(tie.opponent))
    return True


def _answered(record: Record) -> bool | Msg | None:
    """The threat is over after the threatened player's move, and a reinforcement came from
    another die, not a threatened one ("mit einen anderen seiner Würfel"; ST-5 under the
    rulebook's reading, the default)."""
    before: Any = record.before
    if before.must_answer is None:
        return None
    after: Any = record.after
    if after.threat(record.mover) is not None:
        return _bad("answered")
    origin = getattr(record.move, "square", None)
    for event in record.events:
        if isinstance(event, Reinforced) and origin in event.threatened:
            return _bad("answered_self", square=square_name(origin))
    return True


def _stuck_leaves(record: Record) -> bool | Msg | None:
    """After a move, a player who now has to answer a threat has no threatened die that
    cannot move; and threatened dice that could not be answered (ThreatLost) have gone."""
    after: Any = record.after
    threat = after.must_answer
    if threat is not None:
        stuck: list[Square] = [sq for sq in threat.defenders if not after.moves_from(sq)]
        if stuck:
            return _bad("stuck_leaves", square=square_name(stuck[0]))
    lost = [e for e in record.events if isinstance(e, ThreatLost)]
    if not lost:
        return None if threat is None else True
    for event in lost:
        for die in event.leaving:
            if after.die(die.square) is not None and after.die(die.square).owner == die.owner:
                return _bad("stuck_leaves", square=square_name(die.square))
    return True


def _winner(record: Record) -> bool | Msg | None:
    after: Any = record.after
    with_dice = [p for p in range(after.game.players) if after.count(p)]
    outcome = after.outcome
    if len(with_dice) > 1 and (outcome is None or outcome.reason == "turn_limit"):
        return None
    if outcome is not None and outcome.winners == tuple(with_dice) and len(with_dice) == 1:
        return True
    return _bad("winner")


def _moves(record: Record) -> bool | Msg | None:
    if isinstance(record.move, Pass):
        return Msg("claims.detail.no_move", {
            "player": record.before.game.player_name(record.mover)})
    return True


def _sampled(test: Any, options: tuple[dict[str, Any], ...] = ({},)) -> Any:
    def check(corpus: Corpus, claim: Claim) -> Verdict:
        return every_move(corpus, claim, test, options)
    return check


def _stuck(corpus: Corpus, claim: Claim) -> Verdict:
    return every_move_or_scenario(corpus, claim, _stuck_leaves, ({},), "threatened_cannot_move")


def _always_moves(corpus: Corpus, claim: Claim) -> Verdict:
    return every_move_or_scenario(corpus, claim, _moves, ({},), "pass_no_move")


def _dice_of(state: Any, player: int) -> list[tuple[Any, ...]]:
    return sorted((d.square, d.orientation.top, d.orientation.north, d.orientation.east)
                  for d in state.dice(player))


def _to_move(state: Any, player: int) -> Any:
    """The same position with ``player`` to move (the notation's player field changed)."""
    tokens = state.to_text().split(" ")
    for index, token in enumerate(tokens):
        if ":" not in token and len(token) == 1:
            tokens[index] = state.game.player_name(player)
            break
    return state.game.parse_state(" ".join(tokens))


def _undo_pairs(state: Any, player: int) -> list[tuple[Any, Any]]:
    """Two moves of ``player`` that bring its dice back where they stood, with no fight."""
    start = _to_move(state, player)
    dice = _dice_of(state, player)
    counts = [state.count(p) for p in range(state.game.players)]
    pairs = []
    for first in start.legal_moves():
        if isinstance(first, Pass):
            continue
        middle = start.play(first)
        if [middle.count(p) for p in range(state.game.players)] != counts or \
                middle.threats():
            continue
        again = _to_move(middle, player)
        for second in again.legal_moves():
            if not isinstance(second, Pass) and _dice_of(again.play(second), player) == dice:
                pairs.append((first, second))
    return pairs


def find_cycle(state: Any) -> tuple[str, str, str, str] | None:
    """Four moves (A, B, A, B) after which a two-player position stands again, or None.

    Each player moves a die and then moves it back: a die showing 4 that rolls 4 squares in
    one direction shows 4 again (four tips about one axis are a full turn, ST-3), so it can
    roll straight back. Only positions where both players have such a die are tried."""
    if state.outcome is not None or state.threats() or state.game.players != 2:
        return None
    mover = state.to_move
    if not all(any(d.orientation.top == 4 for d in state.dice(p)) for p in (mover, 1 - mover)):
        return None
    for first, third in _undo_pairs(state, mover):
        for second, fourth in _undo_pairs(state, 1 - mover):
            try:
                back = state.play_all([first, second, third, fourth])
            except ValueError:
                continue
            if back == state:
                return (str(first), str(second), str(third), str(fourth))
    return None


def _ends(corpus: Corpus, claim: Claim) -> Verdict:
    """False when a sampled game repeats a position, or when some sampled position allows
    four moves that bring it back (:func:`find_cycle`)."""
    verdict = never_repeats(corpus, claim)
    if not verdict.holds:
        return verdict
    for record in corpus.records():
        cycle = find_cycle(record.after)
        if cycle is not None:
            path = (*record.path, *cycle)
            detail = Msg("claims.detail.repeats", {"first": len(record.path),
                                                  "again": len(path), "cycle": list(cycle)})
            return Verdict(claim, False, "sampling", verdict.checked, verdict.scope,
                           Counterexample(GAME, record.options, record.start, path), detail)
    return verdict


_RULE = "Spielregel"

CLAIMS: tuple[Claim, ...] = (
    Claim(GAME, "always_ends", "Striedies Strategie", "always", _ends, ("ST-7",)),
    Claim(GAME, "three_dice", "Spielmaterial", "always", _sampled(_three_dice, PLAYERS),
          ("ST-2",)),
    Claim(GAME, "start_faces", "Vorbereitung", "always", _sampled(_start_faces, PLAYERS),
          ("ST-2",)),
    Claim(GAME, "pips", _RULE, "always", _sampled(_pips), ("ST-3",)),
    Claim(GAME, "alternate", _RULE, "always", _sampled(_alternate), ("ST-6",)),
    Claim(GAME, "always_moves", _RULE, "always", _always_moves, ("ST-6",)),
    Claim(GAME, "orthogonal", _RULE, "always", _sampled(_orthogonal), ("ST-3",)),
    Claim(GAME, "one_turn", _RULE, "always", _sampled(_one_turn), ("ST-3",)),
    Claim(GAME, "one_on_one", _RULE, "always", _sampled(_one_on_one), ("ST-4",)),
    Claim(GAME, "sums", _RULE, "always", _sampled(_sums), ("ST-4",)),
    Claim(GAME, "tie", _RULE, "always", _sampled(_tie), ("ST-5",)),
    Claim(GAME, "answered", _RULE, "always", _sampled(_answered), ("ST-5",)),
    Claim(GAME, "stuck_leaves", _RULE, "always", _stuck, ("ST-5",)),
    Claim(GAME, "no_jump", _RULE, "always", _sampled(_no_jump), ("ST-3",)),
    Claim(GAME, "winner", _RULE, "always", _sampled(_winner, PLAYERS), ("ST-8",)),
)
"""In the order of the rulebook."""
