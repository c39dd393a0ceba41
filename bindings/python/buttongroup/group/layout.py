"""The result of ``ButtonGroup.layout``: everything a host needs to draw the group.

Cost model (CPython 3.11, one core of the benchmark machine). ``ButtonGroup.layout`` makes one
library call and copies two things out of the library under the group's lock: the ``bg_layout``
header (72 bytes) and the layout's result block (``bg_layout.data``: the ``bg_slot`` array, the
``bg_a11y_node`` array and the strings the layout made; 272 bytes per slot plus strings). That
is ~0.6 us whatever the slot count when the compiled module makes the call and the
``GroupLayout`` (``_group_call.c``), ~1.2 us of Python and ctypes without it, plus the library's own work (~0.15 us
for an unchanged width, ~0.7 us for a new width of 4 slots, ~60 us of 1,024) and the memcpy
(~7 us for 1,024 slots). A ``GroupLayout`` is those two ``bytes`` and the ``items`` tuple the
group had: building it decodes nothing. Each part is decoded on first access and cached:

- ``frames`` (~0.5 us for 4 slots): a ``Frames``, every frame's doubles unpacked in one
  ``struct`` call. Its ``x`` / ``y`` / ``width`` / ``height`` are tuples of floats. The cheapest
  way to draw: ``xs, ws = layout.frames.x, layout.frames.width``.
- ``size``, ``overflow_items`` (usually an ``ItemRange``), ``slot_count``: well under 1 us.
- ``slots`` / ``accessibility``: every field as ``Slot`` / ``AccessibilityNode`` values, strings
  included: ~0.25 us per slot and ~0.2 us per node with the compiled decoders (``_decode.c``,
  part of the optional compiled module: equal values are one object, also between layouts, a
  node sharing its slot's frame when the slots were read first), ~2.5 us each in Python
  without it.

With the compiled module, ``slots``, ``accessibility``, ``overflow_items`` and ``size`` are
read by C functions (``_layout_parts.c``, made the class's properties at the end of this file):
the properties below without their Python frames, which were a third of a whole read. The
properties below stay the reference they are tested against (``_REFERENCE_PARTS``).

Strings are never read from library memory after ``layout`` returns: an item's own strings
(title shown whole, icon, accessibility label and identifier) come from the ``Item`` objects (the
group refuses strings holding NUL, so the library holds them whole, as the items do), the
strings the layout made (truncated titles, the More button's icon and label) from the block
copy. With the compiled module, a group reads its items' strings once per ``update`` (kept in
its state, handed to each layout as ``_texts``), instead of each decoding reading them. So a ``GroupLayout`` stays valid, and unchanged, after later layouts, ``update`` calls and
``close``.
"""

from __future__ import annotations

import ctypes
import functools
import operator
import struct
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, overload

from .. import _accelerator
from .._values import decoded
from ..enums import A11yRole, Role, SlotKind, State
from ..geometry import Corners, Rect, Size
from . import _ffi
from .frames import Frames, read_frames
from .item import Item

__all__ = ["Slot", "AccessibilityNode", "GroupLayout", "Frames", "ItemRange"]

# The C records, read with struct (a ctypes attribute read per field is several times slower);
# test_drift checks these formats against the C layouts.
_SLOT = struct.Struct("@iiiI20dPPii")
_NODE = struct.Struct("@iiPP4dIIII")
_HEAD = struct.Struct("@IIPIIPP2dPN")
"""``bg_layout`` (0.2): struct_size, slot_count, slots, overflow_count, reserved,
overflow_items, accessibility, size.width, size.height, data, data_size."""
# Indices of the fields of _HEAD a GroupLayout reads.
_SLOT_COUNT, _SLOTS, _OVERFLOW_COUNT, _ACCESSIBILITY, _WIDTH, _HEIGHT, _DATA = 1, 2, 3, 6, 7, 8, 9
_FRAMES_HEAD = struct.Struct(f"@4xIP{_ffi.bg_layout.data.offset - 16}xP")
"""The fields of the header ``frames`` needs: slot_count, slots, data."""
_INT = struct.Struct("@i")
assert _SLOT.size == ctypes.sizeof(_ffi.bg_slot) and _NODE.size == ctypes.sizeof(_ffi.bg_a11y_node)
assert _HEAD.size == ctypes.sizeof(_ffi.bg_layout) and _FRAMES_HEAD.size == _ffi.bg_layout.data_size.offset

_FRAME = _ffi.bg_slot.frame.offset
"""Byte offset of ``bg_slot.frame`` (x, y, width, height follow as doubles)."""
_ITEM_INDEX = _ffi.bg_slot.item_index.offset
_KIND = _ffi.bg_slot.kind.offset
assert _SLOT.size % 8 == 0 and _FRAME % 8 == 0

# Enum members by value: a dict lookup instead of an enum call per field.
_KINDS = {member.value: member for member in SlotKind}
_ROLES = {member.value: member for member in Role}
_A11Y_ROLES = {member.value: member for member in A11yRole}
# Every combination of the known state flags (others, from a newer library, go through State()).
_STATES = {value: State(value) for value in range(functools.reduce(operator.or_, State).value + 1)}
_NO_FRAME = (0.0, 0.0, 0.0, 0.0)
_tuple = tuple.__new__  # builds a named tuple from a record's slice without its keyword __new__


def _block_string(block: bytes, offset: int) -> str:
    """The NUL-terminated UTF-8 string at ``offset`` of a result block."""
    end = block.find(b"\0", offset)
    return block[offset : len(block) if end < 0 else end].decode("utf-8", "replace")


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
    def _from_record(cls, r: tuple[Any, ...], block: bytes, data: int, items: tuple[Item, ...]) -> Slot:
        """Slot record ``r`` of the block ``block`` (the copy of library memory at ``data``).

        Strings inside the block are read from the copy. The others are an item's own: the
        title shown whole (the library's "" when none is shown: then the title frame is the
        zero rect the header promises), the icon shown (NULL when none).
        """
        item = items[r[1]] if r[1] >= 0 else None
        size = len(block)
        offset = r[24] - data
        if 0 <= offset < size:
            title = _block_string(block, offset)
        elif item is None or r[26] or r[20:24] == _NO_FRAME:
            title = ""  # More, elided (truncated to nothing), or no title shown
        else:
            title = item.title
        offset = r[25] - data
        if not r[25]:
            icon = None
        elif 0 <= offset < size:
            icon = _block_string(block, offset)
        else:
            icon = None if item is None else item.icon
        return _tuple(
            cls,
            (
                _KINDS[r[0]],
                None if r[1] < 0 else r[1],
                _ROLES[r[2]],
                _STATES[r[3]] if r[3] in _STATES else State(r[3]),
                _tuple(Rect, r[4:8]),
                _tuple(Rect, r[8:12]),
                _tuple(Corners, r[12:16]),
                _tuple(Rect, r[16:20]),
                _tuple(Rect, r[20:24]),
                title,
                icon,
                bool(r[26]),
            ),
        )


@dataclass(frozen=True, slots=True)
class AccessibilityNode:
    """One accessibility element, in reading order (an immutable value with slots: a layout
    makes one per slot).

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
    def _from_record(cls, r: tuple[Any, ...], block: bytes, data: int, item: Item | None) -> AccessibilityNode:
        """Node record ``r``; ``item`` is the item its slot shows (None: More)."""
        size = len(block)
        offset = r[2] - data
        if 0 <= offset < size:
            label = _block_string(block, offset)
        elif item is None or not r[2]:
            label = ""
        else:  # an item's label: its accessibility label, else its title (bg_a11y_node.label)
            label = item.title if item.accessibility_label is None else item.accessibility_label
        offset = r[3] - data
        if not r[3]:
            identifier = None
        elif 0 <= offset < size:
            identifier = _block_string(block, offset)
        else:
            identifier = None if item is None else item.accessibility_identifier
        return decoded(
            cls,
            role=_A11Y_ROLES[r[0]],
            enabled=bool(r[1]),
            label=label,
            identifier=identifier,
            frame=_tuple(Rect, r[4:8]),
            position=r[8],
            count=r[9],
            slot_index=r[10],
        )


_COMPILED = _accelerator.layout_decoder(Slot, Rect, Corners, AccessibilityNode, _KINDS, _ROLES, _A11Y_ROLES, _STATES,
                                        State)
"""The compiled decoders of slots and nodes (``_decode.c``: the same values, ~10x faster), or None."""


class ItemRange(Sequence[int]):
    """Item indices ``start, start + 1, ..., stop - 1``: the items in the More sheet when they are
    a trailing run (always, unless a pressed or focused item is kept out of it). Stored as a
    ``range`` (``.range``): O(1) to build, ``len`` and ``in``.

    It behaves as the tuple of its indices did before 0.2: indexing, slicing, iteration, and
    ``==`` / ``hash`` as that tuple (``layout.overflow_items == (2, 3)``). Compare ranges through
    ``.range``.
    """

    __slots__ = ("_range",)

    def __init__(self, start: int = 0, stop: int = 0) -> None:
        self._range = range(start, max(start, stop))

    @property
    def range(self) -> range:
        """The indices as a ``range`` (step 1)."""
        return self._range

    @property
    def start(self) -> int:
        """The first index (``stop`` when empty)."""
        return self._range.start

    @property
    def stop(self) -> int:
        """One past the last index."""
        return self._range.stop

    def __len__(self) -> int:
        return len(self._range)

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...

    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        if isinstance(index, slice):
            part = self._range[index]
            return ItemRange(part.start, part.stop) if part.step == 1 else tuple(part)
        return self._range[index]

    def __iter__(self) -> Iterator[int]:
        return iter(self._range)

    def __reversed__(self) -> Iterator[int]:
        return reversed(self._range)

    def __contains__(self, value: object) -> bool:
        return value in self._range

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        if value in self._range:
            position = self._range.index(value)
            if start <= position and (stop is None or position < stop):
                return position
        raise ValueError(f"{value!r} is not in the item range")

    def count(self, value: Any) -> int:
        return 1 if value in self._range else 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ItemRange):
            return self._range == other._range
        if isinstance(other, tuple):
            return len(other) == len(self._range) and other == tuple(self._range)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self._range))

    def __repr__(self) -> str:
        return f"ItemRange({self._range.start}, {self._range.stop})"

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles (any protocol) as ``ItemRange(start, stop)``."""
        return (ItemRange, (self._range.start, self._range.stop))

    @classmethod
    def _of(cls, start: int, stop: int) -> ItemRange:
        """``ItemRange(start, stop)`` for ``start <= stop``, made without ``__init__`` (a layout
        makes one whenever its overflow is read)."""
        made = _new_object(cls)
        _set_range(made, range(start, stop))
        return made


_new_object = object.__new__
_set_range = ItemRange.__dict__["_range"].__set__


class GroupLayout:
    """A laid-out group: immutable, and valid after later layouts, updates and ``close``.

    Made by ``ButtonGroup.layout`` almost for free (see the module's cost model): each
    attribute is decoded from the layout's own copy of the C result on first access, then
    cached.

    Attributes:
        slots: the visible buttons, in logical order (``frame.x`` gives the visual order).
        frames: their frames, as columns of floats (``frames.x[i]``) or ``Rect`` values.
        overflow_items: indices of the items in the More sheet, in order: the trailing items (an
            ``ItemRange``, equal to the tuple of its indices), or with the WIDTH policy, when a
            pressed or focused item is kept shown, the tuple of the others.
        accessibility: the accessibility elements, in reading order.
        size: the group's size (width, button height).
        slot_count: ``len(slots)``, without decoding them.
        items: the group's items when it was laid out (``slots[i].item_index`` indexes them).
    """

    __slots__ = ("_block", "_head", "_items", "_texts", "_fields", "_slots", "_accessibility", "_frames",
                 "_overflow", "_more")

    def __init__(self, block: bytes, head: bytes, items: tuple[Item, ...]) -> None:
        """Internal: ``block`` is the copy of ``bg_layout.data``, ``head`` of the ``bg_layout``."""
        self._block = block
        self._head = head
        self._items = items
        # The items' texts, as the compiled module keeps them for a group (a tuple beginning with
        # ``items``), when it made this layout: its decoders read them instead of each item.
        self._texts: tuple[Any, ...] | None = None
        self._fields: tuple[Any, ...] | None = None
        self._slots: tuple[Slot, ...] | None = None
        self._accessibility: tuple[AccessibilityNode, ...] | None = None
        self._frames: Frames | None = None
        self._overflow: Sequence[int] | None = None
        self._more: tuple[int, Slot | None] | None = None

    # -- decoding, each part once

    @property
    def _h(self) -> tuple[Any, ...]:
        """The ``bg_layout`` fields (``_HEAD``)."""
        fields = self._fields
        if fields is None:
            fields = self._fields = _HEAD.unpack(self._head)
        return fields

    def _slot_offset(self) -> int:
        h = self._h
        offset: int = h[_SLOTS] - h[_DATA] if h[_SLOT_COUNT] else 0
        return offset

    @property
    def slot_count(self) -> int:
        """The number of visible slots (More included)."""
        count: int = self._h[_SLOT_COUNT]
        return count

    @property
    def items(self) -> tuple[Item, ...]:
        """The group's items as they were when this layout was made."""
        return self._items

    @property
    def slots(self) -> tuple[Slot, ...]:
        """The visible buttons, in logical order (decoded on first access)."""
        slots = self._slots
        if slots is None:
            slots = self._slots = self._decoded_slots()
        return slots

    def _decoded_slots(self) -> tuple[Slot, ...]:
        """Every slot, decoded (the More slot ``more_slot`` decoded first is reused)."""
        h = self._h
        count, block, items = h[_SLOT_COUNT], self._block, self._items
        start, compiled = self._slot_offset(), _COMPILED
        if compiled is not None:
            slots: tuple[Slot, ...] = compiled.slots(block, start, count, h[_DATA], items)
        else:
            records = _SLOT.iter_unpack(memoryview(block)[start : start + count * _SLOT.size])
            slots = tuple([Slot._from_record(r, block, h[_DATA], items) for r in records])
        more = self._more
        if more is not None and more[1] is not None:  # more_slot decoded it first: the same object
            at = more[0]
            slots = (*slots[:at], more[1], *slots[at + 1 :])
        return slots

    @property
    def accessibility(self) -> tuple[AccessibilityNode, ...]:
        """The accessibility elements, in reading order (decoded on first access)."""
        nodes = self._accessibility
        if nodes is None:
            nodes = self._accessibility = self._decoded_nodes()
        return nodes

    def _decoded_nodes(self) -> tuple[AccessibilityNode, ...]:
        """Every node, decoded (sharing its slot's frame when the slots were decoded first)."""
        h = self._h
        count, block, items = h[_SLOT_COUNT], self._block, self._items
        if not count:
            return ()
        start, slots, compiled = h[_ACCESSIBILITY] - h[_DATA], self._slot_offset(), _COMPILED
        if compiled is not None:
            nodes: tuple[AccessibilityNode, ...] = compiled.nodes(block, start, count, h[_DATA], slots, items,
                                                                  self._slots)
            return nodes
        records = _NODE.iter_unpack(memoryview(block)[start : start + count * _NODE.size])
        return tuple(
            AccessibilityNode._from_record(r, block, h[_DATA], self._item_of_slot(r[10], slots, items))
            for r in records
        )

    def _item_of_slot(self, slot_index: int, slots: int, items: tuple[Item, ...]) -> Item | None:
        """The item slot ``slot_index`` shows (None: More), read from the slot records at ``slots``."""
        at = slots + slot_index * _SLOT.size
        if not 0 <= at <= len(self._block) - _SLOT.size:
            raise ValueError("a node's slot is outside the block")
        (index,) = _INT.unpack_from(self._block, at + _ITEM_INDEX)
        return items[index] if index >= 0 else None

    @property
    def frames(self) -> Frames:
        """The slots' frames as a ``Frames`` (columns x, y, width, height of floats)."""
        frames = self._frames
        if frames is None:
            count, slots, data = _FRAMES_HEAD.unpack_from(self._head)
            frames = self._frames = read_frames(self._block, slots - data + _FRAME if count else 0, count, _SLOT.size)
        return frames

    @property
    def overflow_items(self) -> Sequence[int]:
        """Indices of the items in the More sheet, in order: the trailing items (an ``ItemRange``)
        unless a pressed or focused item is kept shown in the last item slot (then a tuple of the
        trailing run less that item)."""
        overflow = self._overflow
        if overflow is None:
            count = len(self._items)
            shown = count - self._h[_OVERFLOW_COUNT]
            kept = self._item_index_of_slot(shown - 1) if 0 < shown < count else shown - 1
            if kept == shown - 1:
                overflow = ItemRange._of(shown, max(shown, count))
            else:  # the item in the last item slot was kept: the run starts one earlier, without it
                overflow = tuple(item for item in range(shown - 1, count) if item != kept)
            self._overflow = overflow
        return overflow

    def _item_index_of_slot(self, slot_index: int) -> int:
        """The ``item_index`` of slot ``slot_index`` (-1 for More), read without decoding it."""
        at = self._slot_offset() + slot_index * _SLOT.size + _ITEM_INDEX
        if not 0 <= at <= len(self._block) - _INT.size:
            raise ValueError("a slot is outside the block")
        (index,) = _INT.unpack_from(self._block, at)
        return int(index)

    def _decode_slot(self, offset: int) -> Slot:
        """The slot record at byte ``offset`` of the block, alone."""
        h, block, compiled = self._h, self._block, _COMPILED
        if compiled is not None:
            slot: Slot = compiled.slots(block, offset, 1, h[_DATA], self._items)[0]
            return slot
        return Slot._from_record(_SLOT.unpack_from(block, offset), block, h[_DATA], self._items)

    @property
    def size(self) -> Size:
        """The group's size (width, button height)."""
        return _tuple(Size, self._h[_WIDTH : _HEIGHT + 1])

    @property
    def more_slot(self) -> Slot | None:
        """The More button's slot, if the group overflows (the same object as in ``slots``)."""
        more = self._more
        if more is None:
            slots = self._slots
            if slots is not None:
                more = next(((i, slot) for i, slot in enumerate(slots) if slot.kind is SlotKind.MORE), (-1, None))
            else:  # decode that slot alone; ``slots`` reuses it
                h, block = self._h, self._block
                start, more = self._slot_offset(), (-1, None)
                for index in range(h[_SLOT_COUNT] - 1, -1, -1):
                    if _INT.unpack_from(block, start + index * _SLOT.size + _KIND)[0] == SlotKind.MORE:
                        more = (index, self._decode_slot(start + index * _SLOT.size))
                        break
            self._more = more
        return more[1]

    # -- value semantics (as the frozen dataclass it was)

    def _value(self) -> tuple[Any, ...]:
        return (self.slots, tuple(self.overflow_items), self.accessibility, self.size)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GroupLayout):
            return NotImplemented
        if self is other or (self._block == other._block and self._head == other._head and self._items is other._items):
            return True
        return self._value() == other._value()

    def __hash__(self) -> int:
        return hash(self._value())

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as its copies of the C result and its items, without the parts
        decoded so far."""
        return (GroupLayout, (self._block, self._head, self._items))

    def __repr__(self) -> str:
        return (
            f"GroupLayout(slots={self.slots!r}, overflow_items={tuple(self.overflow_items)!r}, "
            f"accessibility={self.accessibility!r}, size={self.size!r})"
        )


_REFERENCE_PARTS: dict[str, property] = {
    name: GroupLayout.__dict__[name] for name in ("slots", "accessibility", "overflow_items", "size")
}
"""``GroupLayout``'s own properties of the parts the compiled module reads: the properties without
it, and the reference its parts are tested against."""
_COMPILED_PARTS = _accelerator.layout_parts(GroupLayout, Size, ItemRange)
if _COMPILED_PARTS is not None:  # the same parts without their Python frames (``_layout_parts.c``)
    for _name, _reference in _REFERENCE_PARTS.items():
        setattr(GroupLayout, _name, property(_COMPILED_PARTS[_name], doc=_reference.__doc__))
