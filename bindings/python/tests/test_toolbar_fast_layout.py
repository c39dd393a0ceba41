"""``Toolbar.layout`` (one ``bg_toolbar_layout`` call, one copy of its result), its lazy
``ToolbarLayout``, and ``Toolbar.layout_frames`` against it.

The oracle is the reader the binding had before: ``bg_toolbar_layout`` through the ctypes table,
every field of every struct read with ctypes (strings with ``c_char_p``) right after the call. At
an unchanged width, scale and direction the library returns the same cached layout to both.
"""

from __future__ import annotations

import ctypes
import json
import math
import pickle
import threading
from typing import Any

import pytest
from test_toolbar_fixtures import FILES, item

from buttongroup import (
    A11yRole,
    ControlAccessibilityNode,
    ControlButton,
    ControlCell,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    Corners,
    Direction,
    DiagnosticKind,
    InvalidArgumentError,
    InvalidHandleError,
    LabelStyle,
    PlacedGroup,
    Rect,
    Size,
    State,
    Toolbar,
    ToolbarDiagnostic,
    ToolbarFrames,
    ToolbarItem,
    ToolbarLayout,
)
from buttongroup._native import lib
from buttongroup.toolbar import _ffi

# ------------------------------------------------------------------ oracle


def _rect(c: Any) -> Rect:
    return Rect(c.x, c.y, c.width, c.height)


def _shown(c: Any) -> Rect | None:
    return None if (c.x, c.y, c.width, c.height) == (0, 0, 0, 0) else _rect(c)


def _text(value: bytes | None) -> str | None:
    return None if value is None else value.decode("utf-8", "replace")


def _cell(c: Any) -> ControlCell:
    title, image = _text(c.title), _text(c.image)
    return ControlCell(
        c.item_index, None if c.button_index < 0 else c.button_index, State(c.state), _rect(c.frame), _rect(c.hit_frame),
        Corners(c.corners.top_left, c.corners.top_right, c.corners.bottom_right, c.corners.bottom_left), title,
        None if title is None else _shown(c.title_frame), bool(c.title_truncated), image,
        None if image is None else _shown(c.image_frame), c.foreground_color, c.title_color,
        c.fill_color if c.has_fill else None)


def eager(toolbar: Toolbar, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> dict[str, Any]:
    """The layout read field by field through ctypes, right after ``bg_toolbar_layout``."""
    c = _ffi.bg_toolbar_view(struct_size=ctypes.sizeof(_ffi.bg_toolbar_view))
    with toolbar._state.lock:
        lib.bg_toolbar_layout(toolbar._state.handle, float(width), float(scale), int(direction), ctypes.byref(c))
        groups = tuple(PlacedGroup(
            g.item_index, ControlGroupStyle(g.style), LabelStyle(g.label_style), _rect(g.frame),
            _rect(g.menu_indicator_frame) if g.has_menu_indicator else None,
            range(g.first_cell, g.first_cell + g.cell_count),
            range(g.first_separator, g.first_separator + g.separator_count)) for g in c.groups[: c.group_count])
        nodes = tuple(ControlAccessibilityNode(
            A11yRole(n.role), bool(n.enabled), _text(n.label) or "", _rect(n.frame), n.position, n.count,
            None if n.slot_index == 2**32 - 1 else n.slot_index) for n in c.accessibility[: c.accessibility_count])
        diagnostics = tuple(ToolbarDiagnostic(
            DiagnosticKind(d.kind), None if d.item_index < 0 else d.item_index, _text(d.message) or "")
            for d in c.diagnostics[: c.diagnostic_count])
        return {
            "size": Size(c.size.width, c.size.height), "groups": groups, "cells": tuple(_cell(x) for x in c.cells[: c.cell_count]),
            "separators": tuple(_rect(r) for r in c.separators[: c.separator_count]),
            "overflow_button": _rect(c.overflow_button) if c.has_overflow_button else None,
            "overflowed": tuple(c.overflowed[: c.overflowed_count]), "overflow_icon": _text(c.overflow_icon),
            "menu_indicator": _text(c.menu_indicator), "accessibility": nodes, "diagnostics": diagnostics,
            "fill_color": c.fill_color, "separator_color": c.separator_color, "arrangement": c.arrangement,
        }


PARTS = ["size", "groups", "cells", "separators", "overflow_button", "overflowed", "overflow_icon", "menu_indicator",
         "accessibility", "diagnostics", "fill_color", "separator_color", "arrangement"]


def describe(layout: ToolbarLayout) -> dict[str, Any]:
    return {part: getattr(layout, part) for part in PARTS}


def _fixture_toolbars() -> list[tuple[str, Toolbar, list[float], float]]:
    made = []
    for path in FILES:
        fixture = json.loads(path.read_text(encoding="utf-8"))
        advance = fixture.get("measure", {}).get("advance", 8)

        def measure(font: str, text: str, max_width: float, advance: float = advance) -> tuple[float, float]:
            return (len(text) * advance, 20.0)

        for case in fixture["cases"]:
            toolbar = Toolbar([item(spec) for spec in case["items"]], ControlContext[case["context"].upper()],
                              measure=measure)
            made.append((f"{path.stem}/{case['name']}", toolbar, case["widths"], fixture.get("scale", 1)))
    return made


# ------------------------------------------------------------- fixtures


@pytest.mark.parametrize("direction", list(Direction), ids=lambda d: d.name.lower())
@pytest.mark.parametrize("first", ["cells", "accessibility", "groups", "diagnostics", "overflowed"])
def test_lazy_parts_equal_the_eager_reading_of_every_fixture(direction: Direction, first: str) -> None:
    """Whichever part is decoded first, every part equals the C structs read field by field;
    the frames-only call gives the same layout's frames."""
    differences = []
    for name, toolbar, widths, scale in _fixture_toolbars():
        with toolbar:
            for width in widths:
                layout = toolbar.layout(width, scale, direction)
                getattr(layout, first)
                oracle = eager(toolbar, width, scale, direction)
                if describe(layout) != oracle:
                    differences.append(f"{name} at {width}")
                frames = toolbar.layout_frames(width, scale, direction)
                expected = [cell.frame for cell in oracle["cells"]] + ([oracle["overflow_button"]] if oracle["overflow_button"] else [])
                if (list(frames) != expected or list(layout.frames) != [cell.frame for cell in oracle["cells"]]
                        or list(frames.groups) != [g.frame for g in oracle["groups"]]
                        or list(frames.separators) != list(oracle["separators"])
                        or frames.overflow_button != oracle["overflow_button"] or frames.size != oracle["size"]
                        or frames.arrangement != oracle["arrangement"] or frames.cell_count != len(oracle["cells"])):
                    differences.append(f"{name} at {width}: frames")
    assert not differences, differences[:10]


# ---------------------------------------------------------------- the results


def _toolbar(**kw: Any) -> Toolbar:
    groups = [ToolbarItem(ControlGroup(f"G{g}", buttons=[ControlButton(f"B{g}.{b}", f"img{b}") for b in range(2)]))
              for g in range(4)]
    return Toolbar(groups, **kw)


def test_results_stay_valid_and_unchanged_after_later_calls_and_close() -> None:
    toolbar = _toolbar()
    layout = toolbar.layout(120, 2)
    expected = eager(toolbar, 120, 2)  # the same (cached) layout
    frames = toolbar.layout_frames(700, 2)
    cells, xs, copied = list(frames), frames.x.tolist(), pickle.loads(pickle.dumps(frames))
    toolbar.set_items([ControlButton("Other")])
    toolbar.layout(300)
    toolbar.layout_frames(301)  # rewrites the view (test_frames.py), not the copies
    toolbar.close()
    assert describe(layout) == expected and layout.overflow_button is not None
    assert list(copied) == cells and copied.x.tolist() == xs and len(copied) == len(cells) == 8


def test_a_layout_is_built_without_decoding_and_is_immutable() -> None:
    with _toolbar() as toolbar:
        layout = toolbar.layout(500)
        assert layout._fields is None and layout._parts is None
        with pytest.raises(AttributeError):
            layout.cells = ()  # type: ignore[misc]
        with pytest.raises(AttributeError):
            layout._block = b""
        frames = toolbar.layout_frames(500)
        with pytest.raises(AttributeError):
            frames.arrangement = 3  # type: ignore[misc]


def test_equal_results_compare_and_hash_alike_and_copy_and_pickle() -> None:
    with _toolbar() as toolbar:
        first, again = toolbar.layout(300, 2), toolbar.layout(300, 2)
        assert first == again and hash(first) == hash(again) and first != toolbar.layout(200, 2)
        frames = pickle.loads(pickle.dumps(toolbar.layout_frames(300, 2)))  # a copy of the view
        assert frames == toolbar.layout_frames(300, 2) and frames != toolbar.layout_frames(301, 2)
        for copied in (pickle.loads(pickle.dumps(first)), pickle.loads(pickle.dumps(frames))):
            assert copied == (first if isinstance(copied, ToolbarLayout) else frames)
        assert pickle.loads(pickle.dumps(frames)).x == frames.x


def test_strings_come_from_the_block_or_the_items() -> None:
    """Cut titles, the theme's names, the overflow label and messages are the layout's; whole
    titles, images and labels are the items'."""
    long = ControlGroup("Docs", buttons=[ControlButton("Statements and documents"), ControlButton("Pay")],
                        label_style=LabelStyle.TITLE_ONLY)
    with Toolbar([ToolbarItem(long)], ControlContext.CONTENT) as view:
        cut, whole = view.layout(80), view.layout(500)
        assert cut.cells[0].title_truncated and cut.cells[0].title.endswith("…")  # type: ignore[union-attr]
        assert [c.title for c in whole.cells] == ["Statements and documents", "Pay"]
        assert [n.label for n in cut.accessibility] == ["Docs", "Statements and documents", "Pay"]
        assert eager(view, 80)["cells"] == cut.cells
    menu = ControlGroup(None, buttons=[ControlButton("A"), ControlButton("B")], style=ControlGroupStyle.MENU)
    with Toolbar([ToolbarItem(menu)] + [ToolbarItem(ControlGroup(f"G{i}", buttons=[ControlButton("x", "i")])) for i in range(4)]) as toolbar:
        narrow = toolbar.layout(10)
        assert narrow.accessibility[-1].label == "More" and narrow.overflow_icon and narrow.menu_indicator
        assert {d.kind for d in narrow.diagnostics} == {DiagnosticKind.TOO_MANY_GROUPS, DiagnosticKind.UNLABELED_MENU,
                                                       DiagnosticKind.UNLABELED_OVERFLOW}
        assert all(d.message for d in narrow.diagnostics) and describe(narrow) == eager(toolbar, 10)


def test_frames_and_the_arrangement() -> None:
    with _toolbar() as toolbar:
        wide = pickle.loads(pickle.dumps(toolbar.layout_frames(700, 2)))  # copies: each call rewrites the view
        rtl = pickle.loads(pickle.dumps(toolbar.layout_frames(650, 2, Direction.RTL)))
        assert isinstance(wide, ToolbarFrames) and wide.overflow_button is None and wide.cell_count == len(wide) == 8
        assert wide.arrangement == rtl.arrangement != 0 and wide.x != rtl.x
        narrow = toolbar.layout_frames(150, 2)
        assert narrow.arrangement != wide.arrangement and narrow.overflow_button == narrow[-1]
        assert len(narrow) == narrow.cell_count + 1 and len(narrow.groups) == narrow.cell_count // 2
        layout = toolbar.layout(150, 2)
        assert layout.arrangement == narrow.arrangement and list(narrow.groups) == [g.frame for g in layout.groups]
        assert list(narrow.separators) == list(layout.separators) and narrow.size == layout.size
    with Toolbar([]) as empty:
        nothing = empty.layout_frames(100)
        assert len(nothing) == 0 and len(nothing.x) == 0 and nothing.overflow_button is None
        assert list(nothing.groups) == [] and empty.layout(100).cells == ()


@pytest.mark.parametrize("call", [
    lambda t: t(math.nan), lambda t: t(-1), lambda t: t(1e8), lambda t: t(100, 0), lambda t: t(100, 2, 2),
])
def test_layout_frames_errors_are_the_layouts(call: Any) -> None:
    with _toolbar() as toolbar:
        with pytest.raises(InvalidArgumentError) as whole:
            call(toolbar.layout)
        with pytest.raises(InvalidArgumentError) as frames:
            call(toolbar.layout_frames)
        assert str(frames.value) == str(whole.value).replace("bg_toolbar_layout:", "bg_toolbar_layout_frames:")
        assert len(toolbar.layout_frames(700)) == 8  # still usable


def test_a_measure_callback_error_comes_out_of_layout_frames() -> None:
    class Boom(Exception):
        pass

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        raise Boom(text)

    with Toolbar([ControlGroup("G", buttons=[ControlButton("Title")], label_style=LabelStyle.TITLE_ONLY)],
                 measure=measure) as toolbar:
        for lay_out in (toolbar.layout, toolbar.layout_frames):
            with pytest.raises(Boom):
                lay_out(300)
        toolbar.measure = None
        assert len(toolbar.layout_frames(300)) == 1


def test_a_closed_toolbar_raises() -> None:
    toolbar = _toolbar()
    toolbar.close()
    for lay_out in (toolbar.layout, toolbar.layout_frames):
        with pytest.raises(InvalidHandleError):
            lay_out(100)


def test_a_first_header_sized_view_is_filled_only_up_to_its_size() -> None:
    """A host built against the first toolbar header has no ``data``, ``data_size``, ``arrangement``."""
    first_size, whole = _ffi.bg_toolbar_view.data.offset, ctypes.sizeof(_ffi.bg_toolbar_view)
    with _toolbar() as toolbar:
        raw = (ctypes.c_ubyte * whole)(*([0xAB] * whole))
        view = _ffi.bg_toolbar_view.from_buffer(raw)
        view.struct_size = first_size
        lib.bg_toolbar_layout(toolbar._state.handle, 700.0, 1.0, 0, ctypes.byref(view))
        assert view.struct_size == first_size and view.cell_count == 8
        assert bytes(raw[first_size:]) == b"\xab" * (whole - first_size)


def test_layouts_of_a_shared_toolbar_from_many_threads_are_whole() -> None:
    """Layouts from three threads while another replaces the items and the threads also run
    ``layout_frames`` (whose view is the toolbar's, rewritten by any thread: not compared)."""
    sets = [[ControlGroup(n, buttons=[ControlButton(f"{n}{i}", "i") for i in range(count)]) for n in "ABC"] for count in (2, 3)]
    failures: list[str] = []
    with Toolbar(sets[0]) as toolbar:
        def work(seed: int) -> None:
            for step in range(200):
                layout = toolbar.layout(300 + (seed * 37 + step) % 400)
                toolbar.layout_frames(300 + (seed * 41 + step) % 400)
                per_group = {len(group.cells) for group in layout.groups}
                cells = {len(layout.cells[group.cells.start : group.cells.stop]) for group in layout.groups}
                if len(per_group) > 1 or per_group != cells or len(layout.frames) != len(layout.cells):
                    failures.append(f"torn: {per_group}, {layout!r}")

        def update() -> None:
            for step in range(200):
                toolbar.set_items(sets[step % 2])

        threads = [threading.Thread(target=work, args=(seed,)) for seed in range(3)] + [threading.Thread(target=update)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert not failures, failures[:3]
