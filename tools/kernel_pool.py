"""Warm Jupyter kernels for the notebook tests: a fork server that imports once what every
notebook imports, and forks a fresh kernel from it for each notebook.

nbval starts one kernel per notebook, and a new kernel spends about two seconds of CPU
importing IPython, ipykernel, matplotlib, ipywidgets and cubekit before the first cell has
done anything: 64 times in a run of both languages, a third of the notebooks' test time.
Here one server process per pytest worker imports those modules and then waits; each kernel
is a ``fork`` of it, so it starts with them already loaded. It is a new process with nothing
run in it yet: the notebook's cells, outputs and state are the same as in a kernel of its own
(nbval compares every output with the stored one, so a difference would fail the tests).

Used by the repository's ``conftest.py`` for ``pytest --nbval`` (POSIX only; set
``CUBEKIT_WARM_KERNELS=0`` to start every kernel the usual way). Three parts:

``python tools/kernel_pool.py serve SOCKET``
    the server: imports, then accepts requests on a Unix socket. It quits when its parent
    (the pytest worker) is gone.
``python tools/kernel_pool.py launch -f CONNECTION_FILE``
    what the kernel spec runs, i.e. the process Jupyter's kernel manager watches: it passes
    its arguments, working directory, environment and standard streams to the server
    (``$CUBEKIT_KERNEL_POOL`` names the socket), relays interrupt and terminate signals to
    the forked kernel, and exits with the kernel's exit status. When it is killed, the
    server's side of the connection closes and the kernel is killed too.
:func:`start_server`
    writes the kernel spec (``kernels/cubekit-warm/kernel.json``) into a folder, starts the
    server there and points ``JUPYTER_PATH`` and the launcher at them.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

KERNEL_NAME = "cubekit-warm"
"""The kernel spec name the tests select (``--nbval-kernel-name``)."""

SOCKET_ENV = "CUBEKIT_KERNEL_POOL"
"""The environment variable that names the server's socket for the launcher."""

PRELOAD = (
    "ipykernel.kernelapp", "ipykernel.ipkernel", "ipykernel.zmqshell", "IPython",
    "numpy", "matplotlib", "matplotlib.figure", "matplotlib.backends.backend_agg",
    "ipywidgets", "cubekit", "cubekit.widgets", "cubekit.core.display", "cubekit.render",
)
"""Modules the server imports before it forks. Only modules whose import does not depend on
running inside IPython: not ``matplotlib_inline`` (it hooks itself into the running shell when
imported, so ``%matplotlib inline`` must import it in the kernel) and not ``pandas`` (it sets
its display width at import from whether it runs in a terminal or in IPython)."""


def kernel_spec(folder: Path, env: dict[str, str] | None = None) -> Path:
    """Write the warm kernel's spec below ``folder`` (a ``JUPYTER_PATH`` entry), with ``env``
    added to each kernel's environment; returns it."""
    spec = folder / "kernels" / KERNEL_NAME
    spec.mkdir(parents=True, exist_ok=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, str(Path(__file__).resolve()), "launch",
                 "-f", "{connection_file}"],
        "display_name": "Python 3 (cubekit, warm)",
        "language": "python",
        "interrupt_mode": "signal",
        "env": dict(env or {}),
    }, indent=1), encoding="utf-8")
    return spec


def start_server(folder: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    """Write the kernel spec into ``folder``, start the server there and wait until it is
    ready; point this process's ``JUPYTER_PATH`` and :data:`SOCKET_ENV` at them (so kernel
    managers started from here find the spec and the launcher the server). ``env`` is added
    to each kernel's environment."""
    socket_path = str(folder / "pool.sock")
    kernel_spec(folder, env)
    server = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "serve",
                               socket_path], stdout=subprocess.PIPE, cwd=str(folder))
    assert server.stdout is not None
    if server.stdout.readline().strip() != b"ready":
        server.kill()
        raise RuntimeError("the warm kernel server did not start (tools/kernel_pool.py)")
    paths = [str(folder), *filter(None, os.environ.get("JUPYTER_PATH", "").split(os.pathsep))]
    os.environ["JUPYTER_PATH"] = os.pathsep.join(paths)
    os.environ[SOCKET_ENV] = socket_path
    return server


# --- the server ------------------------------------------------------------------------------


def _preload() -> None:
    import importlib

    # what ipykernel sets before any notebook imports matplotlib; matplotlib reads it at import
    os.environ.setdefault("MPLBACKEND", "module://matplotlib_inline.backend_inline")

    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except ImportError:
            continue
    import cubekit
    from cubekit.core.i18n import load_catalogues
    from cubekit.render import png_bytes

    load_catalogues()
    # the first picture of a game loads its modules, fonts and text caches: once, here
    for name in cubekit.games():
        png_bytes(cubekit.load(name).initial_state())


def _read_line(conn: socket.socket) -> bytes:
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(65536)
        if not chunk:
            raise ConnectionError("the launcher closed the connection before its request")
        data += chunk
    return data


def serve(path: str) -> None:
    """Import, then fork a kernel for each request on the Unix socket ``path``."""
    _preload()
    parent = os.getppid()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(8)
    listener.settimeout(1.0)
    # the kernels are reaped by the system; each restores the default for its own children
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    print("ready", flush=True)
    while os.getppid() == parent:
        try:
            conn, _ = listener.accept()
        except TimeoutError:
            continue
        conn.settimeout(None)
        try:
            message, fds, _, _ = socket.recv_fds(conn, 1 << 20, 3)
            if not message.endswith(b"\n"):
                message += _read_line(conn)
        except (OSError, ConnectionError):
            conn.close()
            continue
        if os.fork() == 0:
            listener.close()
            _kernel(conn, json.loads(message), fds)  # never returns
        conn.close()
        for fd in fds:
            os.close(fd)


def _kernel(conn: socket.socket, request: dict[str, object], fds: list[int]) -> None:
    """In the forked child: become the launcher's kernel, then exit."""
    code = 1
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.setsid()
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        os.chdir(str(request["cwd"]))
        # as ``python -m ipykernel_launcher`` started in that folder would have it
        sys.path[0] = str(request["cwd"])
        env = request["env"]
        assert isinstance(env, dict)
        os.environ.clear()
        os.environ.update({str(k): str(v) for k, v in env.items()})
        # the session's picture settings come from the kernel's environment (CUBEKIT_SCALE)
        display = sys.modules.get("cubekit.display")
        if display is not None:
            display.reset_display()
        # ipykernel reads its parent's pid from the environment when it is imported (here:
        # before the fork); the kernel's parent is this server, which it watches
        argv = [str(a) for a in request["argv"]]  # type: ignore[attr-defined]
        argv.append(f"--IPKernelApp.parent_handle={os.getppid()}")
        sys.argv = [sys.executable, *argv]
        conn.sendall(json.dumps({"pid": os.getpid()}).encode() + b"\n")

        def watch() -> None:
            # the launcher is gone (killed by the kernel manager): so is this kernel
            try:
                while conn.recv(1):
                    pass
            except OSError:
                pass
            os.kill(os.getpid(), signal.SIGKILL)

        threading.Thread(target=watch, daemon=True).start()
        from ipykernel.kernelapp import IPKernelApp

        IPKernelApp.launch_instance(argv=argv)
        code = 0
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    except BaseException:
        import traceback

        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
            conn.sendall(json.dumps({"exit": code}).encode() + b"\n")
        finally:
            os._exit(code)


# --- the launcher ----------------------------------------------------------------------------


def launch(argv: list[str]) -> int:
    """Have the server fork a kernel with these arguments; wait for it, relaying signals."""
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.connect(os.environ[SOCKET_ENV])
    request = {"argv": argv, "cwd": os.getcwd(), "env": dict(os.environ)}
    socket.send_fds(conn, [json.dumps(request).encode() + b"\n"], [0, 1, 2])
    reader = conn.makefile("rb")
    pid = int(json.loads(reader.readline())["pid"])

    def relay(signum: int, _frame: object) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signum)

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGHUP):
        signal.signal(signum, relay)
    for line in reader:
        message = json.loads(line)
        if "exit" in message:
            return int(message["exit"])
    return 1  # the kernel died without a word (a signal): as a killed process would


def main(args: list[str]) -> int:
    if args[:1] == ["serve"] and len(args) == 2:
        serve(args[1])
        return 0
    if args[:1] == ["launch"]:
        return launch(args[1:])
    print("usage: kernel_pool.py serve SOCKET | launch -f CONNECTION_FILE", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
