"""A button's title on several lines, as UILabel's numberOfLines and lineBreakMode: the size
that fits a width grows in height for the lines the title needs there, each line is reported
with its frame, and with a limit on the lines the last one is cut as its mode says."""

from __future__ import annotations

import buttongroup as bg

TITLE = "Pay the invoice before the end of the month"


def main() -> None:
    base = bg.ButtonConfiguration(title=TITLE, subtitle="東京都の天気予報、明日は晴れ。",
                                  content_insets=bg.Insets(top=8, left=12, bottom=8, right=12))
    with bg.Button(base, bg.ProviderKind.NONE) as button:
        print(f"one line: {button.size_that_fits()}")
        button.title_number_of_lines = 0
        button.subtitle_number_of_lines = 0
        for width in (320.0, 200.0, 120.0):
            size = button.size_that_fits(width)
            view = button.layout(size.width, size.height, scale=2.0)
            assert not view.title_truncated and not view.subtitle_truncated
            print(f"at most {width:g} pt: {size.width:.1f} x {size.height:.1f}")
            for line in view.title_lines + view.subtitle_lines:
                print(f"  {line.text!r:48} at y {line.frame.y:5.1f}")
        button.title_number_of_lines = 2
        for mode in (bg.LineBreakMode.TRUNCATE_TAIL, bg.LineBreakMode.TRUNCATE_MIDDLE, bg.LineBreakMode.TRUNCATE_HEAD):
            button.title_line_break_mode = mode
            view = button.layout(140, 120, scale=2.0)
            print(f"two lines, {mode.name.lower()}: {[line.text for line in view.title_lines]}")
            assert view.title_truncated and "\u2026" in view.title_lines[-1].text


if __name__ == "__main__":
    main()
