"""``GroupView``: a ``ButtonGroup`` drawn on the canvas from its ``GroupLayout``.

Each slot is a rounded rectangle with the slot's own corner radii (capsules, or the square
inner corners of a grouped prominent run), painted with ``Theme.button_colors(role, state)``
so a pressed, focused or disabled slot looks it; then its title (the layout's, already
truncated with the Tk font) and its icon. Activating More calls ``on_present_action_sheet``,
which posts the sheet as a Tk menu under the More slot.
"""

from __future__ import annotations

from typing import Hashable, Iterable

from buttongroup import (
    ActionSheet,
    ButtonGroup,
    Direction,
    FocusMove,
    GroupLayout,
    Item,
    Parameters,
    PointerPhase,
    Rect,
    SlotKind,
    Size,
    State,
)

from .colors import over, tk_color
from .icons import draw_icon
from .view import FOCUS_GAP, FOCUS_WIDTH, ComponentView, Host

BORDER_WIDTH = 1.5
"""Points: the slots' border (the theme gives its colour, not its width)."""


class GroupView(ComponentView):
    """A ``ButtonGroup`` of ``items`` laid out with ``parameters``."""

    def __init__(self, host: Host, name: str, items: Iterable[Item], parameters: Parameters | None = None) -> None:
        super().__init__(host, name)
        self.group = ButtonGroup(items, parameters, host.theme, measure=host.fonts.measure,
                                 on_present_action_sheet=self._present_sheet,
                                 on_action_sheet_dismissed=host.menus.withdraw,
                                 on_navigate=self._navigate)
        self.layout: GroupLayout | None = None

    def _layout(self, width: float) -> Size:
        self.layout = self.group.layout(width, self.host.scale, self.direction)
        return self.layout.size

    # ------------------------------------------------------------------- drawing

    def draw(self) -> None:
        assert self.layout is not None
        for index, slot in enumerate(self.layout.slots):
            item = "more" if slot.kind is SlotKind.MORE else f"item:{slot.item_index}"
            tags = (self.tag, f"slot:{index}", item)
            colors = self.host.theme.button_colors(slot.role, slot.state)
            fill = over(colors.background, self.backdrop)
            frame = self.to_canvas(slot.frame)
            self.host.painter.rounded_rect(
                frame, slot.corners, fill=tk_color(colors.background, self.backdrop),
                outline=tk_color(colors.border, fill), width=BORDER_WIDTH, tags=tags + ("shape",),
                backdrop=tk_color(self.backdrop))
            if slot.state & State.FOCUSED:
                self.host.painter.ring(frame, slot.corners, FOCUS_GAP, self.host.focus_color(), FOCUS_WIDTH,
                                       tags + ("focus-ring",))
            foreground = tk_color(colors.foreground, fill)
            if slot.title:
                x, y = self.to_canvas(slot.title_frame).center
                self.host.painter.text(x, y, slot.title, self.host.fonts.font("button"), foreground,
                                       tags=tags + ("title",))
            if slot.icon:
                draw_icon(self.host.painter, slot.icon, self.to_canvas(slot.icon_frame), foreground, tags,
                          mirrored=self.direction is Direction.RTL, fonts=self.host.fonts.caption,
                          backdrop=tk_color(fill))

    # ------------------------------------------------------------------- events

    def hit_area(self) -> Rect:
        """The group's frame grown by its slots' hit frames (toward 44 x 44 points)."""
        area = super().hit_area()
        if self.layout is None:
            return area
        frames = [self.to_canvas(slot.hit_frame) for slot in self.layout.slots] + [area]
        x0, y0 = min(f.x for f in frames), min(f.y for f in frames)
        return Rect(x0, y0, max(f.max_x for f in frames) - x0, max(f.max_y for f in frames) - y0)

    def _pointer(self, phase: PointerPhase, x: float, y: float) -> None:
        self.group.pointer(phase, x, y)

    def _present_sheet(self, sheet: ActionSheet) -> None:
        """``on_present_action_sheet``: the sheet as a menu under the More slot."""
        more = self.layout.more_slot if self.layout is not None else None
        at = self.screen_point(more.frame if more is not None else Rect(0, 0, self.size.width, self.size.height))
        self.host.menus.show_sheet(sheet, at, self.group.choose_sheet_item, self.group.dismiss_sheet)

    def _navigate(self, item: Item) -> None:
        """``on_navigate``: run the item's navigation action with the demo's navigator."""
        assert item.navigation_action is not None
        item.navigation_action(lambda screen: self.host.record(f"navigate:{screen}"))

    # -------------------------------------------------------------------- focus

    def _focus(self, move: FocusMove) -> Hashable | None:
        return self.group.focus(move)

    def _focus_order(self) -> list[Hashable]:
        if self.layout is None:
            return []
        return [node.slot_index for node in self.layout.accessibility if node.enabled]

    def activate_focused(self) -> None:
        if self.focus_key is not None:
            self.group.activate_focused()

    def close(self) -> None:
        self.group.close()
