"""ctypes mirror of ``include/buttongroup/toolbar.h``: ``bg_toolbar``, control groups in a toolbar.

See ``buttongroup._ffi`` for the table machinery; ``tests/test_drift.py`` checks this table
against the header (names, argument and field types, field order, sizes and offsets).
``bg_a11y_node`` is ``group.h``'s, the breakpoint structs are ``common.h``'s (shared with the
button group's breakpoints).
"""

from __future__ import annotations

from ctypes import (
    CFUNCTYPE, POINTER, Structure, c_char_p, c_double, c_int32, c_size_t, c_uint32, c_uint64, c_void_p,
)

from .._ffi import (
    Table, bg_breakpoints, bg_corner_radii, bg_destroy_fn, bg_measure_fn, bg_rect, bg_size, bg_status,
    status_function,
)
from .._theme_ffi import bg_theme
from ..group._ffi import bg_a11y_node

__all__ = [
    "bg_toolbar", "bg_control_menu_entry", "bg_control_menu", "bg_control_button", "bg_toolbar_item",
    "bg_control_cell", "bg_placed_group", "bg_toolbar_bar", "bg_toolbar_diagnostic", "bg_toolbar_view", "bg_toolbar_frames",
    "bg_control_target", "bg_control_action_fn", "bg_present_menu_fn", "bg_menu_dismissed_fn", "TABLE",
]


class bg_toolbar(Structure):
    _fields_ = [("id", c_uint64)]


# ------------------------------------------------------------------ callbacks


class bg_control_menu_entry(Structure):
    _fields_ = [
        ("title", c_char_p), ("image", c_char_p), ("parent", c_int32), ("item_index", c_uint32),
        ("button_index", c_int32), ("disabled", c_int32), ("selection", c_int32), ("palette", c_int32),
    ]


class bg_control_menu(Structure):
    _fields_ = [
        ("is_overflow", c_int32), ("item_index", c_int32), ("entry_count", c_uint32), ("compact", c_int32),
        ("entries", POINTER(bg_control_menu_entry)),
    ]


bg_control_action_fn = CFUNCTYPE(bg_status, c_void_p, bg_toolbar, c_uint32, c_uint32)
bg_present_menu_fn = CFUNCTYPE(bg_status, c_void_p, bg_toolbar, POINTER(bg_control_menu))
bg_menu_dismissed_fn = CFUNCTYPE(None, c_void_p, bg_toolbar)

# ---------------------------------------------------------------------- input


class bg_control_button(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("selection", c_int32), ("title", c_char_p), ("image", c_char_p),
        ("disabled", c_int32), ("reserved", c_int32), ("action", bg_control_action_fn), ("user_data", c_void_p),
        ("destroy", bg_destroy_fn),
    ]


class bg_toolbar_item(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("kind", c_int32), ("placement", c_int32), ("style", c_int32),
        ("label_style", c_int32), ("fixed_size", c_int32), ("has_priority", c_int32), ("disabled", c_int32),
        ("priority", c_double), ("label_title", c_char_p), ("label_image", c_char_p),
        ("buttons", POINTER(bg_control_button)), ("button_count", c_uint32), ("reserved2", c_uint32),
    ]


# --------------------------------------------------------------------- output


class bg_control_cell(Structure):
    _fields_ = [
        ("item_index", c_uint32), ("button_index", c_int32), ("state", c_uint32), ("title_truncated", c_int32),
        ("frame", bg_rect), ("hit_frame", bg_rect), ("corners", bg_corner_radii), ("title_frame", bg_rect),
        ("image_frame", bg_rect), ("title", c_char_p), ("image", c_char_p), ("foreground_color", c_uint32),
        ("title_color", c_uint32), ("has_fill", c_int32), ("fill_color", c_uint32),
    ]


class bg_placed_group(Structure):
    _fields_ = [
        ("item_index", c_uint32), ("style", c_int32), ("label_style", c_int32), ("has_menu_indicator", c_int32),
        ("frame", bg_rect), ("menu_indicator_frame", bg_rect), ("first_cell", c_uint32), ("cell_count", c_uint32),
        ("first_separator", c_uint32), ("separator_count", c_uint32),
    ]


class bg_toolbar_bar(Structure):
    _fields_ = [("bar", c_int32), ("reserved", c_int32), ("frame", bg_rect)]


class bg_toolbar_diagnostic(Structure):
    _fields_ = [("kind", c_int32), ("item_index", c_int32), ("message", c_char_p)]


class bg_toolbar_view(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("group_count", c_uint32), ("groups", POINTER(bg_placed_group)),
        ("cell_count", c_uint32), ("separator_count", c_uint32), ("cells", POINTER(bg_control_cell)),
        ("separators", POINTER(bg_rect)), ("has_overflow_button", c_int32), ("overflowed_count", c_uint32),
        ("overflowed", POINTER(c_uint32)), ("overflow_button", bg_rect), ("overflow_icon", c_char_p),
        ("menu_indicator", c_char_p), ("accessibility_count", c_uint32), ("diagnostic_count", c_uint32),
        ("accessibility", POINTER(bg_a11y_node)), ("diagnostics", POINTER(bg_toolbar_diagnostic)),
        ("fill_color", c_uint32), ("separator_color", c_uint32), ("size", bg_size),
        # added after the first toolbar header
        ("data", c_void_p), ("data_size", c_size_t), ("arrangement", c_uint32), ("reserved", c_uint32),
        # added with the bottom and keyboard bars
        ("bars", POINTER(bg_toolbar_bar)), ("bar_count", c_uint32), ("reserved2", c_uint32),
    ]


class bg_toolbar_frames(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("rect_count", c_uint32), ("count", c_uint32), ("cell_count", c_uint32),
        ("has_overflow_button", c_int32), ("group_count", c_uint32), ("separator_count", c_uint32),
        ("arrangement", c_uint32), ("size", bg_size),
        # added with the bottom and keyboard bars
        ("bar_count", c_uint32), ("reserved", c_uint32),
    ]


class bg_control_target(Structure):
    _fields_ = [("kind", c_int32), ("item_index", c_int32), ("button_index", c_int32), ("reserved", c_int32)]


TABLE = Table(
    header="buttongroup/toolbar.h",
    structs=(
        bg_toolbar, bg_control_menu_entry, bg_control_menu, bg_control_button, bg_toolbar_item, bg_control_cell,
        bg_placed_group, bg_toolbar_bar, bg_toolbar_diagnostic, bg_toolbar_view, bg_toolbar_frames, bg_control_target,
    ),
    callback_types={
        "bg_control_action_fn": bg_control_action_fn, "bg_present_menu_fn": bg_present_menu_fn,
        "bg_menu_dismissed_fn": bg_menu_dismissed_fn,
    },
    functions=(
        # input
        status_function("bg_control_button_init", POINTER(bg_control_button)),
        status_function("bg_toolbar_item_init", POINTER(bg_toolbar_item)),
        # lifecycle
        status_function("bg_toolbar_create", bg_theme, c_int32, POINTER(bg_toolbar)),
        status_function("bg_toolbar_free", bg_toolbar),
        status_function("bg_toolbar_set_items", bg_toolbar, POINTER(bg_toolbar_item), c_uint32),
        status_function("bg_toolbar_item_count", bg_toolbar, POINTER(c_uint32)),
        status_function("bg_toolbar_set_menu_callback", bg_toolbar, bg_present_menu_fn, c_void_p, bg_destroy_fn),
        status_function(
            "bg_toolbar_set_menu_dismissed_callback", bg_toolbar, bg_menu_dismissed_fn, c_void_p, bg_destroy_fn
        ),
        status_function("bg_toolbar_set_measure_callback", bg_toolbar, bg_measure_fn, c_void_p, bg_destroy_fn),
        status_function("bg_toolbar_set_control_size", bg_toolbar, c_int32),
        status_function("bg_toolbar_get_control_size", bg_toolbar, POINTER(c_int32)),
        # output
        status_function("bg_toolbar_layout", bg_toolbar, c_double, c_double, c_int32, POINTER(bg_toolbar_view)),
        status_function("bg_toolbar_layout_frames", bg_toolbar, c_double, c_double, c_int32, POINTER(bg_rect), c_uint32,
                        POINTER(bg_toolbar_frames)),
        status_function("bg_toolbar_breakpoints", bg_toolbar, POINTER(bg_breakpoints)),
        # events
        status_function("bg_toolbar_tap", bg_toolbar, c_double, c_double, POINTER(bg_control_target)),
        status_function("bg_toolbar_pointer", bg_toolbar, c_int32, c_double, c_double, POINTER(bg_control_target)),
        status_function("bg_toolbar_focus", bg_toolbar, c_int32, POINTER(bg_control_target)),
        status_function("bg_toolbar_activate_focused", bg_toolbar),
        status_function("bg_toolbar_choose_menu_entry", bg_toolbar, c_uint32),
        status_function("bg_toolbar_dismiss_menu", bg_toolbar),
    ),
)
"""``toolbar.h``: creating, filling, laying out and driving a toolbar (or a standalone control group)."""
