"""Striedies Strategie's message catalogue: every sentence of the game in English and German.

One plain dictionary, :data:`MESSAGES` (key -> {"en": ..., "de": ...}), read by the kit's
catalogue loader on first use (:func:`cubekit.core.i18n.load_catalogues`); nothing is
registered on import. The events are turned into these sentences by :mod:`.words`; the
titles and stories of the scenarios are kept in :mod:`.stories` and joined in here.

Rulebook sections are cited in the reader's language through :data:`SECTIONS` (the German
headings as printed, *Vorbereitung*, *Spielregel*, ...: ``striedies.section.<name>``);
decisions of ``RULES.md`` by their IDs (``ST-1`` .. ``ST-9``). Dice are named by owner
letter and pips (``A5``) and their square (``A5 (c4)``). Orientations are written
``top/north/east`` as in the position notation.
"""

from __future__ import annotations

from cubekit.core.i18n import Catalogue
from cubekit.games.striedies.notation_messages import NOTATION
from cubekit.games.striedies.stories import STORIES

SECTIONS: dict[str, str] = {
    "Striedies Strategie": "introduction", "Spielmaterial": "material", "Aufbau": "setup",
    "Vorbereitung": "preparation", "Spielregel": "rules",
}
"""The rulebook's sections (German titles as printed; the opening under the game's title
holds the aim of the game) and their catalogue names ``striedies.section.<name>``: how the
kit cites them in either language."""

SCENARIO_IDS: tuple[str, ...] = tuple(STORIES)
"""The ids that have a title and a story (``scenarios.SCENARIOS`` uses exactly these)."""

MESSAGES: Catalogue = {
    # --- the rulebook's sections, cited in the reader's language -----------------------------
    "striedies.section.introduction": {"en": "The aim of the game ('Striedies Strategie')",
                                       "de": "„Striedies Strategie“"},
    "striedies.section.material": {"en": "Game material ('Spielmaterial')",
                                   "de": "„Spielmaterial“"},
    "striedies.section.setup": {"en": "Set-up ('Aufbau')", "de": "„Aufbau“"},
    "striedies.section.preparation": {"en": "Preparation ('Vorbereitung')",
                                      "de": "„Vorbereitung“"},
    "striedies.section.rules": {"en": "Rules of play ('Spielregel')", "de": "„Spielregel“"},
    # === The rules: options, reasons for illegal moves, step texts, outcomes ============
    # --- rule options (Game.options(); RULES.md IDs) ------------------------------------------
    # what each option is about (the name in a table of the options)
    "striedies.option_name.dice": {"en": "dice", "de": "Würfel"},
    "striedies.option_name.reinforce_with": {"en": "reinforcing", "de": "Verstärken"},
    "striedies.option_name.retreat_removal": {"en": "removal after a retreat",
                                             "de": "Entfernen nach dem Wegziehen"},
    "striedies.option.players": {
        "en": "Number of players, 2-4, each in a corner: two take bottom-left and top-right, "
              "three bottom-left, bottom-right and top-right, four all corners (ST-2).",
        "de": "Anzahl der Spieler, 2-4, jeder in einer Ecke: zwei spielen unten links und oben "
              "rechts, drei unten links, unten rechts und oben rechts, vier in allen Ecken "
              "(ST-2)."},
    "striedies.option.dice": {
        "en": "'right'-handed Western dice (1 up, 2 south, 3 east) or their mirror image, "
              "'left'-handed dice (ST-1).",
        "de": "Rechtshändige westliche Würfel („right“: 1 oben, 2 Süden, 3 Osten) oder ihr "
              "Spiegelbild, linkshändige Würfel („left“) (ST-1)."},
    "striedies.option.start_player": {
        "en": "Who moves first: 0 = A, 1 = B, ...; a kit option, the rulebook only says that "
              "the players take turns (ST-2).",
        "de": "Wer beginnt: 0 = A, 1 = B, ...; eine Option des Kits, das Regelheft sagt nur, "
              "dass abwechselnd gezogen wird (ST-2)."},
    "striedies.option.reinforce_with": {
        "en": "After a tie the threatened player reinforces only with 'other' dice than the "
              "threatened ones (the rulebook's words 'with another of its dice', the default; "
              "a threatened die that ends next to the attackers is then neither reinforcement "
              "nor retreat) or, a reading the rulebook does not give, with 'any' of its dice "
              "(ST-5).",
        "de": "Nach einem Gleichstand verstärkt der bedrohte Spieler nur mit einem anderen als "
              "den bedrohten Würfeln („other“, der Wortlaut des Regelhefts „mit einen anderen "
              "seiner Würfel“, die Voreinstellung; ein bedrohter Würfel, der neben den "
              "Angreifern endet, ist dann weder Verstärkung noch Rückzug) oder, in einer "
              "Lesart, die das Regelheft nicht gibt, mit irgendeinem seiner Würfel („any“) "
              "(ST-5)."},
    "striedies.option.retreat_removal": {
        "en": "After a retreat (ST-5 b) the other threatened dice leave the board "
              "'before_fights' of the retreating move, or 'after_fights': they still stand in "
              "those fights, support the mover like its other dice, and leave after them (not "
              "in the rulebook: ST-9 b).",
        "de": "Nach einem Rückzug (ST-5 b) fliegen die anderen bedrohten Würfel vor den "
              "Kämpfen des Zugs vom Brett („before_fights“) oder erst danach („after_fights“): "
              "Dann stehen sie in diesen Kämpfen noch, unterstützen den Ziehenden wie seine "
              "anderen Würfel und fliegen danach (nicht im Regelheft: ST-9 b)."},
    "striedies.option.turn_limit": {
        "en": "End the game as a draw after this many turns (not in the rulebook: ST-7 as "
              "CS-10); None: no limit.",
        "de": "Die Partie endet nach so vielen Zügen unentschieden (nicht im Regelheft: ST-7 "
              "wie CS-10); None: ohne Grenze."},
    "striedies.option.setup": {
        "en": "An explicit start position in the position notation; None: the start of ST-2, "
              "three dice in each player's corner.",
        "de": "Eine feste Ausgangsstellung in der Stellungsnotation; None: der Start nach ST-2, "
              "drei Würfel in der Ecke jedes Spielers."},
    # --- option values in words (Compare headings, tables) -----------------------------------
    "striedies.option.players.2": {"en": "two players", "de": "zwei Spieler"},
    "striedies.option.players.3": {"en": "three players", "de": "drei Spieler"},
    "striedies.option.players.4": {"en": "four players", "de": "vier Spieler"},
    "striedies.option.dice.right": {"en": "right-handed dice", "de": "rechtshändige Würfel"},
    "striedies.option.dice.left": {"en": "left-handed dice", "de": "linkshändige Würfel"},
    "striedies.option.reinforce_with.any": {
        "en": "any of its dice may reinforce",
        "de": "jeder seiner Würfel darf verstärken"},
    "striedies.option.reinforce_with.other": {
        "en": "only another die reinforces",
        "de": "nur ein anderer Würfel verstärkt"},
    "striedies.option.retreat_removal.before_fights": {
        "en": "the other threatened dice leave before the fights",
        "de": "die anderen bedrohten Würfel fliegen vor den Kämpfen"},
    "striedies.option.retreat_removal.after_fights": {
        "en": "the other threatened dice leave after the fights",
        "de": "die anderen bedrohten Würfel fliegen nach den Kämpfen"},
    **{f"striedies.option.start_player.{p}": {"en": f"{letter} moves first",
                                               "de": f"{letter} beginnt"}
       for p, letter in enumerate("ABCD")},
    "striedies.option.turn_limit.None": {"en": "no turn limit", "de": "keine Zuggrenze"},
    "striedies.option.setup.None": {"en": "the start in the corners",
                                    "de": "der Start in den Ecken"},
    # --- words used inside sentences -----------------------------------------------------------
    "st.dir.N": {"en": "north", "de": "nach Norden"},
    "st.dir.E": {"en": "east", "de": "nach Osten"},
    "st.dir.S": {"en": "south", "de": "nach Süden"},
    "st.dir.W": {"en": "west", "de": "nach Westen"},
    "st.reinforce.any": {
        "en": "move one of its dice, a threatened one too (a reading the rulebook does not "
              "give: it says another die), so that it ends next to {near}",
        "de": "einen seiner Würfel, auch einen bedrohten (eine Lesart, die das Regelheft nicht "
              "gibt: Es sagt „ein anderer Würfel“), so ziehen, dass er neben {near} endet"},
    "st.reinforce.other": {
        "en": "move another of its dice (not a threatened one, as the rulebook says; a rule "
              "option lets the threatened die reinforce too) so that it ends next to {near}",
        "de": "einen anderen seiner Würfel (keinen bedrohten, wie es das Regelheft sagt; eine "
              "Regeloption lässt auch den bedrohten verstärken) so ziehen, dass er neben {near} "
              "endet"},
    "st.reading.any": {
        "en": "in a reading the rulebook does not give: any of its dice, a threatened one too, "
              "may reinforce",
        "de": "in einer Lesart, die das Regelheft nicht gibt: Jeder seiner Würfel, auch ein "
              "bedrohter, darf verstärken"},
    "st.reading.other": {
        "en": "as the rulebook says: another of its dice reinforces, not a threatened one",
        "de": "wie es das Regelheft sagt: Ein anderer seiner Würfel verstärkt, kein bedrohter"},
    "st.near.many": {"en": "one of {dice}", "de": "einem von {dice}"},
    "st.leaves.one": {"en": "{dice} leaves the board", "de": "{dice} fliegt vom Brett"},
    "st.leaves.many": {"en": "{dice} leave the board", "de": "{dice} fliegen vom Brett"},
    "st.combined": {
        "en": " (combined with the threat it already has; {rule})",
        "de": " (zusammen mit der Bedrohung, die schon besteht; {rule})"},
    # --- why a move is illegal ------------------------------------------------------------------
    "st.illegal.no_die": {
        "en": "There is no die on {square}: {player} moves one of its own dice (rulebook: "
              "{section}).",
        "de": "Auf {square} steht kein Würfel: {player} zieht einen eigenen Würfel (Regelheft: "
              "{section})."},
    "st.illegal.not_yours": {
        "en": "The die on {square} is {die} and belongs to {owner}: {player} moves only its "
              "own dice (rulebook: {section}).",
        "de": "Der Würfel auf {square} ist {die} und gehört {owner}: {player} zieht nur eigene "
              "Würfel (Regelheft: {section})."},
    "st.illegal.second_turn": {
        "en": "{move} turns {turns} times: a die turns at most once in a move (ST-3; "
              "rulebook: only once sideways, never there and back).",
        "de": "{move} biegt {turns}-mal ab: Ein Würfel biegt in einem Zug höchstens einmal ab "
              "(ST-3; Regelheft: nur einmal seitwärts, nicht hin und zurück)."},
    "st.illegal.no_turn": {
        "en": "{move} goes {direction} and then {direction} again: that is no turn; a "
              "straight move is written '{straight}' (ST-3).",
        "de": "{move} geht {direction} und dann wieder {direction}: Das ist kein Abbiegen; "
              "ein gerader Zug wird „{straight}“ geschrieben (ST-3)."},
    "st.illegal.reversal": {
        "en": "{move} goes {direction} and then back {back}: a die never reverses (ST-3; "
              "rulebook: not there and back).",
        "de": "{move} geht {direction} und dann zurück {back}: Ein Würfel kehrt nie um (ST-3; "
              "Regelheft: nicht hin und zurück)."},
    "st.illegal.turn_needs_steps": {
        "en": "{move} turns without saying after how many squares: write the squares before "
              "the turn, e.g. '{example}' (ST-3).",
        "de": "{move} biegt ab, ohne zu sagen, nach wie vielen Feldern: Schreibe die Felder vor "
              "dem Abbiegen, z. B. „{example}“ (ST-3)."},
    "st.illegal.distance": {
        "en": "{die} on {square} shows {n}: it moves exactly {n} squares, but {move} has "
              "{written} (ST-3).",
        "de": "{die} auf {square} zeigt {n}: Er zieht genau {n} Felder, aber {move} hat "
              "{written} (ST-3)."},
    "st.illegal.distance_one": {
        "en": "{die} on {square} shows 1: it moves exactly one square, but {move} has "
              "{written} (ST-3).",
        "de": "{die} auf {square} zeigt 1: Er zieht genau ein Feld, aber {move} hat "
              "{written} (ST-3)."},
    "st.illegal.turn_one": {
        "en": "{die} on {square} shows 1: it moves exactly one square and cannot turn (ST-3).",
        "de": "{die} auf {square} zeigt 1: Er zieht genau ein Feld und kann nicht abbiegen "
              "(ST-3)."},
    "st.illegal.turn_late": {
        "en": "{die} on {square} shows {n}: it moves exactly {n} squares, so it turns after "
              "1 to {last} squares, not after {steps} (ST-3).",
        "de": "{die} auf {square} zeigt {n}: Er zieht genau {n} Felder, biegt also nach 1 bis "
              "{last} Feldern ab, nicht nach {steps} (ST-3)."},
    "st.illegal.turn_late_two": {
        "en": "{die} on {square} shows 2: it moves exactly 2 squares, so it can only turn "
              "after the first, not after {steps} (ST-3).",
        "de": "{die} auf {square} zeigt 2: Er zieht genau 2 Felder, kann also nur nach dem "
              "ersten abbiegen, nicht nach {steps} (ST-3)."},
    "st.illegal.leaves_board": {
        "en": "{die} on {square} would leave the board: after {last} the next square "
              "{direction} is off the 15 × 15 board (ST-3).",
        "de": "{die} auf {square} würde den Spielplan verlassen: Nach {last} liegt das nächste "
              "Feld {direction} außerhalb der 15 × 15 Felder (ST-3)."},
    "st.illegal.blocked": {
        "en": "The path of {die} on {square} is blocked by {other}: a die never "
              "moves onto or over another die (ST-3; rulebook: {section}).",
        "de": "Der Weg von {die} auf {square} ist durch {other} versperrt: Ein "
              "Würfel zieht nie auf oder über einen anderen Würfel (ST-3; Regelheft: "
              "{section})."},
    "st.illegal.threatened_reinforce": {
        "en": "{die} on {square} is threatened: the rulebook lets only another of its dice "
              "reinforce ('with another of its dice', ST-5), so a threatened die that ends next "
              "to {near} is neither reinforcement nor retreat; it must end next to no "
              "attacker, or another die reinforces.",
        "de": "{die} auf {square} ist bedroht: Das Regelheft lässt nur einen anderen seiner "
              "Würfel verstärken („mit einen anderen seiner Würfel“, ST-5), also ist ein "
              "bedrohter Würfel, der neben {near} endet, weder Verstärkung noch Rückzug; er "
              "muss neben keinem Angreifer enden, oder ein anderer Würfel verstärkt."},
    "st.illegal.must_answer": {
        "en": "{player} is threatened ({defenders} against {attackers}) and must answer: "
              "{reinforce} (reinforce), or move one of its threatened dice to a square next "
              "to none of the attackers (retreat); this move does neither (ST-5).",
        "de": "{player} ist bedroht ({defenders} gegen {attackers}) und muss antworten: "
              "{reinforce} (Verstärkung) oder einen seiner bedrohten Würfel auf ein Feld "
              "ziehen, das neben keinem Angreifer liegt (Rückzug); dieser Zug tut keins von "
              "beiden (ST-5)."},
    "st.illegal.pass": {
        "en": "{player} can still move (for example {example}), so it cannot pass: only a "
              "player without a legal move passes ({rule}).",
        "de": "{player} kann noch ziehen (zum Beispiel {example}), darf also nicht aussetzen: "
              "Nur wer keinen erlaubten Zug hat, setzt aus ({rule})."},
    # --- headlines: the short name of an event, nested in its step text and picture title ----
    "st.headline.tip": {"en": "{die} tips {direction}", "de": "{die} kippt {direction}"},
    "st.headline.fight": {"en": "{mover} against {opponent}", "de": "{mover} gegen {opponent}"},
    "st.headline.answer": {"en": "{player} answers the threat",
                           "de": "{player} antwortet auf die Bedrohung"},
    "st.headline.threat_lost": {"en": "{player} cannot answer its threat",
                                "de": "{player} kann nicht auf die Bedrohung antworten"},
    "st.headline.pass": {"en": "{player} has no legal move and passes",
                         "de": "{player} hat keinen erlaubten Zug und setzt aus"},
    "st.headline.left_after": {"en": "{player}'s other threatened dice leave",
                               "de": "Die anderen bedrohten Würfel von {player} fliegen"},
    "st.headline.threat_reduced": {"en": "{player}'s threat loses dice",
                                   "de": "Die Bedrohung von {player} verliert Würfel"},
    "st.headline.threat_ended": {"en": "{player}'s threat ends",
                                 "de": "Die Bedrohung von {player} endet"},
    "st.headline.out": {"en": "{player} has no dice left", "de": "{player} hat keine Würfel mehr"},
    # --- step texts ---------------------------------------------------------------------------
    "st.step.tip": {
        "en": "{headline} from {from} onto {to}: {top} comes up (step {step} of "
              "{n}, ST-3).",
        "de": "{headline} von {from} auf {to}: Die {top} kommt nach oben "
              "(Schritt {step} von {n}, ST-3)."},
    "st.step.tip_last": {
        "en": "{headline} from {from} onto {to}: {top} comes up, and the move "
              "ends there (step {step} of {n}, ST-3).",
        "de": "{headline} von {from} auf {to}: Die {top} kommt nach oben, und der "
              "Zug endet dort (Schritt {step} von {n}, ST-3)."},
    "st.step.reinforce": {
        "en": "{headline} by reinforcing: {die} ends next to {near}, "
              "and a normal fight follows (ST-5, {reading}).",
        "de": "{headline} mit Verstärkung: {die} endet neben "
              "{near}, und ein gewöhnlicher Kampf folgt (ST-5, {reading})."},
    "st.step.retreat": {
        "en": "{headline} by retreating: the threatened die {die} ends next "
              "to no attacker ({attackers}) (ST-5).",
        "de": "{headline} mit Rückzug: Der bedrohte Würfel {die} "
              "endet neben keinem Angreifer ({attackers}) (ST-5)."},
    "st.step.retreat_leave": {
        "en": "{headline} by retreating: the threatened die {die} ends next to no attacker "
              "({attackers}), so the other threatened dice are lost: {leaves} before the "
              "fights of this move (ST-5; {rule}).",
        "de": "{headline} mit Rückzug: Der bedrohte Würfel {die} endet neben keinem Angreifer "
              "({attackers}), also sind die anderen bedrohten Würfel verloren: {leaves}, noch "
              "vor den Kämpfen dieses Zugs (ST-5; {rule})."},
    "st.step.retreat_stay": {
        "en": "{headline} by retreating: the threatened die {die} ends next to no attacker "
              "({attackers}), so the other threatened dice, {dice}, are lost; they still "
              "stand in the fights of this move and leave after them (ST-5; {rule}).",
        "de": "{headline} mit Rückzug: Der bedrohte Würfel {die} endet neben keinem Angreifer "
              "({attackers}), also sind die anderen bedrohten Würfel, {dice}, verloren; in "
              "den Kämpfen dieses Zugs stehen sie noch und fliegen erst danach (ST-5; {rule})."},
    "st.step.left_after": {
        "en": "{headline}: after the fights of the retreat, {leaves} (ST-5; {rule}, in the "
              "reading that they leave after the fights).",
        "de": "{headline}: Nach den Kämpfen des Rückzugs gilt: {leaves} (ST-5; {rule}, "
              "in der Lesart, dass sie erst nach den Kämpfen fliegen)."},
    "st.step.threat_reduced": {
        "en": "{headline}: without {dropped}, which left the board, it now stands {defenders} "
              "against {attackers} ({rule}).",
        "de": "{headline}: Nach dem Verlust von {dropped} steht sie jetzt {defenders} gegen "
              "{attackers} ({rule})."},
    "st.step.threat_ended_attackers": {
        "en": "{headline}: without {dropped}, which left the board, no attacking die is left "
              "({rule}).",
        "de": "{headline}: Nach dem Verlust von {dropped} ist kein angreifender Würfel mehr "
              "übrig ({rule})."},
    "st.step.threat_ended_threatened": {
        "en": "{headline}: without {dropped}, which left the board, no threatened die is left "
              "({rule}).",
        "de": "{headline}: Nach dem Verlust von {dropped} ist kein bedrohter Würfel mehr übrig "
              "({rule})."},
    "st.step.threat_lost": {
        "en": "{headline}: no move reinforces next to {near} and no "
              "threatened die can move away. As its turn begins, {leaves}; {player} then "
              "moves normally (ST-5).",
        "de": "{headline}: Kein Zug verstärkt neben "
              "{near} und kein bedrohter Würfel kann wegziehen. Zu Beginn seines Zugs gilt "
              "deshalb: {leaves}; danach zieht {player} normal (ST-5)."},
    "st.step.threat_lost_pass": {
        "en": "{player} cannot answer its threat against {attackers}: it has no legal move at "
              "all. As its turn begins, {leaves}, and it will pass (ST-5; passing: {rule}).",
        "de": "{player} kann nicht auf die Bedrohung durch {attackers} antworten: Es hat "
              "überhaupt keinen erlaubten Zug. Zu Beginn seines Zugs gilt deshalb: {leaves}, "
              "und es setzt aus (ST-5; Aussetzen: {rule})."},
    "st.step.threat_lost_out": {
        "en": "{player} cannot answer its threat against {attackers}. As its turn begins, "
              "{leaves} (ST-5).",
        "de": "{player} kann nicht auf die Bedrohung durch {attackers} antworten. Zu Beginn "
              "seines Zugs gilt deshalb: {leaves} (ST-5)."},
    "st.step.fight": {
        "en": "{headline}: {attack} against {defence}, so {leaves} (ST-4).",
        "de": "{headline}: {attack} gegen {defence} – {leaves} (ST-4)."},
    "st.step.fight_stops": {
        "en": "{headline}: {attack} against {defence}, so {leaves}; the moved "
              "die is gone, so this move has no further fights (ST-4).",
        "de": "{headline}: {attack} gegen {defence} – {leaves}; der "
              "gezogene Würfel ist weg, dieser Zug hat also keine weiteren Kämpfe (ST-4)."},
    "st.step.tie_one": {
        "en": "{headline}: {attack} against {defence}: a tie. {opponent} is "
              "threatened{combined}: on its next turn it must {reinforce}, or move "
              "{defenders} away (ST-5).",
        "de": "{headline}: {attack} gegen {defence}: Gleichstand. {opponent} "
              "ist bedroht{combined}: Im nächsten Zug muss {opponent} {reinforce}, oder "
              "{defenders} wegziehen (ST-5)."},
    "st.step.tie_many": {
        "en": "{headline}: {attack} against {defence}: a tie. {opponent} is "
              "threatened{combined}: on its next turn it must {reinforce}, or move one of "
              "{defenders} away, and the others leave the board (ST-5).",
        "de": "{headline}: {attack} gegen {defence}: Gleichstand. {opponent} "
              "ist bedroht{combined}: Im nächsten Zug muss {opponent} {reinforce}, oder einen von "
              "{defenders} wegziehen, und die anderen fliegen vom Brett (ST-5)."},
    "st.step.pass": {
        "en": "{headline} ({rule}).",
        "de": "{headline} ({rule})."},
    "st.step.out": {
        "en": "{headline} on the board and is out (ST-8).",
        "de": "{headline} auf dem Brett und scheidet aus (ST-8)."},
    "st.count_out": {"en": "{player} out", "de": "{player} raus"},   # in "A 3, B out"
    "st.step.win": {
        "en": "{player} is the last player with dice on the board and wins (ST-8).",
        "de": "{player} hat als Einziger noch Würfel auf dem Brett und gewinnt (ST-8)."},
    "st.step.turn_limit": {
        "en": "Turn {turn} reached the turn limit of {limit}: the game ends in a draw "
              "({rule}).",
        "de": "Zug {turn} erreicht die Zuggrenze von {limit}: Die Partie endet unentschieden "
              "({rule})."},
    # --- outcomes --------------------------------------------------------------------------
    "st.outcome.last_player": {
        "en": "{player} is the last player with dice and wins.",
        "de": "{player} hat als Einziger noch Würfel und gewinnt."},
    "st.outcome.turn_limit": {
        "en": "Draw: the turn limit of {limit} is reached.",
        "de": "Unentschieden: Die Zuggrenze von {limit} ist erreicht."},
    # === Pictures (render.py): the title, the line below it, the panel and the key ======
    # --- the title line -------------------------------------------------------------------------
    "st.render.tip": {
        "en": "{headline} {start}\u2192{end}: {top} comes up ({step} of {n})",
        "de": "{headline} {start}\u2192{end}: {top} oben ({step} von {n})"},
    "st.render.fight": {
        "en": "Fight {headline}: {attack} : {defence}, {loser} loses",
        "de": "Kampf {headline}: {attack} : {defence}, {loser} verliert"},
    "st.render.tie": {
        "en": "Fight {headline}: {attack} : {defence}, a tie: {opponent} is "
              "threatened",
        "de": "Kampf {headline}: {attack} : {defence}, Gleichstand: "
              "{opponent} ist bedroht"},
    "st.render.reinforce": {
        "en": "{headline}: reinforcement on {square}",
        "de": "{headline}: Verstärkung auf {square}"},
    "st.render.retreat": {
        "en": "{headline}: retreat to {square}",
        "de": "{headline}: Rückzug nach {square}"},
    "st.render.threat_lost": {
        "en": "{headline}: {leaves}",
        "de": "{headline}: {leaves}"},
    "st.render.pass": {
        "en": "Player {headline} ({rule})",
        "de": "Spieler {headline} ({rule})"},
    "st.render.left_after": {
        "en": "{headline}: {leaves} (ST-9 b, not in the rulebook)",
        "de": "{headline}: {leaves} (ST-9 b, nicht im Regelheft)"},
    "st.render.threat_reduced": {
        "en": "{headline} (ST-9 c, not in the rulebook)",
        "de": "{headline} (ST-9 c, nicht im Regelheft)"},
    "st.render.out": {
        "en": "Player {headline} and is out (ST-8)",
        "de": "Spieler {headline} und scheidet aus (ST-8)"},
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
    # === The Explorer (interact.py) =====================================================
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
        "en": "move one of its dice, a threatened one too (a reading the rulebook does not "
              "give), so that it ends next to {attackers}",
        "de": "einen seiner Würfel, auch einen bedrohten (eine Lesart, die das Regelheft nicht "
              "gibt), so ziehen, dass er neben {attackers} endet"},
    "st.interact.reinforce.other": {
        "en": "move another of its dice (not a threatened one, as the rulebook says) so that "
              "it ends next to {attackers}",
        "de": "einen anderen seiner Würfel (keinen bedrohten, wie es das Regelheft sagt) so "
              "ziehen, dass er neben {attackers} endet"},
    "st.interact.only_pass": {
        "en": "{player} has no legal move: click the board or choose 'pass' to pass (ST-6).",
        "de": "{player} hat keinen erlaubten Zug: Klicke auf das Brett oder wähle "
              "„aussetzen“ (ST-6)."},
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
    # === The 3D die (die3d.py) ==========================================================
    # the ground: the four compass letters N, E, S, W in this order, separated by spaces
    # (German writes O for Ost)
    "st.die3d.compass": {"en": "N E S W", "de": "N O S W"},
    "st.die3d.dir.north": {"en": "north", "de": "Norden"},
    "st.die3d.dir.east": {"en": "east", "de": "Osten"},
    "st.die3d.dir.south": {"en": "south", "de": "Süden"},
    "st.die3d.dir.west": {"en": "west", "de": "Westen"},
    "st.die3d.right_die": {"en": "right-handed die", "de": "rechtshändiger Würfel"},
    "st.die3d.left_die": {"en": "left-handed die", "de": "linkshändiger Würfel"},
    # captions of the pictures
    "st.die3d.on_top": {"en": "{top} on top ({notation})", "de": "{top} oben ({notation})"},
    "st.die3d.on_top_left": {"en": "{top} on top ({notation}), left-handed",
                             "de": "{top} oben ({notation}), linkshändig"},
    "st.die3d.start": {"en": "start: {top} on top", "de": "Start: {top} oben"},
    "st.die3d.after_tip": {"en": "{number}. tip {direction}: {top} comes up",
                           "de": "{number}. nach {direction} kippen: {top} kommt hoch"},
    "st.die3d.tipping": {"en": "{number}. tip {direction} ...",
                         "de": "{number}. nach {direction} kippen ..."},
    # the DieTipper widget
    "st.die3d.tip_tooltip": {"en": "Tip the die over its {direction} edge onto the next square",
                             "de": "Den Würfel über seine Kante im {direction} auf das "
                                   "nächste Feld kippen"},
    "st.die3d.undo": {"en": "Undo", "de": "Zurück"},
    "st.die3d.undo_tip": {"en": "Take back the last tip", "de": "Das letzte Kippen zurücknehmen"},
    "st.die3d.reset": {"en": "Start again", "de": "Neu beginnen"},
    "st.die3d.reset_tip": {"en": "Back to the start orientation and square",
                           "de": "Zurück zur Anfangslage und zum Anfangsfeld"},
    "st.die3d.left_toggle": {"en": "left-handed die (ST-1)", "de": "linkshändiger Würfel (ST-1)"},
    "st.die3d.left_toggle_tip": {
        "en": "The mirror-image die of the ST-1 option: with 1 on top and 2 facing south, 4 "
              "faces east instead of 3. The same tips are replayed with it.",
        "de": "Der spiegelbildliche Würfel der Option ST-1: mit 1 oben und 2 im Süden liegt "
              "4 statt 3 im Osten. Dieselben Kippbewegungen werden mit ihm wiederholt."},
    "st.die3d.path_toggle": {"en": "show the path", "de": "Weg zeigen"},
    "st.die3d.path_toggle_tip": {"en": "Mark the squares the die rolled over on the ground",
                                 "de": "Die Felder markieren, über die der Würfel gerollt ist"},
    "st.die3d.status_start": {
        "en": "Start: {top} on top. Notation {notation} (top/north/east), {handed}.",
        "de": "Start: {top} oben. Notation {notation} (oben/Nord/Ost), {handed}."},
    "st.die3d.status_tip": {
        "en": "Tip {number} to the {direction}: {top} comes up. Notation {notation} "
              "(top/north/east).",
        "de": "{number}. Kippen nach {direction}: {top} kommt hoch. Notation {notation} "
              "(oben/Nord/Ost)."},
    "st.die3d.status_undo": {
        "en": "Tip {number} taken back: {top} on top again. Notation {notation}.",
        "de": "{number}. Kippen zurückgenommen: wieder {top} oben. Notation {notation}."},
    "st.die3d.status_nothing": {"en": "There is no tip to take back.",
                                "de": "Es gibt kein Kippen zum Zurücknehmen."},
    "st.die3d.status_handed": {
        "en": "Now a {handed}: the same start ({start}) and the same tips give {top} on top. "
              "Notation {notation}.",
        "de": "Jetzt ein {handed}: derselbe Anfang ({start}) und dieselben Kippbewegungen "
              "ergeben {top} oben. Notation {notation}."},
    "st.die3d.tips_so_far": {"en": "Tips so far: {tips}", "de": "Bisher gekippt: {tips}"},
    # === Scenarios: striedies.scenario.<id>.title / .story ==============================
    # === Notation errors (notation_messages.py) ==========================================
    **NOTATION,
    **{f"striedies.scenario.{sid}.{part}": texts
       for sid, parts in STORIES.items() for part, texts in parts.items()},
}
