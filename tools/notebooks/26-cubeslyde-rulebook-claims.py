# %% [markdown] lang="en"
# # Cubeslyde: the rulebook's claims checked
#
# The rulebook says or implies many facts: 24 cubes in all, a push needs at least the
# defence, a lost cube never comes back, a player always has something to do, the game ends.
# The kit lists every such sentence of the rulebook (cited by its German section) and checks
# it against the rules engine, with a counterexample where it fails. *Auf Deutsch:*
# [Behauptungen des Regelhefts](../de/26-cubeslyde-rulebook-claims.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: die Behauptungen des Regelhefts geprüft
#
# Das Regelheft sagt oder unterstellt viele Tatsachen: 24 Cubes insgesamt, ein Schub braucht
# mindestens die Verteidigungsstärke, ein verlorener Cube kommt nie zurück, ein Spieler hat
# immer etwas zu tun, die Partie endet. Das Programm führt jeden solchen Satz des Regelhefts
# auf (mit seinem Abschnitt zitiert) und prüft ihn mit den Regeln, mit einem Gegenbeispiel,
# wo er nicht stimmt. *Auf Englisch:*
# [die englische Fassung](../en/26-cubeslyde-rulebook-claims.ipynb).

# %%
%matplotlib inline
import cubekit
from cubekit.analysis import check_claims
from cubekit.widgets import Stepper

# %% [markdown] lang="en"
# ## Every claim
#
# A Cubeslyde board has far too many positions to search them all, so every claim is checked
# on a sample: seeded random games from the start (ten per set of rule options here, a few
# thousand moves; the kit's own test uses sixty) and three random games from the end of every
# teaching scenario, where the rare cases are. A claim that holds in the sample is therefore
# *sampled*, not proven; a claim that fails comes with a real counterexample.

# %% [markdown] lang="de"
# ## Jede Behauptung
#
# Ein Spielfeld von Cubeslyde hat viel zu viele Stellungen, um alle zu durchsuchen, also wird
# jede Behauptung an einer Stichprobe geprüft: Zufallspartien mit festem Startwert ab dem
# Start (hier zehn je Satz von Regeloptionen, einige tausend Züge; der Test des Kits nimmt
# sechzig) und drei Zufallspartien ab dem Ende jedes Lehrszenarios, wo die seltenen Fälle
# liegen. Eine Behauptung, die in der Stichprobe stimmt, ist darum *stichprobenweise geprüft*,
# nicht bewiesen; eine, die nicht stimmt, kommt mit einem echten Gegenbeispiel.

# %%
table = check_claims("cubeslyde", games=10)
table

# %% [markdown] lang="en"
# ## Where the rulebook is wrong, or silent
#
# **"A player always has an action" is false** (pushing stage, 'Phase 2: Schiebephase'). The
# rulebook never says what happens to a player who cannot place and has no legal push, yet
# it happens: here B's cubes are boxed in. That is why `RULES.md` needs CS-9 (default: the
# player passes; option `no_move="lose"`).

# %% [markdown] lang="de"
# ## Wo das Regelheft irrt oder schweigt
#
# **„Ein Spieler hat immer eine Aktion“ stimmt nicht** („Phase 2: Schiebephase“). Das
# Regelheft sagt nie, was mit einem Spieler geschieht, der nicht setzen kann und keinen
# erlaubten Schub hat, und doch kommt es vor: Hier sind die Cubes von B eingesperrt. Darum
# braucht die `RULES.md` CS-9 (Voreinstellung: Der Spieler setzt aus; Option
# `no_move="lose"`).

# %% tags=["nbval-ignore-output"]
boxed = table["always_action"]
Stepper(boxed.counterexample.replay(), start=-1)

# %% [markdown] lang="en"
# **"The game always ends" is false** (end of the game, 'Spielende'). The rulebook has no
# draw, but a position can come back with the same player to move, so two players can repeat
# the same four moves for ever. That is why the kit offers a turn limit (CS-10, not in the
# rulebook). The repeated position, after the last move of the counterexample:

# %% [markdown] lang="de"
# **„Die Partie endet immer“ stimmt nicht** („Spielende“). Das Regelheft kennt kein
# Unentschieden, aber eine Stellung kann mit demselben Spieler am Zug wiederkehren, also
# können zwei Spieler dieselben vier Züge ewig wiederholen. Darum bietet das Kit eine
# Zuggrenze an (CS-10, nicht im Regelheft). Die wiederkehrende Stellung, nach dem letzten Zug
# des Gegenbeispiels:

# %%
endless = table["always_ends"]
endless.counterexample.final()

# %% [markdown] lang="en"
# **"You may push your own cube off" is an existence claim** (pushing cubes off the board,
# 'Cubes vom Spielfeld schieben'): the sample shows that it happens, as the rulebook allows;
# the teaching scenario `own_cube_off` shows it in one move.
#
# Every other claim held in every case of the sample: the material count (24 cubes, 12, 6 or
# no whites), the strengths of each level, the end of a two-player game with the third lost
# cube, four in a row winning, the neutral cubes after an elimination, whites first, the
# placement obligation, no cube coming back, strength at least the defence, the defence as
# the sum of the line, every push moving one square, the front cube falling off, and the team
# variant's three rules. Each of these is *sampled*: true in thousands of moves, not proven
# for every position.

# %% [markdown] lang="de"
# **„Du darfst deinen eigenen Cube hinunterschieben“ ist eine Behauptung, dass etwas
# vorkommt** („Cubes vom Spielfeld schieben“): Die Stichprobe zeigt, dass es geschieht, wie
# das Regelheft es erlaubt; das Lehrszenario `own_cube_off` zeigt es in einem Zug.
#
# Jede andere Behauptung stimmte in jedem Fall der Stichprobe: die Zahl des Materials (24
# Cubes, 12, 6 oder keine weißen), die Stärken jeder Stufe, das Ende einer Partie zu zweit mit
# dem dritten verlorenen Cube, die Viererkette, die gewinnt, die neutralen Cubes nach dem
# Ausscheiden, die weißen Steine zuerst, die Pflicht zu setzen, kein Cube, der zurückkommt,
# Schiebestärke mindestens gleich der Verteidigungsstärke, die Verteidigung als Summe der
# Linie, jeder Schub um ein Feld, der vorderste Cube, der herunterfällt, und die drei Regeln
# der Team-Variante. Jede davon ist *stichprobenweise geprüft*: wahr in Tausenden von Zügen,
# nicht für jede Stellung bewiesen.

# %% [markdown] lang="en"
# ## Perfect play on small end games
#
# `cubekit.analysis.solve` finds perfect play for positions small enough to search. A
# Cubeslyde game from the empty board is far beyond any budget (twelve whites to place on 36
# squares, then every player's cubes, before anyone may push), but two end games from the teaching
# scenarios fit: who can force a win within a few moves. The search takes seconds to minutes,
# so the kit stores its results (`cubekit.analysis.solutions.load_table()`, regenerated by the
# kit's own test of the table); these are the Cubeslyde rows:

# %% [markdown] lang="de"
# ## Perfektes Spiel in kleinen Endspielen
#
# `cubekit.analysis.solve` findet perfektes Spiel für Stellungen, die klein genug zum
# Durchsuchen sind. Eine Partie Cubeslyde vom leeren Spielfeld aus liegt weit jenseits jedes
# Budgets (zwölf weiße Steine auf 36 Felder zu setzen und dann die eigenen Cubes, bevor jemand
# schieben darf), aber zwei Endspiele aus den Lehrszenarien passen: Wer kann in wenigen Zügen einen
# Sieg erzwingen? Die Suche dauert Sekunden bis Minuten, also speichert das Kit ihre
# Ergebnisse (`cubekit.analysis.solutions.load_table()`, neu erzeugt vom Test des Kits für
# die Tabelle); das sind die Zeilen von Cubeslyde:

# %%
from cubekit.analysis.solutions import SolutionTable, load_table

stored = load_table()
SolutionTable(tuple(row for row in stored.rows if row["case"].startswith("cubeslyde")),
              stored.machine)

# %% [markdown] lang="en"
# In both end games A, to move, can force a win within three moves, whatever B does. In the
# end game of the scenario "Boxed in: B must pass", 21 first moves keep that win (the table
# counts them), so A hardly has to look; the position of "Pushing while others still place"
# was searched for its value only, without the moves.

# %% [markdown] lang="de"
# In beiden Endspielen kann A, am Zug, innerhalb von drei Zügen einen Sieg erzwingen, egal was
# B tut. Im Endspiel des Szenarios „Eingesperrt: B muss passen“ halten 21 erste Züge diesen
# Sieg (die Tabelle zählt sie), A muss also kaum überlegen; die Stellung von „Schieben,
# während noch gesetzt wird“ wurde nur auf ihren Wert durchsucht, ohne die Züge.
