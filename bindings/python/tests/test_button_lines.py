"""Titles and subtitles on several lines (UILabel's ``numberOfLines`` and ``lineBreakMode``):
the settings, the lines a view reports, the size that fits a width laying out with nothing cut,
the last line cut by its mode, and the settings the library refuses."""

from __future__ import annotations

import pytest

from buttongroup import Button, ButtonConfiguration, Insets, InvalidArgumentError, LineBreakMode, ProviderKind, TextLine


def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
    """8 points a character, 20 high."""
    return (8.0 * len(text), 20.0)


def make(title: str, subtitle: str | None = None) -> Button:
    """A button with 4 / 6 point insets, no image, no provider, measured by ``measure``."""
    configuration = ButtonConfiguration(title=title, subtitle=subtitle, content_insets=Insets(4, 6, 4, 6))
    return Button(configuration, ProviderKind.NONE, measure=measure)


def test_settings_default_to_one_line_cut_at_the_end_and_round_trip() -> None:
    with make("Title", "Subtitle") as button:
        assert (button.title_number_of_lines, button.title_line_break_mode) == (1, LineBreakMode.TRUNCATE_TAIL)
        button.title_number_of_lines = 0
        button.title_line_break_mode = LineBreakMode.WORD_WRAP
        button.subtitle_number_of_lines = 2
        button.subtitle_line_break_mode = LineBreakMode.TRUNCATE_MIDDLE
        assert (button.title_number_of_lines, button.title_line_break_mode) == (0, LineBreakMode.WORD_WRAP)
        assert (button.subtitle_number_of_lines, button.subtitle_line_break_mode) == (2, LineBreakMode.TRUNCATE_MIDDLE)
        with pytest.raises(InvalidArgumentError, match="line_break_mode 9"):
            button.title_line_break_mode = 9  # type: ignore[assignment]
        with pytest.raises(InvalidArgumentError, match="number_of_lines"):
            button.subtitle_number_of_lines = 2_000_000
        assert button.title_line_break_mode == LineBreakMode.WORD_WRAP and button.subtitle_number_of_lines == 2


@pytest.mark.parametrize("title", ["Pay the invoice before the end of the month", "東京都の天気予報、明日は晴れ。",
                                   "Mixed 日本語 and English words", "Supercalifragilistic"])
def test_the_size_that_fits_a_width_lays_out_every_line_whole(title: str) -> None:
    with make(title, "Due today, or tomorrow") as button:
        button.title_number_of_lines = 0
        button.subtitle_number_of_lines = 0
        for width in range(40, 400, 31):
            size = button.size_that_fits(width)
            view = button.layout(size.width, size.height, scale=2)
            assert not view.title_truncated and not view.subtitle_truncated, (title, width)
            assert view.title == title
            assert view.title_lines and view.title_frame is not None
            assert all(isinstance(line, TextLine) for line in view.title_lines)
            assert "".join(line.text for line in view.title_lines).replace(" ", "") == title.replace(" ", "")
            assert view.title_frame.height == pytest.approx(20 * len(view.title_lines))
            assert [line.frame.y for line in view.title_lines] == [view.title_frame.y + 20 * i
                                                                    for i in range(len(view.title_lines))]
            if width >= 200:
                assert size.width <= width


def test_the_last_line_is_cut_by_its_mode() -> None:
    with make("aaa bbb ccc ddd eee") as button:
        button.title_number_of_lines = 2
        expected = {LineBreakMode.TRUNCATE_TAIL: "ccc dd\u2026", LineBreakMode.TRUNCATE_HEAD: "\u2026dd eee",
                    LineBreakMode.TRUNCATE_MIDDLE: "ccc\u2026eee", LineBreakMode.CLIP: "ccc ddd",
                    LineBreakMode.WORD_WRAP: "ccc ddd"}
        for mode, last in expected.items():
            button.title_line_break_mode = mode
            view = button.layout(12 + 60, 60)  # 60 points of room (8 a character)
            assert [line.text for line in view.title_lines] == ["aaa bbb", last], mode
            assert view.title_lines[1].truncated and view.title_truncated
        button.title_number_of_lines = 1
        button.title_line_break_mode = LineBreakMode.TRUNCATE_TAIL
        view = button.layout(12 + 60, 60)
        assert view.title_lines == () and view.title == "aaa bb\u2026"  # one line: 48 + the "…" 8


def test_the_picture_draws_each_line() -> None:
    with make("Pay the invoice before the end of the month") as button:
        button.title_number_of_lines = 0
        size = button.size_that_fits(120)
        view = button.layout(size.width, size.height)
        svg = button.svg()
    assert len(view.title_lines) >= 3
    for line in view.title_lines:
        assert f">{line.text}</text>" in svg
