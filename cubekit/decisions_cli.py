"""``cubekit rules GAME [ID ...]``: the rule decisions of a game on the command line.

Example::

    cubekit rules cubeslyde --language de        # every CS decision, in German
    cubekit rules kettenreaktion CR-4            # one decision

:func:`add_parser` adds the command to the ``cubekit`` parser (``cubekit/cli.py``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from cubekit.core.i18n import tr


def add_parser(subparsers: Any, language: str,
               language_arg: Callable[[argparse.ArgumentParser], None]) -> None:
    """Add ``rules`` to ``subparsers`` (of ``argparse``), its help in ``language``."""
    def say(key: str) -> str:
        return tr(f"cli.help.{key}", language)

    parser: argparse.ArgumentParser = subparsers.add_parser(
        "rules", help=say("rules"), description=say("rules"))
    parser.add_argument("game", help=say("game"))
    parser.add_argument("rule", nargs="*", metavar="ID", help=say("rule_id"))
    language_arg(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the decisions ``args`` asks for; a wrong game or ID is the ``cubekit`` command's
    one-line error (exit status 2)."""
    from cubekit import cli
    from cubekit.analysis.decisions import decisions
    from cubekit.core.decisions import decisions_of

    language = args.language
    game = cli._game(args.game, [], language)
    known = [d.id for d in decisions_of(game.name)]
    wanted = []
    for rule in args.rule:
        found = next((d for d in known if d.lower() == rule.strip().lower()), None)
        if found is None:
            raise cli.CliError(tr("cli.error.rule_id", language, rule=rule, game=game.title,
                                  rules=", ".join(known)))
        wanted.append(found)
    print(decisions(game.name, wanted, language).text())
    return 0
