"""A kit error in a notebook is one line in the session language; ``%xmode Verbose`` and
``set_display(short_errors=False)`` give the full traceback back (``cubekit.notebook_errors``).
One real kernel runs the cells, as JupyterLab would."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import cubekit
from cubekit.notebook_errors import render_traceback, short_line

ROOT = Path(__file__).resolve().parents[1]
ANSI = re.compile(r"\x1b\[[0-9;]*m")
PLAY = 'cubekit.load("chain_reaction").initial_state().play("a0")'


@pytest.fixture(scope="module")
def kernel() -> Iterator[Any]:
    from jupyter_client.manager import KernelManager

    manager = KernelManager(kernel_name="python3")
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    manager.start_kernel(env={**os.environ, "PYTHONPATH": path, "CUBEKIT_LANGUAGE": "en"})
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        yield client
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def run(client: Any, code: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Execute ``code``; its error outputs and the reply."""
    errors: list[dict[str, Any]] = []

    def output(message: dict[str, Any]) -> None:
        if message["msg_type"] == "error":
            errors.append(message["content"])

    reply = client.execute_interactive(code, timeout=60, output_hook=output)
    return errors, reply["content"]


def test_a_kit_error_in_a_kernel_is_one_german_line_and_verbose_the_full_traceback(
        kernel: Any) -> None:
    errors, reply = run(kernel, f'import cubekit\ncubekit.set_language("de")\n{PLAY}')
    assert reply["status"] == "error"            # "run all" still stops here
    assert len(errors) == 1 and errors[0]["ename"] == "NotationError"
    lines = "".join(errors[0]["traceback"]).splitlines()
    assert len(lines) == 1
    line = ANSI.sub("", lines[0])
    assert line.startswith("✗ ") and "liegt nicht auf dem 6x6-Brett" in line
    assert "Traceback" not in line and "cubekit" not in line

    errors, _ = run(kernel, f"%xmode Verbose\n{PLAY}")
    text = ANSI.sub("", "\n".join(errors[0]["traceback"]))
    assert len(text.splitlines()) > 10 and "rules.py" in text and "NotationError" in text

    errors, _ = run(kernel, f"%xmode Context\ncubekit.set_display(short_errors=False)\n{PLAY}")
    assert len(ANSI.sub("", "\n".join(errors[0]["traceback"])).splitlines()) > 10
    errors, _ = run(kernel, f"cubekit.set_display(short_errors=True)\n{PLAY}")
    assert len("".join(errors[0]["traceback"]).splitlines()) == 1


def test_other_errors_keep_their_traceback_in_a_kernel(kernel: Any) -> None:
    errors, _ = run(kernel, "def f():\n    return 1 / 0\nf()")
    assert errors[0]["ename"] == "ZeroDivisionError"
    assert len(errors[0]["traceback"]) > 1


def test_outside_ipython_the_hook_gives_pythons_own_traceback() -> None:
    try:
        cubekit.load("chain_reaction").initial_state().play("a0")
    except cubekit.NotationError as error:
        lines = render_traceback(error)
        assert lines[0].startswith("Traceback") and "NotationError" in lines[-1]
        assert short_line(error, colour=False).startswith("✗ the square")


@pytest.mark.parametrize("raise_it", [
    lambda: cubekit.load("chain_reaction").initial_state().play("a0"),
    lambda: cubekit.load("chain_reaction", width=1),
    lambda: cubekit.load("chain_reaction", colour=1),
    lambda: cubekit.set_display(scale=99),
    lambda: cubekit.load_scenarios(ROOT / "missing.toml"),
])
def test_every_kit_error_has_the_hook(raise_it: Any) -> None:
    with pytest.raises(Exception) as caught:
        raise_it()
    assert hasattr(caught.value, "_render_traceback_")
    assert short_line(caught.value, colour=False).count("\n") == 0
