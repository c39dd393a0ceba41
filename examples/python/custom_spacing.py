"""Mirrors the banking design system's ButtonGroup example "Custom spacing".

    let group = ButtonGroup(
        parameters: .init(layout: .allRound(configuration: .init(spacing: DesignSystem.shared.spacer.lg))),
        configurations: [.init(title: "Transfer"), .init(title: "Pay"), .init(title: "History")]
    )
"""

from __future__ import annotations

from itertools import pairwise

from buttongroup import ButtonGroup, Item, LayoutParameters, Parameters, Theme

from print_layout import print_layout


def main() -> None:
    spacer_lg = Theme.builtin().number("spacer/lg")  # DesignSystem.shared.spacer.lg
    configurations = [Item("Transfer"), Item("Pay"), Item("History")]
    parameters = Parameters(layout=LayoutParameters.all_round(spacing=spacer_lg))
    with ButtonGroup(configurations, parameters) as group:
        layout = group.layout(width=375, scale=2)
        print_layout(layout, f"Custom spacing (spacer/lg = {spacer_lg:g} pt)")

        frames = [slot.frame for slot in layout.slots]
        gaps = [right.x - left.max_x for left, right in pairwise(frames)]
        print("gaps between buttons:", gaps)
        assert gaps == [spacer_lg] * 2
        assert len({frame.width for frame in frames}) == 1  # still equal widths
        assert frames[-1].max_x == layout.size.width == 375


if __name__ == "__main__":
    main()
