"""One bad value, one error: every method that takes a width, a scale, a direction, a point or a
flag refuses the same bad value with the same exception type and the same message.

Refused by the binding before the call (``_numbers``): a width or scale that is not a number
(``"300"`` included: a str is never read as a number), an int too large for a double, a
direction outside ``int32_t`` or not whole, a flag that is neither a bool nor an int. Refused by
the library: a NaN, infinite, negative or too large width, a scale out of range, an unknown
direction; its message names the C function (``bg_group_layout: ...``) and is otherwise the same
everywhere.
"""

from __future__ import annotations

import math
import pickle
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from buttongroup import (
    Button,
    ButtonConfiguration,
    ButtonGroup,
    ControlButton,
    ControlGroup,
    Direction,
    Frames,
    InvalidArgumentError,
    Item,
    OutOfRangeError,
    PointerPhase,
    Toolbar,
)

LayOut = Callable[[Any, Any, Any], object]
"""``lay_out(width, scale, direction)``."""


@pytest.fixture
def layouts() -> Iterator[dict[str, LayOut]]:
    """Every layout method, by the C function it calls, on objects laid out once already."""
    with ButtonGroup([Item("A"), Item("B")]) as group, Toolbar([ControlButton("A", "a")]) as toolbar, \
            Button(ButtonConfiguration(title="A")) as button:
        group.layout(300)
        toolbar.layout(300)
        button.layout(100, 40)
        yield {
            "bg_group_layout": group.layout,
            "bg_group_layout_frames": group.layout_frames,
            "bg_toolbar_layout": toolbar.layout,
            "bg_toolbar_layout_frames": toolbar.layout_frames,
            "bg_button_layout": lambda width, scale, direction: button.layout(width, 40, scale, direction),
        }


def _errors(layouts: dict[str, LayOut], width: Any = 300, scale: Any = 1.0,
            direction: Any = Direction.LTR) -> dict[str, BaseException]:
    """What each layout method raises for these arguments (each must raise)."""
    raised: dict[str, BaseException] = {}
    for name, lay_out in layouts.items():
        with pytest.raises(Exception) as error:
            lay_out(width, scale, direction)
        raised[name] = error.value
    return raised


def _the_same(raised: dict[str, BaseException]) -> tuple[type[BaseException], str]:
    """The one type and message every method raised."""
    kinds = {(type(error), str(error)) for error in raised.values()}
    assert len(kinds) == 1, raised
    return kinds.pop()


@pytest.mark.parametrize(("arguments", "error", "message"), [
    ({"width": "300"}, TypeError, "width must be a number, not str"),
    ({"width": None}, TypeError, "width must be a number, not NoneType"),
    ({"width": b"300"}, TypeError, "width must be a number, not bytes"),
    ({"scale": "2"}, TypeError, "scale must be a number, not str"),
    ({"width": 10**400}, OutOfRangeError, "width must be a finite number, got an int too large for a double"),
    ({"direction": 2**40}, OutOfRangeError,
     "direction must be >= -2147483648 and <= 2147483647 (a C int32_t), got 1099511627776"),
    ({"direction": -(2**31) - 1}, OutOfRangeError,
     "direction must be >= -2147483648 and <= 2147483647 (a C int32_t), got -2147483649"),
    ({"direction": "RTL"}, TypeError, "direction must be an int, not str"),
    ({"direction": 1.5}, InvalidArgumentError, "direction must be a whole number, got 1.5"),
])
def test_the_binding_refuses_a_bad_value_with_one_message(layouts: dict[str, LayOut], arguments: dict[str, Any],
                                                          error: type[BaseException], message: str) -> None:
    assert _the_same(_errors(layouts, **arguments)) == (error, message)


@pytest.mark.parametrize(("arguments", "message"), [
    ({"width": math.nan}, "width must be finite, >= 0 and <= 10000000 (got nan)"),
    ({"width": math.inf}, "width must be finite, >= 0 and <= 10000000 (got inf)"),
    ({"width": -1}, "width must be finite, >= 0 and <= 10000000 (got -1.0)"),
    ({"width": 1e8}, "width must be finite, >= 0 and <= 10000000 (got 100000000.0)"),
    ({"scale": 0}, "scale must be finite and between 0.01 and 1000 (got 0.0)"),
    ({"scale": math.nan}, "scale must be finite and between 0.01 and 1000 (got nan)"),
    ({"direction": 2}, "direction 2 is not a valid value"),
])
def test_the_library_refuses_a_bad_value_naming_its_function(layouts: dict[str, LayOut], arguments: dict[str, Any],
                                                             message: str) -> None:
    for function, error in _errors(layouts, **arguments).items():
        assert type(error) is InvalidArgumentError and str(error) == f"{function}: {message}"


def test_the_objects_stay_usable_after_refusing(layouts: dict[str, LayOut]) -> None:
    for arguments in ({"width": "300"}, {"width": math.nan}, {"direction": 2**40}):
        _errors(layouts, **arguments)
    for lay_out in layouts.values():
        lay_out(300, 2.0, Direction.RTL)


def test_numbers_of_every_kind_are_taken_as_floats(layouts: dict[str, LayOut]) -> None:
    from decimal import Decimal
    from fractions import Fraction

    def kept(result: Any) -> Any:  # (a frames view is rewritten by the next call: a copy, size included)
        return pickle.loads(pickle.dumps(result)) if isinstance(result, Frames) else result

    for name, lay_out in layouts.items():
        odd = kept(lay_out(Fraction(301), Decimal("2"), True))
        assert odd == kept(lay_out(301.0, 2.0, Direction.RTL)) != kept(lay_out(300.0, 2.0, Direction.RTL)), name


def test_a_point_that_is_not_a_number_gets_one_message() -> None:
    with ButtonGroup([Item("A")]) as group, Toolbar([ControlButton("A", "a")]) as toolbar, \
            Button(ButtonConfiguration(title="A")) as button:
        group.layout(300)
        toolbar.layout(300)
        button.layout(100, 40)
        calls: list[Callable[[Any, Any], object]] = [
            group.tap, lambda x, y: group.pointer(PointerPhase.DOWN, x, y), toolbar.tap,
            lambda x, y: toolbar.pointer(PointerPhase.DOWN, x, y), lambda x, y: button.pointer(PointerPhase.DOWN, x, y),
        ]
        for x, y, message in (("1", 1, "x must be a number, not str"), (1, None, "y must be a number, not NoneType")):
            for call in calls:
                with pytest.raises(TypeError) as error:
                    call(x, y)
                assert str(error.value) == message


def test_a_button_made_an_item_alone_names_its_own_field_in_errors() -> None:
    """``ToolbarItem.button`` labels its group with the button's title: a bad title is reported as
    the button's, the field the host gave, not as the group's label."""
    with pytest.raises(InvalidArgumentError, match=r"^items\[0\]\.group\.buttons\[0\]\.title contains a NUL"):
        Toolbar([ControlButton("Sh\0are", "square.and.arrow.up")])


def test_a_flag_that_is_neither_a_bool_nor_an_int_gets_one_message() -> None:
    with Button(ButtonConfiguration(title="A")) as button, ButtonGroup() as group:
        for call, message in (
            (lambda: setattr(button, "enabled", "no"), "enabled must be a bool, not str"),
            (lambda: setattr(button, "selected", "no"), "selected must be a bool, not str"),
            (lambda: button.focus("no"), "focused must be a bool, not str"),  # type: ignore[arg-type]
            (lambda: group.update([Item("A"), Item("B", disabled="no")]), "items[1].disabled must be a bool, not str"),  # type: ignore[arg-type]
            (lambda: ButtonGroup([Item("A"), Item("B", disabled="no")]), "items[1].disabled must be a bool, not str"),  # type: ignore[arg-type]
            (lambda: Toolbar([ControlGroup("G", buttons=[ControlButton("A", disabled="no")])]),  # type: ignore[arg-type]
             "items[0].group.buttons[0].disabled must be a bool, not str"),
            (lambda: Toolbar([ControlGroup("G", buttons=[ControlButton("A")], fixed_size="no")]),  # type: ignore[arg-type]
             "items[0].group.fixed_size must be a bool, not str"),
            (lambda: Button(ButtonConfiguration(title="A", shows_activity_indicator="no")),  # type: ignore[arg-type]
             "base_configuration.shows_activity_indicator must be a bool, not str"),
        ):
            with pytest.raises(TypeError) as error:
                call()
            assert str(error.value) == message
        button.enabled, button.selected = 0, 1  # type: ignore[assignment]  # ints are flags
        assert not button.enabled and button.selected and group.item_count == 0
