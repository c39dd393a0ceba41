"""The golden layout cases of Tests/Fixtures/group (shared with the Swift and C runners),
run through the Python API, left-to-right and right-to-left."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from buttongroup import ButtonGroup, Direction, GroupLayout, Item, Role, SlotKind, Theme
from buttongroup.geometry import Rect

FIXTURES = Path(__file__).resolve().parent / ".." / ".." / ".." / "Tests" / "Fixtures" / "group"
CASES = sorted(FIXTURES.glob("*.json"))


def _item(spec: dict[str, Any]) -> Item:
    return Item(
        spec.get("title", ""),
        icon=spec.get("icon"),
        accessibility_label=spec.get("accessibilityLabel"),
        accessibility_identifier=spec.get("accessibilityIdentifier"),
        role=Role[spec.get("role", "automatic").upper()],
        disabled=spec.get("disabled", False),
    )


def fixture_group(fixture: dict[str, Any]) -> ButtonGroup:
    """The group of a fixture: its items, in its theme, measured as the fixtures are."""
    advance = fixture.get("measure", {}).get("advance", 8)
    height = fixture.get("measure", {}).get("height", 20)
    builtin = fixture.get("measure", {}).get("builtin", False)  # the built-in measurer (Dynamic Type cases)
    with Theme.from_json(json.dumps(fixture.get("theme", {}))) as theme:
        return ButtonGroup(
            [_item(spec) for spec in fixture.get("items", [])],
            theme=theme,
            measure=None if builtin else lambda font, text, max_width: (len(text) * advance, height),  # per code point
        )


def _rect(rect: Rect) -> list[float]:
    return [rect.x, rect.y, rect.width, rect.height]


def _describe(layout: GroupLayout) -> dict[str, Any]:
    """The layout in the fixtures' JSON shape."""
    return {
        "size": [layout.size.width, layout.size.height],
        "overflow": list(layout.overflow_items),
        "slots": [
            {
                "kind": "more" if slot.kind is SlotKind.MORE else "item",
                "item": -1 if slot.item_index is None else slot.item_index,
                "role": slot.role.name.lower(),
                "state": int(slot.state),
                "frame": _rect(slot.frame),
                "hitFrame": _rect(slot.hit_frame),
                "corners": [slot.corners.top_left, slot.corners.top_right,
                            slot.corners.bottom_right, slot.corners.bottom_left],
                "iconFrame": _rect(slot.icon_frame),
                "titleFrame": _rect(slot.title_frame),
                "title": slot.title,
                "icon": slot.icon,
                "truncated": slot.title_truncated,
            }
            for slot in layout.slots
        ],
        "accessibility": [
            {
                "role": "menuButton" if node.role.name == "MENU_BUTTON" else "button",
                "label": node.label,
                "identifier": node.identifier,
                "position": node.position,
                "count": node.count,
                "enabled": node.enabled,
            }
            for node in layout.accessibility
        ],
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


def test_the_fixtures_are_there() -> None:
    assert len(CASES) >= 10, f"expected the golden cases in {FIXTURES}"


@pytest.mark.parametrize("case", CASES, ids=lambda path: path.stem)
@pytest.mark.parametrize("direction", list(Direction), ids=lambda d: d.name.lower())
def test_fixture(case: Path, direction: Direction) -> None:
    fixture = json.loads(case.read_text(encoding="utf-8"))
    with fixture_group(fixture) as group:
        layout = group.layout(fixture.get("width", 0), scale=fixture.get("scale", 1), direction=direction)
    key = direction.name.lower()
    mismatch = _difference(fixture["expected"][key], _describe(layout), key)
    assert mismatch is None, f"{case.name}: {mismatch}"
