"""The ConfigurationBasedButton's "Start" code, in Python: button1 with a base configuration and
the plain provider, button2 from button1's base, button3 from button1's effective configuration
while highlighted, then four changes coalesced into one update. Prints what a host draws."""

from __future__ import annotations

import buttongroup as bg


def describe(name: str, button: bg.Button, width: float, height: float) -> None:
    view = button.layout(width, height, scale=2.0)
    print(f"{name} ({width:.0f} x {height:.0f})")
    if view.image_frame is not None:
        print(f"  image     {view.image!s:18} {view.image_frame}  tint #{view.foreground_color:08X}")
    if view.title is not None:
        print(f"  title     {view.title:18} {view.title_frame}  #{view.title_color:08X}")
    if view.subtitle is not None:
        print(f"  subtitle  {view.subtitle:18} {view.subtitle_frame}  #{view.subtitle_color:08X}")
    if view.background is not None:
        fill = "none" if view.fill_color is None else f"#{view.fill_color:08X}"
        print(f"  background corner {view.background.corner_radius:.1f}, fill {fill}")


def main() -> None:
    base = bg.ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill", image_padding=10,
                                  content_insets=bg.Insets(top=10, left=40, bottom=10, right=40))
    updates: list[int] = []
    with bg.Button(base, bg.ProviderKind.PLAIN, action=lambda: print("Button1 has been tapped"),
                   on_updated=lambda: updates.append(1)) as button1, bg.Button() as button2:
        size = button1.size_that_fits()
        describe("button1", button1, size.width, size.height)

        button2.base_configuration = button1.base_configuration
        describe("button2", button2, size.width, size.height)

        button1.highlighted = True  # button1.isHighlighted = true
        with bg.Button(button1.effective_configuration, bg.ProviderKind.NONE) as button3:
            describe("button3 (button1's highlighted look)", button3, size.width, size.height)
        button1.highlighted = False
        button1.pointer(bg.PointerPhase.DOWN, size.width / 2, size.height / 2)  # a finger down and up taps it
        button1.pointer(bg.PointerPhase.UP, size.width / 2, size.height / 2)  # prints the tap
        button1.flush()

        before = button1.update_count
        configuration = button1.base_configuration.replace(title="Update Title")
        button1.base_configuration = configuration
        configuration = configuration.replace(image=None)
        button1.base_configuration = configuration
        configuration = configuration.replace_background(fill_color=0xFFFFFFFF)
        button1.base_configuration = configuration
        configuration = configuration.replace_background(corner_style=bg.CornerStyle.CAPSULE)
        button1.base_configuration = configuration
        size = button1.size_that_fits()  # this read runs the one update
        describe("button1 after four changes", button1, size.width, size.height)
        print(f"four changes made {button1.update_count - before} update")
        assert button1.update_count - before == 1


if __name__ == "__main__":
    main()
