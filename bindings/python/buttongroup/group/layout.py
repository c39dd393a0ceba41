"""The result of ``ButtonGroup.layout``: everything a host needs to draw the group."""

from __future__ import annotations

import ctypes
import functools
import operator
import struct
from dataclasses import dataclass
from typing import NamedTuple

from ..enums import A11yRole, Role, SlotKind, State
from ..geometry import Corners, Rect, Size
from . import _ffi

__all__ = ["Slot", "AccessibilityNode", "GroupLayout"]

# A layout is read in one pass over the C arrays with struct (a ctypes attribute read per
# field is several times slower); test_drift checks these formats against the C layouts.
_SLOT = struct.Struct("@iiiI20dPPii")
_NODE = struct.Struct("@iiPP4dIIII")
assert _SLOT.size == ctypes.sizeof(_ffi.bg_slot) and _NODE.size == ctypes.sizeof(_ffi.bg_a11y_node)

# Enum members by value: a dict lookup instead of an enum call per field.
_KINDS = {member.value: member for member in SlotKind}
_ROLES = {member.value: member for member in Role}
_A11Y_ROLES = {member.value: member for member in A11yRole}
# Every combination of the known state flags (others, from a newer library, go through State()).
_STATES = {value: State(value) for value in range(functools.reduce(operator.or_, State).value + 1)}


def _string(address: int | None) -> str:
    return "" if not address else ctypes.string_at(address).decode("utf-8", "replace")


def _optional_string(address: int | None) -> str | None:
    return None if not address else ctypes.string_at(address).decode("utf-8", "replace")


def _records(unpacker: struct.Struct, address: int | None, count: int) -> list[tuple]:  # type: ignore[type-arg]
    if not address or count == 0:
        return []
    return list(unpacker.iter_unpack(ctypes.string_at(address, unpacker.size * count)))


class Slot(NamedTuple):
    """One visible button, in group coordinates (points, pixel-snapped). An immutable record
    (a named tuple: a layout builds one per slot, so it must be cheap).

    Attributes:
        kind: ITEM or MORE.
        item_index: the item shown, or None for the More button.
        role: resolved style role (never AUTOMATIC); paint it with ``Theme.button_colors``.
        state: HIGHLIGHTED / FOCUSED / DISABLED / SELECTED flags (``State``; empty: normal).
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
    def _from_record(cls, r: tuple) -> Slot:  # type: ignore[type-arg]
        return cls(
            kind=_KINDS[r[0]],
            item_index=None if r[1] < 0 else r[1],
            role=_ROLES[r[2]],
            state=_STATES[r[3]] if r[3] in _STATES else State(r[3]),
            frame=Rect(r[4], r[5], r[6], r[7]),
            hit_frame=Rect(r[8], r[9], r[10], r[11]),
            corners=Corners(r[12], r[13], r[14], r[15]),
            icon_frame=Rect(r[16], r[17], r[18], r[19]),
            title_frame=Rect(r[20], r[21], r[22], r[23]),
            title=_string(r[24]),
            icon=_optional_string(r[25]),
            title_truncated=bool(r[26]),
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
    def _from_record(cls, r: tuple) -> AccessibilityNode:  # type: ignore[type-arg]
        return cls(
            role=_A11Y_ROLES[r[0]],
            enabled=bool(r[1]),
            label=_string(r[2]),
            identifier=_optional_string(r[3]),
            frame=Rect(r[4], r[5], r[6], r[7]),
            position=r[8],
            count=r[9],
            slot_index=r[10],
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
        slots = _records(_SLOT, ctypes.cast(c.slots, ctypes.c_void_p).value, c.slot_count)
        nodes = _records(_NODE, ctypes.cast(c.accessibility, ctypes.c_void_p).value, c.slot_count)
        return cls(
            slots=tuple(map(Slot._from_record, slots)),
            overflow_items=tuple(c.overflow_items[: c.overflow_count]) if c.overflow_count else (),
            accessibility=tuple(map(AccessibilityNode._from_record, nodes)),
            size=Size(c.size.width, c.size.height),
        )
