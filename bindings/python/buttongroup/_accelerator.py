"""The optional compiled fast paths (``_speedups.c``, ``_decode.c``), bound to the library the
package loaded.

``GROUP_FRAMES`` is the ``_speedups.GroupFrames`` type, ready to make a group's compiled
``layout_frames``; ``layout_decoder`` readies the decoders of a ``GroupLayout``'s slots and
nodes. Both are None when the package was installed without the module (no C compiler or
Python headers where it was built): every caller then takes the Python path, with the same
results and errors, only slower.
"""

from __future__ import annotations

import ctypes
from types import ModuleType
from typing import Any, Callable, Optional

from ._native import lib

__all__ = ["GROUP_FRAMES", "GroupFramesMaker", "layout_decoder"]

GroupFramesMaker = Callable[[int, Any, Callable[..., Any], Callable[[int], Any], type], Callable[..., Any]]
"""``(group_id, state, fallback, raise_status, frames_type) -> layout_frames`` (see ``_speedups.pyi``)."""


def _speedups() -> Optional[ModuleType]:
    """The compiled module, or None."""
    try:
        from . import _speedups
    except ImportError:
        return None
    return _speedups


_SPEEDUPS = _speedups()


def _group_frames() -> Optional[GroupFramesMaker]:
    """``_speedups.GroupFrames`` calling this library's ``bg_group_layout_frames``, or None."""
    if _SPEEDUPS is None:
        return None
    address = ctypes.cast(lib.cdll["bg_group_layout_frames"], ctypes.c_void_p).value
    if address is None:
        return None
    _SPEEDUPS.bind(address)
    maker: GroupFramesMaker = _SPEEDUPS.GroupFrames
    return maker


GROUP_FRAMES: Optional[GroupFramesMaker] = _group_frames()
"""The compiled frames function's maker, or None (the ctypes path)."""


def layout_decoder(*classes_and_tables: Any) -> Optional[ModuleType]:
    """The module whose ``slots`` and ``nodes`` decode a ``GroupLayout``'s records, given the
    classes and enum tables they make (see ``_decode.c``), or None (decode in Python)."""
    if _SPEEDUPS is None:
        return None
    _SPEEDUPS.decoders(*classes_and_tables)
    return _SPEEDUPS
