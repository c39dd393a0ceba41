"""Mirrors the banking design system's ButtonGroup example "Overriding default parameters".

    let layout: ButtonGroup.Layout = .prominent(configuration: .init(
        type: .relaxed, spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))
    DesignSystem.shared.parameters.buttonGroup = .init(layout: layout)

The library has no global design system: the defaults live in a theme. A theme JSON that
sets "parameters" / "buttonGroup" / "layout" changes the default parameters of every group
created with that theme and without explicit parameters.
"""

from __future__ import annotations

import json
from itertools import pairwise

from buttongroup import ButtonGroup, CornerStyle, Item, LayoutKind, Parameters, ProminentType, Role, Theme

from print_layout import print_layout

THEME_JSON = json.dumps({
    "parameters": {
        "buttonGroup": {
            "layout": {
                "kind": "prominent",
                "prominentType": "relaxed",
                "spacing": "spacer/xxs",  # a reference to the spacer token, like spacer.xxs
                "cornerStyle": "large",
            }
        }
    }
})


def main() -> None:
    with Theme.from_json(THEME_JSON) as theme:
        assert not theme.warnings, theme.warnings
        defaults = Parameters.defaults(theme)
        print("theme defaults:", defaults.layout)
        assert defaults.layout is not None and defaults.layout.kind is LayoutKind.PROMINENT
        assert defaults.layout.prominent_type is ProminentType.RELAXED
        assert defaults.layout.corner_style is CornerStyle.LARGE
        spacer_xxs, radius_large = theme.number("spacer/xxs"), theme.number("radius/large")
        group = ButtonGroup([Item("Transfer"), Item("Pay"), Item("History")], theme=theme)
    # the group copied the theme's tokens; it outlives the closed theme
    with group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "Group created with the overriding theme, no explicit parameters")
        assert [slot.role for slot in layout.slots] == [Role.PRIMARY, Role.SECONDARY, Role.SECONDARY]
        frames = [slot.frame for slot in layout.slots]
        assert all(right.x - left.max_x == spacer_xxs for left, right in pairwise(frames))
        assert all(slot.corners.top_left == radius_large for slot in layout.slots)

    with ButtonGroup([Item("Transfer"), Item("Pay"), Item("History")]) as plain:
        print_layout(plain.layout(width=375, scale=2), "Same items, built-in theme (allRound default)")


if __name__ == "__main__":
    main()
