"""The claims of the Deblockle rulebook (``deblockle.de.txt``), sentence by sentence.

Checked on seeded random games (each with its own rolled set-up, from the start and from
the end of every teaching scenario), with the variants the rulebook names where a claim is
about them (fewer blocks, no adjacent blocks) and ``impossible_hop="skip"`` to see the tips
after which no hop is possible (DB-6).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from cubekit.analysis.claims.base import (
    Claim,
    Corpus,
    Record,
    Verdict,
    every_move,
    every_move_or_scenario,
    never_repeats,
    some_move_or_scenario,
)
from cubekit.core.grid import Square, square_name
from cubekit.core.i18n import Msg
from cubekit.games.deblockle.events import Deblockled, Hopped, Removed, Tipped

GAME = "deblockle"
_P = "claims.deblockle"
STARS: tuple[Square, Square] = ((3, 1), (3, 5))
"""The two star squares d2 (A's home star) and d6 (B's), as the rulebook's diagram shows."""
SIZE = 7


def _on_board(square: Square) -> bool:
    return 0 <= square[0] < SIZE and 0 <= square[1] < SIZE


def _orthogonal(a: Square, b: Square) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _diagonal(a: Square, b: Square) -> bool:
    return abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1


def _events(record: Record, kind: type) -> list[Any]:
    return [e for e in record.events if isinstance(e, kind)]


def _hop(record: Record, face: str) -> Hopped | None:
    found = [e for e in _events(record, Hopped) if e.face == face]
    return found[0] if found else None


def _bad(key: str, **params: Any) -> Msg:
    return Msg(f"{_P}.{key}.detail", params)


# --- the tests of one turn ---------------------------------------------------------------------
def _material(record: Record) -> bool | Msg | None:
    after: Any = record.after
    counts = after.game.block_counts
    for player in (0, 1):
        if after.on_board(player) + after.removed(player) != counts[player]:
            return _bad("material", player=after.game.player_name(player),
                        board=after.on_board(player), removed=after.removed(player))
    return True


def _start(record: Record) -> bool | Msg | None:
    before: Any = record.before
    if record.path != (record.path[0],) or before.to_text() != record.start:
        return None
    for player, star in ((0, STARS[0]), (1, STARS[1])):
        squares = {block.square for block in before.blocks(player)}
        diagonal = {(star[0] + dx, star[1] + dy) for dx in (-1, 1) for dy in (-1, 1)}
        if squares != diagonal:
            return _bad("start", player=before.game.player_name(player),
                        squares=sorted(square_name(sq) for sq in squares))
    return True


def _off_stars(record: Record) -> bool | Msg | None:
    after: Any = record.after
    for star in STARS:
        if after.block(star) is not None:
            return _bad("off_stars", square=square_name(star))
    return True


def _star_up(record: Record) -> bool | Msg | None:
    tips = _events(record, Tipped)
    if not tips:
        return None
    return all(tip.face != "star" for tip in tips) or _bad("star_up")


def _stop(record: Record) -> bool | Msg | None:
    tips = [t for t in _events(record, Tipped) if t.face == "stop"]
    if not tips:
        return None
    return not _events(record, Hopped) or _bad("stop")


def _cross(record: Record) -> bool | Msg | None:
    hop = _hop(record, "cross")
    if hop is None:
        return None
    return (len(hop.path) == 2 and _orthogonal(*hop.path)) or _bad("hop", face=Msg("db.face.cross"))


def _x(record: Record) -> bool | Msg | None:
    hop = _hop(record, "x")
    if hop is None:
        return None
    return (len(hop.path) == 2 and _diagonal(*hop.path)) or _bad("hop", face=Msg("db.face.x"))


def _slider(record: Record) -> bool | Msg | None:
    hop = _hop(record, "slider")
    if hop is None:
        return None
    after: Any = record.after
    path = hop.path
    steps = {(b[0] - a[0], b[1] - a[1]) for a, b in pairwise(path)}
    if len(path) < 2 or len(steps) != 1:
        return _bad("hop", face=Msg("db.face.slider"))
    (dx, dy), = steps
    beyond = (path[-1][0] + dx, path[-1][1] + dy)
    if not _on_board(beyond) or after.block(beyond) is not None or beyond in STARS:
        return True
    return _bad("slider", square=square_name(path[-1]), beyond=square_name(beyond))


def _hoops(record: Record) -> bool | Msg | None:
    hop = _hop(record, "hoops")
    if hop is None:
        return None
    path = hop.path
    ok = len(path) == 4 and all(_orthogonal(a, b) for a, b in pairwise(path))
    return ok or _bad("hop", face=Msg("db.face.hoops"))


def _hoops_back(record: Record) -> bool | Msg | None:
    hop = _hop(record, "hoops")
    if hop is None:
        return None
    return True if len(set(hop.path)) < len(hop.path) else None


def _tip(record: Record) -> bool | Msg | None:
    for event in record.events:
        if isinstance(event, (Tipped, Removed)):
            if not _orthogonal(event.start, event.square):
                return _bad("tip", square=square_name(event.square))
            goal = STARS[1 - event.player]
            if event.square in STARS and not (isinstance(event, Removed)
                                              and event.square == goal):
                return _bad("tip", square=square_name(event.square))
            return True
    return None


def _hop_possible(record: Record) -> bool | Msg | None:
    tips = _events(record, Tipped)
    if not tips or tips[0].face == "stop":
        return None
    if tips[0].skipped:
        return _bad("hop_possible", face=Msg(f"db.face.{tips[0].face}"),
                    square=square_name(tips[0].square))
    return True


def _no_turning(record: Record) -> bool | Msg | None:
    tips = _events(record, Tipped)
    hops = _events(record, Hopped)
    if not tips or not hops:
        return None
    return hops[0].orientation == tips[0].after or _bad("no_turning")


def _open_squares(record: Record) -> bool | Msg | None:
    hops = _events(record, Hopped)
    if not hops:
        return None
    before: Any = record.before
    origin = record.move.square
    for square in hops[0].path[1:]:
        if square != origin and before.block(square) is not None:
            return _bad("open_squares", square=square_name(square))
    return True


def _over_star(record: Record) -> bool | Msg | None:
    hops = [h for h in _events(record, Hopped) if h.face in ("slider", "hoops")]
    if not hops:
        return None
    return True if any(sq in STARS for sq in hops[0].path[1:-1]) else None


def _trapped(record: Record) -> bool | Msg | None:
    return True if _events(record, Deblockled) else None


def _alternate(record: Record) -> bool | Msg | None:
    after: Any = record.after
    if after.outcome is not None:
        return None
    other = 1 - record.mover
    if after.to_move == other or (after.to_move == record.mover and after.is_stuck(other)):
        return True
    return Msg("claims.detail.same_player", {"player": after.game.player_name(after.to_move)})


def _apart(record: Record) -> bool | Msg | None:
    after: Any = record.after
    mine = {b.square for b in after.blocks(record.mover)}
    theirs = {b.square for b in after.blocks(1 - record.mover)}
    for square in sorted(mine):
        for other in theirs:
            if _orthogonal(square, other):
                return _bad("apart", square=square_name(square), other=square_name(other))
    return True


def _first_wins(record: Record) -> bool | Msg | None:
    after: Any = record.after
    counts = after.game.block_counts
    done = [p for p in (0, 1) if after.removed(p) == counts[p]]
    outcome = after.outcome
    if not done and (outcome is None or not outcome.winners):
        return None
    if done and outcome is not None and outcome.winners == (done[0],):
        return True
    return _bad("first_wins")


# --- the checks --------------------------------------------------------------------------------
def _sampled(test: Any, options: tuple[dict[str, Any], ...] = ({},), exists: bool = False,
             scenario: str | None = None) -> Any:
    def check(corpus: Corpus, claim: Claim) -> Verdict:
        if exists:
            assert scenario is not None
            return some_move_or_scenario(corpus, claim, test, options, scenario)
        if scenario is not None:
            return every_move_or_scenario(corpus, claim, test, options, scenario)
        return every_move(corpus, claim, test, options)
    return check


def _ends(corpus: Corpus, claim: Claim) -> Verdict:
    return never_repeats(corpus, claim)


_FEWER: tuple[dict[str, Any], ...] = ({}, {"blocks": 1}, {"blocks": 2})
_SKIP = ({"impossible_hop": "skip"},)

CLAIMS: tuple[Claim, ...] = (
    Claim(GAME, "material", "MATERIALIEN", "always", _sampled(_material, _FEWER), ("DB-8",)),
    Claim(GAME, "removed_on_star", "ÜBERBLICK ÜBER DEBLOCKLE", "always", _sampled(_off_stars),
          ("DB-4",)),
    Claim(GAME, "first_wins", "ÜBERBLICK ÜBER DEBLOCKLE", "always",
          _sampled(_first_wins, _FEWER), ("DB-9",)),
    Claim(GAME, "alternate", "ÜBERBLICK ÜBER DEBLOCKLE", "always", _sampled(_alternate),
          ("DB-7",)),
    Claim(GAME, "start", "EINRICHTEN", "always", _sampled(_start), ("DB-1", "DB-3")),
    Claim(GAME, "star_up", "STERN", "always", _sampled(_star_up), ("DB-4",)),
    Claim(GAME, "stop", "STOP", "always", _sampled(_stop), ("DB-5",)),
    Claim(GAME, "cross", "KREUZ", "always", _sampled(_cross), ("DB-5",)),
    Claim(GAME, "x", "X", "always", _sampled(_x), ("DB-5",)),
    Claim(GAME, "slider", "SLIDER", "always", _sampled(_slider), ("DB-5",)),
    Claim(GAME, "hoops", "HOOPS", "always", _sampled(_hoops), ("DB-5",)),
    Claim(GAME, "hoops_back", "HOOPS", "exists", _sampled(_hoops_back, exists=True,
                                                          scenario="hoops_returns"), ("DB-5",)),
    Claim(GAME, "tip", "SCHRITT EINS: TIPP einen Block", "always", _sampled(_tip), ("DB-4",)),
    Claim(GAME, "hop_possible", "SCHRITT ZWEI: HOP einen Block", "always",
          _sampled(_hop_possible, _SKIP, scenario="no_hop_skipped"), ("DB-6",)),
    Claim(GAME, "no_turning", "SCHRITT ZWEI: HOP einen Block", "always",
          _sampled(_no_turning), ("DB-5",)),
    Claim(GAME, "open_squares", "SCHRITT ZWEI: HOP einen Block", "always",
          _sampled(_open_squares), ("DB-5",)),
    Claim(GAME, "over_star", "STAR SPACES", "exists",
          _sampled(_over_star, exists=True, scenario="slider_crosses_star"), ("DB-5",)),
    Claim(GAME, "trapped", "DEBLOCKLE'D", "exists",
          _sampled(_trapped, exists=True, scenario="deblockled_pass"), ("DB-7",)),
    Claim(GAME, "always_ends", "ZIEL VON DEBLOCKLE", "always", _ends, ("DB-7",)),
    Claim(GAME, "apart", "KEINE NEBENEINANDERLIEGENDEN BLÖCKE", "always",
          _sampled(_apart, ({"no_adjacent": True},)), ("DB-8",)),
)
"""In the order of the rulebook (its goal, that a game ends, last among the claims about
play)."""
