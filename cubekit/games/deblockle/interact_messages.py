"""The Deblockle Explorer's sentences (``db.interact.*``) in English and German.

Registered by :mod:`cubekit.games.deblockle.interact` (the Explorer's part of the game);
the rules' own sentences (``db.*``) are in :mod:`cubekit.games.deblockle.messages`.
"""

from cubekit.core.i18n import register

register({
    "db.interact.hint": {
        "en": "Click one of your blocks: the board shows where it can tip and hop. Then click "
              "the square it tips onto, then where it hops (a tip without a hop, or with a "
              "single hop, is played at once). A highlighted hop target that only one tip "
              "reaches is played with one click. Every turn is also in this list:",
        "de": "Klicke einen deiner Blöcke an: Das Brett zeigt, wohin er kippen und hüpfen "
              "kann. Klicke dann das Feld, auf das er kippt, und danach, wohin er hüpft (ein "
              "Kippen ohne Hüpfen oder mit nur einem Sprungziel wird sofort gespielt). Ein "
              "markiertes Sprungziel, das nur ein Kippen erreicht, genügt als ein Klick. Jeder "
              "Zug steht auch in dieser Liste:"},
    "db.interact.status": {
        "en": "Blocks removed: {removed}.",
        "de": "Entfernte Blöcke: {removed}."},
    "db.interact.removed_of": {
        "en": "{player} {removed} of {total}",
        "de": "{player} {removed} von {total}"},
    "db.interact.block": {
        "en": "{player}'s block on {square}: {face} on top; {legal} of 4 tips allowed.",
        "de": "Block von {player} auf {square}: {face} oben; {legal} von 4 Kipprichtungen "
              "erlaubt."},
    "db.interact.block_none": {
        "en": "{player}'s block on {square}: {face} on top; it cannot move this turn.",
        "de": "Block von {player} auf {square}: {face} oben; er kann in diesem Zug nicht "
              "ziehen."},
    "db.interact.tip_chosen": {
        "en": "{square} tips {direction} onto {tip}: {face} comes up. Click where it hops: "
              "{targets}.",
        "de": "{square} kippt {direction} auf {tip}: {face} kommt nach oben. Klicke, wohin er "
              "hüpft: {targets}."},
    "db.interact.turn": {
        "en": "Turn {move}: the block on {square} tips {direction} onto {tip}, {face} comes "
              "up.",
        "de": "Zug {move}: Der Block auf {square} kippt {direction} auf {tip}, {face} kommt "
              "nach oben."},
    "db.interact.turn_hop": {
        "en": "Then it hops {path}.",
        "de": "Dann hüpft er {path}."},
    "db.interact.tip_hops": {
        "en": "{direction} (onto {tip}): {face} comes up; it hops to {targets}.",
        "de": "{direction} (auf {tip}): {face} kommt nach oben; er hüpft nach {targets}."},
    "db.interact.tip_hops_marked": {
        "en": "{direction} (onto {tip}): {face} comes up; in three single steps it hops to "
              "{targets} (marked on the board).",
        "de": "{direction} (auf {tip}): {face} kommt nach oben; in drei einzelnen Schritten "
              "hüpft er nach {targets} (auf dem Brett markiert)."},
    "db.interact.tip_stop": {
        "en": "{direction} (onto {tip}): Stop comes up, the turn ends there ({move}).",
        "de": "{direction} (auf {tip}): Stopp kommt nach oben, der Zug endet dort ({move})."},
    "db.interact.tip_remove": {
        "en": "{direction} (onto {tip}): Star comes up on the goal star, the block leaves the "
              "game ({move}).",
        "de": "{direction} (auf {tip}): Der Stern kommt auf dem Zielstern nach oben, der Block "
              "verlässt das Spiel ({move})."},
    "db.interact.tip_skip": {
        "en": "{direction} (onto {tip}): {face} comes up, but no hop is possible, so the turn "
              "is just the tip ({move}; {rule}).",
        "de": "{direction} (auf {tip}): {face} kommt nach oben, aber kein Hüpfen ist möglich, "
              "der Zug ist also nur das Kippen ({move}; {rule})."},
    "db.interact.tip_illegal": {
        "en": "{direction}: not allowed. {reason}",
        "de": "{direction}: nicht erlaubt. {reason}"},
    "db.interact.tip_illegal_face": {
        "en": "{direction} (onto {tip}, {face} would come up): not allowed. {reason}",
        "de": "{direction} (auf {tip}, {face} käme nach oben): nicht erlaubt. {reason}"},
    "db.interact.word.N": {"en": "North", "de": "Norden"},
    "db.interact.word.E": {"en": "East", "de": "Osten"},
    "db.interact.word.S": {"en": "South", "de": "Süden"},
    "db.interact.word.W": {"en": "West", "de": "Westen"},
    "db.interact.choose_tip": {
        "en": "{square} is reached by more than one tip ({moves}): click the square the "
              "block tips onto first.",
        "de": "{square} wird mit mehr als einer Kipprichtung erreicht ({moves}): Klicke "
              "zuerst das Feld an, auf das der Block kippt."},
    "db.interact.not_a_target": {
        "en": "The block does not hop to {square} after tipping onto {tip}: it hops to "
              "{targets}. Selection cleared.",
        "de": "Nach dem Kippen auf {tip} hüpft der Block nicht nach {square}, sondern nach "
              "{targets}. Auswahl aufgehoben."},
})
