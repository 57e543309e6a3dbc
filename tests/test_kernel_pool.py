"""The warm kernels of the notebook tests (``tools/kernel_pool.py``) behave like fresh ones:
the notebook's folder, environment and import path, interrupts, and nothing left running."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

TOOLS = Path(__file__).resolve().parents[1] / "tools"
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    sys.path.insert(0, str(TOOLS))
    try:
        import kernel_pool
    finally:
        sys.path.remove(str(TOOLS))
    saved = {name: os.environ.get(name) for name in ("JUPYTER_PATH", kernel_pool.SOCKET_ENV)}
    server = kernel_pool.start_server(tmp_path_factory.mktemp("pool"))
    try:
        yield kernel_pool
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        server.terminate()
        server.wait(timeout=10)


def run(client: Any, code: str) -> tuple[str, dict[str, Any]]:
    """Execute ``code``; the text it printed and the reply."""
    printed: list[str] = []

    def output(message: dict[str, Any]) -> None:
        if message["msg_type"] == "stream":
            printed.append(message["content"]["text"])

    reply = client.execute_interactive(code, timeout=60, output_hook=output)
    return "".join(printed), reply["content"]


def test_a_warm_kernel_is_a_fresh_kernel_in_the_notebooks_folder(pool: Any,
                                                                 tmp_path: Path) -> None:
    from jupyter_client.manager import KernelManager

    manager = KernelManager(kernel_name=pool.KERNEL_NAME)
    manager.start_kernel(cwd=str(tmp_path), env={**os.environ, "CUBEKIT_POOL_TEST": "yes"})
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        printed, reply = run(client, "import os, sys\nprint(os.getcwd(), sys.path[0], "
                                     "os.environ.get('CUBEKIT_POOL_TEST'), "
                                     "'pandas' in sys.modules, 'matplotlib' in sys.modules, "
                                     "'x' in globals(), os.getpid())")
        assert reply["status"] == "ok"
        *seen, pid_text = printed.split()
        assert seen == [str(tmp_path), str(tmp_path), "yes", "False", "True", "False"]
        pid = int(pid_text)
        # an interrupt reaches the kernel through the launcher
        # stop_on_error=False: the kernel must not abort the next request that arrives while
        # it is still winding down from the interrupt (ipykernel aborts queued requests then)
        started = client.execute("import time\nprint('sleeping', flush=True)\ntime.sleep(30)",
                                 stop_on_error=False)
        deadline = time.monotonic() + 30
        while True:   # interrupt only once the cell runs (a busy machine may take a while)
            message = client.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
            if (message["parent_header"].get("msg_id") == started
                    and message["msg_type"] == "stream"):
                break
        manager.interrupt_kernel()
        deadline = time.monotonic() + 20
        while True:
            message = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
            if message["msg_type"] == "execute_reply":
                break
        assert message["content"]["status"] == "error"
        assert message["content"]["ename"] == "KeyboardInterrupt"
        _, reply = run(client, "x = 1")
        assert reply["status"] == "ok"   # and it goes on working
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    # killing the launcher (what nbval does) ends the forked kernel too
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.1)
    assert not _alive(pid)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
