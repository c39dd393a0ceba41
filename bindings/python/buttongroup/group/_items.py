"""A group's items as C structs: what ``ButtonGroup.update`` checks and converts first.

A value C could not even receive is refused here, named by its Python path (``items[2].title``),
as in ``toolbar._items``; an unknown role in range or a lone surrogate is the library's to refuse.
"""

from __future__ import annotations

import ctypes
from typing import Any

from .. import _numbers, _strings
from ..enums import Role
from . import _callbacks as _group_callbacks
from . import _ffi
from .item import Item

__all__ = ["to_c"]

_ITEM_SIZE = ctypes.sizeof(_ffi.bg_item)
_AUTOMATIC = Role.AUTOMATIC



def to_c(items: tuple[Item, ...]) -> tuple[Any, list[int]]:
    """``items`` as a ``bg_item`` array owning its strings, and the indices of the items that
    have a callback (their action and navigation trampolines are set; nothing is registered)."""
    array = (_ffi.bg_item * _numbers.uint32(len(items), "the number of items"))()  # zeroed: NULL strings
    calling: list[int] = []
    for index, item in enumerate(items):
        if item.__class__ is not Item and not isinstance(item, Item):
            raise TypeError(f"items[{index}] must be a buttongroup.Item, not {type(item).__name__}")
        c = array[index]
        c.struct_size = _ITEM_SIZE
        title = item.title
        data = title.encode("utf-8", "surrogatepass") if title.__class__ is str else None
        c.title = data if data is not None and b"\0" not in data else _strings.encode(title, f"items[{index}].title")
        if item.role is not _AUTOMATIC:
            c.role = _numbers.int32(item.role, f"items[{index}].role")
        if item.icon is not None:
            c.icon = _strings.encode(item.icon, f"items[{index}].icon")
        if item.accessibility_label is not None:
            c.accessibility_label = _strings.encode(item.accessibility_label, f"items[{index}].accessibility_label")
        if item.accessibility_identifier is not None:
            c.accessibility_identifier = _strings.encode(item.accessibility_identifier,
                                                         f"items[{index}].accessibility_identifier")
        if item.disabled is not False and _numbers.flag(item.disabled, f"items[{index}].disabled"):
            c.disabled = 1
        if item.action is not None or item.navigation_action is not None:
            _check_callable(item.action, index, "action")
            _check_callable(item.navigation_action, index, "navigation_action")
            if item.action is not None:
                c.action = _group_callbacks.ACTION
            if item.navigation_action is not None:
                c.navigation = _group_callbacks.NAVIGATION
            calling.append(index)
    return array, calling


def _check_callable(callback: object, index: int, field: str) -> None:
    if callback is not None and not callable(callback):
        raise TypeError(f"items[{index}].{field} must be callable or None, not {type(callback).__name__}")
