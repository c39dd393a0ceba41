"""Toolbar: bad input refused with typed errors that name the field, state errors, exceptions
raised by callbacks, and the lifetime of the toolbar and of its callbacks."""

from __future__ import annotations

import copy
import gc
import math
import pickle
import weakref

import pytest

from buttongroup import (
    ControlButton,
    ControlGroup,
    ControlGroupStyle,
    ControlGroupView,
    ControlMenu,
    InvalidArgumentError,
    InvalidHandleError,
    InvalidUTF8Error,
    OutOfRangeError,
    Placement,
    StateError,
    Toolbar,
    ToolbarItem,
    _callbacks,
)

WIDTH = 400.0


class Boom(Exception):
    """A user's own exception type."""


def group(*titles: str, **kw: object) -> ControlGroup:
    return ControlGroup("Group", buttons=[ControlButton(title) for title in titles or ("A", "B")], **kw)  # type: ignore[arg-type]


# ------------------------------------------------------------- bad input


@pytest.mark.parametrize(("items", "error", "message"), [
    ([group(style=99)], InvalidArgumentError, r"items\[0\]\.style 99 is not a valid value"),
    ([group(label_style=-1)], InvalidArgumentError, r"items\[0\]\.label_style -1 is not a valid value"),
    ([ControlGroup("G", buttons=[ControlButton("A"), ControlButton("B", selection=7)])],  # type: ignore[arg-type]
     InvalidArgumentError, r"items\[0\]\.buttons\[1\]\.selection 7 is not a valid value"),
    ([ToolbarItem(group(), 13)], InvalidArgumentError, r"items\[0\]\.placement 13 is not a valid value"),  # type: ignore[arg-type]
    ([group(), ToolbarItem(group(), 2**40)], OutOfRangeError, r"items\[1\]\.placement must be .* int32_t"),  # type: ignore[arg-type]
    ([group(style=-(2**31) - 1)], OutOfRangeError, r"items\[0\]\.group\.style"),
    ([ControlGroup("Empty")], InvalidArgumentError, r"items\[0\] is a group without buttons"),
    ([group("A", "")], InvalidArgumentError, r"items\[0\]\.buttons\[1\]\.title is empty"),
    ([group("A", "a\udcff")], InvalidUTF8Error, r"items\[0\]\.buttons\[1\]\.title is not valid UTF-8"),
    ([ControlGroup("G\udcff", buttons=[ControlButton("A")])], InvalidUTF8Error, r"items\[0\]\.label_title"),
    ([group("Pay\0 $1,000,000")], InvalidArgumentError, r"items\[0\]\.group\.buttons\[0\]\.title contains a NUL"),
    ([ControlGroup("G", "img\0", [ControlButton("A")])], InvalidArgumentError, r"items\[0\]\.group\.image .*NUL"),
    ([ToolbarItem(group(), priority=math.nan)], InvalidArgumentError, r"items\[0\]\.priority is nan"),
    ([ToolbarItem(group(), priority=math.inf)], InvalidArgumentError, r"items\[0\]\.priority is inf"),
    ([ToolbarItem(group(), priority=10**400)], OutOfRangeError, r"items\[0\]\.priority"),
    ([group(), 42], TypeError, r"items\[1\] must be a ToolbarItem, a ControlGroup or a ControlButton, not int"),
    ([ToolbarItem("Zoom")], TypeError, r"items\[0\]\.group must be a ControlGroup"),  # type: ignore[arg-type]
    ([ControlGroup("G", buttons=["A"])], TypeError, r"items\[0\]\.group\.buttons\[0\] must be a ControlButton"),  # type: ignore[list-item]
    ([ControlGroup("G", buttons=[ControlButton(b"A")])], TypeError, r"buttons\[0\]\.title must be a str, not bytes"),  # type: ignore[arg-type]
    ([ControlGroup("G", buttons=[ControlButton("A", action="go")])], TypeError, r"\.action must be callable"),  # type: ignore[arg-type]
])
def test_bad_items_raise_typed_errors_naming_the_field_and_change_nothing(
    items: list[object], error: type[Exception], message: str, registry_baseline: int
) -> None:
    fired: list[str] = []
    kept = [ControlGroup("Kept", buttons=[ControlButton("Kept", action=lambda: fired.append("kept"))])]
    with Toolbar(kept) as toolbar:
        before = toolbar.layout(WIDTH)
        with pytest.raises(error, match=message):
            toolbar.set_items(items)  # type: ignore[arg-type]
        assert toolbar.items == tuple(ToolbarItem(g) for g in kept) and toolbar.item_count == 1
        assert toolbar.layout(WIDTH) == before
        toolbar.tap(*before.cells[0].frame.center)
    assert fired == ["kept"]
    with pytest.raises(error, match=message):
        Toolbar(items)  # type: ignore[arg-type]


def test_a_failed_update_releases_the_new_actions(registry_baseline: int) -> None:
    with Toolbar([ControlButton("Old", action=print)]) as toolbar:
        new = [ControlGroup("G", buttons=[ControlButton("A", action=print), ControlButton("", action=print)])]
        with pytest.raises(InvalidArgumentError, match="title is empty"):
            toolbar.set_items(new)
        gc.collect()
        assert _callbacks.registry_size() == registry_baseline + 1  # only Old's action


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda t: t.layout(math.nan), InvalidArgumentError, r"^bg_toolbar_layout: width must be finite.*\(got nan\)"),
    (lambda t: t.layout(-1), InvalidArgumentError, r"width must be finite, >= 0"),
    (lambda t: t.layout(1e8), InvalidArgumentError, r"width"),
    (lambda t: t.layout(100, scale=0), InvalidArgumentError, r"scale must be finite and between"),
    (lambda t: t.layout(100, direction=2), InvalidArgumentError, r"direction 2 is not a valid value"),
    (lambda t: t.layout(100, direction=2**31), OutOfRangeError, r"direction must be"),
    (lambda t: t.layout("wide"), TypeError, r"^width must be a number, not str$"),
    (lambda t: t.tap(math.nan, 0), InvalidArgumentError, r"bg_toolbar_tap: point \(nan, 0.0\) is not finite"),
    (lambda t: t.pointer(9, 1, 1), InvalidArgumentError, r"phase 9 is not a valid value"),
    (lambda t: t.focus(9), InvalidArgumentError, r"move 9 is not a valid value"),
    (lambda t: t.focus("next"), TypeError, r"move must be an int"),
    (lambda t: t.choose_menu_entry(-1), OutOfRangeError, r"index must be >= 0"),
    (lambda t: t.choose_menu_entry(0), StateError, r"no menu is presented"),
    (lambda t: t.dismiss_menu(), StateError, r"no menu is presented"),
    (lambda t: t.activate_focused(), StateError, r"nothing has keyboard focus"),
])
def test_bad_arguments_and_impossible_requests_raise_typed_errors(call, error: type[Exception], message: str) -> None:
    with Toolbar([group()]) as toolbar:
        toolbar.layout(WIDTH)
        with pytest.raises(error, match=message):
            call(toolbar)
        assert len(toolbar.layout(WIDTH).cells) == 2  # still usable


def test_events_before_the_first_layout_are_state_errors() -> None:
    with Toolbar([group()]) as toolbar:
        for call in (lambda: toolbar.tap(1, 1), lambda: toolbar.focus(0), lambda: toolbar.pointer(0, 1, 1)):
            with pytest.raises(StateError, match="has not been laid out yet"):
                call()


def test_an_unknown_context_is_refused_and_a_closed_toolbar_says_so() -> None:
    with pytest.raises(InvalidArgumentError, match="context 3 is not a valid value"):
        Toolbar([], 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="group must be a ControlGroup"):
        ControlGroupView(ToolbarItem(group()))  # type: ignore[arg-type]
    toolbar = Toolbar([group()])
    toolbar.close()
    toolbar.close()  # idempotent
    assert toolbar.closed and "closed" in repr(toolbar)
    with pytest.raises(InvalidHandleError, match="not live"):
        toolbar.layout(WIDTH)
    with pytest.raises(InvalidHandleError):
        toolbar.set_items([])


def test_a_toolbar_cannot_be_copied_or_pickled() -> None:
    with Toolbar() as toolbar:
        for attempt in (copy.copy, copy.deepcopy, pickle.dumps):
            with pytest.raises(TypeError, match=r"Toolbar owns a library handle .* Toolbar\(toolbar.items"):
                attempt(toolbar)
    assert copy.deepcopy(group()) == group() and pickle.loads(pickle.dumps(ToolbarItem(group()))) == ToolbarItem(group())


# ------------------------------------------------------ callback errors


def test_an_action_exception_comes_out_of_tap_and_the_toolbar_stays_usable(registry_baseline: int) -> None:
    error = Boom("action failed")
    fired: list[str] = []
    failing = [True]

    def action() -> None:
        if failing[0]:
            raise error
        fired.append("ok")

    with Toolbar([ControlButton("Go", action=action)]) as toolbar:
        center = toolbar.layout(WIDTH).cells[0].frame.center
        with pytest.raises(Boom) as raised:
            toolbar.tap(*center)
        assert raised.value is error
        failing[0] = False
        assert toolbar.tap(*center) is not None and fired == ["ok"]


@pytest.mark.parametrize("exception_type", [KeyboardInterrupt, SystemExit, MemoryError])
def test_base_exceptions_from_actions_propagate_too(exception_type: type[BaseException]) -> None:
    def action() -> None:
        raise exception_type()

    with Toolbar([ControlButton("Go", action=action)]) as toolbar:
        toolbar.layout(WIDTH)
        toolbar.focus(0)
        with pytest.raises(exception_type):
            toolbar.activate_focused()


def test_a_failing_menu_callback_leaves_no_menu_presented() -> None:
    fired: list[str] = []
    menu_group = ControlGroup("Menu", buttons=[ControlButton("A", action=lambda: fired.append("A"))],
                              style=ControlGroupStyle.MENU)

    def present(menu: ControlMenu) -> None:
        raise LookupError("no window to present on")

    with Toolbar([menu_group], on_menu=present) as toolbar:
        center = toolbar.layout(WIDTH).cells[0].frame.center
        with pytest.raises(LookupError, match="no window"):
            toolbar.tap(*center)
        with pytest.raises(StateError, match="no menu is presented"):
            toolbar.choose_menu_entry(0)
        toolbar.on_menu = lambda menu: None
        toolbar.tap(*center)
        toolbar.choose_menu_entry(0)
    assert fired == ["A"]


def test_a_choice_exception_comes_out_of_choose_menu_entry() -> None:
    def action() -> None:
        raise Boom("chosen")

    with Toolbar([ControlGroup("M", buttons=[ControlButton("A", action=action)], style=ControlGroupStyle.MENU)],
                 on_menu=lambda menu: None) as toolbar:
        toolbar.tap(*toolbar.layout(WIDTH).cells[0].frame.center)
        with pytest.raises(Boom, match="chosen"):
            toolbar.choose_menu_entry(0)
        with pytest.raises(StateError):  # the menu closed before the action ran
            toolbar.choose_menu_entry(0)


def test_a_measure_exception_comes_out_of_layout_and_nothing_changes() -> None:
    failing = [False]

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        if failing[0]:
            raise ZeroDivisionError("font not loaded")
        return (10.0 * len(text), 20.0)

    with Toolbar([group("Alpha", "Beta")], measure=measure) as toolbar:
        good = toolbar.layout(WIDTH)
        failing[0] = True
        toolbar.measure = measure  # clears the cache: the next layout measures again
        with pytest.raises(ZeroDivisionError, match="font not loaded"):
            toolbar.layout(WIDTH + 1)
        with pytest.raises(ZeroDivisionError):
            toolbar.breakpoints()
        failing[0] = False
        assert toolbar.layout(WIDTH) == good
    with Toolbar([group()], measure=lambda font, text, width: "wide") as toolbar:  # type: ignore[arg-type,return-value]
        with pytest.raises(TypeError, match=r"\(width, height\)"):
            toolbar.layout(WIDTH)


def test_a_menu_dismissed_exception_comes_out_of_set_items_after_the_items_changed() -> None:
    def dismissed() -> None:
        raise Boom("cannot close the menu")

    with Toolbar([group()], on_menu=lambda menu: None, on_menu_dismissed=dismissed) as toolbar:
        toolbar.tap(*toolbar.layout(10).overflow_button.center)  # type: ignore[union-attr]
        with pytest.raises(Boom, match="cannot close"):
            toolbar.set_items([group("X", "Y", "Z")])
        assert toolbar.item_count == 1 and [c.button for c in toolbar.layout(WIDTH).cells] == [0, 1, 2]
        with pytest.raises(StateError):
            toolbar.dismiss_menu()


# -------------------------------------------------------------- lifetime


def test_set_items_and_close_release_the_actions(registry_baseline: int) -> None:
    with Toolbar([ControlGroup("G", buttons=[ControlButton("A", action=print), ControlButton("B"),
                                             ControlButton("C", action=print)])]) as toolbar:
        assert _callbacks.registry_size() == registry_baseline + 1  # one for every action of the items
        toolbar.set_items([ControlButton("D", action=print)])
        assert _callbacks.registry_size() == registry_baseline + 1  # the old items' released
        toolbar.set_items([ControlButton("E")])
        assert _callbacks.registry_size() == registry_baseline  # no action: no registration
        toolbar.set_items([ControlButton("D", action=print)])
        toolbar.on_menu = print
        toolbar.on_menu_dismissed = print
        toolbar.measure = lambda font, text, width: (1.0, 1.0)
        assert _callbacks.registry_size() == registry_baseline + 4
        toolbar.on_menu = repr  # replacing releases the previous one
        assert _callbacks.registry_size() == registry_baseline + 4
        toolbar.on_menu = None
        assert toolbar.on_menu is None and _callbacks.registry_size() == registry_baseline + 3
    assert _callbacks.registry_size() == registry_baseline


def test_actions_are_kept_alive_by_the_toolbar_until_it_lets_go() -> None:
    fired: list[str] = []

    class Handler:
        def __call__(self) -> None:
            fired.append("tapped")

    handler = Handler()
    alive = weakref.ref(handler)
    toolbar = Toolbar([ControlButton("Go", action=handler)], on_menu=lambda menu: None)
    del handler
    gc.collect()
    assert alive() is not None
    toolbar.tap(*toolbar.layout(WIDTH).cells[0].frame.center)
    assert fired == ["tapped"]
    toolbar.close()
    gc.collect()
    assert alive() is None


def test_a_forgotten_toolbar_is_freed_by_the_garbage_collector(registry_baseline: int) -> None:
    toolbar = Toolbar([ControlButton("A", action=print)], on_menu=print)
    assert _callbacks.registry_size() == registry_baseline + 2
    toolbar_ref = weakref.ref(toolbar)
    del toolbar
    gc.collect()
    assert toolbar_ref() is None and _callbacks.registry_size() == registry_baseline


def test_closing_from_inside_an_action_is_safe(registry_baseline: int) -> None:
    def close() -> None:
        toolbar.close()

    toolbar = Toolbar([ControlGroup("G", buttons=[ControlButton("Close", action=close)]), ControlButton("B")])
    assert toolbar.tap(*toolbar.layout(WIDTH).cells[0].frame.center) is not None
    assert toolbar.closed
    del toolbar
    gc.collect()
    assert _callbacks.registry_size() == registry_baseline


def test_an_action_that_replaces_its_own_button_keeps_running(registry_baseline: int) -> None:
    fired: list[int] = []

    def action() -> None:
        toolbar.set_items([ControlButton("Next", action=lambda: fired.append(2))])
        fired.append(1)  # its registration is released only after this returns

    with Toolbar([ControlButton("First", action=action)]) as toolbar:
        toolbar.tap(*toolbar.layout(WIDTH).cells[0].frame.center)
        toolbar.tap(*toolbar.layout(WIDTH).cells[0].frame.center)
        assert toolbar.items == (ToolbarItem.button(toolbar.items[0].group.buttons[0]),)  # type: ignore[union-attr]
    assert fired == [1, 2]


def test_placements_survive_set_items_as_given() -> None:
    item = ToolbarItem(group(), Placement.PRINCIPAL, priority=1.5)
    with Toolbar([item]) as toolbar:
        assert toolbar.items == (item,) and toolbar.items[0].placement is Placement.PRINCIPAL
