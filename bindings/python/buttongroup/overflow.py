"""Overflow breakpoints: the widths at which an item moves into and out of an overflow."""

from __future__ import annotations

from typing import NamedTuple

from ._ffi import bg_breakpoints

__all__ = ["Breakpoint"]


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


def read_breakpoints(c: bg_breakpoints) -> tuple[Breakpoint, ...]:
    """The breakpoints a ``bg_breakpoints`` points at, copied (it is valid until the next call)."""
    return tuple(
        Breakpoint(c.breakpoints[i].item_index, c.breakpoints[i].moves_in, c.breakpoints[i].moves_out)
        for i in range(c.count)
    )
