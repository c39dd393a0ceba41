"""Ctrl-C (SIGINT, ``KeyboardInterrupt``) arriving anywhere during a call into the binding (POSIX).

Python runs a signal handler between two bytecodes of whatever Python code runs in the main
thread; the default SIGINT handler raises ``KeyboardInterrupt`` there. The package does no
signal handling of its own: an interrupt raised inside a Python callback is caught by the
trampoline and re-raised from the C call that ran the callback (the object stays usable);
anywhere else it comes out where it lands. Whatever it interrupts, no callback registration
leaks (a registry entry is stored right before the C call taking its key, the library releases
it with ``REGISTRY.pop`` itself) and no handle is lost (an object's handle is its state's from the
instant it exists). The one place ctypes cannot deliver it is a trampoline's very first bytecode,
before its ``try``: ctypes reports it as "Exception ignored", never silently.
"""

from __future__ import annotations

import gc
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from test_lifetime import live

import buttongroup
from buttongroup import (
    Button,
    ButtonConfiguration,
    ButtonGroup,
    CallbackError,
    ControlButton,
    ControlGroup,
    ControlGroupStyle,
    Item,
    Parameters,
    PointerPhase,
    Toolbar,
    _callbacks,
    _pending,
)

WIDE = 4000.0
PACKAGE = str(Path(buttongroup.__file__).resolve().parent)


def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
    """A pure measurer: the same size for a text whoever asks, so layouts can be compared."""
    return (7.0 * len(text) + 3.0, 17.0)


def nothing(*arguments: object) -> None:
    """A callback that does nothing (in Python: an interrupt may land in it)."""


class Unraisable(NamedTuple):
    """What Python reported as "Exception ignored" (kept without its traceback, whose frames
    would keep the objects they were using alive)."""

    exc_type: type[BaseException]
    err_msg: str
    object: str


@contextmanager
def caught_unraisables() -> Iterator[list[Unraisable]]:
    """What Python reports as "Exception ignored" meanwhile (e.g. an exception escaping a ctypes
    callback: ctypes prints it and answers C with whatever its return slot held)."""
    caught: list[Unraisable] = []
    previous = sys.unraisablehook
    sys.unraisablehook = lambda raised: caught.append(
        Unraisable(raised.exc_type, raised.err_msg or "Exception ignored", repr(raised.object)))
    try:
        yield caught
    finally:
        sys.unraisablehook = previous


def describe(unraisables: list[Unraisable]) -> list[str]:
    return [f"{u.err_msg}: {u.exc_type.__name__} in {u.object}" for u in unraisables]


# --------------------------------------------------------------------- the storm


class Storm:
    """SIGALRM every ``interval`` seconds (``setitimer``), whose handler raises
    ``KeyboardInterrupt`` wherever the main thread is, once per arming: the test arms it at the
    start of its ``try`` and disarms it at the end, so that its own bookkeeping outside the
    ``try`` is never interrupted. ``sent`` counts the interrupts raised."""

    def __init__(self, interval: float) -> None:
        self.interval, self.armed, self.sent = interval, False, 0

    def _on_alarm(self, signum: int, frame: Any) -> None:
        if self.armed:
            self.armed = False
            self.sent += 1
            raise KeyboardInterrupt

    @contextmanager
    def blowing(self) -> Iterator[None]:
        previous = signal.signal(signal.SIGALRM, self._on_alarm)
        signal.setitimer(signal.ITIMER_REAL, self.interval, self.interval)
        try:
            yield
        finally:
            self.armed = False  # (an alarm still on its way finds it disarmed)
            signal.setitimer(signal.ITIMER_REAL, 0, 0)
            signal.signal(signal.SIGALRM, previous)


POOL = [f"{word} {index}" for index, word in enumerate(("Pay", "Transfer", "History", "Cash Advance", "Savings") * 6)]


def new_object(rng: random.Random) -> Any:
    """A group, a toolbar or a button with Python callbacks of every kind it has."""
    kind = rng.randrange(3)
    if kind == 0:
        return ButtonGroup([Item(t, action=nothing, navigation_action=nothing) for t in rng.sample(POOL, 5)],
                           Parameters(max_visible=3), measure=measure, on_present_action_sheet=nothing,
                           on_navigate=lambda item: item.navigation_action("context"),
                           on_action_sheet_dismissed=nothing)
    if kind == 1:
        menu = ControlGroup("Menu", buttons=[ControlButton("M1", action=nothing), ControlButton("M2")],
                            style=ControlGroupStyle.MENU)
        return Toolbar([ControlButton(t, "img", action=nothing) for t in rng.sample(POOL, 3)] + [menu],
                       on_menu=nothing, on_menu_dismissed=nothing, measure=measure)
    return Button(ButtonConfiguration(title=rng.choice(POOL), image="house"),
                  lambda configuration, state: configuration, action=nothing, on_updated=nothing, measure=measure,
                  measure_image=lambda name: (20.0, 20.0))


def exercise(obj: Any, rng: random.Random) -> None:
    """Every kind of call that registers callbacks or runs them, on ``obj``."""
    width = rng.uniform(150, 500)
    if isinstance(obj, ButtonGroup):
        obj.update([Item(t, action=nothing, navigation_action=nothing) for t in rng.sample(POOL, rng.randint(2, 6))])
        layout = obj.layout(width)
        obj.layout_frames(width + 1).tolist()
        if layout.more_slot is not None:
            obj.tap(*layout.more_slot.frame.center)  # presents the sheet
            obj.choose_sheet_item(0)  # action, then navigate -> navigation action -> run_navigation
        obj.activate_slot(0)
        if rng.random() < 0.3:
            obj.measure = measure  # a new registration, the old one released
    elif isinstance(obj, Toolbar):
        if rng.random() < 0.5:
            obj.set_items(list(obj.items)[::-1])
        cells = obj.layout(width).cells
        obj.layout_frames(width + 1).tolist()
        obj.tap(*cells[-1].frame.center)  # the menu group's button, or the overflow button
        obj.tap(*cells[0].frame.center)
        obj.on_menu = nothing
    else:
        obj.base_configuration = obj.base_configuration.replace(title=rng.choice(POOL))
        view = obj.layout(width / 2, 60)
        obj.pointer(PointerPhase.DOWN, *view.bounds.center)
        obj.pointer(PointerPhase.UP, *view.bounds.center)
        obj.action = nothing


def storm_cycle(rng: random.Random, kept: list[Any]) -> None:
    """Makes an object now and then, exercises one, and closes or drops one when there are many."""
    if len(kept) < 3 or rng.random() < 0.2:
        kept.append(new_object(rng))
    exercise(rng.choice(kept), rng)
    if len(kept) > 6:
        dropped = kept.pop(rng.randrange(len(kept)))
        if rng.random() < 0.5:
            dropped.close()


def usable(obj: Any) -> bool:
    """Lays ``obj`` out (a button at a size, the others at a width): True when that works."""
    if isinstance(obj, Button):
        obj.layout(200, 60)
    else:
        obj.layout(300)
    return True


def test_a_sigint_storm_leaks_no_registration_and_loses_no_interrupt(registry_baseline: int) -> None:
    """Objects made, laid out, tapped, updated, closed and dropped with an interrupt every ~0.7 ms
    for 8 s: every interrupt comes out once, as a ``KeyboardInterrupt`` or an "Exception ignored"
    report; afterwards every object is usable or closed, and once they are dropped no registration
    is left. (A registry entry stored one call before the C call taking its key, as
    ``ButtonGroup.update`` once did, leaked 3 to 5 a second here; the package with signal handling
    of its own leaked about 2.)"""
    rng = random.Random(1234)
    kept: list[Any] = []
    storm = Storm(0.0007)
    caught = failed = cycles = 0
    with caught_unraisables() as unraisables:
        with storm.blowing():
            deadline = time.monotonic() + 8.0
            while time.monotonic() < deadline:
                cycles += 1
                try:
                    storm.armed = True
                    storm_cycle(rng, kept)
                    storm.armed = False
                except KeyboardInterrupt:
                    caught += 1
                except CallbackError:  # a trampoline answered garbage (see the ignored interrupts)
                    failed += 1
                storm.armed = False
    ignored = [u for u in unraisables if u.exc_type is KeyboardInterrupt]
    assert len(ignored) == len(unraisables), describe(unraisables)  # nothing else reported
    assert storm.sent > 1000 and cycles > 200, "the storm should have interrupted a lot"
    assert caught + len(ignored) == storm.sent, "every interrupt comes out once: none lost, none doubled"
    assert failed <= len(ignored)
    assert _pending.take() is None, "an exception was left pending"
    assert all(obj.closed or usable(obj) for obj in kept)
    kept.clear()
    gc.collect()
    assert _callbacks.registry_size() == registry_baseline, "callback registrations leaked"


# ------------------------------------------------------------- one interrupt, in a callback


class Interrupting:
    """A callback raising ``KeyboardInterrupt`` (as the default SIGINT handler does, inside the
    callback's Python code) while ``on``; else it answers as ``answer`` says."""

    def __init__(self, answer: Callable[..., Any] = nothing) -> None:
        self.on, self.answer, self.calls = True, answer, 0

    def __call__(self, *arguments: Any) -> Any:
        self.calls += 1
        if self.on:
            signal.raise_signal(signal.SIGINT)
        return self.answer(*arguments)


def _group_case(where: str, callback: Interrupting) -> tuple[Any, Callable[[Any], object]]:
    navigation = callback if where == "navigation_action" else nothing if where == "navigate" else None
    items = [Item(t, action=callback if where == "action" else None, navigation_action=navigation)
             for t in ("Pay", "Go", "More1", "More2")]
    group = ButtonGroup(items, Parameters(max_visible=2), measure=callback if where == "measure" else measure,
                        on_present_action_sheet=callback if where == "sheet" else None,
                        on_navigate=(lambda item: item.navigation_action("context")) if where == "navigation_action" else
                        callback if where == "navigate" else None)
    if where == "measure":
        return group, lambda g: g.layout(WIDE)
    layout = group.layout(300)
    slot = layout.more_slot if where == "sheet" else layout.slots[0]
    return group, lambda g: g.tap(*slot.frame.center)  # type: ignore[union-attr]


def _toolbar_case(where: str, callback: Interrupting) -> tuple[Any, Callable[[Any], object]]:
    menu = ControlGroup("Menu", buttons=[ControlButton("M1"), ControlButton("M2")], style=ControlGroupStyle.MENU)
    toolbar = Toolbar([ControlButton("A", "a", action=callback if where == "action" else None), menu],
                      on_menu=callback if where == "menu" else None, measure=callback if where == "measure" else measure)
    if where == "measure":
        return toolbar, lambda t: t.layout(WIDE)
    cells = toolbar.layout(300).cells
    return toolbar, lambda t: t.tap(*cells[0 if where == "action" else -1].frame.center)


def _button_case(where: str, callback: Interrupting) -> tuple[Any, Callable[[Any], object]]:
    button = Button(ButtonConfiguration(title="A", image="house"), **{where: callback})  # type: ignore[arg-type]
    if where == "action":
        button.layout(200, 60)
        return button, lambda b: b.activate()
    if where != "measure_image":  # (the image is measured once, by the first layout)
        button.layout(200, 60)

    def retitled_layout(b: Button) -> None:  # a new title: an update (provider, on_updated) and a measure
        b.base_configuration = b.base_configuration.replace(title=b.base_configuration.title + "B")
        b.layout(200, 60)

    return button, retitled_layout


CALLBACKS: list[tuple[str, str, Callable[..., Any]]] = [
    ("group", "action", nothing), ("group", "navigation_action", nothing), ("group", "navigate", nothing),
    ("group", "sheet", nothing), ("group", "measure", measure),
    ("toolbar", "action", nothing), ("toolbar", "menu", nothing), ("toolbar", "measure", measure),
    ("button", "action", nothing), ("button", "provider", lambda configuration, state: configuration),
    ("button", "on_updated", nothing), ("button", "measure", measure), ("button", "measure_image", lambda name: None),
]


@pytest.mark.parametrize(("kind", "where", "answer"), CALLBACKS, ids=[f"{k}.{w}" for k, w, _ in CALLBACKS])
def test_an_interrupt_inside_a_callback_comes_out_of_the_call_that_ran_it(kind: str, where: str, answer: Any,
                                                                          registry_baseline: int) -> None:
    callback = Interrupting(answer)
    callback.on = False  # (while the object is made and laid out)
    make = {"group": _group_case, "toolbar": _toolbar_case, "button": _button_case}[kind]
    with caught_unraisables() as unraisables:
        obj, trigger = make(where, callback)
        registrations = _callbacks.registry_size()
        callback.on, calls = True, callback.calls
        with pytest.raises(KeyboardInterrupt):
            trigger(obj)
        assert callback.calls > calls and _pending.take() is None
        assert _callbacks.registry_size() == registrations and not obj.closed
        callback.on = False
        trigger(obj)  # usable, the callback too
        obj.close()
    assert unraisables == [], describe(unraisables)
    assert _callbacks.registry_size() == registry_baseline


def test_an_interrupted_measure_caches_nothing() -> None:
    interrupting = Interrupting(measure)
    interrupting.on = False
    with ButtonGroup([Item("Pay"), Item("Transfer"), Item("History")], measure=interrupting) as group:
        interrupting.on = True
        with pytest.raises(KeyboardInterrupt):
            group.layout(WIDE)
        interrupting.on = False
        with ButtonGroup(group.items, measure=measure) as control:
            assert group.layout(WIDE) == control.layout(WIDE)


def test_an_interrupt_in_a_call_a_callback_makes_stops_the_callback_there() -> None:
    loops: list[int] = []
    with ButtonGroup([Item("Other", action=Interrupting())]) as other:
        other_center = other.layout(300).slots[0].frame.center

        def action() -> None:
            for index in range(100):  # a host loop calling the binding: Ctrl-C must stop it
                loops.append(index)
                other.tap(*other_center)

        with ButtonGroup([Item("Pay", action=action)]) as group:
            with pytest.raises(KeyboardInterrupt):
                group.tap(*group.layout(300).slots[0].frame.center)
            assert _pending.take() is None
    assert loops == [0]


# ------------------------------------------------------------- where ctypes cannot deliver it


def test_an_interrupt_at_a_trampolines_first_bytecode_is_reported_and_the_object_stays_usable() -> None:
    """Before the trampoline's ``try`` the interrupt escapes into ctypes, which reports it as
    "Exception ignored" and answers C with whatever the return slot held: the call succeeds or
    fails, and the next one works."""

    def tracer(frame: Any, kind: str, argument: Any) -> Any:
        if kind == "call" and frame.f_code.co_name == "call" and frame.f_code.co_filename.endswith("_callbacks.py"):
            sys.settrace(None)
            signal.raise_signal(signal.SIGINT)  # as its first bytecode starts
        return None

    with caught_unraisables() as unraisables, ButtonGroup([Item("Pay"), Item("Transfer")], measure=measure) as group:
        sys.settrace(tracer)
        try:
            group.layout(WIDE)
        except CallbackError:
            pass  # the garbage answer was a failure
        finally:
            sys.settrace(None)
        assert [u.exc_type for u in unraisables] == [KeyboardInterrupt], describe(unraisables)
        assert "ctypes callback" in unraisables[0].err_msg
        group.measure = measure  # (what that answer cached is dropped with the measurer's cache)
        with ButtonGroup(group.items, measure=measure) as control:
            assert group.layout(WIDE) == control.layout(WIDE)


def test_an_interrupt_while_waiting_for_an_objects_lock_comes_out_and_takes_nothing() -> None:
    """Another thread is inside the group (its measure callback waits): the main thread's
    ``layout`` waits for the group's lock until SIGINT arrives, raises ``KeyboardInterrupt``, and
    holds nothing: the group is usable once the other thread is done."""
    entered, release, stop = threading.Event(), threading.Event(), threading.Event()
    armed = [False]

    def waiting_measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        if threading.current_thread() is not threading.main_thread() and not release.is_set():
            entered.set()
            release.wait()
        return measure(font, text, max_width)

    def interrupt() -> None:
        while not stop.is_set():
            signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGINT)
            stop.wait(0.01)

    def on_sigint(signum: int, frame: Any) -> None:
        if armed[0]:  # once, and only around the wait: the SIGINTs still on their way are dropped
            armed[0] = False
            raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, on_sigint)
    with ButtonGroup([Item("Pay")], measure=waiting_measure) as group:
        holder = threading.Thread(target=lambda: group.layout(300))
        sender = threading.Thread(target=interrupt)
        holder.start()
        try:
            assert entered.wait(10)
            sender.start()
            with pytest.raises(KeyboardInterrupt):
                armed[0] = True
                group.layout(301)  # waits for the lock the holder has
        finally:
            armed[0] = False
            stop.set()
            release.set()
            if sender.ident is not None:
                sender.join()
            holder.join()
            signal.signal(signal.SIGINT, previous)
        assert group.layout(301).size.width == 301  # the lock was not left taken


# ------------------------------------------------------------------ the host's handlers


def test_the_package_never_touches_the_sigint_handler() -> None:
    """A host handler that does not raise runs at once, inside the callback, which goes on; one a
    callback installs stays; an ignored SIGINT stays ignored; other threads change nothing."""
    fired: list[str] = []
    received: list[list[str]] = []

    def action() -> None:
        fired.append("before")
        signal.raise_signal(signal.SIGINT)  # the host's handler runs now
        fired.append("after")  # and the callback goes on

    def handler(signum: int, frame: Any) -> None:
        received.append(list(fired))

    try:
        signal.signal(signal.SIGINT, handler)
        with ButtonGroup([Item("Pay", action=action)]) as group:
            group.tap(*group.layout(300).slots[0].frame.center)
            assert received == [["before"]] and fired == ["before", "after"]
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        with ButtonGroup([Item("Pay", action=lambda: signal.raise_signal(signal.SIGINT))]) as group:
            group.tap(*group.layout(300).slots[0].frame.center)
            assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
            group.update([Item("Pay", action=lambda: signal.signal(signal.SIGINT, handler))])
            group.tap(*group.layout(300).slots[0].frame.center)
            assert signal.getsignal(signal.SIGINT) is handler
        signal.signal(signal.SIGINT, signal.default_int_handler)
        seen: list[Any] = []

        def work() -> None:
            with ButtonGroup([Item("Pay", action=lambda: seen.append(signal.getsignal(signal.SIGINT)))]) as group:
                group.tap(*group.layout(300).slots[0].frame.center)

        thread = threading.Thread(target=work)
        thread.start()
        thread.join()
        assert seen == [signal.default_int_handler]
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.mark.parametrize("at", ["update", "set_callback"])
def test_an_interrupt_inside_a_constructor_leaves_no_handle_and_no_registration(at: str,
                                                                               registry_baseline: int) -> None:
    """Ctrl-C inside ``ButtonGroup(...)`` once the handle exists (as the items or a callback are
    registered): the constructor closes what it made, and the caller gets the interrupt."""
    handles: list[int] = []

    def tracer(frame: Any, kind: str, argument: Any) -> Any:
        code = frame.f_code
        if kind == "call" and code.co_name == at and code.co_filename.startswith(PACKAGE):
            sys.settrace(None)
            maker = frame
            while maker.f_code.co_name != "__init__":
                maker = maker.f_back
            handles.append(maker.f_locals["self"]._state.handle.id)
            signal.raise_signal(signal.SIGINT)
        return None

    interrupted = False
    sys.settrace(tracer)
    try:
        ButtonGroup([Item("Pay", action=nothing)], measure=measure, on_navigate=nothing)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        sys.settrace(None)
    gc.collect()
    assert interrupted and handles and handles[0] != 0
    assert not live("group", handles[0]) and _callbacks.registry_size() == registry_baseline
