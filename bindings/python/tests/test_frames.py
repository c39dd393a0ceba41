"""``Frames`` and ``ToolbarFrames``: what ``layout_frames`` returns and what a whole layout holds.

``ButtonGroup.layout_frames`` and ``Toolbar.layout_frames`` return a read-only view of a buffer
the object owns for the calling thread, which that thread's next ``layout_frames`` on the object
rewrites (``tolist()``, ``list()`` and pickling copy; other threads: ``test_threads.py``); the ``frames`` of a ``GroupLayout`` or ``ToolbarLayout`` are their own and never
change. A view always has the length of the layout it shows, and a toolbar's agrees with
``Toolbar.layout`` at the same width: cells, overflow button, groups, separators, size,
arrangement. Indexing refuses what a sequence refuses.
"""

from __future__ import annotations

import copy
import gc
import pickle
from collections.abc import Callable
from typing import Any

import pytest

from buttongroup import (
    ButtonGroup,
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    Direction,
    Frames,
    Item,
    OverflowPolicy,
    Parameters,
    Rect,
    Toolbar,
    ToolbarFrames,
    ToolbarItem,
)


def _group() -> ButtonGroup:
    return ButtonGroup([Item(t) for t in ("Pay", "Cash Advance", "Transfer", "History", "Savings", "Cards")],
                       Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0))


def _toolbar(context: ControlContext = ControlContext.TOOLBAR) -> Toolbar:
    groups = [ToolbarItem(ControlGroup(f"G{g}", buttons=[ControlButton(f"B{g}.{b}", f"img{b}") for b in range(g % 3 + 1)]))
              for g in range(4)]
    menu = ControlGroup("Menu", buttons=[ControlButton("M1"), ControlButton("M2")], style=ControlGroupStyle.MENU)
    return Toolbar([*groups, ToolbarItem(menu)], context)


MAKERS: list[Callable[[], Any]] = [_group, _toolbar]
IDS = ["group", "toolbar"]


# ------------------------------------------------------------------ a view of the object's buffer


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_the_next_layout_frames_rewrites_the_view_and_copies_stay(make: Callable[[], Any]) -> None:
    with make() as subject, make() as twin:
        first = subject.layout_frames(2000, 2)
        kept, listed, pickled = first.tolist(), list(first), pickle.loads(pickle.dumps(first))
        copied = copy.deepcopy(first)
        assert kept == listed == list(twin.layout_frames(2000, 2)) and pickled == copied == first
        second = subject.layout_frames(1800, 2)  # as many frames: the same buffer, rewritten
        assert len(second) == len(first) and first.tolist() == second.tolist() != kept
        assert first.tolist() == list(twin.layout_frames(1800, 2))
        assert kept == listed == list(pickled) == list(copied) == list(twin.layout_frames(2000, 2))


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_a_view_outlives_its_object(make: Callable[[], Any]) -> None:
    """The view holds the buffer: an object nobody holds can be laid out, and its frames read."""
    with make() as twin:
        expected = twin.layout_frames(900, 2).tolist()
    frames = make().layout_frames(900, 2)  # the object is freed as the call returns
    gc.collect()
    assert frames.tolist() == expected and list(frames.x) == [rect.x for rect in expected]


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_a_whole_layouts_frames_are_its_own(make: Callable[[], Any]) -> None:
    with make() as subject:
        layout = subject.layout(900, 2)
        frames = layout.frames
        kept = frames.tolist()
        for width in (120.0, 450.5, 2000.0):
            subject.layout(width, 2)
            subject.layout_frames(width, 2)
        assert frames.tolist() == kept and layout.frames is frames
        cells = layout.slots if isinstance(subject, ButtonGroup) else layout.cells
        assert kept == [cell.frame for cell in cells]


@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_a_view_is_read_only(make: Callable[[], Any]) -> None:
    with make() as subject:
        frames = subject.layout_frames(900)
        for column in (frames.x, frames.y, frames.width, frames.height, frames.values):
            assert column.readonly and column.format == "d"
            with pytest.raises(TypeError):
                column[0] = 1.0
        with pytest.raises(TypeError):
            frames[0] = Rect(0, 0, 1, 1)  # type: ignore[index]
        with pytest.raises(TypeError, match="unhashable"):
            hash(frames)
        assert frames.tolist() == list(subject.layout_frames(900))  # unchanged


def test_a_groups_view_has_the_length_of_each_layout() -> None:
    """A narrower width moves items into the More sheet (fewer slots), a wider one back; an update
    to more items than the buffer held grows it, to fewer shrinks the view."""
    with _group() as group:
        seen = set()
        for width in [*range(60, 1200, 37), 2000, 90]:
            frames = group.layout_frames(width, 2)
            layout = group.layout(width, 2)
            assert len(frames) == layout.slot_count and frames.tolist() == [s.frame for s in layout.slots]
            seen.add(len(frames))
        assert len(seen) >= 3, "the widths should change the slot count"
        for count in (12, 2, 0, 30):
            group.update([Item(f"I{i}") for i in range(count)])
            frames = group.layout_frames(5000, 2)
            assert len(frames) == group.layout(5000, 2).slot_count == count
            assert len(frames.x) == len(frames.width) == len(frames.values) // 4 == count


@pytest.mark.parametrize("direction", [Direction.LTR, Direction.RTL], ids=["ltr", "rtl"])
@pytest.mark.parametrize("context", [ControlContext.TOOLBAR, ControlContext.CONTENT], ids=["toolbar", "content"])
def test_a_toolbars_view_agrees_with_its_layout(direction: Direction, context: ControlContext) -> None:
    with _toolbar(context) as toolbar:
        overflowed = set()
        for width in (2000, 700, 420, 260, 120, 40, 900):
            frames = toolbar.layout_frames(width, 2, direction)
            assert isinstance(frames, ToolbarFrames)
            got = (frames.tolist(), frames.cell_count, frames.overflow_button, frames.groups.tolist(),
                   frames.separators.tolist(), frames.size, frames.arrangement)
            layout = toolbar.layout(width, 2, direction)  # the same layout, looked up
            cells = [cell.frame for cell in layout.cells]
            assert got == (cells + ([layout.overflow_button] if layout.overflow_button else []), len(cells),
                           layout.overflow_button, [g.frame for g in layout.groups], list(layout.separators),
                           layout.size, layout.arrangement), f"at {width}"
            assert frames[: frames.cell_count] == tuple(cells) and layout.frames.tolist() == cells
            overflowed.add(frames.overflow_button is not None)
        assert overflowed == ({True, False} if context is ControlContext.TOOLBAR else {False})


def test_a_toolbars_arrangement_tells_whether_kept_cells_still_apply() -> None:
    with _toolbar() as toolbar:
        wide = toolbar.layout(2000, 2)
        frames = toolbar.layout_frames(1900, 2)
        assert frames.arrangement == wide.arrangement and frames.cell_count == len(wide.cells)
        assert [frames[i].width for i in range(frames.cell_count)] == [c.frame.width for c in wide.cells]
        narrow = toolbar.layout_frames(150, 2)
        shown = narrow.arrangement  # (read live: the toolbar's latest layout_frames)
        assert shown != wide.arrangement and narrow.overflow_button is not None
        assert toolbar.layout_frames(140, 2).arrangement == shown  # the same groups in the menu
        toolbar.set_items(toolbar.items[:2])
        assert toolbar.layout_frames(150, 2).arrangement not in (wide.arrangement, shown)


# ------------------------------------------------------------------ indexing


def _frames_of_each_kind() -> list[Frames]:
    with _group() as group, _toolbar() as toolbar:
        return [group.layout(2000).frames, group.layout_frames(2000), toolbar.layout(2000).frames,
                toolbar.layout_frames(2000)]


def test_indexing_takes_ints_and_slices_only() -> None:
    for frames in _frames_of_each_kind():
        rects = frames.tolist()
        assert frames[0] == rects[0] and frames[-1] == rects[-1] and frames[True] == rects[1]
        assert frames[1:3] == tuple(rects[1:3]) and frames[::-1] == tuple(reversed(rects))
        for index in (len(rects), -len(rects) - 1, 2**70):
            with pytest.raises(IndexError, match=f"Frames index {index} out of range \\({len(rects)} frames\\)"):
                frames[index]
        for index, name in ((0.5, "float"), (1.9, "float"), (1.0, "float"), ("0", "str"), (None, "NoneType")):
            # a whole float is no index either, as for a list
            with pytest.raises(TypeError, match=f"^Frames indices must be integers or slices, not {name}$"):
                frames[index]  # type: ignore[call-overload]


def test_frames_compare_by_value_with_frames_only() -> None:
    with _group() as group, _group() as twin:
        view, whole, other = group.layout_frames(500), twin.layout(500).frames, twin.layout(501).frames
        assert view == whole and whole == view and view != other
        assert view != whole.tolist() and view != tuple(whole) and view != "frames"
    with _toolbar() as toolbar, _toolbar() as twin:
        toolbar_view = toolbar.layout_frames(500)
        other = pickle.loads(pickle.dumps(twin.layout_frames(501)))
        assert toolbar_view == twin.layout_frames(500) and toolbar_view != other
        assert pickle.loads(pickle.dumps(toolbar_view)) == toolbar_view
