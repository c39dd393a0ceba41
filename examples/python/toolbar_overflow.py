"""Mirrors SwiftUI's toolbar samples: back / forward with a page counter, an Arrange menu, and
a toolbar of four groups that moves whole groups into its overflow menu as it narrows.

Four groups are more than the three a toolbar should hold, and the toolbar says so
(``Diagnostic`` TOO_MANY_GROUPS, a warning a host logs): this example has four on purpose, to
show the whole order in which groups overflow, and ends with the right way, three groups, which
warns of nothing.

    .toolbar {
        ToolbarItem(placement: .navigation) {
            ControlGroup {
                Button("Back", systemImage: "chevron.backward") { page -= 1 }.disabled(page == 1)
                Button("Forward", systemImage: "chevron.forward") { page += 1 }.disabled(page == 5)
            }
        }
        ToolbarItem(placement: .primaryAction) {
            ControlGroup("Arrange", systemImage: "square.on.square") { ... }
                .controlGroupStyle(.menu)
        }
        ...
    }

Here "presenting" a menu prints it, and taps land on the laid-out cells as a host's touch
handling would.
"""

from __future__ import annotations

from typing import Callable

from buttongroup import (
    ControlButton,
    ControlGroup,
    ControlGroupStyle,
    ControlMenu,
    ControlTargetKind,
    DiagnosticKind,
    Placement,
    Toolbar,
    ToolbarItem,
    ToolbarLayout,
)

from print_layout import fmt_rect, fmt_state

LAST_PAGE = 5
fired: list[str] = []
presented: list[ControlMenu] = []


def action(title: str) -> Callable[[], None]:
    """An action that prints (and records) that it fired."""

    def fire() -> None:
        print(f"  action fired: {title}")
        fired.append(title)

    return fire


def present_menu(menu: ControlMenu) -> None:
    """The host's menu presentation: here, print it (submenus indented under their label)."""
    presented.append(menu)
    kind = "overflow menu" if menu.is_overflow else f"menu of item {menu.item}"
    print(f"  present {kind}:")
    for index, entry in enumerate(menu.entries):
        indent = "    " if entry.parent is None else "        "
        marks = (" (disabled)" if entry.disabled else "") + ("  >" if entry.is_submenu else "")
        print(f"{indent}[{index}] {entry.title}{marks}")


class Reader:
    """A document reader's state (the page) and its toolbar, rebuilt from the state when it
    changes, as a SwiftUI body would be."""

    def __init__(self) -> None:
        self.page = 1
        self.toolbar = Toolbar(self.items(), on_menu=present_menu)

    def items(self) -> list[ToolbarItem]:
        return [self.history(), arrange(), zoom(), share()]

    def history(self) -> ToolbarItem:
        """Back / Forward, disabled at the first and last page."""
        return ToolbarItem(ControlGroup("History", buttons=[
            ControlButton("Back", "chevron.backward", disabled=self.page == 1, action=lambda: self.turn(-1)),
            ControlButton("Forward", "chevron.forward", disabled=self.page == LAST_PAGE, action=lambda: self.turn(+1)),
        ]), Placement.NAVIGATION)

    def turn(self, step: int) -> None:
        """Changes the page, then gives the toolbar the new disabled states (from inside the
        action: a toolbar accepts new items from its own callbacks)."""
        self.page += step
        self.toolbar.set_items(self.items())

    def label(self, item: int) -> str:
        group = self.toolbar.items[item].group
        return "" if group is None or group.label is None else group.label

    def describe(self, layout: ToolbarLayout) -> str:
        shown = ", ".join(self.label(group.item) for group in layout.groups)
        hidden = ", ".join(self.label(item) for item in layout.overflowed)
        return f"shown [{shown}]" + (f", in the overflow menu [{hidden}]" if hidden else "")

    def tap_button(self, title: str, width: float) -> None:
        """Taps the cell of the button titled ``title`` in a layout ``width`` wide."""
        layout = self.toolbar.layout(width)
        cell = next(c for c in layout.cells if c.button is not None and self.title(c.item, c.button) == title)
        hit = self.toolbar.tap(*cell.frame.center)
        after = self.toolbar.layout(width)
        back, forward = after.cell_for(0, 0), after.cell_for(0, 1)
        assert back is not None and forward is not None
        print(f"tap {title:8} -> {'fired' if hit else 'disabled, nothing fired':24} page {self.page} of {LAST_PAGE}   "
              f"Back {fmt_state(back.state)}, Forward {fmt_state(forward.state)}")

    def title(self, item: int, button: int) -> str:
        group = self.toolbar.items[item].group
        assert group is not None
        return group.buttons[button].title


def arrange() -> ToolbarItem:
    return ToolbarItem(ControlGroup("Arrange", "square.on.square", [
        ControlButton(title, image, action=action(title)) for title, image in (
            ("Bring to Front", "square.3.layers.3d.top.filled"), ("Send to Back", "square.3.layers.3d.bottom.filled"),
            ("Align Left", "align.horizontal.left"))
    ], style=ControlGroupStyle.MENU))


def zoom() -> ToolbarItem:
    return ToolbarItem(ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=action("Zoom Out")),
        ControlButton("Zoom In", "plus.magnifyingglass", action=action("Zoom In")),
    ]))


def share() -> ToolbarItem:
    return ToolbarItem.button(ControlButton("Share", "square.and.arrow.up", action=action("Share")))


def main() -> None:
    reader = Reader()
    with reader.toolbar as toolbar:
        # 1. Back / Forward with a page counter.
        layout = toolbar.layout(600, scale=2)
        print(f"Toolbar 600 pt: {reader.describe(layout)}")
        for cell in layout.cells:
            print(f"  {reader.label(cell.item):8} {fmt_rect(cell.frame):24} {fmt_state(cell.state):9} "
                  f"shows {cell.title or cell.image}")
        print(f"page {reader.page} of {LAST_PAGE}")
        for title in ("Back", "Forward", "Forward", "Forward", "Forward", "Forward", "Back"):
            reader.tap_button(title, 600)
        assert reader.page == LAST_PAGE - 1
        print()

        # 2. The Arrange group as a menu: its button (its icon alone, as SwiftUI's automatic label
        # style shows a menu in a toolbar) presents the menu, an entry fires its action.
        layout = toolbar.layout(600)
        menu_cell, arrange_group = layout.cell_for(1, None), layout.group_for(1)
        assert menu_cell is not None and menu_cell.title is None and menu_cell.image is not None
        assert arrange_group is not None
        assert arrange_group.menu_indicator_frame is not None
        print(f"tap Arrange (menu indicator {layout.menu_indicator} at {fmt_rect(arrange_group.menu_indicator_frame)})")
        target = toolbar.tap(*menu_cell.frame.center)
        assert target is not None and target.kind is ControlTargetKind.MENU
        toolbar.choose_menu_entry(0)
        assert fired[-1] == "Bring to Front"
        print()

        # 3. Shrinking: where each group moves into the overflow menu, and back out.
        breakpoints = toolbar.breakpoints()
        print("Breakpoints (first to leave first):")
        for b in breakpoints:
            print(f"  {reader.label(b.item):8} moves into the menu below {b.moves_in:7.2f} pt, "
                  f"comes back at {b.moves_out:7.2f} pt")
        print("Shrinking from 600 pt:")
        for b in breakpoints:
            for width in (b.moves_in, b.moves_in - 1):
                layout = toolbar.layout(width)
                print(f"  {width:7.2f} pt: {reader.describe(layout)}")
            assert b.item in layout.overflowed
        print("diagnostics (warnings a host logs; never errors):")
        for diagnostic in layout.diagnostics:
            print(f"  {diagnostic.kind.name}: {diagnostic}")
            if diagnostic.kind is DiagnosticKind.TOO_MANY_GROUPS:
                print("    (on purpose: four groups show the whole overflow order; the right way, last: three)")

        # The overflow menu lists each group under its label; choosing Zoom In fires it.
        assert layout.overflow_button is not None
        print(f"tap the overflow button ({layout.overflow_icon}) at {fmt_rect(layout.overflow_button)}")
        toolbar.tap(*layout.overflow_button.center)
        zoom_in = next(i for i, e in enumerate(presented[-1].entries) if e.title == "Zoom In")
        toolbar.choose_menu_entry(zoom_in)
        assert fired[-1] == "Zoom In"

        # Growing back: a group needs its moves_out, not just its moves_in, to return.
        last = breakpoints[-1]
        print("Growing:")
        for width in (last.moves_in + 1, last.moves_out):
            print(f"  {width:7.2f} pt: {reader.describe(toolbar.layout(width))}")
        assert last.item not in toolbar.layout(last.moves_out).overflowed

    # The right way: three groups (Zoom left to pinching). Narrowed as far, it warns of nothing.
    with Toolbar([reader.history(), arrange(), share()], on_menu=present_menu) as three:
        layout = three.layout(128)
        print(f"The right way, three groups at 128 pt: {len(layout.overflowed)} in the overflow menu, "
              f"diagnostics: {[d.kind.name for d in layout.diagnostics] or 'none'}")
        assert not layout.diagnostics


if __name__ == "__main__":
    main()
