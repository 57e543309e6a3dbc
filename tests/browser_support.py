"""Helpers for the browser tests: find Chromium, run a throwaway JupyterLab, drive a notebook.

JupyterLab runs with its own temporary config, data, runtime, settings and workspace folders
(so a user's settings never leak in) while the installed lab extensions (ipywidgets,
ipyevents) stay visible: they live under ``sys.prefix``, which Jupyter always searches.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

SCREENSHOTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"
"""Where the browser tests leave their screenshots."""

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
"""Chromium flags for a headless run as root without network access."""

LAB_SETTINGS: dict[str, dict[str, Any]] = {
    # no "get Jupyter news?" toast in screenshots, no update checks
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false",
                                                     "checkForUpdates": False},
    # never write the outputs back into the copied notebooks
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    # a notebook without kernelspec starts Python instead of asking; every cell stays rendered
    # (with windowing, cells scrolled out of view have no layout and no innerText)
    "@jupyterlab/notebook-extension/tracker": {"autoStartDefaultKernel": True,
                                               "windowingMode": "none"},
}


def unavailable(reason: str) -> None:
    """Skip the test, or fail it when ``CUBEKIT_REQUIRE_BROWSER=1`` demands a browser run."""
    if os.environ.get("CUBEKIT_REQUIRE_BROWSER") == "1":
        pytest.fail(f"browser test required (CUBEKIT_REQUIRE_BROWSER=1) but {reason}")
    pytest.skip(reason)


def chromium_path() -> str | None:
    """The system Chromium (``CUBEKIT_CHROMIUM`` overrides), or None."""
    candidates = [os.environ.get("CUBEKIT_CHROMIUM"), "/usr/bin/chromium",
                  shutil.which("chromium"), shutil.which("chromium-browser")]
    for path in candidates:
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def free_port() -> int:
    """A TCP port on the loopback interface that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class JupyterLab:
    """A JupyterLab server on 127.0.0.1 without token, serving ``root`` (a folder of
    notebooks); ``state`` is an empty temporary folder for everything else."""

    def __init__(self, root: Path, state: Path) -> None:
        self.root, self.state = root, state
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = state / "jupyterlab.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 60.0) -> None:
        settings = self.state / "settings"
        for plugin, values in LAB_SETTINGS.items():
            path = settings / f"{plugin}.jupyterlab-settings"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        env = dict(os.environ)
        for name, folder in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                             ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")]:
            (self.state / folder).mkdir(exist_ok=True)
            env[name] = str(self.state / folder)
        env["JUPYTER_PLATFORM_DIRS"] = "1"
        env["MPLBACKEND"] = "Agg"
        command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root",
                   f"--port={self.port}", "--ServerApp.ip=127.0.0.1", "--ServerApp.token=",
                   "--ServerApp.password=", f"--ServerApp.root_dir={self.root}",
                   "--ServerApp.port_retries=0", "--LabApp.news_url=None",
                   f"--LabApp.workspaces_dir={self.state / 'workspaces'}",
                   f"--LabApp.user_settings_dir={settings}",
                   "--LabApp.expose_app_in_browser=True"]
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL, cwd=self.root, env=env,
                                            start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited with code {self.process.returncode}:\n"
                                   f"{self.log_tail()}")
            with contextlib.suppress(OSError), urllib.request.urlopen(
                    f"{self.url}/api/status", timeout=2) as answer:
                if answer.status == 200:
                    return
            time.sleep(0.2)
        raise RuntimeError(f"JupyterLab did not answer within {timeout:.0f} s:\n"
                           f"{self.log_tail()}")

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def stop(self) -> None:
        """Stop the server and its kernels (the whole process group)."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


RUN_ALL = """() => {
    window.cubekitRunAll = "running";
    window.jupyterapp.commands.execute("notebook:run-all-cells").then(
        ok => { window.cubekitRunAll = ok ? "done" : "a cell failed"; },
        error => { window.cubekitRunAll = "error: " + error; });
}"""


def open_and_run(page: Any, lab: JupyterLab, notebook: str, timeout_ms: float = 90_000) -> str:
    """Open ``notebook`` in JupyterLab, wait for its kernel, run all cells and wait until
    they have finished; returns ``"done"`` or what went wrong (``"a cell failed"``, ...)."""
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    # The first page of a fresh JupyterLab loads several MB of scripts; on a loaded machine
    # (the notebook tests run beside it) that can take more than a minute, and a page that
    # stalled while loading recovers on a reload.
    for attempt in range(2):
        page.goto(f"{lab.url}/lab/tree/{notebook}?reset")
        try:
            panel.locator(".jp-Cell").first.wait_for(state="visible", timeout=90_000)
            break
        except Exception:
            if attempt:
                raise
    # The status bar says "Idle" only once a kernel is connected (the toolbar's execution
    # indicator says so earlier, before any kernel exists).
    page.locator(".jp-StatusBar-TextItem[title^='Change kernel']", has_text="Idle").wait_for()
    page.evaluate(RUN_ALL)
    page.wait_for_function("() => window.cubekitRunAll !== 'running'", timeout=timeout_ms)
    result: str = page.evaluate("() => window.cubekitRunAll")
    return result


def stderr_tracebacks(page: Any) -> list[str]:
    """Texts of error outputs (tracebacks) shown in the notebook's cells."""
    outputs = page.locator(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    texts = [outputs.nth(i).inner_text() for i in range(outputs.count())]
    return [text for text in texts if "Traceback" in text or "Error" in text]


def require_chromium() -> str:
    """The Chromium to drive with Playwright; skips (or fails, see :func:`unavailable`) when
    Playwright or the system Chromium is missing."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        unavailable("the Python package playwright is not installed (pip install playwright)")
    path = chromium_path()
    if path is None:
        unavailable("no system Chromium at /usr/bin/chromium (apt-get install chromium)")
    assert path is not None
    return path


def require_jupyterlab() -> None:
    """Skip (or fail) when JupyterLab is not installed."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        unavailable("jupyterlab is not installed (pip install 'cubekit[lab]')")


@contextlib.contextmanager
def browser_page(chromium: str, *, viewport: dict[str, int], timeout_ms: float,
                 clipboard_origin: str | None = None) -> Iterator[Any]:
    """A fresh headless Chromium page (closed afterwards); ``clipboard_origin`` grants that
    origin the clipboard."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True,
                                             args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport=viewport)
            if clipboard_origin is not None:
                context.grant_permissions(["clipboard-read", "clipboard-write"],
                                          origin=clipboard_origin)
            page = context.new_page()
            page.set_default_timeout(timeout_ms)
            yield page
        finally:
            browser.close()


def click_board(page: Any, board: Any, view: Any, square: str, *, right: bool = False) -> None:
    """Click the centre of ``square`` on a board picture drawn like ``view`` (a BoardView of
    the same game and picture options), wherever the page has placed and scaled it."""
    natural = board.evaluate("el => [el.naturalWidth, el.naturalHeight]")
    assert tuple(natural) == view.size_px, (natural, view.size_px)
    x, y = view.square_center(square)
    box = board.bounding_box()
    assert box is not None and box["width"] > 100, f"the board is squashed: {box}"
    page.mouse.click(box["x"] + x * box["width"] / natural[0],
                     box["y"] + y * box["height"] / natural[1],
                     button="right" if right else "left")


def checkout_notebook(cells: list[str]) -> dict[str, Any]:
    """A notebook of code cells whose kernel imports this checkout's cubekit (the first cell
    puts the repository first on ``sys.path``)."""
    repo = str(Path(__file__).resolve().parents[1])
    sources = [f"import sys\nsys.path.insert(0, {repo!r})\n{cells[0]}", *cells[1:]]
    return {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                       "outputs": [], "source": source} for source in sources],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                        "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def serve_notebook(lab: JupyterLab, name: str, notebook: dict[str, Any]) -> str:
    """Put ``notebook`` into the running ``lab`` as ``name``; returns its path in the lab."""
    (lab.root / name).write_text(json.dumps(notebook), encoding="utf-8")
    return name


def serve_folder(lab: JupyterLab, folder: Path, name: str) -> str:
    """Copy ``folder`` (a folder of notebooks) into the running ``lab`` as ``name``; returns
    that path in the lab (the copy keeps the originals clean)."""
    shutil.copytree(folder, lab.root / name, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return name


@contextlib.contextmanager
def shared_lab(tmp: Path) -> Iterator[JupyterLab]:
    """One throwaway JupyterLab for the browser tests of a pytest process (each test module
    puts its notebooks in with :func:`serve_notebook` or :func:`serve_folder`); skips without
    JupyterLab."""
    require_jupyterlab()
    root = tmp / "notebooks"
    root.mkdir()
    state = tmp / "lab-state"
    state.mkdir()
    lab = JupyterLab(root, state)
    try:
        lab.start()
        yield lab
    finally:
        lab.stop()
