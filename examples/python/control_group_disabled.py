"""SwiftUI's ``.disabled(_:)`` on a whole ControlGroup, and a Menu in a toolbar showing its icon:

    .toolbar {
        ToolbarItem {
            ControlGroup("Zoom", systemImage: "magnifyingglass") {
                Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom -= 25 }
                Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom += 25 }
            }
            .disabled(document == nil)
        }
        ToolbarItem {
            Menu("Arrange", systemImage: "square.3.layers.3d") { ... }   // ControlGroup, .menu style
        }
    }

While no document is open the zoom group is disabled: both cells are drawn dimmed, a tap hits
nothing, keyboard focus skips them and VoiceOver reads them as dimmed. The Arrange menu's
button shows its icon alone, as SwiftUI's automatic label style does in a toolbar (its title
stays its accessibility label).
"""

from __future__ import annotations

from buttongroup import ControlButton, ControlGroup, ControlGroupStyle, FocusMove, State, Toolbar

fired: list[str] = []


def items(document_open: bool) -> list[ControlGroup]:
    """The toolbar's groups: zoom (disabled without a document) and the Arrange menu."""
    zoom = ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=lambda: fired.append("zoom out")),
        ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: fired.append("zoom in")),
    ], disabled=not document_open)
    arrange = ControlGroup("Arrange", "square.3.layers.3d", [ControlButton("Bring to Front"), ControlButton("Send to Back")],
                           style=ControlGroupStyle.MENU)
    return [zoom, arrange]


def show(toolbar: Toolbar, heading: str) -> None:
    """Prints each cell (what it shows, dimmed or not) and what VoiceOver reads."""
    layout = toolbar.layout(390, 3)
    print(f"\n== {heading}")
    for cell in layout.cells:
        dimmed = "  (disabled, dimmed)" if State.DISABLED in cell.state else ""
        print(f"  x {cell.frame.x:5.1f}: shows {cell.image or cell.title}{dimmed}")
    print("  VoiceOver:", ", ".join(f"{n.label}{'' if n.enabled else ' (dimmed)'}" for n in layout.accessibility))


def main() -> None:
    with Toolbar(items(document_open=False)) as toolbar:
        show(toolbar, "no document: the zoom group is disabled")
        zoom_in = toolbar.layout(390, 3).cells[1]
        assert toolbar.tap(*zoom_in.frame.center) is None and fired == []
        focused = toolbar.focus(FocusMove.FIRST)
        print("  keyboard focus starts at item", focused.item if focused else None, "(Arrange)")
        toolbar.items = items(document_open=True)
        show(toolbar, "a document is open")
        toolbar.tap(*toolbar.layout(390, 3).cells[1].frame.center)
        print("  tap Zoom In ->", fired)
        assert fired == ["zoom in"]


if __name__ == "__main__":
    main()
