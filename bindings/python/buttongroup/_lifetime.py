"""What every object owning a library handle shares: how the handle is freed, ``close()``,
``with``, no copies, and the lock its calls take.

An object's state (``State``) holds its handle, in a ctypes struct the library's create
function writes straight into, its lock and what its callbacks need, never the object itself,
so an object nobody refers to is collected even while callbacks are registered.

The finalizer is a weak reference to the object whose callback is the library's free function
itself, called with the handle (the reference's ``_as_parameter_``): no Python code, not even
a Ctrl-C, can come between the object's end and the free. Finalizers are kept in a module set
until they run or their object is closed; at exit the pending ones free their handles while
the interpreter is whole.
"""

from __future__ import annotations

import atexit
import os
import threading
import weakref
from types import TracebackType
from typing import Any, Callable, ClassVar, NoReturn, SupportsIndex, TypeVar

from . import _callbacks

__all__ = ["State", "LibraryObject"]

_Self = TypeVar("_Self", bound="LibraryObject")


class State:
    """What an object's finalizer and callback registrations keep: its handle and its lock. The lock
    serializes the object's calls with the reading of what they return (library memory stays
    valid only until the object's next call); it is reentrant, as callbacks run on the calling
    thread and may call back into the object."""

    __slots__ = ("handle", "lock")

    def __init__(self, handle: Any) -> None:
        """``handle``: a zeroed handle struct, for the create function to fill."""
        self.handle = handle
        self.lock = threading.RLock()


class _Finalizer(weakref.ref):  # type: ignore[type-arg]
    """Frees a handle when the object it watches is collected (see the module)."""

    __slots__ = ("_as_parameter_",)
    _as_parameter_: Any  # the handle struct: what ctypes passes when the reference is the argument
    # Kept in a set by identity (a weak reference's own hash is its object's).
    __hash__ = object.__hash__
    __eq__ = object.__eq__
    __ne__ = object.__ne__


_pending: set[_Finalizer] = set()
"""Finalizers whose object may still be alive (the collected ones are swept out now and then)."""
_sweep_at = 64


def _watch(obj: object, state: State, free: Any) -> _Finalizer:
    """A finalizer freeing ``state.handle`` with ``free`` (an unchecked library function) once
    ``obj`` is collected."""
    global _sweep_at
    finalizer = _Finalizer(obj, free)
    finalizer._as_parameter_ = state.handle
    _pending.add(finalizer)
    if len(_pending) >= _sweep_at:
        _pending.difference_update([f for f in list(_pending) if f() is None])
        _sweep_at = max(64, 2 * len(_pending))
    return finalizer


def _new_locks_in_child() -> None:
    """After ``fork()``, in the child: every live object gets a new lock. A lock another thread
    held at the fork belongs to a thread the child does not have and would never be let go; the
    library makes every call on an object that thread was inside fail (``InvalidHandleError``),
    and with a new lock the call gets that far. (A ``with`` block of the forking thread releases
    the lock it took, the old one.)"""
    for finalizer in list(_pending):
        owner = finalizer()
        if owner is not None:
            owner._state.lock = threading.RLock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_new_locks_in_child)


@atexit.register
def _free_pending_at_exit() -> None:
    for finalizer in list(_pending):
        if finalizer() is not None:
            handle = finalizer._as_parameter_
            finalizer.__callback__(handle)
            handle.id = 0
    _pending.clear()


class LibraryObject:
    """Base of the objects owning a library handle: ``close()``, ``with``, ``closed``; copying and
    pickling raise ``TypeError`` (a copy would share the handle, and a handle means nothing in
    another process)."""

    _COPY_HINT: ClassVar[str] = "make another one"
    """How to get a second object: the end of the ``TypeError`` message."""
    _state: State
    _finalizer: _Finalizer

    def _own(self, state: State, free: Any) -> None:
        """Makes ``state`` this object's, its handle freed by ``free`` (an unchecked library free
        function) when the object is collected: call before the handle is created."""
        self._state = state
        self._finalizer = _watch(self, state, free)

    def _call(self, function: Any, *args: Any) -> Any:
        """``function(handle, *args)`` under the object's lock, as every call on a handle is made."""
        state = self._state
        with state.lock:
            return function(state.handle, *args)

    def _set_callback(self, attribute: str, setter: Any, trampoline: Any, callback: Callable[..., Any] | None) -> None:
        """Registers ``callback`` (None: clears it) with ``setter`` (a ``bg_*_set_*`` function),
        called through ``trampoline``, then keeps it as ``attribute`` (see ``_callbacks``)."""
        with self._state.lock:
            _callbacks.set_callback(setter, self._state, trampoline, callback)
            setattr(self, attribute, callback)

    @property
    def closed(self) -> bool:
        """True after ``close()`` (and at interpreter exit)."""
        return not self._state.handle.id

    def close(self) -> None:
        """Frees the object and releases its callbacks. Idempotent.

        Inside one of the object's own callbacks the library may refuse (``ReentrantError``: a
        measure callback cannot free its object); the object is then left open and usable.
        """
        state = self._state
        with state.lock:
            if state.handle.id:
                self._free(state)
                state.handle.id = 0
            _pending.discard(self._finalizer)
            self._closed()

    def _free(self, state: State) -> None:
        """Frees the handle through the checked free function (raises when the library refuses)."""
        raise NotImplementedError

    def _closed(self) -> None:
        """Drops what the Python object keeps for its callbacks (after a successful close)."""

    def __enter__(self: _Self) -> _Self:
        """``with obj:`` (or ``with Constructor(...) as obj:``) gives the object itself and
        closes it when the block ends."""
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        """Closes the object (``close()``) at the end of a ``with`` block, whether the block
        raised or not; an exception of the block goes on."""
        self.close()

    def __reduce_ex__(self, protocol: SupportsIndex) -> NoReturn:
        """Refuses ``copy.copy``, ``copy.deepcopy`` and ``pickle`` (they all ask this first)."""
        name = type(self).__name__
        raise TypeError(f"a {name} owns a library handle and cannot be copied or pickled: {self._COPY_HINT}")
