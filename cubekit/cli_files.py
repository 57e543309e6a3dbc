"""The files the ``cubekit`` command writes: checked before the work starts, and any failure
to write said in one line naming the path and why, in the chosen language.

>>> print(output_problem("/nonexistent/x.png", "de"))
/nonexistent/x.png kann nicht geschrieben werden: den Ordner /nonexistent gibt es nicht
>>> print(output_problem("board.bmp", "en", "picture"))  # doctest: +ELLIPSIS
board.bmp: a picture cannot be written as '.bmp'; ... .jpeg, .jpg, .pdf, .png, .svg

``cubekit.cli`` checks every command's ``--output`` (and ``--junit-xml``) with
:func:`output_problem` before the command runs, the format too for the commands that write
pictures (:data:`KINDS`), and says an ``OSError`` met while writing with
:func:`write_problem`; both are errors of exit status 2.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from cubekit.core.i18n import Msg

KINDS: dict[str, str] = {"render": "picture", "animate": "animation", "worksheet": "document",
                         "handout": "document", "rules-card": "document"}
"""The kind of file each command writes: its ending must name a format of that kind."""

OUTPUT_OPTIONS = ("output", "junit_xml")
"""The options of the commands that name a file to write."""

_WHY = {errno.ENOENT: "friendly.file.no_folder", errno.ENOTDIR: "friendly.file.not_folder",
        errno.EISDIR: "friendly.file.is_folder", errno.EACCES: "friendly.file.no_permission",
        errno.EPERM: "friendly.file.no_permission", errno.EROFS: "friendly.file.read_only",
        errno.ENOSPC: "friendly.file.full"}


def _folder(path: Path) -> Path:
    return path.parent if str(path.parent) else Path(".")


def _cannot(path: str, why: Msg, language: str | None) -> str:
    return Msg("friendly.file.cannot_write", {"path": path, "why": why}).text(language)


def format_problem(path: str, kind: str, language: str | None = None) -> str | None:
    """What is wrong with ``path``'s ending for a file of ``kind`` (``picture``,
    ``animation``, ``document``), or None."""
    from cubekit.render.files import ANIMATION_FORMATS, PICTURE_FORMATS

    formats = {"picture": PICTURE_FORMATS, "animation": ANIMATION_FORMATS,
               "document": {".pdf": "pdf"}}[kind]
    ending = Path(path).suffix.lower()
    if ending in formats:
        return None
    return Msg(f"friendly.format.unknown_{kind}", {
        "path": path, "ending": ending or "–", "endings": ", ".join(sorted(formats))
    }).text(language)


def output_problem(path: str, language: str | None = None, kind: str | None = None
                   ) -> str | None:
    """Why ``path`` cannot be written (a folder that does not exist or is not a folder, no
    permission, a folder in its place, or, with ``kind``, an ending of another format), or
    None when it looks writable."""
    if kind is not None:
        problem = format_problem(path, kind, language)
        if problem is not None:
            return problem
    target = Path(path)
    folder = _folder(target)
    if not folder.exists():
        missing = folder
        while not missing.parent.exists() and missing.parent != missing:
            missing = missing.parent
        return _cannot(path, Msg("friendly.file.no_folder", {"folder": str(missing)}),
                       language)
    if not folder.is_dir():
        return _cannot(path, Msg("friendly.file.not_folder", {"folder": str(folder)}),
                       language)
    if target.is_dir():
        return _cannot(path, Msg("friendly.file.is_folder"), language)
    if not os.access(target if target.exists() else folder, os.W_OK):
        return _cannot(path, Msg("friendly.file.no_permission"), language)
    return None


def write_problem(error: OSError, language: str | None = None) -> str:
    """An ``OSError`` met while writing a file, in one line: the path and why."""
    path = str(error.filename) if error.filename is not None else "–"
    key = _WHY.get(error.errno or 0)
    if key is None:
        why = Msg("friendly.file.other", {"detail": error.strerror or str(error)})
    else:
        why = Msg(key, {"folder": str(_folder(Path(path)))})
    return _cannot(path, why, language)


__all__ = ["KINDS", "OUTPUT_OPTIONS", "format_problem", "output_problem", "write_problem"]
