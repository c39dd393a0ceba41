"""Test setup.

With BUTTONGROUP_LIBRARY set, the package is imported from this source tree and loads that
library; without it, the installed package (`pip install ./bindings/python`, with its
bundled library) is tested. With BUTTONGROUP_TEST_WITHOUT_SPEEDUPS=1 the compiled module is
hidden, as on an install built without a compiler: every path is then the Python one
(`make test-python` runs the suite that way too, less the compiled module's own tests).
"""

from __future__ import annotations

import gc
import os
import sys
import threading
from pathlib import Path
from typing import Callable, Iterator

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
if os.environ.get("BUTTONGROUP_LIBRARY"):
    sys.path.insert(0, str(PACKAGE_ROOT))
else:  # not the source tree (`python -m pytest` puts the working directory first)
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != PACKAGE_ROOT]

if os.environ.get("BUTTONGROUP_TEST_WITHOUT_SPEEDUPS") == "1":
    sys.modules["buttongroup._speedups"] = None  # its import fails

import buttongroup  # noqa: E402
from buttongroup import _callbacks  # noqa: E402


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


@pytest.fixture(params=["compiled", "ctypes"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Runs the test on both layout paths: the compiled one and the ctypes one. Layout functions
    are made on an object's first use, so objects must be made inside the test."""
    if request.param == "ctypes":
        monkeypatch.setattr(buttongroup._accelerator, "GROUP_FRAMES", None)
        monkeypatch.setattr(buttongroup._accelerator, "GROUP_LAYOUT", None)
        monkeypatch.setattr(buttongroup._accelerator, "BUTTON_LAYOUT", None)
        monkeypatch.setattr(buttongroup._accelerator, "TOOLBAR_FRAMES", None)
        monkeypatch.setattr(buttongroup._accelerator, "TOOLBAR_LAYOUT", None)
    yield request.param
