"""The claims of the Kettenreaktion rulebook (``kettenreaktion.de.txt``), sentence by sentence.

Small boards (2x2 and 2x3, with ``quick=False`` also 2x4 and 3x3) are searched exhaustively:
every move of every reachable position (mirror images folded together), two players,
default rules; the 6x6 board of the rulebook by seeded random games. The rulebook's three
claims about cascades are those of :mod:`cubekit.games.chain_reaction.claims`, whose
positions and orders are reused here.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from cubekit.analysis.claims.base import (
    Claim,
    Corpus,
    Options,
    Record,
    Test,
    Verdict,
    detail_of,
    every_move,
    load_game,
    options_of,
    reachable,
    settings_in_words,
)
from cubekit.core.grid import square_name
from cubekit.core.i18n import Msg
from cubekit.games.chain_reaction import claims as cascade_claims
from cubekit.games.chain_reaction.scenarios import surplus_bursts

GAME = "chain_reaction"
QUICK_BOARDS = ((2, 2), (2, 3))
FULL_BOARDS = ((2, 2), (2, 3), (2, 4), (3, 3))


@lru_cache(maxsize=16)
def _every_move(options: Options) -> tuple[Record, ...]:
    """Every move of every position reachable under ``options``, explained."""
    found = reachable(GAME, options)
    start = found.start.to_text()
    records = []
    for index, state in enumerate(found.states):
        if state.outcome is not None:
            continue
        path = found.path(index)
        for move in state.legal_moves():
            records.append(Record(options, start, (*path, str(move)), state, move,
                                  state.explain(move)))
    return tuple(records)


def _boards(corpus: Corpus) -> tuple[tuple[int, int], ...]:
    return QUICK_BOARDS if corpus.quick else FULL_BOARDS


def everywhere(corpus: Corpus, claim: Claim, test: Test,
               extra: Mapping[str, Any] | None = None, sample: bool = True) -> Verdict:
    """``test`` on every move of every small board (exhaustive), then on the sample of the
    6x6 board; the first failure found is the counterexample."""
    checked = 0
    sizes = []
    for width, height in _boards(corpus):
        options = options_of({"width": width, "height": height, **(extra or {})})
        records = _every_move(options)
        sizes.append(f"{width}x{height}")
        for record in records:
            result = test(record)
            if result is None:
                continue
            if result is True:
                checked += 1
                continue
            return Verdict(claim, False, "exhaustive", checked + 1, _scope(sizes, extra),
                           record.example(GAME), detail_of(record, result))
    exhaustive = Verdict(claim, True, "exhaustive", checked, _scope(sizes, extra))
    if not sample:
        return exhaustive
    sampled = every_move(corpus, claim, test, ({**(extra or {})},))
    if not sampled.holds:
        return sampled
    return Verdict(claim, True, "both", checked + sampled.checked,
                   Msg("claims.scope.both", {"exhaustive": exhaustive.scope,
                                             "sampling": sampled.scope}))


def _scope(sizes: list[str], extra: Mapping[str, Any] | None) -> Msg:
    return Msg("claims.scope.exhaustive", {
        "boards": sizes, "options": settings_in_words("chain_reaction", options_of(extra))})


# --- the tests of one move ---------------------------------------------------------------------
def _alternate(record: Record) -> bool | Msg | None:
    after = record.after
    if after.outcome is not None:
        return None
    return after.to_move != record.mover or Msg("claims.detail.same_player", {
        "player": after.game.player_name(after.to_move)})


def _own_or_empty(record: Record) -> bool | Msg | None:
    state = record.before
    board = state.game.board
    expected = {square_name(sq) for sq in board.squares()
                if state.owner(sq) in (None, state.to_move)}   # type: ignore[attr-defined]
    legal = {str(m) for m in state.legal_moves()}
    if legal == expected:
        return True
    return Msg("claims.chain_reaction.own_or_empty.detail", {
        "legal": sorted(legal - expected) or "-", "missing": sorted(expected - legal) or "-"})


def _full_cells(record: Record) -> bool | Msg | None:
    after: Any = record.after
    if after.outcome is not None and after.outcome.reason == "endless_cascade":
        return None
    for square in after.game.board.squares():
        count, capacity = after.count(square), after.game.capacity(square)
        if count >= capacity:
            key = "detail_won" if after.outcome is not None else "detail"
            return Msg(f"claims.chain_reaction.capacity.{key}", {
                "cell": square_name(square), "count": count, "capacity": capacity})
    return True


def _conserved(record: Record) -> bool | Msg | None:
    before: Any = record.before
    after: Any = record.after
    if after.outcome is not None and after.outcome.reason == "endless_cascade":
        return None
    if after.total_marbles() == before.total_marbles() + 1:
        return True
    return Msg("claims.chain_reaction.conserved.detail", {
        "before": before.total_marbles(), "after": after.total_marbles()})


def _captured(record: Record) -> bool | Msg | None:
    after: Any = record.after
    cells = {sq for event in record.events for sq in getattr(event, "captures", ())}
    if not cells:
        return None
    for square in sorted(cells):
        if after.count(square) and after.owner(square) != record.mover:
            return Msg("claims.chain_reaction.captured.detail", {"cell": square_name(square)})
    return True


def _endless(record: Record) -> bool | Msg | None:
    outcome = record.after.outcome
    if outcome is not None and outcome.reason == "endless_cascade":
        return Msg("claims.chain_reaction.cascade_ends.detail", {
            "move": record.path[-1], "moves": len(record.path)})
    return True


def _first_move(record: Record) -> bool | Msg | None:
    after: Any = record.after
    outcome = after.outcome
    if outcome is None:
        return None
    for player in range(after.game.players):
        if player not in outcome.winners and not after.has_moved(player):
            return Msg("claims.chain_reaction.first_move.detail", {
                "player": after.game.player_name(player)})
    return True


def _winner(record: Record) -> bool | Msg | None:
    outcome = record.after.outcome
    if outcome is None:
        return None
    return bool(outcome.winners) or Msg("claims.detail.no_winner", {"reason": outcome.reason})


def _surplus(record: Record) -> bool | Msg | None:
    if not any(type(event).__name__ == "Wave" for event in record.events):
        return None
    found = surplus_bursts(record.transition)
    if not found:
        return True
    first = found[0]
    return Msg("claims.chain_reaction.surplus.detail", {
        "wave": first.wave, "cell": square_name(first.square), "count": first.count,
        "capacity": first.capacity, "kept": first.kept})


def _can_move(record: Record) -> bool | Msg | None:
    after = record.after
    if after.outcome is not None:
        return None
    return bool(after.legal_moves()) or Msg("claims.detail.no_move", {
        "player": after.game.player_name(after.to_move)})


# --- the checks --------------------------------------------------------------------------------
def _check(test: Test, extra: Mapping[str, Any] | None = None, sample: bool = True) -> Any:
    def check(corpus: Corpus, claim: Claim) -> Verdict:
        return everywhere(corpus, claim, test, extra, sample)
    return check


def _order(corpus: Corpus, claim: Claim) -> Verdict:
    """Claim (c) of ``chain_reaction/claims.py``: its position in many orders, then the
    cascades of random games on a 4x4 board, each resolved again in a random order."""
    verdict = cascade_claims.check_claim("c", "en")
    games = 10 if corpus.quick else 100
    game = load_game(GAME, options_of({"width": 4, "height": 4}))
    stats = cascade_claims.claim_statistics(game, games=games, seed=corpus.seed)  # type: ignore[arg-type]
    holds = verdict.holds and stats.order_differences == 0 and stats.settle_disagreements == 0
    scope = Msg("claims.chain_reaction.order.scope", {
        "orders": verdict.facts.get("orders", 0), "checked": stats.order_checked,
        "games": games, "seed": corpus.seed})
    return Verdict(claim, holds, "sampling", stats.order_checked, scope)


_SPECIAL = "Sonderfälle"

CLAIMS: tuple[Claim, ...] = (
    Claim(GAME, "alternate", "Aufbau", "always", _check(_alternate), ("CR-5",)),
    Claim(GAME, "own_or_empty", "Dein Zug", "always", _check(_own_or_empty)),
    Claim(GAME, "capacity", "Kapazität", "always", _check(_full_cells), ("CR-4",)),
    Claim(GAME, "conserved", "Überlauf", "always", _check(_conserved), ("CR-2",)),
    Claim(GAME, "captured", "Überlauf", "always", _check(_captured), ("CR-2",)),
    Claim(GAME, "cascade_ends", "Kaskade", "always",
          _check(_endless, {"stop_on_win": False}, sample=False), ("CR-4",)),
    Claim(GAME, "order", "Kaskade", "always", _order, ("CR-3",)),
    Claim(GAME, "first_move", "Gewinnen", "always", _check(_first_move), ("CR-4",)),
    Claim(GAME, "no_draw", "Gewinnen", "always", _check(_winner), ("CR-4",)),
    Claim(GAME, "surplus", _SPECIAL, "always", _check(_surplus), ("CR-3",)),
    Claim(GAME, "no_pass", _SPECIAL, "always", _check(_can_move)),
)
"""In the order of the rulebook."""
