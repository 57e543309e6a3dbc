# %% [markdown] lang="en"
# # Cubeslyde: the open rule questions
#
# The rulebook leaves some questions open. The project's `RULES.md` fixes a default for each
# (IDs CS-1 to CS-12), and every choice that could go either way is a **rule option** of the
# game, so both readings can be played. This notebook lets the kit itself search, for every
# option, a shortest game after which the two readings part, and shows each witness with both
# readings side by side. *Auf Deutsch:* [offene Regelfragen](../de/23-cubeslyde-open-questions.ipynb).

# %% [markdown] lang="de"
# # Cubeslyde: die offenen Regelfragen
#
# Das Regelheft lässt einige Fragen offen. Die `RULES.md` des Projekts legt für jede eine
# Voreinstellung fest (Kennungen CS-1 bis CS-12), und jede Entscheidung, die so oder so
# ausfallen könnte, ist eine **Regeloption** des Spiels, sodass beide Lesarten spielbar sind.
# In diesem Notebook sucht das Programm selbst für jede Option eine kürzeste Partie, nach der
# die beiden Lesarten auseinandergehen, und zeigt jeden Beleg mit beiden Lesarten
# nebeneinander. *Auf Englisch:* [die englische Fassung](../en/23-cubeslyde-open-questions.ipynb).

# %%
%matplotlib inline
from IPython.display import HTML

import cubekit
from cubekit.analysis import divergence, divergences
from cubekit.core import display
from cubekit.core.replay import Replay
from cubekit.widgets import Compare

# %% [markdown] lang="en"
# ## The options
#
# Every option with its rule ID and its default:

# %% [markdown] lang="de"
# ## Die Optionen
#
# Jede Option mit ihrer Regel-Kennung und ihrer Voreinstellung:

# %%
from cubekit.core.options import OptionsTable

game = cubekit.load("cubeslyde")
OptionsTable(game)

# %% [markdown] lang="en"
# ## Where the readings part
#
# `divergences` plays the same moves under both values of every option: first every line of
# one move from the start, then seeded random games, move for move, until the two disagree in
# the legal moves, the position or the outcome. The budget is a number of games (eight random
# games of up to 200 moves), not seconds, so the table is the same on every machine; the
# whole search takes about a second. A witness found by a random game is real but need not be
# the shortest one (the table says which).

# %% [markdown] lang="de"
# ## Wo die Lesarten auseinandergehen
#
# `divergences` spielt dieselben Züge unter beiden Werten jeder Option: zuerst jede Folge von
# einem Zug ab dem Start, dann Zufallspartien mit festem Startwert, Zug für Zug, bis die
# beiden in den erlaubten Zügen, der Stellung oder dem Ergebnis nicht mehr übereinstimmen. Das
# Budget ist eine Zahl von Partien (acht Zufallspartien mit bis zu 200 Zügen), nicht von
# Sekunden, also ist die Tabelle auf jedem Rechner dieselbe; die ganze Suche dauert etwa eine
# Sekunde. Ein Beleg aus einer Zufallspartie ist echt, muss aber nicht der kürzeste sein (die
# Tabelle sagt, welcher es ist).

# %%
table = divergences(game, max_moves=1, budget_s=60, playouts=8, playout_moves=200)
table

# %% [markdown] lang="en"
# A small helper puts both readings of a witness into a `Compare`: the parting move under
# each value, or, where the move is allowed under one value only, that move beside the
# position in which it is refused; for a difference at the start, the two starts.

# %% [markdown] lang="de"
# Eine kleine Hilfsfunktion setzt beide Lesarten eines Belegs in ein `Compare`: den Zug, an
# dem sie auseinandergehen, unter jedem Wert, oder, wo der Zug nur unter einem Wert erlaubt
# ist, diesen Zug neben der Stellung, in der er abgelehnt wird; bei einem Unterschied schon am
# Start die beiden Ausgangsstellungen.

# %%
def both_readings(found):
    if found.kind == "start":
        return Compare(*(Replay(state, ()) for state in found.starts()))
    if found.kind == "legal":
        return Compare(*(Replay(state, (found.move,)) if state.why_illegal(found.move) is None
                         else Replay(state, ()) for state in found.before))
    return Compare(*found.transitions)

# %% [markdown] lang="en"
# ## CS-1: the level and the number of players
#
# These options change the material, so the readings part before the first move. The two
# starts of `level`, beginner against expert:

# %% [markdown] lang="de"
# ## CS-1: Schwierigkeitsstufe und Spielerzahl
#
# Diese Optionen ändern das Material, also gehen die Lesarten schon vor dem ersten Zug
# auseinander. Die beiden Ausgangsstellungen von `level`, Einsteiger gegen Experten:

# %% tags=["nbval-ignore-output"]
both_readings(table["level"])

# %% [markdown] lang="en"
# `white_strengths` takes an explicit set of strengths, so the table skips it; given two sets,
# the starts differ at once:

# %% [markdown] lang="de"
# `white_strengths` nimmt einen ausdrücklichen Satz von Stärken, also überspringt die Tabelle
# die Option; mit zwei gegebenen Sätzen unterscheiden sich die Ausgangsstellungen sofort:

# %%
divergence(game, "white_strengths", values=(None, (1,) * 12), max_moves=1, playouts=0)

# %% [markdown] lang="en"
# ## CS-11: teams
#
# The random game found it after 64 moves: with teams D, whose three cubes are lost, is still
# in the game and to move; without teams D is out.

# %% [markdown] lang="de"
# ## CS-11: Teams
#
# Die Zufallspartie fand den Beleg nach 64 Zügen: Mit Teams ist D, obwohl drei Cubes verloren
# sind, noch im Spiel und am Zug; ohne Teams ist D ausgeschieden.

# %%
teams = table["teams"]
teams

# %% tags=["nbval-ignore-output"]
both_readings(teams)

# %% [markdown] lang="en"
# ## CS-10: the turn limit
#
# The rulebook has no draw. With a turn limit of one turn the first move already ends the
# game as a draw; the result says that this is not in the rulebook.

# %% [markdown] lang="de"
# ## CS-10: die Zuggrenze
#
# Das Regelheft kennt kein Unentschieden. Mit einer Zuggrenze von einem Zug beendet schon der
# erste Zug die Partie unentschieden; das Ergebnis sagt, dass das nicht im Regelheft steht.

# %% tags=["nbval-ignore-output"]
both_readings(table["turn_limit"])

# %% [markdown] lang="en"
# ## Shortest witnesses from the teaching positions
#
# For `own_in_line`, `partner_cubes`, `line_wins` and `no_move` the games from the empty board
# are long or find nothing within the budget: these readings only matter in crowded
# positions. So the same search starts from the start position of the teaching scenario of
# each rule and searches every line of up to two moves completely: what it finds is a
# shortest witness from there. A second small helper says what it found in one sentence (the
# pictures are in the `Compare` below it).

# %% [markdown] lang="de"
# ## Kürzeste Belege aus den Lehrstellungen
#
# Für `own_in_line`, `partner_cubes`, `line_wins` und `no_move` sind die Partien vom leeren
# Spielfeld aus lang oder finden im Budget nichts: Diese Lesarten zählen erst in vollen
# Stellungen. Darum beginnt dieselbe Suche bei der Ausgangsstellung des Lehrszenarios jeder
# Regel und durchsucht jede Folge von bis zu zwei Zügen vollständig: Was sie findet, ist von
# dort aus ein kürzester Beleg. Eine zweite kleine Hilfsfunktion sagt in einem Satz, was sie
# gefunden hat (die Bilder stehen im `Compare` darunter).

# %%
def from_scenario(option, scenario_id):
    scenario = game.scenario(scenario_id)
    return divergence(scenario.game, option, start=scenario.start(), max_moves=2,
                      budget_s=60, playouts=0)


def said(found):
    return HTML(display.block(display.mark(found.found, found.describe())))

# %% [markdown] lang="en"
# ### CS-4: own cubes in the pushed line (`own_in_line`)
#
# Default `"carried"`: they move along and count for neither side (the rulebook says they are
# ignored). Option `"blocks"`: any own cube in the line makes the push illegal. From the empty
# board a random game needed 30 moves:

# %% [markdown] lang="de"
# ### CS-4: eigene Cubes in der geschobenen Linie (`own_in_line`)
#
# Voreinstellung `"carried"`: Sie werden mitgeschoben und zählen für keine Seite (das
# Regelheft sagt, sie werden nicht beachtet). Option `"blocks"`: Jeder eigene Cube in der
# Linie macht den Schub unzulässig. Vom leeren Spielfeld aus brauchte eine Zufallspartie
# 30 Züge:

# %% tags=["nbval-ignore-output"]
both_readings(table["own_in_line"])

# %% [markdown] lang="en"
# From the position of the scenario `own_behind_opponent_carried` it takes one placed cube:

# %% [markdown] lang="de"
# Aus der Stellung des Szenarios `own_behind_opponent_carried` genügt ein gesetzter Cube:

# %%
own = from_scenario("own_in_line", "own_behind_opponent_carried")
said(own)

# %% tags=["nbval-ignore-output"]
both_readings(own)

# %% [markdown] lang="en"
# ### CS-5: the team partner's cubes (`partner_cubes`)
#
# Default `"defend"`: a cube of the partner in the pushed line counts as defence. Option
# `"own"`: it is carried like your own cube.

# %% [markdown] lang="de"
# ### CS-5: die Cubes des Teampartners (`partner_cubes`)
#
# Voreinstellung `"defend"`: Ein Cube des Partners in der geschobenen Linie zählt zur
# Verteidigung. Option `"own"`: Er wird mitgeschoben wie ein eigener Cube.

# %%
partner = from_scenario("partner_cubes", "team_win")
said(partner)

# %% tags=["nbval-ignore-output"]
both_readings(partner)

# %% [markdown] lang="en"
# ### CS-7: a push that completes another player's line (`line_wins`)
#
# Default `"any"`: the completed line wins for its owner, even on the move of the opponent.
# Option `"mover_only"`: only the line of the mover wins; the other line stands until its
# owner moves.

# %% [markdown] lang="de"
# ### CS-7: ein Schub, der die Viererkette eines anderen vollendet (`line_wins`)
#
# Voreinstellung `"any"`: Die vollendete Viererkette gewinnt für ihren Besitzer, auch im Zug
# des Gegners. Option `"mover_only"`: Nur die Viererkette des ziehenden Spielers gewinnt; die
# andere bleibt liegen, bis ihr Besitzer zieht.

# %%
line = from_scenario("line_wins", "line_for_other_any")
said(line)

# %% tags=["nbval-ignore-output"]
both_readings(line)

# %% [markdown] lang="en"
# ### CS-9: a player with no legal action (`no_move`)
#
# Default `"pass"`: the player passes; option `"lose"`: the player loses (with three or four
# players: is out, and the cubes turn neutral).

# %% [markdown] lang="de"
# ### CS-9: ein Spieler ohne erlaubte Aktion (`no_move`)
#
# Voreinstellung `"pass"`: Der Spieler setzt aus; Option `"lose"`: Der Spieler verliert (bei
# drei oder vier Spielern scheidet er aus, und seine Cubes werden neutral).

# %%
stuck = from_scenario("no_move", "no_legal_action")
said(stuck)

# %% tags=["nbval-ignore-output"]
both_readings(stuck)

# %% [markdown] lang="en"
# ## CS-12: the start player
#
# Without a seed or a given start player, A starts, so notebooks stay reproducible;
# `divergences` plays from the start drawn with seed 0 (B), so `start_player=0` differs at
# once and `start_player=1` not at all: both give B.

# %% [markdown] lang="de"
# ## CS-12: der Startspieler
#
# Ohne Startwert und ohne gegebenen Startspieler beginnt A, damit Notebooks wiederholbar
# bleiben; `divergences` spielt ab dem mit Startwert 0 ausgelosten Start (B), also
# unterscheidet sich `start_player=0` sofort und `start_player=1` gar nicht: Beide ergeben B.

# %% [markdown] lang="en"
# ## Readings of the kit that `RULES.md` does not cover
#
# * A group never pushes itself off the board: the square in front of it must be free or
#   hold cubes that can be pushed away (rulebook, pushing stage, 'Schiebephase'). Own cubes
#   further along the pushed line can still fall off (CS-6).
# * Without a seed or a given start player, A starts.
#
# The first reading, shown: a single cube at the edge cannot push itself off.

# %% [markdown] lang="de"
# ## Lesarten des Kits, die `RULES.md` nicht abdeckt
#
# * Eine Gruppe schiebt sich nie selbst vom Spielfeld: Das Feld vor ihr muss frei sein oder
#   Cubes tragen, die sich wegschieben lassen (Regelheft, „Schiebephase“). Eigene Cubes weiter
#   vorn in der geschobenen Linie können trotzdem herunterfallen (CS-6).
# * Ohne Startwert und ohne gegebenen Startspieler beginnt A.
#
# Die erste Lesart im Bild: Ein einzelner Cube am Rand kann sich nicht selbst vom Spielfeld
# schieben.

# %%
game.scenario("own_cube_off")
