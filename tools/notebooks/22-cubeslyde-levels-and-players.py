# %% [markdown]
# # Cubeslyde: levels and player counts compared
#
# How do the three levels (CS-1) and two, three or four players change the game? This
# notebook first compares the material, then plays seeded random games for every
# combination and counts how they end. Random players are no experts, but they show how
# often pushes throw cubes off, how long games last and how often the kit's optional turn
# limit (CS-10, not in the rulebook) is needed.

# %%
import random
from collections import Counter

import cubekit

# %% [markdown]
# ## The material
#
# Strengths of one player's set and the white blockers for each level and player count:

# %%
for level in ("beginner", "intermediate", "expert"):
    for players in (2, 3, 4):
        game = cubekit.load("cubeslyde", players=players, level=level)
        print(f"{level:<12} {players} players: own {game.player_set}, "
              f"white {game.white_set or '-'}")

# %% [markdown]
# ## Random games
#
# A small function plays `n` seeded random games with a turn limit and counts how they end.

# %%
def random_games(n, seed=0, **options):
    game = cubekit.load("cubeslyde", turn_limit=150, **options)
    rng = random.Random(seed)
    endings, lengths, first_wins = Counter(), [], 0
    for _ in range(n):
        state = game.initial_state(seed=rng.randrange(10**6))
        first = state.to_move
        while state.outcome is None:
            state = state.play(rng.choice(state.legal_moves()))
        endings[state.outcome.reason] += 1
        lengths.append(state.turn)
        first_wins += first in state.outcome.winners
    return endings, sum(lengths) / n, first_wins / n

# %% [markdown]
# Forty games per combination (about a minute in all); the table lists how the games ended,
# their average length in turns and how often the start player won.

# %%
rows = []
for level in ("beginner", "intermediate", "expert"):
    for players in (2, 3, 4):
        endings, length, first = random_games(40, seed=1, players=players, level=level)
        rows.append((level, players, dict(sorted(endings.items())), round(length), first))
for row in rows:
    print(f"{row[0]:<12} {row[1]} players: {row[2]}, {row[3]} turns, start player won "
          f"{row[4]:.0%}")

# %% [markdown]
# And the four-player team variant (CS-11), seats A+C against B+D:

# %%
print(random_games(40, seed=1, players=4, teams=True))

# %% [markdown]
# What to look for: at the beginner level every cube has strength 1, so a push needs at least
# as many cubes as it moves and few cubes fall; at the expert level a single 6 pushes a lot.
# Random games hit the turn limit often, which is why the kit offers it (CS-10): the rulebook
# itself has no draw.
