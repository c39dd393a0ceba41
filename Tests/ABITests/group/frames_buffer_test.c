/*
 * frames_buffer_test.c — bg_group_layout_frames writes into an array the caller owns: its
 * buffer rules (NULL out_count; NULL frames, with capacity 0 to ask for the count and with a
 * capacity; an array too small: BG_E_BUFFER_TOO_SMALL with the count and the array untouched;
 * exact; larger: the tail untouched), the frames equal to the whole layout's (LTR and RTL, with
 * and without More), the array the caller's (a later layout does not change it), and every
 * failure writing nothing, the same status and reason as bg_group_layout's.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "abi_suites.h"

enum { ROOM = 12 };

/* An array of frames and a count filled with a pattern, so that any write shows. */
typedef struct {
    bg_rect frames[ROOM];
    uint32_t count;
} output;

static void sentinel(output *o) {
    memset(o, 0xAB, sizeof *o);
}

/* Whether frames[from ...] and (unless the count was written) the count still hold the pattern. */
static int untouched_from(const output *o, size_t from, int count_too) {
    output expected;
    sentinel(&expected);
    return memcmp(o->frames + from, expected.frames + from, (ROOM - from) * sizeof(bg_rect)) == 0 &&
           (!count_too || o->count == expected.count);
}

static int rect_equal(bg_rect a, bg_rect b) {
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

/* frames[0 ... count - 1] are the slots' frames of `layout`. */
static int equal_to_layout(const bg_rect *frames, uint32_t count, const bg_layout *layout) {
    int same = count == layout->slot_count;
    for (uint32_t i = 0; same && i < count; i++) same &= rect_equal(frames[i], layout->slots[i].frame);
    return same;
}

static bg_status failing_measure(void *user_data, const char *font, const char *text, size_t text_len,
                                 double max_width, bg_size *out) {
    (void)user_data, (void)font, (void)text, (void)text_len, (void)max_width, (void)out;
    return -1;
}

/* The message of the last error without its "function: " prefix, copied into `out`. */
static void reason(char *out, size_t size) {
    const char *message = bg_last_error_message(), *colon = message ? strstr(message, ": ") : NULL;
    snprintf(out, size, "%s", colon ? colon + 2 : "(none)");
}

/* A layout that must fail with `status`: the frames call fails as bg_group_layout does (status
 * and reason), and writes nothing. */
static void expect_failure(bg_group group, double width, double scale, int32_t direction, bg_status status, int line) {
    char reasons[2][256], what[640];
    bg_layout layout = new_layout();
    output o;
    sentinel(&o);
    bg_status got[2];
    got[0] = bg_group_layout(group, width, scale, direction, &layout);
    reason(reasons[0], sizeof reasons[0]);
    got[1] = bg_group_layout_frames(group, width, scale, direction, o.frames, ROOM, &o.count);
    reason(reasons[1], sizeof reasons[1]);
    snprintf(what, sizeof what, "line %d: statuses %d %d, expected %d", line, got[0], got[1], status);
    check_record(got[0] == status && got[1] == status, __FILE__, line, what);
    snprintf(what, sizeof what, "line %d: the same reason from both calls (\"%s\", \"%s\")", line, reasons[0], reasons[1]);
    check_record(!strcmp(reasons[0], reasons[1]), __FILE__, line, what);
    snprintf(what, sizeof what, "line %d: neither the frames nor the count written", line);
    check_record(untouched_from(&o, 0, 1) && layout.slot_count == 0, __FILE__, line, what);
}

#define EXPECT_FAILURE(group, width, scale, direction, status) \
    expect_failure((group), (width), (scale), (direction), (status), __LINE__)

/* The arguments of the buffer: refused before anything is laid out, nothing written. */
static void test_refused_buffers(void) {
    static const char *const titles[] = {"Pay", "Transfer"};
    bg_group group = make_group(titles, 2);
    output o;
    int32_t slot = 7;
    sentinel(&o);
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, o.frames, ROOM, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "out_count is NULL");
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, NULL, 1, &o.count), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "frames is NULL");
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, NULL, UINT32_MAX, &o.count), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, NULL, 0, NULL), BG_E_INVALID_ARGUMENT);
    CHECK(untouched_from(&o, 0, 1));
    CHECK_STATUS(bg_group_tap(group, 1, 1, &slot), BG_E_STATE); /* nothing was laid out */
    CHECK_OK(bg_group_free(group));
}

/* Capacity 0 with frames NULL asks for the count; an array too small gets the count and
 * BG_E_BUFFER_TOO_SMALL, and is left as it was; exact and larger ones get the frames, and the
 * rest of a larger one is untouched. */
static void test_capacities(void) {
    static const char *const titles[] = {"Pay", "Cash Advance", "Transfer", "History", "Cards"};
    bg_group group = make_group(titles, 5);
    bg_layout layout = new_layout();
    output o;
    int32_t slot = 7;
    sentinel(&o);
    CHECK_OK(bg_group_layout_frames(group, 500, 2, BG_DIRECTION_LTR, NULL, 0, &o.count));
    CHECK_EQ_INT(o.count, 3); /* two items and More (max_visible 3) */
    CHECK_OK(bg_group_tap(group, 1, 1, &slot)); /* asking for the count laid the group out */
    for (uint32_t capacity = 0; capacity < 3; capacity++) {
        sentinel(&o);
        CHECK_STATUS(bg_group_layout_frames(group, 500, 2, BG_DIRECTION_LTR, o.frames, capacity, &o.count),
                     BG_E_BUFFER_TOO_SMALL);
        CHECK_EQ_INT(o.count, 3);
        CHECK(untouched_from(&o, 0, 0));
        CHECK_CONTAINS(bg_last_error_message(), "bg_group_layout_frames: the layout has 3 frames");
    }
    CHECK_OK(bg_group_layout(group, 500, 2, BG_DIRECTION_LTR, &layout));
    sentinel(&o);
    CHECK_OK(bg_group_layout_frames(group, 500, 2, BG_DIRECTION_LTR, o.frames, 3, &o.count)); /* exact */
    CHECK_EQ_INT(o.count, 3);
    CHECK(equal_to_layout(o.frames, o.count, &layout));
    CHECK(untouched_from(&o, 3, 0));
    sentinel(&o);
    CHECK_OK(bg_group_layout_frames(group, 500, 2, BG_DIRECTION_LTR, o.frames, ROOM, &o.count)); /* larger */
    CHECK_EQ_INT(o.count, 3);
    CHECK(equal_to_layout(o.frames, o.count, &layout));
    CHECK(untouched_from(&o, 3, 0));
    CHECK_STR(bg_last_error_message(), "");
    CHECK_OK(bg_group_free(group));
}

/* A group without items has no frames: every capacity, NULL included, is enough. */
static void test_no_slots(void) {
    bg_group group = make_group(NULL, 0);
    output o;
    sentinel(&o);
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, NULL, 0, &o.count));
    CHECK_EQ_INT(o.count, 0);
    sentinel(&o);
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, o.frames, 0, &o.count));
    CHECK_EQ_INT(o.count, 0);
    CHECK(untouched_from(&o, 0, 0));
    CHECK_OK(bg_group_free(group));
}

/* The frames equal the whole layout's at many widths, both directions, with and without More;
 * the frames written before are the caller's and stay as they were through later layouts. */
static void test_frames_equal_the_layout(void) {
    static const char *const titles[] = {"Statements and documents", "Pay", "Transfer", "History"};
    bg_group group = make_group(titles, 4);
    bg_group_params params;
    int with_more = 0, without = 0;
    CHECK_OK(bg_group_params_init((bg_theme){0}, &params));
    params.overflow_policy = BG_OVERFLOW_WIDTH;
    params.max_visible = 0;
    CHECK_OK(bg_group_set_params(group, &params));
    for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        for (double width = 0; width <= 1400; width += 37.25) {
            bg_layout layout = new_layout();
            output o;
            sentinel(&o);
            CHECK_OK(bg_group_layout_frames(group, width, 3, direction, o.frames, ROOM, &o.count));
            CHECK_OK(bg_group_layout(group, width, 3, direction, &layout));
            CHECK(equal_to_layout(o.frames, o.count, &layout));
            CHECK(untouched_from(&o, o.count, 0));
            int more = layout.overflow_count > 0;
            with_more |= more;
            without |= !more;
            output kept = o;
            CHECK_OK(bg_group_layout_frames(group, width + 211, 1, 1 - direction, o.frames + ROOM / 2, ROOM / 2, &o.count));
            CHECK(memcmp(kept.frames, o.frames, sizeof(bg_rect) * (kept.count < ROOM / 2 ? kept.count : ROOM / 2)) == 0);
        }
    }
    CHECK(with_more && without);
    CHECK_OK(bg_group_free(group));
}

/* Every failure of a layout, as bg_group_layout's, writes nothing. */
static void test_failures_write_nothing(void) {
    static const char *const titles[] = {"Details", "Statements"};
    bg_group group = make_group(titles, 2), freed = make_group(titles, 1);
    CHECK_OK(bg_group_free(freed));
    EXPECT_FAILURE(group, NAN, 2, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(group, -1, 2, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(group, BG_MAX_LENGTH * 2, 2, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(group, 300, 0, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(group, 300, INFINITY, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(group, 300, 2, 7, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(group, 300, 2, -1, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE((bg_group){0}, 300, 2, BG_DIRECTION_LTR, BG_E_INVALID_HANDLE);
    EXPECT_FAILURE((bg_group){12345}, 300, 2, BG_DIRECTION_LTR, BG_E_INVALID_HANDLE);
    EXPECT_FAILURE(freed, 300, 2, BG_DIRECTION_LTR, BG_E_INVALID_HANDLE);
    CHECK_OK(bg_group_set_measure_callback(group, failing_measure, NULL, NULL));
    EXPECT_FAILURE(group, 300, 2, BG_DIRECTION_LTR, BG_E_CALLBACK);
    output o;
    sentinel(&o); /* asking for the count fails the same */
    CHECK_STATUS(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, NULL, 0, &o.count), BG_E_CALLBACK);
    CHECK(untouched_from(&o, 0, 1));
    CHECK_OK(bg_group_set_measure_callback(group, NULL, NULL, NULL)); /* the built-in measurer again */
    CHECK_OK(bg_group_layout_frames(group, 300, 2, BG_DIRECTION_LTR, o.frames, ROOM, &o.count)); /* still usable */
    CHECK_EQ_INT(o.count, 2);
    CHECK_OK(bg_group_free(group));
}

void test_frames_buffer(void) {
    test_refused_buffers();
    test_capacities();
    test_no_slots();
    test_frames_equal_the_layout();
    test_failures_write_nothing();
}
