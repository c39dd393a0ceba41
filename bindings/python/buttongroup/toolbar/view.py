"""``ControlGroupView``: a control group shown on its own in content (SwiftUI's ``ControlGroup``
in a view body)."""

from __future__ import annotations

from .._callbacks import Measure
from ..enums import ControlContext, ControlSize
from ..theme import Theme
from ._callbacks import MenuDismissed, PresentMenu
from .control_group import ControlGroup
from .item import ToolbarItem
from .toolbar import Toolbar

__all__ = ["ControlGroupView"]


class ControlGroupView(Toolbar):
    """A standalone control group in content: a ``Toolbar`` in ``ControlContext.CONTENT`` holding
    the one item ``ToolbarItem(group)``, which fills the width it is laid out in (its cells share
    it by their content), or takes its natural width with ``fixed_size=True``; it never
    overflows. Example (SwiftUI's zoom controls sample)::

        zoom = ControlGroupView(ControlGroup(buttons=[
            ControlButton("Zoom Out", "minus.magnifyingglass", action=zoom_out),
            ControlButton("Actual Size", action=actual_size),
            ControlButton("Zoom In", "plus.magnifyingglass", action=zoom_in),
        ], fixed_size=True))
        layout = zoom.layout(width=320, scale=2)
        zoom.tap(*layout.cells[2].frame.center)        # fires zoom_in

    Everything else is ``Toolbar``'s; results name the group as item 0.
    """

    _COPY_HINT = "make another one with ControlGroupView(view.group, theme, ...)"

    def __init__(
        self,
        group: ControlGroup,
        theme: Theme | None = None,
        *,
        on_menu: PresentMenu | None = None,
        on_menu_dismissed: MenuDismissed | None = None,
        measure: Measure | None = None,
        control_size: ControlSize = ControlSize.REGULAR,
    ) -> None:
        """The view of ``group`` (a ``ControlGroup``, else ``TypeError``) with ``theme`` (None: the
        built-in one), drawn at ``control_size`` (``Toolbar.control_size``)."""
        super().__init__([_item(group)], ControlContext.CONTENT, theme, on_menu=on_menu,
                         on_menu_dismissed=on_menu_dismissed, measure=measure, control_size=control_size)

    @property
    def group(self) -> ControlGroup | None:
        """The group shown (None if ``set_items`` left no group first); assigning replaces it, as
        ``set_items`` does (e.g. to disable a button)."""
        items = self.items
        return items[0].group if items else None

    @group.setter
    def group(self, group: ControlGroup) -> None:
        self.set_items([_item(group)])


def _item(group: object) -> ToolbarItem:
    if not isinstance(group, ControlGroup):
        raise TypeError(f"group must be a ControlGroup, not {type(group).__name__}")
    return ToolbarItem(group)
