"""The claims of the Cubeslyde rulebook (``cubeslyde.de.txt``), sentence by sentence.

The board is far too big to search, so every claim is checked on seeded random games (from
the start and from the end of every teaching scenario) under the rule options it is about:
two players by default, three and four players where the rulebook speaks of them, the three
levels, the team variant.
"""

from __future__ import annotations

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
from cubekit.core.grid import square_name
from cubekit.core.i18n import Msg
from cubekit.games.cubeslyde.events import Fell, Pushed
from cubekit.games.cubeslyde.notation import WHITE, Pass, Place

GAME = "cubeslyde"
_P = "claims.cubeslyde"
WHITES = {2: 12, 3: 6, 4: 0}
"""White blockers by the number of players (*Material & Vorbereitung*)."""
LEVELS = {"beginner": (1,) * 6, "intermediate": (1, 1, 2, 2, 3, 3), "expert": (1, 2, 3, 4, 5, 6)}
"""A player's strengths at each level (*Schwierigkeitsstufen*)."""
PLAYERS: tuple[dict[str, Any], ...] = ({}, {"players": 3}, {"players": 4})
TEAMS = ({"players": 4, "teams": True},)


def _owners(state: Any) -> range:
    return range(WHITE + 1)


def _material(record: Record) -> bool | Msg | None:
    after: Any = record.after
    players = after.game.players
    total = sum(after.on_board(o) + len(after.hand(o)) + after.lost_count(o)
                for o in _owners(after))
    whites = after.on_board(WHITE) + len(after.hand(WHITE)) + after.lost_count(WHITE)
    if total == 24 and whites == WHITES[players]:
        return True
    return Msg(f"{_P}.material.detail", {"total": total, "whites": whites})


def _strengths(record: Record) -> bool | Msg | None:
    after: Any = record.after
    game = after.game
    if game.players != 2:
        return None
    mine = LEVELS[game.level]
    for owner in (0, 1, WHITE):
        board = [c.strength for sq, c in after.cubes().items() if c.owner == owner]
        have = sorted([*board, *after.hand(owner), *after.lost(owner)])
        want = sorted(mine * 2) if owner == WHITE else sorted(mine)
        if have != want:
            return Msg(f"{_P}.strengths.detail", {"owner": game.owner_name(owner),
                                                 "have": have, "want": want})
    return True


def _last_player(record: Record) -> bool | Msg | None:
    before: Any = record.before
    after: Any = record.after
    for player in (0, 1):
        if before.lost_count(player) < 3 <= after.lost_count(player):
            outcome = after.outcome
            if outcome is not None and outcome.winners == (1 - player,):
                return True
            return Msg(f"{_P}.last_player.detail", {"player": after.game.player_name(player)})
    return None


def _four_wins(record: Record) -> bool | Msg | None:
    after: Any = record.after
    line = after.four_in_a_row(record.mover)
    if line is None:
        return None
    outcome = after.outcome
    if outcome is not None and record.mover in outcome.winners:
        return True
    return Msg(f"{_P}.four_wins.detail", {"line": [square_name(sq) for sq in line]})


def _neutral(record: Record) -> bool | Msg | None:
    before: Any = record.before
    after: Any = record.after
    newly = [p for p in range(after.game.players) if after.is_out(p) and not before.is_out(p)]
    if not newly or after.game.teams:
        return None
    for player in newly:
        cubes = [c for c in after.cubes().values() if c.owner == player]
        if len(cubes) > 3 or not all(c.neutral for c in cubes) or after.four_in_a_row(player):
            return Msg(f"{_P}.neutral.detail", {"player": after.game.player_name(player),
                                               "count": len(cubes)})
    return True


def _whites_first(record: Record) -> bool | Msg | None:
    before: Any = record.before
    if not before.hand(WHITE):
        return None
    wrong = [m for m in before.legal_moves() if not (isinstance(m, Place) and m.white)]
    return not wrong or Msg(f"{_P}.whites_first.detail", {"moves": wrong[:3]})


def _must_place(record: Record) -> bool | Msg | None:
    before: Any = record.before
    player = record.mover
    if before.hand(WHITE) or not before.hand(player) or before.on_board(player) >= 3:
        return None
    wrong = [m for m in before.legal_moves() if not isinstance(m, Place)]
    return not wrong or Msg(f"{_P}.must_place.detail", {"moves": wrong[:3]})


def _lost_for_good(record: Record) -> bool | Msg | None:
    before: Any = record.before
    after: Any = record.after
    for owner in _owners(after):
        left_before = len(before.hand(owner)) + before.on_board(owner)
        left_after = len(after.hand(owner)) + after.on_board(owner)
        if left_after > left_before or after.lost_count(owner) < before.lost_count(owner):
            return Msg(f"{_P}.lost_for_good.detail", {"owner": after.game.owner_name(owner)})
    return True


def _pushes(record: Record) -> list[Pushed]:
    return [e for e in record.events if isinstance(e, Pushed)]


def _strong_enough(record: Record) -> bool | Msg | None:
    pushes = _pushes(record)
    if not pushes:
        return None
    for push in pushes:
        if push.strength < push.defence or push.strength != sum(
                c.strength for c in push.group_cubes):
            return Msg(f"{_P}.strength.detail", {"strength": push.strength,
                                                "defence": push.defence})
    return True


def _defence(record: Record) -> bool | Msg | None:
    pushes = _pushes(record)
    if not pushes:
        return None
    for push in pushes:
        counted = sum(c.strength for c in push.line_cubes if c.owner != record.mover)
        if counted != push.defence:
            return Msg(f"{_P}.defence.detail", {"defence": push.defence, "counted": counted})
    return True


def _one_square(record: Record) -> bool | Msg | None:
    pushes = _pushes(record)
    if not pushes:
        return None
    push = pushes[0]
    before: Any = record.before
    after: Any = record.after
    board = after.game.board
    expected = {sq: (c.owner, c.strength) for sq, c in before.cubes().items()}
    moving = {src: expected.pop(src) for src, _ in push.moves}
    for src, dst in push.moves:
        if dst in board:
            expected[dst] = moving[src]
    actual = {sq: (c.owner, c.strength) for sq, c in after.cubes().items()}
    return actual == expected or Msg(f"{_P}.one_square.detail", {
        "squares": sorted(square_name(sq) for sq in set(actual) ^ set(expected)) or "-"})


def _front_falls(record: Record) -> bool | Msg | None:
    fell = [e for e in record.events if isinstance(e, Fell)]
    if not fell:
        return None
    pushes = _pushes(record)
    if len(fell) == 1 and pushes and pushes[0].fallen == fell[0].square:
        return True
    return Msg(f"{_P}.front_falls.detail", {"count": len(fell)})


def _own_off(record: Record) -> bool | Msg | None:
    fell = [e for e in record.events if isinstance(e, Fell)]
    if not fell:
        return None
    return True if any(e.cube.owner == record.mover for e in fell) else None


def _no_pass(record: Record) -> bool | Msg | None:
    if isinstance(record.move, Pass):
        return Msg("claims.detail.no_move", {
            "player": record.before.game.player_name(record.mover)})
    return True


def _team_out(record: Record) -> bool | Msg | None:
    after: Any = record.after
    for player in range(4):
        empty = after.on_board(player) == 0 and not after.hand(player)
        if after.is_out(player) != empty:
            return Msg(f"{_P}.team_out.detail", {"player": after.game.player_name(player),
                                                "cubes": after.on_board(player)})
    return True


def _team_line(record: Record) -> bool | Msg | None:
    after: Any = record.after
    outcome = after.outcome
    if outcome is None or outcome.reason != "four_in_a_row":
        return None
    team = tuple(sorted(outcome.winners))
    lines = [p for p in team if after.four_in_a_row(p)]
    if team in ((0, 2), (1, 3)) and lines:
        return True
    return Msg(f"{_P}.team_line.detail", {"winners": [after.game.player_name(p) for p in team]})


def _team_knockout(record: Record) -> bool | Msg | None:
    after: Any = record.after
    for team, other in (((0, 2), (1, 3)), ((1, 3), (0, 2))):
        if all(after.lost_count(p) >= 3 for p in team):
            outcome = after.outcome
            if outcome is not None and tuple(sorted(outcome.winners)) == other:
                return True
            return Msg(f"{_P}.team_knockout.detail", {
                "team": [after.game.player_name(p) for p in team]})
    return None


def _sampled(test: Any, options: tuple[dict[str, Any], ...] = ({},)) -> Any:
    def check(corpus: Corpus, claim: Claim) -> Verdict:
        return every_move(corpus, claim, test, options)
    return check


def _action(corpus: Corpus, claim: Claim) -> Verdict:
    return every_move_or_scenario(corpus, claim, _no_pass, ({},), "no_legal_action")


def _own_off_check(corpus: Corpus, claim: Claim) -> Verdict:
    return some_move_or_scenario(corpus, claim, _own_off, ({},), "own_cube_off")


def _ends(corpus: Corpus, claim: Claim) -> Verdict:
    return never_repeats(corpus, claim)


_LEVELS: tuple[dict[str, Any], ...] = ({}, {"level": "beginner"}, {"level": "intermediate"})

CLAIMS: tuple[Claim, ...] = (
    Claim(GAME, "material", "Material & Vorbereitung", "always", _sampled(_material, PLAYERS),
          ("CS-1",)),
    Claim(GAME, "strengths", "Schwierigkeitsstufen: Stärke der Cubes", "always",
          _sampled(_strengths, _LEVELS), ("CS-1",)),
    Claim(GAME, "last_player", "Die Spielziele", "always", _sampled(_last_player), ("CS-7",)),
    Claim(GAME, "four_wins", "Die Spielziele", "always", _sampled(_four_wins), ("CS-7",)),
    Claim(GAME, "neutral", "Ausscheiden eines Spielers", "always",
          _sampled(_neutral, ({"players": 3}, {"players": 4})), ("CS-7",)),
    Claim(GAME, "whites_first", "1A. Blockadesteine setzen", "always",
          _sampled(_whites_first, ({}, {"players": 3}))),
    Claim(GAME, "must_place", "1B. Eigene Steine setzen", "always", _sampled(_must_place),
          ("CS-8",)),
    Claim(GAME, "lost_for_good", "1B. Eigene Steine setzen", "always",
          _sampled(_lost_for_good)),
    Claim(GAME, "always_action", "Phase 2: Schiebephase", "always", _action, ("CS-9",)),
    Claim(GAME, "strength", "Regeln für das Wegschieben", "always", _sampled(_strong_enough),
          ("CS-6",)),
    Claim(GAME, "defence", "Regeln für das Wegschieben", "always", _sampled(_defence),
          ("CS-4",)),
    Claim(GAME, "one_square", "Regeln für das Wegschieben", "always", _sampled(_one_square),
          ("CS-4",)),
    Claim(GAME, "front_falls", "Cubes vom Spielfeld schieben", "always",
          _sampled(_front_falls), ("CS-6",)),
    Claim(GAME, "own_off", "Cubes vom Spielfeld schieben", "exists", _own_off_check,
          ("CS-6",)),
    Claim(GAME, "always_ends", "Spielende", "always", _ends, ("CS-10",)),
    Claim(GAME, "team_out", "Team-Variante", "always", _sampled(_team_out, TEAMS), ("CS-11",)),
    Claim(GAME, "team_line", "Team-Variante", "always", _sampled(_team_line, TEAMS),
          ("CS-11",)),
    Claim(GAME, "team_knockout", "Team-Variante", "always", _sampled(_team_knockout, TEAMS),
          ("CS-11",)),
)
"""In the order of the rulebook."""

