"""The message catalogue: every sentence cubekit shows a person, in English and German.

Messages are looked up by key and filled with ``str.format`` fields. The texts live in plain
dictionaries, one catalogue per game (``cubekit/games/<game>/messages.py``) and one per shared
layer (``cubekit/messages/``); nothing registers texts when it is imported. The catalogues are
read on the first lookup of a key that is not known yet (:func:`load_catalogues`), so
``import cubekit`` stays fast. The language is chosen per call (``language="de"``) or for the
whole session with :func:`set_language`.

>>> tr("core.game_over", "de")
'Die Partie ist bereits zu Ende.'
>>> join_names(["c3", "d4", "e5"], "en")
'c3, d4 and e5'
>>> Msg("core.not_a_move", {"text": "z9"}).text("en")
"'z9' is not a move in this game."
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

LANGUAGES: tuple[str, ...] = ("en", "de")
"""Languages every message exists in."""

Catalogue = dict[str, dict[str, str]]
"""A catalogue: message key -> {language: template}."""

_CATALOGUE: Catalogue = {}
_loaded = False
_current = "en"


def set_language(language: str) -> None:
    """Choose the default language for messages (``"en"`` or ``"de"``)."""
    global _current
    _current = check_language(language)


def get_language() -> str:
    """The default language for messages."""
    return _current


def check_language(language: str | None) -> str:
    """Return a valid language code; ``None`` means the session default."""
    if language is None:
        return _current
    lang = str(language).lower()
    if lang not in LANGUAGES:
        raise ValueError(_say("core.language.unknown", value=repr(language),
                              languages=", ".join(LANGUAGES)))
    return lang


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def register(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add messages ``{key: {"en": ..., "de": ...}}`` to the lookup table (the kit's own
    catalogues are added by :func:`load_catalogues`; a user may add more).

    Every message must exist in every language with the same format fields; a key may be
    registered again only with the same texts.
    """
    for key, texts in messages.items():
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(_say("core.catalogue.lacks", name=repr(key),
                                  languages=", ".join(missing)))
        fields = {lang: _fields(texts[lang]) for lang in LANGUAGES}
        if len({frozenset(f) for f in fields.values()}) != 1:
            raise ValueError(_say("core.catalogue.fields", name=repr(key), fields=fields))
        old = _CATALOGUE.get(key)
        if old is not None and old != dict(texts):
            raise ValueError(_say("core.catalogue.taken", name=repr(key)))
        _CATALOGUE[key] = dict(texts)


def load_catalogues() -> None:
    """Read every catalogue of the kit into the lookup table (once; later calls do nothing).

    :func:`cubekit.messages.catalogues` names them: the shared layers' and, through the game
    registry, each game's own.
    """
    global _loaded
    if _loaded:
        return
    _loaded = True
    from cubekit.messages import catalogues

    for catalogue in catalogues():
        register(catalogue)


def keys() -> list[str]:
    """All message keys of the kit's catalogues (and any registered since), sorted."""
    load_catalogues()
    return sorted(_CATALOGUE)


def template(key: str, language: str | None = None) -> str:
    """The raw template of a message."""
    lang = check_language(language)
    texts = _CATALOGUE.get(key)
    if texts is None:
        load_catalogues()
        texts = _CATALOGUE.get(key)
        if texts is None:
            raise KeyError(_say("core.catalogue.no_key", name=repr(key)))
    return texts[lang]


def tr(key: str, language: str | None = None, **params: Any) -> str:
    """The message ``key`` in ``language``, filled with ``params``."""
    return template(key, language).format(**params)


def tr_first(keys: Iterable[str], language: str | None = None, **params: Any) -> str | None:
    """The first of ``keys`` the catalogue has, in ``language`` and filled with ``params``;
    None when it has none of them (for texts with a fallback of their own)."""
    for key in keys:
        try:
            found = template(key, language)
        except KeyError:
            continue
        return found.format(**params)
    return None


def _say(message: str, /, **params: Any) -> str:
    """An error of the catalogue itself, in the session language: its own message when the
    catalogue has it, else the key and the fields (a catalogue that fails while it is read
    must still be able to say why)."""
    load_catalogues()
    texts = _CATALOGUE.get(message)
    if texts is not None:
        return texts[_current].format(**params)
    return f"{message}: " + ", ".join(f"{name}={value}" for name, value in params.items())


def join_names(items: Iterable[object], language: str | None = None) -> str:
    """``a, b and c`` / ``a, b und c``; an empty list gives ``-``."""
    words = [str(item) for item in items]
    if not words:
        return "-"
    if len(words) == 1:
        return words[0]
    return f"{', '.join(words[:-1])} {tr('core.and', language)} {words[-1]}"


class Written:
    """A value written in a game's notation (a move) whose letters depend on the reader's
    language: a German reader writes east as ``O`` (Ost). :class:`Msg` writes a field holding
    one in the message's language; ``str()`` is always the language-free notation that files
    and records keep."""

    __slots__ = ()

    def text(self, language: str | None = None) -> str:
        """The notation as a reader of ``language`` writes it (see :func:`directions_in`)."""
        return directions_in(str(self), language)


@dataclass(frozen=True)
class Notation(Written):
    """A move's notation kept as text (events and records keep text), written per language.

    >>> Msg("core.before", {"player": "A", "move": Notation("c4>E")}).text("de")
    'Vor dem Zug: A ist am Zug und spielt c4>O.'
    """

    written: str

    def __str__(self) -> str:
        return self.written


PASS_WORDS = {"en": "pass", "de": "passen"}
"""How a pass is written in the notation of each language (every game reads both)."""


def directions_in(notation: str, language: str | None = None) -> str:
    """A move's notation as a reader of ``language`` writes it: in German east is ``O``
    (Ost), also in ``NO``/``SO``, and a pass is ``passen``. The kit's notations write a capital
    ``E`` for east and for nothing else (squares are lower case, cubes ``A``-``D``/``W``), and
    every game reads both spellings.

    >>> directions_in("b4-d4>E", "de"), directions_in("b2N2E", "de"), directions_in("c1E", "en")
    ('b4-d4>O', 'b2N2O', 'c1E')
    """
    if check_language(language) != "de":
        return notation
    if notation == PASS_WORDS["en"]:
        return PASS_WORDS["de"]
    return notation.replace("E", "O")


def move_text(move: object, language: str | None = None) -> str:
    """A move (or a move's notation) as a reader of ``language`` writes it."""
    return move.text(language) if isinstance(move, Written) else directions_in(str(move),
                                                                               language)


@dataclass(frozen=True)
class Msg:
    """A message not yet put into words: a key and its fields, rendered per language.

    Field values that are themselves ``Msg`` are rendered in the same language first, moves
    (:class:`Written`) in that language's notation; lists and tuples are joined with
    :func:`join_names`.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, language: str | None = None) -> str:
        lang = check_language(language)
        values: dict[str, Any] = {}
        for name, value in self.params.items():
            if isinstance(value, (Msg, Written)):
                value = value.text(lang)
            elif isinstance(value, (list, tuple)):
                value = join_names([item.text(lang) if isinstance(item, (Msg, Written))
                                    else item for item in value], lang)
            values[name] = value
        return tr(self.key, lang, **values)

    def __str__(self) -> str:
        return self.text()

    def __hash__(self) -> int:
        # ``params`` is a dict, so the generated dataclass hash would fail; states whose
        # outcome carries a message must stay hashable.
        return hash((self.key, _hashable(self.params)))


@dataclass(frozen=True)
class Joined(Msg):
    """Several messages read one after another (sentences joined by ``separator``).

    >>> Joined("core.joined", parts=(Msg("core.draw"), Msg("core.game_over"))).text("en")
    'Draw. The game is already over.'
    """

    parts: tuple[Msg | str, ...] = ()
    separator: str = " "

    def text(self, language: str | None = None) -> str:
        lang = check_language(language)
        return self.separator.join(part.text(lang) if isinstance(part, Msg) else part
                                   for part in self.parts)

    def __hash__(self) -> int:
        return hash(self.parts)


@dataclass(frozen=True)
class Clause(Msg):
    """A sentence read as part of a longer one: its words without the full stop.

    >>> Clause("core.joined", sentence=Msg("core.draw")).text("en")
    'Draw'
    """

    sentence: Msg | None = None

    def text(self, language: str | None = None) -> str:
        said = self.sentence.text(language) if self.sentence is not None else ""
        return said[:-1] if said.endswith(".") else said

    def __hash__(self) -> int:
        return hash(self.sentence)


def sentences(parts: Iterable[Msg]) -> Msg:
    """Several sentences as one message (one part is returned as it is)."""
    items = tuple(parts)
    if len(items) == 1:
        return items[0]
    return Joined("core.joined", parts=items)


def _hashable(value: Any) -> Any:
    """A hashable stand-in for ``value`` that is equal whenever the values are equal."""
    if isinstance(value, Mapping):
        return frozenset((key, _hashable(item)) for key, item in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(_hashable(item) for item in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(_hashable(item) for item in value)
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value
