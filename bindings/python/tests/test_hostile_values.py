"""Hostile values refused at the edge: ints that do not fit their C type, strings holding NUL.

ctypes would wrap an int around (``2**32`` becomes slot 0) and C would read a string up to its
first NUL ("Pay\\0 $1,000,000 to Mallory" shown and read aloud as "Pay" while the item holds the
whole text). The binding refuses both before calling C, with an error naming the parameter or
field, and leaves the group as it was.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pytest

from buttongroup import (
    ButtonGroup,
    Direction,
    FocusMove,
    InvalidArgumentError,
    InvalidUTF8Error,
    Item,
    LayoutParameters,
    OutOfRangeError,
    ParseError,
    Parameters,
    PointerPhase,
    Role,
    State,
    Strings,
    Theme,
    _callbacks,
)
from buttongroup import _numbers

WIDTH = 360.0
TOO_BIG = [2**32, 2**32 + 1, 2**64, -(2**31) - 1, 2**31, 10**30]
"""Out of range of int32_t (2**31 and 2**32 + 1 wrap to valid enum values and indices)."""


@pytest.fixture
def group_with_sheet(registry_baseline: int) -> Any:
    """Five items with actions, two shown + More, the sheet presented; yields (group, fired)."""
    fired: list[int] = []
    items = [Item(f"Item {i}", action=lambda i=i: fired.append(i), navigation_action=lambda context: None)
             for i in range(5)]
    with ButtonGroup(items, on_present_action_sheet=lambda sheet: None) as group:
        more = group.layout(WIDTH).more_slot
        assert more is not None
        group.tap(*more.frame.center)
        yield group, fired


def assert_refused(error: pytest.ExceptionInfo[BaseException], name: str, value: object) -> None:
    """The convention: OutOfRangeError, an InvalidArgumentError / ValueError and an OverflowError,
    naming the parameter or field and the value."""
    assert isinstance(error.value, OutOfRangeError)
    assert isinstance(error.value, InvalidArgumentError) and isinstance(error.value, ValueError)
    assert isinstance(error.value, OverflowError)
    assert name in str(error.value) and str(value) in str(error.value)


# ----------------------------------------------------------------- indices (uint32_t)


@pytest.mark.parametrize("value", [2**32, 2**32 + 2, 2**64, -1, -(2**32)])
def test_an_out_of_range_slot_index_fires_nothing(group_with_sheet: Any, value: int) -> None:
    group, fired = group_with_sheet
    with pytest.raises(OutOfRangeError) as error:
        group.activate_slot(value)  # 2**32 used to fire slot 0, -1 to ask for slot 4294967295
    assert_refused(error, "slot_index", value)
    assert fired == []
    group.activate_slot(True)  # a bool is an int: slot 1
    assert fired == [1]


@pytest.mark.parametrize("value", [2**32 + 1, 2**33, -1])
def test_an_out_of_range_sheet_index_chooses_nothing_and_the_sheet_stays(group_with_sheet: Any, value: int) -> None:
    group, fired = group_with_sheet
    with pytest.raises(OutOfRangeError) as error:
        group.choose_sheet_item(value)  # 2**32 + 1 used to choose entry 1
    assert_refused(error, "sheet_index", value)
    assert fired == []
    group.choose_sheet_item(1)  # still presented
    assert fired == [3]


def test_an_out_of_range_item_index_runs_no_navigation(group_with_sheet: Any) -> None:
    group, _ = group_with_sheet
    with pytest.raises(OutOfRangeError) as error:
        group.run_navigation(2**32, "context")  # used to run item 0's navigation
    assert_refused(error, "item_index", 2**32)


# --------------------------------------------------------- enum values (int32_t)


@pytest.mark.parametrize("value", TOO_BIG)
def test_an_out_of_range_direction_is_refused_by_every_layout_call(value: int) -> None:
    with ButtonGroup([Item("A"), Item("B")]) as group:
        ltr = group.layout(WIDTH)
        for call in (group.layout, group.layout_frames):
            with pytest.raises(OutOfRangeError) as error:
                call(WIDTH, 1.0, value)  # type: ignore[operator]  # 2**32 + 1 used to lay out RTL
            assert_refused(error, "direction", value)
        assert group.layout(WIDTH) == ltr  # still usable


def test_directions_convert_as_ints() -> None:
    with ButtonGroup([Item("A"), Item("B")]) as group:
        rtl = group.layout(WIDTH, 1.0, Direction.RTL)
        assert group.layout(WIDTH, 1.0, True) == rtl  # type: ignore[arg-type]  # a bool is an int
        assert group.layout(WIDTH, 1.0, 1.0) == rtl  # type: ignore[arg-type]  # a whole float too
        with pytest.raises(InvalidArgumentError, match="direction must be a whole number, got 1.5"):
            group.layout(WIDTH, 1.0, 1.5)  # type: ignore[arg-type]  # used to be truncated to RTL
        with pytest.raises(InvalidArgumentError, match="direction"):
            group.layout(WIDTH, 1.0, math.nan)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="direction must be an int"):
            group.layout_frames(WIDTH, 1.0, "RTL")  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="direction") as error:
            group.layout(WIDTH, 1.0, 7)  # type: ignore[arg-type]  # in range, not a Direction: from C
        assert not isinstance(error.value, OutOfRangeError) and "bg_group" in str(error.value)


def test_a_width_too_large_for_a_double_is_out_of_range() -> None:
    with ButtonGroup([Item("A")]) as group:
        for call in (lambda: group.layout(10**400), lambda: group.layout_frames(WIDTH, 10**400),
                     lambda: group.tap(10**400, 1), lambda: group.pointer(PointerPhase.DOWN, 1, -(10**400))):
            with pytest.raises(OutOfRangeError, match="too large for a double"):
                call()


@pytest.mark.parametrize("value", TOO_BIG)
def test_out_of_range_pointer_phases_and_focus_moves(value: int) -> None:
    with ButtonGroup([Item("A"), Item("B")]) as group:
        center = group.layout(WIDTH).slots[1].frame.center
        with pytest.raises(OutOfRangeError) as error:
            group.pointer(value, *center)  # type: ignore[arg-type]  # 2**32 used to be DOWN
        assert_refused(error, "phase", value)
        with pytest.raises(OutOfRangeError) as error:
            group.focus(value)  # type: ignore[arg-type]  # 2**32 + 1 used to be PREVIOUS
        assert_refused(error, "move", value)
        assert group.focus(FocusMove.FIRST) == 0  # nothing was focused by the refused moves
        assert group.layout(WIDTH).slots[1].state == State(0)  # nor highlighted


@pytest.mark.parametrize("value", TOO_BIG)
def test_an_out_of_range_item_role_keeps_the_old_items(value: int, registry_baseline: int) -> None:
    with ButtonGroup([Item("Old", action=print)]) as group:
        with pytest.raises(OutOfRangeError) as error:
            group.update([Item("A", action=print), Item("B", role=value)])  # type: ignore[arg-type]
        assert_refused(error, "items[1].role", value)
        assert [item.title for item in group.items] == ["Old"] and group.item_count == 1
        assert _callbacks.registry_size() == registry_baseline + 1
    with pytest.raises(OutOfRangeError):
        ButtonGroup([Item("A", role=2**32 + 1)])  # type: ignore[arg-type]  # used to be PRIMARY
    with pytest.raises(InvalidArgumentError, match="role") as raised:
        ButtonGroup([Item("A", role=-1)])  # type: ignore[arg-type]  # in range: the library says no
    assert not isinstance(raised.value, OutOfRangeError)


@pytest.mark.parametrize(
    ("parameters", "field", "value"),
    [
        (Parameters(max_visible=2**32), "max_visible", 2**32),  # used to mean "no limit"
        (Parameters(max_visible=-1), "max_visible", -1),
        (Parameters(overflow_policy=2**32 + 1), "overflow_policy", 2**32 + 1),  # type: ignore[arg-type]
        (Parameters(layout=LayoutParameters(kind=2**32 + 1)), "layout.kind", 2**32 + 1),  # type: ignore[arg-type]
        (Parameters(layout=LayoutParameters(corner_style=-(2**31) - 1)),  # type: ignore[arg-type]
         "layout.corner_style", -(2**31) - 1),
        (Parameters(layout=LayoutParameters(prominent_type=2**40)),  # type: ignore[arg-type]
         "layout.prominent_type", 2**40),
    ],
)
def test_out_of_range_parameters_are_refused_and_change_nothing(parameters: Parameters, field: str, value: int) -> None:
    with pytest.raises(OutOfRangeError) as error:
        ButtonGroup([Item("A")], parameters)
    assert_refused(error, field, value)
    with ButtonGroup([Item(str(i)) for i in range(5)]) as group:
        before = group.layout(WIDTH)
        with pytest.raises(OutOfRangeError):
            group.parameters = parameters
        assert group.parameters == Parameters.defaults() and group.layout(WIDTH) == before


def test_parameters_in_range_keep_their_meaning() -> None:
    with ButtonGroup([Item(str(i)) for i in range(5)], Parameters(max_visible=0)) as group:
        assert group.layout(WIDTH).slot_count == 5
        group.parameters = Parameters(max_visible=3.0)  # type: ignore[arg-type]  # a whole float
        assert group.layout(WIDTH).slot_count == 3
        with pytest.raises(InvalidArgumentError, match="max_visible must be a whole number"):
            group.parameters = Parameters(max_visible=2.5)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="max_visible must be an int"):
            group.parameters = Parameters(max_visible="3")  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="overflow_policy") as error:
            group.parameters = Parameters(overflow_policy=9)  # type: ignore[arg-type]  # from C
        assert not isinstance(error.value, OutOfRangeError)


def test_theme_button_colors_refuse_out_of_range_roles_and_states() -> None:
    theme = Theme.builtin()
    with pytest.raises(OutOfRangeError) as error:
        theme.button_colors(2**32 + 1)  # type: ignore[arg-type]  # used to be PRIMARY's colors
    assert_refused(error, "role", 2**32 + 1)
    with pytest.raises(OutOfRangeError) as error:
        theme.button_colors(Role.PRIMARY, 2**32 + 1)  # type: ignore[arg-type]  # used to be HIGHLIGHTED
    assert_refused(error, "state", 2**32 + 1)
    with pytest.raises(OutOfRangeError):
        theme.button_colors(Role.PRIMARY, -1)  # type: ignore[arg-type]
    assert theme.button_colors(Role.PRIMARY, State.HIGHLIGHTED) != theme.button_colors(Role.PRIMARY)


def test_the_one_range_rule_at_its_bounds() -> None:
    assert _numbers.int32(-(2**31), "x") == -(2**31) and _numbers.int32(2**31 - 1, "x") == 2**31 - 1
    assert _numbers.uint32(0, "x") == 0 and _numbers.uint32(2**32 - 1, "x") == 2**32 - 1
    assert _numbers.int32(Direction.RTL, "x") == 1 and type(_numbers.int32(Direction.RTL, "x")) is int
    for check, value in ((_numbers.int32, -(2**31) - 1), (_numbers.int32, 2**31),
                         (_numbers.uint32, -1), (_numbers.uint32, 2**32)):
        with pytest.raises(OutOfRangeError, match=f"what must be >= .* got {value}"):
            check(value, "what")
    with pytest.raises(TypeError, match="what must be an int, not NoneType"):
        _numbers.uint32(None, "what")


# ---------------------------------------------------------------------- NUL


@pytest.mark.parametrize("field", ["title", "icon", "accessibility_label", "accessibility_identifier"])
def test_a_nul_in_any_item_string_is_refused_and_the_group_keeps_its_items(field: str, registry_baseline: int) -> None:
    hostile = "Pay\x00 $1,000,000 to Mallory"
    fields: dict[str, Any] = {"title": "Pay", field: hostile}
    with ButtonGroup([Item("Old", action=print)]) as group:
        before = group.layout(WIDTH)
        with pytest.raises(InvalidArgumentError, match=rf"items\[2\]\.{field} contains a NUL character"):
            group.update([Item("A", action=print), Item("B", action=print), Item(**fields)])
        assert [item.title for item in group.items] == ["Old"] and group.item_count == 1
        assert group.layout(WIDTH) == before
        assert _callbacks.registry_size() == registry_baseline + 1
    with pytest.raises(InvalidArgumentError, match=rf"items\[0\]\.{field}"):
        ButtonGroup([Item(**fields)])


@pytest.mark.parametrize(
    ("parameters", "field"),
    [
        (Parameters(more_icon="ic\x00more"), "more_icon"),
        (Parameters(strings=Strings(alert_title="Pick\x00one")), "strings.alert_title"),
        (Parameters(strings=Strings(alert_message="\x00")), "strings.alert_message"),
        (Parameters(strings=Strings(alert_cancel_button_title="Cancel\x00")), "strings.alert_cancel_button_title"),
        (Parameters(strings=Strings(more_button_accessibility_label="More\x00x")),
         "strings.more_button_accessibility_label"),
    ],
)
def test_a_nul_in_a_parameters_text_is_refused_and_changes_nothing(parameters: Parameters, field: str) -> None:
    with pytest.raises(InvalidArgumentError, match=rf"{field} contains a NUL character"):
        ButtonGroup([Item("A")], parameters)
    with ButtonGroup([Item(str(i)) for i in range(5)]) as group:
        before = group.layout(WIDTH)
        with pytest.raises(InvalidArgumentError, match=field):
            group.parameters = parameters
        assert group.parameters == Parameters.defaults() and group.layout(WIDTH) == before


def test_a_nul_in_a_token_path_is_refused() -> None:
    theme = Theme.builtin()
    for read in (theme.number, theme.color, theme.string):
        with pytest.raises(InvalidArgumentError, match="path contains a NUL character"):
            read("spacer/lg\x00anything")  # used to read spacer/lg


@pytest.mark.parametrize(
    ("source", "column"),
    [
        ('{"spacer": {"lg": 20}}\x00', 23),  # after the value: C reads it (the length is passed)
        ('\x00{}', 1),
        ('{"typography": {"button": {"family": "Deja\x00Vu"}}}', 43),  # JSON wants it escaped
    ],
)
def test_a_nul_in_theme_json_is_a_parse_error_from_str_and_bytes_alike(source: str, column: int) -> None:
    for given in (source, source.encode()):
        with pytest.raises(ParseError, match=f"line 1, column {column}"):
            Theme.from_json(given)


def test_lone_surrogates_are_still_invalid_utf8_and_nul_wins_when_both() -> None:
    with pytest.raises(InvalidUTF8Error, match=r"items\[0\]\.title"):
        ButtonGroup([Item("\ud800")])
    with pytest.raises(InvalidArgumentError, match="NUL"):
        ButtonGroup([Item("\ud800\x00")])


@pytest.mark.parametrize(
    "call",
    [
        lambda group: group.update([Item("x\x00")]),
        lambda group: group.activate_slot(2**32),
        lambda group: group.layout(WIDTH, 1.0, 2**32),
        lambda group: setattr(group, "parameters", Parameters(max_visible=2**32)),
    ],
)
def test_a_refused_value_leaves_the_group_usable(call: Callable[[ButtonGroup], Any]) -> None:
    fired: list[str] = []
    with ButtonGroup([Item("Pay", action=lambda: fired.append("pay")), Item("Transfer")]) as group:
        before = group.layout(WIDTH)
        with pytest.raises(InvalidArgumentError):
            call(group)
        assert group.layout(WIDTH) == before
        group.activate_slot(0)
        assert fired == ["pay"]


def test_a_measured_size_too_large_for_a_double_is_a_bad_answer() -> None:
    with ButtonGroup([Item("Pay")], measure=lambda font, text, max_width: (10**400, 17)) as group:
        with pytest.raises(TypeError, match=r"must return \(width, height\) as two numbers"):
            group.layout(WIDTH)  # used to raise a bare OverflowError from inside the callback
        group.measure = None
        assert group.layout(WIDTH).slots[0].title == "Pay"
