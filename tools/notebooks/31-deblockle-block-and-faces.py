# %% [markdown] lang="en"
# # Deblockle: the block and its faces
#
# Deblockle is learnt by feel: which symbol comes up when a block tips. Opposite faces are
# Star–Stop, Cross–X and Slider–Hoops; with the star on top, the sides read Cross, Slider, X,
# Hoops clockwise (`RULES.md` DB-2). This notebook unfolds a block and follows it as it tips.
# *Auf Deutsch:* [der Block und seine Seiten](../de/31-deblockle-block-and-faces.ipynb).

# %% [markdown] lang="de"
# # Deblockle: der Block und seine Seiten
#
# Deblockle lernt man mit Gefühl: Welches Symbol kommt nach oben, wenn ein Block kippt?
# Gegenüber liegen Stern und Stop, Kreuz und X, Slider und Hoops; liegt der Stern oben, folgen
# ringsum im Uhrzeigersinn Kreuz, Slider, X und Hoops (`RULES.md` DB-2). Dieses Notebook
# klappt einen Block auseinander und verfolgt ihn beim Kippen. *Auf Englisch:*
# [die englische Fassung](../en/31-deblockle-block-and-faces.ipynb).

# %% [markdown] lang="en"
# The first cell loads the block, the compass directions and the drawings of the block.

# %% [markdown] lang="de"
# Die erste Zelle lädt den Block, die Himmelsrichtungen und die Zeichnungen des Blocks.

# %%
%matplotlib inline
import io

import ipywidgets as widgets
from IPython.display import HTML

import cubekit
from cubekit.core import display
from cubekit.core.cube import DEBLOCKLE_BLOCK
from cubekit.core.grid import Direction
from cubekit.core.i18n import tr
from cubekit.games.deblockle.block3d import draw_block, tip_sequence
from cubekit.widgets.snapshot import Panel

# %% [markdown] lang="en"
# The reference block, unfolded: the star on top, the cross facing north (up in the picture),
# the stop underneath.

# %% [markdown] lang="de"
# Der Bezugsblock, auseinandergeklappt: der Stern oben, das Kreuz nach Norden (im Bild nach
# oben), der Stop unten.

# %%
block = DEBLOCKLE_BLOCK.orientation(top="star", north="cross")
draw_block(block)

# %% [markdown] lang="en"
# Tipping moves the faces: tipping north brings the south face up, tipping east the west
# face, and so on. Here the block tips north, east, south and west in turn:

# %% [markdown] lang="de"
# Kippen bewegt die Seiten: Kippt der Block nach Norden, kommt die südliche Seite nach oben,
# nach Osten die westliche und so weiter. Hier kippt der Block nacheinander nach Norden,
# Osten, Süden und Westen:

# %%
route = [Direction.N, Direction.E, Direction.S, Direction.W]
tip_sequence(block, route)

# %% [markdown] lang="en"
# Which face comes up for each tip from the reference block:

# %% [markdown] lang="de"
# Welche Seite bei jeder Kipprichtung vom Bezugsblock aus nach oben kommt:

# %%
rows = [(tr(f"db.dir.{d.name}"), tr(f"db.face.{block.tip(d).top}")) for d in Direction]
HTML(display.block(display.table(("", tr("db.render.pos.top")), rows)))

# %% [markdown] lang="en"
# Four tips in the same direction bring the block back, and a tip followed by its reverse
# cancels out. Below, in the notation top/north/east, three orientations that are the same:
# the start, the start tipped east four times, and the start tipped north and back south
# (the symbols are written `*` star, `+` cross, `x` X, `=` slider, `@` hoops, `o` stop):

# %% [markdown] lang="de"
# Viermal in dieselbe Richtung gekippt, ist der Block wieder wie vorher, und ein Kippen mit
# dem Kippen zurück hebt sich auf. Unten stehen in der Notation oben/Norden/Osten drei Lagen,
# die gleich sind: die Anfangslage, die Lage nach viermal nach Osten und die Lage nach einmal
# nach Norden und zurück nach Süden (die Symbole werden `*` Stern, `+` Kreuz, `x` X,
# `=` Slider, `@` Hoops und `o` Stop geschrieben):

# %%
print(DEBLOCKLE_BLOCK.format(block), DEBLOCKLE_BLOCK.format(block.tips([Direction.E] * 4)),
      DEBLOCKLE_BLOCK.format(block.tip(Direction.N).tip(Direction.S)), sep="   ")

# %% [markdown] lang="en"
# A block has 24 orientations (6 faces on top, 4 turns each):

# %% [markdown] lang="de"
# Ein Block hat 24 Lagen (6 Seiten oben, je 4 Drehungen):

# %%
len(DEBLOCKLE_BLOCK.all_orientations())

# %% [markdown] lang="en"
# ## Tip it yourself
#
# Press a direction to tip the block and watch which face comes up (the picture is updated
# in place).

# %% [markdown] lang="de"
# ## Kipp ihn selbst
#
# Drücke eine Richtung, um den Block zu kippen, und sieh zu, welche Seite nach oben kommt (das
# Bild ändert sich an Ort und Stelle).

# %% tags=["nbval-ignore-output"]
def png(orientation):
    buffer = io.BytesIO()
    draw_block(orientation).savefig(buffer, format="png")
    return buffer.getvalue()


def title(orientation):
    return tr("db.render.block_title", face=tr(f"db.face.{orientation.top}"))


current = {"block": block}
picture = widgets.Image(value=png(block), format="png", layout=widgets.Layout(width="420px"))
caption = widgets.Label(title(block))


def tipper(direction):
    button = widgets.Button(description=tr(f"db.dir.{direction.name}"))

    def tip(_):
        current["block"] = current["block"].tip(direction)
        picture.value = png(current["block"])
        caption.value = title(current["block"])

    button.on_click(tip)
    return button


Panel([widgets.HBox([tipper(d) for d in Direction]), caption, picture])

# %% [markdown] lang="en"
# Back to the [rules tour](30-deblockle-rules-tour.ipynb), on to the
# [edge cases](32-deblockle-edge-cases.ipynb).

# %% [markdown] lang="de"
# Zurück zum [Regel-Rundgang](30-deblockle-rules-tour.ipynb), weiter zu den
# [Grenzfällen](32-deblockle-edge-cases.ipynb).
