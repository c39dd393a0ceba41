"""ctypes mirror of ``include/buttongroup/group.h``: ``bg_group``, a button group.

See ``buttongroup._ffi`` for the table machinery; ``tests/test_drift.py`` checks this table
against the header.
"""

from __future__ import annotations

from ctypes import CFUNCTYPE, POINTER, Structure, c_char_p, c_double, c_int32, c_size_t, c_uint32, c_uint64, c_void_p

from .._ffi import (
    Table, bg_breakpoints, bg_corner_radii, bg_destroy_fn, bg_measure_fn, bg_rect, bg_size, bg_status,
    status_function,
)
from .._theme_ffi import bg_theme

__all__ = [
    "bg_group", "bg_sheet_item", "bg_action_sheet", "bg_layout_params", "bg_group_params", "bg_item", "bg_slot",
    "bg_a11y_node", "bg_layout", "bg_action_fn", "bg_navigation_fn", "bg_navigate_fn", "bg_present_sheet_fn",
    "bg_sheet_dismissed_fn", "TABLE",
]


class bg_group(Structure):
    _fields_ = [("id", c_uint64)]


# --------------------------------------------------------------- callbacks


class bg_sheet_item(Structure):
    _fields_ = [
        ("item_index", c_uint32), ("role", c_int32), ("title", c_char_p), ("icon", c_char_p),
        ("accessibility_label", c_char_p), ("accessibility_identifier", c_char_p), ("disabled", c_int32),
        ("reserved", c_int32),
    ]


class bg_action_sheet(Structure):
    _fields_ = [
        ("title", c_char_p), ("message", c_char_p), ("cancel_title", c_char_p), ("item_count", c_uint32),
        ("items", POINTER(bg_sheet_item)),
    ]


bg_action_fn = CFUNCTYPE(bg_status, c_void_p, bg_group, c_uint32)
bg_navigation_fn = CFUNCTYPE(bg_status, c_void_p, c_void_p)
bg_navigate_fn = CFUNCTYPE(bg_status, c_void_p, bg_group, c_uint32)
bg_present_sheet_fn = CFUNCTYPE(bg_status, c_void_p, bg_group, POINTER(bg_action_sheet))
bg_sheet_dismissed_fn = CFUNCTYPE(None, c_void_p, bg_group)

# --------------------------------------------------------------- group in


class bg_layout_params(Structure):
    _fields_ = [
        ("kind", c_int32), ("prominent_type", c_int32), ("corner_style", c_int32), ("reserved", c_int32),
        ("spacing", c_double), ("corner_radius", c_double),
    ]


class bg_group_params(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("overflow_policy", c_int32), ("layout", bg_layout_params),
        ("more_icon", c_char_p), ("alert_title", c_char_p), ("alert_message", c_char_p),
        ("alert_cancel_button_title", c_char_p), ("more_button_accessibility_label", c_char_p),
        ("max_visible", c_uint32), ("reserved", c_uint32), ("overflow_hysteresis", c_double),
    ]


class bg_item(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("role", c_int32), ("title", c_char_p), ("icon", c_char_p),
        ("accessibility_label", c_char_p), ("accessibility_identifier", c_char_p), ("disabled", c_int32),
        ("reserved", c_int32), ("action", bg_action_fn), ("navigation", bg_navigation_fn), ("user_data", c_void_p),
        ("destroy", bg_destroy_fn),
    ]


# -------------------------------------------------------------- group out


class bg_slot(Structure):
    _fields_ = [
        ("kind", c_int32), ("item_index", c_int32), ("role", c_int32), ("state", c_uint32), ("frame", bg_rect),
        ("hit_frame", bg_rect), ("corners", bg_corner_radii), ("icon_frame", bg_rect), ("title_frame", bg_rect),
        ("title", c_char_p), ("icon", c_char_p), ("title_truncated", c_int32), ("reserved", c_int32),
    ]


class bg_a11y_node(Structure):
    _fields_ = [
        ("role", c_int32), ("enabled", c_int32), ("label", c_char_p), ("identifier", c_char_p), ("frame", bg_rect),
        ("position", c_uint32), ("count", c_uint32), ("slot_index", c_uint32), ("reserved", c_uint32),
    ]


class bg_layout(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("slot_count", c_uint32), ("slots", POINTER(bg_slot)),
        ("overflow_count", c_uint32), ("reserved", c_uint32), ("overflow_items", POINTER(c_uint32)),
        ("accessibility", POINTER(bg_a11y_node)), ("size", bg_size),
        # 0.2
        ("data", c_void_p), ("data_size", c_size_t),
    ]


TABLE = Table(
    header="buttongroup/group.h",
    structs=(
        bg_group, bg_sheet_item, bg_action_sheet, bg_layout_params, bg_group_params, bg_item, bg_slot, bg_a11y_node,
        bg_layout,
    ),
    callback_types={
        "bg_action_fn": bg_action_fn, "bg_navigation_fn": bg_navigation_fn, "bg_navigate_fn": bg_navigate_fn,
        "bg_present_sheet_fn": bg_present_sheet_fn, "bg_sheet_dismissed_fn": bg_sheet_dismissed_fn,
    },
    functions=(
        # group in
        status_function("bg_group_params_init", bg_theme, POINTER(bg_group_params)),
        status_function("bg_item_init", POINTER(bg_item)),
        status_function("bg_group_create", bg_theme, POINTER(bg_group_params), POINTER(bg_group)),
        status_function("bg_group_free", bg_group),
        status_function("bg_group_set_params", bg_group, POINTER(bg_group_params)),
        status_function("bg_group_update", bg_group, POINTER(bg_item), c_uint32),
        status_function("bg_group_item_count", bg_group, POINTER(c_uint32)),
        status_function("bg_group_set_measure_callback", bg_group, bg_measure_fn, c_void_p, bg_destroy_fn),
        status_function("bg_group_set_sheet_callback", bg_group, bg_present_sheet_fn, c_void_p, bg_destroy_fn),
        status_function("bg_group_set_navigate_callback", bg_group, bg_navigate_fn, c_void_p, bg_destroy_fn),
        status_function("bg_group_set_sheet_dismissed_callback", bg_group, bg_sheet_dismissed_fn, c_void_p,
                        bg_destroy_fn),
        # group out
        status_function("bg_group_layout", bg_group, c_double, c_double, c_int32, POINTER(bg_layout)),
        status_function("bg_group_layout_frames", bg_group, c_double, c_double, c_int32, POINTER(bg_rect), c_uint32,
                        POINTER(c_uint32)),
        status_function("bg_group_breakpoints", bg_group, POINTER(bg_breakpoints)),
        # events
        status_function("bg_group_tap", bg_group, c_double, c_double, POINTER(c_int32)),
        status_function("bg_group_pointer", bg_group, c_int32, c_double, c_double, POINTER(c_int32)),
        status_function("bg_group_focus", bg_group, c_int32, POINTER(c_int32)),
        status_function("bg_group_activate_focused", bg_group),
        status_function("bg_group_activate_slot", bg_group, c_uint32),
        status_function("bg_group_choose_sheet_item", bg_group, c_uint32),
        status_function("bg_group_dismiss_sheet", bg_group),
        status_function("bg_group_run_navigation", bg_group, c_uint32, c_void_p),
    ),
)
"""``group.h``: creating, configuring, laying out and driving a button group."""
