/*
 * frames_within_size_test.c — every frame of a result lies within its width: x in
 * [0, size.width], hit, content and accessibility frames included (the default theme also
 * keeps them within size.height, checked here too but for the hit frames, which grow toward
 * the touch target). A toolbar whose content needs more than the width offered (a content
 * group's cells at width 0, a fixed-size group wider than the bar, a kept focused group, the
 * overflow button of a bar narrower than it) says so with a size.width larger than that width,
 * its frames from the leading edge; a group never needs more than its width. At width 0, tiny
 * and ordinary widths, both directions; the frames-only call agrees with the view.
 */
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

static const double widths[] = {0, 0.5, 1, 3, 10, 17, 30, 48, 60, 100, 150, 250, 331, 500};

/* Whether `r` lies within width x height (within 1e-9; `vertically`: its y too). */
static int inside(bg_rect r, bg_size size, int vertically) {
    const double e = 1e-9;
    return r.x >= -e && r.x + r.width <= size.width + e &&
           (!vertically || (r.y >= -e && r.y + r.height <= size.height + e));
}

static int is_zero(bg_rect r) { return r.x == 0 && r.y == 0 && r.width == 0 && r.height == 0; }

/* Records the first frame outside `size` in `where`. */
static int outside(bg_rect r, bg_size size, int vertically, const char *what, uint32_t index, char *where, size_t length) {
    if (inside(r, size, vertically)) return 0;
    if (where[0] == '\0')
        snprintf(where, length, "%s[%u] (%g, %g, %g, %g) in %g x %g", what, index, r.x, r.y, r.width, r.height, size.width,
                 size.height);
    return 1;
}

static void report(int found, const char *where, const char *component, double width, int32_t direction, int line) {
    char what[400];
    snprintf(what, sizeof what, "%s at width %g, %s: every frame within its size (first outside: %s)", component, width,
             direction == BG_DIRECTION_RTL ? "RTL" : "LTR", where);
    check_record(found == 0, __FILE__, line, what);
}

/* Checks one toolbar view; returns how many frames lie outside its size. */
static int toolbar_outside(const bg_toolbar_view *view, char *where, size_t length) {
    int found = 0;
    bg_size size = view->size;
    for (uint32_t i = 0; i < view->group_count; i++) {
        found += outside(view->groups[i].frame, size, 1, "group", i, where, length);
        if (view->groups[i].has_menu_indicator)
            found += outside(view->groups[i].menu_indicator_frame, size, 1, "menu indicator", i, where, length);
    }
    for (uint32_t i = 0; i < view->cell_count; i++) {
        const bg_control_cell *cell = &view->cells[i];
        found += outside(cell->frame, size, 1, "cell", i, where, length);
        found += outside(cell->hit_frame, size, 0, "cell hit frame", i, where, length);
        if (!is_zero(cell->title_frame)) found += outside(cell->title_frame, size, 1, "cell title", i, where, length);
        if (!is_zero(cell->image_frame)) found += outside(cell->image_frame, size, 1, "cell image", i, where, length);
    }
    for (uint32_t i = 0; i < view->separator_count; i++)
        found += outside(view->separators[i], size, 1, "separator", i, where, length);
    if (view->has_overflow_button) found += outside(view->overflow_button, size, 1, "overflow button", 0, where, length);
    for (uint32_t i = 0; i < view->accessibility_count; i++)
        found += outside(view->accessibility[i].frame, size, 1, "accessibility", i, where, length);
    return found;
}

/* Lays `toolbar` out at every width, both directions, and checks every frame; the frames-only
 * call gives the same size. `focus_last`: keyboard focus on the last enabled cell first. */
static void check_toolbar(bg_toolbar toolbar, const char *name, int focus_last) {
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
        for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
            bg_toolbar_view view = tb_view();
            bg_toolbar_frames counts = {.struct_size = sizeof counts};
            bg_rect frames[32];
            char where[256] = "";
            if (focus_last) {
                CHECK_OK(tb_layout(toolbar, 900, direction, &view));
                CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_LAST, NULL));
                CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_PREVIOUS, NULL)); /* a cell, not the overflow button */
            }
            CHECK_OK(tb_layout(toolbar, widths[w], direction, &view));
            CHECK(view.size.width >= widths[w]);
            report(toolbar_outside(&view, where, sizeof where), where, name, widths[w], direction, __LINE__);
            CHECK_OK(bg_toolbar_layout_frames(toolbar, widths[w], 2, direction, frames, 32, &counts));
            for (uint32_t i = 0; i < counts.rect_count && i < 32; i++) CHECK(inside(frames[i], view.size, 1));
            if (focus_last) CHECK_OK(bg_toolbar_focus(toolbar, BG_FOCUS_CLEAR, NULL));
        }
}

static void test_toolbars(void) {
    tb_four four;
    bg_control_button zoom_buttons[2];
    bg_toolbar_item zoom;
    bg_toolbar toolbar;
    tb_four_groups(&four, NULL);
    /* A bar of four groups (overflowing below ~330 points), then with a kept focused group. */
    toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    check_toolbar(toolbar, "toolbar", 0);
    check_toolbar(toolbar, "toolbar, focus kept", 1);
    four.items[1].style = BG_CONTROL_STYLE_MENU;
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    check_toolbar(toolbar, "toolbar with a menu", 1);
    CHECK_OK(bg_toolbar_free(toolbar));
    /* Content: a flexible group, then fixed-size groups wider than the bar. */
    toolbar = tb_create(BG_CONTEXT_CONTENT);
    zoom = tb_zoom(zoom_buttons, NULL, NULL, BG_LABEL_STYLE_TITLE_AND_ICON);
    CHECK_OK(bg_toolbar_set_items(toolbar, &zoom, 1));
    check_toolbar(toolbar, "content", 0);
    four.items[0].fixed_size = four.items[2].fixed_size = 1;
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 3));
    check_toolbar(toolbar, "content, fixed size", 0);
    check_toolbar(toolbar, "content, fixed size, focus kept", 1);
    /* A menu-style group with an icon: in a cell narrower than its insets and the indicator's
     * room the icon, centred on what is left, starts before the cell (after it, right to left). */
    four.items[0].style = BG_CONTROL_STYLE_MENU;
    four.items[0].label_image = "nav";
    four.items[0].label_style = BG_LABEL_STYLE_ICON_ONLY;
    four.items[0].fixed_size = 0;
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 1));
    check_toolbar(toolbar, "content, a menu with an icon", 0);
    CHECK_OK(bg_toolbar_free(toolbar));
}

static void test_groups(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History", "Cards"};
    bg_group_params params;
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    for (int kind = 0; kind < 4; kind++) {
        bg_group group = {0};
        bg_item items[5];
        params.layout.kind = kind & 1 ? BG_LAYOUT_PROMINENT : BG_LAYOUT_ALL_ROUND;
        params.overflow_policy = kind & 2 ? BG_OVERFLOW_WIDTH : BG_OVERFLOW_COUNT;
        for (int i = 0; i < 5; i++) items[i] = plain_item(titles[i]);
        items[1].icon = "star";
        CHECK_OK(bg_group_create((bg_theme){0}, &params, &group));
        CHECK_OK(bg_group_set_measure_callback(group, fixed_measure, NULL, NULL));
        CHECK_OK(bg_group_update(group, items, 5));
        for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
            for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
                bg_layout layout = new_layout();
                char where[256] = "";
                int found = 0;
                (void)bg_group_focus(group, BG_FOCUS_LAST, NULL); /* kept: the width policy keeps it shown */
                CHECK_OK(bg_group_layout(group, widths[w], 2, direction, &layout));
                CHECK_EQ_DBL(layout.size.width, widths[w]);
                for (uint32_t i = 0; i < layout.slot_count; i++) {
                    found += outside(layout.slots[i].frame, layout.size, 1, "slot", i, where, sizeof where);
                    found += outside(layout.slots[i].hit_frame, layout.size, 0, "slot hit frame", i, where, sizeof where);
                    if (!is_zero(layout.slots[i].icon_frame))
                        found += outside(layout.slots[i].icon_frame, layout.size, 1, "icon", i, where, sizeof where);
                    if (!is_zero(layout.slots[i].title_frame))
                        found += outside(layout.slots[i].title_frame, layout.size, 1, "title", i, where, sizeof where);
                }
                report(found, where, "group", widths[w], direction, __LINE__);
            }
        CHECK_OK(bg_group_free(group));
    }
}

void test_frames_within_size(void) {
    test_toolbars();
    test_groups();
}
