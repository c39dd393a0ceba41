"""Bad input is rejected with typed exceptions and clear messages."""

from __future__ import annotations

import math

import pytest

from buttongroup import (
    MAX_STRING_BYTES,
    ButtonGroup,
    ButtonGroupError,
    InvalidArgumentError,
    InvalidUTF8Error,
    Item,
    LayoutParameters,
    NoMemoryError,
    Parameters,
    Status,
    Strings,
)


@pytest.mark.parametrize(
    ("width", "scale"),
    [(math.nan, 1.0), (-1.0, 1.0), (math.inf, 1.0), (1e308, 1.0), (100.0, 0.0), (100.0, math.nan), (100.0, -2.0), (100.0, 1e-9)],
)
def test_bad_width_or_scale(width: float, scale: float) -> None:
    with ButtonGroup([Item("A")]) as group:
        with pytest.raises(InvalidArgumentError) as raised:
            group.layout(width, scale=scale)
        assert raised.value.status is Status.INVALID_ARGUMENT
        assert "width" in raised.value.message or "scale" in raised.value.message
        assert isinstance(raised.value, ValueError) and isinstance(raised.value, ButtonGroupError)
        assert group.layout(100).size.width == 100  # still usable


def test_bad_direction_and_points() -> None:
    with ButtonGroup([Item("A")]) as group:
        with pytest.raises(InvalidArgumentError, match="direction"):
            group.layout(100, direction=7)
        group.layout(100)
        with pytest.raises(InvalidArgumentError, match="finite"):
            group.tap(math.nan, 1)


def test_lone_surrogate_in_a_title_is_invalid_utf8() -> None:
    with ButtonGroup() as group:
        with pytest.raises(InvalidUTF8Error, match=r"items\[1\]\.title"):
            group.update([Item("fine"), Item("bad \ud800")])
        assert group.item_count == 0


@pytest.mark.parametrize(
    ("item", "field"),
    [
        (Item("A", icon="\udfff"), "icon"),
        (Item("A", accessibility_label="\ud800x"), "accessibility_label"),
        (Item("A", accessibility_identifier="\ud83d"), "accessibility_identifier"),
    ],
)
def test_lone_surrogates_in_other_item_fields(item: Item, field: str) -> None:
    with pytest.raises(InvalidUTF8Error, match=field):
        ButtonGroup([item])


def test_lone_surrogate_in_parameters() -> None:
    with pytest.raises(InvalidUTF8Error, match="alert_title"):
        ButtonGroup(parameters=Parameters(strings=Strings(alert_title="\ud800")))


def test_non_item_is_a_type_error() -> None:
    with ButtonGroup() as group:
        with pytest.raises(TypeError, match="Item"):
            group.update(["Pay"])  # type: ignore[list-item]
        with pytest.raises(TypeError, match="str"):
            group.update([Item(42)])  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="callable"):
            group.on_navigate = "not callable"  # type: ignore[assignment]


def test_bad_enum_values_and_numbers() -> None:
    with pytest.raises(InvalidArgumentError, match="role"):
        ButtonGroup([Item("A", role=99)])  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="spacing"):
        ButtonGroup(parameters=Parameters(layout=LayoutParameters.all_round(spacing=-4)))
    with pytest.raises(InvalidArgumentError, match="overflow_hysteresis"):
        ButtonGroup(parameters=Parameters(overflow_hysteresis=math.nan))
    with pytest.raises(ValueError, match="max_visible"):
        ButtonGroup(parameters=Parameters(max_visible=-1))


def test_indices_out_of_range() -> None:
    with ButtonGroup([Item("A")]) as group:
        group.layout(100)
        with pytest.raises(InvalidArgumentError):
            group.activate_slot(5)
        with pytest.raises(InvalidArgumentError, match=">= 0"):
            group.activate_slot(-1)


def test_a_megabyte_title_is_truncated_for_display_and_kept_whole_for_accessibility() -> None:
    title = ("abcdefghijklmnopqrstuvwxyz" * 40330)[:MAX_STRING_BYTES]  # the longest string accepted
    with ButtonGroup([Item(title)]) as group:
        layout = group.layout(300, scale=3.0)
        assert layout.slots[0].title_truncated and len(layout.slots[0].title) < 100
        assert layout.accessibility[0].label == title


def test_a_string_over_the_limit_is_refused_before_it_is_copied() -> None:
    with ButtonGroup([Item("Pay")]) as group:
        with pytest.raises(NoMemoryError, match="BG_MAX_STRING_BYTES"):
            group.update([Item("a" * (MAX_STRING_BYTES + 1))])
        assert [item.title for item in group.items] == ["Pay"]
        assert group.layout(300).slots[0].title == "Pay"


def test_a_hundred_thousand_items_overflow_into_the_sheet() -> None:
    items = [Item(f"Item {index}") for index in range(100_000)]
    with ButtonGroup(items) as group:
        layout = group.layout(320)
        assert len(layout.slots) == 3 and len(layout.overflow_items) == 99_998
        assert layout.overflow_items[-1] == 99_999
