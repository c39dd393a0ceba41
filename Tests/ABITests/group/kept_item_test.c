/*
 * kept_item_test.c — with the WIDTH policy a pressed or focused item never moves into the More
 * sheet: it takes the last item slot and the item before it goes instead. The overflow list is
 * then not a trailing run (overflow_items lists it item by item), the press follows its item
 * and fires on release there, the focus follows its item, and the sheet lists the others.
 */
#include <math.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static const char *const titles[] = {"Archive", "Move", "Flag", "Delete", "Reply all"};

/* A WIDTH-policy group of the five titles, item 4 reporting to `p`. */
static bg_group make_width_group(probe *p) {
    bg_group group = make_group(titles, 5);
    bg_item items[5];
    for (int i = 0; i < 4; i++) items[i] = plain_item(titles[i]);
    items[4] = probe_item(titles[4], p, 0);
    CHECK_OK(bg_group_update(group, items, 5));
    bg_group_params params;
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    CHECK_OK(bg_group_set_params(group, &params));
    return group;
}

/* The width just below the one that fits `count` items (nothing kept): count - 1 items show. */
static double width_below(bg_group group, uint32_t count) {
    bg_breakpoints breakpoints = {.struct_size = sizeof breakpoints};
    CHECK_OK(bg_group_breakpoints(group, &breakpoints));
    for (uint32_t i = 0; i < breakpoints.count; i++) {
        if (breakpoints.breakpoints[i].item_index == count - 1) return nextafter(breakpoints.breakpoints[i].moves_in, 0);
    }
    CHECK(0);
    return 0;
}

static void check_items(const bg_layout *layout, const int32_t *expected, uint32_t count, const uint32_t *overflow,
                        uint32_t overflow_count) {
    CHECK_EQ_INT(layout->slot_count, count);
    for (uint32_t i = 0; i < count && i < layout->slot_count; i++) CHECK_EQ_INT(layout->slots[i].item_index, expected[i]);
    CHECK_EQ_INT(layout->overflow_count, overflow_count);
    for (uint32_t i = 0; i < overflow_count && i < layout->overflow_count; i++) {
        CHECK_EQ_INT(layout->overflow_items[i], overflow[i]);
    }
}

/* Pressed item 4 stays when the width drops; release on its new slot fires it. */
static void test_press_keeps_its_item(void) {
    probe reply = make_probe("reply");
    bg_group group = make_width_group(&reply);
    double narrow = width_below(group, 4); /* three items fit */
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 2000, 1, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 5);
    double x, y;
    int32_t fired = -7;
    slot_center(&layout, 4, &x, &y);
    CHECK_OK(bg_group_pointer(group, BG_POINTER_DOWN, x, y, &fired));
    CHECK_OK(bg_group_layout(group, narrow, 1, BG_DIRECTION_LTR, &layout));
    check_items(&layout, (const int32_t[]){0, 1, 4, -1}, 4, (const uint32_t[]){2, 3}, 2);
    CHECK(layout.slots[2].state & BG_STATE_HIGHLIGHTED);
    slot_center(&layout, 2, &x, &y);
    CHECK_OK(bg_group_pointer(group, BG_POINTER_UP, x, y, &fired));
    CHECK_EQ_INT(fired, 2);
    CHECK_EQ_INT(reply.actions, 1);
    CHECK_EQ_INT(reply.last_item, 4);
    /* Released, nothing kept: the next layout, even at the same width, shows the trailing run. */
    CHECK_OK(bg_group_layout(group, narrow, 1, BG_DIRECTION_LTR, &layout));
    check_items(&layout, (const int32_t[]){0, 1, 2, -1}, 4, (const uint32_t[]){3, 4}, 2);
    CHECK_OK(bg_group_free(group));
}

/* Focus on item 3 keeps it; the sheet lists the other overflowed items. */
static void test_focus_keeps_its_item(void) {
    probe reply = make_probe("reply");
    bg_group group = make_width_group(&reply);
    sheet_host host = {0};
    CHECK_OK(bg_group_set_sheet_callback(group, host_sheet, &host, NULL));
    double narrow = width_below(group, 3); /* two items fit */
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 2000, 1, BG_DIRECTION_LTR, &layout));
    int32_t focused = -7;
    CHECK_OK(bg_group_focus(group, BG_FOCUS_LAST, &focused));
    CHECK_OK(bg_group_focus(group, BG_FOCUS_PREVIOUS, &focused));
    CHECK_EQ_INT(focused, 3);
    CHECK_OK(bg_group_layout(group, narrow, 1, BG_DIRECTION_LTR, &layout));
    check_items(&layout, (const int32_t[]){0, 3, -1}, 3, (const uint32_t[]){1, 2, 4}, 3);
    CHECK(layout.slots[1].state & BG_STATE_FOCUSED);
    CHECK_OK(bg_group_activate_slot(group, 2));
    CHECK_EQ_INT(host.calls, 1);
    CHECK_EQ_INT(host.count, 3);
    CHECK_EQ_INT(host.items[0].item_index, 1);
    CHECK_EQ_INT(host.items[1].item_index, 2);
    CHECK_EQ_INT(host.items[2].item_index, 4);
    /* Focus moves back to item 0: item 3 may go, at the same width. */
    CHECK_OK(bg_group_dismiss_sheet(group));
    CHECK_OK(bg_group_focus(group, BG_FOCUS_FIRST, &focused));
    CHECK_OK(bg_group_layout(group, narrow, 1, BG_DIRECTION_LTR, &layout));
    check_items(&layout, (const int32_t[]){0, 1, -1}, 3, (const uint32_t[]){2, 3, 4}, 3);
    CHECK_OK(bg_group_free(group));
}

void test_kept_item(void) {
    test_press_keeps_its_item();
    test_focus_keeps_its_item();
}
