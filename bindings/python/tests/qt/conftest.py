"""Setup of the Qt widget tests (``make test-qt``): Qt draws offscreen, one ``QApplication``.

These tests need PySide6 and run in their own target, ``make test-qt``, which sets
``BUTTONGROUP_QT_TESTS=1``; the package's own suite (``make test-python``, which also runs
against sanitizer builds of the library) does not collect them.
"""

from __future__ import annotations

import os
from typing import Iterator

import pytest

if not os.environ.get("BUTTONGROUP_QT_TESTS"):
    collect_ignore_glob = ["test_*.py"]
else:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    @pytest.fixture(scope="session")
    def app() -> Iterator[QApplication]:
        """The one application (Qt allows one per process)."""
        instance = QApplication.instance() or QApplication(["buttongroup-qt-tests"])
        yield instance  # type: ignore[misc]
