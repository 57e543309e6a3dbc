"""The Striedies Explorer's sentences (``st.interact.*``) in English and German.

Registered by :mod:`cubekit.games.striedies.interact` (the Explorer's part of the game); the
rules' own sentences (``st.*``) are in :mod:`cubekit.games.striedies.messages`.
"""

from cubekit.core.i18n import register

register({
    "st.interact.hint": {
        "en": "Click one of your dice: every square it can reach this turn is washed in your "
              "colour and shows the face that would come up there (3/5: different paths bring "
              "different faces). Then click one of those squares: a single path is played at "
              "once; for several, choose the path in this list. If you cannot move at all, a "
              "click on the board passes (ST-6). Every move is also in this list:",
        "de": "Klicke einen deiner Würfel an: Jedes Feld, das er in diesem Zug erreicht, wird "
              "in deiner Farbe getönt und zeigt die Zahl, die dort oben läge (3/5: "
              "verschiedene Wege bringen verschiedene Zahlen). Klicke dann eines dieser "
              "Felder: Ein einziger Weg wird sofort gespielt, bei mehreren wähle den Weg in "
              "dieser Liste. Kannst du gar nicht ziehen, setzt ein Klick auf das Brett aus "
              "(ST-6). Jeder Zug steht auch in dieser Liste:"},
    "st.interact.status": {"en": "Dice: {counts}.", "de": "Würfel: {counts}."},
    "st.interact.status_threat": {
        "en": "{player} is threatened (ST-5).",
        "de": "{player} ist bedroht (ST-5)."},
    # the move list
    "st.interact.option": {"en": "{move} ({square}): {top} up",
                           "de": "{move} ({square}): {top} oben"},
    "st.interact.option_answer": {"en": "{move} ({square}): {top} up, {answer}",
                                  "de": "{move} ({square}): {top} oben, {answer}"},
    "st.interact.option_pass": {"en": "pass (no legal move, ST-6)",
                                "de": "aussetzen (kein erlaubter Zug, ST-6)"},
    "st.interact.answer.reinforce": {"en": "reinforces", "de": "verstärkt"},
    "st.interact.answer.retreat": {"en": "retreats", "de": "zieht sich zurück"},
    # a selected die
    "st.interact.die": {
        "en": "{die} on {square}: it moves exactly {n} squares (ST-3); {count} of its paths "
              "are allowed, ending on {targets}.",
        "de": "{die} auf {square}: Er zieht genau {n} Felder (ST-3); {count} seiner Wege "
              "sind erlaubt, sie enden auf {targets}."},
    "st.interact.die_none": {
        "en": "{die} on {square}: it moves exactly {n} squares (ST-3), but none of its "
              "paths is allowed this turn.",
        "de": "{die} auf {square}: Er zieht genau {n} Felder (ST-3), aber keiner seiner Wege "
              "ist in diesem Zug erlaubt."},
    "st.interact.word.N": {"en": "North", "de": "Norden"},
    "st.interact.word.E": {"en": "East", "de": "Osten"},
    "st.interact.word.S": {"en": "South", "de": "Süden"},
    "st.interact.word.W": {"en": "West", "de": "Westen"},
    "st.interact.target": {"en": "{square}: {top} up ({move})",
                           "de": "{square}: {top} oben ({move})"},
    "st.interact.target_answer": {"en": "{square}: {top} up ({move}, {answer})",
                                  "de": "{square}: {top} oben ({move}, {answer})"},
    "st.interact.reach": {"en": "{direction} first: {targets}.",
                          "de": "Zuerst nach {direction}: {targets}."},
    "st.interact.blocked": {"en": "{direction}: not possible. {reason}",
                            "de": "{direction}: nicht möglich. {reason}"},
    "st.interact.straight_blocked": {
        "en": "Straight on is not possible: {reason}",
        "de": "Geradeaus geht es nicht: {reason}"},
    "st.interact.not_answers": {
        "en": "{direction} first it could also reach {squares}, but that does not answer "
              "the threat (ST-5).",
        "de": "Zuerst nach {direction} erreichte er auch {squares}, aber das beantwortet die "
              "Bedrohung nicht (ST-5)."},
    # a threat to answer
    "st.interact.threat": {
        "en": "{player} is threatened: {defenders} against {attackers} (a tie, ST-5). This "
              "move must answer it: {reinforce} (reinforcement, a fight follows), or move "
              "one of the threatened dice so that it ends next to none of the attackers "
              "(retreat; the other threatened dice leave the board).",
        "de": "{player} ist bedroht: {defenders} gegen {attackers} (Gleichstand, ST-5). "
              "Dieser Zug muss antworten: {reinforce} (Verstärkung, ein Kampf folgt), oder "
              "einen der bedrohten Würfel so ziehen, dass er neben keinem Angreifer endet "
              "(Rückzug; die anderen bedrohten Würfel fliegen vom Brett)."},
    "st.interact.reinforce.any": {
        "en": "move one of its dice so that it ends next to {attackers}",
        "de": "einen seiner Würfel so ziehen, dass er neben {attackers} endet"},
    "st.interact.reinforce.other": {
        "en": "move another of its dice (not a threatened one; option reinforce_with='other') "
              "so that it ends next to {attackers}",
        "de": "einen anderen seiner Würfel (keinen bedrohten; Option "
              "reinforce_with='other') so ziehen, dass er neben {attackers} endet"},
    "st.interact.only_pass": {
        "en": "{player} has no legal move: click the board or choose 'pass' to pass (ST-6).",
        "de": "{player} hat keinen erlaubten Zug: Klicke auf das Brett oder wähle "
              "'aussetzen' (ST-6)."},
    # a square reached by several paths
    "st.interact.choose": {
        "en": "{count} paths of {die} end on {square}: choose one in the move list "
              "({moves}); the board shows them with the faces that come up.",
        "de": "{count} Wege von {die} enden auf {square}: Wähle einen in der Zugliste "
              "({moves}); das Brett zeigt sie mit den Zahlen, die oben liegen."},
    "st.interact.choose_title": {
        "en": "{die} from {origin} to {square}: choose the path",
        "de": "{die} von {origin} nach {square}: Wähle den Weg"},
    "st.interact.path": {"en": "{move}: {path}, {top} up on {square}.",
                         "de": "{move}: {path}, {top} oben auf {square}."},
    "st.interact.not_reachable": {
        "en": "{die} on {square} cannot end its move on {target}: it ends on {targets}. "
              "Selection cleared.",
        "de": "{die} auf {square} kann seinen Zug nicht auf {target} beenden: Er endet auf "
              "{targets}. Auswahl aufgehoben."},
    # a move chosen in the list
    "st.interact.move": {
        "en": "Move {move}: {die} rolls {path}; {top} comes up on {square}.",
        "de": "Zug {move}: {die} rollt {path}; auf {square} liegt {top} oben."},
    "st.interact.quiet": {
        "en": "No opponent's die ends next to it: no fight (ST-4).",
        "de": "Kein gegnerischer Würfel steht danach daneben: kein Kampf (ST-4)."},
})
