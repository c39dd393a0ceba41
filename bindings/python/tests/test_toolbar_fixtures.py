"""The toolbar's golden cases of Tests/Fixtures/toolbar (recorded by the Swift runner,
Tests/ControlTests/ToolbarFixtureTests.swift, which describes the format; shared with the C
runner), run through the Python API, left-to-right and right-to-left.

Per case: the case's items in a ``Toolbar`` of its context with the built-in theme, measured as
the fixtures are (``advance`` points per code point, lines ``height`` high). Its breakpoints must
be the recorded ones, and each group must show at its ``moves_in`` and be in the overflow just
below it (fresh toolbars); laid out at each of the case's widths on a fresh toolbar, the
``ToolbarLayout`` described in the fixture's shape must be the recorded one (numbers within
1e-6); a case's ``sequence`` of widths laid out in order on one toolbar must overflow as
recorded (the hysteresis). One test per file and direction, reporting every case that differs.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Callable

import pytest

from buttongroup import (
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    ControlSize,
    Direction,
    LabelStyle,
    Placement,
    Selection,
    Toolbar,
    ToolbarItem,
    ToolbarLayout,
)
from buttongroup.geometry import Rect

FIXTURES = Path(__file__).resolve().parent / ".." / ".." / ".." / "Tests" / "Fixtures" / "toolbar"
FILES = sorted(FIXTURES.glob("*.json"))


def item(spec: dict[str, Any]) -> ToolbarItem:
    """A fixture's item (enum values are the C names' suffixes in lower case)."""
    placement = Placement[spec["placement"].upper()]
    if spec["kind"] == "flexible_space":
        return ToolbarItem.flexible_space(placement)
    buttons = [ControlButton(b["title"], b.get("image"), disabled=b.get("disabled", False),
                             selection=Selection[b["selection"].upper()]) for b in spec["buttons"]]
    label = spec.get("label")
    group = ControlGroup(label, spec.get("labelImage") if label is not None else None, buttons,
                         style=ControlGroupStyle[spec["style"].upper()],
                         label_style=LabelStyle[spec["labelStyle"].upper()], fixed_size=spec.get("fixedSize", False),
                         disabled=spec.get("disabled", False))
    return ToolbarItem(group, placement, spec.get("priority"))


def _rect(rect: Rect | None) -> list[float] | None:
    return None if rect is None else [rect.x, rect.y, rect.width, rect.height]


def describe(layout: ToolbarLayout) -> dict[str, Any]:
    """A laid-out toolbar in the fixtures' shape."""
    return {
        "size": [layout.size.width, layout.size.height],
        "bars": [[b.bar.name.lower(), _rect(b.frame)] for b in layout.bars],
        "groups": [[g.item, _rect(g.frame), g.style.name.lower(), g.label_style.name.lower()] for g in layout.groups],
        "cells": [{
            "item": cell.item, "button": -1 if cell.button is None else cell.button, "frame": _rect(cell.frame),
            "corners": list(cell.corners), "title": cell.title, "image": cell.image,
            "titleFrame": _rect(cell.title_frame), "imageFrame": _rect(cell.image_frame), "state": int(cell.state),
        } for cell in layout.cells],
        "separators": [_rect(separator) for separator in layout.separators],
        "overflowed": list(layout.overflowed),
        "overflowButton": _rect(layout.overflow_button),
        "accessibility": [[n.role.name.lower(), n.label, n.position, n.count, n.enabled] for n in layout.accessibility],
        "diagnostics": [[d.kind.name.lower(), -1 if d.item is None else d.item] for d in layout.diagnostics],
    }


def _difference(expected: Any, actual: Any, path: str) -> str | None:
    """The first difference (numbers within 1e-6), or None."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        if set(expected) != set(actual):
            return f"{path}: keys {sorted(expected)} vs {sorted(actual)}"
        return next((d for key in sorted(expected)
                     if (d := _difference(expected[key], actual[key], f"{path}.{key}"))), None)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} elements vs {len(actual)}"
        return next((d for index, (e, a) in enumerate(zip(expected, actual))
                     if (d := _difference(e, a, f"{path}[{index}]"))), None)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return None if expected is actual else f"{path}: expected {expected}, got {actual}"
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return None if math.isclose(expected, actual, abs_tol=1e-6) else f"{path}: expected {expected}, got {actual}"
    return None if expected == actual else f"{path}: expected {expected!r}, got {actual!r}"


def _check_case(case: dict[str, Any], fresh: Callable[[], Toolbar], scale: float, direction: Direction) -> list[str]:
    """Every difference of one case in one direction."""
    name, expected, key = case["name"], case["expected"], direction.name.lower()
    found = []
    with fresh() as toolbar:
        breakpoints = [[b.item, b.moves_in, b.moves_out] for b in toolbar.breakpoints()]
    if (d := _difference(expected["breakpoints"], breakpoints, "breakpoints")):
        found.append(f"{name}: {d}")
    for item_index, moves_in, _ in breakpoints:
        with fresh() as toolbar:
            if item_index in toolbar.layout(moves_in, scale, direction).overflowed:
                found.append(f"{name}: item {item_index} overflows at its moves_in {moves_in}")
        with fresh() as toolbar:
            if item_index not in toolbar.layout(math.nextafter(moves_in, -math.inf), scale, direction).overflowed:
                found.append(f"{name}: item {item_index} still shows just below {moves_in}")
    for index, (width, view) in enumerate(zip(case["widths"], expected[key], strict=True)):
        with fresh() as toolbar:
            if (d := _difference(view, describe(toolbar.layout(width, scale, direction)), f"{key}[{index}]")):
                found.append(f"{name} at {width}: {d}")
    if "sequence" in case and direction is Direction.LTR:
        with fresh() as toolbar:
            overflowed = [list(toolbar.layout(width, scale).overflowed) for width in case["sequence"]]
        if (d := _difference(expected["sequence"], overflowed, "sequence")):
            found.append(f"{name}: {d}")
    return found


def test_the_fixtures_are_there() -> None:
    assert len(FILES) >= 5, f"expected the toolbar's golden cases in {FIXTURES}"
    cases = sum(len(json.loads(path.read_text(encoding="utf-8"))["cases"]) for path in FILES)
    assert cases >= 111


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
@pytest.mark.parametrize("direction", list(Direction), ids=lambda d: d.name.lower())
def test_fixture_file(path: Path, direction: Direction) -> None:
    fixture = json.loads(path.read_text(encoding="utf-8"))
    advance = fixture.get("measure", {}).get("advance", 8)
    height = fixture.get("measure", {}).get("height", 20)
    scale = fixture.get("scale", 1)

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        return (len(text) * advance, height)  # per code point: a Unicode scalar

    mismatches = []
    for case in fixture["cases"]:
        items = [item(spec) for spec in case["items"]]
        context = ControlContext[case["context"].upper()]
        size = ControlSize[case.get("controlSize", "regular").upper()]
        mismatches += _check_case(case, lambda: Toolbar(items, context, measure=measure, control_size=size), scale,
                                  direction)
    assert not mismatches, f"{path.name}: {len(mismatches)} differences:\n" + "\n".join(mismatches[:20])
