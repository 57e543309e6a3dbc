"""Texts of the Striedies Strategie pictures (title, status line, panel, key), en and de."""

from cubekit.core.i18n import register

register({
    # --- the title line -------------------------------------------------------------------------
    "st.render.tip": {
        "en": "{die} tips {direction} {start}\u2192{end}: {top} comes up ({step} of {n})",
        "de": "{die} kippt {direction} {start}\u2192{end}: {top} oben ({step} von {n})"},
    "st.render.fight": {
        "en": "Fight {mover} against {opponent}: {attack} : {defence}, {loser} loses",
        "de": "Kampf {mover} gegen {opponent}: {attack} : {defence}, {loser} verliert"},
    "st.render.tie": {
        "en": "Fight {mover} against {opponent}: {attack} : {defence}, a tie: {opponent} is "
              "threatened",
        "de": "Kampf {mover} gegen {opponent}: {attack} : {defence}, Gleichstand: "
              "{opponent} ist bedroht"},
    "st.render.reinforce": {
        "en": "{player} answers the threat: reinforcement on {square}",
        "de": "{player} antwortet auf die Bedrohung: Verstärkung auf {square}"},
    "st.render.retreat": {
        "en": "{player} answers the threat: retreat to {square}",
        "de": "{player} antwortet auf die Bedrohung: Rückzug nach {square}"},
    "st.render.threat_lost": {
        "en": "{player} cannot answer the threat: {dice} leave the board",
        "de": "{player} kann nicht antworten: {dice} fliegen vom Brett"},
    "st.render.pass": {
        "en": "Player {player} has no legal move and passes (ST-6)",
        "de": "Spieler {player} hat keinen erlaubten Zug und setzt aus (ST-6)"},
    "st.render.out": {
        "en": "Player {player} has no dice left and is out (ST-8)",
        "de": "Spieler {player} hat keine Würfel mehr und scheidet aus (ST-8)"},
    "st.render.turn_limit": {
        "en": "Turn limit of {limit} reached: draw (not in the rulebook: ST-7 / CS-10)",
        "de": "Zuggrenze von {limit} erreicht: unentschieden (nicht im Regelheft: "
              "ST-7 / CS-10)"},
    "st.render.must_answer": {
        "en": "Player {player} to move and must answer a tie (ST-5)",
        "de": "Spieler {player} ist am Zug und muss auf einen Gleichstand antworten (ST-5)"},
    "st.render.preview": {
        "en": "Player {player} to move: where {die} on {square} can go",
        "de": "Spieler {player} ist am Zug: Wohin {die} auf {square} ziehen kann"},
    # --- the line below the title ---------------------------------------------------------------
    "st.render.dice": {"en": "Dice on the board: {counts}.",
                       "de": "Würfel auf dem Brett: {counts}."},
    "st.render.threat": {
        "en": "{player} threatened: {defenders} by {attackers} (ST-5).",
        "de": "{player} bedroht: {defenders} durch {attackers} (ST-5)."},
    # --- the panel below the board --------------------------------------------------------------
    "st.render.dice_left": {"en": "{count} dice", "de": "{count} Würfel"},
    "st.render.one_die": {"en": "1 die", "de": "1 Würfel"},
    "st.render.to_move": {"en": "to move", "de": "am Zug"},
    "st.render.moving": {"en": "moving", "de": "zieht"},
    "st.render.wins": {"en": "wins", "de": "gewinnt"},
    "st.render.out_word": {"en": "out", "de": "raus"},
    "st.render.passes": {"en": "passes", "de": "setzt aus"},
    # --- the key --------------------------------------------------------------------------------
    "st.render.key.threatened": {"en": "threatened (ST-5)", "de": "bedroht (ST-5)"},
    "st.render.key.attacker": {"en": "attacker (ST-5)", "de": "Angreifer (ST-5)"},
    "st.render.key.attacking": {"en": "attacks", "de": "greift an"},
    "st.render.key.defending": {"en": "defends", "de": "verteidigt"},
    "st.render.key.ghost": {"en": "leaves the board", "de": "fliegt vom Brett"},
    "st.render.key.path": {"en": "face up after each tip", "de": "oben nach jedem Kippen"},
    "st.render.key.target": {"en": "face up when it ends here",
                             "de": "oben, wenn er hier endet"},
    "st.render.key.start": {"en": "start corner", "de": "Startecke"},
})
