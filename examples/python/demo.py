"""`make demo`'s Python part: the same library through the ``buttongroup`` package, one screen.

A ButtonGroup whose items move into its More sheet as the width shrinks (``OverflowPolicy.WIDTH``),
then a choice from that sheet; a pointer press tracked as a UIControl tracks it; a
configuration-based ``Button`` in a theme style; a ``Toolbar`` of control groups narrowing into
its overflow menu. Each layout is drawn as one row of text, to scale (6 points a column)::

    (  Pay  )  ( Top up )  ( ⋯ )     a button: "(" ")" rounded corners, "[" "]" square ones
    (▓ Pay ▓)                        pressed (highlighted)
"""

from __future__ import annotations

from typing import Iterable

from buttongroup import (
    ActionSheet,
    Button,
    ButtonConfiguration,
    ButtonGroup,
    ControlButton,
    ControlGroup,
    ControlGroupStyle,
    ControlMenu,
    Corners,
    Item,
    OverflowPolicy,
    Parameters,
    Placement,
    PointerPhase,
    Rect,
    State,
    Toolbar,
    ToolbarItem,
)

POINTS_PER_COLUMN = 6.0
GLYPHS = {"ic_more_horiz": "⋯", "ellipsis.circle": "⋯", "chevron.backward": "‹", "chevron.forward": "›",
          "square.and.arrow.up": "↑"}


def ascii_row(boxes: Iterable[tuple[Rect, Corners, str, str]]) -> str:
    """Boxes (frame, corners, label, fill character) as one text row, to scale. Boxes apart keep
    a blank column between them; those that touch, or only a separator (1 pt) apart, touch."""
    row: list[str] = []
    previous_end = 0.0
    for frame, corners, label, fill in sorted(boxes, key=lambda box: box[0].x):
        left = round(frame.min_x / POINTS_PER_COLUMN)
        if row:  # touching boxes touch, others keep a gap however small
            left = len(row) if frame.min_x - previous_end <= 1 else max(left, len(row) + 1)
        right = max(round(frame.max_x / POINTS_PER_COLUMN), left + 3)
        previous_end = frame.max_x
        inner = right - left - 2
        if len(label) > inner - 2:
            label = label[: max(inner - 3, 0)] + "…" if inner > 2 else ""
        text = f" {label} " if label else ""
        box = "(" if corners.top_left or corners.bottom_left else "["
        box += text.center(inner, fill)[:inner]
        box += ")" if corners.top_right or corners.bottom_right else "]"
        row += [" "] * (left - len(row))
        row += list(box)
    return "".join(row).rstrip()


def group_row(group: ButtonGroup, width: float) -> str:
    """A ButtonGroup's layout at ``width``: its slots, a pressed one filled."""
    return ascii_row(
        (slot.frame, slot.corners, GLYPHS.get(slot.icon or "", slot.icon or "") if not slot.title else slot.title,
         "▓" if State.HIGHLIGHTED in slot.state else " ")
        for slot in group.layout(width=width, scale=2).slots
    )


def toolbar_row(toolbar: Toolbar, width: float) -> str:
    """A toolbar's layout at ``width``: its cells and its overflow button."""
    layout = toolbar.layout(width, scale=2)
    boxes = [(cell.frame, cell.corners, cell.title or GLYPHS.get(cell.image or "", cell.image or ""), " ")
             for cell in layout.cells]
    if layout.overflow_button is not None:
        radius = layout.overflow_button.height / 2
        boxes.append((layout.overflow_button, Corners(radius, radius, radius, radius), "⋯", " "))
    return ascii_row(boxes)


def say(title: str) -> Item:
    """An item whose action prints that it fired."""
    return Item(title, action=lambda: print(f"   -> action: {title}"))


def present(sheet: ActionSheet) -> None:
    """``on_present_action_sheet``: the host presents the sheet (here: prints it)."""
    entries = ", ".join(f"[{n}] {entry.title}" for n, entry in enumerate(sheet.items))
    print(f"   -> the host presents the sheet: {entries}, [cancel] {sheet.cancel_title}")


def present_menu(menu: ControlMenu) -> None:
    """``on_menu``: the host presents a toolbar menu (here: prints it, each submenu under its group)."""
    parts: list[str] = []
    for n, entry in enumerate(menu.entries):
        if entry.is_submenu:
            parts.append(("; " if parts else "") + f"{entry.title} >")
        else:
            parts.append(("," if not parts[-1].endswith(">") else "") + f" [{n}] {entry.title}")
    print(f"   -> the host presents the {'overflow menu' if menu.is_overflow else 'menu'}: {''.join(parts)}")


def main() -> None:
    print("\n━━ From Python: the same library through the buttongroup package (examples/python/demo.py)")

    print("A ButtonGroup, OverflowPolicy.WIDTH: as the window narrows, items move into More")
    with ButtonGroup([say(title) for title in ("Pay", "Top up", "Send", "Cards", "Help")],
                     Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0)) as group:
        counts = []
        for width in (400, 300, 200):
            counts.append(len(group.layout(width=width).slots))
            print(f"   {width} pt  {group_row(group, width)}")
        assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1]
        group.on_present_action_sheet = present
        layout = group.layout(width=200)
        assert layout.more_slot is not None
        print("tap More at 200 pt, choose [0]:")
        group.tap(*layout.more_slot.frame.center)
        group.choose_sheet_item(0)

    print("A press on Details: down, out, back in, up (fires once, on the way up inside)")
    fired: list[str] = []
    with ButtonGroup([Item("Details", action=lambda: fired.append("Details")), Item("Statements")]) as press:
        x, y = press.layout(width=300, scale=2).slots[0].frame.center
        for phase, py in ((PointerPhase.DOWN, y), (PointerPhase.MOVE, y + 120), (PointerPhase.MOVE, y),
                          (PointerPhase.UP, y)):
            activated = press.pointer(phase, x, py)
            print(f"   {phase.name:<4} {'inside ' if py == y else 'outside'}  {group_row(press, 300)}"
                  + (f"   -> fired: {fired[-1]}" if activated is not None else ""))
        assert fired == ["Details"]

    configuration = ButtonConfiguration(title="Send money", subtitle="to Alex, today", image="paperplane")
    with Button(configuration, "primaryOutline") as button:
        size = button.size_that_fits()
        view = button.layout(size.width, size.height, scale=2)
        assert view.stroke_color is not None and view.background is not None and view.title_frame is not None
        print("A Button: a ButtonConfiguration (title, subtitle, image) in the theme's primaryOutline style")
        print(f"   {size.width:.1f} x {size.height:.1f} pt, stroke #{view.stroke_color:08X}, corner radius "
              f"{view.background.corner_radius:.1f}, {view.title!r} at x {view.title_frame.x:.1f}")
        button.enabled = False  # the state changes, the provider updates the configuration
        dimmed = button.layout(size.width, size.height, scale=2).stroke_color
        assert dimmed is not None and dimmed != view.stroke_color
        print(f"   disabled: stroke #{dimmed:08X}")

    history = ControlGroup("History", buttons=[ControlButton("Back", "chevron.backward"),
                                               ControlButton("Forward", "chevron.forward")])
    arrange = ControlGroup("Arrange", "square.3.layers.3d", [
        ControlButton("Bring to Front", "square.3.layers.3d.top.filled", action=lambda: print("   -> action: Bring to Front")),
        ControlButton("Send to Back", "square.3.layers.3d.bottom.filled")], style=ControlGroupStyle.MENU)
    share = ToolbarItem.button(ControlButton("Share", "square.and.arrow.up"))
    with Toolbar([ToolbarItem(history, Placement.NAVIGATION), ToolbarItem(arrange), share], on_menu=present_menu) as bar:
        print("A Toolbar of History, Arrange (a menu) and Share, narrowing into its overflow menu (⋯)")
        for width in (360, 160):
            print(f"   {width} pt  {toolbar_row(bar, width)}")
        layout = bar.layout(160)
        assert layout.overflow_button is not None and not layout.diagnostics
        print("tap ⋯ at 160 pt, choose Bring to Front:")
        bar.tap(*layout.overflow_button.center)
        bar.choose_menu_entry(1)


if __name__ == "__main__":
    main()
