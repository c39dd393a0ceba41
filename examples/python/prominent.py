"""Mirrors the banking design system's ButtonGroup examples "Prominent relaxed layout" and
"Prominent grouped layout".

    let buttonGroup = ButtonGroup(
        parameters: .init(layout: .prominent(configuration: .init(
            type: .relaxed,  // or .grouped
            spacing: DesignSystem.shared.spacer.xxs, cornerRadiusType: .large()))),
        configurations: [.init(title: "Transfer"),
                         .init(title: "Pay", icon: .named(DesignSystem.Assets.icInfo, in: .design)),
                         .init(title: "History", icon: .named(DesignSystem.Assets.icDock, in: .design))]
    )
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from buttongroup import (
    ButtonGroup,
    Corners,
    CornerStyle,
    GroupLayout,
    Item,
    LayoutParameters,
    Parameters,
    ProminentType,
    Role,
    Theme,
)

from print_layout import print_layout


def show(prominent_type: ProminentType, check: Callable[[GroupLayout], None]) -> None:
    """Lays the three buttons out 375 points wide with `prominent_type`, prints and checks them."""
    theme = Theme.builtin()
    configurations = [
        Item("Transfer"),
        Item("Pay", icon="ic_info"),
        Item("History", icon="ic_dock"),
    ]
    layout_spec = LayoutParameters.prominent(
        type=prominent_type, spacing=theme.number("spacer/xxs"), corner_style=CornerStyle.LARGE
    )
    with ButtonGroup(configurations, Parameters(layout=layout_spec)) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, f"Prominent {prominent_type.name.lower()} layout")
        # secondaries with an icon show the icon only; screen readers still get the title
        assert [slot.icon for slot in layout.slots] == [None, "ic_info", "ic_dock"]
        assert [node.label for node in layout.accessibility] == ["Transfer", "Pay", "History"]
        check(layout)


def main() -> None:
    theme = Theme.builtin()
    spacer_xxs, radius = theme.number("spacer/xxs"), theme.number("radius/large")

    def relaxed(layout: GroupLayout) -> None:
        prominent, *secondaries = layout.slots
        assert prominent.role is Role.PRIMARY and prominent.title == "Transfer"
        assert all(slot.role is Role.SECONDARY for slot in secondaries)
        # relaxed: the buttons stand apart, each with all four corners rounded
        frames = [slot.frame for slot in layout.slots]
        assert all(right.x - left.max_x == spacer_xxs for left, right in pairwise(frames))
        assert all(slot.corners == Corners(radius, radius, radius, radius) for slot in layout.slots)

    def grouped(layout: GroupLayout) -> None:
        prominent, first, last = layout.slots
        assert prominent.role is Role.PRIMARY and first.role is last.role is Role.SECONDARY
        # grouped: the secondaries touch and form one segmented control with outer corners only
        assert first.frame.x - prominent.frame.max_x == spacer_xxs
        assert last.frame.x == first.frame.max_x
        assert first.corners == Corners(radius, 0, 0, radius)
        assert last.corners == Corners(0, radius, radius, 0)

    show(ProminentType.RELAXED, relaxed)
    show(ProminentType.GROUPED, grouped)


if __name__ == "__main__":
    main()
