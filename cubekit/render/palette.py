"""Colours and sizes shared by every board picture.

Player colours follow the Okabe–Ito palette, which stays distinguishable for the common
kinds of colour-vision deficiency. Pictures never rely on colour alone: every piece also
carries its player's letter (or a number or symbol).

>>> player_colour(0)
'#0072B2'
>>> len(PLAYER_COLOURS)
8
>>> text_on(player_colour(7))  # black marble: white text on it
'#ffffff'
"""

from __future__ import annotations

from matplotlib.colors import to_rgb

from cubekit.core.i18n import tr

RGB = tuple[float, float, float]
RGBA = tuple[float, float, float, float]

PLAYER_COLOURS: tuple[str, ...] = (
    "#0072B2",  # blue
    "#D55E00",  # vermillion
    "#009E73",  # bluish green
    "#E69F00",  # orange
    "#CC79A7",  # reddish purple
    "#56B4E9",  # sky blue
    "#F0E442",  # yellow
    "#000000",  # black
)
"""Okabe–Ito colours in player order (A, B, ...). With two players A is blue, B vermillion."""

FIGURE_BG = "#ffffff"
CELL_BG = "#f5f3ee"      # warm paper
GRID = "#c4bfb5"
OUTLINE = "#4d4a45"
LABEL = "#5c5852"
TEXT = "#1f1f1f"
MUTED = "#8c877f"
MARK = "#1f1f1f"        # highlight frames and arrows: neutral, never a player colour
REFUSED = "#b3261e"     # the arrow of a move the rules refuse, and its cross
FONT = "DejaVu Sans"     # ships with matplotlib, so pictures look the same everywhere


def player_colour(player: int) -> str:
    """The colour of player ``player`` (0 = A)."""
    if not 0 <= player < len(PLAYER_COLOURS):
        raise ValueError(tr("render.error.player_colour", player=player,
                            last=len(PLAYER_COLOURS) - 1))
    return PLAYER_COLOURS[player]


def mix(colour: str | RGB, other: str | RGB, amount: float) -> RGB:
    """``colour`` moved ``amount`` (0..1) of the way towards ``other``."""
    a, b = to_rgb(colour), to_rgb(other)
    return (a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount,
            a[2] + (b[2] - a[2]) * amount)


def luminance(colour: str | RGB) -> float:
    """Relative luminance (WCAG) of a colour, 0 = black .. 1 = white."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in to_rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def text_on(colour: str | RGB) -> str:
    """Black or white, whichever reads better on ``colour``."""
    lum = luminance(colour)
    # contrast ratio against white vs against black
    return "#ffffff" if (1.05 / (lum + 0.05)) >= ((lum + 0.05) / 0.05) else "#000000"


def ink(colour: str | RGB) -> RGB:
    """A darker shade of ``colour`` that reads as text on a light background."""
    lum = luminance(colour)
    if lum < 0.12:
        return to_rgb(colour)
    return mix(colour, "#000000", min(0.7, 0.25 + lum * 0.6))


def tint(colour: str | RGB, amount: float = 0.2, base: str = CELL_BG) -> RGB:
    """A pale wash of ``colour`` over the cell colour (``amount`` of the colour)."""
    return mix(base, colour, amount)


def edge(colour: str | RGB) -> RGB:
    """The outline of a marble or piece of ``colour`` (a darker shade)."""
    if luminance(colour) < 0.02:
        return mix(colour, "#ffffff", 0.35)
    return mix(colour, "#000000", 0.35)
