"""Rules of the group that the spec implies: the sheet follows the host's screen, a slot limit
leaves room for an item beside More, the prominent button stands out, one corner rule, and a
failed call changes nothing."""

from __future__ import annotations

import pytest

from buttongroup import (
    MIN_MAX_VISIBLE,
    ActionSheet,
    ButtonGroup,
    CornerStyle,
    FocusMove,
    InvalidArgumentError,
    Item,
    LayoutKind,
    LayoutParameters,
    NoMemoryError,
    Parameters,
    ParseError,
    SlotKind,
    StateError,
    Theme,
)

FOUR = ("Pay", "Cash Advance", "Transfer", "History")


def test_without_a_presenter_more_presents_nothing() -> None:
    with ButtonGroup([Item(title) for title in FOUR]) as group:
        layout = group.layout(320)
        assert group.tap(*layout.more_slot.frame.center) == 2
        with pytest.raises(StateError):
            group.choose_sheet_item(0)


def test_a_presenter_that_raises_leaves_no_sheet_presented() -> None:
    def broken(sheet: ActionSheet) -> None:
        raise RuntimeError("no window")

    with ButtonGroup([Item(title) for title in FOUR], on_present_action_sheet=broken) as group:
        layout = group.layout(320)
        with pytest.raises(RuntimeError, match="no window"):
            group.tap(*layout.more_slot.frame.center)
        with pytest.raises(StateError):
            group.choose_sheet_item(0)


def test_an_update_dismisses_the_presented_sheet_and_tells_the_host(registry_baseline) -> None:
    shown: list[ActionSheet] = []
    dismissed: list[str] = []
    with ButtonGroup([Item(title) for title in FOUR], on_present_action_sheet=shown.append,
                     on_action_sheet_dismissed=lambda: dismissed.append("sheet")) as group:
        group.update([Item("A"), Item("B")])  # nothing presented
        assert dismissed == []
        group.update([Item(title) for title in FOUR])
        group.layout(320)
        group.activate_slot(2)
        assert len(shown) == 1
        group.update([Item("A"), Item("B")])
        assert dismissed == ["sheet"]
        with pytest.raises(StateError):
            group.choose_sheet_item(0)


def test_an_exception_in_the_dismissed_callback_comes_out_after_the_update(registry_baseline) -> None:
    def raising() -> None:
        raise KeyError("host")

    with ButtonGroup([Item(title) for title in FOUR], on_present_action_sheet=lambda sheet: None,
                     on_action_sheet_dismissed=raising) as group:
        group.layout(320)
        group.activate_slot(2)
        with pytest.raises(KeyError):
            group.update([Item("A")])
        assert [item.title for item in group.items] == ["A"]  # the update took effect
        assert group.item_count == 1
        group.on_action_sheet_dismissed = None
        assert group.on_action_sheet_dismissed is None


def test_a_slot_limit_of_one_is_refused_and_two_shows_an_item_and_more() -> None:
    with ButtonGroup([Item(title) for title in ("Pay", "Transfer", "History")]) as group:
        with pytest.raises(InvalidArgumentError, match="max_visible"):
            group.parameters = Parameters(max_visible=1)
        group.parameters = Parameters(max_visible=MIN_MAX_VISIBLE)
        kinds = [slot.kind for slot in group.layout(320).slots]
        assert kinds == [SlotKind.ITEM, SlotKind.MORE]
    with pytest.raises(ParseError, match="maxVisible"):
        Theme.from_json('{"parameters": {"buttonGroup": {"maxVisible": 1}}}')


def test_the_prominent_button_is_never_narrower_than_a_secondary() -> None:
    items = [Item("Transfer money now"), Item("Statements"), Item("History")]
    parameters = Parameters(layout=LayoutParameters.prominent(spacing=4))
    with ButtonGroup(items, parameters) as group:
        for step in range(0, 1200):
            width = 80 + step * 0.5
            frames = group.layout_frames(width, 2.0)
            widths = list(frames.width)
            assert all(widths[0] >= other for other in widths[1:]), (width, widths)


def test_one_corner_rule_for_the_prominent_layout() -> None:
    layout = LayoutParameters.prominent()
    assert layout.corner_style is None  # the theme's
    with ButtonGroup([Item("Pay"), Item("History")], Parameters(layout=layout)) as group:
        slot = group.layout(320).slots[0]
        assert slot.corners.top_left == slot.frame.height / 2  # capsule
    theme = Theme.from_json('{"parameters": {"buttonGroup": {"layout": {"cornerStyle": "large"}}}}')
    with theme, ButtonGroup([Item("Pay"), Item("History")], Parameters(layout=layout), theme) as group:
        assert group.parameters.layout.kind is LayoutKind.PROMINENT
        corner = group.layout(320).slots[0].corners.top_left
        assert corner == theme.number("radius/large")
    assert Parameters.defaults().layout.corner_style is CornerStyle.CAPSULE


def test_a_failed_layout_inside_focus_changes_nothing() -> None:
    failing = {"on": False}

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        if failing["on"]:
            raise OSError("font server gone")
        return 8.0 * len(text), 20.0

    fired: list[str] = []
    items = [Item(title, action=lambda title=title: fired.append(title)) for title in FOUR]
    with ButtonGroup(items, measure=measure) as group:
        group.layout(320)
        assert group.focus(FocusMove.FIRST) == 0
        failing["on"] = True
        group.measure = measure  # drops the cache: the next layout measures again
        with pytest.raises(OSError):
            group.focus(FocusMove.NEXT)
        failing["on"] = False
        group.activate_focused()
        assert fired == ["Pay"]  # the focus of before


def test_inputs_beyond_the_limits_are_refused() -> None:
    with ButtonGroup([Item("Pay")]) as group:
        with pytest.raises(NoMemoryError, match="BG_MAX_ITEMS"):
            group.update([Item("x")] * 1_000_001)
        assert group.item_count == 1
    with pytest.raises(NoMemoryError, match="BG_MAX_THEME_BYTES"):
        Theme.from_json("{" + " " * (1 << 20) + "}")
