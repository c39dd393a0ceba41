"""Handles and callback registrations: released exactly when the C side lets go."""

from __future__ import annotations

import gc
import weakref

import pytest

from buttongroup import ButtonGroup, InvalidHandleError, InvalidUTF8Error, Item, Theme, _callbacks

WIDTH = 360.0


def test_update_releases_the_old_callbacks(registry_baseline) -> None:
    with ButtonGroup([Item("A", action=print), Item("B", navigation_action=print), Item("C")]) as group:
        assert _callbacks.registry_size() == registry_baseline + 2  # C has no callbacks
        group.update([Item("D", action=print)])
        assert _callbacks.registry_size() == registry_baseline + 1
        assert group.item_count == 1 and group.items[0].title == "D"
        group.update([])
        assert _callbacks.registry_size() == registry_baseline
        assert group.item_count == 0


def test_replacing_and_clearing_group_callbacks_releases_them(registry_baseline) -> None:
    with ButtonGroup() as group:
        group.on_present_action_sheet = print
        group.on_navigate = print
        group.measure = lambda font, text, width: (1.0, 1.0)
        assert _callbacks.registry_size() == registry_baseline + 3
        group.on_present_action_sheet = repr
        assert _callbacks.registry_size() == registry_baseline + 3
        group.on_present_action_sheet = None
        group.on_navigate = None
        assert group.on_present_action_sheet is None and group.on_navigate is None
        assert _callbacks.registry_size() == registry_baseline + 1
    assert _callbacks.registry_size() == registry_baseline  # close releases the measurer


def test_callbacks_survive_the_callers_references() -> None:
    fired: list[str] = []

    class Handler:
        def __call__(self) -> None:
            fired.append("tapped")

    handler = Handler()
    alive = weakref.ref(handler)
    group = ButtonGroup([Item("Pay", action=handler)])
    del handler
    gc.collect()
    assert alive() is not None  # the registry holds it
    group.tap(*group.layout(WIDTH).slots[0].frame.center)
    assert fired == ["tapped"]
    group.close()
    gc.collect()
    assert alive() is None  # ... until the group lets go


def test_sheet_callback_survives_the_callers_references(four_items) -> None:
    sheets: list[object] = []
    group = ButtonGroup(four_items)
    group.on_present_action_sheet = lambda sheet: sheets.append(sheet)
    gc.collect()
    with group:
        group.tap(*group.layout(WIDTH).more_slot.frame.center)
    assert len(sheets) == 1


def test_a_forgotten_group_is_freed_by_the_garbage_collector(registry_baseline) -> None:
    group = ButtonGroup([Item("A", action=print)], on_present_action_sheet=print)
    assert _callbacks.registry_size() == registry_baseline + 2
    group_ref = weakref.ref(group)
    del group
    gc.collect()
    assert group_ref() is None
    assert _callbacks.registry_size() == registry_baseline


def test_a_failed_update_keeps_the_old_items_and_releases_the_new_callbacks(registry_baseline) -> None:
    with ButtonGroup([Item("Old", action=print)]) as group:
        with pytest.raises(InvalidUTF8Error):
            group.update([Item("New", action=print), Item("bad \ud800", action=print)])
        assert _callbacks.registry_size() == registry_baseline + 1
        assert group.items[0].title == "Old" and group.item_count == 1
        assert group.layout(WIDTH).slots[0].title == "Old"


def test_a_closed_group_raises(registry_baseline) -> None:
    group = ButtonGroup([Item("A", action=print)])
    group.layout(WIDTH)
    group.close()
    group.close()  # idempotent
    assert group.closed and "closed" in repr(group)
    assert _callbacks.registry_size() == registry_baseline
    for call in (
        lambda: group.layout(WIDTH),
        lambda: group.tap(1, 1),
        lambda: group.update([Item("B", action=print)]),
        lambda: setattr(group, "on_navigate", print),
        lambda: group.item_count,
    ):
        with pytest.raises(InvalidHandleError, match="not live"):
            call()
    assert _callbacks.registry_size() == registry_baseline  # failed registrations were released


def test_context_manager_closes() -> None:
    with ButtonGroup([Item("A")]) as group:
        assert not group.closed
    assert group.closed


def test_a_group_outlives_its_theme() -> None:
    theme = Theme.from_json('{"spacer": {"xs": 2}}')
    group = ButtonGroup([Item("A"), Item("B")], theme=theme)
    theme.close()
    theme.close()
    assert theme.closed
    with pytest.raises(InvalidHandleError):
        theme.number("spacer/xs")
    with pytest.raises(InvalidHandleError):
        ButtonGroup(theme=theme)
    with group:
        slots = group.layout(WIDTH).slots
        assert slots[1].frame.x - slots[0].frame.max_x == 2


def test_a_forgotten_theme_is_freed() -> None:
    theme = Theme.from_json("{}")
    finalizer = theme._finalizer
    del theme
    gc.collect()
    assert not finalizer.alive


def test_builtin_theme_close_is_a_no_op() -> None:
    theme = Theme.builtin()
    theme.close()
    assert not theme.closed and theme.number("spacer/lg") == 24
