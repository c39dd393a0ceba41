"""Themes: tokens, warnings, parse errors with positions, default parameters."""

from __future__ import annotations

import array
from pathlib import Path

import pytest

from buttongroup import (
    ActionSheet,
    ButtonColors,
    ButtonGroup,
    Item,
    LayoutParameters,
    LayoutKind,
    NotFoundError,
    Parameters,
    ParseError,
    Role,
    State,
    Status,
    Theme,
)


def test_builtin_tokens() -> None:
    theme = Theme.builtin()
    assert theme.number("spacer/lg") == 24 and theme.number("radius/large") == 16
    assert theme.color("color/button/primary/default/background") == 0x1E5BD7FF
    assert theme.button_colors(Role.PRIMARY) == ButtonColors(0x1E5BD7FF, 0xFFFFFFFF, 0x1E5BD7FF)
    pressed = theme.button_colors(Role.PRIMARY, State.HIGHLIGHTED | State.FOCUSED)
    assert pressed.background == theme.color("color/button/primary/pressed/background")


def test_unknown_token_is_not_found() -> None:
    with pytest.raises(NotFoundError, match="spacer/huge"):
        Theme.builtin().number("spacer/huge")


def test_theme_overrides_and_warnings() -> None:
    with Theme.from_json(b'{"spacer": {"lg": 20}, "colour": 1}') as theme:
        assert theme.number("spacer/lg") == 20
        assert theme.number("spacer/md") == 16  # untouched defaults stay
        (warning,) = theme.warnings
        assert "colour" in warning
    with Theme.from_json("{}") as theme:
        assert theme.warnings == []


def test_theme_sets_the_default_parameters() -> None:
    json = '{"parameters": {"buttonGroup": {"layout": {"kind": "prominent"}, "maxVisible": 4,' \
           ' "strings": {"alertCancelButtonTitle": "Abbrechen"}}}}'
    with Theme.from_json(json) as theme:
        defaults = Parameters.defaults(theme)
        assert defaults.layout.kind is LayoutKind.PROMINENT and defaults.max_visible == 4
        sheets = []
        items = [Item(str(i)) for i in range(6)]
        with ButtonGroup(items, theme=theme, on_present_action_sheet=sheets.append) as group:
            layout = group.layout(400)
            assert len(layout.slots) == 4
            group.tap(*layout.more_slot.frame.center)
    assert sheets[0].cancel_title == "Abbrechen"  # None strings: the theme's


def test_malformed_json_names_line_and_column() -> None:
    with pytest.raises(ParseError) as raised:
        Theme.from_json('{\n  "spacer": {\n    "lg": 20,,\n  }\n}')
    assert raised.value.status is Status.PARSE
    assert "line 3, column" in raised.value.message


@pytest.mark.parametrize("source", [5, None, 1.5, ["{}"], {"spacer": {}}])
def test_json_that_is_neither_text_nor_bytes_is_a_type_error(source: object) -> None:
    with pytest.raises(TypeError, match="^the theme JSON must be a str or bytes-like, not "):
        Theme.from_json(source)  # type: ignore[arg-type]


def test_json_from_any_bytes_like_object() -> None:
    text = b'{"spacer": {"lg": 20}}'
    for source in (text, bytearray(text), memoryview(text), array.array("B", text)):
        with Theme.from_json(source) as theme:
            assert theme.number("spacer/lg") == 20


def test_mistyped_token_names_its_path() -> None:
    with pytest.raises(ParseError, match=r"line 1, column \d+: spacer/lg"):
        Theme.from_json('{"spacer": {"lg": "wide"}}')


def test_from_file(tmp_path: Path) -> None:
    good = tmp_path / "theme.json"
    good.write_text('{"radius": {"large": 12}}', encoding="utf-8")
    with Theme.from_file(good) as theme:
        assert theme.number("radius/large") == 12
    bad = tmp_path / "bad.json"
    bad.write_text("{\n  oops\n}", encoding="utf-8")
    with pytest.raises(ParseError, match=r"bad\.json: .*line 2, column 3"):
        Theme.from_file(bad)


def test_theme_constructor_is_not_public() -> None:
    with pytest.raises(TypeError, match="from_json"):
        Theme()


def test_explicit_parameters_keep_the_theme_strings_they_do_not_set() -> None:
    theme = Theme.from_json(
        '{"parameters":{"buttonGroup":{"strings":{"alertCancelButtonTitle":"Abbrechen","alertTitle":"Mehr",'
        '"moreButtonAccessibilityLabel":"Weitere"}}}}'
    )
    sheets: list[ActionSheet] = []
    items = [Item(title) for title in ("Pay", "Cash Advance", "Transfer", "History")]
    with theme, ButtonGroup(items, Parameters(layout=LayoutParameters.all_round()), theme=theme) as group:
        group.on_present_action_sheet = sheets.append
        layout = group.layout(320)
        assert layout.accessibility[2].label == "Weitere"
        more = layout.slots[2].frame
        group.tap(more.x + 1, more.y + 1)
    assert [(sheet.title, sheet.cancel_title) for sheet in sheets] == [("Mehr", "Abbrechen")]


def test_text_tokens() -> None:
    theme = Theme.builtin()
    assert theme.string("typography/button/family") == "DejaVu Sans"
    assert theme.string("parameters/buttonGroup/moreIcon") == "ic_more_horiz"
    with pytest.raises(NotFoundError):
        theme.string("spacer/md")
    with Theme.from_json('{"typography":{"button":{"family":"Noto Sans \u00e9"}}}') as custom:
        assert custom.string("typography/button/family") == "Noto Sans \u00e9"
