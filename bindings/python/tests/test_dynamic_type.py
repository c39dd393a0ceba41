"""Dynamic Type: a theme's content size category (``Theme.with_content_size``, ``content_size``), the
text styles' point sizes (``text_style_size``), fonts and layouts that scale with the category, and
the button's golden cases of ``Tests/Fixtures/dynamic_type/button.json`` (the group's are group
fixtures, ``dynamic_type_*.json``, run by test_fixtures.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from buttongroup import (
    Button, ButtonConfiguration, ButtonGroup, ContentSize, Direction, InvalidArgumentError, Item, Rect, TextStyle,
    Theme, default_theme, set_default_theme, text_style_size,
)

FIXTURE = Path(__file__).resolve().parents[3] / "Tests" / "Fixtures" / "dynamic_type" / "button.json"
CATEGORIES = {member.name.lower().replace("_", ""): member for member in ContentSize}


def category(name: str) -> ContentSize:
    """``"accessibility3"`` -> ``ContentSize.ACCESSIBILITY3`` (the fixtures' token names)."""
    return CATEGORIES[name.lower()]


def test_text_style_sizes_are_the_published_table() -> None:
    assert [text_style_size(TextStyle.BODY, c) for c in ContentSize] == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    assert [text_style_size(s) for s in TextStyle] == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
    assert text_style_size(TextStyle.CAPTION2, ContentSize.XSMALL) == 11
    with pytest.raises(InvalidArgumentError, match="style"):
        text_style_size(99, ContentSize.LARGE)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="category"):
        text_style_size(TextStyle.BODY, -1)  # type: ignore[arg-type]


def test_a_theme_carries_its_category() -> None:
    assert Theme.builtin().content_size is ContentSize.LARGE
    with Theme.builtin().with_content_size(ContentSize.ACCESSIBILITY3) as large:
        assert large.content_size is ContentSize.ACCESSIBILITY3
        assert large.string("typography/contentSizeCategory") == "accessibility3"
        assert large.number("spacer/lg") == 24  # every other token kept
    with Theme.from_json('{"typography": {"contentSizeCategory": "xSmall"}}') as small:
        assert small.content_size is ContentSize.XSMALL
    with pytest.raises(InvalidArgumentError, match="category"):
        Theme.builtin().with_content_size(12)  # type: ignore[arg-type]


def test_a_group_reflows_with_the_category() -> None:
    items = [Item("Send money"), Item("Pay"), Item("History")]
    heights, widths = [], []
    for size in (ContentSize.XSMALL, ContentSize.LARGE, ContentSize.ACCESSIBILITY3):
        with Theme.builtin().with_content_size(size) as theme, ButtonGroup(items, theme=theme) as group:
            layout = group.layout(375, 2)
            heights.append(layout.size.height)
            widths.append(layout.slots[1].title_frame.width)
    assert heights == [48, 48, 113]  # never below button/height; 48 x 40 / 17, rounded up
    assert widths[0] < widths[1] < widths[2]  # the title is measured in the scaled font


def test_the_default_theme_can_carry_the_readers_setting() -> None:
    try:
        with default_theme() as current, current.with_content_size(ContentSize.XXXLARGE) as scaled:
            set_default_theme(scaled)
        with ButtonGroup([Item("Pay")]) as group:
            assert group.layout(200).size.height == 65  # 48 x 23 / 17, rounded up
    finally:
        set_default_theme(None)


def _frame(rect: Rect | None) -> list[float] | None:
    return None if rect is None else [rect.x, rect.y, rect.width, rect.height]


def _cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))["cases"]
    return cases


@pytest.mark.parametrize("case", _cases(), ids=lambda case: str(case["name"]))
def test_button_golden_cases(case: dict[str, Any]) -> None:
    scale = json.loads(FIXTURE.read_text(encoding="utf-8"))["scale"]
    config = ButtonConfiguration(**case["configuration"])
    expected = case["expected"]
    with Theme.builtin().with_content_size(category(case["category"])) as theme, Button(config, theme=theme) as button:
        size = button.size_that_fits()
        assert [size.width, size.height] == pytest.approx(expected["sizeThatFits"], abs=1e-6)
        for direction, key in ((Direction.LTR, "ltr"), (Direction.RTL, "rtl")):
            view = button.layout(size.width, size.height, scale, direction)
            actual = {"imageFrame": _frame(view.image_frame), "titleFrame": _frame(view.title_frame),
                      "subtitleFrame": _frame(view.subtitle_frame), "titleTruncated": view.title_truncated}
            assert actual == expected[key], f"{case['name']} {key}"
