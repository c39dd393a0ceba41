/*
 * buttongroup/toolbar.h — bg_toolbar: control groups (related buttons drawn as one control:
 * joined segments, back / forward, a menu, a palette) laid out in a toolbar that moves whole
 * groups into an overflow menu when it runs out of width, or in content (a standalone control
 * group). Include "buttongroup.h", not this file.
 *
 * A toolbar holds items: control groups (a single button is a group of one) and flexible
 * spaces, each at a placement (navigation: leading; principal: centre; primary action:
 * trailing). Every button keeps its own title, image, disabled flag and action; a group's
 * style and label style change only how its buttons are drawn, and every button keeps its
 * title as its accessibility label whatever it shows.
 *
 * Overflow (BG_CONTEXT_TOOLBAR): when the groups, their spacing and the paddings do not fit,
 * whole groups move into the overflow menu (never a part of one), lowest priority first: a
 * host-given priority (else 0), then trailing placements first (primary action, principal,
 * navigation last), then the later item first. The overflow button goes at the trailing end.
 * A group whose button has keyboard focus or is being pressed stays while it has it; the next
 * group goes instead. A group that moved needs overflow_hysteresis (theme, built-in 8) points
 * more than its breakpoint to come back, so a width wobbling around one never flips it.
 * bg_toolbar_breakpoints tells a host in advance where each group moves.
 *
 * Diagnostics (bg_toolbar_view.diagnostics) are warnings, never errors: more groups than the
 * theme recommends (three), a group mixing momentary buttons with selected segments, a
 * menu-style group without a label or image (its button would show only the indicator), a
 * group without a label that had to overflow (the menu cannot list it, so it is hidden).
 */
#ifndef BUTTONGROUP_TOOLBAR_H
#define BUTTONGROUP_TOOLBAR_H

#include "common.h"
#include "group.h"
#include "theme.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A toolbar (or a standalone control group in content). {0} is never valid. */
typedef struct bg_toolbar {
    uint64_t id;
} bg_toolbar;

/* -------------------------------------------------------------- callbacks */

/**
 * A button's action: fired on touch-up-inside, keyboard activation or when its menu entry is
 * chosen; never for a disabled button. Return BG_OK, or a negative status to make the
 * triggering call fail with BG_E_CALLBACK (what it did stays done).
 */
typedef bg_status (*bg_control_action_fn)(void *user_data, bg_toolbar toolbar, uint32_t item_index,
                                          uint32_t button_index);

/** One entry of a menu. Strings valid during the present callback only. */
typedef struct bg_control_menu_entry {
    const char *title;        /**< The button's title, or the group's label for a submenu. */
    const char *image;        /**< Image name or NULL. */
    int32_t parent;           /**< The submenu entry it is listed under, or -1 at the top. */
    uint32_t item_index;      /**< The toolbar item it comes from. */
    int32_t button_index;     /**< The button it fires, or -1 for a submenu. */
    int32_t disabled;         /**< Nonzero: show it disabled; choosing it is refused (BG_E_STATE). */
    int32_t selection;        /**< BG_SELECTION_* of the button. */
    int32_t reserved;
} bg_control_menu_entry;

/** A menu to present. Valid during the present callback only: copy what you keep. */
typedef struct bg_control_menu {
    int32_t is_overflow;      /**< Nonzero: the overflow menu (each overflowed group a submenu under its label). */
    int32_t item_index;       /**< A menu-style group's menu: its item; -1 for the overflow menu. */
    uint32_t entry_count;
    uint32_t reserved;
    const bg_control_menu_entry *entries; /**< Each submenu followed by its buttons. */
} bg_control_menu;

/**
 * Presents a menu (the overflow button or a menu-style group was pressed). Later the host
 * calls bg_toolbar_choose_menu_entry or bg_toolbar_dismiss_menu. A failure status means the
 * host could not present it: the menu is not considered presented.
 */
typedef bg_status (*bg_present_menu_fn)(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu);

/**
 * Tells the host that the library withdrew the menu it presented (bg_toolbar_set_items
 * replaced the items it listed): take it off the screen. A notification: it cannot fail.
 */
typedef void (*bg_menu_dismissed_fn)(void *user_data, bg_toolbar toolbar);

/* ------------------------------------------------------------------ input */

/** One button of a control group. Initialize with bg_control_button_init. */
typedef struct bg_control_button {
    uint32_t struct_size;          /**< sizeof(bg_control_button) */
    int32_t selection;             /**< BG_SELECTION_*; default MOMENTARY */
    const char *title;             /**< Required, UTF-8, non-empty: shown or not, always the accessibility label. */
    const char *image;             /**< Image name (a system image, an asset) or NULL. */
    int32_t disabled;              /**< Nonzero: drawn disabled, not hit, skipped by focus, never fires. */
    int32_t reserved;
    bg_control_action_fn action;   /**< Or NULL. */
    void *user_data;               /**< Passed to action; released with destroy. */
    bg_destroy_fn destroy;         /**< Or NULL; called once when the button is replaced or the toolbar freed. */
} bg_control_button;

/** Fills *out with an empty momentary button (title ""; set one). Sets struct_size. */
bg_status bg_control_button_init(bg_control_button *out);

/** One toolbar item: a control group or a flexible space. Initialize with bg_toolbar_item_init. */
typedef struct bg_toolbar_item {
    uint32_t struct_size;          /**< sizeof(bg_toolbar_item) */
    int32_t kind;                  /**< BG_TOOLBAR_ITEM_*; default GROUP */
    int32_t placement;             /**< BG_PLACEMENT_*; default PRIMARY_ACTION */
    int32_t style;                 /**< BG_CONTROL_STYLE_*; default AUTOMATIC */
    int32_t label_style;           /**< BG_LABEL_STYLE_*; default AUTOMATIC */
    int32_t fixed_size;            /**< Content: nonzero sizes the group to its content instead of filling. */
    int32_t has_priority;          /**< Nonzero: `priority` ranks the group in the overflow order. */
    int32_t reserved;
    double priority;               /**< Finite; lower moves into the overflow menu first. */
    const char *label_title;       /**< The group's label (menus, overflow, accessibility), or NULL / "": none. */
    const char *label_image;       /**< The label's image name or NULL. */
    const bg_control_button *buttons; /**< A group's buttons, read at buttons[0].struct_size's stride. */
    uint32_t button_count;         /**< A group: 1 ... BG_MAX_ITEMS; a flexible space: 0. */
    uint32_t reserved2;
} bg_toolbar_item;

/** Fills *out with an empty group item at the primary action placement. Sets struct_size. */
bg_status bg_toolbar_item_init(bg_toolbar_item *out);

/* -------------------------------------------------------------- lifecycle */

/**
 * Creates a toolbar in `context` (BG_CONTEXT_*: TOOLBAR, or CONTENT for a standalone control
 * group, whose groups fill the width unless fixed_size and never overflow) with the values of
 * `theme` ({0} = built-in; the toolbar keeps what it needs, the theme may be freed after).
 */
bg_status bg_toolbar_create(bg_theme theme, int32_t context, bg_toolbar *out);

/** Frees the toolbar and releases every callback's user_data. Freeing {0} or a stale handle fails cleanly. */
bg_status bg_toolbar_free(bg_toolbar toolbar);

/**
 * Replaces the items (copied; strings checked as UTF-8 and copied). Every string, enum and
 * number is checked before anything changes: on failure the toolbar keeps its old items and
 * the new buttons' destroy notifications run. A group needs at least one button; a flexible
 * space has none. At most BG_MAX_ITEMS items and BG_MAX_ITEMS buttons in all. The replaced
 * buttons' destroy notifications run (from inside a callback: after the outermost callback
 * returns). Focus, pointer tracking and the overflow memory start over; a presented menu is
 * withdrawn and the menu-dismissed callback told. Arrays are read at the stride of their
 * first element's struct_size, as bg_group_update's.
 */
bg_status bg_toolbar_set_items(bg_toolbar toolbar, const bg_toolbar_item *items, uint32_t count);

/** The number of items. */
bg_status bg_toolbar_item_count(bg_toolbar toolbar, uint32_t *out);

/** Sets (fn non-NULL) or clears (fn NULL) the present-menu callback; the previous user_data is released. */
bg_status bg_toolbar_set_menu_callback(bg_toolbar toolbar, bg_present_menu_fn fn, void *user_data,
                                       bg_destroy_fn destroy);

/** Sets or clears the menu-dismissed notification; the previous user_data is released. */
bg_status bg_toolbar_set_menu_dismissed_callback(bg_toolbar toolbar, bg_menu_dismissed_fn fn, void *user_data,
                                                 bg_destroy_fn destroy);

/**
 * Sets or clears the text measure callback (NULL: the built-in measurer, DejaVu Sans metrics).
 * A failing callback makes the layout (or event) call fail with BG_E_CALLBACK, changing nothing.
 */
bg_status bg_toolbar_set_measure_callback(bg_toolbar toolbar, bg_measure_fn fn, void *user_data,
                                          bg_destroy_fn destroy);

/* ----------------------------------------------------------------- output */

/** One drawn cell: a button's segment or palette cell, or a menu-style group's button. */
typedef struct bg_control_cell {
    uint32_t item_index;           /**< The item whose group it belongs to. */
    int32_t button_index;          /**< The button it draws, or -1 for a menu-style group's button. */
    uint32_t state;                /**< BG_STATE_* flags it is drawn in. */
    int32_t title_truncated;       /**< Nonzero when the title is shown cut with "…". */
    bg_rect frame;                 /**< In the toolbar. */
    bg_rect hit_frame;             /**< The frame grown vertically toward the minimum touch target. */
    bg_corner_radii corners;       /**< The group's outer corners on its first and last cells (mirrored for RTL). */
    bg_rect title_frame;           /**< In the toolbar; zero when no title is shown. */
    bg_rect image_frame;           /**< In the toolbar; zero when no image is shown. */
    const char *title;             /**< As displayed (cut with "…"), or NULL: none. */
    const char *image;             /**< The image's name, or NULL: none. */
    uint32_t foreground_color;     /**< 0xRRGGBBAA: image tint (dimmed when disabled or pressed). */
    uint32_t title_color;          /**< 0xRRGGBBAA. */
    int32_t has_fill;              /**< A selected segment's own background. */
    uint32_t fill_color;
} bg_control_cell;

/** A control group as laid out. */
typedef struct bg_placed_group {
    uint32_t item_index;
    int32_t style;                 /**< BG_CONTROL_STYLE_* drawn (automatic resolved). */
    int32_t label_style;           /**< BG_LABEL_STYLE_* drawn (automatic resolved). */
    int32_t has_menu_indicator;    /**< A menu-style group: draw `menu_indicator` at menu_indicator_frame. */
    bg_rect frame;                 /**< The group's background: fill_color, its cells' outer corners. */
    bg_rect menu_indicator_frame;
    uint32_t first_cell;           /**< Its cells: cells[first_cell ... first_cell + cell_count - 1]. */
    uint32_t cell_count;
    uint32_t first_separator;      /**< Its separators, likewise. */
    uint32_t separator_count;
} bg_placed_group;

/** A warning about the toolbar. */
typedef struct bg_toolbar_diagnostic {
    int32_t kind;                  /**< BG_DIAGNOSTIC_* */
    int32_t item_index;            /**< The item concerned, or -1 for the whole toolbar. */
    const char *message;           /**< A sentence for a log. */
} bg_toolbar_diagnostic;

/**
 * Everything a host needs to draw a toolbar. Pointers are owned by the toolbar and stay valid
 * until its next layout, mutation or free.
 *
 * Fields after `size` were added after the toolbar's first header; a host built against it sets a
 * smaller struct_size and the library fills only what that struct has.
 */
typedef struct bg_toolbar_view {
    uint32_t struct_size;          /**< Set to sizeof(bg_toolbar_view) before the call. */
    uint32_t group_count;          /**< Groups shown, in reading order. */
    const bg_placed_group *groups;
    uint32_t cell_count;
    uint32_t separator_count;
    const bg_control_cell *cells;  /**< Every group's cells, group after group. */
    const bg_rect *separators;     /**< Between joined cells: draw in separator_color. */
    int32_t has_overflow_button;   /**< Nonzero when groups overflowed: draw overflow_icon in overflow_button
                                        (a square as high as a group, at the trailing end). */
    uint32_t overflowed_count;
    const uint32_t *overflowed;    /**< Item indices in the overflow menu, in toolbar order. */
    bg_rect overflow_button;
    const char *overflow_icon;     /**< The theme's overflow image name. */
    const char *menu_indicator;    /**< The theme's menu indicator image name. */
    uint32_t accessibility_count;
    uint32_t diagnostic_count;
    /**
     * Per group a node of role BG_A11Y_GROUP (its label, `count` = the nodes after it: its
     * cells, one for a menu-style group; slot_index UINT32_MAX) followed by its cells' nodes (BG_A11Y_BUTTON, or BG_A11Y_MENU_BUTTON for a
     * menu-style group; label = the button's title; slot_index = its cell), then the overflow
     * button's (BG_A11Y_MENU_BUTTON, slot_index UINT32_MAX).
     */
    const bg_a11y_node *accessibility;
    const bg_toolbar_diagnostic *diagnostics;
    uint32_t fill_color;           /**< A joined group's background. */
    uint32_t separator_color;
    bg_size size;                  /**< The toolbar's size (content: width x the group height). */
    /**
     * One contiguous block holding `groups`, `cells`, `separators`, `overflowed`, `accessibility`
     * and `diagnostics`, in that order, then every string the layout made (titles cut with "…",
     * `overflow_icon`, `menu_indicator`, the overflow button's accessibility label, the
     * diagnostics' messages), for bindings that copy a layout in one read. The items' own strings
     * (button titles shown whole, images, group labels) point outside it, to the toolbar's copy of
     * the items' strings (valid until the next bg_toolbar_set_items or free), and so does "" (an
     * elided title, the label of a group without one).
     */
    const void *data;
    size_t data_size;              /**< The block's size in bytes. */
    uint32_t arrangement;          /**< Which cells are shown, numbered: see bg_toolbar_frames.arrangement. */
    uint32_t reserved;
} bg_toolbar_view;

/**
 * Lays the toolbar out in `width` points at `scale` pixels per point in `direction`
 * (BG_DIRECTION_*); limits as bg_group_layout's. Hit testing, pointer and focus calls use the
 * latest layout. out->struct_size must be at least the first toolbar header's size
 * (offsetof(bg_toolbar_view, data)) and at most 4096; the library writes only what that size
 * holds and leaves struct_size as it was. *out is untouched on failure.
 */
bg_status bg_toolbar_layout(bg_toolbar toolbar, double width, double scale, int32_t direction,
                            bg_toolbar_view *out);

/**
 * The frames of a toolbar layout: where the cells, the overflow button, the groups' backgrounds
 * and the separators go, and nothing else (what a host moves on every frame of a resize).
 *
 * `frames`, `group_frames` and `separators` are consecutive parts of one array of
 * count + group_count + separator_count rects (group_frames == frames + count, separators ==
 * group_frames + group_count), owned by the toolbar and valid until its next layout, mutation or
 * free, for bindings that copy them in one read.
 *
 * `arrangement` numbers which cells are shown: it changes whenever they may have changed (a group
 * moved into or out of the overflow menu, bg_toolbar_set_items) and never otherwise, and is never
 * 0. While it is the one of a bg_toolbar_view the host kept, frames[i] is the new frame of that
 * view's cells[i] (same item, same button) and group_frames[i] and separators[i] are those of its
 * groups[i] and separators[i]. When it differs, or when the host needs more than frames (content
 * frames, hit frames, states, titles), ask for the view: bg_toolbar_layout at the same width,
 * scale and direction returns it without laying out again.
 */
typedef struct bg_toolbar_frames {
    uint32_t struct_size;          /**< Set to sizeof(bg_toolbar_frames) before the call. */
    uint32_t count;                /**< cell_count, plus 1 when has_overflow_button. */
    const bg_rect *frames;         /**< count frames: every cell's (bg_toolbar_view.cells[i].frame) in the
                                        view's order, then the overflow button's when there is one. */
    uint32_t cell_count;           /**< The view's cell_count: frames[0 ... cell_count - 1] are the cells. */
    int32_t has_overflow_button;   /**< Nonzero: frames[cell_count] is bg_toolbar_view.overflow_button. */
    uint32_t group_count;          /**< The view's group_count. */
    uint32_t separator_count;      /**< The view's separator_count. */
    const bg_rect *group_frames;   /**< group_count frames: bg_toolbar_view.groups[i].frame (a joined group's background). */
    const bg_rect *separators;     /**< separator_count frames: bg_toolbar_view.separators. */
    bg_size size;                  /**< The toolbar's size (bg_toolbar_view.size). */
    uint32_t arrangement;          /**< bg_toolbar_view.arrangement of the same layout (never 0). */
    uint32_t reserved;
} bg_toolbar_frames;

/**
 * Lays the toolbar out exactly as bg_toolbar_layout and fills *out with its frames only (see
 * bg_toolbar_frames): the fast path for a relayout on every frame of a window resize or an
 * animation. The rest of the same layout is one lookup away: bg_toolbar_layout at the same width,
 * scale and direction returns it without laying out again. Errors as bg_toolbar_layout's
 * (out->struct_size must be sizeof(bg_toolbar_frames) or a newer header's larger size); *out is
 * untouched when the call fails.
 */
bg_status bg_toolbar_layout_frames(bg_toolbar toolbar, double width, double scale, int32_t direction,
                                   bg_toolbar_frames *out);

/**
 * The arguments of bg_toolbar_layout and bg_toolbar_layout_frames gathered in one struct, for
 * bindings in which every argument of a call costs (as bg_layout_call for a group). Initialize
 * with bg_toolbar_layout_call_init; change width (and the rest) between calls.
 */
typedef struct bg_toolbar_call {
    uint32_t struct_size;          /**< sizeof(bg_toolbar_call) */
    int32_t direction;             /**< BG_DIRECTION_*; default LTR */
    bg_toolbar toolbar;            /**< The toolbar to lay out. */
    double width;                  /**< As bg_toolbar_layout's width. */
    double scale;                  /**< As bg_toolbar_layout's scale; default 1. */
    bg_toolbar_view *out;          /**< Receives the whole layout (its struct_size set), or NULL. */
    bg_toolbar_frames *frames;     /**< Receives the frames only (its struct_size set), or NULL. */
} bg_toolbar_call;

/** Fills *out with defaults (scale 1, LTR, no toolbar, no outputs). Sets struct_size. */
bg_status bg_toolbar_layout_call_init(bg_toolbar_call *out);

/**
 * Lays call->toolbar out at call->width, call->scale and call->direction, as bg_toolbar_layout,
 * and fills call->out with the whole layout and/or call->frames with its frames (as
 * bg_toolbar_layout_frames), whichever are set; errors included, and both outputs are untouched
 * when the call fails. BG_E_INVALID_ARGUMENT when call is NULL, its struct_size is not one a
 * bg_toolbar_call can have, or neither out nor frames is set.
 */
bg_status bg_toolbar_layout_call(const bg_toolbar_call *call);

/**
 * The widths at which each group moves into and out of the overflow menu with the current
 * items (a focused or pressed group excluded, as it stays), so a host can plan its window
 * sizes. Measures text as a layout does (errors likewise).
 */
bg_status bg_toolbar_breakpoints(bg_toolbar toolbar, bg_breakpoints *out);

/* ----------------------------------------------------------------- events */

/*
 * Event calls use the latest layout (BG_E_STATE before the first). A button fires its action;
 * a menu-style group's button or the overflow button presents its menu through the present
 * callback. When a callback fails, the call returns BG_E_CALLBACK after it (what it did stays
 * done, except that a menu whose present callback failed is not presented). Callbacks may call
 * back into the toolbar; nesting is bounded as for groups (BG_E_REENTRANT).
 */

/** A pressable cell, named across layouts. */
typedef struct bg_control_target {
    int32_t kind;                  /**< BG_CONTROL_TARGET_*, or -1: none. */
    int32_t item_index;            /**< -1 for the overflow button. */
    int32_t button_index;          /**< -1 unless kind is BUTTON. */
    int32_t reserved;
} bg_control_target;

/** A complete tap at (x, y): activates the enabled cell hit. *out (may be NULL) receives it (kind -1: none). */
bg_status bg_toolbar_tap(bg_toolbar toolbar, double x, double y, bg_control_target *out);

/**
 * A pointer event (BG_POINTER_*): down on an enabled cell presses it (drawn highlighted at the
 * next layout); moving out releases the highlight; up inside activates it; up outside and
 * CANCEL fire nothing. *out (may be NULL) receives the cell this event activated (kind -1: none).
 */
bg_status bg_toolbar_pointer(bg_toolbar toolbar, int32_t phase, double x, double y, bg_control_target *out);

/**
 * Moves keyboard focus (BG_FOCUS_*) through the enabled cells of every shown group in reading
 * order (right to left in RTL), then the overflow button. *out (may be NULL) receives the
 * focused cell (kind -1: none).
 */
bg_status bg_toolbar_focus(bg_toolbar toolbar, int32_t move, bg_control_target *out);

/** Activates the focused cell (Space / Return). BG_E_STATE when nothing is focused. */
bg_status bg_toolbar_activate_focused(bg_toolbar toolbar);

/**
 * Chooses entry `entry_index` of the presented menu: closes it and fires that button's action.
 * BG_E_STATE when no menu is presented or the entry is a submenu or disabled (the menu stays);
 * BG_E_INVALID_ARGUMENT when there is no such entry.
 */
bg_status bg_toolbar_choose_menu_entry(bg_toolbar toolbar, uint32_t entry_index);

/** Closes the presented menu without choosing. BG_E_STATE when none is presented. */
bg_status bg_toolbar_dismiss_menu(bg_toolbar toolbar);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_TOOLBAR_H */
