/*
 * buttongroup.h — the C API of libbuttongroup, a headless button-group core.
 *
 * The host draws; this library decides where every button goes, what overflows into
 * the "More" action sheet, what state each button is in, and which callback fires.
 *
 * Conventions (all functions):
 *  - Every fallible function returns a bg_status: BG_OK (0) or a negative BG_E_* code.
 *    On failure, bg_last_error_message() describes the error for the calling thread.
 *    Out-parameters are left untouched when a call fails.
 *  - Handles (bg_group, bg_theme) are generational ids, not pointers: a freed,
 *    double-freed, stale or forged handle yields BG_E_INVALID_HANDLE, never a crash.
 *    The zero handle is never valid (for bg_theme it means "the built-in theme").
 *  - Strings in are UTF-8, NUL-terminated, and copied on entry; invalid UTF-8 is
 *    BG_E_INVALID_UTF8. Strings out are NUL-terminated UTF-8 owned by the library.
 *  - Callbacks are registered as (function, user_data, destroy). destroy(user_data)
 *    runs exactly once: when the callback is replaced or cleared, when its owner is
 *    freed, or when the registering call fails. Callbacks run synchronously on the
 *    calling thread. Inside an action, navigate or sheet callback every function may be
 *    called on the same group, including bg_group_update and bg_group_free: the handle
 *    of a freed group is invalid at once, and destroy notifications of registrations
 *    dropped meanwhile run when the outermost callback has returned. A measure callback
 *    may read but not change its group (BG_E_REENTRANT).
 *  - Threads: distinct groups may be used from different threads at once; a single
 *    group may be shared, calls on it are serialized by the library.
 *  - Geometry is in points (double). Frames are snapped to the pixel grid of the
 *    scale factor passed to bg_group_layout.
 */
#ifndef BUTTONGROUP_H
#define BUTTONGROUP_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- version */

/** Major version: changes break the ABI; it is part of the SONAME (libbuttongroup.so.0). */
#define BG_VERSION_MAJOR 0
/** Minor version: additions that keep the ABI. */
#define BG_VERSION_MINOR 1
/** Patch version: fixes only. */
#define BG_VERSION_PATCH 0
/** MAJOR * 10000 + MINOR * 100 + PATCH, for compile-time comparisons. */
#define BG_VERSION_NUMBER (BG_VERSION_MAJOR * 10000 + BG_VERSION_MINOR * 100 + BG_VERSION_PATCH)

/** The BG_VERSION_NUMBER the running library was built with. Never fails. */
int32_t bg_version_number(void);

/** The running library's version as static text, e.g. "0.1.0". Never fails, never NULL. */
const char *bg_version_string(void);

/* ----------------------------------------------------------------- status */

/** Result of every fallible call: 0 or one of the negative BG_E_* codes. */
typedef int32_t bg_status;

/** Status codes. */
enum {
    BG_OK = 0,                    /**< Success. */
    BG_E_INVALID_ARGUMENT = -1,   /**< NULL pointer, NaN/negative number, enum out of range. */
    BG_E_INVALID_HANDLE = -2,     /**< Handle never issued, already freed, or forged. */
    BG_E_INVALID_UTF8 = -3,       /**< A string argument is not valid UTF-8. */
    BG_E_PARSE = -4,              /**< Malformed or mistyped theme JSON (message names line, column, path). */
    BG_E_BUFFER_TOO_SMALL = -5,   /**< Caller buffer too small; the required size was reported. */
    BG_E_REENTRANT = -6,          /**< Call not allowed from inside a callback of the same object. */
    BG_E_CALLBACK = -7,           /**< A host callback returned a failure status. */
    BG_E_STATE = -8,              /**< Not possible now (e.g. no layout yet, no action sheet presented). */
    BG_E_NOT_FOUND = -9,          /**< No such token path / item. */
    BG_E_NO_MEMORY = -10          /**< Allocation failed or a size limit was exceeded. */
};

/** Static English text naming a status code ("BG_E_INVALID_HANDLE: ..."). Never NULL. */
const char *bg_status_string(bg_status status);

/**
 * The message of the last failed call on the calling thread, or "" after a call that
 * succeeded (every call clears it on entry). Never NULL. Valid until the next call on
 * this thread.
 */
const char *bg_last_error_message(void);

/* ------------------------------------------------------------------ enums */

/** ButtonGroup.Layout cases. */
enum {
    BG_LAYOUT_ALL_ROUND = 0,      /**< Equal-width, fully rounded buttons. */
    BG_LAYOUT_PROMINENT = 1       /**< First button prominent, the others secondary. */
};

/** Prominent layout variants. */
enum {
    BG_PROMINENT_RELAXED = 0,     /**< Secondaries stand apart, `spacing` between all. */
    BG_PROMINENT_GROUPED = 1      /**< Secondaries joined into one segmented run. */
};

/** Corner radius styles (DesignSystem.CornerRadiusTypes plus capsule and fixed). */
enum {
    BG_CORNER_CAPSULE = 0,        /**< Radius = height / 2. Default of allRound. */
    BG_CORNER_NONE = 1,           /**< Square corners. */
    BG_CORNER_SMALL = 2,          /**< Theme token radius/small. */
    BG_CORNER_MEDIUM = 3,         /**< Theme token radius/medium. */
    BG_CORNER_LARGE = 4,          /**< Theme token radius/large. Default of prominent. */
    BG_CORNER_FIXED = 5           /**< bg_layout_params.corner_radius points. */
};

/** Button style roles (the token groups color/button/<role>). */
enum {
    BG_ROLE_AUTOMATIC = 0,        /**< Prominent slot: primary; every other slot: secondary. */
    BG_ROLE_PRIMARY = 1,
    BG_ROLE_SECONDARY = 2,
    BG_ROLE_TERTIARY = 3,
    BG_ROLE_SUCCESS = 4,
    BG_ROLE_DANGER = 5,
    BG_ROLE_LINK = 6
};

/** Overflow policies. */
enum {
    BG_OVERFLOW_COUNT = 0,        /**< Seed rule: more than max_visible items -> first max_visible-1 + More. */
    BG_OVERFLOW_WIDTH = 1         /**< Also move trailing items into More while they do not fit (with hysteresis). */
};

/** Layout direction. */
enum {
    BG_DIRECTION_LTR = 0,
    BG_DIRECTION_RTL = 1          /**< Mirrors visual order, frames and corners. */
};

/** What a visible slot shows. */
enum {
    BG_SLOT_ITEM = 0,             /**< One of the group's items (bg_slot.item_index). */
    BG_SLOT_MORE = 1              /**< The "More" button that opens the overflow action sheet. */
};

/** Slot state flags (bg_slot.state). */
enum {
    BG_STATE_HIGHLIGHTED = 1,     /**< Pressed: a pointer went down on it and is still inside. */
    BG_STATE_FOCUSED = 2,         /**< Has keyboard focus. */
    BG_STATE_DISABLED = 4         /**< Item is disabled: it does not fire and cannot take focus. */
};

/** Pointer phases for bg_group_pointer. */
enum {
    BG_POINTER_DOWN = 0,
    BG_POINTER_MOVE = 1,
    BG_POINTER_UP = 2,
    BG_POINTER_CANCEL = 3
};

/** Focus moves for bg_group_focus. */
enum {
    BG_FOCUS_NEXT = 0,            /**< Next enabled slot in reading order (wraps). */
    BG_FOCUS_PREVIOUS = 1,        /**< Previous enabled slot in reading order (wraps). */
    BG_FOCUS_FIRST = 2,
    BG_FOCUS_LAST = 3,
    BG_FOCUS_CLEAR = 4            /**< No slot focused. */
};

/** Accessibility roles. */
enum {
    BG_A11Y_BUTTON = 0,
    BG_A11Y_MENU_BUTTON = 1       /**< The More button: opens a menu (the action sheet). */
};

/* -------------------------------------------------------------- geometry */

/** A rectangle in points; origin top-left, y down. */
typedef struct bg_rect {
    double x, y, width, height;
} bg_rect;

/** A size in points. */
typedef struct bg_size {
    double width, height;
} bg_size;

/** Per-corner radii in points (physical corners, already mirrored for RTL). */
typedef struct bg_corner_radii {
    double top_left, top_right, bottom_right, bottom_left;
} bg_corner_radii;

/* ---------------------------------------------------------------- handles */

/** A button group. {0} is never valid. */
typedef struct bg_group {
    uint64_t id;
} bg_group;

/** A design-token theme. {0} is the built-in default theme (defaultTokens.json). */
typedef struct bg_theme {
    uint64_t id;
} bg_theme;

/* -------------------------------------------------------------- callbacks */

/** Releases a user_data. Called exactly once per registration. */
typedef void (*bg_destroy_fn)(void *user_data);

/**
 * An item's action (the seed's `action`, fired on touch-up-inside or keyboard activation).
 * Return BG_OK, or a negative status to make the triggering call fail with BG_E_CALLBACK.
 */
typedef bg_status (*bg_action_fn)(void *user_data, bg_group group, uint32_t item_index);

/**
 * An item's navigation action (the seed's `navigationAction`), run by
 * bg_group_run_navigation with the host's own navigation context (opaque pointer).
 */
typedef bg_status (*bg_navigation_fn)(void *user_data, void *navigation_context);

/**
 * The group's navigate callback (the seed's `navigateAction`): an item that has a
 * navigation action was activated. The host typically calls
 * bg_group_run_navigation(group, item_index, its_navigation_controller).
 */
typedef bg_status (*bg_navigate_fn)(void *user_data, bg_group group, uint32_t item_index);

/** One entry of the overflow action sheet. Strings valid during the callback only. */
typedef struct bg_sheet_item {
    uint32_t item_index;                 /**< Index of the item in the group. */
    int32_t role;                        /**< Resolved style role (BG_ROLE_*). */
    const char *title;                   /**< Full title. */
    const char *icon;                    /**< Icon name or NULL. */
    const char *accessibility_label;     /**< Label (falls back to the title). */
    const char *accessibility_identifier;/**< Identifier or NULL. */
    int32_t disabled;                    /**< Nonzero if the item cannot be chosen. */
    int32_t reserved;
} bg_sheet_item;

/** The "More" action sheet model. Valid during the present callback only: copy what you keep. */
typedef struct bg_action_sheet {
    const char *title;                   /**< alertTitle or NULL. */
    const char *message;                 /**< alertMessage or NULL. */
    const char *cancel_title;            /**< alertCancelButtonTitle. */
    uint32_t item_count;
    const bg_sheet_item *items;          /**< Overflow items in order. */
} bg_action_sheet;

/**
 * Presents the overflow action sheet (the seed's `presentActionSheet`). Later the host
 * calls bg_group_choose_sheet_item or bg_group_dismiss_sheet.
 */
typedef bg_status (*bg_present_sheet_fn)(void *user_data, bg_group group, const bg_action_sheet *sheet);

/**
 * Measures one line of text: `text` (UTF-8, `text_len` bytes, also NUL-terminated) set in
 * the typography token `font` (e.g. "button"), wrapping never; max_width is a hint
 * (INFINITY when unbounded). Write the size to *out and return BG_OK.
 * Results are cached per (font, text) by the group.
 */
typedef bg_status (*bg_measure_fn)(void *user_data, const char *font, const char *text,
                                   size_t text_len, double max_width, bg_size *out);

/* ------------------------------------------------------------------ theme */

/**
 * Loads a theme: `json` (UTF-8, `length` bytes) overrides any subset of the built-in
 * defaultTokens.json and may set "parameters": {"buttonGroup": {...}}.
 * Errors: BG_E_PARSE with line, column and token path in the message; unknown keys
 * do not fail the load but are listed by bg_theme_copy_warnings.
 * Free with bg_theme_free.
 */
bg_status bg_theme_load(const char *json, size_t length, bg_theme *out_theme);

/** Frees a theme. Groups created with it keep their own copy. */
bg_status bg_theme_free(bg_theme theme);

/**
 * Copies the theme's warnings (one per line, e.g. unknown keys) into buf as a
 * NUL-terminated string. *out_needed receives the size including the NUL. With
 * buf == NULL or capacity too small, nothing is written and BG_E_BUFFER_TOO_SMALL is
 * returned (BG_OK when buf is NULL and only the size was asked for).
 */
bg_status bg_theme_copy_warnings(bg_theme theme, char *buf, size_t capacity, size_t *out_needed);

/** Reads a number token, e.g. "spacer/md", "radius/large", "button/height". */
bg_status bg_theme_number(bg_theme theme, const char *path, double *out_value);

/** Reads a color token as 0xRRGGBBAA, e.g. "color/button/primary/default/background". */
bg_status bg_theme_color(bg_theme theme, const char *path, uint32_t *out_rgba);

/**
 * Copies a text token, e.g. "typography/button/family" or "parameters/buttonGroup/moreIcon",
 * into buf as a NUL-terminated UTF-8 string; *out_needed receives its size including the NUL.
 * Buffer rules as bg_theme_copy_warnings. BG_E_NOT_FOUND when no text token has that path
 * (a token set to null, like the built-in alertTitle, has none).
 */
bg_status bg_theme_copy_string(bg_theme theme, const char *path, char *buf, size_t capacity, size_t *out_needed);

/** Colors of one button role in one state (BG_STATE_* flags; highlighted wins over focused). */
typedef struct bg_button_colors {
    uint32_t background;   /**< 0xRRGGBBAA */
    uint32_t foreground;   /**< 0xRRGGBBAA */
    uint32_t border;       /**< 0xRRGGBBAA */
    uint32_t reserved;
} bg_button_colors;

/** Resolves the colors a host paints a slot with. role: BG_ROLE_* (AUTOMATIC paints as SECONDARY). */
bg_status bg_theme_button_colors(bg_theme theme, int32_t role, uint32_t state, bg_button_colors *out);

/* --------------------------------------------------------------- group in */

/** The seed's ButtonGroup.Layout: allRound(spacing, cornerRadius) or prominent(type, spacing, cornerRadiusType). */
typedef struct bg_layout_params {
    int32_t kind;            /**< BG_LAYOUT_* */
    int32_t prominent_type;  /**< BG_PROMINENT_* (prominent only) */
    int32_t corner_style;    /**< BG_CORNER_* */
    int32_t reserved;
    double spacing;          /**< Points between slots, >= 0 */
    double corner_radius;    /**< Points, used with BG_CORNER_FIXED */
} bg_layout_params;

/**
 * ButtonGroup.Parameters plus overflow options. Initialize with bg_group_params_init.
 * String fields: NULL selects the default shown.
 */
typedef struct bg_group_params {
    uint32_t struct_size;                       /**< sizeof(bg_group_params) */
    int32_t overflow_policy;                    /**< BG_OVERFLOW_*; default COUNT */
    bg_layout_params layout;                    /**< default: the theme's (built-in: allRound(spacer/xs = 8, capsule)) */
    const char *more_icon;                      /**< default "ic_more_horiz" */
    const char *alert_title;                    /**< default none */
    const char *alert_message;                  /**< default none */
    const char *alert_cancel_button_title;      /**< default "Cancel" */
    const char *more_button_accessibility_label;/**< default "More" */
    uint32_t max_visible;                       /**< Slots incl. More; default 3; 0 = no count limit */
    uint32_t reserved;
    double overflow_hysteresis;                 /**< Points an item needs beyond its fit to come back (WIDTH); default 8 */
} bg_group_params;

/** Fills *out with the defaults (from `theme`, {0} = built-in). Sets struct_size. */
bg_status bg_group_params_init(bg_theme theme, bg_group_params *out);

/** One button of the group (the seed's ButtonGroup.Configuration). */
typedef struct bg_item {
    uint32_t struct_size;                 /**< sizeof(bg_item) */
    int32_t role;                         /**< BG_ROLE_*; default AUTOMATIC */
    const char *title;                    /**< Required (may be ""). */
    const char *icon;                     /**< Icon name or NULL. */
    const char *accessibility_label;      /**< NULL: the title is read. */
    const char *accessibility_identifier; /**< NULL: none. */
    int32_t disabled;                     /**< Nonzero: shown disabled, never fires. */
    int32_t reserved;
    bg_action_fn action;                  /**< NULL: none. */
    bg_navigation_fn navigation;          /**< NULL: none. Non-NULL: activation calls the group's navigate callback. */
    void *user_data;                      /**< Passed to action and navigation. */
    bg_destroy_fn destroy;                /**< Releases user_data once (NULL: nothing to release). */
} bg_item;

/** Fills *out with an empty item (title "", role AUTOMATIC). Sets struct_size. */
bg_status bg_item_init(bg_item *out);

/**
 * Creates a group. params NULL = bg_group_params_init(theme). The theme's tokens are
 * copied into the group. Free with bg_group_free.
 */
bg_status bg_group_create(bg_theme theme, const bg_group_params *params, bg_group *out_group);

/**
 * Frees a group and runs every pending destroy notification. From inside one of the
 * group's callbacks the handle becomes invalid at once and the rest completes when
 * the outermost callback returns.
 */
bg_status bg_group_free(bg_group group);

/** Replaces the parameters (layout, strings, overflow). */
bg_status bg_group_set_params(bg_group group, const bg_group_params *params);

/**
 * The seed's update(with:): replaces all items. The old items' destroy notifications
 * run (from inside a callback: after the outermost callback returns). On failure the
 * group keeps its old items and the new items' destroy notifications run. count may be 0.
 */
bg_status bg_group_update(bg_group group, const bg_item *items, uint32_t count);

/** Number of items in the group. */
bg_status bg_group_item_count(bg_group group, uint32_t *out_count);

/** Sets (fn non-NULL) or clears (fn NULL) the text measurer; clears the measure cache. */
bg_status bg_group_set_measure_callback(bg_group group, bg_measure_fn fn, void *user_data, bg_destroy_fn destroy);

/** Sets or clears the present-action-sheet callback. */
bg_status bg_group_set_sheet_callback(bg_group group, bg_present_sheet_fn fn, void *user_data, bg_destroy_fn destroy);

/** Sets or clears the navigate callback. */
bg_status bg_group_set_navigate_callback(bg_group group, bg_navigate_fn fn, void *user_data, bg_destroy_fn destroy);

/* -------------------------------------------------------------- group out */

/** One visible button. */
typedef struct bg_slot {
    int32_t kind;                 /**< BG_SLOT_* */
    int32_t item_index;           /**< Item index, or -1 for More. */
    int32_t role;                 /**< Resolved BG_ROLE_* (never AUTOMATIC). */
    uint32_t state;               /**< BG_STATE_* flags. */
    bg_rect frame;                /**< Button frame, pixel-snapped. */
    bg_rect hit_frame;            /**< Touch target: frame grown toward 44x44 where room allows. */
    bg_corner_radii corners;      /**< Per-corner radii (grouped runs square their inner corners). */
    bg_rect icon_frame;           /**< Icon frame in group coordinates; zero size when no icon is shown. */
    bg_rect title_frame;          /**< Title frame in group coordinates; zero size when no title is shown. */
    const char *title;            /**< Displayed title ("" when none), tail-truncated with U+2026. */
    const char *icon;             /**< Icon name shown, or NULL. */
    int32_t title_truncated;      /**< Nonzero when `title` was truncated. */
    int32_t reserved;
} bg_slot;

/** One accessibility element, in reading order. */
typedef struct bg_a11y_node {
    int32_t role;                 /**< BG_A11Y_* */
    int32_t enabled;              /**< Nonzero when it can be activated. */
    const char *label;            /**< Accessibility label, else the full title; More: moreButtonAccessibilityLabel. */
    const char *identifier;       /**< Accessibility identifier or NULL. */
    bg_rect frame;                /**< Same as the slot frame. */
    uint32_t position;            /**< k of "k of n", 1-based. */
    uint32_t count;               /**< n. */
    uint32_t slot_index;          /**< Index into bg_layout.slots. */
    uint32_t reserved;
} bg_a11y_node;

/**
 * Everything a host needs to draw. Pointers are owned by the group and stay valid
 * until the next bg_group_layout, mutation or free of that group.
 */
typedef struct bg_layout {
    uint32_t struct_size;            /**< Set to sizeof(bg_layout) before the call. */
    uint32_t slot_count;             /**< Visible slots, in logical order. */
    const bg_slot *slots;
    uint32_t overflow_count;         /**< Items in the More sheet. */
    uint32_t reserved;
    const uint32_t *overflow_items;  /**< Their item indices, in order. */
    const bg_a11y_node *accessibility; /**< slot_count nodes, reading order. */
    bg_size size;                    /**< The group's size: (width, button height). */
} bg_layout;

/**
 * Lays the group out in `width` points at `scale` pixels per point (1, 2, 3, ...) in
 * `direction` (BG_DIRECTION_*). width must be finite, >= 0 and <= 1e7; scale within
 * 0.01...1000 (BG_E_INVALID_ARGUMENT otherwise). Lengths in parameters obey the same 1e7
 * limit, and measured text sizes are clamped to it.
 * Measures titles through the measure callback (cached) or the built-in measurer.
 * Hit testing, pointer and focus calls use the latest layout.
 */
bg_status bg_group_layout(bg_group group, double width, double scale, int32_t direction, bg_layout *out);

/* ----------------------------------------------------------------- events */

/**
 * A complete tap at (x, y): hit-tests the latest layout and activates the slot hit:
 * an item fires its action, then (if it has a navigation action) the navigate
 * callback; More presents the action sheet. *out_slot (may be NULL) receives the
 * slot index or -1 when nothing enabled was hit.
 */
bg_status bg_group_tap(bg_group group, double x, double y, int32_t *out_slot);

/**
 * Forwards a pointer event (BG_POINTER_*). Down on a slot highlights it; moving
 * outside its hit frame un-highlights it (moving back re-highlights); up inside
 * activates it; up outside and CANCEL fire nothing. *out_fired_slot (may be NULL)
 * receives the slot activated by this event or -1.
 */
bg_status bg_group_pointer(bg_group group, int32_t phase, double x, double y, int32_t *out_fired_slot);

/** Moves keyboard focus (BG_FOCUS_*). *out_slot (may be NULL) receives the focused slot or -1. */
bg_status bg_group_focus(bg_group group, int32_t move, int32_t *out_slot);

/** Activates the focused slot (Space / Return). BG_E_STATE when nothing is focused. */
bg_status bg_group_activate_focused(bg_group group);

/** Activates a slot of the latest layout by index, as a tap on it would. */
bg_status bg_group_activate_slot(bg_group group, uint32_t slot_index);

/**
 * Chooses entry `sheet_index` of the presented action sheet: dismisses it and fires
 * that item's action, then its navigation. BG_E_STATE when no sheet is presented.
 */
bg_status bg_group_choose_sheet_item(bg_group group, uint32_t sheet_index);

/** Dismisses the presented action sheet (its cancel button): fires nothing. */
bg_status bg_group_dismiss_sheet(bg_group group);

/**
 * Runs item `item_index`'s navigation action with the host's navigation context
 * (the seed's `config.navigationAction?(navigationController)`).
 * BG_E_NOT_FOUND when the item has no navigation action.
 */
bg_status bg_group_run_navigation(bg_group group, uint32_t item_index, void *navigation_context);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_H */
