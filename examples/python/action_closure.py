"""Mirrors the banking design system's ButtonGroup example "With action closure".

    let configurations: [ButtonGroup.Configuration] = [
        .init(title: "Share", icon: .named(DesignSystem.Assets.icShare, in: .design),
              action: { print("Share tapped") })
    ]
    let group = ButtonGroup(configurations: configurations)
"""

from __future__ import annotations

from buttongroup import ButtonGroup, Item

from print_layout import print_layout


def main() -> None:
    taps: list[str] = []

    def share() -> None:
        print("Share tapped")
        taps.append("Share")

    configurations = [Item("Share", icon="ic_share", action=share)]
    with ButtonGroup(configurations) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "With action closure")
        (slot,) = layout.slots
        assert slot.title == "Share" and slot.icon == "ic_share" and not slot.icon_frame.is_empty

        print("tap at the button's centre:")
        assert group.tap(*slot.frame.center) == 0
        print("tap outside the group:")
        assert group.tap(slot.frame.max_x + 10, slot.frame.center[1]) is None
        print("  (nothing)")
        assert taps == ["Share"]


if __name__ == "__main__":
    main()
