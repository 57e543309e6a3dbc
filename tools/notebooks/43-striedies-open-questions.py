# %% [markdown]
# # Striedies Strategie: the open rule questions
#
# The rulebook is one page long and leaves much open: which way the dice face, who sits where
# with three players, what exactly a threatened player may do, and what happens when nobody
# can move. The project's `RULES.md` fixes a default for each (IDs ST-1 to ST-9). Where a
# question could go either way, it is a **rule option** of the game, so both readings can be
# played. Every explanation that rests on such a decision rather than on the rulebook says
# so: "not in the rulebook: default ST-6".

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
# ## ST-9 a: ties from two opponents
#
# With three or four players, two opponents can tie with the same player before its turn.
# `RULES.md` combines the threats (not in the rulebook): the threatened dice and the attacking
# dice of both ties count together, and one answer settles both.

# %%
combined = story("threats_combined")

# %% [markdown]
# ## ST-9 b: when the other threatened dice leave after a retreat (`retreat_removal`)
#
# A player with several threatened dice may move one away; the others leave the board. The
# rulebook does not say when. By default they leave **before** the fights of the retreating
# move, so they cannot support it (`"before_fights"`); option `"after_fights"` lets them stand
# through those fights, supporting the mover like its other dice, and removes them afterwards.
# The same position and moves under both readings, with three players: B retreats next to
# C's die, and its other threatened die stands next to that die too.

# %%
before_fights = story("retreat_removal_before")
after_fights = story("retreat_removal_after")

# %%
for scenario in (before_fights, after_fights):
    final = scenario.final()
    print(f"{scenario.game.retreat_removal:13}", final.to_text())

# %% [markdown]
# ## ST-9 c: a threat whose dice have gone
#
# Between the tie and the threatened player's turn another player may move and take dice of
# the threat off the board. They drop out of it, and a threat left without threatened or
# without attacking dice ends (not in the rulebook).

# %%
gone = story("threat_ends_attacker_gone")

# %% [markdown]
# ## ST-6: no legal move
#
# The rulebook does not say; `RULES.md` lets the player pass (and the explanation says that
# this is not in the rulebook).

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
