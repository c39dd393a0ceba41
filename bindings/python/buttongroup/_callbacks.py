"""The Python objects the library's callbacks call, and the trampolines every component shares.

A callback is registered with the library as (function, user_data, destroy):

- function: a trampoline, one ctypes function pointer per C signature, made once (the destroy
  and measure ones here, each component's own in its ``_callbacks``);
- user_data: an int key into ``REGISTRY``, which holds what the trampoline calls and the state
  of the object it belongs to;
- destroy: ``REGISTRY.pop`` itself, which the library calls exactly once per registration (on
  replace, clear, free, or a failed registration) with no Python code in between, so nothing,
  not even a Ctrl-C, can come between the library letting go and the registry dropping it. An
  entry is stored right before the call that hands its key to the library, with nothing that
  can run Python code in between: an entry never outlives its registration.

A trampoline never lets an exception reach C: it keeps it as the calling thread's pending
exception (``_pending``) and returns ``BG_E_CALLBACK``, and the call that ran the callback
raises it. A Ctrl-C landing before a trampoline's ``try`` is reported by ctypes ("Exception
ignored") and the library sees the callback fail.
"""

from __future__ import annotations

import ctypes
import itertools
import threading
from typing import Any, Callable

from . import _ffi, _numbers, _pending, _strings
from .enums import Status

__all__ = [
    "Measure", "REGISTRY", "DESTROY", "MEASURE", "new_key", "target", "owner", "registry_size", "trampoline",
    "set_callback", "Dismissals",
]

Measure = Callable[[str, str, float], tuple[float, float]]
"""``(font_token, text, max_width) -> (width, height)`` of one line of text, in points."""

REGISTRY: dict[int, tuple[Any, Any]] = {}
"""user_data key -> (what the trampoline calls, the state of the object it belongs to)."""
_next_key = itertools.count(1).__next__


def new_key() -> int:
    """A fresh user_data key. Store ``REGISTRY[key] = (what, state)`` on the line right before the
    C call that hands the key to the library, so that nothing can run in between."""
    return _next_key()


def target(user_data: int | None) -> Any:
    """What the registration ``user_data`` calls."""
    return _entry(user_data)[0]


def owner(user_data: int | None) -> Any:
    """The state of the object the registration ``user_data`` belongs to."""
    return _entry(user_data)[1]


def _entry(user_data: int | None) -> tuple[Any, Any]:
    entry = REGISTRY.get(user_data or 0)
    if entry is None:
        raise RuntimeError(f"buttongroup: a callback fired for an unknown registration ({user_data})")
    return entry


def registry_size() -> int:
    """How many registrations the library holds (for tests and leak checks)."""
    return len(REGISTRY)


def trampoline(body: Callable[..., None]) -> Callable[..., int]:
    """``body`` as a C callback returning a status: ``BG_OK``, or ``BG_E_CALLBACK`` with the
    exception it raised kept for the call that ran it."""

    def call(*args: Any) -> int:
        try:
            body(*args)
        except BaseException as exception:  # noqa: BLE001 - KeyboardInterrupt included: raised by the call
            _pending.store(exception)
            return Status.CALLBACK
        return Status.OK

    call.__name__ = body.__name__
    call.__doc__ = body.__doc__
    return call


def set_callback(setter: Any, state: Any, function: Any, callback: Callable[..., Any] | None) -> None:
    """Registers ``callback`` with ``setter`` (a ``bg_*_set_*_callback``), called through the
    trampoline ``function``, or clears it (None). The library releases the previous one."""
    if callback is None:
        setter(state.handle, type(function)(), None, _ffi.bg_destroy_fn())  # NULL function pointers
        return
    if not callable(callback):
        raise TypeError(f"a callback must be callable or None, not {type(callback).__name__}")
    key = _next_key()
    REGISTRY[key] = (callback, state)
    setter(state.handle, function, key, DESTROY)


class Dismissals(threading.local):
    """The host's dismissal callbacks of one kind (the library took the sheet or menu down) and
    the exception one raised, per thread: C expects no status from them, so ``notify`` (their
    C function) keeps the first exception for the call that dismissed to raise once its own work
    is done (``take``)."""

    error: BaseException | None = None

    def notify(self, user_data: int | None, handle: Any) -> None:
        """Calls the registered callback; keeps what it raises (KeyboardInterrupt included)."""
        try:
            target(user_data)()
        except BaseException as exception:  # noqa: BLE001 - raised by the call that dismissed
            if self.error is None:
                self.error = exception

    def take(self) -> BaseException | None:
        """The exception the calling thread's callback raised, if any (forgotten)."""
        error = self.error
        if error is not None:
            self.error = None
        return error


# ------------------------------------------------------------ shared trampolines


@trampoline
def _measure(user_data: int | None, font: bytes | None, text: int | None, length: int, max_width: float,
             out: Any) -> None:
    measured = target(user_data)(
        _strings.decode(font), _strings.decode(ctypes.string_at(text, length) if text and length else b""), max_width
    )
    try:
        width, height = measured
        size = (_numbers.double(width, "width"), _numbers.double(height, "height"))
    except (TypeError, ValueError):
        raise TypeError(f"a measure callback must return (width, height) as two numbers, not {measured!r}") from None
    out[0].width, out[0].height = size


DESTROY = _ffi.bg_destroy_fn(REGISTRY.pop)
"""The ``bg_destroy_fn`` of every registration: the registry's ``pop``, run by C directly."""
MEASURE = _ffi.bg_measure_fn(_measure)
"""The ``bg_measure_fn`` trampoline: calls a registered ``Measure``."""
