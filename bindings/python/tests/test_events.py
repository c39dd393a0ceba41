"""Taps, the More sheet, navigation, pointer tracking, keyboard focus and the measurer."""

from __future__ import annotations

import pytest

from buttongroup import (
    ActionSheet,
    ButtonGroup,
    FocusMove,
    Item,
    NotFoundError,
    Parameters,
    PointerPhase,
    Role,
    SheetItem,
    State,
    StateError,
    Strings,
)

WIDTH = 360.0


def recording_items(fired: list[str], titles=("Pay", "Cash Advance", "Transfer", "History")) -> list[Item]:
    return [Item(title, action=lambda title=title: fired.append(title)) for title in titles]


def test_tap_fires_the_action_and_returns_the_slot() -> None:
    fired: list[str] = []
    with ButtonGroup(recording_items(fired, ("Share", "Copy"))) as group:
        layout = group.layout(WIDTH)
        assert group.tap(*layout.slots[1].frame.center) == 1
        assert group.tap(WIDTH + 50, 500) is None
    assert fired == ["Copy"]


def test_tap_before_layout_is_a_state_error() -> None:
    with ButtonGroup([Item("Share")]) as group:
        with pytest.raises(StateError):
            group.tap(1, 1)


def test_more_presents_the_sheet_and_choosing_fires_the_action(registry_baseline) -> None:
    fired: list[str] = []
    sheets: list[ActionSheet] = []
    parameters = Parameters(strings=Strings(alert_title="Actions", alert_message="Pick one",
                                            alert_cancel_button_title="Close"))
    with ButtonGroup(recording_items(fired), parameters) as group:
        group.on_present_action_sheet = sheets.append
        layout = group.layout(WIDTH)
        assert group.tap(*layout.more_slot.frame.center) == 2
        assert fired == []
        (sheet,) = sheets
        assert (sheet.title, sheet.message, sheet.cancel_title) == ("Actions", "Pick one", "Close")
        assert sheet.items == (
            SheetItem(2, "Transfer", None, "Transfer", None, Role.SECONDARY, False),
            SheetItem(3, "History", None, "History", None, Role.SECONDARY, False),
        )
        group.choose_sheet_item(1)
        assert fired == ["History"]
        with pytest.raises(StateError):  # choosing dismissed the sheet
            group.choose_sheet_item(0)


def test_dismissing_the_sheet_fires_nothing(four_items) -> None:
    fired: list[str] = []
    sheets: list[ActionSheet] = []
    with ButtonGroup(recording_items(fired), on_present_action_sheet=sheets.append) as group:
        layout = group.layout(WIDTH)
        group.activate_slot(layout.slots.index(layout.more_slot))
        assert len(sheets) == 1
        group.dismiss_sheet()
        assert fired == []
        with pytest.raises(StateError):
            group.dismiss_sheet()


def test_navigation_runs_through_on_navigate_with_the_hosts_context(registry_baseline) -> None:
    calls: list[tuple[str, object]] = []
    navigation_controller = object()

    def push_payment(nav: object) -> None:
        calls.append(("push", nav))

    items = [Item("Make a Payment", icon="ic_menu", navigation_action=push_payment,
                  action=lambda: calls.append(("action", None)))]
    with ButtonGroup(items) as group:
        navigated: list[Item] = []

        def navigate(item: Item) -> None:  # the seed: config.navigationAction?(navigationController)
            navigated.append(item)
            item.navigation_action(navigation_controller)

        group.on_navigate = navigate
        layout = group.layout(WIDTH)
        group.tap(*layout.slots[0].frame.center)
        assert calls == [("action", None), ("push", navigation_controller)]
        assert navigated[0].title == "Make a Payment" and navigated[0].icon == "ic_menu"
        # the host can also run it directly
        group.run_navigation(0, "ctx")
        assert calls[-1] == ("push", "ctx")


def test_run_navigation_without_a_navigation_action_is_not_found() -> None:
    with ButtonGroup([Item("Plain")]) as group:
        with pytest.raises(NotFoundError):
            group.run_navigation(0, None)
        with pytest.raises(NotFoundError):
            group.run_navigation(5, None)


def test_without_on_navigate_the_navigation_action_does_not_run() -> None:
    ran: list[object] = []
    with ButtonGroup([Item("Go", navigation_action=ran.append)]) as group:
        group.tap(*group.layout(WIDTH).slots[0].frame.center)
    assert ran == []


def test_pointer_tracking_like_a_control() -> None:
    fired: list[str] = []
    with ButtonGroup(recording_items(fired, ("A", "B"))) as group:
        layout = group.layout(WIDTH)
        x, y = layout.slots[0].frame.center
        assert group.pointer(PointerPhase.DOWN, x, y) is None
        assert State.HIGHLIGHTED in group.layout(WIDTH).slots[0].state
        group.pointer(PointerPhase.MOVE, x, y + 500)
        assert State.HIGHLIGHTED not in group.layout(WIDTH).slots[0].state
        assert group.pointer(PointerPhase.UP, x, y + 500) is None
        assert fired == []
        group.pointer(PointerPhase.DOWN, x, y)
        assert group.pointer(PointerPhase.UP, x, y) == 0
        assert fired == ["A"]
        group.pointer(PointerPhase.DOWN, x, y)
        assert group.pointer(PointerPhase.CANCEL, x, y) is None
        assert fired == ["A"]


def test_keyboard_focus_skips_disabled_items_and_activates() -> None:
    fired: list[str] = []
    items = recording_items(fired, ("A", "B", "C"))
    items[1] = Item("B", disabled=True, action=lambda: fired.append("B"))
    with ButtonGroup(items) as group:
        group.layout(WIDTH)
        with pytest.raises(StateError):
            group.activate_focused()
        assert group.focus(FocusMove.FIRST) == 0
        assert State.FOCUSED in group.layout(WIDTH).slots[0].state
        assert group.focus(FocusMove.NEXT) == 2
        group.activate_focused()
        assert group.focus(FocusMove.CLEAR) is None
    assert fired == ["C"]


def test_a_disabled_item_never_fires() -> None:
    fired: list[str] = []
    with ButtonGroup([Item("Off", disabled=True, action=lambda: fired.append("Off"))]) as group:
        assert group.tap(*group.layout(WIDTH).slots[0].frame.center) is None
    assert fired == []


def test_custom_measurer_is_used_and_can_be_cleared(registry_baseline) -> None:
    seen: list[tuple[str, str, float]] = []

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        seen.append((font, text, max_width))
        return (10.0 * len(text), 20.0)

    with ButtonGroup([Item("Wide title here"), Item("B")], measure=measure) as group:
        assert group.measure is measure
        narrow = group.layout(200)
        assert seen and all(isinstance(font, str) and font for font, _, _ in seen)
        assert any(text == "Wide title here" for _, text, _ in seen)
        assert narrow.slots[0].title_truncated  # 150 points of text in a ~96 point slot
        group.measure = None
        assert not group.layout(1000).slots[0].title_truncated


def test_non_ascii_titles_round_trip() -> None:
    with ButtonGroup([Item("Überweisung 💸", accessibility_label="Überweisen")]) as group:
        layout = group.layout(WIDTH)
    assert layout.slots[0].title == "Überweisung 💸"
    assert layout.accessibility[0].label == "Überweisen"
