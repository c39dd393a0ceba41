"""The More button's action sheet model, handed to ``ButtonGroup.on_present_action_sheet``."""

from __future__ import annotations

from dataclasses import dataclass

from .. import _strings
from ..enums import Role
from . import _ffi

__all__ = ["SheetItem", "ActionSheet"]


@dataclass(frozen=True)
class SheetItem:
    """One entry of the action sheet: an item that overflowed into More.

    Attributes:
        item_index: the item's index in the group.
        title: the full title.
        icon: icon name or None.
        accessibility_label: the label (falls back to the title).
        accessibility_identifier: the identifier or None.
        role: resolved style role (never AUTOMATIC).
        disabled: True when it cannot be chosen.
    """

    item_index: int
    title: str
    icon: str | None
    accessibility_label: str
    accessibility_identifier: str | None
    role: Role
    disabled: bool

    @classmethod
    def _from_c(cls, c: _ffi.bg_sheet_item) -> SheetItem:
        return cls(
            item_index=c.item_index,
            title=_strings.decode(c.title),
            icon=_strings.decode_optional(c.icon),
            accessibility_label=_strings.decode(c.accessibility_label),
            accessibility_identifier=_strings.decode_optional(c.accessibility_identifier),
            role=Role(c.role),
            disabled=bool(c.disabled),
        )


@dataclass(frozen=True)
class ActionSheet:
    """The overflow action sheet, as data (a banking design system's ButtonGroup presents it in a
    ``UIAlertController``).

    Show it, then call ``ButtonGroup.choose_sheet_item(position)`` with the position of the
    chosen entry in ``items``, or ``ButtonGroup.dismiss_sheet()`` for the cancel button.

    Attributes:
        title: the alert title or None.
        message: the alert message or None.
        cancel_title: the cancel button's title.
        items: the overflowed items, in order.
    """

    title: str | None
    message: str | None
    cancel_title: str
    items: tuple[SheetItem, ...]

    @classmethod
    def _from_c(cls, c: _ffi.bg_action_sheet) -> ActionSheet:
        return cls(
            title=_strings.decode_optional(c.title),
            message=_strings.decode_optional(c.message),
            cancel_title=_strings.decode(c.cancel_title),
            items=tuple(SheetItem._from_c(c.items[i]) for i in range(c.item_count)),
        )
