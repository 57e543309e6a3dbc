"""The shared words of the rule decisions (:mod:`cubekit.core.decisions`): the headings of
the table ``game.decisions()`` shows, the command ``cubekit rules`` and the pages in
``docs/rules/``, en + de. Each decision's own words are in its game's
``decision_messages.py``."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "core.decision.unknown": {
        "en": "'{rule}' is not a rule decision of the kit: expected one of {rules}",
        "de": "„{rule}“ ist keine Festlegung des Kits: erwartet wird eine von {rules}"},
    "decisions.heading.id": {"en": "ID", "de": "Kennung"},
    "decisions.heading.rulebook": {"en": "The rulebook", "de": "Das Regelheft"},
    "decisions.heading.decision": {"en": "The kit's decision", "de": "Festlegung des Kits"},
    "decisions.heading.default": {"en": "Played by default", "de": "Gespielt wird"},
    "decisions.heading.readings": {"en": "Other readings", "de": "Andere Lesarten"},
    "decisions.heading.scenarios": {"en": "Scenarios", "de": "Szenarien"},
    "decisions.heading.options": {"en": "Options with this ID", "de": "Optionen zu dieser ID"},
    "decisions.quote": {"en": "{section}: '{quote}'", "de": "{section}: „{quote}“"},
    "decisions.quote_only": {"en": "'{quote}'", "de": "„{quote}“"},
    "decisions.silent": {"en": "{section}: the rulebook says nothing about this.",
                         "de": "{section}: Das Regelheft sagt dazu nichts."},
    "decisions.silent_only": {"en": "The rulebook says nothing about this.",
                              "de": "Das Regelheft sagt dazu nichts."},
    "decisions.clear": {"en": "none: the kit knows no other reading",
                        "de": "keine: Das Kit kennt keine andere Lesart"},
    "decisions.no_option": {"en": "no option plays it", "de": "keine Option spielt das"},
    "decisions.fixed": {"en": "the only reading the kit plays (no option changes it)",
                        "de": "die einzige Lesart des Kits (keine Option ändert sie)"},
    "decisions.setting": {"en": "option {name}: {words}", "de": "Option {name}: {words}"},
    "decisions.reading": {"en": "{reading} → {settings}", "de": "{reading} → {settings} "},
    "decisions.none": {"en": "none", "de": "keine"},
    "decisions.title": {"en": "Rule decisions of {game}", "de": "Festlegungen für {game}"},
    "decisions.intro": {
        "en": "Where the rulebook of {game} is silent or can be read in more than one way, the "
              "kit plays by these decisions. Each names the sentence of the (German) rulebook "
              "it reads, what the kit plays, the other readings with the rule option that "
              "plays each, and the teaching scenarios that show it. Explanations say when a "
              "behaviour is not in the rulebook "
              "(\u201cnot in the rulebook: default {example}\u201d).",
        "de": "Wo das Regelheft von {game} schweigt oder sich verschieden lesen lässt, spielt "
              "das Kit nach diesen Festlegungen. Jede nennt den Satz des Regelhefts, den sie "
              "liest, was das Kit spielt, die anderen Lesarten mit der Regeloption, die sie "
              "spielt, und die Lehrszenarien, die sie zeigen. Erklärungen sagen, wenn etwas "
              "nicht im Regelheft steht („nicht im Regelheft: Festlegung {example}“)."},
    "decisions.other_language": {"en": "Auf Deutsch: [{file}]({file}).",
                                 "de": "In English: [{file}]({file})."},
    "decisions.generated": {
        "en": "Written by `python tools/write_rule_docs.py` from "
              "`cubekit/games/{game}/decisions.py`; do not edit by hand.",
        "de": "Geschrieben von `python tools/write_rule_docs.py` aus "
              "`cubekit/games/{game}/decisions.py`; nicht von Hand ändern."},
    # --- the command ``cubekit rules`` ----------------------------------------------------------
    "cli.help.rules": {"en": "list the rule decisions of a game (quote, decision, options)",
                       "de": "die Festlegungen eines Spiels auflisten (Zitat, Festlegung, "
                             "Optionen)"},
    "cli.help.rule_id": {"en": "only this decision, e.g. CS-4",
                         "de": "nur diese Festlegung, z. B. CS-4"},
    "cli.error.rule_id": {
        "en": "'{rule}' is not a decision of {game}: expected one of {rules}",
        "de": "„{rule}“ ist keine Festlegung für {game}: erwartet wird eine von {rules}"},
}
