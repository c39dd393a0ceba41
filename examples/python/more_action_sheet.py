"""Mirrors the banking design system's ButtonGroup example "With More button (more than 3 configurations)".

    let configurations: [ButtonGroup.Configuration] = [
        .init(title: "Pay"), .init(title: "Cash Advance"),
        .init(title: "Transfer"), .init(title: "History")
    ]
    let buttonGroup = ButtonGroup(configurations: configurations)
    buttonGroup.presentActionSheet = { alert in ... self.present(alert, animated: true) }

Four items, at most three slots: Pay, Cash Advance and a More button whose action sheet
lists Transfer and History. Here "presenting" the sheet prints it.
"""

from __future__ import annotations

from buttongroup import ActionSheet, ButtonGroup, Item, SlotKind

from print_layout import print_layout

fired: list[str] = []
presented: list[ActionSheet] = []


def item(title: str) -> Item:
    """An item whose action prints (and records) that it fired."""

    def action() -> None:
        print(f"  action fired: {title}")
        fired.append(title)

    return Item(title, action=action)


def present_action_sheet(sheet: ActionSheet) -> None:
    """The example's ``presentActionSheet`` (``on_present_action_sheet``): show the sheet (here: print it)."""
    presented.append(sheet)
    print(f"  presentActionSheet: title={sheet.title!r} message={sheet.message!r}")
    for position, entry in enumerate(sheet.items):
        print(f"    [{position}] {entry.title}  (item {entry.item_index}, {entry.role.name})")
    print(f"    [{sheet.cancel_title}]")


def main() -> None:
    configurations = [item("Pay"), item("Cash Advance"), item("Transfer"), item("History")]
    with ButtonGroup(configurations) as group:
        group.on_present_action_sheet = present_action_sheet

        layout = group.layout(width=375, scale=2)
        print_layout(layout, "With More button")
        more = layout.more_slot
        assert more is not None and more.kind is SlotKind.MORE and more.icon == "ic_more_horiz"
        assert [slot.item_index for slot in layout.slots] == [0, 1, None]
        assert layout.overflow_items == (2, 3)

        print("tap More:")
        group.tap(*more.frame.center)
        assert len(presented) == 1 and not fired
        sheet = presented[-1]
        assert [entry.title for entry in sheet.items] == ["Transfer", "History"]
        assert sheet.cancel_title == "Cancel"

        print("choose sheet entry 1 (History):")
        group.choose_sheet_item(1)
        assert fired == ["History"]

        print("tap More again, then Cancel:")
        group.tap(*more.frame.center)
        group.dismiss_sheet()
        print("  dismissed; nothing fired")
        assert len(presented) == 2 and fired == ["History"]


if __name__ == "__main__":
    main()
