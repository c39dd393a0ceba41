"""Mirrors the banking design system's ButtonGroup example "Updating configurations"
(``group.update(with:)`` there is ``ButtonGroup.update`` here).

    let group = ButtonGroup(configurations: [.init(title: "Initial")])
    let updatedConfiguration = ButtonGroup.Configuration(
        title: "Updated", icon: .named(DesignSystem.Assets.icShare, in: .design),
        action: { print("Updated action") })
    group.update(with: [updatedConfiguration])
"""

from __future__ import annotations

from buttongroup import ButtonGroup, Item

from print_layout import print_layout


def main() -> None:
    fired: list[str] = []
    with ButtonGroup([Item("Initial")]) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "Before update(with:)")
        assert [slot.title for slot in layout.slots] == ["Initial"] and layout.slots[0].icon is None

        def updated_action() -> None:
            print("Updated action")
            fired.append("Updated")

        updated_configuration = Item("Updated", icon="ic_share", action=updated_action)
        group.update([updated_configuration])
        assert group.items == (updated_configuration,) and group.item_count == 1

        layout = group.layout(width=375, scale=2)  # relayout after an update
        print_layout(layout, "After update(with:)")
        (slot,) = layout.slots
        assert slot.title == "Updated" and slot.icon == "ic_share"
        print("tap the updated button:")
        group.tap(*slot.frame.center)
        assert fired == ["Updated"]


if __name__ == "__main__":
    main()
