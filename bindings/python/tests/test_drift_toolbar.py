"""The toolbar's layout reader against the C headers: the ``struct`` formats it unpacks
(``toolbar/_records.py``), the view fields it indexes, and what ``ToolbarFrames`` reads of the
frames ``bg_toolbar_layout_frames`` writes. ``test_drift.py`` checks the tables themselves (and the
group's reader).
"""

from __future__ import annotations

import ctypes
from pathlib import Path

from test_drift import _c_layouts, _record_offsets

from buttongroup.toolbar import _ffi as toolbar_ffi
from buttongroup.toolbar import _records as toolbar_records


def test_the_toolbar_record_formats_match_the_c_structs() -> None:
    """Each field's offset in a format equals the ctypes (and so the C) offset of the same field."""
    records = ((toolbar_records.VIEW, toolbar_ffi.bg_toolbar_view), (toolbar_records.CELL, toolbar_ffi.bg_control_cell),
               (toolbar_records.GROUP, toolbar_ffi.bg_placed_group),
               (toolbar_records.DIAGNOSTIC, toolbar_ffi.bg_toolbar_diagnostic), (toolbar_records.BAR, toolbar_ffi.bg_toolbar_bar))
    for record, c_struct in records:
        assert _record_offsets(record.format) == _c_struct_offsets(c_struct), c_struct.__name__
        assert record.size == ctypes.sizeof(c_struct)


def _c_struct_offsets(c_struct: type[ctypes.Structure]) -> list[int]:
    """The offset of every scalar of ``c_struct`` (nested structs flattened)."""
    offsets: list[int] = []
    for name, field_type in c_struct._fields_:
        base = getattr(c_struct, name).offset
        if issubclass(field_type, ctypes.Structure):
            offsets += [base + getattr(field_type, sub).offset for sub, _ in field_type._fields_]
        else:
            offsets.append(base)
    return offsets


def test_the_toolbar_readers_sizes_and_offsets_match_the_c_compiler(tmp_path: Path) -> None:
    """The ``bg_toolbar_view`` fields the toolbar's reader indexes, and the ``bg_rect`` array
    ``bg_toolbar_layout_frames`` writes (read as doubles), from gcc."""
    c = _c_layouts(tmp_path, [
        "sizeof(bg_toolbar_view)", "sizeof(bg_toolbar_frames)", "sizeof(bg_rect)",
        "offsetof(bg_toolbar_view, data)", "offsetof(bg_toolbar_view, data_size)", "offsetof(bg_toolbar_view, arrangement)",
        "offsetof(bg_control_cell, frame)", "sizeof(bg_control_cell)",
    ])
    assert toolbar_records.VIEW.size == ctypes.sizeof(toolbar_ffi.bg_toolbar_view) == c["sizeof(bg_toolbar_view)"]
    assert toolbar_ffi.bg_toolbar_view.data.offset == c["offsetof(bg_toolbar_view, data)"]  # the first header's size
    assert c["offsetof(bg_toolbar_view, data_size)"] == c["offsetof(bg_toolbar_view, data)"] + 8  # the block's key: 16 bytes
    assert ctypes.sizeof(toolbar_ffi.bg_toolbar_frames) == c["sizeof(bg_toolbar_frames)"]
    assert c["sizeof(bg_rect)"] == 4 * ctypes.sizeof(ctypes.c_double)
    assert (toolbar_records.CELL_FRAME, toolbar_records.CELL.size) == (
        c["offsetof(bg_control_cell, frame)"], c["sizeof(bg_control_cell)"])
    fields = [name for name, _ in toolbar_ffi.bg_toolbar_view._fields_]
    scalars = [name for name in fields for _ in range(4 if name == "overflow_button" else 2 if name == "size" else 1)]
    named = {"V_NODE_COUNT": "accessibility_count", "V_NODES": "accessibility", "V_FILL": "fill_color",
             "V_HAS_OVERFLOW": "has_overflow_button"}
    constants = [name for name in vars(toolbar_records) if name.startswith("V_")]
    assert len(constants) == 24
    for constant in constants:
        field = named.get(constant, constant[2:].lower())
        index = getattr(toolbar_records, constant)
        assert scalars[index] == field and scalars.index(field) == index, constant


def test_a_cell_record_decodes_each_field_by_its_c_name() -> None:
    """Every field of a ``bg_control_cell`` made through ctypes by name, each with its own value,
    lands in the ``ControlCell`` attribute of that name (the real layouts give a cell's image
    tint and title color the same value, so only a record like this tells them apart)."""
    from buttongroup.enums import State
    from buttongroup.geometry import Corners, Rect
    from buttongroup.toolbar.parts import ControlCell

    def rect(base: float) -> toolbar_ffi.bg_rect:
        return toolbar_ffi.bg_rect(base, base + 1, base + 2, base + 3)

    cell = toolbar_ffi.bg_control_cell(
        item_index=7, button_index=2, state=int(State.SELECTED), title_truncated=1,
        frame=rect(10), hit_frame=rect(20), corners=toolbar_ffi.bg_corner_radii(1, 2, 3, 4),
        title_frame=rect(30), image_frame=rect(40),
        foreground_color=0x11223344, title_color=0x55667788, has_fill=1, fill_color=0x99AABBCC)
    decoded = ControlCell._from_record(toolbar_records.CELL.unpack(bytes(cell)), "Title", "ic_info")
    assert (decoded.item, decoded.button, decoded.state, decoded.title_truncated) == (7, 2, State.SELECTED, True)
    assert (decoded.frame, decoded.hit_frame) == (Rect(10, 11, 12, 13), Rect(20, 21, 22, 23))
    assert decoded.corners == Corners(1, 2, 3, 4)
    assert (decoded.title_frame, decoded.image_frame) == (Rect(30, 31, 32, 33), Rect(40, 41, 42, 43))
    assert (decoded.foreground_color, decoded.title_color, decoded.fill_color) == (0x11223344, 0x55667788, 0x99AABBCC)
    cell.has_fill = 0
    assert ControlCell._from_record(toolbar_records.CELL.unpack(bytes(cell)), None, None).fill_color is None
