"""A button's view properties beside its configuration, as UIControl and UIView have them: the
content alignment placing the image and texts inside the insets, left to right and right to left,
and the view's tint, which a background's stroke without a color of its own takes (not the
foreground color)."""

from __future__ import annotations

import buttongroup as bg
from buttongroup.enums import ContentHorizontalAlignment as H, ContentVerticalAlignment as V


def main() -> None:
    base = bg.ButtonConfiguration(title="Title", image="house.circle.fill", image_padding=10,
                                  content_insets=bg.Insets(top=10, left=20, bottom=10, right=20),
                                  foreground_color=0x202020FF).replace_background(stroke_width=1)
    with bg.Button(base, bg.ProviderKind.NONE) as button:
        print("content alignment in a 300 x 80 button (insets 20 left and right, 10 top and bottom)")
        for horizontal, vertical in [(H.CENTER, V.CENTER), (H.LEADING, V.TOP), (H.TRAILING, V.BOTTOM),
                                     (H.LEFT, V.CENTER), (H.FILL, V.FILL)]:
            button.content_horizontal_alignment = horizontal
            button.content_vertical_alignment = vertical
            print(f"  {horizontal.name.lower()} / {vertical.name.lower()}")
            for direction in (bg.Direction.LTR, bg.Direction.RTL):
                view = button.layout(300, 80, scale=2.0, direction=direction)
                frame = view.content_frame
                assert frame is not None and view.image_frame is not None and view.title_frame is not None
                print(f"    {direction.name}: content at ({frame.x:5.1f}, {frame.y:4.1f}) {frame.width:5.1f} x "
                      f"{frame.height:4.1f}, image x {view.image_frame.x:5.1f}, title x {view.title_frame.x:5.1f}")

        view = button.layout(300, 80, scale=2.0)
        print(f"theme tint #{button.tint_color:08X}: stroke #{view.stroke_color:08X}, "
              f"foreground #{view.foreground_color:08X}")
        button.tint_color = 0x7B2CBFFF
        view = button.layout(300, 80, scale=2.0)
        print(f"own tint   #{view.tint_color:08X}: stroke #{view.stroke_color:08X}, "
              f"foreground #{view.foreground_color:08X}")
        assert view.stroke_color == 0x7B2CBFFF


if __name__ == "__main__":
    main()
