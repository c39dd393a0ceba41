/*
 * abi_helpers.c — the helpers every file of abi_conventions_test shares (declared and described
 * in abi_helpers.h), and the program's one pair of check counters.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "abi_helpers.h"

/* The program's check counters (check.h declares them extern: CHECK_SHARED_COUNTERS). */
long check_passed_count = 0;
long check_failed_count = 0;

/* ------------------------------------------------------------------ event log */

char event_log[8192];

void log_reset(void) { event_log[0] = '\0'; }

void log_event(const char *format, ...) {
    char entry[256];
    va_list args;
    va_start(args, format);
    vsnprintf(entry, sizeof entry, format, args);
    va_end(args);
    if (event_log[0] != '\0') strncat(event_log, ",", sizeof event_log - strlen(event_log) - 1);
    strncat(event_log, entry, sizeof event_log - strlen(event_log) - 1);
}

/* ------------------------------------------------------------------ measurers */

static size_t utf8_scalars(const char *text, size_t length) {
    size_t count = 0;
    for (size_t i = 0; i < length; i++) {
        if (((unsigned char)text[i] & 0xC0) != 0x80) count++;
    }
    return count;
}

bg_status fixed_measure(void *user_data, const char *font, const char *text, size_t text_len,
                        double max_width, bg_size *out) {
    (void)user_data;
    (void)font;
    (void)max_width;
    out->width = 8.0 * (double)utf8_scalars(text, text_len);
    out->height = 20.0;
    return BG_OK;
}

bg_status fractional_measure(void *user_data, const char *font, const char *text, size_t text_len,
                             double max_width, bg_size *out) {
    (void)user_data;
    (void)font;
    (void)max_width;
    out->width = 7.3 * (double)utf8_scalars(text, text_len);
    out->height = 20.0;
    return BG_OK;
}

/* --------------------------------------------------------------------- probes */

probe make_probe(const char *name) {
    probe p;
    memset(&p, 0, sizeof p);
    p.name = name;
    p.last_item = -1;
    return p;
}

void probe_destroy(void *user_data) {
    probe *p = user_data;
    p->destroyed++;
    log_event("destroy:%s", p->name);
}

bg_status probe_action(void *user_data, bg_group group, uint32_t item_index) {
    probe *p = user_data;
    p->actions++;
    p->last_item = item_index;
    log_event("action:%s", p->name);
    if (p->hook) p->hook(p, group, item_index);
    log_event("action-end:%s", p->name);
    return p->result;
}

bg_status probe_navigation(void *user_data, void *navigation_context) {
    probe *p = user_data;
    p->navigations++;
    p->last_context = navigation_context;
    log_event("navigation:%s", p->name);
    return p->result;
}

bg_item probe_item(const char *title, probe *p, int with_navigation) {
    bg_item item;
    bg_item_init(&item);
    item.title = title;
    if (p) {
        item.action = probe_action;
        item.navigation = with_navigation ? probe_navigation : NULL;
        item.user_data = p;
        item.destroy = probe_destroy;
    }
    return item;
}

bg_item plain_item(const char *title) { return probe_item(title, NULL, 0); }

/* ------------------------------------------------------------- host callbacks */

bg_status failing_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    (void)user_data;
    (void)group;
    (void)sheet;
    return -1;
}

bg_status nav_noop(void *user_data, bg_group group, uint32_t item_index) {
    (void)user_data;
    (void)group;
    (void)item_index;
    return BG_OK;
}

bg_status host_navigate(void *user_data, bg_group group, uint32_t item_index) {
    navigate_host *h = user_data;
    h->calls++;
    h->last_item = item_index;
    log_event("navigate:%u", (unsigned)item_index);
    if (group.id != h->group.id) log_event("navigate-wrong-group");
    h->run_status = bg_group_run_navigation(group, item_index, h->context);
    return h->result;
}

static void copy_text(char *dst, size_t size, const char *src, int *has) {
    *has = src != NULL;
    snprintf(dst, size, "%s", src ? src : "");
}

bg_status host_sheet(void *user_data, bg_group group, const bg_action_sheet *sheet) {
    sheet_host *h = user_data;
    int ignored;
    h->calls++;
    h->group = group;
    log_event("sheet");
    copy_text(h->title, sizeof h->title, sheet->title, &h->has_title);
    copy_text(h->message, sizeof h->message, sheet->message, &h->has_message);
    copy_text(h->cancel, sizeof h->cancel, sheet->cancel_title, &ignored);
    h->count = sheet->item_count;
    for (uint32_t i = 0; i < sheet->item_count && i < 8; i++) {
        h->items[i] = sheet->items[i];
        copy_text(h->texts[i][0], 64, sheet->items[i].title, &h->has_text[i][0]);
        copy_text(h->texts[i][1], 64, sheet->items[i].icon, &h->has_text[i][1]);
        copy_text(h->texts[i][2], 64, sheet->items[i].accessibility_label, &h->has_text[i][2]);
        copy_text(h->texts[i][3], 64, sheet->items[i].accessibility_identifier, &h->has_text[i][3]);
    }
    return BG_OK;
}

/* --------------------------------------------------------------------- groups */

bg_layout new_layout(void) {
    bg_layout layout;
    memset(&layout, 0, sizeof layout);
    layout.struct_size = sizeof layout;
    return layout;
}

void slot_center(const bg_layout *layout, uint32_t slot, double *x, double *y) {
    *x = layout->slots[slot].frame.x + layout->slots[slot].frame.width / 2;
    *y = layout->slots[slot].frame.y + layout->slots[slot].frame.height / 2;
}

bg_group make_group(const char *const *titles, uint32_t count) {
    bg_group group = {0};
    bg_item items[8];
    if (bg_group_create((bg_theme){0}, NULL, &group) != BG_OK) return group;
    bg_group_set_measure_callback(group, fixed_measure, NULL, NULL);
    for (uint32_t i = 0; i < count && i < 8; i++) items[i] = plain_item(titles[i]);
    bg_group_update(group, items, count);
    return group;
}

/* ----------------------------------------------------------------- assertions */

void still_works(const char *file, int line) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = {0};
    bg_layout layout = new_layout();
    bg_item items[2] = {plain_item(titles[0]), plain_item(titles[1])};
    int ok = bg_group_create((bg_theme){0}, NULL, &group) == BG_OK
          && bg_group_update(group, items, 2) == BG_OK
          && bg_group_layout(group, 320, 2, BG_DIRECTION_LTR, &layout) == BG_OK
          && layout.slot_count == 2
          && bg_group_free(group) == BG_OK;
    char what[96];
    snprintf(what, sizeof what, "library still works after the errors above (line %d)", line);
    check_record(ok, file, line, what);
}

void check_dead_group(bg_group group, const char *file, int line) {
    static const char *const fn_names[] = {
        "free", "set_params", "update", "item_count", "set_measure", "set_sheet", "set_navigate",
        "layout", "tap", "pointer", "focus", "activate_focused", "activate_slot", "choose_sheet",
        "dismiss_sheet", "run_navigation", "layout_frames", "layout_frames (count only)", "set_sheet_dismissed"};
    bg_group_params params;
    bg_item item = plain_item("x");
    bg_layout layout = new_layout();
    uint32_t count = 77;
    int32_t slot = 77;
    uint32_t frame_count = 77;
    bg_rect frames[4] = {{77, 77, 77, 77}};
    bg_status got[19];
    bg_group_params_init((bg_theme){0}, &params);
    got[0] = bg_group_free(group);
    got[1] = bg_group_set_params(group, &params);
    got[2] = bg_group_update(group, &item, 1);
    got[3] = bg_group_item_count(group, &count);
    got[4] = bg_group_set_measure_callback(group, fixed_measure, NULL, NULL);
    got[5] = bg_group_set_sheet_callback(group, NULL, NULL, NULL);
    got[6] = bg_group_set_navigate_callback(group, NULL, NULL, NULL);
    got[7] = bg_group_layout(group, 320, 1, BG_DIRECTION_LTR, &layout);
    got[8] = bg_group_tap(group, 1, 1, &slot);
    got[9] = bg_group_pointer(group, BG_POINTER_DOWN, 1, 1, &slot);
    got[10] = bg_group_focus(group, BG_FOCUS_NEXT, &slot);
    got[11] = bg_group_activate_focused(group);
    got[12] = bg_group_activate_slot(group, 0);
    got[13] = bg_group_choose_sheet_item(group, 0);
    got[14] = bg_group_dismiss_sheet(group);
    got[15] = bg_group_run_navigation(group, 0, NULL);
    got[16] = bg_group_layout_frames(group, 320, 1, BG_DIRECTION_LTR, frames, 4, &frame_count);
    got[17] = bg_group_layout_frames(group, 320, 1, BG_DIRECTION_LTR, NULL, 0, &frame_count);
    got[18] = bg_group_set_sheet_dismissed_callback(group, NULL, NULL, NULL);
    for (int i = 0; i < 19; i++) {
        char what[128];
        snprintf(what, sizeof what, "bg_group_%s(dead handle 0x%llx) -> %d, expected BG_E_INVALID_HANDLE",
                 fn_names[i], (unsigned long long)group.id, (int)got[i]);
        check_record(got[i] == BG_E_INVALID_HANDLE, file, line, what);
    }
    check_record(count == 77 && slot == 77 && layout.slot_count == 0 && frame_count == 77 && frames[0].x == 77, file, line,
                 "out-parameters untouched by calls on a dead handle");
}

void check_dead_theme(bg_theme theme, const char *file, int line) {
    double value = 5;
    uint32_t rgba = 5;
    size_t needed = 5;
    bg_button_colors colors;
    bg_group_params params;
    bg_group group = {5};
    bg_status got[7];
    got[0] = bg_theme_free(theme);
    got[1] = bg_theme_copy_warnings(theme, NULL, 0, &needed);
    got[2] = bg_theme_number(theme, "spacer/md", &value);
    got[3] = bg_theme_color(theme, "color/button/primary/default/background", &rgba);
    got[4] = bg_theme_button_colors(theme, BG_ROLE_PRIMARY, 0, &colors);
    got[5] = bg_group_params_init(theme, &params);
    got[6] = bg_group_create(theme, NULL, &group);
    for (int i = 0; i < 7; i++) {
        char what[128];
        snprintf(what, sizeof what, "theme call %d with dead handle 0x%llx -> %d, expected BG_E_INVALID_HANDLE", i,
                 (unsigned long long)theme.id, (int)got[i]);
        check_record(got[i] == BG_E_INVALID_HANDLE, file, line, what);
    }
    check_record(value == 5 && rgba == 5 && group.id == 5, file, line, "out-parameters untouched (dead theme)");
}
