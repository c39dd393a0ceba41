"""Mirrors the banking design system's ButtonGroup example "Multiple buttons".

    let configurations: [ButtonGroup.Configuration] = [
        .init(title: "Details"),
        .init(title: "Statements")
    ]
    let buttonGroup = ButtonGroup(configurations: configurations)
"""

from __future__ import annotations

from buttongroup import ButtonGroup, Item, Theme

from print_layout import print_layout


def main() -> None:
    configurations = [Item("Details"), Item("Statements")]
    with ButtonGroup(configurations) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "Multiple buttons")

        left, right = layout.slots
        spacing = Theme.builtin().number("spacer/xs")  # the default layout's spacing
        assert [slot.title for slot in layout.slots] == ["Details", "Statements"]
        assert left.frame.width == right.frame.width  # allRound: equal widths
        assert right.frame.x - left.frame.max_x == spacing
        assert not layout.overflow_items
        for slot in layout.slots:
            print(f"tap at {slot.frame.center} -> slot {group.tap(*slot.frame.center)} ({slot.title})")


if __name__ == "__main__":
    main()
