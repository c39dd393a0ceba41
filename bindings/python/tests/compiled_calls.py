"""What the tests of the compiled layout calls (a group's, a toolbar's, a button's) share."""

from __future__ import annotations

import threading
import tracemalloc
from typing import Any, Callable


def assert_the_flag_is_read_under_the_lock(make_call: Callable[[Callable[..., Any]], Callable[..., Any]],
                                           state: Any, flag: str, arguments: tuple[Any, ...]) -> None:
    """A compiled call, ``make_call(make_fallback)``, started by another thread while this one holds
    ``state.lock``, must read ``state.<flag>`` (whether its layouts can run Python code) only once
    it holds the lock: the flag set meanwhile, as its setter does under the lock, sends the call to
    its fallback, with the same arguments."""
    fallback_calls: list[tuple[Any, ...]] = []
    call = make_call(lambda *made: lambda *given: fallback_calls.append(given))
    results: list[Any] = []
    thread = threading.Thread(target=lambda: results.append(call(*arguments)))
    with state.lock:
        thread.start()
        thread.join(0.2)
        assert thread.is_alive()  # waiting for the lock, having read nothing yet
        setattr(state, flag, True)
    thread.join()
    setattr(state, flag, False)
    assert fallback_calls == [arguments] and results == [None]


def assert_python_memory_stays_flat(lay_out: Callable[[int], Any], count: int) -> None:
    """``lay_out(i)`` called ``count`` times, after 2,000 calls to warm its caches up, leaves
    Python's memory (tracemalloc) within 16 KiB of where it was."""
    for i in range(2000):
        lay_out(i)
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        for i in range(count):
            lay_out(i)
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    growth = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    assert growth < 16_384, f"{growth} bytes more after {count:,} layouts"
