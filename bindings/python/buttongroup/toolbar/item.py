"""``ToolbarItem``: one item of a toolbar, a control group or a flexible space, at a placement."""

from __future__ import annotations

from dataclasses import dataclass

from ..enums import Placement, ToolbarItemKind
from .control_group import ControlButton, ControlGroup

__all__ = ["ToolbarItem"]


@dataclass(frozen=True)
class ToolbarItem:
    """One item of a ``Toolbar``: a ``ControlGroup`` (a single button is a group of one) or a
    flexible space, at a placement (SwiftUI's ``ToolbarItem(placement:)``).

    Example::

        Toolbar([
            ToolbarItem(history, Placement.NAVIGATION),
            ToolbarItem.flexible_space(),
            ToolbarItem(arrange, priority=1),
            ToolbarItem.button(ControlButton("Share", "square.and.arrow.up", action=share)),
        ])

    Attributes:
        group: the control group, or None for a flexible space (make one with
            ``flexible_space``).
        placement: ``NAVIGATION`` (leading end), ``PRINCIPAL`` (centre) or ``PRIMARY_ACTION``
            (trailing end, the default).
        priority: the overflow priority, a finite number: when a toolbar runs out of width,
            whole groups move into its overflow menu lowest priority first. None ranks as 0;
            at equal priority trailing placements leave first (primary action, principal,
            navigation last), then the later item. A NaN or infinite priority raises
            ``InvalidArgumentError`` when a toolbar takes the item.
    """

    group: ControlGroup | None
    placement: Placement = Placement.PRIMARY_ACTION
    priority: float | None = None

    @classmethod
    def flexible_space(cls, placement: Placement = Placement.PRIMARY_ACTION) -> ToolbarItem:
        """Space that grows: the items after it in its placement go to that placement's far end."""
        return cls(None, placement)

    @classmethod
    def button(
        cls, button: ControlButton, placement: Placement = Placement.PRIMARY_ACTION, priority: float | None = None
    ) -> ToolbarItem:
        """A single button as an item: a group of one, labeled with the button's title and image
        (so it can be listed in the overflow menu)."""
        return cls(ControlGroup(button.title, button.image, (button,)), placement, priority)

    @property
    def kind(self) -> ToolbarItemKind:
        """``GROUP``, or ``FLEXIBLE_SPACE`` when ``group`` is None."""
        return ToolbarItemKind.FLEXIBLE_SPACE if self.group is None else ToolbarItemKind.GROUP
