"""Draw ``docs/images/architecture.png``: how a move flows through the kit's layers.

    python tools/draw_architecture.py
"""

from __future__ import annotations

from pathlib import Path

from matplotlib.figure import Figure
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "docs" / "images" / "architecture.png"

INK = "#1f2430"
MUTED = "#5b6270"
FILL = {"rules": "#dbe9f6", "events": "#fde7c8", "words": "#e3f1dc", "pictures": "#e3f1dc",
        "widgets": "#efe2f3"}

# (key, x, y, width, height, title, lines)
BOXES = [
    ("rules", 0.04, 0.40, 0.20, 0.34, "rules.py",
     ["legal_moves, play, explain", "why_illegal (a Msg)", "no words, no drawing"]),
    ("events", 0.31, 0.40, 0.18, 0.34, "events.py",
     ["Step(state, event,", "     highlight)", "typed facts:", "Wave, Pushed, Fight, …"]),
    ("words", 0.57, 0.58, 0.18, 0.30, "words.py",
     ["describe(event) → Msg", "headline, title", "catalogue: en, de"]),
    ("pictures", 0.57, 0.14, 0.18, 0.30, "render.py",
     ["match event:", "highlights, arrows,", "the picture's title"]),
    ("widgets", 0.81, 0.30, 0.17, 0.40, "widgets",
     ["Stepper, Explorer,", "ScenarioBrowser", "switch language", "without replaying"]),
]

ARROWS = [((0.24, 0.57), (0.31, 0.57), "records"),
          ((0.49, 0.63), (0.57, 0.72), "reads"),
          ((0.49, 0.51), (0.57, 0.30), "reads"),
          ((0.75, 0.72), (0.81, 0.60), ""),
          ((0.75, 0.30), (0.81, 0.40), ""),
          ((0.66, 0.58), (0.66, 0.44), "titles")]


def draw() -> Figure:
    figure = Figure(figsize=(10.0, 3.6), dpi=150, facecolor="white")
    ax = figure.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_axis_off()
    ax.text(0.5, 0.94, "How a move flows: the rules record facts, words and pictures read them",
            ha="center", va="center", fontsize=12.5, fontweight="bold", color=INK)
    for key, x, y, width, height, title, lines in BOXES:
        ax.add_patch(FancyBboxPatch((x, y), width, height, boxstyle="round,pad=0.008",
                                    facecolor=FILL[key], edgecolor=INK, linewidth=1.2))
        ax.text(x + width / 2, y + height - 0.055, title, ha="center", va="center",
                fontsize=11, fontweight="bold", color=INK, family="monospace")
        for number, line in enumerate(lines):
            ax.text(x + width / 2, y + height - 0.125 - number * 0.06, line, ha="center",
                    va="center", fontsize=8.6, color=MUTED)
    for start, end, label in ARROWS:
        ax.add_patch(FancyArrowPatch(start, end, arrowstyle="-|>", mutation_scale=14,
                                     color=INK, linewidth=1.3))
        if label:
            vertical = start[0] == end[0]
            mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
            ax.text(mid[0] + (0.012 if vertical else 0), mid[1] + (0 if vertical else 0.035),
                    label, ha="left" if vertical else "center", va="center", fontsize=8.2,
                    color=MUTED, style="italic")
    ax.text(0.14, 0.30, "a move", ha="center", va="center", fontsize=9, color=MUTED)
    ax.add_patch(FancyArrowPatch((0.14, 0.33), (0.14, 0.40), arrowstyle="-|>",
                                 mutation_scale=12, color=MUTED))
    ax.text(0.5, 0.06, "Every game plugs in the same parts, found through one registry "
            "(cubekit/games/__init__.py)", ha="center", va="center", fontsize=9, color=MUTED)
    return figure


if __name__ == "__main__":
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    draw().savefig(TARGET)
    print(f"wrote {TARGET.relative_to(ROOT)}")
