"""ctypes mirror of ``include/buttongroup/theme.h``: ``bg_theme``, design tokens.

See ``_ffi`` for the table machinery; ``tests/test_drift.py`` checks this table against the header.
"""

from __future__ import annotations

from ctypes import POINTER, Structure, c_char, c_char_p, c_double, c_int32, c_size_t, c_uint32, c_uint64

from ._ffi import Table, status_function

__all__ = ["bg_theme", "bg_button_colors", "TABLE"]


class bg_theme(Structure):
    _fields_ = [("id", c_uint64)]


class bg_button_colors(Structure):
    _fields_ = [("background", c_uint32), ("foreground", c_uint32), ("border", c_uint32), ("reserved", c_uint32)]


TABLE = Table(
    header="buttongroup/theme.h",
    structs=(bg_theme, bg_button_colors),
    callback_types={},
    functions=(
        status_function("bg_theme_load", c_char_p, c_size_t, POINTER(bg_theme)),
        status_function("bg_theme_free", bg_theme),
        status_function("bg_theme_copy_warnings", bg_theme, POINTER(c_char), c_size_t, POINTER(c_size_t)),
        status_function("bg_theme_number", bg_theme, c_char_p, POINTER(c_double)),
        status_function("bg_theme_color", bg_theme, c_char_p, POINTER(c_uint32)),
        status_function("bg_theme_copy_string", bg_theme, c_char_p, POINTER(c_char), c_size_t, POINTER(c_size_t)),
        status_function("bg_theme_button_colors", bg_theme, c_int32, c_uint32, POINTER(bg_button_colors)),
        status_function("bg_theme_set_default", bg_theme),
        status_function("bg_theme_get_default", POINTER(bg_theme)),
        status_function("bg_theme_with_content_size", bg_theme, c_int32, POINTER(bg_theme)),
        status_function("bg_theme_content_size", bg_theme, POINTER(c_int32)),
        status_function("bg_text_style_size", c_int32, c_int32, POINTER(c_double)),
    ),
)
"""``theme.h``: loading, freeing and reading a theme."""
