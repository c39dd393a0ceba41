"""Parameters: every field left None is the theme's, every field set overrides it, one by one."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Callable

import pytest

from buttongroup import (
    ButtonGroup,
    CornerStyle,
    Item,
    LayoutKind,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    ProminentType,
    Role,
    Strings,
    Theme,
)


def theme_with(group_parameters: dict[str, Any]) -> Theme:
    """A theme whose ``parameters/buttonGroup`` is ``group_parameters``."""
    theme = Theme.from_json(json.dumps({"parameters": {"buttonGroup": group_parameters}}))
    assert theme.warnings == []
    return theme


def items(*titles: str) -> list[Item]:
    return [Item(title) for title in titles]


def gaps(group: ButtonGroup, width: float = 360) -> list[float]:
    ordered = sorted(group.layout(width).slots, key=lambda slot: slot.frame.x)
    return [b.frame.x - a.frame.max_x for a, b in zip(ordered, ordered[1:])]


FIVE_SHORT = ("Pay", "Send", "Top up", "Cards", "Help")


@pytest.mark.parametrize(
    "parameters", [None, Parameters(layout=LayoutParameters.all_round(spacing=4))], ids=["none", "layout-only"]
)
def test_a_partial_parameters_keeps_the_themes_overflow_rules(parameters: Parameters | None) -> None:
    with theme_with({"maxVisible": 5, "overflowPolicy": "width"}) as theme:
        with ButtonGroup(items(*FIVE_SHORT), parameters, theme=theme) as group:
            layout = group.layout(600)
    assert len(layout.slots) == 5 and layout.overflow_items == ()
    with ButtonGroup(items(*FIVE_SHORT), parameters) as built_in:  # the built-in theme: 3 slots
        assert len(built_in.layout(600).slots) == 3


# --------------------------------------------------------- one test per field


def _width_to_fit_all(titles: tuple[str, ...]) -> int:
    """The narrowest whole width at which a new group overflowing by width shows every item."""
    parameters = Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0)
    low, high = 1, 5000
    while low < high:
        middle = (low + high) // 2
        with ButtonGroup(items(*titles), parameters) as group:
            fits = group.layout(middle).overflow_items == ()
        low, high = (low, middle) if fits else (middle + 1, high)
    return low


def _slots_coming_back(group: ButtonGroup) -> int:
    """Overflows the group, then widens it 10 points past the fit of all its items: the slots
    shown then (all five without hysteresis, four with a hysteresis > 10)."""
    fit = _width_to_fit_all(FIVE_SHORT)
    assert len(group.layout(fit - 40).slots) < 5
    return len(group.layout(fit + 10).slots)


@dataclass(frozen=True)
class FieldCase:
    """One field: the theme sets it, a Parameters that sets another field keeps the theme's,
    a Parameters that sets it overrides the theme's."""

    theme: dict[str, Any]
    titles: tuple[str, ...]
    other_field_set: Parameters
    field_set: Parameters
    observe: Callable[[ButtonGroup], Any]
    themes_value: Any
    overriding_value: Any


FIELD_CASES = {
    "layout.kind": FieldCase(
        theme={"layout": {"kind": "prominent"}},
        titles=("Transfer", "Pay", "History"),
        other_field_set=Parameters(layout=LayoutParameters(spacing=8)),
        field_set=Parameters(layout=LayoutParameters(kind=LayoutKind.ALL_ROUND)),
        observe=lambda group: group.layout(360).slots[0].role,
        themes_value=Role.PRIMARY,
        overriding_value=Role.SECONDARY,
    ),
    "layout.spacing": FieldCase(
        theme={"layout": {"spacing": 20}},
        titles=("Transfer", "Pay", "History"),
        other_field_set=Parameters(layout=LayoutParameters(corner_style=CornerStyle.NONE)),
        field_set=Parameters(layout=LayoutParameters(spacing=4)),
        observe=gaps,
        themes_value=[20, 20],
        overriding_value=[4, 4],
    ),
    "layout.corner_style": FieldCase(
        theme={"layout": {"cornerStyle": "small"}},
        titles=("Transfer", "Pay"),
        other_field_set=Parameters(layout=LayoutParameters.all_round(spacing=4)),
        field_set=Parameters(layout=LayoutParameters(corner_style=CornerStyle.NONE)),
        observe=lambda group: group.layout(360).slots[0].corners.top_left,
        themes_value=Theme.builtin().number("radius/small"),
        overriding_value=0,
    ),
    "layout.corner_radius": FieldCase(
        theme={"layout": {"cornerStyle": 6}},  # a number: CornerStyle.FIXED with radius 6
        titles=("Transfer", "Pay"),
        other_field_set=Parameters(layout=LayoutParameters(spacing=4)),
        field_set=Parameters(layout=LayoutParameters(corner_radius=10)),
        observe=lambda group: group.layout(360).slots[0].corners.top_left,
        themes_value=6,
        overriding_value=10,
    ),
    "layout.prominent_type": FieldCase(
        theme={"layout": {"kind": "prominent", "prominentType": "grouped"}},
        titles=("Transfer", "Pay", "History"),
        other_field_set=Parameters(layout=LayoutParameters.prominent(spacing=4)),
        field_set=Parameters(layout=LayoutParameters(spacing=4, prominent_type=ProminentType.RELAXED)),
        observe=lambda group: gaps(group)[1],  # between the two secondaries
        themes_value=0,
        overriding_value=4,
    ),
    "more_icon": FieldCase(
        theme={"moreIcon": "ic_theme_more"},
        titles=("Pay", "Cash Advance", "Transfer", "History"),
        other_field_set=Parameters(max_visible=3),
        field_set=Parameters(more_icon="ic_my_more"),
        observe=lambda group: group.layout(360).slots[-1].icon,
        themes_value="ic_theme_more",
        overriding_value="ic_my_more",
    ),
    "strings": FieldCase(
        theme={"strings": {"moreButtonAccessibilityLabel": "Weitere"}},
        titles=("Pay", "Cash Advance", "Transfer", "History"),
        other_field_set=Parameters(strings=Strings(alert_title="Mehr")),
        field_set=Parameters(strings=Strings(more_button_accessibility_label="Other actions")),
        observe=lambda group: group.layout(360).accessibility[-1].label,
        themes_value="Weitere",
        overriding_value="Other actions",
    ),
    "overflow_policy": FieldCase(
        theme={"overflowPolicy": "width"},
        titles=("Transfer money", "Pay bills", "History of payments"),
        other_field_set=Parameters(max_visible=3),
        field_set=Parameters(overflow_policy=OverflowPolicy.COUNT),
        observe=lambda group: len(group.layout(200).overflow_items) > 0,
        themes_value=True,
        overriding_value=False,
    ),
    "max_visible": FieldCase(
        theme={"maxVisible": 5},
        titles=("A", "B", "C", "D", "E", "F"),
        other_field_set=Parameters(more_icon="ic_my_more"),
        field_set=Parameters(max_visible=2),
        observe=lambda group: len(group.layout(600).slots),
        themes_value=5,
        overriding_value=2,
    ),
    "overflow_hysteresis": FieldCase(
        theme={"overflowPolicy": "width", "maxVisible": 0, "overflowHysteresis": 30},
        titles=FIVE_SHORT,
        other_field_set=Parameters(more_icon="ic_my_more"),
        field_set=Parameters(overflow_hysteresis=0),
        observe=_slots_coming_back,
        themes_value=4,
        overriding_value=5,
    ),
}


def test_every_field_has_a_case() -> None:
    layout_fields = {f"layout.{field.name}" for field in fields(LayoutParameters)}
    other_fields = {field.name for field in fields(Parameters)} - {"layout"}
    assert set(FIELD_CASES) == layout_fields | other_fields


@pytest.mark.parametrize("case", FIELD_CASES.values(), ids=FIELD_CASES.keys())
def test_an_unset_field_keeps_the_themes_value_and_a_set_one_overrides_it(case: FieldCase) -> None:
    with theme_with(case.theme) as theme:
        with ButtonGroup(items(*case.titles), theme=theme) as group:
            assert case.observe(group) == case.themes_value, "no parameters"
        with ButtonGroup(items(*case.titles), case.other_field_set, theme=theme) as group:
            assert case.observe(group) == case.themes_value, "another field set"
        with ButtonGroup(items(*case.titles), case.field_set, theme=theme) as group:
            assert case.observe(group) == case.overriding_value, "the field set"
        with ButtonGroup(items(*case.titles), theme=theme) as group:  # the setter merges alike
            group.parameters = case.other_field_set
            assert case.observe(group) == case.themes_value, "another field assigned"
            group.parameters = case.field_set
            assert case.observe(group) == case.overriding_value, "the field assigned"


# ------------------------------------------------------------------ defaults


def test_every_field_defaults_to_the_theme() -> None:
    assert all(getattr(Parameters(), field.name) is None for field in fields(Parameters))
    assert all(getattr(LayoutParameters(), field.name) is None for field in fields(LayoutParameters))
    assert all(getattr(Strings(), field.name) is None for field in fields(Strings))
    round_ = LayoutParameters.all_round()
    assert round_ == LayoutParameters(kind=LayoutKind.ALL_ROUND)
    assert LayoutParameters.prominent() == LayoutParameters(kind=LayoutKind.PROMINENT)


def test_defaults_are_the_themes_every_field_set() -> None:
    theme_json = {
        "layout": {"kind": "prominent", "prominentType": "grouped", "spacing": 20, "cornerStyle": 6},
        "overflowPolicy": "width",
        "maxVisible": 5,
        "overflowHysteresis": 30,
    }
    with theme_with(theme_json) as theme:
        defaults = Parameters.defaults(theme)
    assert defaults == Parameters(
        layout=LayoutParameters(LayoutKind.PROMINENT, 20, CornerStyle.FIXED, 6, ProminentType.GROUPED),
        more_icon=None,  # strings and the More icon: None = the theme's own
        strings=Strings(),
        overflow_policy=OverflowPolicy.WIDTH,
        max_visible=5,
        overflow_hysteresis=30,
    )
    built_in = Parameters.defaults()
    assert built_in.layout == LayoutParameters(LayoutKind.ALL_ROUND, 8, CornerStyle.CAPSULE, 0, ProminentType.RELAXED)
    assert built_in.overflow_policy is OverflowPolicy.COUNT
    assert (built_in.max_visible, built_in.overflow_hysteresis) == (3, 8)


def test_prominent_without_a_corner_style_has_the_themes_corners() -> None:
    titles = ("Transfer", "Pay", "History")
    with ButtonGroup(items(*titles), Parameters(layout=LayoutParameters.prominent(spacing=4))) as group:
        slot = group.layout(360).slots[0]
        assert slot.corners.top_left == slot.frame.height / 2  # the built-in theme's: capsule
    with theme_with({"layout": {"cornerStyle": "medium"}}) as theme:
        parameters = Parameters(layout=LayoutParameters.prominent(spacing=4))
        with ButtonGroup(items(*titles), parameters, theme=theme) as group:
            assert group.layout(360).slots[0].corners.top_left == theme.number("radius/medium")


def test_assigned_parameters_replace_the_previous_ones() -> None:
    with ButtonGroup(items("A", "B", "C", "D", "E")) as group:
        group.parameters = Parameters(max_visible=4)
        assert len(group.layout(600).slots) == 4
        group.parameters = Parameters(more_icon="ic_my_more")  # max_visible: the theme's again
        layout = group.layout(600)
        assert len(layout.slots) == 3 and layout.slots[-1].icon == "ic_my_more"
        assert group.parameters == Parameters(more_icon="ic_my_more")


def test_assigning_none_restores_the_themes_defaults() -> None:
    with ButtonGroup(items("A", "B", "C", "D", "E"), Parameters(max_visible=4)) as group:
        group.parameters = None
        assert group.parameters == Parameters.defaults()
        assert len(group.layout(600).slots) == 3


@pytest.mark.parametrize("value", ["max_visible=4", 4, {"max_visible": 4}, LayoutParameters.prominent()])
def test_parameters_of_another_type_are_a_type_error_that_changes_nothing(value: object) -> None:
    with pytest.raises(TypeError, match="parameters must be a buttongroup.Parameters or None, not"):
        ButtonGroup(items("A", "B"), value)  # type: ignore[arg-type]
    with ButtonGroup(items("A", "B", "C", "D", "E"), Parameters(max_visible=4)) as group:
        with pytest.raises(TypeError, match="parameters must be a buttongroup.Parameters or None, not"):
            group.parameters = value  # type: ignore[assignment]
        assert group.parameters == Parameters(max_visible=4)
        assert len(group.layout(600).slots) == 4
