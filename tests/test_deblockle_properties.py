"""Deblockle properties over random games (hypothesis): hops never turn a block, no block
rests on a star square, blocks on the board plus removed is the start count, and the parsers
raise only NotationError."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import cubekit
from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.game import NotationError
from cubekit.games.deblockle import STAR_SQUARES, Deblockle
from cubekit.games.deblockle.events import Hopped, Tipped

OPTIONS = [{}, {"blocks": (2, 3)}, {"blocks": 1}, {"no_adjacent": True},
           {"slider_star": "stop"}, {"impossible_hop": "skip", "blocks": (4, 2)}]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(OPTIONS), st.integers(0, 10_000))
def test_random_games_keep_the_invariants(options: dict[str, object], seed: int) -> None:
    game = cubekit.load("deblockle", **options)
    assert isinstance(game, Deblockle)
    rng = random.Random(seed)
    state = game.initial_state(seed=seed)
    for _ in range(60):
        if state.is_over:
            break
        move = rng.choice(state.legal_moves())
        transition = state.explain(move)
        for step in transition.steps:
            if isinstance(step.event, Hopped):
                # DB-5: the block hops without turning
                tip = transition.steps[0].event
                assert isinstance(tip, Tipped)
                assert tip.after == step.event.orientation
                end = step.state.block(step.event.end)
                assert end is not None and end.orientation == tip.after
        state = transition.after
        for player in (0, 1):
            blocks = state.blocks(player)
            # DB-4, DB-5: no block ever rests on a star square
            assert not {b.square for b in blocks} & set(STAR_SQUARES)
            # DB-8: blocks on the board plus removed equals the start count
            assert len(blocks) + state.removed(player) == game.block_counts[player]
            assert all(DEBLOCKLE_BLOCK.contains(b.orientation) for b in blocks)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="abcdefgh0123456789NESWOnesw:()/*o+x=@ ,-AB", max_size=40))
def test_parsers_raise_only_notation_errors(text: str) -> None:
    game = cubekit.load("deblockle", blocks=1)
    state = game.initial_state()
    for parse in (state.parse_move, game.parse_state):
        try:
            parse(text)
        except NotationError as error:
            assert str(error)
