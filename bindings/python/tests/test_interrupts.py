"""Ctrl-C (SIGINT) arriving anywhere during a call into the binding.

Python runs the SIGINT handler between two bytecodes of whatever Python code runs in the main
thread; the default one raises ``KeyboardInterrupt`` there. Wherever it lands, the binding must
let the interrupt come out of the call that was running (or after it), leak no callback
registration, never answer the library with garbage from a callback (so nothing wrong is
cached), leave no exception pending, and keep Python's view of a group (items, callbacks,
parameters) equal to the library's.

``test_an_interrupt_at_any_line_of_the_binding_...`` proves it deterministically: it runs a
scenario once per line boundary (and function entry and exit) of the binding's code, raising
SIGINT exactly there. ``test_a_sigint_storm_...`` fires SIGINT every ~0.7 ms at random points
for a couple of seconds; its assertions do not depend on where the signals landed.
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
from typing import Any

import pytest

import buttongroup
from buttongroup import ButtonGroup, Direction, GroupLayout, Item, Parameters, _callbacks, _pending
from buttongroup.group import _callbacks as group_callbacks

PACKAGE = str(Path(buttongroup.__file__).resolve().parent)
WIDE = 4000.0


def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
    """A pure measurer: the same size for a text whoever asks, so layouts can be compared."""
    return (7.0 * len(text) + 3.0, 17.0)


class Tracked(ButtonGroup):
    """A group the test holds from the first line of its construction, so that an interrupted
    construction never leaves it to the garbage collector (whose finalizers an interrupt can
    hit too: see ``buttongroup._interrupts``)."""

    made: list[Tracked] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.made_whole = False
        Tracked.made.append(self)
        super().__init__(*args, **kwargs)
        self.made_whole = True  # (interrupted before this: the caller would never have got it)

    @classmethod
    def whole_and_open(cls) -> list[Tracked]:
        """The groups a caller holds and has not closed."""
        return [group for group in cls.made if group.made_whole and not group.closed]


@contextmanager
def caught_unraisables() -> Iterator[list[Any]]:
    """What Python reports as "Exception ignored" meanwhile (e.g. an exception escaping a ctypes
    callback: ctypes prints it and returns garbage to C)."""
    caught: list[Any] = []
    previous = sys.unraisablehook
    sys.unraisablehook = caught.append
    try:
        yield caught
    finally:
        sys.unraisablehook = previous


def describe(unraisables: list[Any]) -> list[str]:
    return [f"{u.err_msg}: {u.exc_type.__name__} in {u.object!r}" for u in unraisables]


def expected_registrations(group: ButtonGroup) -> int:
    """What the registry must hold for ``group``, by Python's view of it."""
    items = sum(1 for item in group.items if item.action is not None or item.navigation_action is not None)
    callbacks = (group.measure, group.on_present_action_sheet, group.on_navigate)
    return items + sum(callback is not None for callback in callbacks)


_controls: dict[tuple[Any, ...], GroupLayout] = {}


def control_layout(items: tuple[Item, ...], parameters: Parameters) -> GroupLayout:
    """The layout of a fresh group of the same items and parameters, never interrupted."""
    key = (tuple(item.title for item in items), parameters)
    if key not in _controls:
        with ButtonGroup([Item(item.title) for item in items], parameters, measure=measure) as control:
            _controls[key] = control.layout(WIDE)
    return _controls[key]


def assert_consistent(baseline: int) -> None:
    """Python's view of every open group is the library's, and its layout is a fresh group's.

    Groups whose construction was interrupted (their caller never got them) are closed first.
    """
    for group in Tracked.made:
        if not group.made_whole and getattr(group, "_owner", None) is not None:
            group.close()
    groups = Tracked.whole_and_open()
    assert _callbacks.registry_size() == baseline + sum(expected_registrations(group) for group in groups)
    for group in groups:
        assert group.item_count == len(group.items)
        assert group.layout(WIDE) == control_layout(group.items, group.parameters), "a wrong size is cached"


def close_all_and_check(baseline: int) -> None:
    """Closes every tracked group; then nothing may be left registered or pending."""
    for group in Tracked.made:
        if getattr(group, "_owner", None) is not None:
            group.close()
    Tracked.made.clear()
    assert _callbacks.registry_size() == baseline, "callback registrations leaked"
    assert not group_callbacks._contexts, "navigation contexts leaked"
    assert _pending.take() is None, "an exception was left pending"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


# ------------------------------------------------------------ one interrupt, at every line


def scenario() -> None:
    """Every kind of call that registers callbacks or runs them."""
    items = [Item(title, action=lambda: None) for title in ("Pay", "Cash Advance", "Transfer", "History", "Help")]
    group = Tracked(
        items,
        Parameters(max_visible=3),
        measure=measure,
        on_present_action_sheet=lambda sheet: None,
        on_navigate=lambda item: item.navigation_action("context"),
    )
    more = group.layout(320).more_slot
    assert more is not None
    group.tap(*more.frame.center)
    group.choose_sheet_item(0)
    group.update([Item("Go", navigation_action=lambda context: None), Item("Stay", action=lambda: None), Item("X")])
    group.layout_frames(300, 2.0, Direction.RTL)
    group.activate_slot(0)  # action, then on_navigate -> navigation_action -> run_navigation
    group.measure = measure
    group.on_present_action_sheet = None
    group.parameters = Parameters(max_visible=4)
    group.layout(280)
    group.close()


def run_with_sigint_at(target: int) -> tuple[int, bool]:
    """Runs ``scenario`` raising SIGINT at the ``target``-th trace event (call, line, return,
    exception) in the binding's files (0: never). Returns the events seen and whether it fired."""
    seen, fired = [0], [False]

    def event() -> bool:
        seen[0] += 1
        if seen[0] == target:
            fired[0] = True
            signal.raise_signal(signal.SIGINT)  # the handler runs here, as it would between bytecodes
        return not fired[0]

    def local(frame: Any, kind: str, argument: Any) -> Any:
        return local if event() else None

    def tracer(frame: Any, kind: str, argument: Any) -> Any:
        if fired[0] or not frame.f_code.co_filename.startswith(PACKAGE):
            return None
        return local if event() else None

    sys.settrace(tracer)
    try:
        scenario()
    except KeyboardInterrupt:
        pass
    finally:
        sys.settrace(None)
    return seen[0], fired[0]


def test_an_interrupt_at_any_line_of_the_binding_comes_out_cleanly(registry_baseline: int) -> None:
    run_with_sigint_at(0)  # warm caches, so the count below is the steady one
    close_all_and_check(registry_baseline)
    total, _ = run_with_sigint_at(0)
    close_all_and_check(registry_baseline)
    assert total > 500, "the scenario should run through a lot of the binding"
    fired = 0
    with caught_unraisables() as unraisables:
        for target in range(1, total + 1):
            _, did_fire = run_with_sigint_at(target)
            fired += did_fire
            assert_consistent(registry_baseline)
            close_all_and_check(registry_baseline)
    assert unraisables == [], describe(unraisables)
    assert fired >= total * 0.9


# --------------------------------------------------------------------- the storm


@contextmanager
def sigint_storm(interval: float, armed: list[bool], sent: list[int]) -> Iterator[Callable[[], None]]:
    """SIGINT every ``interval`` seconds while ``armed[0]`` (a SIGALRM timer whose handler raises
    SIGINT, so the SIGINT lands wherever the main thread is), counted in ``sent[0]``. Each SIGINT
    disarms the storm until the test arms it again: the test's own loop must not be interrupted
    outside its ``try``. Yields the function that stops it."""
    active = [True]

    def on_alarm(signum: int, frame: Any) -> None:
        if active[0] and armed[0]:
            armed[0] = False
            sent[0] += 1
            signal.raise_signal(signal.SIGINT)

    previous = signal.signal(signal.SIGALRM, on_alarm)

    def stop() -> None:
        for _ in range(1000):  # a SIGINT already on its way may still interrupt this once
            try:
                active[0] = False
                signal.setitimer(signal.ITIMER_REAL, 0, 0)
                signal.signal(signal.SIGALRM, previous)
                return
            except KeyboardInterrupt:
                continue

    signal.setitimer(signal.ITIMER_REAL, interval, interval)
    try:
        yield stop
    finally:
        stop()


POOL = [f"{word} {index}" for index, word in enumerate(("Pay", "Transfer", "History", "Cash Advance", "Savings") * 12)]


def storm_cycle(rng: random.Random, groups: list[ButtonGroup]) -> None:
    """Updates, lays out, re-registers and taps groups (creating and closing some)."""
    if rng.random() < 0.1:
        groups.append(Tracked([Item(t) for t in rng.sample(POOL, 3)], measure=measure))
        groups.pop(0).close()
    group = rng.choice(groups)
    group.update([Item(title, action=lambda: None) for title in rng.sample(POOL, rng.randint(2, 6))])
    layout = group.layout(rng.uniform(200, 500))
    if rng.random() < 0.2:
        group.measure = measure  # a new registration, and the cache dropped
    group.on_present_action_sheet = lambda sheet: None
    if layout.more_slot is not None:
        group.tap(*layout.more_slot.frame.center)
        group.choose_sheet_item(0)
    group.layout_frames(rng.uniform(200, 500))


def test_a_sigint_storm_leaks_nothing_and_caches_no_wrong_size(registry_baseline: int) -> None:
    rng = random.Random(1234)
    groups: list[ButtonGroup] = [Tracked([Item("A")], measure=measure) for _ in range(3)]
    interrupts, armed, sent = 0, [False], [0]
    with caught_unraisables() as unraisables:
        with sigint_storm(0.0007, armed, sent) as stop:
            deadline = time.monotonic() + 2.0
            while time.monotonic() < deadline:
                try:
                    armed[0] = True
                    storm_cycle(rng, groups)
                    armed[0] = False
                except KeyboardInterrupt:
                    interrupts += 1
            stop()
    assert sent[0] > 0, "the storm should have raised SIGINT"
    assert interrupts == sent[0], "every SIGINT comes out as one KeyboardInterrupt: none lost, none doubled"
    assert unraisables == [], describe(unraisables)  # e.g. "Exception ignored on calling ctypes callback"
    assert_consistent(registry_baseline)
    for group in Tracked.whole_and_open():
        # every text the storm measured: a wrong size would be cached for one of them
        for start in range(0, len(POOL), 5):
            group.update([Item(title) for title in POOL[start : start + 5]])
            assert group.layout(WIDE) == control_layout(group.items, group.parameters), "a wrong size is cached"
    close_all_and_check(registry_baseline)
    gc.collect()
    assert _callbacks.registry_size() == registry_baseline


# ------------------------------------------------------------- the rules, one by one


@contextmanager
def sigint_entering(*names: str) -> Iterator[list[str]]:
    """Raises SIGINT as the binding's functions called ``names`` start (the first time each
    does); yields the names hit, in order."""
    hit: list[str] = []

    def tracer(frame: Any, kind: str, argument: Any) -> Any:
        code = frame.f_code
        ours = code.co_filename.startswith(PACKAGE)
        if kind == "call" and ours and code.co_name in names and code.co_name not in hit:
            hit.append(code.co_name)
            signal.raise_signal(signal.SIGINT)
        return None

    sys.settrace(tracer)
    try:
        yield hit
    finally:
        sys.settrace(None)


def test_a_sigint_in_the_bindings_code_comes_out_after_the_call() -> None:
    fired: list[str] = []
    with ButtonGroup([Item("Pay", action=lambda: fired.append("action"))]) as group:
        center = group.layout(300).slots[0].frame.center
        with pytest.raises(KeyboardInterrupt), sigint_entering("lookup", "errcheck") as hit:
            group.tap(*center)  # SIGINT before the action is looked up, and after the C call
        assert hit == ["lookup", "errcheck"] and fired == ["action"]
        assert group.tap(*center) == 0 and fired == ["action", "action"]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_a_sigint_in_a_call_made_by_a_callback_interrupts_the_callback_when_that_call_returns() -> None:
    loops: list[int] = []
    with ButtonGroup([Item("Other")]) as other:
        other_center = other.layout(300).slots[0].frame.center

        def action() -> None:
            for index in range(100):  # a host loop calling the binding: Ctrl-C must stop it
                loops.append(index)
                other.tap(*other_center)

        with ButtonGroup([Item("Pay", action=action)]) as group:
            center = group.layout(300).slots[0].frame.center
            with pytest.raises(KeyboardInterrupt), sigint_entering("errcheck"):
                group.tap(*center)
    assert loops == [0]


def test_a_running_callback_is_interrupted_at_once_and_the_call_raises(registry_baseline: int) -> None:
    reached: list[str] = []

    def action() -> None:
        signal.raise_signal(signal.SIGINT)
        reached.append("past the signal")  # never: the callback is interrupted where it is

    with ButtonGroup([Item("Pay", action=action)]) as group:
        center = group.layout(300).slots[0].frame.center
        with pytest.raises(KeyboardInterrupt):
            group.tap(*center)
        assert reached == [] and _callbacks.registry_size() == registry_baseline + 1


def test_an_interrupted_measure_caches_nothing() -> None:
    interrupt = [True]

    def interrupted_measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        if interrupt[0] and text == "Transfer":
            signal.raise_signal(signal.SIGINT)
        return measure(font, text, max_width)

    items = [Item("Pay"), Item("Transfer"), Item("History")]
    with ButtonGroup(items, measure=interrupted_measure) as group:
        with pytest.raises(KeyboardInterrupt):
            group.layout(WIDE)
        interrupt[0] = False
        assert group.layout(WIDE) == control_layout(group.items, group.parameters)


def test_a_sigint_at_a_trampolines_first_instruction_is_delivered_after_the_call() -> None:
    """What ctypes cannot survive: an exception before the trampoline's ``try``. The trace
    function raises SIGINT as the trampoline's frame starts, before its first bytecode."""
    calls: list[str] = []

    def counting_measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        calls.append(text)
        return measure(font, text, max_width)

    def tracer(frame: Any, kind: str, argument: Any) -> Any:
        if kind == "call" and frame.f_code.co_name == "call" and frame.f_code.co_filename.endswith("_callbacks.py"):
            sys.settrace(None)
            signal.raise_signal(signal.SIGINT)
        return None

    items = [Item("Pay"), Item("Transfer")]
    with caught_unraisables() as unraisables, ButtonGroup(items, measure=counting_measure) as group:
        sys.settrace(tracer)
        try:
            with pytest.raises(KeyboardInterrupt):
                group.layout(WIDE)
        finally:
            sys.settrace(None)
        assert unraisables == [], describe(unraisables)
        assert calls  # the measure ran whole (the interrupt came after the call) ...
        assert group.layout(WIDE) == control_layout(group.items, group.parameters)  # ... and was right


def test_a_host_handler_that_does_not_raise_is_called_at_once_in_callbacks_and_once_after_a_call() -> None:
    fired: list[str] = []
    received: list[list[str]] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: received.append(list(fired)))

    def action() -> None:
        fired.append("before")
        signal.raise_signal(signal.SIGINT)  # in the host's code: the host's handler runs now
        fired.append("after")  # and the callback goes on

    try:
        with ButtonGroup([Item("Pay", action=action)]) as group:
            center = group.layout(300).slots[0].frame.center
            group.tap(*center)
            assert received == [["before"]] and fired == ["before", "after"]
            with sigint_entering("lookup", "errcheck") as hit:
                group.tap(*center)
            assert hit == ["lookup", "errcheck"]
            # the two SIGINTs in the binding's code coalesced into one call, after the tap
            assert received == [["before"], ["before", "after", "before"], ["before", "after", "before", "after"]]
    finally:
        signal.signal(signal.SIGINT, previous)


def test_an_ignored_sigint_stays_ignored() -> None:
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with ButtonGroup([Item("Pay", action=lambda: signal.raise_signal(signal.SIGINT))]) as group:
            group.tap(*group.layout(300).slots[0].frame.center)
            assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)


def test_a_handler_installed_by_a_callback_is_kept() -> None:
    received: list[int] = []

    def handler(signum: int, frame: Any) -> None:
        received.append(signum)

    try:
        with ButtonGroup([Item("Pay", action=lambda: signal.signal(signal.SIGINT, handler))]) as group:
            group.tap(*group.layout(300).slots[0].frame.center)
            assert signal.getsignal(signal.SIGINT) is handler
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def test_other_threads_do_not_touch_the_signal_handler() -> None:
    seen: list[Any] = []

    def work() -> None:
        with ButtonGroup([Item("Pay", action=lambda: seen.append(signal.getsignal(signal.SIGINT)))]) as group:
            group.tap(*group.layout(300).slots[0].frame.center)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert seen == [signal.default_int_handler]
