"""Mirrors the banking design system's ButtonGroup example "Prominent relaxed layout".

    let buttonGroup = ButtonGroup(
        parameters: .init(layout: .prominent(configuration: .init(
            type: .relaxed, spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))),
        configurations: [.init(title: "Transfer"),
                         .init(title: "Pay", icon: .named(DesignSystem.Assets.icInfo, in: .design)),
                         .init(title: "History", icon: .named(DesignSystem.Assets.icDock, in: .design))]
    )
"""

from __future__ import annotations

from itertools import pairwise

from buttongroup import ButtonGroup, CornerStyle, Item, LayoutParameters, Parameters, ProminentType, Role, Theme

from print_layout import print_layout


def main() -> None:
    theme = Theme.builtin()
    spacer_xxs, radius_large = theme.number("spacer/xxs"), theme.number("radius/large")
    configurations = [
        Item("Transfer"),
        Item("Pay", icon="ic_info"),
        Item("History", icon="ic_dock"),
    ]
    layout_spec = LayoutParameters.prominent(
        type=ProminentType.RELAXED, spacing=spacer_xxs, corner_style=CornerStyle.LARGE
    )
    with ButtonGroup(configurations, Parameters(layout=layout_spec)) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "Prominent relaxed layout")

        # secondaries with an icon show the icon only; screen readers still get the title
        assert [node.label for node in layout.accessibility] == ["Transfer", "Pay", "History"]
        prominent, *secondaries = layout.slots
        assert prominent.role is Role.PRIMARY and prominent.title == "Transfer"
        assert all(slot.role is Role.SECONDARY for slot in secondaries)
        assert [slot.icon for slot in secondaries] == ["ic_info", "ic_dock"]
        frames = [slot.frame for slot in layout.slots]
        assert all(right.x - left.max_x == spacer_xxs for left, right in pairwise(frames))
        # relaxed: every button keeps all four corners rounded
        assert all(slot.corners.top_left == slot.corners.bottom_right == radius_large for slot in layout.slots)


if __name__ == "__main__":
    main()
