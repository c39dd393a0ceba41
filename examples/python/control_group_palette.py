"""SwiftUI's palette and compact menu control group styles:

    ControlGroup { Button("Photo", systemImage: "photo") { ... }; Button("Info", systemImage: "info") { ... } }
        .controlGroupStyle(.palette)          // a compact row of icons, also when placed in a menu

    ControlGroup("Zoom", systemImage: "magnifyingglass") { Zoom Out; Zoom In }
        .controlGroupStyle(.compactMenu)      // one button; pressing it shows a compact menu

In content the palette keeps its natural width (it does not stretch to the width offered). When
the toolbar is too narrow, the palette moves into the overflow menu as one entry that is a row of
icon buttons (``ControlMenuEntry.palette``). The compact menu's button hands the host a menu
with ``ControlMenu.compact`` set: draw its entries as one row of icons with small titles.
"""

from __future__ import annotations

from buttongroup import ControlButton, ControlGroup, ControlGroupStyle, ControlGroupView, ControlMenu, Toolbar

fired: list[str] = []
menus: list[ControlMenu] = []


def show(menu: ControlMenu) -> None:
    """Prints a menu as a host would draw it: palette rows and compact menus as rows of icons."""
    print("  menu" + (" (compact: one row of icons with small titles)" if menu.compact else "") + ":")
    for index, entry in enumerate(menu.entries):
        if entry.parent is not None and menu.entries[entry.parent].palette:
            continue  # drawn in its palette row
        if entry.palette:
            row = "  ".join(f"[{menu.entries[i].image}]" for i in menu.children(index))
            print(f"    {entry.title} (a palette row): {row}")
        else:
            print(f"    [{index}] {'  ' if entry.parent is not None else ''}{entry.title}{' >' if entry.is_submenu else ''}")


def main() -> None:
    insert = ControlGroup("Insert", "plus", [
        ControlButton("Photo", "photo", action=lambda: fired.append("photo")),
        ControlButton("Info", "info", action=lambda: fired.append("info")),
    ], style=ControlGroupStyle.PALETTE)
    zoom = ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=lambda: fired.append("zoom out")),
        ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: fired.append("zoom in")),
    ], style=ControlGroupStyle.COMPACT_MENU)

    with ControlGroupView(insert) as view:
        for width in (390, 200):
            print(f"palette in content, {width} pt offered: {view.layout(width, 3).groups[0].frame.width:g} pt wide")

    with Toolbar([zoom, insert], on_menu=menus.append) as toolbar:
        layout = toolbar.layout(390, 3)
        print("\ntoolbar, 390 pt: the compact menu's button shows", layout.cells[0].image)
        toolbar.tap(*layout.cells[0].frame.center)
        show(menus[-1])
        toolbar.choose_menu_entry(1)
        narrow = toolbar.layout(60, 3)
        print(f"\ntoolbar, 60 pt: both in the overflow menu {narrow.overflowed}")
        toolbar.tap(*narrow.overflow_button.center)  # type: ignore[union-attr]
        show(menus[-1])
        toolbar.choose_menu_entry(4)  # the palette's Photo
    print("\nfired:", fired)
    assert fired == ["zoom in", "photo"] and menus[0].compact and menus[1].entries[3].palette


if __name__ == "__main__":
    main()
