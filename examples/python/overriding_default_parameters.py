"""Mirrors the banking design system's ButtonGroup example "Overriding default parameters".

    let layout: ButtonGroup.Layout = .prominent(configuration: .init(
        type: .relaxed, spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))
    DesignSystem.shared.parameters.buttonGroup = .init(layout: layout)

The defaults live in a theme: a theme JSON that sets "parameters" / "buttonGroup" / "layout"
changes the default parameters of the groups created with it. ``set_default_theme`` makes it the
process default, as ``DesignSystem.shared`` is: every group created from then on without a theme
and without parameters uses it; groups made before keep theirs.
"""

from __future__ import annotations

import json
from itertools import pairwise

from buttongroup import (
    ButtonGroup, CornerStyle, Item, LayoutKind, Parameters, ProminentType, Role, Theme, set_default_theme,
)

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
    items = [Item("Transfer"), Item("Pay"), Item("History")]
    before = ButtonGroup(items)  # made with the built-in default: allRound, and it stays so
    with Theme.from_json(THEME_JSON) as theme:
        assert not theme.warnings, theme.warnings
        spacer_xxs, radius_large = theme.number("spacer/xxs"), theme.number("radius/large")
        set_default_theme(theme)  # DesignSystem.shared.parameters.buttonGroup = .init(layout: layout)
    # the library keeps its own reference: the closed theme stays the default
    try:
        defaults = Parameters.defaults()
        print("default parameters:", defaults.layout)
        assert defaults.layout is not None and defaults.layout.kind is LayoutKind.PROMINENT
        assert defaults.layout.prominent_type is ProminentType.RELAXED
        assert defaults.layout.corner_style is CornerStyle.LARGE
        with ButtonGroup(items) as group:  # ButtonGroup(configurations:)
            layout = group.layout(width=375, scale=2)
            print_layout(layout, "Group created after set_default_theme, no theme, no parameters")
            assert [slot.role for slot in layout.slots] == [Role.PRIMARY, Role.SECONDARY, Role.SECONDARY]
            frames = [slot.frame for slot in layout.slots]
            assert all(right.x - left.max_x == spacer_xxs for left, right in pairwise(frames))
            assert all(slot.corners.top_left == radius_large for slot in layout.slots)
    finally:
        set_default_theme(None)  # the built-in theme is the default again

    with before:
        print_layout(before.layout(width=375, scale=2), "Made before: keeps the built-in theme (allRound)")
        assert before.layout(width=375).slots[0].role is Role.SECONDARY


if __name__ == "__main__":
    main()
