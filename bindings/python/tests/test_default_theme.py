"""The process default theme (``set_default_theme``, ``default_theme``): what ``theme=None`` means for
every object, kept by the objects made with it, safe from many threads at once."""

from __future__ import annotations

import threading
from typing import Iterator

import pytest

from buttongroup import (
    Button,
    ButtonConfiguration,
    ButtonGroup,
    ControlButton,
    ControlGroup,
    InvalidHandleError,
    Item,
    LayoutKind,
    Parameters,
    Role,
    Theme,
    Toolbar,
    default_theme,
    set_default_theme,
)

PROMINENT = '{"spacer": {"lg": 20}, "parameters": {"buttonGroup": {"layout": {"kind": "prominent"}}}}'


@pytest.fixture(autouse=True)
def builtin_default_after() -> Iterator[None]:
    """Every test leaves the built-in theme as the default, as the rest of the suite expects."""
    yield
    set_default_theme(None)


def default_layout_kind(theme: Theme | None = None) -> LayoutKind | None:
    """The layout kind ``Parameters.defaults(theme)`` gives."""
    layout = Parameters.defaults(theme).layout
    return None if layout is None else layout.kind


def first_role(group: ButtonGroup) -> Role:
    return group.layout(300).slots[0].role


def test_the_default_is_the_builtin_theme_until_set() -> None:
    with default_theme() as theme:
        assert theme.number("spacer/lg") == 24 and not theme.closed
    assert default_layout_kind() is LayoutKind.ALL_ROUND


def test_set_default_theme_reaches_every_theme_none() -> None:
    items = [Item("A"), Item("B"), Item("C")]
    before = ButtonGroup(items)
    with Theme.from_json(PROMINENT) as theme:
        set_default_theme(theme)
    # closed: the library kept its own reference
    assert default_layout_kind() is LayoutKind.PROMINENT
    after = ButtonGroup(items)
    assert first_role(after) is Role.PRIMARY
    assert first_role(before) is Role.SECONDARY  # made before: keeps the built-in theme
    with default_theme() as snapshot:
        assert snapshot.number("spacer/lg") == 20
        set_default_theme(None)
        assert snapshot.number("spacer/lg") == 20  # stays the theme it was
    assert first_role(after) is Role.PRIMARY and first_role(ButtonGroup(items)) is Role.SECONDARY
    with default_theme() as theme:
        assert theme.number("spacer/lg") == 24


def test_defaults_are_converted_once_per_distinct_theme_values() -> None:
    """Equal defaults (the same default theme, or another theme with the same values) are one
    object, so that building a group converts nothing; other values are a new one."""
    first = Parameters.defaults()
    assert Parameters.defaults() is first
    with Theme.from_json("{}") as same:
        assert Parameters.defaults(same) is first
    with Theme.from_json(PROMINENT) as theme:
        set_default_theme(theme)
    prominent = Parameters.defaults()
    assert prominent is not first and default_layout_kind() is LayoutKind.PROMINENT
    set_default_theme(None)
    assert Parameters.defaults() == first and default_layout_kind() is LayoutKind.ALL_ROUND


def test_theme_builtin_stays_the_builtin_theme() -> None:
    with Theme.from_json(PROMINENT) as theme:
        set_default_theme(theme)
    assert Theme.builtin().number("spacer/lg") == 24
    assert default_layout_kind(Theme.builtin()) is LayoutKind.ALL_ROUND
    assert first_role(ButtonGroup([Item("A"), Item("B")], theme=Theme.builtin())) is Role.SECONDARY
    set_default_theme(Theme.builtin())  # the built-in tokens again
    assert default_layout_kind() is LayoutKind.ALL_ROUND


def test_button_and_toolbar_take_the_default_too() -> None:
    zoom = ControlGroup("Zoom", "magnifyingglass", [ControlButton("Zoom In", "plus.magnifyingglass")])
    with Toolbar([zoom]) as toolbar:
        assert toolbar.layout(300).size.height == 44
    with Theme.from_json('{"parameters": {"toolbar": {"height": 60}}, "button": {"minimumTouchTarget": 50}}') as theme:
        set_default_theme(theme)
    with Toolbar([zoom]) as toolbar, Button(ButtonConfiguration(title="Go")) as button:
        assert toolbar.layout(300).size.height == 60
        view = button.layout(100, 20)
        assert view.hit_frame.height == 50  # grown toward the default theme's touch target


def test_a_closed_theme_or_a_non_theme_is_refused_and_nothing_changes() -> None:
    with Theme.from_json(PROMINENT) as theme:
        set_default_theme(theme)
    closed = Theme.from_json("{}")
    closed.close()
    with pytest.raises(InvalidHandleError):
        set_default_theme(closed)
    with pytest.raises(TypeError, match="Theme or None"):
        set_default_theme("builtin")  # type: ignore[arg-type]
    with default_theme() as theme:
        assert theme.number("spacer/lg") == 20


def test_threads_set_read_and_create_at_once() -> None:
    themes = [Theme.from_json('{"spacer": {"lg": %d}}' % value) for value in (10, 20, 30)]
    seen: set[float] = set()
    errors: list[BaseException] = []

    def work(index: int) -> None:
        try:
            for round_ in range(100):
                pick = (index + round_) % 4
                set_default_theme(None if pick == 3 else themes[pick])
                with default_theme() as theme:
                    seen.add(theme.number("spacer/lg"))
                with ButtonGroup([Item("Pay")]) as group:
                    group.layout(200)
        except BaseException as error:  # noqa: BLE001  (reported by the main thread)
            errors.append(error)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for theme in themes:
        theme.close()
    assert errors == []
    assert seen <= {10, 20, 30, 24} and len(seen) > 1
