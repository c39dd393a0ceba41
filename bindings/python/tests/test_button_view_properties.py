"""``Button``'s view properties: ``highlighted`` (the seed's ``button1.isHighlighted = true``),
``tint_color`` and the content alignment; and what its background holds (image, visual effect,
custom view), laid out and drawn."""

from __future__ import annotations

import pytest

from buttongroup import (
    BackgroundConfiguration, Button, ButtonConfiguration, ContentMode, CornerStyle, Direction, Insets,
    InvalidArgumentError, PointerPhase, ProviderKind, Rect, Size, State,
)
from buttongroup.enums import ContentHorizontalAlignment as H, ContentVerticalAlignment as V


def eight_points_a_character(font: str, text: str, max_width: float) -> tuple[float, float]:
    return 8.0 * len(text), 20.0


def seed_base() -> ButtonConfiguration:
    return ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill", image_padding=10,
                               content_insets=Insets(10, 40, 10, 40))


def test_the_start_code_highlights_as_a_property() -> None:
    with Button(seed_base(), measure=eight_points_a_character) as button1:
        button1.flush()
        count = button1.update_count
        button1.highlighted = True
        button1.highlighted = False
        button1.highlighted = True
        assert button1.highlighted and button1.state == State.HIGHLIGHTED
        with Button(button1.effective_configuration, ProviderKind.NONE) as button3:
            assert button3.effective_configuration.foreground_color == (button1.tint_color & ~0xFF) | 0xBF
        assert button1.update_count == count + 1, "three changes, one update"


def test_a_press_ends_the_hosts_highlight_as_uikit_tracking_does() -> None:
    with Button(seed_base(), measure=eight_points_a_character) as button:
        button.layout(240, 60)
        button.highlighted = True
        button.pointer(PointerPhase.DOWN, 100, 30)
        assert button.highlighted
        button.pointer(PointerPhase.UP, 100, 30)
        assert not button.highlighted


def test_a_nil_stroke_takes_the_views_tint() -> None:
    base = seed_base().replace(foreground_color=0xFFFFFFFF).replace_background(stroke_width=1)
    with Button(base, ProviderKind.NONE, measure=eight_points_a_character) as button:
        theme_tint = button.tint_color
        assert not button.has_own_tint
        view = button.layout(240, 60)
        assert (view.stroke_color, view.foreground_color, view.tint_color) == (theme_tint, 0xFFFFFFFF, theme_tint)
        button.tint_color = 0x7B2CBFFF
        view = button.layout(240, 60)
        assert (view.stroke_color, view.foreground_color, view.tint_color) == (0x7B2CBFFF, 0xFFFFFFFF, 0x7B2CBFFF)
        assert button.has_own_tint
        with pytest.raises(InvalidArgumentError):
            button.tint_color = 2**32
        assert button.tint_color == 0x7B2CBFFF, "a refused value changes nothing"
        button.tint_color = None
        assert button.tint_color == theme_tint


@pytest.mark.parametrize(("horizontal", "vertical", "direction", "frame"), [
    (H.LEFT, V.TOP, Direction.LTR, (40, 10, 94, 40)),
    (H.RIGHT, V.BOTTOM, Direction.LTR, (166, 50, 94, 40)),
    (H.CENTER, V.CENTER, Direction.LTR, (103, 30, 94, 40)),
    (H.LEADING, V.CENTER, Direction.RTL, (166, 30, 94, 40)),
    (H.LEFT, V.CENTER, Direction.RTL, (40, 30, 94, 40)),
    (H.FILL, V.FILL, Direction.LTR, (40, 10, 220, 80)),
])
def test_content_alignment_places_the_run(horizontal: H, vertical: V, direction: Direction,
                                          frame: tuple[float, ...]) -> None:
    with Button(seed_base(), measure=eight_points_a_character) as button:
        button.content_horizontal_alignment = horizontal
        button.content_vertical_alignment = vertical
        assert (button.content_horizontal_alignment, button.content_vertical_alignment) == (horizontal, vertical)
        view = button.layout(300, 100, direction=direction)
        assert view.content_frame is not None and tuple(view.content_frame) == frame


def test_a_bad_alignment_is_refused_and_changes_nothing() -> None:
    with Button(seed_base()) as button:
        button.content_horizontal_alignment = H.RIGHT
        with pytest.raises(InvalidArgumentError, match="horizontal"):
            button.content_horizontal_alignment = 17  # type: ignore[assignment]
        with pytest.raises(InvalidArgumentError, match="vertical"):
            button.content_vertical_alignment = -1  # type: ignore[assignment]
        assert (button.content_horizontal_alignment, button.content_vertical_alignment) == (H.RIGHT, V.CENTER)


def test_the_background_content_gets_frames_and_is_drawn_clipped() -> None:
    background = BackgroundConfiguration(image="photo", image_content_mode=ContentMode.BOTTOM_RIGHT,
                                         visual_effect="systemMaterial", custom_view_size=Size(30, 10),
                                         corner_style=CornerStyle.FIXED, corner_radius=8)
    base = ButtonConfiguration(title="Title", background=background)
    measure_image = lambda name: Size(16, 12) if name == "photo" else None  # noqa: E731
    with Button(base, measure=eight_points_a_character, measure_image=measure_image) as button:
        view = button.layout(120, 44, direction=Direction.RTL)
        assert view.background_image == "photo" and view.visual_effect == "systemMaterial"
        assert view.background_image_frame == Rect(104, 32, 16, 12), "bottom right, physical in RTL too"
        assert view.visual_effect_frame == Rect(0, 0, 120, 44)
        assert view.custom_view_frame == Rect(45, 17, 30, 10)
        assert "bg-background-image-placeholder" in button.svg() and 'class="bg-custom-view"' in button.svg()
        button.background_image_href = "photo.png"
        assert button.background_image_href == "photo.png"
        button.layout(120, 44)
        assert 'href="photo.png"' in button.svg() and "placeholder" not in button.svg()
        with pytest.raises(InvalidArgumentError):
            button.background_image_href = "a\0b"
        assert button.background_image_href == "photo.png", "a refused value changes nothing"
        button.base_configuration = ButtonConfiguration(title="Title", background=BackgroundConfiguration())
        view = button.layout(120, 44)
        assert (view.background_image, view.background_image_frame, view.visual_effect_frame,
                view.custom_view_frame) == (None, None, None, None)


@pytest.mark.parametrize(("mode", "frame"), [
    (ContentMode.SCALE_TO_FILL, Rect(0, 0, 200, 100)), (ContentMode.REDRAW, Rect(0, 0, 200, 100)),
    (ContentMode.SCALE_ASPECT_FIT, Rect(87.5, 0, 25, 100)), (ContentMode.SCALE_ASPECT_FILL, Rect(0, -350, 200, 800)),
    (ContentMode.CENTER, Rect(95, 30, 10, 40)), (ContentMode.TOP, Rect(95, 0, 10, 40)),
    (ContentMode.BOTTOM, Rect(95, 60, 10, 40)), (ContentMode.LEFT, Rect(0, 30, 10, 40)),
    (ContentMode.RIGHT, Rect(190, 30, 10, 40)), (ContentMode.TOP_LEFT, Rect(0, 0, 10, 40)),
    (ContentMode.TOP_RIGHT, Rect(190, 0, 10, 40)), (ContentMode.BOTTOM_LEFT, Rect(0, 60, 10, 40)),
    (ContentMode.BOTTOM_RIGHT, Rect(190, 60, 10, 40)),
])
def test_the_image_frame_follows_each_content_mode(mode: ContentMode, frame: Rect) -> None:
    base = ButtonConfiguration(background=BackgroundConfiguration(image="tall", image_content_mode=mode))
    with Button(base, measure_image=lambda name: Size(10, 40)) as button:
        assert button.layout(200, 100).background_image_frame == frame
