"""Mirrors the banking design system's ButtonGroup example "Prominent grouped layout".

    let buttonGroup = ButtonGroup(
        parameters: .init(layout: .prominent(configuration: .init(
            type: .grouped, spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))),
        configurations: [.init(title: "Transfer"),
                         .init(title: "Pay", icon: .named(DesignSystem.Assets.icInfo, in: .design)),
                         .init(title: "History", icon: .named(DesignSystem.Assets.icDock, in: .design))]
    )
"""

from __future__ import annotations

from buttongroup import (
    ButtonGroup,
    Corners,
    CornerStyle,
    Item,
    LayoutParameters,
    Parameters,
    ProminentType,
    Role,
    Theme,
)

from print_layout import print_layout


def main() -> None:
    theme = Theme.builtin()
    spacer_xxs, radius = theme.number("spacer/xxs"), theme.number("radius/large")
    configurations = [
        Item("Transfer"),
        Item("Pay", icon="ic_info"),
        Item("History", icon="ic_dock"),
    ]
    layout_spec = LayoutParameters.prominent(
        type=ProminentType.GROUPED, spacing=spacer_xxs, corner_style=CornerStyle.LARGE
    )
    with ButtonGroup(configurations, Parameters(layout=layout_spec)) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, "Prominent grouped layout")

        # secondaries with an icon show the icon only; screen readers still get the title
        assert [node.label for node in layout.accessibility] == ["Transfer", "Pay", "History"]
        prominent, first, last = layout.slots
        assert prominent.role is Role.PRIMARY and first.role is last.role is Role.SECONDARY
        # grouped: the secondaries touch and form one segmented control with outer corners only
        assert first.frame.x - prominent.frame.max_x == spacer_xxs
        assert last.frame.x == first.frame.max_x
        assert first.corners == Corners(radius, 0, 0, radius)
        assert last.corners == Corners(0, radius, radius, 0)


if __name__ == "__main__":
    main()
