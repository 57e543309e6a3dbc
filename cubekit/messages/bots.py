"""The computer players' sentences in English and German (registered in the catalogue)."""

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    "bots.mcts.error.iterations": {
        "en": "iterations must be a whole number >= 1 or None, got {value}",
        "de": "iterations muss eine ganze Zahl >= 1 oder None sein, nicht {value}"},
    "bots.mcts.error.seconds": {
        "en": "seconds must be a number > 0 or None, got {value}",
        "de": "seconds muss eine Zahl > 0 oder None sein, nicht {value}"},
    "bots.mcts.error.c": {
        "en": "c must be a number >= 0, got {value}",
        "de": "c muss eine Zahl >= 0 sein, nicht {value}"},
    "bots.mcts.error.fraction": {
        "en": "{name} must be a number between 0 and 1, got {value}",
        "de": "{name} muss eine Zahl zwischen 0 und 1 sein, nicht {value}"},
    "bots.mcts.error.rollout": {
        "en": "rollout must be a whole number >= 0, got {value}",
        "de": "rollout muss eine ganze Zahl >= 0 sein, nicht {value}"},
    "bots.random": {
        "en": "Random player: picks any legal move, each equally likely.",
        "de": "Zufallsspieler: wählt irgendeinen erlaubten Zug, jeden gleich wahrscheinlich."},
    "bots.greedy": {
        "en": "Greedy player: tries every legal move and keeps the one that leaves the best "
              "position by the game's evaluation (one move ahead; ties drawn at random).",
        "de": "Gieriger Spieler: probiert jeden erlaubten Zug aus und nimmt den, nach dem die "
              "Stellung laut Bewertung des Spiels am besten ist (ein Zug voraus; bei Gleichstand "
              "entscheidet der Zufall)."},
    "bots.mcts.iterations": {
        "en": "Tree search (Monte Carlo): looks at {iterations} positions ahead per move, "
              "judged by the game's evaluation, and plays the move it explored most.",
        "de": "Baumsuche (Monte Carlo): untersucht je Zug {iterations} Stellungen voraus, "
              "beurteilt sie mit der Bewertung des Spiels und spielt den am gründlichsten "
              "untersuchten Zug."},
    "bots.mcts.seconds": {
        "en": "Tree search (Monte Carlo): thinks for {seconds} seconds per move, judging the "
              "positions ahead by the game's evaluation, and plays the move it explored most.",
        "de": "Baumsuche (Monte Carlo): denkt je Zug {seconds} Sekunden nach, beurteilt die "
              "Stellungen voraus mit der Bewertung des Spiels und spielt den am gründlichsten "
              "untersuchten Zug."},
    "bots.mcts.both": {
        "en": "Tree search (Monte Carlo): looks at up to {iterations} positions ahead per move, "
              "for at most {seconds} seconds, judged by the game's evaluation, and plays the "
              "move it explored most.",
        "de": "Baumsuche (Monte Carlo): untersucht je Zug bis zu {iterations} Stellungen voraus, "
              "höchstens {seconds} Sekunden lang, beurteilt sie mit der Bewertung des Spiels "
              "und spielt den am gründlichsten untersuchten Zug."},
    # --- errors (make_player, the players' choose) --------------------------------------------
    "bots.error.game_over": {
        "en": "the game is over: there is no move to choose ({outcome})",
        "de": "die Partie ist zu Ende: Es gibt keinen Zug zu wählen ({outcome})"},
    "bots.error.seed": {
        "en": "seed must be a whole number, not {seed}",
        "de": "seed muss eine ganze Zahl sein, nicht {seed}"},
    "bots.error.spec": {
        "en": "bad player spec {spec}: {why}; expected one of {specs}",
        "de": "ungültige Spielerangabe {spec}: {why}; erwartet eine von {specs}"},
    "bots.spec.not_text": {
        "en": "a spec is text, not {kind}",
        "de": "eine Angabe ist ein Text, kein {kind}"},
    "bots.spec.no_settings": {
        "en": "{kind} takes no settings",
        "de": "{kind} hat keine Einstellungen"},
    "bots.spec.unknown": {
        "en": "unknown player {kind}",
        "de": "unbekannter Spieler {kind}"},
    "bots.spec.not_a_setting": {
        "en": "{item} is not a key=value setting",
        "de": "{item} ist keine Einstellung der Form key=value"},
    "bots.spec.unknown_setting": {
        "en": "unknown MCTS setting {name} (valid: {valid})",
        "de": "unbekannte MCTS-Einstellung {name} (gültig: {valid})"},
    "bots.spec.twice": {
        "en": "{name} is given twice",
        "de": "{name} ist zweimal angegeben"},
    "bots.spec.not_whole": {
        "en": "{setting} is not a whole number",
        "de": "{setting} ist keine ganze Zahl"},
    "bots.spec.not_number": {
        "en": "{setting} is not a number",
        "de": "{setting} ist keine Zahl"},
}
