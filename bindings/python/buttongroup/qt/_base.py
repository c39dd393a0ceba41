"""``ComponentWidget``: what the three widgets share.

A component widget owns one library object. It lays it out at its own width on every resize
(and on a change of direction or content), paints the layout, and hands input to the library:
mouse press, drag and release to its pointer state machine, Tab / Shift+Tab, the arrow keys,
Home / End, Return / Enter / Space and Escape to its focus rules. Tab walks the object's own
targets first and leaves the widget (Qt's focus chain) when they wrap. Each target the
accessibility nodes name gets an invisible child button carrying its accessible name and
description, so screen readers see every button and can press it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QMenu, QWidget

import buttongroup as bg

from ._painting import FontBook, IconSource

FOCUS_TOKEN = "color/button/primary/focused/border"
"""The theme colour of focus rings."""
FALLBACK_WIDTH = 320.0
"""Points: the preferred width of a group or toolbar that never overflows for lack of width."""


def preferred_width(component: bg.ButtonGroup | bg.Toolbar) -> float:
    """The width from which nothing of ``component`` overflows for lack of width: its widest
    breakpoint's ``moves_out``."""
    finite = [point.moves_out for point in component.breakpoints() if point.moves_out != math.inf]
    return max(finite, default=FALLBACK_WIDTH)


@dataclass(frozen=True)
class A11yTarget:
    """One accessibility node as a widget shows it."""

    name: str
    description: str
    frame: bg.Rect
    enabled: bool
    press: Callable[[], Any]


class _A11yButton(QAbstractButton):
    """An invisible, mouse-transparent child standing for one button to accessibility tools."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.press: Callable[[], Any] | None = None
        self.clicked.connect(self._clicked)

    def _clicked(self) -> None:
        if self.press is not None:
            self.press()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """Draws nothing: the component widget paints every button."""


class ComponentWidget(QWidget):
    """The base of the component widgets (not used alone)."""

    def __init__(self, theme: bg.Theme | None, icons: IconSource | None, parent: QWidget | None) -> None:
        for name, value, kind in (("theme", theme, bg.Theme), ("icons", icons, IconSource)):
            if value is not None and not isinstance(value, kind):
                raise TypeError(f"{name} must be a {kind.__module__}.{kind.__name__} or None, "
                                f"not {type(value).__name__}")
        super().__init__(parent)
        self.theme = theme if theme is not None else bg.Theme.builtin()
        self.fonts = FontBook(self.theme)
        self.icons = icons if icons is not None else IconSource()
        self.background: QColor | None = None
        """The colour painted behind the component (None: the palette's window colour)."""
        self.menu: QMenu | None = None
        """The overflow menu or action sheet on screen, if any."""
        self._choose: Callable[[int], None] | None = None
        self._dismiss: Callable[[], None] | None = None
        self._a11y: list[_A11yButton] = []
        self._focused: object | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    # ------------------------------------------ what each widget implements for its object

    def _relayout(self) -> None:  # lays the object out at self.width() and keeps the result
        raise NotImplementedError

    def _paint(self, painter: QPainter) -> None:
        raise NotImplementedError

    def _pointer(self, phase: bg.PointerPhase, x: float, y: float) -> None:
        raise NotImplementedError

    def _object_focus(self, move: bg.FocusMove) -> object | None:  # the key of what is focused
        raise NotImplementedError

    def _focus_order(self) -> list[object]:  # the keys _object_focus returns, in reading order
        raise NotImplementedError

    def _activate_focused(self) -> None:
        raise NotImplementedError

    def _a11y_targets(self) -> list[A11yTarget]:
        raise NotImplementedError

    def _pressable(self, x: float, y: float) -> bool:
        """True over an enabled target: the pointer shows a pointing hand there (hover feedback;
        the themes have no hover colour)."""
        raise NotImplementedError

    # --------------------------------------------------------------- helpers

    @property
    def scale(self) -> float:
        """Device pixels per point: the library snaps frames to them."""
        return float(self.devicePixelRatioF()) or 1.0

    @property
    def direction(self) -> bg.Direction:
        """The library's direction, from the widget's layout direction."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        return bg.Direction.RTL if rtl else bg.Direction.LTR

    def _focus(self, move: bg.FocusMove) -> object | None:
        """Moves the object's focus and remembers what it focused."""
        self._focused = self._object_focus(move)
        return self._focused

    def focus_color(self) -> int:
        """The focus ring's colour: the theme's focused primary border."""
        return self.theme.color(FOCUS_TOKEN)

    def refresh(self) -> None:
        """Lays out again and repaints (after a change the widget cannot see)."""
        self._relayout()
        self._sync_a11y()
        self.updateGeometry()
        self.update()

    def _sync_a11y(self) -> None:
        targets = self._a11y_targets()
        while len(self._a11y) < len(targets):
            self._a11y.append(_A11yButton(self))
        for proxy, target in zip(self._a11y, targets):
            proxy.setAccessibleName(target.name)
            proxy.setAccessibleDescription(target.description)
            proxy.setText(target.name)
            proxy.setEnabled(target.enabled)
            frame = target.frame
            proxy.setGeometry(QRectF(frame.x, frame.y, frame.width, frame.height).toAlignedRect())
            proxy.press = target.press
            proxy.show()
        for proxy in self._a11y[len(targets):]:
            proxy.hide()

    def accessible_buttons(self) -> list[QAbstractButton]:
        """The children that stand for the buttons to accessibility tools, in reading order."""
        return [proxy for proxy in self._a11y if not proxy.isHidden()]

    # ----------------------------------------------------------------- events

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.refresh()

    def changeEvent(self, event: Any) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (event.Type.LayoutDirectionChange, event.Type.DevicePixelRatioChange):
            self.refresh()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.background or self.palette().window().color())
        self._paint(painter)
        painter.end()

    def _mouse(self, phase: bg.PointerPhase, event: QMouseEvent) -> None:
        point = event.position()
        self._pointer(phase, point.x(), point.y())
        self.refresh()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._mouse(bg.PointerPhase.DOWN, event)
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._mouse(bg.PointerPhase.MOVE, event)
            return
        point = event.position()
        pressable = self._pressable(point.x(), point.y())
        self.setCursor(Qt.CursorShape.PointingHandCursor if pressable else Qt.CursorShape.ArrowCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._mouse(bg.PointerPhase.UP, event)
        else:
            super().mouseReleaseEvent(event)

    # ------------------------------------------------------------------ focus

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        reason = event.reason()
        if reason == Qt.FocusReason.BacktabFocusReason:
            self._focus(bg.FocusMove.LAST)
        elif reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.ShortcutFocusReason):
            self._focus(bg.FocusMove.FIRST)
        self.refresh()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self._focus(bg.FocusMove.CLEAR)
            self.refresh()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt's names
        """Tab / Shift+Tab: the object's next target; at its end, Qt's next widget."""
        order, before = self._focus_order(), self._focused
        if before is None and order and self.hasFocus():  # focus came by a click or the window
            self._focus(bg.FocusMove.FIRST if next else bg.FocusMove.LAST)
            self.refresh()
            return True
        if before in order:
            after = self._focus(bg.FocusMove.NEXT if next else bg.FocusMove.PREVIOUS)
            stepped = after in order and (order.index(after) > order.index(before) if next
                                          else order.index(after) < order.index(before))
            if stepped:
                self.refresh()
                return True
        self._focus(bg.FocusMove.CLEAR)
        self.refresh()
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key, rtl = Qt.Key(event.key()), self.direction is bg.Direction.RTL
        moves = {Qt.Key.Key_Right: bg.FocusMove.PREVIOUS if rtl else bg.FocusMove.NEXT,
                 Qt.Key.Key_Left: bg.FocusMove.NEXT if rtl else bg.FocusMove.PREVIOUS,
                 Qt.Key.Key_Down: bg.FocusMove.NEXT, Qt.Key.Key_Up: bg.FocusMove.PREVIOUS,
                 Qt.Key.Key_Home: bg.FocusMove.FIRST, Qt.Key.Key_End: bg.FocusMove.LAST,
                 Qt.Key.Key_Escape: bg.FocusMove.CLEAR}
        if key in moves:
            if self._focused is None and moves[key] in (bg.FocusMove.NEXT, bg.FocusMove.PREVIOUS):
                self._focus(bg.FocusMove.FIRST)
            else:
                self._focus(moves[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._focused is not None:
            self._activate_focused()
        else:
            super().keyPressEvent(event)
            return
        self.refresh()

    # ------------------------------------------------------------------ menus

    def _add_entry(self, menu: QMenu, title: str, index: int, enabled: bool) -> QAction:
        """Adds the entry ``index`` of the library's menu model to ``menu``."""
        action = menu.addAction(title)
        action.setData(index)
        action.setEnabled(enabled)
        action.triggered.connect(self._entry_triggered)
        return action

    def _show_menu(self, menu: QMenu, anchor: bg.Rect, choose: Callable[[int], None],
                   dismiss: Callable[[], None]) -> None:
        """Pops ``menu`` up under ``anchor`` (its trailing edge right to left). Choosing an entry
        calls ``choose`` with its index; closing the menu any other way calls ``dismiss``."""
        self.close_menu()
        self.menu, self._choose, self._dismiss = menu, choose, dismiss
        menu.aboutToHide.connect(self._menu_hiding)
        rtl = self.direction is bg.Direction.RTL
        x = anchor.x + anchor.width if rtl else anchor.x
        point = self.mapToGlobal(QPointF(x, anchor.y + anchor.height).toPoint())
        if rtl:
            point.setX(point.x() - menu.sizeHint().width())
        menu.popup(point)

    def _entry_triggered(self) -> None:
        """An entry was chosen: the library fires its action."""
        action, choose = self.sender(), self._choose
        if isinstance(action, QAction) and choose is not None:
            self._forget_menu()
            choose(int(action.data()))
            self.refresh()

    def _menu_hiding(self) -> None:
        # Qt hides a menu before it triggers the chosen entry: wait for that before dismissing.
        QTimer.singleShot(0, self._menu_hidden)

    def _menu_hidden(self) -> None:
        dismiss = self._dismiss
        if self.menu is not None and not self.menu.isVisible() and dismiss is not None:
            self._forget_menu()
            dismiss()
            self.refresh()

    def _forget_menu(self) -> None:
        menu, self.menu, self._choose, self._dismiss = self.menu, None, None, None
        if menu is not None:
            menu.hide()
            menu.deleteLater()

    def close_menu(self) -> None:
        """Takes the menu down without telling the library (it withdrew the menu itself)."""
        self._forget_menu()

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self.close_menu()
        super().closeEvent(event)
