"""Decorations of a button's title and subtitle (an attributed string's underline,
strikethrough, kern, baseline offset and background color): ``TextDecoration`` values set on
the button beside its runs, the kern counted in ``size_that_fits`` and truncation alike, drawn by
``svg()``, and the decorations the library refuses with nothing changed."""

from __future__ import annotations

from typing import Any

import pytest

from buttongroup import Button, ButtonConfiguration, InvalidArgumentError, ProviderKind, TextDecoration

TITLE = "Pay now"


def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
    """8 points a character, 20 high."""
    return (8.0 * len(text), 20.0)


def make(title: str = TITLE, subtitle: str | None = None) -> Button:
    """A button with no insets, no image and no provider, measured by ``measure``."""
    return Button(ButtonConfiguration(title=title, subtitle=subtitle), ProviderKind.NONE, measure=measure)


def test_of_finds_the_utf8_range_and_the_values_are_frozen() -> None:
    decoration = TextDecoration.of("Café ok", "ok", underline=True, kern=1.5)
    assert decoration == TextDecoration(6, 2, underline=True, kern=1.5)  # "é" is two bytes
    with pytest.raises(AttributeError):
        decoration.kern = 2  # type: ignore[misc]


def test_kern_widens_the_size_that_fits_which_shows_the_title_whole() -> None:
    with make() as button:
        assert button.size_that_fits().width == 7 * 8
        before = button.update_count
        button.title_decorations = (TextDecoration.of(TITLE, "Pay", kern=2),)
        button.title_decorations = [TextDecoration.of(TITLE, "Pay", underline=True, kern=4)]
        size = button.size_that_fits()
        assert size.width == 7 * 8 + 3 * 4
        assert button.update_count == before + 1  # two changes, one update
        assert button.title_decorations == (TextDecoration(0, 3, underline=True, kern=4),)
        assert not button.layout(size.width, size.height, scale=2).title_truncated
        assert button.layout(size.width - 1, size.height, scale=2).title_truncated
        button.title_decorations = ()
        assert button.size_that_fits().width == 7 * 8


def test_svg_draws_every_decoration() -> None:
    with make(subtitle="Due today") as button:
        button.title_decorations = (
            TextDecoration.of(TITLE, "Pay", underline=True, background_color=0xFFEE00FF),
            TextDecoration.of(TITLE, "now", strikethrough=True, baseline_offset=-2.5),
        )
        button.subtitle_decorations = (TextDecoration.of("Due today", "today", kern=1.5),)
        button.layout(*button.size_that_fits(), scale=2)
        svg = button.svg()
    assert 'text-decoration="underline">Pay</tspan>' in svg
    assert 'text-decoration="line-through" baseline-shift="-2.5">now</tspan>' in svg
    assert 'letter-spacing="1.5">today</tspan>' in svg
    assert 'class="bg-text-background"' in svg and 'fill="#ffee00"' in svg


@pytest.mark.parametrize(
    ("decorations", "error", "message"),
    [
        ((TextDecoration(0, 0),), InvalidArgumentError, r"decorations\[0\].*empty or beyond"),
        ((TextDecoration(5, 3),), InvalidArgumentError, r"beyond the text's 7 bytes"),
        ((TextDecoration(0, 3), TextDecoration(2, 2)), InvalidArgumentError, r"decorations\[1\] starts at 2"),
        ((TextDecoration(0, 1, kern=float("nan")),), InvalidArgumentError, r"kern must be finite"),
        ((TextDecoration(0, 1, baseline_offset=1e12),), InvalidArgumentError, r"baseline_offset must be finite"),
        ("Pay", TypeError, r"must be a tuple of TextDecoration, not str"),
        ((object(),), TypeError, r"\[0\] must be a TextDecoration"),
        ((TextDecoration(0, 1, kern="wide"),), TypeError, r"kern must be a number"),  # type: ignore[arg-type]
    ],
)
def test_bad_decorations_are_refused_and_change_nothing(decorations: Any, error: type[Exception], message: str) -> None:
    with make() as button:
        kept = (TextDecoration(0, 3, kern=2),)
        button.title_decorations = kept
        width = button.size_that_fits().width
        with pytest.raises(error, match=message):
            button.title_decorations = decorations
        assert button.title_decorations == kept
        assert button.size_that_fits().width == width


def test_a_decoration_splitting_a_character_is_refused() -> None:
    with make("Café") as button:
        with pytest.raises(InvalidArgumentError, match="splits a UTF-8 character"):
            button.title_decorations = (TextDecoration(4, 1),)
        with pytest.raises(InvalidArgumentError, match="beyond"):
            button.subtitle_decorations = (TextDecoration(0, 1),)  # no subtitle


def test_the_view_hands_back_the_decorations_as_displayed_with_their_frames() -> None:
    with make() as button:
        button.title_decorations = (TextDecoration.of(TITLE, "Pay", underline=True, kern=4),
                                    TextDecoration.of(TITLE, "now", background_color=0xFFEE00FF))
        size = button.size_that_fits()
        view = button.layout(size.width, size.height, scale=2)
        assert view.title_decorations == button.title_decorations
        assert view.title_frame is not None
        first, second = view.title_decoration_frames
        assert (first.x, first.width, first.height) == (view.title_frame.x, 3 * (8 + 4), view.title_frame.height)
        assert (second.x, second.width) == (view.title_frame.x + 3 * 12 + 8, 3 * 8)
        assert view.subtitle_decorations == () and view.subtitle_decoration_frames == ()
        cut = button.layout(size.width - 8, size.height, scale=2)  # "Pay n" 52 + "…" 8
        assert cut.title == "Pay n\u2026"
        assert cut.title_decorations[1] == TextDecoration(4, 1 + 3, background_color=0xFFEE00FF)  # "n" and the "…"
