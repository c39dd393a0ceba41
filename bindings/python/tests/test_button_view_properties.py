"""``Button``'s view properties: ``highlighted`` (the seed's ``button1.isHighlighted = true``),
``tint_color`` and the content alignment."""

from __future__ import annotations

import pytest

from buttongroup import Button, ButtonConfiguration, Direction, Insets, InvalidArgumentError, PointerPhase, ProviderKind, State
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
