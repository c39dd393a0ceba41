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
    uint64_t id;
} bg_group;

/* -------------------------------------------------------------- callbacks */

/**
 * An item's action, fired on touch-up-inside or keyboard activation.
 * Return BG_OK, or a negative status to make the triggering call fail with BG_E_CALLBACK.
 */
typedef bg_status (*bg_action_fn)(void *user_data, bg_group group, uint32_t item_index);

/**
 * An item's navigation action (it receives the host's navigation controller), run by
 * bg_group_run_navigation with the host's own navigation context (opaque pointer).
 */
typedef bg_status (*bg_navigation_fn)(void *user_data, void *navigation_context);

/**
 * The group's navigate callback: an item that has a
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
 * Presents the overflow action sheet. Later the host
 * calls bg_group_choose_sheet_item or bg_group_dismiss_sheet.
 * A failure status means the host could not present it: the sheet is not considered presented.
 */
typedef bg_status (*bg_present_sheet_fn)(void *user_data, bg_group group, const bg_action_sheet *sheet);

/**
 * Tells the host that the library dismissed the sheet it presented on its own (the items it
 * listed were replaced by bg_group_update): take it off the screen. Not called for
 * bg_group_choose_sheet_item, bg_group_dismiss_sheet or bg_group_free, which the host makes.
 * A notification: it cannot fail, and it may call back into the group.
 */
typedef void (*bg_sheet_dismissed_fn)(void *user_data, bg_group group);

/* --------------------------------------------------------------- group in */

/** A group's layout parameters: allRound(spacing, corners) or prominent(type, spacing, corners). */
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
    uint32_t max_visible;                       /**< Slots incl. More; default 3; 0 = no count limit; 1 is refused (BG_MIN_MAX_VISIBLE) */
    uint32_t reserved;
    double overflow_hysteresis;                 /**< Points an item needs beyond its fit to come back (WIDTH); default 8 */
} bg_group_params;

/** Fills *out with the defaults (from `theme`, {0} = built-in). Sets struct_size. */
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
 * Replaces all items (update(with:)). The old items' destroy notifications
 * run (from inside a callback: after the outermost callback returns). On failure the
 * group keeps its old items and the new items' destroy notifications run. count may be 0.
 * A presented sheet is dismissed (the sheet-dismissed callback tells the host).
 * The array is read at the stride items[0].struct_size (a host built against a newer header
 * passes larger structs); every item must have the same struct_size. When items[0]'s is not a
 * size a bg_item can have (smaller than this header's, or beyond 4096), the call fails and the
 * array is read at sizeof(bg_item) to release the items' user_data.
 */
bg_status bg_group_update(bg_group group, const bg_item *items, uint32_t count);

/** Number of items in the group. */
bg_status bg_group_item_count(bg_group group, uint32_t *out_count);

/** Sets (fn non-NULL) or clears (fn NULL) the text measurer; clears the measure cache. */
bg_status bg_group_set_measure_callback(bg_group group, bg_measure_fn fn, void *user_data, bg_destroy_fn destroy);

/**
 * Sets or clears the present-action-sheet callback. Without one, activating More presents
 * nothing (no sheet is considered presented that the host was not asked to show).
 */
bg_status bg_group_set_sheet_callback(bg_group group, bg_present_sheet_fn fn, void *user_data, bg_destroy_fn destroy);

/** Sets or clears the sheet-dismissed callback (see bg_sheet_dismissed_fn). */
bg_status bg_group_set_sheet_dismissed_callback(bg_group group, bg_sheet_dismissed_fn fn, void *user_data,
                                                bg_destroy_fn destroy);

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
 *
 * Fields after `size` were added in 0.2; a host built against an older header sets a smaller
 * struct_size and the library fills only what that struct has.
 */
typedef struct bg_layout {
    uint32_t struct_size;            /**< Set to sizeof(bg_layout) before the call. */
    uint32_t slot_count;             /**< Visible slots, in logical order. */
    const bg_slot *slots;
    uint32_t overflow_count;         /**< Items in the More sheet: the trailing ones, less a kept item (see BG_OVERFLOW_WIDTH). */
    uint32_t reserved;
    const uint32_t *overflow_items;  /**< Their item indices, in order. */
    const bg_a11y_node *accessibility; /**< slot_count nodes, reading order. */
    bg_size size;                    /**< The group's size: (width, button height). */
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
 * With the WIDTH policy an item being pressed or holding keyboard focus never moves into the
 * More sheet: when the width drops it stays, in the last item slot, and the item before it
 * goes instead (item 0 and it always show). The press and the focus follow their item (or
 * More) to its new slot, so a release there still fires it. Once the press ends or the focus
 * moves on, the next layout decides again, at the same width too. bg_group_breakpoints
 * describes the widths with nothing kept.
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
 */
bg_status bg_group_breakpoints(bg_group group, bg_breakpoints *out);

/** The frames of a layout: where the buttons go, and nothing else. */
typedef struct bg_frames {
    uint32_t struct_size;            /**< Set to sizeof(bg_frames) before the call. */
    uint32_t count;                  /**< The layout's slot_count. */
    const bg_rect *frames;           /**< count frames, in slot order (bg_layout.slots[i].frame). Owned
                                          by the group, valid until its next layout, mutation or free. */
    bg_size size;                    /**< The group's size: (width, button height). */
} bg_frames;

/**
 * Lays the group out exactly as bg_group_layout and fills *out with its slots' frames only:
 * the fast path for a relayout on every frame of a window resize or an animation, when the
 * host needs only where the buttons go. The rest of the same layout is one lookup away:
 * bg_group_layout at the same width, scale and direction returns it without laying out again.
 * Errors as bg_group_layout's; out is untouched when the call fails.
 */
bg_status bg_group_layout_frames(bg_group group, double width, double scale, int32_t direction, bg_frames *out);

/**
 * The arguments of bg_group_layout and bg_group_layout_frames gathered in one struct, for
 * bindings in which every argument of a call costs (ctypes converts arguments one by one: one
 * pointer is half the cost of five values). Initialize with bg_layout_call_init; change width
 * (and the rest) between calls.
 */
typedef struct bg_layout_call {
    uint32_t struct_size;            /**< sizeof(bg_layout_call) */
    int32_t direction;               /**< BG_DIRECTION_*; default LTR */
    bg_group group;                  /**< The group to lay out. */
    double width;                    /**< As bg_group_layout's width. */
    double scale;                    /**< As bg_group_layout's scale; default 1. */
    bg_layout *out;                  /**< Receives the whole layout (its struct_size set), or NULL. */
    bg_frames *frames;               /**< Receives the frames only (its struct_size set), or NULL. */
} bg_layout_call;

/** Fills *out with defaults (scale 1, LTR, no group, no outputs). Sets struct_size. */
bg_status bg_layout_call_init(bg_layout_call *out);

/**
 * Lays call->group out at call->width, call->scale and call->direction, as bg_group_layout,
 * and fills call->out with the whole layout and/or call->frames with its frames (as
 * bg_group_layout_frames), whichever are set; errors included.
 * BG_E_INVALID_ARGUMENT when call is NULL or neither out nor frames is set.
 */
bg_status bg_group_layout_call(const bg_layout_call *call);

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
 * (as `config.navigationAction?(navigationController)` would).
 * BG_E_NOT_FOUND when the item has no navigation action.
 */
bg_status bg_group_run_navigation(bg_group group, uint32_t item_index, void *navigation_context);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_GROUP_H */
