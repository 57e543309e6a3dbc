"""The ``cubekit`` command: open the notebooks, list scenarios, render pictures and GIFs.

Examples::

    cubekit lab                                   # JupyterLab on notebooks/00-start-here.ipynb
    cubekit scenarios                             # every game's scenarios with expected results
    cubekit render chain_reaction surplus -o surplus.png
    cubekit render chain_reaction "3x3 .../.1B./1A.. A" -o board.png
    cubekit render kettenreaktion "3x3 .../.1B./1A.. A" --move a1 --step 2 -o wave.png
    cubekit animate chain_reaction long_capture_chain -o chain.gif
    cubekit animate chain_reaction endless_without_stop -o endless.gif
    cubekit render striedies tie_reinforce --picture view=full --picture sums=dice -o tie.png
    cubekit scenarios chain_reaction --toml > mine.toml
    cubekit check mine.toml --junit-xml report.xml
    cubekit present kettenreaktion-classroom --language de
    cubekit worksheet kettenreaktion --n 12 --seed 5 -o sheet.pdf
    cubekit classroom kettenreaktion-classroom --language de --students 30 --lan
    cubekit rules cubeslyde --language de
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import cubekit
from cubekit.checking import add_check_parser, add_toml_argument
from cubekit.core.game import Game, IllegalMoveError, State, Step
from cubekit.core.i18n import LANGUAGES, get_language, set_language, tr
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


def _options(pairs: Sequence[str], language: str, flag: str = "--option") -> dict[str, Any]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CliError(tr("cli.error.option", language, pair=repr(pair), flag=flag,
                              example="--picture legend=false" if flag == "--picture"
                              else "--option width=8"))
        options[key.strip()] = _value(value.strip())
    return options


def _said(error: Exception, language: str) -> str:
    """An error's sentence in ``language`` (the kit's errors can say it in any language)."""
    describe = getattr(error, "describe", None)
    return describe(language) if callable(describe) else str(error)


def _game(name: str, option_pairs: Sequence[str], language: str) -> Game:
    try:
        entry = cubekit.games.entry(name)
    except (TypeError, ValueError):
        raise CliError(tr("cli.error.game", language, name=name,
                          games=", ".join(cubekit.games()))) from None
    try:
        return cubekit.load(entry.name, **_options(option_pairs, language))
    except (TypeError, ValueError) as error:
        raise CliError(tr("cli.error.game_option", language, game=entry.name,
                          error=_said(error, language))) from None


def _size_from_position(text: str) -> dict[str, int]:
    head = text.strip().split(" ", 1)[0].lower()
    if "x" in head:
        width, _, height = head.partition("x")
        if width.isdigit() and height.isdigit():
            return {"width": int(width), "height": int(height)}
    return {}


def _steps(args: argparse.Namespace) -> tuple[Game, list[Step]]:
    """The steps described by GAME, POSITION-OR-SCENARIO and --move."""
    game = _game(args.game, args.option, args.language)
    scenarios = {s.id: s for s in game.scenarios()}
    moves = list(args.move or [])
    if args.target in scenarios:
        scenario = scenarios[args.target]
        replay = _replay(scenario.final(), moves, args.language)
        replay = Replay(scenario.start(), tuple(scenario.moves) + tuple(replay.moves))
    else:
        # a position: a game of another board size is loaded to fit it, unless options say so
        size = _size_from_position(args.target)
        if size and not any(o.split("=")[0] in ("width", "height") for o in args.option):
            with contextlib.suppress(TypeError, ValueError):  # the parser says what is wrong
                game = game.with_options(**size)
        try:
            start: State = game.parse_state(args.target)
        except ValueError as error:
            known = ", ".join(sorted(scenarios)) or tr("cli.none", args.language)
            raise CliError(tr("cli.error.target", args.language, target=args.target,
                              game=game.name, known=known,
                              error=_said(error, args.language))) from None
        replay = _replay(start, moves, args.language)
    return game, replay.steps()


def _replay(start: State, moves: Sequence[str], language: str) -> Replay:
    """The moves from ``start``; an illegal or unreadable move is said as such, with why."""
    state, played = start, []
    for move in moves:
        try:
            state = state.play(move)
        except ValueError as error:
            key = "cli.error.move" if isinstance(error, IllegalMoveError) else \
                "cli.error.move_text"
            raise CliError(tr(key, language, move=move, position=state.to_text(),
                              game=start.game.name, error=_said(error, language))) from None
        played.append(move)
    return Replay(start, tuple(played))


def cmd_lab(args: argparse.Namespace) -> int:
    folder = notebooks_folder(args.language)
    start = folder / "00-start-here.ipynb"
    if shutil.which("jupyter") is None and not _has_module("jupyterlab"):
        raise CliError(tr("cli.error.no_lab", args.language))
    # the root is notebooks/, so the links between the two languages work
    root = folder.parent
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={root}",
               start.relative_to(root).as_posix()]
    if args.port:
        command.append(f"--port={args.port}")
    if args.no_browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    print(tr("cli.opening", args.language, start=start), flush=True)
    return subprocess.call(command, cwd=root)


def find_notebook(name: str | None, language: str) -> Path:
    """A notebook by path, file name or the start of its name (``10``,
    ``kettenreaktion-rules``) among the notebooks of ``language``; the start notebook for
    None."""
    folder = notebooks_folder(language)
    if name is None:
        return folder / "00-start-here.ipynb"
    path = Path(name)
    if path.suffix == ".ipynb" and path.exists():
        return path.resolve()
    stem = path.stem if path.suffix == ".ipynb" else name
    found = sorted(p for p in folder.glob("*.ipynb")
                   if p.stem == stem or p.stem.startswith(stem) or stem in p.stem)
    if len(found) == 1 or (found and found[0].stem == stem):
        return found[0]
    names = ", ".join(p.stem for p in found) if found else ", ".join(
        p.stem for p in sorted(folder.glob("*.ipynb")))
    key = "cli.error.notebook_many" if found else "cli.error.notebook_none"
    raise CliError(tr(key, language, name=name, names=names))


def served_root(notebook: Path) -> Path:
    """The folder ``cubekit present`` serves for ``notebook``: above ``en/`` and ``de/`` when
    the notebook has a twin in the other language (so the link to it works), else its own."""
    parent = notebook.parent
    if parent.name in LANGUAGES and any((parent.parent / lang / notebook.name).exists()
                                        for lang in LANGUAGES if lang != parent.name):
        return parent.parent
    return parent


def _free_port(preferred: int = 8866) -> int:
    """Voilà's usual port when it is free, else any free one."""
    import socket

    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", preferred))
        except OSError:
            probe.bind(("127.0.0.1", 0))       # any free port
        return int(probe.getsockname()[1])


def _open_when_ready(url: str, port: int, seconds: float = 60.0) -> None:
    """Open ``url`` in the browser once the server answers on ``port`` (in the background)."""
    import socket
    import threading
    import time
    import webbrowser

    def wait_and_open() -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
                webbrowser.open(url)
                return
            time.sleep(0.3)

    threading.Thread(target=wait_and_open, daemon=True).start()


def cmd_present(args: argparse.Namespace) -> int:
    """Serve one notebook as a standalone app with Voilà: code hidden, widgets live. Voilà
    serves the notebook's folder (both languages of the kit's notebooks), so the notebook's
    link to its other language opens in the same server."""
    if not _has_module("voila"):
        raise CliError(tr("cli.error.no_voila", args.language))
    notebook = find_notebook(args.notebook, args.language).resolve()
    root = served_root(notebook)
    port = args.port or _free_port()
    url = f"http://127.0.0.1:{port}/voila/render/{notebook.relative_to(root).as_posix()}"
    command = [sys.executable, "-m", "voila", str(root), "--strip_sources=True",
               "--theme=light", "--Voila.ip=127.0.0.1", f"--port={port}", "--no-browser"]
    size = _size(args)
    env = {**os.environ, "CUBEKIT_LANGUAGE": args.language}
    if "scale" in size:   # read by cubekit.display_settings() in the Voilà kernel
        env["CUBEKIT_SCALE"] = repr(size["scale"])
    print(tr("cli.presenting", args.language, notebook=notebook, url=url), flush=True)
    if not args.no_browser:
        _open_when_ready(url, port)
    return subprocess.call(command, cwd=root, env=env)


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def notebooks_folder(language: str | None = None) -> Path:
    """The notebooks of a source checkout in ``language`` (``notebooks/en`` or
    ``notebooks/de``), or those below ``./notebooks``."""
    lang = language or get_language()
    for candidate in (Path(cubekit.__file__).resolve().parents[1] / "notebooks",
                      Path.cwd() / "notebooks"):
        if (candidate / lang / "00-start-here.ipynb").exists():
            return candidate / lang
    raise CliError(tr("cli.error.no_notebooks", lang, lang=lang))


def locale_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the user's locale (``LC_ALL``, ``LC_MESSAGES``, then ``LANG``, as
    POSIX looks them up): German for ``de_*``, English otherwise."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def cmd_scenarios(args: argparse.Namespace) -> int:
    if args.toml:
        from cubekit.checking import run_scenarios_toml

        return run_scenarios_toml(args)
    names = [args.game] if args.game else cubekit.games()
    for name in names:
        game = _game(name, [], args.language)
        print(f"{game.title} ({game.name})")
        for scenario in game.scenarios():
            rules = ", ".join(scenario.rule_labels(args.language))
            print(f"  {scenario.id:<28} {scenario.title(args.language)}"
                  + (f"  [{rules}]" if rules else ""))
            if args.verbose:
                print(f"      {scenario.story(args.language)}")
                for key, value in scenario.expected.items():   # in words, as on a card
                    print("      " + tr("cli.expected", args.language,
                                       name=scenario.fact_label(key, args.language),
                                       value=scenario.fact_value(key, value, args.language)))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    game, steps = _steps(args)
    index = len(steps) - 1 if args.step is None else args.step
    if not -len(steps) <= index < len(steps):
        raise CliError(tr("cli.error.step", args.language, step=args.step, n=len(steps),
                          last=len(steps) - 1))
    from cubekit.render.files import save_picture

    save_picture(steps[index], args.output, language=args.language, **_size(args),
                 **_picture(args, game))
    print(tr("cli.wrote", args.language, path=args.output, text=steps[index].text))
    return 0


def _size(args: argparse.Namespace) -> dict[str, float]:
    """``scale`` and ``dpi`` of the pictures, as given with ``--scale`` and ``--dpi`` (checked:
    a bad value is a :class:`CliError` saying what is allowed)."""
    from cubekit.display import DisplayError, check_dpi, check_scale

    size: dict[str, float] = {}
    try:
        if getattr(args, "scale", None) is not None:
            size["scale"] = check_scale(args.scale)
        if getattr(args, "dpi", None) is not None:
            size["dpi"] = check_dpi(args.dpi)
    except DisplayError as error:
        raise CliError(error.describe(args.language)) from None
    return size


def _picture(args: argparse.Namespace, game: Game) -> dict[str, Any]:
    """The picture options given with ``--picture`` (``legend=false``, ``view=full``, ...),
    checked against the game's renderer: an unknown one is a :class:`CliError` that lists
    the game's picture options with their meaning."""
    options = _options(getattr(args, "picture", None) or [], args.language, "--picture")
    if options:
        from cubekit.render import picture_options, renderer_class

        unknown = sorted(set(options) - set(renderer_class(game).OPTIONS))
        if unknown:
            raise CliError(tr("cli.error.picture", args.language, names=", ".join(unknown),
                              options=picture_options(game, args.language)))
    return options


def cmd_animate(args: argparse.Namespace) -> int:
    game, steps = _steps(args)
    from cubekit.render.files import save_animation

    save_animation(steps, args.output, seconds_per_frame=args.seconds, language=args.language,
                   **_size(args), **_picture(args, game))
    print(tr("cli.wrote_frames", args.language, path=args.output, n=len(steps)))
    return 0


def build_parser(language: str | None = None) -> argparse.ArgumentParser:
    """The argument parser, its help texts in ``language`` (default: the session's)."""
    lang = language or get_language()

    def say(key: str) -> str:
        return tr(f"cli.help.{key}", lang)

    parser = argparse.ArgumentParser(
        prog="cubekit", description=tr("cli.description", lang),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=tr("cli.examples", lang) + __doc__.split("Examples::", 1)[1].rstrip() + "\n\n"
               + tr("cli.epilog", lang, games=", ".join(cubekit.games())))
    parser.add_argument("--version", action="version", version=f"cubekit {cubekit.__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def language_arg(p: argparse.ArgumentParser) -> None:
        p.add_argument("--language", default=lang, choices=list(LANGUAGES), help=say("language"))

    language_arg(parser)
    lab = sub.add_parser("lab", help=say("lab"), description=say("lab"))
    lab.add_argument("--port", type=int, help=say("port"))
    lab.add_argument("--no-browser", action="store_true", help=say("no_browser"))
    language_arg(lab)
    lab.set_defaults(func=cmd_lab)

    scen = sub.add_parser("scenarios", help=say("scenarios"), description=say("scenarios"))
    scen.add_argument("game", nargs="?", help=say("only_game"))
    scen.add_argument("-v", "--verbose", action="store_true", help=say("verbose"))
    add_toml_argument(scen, say)
    language_arg(scen)
    scen.set_defaults(func=cmd_scenarios)

    def target_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", help=say("game"))
        p.add_argument("target", metavar="POSITION-OR-SCENARIO", help=say("target"))
        p.add_argument("--move", action="append", metavar="MOVE", help=say("move"))
        p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                       help=say("option"))
        p.add_argument("--picture", action="append", default=[], metavar="KEY=VALUE",
                       help=say("picture"))
        language_arg(p)
        p.add_argument("-o", "--output", required=True, help=say("output"))
        p.add_argument("--scale", type=float, help=say("scale"))
        p.add_argument("--dpi", type=float, help=say("dpi"))

    present = sub.add_parser("present", help=say("present"), description=say("present"))
    present.add_argument("notebook", nargs="?", metavar="NOTEBOOK", help=say("notebook"))
    present.add_argument("--port", type=int, help=say("port"))
    present.add_argument("--no-browser", action="store_true", help=say("no_browser"))
    present.add_argument("--scale", type=float, help=say("scale"))
    language_arg(present)
    present.set_defaults(func=cmd_present)

    ren = sub.add_parser("render", help=say("render"), description=say("render"))
    target_args(ren)
    ren.add_argument("--step", type=int, help=say("step"))
    ren.set_defaults(func=cmd_render)

    ani = sub.add_parser("animate", help=say("animate"), description=say("animate"))
    target_args(ani)
    ani.add_argument("--seconds", type=float, default=1.2, help=say("seconds"))
    ani.set_defaults(func=cmd_animate)

    add_check_parser(sub, say, lang)
    from cubekit.exercises.cli import add_parser as add_worksheet

    add_worksheet(sub, lang, language_arg)
    from cubekit.classroom.cli import add_parser as add_classroom

    add_classroom(sub, lang, language_arg)
    from cubekit.decisions_cli import add_parser as add_rules

    add_rules(sub, lang, language_arg)
    return parser


def language_of(argv: Sequence[str]) -> str:
    """The language asked for with ``--language X`` (or ``--language=X``) anywhere in
    ``argv``, so that even ``--help`` speaks it; else the locale's (:func:`locale_language`)."""
    for index, item in enumerate(argv):
        value = None
        if item == "--language" and index + 1 < len(argv):
            value = argv[index + 1]
        elif item.startswith("--language="):
            value = item.split("=", 1)[1]
        if value is not None and value.lower() in LANGUAGES:
            return value.lower()
    return locale_language()


@contextlib.contextmanager
def _argparse_speaks(language: str) -> Iterator[None]:
    """Let argparse's own sentences ("usage:", "options", its errors) come from the
    catalogue (``cli.argparse.<sentence>``) in ``language`` while the command runs."""
    original = argparse._  # type: ignore[attr-defined]

    def translated(text: str) -> str:
        try:
            return tr(f"cli.argparse.{text}", language)
        except KeyError:
            return original(text)  # type: ignore[no-any-return]

    argparse._ = translated  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    language = language_of(words)
    with _argparse_speaks(language):
        return _main(words, language)


def _main(words: list[str], language: str) -> int:
    parser = build_parser(language)
    args = parser.parse_args(words)
    set_language(args.language)   # everything the command draws or says, in one language
    if not getattr(args, "command", None):
        parser.print_help()
        return 0
    try:
        _check_outputs(args)
        result: int = args.func(args)
        return result
    except CliError as error:
        print(tr("cli.error", args.language, command=args.command, error=error),
              file=sys.stderr)
        return 2
    except OSError as error:   # a file the command could not write: its path and why
        if error.filename is None:
            raise
        from cubekit.cli_files import write_problem

        print(tr("cli.error", args.language, command=args.command,
                 error=write_problem(error, args.language)), file=sys.stderr)
        return 2


def _check_outputs(args: argparse.Namespace) -> None:
    """Every file the command is to write (``-o``, ``--junit-xml``) is checked before the work
    starts: its folder, and for pictures, animations and documents its ending
    (:mod:`cubekit.cli_files`)."""
    from cubekit.cli_files import KINDS, OUTPUT_OPTIONS, output_problem

    for option in OUTPUT_OPTIONS:
        path = getattr(args, option, None)
        if isinstance(path, str) and path != "-":
            kind = KINDS.get(args.command) if option == "output" else None
            problem = output_problem(path, args.language, kind)
            if problem is not None:
                raise CliError(problem)


if __name__ == "__main__":
    sys.exit(main())
