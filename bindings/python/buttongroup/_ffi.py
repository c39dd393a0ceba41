"""ctypes mirror of ``include/buttongroup.h``: its structs, callback types and functions.

Every C function is declared exactly once, in ``FUNCTIONS``; ``bind`` applies the table to a
loaded library. Functions returning ``bg_status`` get an errcheck that first re-raises an
exception a Python callback left pending during the call (see ``_pending``), then turns a
negative status into its typed ``ButtonGroupError``. A test compares this file with the
header (names, argument and field types, field order, sizes and offsets).
"""

from __future__ import annotations

import ctypes
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char,
    c_char_p,
    c_double,
    c_int32,
    c_size_t,
    c_uint32,
    c_uint64,
    c_void_p,
)
from typing import Any, Callable, NamedTuple

from . import _pending
from .errors import error_for_status

__all__ = [
    "bg_status",
    "bg_rect",
    "bg_size",
    "bg_corner_radii",
    "bg_group",
    "bg_theme",
    "bg_sheet_item",
    "bg_action_sheet",
    "bg_button_colors",
    "bg_layout_params",
    "bg_group_params",
    "bg_item",
    "bg_slot",
    "bg_a11y_node",
    "bg_layout",
    "bg_destroy_fn",
    "bg_action_fn",
    "bg_navigation_fn",
    "bg_navigate_fn",
    "bg_present_sheet_fn",
    "bg_measure_fn",
    "CFunction",
    "FUNCTIONS",
    "STRUCTS",
    "CALLBACK_TYPES",
    "bind",
]

bg_status = c_int32

# ------------------------------------------------------------------ structs


class bg_rect(Structure):
    _fields_ = [("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double)]


class bg_size(Structure):
    _fields_ = [("width", c_double), ("height", c_double)]


class bg_corner_radii(Structure):
    _fields_ = [
        ("top_left", c_double),
        ("top_right", c_double),
        ("bottom_right", c_double),
        ("bottom_left", c_double),
    ]


class bg_group(Structure):
    _fields_ = [("id", c_uint64)]


class bg_theme(Structure):
    _fields_ = [("id", c_uint64)]


class bg_sheet_item(Structure):
    _fields_ = [
        ("item_index", c_uint32),
        ("role", c_int32),
        ("title", c_char_p),
        ("icon", c_char_p),
        ("accessibility_label", c_char_p),
        ("accessibility_identifier", c_char_p),
        ("disabled", c_int32),
        ("reserved", c_int32),
    ]


class bg_action_sheet(Structure):
    _fields_ = [
        ("title", c_char_p),
        ("message", c_char_p),
        ("cancel_title", c_char_p),
        ("item_count", c_uint32),
        ("items", POINTER(bg_sheet_item)),
    ]


class bg_button_colors(Structure):
    _fields_ = [
        ("background", c_uint32),
        ("foreground", c_uint32),
        ("border", c_uint32),
        ("reserved", c_uint32),
    ]


class bg_layout_params(Structure):
    _fields_ = [
        ("kind", c_int32),
        ("prominent_type", c_int32),
        ("corner_style", c_int32),
        ("reserved", c_int32),
        ("spacing", c_double),
        ("corner_radius", c_double),
    ]


class bg_group_params(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("overflow_policy", c_int32),
        ("layout", bg_layout_params),
        ("more_icon", c_char_p),
        ("alert_title", c_char_p),
        ("alert_message", c_char_p),
        ("alert_cancel_button_title", c_char_p),
        ("more_button_accessibility_label", c_char_p),
        ("max_visible", c_uint32),
        ("reserved", c_uint32),
        ("overflow_hysteresis", c_double),
    ]


# --------------------------------------------------------------- callbacks

bg_destroy_fn = CFUNCTYPE(None, c_void_p)
bg_action_fn = CFUNCTYPE(bg_status, c_void_p, bg_group, c_uint32)
bg_navigation_fn = CFUNCTYPE(bg_status, c_void_p, c_void_p)
bg_navigate_fn = CFUNCTYPE(bg_status, c_void_p, bg_group, c_uint32)
bg_present_sheet_fn = CFUNCTYPE(bg_status, c_void_p, bg_group, POINTER(bg_action_sheet))
# `text` is declared void* so the trampoline reads exactly text_len bytes (ctypes.string_at).
bg_measure_fn = CFUNCTYPE(bg_status, c_void_p, c_char_p, c_void_p, c_size_t, c_double, POINTER(bg_size))


class bg_item(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("role", c_int32),
        ("title", c_char_p),
        ("icon", c_char_p),
        ("accessibility_label", c_char_p),
        ("accessibility_identifier", c_char_p),
        ("disabled", c_int32),
        ("reserved", c_int32),
        ("action", bg_action_fn),
        ("navigation", bg_navigation_fn),
        ("user_data", c_void_p),
        ("destroy", bg_destroy_fn),
    ]


class bg_slot(Structure):
    _fields_ = [
        ("kind", c_int32),
        ("item_index", c_int32),
        ("role", c_int32),
        ("state", c_uint32),
        ("frame", bg_rect),
        ("hit_frame", bg_rect),
        ("corners", bg_corner_radii),
        ("icon_frame", bg_rect),
        ("title_frame", bg_rect),
        ("title", c_char_p),
        ("icon", c_char_p),
        ("title_truncated", c_int32),
        ("reserved", c_int32),
    ]


class bg_a11y_node(Structure):
    _fields_ = [
        ("role", c_int32),
        ("enabled", c_int32),
        ("label", c_char_p),
        ("identifier", c_char_p),
        ("frame", bg_rect),
        ("position", c_uint32),
        ("count", c_uint32),
        ("slot_index", c_uint32),
        ("reserved", c_uint32),
    ]


class bg_layout(Structure):
    _fields_ = [
        ("struct_size", c_uint32),
        ("slot_count", c_uint32),
        ("slots", POINTER(bg_slot)),
        ("overflow_count", c_uint32),
        ("reserved", c_uint32),
        ("overflow_items", POINTER(c_uint32)),
        ("accessibility", POINTER(bg_a11y_node)),
        ("size", bg_size),
    ]


STRUCTS: tuple[type[Structure], ...] = (
    bg_rect,
    bg_size,
    bg_corner_radii,
    bg_group,
    bg_theme,
    bg_sheet_item,
    bg_action_sheet,
    bg_button_colors,
    bg_layout_params,
    bg_group_params,
    bg_item,
    bg_slot,
    bg_a11y_node,
    bg_layout,
)
"""Every struct of the header, by its C name."""

CALLBACK_TYPES: dict[str, Any] = {
    "bg_destroy_fn": bg_destroy_fn,
    "bg_action_fn": bg_action_fn,
    "bg_navigation_fn": bg_navigation_fn,
    "bg_navigate_fn": bg_navigate_fn,
    "bg_present_sheet_fn": bg_present_sheet_fn,
    "bg_measure_fn": bg_measure_fn,
}
"""Every function-pointer typedef of the header."""

# ----------------------------------------------------------------- functions


class CFunction(NamedTuple):
    """One C function: its name, return type, argument types and whether it returns a status."""

    name: str
    restype: Any
    argtypes: tuple[Any, ...]
    checked: bool = True
    """True: returns bg_status, and the errcheck raises on a negative one."""


def _status(name: str, *argtypes: Any) -> CFunction:
    return CFunction(name, bg_status, argtypes, True)


def _plain(name: str, restype: Any, *argtypes: Any) -> CFunction:
    return CFunction(name, restype, argtypes, False)


FUNCTIONS: tuple[CFunction, ...] = (
    # version and status
    _plain("bg_version_number", c_int32),
    _plain("bg_version_string", c_char_p),
    _plain("bg_status_string", c_char_p, bg_status),
    _plain("bg_last_error_message", c_char_p),
    # theme
    _status("bg_theme_load", c_char_p, c_size_t, POINTER(bg_theme)),
    _status("bg_theme_free", bg_theme),
    _status("bg_theme_copy_warnings", bg_theme, POINTER(c_char), c_size_t, POINTER(c_size_t)),
    _status("bg_theme_number", bg_theme, c_char_p, POINTER(c_double)),
    _status("bg_theme_color", bg_theme, c_char_p, POINTER(c_uint32)),
    _status("bg_theme_copy_string", bg_theme, c_char_p, POINTER(c_char), c_size_t, POINTER(c_size_t)),
    _status("bg_theme_button_colors", bg_theme, c_int32, c_uint32, POINTER(bg_button_colors)),
    # group in
    _status("bg_group_params_init", bg_theme, POINTER(bg_group_params)),
    _status("bg_item_init", POINTER(bg_item)),
    _status("bg_group_create", bg_theme, POINTER(bg_group_params), POINTER(bg_group)),
    _status("bg_group_free", bg_group),
    _status("bg_group_set_params", bg_group, POINTER(bg_group_params)),
    _status("bg_group_update", bg_group, POINTER(bg_item), c_uint32),
    _status("bg_group_item_count", bg_group, POINTER(c_uint32)),
    _status("bg_group_set_measure_callback", bg_group, bg_measure_fn, c_void_p, bg_destroy_fn),
    _status("bg_group_set_sheet_callback", bg_group, bg_present_sheet_fn, c_void_p, bg_destroy_fn),
    _status("bg_group_set_navigate_callback", bg_group, bg_navigate_fn, c_void_p, bg_destroy_fn),
    # group out
    _status("bg_group_layout", bg_group, c_double, c_double, c_int32, POINTER(bg_layout)),
    # events
    _status("bg_group_tap", bg_group, c_double, c_double, POINTER(c_int32)),
    _status("bg_group_pointer", bg_group, c_int32, c_double, c_double, POINTER(c_int32)),
    _status("bg_group_focus", bg_group, c_int32, POINTER(c_int32)),
    _status("bg_group_activate_focused", bg_group),
    _status("bg_group_activate_slot", bg_group, c_uint32),
    _status("bg_group_choose_sheet_item", bg_group, c_uint32),
    _status("bg_group_dismiss_sheet", bg_group),
    _status("bg_group_run_navigation", bg_group, c_uint32, c_void_p),
)
"""Every function of the header, declared once."""


class Native:
    """A loaded libbuttongroup: one attribute per ``FUNCTIONS`` entry, ready to call."""

    def __init__(self, cdll: ctypes.CDLL) -> None:
        self.cdll = cdll
        for function in FUNCTIONS:
            setattr(self, function.name, _declare(cdll, function))

    def __getattr__(self, name: str) -> Callable[..., Any]:  # only for type checkers
        raise AttributeError(f"libbuttongroup has no function {name!r} in the binding's table")


def _declare(cdll: ctypes.CDLL, function: CFunction) -> Any:
    c_function = getattr(cdll, function.name)
    c_function.restype = function.restype
    c_function.argtypes = list(function.argtypes)
    if function.checked:
        last_error = cdll.bg_last_error_message
        last_error.restype = c_char_p
        last_error.argtypes = []
        c_function.errcheck = _make_errcheck(last_error)
    return c_function


def _make_errcheck(last_error: Any) -> Callable[[int, Any, tuple[Any, ...]], int]:
    def errcheck(result: int, func: Any, args: tuple[Any, ...]) -> int:
        pending = _pending.take()
        if pending is not None:
            raise pending
        if result < 0:
            message = (last_error() or b"").decode("utf-8", "replace")
            raise error_for_status(result, message)
        return result

    return errcheck


def bind(cdll: ctypes.CDLL) -> Native:
    """Declares every function of ``FUNCTIONS`` on ``cdll``."""
    return Native(cdll)
