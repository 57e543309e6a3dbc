"""The errors of the kit: each says in words what was wrong and what was expected.

They are ``ValueError``s (``OptionTypeError`` a ``TypeError``: a wrong call), so code that
catches ``ValueError`` catches them all. Their sentences are messages of the catalogue
(:class:`~cubekit.core.i18n.Msg`), put into words when shown, in the session language
(:func:`cubekit.set_language`) or the one asked for with ``describe(language)``.
"""

from __future__ import annotations

from typing import Any

from cubekit.core.i18n import Msg
from cubekit.notebook_errors import ShortTraceback


class IllegalMoveError(ShortTraceback, ValueError):
    """A move that the rules do not allow in this position.

    ``reason`` is a sentence a student understands (in the language asked for), ``move`` the
    offending move and ``message`` the untranslated :class:`~cubekit.core.i18n.Msg`.
    """

    def __init__(self, reason: str, move: object = None, message: Msg | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.move = move
        self.message = message

    def describe(self, language: str | None = None) -> str:
        """The reason in ``language`` (the session's by default)."""
        return self.reason if self.message is None else self.message.text(language)


class NotationError(ShortTraceback, ValueError):
    """Text that is not valid notation: says what was wrong, what was expected and where.

    ``problem`` and ``expected`` are given as messages (:class:`~cubekit.core.i18n.Msg`;
    plain text is accepted for texts that need no translation), ``text`` is the whole input
    and ``position`` the character offset of the problem (or None). ``str(error)``,
    :attr:`problem` and :attr:`expected` put them into words in the session language, and
    :meth:`describe` in the one asked for, so a German reader reads a German error.
    """

    def __init__(self, problem: Msg | str, text: str = "", position: int | None = None,
                 expected: Msg | str = "") -> None:
        self.problem_message = problem
        self.expected_message = expected
        self.text = text
        self.position = position
        super().__init__(self.describe())

    @property
    def problem(self) -> str:
        """What was wrong, in the session language."""
        return _words(self.problem_message)

    @property
    def expected(self) -> str:
        """What would have been valid there, in the session language ("" if not said)."""
        return _words(self.expected_message)

    def at(self, text: str, position: int | None, expected: Msg | str = "") -> NotationError:
        """The same problem, found at ``position`` of a larger ``text`` (what is expected
        there replaces what was expected before, when given)."""
        return NotationError(self.problem_message, text, position,
                             expected or self.expected_message)

    @property
    def message(self) -> Msg:
        """The whole error as one message: the problem, what was expected, and where."""
        fields: dict[str, Any] = {"problem": self.problem_message}
        key = "core.notation.plain"
        if self.expected_message:
            fields["expected"] = self.expected_message
            key = "core.notation.expected"
        if self.position is not None and self.text:
            fields.update(at=self.position + 1, text=self.text)
            key += "_at"
        return Msg(key, fields)

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


def _words(message: Msg | str) -> str:
    return message.text() if isinstance(message, Msg) else message


class OptionError(ShortTraceback, ValueError):
    """A rule option with a value the rules do not allow; its sentence is a message, put
    into words in the session language (or the one asked for with :meth:`describe`)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text())

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


class OptionTypeError(ShortTraceback, TypeError):
    """A rule option of the wrong kind (or one the game does not have): a wrong call, told in
    the session language."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(message.text())

    def describe(self, language: str | None = None) -> str:
        return self.message.text(language)

    def __str__(self) -> str:
        return self.describe()


def in_move(error: ValueError, number: int, move: object) -> ValueError:
    """``error`` of one move of a sequence, said with the move's number and text ("move 3
    (c3): ..."), as an error of the same kind."""
    text = move if isinstance(move, str) else repr(move)
    if isinstance(error, NotationError):
        return NotationError(Msg("core.in_move", {"number": number, "move": text,
                                                  "error": error.message}))
    if isinstance(error, IllegalMoveError):
        message = Msg("core.in_move", {"number": number, "move": text,
                                       "error": error.message or error.reason})
        return IllegalMoveError(message.text(), error.move, message)
    return type(error)(f"move {number} ({text}): {error}")


__all__ = ["IllegalMoveError", "NotationError", "OptionError", "OptionTypeError", "in_move"]
