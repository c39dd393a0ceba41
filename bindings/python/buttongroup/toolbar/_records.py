"""Reading a toolbar layout's C records out of the copies ``Toolbar.layout`` makes (the
``bg_toolbar_view`` header and its result block), with ``struct`` formats that
``tests/test_drift_toolbar.py`` checks against the C layouts.

A string pointer inside the block is read from the block copy (a title cut with "…", the theme's
icon names, a diagnostic's message); one outside it points at the toolbar's copy of an item's own
string, so it is read from the ``ToolbarItem`` it came from. Nothing is read from library memory
after the call returned.
"""

from __future__ import annotations

import ctypes
import struct
from typing import Any

from .._decode import by_value, new as _new, text_at
from ..enums import ControlGroupStyle, DiagnosticKind, LabelStyle, ToolbarBar
from ..geometry import Rect
from ..group.slot import NODE as _GROUP_NODE
from . import _ffi
from .item import ToolbarItem

__all__ = ["VIEW", "CELL", "GROUP", "NODE", "DIAGNOSTIC", "BAR", "RECT", "own_strings", "cell_strings", "node_label"]

VIEW = struct.Struct("@IIPIIPPiIP4dPPIIPPII2dPNIIPII")
"""``bg_toolbar_view``: struct_size, group_count, groups, cell_count, separator_count, cells,
separators, has_overflow_button, overflowed_count, overflowed, overflow_button (4 doubles),
overflow_icon, menu_indicator, accessibility_count, diagnostic_count, accessibility, diagnostics,
fill_color, separator_color, size (2 doubles), data, data_size, arrangement, reserved, bars,
bar_count, reserved2."""
# Indices of the fields of VIEW.
(V_GROUP_COUNT, V_GROUPS, V_CELL_COUNT, V_SEPARATOR_COUNT, V_CELLS, V_SEPARATORS, V_HAS_OVERFLOW, V_OVERFLOWED_COUNT,
 V_OVERFLOWED, V_OVERFLOW_BUTTON, V_OVERFLOW_ICON, V_MENU_INDICATOR, V_NODE_COUNT, V_DIAGNOSTIC_COUNT, V_NODES,
 V_DIAGNOSTICS, V_FILL, V_SEPARATOR_COLOR, V_SIZE, V_DATA, V_DATA_SIZE, V_ARRANGEMENT, V_BARS, V_BAR_COUNT) = (
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 28, 29)
CELL = struct.Struct("@IiIi20dPPIIiI")
"""``bg_control_cell``: item_index, button_index, state, title_truncated, frame, hit_frame,
corners, title_frame, image_frame, title, image, foreground_color, title_color, has_fill,
fill_color."""
GROUP = struct.Struct("@Iiii8dIIII")
"""``bg_placed_group``: item_index, style, label_style, has_menu_indicator, frame,
menu_indicator_frame, first_cell, cell_count, first_separator, separator_count."""
NODE = _GROUP_NODE
"""``bg_a11y_node`` (``group.h``'s): role, enabled, label, identifier, frame, position, count,
slot_index, reserved."""
DIAGNOSTIC = struct.Struct("@iiP")
"""``bg_toolbar_diagnostic``: kind, item_index, message."""
BAR = struct.Struct("@ii4d")
"""``bg_toolbar_bar``: bar, reserved, frame."""
RECT = struct.Struct("@4d")
CELL_FRAME = _ffi.bg_control_cell.frame.offset
"""Byte offset of ``bg_control_cell.frame`` (x, y, width, height follow as doubles)."""
assert VIEW.size == ctypes.sizeof(_ffi.bg_toolbar_view) and CELL.size == ctypes.sizeof(_ffi.bg_control_cell)
assert GROUP.size == ctypes.sizeof(_ffi.bg_placed_group) and DIAGNOSTIC.size == ctypes.sizeof(_ffi.bg_toolbar_diagnostic)
assert BAR.size == ctypes.sizeof(_ffi.bg_toolbar_bar)
assert CELL.size % 8 == 0 and CELL_FRAME % 8 == 0

STYLES = by_value(ControlGroupStyle)
LABEL_STYLES = by_value(LabelStyle)
DIAGNOSTIC_KINDS = by_value(DiagnosticKind)
BARS = by_value(ToolbarBar)
_NO_RECT = (0.0, 0.0, 0.0, 0.0)


def rect(values: tuple[Any, ...]) -> Rect:
    """Four doubles of a record as a ``Rect``."""
    return _new(Rect, values)


def shown_rect(values: tuple[Any, ...]) -> Rect | None:
    """A frame the library zeroes when nothing is shown there: None then."""
    return None if values == _NO_RECT else _new(Rect, values)


def own_strings(item: ToolbarItem, button: int) -> tuple[str, str | None]:
    """The title and image an item holds for a cell or a node: button ``button``'s, or for -1 (a
    menu-style group's cell, a group's node) its group's label ("" when it has none)."""
    group = item.group
    if group is None:
        return "", None
    if button >= 0:
        shown = group.buttons[button]
        return shown.title, shown.image
    return group.label or "", group.image


def cell_strings(r: tuple[Any, ...], block: bytes, data: int, items: tuple[ToolbarItem, ...]) -> tuple[str | None, str | None]:
    """The title and image of cell record ``r`` (NULL: None): from the block, else its item's own."""
    title = image = None
    if r[24]:
        title = text_at(block, data, r[24])
        if title is None:  # outside the block: "" when elided, else the item's, shown whole
            title = "" if r[3] else own_strings(items[r[0]], r[1])[0]
    if r[25]:
        image = text_at(block, data, r[25])
        if image is None:
            image = own_strings(items[r[0]], r[1])[1]
    return title, image


def node_label(r: tuple[Any, ...], block: bytes, data: int, item: ToolbarItem | None, button: int) -> str:
    """The label of node record ``r``: from the block, else what ``item`` holds for it (button
    ``button``'s title, or for -1 its group's label; None: "")."""
    if not r[2]:
        return ""
    found = text_at(block, data, r[2])
    if found is not None:
        return found
    return "" if item is None else own_strings(item, button)[0]
