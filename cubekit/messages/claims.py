"""Sentences of the rulebook claims checks (:mod:`cubekit.analysis.claims`): verdicts,
methods, scopes, the table; each game's claims are in ``claims_<game>.py``, en and de."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "claims.verdict.always.holds": {
        "en": "True: it holds in all {checked} cases it applies to ({method}; {scope}).",
        "de": "Wahr: Es gilt in allen {checked} Fällen, auf die es zutrifft ({method}; "
              "{scope})."},
    "claims.verdict.always.holds_one": {
        "en": "True in the one case it applies to ({method}; {scope}).",
        "de": "Wahr in dem einen Fall, auf den es zutrifft ({method}; {scope})."},
    "claims.verdict.always.holds_none": {
        "en": "Not contradicted, but not tested either: no case it applies to arose "
              "({method}; {scope}).",
        "de": "Nicht widerlegt, aber auch nicht geprüft: Kein Fall, auf den es zutrifft, kam "
              "vor ({method}; {scope})."},
    "claims.short.always.holds": {
        "en": "true in all {checked} cases ({method})",
        "de": "wahr in allen {checked} Fällen ({method})"},
    "claims.short.always.holds_one": {
        "en": "true in the one case ({method})", "de": "wahr im einen Fall ({method})"},
    "claims.short.always.holds_none": {
        "en": "no case arose ({method})", "de": "kein Fall kam vor ({method})"},
    "claims.short.always.false": {
        "en": "false: {detail}", "de": "falsch: {detail}"},
    "claims.short.exists.holds": {
        "en": "true, it happens ({method})", "de": "wahr, es kommt vor ({method})"},
    "claims.short.exists.false": {
        "en": "not seen in {checked} cases ({method})",
        "de": "in {checked} Fällen nicht gesehen ({method})"},
    "claims.table.note": {
        "en": "Each row can be shown on its own; then it also says how far the check went, "
              "and gives the position and the moves.",
        "de": "Jede Zeile lässt sich einzeln zeigen; dann sagt sie auch, wie weit geprüft "
              "wurde, und nennt die Stellung und die Züge."},
    "claims.verdict.always.false": {
        "en": "Not true ({method}; {scope}).",
        "de": "Falsch ({method}; {scope})."},
    "claims.verdict.exists.holds": {
        "en": "True: it happens ({method}; {scope}).",
        "de": "Wahr: Es kommt vor ({method}; {scope})."},
    "claims.verdict.exists.false": {
        "en": "Not confirmed: it did not happen in {checked} cases ({method}; {scope}).",
        "de": "Nicht bestätigt: Es kam in {checked} Fällen nicht vor ({method}; {scope})."},
    "claims.verdict.example": {
        "en": "Position and moves: {example}.", "de": "Stellung und Züge: {example}."},
    "claims.verdict.detail": {"en": "What happens: {detail}", "de": "Was geschieht: {detail}"},
    "claims.example": {
        "en": "{options}, from `{position}` play {moves}",
        "de": "{options}, ab `{position}` die Züge {moves}"},
    "claims.example.start": {
        "en": "{options}, from the start play {moves}",
        "de": "{options}, von der Anfangsstellung aus die Züge {moves}"},
    "claims.board": {"en": "on the {width}×{height} board", "de": "auf dem {width}×{height}-Brett"},
    "claims.default_rules": {"en": "default rules", "de": "Standardregeln"},
    "claims.method.exhaustive": {"en": "exhaustive search", "de": "vollständige Suche"},
    "claims.method.sampling": {
        "en": "seeded random games", "de": "Zufallspartien mit festem Startwert"},
    "claims.method.both": {
        "en": "exhaustive search and seeded random games",
        "de": "vollständige Suche und Zufallspartien mit festem Startwert"},
    "claims.method.scenario": {
        "en": "a teaching scenario, replayed", "de": "ein Lehrszenario, nachgespielt"},
    "claims.scope.sampling": {
        "en": "{moves} moves of {games} random games from the start (seed {seed}) and "
              "{extra} from the ends of the teaching scenarios, {options}",
        "de": "{moves} Züge aus {games} Zufallspartien ab der Startstellung (Startwert {seed}) "
              "und {extra} ab dem Ende der Lehrszenarien, {options}"},
    "claims.scope.exhaustive": {
        "en": "every move of every position reachable on {boards}, two players, {options}",
        "de": "jeder Zug jeder erreichbaren Stellung auf {boards}, zwei Spieler, {options}"},
    "claims.scope.both": {
        "en": "{exhaustive}; and {sampling}", "de": "{exhaustive}; dazu {sampling}"},
    "claims.scope.several": {"en": "each of: {scopes}", "de": "jeweils: {scopes}"},
    "claims.scope.and_scenario": {
        "en": "{scope}, and the last move of the teaching scenario “{scenario}”",
        "de": "{scope}, dazu der letzte Zug des Lehrszenarios „{scenario}“"},
    "claims.scope.scenario": {
        "en": "the teaching scenario “{scenario}”", "de": "das Lehrszenario „{scenario}“"},
    "claims.detail.repeats": {
        "en": "After move {first} and again after move {again} the same position stands with "
              "the same player to move: the moves {cycle} can be played again and again, so "
              "this game never has to end.",
        "de": "Nach Zug {first} und wieder nach Zug {again} steht dieselbe Stellung mit "
              "demselben Spieler am Zug: Die Züge {cycle} lassen sich immer wieder spielen, "
              "diese Partie muss also nie enden."},
    "claims.detail.same_player": {
        "en": "{player} is to move again.", "de": "{player} ist wieder am Zug."},
    "claims.detail.no_winner": {
        "en": "The game ended without a winner ({reason}).",
        "de": "Die Partie endete ohne Sieger ({reason})."},
    "claims.detail.no_move": {
        "en": "{player} is to move but has no legal move.",
        "de": "{player} ist am Zug, hat aber keinen erlaubten Zug."},
    "claims.section": {"en": "Rulebook: {section}", "de": "Regelheft: {section}"},
    "claims.column.section": {"en": "rulebook section", "de": "Abschnitt im Regelheft"},
    "claims.column.says": {"en": "the rulebook says", "de": "das Regelheft sagt"},
    "claims.column.claim": {"en": "the kit checks", "de": "das Kit prüft"},
    "claims.column.verdict": {"en": "verdict", "de": "Urteil"},
    "claims.table": {
        "en": "{game}: {true} of {total} rulebook claims hold",
        "de": "{game}: {true} von {total} Behauptungen des Regelhefts stimmen"},
    "claims.error.unknown": {
        "en": "no claim {claim} for {game}: expected one of {known}",
        "de": "keine Behauptung {claim} für {game}: erwartet eine von {known}"},
}
