"""A garbage collection that starts while a layout's result is being read must not run there.

Its finalizers run arbitrary code: a ``__del__`` that lays the same object out again (the lock is
reentrant) would change the library's memory between two reads of one result. The result would
mix two layouts (before collection was paused: about 16 wrong slots in 3,000 layouts), or read
memory the library let go. ``layout`` reads its result with collection paused
(``_collection.py``); ``layout_frames`` has the library write into the object's buffer for the
calling thread, which only that thread's next ``layout_frames`` rewrites, as a whole. Here a collection is forced at
nearly every allocation, with garbage whose finalizer lays the object out at another width.
"""

from __future__ import annotations

import gc
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
    Item,
    Parameters,
    Toolbar,
    ToolbarItem,
)

OTHER_WIDTH = 777.0


def _group() -> ButtonGroup:
    return ButtonGroup([Item(t) for t in ("Pay", "Cash Advance", "Transfer", "History")], Parameters(max_visible=0))


def _toolbar() -> Toolbar:
    return Toolbar([ToolbarItem(ControlGroup(f"G{g}", buttons=[ControlButton(f"B{g}.{b}", "img") for b in range(2)]))
                    for g in range(3)])


def _parts(result: Any) -> Any:
    """What is compared of a whole layout: every slot or cell, and the accessibility nodes."""
    return (result.slots if hasattr(result, "slots") else result.cells), result.accessibility


class Traps:
    """Garbage only the collector frees (each trap is a cycle), whose finalizer calls
    ``lay_out``, while a collection is forced at nearly every allocation of a tracked object.

    Each finalizer leaves a new trap behind, so that whatever collection starts next, wherever
    it starts, finds one: inside a read, if collection were not paused there. ``nested[1]``
    counts the finalizers that ran inside a call (``inside[0]`` set by the test), ``nested[0]``
    the others.
    """

    def __init__(self, lay_out: Callable[[], object]) -> None:
        self.lay_out = lay_out
        self.inside, self.nested, self.armed = [False], [0, 0], [False]
        traps = self

        class Trap:
            def __init__(self) -> None:
                self.me = self

            def __del__(self) -> None:
                traps.nested[traps.inside[0]] += 1
                if traps.armed[0]:
                    Trap()
                    traps.lay_out()

        self.trap = Trap

    @contextmanager
    def set(self) -> Iterator[None]:
        gc.collect()
        threshold = gc.get_threshold()
        self.armed[0] = True
        self.trap()
        gc.set_threshold(1)
        try:
            yield
        finally:
            self.armed[0] = False
            gc.set_threshold(*threshold)
            gc.collect()

    def call(self, function: Callable[..., Any], *arguments: Any) -> Any:
        """``function(*arguments)``, counted as inside a call."""
        self.inside[0] = True
        try:
            return function(*arguments)
        finally:
            self.inside[0] = False


@pytest.mark.parametrize("make", [_group, _toolbar], ids=["group", "toolbar"])
def test_a_finalizer_laying_the_object_out_never_changes_a_layout_being_read(make: Callable[[], Any]) -> None:
    subject, twin = make(), make()
    widths = [300 + k * 0.37 for k in range(400)]
    expected = [_parts(twin.layout(w, 2.0)) for w in widths]

    def both() -> None:  # the library's result memory replaced, and the frames buffer rewritten
        subject.layout(OTHER_WIDTH, 2.0)
        subject.layout_frames(OTHER_WIDTH + 1, 2.0)

    traps = Traps(both)
    results = []
    try:
        with traps.set():
            for width in widths:
                layout = traps.call(subject.layout, width, 2.0)
                results.append(_parts(layout))  # decoded from the layout's copies, after the call
    finally:
        subject.close()
        twin.close()
    assert results == expected
    assert traps.nested[0] >= len(widths)  # the finalizers did run, around the calls


@pytest.mark.parametrize("make", [_group, _toolbar], ids=["group", "toolbar"])
def test_a_finalizers_whole_layout_leaves_the_frames_view_alone(make: Callable[[], Any]) -> None:
    """Only ``layout_frames`` writes the frames buffer: a finalizer's ``layout`` (or its event
    calls, which lay out too) between a ``layout_frames`` and the reading of its view changes
    nothing the view shows."""
    subject, twin = make(), make()
    widths = [300 + k * 0.37 for k in range(400)]
    expected = [twin.layout_frames(w, 2.0).tolist() for w in widths]
    traps = Traps(lambda: subject.layout(OTHER_WIDTH, 2.0))
    results = []
    try:
        with traps.set():
            for width in widths:
                frames = traps.call(subject.layout_frames, width, 2.0)
                results.append(list(frames))  # a Rect at a time: collections run in between
    finally:
        subject.close()
        twin.close()
    assert results == expected
    assert traps.nested[0] >= len(widths)


@pytest.mark.parametrize("make", [_group, _toolbar], ids=["group", "toolbar"])
def test_a_finalizers_layout_frames_rewrites_the_view_whole(make: Callable[[], Any]) -> None:
    """A finalizer's ``layout_frames`` is the object's next one: it may rewrite the view a host
    holds (documented), but always with one whole layout, never half of each."""
    subject, twin = make(), make()
    widths = [300 + k * 0.37 for k in range(400)]
    expected = [twin.layout_frames(w, 2.0).values.tolist() for w in widths]
    other = twin.layout_frames(OTHER_WIDTH, 2.0).values.tolist()
    traps = Traps(lambda: subject.layout_frames(OTHER_WIDTH, 2.0))
    reads = []
    try:
        with traps.set():
            for width in widths:
                frames = traps.call(subject.layout_frames, width, 2.0)
                reads.append(frames.values.tolist())  # one read: no Python code runs inside it
    finally:
        subject.close()
        twin.close()
    mixed = [width for width, read, own in zip(widths, reads, expected) if read not in (own, other)]
    assert mixed == [], f"views mixing two layouts at {mixed[:5]}"
    assert sum(traps.nested) >= len(widths)


def test_a_finalizer_laying_a_button_out_never_changes_its_layout_being_read() -> None:
    configuration = ButtonConfiguration(title="Title", subtitle="A subtitle long enough to truncate", image="house")
    subject, twin = Button(configuration), Button(configuration)
    sizes = [(120 + k * 0.37, 44.0) for k in range(300)]
    expected = [twin.layout(w, h, 2.0) for w, h in sizes]
    traps = Traps(lambda: subject.layout(OTHER_WIDTH, 60.0, 2.0))  # other texts fit: other strings in the library
    views = []
    try:
        with traps.set():
            for width, height in sizes:
                views.append(traps.call(subject.layout, width, height, 2.0))
    finally:
        subject.close()
        twin.close()
    assert views == expected
    assert traps.nested[0] >= len(sizes)
