"""Texts of the Deblockle pictures (board, panel, block net), in English and German."""

from cubekit.core.i18n import register

register({
    # the title line
    "db.render.tip": {"en": "Player {player} tips {start}\u2192{end}: {face} comes up",
                      "de": "Spieler {player} kippt {start}\u2192{end}: {face} liegt oben"},
    "db.render.tip_stop": {"en": "Player {player} tips {start}\u2192{end}: Stop, turn ends",
                           "de": "Spieler {player} kippt {start}\u2192{end}: Stopp, Zug endet"},
    "db.render.tip_skip": {"en": "Player {player} tips {start}\u2192{end}: {face}, no hop "
                                 "possible",
                           "de": "Spieler {player} kippt {start}\u2192{end}: {face}, kein "
                                 "Sprung möglich"},
    "db.render.remove": {"en": "Player {player} tips {start}\u2192{end} star up: block removed",
                         "de": "Spieler {player} kippt {start}\u2192{end} mit Stern oben: "
                               "Block entfernt"},
    "db.render.hop": {"en": "Hop with {face}: {path}", "de": "Sprung mit {face}: {path}"},
    "db.render.pass": {"en": "Player {player} is Deblockle'd: {other} moves again",
                       "de": "Spieler {player} ist blockiert: {other} zieht noch einmal"},
    "db.render.stuck": {"en": "Both players are stuck: draw",
                        "de": "Beide Spieler sind blockiert: unentschieden"},
    "db.render.turn_limit": {"en": "Turn limit of {limit} reached: draw",
                             "de": "Zuggrenze von {limit} erreicht: unentschieden"},
    # the panel below the board
    "db.render.removed": {"en": "removed {removed}/{total}", "de": "entfernt {removed}/{total}"},
    "db.render.to_move": {"en": "to move", "de": "am Zug"},
    "db.render.moving": {"en": "moving", "de": "zieht"},
    "db.render.wins": {"en": "wins", "de": "gewinnt"},
    "db.render.blocked": {"en": "blocked", "de": "blockiert"},
    # the block net (block3d)
    "db.render.pos.top": {"en": "top", "de": "oben"},
    "db.render.pos.north": {"en": "N", "de": "N"},
    "db.render.pos.east": {"en": "E", "de": "O"},
    "db.render.pos.south": {"en": "S", "de": "S"},
    "db.render.pos.west": {"en": "W", "de": "W"},
    "db.render.pos.bottom": {"en": "bottom", "de": "unten"},
    "db.render.start": {"en": "start: {face}", "de": "Start: {face}"},
    "db.render.after_tip": {"en": "{number}. tip {direction}: {face}",
                            "de": "{number}. Kippen {direction}: {face}"},
    "db.render.block_title": {"en": "{face} on top", "de": "{face} oben"},
})
