"""The result of ``ButtonGroup.layout``: everything a host needs to draw the group.

A ``GroupLayout`` is the two copies ``layout`` takes under the group's lock (the ``bg_layout``
header and its result block: the slot and node arrays and the strings the layout made) and
the group's items; it decodes each part on first access. An item's own strings are read from
its ``Item``, the ones the layout made from the block, never from library memory afterwards.
"""

from __future__ import annotations

import ctypes
import struct
from collections.abc import Sequence
from typing import Any

from ..enums import SlotKind
from ..frames import Frames, record_frames
from ..geometry import Size
from . import _ffi
from .item import Item
from .item_range import ItemRange
from .slot import NODE, SLOT, AccessibilityNode, Slot, slots_of

__all__ = ["GroupLayout", "Slot", "AccessibilityNode", "ItemRange", "Frames"]

_HEAD = struct.Struct("@IIPIIPP2dPN")
"""``bg_layout``: struct_size, slot_count, slots, overflow_count, reserved, overflow_items,
accessibility, size.width, size.height, data, data_size."""
assert _HEAD.size == ctypes.sizeof(_ffi.bg_layout)
_FRAME = _ffi.bg_slot.frame.offset
_ITEM_INDEX = struct.Struct("@i")
_ITEM_INDEX_AT = _ffi.bg_slot.item_index.offset


class GroupLayout:
    """A laid-out group: immutable, and valid after later layouts, updates and ``close``.

    Attributes:
        items: the group's items when it was laid out (``slots[i].item_index`` indexes them).
    """

    __slots__ = ("_data", "_head", "items", "_address", "_count", "_slots_at", "_nodes_at", "_records", "_slots",
                 "_accessibility", "_frames", "_overflow")

    def __init__(self, data: bytes, head: bytes, items: tuple[Item, ...]) -> None:
        """Internal: ``data`` is the copy of ``bg_layout.data``, ``head`` of the ``bg_layout``."""
        self._data, self._head, self.items = data, head, items
        _, count, slots, _, _, _, nodes, _, _, address, _ = _HEAD.unpack(head)
        self._address: int = address
        self._count: int = count
        self._slots_at: int = slots - address if count else 0
        self._nodes_at: int = nodes - address if count else 0
        self._records: list[tuple[Any, ...]] | None = None
        self._slots: tuple[Slot, ...] | None = None
        self._accessibility: tuple[AccessibilityNode, ...] | None = None
        self._frames: Frames | None = None
        self._overflow: Sequence[int] | None = None

    # -- what its slots and nodes decode from

    def record(self, index: int) -> tuple[Any, ...]:
        """Slot ``index``'s record (every slot's is unpacked on the first call)."""
        records = self._records
        if records is None:
            start = self._slots_at
            records = self._records = list(SLOT.iter_unpack(memoryview(self._data)[start : start + self._count * SLOT.size]))
        return records[index]

    def item_of(self, index: int) -> Item | None:
        """The item slot ``index`` shows (None: More), read without unpacking the slot."""
        if not 0 <= index < self._count:
            raise IndexError(f"slot index {index} out of range")
        item_index: int = _ITEM_INDEX.unpack_from(self._data, self._slots_at + index * SLOT.size + _ITEM_INDEX_AT)[0]
        return self.items[item_index] if item_index >= 0 else None

    def text(self, pointer: int) -> str | None:
        """The NUL-terminated string at library address ``pointer`` when it lies in the block (a
        string the layout made), else None (an item's own string, read from the item)."""
        data, offset = self._data, pointer - self._address  # (inline: one call fewer per string read)
        if not 0 <= offset < len(data):
            return None
        end = data.find(b"\0", offset)
        return data[offset : len(data) if end < 0 else end].decode("utf-8", "replace")

    @property
    def slot_count(self) -> int:
        """The number of visible slots (More included), without decoding them."""
        return self._count

    @property
    def slots(self) -> tuple[Slot, ...]:
        """The visible buttons, in logical order (``frame.x`` gives the visual order)."""
        slots = self._slots
        if slots is None:
            slots = self._slots = slots_of(self, self._data, self._slots_at, self._count)
        return slots

    @property
    def accessibility(self) -> tuple[AccessibilityNode, ...]:
        """The accessibility elements, in reading order."""
        nodes = self._accessibility
        if nodes is None:
            start, count = self._nodes_at, self._count
            records = NODE.iter_unpack(memoryview(self._data)[start : start + count * NODE.size])
            nodes = self._accessibility = tuple(AccessibilityNode._from_record(r, self) for r in records)
        return nodes

    @property
    def frames(self) -> Frames:
        """The slots' frames as a ``Frames`` (columns of floats, ``frames.x[i]``, or ``Rect`` values)."""
        frames = self._frames
        if frames is None:
            frames = self._frames = record_frames(self._data, self._slots_at, self._count, SLOT.size, _FRAME)
        return frames

    @property
    def overflow_items(self) -> Sequence[int]:
        """Indices of the items in the More sheet, in order: the trailing items (an ``ItemRange``, equal
        to the tuple of its indices), or, when the WIDTH policy keeps a pressed or focused item shown
        in the last item slot, the tuple of the trailing run less that item."""
        overflow = self._overflow
        if overflow is None:
            count = len(self.items)
            shown = count - _HEAD.unpack(self._head)[3]
            kept = self.record(shown - 1)[1] if 0 < shown < count else shown - 1
            if kept == shown - 1:
                overflow = ItemRange(shown, max(shown, count))
            else:  # the item in the last item slot was kept: the run starts one earlier, without it
                overflow = tuple(item for item in range(shown - 1, count) if item != kept)
            self._overflow = overflow
        return overflow

    @property
    def size(self) -> Size:
        """The group's size (width, button height)."""
        fields = _HEAD.unpack(self._head)
        return Size(fields[7], fields[8])

    @property
    def more_slot(self) -> Slot | None:
        """The More button's slot, if the group overflows."""
        return next((slot for slot in self.slots if slot.kind is SlotKind.MORE), None)

    # -- value semantics

    def _value(self) -> tuple[Any, ...]:
        return (self.slots, tuple(self.overflow_items), self.accessibility, self.size)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GroupLayout):
            return NotImplemented
        if self is other or (self._data == other._data and self._head == other._head and self.items is other.items):
            return True
        return self._value() == other._value()

    def __hash__(self) -> int:
        return hash(self._value())

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as its copies of the C result and its items."""
        return (GroupLayout, (self._data, self._head, self.items))

    def __repr__(self) -> str:
        return (
            f"GroupLayout(slots={self.slots!r}, overflow_items={tuple(self.overflow_items)!r}, "
            f"accessibility={self.accessibility!r}, size={self.size!r})"
        )
