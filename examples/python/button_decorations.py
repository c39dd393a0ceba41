"""A button's text decorations, the attributes of an attributed title beside its font and color
runs: an underline, a strikethrough, kern, a baseline offset and a background color, each on a
range of the title or subtitle. Kern widens the title, so the size that fits grows with it and
shows the title whole; one point narrower cuts it. The picture draws every decoration."""

from __future__ import annotations

import buttongroup as bg

TITLE = "Pay $100 now"
SUBTITLE = "Was $120"


def main() -> None:
    base = bg.ButtonConfiguration(title=TITLE, subtitle=SUBTITLE,
                                  content_insets=bg.Insets(top=8, left=16, bottom=8, right=16))
    with bg.Button(base, bg.ProviderKind.NONE) as button:
        plain = button.size_that_fits()
        button.title_decorations = (
            bg.TextDecoration.of(TITLE, "Pay", underline=True, kern=2),
            bg.TextDecoration.of(TITLE, "$100", background_color=0xFFE066FF),
            bg.TextDecoration.of(TITLE, "now", baseline_offset=3),
        )
        button.subtitle_decorations = (bg.TextDecoration.of(SUBTITLE, "$120", strikethrough=True),)
        size = button.size_that_fits()
        print(f"size that fits: {plain.width:.2f} pt plain, {size.width:.2f} pt with 2 pt of kern on \"Pay\"")
        view = button.layout(size.width, size.height, scale=2.0)
        print(f"  at {size.width:.2f} pt: {view.title!r}, truncated: {view.title_truncated}")
        assert not view.title_truncated
        narrower = button.layout(size.width - 1, size.height, scale=2.0)
        print(f"  at {size.width - 1:.2f} pt: {narrower.title!r}, truncated: {narrower.title_truncated}")
        assert narrower.title_truncated
        button.layout(size.width, size.height, scale=2.0)
        svg = button.svg()
        for mark in ('text-decoration="underline"', 'letter-spacing="2"', 'baseline-shift="3"',
                     'text-decoration="line-through"', 'class="bg-text-background"'):
            print(f"  the picture has {mark}")
            assert mark in svg
        try:
            button.title_decorations = (bg.TextDecoration(0, 40),)
        except bg.InvalidArgumentError as error:
            print(f"refused, nothing changed: {error}")
        assert len(button.title_decorations) == 3


if __name__ == "__main__":
    main()
