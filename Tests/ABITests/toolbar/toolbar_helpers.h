/*
 * toolbar_helpers.h — what the toolbar/ suites of abi_conventions_test share (defined in
 * toolbar_helpers.c):
 *
 *   probes         a button's user_data that counts its actions and destroys and logs them
 *                  ("action:<name>", "destroy:<name>" in common/abi_helpers' event log);
 *                  a hook runs inside the action (re-entering the toolbar)
 *   buttons/items  tb_button, tb_group, tb_space; SwiftUI's Zoom group; four labelled groups
 *                  (navigation, principal, two primary actions) that overflow in order
 *   toolbars       tb_create (built-in theme, fixed_measure), tb_view, tb_layout (scale 2),
 *                  tb_cell / tb_cell_center / tb_rect_center, tb_overflowed_text
 *   menu host      the present-menu callback copying every entry it was handed; a
 *                  menu-dismissed callback counting; a callback registration's counter
 *
 * Include common/abi_helpers.h first (the program's files share one pair of check counters).
 */
#ifndef BG_ABI_TOOLBAR_HELPERS_H
#define BG_ABI_TOOLBAR_HELPERS_H

#include <stddef.h>
#include <stdint.h>

#include "common/abi_helpers.h"

/* ----------------------------------------------------------------- probes */

typedef struct tb_probe tb_probe;
struct tb_probe {
    const char *name;
    int actions;
    int destroyed;
    int64_t last_item, last_button;
    bg_status result;                                                /* what the action returns */
    void (*hook)(tb_probe *self, bg_toolbar toolbar, uint32_t item, uint32_t button); /* inside the action */
    void *hook_data;
};

tb_probe tb_make_probe(const char *name);
bg_status tb_action(void *user_data, bg_toolbar toolbar, uint32_t item_index, uint32_t button_index);
void tb_destroy(void *user_data);

/* A user_data that only counts its destroys (a callback registration's). */
typedef struct {
    int destroyed;
} tb_counter;

void tb_count_destroy(void *user_data);

/* ------------------------------------------------------------ buttons, items */

/* A momentary button; with a probe, its action and destroy report to it. */
bg_control_button tb_button(const char *title, const char *image, tb_probe *p);

/* A group item at `placement` (label "" / NULL: none). */
bg_toolbar_item tb_group(const char *label, const bg_control_button *buttons, uint32_t count, int32_t placement);

/* A flexible space at `placement`. */
bg_toolbar_item tb_space(int32_t placement);

/* SwiftUI's Zoom group: label "Zoom" (magnifyingglass), Zoom Out (minus.magnifyingglass) and
 * Zoom In (plus.magnifyingglass), reporting to `zoom_out` and `zoom_in` (either may be NULL);
 * `buttons` must hold 2 and outlive the item's use. */
bg_toolbar_item tb_zoom(bg_control_button buttons[2], tb_probe *zoom_out, tb_probe *zoom_in, int32_t label_style);

/* Four labelled groups of two icon buttons: 0 "nav" (navigation), 1 "centre" (principal),
 * 2 "share" and 3 "edit" (primary actions); button j of group i is "<label> <j>" with image
 * "<label>.<j>" and reports to probes[2 * i + j] when `probes` is non-NULL (8 of them). */
typedef struct {
    bg_control_button buttons[4][2];
    bg_toolbar_item items[4];
} tb_four;

void tb_four_groups(tb_four *four, tb_probe *probes);

/* --------------------------------------------------------------- toolbars */

/* A built-in-theme toolbar in `context` with the fixed measurer. Unchecked beyond one CHECK. */
bg_toolbar tb_create(int32_t context);

/* A view struct ready for bg_toolbar_layout. */
bg_toolbar_view tb_view(void);

/* bg_toolbar_layout at scale 2. */
bg_status tb_layout(bg_toolbar toolbar, double width, int32_t direction, bg_toolbar_view *out);

/* The cell of (item, button) in `view` (button -1: a menu-style group's), or NULL. */
const bg_control_cell *tb_cell(const bg_toolbar_view *view, uint32_t item, int32_t button);

/* The same, never NULL: a missing cell is a failed check, and a sentinel far outside the bar
 * (state 0xDEAD) is returned so that the test goes on. */
#define TB_CELL(view, item, button) tb_cell_checked((view), (item), (button), __FILE__, __LINE__)
const bg_control_cell *tb_cell_checked(const bg_toolbar_view *view, uint32_t item, int32_t button, const char *file,
                                       int line);

void tb_rect_center(bg_rect rect, double *x, double *y);

/* The view's overflowed item indices as text, e.g. "2,3" ("" when none). */
const char *tb_overflowed_text(const bg_toolbar_view *view);

/* The items in the view's groups, in reading order, as text, e.g. "0,1,2". */
const char *tb_groups_text(const bg_toolbar_view *view);

/* A target as text: "button:1.0", "menu:2", "overflow", "none". */
const char *tb_target_text(bg_control_target target);

/* -------------------------------------------------------------- menu host */

enum { TB_MENU_MAX = 16 };

typedef struct {
    char title[64];
    char image[64];
    int has_image;
    int32_t parent;
    uint32_t item_index;
    int32_t button_index;
    int32_t disabled;
    int32_t selection;
    int32_t palette;
} tb_menu_entry;

typedef struct tb_menu_host tb_menu_host;
struct tb_menu_host {
    int calls;
    int dismissed;                 /* menu-dismissed notifications */
    bg_status result;              /* what the present callback returns */
    int32_t is_overflow;
    int32_t item_index;
    int32_t compact;
    uint32_t count;
    tb_menu_entry entries[TB_MENU_MAX];
    bg_toolbar toolbar;
    void (*hook)(tb_menu_host *self, bg_toolbar toolbar); /* runs inside the present callback */
    void *hook_data;
};

/* Logs "menu", copies the menu, runs the hook, returns `result`. */
bg_status tb_present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu);

/* Logs "dismissed" and counts. */
void tb_menu_dismissed(void *user_data, bg_toolbar toolbar);

/* The menu's entry titles as text, e.g. "share>,share 0,share 1" (a submenu ends with '>'). */
const char *tb_menu_titles(const tb_menu_host *host);

/* The menu's entry parents as text, e.g. "-1,0,0". */
const char *tb_menu_parents(const tb_menu_host *host);

#endif /* BG_ABI_TOOLBAR_HELPERS_H */
