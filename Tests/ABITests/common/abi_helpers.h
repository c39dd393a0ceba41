/*
 * abi_helpers.h — what the files of abi_conventions_test share (defined in abi_helpers.c):
 *
 *   event log        log_reset / log_event / event_log: the order in which callbacks and
 *                    destroy notifications ran, e.g. "action:pay,action-end:pay,navigate:0"
 *   measurers        fixed_measure (8 pt per Unicode scalar, 20 pt lines), fractional_measure
 *                    (7.3 pt per scalar: widths that are not whole pixels)
 *   probes           a registration's user_data that counts its actions, navigations and
 *                    destroys (probe, make_probe, probe_item, plain_item)
 *   host callbacks   failing_sheet, nav_noop, host_navigate (navigate_host), host_sheet
 *                    (sheet_host: copies everything the action sheet carried)
 *   groups           new_layout, slot_center, make_group
 *   assertions       STILL_WORKS(): the library still creates, updates, lays out and frees a
 *                    group; CHECK_DEAD_GROUP(g) / CHECK_DEAD_THEME(t): every function taking
 *                    such a handle refuses it with BG_E_INVALID_HANDLE
 *
 * Include this header before anything else that includes check.h: the program's files share
 * one pair of check counters (see check.h).
 */
#ifndef BG_ABI_HELPERS_H
#define BG_ABI_HELPERS_H

#include <stddef.h>
#include <stdint.h>

#include "buttongroup.h"

#define CHECK_SHARED_COUNTERS 1
#include "check.h"
#ifndef CHECK_COUNTERS_ARE_SHARED
#error "include common/abi_helpers.h before check.h: the files of this program share one pair of counters"
#endif

/* ------------------------------------------------------------------ event log */

/* The events logged since the last log_reset(), comma-separated. */
extern char event_log[]; /* 8192 bytes, sized in abi_helpers.c: left unsized here so that gcc does
                           * not flag check.h's messages for possibly truncating all of it */

void log_reset(void);
void log_event(const char *format, ...);

/* ------------------------------------------------------------------ measurers */

/* Measures every Unicode scalar as 8 points wide and every line 20 points high. */
bg_status fixed_measure(void *user_data, const char *font, const char *text, size_t text_len,
                        double max_width, bg_size *out);

/* Measures every Unicode scalar as 7.3 points wide: widths that are not whole pixels. */
bg_status fractional_measure(void *user_data, const char *font, const char *text, size_t text_len,
                             double max_width, bg_size *out);

/* --------------------------------------------------------------------- probes */

/* A registration's user_data: counts what ran with it. */
typedef struct probe probe;
struct probe {
    const char *name;
    int destroyed;
    int actions;
    int navigations;
    int64_t last_item;
    void *last_context;
    bg_status result;                          /* what action / navigation return */
    void (*hook)(probe *self, bg_group group, uint32_t item_index); /* runs inside the action */
    void *hook_data;
};

probe make_probe(const char *name);

/* Destroy, action and navigation callbacks that count into the probe and log "<event>:<name>";
 * the action logs "action:<name>", runs the probe's hook, then logs "action-end:<name>". */
void probe_destroy(void *user_data);
bg_status probe_action(void *user_data, bg_group group, uint32_t item_index);
bg_status probe_navigation(void *user_data, void *navigation_context);

/* An item with title `title` whose action (and optionally navigation) report to `p`. */
bg_item probe_item(const char *title, probe *p, int with_navigation);

/* An item with a title and no callbacks. */
bg_item plain_item(const char *title);

/* ------------------------------------------------------------- host callbacks */

/* A sheet callback that always fails (returns -1). */
bg_status failing_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet);

/* A navigate callback that does nothing and succeeds. */
bg_status nav_noop(void *user_data, bg_group group, uint32_t item_index);

/* The host's navigate callback: counts, logs "navigate:<item>", runs the item's navigation with
 * `context` (its status in run_status) and returns `result`. */
typedef struct {
    bg_group group;
    int calls;
    int64_t last_item;
    void *context;       /* passed to bg_group_run_navigation */
    bg_status run_status;
    bg_status result;
} navigate_host;

bg_status host_navigate(void *user_data, bg_group group, uint32_t item_index);

/* The host's sheet callback: logs "sheet" and copies everything the sheet carried. */
typedef struct {
    int calls;
    char title[64], message[64], cancel[64];
    int has_title, has_message;
    uint32_t count;
    bg_sheet_item items[8];
    char texts[8][4][64]; /* title, icon, label, identifier copies */
    int has_text[8][4];
    bg_group group;
} sheet_host;

bg_status host_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet);

/* --------------------------------------------------------------------- groups */

/* A layout struct ready for bg_group_layout. */
bg_layout new_layout(void);

/* The centre of a slot's frame. */
void slot_center(const bg_layout *layout, uint32_t slot, double *x, double *y);

/* Creates a built-in-theme group with the fixed measurer and `count` (at most 8) items without
 * callbacks. Unchecked: a failure shows in the checks that use the group. */
bg_group make_group(const char *const *titles, uint32_t count);

/* ----------------------------------------------------------------- assertions */

/* One check: after the errors before it, the library still creates, updates, lays out and
 * frees a group. */
#define STILL_WORKS() still_works(__FILE__, __LINE__)
void still_works(const char *file, int line);

/* Twenty checks: every function taking a group handle rejects `group` with
 * BG_E_INVALID_HANDLE and leaves its out-parameters untouched. */
#define CHECK_DEAD_GROUP(group) check_dead_group((group), __FILE__, __LINE__)
void check_dead_group(bg_group group, const char *file, int line);

/* Eight checks: every function taking a theme handle rejects `theme` the same way. */
#define CHECK_DEAD_THEME(theme) check_dead_theme((theme), __FILE__, __LINE__)
void check_dead_theme(bg_theme theme, const char *file, int line);

#endif /* BG_ABI_HELPERS_H */
