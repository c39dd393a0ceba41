"""The compiled making, updating and freeing of a group's handle (``_group_handle.c``).

The oracle is the Python (ctypes) path, which the compiled functions leave every case they do
not serve: both must give the group the same items, and the same errors. Which path ran is seen
through the ctypes table: the compiled functions call the library directly, never through it.
"""

from __future__ import annotations

import ctypes
import gc
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

import buttongroup
from buttongroup import (
    ButtonGroup,
    InvalidArgumentError,
    InvalidHandleError,
    InvalidUTF8Error,
    Item,
    OutOfRangeError,
    Parameters,
    Role,
)
from buttongroup._native import lib
from buttongroup.group import button_group
from test_allocations import counter  # noqa: F401  (the allocation counter, built once)

WIDTH = 360.0
THROUGH_CTYPES = ("bg_group_create", "bg_group_update", "bg_group_free")


class _RecordingLibrary:
    """The ctypes table, noting which of the group's making, updating and freeing calls go through it."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        if name in THROUGH_CTYPES:
            self.calls.append(name)
        return getattr(self.real, name)


@pytest.fixture
def ctypes_calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the making, updating and freeing calls made through ctypes during the test."""
    recording = _RecordingLibrary(button_group.lib)
    monkeypatch.setattr(button_group, "lib", recording)
    yield recording.calls


PLAIN = [
    Item("Pay", icon="ic_pay", accessibility_label="Pay now", accessibility_identifier="pay"),
    Item("Cash Advance", role=Role.PRIMARY),
    Item("Transfer", disabled=True),
    Item(""),
    Item("Ünïcödé 送金 🚀", role=Role.SECONDARY),
]


def _seen(group: ButtonGroup) -> tuple[Any, ...]:
    """What the library made of the group's items: its layout's slots, nodes and size."""
    layout = group.layout(WIDTH, 2.0)
    return layout.slots, layout.accessibility, layout.size, group.item_count


def test_a_plain_group_is_made_updated_and_freed_in_c(ctypes_calls: list[str]) -> None:
    group = ButtonGroup(PLAIN, Parameters(max_visible=0))
    made = _seen(group)
    group.update(PLAIN[::-1])
    updated = _seen(group)
    group.close()
    assert ctypes_calls == []
    assert group.closed and group.items == ()
    with pytest.raises(InvalidHandleError, match="not live"):
        group.layout(WIDTH)
    with pytest.raises(InvalidHandleError, match="not live"):
        group.update([Item("B")])  # the compiled call declines; the Python one raises
    assert group.items == ()
    group.close()  # idempotent
    assert made[3] == updated[3] == 5 and made[0] != updated[0]  # the items, reversed


def test_the_c_path_gives_the_library_what_the_python_path_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    group = ButtonGroup(PLAIN, Parameters(max_visible=0))
    made = _seen(group)
    group.update(PLAIN[1:])
    updated = _seen(group)
    group.close()
    with monkeypatch.context() as patches:
        for name in ("_open_group", "_update_items", "_free_handle"):
            patches.setattr(button_group, name, button_group._declined)
        twin = ButtonGroup(PLAIN, Parameters(max_visible=0))
        assert _seen(twin) == made
        twin.update(PLAIN[1:])
        assert _seen(twin) == updated
        twin.close()


def _reordered(item: Item, *extra: tuple[str, Any]) -> Item:
    """``item`` with its fields in its ``__dict__`` in reverse order (and ``extra`` entries first)."""
    fields = dict(extra)
    fields.update(reversed(list(vars(item).items())))
    copy = object.__new__(Item)
    object.__setattr__(copy, "__dict__", fields)
    assert copy == item
    return copy


def test_items_whose_dict_is_in_another_order_are_read_field_by_field(ctypes_calls: list[str]) -> None:
    """The compiled read walks an Item's __dict__ when its first entries are the fields in order
    (as Item's own __init__ stores them); any other dict is read by name, to the same result."""
    expected = ButtonGroup(PLAIN, Parameters(max_visible=0))
    odd = [_reordered(PLAIN[0]), _reordered(PLAIN[1], ("note", "x")), PLAIN[2], _reordered(PLAIN[3]), PLAIN[4]]
    with ButtonGroup(odd, Parameters(max_visible=0)) as group:
        assert _seen(group) == _seen(expected)
    expected.close()
    assert ctypes_calls == []  # all through the compiled path


class _Subclass(Item):
    pass


# Items the compiled functions leave to the Python path: converted there, or refused with the
# documented error.
LEFT_TO_PYTHON = [
    ("an action", Item("A", action=print), None),
    ("a navigation action", Item("A", navigation_action=print), None),
    ("a whole float role", Item("A", role=1.0), None),  # type: ignore[arg-type]
    ("an int for disabled", Item("A", disabled=1), None),  # type: ignore[arg-type]
    ("an Item subclass", _Subclass("A"), None),
    ("a str subclass", Item(type("Text", (str,), {})("A")), None),
    ("a role beyond int32_t", Item("A", role=2**40), OutOfRangeError),  # type: ignore[arg-type]
    ("a NUL in a title", Item("A\0B"), InvalidArgumentError),
    ("a NUL in an icon", Item("A", icon="i\0"), InvalidArgumentError),
    ("a lone surrogate", Item("A\ud800"), InvalidUTF8Error),
    ("an unknown role the library refuses", Item("A", role=99), InvalidArgumentError),  # type: ignore[arg-type]
    ("a title that is not a str", Item(7), TypeError),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("case, item, error", LEFT_TO_PYTHON, ids=[case for case, _, _ in LEFT_TO_PYTHON])
def test_what_the_c_path_does_not_serve_takes_the_python_path(
    case: str, item: Item, error: type[Exception] | None, ctypes_calls: list[str], registry_baseline: int
) -> None:
    items = [Item("First"), item]
    if error is None:
        group = ButtonGroup(items)
        assert group.items == tuple(items) and group.item_count == 2
        assert "bg_group_update" in ctypes_calls
        group.close()
        return
    with pytest.raises(error, match=r"items\[1\]"):  # the Python path's errors name the field
        ButtonGroup(items)
    plain = ButtonGroup([Item("First")])
    with pytest.raises(error, match=r"items\[1\]"):
        plain.update(items)
    assert plain.items == (Item("First"),) and plain.item_count == 1  # a failed update changes nothing
    plain.close()


def test_once_a_callback_is_registered_the_group_takes_the_python_path(ctypes_calls: list[str]) -> None:
    fired: list[str] = []
    group = ButtonGroup([Item("A")])
    group.on_action_sheet_dismissed = lambda: fired.append("dismissed")
    group.on_action_sheet_dismissed = None  # unset: still the Python path (the flag stays)
    del ctypes_calls[:]
    group.update([Item("B")])
    assert ctypes_calls == ["bg_group_update"] and group.item_count == 1
    group.close()
    assert ctypes_calls[-1] == "bg_group_free"

    with_action = ButtonGroup([Item("A", action=lambda: fired.append("A"))])
    del ctypes_calls[:]
    with_action.update([Item("B")])  # the old item's registration is released by a Python callback
    assert ctypes_calls == ["bg_group_update"]
    with_action.layout(WIDTH)
    with_action.close()
    assert ctypes_calls[-1] == "bg_group_free"


def test_parameters_the_library_refuses_are_refused_by_the_python_path(ctypes_calls: list[str]) -> None:
    with pytest.raises(InvalidArgumentError, match="max_visible"):
        ButtonGroup([Item("A")], Parameters(max_visible=1))  # in range for C, refused by the library
    assert ctypes_calls == ["bg_group_create"]  # the compiled call declined; the Python one raised


def test_a_collected_plain_group_frees_its_handle() -> None:
    group = ButtonGroup([Item("A")])
    layout_frames = group.layout_frames  # holds the handle's owner, not the group
    state = group._state  # (it does not hold the owner)
    del group
    gc.collect()
    assert layout_frames(WIDTH).width[0] > 0
    lib.bg_group_item_count(state.handle, ctypes.byref(ctypes.c_uint32()))  # live
    del layout_frames
    gc.collect()
    with pytest.raises(InvalidHandleError, match="not live"):
        lib.bg_group_item_count(state.handle, ctypes.byref(ctypes.c_uint32()))


def test_the_compiled_functions_refuse_misuse() -> None:
    from buttongroup import _speedups

    state = button_group._GroupState()
    with pytest.raises(TypeError):
        _speedups.open_group(state, 0, 0, ())  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="items must be a tuple"):
        _speedups.open_group(state, 0, 0, [Item("A")], Item)
    with pytest.raises(TypeError, match="items must be a tuple"):
        _speedups.update_items(state, (Item("A"),), "Item")
    with pytest.raises(TypeError, match=r"free_group\(state\)"):
        _speedups.free_group()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"update_items\(state, items, item_type\)"):
        _speedups.update_items(state, ())  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        _speedups.update_items(object(), (), Item)  # a state without a lock
    rlocked = button_group._GroupState()
    rlocked.lock = threading.RLock()
    with pytest.raises(TypeError, match="free_group: state.lock must be a buttongroup._speedups.Lock"):
        _speedups.free_group(rlocked)
    assert _speedups.free_group(state) is True and state.items == ()  # no handle: nothing to free
    assert not state.lock._is_owned()  # type: ignore[attr-defined]


def test_a_large_group_is_the_same_through_both_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    items = [Item(f"Item {i}", icon=None if i % 3 else f"ic_{i}", disabled=i % 5 == 0) for i in range(200)]
    group = ButtonGroup(items, Parameters(max_visible=0))  # more than 64 items: updated without the GIL
    made = _seen(group)
    group.close()  # freed without the GIL too
    assert group.closed and group.items == ()
    with pytest.raises(InvalidHandleError):
        group.layout(WIDTH)
    with monkeypatch.context() as patches:
        patches.setattr(button_group, "_open_group", button_group._declined)
        twin = ButtonGroup(items, Parameters(max_visible=0))
        assert _seen(twin) == made
        twin.close()


def test_texts_replaced_by_another_thread_during_a_large_update_stay_valid() -> None:
    """A hostile host replaces the titles in the items' __dict__ while the library reads them
    without the GIL: the texts read are held, so the group gets old or new titles, never freed
    memory (the sanitized run would report a use after free)."""
    items = [Item(f"old {i}") for i in range(500)]
    stop = threading.Event()

    def replace_titles() -> None:
        k = 0
        while not stop.is_set():
            for item in items:
                item.__dict__["title"] = f"new {k} " + "x" * (k % 7)
            k += 1

    thread = threading.Thread(target=replace_titles)
    thread.start()
    try:
        group = ButtonGroup(items[:1], Parameters(max_visible=0))
        for _ in range(50):
            group.update(items)
    finally:
        stop.set()
        thread.join()
    labels = [node.label for node in group.layout(1e6).accessibility]
    assert len(labels) == 500 and all(label.startswith(("old ", "new ")) for label in labels)
    group.close()


REFUSED_GROUPS = """
import ctypes, json, sys
import buttongroup
from buttongroup.group import button_group
assert buttongroup._accelerator.OPEN_GROUP is not None, "the package without its compiled module"
counter = ctypes.CDLL(None)
counter.bg_test_allocations.restype = counter.bg_test_frees.restype = ctypes.c_uint64
items = [buttongroup.Item("A"), buttongroup.Item("B", role=99)]  # a role the library refuses

def net() -> int:
    for _ in range(1000):
        try:
            buttongroup.ButtonGroup(items)
        except buttongroup.InvalidArgumentError:
            pass
    return counter.bg_test_allocations() - counter.bg_test_frees()

net()  # warm up
compiled = -net() + net()
button_group._open_group = button_group._declined
python = -net() + net()
print(json.dumps({"compiled": compiled, "python": python}))
"""


def test_a_group_the_library_refuses_leaves_no_handle_behind(counter: Path, tmp_path: Path) -> None:
    """The compiled ``open_group`` makes the handle, the library refuses an item, and the handle
    is freed before the Python path makes its own: over 1,000 such constructions the library's
    allocations less its frees grow no more than on the Python path alone. (Less is expected:
    each refused call frees a block the counter did not see allocated, one more per
    construction here; a handle left behind adds seven allocations per construction.)"""
    environment = dict(os.environ, LD_PRELOAD=str(counter), BUTTONGROUP_LIBRARY=str(Path(lib.cdll._name).resolve()),
                       PYTHONPATH=str(Path(buttongroup.__file__).resolve().parent.parent))
    child = subprocess.run([sys.executable, "-c", REFUSED_GROUPS], env=environment, capture_output=True, text=True,
                           timeout=300, cwd=tmp_path)  # not the source tree: the installed package
    assert child.returncode == 0, child.stderr
    growth = json.loads(child.stdout.splitlines()[-1])
    assert growth["compiled"] <= growth["python"], growth
