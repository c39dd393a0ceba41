"""``layout`` and ``layout_frames`` of a group or a toolbar are functions of its own, made on first
use (``_first_use.made_on_first_use``), and they keep its handle alive (they hold its owner).

Both paths are covered: the compiled one (the default here) and the ctypes one.
"""

from __future__ import annotations

import gc
import inspect
import os
import threading
from typing import Any, Callable

import pytest

from buttongroup import (
    ButtonGroup,
    ControlButton,
    ControlGroup,
    Frames,
    InvalidHandleError,
    Item,
    Toolbar,
    ToolbarItem,
    _accelerator,
    _callbacks,
)



def _toolbar() -> Toolbar:
    return Toolbar([ToolbarItem(ControlGroup("G", buttons=[ControlButton("B", "img", action=print)]))])


def _group() -> ButtonGroup:
    return ButtonGroup([Item("A", action=print), Item("B")])


MAKERS: list[Callable[[], Any]] = [_group, _toolbar]


@pytest.mark.parametrize("make", MAKERS, ids=["group", "toolbar"])
@pytest.mark.parametrize("call", ["layout", "layout_frames"])
def test_an_object_nobody_holds_can_still_be_laid_out(make: Callable[[], Any], call: str, path: str) -> None:
    # Nothing holds the object during the call: its function must hold its handle.
    result = getattr(make(), call)(300)
    frames = result if call == "layout_frames" else result.frames
    assert isinstance(frames, Frames) and len(frames) >= 1 and frames.width[0] > 0


@pytest.mark.parametrize("make", MAKERS, ids=["group", "toolbar"])
def test_the_handle_is_freed_when_the_object_and_its_functions_are_gone(
    make: Callable[[], Any], path: str, registry_baseline: int
) -> None:
    gc.disable()  # freed by reference counting alone: no cycle holds it
    try:
        owner = make()
        layout_frames, layout = owner.layout_frames, owner.layout
        assert _callbacks.registry_size() == registry_baseline + 1  # the item's action
        del owner
        assert _callbacks.registry_size() == registry_baseline + 1  # the functions hold the handle
        assert layout_frames(300).width[0] > 0 and layout(300).frames.x == layout_frames(300).x
        del layout_frames
        assert _callbacks.registry_size() == registry_baseline + 1
        del layout
        assert _callbacks.registry_size() == registry_baseline  # freed at once
        unused = make()
        del unused
        assert _callbacks.registry_size() == registry_baseline  # never laid out: as before
    finally:
        gc.enable()


@pytest.mark.parametrize("make", MAKERS, ids=["group", "toolbar"])
def test_a_closed_objects_functions_raise(make: Callable[[], Any], path: str) -> None:
    owner = make()
    layout_frames = owner.layout_frames
    owner.close()
    with pytest.raises(InvalidHandleError, match="not live"):
        layout_frames(300)
    with pytest.raises(InvalidHandleError, match="not live"):
        owner.layout(300)  # made after close


@pytest.mark.parametrize("cls", [ButtonGroup, Toolbar])
@pytest.mark.parametrize("call", ["layout", "layout_frames"])
def test_the_class_attribute_is_the_documented_method(cls: type, call: str) -> None:
    method = getattr(cls, call)
    assert inspect.isfunction(method) and method.__name__ == call
    assert method.__doc__ is not None and method.__doc__.startswith("Lays the ")
    assert list(inspect.signature(method).parameters) == ["self", "width", "scale", "direction"]
    declared = cls.__dict__[call]  # what the API reference reads: its doc and what it wraps
    assert declared.__doc__ == method.__doc__ and inspect.unwrap(declared) is method


@pytest.mark.parametrize("make", MAKERS, ids=["group", "toolbar"])
@pytest.mark.parametrize("call", ["layout", "layout_frames"])
def test_an_instances_function_has_the_methods_parameters(make: Callable[[], Any], call: str, path: str) -> None:
    with make() as owner:
        parameters = inspect.signature(getattr(owner, call)).parameters
        assert list(parameters) == ["width", "scale", "direction"]
        assert parameters["scale"].default == 1.0 and parameters["direction"].default == 0


@pytest.mark.parametrize("make", MAKERS, ids=["group", "toolbar"])
def test_each_instance_makes_its_functions_once_and_the_method_calls_them(make: Callable[[], Any], path: str) -> None:
    with make() as first, make() as second:
        assert first.layout_frames is first.layout_frames and first.layout is first.layout
        assert first.layout_frames is not second.layout_frames
        assert type(first).layout_frames(first, 300, 2.0) == first.layout_frames(300, 2.0)
        assert type(first).layout(first, 300).frames.x == first.layout_frames(300).x


def test_the_run_takes_the_paths_it_says() -> None:
    """``make test-python`` runs the suite twice: with the compiled module and without it."""
    hidden = os.environ.get("BUTTONGROUP_TEST_WITHOUT_SPEEDUPS") == "1"
    assert (_accelerator.GROUP_FRAMES is None) == hidden and (_accelerator.GROUP_LAYOUT is None) == hidden
    compiled_handle = (_accelerator.OPEN_GROUP, _accelerator.UPDATE_ITEMS, _accelerator.FREE_GROUP)
    assert all((function is None) == hidden for function in compiled_handle)
    assert isinstance(_accelerator.new_lock(), type(threading.RLock())) == hidden


@pytest.mark.parametrize("make", MAKERS, ids=["group", "toolbar"])
def test_threads_reading_the_method_first_all_get_working_functions(make: Callable[[], Any], path: str,
                                                                     at_once: Callable[[Callable[[], object]], None]) -> None:
    with make() as owner:
        results: list[tuple[float, ...]] = []
        at_once(lambda: results.append(owner.layout_frames(300).x))  # each thread may make the function
        assert len(results) == 8 and all(result == results[0] for result in results)
        assert owner.layout_frames is owner.layout_frames  # one kept
