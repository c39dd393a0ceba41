"""C callback trampolines and the registry of the Python objects they call.

One ctypes function pointer per C callback signature is created here, once, and lives as
long as the module. What a registration calls is found through its ``user_data``: an
integer key into ``_registry``, which holds a strong reference to the Python callable (or
``Item``) and to its owner (the group's state). The C library calls the destroy trampoline
exactly once per registration (on replace, clear, free, or a failed registration), and that
removes the key, so Python objects are released exactly when the C side lets go of them.

A trampoline never lets an exception reach C: it stores it as the thread's pending
exception (``_pending``) and returns ``BG_E_CALLBACK``; the errcheck of the C call that
triggered the callback re-raises it.
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
from typing import Any, Callable, Iterator, NamedTuple

from . import _ffi, _pending, _strings
from .enums import Status
from .sheet import ActionSheet

__all__ = [
    "register",
    "registry_size",
    "navigation_context",
    "ACTION",
    "NAVIGATION",
    "NAVIGATE",
    "PRESENT_SHEET",
    "MEASURE",
    "DESTROY",
]


class _Registration(NamedTuple):
    target: Any
    """The Python callable, or the ``Item`` whose action / navigation_action to call."""
    owner: Any
    """The group state the registration belongs to."""


_registry: dict[int, _Registration] = {}
_contexts: dict[int, Any] = {}
_keys = itertools.count(1)


def register(target: Any, owner: Any) -> int:
    """Keeps ``target`` and ``owner`` alive until the destroy trampoline gets the returned key."""
    key = next(_keys)
    _registry[key] = _Registration(target, owner)
    return key


def registry_size() -> int:
    """How many registrations the C side holds (for tests and leak checks)."""
    return len(_registry)


@contextlib.contextmanager
def navigation_context(context: Any) -> Iterator[int]:
    """A key the navigation trampoline turns back into ``context`` while the block runs."""
    key = next(_keys)
    _contexts[key] = context
    try:
        yield key
    finally:
        del _contexts[key]


def _trampoline(body: Callable[..., None]) -> Callable[..., int]:
    """Wraps ``body`` so that it returns BG_OK, or stores its exception and returns BG_E_CALLBACK."""

    def trampoline(*args: Any) -> int:
        try:
            body(*args)
        except BaseException as exception:  # noqa: BLE001 - includes KeyboardInterrupt, re-raised later
            _pending.store(exception)
            return Status.CALLBACK
        return Status.OK

    trampoline.__name__ = body.__name__
    return trampoline


def _lookup(user_data: int | None) -> _Registration:
    registration = _registry.get(user_data or 0)
    if registration is None:
        raise RuntimeError(f"buttongroup: callback fired for unknown registration {user_data}")
    return registration


@_trampoline
def _action(user_data: int | None, group: _ffi.bg_group, item_index: int) -> None:
    action = _lookup(user_data).target.action
    if action is not None:
        action()


@_trampoline
def _navigation(user_data: int | None, context_key: int | None) -> None:
    navigation_action = _lookup(user_data).target.navigation_action
    if navigation_action is not None:
        navigation_action(_contexts.get(context_key or 0))


@_trampoline
def _navigate(user_data: int | None, group: _ffi.bg_group, item_index: int) -> None:
    registration = _lookup(user_data)
    registration.target(registration.owner.navigable_item(item_index))


@_trampoline
def _present_sheet(user_data: int | None, group: _ffi.bg_group, sheet: Any) -> None:
    _lookup(user_data).target(ActionSheet._from_c(sheet.contents))


@_trampoline
def _measure(
    user_data: int | None, font: bytes | None, text: int | None, length: int, max_width: float, out: Any
) -> None:
    measured = _lookup(user_data).target(
        _strings.decode(font), _strings.decode(ctypes.string_at(text, length) if text and length else b""), max_width
    )
    try:
        width, height = measured
        size = (float(width), float(height))
    except (TypeError, ValueError):
        raise TypeError(
            f"a measure callback must return (width, height) as two numbers, not {measured!r}"
        ) from None
    out[0].width, out[0].height = size


def _destroy(user_data: int | None) -> None:
    _registry.pop(user_data or 0, None)


# The function pointers handed to C: created once, alive as long as the module.
ACTION = _ffi.bg_action_fn(_action)
NAVIGATION = _ffi.bg_navigation_fn(_navigation)
NAVIGATE = _ffi.bg_navigate_fn(_navigate)
PRESENT_SHEET = _ffi.bg_present_sheet_fn(_present_sheet)
MEASURE = _ffi.bg_measure_fn(_measure)
DESTROY = _ffi.bg_destroy_fn(_destroy)
