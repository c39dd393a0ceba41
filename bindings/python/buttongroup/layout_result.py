"""The result of ``ButtonGroup.layout``: everything a host needs to draw the group."""

from __future__ import annotations

from dataclasses import dataclass

from . import _ffi, _strings
from .enums import A11yRole, Role, SlotKind, State
from .geometry import Corners, Rect, Size

__all__ = ["Slot", "AccessibilityNode", "GroupLayout"]


@dataclass(frozen=True)
class Slot:
    """One visible button, in group coordinates (points, pixel-snapped).

    Attributes:
        kind: ITEM or MORE.
        item_index: the item shown, or None for the More button.
        role: resolved style role (never AUTOMATIC); paint it with ``Theme.button_colors``.
        state: HIGHLIGHTED / FOCUSED / DISABLED flags.
        frame: the button frame.
        hit_frame: the touch target (frame grown toward 44x44 where room allows).
        corners: per-corner radii.
        icon_frame: where the icon goes (empty when no icon is shown).
        title_frame: where the title goes (empty when no title is shown).
        title: the displayed title, tail-truncated with "…" when it does not fit.
        icon: the icon name shown, or None.
        title_truncated: True when ``title`` was truncated.
    """

    kind: SlotKind
    item_index: int | None
    role: Role
    state: State
    frame: Rect
    hit_frame: Rect
    corners: Corners
    icon_frame: Rect
    title_frame: Rect
    title: str
    icon: str | None
    title_truncated: bool

    @classmethod
    def _from_c(cls, c: _ffi.bg_slot) -> Slot:
        return cls(
            kind=SlotKind(c.kind),
            item_index=None if c.item_index < 0 else c.item_index,
            role=Role(c.role),
            state=State(c.state),
            frame=Rect._from_c(c.frame),
            hit_frame=Rect._from_c(c.hit_frame),
            corners=Corners._from_c(c.corners),
            icon_frame=Rect._from_c(c.icon_frame),
            title_frame=Rect._from_c(c.title_frame),
            title=_strings.decode(c.title),
            icon=_strings.decode_optional(c.icon),
            title_truncated=bool(c.title_truncated),
        )


@dataclass(frozen=True)
class AccessibilityNode:
    """One accessibility element, in reading order.

    Attributes:
        role: BUTTON, or MENU_BUTTON for More.
        enabled: True when it can be activated.
        label: the accessibility label, else the full title; More: its accessibility label.
        identifier: the accessibility identifier or None.
        frame: same as the slot's frame.
        position: k of "k of n", 1-based.
        count: n.
        slot_index: index into ``GroupLayout.slots``.
    """

    role: A11yRole
    enabled: bool
    label: str
    identifier: str | None
    frame: Rect
    position: int
    count: int
    slot_index: int

    @classmethod
    def _from_c(cls, c: _ffi.bg_a11y_node) -> AccessibilityNode:
        return cls(
            role=A11yRole(c.role),
            enabled=bool(c.enabled),
            label=_strings.decode(c.label),
            identifier=_strings.decode_optional(c.identifier),
            frame=Rect._from_c(c.frame),
            position=c.position,
            count=c.count,
            slot_index=c.slot_index,
        )


@dataclass(frozen=True)
class GroupLayout:
    """A laid-out group.

    Attributes:
        slots: the visible buttons, in logical order (``frame.x`` gives the visual order).
        overflow_items: indices of the items in the More sheet, in order.
        accessibility: the accessibility elements, in reading order.
        size: the group's size (width, button height).
    """

    slots: tuple[Slot, ...]
    overflow_items: tuple[int, ...]
    accessibility: tuple[AccessibilityNode, ...]
    size: Size

    @property
    def more_slot(self) -> Slot | None:
        """The More button's slot, if the group overflows."""
        return next((slot for slot in self.slots if slot.kind is SlotKind.MORE), None)

    @classmethod
    def _from_c(cls, c: _ffi.bg_layout) -> GroupLayout:
        return cls(
            slots=tuple(Slot._from_c(c.slots[i]) for i in range(c.slot_count)),
            overflow_items=tuple(c.overflow_items[i] for i in range(c.overflow_count)),
            accessibility=tuple(AccessibilityNode._from_c(c.accessibility[i]) for i in range(c.slot_count)),
            size=Size._from_c(c.size),
        )
