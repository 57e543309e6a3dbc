"""Pictures and animations written to files, in the format the file's ending names.

>>> import cubekit, tempfile, pathlib
>>> from cubekit.render.files import save_picture, picture_format
>>> state = cubekit.load("chain_reaction", width=3, height=3).initial_state().play("b2")
>>> picture_format("board.svg")
'svg'
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> save_picture(state, folder / "board.pdf", language="de")
>>> (folder / "board.pdf").read_bytes()[:5]
b'%PDF-'

A picture is PNG, SVG, PDF or JPEG (:data:`PICTURE_FORMATS`); an animation GIF, animated PNG
or WebP (:data:`ANIMATION_FORMATS`; WebP where Pillow was built with it). Any other ending is
a :class:`FileFormatError` listing the endings that work. Every file carries the picture's
alt text (:meth:`~cubekit.render.view.BoardView.alt_text`: the step's sentence or the
position in words) where its format has a place for it: the PDF's ``Title`` and ``Subject``,
the SVG's ``Title`` and ``Description``, the PNG's ``Title`` and ``Description`` text chunks.
Matplotlib writes no tagged PDF (no structure tree), so a PDF carries its words in the
document information only.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PIL import Image, features
from PIL.PngImagePlugin import PngInfo

from cubekit.core.i18n import Msg, tr
from cubekit.notebook_errors import ShortTraceback
from cubekit.render.base import split_item
from cubekit.render.view import BoardView

PICTURE_FORMATS: dict[str, str] = {".png": "png", ".svg": "svg", ".pdf": "pdf",
                                   ".jpg": "jpeg", ".jpeg": "jpeg"}
"""File endings of single pictures and the format each names (JPEG is written by Pillow)."""

ANIMATION_FORMATS: dict[str, str] = {".gif": "gif", ".png": "apng"}
"""File endings of animations and the format each names."""
if features.check("webp"):
    ANIMATION_FORMATS[".webp"] = "webp"


class FileFormatError(ShortTraceback, ValueError):
    """A file ending the kit cannot write that kind of picture as; says which endings work."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text())

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


def _format(path: str | os.PathLike[str], formats: dict[str, str], kind: str) -> str:
    ending = Path(path).suffix.lower()
    found = formats.get(ending)
    if found is None:
        raise FileFormatError(Msg(f"friendly.format.unknown_{kind}", {
            "path": str(path), "ending": ending or "–", "endings": ", ".join(sorted(formats))}))
    return found


def picture_format(path: str | os.PathLike[str]) -> str:
    """The format a picture file is written in, by its ending: ``png``, ``svg``, ``pdf`` or
    ``jpeg``; another ending is a :class:`FileFormatError`."""
    return _format(path, PICTURE_FORMATS, "picture")


def animation_format(path: str | os.PathLike[str]) -> str:
    """The format an animation file is written in, by its ending: ``gif``, ``apng`` (``.png``)
    or ``webp``; another ending is a :class:`FileFormatError`."""
    return _format(path, ANIMATION_FORMATS, "animation")


def save_picture(item: Any, path: str | os.PathLike[str], *, language: str | None = None,
                 **kw: Any) -> None:
    """Write the picture of a State or Step to ``path``, in the format of its ending (see
    :func:`picture_format`), with its alt text; keywords as for
    :func:`cubekit.render.png_bytes` (``dpi``, ``scale``, ``highlight``, ``arrows``, picture
    options)."""
    kind = picture_format(path)
    state, _ = split_item(item)
    highlight, arrows = kw.pop("highlight", None), kw.pop("arrows", None)
    view = BoardView(state.game, language=language, **kw)
    try:
        view.draw(item, highlight=highlight, arrows=arrows)
        title, alt = view.title_text(), view.alt_text()
        if kind == "png":
            info = PngInfo()
            info.add_itxt("Title", title)
            info.add_itxt("Description", alt)
            Image.open(io.BytesIO(view.png(compress_level=6))).save(path, "PNG", pnginfo=info)
        elif kind == "jpeg":
            view.image().save(path, "JPEG", quality=92)
        else:
            metadata = ({"Title": title, "Subject": alt, "Creator": "cubekit"} if kind == "pdf"
                        else {"Title": title, "Description": alt})
            view.figure.savefig(path, format=kind, dpi=view.dpi, metadata=metadata)
    finally:
        view.close()


def save_animation(items: Sequence[Any], path: str | os.PathLike[str], *,
                   seconds_per_frame: float = 1.0, language: str | None = None,
                   **options: Any) -> None:
    """An animation of States or Steps written to ``path`` in the format of its ending (see
    :func:`animation_format`): GIF, animated PNG or WebP, looping, one frame per item."""
    from cubekit.render import gif_frames, save_gif

    kind = animation_format(path)
    if kind == "gif":
        save_gif(items, path, seconds_per_frame=seconds_per_frame, language=language,
                 **options)
        return
    if not seconds_per_frame > 0:
        raise ValueError(tr("render.error.seconds", language, value=repr(seconds_per_frame)))
    frames = gif_frames(items, language=language, **options)
    duration = max(20, round(seconds_per_frame * 1000))
    frames[0].save(path, format="PNG" if kind == "apng" else "WEBP", save_all=True,
                   append_images=frames[1:], duration=duration, loop=0)


__all__ = ["ANIMATION_FORMATS", "PICTURE_FORMATS", "FileFormatError", "animation_format",
           "picture_format", "save_animation", "save_picture"]
