/*
 * fast_paths_test.c — the layout's fast paths: bg_group_layout_frames (the frames only, written
 * into the caller's array; its buffer rules are group/frames_buffer_test.c's), the whole layout
 * and the frames of one viewport being one layout, and the one contiguous block (bg_layout.data)
 * that holds a layout for bindings that copy it in one read.
 */
#include <stddef.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

/* The frames-only call gives the frames the whole layout gives, at both directions. */
static void test_frames_equal_the_whole_layout(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_group group = make_group(titles, 4);
    for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        bg_rect frames[8];
        uint32_t count = 77;
        CHECK_OK(bg_group_layout_frames(group, 321.5, 3, direction, frames, 8, &count));
        bg_layout layout = new_layout();
        CHECK_OK(bg_group_layout(group, 321.5, 3, direction, &layout));
        CHECK_EQ_INT(count, layout.slot_count);
        CHECK_EQ_INT(count, 3); /* two items and More */
        for (uint32_t i = 0; i < count && i < 8; i++) {
            CHECK_EQ_DBL(frames[i].x, layout.slots[i].frame.x);
            CHECK_EQ_DBL(frames[i].y, layout.slots[i].frame.y);
            CHECK_EQ_DBL(frames[i].width, layout.slots[i].frame.width);
            CHECK_EQ_DBL(frames[i].height, layout.slots[i].frame.height);
        }
    }
    CHECK_OK(bg_group_free(group));
}

static long fast_measure_calls;

static bg_status counting_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                  double max_width, bg_size *out) {
    fast_measure_calls++;
    return fixed_measure(user_data, font, text, text_len, max_width, out);
}

/* Frames then the whole layout at the same viewport, and the other way round: the second is a
 * lookup (no measuring). */
static void test_whole_after_frames_is_a_lookup(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = make_group(titles, 2);
    bg_rect frames[2];
    uint32_t count = 0;
    CHECK_OK(bg_group_set_measure_callback(group, counting_measure, NULL, NULL));
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, frames, 2, &count));
    long measured = fast_measure_calls;
    CHECK(measured > 0);
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, frames, 2, &count));
    CHECK_EQ_INT(fast_measure_calls, measured);
    CHECK_STR(layout.slots[1].title, "Statements");
    CHECK_OK(bg_group_set_measure_callback(group, counting_measure, NULL, NULL)); /* measures again */
    CHECK_OK(bg_group_layout(group, 280, 2, BG_DIRECTION_RTL, &layout));
    measured = fast_measure_calls;
    CHECK_OK(bg_group_layout_frames(group, 280, 2, BG_DIRECTION_RTL, frames, 2, &count));
    CHECK_EQ_INT(fast_measure_calls, measured);
    CHECK_EQ_DBL(frames[0].x, layout.slots[0].frame.x);
    CHECK_OK(bg_group_free(group));
}

/* Whether `pointer` lies inside the layout's block. */
static int in_block(const bg_layout *layout, const void *pointer) {
    const char *start = (const char *)layout->data, *end = start + layout->data_size;
    return (const char *)pointer >= start && (const char *)pointer < end;
}

/* The block holds the slots, the nodes and the strings the layout made; item strings shown
 * whole stay outside it; overflowed items are the trailing run. */
static void test_the_block(void) {
    static const char *const titles[] = {"Statements and documents", "Pay", "Transfer", "History"};
    bg_group group = make_group(titles, 4);
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 200, 2, BG_DIRECTION_LTR, &layout));
    CHECK_EQ_INT(layout.slot_count, 3);
    CHECK((const void *)layout.slots == layout.data);
    CHECK(layout.data_size >= 3 * (sizeof(bg_slot) + sizeof(bg_a11y_node)));
    CHECK(in_block(&layout, layout.accessibility));
    CHECK(in_block(&layout, layout.accessibility + 2));
    CHECK(layout.slots[0].title_truncated);
    CHECK(in_block(&layout, layout.slots[0].title)); /* made by the layout */
    CHECK(!layout.slots[1].title_truncated);
    CHECK_STR(layout.slots[1].title, "Pay");
    CHECK(!in_block(&layout, layout.slots[1].title)); /* the item's own copy */
    CHECK(in_block(&layout, layout.slots[2].icon));  /* More's icon */
    CHECK(in_block(&layout, layout.accessibility[2].label));
    CHECK_EQ_INT(layout.overflow_count, 2);
    CHECK_EQ_INT(layout.overflow_items[0], 2);
    CHECK_EQ_INT(layout.overflow_items[1], 3);
    CHECK_OK(bg_group_free(group));
}

void test_fast_paths(void) {
    test_frames_equal_the_whole_layout();
    test_whole_after_frames_is_a_lookup();
    test_the_block();
}
