"""``ButtonGroupWidget``: a ``ButtonGroup`` as a QWidget.

Each slot is painted with its own corner radii (capsules, or a grouped run's square inner
corners) in ``Theme.button_colors(role, state)``, so pressed, focused and disabled slots look
it; then its icon and title. Activating More shows the action sheet as a ``QMenu`` under the
More slot: its title and message, the overflowed items, Cancel.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Iterable

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

import buttongroup as bg

from ._base import A11yTarget, ComponentWidget, preferred_width
from ._painting import IconSource, draw_text, fill_shape, focus_ring, qrect

BORDER_WIDTH = 1.5
"""Points: the slots' border (the theme gives its colour, not its width)."""


class ButtonGroupWidget(ComponentWidget):
    """A ``ButtonGroup`` of ``items`` laid out with ``parameters`` in ``theme`` (None: the
    built-in one). ``group`` is the library object: update it (``group.update(items)``), then
    call ``refresh()``. ``icons`` supplies host icons (default: the built-in set)."""

    def __init__(self, items: Iterable[bg.Item] = (), parameters: bg.Parameters | None = None,
                 theme: bg.Theme | None = None, icons: IconSource | None = None, parent: QWidget | None = None,
                 **callbacks: Any) -> None:
        super().__init__(theme, icons, parent)
        self.group = bg.ButtonGroup(items, parameters, self.theme, measure=self.fonts.measure,
                                    on_present_action_sheet=self._present_sheet,
                                    on_action_sheet_dismissed=self.close_menu, **callbacks)
        # First at the preferred width, where nothing overflows: as a first layout leaves the
        # overflow's memory, whatever width the widget has before it is shown.
        self.layout_result: bg.GroupLayout = self.group.layout(preferred_width(self.group), self.scale,
                                                               self.direction)
        """The latest layout (what is painted)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # ------------------------------------------------------------------ layout

    def _relayout(self) -> None:
        self.layout_result = self.group.layout(max(self.width(), 1), self.scale, self.direction)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Wide enough that no item overflows for lack of width (a count policy's More stays);
        as high as the layout. (Sizes come from the latest layout and the breakpoints: laying
        out at another width would move the overflow's memory.)"""
        return QSize(math.ceil(preferred_width(self.group)), self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """One 44-point touch target per slot shown, and the layout's height."""
        return QSize(44 * max(len(self.layout_result.slots), 1), self._height())

    def _height(self) -> int:
        return math.ceil(self.layout_result.size.height - 0.01)

    # ---------------------------------------------------------------- painting

    def _paint(self, painter: QPainter) -> None:
        rtl = self.direction is bg.Direction.RTL
        for slot in self.layout_result.slots:
            colors = self.theme.button_colors(slot.role, slot.state)
            frame = qrect(slot.frame)
            fill_shape(painter, frame, slot.corners, colors.background, colors.border, BORDER_WIDTH)
            if slot.icon:
                self.icons.paint(painter, slot.icon, qrect(slot.icon_frame), colors.foreground, rtl,
                                 colors.background)
            if slot.title:
                draw_text(painter, qrect(slot.title_frame), slot.title, self.fonts.font("button"),
                          colors.foreground)
            if slot.state & bg.State.FOCUSED:
                focus_ring(painter, frame, slot.corners, self.focus_color())

    # ------------------------------------------------------------------- input

    def _pressable(self, x: float, y: float) -> bool:
        return any(slot.hit_frame.contains(x, y) and not slot.state & bg.State.DISABLED
                   for slot in self.layout_result.slots)

    def _pointer(self, phase: bg.PointerPhase, x: float, y: float) -> None:
        self.group.pointer(phase, x, y)

    def _object_focus(self, move: bg.FocusMove) -> object | None:
        return self.group.focus(move)

    def _focus_order(self) -> list[object]:
        return [node.slot_index for node in self.layout_result.accessibility if node.enabled]

    def _activate_focused(self) -> None:
        self.group.activate_focused()

    def _a11y_targets(self) -> list[A11yTarget]:
        return [A11yTarget(node.label, f"{'menu button' if node.role is bg.A11yRole.MENU_BUTTON else 'button'}, "
                           f"{node.position} of {node.count}", node.frame, node.enabled,
                           partial(self._press_slot, node.slot_index))
                for node in self.layout_result.accessibility]

    def _press_slot(self, index: int) -> None:
        self.group.activate_slot(index)
        self.refresh()

    # ------------------------------------------------------------------ sheet

    def _present_sheet(self, sheet: bg.ActionSheet) -> None:
        """``on_present_action_sheet``: the sheet as a menu under the More slot."""
        menu = QMenu(self)
        menu.setObjectName("buttongroup-action-sheet")
        if sheet.title or sheet.message:
            menu.addSection(" — ".join(text for text in (sheet.title, sheet.message) if text))
        for position, entry in enumerate(sheet.items):
            self._add_entry(menu, entry.title, position, not entry.disabled)
        menu.addSeparator()
        menu.addAction(sheet.cancel_title).triggered.connect(menu.close)
        more = self.layout_result.more_slot
        anchor = more.frame if more is not None else bg.Rect(0, 0, self.width(), self.height())
        self._show_menu(menu, anchor, self.group.choose_sheet_item, self.group.dismiss_sheet)
