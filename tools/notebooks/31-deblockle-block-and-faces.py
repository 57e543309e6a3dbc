# %% [markdown]
# # Deblockle: the block and its faces
#
# Deblockle is learnt by feel: which symbol comes up when a block tips. Opposite faces are
# Star–Stop, Cross–X and Slider–Hoops; with the star on top, the sides read Cross, Slider, X,
# Hoops clockwise (RULES.md DB-2). This notebook unfolds a block and follows it as it tips.

# %%
%matplotlib inline
import ipywidgets as widgets

from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.grid import Direction
from cubekit.games.deblockle.block3d import draw_block, tip_sequence

# %% [markdown]
# The reference block: star on top, cross facing north.

# %%
block = DEBLOCKLE_BLOCK.orientation(top="star", north="cross")
print(block)
draw_block(block)

# %% [markdown]
# Tipping moves the faces: tipping north brings the south face up, tipping east the west
# face, and so on. Here the block tips north, east, south and west in turn:

# %%
route = [Direction.N, Direction.E, Direction.S, Direction.W]
tip_sequence(block, route)

# %% [markdown]
# Which face comes up for each tip from here:

# %%
for direction in Direction:
    print(f"tip {direction.name}: {block.tip(direction).top} comes up")

# %% [markdown]
# Four tips in the same direction bring the block back; a tip and its reverse cancel:

# %%
print(block.tips([Direction.E] * 4) == block, block.tip(Direction.N).tip(Direction.S) == block)

# %% [markdown]
# A block has 24 orientations (6 faces on top, 4 turns each):

# %%
len(DEBLOCKLE_BLOCK.all_orientations())

# %% [markdown]
# ## Tip it yourself
#
# Press a direction to tip the block and watch which face comes up (the picture is updated
# in place).

# %%
# tags: nbval-ignore-output
import io


def png(orientation):
    buffer = io.BytesIO()
    draw_block(orientation).savefig(buffer, format="png")
    return buffer.getvalue()

current = {"block": block}
picture = widgets.Image(value=png(block), format="png", layout=widgets.Layout(width="420px"))
caption = widgets.Label(f"top: {block.top}")

def tipper(direction):
    button = widgets.Button(description=f"tip {direction.name}")
    def tip(_):
        current["block"] = current["block"].tip(direction)
        picture.value = png(current["block"])
        caption.value = f"tip {direction.name}: {current['block'].top} comes up"
    button.on_click(tip)
    return button

widgets.VBox([widgets.HBox([tipper(d) for d in Direction]), caption, picture])
