"""The ``cubekit`` command: open the notebooks, list scenarios, render pictures and GIFs.

Examples::

    cubekit lab                                   # JupyterLab on notebooks/00-start-here.ipynb
    cubekit scenarios                             # every game's scenarios with expected results
    cubekit render chain_reaction surplus -o surplus.png
    cubekit render chain_reaction "3x3 .../.1B./1A.. A" -o board.png
    cubekit render kettenreaktion "3x3 .../.1B./1A.. A" --move a1 --step 2 -o wave.png
    cubekit animate chain_reaction long_capture_chain -o chain.gif
    cubekit animate chain_reaction endless_without_stop -o endless.gif
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import cubekit
from cubekit.core.game import Game, State, Step
from cubekit.core.replay import Replay


class CliError(Exception):
    """An error the command reports in one line, with exit status 2."""


def _value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def _options(pairs: Sequence[str]) -> dict[str, Any]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CliError(f"--option {pair!r}: expected KEY=VALUE, e.g. --option width=8")
        options[key.strip()] = _value(value.strip())
    return options


def _game(name: str, option_pairs: Sequence[str]) -> Game:
    try:
        return cubekit.load(name, **_options(option_pairs))
    except (TypeError, ValueError) as error:
        raise CliError(str(error)) from None


def _size_from_position(text: str) -> dict[str, int]:
    head = text.strip().split(" ", 1)[0].lower()
    if "x" in head:
        width, _, height = head.partition("x")
        if width.isdigit() and height.isdigit():
            return {"width": int(width), "height": int(height)}
    return {}


def _steps(args: argparse.Namespace) -> tuple[Game, list[Step]]:
    """The steps described by GAME, POSITION-OR-SCENARIO and --move."""
    game = _game(args.game, args.option)
    scenarios = {s.id: s for s in game.scenarios()}
    moves = list(args.move or [])
    if args.target in scenarios:
        scenario = scenarios[args.target]
        replay = Replay(scenario.start(), tuple(scenario.moves) + tuple(moves))
    else:
        # a position: a game of another board size is loaded to fit it, unless options say so
        size = _size_from_position(args.target)
        if size and not any(o.split("=")[0] in ("width", "height") for o in args.option):
            with contextlib.suppress(TypeError, ValueError):  # the parser says what is wrong
                game = game.with_options(**size)
        try:
            start: State = game.parse_state(args.target)
            replay = Replay(start, tuple(moves))
        except ValueError as error:
            known = ", ".join(sorted(scenarios)) or "none"
            raise CliError(f"{args.target!r} is neither a scenario of {game.name} (known: "
                           f"{known}) nor a valid position: {error}") from None
    return game, replay.steps(args.language)


def cmd_lab(args: argparse.Namespace) -> int:
    folder = notebooks_folder()
    start = folder / "00-start-here.ipynb"
    if shutil.which("jupyter") is None and not _has_module("jupyterlab"):
        raise CliError("JupyterLab is not installed: pip install 'cubekit[lab]'")
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}",
               str(start.name)]
    if args.port:
        command.append(f"--port={args.port}")
    if args.no_browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    print(f"Opening {start} in JupyterLab (stop with Ctrl+C) ...", flush=True)
    return subprocess.call(command, cwd=folder)


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def notebooks_folder() -> Path:
    """The notebooks of a source checkout, or ``./notebooks``."""
    for candidate in (Path(cubekit.__file__).resolve().parents[1] / "notebooks",
                      Path.cwd() / "notebooks"):
        if (candidate / "00-start-here.ipynb").exists():
            return candidate
    raise CliError("notebooks/00-start-here.ipynb not found: run this from a clone of the "
                   "cubekit repository (git clone ... && cd cubekit)")


def cmd_scenarios(args: argparse.Namespace) -> int:
    names = [args.game] if args.game else cubekit.games()
    for name in names:
        game = _game(name, [])
        print(f"{game.title} ({game.name})")
        for scenario in game.scenarios():
            rules = ", ".join(scenario.rules)
            print(f"  {scenario.id:<28} {scenario.title(args.language)}"
                  + (f"  [{rules}]" if rules else ""))
            if args.verbose:
                print(f"      {scenario.story(args.language)}")
                for key, value in scenario.expected.items():
                    print(f"      expected {key}: {value}")
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    _, steps = _steps(args)
    index = len(steps) - 1 if args.step is None else args.step
    if not -len(steps) <= index < len(steps):
        raise CliError(f"--step {args.step} is out of range: this replay has {len(steps)} steps "
                       f"(0 = start, {len(steps) - 1} = last)")
    from cubekit.render import save_png

    save_png(steps[index], args.output, language=args.language)
    print(f"wrote {args.output}: {steps[index].text}")
    return 0


def cmd_animate(args: argparse.Namespace) -> int:
    _, steps = _steps(args)
    from cubekit.render import save_gif

    save_gif(steps, args.output, seconds_per_frame=args.seconds, language=args.language)
    print(f"wrote {args.output}: {len(steps)} frames")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cubekit",
        description="Open the cubekit notebooks, list the teaching scenarios, draw positions "
                    "and scenario steps as PNG pictures and animate them as GIFs.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:" + __doc__.split("Examples::", 1)[1].rstrip() + "\n\ngames: "
               + ", ".join(cubekit.games()) + ". Run 'cubekit COMMAND --help' for more.")
    parser.add_argument("--version", action="version", version=f"cubekit {cubekit.__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    lab = sub.add_parser("lab", help="open JupyterLab on notebooks/00-start-here.ipynb")
    lab.add_argument("--port", type=int, help="port for JupyterLab (default: its own choice)")
    lab.add_argument("--no-browser", action="store_true", help="do not open a browser")
    lab.set_defaults(func=cmd_lab)

    scen = sub.add_parser("scenarios", help="list the teaching scenarios")
    scen.add_argument("game", nargs="?", help="only this game")
    scen.add_argument("-v", "--verbose", action="store_true",
                      help="show each scenario's story and expected result")
    scen.add_argument("--language", default="en", choices=["en", "de"])
    scen.set_defaults(func=cmd_scenarios)

    def target_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", help="game name, e.g. chain_reaction (or kettenreaktion)")
        p.add_argument("target", metavar="POSITION-OR-SCENARIO",
                       help="a scenario id (see 'cubekit scenarios') or a position in the "
                            "game's notation (quote it)")
        p.add_argument("--move", action="append", metavar="MOVE",
                       help="play this move after the position or scenario (repeatable)")
        p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                       help="rule option, e.g. --option stop_on_win=false (repeatable)")
        p.add_argument("--language", default="en", choices=["en", "de"])
        p.add_argument("-o", "--output", required=True, help="file to write")

    ren = sub.add_parser("render", help="draw a position or scenario step to a PNG")
    target_args(ren)
    ren.add_argument("--step", type=int,
                     help="which step of the replay to draw (0 = start; default: the last)")
    ren.set_defaults(func=cmd_render)

    ani = sub.add_parser("animate", help="animate a scenario or moves step by step as a GIF")
    target_args(ani)
    ani.add_argument("--seconds", type=float, default=1.2, help="seconds per frame (1.2)")
    ani.set_defaults(func=cmd_animate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 0
    try:
        result: int = args.func(args)
        return result
    except CliError as error:
        print(f"cubekit {args.command}: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
