"""The classroom server: Voilà with heated kernels, a class code, names and the teacher's pages.

:class:`ClassroomVoila` is Voilà's own application (its kernel message filter lets a page
send widget messages only, never code) with:

* the class code as the Jupyter token: every page, kernel and websocket needs it (given once
  in the address or typed on the code page; a cookie keeps it). A wrong code gets
  :func:`~cubekit.classroom.pages.code_page` in the lesson's language;
* ``/classroom/join``: a student types a name once; a cookie keeps their token, and the
  lesson's address carries it (``/?student=TOKEN``) to the kernel;
* ``/classroom/teacher`` and ``/classroom/projector`` behind a second code, the teacher's,
  with their JSON (``/classroom/api/...``) and the CSV export;
* a watch on the kernels: a kernel that died and was started again is reported to its page,
  which says so and loads the lesson again.
"""

from __future__ import annotations

import json
import logging
import time
import urllib.parse
from collections.abc import Awaitable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from tornado.ioloop import IOLoop, PeriodicCallback
from voila.app import Voila  # type: ignore[import-untyped]
from voila.tornado.handler import TornadoVoilaHandler  # type: ignore[import-untyped]
from voila.voila_identity_provider import (  # type: ignore[import-untyped]
    VoilaLoginHandler,
)

from cubekit.classroom import pages
from cubekit.classroom.report import csv_text, summarize
from cubekit.classroom.store import Store
from cubekit.core.i18n import tr

STUDENT_COOKIE = "cubekit_student"
TEACHER_COOKIE = "cubekit_teacher"
NAME_LIMIT = 40
"""The longest name a student may give."""

log = logging.getLogger(__name__)


@dataclass
class Classroom:
    """What the pages need to know: the lesson, its answers file, the codes, the address the
    students open, and the kernels that died and were started again."""

    notebook: Path
    language: str
    store: Store
    code: str
    teacher_code: str
    address: str
    restarted: set[str] = field(default_factory=set)

    @property
    def lesson(self) -> str:
        return self.notebook.stem

    def join_url(self) -> str:
        """The address with the class code (what the QR code holds)."""
        return f"{self.address}classroom/join?token={self.code}"

    def teacher_url(self, page: str = "teacher") -> str:
        return f"{self.address}classroom/{page}?token={self.code}&teacher={self.teacher_code}"


class Handler(JupyterHandler):
    """A classroom page (needs the class code, like every page of the server)."""

    def initialize(self, classroom: Classroom) -> None:
        self.classroom = classroom

    def say(self, key: str, **params: Any) -> str:
        return tr(key, self.classroom.language, **params)

    def check_xsrf_cookie(self) -> None:
        """The JSON posts carry ``X-Cubekit`` (no other site can send it without asking);
        the name form may come from anywhere: it can only add a name."""

    def is_teacher(self) -> bool:
        given = self.get_argument("teacher", "")
        if given:
            if given != self.classroom.teacher_code:
                return False
            self.set_cookie(TEACHER_COOKIE, given, httponly=True, samesite="Lax")
            return True
        return self.get_cookie(TEACHER_COOKIE) == self.classroom.teacher_code

    def teacher_only(self) -> bool:
        """True for the teacher; otherwise writes the refusal and returns False."""
        if self.is_teacher():
            return True
        self.set_status(403)
        self.finish(pages.refused_page(self.classroom.language, "teacher_code_wrong"))
        return False

    def write_json(self, data: object) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(json.dumps(data, ensure_ascii=False))


class JoinHandler(Handler):
    """``/classroom/join``: the student's name, once; then the lesson."""

    def known_student(self) -> str | None:
        token = self.get_cookie(STUDENT_COOKIE)
        if token and self.classroom.store.student_name(token):
            return token
        return None

    @tornado.web.authenticated
    def get(self) -> None:
        token = self.known_student()
        if token:
            self.redirect(f"{self.base_url}?student={token}")
            return
        self.finish(pages.name_page(self.classroom.language, self.classroom.lesson))

    @tornado.web.authenticated
    def post(self) -> None:
        name = " ".join(self.get_argument("name", "").split())
        if not name or len(name) > NAME_LIMIT:
            self.set_status(400)
            self.finish(pages.name_page(self.classroom.language, self.classroom.lesson,
                                        problem="name_empty" if not name else "name_long"))
            return
        token = self.classroom.store.add_student(name)
        self.set_cookie(STUDENT_COOKIE, token, expires_days=2, httponly=True, samesite="Lax")
        self.redirect(f"{self.base_url}?student={token}")


class LessonHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """The lesson itself (Voilà's page), for a student who has joined or for the projector;
    adds the script that reports a replaced kernel or a lost connection in words."""

    def initialize(self, **kwargs: Any) -> None:
        self.classroom: Classroom = kwargs.pop("classroom")
        super().initialize(**kwargs)

    def check_xsrf_cookie(self) -> None:
        """The lesson page is only read."""

    @tornado.web.authenticated
    async def get(self, path: str | None = None) -> None:
        classroom = self.classroom
        if not path:
            student = self.get_argument("student", "")
            if self.get_argument("view", "") == "projector":
                if self.get_cookie(TEACHER_COOKIE) != classroom.teacher_code:
                    self.set_status(403)
                    self.finish(pages.refused_page(classroom.language, "teacher_code_wrong"))
                    return
            elif not student or not classroom.store.student_name(student):
                self.redirect(f"{self.base_url}classroom/join")
                return
        async for snippet in self.get_generator(path=path):
            self.write(snippet)
            self.flush()
        if not path:
            self.write(pages.watchdog_script(classroom.language, self.base_url))

    def should_use_rendered_notebook(self, notebook_data: dict[str, Any], pool_size: int,
                                     *args: Any) -> bool:
        """A heated kernel while the pool has one; else one started now (a class larger
        than ``--students`` waits a little, but gets its page)."""
        pools = getattr(self.kernel_manager, "_pools", {})
        if not pools.get(self.notebook_path):
            return False
        result: bool = super().should_use_rendered_notebook(notebook_data, pool_size, *args)
        return result


class TeacherHandler(Handler):
    @tornado.web.authenticated
    def get(self) -> None:
        if not self.teacher_only():
            return
        classroom = self.classroom
        body = pages.teacher_body(classroom.language, summarize(
            classroom.store, classroom.lesson, classroom.language), classroom.store.probe())
        links = [(self.say("classroom.teacher.projector"), "projector"),
                 (self.say("classroom.teacher.csv"), "results.csv")]
        self.finish(pages.teacher_page(classroom.language, classroom.lesson, body, links))


class ProjectorHandler(Handler):
    @tornado.web.authenticated
    def get(self) -> None:
        if not self.teacher_only():
            return
        classroom = self.classroom
        self.finish(pages.projector_page(
            classroom.language, classroom.lesson, classroom.join_url(),
            qr_svg(classroom.join_url()), classroom.code, f"{self.base_url}?view=projector"))


class ResultsApi(Handler):
    @tornado.web.authenticated
    def get(self) -> None:
        if not self.teacher_only():
            return
        classroom = self.classroom
        problem = classroom.store.probe()
        summary = summarize(classroom.store, classroom.lesson, classroom.language)
        self.write_json({"html": pages.teacher_body(classroom.language, summary, problem),
                         "answers": summary.answers, "students": len(summary.students),
                         "problem": problem})


class SpotlightApi(Handler):
    """GET: what the projector shows now; POST ``{"question": ID}``: show that question."""

    @tornado.web.authenticated
    def get(self) -> None:
        if not self.teacher_only():
            return
        classroom = self.classroom
        chosen = classroom.store.setting("spotlight")
        rows = summarize(classroom.store, classroom.lesson, classroom.language).questions
        row = next((r for r in rows if r.question == chosen), None)
        self.write_json({"html": pages.spotlight_html(classroom.language, row),
                         "question": chosen})

    @tornado.web.authenticated
    def post(self) -> None:
        if not self.teacher_only():
            return
        if self.request.headers.get("X-Cubekit") != "1":
            raise tornado.web.HTTPError(403)
        try:
            question = str(json.loads(self.request.body or b"{}")["question"])
        except (ValueError, KeyError, TypeError):
            raise tornado.web.HTTPError(400) from None
        self.classroom.store.set_setting("spotlight", question)
        self.write_json({"question": question})


class CsvHandler(Handler):
    @tornado.web.authenticated
    def get(self) -> None:
        if not self.teacher_only():
            return
        classroom = self.classroom
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition",
                        f"attachment; filename={classroom.lesson}-results.csv")
        self.finish(csv_text(classroom.store, classroom.language, classroom.lesson))


class KernelApi(Handler):
    """The state of one page's kernel: ``ok``, ``restarted`` (it died and was started again,
    empty) or ``gone``."""

    @tornado.web.authenticated
    def get(self, kernel_id: str) -> None:
        manager = self.kernel_manager
        if kernel_id in self.classroom.restarted:
            state = "restarted"
        elif kernel_id not in manager:
            state = "gone"
        else:
            state = "ok"
        self.write_json({"state": state})


def qr_svg(text: str) -> str:
    """``text`` as a QR code, an inline SVG (segno: pure Python, no network)."""
    import segno

    svg: str = segno.make(text, error="m").svg_inline(scale=7, border=3)
    return svg


def login_handler(classroom: Classroom) -> type[VoilaLoginHandler]:
    """The code page instead of Jupyter's English login form: asks for the class code in
    the lesson's language and says clearly when a code was wrong."""

    class CodeHandler(VoilaLoginHandler):  # type: ignore[misc]
        def check_xsrf_cookie(self) -> None:
            """Only the class code is posted here."""

        def _render(self, message: Any = None) -> None:
            next_url = self.get_argument("next", default=self.base_url)
            given = urllib.parse.parse_qs(urllib.parse.urlsplit(next_url).query).get("token")
            wrong = message is not None or bool(given)
            if wrong:
                self.set_status(401)
            self.finish(pages.code_page(classroom.language, next_url, wrong=wrong))

    return CodeHandler


class ClassroomVoila(Voila):  # type: ignore[misc]
    """Voilà serving one lesson to a class (see the module's docstring)."""

    classroom: Classroom | None = None
    """Set by :func:`cubekit.classroom.cli.serve` before the application starts."""
    announce: Any = None
    """Called once the server listens (prints the addresses)."""

    def init_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = super().init_settings()
        assert self.classroom is not None
        self.identity_provider.login_handler_class = login_handler(self.classroom)
        return settings

    def init_handlers(self) -> list[Any]:
        classroom = self.classroom
        assert classroom is not None
        base = self.server_url
        ours: list[Any] = [
            (f"{base}classroom/join", JoinHandler, {"classroom": classroom}),
            (f"{base}classroom/teacher", TeacherHandler, {"classroom": classroom}),
            (f"{base}classroom/projector", ProjectorHandler, {"classroom": classroom}),
            (f"{base}classroom/results.csv", CsvHandler, {"classroom": classroom}),
            (f"{base}classroom/api/results", ResultsApi, {"classroom": classroom}),
            (f"{base}classroom/api/spotlight", SpotlightApi, {"classroom": classroom}),
            (f"{base}classroom/api/kernel/([-0-9a-f]+)", KernelApi, {"classroom": classroom}),
        ]
        handlers: list[Any] = []
        for spec in super().init_handlers():
            if len(spec) == 3 and spec[1] is TornadoVoilaHandler:
                spec = (spec[0], LessonHandler, {**spec[2], "classroom": classroom})
            handlers.append(spec)
        return ours + handlers

    def listen(self) -> None:
        self._watched: set[str] = set()
        PeriodicCallback(self._watch_kernels, 1000).start()
        if self.announce is not None:
            IOLoop.current().add_callback(self.announce)
        super().listen()

    def _watch_kernels(self) -> Awaitable[None] | None:
        """Hang a callback on every new kernel: a kernel that died and was started again
        (empty) is marked, so that its page can say so and load a new one."""
        assert self.classroom is not None
        for kernel_id in list(self.kernel_manager.list_kernel_ids()):
            if kernel_id in self._watched:
                continue
            self._watched.add(kernel_id)
            kernel = self.kernel_manager.get_kernel(kernel_id)
            for event in ("restart", "dead"):
                kernel.add_restart_callback(partial(self._restarted, kernel_id), event)
        return None

    def _restarted(self, kernel_id: str) -> None:
        assert self.classroom is not None
        log.warning("classroom: kernel %s died at %s", kernel_id, time.strftime("%H:%M:%S"))
        self.classroom.restarted.add(kernel_id)


__all__ = ["Classroom", "ClassroomVoila", "login_handler", "qr_svg"]
