"""The calling thread's pending exception: raised in a Python callback, re-raised later.

A Python callback runs inside a C call, so an exception it raises cannot unwind through the
C frames. The trampoline stores it here and returns a failure status; the Python method that
made the C call takes it back out (in the function table's errcheck) and re-raises it.
"""

from __future__ import annotations

import threading

__all__ = ["waiting", "store", "take"]

_slot = threading.local()
waiting = 0
"""How many threads have a pending exception: while 0, a call that succeeded has none to raise
(one global read instead of a thread-local lookup after every call)."""
_count_lock = threading.Lock()


def store(exception: BaseException) -> None:
    """Remembers ``exception`` for the calling thread; the first one since the last take wins."""
    global waiting
    if getattr(_slot, "exception", None) is None:
        _slot.exception = exception
        with _count_lock:
            waiting += 1


def take() -> BaseException | None:
    """Returns and forgets the calling thread's pending exception, if any."""
    global waiting
    exception: BaseException | None = getattr(_slot, "exception", None)
    if exception is not None:
        _slot.exception = None
        with _count_lock:
            waiting -= 1
    return exception
