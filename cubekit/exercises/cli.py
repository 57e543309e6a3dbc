"""``cubekit worksheet``: a printable sheet of exercises with its answer key, from the command
line.

Example::

    cubekit worksheet chain_reaction --kinds cascade_waves,captured_cells --n 12 --seed 5 \
        -o sheet.pdf
    cubekit worksheet cubeslyde --difficulty hard --language de -o blatt.pdf

:func:`add_parser` adds the command to the ``cubekit`` parser (``cubekit/cli.py``);
``python -m cubekit.exercises.cli worksheet ...`` runs it on its own.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

from cubekit.core.i18n import LANGUAGES, set_language, tr
from cubekit.exercises.base import DIFFICULTIES


def add_parser(subparsers: Any, language: str,
               language_arg: Callable[[argparse.ArgumentParser], None] | None = None
               ) -> argparse.ArgumentParser:
    """Add ``worksheet`` to ``subparsers`` (of ``argparse``), its help in ``language``;
    ``language_arg`` adds the ``--language`` option the way the other commands have it."""
    def say(key: str) -> str:
        return tr(f"ex.cli.{key}", language)

    parser: argparse.ArgumentParser = subparsers.add_parser(
        "worksheet", help=say("help"), description=say("description"))
    parser.add_argument("game", help=say("game"))
    parser.add_argument("--kinds", default="", metavar="KIND,KIND", help=say("kinds"))
    parser.add_argument("--n", type=int, default=12, metavar="N", help=say("n"))
    parser.add_argument("--seed", type=int, default=0, help=say("seed"))
    parser.add_argument("--difficulty", choices=list(DIFFICULTIES), default="easy",
                        help=say("difficulty"))
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help=say("option"))
    if language_arg is not None:
        language_arg(parser)
    else:
        parser.add_argument("--language", default=language, choices=list(LANGUAGES),
                            help=say("language"))
    parser.add_argument("-o", "--output", required=True, help=say("output"))
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Write the sheet ``args`` asks for; errors are the ``cubekit`` command's
    (``CliError``: one line, exit status 2)."""
    from cubekit import cli
    from cubekit.exercises import series, worksheet

    language = args.language
    game = cli._game(args.game, args.option, language)
    kinds = [kind for kind in args.kinds.replace(" ", ",").split(",") if kind]
    try:
        items = series(game, args.n, seed=args.seed, kinds_=kinds or None,
                       difficulty=args.difficulty, language=language)
    except ValueError as error:
        raise cli.CliError(cli._said(error, language)) from None
    path = worksheet(items, args.output, language)
    print(tr("ex.cli.wrote", language, path=path, n=len(items), game=game.title,
             seed=args.seed))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m cubekit.exercises.cli worksheet GAME ...`` (the same as ``cubekit
    worksheet`` once it is wired into the ``cubekit`` command)."""
    from cubekit import cli

    words = list(sys.argv[1:] if argv is None else argv)
    language = cli.language_of(words)
    parser = argparse.ArgumentParser(prog="cubekit")
    add_parser(parser.add_subparsers(dest="command", required=True), language)
    args = parser.parse_args(words)
    set_language(args.language)
    try:
        result: int = args.func(args)
        return result
    except cli.CliError as error:
        print(tr("cli.error", args.language, command=args.command, error=error),
              file=sys.stderr)
        return 2


__all__ = ["add_parser", "main", "run"]

if __name__ == "__main__":
    sys.exit(main())
