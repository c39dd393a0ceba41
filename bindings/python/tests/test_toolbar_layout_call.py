"""A toolbar's compiled layout calls (``_speedups.ToolbarFramesCall`` and ``ToolbarLayoutCall``,
``_toolbar_call.c``, on the group's machinery in ``_group_call.c``).

``test_toolbar_fast_layout`` compares what they return with the C structs read field by field for
every fixture; here: both paths give equal results in one run, the calls leave a toolbar with a
Python measure callback to the ctypes path (and read that once they hold the lock), errors are
the ctypes path's to the letter, and the types refuse misuse.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from compiled_calls import assert_the_flag_is_read_under_the_lock

from buttongroup import (
    ControlButton,
    ControlContext,
    ControlGroup,
    Direction,
    InvalidArgumentError,
    InvalidHandleError,
    LabelStyle,
    OutOfRangeError,
    Toolbar,
    ToolbarItem,
    _accelerator,
)
from buttongroup.toolbar import _layout_call
from buttongroup.toolbar.frames import ToolbarFrames
from buttongroup.toolbar.layout import ToolbarLayout

_speedups: Any = pytest.importorskip("buttongroup._speedups")

KINDS = {"layout_frames": (_layout_call._ctypes_frames_function, ToolbarFrames),
         "layout": (_layout_call._ctypes_layout_function, ToolbarLayout)}


def _toolbar(context: ControlContext = ControlContext.TOOLBAR) -> Toolbar:
    return Toolbar([ToolbarItem(ControlGroup(f"Group {g}", buttons=[ControlButton(f"B{g}.{b}", "symbol")
                                                                    for b in range(3)])) for g in range(4)], context)


def _parts(result: Any) -> Any:
    """Everything a result holds, decoded."""
    if isinstance(result, ToolbarLayout):
        return (result.cells, result.groups, result.accessibility, result.separators, result.diagnostics,
                result.overflowed, result.size, result.arrangement)
    return (tuple(result), tuple(result.groups), tuple(result.separators), result.overflow_button, result.size,
            result.arrangement, result.cell_count)


def _ctypes_result(toolbar: Toolbar, call: str, *arguments: Any) -> Any:
    function = KINDS[call][0](toolbar._state.id, toolbar._state, toolbar._owner)
    return function(*arguments)


def test_the_test_package_carries_the_compiled_toolbar_calls() -> None:
    assert _accelerator.TOOLBAR_FRAMES is _speedups.ToolbarFramesCall
    assert _accelerator.TOOLBAR_LAYOUT is _speedups.ToolbarLayoutCall
    with _toolbar() as toolbar:
        assert type(toolbar.layout_frames.__self__) is _speedups.ToolbarFramesCall
        assert type(toolbar.layout.__self__) is _speedups.ToolbarLayoutCall


@pytest.mark.parametrize("context", [ControlContext.TOOLBAR, ControlContext.CONTENT])
@pytest.mark.parametrize("call", list(KINDS))
def test_both_paths_give_equal_results(call: str, context: ControlContext) -> None:
    with _toolbar(context) as toolbar:
        for width, scale, direction in [(700.0, 2.0, Direction.LTR), (260.37, 3.0, Direction.RTL),
                                        (90.0, 1.0, Direction.LTR), (0.0, 2.0, Direction.RTL)]:
            compiled = getattr(toolbar, call)(width, scale, direction)
            assert _parts(compiled) == _parts(_ctypes_result(toolbar, call, width, scale, direction)), width


@pytest.mark.parametrize("call", list(KINDS))
@pytest.mark.parametrize("arguments, error", [
    ((math.nan,), InvalidArgumentError),
    ((-1.0, 2.0), InvalidArgumentError),
    ((300.0, 0.0), InvalidArgumentError),
    ((300.0, 2.0, 9), InvalidArgumentError),
    ((300.0, 2.0, 1 << 40), OutOfRangeError),
    (("wide",), ValueError),
])
def test_errors_are_the_ctypes_paths_to_the_letter(call: str, arguments: tuple[Any, ...],
                                                  error: type[Exception]) -> None:
    with _toolbar() as toolbar:
        with pytest.raises(error) as compiled:
            getattr(toolbar, call)(*arguments)
        with pytest.raises(error) as through_ctypes:
            _ctypes_result(toolbar, call, *arguments)
        assert str(compiled.value) == str(through_ctypes.value)


def test_a_closed_toolbar_raises_invalid_handle() -> None:
    toolbar = _toolbar()
    layout_frames, layout = toolbar.layout_frames, toolbar.layout
    toolbar.close()
    for function in (layout_frames, layout):
        with pytest.raises(InvalidHandleError):
            function(300.0)


def test_a_measure_callback_takes_the_ctypes_path_and_its_error_comes_out() -> None:
    titled = [ToolbarItem(ControlGroup(f"G{g}", buttons=[ControlButton(f"Title {g}")], label_style=LabelStyle.TITLE_ONLY))
              for g in range(3)]
    with Toolbar(titled) as toolbar:
        texts: list[str] = []

        def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
            texts.append(text)
            raise LookupError("no such text")

        toolbar.measure = measure
        with pytest.raises(LookupError, match="no such text"):
            toolbar.layout_frames(700.0, 2.0)
        assert texts
        toolbar.measure = lambda font, text, max_width: (10.0 * len(text), 12.0)
        assert _parts(toolbar.layout(700.0, 2.0)) == _parts(_ctypes_result(toolbar, "layout", 700.0, 2.0))


@pytest.mark.parametrize("call", list(KINDS))
def test_a_measure_callback_is_looked_for_once_the_lock_is_taken(call: str) -> None:
    kind = {"layout_frames": _speedups.ToolbarFramesCall, "layout": _speedups.ToolbarLayoutCall}[call]
    with _toolbar() as toolbar:
        state = toolbar._state
        assert_the_flag_is_read_under_the_lock(
            lambda make_fallback: kind(state.id, state, None, make_fallback, _layout_call._raise_status,
                                       KINDS[call][1]).call,
            state, "layouts_call_back", (300.0, 2.0))


def test_the_types_refuse_misuse() -> None:
    with _toolbar() as toolbar:
        state = toolbar._state
        for kind in (_speedups.ToolbarFramesCall, _speedups.ToolbarLayoutCall):
            with pytest.raises(TypeError, match="takes 6 positional arguments"):
                kind(state.id, state)
            with pytest.raises(TypeError, match="result_type a type"):
                kind(state.id, state, None, print, print, 42)
            with pytest.raises(TypeError, match="no keyword arguments"):
                kind(state.id, state, None, print, print, ToolbarFrames, extra=1)
        with pytest.raises(TypeError, match="slot 0 is '_block', not _rects"):
            _speedups.ToolbarFramesCall(state.id, state, None, print, print, ToolbarLayout)

        class NoColumns:
            """The frames' own slots, on a base without the columns."""
            __slots__ = ("_rects", "_shape", "_all")

        with pytest.raises(TypeError, match="slot 0 is '_rects', not _block"):
            _speedups.ToolbarLayoutCall(state.id, state, None, print, print, ToolbarFrames)
        call = _speedups.ToolbarFramesCall(state.id, state, None, print, _layout_call._raise_status, NoColumns).call
        with pytest.raises(TypeError, match="is not a slot"):
            call(300.0)
        assert not state.lock._is_owned()
        assert _parts(toolbar.layout_frames(300.0)) == _parts(_ctypes_result(toolbar, "layout_frames", 300.0))


def test_frames_one_holds_never_change_and_ones_nobody_holds_are_filled_again() -> None:
    import pickle

    with _toolbar() as toolbar:
        held = toolbar.layout_frames(700.0, 2.0)
        copy = pickle.loads(pickle.dumps(held))
        for width in (300.0, 90.0, 701.5, 0.0):
            toolbar.layout_frames(width, 2.0)
        assert held == copy and _parts(held) == _parts(copy) and held.x == copy.x
        dropped = toolbar.layout_frames(650.0, 2.0)
        address = id(dropped)
        del dropped
        refilled = toolbar.layout_frames(260.37, 3.0, Direction.RTL)
        assert id(refilled) == address  # nobody held it: filled again, as a group's Frames is
        assert _parts(refilled) == _parts(_ctypes_result(toolbar, "layout_frames", 260.37, 3.0, Direction.RTL))
        assert refilled._all is not None  # _parts decoded its groups and separators
        expected = _parts(refilled)
        again = toolbar.layout_frames(700.0, 2.0)  # `refilled` is held now: a new one
        assert again is not refilled and (again.x, again.width) == (held.x, held.width) and _parts(refilled) == expected
