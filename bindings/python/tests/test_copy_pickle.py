"""Copying and pickling: objects that own a library handle refuse, values copy as values.

A copy of a ``ButtonGroup`` used to share its finalizer (closing the copy closed the original)
and a pickled ``Theme`` held a raw handle id, meaningless anywhere else.
"""

from __future__ import annotations

import copy
import pickle
from typing import Any, Callable

import pytest

from buttongroup import (
    ButtonGroup,
    Item,
    LayoutParameters,
    Parameters,
    Role,
    Strings,
    Theme,
)

WIDTH = 360.0
COPIES: list[tuple[str, Callable[[Any], Any]]] = [
    ("copy.copy", copy.copy),
    ("copy.deepcopy", copy.deepcopy),
    ("pickle", lambda value: pickle.loads(pickle.dumps(value))),
    ("pickle protocol 0", lambda value: pickle.loads(pickle.dumps(value, protocol=0))),
]


@pytest.mark.parametrize(("how", "make_copy"), COPIES)
def test_a_group_cannot_be_copied_or_pickled(how: str, make_copy: Callable[[Any], Any]) -> None:
    with ButtonGroup([Item("Pay", action=print)]) as group:
        with pytest.raises(TypeError, match=r"ButtonGroup owns a library handle .* ButtonGroup\(group\.items"):
            make_copy(group)
        assert not group.closed and group.layout(WIDTH).slots[0].title == "Pay"  # untouched


@pytest.mark.parametrize(("how", "make_copy"), COPIES)
def test_a_loaded_theme_cannot_be_copied_or_pickled(how: str, make_copy: Callable[[Any], Any]) -> None:
    with Theme.from_json('{"spacer": {"lg": 20}}') as theme:
        with pytest.raises(TypeError, match=r"Theme owns a library handle .* Theme\.from_json"):
            make_copy(theme)
        assert not theme.closed and theme.number("spacer/lg") == 20


@pytest.mark.parametrize(("how", "make_copy"), COPIES)
def test_the_builtin_theme_copies_as_itself(how: str, make_copy: Callable[[Any], Any]) -> None:
    theme = make_copy(Theme.builtin())
    assert repr(theme) == "<Theme builtin>" and theme.number("spacer/lg") == 24
    theme.close()  # a no-op, as for the original
    assert not theme.closed


def _values() -> dict[str, Any]:
    sheets: list[Any] = []
    items = [Item("Pay", icon="ic_info"), Item("Cash Advance"), Item("Transfer"), Item("History")]
    with ButtonGroup(items, Parameters(layout=LayoutParameters.prominent(spacing=4)),
                     on_present_action_sheet=sheets.append) as group:
        layout = group.layout(WIDTH)
        read = group.layout(WIDTH + 1)
        read.frames.x  # decoded parts are caches: they must not end up in a copy
        read.slots
        frames = group.layout_frames(WIDTH + 2)
        frames.width
        assert layout.more_slot is not None
        group.tap(*layout.more_slot.frame.center)
    return {
        "Item": items[0],
        "Parameters": Parameters(max_visible=4, strings=Strings(alert_title="Mehr")),
        "Rect": layout.slots[0].frame,
        "Corners": layout.slots[0].corners,
        "Size": layout.size,
        "Slot": layout.slots[0],
        "AccessibilityNode": layout.accessibility[0],
        "ItemRange": layout.overflow_items,
        "GroupLayout": layout,
        "GroupLayout, parts decoded": read,
        "ActionSheet": sheets[0],
        "SheetItem": sheets[0].items[0],
        "ButtonColors": Theme.builtin().button_colors(Role.PRIMARY),
    }, {"Frames": frames}


@pytest.mark.parametrize(("how", "make_copy"), COPIES)
def test_values_copy_and_pickle_as_equal_values(how: str, make_copy: Callable[[Any], Any]) -> None:
    values, views = _values()
    for name, value in values.items():
        assert make_copy(value) == value, name
    frames = views["Frames"]
    copied = make_copy(frames)
    assert copied == frames and list(copied) == list(frames) and copied.width == frames.width
