"""SwiftUI's toolbar placements, placed as iOS places them: a modal's Cancel and Done around its
title on the top bar, a secondary action always in the overflow menu, and a bottom bar with a
status in its centre.

    .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { ... } }
        ToolbarItem(placement: .principal)          { Text("Inbox") }
        ToolbarItem(placement: .confirmationAction) { Button("Done") { ... } }
        ToolbarItem(placement: .secondaryAction)    { Button("Mark All Read", systemImage: "envelope.open") { ... } }
        ToolbarItem(placement: .bottomBar)          { Button("Filter", systemImage: "line.3.horizontal.decrease") { ... } }
        ToolbarItem(placement: .status)             { Text("Updated just now") }
        ToolbarItem(placement: .bottomBar)          { Button("Compose", systemImage: "square.and.pencil") { ... } }
    }

``ToolbarLayout.bars`` gives each bar's frame: a host draws the bottom bar at the bottom of its
screen and moves the frames on it along (``ToolbarLayout.bar_for(group)``).
"""

from __future__ import annotations

from buttongroup import ControlButton, Direction, Placement, Toolbar, ToolbarBar, ToolbarItem, ToolbarLayout

ITEMS = [
    ("Cancel", None, Placement.CANCELLATION_ACTION),
    ("Inbox", None, Placement.PRINCIPAL),
    ("Done", None, Placement.CONFIRMATION_ACTION),
    ("Mark All Read", "envelope.open", Placement.SECONDARY_ACTION),
    ("Filter", "line.3.horizontal.decrease", Placement.BOTTOM_BAR),
    ("Updated just now", None, Placement.STATUS),
    ("Compose", "square.and.pencil", Placement.BOTTOM_BAR),
]


def show(layout: ToolbarLayout, heading: str) -> None:
    """Prints each bar, then each shown group on its bar, then the overflow menu's items."""
    print(f"\n== {heading}: {layout.size.width:g} x {layout.size.height:g}")
    for bar in layout.bars:
        print(f"  {bar.bar.name.lower():8} bar  y {bar.frame.y:5.1f}, {bar.frame.height:g} high")
    for group in layout.groups:
        bar = layout.bar_for(group)
        title = ITEMS[group.item][0]
        print(f"  {bar.bar.name.lower() if bar else '?':8} x {group.frame.x:5.1f}, {group.frame.width:5.1f} wide: {title}")
    print("  in the overflow menu:", [ITEMS[i][0] for i in layout.overflowed])


def main() -> None:
    items = [ToolbarItem.button(ControlButton(title, image), placement) for title, image, placement in ITEMS]
    with Toolbar(items) as toolbar:
        layout = toolbar.layout(390, 3)
        show(layout, "left to right, 390 pt")
        assert [bar.bar for bar in layout.bars] == [ToolbarBar.TOP, ToolbarBar.BOTTOM]
        assert layout.overflowed == (3,) and toolbar.layout(2000, 3).overflowed == (3,)
        show(toolbar.layout(390, 3, Direction.RTL), "right to left: Cancel and Filter on the right")


if __name__ == "__main__":
    main()
