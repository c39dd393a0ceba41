/*
 * buttongroup/toolbar.h — bg_toolbar: control groups (related buttons drawn as one control:
 * joined segments, back / forward, a menu, a palette) laid out in a toolbar that moves whole
 * groups into an overflow menu when it runs out of width, or in content (a standalone control
 * group). Include "buttongroup.h", not this file.
 *
 * A toolbar holds items: control groups (a single button is a group of one) and flexible
 * spaces, each at a placement (BG_PLACEMENT_*, SwiftUI's toolbar item placements, placed as iOS
 * places them). The top bar (the navigation bar): navigation, cancellation action and top bar
 * leading at its leading end; principal centred; primary action, automatic, confirmation
 * action, destructive action and top bar trailing at its trailing end; secondary actions always
 * in its overflow menu. The bottom bar: bottom bar items from its leading end, status items
 * centred. The keyboard bar (above the software keyboard): keyboard items from its leading end.
 * The bars the items fill are stacked from the top in that order, each the theme's toolbar
 * height (bg_toolbar_view.bars gives their frames; a toolbar with no item elsewhere is one top
 * bar). Every button keeps its own title, image, disabled flag and action; a group's
 * style and label style change only how its buttons are drawn, and every button keeps its
 * title as its accessibility label whatever it shows.
 *
 * Overflow (BG_CONTEXT_TOOLBAR): the top bar's secondary actions are always in the overflow
 * menu. When the top bar's other groups, their spacing and the paddings do not fit, whole groups
 * move into the overflow menu too (never a part of one), lowest priority first: a host-given
 * priority (else 0), then the trailing end first (then the centre, the leading end last), then
 * the later item first. The overflow button goes at the top bar's trailing end. The bottom and
 * keyboard bars have no overflow menu (iOS's bottom toolbar has none): their groups stay, and
 * when they do not fit the view is wider than the width offered (see bg_toolbar_layout).
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
    uint64_t id;           /**< Opaque; 0 is never a valid handle. */
} bg_toolbar;

/* -------------------------------------------------------------- callbacks */

/**
 * A button's action: fired on touch-up-inside, keyboard activation or when its menu entry is
 * chosen; never for a disabled button. Return BG_OK, or a negative status to make the
 * triggering call fail with BG_E_CALLBACK (what it did stays done).
 * @param user_data The button's user_data (bg_control_button.user_data).
 * @param toolbar The toolbar whose button fired.
 * @param item_index The button's item: its index in the toolbar's items.
 * @param button_index The button's index in its group's buttons.
 * @return BG_OK, or a negative status: the triggering call returns BG_E_CALLBACK (what the
 *         action did stays done) and fires nothing after it.
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
    int32_t disabled;         /**< Nonzero: show it disabled; choosing it is refused (BG_E_STATE), as is choosing an
                                   entry whose group has since come back from the overflow (or gone into it). */
    int32_t selection;        /**< BG_SELECTION_* of the button (MOMENTARY for a submenu). */
    int32_t palette;          /**< Nonzero on a palette-style group's entry in the overflow menu: show the entries
                                   under it as one row of icon buttons inside the menu, not as a submenu (a
                                   palette ControlGroup placed in a menu). (Was reserved: 0.) */
} bg_control_menu_entry;

/** A menu to present. Valid during the present callback only: copy what you keep. */
typedef struct bg_control_menu {
    int32_t is_overflow;      /**< Nonzero: the overflow menu (each overflowed group a submenu under its label, a
                                   palette a row of icon buttons (`palette`); a single-button item a plain entry,
                                   its button). */
    int32_t item_index;       /**< A menu-style group's menu: its item; -1 for the overflow menu. */
    uint32_t entry_count;     /**< Number of entries in `entries`. */
    int32_t compact;          /**< Nonzero: a BG_CONTROL_STYLE_COMPACT_MENU group's menu: present the entries
                                   compactly, as one row of icon buttons with small titles. (Was reserved: 0.) */
    const bg_control_menu_entry *entries; /**< Each submenu followed by its buttons (a plain entry alone). */
} bg_control_menu;

/**
 * Presents a menu (the overflow button or a menu-style group was pressed). Later the host
 * calls bg_toolbar_choose_menu_entry or bg_toolbar_dismiss_menu. A failure status means the
 * host could not present it: the menu is not considered presented.
 * @param user_data The user_data registered with the callback.
 * @param toolbar The toolbar whose overflow button or menu-style group was pressed.
 * @param menu The menu to present; it, its entries and their strings are valid during the
 *        call only.
 * @return BG_OK when the menu is presented, or a negative status: it is not, and the
 *         triggering call returns BG_E_CALLBACK.
 */
typedef bg_status (*bg_present_menu_fn)(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu);

/**
 * Tells the host that the library withdrew the menu it presented (bg_toolbar_set_items
 * replaced the items it listed): take it off the screen. Not called for
 * bg_toolbar_choose_menu_entry, bg_toolbar_dismiss_menu or bg_toolbar_free, which the host
 * makes. A notification: it cannot fail.
 * @param user_data The user_data registered with the callback.
 * @param toolbar The toolbar whose menu was withdrawn.
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
    int32_t reserved;              /**< Reserved: 0. */
    bg_control_action_fn action;   /**< Or NULL. */
    void *user_data;               /**< Passed to action; released with destroy. */
    bg_destroy_fn destroy;         /**< Or NULL; called once with user_data when the button is replaced or the
                                        toolbar freed, or at once when bg_toolbar_set_items fails, except
                                        for a wrong struct_size (then never: see bg_toolbar_set_items). */
} bg_control_button;

/**
 * Fills *out with an empty momentary button (title ""; set one). Sets struct_size.
 * @param out Receives the button (title "", no image, enabled, no action, user_data or
 *        destroy); not NULL.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 */
bg_status bg_control_button_init(bg_control_button *out);

/** One toolbar item: a control group or a flexible space. Initialize with bg_toolbar_item_init. */
typedef struct bg_toolbar_item {
    uint32_t struct_size;          /**< sizeof(bg_toolbar_item) */
    int32_t kind;                  /**< BG_TOOLBAR_ITEM_*; default GROUP */
    int32_t placement;             /**< BG_PLACEMENT_* (which bar, and where on it: see the top of this file); default
                                        PRIMARY_ACTION. Ignored in BG_CONTEXT_CONTENT (items in order). */
    int32_t style;                 /**< BG_CONTROL_STYLE_*; default AUTOMATIC */
    int32_t label_style;           /**< BG_LABEL_STYLE_*; default AUTOMATIC */
    int32_t fixed_size;            /**< Content: nonzero sizes the group to its content instead of filling. */
    int32_t has_priority;          /**< Nonzero: `priority` ranks the group in the overflow order; 0: priority 0. */
    int32_t disabled;              /**< Nonzero: the whole group disabled (SwiftUI's .disabled on a ControlGroup): every
                                        button drawn dimmed, not hit, skipped by focus, not enabled to accessibility,
                                        disabled in menus, whatever its own flag. Default 0 (was reserved: 0). */
    double priority;               /**< Finite (read when has_priority is nonzero); lower moves into the overflow menu first. */
    const char *label_title;       /**< The group's label (menus, overflow, accessibility), or NULL / "": none. */
    const char *label_image;       /**< The label's image name or NULL. */
    const bg_control_button *buttons; /**< A group's buttons, read at buttons[0].struct_size's stride. */
    uint32_t button_count;         /**< A group: 1 ... BG_MAX_ITEMS; a flexible space: 0. */
    uint32_t reserved2;            /**< Reserved: 0. */
} bg_toolbar_item;

/**
 * Fills *out with an empty group item at the primary action placement. Sets struct_size.
 * @param out Receives the item (automatic style and label style, no label, no priority, no
 *        buttons: set at least one); not NULL.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 */
bg_status bg_toolbar_item_init(bg_toolbar_item *out);

/* -------------------------------------------------------------- lifecycle */

/**
 * Creates a toolbar in `context` (BG_CONTEXT_*: TOOLBAR, or CONTENT for a standalone control
 * group, whose groups fill the width unless fixed_size and never overflow) with the values of
 * `theme` ({0} = built-in; the toolbar keeps what it needs, the theme may be freed after).
 * Free with bg_toolbar_free.
 * @param theme A live theme, or {0} for the built-in theme.
 * @param context Where its groups are shown, BG_CONTEXT_*.
 * @param out Receives the new toolbar's handle (no items, no callbacks); not NULL. Written
 *        only on success.
 * @return BG_OK on success: *out is a live toolbar, owned by the caller.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, or context is not a BG_CONTEXT_* value.
 * @retval BG_E_INVALID_HANDLE when theme is neither {0} nor a live theme.
 * @retval BG_E_NO_MEMORY when BG_MAX_LIVE_OBJECTS toolbars are live.
 */
bg_status bg_toolbar_create(bg_theme theme, int32_t context, bg_toolbar *out);

/**
 * Frees the toolbar and releases every callback's user_data (its buttons' and its own
 * callbacks'). Freeing {0} or a stale handle fails cleanly. From inside one of the toolbar's
 * callbacks the handle becomes invalid at once, and the destroy notifications run when the
 * outermost callback returns.
 * @param toolbar The toolbar to free.
 * @return BG_OK on success; the handle (and every copy of it) is invalid from then on.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar (freed already included).
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_free(bg_toolbar toolbar);

/**
 * Replaces the items (copied; strings checked as UTF-8 and copied). Every string, enum and
 * number is checked before anything changes: on failure the toolbar keeps its old items and
 * the new buttons' destroy notifications run. A group needs at least one button; a flexible
 * space has none. At most BG_MAX_ITEMS items and BG_MAX_ITEMS buttons in all. The replaced
 * buttons' destroy notifications run (from inside a callback: after the outermost callback
 * returns). Pointer tracking stops; keyboard focus and the overflow memory stay when the new
 * items have the old ones' shape (as many, with the same kinds, placements, styles and button
 * counts: a host rebuilding its items after a state change; focus is dropped at the next
 * layout if its cell is now disabled), else they start over. A presented menu is withdrawn and
 * the menu-dismissed callback told. Arrays are read at the stride of their
 * first element's struct_size, as bg_group_update's: every item must have items[0]'s
 * struct_size, and every button of a group its first button's. The struct_sizes of every
 * array (the items, each item's buttons) are checked first, before any other field or
 * argument: when one is wrong (a first element's not a size its struct can have, smaller than
 * this header's or beyond 4096, or another element's different from its first's), that array's
 * layout is unknown, so the call fails and calls no function of ANY of its arrays (no destroy,
 * no action, the valid arrays' included): the host still owns every user_data it passed and
 * releases them all itself. Any other failure runs every new button's destroy once.
 * @param toolbar The toolbar.
 * @param items count items, read during the call only (strings copied; each button's action,
 *        user_data and destroy are registered with the toolbar); NULL only when count is 0.
 * @param count Number of items, at most BG_MAX_ITEMS; 0 removes every item.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when items is NULL and count is not 0, or an item is invalid:
 *         its struct_size (or one that differs from items[0]'s); an unknown kind, placement,
 *         style or label_style (checked for a flexible space too); has_priority set with a
 *         priority that is not finite; a group whose buttons is NULL or button_count 0; a
 *         flexible space with buttons; or one of a group's buttons is invalid: its
 *         struct_size (or one that differs from the group's first button's), a NULL or empty
 *         title, an unknown selection. A wrong struct_size runs no destroy (above).
 * @retval BG_E_INVALID_UTF8 when a string of an item or a button is not valid UTF-8.
 * @retval BG_E_NO_MEMORY when count is more than BG_MAX_ITEMS, the groups have more than
 *         BG_MAX_ITEMS buttons in all, a string is longer than BG_MAX_STRING_BYTES, or the
 *         strings total more than BG_MAX_UPDATE_BYTES.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_set_items(bg_toolbar toolbar, const bg_toolbar_item *items, uint32_t count);

/**
 * The number of items.
 * @param toolbar The toolbar.
 * @param out Receives the number of items (groups and flexible spaces); not NULL. Written
 *        only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called through callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_item_count(bg_toolbar toolbar, uint32_t *out);

/**
 * Sets (fn non-NULL) or clears (fn NULL) the present-menu callback; the previous user_data is
 * released. Without one, pressing the overflow button or a menu-style group presents nothing
 * (no menu is considered presented that the host was not asked to show).
 * @param toolbar The toolbar.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        toolbar freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_set_menu_callback(bg_toolbar toolbar, bg_present_menu_fn fn, void *user_data,
                                       bg_destroy_fn destroy);

/**
 * Sets or clears the menu-dismissed notification (see bg_menu_dismissed_fn); the previous
 * user_data is released.
 * @param toolbar The toolbar.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        toolbar freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_set_menu_dismissed_callback(bg_toolbar toolbar, bg_menu_dismissed_fn fn, void *user_data,
                                                 bg_destroy_fn destroy);

/**
 * Sets or clears the text measure callback (NULL: the built-in measurer, DejaVu Sans metrics);
 * clears the measure cache. A failing callback makes the layout (breakpoints, or event) call
 * fail with BG_E_CALLBACK, changing nothing. From inside it, calls that change the toolbar
 * (layouts and events included) fail with BG_E_REENTRANT.
 * @param toolbar The toolbar.
 * @param fn The callback, or NULL to clear it.
 * @param user_data Passed to fn; may be NULL.
 * @param destroy Called once with user_data when the registration ends (replaced, cleared, the
 *        toolbar freed); at once when fn is NULL or the call fails. May be NULL.
 * @return BG_OK on success; the previous registration is released.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_set_measure_callback(bg_toolbar toolbar, bg_measure_fn fn, void *user_data,
                                          bg_destroy_fn destroy);

/**
 * Sets how large the toolbar's control groups are drawn, as SwiftUI's controlSize: every
 * group's height and corner radius, its icons, its title font and its paddings (insets, image
 * padding, the toolbar's spacing) scaled from the theme's regular values (BG_CONTROL_SIZE_*:
 * mini x0.75 heights and icons, the font x13/17, paddings x0.6; small x0.875, x15/17, x0.8;
 * regular the theme's; large heights x1.375, icons x1.25, the font as regular, paddings x1.4;
 * extra large x1.625, x1.5, x20/17, x1.6). The font factor multiplies the resolved size (Dynamic
 * Type included), and a measure callback receives a scaled font as "family size weight". A bar
 * is never lower than its groups. The next layout measures and lays out again; breakpoints
 * change with it.
 * @param toolbar The toolbar.
 * @param size BG_CONTROL_SIZE_*; a new toolbar's is BG_CONTROL_SIZE_REGULAR.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when size is not a BG_CONTROL_SIZE_* value (nothing changes).
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback.
 */
bg_status bg_toolbar_set_control_size(bg_toolbar toolbar, int32_t size);

/**
 * The toolbar's control size (bg_toolbar_set_control_size).
 * @param toolbar The toolbar.
 * @param out Receives a BG_CONTROL_SIZE_* value; not NULL.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 */
bg_status bg_toolbar_get_control_size(bg_toolbar toolbar, int32_t *out);

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
    const char *title;             /**< As displayed (cut with "…", then a PDF or PDI closing each embedding, override
                                        or isolate the kept part leaves open, as bg_slot.title; "" when not even "…"
                                        fits), or NULL: none. */
    const char *image;             /**< The image's name, or NULL: none. */
    uint32_t foreground_color;     /**< 0xRRGGBBAA: image tint (dimmed when disabled or pressed). */
    uint32_t title_color;          /**< 0xRRGGBBAA. */
    int32_t has_fill;              /**< Nonzero: a selected segment's own background, in fill_color. */
    uint32_t fill_color;           /**< 0xRRGGBBAA; read when has_fill is nonzero (0 otherwise). */
} bg_control_cell;

/** A control group as laid out. */
typedef struct bg_placed_group {
    uint32_t item_index;           /**< The toolbar item whose group it is. */
    int32_t style;                 /**< BG_CONTROL_STYLE_* drawn (automatic resolved). */
    int32_t label_style;           /**< BG_LABEL_STYLE_* drawn (automatic resolved). */
    int32_t has_menu_indicator;    /**< A menu-style group: draw `menu_indicator` at menu_indicator_frame. */
    bg_rect frame;                 /**< The group's background: fill_color, its cells' outer corners. */
    bg_rect menu_indicator_frame;  /**< In the toolbar; zero unless has_menu_indicator. */
    uint32_t first_cell;           /**< Its cells: cells[first_cell ... first_cell + cell_count - 1]. */
    uint32_t cell_count;           /**< Number of its cells (1 for a menu-style group). */
    uint32_t first_separator;      /**< Its separators, likewise. */
    uint32_t separator_count;      /**< Number of its separators (0 unless its cells are joined). */
} bg_placed_group;

/**
 * One bar of a toolbar (bg_toolbar_view.bars): the bars the items fill, stacked from the top
 * (top, bottom, keyboard). A host draws each where it belongs on its screen (the bottom bar at
 * the bottom, the keyboard bar above the keyboard) and moves the frames inside it along:
 * frame.y is where the bar's content starts in the view.
 */
typedef struct bg_toolbar_bar {
    int32_t bar;                   /**< BG_BAR_* */
    int32_t reserved;              /**< Reserved: 0. */
    bg_rect frame;                 /**< The whole width of the view (size.width), the theme's toolbar height. */
} bg_toolbar_bar;

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
    const bg_placed_group *groups; /**< group_count groups, in reading order. */
    uint32_t cell_count;           /**< Number of entries in `cells`. */
    uint32_t separator_count;      /**< Number of entries in `separators`. */
    const bg_control_cell *cells;  /**< Every group's cells, group after group. */
    const bg_rect *separators;     /**< Between joined cells: draw in separator_color. */
    int32_t has_overflow_button;   /**< Nonzero when groups overflowed: draw overflow_icon in overflow_button
                                        (a square as high as a group, at the trailing end). */
    uint32_t overflowed_count;     /**< Number of entries in `overflowed`. */
    const uint32_t *overflowed;    /**< Item indices in the overflow menu, in toolbar order. */
    bg_rect overflow_button;       /**< In the toolbar; zero unless has_overflow_button. */
    const char *overflow_icon;     /**< The theme's overflow image name. */
    const char *menu_indicator;    /**< The theme's menu indicator image name. */
    uint32_t accessibility_count;  /**< Number of nodes in `accessibility`. */
    uint32_t diagnostic_count;     /**< Number of entries in `diagnostics`. */
    /**
     * Per group a node of role BG_A11Y_GROUP (its label, `count` = the nodes after it: its
     * cells, one for a menu-style group; slot_index UINT32_MAX) followed by its cells' nodes (BG_A11Y_BUTTON, or BG_A11Y_MENU_BUTTON for a
     * menu-style group; label = the button's title, a menu-style group's: its label; slot_index
     * = its cell), then the overflow button's (BG_A11Y_MENU_BUTTON, slot_index UINT32_MAX).
     */
    const bg_a11y_node *accessibility;
    const bg_toolbar_diagnostic *diagnostics; /**< diagnostic_count warnings, never errors. */
    uint32_t fill_color;           /**< 0xRRGGBBAA: a joined group's background. */
    uint32_t separator_color;      /**< 0xRRGGBBAA of the separators. */
    bg_size size;                  /**< The toolbar's size: the width offered, or more when its content needs more
                                        (see bg_toolbar_layout), x its bars' heights (content: the group height).
                                        Every frame lies within 0...size.width. */
    /**
     * One contiguous block holding `groups`, `cells`, `separators`, `overflowed`, `accessibility`,
     * `diagnostics` and `bars`, in that order, then every string the layout made (titles cut with "…",
     * `overflow_icon`, `menu_indicator`, the overflow button's accessibility label, the
     * diagnostics' messages), for bindings that copy a layout in one read. The items' own strings
     * (button titles shown whole, images, group labels) point outside it, to the toolbar's copy of
     * the items' strings (valid until the next bg_toolbar_set_items or free), and so does "" (an
     * elided title, the label of a group without one).
     */
    const void *data;
    size_t data_size;              /**< The block's size in bytes. */
    uint32_t arrangement;          /**< Which cells are shown, numbered: see bg_toolbar_frames.arrangement. */
    uint32_t reserved;             /**< Reserved: 0. */
    /* Added with the bottom and keyboard bars. */
    const bg_toolbar_bar *bars;    /**< bar_count bars, from the top (in the block, after `diagnostics`). */
    uint32_t bar_count;            /**< The bars the items fill (at least the top bar); 0 in BG_CONTEXT_CONTENT. */
    uint32_t reserved2;            /**< Reserved: 0. */
} bg_toolbar_view;

/**
 * Lays the toolbar out in `width` points at `scale` pixels per point in `direction`
 * (BG_DIRECTION_*); limits as bg_group_layout's. Hit testing, pointer and focus calls use the
 * latest layout. As bg_group_layout's, frames are snapped from the leading edge, then
 * mirrored: at any width the RTL view is the exact mirror of the LTR view in size.width
 * (every frame of groups, cells, their content, separators and the overflow button at
 * size.width - x_ltr - w, within 1e-9 points; the same titles; corners swapped). No number of
 * the view or the frames is ever -0.0 (a width of -0.0 is taken as 0).
 *
 * Every frame (hit frames, content frames and accessibility frames included) lies within
 * 0...size.width horizontally. size.width is `width`, or more when the content
 * needs more than `width`: cells at their minimum in a content bar too narrow for them,
 * fixed_size groups wider than it, a group kept on the bar because it is pressed or focused,
 * the overflow button of a bar narrower than the button. The content then starts at the
 * leading edge (x 0 in LTR; in RTL it ends at size.width). Nothing is clipped: a host drawing
 * into an area `width` wide puts the view's leading edge on the area's (x = width -
 * size.width in RTL) and clips to the area, or scrolls it. size.width > width is the sign that
 * something does not fit, and by how much. The library does not clip because a clipped frame
 * would no longer match its content, hit target and accessibility frame; reported, they stay
 * consistent, so what the host shows of a cell is hit and focused as drawn, and the host
 * chooses between clipping, scrolling and asking for fewer items.
 *
 * out->struct_size must be at least the first toolbar header's size
 * (offsetof(bg_toolbar_view, data)) and at most 4096; the library writes only what that size
 * holds and leaves struct_size as it was. *out is untouched on failure.
 * @param toolbar The toolbar.
 * @param width Width available, in points: finite, 0...BG_MAX_LENGTH.
 * @param scale Pixels per point: finite, BG_MIN_SCALE...BG_MAX_SCALE.
 * @param direction Reading direction, BG_DIRECTION_*.
 * @param out Receives the layout; not NULL, its struct_size set first. Written only on success;
 *        its pointers are owned by the toolbar (see bg_toolbar_view).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size is smaller than
 *         offsetof(bg_toolbar_view, data) or larger than 4096, width or scale is out of range,
 *         or direction is not a BG_DIRECTION_* value.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_CALLBACK when the measure callback fails (or answers a non-finite or negative
 *         size): nothing is kept or written.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_layout(bg_toolbar toolbar, double width, double scale, int32_t direction,
                            bg_toolbar_view *out);

/**
 * What bg_toolbar_layout_frames wrote (or needs): how its array of frames divides, and the
 * layout's size and arrangement. The frames themselves go into the caller's array, one after the
 * other: the cells' (frames[0 ... cell_count - 1]), the overflow button's when there is one
 * (frames[cell_count]), the groups' (frames[count ... count + group_count - 1]), the
 * separators' (frames[count + group_count ... count + group_count + separator_count - 1]), then,
 * for a host whose struct_size holds bar_count, the bars' (the next bar_count frames: those of
 * bg_toolbar_view.bars). A host built against the header before the bars (struct_size up to
 * `size`) gets no bar frames, and rect_count does not count them.
 *
 * `arrangement` numbers which cells are shown: it changes whenever they may have changed (a group
 * moved into or out of the overflow menu, bg_toolbar_set_items) and never otherwise, and is never
 * 0. While it is the one of a bg_toolbar_view the host kept, frames[i] is the new frame of that
 * view's cells[i] (same item, same button) and frames[count + i] and
 * frames[count + group_count + i] are those of its groups[i] and separators[i]. When it differs,
 * or when the host needs more than frames (content frames, hit frames, states, titles), ask for
 * the view: bg_toolbar_layout at the same width, scale and direction returns it without laying
 * out again.
 */
typedef struct bg_toolbar_frames {
    uint32_t struct_size;          /**< Set to sizeof(bg_toolbar_frames) before the call. */
    uint32_t rect_count;           /**< Frames written (or needed): count + group_count + separator_count (+ bar_count). */
    uint32_t count;                /**< cell_count, plus 1 when has_overflow_button. */
    uint32_t cell_count;           /**< The view's cell_count: frames[0 ... cell_count - 1] are the cells. */
    int32_t has_overflow_button;   /**< Nonzero: frames[cell_count] is bg_toolbar_view.overflow_button. */
    uint32_t group_count;          /**< The view's group_count: frames[count + i] is bg_toolbar_view.groups[i].frame. */
    uint32_t separator_count;      /**< The view's separator_count: frames[count + group_count + i] is bg_toolbar_view.separators[i]. */
    uint32_t arrangement;          /**< bg_toolbar_view.arrangement of the same layout (never 0; see above). */
    bg_size size;                  /**< The toolbar's size (bg_toolbar_view.size). */
    /* Added with the bottom and keyboard bars. */
    uint32_t bar_count;            /**< The view's bar_count: the last bar_count frames are bg_toolbar_view.bars[i].frame. */
    uint32_t reserved;             /**< Reserved: 0. */
} bg_toolbar_frames;

/**
 * Lays the toolbar out exactly as bg_toolbar_layout and writes its frames only into frames, an
 * array the caller owns (see bg_toolbar_frames for their order), and how they divide into *out:
 * the fast path for a relayout on every frame of a window resize or an animation. The frames
 * are the caller's: later calls do not change them. The rest of the same layout is one lookup
 * away: bg_toolbar_layout at the same width, scale and direction returns it without laying out
 * again (and this call after bg_toolbar_layout likewise). out->struct_size must be at least
 * offsetof(bg_toolbar_frames, bar_count) (the struct before the bars) and at most 4096; the
 * library writes only min(struct_size, sizeof(bg_toolbar_frames)) bytes and leaves struct_size
 * as it was.
 *
 * Buffer rules (those of bg_group_layout_frames): *out is filled whenever the layout succeeds,
 * also when the call returns BG_E_BUFFER_TOO_SMALL, so that out->rect_count tells how many frames
 * to make room for. frames NULL with capacity 0 asks for *out only (BG_OK). When frames is given
 * and capacity is less than out->rect_count, nothing is written to frames and the layout is kept:
 * calling again with a larger array at the same width, scale and direction does not lay out
 * again. Any other failure writes nothing (neither frames nor *out).
 * @param toolbar The toolbar.
 * @param width Width available, in points: finite, 0...BG_MAX_LENGTH.
 * @param scale Pixels per point: finite, BG_MIN_SCALE...BG_MAX_SCALE.
 * @param direction Reading direction, BG_DIRECTION_*.
 * @param frames Receives out->rect_count frames, in the order bg_toolbar_frames gives; the rest
 *        of the array is untouched. NULL only when capacity is 0.
 * @param capacity Number of bg_rect frames has room for.
 * @param out Receives the counts, size and arrangement of the frames (see bg_toolbar_frames);
 *        not NULL, its struct_size set first.
 * @return BG_OK on success: frames[0 ... out->rect_count - 1] are the layout's frames (or,
 *         frames NULL, *out received what they need).
 * @retval BG_E_INVALID_ARGUMENT when out is NULL, out->struct_size is smaller than
 *         offsetof(bg_toolbar_frames, bar_count) or larger than 4096, frames is NULL and capacity
 *         is not 0, width or scale is out of range, or direction is not a BG_DIRECTION_* value.
 * @retval BG_E_BUFFER_TOO_SMALL when frames is not NULL and capacity is less than
 *         out->rect_count: *out was filled, frames is untouched, the layout is kept.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_CALLBACK when the measure callback fails (or answers a non-finite or negative
 *         size): nothing is kept or written.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_layout_frames(bg_toolbar toolbar, double width, double scale, int32_t direction,
                                   bg_rect *frames, uint32_t capacity, bg_toolbar_frames *out);

/**
 * The widths at which each group moves into and out of the overflow menu with the current
 * items (a focused or pressed group excluded, as it stays), so a host can plan its window
 * sizes: one breakpoint per group, first to move in first (flexible spaces have none; in
 * BG_CONTEXT_CONTENT nothing moves, count 0). moves_out is moves_in plus the theme's
 * overflow_hysteresis. Needs no layout first. Measures text as a layout does (errors
 * likewise). *out is untouched on failure.
 * @param toolbar The toolbar.
 * @param out Receives the breakpoints; not NULL, its struct_size set first. Written only on
 *        success; its array is owned by the toolbar (see bg_breakpoints).
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when out is NULL or out->struct_size is wrong.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_CALLBACK when the measure callback fails (or answers a non-finite or negative
 *         size): nothing is kept or written.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_breakpoints(bg_toolbar toolbar, bg_breakpoints *out);

/* ----------------------------------------------------------------- events */

/*
 * Event calls use the latest layout (BG_E_STATE before the first: bg_toolbar_layout or
 * bg_toolbar_layout_frames), laid out again first at its width, scale and direction when
 * something changed since (new items, a new measure callback, a press or focus to draw). When
 * that layout fails (the measure callback fails), the call fails with
 * BG_E_CALLBACK and changes nothing: focus, pointer tracking and the presented menu stay as
 * they were and no callback fires. A button fires its action;
 * a menu-style group's button or the overflow button presents its menu through the present
 * callback. When a callback fails, the call returns BG_E_CALLBACK after it (what it did stays
 * done, except that a menu whose present callback failed is not presented). Out-parameters are
 * written only when the call succeeds. Callbacks may call back into the toolbar; nesting is
 * bounded as for groups (BG_E_REENTRANT beyond 64 deep), and from inside the measure callback
 * every event call is BG_E_REENTRANT.
 */

/** A pressable cell, named across layouts. */
typedef struct bg_control_target {
    int32_t kind;                  /**< BG_CONTROL_TARGET_*, or -1: none. */
    int32_t item_index;            /**< -1 for the overflow button. */
    int32_t button_index;          /**< -1 unless kind is BUTTON. */
    int32_t reserved;              /**< Reserved: 0. */
} bg_control_target;

/**
 * A complete tap at (x, y): activates the enabled cell hit. *out (may be NULL) receives it (kind -1: none).
 * @param toolbar The toolbar.
 * @param x Horizontal position in toolbar coordinates, points; finite.
 * @param y Vertical position in toolbar coordinates, points; finite.
 * @param out Receives the cell activated (a button, a menu-style group's button or the
 *        overflow button), or kind -1 when no enabled cell's hit_frame contains the point; may
 *        be NULL. Written only on success.
 * @return BG_OK on success, also when nothing was hit.
 * @retval BG_E_INVALID_ARGUMENT when x or y is not finite.
 * @retval BG_E_STATE before the toolbar's first layout (bg_toolbar_layout or
 *         bg_toolbar_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired (an action, the present-menu
 *         callback) returned a failure (what it did stays done; a menu whose present callback
 *         failed is not presented).
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_tap(bg_toolbar toolbar, double x, double y, bg_control_target *out);

/**
 * A pointer event (BG_POINTER_*): down on an enabled cell presses it (drawn highlighted at the
 * next layout); moving out releases the highlight; up inside activates it; up outside and
 * CANCEL fire nothing. *out (may be NULL) receives the cell this event activated (kind -1: none).
 * @param toolbar The toolbar.
 * @param phase The event's phase, BG_POINTER_*.
 * @param x Horizontal position in toolbar coordinates, points; finite.
 * @param y Vertical position in toolbar coordinates, points; finite.
 * @param out Receives the cell this event activated, or kind -1 when it activated none; may be
 *        NULL. Written only on success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when phase is not a BG_POINTER_* value, or x or y is not finite.
 * @retval BG_E_STATE before the toolbar's first layout (bg_toolbar_layout or
 *         bg_toolbar_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired (an action, the present-menu
 *         callback) returned a failure (what it did stays done; a menu whose present callback
 *         failed is not presented).
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_pointer(bg_toolbar toolbar, int32_t phase, double x, double y, bg_control_target *out);

/**
 * Moves keyboard focus (BG_FOCUS_*) through the enabled cells of every shown group in reading
 * order (right to left in RTL), then the overflow button. *out (may be NULL) receives the
 * focused cell (kind -1: none). Fires nothing.
 * @param toolbar The toolbar.
 * @param move Where focus goes, BG_FOCUS_*.
 * @param out Receives the focused cell, or kind -1 when none; may be NULL. Written only on
 *        success.
 * @return BG_OK on success.
 * @retval BG_E_INVALID_ARGUMENT when move is not a BG_FOCUS_* value.
 * @retval BG_E_STATE before the toolbar's first layout (bg_toolbar_layout or
 *         bg_toolbar_layout_frames).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes).
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_focus(bg_toolbar toolbar, int32_t move, bg_control_target *out);

/**
 * Activates the focused cell (Space / Return). BG_E_STATE when nothing is focused.
 * @param toolbar The toolbar.
 * @return BG_OK on success.
 * @retval BG_E_STATE before the toolbar's first layout, or when no cell has keyboard focus.
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or a callback the call fired (an action, the present-menu
 *         callback) returned a failure (what it did stays done; a menu whose present callback
 *         failed is not presented).
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_activate_focused(bg_toolbar toolbar);

/**
 * Chooses entry `entry_index` of the presented menu: closes it and fires that button's action.
 * BG_E_STATE when no menu is presented or the entry is a submenu, disabled or stale (the menu
 * stays); BG_E_INVALID_ARGUMENT when there is no such entry. An entry is stale when its group
 * is no longer where the menu saw it in the latest layout (bg_toolbar_layout at the latest
 * width): an overflow menu's group came back onto the bar, a menu-style group's menu's group
 * went into the overflow. Its button is shown elsewhere now, so a menu the host still shows is
 * out of date, as a group's action sheet is when its item came back (bg_group_choose_sheet_item):
 * the host dismisses it (bg_toolbar_dismiss_menu) and may present the current one. The entries
 * of groups still where the menu saw them can be chosen.
 * @param toolbar The toolbar.
 * @param entry_index The entry, below the presented menu's entry_count (an index into its
 *        entries).
 * @return BG_OK on success: the menu is closed and the button's action (if any) fired.
 * @retval BG_E_STATE when no menu is presented, or the entry is a submenu, disabled or stale
 *         (the menu stays presented).
 * @retval BG_E_INVALID_ARGUMENT when entry_index is not below the presented menu's entry_count
 *         (the menu stays presented).
 * @retval BG_E_CALLBACK when the layout the call needs fails (the measure callback failed:
 *         nothing changes), or the button's action returned a failure (the menu is closed all
 *         the same).
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_choose_menu_entry(bg_toolbar toolbar, uint32_t entry_index);

/**
 * Closes the presented menu without choosing (the host's menu was dismissed): fires nothing,
 * the menu-dismissed callback included. BG_E_STATE when none is presented.
 * @param toolbar The toolbar.
 * @return BG_OK on success.
 * @retval BG_E_STATE when no menu is presented.
 * @retval BG_E_INVALID_HANDLE when toolbar is not a live toolbar.
 * @retval BG_E_REENTRANT when called from inside the toolbar's measure callback, or through
 *         callbacks nested more than 64 deep.
 */
bg_status bg_toolbar_dismiss_menu(bg_toolbar toolbar);

#ifdef __cplusplus
}
#endif

#endif /* BUTTONGROUP_TOOLBAR_H */
