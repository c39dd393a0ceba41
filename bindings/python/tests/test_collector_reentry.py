"""A garbage collection that starts while a layout's result is being read must not run there.

Its finalizers run arbitrary code: a ``__del__`` that lays the same group or toolbar out again
(the lock is reentrant) would change the library's memory between two reads of one result. The
result would mix two layouts (before the fix: about 16 wrong slots in 3,000 ctypes layouts), or
read memory the library let go. Both paths read with collection paused (``_collection.py``,
``PyGC_Disable`` in ``_group_call.c``); here a collection is forced at nearly every allocation,
with garbage whose finalizer lays the object out at another width.
"""

from __future__ import annotations

import gc
from typing import Any, Callable

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
    _accelerator,
)



def _group() -> ButtonGroup:
    return ButtonGroup([Item(t) for t in ("Pay", "Cash Advance", "Transfer", "History")], Parameters(max_visible=0))


def _toolbar() -> Toolbar:
    return Toolbar([ToolbarItem(ControlGroup(f"G{g}", buttons=[ControlButton(f"B{g}.{b}", "img") for b in range(2)]))
                    for g in range(3)])


def _frames_of(call: str, result: Any) -> Any:
    """What is compared: every frame (layout_frames) or every slot / cell (layout)."""
    if call == "layout_frames":
        return tuple(result)
    return result.slots if hasattr(result, "slots") else result.cells


@pytest.mark.parametrize("make", [_group, _toolbar], ids=["group", "toolbar"])
@pytest.mark.parametrize("call", ["layout", "layout_frames"])
def test_a_finalizer_laying_the_object_out_never_runs_inside_a_read(make: Callable[[], Any], call: str,
                                                                      path: str) -> None:
    subject, twin = make(), make()
    widths = [300 + k * 0.37 for k in range(400)]
    expected = [_frames_of(call, getattr(twin, call)(w, 2.0)) for w in widths]
    function = getattr(subject, call)
    inside, nested = [False], [0, 0]  # nested layouts run outside / inside a call

    class Trap:
        """Garbage only the collector frees (a cycle), whose finalizer lays the subject out."""

        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            nested[inside[0]] += 1
            function(777.0, 2.0)

    gc.collect()
    threshold = gc.get_threshold()
    gc.set_threshold(1)  # a collection at nearly every allocation of a tracked object
    try:
        results = []
        for width in widths:
            Trap()
            inside[0] = True
            result = function(width, 2.0)
            inside[0] = False
            results.append(_frames_of(call, result))
    finally:
        gc.set_threshold(*threshold)
        gc.collect()
        subject.close()
        twin.close()
    assert results == expected
    # The first object a call makes is part of its result, so a collection the call started
    # would have run inside the read; they all ran after the call instead.
    assert nested[1] == 0 and nested[0] >= len(widths) - 1


def test_a_finalizer_laying_a_button_out_never_runs_inside_its_layout(path: str) -> None:
    configuration = ButtonConfiguration(title="Title", subtitle="A subtitle long enough to truncate", image="house")
    subject, twin = Button(configuration), Button(configuration)
    sizes = [(120 + k * 0.37, 44.0) for k in range(300)]
    expected = [twin.layout(w, h, 2.0) for w, h in sizes]
    inside, nested = [False], [0, 0]

    class Trap:
        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            nested[inside[0]] += 1
            subject.layout(777.0, 60.0, 2.0)  # other texts fit: other strings in the library
            if inside[0]:
                Trap()  # garbage for the next collection, which would come during the read

    gc.collect()
    threshold = gc.get_threshold()
    gc.set_threshold(1)
    try:
        views = []
        for width, height in sizes:
            Trap()
            inside[0] = True
            view = subject.layout(width, height, 2.0)
            inside[0] = False
            views.append(view)
    finally:
        gc.set_threshold(*threshold)
        gc.collect()
        subject.close()
        twin.close()
    assert views == expected
    if _accelerator.BUTTON_LAYOUT is None:
        # The ctypes path: a collection runs before the read (making the call's view struct)
        # and leaves garbage for the next one, which the read's first allocation would start.
        assert nested[1] >= len(sizes)
    else:
        # The compiled call allocates nothing before its read and collects nothing during it:
        # every collection ran after the call.
        assert nested[1] == 0 and nested[0] >= len(sizes) - 1
