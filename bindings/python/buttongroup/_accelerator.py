"""The optional compiled fast paths (``_speedups.c``, ``_lock.c``, ``_group_call.c``,
``_frames_cache.c``, ``_decode.c``, ``_shared_values.c``), bound to the library the package
loaded.

``GROUP_FRAMES`` and ``GROUP_LAYOUT`` are the ``_speedups`` types that make a group's compiled
``layout_frames`` and ``layout``; ``layout_decoder`` readies the decoders of a ``GroupLayout``'s
slots and nodes. They are None (it returns None) when the package was installed without the
module (no C compiler or Python headers where it was built) or in a subinterpreter: every
caller then takes the Python path, with the same results and errors, only slower.
"""

from __future__ import annotations

import ctypes
import threading
from types import ModuleType, TracebackType
from typing import Any, Callable, Optional, Protocol

from ._native import lib

__all__ = ["GROUP_FRAMES", "GROUP_LAYOUT", "GroupCallMaker", "StateLock", "layout_decoder", "new_lock"]

GroupCallMaker = Callable[[int, Any, Callable[..., Any], Callable[[int], Any], type], Any]
"""``(group_id, state, fallback, raise_status, result_type) -> an object whose ``call`` is the
layout function`` (see ``_speedups.pyi``)."""


def _speedups() -> Optional[ModuleType]:
    """The compiled module, or None (not built, or a subinterpreter: it serves the main one only)."""
    try:
        from . import _speedups
    except ImportError:
        return None
    return _speedups if _speedups.main_interpreter() else None


_SPEEDUPS = _speedups()


def _bound(name: str, maker: str) -> Optional[GroupCallMaker]:
    """The compiled type ``maker`` of ``_speedups``, bound to this library's function ``name``,
    or None."""
    if _SPEEDUPS is None:
        return None
    address = ctypes.cast(lib.cdll[name], ctypes.c_void_p).value
    if address is None:
        return None
    _SPEEDUPS.bind(name, address)
    made: GroupCallMaker = getattr(_SPEEDUPS, maker)
    return made


class StateLock(Protocol):
    """What a group's or a toolbar's binding state is locked with: reentrant, used as ``with
    lock:`` or ``acquire()`` / ``release()``."""

    def acquire(self) -> bool: ...

    def release(self) -> None: ...

    def __enter__(self) -> bool: ...

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None, /) -> None: ...


def new_lock() -> StateLock:
    """The lock of a group's or a toolbar's binding state: ``_speedups.Lock``, which the compiled
    calls take without a Python call, or ``threading.RLock`` without the module."""
    if _SPEEDUPS is None:
        return threading.RLock()
    lock: StateLock = _SPEEDUPS.Lock()
    return lock


GROUP_FRAMES: Optional[GroupCallMaker] = _bound("bg_group_layout_frames", "GroupFrames")
"""The maker of a group's compiled ``layout_frames``, or None (the ctypes path)."""
GROUP_LAYOUT: Optional[GroupCallMaker] = _bound("bg_group_layout", "GroupLayoutCall")
"""The maker of a group's compiled ``layout``, or None (the ctypes path)."""


def layout_decoder(*classes_and_tables: Any) -> Optional[ModuleType]:
    """The module whose ``slots`` and ``nodes`` decode a ``GroupLayout``'s records, given the
    classes and enum tables they make (see ``_decode.c``), or None (decode in Python)."""
    if _SPEEDUPS is None:
        return None
    _SPEEDUPS.decoders(*classes_and_tables)
    return _SPEEDUPS
