# %% [markdown]
# # Striedies Strategie: the open rule questions
#
# The rulebook is one page long and leaves much open: which way the dice face, who sits where
# with three players, what exactly a threatened player may do, and what happens when nobody
# can move. The project's `RULES.md` fixes a default for each (IDs ST-1 to ST-8). Where a
# question could go either way, it is a **rule option** of the game, so both readings can be
# played; where the kit had to decide a detail `RULES.md` does not cover, its explanations
# say "kit reading".

# %%
%matplotlib inline
import cubekit

game = cubekit.load("striedies")
for option in game.options():
    print(f"{option.name:<15} {option.rule:<14} default {option.default!r}")

# %% [markdown]
# A helper prints the moves of a scenario with their explanations, and its check:

# %%
def story(scenario_id):
    scenario = game.scenario(scenario_id)
    print(f"{scenario.title()} ({scenario.game.settings() or 'defaults'})")
    state = scenario.start()
    for move in scenario.replay.moves:
        print(f"  {move}: " + state.explain(move).text.replace("\n", "\n    "))
        state = state.play(move)
    print("  check:", scenario.check())
    return scenario

# %% [markdown]
# ## ST-1 and ST-2: the dice and the corners (`dice`, `players`)
#
# The rulebook says only that 1 is on top and 2 and 3 face the outer edges. With right-handed
# dice that fixes one orientation per corner; left-handed dice (option `dice="left"`) give
# the mirror images. With four players the corners go A bottom-left, B bottom-right, C
# top-right, D top-left; with three, the top-left corner stays empty; with two, the players
# sit opposite.

# %%
for dice in ("right", "left"):
    rules = cubekit.load("striedies", players=4, dice=dice)
    print(f"{dice:5}", "  ".join(f"{rules.player_name(p)} ({rules.corner(p)}): "
                                 f"{rules.initial_state().dice(p)[0].code}" for p in range(4)))

# %%
cubekit.load("striedies", players=4).initial_state()

# %% [markdown]
# ## ST-5: who may reinforce (`reinforce_with`)
#
# The rulebook says the attacked player reinforces "with another of its dice". `RULES.md`
# reads this as "move a die" so that it ends next to an attacker (default `"any"`, which
# lets a threatened die itself step next to the attacker). Option `"other"` follows the
# rulebook's words: only a die that is not threatened can reinforce. The same position under
# both readings:

# %%
any_reading = story("reinforce_any")
other_reading = story("reinforce_other")

# %%
before = other_reading.replay.states[-2]
for probe in other_reading.expected.get("illegal", {}):
    print(f"{probe}: {before.why_illegal(probe) or 'allowed'}")

# %% [markdown]
# ## ST-5, kit readings: ties from two opponents
#
# With three or four players, two opponents can tie with the same player before its turn.
# The kit combines the threats: the threatened dice and the attacking dice of both ties count
# together, and one answer settles both.

# %%
combined = story("threats_combined")

# %% [markdown]
# Two further details the kit had to settle (named "kit reading" in its explanations): after
# a retreat, the other threatened dice leave **before** the fights of that move, so they cannot
# support it; and dice that leave the board for another reason drop out of the threat.

# %% [markdown]
# ## ST-6: no legal move
#
# The rulebook does not say; the player passes.

# %%
passing = story("pass_no_move")

# %% [markdown]
# ## ST-7: no draws in the rulebook (`turn_limit`)
#
# Dice can avoid each other for ever on a 15×15 board. The kit's turn limit (off by default,
# not in the rulebook) ends such a game as a draw:

# %%
limit = story("turn_limit_draw")

# %% [markdown]
# ## Who starts (`start_player`)
#
# The rulebook only says the players take turns. The kit lets A start; the option chooses
# another player.

# %%
second = cubekit.load("striedies", start_player=1)
second.player_name(second.initial_state().to_move)
