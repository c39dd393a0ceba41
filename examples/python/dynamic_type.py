"""Dynamic Type: the design system's button font is ``preferredFont(.body, .semibold)``, a text style
that scales with the reader's text size (the content size category).

A theme carries the category (``ContentSize``; LARGE unless it says otherwise). Its fonts are stated at
LARGE and scale as iOS scales their text style (``text_style_size``: body is 17 points at LARGE, 14 at
XSMALL, 40 at ACCESSIBILITY3). The same group laid out at three categories: the titles are measured in
the scaled font, so they need more room (and are truncated when it runs out), and the buttons grow
taller in the larger categories. ``set_default_theme`` with the scaled theme makes every object made
afterwards without a theme follow the reader's setting.
"""

from __future__ import annotations

from buttongroup import ButtonGroup, ContentSize, Item, TextStyle, Theme, set_default_theme, text_style_size

from print_layout import print_layout


def main() -> None:
    items = [Item("Send money"), Item("Pay"), Item("History")]
    heights = []
    for category in (ContentSize.XSMALL, ContentSize.LARGE, ContentSize.ACCESSIBILITY3):
        with Theme.builtin().with_content_size(category) as theme, ButtonGroup(items, theme=theme) as group:
            layout = group.layout(width=343, scale=2)
            print_layout(layout, f"{category.name}: body text {text_style_size(TextStyle.BODY, category):g} pt")
            heights.append(layout.size.height)
    assert heights[0] == heights[1] == 48 and heights[2] == 113  # 48 x 40 / 17, rounded up

    with Theme.builtin().with_content_size(ContentSize.ACCESSIBILITY3) as reader:
        set_default_theme(reader)  # the reader's setting, for every object made from now on
    try:
        with ButtonGroup([Item("Pay")]) as group:
            assert group.layout(width=343).size.height == 113
    finally:
        set_default_theme(None)


if __name__ == "__main__":
    main()
