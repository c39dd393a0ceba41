"""The optional compiled fast path (``_speedups.c``), bound to the library the package loaded.

``GROUP_FRAMES`` is ``_speedups.group_frames`` ready to call, or None when the package was
installed without it (no C compiler or Python headers where it was built): every caller then
takes the ctypes path, with the same results and errors, only slower.
"""

from __future__ import annotations

import ctypes
from typing import Callable, Optional

from ._native import lib

__all__ = ["GROUP_FRAMES", "GroupFrames"]

GroupFrames = Callable[[int, object, object, object], "tuple[float, ...] | int | None"]
"""``(group_id, width, scale, direction) -> frames | status | None`` (see ``_speedups.pyi``)."""


def _group_frames() -> Optional[GroupFrames]:
    """``_speedups.group_frames`` calling this library's ``bg_group_layout_frames``, or None."""
    try:
        from . import _speedups
    except ImportError:
        return None
    address = ctypes.cast(lib.cdll["bg_group_layout_frames"], ctypes.c_void_p).value
    if address is None:
        return None
    _speedups.bind(address)
    return _speedups.group_frames


GROUP_FRAMES: Optional[GroupFrames] = _group_frames()
"""The compiled frames call, or None (the ctypes path)."""
