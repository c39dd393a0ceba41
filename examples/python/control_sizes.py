"""SwiftUI's ``controlSize``: the zoom group drawn at every size.

    ControlGroup("Zoom", systemImage: "magnifyingglass") { Zoom Out; Actual Size; Zoom In }
        .controlSize(.mini)   // .small, .regular, .large, .extraLarge

``Toolbar.control_size`` (or ``ControlGroupView(control_size=...)``) scales the group's height,
icons, title font and paddings from the theme's regular values; the next layout measures again.
"""

from __future__ import annotations

from buttongroup import ControlButton, ControlGroup, ControlGroupView, ControlSize, LabelStyle


def main() -> None:
    zoom = ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass"), ControlButton("Actual Size"),
        ControlButton("Zoom In", "plus.magnifyingglass"),
    ], label_style=LabelStyle.TITLE_AND_ICON, fixed_size=True)
    heights = []
    with ControlGroupView(zoom) as view:
        for size in ControlSize:
            view.control_size = size
            layout = view.layout(600, 3)
            group, cell = layout.groups[0].frame, layout.cells[1]
            heights.append(group.height)
            print(f"{size.name.lower():12} {group.width:6.1f} x {group.height:4.1f} pt; "
                  f"'Actual Size' {cell.title_frame.width if cell.title_frame else 0:5.1f} pt wide")
    assert heights == sorted(heights)


if __name__ == "__main__":
    main()
