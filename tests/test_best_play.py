"""The Explorer's best-play hint (issue 16.3): what perfect play makes of the chosen move."""

from __future__ import annotations

import cubekit
from cubekit.analysis import solve
from cubekit.widgets.best_play import BestPlay


def test_off_it_says_nothing_and_on_it_tells_the_value_of_the_move() -> None:
    state = cubekit.load("chain_reaction", width=2, height=3).initial_state()
    solution = solve(state)
    assert solution.value == "win"                # 2x3: a first-player win (README table)
    panel = BestPlay()
    assert panel.show(state, "a1") == "" and panel.text.value == ""
    panel.toggle.value = True                      # turning it on tells the shown move at once
    said = panel.text.value
    wins = solution.move_value("a1").value == "win"
    assert ("a1 wins against best play" in said) == wins
    assert ("a1 loses against best play" in said) == (not wins)
    best = solution.best_moves[0]
    assert f"{best} wins against best play in" in panel.show(state, best)
    assert "Choose a move" in panel.show(state, None)
    after = state.play("a1")
    assert panel.show(after, "a1") == "" and panel.text.value == ""   # illegal: no say


def test_german_and_too_large_positions() -> None:
    small = cubekit.load("chain_reaction", width=2, height=2).initial_state()
    panel = BestPlay(language="de")
    panel.toggle.value = True
    said = panel.show(small, "a1")
    assert said.startswith("a1 verliert gegen bestes Spiel")   # 2x2: the second player wins
    large = cubekit.load("chain_reaction", width=8, height=8).initial_state()
    quick = BestPlay(budget_s=0.05)
    quick.toggle.value = True
    assert "too large to solve within 0.05 s" in quick.show(large, "a1")
    assert large.to_text() in quick._too_large          # not tried again on the next move
    assert BestPlay.offered(small)
    assert not BestPlay.offered(cubekit.load("chain_reaction", players=3).initial_state())


def test_the_explorer_offers_it_for_two_players() -> None:
    from cubekit.widgets import Explorer

    explorer = Explorer(cubekit.load("chain_reaction", width=2, height=3))
    assert explorer.best_play.layout.display is None and explorer.best_play.text.value == ""
    explorer.best_play.toggle.value = True
    explorer.choice.value = "a1"
    assert "a1 wins against best play in 7 moves" in explorer.best_play.text.value
    explorer.play("a1")
    explorer.choice.value = "b2"
    assert "b2 loses against best play" in explorer.best_play.text.value
    three = Explorer(cubekit.load("chain_reaction", width=3, height=3, players=3))
    assert three.best_play.layout.display == "none"
