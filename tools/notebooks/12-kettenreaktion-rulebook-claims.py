# %% [markdown] lang="en"
# # Kettenreaktion: checking the rulebook's claims
#
# The rulebook says more than its rules: that a cascade always ends, that a cell that bursts
# ends empty, that the order of the bursts does not matter, that nobody ever has to pass. The
# kit does not repeat such sentences; it checks them, by searching every position of small
# boards and by seeded random games on the big one, and answers true or false with a
# counterexample. At the end: who wins small boards with perfect play. *Auf Deutsch:*
# [Behauptungen des Regelhefts](../de/12-kettenreaktion-rulebook-claims.ipynb).

# %% [markdown] lang="de"
# # Kettenreaktion: die Behauptungen des Regelhefts geprüft
#
# Das Regelheft sagt mehr als seine Regeln: dass eine Kaskade immer endet, dass ein Feld nach
# dem Überlaufen leer ist, dass die Reihenfolge der Überläufe keine Rolle spielt, dass niemand
# je aussetzen muss. Das Kit wiederholt solche Sätze nicht, es prüft sie: durch Suche über jede
# Stellung kleiner Bretter und durch Zufallspartien mit festem Startwert auf dem großen Brett,
# und es antwortet mit wahr oder falsch und einem Gegenbeispiel. Am Ende: wer auf kleinen
# Brettern bei bestem Spiel gewinnt. *Auf Englisch:*
# [die englische Fassung](../en/12-kettenreaktion-rulebook-claims.ipynb).

# %%
%matplotlib inline
import ipywidgets as widgets
from IPython.display import HTML, display

import cubekit
from cubekit.analysis import check_claims, hint
from cubekit.analysis.solutions import SolutionTable, load_table
from cubekit.core import display as show
from cubekit.games.chain_reaction import claims
from cubekit.widgets import Stepper
from cubekit.widgets.snapshot import Panel

# %% [markdown] lang="en"
# ## Every claim, checked
#
# `check_claims` goes through the rulebook section by section. Each row names the section the
# claim comes from, the verdict, how it was checked and the counterexample where there is one.
# This run is the quick one (every position of the 2×2 and 2×3 boards and a few random games,
# under a second); `check_claims("chain_reaction")` without `quick` adds the 2×4 and 3×3
# boards and 60 random 6×6 games (about half a minute) and gives the same verdicts.

# %% [markdown] lang="de"
# ## Jede Behauptung geprüft
#
# `check_claims` geht das Regelheft Abschnitt für Abschnitt durch. Jede Zeile nennt den
# Abschnitt, aus dem die Behauptung stammt, das Urteil, wie geprüft wurde, und das
# Gegenbeispiel, wo es eines gibt. Dies ist der schnelle Lauf (jede Stellung der Bretter 2×2
# und 2×3 und ein paar Zufallspartien, unter einer Sekunde); `check_claims("chain_reaction")`
# ohne `quick` nimmt die Bretter 2×4 und 3×3 und 60 Zufallspartien auf 6×6 dazu (etwa eine
# halbe Minute) und kommt zu denselben Urteilen.

# %%
table = check_claims("chain_reaction", quick=True)
table

# %% [markdown] lang="en"
# Three claims are **false**, each with a counterexample on the smallest boards (2×2, 2×3):
#
# * 'Kapazität': a cell can still be full after a move, because the kit stops
#   the cascade the moment the game is won (CR-4) and the full cells are never emptied.
# * 'Kaskade': without that stop (`stop_on_win=False`) a cascade can pass
#   marbles round the four corners forever.
# * 'Sonderfälle': in a two-player game a cell can receive two marbles in one
#   wave, hold more than its capacity, burst and keep the surplus (CR-3).
#
# One claim is only **sampled**, not proven: that the order of the bursts never changes the end
# was checked on one long cascade in many orders and on the cascades of random
# games; no search covers every order. The claims checked "both" ways are proven on every
# position of the small boards and sampled on the big one.

# %% [markdown] lang="de"
# Drei Behauptungen sind **falsch**, jede mit einem Gegenbeispiel auf den kleinsten Brettern
# (2×2, 2×3):
#
# * „Kapazität“: Ein Feld kann nach einem Zug noch voll sein, weil das
#   Kit die Kaskade anhält, sobald die Partie gewonnen ist (CR-4), und die vollen Felder nie
#   geleert werden.
# * „Kaskade“: Ohne diesen Stopp (`stop_on_win=False`) kann eine
#   Kaskade die Murmeln endlos um die vier Ecken reichen.
# * „Sonderfälle“: Im Spiel zu zweit kann ein Feld in einer Welle zwei Murmeln
#   bekommen, mehr als seine Platz-Zahl haben, überlaufen und den Überschuss behalten (CR-3).
#
# Eine Behauptung ist nur **stichprobenartig** geprüft, nicht bewiesen: dass die Reihenfolge der
# Überläufe das Ergebnis nie ändert, wurde an einer langen Kaskade in vielen
# Reihenfolgen und an den Kaskaden von Zufallspartien geprüft; keine Suche deckt jede
# Reihenfolge ab. Die auf beide Arten geprüften Behauptungen sind für jede Stellung der kleinen
# Bretter bewiesen und auf dem großen Brett stichprobenartig geprüft.

# %%
table["surplus"]

# %% [markdown] lang="en"
# ## A cascade that never ends
#
# The counterexample to 'Kaskade' as a position: on a 2×2 board without the stop on
# win, the burst of b2 by B sets the four corners passing marbles round forever. The kit
# notices the repeated board and says so.

# %% [markdown] lang="de"
# ## Eine Kaskade ohne Ende
#
# Das Gegenbeispiel zu „Kaskade“ als Stellung: Auf einem 2×2-Brett ohne Stopp beim Sieg
# bringt der Überlauf von b2 durch B die vier Ecken dazu, sich endlos Murmeln zuzureichen. Das
# Kit bemerkt das wiederholte Brett und sagt es.

# %%
verdict = claims.check_claim("a")
HTML(show.block(show.mark(verdict.holds, verdict.text)))

# %%
case = claims.claim_positions()["a"]
case.start().explain(case.move)

# %% [markdown] lang="en"
# ## A bursting cell that does not end empty
#
# Two neighbours burst in the same wave and both feed one corner, which then holds more than it
# can; it bursts and keeps the surplus.

# %% [markdown] lang="de"
# ## Ein überlaufendes Feld, das nicht leer wird
#
# Zwei Nachbarn laufen in derselben Welle über und beliefern beide eine Ecke, die dann mehr hat,
# als sie fassen kann; sie läuft über und behält den Überschuss.

# %%
verdict = claims.check_claim("b")
HTML(show.block(show.mark(verdict.holds, verdict.text)))

# %% tags=["nbval-ignore-output"]
case = claims.claim_positions()["b"]
Stepper(case.start().explain(case.move))

# %% [markdown] lang="en"
# ## The order of bursts does not matter
#
# A cascade of 70 bursts from a random game, resolved once in waves and again one burst at a
# time in many random orders: every order ends on the same board.

# %% [markdown] lang="de"
# ## Die Reihenfolge der Überläufe spielt keine Rolle
#
# Eine Kaskade aus 70 Überläufen aus einer Zufallspartie, einmal in Wellen aufgelöst und dann
# Feld für Feld in vielen zufälligen Reihenfolgen: Jede Reihenfolge endet auf demselben Brett.

# %%
verdict = claims.check_claim("c")
HTML(show.block(show.mark(verdict.holds, verdict.text)))

# %% [markdown] lang="en"
# Try an order yourself: `resolve_in_order` bursts one cell at a time (here the reverse of the
# natural order); its final position is the one the engine plays:

# %% [markdown] lang="de"
# Probier selbst eine Reihenfolge: `resolve_in_order` lässt ein Feld nach dem anderen überlaufen
# (hier in umgekehrter Reihenfolge); die Endstellung ist die, die das Programm spielt:

# %%
case = claims.claim_positions()["c"]
start = case.start()
reverse = claims.resolve_in_order(start, case.move, "reverse")
assert reverse == start.play(case.move)
reverse

# %% [markdown] lang="en"
# ## 100 random games
#
# The same three questions over 100 seeded random games on the 6×6 board: how many winning
# moves would never settle without the stop on win (a), how many cascades keep a surplus (b),
# and whether any settling cascade ends differently in a random burst order (c). The bar shows
# the progress.

# %% [markdown] lang="de"
# ## 100 Zufallspartien
#
# Dieselben drei Fragen über 100 Zufallspartien mit festem Startwert auf dem 6×6-Brett: wie
# viele Gewinnzüge ohne Stopp beim Sieg nie zur Ruhe kämen (a), wie viele Kaskaden einen
# Überschuss behalten (b) und ob eine Kaskade, die zur Ruhe kommt, in zufälliger Reihenfolge
# anders endet (c). Der Balken zeigt den Fortschritt.

# %% tags=["nbval-ignore-output"]
bar = widgets.IntProgress(max=100)
display(Panel([bar]))
stats = claims.claim_statistics(cubekit.load("chain_reaction"), games=100, seed=0,
                                progress=lambda done, total: setattr(bar, "value", done))

# %%
HTML(show.block(f"<p>{show.prose(stats.describe())}</p>"))

# %% [markdown] lang="en"
# ## Perfect play on small boards
#
# Who wins when both sides play perfectly? The kit solves small boards completely (a search of
# every line with a table of positions already seen) and stores the results; the table says who
# wins with best play, in how many moves (the winner hurries, the loser delays), and which first
# moves keep that result. The first player wins every board tried except 2×2 and 2×4, where
# the second player wins. On 3×3 without the stop on win nobody can force a win.

# %% [markdown] lang="de"
# ## Bestes Spiel auf kleinen Brettern
#
# Wer gewinnt, wenn beide Seiten perfekt spielen? Das Kit löst kleine Bretter vollständig (eine
# Suche über jede Zugfolge mit einer Tabelle schon gesehener Stellungen) und speichert die
# Ergebnisse; die Tabelle sagt, wer bei bestem Spiel gewinnt, in wie vielen Zügen (der Gewinner
# beeilt sich, der Verlierer zögert) und welche ersten Züge dieses Ergebnis halten. Der
# Startspieler gewinnt jedes untersuchte Brett außer 2×2 und 2×4, wo der zweite Spieler gewinnt.
# Auf 3×3 ohne Stopp beim Sieg kann niemand einen Sieg erzwingen.

# %%
stored = load_table()
SolutionTable(tuple(row for row in stored.rows if row["case"].startswith("chain_reaction")),
              stored.machine)

# %% [markdown] lang="en"
# The same search answers for a single move. On 3×3, after A on a1 and B on c3, a second marble
# on a1 (the corner bursts at once) throws the win away:

# %% [markdown] lang="de"
# Dieselbe Suche antwortet auch für einen einzelnen Zug. Auf 3×3, nachdem A auf a1 und B auf c3
# gesetzt hat, verspielt eine zweite Murmel auf a1 (die Ecke läuft sofort über) den Sieg:

# %%
small = cubekit.load("chain_reaction", width=3, height=3)
hint(small.initial_state().play("a1").play("c3"), "a1", budget_s=5)
