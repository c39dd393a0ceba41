"""Toolbar placements: SwiftUI's thirteen, placed as iOS places them; the bars a layout fills
(``ToolbarLayout.bars``, ``ToolbarFrames.bars``); secondary actions always in the overflow menu."""

from __future__ import annotations

import pickle

import pytest

from buttongroup import (
    ControlButton, ControlContext, Direction, PlacedBar, Placement, Rect, Theme, Toolbar, ToolbarBar, ToolbarItem,
)

BAR = Theme.builtin().number("parameters/toolbar/height")
PADDING = Theme.builtin().number("parameters/toolbar/padding")


def one(title: str, placement: Placement) -> ToolbarItem:
    return ToolbarItem.button(ControlButton(title, f"{title.lower()}.icon"), placement)


@pytest.mark.parametrize("placement, bar", [
    (Placement.AUTOMATIC, ToolbarBar.TOP), (Placement.NAVIGATION, ToolbarBar.TOP),
    (Placement.PRINCIPAL, ToolbarBar.TOP), (Placement.PRIMARY_ACTION, ToolbarBar.TOP),
    (Placement.CONFIRMATION_ACTION, ToolbarBar.TOP), (Placement.CANCELLATION_ACTION, ToolbarBar.TOP),
    (Placement.DESTRUCTIVE_ACTION, ToolbarBar.TOP), (Placement.TOP_BAR_LEADING, ToolbarBar.TOP),
    (Placement.TOP_BAR_TRAILING, ToolbarBar.TOP), (Placement.STATUS, ToolbarBar.BOTTOM),
    (Placement.BOTTOM_BAR, ToolbarBar.BOTTOM), (Placement.KEYBOARD, ToolbarBar.KEYBOARD),
])
def test_each_placement_goes_on_its_bar(placement: Placement, bar: ToolbarBar) -> None:
    with Toolbar([one("A", placement)]) as toolbar:
        layout = toolbar.layout(400)
        assert layout.bars == (PlacedBar(bar, Rect(0, 0, 400, BAR)),)
        assert layout.bar_for(layout.groups[0]) == layout.bars[0]
        assert layout.size.height == BAR


@pytest.mark.parametrize("placement, leading", [
    (Placement.CANCELLATION_ACTION, True), (Placement.TOP_BAR_LEADING, True), (Placement.NAVIGATION, True),
    (Placement.CONFIRMATION_ACTION, False), (Placement.DESTRUCTIVE_ACTION, False), (Placement.AUTOMATIC, False),
    (Placement.TOP_BAR_TRAILING, False),
])
def test_leading_and_trailing_placements(placement: Placement, leading: bool) -> None:
    for direction in Direction:
        with Toolbar([one("A", placement)]) as toolbar:
            frame = toolbar.layout(400, 1, direction).groups[0].frame
            at_left = leading == (direction is Direction.LTR)
            assert (frame.x == PADDING) if at_left else (frame.x + frame.width == 400 - PADDING)


def test_a_secondary_action_is_always_in_the_overflow_menu() -> None:
    items = [one("Share", Placement.PRIMARY_ACTION), one("Sort", Placement.SECONDARY_ACTION)]
    with Toolbar(items) as toolbar:
        for width in (120, 400, 4000):
            layout = toolbar.layout(width)
            assert 1 in layout.overflowed and layout.overflow_button is not None
            assert [group.item for group in layout.groups] == [0] or width == 120
        assert [b.item for b in toolbar.breakpoints()] == [0]


def test_bottom_and_keyboard_bars_stack_below_the_top_bar() -> None:
    items = [one("Done", Placement.KEYBOARD), one("Trash", Placement.BOTTOM_BAR), one("Back", Placement.NAVIGATION)]
    with Toolbar(items) as toolbar:
        layout = toolbar.layout(300, 2)
        assert [bar.bar for bar in layout.bars] == [ToolbarBar.TOP, ToolbarBar.BOTTOM, ToolbarBar.KEYBOARD]
        assert [bar.frame.y for bar in layout.bars] == [0, BAR, 2 * BAR]
        assert layout.size.height == 3 * BAR
        bars = {group.item: layout.bar_for(group).bar for group in layout.groups}
        assert bars == {0: ToolbarBar.KEYBOARD, 1: ToolbarBar.BOTTOM, 2: ToolbarBar.TOP}
        frames = toolbar.layout_frames(300, 2)
        assert list(frames.bars) == [bar.frame for bar in layout.bars]
        copied = pickle.loads(pickle.dumps(frames))
        assert copied == frames and list(copied.bars) == list(frames.bars)


def test_content_has_no_bars() -> None:
    with Toolbar([one("A", Placement.BOTTOM_BAR)], context=ControlContext.CONTENT) as toolbar:
        layout = toolbar.layout(300)
        assert layout.bars == () and layout.bar_for(layout.groups[0]) is None
        assert len(toolbar.layout_frames(300).bars) == 0
