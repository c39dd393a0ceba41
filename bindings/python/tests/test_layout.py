"""Layouts of the seed's usage snippets, prominent corners, RTL and pixel snapping."""

from __future__ import annotations

import math

import pytest

from buttongroup import (
    A11yRole,
    ButtonGroup,
    CornerStyle,
    Direction,
    Item,
    LayoutKind,
    LayoutParameters,
    Parameters,
    ProminentType,
    Role,
    SlotKind,
    State,
    Strings,
)

WIDTH = 360.0


def gaps(slots) -> list[float]:
    ordered = sorted(slots, key=lambda slot: slot.frame.x)
    return [b.frame.x - a.frame.max_x for a, b in zip(ordered, ordered[1:])]


def test_basic_usage_one_full_width_capsule() -> None:
    with ButtonGroup([Item("Statements")]) as group:
        layout = group.layout(WIDTH)
    (slot,) = layout.slots
    assert slot.kind is SlotKind.ITEM and slot.item_index == 0
    assert (slot.frame.x, slot.frame.width) == (0, WIDTH)
    assert slot.title == "Statements" and not slot.title_truncated
    radius = slot.frame.height / 2
    assert slot.corners.top_left == slot.corners.bottom_right == radius
    assert layout.size.width == WIDTH and layout.size.height == slot.frame.height
    assert layout.overflow_items == ()


def test_multiple_buttons_share_the_width_equally() -> None:
    with ButtonGroup([Item("Details"), Item("Statements")]) as group:
        layout = group.layout(WIDTH)
    first, second = layout.slots
    assert first.frame.width == second.frame.width
    assert first.frame.x == 0 and second.frame.max_x == WIDTH
    assert gaps(layout.slots) == [group.parameters.layout.spacing]
    assert [node.label for node in layout.accessibility] == ["Details", "Statements"]
    assert [(node.position, node.count) for node in layout.accessibility] == [(1, 2), (2, 2)]


def test_more_than_three_items_show_two_and_more(four_items) -> None:
    with ButtonGroup(four_items) as group:
        layout = group.layout(WIDTH)
    assert [slot.kind for slot in layout.slots] == [SlotKind.ITEM, SlotKind.ITEM, SlotKind.MORE]
    assert [slot.item_index for slot in layout.slots] == [0, 1, None]
    assert layout.overflow_items == (2, 3)
    more = layout.more_slot
    assert more is layout.slots[2] and more.icon == "ic_more_horiz" and more.title == ""
    node = layout.accessibility[2]
    assert node.role is A11yRole.MENU_BUTTON and node.label == "More" and node.slot_index == 2


def test_custom_strings_and_more_icon(four_items) -> None:
    parameters = Parameters(more_icon="ic_dots", strings=Strings(more_button_accessibility_label="More actions"))
    with ButtonGroup(four_items, parameters) as group:
        layout = group.layout(WIDTH)
    assert layout.more_slot.icon == "ic_dots"
    assert layout.accessibility[2].label == "More actions"


def test_custom_spacing() -> None:
    items = [Item("Transfer"), Item("Pay"), Item("History")]
    with ButtonGroup(items, Parameters(layout=LayoutParameters.all_round(spacing=24))) as group:
        layout = group.layout(372)
    assert [slot.frame.width for slot in layout.slots] == [108, 108, 108]
    assert gaps(layout.slots) == [24, 24]


def prominent_items() -> list[Item]:
    return [Item("Transfer"), Item("Pay", icon="ic_info"), Item("History", icon="ic_dock")]


def test_prominent_relaxed() -> None:
    layout_params = LayoutParameters.prominent(type=ProminentType.RELAXED, spacing=4, corner_style=CornerStyle.LARGE)
    with ButtonGroup(prominent_items(), Parameters(layout=layout_params)) as group:
        layout = group.layout(WIDTH)
    prominent, pay, history = layout.slots
    assert [slot.role for slot in layout.slots] == [Role.PRIMARY, Role.SECONDARY, Role.SECONDARY]
    assert prominent.frame.width > pay.frame.width
    assert gaps(layout.slots) == [4, 4]
    assert layout.slots[-1].frame.max_x == WIDTH or prominent.frame.max_x == WIDTH
    for slot in layout.slots:  # radius/large = 16 on every corner
        c = slot.corners
        assert (c.top_left, c.top_right, c.bottom_right, c.bottom_left) == (16, 16, 16, 16)
    assert not pay.icon_frame.is_empty and pay.icon == "ic_info"


def test_prominent_grouped_joins_the_secondaries() -> None:
    layout_params = LayoutParameters.prominent(type=ProminentType.GROUPED, spacing=4, corner_style=CornerStyle.LARGE)
    with ButtonGroup(prominent_items(), Parameters(layout=layout_params)) as group:
        layout = group.layout(WIDTH)
    prominent, pay, history = sorted(layout.slots, key=lambda slot: slot.frame.x)
    assert prominent.role is Role.PRIMARY
    assert pay.frame.x - prominent.frame.max_x == 4
    assert history.frame.x == pay.frame.max_x  # one segmented run
    # outer corners rounded (radius/large = 16), inner corners square
    assert (pay.corners.top_left, pay.corners.bottom_left) == (16, 16)
    assert (pay.corners.top_right, pay.corners.bottom_right) == (0, 0)
    assert (history.corners.top_left, history.corners.bottom_left) == (0, 0)
    assert (history.corners.top_right, history.corners.bottom_right) == (16, 16)


@pytest.mark.parametrize("prominent_type", list(ProminentType))
def test_rtl_mirrors_frames_and_corners(prominent_type: ProminentType) -> None:
    parameters = Parameters(layout=LayoutParameters.prominent(type=prominent_type, spacing=4))
    with ButtonGroup(prominent_items(), parameters) as group:
        ltr = group.layout(WIDTH)
        rtl = group.layout(WIDTH, direction=Direction.RTL)
    assert len(ltr.slots) == len(rtl.slots)
    for left, right in zip(ltr.slots, rtl.slots):
        assert right.item_index == left.item_index
        assert right.frame.x == pytest.approx(WIDTH - left.frame.max_x)
        assert right.frame.width == left.frame.width
        assert right.corners.top_left == left.corners.top_right
        assert right.corners.bottom_right == left.corners.bottom_left
        if not left.icon_frame.is_empty:
            assert right.icon_frame.x == pytest.approx(WIDTH - left.icon_frame.max_x)
    # reading order stays logical: the prominent item is read first in both directions
    assert rtl.accessibility[0].label == ltr.accessibility[0].label == "Transfer"


@pytest.mark.parametrize("scale", [1.0, 2.0, 3.0])
def test_frames_snap_to_pixels_and_fill_the_width(scale: float) -> None:
    parameters = Parameters(layout=LayoutParameters.all_round(spacing=5))
    with ButtonGroup([Item("A"), Item("B"), Item("C")], parameters) as group:
        layout = group.layout(100, scale=scale)
    ordered = sorted(layout.slots, key=lambda slot: slot.frame.x)
    assert ordered[0].frame.x == 0 and ordered[-1].frame.max_x == pytest.approx(100)
    for slot in ordered:
        for edge in (slot.frame.x, slot.frame.max_x):
            assert math.isclose(edge * scale, round(edge * scale), abs_tol=1e-9)
    assert all(gap >= 0 for gap in gaps(ordered))


def test_truncated_title_keeps_the_full_accessibility_label() -> None:
    title = "A very long title that cannot possibly fit"
    with ButtonGroup([Item(title), Item("B")]) as group:
        layout = group.layout(160)
    slot = layout.slots[0]
    assert slot.title_truncated and slot.title.endswith("…") and len(slot.title) < len(title)
    assert layout.accessibility[0].label == title


def test_item_fields_reach_the_layout() -> None:
    item = Item("Pay", icon="ic_pay", accessibility_label="Pay bills", accessibility_identifier="pay",
                role=Role.DANGER, disabled=True)
    with ButtonGroup([item]) as group:
        layout = group.layout(WIDTH)
    slot, node = layout.slots[0], layout.accessibility[0]
    assert slot.role is Role.DANGER and slot.icon == "ic_pay"
    assert State.DISABLED in slot.state
    assert (node.label, node.identifier, node.enabled) == ("Pay bills", "pay", False)


def test_parameters_setter_relays_out(four_items) -> None:
    with ButtonGroup(four_items) as group:
        assert len(group.layout(WIDTH).slots) == 3
        group.parameters = Parameters(max_visible=4)
        assert group.parameters.max_visible == 4
        layout = group.layout(WIDTH)
    assert [slot.item_index for slot in layout.slots] == [0, 1, 2, 3]
    assert layout.overflow_items == ()


def test_default_parameters_come_from_the_library() -> None:
    defaults = Parameters.defaults()
    assert defaults.layout == LayoutParameters(LayoutKind.ALL_ROUND, 8, CornerStyle.CAPSULE, 0, ProminentType.RELAXED)
    assert defaults.max_visible == 3 and defaults.overflow_hysteresis == 8
    with ButtonGroup() as group:
        assert group.parameters == defaults
        assert group.item_count == 0
        assert group.layout(WIDTH).slots == ()
