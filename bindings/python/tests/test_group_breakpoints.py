"""ButtonGroup.breakpoints(): the widths at which items move into and out of the More sheet."""

from __future__ import annotations

import math

from buttongroup import Breakpoint, ButtonGroup, Item, OverflowPolicy, Parameters


def _group(max_visible: int = 0, policy: OverflowPolicy = OverflowPolicy.WIDTH) -> ButtonGroup:
    return ButtonGroup(
        [Item("Archive"), Item("Move"), Item("Flag"), Item("Delete"), Item("Reply all")],
        Parameters(overflow_policy=policy, max_visible=max_visible, overflow_hysteresis=8),
    )


def _visible(width: float) -> int:
    return _group().layout(width).overflow_items.start


def test_each_breakpoint_is_the_exact_width_where_the_item_moves() -> None:
    breakpoints = _group().breakpoints()
    assert [b.item for b in breakpoints] == [4, 3, 2, 1]
    for b in breakpoints:
        assert isinstance(b, Breakpoint)
        assert _visible(b.moves_in) > b.item
        assert _visible(math.nextafter(b.moves_in, 0)) <= b.item
        assert b.moves_out == b.moves_in + 8


def test_hysteresis_keeps_the_item_out_until_moves_out() -> None:
    group = _group()
    last = group.breakpoints()[0]
    assert group.layout(last.moves_in - 1).overflow_items.start == 4
    assert group.layout(last.moves_out - 1).overflow_items.start == 4
    assert group.layout(last.moves_out).overflow_items.start == 5


def test_items_beyond_the_count_limit_are_always_in_more() -> None:
    breakpoints = _group(max_visible=3).breakpoints()
    assert [b.item for b in breakpoints] == [4, 3, 2, 1]
    assert [math.isinf(b.moves_in) for b in breakpoints] == [True, True, True, False]


def test_the_count_policy_moves_nothing_with_the_width() -> None:
    assert _group(max_visible=0, policy=OverflowPolicy.COUNT).breakpoints() == ()
