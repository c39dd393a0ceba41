"""The optional extra: ``buttongroup`` imports without PySide6, ``buttongroup.qt`` says what to install."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import buttongroup


def test_without_pyside6_the_package_imports_and_the_qt_subpackage_names_the_extra(tmp_path: Path) -> None:
    script = textwrap.dedent("""
        import sys
        sys.modules["PySide6"] = None  # as if it were not installed
        import buttongroup
        buttongroup.ButtonGroup([buttongroup.Item("Pay")]).layout(200)
        try:
            import buttongroup.qt
        except ImportError as error:
            print(error)
        else:
            print("imported")
    """)
    package_root = str(Path(buttongroup.__file__).resolve().parent.parent)  # the package tested here
    env = dict(os.environ, PYTHONPATH=package_root)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, env=env,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "pip install buttongroup[qt]" in done.stdout
