"""``ToolbarView``: a ``Toolbar`` of control groups drawn from its ``ToolbarLayout``.

Joined groups (segmented, navigation, a menu-style group's button) get the layout's
``fill_color`` behind them with their outer cells' corners; a selected cell its own
``fill_color``; separators, images, titles and a menu group's indicator go where the layout
puts them, in the cells' colours (already dimmed for a pressed or disabled cell). When groups
overflow, the overflow button appears at the trailing end; pressing it (or a menu-style group)
calls ``on_menu``, which posts the model as a Tk menu.

The layout reports no state for the overflow button, so this view keeps its own: pressed
while a pointer that went down on it is inside it, focused when ``focus`` named it.
"""

from __future__ import annotations

from typing import Callable, Hashable, Sequence

from buttongroup import (
    A11yRole,
    ControlGroupStyle,
    ControlCell,
    ControlMenu,
    ControlTargetKind,
    Corners,
    Direction,
    FocusMove,
    PointerPhase,
    Rect,
    Size,
    State,
    Toolbar,
    ToolbarItem,
    ToolbarLayout,
)

from .colors import over, rgba, tk_color
from .icons import draw_icon
from .view import FOCUS_GAP, FOCUS_WIDTH, ComponentView, Host

BAR_COLOR = rgba("#EEF0F4")
"""The bar behind the groups (the theme colours the groups, not the bar)."""
SELECTED_INSET = 2.0
"""Points: a selected cell's fill sits this far inside the cell."""
OVERFLOW = ("overflow", None)
"""The focus key of the overflow button (cells are keyed (item, button))."""
JOINED = (ControlGroupStyle.SEGMENTED, ControlGroupStyle.NAVIGATION, ControlGroupStyle.MENU)


class ToolbarView(ComponentView):
    """A ``Toolbar`` whose items come from ``items()`` (called again by ``refresh_items``)."""

    def __init__(self, host: Host, name: str, items: Callable[[], Sequence[ToolbarItem]]) -> None:
        super().__init__(host, name)
        self.items = items
        self.toolbar = Toolbar(items(), theme=host.theme, measure=host.fonts.measure, on_menu=self._present_menu,
                               on_menu_dismissed=host.menus.withdraw)
        self.layout: ToolbarLayout | None = None
        self.backdrop = BAR_COLOR
        self.overflow_pressed = False
        self._tracking_overflow = False  # a pointer went down on the overflow button

    def refresh_items(self) -> None:
        """The state behind the items changed: give the toolbar the new items (focus and the
        overflow memory start over, a presented menu is withdrawn)."""
        self.toolbar.set_items(self.items())
        self.focus_key = None

    def _layout(self, width: float) -> Size:
        self.layout = self.toolbar.layout(width, self.host.scale, self.direction)
        return Size(width, self.layout.size.height)

    # ------------------------------------------------------------------- drawing

    def draw(self) -> None:
        layout, painter = self.layout, self.host.painter
        assert layout is not None
        bar = Rect(self.x, self.y, self.size.width, self.size.height)
        painter.rounded_rect(bar, (0, 0, 0, 0), fill=tk_color(BAR_COLOR), tags=(self.tag, "bar"))
        painter.line([bar.x, bar.max_y - 0.5, bar.max_x, bar.max_y - 0.5], tk_color(layout.separator_color, BAR_COLOR),
                     1 / self.host.scale, (self.tag,))
        group_fill = over(layout.fill_color, BAR_COLOR)
        for group in layout.groups:
            cells = layout.cells_of(group)
            tags = (self.tag, f"group:{group.item}")
            if group.style in JOINED:
                painter.rounded_rect(self.to_canvas(group.frame), outer_corners(cells),
                                     fill=tk_color(layout.fill_color, BAR_COLOR), tags=tags + ("group-bg",),
                                     backdrop=tk_color(BAR_COLOR))
            backdrop = group_fill if group.style in JOINED else BAR_COLOR
            for separator in layout.separators_of(group):
                painter.rounded_rect(self.to_canvas(separator), (0, 0, 0, 0),
                                     fill=tk_color(layout.separator_color, backdrop), tags=tags + ("separator",))
            for cell in cells:
                self._draw_cell(cell, backdrop, tags)
            if group.menu_indicator_frame is not None:
                draw_icon(painter, layout.menu_indicator, self.to_canvas(group.menu_indicator_frame),
                          tk_color(cells[0].foreground_color, backdrop), tags)
        if layout.overflow_button is not None:
            self._draw_overflow(layout.overflow_button, layout.overflow_icon)

    def _draw_cell(self, cell: ControlCell, backdrop: int, tags: tuple[str, ...]) -> None:
        painter = self.host.painter
        tags = tags + (f"cell:{cell.item}:{cell.button}",)
        frame = self.to_canvas(cell.frame)
        if cell.fill_color is not None:  # a selected segment or palette cell
            inner = Rect(frame.x + SELECTED_INSET, frame.y + SELECTED_INSET, frame.width - 2 * SELECTED_INSET,
                         frame.height - 2 * SELECTED_INSET)
            radii = [max(r - SELECTED_INSET, SELECTED_INSET) for r in cell.corners]
            painter.rounded_rect(inner, radii, fill=tk_color(cell.fill_color, backdrop), tags=tags + ("selected",))
            backdrop = over(cell.fill_color, backdrop)
        if cell.image and cell.image_frame is not None:
            draw_icon(painter, cell.image, self.to_canvas(cell.image_frame), tk_color(cell.foreground_color, backdrop),
                      tags, mirrored=self.direction is Direction.RTL, fonts=self.host.fonts.caption,
                      backdrop=tk_color(backdrop))
        if cell.title and cell.title_frame is not None:
            x, y = self.to_canvas(cell.title_frame).center
            painter.text(x, y, cell.title, self.host.fonts.font("button"), tk_color(cell.title_color, backdrop),
                         tags=tags + ("title",))
        if cell.state & State.FOCUSED:
            painter.ring(frame, cell.corners, FOCUS_GAP, self.host.focus_color(), FOCUS_WIDTH, tags + ("focus-ring",))

    def _draw_overflow(self, button: Rect, icon: str) -> None:
        """The overflow button in the theme's tint, dimmed while pressed (the plain provider's
        highlighted dimming), with a ring while focused."""
        theme, tags = self.host.theme, (self.tag, "overflow")
        tint = theme.color("parameters/button/tint")
        if self.overflow_pressed:
            dimming = theme.number("parameters/button/dimming/highlighted")
            tint = tint & ~0xFF | round((tint & 0xFF) * dimming)
        frame = self.to_canvas(button)
        draw_icon(self.host.painter, icon, frame, tk_color(tint, BAR_COLOR), tags)
        if self.focus_key == OVERFLOW:
            radius = frame.height / 2
            self.host.painter.ring(frame, [radius] * 4, FOCUS_GAP, self.host.focus_color(), FOCUS_WIDTH,
                                   tags + ("focus-ring",))

    # ------------------------------------------------------------------- events

    def _pointer(self, phase: PointerPhase, x: float, y: float) -> None:
        overflow = self.layout.overflow_button if self.layout is not None else None
        inside = overflow is not None and overflow.contains(x, y)
        if phase is PointerPhase.DOWN:
            self._tracking_overflow = inside
        self.overflow_pressed = self._tracking_overflow and inside and phase in (PointerPhase.DOWN, PointerPhase.MOVE)
        self.toolbar.pointer(phase, x, y)

    def _present_menu(self, menu: ControlMenu) -> None:
        """``on_menu``: the overflow menu under the overflow button, a menu-style group's menu
        under its group."""
        layout = self.layout
        assert layout is not None
        anchor = layout.overflow_button if menu.is_overflow else None
        if menu.item is not None:
            group = layout.group_for(menu.item)
            anchor = group.frame if group is not None else None
        at = self.screen_point(anchor or Rect(0, 0, self.size.width, self.size.height))
        self.host.menus.show_control_menu(menu, at, self.toolbar.choose_menu_entry, self.toolbar.dismiss_menu)

    # -------------------------------------------------------------------- focus

    def _focus(self, move: FocusMove) -> Hashable | None:
        target = self.toolbar.focus(move)
        if target is None:
            return None
        return OVERFLOW if target.kind is ControlTargetKind.OVERFLOW else (target.item, target.button)

    def _focus_order(self) -> list[Hashable]:
        """Every enabled cell in reading order, then the overflow button (the accessibility order)."""
        layout = self.layout
        if layout is None:
            return []
        order: list[Hashable] = []
        for node in layout.accessibility:
            if node.cell is not None and node.enabled:
                cell = layout.cells[node.cell]
                order.append((cell.item, cell.button))
            elif node.cell is None and node.role is A11yRole.MENU_BUTTON:
                order.append(OVERFLOW)
        return order

    def activate_focused(self) -> None:
        if self.focus_key is not None:
            self.toolbar.activate_focused()

    def close(self) -> None:
        self.toolbar.close()


def outer_corners(cells: Sequence[ControlCell]) -> Corners:
    """A joined group's background corners: the leftmost cell's left ones, the rightmost's right ones."""
    left = min(cells, key=lambda cell: cell.frame.x)
    right = max(cells, key=lambda cell: cell.frame.x)
    return Corners(left.corners.top_left, right.corners.top_right, right.corners.bottom_right,
                   left.corners.bottom_left)
