/*
 * toolbar_layout_call_test.c — bg_toolbar_layout_call and its struct (bg_toolbar_call): the
 * defaults bg_toolbar_layout_call_init writes; both outputs filled by one call as the two calls
 * would; its own refusals (NULL call, no output, bad struct sizes); every failure of a layout (bad
 * width, scale, direction, dead handles, a failing measure callback) the same status and message
 * from bg_toolbar_layout, bg_toolbar_layout_frames and the call, with every output untouched; and
 * views of the first toolbar header's size (before `data`) or a newer one's, filled only as far as
 * their struct_size, which is left as it was.
 */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "common/abi_helpers.h"
#include "toolbar/toolbar_helpers.h"
#include "abi_suites.h"

/* Both outputs, filled with a pattern so that any write shows. */
typedef struct {
    bg_toolbar_view view;
    bg_toolbar_frames frames;
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

/* The message of the last error without its "function: " prefix, copied into `out`. */
static void reason(char *out, size_t size) {
    const char *message = bg_last_error_message(), *colon = message ? strstr(message, ": ") : NULL;
    snprintf(out, size, "%s", colon ? colon + 2 : "(none)");
}

/* A layout that must fail with `status`, made three ways: the same status and reason, and no
 * output written. */
static void expect_failure(bg_toolbar toolbar, double width, double scale, int32_t direction, bg_status status, int line) {
    char reasons[3][256], what[400];
    outputs o;
    bg_toolbar_call call;
    bg_status got[3];
    sentinel(&o);
    got[0] = bg_toolbar_layout(toolbar, width, scale, direction, &o.view);
    reason(reasons[0], sizeof reasons[0]);
    got[1] = bg_toolbar_layout_frames(toolbar, width, scale, direction, &o.frames);
    reason(reasons[1], sizeof reasons[1]);
    bg_toolbar_layout_call_init(&call);
    call.toolbar = toolbar;
    call.width = width;
    call.scale = scale;
    call.direction = direction;
    call.out = &o.view;
    call.frames = &o.frames;
    got[2] = bg_toolbar_layout_call(&call);
    reason(reasons[2], sizeof reasons[2]);
    snprintf(what, sizeof what, "line %d: statuses %d %d %d, expected %d", line, got[0], got[1], got[2], status);
    check_record(got[0] == status && got[1] == status && got[2] == status, __FILE__, line, what);
    snprintf(what, sizeof what, "line %d: the same reason from the three calls (\"%s\")", line, reasons[2]);
    check_record(!strcmp(reasons[0], reasons[1]) && !strcmp(reasons[0], reasons[2]), __FILE__, line, what);
    snprintf(what, sizeof what, "line %d: the outputs are untouched", line);
    check_record(untouched(&o), __FILE__, line, what);
}

#define EXPECT_FAILURE(toolbar, width, scale, direction, status) \
    expect_failure((toolbar), (width), (scale), (direction), (status), __LINE__)

static void test_init(void) {
    bg_toolbar_call call;
    memset(&call, 0xAB, sizeof call);
    CHECK_OK(bg_toolbar_layout_call_init(&call));
    CHECK_EQ_INT(call.struct_size, sizeof call);
    CHECK_EQ_INT(call.direction, BG_DIRECTION_LTR);
    CHECK_EQ_DBL(call.scale, 1);
    CHECK_EQ_DBL(call.width, 0);
    CHECK(call.toolbar.id == 0 && call.out == NULL && call.frames == NULL);
    CHECK_STATUS(bg_toolbar_layout_call_init(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "out");
}

/* One call with both outputs fills them as the two calls do, right to left included. */
static void test_both_outputs(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_call call;
    outputs o;
    bg_toolbar_view expected = tb_view();
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    sentinel(&o);
    CHECK_OK(bg_toolbar_layout_call_init(&call));
    call.toolbar = toolbar;
    call.width = 250.5;
    call.scale = 2;
    call.direction = BG_DIRECTION_RTL;
    call.out = &o.view;
    call.frames = &o.frames;
    CHECK_OK(bg_toolbar_layout_call(&call));
    CHECK(o.view.has_overflow_button && o.view.cell_count > 0);
    CHECK_EQ_INT(o.frames.count, o.view.cell_count + 1);
    CHECK(o.frames.frames[0].x == o.view.cells[0].frame.x && o.frames.arrangement == o.view.arrangement);
    CHECK(o.view.cells[0].frame.x > o.view.cells[1].frame.x); /* right to left */
    CHECK_OK(bg_toolbar_layout(toolbar, 250.5, 2, BG_DIRECTION_RTL, &expected));
    CHECK(memcmp(&expected, &o.view, sizeof expected) == 0); /* the same (cached) layout */
    call.out = NULL; /* frames alone */
    call.width = 700;
    CHECK_OK(bg_toolbar_layout_call(&call));
    CHECK(!o.frames.has_overflow_button && o.frames.count == 8);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* The call's own refusals: nothing written. */
static void test_call_refusals(void) {
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_call call;
    outputs o;
    const uint32_t sizes[] = {0, 8, sizeof call - 1, 4097};
    sentinel(&o);
    CHECK_STATUS(bg_toolbar_layout_call(NULL), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "call is NULL");
    CHECK_OK(bg_toolbar_layout_call_init(&call));
    call.toolbar = toolbar;
    call.width = 300;
    CHECK_STATUS(bg_toolbar_layout_call(&call), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "call.out and call.frames are both NULL");
    call.out = &o.view;
    call.frames = &o.frames;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        call.struct_size = sizes[i];
        CHECK_STATUS(bg_toolbar_layout_call(&call), BG_E_INVALID_ARGUMENT);
        CHECK_CONTAINS(bg_last_error_message(), "bg_toolbar_call.struct_size");
    }
    call.struct_size = sizeof call;
    o.frames.struct_size = 8; /* one bad output: the other is not written either */
    CHECK_STATUS(bg_toolbar_layout_call(&call), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "bg_toolbar_frames.struct_size");
    o.frames.struct_size = sizeof o.frames;
    o.view.struct_size = offsetof(bg_toolbar_view, data) - 8;
    CHECK_STATUS(bg_toolbar_layout_call(&call), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "bg_toolbar_view.struct_size");
    o.view.struct_size = sizeof o.view;
    CHECK(untouched(&o));
    CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, NULL), BG_E_INVALID_ARGUMENT);
    o.frames.struct_size = sizeof o.frames - 1;
    CHECK_STATUS(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, &o.frames), BG_E_INVALID_ARGUMENT);
    CHECK_CONTAINS(bg_last_error_message(), "struct_size");
    o.frames.struct_size = sizeof o.frames;
    CHECK(untouched(&o));
    CHECK_OK(bg_toolbar_free(toolbar));
}

static bg_status failing_measure(void *user_data, const char *font, const char *text, size_t text_len, double max_width,
                                 bg_size *out) {
    (void)user_data, (void)font, (void)text, (void)text_len, (void)max_width, (void)out;
    return -1;
}

/* Every failure of a layout, the same from the three calls. */
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
    CHECK_OK(bg_toolbar_layout_frames(toolbar, 300, 2, BG_DIRECTION_LTR, &o.frames)); /* still usable */
    CHECK_EQ_INT(o.frames.count, 2);
    CHECK_OK(bg_toolbar_free(toolbar));
}

/* A view of the first toolbar header's size gets the fields it has; one of a size between gets
 * as many bytes; a newer, larger one gets this header's. struct_size is never changed. */
static void test_view_sizes(void) {
    tb_four four;
    bg_toolbar toolbar = tb_create(BG_CONTEXT_TOOLBAR);
    bg_toolbar_view full = tb_view();
    bg_toolbar_call call;
    const size_t first = offsetof(bg_toolbar_view, data);
    const uint32_t sizes[] = {(uint32_t)first, (uint32_t)offsetof(bg_toolbar_view, data_size),
                              (uint32_t)offsetof(bg_toolbar_view, arrangement), (uint32_t)sizeof full + 24};
    tb_four_groups(&four, NULL);
    CHECK_OK(bg_toolbar_set_items(toolbar, four.items, 4));
    CHECK_OK(tb_layout(toolbar, 180, BG_DIRECTION_LTR, &full));
    CHECK(full.has_overflow_button && full.data != NULL && full.arrangement != 0);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        for (int via_call = 0; via_call <= 1; via_call++) {
            union {
                bg_toolbar_view view;
                unsigned char bytes[sizeof(bg_toolbar_view) + 24];
            } out;
            memset(&out, 0xAB, sizeof out);
            out.view.struct_size = sizes[i];
            bg_toolbar_layout_call_init(&call);
            call.toolbar = toolbar;
            call.width = 180;
            call.scale = 2;
            call.out = &out.view;
            CHECK_OK(via_call ? bg_toolbar_layout_call(&call) : tb_layout(toolbar, 180, BG_DIRECTION_LTR, &out.view));
            size_t written = sizes[i] < sizeof full ? sizes[i] : sizeof full;
            CHECK_EQ_INT(out.view.struct_size, sizes[i]);
            CHECK(memcmp(out.bytes + sizeof out.view.struct_size, (const unsigned char *)&full + sizeof full.struct_size,
                         written - sizeof full.struct_size) == 0);
            int beyond = 1;
            for (size_t b = written; b < sizeof out; b++) beyond &= out.bytes[b] == 0xAB;
            CHECK(beyond);
        }
    }
    CHECK_OK(bg_toolbar_free(toolbar));
}

void test_toolbar_layout_call(void) {
    test_init();
    test_both_outputs();
    test_call_refusals();
    test_failures_are_the_layouts();
    test_view_sizes();
}
