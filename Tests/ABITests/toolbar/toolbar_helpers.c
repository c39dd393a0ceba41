/*
 * toolbar_helpers.c — the helpers the toolbar/ suites share (declared and described in
 * toolbar_helpers.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "toolbar/toolbar_helpers.h"

/* A few rotating buffers, so that several texts can be used in one check. */
static char *next_text_buffer(void) {
    static char buffers[8][512];
    static int next = 0;
    char *buffer = buffers[next];
    next = (next + 1) % 8;
    buffer[0] = '\0';
    return buffer;
}

static void append(char *buffer, const char *format, ...) {
    size_t used = strlen(buffer);
    va_list args;
    if (used >= 511) return;
    va_start(args, format);
    vsnprintf(buffer + used, 512 - used, format, args);
    va_end(args);
}

/* ----------------------------------------------------------------- probes */

tb_probe tb_make_probe(const char *name) {
    tb_probe p;
    memset(&p, 0, sizeof p);
    p.name = name;
    p.last_item = -1;
    p.last_button = -1;
    return p;
}

bg_status tb_action(void *user_data, bg_toolbar toolbar, uint32_t item_index, uint32_t button_index) {
    tb_probe *p = user_data;
    p->actions++;
    p->last_item = item_index;
    p->last_button = button_index;
    log_event("action:%s", p->name);
    if (p->hook) p->hook(p, toolbar, item_index, button_index);
    log_event("action-end:%s", p->name);
    return p->result;
}

void tb_destroy(void *user_data) {
    tb_probe *p = user_data;
    p->destroyed++;
    log_event("destroy:%s", p->name);
}

void tb_count_destroy(void *user_data) { ((tb_counter *)user_data)->destroyed++; }

/* ------------------------------------------------------------ buttons, items */

bg_control_button tb_button(const char *title, const char *image, tb_probe *p) {
    bg_control_button button;
    memset(&button, 0xAB, sizeof button); /* bg_control_button_init sets every field */
    bg_control_button_init(&button);
    button.title = title;
    button.image = image;
    if (p) {
        button.action = tb_action;
        button.user_data = p;
        button.destroy = tb_destroy;
    }
    return button;
}

bg_toolbar_item tb_group(const char *label, const bg_control_button *buttons, uint32_t count, int32_t placement) {
    bg_toolbar_item item;
    memset(&item, 0xAB, sizeof item);
    bg_toolbar_item_init(&item);
    item.label_title = label;
    item.buttons = buttons;
    item.button_count = count;
    item.placement = placement;
    return item;
}

bg_toolbar_item tb_space(int32_t placement) {
    bg_toolbar_item item = tb_group(NULL, NULL, 0, placement);
    item.kind = BG_TOOLBAR_ITEM_FLEXIBLE_SPACE;
    return item;
}

bg_toolbar_item tb_zoom(bg_control_button buttons[2], tb_probe *zoom_out, tb_probe *zoom_in, int32_t label_style) {
    bg_toolbar_item item;
    buttons[0] = tb_button("Zoom Out", "minus.magnifyingglass", zoom_out);
    buttons[1] = tb_button("Zoom In", "plus.magnifyingglass", zoom_in);
    item = tb_group("Zoom", buttons, 2, BG_PLACEMENT_PRIMARY_ACTION);
    item.label_image = "magnifyingglass";
    item.label_style = label_style;
    return item;
}

void tb_four_groups(tb_four *four, tb_probe *probes) {
    static const char *const labels[4] = {"nav", "centre", "share", "edit"};
    static const char *const titles[4][2] = {
        {"nav 0", "nav 1"}, {"centre 0", "centre 1"}, {"share 0", "share 1"}, {"edit 0", "edit 1"}};
    static const char *const images[4][2] = {
        {"nav.0", "nav.1"}, {"centre.0", "centre.1"}, {"share.0", "share.1"}, {"edit.0", "edit.1"}};
    static const int32_t placements[4] = {BG_PLACEMENT_NAVIGATION, BG_PLACEMENT_PRINCIPAL,
                                          BG_PLACEMENT_PRIMARY_ACTION, BG_PLACEMENT_PRIMARY_ACTION};
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 2; j++) {
            four->buttons[i][j] = tb_button(titles[i][j], images[i][j], probes ? &probes[2 * i + j] : NULL);
        }
        four->items[i] = tb_group(labels[i], four->buttons[i], 2, placements[i]);
    }
}

/* --------------------------------------------------------------- toolbars */

bg_toolbar tb_create(int32_t context) {
    bg_toolbar toolbar = {0};
    CHECK_OK(bg_toolbar_create((bg_theme){0}, context, &toolbar));
    bg_toolbar_set_measure_callback(toolbar, fixed_measure, NULL, NULL);
    return toolbar;
}

bg_toolbar_view tb_view(void) {
    bg_toolbar_view view;
    memset(&view, 0, sizeof view);
    view.struct_size = sizeof view;
    return view;
}

bg_status tb_layout(bg_toolbar toolbar, double width, int32_t direction, bg_toolbar_view *out) {
    return bg_toolbar_layout(toolbar, width, 2, direction, out);
}

const bg_control_cell *tb_cell(const bg_toolbar_view *view, uint32_t item, int32_t button) {
    for (uint32_t i = 0; i < view->cell_count; i++) {
        if (view->cells[i].item_index == item && view->cells[i].button_index == button) return &view->cells[i];
    }
    return NULL;
}

const bg_control_cell *tb_cell_checked(const bg_toolbar_view *view, uint32_t item, int32_t button, const char *file,
                                       int line) {
    static bg_control_cell missing;
    const bg_control_cell *cell = tb_cell(view, item, button);
    char what[96];
    snprintf(what, sizeof what, "the view has a cell for item %u button %d", (unsigned)item, (int)button);
    if (check_record(cell != NULL, file, line, what)) return cell;
    memset(&missing, 0, sizeof missing);
    missing.item_index = UINT32_MAX;
    missing.button_index = -2;
    missing.state = 0xDEAD;
    missing.frame = (bg_rect){-1e6, -1e6, 1, 1};
    return &missing;
}

void tb_rect_center(bg_rect rect, double *x, double *y) {
    *x = rect.x + rect.width / 2;
    *y = rect.y + rect.height / 2;
}

const char *tb_overflowed_text(const bg_toolbar_view *view) {
    char *text = next_text_buffer();
    for (uint32_t i = 0; i < view->overflowed_count; i++) append(text, "%s%u", i ? "," : "", (unsigned)view->overflowed[i]);
    return text;
}

const char *tb_groups_text(const bg_toolbar_view *view) {
    char *text = next_text_buffer();
    for (uint32_t i = 0; i < view->group_count; i++) append(text, "%s%u", i ? "," : "", (unsigned)view->groups[i].item_index);
    return text;
}

const char *tb_target_text(bg_control_target target) {
    char *text = next_text_buffer();
    switch (target.kind) {
    case BG_CONTROL_TARGET_BUTTON: append(text, "button:%d.%d", (int)target.item_index, (int)target.button_index); break;
    case BG_CONTROL_TARGET_MENU: append(text, "menu:%d", (int)target.item_index); break;
    case BG_CONTROL_TARGET_OVERFLOW: append(text, "overflow%s", target.item_index == -1 ? "" : "(item set!)"); break;
    case -1: append(text, "none"); break;
    default: append(text, "kind %d?", (int)target.kind); break;
    }
    return text;
}

/* -------------------------------------------------------------- menu host */

static void copy_text(char *dst, size_t size, const char *src) { snprintf(dst, size, "%s", src ? src : "(NULL)"); }

bg_status tb_present_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    tb_menu_host *h = user_data;
    h->calls++;
    h->toolbar = toolbar;
    h->is_overflow = menu->is_overflow;
    h->item_index = menu->item_index;
    h->count = menu->entry_count;
    h->compact = menu->compact;
    log_event("menu");
    for (uint32_t i = 0; i < menu->entry_count && i < TB_MENU_MAX; i++) {
        const bg_control_menu_entry *e = &menu->entries[i];
        copy_text(h->entries[i].title, sizeof h->entries[i].title, e->title);
        copy_text(h->entries[i].image, sizeof h->entries[i].image, e->image);
        h->entries[i].has_image = e->image != NULL;
        h->entries[i].parent = e->parent;
        h->entries[i].item_index = e->item_index;
        h->entries[i].button_index = e->button_index;
        h->entries[i].disabled = e->disabled;
        h->entries[i].selection = e->selection;
        h->entries[i].palette = e->palette;
    }
    if (h->hook) h->hook(h, toolbar);
    return h->result;
}

void tb_menu_dismissed(void *user_data, bg_toolbar toolbar) {
    tb_menu_host *h = user_data;
    (void)toolbar;
    h->dismissed++;
    log_event("dismissed");
}

const char *tb_menu_titles(const tb_menu_host *host) {
    char *text = next_text_buffer();
    for (uint32_t i = 0; i < host->count && i < TB_MENU_MAX; i++) {
        append(text, "%s%s%s", i ? "," : "", host->entries[i].title, host->entries[i].button_index < 0 ? ">" : "");
    }
    return text;
}

const char *tb_menu_parents(const tb_menu_host *host) {
    char *text = next_text_buffer();
    for (uint32_t i = 0; i < host->count && i < TB_MENU_MAX; i++) append(text, "%s%d", i ? "," : "", (int)host->entries[i].parent);
    return text;
}
