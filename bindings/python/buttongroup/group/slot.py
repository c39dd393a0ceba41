"""A group layout's per-slot values, ``Slot`` and ``AccessibilityNode``, read from the layout's
copy of the library's result block (see ``layout``).

A ``Slot`` is made with its ``frame`` and decodes its other fields when read, so a host reading
only frames pays for frames: every slot's record is unpacked once, at the first such read.
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import operator
import struct
from typing import Any, NamedTuple, NoReturn, Protocol

from .._decode import A11Y_ROLES, STATES, by_value, new as _new
from ..enums import A11yRole, Role, SlotKind, State
from ..geometry import Corners, Rect
from . import _ffi
from .item import Item

__all__ = ["Slot", "AccessibilityNode", "SLOT", "NODE", "slots_of"]

# The C records, read with struct; test_drift checks these formats against the C layouts.
SLOT = struct.Struct("@iiiI20dPPii")
NODE = struct.Struct("@iiPP4dIIII")
assert SLOT.size == ctypes.sizeof(_ffi.bg_slot) and NODE.size == ctypes.sizeof(_ffi.bg_a11y_node)
_FRAME = _ffi.bg_slot.frame.offset
_SLOT_FRAME = struct.Struct(f"@{_FRAME}x4d{SLOT.size - _FRAME - 32}x")
"""A slot record's frame, the rest of the record skipped."""

_KINDS = by_value(SlotKind)
_ROLES = by_value(Role)
_NO_FRAME = (0.0, 0.0, 0.0, 0.0)
_new_rect = functools.partial(_new, Rect)


class RecordSource(Protocol):
    """What a ``Slot`` or ``AccessibilityNode`` is decoded from: a ``GroupLayout``."""

    items: tuple[Item, ...]

    def record(self, index: int) -> tuple[Any, ...]:
        """Slot ``index``'s record."""

    def item_of(self, index: int) -> Item | None:
        """The item slot ``index`` shows (None: More)."""

    def text(self, pointer: int) -> str | None:
        """The string at library address ``pointer`` when the layout made it, else None."""


class Slot(tuple):  # type: ignore[type-arg]  # (frame, index, layout): see the class doc
    """One visible button, in group coordinates (points, pixel-snapped). Immutable, compared by
    value; not a sequence (read its attributes)."""

    __slots__ = ()

    frame: Rect = property(operator.itemgetter(0), doc="The button frame.")  # type: ignore[assignment]

    @property
    def _record(self) -> tuple[Any, ...]:
        layout: RecordSource = tuple.__getitem__(self, 2)
        return layout.record(tuple.__getitem__(self, 1))

    @property
    def kind(self) -> SlotKind:
        """ITEM or MORE."""
        return _KINDS[self._record[0]]

    @property
    def item_index(self) -> int | None:
        """The item shown, or None for the More button."""
        index: int = self._record[1]
        return None if index < 0 else index

    @property
    def role(self) -> Role:
        """The resolved style role (never AUTOMATIC); paint it with ``Theme.button_colors``."""
        return _ROLES[self._record[2]]

    @property
    def state(self) -> State:
        """HIGHLIGHTED / FOCUSED / DISABLED / SELECTED flags (``State``; empty: normal)."""
        value = self._record[3]
        return STATES[value] if value in STATES else State(value)

    @property
    def hit_frame(self) -> Rect:
        """The touch target (the frame grown toward 44 x 44 where there is room)."""
        return _new(Rect, self._record[8:12])

    @property
    def corners(self) -> Corners:
        """Per-corner radii."""
        return _new(Corners, self._record[12:16])

    @property
    def icon_frame(self) -> Rect:
        """Where the icon goes (empty when no icon is shown)."""
        return _new(Rect, self._record[16:20])

    @property
    def title_frame(self) -> Rect:
        """Where the title goes (empty when no title is shown)."""
        return _new(Rect, self._record[20:24])

    @property
    def title(self) -> str:
        """The title shown, tail-truncated with "…" when it does not fit ("" for More, or when
        no title is shown)."""
        r = self._record
        layout: RecordSource = tuple.__getitem__(self, 2)
        made = layout.text(r[24])
        if made is not None:
            return made
        if r[1] < 0 or r[26] or r[20:24] == _NO_FRAME:
            return ""  # More, elided (truncated to nothing), or no title shown
        title: str = layout.items[r[1]].title
        return title

    @property
    def icon(self) -> str | None:
        """The icon name shown, or None."""
        r = self._record
        if not r[25]:
            return None
        layout: RecordSource = tuple.__getitem__(self, 2)
        made = layout.text(r[25])
        return made if made is not None or r[1] < 0 else layout.items[r[1]].icon

    @property
    def title_truncated(self) -> bool:
        """True when ``title`` was truncated."""
        return bool(self._record[26])

    def _values(self) -> tuple[Any, ...]:
        return (self.kind, self.item_index, self.role, self.state, self.frame, self.hit_frame, self.corners,
                self.icon_frame, self.title_frame, self.title, self.icon, self.title_truncated)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Slot):
            return NotImplemented
        return self._values() == other._values()

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self._values())

    def __iter__(self) -> NoReturn:
        raise TypeError("a Slot is not iterable: read its attributes")

    def __repr__(self) -> str:
        names = ("kind", "item_index", "role", "state", "frame", "hit_frame", "corners", "icon_frame", "title_frame",
                 "title", "icon", "title_truncated")
        return "Slot(" + ", ".join(f"{name}={value!r}" for name, value in zip(names, self._values())) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles with the layout it reads."""
        return (_new, (Slot, tuple(tuple.__getitem__(self, i) for i in range(3))))


def slots_of(source: RecordSource, data: bytes, start: int, count: int) -> tuple[Slot, ...]:
    """The ``count`` slots whose records start at byte ``start`` of ``data``, each made with its
    frame and decoding the rest from ``source``."""
    frames = map(_new_rect, _SLOT_FRAME.iter_unpack(memoryview(data)[start : start + count * SLOT.size]))
    return tuple(map(_new, itertools.repeat(Slot), zip(frames, range(count), itertools.repeat(source))))


class AccessibilityNode(NamedTuple):
    """One accessibility element, in reading order (a named tuple).

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
    count: int  # type: ignore[assignment]  # (shadows tuple.count: a node's "n" of "k of n")
    slot_index: int

    @classmethod
    def _from_record(cls, r: tuple[Any, ...], layout: RecordSource) -> AccessibilityNode:
        """Node record ``r`` of ``layout``."""
        item = layout.item_of(r[10])
        label = layout.text(r[2])
        if label is None:  # an item's label: its accessibility label, else its title
            label = "" if item is None or not r[2] else (item.title if item.accessibility_label is None
                                                         else item.accessibility_label)
        identifier = layout.text(r[3]) if r[3] else None
        if identifier is None and r[3] and item is not None:
            identifier = item.accessibility_identifier
        return _new(cls, (A11Y_ROLES[r[0]], bool(r[1]), label, identifier, _new(Rect, r[4:8]), r[8], r[9], r[10]))
