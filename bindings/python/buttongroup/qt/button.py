"""``ButtonWidget``: a configuration-based ``Button`` (or a ``Button.with_label`` one) as a QWidget.

The button is laid out at its size that fits, narrowed to the widget's width, at the widget's
leading edge and centred vertically. The widget paints what the ``ButtonView`` says in the
colours the provider chose for the state: a label button's label background, the fill with its
corner radius, the stroke on its own frame and radius, the image or a turning activity
indicator, the title and the subtitle.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

import buttongroup as bg

from ._base import A11yTarget, ComponentWidget
from ._painting import IconSource, draw_text, fill_shape, focus_ring, qcolor, qrect

LABEL_RADIUS = 6.0
"""Points: a label button's label background corners (the layout gives its frame only)."""
SPIN_MS = 100
"""The activity indicator turns one spoke this often."""


class ButtonWidget(ComponentWidget):
    """Shows ``button`` (a ``bg.Button``, configured as you like; its ``measure`` is set to the
    widget's fonts). When the button changes (``enabled``, ``selected``, its configuration) the
    widget lays it out again through the button's ``on_updated``, unless that was set already:
    then call ``refresh()``. ``theme`` names the typography for the fonts (None: the built-in one)."""

    def __init__(self, button: bg.Button, theme: bg.Theme | None = None, icons: IconSource | None = None,
                 parent: QWidget | None = None) -> None:
        if not isinstance(button, bg.Button):
            raise TypeError(f"button must be a buttongroup.Button, not {type(button).__name__}")
        super().__init__(theme, icons, parent)
        self.button = button
        button.measure = self.fonts.measure
        if button.on_updated is None:  # the button says when it changed: lay out and repaint then
            button.on_updated = self._updated
        self.view: bg.ButtonView
        """The latest layout (what is painted)."""
        self.origin = QPointF(0, 0)
        """Where the button's top-left corner is in the widget."""
        self.phase = 0
        self._spinner = QTimer(self)
        self._spinner.setInterval(SPIN_MS)
        self._spinner.timeout.connect(self._spin)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self._relayout()

    # ------------------------------------------------------------------ layout

    def _relayout(self) -> None:
        fits = self.button.size_that_fits()
        width = min(fits.width, max(self.width(), 1))
        self.view = self.button.layout(width, fits.height, self.scale, self.direction)
        bounds = self.view.bounds
        x = self.width() - bounds.width if self.direction is bg.Direction.RTL else 0.0
        self.origin = QPointF(max(x, 0.0), max((self.height() - bounds.height) / 2, 0.0))
        busy = self.view.activity_indicator_frame is not None
        if busy and not self._spinner.isActive():
            self._spinner.start()
        elif not busy:
            self._spinner.stop()
        accessibility = self.button.accessibility
        self.setAccessibleName(accessibility.label)
        self.setAccessibleDescription(accessibility.value or "")

    def sizeHint(self) -> QSize:  # noqa: N802
        """The button's size that fits."""
        fits = self.button.size_that_fits()
        return QSize(math.ceil(fits.width - 0.01), math.ceil(fits.height - 0.01))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """The height that fits and a 44-point width (titles truncate below that fits)."""
        fits = self.sizeHint()
        return QSize(min(44, fits.width()), fits.height())

    def frame_in_widget(self, rect: bg.Rect) -> QRectF:
        """``rect`` (button coordinates) in widget coordinates."""
        return qrect(rect).translated(self.origin)

    # ---------------------------------------------------------------- painting

    def _paint(self, painter: QPainter) -> None:
        view = self.view
        painter.translate(self.origin)
        if view.label_background_frame is not None:
            fill_shape(painter, qrect(view.label_background_frame), [LABEL_RADIUS] * 4, view.label_background_color)
        background = view.background
        if background is not None:
            fill_shape(painter, qrect(background.frame), [background.corner_radius] * 4, view.fill_color)
            fill_shape(painter, qrect(background.stroke_frame), [background.stroke_corner_radius] * 4, None,
                       view.stroke_color, view.stroke_width)
        rtl = self.direction is bg.Direction.RTL
        if view.image is not None and view.image_frame is not None:
            self.icons.paint(painter, view.image, qrect(view.image_frame), view.foreground_color, rtl,
                             view.fill_color)
        if view.activity_indicator_frame is not None:
            self._paint_spinner(painter, qrect(view.activity_indicator_frame), view.foreground_color)
        for text, frame, color, token in ((view.title, view.title_frame, view.title_color, "button"),
                                          (view.subtitle, view.subtitle_frame, view.subtitle_color, "subtitle")):
            if text and frame is not None:
                draw_text(painter, qrect(frame), text, self.fonts.font(token), color)
        if view.state & bg.State.FOCUSED:
            radius = background.corner_radius if background is not None else LABEL_RADIUS
            focus_ring(painter, qrect(view.bounds), [radius] * 4, self.focus_color())

    def _paint_spinner(self, painter: QPainter, rect: QRectF, color: int) -> None:
        """Eight spokes fading round the centre, the leading one at ``phase``."""
        centre, r = rect.center(), min(rect.width(), rect.height()) / 2
        for spoke in range(8):
            angle = math.radians(90 - 45 * (spoke + self.phase))
            alpha = round((color & 0xFF) * (1 - spoke / 9))
            pen = QPen(qcolor(color & ~0xFF | alpha), max(1.5, r / 5))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            dx, dy = math.cos(angle), -math.sin(angle)
            painter.drawLine(QPointF(centre.x() + dx * r * 0.45, centre.y() + dy * r * 0.45),
                             QPointF(centre.x() + dx * r * 0.95, centre.y() + dy * r * 0.95))

    def _updated(self) -> None:
        QTimer.singleShot(0, self.refresh)  # after the call that changed the button returns

    def _spin(self) -> None:
        self.phase = (self.phase + 1) % 8
        self.update()

    # ------------------------------------------------------------------- input

    def _pressable(self, x: float, y: float) -> bool:
        return self.button.enabled and self.view.hit_frame.contains(x - self.origin.x(), y - self.origin.y())

    def _pointer(self, phase: bg.PointerPhase, x: float, y: float) -> None:
        self.button.pointer(phase, x - self.origin.x(), y - self.origin.y())

    def _object_focus(self, move: bg.FocusMove) -> object | None:
        if move is bg.FocusMove.CLEAR:
            self.button.focus(False)
            return None
        return 0 if self.button.focus(True) else None

    def _focus_order(self) -> list[object]:
        return [0]

    def _activate_focused(self) -> None:
        self.button.activate()

    def _a11y_targets(self) -> list[A11yTarget]:
        a11y = self.button.accessibility
        states = [word for flag, word in ((a11y.selected, "selected"), (a11y.busy, "busy")) if flag]
        description = ", ".join(["button"] + ([a11y.value] if a11y.value else []) + states)
        frame = self.frame_in_widget(self.view.bounds)
        return [A11yTarget(a11y.label, description, bg.Rect(frame.x(), frame.y(), frame.width(), frame.height()),
                           a11y.enabled, self._press)]

    def _press(self) -> None:
        if self.button.enabled:
            self.button.activate()
        self.refresh()

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self._spinner.stop()
        super().closeEvent(event)
