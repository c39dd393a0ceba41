"""Mirrors SwiftUI's ControlGroup samples: the labelled zoom group drawn icon-only, and zoom
controls under a view.

    ControlGroup("Zoom", systemImage: "magnifyingglass") {
        Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom -= 25 }
        Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom += 25 }
    }
    .labelStyle(.iconOnly)

    Text("\\(zoom)%")
    ControlGroup {
        Button("Zoom Out") { zoom -= 25 }
        Button("Actual Size") { zoom = 100 }
        Button("Zoom In") { zoom += 25 }
    }
    .fixedSize()

The cells show only their icons, yet VoiceOver reads every button's title. The zoom controls
are driven by taps on the laid-out cells, as a host's touch handling would.
"""

from __future__ import annotations

from buttongroup import (
    A11yRole,
    ControlButton,
    ControlGroup,
    ControlGroupView,
    LabelStyle,
    Placement,
    State,
    Toolbar,
    ToolbarItem,
    ToolbarLayout,
)

from print_layout import fmt_corners, fmt_rect, fmt_state

zoom = [100]
"""The zoom value the buttons change, in percent."""
MINIMUM, MAXIMUM, STEP = 25, 400, 25
CONTROLS = ("Zoom Out", "Actual Size", "Zoom In")


def print_cells(layout: ToolbarLayout, caption: str) -> None:
    """What a host draws: one row per cell, then what VoiceOver reads."""
    print(f"{caption} ({layout.size.width:g} x {layout.size.height:g} pt)")
    for cell in layout.cells:
        shows = f"image {cell.image}" if cell.title is None else f"title {cell.title!r}"
        if cell.title is not None and cell.image is not None:
            shows += f" + image {cell.image}"
        print(f"  button {cell.button}  {fmt_rect(cell.frame):30} corners {fmt_corners(cell.corners):9} "
              f"{fmt_state(cell.state):9} {shows}")
    print("  VoiceOver: " + ", ".join(
        f"{repr(node.label) if node.label else 'unlabeled'} ({node.role.name.lower()}{'' if node.enabled else ', dimmed'})"
        for node in layout.accessibility))
    print()


def zoom_group() -> ControlGroup:
    """The first sample: a labelled group whose buttons show only their icons."""
    return ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=lambda: change_zoom(-STEP)),
        ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: change_zoom(+STEP)),
    ], label_style=LabelStyle.ICON_ONLY)


def zoom_controls() -> ControlGroup:
    """The second sample: three titled buttons sized to their content. Zoom Out and
    Zoom In are disabled at the limits."""
    zoom_out, actual_size, zoom_in = CONTROLS
    return ControlGroup(buttons=[
        ControlButton(zoom_out, disabled=zoom[0] <= MINIMUM, action=lambda: change_zoom(-STEP)),
        ControlButton(actual_size, action=lambda: change_zoom(100 - zoom[0])),
        ControlButton(zoom_in, disabled=zoom[0] >= MAXIMUM, action=lambda: change_zoom(+STEP)),
    ], fixed_size=True)


def change_zoom(step: int) -> None:
    """The buttons' actions: change the zoom, within the limits."""
    zoom[0] = min(MAXIMUM, max(MINIMUM, zoom[0] + step))


def main() -> None:
    # 1. The labelled zoom group, icon-only: in a toolbar and standalone in content.
    with Toolbar([ToolbarItem(zoom_group(), Placement.PRIMARY_ACTION)]) as toolbar:
        layout = toolbar.layout(width=390, scale=3)
        print_cells(layout, "Zoom in a toolbar, label style icon-only")
        assert [cell.title for cell in layout.cells] == [None, None]
        assert [node.label for node in layout.accessibility] == ["Zoom", "Zoom Out", "Zoom In"]
        assert layout.accessibility[0].role is A11yRole.GROUP and layout.accessibility[0].count == 2
        for cell in (layout.cells[1], layout.cells[0]):  # the icons fire their buttons' actions
            toolbar.tap(*cell.frame.center)
            print(f"tap the {cell.image} icon -> zoom {zoom[0]}%")
        assert zoom[0] == 100
        print()

    with ControlGroupView(zoom_group()) as view:
        print_cells(view.layout(width=240, scale=3), "Zoom standalone in content (fills 240 pt)")

    # 2. Zoom controls under a view, sized to their content, driven by taps.
    with ControlGroupView(zoom_controls()) as controls:
        layout = controls.layout(width=390, scale=3)
        print_cells(layout, "Zoom controls, fixed size")
        assert layout.groups[0].frame.width < 390
        print(f"zoom {zoom[0]}%")
        for title in ("Zoom In", "Zoom In", "Zoom Out", "Actual Size", "Zoom Out", "Zoom Out", "Zoom Out", "Zoom Out"):
            cell = layout.cell_for(0, CONTROLS.index(title))
            assert cell is not None
            hit = controls.tap(*cell.frame.center)
            controls.group = zoom_controls()  # the state changed: show the buttons' new disabled flags
            layout = controls.layout(width=390, scale=3)
            outcome = "fired" if hit is not None else "disabled, nothing fired"
            print(f"tap {title:12} at {cell.frame.center[0]:6.1f}, {cell.frame.center[1]:4.1f} -> {outcome:23} "
                  f"zoom {zoom[0]}%")
        assert zoom[0] == MINIMUM
        print()
        print_cells(layout, "Zoom controls at the minimum")
        assert layout.cells[0].state == State.DISABLED and layout.cells[2].enabled


if __name__ == "__main__":
    main()
