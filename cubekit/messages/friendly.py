"""The sentences of friendly output, en + de: files the command line cannot write, picture
formats by file ending, alt texts of pictures, ``cubekit lab``'s address, scenario results in
words and unknown facts of scenario files."""

from __future__ import annotations

from cubekit.core.i18n import Catalogue

MESSAGES: Catalogue = {
    # --- files the command cannot write (cubekit.cli_files) ------------------------------
    "friendly.file.cannot_write": {"en": "cannot write {path}: {why}",
                                   "de": "{path} kann nicht geschrieben werden: {why}"},
    "friendly.file.no_folder": {"en": "the folder {folder} does not exist",
                                "de": "den Ordner {folder} gibt es nicht"},
    "friendly.file.not_folder": {"en": "{folder} is not a folder",
                                 "de": "{folder} ist kein Ordner"},
    "friendly.file.is_folder": {"en": "that is a folder, not a file",
                                "de": "das ist ein Ordner, keine Datei"},
    "friendly.file.no_permission": {"en": "there is no permission to write there",
                                    "de": "dort darf nicht geschrieben werden (keine "
                                          "Berechtigung)"},
    "friendly.file.read_only": {"en": "the drive can only be read",
                                "de": "das Laufwerk ist schreibgeschützt"},
    "friendly.file.full": {"en": "the disk is full", "de": "der Datenträger ist voll"},
    "friendly.file.other": {"en": "the system says: '{detail}'",
                            "de": "das System meldet: „{detail}“"},
    # --- formats by file ending (cubekit.render.files) -----------------------------------
    "friendly.format.unknown_picture": {
        "en": "{path}: a picture cannot be written as '{ending}'; the file's ending says the "
              "format and must be one of {endings}",
        "de": "{path}: ein Bild kann nicht als „{ending}“ geschrieben werden; die Endung der "
              "Datei bestimmt das Format und muss eine von {endings} sein"},
    "friendly.format.unknown_animation": {
        "en": "{path}: an animation cannot be written as '{ending}'; the file's ending says "
              "the format and must be one of {endings}",
        "de": "{path}: eine Animation kann nicht als „{ending}“ geschrieben werden; die Endung "
              "der Datei bestimmt das Format und muss eine von {endings} sein"},
    "friendly.format.unknown_document": {
        "en": "{path}: this is written as a PDF document, so the file's ending must be "
              "{endings}, not '{ending}'",
        "de": "{path}: das wird als PDF-Dokument geschrieben, die Endung der Datei muss also "
              "{endings} sein, nicht „{ending}“"},
    # --- alt texts of pictures (cubekit.render.alt) --------------------------------------
    "friendly.alt.title": {"en": "{game} {width}×{height}", "de": "{game} {width}×{height}"},
    "friendly.alt.step": {"en": "{title}: {sentence}", "de": "{title}: {sentence}"},
    "friendly.alt.status": {"en": "{title}, {status}", "de": "{title}, {status}"},
    # --- cubekit lab ---------------------------------------------------------------------
    "friendly.lab.address": {
        "en": "The start notebook: {url}\n(open it in a browser; stop with Ctrl+C)",
        "de": "Das Start-Notebook: {url}\n(im Browser öffnen; beenden mit Strg+C)"},
    "friendly.lab.stopping": {"en": "Stopping JupyterLab ...",
                              "de": "JupyterLab wird beendet ..."},
    # --- cubekit scenarios -v ------------------------------------------------------------
    "friendly.scenarios.expected": {"en": "expected:", "de": "erwartet:"},
    "friendly.scenarios.fact": {"en": "{name}: {value}", "de": "{name}: {value}"},
    "friendly.yes": {"en": "yes", "de": "ja"},
    "friendly.no": {"en": "no", "de": "nein"},
}
