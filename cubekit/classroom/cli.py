"""``cubekit classroom``: serve a lesson to a class, and ``cubekit classroom results`` to export.

Examples::

    cubekit classroom kettenreaktion-live --language de --students 30 --lan
    cubekit classroom results notebooks/de/16-kettenreaktion-live.classroom.sqlite --csv
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
import webbrowser
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cubekit.core.i18n import LANGUAGES, tr

DEFAULT_PORT = 8866
DEFAULT_STUDENTS = 10


def add_parser(subparsers: Any, language: str,
               language_arg: Callable[[argparse.ArgumentParser], None] | None = None
               ) -> argparse.ArgumentParser:
    """Add ``classroom`` to ``subparsers`` (of ``argparse``), its help in ``language``."""
    def say(key: str) -> str:
        return tr(f"classroom.cli.{key}", language)

    parser: argparse.ArgumentParser = subparsers.add_parser(
        "classroom", help=say("help"), description=say("description"),
        epilog=tr("cli.examples", language) + __doc__.split("Examples::", 1)[1].rstrip(),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("notebook", metavar="NOTEBOOK", help=say("notebook"))
    parser.add_argument("file", nargs="?", metavar="FILE", help=say("file"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=say("port"))
    parser.add_argument("--students", type=int, default=DEFAULT_STUDENTS, metavar="N",
                        help=say("students"))
    parser.add_argument("--lan", action="store_true", help=say("lan"))
    parser.add_argument("--code", help=say("code"))
    parser.add_argument("--teacher-code", help=say("teacher_code"))
    parser.add_argument("--db", metavar="FILE", help=say("db"))
    parser.add_argument("--teacher", action="store_true", help=say("teacher"))
    parser.add_argument("--no-browser", action="store_true", help=say("no_browser"))
    parser.add_argument("--csv", action="store_true", help=say("csv"))
    parser.add_argument("-o", "--output", help=say("output"))
    if language_arg is not None:
        language_arg(parser)
    else:
        parser.add_argument("--language", default=language, choices=list(LANGUAGES))
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Serve the lesson, or (``classroom results FILE``) export its answers."""
    if args.notebook == "results":
        return results(args)
    return serve(args)


def _error(language: str, key: str, **params: Any) -> Exception:
    from cubekit.cli import CliError

    return CliError(tr(key, language, **params))


def results(args: argparse.Namespace) -> int:
    """Print (or write with ``-o``) the answers of a lesson: a CSV with ``--csv``, else a
    short table per question."""
    from cubekit.classroom.report import csv_text, summarize
    from cubekit.classroom.store import Store, lesson_store_path

    lang = args.language
    if not args.file:
        raise _error(lang, "classroom.cli.error.no_file")
    path = Path(args.file)
    if path.suffix == ".ipynb":
        path = lesson_store_path(path)
    if not path.is_file():
        raise _error(lang, "classroom.cli.error.missing", path=path)
    store = Store(path)
    if args.csv:
        text = csv_text(store, lang)
    else:
        lines = []
        for lesson in store.lessons():
            summary = summarize(store, lesson, lang)
            lines.append(tr("classroom.cli.lesson_line", lang, lesson=lesson,
                            students=len(summary.students), answers=summary.answers))
            lines += [tr("classroom.cli.question_line", lang, number=row.number,
                         question=row.text, answered=row.answered, right=row.right)
                      for row in summary.questions]
        text = "\n".join(lines) + "\n"
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8-sig" if args.csv else "utf-8")
        print(tr("cli.wrote", lang, path=args.output, text=path.name))
    else:
        sys.stdout.write(text)
    return 0


def lan_address() -> str:
    """This machine's address on the local network (the one its default route uses; no
    packet is sent), or its host name's."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("10.254.254.254", 1))
            address: str = sock.getsockname()[0]
            return address
        except OSError:
            return socket.gethostbyname(socket.gethostname())


def voila_arguments(notebook: Path, *, ip: str, port: int, code: str, students: int
                    ) -> list[str]:
    """Voilà's options for a class: the lesson without code, the class code as token, one
    heated kernel per student (``preheat_kernel``, ``default_pool_size``; the pool is filled
    again at once when a kernel is taken)."""
    return [str(notebook), "--strip_sources=True", "--theme=light", f"--Voila.ip={ip}",
            f"--port={port}", "--Voila.port_retries=0", f"--Voila.token={code}",
            "--no-browser", f"--Voila.root_dir={notebook.parent}",
            "--VoilaConfiguration.show_tracebacks=False",
            "--VoilaConfiguration.preheat_kernel=True",
            f"--VoilaConfiguration.default_pool_size={max(students, 1)}",
            "--VoilaKernelManager.fill_delay=0"]


def serve(args: argparse.Namespace) -> int:
    """``cubekit classroom NOTEBOOK``: the lesson to the class until Ctrl+C."""
    import importlib.util

    from cubekit.cli import find_notebook

    lang = args.language
    if importlib.util.find_spec("voila") is None:
        raise _error(lang, "cli.error.no_voila")
    if args.students < 1:
        raise _error(lang, "classroom.cli.error.students", n=args.students)
    notebook = find_notebook(args.notebook, lang)
    from cubekit.classroom.server import Classroom, ClassroomVoila, qr_svg
    from cubekit.classroom.store import Store, StoreError, lesson_store_path

    db = Path(args.db) if args.db else lesson_store_path(notebook)
    try:
        store = Store(db)
        code = store.code("class_code", args.code)
        teacher_code = store.code("teacher_code", args.teacher_code)
    except StoreError as error:
        raise _error(lang, f"classroom.problem.{error.reason}") from None
    ip = "0.0.0.0" if args.lan else "127.0.0.1"
    host = lan_address() if args.lan else "127.0.0.1"
    classroom = Classroom(notebook, lang, store, code, teacher_code,
                          f"http://{host}:{args.port}/")
    os.environ.update({"CUBEKIT_CLASSROOM_DB": str(db.resolve()),
                       "CUBEKIT_CLASSROOM_LESSON": notebook.stem, "CUBEKIT_LANGUAGE": lang,
                       "MPLBACKEND": "Agg"})
    qr_svg(classroom.join_url())   # segno is there before the server starts

    def announce() -> None:
        def say(key: str, **params: Any) -> str:
            return tr(f"classroom.cli.{key}", lang, **params)

        print(say("serving", lesson=notebook.stem, n=args.students), flush=True)
        print(say("students_open", url=classroom.join_url()))
        print(say("class_code", code=code))
        print(say("teacher_open", url=classroom.teacher_url()))
        print(say("projector_open", url=classroom.teacher_url("projector")))
        print(say("answers_kept", path=db))
        if not args.lan:
            print(say("local_only"))
        if sys.stdout.isatty():
            import segno

            segno.make(classroom.join_url(), error="m").terminal(compact=True)
        print(say("ready"), flush=True)
        if not args.no_browser:
            webbrowser.open(classroom.teacher_url("teacher" if args.teacher else "projector"))

    ClassroomVoila.classroom = classroom
    ClassroomVoila.announce = staticmethod(announce)
    ClassroomVoila.launch_instance(argv=voila_arguments(
        notebook, ip=ip, port=args.port, code=code, students=args.students))
    return 0


__all__ = ["add_parser", "lan_address", "results", "run", "serve", "voila_arguments"]
