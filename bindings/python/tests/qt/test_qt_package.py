"""The optional extra: ``buttongroup`` imports without PySide6, ``buttongroup.qt`` says what to install;
the widgets refuse bad arguments with clear errors."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

import buttongroup
import buttongroup as bg
from buttongroup.qt import ButtonGroupWidget, ButtonWidget, ToolbarWidget


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


def test_bad_arguments_raise_errors_naming_what_was_expected(app: QApplication) -> None:
    with pytest.raises(TypeError, match="button must be a buttongroup.Button, not int"):
        ButtonWidget(42)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="theme must be a buttongroup.theme.Theme or None, not str"):
        ButtonGroupWidget([bg.Item("Pay")], theme="dark")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="icons must be .*IconSource or None, not dict"):
        ToolbarWidget([], icons={})  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"items\[0\] must be a buttongroup.Item"):
        ButtonGroupWidget(["Pay"])  # type: ignore[list-item]
    closed = bg.Button(bg.ButtonConfiguration(title="Gone"))
    closed.close()
    with pytest.raises(bg.InvalidHandleError):
        ButtonWidget(closed)
