"""The ConfigurationBasedButton sample's custom configuration provider (a configuration update
handler, in UIKit's terms: primaryOutline / primaryFilled, then the plain dimming), and one button
per image placement: where the image, title and subtitle go."""

from __future__ import annotations

import buttongroup as bg


def show(button: bg.Button, name: str) -> None:
    size = button.size_that_fits()
    view = button.layout(size.width, size.height, scale=2.0)
    parts = [f"{name:16} {size.width:5.1f} x {size.height:4.1f}"]
    if view.image_frame is not None:
        parts.append(f"image ({view.image_frame.x:5.1f}, {view.image_frame.y:4.1f})")
    if view.title_frame is not None and view.subtitle_frame is not None:
        parts.append(f"title ({view.title_frame.x:5.1f}, {view.title_frame.y:4.1f})"
                     f"  subtitle ({view.subtitle_frame.x:5.1f}, {view.subtitle_frame.y:4.1f})")
    if view.fill_color is not None:
        parts.append(f"fill #{view.fill_color:08X}")
    if view.stroke_color is not None:
        parts.append(f"stroke #{view.stroke_color:08X} {view.stroke_width:.0f} pt")
    corner = view.background.corner_radius if view.background is not None else 0.0
    parts.append(f"corner {corner:.1f}, text #{view.title_color:08X}")
    print("  ".join(parts))


def main() -> None:
    base = bg.ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill")
    for style in ("primaryOutline", "primaryFilled"):
        with bg.Button(base, style) as button:
            show(button, style)
            button.enabled = False  # super.update: the plain provider dims it
            show(button, "  disabled")
    spaced = base.replace(image_padding=6, title_padding=2, content_insets=bg.Insets(top=8, left=12, bottom=8, right=12))
    for placement in bg.ImagePlacement:
        with bg.Button(spaced.replace(image_placement=placement)) as button:
            show(button, placement.name.lower())


if __name__ == "__main__":
    main()
