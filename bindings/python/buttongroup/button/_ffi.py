"""ctypes mirror of ``include/buttongroup/button.h``: ``bg_button``, a configuration-based button.

See ``buttongroup._ffi`` for the table machinery; ``tests/test_drift.py`` checks this table
against the header (names, argument and field types, field order, sizes and offsets).
"""

from __future__ import annotations

from ctypes import CFUNCTYPE, POINTER, Structure, c_char_p, c_double, c_int32, c_uint32, c_uint64, c_void_p

from .._ffi import Table, bg_destroy_fn, bg_measure_fn, bg_rect, bg_size, bg_status, status_function
from .._theme_ffi import bg_theme

__all__ = [
    "bg_button", "bg_font", "bg_text_run", "bg_text_decoration", "bg_text_line", "bg_insets", "bg_background_config", "bg_button_config",
    "bg_button_view", "bg_button_a11y", "bg_provider_fn", "bg_button_updated_fn", "bg_button_action_fn",
    "bg_image_measure_fn", "TABLE",
]


class bg_button(Structure):
    _fields_ = [("id", c_uint64)]


# ------------------------------------------------------------ configuration


class bg_font(Structure):
    _fields_ = [("family", c_char_p), ("size", c_double), ("weight", c_int32), ("reserved", c_int32)]


class bg_text_run(Structure):
    _fields_ = [
        ("start", c_uint32), ("length", c_uint32), ("font", bg_font), ("has_color", c_int32), ("color", c_uint32),
    ]


class bg_text_decoration(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("start", c_uint32), ("length", c_uint32), ("underline", c_int32),
        ("strikethrough", c_int32), ("has_background_color", c_int32), ("background_color", c_uint32),
        ("reserved", c_int32), ("kern", c_double), ("baseline_offset", c_double),
    ]


class bg_text_line(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("start", c_uint32), ("length", c_uint32), ("truncated", c_int32),
        ("frame", bg_rect), ("text", c_char_p),
    ]


class bg_insets(Structure):
    _fields_ = [("top", c_double), ("left", c_double), ("bottom", c_double), ("right", c_double)]


class bg_background_config(Structure):
    _fields_ = [
        ("has_fill_color", c_int32), ("fill_color", c_uint32), ("has_stroke_color", c_int32),
        ("stroke_color", c_uint32), ("stroke_width", c_double), ("stroke_outset", c_double),
        ("corner_style", c_int32), ("image_content_mode", c_int32), ("corner_radius", c_double),
        ("visual_effect", c_char_p), ("image", c_char_p), ("has_custom_view", c_int32), ("reserved", c_int32),
        ("custom_view_size", bg_size),
    ]


class bg_button_config(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("image_placement", c_int32), ("title", c_char_p), ("subtitle", c_char_p),
        ("image", c_char_p), ("image_size", bg_size), ("title_font", bg_font), ("subtitle_font", bg_font),
        ("has_title_color", c_int32), ("title_color", c_uint32), ("has_subtitle_color", c_int32),
        ("subtitle_color", c_uint32), ("has_foreground_color", c_int32), ("foreground_color", c_uint32),
        ("shows_activity_indicator", c_int32), ("title_alignment", c_int32), ("directional_insets", c_int32),
        ("has_background", c_int32), ("content_insets", bg_insets), ("image_padding", c_double),
        ("title_padding", c_double), ("background", bg_background_config), ("title_runs", POINTER(bg_text_run)),
        ("title_run_count", c_uint32), ("subtitle_run_count", c_uint32), ("subtitle_runs", POINTER(bg_text_run)),
    ]


# --------------------------------------------------------------- callbacks

bg_provider_fn = CFUNCTYPE(bg_status, c_void_p, bg_button, c_uint32, POINTER(bg_button_config))
bg_button_updated_fn = CFUNCTYPE(None, c_void_p, bg_button)
bg_button_action_fn = CFUNCTYPE(bg_status, c_void_p, bg_button)
bg_image_measure_fn = CFUNCTYPE(bg_status, c_void_p, c_char_p, POINTER(bg_size))

# ------------------------------------------------------------------ output


class bg_button_view(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("state", c_uint32), ("bounds", bg_rect), ("hit_frame", bg_rect),
        ("has_background", c_int32), ("has_image", c_int32), ("background_frame", bg_rect),
        ("corner_radius", c_double), ("stroke_corner_radius", c_double), ("stroke_frame", bg_rect),
        ("image_frame", bg_rect), ("image", c_char_p), ("has_activity_indicator", c_int32),
        ("title_truncated", c_int32), ("title_frame", bg_rect), ("title", c_char_p),
        ("subtitle_truncated", c_int32), ("foreground_color", c_uint32), ("subtitle_frame", bg_rect),
        ("subtitle", c_char_p), ("title_color", c_uint32), ("subtitle_color", c_uint32), ("has_fill", c_int32),
        ("fill_color", c_uint32), ("has_stroke", c_int32), ("stroke_color", c_uint32), ("stroke_width", c_double),
        ("has_label_background", c_int32), ("label_background_color", c_uint32),
        ("label_background_frame", bg_rect), ("title_runs", POINTER(bg_text_run)), ("title_run_count", c_uint32),
        ("subtitle_run_count", c_uint32), ("subtitle_runs", POINTER(bg_text_run)),
        # appended since the first header
        ("content_frame", bg_rect), ("tint_color", c_uint32), ("reserved", c_int32),
        ("background_image", c_char_p), ("visual_effect", c_char_p), ("background_image_frame", bg_rect),
        ("visual_effect_frame", bg_rect), ("custom_view_frame", bg_rect), ("has_custom_view", c_int32),
        ("reserved_2", c_int32),
        ("title_decorations", POINTER(bg_text_decoration)), ("title_decoration_frames", POINTER(bg_rect)),
        ("title_decoration_count", c_uint32), ("subtitle_decoration_count", c_uint32),
        ("subtitle_decorations", POINTER(bg_text_decoration)), ("subtitle_decoration_frames", POINTER(bg_rect)),
        ("title_lines", POINTER(bg_text_line)), ("title_line_count", c_uint32), ("subtitle_line_count", c_uint32),
        ("subtitle_lines", POINTER(bg_text_line)),
    ]


class bg_button_a11y(Structure):
    _fields_ = [
        ("struct_size", c_uint32), ("enabled", c_int32), ("label", c_char_p), ("value", c_char_p),
        ("identifier", c_char_p), ("frame", bg_rect), ("selected", c_int32), ("busy", c_int32),
    ]


TABLE = Table(
    header="buttongroup/button.h",
    structs=(bg_button, bg_font, bg_text_run, bg_text_decoration, bg_text_line, bg_insets, bg_background_config, bg_button_config, bg_button_view, bg_button_a11y),
    callback_types={
        "bg_provider_fn": bg_provider_fn, "bg_button_updated_fn": bg_button_updated_fn,
        "bg_button_action_fn": bg_button_action_fn, "bg_image_measure_fn": bg_image_measure_fn,
    },
    functions=(
        # configuration and lifetime
        status_function("bg_text_decoration_init", POINTER(bg_text_decoration)),
        status_function("bg_button_config_init", bg_theme, POINTER(bg_button_config)),
        status_function("bg_button_create", bg_theme, POINTER(bg_button_config), POINTER(bg_button)),
        status_function("bg_button_create_with_label", bg_theme, c_int32, POINTER(bg_button)),
        status_function("bg_button_free", bg_button),
        status_function("bg_button_set_base_config", bg_button, POINTER(bg_button_config)),
        status_function("bg_button_get_base_config", bg_button, POINTER(bg_button_config)),
        status_function("bg_button_get_effective_config", bg_button, POINTER(bg_button_config)),
        # providers
        status_function("bg_button_set_provider", bg_button, c_int32, c_char_p),
        status_function("bg_button_set_host_provider", bg_button, bg_provider_fn, c_void_p, bg_destroy_fn),
        status_function("bg_button_plain_update", bg_button, c_uint32, POINTER(bg_button_config)),
        # state and updates
        status_function("bg_button_set_enabled", bg_button, c_int32),
        status_function("bg_button_set_selected", bg_button, c_int32),
        status_function("bg_button_get_state", bg_button, POINTER(c_uint32)),
        status_function("bg_button_set_highlighted", bg_button, c_int32),
        status_function("bg_button_set_tint_color", bg_button, c_int32, c_uint32),
        status_function("bg_button_get_tint_color", bg_button, POINTER(c_int32), POINTER(c_uint32)),
        status_function("bg_button_set_content_alignment", bg_button, c_int32, c_int32),
        status_function("bg_button_get_content_alignment", bg_button, POINTER(c_int32), POINTER(c_int32)),
        status_function("bg_button_set_background_image_href", bg_button, c_char_p),
        status_function("bg_button_set_title_decorations", bg_button, POINTER(bg_text_decoration), c_uint32),
        status_function("bg_button_set_subtitle_decorations", bg_button, POINTER(bg_text_decoration), c_uint32),
        status_function("bg_button_set_title_lines", bg_button, c_uint32, c_int32),
        status_function("bg_button_set_subtitle_lines", bg_button, c_uint32, c_int32),
        status_function("bg_button_get_lines", bg_button, POINTER(c_uint32), POINTER(c_int32), POINTER(c_uint32),
                        POINTER(c_int32)),
        status_function("bg_button_size_that_fits_width", bg_button, c_double, POINTER(bg_size)),
        status_function("bg_button_flush", bg_button, POINTER(c_int32)),
        status_function("bg_button_update_count", bg_button, POINTER(c_uint64)),
        # callbacks
        status_function("bg_button_set_updated_callback", bg_button, bg_button_updated_fn, c_void_p, bg_destroy_fn),
        status_function("bg_button_set_action", bg_button, bg_button_action_fn, c_void_p, bg_destroy_fn),
        status_function("bg_button_set_measure_callback", bg_button, bg_measure_fn, c_void_p, bg_destroy_fn),
        status_function(
            "bg_button_set_image_measure_callback", bg_button, bg_image_measure_fn, c_void_p, bg_destroy_fn
        ),
        # output
        status_function("bg_button_size_that_fits", bg_button, POINTER(bg_size)),
        status_function(
            "bg_button_layout", bg_button, c_double, c_double, c_double, c_int32, POINTER(bg_button_view)
        ),
        # events
        status_function("bg_button_pointer", bg_button, c_int32, c_double, c_double, POINTER(c_int32)),
        status_function("bg_button_activate", bg_button),
        status_function("bg_button_set_focus", bg_button, c_int32, POINTER(c_int32)),
        # accessibility
        status_function("bg_button_set_accessibility", bg_button, c_char_p, c_char_p),
        status_function("bg_button_get_accessibility", bg_button, POINTER(bg_button_a11y)),
    ),
)
"""``button.h``: creating, configuring, laying out and driving a configuration-based button."""
