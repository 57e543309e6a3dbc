"""Texts of the 3D die of Striedies Strategie (:mod:`cubekit.games.striedies.die3d`), in
English and German."""

from cubekit.core.i18n import register

register({
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
})
