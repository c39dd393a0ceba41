"""Directional icons in pictures: in right-to-left (the direction of the latest layout) the
chevron, arrow and arrow.uturn icons pointing left, right, backward or forward are drawn mirrored,
as the platform mirrors its symbol images; no other icon is, and nothing is left to right."""

from __future__ import annotations

import pytest

from buttongroup import (
    Button, ButtonConfiguration, ButtonGroup, ControlButton, ControlGroup, Direction, Item, Placement, Toolbar,
    ToolbarItem,
)

MIRROR = '<g transform="matrix(-1 0 0 1 24 0)">'


def history_toolbar() -> Toolbar:
    return Toolbar([ToolbarItem(ControlGroup("History", buttons=[
        ControlButton("Back", "chevron.left"), ControlButton("Forward", "chevron.right"),
    ]), Placement.NAVIGATION)])


@pytest.mark.parametrize(("direction", "mirrored"), [(Direction.LTR, 0), (Direction.RTL, 2)])
def test_the_toolbars_back_and_forward_point_outward_in_rtl(direction: Direction, mirrored: int) -> None:
    with history_toolbar() as toolbar:
        toolbar.layout(375, 2, direction)
        assert toolbar.svg().count(MIRROR) == mirrored


def test_only_directional_group_icons_mirror() -> None:
    with ButtonGroup([Item("Back", icon="chevron.backward"), Item("Add", icon="plus")]) as group:
        group.layout(360, 2, Direction.RTL)
        rtl = group.svg()
        group.layout(360, 2, Direction.LTR)
        assert rtl.count(MIRROR) == 1 and group.svg().count(MIRROR) == 0


@pytest.mark.parametrize("image", ["arrow.uturn.forward", "ic_arrow.forward", "arrow.right"])
def test_a_buttons_directional_image_mirrors_in_rtl(image: str) -> None:
    with Button(ButtonConfiguration(title="Redo", image=image)) as button:
        button.layout(120, 44, 2, Direction.RTL)
        assert button.svg().count(MIRROR) == 1
        button.layout(120, 44, 2, Direction.LTR)
        assert MIRROR not in button.svg()
