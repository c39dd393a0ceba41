"""Overflow breakpoints: the widths at which an item moves into and out of an overflow."""

from __future__ import annotations

import ctypes
from typing import Any, NamedTuple

from ._ffi import bg_breakpoints

__all__ = ["Breakpoint", "read_breakpoints"]


class Breakpoint(NamedTuple):
    """Where one item moves into and out of an overflow (a group's More sheet, a toolbar's menu).

    The names follow the item, not the width: ``moves_in`` is where it moves *into* the overflow
    as the width shrinks (below it the item is there; ``math.inf``: always), ``moves_out`` where
    it moves back *out* of the overflow as the width grows (``moves_in`` plus the hysteresis)::

                         moves_in         moves_out
                            :                 :
      on the bar    . . . . +<----------------+<-----------  narrowing: stays on the bar
                            |                 ^              down to moves_in
           moves INTO the   |                 |   moves OUT of the
           overflow below   v                 |   overflow at or above
           moves_in         |                 |   moves_out
                            :                 :
      in the overflow ----->+---------------->+ . . . . . .  widening: stays in the overflow
                            :                 :              up to moves_out
      width  0 -------------+-----------------+------------> wider

    Between the two the item stays where the previous layout put it (a first layout puts it on
    the bar), so a width wobbling around a breakpoint never flips it. For example::

        group = ButtonGroup([Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")],
                            Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0))
        group.breakpoints()[0]    # Breakpoint(item=3, moves_in=655.25, moves_out=663.25)
        group.layout(655)         # History in the More sheet (655 < moves_in)
        group.layout(663)         # still there (663 < moves_out)
        group.layout(663.25)      # back on the bar
    """

    item: int
    """The item's index."""
    moves_in: float
    """Below this width the item moves into the overflow (``math.inf``: it is always there)."""
    moves_out: float
    """At this width or wider an item in the overflow moves back out of it."""


def read_breakpoints(function: Any, state: Any) -> tuple[Breakpoint, ...]:
    """What ``function`` (``bg_<object>_breakpoints``) gives for the object of ``state``, copied
    under its lock (the C array is valid until the object's next call)."""
    out = bg_breakpoints(struct_size=ctypes.sizeof(bg_breakpoints))
    with state.lock:
        function(state.handle, ctypes.byref(out))
        return tuple(Breakpoint(b.item_index, b.moves_in, b.moves_out) for b in out.breakpoints[: out.count])
