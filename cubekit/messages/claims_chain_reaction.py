"""The claims of the Kettenreaktion rulebook in our words (what it says, what the kit
checks, what a counterexample shows), en and de."""

from cubekit.core.i18n import Catalogue

_P = "claims.chain_reaction"

MESSAGES: Catalogue = {
    f"{_P}.alternate.says": {
        "en": "Two players take turns.", "de": "Zwei Spieler ziehen abwechselnd."},
    f"{_P}.alternate": {
        "en": "After every move of a running game the other player is to move.",
        "de": "Nach jedem Zug einer laufenden Partie ist der andere Spieler am Zug."},
    f"{_P}.own_or_empty.says": {
        "en": "You put a marble into an empty cell or one of your colour, never into an "
              "opponent's.",
        "de": "Deine Murmel kommt in ein leeres Feld oder eines deiner Farbe, nie in ein Feld "
              "des Gegners."},
    f"{_P}.own_or_empty": {
        "en": "The legal moves are exactly the empty cells and the mover's own cells.",
        "de": "Die erlaubten Züge sind genau die leeren Felder und die eigenen Felder des "
              "Ziehenden."},
    f"{_P}.own_or_empty.detail": {
        "en": "Legal although neither empty nor own: {legal}; empty or own but not legal: "
              "{missing}.",
        "de": "Erlaubt, obwohl weder leer noch eigen: {legal}; leer oder eigen, aber nicht "
              "erlaubt: {missing}."},
    f"{_P}.capacity.says": {
        "en": "A cell holds one marble fewer than it has neighbours; it holds more only for a "
              "moment during a cascade and bursts before the move is over (also in "
              "'Sonderfälle').",
        "de": "Ein Feld fasst eine Murmel weniger, als es Nachbarn hat; mehr hält es nur "
              "kurz während einer Kaskade und läuft über, bevor der Zug vorbei ist (auch in "
              "„Sonderfälle“)."},
    f"{_P}.capacity": {
        "en": "After every move each cell holds fewer marbles than its capacity.",
        "de": "Nach jedem Zug hält jedes Feld weniger Murmeln, als seine Platz-Zahl ist."},
    f"{_P}.capacity.detail": {
        "en": "After the move {cell} still holds {count} marbles with a capacity of "
              "{capacity}.",
        "de": "Nach dem Zug hält {cell} noch {count} Murmeln bei einer Platz-Zahl von "
              "{capacity}."},
    f"{_P}.capacity.detail_won": {
        "en": "After the move {cell} still holds {count} marbles with a capacity of "
              "{capacity}: the cascade stopped because the game was won (CR-4).",
        "de": "Nach dem Zug hält {cell} noch {count} Murmeln bei einer Platz-Zahl von "
              "{capacity}: Die Kaskade hielt an, weil die Partie gewonnen war (CR-4)."},
    f"{_P}.conserved.says": {
        "en": "A cell that reaches its limit bursts: it loses exactly that many marbles and "
              "each neighbour gets one.",
        "de": "Ein Feld, das seine Grenze erreicht, läuft über: Es verliert genau so viele "
              "Murmeln, und jeder Nachbar bekommt eine."},
    f"{_P}.conserved": {
        "en": "Bursts move marbles but never create or destroy one: every move adds exactly "
              "one marble to the board.",
        "de": "Überläufe verschieben Murmeln, erzeugen oder vernichten aber keine: Jeder Zug "
              "bringt genau eine Murmel mehr aufs Brett."},
    f"{_P}.conserved.detail": {
        "en": "The board held {before} marbles before the move and {after} after it.",
        "de": "Vor dem Zug lagen {before} Murmeln auf dem Brett, danach {after}."},
    f"{_P}.captured.says": {
        "en": "Every neighbour that receives a marble takes your colour and keeps the marbles "
              "it had; you may then play into a cell you have just captured (also in "
              "'Sonderfälle').",
        "de": "Jeder Nachbar, der eine Murmel bekommt, nimmt deine Farbe an und behält seine "
              "Murmeln; in ein gerade erobertes Feld darfst du danach legen (auch in "
              "„Sonderfälle“)."},
    f"{_P}.captured": {
        "en": "After a move every captured cell that still holds marbles belongs to the "
              "mover.",
        "de": "Nach einem Zug gehört jedes eroberte Feld, das noch Murmeln hält, dem "
              "Ziehenden."},
    f"{_P}.captured.detail": {
        "en": "{cell} was captured but does not belong to the mover.",
        "de": "{cell} wurde erobert, gehört aber nicht dem Ziehenden."},
    f"{_P}.cascade_ends.says": {
        "en": "A cascade goes on until every cell is below its limit; one that never comes "
              "to rest is impossible on a finite board, since every burst lowers the count "
              "of the bursting cell (also in 'Gewinnen').",
        "de": "Eine Kaskade läuft weiter, bis jedes Feld unter seiner Grenze liegt; eine, "
              "die nie zur Ruhe kommt, sei auf einem endlichen Brett unmöglich, weil jeder "
              "Überlauf die Zahl im überlaufenden Feld senkt (auch in „Gewinnen“)."},
    f"{_P}.cascade_ends": {
        "en": "Every cascade comes to rest when it is run to the end (the rule option of "
              "CR-4 that lets it run on after a win).",
        "de": "Jede Kaskade kommt zur Ruhe, wenn man sie zu Ende laufen lässt (die Regeloption "
              "zu CR-4, die sie nach einem Sieg weiterlaufen lässt)."},
    f"{_P}.cascade_ends.detail": {
        "en": "The move {move} (move {moves} of the game) sets off a cascade that never comes "
              "to rest.",
        "de": "Der Zug {move} (Zug {moves} der Partie) löst eine Kaskade aus, die nie zur "
              "Ruhe kommt."},
    f"{_P}.order.says": {
        "en": "In a two-player game the order of the bursts does not change the end result.",
        "de": "Im Spiel zu zweit ändert die Reihenfolge der Überläufe nichts am Ergebnis."},
    f"{_P}.order": {
        "en": "Resolving a cascade one burst at a time in any order ends on the same board as "
              "resolving it wave by wave.",
        "de": "Wird eine Kaskade Überlauf für Überlauf in beliebiger Reihenfolge aufgelöst, "
              "endet sie auf demselben Brett wie Welle für Welle."},
    f"{_P}.order.scope": {
        "en": "the claim position of chain_reaction/claims.py in {orders} orders, and "
              "{checked} cascades of {games} random 4x4 games from seed {seed}, each resolved "
              "again in a random order",
        "de": "die Behauptungsstellung aus chain_reaction/claims.py in {orders} "
              "Reihenfolgen und {checked} Kaskaden aus {games} Zufallspartien auf 4x4 ab "
              "Startwert {seed}, jede noch einmal in zufälliger Reihenfolge aufgelöst"},
    f"{_P}.first_move.says": {
        "en": "You win the moment your opponent has no marbles left, but only once both "
              "players have moved: nobody can lose with their first move.",
        "de": "Du gewinnst, sobald der Gegner keine Murmeln mehr hat, aber erst, wenn beide "
              "mindestens einmal gezogen haben: Niemand verliert mit dem ersten Zug."},
    f"{_P}.first_move": {
        "en": "No game ends with a loser who has not moved yet.",
        "de": "Keine Partie endet mit einem Verlierer, der noch nicht gezogen hat."},
    f"{_P}.first_move.detail": {
        "en": "{player} loses without having moved.",
        "de": "{player} verliert, ohne gezogen zu haben."},
    f"{_P}.no_draw.says": {"en": "There is no draw.", "de": "Unentschieden gibt es nicht."},
    f"{_P}.no_draw": {
        "en": "Every game that ends has a winner.",
        "de": "Jede Partie, die endet, hat einen Sieger."},
    f"{_P}.surplus.says": {
        "en": "In a two-player game the bursting cell always ends up empty, because it never "
              "holds more than its limit when it bursts.",
        "de": "Im Spiel zu zweit wird das überlaufende Feld immer leer, weil es beim "
              "Überlaufen nie mehr als seine Grenze hält."},
    f"{_P}.surplus": {
        "en": "No cell bursts while holding more marbles than its capacity (two players).",
        "de": "Kein Feld läuft über, während es mehr Murmeln hält, als seine Platz-Zahl ist "
              "(zwei Spieler)."},
    f"{_P}.surplus.detail": {
        "en": "In wave {wave} {cell} bursts holding {count} marbles with a capacity of "
              "{capacity} and keeps {kept}.",
        "de": "In Welle {wave} läuft {cell} mit {count} Murmeln bei einer Platz-Zahl von "
              "{capacity} und behält {kept}."},
    f"{_P}.no_pass.says": {
        "en": "You may not pass: if you have a legal cell, you must play.",
        "de": "Passen ist nicht erlaubt: Wer ein erlaubtes Feld hat, muss legen."},
    f"{_P}.no_pass": {
        "en": "The player to move always has a legal cell, so passing is never needed.",
        "de": "Wer am Zug ist, hat immer ein erlaubtes Feld; Passen ist also nie nötig."},
}
