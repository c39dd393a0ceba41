"""svg(): a group's, a button's and a toolbar's latest layout drawn as SVG by the library."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

import buttongroup as bg

SVG = "{http://www.w3.org/2000/svg}"


def _texts(document: str) -> list[str]:
    root = ET.fromstring(document)
    assert root.tag == f"{SVG}svg"
    return ["".join(text.itertext()) for text in root.iter(f"{SVG}text")]


def test_a_group_draws_its_slots_and_on_request_its_sheet() -> None:
    group = bg.ButtonGroup([bg.Item("One"), bg.Item("Two"), bg.Item("Three"), bg.Item("Four")])
    with pytest.raises(bg.StateError):
        group.svg()
    group.layout(360, scale=2)
    document = group.svg()
    assert _texts(document) == ["One", "Two"]
    assert group.svg() == document, "the same layout, the same text"
    assert _texts(group.svg(show_overflow=True)) == ["One", "Two", "Three", "Four", "Cancel"]
    root = ET.fromstring(group.svg(padding=0, background=0))
    assert root.get("width") == "360"
    assert not any(rect.get("width") == "100%" for rect in root.iter(f"{SVG}rect"))


def test_bad_options_are_refused() -> None:
    group = bg.ButtonGroup([bg.Item("One")])
    group.layout(200)
    for padding in (math.nan, -1.0, 1e300):
        with pytest.raises(bg.InvalidArgumentError, match="padding"):
            group.svg(padding=padding)
    for options, error in (({"show_overflow": "no"}, TypeError), ({"show_overflow": None}, TypeError),
                           ({"padding": "8"}, TypeError), ({"background": "white"}, TypeError),
                           ({"background": -1}, bg.OutOfRangeError), ({"background": 2**32}, bg.OutOfRangeError)):
        with pytest.raises(error, match=next(iter(options))):
            group.svg(**options)  # type: ignore[arg-type]
    assert _texts(group.svg()) == ["One"], "still works"
    assert group.svg(show_overflow=1) == group.svg(show_overflow=True), "a flag may be an int"


def test_a_button_and_a_toolbar_draw_their_layouts() -> None:
    with bg.Button(bg.ButtonConfiguration(title="Send", image="share")) as button:
        with pytest.raises(bg.StateError):
            button.svg()
        size = button.size_that_fits()
        button.layout(size.width, size.height, scale=2)
        assert _texts(button.svg()) == ["Send"]
    zoom = bg.ControlGroup("Zoom", "magnifyingglass", [bg.ControlButton("Zoom Out", "minus.magnifyingglass"),
                                                      bg.ControlButton("Zoom In", "plus.magnifyingglass")])
    history = bg.ControlGroup("History", buttons=[bg.ControlButton("Back", "chevron.left"),
                                                   bg.ControlButton("Forward", "chevron.right")])
    with bg.Toolbar([bg.ToolbarItem(history, bg.Placement.NAVIGATION), bg.ToolbarItem(zoom)]) as toolbar:
        layout = toolbar.layout(130, scale=2)
        assert list(layout.overflowed) == [1]
        assert _texts(toolbar.svg()) == []
        assert _texts(toolbar.svg(show_overflow=True)) == ["Zoom", "Zoom Out", "Zoom In"]
