/*
 * toolbar_frames_buffer_test.c — bg_toolbar_layout_frames writes into an array the caller owns:
 * its buffer rules (NULL out, a bg_toolbar_frames struct_size out of range; NULL frames, with
 * capacity 0 to ask for the counts and with a capacity; an array too small:
 * BG_E_BUFFER_TOO_SMALL with *out filled and the array untouched; exact; larger: the tail
 * untouched), the frames equal to the view's (toolbar and content, LTR and RTL, with and without
 * the overflow button), the array the caller's (a later layout does not change it); every failure
 * of a layout (bad width, scale, direction, dead handles, a failing measure callback) the same
 * status and reason from bg_toolbar_layout and bg_toolbar_layout_frames, with nothing written;
 * and views of the first toolbar header's size (before `data`) or a newer one's, filled only as
 * far as their struct_size, which is left as it was (bg_toolbar_frames likewise).
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

enum { ROOM = 32 };

/* Both outputs and the caller's array, filled with a pattern so that any write shows. */
typedef struct {
    bg_toolbar_view view;
    bg_toolbar_frames frames;
    bg_rect rects[ROOM];
} outputs;

static void sentinel(outputs *o) {
    memset(o, 0xAB, sizeof *o);
    o->view.struct_size = sizeof o->view;
    o->frames.struct_size = sizeof o->frames;
}

static int untouched(const outputs *o) {
    outputs expected;
    sentinel(&expected);
    return memcmp(o, &expected, sizeof *o) == 0;
}

/* Whether rects[from ...] still hold the pattern. */
static int rects_untouched_from(const outputs *o, size_t from) {
    outputs expected;
    sentinel(&expected);
    return from >= ROOM || memcmp(o->rects + from, expected.rects + from, (ROOM - from) * sizeof(bg_rect)) == 0;
}

static int rect_equal(bg_rect a, bg_rect b) {
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

/* *frames and rects (when given) are the frames of `view`, in the header's order. */
static int equal_to_view(const bg_toolbar_frames *frames, const bg_rect *rects, const bg_toolbar_view *view) {
    uint32_t count = view->cell_count + (view->has_overflow_button ? 1 : 0);
    int same = frames->struct_size == sizeof *frames && frames->cell_count == view->cell_count &&
               (frames->has_overflow_button != 0) == (view->has_overflow_button != 0) && frames->count == count &&
               frames->group_count == view->group_count && frames->separator_count == view->separator_count &&
               frames->bar_count == view->bar_count &&
               frames->rect_count == count + view->group_count + view->separator_count + view->bar_count &&
               frames->size.width == view->size.width && frames->size.height == view->size.height &&
               frames->arrangement == view->arrangement && frames->arrangement != 0;
    if (!same || !rects) return same;
    for (uint32_t i = 0; i < view->cell_count; i++) same &= rect_equal(rects[i], view->cells[i].frame);
    if (view->has_overflow_button) same &= rect_equal(rects[view->cell_count], view->overflow_button);
    for (uint32_t i = 0; i < view->group_count; i++) same &= rect_equal(rects[count + i], view->groups[i].frame);
    for (uint32_t i = 0; i < view->separator_count; i++)
        same &= rect_equal(rects[count + view->group_count + i], view->separators[i]);
    for (uint32_t i = 0; i < view->bar_count; i++)
        same &= rect_equal(rects[count + view->group_count + view->separator_count + i], view->bars[i].frame);
    return same;
}

/* The message of the last error without its "function: " prefix, copied into `out`. */
static void reason(char *out, size_t size) {
    const char *message = bg_last_error_message(), *colon = message ? strstr(message, ": ") : NULL;
    snprintf(out, size, "%s", colon ? colon + 2 : "(none)");
}

/* A layout that must fail with `status`, made both ways (and the frames way asking for the
 * counts only): the same status and reason, and nothing written. */
static void expect_failure(bg_toolbar toolbar, double width, double scale, int32_t direction, bg_status status, int line) {
    char reasons[3][256], what[400];
    outputs o;
    bg_status got[3];
    sentinel(&o);
    got[0] = bg_toolbar_layout(toolbar, width, scale, direction, &o.view);
    reason(reasons[0], sizeof reasons[0]);
    got[1] = bg_toolbar_layout_frames(toolbar, width, scale, direction, o.rects, ROOM, &o.frames);
    reason(reasons[1], sizeof reasons[1]);
    got[2] = bg_toolbar_layout_frames(toolbar, width, scale, direction, NULL, 0, &o.frames);
    reason(reasons[2], sizeof reasons[2]);
    snprintf(what, sizeof what, "line %d: statuses %d %d %d, expected %d", line, got[0], got[1], got[2], status);
    check_record(got[0] == status && got[1] == status && got[2] == status, __FILE__, line, what);
    snprintf(what, sizeof what, "line %d: the same reason from the three calls (\"%s\")", line, reasons[1]);
    check_record(!strcmp(reasons[0], reasons[1]) && !strcmp(reasons[0], reasons[2]), __FILE__, line, what);
    snprintf(what, sizeof what, "line %d: the outputs are untouched", line);
    check_record(untouched(&o), __FILE__, line, what);
}

#define EXPECT_FAILURE(toolbar, width, scale, direction, status) \
    expect_failure((toolbar), (width), (scale), (direction), (status), __LINE__)

/* The arguments of the output: refused before anything is laid out, nothing written. */
static void test_refused_outputs(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_control_target target;
    outputs o;
    const uint32_t sizes[] = {0, 8, offsetof(bg_toolbar_frames, bar_count) - 1, 4097, UINT32_MAX};
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    sentinel(&o);
    CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, o.rects, ROOM, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "out is NULL");
    CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, NULL, 0, NULL), BG_E_INVALID_ARGUMENT);
    CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, NULL, 1, &o.frames), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "frames is NULL");
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        o.frames.struct_size = sizes[i];
        CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, o.rects, ROOM, &o.frames),
                     BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "bg_toolbar_frames.struct_size");
        CHECK_EQ_INT(o.frames.struct_size, sizes[i]);
    }
    o.frames.struct_size = sizeof o.frames;
    CHECK(untouched(&o));
    CHECK_STATUS(bg_toolbar_tap(toolbar, 1, 1, &target), BG_E_STATE); /* nothing was laid out */
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* Capacity 0 with frames NULL asks for the counts; an array too small gets them and
 * BG_E_BUFFER_TOO_SMALL, and is left as it was; exact and larger ones get the frames, and the
 * rest of a larger one is untouched. With and without the overflow button, both directions. */
static void test_capacities(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_control_target target;
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    const double widths[] = {700, 180};
    for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
        for (size_t w = 0; w < 2; w++) {
            outputs o;
            bg_toolbar_view view = tb_view();
            sentinel(&o);
            CHECK_OK(bg_toolbar_layout_frames(toolbar, widths[w], 2, direction, NULL, 0, &o.frames));
            CHECK_OK(bg_toolbar_tap(toolbar, -5, -5, &target)); /* asking for the counts laid it out */
            CHECK_OK(tb_layout(toolbar, widths[w], direction, &view));
            CHECK(equal_to_view(&o.frames, NULL, &view));
            CHECK_EQ_INT(view.has_overflow_button, w == 1);
            uint32_t needed = o.frames.rect_count;
            CHECK(needed > 2 && needed < ROOM);
            const uint32_t small[] = {0, 1, needed / 2, needed - 1};
            for (size_t i = 0; i < 4; i++) {
                sentinel(&o);
                CHECK_STATUS(bg_toolbar_layout_frames(toolbar, widths[w], 2, direction, o.rects, small[i], &o.frames),
                             BG_E_BUFFER_TOO_SMALL);
                CHECK(equal_to_view(&o.frames, NULL, &view)); /* *out says how much room to make */
                CHECK(rects_untouched_from(&o, 0));
                CHECK_CONTAINS(bg_last_error_message(), "bg_toolbar_layout_frames: the layout has");
            }
            sentinel(&o);
            CHECK_OK(bg_toolbar_layout_frames(toolbar, widths[w], 2, direction, o.rects, needed, &o.frames)); /* exact */
            CHECK(equal_to_view(&o.frames, o.rects, &view));
            CHECK(rects_untouched_from(&o, needed));
            sentinel(&o);
            CHECK_OK(bg_toolbar_layout_frames(toolbar, widths[w], 2, direction, o.rects, ROOM, &o.frames)); /* larger */
            CHECK(equal_to_view(&o.frames, o.rects, &view));
            CHECK(rects_untouched_from(&o, needed));
        }
    }
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A toolbar without items has one frame, its empty top bar's; a caller whose bg_toolbar_frames
 * predates the bars has none: every capacity, NULL included, is enough for it. */
static void test_no_frames(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    outputs o;
    sentinel(&o);
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, NULL, 0, &o.frames));
    CHECK_EQ_INT(o.frames.rect_count, 1);
    CHECK_EQ_INT(o.frames.bar_count, 1);
    CHECK(o.frames.arrangement != 0);
    sentinel(&o);
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, o.rects, 1, &o.frames));
    CHECK(o.rects[0].x == 0 && o.rects[0].y == 0 && o.rects[0].width == 300 && o.rects[0].height > 0);
    CHECK(rects_untouched_from(&o, 1));
    sentinel(&o);
    o.frames.struct_size = offsetof(bg_toolbar_frames, bar_count);
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, o.rects, 0, &o.frames));
    CHECK_EQ_INT(o.frames.rect_count, 0);
    CHECK_EQ_INT(o.frames.bar_count, 0xABABABABu); /* not written: beyond its struct_size */
    CHECK(rects_untouched_from(&o, 0));
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The frames equal the view's at many widths in a toolbar and in content, both directions, and
 * are the caller's: a later layout into another array leaves them as they were. */
static void test_frames_equal_the_view(void) {
    tb_four four;
    int with_overflow = 0, without = 0;
    tb_four_groups(&four, NULL);
    for (int32_t context = BG_CONTEXT_TOOLBAR; context <= BG_CONTEXT_CONTENT; context++) {
        bg_toolbar toolbar = tb_create(context);
        CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
        for (int32_t direction = BG_DIRECTION_LTR; direction <= BG_DIRECTION_RTL; direction++) {
            for (double width = 0; width <= 720; width += 41.5) {
                outputs o, kept;
                bg_rect other[ROOM];
                bg_toolbar_frames other_frames = {.struct_size = sizeof other_frames};
                sentinel(&o);
                CHECK_OK(bg_toolbar_layout_frames(toolbar, width, 3, direction, o.rects, ROOM, &o.frames));
                CHECK_OK(bg_toolbar_layout(toolbar, width, 3, direction, &o.view));
                CHECK(equal_to_view(&o.frames, o.rects, &o.view));
                CHECK(rects_untouched_from(&o, o.frames.rect_count));
                with_overflow |= o.view.has_overflow_button != 0;
                without |= !o.view.has_overflow_button;
                kept = o;
                CHECK_OK(bg_toolbar_layout_frames(toolbar, width / 2, 1, 1 - direction, other, ROOM, &other_frames));
                CHECK(memcmp(kept.rects, o.rects, sizeof o.rects) == 0 && memcmp(&kept.frames, &o.frames, sizeof o.frames) == 0);
            }
        }
        CHECK_OK(bg_toolbar_free(toolbar));
    }
    CHECK(with_overflow && without);
}

static bg_status failing_measure(void *user_data, const char *font, const char *text, size_t text_len, double max_width,
                                 bg_size *out) {
    (void)user_data, (void)font, (void)text, (void)text_len, (void)max_width, (void)out;
    return -1;
}

/* Every failure of a layout, the same from both calls, writes nothing. */
static void test_failures_are_the_layouts(void) {
    bg_control_button zoom[2];
    bg_toolbar_item item = tb_zoom(zoom, NULL, NULL, BG_LABEL_STYLE_TITLE_ONLY);
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR), freed = tb_create(BG_CONTEXT_CONTENT);
    CHECK_OK(bg_toolbar_set_items(toolbar, &item, 1));
    CHECK_OK(bg_toolbar_free(freed));
    EXPECT_FAILURE(toolbar, NAN, 2, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(toolbar, -1, 2, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(toolbar, BG_MAX_LENGTH * 2, 2, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(toolbar, 300, 0, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(toolbar, 300, INFINITY, BG_DIRECTION_LTR, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(toolbar, 300, 2, 2, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE(toolbar, 300, 2, -1, BG_E_INVALID_ARGUMENT);
    EXPECT_FAILURE((bg_toolbar){0}, 300, 2, BG_DIRECTION_LTR, BG_E_INVALID_HANDLE);
    EXPECT_FAILURE((bg_toolbar){12345}, 300, 2, BG_DIRECTION_LTR, BG_E_INVALID_HANDLE);
    EXPECT_FAILURE(freed, 300, 2, BG_DIRECTION_LTR, BG_E_INVALID_HANDLE);
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, failing_measure, NULL, NULL));
    EXPECT_FAILURE(toolbar, 300, 2, BG_DIRECTION_LTR, BG_E_CALLBACK);
    CHECK_OK(bg_toolbar_set_measure_callback(toolbar, NULL, NULL, NULL)); /* the built-in measurer again */
    outputs o;
    sentinel(&o);
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, o.rects, ROOM, &o.frames)); /* still usable */
    CHECK_EQ_INT(o.frames.count, 2);
    CHECK_EQ_INT(o.frames.rect_count, 5); /* two cells, their group, the separator between them, the bar */
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A bg_toolbar_frames of the size before the bars (struct_size up to `size`) gets the same
 * frames as `full` without the bars': rect_count does not count them, bar_count and the array
 * after the separators' frames are untouched. */
static void test_frames_before_the_bars(bg_toolbar toolbar, const bg_toolbar_view *full) {
    outputs o;
    sentinel(&o);
    o.frames.struct_size = offsetof(bg_toolbar_frames, bar_count);
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 180, 2, BG_DIRECTION_LTR, o.rects, ROOM, &o.frames));
    CHECK_EQ_INT(o.frames.struct_size, offsetof(bg_toolbar_frames, bar_count));
    CHECK_EQ_INT(o.frames.bar_count, 0xABABABABu);
    CHECK(full->bar_count == 1);
    CHECK_EQ_INT(o.frames.rect_count, o.frames.count + o.frames.group_count + o.frames.separator_count);
    CHECK(rects_untouched_from(&o, o.frames.rect_count));
    o.frames.struct_size = sizeof o.frames;
    o.frames.bar_count = full->bar_count;
    o.frames.rect_count += full->bar_count;
    o.rects[o.frames.rect_count - 1] = full->bars[0].frame;
    CHECK(equal_to_view(&o.frames, o.rects, full));
}

/* A view of the first toolbar header's size gets the fields it has; one of a size between gets
 * as many bytes; a newer, larger one gets this header's. A newer, larger bg_toolbar_frames gets
 * this header's. struct_size is never changed. */
static void test_struct_sizes(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view full = tb_view();
    const size_t first = offsetof(bg_toolbar_view, data);
    const uint32_t sizes[] = {(uint32_t)first, (uint32_t)offsetof(bg_toolbar_view, data_size),
                              (uint32_t)offsetof(bg_toolbar_view, arrangement), (uint32_t)offsetof(bg_toolbar_view, bars),
                              (uint32_t)sizeof full + 24};
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, 180, BG_DIRECTION_LTR, &full));
    CHECK(full.has_overflow_button && full.data != NULL && full.arrangement != 0);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        union {
            bg_toolbar_view view;
            unsigned char bytes[sizeof(bg_toolbar_view) + 24];
        } out;
        memset(&out, 0xAB, sizeof out);
        out.view.struct_size = sizes[i];
        CHECK_OK(tb_layout(toolbar, 180, BG_DIRECTION_LTR, &out.view));
        size_t written = sizes[i] < sizeof full ? sizes[i] : sizeof full;
        CHECK_EQ_INT(out.view.struct_size, sizes[i]);
        CHECK(memcmp(out.bytes + sizeof out.view.struct_size, (const unsigned char *)&full + sizeof full.struct_size,
                     written - sizeof full.struct_size) == 0);
        int beyond = 1;
        for (size_t b = written; b < sizeof out; b++) beyond &= out.bytes[b] == 0xAB;
        CHECK(beyond);
    }
    union {
        bg_toolbar_frames frames;
        unsigned char bytes[sizeof(bg_toolbar_frames) + 40];
    } newer;
    bg_rect rects[ROOM];
    memset(&newer, 0xAB, sizeof newer);
    newer.frames.struct_size = sizeof newer;
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 180, 2, BG_DIRECTION_LTR, rects, ROOM, &newer.frames));
    CHECK_EQ_INT(newer.frames.struct_size, sizeof newer);
    newer.frames.struct_size = sizeof newer.frames;
    CHECK(equal_to_view(&newer.frames, rects, &full));
    int beyond = 1;
    for (size_t b = sizeof newer.frames; b < sizeof newer; b++) beyond &= newer.bytes[b] == 0xAB;
    CHECK(beyond);
    test_frames_before_the_bars(toolbar, &full);
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_toolbar_frames_buffer(void) {
    test_refused_outputs();
    test_capacities();
    test_no_frames();
    test_frames_equal_the_view();
    test_failures_are_the_layouts();
    test_struct_sizes();
}
