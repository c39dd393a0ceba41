"""What the tests of the compiled layout calls (a group's, a toolbar's, a button's) share."""

from __future__ import annotations

import threading
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
