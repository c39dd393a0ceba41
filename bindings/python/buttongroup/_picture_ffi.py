"""ctypes mirror of ``include/buttongroup/picture.h``: laid-out objects drawn as SVG.

See ``_ffi`` for the table machinery; ``tests/test_drift.py`` checks this table against the header.
"""

from __future__ import annotations

from ctypes import POINTER, Structure, c_char_p, c_double, c_int32, c_size_t, c_uint32

from ._ffi import Table, status_function
from .button._ffi import bg_button
from .group._ffi import bg_group
from .toolbar._ffi import bg_toolbar

__all__ = ["bg_picture_options", "bg_svg", "TABLE"]


class bg_picture_options(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("show_overflow", c_int32), ("padding", c_double), ("background", c_uint32),
        ("reserved", c_uint32),
    ]


class bg_svg(Structure):
    _fields_ = [("struct_size", c_uint32), ("reserved", c_uint32), ("text", c_char_p), ("length", c_size_t)]


TABLE = Table(
    header="buttongroup/picture.h",
    structs=(bg_picture_options, bg_svg),
    callback_types={},
    functions=(
        status_function("bg_picture_options_init", POINTER(bg_picture_options)),
        status_function("bg_group_svg", bg_group, POINTER(bg_picture_options), POINTER(bg_svg)),
        status_function("bg_button_svg", bg_button, POINTER(bg_picture_options), POINTER(bg_svg)),
        status_function("bg_toolbar_svg", bg_toolbar, POINTER(bg_picture_options), POINTER(bg_svg)),
    ),
)
"""``picture.h``: picture options, the SVG result, one drawing function per object kind."""
