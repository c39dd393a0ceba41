"""With the WIDTH policy a pressed or focused item never moves into the More sheet: it takes the
last item slot and the item before it goes instead; the press and the focus follow it."""

from __future__ import annotations

import math

from buttongroup import (
    ActionSheet,
    ButtonGroup,
    FocusMove,
    Item,
    ItemRange,
    OverflowPolicy,
    Parameters,
    PointerPhase,
    State,
)


def _group(fired: list[int]) -> ButtonGroup:
    titles = ["Archive", "Move", "Flag", "Delete", "Reply all"]
    items = [Item(t, action=lambda i=i: fired.append(i)) for i, t in enumerate(titles)]
    return ButtonGroup(items, Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0))


def _width_below(group: ButtonGroup, count: int) -> float:
    """Just below the width that fits ``count`` items: ``count - 1`` show."""
    moves_in = next(b.moves_in for b in group.breakpoints() if b.item == count - 1)
    return math.nextafter(moves_in, 0)


def _shown(group: ButtonGroup, width: float) -> list[int | None]:
    return [slot.item_index for slot in group.layout(width).slots]


def test_a_pressed_item_stays_and_fires_on_release_in_its_new_slot() -> None:
    fired: list[int] = []
    group = _group(fired)
    narrow = _width_below(group, 4)
    wide = group.layout(2000)
    group.pointer(PointerPhase.DOWN, *wide.slots[4].frame.center)
    layout = group.layout(narrow)
    assert [s.item_index for s in layout.slots] == [0, 1, 4, None]
    assert layout.overflow_items == (2, 3)
    assert not isinstance(layout.overflow_items, ItemRange)
    assert State.HIGHLIGHTED in layout.slots[2].state
    assert group.pointer(PointerPhase.UP, *layout.slots[2].frame.center) == 2
    assert fired == [4]
    after = group.layout(narrow)
    assert after.overflow_items == ItemRange(3, 5), "released: the trailing run again, at the same width"


def test_focus_keeps_its_item_and_the_sheet_lists_the_rest() -> None:
    group = _group([])
    sheets: list[ActionSheet] = []
    group.on_present_action_sheet = sheets.append
    group.layout(2000)
    group.focus(FocusMove.LAST)
    assert group.focus(FocusMove.PREVIOUS) == 3
    assert _shown(group, _width_below(group, 3)) == [0, 3, None]
    layout = group.layout(_width_below(group, 3))
    assert layout.overflow_items == (1, 2, 4)
    assert State.FOCUSED in layout.slots[1].state
    group.activate_slot(2)
    assert [entry.item_index for entry in sheets[0].items] == [1, 2, 4]
