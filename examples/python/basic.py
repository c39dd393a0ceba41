"""Mirrors the banking design system's ButtonGroup example "Basic usage with allRound layout".

    let configuration = ButtonGroup.Configuration(title: "Statements")
    let buttonGroup = ButtonGroup(configurations: [configuration])
"""

from __future__ import annotations

from buttongroup import ButtonGroup, Item, LayoutKind, Role, SlotKind

from print_layout import print_layout


def main() -> None:
    configuration = Item("Statements")
    with ButtonGroup([configuration]) as group:  # no parameters: the theme's default (allRound)
        assert group.parameters.layout is not None
        assert group.parameters.layout.kind is LayoutKind.ALL_ROUND

        layout = group.layout(width=375, scale=3)
        print_layout(layout, "Basic usage with allRound layout")

        (slot,) = layout.slots
        assert slot.kind is SlotKind.ITEM and slot.item_index == 0 and slot.title == "Statements"
        assert slot.role is Role.SECONDARY and slot.frame.width == layout.size.width == 375
        assert slot.corners.top_left == slot.frame.height / 2  # capsule
        assert not layout.overflow_items
        print("tap on Statements -> slot", group.tap(*slot.frame.center), "(no action attached)")


if __name__ == "__main__":
    main()
