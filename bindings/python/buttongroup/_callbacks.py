"""The registry of the Python objects C callbacks call, and the trampolines every component shares.

One ctypes function pointer per C callback signature is created, once, and lives as long as
its module: here the destroy and measure trampolines (``common.h`` types), in each
component's ``_callbacks`` module its own (e.g. ``group/_callbacks``). What a registration
calls is found through its ``user_data``: an integer key into ``_registry``, which holds a
strong reference to the Python callable (or ``Item``) and to its owner (the component's
state). The C library calls the destroy trampoline exactly once per registration (on
replace, clear, free, or a failed registration), and that removes the key, so Python objects
are released exactly when the C side lets go of them.

A trampoline never lets an exception reach C: it stores it as the thread's pending
exception (``_pending``) and returns ``BG_E_CALLBACK``; the errcheck of the C call that
triggered the callback re-raises it. Every C call that may call back is made inside an
``_interrupts.DEFERRED`` section, so a SIGINT cannot land in a trampoline's own code (see
``_interrupts``): it interrupts only the host's callable, or comes out after the C call.
"""

from __future__ import annotations

import ctypes
import itertools
from typing import Any, Callable, NamedTuple

from . import _ffi, _interrupts, _numbers, _pending, _strings
from .enums import Status

__all__ = [
    "Measure",
    "Registration",
    "register",
    "registry_size",
    "lookup",
    "trampoline",
    "set_callback",
    "MEASURE",
    "DESTROY",
]

Measure = Callable[[str, str, float], tuple[float, float]]
"""``(font_token, text, max_width) -> (width, height)`` of one line of text, in points."""


class Registration(NamedTuple):
    """What one ``user_data`` key stands for."""

    target: Any
    """The Python callable, or the object (e.g. an ``Item``) whose callables to call."""
    owner: Any
    """The component state the registration belongs to."""


_registry: dict[int, Registration] = {}
_keys = itertools.count(1)


def register(target: Any, owner: Any) -> int:
    """Keeps ``target`` and ``owner`` alive until the destroy trampoline gets the returned key."""
    key = next(_keys)
    _registry[key] = Registration(target, owner)
    return key


def registry_size() -> int:
    """How many registrations the C side holds (for tests and leak checks)."""
    return len(_registry)


def lookup(user_data: int | None) -> Registration:
    """The registration of a callback's ``user_data``."""
    registration = _registry.get(user_data or 0)
    if registration is None:
        raise RuntimeError(f"buttongroup: callback fired for unknown registration {user_data}")
    return registration


def trampoline(body: Callable[..., None]) -> Callable[..., int]:
    """Wraps ``body`` so that it returns BG_OK, or stores its exception and returns BG_E_CALLBACK.

    ``body`` is the code that calls the host's callables (``_interrupts.HOST_CALLERS``). The
    C-facing function always returns one of the two statuses: C calls it only inside an
    ``_interrupts.DEFERRED`` section, where a SIGINT cannot interrupt the binding's own code
    (this function included, from its first bytecode), only the host's code that ``body`` calls.
    """
    _interrupts.HOST_CALLERS.add(body.__code__)

    def call(*args: Any) -> int:
        try:
            body(*args)
        except BaseException as exception:  # noqa: BLE001 - includes KeyboardInterrupt, re-raised later
            _pending.store(exception)
            return Status.CALLBACK
        return Status.OK

    call.__name__ = body.__name__
    return call


def set_callback(setter: Any, handle: Any, function: Any, callback: Callable[..., Any] | None, owner: Any) -> None:
    """Registers ``callback`` through a ``bg_*_set_*_callback`` C function, or clears it (None).

    ``function`` is the trampoline (a ctypes function pointer) that calls ``callback``; the
    registration keeps ``callback`` and ``owner`` alive until the library releases it. Call it
    inside an ``_interrupts.DEFERRED`` section, so that the registration and the C call that
    takes it (or releases it on failure) happen both or neither.
    """
    if callback is None:
        # NULL function pointers (ctypes wants an instance of the type, not None)
        setter(handle, type(function)(), None, _ffi.bg_destroy_fn())
        return
    if not callable(callback):
        raise TypeError(f"a callback must be callable or None, not {type(callback).__name__}")
    setter(handle, function, register(callback, owner), DESTROY)


@trampoline
def _measure(
    user_data: int | None, font: bytes | None, text: int | None, length: int, max_width: float, out: Any
) -> None:
    measured = lookup(user_data).target(
        _strings.decode(font), _strings.decode(ctypes.string_at(text, length) if text and length else b""), max_width
    )
    try:
        width, height = measured
        size = (_numbers.double(width, "width"), _numbers.double(height, "height"))
    except (TypeError, ValueError):  # (an int too large for a double is an OutOfRangeError, a ValueError)
        raise TypeError(
            f"a measure callback must return (width, height) as two numbers, not {measured!r}"
        ) from None
    out[0].width, out[0].height = size


def _destroy(user_data: int | None) -> None:
    _registry.pop(user_data or 0, None)


# The function pointers handed to C: created once, alive as long as the module.
MEASURE = _ffi.bg_measure_fn(_measure)
"""The ``bg_measure_fn`` trampoline: calls a registered ``Measure``."""
DESTROY = _ffi.bg_destroy_fn(_destroy)
"""The ``bg_destroy_fn`` of every registration: drops its key from the registry."""
