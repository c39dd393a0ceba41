"""A toolbar's items as C structs: what ``Toolbar.set_items`` checks and converts first.

A value C could not even receive (a string holding a NUL, an int outside its C type, an object
of the wrong type) is refused here, named by its Python path (``items[0].group.buttons[1].title``);
what C can receive (an empty title or group, an unknown enum value, a lone surrogate, a NaN
priority) is the library's to refuse.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterable
from typing import Any

from .. import _numbers, _strings
from ..enums import ToolbarItemKind
from . import _ffi
from .control_group import ControlButton, ControlGroup
from .item import ToolbarItem

__all__ = ["CItems", "normalize", "to_c"]

_ITEM_SIZE = ctypes.sizeof(_ffi.bg_toolbar_item)
_BUTTON_SIZE = ctypes.sizeof(_ffi.bg_control_button)


class CItems:
    """The C array of a toolbar's items and what it points at (kept alive with it), and the C
    structs of the buttons that have an action, to register them just before the call."""

    __slots__ = ("array", "count", "button_arrays", "actions")

    def __init__(self, count: int) -> None:
        self.count = count
        self.array = (_ffi.bg_toolbar_item * count)()  # zeroed: NULL strings, group, primary action
        self.button_arrays: list[Any] = []
        self.actions: list[Any] = []


def normalize(items: Iterable[object]) -> tuple[ToolbarItem, ...]:
    """``items`` as ``ToolbarItem``s: a ``ControlGroup`` becomes ``ToolbarItem(group)``, a
    ``ControlButton`` ``ToolbarItem.button(button)``.

    Raises:
        TypeError: an item is none of these.
    """
    normalized: list[ToolbarItem] = []
    for index, item in enumerate(items):
        if isinstance(item, ToolbarItem):
            normalized.append(item)
        elif isinstance(item, ControlGroup):
            normalized.append(ToolbarItem(item))
        elif isinstance(item, ControlButton):
            normalized.append(ToolbarItem.button(item))
        else:
            raise TypeError(
                f"items[{index}] must be a ToolbarItem, a ControlGroup or a ControlButton, not {type(item).__name__}"
            )
    return tuple(normalized)


def to_c(items: tuple[ToolbarItem, ...]) -> CItems:
    """``items`` (normalized) as C structs owning their strings; nothing is registered yet.

    Raises:
        TypeError: a group or button of the wrong type, a string field that is not a str.
        InvalidArgumentError: a string holding a NUL character.
        OutOfRangeError: an enum value outside ``int32_t``, a priority too large for a double.
    """
    c_items = CItems(_numbers.uint32(len(items), "the number of items"))
    for index, item in enumerate(items):
        c = c_items.array[index]
        c.struct_size = _ITEM_SIZE
        name = f"items[{index}]"
        c.placement = _numbers.int32(item.placement, f"{name}.placement")
        if item.priority is not None:
            c.has_priority = 1
            c.priority = _numbers.double(item.priority, f"{name}.priority")
        group = item.group
        if group is None:
            c.kind = ToolbarItemKind.FLEXIBLE_SPACE
            continue
        if not isinstance(group, ControlGroup):
            raise TypeError(
                f"{name}.group must be a ControlGroup, or None for a flexible space, not {type(group).__name__}"
            )
        _group_to_c(c, group, f"{name}.group", c_items)
    return c_items


def _group_to_c(c: Any, group: ControlGroup, name: str, c_items: CItems) -> None:
    """Fills item struct ``c`` with ``group`` (named ``name`` in errors)."""
    c.style = _numbers.int32(group.style, f"{name}.style")
    c.label_style = _numbers.int32(group.label_style, f"{name}.label_style")
    c.fixed_size = _numbers.flag(group.fixed_size, f"{name}.fixed_size")
    c.disabled = _numbers.flag(group.disabled, f"{name}.disabled")
    buttons = group.buttons
    if buttons:  # (the library refuses a group without buttons, with its own message)
        _buttons_to_c(c, buttons, name, c_items)
    # The label after the buttons: a button made an item alone (``ToolbarItem.button``) labels its
    # group with its own title and image, and an error should name the field the host gave.
    if group.label is not None:
        c.label_title = _strings.encode(group.label, f"{name}.label")
    if group.image is not None:
        c.label_image = _strings.encode(group.image, f"{name}.image")


def _buttons_to_c(c: Any, buttons: Any, name: str, c_items: CItems) -> None:
    """Fills item struct ``c``'s buttons with ``buttons`` (the group named ``name`` in errors)."""
    array = (_ffi.bg_control_button * _numbers.uint32(len(buttons), f"the number of {name}.buttons"))()
    for index, button in enumerate(buttons):
        field = f"{name}.buttons[{index}]"
        if not isinstance(button, ControlButton):
            raise TypeError(f"{field} must be a ControlButton, not {type(button).__name__}")
        b = array[index]
        b.struct_size = _BUTTON_SIZE
        b.selection = _numbers.int32(button.selection, f"{field}.selection")
        b.title = _strings.encode(button.title, f"{field}.title")
        if button.image is not None:
            b.image = _strings.encode(button.image, f"{field}.image")
        b.disabled = _numbers.flag(button.disabled, f"{field}.disabled")
        if button.action is not None:
            if not callable(button.action):
                raise TypeError(f"{field}.action must be callable or None, not {type(button.action).__name__}")
            c_items.actions.append(b)
    c.buttons = array
    c.button_count = len(buttons)
    c_items.button_arrays.append(array)
