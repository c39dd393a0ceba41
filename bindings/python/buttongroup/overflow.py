"""Overflow breakpoints: the widths at which an item moves into and out of an overflow."""

from __future__ import annotations

import ctypes
from typing import Any, NamedTuple

from ._ffi import bg_breakpoints

__all__ = ["Breakpoint", "read_breakpoints"]


class Breakpoint(NamedTuple):
    """Where one item moves into and out of an overflow (a group's More sheet, a toolbar's menu).

    Below ``moves_in`` points the item is in the overflow (``math.inf``: always); an item in the
    overflow comes back at ``moves_out`` (``moves_in`` plus the hysteresis) or wider.
    """

    item: int
    """The item's index."""
    moves_in: float
    """Below this width, the item is in the overflow."""
    moves_out: float
    """At this width or wider, an item in the overflow comes back."""


def read_breakpoints(function: Any, state: Any) -> tuple[Breakpoint, ...]:
    """What ``function`` (``bg_<object>_breakpoints``) gives for the object of ``state``, copied
    under its lock (the C array is valid until the object's next call)."""
    out = bg_breakpoints(struct_size=ctypes.sizeof(bg_breakpoints))
    with state.lock:
        function(state.handle, ctypes.byref(out))
        return tuple(Breakpoint(b.item_index, b.moves_in, b.moves_out) for b in out.breakpoints[: out.count])
