"""Test setup.

With BUTTONGROUP_LIBRARY set, the package is imported from this source tree and loads that
library; without it, the installed package (`pip install ./bindings/python`, with its
bundled library) is tested.
"""

from __future__ import annotations

import gc
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Callable, Iterator

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
if os.environ.get("BUTTONGROUP_LIBRARY"):
    sys.path.insert(0, str(PACKAGE_ROOT))
else:  # not the source tree (`python -m pytest` puts the working directory first)
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != PACKAGE_ROOT]

import buttongroup  # noqa: E402
from buttongroup import _callbacks  # noqa: E402


@pytest.fixture(autouse=True)
def ctrl_c_raises() -> Iterator[None]:
    """Ctrl-C raises ``KeyboardInterrupt`` during every test, as in a Python started from a
    terminal, also when the suite was started with SIGINT ignored (in the background by a
    non-interactive shell, or under nohup): Python keeps an ignored SIGINT ignored, and the
    interrupt tests would then see nothing. The disposition found is put back after the test."""
    previous = signal.getsignal(signal.SIGINT)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    if previous is not None:  # None: a handler not set from Python, which cannot be put back
        signal.signal(signal.SIGINT, previous)


@pytest.fixture
def registry_baseline() -> Iterator[int]:
    """The registry size before the test; the test must leave no registration behind."""
    gc.collect()
    before = _callbacks.registry_size()
    yield before
    gc.collect()
    assert _callbacks.registry_size() == before, "the test leaked callback registrations"


AtOnce = Callable[[Callable[[], object]], None]
"""``at_once(function)``: ``function`` run by 8 threads released together, all joined."""


@pytest.fixture
def at_once() -> AtOnce:
    """Runs a function in 8 threads that wait at a barrier and start together (to race), and
    waits for them all."""

    def run(function: Callable[[], object], threads: int = 8) -> None:
        barrier = threading.Barrier(threads)

        def started() -> None:
            barrier.wait()
            function()

        running = [threading.Thread(target=started) for _ in range(threads)]
        for thread in running:
            thread.start()
        for thread in running:
            thread.join()

    return run


@pytest.fixture
def four_items() -> list[buttongroup.Item]:
    """The seed's "With More button" snippet."""
    return [
        buttongroup.Item("Pay"),
        buttongroup.Item("Cash Advance"),
        buttongroup.Item("Transfer"),
        buttongroup.Item("History"),
    ]


RunPython = Callable[[str], "subprocess.CompletedProcess[str]"]
"""``run_python(source)``: ``source`` (dedented) run by ``python -c`` in a child process that imports
this very package, in a temporary directory; its output captured as text."""


@pytest.fixture
def run_python(tmp_path: Path) -> RunPython:
    """Runs Python source in a child interpreter (to see what happens at its exit)."""
    environment = dict(os.environ)
    package_root = str(Path(buttongroup.__file__).resolve().parent.parent)
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [package_root, environment.get("PYTHONPATH")]))

    def run(source: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-c", textwrap.dedent(source)], capture_output=True, text=True,
                              cwd=tmp_path, env=environment, timeout=120)

    return run
