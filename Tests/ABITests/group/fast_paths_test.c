/*
 * fast_paths_test.c — the layout's fast paths added in 0.2: bg_group_layout_frames (frames
 * only), bg_group_layout_call (the arguments in one struct), and the one contiguous block
 * (bg_layout.data) that holds a layout for bindings that copy it in one read.
 */
#include <stddef.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

static bg_frames new_frames(void) {
    bg_frames frames;
    memset(&frames, 0, sizeof frames);
    frames.struct_size = sizeof frames;
    return frames;
}

/* The frames-only call gives the frames and size the whole layout gives, at both directions. */
static void test_frames_equal_the_whole_layout(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History"};
    bg_group group = make_group(titles, 4);
    for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        bg_frames frames = new_frames();
        CHECK_OK(bg_group_layout_frames(group, 321.5, 3, direction, &frames));
        bg_layout layout = new_layout();
        CHECK_OK(bg_group_layout(group, 321.5, 3, direction, &layout));
        CHECK_EQ_INT(frames.count, layout.slot_count);
        CHECK_EQ_INT(frames.count, 3); /* two items and More */
        CHECK_EQ_DBL(frames.size.width, layout.size.width);
        CHECK_EQ_DBL(frames.size.height, layout.size.height);
        for (uint32_t i = 0; i < frames.count; i++) {
            CHECK_EQ_DBL(frames.frames[i].x, layout.slots[i].frame.x);
            CHECK_EQ_DBL(frames.frames[i].y, layout.slots[i].frame.y);
            CHECK_EQ_DBL(frames.frames[i].width, layout.slots[i].frame.width);
            CHECK_EQ_DBL(frames.frames[i].height, layout.slots[i].frame.height);
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

static bg_status failing_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                 double max_width, bg_size *out) {
    (void)user_data, (void)font, (void)text, (void)text_len, (void)max_width, (void)out;
    return -1;
}

/* Frames then the whole layout at the same viewport: the second is a lookup (no measuring). */
static void test_whole_after_frames_is_a_lookup(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = make_group(titles, 2);
    CHECK_OK(bg_group_set_measure_callback(group, counting_measure, NULL, NULL));
    bg_frames frames = new_frames();
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, &frames));
    long measured = fast_measure_calls;
    CHECK(measured > 0);
    bg_layout layout = new_layout();
    CHECK_OK(bg_group_layout(group, 300, 2, BG_DIRECTION_LTR, &layout));
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, &frames));
    CHECK_EQ_INT(fast_measure_calls, measured);
    CHECK_STR(layout.slots[1].title, "Statements");
    CHECK_OK(bg_group_free(group));
}

/* A failing measurement leaves the outputs untouched; bad arguments are refused. */
static void test_frames_errors(void) {
    static const char *const titles[] = {"Details"};
    bg_group group = make_group(titles, 1);
    bg_frames frames = new_frames();
    frames.count = 77;
    CHECK_STATUS(bg_group_layout_frames(group, NAN, 2, BG_DIRECTION_LTR, &frames), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout_frames(group, 300, 0, BG_DIRECTION_LTR, &frames), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, 7, &frames), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, NULL), BG_E_INVALID_ARGUMENT);
    frames.struct_size = 4;
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, &frames), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "struct_size");
    frames.struct_size = sizeof frames;
    CHECK_STATUS(bg_group_layout_frames((bg_group){12345}, 300, 2, BG_DIRECTION_LTR, &frames), BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_set_measure_callback(group, failing_measure, NULL, NULL));
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, &frames), BG_E_CALLBACK);
    CHECK_EQ_INT(frames.count, 77);
    CHECK(frames.frames == NULL);
    bg_layout layout = new_layout();
    CHECK_STATUS(bg_group_layout(group, 301, 2, BG_DIRECTION_LTR, &layout), BG_E_CALLBACK);
    CHECK(layout.slots == NULL);
    CHECK_EQ_INT(layout.slot_count, 0);
    CHECK_OK(bg_group_free(group));
}

/* The call struct: defaults, both outputs at once, and its refusals. */
static void test_layout_call(void) {
    static const char *const titles[] = {"Pay", "Transfer"};
    bg_group group = make_group(titles, 2);
    bg_layout_call call;
    memset(&call, 0xAB, sizeof call);
    CHECK_OK(bg_layout_call_init(&call));
    CHECK_EQ_INT(call.struct_size, sizeof call);
    CHECK_EQ_INT(call.direction, BG_DIRECTION_LTR);
    CHECK_EQ_DBL(call.scale, 1);
    CHECK(call.out == NULL && call.frames == NULL && call.group.id == 0);
    CHECK_STATUS(bg_group_layout_call(&call), BG_E_INVALID_ARGUMENT); /* no output */
    CHECK_STATUS(bg_group_layout_call(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_layout_call_init(NULL), BG_E_INVALID_ARGUMENT);
    bg_layout layout = new_layout(), expected = new_layout();
    bg_frames frames = new_frames();
    call.group = group;
    call.width = 250.5;
    call.scale = 2;
    call.direction = BG_DIRECTION_RTL;
    call.out = &layout;
    call.frames = &frames;
    CHECK_OK(bg_group_layout_call(&call));
    CHECK_EQ_INT(layout.slot_count, 2);
    CHECK_EQ_INT(frames.count, 2);
    CHECK_EQ_DBL(frames.frames[0].x, layout.slots[0].frame.x);
    CHECK_OK(bg_group_layout(group, 250.5, 2, BG_DIRECTION_RTL, &expected));
    CHECK_EQ_DBL(expected.slots[0].frame.x, layout.slots[0].frame.x);
    CHECK(expected.slots[0].frame.x > expected.slots[1].frame.x); /* right to left */
    call.width = -1;
    CHECK_STATUS(bg_group_layout_call(&call), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "width");
    call.width = 300;
    call.struct_size = 8;
    CHECK_STATUS(bg_group_layout_call(&call), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "struct_size");
    CHECK_OK(bg_group_free(group));
    call.struct_size = sizeof call;
    CHECK_STATUS(bg_group_layout_call(&call), BG_E_INVALID_HANDLE);
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
    test_frames_errors();
    test_layout_call();
    test_the_block();
}
