"""The lock of a group's or a toolbar's binding state (``_speedups.Lock``, ``_lock.c``).

It must behave as the ``threading.RLock`` it replaces, and the compiled calls must take the very
same lock as the Python code around them.
"""

from __future__ import annotations

import signal
import threading
from typing import Any

import pytest

from buttongroup import ButtonGroup, ControlButton, ControlGroup, Item, Parameters, Toolbar, ToolbarItem, _accelerator

_speedups: Any = pytest.importorskip("buttongroup._speedups")


def test_groups_and_toolbars_are_locked_with_the_compiled_lock() -> None:
    with ButtonGroup([Item("A")]) as group, Toolbar([ToolbarItem(ControlGroup("G", buttons=[ControlButton("B")]))]) as bar:
        assert type(group._state.lock) is _speedups.Lock and type(bar._state.lock) is _speedups.Lock
    assert type(_accelerator.new_lock()) is _speedups.Lock


def test_it_is_reentrant_and_only_its_holder_releases_it() -> None:
    lock = _speedups.Lock()
    assert not lock._is_owned()
    assert lock.acquire() is True and lock.acquire() is True
    with lock:
        assert lock._is_owned()
    lock.release()
    assert lock._is_owned()  # taken twice, released once
    errors: list[BaseException] = []

    def release_elsewhere() -> None:
        try:
            lock.release()
        except RuntimeError as error:
            errors.append(error)

    thread = threading.Thread(target=release_elsewhere)
    thread.start()
    thread.join()
    assert len(errors) == 1 and "does not hold" in str(errors[0]) and lock._is_owned()
    lock.release()
    assert not lock._is_owned()
    with pytest.raises(RuntimeError, match="does not hold"):
        lock.release()
    with pytest.raises(TypeError):
        _speedups.Lock(1)


def test_a_compiled_layout_waits_for_the_lock_the_python_code_holds() -> None:
    with ButtonGroup([Item("A"), Item("B")], Parameters(max_visible=0)) as group:
        expected = group.layout_frames(300)
        results: list[Any] = []
        thread = threading.Thread(target=lambda: results.append(group.layout_frames(300)))
        with group._state.lock:
            thread.start()
            thread.join(0.3)
            assert thread.is_alive() and results == []  # it waits for this thread's lock
        thread.join()
        assert results == [expected]


def test_threads_take_turns() -> None:
    lock = _speedups.Lock()
    counter = [0]

    def work() -> None:
        for _ in range(2000):
            with lock:
                value = counter[0]
                counter[0] = value + 1

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert counter[0] == 8000 and not lock._is_owned()


class _Interrupted(Exception):
    pass


def test_a_signal_handler_that_raises_ends_the_wait_and_the_lock_is_not_taken() -> None:
    lock = _speedups.Lock()
    held, stop = threading.Event(), threading.Event()

    def hold() -> None:
        with lock:
            held.set()
            stop.wait()

    def interrupt() -> None:
        while not stop.is_set():
            signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGUSR1)
            stop.wait(0.01)

    armed: list[bool] = []

    def handler(signum: int, frame: Any) -> None:
        if armed == [True]:  # once, and only around the wait: other signals are ignored
            armed.append(False)
            raise _Interrupted

    previous = signal.signal(signal.SIGUSR1, handler)
    holder, sender = threading.Thread(target=hold), threading.Thread(target=interrupt)
    try:
        holder.start()
        held.wait()
        sender.start()
        with pytest.raises(_Interrupted):
            armed.append(True)
            lock.acquire()  # waits (the other thread holds it) until the handler raises
    finally:
        stop.set()
        if sender.ident is not None:
            sender.join()
        holder.join()
        signal.signal(signal.SIGUSR1, previous)
    assert not lock._is_owned()
    with lock:  # usable afterwards
        assert lock._is_owned()
