"""The banking design system's ButtonGroup picture "All rounds Error".

The design system's ``ButtonGroup.Configuration`` has a title, an icon, accessibility texts and actions, and
no error or state field: an allRound group in error is a group whose buttons take the danger role,
painted with the ``color/button/danger`` tokens. Both buttons here are ``Role.DANGER``; they keep the
allRound geometry (equal widths, capsules) and only their colours change. The gallery draws the
same group as ``group-all-round-error``.
"""

from __future__ import annotations

from buttongroup import ButtonGroup, Direction, Item, Role, Theme

from print_layout import print_layout


def main() -> None:
    configurations = [Item("Try again", role=Role.DANGER), Item("Cancel", role=Role.DANGER)]
    with ButtonGroup(configurations) as group, ButtonGroup([Item("Try again"), Item("Cancel")]) as plain:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "All rounds Error")
        assert [slot.role for slot in layout.slots] == [Role.DANGER, Role.DANGER]
        # The same geometry as a plain allRound group: only the role changes.
        assert [slot.frame for slot in layout.slots] == [slot.frame for slot in plain.layout(width=375, scale=2).slots]

        theme = Theme.builtin()
        danger, secondary = theme.button_colors(Role.DANGER), theme.button_colors(Role.SECONDARY)
        print(f"danger colours: background #{danger.background:08X}, foreground #{danger.foreground:08X}, "
              f"border #{danger.border:08X}")
        assert danger.background != secondary.background  # painted as an error, not as a plain group
        svg = group.svg()
        assert f"#{danger.background >> 8:06x}" in svg  # the picture uses the danger fill

        print_layout(group.layout(width=375, scale=2, direction=Direction.RTL), "All rounds Error, right to left")


if __name__ == "__main__":
    main()
