"""The calling thread's pending exception: raised in a Python callback, re-raised later.

A Python callback runs inside a C call, so an exception it raises cannot unwind through the
C frames. The trampoline stores it here and returns a failure status; the Python method that
made the C call takes it back out (in the function table's errcheck) and re-raises it.
"""

from __future__ import annotations

import threading

__all__ = ["store", "take"]

_slot = threading.local()


def store(exception: BaseException) -> None:
    """Remembers ``exception`` for the calling thread; the first one since the last take wins."""
    if getattr(_slot, "exception", None) is None:
        _slot.exception = exception


def take() -> BaseException | None:
    """Returns and forgets the calling thread's pending exception, if any."""
    exception: BaseException | None = getattr(_slot, "exception", None)
    if exception is not None:
        _slot.exception = None
    return exception
