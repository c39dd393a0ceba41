"""The Qt gallery (``make demo-qt``): it builds, lays every component out, switches to right to
left, hands Tab from widget to widget, reports what fired; its picture is the README's."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import buttongroup as bg
from buttongroup.qt import ButtonGroupWidget
from .qt_helpers import assert_pixel, over, padding_point, point

GALLERY = Path(__file__).resolve().parents[4] / "examples" / "qt" / "qt_gallery.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("qt_gallery", GALLERY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def window(app: QApplication) -> Iterator[Any]:
    gallery = load().Gallery()
    gallery.resize(560, 670)
    gallery.show()
    QApplication.processEvents()
    yield gallery
    gallery.rtl.setChecked(False)
    gallery.close()


def test_the_picture_shows_every_component_where_it_was_laid_out(window: Any, tmp_path: Path) -> None:
    image = window.grab().toImage()
    path = os.environ.get("BUTTONGROUP_QT_PICTURE") or str(tmp_path / "qt.png")
    assert image.save(path), path
    widget: ButtonGroupWidget = window.groups[0][1]
    layout = widget.layout_result
    assert layout is not None
    for slot in layout.slots:
        x, y = padding_point(slot.frame, [slot.title_frame, slot.icon_frame])
        at = widget.mapTo(window, QPoint(round(x), round(y)))
        colors = widget.theme.button_colors(slot.role, slot.state)
        assert_pixel(image, at.x(), at.y(), over(colors.background, widget.palette().window().color()),
                     f"the gallery's slot {slot.title or 'More'}")
    assert window.toolbar.layout_result.groups, "the toolbar shows groups"
    assert all(button.view is not None and button.view.bounds.width > 0 for button in window.buttons)


def test_right_to_left_mirrors_every_component(window: Any) -> None:
    widget: ButtonGroupWidget = window.groups[0][1]
    leading = widget.layout_result.slots[0].frame
    window.rtl.setChecked(True)
    QApplication.processEvents()
    assert widget.direction is bg.Direction.RTL and window.toolbar.direction is bg.Direction.RTL
    mirrored = widget.layout_result.slots[0].frame
    assert mirrored.x == pytest.approx(widget.width() - leading.max_x, abs=1), "the first item at the right"


def test_narrowing_the_window_moves_items_into_more(window: Any) -> None:
    width_policy: ButtonGroupWidget = window.groups[3][1]
    before = len(width_policy.layout_result.overflow_items)
    window.resize(380, 670)
    QApplication.processEvents()
    assert len(width_policy.layout_result.overflow_items) > before, "narrower: more items overflow"
    assert window.toolbar.layout_result.overflowed, "and toolbar groups move into its menu"


def test_tab_leaves_a_component_after_its_last_button_and_clicks_are_reported(window: Any) -> None:
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    first: ButtonGroupWidget = window.groups[0][1]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    order = [node.slot_index for node in first.layout_result.accessibility if node.enabled]
    assert first.layout_result.slots[order[0]].state & bg.State.FOCUSED
    for _ in order[1:]:
        QTest.keyClick(first, Qt.Key.Key_Tab)
        assert first.hasFocus()
    QTest.keyClick(first, Qt.Key.Key_Tab)
    assert not first.hasFocus(), "past its last button, Tab moves to the next widget"
    assert not any(slot.state & bg.State.FOCUSED for slot in first.layout_result.slots)
    pay = first.layout_result.slots[0]
    QTest.mouseClick(first, Qt.MouseButton.LeftButton, pos=point(*pay.frame.center))
    assert window.fired == ["Pay"] and window.status.text() == "fired: Pay"
    follow = window.buttons[-1]
    QTest.mouseClick(follow, Qt.MouseButton.LeftButton, pos=point(*follow.view.bounds.center))
    QApplication.processEvents()
    assert window.fired[-1] == "Follow" and follow.view.title == "Following", "the toggle relaid itself out"
