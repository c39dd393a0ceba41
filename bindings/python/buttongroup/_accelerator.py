"""The optional compiled fast path (``_speedups.c``), bound to the library the package loaded.

``GROUP_FRAMES`` is the ``_speedups.GroupFrames`` type, ready to make a group's compiled
``layout_frames``, or None when the package was installed without it (no C compiler or Python
headers where it was built): every caller then takes the ctypes path, with the same results
and errors, only slower.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable, Optional

from ._native import lib

__all__ = ["GROUP_FRAMES", "GroupFramesMaker"]

GroupFramesMaker = Callable[[int, Any, Callable[..., Any], Callable[[int], Any], type], Callable[..., Any]]
"""``(group_id, state, fallback, raise_status, frames_type) -> layout_frames`` (see ``_speedups.pyi``)."""


def _group_frames() -> Optional[GroupFramesMaker]:
    """``_speedups.GroupFrames`` calling this library's ``bg_group_layout_frames``, or None."""
    try:
        from . import _speedups
    except ImportError:
        return None
    address = ctypes.cast(lib.cdll["bg_group_layout_frames"], ctypes.c_void_p).value
    if address is None:
        return None
    _speedups.bind(address)
    return _speedups.GroupFrames


GROUP_FRAMES: Optional[GroupFramesMaker] = _group_frames()
"""The compiled frames function's maker, or None (the ctypes path)."""
