/* Soak test: creates, lays out, taps and frees a million groups (with a frames-only relayout)
 * and a million toolbars (items whose buttons register user_data, a menu callback, breakpoints,
 * groups moving in and out of the overflow menu, a frames-only relayout) and checks that memory stays flat (resident set size at the end within a
 * small margin of the size after warm-up) and that every user_data was released. */
#define _POSIX_C_SOURCE 200809L
#include "buttongroup.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static long resident_kib(void) {
    long pages = 0, resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm) return -1;
    if (fscanf(statm, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(statm);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static int cycle(long round) {
    static const char *titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_group group;
    if (bg_group_create((bg_theme){0}, NULL, &group) != BG_OK) return 0;
    bg_item items[4];
    for (int i = 0; i < 4; i++) {
        bg_item_init(&items[i]);
        items[i].title = titles[i];
    }
    bg_layout layout = {.struct_size = sizeof layout};
    bg_rect frames[4];
    uint32_t count = 0;
    int ok = bg_group_update(group, items, 4) == BG_OK
          && bg_group_layout(group, 280 + (double)(round % 64), 2, (int32_t)(round % 2), &layout) == BG_OK
          && layout.slot_count == 3
          && bg_group_tap(group, 1, 1, NULL) == BG_OK
          && bg_group_layout_frames(group, 350 - (double)(round % 64), 2, (int32_t)(round % 2), frames, 4, &count) == BG_OK
          && count == 3;
    return bg_group_free(group) == BG_OK && ok;
}

static long registered, released, menus;

static void release(void *user_data) {
    (void)user_data;
    released++;
}

static bg_status count_menu(void *user_data, bg_toolbar toolbar, const bg_control_menu *menu) {
    (void)user_data;
    (void)toolbar;
    menus += menu->entry_count > 0;
    return BG_OK;
}

/* A toolbar of a navigation group, a segmented choice and a menu-style group, laid out at a
 * width where some of them overflow, tapped (a cell, then the overflow button), freed. */
static int toolbar_cycle(long round) {
    static const char *titles[] = {"Back", "Forward", "Day", "Week", "Copy", "Paste"};
    static const int32_t styles[] = {BG_CONTROL_STYLE_NAVIGATION, BG_CONTROL_STYLE_SEGMENTED, BG_CONTROL_STYLE_MENU};
    bg_control_button buttons[6];
    bg_toolbar_item items[3];
    for (int i = 0; i < 6; i++) {
        bg_control_button_init(&buttons[i]);
        buttons[i].title = titles[i];
        buttons[i].image = i % 2 ? "chevron.right" : "chevron.left";
        buttons[i].destroy = release;
    }
    for (int i = 0; i < 3; i++) {
        bg_toolbar_item_init(&items[i]);
        items[i].style = styles[i];
        items[i].placement = i == 0 ? BG_PLACEMENT_NAVIGATION : BG_PLACEMENT_PRIMARY_ACTION;
        items[i].label_title = titles[2 * i];
        items[i].buttons = &buttons[2 * i];
        items[i].button_count = 2;
    }
    bg_toolbar toolbar;
    if (bg_toolbar_create((bg_theme){0}, BG_CONTEXT_TOOLBAR, &toolbar) != BG_OK) return 0;
    bg_toolbar_view view = {.struct_size = sizeof view};
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    bg_toolbar_frames frames = {.struct_size = sizeof frames};
    bg_rect rects[16];
    int ok = bg_toolbar_set_menu_callback(toolbar, count_menu, NULL, NULL) == BG_OK
          && bg_toolbar_set_items(toolbar, items, 3) == BG_OK
          && (registered += 6, bg_toolbar_layout(toolbar, 100 + (double)(round % 256), 2, (int32_t)(round % 2), &view) == BG_OK)
          && (view.cell_count == 0
              || bg_toolbar_tap(toolbar, view.cells[0].frame.x + 1, view.cells[0].frame.y + 1, NULL) == BG_OK)
          && (!view.has_overflow_button
              || bg_toolbar_tap(toolbar, view.overflow_button.x + 1, view.overflow_button.y + 1, NULL) == BG_OK)
          && bg_toolbar_breakpoints(toolbar, &breakpoints) == BG_OK && breakpoints.count == 3
          && bg_toolbar_layout_frames(toolbar, 356 - (double)(round % 256), 2, (int32_t)(round % 2), rects, 16, &frames) == BG_OK
          && frames.arrangement != 0 && frames.rect_count <= 16;
    return bg_toolbar_free(toolbar) == BG_OK && ok;
}

int main(int argc, char **argv) {
    long total = argc > 1 ? atol(argv[1]) : 1000000, warmup = total / 100;
    for (long i = 0; i < warmup; i++)
        if (!cycle(i) || !toolbar_cycle(i)) { fprintf(stderr, "cycle %ld failed: %s\n", i, bg_last_error_message()); return 1; }
    long start = resident_kib(), peak = start;
    for (long i = warmup; i < total; i++) {
        if (!cycle(i)) { fprintf(stderr, "cycle %ld failed: %s\n", i, bg_last_error_message()); return 1; }
        if (!toolbar_cycle(i)) { fprintf(stderr, "toolbar cycle %ld failed: %s\n", i, bg_last_error_message()); return 1; }
        if (i % 10000 == 0) { long now = resident_kib(); if (now > peak) peak = now; }
    }
    long end = resident_kib();
    int flat = end - start <= 8 * 1024, all_released = registered == released && menus > 0;
    printf("soak: %ld groups and %ld toolbars created, laid out, tapped and freed (%ld menus presented, %ld of %ld "
           "user_data released); RSS after warm-up %ld KiB, peak %ld KiB, end %ld KiB\n",
           total, total, menus, released, registered, start, peak, end);
    printf("%d passed, %d failed\n", flat + all_released, !flat + !all_released);
    return flat && all_released ? 0 : 1;
}
