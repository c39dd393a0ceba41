"""The ButtonWithLabel sample (the info / alert preset of a UIKit-style configuration button) as a
navigation-bar item: ``ButtonWithLabel(type: .info).with(action:)``, here ``Button.with_label(...)``,
placed as a custom view at the trailing end of a 375 x 44 bar; a press anywhere fires it."""

from __future__ import annotations

import buttongroup as bg

BAR_WIDTH, BAR_HEIGHT, MARGIN = 375.0, 44.0, 16.0


def show_info_view() -> None:
    print("showInfoView()")


def main() -> None:
    with bg.Button.with_label(bg.LabelButtonType.INFO).with_action(show_info_view) as info:
        size = info.size_that_fits()
        x, y = BAR_WIDTH - MARGIN - size.width, (BAR_HEIGHT - size.height) / 2
        print(f"navigation bar {BAR_WIDTH:.0f} x {BAR_HEIGHT:.0f}: info button {size.width:.1f} x {size.height:.1f} "
              f"at ({x:.1f}, {y:.1f})")
        view = info.layout(size.width, size.height, scale=3.0)
        print(f"  label background #{view.label_background_color:08X} {view.label_background_frame}")
        print(f"  label {view.title!r} {view.title_frame}")
        print(f"  icon  {view.image} {view.image_frame}")
        assert view.image_frame is not None
        info.pointer(bg.PointerPhase.DOWN, view.image_frame.x + 2, size.height / 2)
        assert info.pointer(bg.PointerPhase.UP, view.image_frame.x + 2, size.height / 2)  # prints showInfoView()
    with bg.Button.with_label(bg.LabelButtonType.ALERT) as alert:
        size = alert.size_that_fits()
        view = alert.layout(size.width, size.height)
        print(f"alert button {size.width:.1f} x {size.height:.1f}: {view.title!r} and {view.image}")


if __name__ == "__main__":
    main()
