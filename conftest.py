"""Repository-wide pytest set-up: warm kernels for the notebook tests, assertion rewriting
for test files only, and how the tests are shared out among the xdist workers.

``pytest --nbval`` starts a kernel for every notebook. Each pytest process here starts one
fork server (``tools/kernel_pool.py``) the first time it runs a notebook, and nbval's kernels
are forked from it with IPython, matplotlib, ipywidgets and cubekit already imported: the same
fresh kernel per notebook, without two seconds of imports each. ``CUBEKIT_WARM_KERNELS=0``
switches it off; on a system without ``fork`` it is off.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent / "tools"


class WarmKernels:
    """One fork server for this pytest process, started on the first notebook."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.server: subprocess.Popen[bytes] | None = None
        self.folder = Path(tempfile.mkdtemp(prefix="cubekit-kernels-"))

    def start(self) -> None:
        sys.path.insert(0, str(TOOLS))
        try:
            import kernel_pool
        finally:
            sys.path.remove(str(TOOLS))
        # nobody reads the steppers of a notebook under test: drawing ahead is wasted work
        self.server = kernel_pool.start_server(self.folder, env={"CUBEKIT_DRAW_AHEAD": "0"})
        self.config.option.nbval_kernel_name = kernel_pool.KERNEL_NAME

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        if self.server is None and type(item).__name__ == "IPyNbCell":
            self.start()

    def pytest_unconfigure(self) -> None:
        if self.server is not None:
            self.server.terminate()
            self.server.wait(timeout=10)


class _Formatted:
    """A kernel message formatted only when somebody prints it."""

    __slots__ = ("message",)

    def __init__(self, message: object) -> None:
        self.message = message

    def __str__(self) -> str:
        import pprint

        return pprint.pformat(self.message)


def _lazy_nbval_debug_log() -> None:
    """nbval logs every kernel message at debug level with an eager ``pformat(msg)``: with
    logging off that is a pretty-printed copy of every picture the notebooks send, about a
    seventh of the notebook tests' time in the pytest process. Format only when logged."""
    try:
        import nbval.kernel
    except ImportError:
        return
    if getattr(nbval.kernel, "pformat", None) is not None:
        nbval.kernel.pformat = _Formatted  # type: ignore[attr-defined]


def _rewrite_only_tests(config: pytest.Config) -> None:
    """Rewrite the ``assert`` statements of test files only.

    pytest also rewrites every module of each installed package that ships a pytest plugin:
    cubekit (``cubekit.pytest_plugin``), hypothesis, anyio, pytest-benchmark, ... That is
    seconds of work in every pytest process (no cached bytecode when
    ``PYTHONDONTWRITEBYTECODE`` is set, as on CI machines), for library code whose asserts
    are not tests. Modules imported before this runs stay as they are."""
    hook = getattr(config.pluginmanager, "rewrite_hook", None)
    marked = getattr(hook, "_must_rewrite", None)
    if isinstance(marked, set):
        marked.intersection_update({name for name in marked if name.startswith("_pytest")})
        cache = getattr(hook, "_marked_for_rewrite_cache", None)
        if isinstance(cache, dict):
            cache.clear()


SPLIT_BY_GAME = ("tests/test_conformance.py", "tests/test_scale.py")
"""Modules whose tests are shared out game by game (each is a long module of independent
tests per game); every other module stays on one worker, as ``--dist loadscope`` would keep
it (the cells of a notebook in order, a module's browser or server started once)."""


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Group the tests for ``--dist loadgroup``: by module, the modules of
    :data:`SPLIT_BY_GAME` by module and game (the ``name`` or ``game`` parameter)."""
    # on an xdist worker (where the tests are collected) ``dist`` is "no" and ``loadgroup`` set
    if not getattr(config.option, "loadgroup", False) and \
            getattr(config.option, "dist", "no") != "loadgroup":
        return
    for item in items:
        module = item.nodeid.split("::", 1)[0]
        group = module
        if module in SPLIT_BY_GAME:
            params = getattr(getattr(item, "callspec", None), "params", {})
            game = params.get("name", params.get("game"))
            if isinstance(game, str):
                group = f"{module}:{game}"
        item.add_marker(pytest.mark.xdist_group(group))
    _longest_first(items)


def _longest_first(items: list[pytest.Item]) -> None:
    """Order the groups so the long ones start first (with ``--no-loadscope-reorder`` xdist
    hands groups out in this order): the browser tests (one long test each, mostly waiting on
    JupyterLab and Chromium), then the modules split by game, then the rest with the groups of
    most tests first. Started last, a 40-second browser test leaves one worker idle at the end.
    Within a group the collected order stays."""
    def group_of(item: pytest.Item) -> str:
        marker = item.get_closest_marker("xdist_group")
        return str(marker.args[0]) if marker and marker.args else item.nodeid

    sizes: dict[str, int] = {}
    ranks: dict[str, int] = {}
    for item in items:
        group = group_of(item)
        sizes[group] = sizes.get(group, 0) + 1
        module = group.split(":", 1)[0]
        rank = 0 if item.get_closest_marker("browser") else 1 if module in SPLIT_BY_GAME else 2
        ranks[group] = min(ranks.get(group, rank), rank)
    items.sort(key=lambda item: (ranks[group_of(item)], -sizes[group_of(item)]))


def pytest_configure(config: pytest.Config) -> None:
    _rewrite_only_tests(config)
    _lazy_nbval_debug_log()
    wanted = os.environ.get("CUBEKIT_WARM_KERNELS", "1") != "0"
    if (wanted and hasattr(os, "fork") and hasattr(os, "setsid")
            and config.pluginmanager.hasplugin("nbval")
            and getattr(config.option, "nbval", False)
            and not getattr(config.option, "nbval_kernel_name", None)
            and not getattr(config.option, "nbval_current_env", False)):
        config.pluginmanager.register(WarmKernels(config), "cubekit-warm-kernels")
