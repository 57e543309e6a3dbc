# %% [markdown] lang="en"
# # Striedies Strategie: is every claim of the rulebook true?
#
# The rulebook of Striedies Strategie is one page, read here sentence by sentence: every
# sentence that states or implies a fact (every player starts with three dice, a die moves as
# far as its top face says, the smaller sum leaves, the game ends with one player left, …)
# is a **claim**, cited with its German section title, and the kit checks each one against
# the rules engine, reporting true or false with a position and moves that replay. *Auf
# Deutsch:* [die Behauptungen des Regelhefts](../de/46-striedies-rulebook-claims.ipynb).

# %% [markdown] lang="de"
# # Striedies Strategie: Stimmt jede Behauptung des Regelhefts?
#
# Das Regelheft von Striedies Strategie ist eine Seite lang und wird hier Satz für Satz
# gelesen: Jeder Satz, der eine Tatsache behauptet oder voraussetzt (jeder Spieler beginnt mit
# drei Würfeln, ein Würfel zieht so weit, wie seine Augenzahl sagt, die kleinere Summe fliegt,
# die Partie endet, wenn nur ein Spieler übrig ist, …), ist eine **Behauptung**, zitiert mit
# dem Titel ihres Abschnitts, und das Kit prüft jede gegen das Programm und meldet wahr oder
# falsch, mit einer Stellung und Zügen, die sich nachspielen lassen. *Auf Englisch:*
# [die englische Fassung](../en/46-striedies-rulebook-claims.ipynb).

# %%
%matplotlib inline
import cubekit
from cubekit.analysis import check_claims
from cubekit.widgets import Stepper

# %% [markdown] lang="en"
# ## Every claim, checked
#
# A 15×15 board with up to twelve dice has far too many positions to search them all, so every
# claim is checked on **seeded random games** (and on the ends of the teaching scenarios).
# `quick=True` keeps the sample small for this notebook (four games per set of options, about a
# second); `check_claims("striedies")` checks 60 games per set of options (about 15 seconds)
# and gives the same verdicts.

# %% [markdown] lang="de"
# ## Jede Behauptung, geprüft
#
# Ein Brett mit 15×15 Feldern und bis zu zwölf Würfeln hat viel zu viele Stellungen, um sie
# alle zu durchsuchen; deshalb wird jede Behauptung an **Zufallspartien mit festem Startwert**
# geprüft (und an den Enden der Lehr-Szenarien). `quick=True` hält die Stichprobe für dieses
# Notebook klein (vier Partien je Satz von Optionen, etwa eine Sekunde);
# `check_claims("striedies")` prüft 60 Partien je Satz von Optionen (etwa 15 Sekunden) und
# kommt zu denselben Urteilen.

# %%
claims = check_claims("striedies", quick=True)
claims

# %% [markdown] lang="en"
# **Sampled, not proven.** Every "true" here means: no counterexample in the sample. That is
# strong for the rules that every move exercises (the number of tips, one turn at most, no
# jumping, orthogonal steps: thousands of cases) and weaker for the rare events: ties, their
# answers and a stuck threatened die come up only a few times in the quick sample (a few dozen
# times in the full one), so those verdicts rest on few cases.
#
# ## Two claims are false
#
# **"Every game comes to an end."** The rulebook's goal ('Ziel des Spieles') and its end
# ('Hat nur noch einer der Spieler noch Würfel …, ist er der Gewinner') take for granted that
# the game ends. It need not: dice can dodge each other for ever, and the same position can
# come back with the same player to move. The rulebook has no draw, so the kit offers a turn
# limit (ST-7, not in the rulebook). The counterexample: a random game until its position
# repeats.

# %% [markdown] lang="de"
# **Stichprobe, kein Beweis.** Jedes „wahr“ heißt hier: kein Gegenbeispiel in der Stichprobe.
# Das wiegt schwer für die Regeln, die jeder Zug berührt (die Zahl der Kippschritte, höchstens
# einmal abbiegen, kein Überspringen, nur waagerechte und senkrechte Schritte: Tausende Fälle),
# und weniger für die seltenen Ereignisse: Gleichstände, ihre Antworten und ein bedrohter
# Würfel, der nicht ziehen kann, kommen in der kleinen Stichprobe nur wenige Male vor (in der
# vollen einige Dutzend Male), diese Urteile ruhen also auf wenigen Fällen.
#
# ## Zwei Behauptungen sind falsch
#
# **„Jede Partie kommt zu einem Ende.“** Das Ziel („Ziel des Spieles“) und das Ende („Hat nur
# noch einer der Spieler, noch Würfel, auf dem Spielfeld hat, ist er der Gewinner“) setzen
# voraus, dass die Partie endet. Das muss sie nicht: Würfel können einander für immer
# ausweichen, und dieselbe Stellung kann mit demselben Spieler am Zug wiederkehren. Das
# Regelheft kennt kein Unentschieden, also bietet das Kit eine Zuggrenze an (ST-7, nicht im
# Regelheft). Das Gegenbeispiel: eine Zufallspartie, bis sich ihre Stellung wiederholt.

# %% tags=["nbval-ignore-output"]
endless = next(v for v in claims if not v.holds)
Stepper(endless.example.replay(), start=-1)

# %% [markdown] lang="en"
# **"The player to move always has a die that can move."** The rulebook says the players take
# turns ('Es wird immer abwechselnd gesetzt') and never what happens when a player cannot move.
# A lone die boxed in a corner has no move; the kit lets its player pass (ST-6, not in the
# rulebook). The counterexample:

# %% [markdown] lang="de"
# **„Der Spieler am Zug hat immer einen Würfel, der ziehen kann.“** Das Regelheft sagt, dass
# abwechselnd gezogen wird („Es wird immer abwechselnd gesetzt“), aber nie, was geschieht,
# wenn ein Spieler nicht ziehen kann. Ein einzelner Würfel, eingeschlossen in einer Ecke, hat
# keinen Zug; im Kit setzt sein Spieler aus (ST-6, nicht im Regelheft). Das Gegenbeispiel:

# %% tags=["nbval-ignore-output"]
stuck = [v for v in claims if not v.holds][1]
Stepper(stuck.example.replay(), start=-1)

# %% [markdown] lang="en"
# ## Perfect play?
#
# The kit solves small boards of Kettenreaktion, Deblockle and Cubeslyde exactly
# (`cubekit.analysis.solve`). Striedies has a fixed 15×15 board and long games, so there is no
# small version to solve; how the first player fares is measured in the [balance
# notebook](44-striedies-balance.ipynb) instead.

# %% [markdown] lang="de"
# ## Perfektes Spiel?
#
# Das Kit löst kleine Bretter von Kettenreaktion, Deblockle und Cubeslyde exakt
# (`cubekit.analysis.solve`). Striedies hat ein festes Brett mit 15×15 Feldern und lange
# Partien, also keine kleine Version zum Lösen; wie es dem ersten Spieler ergeht, misst
# stattdessen das [Notebook zur Ausgewogenheit](44-striedies-balance.ipynb).
