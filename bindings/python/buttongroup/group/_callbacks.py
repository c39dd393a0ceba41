"""The group's C callback trampolines: item actions and navigation, navigate, present sheet,
sheet dismissed.

They follow ``buttongroup._callbacks``. ``update`` registers its items once: every item with a
callback carries the same user_data, whose registration holds the tuple of items (an action
gets the item's index), and one of them the destroy.
"""

from __future__ import annotations

import itertools
from typing import Any

from .._callbacks import Dismissals, owner, target, trampoline
from . import _ffi
from .sheet import ActionSheet

__all__ = ["navigation_context", "SHEET_DISMISSALS", "ACTION", "NAVIGATION", "NAVIGATE", "PRESENT_SHEET",
           "SHEET_DISMISSED"]

_contexts: dict[int, tuple[int, Any]] = {}
_next_context = itertools.count(1).__next__


class navigation_context:
    """A key the navigation trampoline turns back into (item index, the host's context) while
    the ``with`` block runs."""

    __slots__ = ("_key",)

    def __init__(self, item_index: int, context: Any) -> None:
        self._key = _next_context()
        _contexts[self._key] = (item_index, context)

    def __enter__(self) -> int:
        return self._key

    def __exit__(self, *exc: object) -> None:
        _contexts.pop(self._key, None)


@trampoline
def _action(user_data: int | None, group: _ffi.bg_group, item_index: int) -> None:
    action = target(user_data)[item_index].action
    if action is not None:
        action()


@trampoline
def _navigation(user_data: int | None, context_key: int | None) -> None:
    item_index, context = _contexts[context_key or 0]
    navigation_action = target(user_data)[item_index].navigation_action
    if navigation_action is not None:
        navigation_action(context)


@trampoline
def _navigate(user_data: int | None, group: _ffi.bg_group, item_index: int) -> None:
    target(user_data)(owner(user_data).navigable_item(item_index))


@trampoline
def _present_sheet(user_data: int | None, group: _ffi.bg_group, sheet: Any) -> None:
    target(user_data)(ActionSheet._from_c(sheet.contents))


SHEET_DISMISSALS = Dismissals()
"""The sheet-dismissed callbacks' errors, taken by ``update``."""


# The function pointers handed to C: made once, alive as long as the module.
ACTION = _ffi.bg_action_fn(_action)
"""The ``bg_action_fn`` of every item with an action."""
NAVIGATION = _ffi.bg_navigation_fn(_navigation)
"""The ``bg_navigation_fn`` of every item with a navigation action."""
NAVIGATE = _ffi.bg_navigate_fn(_navigate)
"""The ``bg_navigate_fn`` trampoline: calls ``ButtonGroup.on_navigate``."""
PRESENT_SHEET = _ffi.bg_present_sheet_fn(_present_sheet)
"""The ``bg_present_sheet_fn`` trampoline: calls ``ButtonGroup.on_present_action_sheet``."""
SHEET_DISMISSED = _ffi.bg_sheet_dismissed_fn(SHEET_DISMISSALS.notify)
"""The ``bg_sheet_dismissed_fn`` trampoline: calls ``ButtonGroup.on_action_sheet_dismissed``."""
