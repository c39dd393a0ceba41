"""``ToolbarWidget``: a ``Toolbar`` of control groups as a QWidget.

Joined groups (segmented, navigation, a menu-style group's button) get the layout's fill colour
behind them with their outer cells' corners; a selected cell its own fill; separators, icons,
titles and a menu group's indicator go where the layout puts them, in the cells' colours. When
groups overflow, the overflow button appears at the trailing end; pressing it (or a menu-style
group) opens the library's menu model as a ``QMenu``, each overflowed group a submenu.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Iterable, Sequence

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

import buttongroup as bg

from ._base import A11yTarget, ComponentWidget, preferred_width
from ._painting import IconSource, draw_text, fill_shape, focus_ring, qcolor, qrect

BAR_COLOR = 0xEEF0F4FF
"""The bar behind the groups (the theme colours the groups, not the bar)."""
SELECTED_INSET = 2.0
"""Points: a selected cell's fill sits this far inside the cell."""
OVERFLOW = "overflow"
"""The focus key of the overflow button (cells are keyed (item, button))."""
JOINED = (bg.ControlGroupStyle.SEGMENTED, bg.ControlGroupStyle.NAVIGATION, bg.ControlGroupStyle.MENU)


class ToolbarWidget(ComponentWidget):
    """A ``Toolbar`` holding ``items`` (``ToolbarItem``s or ``ControlGroup``s) in ``theme``
    (None: the built-in one). ``toolbar`` is the library object: after
    ``toolbar.set_items(...)`` call ``refresh()``."""

    def __init__(self, items: Iterable[bg.ToolbarItem | bg.ControlGroup] = (), theme: bg.Theme | None = None,
                 icons: IconSource | None = None, parent: QWidget | None = None) -> None:
        super().__init__(theme, icons, parent)
        self.toolbar = bg.Toolbar(items, theme=self.theme, measure=self.fonts.measure, on_menu=self._present_menu,
                                  on_menu_dismissed=self.close_menu)
        self.background = qcolor(BAR_COLOR)
        # First at the preferred width, as ButtonGroupWidget does.
        self.layout_result: bg.ToolbarLayout = self.toolbar.layout(preferred_width(self.toolbar), self.scale,
                                                                   self.direction)
        """The latest layout (what is painted)."""
        self.overflow_pressed = False
        self._tracking_overflow = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # ------------------------------------------------------------------ layout

    def _relayout(self) -> None:
        self.layout_result = self.toolbar.layout(max(self.width(), 1), self.scale, self.direction)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Wide enough that no group overflows; as high as the layout."""
        return QSize(math.ceil(preferred_width(self.toolbar)), self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Room for the overflow button and one button (the rest overflows)."""
        return QSize(88, self._height())

    def _height(self) -> int:
        return math.ceil(self.layout_result.size.height - 0.01)

    # ---------------------------------------------------------------- painting

    def _paint(self, painter: QPainter) -> None:
        layout = self.layout_result
        painter.fillRect(QRectF(0, layout.size.height - 1 / self.scale, self.width(), 1 / self.scale),
                         qcolor(layout.separator_color))
        for group in layout.groups:
            cells = layout.cells_of(group)
            if group.style in JOINED and cells:
                fill_shape(painter, qrect(group.frame), outer_corners(cells), layout.fill_color)
            for separator in layout.separators_of(group):
                painter.fillRect(qrect(separator), qcolor(layout.separator_color))
            for cell in cells:
                self._paint_cell(painter, cell)
            if group.menu_indicator_frame is not None and cells:
                self.icons.paint(painter, layout.menu_indicator, qrect(group.menu_indicator_frame),
                                 cells[0].foreground_color)
        if layout.overflow_button is not None:
            self._paint_overflow(painter, layout.overflow_button, layout.overflow_icon)

    def _paint_cell(self, painter: QPainter, cell: bg.ControlCell) -> None:
        frame = qrect(cell.frame)
        if cell.fill_color is not None:  # a selected segment or palette cell
            inset = SELECTED_INSET
            fill_shape(painter, frame.adjusted(inset, inset, -inset, -inset),
                       [max(r - inset, inset) for r in cell.corners], cell.fill_color)
        if cell.image and cell.image_frame is not None:
            self.icons.paint(painter, cell.image, qrect(cell.image_frame), cell.foreground_color,
                             self.direction is bg.Direction.RTL)
        if cell.title and cell.title_frame is not None:
            draw_text(painter, qrect(cell.title_frame), cell.title, self.fonts.font("button"), cell.title_color)
        if cell.state & bg.State.FOCUSED:
            focus_ring(painter, frame, cell.corners, self.focus_color())

    def _paint_overflow(self, painter: QPainter, button: bg.Rect, icon: str) -> None:
        """The overflow button in the theme's tint, dimmed while pressed, ringed while focused."""
        tint = self.theme.color("parameters/button/tint")
        if self.overflow_pressed:
            dimming = self.theme.number("parameters/button/dimming/highlighted")
            tint = tint & ~0xFF | round((tint & 0xFF) * dimming)
        frame = qrect(button)
        self.icons.paint(painter, icon, frame, tint)
        if self._focused == OVERFLOW:
            focus_ring(painter, frame, [frame.height() / 2] * 4, self.focus_color())

    # ------------------------------------------------------------------- input

    def _pressable(self, x: float, y: float) -> bool:
        overflow = self.layout_result.overflow_button
        return (overflow is not None and overflow.contains(x, y)) or any(
            cell.enabled and cell.hit_frame.contains(x, y) for cell in self.layout_result.cells)

    def _pointer(self, phase: bg.PointerPhase, x: float, y: float) -> None:
        overflow = self.layout_result.overflow_button
        inside = overflow is not None and overflow.contains(x, y)
        if phase is bg.PointerPhase.DOWN:
            self._tracking_overflow = inside
        self.overflow_pressed = (self._tracking_overflow and inside
                                 and phase in (bg.PointerPhase.DOWN, bg.PointerPhase.MOVE))
        self.toolbar.pointer(phase, x, y)

    def _object_focus(self, move: bg.FocusMove) -> object | None:
        target = self.toolbar.focus(move)
        if target is None:
            return None
        return OVERFLOW if target.kind is bg.ControlTargetKind.OVERFLOW else (target.item, target.button)

    def _focus_order(self) -> list[object]:
        """Every enabled cell in reading order, then the overflow button (the accessibility order)."""
        layout, order = self.layout_result, list[object]()
        for node in layout.accessibility:
            if node.cell is not None and node.enabled:
                order.append((layout.cells[node.cell].item, layout.cells[node.cell].button))
            elif node.cell is None and node.role is bg.A11yRole.MENU_BUTTON:
                order.append(OVERFLOW)
        return order

    def _activate_focused(self) -> None:
        self.toolbar.activate_focused()

    def _a11y_targets(self) -> list[A11yTarget]:
        layout = self.layout_result
        targets, group = [], ""
        for node in layout.accessibility:
            if node.role is bg.A11yRole.GROUP:
                group = node.label
                continue
            kind = "menu button" if node.role is bg.A11yRole.MENU_BUTTON else "button"
            context = f"{group}, " if node.cell is not None and group else ""
            targets.append(A11yTarget(node.label, f"{kind}, {context}{node.position} of {node.count}", node.frame,
                                      node.enabled, partial(self._press_at, node.frame)))
        return targets

    def _press_at(self, frame: bg.Rect) -> None:
        self.toolbar.tap(*frame.center)
        self.refresh()

    # ------------------------------------------------------------------- menus

    def _present_menu(self, model: bg.ControlMenu) -> None:
        """``on_menu``: the menu under the overflow button, or under its menu-style group."""
        menu = QMenu(self)
        menu.setObjectName("buttongroup-overflow-menu" if model.is_overflow else "buttongroup-group-menu")
        menus: dict[int | None, QMenu] = {None: menu}
        for index, entry in enumerate(model.entries):
            parent = menus[entry.parent]
            if entry.is_submenu:
                menus[index] = parent.addMenu(entry.title)
                menus[index].setEnabled(not entry.disabled)
                continue
            action = self._add_entry(parent, entry.title, index, not entry.disabled)
            if entry.selection is not bg.Selection.MOMENTARY:
                action.setCheckable(True)
                action.setChecked(entry.selection is bg.Selection.ON)
        layout = self.layout_result
        anchor = layout.overflow_button if model.is_overflow else None
        group = layout.group_for(model.item) if model.item is not None else None
        anchor = group.frame if group is not None else anchor
        self._show_menu(menu, anchor or bg.Rect(0, 0, self.width(), self.height()), self.toolbar.choose_menu_entry,
                        self.toolbar.dismiss_menu)


def outer_corners(cells: Sequence[bg.ControlCell]) -> tuple[float, float, float, float]:
    """A joined group's background corners: its leftmost cell's left ones, its rightmost's right ones."""
    left = min(cells, key=lambda cell: cell.frame.x)
    right = max(cells, key=lambda cell: cell.frame.x)
    return (left.corners.top_left, right.corners.top_right, right.corners.bottom_right, left.corners.bottom_left)

