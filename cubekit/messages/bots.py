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
}
