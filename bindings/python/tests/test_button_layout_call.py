"""A button's compiled layout (``_speedups.ButtonLayoutCall``, ``_button_call.c``).

It must give the very views the ctypes path gives (``ButtonView._from_c``), leave every call
that can run Python code or needs that path's conversions to it, raise the same errors, and hold
the same lock as the Python code around it.
"""

from __future__ import annotations

import gc
import math
import threading
from typing import Any, Callable

import pytest
from compiled_calls import assert_python_memory_stays_flat, assert_the_flag_is_read_under_the_lock

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    CornerStyle,
    Direction,
    Font,
    InvalidArgumentError,
    InvalidHandleError,
    LabelButtonType,
    OutOfRangeError,
    PointerPhase,
    ProviderKind,
    State,
    TextRun,
    _accelerator,
)
from buttongroup.button import _layout_call
from buttongroup.geometry import Size

_speedups: Any = pytest.importorskip("buttongroup._speedups")

BASE = ButtonConfiguration(title="Title", subtitle="A subtitle long enough to be cut", image="house.circle.fill",
                           image_padding=10)


def _ctypes_view(button: Button, *arguments: Any) -> Any:
    """The ctypes path's view of the button's layout with ``arguments`` (a relayout at the same
    size: the library answers with the layout it has)."""
    return _layout_call._ctypes_layout_function(button._state.id, button._state)(*arguments)


def _buttons() -> list[tuple[str, Callable[[], Button]]]:
    return [
        ("plain", lambda: Button(BASE)),
        ("empty", lambda: Button()),
        ("no image", lambda: Button(BASE.replace(image=None))),
        ("title only", lambda: Button(ButtonConfiguration(title="Only"))),
        ("filled and stroked", lambda: Button(BASE.replace(background=BackgroundConfiguration(
            fill_color=0x336699FF, stroke_color=0x112233FF, stroke_width=2, corner_style=CornerStyle.CAPSULE)))),
        ("activity", lambda: Button(BASE.replace(shows_activity_indicator=True))),
        ("style provider", lambda: Button(BASE, "primaryOutline")),
        ("no provider", lambda: Button(BASE, ProviderKind.NONE)),
        ("disabled", lambda: _disabled(Button(BASE))),
        ("selected", lambda: _selected(Button(BASE))),
        ("info label", lambda: Button.with_label(LabelButtonType.INFO)),
        ("alert label", lambda: Button.with_label(LabelButtonType.ALERT)),
        ("styled runs", lambda: Button(BASE.replace(title="Café $100", title_runs=(
            TextRun(0, 2, color=0xFF0000FF), TextRun.of("Café $100", "$100", font=Font("Serif", 20, 700)))))),
        ("unicode", lambda: Button(ButtonConfiguration(title="Grüße 🌍 عربى", subtitle="日本語"))),
    ]


def _disabled(button: Button) -> Button:
    button.enabled = False
    return button


def _selected(button: Button) -> Button:
    button.selected = True
    return button


def test_the_test_package_carries_the_compiled_button_layout() -> None:
    assert _accelerator.BUTTON_LAYOUT is _speedups.ButtonLayoutCall
    with Button(BASE) as button:
        assert type(getattr(button._layout, "__self__", None)) is _speedups.ButtonLayoutCall


@pytest.mark.parametrize("name, make", _buttons(), ids=[name for name, _ in _buttons()])
def test_both_paths_give_the_same_views(name: str, make: Callable[[], Button]) -> None:
    with make() as button:
        for width, height, scale, direction in [(260.0, 60.0, 2.0, Direction.LTR), (90.37, 44.0, 3.0, Direction.RTL),
                                                (30.0, 20.0, 1.0, Direction.LTR), (0.0, 0.0, 2.0, Direction.RTL),
                                                (1000.0, 200.0, 1.5, Direction.LTR)]:
            view = button.layout(width, height, scale, direction)
            assert view == _ctypes_view(button, width, height, scale, direction), (name, width)
            assert type(view.state) is State and type(view.bounds) is type(_ctypes_view(button, width, height,
                                                                                          scale, direction).bounds)


def test_a_highlighted_button_and_its_hit_frame_are_the_same_on_both_paths() -> None:
    with Button(BASE) as button:
        first = button.layout(100, 20, 2.0)
        assert first.hit_frame != first.bounds  # grown toward the minimum touch size
        button.pointer(PointerPhase.DOWN, 50, 10)
        view = button.layout(100, 20, 2.0)
        assert view.state & State.HIGHLIGHTED and view == _ctypes_view(button, 100, 20, 2.0, 0)


def test_a_cut_title_and_styled_runs_come_back_as_the_python_decoder_makes_them() -> None:
    title = "Café $100 and a long tail"
    runs = (TextRun.of(title, "Café", color=0xFF0000FF), TextRun.of(title, "$100", color=0x00FF00FF))
    with Button(ButtonConfiguration(title=title, title_runs=runs)) as button:
        narrow = button.layout(60, 30, 2.0)
        assert narrow.title_truncated and narrow.title.endswith("…") and narrow.title_runs
        assert narrow == _ctypes_view(button, 60, 30, 2.0, 0)
        wide = button.layout(600, 30, 2.0)
        assert not wide.title_truncated and wide.title_runs[1].slice_in(wide.title) == slice(5, 9)


def test_numbers_of_every_kind_are_taken_as_the_python_path_takes_them() -> None:
    class Width(float):
        pass

    with Button(BASE) as button:
        expected = button.layout(200.0, 60.0, 2.0, Direction.RTL)
        for width, height, scale, direction in [(200, 60, 2, 1), (Width(200), 60.0, 2.0, Direction.RTL),
                                                (True * 200, 60, 2, True)]:
            assert button.layout(width, height, scale, direction) == expected
        assert button.layout(width=200, height=60, scale=2, direction=Direction.RTL) == expected
        assert button.layout(200, 60) == _ctypes_view(button, 200, 60, 1.0, 0)


@pytest.mark.parametrize("arguments, error", [
    (("wide", 60, 2, 0), ValueError),
    ((200, None, 2, 0), TypeError),
    ((math.nan, 60, 2, 0), InvalidArgumentError),
    ((-1.0, 60, 2, 0), InvalidArgumentError),
    ((200, math.inf, 2, 0), InvalidArgumentError),
    ((200, 60, 0.0, 0), InvalidArgumentError),
    ((200, 60, 2, 7), InvalidArgumentError),
    ((200, 60, 2, 1 << 40), OutOfRangeError),
    ((10 ** 400, 60, 2, 0), OutOfRangeError),
    ((200, 60, 2, 1.5), InvalidArgumentError),
    ((200, 60, 2, "ltr"), TypeError),
])
def test_bad_arguments_raise_as_on_the_python_path_and_change_nothing(arguments: tuple[Any, ...],
                                                                      error: type[Exception]) -> None:
    with Button(BASE) as button:
        before = button.layout(200, 60, 2.0)
        with pytest.raises(error):
            button.layout(*arguments)
        with pytest.raises(error):
            _ctypes_view(button, *arguments)
        assert button.layout(200, 60, 2.0) == before


def test_a_closed_button_raises_invalid_handle() -> None:
    button = Button(BASE)
    button.layout(200, 60)
    button.close()
    with pytest.raises(InvalidHandleError):
        button.layout(200, 60)


def test_python_callbacks_send_layouts_through_the_ctypes_path_and_their_errors_out() -> None:
    with Button(BASE) as button:
        assert not button._state.calls_back
        seen: list[State] = []

        def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
            seen.append(state)
            return configuration.replace(title="From Python")

        button.provider = provider
        assert button._state.calls_back
        assert button.layout(300, 60, 2.0).title == "From Python" and seen
        button.provider = ProviderKind.PLAIN
        assert not button._state.calls_back and button.layout(300, 60, 2.0).title == "Title"

        def broken() -> None:
            raise ValueError("from on_updated")

        button.on_updated = broken
        button.base_configuration = BASE.replace(title="Next")
        with pytest.raises(ValueError, match="from on_updated"):
            button.layout(300, 60, 2.0)
        button.on_updated = None
        for setter, value in (("measure", lambda font, text, width: (10.0, 10.0)),
                              ("measure_image", lambda name: Size(12, 12))):
            setattr(button, setter, value)
            assert button._state.calls_back
            assert button.layout(301, 60, 2.0) == _ctypes_view(button, 301, 60, 2.0, 0)
            setattr(button, setter, None)
            assert not button._state.calls_back


def test_a_callback_the_library_refuses_leaves_calls_back_as_it_was() -> None:
    with Button(BASE) as button:
        with pytest.raises(TypeError):
            button.measure = 42  # type: ignore[assignment]
        assert not button._state.calls_back and button.measure is None
        button.measure = lambda font, text, width: (10.0, 10.0)
        with pytest.raises(TypeError):
            button.on_updated = "not callable"  # type: ignore[assignment]
        assert button._state.calls_back


def test_the_compiled_layout_takes_the_lock_the_python_code_holds() -> None:
    with Button(BASE) as button:
        assert type(button._state.lock) is _speedups.Lock
        expected = button.layout(250, 60, 2.0)
        results: list[Any] = []
        thread = threading.Thread(target=lambda: results.append(button.layout(250, 60, 2.0)))
        with button._state.lock:
            thread.start()
            thread.join(0.2)
            assert thread.is_alive() and not results  # waiting for the lock
        thread.join()
        assert results == [expected]


def test_views_stay_right_while_other_threads_lay_the_button_out_and_change_it() -> None:
    with Button(BASE) as button, Button(BASE) as twin:
        sizes = [(150 + k * 0.37, 40 + k % 7) for k in range(300)]
        expected = {size: twin.layout(*size, 2.0) for size in sizes}
        failures: list[str] = []

        def lay_out(offset: int) -> None:
            for k in range(len(sizes)):
                size = sizes[(k + offset) % len(sizes)]
                view = button.layout(*size, 2.0)
                if view != expected[size]:
                    failures.append(f"{size}: {view}")

        def change() -> None:
            for k in range(200):
                button.selected = bool(k % 2)
                button.selected = False

        threads = [threading.Thread(target=lay_out, args=(n * 37,)) for n in range(3)]
        threads.append(threading.Thread(target=change))
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        # A view laid out while selected has the selected state: compare what does not depend on it.
        assert not [f for f in failures if "SELECTED" not in f], failures[:3]


def test_many_layouts_leave_python_memory_where_it_was() -> None:
    with Button(BASE) as button:
        assert_python_memory_stays_flat(lambda i: button.layout(200 + i % 1000 * 0.37, 60, 2.0), 50_000)


def test_a_button_with_its_layout_function_is_collected() -> None:
    import weakref

    button = Button(BASE)
    button.layout(200, 60)
    button.action = lambda: button  # a cycle through the callbacks' registry
    watched = weakref.ref(button)
    del button
    gc.collect()
    assert watched() is None


def test_the_type_refuses_misuse() -> None:
    from buttongroup.button._layout_call import _raise_status, _read_raw
    from buttongroup.button.view import _STATES, BackgroundGeometry, ButtonView
    from buttongroup.geometry import Rect

    classes = (ButtonView, BackgroundGeometry, Rect, State, _STATES)
    with Button(BASE) as button:
        state = button._state
        with pytest.raises(TypeError, match="6 positional arguments"):
            _speedups.ButtonLayoutCall(1, state)
        with pytest.raises(TypeError, match="must be callable"):
            _speedups.ButtonLayoutCall(1, state, None, _raise_status, _read_raw, classes)
        with pytest.raises(TypeError, match="must be callable"):
            _speedups.ButtonLayoutCall(1, state, print, _raise_status, _read_raw, classes[:4])
        with pytest.raises(TypeError, match="must be callable"):
            _speedups.ButtonLayoutCall(1, state, print, _raise_status, _read_raw, (ButtonView, BackgroundGeometry,
                                                                                   dict, State, _STATES))
        with pytest.raises(OverflowError):
            _speedups.ButtonLayoutCall(-1, state, print, _raise_status, _read_raw, classes)

        class NoLock:
            lock = threading.RLock()
            calls_back = False

        with pytest.raises(TypeError, match="state.lock must be"):
            _speedups.ButtonLayoutCall(state.id, NoLock(), print, _raise_status, _read_raw, classes)

        class Flagless:
            lock = _speedups.Lock()

        with pytest.raises(AttributeError):
            _speedups.ButtonLayoutCall(state.id, Flagless(), print, _raise_status, _read_raw, classes).call(1, 1, 1, 0)
        call = _speedups.ButtonLayoutCall(state.id, state, print, lambda status: None, _read_raw, classes).call
        with pytest.raises(SystemError, match="returned instead of raising"):
            call(-5.0, 60.0, 2.0, 0)
        class Refused:
            def __new__(cls, *arguments: Any) -> Any:
                raise LookupError("refused")

        for broken in ((ButtonView, BackgroundGeometry, Rect, Refused, {}), (Refused, BackgroundGeometry, Rect, State,
                                                                             _STATES)):
            refusing = _speedups.ButtonLayoutCall(state.id, state, print, _raise_status, _read_raw, broken).call
            with pytest.raises(LookupError, match="refused"):
                refusing(210.0, 60.0, 2.0, 0)
            assert not state.lock._is_owned() and gc.isenabled()
        fallback_calls: list[tuple[Any, ...]] = []
        direct = _speedups.ButtonLayoutCall(state.id, state, lambda *made: lambda *a: fallback_calls.append(a),
                                            _raise_status, _read_raw, classes).call
        direct("wide", 60, 2, 0)  # left to the fallback, with the same arguments
        direct(200, 60, 2)  # three arguments: the fallback's too
        assert fallback_calls == [("wide", 60, 2, 0), (200, 60, 2)]
        assert direct(200, 60, 2.0, 0) == button.layout(200, 60, 2.0)


def test_calls_back_is_read_once_the_lock_is_taken() -> None:
    from buttongroup.button._layout_call import _raise_status, _read_raw
    from buttongroup.button.view import _STATES, BackgroundGeometry, ButtonView
    from buttongroup.geometry import Rect

    classes = (ButtonView, BackgroundGeometry, Rect, State, _STATES)
    with Button(BASE) as button:
        state = button._state
        assert_the_flag_is_read_under_the_lock(
            lambda make_fallback: _speedups.ButtonLayoutCall(state.id, state, make_fallback, _raise_status, _read_raw,
                                                             classes).call,
            state, "calls_back", (220.0, 60.0, 2.0, 0))
