"""Objects shared between threads: each object's calls are serialized by its lock (a reentrant
``threading.RLock``, ``_lifetime.State.lock``), callbacks run on the calling thread and may call
back into their object, a callback's exception comes out on its own thread only, and a ``close``
racing with calls leaves every call either done or refused.

A ``layout_frames`` view is the calling thread's own: it stays whole until the same thread's next
``layout_frames`` on that object.

(Whole layouts from many threads at once: ``test_fast_layout.py`` and
``test_toolbar_fast_layout.py``; registrations and closes racing: ``test_lifetime.py``.)
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from buttongroup import (
    Button,
    ButtonConfiguration,
    ButtonGroup,
    ControlButton,
    ControlGroup,
    InvalidHandleError,
    Item,
    Parameters,
    Toolbar,
    _callbacks,
    _pending,
)

WIDTH = 360.0


@contextmanager
def fast_switching() -> Iterator[None]:
    """Threads switch as often as the interpreter allows, meanwhile (races show sooner)."""
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(switch)


def run_threads(*targets: Callable[[], object]) -> list[BaseException]:
    """Runs each target in a thread of its own, started together; returns what they raised."""
    errors: list[BaseException] = []
    barrier = threading.Barrier(len(targets))

    def started(target: Callable[[], object]) -> None:
        barrier.wait()
        try:
            target()
        except BaseException as error:  # noqa: BLE001 - reported by the caller
            errors.append(error)

    threads = [threading.Thread(target=started, args=(target,)) for target in targets]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return errors


# ------------------------------------------------------------------ the lock


@pytest.mark.parametrize("call", ["layout", "tap", "update", "item_count"])
def test_a_call_waits_while_another_thread_is_inside_the_group(call: str) -> None:
    """A measure callback blocked on one thread holds the group: another thread's call waits
    for it, then runs."""
    entered, release = threading.Event(), threading.Event()

    def blocking_measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        if threading.current_thread() is not threading.main_thread() and not release.is_set():
            entered.set()
            release.wait()
        return (8.0 * len(text), 17.0)

    with ButtonGroup([Item("Pay", action=lambda: None)], measure=lambda f, t, w: (8.0 * len(t), 17.0)) as group:
        center = group.layout(WIDTH).slots[0].frame.center
        group.measure = blocking_measure  # (a new measurer: the next layout measures again)
        holder = threading.Thread(target=lambda: group.layout(WIDTH + 1))
        holder.start()
        assert entered.wait(10)
        done = threading.Event()
        calls: dict[str, Callable[[], object]] = {
            "layout": lambda: group.layout(WIDTH), "tap": lambda: group.tap(*center),
            "update": lambda: group.update([Item("Pay", action=lambda: None)]), "item_count": lambda: group.item_count,
        }

        def wait_and_call() -> None:
            calls[call]()
            done.set()

        waiter = threading.Thread(target=wait_and_call)
        waiter.start()
        assert not done.wait(0.2), f"{call} ran while another thread was inside the group"
        release.set()
        holder.join()
        waiter.join()
        assert done.is_set()


def test_a_callback_runs_on_the_calling_thread_and_may_call_back_into_its_object(registry_baseline: int) -> None:
    """The lock is reentrant: an action laying its group out and updating it, and a measure
    asking for the item count, run on the thread that tapped, without a deadlock."""
    seen: list[tuple[str, Any]] = []

    def action() -> None:
        seen.append(("action on", threading.current_thread().name))
        seen.append(("slots", group.layout(WIDTH / 2).slot_count))
        group.update([Item("Again", action=action)])

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        seen.append(("items", group.item_count))
        return (8.0 * len(text), 17.0)

    with ButtonGroup([Item("Pay", action=action)], measure=measure) as group:
        for name in ("first", "second"):
            tapper = threading.Thread(target=lambda: group.tap(*group.layout(WIDTH).slots[0].frame.center), name=name)
            tapper.start()
            tapper.join()
        assert group.items[0].title == "Again" and _callbacks.registry_size() == registry_baseline + 2
    assert ("action on", "first") in seen and ("action on", "second") in seen
    assert seen.count(("slots", 1)) == 2 and ("items", 1) in seen


def test_threads_queued_on_a_held_object_all_get_their_turn() -> None:
    with Toolbar([ControlGroup("G", buttons=[ControlButton("A", "a"), ControlButton("B", "b")])]) as toolbar:
        expected = toolbar.layout(300)
        results: list[Any] = []
        with toolbar._state.lock:
            threads = [threading.Thread(target=lambda: results.append(toolbar.layout(300))) for _ in range(6)]
            for thread in threads:
                thread.start()
            assert results == []  # all waiting
        for thread in threads:
            thread.join()
        assert results == [expected] * 6


# ------------------------------------------------------------------ exceptions stay on their thread


class Boom(Exception):
    pass


def test_a_callbacks_exception_comes_out_on_its_own_thread_only(registry_baseline: int) -> None:
    def fail() -> None:
        raise Boom(threading.current_thread().name)

    failing = ButtonGroup([Item("Fail", action=fail)])
    quiet = ButtonGroup([Item("Quiet", action=lambda: None)])
    failing_center = failing.layout(WIDTH).slots[0].frame.center
    quiet_center = quiet.layout(WIDTH).slots[0].frame.center
    raised: list[str] = []

    def tap_failing() -> None:
        for _ in range(300):
            with pytest.raises(Boom) as error:
                failing.tap(*failing_center)
            raised.append(str(error.value))

    def tap_quiet() -> None:
        for _ in range(300):
            assert quiet.tap(*quiet_center) == 0
            assert quiet.layout_frames(WIDTH).tolist()[0].width > 0
        assert _pending.take() is None

    with fast_switching():
        errors = run_threads(tap_failing, tap_quiet, tap_quiet)
    failing.close()
    quiet.close()
    assert errors == [] and len(raised) == 300 and len(set(raised)) == 1  # always the failing thread's
    assert _pending.take() is None


# ------------------------------------------------------------------ closes racing with calls


def test_a_close_racing_with_calls_leaves_each_call_done_or_refused(registry_baseline: int) -> None:
    outcomes: dict[str, int] = {"done": 0, "refused": 0}
    lock = threading.Lock()

    def hammer(call: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            for _ in range(40):
                try:
                    call()
                    outcome = "done"
                except InvalidHandleError:
                    outcome = "refused"
                with lock:
                    outcomes[outcome] += 1
        return run

    with fast_switching():
        for round_ in range(30):
            rng = random.Random(round_)
            group = ButtonGroup([Item(f"I{i}", action=lambda: None) for i in range(5)], Parameters(max_visible=3),
                                measure=lambda f, t, w: (8.0 * len(t), 17.0))
            toolbar = Toolbar([ControlButton("A", action=lambda: None)])
            button = Button(ButtonConfiguration(title="B"), action=lambda: None)
            width = rng.uniform(200, 500)
            errors = run_threads(
                hammer(lambda: group.layout(width)), hammer(lambda: group.layout_frames(width + 1).tolist()),
                hammer(lambda: group.update([Item("U", action=lambda: None)])), hammer(lambda: toolbar.layout(width)),
                hammer(lambda: button.layout(100, 40)), hammer(lambda: setattr(group, "on_navigate", print)),
                group.close, toolbar.close, button.close,
            )
            assert errors == []
            assert group.closed and toolbar.closed and button.closed
    assert outcomes["done"] > 0 and outcomes["refused"] > 0
    assert _callbacks.registry_size() == registry_baseline


def test_layouts_stay_whole_while_other_threads_run_layout_frames() -> None:
    """``layout_frames`` writes the object's frames buffer only: a ``layout`` in one thread is
    never mixed with the frames-only layouts other threads make of the same object meanwhile."""
    items = [Item(f"Title number {i} that is long" if i % 3 == 0 else f"T{i}") for i in range(7)]
    widths = [60 + 9 * i for i in range(48)]
    with ButtonGroup(items, Parameters(max_visible=0)) as group, ButtonGroup(items, Parameters(max_visible=0)) as twin:
        expected = {width: twin.layout(width, 2) for width in widths}
        torn: list[float] = []

        def whole(seed: int) -> Callable[[], None]:
            def run() -> None:
                rng = random.Random(seed)
                for _ in range(600):
                    width = rng.choice(widths)
                    layout = group.layout(width, 2)
                    if (layout.slots, layout.accessibility) != (expected[width].slots, expected[width].accessibility):
                        torn.append(width)
            return run

        def frames_only(seed: int) -> Callable[[], None]:
            def run() -> None:
                rng = random.Random(seed)
                for _ in range(1500):
                    group.layout_frames(rng.choice(widths) + 0.5, 2)
            return run

        with fast_switching():
            errors = run_threads(whole(1), whole(2), frames_only(3), frames_only(4))
    assert errors == [] and torn == []


def test_frames_stay_whole_while_other_threads_change_the_group() -> None:
    """One thread runs ``layout_frames`` (the only writer of the group's frames buffer) while
    others replace the items and lay the group out: each view read right after its call is the
    frames of one set of items or the other, never a mix."""
    sets = [[Item(t) for t in ("Pay", "Transfer", "History")], [Item(t) for t in ("Cash Advance", "Go", "Statements")]]
    widths = [200 + 13 * k for k in range(30)]
    expected: dict[float, list[Any]] = {}
    for items in sets:
        with ButtonGroup(items, Parameters(max_visible=0)) as twin:
            for width in widths:
                expected.setdefault(width, []).append(twin.layout_frames(width, 2).tolist())
    mixed: list[float] = []
    with ButtonGroup(sets[0], Parameters(max_visible=0)) as group:
        def frames() -> None:
            for step in range(1500):
                width = widths[step % len(widths)]
                if group.layout_frames(width, 2).tolist() not in expected[width]:
                    mixed.append(width)

        def update() -> None:
            for step in range(400):
                group.update(sets[step % 2])

        with fast_switching():
            errors = run_threads(frames, update, lambda: [group.layout(w, 2) for w in widths * 20])
    assert errors == [] and mixed == []


@pytest.mark.parametrize("make", ["group", "toolbar"])
def test_a_frames_view_stays_whole_until_its_own_threads_next_call(make: str) -> None:
    """Each thread has its own frames buffer per object: a view read long after its call (other
    threads laying the same object out at other widths meanwhile) is still its call's frames."""
    widths = [600 + 17 * k for k in range(20)]  # wide enough that nothing overflows (no hysteresis)

    def made() -> Any:
        if make == "group":
            return ButtonGroup([Item(t) for t in ("Pay", "Transfer", "History", "Cash")], Parameters(max_visible=0))
        return Toolbar([ControlGroup(f"G{g}", buttons=[ControlButton(f"B{g}{b}", "img") for b in range(3)])
                        for g in range(3)])

    with made() as subject, made() as twin:
        expected = {width: twin.layout_frames(width, 2).tolist() for width in widths}
        changed: list[float] = []

        def run(seed: int) -> Callable[[], None]:
            def loop() -> None:
                rng = random.Random(seed)
                for _ in range(800):
                    width = rng.choice(widths)
                    view = subject.layout_frames(width, 2)
                    for _ in range(rng.randrange(3)):
                        threading.Event().wait(0)  # let the other threads run their calls
                    if view.tolist() != expected[width]:
                        changed.append(width)
            return loop

        with fast_switching():
            errors = run_threads(run(1), run(2), run(3))
    assert errors == [] and changed == []


def test_a_shared_buttons_views_stay_whole_while_another_thread_changes_it() -> None:
    titles = ["Title", "A much longer title that truncates", "Mid"]
    configurations = [ButtonConfiguration(title=t, subtitle="Sub", image="house") for t in titles]
    sizes = [(90.0 + 7 * k, 44.0) for k in range(12)]
    expected: dict[tuple[float, float], list[Any]] = {}
    for configuration in configurations:
        with Button(configuration) as twin:
            for size in sizes:
                expected.setdefault(size, []).append(twin.layout(*size, 2.0))
    torn: list[tuple[float, float]] = []
    with Button(configurations[0]) as button:
        def lay_out(seed: int) -> Callable[[], None]:
            def run() -> None:
                rng = random.Random(seed)
                for _ in range(400):
                    size = rng.choice(sizes)
                    if button.layout(*size, 2.0) not in expected[size]:
                        torn.append(size)
            return run

        def change() -> None:
            for step in range(600):
                button.base_configuration = configurations[step % len(configurations)]

        with fast_switching():
            errors = run_threads(lay_out(1), lay_out(2), change)
    assert errors == [] and torn == []
