"""The buttongroup tour: run this first.

Mirrors the "Visual reference" and "Usage" sections of the banking design system's ButtonGroup:
all-round groups of two and three buttons, the More button of four, prominent relaxed and
grouped, a right-to-left group, a truncated title, width-aware overflow as the width shrinks, and a
pointer press tracked like a UIControl. Every group is printed as a table and as one row
of ASCII art (about 80 columns for 375 pt):

    ( Details  )( Statements ) secondary      (░ Transfer ░) primary      (▓ Pay ▓) pressed
    ( ⓘ ][ ▭ )  a grouped segment: "(" rounded corners, "[" square ones
"""

from __future__ import annotations

from buttongroup import (
    ActionSheet,
    ButtonGroup,
    CornerStyle,
    Direction,
    GroupLayout,
    Item,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    PointerPhase,
    ProminentType,
    Role,
    State,
)

from print_layout import fmt_state, print_layout

POINTS_PER_COLUMN = 375 / 80
GLYPHS = {"ic_more_horiz": "⋯", "ic_info": "ⓘ", "ic_dock": "▭", "ic_share": "↗", "ic_menu": "≡"}


def ascii_row(layout: GroupLayout) -> str:
    """The group's frames as one text row: a box per slot, its (truncated) title inside."""
    row = [" "] * round(layout.size.width / POINTS_PER_COLUMN)
    for slot in layout.slots:
        left = round(slot.frame.min_x / POINTS_PER_COLUMN)
        right = max(round(slot.frame.max_x / POINTS_PER_COLUMN), left + 2)
        fill = "▓" if State.HIGHLIGHTED in slot.state else "░" if slot.role is Role.PRIMARY else " "
        inner = right - left - 2
        label = " ".join(part for part in (GLYPHS.get(slot.icon or "", "*" if slot.icon else ""), slot.title) if part)
        if len(label) > inner - 2:
            label = label[: max(inner - 3, 0)] + "…" if inner > 2 else ""
        text = f" {label} " if label else ""
        box = ("(" if slot.corners.top_left or slot.corners.bottom_left else "[")
        box += text.center(inner, fill)[:inner]
        box += (")" if slot.corners.top_right or slot.corners.bottom_right else "]")
        row[left:right] = box
    return "".join(row).rstrip()


def show(caption: str, group: ButtonGroup, width: float = 375, direction: Direction = Direction.LTR) -> GroupLayout:
    """Lays ``group`` out, prints the table and the ASCII row, returns the layout."""
    layout = group.layout(width=width, scale=2, direction=direction)
    print(f"== {caption}")
    print("   " + ascii_row(layout))
    print_layout(layout)
    return layout


def say(title: str) -> Item:
    """An item whose action prints that it fired."""
    return Item(title, action=lambda: print(f"   -> action fired: {title}"))


def present(sheet: ActionSheet) -> None:
    """``on_present_action_sheet``: print the sheet a real UI would present."""
    entries = ", ".join(f"[{n}] {entry.title}" for n, entry in enumerate(sheet.items))
    print(f"   -> presentActionSheet: {entries}, [{sheet.cancel_title}]")


def main() -> None:
    show("allRound, two buttons", ButtonGroup([say("Details"), say("Statements")]))
    show("allRound, three buttons", ButtonGroup([say("Transfer"), say("Pay"), say("History")]))

    more = ButtonGroup([say("Pay"), say("Cash Advance"), say("Transfer"), say("History")])
    more.on_present_action_sheet = present
    layout = show("More button (4 items, 3 slots)", more)
    assert layout.overflow_items == (2, 3) and layout.more_slot is not None
    print("   tap More, then choose sheet entry 0:")
    more.tap(*layout.more_slot.frame.center)
    more.choose_sheet_item(0)
    print()

    prominent_items = [say("Transfer"), Item("Pay", icon="ic_info"), Item("History", icon="ic_dock")]
    for kind in ProminentType:
        parameters = Parameters(layout=LayoutParameters.prominent(type=kind, spacing=4, corner_style=CornerStyle.LARGE))
        show(f"prominent {kind.name.lower()}", ButtonGroup(prominent_items, parameters))
    grouped_layout = LayoutParameters.prominent(type=ProminentType.GROUPED, spacing=4, corner_style=CornerStyle.LARGE)
    grouped = ButtonGroup(prominent_items, Parameters(layout=grouped_layout))
    rtl = show("prominent grouped, right-to-left (order, frames and corners mirrored)", grouped,
               direction=Direction.RTL)
    assert rtl.slots[0].frame.max_x == rtl.size.width

    truncated = show("truncated title (the accessibility label keeps it whole)",
                     ButtonGroup([say("Transfer between my own accounts"), say("Pay")]))
    assert truncated.slots[0].title_truncated and truncated.accessibility[0].label.endswith("accounts")

    print("== width-aware overflow (OverflowPolicy.WIDTH, no count limit)")
    width_aware = ButtonGroup(
        [say(title) for title in ("Pay", "Top up", "Send", "Cards", "More info")],
        Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0),
    )
    visible_counts = []
    for width in (400, 300, 200, 120):
        layout = width_aware.layout(width=width, scale=2)
        visible = ["More" if s.item_index is None else width_aware.items[s.item_index].title for s in layout.slots]
        visible_counts.append(len(layout.slots))
        print(f"   {width:>3} pt  {ascii_row(layout):<86} visible: {', '.join(visible)}")
    assert visible_counts == sorted(visible_counts, reverse=True) and visible_counts[0] > visible_counts[-1]
    print()

    print("== pointer press on Details: down, move out, move back in, up")
    fired: list[str] = []
    press = ButtonGroup([Item("Details", action=lambda: fired.append("Details")), Item("Statements")])
    x, y = press.layout(width=375, scale=2).slots[0].frame.center
    steps = ((PointerPhase.DOWN, y), (PointerPhase.MOVE, y + 120), (PointerPhase.MOVE, y), (PointerPhase.UP, y))
    for phase, py in steps:
        activated = press.pointer(phase, x, py)
        layout = press.layout(width=375, scale=2)
        print(f"   {phase.name:<4} ({x:g}, {py:>3g})  {fmt_state(layout.slots[0].state):<11}  {ascii_row(layout)}")
        if activated is not None:
            print(f"   -> slot {activated} activated, action fired: {fired[-1]}")
    assert fired == ["Details"] and activated == 0
    assert press.layout(width=375, scale=2).slots[0].state == State(0)


if __name__ == "__main__":
    main()
