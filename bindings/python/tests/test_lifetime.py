"""Handles and callback registrations (``buttongroup._lifetime``, ``buttongroup._callbacks``).

An object's handle is freed exactly once, whichever way its end comes: ``close()`` (idempotent;
refused, and the object left open, from inside the object's own measure callback), dropping the
last reference (at once, by the library's free function itself: no Python code runs), the
collector (an object in a reference cycle), or interpreter exit (the finalizers still pending
free their handles while the library's destroy callbacks can still run). Every callback
registration is released exactly when the library lets go of it: one per ``update`` /
``set_items`` that has any callback, one per single callback.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import os
import signal
import sys
import threading
import tracemalloc
import weakref
from typing import Any, Callable

import pytest
from conftest import RunPython

from buttongroup import (
    Button,
    ButtonConfiguration,
    ButtonGroup,
    ControlButton,
    ControlGroup,
    InvalidHandleError,
    InvalidUTF8Error,
    Item,
    ProviderKind,
    ReentrantError,
    Theme,
    Toolbar,
    _callbacks,
    _lifetime,
)
from buttongroup._native import lib
from buttongroup._theme_ffi import bg_theme
from buttongroup.button._ffi import bg_button
from buttongroup.group._ffi import bg_group
from buttongroup.toolbar._ffi import bg_toolbar

WIDTH = 360.0


def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
    return (7.0 * len(text), 17.0)


# ------------------------------------------------------------------ the four kinds


def _make_group(callback: Callable[..., Any]) -> ButtonGroup:
    return ButtonGroup([Item("A", action=callback), Item("B", navigation_action=callback)], measure=measure,
                       on_navigate=callback)


def _make_toolbar(callback: Callable[..., Any]) -> Toolbar:
    return Toolbar([ControlGroup("G", buttons=[ControlButton("A", action=callback), ControlButton("B", action=callback)])],
                   on_menu=callback, measure=measure)


def _make_button(callback: Callable[..., Any]) -> Button:
    return Button(ButtonConfiguration(title="A"), action=callback, on_updated=callback, measure=measure)


def _make_theme(callback: Callable[..., Any]) -> Theme:
    return Theme.from_json('{"spacer": {"xs": 3}}')


MAKERS: dict[str, Callable[[Callable[..., Any]], Any]] = {
    "group": _make_group, "toolbar": _make_toolbar, "button": _make_button, "theme": _make_theme,
}
REGISTRATIONS = {"group": 3, "toolbar": 3, "button": 3, "theme": 0}
"""What each maker registers: the group's items once, its measure and navigate; the toolbar's
items once, its menu and measure; the button's action, on_updated and measure."""
KINDS = sorted(MAKERS)


def live(kind: str, handle_id: int) -> bool:
    """Whether the library still holds the object of that kind and id."""
    try:
        if kind == "group":
            lib.bg_group_item_count(bg_group(handle_id), ctypes.byref(ctypes.c_uint32()))
        elif kind == "toolbar":
            lib.bg_toolbar_item_count(bg_toolbar(handle_id), ctypes.byref(ctypes.c_uint32()))
        elif kind == "button":
            lib.bg_button_get_state(bg_button(handle_id), ctypes.byref(ctypes.c_uint32()))
        else:
            lib.bg_theme_number(bg_theme(handle_id), b"spacer/xs", ctypes.byref(ctypes.c_double()))
    except InvalidHandleError:
        return False
    return True


def made(kind: str, registry_baseline: int) -> tuple[Any, int]:
    """A new object of ``kind`` with its callbacks, and its handle's id."""
    obj = MAKERS[kind](print)
    handle_id = obj._state.handle.id
    assert live(kind, handle_id) and _callbacks.registry_size() == registry_baseline + REGISTRATIONS[kind]
    return obj, handle_id


# ------------------------------------------------------------------ the ways an object ends


@pytest.mark.parametrize("kind", KINDS)
def test_a_dropped_object_frees_its_handle_at_once_with_no_python_code(kind: str, registry_baseline: int) -> None:
    obj, handle_id = made(kind, registry_baseline)
    calls: list[str] = []
    gc.disable()  # not the collector: the reference count
    try:
        sys.settrace(lambda frame, event, argument: calls.append(frame.f_code.co_name))
        del obj
        sys.settrace(None)
        assert calls == [], "Python code ran between the object's end and the free"
        assert not live(kind, handle_id) and _callbacks.registry_size() == registry_baseline
    finally:
        sys.settrace(None)
        gc.enable()


@pytest.mark.parametrize("kind", ["group", "toolbar", "button"])
def test_an_object_in_a_reference_cycle_is_freed_by_the_collector_with_its_callbacks(kind: str,
                                                                                    registry_baseline: int) -> None:
    class Holder:
        pass

    holder = Holder()
    holder.me = holder  # type: ignore[attr-defined]  # a cycle only the collector frees
    holder.obj, handle_id = made(kind, registry_baseline)  # type: ignore[attr-defined]
    gone = weakref.ref(holder.obj)  # type: ignore[attr-defined]
    gc.disable()
    try:
        del holder
        assert gone() is not None and live(kind, handle_id)  # nothing but the collector frees a cycle
    finally:
        gc.enable()
    gc.collect()
    assert gone() is None and not live(kind, handle_id) and _callbacks.registry_size() == registry_baseline


@pytest.mark.parametrize("kind", ["group", "toolbar", "button"])
def test_a_callback_holding_its_own_object_keeps_it_until_close(kind: str, registry_baseline: int) -> None:
    """The registry holds the callbacks, so a callback that refers to its object keeps it alive
    (documented); ``close()`` releases the callback, and then the object goes."""
    obj = MAKERS[kind](print)
    obj.measure = lambda font, text, width, me=obj: measure(font, text, width)
    gone, handle_id = weakref.ref(obj), obj._state.handle.id
    del obj
    gc.collect()
    kept = gone()
    assert kept is not None and live(kind, handle_id)
    kept.close()
    del kept
    gc.collect()
    assert gone() is None and not live(kind, handle_id) and _callbacks.registry_size() == registry_baseline


@pytest.mark.parametrize("kind", KINDS)
def test_close_is_idempotent_and_frees_nothing_else_later(kind: str, registry_baseline: int) -> None:
    obj, handle_id = made(kind, registry_baseline)
    assert not obj.closed and "closed" not in repr(obj)
    obj.close()
    obj.close()
    assert obj.closed and "closed" in repr(obj) and not live(kind, handle_id)
    assert _callbacks.registry_size() == registry_baseline
    other, other_id = made(kind, registry_baseline)
    del obj  # its finalizer has nothing left to free: the other object stays
    gc.collect()
    assert live(kind, other_id) and not other.closed
    with other:
        pass
    assert other.closed and not live(kind, other_id)


@pytest.mark.parametrize("kind", KINDS)
def test_a_closed_object_refuses_calls_and_registers_nothing(kind: str, registry_baseline: int) -> None:
    obj = MAKERS[kind](print)
    obj.close()
    calls: list[Callable[[], object]] = {
        "group": [lambda: obj.layout(WIDTH), lambda: obj.layout_frames(WIDTH), lambda: obj.tap(1, 1),
                  lambda: obj.update([Item("B", action=print)]), lambda: setattr(obj, "on_navigate", print),
                  lambda: obj.item_count],
        "toolbar": [lambda: obj.layout(WIDTH), lambda: obj.layout_frames(WIDTH),
                    lambda: obj.set_items([ControlButton("B", action=print)]), lambda: setattr(obj, "on_menu", print)],
        "button": [lambda: obj.layout(100, 40), lambda: setattr(obj, "action", print), lambda: obj.flush()],
        "theme": [lambda: obj.number("spacer/xs"), lambda: ButtonGroup(theme=obj), lambda: Toolbar(theme=obj),
                  lambda: Button(theme=obj)],
    }[kind]
    for call in calls:
        with pytest.raises(InvalidHandleError, match="not live"):
            call()
    assert _callbacks.registry_size() == registry_baseline  # the refused registrations were released


@pytest.mark.parametrize("kind", ["group", "toolbar", "button"])
def test_close_inside_the_measure_callback_is_refused_and_the_object_stays_open(kind: str,
                                                                               registry_baseline: int) -> None:
    """The library refuses to free an object from inside its measure callback: ``close()``
    raises ``ReentrantError`` there, out of the layout, and the object stays open and usable."""
    holder: list[Any] = []

    def closing(font: str, text: str, max_width: float) -> tuple[float, float]:
        holder[0].close()
        return measure(font, text, max_width)

    obj = MAKERS[kind](print)
    holder.append(obj)
    obj.measure = closing
    lay_out = (lambda: obj.layout(200, 60)) if kind == "button" else (lambda: obj.layout(WIDTH))
    with pytest.raises(ReentrantError, match="measure callback"):
        lay_out()
    assert not obj.closed and _callbacks.registry_size() == registry_baseline + REGISTRATIONS[kind]
    obj.measure = measure
    lay_out()  # usable
    holder.clear()
    obj.close()
    assert obj.closed and _callbacks.registry_size() == registry_baseline


def test_close_inside_the_buttons_provider_is_refused_and_the_button_stays_open(registry_baseline: int) -> None:
    """A provider runs inside the button's update: ``close()`` there raises ``ReentrantError``
    (out of the read that ran the update) and changes nothing; outside, it closes."""
    holder: list[Any] = []

    def closing(configuration: ButtonConfiguration, state: Any) -> ButtonConfiguration:
        holder[0].close()
        return configuration

    button = Button(ButtonConfiguration(title="Title"), closing)
    holder.append(button)
    with pytest.raises(ReentrantError):
        button.layout(200, 60)
    assert not button.closed and _callbacks.registry_size() == registry_baseline + 1
    button.provider = ProviderKind.PLAIN
    assert button.layout(200, 60).title == "Title"  # usable
    holder.clear()
    button.close()
    assert button.closed and _callbacks.registry_size() == registry_baseline


@pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX fork")
def test_after_fork_an_object_another_thread_was_inside_fails_at_once_in_the_child() -> None:
    """A thread inside a toolbar's action (holding the toolbar's lock) when the process forks: in
    the child that thread does not exist, so its lock would never be let go. The child gets new
    locks, the library refuses calls on the object the thread was inside
    (``InvalidHandleError``, at once), and every other object works."""
    inside, release = threading.Event(), threading.Event()

    def action() -> None:
        inside.set()
        release.wait(10)

    toolbar = Toolbar([ControlGroup("G", buttons=[ControlButton("A", "img", action=action)])])
    other = ButtonGroup([Item("Pay"), Item("Transfer")])
    layout = toolbar.layout(WIDTH)
    worker = threading.Thread(target=toolbar.tap, args=layout.cells[0].frame.center)
    worker.start()
    assert inside.wait(10)
    pid = os.fork()
    if pid == 0:  # the child: report through the exit status, never return into pytest
        code = 1
        try:
            signal.alarm(10)  # a hang fails the test instead of blocking it
            try:
                toolbar.layout(WIDTH)
            except InvalidHandleError:
                code = 0 if len(other.layout_frames(WIDTH).tolist()) == 2 else 3
            else:
                code = 2
        finally:
            os._exit(code)
    release.set()
    worker.join()
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status
    assert toolbar.layout(WIDTH).cells  # the parent is not affected
    toolbar.close()
    other.close()


def test_an_action_may_close_its_own_group(registry_baseline: int) -> None:
    group = ButtonGroup([Item("Close", action=lambda: group.close()), Item("B", action=print)])
    assert group.tap(*group.layout(WIDTH).slots[0].frame.center) == 0
    assert group.closed
    with pytest.raises(InvalidHandleError):
        group.layout(WIDTH)


def test_racing_closes_free_once(at_once: Callable[[Callable[[], object]], None], registry_baseline: int) -> None:
    errors: list[BaseException] = []

    def close(obj: Any) -> None:
        try:
            obj.close()
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(error)

    for kind in ("group", "toolbar", "button", "theme"):
        for _ in range(10):
            obj, handle_id = made(kind, registry_baseline)
            at_once(functools.partial(close, obj))
            assert obj.closed and not live(kind, handle_id)
    gc.collect()
    assert errors == [] and _callbacks.registry_size() == registry_baseline


def test_an_object_dropped_while_an_exception_is_handled_leaves_that_exception_alone(registry_baseline: int) -> None:
    group = _make_group(print)
    try:
        raise KeyError("handled")
    except KeyError:
        del group  # freed here
        assert isinstance(sys.exc_info()[1], KeyError)
    assert _callbacks.registry_size() == registry_baseline


def test_the_pending_finalizers_stay_few_when_many_objects_come_and_go() -> None:
    gc.collect()
    alive = sum(1 for finalizer in list(_lifetime._pending) if finalizer() is not None)
    for _ in range(20_000):
        ButtonGroup([Item("A")])  # dropped at once
    assert len(_lifetime._pending) <= 2 * alive + 64, "the collected objects' finalizers are never swept out"
    kept = [ButtonGroup([Item("A")]) for _ in range(300)]
    pending = len(_lifetime._pending)
    assert pending >= 300
    for group in kept:
        group.close()  # a closed object's finalizer leaves the set at once
    assert len(_lifetime._pending) <= pending - 300


def test_objects_made_laid_out_and_dropped_leave_python_memory_where_it_was(registry_baseline: int) -> None:
    """Nothing the package keeps per object or per call stays behind (module tables, finalizers,
    views, registrations): Python's memory after 2,000 more rounds is what it was after 200."""

    def rounds(count: int) -> None:
        for index in range(count):
            for kind in ("group", "toolbar", "button"):
                obj = MAKERS[kind](print)
                if kind == "button":
                    obj.layout(200, 60).title
                else:
                    obj.layout(300 + index % 7).frames.tolist()
                    obj.layout_frames(301).tolist()
                if index % 2:
                    obj.close()

    rounds(200)  # caches warm, the finalizer set swept
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        rounds(2000)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 64 * 1024, f"{grown} bytes more after 2,000 rounds"
    assert _callbacks.registry_size() == registry_baseline


# ------------------------------------------------------------------ registrations


def test_update_registers_its_items_once_and_releases_the_old_ones(registry_baseline: int) -> None:
    with ButtonGroup([Item("A", action=print), Item("B", navigation_action=print), Item("C")]) as group:
        assert _callbacks.registry_size() == registry_baseline + 1  # one for every callback of the items
        group.update([Item("D", action=print), Item("E", action=print)])
        assert _callbacks.registry_size() == registry_baseline + 1
        assert group.item_count == 2 and group.items[0].title == "D"
        group.update([Item("F")])
        assert _callbacks.registry_size() == registry_baseline  # no callback: no registration
        group.update([])
        assert _callbacks.registry_size() == registry_baseline and group.item_count == 0


def test_replacing_and_clearing_group_callbacks_releases_them(registry_baseline: int) -> None:
    with ButtonGroup() as group:
        group.on_present_action_sheet = print
        group.on_navigate = print
        group.measure = measure
        group.on_action_sheet_dismissed = print
        assert _callbacks.registry_size() == registry_baseline + 4
        group.on_present_action_sheet = repr
        assert _callbacks.registry_size() == registry_baseline + 4
        group.on_present_action_sheet = None
        group.on_navigate = None
        assert group.on_present_action_sheet is None and group.on_navigate is None
        assert _callbacks.registry_size() == registry_baseline + 2
    assert _callbacks.registry_size() == registry_baseline  # close releases the rest


def test_callbacks_live_as_long_as_the_object_holds_them() -> None:
    fired: list[str] = []

    class Handler:
        def __call__(self) -> None:
            fired.append("tapped")

    handler = Handler()
    alive = weakref.ref(handler)
    group = ButtonGroup([Item("Pay", action=handler)], on_present_action_sheet=lambda sheet: fired.append("sheet"))
    del handler
    gc.collect()
    assert alive() is not None  # the registry holds it
    group.tap(*group.layout(WIDTH).slots[0].frame.center)
    assert fired == ["tapped"]
    group.update([Item("Other")])
    gc.collect()
    assert alive() is None  # ... until the library lets go


def test_a_failed_update_keeps_the_old_items_and_releases_the_new_callbacks(registry_baseline: int) -> None:
    with ButtonGroup([Item("Old", action=print)]) as group:
        with pytest.raises(InvalidUTF8Error):
            group.update([Item("New", action=print), Item("bad \ud800", action=print)])
        assert _callbacks.registry_size() == registry_baseline + 1
        assert group.items[0].title == "Old" and group.item_count == 1
        assert group.layout(WIDTH).slots[0].title == "Old"


def test_a_refused_constructor_leaves_nothing_behind(registry_baseline: int) -> None:
    for make in (lambda: ButtonGroup([Item("A", action=print), Item("\ud800")], measure=measure),
                 lambda: Toolbar([ControlButton("A", action=print), ControlButton("")], measure=measure),
                 lambda: ButtonGroup([Item("A")], measure="not callable")):  # type: ignore[arg-type]
        with pytest.raises((InvalidUTF8Error, ValueError, TypeError)):
            make()
    gc.collect()
    assert _callbacks.registry_size() == registry_baseline


# ------------------------------------------------------------------ themes


def test_objects_outlive_their_theme_and_a_closed_theme_is_not_the_builtin_one() -> None:
    theme = Theme.from_json('{"spacer": {"xs": 2}}')
    group = ButtonGroup([Item("A"), Item("B")], theme=theme)
    theme.close()
    theme.close()
    assert theme.closed
    with pytest.raises(InvalidHandleError):
        theme.number("spacer/xs")  # its freed handle must not read the built-in theme's tokens
    with pytest.raises(InvalidHandleError):
        ButtonGroup(theme=theme)
    with group:
        slots = group.layout(WIDTH).slots
        assert slots[1].frame.x - slots[0].frame.max_x == 2


def test_closing_the_builtin_theme_does_nothing() -> None:
    theme = Theme.builtin()
    theme.close()
    assert not theme.closed and theme.number("spacer/lg") == 24 and theme is Theme.builtin()


# ------------------------------------------------------------------ interpreter exit


_CHILD_OBJECTS = """
    import atexit

    def after_the_package():  # registered first, so it runs after the package's exit handler
        from buttongroup import _callbacks
        print("registrations", _callbacks.registry_size())
        print("closed", *[obj.closed for obj in kept])

    atexit.register(after_the_package)

    import buttongroup as bg

    class Released:
        def __call__(self, *args):
            return (10.0, 10.0)

        def __del__(self):
            print("released")

    group = bg.ButtonGroup([bg.Item("A", action=Released())], measure=Released())
    group.layout(300)
    toolbar = bg.Toolbar([bg.ControlButton("B", action=print)])
    button = bg.Button(bg.ButtonConfiguration(title="C"), action=print)
    theme = bg.Theme.from_json("{}")
    cycle = bg.ButtonGroup([bg.Item("D")])
    cycle.measure = lambda font, text, width, me=cycle: (1.0, 1.0)  # alive until exit
    kept = [group, toolbar, button, theme, cycle]
    """


def test_at_exit_the_pending_handles_are_freed_and_their_destroy_callbacks_run(run_python: RunPython) -> None:
    child = run_python(_CHILD_OBJECTS)
    assert child.returncode == 0, child.stderr
    lines = child.stdout.splitlines()
    assert "registrations 0" in lines, child.stdout  # the library ran every destroy callback
    assert "closed True True True True True" in lines, child.stdout
    assert child.stderr == ""  # nothing reported as ignored, no crash (the group's callbacks go last)


def test_after_the_exit_run_nothing_is_freed_twice_and_new_objects_still_are(run_python: RunPython) -> None:
    child = run_python(_CHILD_OBJECTS + """
    from buttongroup import InvalidHandleError, _lifetime
    _lifetime._free_pending_at_exit()  # what atexit calls
    print("closed", *[obj.closed for obj in kept])
    try:
        group.layout(300)
    except InvalidHandleError:
        print("refused")
    for obj in kept:
        obj.close()  # nothing left to free
    kept.clear()
    del group, toolbar, button, theme, cycle
    late = bg.ButtonGroup([bg.Item("E", action=print)])
    print("late", late.layout(300).slot_count)
    """)
    assert child.returncode == 0, child.stderr
    lines = [line for line in child.stdout.splitlines() if line != "released"]
    assert lines == ["closed True True True True True", "refused", "late 1", "registrations 0", "closed"], child.stdout
    assert child.stderr == ""
