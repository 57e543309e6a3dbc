# %% [markdown]
# # Deblockle: variants and open rule questions
#
# The rulebook offers two variants (*Spielvarianten*): fewer blocks, possibly different per
# player as a handicap, and "no adjacent blocks". `RULES.md` adds two open questions as rule
# options: does a star square stop a slider (`slider_star`, DB-5), and is a tip after which
# no hop is possible a legal turn (`impossible_hop`, DB-6)? Who begins is an option too
# (`start_player`, DB-10: the rulebook lets the youngest player begin). Every option can be
# played.

# %%
%matplotlib inline
import random
from collections import Counter

import cubekit

game = cubekit.load("deblockle")
for option in game.options():
    print(f"{option.name:<15} {option.rule:<5} default {option.default!r}")

# %% [markdown]
# ## The scenarios that use a variant or an option
#
# Each states its expected result; `check()` lists differences (empty: the engine agrees).

# %%
for scenario in game.scenarios():
    if scenario.game.settings():
        print(f"{scenario.id} {scenario.game.settings()}")
        print(f"  {scenario.title()}: check {scenario.check()}")

# %% [markdown]
# ## Fewer blocks and a handicap (DB-8)
#
# With `blocks=(4, 2)` player A plays four blocks and B two, on the first start squares.

# %%
handicap = cubekit.load("deblockle", blocks=(4, 2))
handicap.initial_state(seed=1)

# %% [markdown]
# ## How the options change random games
#
# Thirty seeded random games per setting, with the kit's turn limit: who wins, how often the
# limit is reached, and how long games last.

# %%
def random_games(n, seed=0, **options):
    rules = cubekit.load("deblockle", turn_limit=400, **options)
    rng = random.Random(seed)
    endings, lengths = Counter(), []
    for _ in range(n):
        state = rules.initial_state(seed=rng.randrange(10**6))
        turns = 0
        while state.outcome is None:
            state = state.play(rng.choice(state.legal_moves()))
            turns += 1
        winner = state.outcome.winner
        endings["A" if winner == 0 else "B" if winner == 1 else state.outcome.reason] += 1
        lengths.append(turns)
    return dict(sorted(endings.items())), round(sum(lengths) / n)

# %% [markdown]
# Random players rarely manage to tip a block star-up onto the goal star, so most random
# games end at the turn limit (a random game takes thousands of turns); the handicap still
# shows: with fewer blocks to bring home, B finishes more often.

# %%
settings = [{}, {"blocks": 2}, {"blocks": (4, 2)}, {"no_adjacent": True},
            {"slider_star": "stop"}, {"impossible_hop": "skip"}, {"start_player": 1}]
for options in settings:
    label = str(options or "rulebook defaults")
    print(f"{label:<28}", *random_games(30, seed=5, **options))
