/*
 * buttongroup/group.h — bg_group: a button group (layouts, overflow into a "More" action
 * sheet, states, accessibility, callbacks). Include "buttongroup.h", not this file.
 */
#ifndef BUTTONGROUP_GROUP_H
#define BUTTONGROUP_GROUP_H

#include "common.h"
#include "theme.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A button group. {0} is never valid. */
typedef struct bg_group {
    uint64_t id;           /**< Opaque; 0 is never a valid handle. */
} bg_group;

/* -------------------------------------------------------------- callbacks */

/**
 * An item's action, fired on touch-up-inside or keyboard activation.
 * Return BG_OK, or a negative status to make the triggering call fail with BG_E_CALLBACK.
 * @param user_data The item's user_data (bg_item.user_data).
 * @param group The group whose item fired.
 * @param item_index The item's index in the group.
 * @return BG_OK, or a negative status: the triggering call returns BG_E_CALLBACK (what the
 *         action did stays done) and fires nothing after it.
 */
typedef bg_status (*bg_action_fn)(void *user_data, bg_group group, uint32_t item_index);

/**
 * An item's navigation action (it receives the host's navigation controller), run by
 * bg_group_run_navigation with the host's own navigation context (opaque pointer).
 * @param user_data The item's user_data (bg_item.user_data).
 * @param navigation_context The pointer the host passed to bg_group_run_navigation.
 * @return BG_OK, or a negative status: bg_group_run_navigation returns BG_E_CALLBACK.
 */
typedef bg_status (*bg_navigation_fn)(void *user_data, void *navigation_context);

/**
 * The group's navigate callback: an item that has a
 * navigation action was activated. The host typically calls
 * bg_group_run_navigation(group, item_index, its_navigation_controller).
 * @param user_data The user_data registered with the callback.
 * @param group The group.
 * @param item_index The item activated, whose navigation action is to run.
 * @return BG_OK, or a negative status: the triggering call returns BG_E_CALLBACK.
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
    int32_t reserved;                    /**< Reserved: 0. */
} bg_sheet_item;

/** The "More" action sheet model. Valid during the present callback only: copy what you keep. */
typedef struct bg_action_sheet {
    const char *title;                   /**< The sheet's title (bg_group_params.alert_title), or NULL. */
    const char *message;                 /**< Its message (bg_group_params.alert_message), or NULL. */
    const char *cancel_title;            /**< Its cancel button's title (bg_group_params.alert_cancel_button_title). */
    uint32_t item_count;                 /**< Number of entries in `items`. */
    const bg_sheet_item *items;          /**< Overflow items in order. */
} bg_action_sheet;

/**
 * Presents the overflow action sheet. Later the host
 * calls bg_group_choose_sheet_item or bg_group_dismiss_sheet.
 * A failure status means the host could not present it: the sheet is not considered presented.
 * @param user_data The user_data registered with the callback.
 * @param group The group whose More button was activated.
 * @param sheet The sheet to present; it and its strings are valid during the call only.
 * @return BG_OK when the sheet is presented, or a negative status: it is not, and the
 *         triggering call returns BG_E_CALLBACK.
 */
typedef bg_status (*bg_present_sheet_fn)(void *user_data, bg_group group, const bg_action_sheet *sheet);

/**
 * Tells the host that the library dismissed the sheet it presented on its own (the items it
 * listed were replaced by bg_group_update): take it off the screen. Not called for
 * bg_group_choose_sheet_item, bg_group_dismiss_sheet or bg_group_free, which the host makes.
 * A notification: it cannot fail, and it may call back into the group.
 * @param user_data The user_data registered with the callback.
 * @param group The group whose sheet was dismissed.
 */
typedef void (*bg_sheet_dismissed_fn)(void *user_data, bg_group group);

/* --------------------------------------------------------------- group in */

/** A group's layout parameters: allRound(spacing, corners) or prominent(type, spacing, corners). */
typedef struct bg_layout_params {
    int32_t kind;            /**< BG_LAYOUT_* */
    int32_t prominent_type;  /**< BG_PROMINENT_* (prominent only) */
    int32_t corner_style;    /**< BG_CORNER_* */
    int32_t reserved;        /**< Reserved: 0. */
    double spacing;          /**< Points between slots, >= 0 */
    double corner_radius;    /**< Points, used with BG_CORNER_FIXED */
} bg_layout_params;

/**
 * A group's parameters: its layout, the More button's icon, the action sheet's texts and the
 * overflow rules (Python: `Parameters`). Initialize with bg_group_params_init.
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
    uint32_t max_visible;                       /**< Slots incl. More; default 3; 0 = no count limit; 1 is refused (BG_MIN_MAX_VISIBLE) */
    uint32_t reserved;                          /**< Reserved: 0. */
    double overflow_hysteresis;                 /**< Points an item needs beyond its fit to come back (WIDTH); default 8 */
} bg_group_params;

/**
 * Fills *out with the defaults (from `theme`, {0} = the default theme). Sets struct_size.
 * @param theme A live theme, or {0} for the default theme (bg_theme_set_default).
 * @param out Receives the defaults, its string fields NULL (each selects the default shown);
 *        not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 */
bg_status bg_group_params_init(bg_theme theme, bg_group_params *out);

/** One button of the group: its title, icon, accessibility texts, role and callbacks. */
typedef struct bg_item {
    uint32_t struct_size;                 /**< sizeof(bg_item) */
    int32_t role;                         /**< BG_ROLE_*; default AUTOMATIC */
    const char *title;                    /**< Required (may be ""). */
    const char *icon;                     /**< Icon name or NULL. */
    const char *accessibility_label;      /**< NULL: the title is read. */
    const char *accessibility_identifier; /**< NULL: none. */
    int32_t disabled;                     /**< Nonzero: shown disabled, never fires. */
    int32_t reserved;                     /**< Reserved: 0. */
    bg_action_fn action;                  /**< NULL: none. */
    bg_navigation_fn navigation;          /**< NULL: none. Non-NULL: activation calls the group's navigate callback. */
    void *user_data;                      /**< Passed to action and navigation. */
    bg_destroy_fn destroy;                /**< Releases user_data once (NULL: nothing to release); never
                                               called when the array's struct_size is wrong (bg_group_update). */
} bg_item;

/**
 * Fills *out with an empty item (title "", role AUTOMATIC). Sets struct_size.
 * @param out Receives the item (no icon, texts, callbacks or user_data); not NULL.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 */
bg_status bg_item_init(bg_item *out);

/**
 * Creates a group. params NULL = bg_group_params_init(theme). The theme's tokens are
 * copied into the group. Free with bg_group_free.
 * @param theme A live theme, or {0} for the default theme (bg_theme_set_default); the group
 *        keeps what it needs (the default of that moment, for {0}), the theme may be freed after.
 * @param params The parameters, read during the call only (strings copied; NULL string fields
 *        take the theme's defaults); NULL for all the theme's defaults.
 * @param out_group Receives the new group's handle (no items yet); not NULL. Written only on
 *        success.
 * @return BG_OK on success: *out_group is a live group, owned by the caller.
 * @retval BG_E_INVALID_ARGUMENT when out_group is NULL, or a field of params is invalid: its struct_size; an unknown
 *         overflow_policy, layout.kind, layout.prominent_type (prominent layout) or
 *         layout.corner_style; a layout.spacing, layout.corner_radius (BG_CORNER_FIXED) or
 *         overflow_hysteresis not finite or outside 0...BG_MAX_LENGTH; max_visible 1.
 * @retval BG_E_INVALID_UTF8 when a string of params is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when a string of params is longer than BG_MAX_STRING_BYTES, or
 *         BG_MAX_LIVE_OBJECTS groups are live.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 */
bg_status bg_group_create(bg_theme theme, const bg_group_params *params, bg_group *out_group);

/**
 * Frees a group and runs every pending destroy notification. From inside one of the
 * group's callbacks the handle becomes invalid at once and the rest completes when
 * the outermost callback returns.
 * @param group The group to free.
 * @return BG_OK on success; the handle (and every copy of it) is invalid from then on.
 * @retval BG_E_INVALID_HANDLE when group is not a live group (freed already included).
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_free(bg_group group);

/**
 * Replaces the parameters (layout, strings, overflow).
 * @param group The group.
 * @param params The new parameters, read during the call only (strings copied; NULL string
 *        fields take the defaults of the group's theme); not NULL.
 * @return BG_OK on success; on failure the group keeps its parameters.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 * @retval BG_E_INVALID_ARGUMENT when params is NULL, or a field of params is invalid: its struct_size; an unknown
 *         overflow_policy, layout.kind, layout.prominent_type (prominent layout) or
 *         layout.corner_style; a layout.spacing, layout.corner_radius (BG_CORNER_FIXED) or
 *         overflow_hysteresis not finite or outside 0...BG_MAX_LENGTH; max_visible 1.
 * @retval BG_E_INVALID_UTF8 when a string of params is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when a string of params is longer than BG_MAX_STRING_BYTES.
 */
bg_status bg_group_set_params(bg_group group, const bg_group_params *params);

/**
 * Replaces all items (Python: ButtonGroup.update). The old items' destroy notifications
 * run (from inside a callback: after the outermost callback returns). On failure the
 * group keeps its old items and the new items' destroy notifications run, except for a wrong
 * struct_size (below). count may be 0.
 * A presented sheet is dismissed (the sheet-dismissed callback tells the host).
 * The array is read at the stride items[0].struct_size (a host built against a newer header
 * passes larger structs); every item must have the same struct_size. The struct_sizes are
 * checked first, before any other field or argument: when items[0]'s is not a size a bg_item
 * can have (smaller than this header's, or beyond 4096) or another item's differs from it, the
 * array's layout is unknown, so the call fails reading nothing more of it and calls none of its
 * functions (no destroy, no action): the host still owns every user_data it put in the array
 * and releases them itself.
 * @param group The group.
 * @param items count items, read during the call only (strings copied; each item's action,
 *        navigation, user_data and destroy are registered with the group); NULL only when
 *        count is 0.
 * @param count Number of items, at most BG_MAX_ITEMS.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when items is NULL and count is not 0, or an item is invalid:
 *         its struct_size (or one that differs from items[0]'s: no destroy runs), a NULL
 *         title, an unknown role.
 * @retval BG_E_INVALID_UTF8 when a string of an item is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when count is more than BG_MAX_ITEMS, a string is longer than
 *         BG_MAX_STRING_BYTES, or the items' strings total more than BG_MAX_UPDATE_BYTES.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_update(bg_group group, const bg_item *items, uint32_t count);

/**
 * Number of items in the group.
 * @param group The group.
 * @param out_count Receives the number of items; not NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out_count is NULL.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_group_item_count(bg_group group, uint32_t *out_count);

/**
 * Sets (fn non-NULL) or clears (fn NULL) the text measurer; clears the measure cache.
 * Without one, the built-in measurer (DejaVu Sans metrics) measures.
 * @param group The group.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        group freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_set_measure_callback(bg_group group, bg_measure_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * Sets or clears the present-action-sheet callback. Without one, activating More presents
 * nothing (no sheet is considered presented that the host was not asked to show).
 * @param group The group.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        group freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_set_sheet_callback(bg_group group, bg_present_sheet_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * Sets or clears the sheet-dismissed callback (see bg_sheet_dismissed_fn).
 * @param group The group.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        group freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_set_sheet_dismissed_callback(bg_group group, bg_sheet_dismissed_fn fn, void *user_data,
                                                bg_destroy_fn destroy);

/**
 * Sets or clears the navigate callback.
 * @param group The group.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        group freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
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
    const char *title;            /**< Displayed title ("" when none), tail-truncated with U+2026, which is followed by a
                                       PDF (U+202C) or PDI (U+2069) for every embedding, override or isolate the kept
                                       part leaves open, innermost first, so the cut title redirects nothing after it. */
    const char *icon;             /**< Icon name shown, or NULL. */
    int32_t title_truncated;      /**< Nonzero when `title` was truncated. */
    int32_t reserved;             /**< Reserved: 0. */
} bg_slot;

/** One accessibility element, in reading order. */
typedef struct bg_a11y_node {
    int32_t role;                 /**< BG_A11Y_* */
    int32_t enabled;              /**< Nonzero when it can be activated. */
    const char *label;            /**< Accessibility label, else the full title; More: bg_group_params.more_button_accessibility_label. */
    const char *identifier;       /**< Accessibility identifier or NULL. */
    bg_rect frame;                /**< Same as the slot frame. */
    uint32_t position;            /**< k of "k of n", 1-based. */
    uint32_t count;               /**< n. */
    uint32_t slot_index;          /**< Index into bg_layout.slots. */
    uint32_t reserved;            /**< Reserved: 0. */
} bg_a11y_node;

/**
 * Everything a host needs to draw. Pointers are owned by the group and stay valid
 * until the next bg_group_layout, mutation or free of that group.
 *
 * Fields after `size` were added in 0.2; a host built against an older header sets a smaller
 * struct_size and the library fills only what that struct has.
 */
typedef struct bg_layout {
    uint32_t struct_size;            /**< Set to sizeof(bg_layout) before the call. */
    uint32_t slot_count;             /**< Visible slots, in logical order. */
    const bg_slot *slots;            /**< slot_count slots, in logical order. */
    uint32_t overflow_count;         /**< Items in the More sheet: the trailing ones, less a kept item (see BG_OVERFLOW_WIDTH). */
    uint32_t reserved;               /**< Reserved: 0. */
    const uint32_t *overflow_items;  /**< Their item indices, in order. */
    const bg_a11y_node *accessibility; /**< slot_count nodes, reading order. */
    bg_size size;                    /**< The group's size: (width, button height). Every frame lies within
                                          0...width, at any width (0 included): slots, icons and titles shrink or go. */
    /**
     * One contiguous block holding `slots`, then `accessibility`, then every string the layout
     * made (truncated titles, the More button's icon and label), for bindings that copy a
     * layout in one read. Strings of items shown whole point outside it, to the group's copy
     * of the items' strings (valid until the next bg_group_update or free).
     */
    const void *data;
    size_t data_size;                /**< The block's size in bytes. */
} bg_layout;

/**
 * Lays the group out in `width` points at `scale` pixels per point (1, 2, 3, ...) in
 * `direction` (BG_DIRECTION_*). width must be finite, >= 0 and <= 1e7; scale within
 * 0.01...1000 (BG_E_INVALID_ARGUMENT otherwise). Lengths in parameters obey the same 1e7
 * limit, and measured text sizes are clamped to it.
 * Measures titles through the measure callback (cached) or the built-in measurer.
 * Hit testing, pointer and focus calls use the latest layout.
 *
 * Frames are snapped to the pixel grid in reading-direction terms, then mirrored: positions
 * rounded to the nearest pixel counted from the leading edge (halves toward the trailing
 * side), sizes rounded up. So a BG_DIRECTION_RTL layout is, at any width, the exact mirror of
 * the LTR layout at that width: every frame's x is width - x_ltr - w (within 1e-9 points),
 * its y and size and every title the same, corners swapped left for right. RTL frames lie on
 * the pixel grid counted from the right edge: the host's grid when width * scale is whole.
 * No number of the result is ever -0.0 (a width of -0.0 is taken as 0, and a coordinate
 * snapping to zero from below is 0), so a host may print, hash or divide by what it gets.
 * Every frame (hit, icon and title frames included) lies within 0...width horizontally: a group
 * never needs more than its width, its slots narrow down to nothing and their icons and titles go.
 *
 * With the WIDTH policy an item being pressed or holding keyboard focus never moves into the
 * More sheet: when the width drops it stays, in the last item slot, and the item before it
 * goes instead (item 0 and it always show). The press and the focus follow their item (or
 * More) to its new slot, so a release there still fires it. Once the press ends or the focus
 * moves on, the next layout decides again, at the same width too. bg_group_breakpoints
 * describes the widths with nothing kept.
 * @param group The group.
 * @param width Width available, in points: finite, 0...BG_MAX_LENGTH.
 * @param scale Pixels per point: finite, BG_MIN_SCALE...BG_MAX_SCALE.
 * @param direction Reading direction, BG_DIRECTION_*.
 * @param out Receives the layout; not NULL, its struct_size set first. Written only on success;
 *        its pointers are owned by the group (see bg_layout).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size is wrong, width or scale is
 *         out of range, or direction is not a BG_DIRECTION_* value.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_CALLBACK when the measure callback fails (or answers a non-finite or negative
 *         size): nothing is kept or written.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_layout(bg_group group, double width, double scale, int32_t direction, bg_layout *out);

/**
 * The widths at which each item moves into and out of the More sheet with the current items
 * and parameters, last item first, so a host can plan its window sizes. With the WIDTH policy
 * item j shows while j + 1 items (and More, unless that is all of them) fit: it moves in below
 * the narrowest width that fits j + 1 items or more, and comes back at moves_in plus
 * overflow_hysteresis. Items beyond max_visible are always in the sheet (INFINITY); item 0
 * never moves; with the COUNT policy nothing moves with the width. Measures titles as a layout
 * does (errors likewise). *out is untouched on failure.
 * @param group The group.
 * @param out Receives the breakpoints; not NULL, its struct_size set first. Written only on
 *        success; its array is owned by the group (see bg_breakpoints).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL or out->struct_size is wrong.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_CALLBACK when the measure callback fails (or answers a non-finite or negative
 *         size): nothing is kept or written.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_breakpoints(bg_group group, bg_breakpoints *out);

/**
 * Lays the group out exactly as bg_group_layout and writes its slots' frames only, in slot order
 * (bg_layout.slots[i].frame), into frames[0 ... *out_count - 1], an array the caller owns: the
 * fast path for a relayout on every frame of a window resize or an animation, when the host needs
 * only where the buttons go. The frames are the caller's: later calls do not change them. The
 * rest of the same layout is one lookup away: bg_group_layout at the same width, scale and
 * direction returns it without laying out again (and this call after bg_group_layout likewise).
 *
 * Buffer rules (those of bg_theme_copy_string): *out_count receives the slot count whenever the
 * layout succeeds, also when the call returns BG_E_BUFFER_TOO_SMALL. frames NULL with capacity 0
 * asks for the count only (BG_OK). When frames is given and capacity is less than the count,
 * nothing is written to frames and the layout is kept: calling again with a larger array at the
 * same width, scale and direction does not lay out again. Any other failure writes nothing
 * (neither frames nor *out_count).
 * @param group The group.
 * @param width Width available, in points: finite, 0...BG_MAX_LENGTH.
 * @param scale Pixels per point: finite, BG_MIN_SCALE...BG_MAX_SCALE.
 * @param direction Reading direction, BG_DIRECTION_*.
 * @param frames Receives the count frames, in slot order; the rest of the array is untouched. NULL
 *        only when capacity is 0.
 * @param capacity Number of bg_rect frames has room for.
 * @param out_count Receives the layout's slot_count, the number of frames written (or needed);
 *        not NULL.
 * @return BG_OK on success: frames[0 ... *out_count - 1] are the slots' frames (or, frames
 *         NULL, *out_count received the count).
 * @retval BG_E_INVALID_ARGUMENT when out_count is NULL, frames is NULL and capacity is not 0,
 *         width or scale is out of range, or direction is not a BG_DIRECTION_* value.
 * @retval BG_E_BUFFER_TOO_SMALL when frames is not NULL and capacity is less than the slot
 *         count: *out_count received it, frames is untouched, the layout is kept.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_CALLBACK when the measure callback fails (or answers a non-finite or negative
 *         size): nothing is kept or written.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_layout_frames(bg_group group, double width, double scale, int32_t direction,
                                 bg_rect *frames, uint32_t capacity, uint32_t *out_count);

/* ----------------------------------------------------------------- events */

/*
 * Event calls lay the group out first when needed (at the latest requested width). When that
 * layout fails (the measure callback fails), the call fails with BG_E_CALLBACK and changes
 * nothing: focus, pointer tracking, the presented sheet and the latest requested width stay as
 * they were, no callback fires and no out-parameter is written. When a callback the call fires
 * fails, the call returns BG_E_CALLBACK after it: what the event did stays done (an action ran;
 * focus moved), except that a sheet whose present callback failed is not presented.
 * Out-parameters are written only when the call succeeds.
 * Callbacks may call back into the group; calls nested more than 64 deep through callbacks
 * fail with BG_E_REENTRANT.
 */

/**
 * A complete tap at (x, y): hit-tests the latest layout and activates the slot hit:
 * an item fires its action, then (if it has a navigation action) the navigate
 * callback; More presents the action sheet. *out_slot (may be NULL) receives the
 * slot index or -1 when nothing enabled was hit.
 * @param group The group.
 * @param x Horizontal position in group coordinates, points; finite.
 * @param y Vertical position in group coordinates, points; finite.
 * @param out_slot Receives the slot activated, or -1; may be NULL. Written only on success.
 * @return BG_OK on success, also when nothing was hit.
 * @retval BG_E_INVALID_ARGUMENT when x or y is not finite.
 * @retval BG_E_STATE before the group's first layout (bg_group_layout or
 *         bg_group_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired returned a failure (what it did stays
 *         done).
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_tap(bg_group group, double x, double y, int32_t *out_slot);

/**
 * Forwards a pointer event (BG_POINTER_*). Down on a slot highlights it; moving
 * outside its hit frame un-highlights it (moving back re-highlights); up inside
 * activates it; up outside and CANCEL fire nothing. *out_fired_slot (may be NULL)
 * receives the slot activated by this event or -1.
 * @param group The group.
 * @param phase The event's phase, BG_POINTER_*.
 * @param x Horizontal position in group coordinates, points; finite.
 * @param y Vertical position in group coordinates, points; finite.
 * @param out_fired_slot Receives the slot activated, or -1; may be NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when phase is not a BG_POINTER_* value, or x or y is not finite.
 * @retval BG_E_STATE before the group's first layout (bg_group_layout or
 *         bg_group_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired returned a failure (what it did stays
 *         done).
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_pointer(bg_group group, int32_t phase, double x, double y, int32_t *out_fired_slot);

/**
 * Moves keyboard focus (BG_FOCUS_*). *out_slot (may be NULL) receives the focused slot or -1.
 * @param group The group.
 * @param move Where focus goes, BG_FOCUS_*.
 * @param out_slot Receives the focused slot, or -1 when none; may be NULL. Written only on
 *        success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when move is not a BG_FOCUS_* value.
 * @retval BG_E_STATE before the group's first layout (bg_group_layout or
 *         bg_group_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes).
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_focus(bg_group group, int32_t move, int32_t *out_slot);

/**
 * Activates the focused slot (Space / Return). BG_E_STATE when nothing is focused.
 * @param group The group.
 * @return BG_OK on success.
 * @retval BG_E_STATE before the group's first layout, or when no slot has keyboard focus.
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired returned a failure (what it did stays
 *         done).
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_activate_focused(bg_group group);

/**
 * Activates a slot of the latest layout by index, as a tap on it would.
 * @param group The group.
 * @param slot_index The slot, below the latest layout's slot_count (a disabled item's slot
 *        fires nothing).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when slot_index is not below the latest layout's slot_count.
 * @retval BG_E_STATE before the group's first layout (bg_group_layout or
 *         bg_group_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired returned a failure (what it did stays
 *         done).
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_activate_slot(bg_group group, uint32_t slot_index);

/**
 * Chooses entry `sheet_index` of the presented action sheet: dismisses it and fires
 * that item's action, then its navigation. BG_E_STATE when no sheet is presented, or when the
 * entry is stale: with the BG_OVERFLOW_WIDTH policy, its item has come back onto the bar in
 * the latest layout (bg_group_layout at the latest width) since the sheet was presented. The
 * sheet the host still shows is then out of date: it dismisses it (bg_group_dismiss_sheet)
 * and may present the current one; the entries of items still in the sheet can be chosen.
 * @param group The group.
 * @param sheet_index The entry, below the presented sheet's item_count (a disabled entry
 *        dismisses the sheet and fires nothing).
 * @return BG_OK on success.
 * @retval BG_E_STATE when no sheet is presented, or the entry is stale (the sheet stays
 *         presented).
 * @retval BG_E_INVALID_ARGUMENT when sheet_index is not below the sheet's item_count (the sheet
 *         stays presented).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or the item's action or the navigate callback returned a failure
 *         (the sheet is dismissed all the same).
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_choose_sheet_item(bg_group group, uint32_t sheet_index);

/**
 * Dismisses the presented action sheet (its cancel button): fires nothing.
 * @param group The group.
 * @return BG_OK on success.
 * @retval BG_E_STATE when no sheet is presented.
 * @retval BG_E_INVALID_HANDLE when group is not a live group.
 * @retval BG_E_REENTRANT when called from inside the group's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_group_dismiss_sheet(bg_group group);

/**
 * Runs item `item_index`'s navigation action (bg_item.navigation) with the host's navigation
 * context, typically from the navigate callback with the host's navigation controller (Python:
 * ButtonGroup.run_navigation, or calling the item's `navigation_action` in `on_navigate`).
 * BG_E_NOT_FOUND when the item has no navigation action.
 * @param group The group.
 * @param item_index The item, an index into the group's items.
 * @param navigation_context Passed to the navigation action as it is; may be NULL.
 * @return BG_OK on success.
 * @retval BG_E_NOT_FOUND when the group has no item item_index, or the item has no navigation
 *         action.
 * @retval BG_E_CALLBACK when the navigation action returned a failure.
 * @retval BG_E_INVALID_HANDLE when group is not a live group, or the navigation action freed it
 *         (a read the library cannot finish: see Callbacks in common.h).
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_group_run_navigation(bg_group group, uint32_t item_index, void *navigation_context);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_GROUP_H */
