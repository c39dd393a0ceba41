"""What a toolbar gives back: ``ToolbarLayout`` and its parts (``parts``), and ``ControlTarget``.

A ``ToolbarLayout`` is the two copies ``Toolbar.layout`` takes as soon as the C call returns
(the view's header and its result block) and the toolbar's items; it decodes each part on
first access (see ``_records``).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any, Callable, TypeVar, cast

from .._decode import text_at
from .._numbers import UINT32_MAX
from ..enums import A11yRole, ControlTargetKind
from ..geometry import Rect, Size
from ..frames import Frames, record_frames
from . import _records as R
from .item import ToolbarItem
from .parts import ControlAccessibilityNode, ControlCell, PlacedBar, PlacedGroup, ToolbarDiagnostic

__all__ = [
    "ControlCell", "PlacedGroup", "PlacedBar", "ControlAccessibilityNode", "ToolbarDiagnostic", "ToolbarLayout",
    "ControlTarget",
]

_T = TypeVar("_T")


class ToolbarLayout:
    """A laid-out toolbar (``Toolbar.layout``): everything a host draws, hit tests and reads to
    assistive technology, in points in the toolbar (y down, origin at its top-left,
    pixel-snapped), colors ``0xRRGGBBAA``. Immutable, valid after later calls and ``close``, and
    equal to another when everything in it is."""

    __slots__ = ("_block", "_head", "_items", "_fields", "_parts")

    _block: bytes
    _head: bytes
    _items: tuple[ToolbarItem, ...]
    _fields: tuple[Any, ...] | None
    _parts: dict[str, Any] | None

    def __init__(self, block: bytes, head: bytes, items: tuple[ToolbarItem, ...]) -> None:
        """Internal: ``block`` is the copy of ``bg_toolbar_view.data``, ``head`` of the
        ``bg_toolbar_view``, ``items`` the toolbar's items it was laid out with."""
        _set_block(self, block)
        _set_head(self, head)
        _set_items(self, items)
        _set_fields(self, None)
        _set_parts(self, None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"ToolbarLayout is immutable (cannot set {name!r})")

    # -- decoding, each part once

    @property
    def _h(self) -> tuple[Any, ...]:
        """The ``bg_toolbar_view`` fields (``_records.VIEW``)."""
        fields = self._fields
        if fields is None:
            fields = R.VIEW.unpack(self._head)
            _set_fields(self, fields)
        return fields

    def _part(self, name: str, decode: Callable[[], _T]) -> _T:
        """Part ``name``, decoded by ``decode`` on first access."""
        parts = self._parts
        if parts is None:
            parts = {}
            _set_parts(self, parts)
        if name not in parts:
            parts[name] = decode()
        return cast(_T, parts[name])

    def _offset(self, pointer: int, count: int) -> int:
        """Where the ``count`` records at library address ``pointer`` start in the block (0 when
        there are none: their pointer may be NULL)."""
        return pointer - self._h[R.V_DATA] if count else 0

    def _records(self, pointer: int, count: int, record: struct.Struct) -> Any:
        """The ``count`` records of ``record`` at library address ``pointer``, unpacked from the block."""
        start = self._offset(pointer, count)
        if start < 0 or count < 0 or start + count * record.size > len(self._block):
            raise ValueError("records outside the block")
        return record.iter_unpack(memoryview(self._block)[start : start + count * record.size])

    @property
    def size(self) -> Size:
        """The toolbar's size: its bars stacked (in content: the width offered x a group's height)."""
        h = self._h
        return Size(h[R.V_SIZE], h[R.V_SIZE + 1])

    @property
    def bars(self) -> tuple[PlacedBar, ...]:
        """The bars the items fill, from the top (top, bottom, keyboard; at least the top bar in a
        toolbar, none in content)."""
        def decode() -> tuple[PlacedBar, ...]:
            h = self._h
            return tuple(PlacedBar._from_record(r) for r in self._records(h[R.V_BARS], h[R.V_BAR_COUNT], R.BAR))
        return self._part("bars", decode)

    def bar_for(self, group: PlacedGroup) -> PlacedBar | None:
        """The bar ``group`` is on (None in content)."""
        return next((bar for bar in self.bars if bar.frame.y <= group.frame.y < bar.frame.y + bar.frame.height), None)

    @property
    def overflow_button(self) -> Rect | None:
        """The overflow button's frame (draw ``overflow_icon`` there), or None when nothing overflowed."""
        h = self._h
        return R.rect(h[R.V_OVERFLOW_BUTTON : R.V_OVERFLOW_BUTTON + 4]) if h[R.V_HAS_OVERFLOW] else None

    @property
    def overflowed(self) -> tuple[int, ...]:
        """The items in the overflow menu, in toolbar order (unlabeled ones included: they are hidden,
        a diagnostic says so)."""
        def decode() -> tuple[int, ...]:
            h = self._h
            return tuple(index for (index,) in self._records(h[R.V_OVERFLOWED], h[R.V_OVERFLOWED_COUNT], _UINT32))
        return self._part("overflowed", decode)

    @property
    def overflow_icon(self) -> str:
        """The theme's overflow image name."""
        h = self._h
        return text_at(self._block, h[R.V_DATA], h[R.V_OVERFLOW_ICON]) or ""

    @property
    def menu_indicator(self) -> str:
        """The theme's menu indicator image name (for menu-style groups)."""
        h = self._h
        return text_at(self._block, h[R.V_DATA], h[R.V_MENU_INDICATOR]) or ""

    @property
    def fill_color(self) -> int:
        """A joined group's background."""
        color: int = self._h[R.V_FILL]
        return color

    @property
    def separator_color(self) -> int:
        """The separators' color."""
        color: int = self._h[R.V_SEPARATOR_COLOR]
        return color

    @property
    def arrangement(self) -> int:
        """Which cells are shown, numbered: the ``arrangement`` of ``Toolbar.layout_frames``
        results that show the same cells (never 0)."""
        number: int = self._h[R.V_ARRANGEMENT]
        return number

    @property
    def items(self) -> tuple[ToolbarItem, ...]:
        """The toolbar's items when it was laid out (``cell.item`` indexes them)."""
        return self._items

    @property
    def frames(self) -> Frames:
        """The cells' frames as a ``Frames`` (columns of floats, ``frames.x[i]``, or ``Rect`` values),
        without decoding the cells."""
        def decode() -> Frames:
            h = self._h
            count = h[R.V_CELL_COUNT]
            return record_frames(self._block, h[R.V_CELLS] - h[R.V_DATA] if count else 0, count, R.CELL.size, R.CELL_FRAME)
        return self._part("frames", decode)

    @property
    def groups(self) -> tuple[PlacedGroup, ...]:
        """The groups shown, in reading order."""
        return self._part("groups", self._decode_groups)

    def _decode_groups(self) -> tuple[PlacedGroup, ...]:
        """Each group, decoded."""
        h = self._h
        pointer, count = h[R.V_GROUPS], h[R.V_GROUP_COUNT]
        return tuple(PlacedGroup._from_record(r) for r in self._records(pointer, count, R.GROUP))

    @property
    def cells(self) -> tuple[ControlCell, ...]:
        """Every shown group's cells, group after group (``group.cells`` indexes them)."""
        return self._part("cells", self._decode_cells)

    def _decode_cells(self) -> tuple[ControlCell, ...]:
        """Each cell, its strings from the block or from what its item holds."""
        h, block, items = self._h, self._block, self._items
        pointer, count, data = h[R.V_CELLS], h[R.V_CELL_COUNT], h[R.V_DATA]
        return tuple(ControlCell._from_record(r, *R.cell_strings(r, block, data, items))
                     for r in self._records(pointer, count, R.CELL))

    @property
    def separators(self) -> tuple[Rect, ...]:
        """The lines between joined cells: draw them in ``separator_color``."""
        return self._part("separators", self._decode_separators)

    def _decode_separators(self) -> tuple[Rect, ...]:
        """Each separator's rect."""
        h = self._h
        pointer, count = h[R.V_SEPARATORS], h[R.V_SEPARATOR_COUNT]
        return tuple(R.rect(r) for r in self._records(pointer, count, R.RECT))

    @property
    def accessibility(self) -> tuple[ControlAccessibilityNode, ...]:
        """The accessibility elements (see ``ControlAccessibilityNode``)."""
        return self._part("accessibility", self._decode_accessibility)

    def _decode_accessibility(self) -> tuple[ControlAccessibilityNode, ...]:
        """Each node, its label from the block or from what its group (the next group, for a
        group node) or its cell holds."""
        h, block, items = self._h, self._block, self._items
        data, count = h[R.V_DATA], h[R.V_NODE_COUNT]
        cells = h[R.V_CELLS] - data
        group_items = [r[0] for r in self._records(h[R.V_GROUPS], h[R.V_GROUP_COUNT], R.GROUP)]
        nodes, group = [], 0
        for r in self._records(h[R.V_NODES], count, R.NODE):
            item, button = None, -1
            if r[0] == A11yRole.GROUP and group < len(group_items):
                item = items[group_items[group]]
                group += 1
            elif r[10] != UINT32_MAX:
                at = cells + r[10] * R.CELL.size
                if cells < 0 or at > len(block) - R.CELL.size:
                    raise ValueError("a node's cell is outside the block")
                index, button = _CELL_OWNER.unpack_from(block, at)
                item = items[index]
            nodes.append(ControlAccessibilityNode._from_record(r, R.node_label(r, block, data, item, button)))
        return tuple(nodes)

    @property
    def diagnostics(self) -> tuple[ToolbarDiagnostic, ...]:
        """Warnings about the toolbar (see ``ToolbarDiagnostic``)."""
        return self._part("diagnostics", self._decode_diagnostics)

    def _decode_diagnostics(self) -> tuple[ToolbarDiagnostic, ...]:
        """Each diagnostic, its message from the block."""
        h, block = self._h, self._block
        pointer, count, data = h[R.V_DIAGNOSTICS], h[R.V_DIAGNOSTIC_COUNT], h[R.V_DATA]
        return tuple(ToolbarDiagnostic._from_record(r, text_at(block, data, r[2]) or "")
                     for r in self._records(pointer, count, R.DIAGNOSTIC))

    # -- value semantics

    def _key(self) -> tuple[Any, ...]:
        return (self.size, self.bars, self.groups, self.cells, self.separators, self.overflow_button, self.overflowed,
                self.overflow_icon, self.menu_indicator, self.accessibility, self.diagnostics, self.fill_color,
                self.separator_color)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ToolbarLayout):
            return False
        if self is other or (self._block == other._block and self._head == other._head and self._items is other._items):
            return True
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        h = self._h
        return (f"ToolbarLayout(size={self.size!r}, groups={h[R.V_GROUP_COUNT]}, cells={h[R.V_CELL_COUNT]}, "
                f"overflowed={self.overflowed!r}, diagnostics={h[R.V_DIAGNOSTIC_COUNT]})")

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as its copies of the C result and its items (pickling needs actions that
        pickle)."""
        return (ToolbarLayout, (self._block, self._head, self._items))

    # -- lookups

    def group_for(self, item: int) -> PlacedGroup | None:
        """The shown group of item ``item``, or None (a flexible space, or in the overflow menu)."""
        return next((group for group in self.groups if group.item == item), None)

    def cells_of(self, group: PlacedGroup) -> tuple[ControlCell, ...]:
        """The cells of ``group``, in reading order."""
        return self.cells[group.cells.start : group.cells.stop]

    def separators_of(self, group: PlacedGroup) -> tuple[Rect, ...]:
        """The separators between the cells of ``group``."""
        return self.separators[group.separators.start : group.separators.stop]

    def cell_for(self, item: int, button: int | None) -> ControlCell | None:
        """The cell drawing button ``button`` of item ``item`` (``button`` None: a menu-style
        group's button), or None when it is not shown."""
        return next((cell for cell in self.cells if cell.item == item and cell.button == button), None)


def _slot_setter(name: str) -> Callable[[ToolbarLayout, Any], None]:
    """The setter of slot ``name``: ``__init__`` and the decoders write through the slots' own
    descriptors, since ``__setattr__`` refuses every write."""
    setter: Callable[[ToolbarLayout, Any], None] = ToolbarLayout.__dict__[name].__set__
    return setter


_set_block, _set_head, _set_items, _set_fields, _set_parts = map(_slot_setter, ToolbarLayout.__slots__)
_UINT32 = struct.Struct("@I")
_CELL_OWNER = struct.Struct("@Ii")
"""The first two fields of a ``bg_control_cell``: item_index, button_index."""


@dataclass(frozen=True)
class ControlTarget:
    """A pressable cell, named across layouts: what an event hit, activated or focused.

    Attributes:
        kind: ``BUTTON`` (a group's button), ``MENU`` (a menu-style group's button) or
            ``OVERFLOW`` (the overflow button).
        item: the toolbar item, or None for the overflow button.
        button: the button (an index into the item's group's buttons) for ``BUTTON``, else None.
    """

    kind: ControlTargetKind
    item: int | None = None
    button: int | None = None

    @classmethod
    def _from_c(cls, c: Any) -> ControlTarget | None:
        """A ``bg_control_target``; None for kind -1 (none)."""
        if c.kind < 0:
            return None
        return cls(
            ControlTargetKind(c.kind),
            None if c.item_index < 0 else c.item_index,
            None if c.button_index < 0 else c.button_index,
        )
