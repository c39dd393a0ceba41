"""The group's C callback trampolines: item actions and navigation, navigate, present sheet,
sheet dismissed.

They follow ``buttongroup._callbacks``: created once, they find what to call through the
registration their ``user_data`` names, and never let an exception reach C.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
from typing import Any, Iterator

from .. import _interrupts
from .._callbacks import lookup, trampoline
from . import _ffi
from .sheet import ActionSheet

__all__ = ["navigation_context", "take_dismissal_error", "ACTION", "NAVIGATION", "NAVIGATE", "PRESENT_SHEET",
           "SHEET_DISMISSED"]

_contexts: dict[int, Any] = {}
_keys = itertools.count(1)


@contextlib.contextmanager
def navigation_context(context: Any) -> Iterator[int]:
    """A key the navigation trampoline turns back into ``context`` while the block runs."""
    key = next(_keys)
    _contexts[key] = context
    try:
        yield key
    finally:
        del _contexts[key]


@trampoline
def _action(user_data: int | None, group: _ffi.bg_group, item_index: int) -> None:
    action = lookup(user_data).target.action
    if action is not None:
        action()


@trampoline
def _navigation(user_data: int | None, context_key: int | None) -> None:
    navigation_action = lookup(user_data).target.navigation_action
    if navigation_action is not None:
        navigation_action(_contexts.get(context_key or 0))


@trampoline
def _navigate(user_data: int | None, group: _ffi.bg_group, item_index: int) -> None:
    registration = lookup(user_data)
    registration.target(registration.owner.navigable_item(item_index))


@trampoline
def _present_sheet(user_data: int | None, group: _ffi.bg_group, sheet: Any) -> None:
    lookup(user_data).target(ActionSheet._from_c(sheet.contents))


_dismissal = threading.local()


def _sheet_dismissed(user_data: int | None, group: _ffi.bg_group) -> None:
    """The ``bg_sheet_dismissed_fn`` (C expects no status): an exception is kept for the update
    that dismissed the sheet to raise once its own work is done (``take_dismissal_error``)."""
    try:
        lookup(user_data).target()
    except BaseException as exception:  # noqa: BLE001 - includes KeyboardInterrupt, re-raised by update
        if getattr(_dismissal, "error", None) is None:
            _dismissal.error = exception


_interrupts.HOST_CALLERS.add(_sheet_dismissed.__code__)


def take_dismissal_error() -> BaseException | None:
    """The exception the calling thread's sheet-dismissed callback raised, if any (forgotten)."""
    error: BaseException | None = getattr(_dismissal, "error", None)
    _dismissal.error = None
    return error


# The function pointers handed to C: created once, alive as long as the module.
ACTION = _ffi.bg_action_fn(_action)
"""The ``bg_action_fn`` of every item with an action (its registration's target is the ``Item``)."""
NAVIGATION = _ffi.bg_navigation_fn(_navigation)
"""The ``bg_navigation_fn`` of every item with a navigation action."""
NAVIGATE = _ffi.bg_navigate_fn(_navigate)
"""The ``bg_navigate_fn`` trampoline: calls ``ButtonGroup.on_navigate``."""
PRESENT_SHEET = _ffi.bg_present_sheet_fn(_present_sheet)
"""The ``bg_present_sheet_fn`` trampoline: calls ``ButtonGroup.on_present_action_sheet``."""
SHEET_DISMISSED = _ffi.bg_sheet_dismissed_fn(_sheet_dismissed)
"""The ``bg_sheet_dismissed_fn`` trampoline: calls ``ButtonGroup.on_action_sheet_dismissed``."""
