"""What the Qt widget tests share: showing a widget, reading its pixels, sending pointer events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

import buttongroup as bg

TOLERANCE = 6
"""Per channel: antialiasing at shape edges and rounding of composited colours."""


def show(widget: QWidget, width: int, height: int | None = None) -> QImage:
    """Shows ``widget`` at ``width`` (and ``height``, else its size hint's) and returns what it paints."""
    widget.resize(width, height if height is not None else max(widget.sizeHint().height(), 1))
    widget.show()
    QApplication.processEvents()
    return widget.grab().toImage()


def over(color: int, backdrop: QColor) -> QColor:
    """``0xRRGGBBAA`` composited over the opaque ``backdrop``."""
    alpha = (color & 0xFF) / 255
    top = (color >> 24 & 0xFF, color >> 16 & 0xFF, color >> 8 & 0xFF)
    bottom = (backdrop.red(), backdrop.green(), backdrop.blue())
    return QColor(*(round(t * alpha + b * (1 - alpha)) for t, b in zip(top, bottom)))


def assert_pixel(image: QImage, x: float, y: float, expected: QColor, what: str) -> None:
    """The pixel under point (x, y) is ``expected`` (within ``TOLERANCE`` per channel)."""
    ratio = image.devicePixelRatio()
    got = image.pixelColor(int(x * ratio), int(y * ratio))
    deltas = [abs(a - b) for a, b in zip(got.getRgb()[:3], expected.getRgb()[:3])]
    assert max(deltas) <= TOLERANCE, f"{what}: pixel at ({x:.1f}, {y:.1f}) is {got.name()}, expected {expected.name()}"


def mouse(widget: QWidget, kind: QEvent.Type, x: float, y: float, held: bool) -> None:
    """A mouse event at (x, y), the left button held (``held``) or not, as a window sends it."""
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    point = QPointF(x, y)
    event = QMouseEvent(kind, point, widget.mapToGlobal(point), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def padding_point(frame: bg.Rect, content: list[bg.Rect | None]) -> tuple[float, float]:
    """A point on ``frame``'s middle row between its leading edge and its content (the fill
    shows there: no title, no icon)."""
    starts = [rect.x for rect in content if rect is not None and rect.width > 0]
    inner = min(starts) if starts else frame.x + frame.width / 2
    return (frame.x + inner) / 2 + 0.5, frame.y + frame.height / 2


def point(x: float, y: float) -> QPoint:
    """The pixel position of point (x, y), for ``QTest``."""
    return QPoint(round(x), round(y))


def focus_window(widget: QWidget) -> None:
    """Makes ``widget``'s window the active one and gives ``widget`` keyboard focus (as a
    click would: no target of its own is focused yet)."""
    widget.activateWindow()
    assert QTest.qWaitForWindowActive(widget)
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    assert widget.hasFocus()
