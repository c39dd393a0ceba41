"""The compiled fast paths of ``ButtonGroup.layout_frames`` and ``ButtonGroup.layout``
(``buttongroup._speedups``).

It must be indistinguishable from the ctypes path except in speed: the same frames, the same
errors for the same bad arguments, the same behaviour with callbacks, threads and closed
groups. The package built for these tests carries it (the test venv has a compiler and the
Python headers); each comparison forces the ctypes path on a twin group.
"""

from __future__ import annotations

import enum
import gc
import math
import subprocess
import sys
import threading
from typing import Any, Iterator

import pytest

from buttongroup import (
    ButtonGroup,
    Direction,
    InvalidArgumentError,
    InvalidHandleError,
    Item,
    LayoutParameters,
    OutOfRangeError,
    OverflowPolicy,
    Parameters,
)
from buttongroup import _accelerator
from compiled_calls import assert_python_memory_stays_flat, assert_the_flag_is_read_under_the_lock
from test_direct_init import sample_class


@pytest.fixture
def ctypes_path(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Groups first laid out while this is active take the ctypes path."""
    monkeypatch.setattr(_accelerator, "GROUP_FRAMES", None)
    monkeypatch.setattr(_accelerator, "GROUP_LAYOUT", None)
    yield


def _items(count: int) -> list[Item]:
    titles = ["Pay", "Cash Advance", "Transfer", "History", "Статус", "مرحبا", "A", "Settings and more"]
    return [Item(titles[i % len(titles)] + ("" if i < len(titles) else f" {i}"), icon="ic_info" if i % 3 == 0 else None)
            for i in range(count)]


PARAMETERS = [
    Parameters(max_visible=0),
    Parameters(max_visible=3),
    Parameters(layout=LayoutParameters.prominent(spacing=4)),
    Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0),
]


def _twins(count: int, parameters: Parameters, monkeypatch: pytest.MonkeyPatch) -> tuple[ButtonGroup, ButtonGroup]:
    """Two equal groups: the first laid out through the compiled path, the second through ctypes."""
    compiled = ButtonGroup(_items(count), parameters)
    compiled.layout_frames(100)
    compiled.layout(100)
    with monkeypatch.context() as patch:
        patch.setattr(_accelerator, "GROUP_FRAMES", None)
        patch.setattr(_accelerator, "GROUP_LAYOUT", None)
        plain = ButtonGroup(_items(count), parameters)
        plain.layout_frames(100)  # each function is made on its first call
        plain.layout(100)
    return compiled, plain


CALLS = ["layout_frames", "layout"]
"""The two calls with a compiled path; a test parametrized by ``call`` runs for both."""


def test_the_test_package_carries_the_compiled_path() -> None:
    assert _accelerator.GROUP_FRAMES is not None, "buttongroup._speedups was not built: no compiler or Python headers?"
    assert _accelerator.GROUP_LAYOUT is not None


@pytest.mark.parametrize("parameters", PARAMETERS, ids=["all-round", "max3", "prominent", "width-policy"])
@pytest.mark.parametrize("count", [0, 1, 4, 9, 64])
@pytest.mark.parametrize("call", CALLS)
def test_both_paths_give_the_same_results(call: str, parameters: Parameters, count: int,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    compiled, plain = _twins(count, parameters, monkeypatch)
    with compiled, plain:
        fast, slow = getattr(compiled, call), getattr(plain, call)
        for width in (0.0, 1.0, 57.25, 120.0, 199.5, 320.0, 321.0, 640.5, 4000.0, 100_000.0):
            for scale in (1.0, 2.0, 3.0):
                for direction in (Direction.LTR, Direction.RTL):
                    assert fast(width, scale, direction) == slow(width, scale, direction)
        # the hysteresis of the width policy remembers the same history on both paths
        for width in (300.0, 150.0, 158.0, 300.0):
            assert fast(width, 2) == slow(width, 2)


class _Weird(enum.IntEnum):
    LTR = 0


class _MyFloat(float):
    pass


@pytest.mark.parametrize(("width", "scale", "direction"), [
    (True, 1.0, Direction.LTR),          # a bool is an int
    (_MyFloat(200.5), 2, Direction.RTL),  # a float subclass (numpy.float64 is one)
    (200, 2, _Weird.LTR),                 # another IntEnum
    (200.0, 2.0, 1),                      # a plain int direction
])
@pytest.mark.parametrize("call", CALLS)
def test_numbers_of_every_kind_give_the_same_results(call: str, width: Any, scale: Any, direction: Any,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    compiled, plain = _twins(4, Parameters(), monkeypatch)
    with compiled, plain:
        assert getattr(compiled, call)(width, scale, direction) == getattr(plain, call)(width, scale, direction)


def _outcome(function: Any, width: Any, scale: Any, direction: Any) -> Any:
    """The result, or the error's type and message (without the C function's name)."""
    try:
        return function(width, scale, direction)
    except Exception as error:  # noqa: BLE001 - compared below
        return type(error), str(error).split(": ", 1)[-1]


@pytest.mark.parametrize(("width", "scale", "direction", "error"), [
    ("200", 1.0, Direction.LTR, None),  # converted as the binding's numbers module says
    ("wide", 1.0, Direction.LTR, ValueError),
    (200.0, None, Direction.LTR, TypeError),
    (200.0, 1.0, "ltr", TypeError),
    (200.0, 1.0, 2**31, OutOfRangeError),
    (200.0, 1.0, -(2**31) - 1, OutOfRangeError),
    (200.0, 1.0, 2**80, OutOfRangeError),
    (10**400, 1.0, Direction.LTR, OutOfRangeError),
    (200.0, 1.0, 7, InvalidArgumentError),
    (200.0, 1.0, 1.5, InvalidArgumentError),
    (-1.0, 1.0, Direction.LTR, InvalidArgumentError),
    (math.nan, 1.0, Direction.LTR, InvalidArgumentError),
    (math.inf, 1.0, Direction.LTR, InvalidArgumentError),
    (200.0, 0.0, Direction.LTR, InvalidArgumentError),
    (200.0, 1e9, Direction.LTR, InvalidArgumentError),
])
@pytest.mark.parametrize("call", CALLS)
def test_odd_and_bad_arguments_give_the_same_outcome_and_change_nothing(
        call: str, width: Any, scale: Any, direction: Any, error: type[BaseException] | None,
        monkeypatch: pytest.MonkeyPatch) -> None:
    compiled, plain = _twins(4, Parameters(), monkeypatch)
    with compiled, plain:
        before = compiled.layout(300, 2)
        outcome = _outcome(getattr(compiled, call), width, scale, direction)
        assert outcome == _outcome(getattr(plain, call), width, scale, direction)
        if error is not None:
            assert isinstance(outcome, tuple) and issubclass(outcome[0], error), outcome
            assert compiled.layout(300, 2) == before  # a failed call changed nothing
        assert compiled.layout_frames(300, 2) == plain.layout_frames(300, 2)


def test_a_closed_group_raises_invalid_handle(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled, plain = _twins(3, Parameters(), monkeypatch)
    for group in (compiled, plain):
        group.close()
        with pytest.raises(InvalidHandleError):
            group.layout_frames(200)
        with pytest.raises(InvalidHandleError):
            group.layout(200)


@pytest.mark.parametrize("call", CALLS)
def test_a_group_with_a_measure_callback_takes_the_ctypes_path(call: str, monkeypatch: pytest.MonkeyPatch) -> None:
    name = "GROUP_FRAMES" if call == "layout_frames" else "GROUP_LAYOUT"
    maker = getattr(_accelerator, name)
    assert maker is not None
    fallbacks: list[int] = []
    made: list[int] = []

    def counted_maker(group_id: int, state: Any, owner: Any, make_fallback: Any, raise_status: Any,
                      result_type: type) -> Any:
        def counted_make(*made_with: Any) -> Any:
            assert made_with == (group_id, state, owner)
            made.append(1)
            fallback = make_fallback(*made_with)

            def counted(*arguments: Any) -> Any:
                fallbacks.append(1)
                return fallback(*arguments)

            return counted

        return maker(group_id, state, owner, counted_make, raise_status, result_type)

    monkeypatch.setattr(_accelerator, name, counted_maker)  # taken by groups made from now on
    measured: list[str] = []

    def measure(font: Any, text: str, max_width: float) -> tuple[float, float]:
        measured.append(text)
        return 10.0 * len(text), 20.0

    with ButtonGroup([Item("One"), Item("Two")], Parameters(max_visible=0), measure=measure) as group:
        function = getattr(group, call)
        assert made == []  # made when first needed
        result = function(300)
        frames = result if call == "layout_frames" else result.frames
        assert measured and fallbacks == [1] and list(frames.width) == [146.0, 146.0]  # (300 - 8) / 2
        group.measure = None
        assert len(function(301)) if call == "layout_frames" else function(301).slot_count == 2
        assert fallbacks == [1]  # the compiled path again
        function("302")  # a str: the ctypes path converts (or refuses) it
        assert fallbacks == [1, 1] and made == [1]  # the fallback was made once


def test_a_state_of_another_class_is_read_through_its_attributes() -> None:
    """The compiled calls read a group's state at its slots' offsets (``_state_fields.c``) only for
    the class whose own slots they are: a subclass's state, whose ``items`` may be a property, is
    read through getattr, alternating with plain states."""
    from buttongroup.group.button_group import _GroupState

    class Inherited(_GroupState):
        __slots__ = ()

    reads: list[int] = []
    slot: Any = _GroupState.__dict__["items"]  # the slot's descriptor

    class Counted(_GroupState):  # its items read through a property that counts the reads
        __slots__ = ()

        @property
        def items(self) -> tuple[Item, ...]:
            reads.append(1)
            items: tuple[Item, ...] = slot.__get__(self)
            return items

        @items.setter
        def items(self, items: tuple[Item, ...]) -> None:
            slot.__set__(self, items)

    items = [Item("One"), Item("Two"), Item("Three")]
    with ButtonGroup(items, Parameters(max_visible=0)) as plain, ButtonGroup(items, Parameters(max_visible=0)) as other:
        expected = plain.layout(600, 2)
        for kind in (Inherited, Counted, _GroupState, Counted):
            other._state.__class__ = kind
            for _ in range(2):
                before = len(reads)
                layout, reference = other.layout(600, 2), plain.layout(600, 2)
                assert layout.items == tuple(items) and (len(reads) > before) == (kind is Counted)
                assert layout.slots == reference.slots == expected.slots and len(layout.accessibility) == 3
                assert other.layout_frames(500, 2) == plain.layout_frames(500, 2)


def test_frames_stay_right_while_other_threads_change_the_group() -> None:
    """Layouts through the compiled paths and updates through ctypes, on one group from four
    threads: every result is the layout of one whole item list, never a torn one."""
    errors: list[BaseException] = []
    lists = [_items(3), _items(7)]
    with ButtonGroup(lists[0], Parameters(max_visible=0)) as group:
        def relayout() -> None:
            try:
                for i in range(3000):
                    if i % 2:
                        frames = group.layout_frames(300 + i % 50, 2)
                    else:
                        layout = group.layout(300 + i % 50, 2)
                        frames = layout.frames
                        assert [slot.item_index for slot in layout.slots] == list(range(len(layout.items)))
                        assert [node.label for node in layout.accessibility] == [item.title for item in layout.items]
                    assert len(frames) in (3, 7)
                    assert math.isclose(sum(frames.width) + 8 * (len(frames) - 1), 300 + i % 50, abs_tol=1.0)
            except BaseException as error:  # pragma: no cover - reported below
                errors.append(error)

        def update() -> None:
            try:
                for i in range(600):
                    group.update(lists[i % 2])
            except BaseException as error:  # pragma: no cover - reported below
                errors.append(error)

        threads = [threading.Thread(target=relayout) for _ in range(3)] + [threading.Thread(target=update)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert errors == []


def test_many_frames_leave_python_memory_where_it_was() -> None:
    with ButtonGroup(_items(4), Parameters(max_visible=0)) as group:
        assert_python_memory_stays_flat(lambda i: group.layout_frames(300 + i % 1000 * 0.5, 2), 200_000)


def test_the_module_refuses_misuse() -> None:
    from buttongroup import _speedups
    from buttongroup.group.frames import Frames
    from buttongroup.group.layout import GroupLayout

    with pytest.raises(TypeError):
        _speedups.bind(0)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="not the address"):
        _speedups.bind("bg_group_layout", 0)
    with pytest.raises(ValueError, match="not a function this module calls"):
        _speedups.bind("bg_group_tap", 1)
    from buttongroup._native import lib
    import ctypes

    free = ctypes.cast(lib.cdll["bg_group_free"], ctypes.c_void_p).value
    assert free is not None
    for wrong in (free, free + 1, id(object()), 4096):  # another function, inside one, data, unmapped
        with pytest.raises(ValueError, match="is not the address of bg_group_layout"):
            _speedups.bind("bg_group_layout", wrong)
    with ButtonGroup(_items(3)) as group:  # still bound to the library's functions
        assert len(group.layout(300).slots) == 3
    with pytest.raises(TypeError, match="takes 6 positional arguments"):
        _speedups.GroupFrames(1, None)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        _speedups.GroupFrames("1", None, None, print, print, Frames)  # type: ignore[arg-type]
    with pytest.raises(OverflowError):
        _speedups.GroupFrames(-1, None, None, print, print, Frames)
    with pytest.raises(TypeError):
        _speedups.GroupFrames(1, None, None, print, print, 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="takes no keyword arguments"):
        _speedups.GroupFrames(1, None, None, print, print, result_type=Frames)  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        _speedups.GroupFrames(1, object(), None, print, print, Frames)  # a state without a lock
    raised: list[int] = []

    def raise_status(status: int) -> None:
        raised.append(status)
        raise InvalidHandleError("no such group")

    class State:
        lock = _speedups.Lock()
        layouts_call_back = False
        items = ()

    class RLockState:
        lock = threading.RLock()
        layouts_call_back = False

    with pytest.raises(TypeError, match="must be a buttongroup._speedups.Lock"):
        _speedups.GroupFrames(1, RLockState(), None, print, print, Frames)
    with pytest.raises(TypeError, match="slot 0 is 'x', not _block"):
        _speedups.GroupLayoutCall(1, State(), None, print, print, Frames)  # not a GroupLayout
    not_slots = type("NotSlots", (), {"_block": None, "_head": None, "_items": None})
    not_slots.__slots__ = ("_block", "_head", "_items", "_texts")  # named, but plain attributes
    with pytest.raises(TypeError, match="not a slot"):
        _speedups.GroupLayoutCall(1, State(), None, print, print, not_slots)
    with pytest.raises(AttributeError):
        _speedups.GroupFrames(1, State(), None, print, print, type("NoSlots", (), {}))
    not_slots.__slots__ = (3, "y", "width", "height")  # a name that is not a str
    with pytest.raises(TypeError, match="a slot name is not a str"):
        _speedups.GroupFrames(1, State(), None, print, print, not_slots)
    no_group = _speedups.GroupFrames(0, State(), None, print, raise_status, Frames)
    with pytest.raises(InvalidHandleError):
        no_group.call(100.0, 1.0, 0)
    assert raised == [InvalidHandleError.status] and not State.lock._is_owned()  # not left held

    def returns(status: int) -> None:
        return None

    def refuse_to_make(*made_with: Any) -> Any:
        raise RuntimeError("no fallback")

    refusing = _speedups.GroupFrames(0, State(), None, refuse_to_make, raise_status, Frames)
    for _ in range(2):  # its error comes out of each call that needs the fallback, which is tried again
        with pytest.raises(RuntimeError, match="no fallback"):
            refusing.call("100")
    with pytest.raises(SystemError, match="raise_status returned"):
        _speedups.GroupFrames(0, State(), None, print, returns, Frames).call(100.0)
    with pytest.raises(InvalidHandleError):
        _speedups.GroupLayoutCall(0, State(), None, print, raise_status, GroupLayout).call(100.0)


@pytest.mark.parametrize("count", [4, 20])  # compared as kept doubles (up to 16 slots) or as floats
def test_unchanged_columns_are_the_previous_frames_tuples_and_nothing_else_is(count: int,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    compiled, plain = _twins(count, Parameters(max_visible=0), monkeypatch)
    with compiled, plain:
        first = compiled.layout_frames(300, 2.0)
        second = compiled.layout_frames(301, 2.0)
        assert second.y is first.y and second.height is first.height  # a resize: y and height unchanged
        assert second.x != first.x and second.width != first.width
        assert second.x is not first.x and second.width is not first.width
        expected = plain.layout_frames(301, 2.0)
        assert first == plain.layout_frames(300, 2.0) and second == expected  # first intact
        mirrored = compiled.layout_frames(301, 2.0, Direction.RTL)
        assert mirrored == plain.layout_frames(301, 2.0, Direction.RTL) and mirrored.y is second.y
        compiled.update(_items(3))
        plain.update(_items(3))
        fewer = compiled.layout_frames(301, 2.0)
        assert len(fewer.y) == 3 and fewer == plain.layout_frames(301, 2.0)
        assert compiled.layout_frames(301, 2.0, Direction.RTL) == plain.layout_frames(301, 2.0, Direction.RTL)
        assert second == expected  # not changed by later calls


def test_a_frames_nobody_holds_is_filled_again_and_one_held_never_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled, plain = _twins(4, Parameters(max_visible=0), monkeypatch)
    with compiled, plain:
        first = id(compiled.layout_frames(300))  # (not inside an assert: pytest would keep the object)
        second = id(compiled.layout_frames(301))
        assert first == second  # dropped: the same object, filled again
        read = [(compiled.layout_frames(300 + k).x, compiled.layout_frames(300.5 + k).width) for k in range(40)]
        assert read == [(plain.layout_frames(300 + k).x, plain.layout_frames(300.5 + k).width) for k in range(40)]
        held = compiled.layout_frames(400)
        values = held.values
        for k in range(10):
            assert compiled.layout_frames(401 + k) == plain.layout_frames(401 + k)
        assert held.values == values and held == plain.layout_frames(400)
        compiled.update(_items(2))  # the next one filled again holds two frames
        plain.update(_items(2))
        assert compiled.layout_frames(300) == plain.layout_frames(300) and len(compiled.layout_frames(301)) == 2


def test_long_columns_are_not_kept_for_reuse() -> None:
    """The compiled call keeps the columns it made for the next call only up to 1,024 values: a
    huge group's last result is not held after the caller drops it."""
    with ButtonGroup([Item("A")] * 1025, Parameters(max_visible=0)) as huge:
        first, second = huge.layout_frames(1e6), huge.layout_frames(1e6 + 1)
        assert first.y == second.y and first.y is not second.y
    with ButtonGroup([Item("A")] * 1024, Parameters(max_visible=0)) as large:
        first, second = large.layout_frames(1e6), large.layout_frames(1e6 + 1)
        assert first.y is second.y


def test_keywords_and_defaults_are_taken_as_the_method_takes_them() -> None:
    with ButtonGroup(_items(4), Parameters(max_visible=0)) as group:
        expected = group.layout_frames(300, 2, Direction.RTL)
        function = group.layout_frames  # the group's compiled function itself
        assert type(function.__self__).__name__ == "GroupFrames"
        assert function(300, scale=2, direction=Direction.RTL) == expected
        assert function(300, 2, direction=1) == expected
        assert function(300, direction=Direction.RTL, scale=2.0) == expected
        assert function(300) == group.layout_frames(300, 1.0, Direction.LTR)
        with pytest.raises(TypeError):
            function(300, colour=1)
        with pytest.raises(TypeError):
            function(300, 2, scale=2)
        with pytest.raises(TypeError):
            function()


def test_a_subinterpreter_takes_the_python_paths(tmp_path: Any) -> None:
    """The compiled module keeps Python objects in C statics: a subinterpreter, which CPython gives
    a copy of a module the main interpreter loaded, must not use it, and works without it. Run in
    a process of its own: CPython's own ctypes shares its type caches between interpreters."""
    pytest.importorskip("_xxsubinterpreters")  # CPython 3.11 (3.13: _interpreters)
    (tmp_path / "inner.py").write_text(
        "import buttongroup\n"
        "from buttongroup import _accelerator\n"
        "from buttongroup.group import layout\n"
        "assert _accelerator.GROUP_FRAMES is None and _accelerator.GROUP_LAYOUT is None\n"
        "assert layout._COMPILED is None\n"
        "with buttongroup.ButtonGroup([buttongroup.Item('A'), buttongroup.Item('B')]) as group:\n"
        "    assert group.layout_frames(200).width == (96.0, 96.0)\n"
        "    assert [slot.title for slot in group.layout(200).slots] == ['A', 'B']\n")
    script = (
        "import pathlib, _xxsubinterpreters as subinterpreters\n"
        "import buttongroup\n"
        "from buttongroup import _accelerator\n"
        "assert _accelerator.GROUP_FRAMES is not None  # the main interpreter's\n"
        "interpreter = subinterpreters.create()\n"
        "subinterpreters.run_string(interpreter, pathlib.Path('inner.py').read_text())\n"
        "subinterpreters.destroy(interpreter)\n"
        "with buttongroup.ButtonGroup([buttongroup.Item('A'), buttongroup.Item('B')]) as group:\n"
        "    assert group.layout_frames(200).width == (96.0, 96.0) and group.layout(200).slots[1].title == 'B'\n"
        "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


class _CycleState:
    """A binding state whose items may hold the object that holds its owner (a cycle)."""

    __slots__ = ("items", "__weakref__")

    def __init__(self) -> None:
        self.items: list[Any] = []


def test_a_compiled_owner_in_a_cycle_frees_before_the_collector_clears_its_argument() -> None:
    """Only the compiled HandleOwner can be in a cycle through its argument (the Python one's
    finalizer table holds the argument, so such an owner lives until ``run()`` or the exit, as an
    object whose registered callbacks hold it does with either: the callback registry holds them)."""
    new_owner = _accelerator.new_owner
    seen: list[Any] = []
    state = _CycleState()
    holder: dict[str, Any] = {"owner": new_owner(lambda s: seen.append(list(s.items)), state)}
    state.items.append(holder)  # state -> holder -> owner -> state
    del state, holder
    gc.collect()
    assert len(seen) == 1 and len(seen[0]) == 1 and "owner" in seen[0][0]  # the state was whole


@pytest.mark.parametrize("kind", ["GroupFrames", "GroupLayoutCall"])
def test_a_compiled_call_in_a_cycle_through_its_state_is_collected(kind: str) -> None:
    """A group's compiled function holds the group's state; an item callback holding the group
    closes a cycle through it, which the collector must see and break."""
    from buttongroup import _speedups
    from buttongroup.group.frames import Frames
    from buttongroup.group.layout import GroupLayout
    import weakref

    class State:
        lock = _speedups.Lock()
        layouts_call_back = False
        items: tuple[Any, ...] = ()

    state = State()
    made = getattr(_speedups, kind)(0, state, None, print, print, Frames if kind == "GroupFrames" else GroupLayout)
    state.function = made.call  # type: ignore[attr-defined]  # state -> bound call -> made -> state
    watched = weakref.ref(state)
    del state, made
    gc.collect()
    assert watched() is None


def test_the_compiled_owner_refuses_misuse() -> None:
    with pytest.raises(TypeError, match="2 positional arguments"):
        _accelerator.new_owner(print)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="2 positional arguments"):
        _accelerator.new_owner(print, 1, argument=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="callable"):
        _accelerator.new_owner(1, 2)  # type: ignore[arg-type]


def test_the_first_use_descriptors_get_is_the_compiled_one() -> None:
    from buttongroup import _first_use, _speedups

    descriptor = ButtonGroup.__dict__["layout_frames"]
    assert isinstance(descriptor, _speedups.FirstUse)
    assert type(descriptor).__get__ is _speedups.FirstUse.__get__  # no Python __get__ in between
    made: list[object] = []

    def make(instance: object) -> object:
        if getattr(instance, "refuse", False):
            raise LookupError("not made")
        made.append(instance)
        return lambda: "own"

    class Owner:
        @_first_use.made_on_first_use(make)
        def method(self) -> str:
            """The documented method."""
            return self.method()  # the instance's own function, as the package's methods do

    owner = Owner()
    assert owner.method() == "own" and owner.method() == "own" and made == [owner]  # made once
    assert Owner.method.__doc__ == "The documented method." and Owner.method(owner) == "own"
    refusing = Owner()
    refusing.refuse = True  # type: ignore[attr-defined]
    with pytest.raises(LookupError, match="not made"):
        refusing.method()
    assert "method" not in vars(refusing)  # nothing stored

    class Slotted:
        __slots__ = ()
        method = Owner.__dict__["method"]

    with pytest.raises(AttributeError):
        Slotted().method  # nowhere to store it: the error of object.__setattr__


def test_the_compiled_init_refuses_a_damaged_spec_or_leaves_it_to_the_python_init() -> None:
    """``_values.direct_init``'s C ``__init__`` (``_direct_init.c``) reads its class's spec on each
    call: a spec it cannot serve leaves the call to the Python ``__init__``; no spec at all is an
    error."""
    Sample: Any = sample_class(True)
    assert type(Sample.__init__).__name__ == "method_descriptor"  # the compiled one
    names, positional, defaults, required, python_init = Sample.__direct_init__  # type: ignore[attr-defined]
    for damaged in [(names, 9, defaults, required, python_init), (names, positional, (), required, python_init),
                    (names, "1", defaults, required, python_init)]:
        Sample.__direct_init__ = damaged  # type: ignore[attr-defined]
        assert vars(Sample(1)) == {"first": 1, "second": "two", "third": None, "fourth": 4.0}  # the Python init's
    Sample.__direct_init__ = "junk"  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="not a spec"):
        Sample(1)
    del Sample.__direct_init__  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        Sample(1)


@pytest.mark.parametrize("kind", ["GroupFrames", "GroupLayoutCall"])
def test_a_measure_callback_is_looked_for_once_the_lock_is_taken(kind: str) -> None:
    from buttongroup import _speedups
    from buttongroup.group._layout_call import _raise_status
    from buttongroup.group.frames import Frames
    from buttongroup.group.layout import GroupLayout

    result = Frames if kind == "GroupFrames" else GroupLayout
    with ButtonGroup(_items(3), Parameters(max_visible=0)) as group:
        state = group._state
        assert_the_flag_is_read_under_the_lock(
            lambda make_fallback: getattr(_speedups, kind)(state.id, state, None, make_fallback, _raise_status,
                                                           result).call,
            state, "layouts_call_back", (300.0, 2.0))
