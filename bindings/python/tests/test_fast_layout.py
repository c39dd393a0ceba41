"""``ButtonGroup.layout`` (one ``bg_group_layout`` call, one copy of its result) and its lazy
``GroupLayout``; ``ButtonGroup.layout_frames`` against the frames of the whole layout.

The oracle is the 0.1 reader: ``bg_group_layout`` through the ctypes table, every field read
from the C structs with ctypes (strings with ``c_char_p``) right after the call. At an unchanged
width, scale and direction the library returns the same cached layout to both.
"""

from __future__ import annotations

import ctypes
import json
import math
from decimal import Decimal
from fractions import Fraction
import random
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from test_fixtures import CASES, fixture_group

from buttongroup import (
    A11yRole,
    AccessibilityNode,
    ButtonGroup,
    Direction,
    Frames,
    GroupLayout,
    InvalidArgumentError,
    InvalidHandleError,
    Item,
    ItemRange,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    Rect,
    Role,
    Size,
    Slot,
    SlotKind,
    State,
    Strings,
)
from buttongroup.geometry import Corners
from buttongroup.group import _ffi
from buttongroup._native import lib

# ------------------------------------------------------------------ oracle


def _rect(c: Any) -> Rect:
    return Rect(c.x, c.y, c.width, c.height)


def _text(value: bytes | None) -> str | None:
    return None if value is None else value.decode("utf-8", "replace")


def eager(group: ButtonGroup, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> dict[str, Any]:
    """The layout read the 0.1 way: ``bg_group_layout``, then ctypes reads of every field."""
    out = _ffi.bg_layout(struct_size=ctypes.sizeof(_ffi.bg_layout))
    with group._state.lock:
        lib.bg_group_layout(group._state.handle, float(width), float(scale), int(direction), ctypes.byref(out))
        slots = tuple(
            (
                SlotKind(s.kind), None if s.item_index < 0 else s.item_index, Role(s.role), State(s.state),
                _rect(s.frame), _rect(s.hit_frame),
                Corners(s.corners.top_left, s.corners.top_right, s.corners.bottom_right, s.corners.bottom_left),
                _rect(s.icon_frame), _rect(s.title_frame), _text(s.title) or "", _text(s.icon), bool(s.title_truncated),
            )
            for s in out.slots[: out.slot_count]
        )
        nodes = tuple(
            AccessibilityNode(
                A11yRole(n.role), bool(n.enabled), _text(n.label) or "", _text(n.identifier), _rect(n.frame),
                n.position, n.count, n.slot_index,
            )
            for n in out.accessibility[: out.slot_count]
        )
        return {
            "slots": slots,
            "accessibility": nodes,
            "overflow": tuple(out.overflow_items[: out.overflow_count]),
            "size": Size(out.size.width, out.size.height),
        }


SLOT_FIELDS = ("kind", "item_index", "role", "state", "frame", "hit_frame", "corners", "icon_frame", "title_frame",
               "title", "icon", "title_truncated")
"""Every field of a ``Slot``, in the order of ``bg_slot``'s."""


def fields(slot: Slot | None) -> tuple[Any, ...] | None:
    """A slot's fields, in ``SLOT_FIELDS`` order (each checked for its type)."""
    if slot is None:
        return None
    values = tuple(getattr(slot, name) for name in SLOT_FIELDS)
    types = (SlotKind, (int, type(None)), Role, State, Rect, Rect, Corners, Rect, Rect, str, (str, type(None)), bool)
    assert all(isinstance(value, kind) for value, kind in zip(values, types)), values  # type: ignore[arg-type]
    return values


def describe(layout: GroupLayout) -> dict[str, Any]:
    """Every part of a layout, decoded (the shape of ``eager``'s, plus the frames)."""
    frames = layout.frames
    return {
        "slots": tuple(fields(slot) for slot in layout.slots),
        "accessibility": layout.accessibility,
        "overflow": tuple(layout.overflow_items),
        "size": layout.size,
        "frames": (list(frames), list(frames.x), list(frames.y), list(frames.width), list(frames.height)),
        "more": fields(layout.more_slot),
    }


def expected(oracle: dict[str, Any]) -> dict[str, Any]:
    """``describe``'s shape of an oracle."""
    frames = [slot[4] for slot in oracle["slots"]]
    return {
        "slots": oracle["slots"],
        "accessibility": oracle["accessibility"],
        "overflow": oracle["overflow"],
        "size": oracle["size"],
        "frames": (frames, [f.x for f in frames], [f.y for f in frames], [f.width for f in frames],
                   [f.height for f in frames]),
        "more": next((slot for slot in oracle["slots"] if slot[0] is SlotKind.MORE), None),
    }


# ------------------------------------------------------------- fixtures


@pytest.mark.parametrize("case", CASES, ids=lambda path: path.stem)
@pytest.mark.parametrize("direction", list(Direction), ids=lambda d: d.name.lower())
@pytest.mark.parametrize("first", ["slots", "accessibility", "frames", "more_slot", "overflow_items"])
def test_lazy_parts_equal_the_eager_decoding_of_every_fixture(case: Path, direction: Direction, first: str) -> None:
    """Whichever part is decoded first, every part equals the C structs read field by field."""
    fixture = json.loads(case.read_text(encoding="utf-8"))
    width, scale = fixture.get("width", 0), fixture.get("scale", 1)
    with fixture_group(fixture) as group:
        layout = group.layout(width, scale=scale, direction=direction)
        oracle = eager(group, width, scale, direction)
        getattr(layout, first)
        assert describe(layout) == expected(oracle)
        assert layout.slot_count == len(oracle["slots"]) == len(layout.frames)
        assert layout.items == group.items
        if oracle["overflow"]:  # always the trailing items
            assert oracle["overflow"][0] == len(group.items) - len(oracle["overflow"]) == layout.overflow_items.start
        more = layout.more_slot
        assert more is None or more is layout.slots[layout.slots.index(more)]


# ---------------------------------------------------------------- lifetime


def _varied_items(count: int, prefix: str = "") -> list[Item]:
    return [
        Item(
            f"{prefix}Title number {i} that is long" if i % 3 == 0 else f"{prefix}T{i}",
            icon="ic_info" if i % 2 else None,
            accessibility_label=f"{prefix}label {i}" if i % 4 == 1 else None,
            accessibility_identifier=f"{prefix}id{i}" if i % 5 == 2 else None,
            disabled=i % 7 == 3,
        )
        for i in range(count)
    ]


def _block_address(group: ButtonGroup, width: float, scale: float = 1.0) -> int:
    """Where the library keeps the group's result block after a layout at ``width``."""
    out = _ffi.bg_layout(struct_size=ctypes.sizeof(_ffi.bg_layout))
    with group._state.lock:
        lib.bg_group_layout(group._state.handle, float(width), float(scale), 0, ctypes.byref(out))
    address: int = out.data
    return address


def test_a_layout_stays_valid_and_unchanged_after_later_layouts_updates_and_close() -> None:
    group = ButtonGroup(_varied_items(6), Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0))
    read_now = group.layout(210, scale=2)
    oracle = expected(eager(group, 210, 2))
    read_later = group.layout(210, scale=2)  # nothing decoded until after everything below
    assert describe(read_now) == oracle
    assert any(slot.title_truncated for slot in read_now.slots) and read_now.more_slot is not None

    data = _block_address(group, 210, 2)
    for width in range(60, 600, 7):  # the same block, rewritten
        group.layout(width, scale=2, direction=Direction.RTL)
    assert _block_address(group, 100) == data
    group.update(_varied_items(300, prefix="new "))  # new item strings; the block grows and moves
    group.layout(40_000)
    group.parameters = Parameters(more_icon="ic_other", strings=Strings(more_button_accessibility_label="Other"))
    group.layout(150)
    group.close()

    assert describe(read_later) == oracle
    assert describe(read_now) == oracle
    assert read_later == read_now and hash(read_later) == hash(read_now)


def test_a_layout_is_built_without_decoding_anything() -> None:
    with ButtonGroup(_varied_items(4)) as group:
        layout = group.layout(300)
        lazy = ("_slots", "_accessibility", "_frames", "_overflow")  # each part, once decoded
        assert set(lazy) <= set(type(layout).__slots__)
        assert [getattr(layout, name) for name in lazy] == [None] * 4
        layout.frames.x
        assert (layout._slots, layout._accessibility) == (None, None)


def test_a_layout_is_immutable() -> None:
    with ButtonGroup([Item("A"), Item("B")]) as group:
        layout = group.layout(300)
    for name in ("slots", "accessibility", "overflow_items", "size", "frames", "more_slot", "slot_count"):
        with pytest.raises(AttributeError):
            setattr(layout, name, None)
    with pytest.raises(AttributeError):
        layout.something = 1  # type: ignore[attr-defined]
    for column in (layout.frames.x, layout.frames.y, layout.frames.width, layout.frames.height, layout.frames.values):
        assert isinstance(column, memoryview) and column.readonly and all(type(v) is float for v in column)
        with pytest.raises(TypeError):
            column[0] = 1.0


def test_equal_layouts_are_equal_and_hash_alike() -> None:
    items = [Item("Pay"), Item("Transfer", icon="ic_info")]
    with ButtonGroup(items) as one, ButtonGroup(items) as other:
        a, b, c = one.layout(300), other.layout(300), one.layout(301)
        assert a == b and hash(a) == hash(b) and a != c
        assert a != "a layout" and repr(a).startswith("GroupLayout(slots=(Slot(")


# ---------------------------------------------------------------- frames


def test_the_frames_view_of_1024_slots() -> None:
    with ButtonGroup([Item(chr(65 + i % 26)) for i in range(1024)], Parameters(max_visible=0)) as group:
        layout = group.layout(60_000, scale=2)
        slots, frames = layout.slots, layout.frames
    assert isinstance(frames, Frames) and len(frames) == len(slots) == 1024
    xs, ys, widths, heights = frames.x, frames.y, frames.width, frames.height
    for i, slot in enumerate(slots):
        assert (xs[i], ys[i], widths[i], heights[i]) == slot.frame
        assert frames[i] == slot.frame
    assert frames[-1] == slots[-1].frame and list(frames[2:5]) == [s.frame for s in slots[2:5]]
    assert list(frames) == [slot.frame for slot in slots]
    assert list(xs) == [slot.frame.x for slot in slots]
    with pytest.raises(IndexError):
        frames[1024]
    assert frames.x == xs and frames is layout.frames  # decoded once


def test_frames_of_an_empty_group() -> None:
    with ButtonGroup() as group:
        layout = group.layout(300)
    assert len(layout.frames) == 0 and len(layout.frames.x) == 0 and list(layout.frames) == []
    assert layout.slots == () and layout.accessibility == () and layout.overflow_items == () and not layout.overflow_items
    assert layout.more_slot is None and layout.size.width == 300


# --------------------------------------------------------------- strings


def _check_strings(group: ButtonGroup, width: float, **arguments: Any) -> GroupLayout:
    layout = group.layout(width, **arguments)
    assert describe(layout) == expected(eager(group, width, **arguments))
    return layout


def test_truncated_titles_come_from_the_block() -> None:
    titles = ["Statements and documents", "Überweisungen für Konten 💸", "Pay"]
    with ButtonGroup([Item(titles[0], accessibility_label="All statements"), Item(titles[1]), Item(titles[2])],
                     Parameters(max_visible=0)) as group:
        layout = _check_strings(group, 330, scale=2)
        first, second, third = layout.slots
    assert first.title_truncated and first.title.endswith("…") and titles[0].startswith(first.title[:-1])
    assert second.title_truncated and second.title.endswith("…") and titles[1].startswith(second.title[:-1])
    assert (third.title, third.title_truncated) == ("Pay", False)
    assert [node.label for node in layout.accessibility] == ["All statements", titles[1], "Pay"]


def test_a_title_elided_to_nothing_is_empty() -> None:
    with ButtonGroup([Item("Statements"), Item("Transfers")], Parameters(max_visible=0)) as group:
        for width in range(0, 200, 2):
            layout = _check_strings(group, width)
            if any(slot.title_truncated and slot.title == "" for slot in layout.slots):
                return
    pytest.fail("no width elided a title")


def test_the_more_buttons_icon_and_label() -> None:
    items = [Item(t) for t in ("Pay", "Cash Advance", "Transfer", "History")]
    with ButtonGroup(items) as group:
        more = _check_strings(group, 360).more_slot
        assert more is not None and (more.icon, more.title, more.item_index) == ("ic_more_horiz", "", None)
        group.parameters = Parameters(more_icon="ic_dots", strings=Strings(more_button_accessibility_label="Plus ✨"))
        layout = _check_strings(group, 360, direction=Direction.RTL)
    assert layout.more_slot is not None and layout.more_slot.icon == "ic_dots"
    assert layout.accessibility[-1].label == "Plus ✨" and layout.accessibility[-1].role is A11yRole.MENU_BUTTON


def test_icon_only_secondaries_show_no_title() -> None:
    items = [Item("Transfer"), Item("Pay", icon="ic_info", accessibility_identifier="pay"), Item("History", icon="ic_dock")]
    with ButtonGroup(items, Parameters(layout=LayoutParameters.prominent(spacing=4))) as group:
        layout = _check_strings(group, 360)
    assert [(slot.title, slot.icon) for slot in layout.slots] == [("Transfer", None), ("", "ic_info"), ("", "ic_dock")]
    assert [node.label for node in layout.accessibility] == ["Transfer", "Pay", "History"]
    assert [node.identifier for node in layout.accessibility] == [None, "pay", None]


# --------------------------------------------------------------- threads


def test_layout_on_a_shared_group_from_many_threads_gives_whole_results() -> None:
    group = ButtonGroup(_varied_items(7), Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0))
    widths = [60 + 9 * i for i in range(48)]
    reference = {(w, d): expected(eager(group, w, 2, d)) for w in widths for d in Direction}
    assert len({json.dumps(str(r["slots"])) for r in reference.values()}) > 20  # results differ widely
    failures: list[str] = []
    kept: list[tuple[tuple[int, Direction], GroupLayout]] = []

    def work(seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(250):
            key = (rng.choice(widths), rng.choice(list(Direction)))
            layout = group.layout(key[0], 2, key[1])
            if rng.random() < 0.5:
                if describe(layout) != reference[key]:
                    failures.append(f"torn layout at {key}")
            else:
                kept.append((key, layout))

    def update() -> None:
        for _ in range(100):
            group.update(list(group.items))  # same items, new C strings

    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=work, args=(seed,)) for seed in range(4)] + [threading.Thread(target=update)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(switch)
        group.close()
    assert not failures, failures[:5]
    assert all(describe(layout) == reference[key] for key, layout in kept)


# ------------------------------------------------------------- arguments


def test_ints_out_of_int32_raise_instead_of_wrapping() -> None:
    with ButtonGroup([Item("A")]) as group:
        for direction in (2**32, 2**32 + 1, -(2**31) - 1, 2**64):
            with pytest.raises(InvalidArgumentError, match="direction"):
                group.layout(100, direction=direction)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="direction"):
            group.layout(100, direction=2**31 - 1)  # type: ignore[arg-type]  (in range: the library says no)
        assert group.layout(100).size.width == 100


def test_arguments_convert_as_numbers() -> None:
    with ButtonGroup([Item("A"), Item("B", icon="ic_info")], Parameters(layout=LayoutParameters.prominent())) as group:
        rtl = group.layout(300, 2, Direction.RTL)
        assert group.layout(Fraction(600, 2), Decimal("2"), 1.0) == rtl  # type: ignore[arg-type]  anything with __float__
        assert group.layout(300, 2, 1) == rtl  # type: ignore[arg-type]
        assert group.layout(300.0, scale=2.0, direction=Direction.RTL) == rtl
        assert group.layout(width=300, scale=True).size.width == 300  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="^width must be a number, not NoneType$"):
            group.layout(None)  # type: ignore[arg-type]
        for text in ("300", "wide"):  # a str is not a number, even one that reads as one
            with pytest.raises(TypeError, match="^width must be a number, not str$"):
                group.layout(text)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="^scale must be a number, not str$"):
            group.layout(300, "2")  # type: ignore[arg-type]
        with pytest.raises(OverflowError):
            group.layout(10**400)
        with pytest.raises(InvalidArgumentError, match="width"):
            group.layout(math.inf)
        assert group.layout(300, 2, Direction.RTL) == rtl  # still usable after failures


def test_a_closed_group_raises_on_layout() -> None:
    group = ButtonGroup([Item("A")])
    group.layout(100)
    group.close()
    with pytest.raises(InvalidHandleError):
        group.layout(100)


def test_a_0_1_sized_bg_layout_is_filled_only_up_to_its_size() -> None:
    """A host built against 0.1 has no ``data``/``data_size``: the library must not write them."""
    with ButtonGroup([Item("Pay"), Item("Transfer")]) as group:
        out = _ffi.bg_layout(struct_size=_ffi.bg_layout.data.offset, data=0x5EED, data_size=0xC0FFEE)
        lib.bg_group_layout(group._state.handle, 300.0, 1.0, 0, ctypes.byref(out))
        assert out.slot_count == 2 and (out.data, out.data_size) == (0x5EED, 0xC0FFEE)


# -------------------------------------------------------------- ItemRange


def test_item_range_behaves_as_the_tuple_of_its_indices() -> None:
    run = ItemRange(2, 5)
    assert run == (2, 3, 4) and (2, 3, 4) == run and run != (2, 3) and run != [2, 3, 4]
    assert hash(run) == hash((2, 3, 4)) and run == ItemRange(2, 5) and run != ItemRange(1, 4)
    assert len(run) == 3 and list(run) == [2, 3, 4] and list(reversed(run)) == [4, 3, 2]
    assert run[0] == 2 and run[-1] == 4 and run[1:] == (3, 4) and isinstance(run[1:], ItemRange)
    assert 3 in run and 5 not in run and "3" not in run
    assert run.index(4) == 2 and run.count(3) == 1 and run.count(9) == 0
    assert run.range == range(2, 5) and (run.start, run.stop) == (2, 5)
    assert ItemRange() == () and not ItemRange() and repr(run) == "ItemRange(2, 5)"
    with pytest.raises(ValueError):
        run.index(7)
    with pytest.raises(IndexError):
        run[3]


def test_overflow_items_of_a_hundred_thousand_items_are_a_range() -> None:
    with ButtonGroup([Item(str(i)) for i in range(100_000)]) as group:
        layout = group.layout(360)
    assert layout.overflow_items.range == range(2, 100_000) and 99_999 in layout.overflow_items


# ------------------------------------------------------------------ frames only


@pytest.mark.parametrize("case", CASES, ids=lambda path: path.stem)
@pytest.mark.parametrize("direction", [Direction.LTR, Direction.RTL], ids=["ltr", "rtl"])
def test_layout_frames_equals_the_frames_of_the_whole_layout(case: Path, direction: Direction) -> None:
    fixture = json.loads(case.read_text(encoding="utf-8"))
    width, scale = fixture.get("width", 0), fixture.get("scale", 1)
    with fixture_group(fixture) as group:
        frames = group.layout_frames(width, scale=scale, direction=direction)
        whole = group.layout(width, scale=scale, direction=direction)
        assert list(frames) == [slot.frame for slot in whole.slots]
        assert list(frames.x) == [slot.frame.x for slot in whole.slots]
        assert list(frames.width) == [slot.frame.width for slot in whole.slots]
        assert list(frames.y) == list(whole.frames.y) and list(frames.height) == list(whole.frames.height)


def test_copies_of_layout_frames_stay_valid_after_later_layouts() -> None:
    """The view is the group's buffer (see ``test_frames.py``); ``tolist()`` and ``list()`` are the
    host's."""
    with ButtonGroup([Item(t) for t in "ABCD"], Parameters(max_visible=0)) as group:
        expected = [slot.frame for slot in group.layout(420, scale=2).slots]
        first = group.layout_frames(420, scale=2)
        kept, listed = first.tolist(), list(first)
        for width in (100.0, 999.5, 0.0):
            group.layout_frames(width, scale=2)
        group.update([Item("Z")])
        group.layout_frames(50)
        assert kept == listed == expected and len(kept) == 4 and kept[-1].x + kept[-1].width == 420


def test_layout_frames_errors_are_the_layouts() -> None:
    with ButtonGroup([Item("A")]) as group:
        with pytest.raises(InvalidArgumentError, match="width"):
            group.layout_frames(float("nan"))
        with pytest.raises(InvalidArgumentError, match="direction"):
            group.layout_frames(100, direction=2**32)  # type: ignore[arg-type]

        def failing(font: str, text: str, max_width: float) -> tuple[float, float]:
            raise KeyError("no font")

        group.measure = failing
        with pytest.raises(KeyError):
            group.layout_frames(120)
        group.measure = None
        assert len(group.layout_frames(120)) == 1
    with pytest.raises(InvalidHandleError):
        group.layout_frames(100)


def test_frames_are_plain_floats_compared_by_value() -> None:
    with ButtonGroup([Item("A"), Item("Bb"), Item("Ccc")]) as group:
        whole, other = group.layout(300, 2).frames, group.layout(301, 2).frames
        frames = group.layout_frames(300, 2)
        assert frames == whole and whole == frames and frames != other
        for unhashable in (frames, whole):
            with pytest.raises(TypeError, match="unhashable"):
                hash(unhashable)
        assert frames.values.tolist() == [v for rect in frames for v in rect] and len(frames.values) == 4 * len(frames)
        assert [list(frames.x), list(frames.y), list(frames.width), list(frames.height)] == [list(c) for c in zip(*frames)]
        assert all(type(v) is float for v in frames.values.tolist())
        assert frames != "frames" and frames != list(frames)  # a Frames equals Frames only
        assert sum(frames.width) + 2 * 8 == 300  # all-round, spacing 8: the widths and gaps fill the row
